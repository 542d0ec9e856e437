//! Lessons: positions of any games with the teacher's captions, in one link, shown one at a
//! time and stepped with the arrow keys (or a presenter's clicker: Page Up / Page Down) on a
//! projector. Each step's board can be played to explore; Reset goes back to the step's
//! position. A step may be in misère play, and may hide its answers (who wins, the shading,
//! the working) until Reveal, so a class can think first. Built in the lesson editor from
//! "Add to lesson" on any play page.

pub mod editor;
pub mod state;

use std::rc::Rc;

use engine::{MoveReport, Outcome, Solution};
use yew::prelude::*;

use crate::board::BoardView;
use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::protocol::{ErrorKind, Solve};
use crate::route::{LessonStep, Route};
use crate::util::replace_hash;
pub use state::{Draft, DraftAction, DRAFT_KEY};

#[derive(Properties, PartialEq)]
pub struct LessonProps {
    pub title: String,
    pub steps: Vec<LessonStep>,
    /// The step shown first (from 0).
    pub step: usize,
}

/// Adds a position, in misère play or not, its answers hidden or not, to the draft lesson kept
/// in the browser; returns the draft's length.
pub fn add_to_draft(game: &str, position: &str, misere: bool, hidden: bool) -> usize {
    let mut draft = crate::util::load_setting(DRAFT_KEY).map(|s| Draft::from_stored(&s)).unwrap_or_default();
    draft.apply(DraftAction::Add { game: game.into(), position: position.into(), misere, hidden });
    crate::util::save_setting(DRAFT_KEY, &draft.to_stored());
    draft.steps.len()
}

/// The status line of a solved position.
pub fn status_line(sol: &Solution) -> String {
    let moves =
        |r: Option<u32>| r.map(|r| format!(" in {r} move{}", if r == 1 { "" } else { "s" })).unwrap_or_default();
    let value = sol.grundy.map(|g| format!(" Grundy value {g}.")).unwrap_or_default();
    match sol.outcome {
        Outcome::N => format!("The player to move wins{}.{value}", moves(sol.remoteness)),
        Outcome::P if sol.moves.is_empty() => format!("No move is left: the player to move loses.{value}"),
        Outcome::P => format!("The player to move loses{}.{value}", moves(sol.remoteness)),
        Outcome::Draw => "A draw with best play.".to_string(),
        Outcome::L => "Left wins whoever starts.".to_string(),
        Outcome::R => "Right wins whoever starts.".to_string(),
    }
}

/// Which step a key goes to from `at` of `n`, if it is a stepping key.
pub fn step_for_key(key: &str, at: usize, n: usize) -> Option<usize> {
    match key {
        "ArrowRight" | "PageDown" | "ArrowDown" => Some((at + 1).min(n - 1)),
        "ArrowLeft" | "PageUp" | "ArrowUp" => Some(at.saturating_sub(1)),
        "Home" => Some(0),
        "End" => Some(n - 1),
        _ => None,
    }
}

