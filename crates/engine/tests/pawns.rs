//! Dawson's chess: brute force on the real 3 x n board (every ply, captures compulsory) against
//! the reduction to octal 0.137, golden values (OEIS A002187, CGSuite), and the solver's laws.

use std::collections::{BTreeSet, HashSet, VecDeque};

use engine::games::pawns::{
    brute_force_start, code, compare, parse_position, run_options, turn_results, Pawns, RealBoard, RealSearch,
    BRUTE_MAX,
};
use engine::impartial::{ImpartialGame, Solver};
use engine::mex::mex_of;
use engine::serve::Rules;
use engine::value::Solution;
use engine::{lookup, Outcome};
use proptest::prelude::*;

/// How far the (debug-build) tests push the brute force; `compare` goes to BRUTE_MAX.
const TESTED: usize = 12;

#[test]
fn golden_oeis_a002187() {
    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/A002187_dawsons_chess.txt"));
    let pawns = Pawns::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut it = line.split_whitespace().map(|x| x.parse::<u32>().unwrap());
        let (n, v) = (it.next().unwrap() as usize, it.next().unwrap());
        assert_eq!(pawns.run_grundy(n), v, "g({n})");
        checked += 1;
    }
    assert_eq!(checked, 132);
}

#[test]
fn golden_cgsuite() {
    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cgsuite_heap_tables_via_pycgt.csv"));
    let pawns = Pawns::new();
    let rows: Vec<(usize, u32)> = text
        .lines()
        .filter(|l| l.starts_with("DawsonsChess,0.137,"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[2].parse().unwrap(), f[3].parse().unwrap())
        })
        .collect();
    assert_eq!(rows.len(), 26);
    for (n, v) in rows {
        assert_eq!(pawns.run_grundy(n), v, "g({n})");
    }
}

/// A run's options are exactly the heap options of 0.137 (up to mirror images).
#[test]
fn run_options_are_those_of_0137() {
    let code = code();
    for w in 0..=80 {
        let ours: BTreeSet<Vec<usize>> = run_options(w)
            .into_iter()
            .map(|mut o| {
                o.sort();
                o
            })
            .collect();
        let octal: BTreeSet<Vec<usize>> = code
            .heap_options(w)
            .into_iter()
            .map(|(_, mut hs)| {
                hs.sort();
                hs
            })
            .collect();
        assert_eq!(ours, octal, "width {w}");
    }
}

#[test]
fn table_matches_search() {
    let pawns = Pawns::new();
    let mut solver = Solver::new(&pawns);
    for w in 0..=150 {
        assert_eq!(Some(solver.searched_comp_grundy(&w).unwrap()), pawns.fast_comp_grundy(&w), "width {w}");
    }
}

/// The heart of the matter: for every starting width the brute force reaches here, the real
/// board's outcome is the reduction's; and so is that of every board reached between turns,
/// which the catalogue notation accepts, and whose turns (an advance and all the captures it
/// forces, in any order) are exactly the catalogue's moves. No pawn ever reaches its last rank.
#[test]
fn real_board_agrees_with_reduction() {
    let pawns = Pawns::new();
    let mut search = RealSearch::new();
    for n in 0..=TESTED {
        let (win, _) = search.value(&RealBoard::start(n));
        assert_eq!(win, pawns.run_grundy(n) != 0, "width {n}");
    }
    let boards: Vec<RealBoard> = search.boards().copied().collect();
    let mut quiet = 0;
    for b in &boards {
        assert!(!b.has_promoted(), "{b}");
        if b.has_capture() {
            continue;
        }
        quiet += 1;
        let pos = parse_position(&b.to_string()).unwrap_or_else(|e| panic!("{b}: {e}"));
        let g = pos.runs().iter().fold(0, |acc, &w| acc ^ pawns.run_grundy(w));
        assert_eq!(search.value(b).0, g != 0, "{b}");
        let real: HashSet<String> = turn_results(b).iter().map(|k| k.to_string()).collect();
        // A turn always leaves a blocked pair, so its position is written as rows.
        let ours: HashSet<String> =
            pawns.moves(&pos).into_iter().map(|m| RealBoard::parse(&m.to.to_string()).unwrap().to_string()).collect();
        assert_eq!(real, ours, "{b}");
    }
    assert!(quiet > 1000, "only {quiet} boards between turns");
}

/// The side-by-side table for the app, and the exact set of widths where it disagrees (none).
#[test]
fn compare_table() {
    let rows = compare(12);
    assert_eq!(rows.len(), 13);
    let differ: Vec<usize> = rows.iter().filter(|(_, o, g)| (*o == Outcome::N) != (*g != 0)).map(|r| r.0).collect();
    assert_eq!(differ, Vec::<usize>::new());
    // P exactly at widths 0, 4, 8 (and next 14, 20) in that range.
    let lost: Vec<usize> = rows.iter().filter(|r| r.1 == Outcome::P).map(|r| r.0).collect();
    assert_eq!(lost, vec![0, 4, 8]);
}

