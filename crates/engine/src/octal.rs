//! Octal games: codes, value sequences and their periods.
//!
//! In the code `d0.d1d2d3...`, digit `d_k` (k >= 1) says how `k` counters may be taken from a
//! heap: bit 1 when they are the whole heap, bit 2 when one non-empty heap is left, bit 4 when
//! two non-empty heaps are left. `d0 = 4` allows splitting a heap into two without taking any.

use std::fmt;
use std::str::FromStr;

use crate::sequence::{octal_period, ClosedForm, Period, SequenceJob, SequenceReport};
use crate::sparse::{Method, Shape, SplitSequence};
use crate::vocab::{EngineError, ParseError};

/// The most digits an octal code may have after the point.
pub const MAX_DIGITS: usize = 4096;

/// A parsed octal code.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// `d0 = 4`: a heap may be split into two non-empty heaps without taking counters.
    pub split_without_taking: bool,
    /// `digits[k - 1]` is `d_k`; never ends in 0.
    pub digits: Vec<u8>,
}

impl OctalCode {
    /// The largest number of counters a move takes.
    pub fn max_take(&self) -> usize {
        self.digits.len()
    }

    /// The code of the subtraction game with set `set`: digit 3 for each member.
    pub fn subtraction(set: &[usize]) -> OctalCode {
        let max = set.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0u8; max];
        for &s in set {
            digits[s - 1] = 3;
        }
        OctalCode { split_without_taking: false, digits }
    }

    /// Each option of a heap of `n`: the heaps left (zero, one or two non-empty heaps), with
    /// the number taken.
    pub fn heap_options(&self, n: usize) -> Vec<(usize, Vec<usize>)> {
        let mut out = Vec::new();
        if self.split_without_taking {
            for a in 1..=n / 2 {
                if n - a >= 1 && a >= 1 {
                    out.push((0, vec![a, n - a]));
                }
            }
        }
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                out.push((k, vec![]));
            }
            if d & 2 != 0 && rest >= 1 {
                out.push((k, vec![rest]));
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    out.push((k, vec![a, rest - a]));
                }
            }
        }
        out
    }
}

