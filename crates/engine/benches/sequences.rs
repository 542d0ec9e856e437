//! Octal value sequences to n = 100 000 from scratch: Kayles (0.77) and Dawson's Chess
//! (0.137). Both split heaps in two, so g(n) looks at about n/2 pairs of heaps per splitting
//! digit: about 5·10^9 pairs in all for Kayles (two such digits) and half that for Dawson's Chess.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::octal::{OctalCode, OctalSequence};

const N: usize = 100_000;

/// g(0..=N) of `code`, returned with its last value so the work cannot be skipped.
fn sequence(code: &OctalCode) -> u32 {
    let mut seq = OctalSequence::new(code.clone());
    seq.value(black_box(N))
}

fn kayles(c: &mut Criterion) {
    let code: OctalCode = "0.77".parse().expect("a valid code");
    // Period 12 from n = 71: g(100 000) = g(71 + (100 000 - 71) % 12) = g(76) = 1 (OEIS A002186).
    assert_eq!(sequence(&code), 1);
    c.bench_function("kayles g(0..10^5)", |b| b.iter(|| sequence(&code)));
}

fn dawsons_chess(c: &mut Criterion) {
    let code: OctalCode = "0.137".parse().expect("a valid code");
    // Period 34 from n = 52: g(100 000) = g(52 + (100 000 - 52) % 34) = g(74) = 1 (OEIS A002187).
    assert_eq!(sequence(&code), 1);
    c.bench_function("dawsons_chess g(0..10^5)", |b| b.iter(|| sequence(&code)));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = kayles, dawsons_chess
}
criterion_main!(benches);
