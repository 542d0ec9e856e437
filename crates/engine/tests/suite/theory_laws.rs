//! The value theory's laws on random short games (random options of small birthday), each
//! checked against a definition or a fact the textbooks state: the reduced canonical form
//! forgets exactly the infinitesimals, the thermograph is the stops of the cooled game,
//! heating undoes cooling where no option is lost, atomic weight is additive and the
//! two-ahead rule holds (judged by the outcome of the canonical form, the game played out).

use engine::cgt::{Cgt, Dyadic, Relation, G};
use proptest::prelude::*;

/// A game tree as written.
#[derive(Clone, Debug)]
struct Raw {
    left: Vec<Raw>,
    right: Vec<Raw>,
}

fn build(cgt: &mut Cgt, a: &Raw) -> G {
    let l: Vec<G> = a.left.iter().map(|x| build(cgt, x)).collect();
    let r: Vec<G> = a.right.iter().map(|x| build(cgt, x)).collect();
    cgt.from_options(&l, &r)
}

fn raw_tree() -> impl Strategy<Value = Raw> {
    let leaf = Just(Raw { left: vec![], right: vec![] });
    leaf.prop_recursive(3, 20, 3, |inner| {
        (prop::collection::vec(inner.clone(), 0..3), prop::collection::vec(inner, 0..3))
            .prop_map(|(left, right)| Raw { left, right })
    })
}

/// All-small trees: a node has options for both sides or for neither.
fn small_tree() -> impl Strategy<Value = Raw> {
    let leaf = Just(Raw { left: vec![], right: vec![] });
    leaf.prop_recursive(3, 20, 3, |inner| {
        (prop::collection::vec(inner.clone(), 1..3), prop::collection::vec(inner, 1..3))
            .prop_map(|(left, right)| Raw { left, right })
    })
}

fn is_infinitesimal(cgt: &mut Cgt, g: G) -> bool {
    cgt.left_stop(g) == Dyadic::ZERO && cgt.right_stop(g) == Dyadic::ZERO
}

/// A wall given by breakpoints (t, x), linear with slope -1, 0 or 1 between them and
/// constant after the last, at t.
fn wall_at(points: &[(Dyadic, Dyadic)], t: Dyadic) -> Dyadic {
    let i = points.iter().rposition(|&(s, _)| s <= t).expect("t above the bottom");
    let (t0, x0) = points[i];
    let Some(&(t1, x1)) = points.get(i + 1) else { return x0 };
    let d = t - t0;
    match x1.cmp(&x0) {
        std::cmp::Ordering::Equal => x0,
        std::cmp::Ordering::Greater => {
            assert_eq!(x1 - x0, t1 - t0, "slope 1");
            x0 + d
        }
        std::cmp::Ordering::Less => {
            assert_eq!(x0 - x1, t1 - t0, "slope -1");
            x0 - d
        }
    }
}

