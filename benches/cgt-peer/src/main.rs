//! `cgt-peer ROWSxCOLS`: the canonical form of an empty Domineering rectangle computed by the cgt
//! crate (cgt-tools), and the seconds it took, for `scripts/bench-partizan.mjs`.
//!
//! `cgt-peer toppling` and `cgt-peer skijumps`: for each position on stdin (one a line, in
//! cgt's notation: Toppling Dominoes rows of `x` blue and `o` red; Ski Jumps rows of `.`, `L`,
//! `l`, `R`, `r` joined by `|`), the line `position<TAB>canonical form`, for the engine's golden
//! files (crates/engine/tests/data/*_cgt.txt).

use std::io::BufRead;
use std::str::FromStr;
use std::time::Instant;

use cgt::grid::small_bit_grid::SmallBitGrid;
use cgt::short::partizan::games::domineering::Domineering;
use cgt::short::partizan::games::ski_jumps::SkiJumps;
use cgt::short::partizan::games::toppling_dominoes::{Tile, TopplingDominoes};
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;

fn main() {
    let arg = std::env::args().nth(1).expect("usage: cgt-peer ROWSxCOLS | toppling | skijumps");
    match arg.as_str() {
        "toppling" => each_line(|line| {
            let tiles: Vec<Tile> =
                line.chars().map(|c| if c == 'x' { Tile::Blue } else { Tile::Red }).collect();
            let row = SmallBitGrid::from_arr(tiles.len() as u8, 1, &tiles).expect("a short row");
            TopplingDominoes::new(vec![row]).canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        "skijumps" => each_line(|line| {
            let g: SkiJumps = SkiJumps::from_str(line).expect("a ski jumps grid");
            g.canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        size => domineering(size),
    }
}

fn each_line(value: impl Fn(&str) -> String) {
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let line = line.trim();
        if !line.is_empty() {
            println!("{line}\t{}", value(line));
        }
    }
}

fn domineering(size: &str) {
    let (rows, cols) = size.split_once('x').expect("ROWSxCOLS");
    let (rows, cols): (usize, usize) = (rows.parse().expect("rows"), cols.parse().expect("cols"));
    let board = vec![".".repeat(cols); rows].join("|");
    let position: Domineering = Domineering::from_str(&board).expect("a board");
    let start = Instant::now();
    let table = ParallelTranspositionTable::new();
    let value = position.canonical_form(&table);
    println!("{value}\t{:.3}", start.elapsed().as_secs_f64());
}
