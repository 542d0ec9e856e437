//! The outcome search (`Game::search_outcome`) against independent answers:
//!
//! - every partizan game of the catalogue, on positions reached by random play from its
//!   example: who wins with each side to move is the canonical form's outcome class, and each
//!   move's proof is the class of the position it reaches (straight for the proof, deepening
//!   one ply at a time, stopping at the first win, and with a table too small to keep much);
//! - empty Domineering rectangles: the published outcome table (`data/domineering-outcomes.txt`);
//! - random 6x6 and 7x7 Domineering boards with blocked cells: the outcomes of a plain memoised
//!   negamax written here (`data/domineering-blocked-outcomes.txt`, made by
//!   `write_blocked_golden`).

use std::collections::HashMap;

use engine::cgt::Cgt;
use engine::games::CATALOGUE;
use engine::partizan::Limits;
use engine::vocab::Side;
use engine::{lookup, Game, Outcome};
use proptest::prelude::*;

/// Whether `side` to move wins a position of outcome class `class`.
fn to_move_wins(class: Outcome, side: Side) -> bool {
    class == Outcome::N || class == side.class()
}

/// The search's limits checked on every position: straight for the proof, anytime, first win,
/// and a table of a few entries (which must drop what it cannot keep, never a proof's truth).
fn variants() -> [Limits; 4] {
    [
        Limits::default(),
        Limits { anytime: true, ..Limits::default() },
        Limits { first_win: true, ..Limits::default() },
        Limits { table: 6, ..Limits::default() },
    ]
}

/// Checks the outcome search on `position` against canonical forms; the count of checks.
fn check(game: &dyn Game, position: &str, cgt: &mut Cgt, classes: &mut HashMap<String, Outcome>) -> usize {
    let id = game.id();
    let mut class = |text: &str, cgt: &mut Cgt| -> Outcome {
        *classes.entry(text.to_string()).or_insert_with(|| {
            let braces = game.canonical(text).unwrap_or_else(|e| panic!("{id} {text}: {e}"));
            let g = cgt.parse(&braces).unwrap_or_else(|e| panic!("{id} {text}: reading {braces}: {e}"));
            cgt.outcome(g)
        })
    };
    let here = class(position, cgt);
    let mut checks = 0;
    for side in [Side::Left, Side::Right] {
        for limits in variants() {
            let r = game
                .search_outcome(position, side, &limits, &mut |_| true)
                .unwrap_or_else(|e| panic!("{id} {position} {side:?}: {e}"));
            let what = format!("{id} {position}, {side:?} to move, {limits:?}");
            assert!(r.complete, "{what}: not complete: {}", r.summary);
            assert_eq!(r.stopped, None, "{what}");
            assert_eq!(r.wins, Some(to_move_wins(here, side)), "{what}: class {here:?}");
            assert_eq!(r.to_move, side, "{what}");
            for m in &r.moves {
                assert_eq!(m.side, side, "{what}: {}", m.text);
                let after = class(&m.to, cgt);
                // The mover wins when the other side, to move after it, loses.
                let want = !to_move_wins(after, side.other());
                match m.wins {
                    Some(w) => assert_eq!(w, want, "{what}: move {} to {} (class {after:?})", m.text, m.to),
                    None => assert!(limits.first_win, "{what}: move {} not proved", m.text),
                }
                checks += 1;
            }
            if r.wins == Some(true) {
                let best = r.best.expect("a winning position has a best move");
                assert_eq!(r.moves[best].wins, Some(true), "{what}: the best move is a proved win");
            }
            checks += 1;
        }
    }
    checks
}

/// The partizan games of the catalogue, by their examples.
fn partizan_games() -> Vec<(Box<dyn Game>, &'static str)> {
    CATALOGUE
        .iter()
        .filter_map(|e| {
            let game = lookup(e.example_game).ok()?;
            game.is_partizan(e.example_position).then_some((game, e.example_position))
        })
        .collect()
}

#[test]
fn the_catalogue_has_its_partizan_games() {
    let ids: Vec<String> = partizan_games().iter().map(|(g, _)| g.id()).collect();
    assert!(ids.len() >= 14, "{ids:?}");
}

/// A position a few random moves (either side's) from `start`, with the walk's seed.
fn walk(game: &dyn Game, start: &str, mut seed: u64, steps: usize) -> String {
    let mut at = game.normalize(start).unwrap();
    for _ in 0..steps {
        let moves = game.move_list(&at).unwrap();
        if moves.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        at = moves[(seed >> 33) as usize % moves.len()].1.clone();
    }
    at
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Every partizan game: positions by random play from its example.
    #[test]
    fn outcome_search_agrees_with_canonical_forms(seed in any::<u64>(), steps in 0usize..6) {
        let mut cgt = Cgt::new();
        let mut checks = 0;
        let games = partizan_games();
        for (i, (game, start)) in games.iter().enumerate() {
            let mut classes = HashMap::new();
            let at = walk(game.as_ref(), start, seed ^ (i as u64).wrapping_mul(0x9E37_79B9), steps);
            checks += check(game.as_ref(), &at, &mut cgt, &mut classes);
        }
        prop_assert!(checks >= 14 * 16, "{} checks", checks);
    }
}

/// Each game's example and the walks from it, fixed: the same positions on every run, so that
/// a failure names a position that fails again.
#[test]
fn outcome_search_agrees_on_fixed_walks() {
    let mut cgt = Cgt::new();
    let mut per_game = Vec::new();
    for (i, (game, start)) in partizan_games().iter().enumerate() {
        let mut classes = HashMap::new();
        let mut checks = 0;
        for w in 0..4u64 {
            let at = walk(game.as_ref(), start, 0x5EED_0000 + w * 97 + i as u64, w as usize);
            checks += check(game.as_ref(), &at, &mut cgt, &mut classes);
        }
        per_game.push((game.id(), checks));
    }
    for (id, checks) in &per_game {
        assert!(*checks >= 16, "{id}: {checks} checks");
    }
}
