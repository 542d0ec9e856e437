//! A [`Board::Graph`](engine::board::Board::Graph) drawn as its `look` says: laid out in layers
//! as the DAG editor lays out a linked graph, or on a ring as the places of a clock face; chips
//! on their vertices, each vertex's value while move values are shown, and below it one button
//! per slide, named in words. The picture is for the eye; the buttons are the moves (so every
//! target is a plain button of its own).

use engine::board::{Arrangement, GraphLook};
use engine::vocab::{Gamma, Outcome, Spot};
use engine::MoveReport;
use yew::prelude::*;

use super::geometry::{chip_place, distance, edge_path, ring_edge_path, RADIUS, WIDTH};
use super::layout::{layout, ring};
use crate::board::{move_control, BoardProps};

/// The font size of a vertex's value.
const VALUE_FONT: f64 = 14.0;

/// A vertex's value as drawn: its text, where it is anchored and how (SVG's `text-anchor`).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    pub x: f64,
    pub y: f64,
    pub anchor: &'static str,
    /// Centred on `y` (a ring's labels) rather than standing on it.
    pub central: bool,
}

impl Label {
    /// The box the text takes at most: a character of ASCII 0.72 of the font size wide, any
    /// other (∞, ■) the font size. That is above a wide font's average (in headless Chromium's
    /// sans-serif at 14 px, "g=∞{0,1} draw" is 111.5 px wide, estimated 135; "g=12" 38.4,
    /// estimated 40.3). The text is measured so, not in the page, because the picture is cut to
    /// its box before the page has drawn it.
    pub fn bounds(&self) -> (f64, f64, f64, f64) {
        let w: f64 = self.text.chars().map(|c| if c.is_ascii() { 0.72 } else { 1.0 }).sum::<f64>() * VALUE_FONT;
        let (x0, x1) = match self.anchor {
            "start" => (self.x, self.x + w),
            "end" => (self.x - w, self.x),
            _ => (self.x - w / 2.0, self.x + w / 2.0),
        };
        let (y0, y1) = if self.central {
            (self.y - 0.6 * VALUE_FONT, self.y + 0.6 * VALUE_FONT)
        } else {
            (self.y - VALUE_FONT, self.y + 0.3 * VALUE_FONT)
        };
        (x0, y0, x1, y1)
    }
}

/// Where each vertex, its chips and its value are drawn.
pub struct Drawn {
    pub vertices: Vec<(f64, f64)>,
    pub chips: Vec<(f64, f64)>,
    pub labels: Vec<Label>,
}

/// Lays out a graph of `names.len()` vertices: in layers, chips on a vertex's left and its
/// value at its lower right; or on a ring centred at the origin, chips and value outside it,
/// the value written away from the ring.
pub fn place(layout_kind: Arrangement, names: &[String], edges: &[(usize, usize)], values: &[Gamma]) -> Drawn {
    let n = names.len();
    let text = |v: usize| value_label(values.get(v).unwrap_or(&Gamma::finite(0)));
    match layout_kind {
        Arrangement::Layers => {
            let vertices = layout(n, edges);
            let chips = vertices.iter().map(|&(x, y)| chip_place(x, y)).collect();
            let labels = vertices
                .iter()
                .enumerate()
                .map(|(v, &(x, y))| Label {
                    text: text(v),
                    x: x + RADIUS + 4.0,
                    y: y + RADIUS + 2.0,
                    anchor: "start",
                    central: false,
                })
                .collect();
            Drawn { vertices, chips, labels }
        }
        Arrangement::Ring => {
            let vertices = ring(n);
            let out = |&(x, y): &(f64, f64)| {
                let r = distance((x, y), (0.0, 0.0)).max(1e-9);
                (x / r, y / r)
            };
            let chips =
                vertices.iter().map(|p| (p.0 + out(p).0 * (RADIUS + 9.0), p.1 + out(p).1 * (RADIUS + 9.0))).collect();
            let labels = vertices
                .iter()
                .enumerate()
                .map(|(v, p)| {
                    let (ux, uy) = out(p);
                    // Centred only straight above or below the ring: anywhere else a centred
                    // value would reach over its neighbour's.
                    let anchor = if ux > 0.05 {
                        "start"
                    } else if ux < -0.05 {
                        "end"
                    } else {
                        "middle"
                    };
                    let d = RADIUS + 30.0;
                    Label { text: text(v), x: p.0 + ux * d, y: p.1 + uy * d, anchor, central: true }
                })
                .collect();
            Drawn { vertices, chips, labels }
        }
    }
}

