//! Coloured edges standing on the ground ([`Board::Edges`](engine::board::Board::Edges)), drawn
//! as a person draws them: a ground line, each vertex one layer up per edge of its shortest path
//! down (stalks straight up, trees branching), every edge a thick line in its colour with its
//! letter on it. The engine lays the graph out ([`EdgeGraph::layout`]); [`Canvas`] turns that
//! into canvas units, for the play picture here and the edge editor alike.
//!
//! Each edge that can be cut now is a button lying along it (turned to its direction, as
//! thick as a touch target), with a tag at its middle: the edge's letter and, while moves are
//! shaded, the value the cut reaches and ✓ or ✗ for the mover. The picture scales with the
//! board's width; the buttons keep their size.

use engine::board::{edge_colour, EdgeGraph, GraphLayout, Point};
use engine::MoveReport;
use yew::prelude::*;

use super::{describe, find, marker, move_button_parts, mover_outcome, BoardProps};
use engine::vocab::Spot;

use crate::words::edge_words;

/// Canvas units: room across for one vertex with an edge's label between it and the next,
/// and the height of a layer; both leave 44-unit targets apart at one unit a pixel.
pub const SLOT: f64 = 88.0;
pub const LAYER: f64 = 110.0;
pub const MIN_WIDTH: f64 = 340.0;
/// How far apart the middles of two edges joining the same vertices are, and a loop's radius:
/// a touch target apart.
const BOW: f64 = 44.0;
pub const LOOP: f64 = 22.0;
/// How much of each end of an edge its button leaves free, for the vertex and the edges
/// meeting there.
const END: f64 = 14.0;

/// Where a graph is drawn: a layout in canvas units, the ground line along the bottom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Canvas {
    pub width: f64,
    /// The ground line's height on the canvas.
    pub ground: f64,
    pub height: f64,
}

/// One edge as drawn: its SVG path, the point halfway along it, the direction there (degrees,
/// clockwise from pointing right) and its length (the straight line between its ends).
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeShape {
    pub path: String,
    pub mid: (f64, f64),
    pub angle: f64,
    pub length: f64,
    /// Its start, control point and end: the curve is the quadratic Bézier through them.
    pub at: [(f64, f64); 3],
}

impl EdgeShape {
    /// The point a fraction `t` of the way along the edge (a loop's tags stay on its top).
    pub fn point(&self, t: f64) -> (f64, f64) {
        let [a, c, b] = self.at;
        let u = 1.0 - t;
        (u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0, u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1)
    }
}

/// Where along its edge each tag sits (a fraction of the way): the middle unless that crowds a
/// tag placed before it, then the first of a few points further along either way that does not
/// (the edges of a fork meet at a vertex, so their middles' tags would touch). `sizes` are the
/// tags' widths and heights in canvas units; with no free point, the least crowded is taken.
pub fn tag_places(shapes: &[EdgeShape], sizes: &[(f64, f64)]) -> Vec<f64> {
    const TRIES: [f64; 9] = [0.5, 0.62, 0.38, 0.72, 0.28, 0.8, 0.2, 0.86, 0.14];
    let mut placed: Vec<((f64, f64), (f64, f64))> = Vec::new();
    let mut out = Vec::new();
    for (s, &size) in shapes.iter().zip(sizes) {
        // How far two tags' boxes overlap (0 when apart), over every tag placed so far.
        let crowding = |t: f64| {
            let p = s.point(t);
            placed
                .iter()
                .map(|&(q, qs)| {
                    let dx = (size.0 + qs.0) / 2.0 - (p.0 - q.0).abs();
                    let dy = (size.1 + qs.1) / 2.0 - (p.1 - q.1).abs();
                    dx.max(0.0) * dy.max(0.0)
                })
                .sum::<f64>()
        };
        let loop_edge = s.at[0] == s.at[2];
        let t = if loop_edge {
            0.5
        } else {
            TRIES.iter().copied().find(|&t| crowding(t) == 0.0).unwrap_or_else(|| {
                TRIES.iter().copied().min_by(|a, b| crowding(*a).total_cmp(&crowding(*b))).unwrap_or(0.5)
            })
        };
        placed.push((s.point(t), size));
        out.push(t);
    }
    out
}

