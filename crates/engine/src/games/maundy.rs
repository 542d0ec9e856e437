//! Maundy Cake: rectangles of cake, `3x4` (3 rows, 4 columns) or several, `3x4,2x6`. Left
//! divides a piece by vertical cuts into k >= 2 equal pieces (k divides its width), Right by
//! horizontal cuts (k divides its height); the player who cannot divide loses. Moves are
//! written `p1:v2` (piece 1 cut down every 2 columns, so a 3x6 piece becomes three 3x2 pieces)
//! or `p2:h1` ([`Spot::Divide`]), and made by clicking the first cut line.
//!
//! The pieces are independent, so a position's value is the sum of theirs; a piece turned a
//! quarter is its negative (the players swap roles), which the transposition table uses.
//! Every value is an integer, given by the closed form [`value`], which a test checks against
//! the search.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::games::chocolate::{parse_bars, Bar, Bars};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::table::{Table, TableParams};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "maundy",
    name: "Maundy Cake",
    example_game: "maundy",
    example_position: "6x4",
    summary: "Left divides a piece of cake down into equal pieces, Right across; who cannot divide loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Maundy>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "Rectangles of cake, R rows by C columns. Left divides one piece by vertical cuts into 2 or \
     more equal pieces (the number must divide its width), Right by horizontal cuts (dividing \
     its height). A player who cannot divide a piece loses.",
    theory: "The pieces are independent and every value is an integer. A 1xC strip is worth \
     f(C): f(1) = 0, f(C) = 1 + p f(C/p), p the largest prime dividing C. For R x C, count \
     each side's prime factors with repeats: if the width has more, the value is f(C/q), q the \
     product of its smallest factors, as many as the height has; if the height has more, the \
     same with the sides swapped, negated; if equally many, 0.",
    example: "1x6 is worth 4: Left cuts it into three 1x2 pieces, each one more cut for Left. \
     2x6 is worth 1: the height has one prime factor (2), the width two (2 and 3), so the value \
     is f(6/2) = f(3) = 1. 2x3 is 0.",
    claims: &[
        Claim { game: "maundy", position: "1x6", fact: Fact::Outcome(Outcome::L), says: "1x6 is worth 4" },
        Claim { game: "maundy", position: "2x6", fact: Fact::Outcome(Outcome::L), says: "2x6 is worth 1" },
        Claim { game: "maundy", position: "2x3", fact: Fact::Outcome(Outcome::P), says: "2x3 is 0" },
    ],
};

/// The largest side of a table of rectangles: every piece's value takes a few divisor
/// lookups, so 40 x 40 takes well under a second natively.
const MAX_TABLE: usize = 40;
/// The most pieces a position may hold, also after a move: a 1000-column piece cut into
/// 1-column strips gives 1000, which is valued in milliseconds (measured natively).
const MAX_PIECES: usize = 1000;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Maundy;

