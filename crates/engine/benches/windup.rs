//! Wind-up's labelling (`impartial::loopy::label` on `games::windup::clock_graph`): a clock
//! of n places with |S| moves from each, at the limits the game allows, so that
//! docs/benchmarks.md can state how long the largest clock takes to label. Each benchmark's
//! name gives the clock's edges and its levels (the largest finite value plus 2).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::games::windup::clock_graph;
use engine::impartial::loopy::label;

fn windup(c: &mut Criterion) {
    let wide: Vec<u32> = (1..=16).collect();
    let spread: Vec<u32> = (0..16).map(|i| 1 + i * i * 7 + i).collect();
    for (what, set, places) in [
        ("1,2 on 10^6", vec![1, 2], 1_000_000u32),
        ("1,3 on 10^6", vec![1, 3], 1_000_000),
        ("1..16 on 125000", wide.clone(), 125_000),
        ("16 spread on 125000", spread.clone(), 125_000),
        ("1..16 on 10^4", wide, 10_000),
        ("16 spread on 10^4", spread, 10_000),
    ] {
        let g = clock_graph(&set, places);
        let l = label(&g);
        let finite = l.gamma.iter().filter(|x| !x.infinite).count();
        let top = l.gamma.iter().filter_map(|x| x.value).max().unwrap_or(0);
        let name = format!("windup label {what}: {} edges, {finite} finite, {} levels", g.edge_count(), top + 2);
        c.bench_function(&name, |b| b.iter(|| label(black_box(&g))));
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = windup
}
criterion_main!(benches);
