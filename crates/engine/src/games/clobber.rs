//! Clobber: a grid of `x` (Left's stones), `o` (Right's) and `.` (empty), rows separated by
//! `/`, e.g. `xox/oxo`. A move takes one of one's own stones onto an orthogonally adjacent
//! opposing stone, which is removed. A move is written by the two cells, column letter and row
//! number from the top (`a1-b1`), and made by clicking both.
//!
//! Groups of stones that touch no other group are independent summands; each is cropped to
//! its bounding box, and the eight symmetries of the square keep its value while swapping the
//! colours negates it, which the transposition table uses. Every value is infinitesimal.

use std::fmt;

pub(crate) mod solver;

use crate::board::{Board, CellsMove, Glyph, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "clobber",
    name: "Clobber",
    example_game: "clobber",
    example_position: "xox/oxo",
    summary:
        "Move one of your stones onto an adjacent stone of the other colour, which is removed; who cannot move loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Clobber>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("clobber", &["xox/oxo", "xoxo"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "Stones x (Left's) and o (Right's) on a grid. A move takes one of your stones onto an \
     orthogonally adjacent stone of the other colour, which is removed. A player who cannot \
     move loses.",
    theory: "Groups of stones that do not touch are played separately, so their values add up. \
     Every move needs an opposing stone next to yours, so both players run out of moves at \
     about the same time: every value is infinitesimal.",
    example: "xo is *: either player clobbers the other stone and wins, as the lone stone left has \
     no move. xx is 0: nobody can move, so the player to move loses.",
    claims: &[
        Claim { game: "clobber", position: "xo", fact: Fact::Outcome(Outcome::N), says: "xo is *" },
        Claim { game: "clobber", position: "xx", fact: Fact::Outcome(Outcome::P), says: "xx is 0" },
    ],
};

/// The most stones in one group: measured natively, 12 take 0.24 s and 16 take 9 s.
const MAX_GROUP: usize = 14;
/// The most stones in a group the outcome search values by its canonical form: measured
/// natively on a loaded machine, the 10 of a 2 x 5 checkerboard take 10 ms and the 12 of 3 x 4
/// take 0.27 s.
const CHEAP_GROUP: usize = 10;
/// The most cells on a board: more would give positions far beyond what can be valued.
const MAX_CELLS: usize = 64;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Clobber;

/// A board: rows of `x`, `o` and `.` of equal length.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub rows: Vec<Vec<u8>>,
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows: Vec<String> = self.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        f.write_str(&rows.join("/"))
    }
}

pub fn parse_grid(text: &str) -> Result<Grid, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new("empty board: write rows of x, o and . separated by /, e.g. xox/oxo"));
    }
    let rows = crate::notation::read_grid(
        text,
        0,
        "cell",
        |ch| match ch {
            'x' | 'X' => Some(b'x'),
            'o' | 'O' => Some(b'o'),
            '.' => Some(b'.'),
            _ => None,
        },
        |ch| format!("'{ch}' is not a cell: write x (Left's stone), o (Right's) or . (empty)"),
    )?;
    let cells = rows.len() * rows[0].len();
    if cells > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {cells} cells; at most {MAX_CELLS} are allowed")));
    }
    Ok(Grid { rows })
}

/// A cell's name: column letter, row number from the top.
pub(crate) fn cell_name(r: usize, c: usize) -> String {
    crate::notation::square_name(r, c)
}

impl Grid {
    pub(crate) fn at(&self, r: isize, c: isize) -> Option<u8> {
        (r >= 0 && c >= 0).then(|| self.rows.get(r as usize)?.get(c as usize).copied()).flatten()
    }

    /// The grid cropped to the cells listed (a group), as a grid of its own, with `outside`
    /// in the cells around them.
    fn crop(&self, cells: &[(usize, usize)], outside: u8) -> Grid {
        let (r0, r1) = (cells.iter().map(|c| c.0).min().unwrap_or(0), cells.iter().map(|c| c.0).max().unwrap_or(0));
        let (c0, c1) = (cells.iter().map(|c| c.1).min().unwrap_or(0), cells.iter().map(|c| c.1).max().unwrap_or(0));
        let mut rows = vec![vec![outside; c1 - c0 + 1]; r1 - r0 + 1];
        for &(r, c) in cells {
            rows[r - r0][c - c0] = self.rows[r][c];
        }
        Grid { rows }
    }

