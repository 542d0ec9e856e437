//! Cram: Domineering's board (rows of `.` free and `#` blocked cells separated by `/`, or `RxC`
//! for an empty rectangle), but either player places a domino either way, upright or lying; who
//! cannot place one loses. Impartial, so every position is a Nim heap (its Grundy value). A
//! move is written by its two cells, column letter and row number from the top (`a1-a2`
//! upright, `a1-b1` lying), and made by clicking both.
//!
//! Regions of free cells that do not touch are independent: a position is the sum of its
//! regions and its value their XOR. A region is kept as its bits cropped to its bounding box
//! and is stored as the least of its eight images under the symmetries of the square (all
//! eight keep the value, since both players may place either way), so mirror images share one
//! entry of the search. A single free cell holds no domino and is left out.
//!
//! Closed forms (checked against the search in the tests): an empty board with both sides even
//! is 0 (the second player answers every domino with its image under the half turn, which
//! never overlaps it); a 1 x n strip is Dawson's Kayles, octal 0.07 (a domino takes two
//! neighbouring cells of a row and leaves what is on either side).

pub mod pruned;

use std::fmt;
use std::sync::OnceLock;

use crate::board::{Board, GridLook, Tile};
use crate::game::{Checks, Entry, Group};
use crate::games::domineering::{parse_cells, Cells};
use crate::impartial::{outcome_evaluation, ImpartialGame, OutcomeLimits, Solver};
use crate::rules::{Evaluation, Moves, PositionValue, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};
use pruned::{Pruned, Stop};

pub const ENTRY: Entry = Entry {
    id: "cram",
    name: "Cram",
    example_game: "cram",
    example_position: "3x3",
    summary: "Place a domino upright or lying on two free cells; the player who cannot place one loses.",
    group: Group::Tables,
    build: crate::rules::plain::<Cram>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("cram", &["2x3", ".#./...", "..#../..#.."])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A board of cells. On your turn place a domino on two free cells side by side or one above \
     the other (either way, whoever you are). The player who cannot place a domino loses.",
    theory: "Both players have the same moves, so every position is worth a Nim heap (its Grundy \
     value). Regions that do not touch are played separately; their values combine by XOR. \
     Both sides even: the second player wins by answering each domino with its image under a \
     half turn. One side even, one odd: the first player covers the two middle cells, then \
     copies. A single row is Dawson's Kayles (octal 0.07).",
    example: "The 2x3 board (2 rows of 3) has value 1. An upright domino at one end wins: it leaves a \
     2x2 square, value 0, where any domino leaves the last one for the player who answers. A \
     lying domino loses. The 3x3 board has value 0: every first domino loses.",
    claims: &[
        Claim { game: "cram", position: "2x3", fact: Fact::Grundy(1), says: "The 2x3 board (2 rows of 3) has value 1" },
        Claim { game: "cram", position: "2x3", fact: Fact::Wins("a1-a2"), says: "An upright domino at one end wins" },
        Claim {
            game: "cram",
            position: "2x3",
            fact: Fact::Reaches("a1-a2", "#../#.."),
            says: "it leaves a 2x2 square",
        },
        Claim { game: "cram", position: "#../#..", fact: Fact::Grundy(0), says: "value 0" },
        Claim { game: "cram", position: "2x3", fact: Fact::Loses("a1-b1"), says: "A lying domino loses" },
        Claim { game: "cram", position: "3x3", fact: Fact::Grundy(0), says: "The 3x3 board has value 0" },
        Claim { game: "cram", position: "3x3", fact: Fact::WinningMoves(&[]), says: "every first domino loses" },
    ],
};

/// The most free cells in one region. Measured in the engine's test build (unoptimised, a loaded
/// machine): 5 x 5 (25 cells) is solved with its remoteness in 5.4 s and 4 x 6 in 3.4 s, while
/// 4 x 7 (28 cells) passes 20 million states of the Grundy search after 12 s. A larger region
/// is answered by the outcome search (who wins, no Grundy value).
pub const MAX_REGION: usize = 25;
/// Regions of at most this many free cells get their Grundy value by search inside the outcome
/// search of a larger position (a few milliseconds each).
pub const SMALL_REGION: usize = 16;
/// The outcome search's bounds for one request: about 10 s natively (docs/benchmarks.md); the
/// table holds small keys, so it stays within a few hundred megabytes.
pub const OUTCOME_LIMITS: OutcomeLimits = OutcomeLimits { nodes: 50_000, table: 1_000_000 };
/// The pruned search's budget for one request, in expanded regions, about 13 s of one core
/// natively (docs/benchmarks.md: regions cost 11 to 13 us each in a release build, on 5 x 7). With
/// regions reduced before they are searched, 5 x 6 (value 2) expands 36,358 regions and
/// 5 x 7 (value 1) 202,991 (2.7 s): both are valued within it; 4 x 11 (4.3 million) and
/// 7 x 7 are not.
pub const PRUNED_BUDGET: u64 = 1_000_000;
/// The most values the pruned search keeps for one request (a few hundred megabytes at most).
pub const PRUNED_TABLE: usize = 4_000_000;
/// What is known past the pruned search's budget, for the messages.
const KNOWN_PAST_THE_LIMIT: &str =
    "the values of empty boards are published up to 7 x 9 (Beling and Rogalski's igsolve, \
     github.com/beling/impartial-games), and this search reproduces them in its slow tests";
