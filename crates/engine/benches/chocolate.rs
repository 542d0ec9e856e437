//! The chocolate value table g(m, n) for 1 <= m, n <= 200 (target: under 2 s natively).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::games::chocolate::GrundyTable;

fn table(c: &mut Criterion) {
    c.bench_function("chocolate table 200 x 200", |b| b.iter(|| GrundyTable::square(black_box(200))));
    c.bench_function("chocolate table 1000 x 1000", |b| b.iter(|| GrundyTable::square(black_box(1000))));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = table
}
criterion_main!(benches);
