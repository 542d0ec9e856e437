//! Dyadic rationals m/2^k: the numbers of short games, stops, means and temperatures.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// `num / 2^exp`, normalised: `num` is odd or `exp` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

/// The largest denominator exponent kept; beyond it a game would need more than 2^40 moves.
const MAX_EXP: u32 = 40;

impl Dyadic {
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    pub fn integer(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// `num / 2^exp`, normalised.
    pub fn new(mut num: i64, mut exp: u32) -> Dyadic {
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dyadic { num, exp }
    }

    pub fn num(self) -> i64 {
        self.num
    }

    pub fn exp(self) -> u32 {
        self.exp
    }

    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    pub fn half(self) -> Dyadic {
        if self.num % 2 == 0 {
            Dyadic { num: self.num / 2, exp: self.exp }
        } else {
            Dyadic { num: self.num, exp: (self.exp + 1).min(MAX_EXP) }
        }
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / (1u64 << self.exp) as f64
    }

    /// Both as numerators over the larger denominator.
    fn common(self, other: Dyadic) -> (i128, i128, u32) {
        let exp = self.exp.max(other.exp);
        ((self.num as i128) << (exp - self.exp), (other.num as i128) << (exp - other.exp), exp)
    }

    fn from_wide(mut num: i128, mut exp: u32) -> Dyadic {
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dyadic { num: num.clamp(i64::MIN as i128, i64::MAX as i128) as i64, exp }
    }

    /// The floor, an integer.
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The simplest number strictly between `lo` and `hi` (either may be missing, meaning no
    /// bound): the integer of least magnitude if there is one, else the dyadic with the
    /// smallest denominator.
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
        match (lo, hi) {
            (None, None) => Dyadic::ZERO,
            (Some(l), None) => {
                if l < Dyadic::ZERO {
                    Dyadic::ZERO
                } else {
                    Dyadic::integer(l.floor() + 1)
                }
            }
            (None, Some(h)) => {
                if h > Dyadic::ZERO {
                    Dyadic::ZERO
                } else {
                    // The least-magnitude integer below h.
                    let f = h.floor();
                    Dyadic::integer(if Dyadic::integer(f) == h { f - 1 } else { f })
                }
            }
            (Some(l), Some(h)) => {
                debug_assert!(l < h, "an empty interval");
                if l < Dyadic::ZERO && h > Dyadic::ZERO {
                    return Dyadic::ZERO;
                }
                // Integers strictly between: the one nearest 0.
                let above = Dyadic::integer(l.floor() + 1);
                if above < h {
                    return if h <= Dyadic::ZERO {
                        // All negative: the largest integer below h.
                        let f = h.floor();
                        Dyadic::integer(if Dyadic::integer(f) == h { f - 1 } else { f })
                    } else {
                        above
                    };
                }
                // No integer between: the fraction with the smallest denominator.
                for exp in 1..=MAX_EXP {
                    // The first multiple of 1/2^exp above l.
                    let floor =
                        if l.exp <= exp { (l.num as i128) << (exp - l.exp) } else { (l.num >> (l.exp - exp)) as i128 };
                    let candidate = Dyadic::from_wide(floor + 1, exp);
                    if candidate < h {
                        return candidate;
                    }
                }
                l
            }
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b, _) = self.common(*other);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        let (a, b, exp) = self.common(other);
        Dyadic::from_wide(a + b, exp)
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic { num: -self.num, exp: self.exp }
    }
}

impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1u64 << self.exp)
        }
    }
}

impl FromStr for Dyadic {
    type Err = String;
    /// `3`, `-2`, `3/4`, `-1/8`: the denominator a power of two.
    fn from_str(s: &str) -> Result<Dyadic, String> {
        let s = s.trim();
        let (n, d) = match s.split_once('/') {
            Some((n, d)) => (n.trim(), d.trim()),
            None => (s, "1"),
        };
        let num: i64 = n.parse().map_err(|_| format!("'{s}' is not a number"))?;
        let den: u64 = d.parse().map_err(|_| format!("'{s}' is not a number"))?;
        if den == 0 || !den.is_power_of_two() || den.trailing_zeros() > MAX_EXP {
            return Err(format!("'{s}': the denominator must be a power of two up to 2^{MAX_EXP}"));
        }
        Ok(Dyadic::new(num, den.trailing_zeros()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    #[test]
    fn arithmetic_and_text() {
        assert_eq!(d("1/2") + d("1/4"), d("3/4"));
        assert_eq!(d("3/4").to_string(), "3/4");
        assert_eq!(d("-4/8").to_string(), "-1/2");
        assert_eq!(d("1/2") - d("1/2"), Dyadic::ZERO);
        assert_eq!(d("3").half(), d("3/2"));
        assert!(d("-1/2") < d("1/4"));
        assert_eq!(d("-3/2").floor(), -2);
        assert!("1/3".parse::<Dyadic>().is_err());
    }

    #[test]
    fn the_simplest_number_between() {
        let s = |l: Option<&str>, h: Option<&str>| Dyadic::simplest_between(l.map(d), h.map(d)).to_string();
        assert_eq!(s(None, None), "0");
        assert_eq!(s(Some("0"), None), "1");
        assert_eq!(s(Some("2"), None), "3");
        assert_eq!(s(Some("-3"), None), "0");
        assert_eq!(s(None, Some("0")), "-1");
        assert_eq!(s(None, Some("-2")), "-3");
        assert_eq!(s(Some("-1"), Some("3")), "0");
        assert_eq!(s(Some("0"), Some("1")), "1/2");
        assert_eq!(s(Some("1/2"), Some("1")), "3/4");
        assert_eq!(s(Some("1"), Some("5")), "2");
        assert_eq!(s(Some("-5"), Some("-1")), "-2");
        assert_eq!(s(Some("-1"), Some("-1/2")), "-3/4");
        assert_eq!(s(Some("1/4"), Some("1")), "1/2");
        assert_eq!(s(Some("3/8"), Some("1/2")), "7/16");
        assert_eq!(s(Some("-2"), Some("-1")), "-3/2");
    }
}
