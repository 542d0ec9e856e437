//! The generic board renderer: draws the engine's [`Board`] description and turns each move
//! into a control shaded by its outcome for the mover, with a text marker and remoteness so
//! colour is never the only signal.

use std::rc::Rc;

use engine::board::{Axes, Board, GridLook, Spot};
use engine::MoveReport;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::tromino::TrominoBoard;

/// Heaps taller than this are drawn as a list of "take k" buttons instead of counters.
const MAX_DRAWN_HEAP: u64 = 30;
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
    /// The board before the last move, so what it changed can be marked.
    #[prop_or_default]
    pub before: Option<Board>,
    /// The game id, named on the board (`data-game`) for the style sheet and tests.
    #[prop_or_default]
    pub game: String,
}

/// How a move turns out for the player making it: "win", "lose" or "draw".
pub fn mover_outcome(m: &MoveReport) -> &'static str {
    if m.winning {
        "win"
    } else if m.outcome == engine::Outcome::Draw {
        "draw"
    } else {
        "lose"
    }
}

/// The marker text of a move: a tick, a cross or an equals sign, and the remoteness.
pub fn marker(m: &MoveReport) -> String {
    let sign = match mover_outcome(m) {
        "win" => "✓",
        "draw" => "=",
        _ => "✗",
    };
    match m.remoteness {
        Some(r) => format!("{sign}{r}"),
        None => sign.to_string(),
    }
}

/// A sentence describing a move for screen readers and tooltips.
pub fn describe(m: &MoveReport, action: &str) -> String {
    let verdict = match mover_outcome(m) {
        "win" => "winning move",
        "draw" => "drawing move",
        _ => "losing move",
    };
    let rem =
        m.remoteness.map(|r| format!(", game ends {} after it", crate::words::moves_count(r))).unwrap_or_default();
    format!("{action}: {verdict}{rem}")
}

pub fn move_control(p: &BoardProps, m: &MoveReport, class: &str, label: Html, action: String) -> Html {
    let outcome = mover_outcome(m);
    let mut classes = classes!("move", class.to_string());
    if p.shading {
        classes.push(outcome);
    }
    if p.hint.as_deref() == Some(m.text.as_str()) {
        classes.push("hint");
    }
    let onclick = {
        let m = m.clone();
        let cb = p.onplay.clone();
        Callback::from(move |_: MouseEvent| cb.emit(m.clone()))
    };
    let name = if p.shading { describe(m, &action) } else { action };
    // The accessible name is the button's text: what it shows (label and marker) and then the
    // description, hidden from view, so the name begins with the visible text (speech input).
    html! {
        <button class={classes} data-move={m.text.clone()} data-outcome={outcome}
                title={name.clone()} disabled={p.locked} {onclick}>
            { label }
            if p.shading { <span class="marker">{ marker(m) }</span> }
            <span class="sr-only">{ format!(" {name}") }</span>
        </button>
    }
}

fn find(moves: &[MoveReport], spot: Spot) -> Option<&MoveReport> {
    moves.iter().find(|m| m.spot == spot)
}

/// Whether a move covers several cells at once (placed by picking them).
fn covers_cells(m: &MoveReport) -> bool {
    matches!(m.spot, Spot::Cells { .. })
}

/// Moves keyboard focus between the move controls with the arrow keys.
fn arrow_keys(e: KeyboardEvent) {
    let delta: i32 = match e.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        _ => return,
    };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(list) = doc.query_selector_all(".board button.move:not([disabled])") else { return };
    let n = list.length() as i32;
    if n == 0 {
        return;
    }
    let active = doc.active_element();
    let mut current = -1;
    for i in 0..n {
        if let (Some(node), Some(a)) = (list.item(i as u32), active.as_ref()) {
            if node.is_same_node(Some(a.as_ref())) {
                current = i;
            }
        }
    }
    let next = if current < 0 { 0 } else { (current + delta).rem_euclid(n) };
    if let Some(el) = list.item(next as u32).and_then(|node| node.dyn_into::<web_sys::HtmlElement>().ok()) {
        e.prevent_default();
        // Boards nest (the components of a sum): only the innermost one moves the focus.
        e.stop_propagation();
        let _ = el.focus();
    }
}

