//! Konane: a grid of `x` (Left's stones), `o` (Right's), `.` (empty) and `#` (no square),
//! rows separated by `/`, e.g. `xo.o./..x..`. A move jumps one of one's stones orthogonally
//! over an adjacent opposing stone into the empty square beyond, capturing it, and may go on
//! jumping in the same direction, stopping where the player chooses. A move is written by the
//! square the stone leaves and the square it lands on (`a1-c1`, `a1-e1` for a double jump),
//! and made by clicking both.
//!
//! Squares no stone can ever stand on are as good as missing: the squares some stone could
//! reach (found by letting every stone jump over every stone, whatever their colours, until
//! nothing new is reached) split into regions that do not touch, which are independent
//! summands. The eight symmetries of the square keep a region's value and swapping the colours
//! negates it, which the transposition table uses.

mod solver;

use crate::board::{Board, CellsMove, EditSpec, Glyph, GridEdit, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::games::clobber::{cell_name, Grid};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "konane",
    name: "Konane",
    example_game: "konane",
    example_position: "xox./o.ox/xo.o",
    summary: "Jump one of your stones over an adjacent stone of the other colour into the empty square beyond, capturing it, and on in a straight line as you choose; who cannot jump loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Konane>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "Stones x (Left's) and o (Right's) on a grid. A move jumps one of your stones over an \
     adjacent stone of the other colour, along a row or a column, into the empty square just \
     beyond, capturing the stone jumped. The same stone may go on jumping in the same \
     direction, and stops where you choose. A player who cannot jump loses.",
    theory: "Stones that can never come near each other are played separately, so their values \
     add up. Unlike Clobber, Konane has numbers and hot games: a stone with a run of captures \
     ahead of it and nothing to fear is worth spare moves.",
    example: "xo. is 1: Left jumps x over o and nothing is left to move, while Right's o has \
     nowhere to land, so Left has one spare move. xo.o. is 1 too: Left may take both stones \
     (leaving 0) or stop after one, leaving ..xo., which is * as either player can capture \
     there; {0, * | } = 1.",
    claims: &[
        Claim { game: "konane", position: "xo.", fact: Fact::Outcome(Outcome::L), says: "xo. is 1" },
        Claim { game: "konane", position: "xo.o.", fact: Fact::Outcome(Outcome::L), says: "xo.o. is 1 too" },
    ],
};

/// The most squares some stone can reach in one region: measured natively (release build),
/// random full 4 x 5 and 3 x 6 boards take at most 0.4 s; larger regions were not measured.
const MAX_REGION: usize = 20;
/// The most squares in a region the outcome search values by its canonical form: measured
/// natively on a loaded machine, `xox./o.ox/xo.o` (12 squares) takes 0.7 ms and
/// `xoxo./oxo.x/xo.ox` (15) 11 ms.
const CHEAP_REGION: usize = 12;
/// The most squares on a board: more would give positions far beyond what can be valued.
const MAX_CELLS: usize = 64;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Konane;

pub fn parse_konane(text: &str) -> Result<Grid, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new("empty board: write rows of x, o, . and # separated by /, e.g. xo./.ox"));
    }
    let rows = crate::notation::read_grid(
        text,
        0,
        "square",
        |ch| match ch {
            'x' | 'X' => Some(b'x'),
            'o' | 'O' => Some(b'o'),
            '.' | '#' => Some(ch as u8),
            _ => None,
        },
        |ch| format!("'{ch}' is not a square: write x (Left's stone), o (Right's), . (empty) or # (no square)"),
    )?;
    let cells = rows.len() * rows[0].len();
    if cells > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {cells} squares; at most {MAX_CELLS} are allowed")));
    }
    Ok(Grid { rows })
}

