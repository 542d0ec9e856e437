//! The worker's messages on the wire: encoding and decoding the three largest kinds a page
//! receives (a long run of sequence values, a large packed table, a solve with many moves),
//! with each message's size printed once. Run with `cargo bench -p nimlab-app --bench protocol`.

// Criterion runs natively only; the wasm build of every target gets an empty bench.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{black_box, criterion_group, Criterion};
    use engine::table::TableParams;
    use nimlab_app::grid::Grid;
    use nimlab_app::protocol::{decode, encode, Answer, FromWorker, TableAnswer};

    fn messages() -> Vec<(&'static str, FromWorker)> {
        // Values of the size Grundy's game reaches (a few hundred at 2^20), 2^20 of them.
        let values: Vec<u32> = (0..1u32 << 20).map(|i| ((i as f64).sqrt() as u32 * 7 + i % 13) % 600).collect();
        let table = |game: &str, size: usize| {
            let g = engine::lookup(game).unwrap();
            let params = TableParams { size: Some(size), rows: None, cols: None };
            g.table(&params).unwrap().unwrap()
        };
        let solved = engine::lookup("nim").unwrap().solve("30,40,50", false).unwrap();
        vec![
            ("values 2^20", FromWorker::Values { id: 1, from: 0, values }),
            (
                "chocolate table 1000",
                FromWorker::Done {
                    id: 2,
                    result: Ok(Box::new(Answer::Table(TableAnswer {
                        table: Grid::new(table("chocolate", 1000)),
                        millis: 1.0,
                    }))),
                },
            ),
            ("solve nim 30,40,50", FromWorker::Done { id: 3, result: Ok(Box::new(Answer::Solved(solved))) }),
        ]
    }

    fn codec(c: &mut Criterion) {
        for (name, msg) in messages() {
            let bytes = encode(&msg);
            println!("{name}: {} bytes", bytes.len());
            assert_eq!(decode::<FromWorker>(&bytes).as_ref(), Ok(&msg));
            c.bench_function(&format!("encode {name}"), |b| b.iter(|| encode(black_box(&msg))));
            c.bench_function(&format!("decode {name}"), |b| {
                b.iter(|| decode::<FromWorker>(black_box(&bytes)).unwrap())
            });
        }
    }

    criterion_group! {
        name = benches;
        config = Criterion::default().sample_size(20);
        targets = codec
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::benches();
    criterion::Criterion::default().configure_from_args().final_summary();
}
