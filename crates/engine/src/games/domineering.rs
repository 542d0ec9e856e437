//! Domineering: a board of free (`.`) and blocked (`#`) cells, rows top to bottom separated
//! by `/` (`..#/.../#..`), or `RxC` for an empty R-row, C-column rectangle (the canonical text
//! of an empty rectangle). Left places a domino on two vertically adjacent free cells, Right on
//! two horizontally adjacent ones; who cannot place loses. A move is written by its two cells,
//! column letter and row number from the top (`b1-b2` vertical, `a3-b3` horizontal), and made
//! by clicking both.
//!
//! Regions of free cells that do not touch are independent summands, each cropped to its
//! bounding box. Reflections and the half turn keep a region's value, while the four
//! symmetries that transpose it negate it (vertical becomes horizontal): the transposition
//! table stores the least of the eight images.

use std::fmt;

use crate::board::{Board, GridLook, Tile};
use crate::game::{Checks, Entry, Group};
use crate::partizan::{self, MoveBounds, PartizanGame};
use crate::rules::Rules;
use crate::table::{Table, TableParams};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

mod solver;

pub const ENTRY: Entry = Entry {
    id: "domineering",
    name: "Domineering",
    example_game: "domineering",
    example_position: "3x3",
    summary: "Left places dominoes upright, Right lying down, on free cells; who cannot place one loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Domineering>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("domineering", &["3x3", ".#./...", "..#../..#.."])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A board of cells. Left places a domino on two free cells one above the other, Right on two \
     free cells side by side. A player who cannot place a domino loses.",
    theory: "Regions of free cells that do not touch are played separately, so their values add up; \
     each is {values after Left's placements | values after Right's}, in canonical form. A \
     board turned a quarter is the negative: the players swap roles.",
    example: "A 2x2 board is +-1: whoever places first leaves a spare move for themselves, so the \
     player to move wins. A 2x1 column is 1 (one spare move for Left), a 1x2 row -1; 2x3 (2 \
     rows of 3) is {2|-1/2}.",
    claims: &[
        Claim { game: "domineering", position: "2x2", fact: Fact::Outcome(Outcome::N), says: "A 2x2 board is +-1" },
        Claim { game: "domineering", position: "2x1", fact: Fact::Outcome(Outcome::L), says: "A 2x1 column is 1" },
        Claim { game: "domineering", position: "1x2", fact: Fact::Outcome(Outcome::R), says: "a 1x2 row -1" },
    ],
};

/// The most cells on a board (the transposition key holds 128); boards this large are only
/// valued when they split or are mostly blocked.
const MAX_CELLS: usize = 128;
/// The most free cells in one region: measured natively, the 25 of 5 x 5 take 1.9 s and the
/// 30 of 5 x 6 take 70 s.
const MAX_REGION: usize = 26;
/// The most free cells in a region the outcome search values by its canonical form rather
/// than searching it.
const CHEAP_REGION: usize = 12;
/// The largest side of the table of rectangles: 5, as 6 x 5 has more than `MAX_REGION` cells.
const MAX_TABLE: usize = 5;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Domineering;

/// A board: `free[r][c]` for each cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cells {
    pub free: Vec<Vec<bool>>,
}

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, w) = (self.free.len(), self.free.first().map_or(0, Vec::len));
        if self.free.iter().flatten().all(|&x| x) {
            return write!(f, "{h}x{w}");
        }
        let rows: Vec<String> =
            self.free.iter().map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect()).collect();
        f.write_str(&rows.join("/"))
    }
}

pub fn parse_cells(text: &str) -> Result<Cells, ParseError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseError::new("empty board: write RxC (e.g. 3x3) or rows of . and # separated by /"));
    }
    let lead = text.len() - text.trim_start().len();
    if let Some((r, c)) = t.split_once(['x', 'X']).filter(|(r, c)| {
        !r.is_empty() && !c.is_empty() && r.chars().chain(c.chars()).all(|ch| ch.is_ascii_digit() || ch == ' ')
    }) {
        let side = |s: &str, at: usize, what: &str| -> Result<usize, ParseError> {
            match s.trim().parse::<usize>() {
                Ok(n) if n >= 1 => Ok(n),
                _ => Err(ParseError::at(format!("the number of {what} must be a whole number from 1"), at)),
            }
        };
        let rows = side(r, lead, "rows")?;
        let cols = side(c, lead + r.len() + 1, "columns")?;
        if rows.saturating_mul(cols) > MAX_CELLS {
            return Err(ParseError::new(format!("{rows}x{cols} has more than {MAX_CELLS} cells, the most allowed")));
        }
        return Ok(Cells { free: vec![vec![true; cols]; rows] });
    }
    let free = crate::notation::read_grid(
        t,
        lead,
        "cell",
        |ch| match ch {
            '.' => Some(true),
            '#' => Some(false),
            _ => None,
        },
        |ch| format!("'{ch}' is not a cell: write . (free) or # (blocked), rows separated by /"),
    )?;
    let n = free.len() * free[0].len();
    if n > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {n} cells; at most {MAX_CELLS} are allowed")));
    }
    Ok(Cells { free })
}

