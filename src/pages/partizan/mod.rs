//! The play page of a partizan game: Left or Right to move, the moves of the side to move
//! shaded winning or losing for it and labelled with the value they reach, the value panel
//! (canonical form, outcome class, stops, mean, temperature), the thermograph and the working.

mod graph_editor;
mod thermograph;
mod value;

use std::rc::Rc;

use engine::partizan::Side;
use engine::{MoveReport, Outcome, Solution};
use yew::prelude::*;

use crate::board::BoardView;
use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::protocol::{ErrorKind, Solve};
use crate::route::Route;
use crate::util::{copy_to_clipboard, replace_hash, thousands};
pub use thermograph::Thermograph;
pub use value::{class_words, ValuePanel, WorkingPanel};

#[derive(Properties, PartialEq)]
pub struct PartizanProps {
    pub game: String,
    pub name: String,
    /// The canonical starting position.
    pub position: String,
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
    pub edit: Option<engine::board::EditSpec>,
}

/// The positions played so far, the one shown, and who is to move.
#[derive(Clone, PartialEq)]
struct Line {
    /// Each position with the move that reached it (none for the start).
    positions: Vec<(String, Option<String>)>,
    cursor: usize,
    /// Who moves in the first position; then the sides alternate.
    first: Side,
}

impl Line {
    fn position(&self) -> &str {
        &self.positions[self.cursor].0
    }

    fn to_move(&self) -> Side {
        if self.cursor.is_multiple_of(2) {
            self.first
        } else {
            self.first.other()
        }
    }
}

/// Whether the side to move wins from a position of this outcome class.
pub fn mover_wins(outcome: Outcome, side: Side) -> bool {
    outcome == Outcome::N || outcome == side.class()
}

/// "Left" or "Right", with what that side is in the game when it says.
fn side_name(side: Side, names: &Option<(String, String)>) -> String {
    let (word, what) = match (side, names) {
        (Side::Left, Some((l, _))) => ("Left", Some(l)),
        (Side::Right, Some((_, r))) => ("Right", Some(r)),
        (Side::Left, None) => ("Left", None),
        (Side::Right, None) => ("Right", None),
    };
    match what {
        Some(w) => format!("{word} ({w})"),
        None => word.to_string(),
    }
}

