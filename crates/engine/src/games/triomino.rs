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

use crate::board::{Board, Spot};
use crate::game::Move;
use crate::game::{no_params, Entry, Game, Group};
use crate::impartial::ImpartialGame;
use crate::mex::Mex;
use crate::notation::ParseError;
use crate::octal::{OctalCode, OctalSequence};
use crate::reduction::{Comparison, Reduction};
use crate::sequence::{octal_period, SequenceJob, SequenceReport};
use crate::serve::{Rules, Served};
use crate::value::{FormulaValue, Outcome};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "triomino",
    name: "L-trominoes on a 2 x n board",
    example_game: "triomino",
    example_position: "6",
    summary: "Place an L-shaped tromino on free cells of a 2 x n board; the player who cannot place one loses.",
    group: Group::Boards,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/why.rs`).
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

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params(ENTRY.id, params)?;
    Ok(Box::new(Served(Triomino::new())))
}

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
    fn moves(&self, pos: &Board2) -> Vec<Move<Board2>> {
        placements(&pos.0)
            .into_iter()
            .map(|(j, missing, to)| {
                let cells = placement_cells(j, missing);
                Move { text: placement_text(&cells), spot: Spot::Cells { piece: 0, cells }, to: Board2(to) }
            })
            .collect()
    }
    fn reduction(&self, pos: &Board2) -> Option<Reduction> {
        let sizes: Vec<u64> =
            regions(&pos.0).iter().map(|r| r.iter().map(|c| u64::from(c.count_ones())).sum()).collect();
        let mut r = Reduction::to_heaps(
            "The heap model: each region of c free cells as a heap of c in octal game 0.007 (a placement \
             takes 3 and leaves two heaps of any sizes). It is exact on every board reached from an empty \
             one; hand-made boards can differ.",
            "octal:0.007",
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

impl ImpartialGame for Triomino {
    type Comp = Region;
    fn components(&self, pos: &Board2) -> Vec<Region> {
        board_regions(&pos.0)
    }
    fn comp_options(&self, comp: &Region) -> Vec<Vec<Region>> {
        region_options(comp)
    }
    fn fast_comp_grundy(&self, comp: &Region) -> Option<u32> {
        match comp {
            Region::Shape { k, class } => {
                let (lt, rt) = class_tabs(*class);
                Some(self.shapes.borrow_mut().value(lt, *k, rt))
            }
            Region::Cells(codes) => (free_cells(codes) < 3).then_some(0),
        }
    }
    fn formula(&self, pos: &Board2, misere: bool) -> Option<FormulaValue> {
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
        Some(FormulaValue { text, grundy: Some(g), outcome: if g == 0 { Outcome::P } else { Outcome::N } })
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
}
