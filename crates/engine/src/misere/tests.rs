use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::octal::OctalCode;

fn code(s: &str) -> OctalCode {
    s.parse().unwrap()
}

fn q_of(s: &str, n: usize) -> Quotient {
    quotient(&code(s).into(), n, &mut |_, _| true).unwrap()
}

/// A plain misère search, memoised over sorted heap multisets: no quotient involved.
struct Brute {
    code: OctalCode,
    memo: HashMap<Vec<u16>, bool>,
}

impl Brute {
    fn new(code: OctalCode) -> Self {
        Brute { code, memo: HashMap::new() }
    }

    /// Whether the player to move loses under misère play.
    fn is_p(&mut self, heaps: &[u64]) -> bool {
        // A heap without a move (0, and 1 in 0.07) is the game 0: left out.
        let mut key: Vec<u16> =
            heaps.iter().filter(|&&h| !self.code.heap_options(h as usize).is_empty()).map(|&h| h as u16).collect();
        key.sort_unstable();
        self.p_sorted(key)
    }

    fn p_sorted(&mut self, key: Vec<u16>) -> bool {
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut any_move = false;
        let mut to_p = false;
        'outer: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue;
            }
            for (_, parts) in self.code.heap_options(key[i] as usize) {
                any_move = true;
                let mut next: Vec<u16> = key[..i].iter().chain(&key[i + 1..]).copied().collect();
                next.extend(parts.iter().filter(|&&x| !self.code.heap_options(x).is_empty()).map(|&x| x as u16));
                next.sort_unstable();
                if self.p_sorted(next) {
                    to_p = true;
                    break 'outer;
                }
            }
        }
        // No move at all: the player to move has won (misère).
        let p = any_move && !to_p;
        self.memo.insert(key, p);
        p
    }
}

/// Every multiset of at most `k` heaps of sizes 1..=n.
fn multisets(n: u64, k: usize) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    let mut frontier = vec![vec![]];
    for _ in 0..k {
        let mut next = Vec::new();
        for m in &frontier {
            let lo = m.last().copied().unwrap_or(1);
            for h in lo..=n {
                let mut m2: Vec<u64> = m.clone();
                m2.push(h);
                next.push(m2);
            }
        }
        out.extend(next.iter().cloned());
        frontier = next;
    }
    out
}

/// Same element: same outcome beside every test position; different elements: some test
/// position tells them apart; and every outcome read from the quotient is the search's.
fn check_against_brute(s: &str, n: usize) {
    let q = q_of(s, n);
    let mut brute = Brute::new(code(s));
    let tests = multisets(n as u64, 3);
    // A few positions for each element.
    let mut reps: HashMap<u32, Vec<Vec<u64>>> = HashMap::new();
    for m in multisets(n as u64, 3) {
        let e = q.element_of(&m).unwrap();
        let r = reps.entry(e).or_default();
        if r.len() < 3 {
            r.push(m);
        }
    }
    let profile = |pos: &Vec<u64>, brute: &mut Brute| -> Vec<bool> {
        tests
            .iter()
            .map(|x| {
                let mut s = pos.clone();
                s.extend(x);
                brute.is_p(&s)
            })
            .collect()
    };
    let mut profiles: Vec<(u32, Vec<bool>)> = Vec::new();
    for (&e, rs) in &reps {
        let first = profile(&rs[0], &mut brute);
        for r in &rs[1..] {
            assert_eq!(profile(r, &mut brute), first, "{s} n={n}: {:?} and {:?} share an element", rs[0], r);
        }
        // The quotient's own outcomes agree on the profile.
        for (x, &p) in tests.iter().zip(&first) {
            let mut pos = rs[0].clone();
            pos.extend(x);
            assert_eq!(q.misere_outcome(&pos) == Some(Outcome::P), p, "{s} n={n}: {pos:?}");
        }
        profiles.push((e, first));
    }
    assert_eq!(profiles.len(), q.order(), "{s} n={n}: every element has a position of at most 3 heaps");
    for i in 0..profiles.len() {
        for j in i + 1..profiles.len() {
            assert_ne!(
                profiles[i].1, profiles[j].1,
                "{s} n={n}: elements {} and {} not told apart",
                profiles[i].0, profiles[j].0
            );
        }
    }
}

