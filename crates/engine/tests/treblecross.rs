//! Treblecross: the minimax over the real strip against the reduction to 0.007, golden 0.007
//! values from CGSuite, and the laws every solved position must obey.

use std::collections::BTreeSet;

use engine::games::treblecross::{reduce, reduced_value, Brute, Reduced, SafeRuns, Strip, Treblecross, BRUTE_MAX};
use engine::impartial::Solver;
use engine::value::Solution;
use engine::{lookup, Outcome};
use proptest::prelude::*;

fn cells_of(n: usize, mask: u64) -> Vec<bool> {
    (0..n).map(|i| mask >> i & 1 == 1).collect()
}

/// The empty strips where the minimax and the reduction (first player wins iff g(n + 2) != 0 in
/// 0.007) disagree, for every length the minimax takes: exactly the draws n = 1 and n = 2.
#[test]
fn empty_strips_agree_with_the_reduction_except_1_and_2() {
    let safe = SafeRuns::new();
    let mut solver = Solver::new(&safe);
    let mut differ = BTreeSet::new();
    for n in 0..=BRUTE_MAX {
        let (outcome, rem) = Brute::new(n).value(0);
        let g = safe.run_grundy(n); // g(n + 2) of 0.007
        let predicted = if n == 0 {
            Outcome::Draw // nothing to play: the full (empty) strip
        } else if g == 0 {
            Outcome::P
        } else {
            Outcome::N
        };
        if outcome != predicted {
            differ.insert(n);
            assert_eq!(outcome, Outcome::Draw, "n = {n}");
        } else {
            // Where they agree, so does remoteness: the reduced game's plus two plies.
            let (o, r, _) = reduced_value(&mut solver, &vec![false; n]);
            assert_eq!((o, r), (outcome, Some(rem)), "n = {n}");
        }
    }
    assert_eq!(differ, BTreeSet::from([1, 2]));
}

/// Every subset of crosses of every strip up to 12 cells: the reduction (with its finished,
/// full and immediate-win cases) gives the minimax's outcome and remoteness, except on these
/// four strips of 1 and 2 cells, which are draws.
#[test]
fn every_small_strip_agrees_with_the_reduction_except_four() {
    let safe = SafeRuns::new();
    let mut solver = Solver::new(&safe);
    let mut differ = BTreeSet::new();
    for n in 0..=12 {
        let mut brute = Brute::new(n);
        for mask in 0..1u64 << n {
            let cells = cells_of(n, mask);
            let (o, r) = brute.value(mask);
            let (o2, r2, _) = reduced_value(&mut solver, &cells);
            if (o, Some(r)) != (o2, r2) {
                differ.insert(Strip(cells).to_string());
            }
        }
    }
    let expected: BTreeSet<String> = ["1", "2", "x.", ".x"].iter().map(|s| s.to_string()).collect();
    assert_eq!(differ, expected);
}

/// The reduced game written with safe runs (a cross at the j-th of s safe cells leaves
/// max(0, j - 3) and max(0, s - j - 2)) has the values of 0.007 at s + 2.
#[test]
fn safe_runs_search_matches_octal_table() {
    let safe = SafeRuns::new();
    let mut solver = Solver::new(&safe);
    for s in 0..=200 {
        assert_eq!(solver.searched_comp_grundy(&s).unwrap(), safe.run_grundy(s), "run of {s}");
    }
}

/// 0.007 values against CGSuite's (via pycgt's test file): Treblecross heaps 0..=25.
#[test]
fn golden_cgsuite_values() {
    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cgsuite_heap_tables_via_pycgt.csv"));
    let safe = SafeRuns::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with("Treblecross,0.007,")) {
        let f: Vec<&str> = line.split(',').collect();
        let (heap, nim): (usize, u32) = (f[2].parse().unwrap(), f[3].parse().unwrap());
        if heap >= 2 {
            assert_eq!(safe.run_grundy(heap - 2), nim, "heap {heap}");
        } else {
            assert_eq!(nim, 0);
        }
        checked += 1;
    }
    assert_eq!(checked, 26);
}

/// The laws of a solved position: each move's position parses back to itself, the outcome is
/// the best of the moves' (a win if some move leaves the opponent lost, else a draw if some move
/// draws, else a loss), `winning` marks the moves to lost positions, and remoteness follows.
fn check_laws(s: &Solution) {
    let g = Treblecross;
    assert_eq!(g.parse(&s.position).unwrap().to_string(), s.position);
    assert_eq!(s.grundy, None);
    for m in &s.moves {
        assert_eq!(g.parse(&m.to).unwrap().to_string(), m.to, "{}", s.position);
        assert_eq!(m.winning, m.outcome == Outcome::P);
        assert_eq!(m.grundy, None);
    }
    let wins: Vec<u32> = s.moves.iter().filter(|m| m.outcome == Outcome::P).filter_map(|m| m.remoteness).collect();
    let draws = s.moves.iter().any(|m| m.outcome == Outcome::Draw);
    let expected = if s.moves.iter().any(|m| m.outcome == Outcome::P) {
        Outcome::N
    } else if draws || (s.moves.is_empty() && !g.parse(&s.position).unwrap().has_three()) {
        Outcome::Draw // a drawing move, or a full strip
    } else {
        Outcome::P
    };
    assert_eq!(s.outcome, expected, "{}", s.position);
    if let Some(r) = s.remoteness {
        if s.moves.is_empty() {
            assert_eq!(r, 0);
        } else if s.outcome == Outcome::N {
            assert_eq!(Some(r), wins.iter().min().map(|w| w + 1), "{}", s.position);
        } else if s.outcome == Outcome::P {
            let slowest = s.moves.iter().filter_map(|m| m.remoteness).max();
            assert_eq!(Some(r), slowest.map(|w| w + 1), "{}", s.position);
        }
    }
}

