//! L-trominoes on a 2 x n board: players alternately place an L-shaped tromino (three cells of
//! a 2 x 2 square, four orientations) on free cells; the player who cannot place one loses.
//!
//! ## Solving on the real board
//! A tromino's cells are connected, so every placement lies inside one connected region of free
//! cells, and the board is the sum of its regions: that decomposition is exact. The components
//! are the regions themselves ([`Region`], up to mirror images), and a region's value comes
//! from a memoised search over its placements. The "claimed reduction" of GAMES.md (a region of
//! c free cells is a heap of c in the octal game 0.007: take 3, split the rest anyhow) is shown
//! beside it as the formula and is not used to solve; [`compare`] and the tests record where
//! the two agree.
//!
//! Every placement fills one whole column and one cell of a neighbouring column, so from an
//! empty board every region is a run of k empty columns with at most one single free cell (a
//! "tab") at each end. Such a region is a [`Region::Shape`], whose placements are listed from
//! the shape directly (tested equal to trying every placement on its cells); [`ShapeTable`]
//! runs the same recursion in O(k) per shape for the fast path and for the value sequence of
//! empty boards. Other regions (typed in by hand) are [`Region::Cells`] and are searched
//! placement by placement. Brute force over bitmasks of whole boards checks both in the tests.
//!
//! ## Where the reduction holds
//! On every board reachable from an empty one it is exact. Number a shape's empty columns
//! 1..k. A placement on columns a, a + 1 leaves the square's fourth cell as a tab of the left
//! part or of the right part, so the left part keeps 2(a - 1) or 2(a - 1) + 1 cells besides
//! its own tab, and the right part the rest; a placement on a tab takes the tab and the column
//! beside it and leaves one part of c - 3 cells. So a shape of c >= 3 cells can be left as two
//! shapes of x and c - 3 - x cells for every x from 0 to c - 3, and in no other way (parts of
//! at most two cells hold nothing, like heaps below 3), and by induction its value is g(c) of
//! 0.007. The tests confirm it on empty boards up to n = 1500 (5000 in an ignored test), on
//! boards with tabs, and on every position reachable from small boards. It fails on hand-made
//! regions: three free cells in a row hold no tromino (value 0, but g(3) = 1).
//!
//! ## Notation
//! `6` is an empty 2 x 6 board. Any board: the top row, `/`, the bottom row, `.` a free cell and
//! `#` a filled one (`x` is accepted for filled): `......./##.....`.
//!
//! Board: a two-row [`Board::Grid`] with `.` free and `#` filled. A placement covers three
//! cells, which no single square names, so moves carry a `Spot::Cells` with the three cells
//! (the app lets the player pick them, and also lists the placements). Move text: the three cells covered, `t` top and `b`
//! bottom with the 1-based column, in column order: `t3b3b4`.

use std::cell::RefCell;
use std::fmt;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::mex::Mex;
use crate::impartial::ImpartialGame;
use crate::octal::{OctalCode, OctalSequence};
use crate::reduction::{Comparison, Reduction};
use crate::rules::{Moves, Rules};
use crate::sequence::{octal_period, SequenceJob, SequenceReport};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "triomino",
    name: "L-trominoes on a 2 x n board",
    example_game: "triomino",
    example_position: "6",
    summary: "Place an L-shaped tromino on free cells of a 2 x n board; the player who cannot place one loses.",
    group: Group::Boards,
    build: crate::rules::plain::<Triomino>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("triomino", &["4"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Players take turns placing an L-shaped tromino (three cells of a 2 x 2 square) on free \
     cells of a 2 x n board. The player who cannot place one loses.",
    theory: "Claimed reduction: only the number of free cells in each separate region matters. A \
     region of c cells acts as a heap of c in the octal game 0.007: a move takes 3 and splits \
     the rest into two heaps of any sizes, possibly 0; regions combine by XOR. A search of the \
     real board checks it. It fails for some shapes: three free cells in one row hold no \
     tromino, yet a heap of 3 has value 1.",
    example: "The 2 x 3 board: 6 cells, value 2. Cover the whole middle column and one cell of column \
     1. What is left is one cell and a column of two, separate regions where no L fits \
     (g(1) ⊕ g(2) = 0), so the opponent cannot move. Covering column 1 and one cell of \
     column 2 instead leaves three cells forming an L, and the opponent fills them.",
    claims: &[
        Claim { game: "triomino", position: "3", fact: Fact::Grundy(2), says: "6 cells, value 2" },
        Claim {
            game: "triomino",
            position: "3",
            fact: Fact::Wins("t1t2b2"),
            says: "Cover the whole middle column and one cell of column 1",
        },
        Claim {
            game: "triomino",
            position: "3",
            fact: Fact::Wins("b1t2b2"),
            says: "Cover the whole middle column and one cell of column 1",
        },
        Claim {
            game: "triomino",
            position: "3",
            fact: Fact::Reaches("t1t2b2", "##./.#."),
            says: "one cell and a column of two",
        },
        Claim { game: "triomino", position: "##./.#.", fact: Fact::Grundy(0), says: "(g(1) ⊕ g(2) = 0)" },
        Claim { game: "triomino", position: "3", fact: Fact::Loses("t1b1t2"), says: "leaves three cells forming an L" },
        Claim { game: "triomino", position: "3", fact: Fact::Loses("t1b1b2"), says: "leaves three cells forming an L" },
    ],
};

/// The most columns a board may have.
pub const MAX_COLUMNS: usize = 200;
/// The longest value sequence of empty boards computed in one request.
pub const SEQUENCE_LIMIT: usize = 10_000;

/// Column codes: bit 0 set when the top cell is free, bit 1 when the bottom cell is.
pub const TOP: u8 = 1;
pub const BOTTOM: u8 = 2;
pub const FREE: u8 = TOP | BOTTOM;

/// A 2 x n board as column codes (see [`TOP`], [`BOTTOM`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board2(pub Vec<u8>);

impl Board2 {
    pub fn rows(&self) -> [String; 2] {
        let row = |bit: u8| self.0.iter().map(|&c| if c & bit != 0 { '.' } else { '#' }).collect();
        [row(TOP), row(BOTTOM)]
    }
}

impl fmt::Display for Board2 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.iter().all(|&c| c == FREE) {
            return write!(f, "{}", self.0.len());
        }
        let [top, bottom] = self.rows();
        write!(f, "{top}/{bottom}")
    }
}

