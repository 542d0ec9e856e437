//! The generic board renderer: draws the engine's [`Board`] description and turns each move
//! into a control shaded by its outcome for the mover, with a text marker and remoteness so
//! colour is never the only signal.
//!
//! - [`focus`]: the board's one Tab stop, arrow keys, and focus back on the board after a move;
//! - [`changes`]: what the last move changed (counters taken, squares changed);
//! - [`grid`]: grids of squares, labelled grids and bars broken along lines;
//! - [`heaps`]: heaps of counters, flights of stairs and rows of pins;
//! - [`edges`]: coloured edges standing on the ground, cut where they are drawn;
//! - [`vertices`]: a graph's vertices on a ring, coloured where they are drawn.

use std::rc::Rc;

use engine::board::{Board, GridLook};
use engine::vocab::Spot;
use engine::MoveReport;
use yew::prelude::*;

use changes::taken;
pub(crate) use changes::{before_rows, changed_squares};
use focus::{arrow_keys, on_focus_in, on_focus_out};
pub use focus::{played_from, settle};
pub use graph::value_label;
use grid::{bar, grid, labelled, GridCtx};
pub(crate) use grid::{checker_class, face, square_class};
use heaps::{heap, strip};
pub use pick::{placed_piece, Placed};
use tromino::{picks_cells, TrominoBoard};

mod changes;
pub mod edges;
mod focus;
pub mod geometry;
mod graph;
mod grid;
mod heaps;
pub mod layout;
pub mod pick;
mod tromino;
mod vertices;

/// A one-row board (pins, or a strip of squares) is drawn in lines of this many cells, so it
/// wraps only between lines, where a marker says the row goes on (six cells at 44 px fit a
/// phone).
const LINE: usize = 6;
/// The cash box draws its coins up to this many.
const MAX_DRAWN_COINS: i64 = 200;

#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    pub board: Board,
    pub moves: Rc<Vec<MoveReport>>,
    /// Shade moves by outcome (off when two people play without help).
    pub shading: bool,
    /// The move the hint points at.
    pub hint: Option<String>,
    /// No move can be made now (the computer is thinking, or a solve is pending).
    pub locked: bool,
    pub onplay: Callback<MoveReport>,
    /// The game id, named on the board (`data-game`) for the style sheet and tests.
    #[prop_or_default]
    pub game: String,
    /// The board before the last move: what that move changed is marked (counters taken drawn
    /// as ghosts, cells and squares that changed outlined).
    #[prop_or_default]
    pub before: Option<Board>,
    /// Pieces put down earlier in this game, in order (see [`placed_piece`]): drawn on a grid
    /// as joined squares in the side's colour with its letter, so what was played stays seen.
    #[prop_or_default]
    pub placed: Rc<Vec<Placed>>,
    /// The move that reached this position: the squares, piece or cell it touched are outlined
    /// and the board names it ("Last move: a1-a2"), for screen readers too.
    #[prop_or_default]
    pub last: Option<LastMove>,
}

/// The move that reached a board's position: where it was made (on the board before it) and
/// its text.
#[derive(Clone, Debug, PartialEq)]
pub struct LastMove {
    pub spot: Spot,
    pub text: String,
}

impl LastMove {
    /// The squares of a grid (`piece` of it) the move touched: the square played, the squares
    /// covered, or where a piece moved from and to.
    pub fn cells(&self, piece: usize) -> Vec<(usize, usize)> {
        match &self.spot {
            Spot::Square { piece: p, row, col } if *p == piece => vec![(*row, *col)],
            Spot::Cells { cells, .. } if piece == 0 => cells.clone(),
            _ => Vec::new(),
        }
    }
}

/// How a move turns out for the player making it: "win", "lose", "draw", or "unproved" for a
/// partizan move an outcome search has not yet proved (see [`unproved_move`]).
pub fn mover_outcome(m: &MoveReport) -> &'static str {
    if m.winning {
        "win"
    } else if is_unproved(m) {
        "unproved"
    } else if m.outcome == engine::Outcome::Draw {
        "draw"
    } else {
        "lose"
    }
}

/// A partizan move whose result is not known: a partizan game has no draws, so a move with a
/// side and the outcome `Draw` stands for "not yet proved" on the board.
pub fn is_unproved(m: &MoveReport) -> bool {
    m.side.is_some() && m.outcome == engine::Outcome::Draw && !m.winning
}

