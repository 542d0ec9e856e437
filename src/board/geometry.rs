//! The DAG editor's canvas geometry: its size in its own units, where vertices and chips sit,
//! where edges meet a vertex's outline, and a pointer's place in canvas units.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The canvas width in its own units (it is scaled to fit the page).
pub const WIDTH: f64 = 720.0;
pub const MIN_HEIGHT: f64 = 420.0;
pub const RADIUS: f64 = 20.0;

/// Keeps a vertex's centre inside the canvas (room for its chip on the left, its value on the
/// right).
pub fn clamp_point(x: f64, y: f64) -> (f64, f64) {
    (x.clamp(RADIUS + 24.0, WIDTH - RADIUS - 40.0), y.max(RADIUS + 14.0))
}

/// Where the chips of a vertex centred at (x, y) are drawn.
pub fn chip_place(x: f64, y: f64) -> (f64, f64) {
    (x - RADIUS - 9.0, y)
}

pub fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// A pointer's place in canvas units.
pub fn canvas_point(svg: &NodeRef, e: &MouseEvent, height: f64) -> Option<(f64, f64)> {
    let el = svg.cast::<web_sys::Element>()?;
    let method: js_sys::Function = js_sys::Reflect::get(&el, &"getBoundingClientRect".into()).ok()?.dyn_into().ok()?;
    let rect = method.call0(&el).ok()?;
    let get = |key: &str| js_sys::Reflect::get(&rect, &key.into()).ok().and_then(|v| v.as_f64());
    let (left, top, width, h) = (get("left")?, get("top")?, get("width")?, get("height")?);
    if width <= 0.0 || h <= 0.0 {
        return None;
    }
    Some(((e.client_x() as f64 - left) * WIDTH / width, (e.client_y() as f64 - top) * height / h))
}

/// Where an edge leaves or enters a vertex drawn as a circle, or as a square (value 0).
pub fn border(from: (f64, f64), to: (f64, f64), square: bool, extra: f64) -> (f64, f64) {
    let d = distance(from, to).max(1e-9);
    let (ux, uy) = ((to.0 - from.0) / d, (to.1 - from.1) / d);
    let r = if square { 0.9 * RADIUS / ux.abs().max(uy.abs()).max(1e-9) } else { RADIUS };
    (from.0 + ux * (r + extra), from.1 + uy * (r + extra))
}

/// The SVG path of an edge from a vertex centred at `from` to one at `to` (squares where
/// `*_square`): a straight line; a curve bent to its right when the opposite edge is drawn too
/// (`bent`), so that the two are drawn apart; a loop above the vertex when both are one.
pub fn edge_path(from: (f64, f64), to: (f64, f64), from_square: bool, to_square: bool, bent: bool) -> String {
    if distance(from, to) < 1e-9 {
        let (x, y) = from;
        let top = y - if from_square { 0.9 * RADIUS } else { RADIUS };
        return format!(
            "M {} {} C {} {} {} {} {} {}",
            x - 8.0,
            top + 2.0,
            x - 30.0,
            top - 44.0,
            x + 30.0,
            top - 44.0,
            x + 8.0,
            top - 1.0
        );
    }
    if !bent {
        let a = border(from, to, from_square, 0.0);
        let b = border(to, from, to_square, 3.0);
        return format!("M {} {} L {} {}", a.0, a.1, b.0, b.1);
    }
    let d = distance(from, to);
    let (nx, ny) = ((to.1 - from.1) / d, -(to.0 - from.0) / d);
    let bend = (0.18 * d).clamp(14.0, 40.0);
    let control = ((from.0 + to.0) / 2.0 - nx * bend, (from.1 + to.1) / 2.0 - ny * bend);
    let a = border(from, control, from_square, 0.0);
    let b = border(to, control, to_square, 3.0);
    format!("M {} {} Q {} {} {} {}", a.0, a.1, control.0, control.1, b.0, b.1)
}

