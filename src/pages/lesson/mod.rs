//! Lessons: positions of any games with the teacher's captions, in one link, shown one at a
//! time and stepped with the arrow keys (or a presenter's clicker: Page Up / Page Down) on a
//! projector. Each step's board can be played to explore; Reset goes back to the step's
//! position. A step may be in misère play, and may hide its answers (who wins, the shading,
//! the working) until Reveal, so a class can think first. A partizan step asks who moves (Left
//! or Right, first as the link says, then alternating as moves are played), offers that side's
//! moves and gives the outcome class for it, and its value once the answers are shown. Built in
//! the lesson editor from "Add to lesson" on any play page.

pub mod editor;
pub mod state;

use std::rc::Rc;

use engine::vocab::Side;
use engine::{MoveReport, Outcome, Solution};
use yew::prelude::*;

use crate::board::{BoardView, LastMove};
use crate::cgt_text::{class_sentence, glyphs, side_word, spoken};
use crate::client::{use_job, UseJob};
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

/// Adds a position, in misère play or not, its answers hidden or not, with `side` to move first
/// in a partizan game (Left when `None`), to the draft lesson kept in the browser; returns the
/// draft's length.
pub fn add_to_draft(game: &str, position: &str, misere: bool, hidden: bool, side: Option<Side>) -> usize {
    let mut draft = crate::util::load_setting(DRAFT_KEY).map(|s| Draft::from_stored(&s)).unwrap_or_default();
    let side = side.unwrap_or(Side::Left);
    draft.apply(DraftAction::Add { game: game.into(), position: position.into(), misere, hidden, side });
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

/// Whether a solution is a partizan one: who moves decides who wins.
pub fn is_partizan(sol: &Solution) -> bool {
    sol.partizan.is_some() || matches!(sol.outcome, Outcome::L | Outcome::R)
}

/// The status of a partizan position with `side` to move: whether that side wins, and the
/// sentence. The mover's result comes first, so the ✓ or ✗ before it is the mover's, then the
/// outcome class ("Right to move loses: Left wins whoever starts (class L).").
pub fn partizan_status(sol: &Solution, side: Side) -> (bool, String) {
    let can_move = sol.moves.iter().any(|m| m.side == Some(side));
    let wins = can_move && (sol.outcome == Outcome::N || sol.outcome == side.class());
    let who = side_word(side);
    let result = match (can_move, wins) {
        (false, _) => format!("{who} to move has no move and loses"),
        (true, true) => format!("{who} to move wins"),
        (true, false) => format!("{who} to move loses"),
    };
    (wins, format!("{result}: {}.", class_sentence(sol.outcome)))
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
    // The move that reached the explored position, marked on its board.
    let last_move = use_state(|| None::<(String, LastMove)>);
    // Whether a hidden step's answers have been revealed (each step starts hidden again).
    let revealed = use_state(|| false);
    // Who moves in a partizan step: first as the step says, then in turn as moves are played.
    let side = use_state(|| p.steps[p.step.min(n - 1)].side);
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
        let (at, explored, revealed, side) = (at.clone(), explored.clone(), revealed.clone(), side.clone());
        let sides: Vec<Side> = p.steps.iter().map(|s| s.side).collect();
        Callback::from(move |to: usize| {
            explored.set(None);
            revealed.set(false);
            side.set(sides[to]);
            at.set(to);
        })
    };
    use_step_keys(go.clone(), *at, n);
    let solution: Option<Rc<Solution>> = job.state().done().filter(|s| s.position == position).cloned();
    let game = engine::lookup(&step.game).ok();
    // Known from the game before the solution comes, so the choice of side does not jump in.
    let partizan =
        solution.as_deref().map_or_else(|| game.as_ref().is_some_and(|g| g.is_partizan(&position)), is_partizan);
    let onplay = {
        let (explored, side, last_move) = (explored.clone(), side.clone(), last_move.clone());
        Callback::from(move |m: MoveReport| {
            last_move.set(Some((m.to.clone(), LastMove { spot: m.spot.clone(), text: m.text.clone() })));
            // A partizan move hands the move to the other side.
            if let Some(s) = m.side {
                side.set(s.other());
            }
            explored.set(Some(m.to));
        })
    };
    let name = engine::games::entry(&step.game).map_or(step.game.as_str(), |e| e.name);
    let reveal = {
        let revealed = revealed.clone();
        Callback::from(move |_: MouseEvent| revealed.set(true))
    };
    let status = lesson_status(&solution, &job, *at, &position, hide, partizan.then_some(*side), reveal);
    let side_choice = partizan.then(|| {
        let names = game.as_ref().and_then(|g| g.sides(&position));
        let side = side.clone();
        crate::partizan_panels::side_radios("lesson-side", *side, &names, Callback::from(move |s: Side| side.set(s)))
    });
    let last = (*last_move).clone().filter(|(to, _)| explored.as_deref() == Some(to.as_str())).map(|(_, l)| l);
    let board = step_board(&step.game, solution.as_deref(), partizan.then_some(*side), hide, onplay, last);
    let value = solution.as_ref().filter(|_| !hide).and_then(|sol| sol.partizan.clone());
    let to = |i: usize| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| go.emit(i))
    };
    let reset = {
        let (explored, side, first) = (explored.clone(), side.clone(), step.side);
        Callback::from(move |_: MouseEvent| {
            explored.set(None);
            side.set(first);
        })
    };
    let play_href = Route::Play {
        game: step.game.clone(),
        position: position.clone(),
        misere: step.misere,
        hidden: step.hidden && !*revealed,
        side: *side,
    }
    .to_hash();
    let play_words = if step.misere { " in misère play (the last mover loses)" } else { "" };
    html! {
        <section class="lesson">
            <h2>{ if p.title.is_empty() { "Lesson" } else { &p.title } }</h2>
            <p class="lesson-progress">{ format!("Step {} of {n}: {name}, position {position}{play_words}", *at + 1) }</p>
            <p class="lesson-caption" data-testid="lesson-caption">{ &step.caption }</p>
            <div class="lesson-step" data-testid="lesson-step" data-step={(*at + 1).to_string()} data-game={step.game.clone()}
                data-position={step.position.clone()} data-misere={step.misere.to_string()} data-hidden={hide.to_string()}
                data-side={partizan.then_some(side.as_str())}>
                { side_choice }
                { status }
                if let Some(v) = &value {
                    <p class="lesson-value" data-testid="lesson-value" data-canonical={v.canonical.clone()}>
                        { "Value " }<span class="cgt" aria-label={spoken(&v.canonical)}>{ glyphs(&v.canonical) }</span>
                        if v.braces != v.canonical { <span class="braces">{ format!(" = {}", v.braces) }</span> }
                    </p>
                }
                { board }
            </div>
            <nav class="lesson-nav controls" aria-label="lesson steps">
                <button onclick={to(at.saturating_sub(1))} disabled={*at == 0} data-testid="lesson-prev">{ "← Back" }</button>
                <button onclick={to((*at + 1).min(n - 1))} disabled={*at + 1 == n} data-testid="lesson-next">{ "Next →" }</button>
                if explored.is_some() {
                    <button onclick={reset}>{ "Reset to the step's position" }</button>
                }
                <a class="button" href={play_href}>{ "Open in the play page" }</a>
                <button onclick={edit_lesson(&p.title, &p.steps)}>{ "Edit this lesson" }</button>
            </nav>
            <p class="note">{ "← and → (or Page Up and Page Down) step through the lesson; playing a move explores from the step's position." }</p>
            if let Some(w) = solution.as_ref().filter(|_| !hide).and_then(|sol| sol.working.clone()) {
                <crate::working_panel::WorkingPanel working={w} />
            }
            if let Some(v) = &value {
                <crate::partizan_panels::WorkingPanel working={Rc::new(v.working.clone())} />
            }
        </section>
    }
}

