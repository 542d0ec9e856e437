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
use super::layout::{layout, ring, ring_radius};
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
    /// The font size, in the picture's units.
    pub font: f64,
    /// A line from the vertex's side out to a value moved away from it (x0, y0, x1, y1), so
    /// that it is still read as that vertex's.
    pub leader: Option<(f64, f64, f64, f64)>,
}

/// A box: left, top, right, bottom.
pub type Box4 = (f64, f64, f64, f64);

impl Label {
    /// The box the text takes at most: a character of ASCII 0.72 of the font size wide, any
    /// other (∞, ■) the font size. That is above a wide font's average (in headless Chromium's
    /// sans-serif at 14 px, "g=∞{0,1} draw" is 111.5 px wide, estimated 135; "g=12" 38.4,
    /// estimated 40.3). The text is measured so, not in the page, because the picture is cut to
    /// its box before the page has drawn it.
    pub fn bounds(&self) -> Box4 {
        let w: f64 = self.text.chars().map(|c| if c.is_ascii() { 0.72 } else { 1.0 }).sum::<f64>() * self.font;
        let (x0, x1) = match self.anchor {
            "start" => (self.x, self.x + w),
            "end" => (self.x - w, self.x),
            _ => (self.x - w / 2.0, self.x + w / 2.0),
        };
        let (y0, y1) = if self.central {
            (self.y - 0.6 * self.font, self.y + 0.6 * self.font)
        } else {
            (self.y - self.font, self.y + 0.3 * self.font)
        };
        (x0, y0, x1, y1)
    }
}

/// Whether two boxes come closer than `gap`.
pub fn overlap(a: Box4, b: Box4, gap: f64) -> bool {
    a.0 < b.2 + gap && b.0 < a.2 + gap && a.1 < b.3 + gap && b.1 < a.3 + gap
}

/// Whether a box comes within `r` of a point (a circle of radius `r` there).
pub fn touches(a: Box4, (x, y): (f64, f64), r: f64) -> bool {
    distance((x.clamp(a.0, a.2), y.clamp(a.1, a.3)), (x, y)) < r
}

/// The font size of a ring's values: [`VALUE_FONT`] up to [`RING_FONT_FROM`] places, and
/// beyond in proportion to the ring's radius, so that a large clock drawn at the width of a
/// smaller one (the picture is scaled to the page) shows its values as large as that one does.
pub fn ring_font(n: usize) -> f64 {
    VALUE_FONT * (ring_radius(n) / ring_radius(RING_FONT_FROM)).max(1.0)
}

/// The ring from which values grow with it (see [`ring_font`]).
const RING_FONT_FROM: usize = 30;
/// How far a ring's value moves out along its spoke at each try, until it is clear.
const RING_STEP: f64 = 3.0;

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
                    font: VALUE_FONT,
                    leader: None,
                })
                .collect();
            Drawn { vertices, chips, labels }
        }
        Arrangement::Ring => {
            let vertices = ring(n);
            let chips: Vec<(f64, f64)> = vertices.iter().map(|&p| along(p, RADIUS + 9.0)).collect();
            let labels = ring_labels(&vertices, &chips, (0..n).map(text).collect());
            Drawn { vertices, chips, labels }
        }
    }
}

/// The unit vector from a ring's centre (the origin) out through `p`.
fn outward((x, y): (f64, f64)) -> (f64, f64) {
    let r = distance((x, y), (0.0, 0.0)).max(1e-9);
    (x / r, y / r)
}

/// The point `d` out from `p` along its spoke.
fn along(p: (f64, f64), d: f64) -> (f64, f64) {
    let (ux, uy) = outward(p);
    (p.0 + ux * d, p.1 + uy * d)
}

