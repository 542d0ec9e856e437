//! Three-dimensional Chomp: stacks of cubes on a grid of cells. A move picks a cube and
//! removes it together with every cube whose three coordinates are all >= its own; the cube at
//! the origin is poisoned and cannot be picked; the player with no move loses.
//!
//! A position lists the stack heights cell by cell, rows separated by `/` and cells by `,`:
//! `3,2/2,1` is a 2 x 2 base with stacks 3 and 2 in the first row, 2 and 1 in the second.
//! Heights never increase along a row (left to right) or down a column; a missing cell is
//! height 0. The canonical form drops zero cells at the ends of rows and empty rows. The
//! 2 x 2 x n game is the four-height positions `a,b/c,d`.
//!
//! Moves are written `r1c2z3`: row 1, column 2, the 3rd cube from the bottom (all counted from
//! 1). The board shows one layer per level, bottom first (`Pieces`, piece k = level k + 1):
//! `X` the poisoned cube, `#` a cube, `.` no cube at that level.
//!
//! Values come from a memoised search over the positions inside the given one, limited to
//! [`MAX_SOLVE_STATES`] positions.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::mex::Mex;
use crate::impartial::{value_from_children, ImpartialGame};
use crate::rules::{Evaluation, Moves, PositionValue, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "chomp3d",
    name: "3-D Chomp",
    example_game: "chomp3d",
    example_position: "3,3/3,3",
    summary: "Remove a cube and every cube above, behind and to the right of it; the corner cube is poisoned.",
    group: Group::Boards,
    build: crate::rules::plain::<Chomp3d>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("chomp3d", &["2,1/1"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Stacks of cubes on a grid; a 2 x 2 x n board has four stacks. A move picks a cube and \
     removes it with every cube whose three coordinates are all at least its own: above it, \
     behind it and to its right. The corner cube is poisoned; the player left with only the \
     poison loses.",
    theory: "The strategy stealing of Chomp works here too: the first player wins every box larger \
     than one cube. Taking only the far corner cube either wins, or the opponent has a \
     winning reply, which removes that cube too and so could have been played first. No \
     general strategy is known, so positions are solved by search: mex over all moves, 0 \
     meaning a loss for the player to move.",
    example: "The 2 x 2 x 2 cube (four stacks of 2): taking only the top cube of the stack diagonally \
     opposite the poison leaves stacks of 2, 2, 2 and 1, value 0, and it is the only winning \
     move; here the stolen strategy is the winning one. Taking the whole top layer instead \
     leaves a 2 x 2 square, which is plain Chomp and a win for the opponent.",
    claims: &[
        Claim {
            game: "chomp3d",
            position: "2,2/2,2",
            fact: Fact::Outcome(Outcome::N),
            says: "the first player wins every box larger than one cube",
        },
        Claim {
            game: "chomp3d",
            position: "2,2/2,2",
            fact: Fact::WinningMoves(&["r2c2z2"]),
            says: "it is the only winning move",
        },
        Claim {
            game: "chomp3d",
            position: "2,2/2,2",
            fact: Fact::Reaches("r2c2z2", "2,2/2,1"),
            says: "leaves stacks of 2, 2, 2 and 1",
        },
        Claim {
            game: "chomp3d",
            position: "2,2/2,1",
            fact: Fact::Grundy(0),
            says: "leaves stacks of 2, 2, 2 and 1, value 0",
        },
        Claim {
            game: "chomp3d",
            position: "2,2/2,2",
            fact: Fact::Reaches("r1c1z2", "1,1/1,1"),
            says: "Taking the whole top layer instead leaves a 2 x 2 square",
        },
        Claim {
            game: "chomp3d",
            position: "2,2/2,2",
            fact: Fact::After("r1c1z2", Outcome::N),
            says: "a win for the opponent",
        },
        Claim {
            game: "chomp",
            position: "2,2",
            fact: Fact::Outcome(Outcome::N),
            says: "which is plain Chomp and a win for the opponent",
        },
    ],
};

/// The most rows, columns and cubes per stack.
pub const MAX_SIDE: usize = 12;
/// The most positions a solve may visit (each is kept in memory with its value, about 40 bytes
/// with the hash table's slack, so about 12 MB at the limit). A 4 x 4 x 4 box has 232,848
/// positions inside it and takes about a second natively. Positions that certainly exceed the
/// limit (by [`positions_lower_bound`]) are refused at once.
pub const MAX_SOLVE_STATES: usize = 300_000;
/// The most bytes of positions a solve may generate while looking at options (a measure of
/// time); a 4 x 4 x 4 box needs about 0.25e9.
pub const MAX_SOLVE_WORK: u64 = 400_000_000;

/// Stack heights, `rows[i][j]` for row i, column j; canonical (no zero cells at row ends, no
/// empty rows, the origin at least 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Stacks(pub Vec<Vec<u16>>);

impl fmt::Display for Stacks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows: Vec<String> =
            self.0.iter().map(|r| r.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(",")).collect();
        f.write_str(&rows.join("/"))
    }
}

