//! Value sequences g(0..=n) of heap games and their periods.

use serde::{Deserialize, Serialize};

/// A computed value sequence with its (apparent or proved) period.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SequenceReport {
    pub game: String,
    pub values: Vec<u32>,
    /// The first index from which the period holds.
    pub preperiod: Option<usize>,
    /// The smallest period seen.
    pub period: Option<usize>,
    /// Whether a theorem guarantees the period holds forever (for octal games: the octal
    /// periodicity theorem), rather than only over the computed values.
    pub proved: bool,
    /// A sentence explaining `proved`.
    pub reason: String,
}

/// What is known in closed form about a heap game's values g(n), for the analysis page; tests
/// check it against the computed sequence (`tests/suite/closed_form.rs`).
pub struct ClosedForm {
    /// The formula or fact, e.g. "g(n) = n mod 4".
    pub text: String,
    /// g(n) by the formula, where it gives one (`None` for an n it says nothing about).
    pub value: Option<Box<dyn Fn(usize) -> Option<u32>>>,
    /// `(preperiod, period)` when the text states that the values are periodic.
    pub period: Option<(usize, usize)>,
}

/// A game's closed form from the parameters after the colon of its id (`None`: none is
/// shown, e.g. a subtraction set that is not {1, ..., M}).
pub type ClosedFormFn = fn(Option<&str>) -> Option<ClosedForm>;

/// A value sequence being computed a slice at a time (so the web worker can report progress
/// and take a cancel between slices).
pub trait SequenceJob {
    /// Computes until `target` values are known or about `max_work` elementary steps were
    /// spent; returns how many values are known.
    fn advance(&mut self, target: usize, max_work: u64) -> usize;
    /// The values so far with their period.
    fn report(&self) -> SequenceReport;
    /// The known values g(start..end) (clamped to those known), without looking for a period:
    /// what the browser's worker sends while it computes.
    fn values_in(&self, start: usize, end: usize) -> Vec<u32> {
        let values = self.report().values;
        let end = end.min(values.len());
        values[start.min(end)..end].to_vec()
    }
    /// Takes `values` as the next values of the sequence, computed earlier (a stream resumed
    /// from its files); false when this job cannot resume, and then it is left unchanged.
    fn resume_with(&mut self, _values: &[u32]) -> bool {
        false
    }
    /// The rare/common split in use: its mask and how many heaps have rare values.
    fn rare_split(&self) -> Option<(u32, usize)> {
        None
    }
    /// The period of the values so far, as [`SequenceJob::report`] gives it but without a copy
    /// of the values where the job can avoid one.
    fn period_so_far(&self) -> (Option<Period>, bool, String) {
        let r = self.report();
        let period = r.preperiod.zip(r.period).map(|(preperiod, period)| Period { preperiod, period });
        (period, r.proved, r.reason)
    }
}

/// A detected period: `values[n + period] == values[n]` for every `n >= preperiod` computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
}

/// The smallest preperiod for which `period` holds to the end of `values`.
pub fn preperiod_for<T: PartialEq>(values: &[T], period: usize) -> usize {
    if period >= values.len() {
        return values.len();
    }
    let mut n = values.len() - period;
    while n > 0 && values[n - 1] == values[n - 1 + period] {
        n -= 1;
    }
    n
}

/// Finds the smallest period that `accept` (given preperiod and period) considers shown by the
/// data. Returns the period with its smallest preperiod.
pub fn find_period<T: PartialEq>(values: &[T], accept: impl Fn(usize, usize) -> bool) -> Option<Period> {
    (1..=values.len() / 2).find_map(|p| {
        let pre = preperiod_for(values, p);
        accept(pre, p).then_some(Period { preperiod: pre, period: p })
    })
}

/// The evidence needed to call a period apparent: the periodic part must hold for at least
/// two whole periods and at least 24 values after the preperiod, so that the last few values
/// of a sequence without a period are not mistaken for one.
pub fn apparent(len: usize, pre: usize, p: usize) -> bool {
    let tail = len - pre;
    tail >= 2 * p && tail >= p + 24
}

/// Periodicity of an octal game: proved when the octal periodicity theorem applies (values
/// agree for pre <= n < 2 pre + p + k, where k is the largest number of counters a move
/// removes), else apparent. Generic over the value type, so that a long sequence is checked
/// where it is stored rather than widened into a copy.
pub fn octal_period<T: PartialEq>(
    values: &[T],
    max_take: usize,
    theorem_applies: bool,
) -> (Option<Period>, bool, String) {
    let len = values.len();
    let needed = |pre: usize, p: usize| 2 * pre + 2 * p + max_take;
    if theorem_applies {
        if let Some(per) = find_period(values, |pre, p| len >= needed(pre, p)) {
            return (
                Some(per),
                true,
                format!(
                    "proved by the octal periodicity theorem: the period holds for every n from {} to {} (needs n < 2·{} + {} + {})",
                    per.preperiod,
                    needed(per.preperiod, per.period) - per.period - 1,
                    per.preperiod,
                    per.period,
                    max_take
                ),
            );
        }
    }
    match find_period(values, |pre, p| apparent(len, pre, p)) {
        Some(per) => {
            let why = if theorem_applies {
                format!(
                    "apparent only: the octal periodicity theorem needs values up to n = {}; compute further to prove it",
                    needed(per.preperiod, per.period) - 1
                )
            } else {
                "apparent only: no periodicity theorem covers this game".to_string()
            };
            (Some(per), false, why)
        }
        None => (None, false, format!("no period found in the first {len} values")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pure_period() {
        let v: Vec<u32> = (0..60).map(|n| (n % 3) as u32).collect();
        let p = find_period(&v, |pre, p| apparent(v.len(), pre, p)).unwrap();
        assert_eq!(p, Period { preperiod: 0, period: 3 });
    }

    #[test]
    fn preperiod_is_minimal() {
        let mut v = vec![7, 7, 9];
        v.extend((0..60).map(|n| (n % 4) as u32));
        let p = find_period(&v, |pre, p| apparent(v.len(), pre, p)).unwrap();
        assert_eq!(p, Period { preperiod: 3, period: 4 });
    }

    #[test]
    fn short_tails_are_not_periods() {
        let v: Vec<u32> = (0..40).map(|n| n as u32).chain([1, 2, 1, 2]).collect();
        assert_eq!(find_period(&v, |pre, p| apparent(v.len(), pre, p)), None);
    }
}