const STEPS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Every square some stone could ever stand on: the stones' squares, then every square a
/// stone of one colour could land on by jumping a square that could hold the other colour,
/// until nothing is added. It over-approximates play (it ignores whether the two could be
/// there at once), so a square left out is never used.
fn reachable(pos: &Grid) -> Vec<Vec<bool>> {
    // Bit 1: an x could stand there; bit 2: an o could.
    let mut can: Vec<Vec<u8>> = pos
        .rows
        .iter()
        .map(|r| r.iter().map(|&v| u8::from(v == b'x') | (u8::from(v == b'o') << 1)).collect())
        .collect();
    let get = |can: &Vec<Vec<u8>>, r: isize, c: isize| {
        if r < 0 || c < 0 {
            return 0;
        }
        can.get(r as usize).and_then(|row| row.get(c as usize)).copied().unwrap_or(0)
    };
    let mut changed = true;
    while changed {
        changed = false;
        for r in 0..can.len() {
            for c in 0..can[0].len() {
                for (dr, dc) in STEPS {
                    let (r1, c1, r2, c2) = (r as isize + dr, c as isize + dc, r as isize + 2 * dr, c as isize + 2 * dc);
                    let over = get(&can, r1, c1);
                    // A colour jumps the other: x (1) over o (2), o over x.
                    let jumps = can[r][c] & (((over & 1) << 1) | (over >> 1));
                    if jumps != 0 && matches!(pos.at(r2, c2), Some(b'.' | b'x' | b'o')) {
                        let cell = &mut can[r2 as usize][c2 as usize];
                        if *cell | jumps != *cell {
                            *cell |= jumps;
                            changed = true;
                        }
                    }
                }
            }
        }
    }
    can.into_iter().map(|r| r.into_iter().map(|v| v != 0).collect()).collect()
}

fn swapped(pos: &Grid) -> Grid {
    let swap = |v: u8| match v {
        b'x' => b'o',
        b'o' => b'x',
        v => v,
    };
    Grid { rows: pos.rows.iter().map(|r| r.iter().map(|&v| swap(v)).collect()).collect() }
}

/// How the board is drawn: the stones, and moves that move a stone.
fn look() -> GridLook {
    GridLook {
        glyphs: vec![
            Glyph::token('x', "x", "black stone x, Left's", Token::BlackStone),
            Glyph::token('o', "o", "white stone o, Right's", Token::WhiteStone),
        ],
        cells_move: CellsMove::Step,
        ..GridLook::default()
    }
}

impl Rules for Konane {
    type Pos = Grid;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Grid, ParseError> {
        parse_konane(text)
    }
    fn edit_spec(&self) -> Option<EditSpec> {
        Some(EditSpec::Grid(GridEdit { cycle: ".xo#", max_rows: 6, max_cols: 6 }))
    }
    /// Stones drawn black (x, Left's) and white (o, Right's); a move is a stone moved from
    /// where it stands to where it lands.
    fn board(&self, pos: &Grid) -> Board {
        pos.drawn(look())
    }
    fn sides(&self, _pos: &Grid) -> Option<(String, String)> {
        Some(("black stones, x".into(), "white stones, o".into()))
    }
}

impl PartizanGame for Konane {
    type Key = Vec<Vec<u8>>;

