//! The play page: a board for one position, shaded by the worker's solution, with status,
//! hint, undo/redo, history, play against the computer, and the link kept in the URL.

mod history;
mod state;
mod status;

use std::rc::Rc;

use engine::panels::Panel;
use engine::{MoveReport, Solution};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::board::{BoardView, LastMove};
use crate::client::{use_job, UseJob};
use crate::errors::{error_with_text, stopped_view};
use crate::job::PtrEq;
use crate::pages::evaluation::EvaluationPanel;
use crate::protocol::{ErrorKind, Solve};
use crate::route::Route;
use crate::share::copy_and_lesson_buttons;
use crate::util::replace_hash;
use history::{history_list, value_history};
pub use state::{Action, Computer, PlayState};
pub use status::{best_move, game_over, hidden_status_text, last_move_text, status_text, unknown_status_text};

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The canonical game id.
    pub game: String,
    pub name: String,
    /// The canonical starting position.
    pub position: String,
    pub misere: bool,
    /// The link hides the answers until Reveal is pressed.
    #[prop_or_default]
    pub hidden: bool,
    pub has_misere: bool,
    /// The rules of the game's misère quotients (`octal:0.77`), for a heap game that has them.
    #[prop_or_default]
    pub quotient: Option<String>,
    pub has_sequence: bool,
    pub has_table: bool,
    /// The extra panels the game declares (shown with the answers).
    #[prop_or_default]
    pub panels: &'static [Panel],
}

#[component]
pub fn PlayPage(p: &PlayProps) -> Html {
    let state = use_reducer({
        let position = p.position.clone();
        let (misere, hidden) = (p.misere, p.hidden);
        move || {
            let shading = crate::util::load_setting("shading").map(|v| v != "off").unwrap_or(true);
            PlayState::new(position, misere, shading, hidden)
        }
    });
    let job = use_job::<Solve>();
    // The shown position's solution, once it has come; while it is worked out, a large board's
    // unvalued drawing (see `Solution::unknown`).
    let done: Option<Rc<Solution>> = job.state().done().cloned();
    let solution = done.clone().or_else(|| job.state().partial.clone().filter(|_| job.state().running()));
    // A position too large to solve comes drawn with its moves unvalued: nothing to shade.
    let known = solution.as_ref().is_some_and(|sol| sol.unknown.is_none());
    let position = state.position().to_string();
    use_play_effects(p.game.clone(), state.clone(), job.clone(), done.clone());

    // The misère quotient this position needs: its game's rules, heaps up to its largest heap.
    let quotient_link = use_memo((p.game.clone(), p.quotient.clone(), position.clone()), |(game, rules, position)| {
        let rules = rules.as_ref()?;
        let heaps = engine::lookup(game).ok().and_then(|g| g.misere_heaps(position)).unwrap_or_default();
        Some(crate::pages::quotient::link_for(game, rules, &heaps).to_hash())
    });

    let s = &*state;
    let onplay = {
        let state = state.clone();
        let board = solution.as_ref().map(|sol| Rc::new(sol.board.clone()));
        Callback::from(move |m: MoveReport| {
            if !state.computer_to_move() {
                state.dispatch(Action::Play(Box::new(m), board.clone()))
            }
        })
    };
    let shown = s.answers_shown();
    let status = status_view(&state, &done, &job);

    let hint_text =
        if s.hint && shown && known { solution.as_ref().and_then(|sol| best_move(&sol.moves, |_| 0)) } else { None };

    let before = s.last_played().and_then(|m| m.before.as_deref().cloned());
    let last = s.last_played().map(|m| LastMove { spot: m.report.spot.clone(), text: m.report.text.clone() });
    let board = match &solution {
        Some(sol) => html! {
            <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(sol.moves.clone())} shading={s.shading && shown && known}
                hint={hint_text.map(|m| m.text.clone())} locked={s.computer_to_move()} {onplay} {before} {last} />
        },
        None => html! { <div class="board placeholder"></div> },
    };
    // The last move in words, said to screen readers too (the computer's above all).
    let last_move = html! {
        <p class="last-move" data-testid="last-move" aria-live="polite">{ last_move_text(s).unwrap_or_default() }</p>
    };

    // Until the first answer, what follows the board is laid out but not shown, so the board's
    // arrival moves nothing visible (Lighthouse's layout shift on a phone was 0.16 without it).
    let loading = solution.is_none()
        && job.state().error().is_none()
        && s.history.steps().iter().all(|step| step.value.is_none());
    let solvable = job.state().error().is_none() && solution.as_ref().is_none_or(|sol| sol.unknown.is_none());
    html! {
        <section class={classes!("play", loading.then_some("loading"))}>
            <h2>{ &p.name }{ if s.misere { " (misère)" } else { "" } }
                <span class="position-text">{ format!(" position {}", s.position()) }</span></h2>
            { status }
            { last_move }
            // A reduction's model board stands beside the real one when there is room.
            <div class="board-and-model">
                { board }
                if let Some(r) = solution.as_ref().filter(|_| shown).and_then(|sol| sol.reduction.as_deref()) {
                    <crate::pages::reduction::ModelPanel game={p.game.clone()} reduction={Rc::new(r.clone())} />
                }
            </div>
            { controls_view(p, &state, known, solvable, (*quotient_link).clone()) }
            // What follows the controls comes and goes with the solution; kept in one box so the
            // section's children stay the same (Yew matches unkeyed children from the end, and a
            // child more there made it reuse the status's node for the board: a layout shift of
            // 0.125 at 412 px in Lighthouse).
            { more_view(p, &state, &solution) }
        </section>
    }
}

