//! Heaps of counters, coins on a flight of stairs, and rows of pins.

use engine::vocab::Spot;
use yew::prelude::*;

use super::{find, move_control, BoardProps, LINE};

/// Heaps taller than this are drawn as a list of "take k" buttons instead of counters.
const MAX_DRAWN_HEAP: u64 = 30;

/// A heap of counters, or with `stairs` the coins on step `i + 1` of a flight of stairs.
/// `taken` counters (taken in the last move) are drawn above it as outlined ghosts.
pub(super) fn heap(p: &BoardProps, i: usize, h: u64, stairs: bool, taken: u64) -> Html {
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
pub(super) fn strip(p: &BoardProps, cells: &[bool], was: &[bool]) -> Html {
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
pub(super) fn strip_cell(p: &BoardProps, cells: &[bool], was: &[bool], i: usize) -> Html {
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