#[test]
fn laws_on_every_small_strip() {
    let g = Treblecross;
    for n in 0..=8 {
        for mask in 0..1u64 << n {
            check_laws(&g.solve_strip(&Strip(cells_of(n, mask))));
        }
    }
}

#[test]
fn laws_in_reduction_mode() {
    let game = lookup("treblecross").unwrap();
    for p in ["30", "x.........................x....", "..x....x.....................x..", "40"] {
        let s = game.solve(p, false).unwrap();
        assert!(s.note.as_deref().unwrap().contains("reduction"), "{p}");
        assert!(s.remoteness.is_some(), "{p}");
        check_laws(&s);
    }
}

#[test]
fn long_strip_is_quick() {
    let game = lookup("treblecross").unwrap();
    // A long strip: outcome and every move by the 0.007 table, remoteness not searched.
    let t = std::time::Instant::now();
    let s = game.solve("1000", false).unwrap();
    assert!(t.elapsed().as_secs() < 5);
    assert_eq!(s.moves.len(), 1000);
    assert_eq!(s.remoteness, None);
    let g = SafeRuns::new().run_grundy(1000);
    assert_eq!(s.outcome == Outcome::N, g != 0);
    assert_eq!(s.formula.as_ref().unwrap().grundy, Some(g));
    assert!(s.note.unwrap().contains("at most 56 safe cells"));
}

#[test]
fn unsafe_moves_lose_at_once() {
    let game = lookup("treblecross").unwrap();
    // Every move within 2 of a cross hands the opponent an immediate win.
    let s = game.solve(&format!("{}x{}", ".".repeat(20), ".".repeat(20)), false).unwrap();
    for m in &s.moves {
        let i: usize = m.text.parse().unwrap();
        if (19..=23).contains(&i) {
            assert_eq!((m.outcome, m.remoteness), (Outcome::N, Some(1)), "move {i}");
        }
    }
}

#[test]
fn game_interface() {
    let game = lookup("treblecross").unwrap();
    assert_eq!(game.normalize("oo.o").unwrap(), "..x.");
    assert_eq!(game.normalize("......").unwrap(), "6");
    assert!(game.solve("6", true).is_err());
    assert!(game.grundy("6").unwrap_err().to_string().contains("normal-play"));
    let moves = game.move_list("x.x").unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].0, "2");
    assert_eq!(moves[0].1, "xxx");
    assert!(game.move_list("xxx.").unwrap().is_empty(), "a finished game has no moves");
    let s = game.solve("x.x", false).unwrap();
    assert_eq!((s.outcome, s.remoteness), (Outcome::N, Some(1)));
    let s = game.solve("2", false).unwrap();
    assert_eq!((s.outcome, s.remoteness), (Outcome::Draw, Some(2)));
    assert!(matches!(s.board, engine::board::Board::Grid { ref rows, .. } if rows == &vec!["..".to_string()]));
    assert!(lookup("treblecross:3").is_err());
}

/// Positions of sensible play: crosses at least three apart.
fn sensible_strip() -> impl Strategy<Value = Vec<bool>> {
    (3usize..=BRUTE_MAX, proptest::collection::vec(0usize..BRUTE_MAX, 0..6)).prop_map(|(n, picks)| {
        let mut cells = vec![false; n];
        for p in picks {
            let p = p % n;
            if (p.saturating_sub(2)..=(p + 2).min(n - 1)).all(|j| !cells[j]) {
                cells[p] = true;
            }
        }
        cells
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn sensible_strips_agree_with_the_reduction(cells in sensible_strip()) {
        prop_assert!(matches!(reduce(&cells), Reduced::SafeRuns(_)));
        let safe = SafeRuns::new();
        let mut solver = Solver::new(&safe);
        let (o, r) = Brute::new(cells.len()).value(cells.iter().enumerate().fold(0, |m, (i, &c)| m | (c as u64) << i));
        let (o2, r2, _) = reduced_value(&mut solver, &cells);
        prop_assert_eq!((o2, r2), (o, Some(r)));
    }

    #[test]
    fn any_text_parses_or_errs(text in "[.xXo0-9 ]{0,30}") {
        if let Ok(s) = Treblecross.parse(&text) {
            prop_assert_eq!(Treblecross.parse(&s.to_string()).unwrap(), s);
        }
    }
}