fn cell_name(r: usize, c: usize) -> String {
    crate::notation::square_name(r, c)
}

impl Cells {
    fn height(&self) -> usize {
        self.free.len()
    }

    fn width(&self) -> usize {
        self.free.first().map_or(0, Vec::len)
    }
}

/// Domineering's own board: the free cells as bits, row-major (bit `r * w + c`), so that a
/// move, a region and a key are a few word operations rather than a grid copied cell by cell.
/// Its text is [`Cells`]'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    h: u8,
    w: u8,
    free: u128,
}

impl From<&Cells> for Grid {
    fn from(c: &Cells) -> Grid {
        let (h, w) = (c.height(), c.width());
        let mut free = 0u128;
        for (r, row) in c.free.iter().enumerate() {
            for (col, &x) in row.iter().enumerate() {
                if x {
                    free |= 1 << (r * w + col);
                }
            }
        }
        Grid { h: h as u8, w: w as u8, free }
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.cells(), f)
    }
}

/// Every bit below `n` (n up to 128).
fn low(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// The bits `set` taken in order, lowest first.
fn bits(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let b = set.trailing_zeros() as usize;
            set &= set - 1;
            b
        })
    })
}

impl Grid {
    fn height(&self) -> usize {
        self.h as usize
    }

    fn width(&self) -> usize {
        self.w as usize
    }

    fn is_free(&self, r: usize, c: usize) -> bool {
        self.free >> (r * self.width() + c) & 1 == 1
    }

    /// The board as a grid of cells (its text and its drawing).
    fn cells(&self) -> Cells {
        Cells { free: (0..self.height()).map(|r| (0..self.width()).map(|c| self.is_free(r, c)).collect()).collect() }
    }

    /// Every cell of the board.
    fn all(&self) -> u128 {
        low(self.height() * self.width())
    }

    /// The cells of the first column, and of the last.
    fn edges(&self) -> (u128, u128) {
        let w = self.width();
        let mut first = 0u128;
        for r in 0..self.height() {
            first |= 1 << (r * w);
        }
        (first, first << (w - 1))
    }

    /// For each cell of `set`, whether the cell below it (`Side::Left`) or to its right
    /// (`Side::Right`) is in `set` too: the top or left cell of each domino `set` holds.
    fn pairs(&self, set: u128, side: Side) -> u128 {
        match side {
            Side::Left => set & (set >> self.width()),
            Side::Right => set & (set >> 1) & !self.edges().1,
        }
    }

    /// The other cell of the domino whose top or left cell is `b`.
    fn step(&self, side: Side) -> usize {
        match side {
            Side::Left => self.width(),
            Side::Right => 1,
        }
    }

    /// The most disjoint dominoes of `side` within `set`: each line's runs hold half their
    /// length, which taking the first two cells of every run at once, again and again, reaches
    /// (a few rounds: one per two cells of the longest run).
    fn disjoint(&self, mut set: u128, side: Side) -> u32 {
        let d = self.step(side);
        // Cells whose neighbour before them in the line is not in the line (the first column
        // for a lying domino) cannot continue a run.
        let wrap = match side {
            Side::Left => 0,
            Side::Right => self.edges().0,
        };
        let mut n = 0;
        loop {
            let starts = set & !((set << d) & !wrap);
            let take = starts & self.pairs(set, side);
            if take == 0 {
                return n;
            }
            n += take.count_ones();
            set &= !(take | take << d);
        }
    }

    /// Cells whose neighbours across `side`'s dominoes are not free: the other side can never
    /// cover them.
    fn protected(&self, side: Side) -> u128 {
        let f = self.free;
        match side {
            Side::Left => {
                let (first, last) = self.edges();
                f & !((f << 1) & !first) & !((f >> 1) & !last)
            }
            Side::Right => f & !((f << self.width()) & self.all()) & !(f >> self.width()),
        }
    }

