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
        ("^^", "^^"),
        ("^^^*", "^3*"),
        ("vv", "vv"),
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
    for bad in ["", "{1|", "{1,|0}x", "1/3", "Tiny(2", "{1 0|}", "-", "}"] {
        assert!(cgt.parse(bad).is_err(), "{bad:?} was read");
    }
    let e = cgt.parse("{1|0} x").unwrap_err();
    assert_eq!(e.at, Some(6));
}

// ---- expressions ----

fn value(cgt: &mut Cgt, text: &str) -> G {
    cgt.parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn verdict(cgt: &mut Cgt, text: &str) -> expr::Verdict {
    let parsed = expr::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    match cgt.evaluate(&parsed).unwrap_or_else(|e| panic!("{text:?}: {e}")) {
        expr::Answer::Comparison(v) => v,
        expr::Answer::Value(_) => panic!("{text:?} is no comparison"),
    }
}

/// The ordinal sum by its definition on the trees as written: G:H = {G^L, G:H^L | G^R, G:H^R}.
fn raw_ordinal(g: &Raw, h: &Raw) -> Raw {
    let mut left = g.left.clone();
    left.extend(h.left.iter().map(|x| raw_ordinal(g, x)));
    let mut right = g.right.clone();
    right.extend(h.right.iter().map(|x| raw_ordinal(g, x)));
    Raw { left, right }
}

/// Norton's product by its definition on the canonical tree of G: n copies of U for an
/// integer n, else { G^L.U + U + I | G^R.U - U - I } for every incentive I of U.
fn raw_norton(cgt: &mut Cgt, g: &Raw, u: &Raw) -> Raw {
    let gv = build(cgt, g);
    if let Some(x) = cgt.as_number(gv).filter(|x| x.is_integer()) {
        let one = if x.num() < 0 { raw_neg(u) } else { u.clone() };
        return (0..x.num().abs()).fold(Raw { left: vec![], right: vec![] }, |acc, _| raw_sum(&acc, &one));
    }
    let mut incentives: Vec<Raw> = u.left.iter().map(|ul| raw_sum(ul, &raw_neg(u))).collect();
    incentives.extend(u.right.iter().map(|ur| raw_sum(u, &raw_neg(ur))));
    let mut left = Vec::new();
    for gl in &g.left {
        let p = raw_norton(cgt, gl, u);
        left.extend(incentives.iter().map(|i| raw_sum(&p, &raw_sum(u, i))));
    }
    let mut right = Vec::new();
    for gr in &g.right {
        let p = raw_norton(cgt, gr, u);
        right.extend(incentives.iter().map(|i| raw_sum(&p, &raw_neg(&raw_sum(u, i)))));
    }
    // The value, written as its canonical tree: the trees written out would grow with each
    // level, and the definition is about values.
    let v = build(cgt, &Raw { left, right });
    to_raw(cgt, v)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Sums, differences, multiples and comparisons typed as text against the arena's own
    /// operations on the same forms.
    #[test]
    fn expressions_agree_with_the_arena(a in raw_tree(), b in raw_tree(), n in -4i64..=6) {
        let mut cgt = Cgt::new();
        let (g, h) = (build(&mut cgt, &a), build(&mut cgt, &b));
        let (gt, ht) = (cgt.short(g), cgt.short(h));
        let sum = cgt.add(g, h);
        prop_assert_eq!(value(&mut cgt, &format!("{gt} + {ht}")), sum);
        prop_assert_eq!(value(&mut cgt, &format!("({gt})+({ht})")), sum);
        let diff = cgt.sub(g, h);
        prop_assert_eq!(value(&mut cgt, &format!("{gt} - {ht}")), diff);
        prop_assert_eq!(value(&mut cgt, &format!("{gt} - ({gt})")), cgt.zero());
        prop_assert_eq!(value(&mut cgt, &format!("-({gt})")), cgt.neg(g));
        // n.G = G + ... + G, built by hand.
        let copies = if n < 0 { cgt.neg(g) } else { g };
        let by_hand = (0..n.abs()).fold(cgt.zero(), |acc, _| cgt.add(acc, copies));
        prop_assert_eq!(value(&mut cgt, &format!("{n}.({gt})")), by_hand);
        prop_assert_eq!(value(&mut cgt, &format!("{n} * ({gt})")), by_hand);
        prop_assert_eq!(value(&mut cgt, &format!("({gt}) * {n}")), by_hand);
        // Comparisons against leq, and the relation against compare.
        let relation = cgt.compare(g, h);
        for (op, holds) in [("<=", cgt.leq(g, h)), (">=", cgt.leq(h, g)), ("==", g == h), ("<>", relation == Relation::Confused)] {
            let v = verdict(&mut cgt, &format!("{gt} {op} {ht}"));
            prop_assert_eq!(v.holds, holds, "{} {} {}", gt, op, ht);
            prop_assert_eq!(v.relation, relation);
        }
    }

    /// The ordinal sum against its definition on the canonical trees, and -(G:H) = -G : -H.
    #[test]
    fn the_ordinal_sum_is_its_definition(a in raw_tree(), b in raw_tree()) {
        let mut cgt = Cgt::new();
        let (g, h) = (build(&mut cgt, &a), build(&mut cgt, &b));
        let want = raw_ordinal(&to_raw(&cgt, g), &to_raw(&cgt, h));
        let want = build(&mut cgt, &want);
        let (gt, ht) = (cgt.short(g), cgt.short(h));
        prop_assert_eq!(value(&mut cgt, &format!("({gt}) : ({ht})")), want);
        let neg = value(&mut cgt, &format!("-({gt}) : -({ht})"));
        prop_assert_eq!(cgt.neg(want), neg);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Norton's product by a positive U against its definition, written out on the trees.
    #[test]
    fn the_norton_product_is_its_definition(a in raw_tree(), b in raw_tree()) {
        let mut cgt = Cgt::new();
        let (g, u) = (build(&mut cgt, &a), build(&mut cgt, &b));
        let zero = cgt.zero();
        prop_assume!(u != zero && cgt.leq(zero, u));
        // Forms born by day 2 keep the written-out sums small.
        prop_assume!(cgt.birthday(g) <= 2 && cgt.birthday(u) <= 2);
        let (rg, ru) = (to_raw(&cgt, g), to_raw(&cgt, u));
        let want = raw_norton(&mut cgt, &rg, &ru);
        let want = build(&mut cgt, &want);
        let (gt, ut) = (cgt.short(g), cgt.short(u));
        prop_assert_eq!(value(&mut cgt, &format!("({gt}).({ut})")), want, "{}.{}", gt, ut);
    }
}

/// CGSuite's notation with the canonical forms CGSuite prints, and values derived from the
/// definitions (`tests/data/cgsuite-expressions.txt`, whose header names the sources).
#[test]
fn the_cgsuite_examples() {
    let data = include_str!("../../tests/data/cgsuite-expressions.txt");
    let mut cgt = Cgt::new();
    let mut rows = 0;
    for line in data.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [_, text, want] = cols[..] else { panic!("a row is source | expression | value: {line}") };
        rows += 1;
        if let Some((holds, relation)) = want.split_once(' ').filter(|(h, _)| *h == "true" || *h == "false") {
            let v = verdict(&mut cgt, text);
            assert_eq!(v.holds.to_string(), holds, "{line}");
            assert_eq!(expr::relation_symbol(v.relation), relation, "{line}");
            continue;
        }
        let got = value(&mut cgt, text);
        let expected = value(&mut cgt, want);
        assert_eq!(cgt.short(got), cgt.short(expected), "{line}");
        // A value written as nimlab prints it is printed so.
        if cgt.short(expected) == want || want.chars().all(|c| c.is_ascii_digit()) {
            assert_eq!(cgt.short(got), want, "{line}");
        }
    }
    assert!(rows >= 30, "only {rows} rows");
}

#[test]
fn expressions_in_glyphs_and_ascii() {
    let mut cgt = Cgt::new();
    let up = cgt.up();
    let star = cgt.star();
    let double = cgt.add(up, up);
    let double_star = cgt.add(double, star);
    for (text, want) in [
        ("^ + ^ + *", double_star),
        ("^+^+*", double_star),
        ("⇑*", double_star),
        ("⇑⋆", double_star),
        ("↑↑⋆", double_star),
        ("^^*", double_star),
        ("2.^ + *", double_star),
        ("2*^+*", double_star),
        ("2 * ^ + *", double_star),
        ("^^*2 + *2 + *", double_star),
        ("-⇓* ", double_star),
        ("*+*", cgt.zero()),
        ("1+1", cgt.integer(2)),
        ("+-1 + +-1", cgt.zero()),
        ("3 * 2", cgt.integer(6)),
        ("3*2", {
            let n = cgt.nimber(2);
            let three = cgt.integer(3);
            cgt.add(three, n)
        }),
    ] {
        assert_eq!(value(&mut cgt, text), want, "{text}");
    }
    // The integer part is bounded, not the numerator.
    let fine = value(&mut cgt, "131071/131072");
    assert_eq!(cgt.as_number(fine), Some(Dyadic::new(131071, 17)));
    let switch = value(&mut cgt, "1 +- 1");
    assert_eq!(cgt.short(switch), "{2|0}");
    assert_eq!(cgt.short(double), "^^");
    let three = cgt.multiple(3, up);
    assert_eq!(cgt.short(three), "^3");
    // The largest up power allowed is valued (its form is as deep as n).
    let top = value(&mut cgt, "^<100> + v[100]");
    assert_eq!(top, value(&mut cgt, "v[99]"));
}

#[test]
fn bad_expressions_name_the_character() {
    let mut cgt = Cgt::new();
    let cases: [(&str, usize, &str); 17] = [
        ("^<0>", 0, "n from 1 to 100"),
        ("1+v[101]", 2, "n from 1 to 100"),
        ("99999999", 0, "number too large"),
        ("1000.(65536)", 4, "too large"),
        ("{0,|1}", 3, "found '|'"),
        ("(^ + *", 0, "'(' is never closed"),
        ("^ + *)", 5, "')' closes no '('"),
        ("3.", 1, "'.' needs a game"),
        ("^ +", 2, "'+' needs a game"),
        ("1000000000.^", 0, "number too large"),
        ("5000.^", 4, "|n| ≤ 1000"),
        ("5000 * ^", 5, "|n| ≤ 1000"),
        ("^ * ^", 2, "one side must be an integer"),
        ("{1|0}.v", 5, "is not > 0"),
        ("3.5", 1, "fraction"),
        ("⇑ + x", 4, "'x' is not a game"),
        ("⇑⋆ <= ", 3, "'<=' needs a game"),
    ];
    for (text, at, says) in cases {
        let parsed = expr::parse(text);
        let e = match parsed {
            Err(e) => e,
            Ok(p) => cgt.evaluate(&p).err().unwrap_or_else(|| panic!("{text:?} was valued")),
        };
        // The engine points at bytes; `at` counts characters.
        let byte = text.char_indices().nth(at).map_or(text.len(), |(i, _)| i);
        assert_eq!(e.at, Some(byte), "{text:?}: {e}");
        assert!(e.message.contains(says), "{text:?}: {e}");
    }
    // Long runs nest the tree as deep as they are long: refused, not a stack overflow.
    for long in ["-".repeat(5000) + "1", vec!["1"; 5000].join("+"), "(".repeat(5000), "{".repeat(5000)] {
        assert!(cgt.parse(&long).unwrap_err().message.contains("deep") || long.starts_with('{'), "{}", &long[..10]);
    }
    // 10^9 is 10 + 9.^ in the short notation: its Norton product by ^ is valued, not refused
    // (a multiple's limit is for integers written out).
    let g = value(&mut cgt, "10^9.^");
    assert!(cgt.as_number(g).is_none());
    assert!(cgt.parse("domineering:2x2").unwrap_err().message.contains("position"));
    assert!(cgt.parse("^ >= 0").unwrap_err().message.contains("comparison"));
}

#[test]
fn positions_are_left_for_the_caller() {
    let text = "domineering:2x3 + -clobber:xo/ox - (1 : {nim:3,4|0})";
    let mut parsed = expr::parse(text).unwrap();
    let found: Vec<(String, usize)> = parsed.positions();
    assert_eq!(found, vec![("domineering:2x3".into(), 0), ("clobber:xo/ox".into(), 19), ("nim:3,4".into(), 41)]);
    parsed.value_positions(&mut |_, _| Ok::<_, ()>("{1|-1}".to_string())).unwrap();
    let mut cgt = Cgt::new();
    let g = match cgt.evaluate(&parsed).unwrap() {
        expr::Answer::Value(g) => g,
        expr::Answer::Comparison(_) => unreachable!(),
    };
    // ±1 - ±1 - (1 : {±1 | 0}) = -(1 : {±1|0}).
    let want = value(&mut cgt, "-(1 : {{1|-1}|0})");
    assert_eq!(g, want);
}
