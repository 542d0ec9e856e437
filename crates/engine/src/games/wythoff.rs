//! Wythoff's game: two heaps; a move takes any number of counters from one heap, or the same
//! number from both. Drawn as Wythoff drew it, a queen on a board moving left, down or
//! diagonally down-left towards the corner: the heaps are the queen's distances from the left
//! edge and from the bottom edge. Whoever moves the queen into the corner wins.
//!
//! Notation: `a,b` = the two heaps (the queen's column and row counted from 0 at the corner);
//! a move is written as the position it reaches.
//!
//! Closed form (checked against search in the tests): the player to move loses exactly on the
//! Wythoff pairs (⌊kφ⌋, ⌊kφ²⌋) = (⌊kφ⌋, ⌊kφ⌋ + k) and their mirrors, φ the golden ratio. The
//! Grundy values have no known closed form; they are searched (every option is a smaller
//! square, so each square is valued once).
//!
//! Board characters (a `Grid`, top row first): `Q` the queen, `*` the corner, `.` a square.

use crate::board::{Board, Glyph, GridLook};
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{Pair, PairNotation};
use crate::rules::{Moves, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "wythoff",
    name: "Wythoff's game",
    example_game: "wythoff",
    example_position: "4,7",
    summary: "Take any number from one heap, or the same number from both: a queen moving to the corner.",
    group: Group::Tables,
    build: crate::rules::plain::<Wythoff>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Two heaps of counters. On your turn take any number of counters from one heap, or the same \
     number from both heaps. The player who takes the last counter wins. On the board the heaps \
     are a queen's distances from the corner: she moves any number of squares left, down, or \
     diagonally down and left, and whoever reaches the corner wins.",
    theory: "The losing positions for the player to move are the Wythoff pairs: 0,0, then 1,2, 3,5, 4,7, \
     6,10, 8,13, ... (and each the other way round). The k-th pair is (⌊kφ⌋, ⌊kφ⌋ + k), φ = \
     (1 + √5)/2 the golden ratio: the two numbers differ by k, and every whole number appears in \
     exactly one pair. From a pair every move leaves a position that is not a pair, and from any \
     other position one move reaches a pair.",
    example: "4,7 is the third pair (⌊3φ⌋ = 4, and 4 + 3 = 7), so the player to move loses: taking 1 from \
     each heap gives 3,6, and the answer 3,5 is a pair again. From 4,6 the player to move wins by \
     taking 1 from each heap, reaching the pair 3,5.",
    claims: &[
        Claim { game: "wythoff", position: "4,7", fact: Fact::Outcome(Outcome::P), says: "the player to move loses" },
        Claim { game: "wythoff", position: "3,6", fact: Fact::Wins("3,5"), says: "the answer 3,5 is a pair again" },
        Claim { game: "wythoff", position: "4,6", fact: Fact::Wins("3,5"), says: "reaching the pair 3,5" },
    ],
};

/// The largest heap. Measured natively (the engine's test build, a loaded machine): 100,100
/// solved with its remoteness in 1.8 s, 60,60 in 0.4 s; from 120,120 the remoteness search
/// passes the solver's budget and the position is refused.
pub const MAX_HEAP: u64 = 100;
/// Boards larger than this are shown as text with the moves as a list.
pub const MAX_DRAWN: usize = 30;
/// The default side of the table.
pub const DEFAULT_TABLE: usize = 10;
/// The largest side of a table: its Grundy values come from a search of every square.
pub const MAX_TABLE: usize = 100;

/// Wythoff's game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

/// The two heaps (the queen's column and row from the corner at 0,0); written `a,b`.
pub type Queen = Pair<u32>;

/// Two heaps, each from 0.
const NOTATION: PairNotation =
    PairNotation { names: ["first heap", "second heap"], ranges: [(0, MAX_HEAP), (0, MAX_HEAP)], example: "4,7" };

/// ⌊kφ⌋, exactly: ⌊(k + √(5k²))/2⌋, and ⌊y/2⌋ = ⌊⌊y⌋/2⌋, with √(5k²) irrational for k > 0.
pub fn lower_wythoff(k: u64) -> u64 {
    (k + (5 * k * k).isqrt()) / 2
}

