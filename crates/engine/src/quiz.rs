//! Quizzes: questions on positions of a game, drawn from a seed so that the same link asks the
//! same questions on every machine, or given by the teacher.
//!
//! A question is drawn by a short random walk from a starting position (the game's example,
//! or the position the quiz was started from): a few random moves, each chosen by a
//! SplitMix64 generator from the seed, over the game's moves in their fixed order. "Find a
//! winning move" keeps the walks that end on an N-position. "Winning or losing?" first deals
//! each question an outcome to look for, half P and half N in a shuffled order, since random
//! walks end on N-positions far more often and a class would learn to always say "winning".
//! A walk that ends on the other outcome takes one more move towards the wanted one (a winning
//! move reaches a P-position, any move from a P-position an N-position); when neither is found
//! within the question's tries, the other outcome is asked rather than nothing.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::game::Game;
use crate::value::MoveReport;
use crate::vocab::{EngineError, Outcome};

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
    /// Partizan games: "Who wins: Left, Right, the first player or the second (L, R, N, P)?"
    Class,
    /// Partizan games: "What is the value?" (any way of writing it that equals the canonical
    /// form is right).
    Value,
    /// All-small partizan games: "What is the atomic weight?" (any way of writing it that
    /// equals it is right); only positions whose atomic weight is defined are asked.
    Atomic,
}

impl Kind {
    /// Whether the kind asks about partizan positions.
    pub fn partizan(self) -> bool {
        matches!(self, Kind::Class | Kind::Value | Kind::Atomic)
    }
}

/// One question and its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// The position, in canonical notation.
    pub position: String,
    pub outcome: Outcome,
    /// The winning moves (none for a P-position), with their spots so that the app can name
    /// them in words and mark them on the board.
    pub winning: Vec<MoveReport>,
    /// The position's drawing, for the printed worksheet.
    pub board: Board,
    /// A partizan position's canonical form (CGSuite's short notation).
    #[serde(default)]
    pub canonical: Option<String>,
    /// An all-small position's atomic weight (CGSuite's short notation) and how it is found
    /// from the options' weights, for atomic-weight questions.
    #[serde(default)]
    pub atomic_weight: Option<String>,
    #[serde(default)]
    pub atomic_working: Vec<String>,
}

impl Question {
    /// Whether the move written `text` is one of the winning moves.
    pub fn wins_with(&self, text: &str) -> bool {
        self.winning.iter().any(|m| m.text == text)
    }
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
    let winning: Vec<MoveReport> = sol.moves.iter().filter(|m| m.winning).cloned().collect();
    if sol.moves.is_empty() {
        return Err(EngineError::Refused(format!("the position '{}' has no move left to ask about", sol.position)));
    }
    let canonical = sol.partizan.as_ref().map(|v| v.canonical.clone());
    let theory = sol.partizan.as_ref().map(|v| &v.theory);
    let atomic_weight = theory.and_then(|t| t.atomic_weight.clone());
    let atomic_working = theory.map(|t| t.atomic_working.clone()).unwrap_or_default();
    if kind.partizan() != canonical.is_some() {
        return Err(EngineError::Refused(if kind.partizan() {
            format!("{} is not a partizan game: ask 'winning or losing?' (kind=pn) instead", game.name())
        } else {
            format!(
                "{} is partizan: ask who wins (kind=class), the value (kind=value) or the atomic weight (kind=atomic) instead",
                game.name()
            )
        }));
    }
    if kind == Kind::Atomic && atomic_weight.is_none() {
        let why = theory.and_then(|t| t.atomic_weight_why.clone()).unwrap_or_else(|| "it is not all-small".into());
        return Err(EngineError::Refused(format!(
            "the position '{}' has no atomic weight to ask about: {why}",
            sol.position
        )));
    }
    match (kind, sol.outcome) {
        (Kind::Move, Outcome::N)
        | (Kind::Pn, Outcome::N | Outcome::P)
        | (Kind::Class | Kind::Value | Kind::Atomic, _) => Ok(Question {
            position: sol.position,
            outcome: sol.outcome,
            winning,
            board: sol.board,
            canonical,
            atomic_weight,
            atomic_working,
        }),
        (Kind::Move, _) => Err(EngineError::Refused(format!(
            "the position '{}' has no winning move: the player to move cannot win",
            sol.position
        ))),
        (Kind::Pn, _) => Err(EngineError::Refused(format!("the position '{}' is a draw with best play", sol.position))),
    }
}

