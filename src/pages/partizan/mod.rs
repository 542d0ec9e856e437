//! The play page of a partizan game: Left or Right to move, the moves of the side to move
//! shaded winning or losing for it and labelled with the value they reach, the value panel
//! (canonical form, outcome class, stops, mean, temperature), the thermograph and the working.
//! The line of play, edits and switches are a reducer ([`state`]); this file draws it.

mod cooling;
mod graph_editor;
mod state;
mod thermograph;

use std::rc::Rc;

use engine::board::{Board, CellsMove, EditSpec, GridEdit};
use engine::vocab::{Side, Spot};
use engine::{MoveReport, Outcome, Solution};
use yew::prelude::*;

use crate::board::{BoardView, Placed};
use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
pub use crate::partizan_panels::{class_words, ValuePanel, WorkingPanel};
use crate::partizan_panels::{side_name, side_radios};
use crate::protocol::{ErrorKind, JobError, Solve};
use crate::route::Route;
use crate::share::copy_and_lesson_buttons;
use crate::util::{replace_hash, thousands};
pub use cooling::CooledThermograph;
use state::{Action, PartizanState};
pub use thermograph::Thermograph;

#[derive(Properties, PartialEq)]
pub struct PartizanProps {
    pub game: String,
    pub name: String,
    /// The canonical starting position.
    pub position: String,
    /// Who moves first (the link's `side=`).
    #[prop_or(Side::Left)]
    pub side: Side,
    /// The link hides the answers until Reveal is pressed.
    #[prop_or_default]
    pub hidden: bool,
    /// What Left and Right are in this game (e.g. "vertical dominoes"), when it says.
    #[prop_or_default]
    pub sides: Option<(String, String)>,
    #[prop_or_default]
    pub has_table: bool,
    /// How the board is edited (square by square, or edge by edge), for a game that allows it.
    #[prop_or_default]
    pub edit: Option<EditSpec>,
}

/// Whether the side to move wins from a position of this outcome class.
pub fn mover_wins(outcome: Outcome, side: Side) -> bool {
    outcome == Outcome::N || outcome == side.class()
}

/// The status line of a solved position for the side to move.
fn verdict(sol: &Solution, side: Side, names: &Option<(String, String)>) -> (bool, String) {
    let mover = side_name(side, names);
    let wins = mover_wins(sol.outcome, side);
    let can_move = sol.moves.iter().any(|m| m.side == Some(side));
    let text = match (can_move, wins) {
        (false, _) => format!("{mover} to move cannot move: {} wins.", side_name(side.other(), names)),
        (true, true) => format!("{mover} to move wins with best play."),
        (true, false) => format!("{mover} to move loses with best play."),
    };
    (wins, text)
}