impl Stacks {
    /// Drops zero cells at row ends and empty rows.
    pub fn canonical(mut rows: Vec<Vec<u16>>) -> Stacks {
        for r in rows.iter_mut() {
            while r.last() == Some(&0) {
                r.pop();
            }
        }
        while rows.last().is_some_and(|r| r.is_empty()) {
            rows.pop();
        }
        Stacks(rows)
    }

    /// The height at (i, j) (0 outside).
    pub fn height(&self, i: usize, j: usize) -> u16 {
        self.0.get(i).and_then(|r| r.get(j)).copied().unwrap_or(0)
    }

    /// The position left after picking the cube at (`row`, `col`, level `z`, 0-based).
    pub fn after_pick(&self, row: usize, col: usize, z: u16) -> Stacks {
        let mut rows = self.0.clone();
        for r in rows.iter_mut().skip(row) {
            for h in r.iter_mut().skip(col) {
                *h = (*h).min(z);
            }
        }
        Stacks::canonical(rows)
    }

    /// The number of cubes, poison included.
    pub fn cubes(&self) -> usize {
        self.0.iter().flatten().map(|&h| h as usize).sum()
    }

    /// Whether every stack has the same height and every row the same length.
    pub fn is_box(&self) -> bool {
        let h = self.height(0, 0);
        let w = self.0[0].len();
        self.0.iter().all(|r| r.len() == w && r.iter().all(|&x| x == h))
    }
}

/// Parses `3,2/2,1` (rows separated by `/`, cells by `,`).
pub fn parse_stacks(text: &str) -> Result<Stacks, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new(
            "empty position: give stack heights row by row, such as 3,2/2,1 (rows separated by /)",
        ));
    }
    let mut rows: Vec<Vec<u16>> = Vec::new();
    let mut offset = 0;
    for (i, row_text) in text.split('/').enumerate() {
        let mut row = Vec::new();
        let mut at = offset;
        for (j, cell) in row_text.split(',').enumerate() {
            let item = cell.trim();
            let here = at + (cell.len() - cell.trim_start().len());
            if item.is_empty() {
                return Err(ParseError::at(
                    format!("missing stack height in row {}: write heights such as 3,2/2,1", i + 1),
                    here,
                ));
            }
            if let Some(bad) = item.find(|c: char| !c.is_ascii_digit()) {
                let ch = item[bad..].chars().next().unwrap_or('?');
                return Err(ParseError::at(
                    format!("unexpected '{ch}' in stack height '{item}': use digits, ',' between cells and '/' between rows"),
                    here + bad,
                ));
            }
            let h: u64 = item.parse().unwrap_or(u64::MAX);
            if h > MAX_SIDE as u64 {
                return Err(ParseError::at(format!("a stack of {h} cubes is too tall: at most {MAX_SIDE}"), here));
            }
            let h = h as u16;
            if j > 0 && h > row[j - 1] {
                return Err(ParseError::at(
                    format!(
                        "the stack at row {}, column {} ({h}) is taller than the one to its left ({}): heights must \
                         not increase along a row",
                        i + 1,
                        j + 1,
                        row[j - 1]
                    ),
                    here,
                ));
            }
            let above = if i == 0 { u16::MAX } else { rows[i - 1].get(j).copied().unwrap_or(0) };
            if h > above {
                return Err(ParseError::at(
                    format!(
                        "the stack at row {}, column {} ({h}) is taller than the one above it ({above}): heights \
                         must not increase down a column",
                        i + 1,
                        j + 1
                    ),
                    here,
                ));
            }
            row.push(h);
            at += cell.len() + 1;
        }
        if row.len() > MAX_SIDE {
            return Err(ParseError::at(format!("row {} has {} cells: at most {MAX_SIDE}", i + 1, row.len()), offset));
        }
        rows.push(row);
        offset += row_text.len() + 1;
    }
    if rows.len() > MAX_SIDE {
        return Err(ParseError::new(format!("{} rows is too many: at most {MAX_SIDE}", rows.len())));
    }
    let stacks = Stacks::canonical(rows);
    if stacks.height(0, 0) == 0 {
        return Err(ParseError::new("the corner stack must hold at least the poisoned cube (height 1 or more)"));
    }
    Ok(stacks)
}