/// Parses `6` or `......./##.....`.
pub fn parse_board(text: &str) -> Result<Board2, ParseError> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    if t.is_empty() {
        return Err(ParseError::new(
            "empty position: give a width such as 6, or two rows such as ....../##.... (# filled)",
        ));
    }
    if t.chars().all(|c| c.is_ascii_digit()) {
        let n: usize = t.parse().map_err(|_| ParseError::new(format!("width '{t}' is too large")))?;
        if n > MAX_COLUMNS {
            return Err(ParseError::new(format!("a 2 x {n} board is too wide: at most {MAX_COLUMNS} columns")));
        }
        return Ok(Board2(vec![FREE; n]));
    }
    let rows: Vec<&str> = t.split('/').collect();
    if rows.len() != 2 {
        return Err(ParseError::new(format!(
            "a board is a width such as 6 or two rows separated by '/' (top first); {} rows given",
            rows.len()
        )));
    }
    let mut offset = lead;
    let mut cells: Vec<Vec<bool>> = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let mut free = Vec::new();
        for (i, ch) in row.chars().enumerate() {
            match ch {
                '.' => free.push(true),
                '#' | 'x' | 'X' => free.push(false),
                _ => {
                    return Err(ParseError::at(
                        format!("unexpected '{ch}' in row {}: write a free cell as . and a filled one as #", r + 1),
                        offset + i,
                    ))
                }
            }
        }
        if free.len() > MAX_COLUMNS {
            return Err(ParseError::at(
                format!("row {} has {} cells, at most {MAX_COLUMNS} are allowed", r + 1, free.len()),
                offset,
            ));
        }
        offset += row.len() + 1;
        cells.push(free);
    }
    if cells[0].len() != cells[1].len() {
        return Err(ParseError::new(format!(
            "the top row has {} cells but the bottom row has {}: the rows must have equal lengths",
            cells[0].len(),
            cells[1].len()
        )));
    }
    Ok(Board2(cells[0].iter().zip(&cells[1]).map(|(&t, &b)| (t as u8) | ((b as u8) << 1)).collect()))
}

