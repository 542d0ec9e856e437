//! Amazons: a grid of `L` (Left's amazons), `R` (Right's), `.` (empty) and `#` (a burnt
//! square), rows separated by `/`, e.g. `L..#/..../#..R`. A move takes one of one's amazons
//! like a chess queen (any distance along a row, column or diagonal over empty squares), then
//! shoots an arrow from where it landed, again like a queen over empty squares (the square it
//! left is empty, so it may shoot back there); the arrow burns its square. Who cannot move
//! loses (the rule of CGSuite's and cgt-tools' Amazons). A move is written by the square the
//! amazon leaves, the square it lands on and the arrow's square (`a1-c3/a1`), and made by
//! clicking the three in that order. `HxW` (e.g. `5x5`) is the starting board of H rows and
//! W columns that the published solvers use (see [`start`]). Who wins a board of more than
//! [`CHEAP_REGION`] unburnt squares is searched by the game's own bitboard search (`solver.rs`).
//!
//! Queens move diagonally, so regions of unburnt squares that do not touch, not even at a
//! corner, are independent summands; a region without an amazon or without an empty square
//! has no move and is left out. The eight symmetries of the square keep a region's value and
//! swapping the amazons negates it, which the transposition table uses.

use crate::board::{Board, CellsMove, EditSpec, Glyph, GridEdit, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::games::clobber::{cell_name, Grid};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

mod solver;

pub const ENTRY: Entry = Entry {
    id: "amazons",
    name: "Amazons",
    example_game: "amazons",
    example_position: "L..#/...R",
    summary: "Move one of your amazons like a chess queen, then shoot an arrow from where it lands, again like a queen; the arrow burns its square. Who cannot move loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Amazons>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "Amazons L (Left's) and R (Right's) stand on a grid. A move takes one of your amazons \
     like a chess queen, any distance along a row, column or diagonal over empty squares, then \
     shoots an arrow from where it landed, again like a queen over empty squares; it may shoot \
     back into the square it left. The arrow's square is burnt (#) for the rest of the game. A \
     player who cannot move loses.",
    theory: "Burnt squares wall the board into rooms. Rooms that do not touch, not even at a \
     corner, are played separately, so their values add up. A room where only your amazons \
     stand is a whole number, the moves you have there in reserve; late in a game Amazons is \
     a sum of such territories, while rooms both players share are usually hot.",
    example: "L.R is *: whoever moves takes the middle square and burns the square they left, and \
     then nobody can move. L.. is 2: Left moves to the middle and burns the far end, and still \
     has a move, back into the square the amazon left; no move of Left's leaves more.",
    claims: &[
        Claim { game: "amazons", position: "L.R", fact: Fact::Outcome(Outcome::N), says: "L.R is *" },
        Claim { game: "amazons", position: "L..", fact: Fact::Outcome(Outcome::L), says: "L.. is 2" },
        Claim {
            game: "amazons",
            position: "L..",
            fact: Fact::Reaches("a1-b1/c1", ".L#"),
            says: "moves to the middle and burns the far end",
        },
    ],
};

/// The most unburnt squares in one region: measured natively (release build, CPU time on a
/// busy machine), 3 x 4 boards with a burnt square and two amazons a side take 2.4 to 3.8 s
/// (about 35,000 regions valued), while the empty 3 x 4 takes 2 to 3 s with one amazon a side
/// and 7 s with two (60,544 regions).
const MAX_REGION: usize = 11;
/// The most unburnt squares in a region the outcome search values by its canonical form:
/// measured natively on a loaded machine, `L.../...R` (8) takes 10 ms, `L..../....R` (10) 0.12 s.
const CHEAP_REGION: usize = 8;
/// The most squares on a board: more would give positions far beyond what can be valued.
const MAX_CELLS: usize = 64;
/// The most columns: a column is named by a letter.
const MAX_COLS: usize = 26;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Amazons;

/// The starting board of `h` rows and `w` columns, as the University of Alberta's solvers
/// set small boards up (Song and Müller, "An enhanced solver for the game of Amazons", IEEE
/// TCIAIG 2014; M. Müller's 6x5 page, webdocs.cs.ualberta.ca/~mmueller/amazons/): Right's
/// amazons in the top row on the second and second-last columns and in the next row on the
/// first and last, Left's the mirror image at the bottom.
pub fn start(h: usize, w: usize) -> Result<Grid, ParseError> {
    if h < 4 || w < 4 {
        return Err(ParseError::new(format!(
            "a {h}x{w} start: the starting board needs at least 4 rows and 4 columns (two amazons a side on each of two rows)"
        )));
    }
    if w > MAX_COLS || h.checked_mul(w).is_none_or(|n| n > MAX_CELLS) {
        return Err(ParseError::new(format!(
            "a {h}x{w} start: at most {MAX_CELLS} squares and {MAX_COLS} columns are allowed"
        )));
    }
    let mut rows = vec![vec![b'.'; w]; h];
    for (r, near, far, who) in
        [(0, 1, w - 2, b'R'), (1, 0, w - 1, b'R'), (h - 2, 0, w - 1, b'L'), (h - 1, 1, w - 2, b'L')]
    {
        rows[r][near] = who;
        rows[r][far] = who;
    }
    Ok(Grid { rows })
}

/// A board as rows (see the module's notes), or `HxW` for the starting board of [`start`].
pub fn parse_amazons(text: &str) -> Result<Grid, ParseError> {
    let t = text.trim();
    if let Some((h, w)) = t.split_once(['x', 'X']) {
        if let (Ok(h), Ok(w)) = (h.trim().parse::<usize>(), w.trim().parse::<usize>()) {
            return start(h, w);
        }
    }
    if text.trim().is_empty() {
        return Err(ParseError::new(
            "empty board: write rows of L (Left's amazon), R (Right's), . (empty) and # (burnt) separated by /, e.g. L../..R",
        ));
    }
    let rows = crate::notation::read_grid(
        text,
        0,
        "square",
        |ch| match ch {
            'L' | 'l' => Some(b'L'),
            'R' | 'r' => Some(b'R'),
            '.' | '#' => Some(ch as u8),
            _ => None,
        },
        |ch| format!("'{ch}' is not a square: write L (Left's amazon), R (Right's), . (empty) or # (burnt)"),
    )?;
    let (h, w) = (rows.len(), rows[0].len());
    if w > MAX_COLS {
        return Err(ParseError::new(format!("the board has {w} columns; at most {MAX_COLS} are allowed")));
    }
    if h * w > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {} squares; at most {MAX_CELLS} are allowed", h * w)));
    }
    Ok(Grid { rows })
}