    /// Protective areas of `side`, packed greedily (disjoint, not always the most): 2 x 2
    /// blocks of free cells walled across `side`'s dominoes (for Left, no free cell left and
    /// right of the block). The other side can only play inside a block, at most twice; when
    /// `side` plays in it first, its second domino beside the first is safe and the other side
    /// has none there.
    fn areas(&self, side: Side) -> u32 {
        let (h, w) = (self.height(), self.width());
        if h < 2 || w < 2 {
            return 0;
        }
        let shr = |x: u128, n: usize| if n >= 128 { 0 } else { x >> n };
        let f = self.free;
        let (first, last) = self.edges();
        let mut tops = f & (f >> 1) & !last & shr(f, w) & shr(f, w + 1);
        match side {
            Side::Left => {
                let left_free = (f << 1) & !first;
                let right_free = (f >> 1) & !last;
                tops &= !left_free & !shr(left_free, w) & !(right_free >> 1) & !shr(right_free, w + 1);
            }
            Side::Right => {
                let above_free = f << w;
                tops &= !above_free & !(above_free >> 1) & !shr(f, 2 * w) & !shr(f, 2 * w + 1);
            }
        }
        let mut n = 0;
        while tops != 0 {
            let t = tops & tops.wrapping_neg();
            n += 1;
            let mut near = t | t << 1 | t >> 1;
            near |= near << w | shr(near, w);
            tops &= !near;
        }
        n
    }

    /// The region of cells `set`, cropped to its bounding box.
    fn crop(&self, set: u128) -> Grid {
        let w = self.width();
        let row = low(w);
        let rows: Vec<(usize, u128)> =
            (0..self.height()).map(|r| (r, (set >> (r * w)) & row)).filter(|&(_, x)| x != 0).collect();
        let (r0, r1) = (rows[0].0, rows[rows.len() - 1].0);
        let any = rows.iter().fold(0u128, |a, &(_, x)| a | x);
        let (c0, c1) = (any.trailing_zeros() as usize, 127 - any.leading_zeros() as usize);
        let nw = c1 - c0 + 1;
        let mut free = 0u128;
        for &(r, x) in &rows {
            free |= (x >> c0) << ((r - r0) * nw);
        }
        Grid { h: (r1 - r0 + 1) as u8, w: nw as u8, free }
    }

    /// The board's bits under each of the eight symmetries `t` (bit 4: transposed), with its
    /// height and width.
    fn images(&self) -> [(u8, u8, u128); 8] {
        let (h, w) = (self.height(), self.width());
        let mut out = [(0u8, 0u8, 0u128); 8];
        for (t, o) in out.iter_mut().enumerate() {
            *o = if t & 4 != 0 { (w as u8, h as u8, 0) } else { (h as u8, w as u8, 0) };
        }
        let row = low(w);
        for r in 0..h {
            let fr = h - 1 - r;
            for c in bits((self.free >> (r * w)) & row) {
                let fc = w - 1 - c;
                out[0].2 |= 1 << (r * w + c);
                out[1].2 |= 1 << (fr * w + c);
                out[2].2 |= 1 << (r * w + fc);
                out[3].2 |= 1 << (fr * w + fc);
                out[4].2 |= 1 << (c * h + r);
                out[5].2 |= 1 << (c * h + fr);
                out[6].2 |= 1 << (fc * h + r);
                out[7].2 |= 1 << (fc * h + fr);
            }
        }
        out
    }

    /// The free cells in one region with cell `b`: grown a step at a time through free
    /// neighbours.
    fn region(&self, b: usize) -> u128 {
        let (w, all) = (self.width(), self.all());
        let (first, last) = self.edges();
        let mut set = 1u128 << b;
        loop {
            let grown =
                (set | ((set << w) & all) | (set >> w) | ((set << 1) & !first) | ((set >> 1) & !last)) & self.free;
            if grown == set {
                return set;
            }
            set = grown;
        }
    }

    /// The board after `side` places a domino with its top or left cell at `b`.
    fn play(&self, b: usize, side: Side) -> Grid {
        Grid { free: self.free & !(1 << b | 1 << (b + self.step(side))), ..*self }
    }
}