/// The connected regions of free cells, each as its columns' codes, in board order.
pub fn regions(cols: &[u8]) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = Vec::new();
    let mut current: Vec<u8> = Vec::new();
    for &c in cols {
        let joins = current.last().is_some_and(|&last| last & c != 0);
        if !joins && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if c != 0 {
            current.push(c);
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The canonical form of a region under the strip's symmetries (left-right and top-bottom
/// mirror images): the least of the four images.
pub fn canonical(region: &[u8]) -> Vec<u8> {
    let swap = |c: u8| ((c & TOP) << 1) | ((c & BOTTOM) >> 1);
    let a = region.to_vec();
    let b: Vec<u8> = region.iter().rev().copied().collect();
    let c: Vec<u8> = region.iter().map(|&x| swap(x)).collect();
    let d: Vec<u8> = b.iter().map(|&x| swap(x)).collect();
    [a, b, c, d].into_iter().min().expect("four images")
}

/// Every placement on a board: `(column j, missing cell)` where the tromino covers the 2 x 2
/// square of columns j, j+1 except one cell: 0 top-left, 1 bottom-left, 2 top-right,
/// 3 bottom-right. Returns the placements with the board after each.
pub fn placements(cols: &[u8]) -> Vec<(usize, usize, Vec<u8>)> {
    let mut out = Vec::new();
    for j in 0..cols.len().saturating_sub(1) {
        for missing in 0..4 {
            // The cells covered, as codes for columns j and j+1.
            let (left, right) = match missing {
                0 => (BOTTOM, FREE),
                1 => (TOP, FREE),
                2 => (FREE, BOTTOM),
                _ => (FREE, TOP),
            };
            if cols[j] & left == left && cols[j + 1] & right == right {
                let mut to = cols.to_vec();
                to[j] &= !left;
                to[j + 1] &= !right;
                out.push((j, missing, to));
            }
        }
    }
    out
}

/// The three cells (row 0 top, column from 0) a placement in columns `j` and `j + 1` covers:
/// the 2 x 2 square without cell `missing` (0 top left, 1 bottom left, 2 top right, 3 bottom
/// right), in column order.
fn placement_cells(j: usize, missing: usize) -> Vec<(usize, usize)> {
    [(0, j), (1, j), (0, j + 1), (1, j + 1)]
        .into_iter()
        .enumerate()
        .filter(|&(k, _)| k != missing)
        .map(|(_, cell)| cell)
        .collect()
}

/// The cells a placement covers, written `t3b3b4`.
fn placement_text(cells: &[(usize, usize)]) -> String {
    cells.iter().map(|&(r, col)| format!("{}{}", if r == 0 { 't' } else { 'b' }, col + 1)).collect()
}

/// A tab at the end of a run of empty columns: none, or a single free cell in the top or the
/// bottom row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    None,
    Top,
    Bottom,
}

/// The shape class of a run with tabs (lt, rt): 0 no tab, 1 one tab, 2 two tabs in the same
/// row, 3 two tabs in opposite rows. Mirror images share a class.
pub fn class(lt: Tab, rt: Tab) -> usize {
    match (lt, rt) {
        (Tab::None, Tab::None) => 0,
        (Tab::None, _) | (_, Tab::None) => 1,
        (a, b) if a == b => 2,
        _ => 3,
    }
}

/// The region `lt`, k empty columns, `rt` if a region's codes have that form (k >= 1).
pub fn as_shape(region: &[u8]) -> Option<(Tab, usize, Tab)> {
    let tab = |c: u8| match c {
        TOP => Some(Tab::Top),
        BOTTOM => Some(Tab::Bottom),
        _ => None,
    };
    let mut r = region;
    let mut lt = Tab::None;
    let mut rt = Tab::None;
    if let Some(t) = r.first().and_then(|&c| tab(c)) {
        lt = t;
        r = &r[1..];
    }
    if let Some(t) = r.last().and_then(|&c| tab(c)) {
        rt = t;
        r = &r[..r.len() - 1];
    }
    (!r.is_empty() && r.iter().all(|&c| c == FREE)).then_some((lt, r.len(), rt))
}

/// The representative tabs of a shape class (see [`class`]).
pub fn class_tabs(class: u8) -> (Tab, Tab) {
    match class {
        0 => (Tab::None, Tab::None),
        1 => (Tab::None, Tab::Top),
        2 => (Tab::Top, Tab::Top),
        _ => (Tab::Top, Tab::Bottom),
    }
}

/// A component: one connected region of free cells, up to mirror images.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Region {
    /// `k >= 1` empty columns with the tabs of shape class `class` (see [`class`]): every
    /// region reachable from an empty board has this form.
    Shape { k: usize, class: u8 },
    /// Any other region: its canonical column codes (see [`canonical`]).
    Cells(Vec<u8>),
}

impl Region {
    /// The region with these column codes (a connected region).
    pub fn from_codes(codes: &[u8]) -> Region {
        match as_shape(codes) {
            Some((lt, k, rt)) => Region::Shape { k, class: class(lt, rt) as u8 },
            None => Region::Cells(canonical(codes)),
        }
    }

    /// Column codes drawing the region.
    pub fn codes(&self) -> Vec<u8> {
        match self {
            Region::Shape { k, class } => {
                let (lt, rt) = class_tabs(*class);
                let tab = |t: Tab| match t {
                    Tab::None => None,
                    Tab::Top => Some(TOP),
                    Tab::Bottom => Some(BOTTOM),
                };
                tab(lt).into_iter().chain(std::iter::repeat_n(FREE, *k)).chain(tab(rt)).collect()
            }
            Region::Cells(codes) => codes.clone(),
        }
    }

    pub fn free_cells(&self) -> usize {
        match self {
            Region::Shape { k, class } => 2 * k + [0, 1, 2, 2][*class as usize],
            Region::Cells(codes) => free_cells(codes),
        }
    }
}

/// The regions of a board as components.
pub fn board_regions(cols: &[u8]) -> Vec<Region> {
    regions(cols).iter().map(|r| Region::from_codes(r)).collect()
}

/// The options of a region, each the regions left (those of at most two cells, which hold no
/// tromino, are left out), sorted and without repeats. Shapes use the shape recursion (see
/// [`ShapeTable`]); other regions try every placement.
pub fn region_options(region: &Region) -> Vec<Vec<Region>> {
    let live = |parts: Vec<Region>| -> Vec<Region> {
        let mut parts: Vec<Region> = parts.into_iter().filter(|r| r.free_cells() >= 3).collect();
        parts.sort();
        parts
    };
    let mut out: Vec<Vec<Region>> = match region {
        Region::Shape { k, class: cl } => {
            let k = *k;
            let (lt, rt) = class_tabs(*cl);
            // A k of 0 leaves at most two lone cells: nothing.
            let part = |a: Tab, kk: usize, b: Tab| (kk > 0).then(|| Region::Shape { k: kk, class: class(a, b) as u8 });
            let mut out = Vec::new();
            if lt != Tab::None {
                out.push(live(part(Tab::None, k - 1, rt).into_iter().collect()));
            }
            if rt != Tab::None {
                out.push(live(part(lt, k - 1, Tab::None).into_iter().collect()));
            }
            for a in 1..k {
                for r in [Tab::Top, Tab::Bottom] {
                    out.push(live(part(lt, a - 1, r).into_iter().chain(part(Tab::None, k - a - 1, rt)).collect()));
                    out.push(live(part(lt, a - 1, Tab::None).into_iter().chain(part(r, k - a - 1, rt)).collect()));
                }
            }
            out
        }
        Region::Cells(codes) => placements(codes).into_iter().map(|(_, _, to)| live(board_regions(&to))).collect(),
    };
    out.sort();
    out.dedup();
    out
}

