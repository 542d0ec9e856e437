//! Subtraction games: remove s counters from one pile, s in a finite set S. "Matches" is
//! S = {1..M}, where a pile of N is lost for the player to move exactly when N mod (M+1) = 0.

use std::cell::RefCell;

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps, parse_positive_list, Heaps};
use crate::octal::{OctalCode, OctalJob, OctalSequence};
use crate::rules::{AsGame, Moves, Rules};
use crate::sequence::{ClosedForm, SequenceJob};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "subtract",
    name: "Subtraction game",
    example_game: "subtract:1,3,4",
    example_position: "21",
    summary: "Remove s counters from one pile, where s must be in the subtraction set.",
    group: Group::HeapsAndStrips,
    build,
    why: WHY,
    closed_form: Some(closed_form),
    sum_component: true,
    checks: Checks { starts: &[("subtract:2,5", &["17", "3,4"]), ("subtract:1,2", &["9"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "One or more piles. A move removes s counters from one pile, where s must be in the \
     subtraction set S of the game id (subtract:1,3,4 means S = {1, 3, 4}). The player who \
     cannot move loses.",
    theory: "A pile's value is the mex (the least non-negative integer missing from a set) of the \
     values of the piles it can move to; piles combine by XOR. For Matches, S = {1, ..., M}, \
     the value is N mod (M+1), so a pile is lost for the player to move exactly when N is a \
     multiple of M+1. For any finite S the values become periodic.",
    example: "subtract:1,2,3 with a pile of 10: 10 mod 4 = 2, so h1-2 wins, leaving 8. Whatever s the \
     opponent takes, you take 4 - s. With S = {1, 3, 4} the values from 0 are 0, 1, 0, 1, 2, \
     3, 2, repeating with period 7; a pile of 9 has value 0: h1-1, h1-3 and h1-4 leave 8, 6 \
     and 5, with values 1, 2 and 3.",
    claims: &[
        Claim { game: "subtract:1,2,3", position: "10", fact: Fact::Grundy(2), says: "10 mod 4 = 2" },
        Claim { game: "subtract:1,2,3", position: "10", fact: Fact::Wins("h1-2"), says: "so h1-2 wins, leaving 8" },
        Claim {
            game: "subtract:1,2,3",
            position: "10",
            fact: Fact::Reaches("h1-2", "8"),
            says: "so h1-2 wins, leaving 8",
        },
        Claim {
            game: "subtract:1,3,4",
            position: "",
            fact: Fact::Values(&[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]),
            says: "0, 1, 0, 1, 2, 3, 2",
        },
        Claim {
            game: "subtract:1,3,4",
            position: "",
            fact: Fact::Period { preperiod: 0, period: 7, to: 40 },
            says: "from 0 are 0, 1, 0, 1, 2, 3, 2, repeating with period 7",
        },
        Claim { game: "subtract:1,3,4", position: "9", fact: Fact::Grundy(0), says: "a pile of 9 has value 0" },
        Claim {
            game: "subtract:1,3,4",
            position: "9",
            fact: Fact::Reaches("h1-1", "8"),
            says: "h1-1, h1-3 and h1-4 leave 8, 6 and 5",
        },
        Claim {
            game: "subtract:1,3,4",
            position: "9",
            fact: Fact::Reaches("h1-3", "6"),
            says: "h1-1, h1-3 and h1-4 leave 8, 6 and 5",
        },
        Claim {
            game: "subtract:1,3,4",
            position: "9",
            fact: Fact::Reaches("h1-4", "5"),
            says: "h1-1, h1-3 and h1-4 leave 8, 6 and 5",
        },
        Claim { game: "subtract:1,3,4", position: "8", fact: Fact::Grundy(1), says: "with values 1, 2 and 3" },
        Claim { game: "subtract:1,3,4", position: "6", fact: Fact::Grundy(2), says: "with values 1, 2 and 3" },
        Claim { game: "subtract:1,3,4", position: "5", fact: Fact::Grundy(3), says: "with values 1, 2 and 3" },
    ],
};

/// Matches (S = {1, ..., M}): g(n) = n mod (M + 1); other sets have no closed form here.
fn closed_form(params: Option<&str>) -> Option<ClosedForm> {
    let m = Subtract::new(params?).ok()?.matches_m()? as usize;
    Some(ClosedForm {
        text: format!("matches with M = {m}: g(n) = n mod {}", m + 1),
        value: Some(Box::new(move |n| Some((n % (m + 1)) as u32))),
        period: Some((0, m + 1)),
    })
}

pub const MAX_PILE: u64 = 1_000_000;
pub const MAX_PILES: usize = 64;
/// The largest member of a subtraction set.
pub const MAX_MEMBER: u64 = 1000;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let params = params.ok_or_else(|| {
        ParseError::new(
            "subtract needs its set after a colon, e.g. subtract:1,3,4 (matches with M = 3: subtract:1,2,3)",
        )
    })?;
    let game = Subtract::new(params)?;
    Ok(Box::new(AsGame(game)))
}

/// A subtraction game with its set, and the value table shared by every position.
#[derive(Debug)]
pub struct Subtract {
    pub set: Vec<u64>,
    table: RefCell<OctalSequence>,
}

impl Subtract {
    /// Parses a set such as `1,3,4` (order and repeats do not matter).
    pub fn new(set_text: &str) -> Result<Self, ParseError> {
        let mut set = parse_positive_list(
            set_text,
            "subtraction set member",
            MAX_MEMBER,
            "a move must remove at least one counter",
        )
        .map_err(|e| ParseError { message: format!("in the subtraction set: {}", e.message), at: e.at })?;
        set.sort_unstable();
        set.dedup();
        let members: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let table = RefCell::new(OctalSequence::new(OctalCode::subtraction(&members)));
        Ok(Subtract { set, table })
    }

    pub fn id(&self) -> String {
        let parts: Vec<String> = self.set.iter().map(|s| s.to_string()).collect();
        format!("subtract:{}", parts.join(","))
    }

    /// M when the set is {1..M} (the matches game).
    pub fn matches_m(&self) -> Option<u64> {
        let m = *self.set.last()?;
        (self.set.len() as u64 == m).then_some(m)
    }

    pub fn name(&self) -> String {
        match self.matches_m() {
            Some(m) => format!("Matches (take 1 to {m})"),
            None => format!("Subtraction game {{{}}}", self.id().trim_start_matches("subtract:")),
        }
    }
}

impl Rules for Subtract {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        Subtract::id(self)
    }
    fn name(&self) -> String {
        Subtract::name(self)
    }
    type Pos = Heaps;
    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        parse_heaps(text, "pile", MAX_PILE, MAX_PILES)
    }
    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(OctalJob {
            game: id.to_string(),
            sequence: OctalSequence::new(self.table.borrow().code.clone()),
        }))
    }
    fn sequence_limit(&self) -> usize {
        10_000_000
    }
}

