//! `cgt-peer ROWSxCOLS`: the canonical form of an empty Domineering rectangle computed by the cgt
//! crate (cgt-tools), and the seconds it took, for `scripts/bench-partizan.mjs`.
//!
//! `cgt-peer GAME` (snort, col, toppling, skijumps, konane, amazons): for each position on
//! stdin, one a line, the line `position<TAB>canonical form` as cgt computes it, for the
//! engine's golden files `crates/engine/tests/data/<game>_cgt.txt`. The positions are in
//! nimlab's notation (rows separated by `/`; Snort and Col `.`, `L`, `R`, `#` or `RxC`; Konane
//! `x`, `o`; Amazons `L`, `R`) except Toppling Dominoes (cgt's rows of `x` blue and `o` red) and
//! Ski Jumps (cgt's rows of `.`, `L`, `l`, `R`, `r` joined by `|`). cgt plays Snort and Col on
//! graphs of tinted vertices, so a coloured square is taken off and its neighbours tinted here;
//! Snort and Col also read nimlab's graphs (`a-b-c,c-d;a=L`).

use std::io::BufRead;
use std::str::FromStr;
use std::time::Instant;

use cgt::graph::adjacency_matrix::undirected::UndirectedGraph;
use cgt::graph::{Graph, VertexIndex};
use cgt::grid::small_bit_grid::SmallBitGrid;
use cgt::short::partizan::games::amazons::Amazons;
use cgt::short::partizan::games::domineering::Domineering;
use cgt::short::partizan::games::konane::Konane;
use cgt::short::partizan::games::ski_jumps::SkiJumps;
use cgt::short::partizan::games::toppling_dominoes::{Tile, TopplingDominoes};
use cgt::short::partizan::games::{col, snort};
use cgt::short::partizan::partizan_game::PartizanGame;
use cgt::short::partizan::transposition_table::ParallelTranspositionTable;

/// The uncoloured squares with who may still colour them (Left, Right), and the edges between
/// them, under Snort's rule (`snort`) or Col's.
fn tinted(text: &str, snort: bool) -> (Vec<(bool, bool)>, Vec<(VertexIndex, VertexIndex)>) {
    let rows: Vec<Vec<u8>> = match text.split_once('x') {
        Some((r, c)) if r.chars().chain(c.chars()).all(|ch| ch.is_ascii_digit()) => {
            vec![vec![b'.'; c.parse().expect("columns")]; r.parse().expect("rows")]
        }
        _ => text.split('/').map(|r| r.as_bytes().to_vec()).collect(),
    };
    let (h, w) = (rows.len(), rows[0].len());
    let near = |r: usize, c: usize| {
        let mut v = Vec::new();
        if r > 0 {
            v.push((r - 1, c));
        }
        if r + 1 < h {
            v.push((r + 1, c));
        }
        if c > 0 {
            v.push((r, c - 1));
        }
        if c + 1 < w {
            v.push((r, c + 1));
        }
        v
    };
    let mut index = vec![vec![None; w]; h];
    let mut vertices = Vec::new();
    for r in 0..h {
        for c in 0..w {
            if rows[r][c] != b'.' {
                continue;
            }
            let has = |x: u8| near(r, c).iter().any(|&(a, b)| rows[a][b] == x);
            // Snort: nobody next to the opponent's colour; Col: nobody next to their own.
            let (left, right) = if snort { (!has(b'R'), !has(b'L')) } else { (!has(b'L'), !has(b'R')) };
            if left || right {
                index[r][c] = Some(vertices.len());
                vertices.push((left, right));
            }
        }
    }
    let mut edges = Vec::new();
    for r in 0..h {
        for c in 0..w {
            for (a, b) in near(r, c) {
                if let (Some(i), Some(j)) = (index[r][c], index[a][b]) {
                    if i < j {
                        edges.push((VertexIndex { index: i }, VertexIndex { index: j }));
                    }
                }
            }
        }
    }
    (vertices, edges)
}

