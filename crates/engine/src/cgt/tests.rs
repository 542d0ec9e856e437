//! The algebra against the definitions: random small game trees valued by a plain search
//! that knows nothing of canonical forms, and the facts every textbook states.

use proptest::prelude::*;

use super::*;

/// A game tree as written, with no simplification: the reference.
#[derive(Clone, Debug)]
struct Raw {
    left: Vec<Raw>,
    right: Vec<Raw>,
}

/// a ≤ b by the definition, on the trees themselves.
fn raw_leq(a: &Raw, b: &Raw) -> bool {
    !b.right.iter().any(|br| raw_leq(br, a)) && !a.left.iter().any(|al| raw_leq(b, al))
}

fn raw_neg(a: &Raw) -> Raw {
    Raw { left: a.right.iter().map(raw_neg).collect(), right: a.left.iter().map(raw_neg).collect() }
}

fn raw_sum(a: &Raw, b: &Raw) -> Raw {
    let mut left: Vec<Raw> = a.left.iter().map(|x| raw_sum(x, b)).collect();
    left.extend(b.left.iter().map(|x| raw_sum(a, x)));
    let mut right: Vec<Raw> = a.right.iter().map(|x| raw_sum(x, b)).collect();
    right.extend(b.right.iter().map(|x| raw_sum(a, x)));
    Raw { left, right }
}

/// Who wins by playing the tree out: (Left wins moving first, Left wins moving second).
fn raw_outcome(a: &Raw) -> Outcome {
    fn left_first(a: &Raw) -> bool {
        a.left.iter().any(|x| !right_first(x))
    }
    fn right_first(a: &Raw) -> bool {
        a.right.iter().any(|x| !left_first(x))
    }
    match (left_first(a), right_first(a)) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    }
}

fn build(cgt: &mut Cgt, a: &Raw) -> G {
    let l: Vec<G> = a.left.iter().map(|x| build(cgt, x)).collect();
    let r: Vec<G> = a.right.iter().map(|x| build(cgt, x)).collect();
    cgt.from_options(&l, &r)
}

