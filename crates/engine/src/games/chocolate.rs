//! Breaking chocolate: a move takes one piece and breaks it along one grid line into two
//! pieces, but never so that a 1 x 1 piece appears (1 x 2 and 1 x 3 pieces are dead). The
//! player who cannot break loses.
//!
//! A position is a multiset of bars written `9x7` or `9x7,2x3`; `MxN` is M rows by N columns
//! and keeps the orientation the user typed. Bars are independent, so a position's value is
//! the XOR of the bars' Grundy values, read from a table g(m, n) that is computed by mex over
//! every break (symmetric in m and n).
//!
//! Moves are written `p1:v3` (cut piece 1 vertically, after its 3rd column) and `p1:h2` (cut
//! piece 1 horizontally, after its 2nd row). The board draws each bar as rows of `#`.

use std::cell::RefCell;
use std::fmt;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::mex::Mex;
use crate::impartial::{ImpartialGame, Solver};
use crate::rules::{Evaluation, Moves, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "chocolate",
    name: "Breaking chocolate",
    example_game: "chocolate",
    example_position: "9x7",
    summary:
        "Break one piece along a grid line into two; no 1 x 1 piece may appear; the player who cannot break loses.",
    group: Group::Tables,
    build: crate::rules::plain::<Chocolate>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("chocolate", &["3x3", "2x4"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A bar of m x n squares. A move takes one piece and breaks it along a grid line into \
     two pieces, but no break may leave a 1 x 1 piece, so 1 x 2 and 1 x 3 pieces are dead. \
     The player who cannot break loses.",
    theory: "The pieces are independent, so the value is the XOR of the pieces' Grundy values, each \
     the mex over its breaks. When a side is even (and the bar is not 1 x 2), the first \
     player wins by symmetry: break the bar into two equal halves, worth g ⊕ g = 0, then \
     copy every break the opponent makes on the other half.",
    example: "3x4: break it into two 3x2 bars and copy. An odd bar may be lost: a 1x7 bar breaks into \
     1x2 + 1x5 or 1x3 + 1x4. A 1x4 or a 1x5 bar has one break, into dead pieces, so value \
     1. Each break of the 1x7 bar is worth 0 ⊕ 1 = 1, and g(1x7) = mex{1} = 0: the player \
     to move loses.",
    claims: &[
        Claim { game: "chocolate", position: "3x4", fact: Fact::Wins("p1:v2"), says: "break it into two 3x2 bars" },
        Claim {
            game: "chocolate",
            position: "3x4",
            fact: Fact::Reaches("p1:v2", "3x2,3x2"),
            says: "break it into two 3x2 bars",
        },
        Claim { game: "chocolate", position: "3x2,3x2", fact: Fact::Grundy(0), says: "worth g ⊕ g = 0" },
        Claim {
            game: "chocolate",
            position: "1x4",
            fact: Fact::Grundy(1),
            says: "A 1x4 or a 1x5 bar has one break, into dead pieces, so value 1",
        },
        Claim {
            game: "chocolate",
            position: "1x5",
            fact: Fact::Grundy(1),
            says: "A 1x4 or a 1x5 bar has one break, into dead pieces, so value 1",
        },
        Claim {
            game: "chocolate",
            position: "1x7",
            fact: Fact::Reaches("p1:v2", "1x2,1x5"),
            says: "a 1x7 bar breaks into 1x2 + 1x5 or 1x3 + 1x4",
        },
        Claim {
            game: "chocolate",
            position: "1x7",
            fact: Fact::Reaches("p1:v3", "1x3,1x4"),
            says: "a 1x7 bar breaks into 1x2 + 1x5 or 1x3 + 1x4",
        },
        Claim {
            game: "chocolate",
            position: "1x2,1x5",
            fact: Fact::Grundy(1),
            says: "Each break of the 1x7 bar is worth 0 ⊕ 1 = 1",
        },
        Claim {
            game: "chocolate",
            position: "1x3,1x4",
            fact: Fact::Grundy(1),
            says: "Each break of the 1x7 bar is worth 0 ⊕ 1 = 1",
        },
        Claim { game: "chocolate", position: "1x7", fact: Fact::Grundy(0), says: "g(1x7) = mex{1} = 0" },
    ],
};

/// The longest side a bar may have.
pub const MAX_SIDE: u32 = 1000;
/// The most squares a position may have in all (moves keep the area, so every position
/// reached in play parses again).
pub const MAX_AREA: u64 = 1_000_000;
/// The largest side of the table view. Its g values take 2 bytes each (2 MB at 1000); the
/// table sent to the app takes about 16 bytes per cell (16 MB at 1000).
pub const MAX_TABLE: usize = 1000;
/// The table side shown when none is asked for.
pub const DEFAULT_TABLE: usize = 20;
/// Click-through positions are attached to the table only up to this side (each is a short
/// string; at 1000 they would add about 40 MB).
pub const MAX_TABLE_LINKS: usize = 300;
/// A solve lists every move; positions with more moves than this are refused.
pub const MAX_SOLVE_MOVES: usize = 20_000;
/// Remoteness is searched (over multisets of pieces) only for positions of at most this many
/// squares: the number of multisets grows very fast (at 36 squares the search takes under
/// 0.1 s natively, at 48 it can take seconds), and the outcome and Grundy value are exact
/// without it.
pub const MAX_REMOTENESS_AREA: u64 = 36;
/// The state budget of that search.
pub const REMOTENESS_BUDGET: usize = 100_000;

/// One bar of `rows` x `cols` squares, in the orientation it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bar {
    pub rows: u32,
    pub cols: u32,
}

impl Bar {
    /// The bar as a component: sides sorted, since an m x n bar plays as an n x m one.
    pub fn normalized(self) -> (u32, u32) {
        (self.rows.min(self.cols), self.rows.max(self.cols))
    }
}

impl fmt::Display for Bar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// A position: the pieces in the order they are shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bars(pub Vec<Bar>);

impl fmt::Display for Bars {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|b| b.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

/// Parses one side of a bar starting at character `at` of the whole text.
fn parse_side(text: &str, at: usize, which: &str) -> Result<u32, ParseError> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    if t.is_empty() {
        return Err(ParseError::at(format!("missing the number of {which} of a bar: write bars as 9x7"), at));
    }
    if let Some(bad) = t.find(|c: char| !c.is_ascii_digit()) {
        let ch = t[bad..].chars().next().unwrap_or('?');
        return Err(ParseError::at(
            format!("unexpected '{ch}' in the number of {which} '{t}': write bars as 9x7 (rows x columns)"),
            at + lead + bad,
        ));
    }
    let n: u64 = t.parse().unwrap_or(u64::MAX);
    if n == 0 {
        return Err(ParseError::at(format!("a bar needs at least one of its {which}, but {t} was given"), at + lead));
    }
    if n > MAX_SIDE as u64 {
        return Err(ParseError::at(format!("{n} {which} is too many: a side is at most {MAX_SIDE}"), at + lead));
    }
    Ok(n as u32)
}

/// Parses `9x7` or `9x7,2x3` (also with `X` or `*` between the sides).
pub fn parse_bars(text: &str) -> Result<Bars, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new("empty position: give bars such as 9x7 or 9x7,2x3 (rows x columns)"));
    }
    let mut bars = Vec::new();
    let mut offset = 0;
    let mut area: u64 = 0;
    for part in text.split(',') {
        if part.trim().is_empty() {
            return Err(ParseError::at("missing bar between commas: write bars as 9x7,2x3", offset));
        }
        let Some(sep) = part.find(['x', 'X', '*']) else {
            let lead = part.len() - part.trim_start().len();
            return Err(ParseError::at(
                format!("bar '{}' has no 'x': write a bar as rows x columns, e.g. 9x7", part.trim()),
                offset + lead,
            ));
        };
        let rows = parse_side(&part[..sep], offset, "rows")?;
        let cols = parse_side(&part[sep + 1..], offset + sep + 1, "columns")?;
        area += rows as u64 * cols as u64;
        if area > MAX_AREA {
            return Err(ParseError::new(format!(
                "the bars have more than {MAX_AREA} squares in all, the most allowed"
            )));
        }
        bars.push(Bar { rows, cols });
        offset += part.len() + 1;
    }
    Ok(Bars(bars))
}

