//! Chomp: a Young diagram of squares whose top-left square is poisoned. A move picks a
//! remaining square (r, c) other than the poison and eats every square in rows >= r and
//! columns >= c; the player with no move (only the poison left) loses.
//!
//! A position is its row lengths, top row first, non-increasing: `5,4,2`. Moves are written
//! `r2c3` (row 2, column 3, both counted from 1 at the poison). The board is a grid with one
//! string per row: `X` the poison, `#` a square still there, `.` an eaten square inside the
//! bounding rectangle.
//!
//! The whole diagram is one component. Values come from [`SubDiagrams`]: every diagram inside
//! the position is ranked in lexicographic order, so that each option's index is found in O(1)
//! from the diagram's own, and the table is filled in one pass from the smallest diagram up.
//! Three-row positions also have the table f(b, c) ([`three_row_f`]), after Brouwer.

use std::cell::RefCell;
use std::fmt;

use crate::board::{Board, GridLook, Spot};
use crate::game::Move;
use crate::game::{no_params, EngineError, Entry, Game, Group};
use crate::impartial::ImpartialGame;
use crate::mex::Mex;
use crate::notation::ParseError;
use crate::serve::{Evaluation, Rules, Served, Valued};
use crate::table::{Table, TableParams};
use crate::value::{FormulaValue, Outcome};
use crate::why::{Claim, Fact, Why};
pub use crate::young::SubDiagrams;

pub const ENTRY: Entry = Entry {
    id: "chomp",
    name: "Chomp",
    example_game: "chomp",
    example_position: "5,4,2",
    summary: "Eat a square and everything below and to the right of it; the top-left square is poisoned.",
    group: Group::Tables,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/why.rs`).
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
            fact: Fact::Wins("r2c3"),
            says: "eat the bottom-right square, leaving 3,2",
        },
        Claim {
            game: "chomp",
            position: "3,3",
            fact: Fact::Reaches("r2c3", "3,2"),
            says: "eat the bottom-right square, leaving 3,2",
        },
        Claim { game: "chomp", position: "3,2", fact: Fact::Outcome(Outcome::P), says: "leaving 3,2, where a = b + 1" },
        Claim { game: "chomp", position: "2,2", fact: Fact::Reaches("r2c2", "2,1"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "2,2", fact: Fact::Wins("r2c2"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "3,1", fact: Fact::Reaches("r1c3", "2,1"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "3,1", fact: Fact::Wins("r1c3"), says: "2,2 and 3,1 by 2,1" },
        Claim { game: "chomp", position: "3,0", fact: Fact::Reaches("r1c2", "1"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "3,0", fact: Fact::Wins("r1c2"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "1,1", fact: Fact::Reaches("r2c1", "1"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "1,1", fact: Fact::Wins("r2c1"), says: "3,0 and 1,1 by 1,0" },
        Claim { game: "chomp", position: "1,0", fact: Fact::WinningMoves(&[]), says: "the poison alone" },
        Claim {
            game: "chomp",
            position: "4,4,4,4",
            fact: Fact::Wins("r2c2"),
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
/// The largest b for which `nimlab table chomp3` lists the P-positions instead: f to 10,000
/// takes 2.2 s natively with 38 MB of marks (same bench, "rows up to 10000").
pub const MAX_THREE_ROW_LIST: usize = 10_000;
/// The three-row table's largest b when none is asked for.
pub const DEFAULT_TABLE: usize = 24;
/// Click-through positions are attached to the three-row table only up to this size.
pub const MAX_TABLE_LINKS: usize = 300;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params(ENTRY.id, params)?;
    Ok(Box::new(Served(Chomp::new())))
}

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
        })
    }
}

/// Whether the diagram is a rectangle.
fn rectangle(d: &Diagram) -> bool {
    d.0.iter().all(|&r| r == d.0[0])
}

impl Rules for Chomp {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Diagram;
    fn parse(&self, text: &str) -> Result<Diagram, ParseError> {
        parse_diagram(text)
    }
    fn moves(&self, pos: &Diagram) -> Vec<Move<Diagram>> {
        let mut out = Vec::new();
        for (row, &len) in pos.0.iter().enumerate() {
            for col in 0..len as usize {
                if row == 0 && col == 0 {
                    continue;
                }
                out.push(Move {
                    text: format!("r{}c{}", row + 1, col + 1),
                    spot: Spot::Square { piece: 0, row, col },
                    to: pos.after_pick(row, col),
                });
            }
        }
        out
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
}

impl ImpartialGame for Chomp {
    type Comp = Diagram;
    fn components(&self, pos: &Diagram) -> Vec<Diagram> {
        vec![pos.clone()]
    }
    fn comp_options(&self, comp: &Diagram) -> Vec<Vec<Diagram>> {
        self.moves(comp).into_iter().map(|m| vec![m.to]).collect()
    }
    fn fast_comp_grundy(&self, comp: &Diagram) -> Option<u32> {
        self.with_table(comp, |t| t.get(comp).map(|(g, _)| g)).ok().flatten()
    }
    fn formula(&self, pos: &Diagram, misere: bool) -> Option<FormulaValue> {
        if misere {
            return None;
        }
        let rows = &pos.0;
        let a = rows[0] as u32;
        let k = rows.len() as u32;
        let heaps = |x: u32, text: String| FormulaValue {
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
        let verdict = |p: bool, text: String| FormulaValue {
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
                format!("the {a} x {a} square: take r2c2, leaving two equal arms, then answer every move by its mirror image")
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
                Valued::of_grundy(g, Some(rem))
            };
            Evaluation {
                value: value(pos),
                moves: moves.iter().map(|m| value(&m.to)).collect(),
                formula: self.formula(pos, false),
                note: None,
                working: None,
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
        assert_eq!(
            moves,
            vec![("r1c2".into(), "1,1".into()), ("r1c3".into(), "2,1".into()), ("r2c1".into(), "3".into())]
        );
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
        let g = build(None).unwrap();
        let e = g.solve("20,20,20,20,20,20,20,20,20,20,20,20,20,20", false).unwrap_err();
        assert!(e.to_string().contains("too large"), "{e}");
        assert!(g.grundy("20,20,20,20,20,20,20,20,20,20,20,20,20,20").is_err());
    }
}