/// The largest side of the table of rectangles: 6 x 5 has more than `MAX_REGION` cells (the
/// whole 5 x 5 table takes about 2 s in the test build).
pub const MAX_TABLE: usize = 5;
/// The default side of the table.
pub const DEFAULT_TABLE: usize = 4;

/// The game (it takes no parameters).
#[derive(Clone, Copy, Debug, Default)]
pub struct Cram;

/// One region of free cells: its bounding box and its cells as bits, row by row (`bits` bit
/// `r * w + c`), stored as the least of its eight images.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region {
    pub h: u8,
    pub w: u8,
    pub bits: u128,
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, w) = (self.h as usize, self.w as usize);
        if self.bits.count_ones() as usize == h * w {
            return write!(f, "{h}x{w}");
        }
        let rows: Vec<String> = (0..h)
            .map(|r| (0..w).map(|c| if self.bits >> (r * w + c) & 1 == 1 { '.' } else { '#' }).collect())
            .collect();
        f.write_str(&rows.join("/"))
    }
}

/// The cells of a `h` x `w` box listed in `cells`, as the least of their eight images.
fn canonical(h: usize, w: usize, cells: impl Iterator<Item = (usize, usize)> + Clone) -> Region {
    let mut best: Option<Region> = None;
    for t in 0..8u8 {
        let (nh, nw) = if t & 4 != 0 { (w, h) } else { (h, w) };
        let mut bits = 0u128;
        for (r, c) in cells.clone() {
            let (mut rr, mut cc) = (r, c);
            if t & 1 != 0 {
                rr = h - 1 - rr;
            }
            if t & 2 != 0 {
                cc = w - 1 - cc;
            }
            if t & 4 != 0 {
                std::mem::swap(&mut rr, &mut cc);
            }
            bits |= 1u128 << (rr * nw + cc);
        }
        let image = Region { h: nh as u8, w: nw as u8, bits };
        if best.is_none_or(|b| image < b) {
            best = Some(image);
        }
    }
    best.expect("eight images")
}

/// The regions (of two or more cells) of the free cells `bits` of an `h` x `w` box, each
/// cropped and in its least image.
fn regions(h: usize, w: usize, bits: u128) -> Vec<Region> {
    let mut not_first = 0u128;
    let mut not_last = 0u128;
    for r in 0..h {
        for c in 0..w {
            if c > 0 {
                not_first |= 1 << (r * w + c);
            }
            if c + 1 < w {
                not_last |= 1 << (r * w + c);
            }
        }
    }
    let mut rest = bits;
    let mut out = Vec::new();
    while rest != 0 {
        let mut part = rest & rest.wrapping_neg();
        loop {
            let grown = part
                | ((part << 1) & not_first)
                | ((part >> 1) & not_last)
                | part.checked_shl(w as u32).unwrap_or(0)
                | part.checked_shr(w as u32).unwrap_or(0);
            let grown = grown & bits;
            if grown == part {
                break;
            }
            part = grown;
        }
        rest &= !part;
        if part.count_ones() < 2 {
            continue;
        }
        let cells: Vec<(usize, usize)> = (0..h * w).filter(|i| part >> i & 1 == 1).map(|i| (i / w, i % w)).collect();
        let (r0, r1) = (cells.iter().map(|p| p.0).min().unwrap_or(0), cells.iter().map(|p| p.0).max().unwrap_or(0));
        let (c0, c1) = (cells.iter().map(|p| p.1).min().unwrap_or(0), cells.iter().map(|p| p.1).max().unwrap_or(0));
        out.push(canonical(r1 - r0 + 1, c1 - c0 + 1, cells.iter().map(|&(r, c)| (r - r0, c - c0))));
    }
    out.sort();
    out
}

