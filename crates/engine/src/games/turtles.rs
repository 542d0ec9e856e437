//! Turning Turtles: a row of coins, each heads or tails; a move turns one heads coin to tails
//! and may also turn over one coin to its left, whichever way up that coin is. The game (and
//! Twins, where the second coin is compulsory) is [`crate::coins::CoinTurning`]; notation,
//! values and board are described there.

pub use crate::coins::{heads_xor, CoinTurning, Row, MAX_COINS};
use crate::game::{no_params, Checks, Entry, Game, Group};
use crate::rules::AsGame;
use crate::vocab::ParseError;
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "turtles",
    name: "Turning Turtles",
    example_game: "turtles",
    example_position: "THHTH",
    summary: "Turn a heads coin to tails, and if you like turn over one coin to its left too.",
    group: Group::HeapsAndStrips,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("turtles", &["HTHH"])], few_p_near: true },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A row of coins, each heads (H) or tails (T). A move turns one heads coin to tails and \
     may also turn over one coin to its left, whichever way up that coin is. The player who \
     cannot move (all tails) loses.",
    theory: "A heads coin at position p (counting 1, 2, 3, ... from the left) acts as a Nim heap of \
     p. Turning it alone reaches 0; turning it with coin q to its left reaches a heap of q \
     (if coin q was heads, its heap of q goes, which changes the XOR the same way). So the \
     value is the XOR of the positions of the heads.",
    example: "THHTH: heads at 2, 3 and 5, and 2 ⊕ 3 ⊕ 5 = 4, a win for the player to move. The move \
     5,1 turns coin 5 to tails and coin 1 to heads, leaving HHHTT: 1 ⊕ 2 ⊕ 3 = 0.",
    claims: &[
        Claim { game: "turtles", position: "THHTH", fact: Fact::Grundy(4), says: "2 ⊕ 3 ⊕ 5 = 4" },
        Claim { game: "turtles", position: "THHTH", fact: Fact::Wins("5,1"), says: "The move 5,1" },
        Claim { game: "turtles", position: "THHTH", fact: Fact::Reaches("5,1", "HHHTT"), says: "leaving HHHTT" },
        Claim { game: "turtles", position: "HHHTT", fact: Fact::Grundy(0), says: "1 ⊕ 2 ⊕ 3 = 0" },
    ],
};

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params(ENTRY.id, params)?;
    Ok(Box::new(AsGame(coin_turning_under(&ENTRY, false))))
}

/// Turning Turtles, or Twins when `twins` is set, under the catalogue entry `entry` (Twins
/// passes its own, so this file needs nothing of Twins').
pub fn coin_turning_under(entry: &'static Entry, twins: bool) -> CoinTurning {
    CoinTurning { twins, entry, model: &super::nim::ENTRY }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Turning Turtles, or Twins when `twins` is set, each under its own catalogue entry.
    pub(super) fn coin_turning(twins: bool) -> CoinTurning {
        coin_turning_under(if twins { &crate::games::twins::ENTRY } else { &ENTRY }, twins)
    }
    use crate::board::Board;
    use crate::rules::{Moves, Rules};

    #[test]
    fn notation() {
        let r = Row::parse(" thHTh ").unwrap();
        assert_eq!(r.to_string(), "THHTH");
        assert_eq!(Row::parse(&r.to_string()).unwrap(), r);
        assert_eq!(r.head_positions(), vec![1, 2, 4]);
        assert_eq!(Row::parse("TTTT").unwrap().to_string(), "TTTT");
        let e = Row::parse("HTxH").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("'x'"));
        assert!(Row::parse("").is_err());
        assert!(Row::parse(&"H".repeat(64)).is_ok());
        assert!(Row::parse(&"H".repeat(65)).unwrap_err().message.contains("at most 64"));
        assert!(Row::parse("HHé").unwrap_err().message.contains("'é'"));
    }

    #[test]
    fn moves_and_lanes() {
        let g = coin_turning(false);
        let p = Row::parse("THTH").unwrap();
        let texts: Vec<String> = g.moves(&p).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["2", "2,1", "4", "4,3", "4,2", "4,1"]);
        assert_eq!(g.board(&p), Board::grid(vec!["THTH".into(), "TH..".into(), "THTH".into()]));
        let twins = coin_turning(true);
        let texts: Vec<String> = twins.moves(&p).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["2,1", "4,3", "4,2", "4,1"]);
        // A lone heads coin at the left end cannot move in Twins.
        assert!(twins.moves(&Row::parse("HT").unwrap()).is_empty());
    }

    #[test]
    fn formulas() {
        // THHTH: heads at 2, 3, 5 (1-based) and 1, 2, 4 (0-based).
        let p = Row::parse("THHTH").unwrap();
        assert_eq!(heads_xor(p.heads, false), 2 ^ 3 ^ 5);
        assert_eq!(heads_xor(p.heads, true), 1 ^ 2 ^ 4);
    }

    mod against_search {
        //! Turning Turtles and Twins against search.

        use crate::games::turtles::tests::coin_turning;
        use crate::games::turtles::{heads_xor, Row};
        use crate::impartial::Solver;
        use crate::rules::Rules;
        use proptest::prelude::*;

        use crate::laws;

        fn rows(len: usize) -> impl Iterator<Item = Row> {
            (0..1u64 << len).map(move |heads| Row { len, heads })
        }

        #[test]
        fn formulas_against_search_exhaustively() {
            for twins in [false, true] {
                let game = coin_turning(twins);
                let mut solver = Solver::new(&game);
                for len in 1..=9 {
                    for row in rows(len) {
                        let v = laws::searched(&mut solver, &row);
                        assert_eq!(v as u64, heads_xor(row.heads, twins), "twins={twins} {row}");
                    }
                }
            }
        }

        #[test]
        fn the_two_formulas_really_differ() {
            // A single heads coin at 1-based position 3: a heap of 3 in Turning Turtles, 2 in Twins.
            let row = Row::parse("TTH").unwrap();
            assert_eq!(laws::searched(&mut Solver::new(&coin_turning(false)), &row), 3);
            assert_eq!(laws::searched(&mut Solver::new(&coin_turning(true)), &row), 2);
        }

        #[test]
        fn laws() {
            for twins in [false, true] {
                let game = coin_turning(twins);
                let mut solver = Solver::new(&game);
                for len in 1..=5 {
                    for row in rows(len) {
                        laws::check(&mut solver, &row);
                    }
                }
            }
        }

        #[test]
        fn example() {
            let turtles = crate::games::lookup("turtles").unwrap().solve("THHTH", false).unwrap();
            assert_eq!(turtles.grundy, Some(2 ^ 3 ^ 5));
            let twins = crate::games::lookup("twins").unwrap().solve("THHTH", false).unwrap();
            assert_eq!(twins.grundy, Some(1 ^ 2 ^ 4));
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(24))]

            #[test]
            fn random_rows_against_search(twins: bool, len in 1usize..=12, bits: u64) {
                let row = Row { len, heads: bits & ((1u64 << len) - 1) };
                let game = coin_turning(twins);
                prop_assert_eq!(game.parse(&row.to_string()).unwrap(), row);
                let mut solver = Solver::new(&game);
                prop_assert_eq!(laws::searched(&mut solver, &row) as u64, heads_xor(row.heads, twins));
            }
        }
    }
}
