//! Quizzes: questions on positions of a game, drawn from a seed so that the same link asks the
//! same questions on every machine, or given by the teacher.
//!
//! A question is drawn by a short random walk from a starting position (the game's example,
//! or the position the quiz was started from): a few random moves, each chosen by a
//! SplitMix64 generator from the seed, over the game's moves in their fixed order. "Find a
//! winning move" keeps the walks that end on an N-position; "winning or losing?" keeps every
//! walk that ends where a move is left and neither side can force a draw.

use serde::{Deserialize, Serialize};

use crate::games::{EngineError, Game};
use crate::value::Outcome;

/// The most questions in one quiz (a lesson's worth; a longer link is unwieldy).
pub const MAX_QUESTIONS: usize = 20;

/// The longest walk from the starting position, in moves.
pub const MAX_WALK: u64 = 4;

#[cfg(feature = "solve")]
/// The walks tried per question asked before giving up.
const TRIES_PER_QUESTION: usize = 40;

/// What a quiz asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// "Find a winning move" (N-positions only).
    Move,
    /// "Winning or losing for the player to move?"
    Pn,
}

/// One question and its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The position, in canonical notation.
    pub position: String,
    pub outcome: Outcome,
    /// The winning moves (none for a P-position).
    pub winning: Vec<String>,
}

#[cfg(feature = "solve")]
/// SplitMix64: small, fast and the same everywhere.
struct SplitMix(u64);

#[cfg(feature = "solve")]
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0); the bias of `%` is far below what a quiz can notice.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[cfg(feature = "solve")]
/// The question on one position, or why it cannot be asked.
fn question(game: &dyn Game, position: &str, kind: Kind) -> Result<Question, EngineError> {
    let sol = game.solve(position, false)?;
    let winning: Vec<String> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.clone()).collect();
    if sol.moves.is_empty() {
        return Err(EngineError::Refused(format!("{} has no move left to ask about", sol.position)));
    }
    match (kind, sol.outcome) {
        (Kind::Move, Outcome::N) | (Kind::Pn, Outcome::N | Outcome::P) => {
            Ok(Question { position: sol.position, outcome: sol.outcome, winning })
        }
        (Kind::Move, _) => {
            Err(EngineError::Refused(format!("{} has no winning move: the player to move cannot win", sol.position)))
        }
        (Kind::Pn, _) => Err(EngineError::Refused(format!("{} is a draw with best play", sol.position))),
    }
}

/// Where a quiz's walks start when the link names no position: the game's example position.
pub fn default_start(game: &dyn Game) -> String {
    crate::games::entry(&game.id()).map_or_else(String::new, |e| e.example_position.to_string())
}

/// Checks the number of questions asked for.
pub fn check_count(n: usize) -> Result<(), EngineError> {
    if (1..=MAX_QUESTIONS).contains(&n) {
        Ok(())
    } else {
        Err(EngineError::Refused(format!("a quiz has 1 to {MAX_QUESTIONS} questions, not {n}")))
    }
}

#[cfg(feature = "solve")]
/// `n` questions drawn from `seed` by walks from `start`. Fewer come back when the walks do
/// not find that many different positions (a small game); none is an error.
pub fn drawn(game: &dyn Game, start: &str, seed: u64, n: usize, kind: Kind) -> Result<Vec<Question>, EngineError> {
    check_count(n)?;
    let start = game.normalize(start)?;
    let mut rng = SplitMix(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for _ in 0..n * TRIES_PER_QUESTION {
        if out.len() == n {
            break;
        }
        let mut position = start.clone();
        for _ in 0..rng.below(MAX_WALK + 1) {
            let moves = game.move_list(&position)?;
            if moves.is_empty() {
                break;
            }
            position = moves[rng.below(moves.len() as u64) as usize].1.clone();
        }
        if !seen.insert(position.clone()) {
            continue;
        }
        if let Ok(q) = question(game, &position, kind) {
            out.push(q);
        }
    }
    if out.is_empty() {
        let what = match kind {
            Kind::Move => "a winning move",
            Kind::Pn => "a move left",
        };
        return Err(EngineError::Refused(format!(
            "no position with {what} was found within {MAX_WALK} moves of {start}; start from a larger position"
        )));
    }
    Ok(out)
}

#[cfg(feature = "solve")]
/// The questions on the teacher's positions, in order; a position that cannot be asked is an
/// error naming it.
pub fn given(game: &dyn Game, positions: &[String], kind: Kind) -> Result<Vec<Question>, EngineError> {
    check_count(positions.len())?;
    positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            question(game, p, kind).map_err(|e| match e {
                EngineError::Parse(pe) => {
                    EngineError::Refused(format!("question {}: the position '{p}' is not valid: {pe}", i + 1))
                }
                EngineError::Refused(m) => EngineError::Refused(format!("question {}: {m}", i + 1)),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;

    #[test]
    fn the_same_seed_draws_the_same_questions() {
        let nim = lookup("nim").unwrap();
        let a = drawn(&*nim, "3,4,5", 7, 5, Kind::Move).unwrap();
        let b = drawn(&*nim, "3,4,5", 7, 5, Kind::Move).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.len(), 5);
        let c = drawn(&*nim, "3,4,5", 8, 5, Kind::Move).unwrap();
        assert_ne!(a, c, "another seed, other questions");
        // SplitMix64's first output from 0 is a published constant.
        assert_eq!(SplitMix(0).next(), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn questions_agree_with_the_solver() {
        for (game, start) in [("nim", "3,4,5"), ("kayles", "10"), ("chocolate", "5x4"), ("tictactoe", ".........")] {
            let g = lookup(game).unwrap();
            for kind in [Kind::Move, Kind::Pn] {
                for q in drawn(&*g, start, 42, 6, kind).unwrap() {
                    let sol = g.solve(&q.position, false).unwrap();
                    assert_eq!(q.outcome, sol.outcome, "{game} {}", q.position);
                    if kind == Kind::Move {
                        assert_eq!(q.outcome, Outcome::N);
                        assert!(!q.winning.is_empty());
                    }
                    for w in &q.winning {
                        assert!(sol.moves.iter().any(|m| &m.text == w && m.winning), "{game} {} {w}", q.position);
                    }
                }
            }
        }
    }

    #[test]
    fn refusals_name_what_is_wrong() {
        let nim = lookup("nim").unwrap();
        assert!(drawn(&*nim, "3,4,5", 1, 0, Kind::Move).is_err());
        assert!(drawn(&*nim, "3,4,5", 1, MAX_QUESTIONS + 1, Kind::Move).is_err());
        let e = drawn(&*nim, "0", 1, 3, Kind::Move).unwrap_err().to_string();
        assert!(e.contains("no position with a winning move"), "{e}");
        let e = given(&*nim, &["3,4,5".into(), "1,2,3".into()], Kind::Move).unwrap_err().to_string();
        assert!(e.starts_with("question 2: 1,2,3 has no winning move"), "{e}");
        let e = given(&*nim, &["3,x".into()], Kind::Pn).unwrap_err().to_string();
        assert!(e.starts_with("question 1: the position '3,x' is not valid"), "{e}");
        let ok = given(&*nim, &["1,2,3".into()], Kind::Pn).unwrap();
        assert_eq!(ok[0].outcome, Outcome::P);
        assert!(ok[0].winning.is_empty());
    }
}
