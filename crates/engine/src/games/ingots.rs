//! Gold ingots: a row of ingots with values; players alternately take ingots from the left
//! end. The first move takes 1 or 2; later moves take between 1 and twice the opponent's last
//! take. Each player maximises their own total.
//!
//! Position: the remaining values, optionally `;` and the opponent's last take (default 1, so
//! the start `1,2,4,8` allows taking 1 or 2). Moves: `take K`.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::notation::parse_number_list;
use crate::rules::{Evaluate, Evaluation, Moves, PositionValue, Rules};
use crate::value::{ClosedFormValue, Guarantees};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "ingots",
    name: "Gold ingots",
    example_game: "ingots",
    example_position: "1,2,4,8",
    summary:
        "Take ingots from the left: 1 or 2 at first, then up to twice what the opponent just took. Most gold wins.",
    group: Group::Minimax,
    build: crate::rules::plain::<Ingots>,
    why: WHY,
    closed_form: None,
    // Not a component: a scoring game, won on totals, has no Grundy value.
    sum_component: false,
    checks: Checks { starts: &[("ingots", &["3,1,4,1,5,9;2", "5,5,1"])], few_p_near: true },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A row of gold ingots with values. Players take ingots from the left end: the first move \
     takes 1 or 2, and each later move takes between 1 and twice the opponent's last take. \
     Each player tries to collect as much gold as possible.",
    theory: "A scoring game, so minimax on totals, by dynamic programming over (first ingot left, \
     last take). What the mover can guarantee is the best, over the allowed takes, of the \
     gold taken plus the gold that remains after it minus what the opponent can guarantee \
     from there. Grabbing more is often wrong: a larger take lets the opponent take more.",
    example: "1,2,4,8: take 1 (the 1). If the opponent then takes 1 (the 2), you take 4 and 8; so \
     they take 2 (the 2 and the 4) and you take the 8. You end with 1 + 8 = 9 against 6. \
     Taking 2 at first (3 in gold) would let the opponent take 4 and 8: 12 against your 3.",
    claims: &[
        Claim {
            game: "ingots",
            position: "1,2,4,8",
            fact: Fact::Formula("the player to move can guarantee 9 and the other 6"),
            says: "You end with 1 + 8 = 9 against 6",
        },
        Claim {
            game: "ingots",
            position: "1,2,4,8",
            fact: Fact::WinningMoves(&["take 1"]),
            says: "1,2,4,8: take 1 (the 1)",
        },
        Claim {
            game: "ingots",
            position: "2,4,8",
            fact: Fact::Formula("the player to move can guarantee 6 and the other 8; best take 2"),
            says: "so they take 2 (the 2 and the 4)",
        },
        Claim {
            game: "ingots",
            position: "1,2,4,8",
            fact: Fact::Reaches("take 2", "4,8;2"),
            says: "Taking 2 at first (3 in gold)",
        },
        Claim {
            game: "ingots",
            position: "4,8;2",
            fact: Fact::Formula("the player to move can guarantee 12 and the other 0"),
            says: "12 against your 3",
        },
    ],
};

pub const MAX_INGOTS: usize = 300;
pub const MAX_VALUE: u64 = 1_000_000;

#[derive(Default)]
pub struct Ingots;

/// A position: remaining values and the opponent's last take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub values: Vec<u64>,
    pub last: usize,
}

impl std::fmt::Display for Row {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v: Vec<String> = self.values.iter().map(|x| x.to_string()).collect();
        if self.values.is_empty() {
            write!(f, ";{}", self.last)
        } else if self.last == 1 {
            write!(f, "{}", v.join(","))
        } else {
            write!(f, "{};{}", v.join(","), self.last)
        }
    }
}

pub fn parse(text: &str) -> Result<Row, ParseError> {
    let (vals, last) = match text.split_once(';') {
        Some((v, l)) => (v, Some(l)),
        None => (text, None),
    };
    let values = if vals.trim().is_empty() && last.is_some() {
        Vec::new()
    } else {
        parse_number_list(vals, "ingot value", MAX_VALUE)?
    };
    if values.len() > MAX_INGOTS {
        return Err(ParseError::new(format!("too many ingots: at most {MAX_INGOTS}")));
    }
    let last = match last {
        None => 1,
        Some(l) => match l.trim().parse::<usize>() {
            Ok(n) if (1..=MAX_INGOTS).contains(&n) => n,
            _ => {
                return Err(ParseError::at(
                    format!(
                        "the last take after ';' must be a whole number from 1 to {MAX_INGOTS}, not '{}'",
                        l.trim()
                    ),
                    vals.len() + 1,
                ))
            }
        },
    };
    Ok(Row { values, last })
}

/// What the player to move and the other player can guarantee, and the best take, for every
/// (first remaining ingot, last take): `best[i][t]` for suffix i and last take t.
pub struct Analysis {
    /// guarantee[i][t]: the most the player to move can secure from ingots i.. when the
    /// opponent's last take was t (t capped at the number of ingots).
    pub guarantee: Vec<Vec<u64>>,
    pub best_take: Vec<Vec<usize>>,
    pub suffix: Vec<u64>,
}