#[test]
fn quotients_match_a_plain_search() {
    for (s, n) in [("0.07", 10), ("0.77", 10), ("0.137", 10), ("0.4", 9), ("0.6", 9), ("0.75", 10), ("0.17", 10)] {
        check_against_brute(s, n);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn random_positions_match_a_plain_search(
        which in 0usize..5,
        heaps in proptest::collection::vec(0u64..=11, 0..=5),
    ) {
        let s = ["0.07", "0.77", "0.137", "0.4", "0.6"][which];
        let q = q_of(s, 11);
        let mut brute = Brute::new(code(s));
        prop_assert_eq!(q.misere_outcome(&heaps) == Some(Outcome::P), brute.is_p(&heaps));
    }
}

/// Misère Nim is the octal game with every digit 3. Heaps 0..=1: Q = {1, a}, a² = 1 with P =
/// {a} (an odd number of single counters loses for the mover). Heaps 0..=3: the tame quotient
/// T₂ = <a, b | a² = 1, b³ = b>, of order 6 with P = {a, b²} (Plambeck and Siegel, section
/// on tame games: the quotient of misère Nim, and of every tame game of that genus range).
#[test]
fn misere_nim() {
    let nim =
        |n: usize| quotient(&OctalCode::subtraction(&(1..=n).collect::<Vec<_>>()).into(), n, &mut |_, _| true).unwrap();
    let q1 = nim(1);
    assert_eq!(q1.order(), 2);
    assert_eq!(q1.presentation(), "<a | a^2 = 1>");
    assert_eq!(q1.report().p_portion.elements, vec!["a"]);
    let q3 = nim(3);
    assert_eq!(q3.order(), 6);
    assert_eq!(q3.presentation(), "<a, b | a^2 = 1, b^3 = b>");
    let mut p = q3.report().p_portion.elements;
    p.sort();
    assert_eq!(p, vec!["a", "b^2"]);
    assert_eq!(q3.element_name(q3.pretending[3]), "a b");
}

/// Local consistency on positions far larger than the search can reach: from an N-position
/// some move reaches a P-position, and every move from a P-position reaches an N-position.
#[test]
fn local_consistency_on_large_positions() {
    for (s, n) in [("0.77", 40), ("0.137", 22), ("0.07", 24)] {
        let q = q_of(s, n);
        let mut seed = 12345u64;
        let mut rnd = |m: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for _ in 0..2000 {
            let k = 1 + rnd(6) as usize;
            let heaps: Vec<u64> = (0..k).map(|_| rnd(n as u64 + 1)).collect();
            let m = misere_moves(&q, &heaps).unwrap();
            let to_p = m.moves.iter().any(|mv| mv.outcome == Outcome::P);
            if m.outcome == Outcome::P {
                assert!(!to_p, "{s}: P-position {heaps:?} has a move to P");
            } else {
                assert!(to_p || m.moves.is_empty(), "{s}: N-position {heaps:?} has no move to P");
            }
        }
    }
}

#[test]
fn bound_and_cancel() {
    // A limit on the answer stops the build and keeps the quotient of the heaps before.
    let q = quotient_bounded(&code("0.77").into(), 30, 10, &mut |_, _| true).unwrap();
    let why = q.stopped.clone().expect("stopped at the bound");
    assert!(why.contains("more than 10 elements"), "{why}");
    assert!(q.heaps < 30 && q.order() <= 10 && q.asked == 30, "{why}");
    assert!(why.contains(&format!("stopped at heap {} of 30", q.heaps + 1)), "{why}");
    assert_eq!(q.order(), q_of("0.77", q.heaps).order());
    assert_eq!(q.misere_outcome(&[q.heaps as u64 + 1]), None);
    let mut calls = 0;
    let e = quotient(&code("0.77").into(), 30, &mut |_, _| {
        calls += 1;
        calls < 5
    })
    .unwrap_err();
    assert!(e.to_string().contains("cancelled"));
}

/// A period proved on the heaps up to n answers larger heaps exactly as a quotient built past
/// them does: the same order, and the same outcome on random positions with heaps beyond n.
/// Local consistency is checked too on heaps a hundred times the bound.
#[test]
fn proved_periods_answer_larger_heaps() {
    let mut seed = 99u64;
    let mut rnd = |m: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    // Each code with the least bound its apparent period needs (2·max(pre, 1) + 2·period + k).
    for (s, n) in [("0.75", 22), ("0.51", 6), ("0.31", 12), ("0.52", 22), ("0.72", 42), ("0.77", 168)] {
        let q = q_of(s, n);
        let p = q.period.unwrap_or_else(|| panic!("{s}: a period is seen to heap {n}"));
        assert!(q.period_proved, "{s}: heaps up to {n} prove {p:?}");
        assert!(!q_of(s, n - 1).period_proved, "{s}: {n} is the least bound");
        let m = n + 3 * p.period + 7;
        let big = q_of(s, m);
        assert_eq!(big.order(), q.order(), "{s}: no element past heap {n}");
        for _ in 0..3000 {
            let k = 1 + rnd(4) as usize;
            let heaps: Vec<u64> = (0..k).map(|_| rnd(m as u64 + 1)).collect();
            assert_eq!(q.misere_outcome(&heaps), big.misere_outcome(&heaps), "{s}: {heaps:?}");
        }
        for _ in 0..300 {
            let k = 1 + rnd(4) as usize;
            let heaps: Vec<u64> = (0..k).map(|_| rnd(100 * n as u64)).collect();
            let mv = misere_moves(&q, &heaps).unwrap();
            let to_p = mv.moves.iter().any(|x| x.outcome == Outcome::P);
            assert_eq!(mv.outcome == Outcome::N, to_p || mv.moves.is_empty(), "{s}: {heaps:?}");
        }
    }
    // Unproved, a heap past the bound is not answered.
    let q = q_of("0.77", 100);
    assert!(!q.period_proved);
    assert_eq!(q.misere_outcome(&[101]), None);
    // Grundy's game's splits are unequal: no period of it is proved this way.
    assert!(!proves_period(&HeapRules::Grundy, 10_000, Period { preperiod: 1, period: 1 }));
}

/// The published orders |Q_n(0.07)| (tests/data/misere_quotient_orders_0.07.txt) up to `upto`.
fn dawson_orders(upto: usize) -> Vec<(usize, usize)> {
    let path = format!("{}/tests/data/misere_quotient_orders_0.07.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let rows: Vec<(usize, usize)> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut w = l.split_whitespace().map(|x| x.parse::<usize>().unwrap());
            (w.next().unwrap(), w.next().unwrap())
        })
        .collect();
    assert_eq!(rows.len(), 7, "{path}");
    rows.into_iter().filter(|&(n, _)| n <= upto).collect()
}

