//! Lasker's Nim: take any positive number of counters from one heap, or split one heap into
//! two non-empty heaps.
//!
//! Positions are heaps written `7` or `7,5`. Moves are written `h1-3` (take 3 from heap 1) and
//! `h1:3+4` (split heap 1 into heaps of 3 and 4, smaller part first).
//!
//! Closed form: g(0) = 0 and, for k >= 0, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
//! g(4k+4) = 4k+3. Proof by strong induction on n >= 1, assuming the form below n. Write
//! c(m) = g(m) mod 4 for m >= 1: c is 1, 2, 0, 3 for m = 1, 2, 3, 0 (mod 4).
//! * Takes reach g(0..n): every value 0..n-1, except that for n = 4k+4 the value 4k+3 is
//!   missing and 4k+4 is present instead (g(4k+3) = 4k+4).
//! * A split a + b = n reaches g(a) xor g(b), whose residue mod 4 is c(a) xor c(b):
//!   n = 1 (mod 4): residues {0,1} or {2,3} give 2. n = 2: {1,1}, {3,3}, {0,2} give 0, 0, 1.
//!   n = 3: {0,3}, {1,2} give 3. n = 0: {0,0}, {1,3}, {2,2} give 0, 1, 0.
//! * So for n = 4k+1 and 4k+2 no option has value n and the mex is n; for 4k+4 no option has
//!   residue 3 so 4k+3 is missing, the mex; for 4k+3 the split 1 + (4k+2) has value
//!   1 xor (4k+2) = 4k+3, no option has residue 0, so the mex is 4k+4.
//!
//! This is why the value sequence reports its arithmetic period (g(n+4) = g(n) + 4 from n = 1)
//! as proved once the computed values agree with the closed form.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::mex::Mex;
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps_with_total, Heaps};
use crate::rules::{Moves, Rules};
use crate::sequence::{apparent, ClosedForm, SequenceJob, SequenceReport};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "lasker",
    name: "Lasker's Nim",
    example_game: "lasker",
    example_position: "7,5",
    summary: "Take any number of counters from one heap, or split a heap into two non-empty heaps.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Lasker>,
    why: WHY,
    closed_form: Some(values_closed_form),
    sum_component: true,
    checks: Checks { starts: &[("lasker", &["4,2"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Heaps of counters. A move either takes any positive number of counters from one heap, \
     or splits one heap into two non-empty heaps. The player who cannot move loses.",
    theory: "A heap's value is the mex of the values it can move to, where a split into a and b is \
     worth g(a) ⊕ g(b); heaps combine by XOR. The result: g(4k+1) = 4k+1 and g(4k+2) = 4k+2, \
     but g(4k+3) = 4k+4 and g(4k+4) = 4k+3, so heaps of 3 and 4, 7 and 8, and so on swap \
     their values.",
    example: "A heap of 3 can become 2, 1 or 0 (values 2, 1, 0) or split into 1 and 2 (1 ⊕ 2 = 3), so \
     g(3) = mex{0, 1, 2, 3} = 4. Hence 1,2,3, lost for the player to move in Nim, is won \
     here: 1 ⊕ 2 ⊕ 4 = 7. Split the 3 into 1 and 2: 1,2,1,2 has value 0, and you copy each \
     move of the opponent in the twin heap.",
    claims: &[
        Claim { game: "lasker", position: "3", fact: Fact::Grundy(4), says: "g(3) = mex{0, 1, 2, 3} = 4" },
        Claim { game: "lasker", position: "1,2", fact: Fact::Grundy(3), says: "split into 1 and 2 (1 ⊕ 2 = 3)" },
        Claim {
            game: "nim",
            position: "1,2,3",
            fact: Fact::Outcome(Outcome::P),
            says: "1,2,3, lost for the player to move in Nim",
        },
        Claim { game: "lasker", position: "1,2,3", fact: Fact::Grundy(7), says: "1 ⊕ 2 ⊕ 4 = 7" },
        Claim { game: "lasker", position: "1,2,3", fact: Fact::Wins("h3:1+2"), says: "Split the 3 into 1 and 2" },
        Claim {
            game: "lasker",
            position: "1,2,3",
            fact: Fact::Reaches("h3:1+2", "1,2,1,2"),
            says: "1,2,1,2 has value 0",
        },
        Claim { game: "lasker", position: "1,2,1,2", fact: Fact::Grundy(0), says: "1,2,1,2 has value 0" },
    ],
};

fn values_closed_form(_: Option<&str>) -> Option<ClosedForm> {
    Some(ClosedForm {
        text: "g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3".into(),
        value: Some(Box::new(|n| u32::try_from(closed_form(n as u64)).ok())),
        period: None,
    })
}

/// The most counters a position may hold in all, and the most heaps. Values come from the closed
/// form; the remoteness search gives up within the solver's work bound (`max_visits`), which
/// positions of more than about 32 counters reach (splits keep the total, so the search covers
/// every multiset of heaps with the same total); they are answered without remoteness, with a
/// note, in well under a second. A heap of 1000 has 1500 moves to list.
pub const MAX_TOTAL: u64 = 1000;
pub const MAX_HEAPS: usize = 64;
/// The longest value sequence one request may compute (the search is quadratic in n).
pub const SEQUENCE_LIMIT: usize = 20_000;

/// Lasker's Nim.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lasker;

/// The closed form of a heap's value.
pub fn closed_form(n: u64) -> u64 {
    match n % 4 {
        0 if n == 0 => 0,
        0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

/// Every option of a heap of `n` as a pair of heaps (`b == 0` means one heap `a`, and `(0, 0)`
/// the empty position): first the takes (leaving `n - 1` down to 0), then the splits `a + b`
/// with `1 <= a <= b`. The single description of the rules the search and the moves share.
pub fn options(n: u64) -> impl Iterator<Item = (u64, u64)> {
    let takes = (0..n).rev().map(|left| (left, 0));
    let splits = (1..=n / 2).map(move |a| (a, n - a));
    takes.chain(splits)
}

impl Rules for Lasker {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Heaps;
    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        parse_heaps_with_total(text, MAX_TOTAL, MAX_HEAPS)
    }
    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(LaskerJob { game: id.to_string(), values: Vec::new(), mex: Mex::new() }))
    }
    fn sequence_limit(&self) -> usize {
        SEQUENCE_LIMIT
    }
}

impl Moves for Lasker {
    fn moves(&self, pos: &Heaps) -> Vec<Move<Heaps>> {
        let mut out = Vec::new();
        for (i, &h) in pos.0.iter().enumerate() {
            for (a, b) in options(h) {
                let mut to = pos.clone();
                if b == 0 {
                    to.0[i] = a;
                    out.push(Move {
                        text: format!("h{}-{}", i + 1, h - a),
                        spot: Spot::Counter { heap: i, index: a },
                        to,
                    });
                } else {
                    // The two parts take the heap's place, smaller first.
                    to.0.splice(i..=i, [a, b]);
                    out.push(Move { text: format!("h{}:{a}+{b}", i + 1), spot: Spot::Choice { value: a as i64 }, to });
                }
            }
        }
        out
    }
}

impl ImpartialGame for Lasker {
    type Comp = u64;
    fn components(&self, pos: &Heaps) -> Vec<u64> {
        pos.0.clone()
    }
    fn comp_options(&self, &h: &u64) -> Vec<Vec<u64>> {
        options(h).map(|(a, b)| [a, b].into_iter().filter(|&x| x > 0).collect()).collect()
    }
    fn closed_form_grundy(&self, &h: &u64) -> Option<u32> {
        u32::try_from(closed_form(h)).ok()
    }
    fn closed_form(&self, pos: &Heaps, misere: bool) -> Option<ClosedFormValue> {
        if misere {
            return None;
        }
        let x = pos.0.iter().fold(0, |acc, &h| acc ^ closed_form(h));
        let terms: Vec<String> = pos.0.iter().map(|&h| format!("g({h}) = {}", closed_form(h))).collect();
        Some(ClosedFormValue {
            text: format!(
                "g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3: {}; XOR = {x}",
                terms.join(", ")
            ),
            grundy: Some(x as u32),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
}

/// g(0), g(1), ... computed as the mex over every option of [`options`] (the search, not the
/// closed form), one heap after another.
pub struct LaskerJob {
    pub game: String,
    values: Vec<u32>,
    mex: Mex,
}

impl LaskerJob {
    fn push_next(&mut self) -> u64 {
        let n = self.values.len() as u64;
        let v = &self.values;
        self.mex.begin(n as usize + n as usize / 2 + 1);
        let mut work = 1;
        for (a, b) in options(n) {
            self.mex.mark(v[a as usize] ^ v[b as usize]);
            work += 1;
        }
        let g = self.mex.value();
        self.values.push(g);
        work
    }
}

impl SequenceJob for LaskerJob {
    fn advance(&mut self, target: usize, max_work: u64) -> usize {
        let mut work = 0;
        while self.values.len() < target && work < max_work {
            work += self.push_next();
        }
        self.values.len()
    }

    fn values_in(&self, start: usize, end: usize) -> Vec<u32> {
        let end = end.min(self.values.len());
        self.values[start.min(end)..end].to_vec()
    }

    fn report(&self) -> SequenceReport {
        let v = &self.values;
        let len = v.len();
        // The arithmetic period: g(n + 4) = g(n) + 4 for every computed n >= pre.
        let mut pre = len.saturating_sub(4);
        while pre > 0 && v[pre - 1] + 4 == v[pre + 3] {
            pre -= 1;
        }
        let matches_form = v.iter().enumerate().all(|(n, &g)| g as u64 == closed_form(n as u64));
        let (preperiod, period, proved, reason) = if len > 4 && apparent(len, pre, 4) {
            let proved = matches_form;
            let reason = if proved {
                format!(
                    "arithmetic period: g(n+4) = g(n) + 4 from n = {pre}; every computed value agrees with the closed form g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3, which holds for every n (induction on n)"
                )
            } else {
                format!("apparent arithmetic period: g(n+4) = g(n) + 4 from n = {pre} over the computed values")
            };
            (Some(pre), Some(4), proved, reason)
        } else {
            (None, None, false, format!("no period found in the first {len} values"))
        };
        SequenceReport { game: self.game.clone(), values: v.clone(), preperiod, period, proved, reason }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_of;
    use crate::impartial::Solver;
    use proptest::prelude::*;

    #[test]
    fn notation_and_moves() {
        let p = Lasker.parse(" 7, 5").unwrap();
        assert_eq!(p.to_string(), "7,5");
        assert!(Lasker.parse("1001").unwrap_err().message.contains("at most 1000"));
        assert!(Lasker.parse("500,501").unwrap_err().message.contains("1001 counters in all, at most 1000"));
        assert_eq!(Lasker.parse("20,12").unwrap().to_string(), "20,12");
        assert!(Lasker.parse("3,x").is_err());
        let texts: Vec<String> = Lasker.moves(&Lasker.parse("4,1").unwrap()).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, ["h1-1", "h1-2", "h1-3", "h1-4", "h1:1+3", "h1:2+2", "h2-1"]);
        let split = Lasker.moves(&Lasker.parse("2,4,1").unwrap()).into_iter().find(|m| m.text == "h2:1+3").unwrap();
        assert_eq!(split.to.to_string(), "2,1,3,1");
        assert!(crate::games::lookup("lasker:3").is_err());
    }

    #[test]
    fn closed_form_equals_search() {
        let mut s = Solver::new(&Lasker);
        for n in 0..=60u64 {
            assert_eq!(s.searched_comp_grundy(&n).unwrap() as u64, closed_form(n), "heap {n}");
        }
        assert_eq!((0..9).map(closed_form).collect::<Vec<_>>(), [0, 1, 2, 4, 3, 5, 6, 8, 7]);
    }

    #[test]
    fn laws_on_small_positions() {
        // Every move's text and position round-trip, the value is the mex of the options'
        // values, and a position is P exactly when no move leads to a P-position.
        let mut s = Solver::new(&Lasker);
        for a in 0..7u64 {
            for b in 0..5u64 {
                let pos = Heaps(vec![a, b]);
                let g = s.sum_grundy(&pos.0).unwrap();
                let moves = Lasker.moves(&pos);
                let mut option_values = Vec::new();
                for m in &moves {
                    assert_eq!(Lasker.parse(&m.to.to_string()).unwrap(), m.to);
                    option_values.push(s.sum_grundy(&m.to.0).unwrap());
                }
                assert_eq!(g, mex_of(option_values.iter().copied()), "{pos}");
                let searched = s.searched_value(&pos.0, false).unwrap().outcome;
                let any_to_p = moves.iter().any(|m| s.searched_value(&m.to.0, false).unwrap().outcome == Outcome::P);
                assert_eq!(searched == Outcome::N, any_to_p, "{pos}");
                assert_eq!(searched == Outcome::P, g == 0, "{pos}");
            }
        }
    }

    #[test]
    fn sequence_is_searched_and_arithmetic_periodic() {
        let mut job = Lasker.sequence("lasker").unwrap();
        assert_eq!(job.advance(300, u64::MAX), 300);
        let r = job.report();
        assert!(r.values.iter().enumerate().all(|(n, &g)| g as u64 == closed_form(n as u64)));
        assert_eq!((r.preperiod, r.period, r.proved), (Some(1), Some(4), true));
        // A short prefix shows no period yet.
        let mut job = Lasker.sequence("lasker").unwrap();
        job.advance(10, u64::MAX);
        assert_eq!(job.report().period, None);
    }

    #[test]
    fn solve_7_5() {
        let sol = (ENTRY.build)(None).unwrap().solve("7,5", false).unwrap();
        // g(7) = 8, g(5) = 5.
        assert_eq!((sol.outcome, sol.grundy), (Outcome::N, Some(13)));
        assert_eq!(sol.moves.len(), 7 + 3 + 5 + 2);
        let mut s = Solver::new(&Lasker);
        for m in &sol.moves {
            let to = Lasker.parse(&m.to).unwrap();
            assert_eq!(m.winning, s.searched_value(&to.0, false).unwrap().outcome == Outcome::P, "{}", m.text);
        }
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        // Heap 1 must reach value 5: a heap of 5 does; its splits 1+6, 2+5, 3+4 all have value 7.
        // Heap 2 would have to reach value 8, which no option of a heap of 5 has.
        assert_eq!(winning, ["h1-2"]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn sums_agree_with_search(heaps in proptest::collection::vec(0u64..120, 1..6)) {
            let mut s = Solver::new(&Lasker);
            let fast = heaps.iter().fold(0, |acc, &h| acc ^ closed_form(h)) as u32;
            let searched = heaps.iter().fold(0, |acc, h| acc ^ s.searched_comp_grundy(h).unwrap());
            prop_assert_eq!(fast, searched);
            if heaps.iter().sum::<u64>() <= MAX_TOTAL {
                let text = Heaps(heaps.clone()).to_string();
                prop_assert_eq!((ENTRY.build)(None).unwrap().grundy(&text).unwrap(), searched);
            }
        }
    }
}