/// The dynamic programme over (first remaining ingot, last take).
pub fn analyse(values: &[u64]) -> Analysis {
    let n = values.len();
    let mut suffix = vec![0u64; n + 1];
    for i in (0..n).rev() {
        suffix[i] = suffix[i + 1] + values[i];
    }
    // A last take above n behaves like n: cap t at n (at least 1).
    let tmax = n.max(1);
    let mut guarantee = vec![vec![0u64; tmax + 1]; n + 1];
    let mut best_take = vec![vec![0usize; tmax + 1]; n + 1];
    for i in (0..n).rev() {
        for t in 1..=tmax {
            let mut best = 0;
            let mut take = 0;
            for k in 1..=(2 * t).min(n - i) {
                let got = suffix[i] - suffix[i + k];
                let rest = suffix[i + k] - guarantee[i + k][k.min(tmax)];
                if got + rest > best || take == 0 {
                    best = got + rest;
                    take = k;
                }
            }
            guarantee[i][t] = best;
            best_take[i][t] = take;
        }
    }
    Analysis { guarantee, best_take, suffix }
}

/// Guarantees for (mover, other) from a position.
pub fn guarantees(row: &Row) -> (u64, u64) {
    let a = analyse(&row.values);
    let t = row.last.min(row.values.len().max(1));
    let g = a.guarantee[0][t];
    (g, a.suffix[0] - g)
}

/// Plies to the end when both play the DP's best takes.
fn plies(row: &Row) -> u32 {
    let a = analyse(&row.values);
    let (mut i, mut t, mut n) = (0, row.last.min(row.values.len().max(1)), 0);
    while i < row.values.len() {
        let k = a.best_take[i][t];
        i += k;
        t = k.min(row.values.len().max(1));
        n += 1;
    }
    n
}

fn outcome(mover: u64, other: u64) -> Outcome {
    match mover.cmp(&other) {
        std::cmp::Ordering::Greater => Outcome::N,
        std::cmp::Ordering::Less => Outcome::P,
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// Gold ingots is valued by the dynamic programme of [`analyse`]: what each player can
/// guarantee.
impl Rules for Ingots {
    type Pos = Row;
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn guarantees(&self, position: &str) -> Option<Result<Guarantees, ParseError>> {
        Some(report(position))
    }
    fn parse(&self, text: &str) -> Result<Row, ParseError> {
        parse(text)
    }
    fn board(&self, row: &Row) -> Board {
        Board::Heaps { heaps: row.values.clone() }
    }
}

impl Moves for Ingots {
    fn moves(&self, row: &Row) -> Vec<Move<Row>> {
        (1..=(2 * row.last).min(row.values.len()))
            .map(|k| Move {
                text: format!("take {k}"),
                spot: Spot::Choice { value: k as i64 },
                to: Row { values: row.values[k..].to_vec(), last: k },
            })
            .collect()
    }
}

impl Evaluate for Ingots {
    fn evaluate(&self, row: &Row, moves: &[Move<Row>], _misere: bool) -> Result<Evaluation, EngineError> {
        let (mine, theirs) = guarantees(row);
        let moves = moves
            .iter()
            .map(|m| {
                let taken: u64 = row.values[..row.values.len() - m.to.values.len()].iter().sum();
                let (their_next, my_rest) = guarantees(&m.to);
                // After this move the opponent is to move: they get their_next, I get taken + my_rest.
                PositionValue {
                    outcome: outcome(their_next, taken + my_rest),
                    grundy: None,
                    remoteness: Some(plies(&m.to)),
                }
            })
            .collect();
        let best = analyse(&row.values).best_take[0][row.last.min(row.values.len().max(1))];
        let at = outcome(mine, theirs);
        Ok(Evaluation {
            value: PositionValue { outcome: at, grundy: None, remoteness: Some(plies(row)) },
            moves,
            closed_form: Some(ClosedFormValue {
                text: format!(
                    "the player to move can guarantee {mine} and the other {theirs}{}",
                    if best > 0 { format!("; best take {best}") } else { String::new() }
                ),
                grundy: None,
                outcome: at,
            }),
            note: None,
            working: None,
            partizan: None,
        })
    }
}

pub fn report(position: &str) -> Result<Guarantees, ParseError> {
    let row = parse(position)?;
    let (mover, other) = guarantees(&row);
    let a = analyse(&row.values);
    let take = a.best_take[0][row.last.min(row.values.len().max(1))];
    Ok(Guarantees { mover, other, best_take: (take > 0).then_some(take) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::rules::AsGame;

    /// Plain recursive minimax over the real game, for comparison.
    fn brute(values: &[u64], last: usize) -> u64 {
        let total: u64 = values.iter().sum();
        (1..=(2 * last).min(values.len())).map(|k| total - brute(&values[k..], k)).max().unwrap_or(0)
    }

    #[test]
    fn example_from_the_brief() {
        assert_eq!(guarantees(&parse("1,2,4,8").unwrap()), (9, 6));
        let g = report("1,2,4,8").unwrap();
        assert_eq!((g.mover, g.other), (9, 6));
    }

    #[test]
    fn dp_matches_brute_force() {
        let mut seed = 7u64;
        for _ in 0..300 {
            let n = (seed % 11) as usize;
            let values: Vec<u64> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (seed >> 33) % 20
                })
                .collect();
            seed = seed.wrapping_add(n as u64 + 3);
            for last in 1..=4 {
                let row = Row { values: values.clone(), last };
                assert_eq!(guarantees(&row).0, brute(&values, last), "{row}");
            }
        }
    }

    #[test]
    fn notation() {
        assert_eq!(parse("1,2,4,8").unwrap().to_string(), "1,2,4,8");
        assert_eq!(parse("4,8;2").unwrap().to_string(), "4,8;2");
        assert_eq!(parse(";3").unwrap().to_string(), ";3");
        assert!(parse("4,8;0").is_err());
        assert!(parse("4,x").is_err());
        let sol = AsGame(Ingots).solve("1,2,4,8", false).unwrap();
        assert_eq!(sol.moves.len(), 2);
        assert!(sol.moves.iter().any(|m| m.winning));
    }
}