#[component]
pub fn PartizanPage(p: &PartizanProps) -> Html {
    let state = use_reducer({
        let (position, side, hidden) = (p.position.clone(), p.side, p.hidden);
        move || PartizanState::new(position, side, hidden)
    });
    let job = use_job::<Solve>();
    let solution: Option<Rc<Solution>> = job.state().done().cloned();
    let position = state.position().to_string();
    let side = state.to_move();
    {
        let job = job.clone();
        let game = p.game.clone();
        use_effect_with(position.clone(), move |position| {
            job.run(Solve { game, position: position.clone(), misere: false });
        });
    }
    {
        // The link keeps the position, who moves and whether the answers are hidden.
        let game = p.game.clone();
        use_effect_with((position.clone(), side, state.hidden), move |(position, side, hidden)| {
            let route = Route::Play { game, position: position.clone(), misere: false, hidden: *hidden, side: *side };
            replace_hash(&route.to_hash());
        });
    }
    let dispatch = |make: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make()))
    };
    let status = status_view(p, &state, &job, solution.as_deref());
    let board = board_view(p, &state, solution.as_deref());
    // An atomic-weight quiz is offered from a position that has one (an all-small game's).
    let all_small =
        solution.as_ref().and_then(|s| s.partizan.as_ref()).is_some_and(|v| v.theory.atomic_weight.is_some());
    let controls = controls_view(p, &state, job.state().error().is_none(), all_small);
    let last = state.last_move().map(|(by, text, words)| {
        let what = if words == text { text.to_string() } else { format!("{words} ({text})") };
        format!("Last move: {} played {what}.", side_name(by, &p.sides))
    });
    let panels = solution.as_ref().filter(|_| state.answers_shown()).and_then(|sol| {
        let words = Rc::new(crate::words::option_words(&sol.board, &sol.moves));
        sol.partizan.clone().map(|v| (sol.outcome, v, words))
    });

    html! {
        <section class="play partizan">
            <h2>{ &p.name }<span class="position-text">{ format!(" position {position}") }</span></h2>
            { side_choice(p, &state) }
            { status }
            <p class="last-move" data-testid="last-move" aria-live="polite">{ last.unwrap_or_default() }</p>
            <div class="board-and-model">{ board }</div>
            { controls }
            if state.hidden && !state.revealed {
                <p class="note" data-testid="answers-hidden">
                    { "The answers are hidden: who wins, the values of the moves, the thermograph and the working show after " }
                    <button onclick={dispatch(|| Action::Reveal)} data-testid="reveal-below">{ "Reveal" }</button>
                </p>
            }
            if let Some((outcome, v, words)) = panels {
                <ValuePanel value={Rc::new((*v).clone())} {outcome} />
                <crate::value_theory::TheoryPanel theory={Rc::new(v.theory.clone())} canonical={v.canonical.clone()} />
                <CooledThermograph value={Rc::new((*v).clone())} />
                <WorkingPanel working={Rc::new(v.working.clone())} {words} />
                <p class="links"><a class="button" href={Route::Value { form: format!("{}:{position}", p.game) }.to_hash()}
                    data-testid="open-value-calculator">{ "Open in the value calculator" }</a></p>
                <p class="legend">
                    <span class="move win demo">{ "✓" }</span>{ " a winning move for the side to move, with the value it reaches " }
                    <span class="move lose demo">{ "✗" }</span>{ " a losing move" }
                </p>
            }
        </section>
    }
}

/// The Left/Right choice of who moves now.
fn side_choice(p: &PartizanProps, state: &UseReducerHandle<PartizanState>) -> Html {
    let chosen = state.to_move();
    let state = state.clone();
    let onchange = Callback::from(move |s: Side| state.dispatch(Action::SetSide(s)));
    side_radios("side", chosen, &p.sides, onchange)
}

/// Who wins, the hidden-answer prompt, the search's progress, or why the position cannot be
/// shown with a way on (Retry, or the editor to make the board smaller).
fn status_view(
    p: &PartizanProps,
    state: &UseReducerHandle<PartizanState>,
    job: &crate::client::UseJob<Solve>,
    solution: Option<&Solution>,
) -> Html {
    let side = state.to_move();
    let mover = side_name(side, &p.sides);
    let edit_way = (editable(p.edit, state.position()) && !state.editing).then(|| {
        let state = state.clone();
        let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::ToggleEditing));
        html! { <button {onclick} data-testid="edit-after-error">{ "Edit the board" }</button> }
    });
    match (solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => html! {
            <div class="status error" data-testid="status" data-outcome="error">
                { stopped_view(e, job.on_retry()) }{ edit_way }
            </div>
        },
        (_, Some(e)) => error_view(e, state.position(), job.on_retry(), edit_way),
        (Some(_), None) if !state.answers_shown() => {
            let state = state.clone();
            let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::Reveal));
            html! {
                <div class="status hidden-answer" data-testid="status" data-outcome="hidden" aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ "?" }</span>
                    { format!("{mover} to move. Who wins? ") }
                    <button {onclick} data-testid="reveal">{ "Reveal" }</button>
                </div>
            }
        }
        (Some(sol), None) => {
            let (wins, text) = verdict(sol, side, &p.sides);
            let (look, shape) = if wins { ("win", "✓") } else { ("lose", "✗") };
            html! {
                <div class={classes!("status", look)} data-testid="status" data-outcome={look} aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ shape }</span>{ text }
                </div>
            }
        }
        (None, None) => pending_view(job),
    }
}

/// A refused or failed solve: the message pointing into the position, and the ways on.
fn error_view(e: &JobError, position: &str, onretry: Callback<MouseEvent>, edit_way: Option<Html>) -> Html {
    let retry = (e.kind != ErrorKind::Input).then(|| {
        html! { <button onclick={onretry} data-testid="retry">{ "Retry" }</button> }
    });
    html! {
        <div class="status error" data-testid="status" data-outcome="error" role="alert">
            { "This position cannot be shown: " }{ error_with_text(e, position) }
            <p class="controls">
                { retry }{ edit_way }
                <a class="button" href="#/">{ "Back to the catalogue" }</a>
            </p>
        </div>
    }
}