/// Where a quiz's walks start when the link names no position: the game's example position.
pub fn default_start(game: &dyn Game) -> String {
    game.entry().example_position.to_string()
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
/// The outcome each of `n` questions looks for: all N for "find a winning move"; for "winning
/// or losing?" half P and half N (the odd one either), shuffled.
fn wanted(rng: &mut SplitMix, n: usize, kind: Kind) -> Vec<Outcome> {
    if kind == Kind::Move {
        return vec![Outcome::N; n];
    }
    if kind.partizan() {
        // Any class will do: a partizan walk meets all four.
        return vec![Outcome::Draw; n];
    }
    let p = n / 2 + (n % 2) * rng.below(2) as usize;
    let mut out: Vec<Outcome> = (0..n).map(|i| if i < p { Outcome::P } else { Outcome::N }).collect();
    for i in (1..n).rev() {
        out.swap(i, rng.below(i as u64 + 1) as usize);
    }
    out
}

#[cfg(feature = "solve")]
/// Solved questions by position, so that a position met on several walks is solved once.
struct Asker<'a> {
    game: &'a dyn Game,
    kind: Kind,
    solved: std::collections::HashMap<String, Result<Question, EngineError>>,
}

#[cfg(feature = "solve")]
impl Asker<'_> {
    fn ask(&mut self, position: &str) -> Result<Question, EngineError> {
        if let Some(q) = self.solved.get(position) {
            return q.clone();
        }
        let q = question(self.game, position, self.kind);
        self.solved.insert(position.to_string(), q.clone());
        q
    }
}