/// Solves the shown position whenever it changes and keeps the link in the URL, records the
/// solved value, makes the computer's moves and listens for the keyboard shortcuts.
#[hook]
fn use_play_effects(
    game: String,
    state: UseReducerHandle<PlayState>,
    job: UseJob<Solve>,
    solution: Option<Rc<Solution>>,
) {
    let position = state.position().to_string();
    {
        let game = game.clone();
        let job = job.clone();
        let hidden = state.hidden;
        use_effect_with((position.clone(), state.misere), move |(position, misere)| {
            job.run(Solve { game: game.clone(), position: position.clone(), misere: *misere });
            replace_hash(
                &Route::Play {
                    game,
                    position: position.clone(),
                    misere: *misere,
                    hidden,
                    side: engine::vocab::Side::Left,
                }
                .to_hash(),
            );
        });
    }
    // The link says whether the answers are hidden.
    {
        let (misere, position) = (state.misere, position.clone());
        use_effect_with(state.hidden, move |&hidden| {
            replace_hash(&Route::Play { game, position, misere, hidden, side: engine::vocab::Side::Left }.to_hash());
        });
    }
    // Its value, for the value history.
    {
        let state = state.clone();
        use_effect_with(solution.clone().map(PtrEq), move |sol| {
            if let Some(PtrEq(sol)) = sol.as_ref().filter(|PtrEq(sol)| sol.unknown.is_none()) {
                state.dispatch(Action::Solved(sol.outcome, sol.remoteness));
            }
        });
    }

    // The computer's move.
    {
        let state = state.clone();
        let solution = solution.clone();
        let deps = (solution.as_ref().map(|s| s.position.clone()), state.computer, state.cursor());
        use_effect_with(deps, move |_| {
            let mut timer = None;
            if state.computer_to_move() {
                if let Some(sol) = solution {
                    // Where who wins is not known, the computer plays at random (the status says so).
                    let perfect = sol.unknown.is_none() && js_sys::Math::random() * 100.0 < state.strength as f64;
                    let pick = if perfect || sol.moves.is_empty() {
                        best_move(&sol.moves, random_index)
                    } else {
                        sol.moves.get((js_sys::Math::random() * sol.moves.len() as f64) as usize)
                    };
                    if let Some(m) = pick.cloned() {
                        let state = state.clone();
                        let board = Rc::new(sol.board.clone());
                        timer = Some(Timeout::new(500, move || state.dispatch(Action::Play(Box::new(m), Some(board)))));
                    }
                }
            }
            move || drop(timer)
        });
    }

    crate::util::use_undo_redo_hint(&state, || Action::Undo, || Action::Redo, || Action::Hint);
}