/// Whether a piece of these sides may appear after a break (it is not 1 x 1).
fn allowed(rows: u32, cols: u32) -> bool {
    rows > 1 || cols > 1
}

/// Grundy values g(m, n) for 1 <= m <= `rows_max`, 1 <= n <= `cols_max`, by mex over every
/// break, each option's value read from the cells already filled.
#[derive(Clone, Debug)]
pub struct GrundyTable {
    rows_max: usize,
    cols_max: usize,
    /// `g[(m - 1) * cols_max + (n - 1)]`.
    g: Vec<u16>,
}

impl GrundyTable {
    /// An empty table (no bars).
    pub fn empty() -> Self {
        GrundyTable { rows_max: 0, cols_max: 0, g: Vec::new() }
    }

    /// Computes g(m, n) for every m <= `rows_max`, n <= `cols_max`.
    pub fn new(rows_max: usize, cols_max: usize) -> Self {
        Self::with_progress(rows_max, cols_max, &mut |_, _| {})
    }

    /// Like [`GrundyTable::new`], calling `progress(rows done, rows_max)` before each row.
    ///
    /// Row by row; every option of a cell is read from two contiguous runs of one row. Breaking
    /// the columns of m x n reads row m (cells 1..n, already filled left to right); breaking
    /// the rows reads column n, which is kept a second time as a row of the transposed copy
    /// `t` (t[n][k] = g(k, n)), so neither walk strides down a column. Against the walk down
    /// the column, 1000 x 1000 went from 227 to 181 ms natively (`cargo bench -p engine --bench
    /// chocolate`) and from 731 to 374 ms in the browser's worker (`make bench-browser`), 23
    /// November 2026; a bitset in place of the stamped mex array was slower (301 ms natively).
    pub fn with_progress(rows_max: usize, cols_max: usize, progress: &mut dyn FnMut(usize, usize)) -> Self {
        let (r, w) = (rows_max, cols_max);
        let mut g = vec![0u16; r * w];
        // t[(n - 1) * r + (k - 1)] = g(k, n).
        let mut t = vec![0u16; w * r];
        let mut mex = Mex::new();
        for m in 1..=r {
            progress(m - 1, r);
            for n in 1..=w {
                let v = if n < m && m <= w {
                    // g(m, n) = g(n, m), already in row n.
                    g[(n - 1) * w + (m - 1)]
                } else {
                    // Breaking the rows into k and m - k, 1 <= k <= m / 2 (mirror breaks give
                    // the same option): g(k, n) ^ g(m - k, n) from row n of `t`.
                    let rows = breaks(&t[(n - 1) * r..(n - 1) * r + (m - 1)], n == 1);
                    // Breaking the columns into k and n - k: row m, cells 1..n - 1.
                    let cols = breaks(&g[(m - 1) * w..(m - 1) * w + (n - 1)], m == 1);
                    mex.begin(rows.0.len() + cols.0.len());
                    mark(rows, &mut mex);
                    mark(cols, &mut mex);
                    mex.value() as u16
                };
                g[(m - 1) * w + (n - 1)] = v;
                t[(n - 1) * r + (m - 1)] = v;
            }
        }
        progress(r, r);
        GrundyTable { rows_max, cols_max, g }
    }

