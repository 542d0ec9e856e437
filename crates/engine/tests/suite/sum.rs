//! Remoteness of sums: the sum's search (canonical multisets of numbered component positions)
//! against a brute-force minimax over the sum's text, with every component's own move list,
//! on random small sums; and known cases (a one-component sum is that component, a sum of Nim
//! heaps is the Nim position with those heaps).

use std::collections::HashMap;

use engine::{lookup, Game, Outcome};
use proptest::prelude::*;

/// (mover wins, remoteness) of the sum whose components are `parts` (game, position), by
/// plain minimax: the winner takes the quickest win, the loser the slowest loss.
fn brute(games: &[Box<dyn Game>], parts: &[String], memo: &mut HashMap<Vec<String>, (bool, u32)>) -> (bool, u32) {
    if let Some(&v) = memo.get(parts) {
        return v;
    }
    let mut fastest_win: Option<u32> = None;
    let mut slowest_loss: Option<u32> = None;
    for (i, game) in games.iter().enumerate() {
        for (_, to, _) in game.move_list(&parts[i]).unwrap() {
            let mut next = parts.to_vec();
            next[i] = to;
            let (wins, r) = brute(games, &next, memo);
            if wins {
                slowest_loss = Some(slowest_loss.map_or(r, |s| s.max(r)));
            } else {
                fastest_win = Some(fastest_win.map_or(r, |f| f.min(r)));
            }
        }
    }
    let v = match (fastest_win, slowest_loss) {
        (Some(r), _) => (true, r + 1),
        (None, Some(r)) => (false, r + 1),
        (None, None) => (false, 0),
    };
    memo.insert(parts.to_vec(), v);
    v
}

/// One small component: (game id, position).
fn component() -> impl Strategy<Value = (String, String)> {
    prop_oneof![
        (0u32..=4, 0u32..=3).prop_map(|(a, b)| ("nim".to_string(), format!("{a},{b}"))),
        (0u32..=6).prop_map(|n| ("kayles".to_string(), n.to_string())),
        (0u32..=10).prop_map(|n| ("subtract:1,3,4".to_string(), n.to_string())),
        (0u32..=8).prop_map(|n| ("grundy".to_string(), n.to_string())),
    ]
}

fn check_sum(comps: &[(String, String)]) -> Result<(), TestCaseError> {
    let text = comps.iter().map(|(g, p)| format!("{g}:{p}")).collect::<Vec<_>>().join(" + ");
    let sum = lookup("sum").unwrap();
    let sol = sum.solve(&text, false).unwrap();
    let games: Vec<Box<dyn Game>> = comps.iter().map(|(g, _)| lookup(g).unwrap()).collect();
    let parts: Vec<String> = comps.iter().zip(&games).map(|((_, p), game)| game.normalize(p).unwrap()).collect();
    let mut memo = HashMap::new();
    let (wins, r) = brute(&games, &parts, &mut memo);
    prop_assert_eq!(sol.outcome == Outcome::N, wins, "{}", text);
    prop_assert_eq!(sol.remoteness, Some(r), "{}", text);
    prop_assert!(sol.note.is_none(), "{}", text);
    // Every move's remoteness is the brute force's for the sum it reaches.
    for m in &sol.moves {
        let next: Vec<String> = m.to.split(" + ").map(|c| c[c.rfind(':').unwrap() + 1..].to_string()).collect();
        let (w, r) = brute(&games, &next, &mut memo);
        prop_assert_eq!(m.outcome == Outcome::N, w, "{} {}", text, m.text);
        prop_assert_eq!(m.remoteness, Some(r), "{} {}", text, m.text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn sum_remoteness_is_brute_force_minimax(comps in prop::collection::vec(component(), 1..=3)) {
        check_sum(&comps)?;
    }
}

#[test]
fn one_component_sum_has_the_component_remoteness() {
    for (game, position) in [("kayles", "7"), ("nim", "3,4,5"), ("subtract:1,3,4", "9"), ("grundy", "12")] {
        let own = lookup(game).unwrap().solve(position, false).unwrap();
        let sum = lookup("sum").unwrap().solve(&format!("{game}:{position}"), false).unwrap();
        assert_eq!(sum.outcome, own.outcome, "{game}:{position}");
        assert!(own.remoteness.is_some(), "{game}:{position}");
        assert_eq!(sum.remoteness, own.remoteness, "{game}:{position}");
    }
}

#[test]
fn sum_of_nim_heaps_is_the_nim_position() {
    let nim = lookup("nim").unwrap().solve("3,4,5", false).unwrap();
    let sum = lookup("sum").unwrap().solve("nim:3 + nim:4 + nim:5", false).unwrap();
    assert_eq!(sum.remoteness, nim.remoteness);
    // The same heaps in another order are the same sum.
    let other = lookup("sum").unwrap().solve("nim:5 + nim:3 + nim:4", false).unwrap();
    assert_eq!(other.remoteness, nim.remoteness);
}

#[test]
fn the_issue_example_has_a_remoteness_and_too_large_a_sum_has_a_note() {
    let sol = lookup("sum").unwrap().solve("nim:3 + kayles:7 + subtract:1,3,4:9", false).unwrap();
    assert_eq!(sol.outcome, Outcome::N);
    assert!(sol.remoteness.is_some());
    assert!(sol.note.is_none());
    assert!(sol.moves.iter().all(|m| m.remoteness.is_some()));
    // Four heaps of a thousand: far beyond the budget; outcome and value are still exact.
    let big = lookup("sum").unwrap().solve("nim:1000 + nim:1000 + nim:999 + nim:998", false).unwrap();
    assert_eq!(big.grundy, Some(999 ^ 998));
    assert_eq!(big.remoteness, None);
    assert!(big.note.unwrap().contains("remoteness not computed"));
    assert!(big.moves.iter().all(|m| m.remoteness.is_none()));
}

#[test]
fn only_games_whose_entry_allows_it_are_components() {
    use engine::games::{sum, CATALOGUE};
    let mut components = 0;
    for e in CATALOGUE {
        // A sum's own example is itself a sum; refused games are refused before their position is read.
        let position = if e.id == sum::ENTRY.id { "0" } else { e.example_position };
        let text = format!("nim:3 + {}:{position}", e.example_game);
        let parsed = sum::parse(&text);
        if e.sum_component {
            let comps = parsed.unwrap_or_else(|err| panic!("{}: {err}", e.id));
            let c = &comps[1];
            assert!(
                c.game.grundy(&c.position).is_ok() || c.game.canonical(&c.position).is_ok(),
                "{}: a component needs a Grundy value or a canonical form",
                e.id
            );
            components += 1;
        } else {
            let err = parsed.err().unwrap_or_else(|| panic!("{} was accepted as a component", e.id));
            assert!(err.message.contains("sum"), "{}: {}", e.id, err.message);
            assert_eq!(err.at, Some(8), "{}: the refusal points at the component", e.id);
        }
    }
    assert!(CATALOGUE.len() >= 29 && components >= 15, "{components} components of {} games", CATALOGUE.len());
}
