//! Northcott's game: retrograde analysis of whole boards (every arrangement of the chips in one
//! order, either side to move), the work behind `MAX_RETRO_STATES`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::games::northcott::Space;

fn northcott(c: &mut Criterion) {
    for (cols, rows) in [(8, 2), (8, 3), (7, 4), (8, 4), (9, 4)] {
        let board = vec![(1, 2); rows];
        let space = Space::within(cols, &board, usize::MAX).expect("a board");
        let name = format!("northcott retrograde {rows} rows x {cols} columns ({} states)", space.states);
        c.bench_function(&name, |b| b.iter(|| black_box(&space).analyse()));
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = northcott
}
criterion_main!(benches);