/// Dawson's Kayles past heap 24, where its quotient starts to grow, to |Q_30| = 360 (seconds).
#[test]
fn dawsons_kayles_to_heap_30() {
    let q = q_of("0.07", 30);
    assert!(q.stopped.is_none());
    for (n, order) in dawson_orders(30) {
        assert_eq!(q.growth[n].0, order, "|Q_{n}(0.07)|");
    }
    assert_eq!(q.growth[26].0, 144);
    assert_eq!(q.order(), 360);
    check_local_consistency(&q, 3000, 8);
}

/// Every published order to heap 33 (minutes in a debug build: `make slow`).
#[test]
#[ignore]
fn dawsons_kayles_to_heap_33() {
    let q = q_of("0.07", 33);
    assert!(q.stopped.is_none());
    for (n, order) in dawson_orders(33) {
        assert_eq!(q.growth[n].0, order, "|Q_{n}(0.07)|");
    }
    check_local_consistency(&q, 5000, 10);
    let q = q_of("0.137", 30);
    check_local_consistency(&q, 5000, 10);
}

/// From an N-position some move reaches a P-position and every move from a P-position reaches
/// an N-position, on random positions of up to `most` heaps each up to the bound.
fn check_local_consistency(q: &Quotient, count: usize, most: u64) {
    let mut seed = 777u64;
    let mut rnd = |m: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % m
    };
    for _ in 0..count {
        let k = 1 + rnd(most) as usize;
        let heaps: Vec<u64> = (0..k).map(|_| rnd(q.heaps as u64 + 1)).collect();
        let m = misere_moves(q, &heaps).unwrap();
        let to_p = m.moves.iter().any(|mv| mv.outcome == Outcome::P);
        if m.outcome == Outcome::P {
            assert!(!to_p, "{}: P-position {heaps:?} has a move to P", q.rules);
        } else {
            assert!(to_p || m.moves.is_empty(), "{}: N-position {heaps:?} has no move to P", q.rules);
        }
    }
}