#[component]
pub fn BoardView(p: &BoardProps) -> Html {
    // The square under the pointer, for previews of what a move would take.
    let hover = use_state(|| None::<(usize, usize, usize)>);
    let ctx = GridCtx { hover: hover.clone() };
    // Moves covering several cells (an L-tromino's three) are made by clicking those cells.
    let picks_cells = p.moves.iter().any(covers_cells);
    let plain = GridLook::default();
    let body = match &p.board {
        Board::Heaps { heaps } => html! {
            <div class="heaps">
                { for heaps.iter().enumerate().map(|(i, &h)| heap(p, i, h, false)) }
            </div>
        },
        Board::Steps { steps } => html! {
            <div class="heaps steps">
                { for steps.iter().enumerate().map(|(i, &h)| heap(p, i, h, true)) }
            </div>
        },
        Board::Strip { cells } => strip(p, cells),
        Board::Grid { .. } if picks_cells => html! { <TrominoBoard ..p.clone() /> },
        Board::Grid { rows, look: GridLook { axes: Some(axes), .. } } => labelled(p, rows, axes),
        Board::Grid { rows, look } => grid(p, &ctx, 0, rows, look),
        Board::Pieces { pieces } => html! {
            <div class="pieces">{ for pieces.iter().enumerate().map(|(i, rows)| {
                if p.moves.iter().any(|m| matches!(m.spot, Spot::Cut { piece, .. } if piece == i)) {
                    bar(p, i, rows)
                } else {
                    grid(p, &ctx, i, rows, &plain)
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
        Board::Graph { names, edges, chips, values } => crate::graph_board::graph(p, names, edges, chips, values),
        Board::Sum { parts } => html! {
            <div class="sum-parts">
                { for parts.iter().enumerate().map(|(i, part)| sum_part(p, i, part)) }
            </div>
        },
    };
    // Moves that have no place on this kind of board are offered as a list of buttons.
    let unplaced: Vec<&MoveReport> = p.moves.iter().filter(|m| !placed(&p.board, &m.spot)).collect();
    html! {
        <div class="board" role="group" aria-label="board: choose a move" data-game={p.game.split(':').next().unwrap_or("").to_string()}
             onkeydown={Callback::from(arrow_keys)}>
            { body }
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

/// Whether the renderer draws a move at its spot on this board.
fn placed(board: &Board, spot: &Spot) -> bool {
    matches!(
        (board, spot),
        (Board::Heaps { .. } | Board::Steps { .. }, Spot::Counter { .. })
            | (Board::Strip { .. }, Spot::Cell { .. } | Spot::Pair { .. })
            | (Board::Grid { .. } | Board::Pieces { .. }, Spot::Square { .. })
            // the cell-picking board lists its placements itself
            | (Board::Grid { .. }, Spot::Cells { .. })
            | (Board::Pieces { .. }, Spot::Cut { .. })
            | (Board::Sum { .. }, Spot::InComponent { .. })
            | (Board::Graph { .. }, Spot::Slide { .. })
    )
}

/// One component of a sum: its label and value, and its own board with its moves placed where
/// they are made there (they keep the sum's move text and target).
fn sum_part(p: &BoardProps, i: usize, part: &engine::board::SumPart) -> Html {
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
            <h4>{ format!("component {}: {} (value {})", i + 1, part.label, part.grundy) }</h4>
            <BoardView board={part.board.clone()} moves={Rc::new(moves)} shading={p.shading} hint={p.hint.clone()}
                locked={p.locked} onplay={p.onplay.clone()} game={part.game.clone()} />
        </section>
    }
}

/// Hover state shared by the grids of one board.
struct GridCtx {
    hover: UseStateHandle<Option<(usize, usize, usize)>>,
}

/// A grid of squares; squares where a move is made are buttons.
fn grid(p: &BoardProps, ctx: &GridCtx, piece: usize, rows: &[String], look: &GridLook) -> Html {
    let onleave = {
        let hover = ctx.hover.clone();
        Callback::from(move |_: MouseEvent| hover.set(None))
    };
    // Wide grids get smaller squares; a one-row grid (a strip of cells) wraps onto more lines
    // instead, since its squares are not columns of anything.
    let wide = rows.len() > 1 && rows.first().map(|r| r.chars().count()).unwrap_or(0) > 14;
    // The square whose bite (it and everything below and to the right) is previewed.
    let bite = if look.bite_preview { *ctx.hover } else { None };
    // Plain squares ('#' present, '.' empty, '-' off the board) are told apart by their shading
    // and borders; other characters (pieces, tokens) are drawn, as their glyph if they have one.
    let shown = |ch: char| match (look.glyph(ch), ch) {
        (Some(g), _) => g.shown.clone(),
        (None, '#' | '.' | '-') => " ".to_string(),
        (None, _) => ch.to_string(),
    };
    html! {
        <div class={classes!("grid", wide.then_some("dense"), (rows.len() == 1).then_some("one-row"))} role="grid" onmouseleave={onleave}
            style={format!("--cols: {}", if rows.len() == 1 { 1 } else { rows.iter().map(|r| r.chars().count()).max().unwrap_or(1) })}>
            { for rows.iter().enumerate().map(|(r, row)| html! {
                <div class="grid-row" role="row">
                    { for row.chars().enumerate().map(|(c, ch)| {
                        let bitten = bite.is_some_and(|(bp, br, bc)| bp == piece && r >= br && c >= bc && ch != '.');
                        let safe = look.underlined.contains(&(r, c));
                        let class = format!(
                            "sq sq-{}{}{}{}",
                            square_class(ch),
                            if bitten { " bite" } else { "" },
                            if safe { " safe" } else { "" },
                            if look.glyph(ch).is_some() { " glyph" } else { "" }
                        );
                        match find(&p.moves, Spot::Square { piece, row: r, col: c }) {
                            Some(m) => {
                                let hover = ctx.hover.clone();
                                let enter = Callback::from(move |_: MouseEvent| hover.set(Some((piece, r, c))));
                                html! {
                                    <span class="sq-wrap" onmouseenter={enter}>
                                        { move_control(p, m, &class, html!{ <span class="sq-char">{ shown(ch) }</span> },
                                            crate::words::square_words(r, c)) }
                                    </span>
                                }
                            }
                            None => html! { <span class={class} role="gridcell">{ shown(ch) }</span> },
                        }
                    }) }
                </div>
            }) }
        </div>
    }
}

/// A grid with labelled rows and columns (a calendar: a month per row and a day per column,
/// so a move goes right or down). Each square is placed by CSS variables, so a
/// narrow screen turns it a quarter turn (a column per row) without a second drawing. Squares
/// are named from the labels; `-` squares (off the board) are left out.
fn labelled(p: &BoardProps, rows: &[String], axes: &Axes) -> Html {
    let Board::Grid { look, .. } = &p.board else { return html! {} };
    let mut items = Vec::new();
    let place = |r: usize, c: usize| format!("--r: {}; --c: {};", r + 2, c + 2);
    for (r, (short, _)) in axes.rows.iter().enumerate() {
        items.push(
            html! { <span class="cal-label cal-month" style={format!("--r: {}; --c: 1;", r + 2)}>{ short }</span> },
        );
    }
    for (c, (short, _)) in axes.cols.iter().enumerate() {
        items.push(
            html! { <span class="cal-label cal-day" style={format!("--r: 1; --c: {};", c + 2)}>{ short }</span> },
        );
    }
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let style = place(r, c);
            let name = axes.square_name(r, c);
            let item = match find(&p.moves, Spot::Square { piece: 0, row: r, col: c }) {
                Some(mv) => move_control(p, mv, "sq sq-empty", html! {}, format!("{} {name}", axes.verb)),
                None if ch == '-' => continue,
                None => {
                    let (shown, what) = match look.glyph(ch) {
                        Some(g) => (g.shown.clone(), g.name.clone()),
                        None => (ch.to_string(), ch.to_string()),
                    };
                    let class = format!("sq sq-{}", square_class(ch));
                    html! { <span {class} role="img" aria-label={format!("{name}: {what}")}>{ shown }</span> }
                }
            };
            items.push(html! { <span class="cal-cell" {style}>{ item }</span> });
        }
    }
    html! { <div class="calendar" role="group" aria-label={axes.caption.clone()}>{ for items }</div> }
}

/// A bar (a piece of a grid broken along straight lines) with its break lines as controls: a vertical line after each column and
/// a horizontal one after each row, shaded like any move (solid when winning, dashed when
/// losing), with the verdict in its name; hovering shows the whole cut.
fn bar(p: &BoardProps, piece: usize, rows: &[String]) -> Html {
    let nrows = rows.len();
    let ncols = rows.first().map(|r| r.chars().count()).unwrap_or(0);
    let style = format!(
        "grid-template-columns: repeat({}, var(--sq) var(--cut)) var(--sq); grid-template-rows: repeat({}, var(--sq) var(--cut)) var(--sq);",
        ncols.saturating_sub(1),
        nrows.saturating_sub(1)
    );
    let mut items = Vec::new();
    for r in 0..nrows {
        for c in 0..ncols {
            let place = format!("grid-row: {}; grid-column: {};", 2 * r + 1, 2 * c + 1);
            items.push(html! { <span class="sq sq-full" style={place}></span> });
        }
    }
    for m in p.moves.iter() {
        let Spot::Cut { piece: mp, vertical, at } = m.spot else { continue };
        if mp != piece {
            continue;
        }
        let action = crate::words::cut_words(piece, vertical, at);
        let (place, class) = if vertical {
            (format!("grid-row: 1 / {}; grid-column: {};", 2 * nrows, 2 * at), "cut vcut")
        } else {
            (format!("grid-column: 1 / {}; grid-row: {};", 2 * ncols, 2 * at), "cut hcut")
        };
        items.push(
            html! { <span class="cut-slot" style={place}>{ move_control(p, m, class, html! {}, action) }</span> },
        );
    }
    html! {
        <div class="bar" role="group" aria-label={format!("piece {}: {nrows} x {ncols}", piece + 1)} {style}>
            { for items }
        </div>
    }
}

fn square_class(ch: char) -> &'static str {
    match ch {
        '#' => "full",
        '.' => "empty",
        '-' => "off",
        'X' => "poison",
        _ => "mark",
    }
}

/// A heap of counters, or with `stairs` the coins on step `i + 1` of a flight of stairs.
fn heap(p: &BoardProps, i: usize, h: u64, stairs: bool) -> Html {
    let word = if stairs { "step" } else { "heap" };
    let label = html! { <div class="heap-label">{ format!("{word} {}: {h}", i + 1) }</div> };
    if h > MAX_DRAWN_HEAP {
        let takes = p.moves.iter().filter(|m| matches!(m.spot, Spot::Counter { heap, .. } if heap == i));
        return html! {
            <div class="heap tall">
                <div class="takes">
                    { for takes.map(|m| {
                        let Spot::Counter { index, .. } = m.spot else { unreachable!() };
                        let take = h - index;
                        move_control(p, m, "take", html!{ <span>{ format!("take {take}") }</span> },
                            format!("take {take} from heap {}", i + 1))
                    }) }
                </div>
                { label }
            </div>
        };
    }
    let action = |k: u64| {
        if stairs {
            crate::words::stairs_words(i, k)
        } else {
            format!("take {k} from heap {}", i + 1)
        }
    };
    html! {
        <div class="heap">
            { for (0..h).rev().map(|index| {
                match find(&p.moves, Spot::Counter { heap: i, index }) {
                    Some(m) => move_control(p, m, "counter", html!{}, action(h - index)),
                    None => html! { <span class="counter inert" aria-hidden="true"></span> },
                }
            }) }
            // Each step one riser higher than the one before.
            if stairs { <div class="riser" style={format!("height: {}rem", 0.8 * (i + 1) as f64)}></div> }
            { label }
        </div>
    }
}

fn strip(p: &BoardProps, cells: &[bool]) -> Html {
    let mut items = Vec::new();
    for (i, &standing) in cells.iter().enumerate() {
        if standing {
            items.push(match find(&p.moves, Spot::Cell { index: i }) {
                Some(m) => move_control(
                    p,
                    m,
                    "pin",
                    html! { <span class="pin-number">{ i + 1 }</span> },
                    format!("knock down pin {}", i + 1),
                ),
                None => html! { <span class="pin inert">{ i + 1 }</span> },
            });
        } else {
            items.push(html! { <span class="pin gone" aria-label={format!("pin {} is down", i + 1)}>{ "·" }</span> });
        }
        if i + 1 < cells.len() {
            items.push(match find(&p.moves, Spot::Pair { index: i }) {
                Some(m) => move_control(
                    p,
                    m,
                    "pair",
                    html! { <span aria-hidden="true">{ "⟷" }</span> },
                    format!("knock down pins {} and {}", i + 1, i + 2),
                ),
                None => html! { <span class="pair-gap"></span> },
            });
        }
    }
    html! { <div class="strip">{ for items }</div> }
}