/// A button's callback that dispatches `make()`.
fn dispatch_on_click(state: &UseReducerHandle<PlayState>, make: fn() -> Action) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_: MouseEvent| state.dispatch(make()))
}

/// The status line: who wins, the game's end, the solve in progress or why it failed.
fn status_view(state: &UseReducerHandle<PlayState>, solution: &Option<Rc<Solution>>, job: &UseJob<Solve>) -> Html {
    let s = &**state;
    let on = |a: fn() -> Action| dispatch_on_click(state, a);
    let shown = s.answers_shown();
    match (solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => html! {
            <div class="status error" data-testid="status" data-outcome="error">{ stopped_view(e, job.on_retry()) }</div>
        },
        (_, Some(e)) if e.kind == ErrorKind::Cancelled => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "The solve was stopped before it finished. Undo, or " }
                <button onclick={job.on_retry()} data-testid="retry">{ "solve it again" }</button>
            </div>
        },
        (_, Some(e)) if e.kind == ErrorKind::Refused && s.misere => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                <p>{ "Misère play cannot be shown for this position: " }{ e.message.clone() }{ "." }</p>
                <p>{ "Misère positions have no values to add up, so each one is solved by searching every \
                      position below it, and this search is larger than the limit. Try a smaller position, or " }
                    <button onclick={{ let state = state.clone(); Callback::from(move |_: MouseEvent| state.dispatch(Action::ToggleMisere)) }}
                        data-testid="to-normal-play">{ "switch to normal play" }</button>
                    if s.cursor() > 0 { { " or " }<button onclick={on(|| Action::Undo)}>{ "undo the last move" }</button> }
                    { "." }</p>
            </div>
        },
        (_, Some(e)) => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "This position cannot be shown: " }{ error_with_text(e, &job.last().map(|j| j.position).unwrap_or_default()) }
                <a href="#/">{ " Back to the catalogue" }</a>
            </div>
        },
        (Some(sol), None) if !shown && !sol.moves.is_empty() => html! {
            <div class="status hidden-answer" data-testid="status" data-outcome="hidden" aria-live="polite">
                <span class="status-shape" aria-hidden="true">{ "?" }</span>
                { hidden_status_text(s, sides(sol)) }{ " " }
                <button onclick={on(|| Action::Reveal)} data-testid="reveal">{ "Reveal" }</button>
            </div>
        },
        (Some(sol), None) if sol.unknown.is_some() => crate::board::status_line(
            ("unknown", "?"),
            "unknown",
            None,
            html! { { unknown_status_text(s, sol.unknown.as_deref().unwrap_or_default(), sides(sol)) } },
        ),
        (Some(sol), None) => solved_status(s, sol),
        (None, None) => {
            // A solve is bounded by the engine's budget, but the largest ones take a second or
            // two; Stop replaces the worker at once.
            let onstop = {
                let job = job.clone();
                Callback::from(move |_: MouseEvent| job.cancel())
            };
            // A solve that reports how far it is (Fox and Geese 8x8's boards: 6 s in the browser)
            // fills its bar; the others' bar is indeterminate.
            let (done, total) = job.state().progress();
            html! {
                <div class="status pending" data-testid="status" data-outcome="pending" aria-live="polite">
                    { "Solving… " }
                    if done > 0 && total > 0 {
                        <progress aria-label="solving in the worker" max={total.to_string()} value={done.to_string()}
                            data-testid="solve-progress" data-done={done.to_string()}></progress>
                    } else {
                        <progress aria-label="solving in the worker"></progress>
                    }
                    { " " }
                    <button onclick={onstop} data-testid="stop-solve">{ "Stop" }</button>
                </div>
            }
        }
    }
}