/// Values of the shapes `tab, k empty columns, tab` for k = 0, 1, ..., by the real board's
/// recursion written for these shapes (a k of 0 leaves at most two lone cells: value 0).
#[derive(Clone, Debug, Default)]
pub struct ShapeTable {
    /// `values[k][class]`.
    values: Vec<[u32; 4]>,
    mex: Mex,
}

impl ShapeTable {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of `lt`, k empty columns, `rt`, computing what is missing.
    pub fn value(&mut self, lt: Tab, k: usize, rt: Tab) -> u32 {
        while self.values.len() <= k {
            self.push_next();
        }
        self.values[k][class(lt, rt)]
    }

    /// The value of an empty 2 x n board.
    pub fn empty_board(&mut self, n: usize) -> u32 {
        self.value(Tab::None, n, Tab::None)
    }

    fn get(&self, lt: Tab, k: usize, rt: Tab) -> u32 {
        self.values[k][class(lt, rt)]
    }

    /// Computes the values for the next k; returns the work done.
    fn push_next(&mut self) -> u64 {
        let k = self.values.len();
        if k == 0 {
            self.values.push([0; 4]);
            return 1;
        }
        let reps = [(Tab::None, Tab::None), (Tab::None, Tab::Top), (Tab::Top, Tab::Top), (Tab::Top, Tab::Bottom)];
        let mut row = [0u32; 4];
        let mut mex = std::mem::take(&mut self.mex);
        for (cl, &(lt, rt)) in reps.iter().enumerate() {
            mex.begin(4 * k + 2);
            if lt != Tab::None {
                mex.mark(self.get(Tab::None, k - 1, rt));
            }
            if rt != Tab::None {
                mex.mark(self.get(lt, k - 1, Tab::None));
            }
            for a in 1..k {
                for r in [Tab::Top, Tab::Bottom] {
                    // The free cell left in column a: it tabs the left part.
                    mex.mark(self.get(lt, a - 1, r) ^ self.get(Tab::None, k - a - 1, rt));
                    // The free cell left in column a + 1: it tabs the right part.
                    mex.mark(self.get(lt, a - 1, Tab::None) ^ self.get(r, k - a - 1, rt));
                }
            }
            row[cl] = mex.value();
        }
        self.mex = mex;
        self.values.push(row);
        (8 * k) as u64
    }
}

/// The value sequence of empty 2 x n boards, n = 0, 1, ...
pub struct EmptyBoardJob {
    pub game: String,
    pub table: ShapeTable,
}

impl SequenceJob for EmptyBoardJob {
    fn advance(&mut self, target: usize, max_work: u64) -> usize {
        let mut work = 0;
        while self.table.len() < target && work < max_work {
            work += self.table.push_next();
        }
        self.table.len()
    }

    fn report(&self) -> SequenceReport {
        let values: Vec<u32> = self.table.values.iter().map(|row| row[0]).collect();
        let (period, _, _) = octal_period(&values, 0, false);
        SequenceReport {
            game: self.game.clone(),
            values,
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            proved: false,
            reason: match period {
                Some(_) => {
                    "apparent only: values of empty 2 x n boards by search; no periodicity theorem covers this game"
                        .into()
                }
                None => "values of empty 2 x n boards by search; no period found".into(),
            },
        }
    }
}

/// The octal code of the claimed reduction, 0.007.
pub fn code() -> OctalCode {
    "0.007".parse().expect("a valid code")
}

/// L-trominoes on a 2 x n board.
#[derive(Debug)]
pub struct Triomino {
    shapes: RefCell<ShapeTable>,
    reduction: RefCell<OctalSequence>,
}

impl Default for Triomino {
    fn default() -> Self {
        Self::new()
    }
}

impl Triomino {
    pub fn new() -> Self {
        Triomino { shapes: RefCell::new(ShapeTable::new()), reduction: RefCell::new(OctalSequence::new(code())) }
    }

    /// g(c) of 0.007: the claimed value of a region of c free cells.
    pub fn claimed(&self, cells: usize) -> u32 {
        self.reduction.borrow_mut().value(cells)
    }

    /// The value of an empty 2 x n board on the real board.
    pub fn empty_board(&self, n: usize) -> u32 {
        self.shapes.borrow_mut().empty_board(n)
    }
}

