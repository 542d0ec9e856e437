//! Where the vertices of a graph opened from a link are drawn: in layers, top to bottom, or on
//! a ring like the places of a clock face.

use std::collections::HashMap;

use super::geometry::{clamp_point, WIDTH};

/// Vertical distance between layers when a graph is laid out.
const ROW: f64 = 90.0;
/// At most this many vertices side by side when a graph is laid out.
pub const PER_ROW: usize = 9;

/// Places the vertices of a graph in layers: a vertex sits one layer below its deepest
/// predecessor; within a layer vertices are ordered by their predecessors' places, and
/// alternate layers are shifted so that edges skipping a layer do not run through a vertex.
pub fn layout(n: usize, edges: &[(usize, usize)]) -> Vec<(f64, f64)> {
    // Edges back up a cycle (and loops) are left out of the layering, so a cycle is drawn
    // down the page with one edge returning up it.
    let back = back_edges(n, edges);
    let forward: Vec<(usize, usize)> = edges.iter().enumerate().filter(|(i, _)| !back[*i]).map(|(_, &e)| e).collect();
    let edges = forward.as_slice();
    let mut depth = vec![0usize; n];
    for _ in 0..n {
        let mut changed = false;
        for &(u, v) in edges {
            if depth[v] < depth[u] + 1 {
                depth[v] = depth[u] + 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let layers = depth.iter().copied().max().map_or(0, |d| d + 1);
    let mut place = vec![(0.0, 0.0); n];
    let mut y = 50.0;
    for d in 0..layers {
        let mut layer: Vec<usize> = (0..n).filter(|&v| depth[v] == d).collect();
        let key = |v: usize| -> f64 {
            let xs: Vec<f64> = edges.iter().filter(|e| e.1 == v).map(|e| place[e.0].0).collect();
            if xs.is_empty() {
                WIDTH / 2.0
            } else {
                xs.iter().sum::<f64>() / xs.len() as f64
            }
        };
        if d > 0 {
            let keys: HashMap<usize, f64> = layer.iter().map(|&v| (v, key(v))).collect();
            layer.sort_by(|a, b| keys[a].total_cmp(&keys[b]));
        }
        for chunk in layer.chunks(PER_ROW) {
            let gap = (WIDTH - 40.0) / (chunk.len() + 1) as f64;
            let shift = if d % 2 == 1 { gap / 4.0 } else { -gap / 4.0 };
            for (i, &v) in chunk.iter().enumerate() {
                place[v] = clamp_point(20.0 + gap * (i + 1) as f64 + shift, y);
            }
            y += ROW;
        }
    }
    place
}

/// The least distance between the centres of neighbours on a ring: two vertices with an edge
/// and its arrowhead between them.
const RING_GAP: f64 = 72.0;
/// The least radius of a ring, so that two or three vertices still make a circle with room for
/// their edges inside it.
const RING_MIN: f64 = 70.0;

/// The radius of a ring of `n` vertices: neighbours [`RING_GAP`] apart.
pub fn ring_radius(n: usize) -> f64 {
    if n < 2 {
        return RING_MIN;
    }
    (RING_GAP / 2.0 / (std::f64::consts::PI / n as f64).sin()).max(RING_MIN)
}

/// Places `n` vertices on a circle centred at the origin, in index order as the places of a
/// clock face: vertex 0 at the top, the rest clockwise (y grows down the page).
pub fn ring(n: usize) -> Vec<(f64, f64)> {
    let r = ring_radius(n);
    (0..n)
        .map(|v| {
            let a = std::f64::consts::TAU * v as f64 / n as f64;
            (r * a.sin(), -r * a.cos())
        })
        .collect()
}

/// Which edges return to a vertex still open in a depth-first search from the vertices in
/// order: leaving them out leaves a graph without cycles.
fn back_edges(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &(u, _)) in edges.iter().enumerate() {
        out[u].push(i);
    }
    // 0 unseen, 1 open, 2 done.
    let mut state = vec![0u8; n];
    let mut back = vec![false; edges.len()];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        state[root] = 1;
        let mut stack = vec![(root, 0usize)];
        while let Some(&mut (u, ref mut next)) = stack.last_mut() {
            if let Some(&i) = out[u].get(*next) {
                *next += 1;
                let v = edges[i].1;
                match state[v] {
                    0 => {
                        state[v] = 1;
                        stack.push((v, 0));
                    }
                    1 => back[i] = true,
                    _ => {}
                }
            } else {
                state[u] = 2;
                stack.pop();
            }
        }
    }
    back
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::geometry::{distance, RADIUS};

    #[test]
    fn a_vertex_sits_below_its_deepest_predecessor() {
        // a>b, b>c, a>c: c is two layers down although a>c skips one.
        let places = layout(3, &[(0, 1), (1, 2), (0, 2)]);
        assert!(places[0].1 < places[1].1 && places[1].1 < places[2].1, "{places:?}");
        assert_eq!(places[1].1 - places[0].1, ROW);
        assert_eq!(places[2].1 - places[1].1, ROW);
        // Vertices without edges share the first layer.
        let places = layout(3, &[]);
        assert!(places.iter().all(|p| p.1 == places[0].1), "{places:?}");
    }

    #[test]
    fn a_wide_layer_is_cut_into_rows_and_no_two_vertices_overlap() {
        let n = 2 * PER_ROW + 3;
        // One root with n - 1 successors: the successors take three rows.
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
        let places = layout(n, &edges);
        let mut ys: Vec<u64> = places[1..].iter().map(|p| p.1.to_bits()).collect();
        ys.sort_unstable();
        ys.dedup();
        assert_eq!(ys.len(), 3);
        for i in 0..n {
            assert_eq!(clamp_point(places[i].0, places[i].1), places[i], "vertex {i} outside the canvas");
            for j in 0..i {
                assert!(distance(places[i], places[j]) > 2.0 * RADIUS, "vertices {i} and {j} overlap: {places:?}");
            }
        }
    }

    #[test]
    fn a_cycle_is_laid_down_the_page() {
        // a>b>c>a and a loop on c: a, b and c take three layers.
        let places = layout(3, &[(0, 1), (1, 2), (2, 0), (2, 2)]);
        assert!(places[0].1 < places[1].1 && places[1].1 < places[2].1, "{places:?}");
        assert_eq!(back_edges(3, &[(0, 1), (1, 2), (2, 0), (2, 2)]), [false, false, true, true]);
    }

    /// A clock face: every place as far from the centre as the others, 0 straight above it,
    /// each next place further clockwise (the angle from the top, measured clockwise on a page
    /// whose y grows downwards, increases), and neighbours apart.
    #[test]
    fn a_ring_is_a_clock_face() {
        for n in [2, 3, 10, 12, 64] {
            let places = ring(n);
            let centre = (
                places.iter().map(|p| p.0).sum::<f64>() / n as f64,
                places.iter().map(|p| p.1).sum::<f64>() / n as f64,
            );
            let r = distance(places[0], centre);
            assert!(r >= 2.0 * RADIUS, "{n}: radius {r}");
            assert!(places.iter().all(|&p| (distance(p, centre) - r).abs() < 1e-9), "{n}: {places:?}");
            assert!((places[0].0 - centre.0).abs() < 1e-9 && places[0].1 < centre.1, "{n}: 0 is not at the top");
            let angle = |p: (f64, f64)| {
                let a = (p.0 - centre.0).atan2(centre.1 - p.1).rem_euclid(std::f64::consts::TAU);
                // Straight up, a hair to the left of the centre, is the top, not a full turn.
                if std::f64::consts::TAU - a < 1e-9 {
                    0.0
                } else {
                    a
                }
            };
            for v in 1..n {
                assert!(angle(places[v]) > angle(places[v - 1]) + 1e-9, "{n}: {v} is not clockwise of {}", v - 1);
                assert!(distance(places[v], places[v - 1]) > 2.0 * RADIUS + 20.0, "{n}: {v} too near {}", v - 1);
            }
        }
        // A clock of 4: 0 at 12 o'clock, 1 at 3, 2 at 6, 3 at 9.
        let four: Vec<(i64, i64)> = ring(4).iter().map(|p| (p.0.round() as i64, p.1.round() as i64)).collect();
        let r = ring_radius(4).round() as i64;
        assert_eq!(four, [(0, -r), (r, 0), (0, r), (-r, 0)]);
    }

    #[test]
    fn a_layer_follows_its_predecessors_order() {
        // a and b on top; d under b, c under a: c is drawn left of d.
        let places = layout(4, &[(0, 2), (1, 3)]);
        assert!(places[0].0 < places[1].0);
        assert!(places[2].0 < places[3].0, "{places:?}");
    }
}
