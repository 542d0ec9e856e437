//! What Snort and Col share: a grid whose squares are coloured one at a time, Left's (`L`,
//! blue) or Right's (`R`, red), under a rule about the colours next to a square.
//!
//! Notation: rows top to bottom separated by `/`; `.` an uncoloured square, `L` and `R` a
//! coloured one, `#` no square; `RxC` for an empty R-row, C-column board (a strip is one row,
//! `1x5` or `.....`). Also read, for positions met while valuing: `l` an uncoloured square only
//! Left may still colour, `r` one only Right may (a "tinted" square).
//!
//! Valuing: a coloured square only matters through its uncoloured neighbours, so it is removed
//! and its neighbours are tinted with what it forbids (a square nobody may colour goes too).
//! What is left splits into regions of uncoloured squares that do not touch; each is a
//! summand, cropped to its bounding box. The eight symmetries of the square keep a region's
//! value and swapping the tints negates it, which the transposition key uses.

use std::fmt;

use crate::board::{Board, Glyph, GridLook, Token};
use crate::vocab::{Move, ParseError, Side, Spot};

/// The most squares on a board: more would give positions far beyond what can be valued.
pub const MAX_CELLS: usize = 64;

/// The two colouring rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Never next to the opponent's colour.
    Snort,
    /// Never next to one's own colour.
    Col,
}

/// A board: rows of `.`, `L`, `R`, `#`, `l`, `r` (as bytes) of equal length.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub rows: Vec<Vec<u8>>,
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, w) = (self.rows.len(), self.rows.first().map_or(0, Vec::len));
        if self.rows.iter().flatten().all(|&x| x == b'.') {
            return write!(f, "{h}x{w}");
        }
        let rows: Vec<String> = self.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        f.write_str(&rows.join("/"))
    }
}

pub fn parse_grid(text: &str) -> Result<Grid, ParseError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseError::new(
            "empty board: write RxC (e.g. 3x3) or rows of . (uncoloured), L, R and # (no square) separated by /",
        ));
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
            return Err(ParseError::new(format!("{rows}x{cols} has more than {MAX_CELLS} squares, the most allowed")));
        }
        return Ok(Grid { rows: vec![vec![b'.'; cols]; rows] });
    }
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut offset = lead;
    for part in t.split('/') {
        let mut row = Vec::new();
        for (i, ch) in part.char_indices() {
            match ch {
                '.' | 'L' | 'R' | '#' | 'l' | 'r' => row.push(ch as u8),
                _ => {
                    return Err(ParseError::at(
                        format!(
                            "'{ch}' is not a square: write . (uncoloured), L (Left's), R (Right's) or # (no square), rows separated by /"
                        ),
                        offset + i,
                    ))
                }
            }
        }
        if row.is_empty() {
            return Err(ParseError::at("an empty row: every row needs at least one square", offset));
        }
        if let Some(first) = rows.first().map(Vec::len) {
            if row.len() != first {
                return Err(ParseError::at(
                    format!(
                        "row {} has {} squares but row 1 has {first}: rows must be equally long",
                        rows.len() + 1,
                        row.len()
                    ),
                    offset,
                ));
            }
        }
        rows.push(row);
        offset += part.len() + 1;
    }
    let n = rows.len() * rows[0].len();
    if n > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {n} squares; at most {MAX_CELLS} are allowed")));
    }
    Ok(Grid { rows })
}

const STEPS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Grid {
    fn height(&self) -> usize {
        self.rows.len()
    }
    fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }
    fn neighbours(&self, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        STEPS.iter().filter_map(move |&(dr, dc)| {
            let (a, b) = (r as isize + dr, c as isize + dc);
            (a >= 0 && b >= 0 && (a as usize) < self.height() && (b as usize) < self.width())
                .then_some((a as usize, b as usize))
        })
    }

    /// Whether `side` may colour square (`r`, `c`) under `rule`.
    pub fn may_colour(&self, rule: Rule, side: Side, r: usize, c: usize) -> bool {
        let (own, tint_own, theirs) = match side {
            Side::Left => (b'L', b'l', b'R'),
            Side::Right => (b'R', b'r', b'L'),
        };
        let v = self.rows[r][c];
        if v != b'.' && v != tint_own {
            return false;
        }
        let banned = match rule {
            Rule::Snort => theirs,
            Rule::Col => own,
        };
        self.neighbours(r, c).all(|(a, b)| self.rows[a][b] != banned)
    }
}

fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", (b'a' + (c % 26) as u8) as char, r + 1)
}

/// Each side's moves: a square it may colour, named by column letter and row number.
pub fn side_moves(pos: &Grid, rule: Rule, side: Side) -> Vec<Move<Grid>> {
    let mut out = Vec::new();
    for r in 0..pos.height() {
        for c in 0..pos.width() {
            if pos.may_colour(rule, side, r, c) {
                let mut to = pos.clone();
                to.rows[r][c] = if side == Side::Left { b'L' } else { b'R' };
                out.push(Move { text: cell_name(r, c), spot: Spot::Square { piece: 0, row: r, col: c }, to });
            }
        }
    }
    out
}

/// The regions of uncoloured squares after removing the coloured ones and tinting their
/// neighbours: each a grid of `.`, `l`, `r` and `#`, cropped. A region of one square is kept
/// (it is worth `*`, 1 or -1).
pub fn components(pos: &Grid, rule: Rule) -> Vec<Grid> {
    let (h, w) = (pos.height(), pos.width());
    // What each uncoloured square still allows: (Left may, Right may).
    let allow: Vec<Vec<(bool, bool)>> = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| match pos.rows[r][c] {
                    b'.' | b'l' | b'r' => {
                        (pos.may_colour(rule, Side::Left, r, c), pos.may_colour(rule, Side::Right, r, c))
                    }
                    _ => (false, false),
                })
                .collect()
        })
        .collect();
    let live = |r: usize, c: usize, allow: &[Vec<(bool, bool)>]| allow[r][c].0 || allow[r][c].1;
    let mut seen = vec![vec![false; w]; h];
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            if seen[r][c] || !live(r, c, &allow) {
                continue;
            }
            seen[r][c] = true;
            let mut stack = vec![(r, c)];
            let mut cells = Vec::new();
            while let Some((a, b)) = stack.pop() {
                cells.push((a, b));
                for (na, nb) in pos.neighbours(a, b) {
                    if live(na, nb, &allow) && !seen[na][nb] {
                        seen[na][nb] = true;
                        stack.push((na, nb));
                    }
                }
            }
            let (r0, r1) = (cells.iter().map(|p| p.0).min().unwrap_or(0), cells.iter().map(|p| p.0).max().unwrap_or(0));
            let (c0, c1) = (cells.iter().map(|p| p.1).min().unwrap_or(0), cells.iter().map(|p| p.1).max().unwrap_or(0));
            let mut rows = vec![vec![b'#'; c1 - c0 + 1]; r1 - r0 + 1];
            for &(a, b) in &cells {
                rows[a - r0][b - c0] = match allow[a][b] {
                    (true, true) => b'.',
                    (true, false) => b'l',
                    _ => b'r',
                };
            }
            out.push(Grid { rows });
        }
    }
    out
}

/// The eight images of a grid under the symmetries of the square.
fn images(rows: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let (h, w) = (rows.len(), rows[0].len());
    let mut out = Vec::new();
    for t in 0..8 {
        let (nh, nw) = if t & 4 != 0 { (w, h) } else { (h, w) };
        let mut g = vec![vec![b'#'; nw]; nh];
        for (r, row) in rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
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
                g[rr][cc] = v;
            }
        }
        out.push(g);
    }
    out
}