/// The free cells of a board as bits (the board has at most 128 cells).
fn board_bits(pos: &Cells) -> (usize, usize, u128) {
    let (h, w) = (pos.free.len(), pos.free.first().map_or(0, Vec::len));
    let mut bits = 0u128;
    for (r, row) in pos.free.iter().enumerate() {
        for (c, &f) in row.iter().enumerate() {
            if f {
                bits |= 1 << (r * w + c);
            }
        }
    }
    (h, w, bits)
}

/// Every domino on the free cells `bits` of an `h` x `w` box: the two cells' bit indices.
fn dominoes(h: usize, w: usize, bits: u128) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for i in 0..h * w {
        if bits >> i & 1 == 0 {
            continue;
        }
        let (r, c) = (i / w, i % w);
        if r + 1 < h && bits >> (i + w) & 1 == 1 {
            out.push((i, i + w));
        }
        if c + 1 < w && bits >> (i + 1) & 1 == 1 {
            out.push((i, i + 1));
        }
    }
    out
}

/// Dawson's Kayles (octal 0.07) g(0..=128): a move takes two neighbouring cells of a row.
fn dawson() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut g = vec![0u32; 129];
        for n in 2..=128 {
            let mut seen = [false; 130];
            for left in 0..=n - 2 {
                seen[(g[left] ^ g[n - 2 - left]) as usize] = true;
            }
            g[n] = seen.iter().position(|&s| !s).unwrap_or(0) as u32;
        }
        g
    })
}

/// Whether the second player wins `comp` by copying: the region is its own image under a
/// symmetry of order two (the half turn, or a mirror), and no domino meets its own image (covers
/// a cell the symmetry fixes, or a cell and its image). Each domino then has a free image that
/// does not overlap it, and the answer keeps the region symmetric, so its value is 0.
fn copies_itself(comp: &Region) -> bool {
    let (h, w) = (comp.h as usize, comp.w as usize);
    // Listed only for a region that is its own image (few are), as the pruned search asks
    // this of every region it meets.
    let mut places: Option<Vec<(usize, usize)>> = None;
    // Which coordinates each symmetry turns over: both (the half turn), the row, the column.
    [(true, true), (true, false), (false, true)].iter().any(|&(rows, cols)| {
        let image = |i: usize| {
            let (r, c) = (i / w, i % w);
            let r = if rows { h - 1 - r } else { r };
            let c = if cols { w - 1 - c } else { c };
            r * w + c
        };
        let symmetric = (0..h * w).all(|i| comp.bits >> i & 1 == comp.bits >> image(i) & 1);
        symmetric
            && places
                .get_or_insert_with(|| dominoes(h, w, comp.bits))
                .iter()
                .all(|&(a, b)| image(a) != a && image(b) != b && image(a) != b)
    })
}

fn cell_name(r: usize, c: usize) -> String {
    crate::notation::square_name(r, c)
}

/// The largest region of a position, with its number of free cells, when it is over the limit;
/// `valued`: also a region whose value a closed form gives (its remoteness still needs search).
fn too_large(pos: &Cells, valued: bool) -> Option<EngineError> {
    let (h, w, bits) = board_bits(pos);
    let big = regions(h, w, bits)
        .into_iter()
        .filter(|r| valued || Cram.closed_form_grundy(r).is_none())
        .map(|r| r.bits.count_ones() as usize)
        .max()
        .unwrap_or(0);
    (big > MAX_REGION).then(|| {
        EngineError::Refused(format!(
            "a region of {big} free cells; at most {MAX_REGION} can be valued (block some cells, or split the board)"
        ))
    })
}

impl Rules for Cram {
    type Pos = Cells;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Cells, ParseError> {
        parse_cells(text)
    }
    /// A board of at most 128 cells has fewer than 256 domino places: a board with a region
    /// past the Grundy search is played on its picture even when who wins is not known.
    fn plays_unsolved(&self, pos: &Cells) -> bool {
        too_large(pos, true).is_some()
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        Some(crate::board::EditSpec::Grid(crate::board::GridEdit { cycle: ".#", max_rows: 8, max_cols: 8 }))
    }
    fn board(&self, pos: &Cells) -> Board {
        let rows: Vec<String> =
            pos.free.iter().map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect()).collect();
        // A covered pair standing alone is a domino played (either player's).
        let tiles = Tile::isolated(&rows, '#', 2, |_| None);
        Board::Grid { rows, look: GridLook { tiles, ..GridLook::default() } }
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let n = params.size.or(params.rows).unwrap_or(DEFAULT_TABLE);
        if !(1..=MAX_TABLE).contains(&n) {
            return Some(Err(EngineError::Refused(format!(
                "a Cram table has sides 1 to {MAX_TABLE}, not {n} (larger rectangles take too long)"
            ))));
        }
        Some(rectangle_table(n, progress))
    }
}

