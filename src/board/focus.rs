//! Keyboard focus on a board: one Tab stop per board (a roving target, kept where the user
//! left it), arrow keys between targets, and focus back into the board after a move, though
//! the board is redrawn (or replaced by a placeholder while the worker solves).

use std::cell::{Cell, RefCell};

use wasm_bindgen::JsCast;
use yew::prelude::*;

thread_local! {
    /// A move was just made from a board: once the next board is drawn, focus goes to its
    /// roving target. The board may be replaced by a placeholder while the worker solves, so
    /// this cannot be the component's own state. It holds the key of the board the move was
    /// made on (`data-board`, the position drawn: the page may draw that position once more,
    /// even with other moves, before the new one arrives), or `""` once the new board has focus
    /// on itself, waiting for a move to be possible.
    static PLAYED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The key (`data-move` or `data-cell`) of the target last focused in a board, so the board's
    /// one Tab stop is where the user left it.
    static LAST_FOCUSED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Focus is on a board's target: set when one gets focus, cleared when focus leaves it for
    /// anything (the page's background too). A redraw that takes away the focused target fires
    /// no focusout, so focus found on the page's body while this is set was lost to a redraw
    /// (a board whose number of targets changed, drawn for the other side and then for the new
    /// position), and goes back to the board.
    static HELD: Cell<bool> = const { Cell::new(false) };
}

/// Notes that a move is being made from the board holding the event's target: the board is
/// drawn afresh after it, and focus goes back into it (see `settle`).
pub fn played_from(e: &MouseEvent) {
    let board = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).map(|t| outermost_board(&t));
    let key = board.as_ref().map(board_key).unwrap_or_default();
    PLAYED.with(|f| *f.borrow_mut() = Some(key));
}

/// What tells a board's position from the next: its `data-board` key, else its text.
fn board_key(board: &web_sys::Element) -> String {
    board.get_attribute("data-board").or_else(|| board.text_content()).unwrap_or_default()
}

/// The move targets of a board: every move button, and the tromino board's cell buttons.
const TARGETS: &str = "button.move";

pub(super) fn target_key(el: &web_sys::Element) -> Option<String> {
    el.get_attribute("data-move").or_else(|| el.get_attribute("data-cell"))
}

/// The outermost board holding `el` (a sum's components are boards inside a board; the outer
/// one is the single Tab stop).
pub(super) fn outermost_board(el: &web_sys::Element) -> web_sys::Element {
    let mut top = el.clone();
    while let Some(b) = top.parent_element().and_then(|p| p.closest(".board").ok().flatten()) {
        top = b;
    }
    top
}

pub(super) fn targets(board: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = board.query_selector_all(TARGETS) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect()
}

pub(super) fn enabled(el: &web_sys::HtmlElement) -> bool {
    !el.has_attribute("disabled")
}

/// Roving tabindex: the last focused enabled target (else the first enabled one) is the
/// board's one Tab stop; every other target is reached with the arrow keys. Returns it.
pub(super) fn rove(board: &web_sys::Element) -> Option<web_sys::HtmlElement> {
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
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let active = doc.active_element();
    let idle = active.as_ref().is_none_or(|a| a.tag_name() == "BODY");
    if idle && HELD.with(Cell::get) {
        if let Some(c) = &chosen {
            let _ = c.focus();
            return;
        }
    }
    // No move made from a board, or the board it was made on is still shown.
    if played.is_none() || played.as_deref() == Some(board_key(&board).as_str()) {
        return;
    }
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
pub(super) fn on_focus_in(e: FocusEvent, here: &NodeRef) {
    let Some(board) = here.cast::<web_sys::Element>() else { return };
    let board = outermost_board(&board);
    if let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
        if t.matches(TARGETS).unwrap_or(false) {
            HELD.with(|h| h.set(true));
            LAST_FOCUSED.with(|l| *l.borrow_mut() = target_key(&t));
            rove(&board);
        }
    }
}

pub(super) fn on_focus_out(e: FocusEvent, here: &NodeRef) {
    HELD.with(|h| h.set(false));
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
pub(super) fn nearest(
    all: &[web_sys::HtmlElement],
    from: &web_sys::HtmlElement,
    key: &str,
) -> Option<web_sys::HtmlElement> {
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
pub(super) fn arrow_keys(e: KeyboardEvent, here: &NodeRef) {
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