    /// The regions of the cells `on` takes, joined by the `steps` from a cell to a cell, each
    /// cropped to a grid of its own with `outside` around it; those `keep` says no to (of the
    /// region's cells' values) are left out. Clobber's groups, Konane's and Amazons' regions.
    pub(crate) fn regions(
        &self,
        on: impl Fn(usize, usize) -> bool,
        steps: &[(isize, isize)],
        outside: u8,
        keep: impl Fn(&[u8]) -> bool,
    ) -> Vec<Grid> {
        let (h, w) = (self.rows.len(), self.rows.first().map_or(0, |r| r.len()));
        let mut seen = vec![vec![false; w]; h];
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if seen[r][c] || !on(r, c) {
                    continue;
                }
                let mut stack = vec![(r, c)];
                seen[r][c] = true;
                let mut cells = Vec::new();
                while let Some((a, b)) = stack.pop() {
                    cells.push((a, b));
                    for &(dr, dc) in steps {
                        let (na, nb) = (a as isize + dr, b as isize + dc);
                        if na < 0 || nb < 0 || na as usize >= h || nb as usize >= w {
                            continue;
                        }
                        let (na, nb) = (na as usize, nb as usize);
                        if on(na, nb) && !seen[na][nb] {
                            seen[na][nb] = true;
                            stack.push((na, nb));
                        }
                    }
                }
                let values: Vec<u8> = cells.iter().map(|&(a, b)| self.rows[a][b]).collect();
                if keep(&values) {
                    out.push(self.crop(&cells, outside));
                }
            }
        }
        out
    }

    /// The grid drawn as its rows of characters, with `look`.
    pub(crate) fn drawn(&self, look: GridLook) -> Board {
        Board::Grid { rows: self.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect(), look }
    }

    /// The eight images under the symmetries of the square.
    pub(crate) fn images(&self) -> Vec<Vec<Vec<u8>>> {
        let (h, w) = (self.rows.len(), self.rows[0].len());
        let mut out = Vec::new();
        for t in 0..8 {
            let (nh, nw) = if t & 4 != 0 { (w, h) } else { (h, w) };
            let mut g = vec![vec![b'.'; nw]; nh];
            for (r, row) in self.rows.iter().enumerate() {
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

const STEPS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Rules for Clobber {
    type Pos = Grid;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Grid, ParseError> {
        parse_grid(text)
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        Some(crate::board::EditSpec::Grid(crate::board::GridEdit { cycle: ".xo", max_rows: 6, max_cols: 6 }))
    }
    /// Stones drawn black (x, Left's) and white (o, Right's); a move is a stone moved onto the
    /// stone it takes.
    fn board(&self, pos: &Grid) -> Board {
        pos.drawn(look())
    }
    fn sides(&self, _pos: &Grid) -> Option<(String, String)> {
        Some(("black stones, x".into(), "white stones, o".into()))
    }
}

impl PartizanGame for Clobber {
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
                    let (tr, tc) = (r as isize + dr, c as isize + dc);
                    if pos.at(tr, tc) == Some(theirs) {
                        let (tr, tc) = (tr as usize, tc as usize);
                        let mut to = pos.clone();
                        to.rows[r][c] = b'.';
                        to.rows[tr][tc] = mine;
                        out.push(Move {
                            text: format!("{}-{}", cell_name(r, c), cell_name(tr, tc)),
                            spot: Spot::Cells { piece: 0, cells: vec![(r, c), (tr, tc)] },
                            to,
                        });
                    }
                }
            }
        }
        out
    }

    /// Groups of orthogonally connected stones; a group of one colour has no move and is left
    /// out.
    fn components(&self, pos: &Grid) -> Vec<Grid> {
        let both = |v: &[u8]| v.contains(&b'x') && v.contains(&b'o');
        pos.regions(|r, c| pos.rows[r][c] != b'.', &STEPS, b'.', both)
    }

    /// Groups of at most [`CHEAP_GROUP`] stones are valued by their canonical forms.
    fn cheap(&self, comp: &Grid) -> bool {
        comp.rows.iter().flatten().filter(|&&v| v != b'.').count() <= CHEAP_GROUP
    }

    /// Boards of at most 64 cells with more than [`CHEAP_GROUP`] stones are proved by the
    /// bitboard search of [`solver`], which sums small groups as the generic search does.
    fn dedicated_outcome(
        &self,
        root: &Grid,
        limits: &partizan::Limits,
    ) -> Option<Box<dyn partizan::DedicatedOutcome<Grid>>> {
        if root.rows.iter().flatten().filter(|&&v| v != b'.').count() <= CHEAP_GROUP {
            return None;
        }
        solver::Solver::new(root, limits, solver::CHEAP_STONES)
            .map(|s| Box::new(s) as Box<dyn partizan::DedicatedOutcome<Grid>>)
    }

    fn too_large(&self, comp: &Grid) -> Option<String> {
        let stones = comp.rows.iter().flatten().filter(|&&v| v != b'.').count();
        (stones > MAX_GROUP).then(|| format!("a group of {stones} stones; at most {MAX_GROUP} can be valued"))
    }

    /// The least image under the eight symmetries, of the group or of its colour swap (the
    /// negative).
    fn key(&self, comp: &Grid) -> (Vec<Vec<u8>>, bool) {
        let swapped = Grid {
            rows: comp
                .rows
                .iter()
                .map(|r| {
                    r.iter()
                        .map(|&v| match v {
                            b'x' => b'o',
                            b'o' => b'x',
                            v => v,
                        })
                        .collect()
                })
                .collect(),
        };
        let a = comp.images().into_iter().min().expect("eight images");
        let b = swapped.images().into_iter().min().expect("eight images");
        if b < a {
            (b, true)
        } else {
            (a, false)
        }
    }
}

