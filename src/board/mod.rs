//! The generic board renderer: draws the engine's [`Board`] description and turns each move
//! into a control shaded by its outcome for the mover, with a text marker and remoteness so
//! colour is never the only signal.

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use engine::board::{Axes, Board, GridLook, Spot};
use engine::MoveReport;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::tromino::TrominoBoard;

/// Heaps taller than this are drawn as a list of "take k" buttons instead of counters.
const MAX_DRAWN_HEAP: u64 = 30;
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
        Callback::from(move |e: MouseEvent| {
            played_from(&e);
            cb.emit(m.clone())
        })
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

thread_local! {
    /// A move was just made from a board: once the next board is drawn, focus goes to its
    /// roving target. The board may be replaced by a placeholder while the worker solves, so
    /// this cannot be the component's own state. It holds the text of the board the move was
    /// made on (the page may draw that board once more before the new one arrives), or `""`
    /// once the new board has focus on itself, waiting for a move to be possible.
    static PLAYED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The key (`data-move` or `data-cell`) of the target last focused in a board, so the board's
    /// one Tab stop is where the user left it.
    static LAST_FOCUSED: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Notes that a move is being made from the board holding the event's target: the board is
/// drawn afresh after it, and focus goes back into it (see `settle`).
pub fn played_from(e: &MouseEvent) {
    let board = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).map(|t| outermost_board(&t));
    let text = board.and_then(|b| b.text_content()).unwrap_or_default();
    PLAYED.with(|f| *f.borrow_mut() = Some(text));
}

/// The move targets of a board: every move button, and the tromino board's cell buttons.
const TARGETS: &str = "button.move";

fn target_key(el: &web_sys::Element) -> Option<String> {
    el.get_attribute("data-move").or_else(|| el.get_attribute("data-cell"))
}

/// The outermost board holding `el` (a sum's components are boards inside a board; the outer
/// one is the single Tab stop).
fn outermost_board(el: &web_sys::Element) -> web_sys::Element {
    let mut top = el.clone();
    while let Some(b) = top.parent_element().and_then(|p| p.closest(".board").ok().flatten()) {
        top = b;
    }
    top
}

fn targets(board: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = board.query_selector_all(TARGETS) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect()
}

fn enabled(el: &web_sys::HtmlElement) -> bool {
    !el.has_attribute("disabled")
}

/// Roving tabindex: the last focused enabled target (else the first enabled one) is the
/// board's one Tab stop; every other target is reached with the arrow keys. Returns it.
fn rove(board: &web_sys::Element) -> Option<web_sys::HtmlElement> {
    let all = targets(board);
    let last = LAST_FOCUSED.with(|l| l.borrow().clone());
    let chosen = all
        .iter()
        .find(|e| enabled(e) && last.is_some() && target_key(e) == last)
        .or_else(|| all.iter().find(|e| enabled(e)))
        .cloned();
    for e in &all {
        let stop = chosen.as_ref().is_some_and(|c| c.is_same_node(Some(e)));
        let want = if stop { "0" } else { "-1" };
        if e.get_attribute("tabindex").as_deref() != Some(want) {
            let _ = e.set_attribute("tabindex", want);
        }
    }
    chosen
}

/// After a board is drawn: sets its Tab stop, and when a move was just made from a board puts
/// focus back on the new board (its Tab stop, or the board itself when no move can be made),
/// unless the user has since moved focus elsewhere.
pub fn settle(el: &web_sys::Element) {
    let board = outermost_board(el);
    let chosen = rove(&board);
    let played = PLAYED.with(|f| f.borrow().clone());
    // No move made from a board, or the board it was made on is still shown.
    if played.is_none() || played == board.text_content() {
        return;
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let active = doc.active_element();
    let idle = active.as_ref().is_none_or(|a| a.tag_name() == "BODY");
    let inside = active.as_ref().is_some_and(|a| board.contains(Some(a)));
    if !idle && !inside {
        return;
    }
    match chosen {
        Some(c) => {
            if !active.as_ref().is_some_and(|a| c.is_same_node(Some(a))) {
                let _ = c.focus();
            }
            PLAYED.with(|f| *f.borrow_mut() = None);
        }
        // Nothing to play now (the computer is thinking, or the game is over): the board keeps
        // focus, and the flag stays so a move that becomes possible gets it.
        None => {
            PLAYED.with(|f| *f.borrow_mut() = Some(String::new()));
            if let Ok(b) = board.clone().dyn_into::<web_sys::HtmlElement>() {
                if !active.as_ref().is_some_and(|a| b.is_same_node(Some(a))) {
                    let _ = b.focus();
                }
            }
        }
    }
}

// Yew delegates events to the app's root, so the handlers are given their board by a node ref
// (`current_target` is not the board).
fn on_focus_in(e: FocusEvent, here: &NodeRef) {
    let Some(board) = here.cast::<web_sys::Element>() else { return };
    let board = outermost_board(&board);
    if let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
        if t.matches(TARGETS).unwrap_or(false) {
            LAST_FOCUSED.with(|l| *l.borrow_mut() = target_key(&t));
            rove(&board);
        }
    }
}

