//! `cgt-peer ROWSxCOLS`: the canonical form of an empty Domineering rectangle computed by the cgt
//! crate (cgt-tools), and the seconds it took, for `scripts/bench-partizan.mjs`.

use std::str::FromStr;
use std::time::Instant;

use cgt::short::partizan::games::domineering::Domineering;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;

fn main() {
    let size = std::env::args().nth(1).expect("usage: cgt-peer ROWSxCOLS");
    let (rows, cols) = size.split_once('x').expect("ROWSxCOLS");
    let (rows, cols): (usize, usize) = (rows.parse().expect("rows"), cols.parse().expect("cols"));
    let board = vec![".".repeat(cols); rows].join("|");
    let position: Domineering = Domineering::from_str(&board).expect("a board");
    let start = Instant::now();
    let table = ParallelTranspositionTable::new();
    let value = position.canonical_form(&table);
    println!("{value}\t{:.3}", start.elapsed().as_secs_f64());
}
