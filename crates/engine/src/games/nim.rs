//! Nim: take any positive number of counters from one heap. Value: XOR of the heap sizes.
//! Misère (last mover loses): as normal play, except when every heap has at most one counter.

use crate::board::Board;
use crate::game::{Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps, Heaps};
use crate::serve::{Moves, Rules};
use crate::value::FormulaValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "nim",
    name: "Nim",
    example_game: "nim",
    example_position: "3,4,5",
    summary: "Take any number of counters from one heap; the player who cannot move loses.",
    group: Group::Heaps,
    build: crate::serve::plain::<Nim>,
    why: WHY,
    closed_form: None,
    sum_component: true,
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Heaps of counters. On your turn take any positive number of counters from one heap. \
     The player who cannot move (every heap empty) loses.",
    theory: "Sprague-Grundy: a heap of n counters has value n, and several heaps have the XOR \
     (written ⊕: binary addition without carries) of their sizes. The player to move loses \
     exactly when the XOR is 0; a winning move makes it 0. Misère play (the last mover loses) \
     differs only when no heap has more than one counter: then leave an odd number of heaps \
     of 1.",
    example: "3,4,5: in binary 011 ⊕ 100 ⊕ 101 = 010, so the value is 2 and the player to move wins. \
     The only winning move is h1-2: take 2 from the heap of 3, leaving 1,4,5 with \
     1 ⊕ 4 ⊕ 5 = 0. Every move from there leaves a non-zero XOR, which you can set back to 0.",
    claims: &[
        Claim { game: "nim", position: "3,4,5", fact: Fact::Grundy(2), says: "so the value is 2" },
        Claim {
            game: "nim",
            position: "3,4,5",
            fact: Fact::WinningMoves(&["h1-2"]),
            says: "The only winning move is h1-2",
        },
        Claim { game: "nim", position: "3,4,5", fact: Fact::Reaches("h1-2", "1,4,5"), says: "leaving 1,4,5" },
        Claim { game: "nim", position: "1,4,5", fact: Fact::Grundy(0), says: "1 ⊕ 4 ⊕ 5 = 0" },
    ],
};

/// The largest heap and the most heaps a position may have.
pub const MAX_HEAP: u64 = 1000;
pub const MAX_HEAPS: usize = 64;

/// Nim.
#[derive(Clone, Copy, Debug, Default)]
pub struct Nim;

/// The misère outcome of Nim heaps.
pub fn misere_outcome(heaps: &[u64]) -> Outcome {
    if heaps.iter().all(|&h| h <= 1) {
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        if ones % 2 == 0 {
            Outcome::N
        } else {
            Outcome::P
        }
    } else if heaps.iter().fold(0, |a, &h| a ^ h) == 0 {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// The winning misère move (heap index, new size), if the position is won: the normal-play
/// move, except that when it would leave only heaps of size <= 1 it leaves an odd number of
/// heaps of size 1.
pub fn misere_winning_move(heaps: &[u64]) -> Option<(usize, u64)> {
    if misere_outcome(heaps) != Outcome::N {
        return None;
    }
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 1).collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big.len() {
        0 => heaps.iter().position(|&h| h == 1).map(|i| (i, 0)),
        1 => {
            let i = big[0];
            // Leave an odd number of heaps of size 1 in all.
            Some((i, if ones % 2 == 0 { 1 } else { 0 }))
        }
        _ => {
            let x = heaps.iter().fold(0, |a, &h| a ^ h);
            (0..heaps.len()).find(|&i| heaps[i] ^ x < heaps[i]).map(|i| (i, heaps[i] ^ x))
        }
    }
}

impl Rules for Nim {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn has_misere(&self) -> bool {
        true
    }
    type Pos = Heaps;
    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        parse_heaps(text, "heap", MAX_HEAP, MAX_HEAPS)
    }
    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }
}