fn on_focus_out(e: FocusEvent, here: &NodeRef) {
    let Some(board) = here.cast::<web_sys::Element>() else { return };
    let board = outermost_board(&board);
    // Focus moved to something outside the board (another control): a later redraw of the
    // board must not take it back.
    if let Some(to) = e.related_target().and_then(|t| t.dyn_into::<web_sys::Node>().ok()) {
        if !board.contains(Some(&to)) {
            PLAYED.with(|f| *f.borrow_mut() = None);
        }
    }
}

/// The target nearest to `from` in the arrow's direction, by the centres of their boxes:
/// distance along the arrow plus twice the distance across it (so the neighbour in the same
/// row or column wins over a diagonal one).
fn nearest(all: &[web_sys::HtmlElement], from: &web_sys::HtmlElement, key: &str) -> Option<web_sys::HtmlElement> {
    let centre = |e: &web_sys::HtmlElement| {
        let r = e.get_bounding_client_rect();
        (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0)
    };
    let (fx, fy) = centre(from);
    let mut best: Option<(f64, &web_sys::HtmlElement)> = None;
    for e in all.iter().filter(|e| enabled(e) && !e.is_same_node(Some(from)) && e.get_client_rects().length() > 0) {
        let (x, y) = centre(e);
        let (dx, dy) = (x - fx, y - fy);
        let (along, across) = match key {
            "ArrowRight" => (dx, dy),
            "ArrowLeft" => (-dx, dy),
            "ArrowDown" => (dy, dx),
            _ => (-dy, dx),
        };
        if along < 1.0 {
            continue;
        }
        let score = along + 2.0 * across.abs();
        if best.as_ref().is_none_or(|(s, _)| score < *s) {
            best = Some((score, e));
        }
    }
    best.map(|(_, e)| e.clone())
}

