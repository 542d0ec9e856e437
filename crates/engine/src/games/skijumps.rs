//! Ski Jumps (Winning Ways, chapter 5): a grid of skiers, rows top to bottom separated by `/`,
//! `.` empty, `L` and `l` Left's skiers (moving east, to the right), `R` and `r` Right's
//! (moving west); capitals are jumpers, small letters slippers; `RxC` is an empty board. A move
//! slides one of one's skiers one or more empty squares along its row, or off the board past
//! the end of its row; or a jumper jumps straight down over an opposing skier directly below
//! it onto the empty square below that, and the skier jumped over becomes a slipper. A move is
//! written by the square the skier leaves and where it goes (`a1-c1`, `a1-off`, the jump
//! `a1-a3`), and made by clicking both: the board is drawn with a column past each end of the
//! rows to click for a move off the board.
//!
//! A skier changes rows only by jumping down two, over the row between. Which jumps could ever
//! happen is found from the top: a Left jumper only moves right and a Right skier only left, so
//! a Left jumper can jump over the row below only if some Right skier there (or landing there
//! later) is not left of it; a jumper landing two rows down may then jump again. Rows that no
//! jump can join are independent summands; within a row that no jump reaches, skiers that no
//! opposing skier stands in front of are each worth the squares to their edge (counting the
//! move off), Left's positive and Right's negative (the closed form). Mirroring a board left to
//! right and swapping the sides negates it, which the transposition table uses.

use std::fmt;

use crate::board::{Board, CellsMove, EditSpec, Glyph, GridEdit, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::games::clobber::cell_name;
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "skijumps",
    name: "Ski Jumps",
    example_game: "skijumps",
    example_position: "L...R/.R..L/.....",
    summary: "Slide your skiers along their rows towards your edge and off it, or jump straight down over an opposing skier, who then can no longer jump; who cannot move loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<SkiJumps>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "Skiers on a slope: Left's (L) go right, Right's (R) left. A move slides one of your \
     skiers one or more empty squares along its row, or off the board past the end of the row. \
     A jumper (capital letter) may instead jump straight down over an opposing skier just below \
     it onto the empty square below that; the skier jumped over becomes a slipper (small \
     letter), which never jumps. A player who cannot move loses.",
    theory: "A skier changes rows only by jumping, so rows that no jump can ever join are played \
     separately and their values add up. Where no jump can ever happen and no skier has an \
     opposing skier in front of it, each skier is worth the squares to its edge, counting the \
     move off: the value is Left's total minus Right's.",
    example: "L/R/. is 1/2 (one column of three squares). Left may slide L off, leaving R, which is \
     -1, or jump over R onto the bottom square, leaving two slippers worth one move each, which \
     is 0; Right may slide R off, leaving L, which is 1. {-1, 0 | 1} = 1/2. L.R is *: whoever \
     slides first blocks the other skier, leaving 0.",
    claims: &[
        Claim { game: "skijumps", position: "L/R/.", fact: Fact::Outcome(Outcome::L), says: "L/R/. is 1/2" },
        Claim { game: "skijumps", position: "L/R/.", fact: Fact::Reaches("a1-a3", "./r/L"), says: "jump over R" },
        Claim { game: "skijumps", position: "./r/L", fact: Fact::Outcome(Outcome::P), says: "which is 0" },
        Claim { game: "skijumps", position: "L.R", fact: Fact::Outcome(Outcome::N), says: "L.R is *" },
    ],
};

/// The most squares on a board.
const MAX_CELLS: usize = 64;
/// The most columns (a move's squares are named by letter).
const MAX_COLS: usize = 26;
/// The most skiers in one component (rows jumps can join, or a row with skiers facing each
/// other). Measured natively (`tests::measure`: 40 random boards of 3-5 rows and 4-6 columns
/// for each count, each on an empty table): the slowest with 7 skiers took 1.6 s, with 8
/// 0.4 s; with 9 one took 10 s and was refused by the search's budget, with 12 one took 35 s.
const MAX_SKIERS: usize = 8;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct SkiJumps;

const EMPTY: u8 = b'.';

/// A board: rows of `.`, `L`, `l`, `R` and `r` of equal length.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Slope {
    pub rows: Vec<Vec<u8>>,
}