/// The Grundy value of every empty R x C rectangle with sides up to `n`, from one search (a
/// rectangle and its transpose are one region).
pub fn rectangle_table(n: usize, progress: &mut dyn FnMut(usize, usize)) -> Result<Table, EngineError> {
    let mut solver = Solver::new(&Cram);
    let mut cells = vec![vec![None; n]; n];
    let mut positions = vec![vec![None; n]; n];
    let mut order: Vec<(usize, usize)> = (1..=n).flat_map(|r| (1..=n).map(move |c| (r, c))).collect();
    order.sort_by_key(|&(r, c)| (r * c, r, c));
    for (done, &(r, c)) in order.iter().enumerate() {
        progress(done, order.len());
        let pos = Cells { free: vec![vec![true; c]; r] };
        let g = solver
            .sum_grundy(&Cram.components(&pos))
            .map_err(|_| EngineError::Refused(format!("the {r}x{c} rectangle needs too many positions")))?;
        cells[r - 1][c - 1] = Some(g as i64);
        positions[r - 1][c - 1] = Some(pos.to_string());
    }
    progress(order.len(), order.len());
    Ok(Table {
        game: ENTRY.id.into(),
        title: format!("Cram: the Grundy value of every empty R x C rectangle up to {n} x {n}"),
        row_label: "rows R".into(),
        col_label: "columns C".into(),
        row_keys: (1..=n as i64).collect(),
        col_keys: (1..=n as i64).collect(),
        cells,
        legend: "g(R x C): 0 marks a board lost for the player to move. Both sides even gives 0 (the \
                 second player copies by a half turn); one side even and one odd never gives 0 (the \
                 first player covers the middle two cells, then copies); the first row is Dawson's \
                 Kayles (octal 0.07). The table is symmetric: a board turned a quarter is the same game."
            .into(),
        positions: Some(positions),
        row_games: None,
        signed: false,
        row_marks: None,
        texts: None,
        classes: None,
        note: None,
    })
}

impl Moves for Cram {
    /// Upright and lying dominoes, cell by cell in reading order (upright first at each cell).
    fn moves(&self, pos: &Cells) -> Vec<Move<Cells>> {
        let (h, w, bits) = board_bits(pos);
        dominoes(h, w, bits)
            .into_iter()
            .map(|(a, b)| {
                let ((r, c), (r2, c2)) = ((a / w, a % w), (b / w, b % w));
                let mut to = pos.clone();
                to.free[r][c] = false;
                to.free[r2][c2] = false;
                Move {
                    text: format!("{}-{}", cell_name(r, c), cell_name(r2, c2)),
                    spot: Spot::Cells { piece: 0, cells: vec![(r, c), (r2, c2)] },
                    to,
                }
            })
            .collect()
    }
}

impl ImpartialGame for Cram {
    type Comp = Region;