impl FromStr for OctalCode {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let t = text.trim();
        if t.is_empty() {
            return Err(ParseError::new("empty octal code: write one like 0.77 or .137"));
        }
        let (head, tail) = match t.find('.') {
            Some(i) => (&t[..i], &t[i + 1..]),
            None => (t, ""),
        };
        let split_without_taking = match head {
            "" | "0" => false,
            "4" => true,
            _ => return Err(ParseError::at(format!("the digit before the point must be 0 or 4, not '{head}'"), 0)),
        };
        let mut digits = Vec::with_capacity(tail.len());
        for (i, ch) in tail.chars().enumerate() {
            match ch.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(ParseError::at(format!("'{ch}' is not an octal digit (0-7)"), head.len() + 1 + i)),
            }
        }
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() > MAX_DIGITS {
            return Err(ParseError::new(format!("octal code too long: at most {MAX_DIGITS} digits")));
        }
        if digits.is_empty() && !split_without_taking {
            return Err(ParseError::new("the code allows no move: give at least one non-zero digit"));
        }
        Ok(OctalCode { split_without_taking, digits })
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", if self.split_without_taking { 4 } else { 0 })?;
        for d in &self.digits {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The longest value sequence of a code that splits heaps, in the browser's worker and on the
/// command line. The rare/common method takes Grundy's game and 0.6 to 2^21 in seconds natively
/// (`make bench`); codes whose rare heaps are not rare (0.04, 0.06) fall back on the plain scan,
/// about n²/4 pairs per splitting digit: 2^21 is then hours, shown with progress and a Cancel.
/// Memory is one to four bytes a value.
pub const SPLIT_SEQUENCE_LIMIT: usize = 1 << 21;
/// The longest such sequence computed whole in memory and handed over as one array: the CLI's
/// `nimlab sequence` without `--stream`, the Python package and the JavaScript module (whose
/// results are one NumPy array or typed array, 16 to 64 MB at this length). Past it, only the
/// CLI's `--stream` goes on, a chunk on disk at a time, to heaps below 2^32.
pub const SPLIT_SEQUENCE_LIMIT_CLI: usize = 1 << 24;
impl OctalCode {
    /// Whether some move of the code leaves two heaps.
    pub fn splits(&self) -> bool {
        self.split_without_taking || self.digits.iter().any(|&d| d & 4 != 0)
    }

    /// How far a value sequence may be computed in the browser. Codes that never split cost n
    /// steps per digit: about 10^10 steps in all, at most 10^7 values.
    pub fn sequence_limit(&self) -> usize {
        if self.splits() {
            SPLIT_SEQUENCE_LIMIT
        } else {
            // u64: usize is 32 bits on wasm32.
            (10_000_000_000u64 / self.digits.len().max(1) as u64).min(10_000_000) as usize
        }
    }

    /// How far a value sequence may be computed on the command line.
    pub fn cli_sequence_limit(&self) -> usize {
        if self.splits() {
            SPLIT_SEQUENCE_LIMIT_CLI
        } else {
            self.sequence_limit()
        }
    }
}

/// The closed form of Dawson's chess, octal 0.137 (shared by the games that are it: pawns and
/// crosses on a strip).
pub fn dawsons_chess_closed_form(_: Option<&str>) -> Option<ClosedForm> {
    Some(ClosedForm {
        text: "Dawson's chess, octal 0.137: periodic with period 34 from n = 52".into(),
        value: None,
        period: Some((52, 34)),
    })
}

/// The value sequence g(0), g(1), ... of an octal game, computed incrementally so that a
/// caller (the web worker) can work in slices and report progress. The work is done by
/// [`SplitSequence`] (the rare/common method where it pays, periods once proved).
#[derive(Clone, Debug)]
pub struct OctalSequence {
    pub code: OctalCode,
    seq: SplitSequence,
}

impl OctalCode {
    /// The moves of this code as a [`Shape`].
    pub fn shape(&self) -> Shape {
        let with = |bit: u8| -> Vec<usize> {
            self.digits.iter().enumerate().filter(|&(_, &d)| d & bit != 0).map(|(i, _)| i + 1).collect()
        };
        let mut take_two = with(4);
        if self.split_without_taking {
            take_two.insert(0, 0);
        }
        Shape {
            take_all: with(1),
            take_one: with(2),
            take_two,
            equal_parts: true,
            theorem: (!self.split_without_taking).then_some(self.max_take()),
        }
    }
}

impl OctalSequence {
    pub fn new(code: OctalCode) -> Self {
        OctalSequence { seq: SplitSequence::new(code.shape()), code }
    }

    /// The same sequence computed by one method, without reading values off a proved period
    /// (for tests and benchmarks).
    pub fn with_method(code: OctalCode, method: Method) -> Self {
        OctalSequence { seq: SplitSequence::with_method(code.shape(), method).without_periods(), code }
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

    /// Computes values until `target` values are known or about `max_work` pairs of heaps have
    /// been examined; returns the number of values known.
    pub fn advance(&mut self, target: usize, max_work: u64) -> usize {
        self.seq.advance(target, max_work)
    }

    /// The sequence so far with its period.
    pub fn report(&self, game: &str) -> SequenceReport {
        let values = self.seq.values_in(0, self.seq.len());
        let theorem = !self.code.split_without_taking;
        let (period, proved, reason) = octal_period(&values, self.code.max_take(), theorem);
        SequenceReport {
            game: game.to_string(),
            values,
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            proved,
            reason,
        }
    }
}

/// The value sequence of an octal game as a [`SequenceJob`] under a game id.
pub struct OctalJob {
    pub game: String,
    pub sequence: OctalSequence,
}

impl SequenceJob for OctalJob {
    fn advance(&mut self, target: usize, max_work: u64) -> usize {
        self.sequence.advance(target, max_work)
    }
    fn report(&self) -> SequenceReport {
        self.sequence.report(&self.game)
    }
    fn values_in(&self, start: usize, end: usize) -> Vec<u32> {
        self.sequence.inner().values_in(start, end)
    }
    fn resume_with(&mut self, values: &[u32]) -> bool {
        self.sequence.seq.push_known(values);
        true
    }
    fn rare_split(&self) -> Option<(u32, usize)> {
        let seq = self.sequence.inner();
        (seq.mask() != 0).then(|| (seq.mask(), seq.rare_count()))
    }
    fn period_so_far(&self) -> (Option<Period>, bool, String) {
        let code = &self.sequence.code;
        self.sequence.inner().period_of_values(code.max_take(), !code.split_without_taking)
    }
}

/// The heap games whose misère quotients are computed: any octal code, and Grundy's game
/// (split a heap into two unequal heaps), which no octal code describes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapRules {
    Octal(OctalCode),
    Grundy,
}

impl HeapRules {
    /// Each move from a heap of `n`: how many counters it takes and the heaps it leaves.
    pub fn heap_options(&self, n: usize) -> Vec<(usize, Vec<usize>)> {
        match self {
            HeapRules::Octal(code) => code.heap_options(n),
            HeapRules::Grundy => (1..n.div_ceil(2)).map(|a| (0, vec![a, n - a])).collect(),
        }
    }

    /// Reads `octal:0.77`, a bare code `0.77`, or `grundy`. (A catalogue game's own rules come
    /// from the game: `Game::misere_rules`.)
    pub fn parse(text: &str) -> Result<HeapRules, EngineError> {
        let t = text.trim();
        if t == "grundy" {
            return Ok(HeapRules::Grundy);
        }
        let code = t.strip_prefix("octal:").unwrap_or(t);
        code.parse()
            .map(HeapRules::Octal)
            .map_err(|e: ParseError| EngineError::Refused(format!("octal code '{code}': {}", e.message)))
    }
}

impl std::fmt::Display for HeapRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HeapRules::Octal(code) => write!(f, "octal:{code}"),
            HeapRules::Grundy => f.write_str("grundy"),
        }
    }
}