    /// A square table of side `size`.
    pub fn square(size: usize) -> Self {
        Self::new(size, size)
    }

    /// g(m, n), if the table reaches it (in either orientation).
    pub fn get(&self, m: usize, n: usize) -> Option<u32> {
        if m == 0 || n == 0 {
            return None;
        }
        if m <= self.rows_max && n <= self.cols_max {
            Some(self.g[(m - 1) * self.cols_max + (n - 1)] as u32)
        } else if n <= self.rows_max && m <= self.cols_max {
            Some(self.g[(n - 1) * self.cols_max + (m - 1)] as u32)
        } else {
            None
        }
    }
}

/// The breaks of a line of `line.len() + 1` squares, whose entry k - 1 is the value of a piece
/// k long: the pairs (line[k - 1], line[len - k - 1]) for k <= len / 2, as two runs, the second
/// walked backwards. When the bar is one square thick (`thin`), a piece one square long would
/// be a 1 x 1 square, which no break may leave, so the break that cuts one off (k = 1; with
/// k >= 2, len - k >= k >= 2) is skipped.
fn breaks(line: &[u16], thin: bool) -> (&[u16], &[u16]) {
    let len = line.len() + 1;
    let first = if thin { 2 } else { 1 };
    let half = len / 2;
    if half < first {
        return (&[], &[]);
    }
    (&line[first - 1..half], &line[len - half - 1..len - first])
}

/// Marks the XOR of each break's two pieces.
#[inline]
fn mark(runs: (&[u16], &[u16]), mex: &mut Mex) {
    for (&a, &b) in runs.0.iter().zip(runs.1.iter().rev()) {
        mex.mark((a ^ b) as u32);
    }
}

/// Breaking chocolate, with a growing table of bar values.
#[derive(Debug)]
pub struct Chocolate {
    table: RefCell<GrundyTable>,
}

impl Default for Chocolate {
    fn default() -> Self {
        Self::new()
    }
}

impl Chocolate {
    pub fn new() -> Self {
        Chocolate { table: RefCell::new(GrundyTable::empty()) }
    }

    /// g of a bar (in either orientation), growing the table when needed.
    pub fn bar_grundy(&self, a: u32, b: u32) -> u32 {
        let (a, b) = (a.min(b) as usize, a.max(b) as usize);
        if let Some(v) = self.table.borrow().get(a, b) {
            return v;
        }
        let mut table = self.table.borrow_mut();
        // Grow to cover the old table and the new bar (sides sorted: short x long).
        let rows = table.rows_max.max(a);
        let cols = table.cols_max.max(b);
        *table = GrundyTable::new(rows, cols);
        table.get(a, b).expect("the table now covers the bar")
    }

