//! Nimble: coins on a strip of cells 0, 1, 2, ...; a move slides one coin any number of cells
//! to the left. Coins may jump over each other and share a cell; a coin on cell 0 is dead.
//! A coin on cell p is a Nim heap of p, so the value is the XOR of the coins' cells.
//!
//! Position `1,4,4,9`: the cells of the coins (written in increasing order). Move `9>2`: slide
//! a coin from cell 9 to cell 2. The board is a grid with one row ("lane") per coin: `o` marks
//! the coin, `.` an empty cell; clicking a cell left of the coin in its lane slides the coin
//! there. Coins sharing a cell have the same moves, which are offered in the first one's lane.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::notation::{parse_coins, Coins};
use crate::reduction::Reduction;
use crate::rules::{Moves, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "nimble",
    name: "Nimble",
    example_game: "nimble",
    example_position: "1,4,4,9",
    summary: "Slide one coin any distance to the left, jumping and sharing cells freely; coins on cell 0 are dead.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Nimble>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("nimble", &["2,3,3"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Coins on a strip of cells numbered 0, 1, 2, ... A move slides one coin any number of \
     cells to the left; coins may jump over each other and share a cell. Coins on cell 0 \
     cannot move. The player who cannot move loses.",
    theory: "A coin on cell p is a Nim heap of p: it can move to any smaller cell, as a heap can be \
     cut to any smaller size. The coins do not get in each other's way, so the value is the \
     XOR of the coins' cells (Sprague-Grundy).",
    example: "1,4,4,9: 1 ⊕ 4 ⊕ 4 ⊕ 9 = 8, a win for the player to move. The two coins on cell 4 \
     cancel (4 ⊕ 4 = 0). Only the coin on 9 has the 8-bit, so it goes to 9 ⊕ 8 = 1: the move \
     9>1 leaves 1,1,4,4, whose XOR is 0.",
    claims: &[
        Claim { game: "nimble", position: "1,4,4,9", fact: Fact::Grundy(8), says: "1 ⊕ 4 ⊕ 4 ⊕ 9 = 8" },
        Claim {
            game: "nimble",
            position: "1,4,4,9",
            fact: Fact::WinningMoves(&["9>1"]),
            says: "the move 9>1 leaves 1,1,4,4, whose XOR is 0",
        },
        Claim {
            game: "nimble",
            position: "1,4,4,9",
            fact: Fact::Reaches("9>1", "1,1,4,4"),
            says: "the move 9>1 leaves 1,1,4,4",
        },
        Claim { game: "nimble", position: "1,1,4,4", fact: Fact::Grundy(0), says: "1,1,4,4, whose XOR is 0" },
    ],
};

/// The highest cell a coin may stand on (the strip has at most `MAX_CELL + 1` cells) and the
/// most coins.
pub const MAX_CELL: u64 = 63;
pub const MAX_COINS: usize = 32;

/// Nimble.
#[derive(Clone, Copy, Debug, Default)]
pub struct Nimble;

/// The closed form: the XOR of the coins' cells.
pub fn cell_xor(cells: &[u64]) -> u64 {
    cells.iter().fold(0, |acc, &c| acc ^ c)
}

/// Draws coins as one lane per coin, `width` cells wide.
pub fn lanes(cells: &[u64], width: usize) -> Vec<String> {
    cells.iter().map(|&c| (0..width).map(|i| if i as u64 == c { 'o' } else { '.' }).collect()).collect()
}

impl Rules for Nimble {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Coins;
    fn parse(&self, text: &str) -> Result<Coins, ParseError> {
        parse_coins(text, MAX_CELL, MAX_COINS)
    }
    fn reduction(&self, pos: &Coins) -> Option<Reduction> {
        Reduction::to_heaps(
            "Nimble is Nim: a coin on cell k is a heap of k counters.",
            &*crate::games::lookup("nim").ok()?,
            &pos.0,
        )
    }
    fn board(&self, pos: &Coins) -> Board {
        let width = pos.0.last().map_or(1, |&c| c as usize + 1);
        Board::grid(lanes(&pos.0, width))
    }
}