/// The number of free cells of a region.
pub fn free_cells(region: &[u8]) -> usize {
    region.iter().map(|c| c.count_ones() as usize).sum()
}

impl Rules for Triomino {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Board2;
    fn parse(&self, text: &str) -> Result<Board2, ParseError> {
        parse_board(text)
    }
    fn reduction(&self, pos: &Board2) -> Option<Reduction> {
        let sizes: Vec<u64> =
            regions(&pos.0).iter().map(|r| r.iter().map(|c| u64::from(c.count_ones())).sum()).collect();
        let mut r = Reduction::to_heaps(
            "The heap model: each region of c free cells as a heap of c in octal game 0.007 (a placement \
             takes 3 and leaves two heaps of any sizes). It is exact on every board reached from an empty \
             one; hand-made boards can differ.",
            &*crate::games::lookup("octal:0.007").ok()?,
            &sizes,
        )?;
        let columns = compare(COMPARE_TO).into_iter().map(|(n, real, model)| (n as u64, real, model)).collect();
        r.comparison = Some(Comparison {
            caption: format!("Empty boards 2 x 0 to 2 x {COMPARE_TO}"),
            labels: ["n".into(), "real 2 x n".into(), "0.007 at 2n".into()],
            columns,
        });
        Some(r)
    }
    fn board(&self, pos: &Board2) -> Board {
        Board::grid(pos.rows().to_vec())
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(EmptyBoardJob { game: id.to_string(), table: ShapeTable::new() }))
    }
    fn sequence_limit(&self) -> usize {
        SEQUENCE_LIMIT
    }
}

impl Moves for Triomino {
    fn moves(&self, pos: &Board2) -> Vec<Move<Board2>> {
        placements(&pos.0)
            .into_iter()
            .map(|(j, missing, to)| {
                let cells = placement_cells(j, missing);
                Move { text: placement_text(&cells), spot: Spot::Cells { piece: 0, cells }, to: Board2(to) }
            })
            .collect()
    }
}

impl ImpartialGame for Triomino {
    type Comp = Region;
    fn components(&self, pos: &Board2) -> Vec<Region> {
        board_regions(&pos.0)
    }
    fn comp_options(&self, comp: &Region) -> Vec<Vec<Region>> {
        region_options(comp)
    }
    fn closed_form_grundy(&self, comp: &Region) -> Option<u32> {
        match comp {
            Region::Shape { k, class } => {
                let (lt, rt) = class_tabs(*class);
                Some(self.shapes.borrow_mut().value(lt, *k, rt))
            }
            Region::Cells(codes) => (free_cells(codes) < 3).then_some(0),
        }
    }
    fn closed_form(&self, pos: &Board2, misere: bool) -> Option<ClosedFormValue> {
        if misere {
            return None;
        }
        let cells: Vec<usize> = regions(&pos.0).iter().map(|r| free_cells(r)).collect();
        let g = cells.iter().fold(0, |acc, &c| acc ^ self.claimed(c));
        let terms: Vec<String> = cells.iter().map(|c| format!("g({c})")).collect();
        let text = if cells.is_empty() {
            "claimed reduction (octal 0.007 on free cells): no free cell, 0".to_string()
        } else {
            format!(
                "reduction: each region of free cells as a heap of octal 0.007 (exact on boards reached from an \
                 empty one), {} = {g}",
                terms.join(" ⊕ ")
            )
        };
        Some(ClosedFormValue { text, grundy: Some(g), outcome: if g == 0 { Outcome::P } else { Outcome::N } })
    }
}

/// The empty boards compared with the heap model beside every board: 2 x 0 to 2 x 30.
pub const COMPARE_TO: usize = 30;

