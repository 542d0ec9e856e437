//! The play page: a board for one position, shaded by the worker's solution, with status,
//! hint, undo/redo, history, play against the computer, and the link kept in the URL.

mod history;
mod state;

use std::rc::Rc;

use engine::{MoveReport, Outcome, Solution};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::board::BoardView;
use crate::client::{stopped_view, use_job};
use crate::errors::error_with_text;
use crate::job::PtrEq;
use crate::protocol::{ErrorKind, Solve};
use crate::route::Route;
use crate::util::{copy_to_clipboard, replace_hash};
use history::{history_list, value_history};
pub use state::{best_move, status_text, Action, Computer, PlayState};

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The canonical game id.
    pub game: String,
    pub name: String,
    /// The canonical starting position.
    pub position: String,
    pub misere: bool,
    pub has_misere: bool,
    pub has_sequence: bool,
    pub has_table: bool,
}

#[component]
pub fn PlayPage(p: &PlayProps) -> Html {
    let state = use_reducer({
        let position = p.position.clone();
        let misere = p.misere;
        move || {
            let shading = crate::util::load_setting("shading").map(|v| v != "off").unwrap_or(true);
            PlayState::new(position, misere, shading)
        }
    });
    let job = use_job::<Solve>();
    // The shown position's solution, once it has come.
    let solution: Option<Rc<Solution>> = job.state().done().cloned();

    // Solve the shown position whenever it changes, and keep the link in the URL.
    let position = state.position().to_string();
    {
        let game = p.game.clone();
        let job = job.clone();
        use_effect_with((position.clone(), state.misere), move |(position, misere)| {
            job.run(Solve { game: game.clone(), position: position.clone(), misere: *misere });
            replace_hash(&Route::Play { game, position: position.clone(), misere: *misere }.to_hash());
        });
    }
    // Its value, for the value history.
    {
        let state = state.clone();
        use_effect_with(solution.clone().map(PtrEq), move |sol| {
            if let Some(PtrEq(sol)) = sol {
                state.dispatch(Action::Solved(sol.outcome, sol.remoteness));
            }
        });
    }

    // The computer's move.
    {
        let state = state.clone();
        let solution = solution.clone();
        let deps = (solution.as_ref().map(|s| s.position.clone()), state.computer, state.cursor);
        use_effect_with(deps, move |_| {
            let mut timer = None;
            if state.computer_to_move() {
                if let Some(sol) = solution {
                    let perfect = js_sys::Math::random() * 100.0 < state.strength as f64;
                    let pick = if perfect || sol.moves.is_empty() {
                        best_move(&sol.moves, random_index)
                    } else {
                        sol.moves.get((js_sys::Math::random() * sol.moves.len() as f64) as usize)
                    };
                    if let Some(m) = pick.cloned() {
                        let state = state.clone();
                        timer = Some(Timeout::new(500, move || state.dispatch(Action::Play(m))));
                    }
                }
            }
            move || drop(timer)
        });
    }

    // Keyboard shortcuts: u undo, r redo, h hint.
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = crate::util::key_listener(move |key: &str| match key {
                "u" => state.dispatch(Action::Undo),
                "r" => state.dispatch(Action::Redo),
                "h" => state.dispatch(Action::Hint),
                _ => {}
            });
            move || drop(listener)
        });
    }

    let s = &*state;
    let on = |a: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a()))
    };
    let onplay = {
        let state = state.clone();
        Callback::from(move |m: MoveReport| {
            if !state.computer_to_move() {
                state.dispatch(Action::Play(m))
            }
        })
    };
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
    let onlesson = {
        let state = state.clone();
        let game = p.game.clone();
        Callback::from(move |_: MouseEvent| {
            let n = crate::pages::lesson::add_to_draft(&game, state.position());
            state.dispatch(Action::AddedToLesson(n));
        })
    };
    let oncopy = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            copy_to_clipboard(&crate::util::current_url());
            state.dispatch(Action::Copied);
        })
    };

    let status = match (&solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => html! {
            <div class="status error" data-testid="status" data-outcome="error">{ stopped_view(e, job.on_retry()) }</div>
        },
        (_, Some(e)) if e.kind == ErrorKind::Cancelled => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "The solve was stopped before it finished. Undo, or " }
                <button onclick={job.on_retry()} data-testid="retry">{ "solve it again" }</button>
            </div>
        },
        (_, Some(e)) => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "This position cannot be shown: " }{ error_with_text(e, &job.last().map(|j| j.position).unwrap_or_default()) }
                <a href="#/">{ " Back to the catalogue" }</a>
            </div>
        },
        (Some(sol), None) => {
            let outcome = match sol.outcome {
                Outcome::N => "win",
                Outcome::P => "lose",
                Outcome::Draw => "draw",
            };
            html! {
                <div class={classes!("status", outcome)} data-testid="status" data-outcome={outcome} aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ match outcome { "win" => "✓", "draw" => "=", _ => "✗" } }</span>
                    { status_text(s, sol, sides(sol)) }
                </div>
            }
        }
        (None, None) => {
            // A solve is bounded by the engine's budget, but the largest ones take a second or
            // two; Stop replaces the worker at once.
            let onstop = {
                let job = job.clone();
                Callback::from(move |_: MouseEvent| job.cancel())
            };
            html! {
                <div class="status pending" data-testid="status" data-outcome="pending" aria-live="polite">
                    { "Solving… " }<progress aria-label="solving in the worker"></progress>{ " " }
                    <button onclick={onstop} data-testid="stop-solve">{ "Stop" }</button>
                </div>
            }
        }
    };

    let hint_text = if s.hint { solution.as_ref().and_then(|sol| best_move(&sol.moves, |_| 0)) } else { None };

    let board = match &solution {
        Some(sol) => html! {
            <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(sol.moves.clone())} shading={s.shading}
                hint={hint_text.map(|m| m.text.clone())} locked={s.computer_to_move()} {onplay} />
        },
        None => html! { <div class="board placeholder"></div> },
    };

    let details = solution.as_ref().map(|sol| {
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

    let history = history_list(&state);

    // Until the first answer, what follows the board is laid out but not shown, so the board's
    // arrival moves nothing visible (Lighthouse's layout shift on a phone was 0.16 without it).
    let loading = solution.is_none() && job.state().error().is_none() && s.values.iter().all(Option::is_none);
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
        <section class={classes!("play", loading.then_some("loading"))}>
            <h2>{ &p.name }{ if s.misere { " (misère)" } else { "" } }
                <span class="position-text">{ format!(" position {}", s.position()) }</span></h2>
            { status }
            // A reduction's model board stands beside the real one when there is room.
            <div class="board-and-model">
                { board }
                if let Some(r) = solution.as_ref().and_then(|sol| sol.reduction.as_deref()) {
                    <crate::pages::reduction::ModelPanel game={p.game.clone()} reduction={Rc::new(r.clone())} />
                }
            </div>
            <div class="controls">
                <button onclick={on(|| Action::Hint)} aria-pressed={s.hint.to_string()} title="h">{ "Hint" }</button>
                <button onclick={on(|| Action::Undo)} disabled={s.cursor == 0} title="u">{ "Undo" }</button>
                <button onclick={on(|| Action::Redo)} disabled={s.cursor + 1 >= s.history.len()} title="r">{ "Redo" }</button>
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
                <label><input type="checkbox" checked={s.shading} onchange={onshading} />{ " show move values" }</label>
                if p.has_misere {
                    <label><input type="checkbox" data-testid="misere" checked={s.misere}
                        onchange={{ let state = state.clone(); Callback::from(move |_: Event| state.dispatch(Action::ToggleMisere)) }} />
                        { " misère (last mover loses)" }</label>
                }
                <button onclick={oncopy} data-testid="copy-link">{ if s.copied { "Link copied" } else { "Copy link" } }</button>
                <button onclick={onlesson} data-testid="add-to-lesson">{ match s.lesson_size { Some(n) => format!("Added: lesson of {n}"), None => "Add to lesson".to_string() } }</button>
                if s.lesson_size.is_some() { <a class="button" href={Route::LessonEditor.to_hash()}>{ "Edit the lesson" }</a> }
                <a class="button" href={quiz_href} data-testid="start-quiz" title="five questions drawn near this position">{ "Quiz" }</a>
                if p.has_sequence { <a class="button" href={analyze_href}>{ "Value table" }</a> }
                if p.has_table { <a class="button" href={Route::Table { game: p.game.clone(), size: None }.to_hash()}>{ "Table" }</a> }
            </div>
            // What follows the controls comes and goes with the solution; kept in one box so the
            // section's children stay the same (Yew matches unkeyed children from the end, and a
            // child more there made it reuse the status's node for the board: a layout shift of
            // 0.125 at 412 px in Lighthouse).
            <div class="play-more">
                { for details }
                if let Some(w) = solution.as_ref().and_then(|sol| sol.working.clone()) {
                    <crate::working::WorkingPanel working={w} />
                }
                <crate::why::WhyPanel game={p.game.clone()} />
                // The evaluation panel is tic-tac-toe's own (the worker's Eval request searches its board).
                if p.game == engine::games::tictactoe::ENTRY.id { <crate::pages::tictactoe::TicTacToeEval position={s.position().to_string()} /> }
                <h3>{ "Moves" }</h3>
                { history }
                { value_history(s) }
            </div>
        </section>
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