impl Moves for Nimble {
    fn moves(&self, pos: &Coins) -> Vec<Move<Coins>> {
        let cells = &pos.0;
        let mut out = Vec::new();
        for (i, &from) in cells.iter().enumerate() {
            // Coins on one cell have the same moves: offer them once, for the first coin.
            if i > 0 && cells[i - 1] == from {
                continue;
            }
            for to_cell in (0..from).rev() {
                let mut to = cells.clone();
                to[i] = to_cell;
                to.sort_unstable();
                out.push(Move {
                    text: format!("{from}>{to_cell}"),
                    spot: Spot::Square { piece: 0, row: i, col: to_cell as usize },
                    to: Coins(to),
                });
            }
        }
        out
    }
}

impl ImpartialGame for Nimble {
    type Comp = Vec<u64>;
    fn components(&self, pos: &Coins) -> Vec<Vec<u64>> {
        // Dead coins (on cell 0) are dropped: the whole position is one component.
        vec![pos.0.iter().copied().filter(|&c| c > 0).collect()]
    }
    fn comp_options(&self, comp: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        for i in 0..comp.len() {
            if i > 0 && comp[i - 1] == comp[i] {
                continue;
            }
            for to_cell in 0..comp[i] {
                let mut to = comp.clone();
                if to_cell == 0 {
                    to.remove(i);
                } else {
                    to[i] = to_cell;
                    to.sort_unstable();
                }
                out.push(if to.is_empty() { vec![] } else { vec![to] });
            }
        }
        out
    }
    fn closed_form_grundy(&self, comp: &Vec<u64>) -> Option<u32> {
        u32::try_from(cell_xor(comp)).ok()
    }
    fn closed_form(&self, pos: &Coins, _misere: bool) -> Option<ClosedFormValue> {
        let x = cell_xor(&pos.0);
        let terms: Vec<String> = pos.0.iter().map(|c| c.to_string()).collect();
        let terms = if terms.is_empty() { "0".to_string() } else { terms.join(" ⊕ ") };
        Some(ClosedFormValue {
            text: format!("a coin on cell p is a Nim heap of p: XOR of the coins' cells {terms} = {x}"),
            grundy: u32::try_from(x).ok(),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
    fn bounds(&self, pos: &Self::Pos) -> Option<Bounds> {
        Some(Bounds { max_moves: self.max_moves(pos), max_states: self.max_states(pos) })
    }
}

impl Nimble {
    /// A coin on cell p has p moves, and coins only move left.
    fn max_moves(&self, pos: &Coins) -> u128 {
        pos.0.iter().map(|&c| c as u128).sum()
    }
    /// Each coin stays at or left of where it is.
    fn max_states(&self, pos: &Coins) -> u128 {
        pos.0.iter().fold(1u128, |acc, &c| acc.saturating_mul(c as u128 + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Moves, Rules};

    #[test]
    fn notation() {
        let p = Nimble.parse("9, 4,1,4").unwrap();
        assert_eq!(p.to_string(), "1,4,4,9");
        assert_eq!(Nimble.parse(&p.to_string()).unwrap(), p);
        assert!(Nimble.parse("64").unwrap_err().message.contains("at most 63"));
        assert_eq!(Nimble.parse("1,-2").unwrap_err().at, Some(2));
        let many = vec!["3"; MAX_COINS + 1].join(",");
        assert!(Nimble.parse(&many).unwrap_err().message.contains("too many coins"));
    }

    #[test]
    fn shared_cells_move_once() {
        let p = Nimble.parse("2,2").unwrap();
        let moves: Vec<(String, String)> = Nimble.moves(&p).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        assert_eq!(moves, vec![("2>1".to_string(), "1,2".to_string()), ("2>0".to_string(), "0,2".to_string())]);
        assert_eq!(Nimble.board(&p), Board::grid(vec!["..o".into(), "..o".into()]));
    }

    mod against_search {
        //! Nimble (XOR of the cells) and Nimble-2 (Staircase Nim on the reversed gaps) against search.

        use std::collections::BTreeSet;

        use crate::games::nimble::{cell_xor, Nimble};
        use crate::games::nimble2::{from_staircase, staircase_steps, Nimble2};
        use crate::games::staircase::{canonical, Staircase, Steps};
        use crate::impartial::Solver;
        use crate::notation::Coins;
        use crate::reduction::odd_step_xor;
        use crate::rules::{Moves, Rules};
        use proptest::prelude::*;

        use crate::laws;

        /// Every sorted list of up to `n` coins on cells 0..=max (cells may repeat).
        fn multisets(n: usize, max: u64) -> Vec<Vec<u64>> {
            let mut out = vec![vec![]];
            let mut layer = vec![vec![]];
            for _ in 0..n {
                layer = layer
                    .into_iter()
                    .flat_map(|p: Vec<u64>| {
                        let lo = p.last().copied().unwrap_or(0);
                        (lo..=max).map(move |c| [p.clone(), vec![c]].concat())
                    })
                    .collect();
                out.extend(layer.iter().cloned());
            }
            out.retain(|p| !p.is_empty());
            out
        }

        /// Every non-empty set of cells within 0..=max, increasing.
        fn sets(max: u64) -> Vec<Vec<u64>> {
            (1u32..1 << (max + 1)).map(|m| (0..=max).filter(|&c| m >> c & 1 == 1).collect()).collect()
        }

        #[test]
        fn nimble_cell_xor_against_search_exhaustively() {
            let mut solver = Solver::new(&Nimble);
            for coins in multisets(4, 7) {
                let v = laws::searched(&mut solver, &Coins(coins.clone()));
                assert_eq!(v as u64, cell_xor(&coins), "{coins:?}");
            }
        }

        #[test]
        fn nimble_laws() {
            let mut solver = Solver::new(&Nimble);
            for coins in multisets(3, 4) {
                laws::check(&mut solver, &Coins(coins));
            }
        }

        #[test]
        fn nimble2_reduction_against_search_exhaustively() {
            let mut solver = Solver::new(&Nimble2);
            let mut stairs = Solver::new(&Staircase);
            for coins in sets(8) {
                let steps = staircase_steps(&coins);
                assert_eq!(from_staircase(&steps), coins, "the mapping is invertible");
                let v = laws::searched(&mut solver, &Coins(coins.clone()));
                assert_eq!(v as u64, odd_step_xor(&steps), "{coins:?}: formula");
                assert_eq!(v, laws::searched(&mut stairs, &Steps(steps.clone())), "{coins:?}: staircase searched");
                // The moves correspond one to one: the staircases of the Nimble-2 options are exactly
                // the options of the staircase.
                let via_coins: BTreeSet<Vec<u64>> = Nimble2
                    .moves(&Coins(coins.clone()))
                    .into_iter()
                    .map(|m| canonical(&staircase_steps(&m.to.0)))
                    .collect();
                let via_steps: BTreeSet<Vec<u64>> =
                    Staircase.moves(&Steps(steps.clone())).into_iter().map(|m| canonical(&m.to.0)).collect();
                assert_eq!(via_coins, via_steps, "{coins:?}");
                assert_eq!(
                    Nimble2.moves(&Coins(coins.clone())).len(),
                    Staircase.moves(&Steps(steps)).len(),
                    "{coins:?}"
                );
            }
        }

        #[test]
        fn nimble2_laws() {
            let mut solver = Solver::new(&Nimble2);
            for coins in sets(5) {
                laws::check(&mut solver, &Coins(coins));
            }
        }

        #[test]
        fn nimble2_by_hand() {
            // Coins 1, 4, 9: gaps 1, 2, 4; staircase 4,2,1; odd steps 4 ⊕ 1 = 5. Nimble would say
            // 1 ⊕ 4 ⊕ 9 = 12: the games differ.
            let sol = crate::games::lookup("nimble2").unwrap().solve("1,4,9", false).unwrap();
            assert_eq!(sol.grundy, Some(5));
            let sol = crate::games::lookup("nimble").unwrap().solve("1,4,9", false).unwrap();
            assert_eq!(sol.grundy, Some(12));
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(32))]

            #[test]
            fn random_nimble_against_search(coins in prop::collection::vec(0u64..=9, 1..=4)) {
                let pos = Nimble.parse(&Coins(coins.clone()).to_string()).unwrap();
                let mut solver = Solver::new(&Nimble);
                prop_assert_eq!(laws::searched(&mut solver, &pos) as u64, cell_xor(&coins));
            }

            #[test]
            fn random_nimble2_against_search(cells in prop::collection::btree_set(0u64..=11, 1..=4)) {
                let coins: Vec<u64> = cells.into_iter().collect();
                let mut solver = Solver::new(&Nimble2);
                let v = laws::searched(&mut solver, &Coins(coins.clone()));
                prop_assert_eq!(v as u64, odd_step_xor(&staircase_steps(&coins)));
            }
        }
    }
}