/// For n = 0..=n_max: the value of the empty 2 x n board on the real board, and the claimed
/// reduction's value g(2n) of 0.007.
pub fn compare(n_max: usize) -> Vec<(usize, u32, u32)> {
    let t = Triomino::new();
    (0..=n_max).map(|n| (n, t.empty_board(n), t.claimed(2 * n))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Moves;

    #[test]
    fn notation() {
        assert_eq!(parse_board("6").unwrap().to_string(), "6");
        assert_eq!(parse_board("..../....").unwrap().to_string(), "4");
        assert_eq!(parse_board(" ....../##.... ").unwrap().to_string(), "....../##....");
        assert_eq!(parse_board("x./.X").unwrap().to_string(), "#./.#");
        assert_eq!(parse_board("0").unwrap().to_string(), "0");
        let e = parse_board("../.?").unwrap_err();
        assert_eq!(e.at, Some(4));
        assert!(e.message.contains("'?'"));
        assert!(parse_board("../...").unwrap_err().message.contains("equal lengths"));
        assert!(parse_board("...").unwrap_err().message.contains("1 rows"));
        assert!(parse_board("201").unwrap_err().message.contains("at most 200"));
        assert!(parse_board("").is_err());
    }

    #[test]
    fn placements_and_regions() {
        let b = parse_board("3").unwrap();
        let texts: Vec<String> = Triomino::new().moves(&b).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, ["b1t2b2", "t1t2b2", "t1b1b2", "t1b1t2", "b2t3b3", "t2t3b3", "t2b2b3", "t2b2t3"]);
        // Each placement's spot is the three cells it fills, the ones its text names.
        for board in ["3", "..../#...", ".#.../.....", "#..../...##"] {
            let b = parse_board(board).unwrap();
            let free = |p: &Board2| -> Vec<(usize, usize)> {
                let rows = p.rows();
                (0..2)
                    .flat_map(|r| (0..rows[r].len()).map(move |c| (r, c)))
                    .filter(|&(r, c)| rows[r].as_bytes()[c] == b'.')
                    .collect()
            };
            for m in Triomino::new().moves(&b) {
                let Spot::Cells { piece: 0, cells } = &m.spot else { panic!("{board} {}: {:?}", m.text, m.spot) };
                let mut filled: Vec<_> = free(&b).into_iter().filter(|c| !free(&m.to).contains(c)).collect();
                let mut covered = cells.clone();
                filled.sort();
                covered.sort();
                assert_eq!(covered, filled, "{board} {}", m.text);
                assert_eq!(placement_text(cells), m.text);
            }
        }
        // Top-only then bottom-only columns do not touch.
        assert_eq!(regions(&[3, 1, 2, 3, 0, 3]), vec![vec![3, 1], vec![2, 3], vec![3]]);
        assert_eq!(canonical(&[3, 3, 1]), vec![1, 3, 3]);
        assert_eq!(canonical(&[2, 3]), vec![1, 3]);
        assert_eq!(as_shape(&[1, 3, 3, 2]), Some((Tab::Top, 2, Tab::Bottom)));
        assert_eq!(as_shape(&[3, 1, 3]), None);
        assert_eq!(as_shape(&[1, 1]), None);
    }

    mod against_search {
        //! L-trominoes on a 2 x n board: the search on the real board (regions, shapes, raw bitmasks)
        //! against the claimed reduction to 0.007 on free cells, and where the two agree.

        use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

        use crate::games::triomino::{
            canonical, class, compare, free_cells, parse_board, region_options, regions, Board2, Region, ShapeTable,
            Tab, Triomino, FREE,
        };
        use crate::impartial::mex::mex_of;
        use crate::impartial::{ImpartialGame, Solver};
        use crate::rules::Moves;
        use crate::value::Solution;
        use crate::{lookup, Outcome};
        use proptest::prelude::*;

        fn tab_code(t: Tab) -> Option<u8> {
            match t {
                Tab::None => None,
                Tab::Top => Some(1),
                Tab::Bottom => Some(2),
            }
        }

        fn shape(lt: Tab, k: usize, rt: Tab) -> Vec<u8> {
            tab_code(lt).into_iter().chain(std::iter::repeat_n(FREE, k)).chain(tab_code(rt)).collect()
        }

        const TABS: [Tab; 3] = [Tab::None, Tab::Top, Tab::Bottom];

        /// Grundy value of a whole 2 x n board by brute force over bitmasks of free cells (bit 2c is
        /// the top cell of column c, bit 2c + 1 the bottom), with no decomposition into regions.
        fn raw_grundy(n: usize, free: u32, memo: &mut HashMap<u32, u32>) -> u32 {
            if let Some(&g) = memo.get(&free) {
                return g;
            }
            let mut options = Vec::new();
            for c in 0..n.saturating_sub(1) {
                let square = 0b1111u32 << (2 * c);
                for missing in 0..4 {
                    let piece = square & !(1 << (2 * c + missing));
                    if free & piece == piece {
                        options.push(raw_grundy(n, free & !piece, memo));
                    }
                }
            }
            let g = mex_of(options);
            memo.insert(free, g);
            g
        }

        fn free_mask(b: &Board2) -> u32 {
            b.0.iter().enumerate().fold(0, |m, (c, &code)| m | (code as u32) << (2 * c))
        }

        /// The shape recursion's options are exactly those found by trying every placement on the
        /// shape's cells, for every shape up to 24 empty columns.
        #[test]
        fn shape_options_match_placements() {
            for k in 1..=24 {
                for lt in TABS {
                    for rt in TABS {
                        let codes = shape(lt, k, rt);
                        let region = Region::from_codes(&codes);
                        assert_eq!(region, Region::Shape { k, class: class(lt, rt) as u8 });
                        assert_eq!(region.free_cells(), free_cells(&codes));
                        assert_eq!(
                            region_options(&region),
                            region_options(&Region::Cells(canonical(&codes))),
                            "{codes:?}"
                        );
                    }
                }
            }
        }

        /// The search over regions gives the shape table's values, and so does brute force over
        /// bitmasks of the whole empty board (no regions, no shapes) up to 2 x 10.
        #[test]
        fn shape_table_matches_search_and_raw_brute_force() {
            let game = Triomino::new();
            let mut solver = Solver::new(&game);
            let mut table = ShapeTable::new();
            for k in 1..=40 {
                for lt in TABS {
                    for rt in TABS {
                        let region = Region::from_codes(&shape(lt, k, rt));
                        assert_eq!(
                            solver.searched_comp_grundy(&region).unwrap(),
                            table.value(lt, k, rt),
                            "{lt:?} {k} {rt:?}"
                        );
                    }
                }
            }
            for n in 0..=10 {
                let mut memo = HashMap::new();
                let full = ((1u64 << (2 * n)) - 1) as u32;
                assert_eq!(raw_grundy(n, full, &mut memo), table.empty_board(n), "2 x {n}");
            }
        }

        /// The sum of the regions' searched values is the whole board's value by brute force over
        /// bitmasks, on every 2 x n board with n <= 5.
        #[test]
        fn regions_are_independent() {
            let game = Triomino::new();
            let mut solver = Solver::new(&game);
            for n in 0..=5 {
                let mut memo = HashMap::new();
                for free in 0..1u32 << (2 * n) {
                    let board = Board2((0..n).map(|c| (free >> (2 * c) & 3) as u8).collect());
                    let searched =
                        game.components(&board).iter().fold(0, |acc, r| acc ^ solver.searched_comp_grundy(r).unwrap());
                    assert_eq!(searched, raw_grundy(n, free, &mut memo), "{board}");
                    assert_eq!(solver.sum_grundy(&game.components(&board)).unwrap(), searched, "fast path on {board}");
                }
            }
        }

        /// Empty boards: the real board's value equals g(2n) of 0.007 for every n checked; the set of
        /// widths where they differ is empty.
        #[test]
        fn empty_boards_agree_with_the_reduction() {
            let rows = compare(1500);
            let differ: Vec<usize> = rows.iter().filter(|(_, real, claim)| real != claim).map(|r| r.0).collect();
            assert_eq!(differ, Vec::<usize>::new());
            let first: Vec<u32> = rows.iter().take(16).map(|r| r.1).collect();
            assert_eq!(first, [0, 0, 1, 2, 0, 3, 1, 0, 3, 3, 2, 4, 0, 5, 2, 3]);
            // Boards with tabs too: one tab (2k + 1 cells), two tabs (2k + 2 cells).
            let game = Triomino::new();
            let mut table = ShapeTable::new();
            for k in 1..=600 {
                for (lt, rt, extra) in [(Tab::None, Tab::Top, 1), (Tab::Top, Tab::Top, 2), (Tab::Top, Tab::Bottom, 2)] {
                    assert_eq!(table.value(lt, k, rt), game.claimed(2 * k + extra), "{lt:?} {k} {rt:?}");
                }
            }
        }

        /// The same, further (widths to 5000): too long for every `cargo test`, so ignored;
        /// `make slow` runs it in release.
        #[test]
        #[ignore]
        fn empty_boards_agree_with_the_reduction_far() {
            let rows = compare(5000);
            assert!(rows.iter().all(|(_, real, claim)| real == claim));
            let game = Triomino::new();
            let mut table = ShapeTable::new();
            for k in 1..=3000 {
                for (lt, rt, extra) in [(Tab::None, Tab::Top, 1), (Tab::Top, Tab::Top, 2), (Tab::Top, Tab::Bottom, 2)] {
                    assert_eq!(table.value(lt, k, rt), game.claimed(2 * k + extra), "{lt:?} {k} {rt:?}");
                }
            }
        }

        /// Every position reachable from an empty board up to 2 x 8: each region's searched value is
        /// g(free cells) of 0.007.
        #[test]
        fn reachable_positions_agree_with_the_reduction() {
            let game = Triomino::new();
            let mut solver = Solver::new(&game);
            let mut seen = HashSet::new();
            let mut queue: VecDeque<Board2> = (0..=8).map(|n| Board2(vec![FREE; n])).collect();
            while let Some(b) = queue.pop_front() {
                if !seen.insert(b.clone()) {
                    continue;
                }
                for r in game.components(&b) {
                    assert!(matches!(r, Region::Shape { .. }) || r.free_cells() < 3, "{b}: region {r:?}");
                    assert_eq!(
                        solver.searched_comp_grundy(&r).unwrap(),
                        game.claimed(r.free_cells()),
                        "{b}: region {r:?}"
                    );
                }
                queue.extend(game.moves(&b).into_iter().map(|m| m.to));
            }
            assert!(seen.len() > 2000, "{}", seen.len());
        }

        /// On hand-made boards the reduction can fail: exactly these 18 of the 341 boards up to 2 x 4.
        #[test]
        fn small_boards_where_the_reduction_fails() {
            let game = Triomino::new();
            let mut solver = Solver::new(&game);
            let mut differ = BTreeSet::new();
            let mut boards = 0;
            for n in 0..=4 {
                for free in 0..1u32 << (2 * n) {
                    let b = Board2((0..n).map(|c| (free >> (2 * c) & 3) as u8).collect());
                    let real = solver.sum_grundy(&game.components(&b)).unwrap();
                    let claimed = regions(&b.0).iter().fold(0, |acc, r| acc ^ game.claimed(free_cells(r)));
                    if real != claimed {
                        differ.insert(b.to_string());
                    }
                    boards += 1;
                }
            }
            assert_eq!(boards, 341);
            let expected: BTreeSet<String> = [
                ".../###",
                "###/...",
                "...#/####",
                "####/...#",
                "#.../####",
                "..../####",
                "#.../.###",
                "..../..##",
                "###./...#",
                "...#/###.",
                "####/#...",
                ".###/#...",
                "####/....",
                "..##/....",
                "..../.##.",
                ".##./....",
                "..../##..",
                "##../....",
            ]
            .iter()
            .map(|s| s.to_string())
            .collect();
            assert_eq!(differ, expected);
        }

        #[test]
        fn golden_cgsuite_0007() {
            let text =
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cgsuite_heap_tables_via_pycgt.csv"));
            let game = Triomino::new();
            let mut checked = 0;
            for line in text.lines().filter(|l| l.starts_with("Treblecross,0.007,")) {
                let f: Vec<&str> = line.split(',').collect();
                assert_eq!(game.claimed(f[2].parse().unwrap()), f[3].parse::<u32>().unwrap(), "{line}");
                checked += 1;
            }
            assert_eq!(checked, 26);
        }

        fn check_laws(s: &Solution) {
            let game = lookup("triomino").unwrap();
            assert_eq!(game.normalize(&s.position).unwrap(), s.position);
            let mut spots = HashSet::new();
            for m in &s.moves {
                assert_eq!(game.normalize(&m.to).unwrap(), m.to);
                assert_eq!(m.winning, m.outcome == Outcome::P);
                assert!(spots.insert(m.spot.clone()), "two moves share a spot in {}", s.position);
            }
            let any_p = s.moves.iter().any(|m| m.outcome == Outcome::P);
            assert_eq!(s.outcome == Outcome::N, any_p, "{}", s.position);
            assert_eq!(s.grundy, Some(mex_of(s.moves.iter().map(|m| m.grundy.unwrap()))), "{}", s.position);
            if let Some(r) = s.remoteness {
                let rems = s.moves.iter().filter(|m| m.winning == any_p).map(|m| m.remoteness.unwrap());
                let best = if any_p { rems.min() } else { rems.max() };
                assert_eq!(r, best.map_or(0, |b| b + 1), "{}", s.position);
            }
        }

        #[test]
        fn laws_on_positions_from_2x5_and_hand_made_boards() {
            let game = lookup("triomino").unwrap();
            let mut seen = HashSet::new();
            let mut queue = VecDeque::from(["5".to_string(), "..#../.....".to_string(), "#.../....".to_string()]);
            while let Some(p) = queue.pop_front() {
                if !seen.insert(p.clone()) {
                    continue;
                }
                let s = game.solve(&p, false).unwrap();
                check_laws(&s);
                queue.extend(s.moves.iter().map(|m| m.to.clone()));
            }
            assert!(seen.len() > 100, "{}", seen.len());
        }

        #[test]
        fn wide_boards() {
            let game = lookup("triomino").unwrap();
            let s = game.solve("200", false).unwrap();
            assert_eq!(s.remoteness, None);
            assert!(s.note.as_deref().unwrap().contains("remoteness not computed"));
            assert_eq!(s.grundy, Some(Triomino::new().empty_board(200)));
            assert_eq!(s.moves.len(), 4 * 199);
            check_laws(&s);
            // A hand-made board far from the shapes of play: its regions are searched.
            let weird = format!("{}/{}", ".".repeat(60), ".#".repeat(30));
            let s = game.solve(&weird, false).unwrap();
            check_laws(&s);
            let s = game.solve("16", false).unwrap();
            assert!(s.remoteness.is_some() && s.note.is_none());
            assert!(game.solve("201", false).is_err());
            let mut seq = game.sequence().unwrap();
            assert_eq!(seq.advance(40, u64::MAX), 40);
            let report = seq.report();
            assert_eq!(report.values, compare(39).iter().map(|r| r.1).collect::<Vec<_>>());
            assert!(!report.proved);
            assert_eq!(game.sequence_limit(), 10_000);
        }

        #[test]
        fn formula_shows_the_claim() {
            let game = lookup("triomino").unwrap();
            // Three free cells in a row hold no tromino: value 0, but the claim says g(3) = 1.
            let s = game.solve(".../###", false).unwrap();
            assert_eq!((s.outcome, s.grundy), (Outcome::P, Some(0)));
            let f = s.formula.unwrap();
            assert_eq!((f.grundy, f.outcome), (Some(1), Outcome::N));
            assert!(f.text.contains("g(3)"));
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]

            /// Random boards: notation round-trips and the solver's value is the raw brute force's.
            #[test]
            fn random_boards(n in 0usize..=6, free in any::<u32>()) {
                let free = free & ((1u64 << (2 * n)) - 1) as u32;
                let b = Board2((0..n).map(|c| (free >> (2 * c) & 3) as u8).collect());
                prop_assert_eq!(parse_board(&b.to_string()).unwrap(), b.clone());
                let game = Triomino::new();
                let mut solver = Solver::new(&game);
                let mut memo = HashMap::new();
                prop_assert_eq!(solver.sum_grundy(&game.components(&b)).unwrap(), raw_grundy(n, free_mask(&b), &mut memo));
            }

            #[test]
            fn any_text_parses_or_errs(text in "[.#xX/0-9 ]{0,24}") {
                if let Ok(b) = parse_board(&text) {
                    prop_assert_eq!(parse_board(&b.to_string()).unwrap(), b);
                }
            }
        }
    }
}