    /// Makes sure every bar of a position is in the table (one growth instead of many).
    fn cover(&self, pos: &Bars) {
        let a = pos.0.iter().map(|b| b.rows.min(b.cols)).max().unwrap_or(0) as usize;
        let b = pos.0.iter().map(|b| b.rows.max(b.cols)).max().unwrap_or(0) as usize;
        if a > 0 {
            self.bar_grundy(a as u32, b as u32);
        }
    }

    /// The value of a whole position: the XOR of its bars' values.
    pub fn grundy(&self, pos: &Bars) -> u32 {
        self.cover(pos);
        pos.0.iter().fold(0, |acc, b| acc ^ self.bar_grundy(b.rows, b.cols))
    }

    /// The table view: g(m, n) for 1 <= m, n <= size.
    pub fn grundy_table_view(&self, size: usize) -> Result<Table, EngineError> {
        self.grundy_table_view_with_progress(size, &mut |_, _| {})
    }

    /// The table view, reporting progress in rows as [`GrundyTable::with_progress`] does.
    pub fn grundy_table_view_with_progress(
        &self,
        size: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Table, EngineError> {
        if size == 0 || size > MAX_TABLE {
            return Err(EngineError::Refused(format!("the table size must be between 1 and {MAX_TABLE}, not {size}")));
        }
        let t = GrundyTable::with_progress(size, size, progress);
        Ok(Self::view(size, &t, size))
    }

    /// The table view's first `side` rows and columns, with the whole view's keys, title and
    /// legend (see [`Rules::table_corner`]): g(m, n) for m, n <= `side` reads no larger bar, so
    /// it is the same whatever the table's size, and made in a fraction of the time (the
    /// 50 x 50 corner of the 1000 x 1000 table in about 1/8000 of its breaks).
    pub fn grundy_table_corner(&self, size: usize, side: usize) -> Result<Table, EngineError> {
        if size == 0 || size > MAX_TABLE {
            return Err(EngineError::Refused(format!("the table size must be between 1 and {MAX_TABLE}, not {size}")));
        }
        let side = side.min(size);
        Ok(Self::view(size, &GrundyTable::square(side), side))
    }

    /// The table view of side `size`, its cells (and positions) those of the first `filled`
    /// rows and columns, read from `t`.
    fn view(size: usize, t: &GrundyTable, filled: usize) -> Table {
        let keys: Vec<i64> = (1..=size as i64).collect();
        let cells = (1..=filled).map(|m| (1..=filled).map(|n| t.get(m, n).map(|v| v as i64)).collect()).collect();
        let positions = (size <= MAX_TABLE_LINKS)
            .then(|| (1..=filled).map(|m| (1..=filled).map(|n| Some(format!("{m}x{n}"))).collect()).collect());
        // Apart from the legend: the legend says how to read a cell, this what is left out.
        let note = (size > MAX_TABLE_LINKS)
            .then(|| format!("Tables larger than {MAX_TABLE_LINKS} carry no click-through positions, to save memory."));
        Table {
            game: "chocolate".into(),
            title: "g(m, n) of an m x n bar".into(),
            row_label: "rows m".into(),
            col_label: "columns n".into(),
            row_keys: keys.clone(),
            col_keys: keys,
            cells,
            legend: "Grundy value of the bar; 0 means the player to move loses (P). Whenever a side is even \
                     (except the dead 1 x 2 bar) the first player wins by halving the bar and copying the \
                     opponent's moves on the other half."
                .into(),
            positions,
            row_games: None,
            signed: false,
            row_marks: None,
            texts: None,
            classes: None,
            note,
        }
    }
}

impl Rules for Chocolate {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Bars;
    fn parse(&self, text: &str) -> Result<Bars, ParseError> {
        parse_bars(text)
    }
    fn board(&self, pos: &Bars) -> Board {
        Board::Pieces {
            pieces: pos.0.iter().map(|b| (0..b.rows).map(|_| "#".repeat(b.cols as usize)).collect()).collect(),
        }
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        Some(self.grundy_table_view_with_progress(table_side(params), progress))
    }
    fn table_corner(&self, params: &TableParams, side: usize) -> Option<Result<Table, EngineError>> {
        let size = table_side(params);
        (size > side).then(|| self.grundy_table_corner(size, side))
    }
}

impl Moves for Chocolate {
    fn moves(&self, pos: &Bars) -> Vec<Move<Bars>> {
        let mut out = Vec::new();
        for (i, bar) in pos.0.iter().enumerate() {
            let mut cut = |vertical: bool, at: u32, first: Bar, second: Bar| {
                if allowed(first.rows, first.cols) && allowed(second.rows, second.cols) {
                    let mut to = pos.clone();
                    to.0[i] = first;
                    to.0.insert(i + 1, second);
                    out.push(Move {
                        text: format!("p{}:{}{at}", i + 1, if vertical { 'v' } else { 'h' }),
                        spot: Spot::Cut { piece: i, vertical, at: at as usize },
                        to,
                    });
                }
            };
            for at in 1..bar.cols {
                cut(true, at, Bar { rows: bar.rows, cols: at }, Bar { rows: bar.rows, cols: bar.cols - at });
            }
            for at in 1..bar.rows {
                cut(false, at, Bar { rows: at, cols: bar.cols }, Bar { rows: bar.rows - at, cols: bar.cols });
            }
        }
        out
    }
}

impl ImpartialGame for Chocolate {
    type Comp = (u32, u32);
    fn components(&self, pos: &Bars) -> Vec<(u32, u32)> {
        pos.0.iter().map(|b| b.normalized()).collect()
    }
    fn comp_options(&self, &(a, b): &(u32, u32)) -> Vec<Vec<(u32, u32)>> {
        let mut out = Vec::new();
        let norm = |x: u32, y: u32| (x.min(y), x.max(y));
        for k in 1..=a / 2 {
            if allowed(k, b) && allowed(a - k, b) {
                out.push(vec![norm(k, b), norm(a - k, b)]);
            }
        }
        if a != b {
            for k in 1..=b / 2 {
                if allowed(a, k) && allowed(a, b - k) {
                    out.push(vec![norm(a, k), norm(a, b - k)]);
                }
            }
        }
        out
    }
    fn closed_form_grundy(&self, &(a, b): &(u32, u32)) -> Option<u32> {
        Some(self.bar_grundy(a, b))
    }
    fn closed_form(&self, pos: &Bars, misere: bool) -> Option<ClosedFormValue> {
        // The halving strategy: for a single bar with an even side (not the dead 1 x 2), break it
        // into two equal halves and answer every move in one half by the same move in the other.
        if misere || pos.0.len() != 1 {
            return None;
        }
        let bar = pos.0[0];
        let (a, b) = bar.normalized();
        if (a % 2 == 0 || b % 2 == 0) && (a, b) != (1, 2) {
            let half = if bar.cols.is_multiple_of(2) {
                format!("p1:v{}", bar.cols / 2)
            } else {
                format!("p1:h{}", bar.rows / 2)
            };
            Some(ClosedFormValue {
                text: format!("a side of {bar} is even: the first player wins by halving it ({half}) and copying"),
                grundy: None,
                outcome: Outcome::N,
            })
        } else {
            None
        }
    }
    fn own_evaluation(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Option<Result<Evaluation, EngineError>> {
        Some(self.evaluate_own(pos, moves))
    }
    fn own_grundy(&self, pos: &Self::Pos) -> Option<Result<u32, EngineError>> {
        Some(self.grundy_own(pos))
    }
}

/// The side of the table a request asks for.
fn table_side(params: &TableParams) -> usize {
    params.size.or(params.rows).unwrap_or(DEFAULT_TABLE)
}

/// Chocolate is searched like any impartial game (with the Grundy values of its table), but the
/// remoteness search (over multisets of pieces, which multiply quickly) is tried only on small
/// positions.
impl Chocolate {
    fn evaluate_own(&self, pos: &Bars, moves: &[Move<Bars>]) -> Result<Evaluation, EngineError> {
        if moves.len() > MAX_SOLVE_MOVES {
            return Err(EngineError::Refused(format!(
                "the position has more than {MAX_SOLVE_MOVES} moves, too many to list; try fewer pieces"
            )));
        }
        self.cover(pos);
        let area: u64 = pos.0.iter().map(|b| b.rows as u64 * b.cols as u64).sum();
        // A budget of 1 makes the remoteness search give up at once; the outcome then comes
        // from the Grundy values, which are exact.
        let budget = if area <= MAX_REMOTENESS_AREA { REMOTENESS_BUDGET } else { 1 };
        let mut eval =
            Solver::with_budget(self, budget).evaluate(pos, moves, false).map_err(|e| EngineError::Refused(e.0))?;
        if area > MAX_REMOTENESS_AREA {
            eval.note = Some(format!(
                "remoteness is searched only for positions of at most {MAX_REMOTENESS_AREA} squares; \
                 outcomes come from the Grundy values"
            ));
        }
        Ok(eval)
    }
    fn grundy_own(&self, pos: &Bars) -> Result<u32, EngineError> {
        Ok(self.grundy(pos))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Moves, Rules};