/// The picture's box (left, top, width, height): every vertex, chip and value inside it with a
/// margin, so that a small graph is not drawn small in the middle of the editor's wide canvas
/// and no value is cut at its edge. A layered graph keeps at least the margins it has always
/// had (chips on the left, values on the right).
pub fn frame(layout_kind: Arrangement, placed: &Drawn) -> (f64, f64, f64, f64) {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    let mut take = |a: f64, b: f64, c: f64, d: f64| {
        (x0, y0, x1, y1) = (x0.min(a), y0.min(b), x1.max(c), y1.max(d));
    };
    for &(x, y) in &placed.vertices {
        match layout_kind {
            Arrangement::Layers => take(x - RADIUS - 24.0, y - RADIUS - 8.0, x + RADIUS + 56.0, y + RADIUS + 22.0),
            Arrangement::Ring => take(x - RADIUS - 8.0, y - RADIUS - 8.0, x + RADIUS + 8.0, y + RADIUS + 8.0),
        }
    }
    for &(x, y) in &placed.chips {
        take(x - 15.0, y - 15.0, x + 15.0, y + 15.0);
    }
    // The labels' halo (a white stroke 4 wide) and a little air.
    for label in &placed.labels {
        let (a, b, c, d) = label.bounds();
        take(a - 6.0, b - 6.0, c + 6.0, d + 6.0);
    }
    if placed.vertices.is_empty() {
        return (WIDTH / 2.0 - RADIUS - 24.0, 40.0 - RADIUS - 8.0, 2.0 * RADIUS + 80.0, 2.0 * RADIUS + 30.0);
    }
    (x0, y0, x1 - x0, y1 - y0)
}

/// The graph's picture and its moves; `values` are drawn only when `p.shading` is on.
pub fn graph(
    p: &BoardProps,
    names: &[String],
    edges: &[(usize, usize)],
    chips: &[u32],
    values: &[Gamma],
    look: &GraphLook,
) -> Html {
    let placed = place(look.layout, names, edges, values);
    let (left, top, width, height) = frame(look.layout, &placed);
    let at = &placed.vertices;
    let show = p.shading;
    let zero = |v: usize| show && values.get(v).is_some_and(|g| g.value == Some(0));
    let lines = edges.iter().filter(|&&(u, v)| u < at.len() && v < at.len()).map(|&(u, v)| {
        let both = edges.contains(&(v, u));
        let d = match look.layout {
            Arrangement::Layers => edge_path(at[u], at[v], zero(u), zero(v), both),
            Arrangement::Ring => ring_edge_path(at[u], at[v], zero(u), zero(v), both && u > v),
        };
        html! { <path {d} fill="none" stroke="#333" stroke-width="2" marker-end="url(#graph-arrow)" /> }
    });
    let vertices = (0..names.len()).map(|v| {
        let (x, y) = at[v];
        let shape = if zero(v) {
            let a = 0.9 * RADIUS;
            html! {
                <rect x={(x - a).to_string()} y={(y - a).to_string()} width={(2.0 * a).to_string()} height={(2.0 * a).to_string()}
                    style="fill: var(--lose-bg); stroke: var(--lose); stroke-width: 3" stroke-dasharray="6 3" />
            }
        } else if show {
            html! { <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} style="fill: var(--win-bg); stroke: var(--win); stroke-width: 3" /> }
        } else {
            html! { <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} fill="#fff" stroke="#333" stroke-width="2" /> }
        };
        let n = chips.get(v).copied().unwrap_or(0);
        let (cx, cy) = placed.chips[v];
        let label = &placed.labels[v];
        html! {
            <g class="graph-vertex" data-vertex={names[v].clone()} data-chips={n.to_string()}>
                { shape }
                <text x={x.to_string()} y={y.to_string()} text-anchor="middle" dominant-baseline="central"
                    font-size={if names[v].len() <= 2 { "15" } else { "10" }} font-weight="700" fill="#1b1b1b">{ &names[v] }</text>
                if show {
                    <text class="graph-value" x={label.x.to_string()} y={label.y.to_string()} text-anchor={label.anchor}
                        dominant-baseline={if label.central { "central" } else { "auto" }}
                        font-size={VALUE_FONT.to_string()} fill="#1b1b1b" stroke="#fff" stroke-width="4" paint-order="stroke">
                        { label.text.clone() }</text>
                }
                if n > 0 {
                    <circle cx={cx.to_string()} cy={cy.to_string()} r="9" fill="#111" stroke="#fff" stroke-width="2" />
                    if n > 1 {
                        <text x={cx.to_string()} y={cy.to_string()} text-anchor="middle" dominant-baseline="central"
                            font-size="11" font-weight="700" fill="#fff">{ n }</text>
                    }
                }
            </g>
        }
    });
    let slides: Vec<&MoveReport> = p.moves.iter().filter(|m| matches!(m.spot, Spot::Slide { .. })).collect();
    html! {
        <div class="graph-board">
            <svg class="graph-picture" viewBox={format!("{left} {top} {width} {height}")} role="img"
                aria-label={summary(names, edges, chips, look)} style={format!("max-width: {}px", (1.6 * width).round())}>
                <defs>
                    <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                        <path d="M 0 0 L 10 5 L 0 10 z" fill="#333" />
                    </marker>
                </defs>
                { for lines }
                { for vertices }
            </svg>
            <div class="move-list">
                { for slides.into_iter().map(|m| {
                    let words = crate::words::move_words(&p.board, m);
                    move_control(p, m, "listed", html! { <span>{ words.clone() }</span> }, words)
                }) }
            </div>
        </div>
    }
}