/// The search under way, with its count and a Stop button.
fn pending_view(job: &crate::client::UseJob<Solve>) -> Html {
    let onstop = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    // A long search reports the positions valued so far, out of the most a request may value.
    let (done, total) = job.state().progress();
    html! {
        <div class="status pending" data-testid="status" data-outcome="pending" aria-live="polite">
            { "Finding the value… " }
            if done > 0 {
                <progress aria-label="positions valued in the worker" max={total.to_string()} value={done.to_string()}></progress>
                <span data-testid="solve-progress" data-done={done.to_string()}>
                    { format!(" {} positions valued (at most {}) ", thousands(done), thousands(total)) }
                </span>
            } else {
                <progress aria-label="valuing in the worker"></progress>
            }
            <button onclick={onstop} data-testid="stop-solve">{ "Stop" }</button>
        </div>
    }
}

/// Whether the game's editor can draw this position (a grid editor cannot draw a graph).
fn editable(edit: Option<EditSpec>, position: &str) -> bool {
    match edit {
        Some(EditSpec::Grid(spec)) => spec.edits(position),
        Some(EditSpec::Graph(_)) => true,
        None => false,
    }
}

/// The board: the editor while editing, otherwise the solved board with the side to move's
/// moves (their values only while the answers are shown).
fn board_view(p: &PartizanProps, state: &UseReducerHandle<PartizanState>, solution: Option<&Solution>) -> Html {
    let onedit = {
        let state = state.clone();
        Callback::from(move |to: String| state.dispatch(Action::Edit(to)))
    };
    match (solution, p.edit.filter(|_| state.editing)) {
        (_, Some(EditSpec::Graph(spec))) => html! {
            <graph_editor::GraphEditor {spec} position={state.position().to_string()} {onedit} />
        },
        (_, Some(EditSpec::Grid(spec))) => grid_editor(p, spec, &spec.rows_of(state.position()), onedit),
        (Some(sol), _) => {
            let side = state.to_move();
            let shown = state.answers_shown();
            let moves: Vec<MoveReport> = sol
                .moves
                .iter()
                .filter(|m| m.side == Some(side))
                // Hidden answers leave nothing to read in the page, not even in attributes.
                .map(|m| if shown { m.clone() } else { MoveReport { canonical: None, braces: None, ..m.clone() } })
                .collect();
            let onplay = {
                let (state, board) = (state.clone(), sol.board.clone());
                Callback::from(move |m: MoveReport| {
                    let words = crate::words::move_words(&board, &m);
                    state.dispatch(Action::Play { text: m.text, words, to: m.to, spot: m.spot })
                })
            };
            let placed = Rc::new(placed_pieces(&sol.board, state));
            html! {
                <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(moves)}
                    shading={shown} hint={None::<String>} locked={false} {onplay} {placed} />
            }
        }
        (None, _) => html! { <div class="board placeholder"></div> },
    }
}