#[component]
pub fn PartizanPage(p: &PartizanProps) -> Html {
    let line = use_state({
        let position = p.position.clone();
        move || Line { positions: vec![(position, None)], cursor: 0, first: Side::Left }
    });
    let shown = use_state(|| !p.hidden);
    let editing = use_state(|| false);
    let job = use_job::<Solve>();
    let solution: Option<Rc<Solution>> = job.state().done().cloned();
    // The rows of the last board drawn: the editor keeps showing them while the edited
    // position is valued.
    let last_rows = use_mut_ref(Vec::<String>::new);
    if let Some(engine::board::Board::Grid { rows, .. }) = solution.as_ref().map(|s| &s.board) {
        *last_rows.borrow_mut() = rows.clone();
    }

    let position = line.position().to_string();
    {
        let (game, job, hidden) = (p.game.clone(), job.clone(), !*shown);
        use_effect_with(position.clone(), move |position| {
            job.run(Solve { game: game.clone(), position: position.clone(), misere: false });
            replace_hash(&Route::Play { game, position: position.clone(), misere: false, hidden }.to_hash());
        });
    }

    let side = line.to_move();
    let onside = {
        let line = line.clone();
        Callback::from(move |side: Side| {
            let mut l = (*line).clone();
            // The chosen side moves now: the first mover follows from the moves made since.
            l.first = if l.cursor.is_multiple_of(2) { side } else { side.other() };
            line.set(l);
        })
    };
    let onplay = {
        let line = line.clone();
        Callback::from(move |m: MoveReport| {
            let mut l = (*line).clone();
            l.positions.truncate(l.cursor + 1);
            l.positions.push((m.to.clone(), Some(m.text.clone())));
            l.cursor += 1;
            line.set(l);
        })
    };
    let step = |delta: isize| {
        let line = line.clone();
        Callback::from(move |_: MouseEvent| {
            let mut l = (*line).clone();
            l.cursor = l.cursor.saturating_add_signed(delta).min(l.positions.len() - 1);
            line.set(l);
        })
    };
    let onreset = {
        let line = line.clone();
        Callback::from(move |_: MouseEvent| {
            let mut l = (*line).clone();
            l.cursor = 0;
            l.positions.truncate(1);
            line.set(l);
        })
    };
    let onreveal = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(true))
    };
    let oncopy = Callback::from(|_: MouseEvent| copy_to_clipboard(&crate::util::current_url()));

    let mover = side_name(side, &p.sides);
    let status = match (&solution, job.state().error()) {
        (_, Some(e)) if e.kind == ErrorKind::Stopped => html! {
            <div class="status error" data-testid="status" data-outcome="error">{ stopped_view(e, job.on_retry()) }</div>
        },
        (_, Some(e)) => html! {
            <div class="status error" data-testid="status" data-outcome="error" role="alert">
                { "This position cannot be shown: " }{ error_with_text(e, &position) }
                <a href="#/">{ " Back to the catalogue" }</a>
            </div>
        },
        (Some(_), None) if !*shown => html! {
            <div class="status hidden-answer" data-testid="status" data-outcome="hidden" aria-live="polite">
                <span class="status-shape" aria-hidden="true">{ "?" }</span>
                { format!("{mover} to move. Who wins? ") }
                <button onclick={onreveal.clone()} data-testid="reveal">{ "Reveal" }</button>
            </div>
        },
        (Some(sol), None) => {
            let wins = mover_wins(sol.outcome, side);
            let can_move = sol.moves.iter().any(|m| m.side == Some(side));
            let text = match (can_move, wins) {
                (false, _) => format!("{mover} to move cannot move: {} wins.", side_name(side.other(), &p.sides)),
                (true, true) => format!("{mover} to move wins with best play."),
                (true, false) => format!("{mover} to move loses with best play."),
            };
            let (look, shape) = if wins { ("win", "✓") } else { ("lose", "✗") };
            html! {
                <div class={classes!("status", look)} data-testid="status" data-outcome={look} aria-live="polite">
                    <span class="status-shape" aria-hidden="true">{ shape }</span>{ text }
                </div>
            }
        }
        (None, None) => {
            let onstop = {
                let job = job.clone();
                Callback::from(move |_: MouseEvent| job.cancel())
            };
            // A long search reports the positions valued so far, out of the most a request may value.
            let (done, total) = job.state().progress();
            let counted = (done > 0).then(|| {
                html! {
                    <span data-testid="solve-progress" data-done={done.to_string()}>
                        { format!("{} positions valued (at most {}) ", thousands(done), thousands(total)) }
                    </span>
                }
            });
            html! {
                <div class="status pending" data-testid="status" data-outcome="pending" aria-live="polite">
                    { "Finding the value… " }
                    if done > 0 {
                        <progress aria-label="positions valued in the worker" max={total.to_string()} value={done.to_string()}></progress>
                    } else {
                        <progress aria-label="valuing in the worker"></progress>
                    }
                    { " " }{ counted }
                    <button onclick={onstop} data-testid="stop-solve">{ "Stop" }</button>
                </div>
            }
        }
    };

    // A new board from the editor starts a new line of play, the side to move kept.
    let onedit = {
        let line = line.clone();
        Callback::from(move |to: String| {
            let first = line.to_move();
            line.set(Line { positions: vec![(to, None)], cursor: 0, first });
        })
    };
    let edit_rows = last_rows.borrow().clone();
    let board = match (&solution, p.edit.filter(|_| *editing)) {
        (_, Some(engine::board::EditSpec::Graph(spec))) => html! {
            <graph_editor::GraphEditor {spec} position={position.clone()} onedit={onedit.clone()} />
        },
        (_, Some(engine::board::EditSpec::Grid(spec))) if !edit_rows.is_empty() => {
            let moves: Vec<MoveReport> = edit_rows
                .iter()
                .enumerate()
                .flat_map(|(r, row)| (0..row.chars().count()).map(move |c| (r, c)))
                .map(|(row, col)| MoveReport {
                    text: format!("change {}", crate::words::square_words(row, col)),
                    to: spec.cycled(&edit_rows, row, col),
                    outcome: Outcome::P,
                    grundy: None,
                    remoteness: None,
                    winning: false,
                    spot: engine::board::Spot::Square { piece: 0, row, col },
                    side: None,
                    canonical: None,
                    braces: None,
                })
                .collect();
            let onplay = {
                let onedit = onedit.clone();
                Callback::from(move |m: MoveReport| onedit.emit(m.to))
            };
            let board = engine::board::Board::Grid { rows: edit_rows.clone(), look: Default::default() };
            let resize = |label: &str, testid: &str, rows: isize, cols: isize| {
                let to = spec.resized(&edit_rows, rows, cols);
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
        (Some(sol), _) => {
            let moves: Vec<MoveReport> = sol.moves.iter().filter(|m| m.side == Some(side)).cloned().collect();
            html! {
                <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(moves)}
                    shading={*shown} hint={None::<String>} locked={false} onplay={onplay} />
            }
        }
        (None, _) => html! { <div class="board placeholder"></div> },
    };
    let onedit_toggle = {
        let editing = editing.clone();
        Callback::from(move |_: MouseEvent| editing.set(!*editing))
    };
    let radio = |s: Side| {
        let onside = onside.clone();
        html! {
            <label class="side-option">
                <input type="radio" name="side" value={s.as_str()} checked={side == s} data-testid={format!("side-{}", s.as_str())}
                    onchange={Callback::from(move |_: Event| onside.emit(s))} />
                { format!(" {} to move", side_name(s, &p.sides)) }
            </label>
        }
    };
    // Quizzes near the shown position, with a fresh seed each time (the link keeps it).
    let quiz = |kind| {
        Route::Quiz {
            game: p.game.clone(),
            seed: (js_sys::Math::random() * 1e6) as u64,
            n: crate::route::QUIZ_DEFAULT_N,
            kind,
            from: Some(position.clone()),
            positions: None,
        }
        .to_hash()
    };
    let here = format!("{}:{position}", p.game);
    let compare = Route::Compare { first: here.clone(), second: here }.to_hash();
    let last = line.positions[line.cursor].1.as_ref().map(|m| format!("Last move: {m}.")).unwrap_or_default();
    let panels = solution.as_ref().filter(|_| *shown).and_then(|sol| sol.partizan.as_deref().map(|v| (sol, v)));

    html! {
        <section class="play partizan">
            <h2>{ &p.name }<span class="position-text">{ format!(" position {position}") }</span></h2>
            <fieldset class="side-choice" data-testid="side-choice">
                <legend>{ "Who moves now" }</legend>
                { radio(Side::Left) }{ radio(Side::Right) }
            </fieldset>
            { status }
            <p class="last-move" data-testid="last-move" aria-live="polite">{ last }</p>
            <div class="board-and-model">{ board }</div>
            <div class="controls">
                <button onclick={step(-1)} disabled={line.cursor == 0}>{ "Undo" }</button>
                <button onclick={step(1)} disabled={line.cursor + 1 >= line.positions.len()}>{ "Redo" }</button>
                <button onclick={onreset} disabled={line.positions.len() == 1} data-testid="reset">{ "Start again" }</button>
                <button onclick={oncopy}>{ "Copy link" }</button>
                if p.edit.is_some() {
                    <button onclick={onedit_toggle} aria-pressed={editing.to_string()} data-testid="edit-board">
                        { if *editing { "Done editing" } else { "Edit the board" } }</button>
                }
                <a class="button" href={quiz(engine::quiz::Kind::Class)} data-testid="quiz-class">{ "Quiz: who wins?" }</a>
                <a class="button" href={quiz(engine::quiz::Kind::Value)} data-testid="quiz-value">{ "Quiz: the value" }</a>
                <a class="button" href={compare} data-testid="compare">{ "Compare with…" }</a>
                if p.has_table { <a class="button" href={Route::Table { game: p.game.clone(), size: None }.to_hash()}>{ "Table" }</a> }
            </div>
            if let Some((sol, v)) = panels {
                <ValuePanel value={Rc::new(v.clone())} outcome={sol.outcome} />
                <Thermograph data={Rc::new(v.thermograph.clone())} canonical={v.canonical.clone()} />
                <WorkingPanel working={Rc::new(v.working.clone())} />
                <p class="legend">
                    <span class="move win demo">{ "✓" }</span>{ " a winning move for the side to move, with the value it reaches " }
                    <span class="move lose demo">{ "✗" }</span>{ " a losing move" }
                </p>
            }
        </section>
    }
}
