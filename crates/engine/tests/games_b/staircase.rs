//! Staircase Nim against search, and Nimble / Nimble-2 (whose reduction is to Staircase Nim).

use engine::games::staircase::{Staircase, Steps};
use engine::impartial::{ImpartialGame, Solver};
use engine::reduction::odd_step_xor;
use engine::serve::Rules;
use proptest::prelude::*;

use crate::laws;

static GAME: Staircase = Staircase;
thread_local! {
    static SOLVER: std::cell::RefCell<Solver<'static, Staircase>> = std::cell::RefCell::new(Solver::new(&GAME));
}

/// Every staircase of `n` steps with at most `max` coins on each.
pub fn all_staircases(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..n {
        out = out.into_iter().flat_map(|p: Vec<u64>| (0..=max).map(move |c| [p.clone(), vec![c]].concat())).collect();
    }
    out
}

#[test]
fn odd_step_xor_against_search_exhaustively() {
    let mut solver = Solver::new(&Staircase);
    for n in 1..=4 {
        for steps in all_staircases(n, 4) {
            let v = laws::searched(&mut solver, &Steps(steps.clone()));
            assert_eq!(v as u64, odd_step_xor(&steps), "{steps:?}");
        }
    }
    // Longer staircases with few coins.
    for steps in all_staircases(6, 2) {
        let v = laws::searched(&mut solver, &Steps(steps.clone()));
        assert_eq!(v as u64, odd_step_xor(&steps), "{steps:?}");
    }
}

#[test]
fn laws_on_small_staircases() {
    let mut solver = Solver::new(&Staircase);
    for steps in all_staircases(3, 3) {
        laws::check(&mut solver, &Steps(steps));
    }
}

#[test]
fn by_hand() {
    // 3,0,2,5: odd steps 1 and 3 hold 3 and 2: 3 ⊕ 2 = 1.
    assert_eq!(odd_step_xor(&[3, 0, 2, 5]), 1);
    let sol = engine::games::lookup("staircase").unwrap().solve("3,0,2,5", false).unwrap();
    assert_eq!(sol.grundy, Some(1));
    // The winning moves make the odd steps XOR to 0: take 1 off step 1 (3 -> 2), or carry 1
    // from step 4 onto step 3 (2 -> 3).
    let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
    assert_eq!(winning, vec!["s1-1", "s4-1"]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Taller staircases than the exhaustive test, with coins on a few steps; one memo serves
    /// every case.
    #[test]
    fn random_staircases_against_search(piles in prop::collection::vec((0usize..10, 1u64..=3), 1..=2), len in 10usize..=12) {
        let mut steps = vec![0u64; len];
        for (i, c) in piles {
            steps[i] += c;
        }
        let v = SOLVER.with(|s| laws::searched(&mut s.borrow_mut(), &Steps(steps.clone())));
        prop_assert_eq!(v as u64, odd_step_xor(&steps));
        let text = Steps(steps.clone()).to_string();
        prop_assert_eq!(Staircase.parse(&text).unwrap(), Steps(steps));
    }
}