impl Canvas {
    pub fn new(layout: &GraphLayout) -> Canvas {
        let width = MIN_WIDTH.max(layout.widest as f64 * SLOT);
        let ground = layout.height as f64 * LAYER + 70.0;
        Canvas { width, ground, height: ground + 34.0 }
    }

    /// A layout point (x across from 0 to 1, height in layers) on the canvas.
    pub fn px(&self, (x, h): Point) -> (f64, f64) {
        (x * self.width, self.ground - h * LAYER)
    }

    /// An edge from `a` to `b` bowing out by `bend` (layout points): a straight line, a curve
    /// for an edge joining the same ends as another, or for a loop (`a == b`) a ring on the
    /// vertex, turned aside by `bend` so that loops on one vertex stand apart.
    pub fn edge(&self, a: Point, b: Point, bend: f64) -> EdgeShape {
        let (a, b) = (self.px(a), self.px(b));
        if a == b {
            let turn = (bend * 65.0).to_radians();
            let (dx, dy) = (turn.sin(), -turn.cos());
            let top = (a.0 + 2.0 * LOOP * dx, a.1 + 2.0 * LOOP * dy);
            return EdgeShape {
                path: format!(
                    "M {} {} A {r} {r} 0 1 1 {} {} A {r} {r} 0 1 1 {} {}",
                    a.0,
                    a.1,
                    top.0,
                    top.1,
                    a.0,
                    a.1,
                    r = LOOP
                ),
                mid: top,
                angle: bend * 65.0,
                length: 2.0 * LOOP,
                at: [top, top, top],
            };
        }
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt().max(1e-9);
        // The control point is twice as far out as the curve's middle.
        let (nx, ny) = (-dy / length * bend * 2.0 * BOW, dx / length * bend * 2.0 * BOW);
        let c = ((a.0 + b.0) / 2.0 + nx, (a.1 + b.1) / 2.0 + ny);
        EdgeShape {
            path: format!("M {} {} Q {} {} {} {}", a.0, a.1, c.0, c.1, b.0, b.1),
            mid: ((a.0 + b.0) / 2.0 + nx / 2.0, (a.1 + b.1) / 2.0 + ny / 2.0),
            angle: dy.atan2(dx).to_degrees(),
            length,
            at: [a, c, b],
        }
    }
}

/// An edge's colour: its CSS stroke and its name ("blue"); an unknown letter is grey.
fn colour(code: char) -> (&'static str, String) {
    edge_colour(code).map_or(("#5a5a5a", code.to_string()), |c| (c.stroke, c.name.to_string()))
}

