//! The generalized Sprague–Grundy labelling (`impartial::loopy::label`) on random digraphs of
//! 10^6 vertices, cycles allowed, beside one retrograde analysis (`retrograde`: P, N and draws,
//! a single linear pass) on the same graph, so that docs/benchmarks.md can state the
//! labelling's cost as a ratio to a linear pass. Each graph's levels (the largest finite value
//! plus 2: the labelling makes one pass over the vertices still unlabelled per level) are
//! printed in the benchmark's name.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::impartial::loopy::{label, retrograde, Digraph};

/// A digraph of `n` vertices where each vertex gets between 0 and 2 `degree` edges (so
/// `degree` on average, and about one vertex in 2 `degree` + 1 a dead end: without dead ends
/// every vertex is ∞ and the labelling stops after one level) to vertices drawn uniformly (a
/// xorshift stream from `seed`, so every run draws the same graph); with `forward`, edges
/// only run to the next 64 indices (acyclic, and deeper in values).
fn random(n: usize, degree: usize, forward: bool, seed: u64) -> Digraph {
    let mut x = seed;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut edges = Vec::with_capacity(n * degree);
    for u in 0..n {
        let out = (next() % (2 * degree as u64 + 1)) as usize;
        for _ in 0..out {
            let v = if forward {
                if u + 1 == n {
                    continue;
                }
                u + 1 + (next() % (n - u - 1).min(64) as u64) as usize
            } else {
                (next() % n as u64) as usize
            };
            edges.push((u as u32, v as u32));
        }
    }
    Digraph::from_edges(n, &edges)
}

fn loopy(c: &mut Criterion) {
    let n = 1_000_000;
    for (what, degree, forward) in [("sparse", 2, false), ("dense", 8, false), ("acyclic-local", 4, true)] {
        let g = random(n, degree, forward, 0x9e37_79b9_7f4a_7c15);
        let l = label(&g);
        let finite = l.gamma.iter().filter(|x| !x.infinite).count();
        let top = l.gamma.iter().filter_map(|x| x.value).max().unwrap_or(0);
        let name = format!(
            "loopy label {what}: {} vertices, {} edges, {finite} finite, values up to {top} ({} levels)",
            g.len(),
            g.edge_count(),
            top + 2
        );
        c.bench_function(&name, |b| b.iter(|| label(black_box(&g))));
        c.bench_function(&format!("loopy retrograde {what}"), |b| b.iter(|| retrograde(black_box(&g))));
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = loopy
}
criterion_main!(benches);
