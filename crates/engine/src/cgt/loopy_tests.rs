//! Loopy games against definitions computed here independently: outcomes by a plain
//! fixed-point iteration over the position graph (not the module's counters), the order of
//! stoppers by that outcome on the difference graph (G ≥ H when Left, moving second in G − H,
//! never loses), stoppers by the greatest fixed point of "has an alternating successor", and
//! known values from CGSuite's test files and Siegel's book (tests/data/loopy_values.txt).

use super::*;
use crate::cgt::Cgt;
use proptest::prelude::*;

/// A graph as plain option lists.
#[derive(Clone, Debug)]
struct Raw {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
    root: usize,
}

impl Raw {
    fn of(g: &Loopy) -> Raw {
        Raw {
            left: (0..g.len()).map(|v| g.left_options(v).to_vec()).collect(),
            right: (0..g.len()).map(|v| g.right_options(v).to_vec()).collect(),
            root: g.root(),
        }
    }

    fn game(&self) -> Loopy {
        Loopy::from_graph(&self.left, &self.right, self.root).unwrap()
    }

    fn neg(&self) -> Raw {
        Raw { left: self.right.clone(), right: self.left.clone(), root: self.root }
    }

    /// The sum's position graph: pairs (i, j), one part moved at a time.
    fn plus(&self, h: &Raw) -> Raw {
        let nb = h.left.len();
        let mut left = Vec::new();
        let mut right = Vec::new();
        for i in 0..self.left.len() {
            for j in 0..nb {
                let mut l: Vec<usize> = self.left[i].iter().map(|&x| x * nb + j).collect();
                l.extend(h.left[j].iter().map(|&y| i * nb + y));
                let mut r: Vec<usize> = self.right[i].iter().map(|&x| x * nb + j).collect();
                r.extend(h.right[j].iter().map(|&y| i * nb + y));
                left.push(l);
                right.push(r);
            }
        }
        Raw { left, right, root: self.root * nb + h.root }
    }