impl fmt::Display for Slope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rows.iter().flatten().all(|&v| v == EMPTY) {
            return write!(f, "{}x{}", self.rows.len(), self.width());
        }
        let rows: Vec<String> = self.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        f.write_str(&rows.join("/"))
    }
}

/// The side a skier belongs to, if `v` is one.
fn owner(v: u8) -> Option<Side> {
    match v {
        b'L' | b'l' => Some(Side::Left),
        b'R' | b'r' => Some(Side::Right),
        _ => None,
    }
}

fn is_jumper(v: u8) -> bool {
    matches!(v, b'L' | b'R')
}

/// The skier of the other side, of the same kind.
fn swapped(v: u8) -> u8 {
    match v {
        b'L' => b'R',
        b'l' => b'r',
        b'R' => b'L',
        b'r' => b'l',
        v => v,
    }
}

impl Slope {
    fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }
}

/// `RxC`: an empty board of R rows and C columns, if the text is one.
fn empty_board(text: &str) -> Option<Result<Slope, ParseError>> {
    let (r, c) = text.trim().split_once(['x', 'X'])?;
    let (r, c): (usize, usize) = (r.trim().parse().ok()?, c.trim().parse().ok()?);
    if r == 0 || c == 0 || c > MAX_COLS || r.saturating_mul(c) > MAX_CELLS {
        return Some(Err(ParseError::new(format!(
            "a {r}x{c} board: it needs at least one row and one column, at most {MAX_COLS} columns and {MAX_CELLS} squares"
        ))));
    }
    Some(Ok(Slope { rows: vec![vec![EMPTY; c]; r] }))
}

pub fn parse_slope(text: &str) -> Result<Slope, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new(
            "empty board: write rows of L, l, R, r and . separated by /, e.g. L..R/.r.L, or RxC for an empty board",
        ));
    }
    if let Some(board) = empty_board(text) {
        return board;
    }
    let rows = crate::notation::read_grid(
        text,
        0,
        "square",
        |ch| matches!(ch, 'L' | 'l' | 'R' | 'r' | '.').then_some(ch as u8),
        |ch| format!("'{ch}' is not a square: write L or l (Left's jumper or slipper), R or r (Right's) or . (empty)"),
    )?;
    let (cells, cols) = (rows.len() * rows[0].len(), rows[0].len());
    if cols > MAX_COLS {
        return Err(ParseError::new(format!("the board has {cols} columns; at most {MAX_COLS} are allowed")));
    }
    if cells > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {cells} squares; at most {MAX_CELLS} are allowed")));
    }
    Ok(Slope { rows })
}

/// The characters of the columns drawn past the ends of the rows.
const PAST_LEFT: char = '<';
const PAST_RIGHT: char = '>';

/// How the board is drawn: the skiers as pieces pointing the way they go, jumpers and slippers
/// with their own letters, the columns past the ends as arrows; a move moves a skier.
fn look() -> GridLook {
    GridLook {
        glyphs: vec![
            Glyph::token('L', "L", "Left's jumper L, going right", Token::LeftPointingRight),
            Glyph::token('l', "l", "Left's slipper l, going right", Token::LeftSlipper),
            Glyph::token('R', "R", "Right's jumper R, going left", Token::RightPointingLeft),
            Glyph::token('r', "r", "Right's slipper r, going left", Token::RightSlipper),
            Glyph::new(PAST_LEFT, "←", "off the board"),
            Glyph::new(PAST_RIGHT, "→", "off the board"),
        ],
        cells_move: CellsMove::Step,
        edge_columns: true,
        ..GridLook::default()
    }
}

impl Rules for SkiJumps {
    type Pos = Slope;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Slope, ParseError> {
        parse_slope(text)
    }
    fn edit_spec(&self) -> Option<EditSpec> {
        Some(EditSpec::Grid(GridEdit { cycle: ".LlRr", max_rows: 6, max_cols: 8 }))
    }
    /// The rows with a column past each end, where a skier moved off the board goes.
    fn board(&self, pos: &Slope) -> Board {
        let rows = pos
            .rows
            .iter()
            .map(|r| {
                let inner: String = r.iter().map(|&v| v as char).collect();
                format!("{PAST_LEFT}{inner}{PAST_RIGHT}")
            })
            .collect();
        Board::Grid { rows, look: look() }
    }
    fn sides(&self, _pos: &Slope) -> Option<(String, String)> {
        Some(("skiers going right, L and l".into(), "skiers going left, R and r".into()))
    }
}