/// Arrow keys move focus to the nearest target in their direction on screen; Home and End to
/// the first and last target. Only the outermost board handles them (the keys bubble up from
/// the boards of a sum's components).
fn arrow_keys(e: KeyboardEvent, here: &NodeRef) {
    let key = e.key();
    if !matches!(key.as_str(), "ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" | "Home" | "End") {
        return;
    }
    let Some(here) = here.cast::<web_sys::Element>() else { return };
    let board = outermost_board(&here);
    if !board.is_same_node(Some(&here)) {
        return;
    }
    let all: Vec<web_sys::HtmlElement> = targets(&board).into_iter().filter(enabled).collect();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let current = doc.active_element().and_then(|a| all.iter().find(|e| e.is_same_node(Some(&a))).cloned());
    let next = match (key.as_str(), current) {
        ("Home", _) | (_, None) if key != "End" => all.first().cloned(),
        ("End", _) => all.last().cloned(),
        (_, Some(from)) => nearest(&all, &from, &key),
        _ => None,
    };
    e.prevent_default();
    if let Some(el) = next {
        let _ = el.focus();
    }
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
    // Moves covering several cells (an L-tromino's three) are made by clicking those cells.
    let picks_cells = p.moves.iter().any(covers_cells);
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
        Board::Grid { .. } if picks_cells => html! { <TrominoBoard ..p.clone() /> },
        Board::Grid { rows, look: GridLook { axes: Some(axes), .. } } => {
            labelled(p, rows, axes, &changed_squares(rows, before_rows(before, 0)))
        }
        Board::Grid { rows, look } => grid(p, &ctx, 0, rows, look, &changed_squares(rows, before_rows(before, 0))),
        Board::Pieces { pieces } => html! {
            <div class="pieces">{ for pieces.iter().enumerate().map(|(i, rows)| {
                if p.moves.iter().any(|m| matches!(m.spot, Spot::Cut { piece, .. } if piece == i)) {
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
        Board::Graph { names, edges, chips, values } => crate::graph_board::graph(p, names, edges, chips, values),
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
             data-game={p.game.split(':').next().unwrap_or("").to_string()}
             {onkeydown} {onfocusin} {onfocusout}>
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

/// How many counters heap `i` lost in the last move (0 without a board before it).
fn taken(before: Option<&Board>, i: usize, h: u64) -> u64 {
    match before {
        Some(Board::Heaps { heaps: was } | Board::Steps { steps: was }) => {
            was.get(i).map_or(0, |&w| w.saturating_sub(h))
        }
        _ => 0,
    }
}

/// The rows of grid `piece` before the last move, if the board before it had them.
fn before_rows(before: Option<&Board>, piece: usize) -> Option<&[String]> {
    match before {
        Some(Board::Grid { rows, .. }) if piece == 0 => Some(rows),
        Some(Board::Pieces { pieces }) => pieces.get(piece).map(Vec::as_slice),
        _ => None,
    }
}

/// The squares whose character changed, when the grid before had the same shape.
fn changed_squares(rows: &[String], was: Option<&[String]>) -> HashSet<(usize, usize)> {
    let mut out = HashSet::new();
    let Some(was) = was else { return out };
    let shape = |rs: &[String]| rs.iter().map(|r| r.chars().count()).collect::<Vec<_>>();
    if shape(rows) != shape(was) {
        return out;
    }
    for (r, (now, then)) in rows.iter().zip(was).enumerate() {
        for (c, (a, b)) in now.chars().zip(then.chars()).enumerate() {
            if a != b {
                out.insert((r, c));
            }
        }
    }
    out
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
            <h4>{ format!("component {}: {} (value {})", i + 1, part.label, part.grundy) }</h4>
            <BoardView board={part.board.clone()} moves={Rc::new(moves)} shading={p.shading} hint={p.hint.clone()}
                locked={p.locked} onplay={p.onplay.clone()} game={part.game.clone()} {before} />
        </section>
    }
}

/// Hover state shared by the grids of one board.
struct GridCtx {
    hover: UseStateHandle<Option<(usize, usize, usize)>>,
}

/// A grid of squares; squares where a move is made are buttons.
fn grid(
    p: &BoardProps,
    ctx: &GridCtx,
    piece: usize,
    rows: &[String],
    look: &GridLook,
    changed: &HashSet<(usize, usize)>,
) -> Html {
    let onleave = {
        let hover = ctx.hover.clone();
        Callback::from(move |_: MouseEvent| hover.set(None))
    };
    // Wide grids get smaller squares; a one-row grid is measured by its lines.
    let cols = rows.iter().map(|r| r.chars().count()).max().unwrap_or(1);
    let wide = rows.len() > 1 && cols > 14;
    let one_row = rows.len() == 1;
    let cols = if one_row { cols.min(LINE + 1) } else { cols };
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
        <div class={classes!("grid", wide.then_some("dense"), one_row.then_some("one-row"))} role="grid" onmouseleave={onleave}
            style={format!("--cols: {cols}")}>
            { for rows.iter().enumerate().map(|(r, row)| html! {
                <div class="grid-row" role="row">
                    { for row.chars().collect::<Vec<_>>().chunks(if one_row { LINE } else { usize::MAX }).enumerate().map(|(k, line)| html! {
                    <span class="row-line" role="none">
                    { for line.iter().enumerate().map(|(j, &ch)| {
                        let c = k * LINE + j;
                        let bitten = bite.is_some_and(|(bp, br, bc)| bp == piece && r >= br && c >= bc && ch != '.');
                        let safe = look.underlined.contains(&(r, c));
                        let class = format!(
                            "sq sq-{}{}{}{}{}{}",
                            square_class(ch),
                            if bitten { " bite" } else { "" },
                            if safe { " safe" } else { "" },
                            if look.glyph(ch).is_some() { " glyph" } else { "" },
                            if changed.contains(&(r, c)) { " changed" } else { "" },
                            if look.highlighted.contains(&(r, c)) { " highlighted" } else { "" }
                        );
                        match find(&p.moves, Spot::Square { piece, row: r, col: c }) {
                            Some(m) => {
                                let hover = ctx.hover.clone();
                                let enter = Callback::from(move |_: MouseEvent| hover.set(Some((piece, r, c))));
                                html! {
                                    <span class="sq-wrap" role="gridcell" onmouseenter={enter}>
                                        { move_control(p, m, &class, html!{ <span class="sq-char">{ shown(ch) }</span> },
                                            crate::words::square_words(r, c)) }
                                    </span>
                                }
                            }
                            None => html! { <span class={class} role="gridcell">{ shown(ch) }</span> },
                        }
                    }) }
                    if one_row && (k + 1) * LINE < row.chars().count() {
                        <span class="row-more" aria-hidden="true">{ "→" }</span>
                    }
                    </span>
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
fn labelled(p: &BoardProps, rows: &[String], axes: &Axes, changed: &HashSet<(usize, usize)>) -> Html {
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
            let marks = format!(
                "{}{}",
                if changed.contains(&(r, c)) { " changed" } else { "" },
                if look.highlighted.contains(&(r, c)) { " highlighted" } else { "" }
            );
            let item = match find(&p.moves, Spot::Square { piece: 0, row: r, col: c }) {
                Some(mv) => {
                    move_control(p, mv, &format!("sq sq-empty{marks}"), html! {}, format!("{} {name}", axes.verb))
                }
                None if ch == '-' => continue,
                None => {
                    let (shown, what) = match look.glyph(ch) {
                        Some(g) => (g.shown.clone(), g.name.clone()),
                        None => (ch.to_string(), ch.to_string()),
                    };
                    let class = format!("sq sq-{}{marks}", square_class(ch));
                    html! { <span {class} role="img" aria-label={format!("{name}: {what}")}>{ shown }</span> }
                }
            };
            items.push(html! { <span class="cal-cell" {style}>{ item }</span> });
        }
    }
    html! { <div class="calendar" role="group" aria-label={axes.caption.clone()}>{ for items }</div> }
}

/// A bar (a piece of a grid broken along straight lines) with its break lines as controls: a
/// vertical line after each column and a horizontal one after each row, shaded like any move
/// (solid when winning, striped when losing), with the verdict in its name.
///
/// Each line is a button filling the gap between two rows or columns of squares, so a square is
/// never a break. Every line runs on past the bar by a tail (an extra track of the grid) and
/// the crossings of two lines belong to the vertical one: a horizontal button takes no pointer
/// itself, only its pieces between the crossings and its tail do. With the tail, the centre of
/// a horizontal line is never on a crossing, whatever the bar's size.
fn bar(p: &BoardProps, piece: usize, rows: &[String]) -> Html {
    let nrows = rows.len();
    let ncols = rows.first().map(|r| r.chars().count()).unwrap_or(0);
    // The tail puts a horizontal line's centre a quarter square inside a square's column: past
    // the middle crossing when the columns are even, before the middle square's end when odd.
    let tail = |n: usize| if n.is_multiple_of(2) { "calc(var(--cut) + var(--sq) / 2)" } else { "calc(var(--sq) / 2)" };
    let style = format!(
        "--cols: {ncols}; --tail: {}; grid-template-columns: repeat({}, var(--sq) var(--cut)) var(--sq) {}; grid-template-rows: repeat({}, var(--sq) var(--cut)) var(--sq) {};",
        tail(ncols),
        ncols.saturating_sub(1),
        tail(ncols),
        nrows.saturating_sub(1),
        tail(nrows)
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
        let (place, class, label) = if vertical {
            (format!("grid-row: 1 / -1; grid-column: {};", 2 * at), "cut vcut", html! {})
        } else {
            let segments = html! {
                <>
                    { for (0..ncols).map(|c| html! { <span class={classes!("cut-seg", (c + 1 == ncols).then_some("last"))}></span> }) }
                    <span class="cut-seg tail"></span>
                </>
            };
            (format!("grid-column: 1 / -1; grid-row: {};", 2 * at), "cut hcut", segments)
        };
        items.push(html! { <span class="cut-slot" style={place}>{ move_control(p, m, class, label, action) }</span> });
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
/// `taken` counters (taken in the last move) are drawn above it as outlined ghosts.
fn heap(p: &BoardProps, i: usize, h: u64, stairs: bool, taken: u64) -> Html {
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
    let ghosts = taken.min(MAX_DRAWN_HEAP.saturating_sub(h));
    html! {
        <div class="heap">
            { for (0..ghosts).map(|_| html! { <span class="counter taken" aria-hidden="true"></span> }) }
            if ghosts > 0 { <span class="sr-only">{ format!("{taken} taken in the last move") }</span> }
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

/// A row of pins (or cells) in lines of `LINE` pins: each line has its pins on top and the
/// moves knocking down two neighbours below, each between the two pins it knocks down; a line
/// that the next continues ends with the move joining them and a marker, so a wrapped row still
/// shows which pins are neighbours. Cells down since the board `was` are marked.
fn strip(p: &BoardProps, cells: &[bool], was: &[bool]) -> Html {
    let n = cells.len();
    let lines = (0..n).step_by(LINE).map(|start| {
        let end = (start + LINE).min(n);
        let more = end < n;
        let mut items = Vec::new();
        for i in start..end {
            let j = i - start;
            let place = format!("grid-row: 1; grid-column: {} / span 2;", 2 * j + 1);
            items.push(html! { <span class="strip-cell" style={place}>{ strip_cell(p, cells, was, i) }</span> });
            if i + 1 < n {
                if let Some(m) = find(&p.moves, Spot::Pair { index: i }) {
                    let place = format!("grid-row: 2; grid-column: {} / span 2;", 2 * j + 2);
                    items.push(html! {
                        <span class="strip-cell pair-cell" style={place}>
                            { move_control(p, m, "pair", html! { <span aria-hidden="true">{ "⟷" }</span> },
                                format!("knock down pins {} and {}", i + 1, i + 2)) }
                        </span>
                    });
                }
            }
        }
        if more {
            let place = format!("grid-row: 1; grid-column: {};", 2 * (end - start) + 1);
            items.push(html! { <span class="strip-more" style={place} aria-hidden="true">{ "→" }</span> });
        }
        // Two tracks per pin, and one more for the move and marker joining the next line.
        let tracks = 2 * (end - start) + usize::from(more);
        html! { <div class="strip-line" style={format!("grid-template-columns: repeat({tracks}, var(--half));")}>{ for items }</div> }
    });
    html! { <div class="strip">{ for lines }</div> }
}

/// Cell `i` of a strip: a standing pin (a move, or not), or a fallen one.
fn strip_cell(p: &BoardProps, cells: &[bool], was: &[bool], i: usize) -> Html {
    if cells[i] {
        return match find(&p.moves, Spot::Cell { index: i }) {
            Some(m) => move_control(
                p,
                m,
                "pin",
                html! { <span class="pin-number">{ i + 1 }</span> },
                format!("knock down pin {}", i + 1),
            ),
            None => html! { <span class="pin inert">{ i + 1 }</span> },
        };
    }
    let fresh = was.get(i).copied().unwrap_or(false);
    let name = if fresh {
        format!("pin {} is down, knocked down in the last move", i + 1)
    } else {
        format!("pin {} is down", i + 1)
    };
    html! { <span class={classes!("pin", "gone", fresh.then_some("changed"))} role="img" aria-label={name}>{ "·" }</span> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(r: &[&str]) -> Vec<String> {
        r.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn counters_taken_are_counted_per_heap() {
        let before = Board::Heaps { heaps: vec![3, 4, 5] };
        assert_eq!(taken(Some(&before), 0, 1), 2);
        assert_eq!(taken(Some(&before), 1, 4), 0);
        // A heap that grew (or a board of another kind) shows no ghosts.
        assert_eq!(taken(Some(&before), 2, 6), 0);
        assert_eq!(taken(Some(&Board::Strip { cells: vec![true] }), 0, 1), 0);
        assert_eq!(taken(None, 0, 1), 0);
    }

    #[test]
    fn changed_squares_are_those_whose_character_changed() {
        let now = rows(&["##.", "#.."]);
        let was = rows(&["###", "##."]);
        let changed = changed_squares(&now, Some(&was));
        assert_eq!(changed, HashSet::from([(0, 2), (1, 1)]));
        // A grid of another shape is not compared.
        assert!(changed_squares(&now, Some(&rows(&["##"]))).is_empty());
        assert!(changed_squares(&now, None).is_empty());
    }

    #[test]
    fn the_rows_before_are_read_from_a_grid_or_a_piece() {
        let grid = Board::grid(rows(&["#"]));
        assert_eq!(before_rows(Some(&grid), 0), Some(&rows(&["#"])[..]));
        assert_eq!(before_rows(Some(&grid), 1), None);
        let pieces = Board::Pieces { pieces: vec![rows(&["#"]), rows(&["##"])] };
        assert_eq!(before_rows(Some(&pieces), 1), Some(&rows(&["##"])[..]));
    }
}