impl Moves for Nim {
    fn moves(&self, pos: &Heaps) -> Vec<Move<Heaps>> {
        let mut out = Vec::new();
        for (i, &h) in pos.0.iter().enumerate() {
            for take in 1..=h {
                let mut to = pos.clone();
                to.0[i] = h - take;
                out.push(Move {
                    text: format!("h{}-{}", i + 1, take),
                    spot: Spot::Counter { heap: i, index: h - take },
                    to,
                });
            }
        }
        out
    }
}

impl ImpartialGame for Nim {
    type Comp = u64;
    fn components(&self, pos: &Heaps) -> Vec<u64> {
        pos.0.clone()
    }
    fn comp_options(&self, &h: &u64) -> Vec<Vec<u64>> {
        (0..h).map(|k| if k == 0 { vec![] } else { vec![k] }).collect()
    }
    fn fast_comp_grundy(&self, &h: &u64) -> Option<u32> {
        u32::try_from(h).ok()
    }
    fn formula(&self, pos: &Heaps, misere: bool) -> Option<FormulaValue> {
        let x = pos.0.iter().fold(0, |a, &h| a ^ h);
        let terms: Vec<String> = pos.0.iter().map(|h| h.to_string()).collect();
        if misere {
            let outcome = misere_outcome(&pos.0);
            let text = if pos.0.iter().all(|&h| h <= 1) {
                "misère, every heap at most 1: the player to move wins iff the number of 1-heaps is even".to_string()
            } else {
                format!("misère with a heap above 1: as normal play, {} = {x}", terms.join(" ⊕ "))
            };
            Some(FormulaValue { text, grundy: None, outcome })
        } else {
            Some(FormulaValue {
                text: format!("XOR of the heap sizes: {} = {x}", terms.join(" ⊕ ")),
                grundy: Some(x as u32),
                outcome: if x == 0 { Outcome::P } else { Outcome::N },
            })
        }
    }
    fn misere_outcome(&self, comps: &[u64]) -> Option<Outcome> {
        Some(misere_outcome(comps))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;

    #[test]
    fn notation_round_trips() {
        let p = Nim.parse(" 3, 4,5").unwrap();
        assert_eq!(p.to_string(), "3,4,5");
        assert_eq!(Nim.parse(&p.to_string()).unwrap(), p);
        assert!(Nim.parse("3,4,1001").unwrap_err().message.contains("at most 1000"));
        assert!(Nim.parse("3;4").is_err());
    }

    #[test]
    fn searched_grundy_is_heap_size() {
        let mut s = Solver::new(&Nim);
        for h in 0..40 {
            assert_eq!(s.searched_comp_grundy(&h).unwrap(), h as u32);
        }
    }

    #[test]
    fn misere_formula_matches_search_and_move_wins() {
        let mut s = Solver::new(&Nim);
        for a in 0..5u64 {
            for b in 0..5u64 {
                for c in 0..4u64 {
                    let heaps = vec![a, b, c];
                    let v = s.searched_value(&heaps, true).unwrap();
                    assert_eq!(v.outcome, misere_outcome(&heaps), "{heaps:?}");
                    if let Some((i, new)) = misere_winning_move(&heaps) {
                        assert!(new < heaps[i]);
                        let mut after = heaps.clone();
                        after[i] = new;
                        assert_eq!(
                            s.searched_value(&after, true).unwrap().outcome,
                            Outcome::P,
                            "{heaps:?} -> {after:?}"
                        );
                    } else if heaps.iter().any(|&h| h > 0) {
                        assert_eq!(v.outcome, Outcome::P, "{heaps:?}");
                    } else {
                        // No move at all: under misère play the player to move has won.
                        assert_eq!(v.outcome, Outcome::N);
                    }
                }
            }
        }
    }

    #[test]
    fn solve_3_4_5() {
        let sol = (ENTRY.build)(None).unwrap().solve("3,4,5", false).unwrap();
        assert_eq!(sol.outcome, Outcome::N);
        assert_eq!(sol.grundy, Some(2));
        assert_eq!(sol.moves.len(), 12);
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        assert_eq!(winning, vec!["h1-2"]);
    }
}