/// A ring's values, each outside its vertex and token along its spoke, none over another value,
/// a vertex or a token. Values written across meet only near the top and bottom, where the
/// spokes are nearly upright: the values beside the ring are placed first, then the rest in
/// order of how upright their spoke is, each moved out along its spoke (with a leader line
/// back to its vertex) until it is clear of everything placed before it.
fn ring_labels(vertices: &[(f64, f64)], chips: &[(f64, f64)], texts: Vec<String>) -> Vec<Label> {
    let n = vertices.len();
    let font = ring_font(n);
    // Just clear of the token (out to RADIUS + 18) at the font of a small ring, and as much
    // further as a larger font's half height.
    let base = RADIUS + 30.0 + 0.6 * (font - VALUE_FONT);
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| outward(vertices[a]).1.abs().total_cmp(&outward(vertices[b]).1.abs()).then(a.cmp(&b)));
    let mut placed: Vec<Option<Label>> = vec![None; n];
    let mut taken: Vec<Box4> = Vec::with_capacity(n);
    for v in order {
        let p = vertices[v];
        let (ux, _) = outward(p);
        // Centred only straight above or below the ring: anywhere else a centred value would
        // reach over its neighbour's.
        let anchor = if ux > 0.05 {
            "start"
        } else if ux < -0.05 {
            "end"
        } else {
            "middle"
        };
        let clear = |b: Box4| {
            !taken.iter().any(|&t| overlap(b, t, 2.0))
                && !vertices.iter().any(|&c| touches(b, c, RADIUS + 2.0))
                && !chips.iter().any(|&c| touches(b, c, 11.0))
        };
        let mut d = base;
        let label = loop {
            let (x, y) = along(p, d);
            let label = Label { text: texts[v].clone(), x, y, anchor, central: true, font, leader: None };
            // Every value is clear within a few hundred steps (each step moves it past at most
            // the values placed so far); the bound only keeps a wrong estimate from looping.
            if clear(label.bounds()) || d > base + 400.0 * RING_STEP {
                break label;
            }
            d += RING_STEP;
        };
        taken.push(label.bounds());
        let leader = (d > base).then(|| {
            let (a, b) = (along(p, RADIUS + 19.0), along(p, d - 0.6 * font));
            (a.0, a.1, b.0, b.1)
        });
        placed[v] = Some(Label { leader, ..label });
    }
    placed.into_iter().map(|l| l.expect("every vertex's value is placed")).collect()
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
    let slides: Vec<&MoveReport> = p.moves.iter().filter(|m| matches!(m.spot, Spot::Slide { .. })).collect();
    html! {
        <div class="graph-board">
            <GraphPicture names={names.to_vec()} edges={edges.to_vec()} chips={chips.to_vec()} values={values.to_vec()}
                look={look.clone()} show={p.shading} />
            <div class="move-list">
                { for slides.into_iter().map(|m| {
                    let words = crate::words::move_words(&p.board, m);
                    move_control(p, m, "listed", html! { <span>{ words.clone() }</span> }, words)
                }) }
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PictureProps {
    names: Vec<String>,
    edges: Vec<(usize, usize)>,
    chips: Vec<u32>,
    values: Vec<Gamma>,
    look: GraphLook,
    /// Values and the shading of the vertices by them.
    show: bool,
}

/// The picture, and below it, while values are shown, the value of one vertex in the page's own
/// type, chosen in a list or by pointing at or tapping its circle: the picture is scaled to the
/// page, so a large clock's values are small on a phone however they are placed.
#[component]
fn GraphPicture(p: &PictureProps) -> Html {
    let pointed = use_state(|| None::<usize>);
    let (names, edges, values, look) = (&p.names, &p.edges, &p.values, &p.look);
    let placed = place(look.layout, names, edges, values);
    let (left, top, width, height) = frame(look.layout, &placed);
    let at = &placed.vertices;
    let show = p.show;
    let zero = |v: usize| show && values.get(v).is_some_and(|g| g.value == Some(0));
    let lines = edges.iter().filter(|&&(u, v)| u < at.len() && v < at.len()).map(|&(u, v)| {
        let both = edges.contains(&(v, u));
        let d = match look.layout {
            Arrangement::Layers => edge_path(at[u], at[v], zero(u), zero(v), both),
            Arrangement::Ring => ring_edge_path(at[u], at[v], zero(u), zero(v), both && u > v),
        };
        html! { <path {d} fill="none" stroke="#333" stroke-width="2" marker-end="url(#graph-arrow)" /> }
    });
    // A vertex's name in a font as large as its circle and the picture's scale allow: the
    // values grow on a large ring, and so do the names of up to two characters.
    let name_font = |name: &str| match name.chars().count() {
        0..=2 => (15.0 * placed.labels.first().map_or(VALUE_FONT, |l| l.font) / VALUE_FONT).min(22.0),
        _ => 10.0,
    };
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
        let n = p.chips.get(v).copied().unwrap_or(0);
        let (cx, cy) = placed.chips[v];
        let label = &placed.labels[v];
        let point = {
            let pointed = pointed.clone();
            Callback::from(move |_: MouseEvent| pointed.set(Some(v)))
        };
        html! {
            <g class="graph-vertex" data-vertex={names[v].clone()} data-chips={n.to_string()}
                onmouseenter={point.clone()} onclick={point}>
                if show { <title>{ readout(names, values, look, v) }</title> }
                { shape }
                <text x={x.to_string()} y={y.to_string()} text-anchor="middle" dominant-baseline="central"
                    font-size={name_font(&names[v]).to_string()} font-weight="700" fill="#1b1b1b">{ &names[v] }</text>
                if show {
                    if let Some((x0, y0, x1, y1)) = label.leader {
                        <line class="graph-leader" x1={x0.to_string()} y1={y0.to_string()} x2={x1.to_string()} y2={y1.to_string()}
                            stroke="#888" stroke-width="1" />
                    }
                    <text class="graph-value" x={label.x.to_string()} y={label.y.to_string()} text-anchor={label.anchor}
                        dominant-baseline={if label.central { "central" } else { "auto" }}
                        font-size={label.font.to_string()} fill="#1b1b1b" stroke="#fff" stroke-width={(label.font / 3.5).to_string()} paint-order="stroke">
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
    // The vertex pointed at last, else the first with a piece on it, else the first.
    let shown = pointed.filter(|&v| v < names.len()).or_else(|| p.chips.iter().position(|&c| c > 0)).unwrap_or(0);
    let choose = {
        let pointed = pointed.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().selected_index();
            pointed.set(usize::try_from(v).ok());
        })
    };
    let chooser = html! {
        <p class="graph-readout">
            <label>{ "Value at " }
                <select onchange={choose} data-testid="graph-readout-vertex">
                    { for names.iter().enumerate().map(|(v, name)| html! { <option selected={v == shown}>{ name.clone() }</option> }) }
                </select>
            </label>{ " " }
            <span data-testid="graph-readout" aria-live="polite">{ readout(names, values, look, shown) }</span>
        </p>
    };
    html! {
        <>
            <svg class="graph-picture" viewBox={format!("{left} {top} {width} {height}")} role="img"
                aria-label={summary(names, edges, &p.chips, look)} style={format!("max-width: {}px", (1.6 * width).round())}>
                <defs>
                    <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                        <path d="M 0 0 L 10 5 L 0 10 z" fill="#333" />
                    </marker>
                </defs>
                { for lines }
                { for vertices }
            </svg>
            if show && !names.is_empty() { { chooser } }
        </>
    }
}

/// The value of one piece alone on vertex `v`, in words: "a token alone at 17: g=∞{0}, the
/// player to move wins by moving it to a vertex of value 0".
pub fn readout(names: &[String], values: &[Gamma], look: &GraphLook, v: usize) -> String {
    let g = values.get(v).cloned().unwrap_or(Gamma::finite(0));
    let what = match g.outcome() {
        Outcome::P => "the player to move loses".to_string(),
        Outcome::Draw => "a draw: no move reaches a vertex of value 0, and no nimber fits".to_string(),
        _ if g.infinite => format!("the player to move wins by moving the {} to a vertex of value 0", look.piece),
        _ => "the player to move wins".to_string(),
    };
    let name = names.get(v).map_or("", String::as_str);
    format!("A {} alone at {name}: g={g}, {what}.", look.piece)
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

    /// On every ring a board draws (up to the DAG game's 64 vertices, Wind-up's largest drawn
    /// clock), no value's box, even a wide one, meets another value's, a place or a token; all
    /// lie inside the picture. Values far apart on the ring may stand at the same height, so the
    /// boxes themselves are compared, each pair.
    #[test]
    fn a_rings_values_stand_clear() {
        for n in 2..=64 {
            let values = vec![Gamma::infinite(vec![1, 2]); n];
            assert_eq!(value_label(&values[0]), "g=∞{1,2} draw");
            let placed = place(Arrangement::Ring, &names(n), &[], &values);
            let frame = frame(Arrangement::Ring, &placed);
            for v in 0..n {
                let mine = placed.labels[v].bounds();
                assert!(inside(mine, frame), "{n}: value {v} {mine:?} outside {frame:?}");
                for w in 0..n {
                    assert!(
                        w == v || !overlap(mine, placed.labels[w].bounds(), 0.0),
                        "{n}: values {v} and {w} overlap"
                    );
                    assert!(!touches(mine, placed.vertices[w], RADIUS), "{n}: value {v} covers place {w}");
                    assert!(!touches(mine, placed.chips[w], 10.0), "{n}: value {v} covers the token of {w}");
                }
            }
        }
    }

    /// The clocks of the screenshots (12, 31 and 60 places) with every kind of value: wide draws
    /// beside narrow nimbers, as Wind-up gives them. A value moved out along its spoke has a
    /// leader line from its vertex; one left where it stands has none.
    #[test]
    fn mixed_values_stand_clear_with_leaders_where_moved() {
        for n in [12, 31, 60] {
            let values: Vec<Gamma> = (0..n)
                .map(|v| match v % 3 {
                    0 => Gamma::finite(0),
                    1 => Gamma::infinite(vec![0]),
                    _ => Gamma::infinite(vec![1, 2, 3]),
                })
                .collect();
            let placed = place(Arrangement::Ring, &names(n), &[], &values);
            let base = RADIUS + 30.0 + 0.6 * (ring_font(n) - VALUE_FONT);
            for (v, label) in placed.labels.iter().enumerate() {
                for (w, other) in placed.labels.iter().enumerate() {
                    assert!(w == v || !overlap(label.bounds(), other.bounds(), 0.0), "{n}: values {v} and {w} overlap");
                }
                let d = distance(placed.vertices[v], (label.x, label.y));
                assert_eq!(label.leader.is_some(), d > base + 1e-6, "{n}: value {v} at {d} (base {base})");
            }
            // The top and bottom of a large ring are where values move out.
            if n == 60 {
                assert!(placed.labels.iter().any(|l| l.leader.is_some()), "{n}: no value moved");
            }
        }
    }

    /// Up to 30 places values keep the small font; a larger ring's grow with it, so that the
    /// picture scaled to the page shows them as large as a 30-place ring's.
    #[test]
    fn a_large_rings_values_grow_with_it() {
        assert_eq!(ring_font(12), VALUE_FONT);
        assert_eq!(ring_font(30), VALUE_FONT);
        assert!(ring_font(31) > VALUE_FONT);
        let ratio = ring_font(60) / VALUE_FONT;
        assert!((ratio - ring_radius(60) / ring_radius(30)).abs() < 1e-9 && ratio > 1.9, "{ratio}");
        let placed = place(Arrangement::Ring, &names(60), &[], &vec![Gamma::finite(1); 60]);
        assert!(placed.labels.iter().all(|l| l.font == ring_font(60)));
    }

    #[test]
    fn the_readout_says_a_value_in_words() {
        let values = vec![Gamma::finite(0), Gamma::infinite(vec![0]), Gamma::infinite(vec![1]), Gamma::finite(2)];
        let look = clock();
        let said = |v| readout(&names(4), &values, &look, v);
        assert_eq!(said(0), "A token alone at 0: g=0, the player to move loses.");
        assert_eq!(
            said(1),
            "A token alone at 1: g=∞{0}, the player to move wins by moving the token to a vertex of value 0."
        );
        assert_eq!(
            said(2),
            "A token alone at 2: g=∞{1}, a draw: no move reaches a vertex of value 0, and no nimber fits."
        );
        assert_eq!(said(3), "A token alone at 3: g=2, the player to move wins.");
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
