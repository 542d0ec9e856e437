//! The working of every value against the solver: on every catalogue game's example position
//! and the positions its moves reach, the mex the working states is the value the solver
//! found, the XOR of the rows is the position's value, and the winning move it names wins.

use engine::games::CATALOGUE;
use engine::vocab::Gamma;
use engine::working::{mex, Working};
use engine::{lookup, Outcome, Solution};

/// Checks one working against the solution it came with; returns what was checked.
fn check(sol: &Solution, working: &Working, grundy: Option<u32>) -> &'static str {
    let at = format!("{} {}", sol.game, sol.position);
    match working {
        Working::Mex { options, count, set, mex: m } => {
            assert_eq!(Some(*m), grundy, "{at}: the mex is the value");
            assert_eq!(*m, mex(set), "{at}: the mex of the set");
            assert!(options.len() <= *count && options.len() <= engine::working::MAX_LISTED);
            for o in options {
                assert_eq!(o.value, o.parts.iter().fold(0, |a, p| a ^ p.value), "{at}: option {}", o.text);
                assert!(set.contains(&o.value), "{at}: option {} in the set", o.text);
            }
            if std::ptr::eq(working, sol.working.as_ref().unwrap()) {
                assert_eq!(*count, sol.moves.len(), "{at}: one option per move");
                for (o, m) in options.iter().zip(&sol.moves) {
                    assert_eq!(o.text, m.text, "{at}");
                    assert_eq!(Some(o.value), m.grundy, "{at}: the value of {}", o.text);
                }
                let values: Vec<u32> = sol.moves.iter().filter_map(|m| m.grundy).collect();
                let mut want = values.clone();
                want.sort_unstable();
                want.dedup();
                assert_eq!(&want, set, "{at}: the set of the moves' values");
            }
            "mex"
        }
        Working::Xor { rows, total, bits, winning } => {
            assert_eq!(Some(*total), grundy, "{at}: the XOR is the value");
            assert_eq!(*total, rows.iter().fold(0, |a, r| a ^ r.value), "{at}");
            assert!(rows.iter().all(|r| r.value < 1 << bits), "{at}: every value fits {bits} digits");
            match winning {
                None => assert_eq!(*total, 0, "{at}: a non-zero XOR names its winning move"),
                Some(w) => {
                    assert_ne!(*total, 0);
                    assert_eq!(rows[w.row].value, w.from);
                    assert_eq!(w.to, w.from ^ total);
                    assert!(w.to < w.from);
                    if std::ptr::eq(working, sol.working.as_ref().unwrap()) {
                        let m = sol.moves.iter().find(|m| m.text == w.text).expect("the named move is a move");
                        assert!(m.winning, "{at}: {} wins", w.text);
                        assert_eq!(m.to, w.reaches, "{at}");
                    }
                }
            }
            "xor"
        }
        Working::Model { game, position, inner } => {
            let model = lookup(game).unwrap().solve(position, false).unwrap();
            match grundy {
                Some(_) => assert_eq!(model.grundy, grundy, "{at}: the model {game} {position} has the same value"),
                None => {
                    assert_eq!(model.outcome, sol.outcome, "{at}: the model {game} {position} has the same outcome")
                }
            }
            check(&model, inner, model.grundy);
            "model"
        }
        Working::Quotient(q) => {
            // The product's membership in P is the outcome, and the winning move named wins.
            assert_eq!(q.in_p, sol.outcome == Outcome::P, "{at}");
            assert!(sol.misere, "{at}: quotients are for misère play");
            assert_eq!(q.heaps.len(), q.count.min(engine::working::MAX_LISTED), "{at}");
            match &q.winning {
                Some(w) => {
                    let m = sol.moves.iter().find(|m| m.text == w.text).expect("the winning move is a move");
                    assert_eq!(m.outcome, Outcome::P, "{at}: {} wins", w.text);
                }
                None => assert!(sol.moves.iter().all(|m| m.outcome != Outcome::P), "{at}"),
            }
            "quotient"
        }
        Working::Loopy(l) => {
            // Smith's sum of the parts is the total, whose outcome is the position's; each
            // infinite part's K is the finite values among its options; each move's value
            // gives its outcome.
            assert_eq!(l.total, Gamma::sum(l.parts.iter().map(|p| &p.value)), "{at}: Smith's sum");
            assert_eq!(l.outcome, sol.outcome, "{at}");
            assert_eq!(l.total.outcome(), sol.outcome, "{at}");
            assert_eq!(l.total.value, grundy, "{at}: a finite value is the Grundy value");
            for p in &l.parts {
                if p.value.infinite {
                    let finite: Vec<u32> = p.options.iter().filter_map(|(_, g)| g.value).collect();
                    assert_eq!(Gamma::infinite(finite), p.value, "{at}: K of {}", p.text);
                } else {
                    assert!(l.order.iter().any(|(v, g)| v == &p.text && Some(*g) == p.value.value), "{at}: {}", p.text);
                }
            }
            assert_eq!(l.moves.len(), sol.moves.len(), "{at}");
            for (g, m) in l.moves.iter().zip(&sol.moves) {
                assert_eq!(g.outcome(), m.outcome, "{at}: move {}", m.text);
            }
            let loopy = sol.loopy.as_ref().expect("a loopy working comes with loopy values");
            assert_eq!((&loopy.value, &loopy.moves), (&l.total, &l.moves), "{at}");
            "loopy"
        }
        Working::Outcomes { children, count, outcome, remoteness, misere } => {
            assert_eq!(*outcome, sol.outcome, "{at}");
            assert_eq!(*remoteness, sol.remoteness, "{at}");
            assert_eq!(*count, sol.moves.len());
            assert_eq!(*misere, sol.misere);
            for (c, m) in children.iter().zip(&sol.moves) {
                assert_eq!((&c.text, c.outcome), (&m.text, m.outcome), "{at}");
            }
            let all: Vec<Outcome> = sol.moves.iter().map(|m| m.outcome).collect();
            let want = if all.is_empty() {
                if sol.misere {
                    Outcome::N
                } else {
                    Outcome::P
                }
            } else if all.contains(&Outcome::P) {
                Outcome::N
            } else if all.contains(&Outcome::Draw) {
                Outcome::Draw
            } else {
                Outcome::P
            };
            // Games scored by their own rule (ingots) have no outcome to recompute.
            if sol.game != "ingots" {
                assert_eq!(*outcome, want, "{at}: the outcome follows from the options'");
            }
            "outcomes"
        }
    }
}

