//! The rare/common method against the plain scan, side by side on the same work: Grundy's game,
//! 0.6, 0.04 and 0.06 to 2^17 (the census's unsolved games). Grundy's game and 0.6 have few
//! rare heaps and the sparse method wins; 0.04 and 0.06 have many (18,860 and 52,923 below
//! 2^17), and the engine's choice (`auto`) takes the plain scan for most of 0.04's values and
//! nearly all of 0.06's.
//! The 2^18 and 2^21 figures, with the C peer, are in `benches/census.rs`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::games::grundy;
use engine::octal::OctalCode;
use engine::sparse::{Method, Shape, SplitSequence};

const N: usize = 1 << 17;

fn shape(game: &str) -> Shape {
    match game {
        "grundy" => grundy::shape(),
        code => code.parse::<OctalCode>().expect("a valid code").shape(),
    }
}

fn run(shape: &Shape, method: Method) -> u32 {
    let mut s = SplitSequence::with_method(shape.clone(), method).without_periods();
    s.value(black_box(N - 1))
}

fn side_by_side(c: &mut Criterion) {
    for game in ["grundy", "0.6", "0.04", "0.06"] {
        let shape = shape(game);
        let mut group = c.benchmark_group(format!("{game} g(0..2^17)"));
        group.sample_size(10);
        for (name, method) in [("auto", Method::Auto), ("sparse", Method::Sparse), ("full", Method::Full)] {
            group.bench_function(name, |b| b.iter(|| run(&shape, method)));
        }
        group.finish();
    }
}

criterion_group!(benches, side_by_side);
criterion_main!(benches);