/// The eight ways a queen goes: along rows, columns and both diagonals.
const QUEEN: [(isize, isize); 8] = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];

/// The empty squares a queen on (`r`, `c`) reaches, direction by direction, nearest first.
fn queen_reach(pos: &Grid, r: usize, c: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (dr, dc) in QUEEN {
        let (mut a, mut b) = (r as isize + dr, c as isize + dc);
        while pos.at(a, b) == Some(b'.') {
            out.push((a as usize, b as usize));
            (a, b) = (a + dr, b + dc);
        }
    }
    out
}

/// How the board is drawn: the amazons as pieces with their letters, burnt squares crossed,
/// and moves that move a piece and then mark a square.
fn look() -> GridLook {
    GridLook {
        glyphs: vec![
            Glyph::token('L', "L", "black amazon L, Left's", Token::BlackStone),
            Glyph::token('R', "R", "white amazon R, Right's", Token::WhiteStone),
            Glyph::new('#', "✕", "burnt by an arrow, #"),
        ],
        cells_move: CellsMove::StepShoot,
        ..GridLook::default()
    }
}

impl Rules for Amazons {
    type Pos = Grid;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Grid, ParseError> {
        parse_amazons(text)
    }
    fn edit_spec(&self) -> Option<EditSpec> {
        Some(EditSpec::Grid(GridEdit { cycle: ".LR#", max_rows: 5, max_cols: 5 }))
    }
    /// Amazons drawn as black (L, Left's) and white (R, Right's) pieces; a move is an amazon
    /// moved from where it stands to where it lands, then the square its arrow burns.
    fn board(&self, pos: &Grid) -> Board {
        pos.drawn(look())
    }
    fn sides(&self, _pos: &Grid) -> Option<(String, String)> {
        Some(("black amazons, L".into(), "white amazons, R".into()))
    }
}

