//! Grundy's game: split one heap into two non-empty heaps of different sizes. Heaps of 1 and 2
//! are dead. No period is known (the values have been computed to about 2^35 without one).
//!
//! Positions are heaps written `7` or `7,5`; a move is written `h1:3+4` (split heap 1 into
//! heaps of 3 and 4, smaller first; the two take the old heap's place in the list).
//!
//! The value sequence is computed incrementally: g(n) is the mex of g(a) xor g(n - a) over
//! 1 <= a < n - a, by the rare/common method of [`crate::sparse`] (only 1,274 heaps below 2^21
//! have rare values under the mask 0xfe, so a value costs about as many pairs as there are rare
//! heaps, not n/2). Values below 256 (up to 2^21 the largest is 231) are kept as bytes.

use std::cell::RefCell;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps_with_total, Heaps};
use crate::octal::HeapRules;
use crate::rules::{Moves, Rules};
use crate::sequence::{apparent, find_period, ClosedForm, SequenceJob, SequenceReport};
use crate::sparse::{Method, Shape, SplitSequence};
use crate::vocab::{Move, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "grundy",
    name: "Grundy's game",
    example_game: "grundy",
    example_position: "7,5",
    summary: "Split one heap into two non-empty heaps of different sizes; the player who cannot move loses.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Grundy>,
    why: WHY,
    closed_form: Some(closed_form),
    sum_component: true,
    checks: Checks { starts: &[("grundy", &["9", "5,4"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Heaps of counters. A move splits one heap into two non-empty heaps of different sizes, \
     so heaps of 1 and 2 can never be split. The player who cannot move loses.",
    theory: "g(n) is the mex of g(a) ⊕ g(n - a) over the splits with a < n - a, and a position's \
     value is the XOR of its heaps' values. From n = 0 the values are 0, 0, 0, 1, 0, 2, 1, \
     0, 2, 1, ... No formula and no period is known, although the values have been computed \
     up to about 2^35.",
    example: "A heap of 7 is lost for the player to move: its splits 1+6, 2+5 and 3+4 are worth \
     0 ⊕ 1 = 1, 0 ⊕ 2 = 2 and 1 ⊕ 0 = 1, none of them 0, so g(7) = mex{1, 2} = 0. In 7,5 \
     (value 0 ⊕ 2 = 2) split the 5 into 1 and 4: every heap left, 7, 1 and 4, has value 0.",
    claims: &[
        Claim {
            game: "grundy",
            position: "",
            fact: Fact::Values(&[0, 0, 0, 1, 0, 2, 1, 0, 2, 1]),
            says: "0, 0, 0, 1, 0, 2, 1, 0, 2, 1",
        },
        Claim { game: "grundy", position: "7", fact: Fact::Grundy(0), says: "g(7) = mex{1, 2} = 0" },
        Claim { game: "grundy", position: "1,6", fact: Fact::Grundy(1), says: "0 ⊕ 1 = 1" },
        Claim { game: "grundy", position: "2,5", fact: Fact::Grundy(2), says: "0 ⊕ 2 = 2" },
        Claim { game: "grundy", position: "3,4", fact: Fact::Grundy(1), says: "1 ⊕ 0 = 1" },
        Claim { game: "grundy", position: "7,5", fact: Fact::Grundy(2), says: "value 0 ⊕ 2 = 2" },
        Claim { game: "grundy", position: "7,5", fact: Fact::Wins("h2:1+4"), says: "split the 5 into 1 and 4" },
        Claim {
            game: "grundy",
            position: "7,5",
            fact: Fact::Reaches("h2:1+4", "7,1,4"),
            says: "7, 1 and 4, has value 0",
        },
    ],
};

fn closed_form(_: Option<&str>) -> Option<ClosedForm> {
    Some(ClosedForm { text: "none known: no period has been found up to about 2^35".into(), value: None, period: None })
}

/// The most counters a position may hold in all, and the most heaps. Values come from the value
/// sequence (a byte table); the remoteness search gives up within the solver's work bound
/// (`max_visits`), which heaps of more than about 50 reach; they are answered without
/// remoteness, with a note, in well under a second.
pub const MAX_TOTAL: u64 = 1000;
pub const MAX_HEAPS: usize = 64;
/// The longest value sequence one request may compute, in the browser's worker and on the
/// command line. By the rare/common method a value costs about as many pairs as there are rare
/// heaps (1,274 below 2^21) plus a short scan: 2^21 takes seconds natively (`make bench`), and
/// 2^24 about eight times as long; memory is one byte a value.
pub const SEQUENCE_LIMIT: usize = 1 << 21;
pub const SEQUENCE_LIMIT_CLI: usize = 1 << 24;

/// Grundy's game with its value table.
#[derive(Debug, Default)]
pub struct Grundy {
    table: RefCell<GrundySequence>,
}

impl Grundy {
    pub fn new() -> Self {
        Self::default()
    }
}

/// The splits of a heap of `n`: `(a, n - a)` with `1 <= a < n - a`.
pub fn splits(n: u64) -> impl Iterator<Item = (u64, u64)> {
    (1..=n.saturating_sub(1) / 2).map(move |a| (a, n - a))
}

/// The moves of Grundy's game as a [`Shape`]: split a heap into two unequal heaps.
pub fn shape() -> Shape {
    Shape { take_all: vec![], take_one: vec![], take_two: vec![0], equal_parts: false, theorem: None }
}

/// The value sequence g(0), g(1), ... of Grundy's game, computed by [`SplitSequence`] (the
/// rare/common method with the mask 0xfe once the values show it).
#[derive(Clone, Debug)]
pub struct GrundySequence {
    seq: SplitSequence,
}

impl Default for GrundySequence {
    fn default() -> Self {
        Self::new()
    }
}

impl GrundySequence {
    pub fn new() -> Self {
        GrundySequence { seq: SplitSequence::new(shape()) }
    }

    /// The same sequence computed by one method only (tests and benchmarks).
    pub fn with_method(method: Method) -> Self {
        GrundySequence { seq: SplitSequence::with_method(shape(), method) }
    }

    /// The engine doing the work (its mask, statistics, ...).
    pub fn inner(&self) -> &SplitSequence {
        &self.seq
    }

    /// How many values are known.
    pub fn len(&self) -> usize {
        self.seq.len()
    }

    pub fn is_empty(&self) -> bool {
        self.seq.is_empty()
    }

    /// g(n), computing what is missing.
    pub fn value(&mut self, n: usize) -> u32 {
        self.seq.value(n)
    }

    /// g(0..=n), computing what is missing.
    pub fn up_to(&mut self, n: usize) -> Vec<u32> {
        self.seq.up_to(n)
    }

    /// Computes values until `target` are known or about `max_work` splits were examined;
    /// returns the number of values known.
    pub fn advance(&mut self, target: usize, max_work: u64) -> usize {
        self.seq.advance(target, max_work)
    }

    /// The values so far. No period is known, so none is ever proved; an apparent one would be
    /// reported (none shows up in the range a browser can compute).
    pub fn report(&self, game: &str) -> SequenceReport {
        let values = self.seq.values_in(0, self.seq.len());
        let len = values.len();
        let found = find_period(&values, |pre, p| apparent(len, pre, p));
        let known = "no period is known for Grundy's game (it has been computed to about 2^35 values without one)";
        let reason = match found {
            Some(_) => format!("apparent only over the first {len} values; {known}"),
            None => format!("no period found in the first {len} values; {known}"),
        };
        SequenceReport {
            game: game.to_string(),
            values,
            preperiod: found.map(|p| p.preperiod),
            period: found.map(|p| p.period),
            proved: false,
            reason,
        }
    }
}

/// Grundy's game's sequence as a [`SequenceJob`] under a game id.
pub struct GrundyJob {
    pub game: String,
    pub sequence: GrundySequence,
}

impl SequenceJob for GrundyJob {
    fn advance(&mut self, target: usize, max_work: u64) -> usize {
        self.sequence.advance(target, max_work)
    }
    fn report(&self) -> SequenceReport {
        self.sequence.report(&self.game)
    }
    fn values_in(&self, start: usize, end: usize) -> Vec<u32> {
        self.sequence.inner().values_in(start, end)
    }
}

impl Rules for Grundy {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn has_misere(&self) -> bool {
        true
    }
    type Pos = Heaps;
    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        parse_heaps_with_total(text, MAX_TOTAL, MAX_HEAPS)
    }
    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(GrundyJob { game: id.to_string(), sequence: GrundySequence::new() }))
    }
    fn sequence_limit(&self) -> usize {
        SEQUENCE_LIMIT
    }
    fn cli_sequence_limit(&self) -> usize {
        SEQUENCE_LIMIT_CLI
    }
}

impl Moves for Grundy {
    fn moves(&self, pos: &Heaps) -> Vec<Move<Heaps>> {
        let mut out = Vec::new();
        for (i, &h) in pos.0.iter().enumerate() {
            for (a, b) in splits(h) {
                let mut to = pos.clone();
                to.0.splice(i..=i, [a, b]);
                out.push(Move { text: format!("h{}:{a}+{b}", i + 1), spot: Spot::Choice { value: a as i64 }, to });
            }
        }
        out
    }
}

impl ImpartialGame for Grundy {
    type Comp = u64;
    fn components(&self, pos: &Heaps) -> Vec<u64> {
        pos.0.clone()
    }
    fn quotient_rules(&self) -> Option<HeapRules> {
        Some(HeapRules::Grundy)
    }
    fn heap_sizes(&self, pos: &Heaps) -> Vec<usize> {
        pos.0.iter().map(|&h| h as usize).collect()
    }
    fn comp_options(&self, &h: &u64) -> Vec<Vec<u64>> {
        splits(h).map(|(a, b)| vec![a, b]).collect()
    }
    fn closed_form_grundy(&self, &h: &u64) -> Option<u32> {
        let n = usize::try_from(h).ok()?;
        Some(self.table.borrow_mut().value(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_of;
    use crate::impartial::Solver;
    use crate::vocab::Outcome;
    use proptest::prelude::*;

    #[test]
    fn notation_and_moves() {
        let g = Grundy::new();
        assert_eq!(g.parse("7, 5").unwrap().to_string(), "7,5");
        assert!(g.parse("1001").unwrap_err().message.contains("at most 1000"));
        assert!(g.parse("600,401").unwrap_err().message.contains("1001 counters in all"));
        assert!(g.parse("").is_err());
        let texts: Vec<String> = g.moves(&g.parse("2,7").unwrap()).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, ["h2:1+6", "h2:2+5", "h2:3+4"]);
        let m = g.moves(&g.parse("6,1").unwrap()).into_iter().next().unwrap();
        assert_eq!((m.text.as_str(), m.to.to_string()), ("h1:1+5", "1,5,1".to_string()));
        assert!(g.moves(&g.parse("1,2,0").unwrap()).is_empty());
        assert!(crate::games::lookup("grundy:1").is_err());
    }

    #[test]
    fn table_equals_search() {
        let g = Grundy::new();
        let mut s = Solver::new(&g);
        for n in 0..=80u64 {
            assert_eq!(g.closed_form_grundy(&n), Some(s.searched_comp_grundy(&n).unwrap()), "heap {n}");
        }
    }

    #[test]
    fn wide_path_equals_definition() {
        // Each method alone, and the engine's choice, against the definition.
        let mut slow: Vec<u32> = Vec::new();
        for n in 0..=2000u64 {
            slow.push(mex_of(splits(n).map(|(a, b)| slow[a as usize] ^ slow[b as usize])));
        }
        for method in [Method::Auto, Method::Full, Method::Sparse] {
            assert_eq!(GrundySequence::with_method(method).up_to(2000), slow, "{method:?}");
        }
    }

    #[test]
    fn laws_on_small_positions() {
        let g = Grundy::new();
        let mut s = Solver::new(&g);
        for a in 0..12u64 {
            for b in 0..9u64 {
                let pos = Heaps(vec![a, b]);
                let v = s.sum_grundy(&pos.0).unwrap();
                let moves = g.moves(&pos);
                let mut option_values = Vec::new();
                for m in &moves {
                    assert_eq!(g.parse(&m.to.to_string()).unwrap(), m.to);
                    option_values.push(s.sum_grundy(&m.to.0).unwrap());
                }
                assert_eq!(v, mex_of(option_values), "{pos}");
                let outcome = s.searched_value(&pos.0, false).unwrap().outcome;
                let any_to_p = moves.iter().any(|m| s.searched_value(&m.to.0, false).unwrap().outcome == Outcome::P);
                assert_eq!(outcome == Outcome::N, any_to_p, "{pos}");
                assert_eq!(outcome == Outcome::P, v == 0, "{pos}");
            }
        }
    }

    #[test]
    fn sequence_reports_no_proof() {
        let mut job = Grundy::new().sequence("grundy").unwrap();
        assert_eq!(job.advance(3000, u64::MAX), 3000);
        let r = job.report();
        assert!(!r.proved);
        assert_eq!(r.period, None);
        assert!(r.reason.contains("no period is known"));
        // Work-limited slices stop early and resume where they stopped.
        let mut job = Grundy::new().sequence("grundy").unwrap();
        let first = job.advance(3000, 10_000);
        assert!(first < 3000);
        assert_eq!(job.advance(3000, u64::MAX), 3000);
        assert_eq!(job.report().values, r.values);
    }

    #[test]
    fn solve_and_misere() {
        let game = (ENTRY.build)(None).unwrap();
        assert!(game.has_misere());
        let sol = game.solve("7", false).unwrap();
        // g(7) = 0: every split loses.
        assert_eq!((sol.outcome, sol.grundy), (Outcome::P, Some(0)));
        assert!(sol.moves.iter().all(|m| !m.winning));
        // Misère: a single heap of 1 or 2 has no move, so the player to move has won.
        assert_eq!(game.solve("2,1", true).unwrap().outcome, Outcome::N);
        assert_eq!(game.solve("3", true).unwrap().outcome, Outcome::P);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn sums_agree_with_search(heaps in proptest::collection::vec(0u64..120, 1..5)) {
            let g = Grundy::new();
            let mut s = Solver::new(&g);
            let fast = heaps.iter().fold(0, |acc, h| acc ^ g.closed_form_grundy(h).unwrap());
            let searched = heaps.iter().fold(0, |acc, h| acc ^ s.searched_comp_grundy(h).unwrap());
            prop_assert_eq!(fast, searched);
        }
    }

    mod golden {
        //! Golden tests for Grundy's game: OEIS A002188 and the aggregate facts in
        //! grundys_game_anchors.txt.

        use crate::games::grundy::{Grundy, GrundySequence, MAX_TOTAL};
        use crate::games::lookup;
        use crate::impartial::ImpartialGame;

        fn data(name: &str) -> String {
            let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        }

        /// The text of `key = value   # comment` in the anchors file.
        fn anchor_text(key: &str) -> String {
            let text = data("grundys_game_anchors.txt");
            let line = text
                .lines()
                .find(|l| l.split('=').next().map(str::trim) == Some(key))
                .unwrap_or_else(|| panic!("no anchor {key}"));
            line.split('=').nth(1).unwrap().split('#').next().unwrap().trim().to_string()
        }

        fn anchor(key: &str) -> u64 {
            anchor_text(key).parse().unwrap()
        }

        fn anchor_hex(key: &str) -> u64 {
            u64::from_str_radix(&anchor_text(key), 16).unwrap()
        }

        #[test]
        fn a002188() {
            let text = data("A002188_grundys_game.txt");
            let mut expected = Vec::new();
            for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
                let f: Vec<u32> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
                assert_eq!(f[0] as usize, expected.len());
                expected.push(f[1]);
            }
            assert_eq!(expected.len(), 105);
            // Through the game's sequence job (what the CLI and the app use).
            let mut job = lookup("grundy").unwrap().sequence().unwrap();
            assert_eq!(job.advance(105, u64::MAX), 105);
            let r = job.report();
            assert_eq!(r.values, expected);
            assert!(!r.proved);
            // And through the value of single heaps: the table the solver uses, and for heaps a
            // position may hold, the game's own answer.
            let table = Grundy::new();
            let game = lookup("grundy").unwrap();
            for (n, &g) in expected.iter().enumerate() {
                assert_eq!(table.closed_form_grundy(&(n as u64)), Some(g), "heap {n}");
                if n <= MAX_TOTAL as usize {
                    assert_eq!(game.grundy(&n.to_string()).unwrap(), g, "heap {n}");
                }
            }
        }

        /// Rare values of Grundy's game: those whose bits under the rare mask have even parity. Below
        /// 2^21 the last one is at n = 82860, so computing up to there sees all 1274 of them. About
        /// 1.7·10^9 steps, too long for every `cargo test`, so ignored: `make slow` runs it in
        /// release.
        #[test]
        #[ignore]
        fn rare_values_below_2_21() {
            let mask = anchor_hex("rare_mask_hex") as u32;
            let last = anchor("last_rare_index_below_2^21") as usize;
            let mut seq = GrundySequence::new();
            let values = seq.up_to(last + 1000);
            let rare: Vec<usize> =
                (0..values.len()).filter(|&n| (values[n] & mask).count_ones().is_multiple_of(2)).collect();
            assert_eq!(rare.len() as u64, anchor("rare_count_below_2^21"));
            assert_eq!(*rare.last().unwrap(), last);
            assert_eq!(&rare[..3], &[0, 1, 2]);
            assert!(values.iter().all(|&v| v as u64 <= anchor("largest_value")));
        }
    }
}
