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

use crate::board::{Board, GridLook};
use crate::game::{Checks, Entry, Group};
use crate::partizan::{self, PartizanGame};
use crate::serve::Rules;
use crate::table::{Table, TableParams};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "domineering",
    name: "Domineering",
    example_game: "domineering",
    example_position: "3x3",
    summary: "Left places dominoes upright, Right lying down, on free cells; who cannot place one loses.",
    group: Group::Partizan,
    build: crate::serve::plain::<Domineering>,
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
    format!("{}{}", (b'a' + (c % 26) as u8) as char, r + 1)
}

impl Cells {
    fn height(&self) -> usize {
        self.free.len()
    }

    fn width(&self) -> usize {
        self.free.first().map_or(0, Vec::len)
    }

    /// The region of the listed cells, cropped to its bounding box.
    fn crop(&self, cells: &[(usize, usize)]) -> Cells {
        let r0 = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let r1 = cells.iter().map(|c| c.0).max().unwrap_or(0);
        let c0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let c1 = cells.iter().map(|c| c.1).max().unwrap_or(0);
        let mut free = vec![vec![false; c1 - c0 + 1]; r1 - r0 + 1];
        for &(r, c) in cells {
            free[r - r0][c - c0] = true;
        }
        Cells { free }
    }

    /// The board's bits under symmetry `t` (bit 4: transposed), with its height and width.
    fn image(&self, t: u8) -> (u8, u8, u128) {
        let (h, w) = (self.height(), self.width());
        let (nh, nw) = if t & 4 != 0 { (w, h) } else { (h, w) };
        let mut bits = 0u128;
        for r in 0..h {
            for c in 0..w {
                if !self.free[r][c] {
                    continue;
                }
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
        }
        (nh as u8, nw as u8, bits)
    }
}

impl Rules for Domineering {
    type Pos = Cells;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Cells, ParseError> {
        parse_cells(text)
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        Some(crate::board::EditSpec::Grid(crate::board::GridEdit { cycle: ".#", max_rows: 8, max_cols: 8 }))
    }
    fn board(&self, pos: &Cells) -> Board {
        Board::Grid {
            rows: pos.free.iter().map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect()).collect(),
            look: GridLook::default(),
        }
    }
    fn sides(&self, _pos: &Cells) -> Option<(String, String)> {
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

    fn side_moves(&self, pos: &Cells, side: Side) -> Vec<Move<Cells>> {
        let (dr, dc) = match side {
            Side::Left => (1, 0),
            Side::Right => (0, 1),
        };
        let mut out = Vec::new();
        for r in 0..pos.height() {
            for c in 0..pos.width() {
                let (r2, c2) = (r + dr, c + dc);
                if r2 < pos.height() && c2 < pos.width() && pos.free[r][c] && pos.free[r2][c2] {
                    let mut to = pos.clone();
                    to.free[r][c] = false;
                    to.free[r2][c2] = false;
                    out.push(Move {
                        text: format!("{}-{}", cell_name(r, c), cell_name(r2, c2)),
                        spot: Spot::Cells { piece: 0, cells: vec![(r, c), (r2, c2)] },
                        to,
                    });
                }
            }
        }
        out
    }

    /// Regions of free cells joined side to side; a single free cell has no move and is left
    /// out.
    fn components(&self, pos: &Cells) -> Vec<Cells> {
        let (h, w) = (pos.height(), pos.width());
        let mut seen = vec![vec![false; w]; h];
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if seen[r][c] || !pos.free[r][c] {
                    continue;
                }
                seen[r][c] = true;
                let mut stack = vec![(r, c)];
                let mut cells = Vec::new();
                while let Some((a, b)) = stack.pop() {
                    cells.push((a, b));
                    let near = [(a.wrapping_sub(1), b), (a + 1, b), (a, b.wrapping_sub(1)), (a, b + 1)];
                    for (na, nb) in near {
                        if na < h && nb < w && pos.free[na][nb] && !seen[na][nb] {
                            seen[na][nb] = true;
                            stack.push((na, nb));
                        }
                    }
                }
                if cells.len() > 1 {
                    out.push(pos.crop(&cells));
                }
            }
        }
        out
    }

    fn too_large(&self, comp: &Cells) -> Option<String> {
        let free = comp.free.iter().flatten().filter(|&&x| x).count();
        (free > MAX_REGION).then(|| {
            format!("a region of {free} free cells; at most {MAX_REGION} can be valued (block some cells, or split the board)")
        })
    }

    /// Regions of at most [`CHEAP_REGION`] free cells are valued by their canonical forms.
    fn cheap(&self, comp: &Cells) -> bool {
        comp.free.iter().flatten().filter(|&&x| x).count() <= CHEAP_REGION
    }

    /// Safe moves (two free cells in line for the side that neither has a free neighbour
    /// across, so the other side can never take them), counted disjointly, and the most
    /// moves: each line's runs of free cells hold at most half their length in dominoes.
    fn move_bounds(&self, comp: &Cells) -> Option<[(u32, u32); 2]> {
        let (h, w) = (comp.height(), comp.width());
        let free = |r: isize, c: isize| {
            r >= 0 && c >= 0 && (r as usize) < h && (c as usize) < w && comp.free[r as usize][c as usize]
        };
        // Along a line (Left: down a column; Right: along a row) count runs of free cells, and
        // runs of free cells with no free neighbour across.
        let count = |lines: usize, len: usize, at: &dyn Fn(usize, usize) -> (isize, isize), across: (isize, isize)| {
            let (mut safe, mut most) = (0u32, 0u32);
            for l in 0..lines {
                let (mut run, mut prot) = (0u32, 0u32);
                for i in 0..=len {
                    let (r, c) = if i < len { at(l, i) } else { (-1, -1) };
                    let f = i < len && free(r, c);
                    let p = f && !free(r + across.0, c + across.1) && !free(r - across.0, c - across.1);
                    if f {
                        run += 1;
                    } else {
                        most += run / 2;
                        run = 0;
                    }
                    if p {
                        prot += 1;
                    } else {
                        safe += prot / 2;
                        prot = 0;
                    }
                }
            }
            (safe, most)
        };
        let left = count(w, h, &|col, i| (i as isize, col as isize), (0, 1));
        let right = count(h, w, &|row, i| (row as isize, i as isize), (1, 0));
        Some([left, right])
    }

    fn key(&self, comp: &Cells) -> ((u8, u8, u128), bool) {
        (0..8u8).map(|t| (comp.image(t), t & 4 != 0)).min().expect("eight images")
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
        let (h, w) = (pos.height(), pos.width());
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
            let pos = parse_cells(&s).unwrap();
            prop_assert_eq!(parse_cells(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let mut got: Vec<String> = Domineering.side_moves(&pos, side).into_iter().map(|m| m.text).collect();
                got.sort();
                prop_assert_eq!(got, brute(&pos, side));
            }
            // A region and its transpose share a key.
            for comp in Domineering.components(&pos) {
                let tc = Cells { free: (0..comp.width()).map(|c| (0..comp.height()).map(|r| comp.free[r][c]).collect()).collect() };
                prop_assert_eq!(Domineering.key(&comp).0, Domineering.key(&tc).0);
            }
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
        let left = Domineering.side_moves(&parse_cells("2x2").unwrap(), Side::Left);
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
