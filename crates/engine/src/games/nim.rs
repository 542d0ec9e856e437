//! Nim: take any positive number of counters from one heap. Value: XOR of the heap sizes.
//! Misère (last mover loses): as normal play, except when every heap has at most one counter.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps, Heaps};
use crate::rules::{Evaluation, Moves, PositionValue, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};
use crate::working::{xor_working, Term, Working};

pub const ENTRY: Entry = Entry {
    id: "nim",
    name: "Nim",
    example_game: "nim",
    example_position: "3,4,5",
    summary: "Take any number of counters from one heap; the player who cannot move loses.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Nim>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("nim", &[" 1 ,2,3", "0", "2,2"])], ..Checks::NONE },
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

/// The largest heap and the most heaps a position may have: a heap is any 64-bit size, since
/// the value is the XOR of the sizes and needs no search.
pub const MAX_HEAP: u64 = u64::MAX;
pub const MAX_HEAPS: usize = 64;

/// Positions whose heaps are all at most this are searched (every move listed, with its
/// remoteness); past it a position is valued by the XOR alone and its moves are
/// [`listed_takes`], since a heap of n counters has n moves.
pub const SEARCHED_HEAP: u64 = 1000;

/// How many of the smallest takes of each heap a position past [`SEARCHED_HEAP`] lists beside
/// the winning take and taking the whole heap.
pub const SAMPLED_TAKES: u64 = 3;

/// Whether a position is past [`SEARCHED_HEAP`] and so valued by the XOR alone.
fn is_large(heaps: &[u64]) -> bool {
    heaps.iter().any(|&h| h > SEARCHED_HEAP)
}

fn xor(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |a, &h| a ^ h)
}