/// The status of a solved position with the answers shown.
fn solved_status(s: &PlayState, sol: &Solution) -> Html {
    // A finished game is styled by how it ended for the people at the board (a student's
    // win over the computer is a win), not by the outcome for the player left to move.
    let looks = crate::board::outcome_look(sol.outcome);
    let look = match game_over(s, sol) {
        Some("won") => ("won", "★"),
        Some("lost") => ("lost", "✗"),
        Some(_) => ("over", "■"),
        None => looks,
    };
    crate::board::status_line(look, looks.0, None, html! { { status_text(s, sol, sides(sol)) } })
}

/// Hint, undo/redo, the computer opponent, the display settings, the classroom tools and the
/// links to the other pages.
fn controls_view(
    p: &PlayProps,
    state: &UseReducerHandle<PlayState>,
    solved: bool,
    solvable: bool,
    quotient_link: Option<String>,
) -> Html {
    let s = &**state;
    let on = |a: fn() -> Action| dispatch_on_click(state, a);
    let shown = s.answers_shown();
    let oncomputer = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            state.dispatch(Action::SetComputer(match v.as_str() {
                "first" => Computer::First,
                "second" => Computer::Second,
                _ => Computer::Off,
            }));
        })
    };
    let onstrength = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            state.dispatch(Action::SetStrength(v.parse().unwrap_or(100)));
        })
    };
    let onshading = {
        let state = state.clone();
        Callback::from(move |_: Event| {
            crate::util::save_setting("shading", if state.shading { "off" } else { "on" });
            state.dispatch(Action::ToggleShading);
        })
    };
    let on_copied = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Copied))
    };
    let on_add = {
        let state = state.clone();
        let game = p.game.clone();
        Callback::from(move |()| {
            let n = crate::pages::lesson::add_to_draft(&game, state.position(), state.misere, false, None);
            state.dispatch(Action::AddedToLesson(n));
        })
    };
    let analyze_href = Route::Analyze { game: p.game.clone(), to: None }.to_hash();
    // A quiz near the shown position, with a fresh seed each time (the link keeps it).
    let quiz_href = Route::Quiz {
        game: p.game.clone(),
        seed: (js_sys::Math::random() * 1e6) as u64,
        n: crate::route::QUIZ_DEFAULT_N,
        kind: engine::quiz::Kind::Move,
        from: Some(s.position().to_string()),
        positions: None,
    }
    .to_hash();
    html! {
        <div class="controls">
            <button onclick={on(|| Action::Hint)} aria-pressed={s.hint.to_string()} title="h"
                disabled={!shown || !solved}>{ "Hint" }</button>
            <button onclick={on(|| Action::Undo)} disabled={!s.history.can_undo()} title="u">{ "Undo" }</button>
            <button onclick={on(|| Action::Redo)} disabled={!s.history.can_redo()} title="r">{ "Redo" }</button>
            <button onclick={on(|| Action::Reset)} disabled={s.history.len() == 1} data-testid="reset"
                title="back to the starting position">{ "New game" }</button>
            <label>{ "Computer plays " }
                <select onchange={oncomputer} aria-label="computer opponent">
                    <option value="off" selected={s.computer == Computer::Off}>{ "nobody (two players)" }</option>
                    <option value="second" selected={s.computer == Computer::Second}>{ "second" }</option>
                    <option value="first" selected={s.computer == Computer::First}>{ "first" }</option>
                </select>
            </label>
            if s.computer != Computer::Off {
                <label>{ "strength " }
                    <select onchange={onstrength} aria-label="computer strength">
                        { for [(100, "perfect"), (90, "perfect 90% of the time"), (70, "perfect 70% of the time"), (50, "perfect half the time"), (0, "random moves")].iter().map(|(v, l)| html! {
                            <option value={v.to_string()} selected={s.strength == *v}>{ *l }</option>
                        }) }
                    </select>
                </label>
            }
            <label><input type="checkbox" checked={s.shading} onchange={onshading} disabled={!shown} />{ " show move values" }</label>
            <label title="hide who wins, the shading and the working until Reveal is pressed">
                <input type="checkbox" data-testid="hide-answers" checked={s.hidden}
                    onchange={{ let state = state.clone(); Callback::from(move |_: Event| state.dispatch(Action::ToggleHidden)) }} />
                { " hide answers" }</label>
            if p.has_misere {
                <label><input type="checkbox" data-testid="misere" checked={s.misere}
                    onchange={{ let state = state.clone(); Callback::from(move |_: Event| state.dispatch(Action::ToggleMisere)) }} />
                    { " misère (last mover loses)" }</label>
            }
            // Shown in normal play too: the quotient is where misère play of a heap game is
            // explained, so it is found before misère is ticked.
            if let Some(href) = quotient_link {
                <a class="button" {href} data-testid="quotient-page-link">{ "Misère quotient" }</a>
            }
            { copy_and_lesson_buttons(s.copied, s.lesson_size, on_copied, on_add) }
            if solvable {
                <a class="button" href={quiz_href} data-testid="start-quiz" title="five questions drawn near this position">{ "Quiz" }</a>
            } else {
                <button disabled=true data-testid="start-quiz" title="no quiz from a position that cannot be solved">{ "Quiz" }</button>
            }
            if p.has_sequence { <a class="button" href={analyze_href}>{ "Value table" }</a> }
            if p.has_table { <a class="button" href={Route::Table { game: p.game.clone(), size: None }.to_hash()}>{ "Table" }</a> }
        </div>
    }
}

