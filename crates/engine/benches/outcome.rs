//! The outcome search on empty Domineering rectangles, each side to move, straight for the
//! proof and stopping at the first winning move: the per-node
//! cost and the node counts behind docs/benchmarks.md's comparison with Obsequi.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::partizan::Limits;
use engine::vocab::Side;

fn outcome(c: &mut Criterion) {
    let game = engine::lookup("domineering").expect("Domineering");
    let limits = Limits { first_win: true, ..Limits::default() };
    for board in ["6x6", "7x6"] {
        for side in [Side::Left, Side::Right] {
            let r = game.search_outcome(board, side, &limits, &mut |_| true).expect("a search");
            let name = format!("domineering outcome {board} {} to move ({} nodes)", side.as_str(), r.nodes);
            c.bench_function(&name, |b| {
                b.iter(|| game.search_outcome(black_box(board), side, &limits, &mut |_| true).expect("a search"))
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = outcome
}
criterion_main!(benches);
