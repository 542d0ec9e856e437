//! Northcott's game: the impartial presentation (Nim on the gaps) against search, and the real
//! two-colour game (widening moves, cycles and all) by retrograde analysis.

use engine::games::northcott::{gap_xor, retrograde, Northcott, RealGame, Rows};
use engine::impartial::Solver;
use engine::value::Outcome;
use proptest::prelude::*;

use crate::laws;

/// Every position of `rows` rows on `cols` columns.
fn positions(cols: usize, rows: usize) -> Vec<Vec<(usize, usize)>> {
    let pairs: Vec<(usize, usize)> =
        (1..=cols).flat_map(|b| (1..=cols).map(move |w| (b, w))).filter(|(b, w)| b != w).collect();
    let mut out = vec![vec![]];
    for _ in 0..rows {
        out = out
            .into_iter()
            .flat_map(|p: Vec<(usize, usize)>| pairs.iter().map(move |&q| [p.clone(), vec![q]].concat()))
            .collect();
    }
    out
}

#[test]
fn gap_xor_against_search() {
    for (cols, rows) in [(6, 1), (5, 2), (4, 3)] {
        let game = Northcott { cols };
        let mut solver = Solver::new(&game);
        for chips in positions(cols, rows) {
            let v = laws::searched(&mut solver, &Rows(chips.clone()));
            assert_eq!(v as usize, gap_xor(&chips), "{cols} columns: {chips:?}");
        }
    }
}

#[test]
fn laws() {
    let game = Northcott { cols: 5 };
    let mut solver = Solver::new(&game);
    for chips in positions(5, 2) {
        laws::check(&mut solver, &Rows(chips));
    }
}

/// The real game: whichever colour is to move wins exactly when the XOR of the gaps is non-zero,
/// and no position is a draw, although the real moves include widening ones and play can cycle.
#[test]
fn real_two_colour_game_by_retrograde_analysis() {
    let boards =
        [(2, 1), (3, 1), (4, 1), (5, 1), (7, 1), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (3, 3), (4, 3), (5, 3)];
    for (cols, rows) in boards {
        let real = RealGame::solve(cols, rows).expect("small board");
        let all = real.positions();
        assert_eq!(all.len(), (cols * (cols - 1)).pow(rows as u32));
        for chips in all {
            let expect = if gap_xor(&chips) == 0 { Outcome::P } else { Outcome::N };
            for black in [true, false] {
                assert_eq!(real.outcome(&chips, black), expect, "{cols}x{rows} {chips:?} black to move: {black}");
            }
        }
    }
}

/// The analysis can report draws and decides simple graphs correctly, so "no draws" above is
/// a real finding.
#[test]
fn retrograde_analysis_on_small_graphs() {
    // 0 <-> 1 only: play goes on for ever.
    assert_eq!(retrograde(&[vec![1], vec![0]]), vec![Outcome::Draw, Outcome::Draw]);
    // 0 <-> 1, and 1 -> 2 (no moves): 2 is lost, so 1 is won, so 0 (only move to 1) is lost.
    assert_eq!(retrograde(&[vec![1], vec![0, 2], vec![]]), vec![Outcome::P, Outcome::N, Outcome::P]);
    // 0 -> 1 <-> 2, 2 -> 3 -> 4: 4 lost, 3 won, 2 can only reach 1 or 3 (won) and 1 can only
    // reach 2, so 1 and 2 are undecided (each avoids losing by going back): draws.
    let g = retrograde(&[vec![1], vec![2], vec![1, 3], vec![4], vec![]]);
    assert_eq!(g, vec![Outcome::Draw, Outcome::Draw, Outcome::Draw, Outcome::N, Outcome::P]);
    assert!(RealGame::solve(8, 4).is_none(), "too many states are refused");
    assert!(RealGame::solve(1, 1).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_boards_against_search(cols in 2usize..=7, chips in prop::collection::vec((1usize..=7, 1usize..=7), 1..=3)) {
        let chips: Vec<(usize, usize)> = chips.into_iter().map(|(b, w)| (b.min(cols), w.min(cols))).filter(|(b, w)| b != w).collect();
        prop_assume!(!chips.is_empty());
        let game = Northcott { cols };
        let mut solver = Solver::new(&game);
        prop_assert_eq!(laws::searched(&mut solver, &Rows(chips.clone())) as usize, gap_xor(&chips));
    }
}
