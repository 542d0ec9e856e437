//! A [`Board::Vertices`](engine::board::Board::Vertices) drawn: the vertices on a ring with
//! their edges between them, each vertex a square of the board (a button where a move is
//! made, shaded and marked like any square), its name beside it.
//!
//! The edges are one SVG under the vertices, which are HTML buttons placed over it, so each
//! target is a plain button: the board's focus and arrow keys, markers and shading work on
//! them as on a grid's squares.

use engine::board::GridLook;
use engine::vocab::Spot;
use yew::prelude::*;

use super::{face, find, move_control, square_class, BoardProps};

/// Where vertex `v` of `n` is drawn, as fractions of the picture's width and height: a ring
/// starting at the top and going clockwise, one vertex in the middle, two side by side.
pub fn ring(v: usize, n: usize) -> (f64, f64) {
    match n {
        0 | 1 => (0.5, 0.5),
        2 => (0.25 + 0.5 * v as f64, 0.5),
        _ => {
            let a = std::f64::consts::TAU * v as f64 / n as f64;
            (0.5 + 0.4 * a.sin(), 0.5 - 0.4 * a.cos())
        }
    }
}

/// The picture's side in pixels: vertices about 64 px apart round the ring.
fn side(n: usize) -> f64 {
    (64.0 * n as f64 / (0.8 * std::f64::consts::PI)).clamp(200.0, 640.0)
}

pub(super) fn vertices(
    p: &BoardProps,
    names: &[String],
    edges: &[(usize, usize)],
    marks: &str,
    look: &GridLook,
) -> Html {
    let n = names.len();
    let marks: Vec<char> = marks.chars().collect();
    let pct = |f: f64| format!("{:.2}", 100.0 * f);
    let lines = edges.iter().filter(|&&(u, v)| u < n && v < n).map(|&(u, v)| {
        let (a, b) = (ring(u, n), ring(v, n));
        html! { <line x1={pct(a.0)} y1={pct(a.1)} x2={pct(b.0)} y2={pct(b.1)} /> }
    });
    let vertex = |v: usize| {
        let ch = marks.get(v).copied().unwrap_or('.');
        let (x, y) = ring(v, n);
        let style = format!("left: {}%; top: {}%", pct(x), pct(y));
        let what = look.glyph(ch).map(|g| format!(", {}", g.name)).unwrap_or_default();
        let name = format!("vertex {}{what}", names[v]);
        let class =
            format!("sq vertex sq-{}{}", square_class(ch), if look.glyph(ch).is_some() { " glyph" } else { "" });
        let body = match find(&p.moves, Spot::Vertex { index: v }) {
            Some(m) => move_control(p, m, &class, face(look, ch), format!("colour {name}")),
            None => html! { <span class={class} role="img" aria-label={name}>{ face(look, ch) }</span> },
        };
        html! {
            <span class="vertex-at" {style} data-vertex={names[v].clone()}>
                { body }
                <span class="vertex-name" aria-hidden="true">{ &names[v] }</span>
            </span>
        }
    };
    html! {
        <div class="vertex-board" role="group" aria-label={format!("a graph of {} and {}", crate::words::counted(n, "vertex", "vertices"), crate::words::counted(edges.len(), "edge", "edges"))}
             style={format!("--side: {}px", side(n).round())}>
            <svg class="vertex-edges" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
                { for lines }
            </svg>
            { for (0..n).map(vertex) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every vertex is inside the picture and no two share a place.
    #[test]
    fn the_ring_keeps_vertices_apart_and_inside() {
        for n in 1..=40 {
            let places: Vec<(f64, f64)> = (0..n).map(|v| ring(v, n)).collect();
            for (i, a) in places.iter().enumerate() {
                assert!((0.0..=1.0).contains(&a.0) && (0.0..=1.0).contains(&a.1), "{n}: {a:?}");
                for b in &places[i + 1..] {
                    let gap = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() * side(n);
                    assert!(gap > 40.0 || n > 30, "{n} vertices: {gap} px apart");
                }
            }
        }
    }
}