#[cfg(feature = "solve")]
/// `n` questions drawn from `seed` by walks from `start`. Fewer come back when the walks do
/// not find that many different positions (a small game); none is an error.
pub fn drawn(game: &dyn Game, start: &str, seed: u64, n: usize, kind: Kind) -> Result<Vec<Question>, EngineError> {
    check_count(n)?;
    let start = game.normalize(start)?;
    let mut rng = SplitMix(seed);
    let wanted = wanted(&mut rng, n, kind);
    let mut asker = Asker { game, kind, solved: std::collections::HashMap::new() };
    let mut asked = std::collections::HashSet::new();
    let mut out: Vec<Question> = Vec::new();
    // A question of the other outcome met while looking for this one, asked if none is found.
    let mut spare: Option<Question> = None;
    let mut tries = 0;
    for _ in 0..n * TRIES_PER_QUESTION {
        let Some(&want) = wanted.get(out.len()) else { break };
        tries += 1;
        let mut position = start.clone();
        for _ in 0..rng.below(MAX_WALK + 1) {
            let moves = game.move_list(&position)?;
            if moves.is_empty() {
                break;
            }
            position = moves[rng.below(moves.len() as u64) as usize].1.clone();
        }
        let mut found = None;
        match asker.ask(&position) {
            Ok(q) if asked.contains(&q.position) => {}
            Ok(q) if q.outcome == want || kind.partizan() => found = Some(q),
            Ok(q) if kind == Kind::Pn => {
                let next: Vec<String> = match want {
                    Outcome::P => q.winning.iter().map(|m| m.to.clone()).collect(),
                    _ => game.move_list(&q.position)?.into_iter().map(|m| m.1).collect(),
                };
                // From a random one of them onwards, the first that reaches a new question.
                let first = if next.is_empty() { 0 } else { rng.below(next.len() as u64) as usize };
                found = (0..next.len()).find_map(|i| {
                    let t = asker.ask(&next[(first + i) % next.len()]).ok()?;
                    (t.outcome == want && !asked.contains(&t.position)).then_some(t)
                });
                spare.get_or_insert(q);
            }
            _ => {}
        }
        if found.is_none() && tries >= TRIES_PER_QUESTION {
            found = spare.take().filter(|q| !asked.contains(&q.position));
        }
        if let Some(q) = found {
            asked.insert(q.position.clone());
            out.push(q);
            spare = None;
            tries = 0;
        }
    }
    if out.is_empty() {
        let what = match kind {
            Kind::Move => "a winning move",
            Kind::Pn | Kind::Class | Kind::Value => "a move left",
            Kind::Atomic => "a move left and an atomic weight",
        };
        return Err(EngineError::Refused(format!(
            "no position with {what} was found within {MAX_WALK} moves of '{start}': start from a larger position"
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
                        assert!(sol.moves.iter().any(|m| m == w && m.winning), "{game} {} {}", q.position, w.text);
                    }
                    assert_eq!(q.board, sol.board);
                }
            }
        }
    }

    #[test]
    fn atomic_weight_questions_ask_all_small_positions_their_weight() {
        let clobber = lookup("clobber").unwrap();
        let qs = drawn(&*clobber, &default_start(&*clobber), 5, 5, Kind::Atomic).unwrap();
        assert_eq!(qs.len(), 5);
        for q in &qs {
            // The weight asked is the one the position's own solution reports, with its working.
            let sol = clobber.solve(&q.position, false).unwrap();
            let theory = &sol.partizan.unwrap().theory;
            assert_eq!(q.atomic_weight, theory.atomic_weight, "{}", q.position);
            assert!(q.atomic_weight.is_some() && !q.atomic_working.is_empty(), "{}", q.position);
        }
        // `xo` is *, of atomic weight 0 (Lessons in Play: aw(*) = 0).
        let star = given(&*clobber, &["xo".into()], Kind::Atomic).unwrap();
        assert_eq!((star[0].canonical.as_deref(), star[0].atomic_weight.as_deref()), (Some("*"), Some("0")));
        // A hot position has no atomic weight, and nim is not partizan: both refused in words.
        let dom = lookup("domineering").unwrap();
        let e = given(&*dom, &["2x2".into()], Kind::Atomic).unwrap_err().to_string();
        assert!(e.starts_with("question 1: the position '2x2' has no atomic weight to ask about"), "{e}");
        let nim = lookup("nim").unwrap();
        let e = given(&*nim, &["3,4".into()], Kind::Atomic).unwrap_err().to_string();
        assert!(e.contains("is not a partizan game"), "{e}");
    }

    #[test]
    fn refusals_name_what_is_wrong() {
        let nim = lookup("nim").unwrap();
        assert!(drawn(&*nim, "3,4,5", 1, 0, Kind::Move).is_err());
        assert!(drawn(&*nim, "3,4,5", 1, MAX_QUESTIONS + 1, Kind::Move).is_err());
        let e = drawn(&*nim, "0", 1, 3, Kind::Move).unwrap_err().to_string();
        assert!(e.contains("no position with a winning move"), "{e}");
        let e = given(&*nim, &["3,4,5".into(), "1,2,3".into()], Kind::Move).unwrap_err().to_string();
        assert!(e.starts_with("question 2: the position '1,2,3' has no winning move"), "{e}");
        let e = given(&*nim, &["3,x".into()], Kind::Pn).unwrap_err().to_string();
        assert!(e.starts_with("question 1: the position '3,x' is not valid"), "{e}");
        let ok = given(&*nim, &["1,2,3".into()], Kind::Pn).unwrap();
        assert_eq!(ok[0].outcome, Outcome::P);
        assert!(ok[0].winning.is_empty());
    }

    /// The share of P-positions among `seeds` outcome quizzes of 5 questions from the game's
    /// example position, and how many questions were asked.
    fn p_share(game: &dyn Game, start: &str, seeds: std::ops::RangeInclusive<u64>) -> (usize, usize) {
        let (mut p, mut asked) = (0, 0);
        for seed in seeds {
            for q in drawn(game, start, seed, 5, Kind::Pn).unwrap() {
                asked += 1;
                p += usize::from(q.outcome == Outcome::P);
            }
        }
        (p, asked)
    }

    /// The positions within `MAX_WALK + 1` moves of `start` that a "winning or losing?" question can
    /// ask about, as (P, N) counts.
    fn near(game: &dyn Game, start: &str) -> (usize, usize) {
        let mut seen = std::collections::HashSet::from([game.normalize(start).unwrap()]);
        let mut layer: Vec<String> = seen.iter().cloned().collect();
        for _ in 0..=MAX_WALK {
            layer = layer
                .iter()
                .flat_map(|p| game.move_list(p).unwrap())
                .map(|m| m.1)
                .filter(|p| seen.insert(p.clone()))
                .collect();
        }
        let outcomes: Vec<Outcome> =
            seen.iter().filter_map(|p| question(game, p, Kind::Pn).ok()).map(|q| q.outcome).collect();
        (outcomes.iter().filter(|&&o| o == Outcome::P).count(), outcomes.iter().filter(|&&o| o == Outcome::N).count())
    }

    #[test]
    fn winning_or_losing_asks_about_as_many_losing_positions_as_winning() {
        // The three games of the measurement that found the imbalance (80 of 90 were N).
        for game in ["chomp", "nim", "kayles"] {
            let g = lookup(game).unwrap();
            let (p, asked) = p_share(&*g, &default_start(&*g), 1..=6);
            println!("{game}, seeds 1 to 6: {p} of {asked} questions on P-positions");
            assert_eq!(asked, 30, "{game}");
            assert!((12..=18).contains(&p), "{game}: {p} of {asked} were P");
        }
        // A game whose example has fewer than 3 P-positions with a move left within
        // MAX_WALK + 1 moves declares it (`Checks::few_p_near`, checked below): a quiz of 5
        // cannot ask 2 or 3 of them, so it asks every one in reach and fills the rest with
        // N-positions. `NIMLAB_GAME=id` checks one game (`make game-check`).
        let one = std::env::var("NIMLAB_GAME").ok().filter(|id| !id.trim().is_empty());
        let mut checked = Vec::new();
        let mut off = Vec::new();
        for entry in crate::games::CATALOGUE.iter().filter(|e| one.as_deref().is_none_or(|id| e.id == id.trim())) {
            let g = lookup(entry.example_game).unwrap();
            if drawn(&*g, entry.example_position, 1, 5, Kind::Pn).is_err() {
                continue;
            }
            let (p, asked) = p_share(&*g, entry.example_position, 1..=40);
            println!("{}: {p} of {asked} questions on P-positions", entry.id);
            if entry.checks.few_p_near {
                let (p_near, _) = near(&*g, entry.example_position);
                assert!(
                    p_near < 3,
                    "{}: {p_near} P-positions are in reach, so its quiz can be balanced: take few_p_near out of its \
                     entry's checks",
                    entry.id
                );
                if p < 40 * p_near.min(2) * 9 / 10 {
                    off.push(format!("{}: {p} questions of 40 quizzes were P with {p_near} in reach", entry.id));
                }
                continue;
            }
            if asked < 150 || !(40..=60).contains(&(100 * p / asked)) {
                off.push(format!(
                    "{}: {p} of {asked} questions were on P-positions; the rule is 40 to 60 in 100 of at least \
                     150, or few_p_near in its entry's checks when its example has fewer than 3 P-positions in reach",
                    entry.id
                ));
            }
            checked.push(entry.id);
        }
        assert!(off.is_empty(), "{off:?}");
        assert!(checked.len() >= 18 || one.is_some(), "only {} games checked: {checked:?}", checked.len());
    }

    #[test]
    fn the_wanted_outcomes_are_half_and_half_and_shuffled() {
        let mut rng = SplitMix(3);
        let w = wanted(&mut rng, 6, Kind::Pn);
        assert_eq!(w.iter().filter(|&&o| o == Outcome::P).count(), 3);
        let orders: std::collections::HashSet<Vec<Outcome>> =
            (0..20).map(|s| wanted(&mut SplitMix(s), 6, Kind::Pn)).collect();
        assert!(orders.len() > 5, "the order depends on the seed");
        assert_eq!(wanted(&mut rng, 4, Kind::Move), vec![Outcome::N; 4]);
    }
}