/// Whether the player to move loses: the smaller heap is ⌊kφ⌋ where k is the difference.
pub fn is_p(q: Queen) -> bool {
    let (s, t) = (q.a.min(q.b) as u64, q.a.max(q.b) as u64);
    lower_wythoff(t - s) == s
}

/// The Grundy values g(a, b) for 0 ≤ a, b < n, by the mex rule over rows, columns and
/// diagonals (what the search does, kept as one table for the table page).
pub fn grundy_table(n: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = vec![false; 2 * n + n + 1];
            for x in 0..a {
                seen[g[x][b] as usize] = true;
            }
            for y in 0..b {
                seen[g[a][y] as usize] = true;
            }
            for d in 1..=a.min(b) {
                seen[g[a - d][b - d] as usize] = true;
            }
            g[a][b] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        }
    }
    g
}

impl Rules for Wythoff {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Queen;
    fn parse(&self, text: &str) -> Result<Queen, ParseError> {
        Queen::parse(text, &NOTATION)
    }
    /// The smallest square board holding the queen (she never moves up or right).
    fn board(&self, pos: &Queen) -> Board {
        let side = pos.a.max(pos.b) as usize + 1;
        if side > MAX_DRAWN {
            return Board::Text {
                text: format!(
                    "heaps of {} and {}: the queen stands {} squares from the left edge and {} from the bottom",
                    pos.a, pos.b, pos.a, pos.b
                ),
            };
        }
        let rows = (0..side)
            .rev()
            .map(|r| {
                (0..side)
                    .map(|c| match (c == pos.a as usize && r == pos.b as usize, c == 0 && r == 0) {
                        (true, _) => 'Q',
                        (false, true) => '*',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let look = GridLook { glyphs: vec![Glyph::new('Q', "♛", "the queen")], ..GridLook::default() };
        Board::Grid { rows, look }
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let n = params.size.or(params.rows).unwrap_or(DEFAULT_TABLE);
        if !(1..=MAX_TABLE).contains(&n) {
            return Some(Err(EngineError::Refused(format!(
                "a Wythoff table of side {n} is out of range: the side must be 1 to {MAX_TABLE}"
            ))));
        }
        let g = grundy_table(n);
        let rows: Vec<u32> = (0..n as u32).rev().collect();
        let cells = rows.iter().map(|&b| (0..n).map(|a| Some(g[a][b as usize] as i64)).collect()).collect();
        let positions =
            rows.iter().map(|&b| (0..n as u32).map(|a| Some(Queen { a, b }.to_string())).collect()).collect();
        Some(Ok(Table {
            game: ENTRY.id.into(),
            title: format!("Wythoff's game: the Grundy value of heaps a and b below {n}"),
            row_label: "second heap b (the queen's row)".into(),
            col_label: "first heap a (the queen's column)".into(),
            row_keys: rows.iter().map(|&r| r as i64).collect(),
            col_keys: (0..n as i64).collect(),
            cells,
            legend: "g(a, b): 0 marks a lost position for the player to move (a Wythoff pair); every row, \
                     column and diagonal holds each value at most once."
                .into(),
            positions: Some(positions),
            row_games: None,
            signed: false,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        }))
    }
}

impl Moves for Wythoff {
    fn moves(&self, pos: &Queen) -> Vec<Move<Queen>> {
        let side = pos.a.max(pos.b) as usize + 1;
        self.comp_options(pos)
            .into_iter()
            .map(|o| {
                let to = o[0];
                let spot = Spot::Square { piece: 0, row: side - 1 - to.b as usize, col: to.a as usize };
                Move { text: to.to_string(), spot, to }
            })
            .collect()
    }
}

impl ImpartialGame for Wythoff {
    type Comp = Queen;
    fn comp_label(&self, comp: &Queen) -> String {
        comp.to_string()
    }
    fn components(&self, pos: &Queen) -> Vec<Queen> {
        vec![*pos]
    }
    /// Left along the row, down the column, then down the diagonal, nearest square first.
    fn comp_options(&self, q: &Queen) -> Vec<Vec<Queen>> {
        let left = (0..q.a).rev().map(|a| Queen { a, b: q.b });
        let down = (0..q.b).rev().map(|b| Queen { a: q.a, b });
        let diagonal = (1..=q.a.min(q.b)).map(|d| Queen { a: q.a - d, b: q.b - d });
        left.chain(down).chain(diagonal).map(|q| vec![q]).collect()
    }
    fn closed_form(&self, pos: &Queen, _misere: bool) -> Option<ClosedFormValue> {
        let p = is_p(*pos);
        let (s, t) = (pos.a.min(pos.b), pos.a.max(pos.b));
        let k = (t - s) as u64;
        let text = format!(
            "P exactly on the Wythoff pairs (⌊kφ⌋, ⌊kφ⌋ + k): here k = {t} - {s} = {k} and ⌊{k}φ⌋ = {}, {} the smaller heap {s}: {}",
            lower_wythoff(k),
            if p { "equal to" } else { "not" },
            if p { "P" } else { "N" }
        );
        Some(ClosedFormValue { text, grundy: None, outcome: if p { Outcome::P } else { Outcome::N } })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        assert_eq!(sol.outcome, Outcome::P);
        assert_eq!(sol.moves.len(), 4 + 7 + 4);
    }

    #[test]
    fn notation() {
        assert_eq!(Wythoff.parse(" 4 ,7").unwrap(), Queen { a: 4, b: 7 });
        assert_eq!(Wythoff.parse("0,0").unwrap().to_string(), "0,0");
        assert!(Wythoff.parse("3,101").unwrap_err().message.contains("0 to 100"));
        assert!(Wythoff.parse("3;4").is_err());
        assert!(Wythoff.parse("-1,4").is_err());
        assert!(crate::games::lookup("wythoff:2").is_err());
    }

    /// The first Wythoff pairs as Wythoff listed them (OEIS A000201 and A001950).
    #[test]
    fn the_first_pairs() {
        let lower: Vec<u64> = (0..=10).map(lower_wythoff).collect();
        assert_eq!(lower, vec![0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16]);
        let upper: Vec<u64> = (0..=10).map(|k| lower_wythoff(k) + k).collect();
        assert_eq!(upper, vec![0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26]);
    }

    /// The closed form of the P-positions, and the table's Grundy values, equal the search on
    /// every square up to 60 x 60.
    #[test]
    fn closed_form_and_table_equal_search() {
        let n = 60;
        let table = grundy_table(n);
        let mut s = Solver::new(&Wythoff);
        for a in 0..n as u32 {
            for b in 0..n as u32 {
                let q = Queen { a, b };
                let g = s.searched_comp_grundy(&q).unwrap();
                assert_eq!(g == 0, is_p(q), "{q}");
                assert_eq!(table[a as usize][b as usize], g, "{q}");
            }
        }
        // Wythoff's nim-values, first row and a known entry: g(0, b) = b, g(1, 1) = 2.
        assert_eq!(table[0][..6], [0, 1, 2, 3, 4, 5]);
        assert_eq!(table[1][1], 2);
        assert_eq!(table[1][2], 0);
    }

    #[test]
    fn the_board_and_the_moves() {
        let game = (ENTRY.build)(None).unwrap();
        let sol = game.solve("2,1", false).unwrap();
        let Board::Grid { rows, .. } = &sol.board else { panic!() };
        assert_eq!(rows, &vec!["...", "..Q", "*.."]);
        // 2,1 is the mirror of the pair 1,2: every move loses.
        assert_eq!(sol.outcome, Outcome::P);
        assert!(sol.moves.iter().all(|m| !m.winning));
        for m in &sol.moves {
            let Spot::Square { row, col, .. } = m.spot else { panic!() };
            let to = Wythoff.parse(&m.to).unwrap();
            assert_eq!((2 - row, col), (to.b as usize, to.a as usize), "{}", m.text);
        }
        assert!(matches!(game.solve("40,2", false).unwrap().board, Board::Text { .. }));
        let far = game.solve("100,100", false).unwrap();
        assert_eq!((far.outcome, far.remoteness), (Outcome::N, Some(1)));
        let t = game.table(&TableParams { size: Some(4), ..Default::default() }).unwrap().unwrap();
        assert_eq!(t.row_keys, vec![3, 2, 1, 0]);
        assert_eq!(t.cells[3], vec![Some(0), Some(1), Some(2), Some(3)]);
        assert!(game.table(&TableParams { size: Some(101), ..Default::default() }).unwrap().is_err());
    }
}
