//! Crosses on a strip: players take turns putting a cross in an empty cell that has no cross
//! as a neighbour; the player who cannot move loses.
//!
//! Modelled on usable cells: a cross at cell i makes cells i-1, i and i+1 unusable, so a run
//! of n usable cells (1-based cells 1..n) with a cross at i leaves the runs 1..i-2 and
//! i+2..n, of lengths max(0, i-2) and max(0, n-i-1); a cross at an end cell removes two
//! cells (one if n = 1). That is Dawson's chess, octal 0.137: take 1 only as a whole heap,
//! take 2 leaving zero or one heap, take 3 leaving zero, one or two heaps.
//!
//! Positions: `10` (ten empty cells) or a strip such as `ooo.oo`, where `o` is an empty usable
//! cell and `.` a cell that is crossed or next to a cross (`-` and `_` are read as `.` too).
//! A move is written as the 1-based number of the cell crossed, e.g. `3`.

use std::cell::RefCell;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::Strip;
use crate::octal::{dawsons_chess_closed_form, OctalCode, OctalJob, OctalSequence};
use crate::rules::{Moves, Rules};
use crate::sequence::SequenceJob;
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "crosses",
    name: "Crosses on a strip",
    example_game: "crosses",
    example_position: "10",
    summary: "Put a cross in an empty cell with no cross next to it; the player who cannot move loses.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Crosses>,
    why: WHY,
    closed_form: Some(dawsons_chess_closed_form),
    sum_component: true,
    checks: Checks { starts: &[("crosses", &["6"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A strip of n cells. Players take turns putting a cross in an empty cell that has no \
     cross next to it. The player who cannot move loses.",
    theory: "A cross at cell i makes cells i-1, i and i+1 unusable, so the strip splits into two \
     independent strips, cells 1 to i-2 and i+2 to n; a cross at an end removes two cells. \
     Values: mex over the moves, XOR over the strips. This is Dawson's chess, the octal game \
     0.137, and its values are periodic with period 34 from n = 52 on.",
    example: "A strip of 4 is lost for the player to move: every cross leaves room for exactly one \
     more, and the opponent places it. A strip of 5 (value 3) is won by a cross in the \
     middle, cell 3: it leaves cells 1 and 5 as two separate strips of one cell, \
     1 ⊕ 1 = 0. The opponent crosses one of them and you cross the other.",
    claims: &[
        Claim {
            game: "crosses",
            position: "",
            fact: Fact::Period { preperiod: 52, period: 34, to: 200 },
            says: "periodic with period 34 from n = 52",
        },
        Claim {
            game: "crosses",
            position: "4",
            fact: Fact::Outcome(Outcome::P),
            says: "A strip of 4 is lost for the player to move",
        },
        Claim { game: "crosses", position: "5", fact: Fact::Grundy(3), says: "A strip of 5 (value 3)" },
        Claim {
            game: "crosses",
            position: "5",
            fact: Fact::WinningMoves(&["3"]),
            says: "a cross in the middle, cell 3",
        },
        Claim { game: "crosses", position: "5", fact: Fact::Reaches("3", "o...o"), says: "it leaves cells 1 and 5" },
        Claim { game: "crosses", position: "o...o", fact: Fact::Grundy(0), says: "1 ⊕ 1 = 0" },
    ],
};

/// The longest strip a position may have. Values come from the 0.137 sequence (its period is
/// proved, so any length is answered at once) and the remoteness search gives up within the
/// solver's work bound, with a note. What grows is the answer: each of the n moves carries the
/// n-cell strip it reaches, n² characters in all. Measured (release CLI, `nimlab solve crosses
/// 2000 --json`): 4.5 MB in 0.1 s; 10,000 cells would be a 100 MB answer for a page to draw.
pub const MAX_CELLS: usize = 2000;

/// Dawson's chess's octal code, 0.137, whose heaps are runs of usable cells.
pub fn code() -> OctalCode {
    "0.137".parse().expect("a valid code")
}

/// Crosses on a strip with its value table (the 0.137 sequence).
#[derive(Debug)]
pub struct Crosses {
    table: RefCell<OctalSequence>,
}

impl Default for Crosses {
    fn default() -> Self {
        Self::new()
    }
}

impl Crosses {
    pub fn new() -> Self {
        Crosses { table: RefCell::new(OctalSequence::new(code())) }
    }

    fn g(&self, n: usize) -> u32 {
        self.table.borrow_mut().value(n)
    }
}

impl Rules for Crosses {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Strip;
    fn parse(&self, text: &str) -> Result<Strip, ParseError> {
        let t = text.trim();
        if !t.chars().all(|c| c.is_ascii_digit()) {
            if let Some((i, ch)) = t.chars().enumerate().find(|(_, c)| !matches!(c, 'o' | 'O' | '.' | '-' | '_')) {
                return Err(ParseError::at(
                    format!("unexpected '{ch}': write an empty usable cell as o and a crossed or unusable cell as ."),
                    i,
                ));
            }
        }
        Strip::parse(text, MAX_CELLS)
    }
    fn board(&self, pos: &Strip) -> Board {
        Board::Strip { cells: pos.0.clone() }
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(OctalJob { game: id.to_string(), sequence: OctalSequence::new(code()) }))
    }
    fn sequence_limit(&self) -> usize {
        code().sequence_limit()
    }
    fn cli_sequence_limit(&self) -> usize {
        code().cli_sequence_limit()
    }
}

impl Moves for Crosses {
    fn moves(&self, pos: &Strip) -> Vec<Move<Strip>> {
        let cells = &pos.0;
        let mut out = Vec::new();
        for i in (0..cells.len()).filter(|&i| cells[i]) {
            let mut to = pos.clone();
            for c in &mut to.0[i.saturating_sub(1)..(i + 2).min(cells.len())] {
                *c = false;
            }
            out.push(Move { text: format!("{}", i + 1), spot: Spot::Cell { index: i }, to });
        }
        out
    }
}

impl ImpartialGame for Crosses {
    type Comp = usize;
    fn components(&self, pos: &Strip) -> Vec<usize> {
        pos.runs()
    }
    fn comp_options(&self, &n: &usize) -> Vec<Vec<usize>> {
        // A cross at 0-based cell j leaves j - 1 cells on the left and n - j - 2 on the right;
        // mirror images give the same option, so j runs over the first half only.
        (0..n.div_ceil(2))
            .map(|j| [j.saturating_sub(1), n.saturating_sub(j + 2)].into_iter().filter(|&r| r > 0).collect())
            .collect()
    }
    fn closed_form_grundy(&self, &n: &usize) -> Option<u32> {
        Some(self.g(n))
    }
    fn closed_form(&self, pos: &Strip, misere: bool) -> Option<ClosedFormValue> {
        if misere {
            return None;
        }
        let runs = pos.runs();
        let x = runs.iter().fold(0, |acc, &r| acc ^ self.g(r));
        let terms: Vec<String> = runs.iter().map(|&r| format!("G({r}) = {}", self.g(r))).collect();
        let terms = if terms.is_empty() { "no usable cells".to_string() } else { terms.join(", ") };
        Some(ClosedFormValue {
            text: format!("each run of usable cells is a heap of Dawson's chess (octal 0.137): {terms}; XOR = {x}"),
            grundy: Some(x),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_of;
    use crate::impartial::Solver;
    use std::collections::HashMap;

    #[test]
    fn notation_and_moves() {
        let g = Crosses::new();
        assert_eq!(g.parse("ooooo").unwrap().to_string(), "5");
        assert_eq!(g.parse(" ooo.oo ").unwrap().to_string(), "ooo.oo");
        assert_eq!(g.parse("o-o_o").unwrap().to_string(), "o.o.o");
        let e = g.parse("oxo").unwrap_err();
        assert_eq!(e.at, Some(1));
        assert!(e.message.contains("usable cell as o"), "{}", e.message);
        assert!(g.parse("o1o").is_err());
        assert!(g.parse("2001").unwrap_err().message.contains("at most 2000"));
        assert!(g.parse(&"o".repeat(2001)).unwrap_err().message.contains("at most 2000"));
        assert!(g.parse("").is_err());
        let moves = g.moves(&g.parse("5").unwrap());
        let tos: Vec<(String, String)> = moves.iter().map(|m| (m.text.clone(), m.to.to_string())).collect();
        let expect = [("1", "..ooo"), ("2", "...oo"), ("3", "o...o"), ("4", "oo..."), ("5", "ooo..")];
        assert_eq!(tos, expect.map(|(a, b)| (a.to_string(), b.to_string())));
        assert_eq!(g.moves(&g.parse("o").unwrap())[0].to.to_string(), ".");
        assert!(crate::games::lookup("crosses:3").is_err());
    }

    #[test]
    fn options_follow_the_rules_text() {
        // A cross at 1-based cell i leaves cells 1..i-2 and i+2..n.
        let g = Crosses::new();
        for n in 0..30usize {
            let mut expected: Vec<Vec<usize>> = (1..=n)
                .map(|i| {
                    let mut o: Vec<usize> =
                        [i.saturating_sub(2), n.saturating_sub(i + 1)].into_iter().filter(|&r| r > 0).collect();
                    o.sort();
                    o
                })
                .collect();
            expected.sort();
            expected.dedup();
            let mut got: Vec<Vec<usize>> = g
                .comp_options(&n)
                .into_iter()
                .map(|mut o| {
                    o.sort();
                    o
                })
                .collect();
            got.sort();
            got.dedup();
            assert_eq!(got, expected, "n = {n}");
        }
    }

    /// Grundy values of real strips from `moves` alone, without splitting into runs.
    fn brute(g: &Crosses, strip: &Strip, memo: &mut HashMap<Vec<bool>, u32>) -> u32 {
        if let Some(&v) = memo.get(&strip.0) {
            return v;
        }
        let options: Vec<u32> = g.moves(strip).iter().map(|m| brute(g, &m.to, memo)).collect();
        let v = mex_of(options);
        memo.insert(strip.0.clone(), v);
        v
    }

    #[test]
    fn real_strips_match_the_table() {
        let g = Crosses::new();
        let mut memo = HashMap::new();
        let mut s = Solver::new(&g);
        for len in 0..=12usize {
            for bits in 0u32..(1 << len) {
                let strip = Strip((0..len).map(|i| bits >> i & 1 == 1).collect());
                let comps = g.components(&strip);
                let table = comps.iter().fold(0, |acc, &r| acc ^ g.g(r));
                assert_eq!(brute(&g, &strip, &mut memo), table, "{strip}");
                assert_eq!(s.sum_grundy(&comps).unwrap(), table);
                // Every move's position parses back.
                for m in g.moves(&strip) {
                    assert_eq!(g.parse(&m.to.to_string()).unwrap(), m.to);
                }
            }
        }
        for n in 0..=80usize {
            assert_eq!(s.searched_comp_grundy(&n).unwrap(), g.g(n), "run {n}");
        }
    }

    #[test]
    fn solve_and_formula() {
        let game = (ENTRY.build)(None).unwrap();
        let sol = game.solve("ooo.oo", false).unwrap();
        // G(3) = 2, G(2) = 1.
        assert_eq!((sol.outcome, sol.grundy), (Outcome::N, Some(3)));
        assert_eq!(sol.formula.unwrap().grundy, Some(3));
        let g = Crosses::new();
        let mut s = Solver::new(&g);
        for m in &sol.moves {
            let to = g.parse(&m.to).unwrap();
            assert_eq!(m.winning, s.searched_value(&g.components(&to), false).unwrap().outcome == Outcome::P);
        }
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        // Crossing an end of the run of three leaves a run of 1 (value 1) beside the run of 2
        // (value 1): XOR 0. Its middle cell leaves value 1; the run of 2 leaves value 2.
        assert_eq!(winning, ["1", "3"]);
    }

    #[test]
    fn sequence_is_dawsons_chess() {
        let game = (ENTRY.build)(None).unwrap();
        let mut job = game.sequence().unwrap();
        job.advance(200, u64::MAX);
        let r = job.report();
        assert_eq!(&r.values[..10], &[0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
        assert_eq!((r.preperiod, r.period, r.proved), (Some(52), Some(34), true));
    }

    mod golden {
        //! Golden tests for crosses on a strip: its values are Dawson's chess's (OEIS A002187), and
        //! the period GAMES.md states (34, from n = 52) is what the computed values show.

        use crate::games::crosses::{Crosses, MAX_CELLS};
        use crate::games::lookup;
        use crate::impartial::ImpartialGame;

        fn a002187() -> Vec<u32> {
            let path = format!("{}/tests/data/A002187_dawsons_chess.txt", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).unwrap();
            let mut out = Vec::new();
            for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
                let f: Vec<u32> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
                assert_eq!(f[0] as usize, out.len());
                out.push(f[1]);
            }
            out
        }

        #[test]
        fn values_are_a002187() {
            let a = a002187();
            let game = lookup("crosses").unwrap();
            let table = Crosses::new();
            for (n, &g) in a.iter().enumerate() {
                assert_eq!(table.closed_form_grundy(&n), Some(g), "strip of {n}");
                // Whole strips that a position may hold, through the position notation.
                if n <= MAX_CELLS {
                    assert_eq!(game.grundy(&n.to_string()).unwrap(), g, "strip of {n}");
                }
            }
            // A strip with gaps is the sum of its runs.
            assert_eq!(game.grundy("ooooo.ooo..o").unwrap(), a[5] ^ a[3] ^ a[1]);
            let mut job = game.sequence().unwrap();
            job.advance(a.len(), u64::MAX);
            assert_eq!(job.report().values, a);
        }

        #[test]
        fn period_34_from_52() {
            let game = lookup("crosses").unwrap();
            let mut job = game.sequence().unwrap();
            job.advance(400, u64::MAX);
            let r = job.report();
            assert_eq!((r.preperiod, r.period, r.proved), (Some(52), Some(34), true), "{}", r.reason);
            assert_eq!(r.values[51], 2);
            assert_ne!(r.values[51], r.values[51 + 34]);
            assert!((52..r.values.len() - 34).all(|n| r.values[n] == r.values[n + 34]));
        }

        #[test]
        fn solving_a_strip() {
            let game = lookup("crosses").unwrap();
            let sol = game.solve("10", false).unwrap();
            // G(10) = 3: the first player wins.
            assert_eq!(sol.grundy, Some(3));
            assert_eq!(sol.moves.len(), 10);
            for m in &sol.moves {
                assert_eq!(m.winning, game.grundy(&m.to).unwrap() == 0, "{}", m.text);
            }
            let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
            // The winning crosses leave runs 1..i-2 and i+2..10 whose A002187 values cancel.
            let a = a002187();
            let expected: Vec<String> = (1..=10usize)
                .filter(|&i| a[i.saturating_sub(2)] ^ a[10usize.saturating_sub(i + 1)] == 0)
                .map(|i| i.to_string())
                .collect();
            assert_eq!(winning, expected);
            assert!(!expected.is_empty());
        }
    }
}