/// The position of fewest counters of each element (ties: the least sorted heaps), by a
/// shortest-path search over sums of heaps in which a heap of h costs h.
fn cheapest_positions(q: &Quotient) -> Vec<Vec<u64>> {
    use std::cmp::Reverse;
    let mut best: Vec<Option<(u64, Vec<u64>)>> = vec![None; q.order()];
    best[0] = Some((0, Vec::new()));
    let mut queue = std::collections::BinaryHeap::new();
    queue.push(Reverse((0u64, Vec::<u64>::new(), 0u32)));
    while let Some(Reverse((c, pos, e))) = queue.pop() {
        if best[e as usize].as_ref().is_some_and(|b| (b.0, &b.1) < (c, &pos)) {
            continue;
        }
        for h in 1..=q.heaps {
            let e2 = q.mul(e, q.pretending[h]);
            let mut pos2 = pos.clone();
            pos2.push(h as u64);
            pos2.sort_unstable();
            let c2 = c + h as u64;
            if best[e2 as usize].as_ref().is_none_or(|b| (c2, &pos2) < (b.0, &b.1)) {
                best[e2 as usize] = Some((c2, pos2.clone()));
                queue.push(Reverse((c2, pos2, e2)));
            }
        }
    }
    best.into_iter().map(|b| b.expect("the heaps generate the quotient").1).collect()
}

/// Against a plain search on `s` with heaps up to `n`: positions the quotient calls one
/// element (up to three of at most three heaps each) give the same outcome beside every test
/// position the search can finish (sums of at most two heaps, at most `budget` counters in
/// all), and every two elements are told apart by a witness position W, checked by the search
/// (at most `witness_budget` counters in all):
/// the cheapest position of each element plus W have different outcomes. W is the cheapest
/// position of an element t with xt and yt on either side of P. Witnesses are printed for
/// quotients of at most 30 elements. Returns the pairs checked and the pairs whose witness
/// positions are past `witness_budget` counters: the plain search cannot finish those (an
/// element of Q_25(0.07) first appears in a position of 108 counters, and the search took a
/// quarter of an hour to reach 100), so they are counted and named, not checked.
fn witnesses_against_a_plain_search(s: &str, n: usize, budget: u64, witness_budget: u64) -> (usize, usize) {
    let q = q_of(s, n);
    let mut brute = Brute::new(code(s));
    let total = |m: &[u64]| m.iter().sum::<u64>();
    let mut all = multisets(n as u64, 3);
    all.sort_by_key(|m| (total(m), m.clone()));
    let mut reps: HashMap<u32, Vec<Vec<u64>>> = HashMap::new();
    for m in &all {
        let r = reps.entry(q.element_of(m).unwrap()).or_default();
        if r.len() < 3 && total(m) <= budget / 2 {
            r.push(m.clone());
        }
    }
    let tests: Vec<Vec<u64>> = multisets(n as u64, 2).into_iter().filter(|m| total(m) <= budget / 2).collect();
    let mut compared = 0;
    for rs in reps.values() {
        for x in &tests {
            let outcomes: Vec<bool> = rs
                .iter()
                .map(|r| {
                    let mut pos = r.clone();
                    pos.extend(x);
                    let p = brute.is_p(&pos);
                    assert_eq!(q.misere_outcome(&pos) == Some(Outcome::P), p, "{s} n={n}: {pos:?}");
                    p
                })
                .collect();
            assert!(outcomes.iter().all(|&p| p == outcomes[0]), "{s} n={n}: {rs:?} beside {x:?}");
            compared += rs.len();
        }
    }
    let cheapest = cheapest_positions(&q);
    let order = q.order() as u32;
    let cost = |e: u32| total(&cheapest[e as usize]);
    let (mut pairs, mut skipped) = (0, 0);
    for x in 0..order {
        for y in x + 1..order {
            let t = (0..order)
                .filter(|&t| q.is_p(q.mul(x, t)) != q.is_p(q.mul(y, t)))
                .min_by_key(|&t| cost(t))
                .unwrap_or_else(|| panic!("{s} n={n}: no element tells {x} and {y} apart"));
            let w = &cheapest[t as usize];
            let with = |e: u32| {
                let mut pos = cheapest[e as usize].clone();
                pos.extend(w);
                pos
            };
            let (px, py) = (with(x), with(y));
            if total(&px).max(total(&py)) > witness_budget {
                eprintln!("{s} n={n}: {px:?} / {py:?} is past the search's budget, not checked");
                skipped += 1;
                continue;
            }
            assert_ne!(brute.is_p(&px), brute.is_p(&py), "{s} n={n}: {px:?} and {py:?}");
            if q.order() <= 30 {
                eprintln!(
                    "{s} n={n}: {} ({:?}) / {} ({:?}): witness {w:?}",
                    q.element_name(x),
                    cheapest[x as usize],
                    q.element_name(y),
                    cheapest[y as usize]
                );
            }
            pairs += 1;
        }
    }
    eprintln!(
        "{s} n={n}: |Q| = {order}, {compared} sums compared with the search, {pairs} pairs each told apart, {skipped} past the budget"
    );
    (pairs, skipped)
}