impl Moves for Subtract {
    fn moves(&self, pos: &Heaps) -> Vec<Move<Heaps>> {
        let mut out = Vec::new();
        for (i, &h) in pos.0.iter().enumerate() {
            for &s in self.set.iter().filter(|&&s| s <= h) {
                let mut to = pos.clone();
                to.0[i] = h - s;
                out.push(Move { text: format!("h{}-{}", i + 1, s), spot: Spot::Counter { heap: i, index: h - s }, to });
            }
        }
        out
    }
}

impl ImpartialGame for Subtract {
    type Comp = u64;
    fn components(&self, pos: &Heaps) -> Vec<u64> {
        pos.0.clone()
    }
    fn comp_options(&self, &h: &u64) -> Vec<Vec<u64>> {
        self.set.iter().filter(|&&s| s <= h).map(|&s| if s == h { vec![] } else { vec![h - s] }).collect()
    }
    fn closed_form_grundy(&self, &h: &u64) -> Option<u32> {
        let mut table = self.table.borrow_mut();
        Some(table.value(h as usize))
    }
    fn closed_form(&self, pos: &Heaps, misere: bool) -> Option<ClosedFormValue> {
        let m = self.matches_m()?;
        if misere {
            return None;
        }
        let x = pos.0.iter().fold(0, |a, &h| a ^ (h % (m + 1)));
        let terms: Vec<String> = pos.0.iter().map(|h| format!("{h} mod {}", m + 1)).collect();
        Some(ClosedFormValue {
            text: format!("matches, g(N) = N mod (M+1): {} = {x}", terms.join(" ⊕ ")),
            grundy: Some(x as u32),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;

    #[test]
    fn set_parsing() {
        assert_eq!(Subtract::new("4,1,3,3").unwrap().id(), "subtract:1,3,4");
        assert!(Subtract::new("1,0").unwrap_err().message.contains("is 0"));
        assert!(Subtract::new("1,x").unwrap_err().message.contains("subtraction set"));
        assert!(crate::games::lookup("subtract").is_err());
        assert_eq!(Subtract::new("1,2,3").unwrap().matches_m(), Some(3));
        assert_eq!(Subtract::new("1,3,4").unwrap().matches_m(), None);
    }

    /// What a refusal advises is accepted: a message that says "write X" names a set member
    /// the game takes, and none advises 0, which it refuses.
    #[test]
    fn refusals_advise_only_what_is_accepted() {
        for bad in ["-1", "1,-3", "\u{2212}2", "0", "1,0", "1, 0"] {
            let e = Subtract::new(bad).unwrap_err();
            assert!(!e.message.contains("or 0"), "{bad}: {}", e.message);
            if let Some(advised) = e.message.split("(write ").nth(1) {
                let member: String = advised.chars().take_while(char::is_ascii_digit).collect();
                assert!(Subtract::new(&member).is_ok(), "{bad}: advises {member}: {}", e.message);
            }
        }
        let e = Subtract::new("1, 0").unwrap_err();
        assert_eq!(e.at, Some(3), "the 0 is pointed at: {}", e.message);
        assert!(e.message.contains("member 2 is 0, but a move must remove at least one counter"), "{}", e.message);
    }

    #[test]
    fn table_matches_search_and_matches_formula() {
        for set in ["1,2,3", "1,3,4", "2,5,7", "1", "3,4,9"] {
            let g = Subtract::new(set).unwrap();
            let mut s = Solver::new(&g);
            for n in 0..200u64 {
                let searched = s.searched_comp_grundy(&n).unwrap();
                assert_eq!(g.closed_form_grundy(&n), Some(searched), "set {set}, n {n}");
                if let Some(m) = g.matches_m() {
                    assert_eq!(searched as u64, n % (m + 1));
                }
            }
        }
    }

    #[test]
    fn period_of_1_3_4() {
        // g = 0,1,0,1,2,3,2 repeating with period 7 from n = 0.
        let g = Subtract::new("1,3,4").unwrap();
        let mut job = g.sequence("subtract:1,3,4").unwrap();
        job.advance(100, u64::MAX);
        let r = job.report();
        assert_eq!(&r.values[..7], &[0, 1, 0, 1, 2, 3, 2]);
        assert_eq!((r.preperiod, r.period, r.proved), (Some(0), Some(7), true));
    }
}
