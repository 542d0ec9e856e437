//! The partizan games' values against independent ones: pycgt's canonical forms of small
//! Domineering, Toads and Frogs and Cutcake positions (tests/data, with its source in its
//! header), Hackenbush strings by the known rule, and known small values of Clobber and green
//! Hackenbush.

use engine::cgt::{Cgt, Dyadic};
use engine::games::lookup;
use engine::Outcome;

/// The value of a position by the game's own solver, as a form in `cgt`.
fn value(cgt: &mut Cgt, game: &str, position: &str) -> engine::cgt::G {
    let g = lookup(game).unwrap_or_else(|e| panic!("{game}: {e}"));
    let braces = g.canonical(position).unwrap_or_else(|e| panic!("{game} {position}: {e}"));
    cgt.parse(&braces).unwrap_or_else(|e| panic!("{game} {position}: reading '{braces}': {e}"))
}

#[test]
fn small_positions_match_pycgt() {
    let text = include_str!("../data/partizan_values_pycgt.txt");
    let mut cgt = Cgt::new();
    let mut checked = std::collections::BTreeMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [game, position, canonical, outcome, temperature, mean] = cols[..] else {
            panic!("malformed line '{line}'");
        };
        let want = cgt.parse(canonical).unwrap_or_else(|e| panic!("reading '{canonical}': {e}"));
        let got = value(&mut cgt, game, position);
        assert_eq!(cgt.short(got), cgt.short(want), "{game} {position}");
        assert_eq!(got, want, "{game} {position}");
        let o = engine::games::lookup(game).unwrap().solve(position, false).unwrap();
        assert_eq!(o.outcome.as_str(), outcome, "{game} {position}: outcome");
        let p = o.partizan.expect("a partizan value");
        assert_eq!(p.temperature, temperature.parse::<Dyadic>().unwrap().to_string(), "{game} {position}: temperature");
        assert_eq!(p.mean, mean.parse::<Dyadic>().unwrap().to_string(), "{game} {position}: mean");
        *checked.entry(game).or_insert(0) += 1;
    }
    assert!(checked["domineering"] >= 20, "{checked:?}");
    assert!(checked["toads"] >= 1000, "{checked:?}");
    assert!(checked["cutcake"] >= 60, "{checked:?}");
}

/// A blue-red Hackenbush string's value by the rule: the first run counts 1 per edge, then
/// each edge is worth half the one before, with its colour's sign.
fn string_rule(colours: &[bool]) -> Dyadic {
    let sign = |blue: bool| if blue { 1 } else { -1 };
    let mut v = Dyadic::integer(0);
    let mut i = 0;
    while i < colours.len() && colours[i] == colours[0] {
        v = v + Dyadic::integer(sign(colours[i]));
        i += 1;
    }
    let mut step = Dyadic::integer(1);
    for &c in &colours[i..] {
        step = step.half();
        v = v + if c { step } else { -step };
    }
    v
}

#[test]
fn hackenbush_strings_follow_the_rule() {
    let mut cgt = Cgt::new();
    let mut count = 0;
    for len in 1..=8u32 {
        for bits in 0..(1u32 << len) {
            let colours: Vec<bool> = (0..len).map(|i| bits >> i & 1 == 1).collect();
            let edges: Vec<String> = colours
                .iter()
                .enumerate()
                .map(|(i, &b)| format!("{i}-{}:{}", i + 1, if b { 'b' } else { 'r' }))
                .collect();
            let got = value(&mut cgt, "hackenbush", &edges.join(","));
            assert_eq!(cgt.as_number(got), Some(string_rule(&colours)), "string {edges:?}");
            count += 1;
        }
    }
    assert_eq!(count, 510);
}

#[test]
fn green_stalks_are_nimbers_and_clobber_knowns() {
    let mut cgt = Cgt::new();
    for n in 1..=6u32 {
        let edges: Vec<String> = (0..n).map(|i| format!("{i}-{}:g", i + 1)).collect();
        let got = value(&mut cgt, "hackenbush", &edges.join(","));
        let want = cgt.nimber(n);
        assert_eq!(got, want, "green stalk of {n}");
    }
    let star = cgt.star();
    assert_eq!(value(&mut cgt, "clobber", "xo"), star);
    let zero = cgt.zero();
    assert_eq!(value(&mut cgt, "clobber", "xx"), zero);
    // Clobber is all-small: every value is infinitesimal, its stops are 0.
    for pos in ["xox", "xoxo", "xo/ox", "xxo/oox", "xox/oxo"] {
        let g = value(&mut cgt, "clobber", pos);
        assert_eq!(cgt.left_stop(g), Dyadic::integer(0), "{pos}");
        assert_eq!(cgt.right_stop(g), Dyadic::integer(0), "{pos}");
    }
}

#[test]
fn known_domineering_and_cutcake_values() {
    let mut cgt = Cgt::new();
    for (game, pos, want) in [
        ("domineering", "2x2", "+-1"),
        ("domineering", "1x2", "-1"),
        ("domineering", "2x1", "1"),
        ("domineering", "2x3", "{2|-1/2}"),
        ("domineering", "3x3", "+-1"),
        ("cutcake", "1x5", "4"),
        ("cutcake", "5x1", "-4"),
        ("cutcake", "2x2", "0"),
        ("toads", "T.F", "*"),
        ("toads", "TT.FF", "*"),
        ("toads", "T.", "1"),
    ] {
        let want = cgt.parse(want).unwrap();
        assert_eq!(value(&mut cgt, game, pos), want, "{game} {pos}");
    }
    let sol = lookup("domineering").unwrap().solve("3x3", false).unwrap();
    assert_eq!(sol.outcome, Outcome::N);
    assert!(sol.moves.iter().any(|m| m.side == Some(engine::vocab::Side::Left)));
}

/// A long partizan solve reports how many positions it has valued, out of the most a request
/// may value; the count it ends on is the one its note gives.
#[test]
fn long_solves_report_progress() {
    use std::cell::RefCell;
    use std::rc::Rc;
    let seen = Rc::new(RefCell::new(Vec::new()));
    let log = seen.clone();
    // A board no earlier test in this thread has valued: the count starts from nothing.
    let sol = engine::partizan::with_progress(
        move |done, total| log.borrow_mut().push((done, total)),
        || engine::lookup("domineering").unwrap().solve("4x5", false).unwrap(),
    );
    let seen = seen.borrow();
    assert!(seen.len() >= 2, "{seen:?}");
    assert!(seen.windows(2).all(|w| w[0].0 < w[1].0));
    assert!(seen.iter().all(|&(d, t)| t == engine::partizan::MAX_SEARCH && d <= t));
    let valued: usize = sol.note.as_deref().and_then(|n| n.split(' ').next()?.parse().ok()).unwrap();
    assert!(seen.last().unwrap().0 <= valued && valued < seen.last().unwrap().0 + 1024, "{valued} {seen:?}");
}