/// The same for a graph in nimlab's notation, `a-b-c,c-d;a=L,d=r`: edges (chains), then the
/// coloured (`L`, `R`) and tinted (`l`, `r`) vertices.
fn tinted_graph(text: &str, snort: bool) -> (Vec<(bool, bool)>, Vec<(VertexIndex, VertexIndex)>) {
    let (edge_text, marks_text) = text.split_once(';').unwrap_or((text, ""));
    let mut names: Vec<String> = Vec::new();
    let mut pairs = Vec::new();
    let id = |n: &str, names: &mut Vec<String>| match names.iter().position(|m| m == n) {
        Some(i) => i,
        None => {
            names.push(n.to_string());
            names.len() - 1
        }
    };
    for item in edge_text.split(',') {
        let chain: Vec<usize> = item.split('-').map(|n| id(n.trim(), &mut names)).collect();
        pairs.extend(chain.windows(2).map(|w| (w[0], w[1])));
    }
    let mut mark = vec!['.'; names.len()];
    for item in marks_text.split(',').filter(|i| !i.trim().is_empty()) {
        let (n, m) = item.split_once('=').expect("vertex=mark");
        let v = names.iter().position(|x| x == n.trim()).expect("a vertex");
        mark[v] = m.trim().chars().next().expect("a mark");
    }
    let near = |v: usize, x: char| pairs.iter().any(|&(a, b)| (a == v && mark[b] == x) || (b == v && mark[a] == x));
    let mut index = vec![None; names.len()];
    let mut vertices = Vec::new();
    for v in 0..names.len() {
        let (may_l, may_r) = match mark[v] {
            '.' => (true, true),
            'l' => (true, false),
            'r' => (false, true),
            _ => continue,
        };
        let (left, right) =
            if snort { (may_l && !near(v, 'R'), may_r && !near(v, 'L')) } else { (may_l && !near(v, 'L'), may_r && !near(v, 'R')) };
        if left || right {
            index[v] = Some(vertices.len());
            vertices.push((left, right));
        }
    }
    let mut edges = Vec::new();
    for &(a, b) in &pairs {
        if let (Some(i), Some(j)) = (index[a], index[b]) {
            let e = (VertexIndex { index: i.min(j) }, VertexIndex { index: i.max(j) });
            if i != j && !edges.contains(&e) {
                edges.push(e);
            }
        }
    }
    (vertices, edges)
}

/// Snort's or Col's value of a grid or graph position, through cgt's graph form.
fn colouring(text: &str, is_snort: bool) -> String {
    let (vertices, edges) = if text.contains(['-', ';']) { tinted_graph(text, is_snort) } else { tinted(text, is_snort) };
    if is_snort {
        let vs: Vec<snort::VertexKind> = vertices
            .iter()
            .map(|&lr| {
                snort::VertexKind::Single(match lr {
                    (true, true) => snort::VertexColor::Empty,
                    (true, false) => snort::VertexColor::TintLeft,
                    _ => snort::VertexColor::TintRight,
                })
            })
            .collect();
        snort::Snort::new(UndirectedGraph::from_edges(&edges, &vs)).canonical_form(&ParallelTranspositionTable::new()).to_string()
    } else {
        // cgt's Col tints a vertex with the player who may still colour it.
        let vs: Vec<col::VertexColor> = vertices
            .iter()
            .map(|&lr| match lr {
                (true, true) => col::VertexColor::Empty,
                (true, false) => col::VertexColor::TintLeft,
                _ => col::VertexColor::TintRight,
            })
            .collect();
        col::Col::new(UndirectedGraph::from_edges(&edges, &vs)).canonical_form(&ParallelTranspositionTable::new()).to_string()
    }
}

fn main() {
    let arg = std::env::args().nth(1).expect("usage: cgt-peer ROWSxCOLS | snort | col | toppling | skijumps | konane | amazons");
    match arg.as_str() {
        "snort" => each_line(|p| colouring(p, true)),
        "col" => each_line(|p| colouring(p, false)),
        "toppling" => each_line(|line| {
            let tiles: Vec<Tile> = line.chars().map(|c| if c == 'x' { Tile::Blue } else { Tile::Red }).collect();
            let row = SmallBitGrid::from_arr(tiles.len() as u8, 1, &tiles).expect("a short row");
            TopplingDominoes::new(vec![row]).canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        "skijumps" => each_line(|line| {
            let g: SkiJumps = SkiJumps::from_str(line).expect("a ski jumps grid");
            g.canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        "konane" => each_line(|p| {
            let g: Konane = Konane::from_str(&p.replace('/', "|")).expect("a Konane board");
            g.canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        "amazons" => each_line(|p| {
            let cgt_text: String = p
                .chars()
                .map(|c| match c {
                    '/' => '|',
                    'L' => 'x',
                    'R' => 'o',
                    c => c,
                })
                .collect();
            let g: Amazons = Amazons::from_str(&cgt_text).expect("an Amazons board");
            g.canonical_form(&ParallelTranspositionTable::new()).to_string()
        }),
        size => domineering(size),
    }
}

/// Prints `position<TAB>value` for each non-empty line of stdin.
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
