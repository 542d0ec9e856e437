//! Moore's Nim_k: Moore's P/N rule and the greedy winning move against search.

use engine::games::lookup;
use engine::games::moore::{bit_counts, is_p_position, winning_move, Moore};
use engine::impartial::Solver;
use engine::notation::Heaps;
use engine::value::Outcome;
use proptest::prelude::*;

use crate::laws;

/// Every sorted list of `n` heaps of at most `max`.
fn sorted_positions(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|p: Vec<u64>| {
                let lo = p.last().copied().unwrap_or(0);
                (lo..=max).map(move |h| {
                    let mut q = p.clone();
                    q.push(h);
                    q
                })
            })
            .collect();
    }
    out
}

/// Checks the rule and the winning move on one position against search.
fn check_rule(solver: &mut Solver<Moore>, heaps: &[u64]) {
    let k = solver.game.k;
    let pos = Heaps(heaps.to_vec());
    let searched = laws::searched(solver, &pos);
    assert_eq!(searched == 0, is_p_position(heaps, k), "k={k} {heaps:?}: rule against search (g = {searched})");
    match winning_move(heaps, k) {
        None => assert_eq!(searched, 0, "k={k} {heaps:?}: no winning move in an N position"),
        Some(to) => {
            let changed = (0..heaps.len()).filter(|&i| to[i] != heaps[i]).count();
            assert!((1..=k).contains(&changed), "k={k} {heaps:?} -> {to:?}: {changed} heaps changed");
            assert!((0..heaps.len()).all(|i| to[i] <= heaps[i]), "k={k} {heaps:?} -> {to:?}: a heap grew");
            assert!(is_p_position(&to, k), "k={k} {heaps:?} -> {to:?}: not P by the rule");
            assert_eq!(laws::searched(solver, &Heaps(to.clone())), 0, "k={k} {heaps:?} -> {to:?}: not P by search");
        }
    }
}

#[test]
fn rule_and_winning_move_against_search_exhaustively() {
    for k in 1..=4 {
        let game = Moore { k };
        let mut solver = Solver::new(&game);
        for heaps in sorted_positions(3, 7).into_iter().chain(sorted_positions(4, 4)).chain(sorted_positions(5, 2)) {
            check_rule(&mut solver, &heaps);
            // The same position in another order (the move must name the right heaps).
            let mut rev = heaps.clone();
            rev.reverse();
            check_rule(&mut solver, &rev);
        }
    }
}

#[test]
fn laws_on_small_positions() {
    for k in 1..=3 {
        let game = Moore { k };
        let mut solver = Solver::new(&game);
        for heaps in sorted_positions(3, 3) {
            let mut shuffled = heaps.clone();
            shuffled.rotate_left(1);
            laws::check(&mut solver, &Heaps(shuffled));
        }
    }
}

#[test]
fn nim_1_is_nim() {
    let mut solver = Solver::new(&Moore { k: 1 });
    for heaps in sorted_positions(3, 5) {
        let x = heaps.iter().fold(0, |a, &h| a ^ h) as u32;
        assert_eq!(laws::searched(&mut solver, &Heaps(heaps.clone())), x, "{heaps:?}");
    }
}

#[test]
fn bit_counts_by_hand() {
    // 3 = 011, 5 = 101, 6 = 110, 7 = 111: three heaps with each bit, so P in Nim_2; in Nim
    // the XOR is 7, and in Nim_3 every count 3 is not a multiple of 4.
    assert_eq!(bit_counts(&[3, 5, 6, 7]), vec![3, 3, 3]);
    assert!(is_p_position(&[3, 5, 6, 7], 2));
    assert!(!is_p_position(&[3, 5, 6, 7], 1));
    assert!(!is_p_position(&[3, 5, 6, 7], 3));
    assert_eq!(winning_move(&[3, 5, 6, 7], 2), None);
    // 3,4,5 in Nim_2: counts 2,1,2 (bits 1, 2, 4). The greedy move reduces heaps 3 and 4...
    assert_eq!(bit_counts(&[3, 4, 5]), vec![2, 1, 2]);
    let to = winning_move(&[3, 4, 5], 2).unwrap();
    assert_eq!(bit_counts(&to).iter().map(|c| c % 3).collect::<Vec<_>>(), vec![0; bit_counts(&to).len()]);
}

#[test]
fn solve_marks_exactly_the_moves_to_p() {
    let game = lookup("moore:2").unwrap();
    let sol = game.solve("3,4,5", false).unwrap();
    assert_eq!(sol.outcome, Outcome::N);
    let mut solver = Solver::new(&Moore { k: 2 });
    assert_eq!(sol.grundy, Some(laws::searched(&mut solver, &Heaps(vec![3, 4, 5]))));
    let greedy = Heaps(winning_move(&[3, 4, 5], 2).unwrap()).to_string();
    assert!(sol.moves.iter().any(|m| m.winning && m.to == greedy));
    for m in &sol.moves {
        let to: Vec<u64> = m.to.split(',').map(|t| t.parse().unwrap()).collect();
        assert_eq!(m.winning, is_p_position(&to, 2), "{}", m.text);
    }
    assert!(sol
        .formula
        .unwrap()
        .text
        .contains(&format!("winning move {}", sol.moves.iter().find(|m| m.to == greedy).unwrap().text)));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_positions_against_search(k in 1usize..=4, heaps in prop::collection::vec(0u64..=5, 1..=4)) {
        let game = Moore { k };
        let mut solver = Solver::new(&game);
        check_rule(&mut solver, &heaps);
    }

    /// Large positions (beyond search): the greedy move always reaches a P position by the rule,
    /// changing at most k heaps.
    #[test]
    fn greedy_move_on_large_positions(k in 1usize..=6, heaps in prop::collection::vec(0u64..=1_000_000, 1..=12)) {
        match winning_move(&heaps, k) {
            None => prop_assert!(is_p_position(&heaps, k)),
            Some(to) => {
                let changed = (0..heaps.len()).filter(|&i| to[i] != heaps[i]).count();
                prop_assert!((1..=k).contains(&changed));
                prop_assert!((0..heaps.len()).all(|i| to[i] <= heaps[i]));
                prop_assert!(is_p_position(&to, k));
            }
        }
    }
}
