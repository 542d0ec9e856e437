//! King to the corner: a king on a square board moves one square down, left, or diagonally
//! down-left; whoever moves it into the corner (1, 1) wins. The corner has no move, so this is
//! normal play: the king standing on (1, 1) means the previous player has won.
//!
//! Notation: `c,r` = column c counted from the left, row r counted from the bottom, both from
//! 1; the corner is `1,1` (bottom left). So `5,3` is the fifth column, third row.
//!
//! Closed forms (checked against search in the tests), with a = c - 1, b = r - 1,
//! s = min(a, b), t = max(a, b):
//! - P exactly when c and r are both odd;
//! - Grundy value t mod 2 when s is even, 3 - (t mod 2) when s is odd;
//! - remoteness c + r - 2, minus 1 when c and r are both even (the winner steps diagonally
//!   onto an odd-odd square; the loser then steps one way and the winner the same way again,
//!   so every two moves take 2 off one coordinate).
//!
//! Board characters (a `Grid`, top row first): `K` the king, `*` the corner, `.` a square.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{Pair, PairNotation};
use crate::rules::{Moves, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "king",
    name: "King to the corner",
    example_game: "king",
    example_position: "5,3",
    summary: "Move the king one square down, left or diagonally down-left; whoever reaches the corner wins.",
    group: Group::Tables,
    build: crate::rules::plain::<King>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("king", &["4,4", "2,5"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A king on a square board moves one square down, one square left, or one square \
     diagonally down and left. Whoever moves it into the bottom-left corner, square 1,1, \
     wins.",
    theory: "Work backwards from the corner: a square is lost for the player to move when every move \
     from it reaches a won square. The result is a pattern: the player to move loses exactly \
     when the column and the row are both odd. From an odd-odd square every move makes a \
     coordinate even; from any other square one move reaches an odd-odd square.",
    example: "The king on 4,3 (column 4, row 3): 4 is even, so the player to move wins with the move \
     3,3 (both odd). The opponent can only reach 2,3, 3,2 or 2,2, and you answer with 1,3, \
     3,1 or 1,1: odd and odd again, until you reach the corner.",
    claims: &[
        Claim {
            game: "king",
            position: "4,3",
            fact: Fact::Outcome(Outcome::N),
            says: "the player to move wins with the move 3,3",
        },
        Claim {
            game: "king",
            position: "4,3",
            fact: Fact::Wins("3,3"),
            says: "the player to move wins with the move 3,3",
        },
        Claim { game: "king", position: "3,3", fact: Fact::Outcome(Outcome::P), says: "3,3 (both odd)" },
        Claim { game: "king", position: "2,3", fact: Fact::Wins("1,3"), says: "you answer with 1,3, 3,1 or 1,1" },
        Claim { game: "king", position: "3,2", fact: Fact::Wins("3,1"), says: "you answer with 1,3, 3,1 or 1,1" },
        Claim { game: "king", position: "2,2", fact: Fact::Wins("1,1"), says: "you answer with 1,3, 3,1 or 1,1" },
    ],
};

/// The largest column or row (the search behind remoteness visits up to c x r squares).
pub const MAX_COORD: u64 = 200;
/// Boards larger than this are shown as text with the moves as a list.
pub const MAX_DRAWN: usize = 30;
/// The default side of the table.
pub const DEFAULT_TABLE: usize = 8;

/// King to the corner.
#[derive(Clone, Copy, Debug, Default)]
pub struct King;

/// The king's square: column `a` from the left, row `b` from the bottom; written `a,b`.
pub type Square = Pair<u32>;

/// Column, then row, each from 1.
const NOTATION: PairNotation =
    PairNotation { names: ["column", "row"], ranges: [(1, MAX_COORD), (1, MAX_COORD)], example: "5,3" };

/// Whether the player to move loses (P): both coordinates odd.
pub fn is_p(sq: Square) -> bool {
    sq.a % 2 == 1 && sq.b % 2 == 1
}

/// The Grundy value by the closed form.
pub fn grundy(sq: Square) -> u32 {
    let (a, b) = (sq.a - 1, sq.b - 1);
    let (s, t) = (a.min(b), a.max(b));
    if s % 2 == 0 {
        t % 2
    } else {
        3 - t % 2
    }
}

/// The remoteness by the closed form.
pub fn remoteness(sq: Square) -> u32 {
    let both_even = sq.a.is_multiple_of(2) && sq.b.is_multiple_of(2);
    sq.a + sq.b - 2 - both_even as u32
}

/// The signed value: +k the player to move wins in k moves, -k loses in k, 0 no move.
pub fn signed_value(sq: Square) -> i64 {
    let r = remoteness(sq) as i64;
    if is_p(sq) {
        -r
    } else {
        r
    }
}

impl Rules for King {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Square;
    fn parse(&self, text: &str) -> Result<Square, ParseError> {
        Square::parse(text, &NOTATION)
    }
    /// The smallest square board holding the king (the king never moves up or right).
    fn board(&self, pos: &Square) -> Board {
        let side = pos.a.max(pos.b) as usize;
        if side > MAX_DRAWN {
            return Board::Text { text: format!("the king stands on column {}, row {} (corner 1,1)", pos.a, pos.b) };
        }
        let rows = (1..=side)
            .rev()
            .map(|r| {
                (1..=side)
                    .map(|c| {
                        if c == pos.a as usize && r == pos.b as usize {
                            'K'
                        } else if c == 1 && r == 1 {
                            '*'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        Board::grid(rows)
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
        if n == 0 || n as u64 > MAX_COORD {
            return Some(Err(EngineError::Refused(format!(
                "a king table of side {n} is out of range: the side must be 1 to {MAX_COORD}"
            ))));
        }
        let rows: Vec<u32> = (1..=n as u32).rev().collect();
        let cells =
            rows.iter().map(|&r| (1..=n as u32).map(|c| Some(signed_value(Square { a: c, b: r }))).collect()).collect();
        let positions =
            rows.iter().map(|&r| (1..=n as u32).map(|c| Some(Square { a: c, b: r }.to_string())).collect()).collect();
        Some(Ok(Table {
            game: "king".into(),
            title: format!("King to the corner on a {n} x {n} board: who wins from each square and in how many moves"),
            row_label: "row from the bottom".into(),
            col_label: "column from the left".into(),
            row_keys: rows.iter().map(|&r| r as i64).collect(),
            col_keys: (1..=n as i64).collect(),
            cells,
            legend:
                "+k: the player to move wins in k moves; -k: the player to move loses in k moves; 0: the king is in \
                     the corner (the previous player has won). Lost squares are those with both coordinates odd."
                    .into(),
            positions: Some(positions),
            row_games: None,
            signed: true,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        }))
    }
}

impl Moves for King {
    fn moves(&self, pos: &Square) -> Vec<Move<Square>> {
        let side = pos.a.max(pos.b) as usize;
        self.comp_options(pos)
            .into_iter()
            .map(|o| {
                let to = o[0];
                let spot = Spot::Square { piece: 0, row: side - to.b as usize, col: to.a as usize - 1 };
                Move { text: to.to_string(), spot, to }
            })
            .collect()
    }
}

impl ImpartialGame for King {
    type Comp = Square;
    fn comp_label(&self, comp: &Square) -> String {
        comp.to_string()
    }
    fn components(&self, pos: &Square) -> Vec<Square> {
        vec![*pos]
    }
    fn comp_options(&self, s: &Square) -> Vec<Vec<Square>> {
        let mut out = Vec::new();
        if s.a > 1 {
            out.push(vec![Square { a: s.a - 1, b: s.b }]);
        }
        if s.b > 1 {
            out.push(vec![Square { a: s.a, b: s.b - 1 }]);
        }
        if s.a > 1 && s.b > 1 {
            out.push(vec![Square { a: s.a - 1, b: s.b - 1 }]);
        }
        out
    }
    fn closed_form_grundy(&self, s: &Square) -> Option<u32> {
        Some(grundy(*s))
    }
    fn closed_form(&self, pos: &Square, _misere: bool) -> Option<ClosedFormValue> {
        let p = is_p(*pos);
        let g = grundy(*pos);
        let text = format!(
            "P exactly when column and row are both odd ({} and {}: {}); Grundy value {g} (s = min(c-1, r-1), t = max: t mod 2 if s is even, else 3 - t mod 2); remoteness c + r - 2, minus 1 if both are even: {}",
            pos.a,
            pos.b,
            if p { "P" } else { "N" },
            remoteness(*pos)
        );
        Some(ClosedFormValue { text, grundy: Some(g), outcome: if p { Outcome::P } else { Outcome::N } })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;
    use proptest::prelude::*;

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        assert_eq!(game.id(), ENTRY.example_game);
        assert!(!sol.moves.is_empty());
    }

    #[test]
    fn notation() {
        assert_eq!(King.parse(" 5 ,3").unwrap(), Square { a: 5, b: 3 });
        assert_eq!(King.parse("5,3").unwrap().to_string(), "5,3");
        assert!(King.parse("0,3").unwrap_err().message.contains("column 0 is out of range"));
        assert!(King.parse("3,201").unwrap_err().message.contains("1 to 200"));
        assert!(King.parse("3;4").is_err());
        assert!(King.parse("3,-4").is_err());
        assert!(crate::games::lookup("king:8").is_err());
    }

    #[test]
    fn hand_checked_squares() {
        // (1,1) no move; (2,1) steps into the corner; (3,1) must step to (2,1).
        assert!(is_p(Square { a: 1, b: 1 }));
        assert!(!is_p(Square { a: 2, b: 1 }));
        assert!(is_p(Square { a: 3, b: 1 }));
        assert!(!is_p(Square { a: 2, b: 2 }));
        assert!(is_p(Square { a: 3, b: 3 }));
        assert_eq!(remoteness(Square { a: 3, b: 3 }), 4);
        assert_eq!(remoteness(Square { a: 2, b: 2 }), 1);
    }

    /// Outcome, remoteness and Grundy value by the closed forms equal the search on every
    /// square up to 30 x 30.
    #[test]
    fn closed_forms_equal_search() {
        let mut s = Solver::new(&King);
        for c in 1..=30 {
            for r in 1..=30 {
                let sq = Square { a: c, b: r };
                let v = s.searched_value(&[sq], false).unwrap();
                assert_eq!(v.outcome == Outcome::P, is_p(sq), "{sq}");
                assert_eq!(v.remoteness, Some(remoteness(sq)), "{sq}");
                assert_eq!(s.searched_comp_grundy(&sq).unwrap(), grundy(sq), "{sq}");
            }
        }
    }

    #[test]
    fn solve_and_table() {
        let game = (ENTRY.build)(None).unwrap();
        let sol = game.solve("5,3", false).unwrap();
        assert_eq!(sol.outcome, Outcome::P);
        assert_eq!(sol.remoteness, Some(6));
        assert_eq!(sol.moves.len(), 3);
        assert!(sol.moves.iter().all(|m| !m.winning));
        let sol = game.solve("4,4", false).unwrap();
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        assert_eq!(winning, vec!["3,3"]);
        assert_eq!(sol.formula.as_ref().unwrap().grundy, sol.grundy);
        let Board::Grid { rows, .. } = &sol.board else { panic!() };
        assert_eq!(rows, &vec!["...K", "....", "....", "*..."]);
        for m in &sol.moves {
            let Spot::Square { row, col, .. } = m.spot else { panic!() };
            let to = King.parse(&m.to).unwrap();
            assert_eq!((4 - row, col + 1), (to.b as usize, to.a as usize));
        }
        assert!(matches!(game.solve("31,2", false).unwrap().board, Board::Text { .. }));
        let t = game.table(&TableParams { size: Some(5), ..Default::default() }).unwrap().unwrap();
        assert_eq!(t.row_keys, vec![5, 4, 3, 2, 1]);
        assert_eq!(t.cells[4], vec![Some(0), Some(1), Some(-2), Some(3), Some(-4)]);
        assert_eq!(t.positions.as_ref().unwrap()[0][1].as_deref(), Some("2,5"));
        assert!(game.table(&TableParams { size: Some(201), ..Default::default() }).unwrap().is_err());
        // The solver's remoteness for the far corner of the largest board fits its budget.
        let far = game.solve("200,200", false).unwrap();
        assert_eq!(far.remoteness, Some(397));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// On random squares, the closed forms obey the laws with respect to the options:
        /// Grundy = mex, P exactly when no option is P, remoteness by the quickest/slowest rule.
        #[test]
        fn closed_forms_obey_the_laws(c in 1u32..=200, r in 1u32..=200) {
            let sq = Square { a: c, b: r };
            let opts: Vec<Square> = King.comp_options(&sq).into_iter().map(|o| o[0]).collect();
            prop_assert_eq!(grundy(sq), crate::impartial::mex::mex_of(opts.iter().map(|&o| grundy(o))));
            prop_assert_eq!(is_p(sq), opts.iter().all(|&o| !is_p(o)));
            let kids = opts.iter().map(|&o| (!is_p(o), remoteness(o)));
            let (win, rem) = crate::impartial::value_from_children(kids, false);
            prop_assert_eq!((win, rem), (!is_p(sq), remoteness(sq)));
        }
    }
}