/// A move of the skier at (`r`, `c`) to (`tr`, `tc`), `None` for off the board; the board's
/// squares are one column to the right of the position's (past its left end is column 0).
fn step(pos: &Slope, (r, c): (usize, usize), to: Option<(usize, usize)>, side: Side) -> Move<Slope> {
    let mut next = pos.clone();
    let skier = next.rows[r][c];
    next.rows[r][c] = EMPTY;
    let (text, last) = match to {
        Some((tr, tc)) => {
            next.rows[tr][tc] = skier;
            if tr != r {
                // A jump: the skier jumped over is a slipper from now on.
                next.rows[r + 1][c] = swapped(skier).to_ascii_lowercase();
            }
            (cell_name(tr, tc), (tr, tc + 1))
        }
        None => ("off".to_string(), (r, if side == Side::Left { pos.width() + 1 } else { 0 })),
    };
    Move {
        text: format!("{}-{text}", cell_name(r, c)),
        spot: Spot::Cells { piece: 0, cells: vec![(r, c + 1), last] },
        to: next,
    }
}

/// What jumps could ever happen, over-approximated from the top down: `left[y]` when some Left
/// jumper could jump from row `y` over row `y + 1`, `right[y]` for Right. A Left skier only
/// moves right and a Right one left, and a jumper keeps its column when it lands, so a Left
/// jumper at column `a` in row `y` can meet a Right skier at column `b` in the row below only
/// if `a <= b`: it suffices to know the leftmost column of any Left jumper that is or could
/// land in a row, and the rightmost of any Right skier (and likewise for Right's jumps).
struct Reach {
    left: Vec<bool>,
    right: Vec<bool>,
    /// Per row: the leftmost Left skier and the rightmost Right skier that is or could land
    /// there (jumpers and slippers alike).
    left_min: Vec<Option<usize>>,
    right_max: Vec<Option<usize>>,
}

fn reach(pos: &Slope) -> Reach {
    let h = pos.rows.len();
    let cols = |y: usize, f: fn(u8) -> bool| pos.rows[y].iter().enumerate().filter(move |e| f(*e.1)).map(|e| e.0);
    let mut left_jumper: Vec<Option<usize>> = (0..h).map(|y| cols(y, |v| v == b'L').min()).collect();
    let mut right_jumper: Vec<Option<usize>> = (0..h).map(|y| cols(y, |v| v == b'R').max()).collect();
    let mut left_min: Vec<Option<usize>> = (0..h).map(|y| cols(y, |v| owner(v) == Some(Side::Left)).min()).collect();
    let mut right_max: Vec<Option<usize>> = (0..h).map(|y| cols(y, |v| owner(v) == Some(Side::Right)).max()).collect();
    let (mut left, mut right) = (vec![false; h], vec![false; h]);
    let lower = |a: Option<usize>, b: Option<usize>| a.into_iter().chain(b).min();
    let upper = |a: Option<usize>, b: Option<usize>| a.into_iter().chain(b).max();
    for y in 0..h.saturating_sub(2) {
        // Rows y and y + 1 are final here: only jumps from rows y - 2 and y - 1 land in them.
        if let (Some(a), Some(b)) = (left_jumper[y], right_max[y + 1]) {
            if a <= b {
                left[y] = true;
                left_jumper[y + 2] = lower(left_jumper[y + 2], Some(a));
                left_min[y + 2] = lower(left_min[y + 2], Some(a));
            }
        }
        if let (Some(a), Some(b)) = (right_jumper[y], left_min[y + 1]) {
            if b <= a {
                right[y] = true;
                right_jumper[y + 2] = upper(right_jumper[y + 2], Some(a));
                right_max[y + 2] = upper(right_max[y + 2], Some(a));
            }
        }
    }
    Reach { left, right, left_min, right_max }
}

/// Whether some skier of a row has an opposing skier in front of it (a Left skier left of a
/// Right one).
fn tangled(row: &[u8]) -> bool {
    let first_left = row.iter().position(|&v| owner(v) == Some(Side::Left));
    let last_right = row.iter().rposition(|&v| owner(v) == Some(Side::Right));
    matches!((first_left, last_right), (Some(a), Some(b)) if a < b)
}