    #[test]
    fn notation() {
        let c = Chocolate::new();
        assert_eq!(c.parse("9x7").unwrap().to_string(), "9x7");
        assert_eq!(c.parse(" 9 X 7 , 2*3 ").unwrap().to_string(), "9x7,2x3");
        assert_eq!(c.parse("7x9").unwrap().0, vec![Bar { rows: 7, cols: 9 }]);
        let e = c.parse("9x7,2x3y").unwrap_err();
        assert!(e.message.contains("'y'"), "{e}");
        assert_eq!(e.at, Some(7));
        assert!(c.parse("9x7,2y3").unwrap_err().message.contains("no 'x'"));
        assert!(c.parse("9x0").unwrap_err().message.contains("at least one"));
        assert!(c.parse("9x").unwrap_err().message.contains("missing"));
        assert!(c.parse("97").unwrap_err().message.contains("no 'x'"));
        assert!(c.parse("9x7,,2x3").unwrap_err().message.contains("between commas"));
        assert!(c.parse("").unwrap_err().message.contains("empty"));
        assert!(c.parse("1001x2").unwrap_err().message.contains("at most 1000"));
        assert!(c.parse("99999999999999999999999x2").is_err());
        assert!(c.parse("1000x1000,1x1").unwrap_err().message.contains("squares in all"));
        assert!(c.parse("1000x1000").is_ok());
    }