#[component]
pub fn LessonPage(p: &LessonProps) -> Html {
    let n = p.steps.len();
    let at = use_state(|| p.step.min(n - 1));
    // A position reached by playing from the step's (None: the step's own).
    let explored = use_state(|| None::<String>);
    // Whether a hidden step's answers have been revealed (each step starts hidden again).
    let revealed = use_state(|| false);
    let step = &p.steps[*at];
    let position = (*explored).clone().unwrap_or_else(|| step.position.clone());
    let hide = step.hidden && !*revealed;
    let job = use_job::<Solve>();
    {
        let job = job.clone();
        let game = step.game.clone();
        use_effect_with((game.clone(), position.clone(), step.misere), move |(game, position, misere)| {
            job.run(Solve { game: game.clone(), position: position.clone(), misere: *misere });
        });
    }
    // The link follows the step shown.
    {
        let (title, steps) = (p.title.clone(), p.steps.clone());
        use_effect_with(*at, move |&step| replace_hash(&Route::Lesson { title, steps, step }.to_hash()));
    }
    let go = {
        let (at, explored, revealed) = (at.clone(), explored.clone(), revealed.clone());
        Callback::from(move |to: usize| {
            explored.set(None);
            revealed.set(false);
            at.set(to);
        })
    };
    {
        let (go, at) = (go.clone(), *at);
        use_effect_with(at, move |&at| {
            let listener = crate::util::key_listener(move |key: &str| {
                // Arrow keys inside a board move between its moves, not between steps.
                let in_board = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element())
                    .and_then(|e| e.closest(".board").ok().flatten())
                    .is_some();
                if in_board && key.starts_with("Arrow") {
                    return;
                }
                if let Some(to) = step_for_key(key, at, n) {
                    go.emit(to);
                }
            });
            move || drop(listener)
        });
    }
    let solution: Option<Rc<Solution>> = job.state().done().filter(|s| s.position == position).cloned();
    let onplay = {
        let explored = explored.clone();
        Callback::from(move |m: MoveReport| explored.set(Some(m.to)))
    };
    let name = engine::games::entry(&step.game).map_or(step.game.as_str(), |e| e.name);
    let reveal = {
        let revealed = revealed.clone();
        Callback::from(move |_: MouseEvent| revealed.set(true))
    };
    let status = match (&solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        (_, Some(e)) => html! {
            <p class="status error" role="alert" data-testid="status" data-outcome="error">
                { format!("Step {} cannot be shown: ", *at + 1) }{ error_with_text(e, &position) }</p>
        },
        (Some(_), None) if hide => html! {
            <p class="status hidden-answer" data-testid="status" data-outcome="hidden" aria-live="polite">
                <span class="status-shape" aria-hidden="true">{ "?" }</span>
                { "Who wins? Think, then press Reveal. " }
                <button onclick={reveal.clone()} data-testid="reveal">{ "Reveal" }</button></p>
        },
        (Some(sol), None) => {
            let outcome = match sol.outcome {
                Outcome::N => "win",
                Outcome::P => "lose",
                Outcome::Draw => "draw",
                Outcome::L => "left",
                Outcome::R => "right",
            };
            html! {
                <p class={classes!("status", outcome)} data-testid="status" data-outcome={outcome} aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ match outcome { "win" => "✓", "draw" => "=", _ => "✗" } }</span>
                    { status_line(sol) }</p>
            }
        }
        (None, None) => {
            html! { <p class="status pending" data-testid="status" data-outcome="pending">{ "Solving…" }</p> }
        }
    };
    let board = match &solution {
        Some(sol) => html! {
            <BoardView game={step.game.clone()} board={sol.board.clone()} moves={Rc::new(sol.moves.clone())} shading={!hide}
                hint={None::<String>} locked={false} {onplay} />
        },
        None => html! { <div class="board placeholder"></div> },
    };
    let to = |i: usize| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| go.emit(i))
    };
    let reset = {
        let explored = explored.clone();
        Callback::from(move |_: MouseEvent| explored.set(None))
    };
    let edit = {
        let (title, steps) = (p.title.clone(), p.steps.clone());
        Callback::from(move |_: MouseEvent| {
            crate::util::save_setting(
                DRAFT_KEY,
                &Draft { title: title.clone(), steps: steps.clone(), undo: None }.to_stored(),
            );
            crate::util::set_hash(&Route::LessonEditor.to_hash());
        })
    };
    let play_href = Route::Play {
        game: step.game.clone(),
        position: position.clone(),
        misere: step.misere,
        hidden: step.hidden && !*revealed,
        side: engine::partizan::Side::Left,
    }
    .to_hash();
    let play_words = if step.misere { " in misère play (the last mover loses)" } else { "" };
    html! {
        <section class="lesson">
            <h2>{ if p.title.is_empty() { "Lesson" } else { &p.title } }</h2>
            <p class="lesson-progress">{ format!("Step {} of {n}: {name}, position {position}{play_words}", *at + 1) }</p>
            <p class="lesson-caption" data-testid="lesson-caption">{ &step.caption }</p>
            <div class="lesson-step" data-testid="lesson-step" data-step={(*at + 1).to_string()} data-game={step.game.clone()}
                data-position={step.position.clone()} data-misere={step.misere.to_string()} data-hidden={hide.to_string()}>
                { status }
                { board }
            </div>
            <nav class="lesson-nav controls" aria-label="lesson steps">
                <button onclick={to(at.saturating_sub(1))} disabled={*at == 0} data-testid="lesson-prev">{ "← Back" }</button>
                <button onclick={to((*at + 1).min(n - 1))} disabled={*at + 1 == n} data-testid="lesson-next">{ "Next →" }</button>
                if explored.is_some() {
                    <button onclick={reset}>{ "Reset to the step's position" }</button>
                }
                <a class="button" href={play_href}>{ "Open in the play page" }</a>
                <button onclick={edit}>{ "Edit this lesson" }</button>
            </nav>
            <p class="note">{ "← and → (or Page Up and Page Down) step through the lesson; playing a move explores from the step's position." }</p>
            if let Some(w) = solution.as_ref().filter(|_| !hide).and_then(|sol| sol.working.clone()) {
                <crate::working::WorkingPanel working={w} />
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_step_within_the_lesson() {
        assert_eq!(step_for_key("ArrowRight", 0, 3), Some(1));
        assert_eq!(step_for_key("ArrowRight", 2, 3), Some(2));
        assert_eq!(step_for_key("PageUp", 0, 3), Some(0));
        assert_eq!(step_for_key("ArrowLeft", 2, 3), Some(1));
        assert_eq!(step_for_key("End", 0, 3), Some(2));
        assert_eq!(step_for_key("Home", 2, 3), Some(0));
        assert_eq!(step_for_key("x", 1, 3), None);
    }

    #[test]
    fn the_status_line_says_who_wins() {
        let sol = engine::lookup("nim").unwrap().solve("3,4,5", false).unwrap();
        assert!(status_line(&sol).starts_with("The player to move wins in "), "{}", status_line(&sol));
        let lost = engine::lookup("nim").unwrap().solve("0", false).unwrap();
        assert_eq!(status_line(&lost), "No move is left: the player to move loses. Grundy value 0.");
    }
}