    fn comp_label(&self, comp: &Region) -> String {
        comp.to_string()
    }
    fn components(&self, pos: &Cells) -> Vec<Region> {
        let (h, w, bits) = board_bits(pos);
        regions(h, w, bits)
    }
    /// Each domino's leftover regions; placements leaving the same regions are listed once.
    fn comp_options(&self, comp: &Region) -> Vec<Vec<Region>> {
        let (h, w) = (comp.h as usize, comp.w as usize);
        let mut out: Vec<Vec<Region>> = dominoes(h, w, comp.bits)
            .into_iter()
            .map(|(a, b)| regions(h, w, comp.bits & !(1 << a) & !(1 << b)))
            .collect();
        out.sort();
        out.dedup();
        out
    }
    /// An empty rectangle with both sides even is 0; a single row is Dawson's Kayles; a region
    /// its own mirror image with no domino meeting its image is 0 (see [`copies_itself`]).
    fn closed_form_grundy(&self, comp: &Region) -> Option<u32> {
        let (h, w) = (comp.h as usize, comp.w as usize);
        if comp.bits.count_ones() as usize == h * w {
            if h == 1 {
                return Some(dawson()[w]);
            }
            if h % 2 == 0 && w % 2 == 0 {
                return Some(0);
            }
        }
        copies_itself(comp).then_some(0)
    }
    fn closed_form(&self, pos: &Cells, _misere: bool) -> Option<ClosedFormValue> {
        let (h, w) = (pos.free.len(), pos.free.first().map_or(0, Vec::len));
        if !pos.free.iter().flatten().all(|&f| f) {
            return None;
        }
        let (text, grundy, outcome) = if h == 1 || w == 1 {
            let n = h.max(w);
            let g = dawson()[n];
            (
                format!("a single row of {n} cells is Dawson's Kayles (octal 0.07): g({n}) = {g}"),
                Some(g),
                if g == 0 { Outcome::P } else { Outcome::N },
            )
        } else if h % 2 == 0 && w % 2 == 0 {
            ("both sides even: the second player answers every domino with its image under a half turn, so the value is 0".into(), Some(0), Outcome::P)
        } else if h % 2 == 0 || w % 2 == 0 {
            ("one side even, one odd: the first player covers the two middle cells across the even side, then answers every domino with its image under a half turn: N".into(), None, Outcome::N)
        } else {
            return None;
        };
        Some(ClosedFormValue { text, grundy, outcome })
    }
    /// A position with a region too large for its Grundy value: who wins it and each move, by
    /// outcome search.
    /// Who wins each move by the outcome search, with the position's Grundy value by the
    /// pruned search when it ends within its budget; when the outcome search runs out, every
    /// value by the pruned search (its table shared between the moves).
    fn own_evaluation(&self, pos: &Cells, moves: &[Move<Cells>]) -> Option<Result<Evaluation, EngineError>> {
        too_large(pos, true)?;
        let small = |r: &Region| r.bits.count_ones() as usize <= SMALL_REGION;
        let mut go_on = pruned_progress;
        let mut search = Pruned::new(PRUNED_BUDGET, PRUNED_TABLE, &mut go_on);
        match outcome_evaluation(self, pos, moves, &small, OUTCOME_LIMITS) {
            Ok(mut evaluation) => {
                if evaluation.value.grundy.is_none() {
                    if let Ok(g) = search.sum(&Cram.components(pos)) {
                        evaluation.value.grundy = Some(g);
                        let note = evaluation.note.unwrap_or_default().replace(
                            "the Grundy value is not known (the position is too large to value), only who wins",
                            &format!("the Grundy value is by a search that prunes ({} regions expanded)", search.nodes),
                        );
                        evaluation.note = Some(note);
                    }
                }
                Some(Ok(evaluation))
            }
            Err(failure) => Some(pruned_evaluation(&mut search, pos, moves).or(Err(failure))),
        }
    }
    fn own_grundy(&self, pos: &Cells) -> Option<Result<u32, EngineError>> {
        too_large(pos, false)?;
        let mut go_on = pruned_progress;
        let mut search = Pruned::new(PRUNED_BUDGET, PRUNED_TABLE, &mut go_on);
        Some(search.sum(&Cram.components(pos)).map_err(|stop| pruned_refusal(pos, stop)))
    }
}

/// The pruned search's progress, as regions expanded of its budget, to whoever listens on this
/// thread (the worker's progress bar; the search runs for up to a minute before it gives up),
/// and whether it may go on.
fn pruned_progress(expanded: u64) -> bool {
    crate::partizan::report_progress(expanded as usize, PRUNED_BUDGET as usize)
}

/// Why the pruned search gave no value, and what is known past it.
fn pruned_refusal(pos: &Cells, stop: Stop) -> EngineError {
    let why = match stop {
        Stop::Budget => format!("the pruned Grundy search did not end within {PRUNED_BUDGET} regions"),
        Stop::Interrupted => "the search was stopped".into(),
        Stop::TooLarge => format!("a region has more than {} free cells", pruned::MAX_CELLS),
    };
    EngineError::Refused(format!("{pos}: {why}; {KNOWN_PAST_THE_LIMIT}"))
}

