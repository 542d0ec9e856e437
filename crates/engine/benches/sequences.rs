//! Octal value sequences to n = 100 000 from scratch: Kayles (0.77) and Dawson's Chess
//! (0.137), as the engine computes them (the period is proved after a few hundred values and
//! the rest read off it) and by the plain scan over every pair (about n/2 pairs of heaps per
//! splitting digit: 5·10^9 pairs in all for Kayles, half that for Dawson's Chess), which is
//! what every code without a period still costs.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::octal::{OctalCode, OctalSequence};
use engine::sparse::Method;

const N: usize = 100_000;

/// g(N) of `code`, computing g(0..=N); `plain` forces the plain scan without periods.
fn sequence(code: &OctalCode, plain: bool) -> u32 {
    let mut seq =
        if plain { OctalSequence::with_method(code.clone(), Method::Full) } else { OctalSequence::new(code.clone()) };
    seq.value(black_box(N))
}

fn kayles(c: &mut Criterion) {
    let code: OctalCode = "0.77".parse().expect("a valid code");
    // Period 12 from n = 71: g(100 000) = g(71 + (100 000 - 71) % 12) = g(76) = 1 (OEIS A002186).
    assert_eq!(sequence(&code, false), 1);
    assert_eq!(sequence(&code, true), 1);
    c.bench_function("kayles g(0..10^5)", |b| b.iter(|| sequence(&code, false)));
    c.bench_function("kayles g(0..10^5) plain scan", |b| b.iter(|| sequence(&code, true)));
}

fn dawsons_chess(c: &mut Criterion) {
    let code: OctalCode = "0.137".parse().expect("a valid code");
    // Period 34 from n = 52: g(100 000) = g(52 + (100 000 - 52) % 34) = g(74) = 1 (OEIS A002187).
    assert_eq!(sequence(&code, false), 1);
    c.bench_function("dawsons_chess g(0..10^5)", |b| b.iter(|| sequence(&code, false)));
    c.bench_function("dawsons_chess g(0..10^5) plain scan", |b| b.iter(|| sequence(&code, true)));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = kayles, dawsons_chess
}
criterion_main!(benches);