/// A partizan move of an outcome search as the board draws it: proved winning or losing for
/// the side making it, or (`None`) not yet proved.
pub fn unproved_move(
    text: String,
    to: String,
    spot: engine::vocab::Spot,
    side: engine::vocab::Side,
    wins: Option<bool>,
) -> MoveReport {
    let outcome = match wins {
        Some(true) => side.class(),
        Some(false) => side.other().class(),
        None => engine::Outcome::Draw,
    };
    MoveReport {
        text,
        to,
        outcome,
        grundy: None,
        remoteness: None,
        winning: wins == Some(true),
        spot,
        side: Some(side),
        canonical: None,
        braces: None,
    }
}

/// The shape beside an outcome's words, so colour is not its only sign: a tick for "win", an
/// equals sign for "draw", a question mark for "unproved", a cross otherwise.
pub fn outcome_shape(look: &str) -> &'static str {
    match look {
        "win" => "✓",
        "draw" => "=",
        "unproved" => "?",
        _ => "✗",
    }
}

/// How a solved position's status line looks: its style ("win", "lose" or "draw" for the
/// player to move, "left" or "right" for a partizan class) and its shape.
pub fn outcome_look(outcome: engine::Outcome) -> (&'static str, &'static str) {
    let look = match outcome {
        engine::Outcome::N => "win",
        engine::Outcome::P => "lose",
        engine::Outcome::Draw => "draw",
        engine::Outcome::L => "left",
        engine::Outcome::R => "right",
    };
    (look, outcome_shape(look))
}

/// How a partizan position's status line looks for the side to move: it wins or it loses.
pub fn mover_look(wins: bool) -> (&'static str, &'static str) {
    let look = if wins { "win" } else { "lose" };
    (look, outcome_shape(look))
}

/// A solved position's status line, the one markup of the play and lesson pages: styled by
/// `look` (a look of [`outcome_look`] or [`mover_look`], or how a game ended: "won", "lost",
/// "over") with its shape before the text, so colour is not the only sign. `outcome` is the
/// `data-outcome` the tests read, `class` a partizan position's outcome class.
pub fn status_line(
    look: (&'static str, &'static str),
    outcome: &'static str,
    class: Option<&'static str>,
    text: Html,
) -> Html {
    html! {
        <div class={classes!("status", look.0)} data-testid="status" data-outcome={outcome} data-class={class}
            aria-live="polite">
            <span class="status-shape" aria-hidden="true">{ look.1 }</span>{ text }
        </div>
    }
}

/// The marker text of a move: a tick, a cross or an equals sign, and the remoteness.
pub fn marker(m: &MoveReport) -> String {
    let sign = outcome_shape(mover_outcome(m));
    match (&m.canonical, m.remoteness) {
        // A partizan move is labelled with the value it reaches.
        (Some(v), _) => format!("{sign} {}", crate::cgt_text::glyphs(v)),
        (None, Some(r)) => format!("{sign}{r}"),
        (None, None) => sign.to_string(),
    }
}

/// A sentence describing a move for screen readers and tooltips.
pub fn describe(m: &MoveReport, action: &str) -> String {
    let verdict = match mover_outcome(m) {
        "win" => "winning move",
        "draw" => "drawing move",
        "unproved" => "not yet proved",
        _ => "losing move",
    };
    let rem =
        m.remoteness.map(|r| format!(", game ends {} after it", crate::words::moves_count(r))).unwrap_or_default();
    let value = m.canonical.as_ref().map(|v| format!(", reaches {}", crate::cgt_text::spoken(v))).unwrap_or_default();
    format!("{action}: {verdict}{rem}{value}")
}

/// A move control's classes (its kind, the shading, the hint) and the click that plays it:
/// shared by every control that makes a move, wherever it is drawn.
pub fn move_button_parts(p: &BoardProps, m: &MoveReport, kind: &[&str]) -> (Classes, Callback<MouseEvent>) {
    let mut classes = classes!("move");
    for k in kind {
        classes.push(k.to_string());
    }
    if p.shading {
        classes.push(mover_outcome(m));
    }
    if p.hint.as_deref() == Some(m.text.as_str()) {
        classes.push("hint");
    }
    let onclick = {
        let m = m.clone();
        let cb = p.onplay.clone();
        Callback::from(move |e: MouseEvent| {
            played_from(&e);
            cb.emit(m.clone())
        })
    };
    (classes, onclick)
}

