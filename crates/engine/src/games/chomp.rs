//! Chomp: a Young diagram of squares whose top-left square is poisoned. A move picks a
//! remaining square (r, c) other than the poison and eats every square in rows >= r and
//! columns >= c; the player with no move (only the poison left) loses.
//!
//! A position is its row lengths, top row first, non-increasing: `5,4,2`. Moves are written
//! `c2` (column c, row 2: the board's one square naming, from `a1` at the poison). The board is a grid with one
//! string per row: `X` the poison, `#` a square still there, `.` an eaten square inside the
//! bounding rectangle.
//!
//! The whole diagram is one component. Values come from [`SubDiagrams`]: every diagram inside
//! the position is ranked in lexicographic order, so that each option's index is found in O(1)
//! from the diagram's own, and the table is filled in one pass from the smallest diagram up.
//! Three-row positions also have the table f(b, c) ([`three_row_f`]), after Brouwer.

use std::cell::RefCell;
use std::fmt;

use crate::board::{Board, GridLook};
use crate::game::{Checks, Entry, Group};
use crate::impartial::mex::Mex;
use crate::impartial::ImpartialGame;
use crate::rules::{Evaluation, Moves, PositionValue, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};
pub use crate::young::SubDiagrams;

pub const ENTRY: Entry = Entry {
    id: "chomp",
    name: "Chomp",
    example_game: "chomp",
    example_position: "5,4,2",
    summary: "Eat a square and everything below and to the right of it; the top-left square is poisoned.",
    group: Group::Tables,
    build: crate::rules::plain::<Chomp>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("chomp", &["3,3,1", "4"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A rectangle of squares whose top-left square is poisoned. A move picks a square and \
     eats it with every square below it and to its right. Whoever has to eat the poison \
     loses: the player left with only the poison has no move.",
    theory: "Strategy stealing: the first player wins every rectangle larger than 1 x 1. If eating \
     only the bottom-right square lost, the opponent would have a winning reply; that bite \
     removes the bottom-right square too, so it could have been the first move. This proves \
     a win without showing it. The solver searches the positions (row lengths); two rows \
     (a, b) are lost for the player to move exactly when a = b + 1.",
    example: "3,3 (two rows of 3): eat the bottom-right square, leaving 3,2, where a = b + 1. Every \
     reply is answered by restoring a = b + 1: 2,2 and 3,1 by 2,1; 3,0 and 1,1 by 1,0, the \
     poison alone. On an n x n square the first player eats the square diagonally next to the \
     poison and then mirrors the opponent.",
    claims: &[
        Claim {
            game: "chomp",
            position: "3,3",
            fact: Fact::Wins("c2"),
            says: "eat the bottom-right square, leaving 3,2",
        },
        Claim {
            game: "chomp",
            position: "3,3",
            fact: Fact::Reaches("c2", "3,2"),
            says: "eat the bottom-right square, leaving 3,2",
        },
        Claim { game: "chomp", position: "3,2", fact: Fact::Outcome(Outcome::P), says: "leaving 3,2, where a = b + 1" },
        Claim { game: "chomp", position: "2,2", fact: Fact::Reaches("b2", "2,1"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "2,2", fact: Fact::Wins("b2"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "3,1", fact: Fact::Reaches("c1", "2,1"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "3,1", fact: Fact::Wins("c1"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "3,0", fact: Fact::Reaches("b1", "1"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "3,0", fact: Fact::Wins("b1"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "1,1", fact: Fact::Reaches("a2", "1"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "1,1", fact: Fact::Wins("a2"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "1,0", fact: Fact::WinningMoves(&[]), says: "the poison alone" },
        Claim {
            game: "chomp",
            position: "4,4,4,4",
            fact: Fact::Wins("b2"),
            says: "the first player eats the square diagonally next to the poison",
        },
    ],
};

/// The most rows and columns a position may have.
pub const MAX_ROWS: usize = 100;
pub const MAX_COLS: usize = 100;
/// The most diagrams (inside the position) a solve may tabulate: 11 x 11 has 705,432 (about
/// 0.3 s natively; 12 x 12, with 2,704,156, would take over a second). The table takes 4 bytes
/// per diagram.
pub const MAX_SOLVE_DIAGRAMS: u64 = 1_000_000;
/// The largest b (second row) of the three-row table drawn as a grid (the app, `nimlab table
/// chomp3`). f to 2000 takes 31 ms natively (`cargo bench -p engine --bench chomp`, "rows up to
/// 2000"); the grid's 4 million cells are what bound it, in memory and in transfer to the page.
pub const MAX_THREE_ROW_TABLE: usize = 2000;
/// The largest b for which `nimlab table chomp3` lists the P-positions instead, the scale of
/// Brouwer's published lists: f to 10,000 takes 2.2 s natively with 38 MB of marks (same bench,
/// "rows up to 10000"); to 15,000, 91 MB, and the listing is mostly its 66 million lines of text
/// (55 s of CPU against 21 s to 10,000, the CLI writing to a pipe).
pub const MAX_THREE_ROW_LIST: usize = 15_000;
/// The three-row table's largest b when none is asked for.
pub const DEFAULT_TABLE: usize = 24;
/// Click-through positions are attached to the three-row table only up to this size.
pub const MAX_TABLE_LINKS: usize = 300;

/// A Young diagram: row lengths, top row first, non-increasing, the top row at least 1 (the
/// poison), no trailing empty rows.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Diagram(pub Vec<u16>);

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|r| r.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

impl Diagram {
    /// The diagram left after picking square (`row`, `col`).
    pub fn after_pick(&self, row: usize, col: usize) -> Diagram {
        let mut rows = self.0.clone();
        for len in rows.iter_mut().skip(row) {
            *len = (*len).min(col as u16);
        }
        while rows.last() == Some(&0) {
            rows.pop();
        }
        Diagram(rows)
    }

    /// The diagram with these row lengths, trailing empty rows dropped.
    pub fn from_rows(rows: &[u16]) -> Diagram {
        let keep = rows.iter().rposition(|&r| r > 0).map_or(0, |i| i + 1);
        Diagram(rows[..keep].to_vec())
    }

    /// The number of squares, poison included.
    pub fn squares(&self) -> usize {
        self.0.iter().map(|&r| r as usize).sum()
    }
}

/// Parses row lengths such as `5,4,2`; trailing zero rows are dropped.
pub fn parse_diagram(text: &str) -> Result<Diagram, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new("empty position: give the row lengths, top row first, such as 5,4,2"));
    }
    let mut rows: Vec<u16> = Vec::new();
    let mut offset = 0;
    for (i, part) in text.split(',').enumerate() {
        let item = part.trim();
        let at = offset + (part.len() - part.trim_start().len());
        if item.is_empty() {
            return Err(ParseError::at("missing row length between commas", at));
        }
        if let Some(bad) = item.find(|c: char| !c.is_ascii_digit()) {
            let ch = item[bad..].chars().next().unwrap_or('?');
            return Err(ParseError::at(
                format!("unexpected '{ch}' in row length '{item}': write row lengths such as 5,4,2"),
                at + bad,
            ));
        }
        let len: u64 = item.parse().unwrap_or(u64::MAX);
        if len > MAX_COLS as u64 {
            return Err(ParseError::at(format!("row {} has {len} squares: at most {MAX_COLS}", i + 1), at));
        }
        if let Some(&prev) = rows.last() {
            if len > prev as u64 {
                return Err(ParseError::at(
                    format!(
                        "row {} (length {len}) is longer than row {} (length {prev}): row lengths must not \
                         increase from the top row down",
                        i + 1,
                        i
                    ),
                    at,
                ));
            }
        }
        rows.push(len as u16);
        offset += part.len() + 1;
    }
    while rows.last() == Some(&0) {
        rows.pop();
    }
    if rows.is_empty() {
        return Err(ParseError::new("the top row must hold at least the poisoned square (length 1 or more)"));
    }
    if rows.len() > MAX_ROWS {
        return Err(ParseError::new(format!("{} rows is too many: at most {MAX_ROWS}", rows.len())));
    }
    Ok(Diagram(rows))
}

/// P/N of every diagram inside an outer one (`true` = the player to move wins). The empty
/// diagram (index 0) is not a Chomp position and is marked `true` (it is never an option).
/// The table has `sub.count()` entries: callers bound it first (see [`MAX_SOLVE_DIAGRAMS`]).
pub fn outcome_table(sub: &SubDiagrams) -> Vec<bool> {
    let mut win = vec![false; sub.count() as usize];
    sub.diagrams(|rank, rows| {
        if rows[0] == 0 {
            win[rank] = true;
            return;
        }
        let mut found = false;
        sub.each_option(rank, rows, |o| {
            found = !win[o];
            !found
        });
        win[rank] = found;
    });
    win
}

/// Grundy value and remoteness of every diagram inside an outer one.
#[derive(Clone, Debug)]
pub struct ValueTable {
    pub sub: SubDiagrams,
    /// `(grundy, remoteness)` by rank; index 0 (the empty diagram) is unused.
    pub values: Vec<(u16, u16)>,
}

impl ValueTable {
    /// Tabulates every diagram inside `outer`: 4 bytes each, so callers bound
    /// `SubDiagrams::new(outer).count()` first (see [`MAX_SOLVE_DIAGRAMS`]).
    pub fn new(outer: &[u16]) -> Self {
        let sub = SubDiagrams::new(outer);
        let mut values = vec![(0u16, 0u16); sub.count() as usize];
        let mut mex = Mex::new();
        sub.diagrams(|rank, rows| {
            if rows[0] == 0 {
                return;
            }
            // The mex needs room for as many values as there are options.
            mex.begin(rows.iter().map(|&r| r as usize).sum());
            // Remoteness: won positions move to the quickest lost option, lost ones to the
            // slowest won option (the rule of `value_from_children`).
            let mut quickest_loss = u16::MAX;
            let mut slowest_win = 0u16;
            sub.each_option(rank, rows, |o| {
                let (g, r) = values[o];
                mex.mark(g as u32);
                if g == 0 {
                    quickest_loss = quickest_loss.min(r);
                } else {
                    slowest_win = slowest_win.max(r);
                }
                true
            });
            let rem = if quickest_loss < u16::MAX {
                quickest_loss + 1
            } else if rows[0] > 1 || rows.get(1).is_some_and(|&r| r > 0) {
                slowest_win + 1
            } else {
                0 // only the poison is left: no move
            };
            values[rank] = (mex.value() as u16, rem);
        });
        ValueTable { sub, values }
    }

    /// `(grundy, remoteness)` of a diagram inside the outer one.
    pub fn get(&self, d: &Diagram) -> Option<(u32, u32)> {
        self.sub.contains(&d.0).then(|| {
            let (g, r) = self.values[self.sub.rank(&d.0)];
            (g as u32, r as u32)
        })
    }
}

/// Brouwer's f(q, r) for 0 <= r <= q <= n, as `f[q][r]`.
///
/// When f(q, r) >= q, (f(q, r), q, r) is the one P-position with second and third rows q and
/// r. When f(q, r) < q there is none: every (p, q, r) can move to the P-position
/// (f, f, min(r, f)) by eating the first row down to f columns.
pub fn three_row_f(n: usize) -> Vec<Vec<u32>> {
    three_row_f_with_progress(n, &mut |_, _| {})
}

/// [`three_row_f`], calling `progress(done, total)` before each q, in units of work (row q
/// costs about q, so `done` is q^2 and `total` is (n + 1)^2).
pub fn three_row_f_with_progress(n: usize, progress: &mut dyn FnMut(usize, usize)) -> Vec<Vec<u32>> {
    let mut f = Vec::with_capacity(n + 1);
    three_row_f_rows(n, progress, &mut |_, row| f.push(row.to_vec()));
    f
}

/// Brouwer's f(q, r) row by row: `visit(q, row)` gets f(q, 0..=q) for q = 0, 1, ..., n, and
/// only the previous row is kept, so the memory is that of the marks below (about 0.4 n^2
/// bits: 38 MB at n = 10,000), not of the n^2 / 2 values.
///
/// f(q, r) is the smallest a >= max(q, 1) that is neither f(j, min(r, j)) for a j < q (moves
/// in the second row) nor f(q, j) for a j < r (moves in the third row), unless eating the top
/// row back to some 1 <= j < q leaves a P-position, i.e. f(j, min(r, j)) = j; then f(q, r) is
/// the least such j. For each r the first set only grows with q, so it is kept as a bit set
/// per r with a pointer to its least gap at or above q, which only moves up; the second set is
/// the current row's. The work is O(n^2) (it was O(n^3) when both sets were rebuilt for each
/// cell): measured in `cargo bench -p engine --bench chomp`.
pub fn three_row_f_rows(n: usize, progress: &mut dyn FnMut(usize, usize), visit: &mut dyn FnMut(usize, &[u32])) {
    let total = (n + 1).pow(2);
    // Every value is below 3n + 2: the least a >= q missing from at most q + r values.
    let words = (3 * n + 3).div_ceil(64) + 1;
    // Bit v of `marks[(v / 64) * cols + r]`: whether v is in {f(j, min(r, j)) : j < q}, the
    // values the second row's moves reach. Interleaved by r: a row reads every column near
    // q + (an offset growing slowly with r), so neighbouring columns share cache lines.
    let cols = n + 1;
    let mut marks: Vec<u64> = vec![0; words * cols];
    // The same for the diagonal, {f(j, j) : j < q}: a new column r = q starts from it.
    let mut diag = vec![0u64; words];
    // The values of the current row, f(q, j) for j < r: the third row's moves.
    let mut in_row = vec![0u64; words];
    // The least 1 <= j < q with f(j, j) = j, and for each r the least with f(j, min(r, j)) = j.
    let mut diag_block: Option<u32> = None;
    let mut block: Vec<Option<u32>> = Vec::with_capacity(n + 1);
    // For each r, a value >= q below which every value from q on is marked.
    let mut low: Vec<usize> = Vec::with_capacity(n + 1);
    let mut prev: Vec<u32> = Vec::with_capacity(n + 1);
    let mut row: Vec<u32> = Vec::with_capacity(n + 1);
    // The least a >= `from` whose bit is clear in every word `word(w)` gives.
    let first_gap = |from: usize, word: &dyn Fn(usize) -> u64| {
        let mut w = from / 64;
        let mut bits = word(w) | ((1u64 << (from % 64)) - 1);
        while bits == u64::MAX {
            w += 1;
            bits = word(w);
        }
        w * 64 + bits.trailing_ones() as usize
    };
    for q in 0..=n {
        progress(q * q, total);
        // The previous row joins the sets: j = q - 1 for every column r <= q - 1.
        for (r, &v) in prev.iter().enumerate() {
            marks[(v as usize / 64) * cols + r] |= 1 << (v % 64);
            if v as usize == q - 1 && block[r].is_none() {
                block[r] = Some(v);
            }
        }
        // Column r = q: j < q all lie on the diagonal.
        for (w, &bits) in diag.iter().enumerate() {
            marks[w * cols + q] = bits;
        }
        block.push(diag_block);
        low.push(0);
        in_row.fill(0);
        row.clear();
        for r in 0..=q {
            let value = match block[r] {
                Some(j) => j,
                None => {
                    let column = |w: usize| marks[w * cols + r];
                    low[r] = first_gap(low[r].max(q.max(1)), &column);
                    first_gap(low[r], &|w| column(w) | in_row[w]) as u32
                }
            };
            in_row[value as usize / 64] |= 1 << (value % 64);
            row.push(value);
        }
        let d = row[q];
        diag[d as usize / 64] |= 1 << (d % 64);
        if q >= 1 && d as usize == q && diag_block.is_none() {
            diag_block = Some(d);
        }
        visit(q, &row);
        std::mem::swap(&mut prev, &mut row);
    }
    progress(total, total);
}

/// Every three-row P-position (a, b, c) with b <= n (and any a), b by b, c by c: `visit(a, b,
/// c)`. Refused above [`MAX_THREE_ROW_LIST`].
pub fn three_row_p_positions(n: usize, visit: &mut dyn FnMut(u32, u32, u32)) -> Result<(), EngineError> {
    if n > MAX_THREE_ROW_LIST {
        return Err(EngineError::Refused(format!(
            "three-row P-positions are listed up to b = {MAX_THREE_ROW_LIST}, not {n}"
        )));
    }
    three_row_f_rows(n, &mut |_, _| {}, &mut |b, row| {
        for (c, &a) in row.iter().enumerate() {
            if a as usize >= b {
                visit(a, b as u32, c as u32);
            }
        }
    });
    Ok(())
}

/// The largest first row for which the four-row P-positions are listed (`nimlab table chomp4`),
/// the published scale (OEIS A395126): 4.6 s and 36 MB natively at 500 (two sets of n bits for
/// every pair of lower rows, n^3 / 8 bytes; the time grows as n^4).
pub const MAX_FOUR_ROW_LIST: usize = 500;
/// The first row of the four-row table drawn when no size is given.
pub const DEFAULT_FOUR_ROW_SLICE: usize = 24;
/// The name of the four-row list among the tables (`nimlab table chomp4 --size N`).
pub const FOUR_ROW_TABLE: &str = "chomp4";

/// A set of first-row lengths 0..=n, as bits.
type Lengths = Vec<u64>;

/// No P-position with these lower rows and a first row of at most n.
const NO_ROW: u16 = u16::MAX;

fn add_length(set: &mut Lengths, a: u16) {
    if a != NO_ROW {
        set[a as usize / 64] |= 1 << (a % 64);
    }
}

/// The least a in from..=n that is in no set of `sets` (united into `union`), or [`NO_ROW`].
fn least_free(sets: &[&Lengths], union: &mut Lengths, from: usize, n: usize) -> u16 {
    for (w, u) in union.iter_mut().enumerate() {
        *u = sets.iter().fold(0, |acc, s| acc | s[w]);
    }
    let mut w = from / 64;
    let mut bits = match union.get(w) {
        Some(&u) => u | ((1u64 << (from % 64)) - 1),
        None => return NO_ROW,
    };
    while bits == u64::MAX {
        w += 1;
        match union.get(w) {
            Some(&u) => bits = u,
            None => return NO_ROW,
        }
    }
    let a = w * 64 + bits.trailing_ones() as usize;
    if a <= n {
        a as u16
    } else {
        NO_ROW
    }
}

/// Every four-row P-position (a, b, c, d), rows a >= b >= c >= d >= 0, with a <= n, in order
/// of (b, c, d): `visit(a, b, c, d)`. Returns how many there are.
///
/// For given lower rows (b, c, d) at most one a is a P-position: from (a, b, c, d) the first row
/// can be eaten back to any a' >= b, leaving (a', b, c, d). So the positions are found one per
/// triple, as A(b, c, d), the least a >= max(b, 1) that no move into the lower rows answers:
/// eating row 2 back to j < b leaves (a, j, min(c, j), min(d, j)), a P-position exactly when
/// a = A of that triple, and likewise rows 3 and 4. Those values are kept as bit sets that grow
/// with b, c and d (the triples' order), so a triple costs a union of six n-bit sets rather
/// than a pass over its b + c + d moves: O(n^3 * n / 64) in all. Eating the first row back to
/// 1 <= j < b leaves (j, j, min(c, j), min(d, j)) whatever a is; when that is a P-position, no
/// a is. Refused above [`MAX_FOUR_ROW_LIST`].
pub fn four_row_p_positions(n: usize, visit: &mut dyn FnMut(u32, u32, u32, u32)) -> Result<u64, EngineError> {
    four_row_p_positions_with_progress(n, visit, &mut |_, _| {})
}

/// [`four_row_p_positions`], calling `progress(done, total)` after each second row b: the work
/// up to b grows about as b^3, and so does `done`.
pub fn four_row_p_positions_with_progress(
    n: usize,
    visit: &mut dyn FnMut(u32, u32, u32, u32),
    progress: &mut dyn FnMut(usize, usize),
) -> Result<u64, EngineError> {
    if n > MAX_FOUR_ROW_LIST {
        return Err(EngineError::Refused(format!(
            "four-row P-positions are listed for first rows up to {MAX_FOUR_ROW_LIST}, not {n}"
        )));
    }
    let words = (n + 1).div_ceil(64);
    let empty = || vec![0u64; words];
    let tri = |c: usize| c * (c + 1) / 2;
    // Row 2 eaten back to j < b leaves the triple (j, min(c, j), min(d, j)): for j < d the
    // diagonal (j, j, j), for d <= j < c the triple (j, j, d), for c <= j < b the triple
    // (j, c, d). The first is a prefix of the diagonal; the second is fixed once (c, d) exists
    // (taken from `beside`, which grows with b); the third grows with b. Each has beside it
    // whether one of its triples is a first-row move to a P-position (A = j >= 1).
    let mut diagonal: Vec<(Lengths, bool)> = vec![(empty(), false)];
    let mut beside: Vec<(Lengths, bool)> = Vec::new();
    let mut middle: Vec<(Lengths, bool)> = Vec::new();
    let mut high: Vec<(Lengths, bool)> = Vec::new();
    let mut union = empty();
    let mut count = 0u64;
    // A(b, c, d) for the current b, row c by row c.
    let mut rows: Vec<Vec<u16>> = Vec::new();
    for b in 0..=n {
        beside.push((empty(), false));
        middle.extend(beside.iter().cloned());
        high.extend((0..=b).map(|_| (empty(), false)));
        // Row 3 eaten back to j < c: for j < d the triple (b, j, j), for d <= j < c (b, j, d).
        let mut row3_diagonal: Vec<Lengths> = vec![empty()];
        let mut row3: Vec<Lengths> = Vec::with_capacity(b + 1);
        rows.clear();
        for c in 0..=b {
            row3.push(empty());
            // Row 4 eaten back to j < d: (b, c, j).
            let mut row4 = empty();
            let mut row = Vec::with_capacity(c + 1);
            for d in 0..=c {
                let pair = tri(c) + d;
                let value = if diagonal[d].1 || middle[pair].1 || high[pair].1 {
                    NO_ROW
                } else {
                    let sets = [&diagonal[d].0, &middle[pair].0, &high[pair].0, &row3_diagonal[d], &row3[d], &row4];
                    least_free(&sets, &mut union, b.max(1), n)
                };
                add_length(&mut row4, value);
                if value != NO_ROW {
                    count += 1;
                    visit(value as u32, b as u32, c as u32, d as u32);
                }
                row.push(value);
            }
            for (d, &v) in row.iter().enumerate() {
                add_length(&mut row3[d], v);
            }
            let mut next = row3_diagonal[c].clone();
            add_length(&mut next, row[c]);
            row3_diagonal.push(next);
            rows.push(row);
        }
        // b is done: its triples join the row-2 sets of every larger b.
        let is_p = |v: u16| b >= 1 && v as usize == b;
        for (c, row) in rows.iter().enumerate() {
            for (d, &v) in row.iter().enumerate() {
                let (set, p) = &mut high[tri(c) + d];
                add_length(set, v);
                *p |= is_p(v);
            }
        }
        for (d, &v) in rows[b].iter().enumerate() {
            let (set, p) = &mut beside[d];
            add_length(set, v);
            *p |= is_p(v);
        }
        let (mut set, p) = diagonal[b].clone();
        add_length(&mut set, rows[b][b]);
        diagonal.push((set, p || is_p(rows[b][b])));
        progress((b + 1).pow(3), (n + 1).pow(3));
    }
    Ok(count)
}

/// A069001-style count: the P-positions (p, q, r) with p <= n, from `f` (which must reach n).
pub fn three_row_p_count(f: &[Vec<u32>], n: usize) -> usize {
    (0..=n)
        .flat_map(|q| (0..=q).map(move |r| (q, r)))
        .filter(|&(q, r)| f[q][r] >= q as u32 && f[q][r] <= n as u32)
        .count()
}

/// Chomp, with a cache of the last value table built.
#[derive(Debug, Default)]
pub struct Chomp {
    cache: RefCell<Option<ValueTable>>,
}

impl Chomp {
    pub fn new() -> Self {
        Self::default()
    }

    /// The value table covering `d` (the cached one if it does), or an error naming the limit.
    pub fn with_table<T>(&self, d: &Diagram, f: impl FnOnce(&ValueTable) -> T) -> Result<T, EngineError> {
        let mut cache = self.cache.borrow_mut();
        if !cache.as_ref().is_some_and(|t| t.sub.contains(&d.0)) {
            let count = SubDiagrams::new(&d.0).count();
            if count > MAX_SOLVE_DIAGRAMS {
                return Err(EngineError::Refused(format!(
                    "{d} is too large to solve: it contains {} diagrams, at most {MAX_SOLVE_DIAGRAMS} are tabulated \
                     (an 11 x 11 board fits)",
                    if count == u64::MAX { "more than 2^64".to_string() } else { count.to_string() }
                )));
            }
            *cache = Some(ValueTable::new(&d.0));
        }
        Ok(f(cache.as_ref().expect("the table was just built")))
    }

    /// The three-row table view: for each b >= c, the a with (a, b, c) P, if there is one.
    pub fn three_row_table(&self, size: usize) -> Result<Table, EngineError> {
        self.three_row_table_with_progress(size, &mut |_, _| {})
    }

    /// [`Chomp::three_row_table`], reporting progress as [`three_row_f_with_progress`] does.
    pub fn three_row_table_with_progress(
        &self,
        size: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Table, EngineError> {
        if size > MAX_THREE_ROW_TABLE {
            return Err(EngineError::Refused(format!(
                "the three-row table goes up to b = {MAX_THREE_ROW_TABLE}, not {size}"
            )));
        }
        let f = three_row_f_with_progress(size, progress);
        let keys: Vec<i64> = (0..=size as i64).collect();
        let cell = |b: usize, c: usize| (c <= b && f[b][c] >= b as u32).then(|| f[b][c]);
        let cells = (0..=size).map(|c| (0..=size).map(|b| cell(b, c).map(|a| a as i64)).collect()).collect();
        let positions = (size <= MAX_TABLE_LINKS).then(|| {
            (0..=size)
                .map(|c| {
                    (0..=size)
                        .map(|b| {
                            // Only positions the play page can open (rows of at most MAX_COLS).
                            cell(b, c)
                                .filter(|&a| a as usize <= MAX_COLS)
                                .map(|a| Diagram::from_rows(&[a as u16, b as u16, c as u16]).to_string())
                        })
                        .collect()
                })
                .collect()
        });
        Ok(Table {
            game: "chomp".into(),
            title: "Three-row Chomp: the a for which (a, b, c) is a P-position".into(),
            row_label: "third row c".into(),
            col_label: "second row b".into(),
            row_keys: keys.clone(),
            col_keys: keys,
            cells,
            legend: "For rows of lengths a >= b >= c, at most one a makes (a, b, c) a loss for the player to move; \
                     it is shown in column b, row c. A blank (with b >= c) means every (a, b, c) is a win: eating the \
                     top row back to some j < b reaches a P-position. Brouwer's f(b, c). Cells open play where the first row \
                     has at most 100 squares."
                .into(),
            positions,
            row_games: None,
            signed: false,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        })
    }

    /// Four-row Chomp with the first row `a`: for second and third rows b >= c, the d for which
    /// (a, b, c, d) is a P-position, in column b and row c. At most one d is: from (a, b, c, d)
    /// the fourth row can be eaten back to any smaller d. Made from the four-row P-positions
    /// with first rows up to a ([`four_row_p_positions`]), refused above [`MAX_FOUR_ROW_LIST`].
    pub fn four_row_slice_with_progress(
        &self,
        a: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Table, EngineError> {
        if a > MAX_FOUR_ROW_LIST {
            return Err(EngineError::Refused(format!(
                "the four-row table goes up to a first row of {MAX_FOUR_ROW_LIST}, not {a}"
            )));
        }
        if a == 0 {
            return Err(EngineError::Refused(
                "the four-row table needs a first row of at least 1 (its square is the poisoned one)".into(),
            ));
        }
        let mut d_of: Vec<Vec<Option<i64>>> = vec![vec![None; a + 1]; a + 1];
        four_row_p_positions_with_progress(
            a,
            &mut |first, b, c, d| {
                if first as usize == a {
                    d_of[c as usize][b as usize] = Some(d as i64);
                }
            },
            progress,
        )?;
        let keys: Vec<i64> = (0..=a as i64).collect();
        // Only positions the play page can open (rows of at most MAX_COLS).
        let positions = (a <= MAX_COLS).then(|| {
            d_of.iter()
                .enumerate()
                .map(|(c, row)| {
                    row.iter()
                        .enumerate()
                        .map(|(b, d)| {
                            d.map(|d| Diagram::from_rows(&[a as u16, b as u16, c as u16, d as u16]).to_string())
                        })
                        .collect()
                })
                .collect()
        });
        Ok(Table {
            game: "chomp".into(),
            title: format!("Four-row Chomp with a first row of {a}: the d for which ({a}, b, c, d) is a P-position"),
            row_label: "third row c".into(),
            col_label: "second row b".into(),
            row_keys: keys.clone(),
            col_keys: keys,
            cells: d_of,
            legend: format!(
                "For rows of lengths {a} >= b >= c >= d, at most one d makes ({a}, b, c, d) a loss for the player to move \
                 (from a larger d the fourth row is eaten back to it); it is shown in column b, row c. A blank (with b >= c) \
                 means every ({a}, b, c, d) is a win. The size is the first row a, up to {MAX_FOUR_ROW_LIST}; the column d = 0 \
                 is three-row Chomp. Cells open play where the first row has at most {MAX_COLS} squares."
            ),
            positions,
            row_games: None,
            signed: false,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        })
    }
}

/// Whether the diagram is a rectangle.
fn rectangle(d: &Diagram) -> bool {
    d.0.iter().all(|&r| r == d.0[0])
}

impl Rules for Chomp {
    fn table_list(&self, name: &str) -> Option<crate::table::TableList> {
        Some(if name == FOUR_ROW_TABLE {
            crate::table::TableList {
                title: "Four-row Chomp",
                items: "four-row P-positions",
                columns: &["a", "b", "c", "d"],
                bound: "a",
                drawn_up_to: 0,
                listed_up_to: MAX_FOUR_ROW_LIST,
                list: |n, visit| four_row_p_positions(n, &mut |a, b, c, d| visit(&[a, b, c, d])).map(|_| ()),
            }
        } else {
            crate::table::TableList {
                title: "Three-row Chomp",
                items: "three-row P-positions",
                columns: &["a", "b", "c"],
                bound: "b",
                drawn_up_to: MAX_THREE_ROW_TABLE,
                listed_up_to: MAX_THREE_ROW_LIST,
                list: |n, visit| three_row_p_positions(n, &mut |a, b, c| visit(&[a, b, c])),
            }
        })
    }
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Diagram;
    fn parse(&self, text: &str) -> Result<Diagram, ParseError> {
        parse_diagram(text)
    }
    fn board(&self, pos: &Diagram) -> Board {
        let width = pos.0[0] as usize;
        let rows = pos
            .0
            .iter()
            .enumerate()
            .map(|(r, &len)| {
                (0..width)
                    .map(|c| {
                        if r == 0 && c == 0 {
                            'X'
                        } else if c < len as usize {
                            '#'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        Board::Grid { rows, look: GridLook { bite_preview: true, ..GridLook::default() } }
    }
    fn has_table(&self) -> bool {
        true
    }
    fn why_no_misere(&self) -> Option<&'static str> {
        Some("eating the poison already loses")
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        Some(self.three_row_table_with_progress(table_size(params), progress))
    }
    fn named_table_with_progress(
        &self,
        name: &str,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        if name == FOUR_ROW_TABLE {
            Some(self.four_row_slice_with_progress(params.size.unwrap_or(DEFAULT_FOUR_ROW_SLICE), progress))
        } else {
            self.table_with_progress(params, progress)
        }
    }
}

impl Moves for Chomp {
    fn moves(&self, pos: &Diagram) -> Vec<Move<Diagram>> {
        let mut out = Vec::new();
        for (row, &len) in pos.0.iter().enumerate() {
            for col in 0..len as usize {
                if row == 0 && col == 0 {
                    continue;
                }
                out.push(Move {
                    text: crate::notation::square_name(row, col),
                    spot: Spot::Square { piece: 0, row, col },
                    to: pos.after_pick(row, col),
                });
            }
        }
        out
    }
}

impl ImpartialGame for Chomp {
    type Comp = Diagram;
    fn components(&self, pos: &Diagram) -> Vec<Diagram> {
        vec![pos.clone()]
    }
    fn comp_options(&self, comp: &Diagram) -> Vec<Vec<Diagram>> {
        self.moves(comp).into_iter().map(|m| vec![m.to]).collect()
    }
    fn closed_form_grundy(&self, comp: &Diagram) -> Option<u32> {
        self.with_table(comp, |t| t.get(comp).map(|(g, _)| g)).ok().flatten()
    }
    fn closed_form(&self, pos: &Diagram, misere: bool) -> Option<ClosedFormValue> {
        if misere {
            return None;
        }
        let rows = &pos.0;
        let a = rows[0] as u32;
        let k = rows.len() as u32;
        let heaps = |x: u32, text: String| ClosedFormValue {
            text,
            grundy: Some(x),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        };
        if k == 1 {
            return Some(heaps(a - 1, format!("one row: a Nim heap of {} squares, g = {}", a - 1, a - 1)));
        }
        if rows[1..].iter().all(|&r| r == 1) {
            let g = (a - 1) ^ (k - 1);
            return Some(heaps(
                g,
                format!("an L: two Nim heaps of {} and {}, g = {} ⊕ {} = {g}", a - 1, k - 1, a - 1, k - 1),
            ));
        }
        let verdict = |p: bool, text: String| ClosedFormValue {
            text,
            grundy: None,
            outcome: if p { Outcome::P } else { Outcome::N },
        };
        if k == 2 {
            let b = rows[1] as u32;
            return Some(verdict(
                a == b + 1,
                format!("two rows (a, b) are P exactly when a = b + 1; here a = {a}, b = {b}"),
            ));
        }
        if k == 3 {
            let (b, c) = (rows[1] as usize, rows[2] as usize);
            let f = three_row_f(b)[b][c];
            let text = if f >= b as u32 {
                format!("three rows: ({f}, {b}, {c}) is the one P-position with these lower rows")
            } else {
                format!("three rows: no (a, {b}, {c}) is P; eating the top row back to {f} leaves a P-position")
            };
            return Some(verdict(f == a, text));
        }
        if rectangle(pos) {
            let text = if a == k {
                format!(
                    "the {a} x {a} square: take b2, leaving two equal arms, then answer every move by its mirror image"
                )
            } else {
                format!("the {k} x {a} rectangle: the first player wins (strategy stealing), though no rule says how")
            };
            return Some(verdict(false, text));
        }
        None
    }
    fn own_evaluation(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Option<Result<Evaluation, EngineError>> {
        Some(self.evaluate_own(pos, moves))
    }
    fn own_grundy(&self, pos: &Self::Pos) -> Option<Result<u32, EngineError>> {
        Some(self.grundy_own(pos))
    }
}

/// The largest b of the three-row table a request asks for.
fn table_size(params: &TableParams) -> usize {
    params.size.or(params.cols).unwrap_or(DEFAULT_TABLE)
}

/// Chomp is solved from a value table of every diagram inside the position (so that solving
/// never searches), refused above [`MAX_SOLVE_DIAGRAMS`].
impl Chomp {
    fn evaluate_own(&self, pos: &Diagram, moves: &[Move<Diagram>]) -> Result<Evaluation, EngineError> {
        self.with_table(pos, |table| {
            let value = |p: &Diagram| {
                let (g, rem) = table.get(p).expect("the table covers the position and its options");
                PositionValue::of_grundy(g, Some(rem))
            };
            Evaluation {
                value: value(pos),
                moves: moves.iter().map(|m| value(&m.to)).collect(),
                closed_form: self.closed_form(pos, false),
                note: None,
                working: None,
                partizan: None,
            }
        })
    }
    fn grundy_own(&self, pos: &Diagram) -> Result<u32, EngineError> {
        self.with_table(pos, |t| t.get(pos).expect("the table covers the position").0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Moves, Rules};

    /// Whether a diagram of at most four rows is a P-position, by the rules alone: every bite
    /// (row i, keep j columns) with j >= 1 in the first row, memoised.
    fn four_row_brute(rows: [u32; 4], memo: &mut std::collections::HashMap<[u32; 4], bool>) -> bool {
        if let Some(&p) = memo.get(&rows) {
            return p;
        }
        let mut p = true;
        'moves: for i in 0..4 {
            for j in 0..rows[i] {
                if i == 0 && j == 0 {
                    continue; // the poisoned square
                }
                let mut next = rows;
                for r in next.iter_mut().skip(i) {
                    *r = (*r).min(j);
                }
                if four_row_brute(next, memo) {
                    p = false;
                    break 'moves;
                }
            }
        }
        memo.insert(rows, p);
        p
    }

    #[test]
    fn the_four_row_table_is_the_p_positions_of_its_first_row() {
        let mut memo = std::collections::HashMap::new();
        for a in 1..=9u32 {
            let mut reports = 0;
            let t = Chomp::new().four_row_slice_with_progress(a as usize, &mut |_, _| reports += 1).unwrap();
            assert!(reports > 0, "a = {a}: no progress reported");
            assert_eq!(t.cells.len(), a as usize + 1);
            for b in 0..=a {
                for c in 0..=a {
                    // By the rules: every d, from nothing but the moves.
                    let p: Vec<u32> = if c > b {
                        vec![]
                    } else {
                        (0..=c).filter(|&d| four_row_brute([a, b, c, d], &mut memo)).collect()
                    };
                    assert!(p.len() <= 1, "({a}, {b}, {c}, d): {p:?}");
                    assert_eq!(t.cells[c as usize][b as usize], p.first().map(|&d| d as i64), "({a}, {b}, {c}, d)");
                }
            }
        }
        // Its column d = 0 is three-row Chomp: (a, b, c, 0) is a P-position where a = f(b, c).
        let a = 60;
        let t = Chomp::new().four_row_slice_with_progress(a, &mut |_, _| {}).unwrap();
        let f = three_row_f_with_progress(a, &mut |_, _| {});
        for (b, fb) in f.iter().enumerate().take(a + 1) {
            for (c, &fbc) in fb.iter().enumerate().take(b + 1) {
                assert_eq!(t.cells[c][b] == Some(0), fbc as usize == a, "({a}, {b}, {c}, 0)");
            }
        }
        let refused = |a: usize| Chomp::new().four_row_slice_with_progress(a, &mut |_, _| {}).unwrap_err().to_string();
        assert!(refused(MAX_FOUR_ROW_LIST + 1).contains("up to a first row of 500, not 501"));
        assert!(refused(0).contains("at least 1"));
        // Asked for by its name, with the size as its first row.
        let params = TableParams { size: Some(5), rows: None, cols: None };
        let named = Chomp::new().named_table_with_progress(FOUR_ROW_TABLE, &params, &mut |_, _| {}).unwrap().unwrap();
        assert!(named.title.starts_with("Four-row Chomp with a first row of 5"));
        let own = Chomp::new().named_table_with_progress("chomp", &params, &mut |_, _| {}).unwrap().unwrap();
        assert!(own.title.starts_with("Three-row Chomp"));
    }

    #[test]
    fn four_row_p_positions_are_those_of_the_rules() {
        let n = 14;
        let mut listed = Vec::new();
        let count = four_row_p_positions(n, &mut |a, b, c, d| listed.push([a, b, c, d])).unwrap();
        assert_eq!(count as usize, listed.len());
        let mut memo = std::collections::HashMap::new();
        let mut brute = Vec::new();
        for a in 1..=n as u32 {
            for b in 0..=a {
                for c in 0..=b {
                    for d in 0..=c {
                        if four_row_brute([a, b, c, d], &mut memo) {
                            brute.push([a, b, c, d]);
                        }
                    }
                }
            }
        }
        listed.sort();
        brute.sort();
        assert_eq!(listed, brute);
    }

    #[test]
    fn four_row_positions_with_an_empty_fourth_row_are_the_three_row_ones() {
        let n = 300;
        let f = three_row_f(n);
        let mut three = Vec::new();
        four_row_p_positions(n, &mut |a, b, c, d| {
            if d == 0 {
                three.push((a, b, c));
            }
        })
        .unwrap();
        let from_f: Vec<(u32, u32, u32)> = (0..=n)
            .flat_map(|q| (0..=q).map(move |r| (q, r)))
            .filter(|&(q, r)| f[q][r] >= q as u32 && f[q][r] <= n as u32)
            .map(|(q, r)| (f[q][r], q as u32, r as u32))
            .collect();
        three.sort();
        let mut from_f = from_f;
        from_f.sort();
        assert_eq!(three, from_f);
        assert_eq!(three.len(), three_row_p_count(&f, n));
    }

    /// OEIS A395126 (Arnav Garg, 2026): the fourth rows d of the P-positions in the order of
    /// (a, b, c), its first 87 terms, and 4,316,097 P-positions with a first row of at most 500
    /// (the count its comments give). Copied in `tests/data/oeis-a395126.txt` with its source.
    #[test]
    fn four_row_p_positions_match_oeis_a395126() {
        let text = include_str!("../../tests/data/oeis-a395126.txt");
        let terms: Vec<u32> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .flat_map(|l| l.split(',').map(str::trim).filter(|t| !t.is_empty()).map(|t| t.parse::<u32>().unwrap()))
            .collect();
        assert_eq!(terms.len(), 87);
        let mut all = Vec::new();
        let count = four_row_p_positions(MAX_FOUR_ROW_LIST, &mut |a, b, c, d| all.push((a, b, c, d))).unwrap();
        assert_eq!(count, 4_316_097);
        all.sort();
        let ds: Vec<u32> = all.iter().take(terms.len()).map(|p| p.3).collect();
        assert_eq!(ds, terms);
        assert!(four_row_p_positions(MAX_FOUR_ROW_LIST + 1, &mut |_, _, _, _| {}).is_err());
    }

    #[test]
    fn notation() {
        assert_eq!(parse_diagram("5,4,2").unwrap().to_string(), "5,4,2");
        assert_eq!(parse_diagram(" 5, 4 ,2,0,0").unwrap().to_string(), "5,4,2");
        let e = parse_diagram("5,6,2").unwrap_err();
        assert!(e.message.contains("row 2 (length 6) is longer than row 1 (length 5)"), "{e}");
        assert_eq!(e.at, Some(2));
        assert!(parse_diagram("0").unwrap_err().message.contains("poisoned"));
        assert!(parse_diagram("").unwrap_err().message.contains("empty"));
        assert_eq!(parse_diagram("3,a").unwrap_err().at, Some(2));
        assert!(parse_diagram("3,,2").unwrap_err().message.contains("missing"));
        assert!(parse_diagram("101").unwrap_err().message.contains("at most 100"));
        assert!(parse_diagram(&vec!["1"; 101].join(",")).unwrap_err().message.contains("rows"));
        assert!(parse_diagram("99999999999999999999999999").is_err());
    }

    #[test]
    fn moves_and_board() {
        let c = Chomp::new();
        let d = parse_diagram("3,1").unwrap();
        let moves: Vec<(String, String)> = c.moves(&d).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        assert_eq!(moves, vec![("b1".into(), "1,1".into()), ("c1".into(), "2,1".into()), ("a2".into(), "3".into())]);
        let look = GridLook { bite_preview: true, ..GridLook::default() };
        assert_eq!(c.board(&d), Board::Grid { rows: vec!["X##".into(), "#..".into()], look });
    }

    #[test]
    fn ranks_are_consecutive_in_lexicographic_order() {
        for outer in [vec![4u16, 4, 4], vec![5, 3, 3, 1], vec![3, 2, 1], vec![1], vec![6]] {
            let sub = SubDiagrams::new(&outer);
            let mut seen = 0u64;
            sub.diagrams(|rank, rows| {
                assert_eq!(rank as u64, seen);
                assert_eq!(sub.rank(rows), rank);
                let d = Diagram::from_rows(rows);
                let mut listed = Vec::new();
                sub.each_option(rank, rows, |o| {
                    listed.push(o);
                    true
                });
                if rows[0] > 0 {
                    let mut expected: Vec<usize> = Chomp::new()
                        .moves(&d)
                        .iter()
                        .map(|m| {
                            let mut r = m.to.0.clone();
                            r.resize(outer.len(), 0);
                            sub.rank(&r)
                        })
                        .collect();
                    expected.sort();
                    listed.sort();
                    assert_eq!(listed, expected, "{rows:?}");
                }
                seen += 1;
            });
            assert_eq!(seen, sub.count());
        }
        // C(R + C, R) diagrams in an R x C rectangle.
        assert_eq!(SubDiagrams::new(&[10; 10]).count(), 184_756);
        assert_eq!(SubDiagrams::new(&[100; 100]).count(), u64::MAX);
    }

    #[test]
    fn solve_refuses_huge_boards() {
        let g = (ENTRY.build)(None).unwrap();
        let e = g.solve("20,20,20,20,20,20,20,20,20,20,20,20,20,20", false).unwrap_err();
        assert!(e.to_string().contains("too large"), "{e}");
        assert!(g.grundy("20,20,20,20,20,20,20,20,20,20,20,20,20,20").is_err());
    }

    mod against_search {
        //! Chomp: the ranked value table against the generic search, the known facts, Brouwer's
        //! three-row tables and the OEIS sequences (copies in tests/data), and the laws.

        use std::collections::BTreeSet;

        use crate::games::chomp::{
            outcome_table, parse_diagram, three_row_f, three_row_f_rows, three_row_p_count, Chomp, Diagram,
            SubDiagrams, ValueTable,
        };
        use crate::impartial::mex::mex_of;
        use crate::impartial::{ImpartialGame, Solver};
        use crate::rules::{Moves, Rules};
        use crate::table::TableParams;
        use crate::{lookup, Outcome};
        use proptest::prelude::*;

        fn data(name: &str) -> String {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        }

        /// The data lines of a reference file, split into numbers.
        fn rows_of(name: &str) -> Vec<Vec<i64>> {
            data(name)
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| l.split_whitespace().map(|x| x.parse().unwrap()).collect())
                .collect()
        }

        /// Every diagram inside `outer` (the empty one excluded), in rank order.
        fn diagrams_inside(outer: &[u16]) -> Vec<Diagram> {
            fn rec(outer: &[u16], prefix: &mut Vec<u16>, out: &mut Vec<Diagram>) {
                if prefix.len() == outer.len() {
                    if prefix[0] > 0 {
                        out.push(Diagram::from_rows(prefix));
                    }
                    return;
                }
                let i = prefix.len();
                let cap = if i == 0 { outer[0] } else { outer[i].min(prefix[i - 1]) };
                for v in 0..=cap {
                    prefix.push(v);
                    rec(outer, prefix, out);
                    prefix.pop();
                }
            }
            let mut out = Vec::new();
            rec(outer, &mut Vec::new(), &mut out);
            out
        }

        #[test]
        fn value_table_matches_generic_search() {
            let game = Chomp::new();
            let mut solver = Solver::new(&game);
            for outer in
                [vec![5u16; 4], vec![7, 7, 7], vec![3; 6], vec![2; 8], vec![9, 9], vec![6, 5, 3, 3, 1], vec![8]]
            {
                let table = ValueTable::new(&outer);
                let outcomes = outcome_table(&table.sub);
                let inside = diagrams_inside(&outer);
                assert_eq!(inside.len() as u64 + 1, table.sub.count());
                for d in inside {
                    let (g, rem) = table.get(&d).unwrap();
                    assert_eq!(g, solver.searched_comp_grundy(&d).unwrap(), "grundy of {d}");
                    let v = solver.searched_value(std::slice::from_ref(&d), false).unwrap();
                    assert_eq!(v.remoteness, Some(rem), "remoteness of {d}");
                    assert_eq!(v.outcome == Outcome::N, g != 0, "outcome of {d}");
                    assert_eq!(outcomes[table.sub.rank(&d.0)], g != 0, "fast P/N of {d}");
                }
            }
        }

        #[test]
        fn outcome_table_matches_value_table_inside_8_by_8() {
            let table = ValueTable::new(&[8; 8]);
            let outcomes = outcome_table(&table.sub);
            assert_eq!(outcomes.len(), 12_870);
            for (rank, &(g, _)) in table.values.iter().enumerate().skip(1) {
                assert_eq!(outcomes[rank], g != 0, "rank {rank}");
            }
        }

        #[test]
        fn rectangles_squares_and_two_rows_inside_10_by_10() {
            let sub = SubDiagrams::new(&[10; 10]);
            let win = outcome_table(&sub);
            assert_eq!(win.len(), 184_756);
            let n_of = |rows: Vec<u16>| win[sub.rank(&rows)];
            for r in 1..=10usize {
                for c in 1..=10u16 {
                    // Every rectangle but the lone poison is a first-player win (strategy stealing).
                    assert_eq!(n_of(vec![c; r]), (r, c) != (1, 1), "{r} x {c}");
                }
                // n x n: taking b2 leaves the L of two arms of n - 1, which is P.
                let n = r as u16;
                let mut l = vec![1u16; r];
                l[0] = n;
                assert!(!n_of(l), "the L left by b2 in the {n} x {n} square");
            }
            for a in 1..=10u16 {
                for b in 0..=a {
                    assert_eq!(!n_of(vec![a, b]), a == b + 1, "two rows {a},{b}");
                }
            }
        }

        #[test]
        fn known_facts_by_generic_search() {
            let game = Chomp::new();
            let mut solver = Solver::new(&game);
            let mut p = |rows: Vec<u16>| {
                solver.searched_value(&[Diagram::from_rows(&rows)], false).unwrap().outcome == Outcome::P
            };
            for r in 1..=4usize {
                for c in 1..=5u16 {
                    assert_eq!(p(vec![c; r]), (r, c) == (1, 1), "{r} x {c}");
                }
            }
            for n in 2..=6u16 {
                let square = Diagram(vec![n; n as usize]);
                let after = game.moves(&square).into_iter().find(|m| m.text == "b2").unwrap().to;
                assert!(p(after.0.clone()), "b2 wins the {n} x {n} square");
            }
            for a in 1..=12u16 {
                for b in 0..=a {
                    assert_eq!(p(vec![a, b]), a == b + 1, "two rows {a},{b}");
                }
            }
        }

        #[test]
        fn three_rows_at_most_one_a_and_it_is_f() {
            let n = 40u16;
            let f = three_row_f(n as usize);
            let table = ValueTable::new(&[n, n, n]);
            for b in 0..=n {
                for c in 0..=b {
                    let ps: Vec<u16> = (b.max(1)..=n)
                        .filter(|&a| table.get(&Diagram::from_rows(&[a, b, c])).unwrap().0 == 0)
                        .collect();
                    assert!(ps.len() <= 1, "({b}, {c}) has several P-positions: {ps:?}");
                    let fv = f[b as usize][c as usize] as u16;
                    let expected: Vec<u16> = if fv >= b && fv <= n { vec![fv] } else { vec![] };
                    assert_eq!(ps, expected, "b = {b}, c = {c}, f = {fv}");
                    // When no a works, eating the top row back to f leaves a P-position.
                    if fv < b {
                        let after = Diagram::from_rows(&[fv, fv, c.min(fv)]);
                        assert_eq!(table.get(&after).unwrap().0, 0, "({b}, {c}) blocked by {after}");
                    }
                }
            }
        }

        #[test]
        fn brouwer_small_table_q_up_to_24() {
            let f = three_row_f(24);
            let rows = rows_of("chomp3_brouwer_f_table_q24.txt");
            assert_eq!(rows.len(), 25);
            let mut cells = 0;
            for line in rows {
                // r, then f(r, r), f(r + 1, r), ..., f(24, r).
                let r = line[0] as usize;
                assert_eq!(line.len(), 1 + 25 - r, "row r = {r}");
                for (k, &expected) in line[1..].iter().enumerate() {
                    let q = r + k;
                    assert_eq!(f[q][r] as i64, expected, "f({q}, {r})");
                    cells += 1;
                }
            }
            assert_eq!(cells, 325);
        }

        #[test]
        fn brouwer_row_120_and_its_period_two() {
            let f = three_row_f(255);
            let rows = rows_of("chomp3_brouwer_f_q_r120.txt");
            assert_eq!(rows.len(), 136);
            for line in &rows {
                let q = line[0] as usize;
                assert_eq!(f[q][120] as i64, line[1], "f({q}, 120)");
            }
            // Brouwer's patterns table: row 120 is periodic from q = 170 with period 2, pattern (1, -1)
            // about the mean of f(q, 120) - q.
            let csv = data("chomp3_brouwer_patterns.csv");
            let line = csv.lines().find(|l| l.starts_with("120,")).unwrap();
            let fields: Vec<&str> = line.split(',').collect();
            let (start, period): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
            let pattern: Vec<i64> = fields[3].split_whitespace().map(|x| x.parse().unwrap()).collect();
            assert_eq!((start, period, pattern.len()), (170, 2, 2));
            let d = |q: usize| f[q][120] as i64 - q as i64;
            for q in start..=255 - period {
                assert_eq!(d(q + period), d(q), "period at q = {q}");
                let k = q - start;
                assert_eq!(d(q) - d(q + 1), pattern[k % 2] - pattern[(k + 1) % 2], "pattern at q = {q}");
            }
            // ... and is not periodic with period 2 from 169.
            assert_ne!(d(169), d(171));
        }

        #[test]
        fn a029899_counts_of_three_row_p_positions() {
            let f = three_row_f(400);
            let rows = rows_of("A029899_chomp3_P_positions_count.txt");
            assert_eq!(rows.last().unwrap()[0], 400);
            for line in &rows {
                assert_eq!(three_row_p_count(&f, line[0] as usize) as i64, line[1], "a({})", line[0]);
            }
            // The same count by the value table, for small n.
            let table = ValueTable::new(&[12, 12, 12]);
            for n in 0..=12u16 {
                let count = diagrams_inside(&[n, n, n]).iter().filter(|d| table.get(d).unwrap().0 == 0).count();
                assert_eq!(count as i64, rows[n as usize][1], "a({n}) by the table");
            }
        }

        #[test]
        fn a069001_grundy_values_of_3_by_n() {
            let n = 60u16;
            let table = ValueTable::new(&[n, n, n]);
            let rows = rows_of("A069001_chomp_3xn_grundy.txt");
            for line in rows.iter().filter(|l| l[0] <= n as i64) {
                let c = line[0] as u16;
                assert_eq!(table.get(&Diagram(vec![c; 3])).unwrap().0 as i64, line[1], "3 x {c}");
            }
        }

        #[test]
        fn table_view_is_brouwer_f_where_a_p_position_exists() {
            let game = lookup("chomp").unwrap();
            let t = game.table(&TableParams { size: Some(24), ..Default::default() }).unwrap().unwrap();
            let f = three_row_f(24);
            let positions = t.positions.as_ref().unwrap();
            let values = ValueTable::new(&[48, 24, 24]);
            for c in 0..=24usize {
                for b in 0..=24usize {
                    let expected = (c <= b && f[b][c] >= b as u32).then(|| f[b][c] as i64);
                    assert_eq!(t.cells[c][b], expected, "b = {b}, c = {c}");
                    if let Some(a) = expected {
                        let pos = positions[c][b].as_ref().unwrap();
                        assert_eq!(pos, &Diagram::from_rows(&[a as u16, b as u16, c as u16]).to_string());
                        assert_eq!(values.get(&parse_diagram(pos).unwrap()).unwrap().0, 0, "{pos}");
                    }
                }
            }
            assert_eq!(positions[0][1].as_deref(), Some("2,1"));
            assert_eq!(t.cells[1][3], None);
            assert!(game.table(&TableParams { size: Some(2001), ..Default::default() }).unwrap().is_err());
        }

        #[test]
        fn formulas_agree_with_the_table() {
            let game = Chomp::new();
            for outer in [vec![7u16; 6], vec![12, 12, 12], vec![15, 15]] {
                let table = ValueTable::new(&outer);
                for d in diagrams_inside(&outer) {
                    let (g, _) = table.get(&d).unwrap();
                    if let Some(f) = game.closed_form(&d, false) {
                        assert_eq!(f.outcome == Outcome::P, g == 0, "{d}: {}", f.text);
                        if let Some(fg) = f.grundy {
                            assert_eq!(fg, g, "{d}: {}", f.text);
                        }
                    }
                }
            }
            assert!(game.closed_form(&parse_diagram("4,4,4,4").unwrap(), false).unwrap().text.contains("b2"));
        }

        #[test]
        fn solve_and_sums_interface() {
            let game = lookup("chomp").unwrap();
            let s = game.solve("5,4,2", false).unwrap();
            let table = ValueTable::new(&[5, 4, 2]);
            let d = parse_diagram("5,4,2").unwrap();
            assert_eq!(s.grundy, Some(table.get(&d).unwrap().0));
            assert_eq!(s.remoteness, Some(table.get(&d).unwrap().1));
            assert_eq!(s.moves.len(), 10);
            assert_eq!(game.grundy("5,4,2").unwrap(), s.grundy.unwrap());
            let texts: BTreeSet<String> =
                game.move_list("2,1").unwrap().into_iter().map(|(t, to, _)| format!("{t}>{to}")).collect();
            assert_eq!(texts, ["b1>1,1", "a2>2"].iter().map(|s| s.to_string()).collect());
            assert!(game.solve("5,4,2", true).is_err());
            assert!(game.solve("5,6", false).is_err());
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(40))]

            /// Laws on random diagrams inside 7 x 7: every move reaches a position whose text parses
            /// back to it; the value is the mex of the moves' values; P exactly when no move reaches P;
            /// the fast value agrees with the generic search.
            #[test]
            fn laws(mut rows in prop::collection::vec(1u16..=7, 1..=7)) {
                rows.sort_unstable_by(|a, b| b.cmp(a));
                let game = Chomp::new();
                let text = rows.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(",");
                let pos = game.parse(&text).unwrap();
                prop_assert_eq!(pos.to_string(), text.clone());
                let solved = lookup("chomp").unwrap().solve(&text, false).unwrap();
                let mut solver = Solver::new(&game);
                prop_assert_eq!(solved.grundy, Some(solver.searched_comp_grundy(&pos).unwrap()));
                let mut values = Vec::new();
                for (m, report) in game.moves(&pos).iter().zip(&solved.moves) {
                    prop_assert_eq!(&game.parse(&m.to.to_string()).unwrap(), &m.to);
                    prop_assert_eq!(&m.text, &report.text);
                    values.push(report.grundy.unwrap());
                }
                let g = solved.grundy.unwrap();
                prop_assert_eq!(mex_of(values.iter().copied()), g);
                prop_assert_eq!(g == 0, !values.contains(&0));
                prop_assert_eq!(solved.outcome == Outcome::P, g == 0);
            }

            /// Any text either parses to a position whose text parses back to it, or is refused with
            /// a message; nothing panics.
            #[test]
            fn any_text_parses_or_is_refused(text in "[0-9, a]{0,14}") {
                let game = lookup("chomp").unwrap();
                match game.normalize(&text) {
                    Ok(canonical) => {
                        prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone());
                    }
                    Err(e) => prop_assert!(!e.message.is_empty()),
                }
            }
        }

        /// The progress reported while the three-row table is computed only grows, ends at its total,
        /// and the table is the one made without progress.
        #[test]
        fn three_row_table_progress() {
            let game = lookup("chomp").unwrap();
            let params = TableParams { size: Some(60), rows: None, cols: None };
            let mut seen = Vec::new();
            let with = game.table_with_progress(&params, &mut |d, t| seen.push((d, t))).unwrap().unwrap();
            assert_eq!(with, game.table(&params).unwrap().unwrap());
            assert!(seen.len() > 60, "progress reported {} times", seen.len());
            assert!(seen.windows(2).all(|w| w[0].0 <= w[1].0 && w[0].1 == w[1].1));
            let (done, total) = *seen.last().unwrap();
            assert_eq!(done, total);
        }

        /// Every cell of the three-row table that opens play opens a P-position the play page can
        /// solve; cells whose first row would be longer than a position may be open nothing.
        #[test]
        fn three_row_table_positions_open_p_positions() {
            let game = lookup("chomp").unwrap();
            let t = game.table(&TableParams { size: Some(300), ..Default::default() }).unwrap().unwrap();
            let positions = t.positions.as_ref().unwrap();
            let (mut opened, mut closed) = (0, 0);
            for (r, row) in t.cells.iter().enumerate() {
                for (c, cell) in row.iter().enumerate() {
                    match (&positions[r][c], cell) {
                        (Some(pos), Some(a)) => {
                            assert!(game.normalize(pos).is_ok(), "{pos}");
                            assert_eq!(
                                pos.split(',').next(),
                                Some(a.to_string().as_str()),
                                "{pos} in a cell showing {a}"
                            );
                            // Solving every one is slow; the small ones are solved.
                            if *a <= 24 {
                                assert_eq!(game.solve(pos, false).unwrap().outcome, Outcome::P, "{pos}");
                            }
                            opened += 1;
                        }
                        (None, Some(a)) => {
                            assert!(*a > 100, "a = {a} should open play");
                            closed += 1;
                        }
                        (Some(pos), None) => panic!("{pos} opens play from a blank cell"),
                        (None, None) => {}
                    }
                }
            }
            assert!(opened > 1000 && closed > 1000, "{opened} {closed}");
        }

        #[test]
        fn brouwer_patterns_up_to_q_3000() {
            // Every row of Brouwer's "Patterns in 3-by-n Chomp" whose period shows by q = 3000: from
            // `start` on, f(q, r) - q repeats with the period and follows the pattern, and not from
            // start - 1. The rows are streamed (only the previous row is kept).
            let n = 3000;
            let csv = data("chomp3_brouwer_patterns.csv");
            let rows: Vec<(usize, usize, usize, Vec<i64>)> = csv
                .lines()
                .filter(|l| !l.starts_with('#') && !l.starts_with("r,"))
                .map(|l| {
                    let f: Vec<&str> = l.split(',').collect();
                    let pattern = f[3].split_whitespace().map(|x| x.parse().unwrap()).collect();
                    (f[0].parse().unwrap(), f[1].parse().unwrap(), f[2].parse().unwrap(), pattern)
                })
                .filter(|&(_, start, period, _)| start + 4 * period <= n)
                .collect();
            assert_eq!(rows.len(), 18, "all but r = 6541 fit");
            let mut d: Vec<Vec<i64>> = vec![Vec::new(); rows.len()];
            three_row_f_rows(n, &mut |_, _| {}, &mut |q, row| {
                for (k, &(r, ..)) in rows.iter().enumerate() {
                    if r <= q {
                        d[k].push(row[r] as i64 - q as i64);
                    }
                }
            });
            for (k, (r, start, period, pattern)) in rows.iter().enumerate() {
                let d = |q: usize| d[k][q - r];
                for q in *start..=n - period {
                    assert_eq!(d(q + period), d(q), "row {r}: period {period} at q = {q}");
                    let i = q - start;
                    assert_eq!(
                        d(q) - d(q + 1),
                        pattern[i % period] - pattern[(i + 1) % period],
                        "row {r}: pattern at q = {q}"
                    );
                }
                assert_ne!(d(start - 1), d(start - 1 + period), "row {r} is periodic from {start}, not before");
            }
        }
    }
}
