//! Times the loopy partizan games' work at the size of their graph limit
//! (`cgt::loopy::MAX_NODES`): `geq_table` (the comparison's retrograde analysis over every pair
//! of nodes) and `Sided::of` (onside and offside, the graph simplified under each side's order), on random graphs
//! of n nodes, each with 0 to 2 Left and 0 to 2 Right options (cycles everywhere, and nodes
//! where a side has no move, so that the retrograde analysis has states to label).
//! `cargo run --release -p engine --example loopy_limit -- 250 500 1000 2000`
use std::time::Instant;

use engine::cgt::loopy::{geq_table, Loopy, Sided};

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("a node count")).collect();
    let mut seed = 0x1005_u64;
    let mut next = move |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) as usize) % n
    };
    for n in sizes {
        let mut options = |_| (0..next(3)).map(|_| next(n)).collect::<Vec<usize>>();
        let left: Vec<Vec<usize>> = (0..n).map(&mut options).collect();
        let right: Vec<Vec<usize>> = (0..n).map(&mut options).collect();
        let g = Loopy::from_graph(&left, &right, 0).expect("within the limit");
        let t = Instant::now();
        let table = geq_table(&g, &g);
        let geq = t.elapsed();
        let t = Instant::now();
        let sided = Sided::of(&g);
        let sides = t.elapsed();
        println!(
            "{n} nodes: geq_table {:.3} s ({} pairs, {} true); Sided::of {:.3} s ({})",
            geq.as_secs_f64(),
            table.len(),
            table.iter().filter(|&&b| b).count(),
            sides.as_secs_f64(),
            match &sided {
                Ok(_) => "ok".to_string(),
                Err(e) => format!("refused: {}", e.message),
            }
        );
    }
}