impl PartizanGame for Amazons {
    type Key = (u8, u8, u128);

    fn side_moves(&self, pos: &Grid, side: Side) -> Vec<Move<Grid>> {
        let mine = if side == Side::Left { b'L' } else { b'R' };
        let mut out = Vec::new();
        for (r, row) in pos.rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                if v != mine {
                    continue;
                }
                for (tr, tc) in queen_reach(pos, r, c) {
                    let mut landed = pos.clone();
                    landed.rows[r][c] = b'.';
                    landed.rows[tr][tc] = mine;
                    for (ar, ac) in queen_reach(&landed, tr, tc) {
                        let mut to = landed.clone();
                        to.rows[ar][ac] = b'#';
                        out.push(Move {
                            text: format!("{}-{}/{}", cell_name(r, c), cell_name(tr, tc), cell_name(ar, ac)),
                            spot: Spot::Cells { piece: 0, cells: vec![(r, c), (tr, tc), (ar, ac)] },
                            to,
                        });
                    }
                }
            }
        }
        out
    }

    /// Regions of unburnt squares joined along rows, columns or diagonals; a region without an
    /// amazon or without an empty square has no move and is left out.
    fn components(&self, pos: &Grid) -> Vec<Grid> {
        let moves = |v: &[u8]| v.iter().any(|&x| x == b'L' || x == b'R') && v.contains(&b'.');
        pos.regions(|r, c| pos.rows[r][c] != b'#', &QUEEN, b'#', moves)
    }

    /// Regions of at most [`CHEAP_REGION`] unburnt squares are valued by their canonical forms.
    fn cheap(&self, comp: &Grid) -> bool {
        comp.rows.iter().flatten().filter(|&&v| v != b'#').count() <= CHEAP_REGION
    }

    /// Boards of at most 64 squares with more than [`CHEAP_REGION`] unburnt squares are proved
    /// by the bitboard search of [`solver`].
    fn dedicated_outcome(
        &self,
        root: &Grid,
        limits: &partizan::Limits,
    ) -> Option<Box<dyn partizan::DedicatedOutcome<Grid>>> {
        if self.cheap(root) {
            return None;
        }
        solver::Solver::new(root, limits).map(|s| Box::new(s) as Box<dyn partizan::DedicatedOutcome<Grid>>)
    }

    fn too_large(&self, comp: &Grid) -> Option<String> {
        let squares = comp.rows.iter().flatten().filter(|&&v| v != b'#').count();
        (squares > MAX_REGION)
            .then(|| format!("a region of {squares} unburnt squares; at most {MAX_REGION} can be valued"))
    }

    /// The least image under the eight symmetries, of the region or of its colour swap (the
    /// negative), packed two bits a square (a board has at most 64 squares).
    fn key(&self, comp: &Grid) -> ((u8, u8, u128), bool) {
        (0..16u8).map(|t| (image(comp, t), t & 8 != 0)).min().expect("sixteen images")
    }
}

/// Image `t` of a grid, packed: bits 0-2 of `t` say which of the eight symmetries of the
/// square (flip rows, flip columns, transpose), bit 3 whether the amazons swap sides. Each
/// square is two bits, `.` 0, `L` 1, `R` 2, `#` 3, row by row of the image.
fn image(g: &Grid, t: u8) -> (u8, u8, u128) {
    let (h, w) = (g.rows.len(), g.rows[0].len());
    let (nh, nw) = if t & 4 != 0 { (w, h) } else { (h, w) };
    let mut bits = 0u128;
    for (r, row) in g.rows.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let (mut rr, mut cc) = (if t & 1 != 0 { h - 1 - r } else { r }, if t & 2 != 0 { w - 1 - c } else { c });
            if t & 4 != 0 {
                std::mem::swap(&mut rr, &mut cc);
            }
            let code: u128 = match (v, t & 8 != 0) {
                (b'L', false) | (b'R', true) => 1,
                (b'R', false) | (b'L', true) => 2,
                (b'#', _) => 3,
                _ => 0,
            };
            bits |= code << (2 * (rr * nw + cc));
        }
    }
    (nh as u8, nw as u8, bits)
}