/// 3-D Chomp.
#[derive(Clone, Copy, Debug, Default)]
pub struct Chomp3d;

/// A position packed into a memo key: the heights of the outer grid's cells, row-major,
/// `bits` bits each.
trait Packed: Copy + Eq + Hash {
    /// How many bits the key holds.
    const CAPACITY: usize;
    fn pack(grid: &[u8], bits: u32) -> Self;
}

impl Packed for u128 {
    const CAPACITY: usize = 128;
    fn pack(grid: &[u8], bits: u32) -> Self {
        grid.iter().rev().fold(0u128, |acc, &h| (acc << bits) | h as u128)
    }
}

/// Enough for the largest grid: 12 x 12 cells of 4 bits.
type WideKey = [u64; 9];

impl Packed for WideKey {
    const CAPACITY: usize = 576;
    fn pack(grid: &[u8], bits: u32) -> Self {
        let mut key = [0u64; 9];
        for (i, &h) in grid.iter().enumerate() {
            let at = i * bits as usize;
            key[at / 64] |= (h as u64) << (at % 64);
            if at % 64 + bits as usize > 64 {
                key[at / 64 + 1] |= (h as u64) >> (64 - at % 64);
            }
        }
        key
    }
}

/// A fast hash for the packed keys: words are folded in by multiply-rotate (as rustc's
/// FxHasher does) and the result is mixed by SplitMix64's finaliser, so that every input bit
/// reaches the low bits the table indexes by. SipHash made the search several times slower.
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The memoised search over positions packed as `K`.
struct Search<K: Packed> {
    rows: usize,
    cols: usize,
    bits: u32,
    memo: FxMap<K, (u16, u16)>,
    max_states: usize,
    max_work: u64,
    work: u64,
}

impl<K: Packed> Search<K> {
    /// The first cube at or after `cursor` (cubes numbered cell by cell, level by level, as
    /// `cell * 256 + level`), skipping the poison.
    fn next_cube(grid: &[u8], mut cursor: usize) -> Option<usize> {
        if cursor == 0 {
            cursor = 1;
        }
        while cursor / 256 < grid.len() {
            if cursor % 256 < grid[cursor / 256] as usize {
                return Some(cursor);
            }
            cursor = (cursor / 256 + 1) * 256;
        }
        None
    }

    /// Writes into `out` the position left after picking `cube`.
    fn pick(&mut self, grid: &[u8], cube: usize, out: &mut Vec<u8>) {
        let (cell, z) = (cube / 256, (cube % 256) as u8);
        let (i0, j0) = (cell / self.cols, cell % self.cols);
        out.clear();
        out.extend_from_slice(grid);
        for i in i0..self.rows {
            if out[i * self.cols + j0] <= z {
                break;
            }
            for j in j0..self.cols {
                let h = &mut out[i * self.cols + j];
                if *h <= z {
                    break;
                }
                *h = z;
            }
        }
        self.work += grid.len() as u64;
    }

