//! The outcome search on empty Domineering rectangles, each side to move, straight for the
//! proof and stopping at the first winning move: the per-node
//! cost and the node counts behind docs/benchmarks.md's comparison with Obsequi. 8x8 (the
//! board a class plays, about 3 s a search) with Left to move only: by the board's symmetry
//! Right to move on it is the same search.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::partizan::Limits;
use engine::vocab::Side;

fn outcome(c: &mut Criterion) {
    let game = engine::lookup("domineering").expect("Domineering");
    let limits = Limits { first_win: true, ..Limits::default() };
    for (board, sides) in
        [("6x6", &[Side::Left, Side::Right][..]), ("7x6", &[Side::Left, Side::Right]), ("8x8", &[Side::Left])]
    {
        for &side in sides {
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