    #[test]
    fn moves_keep_orientation_and_skip_single_squares() {
        let c = Chocolate::new();
        let pos = c.parse("2x3").unwrap();
        let moves: Vec<(String, String)> = c.moves(&pos).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        assert_eq!(
            moves,
            vec![
                ("p1:v1".to_string(), "2x1,2x2".to_string()),
                ("p1:v2".to_string(), "2x2,2x1".to_string()),
                ("p1:h1".to_string(), "1x3,1x3".to_string()),
            ]
        );
        assert!(c.moves(&c.parse("1x2,1x3,3x1,1x1").unwrap()).is_empty());
        let m = &c.moves(&c.parse("1x3,4x1").unwrap())[0];
        assert_eq!((m.text.as_str(), m.to.to_string().as_str()), ("p2:h2", "1x3,2x1,2x1"));
        assert_eq!(m.spot, Spot::Cut { piece: 1, vertical: false, at: 2 });
    }

    #[test]
    fn board_draws_bars() {
        let c = Chocolate::new();
        assert_eq!(
            c.board(&c.parse("2x3,1x2").unwrap()),
            Board::Pieces { pieces: vec![vec!["###".into(), "###".into()], vec!["##".into()]] }
        );
    }

    /// The table as first written: every option read where it lies, down the column for the
    /// row breaks, and a plain mex over a list.
    fn reference(rows: usize, cols: usize) -> Vec<Vec<u32>> {
        let mut g = vec![vec![0u32; cols + 1]; rows + 1];
        for m in 1..=rows {
            for n in 1..=cols {
                let mut options = Vec::new();
                for k in 1..m {
                    if allowed(k as u32, n as u32) && allowed((m - k) as u32, n as u32) {
                        options.push(g[k][n] ^ g[m - k][n]);
                    }
                }
                for k in 1..n {
                    if allowed(m as u32, k as u32) && allowed(m as u32, (n - k) as u32) {
                        options.push(g[m][k] ^ g[m][n - k]);
                    }
                }
                g[m][n] = crate::impartial::mex::mex_of(options);
            }
        }
        g
    }

    #[test]
    fn table_agrees_with_the_plain_definition() {
        for (rows, cols) in
            [(1, 1), (1, 9), (9, 1), (2, 2), (3, 17), (17, 3), (40, 40), (25, 60), (60, 25), (1, 0), (0, 5)]
        {
            let fast = GrundyTable::new(rows, cols);
            let slow = reference(rows, cols);
            for (m, row) in slow.iter().enumerate().skip(1) {
                for (n, &v) in row.iter().enumerate().skip(1) {
                    assert_eq!(fast.get(m, n), Some(v), "g({m}, {n}) in a {rows} x {cols} table");
                }
            }
        }
    }

    #[test]
    fn table_grows_and_agrees_with_a_fresh_one() {
        let c = Chocolate::new();
        let small = c.bar_grundy(3, 5);
        let big = c.bar_grundy(40, 7);
        let fresh = GrundyTable::new(7, 40);
        assert_eq!(Some(small), fresh.get(3, 5));
        assert_eq!(Some(big), fresh.get(40, 7));
        assert_eq!(c.bar_grundy(5, 3), small);
    }

    mod against_search {
        //! Breaking chocolate: the value table against search, the halving claim, the table view, and
        //! the laws on random positions.

        use crate::games::chocolate::{
            Bars, Chocolate, GrundyTable, MAX_REMOTENESS_AREA, MAX_SOLVE_MOVES, MAX_TABLE_LINKS,
        };
        use crate::impartial::mex::mex_of;
        use crate::impartial::{ImpartialGame, Solver};
        use crate::rules::{Moves, Rules};
        use crate::table::{Table, TableParams};
        use crate::{lookup, Outcome};
        use proptest::prelude::*;

