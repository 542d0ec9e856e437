//! Grundy's game: split one heap into two non-empty heaps of different sizes. Heaps of 1 and 2
//! are dead. No period is known (the values have been computed to about 2^35 without one).
//!
//! Positions are heaps written `7` or `7,5`; a move is written `h1:3+4` (split heap 1 into
//! heaps of 3 and 4, smaller first; the two take the old heap's place in the list).
//!
//! The value sequence is computed incrementally: g(n) is the mex of g(a) xor g(n - a) over
//! 1 <= a < n - a. While every value is below 256 (up to 2^21 the largest is 231) the values
//! are kept as bytes: the options' values are formed in one vectorisable pass and then marked
//! in a 256-entry array (faster, as measured, than marking bits of a 256-bit set).

use std::cell::RefCell;

use crate::board::{Board, Spot};
use crate::games::lasker::parse_heaps_with_total;
use crate::games::nim::Heaps;
use crate::games::{no_params, Adapter, Entry, Game};
use crate::impartial::{ImpartialGame, Move};
use crate::mex::Mex;
use crate::notation::ParseError;
use crate::sequence::{apparent, find_period, SequenceJob, SequenceReport};

pub const ENTRY: Entry = Entry {
    id: "grundy",
    name: "Grundy's game",
    example_game: "grundy",
    example_position: "7,5",
    summary: "Split one heap into two non-empty heaps of different sizes; the player who cannot move loses.",
    build,
};

/// The most counters a position may hold in all, and the most heaps. Values come from the value
/// sequence (a byte table); the remoteness search gives up within the solver's work bound
/// (`max_visits`), which heaps of more than about 50 reach; they are answered without
/// remoteness, with a note, in well under a second.
pub const MAX_TOTAL: u64 = 1000;
pub const MAX_HEAPS: usize = 64;
/// The longest value sequence one request may compute: about 10^10 steps, minutes in a tab.
pub const SEQUENCE_LIMIT: usize = 200_000;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params("grundy", params)?;
    Ok(Box::new(Adapter { id: "grundy".into(), name: "Grundy's game".into(), misere: true, game: Grundy::new() }))
}

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

/// The value sequence g(0), g(1), ... of Grundy's game.
#[derive(Clone, Debug, Default)]
pub struct GrundySequence {
    values: Vec<u32>,
    /// The values as bytes, kept while all are below 256 (a quarter of the memory traffic).
    small: Vec<u8>,
    /// Scratch: the options' values of the heap being computed.
    xors: Vec<u8>,
    max_value: u32,
    mex: Mex,
}

impl GrundySequence {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// g(0..=n), computing what is missing.
    pub fn up_to(&mut self, n: usize) -> &[u32] {
        while self.values.len() <= n {
            self.push_next();
        }
        &self.values[..=n]
    }

    /// Computes values until `target` are known or about `max_work` splits were examined;
    /// returns the number of values known.
    pub fn advance(&mut self, target: usize, max_work: u64) -> usize {
        let mut work = 0u64;
        while self.values.len() < target && work < max_work {
            work += self.push_next();
        }
        self.values.len()
    }

    /// Computes the next value; returns the work done.
    fn push_next(&mut self) -> u64 {
        let n = self.values.len();
        // a = 1..=m pairs with b = n - a = n - 1 down to n - m.
        let m = n.saturating_sub(1) / 2;
        let value = if self.max_value < 256 {
            // Every value so far fits a byte, so every option's value is below 256.
            let v = &self.small;
            self.xors.clear();
            if m > 0 {
                self.xors.extend(v[1..=m].iter().zip(v[n - m..n].iter().rev()).map(|(x, y)| x ^ y));
            }
            let mut seen = [false; 256];
            for &z in &self.xors {
                seen[z as usize] = true;
            }
            seen.iter().position(|&s| !s).unwrap_or(256) as u32
        } else {
            let v = &self.values;
            self.mex.begin(m);
            for a in 1..=m {
                self.mex.mark(v[a] ^ v[n - a]);
            }
            self.mex.value()
        };
        self.max_value = self.max_value.max(value);
        self.values.push(value);
        if self.max_value < 256 {
            self.small.push(value as u8);
        }
        m as u64 + 1
    }

    /// The values so far. No period is known, so none is ever proved; an apparent one would be
    /// reported (none shows up in the range a browser can compute).
    pub fn report(&self, game: &str) -> SequenceReport {
        let len = self.values.len();
        let found = find_period(&self.values, |pre, p| apparent(len, pre, p));
        let known = "no period is known for Grundy's game (it has been computed to about 2^35 values without one)";
        let reason = match found {
            Some(_) => format!("apparent only over the first {len} values; {known}"),
            None => format!("no period found in the first {len} values; {known}"),
        };
        SequenceReport {
            game: game.to_string(),
            values: self.values.clone(),
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
}

impl ImpartialGame for Grundy {
    type Pos = Heaps;
    type Comp = u64;

    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        parse_heaps_with_total(text, MAX_TOTAL, MAX_HEAPS)
    }

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

    fn components(&self, pos: &Heaps) -> Vec<u64> {
        pos.0.clone()
    }

    fn comp_options(&self, &h: &u64) -> Vec<Vec<u64>> {
        splits(h).map(|(a, b)| vec![a, b]).collect()
    }

    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }

    fn fast_comp_grundy(&self, &h: &u64) -> Option<u32> {
        let n = usize::try_from(h).ok()?;
        Some(self.table.borrow_mut().up_to(n)[n])
    }

    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(GrundyJob { game: id.to_string(), sequence: GrundySequence::new() }))
    }

    fn sequence_limit(&self) -> usize {
        SEQUENCE_LIMIT
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;
    use crate::mex::mex_of;
    use crate::value::Outcome;
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
            assert_eq!(g.fast_comp_grundy(&n), Some(s.searched_comp_grundy(&n).unwrap()), "heap {n}");
        }
    }

    #[test]
    fn wide_path_equals_definition() {
        // Force the general mex path from the start and compare with the bitset path.
        let mut wide = GrundySequence { max_value: 256, ..GrundySequence::new() };
        let mut fast = GrundySequence::new();
        assert_eq!(wide.up_to(400), fast.up_to(400));
        let mut slow: Vec<u32> = Vec::new();
        for n in 0..=400u64 {
            slow.push(mex_of(splits(n).map(|(a, b)| slow[a as usize] ^ slow[b as usize])));
        }
        assert_eq!(fast.values(), &slow[..]);
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
        let game = build(None).unwrap();
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
            let fast = heaps.iter().fold(0, |acc, h| acc ^ g.fast_comp_grundy(h).unwrap());
            let searched = heaps.iter().fold(0, |acc, h| acc ^ s.searched_comp_grundy(h).unwrap());
            prop_assert_eq!(fast, searched);
        }
    }
}