/// The least image of a region, or of its colour-swapped copy (then flagged: the negative).
pub fn key(comp: &Grid) -> (Vec<Vec<u8>>, bool) {
    let swap = |v: &u8| match *v {
        b'l' => b'r',
        b'r' => b'l',
        b'L' => b'R',
        b'R' => b'L',
        v => v,
    };
    let swapped: Vec<Vec<u8>> = comp.rows.iter().map(|r| r.iter().map(swap).collect()).collect();
    let a = images(&comp.rows).into_iter().min().expect("eight images");
    let b = images(&swapped).into_iter().min().expect("eight images");
    if b < a {
        (b, true)
    } else {
        (a, false)
    }
}

/// The number of squares still to be coloured in a region.
pub fn squares(comp: &Grid) -> usize {
    comp.rows.iter().flatten().filter(|&&v| matches!(v, b'.' | b'l' | b'r')).count()
}

/// The board: coloured squares drawn filled with their letter (Right's striped too, so colour is
/// never the only sign), tinted ones named for screen readers.
pub fn board(pos: &Grid) -> Board {
    let look = GridLook {
        glyphs: vec![
            Glyph::token('L', "L", "coloured by Left (blue), L", Token::LeftSquare),
            Glyph::token('R', "R", "coloured by Right (red, striped), R", Token::RightSquare),
            Glyph::new('l', "·l", "uncoloured, only Left may colour it"),
            Glyph::new('r', "·r", "uncoloured, only Right may colour it"),
        ],
        ..GridLook::default()
    };
    Board::Grid { rows: pos.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect(), look }
}

#[cfg(test)]
pub mod testing {
    //! Shared by the two games' tests: random boards, the rule checked square by square, and a
    //! plain canonical-form search of the whole board (no components, no keys).
    use super::*;
    use crate::cgt::{Cgt, G};
    use proptest::prelude::*;
    use std::collections::HashMap;

    pub fn boards() -> impl Strategy<Value = String> {
        (1usize..4, 1usize..5).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['.', '.', '.', '.', 'L', 'R', '#']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// The rule read square by square from the text.
    pub fn brute(pos: &Grid, rule: Rule, side: Side) -> Vec<String> {
        let (own, theirs) = if side == Side::Left { (b'L', b'R') } else { (b'R', b'L') };
        let (h, w) = (pos.rows.len(), pos.rows[0].len());
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                let v = pos.rows[r][c];
                let tint_ok = v == b'.' || (v == b'l' && side == Side::Left) || (v == b'r' && side == Side::Right);
                let near: Vec<u8> = (0..h * w)
                    .map(|i| (i / w, i % w))
                    .filter(|&(a, b)| a.abs_diff(r) + b.abs_diff(c) == 1)
                    .map(|(a, b)| pos.rows[a][b])
                    .collect();
                let ok = match rule {
                    Rule::Snort => !near.contains(&theirs),
                    Rule::Col => !near.contains(&own),
                };
                if tint_ok && ok {
                    out.push(cell_name(r, c));
                }
            }
        }
        out
    }

    /// Every line `position<TAB>value` of a golden file made by cgt-tools (see its header)
    /// against the engine's canonical form of the position.
    pub fn against_cgt(id: &str, text: &str) {
        let g = crate::lookup(id).unwrap();
        let mut cgt = Cgt::new();
        let mut checked = 0;
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let (pos, value) = line.split_once('\t').expect("a line is position TAB value");
            let want = cgt.parse(value).unwrap_or_else(|e| panic!("reading cgt's {value}: {e}"));
            let got = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&got).unwrap(), want, "{id} {pos}: ours {got}, cgt {value}");
            checked += 1;
        }
        assert!(checked >= 100, "only {checked} positions checked");
    }

    /// The canonical form of a whole board by plain search.
    pub fn plain(cgt: &mut Cgt, pos: &Grid, rule: Rule, memo: &mut HashMap<Grid, G>) -> G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let l: Vec<G> = side_moves(pos, rule, Side::Left).iter().map(|m| plain(cgt, &m.to, rule, memo)).collect();
        let r: Vec<G> = side_moves(pos, rule, Side::Right).iter().map(|m| plain(cgt, &m.to, rule, memo)).collect();
        let g = cgt.from_options(&l, &r);
        memo.insert(pos.clone(), g);
        g
    }
}