/// The position's and every move's Grundy value by one pruned search (its table shared).
fn pruned_evaluation(search: &mut Pruned<'_>, pos: &Cells, moves: &[Move<Cells>]) -> Result<Evaluation, Stop> {
    let g = search.sum(&Cram.components(pos))?;
    let mut moved = Vec::with_capacity(moves.len());
    for m in moves {
        moved.push(PositionValue::of_grundy(search.sum(&Cram.components(&m.to))?, None));
    }
    let note = format!(
        "Grundy values by a search that prunes (Beling and Rogalski's method: each region is asked only \
         whether its value is one still wanted; {} regions expanded); remoteness is not computed",
        search.nodes
    );
    Ok(Evaluation {
        value: PositionValue::of_grundy(g, None),
        moves: moved,
        closed_form: Cram.closed_form(pos, false),
        note: Some(note),
        working: None,
        partizan: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::{OutcomeLimits, OutcomeSearch, Stopped};
    use crate::lookup;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn boards() -> impl Strategy<Value = String> {
        (1usize..5, 1usize..5).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::bool::weighted(0.75), h * w).prop_map(move |v| {
                v.chunks(w)
                    .map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect::<String>())
                    .collect::<Vec<_>>()
                    .join("/")
            })
        })
    }

    /// Every pair of cells checked by the rule.
    fn brute(pos: &Cells) -> Vec<String> {
        let (h, w) = (pos.free.len(), pos.free[0].len());
        let mut out = Vec::new();
        for a in 0..h * w {
            for b in a + 1..h * w {
                let ((r, c), (r2, c2)) = ((a / w, a % w), (b / w, b % w));
                let next = (r == r2 && c2 == c + 1) || (c == c2 && r2 == r + 1);
                if next && pos.free[r][c] && pos.free[r2][c2] {
                    out.push(format!("{}-{}", cell_name(r, c), cell_name(r2, c2)));
                }
            }
        }
        out.sort();
        out
    }

    /// The Grundy value of a whole board by plain search: every placement, no regions, no
    /// symmetries, no closed forms.
    fn plain(free: u128, h: usize, w: usize, memo: &mut HashMap<u128, u32>) -> u32 {
        if let Some(&g) = memo.get(&free) {
            return g;
        }
        let mut seen = [false; 64];
        for i in 0..h * w {
            if free >> i & 1 == 0 {
                continue;
            }
            for j in [i + 1, i + w] {
                let ok = j < h * w && (j == i + w || (i % w) + 1 < w) && free >> j & 1 == 1;
                if ok {
                    seen[plain(free & !(1 << i) & !(1 << j), h, w, memo) as usize] = true;
                }
            }
        }
        let g = seen.iter().position(|&s| !s).unwrap() as u32;
        memo.insert(free, g);
        g
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn moves_are_the_rule_and_the_value_is_the_plain_search(s in boards()) {
            let pos = parse_cells(&s).unwrap();
            let mut got: Vec<String> = Cram.moves(&pos).into_iter().map(|m| m.text).collect();
            got.sort();
            prop_assert_eq!(got, brute(&pos));
            let (h, w, bits) = board_bits(&pos);
            let want = plain(bits, h, w, &mut HashMap::new());
            let mut solver = Solver::new(&Cram);
            prop_assert_eq!(solver.sum_grundy(&Cram.components(&pos)).unwrap(), want);
            prop_assert_eq!(lookup("cram").unwrap().grundy(&s).unwrap(), want);
            // Every region's eight images are one component.
            for comp in Cram.components(&pos) {
                let cells = (0..comp.h as usize * comp.w as usize).filter(|i| comp.bits >> i & 1 == 1);
                let w = comp.w as usize;
                let t = canonical(comp.w as usize, comp.h as usize, cells.map(move |i| (i % w, i / w)));
                prop_assert_eq!(t, comp);
            }
        }
    }

    /// The closed forms against the search: both sides even is 0, one even one odd is not 0,
    /// and a 1 x n row is Dawson's Kayles as the engine's octal games compute 0.07 (a separate
    /// implementation).
    #[test]
    fn closed_forms_equal_the_search() {
        let mut solver = Solver::new(&Cram);
        for r in 1..=4usize {
            for c in 1..=5usize {
                if r * c > 20 {
                    continue;
                }
                let pos = Cells { free: vec![vec![true; c]; r] };
                let comps = Cram.components(&pos);
                let g = comps.iter().map(|k| solver.searched_comp_grundy(k).unwrap()).fold(0, |a, b| a ^ b);
                if r % 2 == 0 && c % 2 == 0 {
                    assert_eq!(g, 0, "{r}x{c}");
                }
                if (r + c) % 2 == 1 {
                    assert_ne!(g, 0, "{r}x{c}");
                }
                assert_eq!(solver.sum_grundy(&comps).unwrap(), g, "{r}x{c}");
            }
        }
        let mut seq = crate::octal::OctalSequence::new("0.07".parse().unwrap());
        for n in 0..=128 {
            assert_eq!(dawson()[n], seq.value(n), "0.07 at {n}");
        }
        for n in 1..=30 {
            let strip = Region { h: 1, w: n as u8, bits: (1u128 << n) - 1 };
            assert_eq!(solver.searched_comp_grundy(&strip).unwrap(), dawson()[n], "1x{n}");
        }
        // Dawson's Kayles as OEIS A002187 starts (0.07 shifted: heap n here is n pins there).
        assert_eq!(dawson()[..12], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    }

    #[test]
    fn known_values_and_text() {
        let g = lookup("cram").unwrap();
        // Values of the search, which the plain search checks on random boards above.
        for (pos, want) in [("1x2", 1), ("2x2", 0), ("2x3", 1), ("3x3", 0), ("1x1", 0), ("4x4", 0), ("3x4", 1)] {
            assert_eq!(g.grundy(pos).unwrap(), want, "{pos}");
        }
        assert_eq!(g.normalize("../..").unwrap(), "2x2");
        // Past the pruned search's 64 cells: refused, saying what is known.
        let refused = g.grundy("9x9").unwrap_err().to_string();
        assert!(refused.contains("more than 64") && refused.contains("7 x 9"), "{refused}");
        let t = g.table(&TableParams { size: Some(3), ..Default::default() }).unwrap().unwrap();
        assert_eq!(t.cells[1][1], Some(0));
        for r in 0..3 {
            for c in 0..3 {
                assert_eq!(t.cells[r][c], t.cells[c][r]);
                let pos = t.positions.as_ref().unwrap()[r][c].clone().unwrap();
                assert_eq!(t.cells[r][c], Some(g.grundy(&pos).unwrap() as i64), "{pos}");
            }
        }
        assert!(g.table(&TableParams { size: Some(MAX_TABLE + 1), ..Default::default() }).unwrap().is_err());
    }

    /// An outcome search that searches every region of more than four cells move by move.
    fn searched_outcome(pos: &Cells, nodes: u64) -> Option<Outcome> {
        let small = |r: &Region| r.bits.count_ones() <= 4;
        let mut go_on = |_| true;
        let mut search = OutcomeSearch::new(&Cram, &small, OutcomeLimits { nodes, table: 1 << 20 }, &mut go_on);
        search.outcome(&Cram.components(pos)).map(|v| v.outcome)
    }

    fn boards_up_to_20() -> impl Strategy<Value = String> {
        (2usize..5, 2usize..6).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::bool::weighted(0.85), h * w).prop_map(move |v| {
                v.chunks(w)
                    .map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect::<String>())
                    .collect::<Vec<_>>()
                    .join("/")
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// The outcome search says P exactly when the plain Grundy search gives 0.
        #[test]
        fn outcome_search_is_the_grundy_search(s in boards_up_to_20()) {
            let pos = parse_cells(&s).unwrap();
            let (h, w, bits) = board_bits(&pos);
            let want = if plain(bits, h, w, &mut HashMap::new()) == 0 { Outcome::P } else { Outcome::N };
            prop_assert_eq!(searched_outcome(&pos, u64::MAX), Some(want), "{}", s);
        }
    }

    /// The half-turn facts against the outcome search and the Grundy search: after any first
    /// domino on a board with both sides even the player to move wins; a board with one side
    /// even and one odd is won by the player to move.
    #[test]
    fn parity_facts_against_the_search() {
        let mut solver = Solver::new(&Cram);
        for (r, c) in [(2, 4), (4, 4), (2, 6), (4, 6), (4, 2)] {
            let pos = Cells { free: vec![vec![true; c]; r] };
            for m in Cram.moves(&pos) {
                assert_eq!(searched_outcome(&m.to, u64::MAX), Some(Outcome::N), "{r}x{c} {}", m.text);
                let comps = Cram.components(&m.to);
                let g = comps.iter().map(|k| solver.searched_comp_grundy(k).unwrap()).fold(0, |a, b| a ^ b);
                assert_ne!(g, 0, "{r}x{c} {}", m.text);
            }
        }
        for (r, c) in [(3, 4), (2, 5), (3, 6), (4, 5), (2, 7)] {
            let pos = Cells { free: vec![vec![true; c]; r] };
            assert_eq!(searched_outcome(&pos, u64::MAX), Some(Outcome::N), "{r}x{c}");
            assert_eq!(Cram.closed_form(&pos, false).map(|f| f.outcome), Some(Outcome::N));
        }
        // Odd by odd has no closed form: the two searches agree.
        for (r, c) in [(3, 3), (3, 5), (3, 7), (5, 5)] {
            let pos = Cells { free: vec![vec![true; c]; r] };
            let g = solver.sum_grundy(&Cram.components(&pos)).unwrap();
            let want = if g == 0 { Outcome::P } else { Outcome::N };
            assert_eq!(searched_outcome(&pos, u64::MAX), Some(want), "{r}x{c}");
        }
    }

    /// A region that is its own mirror image with no domino meeting its image is valued 0, and
    /// the search agrees; one where a domino meets its image is not taken for 0.
    #[test]
    fn copying_regions_are_zero() {
        let mut solver = Solver::new(&Cram);
        for s in ["3x4/", "..../.##./....", ".#./.../.#.", "#..#/..../#..#", "...#/#.../...#"] {
            let Ok(pos) = parse_cells(s.trim_end_matches('/')) else { continue };
            for comp in Cram.components(&pos) {
                if copies_itself(&comp) {
                    assert_eq!(solver.searched_comp_grundy(&comp).unwrap(), 0, "{comp}");
                }
            }
        }
        let pos = parse_cells("..../.##./....").unwrap();
        assert!(copies_itself(&Cram.components(&pos)[0]));
        // 3 x 4: the two middle cells of the middle row are each other's image.
        assert!(!copies_itself(&Region { h: 3, w: 4, bits: (1 << 12) - 1 }));
    }

    /// Boards past the Grundy search: their outcome and every move's, proved.
    #[test]
    fn large_boards_are_solved_by_outcome() {
        let g = lookup("cram").unwrap();
        for (pos, moves) in [("6x6", 60), ("8x8", 112)] {
            let sol = g.solve(pos, false).unwrap();
            assert_eq!((sol.outcome, sol.grundy), (Outcome::P, Some(0)), "{pos}");
            assert_eq!(sol.moves.len(), moves, "{pos}");
            assert!(sol.moves.iter().all(|m| m.outcome == Outcome::N && !m.winning), "{pos}");
            assert!(sol.note.unwrap().contains("outcome search"));
            assert!(matches!(sol.board, Board::Grid { .. }));
        }
    }

    /// The first player's winning move on one side even, one odd (covering the middle two
    /// cells) is found and proved, and the value by the pruned search; slow in the test build.
    #[test]
    #[ignore]
    fn five_by_six_is_won_by_the_middle_domino() {
        let sol = lookup("cram").unwrap().solve("5x6", false).unwrap();
        assert_eq!((sol.outcome, sol.grundy), (Outcome::N, Some(2)));
        assert!(sol.moves.iter().any(|m| m.text == "c3-d3" && m.winning));
        assert!(sol.note.unwrap().contains("prunes"));
    }

    /// A board too large to solve is still drawn and played: every domino place, no value.
    #[test]
    fn a_board_too_large_to_solve_is_played_unvalued() {
        let g = lookup("cram").unwrap();
        let sol = g.unsolved("7x7", "too large").unwrap().unwrap();
        assert_eq!(sol.unknown.as_deref(), Some("too large"));
        let listed: Vec<_> = g.move_list("7x7").unwrap().into_iter().map(|(text, to, _)| (text, to)).collect();
        let shown: Vec<_> = sol.moves.iter().map(|m| (m.text.clone(), m.to.clone())).collect();
        assert_eq!((shown.len(), shown), (84, listed), "7 rows of 6 lying places and 7 columns of 6 upright");
        assert!(sol.moves.iter().all(|m| !m.winning) && sol.working.is_none() && sol.grundy.is_none());
        assert!(matches!(sol.board, Board::Grid { .. }));
        assert!(
            matches!(g.unsolved("12x12", "").unwrap(), Err(EngineError::Parse(_))),
            "past the notation's 128 cells"
        );
        assert!(lookup("nim").unwrap().unsolved("3,4", "").is_none(), "only a game that asks for it");
        assert!(g.unsolved("5x5", "").is_none(), "a board solved at once is not drawn unvalued first");
    }

    /// A search out of budget says nothing, and says why.
    #[test]
    fn a_stopped_search_claims_nothing() {
        let pos = Cells { free: vec![vec![true; 5]; 5] };
        let small = |r: &Region| r.bits.count_ones() <= 4;
        let mut go_on = |_| true;
        let mut search = OutcomeSearch::new(&Cram, &small, OutcomeLimits { nodes: 10, table: 100 }, &mut go_on);
        assert_eq!(search.outcome(&Cram.components(&pos)), None);
        assert_eq!(search.stopped, Some(Stopped::Budget));
        assert_eq!(search.nodes, 10);
        let mut stop = |_| false;
        let mut search =
            OutcomeSearch::new(&Cram, &small, OutcomeLimits { nodes: u64::MAX, table: 1 << 20 }, &mut stop);
        assert_eq!(search.outcome(&Cram.components(&pos)), None);
        assert_eq!(search.stopped, Some(Stopped::Interrupted));
    }
}
