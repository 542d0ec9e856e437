//! The column-jump board streamed to a million rows: every square of a 1 000 000 x 50 board,
//! keeping only the last 51 rows; and a solve of the bottom square (with Grundy values).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::games::tokenboard::{row_values, TokenBoard};
use engine::Game;

fn million_rows(c: &mut Criterion) {
    c.bench_function("tokenboard rows 1e6 x 50", |b| {
        b.iter(|| {
            let mut checksum = 0i64;
            row_values(black_box(1_000_000), black_box(50), |_, vals| checksum += vals[0] as i64);
            checksum
        })
    });
}

/// A full solve of the bottom square: values and Grundy values of every row, then the moves.
fn solve_bottom(c: &mut Criterion) {
    let board = TokenBoard::new(1_000_000, 50).as_game();
    c.bench_function("tokenboard solve 1000000,7 on 1e6 x 50", |b| {
        b.iter(|| board.solve(black_box("1000000,7"), false).expect("solvable").remoteness)
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = million_rows, solve_bottom
}
criterion_main!(benches);