pub fn move_control(p: &BoardProps, m: &MoveReport, class: &str, label: Html, action: String) -> Html {
    let outcome = mover_outcome(m);
    let (classes, onclick) = move_button_parts(p, m, &[class]);
    // A partizan move says whose it is: in the words for everyone, and on a button of a list
    // (a drawn square or cut shows it by its place: a toad's square, a vertical cut).
    let whose = m.side.map(crate::cgt_text::side_word);
    let action = match whose {
        Some(w) => format!("{w}: {action}"),
        None => action,
    };
    let name = if p.shading { describe(m, &action) } else { action };
    // The accessible name is the button's text: what it shows (label and marker) and then the
    // description, hidden from view, so the name begins with the visible text (speech input).
    html! {
        // A phone's second list of the moves on a board's pieces keeps `data-move` for the board.
        <button class={classes} data-move={(class != "phone-listed").then(|| m.text.clone())} data-outcome={outcome}
                data-side={m.side.map(|s| s.as_str())} data-value={m.canonical.clone()}
                title={name.clone()} disabled={p.locked} {onclick}>
            if let Some(w) = whose.filter(|_| class == "listed") { <span class="side-word">{ format!("{w}: ") }</span> }
            { label }
            if p.shading { <span class="marker">{ marker(m) }</span> }
            // A square's verdict may be cut short to fit: the whole of it shows on focus and hover.
            if p.shading && class.split(' ').any(|c| c == "sq") {
                <span class="value-pop" role="tooltip" aria-hidden="true" data-testid="value-pop">{ marker(m) }</span>
            }
            <span class="sr-only">{ format!(" {name}") }</span>
        </button>
    }
}

fn find(moves: &[MoveReport], spot: Spot) -> Option<&MoveReport> {
    moves.iter().find(|m| m.spot == spot)
}

#[component]
pub fn BoardView(p: &BoardProps) -> Html {
    // The square under the pointer, for previews of what a move would take.
    let hover = use_state(|| None::<(usize, usize, usize)>);
    let ctx = GridCtx { hover: hover.clone() };
    let node = use_node_ref();
    {
        // After every redraw: the board's one Tab stop, and focus back after a move.
        let node = node.clone();
        use_effect(move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                settle(&el);
            }
        });
    }
    let (onkeydown, onfocusin, onfocusout) = {
        let (a, b, c) = (node.clone(), node.clone(), node.clone());
        (
            Callback::from(move |e| arrow_keys(e, &a)),
            Callback::from(move |e| on_focus_in(e, &b)),
            Callback::from(move |e| on_focus_out(e, &c)),
        )
    };
    // What changed in the last move, when the board before it is of the same kind.
    let before = p.before.as_ref().filter(|b| std::mem::discriminant(*b) == std::mem::discriminant(&p.board));
    let plain = GridLook::default();
    let body = match &p.board {
        Board::Heaps { heaps } => html! {
            <div class="heaps">
                { for heaps.iter().enumerate().map(|(i, &h)| heap(p, i, h, false, taken(before, i, h))) }
            </div>
        },
        Board::Steps { steps } => html! {
            <div class="heaps steps">
                { for steps.iter().enumerate().map(|(i, &h)| heap(p, i, h, true, taken(before, i, h))) }
            </div>
        },
        Board::Strip { cells } => {
            let was = match before {
                Some(Board::Strip { cells: was }) if was.len() == cells.len() => was.clone(),
                _ => cells.clone(),
            };
            strip(p, cells, &was)
        }
        // Moves covering several cells (an L-tromino's three) are made by clicking those cells.
        Board::Grid { look, .. } if picks_cells(look, &p.moves, !p.placed.is_empty() || !look.tiles.is_empty()) => {
            html! { <TrominoBoard ..p.clone() /> }
        }
        Board::Grid { rows, look: GridLook { axes: Some(axes), .. } } => {
            labelled(p, rows, axes, &changed_squares(rows, before_rows(before, 0)))
        }
        Board::Grid { rows, look } => grid(p, &ctx, 0, rows, look, &changed_squares(rows, before_rows(before, 0))),
        Board::Pieces { pieces } => html! {
            <div class="pieces">{ for pieces.iter().enumerate().map(|(i, rows)| {
                if p.moves.iter().any(|m| matches!(m.spot, Spot::Cut { piece, .. } | Spot::Divide { piece, .. } if piece == i)) {
                    bar(p, i, rows)
                } else {
                    // Pieces are compared only when their number is the same (a break changes it).
                    let was = match before {
                        Some(Board::Pieces { pieces: was }) if was.len() == pieces.len() => was.get(i).map(Vec::as_slice),
                        _ => None,
                    };
                    grid(p, &ctx, i, rows, &plain, &changed_squares(rows, was))
                }
            }) }</div>
        },
        Board::Number { value, caption, coins } => html! {
            <>
                <div class="number"><span class="big-number">{ value }</span><span class="caption">{ caption }</span></div>
                // The number as coins (the cash box), in rows of ten, when there are not too many.
                if *coins && (1..=MAX_DRAWN_COINS).contains(value) {
                    <div class="coins" aria-hidden="true">
                        { for (0..*value).map(|_| html! { <span class="coin"></span> }) }
                    </div>
                }
            </>
        },
        Board::Text { text } => html! { <p class="caption">{ text }</p> },
        Board::Graph { names, edges, chips, values, look } => graph::graph(p, names, edges, chips, values, look),
        Board::Edges { edges } => edges::edges(p, edges),
        Board::Vertices { names, edges, marks, look } => vertices::vertices(p, names, edges, marks, look),
        Board::Sum { parts } => {
            let was = match before {
                Some(Board::Sum { parts: was }) if was.len() == parts.len() => Some(was),
                _ => None,
            };
            html! {
                <div class="sum-parts">
                    { for parts.iter().enumerate().map(|(i, part)| sum_part(p, i, part, was.map(|w| w[i].board.clone()))) }
                </div>
            }
        }
    };
    // Moves that have no place on this kind of board are offered as a list of buttons.
    let unplaced: Vec<&MoveReport> = p.moves.iter().filter(|m| !placed(&p.board, &m.spot)).collect();
    html! {
        // tabindex -1: focus can rest on the board itself when it has no move to offer.
        <div class="board" role="group" aria-label="board: choose a move" tabindex="-1" ref={node}
             data-board={board_key(&p.board)}
             data-game={p.game.split(':').next().unwrap_or("").to_string()}
             {onkeydown} {onfocusin} {onfocusout}>
            { body }
            if let Some(last) = &p.last {
                <p class="board-last-move" data-testid="board-last-move">
                    <span class="last-move-key" aria-hidden="true"></span>{ format!("Last move: {}", last.text) }
                </p>
            }
            if !unplaced.is_empty() {
                <div class="move-list">
                    { for unplaced.into_iter().map(|m| {
                        move_control(p, m, "listed", html! { <span>{ &m.text }</span> }, format!("move {}", m.text))
                    }) }
                </div>
            }
        </div>
    }
}