fn raw_tree() -> impl Strategy<Value = Raw> {
    let leaf = Just(Raw { left: vec![], right: vec![] });
    leaf.prop_recursive(3, 24, 3, |inner| {
        (prop::collection::vec(inner.clone(), 0..3), prop::collection::vec(inner, 0..3))
            .prop_map(|(left, right)| Raw { left, right })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_canonical_form_equals_the_tree(a in raw_tree(), b in raw_tree()) {
        let mut cgt = Cgt::new();
        let (ga, gb) = (build(&mut cgt, &a), build(&mut cgt, &b));
        // Equal forms exactly when the trees are equal by the definition.
        let equal = raw_leq(&a, &b) && raw_leq(&b, &a);
        prop_assert_eq!(ga == gb, equal);
        prop_assert_eq!(cgt.leq(ga, gb), raw_leq(&a, &b));
        prop_assert_eq!(cgt.outcome(ga), raw_outcome(&a));
        // The canonical form against its tree: G - H played out is a second-player win.
        let canon = Raw {
            left: cgt.left_options(ga).iter().map(|&x| to_raw(&cgt, x)).collect(),
            right: cgt.right_options(ga).iter().map(|&x| to_raw(&cgt, x)).collect(),
        };
        prop_assert_eq!(raw_outcome(&raw_sum(&canon, &raw_neg(&a))), Outcome::P);
    }

    /// Comparisons with numbers skip the number's options (number avoidance) and are often
    /// settled by stops alone: both shortcuts against the definition.
    #[test]
    fn numbers_against_games(a in raw_tree(), num in -12i64..=12, exp in 0u32..3) {
        let mut cgt = Cgt::new();
        let ga = build(&mut cgt, &a);
        let x = cgt.number(Dyadic::new(num, exp));
        let rx = to_raw(&cgt, x);
        prop_assert_eq!(cgt.leq(x, ga), raw_leq(&rx, &a));
        prop_assert_eq!(cgt.leq(ga, x), raw_leq(&a, &rx));
    }

    #[test]
    fn sums_and_negatives(a in raw_tree(), b in raw_tree(), c in raw_tree()) {
        let mut cgt = Cgt::new();
        let (ga, gb, gc) = (build(&mut cgt, &a), build(&mut cgt, &b), build(&mut cgt, &c));
        let ab = cgt.add(ga, gb);
        prop_assert_eq!(ab, cgt.add(gb, ga));
        let ab_c = cgt.add(ab, gc);
        let bc = cgt.add(gb, gc);
        prop_assert_eq!(ab_c, cgt.add(ga, bc));
        let na = cgt.neg(ga);
        prop_assert_eq!(cgt.add(ga, na), cgt.zero());
        prop_assert_eq!(ab, build(&mut cgt, &raw_sum(&a, &b)));
        prop_assert_eq!(na, build(&mut cgt, &raw_neg(&a)));
        prop_assert_eq!(cgt.outcome(ab), raw_outcome(&raw_sum(&a, &b)));
    }

    #[test]
    fn simplification_is_idempotent_and_the_texts_read_back(a in raw_tree()) {
        let mut cgt = Cgt::new();
        let g = build(&mut cgt, &a);
        let (l, r) = (cgt.left_options(g), cgt.right_options(g));
        let s = cgt.simplify(&l, &r);
        prop_assert_eq!(s.result, g);
        prop_assert!(s.steps.is_empty(), "a canonical form has nothing to simplify: {:?}", s.steps);
        let short = cgt.short(g);
        prop_assert_eq!(cgt.parse(&short).unwrap(), g, "short {}", short);
        let braces = cgt.braces(g);
        prop_assert_eq!(cgt.parse(&braces).unwrap(), g, "braces {}", braces);
    }

    #[test]
    fn stops_bound_the_mean(a in raw_tree()) {
        let mut cgt = Cgt::new();
        let g = build(&mut cgt, &a);
        let (ls, rs, m) = (cgt.left_stop(g), cgt.right_stop(g), cgt.mean(g));
        prop_assert!(rs <= m && m <= ls, "{} <= {} <= {}", rs, m, ls);
        // The mean is additive.
        let gg = cgt.add(g, g);
        prop_assert_eq!(cgt.mean(gg), m + m);
    }
}

fn to_raw(cgt: &Cgt, g: G) -> Raw {
    Raw {
        left: cgt.node(g).left.iter().map(|&x| to_raw(cgt, x)).collect(),
        right: cgt.node(g).right.iter().map(|&x| to_raw(cgt, x)).collect(),
    }
}

fn p(cgt: &mut Cgt, s: &str) -> G {
    cgt.parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn the_textbook_facts() {
    let mut cgt = Cgt::new();
    let (zero, star, up) = (cgt.zero(), cgt.star(), cgt.up());
    let down = cgt.neg(up);
    assert_eq!(cgt.add(star, star), zero);
    let upup = cgt.add(up, up);
    let upupstar = cgt.add(upup, star);
    assert_ne!(upupstar, zero);
    assert_eq!(cgt.compare(up, star), Relation::Confused);
    let upstar = cgt.add(up, star);
    assert_eq!(cgt.compare(upstar, zero), Relation::Confused);
    assert_eq!(cgt.compare(up, zero), Relation::Greater);
    assert_eq!(cgt.compare(down, zero), Relation::Less);
    assert_eq!(p(&mut cgt, "{0|*}"), up);
    assert_eq!(p(&mut cgt, "{0,*|0}"), upstar);
    assert_eq!(p(&mut cgt, "{1|}"), cgt.integer(2));
    assert_eq!(p(&mut cgt, "{|}"), zero);
    let half = cgt.number("1/2".parse().unwrap());
    assert_eq!(p(&mut cgt, "{0|1}"), half);
    let three_quarters = cgt.number("3/4".parse().unwrap());
    assert_eq!(p(&mut cgt, "{1/2|1}"), three_quarters);
    assert_eq!(p(&mut cgt, "{-1|3}"), zero);
    // Up is smaller than every positive number.
    let eighth = cgt.number("1/8".parse().unwrap());
    assert_eq!(cgt.compare(up, eighth), Relation::Less);
    // ±1 + ±1 = 0; its temperature is 1; cooled by 1 it is *.
    let pm1 = p(&mut cgt, "+-1");
    assert_eq!(cgt.add(pm1, pm1), zero);
    assert_eq!(cgt.temperature(pm1), Dyadic::integer(1));
    assert_eq!(cgt.mean(pm1), Dyadic::ZERO);
    assert_eq!(cgt.cool(pm1, Dyadic::integer(1)), star);
    // Means add up: {{1|0}|-1} has mean -1/4 (temperature 3/4), twice it -1/2.
    let g = p(&mut cgt, "{{1|0}|-1}");
    assert_eq!((cgt.mean(g), cgt.temperature(g)), ("-1/4".parse().unwrap(), "3/4".parse().unwrap()));
    let gg = cgt.add(g, g);
    assert_eq!(cgt.mean(gg), "-1/2".parse().unwrap());
    let sw = p(&mut cgt, "{2|-1/2}");
    assert_eq!(cgt.temperature(sw), "5/4".parse().unwrap());
    assert_eq!(cgt.mean(sw), "3/4".parse().unwrap());
    assert_eq!(cgt.left_stop(sw), Dyadic::integer(2));
    assert_eq!(cgt.right_stop(sw), "-1/2".parse().unwrap());
    // Temperatures of numbers and infinitesimals, CGSuite's way.
    assert_eq!(cgt.temperature(zero), Dyadic::integer(-1));
    assert_eq!(cgt.temperature(half), "-1/2".parse().unwrap());
    assert_eq!(cgt.temperature(up), Dyadic::ZERO);
    assert_eq!(cgt.temperature(star), Dyadic::ZERO);
    // Tiny and Miny: positive and negative, smaller than up.
    let tiny = p(&mut cgt, "Tiny(2)");
    assert_eq!(tiny, p(&mut cgt, "{0||0|-2}"));
    assert_eq!(cgt.compare(tiny, zero), Relation::Greater);
    assert_eq!(cgt.compare(tiny, up), Relation::Less);
    let miny = p(&mut cgt, "Miny(2)");
    assert_eq!(miny, cgt.neg(tiny));
    // The short notation.
    for (text, short) in [
        ("{0|*}", "^"),
        ("{*|0}", "v"),
        ("{0,*|0}", "^*"),
        ("{0|0}", "*"),
        ("{0,*|0,*}", "*2"),
        ("{1|1}", "1*"),
        ("{1|-1}", "+-1"),
        ("{2|-1/2}", "{2|-1/2}"),
        ("{0||0|-2}", "Tiny(2)"),
        ("{2|0||0}", "Miny(2)"),
        ("^^", "^2"),
        ("1/2*", "1/2*"),
        ("-3/4", "-3/4"),
    ] {
        let g = p(&mut cgt, text);
        assert_eq!(cgt.short(g), short, "{text}");
    }
    assert_eq!(cgt.braces(upstar), "{0,*|0}");
    let star3 = cgt.nimber(3);
    assert_eq!(cgt.braces(star3), "*3");
}

#[test]
fn the_working_of_a_simplification() {
    let mut cgt = Cgt::new();
    // {0, -1 | 2}: -1 is dominated by 0; then {0 | 2} = 1.
    let (zero, m1, two) = (cgt.zero(), cgt.integer(-1), cgt.integer(2));
    let s = cgt.simplify(&[zero, m1], &[two]);
    assert_eq!(s.result, cgt.integer(1));
    assert!(s.steps.contains(&Step::Dominated { side: Side::Left, option: m1, by: zero }), "{:?}", s.steps);
    // {^*|}: Right's reply 0 to ^* = {0,*|0} is ≤ the game, so ^* is bypassed by 0's Left
    // options, none: the game is {|} = 0 (Left moving first reaches ^*, Right replies 0).
    let upstar = p(&mut cgt, "^*");
    let s = cgt.simplify(&[upstar], &[]);
    assert_eq!(s.result, cgt.zero());
    assert!(s.steps.iter().any(|st| matches!(st, Step::Reversed { side: Side::Left, .. })), "{:?}", s.steps);
}

#[test]
fn bad_text_is_refused_with_its_place() {
    let mut cgt = Cgt::new();
    for bad in ["", "{1|", "{1,|0}x", "1/3", "Tiny(2", "{1 0|}", "--1", "}"] {
        assert!(cgt.parse(bad).is_err(), "{bad:?} was read");
    }
    let e = cgt.parse("{1|0} x").unwrap_err();
    assert_eq!(e.at, Some(6));
}