/// What a screen reader hears instead of the picture: "a graph of 3 vertices and 2 edges;
/// chips on a, b (2 chips)", a ring saying where its vertices stand.
pub fn summary(names: &[String], edges: &[(usize, usize)], chips: &[u32], look: &GraphLook) -> String {
    let on: Vec<String> = (0..names.len())
        .filter(|&v| chips.get(v).copied().unwrap_or(0) > 0)
        .map(|v| match chips[v] {
            1 => names[v].clone(),
            k => format!("{} ({k} {}s)", names[v], look.piece),
        })
        .collect();
    let shape = match look.layout {
        Arrangement::Layers => String::new(),
        Arrangement::Ring if names.is_empty() => " on a ring".to_string(),
        Arrangement::Ring => format!(" on a ring, {} at the top and the rest clockwise", names[0]),
    };
    format!(
        "a graph of {} and {}{shape}; {}s on {}",
        crate::words::counted(names.len(), "vertex", "vertices"),
        crate::words::counted(edges.len(), "edge", "edges"),
        look.piece,
        if on.is_empty() { "no vertex".to_string() } else { on.join(", ") }
    )
}

/// A vertex's value as text with its outcome's mark, so colour is never the only signal:
/// ■ loses for the player to move, a draw says so.
pub fn value_label(g: &Gamma) -> String {
    match g.outcome() {
        Outcome::P => "g=0 ■".to_string(),
        Outcome::Draw => format!("g={g} draw"),
        _ => format!("g={g}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|v| v.to_string()).collect()
    }

    fn clock() -> GraphLook {
        GraphLook { layout: Arrangement::Ring, piece: "token".into(), slide: "turn the token back".into() }
    }

    /// Inside the picture's box with room to spare, on every side.
    fn inside(b: (f64, f64, f64, f64), frame: (f64, f64, f64, f64)) -> bool {
        let (left, top, width, height) = frame;
        b.0 >= left && b.1 >= top && b.2 <= left + width && b.3 <= top + height
    }

    /// Every value, however wide (∞{0,1} is wider than the 80 px a layered graph once kept for
    /// it), lies inside the picture, on a ring and in layers; so do the vertices and chips.
    #[test]
    fn values_fit_in_the_picture() {
        // No move to 0: a draw, the widest kind of label.
        let wide = Gamma::infinite(vec![1, 2, 3, 4]);
        assert_eq!(value_label(&wide), "g=∞{1,2,3,4} draw");
        for n in [1, 2, 3, 10, 25, 64] {
            let values: Vec<Gamma> = (0..n).map(|v| if v % 2 == 0 { wide.clone() } else { Gamma::finite(0) }).collect();
            let edges: Vec<(usize, usize)> = (1..n).map(|v| (v, v - 1)).collect();
            for kind in [Arrangement::Ring, Arrangement::Layers] {
                let placed = place(kind, &names(n), &edges, &values);
                let frame = frame(kind, &placed);
                for v in 0..n {
                    let label = placed.labels[v].bounds();
                    assert!(inside(label, frame), "{kind:?} {n}: value {v} {label:?} outside {frame:?}");
                    if v % 2 == 0 {
                        assert!(label.2 - label.0 > 14.0 * 10.0, "{label:?} is narrower than its text");
                    }
                    let (x, y) = placed.vertices[v];
                    assert!(
                        inside((x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS), frame),
                        "{kind:?} {n}: vertex {v}"
                    );
                    let (cx, cy) = placed.chips[v];
                    assert!(inside((cx - 11.0, cy - 11.0, cx + 11.0, cy + 11.0), frame), "{kind:?} {n}: chip {v}");
                }
            }
        }
    }

    /// On a ring the chips and values stand outside it, away from the centre, each value clear
    /// of its own vertex and chip.
    #[test]
    fn a_ring_keeps_chips_and_values_outside() {
        let values = vec![Gamma::infinite(vec![0, 1]); 10];
        let placed = place(Arrangement::Ring, &names(10), &[], &values);
        for v in 0..10 {
            let (x, y) = placed.vertices[v];
            let r = distance((x, y), (0.0, 0.0));
            assert!(distance(placed.chips[v], (0.0, 0.0)) > r + RADIUS, "chip {v}");
            let (a, b, c, d) = placed.labels[v].bounds();
            let nearest = (x.clamp(a, c), y.clamp(b, d));
            assert!(distance(nearest, (x, y)) > RADIUS, "value {v} on its vertex");
            let (cx, cy) = placed.chips[v];
            let nearest = (cx.clamp(a, c), cy.clamp(b, d));
            assert!(distance(nearest, (cx, cy)) > 9.0, "value {v} on its chip");
        }
        assert_eq!(placed.labels[0].anchor, "middle");
        assert_eq!(placed.labels[2].anchor, "start");
        assert_eq!(placed.labels[8].anchor, "end");
    }

    /// On clocks of up to 30 places, no value, even a wide one, covers another value, a
    /// place or a token. (On larger ones, values near the top and bottom of the ring, written
    /// across, come closer than a line's height: not drawn apart yet.)
    #[test]
    fn a_rings_values_stand_clear() {
        let overlap =
            |a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)| a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3;
        let touches = |a: (f64, f64, f64, f64), (x, y): (f64, f64), r: f64| {
            distance((x.clamp(a.0, a.2), y.clamp(a.1, a.3)), (x, y)) < r
        };
        for n in 2..=30 {
            let values = vec![Gamma::infinite(vec![1, 2]); n];
            assert_eq!(value_label(&values[0]), "g=∞{1,2} draw");
            let placed = place(Arrangement::Ring, &names(n), &[], &values);
            for v in 0..n {
                let mine = placed.labels[v].bounds();
                for w in 0..n {
                    assert!(w == v || !overlap(mine, placed.labels[w].bounds()), "{n}: values {v} and {w} overlap");
                    assert!(!touches(mine, placed.vertices[w], RADIUS), "{n}: value {v} covers place {w}");
                    assert!(!touches(mine, placed.chips[w], 10.0), "{n}: value {v} covers the token of {w}");
                }
            }
        }
    }

    #[test]
    fn the_summary_says_the_pieces_and_the_ring() {
        let look = clock();
        assert_eq!(
            summary(&names(10), &[(1, 0), (2, 1)], &[0, 0, 0, 1, 2, 0, 0, 0, 0, 0], &look),
            "a graph of 10 vertices and 2 edges on a ring, 0 at the top and the rest clockwise; tokens on 3, 4 (2 tokens)"
        );
        let chips = GraphLook::default();
        assert_eq!(
            summary(&["a".into(), "b".into()], &[(0, 1)], &[1, 0], &chips),
            "a graph of 2 vertices and 1 edge; chips on a"
        );
    }
}