/// The closed form: when no jump can ever happen and no skier has an opposing skier in front
/// of it, the sum over Left's skiers of the squares to the right edge (counting the move off)
/// less the same for Right's to the left edge. Each side's skiers then never meet the other's,
/// each move takes a skier one or more squares, and the front skier of a row can always go one.
pub fn closed_form(pos: &Slope) -> Option<i64> {
    let r = reach(pos);
    if r.left.iter().chain(&r.right).any(|&j| j) || pos.rows.iter().any(|row| tangled(row)) {
        return None;
    }
    let w = pos.width() as i64;
    let value = pos
        .rows
        .iter()
        .flat_map(|row| row.iter().enumerate())
        .map(|(c, &v)| match owner(v) {
            Some(Side::Left) => w - c as i64,
            Some(Side::Right) => -(c as i64 + 1),
            None => 0,
        })
        .sum();
    Some(value)
}

impl PartizanGame for SkiJumps {
    type Key = Vec<Vec<u8>>;

    fn side_moves(&self, pos: &Slope, side: Side) -> Vec<Move<Slope>> {
        let (h, w) = (pos.rows.len(), pos.width());
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                let v = pos.rows[r][c];
                if owner(v) != Some(side) {
                    continue;
                }
                // Slides, nearest first, then off the board when nothing is in the way.
                let ahead: Vec<usize> = if side == Side::Left { (c + 1..w).collect() } else { (0..c).rev().collect() };
                let free = ahead.iter().take_while(|&&t| pos.rows[r][t] == EMPTY).count();
                out.extend(ahead[..free].iter().map(|&t| step(pos, (r, c), Some((r, t)), side)));
                if free == ahead.len() {
                    out.push(step(pos, (r, c), None, side));
                }
                let over = (r + 2 < h).then(|| pos.rows[r + 1][c]).and_then(owner);
                if is_jumper(v) && over == Some(side.other()) && pos.rows[r + 2][c] == EMPTY {
                    out.push(step(pos, (r, c), Some((r + 2, c)), side));
                }
            }
        }
        out
    }

    /// Bands of rows that jumps can join; a row no jump reaches is split further when no skier
    /// in it has an opposing skier in front: each skier alone on a strip from its square to its
    /// edge (the closed form, skier by skier).
    fn components(&self, pos: &Slope) -> Vec<Slope> {
        let h = pos.rows.len();
        let r = reach(pos);
        // `joined[y]`: rows y and y + 1 are in one band.
        let mut joined = vec![false; h];
        for y in 0..h {
            if r.left[y] || r.right[y] {
                joined[y] = true;
                joined[y + 1] = true;
            }
        }
        let mut out = Vec::new();
        let mut top = 0;
        for (y, &joins_next) in joined.iter().enumerate() {
            if joins_next {
                continue;
            }
            let band = Slope { rows: pos.rows[top..=y].to_vec() };
            top = y + 1;
            if band.rows.len() > 1 || tangled(&band.rows[0]) {
                out.push(band);
                continue;
            }
            let row = &band.rows[0];
            for (c, &v) in row.iter().enumerate() {
                let mut strip = match owner(v) {
                    Some(Side::Left) => vec![EMPTY; row.len() - c],
                    Some(Side::Right) => vec![EMPTY; c + 1],
                    None => continue,
                };
                let at = if owner(v) == Some(Side::Left) { 0 } else { c };
                strip[at] = v;
                out.push(Slope { rows: vec![strip] });
            }
        }
        out.retain(|s| s.rows.iter().flatten().any(|&v| owner(v).is_some()));
        out
    }

    fn too_large(&self, comp: &Slope) -> Option<String> {
        let skiers = comp.rows.iter().flatten().filter(|&&v| owner(v).is_some()).count();
        (skiers > MAX_SKIERS).then(|| {
            format!("{skiers} skiers that jumps or blocking can bring together; at most {MAX_SKIERS} can be valued")
        })
    }

    /// The component with every jumper that can never jump written as a slipper (it plays the
    /// same), or its mirror image with the sides swapped (the negative), whichever is less.
    fn key(&self, comp: &Slope) -> (Vec<Vec<u8>>, bool) {
        let r = reach(comp);
        let h = comp.rows.len();
        let can_jump = |y: usize, c: usize, v: u8| match v {
            b'L' => y + 2 < h && r.right_max[y + 1].is_some_and(|b| c <= b),
            b'R' => y + 2 < h && r.left_min[y + 1].is_some_and(|b| b <= c),
            _ => false,
        };
        let plain: Vec<Vec<u8>> = comp
            .rows
            .iter()
            .enumerate()
            .map(|(y, row)| {
                row.iter()
                    .enumerate()
                    .map(|(c, &v)| if can_jump(y, c, v) { v } else { v.to_ascii_lowercase() })
                    .collect()
            })
            .collect();
        let mirror: Vec<Vec<u8>> = plain.iter().map(|row| row.iter().rev().map(|&v| swapped(v)).collect()).collect();
        if mirror < plain {
            (mirror, true)
        } else {
            (plain, false)
        }
    }
}

