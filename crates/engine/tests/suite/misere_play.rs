//! Misère play answered from misère quotients where the search does not fit: the outcomes
//! agree with a plain misère search wherever that search fits, and large positions are locally
//! consistent (an N-position has a move to a P-position, every move of a P-position reaches an
//! N-position).

use engine::games::lookup;
use engine::misere::{evaluation, HeapRules};
use engine::Outcome;
use proptest::prelude::*;

/// The misère outcome of a heap position by the quotient alone.
fn by_quotient(rules: &HeapRules, heaps: &[usize]) -> Outcome {
    evaluation(rules, heaps, &[]).unwrap().outcome
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Sums of up to five small heaps of several octal codes: the quotient's outcome and every
    /// move's equal the plain misère search's.
    #[test]
    fn quotient_outcomes_equal_the_search(code in prop::sample::select(vec!["0.77", "0.07", "0.137", "0.4", "0.37"]),
                                          heaps in prop::collection::vec(0usize..=9, 1..=5)) {
        let id = format!("octal:{code}");
        let game = lookup(&id).unwrap();
        let position: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        let searched = game.solve(&position.join(","), true).unwrap();
        let rules = game.misere_rules().unwrap();
        prop_assert_eq!(by_quotient(&rules, &heaps), searched.outcome, "{} {:?}", id, heaps);
        for m in &searched.moves {
            let after: Vec<usize> = m.to.split(',').filter(|s| !s.is_empty()).map(|s| s.parse().unwrap()).collect();
            prop_assert_eq!(by_quotient(&rules, &after), m.outcome, "{} {:?} move {}", id, heaps, m.text);
        }
    }
}

/// Kayles rows in the hundreds, valued through the game (the search refuses them and the
/// quotient answers): each outcome agrees with the outcomes of the moves.
#[test]
fn large_kayles_positions_are_locally_consistent() {
    let game = lookup("kayles").unwrap();
    let mut seed = 7u64;
    let mut next = |m: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    let mut outcomes = [0, 0];
    for _ in 0..12 {
        let rows: Vec<String> = (0..1 + next(3)).map(|_| (100 + next(400)).to_string()).collect();
        let sol = game.solve(&rows.join(","), true).unwrap();
        assert!(sol.note.as_deref().unwrap_or("").contains("misère quotient"), "{rows:?}: {:?}", sol.note);
        assert_eq!(sol.remoteness, None);
        let to_p = sol.moves.iter().filter(|m| m.outcome == Outcome::P).count();
        match sol.outcome {
            Outcome::N => assert!(to_p > 0, "{rows:?}: N without a move to P"),
            Outcome::P => assert_eq!(to_p, 0, "{rows:?}: P with a move to P"),
            o => panic!("{rows:?}: outcome {o:?}"),
        }
        // A winning move is marked, and it is one that reaches P.
        assert!(sol.moves.iter().all(|m| m.winning == (m.outcome == Outcome::P)));
        outcomes[(sol.outcome == Outcome::P) as usize] += 1;
        // And one move further: a move to P is P by a second reading of its own position.
        if let Some(m) = sol.moves.iter().find(|m| m.outcome == Outcome::P) {
            let after = game.solve(&m.to, true).unwrap();
            assert_eq!(after.outcome, Outcome::P);
            assert!(after.moves.iter().all(|m| m.outcome == Outcome::N));
        }
    }
    assert!(outcomes[0] > 0, "some N-positions were checked");
}

/// A row of 1,000 pins and three long rows: answered at once, with the quotient named.
#[test]
fn kayles_1000_and_three_rows_in_misere_play() {
    let game = lookup("kayles").unwrap();
    for position in ["1000", "300,250,7"] {
        let sol = game.solve(position, true).unwrap();
        assert!(sol.note.unwrap().contains("octal:0.77"));
        assert!(matches!(sol.working, Some(engine::working::Working::Quotient(_))));
    }
}

/// Misère Nim's quotient is that of a tame game: heaps 0..=3 of Nim (0.333) give the quotient
/// of order 6 with P = {a, b^2}; Grundy's game to heap 12 is tame too.
#[test]
fn tame_quotients() {
    for (rules, heaps) in [(HeapRules::parse("0.333").unwrap(), 3), (HeapRules::Grundy, 12)] {
        let q = engine::misere::quotient(&rules, heaps, &mut |_, _| true).unwrap();
        assert_eq!((q.order(), q.p_portion().len()), (6, 2), "{rules}");
    }
}

/// A published quotient: 0.75's is R8 = <a, b, c | a^2 = 1, b^3 = b, b c = a b, c^2 = b^2>
/// with P = {a, b^2} (Plambeck, "Taming the wild in impartial combinatorial games", Integers 5
/// (2005), G05; Plambeck and Siegel, "Misère quotients for impartial games", 2008), the only
/// quotient of order 8 (Siegel, "The structure and classification of misère quotients").
#[test]
fn the_quotient_of_0_75_is_r8() {
    let q = engine::misere::quotient(&HeapRules::parse("0.75").unwrap(), 60, &mut |_, _| true).unwrap();
    assert_eq!((q.order(), q.p_portion().len()), (8, 2));
    let mut relations = q.relations();
    relations.sort();
    assert_eq!(relations, ["a^2 = 1", "b c = a b", "b^3 = b", "c^2 = b^2"]);
    let p: Vec<String> = q.p_portion().into_iter().map(|x| q.element_name(x)).collect();
    assert_eq!(p, ["a", "b^2"]);
}
