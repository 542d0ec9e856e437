//! Turning Turtles and Twins against search.

use engine::games::turtles::{heads_xor, CoinTurning, Row};
use engine::impartial::{ImpartialGame, Solver};
use engine::serve::Rules;
use proptest::prelude::*;

use crate::laws;

fn rows(len: usize) -> impl Iterator<Item = Row> {
    (0..1u64 << len).map(move |heads| Row { len, heads })
}

#[test]
fn formulas_against_search_exhaustively() {
    for twins in [false, true] {
        let game = CoinTurning { twins };
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
    assert_eq!(laws::searched(&mut Solver::new(&CoinTurning { twins: false }), &row), 3);
    assert_eq!(laws::searched(&mut Solver::new(&CoinTurning { twins: true }), &row), 2);
}

#[test]
fn laws() {
    for twins in [false, true] {
        let game = CoinTurning { twins };
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
    let turtles = engine::games::lookup("turtles").unwrap().solve("THHTH", false).unwrap();
    assert_eq!(turtles.grundy, Some(2 ^ 3 ^ 5));
    let twins = engine::games::lookup("twins").unwrap().solve("THHTH", false).unwrap();
    assert_eq!(twins.grundy, Some(1 ^ 2 ^ 4));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_rows_against_search(twins: bool, len in 1usize..=12, bits: u64) {
        let row = Row { len, heads: bits & ((1u64 << len) - 1) };
        let game = CoinTurning { twins };
        prop_assert_eq!(game.parse(&row.to_string()).unwrap(), row);
        let mut solver = Solver::new(&game);
        prop_assert_eq!(laws::searched(&mut solver, &row) as u64, heads_xor(row.heads, twins));
    }
}