partizan::serve_partizan!(SkiJumps);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::{Cgt, G};
    use crate::lookup;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Random boards of 1-4 rows and 1-5 columns, mostly empty squares.
    fn boards() -> impl Strategy<Value = String> {
        (1usize..5, 1usize..6).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['.', '.', '.', 'L', 'l', 'R', 'r']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// Boards the plain search of the whole board values quickly: at most 16 squares and 7
    /// skiers.
    fn small_boards() -> impl Strategy<Value = String> {
        (1usize..5, 1usize..5).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['.', '.', '.', '.', 'L', 'l', 'R', 'r']), h * w)
                .prop_filter("at most 7 skiers", |v| v.iter().filter(|&&c| c != '.').count() <= 7)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// Every move by the rule, checked square by square: a slide to any square ahead along the
    /// row with every square up to it empty, off the board when the whole way is empty, and a
    /// jumper's jump down two rows over an opposing skier onto an empty square.
    fn brute(pos: &Slope, side: Side) -> Vec<String> {
        let (h, w) = (pos.rows.len(), pos.rows[0].len());
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                let v = pos.rows[r][c];
                let mine = if side == Side::Left { matches!(v, b'L' | b'l') } else { matches!(v, b'R' | b'r') };
                if !mine {
                    continue;
                }
                let between = |t: usize| if t > c { c + 1..t + 1 } else { t..c };
                for t in 0..w {
                    let ahead = if side == Side::Left { t > c } else { t < c };
                    if ahead && between(t).all(|k| pos.rows[r][k] == b'.') {
                        out.push(format!("{}-{}", cell_name(r, c), cell_name(r, t)));
                    }
                }
                let path = if side == Side::Left { c + 1..w } else { 0..c };
                if path.clone().all(|k| pos.rows[r][k] == b'.') {
                    out.push(format!("{}-off", cell_name(r, c)));
                }
                let theirs: &[u8] = if side == Side::Left { b"Rr" } else { b"Ll" };
                if (v == b'L' || v == b'R')
                    && r + 2 < h
                    && theirs.contains(&pos.rows[r + 1][c])
                    && pos.rows[r + 2][c] == b'.'
                {
                    out.push(format!("{}-{}", cell_name(r, c), cell_name(r + 2, c)));
                }
            }
        }
        out.sort();
        out
    }

    /// The value from the moves alone, of the whole board: no components, no closed form, no
    /// symmetries.
    fn plain(pos: &Slope, cgt: &mut Cgt, memo: &mut HashMap<Slope, G>) -> G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let mut options = [Vec::new(), Vec::new()];
        for (i, side) in [Side::Left, Side::Right].into_iter().enumerate() {
            for m in SkiJumps.side_moves(pos, side) {
                options[i].push(plain(&m.to, cgt, memo));
            }
        }
        let g = cgt.from_options(&options[0], &options[1]);
        memo.insert(pos.clone(), g);
        g
    }

    fn value(cgt: &mut Cgt, pos: &str) -> G {
        let braces = lookup("skijumps").unwrap().canonical(pos).unwrap();
        cgt.parse(&braces).unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn moves_are_the_rule(s in boards()) {
            let pos = parse_slope(&s).unwrap();
            prop_assert_eq!(parse_slope(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let moves = SkiJumps.side_moves(&pos, side);
                let mut got: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
                got.sort();
                prop_assert_eq!(got, brute(&pos, side));
                // Each move's squares on the board: the skier, then where it goes.
                let board = SkiJumps.board(&pos);
                let Board::Grid { rows, .. } = board else { panic!("a grid") };
                for m in moves {
                    let Spot::Cells { cells, .. } = &m.spot else { panic!("cells") };
                    let at = |(r, c): (usize, usize)| rows[r].as_bytes()[c];
                    prop_assert_eq!(Some(side), owner(at(cells[0])));
                    let last = at(cells[1]);
                    prop_assert!(last == b'.' || (m.text.ends_with("off") && (last == b'<' || last == b'>')), "{}", m.text);
                }
            }
        }

        #[test]
        fn the_components_and_keys_give_the_plain_value(s in small_boards()) {
            let pos = parse_slope(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain(&pos, &mut cgt, &mut HashMap::new());
            let got = value(&mut cgt, &s);
            prop_assert_eq!(cgt.short(got), cgt.short(want), "{}", s);
        }

        #[test]
        fn the_closed_form_is_the_plain_value(s in small_boards()) {
            let pos = parse_slope(&s).unwrap();
            if let Some(n) = closed_form(&pos) {
                let mut cgt = Cgt::new();
                let want = plain(&pos, &mut cgt, &mut HashMap::new());
                prop_assert_eq!(cgt.short(want), n.to_string(), "{}", s);
            }
        }
    }

    #[test]
    fn known_values() {
        let mut cgt = Cgt::new();
        // Winning Ways (chapter 5), as cgt-tools' tests give them in its notation; and small
        // boards worked by hand.
        for (pos, want) in [
            ("...L..../..R...../........", "2"),
            ("......../...l..../.......R/......../......L.", "-1"),
            (".L.../.R.../.....", "5/2"),
            ("...R./...L./.....", "-5/2"),
            ("L..../....R/.....", "1/2"),
            ("L..../R..../.....", "9/2"),
            ("L..../....R/l....", "5"),
            ("L/R/R", "-1"),
            ("R/L/L", "1"),
            (".LR", "0"),
            ("L.R", "*"),
            ("L..R", "*2"),
            ("R.L.R", "-1*"),
            ("L.R/..L", "1*"),
            ("L/R/.", "1/2"),
            ("./r/L", "0"),
            ("L.L.", "6"),
            ("3x4", "0"),
        ] {
            let got = value(&mut cgt, pos);
            assert_eq!(cgt.short(got), want, "{pos}");
        }
    }

    #[test]
    fn a_mirror_image_with_the_sides_swapped_is_the_negative() {
        let mut cgt = Cgt::new();
        for (a, b) in [("L.R/..L", "L.R/R.."), ("L/R/.", "R/L/."), ("L..../R..../.....", "....R/....L/.....")] {
            let (x, y) = (value(&mut cgt, a), value(&mut cgt, b));
            assert_eq!(cgt.neg(x), y, "{a} and {b}");
        }
        let (key, negated) = SkiJumps.key(&parse_slope("R.L").unwrap());
        assert_eq!((key, negated), (vec![b"r.l".to_vec()], false));
    }

    #[test]
    fn rows_no_jump_can_join_are_summands() {
        let parts = |s: &str| -> Vec<String> {
            SkiJumps.components(&parse_slope(s).unwrap()).iter().map(|c| c.to_string()).collect()
        };
        // L can jump R: the three rows are one band.
        assert_eq!(parts("L../R../..."), ["L../R../..."]);
        // L is right of R and can never meet it: each skier on its own strip to its edge.
        assert_eq!(parts("..L/R../..."), ["L", "R"]);
        // A slipper never jumps, nor does a jumper with no room below.
        assert_eq!(parts("l../R../..."), ["l..", "R"]);
        assert_eq!(parts("L../R.."), ["L..", "R"]);
        // A row with a skier blocked by an opposing one stays whole.
        assert_eq!(parts("L.R/.l."), ["L.R", "l."]);
        // A jumper landing two rows down may jump again: five rows, one band.
        assert_eq!(parts("L../R../.../r../..."), ["L../R../.../r../..."]);
        // Right's jumps too, and a band with rows apart from it.
        assert_eq!(parts("..R/..l/.../L.R"), ["..R/..l/...", "L.R"]);
        assert_eq!(closed_form(&parse_slope("..L/R../...").unwrap()), Some(0));
        assert_eq!(closed_form(&parse_slope("L.L./...r").unwrap()), Some(2));
        assert_eq!(closed_form(&parse_slope("L.R").unwrap()), None);
        assert_eq!(closed_form(&parse_slope("L../R../...").unwrap()), None);
    }

    #[test]
    fn moves_are_drawn_from_the_skier_to_where_it_goes_past_the_ends_for_a_move_off() {
        let pos = parse_slope("L.R/R../...").unwrap();
        let Board::Grid { rows, look } = SkiJumps.board(&pos) else { panic!("a grid") };
        assert_eq!(rows, ["<L.R>", "<R..>", "<...>"]);
        assert_eq!(look.cells_move, CellsMove::Step);
        assert!(look.edge_columns);
        let (jumper, slipper) = (look.glyph('L').unwrap(), look.glyph('l').unwrap());
        assert_eq!((jumper.token, slipper.token), (Some(Token::LeftPointingRight), Some(Token::LeftSlipper)));
        let (jumper, slipper) = (look.glyph('R').unwrap(), look.glyph('r').unwrap());
        assert_eq!((jumper.token, slipper.token), (Some(Token::RightPointingLeft), Some(Token::RightSlipper)));
        assert_ne!(jumper.shown, slipper.shown, "jumpers and slippers differ by their letter too");
        let left: Vec<(String, Vec<(usize, usize)>)> = SkiJumps
            .side_moves(&pos, Side::Left)
            .into_iter()
            .map(|m| {
                let Spot::Cells { cells, .. } = m.spot else { panic!("cells") };
                (m.text, cells)
            })
            .collect();
        assert_eq!(left, [("a1-b1".to_string(), vec![(0, 1), (0, 2)]), ("a1-a3".to_string(), vec![(0, 1), (2, 1)])]);
        let right = SkiJumps.side_moves(&pos, Side::Right);
        let texts: Vec<&str> = right.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["c1-b1", "a2-off"]);
        let Spot::Cells { cells, .. } = &right[1].spot else { panic!("cells") };
        assert_eq!(cells, &[(1, 1), (1, 0)]);
        assert_eq!(right[1].to.to_string(), "L.R/.../...");
        let jump = SkiJumps.side_moves(&pos, Side::Left).pop().unwrap();
        assert_eq!(jump.to.to_string(), "..R/r../L..");
    }

    #[test]
    fn bad_boards_name_the_place() {
        assert_eq!(parse_slope("L./.x").unwrap_err().at, Some(4));
        assert_eq!(parse_slope("L./.").unwrap_err().at, Some(3));
        assert!(parse_slope("").is_err());
        assert!(parse_slope("L//R").is_err());
        assert!(parse_slope("0x3").is_err());
        assert!(parse_slope(&vec!["L".repeat(9); 9].join("/")).is_err());
        assert!(parse_slope(&"L".repeat(27)).is_err());
        assert_eq!(parse_slope("2x3").unwrap().to_string(), "2x3");
        assert_eq!(parse_slope("../..").unwrap().to_string(), "2x2");
    }

    /// Times the slowest boards with k skiers in one component (each valued on a thread of its
    /// own, so with an empty transposition table; the engine is optimised in test builds):
    /// `cargo test -p engine --lib skijumps::tests::measure -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn measure() {
        let mut seed: u64 = 2026;
        let mut next = move |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) as usize) % n
        };
        for k in 5..=12 {
            let mut worst = (0.0f64, String::new());
            let mut tried = 0;
            while tried < 40 {
                let (h, w) = (3 + next(3), 4 + next(3));
                let mut cells = vec!['.'; h * w];
                for _ in 0..k {
                    let i = next(h * w);
                    cells[i] = ['L', 'R', 'L', 'R', 'l', 'r'][next(6)];
                }
                let s = cells.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/");
                let pos = parse_slope(&s).unwrap();
                let most = SkiJumps
                    .components(&pos)
                    .iter()
                    .map(|c| c.rows.iter().flatten().filter(|&&v| owner(v).is_some()).count())
                    .max()
                    .unwrap_or(0);
                if most != k {
                    continue;
                }
                tried += 1;
                let text = s.clone();
                let t = std::time::Instant::now();
                let r = std::thread::spawn(move || lookup("skijumps").unwrap().canonical(&text)).join().unwrap();
                let secs = t.elapsed().as_secs_f64();
                if secs > worst.0 {
                    worst = (secs, format!("{s} {:?}", r.map(|v| v.len())));
                }
            }
            println!("{k} skiers: slowest {:.3} s: {}", worst.0, worst.1);
        }
    }
}