/// Cooling by t keeps G's shape: every subposition that is not a number cools to a game that
/// is not a number, whose canonical options are exactly its own options cooled and taxed.
/// Then heating by t rebuilds G option by option (heating is additive and fixes numbers).
fn cools_one_for_one(cgt: &mut Cgt, g: G, t: Dyadic) -> bool {
    if cgt.as_number(g).is_some() {
        return true;
    }
    let c = cgt.cool(g, t);
    if cgt.as_number(c).is_some() {
        return false;
    }
    let (tax, pay) = (cgt.number(-t), cgt.number(t));
    let mut want_l: Vec<G> = cgt
        .left_options(g)
        .iter()
        .map(|&o| {
            let x = cgt.cool(o, t);
            cgt.add(x, tax)
        })
        .collect();
    let mut want_r: Vec<G> = cgt
        .right_options(g)
        .iter()
        .map(|&o| {
            let x = cgt.cool(o, t);
            cgt.add(x, pay)
        })
        .collect();
    want_l.sort();
    want_r.sort();
    if cgt.left_options(c) != want_l || cgt.right_options(c) != want_r {
        return false;
    }
    let opts: Vec<G> = cgt.left_options(g).into_iter().chain(cgt.right_options(g)).collect();
    opts.into_iter().all(|o| cools_one_for_one(cgt, o, t))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn reduced_form_forgets_exactly_the_infinitesimals(a in raw_tree(), e in small_tree()) {
        let mut cgt = Cgt::new();
        let g = build(&mut cgt, &a);
        let eps = build(&mut cgt, &e);
        let r = cgt.reduced(g);
        let ge = cgt.add(g, eps);
        prop_assert_eq!(cgt.reduced(ge), r, "rcf(G + ε) = rcf(G)");
        prop_assert_eq!(cgt.reduced(r), r, "rcf is idempotent");
        let diff = cgt.sub(g, r);
        prop_assert!(is_infinitesimal(&mut cgt, diff), "G − rcf(G) is infinitesimal");
    }

    #[test]
    fn thermograph_walls_are_the_stops_of_the_cooled_game(a in raw_tree()) {
        let mut cgt = Cgt::new();
        let g = build(&mut cgt, &a);
        let th = cgt.thermograph(g);
        let temp = cgt.temperature(g);
        let mut t = Dyadic::ZERO;
        while t <= temp {
            let c = cgt.cool(g, t);
            prop_assert_eq!(wall_at(&th.left, t), cgt.left_stop(c), "left wall at {}", t);
            prop_assert_eq!(wall_at(&th.right, t), cgt.right_stop(c), "right wall at {}", t);
            t = t + Dyadic::new(1, 2);
        }
        if temp >= Dyadic::ZERO && cgt.as_number(g).is_none() {
            let frozen = cgt.cool(g, temp);
            let mean = cgt.mean(g);
            prop_assert_eq!((cgt.left_stop(frozen), cgt.right_stop(frozen)), (mean, mean), "G cooled by its temperature is the mean plus an infinitesimal");
        }
    }

    #[test]
    fn heating_undoes_cooling_where_no_option_is_lost(a in raw_tree(), k in 1i64..4) {
        let mut cgt = Cgt::new();
        let g = build(&mut cgt, &a);
        let t = Dyadic::new(k, 2);
        prop_assume!(cools_one_for_one(&mut cgt, g, t));
        let c = cgt.cool(g, t);
        let tg = cgt.number(t);
        prop_assert_eq!(cgt.heat(c, tg), g);
    }

    #[test]
    fn atomic_weight_is_additive(a in small_tree(), b in small_tree()) {
        let mut cgt = Cgt::new();
        let (g, h) = (build(&mut cgt, &a), build(&mut cgt, &b));
        let s = cgt.add(g, h);
        let (wg, wh, ws) = (cgt.atomic_weight(g).unwrap(), cgt.atomic_weight(h).unwrap(), cgt.atomic_weight(s).unwrap());
        prop_assert_eq!(cgt.add(wg, wh), ws);
    }

    #[test]
    fn two_ahead_rule(parts in prop::collection::vec(small_tree(), 1..3), ups in 0i64..4) {
        let mut cgt = Cgt::new();
        let up = cgt.up();
        let mut g = cgt.sum(&vec![up; ups as usize]);
        for p in &parts {
            let x = build(&mut cgt, p);
            g = cgt.add(g, x);
        }
        let w = cgt.atomic_weight(g).unwrap();
        let (one, two) = (cgt.integer(1), cgt.integer(2));
        let zero = cgt.zero();
        if cgt.leq(two, w) {
            prop_assert_eq!(cgt.compare(g, zero), Relation::Greater, "aw ≥ 2: Left wins moving first and second");
        }
        if cgt.leq(one, w) {
            prop_assert!(!cgt.leq(g, zero), "aw ≥ 1: Left wins moving first");
        }
    }
}

/// The time `describe`'s theory adds to the catalogue's partizan examples and larger
/// Domineering boards: `cargo test -p engine --test suite theory_laws:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn measure_theory_time() {
    use engine::games::lookup;
    for (game, pos) in [
        ("domineering", "3x3"),
        ("domineering", "4x4"),
        ("domineering", "4x5"),
        ("domineering", "5x5"),
        ("domineering", "3x5"),
        ("domineering", "4x6"),
        ("clobber", "xox/oxo"),
        ("cutcake", "3x4"),
        ("toads", "TT__FF"),
        ("hackenbush", "0-1:b,1-2:r,2-3:b,0-4:r,4-5:b,0-6:g,6-7:g"),
    ] {
        let g = lookup(game).unwrap();
        let braces = g.canonical(pos).unwrap();
        let mut cgt = Cgt::new();
        let v = cgt.parse(&braces).unwrap();
        // describe writes the form first, which builds the arena's table of ↑ and * sums.
        cgt.short(v);
        let start = std::time::Instant::now();
        let th = engine::partizan::theory(&mut cgt, v);
        println!("{game}:{pos}: birthday {} theory {:?} reduced {}", th.birthday, start.elapsed(), th.reduced);
    }
}

/// Published and hand-worked atomic weights (tests/data/atomic_weights.txt, sources in its
/// header), from the forms and from the game's own values of its positions.
#[test]
fn atomic_weights_golden() {
    let text = include_str!("../data/atomic_weights.txt");
    let mut cgt = Cgt::new();
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [game, position, weight] = cols[..] else { panic!("malformed line '{line}'") };
        let g = if game == "form" {
            cgt.parse(position).unwrap_or_else(|e| panic!("{position}: {e}"))
        } else {
            let braces = engine::games::lookup(game).unwrap().canonical(position).unwrap();
            cgt.parse(&braces).unwrap()
        };
        let want = cgt.parse(weight).unwrap();
        let got = cgt.atomic_weight(g).unwrap_or_else(|e| panic!("{game} {position}: {e}"));
        assert_eq!(cgt.short(got), cgt.short(want), "aw of {game} {position}");
        n += 1;
    }
    assert!(n >= 15, "only {n} lines");
}
