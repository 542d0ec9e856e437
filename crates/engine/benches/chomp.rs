//! Chomp: P/N of every Young diagram inside 10 x 10 (184,756 diagrams), and the full table of
//! Grundy values and remoteness for the same diagrams.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::games::chomp::{outcome_table, three_row_f, three_row_f_rows, SubDiagrams, ValueTable};

fn chomp(c: &mut Criterion) {
    c.bench_function("chomp P/N inside 10 x 10", |b| b.iter(|| outcome_table(&SubDiagrams::new(black_box(&[10; 10])))));
    c.bench_function("chomp grundy+remoteness inside 10 x 10", |b| b.iter(|| ValueTable::new(black_box(&[10; 10]))));
    c.bench_function("chomp P/N inside 12 x 12", |b| b.iter(|| outcome_table(&SubDiagrams::new(black_box(&[12; 12])))));
    c.bench_function("chomp three-row f up to 1000", |b| b.iter(|| three_row_f(black_box(1000))));
    // The browser's and the command line's largest tables (rows streamed, not kept).
    for n in [2000, 10_000] {
        c.bench_function(&format!("chomp three-row f rows up to {n}"), |b| {
            b.iter(|| {
                three_row_f_rows(black_box(n), &mut |_, _| {}, &mut |_, row| {
                    black_box(row);
                })
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = chomp
}
criterion_main!(benches);
