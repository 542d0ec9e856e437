//! `cgt-peer ROWSxCOLS`: the canonical form of an empty Domineering rectangle computed by the cgt
//! crate (cgt-tools), and the seconds it took, for `scripts/bench-partizan.mjs`.
//!
//! `cgt-peer konane` and `cgt-peer amazons`: for each position on stdin, one a line in
//! nimlab's notation (rows separated by `/`; Amazons' `L` and `R` are cgt's `x` and `o`),
//! the line `position<TAB>canonical form` as cgt computes it, for the golden files
//! `crates/engine/tests/data/<game>_cgt.txt`.

use std::io::BufRead;
use std::str::FromStr;
use std::time::Instant;

use cgt::short::partizan::games::amazons::Amazons;
use cgt::short::partizan::games::domineering::Domineering;
use cgt::short::partizan::games::konane::Konane;
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;

fn values(to_cgt: impl Fn(&str) -> String) {
    for line in std::io::stdin().lock().lines() {
        let position = line.expect("a line of stdin");
        let position = position.trim();
        if position.is_empty() {
            continue;
        }
        let text = to_cgt(position);
        println!("{position}\t{text}");
    }
}

fn main() {
    let arg = std::env::args().nth(1).expect("usage: cgt-peer ROWSxCOLS | konane | amazons");
    match arg.as_str() {
        "konane" => values(|p| {
            let g: Konane = Konane::from_str(&p.replace('/', "|")).expect("a Konane board");
            g.canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        "amazons" => values(|p| {
            let cgt_text: String =
                p.chars().map(|c| match c { '/' => '|', 'L' => 'x', 'R' => 'o', c => c }).collect();
            let g: Amazons = Amazons::from_str(&cgt_text).expect("an Amazons board");
            g.canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        size => {
            let (rows, cols) = size.split_once('x').expect("ROWSxCOLS");
            let (rows, cols): (usize, usize) = (rows.parse().expect("rows"), cols.parse().expect("cols"));
            let board = vec![".".repeat(cols); rows].join("|");
            let position: Domineering = Domineering::from_str(&board).expect("a board");
            let start = Instant::now();
            let table = ParallelTranspositionTable::new();
            let value = position.canonical_form(&table);
            println!("{value}\t{:.3}", start.elapsed().as_secs_f64());
        }
    }
}