/// What follows the controls: the formula and legend, the working and the game's panels with
/// the answers shown, and the move and value history.
fn more_view(p: &PlayProps, state: &UseReducerHandle<PlayState>, solution: &Option<Rc<Solution>>) -> Html {
    let s = &**state;
    let shown = s.answers_shown();
    let details = solution.as_ref().filter(|sol| shown && sol.unknown.is_none()).map(|sol| {
        html! {
            <div class="details">
                if let Some(f) = &sol.formula {
                    <p class="formula" data-testid="formula">{ format!("Formula: {}", f.text) }</p>
                }
                if let Some(n) = &sol.note { <p class="note">{ n }</p> }
                <p class="legend">
                    <span class="move win demo">{ "✓" }</span>{ " winning move (number: moves until the game ends) " }
                    <span class="move lose demo">{ "✗" }</span>{ " losing move " }
                    <span class="move draw demo">{ "=" }</span>{ " drawing move" }
                </p>
            </div>
        }
    });
    let history = history_list(state);
    html! {
        <div class="play-more">
            { for details }
            if shown {
                if let Some(w) = solution.as_ref().and_then(|sol| sol.working.clone()) {
                    <crate::working_panel::WorkingPanel working={w} />
                }
                <crate::why::WhyPanel game={p.game.clone()} />
                // The panels the game declares, in its order.
                { for p.panels.iter().map(|panel| match panel {
                    Panel::Evaluation => html! {
                        <EvaluationPanel game={p.game.clone()} position={s.position().to_string()} />
                    },
                }) }
            } else {
                <p class="note" data-testid="answers-hidden">{ "The answers are hidden: who wins, the move values, the formula and the working show after Reveal." }</p>
            }
            <h3>{ "Moves" }</h3>
            { history }
            if shown { { value_history(s) } }
        </div>
    }
}

/// A random index below `k` (the computer's choice among equally good moves).
fn random_index(k: usize) -> usize {
    (js_sys::Math::random() * k as f64) as usize
}

/// The names of the players' colours when the game gives them (mover's first).
fn sides(sol: &Solution) -> Option<(String, String)> {
    engine::lookup(&sol.game).ok().and_then(|g| g.sides(&sol.position))
}