    fn side_moves(&self, pos: &Grid, side: Side) -> Vec<Move<Grid>> {
        let (mine, theirs) = match side {
            Side::Left => (b'x', b'o'),
            Side::Right => (b'o', b'x'),
        };
        let mut out = Vec::new();
        for (r, row) in pos.rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                if v != mine {
                    continue;
                }
                for (dr, dc) in STEPS {
                    let mut to = pos.clone();
                    to.rows[r][c] = b'.';
                    let (mut ar, mut ac) = (r as isize, c as isize);
                    // Each further capture in the same direction is one more move.
                    while pos.at(ar + dr, ac + dc) == Some(theirs) && pos.at(ar + 2 * dr, ac + 2 * dc) == Some(b'.') {
                        to.rows[(ar + dr) as usize][(ac + dc) as usize] = b'.';
                        (ar, ac) = (ar + 2 * dr, ac + 2 * dc);
                        let (tr, tc) = (ar as usize, ac as usize);
                        let mut landed = to.clone();
                        landed.rows[tr][tc] = mine;
                        out.push(Move {
                            text: format!("{}-{}", cell_name(r, c), cell_name(tr, tc)),
                            spot: Spot::Cells { piece: 0, cells: vec![(r, c), (tr, tc)] },
                            to: landed,
                        });
                    }
                }
            }
        }
        out
    }

    /// Regions of squares some stone could reach; a region with stones of one colour has no
    /// move and is left out.
    fn components(&self, pos: &Grid) -> Vec<Grid> {
        let on = reachable(pos);
        let both = |v: &[u8]| v.contains(&b'x') && v.contains(&b'o');
        pos.regions(|r, c| on[r][c], &STEPS, b'#', both)
    }

    /// Regions of at most [`CHEAP_REGION`] squares are valued by their canonical forms.
    fn cheap(&self, comp: &Grid) -> bool {
        comp.rows.iter().flatten().filter(|&&v| v != b'#').count() <= CHEAP_REGION
    }

    /// Boards with more than [`CHEAP_REGION`] stones are proved by the bitboard search of
    /// [`solver`], on the whole board.
    fn dedicated_outcome(
        &self,
        root: &Grid,
        limits: &partizan::Limits,
    ) -> Option<Box<dyn partizan::DedicatedOutcome<Grid>>> {
        if root.rows.iter().flatten().filter(|&&v| v == b'x' || v == b'o').count() <= CHEAP_REGION {
            return None;
        }
        solver::Solver::new(root, limits).map(|s| Box::new(s) as Box<dyn partizan::DedicatedOutcome<Grid>>)
    }

    fn too_large(&self, comp: &Grid) -> Option<String> {
        let squares = comp.rows.iter().flatten().filter(|&&v| v != b'#').count();
        (squares > MAX_REGION)
            .then(|| format!("a region of {squares} squares that stones can reach; at most {MAX_REGION} can be valued"))
    }

    /// The least image under the eight symmetries, of the region or of its colour swap (the
    /// negative).
    fn key(&self, comp: &Grid) -> (Vec<Vec<u8>>, bool) {
        let a = comp.images().into_iter().min().expect("eight images");
        let b = swapped(comp).images().into_iter().min().expect("eight images");
        if b < a {
            (b, true)
        } else {
            (a, false)
        }
    }
}