/// The prime factors of `n` with repeats, smallest first.
fn prime_factors(mut n: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        while n.is_multiple_of(p) {
            out.push(p);
            n /= p;
        }
        p += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

/// The value of a 1 x n strip, which only Left can divide: cutting into the largest prime
/// number of pieces first leaves the most moves.
pub fn strip(n: u32) -> i64 {
    prime_factors(n).iter().fold(0, |v, &p| 1 + i64::from(p) * v)
}

/// The value of a `rows` x `cols` piece by the closed form (see the module's `Why`).
pub fn value(rows: u32, cols: u32) -> i64 {
    let (w, h) = (prime_factors(cols), prime_factors(rows));
    let without_smallest = |n: u32, of: &[u32], k: usize| n / of[..k].iter().product::<u32>();
    match w.len().cmp(&h.len()) {
        std::cmp::Ordering::Greater => strip(without_smallest(cols, &w, h.len())),
        std::cmp::Ordering::Less => -strip(without_smallest(rows, &h, w.len())),
        std::cmp::Ordering::Equal => 0,
    }
}

impl Rules for Maundy {
    type Pos = Bars;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Bars, ParseError> {
        let bars = parse_bars(text)?;
        if bars.0.len() > MAX_PIECES {
            return Err(ParseError::new(format!("{} pieces; at most {MAX_PIECES} are allowed", bars.0.len())));
        }
        Ok(bars)
    }
    fn board(&self, pos: &Bars) -> Board {
        Board::Pieces {
            pieces: pos.0.iter().map(|b| (0..b.rows).map(|_| "#".repeat(b.cols as usize)).collect()).collect(),
        }
    }
    fn sides(&self, _pos: &Bars) -> Option<(String, String)> {
        Some(("divides down".into(), "divides across".into()))
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let size = params.size.or(params.rows).unwrap_or(12);
        if !(1..=MAX_TABLE).contains(&size) {
            return Some(Err(EngineError::Refused(format!(
                "a Maundy Cake table has sides 1 to {MAX_TABLE}, not {size}"
            ))));
        }
        Some(partizan::rectangle_table(self, size, progress))
    }
}

impl PartizanGame for Maundy {
    type Key = (u32, u32);

    fn side_moves(&self, pos: &Bars, side: Side) -> Vec<Move<Bars>> {
        let mut out = Vec::new();
        for (i, bar) in pos.0.iter().enumerate() {
            let (vertical, across) = match side {
                Side::Left => (true, bar.cols),
                Side::Right => (false, bar.rows),
            };
            // `every` is the size of each new piece; k = across / every pieces.
            for every in (1..across).filter(|&e| across.is_multiple_of(e)) {
                let k = (across / every) as usize;
                if pos.0.len() - 1 + k > MAX_PIECES {
                    continue;
                }
                let piece =
                    if vertical { Bar { rows: bar.rows, cols: every } } else { Bar { rows: every, cols: bar.cols } };
                let mut to = pos.clone();
                to.0.splice(i..=i, std::iter::repeat_n(piece, k));
                out.push(Move {
                    text: format!("p{}:{}{every}", i + 1, if vertical { 'v' } else { 'h' }),
                    spot: Spot::Divide { piece: i, vertical, every: every as usize },
                    to,
                });
            }
        }
        out
    }

    fn components(&self, pos: &Bars) -> Vec<Bars> {
        pos.0.iter().filter(|b| b.rows > 1 || b.cols > 1).map(|&b| Bars(vec![b])).collect()
    }

    /// A piece and its quarter turn are negatives.
    fn key(&self, comp: &Bars) -> ((u32, u32), bool) {
        let b = comp.0[0];
        ((b.rows.min(b.cols), b.rows.max(b.cols)), b.rows > b.cols)
    }
}

partizan::serve_partizan!(Maundy);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;

    #[test]
    fn the_closed_form_is_the_search() {
        let g = lookup("maundy").unwrap();
        for r in 1..=36 {
            for c in 1..=36 {
                let v = g.canonical(&format!("{r}x{c}")).unwrap();
                assert_eq!(v, value(r, c).to_string(), "{r}x{c}");
            }
        }
    }

    #[test]
    fn strips_by_hand() {
        // 1x4: two 1x2 pieces (each 1) and the move itself: 3; 1x6: three 1x2 pieces: 4.
        let by_hand = [(1, 0), (2, 1), (3, 1), (4, 3), (5, 1), (6, 4), (8, 7), (9, 4), (12, 10)];
        for (n, want) in by_hand {
            assert_eq!(strip(n), want, "1x{n}");
        }
        let g = lookup("maundy").unwrap();
        assert_eq!(g.canonical("1x6,6x1").unwrap(), "0");
        assert_eq!(g.canonical("1x1000").unwrap(), strip(1000).to_string());
        assert_eq!(g.canonical("720x1000").unwrap(), value(720, 1000).to_string());
    }

    #[test]
    fn moves_divide_into_equal_pieces() {
        let m = Maundy;
        let pos = m.parse("2x6,1x1").unwrap();
        let left: Vec<(String, String)> =
            m.side_moves(&pos, Side::Left).into_iter().map(|mv| (mv.text, mv.to.to_string())).collect();
        let want = [("p1:v1", "2x1,2x1,2x1,2x1,2x1,2x1,1x1"), ("p1:v2", "2x2,2x2,2x2,1x1"), ("p1:v3", "2x3,2x3,1x1")];
        assert_eq!(left, want.map(|(a, b)| (a.to_string(), b.to_string())));
        let right: Vec<String> = m.side_moves(&pos, Side::Right).into_iter().map(|mv| mv.text).collect();
        assert_eq!(right, ["p1:h1"]);
        let Spot::Divide { piece: 0, vertical: true, every: 2 } = m.side_moves(&pos, Side::Left)[1].spot else {
            panic!("a division every 2 columns")
        };
        assert!(m.parse("2x0").is_err());
    }
}