/// The picture of `edges` with the moves of `p` on the edges they cut.
pub(super) fn edges(p: &BoardProps, edges: &[(usize, usize, char)]) -> Html {
    let graph = EdgeGraph { edges: edges.to_vec() };
    let layout = graph.layout();
    let canvas = Canvas::new(&layout);
    let (w, h) = (canvas.width, canvas.height);
    let shapes: Vec<EdgeShape> = layout.edges.iter().map(|&(a, b, bend)| canvas.edge(a, b, bend)).collect();
    let along = tag_places(&shapes, &vec![(40.0, 40.0); shapes.len()]);
    let lines = edges.iter().zip(&shapes).enumerate().map(|(i, (&(u, v, c), s))| {
        let (stroke, _) = colour(c);
        // The letter's disc sits where the tag does, so the two are one mark.
        let at = s.point(along[i]);
        let (mx, my) = (at.0.to_string(), at.1.to_string());
        html! {
            <g class="edge-line" data-edge={i.to_string()} data-ends={format!("{u}-{v}")} data-colour={c.to_string()}>
                <path d={s.path.clone()} fill="none" stroke={stroke} stroke-width="8" stroke-linecap="round" />
                <circle cx={mx.clone()} cy={my.clone()} r="13" fill="#fff" stroke={stroke} stroke-width="3" />
                <text x={mx} y={my} text-anchor="middle" dominant-baseline="central" font-size="15"
                    font-weight="700" fill="#1b1b1b">{ c.to_ascii_uppercase().to_string() }</text>
            </g>
        }
    });
    let dots = layout.vertices.iter().map(|&(_, x, layer)| {
        let (cx, cy) = canvas.px((x, layer as f64));
        html! { <circle cx={cx.to_string()} cy={cy.to_string()} r="6" fill="#1b1b1b" /> }
    });
    // A tag's size in canvas units, from what it shows (the picture may be drawn at 0.6 of its
    // size while the type keeps its own, so the estimate is generous); a projector's type is
    // half as large again while the picture is held to the screen's height.
    let type_scale = if crate::util::projector() { 1.5 } else { 1.0 };
    let sizes: Vec<(f64, f64)> = (0..edges.len())
        .map(|i| {
            let shown = find(&p.moves, Spot::Edge { index: i })
                .filter(|_| p.shading)
                .map_or(0, |m| marker(m).chars().count() + 1);
            ((30 + 12 * shown) as f64 / 0.75 * type_scale, 40.0 * type_scale)
        })
        .collect();
    let along = tag_places(&shapes, &sizes);
    let controls = edges.iter().zip(&shapes).zip(&along).enumerate().filter_map(|(i, ((e, s), &t))| {
        find(&p.moves, Spot::Edge { index: i }).map(|m| edge_control(p, m, e, s, t, canvas))
    });
    let said: Vec<String> = edges.iter().map(edge_words).collect();
    let summary = if said.is_empty() {
        "nothing stands on the ground".to_string()
    } else {
        format!("standing on the ground: {}", said.join("; "))
    };
    let ground = canvas.ground.to_string();
    html! {
        <div class="edges-scroll">
            <div class="edges-picture" style={format!("--w: {w}px; --aspect: {:.4}", w / h.max(1.0))}>
                <svg viewBox={format!("0 0 {w} {h}")} role="img" aria-label={summary}>
                    <line x1="0" y1={ground.clone()} x2={w.to_string()} y2={ground} stroke="#5a4632" stroke-width="6" />
                    <text x="6" y={(canvas.ground + 24.0).to_string()} font-size="14" fill="#1b1b1b">{ "ground" }</text>
                    { for lines }
                    { for dots }
                </svg>
                { for controls }
            </div>
        </div>
    }
}