/// Every width the brute force takes (0..=16): `cargo test --release -p engine --test pawns --
/// --ignored`.
#[test]
#[ignore]
fn compare_table_full_range() {
    let rows = compare(BRUTE_MAX);
    assert_eq!(rows.len(), BRUTE_MAX + 1);
    assert!(rows.iter().all(|(_, o, g)| (*o == Outcome::N) == (*g != 0)));
}

#[test]
fn brute_force_by_hand_and_limits() {
    assert_eq!(brute_force_start(1), Ok((Outcome::N, 1)));
    // Either advance is met by a capture and a recapture: three plies, and Black is stuck.
    assert_eq!(brute_force_start(2), Ok((Outcome::N, 3)));
    assert_eq!(brute_force_start(4).unwrap().0, Outcome::P);
    assert!(brute_force_start(BRUTE_MAX + 1).unwrap_err().contains("up to 16"));
    // Black must capture the white pawn on c2 (two ways); advancing is not allowed.
    let b = RealBoard::parse("ppp/.P./P.P b").unwrap();
    let plies = b.plies();
    assert_eq!(plies.len(), 2);
    assert!(plies.iter().all(|p| p.0));
    let after: BTreeSet<String> = plies.iter().map(|p| p.1.to_string()).collect();
    assert_eq!(after, BTreeSet::from([".pp/.p./P.P w".to_string(), "pp./.p./P.P w".to_string()]));
    assert_eq!(turn_results(&RealBoard::start(3)).len(), 3);
}

fn check_laws(s: &Solution) {
    let game = lookup("pawns").unwrap();
    assert_eq!(game.normalize(&s.position).unwrap(), s.position);
    for m in &s.moves {
        assert_eq!(game.normalize(&m.to).unwrap(), m.to);
        assert_eq!(m.winning, m.outcome == Outcome::P);
    }
    let any_p = s.moves.iter().any(|m| m.outcome == Outcome::P);
    assert_eq!(s.outcome == Outcome::N, any_p, "{}", s.position);
    assert_eq!(s.grundy, Some(mex_of(s.moves.iter().map(|m| m.grundy.unwrap()))), "{}", s.position);
    assert_eq!(s.formula.as_ref().unwrap().grundy, s.grundy);
    if let Some(r) = s.remoteness {
        let rems = s.moves.iter().filter(|m| m.winning == any_p).map(|m| m.remoteness.unwrap());
        let best = if any_p { rems.min() } else { rems.max() };
        assert_eq!(r, best.map_or(0, |b| b + 1), "{}", s.position);
    }
}

/// Every position reachable from the 8-wide board, solved through the catalogue interface.
#[test]
fn laws_on_every_position_from_8() {
    let game = lookup("pawns").unwrap();
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from(["8".to_string()]);
    while let Some(p) = queue.pop_front() {
        if !seen.insert(p.clone()) {
            continue;
        }
        let s = game.solve(&p, false).unwrap();
        check_laws(&s);
        queue.extend(s.moves.iter().map(|m| m.to.clone()));
    }
    assert!(seen.len() > 74, "{}", seen.len());
}

#[test]
fn wide_boards_are_quick() {
    let game = lookup("pawns").unwrap();
    let t = std::time::Instant::now();
    let s = game.solve("500", false).unwrap();
    assert!(t.elapsed().as_secs() < 5);
    assert_eq!(s.moves.len(), 500);
    assert_eq!(s.remoteness, None);
    assert!(s.note.as_deref().unwrap().contains("remoteness not computed"));
    assert_eq!(s.grundy, Some(Pawns::new().run_grundy(500)));
    check_laws(&s);
    // Below the threshold remoteness is searched.
    let s = game.solve("12,13", false).unwrap();
    assert!(s.remoteness.is_some() && s.note.is_none());
    assert!(game.solve("501", false).is_err());
    assert!(game.solve("8", true).is_err(), "no misère variant");
    // g(3) = 2 and g(4) = 0 in 0.137.
    assert_eq!(game.grundy("3,4").unwrap(), 2);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random play from random boards: every position reached round-trips through its
    /// notation, and its value is the XOR of its runs' table values.
    #[test]
    fn random_play(widths in proptest::collection::vec(0usize..14, 1..4), picks in proptest::collection::vec(0usize..100, 0..8)) {
        let pawns = Pawns::new();
        let text = widths.iter().map(|w| w.to_string()).collect::<Vec<_>>().join(",");
        let mut pos = pawns.parse(&text).unwrap();
        for p in picks {
            let moves = pawns.moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = moves[p % moves.len()].to.clone();
            prop_assert_eq!(pawns.parse(&pos.to_string()).unwrap(), pos.clone());
        }
        let mut solver = Solver::new(&pawns);
        let comps = pawns.components(&pos);
        let g = comps.iter().fold(0, |acc, &w| acc ^ pawns.run_grundy(w));
        prop_assert_eq!(solver.sum_grundy(&comps).unwrap(), g);
        prop_assert_eq!(solver.searched_value(&comps, false).unwrap().outcome == Outcome::N, g != 0);
    }

    #[test]
    fn any_text_parses_or_errs(text in "[pP./0-9, wb]{0,24}") {
        if let Ok(p) = parse_position(&text) {
            prop_assert_eq!(parse_position(&p.to_string()).unwrap(), p);
        }
    }
}