    /// (Left moving first, Right moving first) by iterating the rules until nothing changes:
    /// a mover wins when some option is won for them, loses when every option is lost (none
    /// at all included); what is never labelled is a draw.
    fn brute_play(&self) -> (Play, Play) {
        let n = self.left.len();
        // win[side][v]: Some(true) the mover wins, Some(false) the mover loses.
        let mut win: [Vec<Option<bool>>; 2] = [vec![None; n], vec![None; n]];
        loop {
            let mut changed = false;
            for side in 0..2 {
                for v in 0..n {
                    if win[side][v].is_some() {
                        continue;
                    }
                    let opts = if side == 0 { &self.left[v] } else { &self.right[v] };
                    let other = 1 - side;
                    if opts.iter().any(|&w| win[other][w] == Some(false)) {
                        win[side][v] = Some(true);
                        changed = true;
                    } else if opts.iter().all(|&w| win[other][w] == Some(true)) {
                        win[side][v] = Some(false);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let r = self.root;
        let l = match win[0][r] {
            Some(true) => Play::LeftWins,
            Some(false) => Play::RightWins,
            None => Play::Draw,
        };
        let rr = match win[1][r] {
            Some(true) => Play::RightWins,
            Some(false) => Play::LeftWins,
            None => Play::Draw,
        };
        (l, rr)
    }

    /// No infinite alternating line: the states that have an alternating successor in the
    /// set, as a greatest fixed point, are none (from the reachable nodes).
    fn brute_stopper(&self) -> bool {
        let g = self.game();
        let raw = Raw::of(&g);
        let n = raw.left.len();
        let mut alive = [vec![true; n], vec![true; n]];
        loop {
            let mut changed = false;
            for side in 0..2 {
                for v in 0..n {
                    let opts = if side == 0 { &raw.left[v] } else { &raw.right[v] };
                    if alive[side][v] && !opts.iter().any(|&w| alive[1 - side][w]) {
                        alive[side][v] = false;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        alive.iter().all(|a| a.iter().all(|&x| !x))
    }
}

/// G ≥ H by the definition for stoppers: Right, moving first in G − H, does not win.
fn brute_geq(g: &Raw, h: &Raw) -> bool {
    g.plus(&h.neg()).brute_play().1 != Play::RightWins
}

fn arb_graph(max_nodes: usize, max_edges: usize) -> impl Strategy<Value = Raw> {
    (1..=max_nodes).prop_flat_map(move |n| {
        let edges = proptest::collection::vec((0..n, 0..n, any::<bool>()), 0..=max_edges);
        edges.prop_map(move |es| {
            let mut left = vec![Vec::new(); n];
            let mut right = vec![Vec::new(); n];
            for (a, b, l) in es {
                if l {
                    left[a].push(b);
                } else {
                    right[a].push(b);
                }
            }
            Raw { left, right, root: 0 }
        })
    })
}

/// A stopper: moves to a later node are free, moves back only for Left (so every cycle has a
/// Left move followed by a Left move somewhere, and none alternates... unless Right moves
/// forward then Left back: so the result is filtered).
fn arb_stopper() -> impl Strategy<Value = Raw> {
    arb_graph(5, 9).prop_filter("a stopper", |g| g.game().is_stopper())
}

fn cgt_forms(cgt: &mut Cgt, seeds: &[u8]) -> Vec<G> {
    // Forms born by day 2 and some of day 3, from a seed.
    let mut forms = vec![cgt.zero()];
    for (i, &s) in seeds.iter().enumerate() {
        let k = forms.len();
        let l: Vec<G> = (0..k).filter(|j| (s as usize >> (j % 8)) & 1 == 1).map(|j| forms[j]).collect();
        let r: Vec<G> =
            (0..k).filter(|j| ((s as usize).rotate_left(3) >> (j % 8)) & 1 == 1).map(|j| forms[(j + i) % k]).collect();
        let g = cgt.from_options(&l, &r);
        forms.push(g);
    }
    forms
}

fn value(cgt: &mut Cgt, text: &str) -> Sided {
    match evaluate(cgt, text) {
        Ok(Answer::Value(v, _)) => v,
        other => panic!("{text}: {other:?}"),
    }
}

fn holds(cgt: &mut Cgt, text: &str) -> bool {
    match evaluate(cgt, text) {
        Ok(Answer::Comparison { holds, .. }) => holds,
        other => panic!("{text}: {other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn outcomes_agree_with_the_fixed_point(g in arb_graph(6, 12), h in arb_graph(3, 5)) {
        prop_assert_eq!(g.game().play(), Raw::of(&g.game()).brute_play());
        let sum = g.plus(&h);
        prop_assert_eq!(sum.game().play(), sum.brute_play());
    }

    #[test]
    fn stoppers_are_recognised(g in arb_graph(6, 10)) {
        prop_assert_eq!(g.game().is_stopper(), g.brute_stopper());
    }

    #[test]
    fn the_order_is_survival_in_the_difference(g in arb_stopper(), h in arb_stopper()) {
        let (gg, hg) = (g.game(), h.game());
        prop_assert_eq!(geq_table(&gg, &hg)[gg.root() * hg.len() + hg.root()], brute_geq(&Raw::of(&gg), &Raw::of(&hg)));
    }

    /// The simplest form is equal to the game (by the brute order), is its own simplest form,
    /// and does not depend on how the game is written (G + * + * is G).
    #[test]
    fn simplest_forms_are_equal_and_unique(g in arb_stopper()) {
        let s = Stopper::new(&g.game()).unwrap();
        let sr = Raw::of(s.graph());
        let gr = Raw::of(&g.game());
        prop_assert!(brute_geq(&gr, &sr) && brute_geq(&sr, &gr));
        prop_assert_eq!(Stopper::new(s.graph()).unwrap(), s.clone());
        let star = Raw { left: vec![vec![1], vec![]], right: vec![vec![1], vec![]], root: 0 };
        let padded = gr.plus(&star).plus(&star);
        prop_assert_eq!(Stopper::new(&padded.game()).unwrap(), s.clone());
        let mut cgt = Cgt::new();
        prop_assert!(s.graph().len() <= g.game().len() + 2 || s.graph().is_loopfree(), "{}", s.text(&mut cgt));
    }

    /// Finite forms embed: the order and the text are those of the finite arena.
    #[test]
    fn finite_forms_embed(seeds in proptest::collection::vec(any::<u8>(), 1..7), a in 0usize..8, b in 0usize..8) {
        let mut cgt = Cgt::new();
        let forms = cgt_forms(&mut cgt, &seeds);
        let (x, y) = (forms[a % forms.len()], forms[b % forms.len()]);
        let (sx, sy) = (Stopper::from_cgt(&cgt, x), Stopper::from_cgt(&cgt, y));
        prop_assert_eq!(sy.geq(&sx), cgt.leq(x, y));
        prop_assert_eq!(sx.text(&mut cgt), cgt.short(x));
        prop_assert_eq!(sx.to_cgt(&mut cgt), Some(x));
        // Through the raw (unsimplified) graph too.
        let raw = Stopper::new(sx.graph()).unwrap();
        prop_assert_eq!(raw, sx);
    }

    /// For stoppers, G − G has onside ≥ 0 ≥ offside (the mirror strategy: on − on is dud,
    /// not 0); the sum's sides are found by sidling when it is not a stopper.
    #[test]
    fn sums_of_stoppers(g in arb_stopper()) {
        let s = Stopper::new(&g.game()).unwrap();
        let v = Sided { onside: s.clone(), offside: s.clone() };
        let d = v.add(&v.neg());
        if let Ok(d) = d {
            let zero = Stopper::from_cgt(&Cgt::new(), Cgt::new().zero());
            prop_assert!(d.onside.geq(&zero) && zero.geq(&d.offside));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// A side found by sidling has the outcome of the game played on that side: onside, endless
    /// play is Left's win, and G^+ ≥ 0 exactly when Left, moving second, wins; offside it is
    /// Right's. (A stopper alone always ends, so its outcome is its comparison with 0.)
    #[test]
    fn sides_have_the_sided_outcomes(g in arb_graph(5, 10)) {
        let game = g.game();
        let Ok(v) = Sided::of(&game) else { return Ok(()) };
        let (lf, rf) = Raw::of(&game).brute_play();
        let zero = Stopper::from_cgt(&Cgt::new(), Cgt::new().zero());
        prop_assert_eq!(v.onside.geq(&zero), rf != Play::RightWins, "onside, Right first");
        prop_assert_eq!(zero.geq(&v.onside), lf == Play::RightWins, "onside, Left first");
        prop_assert_eq!(v.offside.geq(&zero), rf == Play::LeftWins, "offside, Right first");
        prop_assert_eq!(zero.geq(&v.offside), lf != Play::LeftWins, "offside, Left first");
        prop_assert!(v.onside.geq(&v.offside));
    }
}

#[test]
fn sidling_finds_the_sides_of_sums() {
    let mut cgt = Cgt::new();
    // on − on = on + off = dud (Siegel VI): the sum is not a stopper.
    assert_eq!(value(&mut cgt, "on - on").text(&mut cgt), "dud");
    // over − over needs a cycle that tree approximations never close: the graph's own
    // simplification keeps it (over's pass).
    assert_eq!(value(&mut cgt, "over - over").text(&mut cgt), "over & under");
}

/// Winning Ways' sidling by tree approximations, as the oracle where it settles: start with
/// `on` at every node, replace each node by {its Left options | its Right options} (each an
/// approximation, simplified as a stopper) until a round changes nothing. It cannot close a
/// cycle the side needs, so it settles only on sides without one.
fn sidle_by_rounds(g: &Loopy, rounds: usize) -> Option<Stopper> {
    let n = g.len();
    let mut b = Builder::default();
    let on = b.on();
    let mut approx = vec![Stopper::new(&b.game(on)).unwrap(); n];
    for _ in 0..rounds {
        let mut next = Vec::with_capacity(n);
        for v in 0..n {
            let mut b = Builder::default();
            let root = b.node();
            b.left[root] = g.left_options(v).iter().map(|&w| b.embed(approx[w].graph())).collect();
            b.right[root] = g.right_options(v).iter().map(|&w| b.embed(approx[w].graph())).collect();
            if b.left.len() > 200 {
                return None;
            }
            next.push(Stopper::new(&b.game(root)).ok()?);
        }
        if next == approx {
            return Some(approx.swap_remove(g.root()));
        }
        approx = next;
    }
    None
}

/// Whether `s` is the onside (`onside`) or the offside of the game `g` by the definitions, for
/// each stopper X of `xs`, by brute-force play: G^+ ≥ X exactly when Left, moving second in
/// G − X, survives (endless play counts for her), so G^+ is the greatest stopper she survives
/// against; X ≥ G^- exactly when she survives X − G, G^- the least.
fn check_side(g: &Raw, s: &Stopper, onside: bool, xs: &[Raw]) -> Result<(), String> {
    let sr = Raw::of(s.graph());
    for x in xs {
        let (by_side, by_play) = if onside {
            (brute_geq(&sr, x), g.plus(&x.neg()).brute_play().1 != Play::RightWins)
        } else {
            (brute_geq(x, &sr), x.plus(&g.neg()).brute_play().1 != Play::RightWins)
        };
        if by_side != by_play {
            return Err(format!(
                "{} against {x:?}: by the side {by_side}, by play {by_play}",
                if onside { "onside" } else { "offside" }
            ));
        }
    }
    Ok(())
}

/// Stoppers to compare sides with: numbers, infinitesimals, pseudonumbers, `upon`, switches.
fn test_stoppers() -> Vec<Raw> {
    let mut cgt = Cgt::new();
    [
        "0",
        "1",
        "-1",
        "1/2",
        "-1/2",
        "2",
        "-2",
        "*",
        "^",
        "v",
        "^*",
        "{1|-1}",
        "{0|-1}",
        "{1|0}",
        "on",
        "off",
        "over",
        "under",
        "upon",
        "-upon",
        "1over",
        "-1under",
        "{pass|*}",
        "{0|{0|pass}}",
        "{1/2|pass}",
        "{pass|-1/2}",
        "{on|0}",
        "{0|off}",
        "{on|-1}",
        "{1|off}",
    ]
    .iter()
    .map(|t| Raw::of(value(&mut cgt, t).onside.graph()))
    .collect()
}

/// Sums that are not stoppers and whose sides keep a cycle (tree approximations never settle
/// on them), and CGSuite's tutorial's examples of sidling: each side found is the one the
/// definitions give, against the stoppers of [`test_stoppers`] by brute-force play.
#[test]
fn sides_that_keep_a_cycle_are_the_defined_ones() {
    let mut cgt = Cgt::new();
    let xs = test_stoppers();
    let mut rounds_fail = 0;
    for (text, want) in [
        ("over + under", "over & under"),
        ("over - over", "over & under"),
        ("upon - upon", "{0|{0|0,pass}} & {{0,pass|0}|0}"),
        ("on + off", "dud"),
        ("over + under + *", ""),
        ("1over + -1under", ""),
        ("upon + -upon + ^", ""),
        ("over + {pass|-1}", ""),
        ("{0|pass} + {pass|*} + {1|pass}", ""),
        ("a{0||||0|||a|*||*} - a{0||||0|||a|*||*}", ""),
        ("a{0||||0|||a|*||*} + over - over", ""),
    ] {
        let v = value(&mut cgt, text);
        if !want.is_empty() {
            assert_eq!(v.text(&mut cgt), want, "{text}");
        }
        // The game itself: the sum's graph of the parts' own graphs.
        let game = parse_graph(&mut cgt, text);
        assert!(!game.is_stopper(), "{text} is a stopper");
        let g = Raw::of(&game);
        check_side(&g, &v.onside, true, &xs).unwrap_or_else(|e| panic!("{text}: {e}"));
        check_side(&g, &v.offside, false, &xs).unwrap_or_else(|e| panic!("{text}: {e}"));
        if sidle_by_rounds(&game, 24).is_none() {
            rounds_fail += 1;
        }
    }
    // Most of them are out of the tree approximations' reach.
    assert!(rounds_fail >= 5, "{rounds_fail}");
}

/// The game graph of a sum of texts, each read as a stopper (the parts here are stoppers).
fn parse_graph(cgt: &mut Cgt, text: &str) -> Loopy {
    let mut game: Option<Loopy> = None;
    for part in split_sum(text) {
        let (neg, t) = match part.strip_prefix('-') {
            Some(t) if !t.starts_with(|c: char| c.is_ascii_digit()) => (true, t),
            _ => (false, part.as_str()),
        };
        let v = value(cgt, t);
        assert!(v.is_stopper(), "{t}");
        let g = if neg { v.onside.graph().neg() } else { v.onside.graph().clone() };
        game = Some(match game {
            None => g,
            Some(h) => h.add(&g).unwrap(),
        });
    }
    game.unwrap()
}

/// The parts of `a + b - c` at the top level (outside braces), a minus kept on its part.
fn split_sum(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if depth == 0 && (c == '+' || c == '-') && !cur.trim().is_empty() {
            parts.push(cur.trim().to_string());
            cur = if c == '-' { "-".into() } else { String::new() };
            continue;
        }
        cur.push(c);
    }
    parts.push(cur.trim().to_string());
    parts
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Where tree approximations settle, they and the graph's simplification agree, on the
    /// onside of G and of −G (the offside of G, negated); the graph's is never refused there.
    #[test]
    fn sides_agree_with_tree_sidling_where_it_settles(g in arb_graph(6, 12)) {
        let game = g.game();
        if game.is_stopper() {
            return Ok(());
        }
        for h in [game.clone(), game.neg()] {
            if let Some(want) = sidle_by_rounds(&h, 24) {
                prop_assert_eq!(side(&h, true).map_err(|e| e.message), Ok(want), "{:?}", Raw::of(&h));
            }
        }
    }

    /// Every side found is the defined one: the greatest stopper Left survives G − X against
    /// (onside), the least X with Left surviving X − G (offside), by brute-force play against
    /// the test stoppers and a random one.
    #[test]
    fn sides_are_the_defined_ones(g in arb_graph(5, 10), x in arb_stopper()) {
        let game = g.game();
        let Ok(v) = Sided::of(&game) else { return Ok(()) };
        let mut xs = test_stoppers();
        xs.push(Raw::of(&x.game()));
        let raw = Raw::of(&game);
        prop_assert_eq!(check_side(&raw, &v.onside, true, &xs), Ok(()), "{:?}", raw);
        prop_assert_eq!(check_side(&raw, &v.offside, false, &xs), Ok(()), "{:?}", raw);
    }

    /// The onside order of a graph's nodes ([`onside_geq_table`]) is the order of their onsides.
    #[test]
    fn the_onside_order_orders_the_onsides(g in arb_graph(5, 10)) {
        let game = g.game();
        let n = game.len();
        let table = onside_geq_table(&game, &game);
        let sides: Vec<Option<Stopper>> = (0..n).map(|v| side(&game.at(v), true).ok()).collect();
        for u in 0..n {
            for v in 0..n {
                if let (Some(a), Some(b)) = (&sides[u], &sides[v]) {
                    prop_assert_eq!(table[u * n + v], a.geq(b), "{} ≥ {} in {:?}", u, v, g);
                }
            }
        }
    }
}

/// Tree approximations cover few of the sides: on random non-stopper graphs, the graph's
/// simplification finds a side wherever they settle, and on many graphs where they do not.
#[test]
fn graph_sidling_finds_more_than_tree_sidling() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut graph_only, mut both, mut neither) = (0, 0, 0);
    for _ in 0..600 {
        let n = 1 + next(7);
        let (mut left, mut right) = (vec![Vec::new(); n], vec![Vec::new(); n]);
        for _ in 0..next(3 * n + 1) {
            let (a, b) = (next(n), next(n));
            if next(2) == 0 {
                left[a].push(b)
            } else {
                right[a].push(b)
            }
        }
        let g = Loopy::from_graph(&left, &right, 0).unwrap();
        if g.is_stopper() {
            continue;
        }
        match (side(&g, true).ok(), sidle_by_rounds(&g, 24)) {
            (Some(a), Some(b)) => {
                assert_eq!(a, b);
                both += 1
            }
            (Some(_), None) => graph_only += 1,
            (None, Some(_)) => panic!("{:?}: tree sidling settles, the graph's is refused", Raw::of(&g)),
            (None, None) => neither += 1,
        }
    }
    println!("both {both}, the graph's only {graph_only}, neither {neither}");
    assert!(graph_only > both / 4, "both {both}, the graph's only {graph_only}, neither {neither}");
}

/// Known values: each line of the golden file is an input, CGSuite's output (or `-` when it is
/// written in a notation not read here), and the text printed here. The input and CGSuite's
/// output must be equal values; the text is what this module prints for it.
#[test]
fn golden_values() {
    let data = include_str!("../../tests/data/loopy_values.txt");
    let mut cgt = Cgt::new();
    let mut count = 0;
    for line in data.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 3, "{line}");
        let v = value(&mut cgt, cols[0]);
        if cols[1] != "-" {
            let w = value(&mut cgt, cols[1]);
            assert_eq!(v, w, "{} is CGSuite's {}", cols[0], cols[1]);
        }
        assert_eq!(v.text(&mut cgt), cols[2], "{}", cols[0]);
        // The text printed reads back as the same value.
        assert_eq!(value(&mut cgt, cols[2]), v, "{} reads back", cols[2]);
        count += 1;
    }
    assert!(count >= 15, "{count} golden values");
}

#[test]
fn known_facts() {
    let mut cgt = Cgt::new();
    for fact in [
        "on >= 1",
        "on >= 1000",
        "on >= over",
        "on >= upon",
        "on > dud",
        "off <= -100",
        "over > 0",
        "over < 1/1024",
        "over < 1/65536",
        "under < 0",
        "dud == dud + 1",
        "dud == dud + over",
        "dud == dud + on",
        "on + off == dud",
        "on + 5 == on",
        "over + over == over",
        "-over == under",
        "on & off == dud",
        "1 & 0 > 0",
        "1 & 0 < 1",
    ] {
        assert!(holds(&mut cgt, fact), "{fact}");
    }
    for not in ["over >= 1/1024", "dud >= 0", "dud <= 0", "0 >= over"] {
        assert!(!holds(&mut cgt, not), "{not} should not hold");
    }
}

#[test]
fn stops_and_outcomes() {
    let mut cgt = Cgt::new();
    let over = value(&mut cgt, "over").onside;
    assert_eq!(over.stops(&mut cgt), (Pseudo::Num(Dyadic::ZERO, 1), Pseudo::Num(Dyadic::ZERO, 1)));
    let on = value(&mut cgt, "on").onside;
    assert_eq!(on.stops(&mut cgt), (Pseudo::On, Pseudo::On));
    let u = value(&mut cgt, "{pass|3/2}").onside;
    assert_eq!(u.stops(&mut cgt).0.to_string(), "3/2under");
    let sw = value(&mut cgt, "+-{5|pass}").onside;
    let (l, r) = sw.stops(&mut cgt);
    assert_eq!((l.to_string(), r.to_string()), ("5over".to_string(), "-5under".to_string()));
    use crate::vocab::Outcome;
    assert_eq!(outcome_class(&over), Outcome::L);
    assert_eq!(outcome_class(&sw), Outcome::N);
    // dud played on its own: endless, whoever starts.
    let mut b = Builder::default();
    let d = b.dud();
    assert_eq!(b.game(d).play(), (Play::Draw, Play::Draw));
    // on: Left always has a move; Right, to move, has none.
    let o = b.on();
    assert_eq!(b.game(o).play(), (Play::LeftWins, Play::LeftWins));
    // over = {0|pass}: whoever starts, Left moves to 0 and Right is left without a move.
    let v = b.over();
    assert_eq!(b.game(v).play(), (Play::LeftWins, Play::LeftWins));
}

#[test]
fn bad_input_is_refused_with_its_place() {
    let mut cgt = Cgt::new();
    for (text, at) in [
        ("{0|pass", 0),
        ("pass", 0),
        ("{0|1|2}", 4),
        ("on +", 4),
        ("a{0|a} + {a|}", 10),
        ("{a+1|0}", 1),
        ("1 & 2", 2),
        ("on{0|}", 0),
        ("{0|@}", 3),
    ] {
        let e = evaluate(&mut cgt, text).expect_err(text);
        assert_eq!(e.at, Some(at), "{text}: {e}");
    }
    // Not stopper-sided (Bach's carousel in CGSuite's tests): refused, no hang.
    let e = evaluate(&mut cgt, "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}").unwrap_err();
    assert!(e.message.contains("sidling"), "{e}");
    let deep = "{".repeat(300) + &"}".repeat(300);
    assert!(evaluate(&mut cgt, &deep).is_err());
}

#[test]
fn graphs_from_a_ruleset() {
    // A ruleset that lists its positions: 0 = {1 | }, 1 = { | 0}: a{{|a}|}, 1 & 0.
    let g = Loopy::from_graph(&[vec![1], vec![]], &[vec![], vec![0]], 0).unwrap();
    let mut cgt = Cgt::new();
    assert_eq!(Sided::of(&g).unwrap().text(&mut cgt), "1 & 0");
    assert!(Loopy::from_graph(&[vec![3]], &[vec![]], 0).is_err());
    assert!(Loopy::from_graph(&[vec![]], &[vec![]], 1).is_err());
    let big = vec![vec![]; MAX_NODES + 1];
    assert!(Loopy::from_graph(&big, &big, 0).unwrap_err().message.contains("limit"));
}

#[test]
fn loopy_texts_are_recognised() {
    for t in ["on", "1 + over", "3/2over", "{pass|0}", "a{0|a}", "1 & 0", "dud+1"] {
        assert!(is_loopy_text(t), "{t}");
    }
    for t in ["1", "{1|-1}", "^*", "Tiny(2)", "domineering:2x3", "3.^ + *2", "{0|up}"] {
        assert!(!is_loopy_text(t), "{t}");
    }
}

/// A chain of alternating cycles (node i = {i+1 | i−1}) needs a round of the onside order's
/// analysis for every few links: the work limit stops it; within the limit, its sides are the
/// defined ones.
#[test]
fn the_onside_order_stops_at_its_work() {
    let n = 40;
    let left: Vec<Vec<usize>> = (0..n).map(|i| if i + 1 < n { vec![i + 1] } else { vec![] }).collect();
    let right: Vec<Vec<usize>> = (0..n).map(|i| if i > 0 { vec![i - 1] } else { vec![] }).collect();
    let g = Loopy::from_graph(&left, &right, 0).unwrap();
    assert!(onside_geq_table_within(&g, &g, 4 * n * n).is_none());
    let v = Sided::of(&g).unwrap();
    let xs = test_stoppers();
    check_side(&Raw::of(&g), &v.onside, true, &xs).unwrap();
    check_side(&Raw::of(&g), &v.offside, false, &xs).unwrap();
}