impl Rules for Domineering {
    type Pos = Grid;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Grid, ParseError> {
        parse_cells(text).map(|c| Grid::from(&c))
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        Some(crate::board::EditSpec::Grid(crate::board::GridEdit { cycle: ".#", max_rows: 8, max_cols: 8 }))
    }
    fn board(&self, pos: &Grid) -> Board {
        let rows: Vec<String> = (0..pos.height())
            .map(|r| (0..pos.width()).map(|c| if pos.is_free(r, c) { '.' } else { '#' }).collect())
            .collect();
        // A covered pair standing alone is a domino played: upright ones are Left's.
        let side = |cells: &[(usize, usize)]| Some(if cells[0].1 == cells[1].1 { Side::Left } else { Side::Right });
        let tiles = Tile::isolated(&rows, '#', 2, side);
        Board::Grid { rows, look: GridLook { tiles, ..GridLook::default() } }
    }
    fn sides(&self, _pos: &Grid) -> Option<(String, String)> {
        Some(("upright dominoes".into(), "lying dominoes".into()))
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let size = params.size.or(params.rows).unwrap_or(5);
        if !(1..=MAX_TABLE).contains(&size) {
            return Some(Err(EngineError::Refused(format!(
                "a Domineering table has sides 1 to {MAX_TABLE}, not {size} (larger rectangles take too long)"
            ))));
        }
        Some(partizan::rectangle_table(self, size, progress))
    }
}

impl PartizanGame for Domineering {
    type Key = (u8, u8, u128);

    fn side_moves(&self, pos: &Grid, side: Side) -> Vec<Move<Grid>> {
        let (w, d) = (pos.width(), pos.step(side));
        bits(pos.pairs(pos.free, side))
            .map(|b| {
                let ((r, c), (r2, c2)) = ((b / w, b % w), ((b + d) / w, (b + d) % w));
                Move {
                    text: format!("{}-{}", cell_name(r, c), cell_name(r2, c2)),
                    spot: Spot::Cells { piece: 0, cells: vec![(r, c), (r2, c2)] },
                    to: pos.play(b, side),
                }
            })
            .collect()
    }

    fn side_options(&self, pos: &Grid, side: Side) -> Vec<Grid> {
        bits(pos.pairs(pos.free, side)).map(|b| pos.play(b, side)).collect()
    }

    /// Regions of free cells joined side to side; a single free cell has no move and is left
    /// out.
    fn components(&self, pos: &Grid) -> Vec<Grid> {
        let mut rest = pos.free;
        let mut out = Vec::new();
        while rest != 0 {
            let region = pos.region(rest.trailing_zeros() as usize);
            rest &= !region;
            if region.count_ones() > 1 {
                out.push(pos.crop(region));
            }
        }
        out
    }

    fn too_large(&self, comp: &Grid) -> Option<String> {
        let free = comp.free.count_ones() as usize;
        (free > MAX_REGION).then(|| {
            format!("a region of {free} free cells; at most {MAX_REGION} can be valued (block some cells, or split the board)")
        })
    }

    /// Regions of at most [`CHEAP_REGION`] free cells are valued by their canonical forms.
    fn cheap(&self, comp: &Grid) -> bool {
        comp.free.count_ones() as usize <= CHEAP_REGION
    }

    /// Mobility, with each safe move (which the other side cannot take away) counted twice.
    /// (Obsequi's ordering, each side's most moves plus its safe moves, took more positions
    /// here: 525,295 against 402,984 for 7x6 with Left to move.)
    fn heuristic(&self, comp: &Grid) -> i32 {
        let score = |side: Side| {
            comp.pairs(comp.free, side).count_ones() as i32 + 2 * comp.disjoint(comp.protected(side), side) as i32
        };
        score(Side::Left) - score(Side::Right)
    }

    /// Safe moves (two free cells in line for the side that neither has a free neighbour
    /// across, so the other side can never take them), counted disjointly; protective areas
    /// (see `Grid::areas`); and the most moves: each line's runs of free cells hold at most
    /// half their length in dominoes.
    fn move_bounds(&self, comp: &Grid) -> Option<[MoveBounds; 2]> {
        let bound = |side: Side| MoveBounds {
            safe: comp.disjoint(comp.protected(side), side),
            most: comp.disjoint(comp.free, side),
            areas: comp.areas(side),
        };
        Some([bound(Side::Left), bound(Side::Right)])
    }

    /// Boards with sides of at most 16 cells and more than [`CHEAP_REGION`] free cells are
    /// proved by the search of [`solver`], on the whole board.
    fn dedicated_outcome(
        &self,
        root: &Grid,
        limits: &partizan::Limits,
    ) -> Option<Box<dyn partizan::DedicatedOutcome<Grid>>> {
        if root.free.count_ones() as usize <= CHEAP_REGION {
            return None;
        }
        solver::Solver::new(root, limits).map(|s| Box::new(s) as Box<dyn partizan::DedicatedOutcome<Grid>>)
    }