/// Steps through the lesson with the arrow keys, Page Up / Page Down, Home and End.
#[hook]
fn use_step_keys(go: Callback<usize>, at: usize, n: usize) {
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

/// The status line of the step: who wins (for the side to move, in a partizan step: `side`),
/// the hidden-answer prompt, the solve in progress or why the step cannot be shown.
fn lesson_status(
    solution: &Option<Rc<Solution>>,
    job: &UseJob<Solve>,
    at: usize,
    position: &str,
    hide: bool,
    side: Option<Side>,
    reveal: Callback<MouseEvent>,
) -> Html {
    match (solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        (_, Some(e)) => html! {
            <p class="status error" role="alert" data-testid="status" data-outcome="error">
                { format!("Step {} cannot be shown: ", at + 1) }{ error_with_text(e, position) }</p>
        },
        (Some(_), None) if hide => html! {
            <p class="status hidden-answer" data-testid="status" data-outcome="hidden" aria-live="polite">
                <span class="status-shape" aria-hidden="true">{ "?" }</span>
                if let Some(side) = side { { format!("{} to move. ", side_word(side)) } }
                { "Who wins? Think, then press Reveal. " }
                <button onclick={reveal} data-testid="reveal">{ "Reveal" }</button></p>
        },
        (Some(sol), None) if side.is_some() => {
            let (wins, text) = partizan_status(sol, side.unwrap_or(Side::Left));
            let look = crate::board::mover_look(wins);
            crate::board::status_line(look, look.0, Some(sol.outcome.as_str()), html! { { text } })
        }
        (Some(sol), None) => {
            let look = crate::board::outcome_look(sol.outcome);
            crate::board::status_line(look, look.0, None, html! { { status_line(sol) } })
        }
        (None, None) => {
            html! { <p class="status pending" data-testid="status" data-outcome="pending">{ "Solving…" }</p> }
        }
    }
}

/// The step's board; a partizan step (`side` to move) offers that side's moves only.
fn step_board(
    game: &str,
    solution: Option<&Solution>,
    side: Option<Side>,
    hide: bool,
    onplay: Callback<MoveReport>,
    last: Option<LastMove>,
) -> Html {
    match solution {
        Some(sol) => {
            // A partizan step offers the moves of the side to move only.
            let moves: Vec<MoveReport> =
                sol.moves.iter().filter(|m| side.is_none() || m.side == side).cloned().collect();
            html! {
                <BoardView game={game.to_string()} board={sol.board.clone()} moves={Rc::new(moves)} shading={!hide}
                    hint={None::<String>} locked={false} {onplay} {last} />
            }
        }
        None => html! { <div class="board placeholder"></div> },
    }
}

/// Edit this lesson: it becomes the draft and the editor opens.
fn edit_lesson(title: &str, steps: &[LessonStep]) -> Callback<MouseEvent> {
    let (title, steps) = (title.to_string(), steps.to_vec());
    Callback::from(move |_: MouseEvent| {
        crate::util::save_setting(
            DRAFT_KEY,
            &Draft { title: title.clone(), steps: steps.clone(), undo: None }.to_stored(),
        );
        crate::util::set_hash(&Route::LessonEditor.to_hash());
    })
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

    #[test]
    fn a_partizan_status_names_the_mover_and_the_class() {
        let solve = |game: &str, position: &str| engine::lookup(game).unwrap().solve(position, false).unwrap();
        // Values from the rules (GAMES.md): Domineering 1x2 = -1 (R), 2x2 = ±1 (N); a blue and a
        // red edge on the ground = 0 (P); two blue edges and a red one = 1 (L).
        let cases = [
            (
                "domineering",
                "1x2",
                Side::Left,
                false,
                "Left to move has no move and loses: Right wins whoever starts (class R).",
            ),
            ("domineering", "1x2", Side::Right, true, "Right to move wins: Right wins whoever starts (class R)."),
            ("domineering", "2x2", Side::Right, true, "Right to move wins: whoever starts wins (class N)."),
            ("domineering", "2x2", Side::Left, true, "Left to move wins: whoever starts wins (class N)."),
            ("hackenbush", "0-1:b,0-2:r", Side::Left, false, "Left to move loses: whoever starts loses (class P)."),
            (
                "hackenbush",
                "0-1:b,0-2:b,0-3:r",
                Side::Left,
                true,
                "Left to move wins: Left wins whoever starts (class L).",
            ),
            (
                "hackenbush",
                "0-1:b,0-2:b,0-3:r",
                Side::Right,
                false,
                "Right to move loses: Left wins whoever starts (class L).",
            ),
        ];
        for (game, position, side, wins, text) in cases {
            let sol = solve(game, position);
            assert!(is_partizan(&sol), "{game} {position}");
            assert_eq!(partizan_status(&sol, side), (wins, text.to_string()), "{game} {position} {side}");
            // The mark follows the mover's result: never a loss mark on a win.
            assert_eq!(wins, text.contains(" to move wins"), "{text}");
        }
        assert!(!is_partizan(&solve("nim", "3,4,5")));
    }
}
