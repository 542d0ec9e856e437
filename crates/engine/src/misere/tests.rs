use std::collections::HashMap;

use proptest::prelude::*;

use super::*;

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
        let mut key: Vec<u16> = heaps.iter().filter(|&&h| h > 0).map(|&h| h as u16).collect();
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
                next.extend(parts.iter().map(|&x| x as u16));
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

/// Dawson's Kayles past heap 24, where its quotient starts to grow (a second or so).
#[test]
fn dawsons_kayles_to_heap_26() {
    let q = q_of("0.07", 26);
    assert!(q.stopped.is_none());
    for (n, order) in dawson_orders(26) {
        assert_eq!(q.growth[n].0, order, "|Q_{n}(0.07)|");
    }
    assert_eq!(q.order(), 144);
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

/// Against a plain search past heap 24 of 0.07: positions of one element give the same outcome
/// beside every test position, and different elements are told apart by one, a witness printed
/// for each pair. Positions are kept small (counters) so that the search can finish.
#[test]
#[ignore]
fn dawsons_kayles_25_against_a_plain_search() {
    let n = 25;
    let q = q_of("0.07", n);
    let mut brute = Brute::new(code("0.07"));
    let total = |m: &Vec<u64>| m.iter().sum::<u64>();
    // Representatives: the two positions of fewest counters of each element.
    let mut all = multisets(n as u64, 4);
    all.sort_by_key(|m| (total(m), m.clone()));
    let mut reps: HashMap<u32, Vec<Vec<u64>>> = HashMap::new();
    for m in &all {
        let r = reps.entry(q.element_of(m).unwrap()).or_default();
        if r.len() < 2 {
            r.push(m.clone());
        }
    }
    let tests: Vec<Vec<u64>> = multisets(n as u64, 2).into_iter().filter(|m| total(m) <= 30).collect();
    let budget = 45;
    let mut profiles: Vec<(u32, Vec<Option<bool>>)> = Vec::new();
    for (&e, rs) in &reps {
        let profile = |pos: &Vec<u64>, brute: &mut Brute| -> Vec<Option<bool>> {
            tests
                .iter()
                .map(|x| {
                    let mut s = pos.clone();
                    s.extend(x);
                    (total(&s) <= budget).then(|| {
                        let p = brute.is_p(&s);
                        assert_eq!(q.misere_outcome(&s) == Some(Outcome::P), p, "0.07: {s:?}");
                        p
                    })
                })
                .collect()
        };
        let first = profile(&rs[0], &mut brute);
        for r in &rs[1..] {
            let other = profile(r, &mut brute);
            for (a, b) in first.iter().zip(&other) {
                if let (Some(a), Some(b)) = (a, b) {
                    assert_eq!(a, b, "{:?} and {r:?} share an element", rs[0]);
                }
            }
        }
        profiles.push((e, first));
    }
    let mut told = 0;
    for i in 0..profiles.len() {
        for j in i + 1..profiles.len() {
            let w = profiles[i].1.iter().zip(&profiles[j].1).position(|(a, b)| a.is_some() && b.is_some() && a != b);
            if let Some(w) = w {
                told += 1;
                if q.order() <= 30 {
                    eprintln!("{} / {}: {:?}", q.element_name(profiles[i].0), q.element_name(profiles[j].0), tests[w]);
                }
            }
        }
    }
    let pairs = profiles.len() * (profiles.len() - 1) / 2;
    eprintln!(
        "{} of {} elements have a position of at most 4 heaps; {told} of {pairs} pairs told apart by a searched \
         position of at most {budget} counters",
        profiles.len(),
        q.order()
    );
    assert!(told > 0);
}

/// The genus of each heap against CGSuite's, as recorded in pycgt's tests
/// (tests/data/cgsuite_heap_tables_via_pycgt.csv): the normal and misère Grundy values and
/// the first eight γ's exactly. CGSuite's symbol is its *extended* genus ("2^2" where Conway's
/// is 2^20, written 2), so only the base g of the symbol is compared; its tameness column is
/// about the heap's canonical form, a different notion from a tame genus, and is not compared.
#[test]
fn genus_matches_cgsuite() {
    let path = format!("{}/tests/data/cgsuite_heap_tables_via_pycgt.csv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut by_code: HashMap<String, Vec<Vec<String>>> = HashMap::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.starts_with("game,")) {
        let cols: Vec<String> = line.split(',').map(str::to_string).collect();
        by_code.entry(cols[1].clone()).or_default().push(cols);
    }
    let mut checked = 0;
    for (code_text, rows) in &by_code {
        // Grundy's game is `grundy` here (CGSuite writes it as the code 4!.0).
        let rules = if code_text == "4!.0" { HeapRules::Grundy } else { HeapRules::parse(code_text).unwrap() };
        let n = rows.iter().map(|r| r[2].parse::<usize>().unwrap()).max().unwrap();
        let (gs, stop) = genus::genera(&rules, n, genus::MAX_POSITIONS, &mut || false).unwrap();
        assert!(stop.is_none(), "{code_text}: {stop:?}");
        for r in rows {
            let h: usize = r[2].parse().unwrap();
            let g = &gs[h];
            let seq: String = g.gammas.iter().map(|x| x.to_string()).collect();
            assert_eq!(g.nim.to_string(), r[3], "{code_text} heap {h}: nim value");
            assert_eq!(g.gammas[0].to_string(), r[4], "{code_text} heap {h}: misère Grundy value");
            assert_eq!(seq, r[7], "{code_text} heap {h}: γ0..γ7");
            assert_eq!(g.symbol.split('^').next(), r[5].split('^').next(), "{code_text} heap {h}: {}", r[5]);
            checked += 1;
        }
    }
    assert_eq!(checked, 124, "{path}: every row");
}

/// Misère Nim's quotients are recognised as tame for every bound (orders 2, 6, 10, 18 at
/// heaps 1, 3, 7, 15: |H| doubles with each new power of two), and Kayles, Dawson's Kayles
/// and Dawson's chess turn wild at the first heap whose genus is no tame genus: Kayles at 5
/// (4^146), Dawson's chess at 9 (3^1431) and Dawson's Kayles at 10 (3^1431, its heap n being
/// Dawson's chess's n - 1).
#[test]
fn tameness_of_misere_nim_and_the_first_wild_heaps() {
    for (n, order) in [(1, 2), (3, 6), (7, 10), (15, 18)] {
        let q = quotient(&OctalCode::subtraction(&(1..=n).collect::<Vec<_>>()).into(), n, &mut |_, _| true).unwrap();
        assert_eq!(q.order(), order, "misère Nim to heap {n}");
        assert!(q.tame() && q.first_wild().is_none(), "misère Nim to heap {n}: {}", q.presentation());
        assert!(q.genus.iter().all(|g| g.tame), "misère Nim to heap {n}");
    }
    for (s, n) in [("0.77", 20), ("0.07", 20), ("0.137", 20)] {
        let q = q_of(s, n);
        let w = q.first_wild().unwrap_or_else(|| panic!("{s}: wild by heap {n}"));
        let first_wild_genus = q.genus.iter().find(|g| !g.tame).unwrap();
        let expected = [("0.77", 5, "4^146"), ("0.07", 10, "3^1431"), ("0.137", 9, "3^1431")];
        assert!(expected.contains(&(s, w, first_wild_genus.symbol.as_str())), "{s}: {w} {first_wild_genus:?}");
        // The quotient turns wild exactly where a heap's genus is first not a tame genus.
        assert_eq!(first_wild_genus.heap, w, "{s}");
        assert!(!q.tame());
        assert!(q_of(s, w - 1).tame(), "{s}: tame to heap {}", w - 1);
    }
}