impl From<OctalCode> for HeapRules {
    fn from(code: OctalCode) -> Self {
        HeapRules::Octal(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_of;

    #[test]
    fn parse_and_display() {
        assert_eq!("0.77".parse::<OctalCode>().unwrap().to_string(), "0.77");
        assert_eq!(".137".parse::<OctalCode>().unwrap().to_string(), "0.137");
        assert_eq!("4".parse::<OctalCode>().unwrap().to_string(), "4.");
        assert_eq!("0.770".parse::<OctalCode>().unwrap().to_string(), "0.77");
        assert!("0.78".parse::<OctalCode>().unwrap_err().message.contains("'8'"));
        assert!("3.1".parse::<OctalCode>().is_err());
        assert!("0.000".parse::<OctalCode>().is_err());
        assert!("".parse::<OctalCode>().is_err());
    }

    #[test]
    fn fast_sequence_matches_definition() {
        for code in ["0.77", "0.137", "0.07", "0.007", "4.", "4.3", "0.6", "0.31", "0.3033", "0.156"] {
            let code: OctalCode = code.parse().unwrap();
            let mut seq = OctalSequence::new(code.clone());
            let fast = seq.up_to(120);
            let mut slow = Vec::new();
            for n in 0..=120usize {
                let opts = code.heap_options(n);
                slow.push(mex_of(opts.iter().map(|(_, hs)| hs.iter().fold(0, |a, &h| a ^ slow[h]))));
            }
            assert_eq!(fast, slow, "code {code}");
        }
    }
}
