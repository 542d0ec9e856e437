//! Staircase Nim: coins on steps 1..n; a move carries any positive number of coins from step i
//! down to step i - 1 (from step 1 they leave the staircase). Value: the XOR of the coin counts
//! on the odd steps — the even steps are a reserve, since coins moved from an even step onto an
//! odd one can be moved straight on by the opponent.
//!
//! Position `3,0,2,5`: the coin counts of steps 1, 2, 3, 4. Move `s3-2`: carry 2 coins from
//! step 3 down to step 2. The board draws each step as a heap (heap 1 is step 1); clicking a
//! counter carries it and every counter above it down one step.

use std::fmt;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::notation::parse_number_list;
use crate::reduction::odd_step_xor;
use crate::reduction::Reduction;
use crate::rules::{Moves, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "staircase",
    name: "Staircase Nim",
    example_game: "staircase",
    example_position: "3,0,2,5",
    summary: "Carry any number of coins from one step down to the next; coins leave from step 1.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Staircase>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("staircase", &["0,3,1"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Coins on steps 1, 2, ..., n. A move carries any positive number of coins from one step \
     down to the step below; coins carried down from step 1 leave the staircase. The player \
     who cannot move loses.",
    theory: "Only the odd steps count: the value is the XOR of the coin counts on steps 1, 3, 5, ... \
     The even steps are a reserve. If the opponent brings coins from an even step onto an odd \
     one, carry the same coins one step further down, and the odd steps are as before. So \
     this is Nim played on the odd steps.",
    example: "3,0,2,5 (steps 1 to 4): the odd steps hold 3 and 2, and 3 ⊕ 2 = 1, a win for the \
     player to move. The move s1-1 leaves 2,0,2,5 (2 ⊕ 2 = 0). The move s4-1 also wins: it \
     brings one coin from step 4 onto step 3 and leaves 3,0,3,4 (3 ⊕ 3 = 0).",
    claims: &[
        Claim { game: "staircase", position: "3,0,2,5", fact: Fact::Grundy(1), says: "3 ⊕ 2 = 1" },
        Claim {
            game: "staircase",
            position: "3,0,2,5",
            fact: Fact::Outcome(Outcome::N),
            says: "a win for the player to move",
        },
        Claim {
            game: "staircase",
            position: "3,0,2,5",
            fact: Fact::Reaches("s1-1", "2,0,2,5"),
            says: "The move s1-1 leaves 2,0,2,5",
        },
        Claim {
            game: "staircase",
            position: "3,0,2,5",
            fact: Fact::Wins("s1-1"),
            says: "The move s1-1 leaves 2,0,2,5 (2 ⊕ 2 = 0)",
        },
        Claim { game: "staircase", position: "3,0,2,5", fact: Fact::Wins("s4-1"), says: "The move s4-1 also wins" },
        Claim {
            game: "staircase",
            position: "3,0,2,5",
            fact: Fact::Reaches("s4-1", "3,0,3,4"),
            says: "leaves 3,0,3,4 (3 ⊕ 3 = 0)",
        },
    ],
};

/// The most steps a staircase may have, and the most coins on one step.
pub const MAX_STEPS: usize = 32;
pub const MAX_COINS: u64 = 1000;

/// Staircase Nim.
#[derive(Clone, Copy, Debug, Default)]
pub struct Staircase;

/// Coin counts of steps 1..n in order; written `3,0,2,5`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Steps(pub Vec<u64>);

impl fmt::Display for Steps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|c| c.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

/// The whole position as a search component: steps with trailing empty steps dropped (they
/// can never receive coins, so they change nothing).
pub fn canonical(steps: &[u64]) -> Vec<u64> {
    let len = steps.iter().rposition(|&c| c > 0).map_or(0, |i| i + 1);
    steps[..len].to_vec()
}

/// Every move of a staircase: (step index 0-based, coins carried, staircase reached).
fn step_moves(steps: &[u64]) -> impl Iterator<Item = (usize, u64, Vec<u64>)> + '_ {
    steps.iter().enumerate().flat_map(move |(i, &c)| {
        (1..=c).map(move |d| {
            let mut to = steps.to_vec();
            to[i] -= d;
            if i > 0 {
                to[i - 1] += d;
            }
            (i, d, to)
        })
    })
}