/// The takes listed for heap `i` of a position past [`SEARCHED_HEAP`], smallest first: the
/// winning take of normal play (to `h ⊕ x`) and of misère play when there is one, the
/// [`SAMPLED_TAKES`] smallest, and the whole heap.
pub fn listed_takes(heaps: &[u64], i: usize) -> Vec<u64> {
    let h = heaps[i];
    let x = xor(heaps);
    let mut takes: Vec<u64> = (1..=SAMPLED_TAKES.min(h)).collect();
    if h > 0 {
        takes.push(h);
    }
    if h ^ x < h {
        takes.push(h - (h ^ x));
    }
    if let Some((j, to)) = misere_winning_move(heaps) {
        if j == i {
            takes.push(h - to);
        }
    }
    takes.sort_unstable();
    takes.dedup();
    takes
}

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
    fn lists_every_move(&self, pos: &Heaps) -> bool {
        !is_large(&pos.0)
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
        let large = is_large(&pos.0);
        for (i, &h) in pos.0.iter().enumerate() {
            let takes = if large { listed_takes(&pos.0, i) } else { (1..=h).collect() };
            for take in takes {
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
    fn closed_form_grundy(&self, &h: &u64) -> Option<u32> {
        u32::try_from(h).ok()
    }
    fn closed_form(&self, pos: &Heaps, misere: bool) -> Option<ClosedFormValue> {
        let x = pos.0.iter().fold(0, |a, &h| a ^ h);
        let terms: Vec<String> = pos.0.iter().map(|h| h.to_string()).collect();
        if misere {
            let outcome = misere_outcome(&pos.0);
            let text = if pos.0.iter().all(|&h| h <= 1) {
                "misère, every heap at most 1: the player to move wins iff the number of 1-heaps is even".to_string()
            } else {
                format!("misère with a heap above 1: as normal play, {} = {x}", terms.join(" ⊕ "))
            };
            Some(ClosedFormValue { text, grundy: None, outcome })
        } else {
            Some(ClosedFormValue {
                text: format!("XOR of the heap sizes: {} = {x}", terms.join(" ⊕ ")),
                grundy: u32::try_from(x).ok(),
                outcome: if x == 0 { Outcome::P } else { Outcome::N },
            })
        }
    }
    fn misere_outcome(&self, comps: &[u64]) -> Option<Outcome> {
        Some(misere_outcome(comps))
    }
    fn own_evaluation(&self, pos: &Heaps, moves: &[Move<Heaps>]) -> Option<Result<Evaluation, EngineError>> {
        is_large(&pos.0).then(|| Ok(self.large_evaluation(pos, moves, false)))
    }
    fn own_misere_evaluation(&self, pos: &Heaps, moves: &[Move<Heaps>]) -> Option<Result<Evaluation, EngineError>> {
        is_large(&pos.0).then(|| Ok(self.large_evaluation(pos, moves, true)))
    }
    fn own_grundy(&self, pos: &Heaps) -> Option<Result<u32, EngineError>> {
        is_large(&pos.0).then(|| {
            let x = xor(&pos.0);
            u32::try_from(x).map_err(|_| {
                EngineError::Refused(format!(
                    "the Grundy value {x} of {pos} is past 2^32 - 1, the largest a sum of games holds"
                ))
            })
        })
    }
}

impl Nim {
    /// A position past [`SEARCHED_HEAP`] valued by the rule alone (the XOR, or misère Nim's
    /// rule), without remoteness: searching it would visit every smaller position.
    fn large_evaluation(&self, pos: &Heaps, moves: &[Move<Heaps>], misere: bool) -> Evaluation {
        let valued = |heaps: &[u64]| {
            if misere {
                PositionValue { outcome: misere_outcome(heaps), grundy: None, remoteness: None }
            } else {
                let x = xor(heaps);
                PositionValue {
                    outcome: if x == 0 { Outcome::P } else { Outcome::N },
                    grundy: u32::try_from(x).ok(),
                    remoteness: None,
                }
            }
        };
        Evaluation {
            value: valued(&pos.0[..]),
            moves: moves.iter().map(|m| valued(&m.to.0[..])).collect(),
            closed_form: self.closed_form(pos, misere),
            note: Some(format!(
                "a heap is above {SEARCHED_HEAP}: the value is by the rule alone, remoteness is not computed, and \
                 the moves listed are each heap's winning move with the {SAMPLED_TAKES} smallest takes and the whole heap{}",
                if !misere && xor(&pos.0) > u64::from(u32::MAX) { "; the Grundy value is past 2^32 and given in the formula only" } else { "" }
            )),
            working: if misere { None } else { xor_of_heaps(pos) },
            partizan: None,
        }
    }
}

/// The XOR working of a position whose heaps are all values a working holds (32 bits); `None`
/// otherwise, and the solution's working is then written from its moves' outcomes (a move
/// taking a heap past 2^32 whole reaches a value past it, which has no Grundy field).
fn xor_of_heaps(pos: &Heaps) -> Option<Working> {
    let sizes: Vec<u32> = pos.0.iter().map(|&h| u32::try_from(h).ok()).collect::<Option<_>>()?;
    let live: Vec<usize> = (0..sizes.len()).filter(|&i| sizes[i] > 0).collect();
    let rows = live.iter().map(|&i| Term { text: sizes[i].to_string(), value: sizes[i] }).collect();
    Some(xor_working(rows, |row, to| {
        let i = live[row];
        let mut after = pos.clone();
        after.0[i] = u64::from(to);
        Some((format!("h{}-{}", i + 1, sizes[i] - to), after.to_string()))
    }))
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
        assert_eq!(Nim.parse("18446744073709551615,7").unwrap().0, vec![u64::MAX, 7]);
        assert!(Nim.parse("18446744073709551616").unwrap_err().message.contains("too large"));
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

    /// Past [`SEARCHED_HEAP`] the moves are a sample, which must hold every winning move
    /// (found here by trying every take) and value each move by the rule.
    #[test]
    fn large_heaps_list_every_winning_move() {
        let g = (ENTRY.build)(None).unwrap();
        for text in ["1500,1200,300", "1001,1000", "4096,4096", "1001,1,1", "1001", "2000,1,0"] {
            let heaps = Nim.parse(text).unwrap().0;
            for misere in [false, true] {
                let sol = g.solve(text, misere).unwrap();
                let lost = |after: &[u64]| {
                    if misere {
                        misere_outcome(after) == Outcome::P
                    } else {
                        after.iter().fold(0, |a, &h| a ^ h) == 0
                    }
                };
                let mut expected = Vec::new();
                for (i, &h) in heaps.iter().enumerate() {
                    for take in 1..=h {
                        let mut after = heaps.clone();
                        after[i] = h - take;
                        if lost(&after) {
                            expected.push(format!("h{}-{take}", i + 1));
                        }
                    }
                }
                let winning: Vec<String> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.clone()).collect();
                assert_eq!(winning, expected, "{text} misere={misere}");
                assert_eq!(sol.outcome == Outcome::N, !expected.is_empty(), "{text} misere={misere}");
                assert!(sol.moves.len() <= heaps.len() * (SAMPLED_TAKES as usize + 3), "{text}");
                assert!(sol.remoteness.is_none() && sol.note.is_some(), "{text}");
                if !misere {
                    // The working is the XOR of the heaps, naming the first winning move.
                    let Some(Working::Xor { total, winning, .. }) = &sol.working else {
                        panic!("{text}: {:?}", sol.working)
                    };
                    assert_eq!(Some(*total), sol.grundy, "{text}");
                    assert_eq!(winning.as_ref().map(|w| &w.text), expected.first(), "{text}");
                }
            }
        }
    }

    #[test]
    fn sixty_four_bit_heaps() {
        let g = (ENTRY.build)(None).unwrap();
        let sol = g.solve("1000000,7", false).unwrap();
        assert_eq!(sol.grundy, Some(1000000 ^ 7));
        assert_eq!(sol.moves.iter().filter(|m| m.winning).count(), 1);
        let max = u64::MAX;
        let sol = g.solve(&format!("{max},{}", max - 1), false).unwrap();
        assert_eq!((sol.outcome, sol.grundy), (Outcome::N, Some(1)));
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.to.as_str()).collect();
        assert_eq!(winning, vec![format!("{},{}", max - 1, max - 1)]);
        // A value past u32 is in the formula's text only.
        let sol = g.solve(&format!("{max},0"), false).unwrap();
        assert_eq!((sol.outcome, sol.grundy), (Outcome::N, None));
        assert!(sol.formula.unwrap().text.ends_with(&format!("= {max}")));
        assert!(g.grundy(&format!("{max}")).is_err());
        assert_eq!(g.grundy("5000,5001").unwrap(), 1);
    }

    /// A sum cannot hold a heap past [`SEARCHED_HEAP`]: the heap lists a sample of its moves,
    /// which may not hold the move the sum's winning move needs.
    #[test]
    fn sums_refuse_a_large_heap() {
        let sum = crate::games::lookup("sum").unwrap();
        let e = sum.solve("nim:1000000 + kayles:3", false).unwrap_err().to_string();
        assert!(e.contains("1000000 lists only some of its moves"), "{e}");
        let sol = sum.solve("nim:1000 + kayles:3", false).unwrap();
        assert_eq!(sol.grundy, Some(1000 ^ 3));
        let Some(Working::Xor { total, .. }) = &sol.working else { panic!("{:?}", sol.working) };
        assert_eq!(*total, 1000 ^ 3);
    }
}