        #[test]
        fn table_matches_search_up_to_10_by_10() {
            let game = Chocolate::new();
            let table = GrundyTable::square(10);
            let mut solver = Solver::new(&game);
            for m in 1..=10u32 {
                for n in 1..=10u32 {
                    let searched = solver.searched_comp_grundy(&(m.min(n), m.max(n))).unwrap();
                    assert_eq!(table.get(m as usize, n as usize), Some(searched), "{m}x{n}");
                    assert_eq!(game.bar_grundy(m, n), searched, "{m}x{n}");
                }
            }
            // A few values worked by hand: dead bars, 1 x 4 -> 1x2 + 1x2, 2 x 2 -> 1x2 + 1x2.
            for (m, n, g) in [(1, 1, 0), (1, 2, 0), (1, 3, 0), (1, 4, 1), (2, 2, 1), (1, 5, 1)] {
                assert_eq!(table.get(m, n), Some(g), "{m}x{n}");
            }
        }

        #[test]
        fn an_even_side_wins_for_the_first_player_up_to_40_by_40() {
            let table = GrundyTable::square(40);
            let mut p_positions = 0;
            for m in 1..=40 {
                for n in 1..=40 {
                    let g = table.get(m, n).unwrap();
                    assert_eq!(table.get(n, m), Some(g), "symmetry at {m}x{n}");
                    if (m % 2 == 0 || n % 2 == 0) && (m.min(n), m.max(n)) != (1, 2) {
                        assert_ne!(g, 0, "{m}x{n} has an even side, so it should be a first-player win");
                    }
                    p_positions += (g == 0) as usize;
                }
            }
            // Not every odd x odd bar is a win: the claim is not vacuous (1x1, 1x3, 3x1 at least).
            assert!(p_positions >= 3);
        }

        #[test]
        fn table_view() {
            let game = lookup("chocolate").unwrap();
            let t = game.table(&TableParams { size: Some(12), ..Default::default() }).unwrap().unwrap();
            let reference = GrundyTable::square(12);
            assert_eq!(t.row_keys, (1..=12).collect::<Vec<i64>>());
            assert_eq!(t.col_keys, t.row_keys);
            let positions = t.positions.as_ref().unwrap();
            for m in 1..=12 {
                for n in 1..=12 {
                    assert_eq!(t.cells[m - 1][n - 1], reference.get(m, n).map(|v| v as i64));
                    let pos = positions[m - 1][n - 1].as_ref().unwrap();
                    assert_eq!(pos, &format!("{m}x{n}"));
                    assert_eq!(game.grundy(pos).unwrap() as i64, t.cells[m - 1][n - 1].unwrap());
                }
            }
            assert!(game.table(&TableParams { size: Some(0), ..Default::default() }).unwrap().is_err());
            assert!(game.table(&TableParams { size: Some(1001), ..Default::default() }).unwrap().is_err());
        }

        #[test]
        fn solve_reports_values_and_winning_moves() {
            let game = lookup("chocolate").unwrap();
            let s = game.solve("2x3", false).unwrap();
            // 2x3 -> 2x1,2x2 (value 1), 2x2,2x1 (1), 1x3,1x3 (0): the horizontal break wins.
            assert_eq!((s.outcome, s.grundy, s.remoteness), (Outcome::N, Some(2), Some(1)));
            let winning: Vec<&str> = s.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
            assert_eq!(winning, vec!["p1:h1"]);
            assert!(s.formula.as_ref().unwrap().text.contains("halving"));

            // A large bar: the value still comes from the table; remoteness is not searched.
            let s = game.solve("9x7", false).unwrap();
            assert_eq!(s.grundy, Some(GrundyTable::square(9).get(9, 7).unwrap()));
            assert_eq!(s.remoteness, None);
            assert!(s.note.is_some());
            assert_eq!(s.moves.len(), 6 + 8);

            let many = vec!["1x1000"; 30].join(",");
            let e = game.solve(&many, false).unwrap_err().to_string();
            assert!(e.contains(&MAX_SOLVE_MOVES.to_string()), "{e}");
            assert!(game.solve("2x3", true).is_err());
        }

        /// Small positions: one to three bars of sides up to 4.
        fn small_position() -> impl Strategy<Value = String> {
            prop::collection::vec((1u32..=4, 1u32..=4), 1..=3)
                .prop_map(|bars| bars.iter().map(|(m, n)| format!("{m}x{n}")).collect::<Vec<_>>().join(","))
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(40))]