/// A key for the position a board draws, so that focus can tell the board a move was made on
/// from the next one (see `focus::settle`), whatever moves it offers.
fn board_key(board: &Board) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    format!("{board:?}").hash(&mut h);
    format!("{:016x}", h.finish())
}

/// Whether the renderer draws a move at its spot on this board.
fn placed(board: &Board, spot: &Spot) -> bool {
    matches!(
        (board, spot),
        (Board::Heaps { .. } | Board::Steps { .. }, Spot::Counter { .. })
            | (Board::Strip { .. }, Spot::Cell { .. } | Spot::Pair { .. })
            | (Board::Grid { .. } | Board::Pieces { .. }, Spot::Square { .. })
            // the cell-picking board lists its placements itself
            | (Board::Grid { .. }, Spot::Cells { .. })
            | (Board::Pieces { .. }, Spot::Cut { .. } | Spot::Divide { .. })
            | (Board::Sum { .. }, Spot::InComponent { .. })
            | (Board::Graph { .. }, Spot::Slide { .. })
            | (Board::Edges { .. }, Spot::Edge { .. })
            | (Board::Vertices { .. }, Spot::Vertex { .. })
    )
}

/// One component of a sum: its label and value, and its own board with its moves placed where
/// they are made there (they keep the sum's move text and target).
fn sum_part(p: &BoardProps, i: usize, part: &engine::board::SumPart, before: Option<Board>) -> Html {
    let moves: Vec<MoveReport> = p
        .moves
        .iter()
        .filter_map(|m| match m.spot {
            Spot::InComponent { component, index } if component == i => {
                part.spots.get(index).map(|spot| MoveReport { spot: spot.clone(), ..m.clone() })
            }
            _ => None,
        })
        .collect();
    html! {
        <section class="sum-part" data-component={(i + 1).to_string()}>
            <h4>{ format!("component {}: {} (value {})", i + 1, part.label,
                part.value.as_deref().map(crate::cgt_text::glyphs).unwrap_or_else(|| part.grundy.to_string())) }</h4>
            <BoardView board={part.board.clone()} moves={Rc::new(moves)} shading={p.shading} hint={p.hint.clone()}
                locked={p.locked} onplay={p.onplay.clone()} game={part.game.clone()} {before} />
        </section>
    }
}