partizan::serve_partizan!(Amazons);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::Cgt;
    use crate::lookup;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Random boards of at most 8 squares (the plain search below has no shortcut).
    fn boards() -> impl Strategy<Value = String> {
        (1usize..4, 1usize..5).prop_filter("small", |(h, w)| h * w <= 8).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['L', 'R', '.', '.', '.', '#']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// Every triple of squares, checked by the rule: the first holds the mover's amazon, the
    /// second is a queen's move away over empty squares, and the third a queen's move from the
    /// second over squares empty once the amazon has left the first.
    fn brute(pos: &Grid, side: Side) -> Vec<String> {
        let mine = if side == Side::Left { b'L' } else { b'R' };
        let (h, w) = (pos.rows.len(), pos.rows[0].len());
        let cells: Vec<(usize, usize)> = (0..h * w).map(|i| (i / w, i % w)).collect();
        // Whether a queen goes from `a` to `b` over squares (and onto one) that `empty` allows.
        let line = |a: (usize, usize), b: (usize, usize), empty: &dyn Fn((usize, usize)) -> bool| {
            let (dr, dc) = (b.0 as isize - a.0 as isize, b.1 as isize - a.1 as isize);
            let n = dr.abs().max(dc.abs());
            if n == 0 || (dr != 0 && dc != 0 && dr.abs() != dc.abs()) {
                return false;
            }
            (1..=n).all(|k| empty(((a.0 as isize + k * dr / n) as usize, (a.1 as isize + k * dc / n) as usize)))
        };
        let mut out = Vec::new();
        for &a in &cells {
            for &b in &cells {
                for &c in &cells {
                    let before = |x: (usize, usize)| pos.rows[x.0][x.1] == b'.';
                    let after = |x: (usize, usize)| x == a || (x != b && pos.rows[x.0][x.1] == b'.');
                    if pos.rows[a.0][a.1] == mine && line(a, b, &before) && line(b, c, &after) {
                        out.push(format!("{}-{}/{}", cell_name(a.0, a.1), cell_name(b.0, b.1), cell_name(c.0, c.1)));
                    }
                }
            }
        }
        out.sort();
        out
    }

    /// The value from the moves alone, of the whole board: no regions, no symmetries.
    fn plain(pos: &Grid, cgt: &mut Cgt, memo: &mut HashMap<Grid, crate::cgt::G>) -> crate::cgt::G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let mut options = [Vec::new(), Vec::new()];
        for (i, side) in [Side::Left, Side::Right].into_iter().enumerate() {
            for m in Amazons.side_moves(pos, side) {
                options[i].push(plain(&m.to, cgt, memo));
            }
        }
        let g = cgt.from_options(&options[0], &options[1]);
        memo.insert(pos.clone(), g);
        g
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in boards()) {
            let pos = parse_amazons(&s).unwrap();
            prop_assert_eq!(parse_amazons(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let moves = Amazons.side_moves(&pos, side);
                let mut got: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
                got.sort();
                prop_assert_eq!(got, brute(&pos, side));
                // The spot lists the three squares in the order they are picked.
                for m in &moves {
                    let Spot::Cells { cells, .. } = &m.spot else { panic!("cells") };
                    prop_assert_eq!(cells.len(), 3);
                    prop_assert_eq!(m.to.rows[cells[2].0][cells[2].1], b'#');
                }
            }
        }

        #[test]
        fn the_regions_and_symmetries_give_the_plain_value(s in boards()) {
            let pos = parse_amazons(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain(&pos, &mut cgt, &mut HashMap::new());
            let got = cgt.parse(&lookup("amazons").unwrap().canonical(&s).unwrap()).unwrap();
            prop_assert_eq!(cgt.short(got), cgt.short(want), "{}", s);
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("amazons").unwrap();
        let mut cgt = Cgt::new();
        // Worked by hand from the rule (and the claims of the Why): a lone amazon with n empty
        // squares in a row has n moves; two amazons facing over one square is *.
        for (pos, want) in [
            ("L.R", "*"),
            ("L..", "2"),
            (".L#", "1"),
            ("L", "0"),
            ("L.", "1"),
            ("R...", "-3"),
            ("LR", "0"),
            ("L#R", "0"),
            // Diagonal neighbours share a region: Left may move a2-b1 and shoot back to a2.
            ("#./L#", "1"),
        ] {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        // Symmetric copies have one value; the colour swap negates it.
        let a = g.canonical("L../.R.").unwrap();
        assert_eq!(g.canonical("..L/.R.").unwrap(), a, "mirrored");
        assert_eq!(g.canonical(".R./L..").unwrap(), a, "upside down");
        assert_eq!(g.canonical("L./.R/..").unwrap(), a, "transposed");
        let (p, q) = (g.canonical("L../.R.").unwrap(), g.canonical("R../.L.").unwrap());
        let (p, q) = (cgt.parse(&p).unwrap(), cgt.parse(&q).unwrap());
        assert_eq!(cgt.neg(p), q);
    }

    /// cgt-tools' own test of Amazons ("confirmed with cgsuite", cgt 0.11.0,
    /// cgt/short/partizan/games/amazons.rs): a 3 x 4 board with two burnt squares.
    #[test]
    fn the_value_cgt_tools_confirmed_with_cgsuite() {
        let want = "{{6|{3|1, {3|0, {1/2|0}}}}, {6|{4*|-3, {3, {3|0, {1/2|0}}|-4}}}|-3, {0, {0|-2}, {1|-3}|-5}, {0, {0, *|0, {0, {1/2, {1|0}|v}|v}}|-5}, {{2, {2|0}|0, {0, {2|0, {2|0}}|0}}, {2, {3|0}|0, {0, {0, ^*|0}|-1}}, {{2|0}, {2|{1|1/4}, {2|0}}|v*, {1/2|{{0|-1}, {*|-1}|-1}}, {{0, ^*|0}|-1}}, {{3|0}, {3|1, {2|0}}, {3, {3|1}|1, {1|0, *}}|-1/16, {0|-1}, {*|-1}}|-5, {v, v*, {0, {0, ^*|0}|-1}|-5}, {{1/2|{-1/4, {0|-1}, {*|-1}|-1}}, {{1|1/4}|{-1/4|-1}}, {{1|{1|0}, {1|*}}|-1/2}|-5}}}";
        let mut cgt = Cgt::new();
        let got = lookup("amazons").unwrap().canonical("L..#/..../.#.R").unwrap();
        assert_eq!(cgt.parse(&got).unwrap(), cgt.parse(want).unwrap());
    }

    #[test]
    fn regions_touching_at_a_corner_are_one() {
        let comps = |s: &str| Amazons.components(&parse_amazons(s).unwrap());
        // Burnt squares part the board in two; each part has an amazon.
        assert_eq!(comps("L.#.R").len(), 2);
        // Only a corner joins these two squares, and a queen crosses it.
        assert_eq!(comps("L#/#.").len(), 1);
        // No amazon, or no empty square: no move, left out.
        assert!(comps("..#LR").is_empty());
        assert_eq!(comps("L#./###/..R").len(), 1);
        let comp = &comps("L.#R./#####/....L")[..];
        assert_eq!(comp.iter().map(|g| g.to_string()).collect::<Vec<_>>(), ["L.", "R.", "....L"]);
    }

    #[test]
    fn a_move_lists_its_squares_in_order() {
        let pos = parse_amazons("L..").unwrap();
        let moves = Amazons.side_moves(&pos, Side::Left);
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["a1-b1/a1", "a1-b1/c1", "a1-c1/b1", "a1-c1/a1"]);
        let Spot::Cells { cells, .. } = &moves[0].spot else { panic!("cells") };
        assert_eq!(cells, &[(0, 0), (0, 1), (0, 0)]);
        assert_eq!(moves[0].to.to_string(), "#L.");
        let Board::Grid { look, .. } = Amazons.board(&pos) else { panic!("a grid") };
        assert_eq!(look.cells_move, CellsMove::StepShoot);
    }

    #[test]
    fn bad_boards_name_the_place() {
        assert_eq!(parse_amazons("L./.x").unwrap_err().at, Some(4));
        assert!(parse_amazons("L./.").is_err());
        assert!(parse_amazons("").is_err());
        assert!(parse_amazons(&vec!["L".repeat(9); 9].join("/")).is_err());
        assert!(parse_amazons(&"L".repeat(27)).is_err());
        let big = lookup("amazons").unwrap().solve("L..../...../....R", false).unwrap_err().to_string();
        assert!(big.contains("15 unburnt squares"), "{big}");
    }
}
