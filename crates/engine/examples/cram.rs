//! `cargo run --release -p engine --example cram -- 5x7 [4x11 ...]`: the Grundy value of Cram
//! positions by the pruned search with no budget, with the regions it expanded and its time (a
//! development aid for timing it against igsolve, benches/igsolve-peer; the CLI's `nimlab solve
//! cram` keeps the app's budget). One table serves every position named, as igsolve's does for
//! one run; `TABLE=N` sets its entries (default 2^24).
use engine::games::cram::pruned::Pruned;
use engine::games::cram::Cram;
use engine::impartial::ImpartialGame;
use engine::rules::Rules;

fn main() {
    let table = std::env::var("TABLE").ok().and_then(|t| t.parse().ok()).unwrap_or(1 << 24);
    let mut go_on = |_| true;
    let mut search = Pruned::new(u64::MAX, table, &mut go_on);
    for text in std::env::args().skip(1) {
        let pos = Cram.parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let (before, t) = (search.nodes, std::time::Instant::now());
        let g = search.sum(&Cram.components(&pos)).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        println!("{text}: {g} ({} regions expanded, {:.2} s)", search.nodes - before, t.elapsed().as_secs_f64());
    }
}