partizan::serve_partizan!(Clobber);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;
    use proptest::prelude::*;

    fn boards() -> impl Strategy<Value = String> {
        (1usize..4, 1usize..5).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['x', 'o', '.']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// Every pair of cells checked by the rule.
    fn brute(pos: &Grid, side: Side) -> Vec<String> {
        let (mine, theirs) = if side == Side::Left { (b'x', b'o') } else { (b'o', b'x') };
        let (h, w) = (pos.rows.len(), pos.rows[0].len());
        let mut out = Vec::new();
        for a in 0..h * w {
            for b in 0..h * w {
                let ((r, c), (tr, tc)) = ((a / w, a % w), (b / w, b % w));
                let adjacent = r.abs_diff(tr) + c.abs_diff(tc) == 1;
                if adjacent && pos.rows[r][c] == mine && pos.rows[tr][tc] == theirs {
                    out.push(format!("{}-{}", cell_name(r, c), cell_name(tr, tc)));
                }
            }
        }
        out.sort();
        out
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in boards()) {
            let pos = parse_grid(&s).unwrap();
            prop_assert_eq!(parse_grid(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let mut got: Vec<String> = Clobber.side_moves(&pos, side).into_iter().map(|m| m.text).collect();
                got.sort();
                prop_assert_eq!(got, brute(&pos, side));
            }
        }
    }

    /// The canonical form by the rule alone: every option, no groups, no symmetry.
    fn plain(
        pos: &Grid,
        cgt: &mut crate::cgt::Cgt,
        memo: &mut std::collections::HashMap<Grid, crate::cgt::G>,
    ) -> crate::cgt::G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let left: Vec<_> = Clobber.side_options(pos, Side::Left).iter().map(|p| plain(p, cgt, memo)).collect();
        let right: Vec<_> = Clobber.side_options(pos, Side::Right).iter().map(|p| plain(p, cgt, memo)).collect();
        let g = cgt.from_options(&left, &right);
        memo.insert(pos.clone(), g);
        g
    }

    fn dense_boards() -> impl Strategy<Value = (String, u32)> {
        ((2usize..5, 2usize..5), 0u32..7).prop_flat_map(|((h, w), cheap)| {
            let cells = prop::collection::vec(prop::sample::select(vec!['x', 'o', 'x', 'o', '.']), h * w);
            (
                cells
                    .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/")),
                Just(cheap),
            )
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// The bitboard search (groups removed, small groups summed as forms, symmetries in the
        /// table) against the plain canonical form, with each side to move.
        #[test]
        fn the_bitboard_search_gives_the_plain_outcome((s, cheap) in dense_boards()) {
            let pos = parse_grid(&s).unwrap();
            prop_assume!(pos.rows.iter().flatten().filter(|&&v| v != b'.').count() <= 12);
            let mut cgt = crate::cgt::Cgt::new();
            let g = plain(&pos, &mut cgt, &mut std::collections::HashMap::new());
            let outcome = cgt.outcome(g);
            let mut solver = solver::Solver::new(&pos, &partizan::Limits::default(), cheap).unwrap();
            use crate::partizan::DedicatedOutcome;
            for side in [Side::Left, Side::Right] {
                let won = solver.wins(&pos, side, u64::MAX, &mut |_| true).unwrap();
                let expected = outcome == Outcome::N || outcome == side.class();
                prop_assert_eq!(won, expected, "{} {:?} cheap {}", s, side, cheap);
            }
        }

        /// The same with a table of 2 to 16 entries, so that results are replaced all the
        /// time: a replaced result is searched again, never misremembered.
        #[test]
        fn a_tiny_replacing_table_gives_the_plain_outcome((s, cheap) in dense_boards(), table in 2usize..17) {
            let pos = parse_grid(&s).unwrap();
            prop_assume!(pos.rows.iter().flatten().filter(|&&v| v != b'.').count() <= 12);
            let mut cgt = crate::cgt::Cgt::new();
            let g = plain(&pos, &mut cgt, &mut std::collections::HashMap::new());
            let outcome = cgt.outcome(g);
            let limits = partizan::Limits { table, ..partizan::Limits::default() };
            let mut solver = solver::Solver::new(&pos, &limits, cheap).unwrap();
            use crate::partizan::DedicatedOutcome;
            for side in [Side::Left, Side::Right, Side::Left] {
                let won = solver.wins(&pos, side, u64::MAX, &mut |_| true).unwrap();
                let expected = outcome == Outcome::N || outcome == side.class();
                prop_assert_eq!(won, expected, "{} {:?} cheap {} table {}", s, side, cheap, table);
            }
        }
    }

    proptest! {
        /// The byte-at-a-time images give the least image that the cell-at-a-time ones give.
        #[test]
        fn images_by_bytes_are_images_by_cells(h in 1usize..9, w in 1usize..9, a: u64, b: u64) {
            let shape = solver::Shape::new(h, w);
            let (a, b) = (a & shape.full, b & shape.full);
            let perms = shape.symmetries();
            let want = perms.iter().map(|p| (solver::image(a, p), solver::image(b, p))).min().unwrap();
            prop_assert_eq!(solver::Images::new(&perms).least(a, b), want);
        }
    }

    /// Figures for docs/benchmarks.md, not a check: each `game:position:L|R` of `NIMLAB_BOARDS`
    /// (separated by `;`, any partizan game) searched until proved or for `NIMLAB_SECONDS`
    /// (default 600) of wall time, with a table of `NIMLAB_TABLE` entries (default
    /// [`partizan::DEFAULT_TABLE`]), printed with its node count, wall time and this thread's
    /// CPU time (the machine may be shared). Run with
    /// `cargo test -p engine --lib clobber::tests::figures -- --ignored --nocapture`.
    #[test]
    #[ignore = "prints figures for docs/benchmarks.md"]
    fn figures() {
        let boards = std::env::var("NIMLAB_BOARDS").unwrap_or_default();
        let seconds: f64 = std::env::var("NIMLAB_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(600.0);
        let table = std::env::var("NIMLAB_TABLE").ok().and_then(|s| s.parse().ok()).unwrap_or(partizan::DEFAULT_TABLE);
        for spec in boards.split(';').filter(|s| !s.trim().is_empty()) {
            let f: Vec<&str> = spec.trim().split(':').collect();
            let game = lookup(f[0]).expect("a catalogue game");
            let side = if f[2] == "R" { Side::Right } else { Side::Left };
            let limits = partizan::Limits { first_win: true, nodes: u64::MAX, table, ..Default::default() };
            let (t, cpu) = (std::time::Instant::now(), cpu_seconds());
            let r = game.search_outcome(f[1], side, &limits, &mut |_| t.elapsed().as_secs_f64() < seconds).unwrap();
            let wall = t.elapsed().as_secs_f64();
            println!(
                "FIGURE {} {} {}: wins {:?}, {} nodes, {} table entries, {wall:.1} s wall, {:.1} s CPU",
                f[0],
                f[1],
                f[2],
                r.wins,
                r.nodes,
                r.table_entries,
                cpu_seconds() - cpu
            );
        }
    }

    /// This thread's user and system time so far, from /proc (0 where there is none).
    fn cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
        // The fields after the command's closing parenthesis start at the state (field 3);
        // utime and stime are fields 14 and 15, in ticks of 1/100 s.
        let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
        let f: Vec<f64> = rest.split_whitespace().map(|x| x.parse().unwrap_or(0.0)).collect();
        f.get(11).zip(f.get(12)).map_or(0.0, |(u, s)| (u + s) / 100.0)
    }

    /// A stone with no enemy neighbour is not dead: an enemy can take the friend beside it and
    /// then take it, so only groups of one colour may be removed (`xxo` is ^, `xo` is *).
    #[test]
    fn a_stone_without_an_enemy_neighbour_still_counts() {
        let g = lookup("clobber").unwrap();
        assert_eq!(g.canonical("xo").unwrap(), "*");
        assert_ne!(g.canonical("xxo").unwrap(), "*");
    }

    #[test]
    fn known_values() {
        let g = lookup("clobber").unwrap();
        assert_eq!(g.canonical("xo").unwrap(), "*");
        assert_eq!(g.canonical("xx").unwrap(), "0");
        assert_eq!(g.canonical("x.o").unwrap(), "0");
        // Symmetric copies have one value; the colour swap negates it.
        assert_eq!(g.canonical("xxo").unwrap(), g.canonical("oxx").unwrap());
        assert_eq!(g.canonical("x/x/o").unwrap(), g.canonical("xxo").unwrap());
        let mut cgt = crate::cgt::Cgt::new();
        let (a, b) = (g.canonical("xxo").unwrap(), g.canonical("oox").unwrap());
        let (a, b) = (cgt.parse(&a).unwrap(), cgt.parse(&b).unwrap());
        assert_eq!(cgt.neg(a), b);
    }

    #[test]
    fn the_board_draws_two_stones_and_each_move_from_the_movers_stone_onto_the_others() {
        let pos = parse_grid("xox/oxo").unwrap();
        let Board::Grid { rows, look } = Clobber.board(&pos) else { panic!("a grid") };
        assert_eq!(rows, ["xox", "oxo"]);
        assert_eq!(look.cells_move, CellsMove::Step);
        let (x, o) = (look.glyph('x').unwrap(), look.glyph('o').unwrap());
        assert_eq!((x.token, o.token), (Some(Token::BlackStone), Some(Token::WhiteStone)));
        assert!(x.name.starts_with("black stone") && o.name.starts_with("white stone"));
        assert_ne!(x.shown, o.shown, "the stones carry different letters too");
        for (side, mine, theirs) in [(Side::Left, b'x', b'o'), (Side::Right, b'o', b'x')] {
            let moves = Clobber.side_moves(&pos, side);
            assert_eq!(moves.len(), 7, "{side:?}");
            for m in moves {
                let Spot::Cells { piece: 0, cells } = &m.spot else { panic!("{}: {:?}", m.text, m.spot) };
                let [(r, c), (tr, tc)] = cells[..] else { panic!("{}: two cells", m.text) };
                assert_eq!((pos.rows[r][c], pos.rows[tr][tc]), (mine, theirs), "{}", m.text);
                assert_eq!((m.to.rows[r][c], m.to.rows[tr][tc]), (b'.', mine), "{}", m.text);
            }
        }
    }

    #[test]
    fn bad_boards_name_the_place() {
        assert_eq!(parse_grid("xo/oz").unwrap_err().at, Some(4));
        assert!(parse_grid("xo/o").is_err());
        assert!(parse_grid("").is_err());
    }
}