    fn key(&self, comp: &Grid) -> ((u8, u8, u128), bool) {
        comp.images().into_iter().enumerate().map(|(t, image)| (image, t & 4 != 0)).min().expect("eight images")
    }
}

partizan::serve_partizan!(Domineering);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;
    use proptest::prelude::*;

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
    fn brute(pos: &Cells, side: Side) -> Vec<String> {
        let (h, w) = (pos.free.len(), pos.free[0].len());
        let mut out = Vec::new();
        for a in 0..h * w {
            for b in 0..h * w {
                let ((r, c), (r2, c2)) = ((a / w, a % w), (b / w, b % w));
                let ok = match side {
                    Side::Left => c == c2 && r2 == r + 1,
                    Side::Right => r == r2 && c2 == c + 1,
                };
                if ok && pos.free[r][c] && pos.free[r2][c2] {
                    out.push(format!("{}-{}", cell_name(r, c), cell_name(r2, c2)));
                }
            }
        }
        out.sort();
        out
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in boards()) {
            let cells = parse_cells(&s).unwrap();
            let pos = Grid::from(&cells);
            prop_assert_eq!(parse_cells(&pos.to_string()).unwrap(), cells.clone());
            prop_assert_eq!(pos.to_string(), cells.to_string());
            prop_assert_eq!(pos.cells(), cells.clone());
            for side in [Side::Left, Side::Right] {
                let moves = Domineering.side_moves(&pos, side);
                let mut got: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
                got.sort();
                prop_assert_eq!(got, brute(&cells, side));
                let to: Vec<Grid> = moves.into_iter().map(|m| m.to).collect();
                prop_assert_eq!(to, Domineering.side_options(&pos, side));
            }
            // The regions are the board's free cells joined side to side, each once.
            let comps = Domineering.components(&pos);
            let free = |g: &Grid| g.free.count_ones();
            let singles = (0..cells.free.len()).flat_map(|r| (0..cells.free[0].len()).map(move |c| (r, c))).filter(|&(r, c)| {
                let f = |r: isize, c: isize| r >= 0 && c >= 0 && (r as usize) < cells.free.len() && (c as usize) < cells.free[0].len() && cells.free[r as usize][c as usize];
                let (r, c) = (r as isize, c as isize);
                f(r, c) && !f(r - 1, c) && !f(r + 1, c) && !f(r, c - 1) && !f(r, c + 1)
            }).count() as u32;
            prop_assert_eq!(comps.iter().map(free).sum::<u32>() + singles, free(&pos));
            for comp in &comps {
                prop_assert_eq!(Domineering.components(comp), vec![*comp]);
                // A region and its transpose share a key, negated; a half turn keeps it.
                let cc = comp.cells();
                let (h, w) = (cc.free.len(), cc.free[0].len());
                let t = Cells { free: (0..w).map(|c| (0..h).map(|r| cc.free[r][c]).collect()).collect() };
                let turned = Cells { free: (0..h).rev().map(|r| cc.free[r].iter().rev().copied().collect()).collect() };
                let (k, neg) = Domineering.key(comp);
                // (A region equal to its own transpose keys as not negated both ways.)
                let both = comp.images().iter().enumerate().any(|(i, im)| *im == k && (i & 4 != 0) != neg);
                prop_assert_eq!(Domineering.key(&Grid::from(&t)), (k, if both { neg } else { !neg }));
                prop_assert_eq!(Domineering.key(&Grid::from(&turned)), (k, neg));
            }
        }
    }

    /// Whether the side to move wins, trying every move (memoised): nothing of the engine's
    /// search, bounds or regions.
    fn plain_wins(pos: Grid, side: Side, memo: &mut std::collections::HashMap<(u128, Side), bool>) -> bool {
        if let Some(&v) = memo.get(&(pos.free, side)) {
            return v;
        }
        let won = bits(pos.pairs(pos.free, side)).any(|b| !plain_wins(pos.play(b, side), side.other(), memo));
        memo.insert((pos.free, side), won);
        won
    }

    /// The bounds' verdict on random boards with blocked cells (as the outcome search sums
    /// them over regions) is the plain search's, and protective areas decide some boards that
    /// safe moves and the most moves alone do not.
    #[test]
    fn bounds_decide_only_what_is_true() {
        let mut seed = 0x0d0du64;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize
        };
        let (mut decided, mut by_areas) = (0, 0);
        for _ in 0..1500 {
            let (h, w) = (2 + next() % 3, 2 + next() % 4);
            let blocked = 10 + next() % 30;
            let rows: Vec<String> =
                (0..h).map(|_| (0..w).map(|_| if next() % 100 < blocked { '#' } else { '.' }).collect()).collect();
            let pos = Domineering.parse(&rows.join("/")).unwrap();
            let mut sum = [MoveBounds::default(); 2];
            for comp in Domineering.components(&pos) {
                let b = Domineering.move_bounds(&comp).unwrap();
                for s in 0..2 {
                    sum[s].safe += b[s].safe;
                    sum[s].most += b[s].most;
                    sum[s].areas += b[s].areas;
                }
            }
            let mut memo = std::collections::HashMap::new();
            for side in [Side::Left, Side::Right] {
                let Some(says) = partizan::decide_by_bounds(sum, side) else { continue };
                assert_eq!(says, plain_wins(pos, side, &mut memo), "{pos}, {side:?} to move, {sum:?}");
                decided += 1;
                let no_areas = sum.map(|b| MoveBounds { areas: 0, ..b });
                if partizan::decide_by_bounds(no_areas, side).is_none() {
                    by_areas += 1;
                }
            }
        }
        assert!(decided >= 500 && by_areas >= 20, "{decided} decided, {by_areas} by protective areas");
    }

    /// The disjoint dominoes of a line are half of each run, rounded down.
    #[test]
    fn disjoint_is_half_of_each_run() {
        for text in ["2x5", "3x3", "..#../.###./....#", ".#.#/..../#.../...#", "1x7"] {
            let pos = Domineering.parse(text).unwrap();
            let cells = pos.cells();
            let runs = |lines: Vec<Vec<bool>>| -> u32 {
                lines.iter().map(|l| l.split(|&x| !x).map(|run| run.len() as u32 / 2).sum::<u32>()).sum()
            };
            let cols = (0..pos.width()).map(|c| (0..pos.height()).map(|r| cells.free[r][c]).collect()).collect();
            assert_eq!(pos.disjoint(pos.free, Side::Left), runs(cols), "{text}");
            assert_eq!(pos.disjoint(pos.free, Side::Right), runs(cells.free.clone()), "{text}");
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("domineering").unwrap();
        let mut cgt = crate::cgt::Cgt::new();
        for (pos, want) in
            [("2x2", "+-1"), ("1x2", "-1"), ("2x1", "1"), ("2x3", "{2|-1/2}"), ("3x3", "+-1"), ("1x1", "0")]
        {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        let left = Domineering.side_moves(&Domineering.parse("2x2").unwrap(), Side::Left);
        assert_eq!(left.iter().map(|m| m.text.as_str()).collect::<Vec<_>>(), ["a1-a2", "b1-b2"]);
    }

    #[test]
    fn text_forms() {
        assert_eq!(parse_cells("../..").unwrap().to_string(), "2x2");
        assert_eq!(parse_cells(".#/..").unwrap().to_string(), ".#/..");
        assert_eq!(parse_cells("..#/.x.").unwrap_err().at, Some(5));
        assert!(parse_cells("12x12").is_err());
        assert!(parse_cells("0x3").is_err());
        assert!(parse_cells("../.").is_err());
    }

    #[test]
    fn the_table_gives_each_rectangle_its_outcome_class() {
        let g = lookup("domineering").unwrap();
        let t = g.table(&crate::table::TableParams { size: Some(3), ..Default::default() }).unwrap().unwrap();
        let classes = t.classes.as_ref().expect("a partizan table has classes");
        // 1x1 = 0, 1x2 = -1, 2x1 = 1, 2x2 = +-1: the four classes, two of them of mean 0.
        assert_eq!(classes[0][0], Some(Outcome::P));
        assert_eq!(classes[0][1], Some(Outcome::R));
        assert_eq!(classes[1][0], Some(Outcome::L));
        assert_eq!(classes[1][1], Some(Outcome::N));
        assert_eq!((t.cells[0][0], t.cells[1][1]), (Some(0), Some(0)));
        // Every cell's class is the class of the position solved on its own.
        for (r, row) in classes.iter().enumerate() {
            for (c, class) in row.iter().enumerate() {
                let pos = t.positions.as_ref().unwrap()[r][c].clone().unwrap();
                assert_eq!(*class, Some(g.solve(&pos, false).unwrap().outcome), "{pos}");
            }
        }
    }
}