/// The button cutting one edge: laid along the edge (as long as it, less its ends, and at
/// least a touch target), its tag upright at the edge's middle. The same data attributes,
/// accessible name and shading as the board's other moves (`move_control`).
fn edge_control(
    p: &BoardProps,
    m: &MoveReport,
    edge: &(usize, usize, char),
    s: &EdgeShape,
    along: f64,
    canvas: Canvas,
) -> Html {
    let outcome = mover_outcome(m);
    let (classes, onclick) = move_button_parts(p, m, &["edge"]);
    let action = format!("cut the {}", edge_words(edge));
    let name = if p.shading { describe(m, &action) } else { action };
    let pct = |a: f64, of: f64| format!("{:.3}%", 100.0 * a / of);
    // The tag moves along the button (a share of the button's own width) to where
    // `tag_places` put it.
    let width = (s.length - 2.0 * END).max(0.0);
    let shift = if width > 0.0 { 100.0 * (along - 0.5) * s.length / width.max(44.0) } else { 0.0 };
    let style = format!(
        "left: {}; top: {}; width: {}; --turn: {:.2}deg; --along: {shift:.2}%",
        pct(s.mid.0, canvas.width),
        pct(s.mid.1, canvas.height),
        pct(width, canvas.width),
        s.angle
    );
    html! {
        <button class={classes} style={style} data-move={m.text.clone()} data-outcome={outcome}
                data-side={m.side.map(|s| s.as_str())} data-value={m.canonical.clone()}
                title={name.clone()} disabled={p.locked} {onclick}>
            // The name begins with what the tag shows, then says it in words (as move_control).
            <span class="edge-tag">
                <span class="edge-letter">{ edge.2.to_ascii_uppercase().to_string() }</span>
                if p.shading { <span class="marker">{ marker(m) }</span> }
            </span>
            <span class="sr-only">{ format!(" {name}") }</span>
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stalk_stands_straight_up_and_its_edges_turn_upwards() {
        let g = EdgeGraph::parse("0-1:b,1-2:r").unwrap();
        let l = g.layout();
        let c = Canvas::new(&l);
        let s: Vec<EdgeShape> = l.edges.iter().map(|&(a, b, bend)| c.edge(a, b, bend)).collect();
        assert_eq!(s[0].mid.0, s[1].mid.0);
        assert!(s[0].mid.1 > s[1].mid.1, "the lower edge is drawn lower");
        assert_eq!(s[0].angle, -90.0);
        assert_eq!(s[0].length, LAYER);
    }

    #[test]
    fn edges_joining_the_same_vertices_have_their_middles_a_target_apart() {
        let g = EdgeGraph::parse("0-1:b,1-2:r,1-2:b,1-2:g,2-2:g,2-2:r").unwrap();
        let l = g.layout();
        let c = Canvas::new(&l);
        let mids: Vec<(f64, f64)> = l.edges.iter().map(|&(a, b, bend)| c.edge(a, b, bend).mid).collect();
        for i in 0..mids.len() {
            for j in i + 1..mids.len() {
                let d = ((mids[i].0 - mids[j].0).powi(2) + (mids[i].1 - mids[j].1).powi(2)).sqrt();
                assert!(d >= 44.0 - 1e-9, "edges {i} and {j}: middles {d} apart");
            }
        }
    }

    #[test]
    fn the_tags_of_a_forks_edges_do_not_overlap() {
        // Two edges up from one vertex, and a third beside them: their middles' tags would touch.
        let g = EdgeGraph::parse("0-1:b,1-2:r,1-3:b,1-4:g,0-5:r").unwrap();
        let l = g.layout();
        let c = Canvas::new(&l);
        let shapes: Vec<EdgeShape> = l.edges.iter().map(|&(a, b, bend)| c.edge(a, b, bend)).collect();
        // A tag with a short value (a letter, a tick and two characters), in canvas units.
        let size = (80.0, 36.0);
        let along = tag_places(&shapes, &vec![size; shapes.len()]);
        let at: Vec<(f64, f64)> = shapes.iter().zip(&along).map(|(s, &t)| s.point(t)).collect();
        for i in 0..at.len() {
            for j in i + 1..at.len() {
                let apart = (at[i].0 - at[j].0).abs() >= size.0 || (at[i].1 - at[j].1).abs() >= size.1;
                assert!(apart, "tags {i} and {j} overlap at {:?} and {:?}", at[i], at[j]);
            }
        }
        // A lone edge keeps its tag in the middle.
        assert_eq!(along[4], 0.5);
        assert_eq!(shapes[0].point(0.5), shapes[0].mid);
    }

    #[test]
    fn edges_are_named_with_their_colour_and_who_cuts_them() {
        assert_eq!(edge_words(&(1, 2, 'r')), "edge 1-2, red (Right's)");
        assert_eq!(edge_words(&(0, 1, 'g')), "edge 0-1, green (either player's)");
        assert_eq!(edge_words(&(3, 3, 'b')), "loop at vertex 3, blue (Left's)");
        assert_eq!(edge_words(&(0, 1, 'y')), "edge 0-1, colour y");
    }
}