/// The SVG path of an edge between two vertices of a ring centred at the origin (squares where
/// `*_square`): a curve bowed towards the centre, so that edges between near places do not run
/// along the ring over the places' chips and values, bowed further when it is the second of two
/// opposite edges (`second`), so the two are drawn apart. A diameter has no inward side: it is
/// bent to its right, as two opposite edges elsewhere are, and a loop is drawn above its vertex.
pub fn ring_edge_path(from: (f64, f64), to: (f64, f64), from_square: bool, to_square: bool, second: bool) -> String {
    let d = distance(from, to);
    let mid = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
    let off = distance(mid, (0.0, 0.0));
    if d < 1e-9 || off < 1.0 {
        return edge_path(from, to, from_square, to_square, true);
    }
    let mut bow = (0.12 * d).clamp(8.0, 28.0);
    if second {
        bow += (0.12 * d).clamp(12.0, 28.0);
    }
    let control = (mid.0 - mid.0 / off * bow, mid.1 - mid.1 / off * bow);
    let a = border(from, control, from_square, 0.0);
    let b = border(to, control, to_square, 3.0);
    format!("M {} {} Q {} {} {} {}", a.0, a.1, control.0, control.1, b.0, b.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_kept_inside_the_canvas() {
        assert_eq!(clamp_point(0.0, 0.0), (RADIUS + 24.0, RADIUS + 14.0));
        assert_eq!(clamp_point(WIDTH * 2.0, 100.0), (WIDTH - RADIUS - 40.0, 100.0));
        assert_eq!(clamp_point(300.0, 200.0), (300.0, 200.0));
    }

    #[test]
    fn edges_meet_a_circle_on_its_radius_and_a_square_on_its_side() {
        let near = |a: (f64, f64), b: (f64, f64)| distance(a, b) < 1e-9;
        // A circle: RADIUS away from the centre, towards the other end.
        assert!(near(border((100.0, 100.0), (200.0, 100.0), false, 0.0), (100.0 + RADIUS, 100.0)));
        assert!(near(border((100.0, 100.0), (100.0, 0.0), false, 3.0), (100.0, 100.0 - RADIUS - 3.0)));
        // A square of half side 0.9 RADIUS: straight out, the side; diagonally, the corner.
        assert!(near(border((0.0, 0.0), (50.0, 0.0), true, 0.0), (0.9 * RADIUS, 0.0)));
        assert!(near(border((0.0, 0.0), (50.0, 50.0), true, 0.0), (0.9 * RADIUS, 0.9 * RADIUS)));
        // Both ends at one point: no division by zero.
        let p = border((5.0, 5.0), (5.0, 5.0), false, 0.0);
        assert!(p.0.is_finite() && p.1.is_finite());
    }

    /// Two opposite edges bend to opposite sides, so they are drawn apart; a loop stays above
    /// its vertex.
    #[test]
    fn opposite_edges_are_drawn_apart_and_a_loop_above() {
        let control = |p: &str| -> (f64, f64) {
            let n: Vec<f64> = p.split(' ').filter_map(|t| t.parse().ok()).collect();
            (n[2], n[3])
        };
        let there = edge_path((100.0, 100.0), (300.0, 100.0), false, false, true);
        let back = edge_path((300.0, 100.0), (100.0, 100.0), false, false, true);
        assert!(there.contains('Q') && back.contains('Q'));
        let (a, b) = (control(&there), control(&back));
        assert!((a.1 - 100.0) * (b.1 - 100.0) < 0.0, "{there} / {back}");
        assert!(edge_path((100.0, 100.0), (300.0, 100.0), false, false, false).contains('L'));
        let looped = edge_path((100.0, 100.0), (100.0, 100.0), false, false, false);
        let ys: Vec<f64> = looped.split(' ').filter_map(|t| t.parse().ok()).skip(1).step_by(2).collect();
        assert!(ys.iter().all(|&y| y < 100.0 - RADIUS + 3.0), "{looped}");
    }

    /// On a ring, an edge bows towards the centre, the second of two opposite edges further;
    /// a diameter bends to its right, so that its opposite edge is drawn apart from it.
    #[test]
    fn ring_edges_bow_inwards() {
        let numbers = |p: &str| -> Vec<f64> { p.split(' ').filter_map(|t| t.parse().ok()).collect() };
        let (a, b) = ((100.0, 0.0), (0.0, 100.0));
        let first = numbers(&ring_edge_path(a, b, false, false, false));
        let second = numbers(&ring_edge_path(b, a, false, false, true));
        let near = |n: &[f64]| distance((n[2], n[3]), (0.0, 0.0));
        let chord = distance((50.0, 50.0), (0.0, 0.0));
        assert!(near(&first) < chord && near(&second) < near(&first), "{first:?} / {second:?}");
        // The ends sit on the two vertices' outlines.
        assert!((distance((first[0], first[1]), a) - RADIUS).abs() < 1e-9);
        assert!((distance((first[4], first[5]), b) - RADIUS - 3.0).abs() < 1e-9);
        let down = numbers(&ring_edge_path((0.0, -100.0), (0.0, 100.0), false, false, false));
        let up = numbers(&ring_edge_path((0.0, 100.0), (0.0, -100.0), false, false, true));
        assert!(down[2] * up[2] < 0.0, "{down:?} / {up:?}");
    }

    #[test]
    fn chips_sit_left_of_their_vertex() {
        assert_eq!(chip_place(100.0, 50.0), (100.0 - RADIUS - 9.0, 50.0));
        assert_eq!(distance((0.0, 0.0), (3.0, 4.0)), 5.0);
    }
}