#[test]
fn every_catalogue_working_agrees_with_the_solver() {
    let mut kinds = std::collections::BTreeMap::new();
    let mut entries = 0;
    for entry in CATALOGUE {
        entries += 1;
        let game = lookup(entry.example_game).unwrap();
        let first = engine::games::solve_with_reduction(&*game, entry.example_position, false).unwrap();
        let mut positions = vec![first.position.clone()];
        positions.extend(first.moves.iter().take(12).map(|m| m.to.clone()));
        for position in positions {
            let sol = engine::games::solve_with_reduction(&*game, &position, false).unwrap();
            if let Some(p) = &sol.partizan {
                // The partizan working lists each side's options as the moves reach them.
                let count = |side| sol.moves.iter().filter(|m| m.side == Some(side)).count();
                assert_eq!(p.working.left.len(), count(engine::vocab::Side::Left), "{} {position}", entry.id);
                assert_eq!(p.working.right.len(), count(engine::vocab::Side::Right), "{} {position}", entry.id);
                assert!(sol.working.is_none());
                *kinds.entry("partizan").or_insert(0) += 1;
                continue;
            }
            let working = sol.working.as_ref().unwrap_or_else(|| panic!("{} {position} has a working", entry.id));
            let kind = check(&sol, working, sol.grundy);
            *kinds.entry(kind).or_insert(0) += 1;
        }
        if game.has_misere() {
            let sol = game.solve(entry.example_position, true).unwrap();
            check(&sol, sol.working.as_ref().unwrap(), None);
        }
    }
    assert!(entries >= 29, "{entries} games");
    // Every kind of working is met on the catalogue.
    assert_eq!(
        kinds.keys().copied().collect::<Vec<_>>(),
        ["loopy", "mex", "model", "outcomes", "partizan", "xor"],
        "{kinds:?}"
    );
}

#[test]
fn misere_play_from_a_quotient_is_worked_from_the_heaps_elements() {
    for (game, position) in [("kayles", "60"), ("kayles", "40,13,2"), ("octal:0.77", "45,9"), ("kayles", "1000")] {
        let sol = lookup(game).unwrap().solve(position, true).unwrap();
        let w = sol.working.as_ref().unwrap();
        assert_eq!(check(&sol, w, None), "quotient", "{game} {position}");
    }
}

#[test]
fn nim_3_4_5_is_worked_in_binary() {
    let sol = lookup("nim").unwrap().solve("3,4,5", false).unwrap();
    let Some(Working::Xor { rows, total, bits, winning }) = sol.working else { panic!("{:?}", sol.working) };
    let values: Vec<u32> = rows.iter().map(|r| r.value).collect();
    assert_eq!((values, total, bits), (vec![3, 4, 5], 2, 3));
    let w = winning.unwrap();
    assert_eq!((w.row, w.from, w.to, w.text.as_str(), w.reaches.as_str()), (0, 3, 1, "h1-2", "1,4,5"));
}

#[test]
fn a_kayles_strip_lists_its_splits() {
    // Kayles 5: knocking pin 2 leaves strips 1 and 3, worked as g(1) ⊕ g(3).
    let sol = lookup("kayles").unwrap().solve("5", false).unwrap();
    let Some(Working::Mex { options, set, mex, .. }) = sol.working else { panic!("{:?}", sol.working) };
    assert_eq!(Some(mex), sol.grundy);
    assert!(options.iter().any(|o| o.parts.len() == 2), "{options:?}");
    assert_eq!(mex, engine::working::mex(&set));
}

#[test]
fn a_sum_names_the_component_to_change() {
    let sol = lookup("sum").unwrap().solve("nim:3 + kayles:7 + subtract:1,3,4:9", false).unwrap();
    let Some(Working::Xor { rows, total, winning, .. }) = sol.working else { panic!("{:?}", sol.working) };
    assert_eq!(rows.len(), 3);
    assert_eq!(Some(total), sol.grundy);
    if total != 0 {
        let w = winning.unwrap();
        assert!(sol.moves.iter().any(|m| m.text == w.text && m.winning));
    }
}

/// Positions on graphs with cycles: the loopy working agrees with the solution.
#[test]
fn loopy_workings_agree_with_the_solver() {
    let game = lookup("dag").unwrap();
    let mut checked = 0;
    for pos in ["a>b,b>a;a", "a>b,b>c,c>a,c>d,d>e;c,d", "a>a,a>b;a", "a>a,a>b,c>c,c>d;a,c", "a>b,b>a,b>c;a,b"] {
        let sol = game.solve(pos, false).unwrap();
        assert_eq!(check(&sol, sol.working.as_ref().unwrap(), sol.grundy), "loopy", "{pos}");
        checked += 1;
    }
    assert_eq!(checked, 5);
}