    fn value(&mut self, grid: Vec<u8>) -> Option<(u16, u16)> {
        let key = K::pack(&grid, self.bits);
        if let Some(&v) = self.memo.get(&key) {
            return Some(v);
        }
        // Each entry: a position, its key, and the cursor of the next option to look at.
        let mut stack: Vec<(Vec<u8>, K, usize)> = vec![(grid, key, 0)];
        let mut buf: Vec<u8> = Vec::new();
        let mut mex = Mex::new();
        let mut kids: Vec<(u16, u16)> = Vec::new();
        while let Some((top, top_key, cursor)) = stack.pop() {
            if let Some(cube) = Self::next_cube(&top, cursor) {
                self.pick(&top, cube, &mut buf);
                stack.push((top, top_key, cube + 1));
                let child = K::pack(&buf, self.bits);
                if !self.memo.contains_key(&child) {
                    if self.memo.len() + stack.len() >= self.max_states || self.work > self.max_work {
                        return None;
                    }
                    stack.push((buf.clone(), child, 0));
                }
            } else {
                kids.clear();
                let mut cursor = 0;
                while let Some(cube) = Self::next_cube(&top, cursor) {
                    self.pick(&top, cube, &mut buf);
                    kids.push(self.memo[&K::pack(&buf, self.bits)]);
                    cursor = cube + 1;
                }
                mex.begin(kids.len());
                for &(g, _) in &kids {
                    mex.mark(g as u32);
                }
                let (_, rem) = value_from_children(kids.iter().map(|&(g, r)| (g != 0, r as u32)), false);
                self.memo.insert(top_key, (mex.value() as u16, rem as u16));
            }
        }
        self.memo.get(&key).copied()
    }
}

enum Keys {
    Narrow(Search<u128>),
    Wide(Search<WideKey>),
}

/// Grundy value and remoteness of positions, found by memoised depth-first search.
///
/// Positions are memoised as packed keys (128 bits when the grid fits, else 576) under a fast
/// hash. The search keeps only a cursor per position on its stack (options are generated one
/// at a time, and again when the position is evaluated), so its memory is the memo plus one
/// position per level. It gives up past `max_states` memoised positions or `max_work` bytes of
/// options generated, so a huge position is refused quickly instead of hanging.
pub struct Chomp3dSolver {
    rows: usize,
    cols: usize,
    keys: Keys,
}

impl Chomp3dSolver {
    /// A solver for positions inside `outer`'s grid and height, with the default limits.
    pub fn new(outer: &Stacks) -> Self {
        Self::with_limits(outer, MAX_SOLVE_STATES, MAX_SOLVE_WORK)
    }

    pub fn with_limits(outer: &Stacks, max_states: usize, max_work: u64) -> Self {
        let rows = outer.0.len();
        let cols = outer.0[0].len();
        let bits = 16 - outer.height(0, 0).leading_zeros();
        let keys = if rows * cols * bits as usize <= u128::CAPACITY {
            Keys::Narrow(Search { rows, cols, bits, memo: FxMap::default(), max_states, max_work, work: 0 })
        } else {
            Keys::Wide(Search { rows, cols, bits, memo: FxMap::default(), max_states, max_work, work: 0 })
        };
        Chomp3dSolver { rows, cols, keys }
    }

    /// How many positions are memoised.
    pub fn states(&self) -> usize {
        match &self.keys {
            Keys::Narrow(s) => s.memo.len(),
            Keys::Wide(s) => s.memo.len(),
        }
    }

    /// `(grundy, remoteness)` of a position inside the outer grid and height, or `None` when
    /// it is not inside or the search exceeds its limits.
    pub fn value(&mut self, s: &Stacks) -> Option<(u32, u32)> {
        let max_states = match &self.keys {
            Keys::Narrow(search) => search.max_states,
            Keys::Wide(search) => search.max_states,
        };
        if self.states() == 0 && positions_lower_bound(s) > max_states as f64 {
            return None; // refused at once: the search could not finish
        }
        if s.0.len() > self.rows || s.0.iter().any(|r| r.len() > self.cols) {
            return None;
        }
        let grid: Vec<u8> = (0..self.rows)
            .flat_map(|i| (0..self.cols).map(move |j| (i, j)))
            .map(|(i, j)| s.height(i, j) as u8)
            .collect();
        let v = match &mut self.keys {
            Keys::Narrow(search) => {
                if grid.iter().any(|&h| h >> search.bits != 0) {
                    return None;
                }
                search.value(grid)
            }
            Keys::Wide(search) => {
                if grid.iter().any(|&h| h >> search.bits != 0) {
                    return None;
                }
                search.value(grid)
            }
        }?;
        Some((v.0 as u32, v.1 as u32))
    }
}

/// MacMahon's count of the positions inside an a x b x c box (the empty one included):
/// the product over 1 <= i <= a, 1 <= j <= b of (i + j + c - 1) / (i + j - 1).
pub fn box_positions(a: usize, b: usize, c: usize) -> f64 {
    let mut p = 1.0f64;
    for i in 1..=a {
        for j in 1..=b {
            p *= (i + j + c - 1) as f64 / (i + j - 1) as f64;
        }
    }
    p
}