partizan::serve_partizan!(Konane);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::Cgt;
    use crate::lookup;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn boards() -> impl Strategy<Value = String> {
        (1usize..4, 1usize..6).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['x', 'o', '.', '.', '#']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// Every pair of squares in a line at an even distance, checked by the rule: opposing
    /// stones on the odd steps between, empty squares on the even steps.
    fn brute(pos: &Grid, side: Side) -> Vec<String> {
        let (mine, theirs) = if side == Side::Left { (b'x', b'o') } else { (b'o', b'x') };
        let (h, w) = (pos.rows.len(), pos.rows[0].len());
        let mut out = Vec::new();
        for a in 0..h * w {
            for b in 0..h * w {
                let ((r, c), (tr, tc)) = ((a / w, a % w), (b / w, b % w));
                let n = r.abs_diff(tr) + c.abs_diff(tc);
                if pos.rows[r][c] != mine || (r != tr && c != tc) || n == 0 || n % 2 == 1 {
                    continue;
                }
                let (dr, dc) = ((tr as isize - r as isize).signum(), (tc as isize - c as isize).signum());
                let ok = (1..=n as isize).all(|k| {
                    let v = pos.rows[(r as isize + k * dr) as usize][(c as isize + k * dc) as usize];
                    v == if k % 2 == 1 { theirs } else { b'.' }
                });
                if ok {
                    out.push(format!("{}-{}", cell_name(r, c), cell_name(tr, tc)));
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
            for m in Konane.side_moves(pos, side) {
                options[i].push(plain(&m.to, cgt, memo));
            }
        }
        let g = cgt.from_options(&options[0], &options[1]);
        memo.insert(pos.clone(), g);
        g
    }

    fn dense_boards() -> impl Strategy<Value = String> {
        (2usize..5, 2usize..6).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['x', 'o', 'x', 'o', '.', '.', '#']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// The bitboard search (colours swapped with the side to move, symmetries of the
        /// squares in the table) against the plain canonical form, with each side to move.
        #[test]
        fn the_bitboard_search_gives_the_plain_outcome(s in dense_boards()) {
            use crate::partizan::DedicatedOutcome;
            let pos = parse_konane(&s).unwrap();
            let mut cgt = Cgt::new();
            let g = plain(&pos, &mut cgt, &mut HashMap::new());
            let outcome = cgt.outcome(g);
            let mut solver = solver::Solver::new(&pos, &partizan::Limits::default()).unwrap();
            for side in [Side::Left, Side::Right] {
                let won = solver.wins(&pos, side, u64::MAX, &mut |_| true).unwrap();
                prop_assert_eq!(won, outcome == Outcome::N || outcome == side.class(), "{} {:?}", s, side);
            }
        }

        /// The same with a table of 2 to 16 entries, so that results are replaced all the
        /// time: a replaced result is searched again, never misremembered.
        #[test]
        fn a_tiny_replacing_table_gives_the_plain_outcome(s in dense_boards(), table in 2usize..17) {
            use crate::partizan::DedicatedOutcome;
            let pos = parse_konane(&s).unwrap();
            let mut cgt = Cgt::new();
            let g = plain(&pos, &mut cgt, &mut HashMap::new());
            let outcome = cgt.outcome(g);
            let limits = partizan::Limits { table, ..partizan::Limits::default() };
            let mut solver = solver::Solver::new(&pos, &limits).unwrap();
            for side in [Side::Left, Side::Right, Side::Left] {
                let won = solver.wins(&pos, side, u64::MAX, &mut |_| true).unwrap();
                prop_assert!(solver.table_entries() <= table);
                prop_assert_eq!(won, outcome == Outcome::N || outcome == side.class(), "{} {:?}", s, side);
            }
        }
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in boards()) {
            let pos = parse_konane(&s).unwrap();
            prop_assert_eq!(parse_konane(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let mut got: Vec<String> = Konane.side_moves(&pos, side).into_iter().map(|m| m.text).collect();
                got.sort();
                prop_assert_eq!(got, brute(&pos, side));
            }
        }

        #[test]
        fn the_regions_and_symmetries_give_the_plain_value(s in boards()) {
            let pos = parse_konane(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain(&pos, &mut cgt, &mut HashMap::new());
            let got = cgt.parse(&lookup("konane").unwrap().canonical(&s).unwrap()).unwrap();
            prop_assert_eq!(cgt.short(got), cgt.short(want), "{}", s);
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("konane").unwrap();
        let mut cgt = Cgt::new();
        // Worked by hand from the rule (and the claims of the Why).
        for (pos, want) in
            [("xo.", "1"), ("xo.o.", "1"), ("..xo.", "*"), (".ox", "1"), ("xx", "0"), ("xo", "0"), ("ox.", "-1")]
        {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        // Symmetric copies have one value; the colour swap negates it.
        let a = g.canonical("xo./.o.").unwrap();
        assert_eq!(g.canonical(".ox/.o.").unwrap(), a, "mirrored");
        assert_eq!(g.canonical("x./oo/..").unwrap(), a, "transposed");
        let (p, q) = (g.canonical("xo.ox.").unwrap(), g.canonical("ox.xo.").unwrap());
        let (p, q) = (cgt.parse(&p).unwrap(), cgt.parse(&q).unwrap());
        assert_eq!(cgt.neg(p), q);
    }

    #[test]
    fn squares_no_stone_reaches_split_the_board() {
        // A missing square parts the two pairs.
        assert_eq!(Konane.components(&parse_konane("xo.#ox.").unwrap()).len(), 2);
        // Stones of one colour never jump each other, so the empty squares between never
        // join the pairs.
        assert!(Konane.components(&parse_konane("xx..oo").unwrap()).is_empty());
        assert_eq!(Konane.components(&parse_konane("xo.../...ox").unwrap()).len(), 1);
        // One colour alone has no move.
        assert!(Konane.components(&parse_konane("xx./...").unwrap()).is_empty());
    }

    #[test]
    fn a_move_is_drawn_from_the_stone_to_where_it_lands() {
        let pos = parse_konane("xo.o.").unwrap();
        let moves = Konane.side_moves(&pos, Side::Left);
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["a1-c1", "a1-e1"]);
        let Spot::Cells { cells, .. } = &moves[1].spot else { panic!("cells") };
        assert_eq!(cells, &[(0, 0), (0, 4)]);
        assert_eq!(moves[1].to.to_string(), "....x");
        let Board::Grid { look, .. } = Konane.board(&pos) else { panic!("a grid") };
        assert_eq!(look.cells_move, CellsMove::Step);
    }

    #[test]
    fn bad_boards_name_the_place() {
        assert_eq!(parse_konane("xo/oz").unwrap_err().at, Some(4));
        assert!(parse_konane("xo/o").is_err());
        assert!(parse_konane("").is_err());
        assert!(parse_konane(&vec!["x".repeat(9); 9].join("/")).is_err());
    }
}
