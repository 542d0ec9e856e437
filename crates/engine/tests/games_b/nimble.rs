//! Nimble (XOR of the cells) and Nimble-2 (Staircase Nim on the reversed gaps) against search.

use std::collections::BTreeSet;

use engine::games::nimble::{cell_xor, Nimble};
use engine::games::nimble2::{from_staircase, staircase_steps, Nimble2};
use engine::games::staircase::{canonical, Staircase, Steps};
use engine::impartial::{ImpartialGame, Solver};
use engine::notation::Coins;
use engine::reduction::odd_step_xor;
use engine::serve::Rules;
use proptest::prelude::*;

use crate::laws;

/// Every sorted list of up to `n` coins on cells 0..=max (cells may repeat).
fn multisets(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    let mut layer = vec![vec![]];
    for _ in 0..n {
        layer = layer
            .into_iter()
            .flat_map(|p: Vec<u64>| {
                let lo = p.last().copied().unwrap_or(0);
                (lo..=max).map(move |c| [p.clone(), vec![c]].concat())
            })
            .collect();
        out.extend(layer.iter().cloned());
    }
    out.retain(|p| !p.is_empty());
    out
}

/// Every non-empty set of cells within 0..=max, increasing.
fn sets(max: u64) -> Vec<Vec<u64>> {
    (1u32..1 << (max + 1)).map(|m| (0..=max).filter(|&c| m >> c & 1 == 1).collect()).collect()
}

#[test]
fn nimble_cell_xor_against_search_exhaustively() {
    let mut solver = Solver::new(&Nimble);
    for coins in multisets(4, 7) {
        let v = laws::searched(&mut solver, &Coins(coins.clone()));
        assert_eq!(v as u64, cell_xor(&coins), "{coins:?}");
    }
}

#[test]
fn nimble_laws() {
    let mut solver = Solver::new(&Nimble);
    for coins in multisets(3, 4) {
        laws::check(&mut solver, &Coins(coins));
    }
}

#[test]
fn nimble2_reduction_against_search_exhaustively() {
    let mut solver = Solver::new(&Nimble2);
    let mut stairs = Solver::new(&Staircase);
    for coins in sets(8) {
        let steps = staircase_steps(&coins);
        assert_eq!(from_staircase(&steps), coins, "the mapping is invertible");
        let v = laws::searched(&mut solver, &Coins(coins.clone()));
        assert_eq!(v as u64, odd_step_xor(&steps), "{coins:?}: formula");
        assert_eq!(v, laws::searched(&mut stairs, &Steps(steps.clone())), "{coins:?}: staircase searched");
        // The moves correspond one to one: the staircases of the Nimble-2 options are exactly
        // the options of the staircase.
        let via_coins: BTreeSet<Vec<u64>> =
            Nimble2.moves(&Coins(coins.clone())).into_iter().map(|m| canonical(&staircase_steps(&m.to.0))).collect();
        let via_steps: BTreeSet<Vec<u64>> =
            Staircase.moves(&Steps(steps.clone())).into_iter().map(|m| canonical(&m.to.0)).collect();
        assert_eq!(via_coins, via_steps, "{coins:?}");
        assert_eq!(Nimble2.moves(&Coins(coins.clone())).len(), Staircase.moves(&Steps(steps)).len(), "{coins:?}");
    }
}

#[test]
fn nimble2_laws() {
    let mut solver = Solver::new(&Nimble2);
    for coins in sets(5) {
        laws::check(&mut solver, &Coins(coins));
    }
}

#[test]
fn nimble2_by_hand() {
    // Coins 1, 4, 9: gaps 1, 2, 4; staircase 4,2,1; odd steps 4 ⊕ 1 = 5. Nimble would say
    // 1 ⊕ 4 ⊕ 9 = 12: the games differ.
    let sol = engine::games::lookup("nimble2").unwrap().solve("1,4,9", false).unwrap();
    assert_eq!(sol.grundy, Some(5));
    let sol = engine::games::lookup("nimble").unwrap().solve("1,4,9", false).unwrap();
    assert_eq!(sol.grundy, Some(12));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_nimble_against_search(coins in prop::collection::vec(0u64..=9, 1..=4)) {
        let pos = Nimble.parse(&Coins(coins.clone()).to_string()).unwrap();
        let mut solver = Solver::new(&Nimble);
        prop_assert_eq!(laws::searched(&mut solver, &pos) as u64, cell_xor(&coins));
    }

    #[test]
    fn random_nimble2_against_search(cells in prop::collection::btree_set(0u64..=11, 1..=4)) {
        let coins: Vec<u64> = cells.into_iter().collect();
        let mut solver = Solver::new(&Nimble2);
        let v = laws::searched(&mut solver, &Coins(coins.clone()));
        prop_assert_eq!(v as u64, odd_step_xor(&staircase_steps(&coins)));
    }
}