/// A lower bound on the number of positions inside `s`: the largest count of any box inside
/// it, or of the flat positions on its base (2-D Chomp diagrams), whichever is larger.
pub fn positions_lower_bound(s: &Stacks) -> f64 {
    let mut best = 0.0f64;
    for (i, row) in s.0.iter().enumerate() {
        for (j, &h) in row.iter().enumerate() {
            // Every cell up and to the left is at least as tall, so the box fits.
            best = best.max(box_positions(i + 1, j + 1, h as usize));
        }
    }
    let base: Vec<u16> = s.0.iter().map(|r| r.iter().filter(|&&h| h > 0).count() as u16).collect();
    best.max(crate::young::SubDiagrams::new(&base).count() as f64)
}

fn too_large(s: &Stacks) -> EngineError {
    EngineError::Refused(format!(
        "{s} is too large to solve: the search would need more than {MAX_SOLVE_STATES} positions or too much \
         time (a 4 x 4 x 4 box fits)"
    ))
}

impl Rules for Chomp3d {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Stacks;
    fn parse(&self, text: &str) -> Result<Stacks, ParseError> {
        parse_stacks(text)
    }
    fn board(&self, pos: &Stacks) -> Board {
        let top = pos.height(0, 0);
        let cols = pos.0[0].len();
        let pieces = (0..top)
            .map(|z| {
                (0..pos.0.len())
                    .map(|i| {
                        (0..cols)
                            .map(|j| match (i, j, z) {
                                (0, 0, 0) => 'X',
                                _ if pos.height(i, j) > z => '#',
                                _ => '.',
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        Board::Pieces { pieces }
    }
}

impl Moves for Chomp3d {
    fn moves(&self, pos: &Stacks) -> Vec<Move<Stacks>> {
        let mut out = Vec::new();
        for (row, r) in pos.0.iter().enumerate() {
            for (col, &h) in r.iter().enumerate() {
                for z in 0..h {
                    if row == 0 && col == 0 && z == 0 {
                        continue;
                    }
                    out.push(Move {
                        text: format!("r{}c{}z{}", row + 1, col + 1, z + 1),
                        spot: Spot::Square { piece: z as usize, row, col },
                        to: pos.after_pick(row, col, z),
                    });
                }
            }
        }
        out
    }
}

impl ImpartialGame for Chomp3d {
    type Comp = Stacks;
    fn components(&self, pos: &Stacks) -> Vec<Stacks> {
        vec![pos.clone()]
    }
    fn comp_options(&self, comp: &Stacks) -> Vec<Vec<Stacks>> {
        self.moves(comp).into_iter().map(|m| vec![m.to]).collect()
    }
    fn closed_form(&self, pos: &Stacks, misere: bool) -> Option<ClosedFormValue> {
        if misere || !pos.is_box() || pos.cubes() == 1 {
            return None;
        }
        Some(ClosedFormValue {
            text: format!(
                "the {} x {} x {} box: the first player wins (strategy stealing), though no rule says how",
                pos.0.len(),
                pos.0[0].len(),
                pos.height(0, 0)
            ),
            grundy: None,
            outcome: Outcome::N,
        })
    }
    fn own_evaluation(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Option<Result<Evaluation, EngineError>> {
        Some(self.evaluate_own(pos, moves))
    }
    fn own_grundy(&self, pos: &Self::Pos) -> Option<Result<u32, EngineError>> {
        Some(self.grundy_own(pos))
    }
}

/// 3-D Chomp is solved by [`Chomp3dSolver`].
impl Chomp3d {
    fn evaluate_own(&self, pos: &Stacks, moves: &[Move<Stacks>]) -> Result<Evaluation, EngineError> {
        let mut solver = Chomp3dSolver::new(pos);
        let mut value = |p: &Stacks| {
            let (g, rem) = solver.value(p).ok_or_else(|| too_large(pos))?;
            Ok(PositionValue::of_grundy(g, Some(rem)))
        };
        let at = value(pos)?;
        let moves = moves.iter().map(|m| value(&m.to)).collect::<Result<Vec<_>, EngineError>>()?;
        Ok(Evaluation {
            value: at,
            moves,
            closed_form: self.closed_form(pos, false),
            note: None,
            working: None,
            partizan: None,
        })
    }
    fn grundy_own(&self, pos: &Stacks) -> Result<u32, EngineError> {
        Chomp3dSolver::new(pos).value(pos).map(|(g, _)| g).ok_or_else(|| too_large(pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Moves, Rules};

    #[test]
    fn notation() {
        assert_eq!(parse_stacks("3,2/2,1").unwrap().to_string(), "3,2/2,1");
        assert_eq!(parse_stacks(" 3, 2,0 / 2 ,1/0,0").unwrap().to_string(), "3,2/2,1");
        assert_eq!(parse_stacks("4").unwrap().to_string(), "4");
        let e = parse_stacks("3,2/2,3").unwrap_err();
        assert!(e.message.contains("taller than the one to its left"), "{e}");
        assert_eq!(e.at, Some(6));
        let e = parse_stacks("3,1/2,2").unwrap_err();
        assert!(e.message.contains("row 2, column 2 (2) is taller than the one above it (1)"), "{e}");
        assert!(parse_stacks("3/2,1").unwrap_err().message.contains("above it (0)"));
        assert!(parse_stacks("0").unwrap_err().message.contains("poisoned"));
        assert!(parse_stacks("3,,1").unwrap_err().message.contains("missing"));
        assert_eq!(parse_stacks("3,x").unwrap_err().at, Some(2));
        assert!(parse_stacks("13").unwrap_err().message.contains("at most 12"));
        assert!(parse_stacks(&vec!["1"; 13].join(",")).unwrap_err().message.contains("cells"));
        assert!(parse_stacks(&vec!["1"; 13].join("/")).unwrap_err().message.contains("rows"));
        assert!(parse_stacks("").is_err());
    }

    #[test]
    fn moves_and_board() {
        let g = Chomp3d;
        let s = parse_stacks("2,1/1").unwrap();
        let moves: Vec<(String, String)> = g.moves(&s).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        assert_eq!(
            moves,
            vec![("r1c1z2".into(), "1,1/1".into()), ("r1c2z1".into(), "2/1".into()), ("r2c1z1".into(), "2,1".into()),]
        );
        assert_eq!(
            g.board(&s),
            Board::Pieces { pieces: vec![vec!["X#".into(), "#.".into()], vec!["#.".into(), "..".into()]] }
        );
        assert_eq!(g.moves(&s)[0].spot, Spot::Square { piece: 1, row: 0, col: 0 });
    }

    mod against_search {
        //! 3-D Chomp: the dedicated search against the generic one, strategy stealing on boxes, the
        //! embeddings of 2-D Chomp, symmetry under permuting the axes, and the laws.

        use std::collections::{BTreeSet, HashSet};

        use crate::games::chomp::{Diagram, ValueTable};
        use crate::games::chomp3d::{
            box_positions, parse_stacks, positions_lower_bound, Chomp3d, Chomp3dSolver, Stacks,
        };
        use crate::impartial::mex::mex_of;
        use crate::impartial::{ImpartialGame, Solver};
        use crate::rules::{Moves, Rules};
        use crate::{lookup, Outcome};
        use proptest::prelude::*;

        fn boxed(rows: usize, cols: usize, height: u16) -> Stacks {
            Stacks(vec![vec![height; cols]; rows])
        }

        /// Every position reachable from `outer` (all positions inside it), outer included.
        fn inside(outer: &Stacks) -> Vec<Stacks> {
            let game = Chomp3d;
            let mut seen: HashSet<Stacks> = HashSet::new();
            let mut todo = vec![outer.clone()];
            while let Some(s) = todo.pop() {
                if seen.insert(s.clone()) {
                    todo.extend(game.moves(&s).into_iter().map(|m| m.to));
                }
            }
            let mut all: Vec<Stacks> = seen.into_iter().collect();
            all.sort();
            all
        }

        /// The cubes of a position as (row, column, level).
        fn cubes(s: &Stacks) -> Vec<[usize; 3]> {
            let mut out = Vec::new();
            for (i, r) in s.0.iter().enumerate() {
                for (j, &h) in r.iter().enumerate() {
                    for z in 0..h as usize {
                        out.push([i, j, z]);
                    }
                }
            }
            out
        }

        /// The position made of these cubes (they must form a valid position).
        fn from_cubes(cubes: &[[usize; 3]]) -> Stacks {
            let rows = cubes.iter().map(|c| c[0] + 1).max().unwrap_or(0);
            let cols = cubes.iter().map(|c| c[1] + 1).max().unwrap_or(0);
            let mut h = vec![vec![0u16; cols]; rows];
            for c in cubes {
                h[c[0]][c[1]] += 1;
            }
            Stacks::canonical(h)
        }

        #[test]
        fn dedicated_search_matches_generic_search() {
            let game = Chomp3d;
            let mut generic = Solver::new(&game);
            let outers = [boxed(3, 3, 3), boxed(2, 2, 5), boxed(1, 4, 4), parse_stacks("4,3,1/3,2/1").unwrap()];
            let mut checked = 0;
            for outer in outers {
                let mut fast = Chomp3dSolver::new(&outer);
                for s in inside(&outer) {
                    let (g, rem) = fast.value(&s).unwrap();
                    assert_eq!(g, generic.searched_comp_grundy(&s).unwrap(), "grundy of {s}");
                    let v = generic.searched_value(std::slice::from_ref(&s), false).unwrap();
                    assert_eq!((v.outcome == Outcome::N, v.remoteness), (g != 0, Some(rem)), "value of {s}");
                    checked += 1;
                }
            }
            // MacMahon: 980 positions inside the 3 x 3 x 3 box (the empty one is not a position).
            assert_eq!(inside(&boxed(3, 3, 3)).len(), 980 - 1);
            assert!(checked > 1000);
        }

        #[test]
        fn every_box_but_the_poison_is_a_first_player_win() {
            for rows in 1..=3 {
                for cols in 1..=3 {
                    for height in 1..=4u16 {
                        let b = boxed(rows, cols, height);
                        let (g, _) = Chomp3dSolver::new(&b).value(&b).unwrap();
                        assert_eq!(g == 0, (rows, cols, height) == (1, 1, 1), "{rows} x {cols} x {height}");
                    }
                }
            }
            for n in 2..=12u16 {
                let b = boxed(2, 2, n);
                assert_ne!(Chomp3dSolver::new(&b).value(&b).unwrap().0, 0, "2 x 2 x {n}");
            }
            // The formula says so too.
            let f = Chomp3d.closed_form(&boxed(2, 3, 4), false).unwrap();
            assert_eq!(f.outcome, Outcome::N);
            assert!(Chomp3d.closed_form(&boxed(1, 1, 1), false).is_none());
        }

        #[test]
        fn flat_positions_and_single_rows_are_2d_chomp() {
            let table = ValueTable::new(&[6, 6, 6, 6, 6]);
            let outer = boxed(5, 6, 1);
            let mut solver = Chomp3dSolver::new(&outer);
            // Heights all 1: the base is a Chomp diagram.
            for s in inside(&outer) {
                let d = Diagram(s.0.iter().map(|r| r.len() as u16).collect());
                assert_eq!(solver.value(&s).map(|v| v.0), table.get(&d).map(|v| v.0), "{s}");
            }
            // One row of stacks: level z is a row of the diagram, of length #{j : h_j > z}.
            let outer = boxed(1, 6, 5);
            let mut solver = Chomp3dSolver::new(&outer);
            for s in inside(&outer) {
                let row = &s.0[0];
                let d = Diagram((0..row[0]).map(|z| row.iter().filter(|&&h| h > z).count() as u16).collect());
                assert_eq!(solver.value(&s).map(|v| v.0), table.get(&d).map(|v| v.0), "{s}");
            }
        }

        #[test]
        fn values_do_not_depend_on_the_order_of_the_axes() {
            let outer = parse_stacks("4,3,2/3,2/2,1").unwrap();
            let mut solver = Chomp3dSolver::new(&boxed(4, 4, 4));
            let perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
            for s in inside(&outer) {
                let c = cubes(&s);
                let values: BTreeSet<Option<u32>> = perms
                    .iter()
                    .map(|p| {
                        let moved: Vec<[usize; 3]> = c.iter().map(|x| [x[p[0]], x[p[1]], x[p[2]]]).collect();
                        solver.value(&from_cubes(&moved)).map(|v| v.0)
                    })
                    .collect();
                assert_eq!(values.len(), 1, "{s}: {values:?}");
                assert!(values.iter().all(|v| v.is_some()), "{s}");
            }
        }

        #[test]
        fn solve_interface_and_limits() {
            let game = lookup("chomp3d").unwrap();
            let s = game.solve("2,2/2,2", false).unwrap();
            assert_eq!(s.outcome, Outcome::N);
            assert_eq!(s.moves.len(), 7);
            assert!(s.moves.iter().any(|m| m.winning));
            assert!(s.formula.is_some());
            assert_eq!(game.grundy("2,2/2,2").unwrap(), s.grundy.unwrap());
            assert_eq!(game.normalize("3, 2/2,1,0").unwrap(), "3,2/2,1");
            assert!(game.solve("1,2", false).is_err());
            // A search that outgrows its limits gives up instead of running on.
            let big = boxed(4, 4, 4);
            assert!(Chomp3dSolver::with_limits(&big, 1000, u64::MAX).value(&big).is_none());
            assert!(Chomp3dSolver::with_limits(&big, usize::MAX, 10_000).value(&big).is_none());
            // MacMahon's box counts, and a refusal without searching.
            for (n, count) in [(1, 2.0), (2, 20.0), (3, 980.0), (4, 232_848.0)] {
                assert!((box_positions(n, n, n) - count).abs() < 1e-6 * count, "{n}");
            }
            assert_eq!(positions_lower_bound(&parse_stacks("3,2/2").unwrap()), box_positions(2, 1, 2));
            let huge = ["12,12,12,12,12,12,12,12,12,12,12,12"; 12].join("/");
            let e = game.solve(&huge, false).unwrap_err().to_string();
            assert!(e.contains("too large"), "{e}");
        }

        /// A random position inside 3 x 3 x 3: arbitrary heights made monotone.
        fn random_stacks() -> impl Strategy<Value = Stacks> {
            prop::collection::vec(0u16..=3, 9).prop_map(|v| {
                let mut h = vec![vec![0u16; 3]; 3];
                for i in 0..3 {
                    for j in 0..3 {
                        let mut x = v[i * 3 + j];
                        if i > 0 {
                            x = x.min(h[i - 1][j]);
                        }
                        if j > 0 {
                            x = x.min(h[i][j - 1]);
                        }
                        h[i][j] = if (i, j) == (0, 0) { x.max(1) } else { x };
                    }
                }
                Stacks::canonical(h)
            })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(40))]

            /// Every move reaches a position whose text parses back to it; the value is the mex of the
            /// moves' values; P exactly when no move reaches P; remoteness follows the rule.
            #[test]
            fn laws(pos in random_stacks()) {
                let game = Chomp3d;
                let text = pos.to_string();
                prop_assert_eq!(&game.parse(&text).unwrap(), &pos);
                let solved = lookup("chomp3d").unwrap().solve(&text, false).unwrap();
                let mut values = Vec::new();
                for (m, report) in game.moves(&pos).iter().zip(&solved.moves) {
                    prop_assert_eq!(&game.parse(&m.to.to_string()).unwrap(), &m.to);
                    prop_assert_eq!(&m.text, &report.text);
                    values.push((report.grundy.unwrap(), report.remoteness.unwrap()));
                }
                let g = solved.grundy.unwrap();
                prop_assert_eq!(mex_of(values.iter().map(|v| v.0)), g);
                prop_assert_eq!(g == 0, !values.iter().any(|v| v.0 == 0));
                let rem = solved.remoteness.unwrap();
                if values.is_empty() {
                    prop_assert_eq!(rem, 0);
                } else if g == 0 {
                    prop_assert_eq!(rem, 1 + values.iter().map(|v| v.1).max().unwrap());
                } else {
                    prop_assert_eq!(rem, 1 + values.iter().filter(|v| v.0 == 0).map(|v| v.1).min().unwrap());
                }
            }

            /// Any text either parses to a position whose text parses back to it, or is refused with
            /// a message; nothing panics.
            #[test]
            fn any_text_parses_or_is_refused(text in "[0-9,/ ]{0,14}") {
                let game = lookup("chomp3d").unwrap();
                match game.normalize(&text) {
                    Ok(canonical) => {
                        prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone());
                    }
                    Err(e) => prop_assert!(!e.message.is_empty()),
                }
            }
        }
    }
}