            /// The XOR of the table's values decides the outcome found by searching the whole sum;
            /// the value is the mex of the moves' values; P exactly when no move reaches P; every move
            /// reaches a position whose text parses back to it.
            #[test]
            fn laws_on_small_sums(text in small_position()) {
                let game = Chocolate::new();
                let pos: Bars = game.parse(&text).unwrap();
                prop_assert_eq!(pos.to_string(), text.clone());
                let value = game.grundy(&pos);
                let mut solver = Solver::new(&game);
                let searched = solver.searched_value(&game.components(&pos), false).unwrap();
                prop_assert_eq!(searched.outcome == Outcome::P, value == 0);
                let moves = game.moves(&pos);
                let mut option_values = Vec::new();
                for m in &moves {
                    let back = game.parse(&m.to.to_string()).unwrap();
                    prop_assert_eq!(&back, &m.to);
                    option_values.push(game.grundy(&m.to));
                }
                prop_assert_eq!(mex_of(option_values.iter().copied()), value);
                prop_assert_eq!(value == 0, !option_values.contains(&0));

                let solved = lookup("chocolate").unwrap().solve(&text, false).unwrap();
                prop_assert_eq!(solved.grundy, Some(value));
                let area: u32 = pos.0.iter().map(|b| b.rows * b.cols).sum();
                if area <= MAX_REMOTENESS_AREA as u32 {
                    prop_assert_eq!(solved.remoteness, searched.remoteness);
                } else {
                    prop_assert_eq!(solved.remoteness, None);
                }
                for (m, report) in moves.iter().zip(&solved.moves) {
                    prop_assert_eq!(&m.text, &report.text);
                    prop_assert_eq!(report.winning, game.grundy(&m.to) == 0);
                }
            }

            /// Any text either parses to a position whose text parses back to it, or is refused with
            /// a message; nothing panics.
            #[test]
            fn any_text_parses_or_is_refused(text in "[0-9xX*, ]{0,12}") {
                let game = lookup("chocolate").unwrap();
                match game.normalize(&text) {
                    Ok(canonical) => {
                        prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone());
                    }
                    Err(e) => prop_assert!(!e.message.is_empty()),
                }
            }
        }

        /// The progress reported while the chocolate table is computed counts its rows, ends at the
        /// total, and the table is the one made without progress.
        #[test]
        fn table_progress() {
            let game = lookup("chocolate").unwrap();
            let params = TableParams { size: Some(50), rows: None, cols: None };
            let mut seen = Vec::new();
            let with = game.table_with_progress(&params, &mut |d, t| seen.push((d, t))).unwrap().unwrap();
            assert_eq!(with, game.table(&params).unwrap().unwrap());
            assert_eq!(seen, (0..=50).map(|d| (d, 50)).collect::<Vec<_>>());
        }

        /// The corner sent before the whole table is the whole table's first rows and columns,
        /// under the whole table's keys, title and legend; a table no larger has none.
        #[test]
        fn table_corner() {
            let game = lookup("chocolate").unwrap();
            for (size, side) in [(120, 50), (301, 50), (60, 7)] {
                let params = TableParams { size: Some(size), rows: None, cols: None };
                let whole = game.table(&params).unwrap().unwrap();
                let corner = game.table_corner(&params, side).unwrap().unwrap();
                let cut = |rows: &[Vec<Option<i64>>]| -> Vec<Vec<Option<i64>>> {
                    rows[..side].iter().map(|r| r[..side].to_vec()).collect()
                };
                assert_eq!(corner.cells, cut(&whole.cells), "size {size}");
                let positions = whole
                    .positions
                    .as_ref()
                    .map(|ps| ps[..side].iter().map(|r| r[..side].to_vec()).collect::<Vec<_>>());
                assert_eq!(corner.positions, positions);
                assert_eq!(Table { cells: whole.cells.clone(), positions: whole.positions.clone(), ..corner }, whole);
            }
            assert!(game.table_corner(&TableParams { size: Some(50), rows: None, cols: None }, 50).is_none());
            assert!(game.table_corner(&TableParams { size: Some(1001), rows: None, cols: None }, 50).unwrap().is_err());
        }

        /// Above the size that keeps positions the table says so in its note, not its legend.
        #[test]
        fn a_table_without_positions_says_so() {
            let game = lookup("chocolate").unwrap();
            let at = |size| game.table(&TableParams { size: Some(size), rows: None, cols: None }).unwrap().unwrap();
            let (kept, left) = (at(MAX_TABLE_LINKS), at(MAX_TABLE_LINKS + 1));
            assert!(kept.positions.is_some() && kept.note.is_none());
            assert!(left.positions.is_none());
            assert!(left.note.as_deref().is_some_and(|n| n.contains("no click-through positions")));
            assert_eq!(kept.legend, left.legend);
        }
    }
}