/// Every pair of elements of Q_12(0.07) has a witness, checked by a plain search (a second).
#[test]
fn dawsons_kayles_12_witnesses() {
    assert_eq!(witnesses_against_a_plain_search("0.07", 12, 30, 30), (12 * 11 / 2, 0));
}

/// Past heap 24 of 0.07, where the quotient grows (|Q_25|, then 144 at heap 26): every pair of
/// elements whose witness positions the plain search can finish (at most 80 counters) told
/// apart by it; the others are counted (`make slow`).
#[test]
#[ignore]
fn dawsons_kayles_25_against_a_plain_search() {
    for n in [25, 26] {
        let order = q_of("0.07", n).order();
        let (checked, skipped) = witnesses_against_a_plain_search("0.07", n, 60, 80);
        assert_eq!(checked + skipped, order * (order - 1) / 2);
        assert!(checked > 0, "0.07 n={n}: no pair within the search's budget");
    }
}

/// The quotient a build hands on while it adds heap k + 1 is Q_k: the same monoid, P-portion,
/// pretending function and growth as a build asked for the heaps up to k (the genus aside),
/// and the steps say the order and P-portion of that quotient.
#[test]
fn the_quotient_so_far_is_the_quotient_of_the_heaps_finished() {
    for (s, n) in [("0.07", 22), ("0.77", 12), ("0.137", 14)] {
        let rules: HeapRules = code(s).into();
        let mut seen: Vec<Quotient> = Vec::new();
        let whole = quotient_watched(&rules, n, MAX_ORDER, &mut |step, sofar| {
            assert_eq!(sofar.heaps() + 1, step.heap.min(n + 1), "{s}");
            assert_eq!(sofar.order(), step.order, "{s}");
            if seen.last().is_none_or(|q| q.heaps < sofar.heaps()) {
                let q = sofar.quotient();
                assert_eq!(q.p_portion().len(), step.p, "{s} heap {}", step.heap);
                seen.push(q);
            }
            true
        })
        .unwrap();
        assert_eq!(seen.len(), n + 1, "{s}: one quotient for each k = 0..={n}");
        for q in &seen {
            let k = q.heaps;
            let mut want = q_of(s, k).report();
            (want.genus, want.genus_stopped, want.asked) = (Vec::new(), None, n);
            assert_eq!(q.report(), want, "{s}: Q_{k}");
            assert_eq!(q.growth[..], whole.growth[..=k], "{s}: Q_{k}");
        }
    }
}

/// A solve's quotient that stopped at its order bound is kept: a larger heap is refused again
/// with the same words without a second build, and the heaps it reached are still answered.
#[test]
fn a_stopped_solve_quotient_answers_below_and_refuses_above() {
    let rules: HeapRules = code("0.07").into();
    let first = covering(&rules, 40).map(|_| ()).unwrap_err().to_string();
    assert!(first.contains("0.07") && first.contains("heap of 40"), "{first}");
    let again = covering(&rules, 40).map(|_| ()).unwrap_err().to_string();
    assert_eq!(first, again);
    let q = covering(&rules, 20).unwrap();
    assert!(q.heaps >= 20 && q.stopped.is_some());
    let q20 = q_of("0.07", 20);
    for heaps in [[20u64, 7, 3], [20, 20, 1], [19, 12, 5]] {
        assert_eq!(q.misere_outcome(&heaps), q20.misere_outcome(&heaps), "{heaps:?}");
    }
}