/// The pieces put down since the board was last set up, each drawn as its side's, on a grid
/// whose moves put pieces down (a stone moved leaves nothing behind).
fn placed_pieces(board: &Board, state: &PartizanState) -> Vec<Placed> {
    match board {
        Board::Grid { look, .. } if look.cells_move == CellsMove::Place => state
            .moves_on_board()
            .into_iter()
            .filter_map(|(by, spot)| match spot {
                Spot::Cells { cells, .. } => Some(Placed { cells: cells.clone(), side: Some(by) }),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The grid editor: a click on a square changes it to the next character of the game's cycle;
/// rows and columns are added or taken away within the game's bounds.
fn grid_editor(p: &PartizanProps, spec: GridEdit, rows: &[String], onedit: Callback<String>) -> Html {
    let moves: Vec<MoveReport> = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| (0..row.chars().count()).map(move |c| (r, c)))
        .map(|(row, col)| MoveReport {
            text: format!("change {}", crate::words::square_words(row, col)),
            to: spec.cycled(rows, row, col),
            outcome: Outcome::P,
            grundy: None,
            remoteness: None,
            winning: false,
            spot: Spot::Square { piece: 0, row, col },
            side: None,
            canonical: None,
            braces: None,
        })
        .collect();
    let onplay = {
        let onedit = onedit.clone();
        Callback::from(move |m: MoveReport| onedit.emit(m.to))
    };
    let board = Board::Grid { rows: rows.to_vec(), look: Default::default() };
    let resize = |label: &str, testid: &str, add_rows: isize, add_cols: isize| {
        let to = spec.resized(rows, add_rows, add_cols);
        let onedit = onedit.clone();
        let disabled = to.is_none();
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(to) = to.clone() {
                onedit.emit(to)
            }
        });
        html! { <button {onclick} {disabled} data-testid={testid.to_string()}>{ label.to_string() }</button> }
    };
    let chars: Vec<String> = spec.cycle.chars().map(|c| format!("'{c}'")).collect();
    html! {
        <div class="board-editor" data-testid="board-editor">
            <p class="note">{ format!("Editing: a click on a square changes it to the next of {} in turn.", chars.join(", ")) }</p>
            <BoardView game={p.game.clone()} {board} moves={Rc::new(moves)}
                shading={false} hint={None::<String>} locked={false} {onplay} />
            <p class="controls">
                { resize("Add a row", "edit-add-row", 1, 0) }{ resize("Remove a row", "edit-remove-row", -1, 0) }
                { resize("Add a column", "edit-add-col", 0, 1) }{ resize("Remove a column", "edit-remove-col", 0, -1) }
            </p>
        </div>
    }
}

/// Undo, redo, new game, the classroom tools and the links to the other pages.
fn controls_view(p: &PartizanProps, state: &UseReducerHandle<PartizanState>, solvable: bool, all_small: bool) -> Html {
    let on = |make: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make()))
    };
    let position = state.position().to_string();
    let on_add = {
        let (state, game, position) = (state.clone(), p.game.clone(), position.clone());
        Callback::from(move |()| {
            let n = crate::pages::lesson::add_to_draft(&game, &position, false, state.hidden, Some(state.to_move()));
            state.dispatch(Action::AddedToLesson(n));
        })
    };
    let on_copied = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Copied))
    };
    let onhide = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let on = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked());
            state.dispatch(Action::SetHidden(on))
        })
    };
    // Quizzes near the shown position, with a fresh seed each time (the link keeps it).
    let quiz = |kind| {
        let seed = (js_sys::Math::random() * 1e6) as u64;
        let from = Some(position.clone());
        Route::Quiz { game: p.game.clone(), seed, n: crate::route::QUIZ_DEFAULT_N, kind, from, positions: None }
            .to_hash()
    };
    let editable = editable(p.edit, &position);
    let here = format!("{}:{position}", p.game);
    let compare = Route::Compare { first: here.clone(), second: here }.to_hash();
    html! {
        <div class="controls">
            <button onclick={on(|| Action::Undo)} disabled={!state.can_undo()} data-testid="undo">{ "Undo" }</button>
            <button onclick={on(|| Action::Redo)} disabled={!state.can_redo()} data-testid="redo">{ "Redo" }</button>
            <button onclick={on(|| Action::NewGame)} disabled={!state.started()} data-testid="reset"
                title="back to the position and side the page opened with">{ "New game" }</button>
            if editable {
                <button onclick={on(|| Action::ToggleEditing)} aria-pressed={state.editing.to_string()} data-testid="edit-board">
                    { if state.editing { "Done editing" } else { "Edit the board" } }</button>
            }
            <label title="hide who wins, the shading and the working until Reveal is pressed"><input type="checkbox" data-testid="hide-answers" checked={!state.answers_shown()} onchange={onhide} />
                { " hide answers" }</label>
            { copy_and_lesson_buttons(state.copied, state.lesson_size, on_copied, on_add) }
            if solvable {
                <a class="button" href={quiz(engine::quiz::Kind::Class)} data-testid="quiz-class">{ "Quiz: who wins?" }</a>
                <a class="button" href={quiz(engine::quiz::Kind::Value)} data-testid="quiz-value">{ "Quiz: the value" }</a>
            }
            if solvable && all_small {
                <a class="button" href={quiz(engine::quiz::Kind::Atomic)} data-testid="quiz-atomic">{ "Quiz: atomic weight" }</a>
            }
            <a class="button" href={compare} data-testid="compare">{ "Compare with…" }</a>
            if p.has_table { <a class="button" href={Route::Table { game: p.game.clone(), size: None }.to_hash()}>{ "Table" }</a> }
        </div>
    }
}