impl Rules for Staircase {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Steps;
    fn parse(&self, text: &str) -> Result<Steps, ParseError> {
        let steps = parse_number_list(text, "step coin count", MAX_COINS).map_err(|e| ParseError {
            message: format!("{} (give the coins on steps 1..n, e.g. 3,0,2,5)", e.message),
            at: e.at,
        })?;
        if steps.len() > MAX_STEPS {
            return Err(ParseError::new(format!("too many steps: {} given, at most {MAX_STEPS}", steps.len())));
        }
        Ok(Steps(steps))
    }
    fn reduction(&self, pos: &Steps) -> Option<Reduction> {
        let odd: Vec<u64> = pos.0.iter().step_by(2).copied().collect();
        Reduction::to_heaps(
            "Staircase Nim is Nim on the odd steps (coins on even steps are a reserve).",
            &*crate::games::lookup("nim").ok()?,
            &odd,
        )
    }
    fn board(&self, pos: &Steps) -> Board {
        Board::Steps { steps: pos.0.clone() }
    }
}

impl Moves for Staircase {
    fn moves(&self, pos: &Steps) -> Vec<Move<Steps>> {
        step_moves(&pos.0)
            .map(|(i, d, to)| Move {
                text: format!("s{}-{d}", i + 1),
                spot: Spot::Counter { heap: i, index: pos.0[i] - d },
                to: Steps(to),
            })
            .collect()
    }
}

impl ImpartialGame for Staircase {
    type Comp = Vec<u64>;
    fn components(&self, pos: &Steps) -> Vec<Vec<u64>> {
        vec![canonical(&pos.0)]
    }
    fn comp_options(&self, comp: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut out: Vec<Vec<Vec<u64>>> = step_moves(comp)
            .map(|(_, _, to)| {
                let c = canonical(&to);
                if c.is_empty() {
                    vec![]
                } else {
                    vec![c]
                }
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }
    fn closed_form_grundy(&self, comp: &Vec<u64>) -> Option<u32> {
        u32::try_from(odd_step_xor(comp)).ok()
    }
    fn closed_form(&self, pos: &Steps, _misere: bool) -> Option<ClosedFormValue> {
        let x = odd_step_xor(&pos.0);
        let terms: Vec<String> = pos.0.iter().step_by(2).map(|c| c.to_string()).collect();
        let terms = if terms.is_empty() { "0".to_string() } else { terms.join(" ⊕ ") };
        Some(ClosedFormValue {
            text: format!(
                "XOR of the coins on the odd steps 1, 3, 5, ...: {terms} = {x} (even steps are a reserve: coins \
                 moved from an even step to an odd one can be moved on at once)"
            ),
            grundy: u32::try_from(x).ok(),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
    fn bounds(&self, pos: &Self::Pos) -> Option<Bounds> {
        Some(Bounds { max_moves: self.max_moves(pos), max_states: self.max_states(pos) })
    }
}

impl Staircase {
    /// A position has one move per coin, and coins never appear.
    fn max_moves(&self, pos: &Steps) -> u128 {
        pos.0.iter().map(|&c| c as u128).sum()
    }
    /// Step i can hold at most the coins now on steps i and above.
    fn max_states(&self, pos: &Steps) -> u128 {
        let mut above = 0u128;
        let mut states = 1u128;
        for &c in pos.0.iter().rev() {
            above += c as u128;
            states = states.saturating_mul(above + 1);
        }
        states
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Moves, Rules};

    #[test]
    fn notation() {
        let p = Staircase.parse(" 3, 0,2 ,5").unwrap();
        assert_eq!(p.to_string(), "3,0,2,5");
        assert_eq!(Staircase.parse(&p.to_string()).unwrap(), p);
        assert!(Staircase.parse("3,x").unwrap_err().message.contains("3,0,2,5"));
        assert!(Staircase.parse("1001").unwrap_err().message.contains("at most 1000"));
        let long = vec!["1"; MAX_STEPS + 1].join(",");
        assert!(Staircase.parse(&long).unwrap_err().message.contains("too many steps"));
        assert_eq!(canonical(&[0, 2, 0, 0]), vec![0, 2]);
        assert_eq!(canonical(&[0, 0]), Vec::<u64>::new());
    }

    #[test]
    fn moves_carry_coins_down() {
        let p = Staircase.parse("1,0,2").unwrap();
        let moves: Vec<(String, String)> =
            Staircase.moves(&p).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        let expect = [("s1-1", "0,0,2"), ("s3-1", "1,1,1"), ("s3-2", "1,2,0")];
        assert_eq!(moves, expect.map(|(a, b)| (a.to_string(), b.to_string())).to_vec());
    }

    mod against_search {
        //! Staircase Nim against search, and Nimble / Nimble-2 (whose reduction is to Staircase Nim).

        use crate::games::staircase::{Staircase, Steps};
        use crate::impartial::Solver;
        use crate::reduction::odd_step_xor;
        use crate::rules::Rules;
        use proptest::prelude::*;

        use crate::laws;

        static GAME: Staircase = Staircase;
        thread_local! {
            static SOLVER: std::cell::RefCell<Solver<'static, Staircase>> = std::cell::RefCell::new(Solver::new(&GAME));
        }

        /// Every staircase of `n` steps with at most `max` coins on each.
        pub fn all_staircases(n: usize, max: u64) -> Vec<Vec<u64>> {
            let mut out = vec![vec![]];
            for _ in 0..n {
                out = out
                    .into_iter()
                    .flat_map(|p: Vec<u64>| (0..=max).map(move |c| [p.clone(), vec![c]].concat()))
                    .collect();
            }
            out
        }

        #[test]
        fn odd_step_xor_against_search_exhaustively() {
            let mut solver = Solver::new(&Staircase);
            for n in 1..=4 {
                for steps in all_staircases(n, 4) {
                    let v = laws::searched(&mut solver, &Steps(steps.clone()));
                    assert_eq!(v as u64, odd_step_xor(&steps), "{steps:?}");
                }
            }
            // Longer staircases with few coins.
            for steps in all_staircases(6, 2) {
                let v = laws::searched(&mut solver, &Steps(steps.clone()));
                assert_eq!(v as u64, odd_step_xor(&steps), "{steps:?}");
            }
        }

        #[test]
        fn laws_on_small_staircases() {
            let mut solver = Solver::new(&Staircase);
            for steps in all_staircases(3, 3) {
                laws::check(&mut solver, &Steps(steps));
            }
        }

        #[test]
        fn by_hand() {
            // 3,0,2,5: odd steps 1 and 3 hold 3 and 2: 3 ⊕ 2 = 1.
            assert_eq!(odd_step_xor(&[3, 0, 2, 5]), 1);
            let sol = crate::games::lookup("staircase").unwrap().solve("3,0,2,5", false).unwrap();
            assert_eq!(sol.grundy, Some(1));
            // The winning moves make the odd steps XOR to 0: take 1 off step 1 (3 -> 2), or carry 1
            // from step 4 onto step 3 (2 -> 3).
            let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
            assert_eq!(winning, vec!["s1-1", "s4-1"]);
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(32))]

            /// Taller staircases than the exhaustive test, with coins on a few steps; one memo serves
            /// every case.
            #[test]
            fn random_staircases_against_search(piles in prop::collection::vec((0usize..10, 1u64..=3), 1..=2), len in 10usize..=12) {
                let mut steps = vec![0u64; len];
                for (i, c) in piles {
                    steps[i] += c;
                }
                let v = SOLVER.with(|s| laws::searched(&mut s.borrow_mut(), &Steps(steps.clone())));
                prop_assert_eq!(v as u64, odd_step_xor(&steps));
                let text = Steps(steps.clone()).to_string();
                prop_assert_eq!(Staircase.parse(&text).unwrap(), Steps(steps));
            }
        }
    }
}
