//! Building the quotient heap by heap.
//!
//! A candidate is a finite commutative monoid with a P-portion and a pretending function. It is
//! checked against every position of the closure at once by a finite automaton: the state of a
//! position x is `(Φ(x), D(x))`, where `D(x)` is the set of elements q such that some option
//! of x times q lies in P. Adding heap k to x gives `Φ(x)Φ(k)` and
//! `Φ(k)⁻¹D(x) ∪ ⋃_O D(Φ(x)Φ(O))` (O the options of heap k), so the reachable states are found
//! by a breadth-first walk. The candidate is right for every position exactly when each state
//! has `Φ(x) ∈ P ⟺ 1 ∉ D(x)` (x is P when no option is: induction on the game tree).
//!
//! When a heap is no element already there, it gets a generator of its own (`widen`), and
//! candidates are refined until one checks, in the manner of Plambeck and Siegel's
//! MisereSolver: each candidate's P-portion is labelled from the least position of each element
//! (the largest heap's count compared first, so options come before the positions they are
//! options of), the candidate is reduced to its indistinguishability classes, and its least
//! failing position (found on the checking automaton) decides the next candidate: some heaps of
//! that position get cyclic generators of their own, long enough for their counts there, beside
//! the submonoid the other heaps generate (`recalibrate`). If no such candidate fits, the
//! automaton labelled by what its options give is minimised into the next one. A candidate that
//! checks and is reduced is the quotient: the minimal automaton of the P-positions of a
//! commutative language is its syntactic monoid.

use std::collections::HashMap;

use super::HeapRules;
use crate::vocab::EngineError;

/// A finite commutative monoid with a P-portion; element 0 is the identity.
#[derive(Clone, Debug)]
pub(crate) struct Cand {
    pub order: usize,
    pub mul: Vec<u32>,
    pub p: Vec<bool>,
}

impl Cand {
    pub fn mul(&self, a: u32, b: u32) -> u32 {
        self.mul[a as usize * self.order + b as usize]
    }

    fn trivial() -> Cand {
        Cand { order: 1, mul: vec![0], p: vec![false] }
    }
}

/// What the walk is asked to do.
#[derive(PartialEq, Eq)]
enum Mode {
    /// Stop at the first state whose label disagrees with the candidate.
    Verify,
    /// Build the whole automaton.
    Build,
}

/// One letter of the automaton: a heap, as the candidate sees it.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Letter {
    phi: u32,
    opts: Vec<u32>,
}

struct Automaton {
    /// `Φ(x)` of each state.
    elem: Vec<u32>,
    /// Whether no option of the state's positions is P.
    label: Vec<bool>,
    /// `trans[s * letters + l]`.
    trans: Vec<u32>,
    letters: usize,
    agrees: bool,
}

/// The heaps 1..=h as distinct letters, and for each heap its letter (None: a heap without
/// options is the identity and changes nothing).
fn letters(t: &Cand, phi: &[u32], options: &[Vec<Vec<usize>>]) -> (Vec<Letter>, Vec<Option<usize>>) {
    let mut out: Vec<Letter> = Vec::new();
    let mut index: HashMap<Letter, usize> = HashMap::new();
    let mut of_heap = vec![None; phi.len()];
    for h in 1..phi.len() {
        if options[h].is_empty() {
            continue;
        }
        let mut opts: Vec<u32> =
            options[h].iter().map(|parts| parts.iter().fold(0, |e, &k| t.mul(e, phi[k]))).collect();
        opts.sort_unstable();
        opts.dedup();
        let l = Letter { phi: phi[h], opts };
        let i = *index.entry(l.clone()).or_insert_with(|| {
            out.push(l);
            out.len() - 1
        });
        of_heap[h] = Some(i);
    }
    (out, of_heap)
}

fn walk(
    t: &Cand,
    letters: &[Letter],
    mode: Mode,
    max_states: usize,
    cancel: &mut dyn FnMut() -> bool,
) -> Result<Automaton, EngineError> {
    let n = t.order;
    let words = n.div_ceil(64);
    // dm[m]: the q with m q in P.
    let mut dm = vec![0u64; n * words];
    for m in 0..n {
        for q in 0..n {
            if t.p[t.mul[m * n + q] as usize] {
                dm[m * words + q / 64] |= 1 << (q % 64);
            }
        }
    }
    let has = |d: &[u64], q: usize| d[q / 64] >> (q % 64) & 1 != 0;
    let mut map: HashMap<(u32, Vec<u64>), u32> = HashMap::new();
    let mut elem = Vec::new();
    let mut sets: Vec<Vec<u64>> = Vec::new();
    let mut label = Vec::new();
    let mut trans = Vec::new();
    let start = (0u32, vec![0u64; words]);
    map.insert(start.clone(), 0);
    elem.push(0);
    sets.push(start.1);
    // The empty position has no move: the player to move has won (misère).
    label.push(false);
    let mut agrees = !t.p[0];
    if !agrees && mode == Mode::Verify {
        return Ok(Automaton { elem, label, trans, letters: letters.len(), agrees });
    }
    let mut s = 0;
    while s < elem.len() {
        if s % 4096 == 4095 && cancel() {
            return Err(EngineError::Refused("cancelled".into()));
        }
        let a = elem[s];
        for l in letters {
            let a2 = t.mul(a, l.phi);
            let d = &sets[s];
            let mut d2 = vec![0u64; words];
            for q in 0..n {
                if has(d, t.mul[l.phi as usize * n + q] as usize) {
                    d2[q / 64] |= 1 << (q % 64);
                }
            }
            for &v in &l.opts {
                let m = t.mul(a, v) as usize;
                for (w, x) in d2.iter_mut().zip(&dm[m * words..(m + 1) * words]) {
                    *w |= x;
                }
            }
            let lab = d2[0] & 1 == 0;
            let key = (a2, d2);
            let id = match map.get(&key) {
                Some(&id) => id,
                None => {
                    let id = elem.len() as u32;
                    if lab != t.p[a2 as usize] {
                        agrees = false;
                        if mode == Mode::Verify {
                            return Ok(Automaton { elem, label, trans, letters: letters.len(), agrees });
                        }
                    }
                    if elem.len() >= max_states {
                        return Err(EngineError::Refused(format!(
                            "a candidate's check needs more than {max_states} states (the engine's bound on its checking automaton)"
                        )));
                    }
                    elem.push(a2);
                    label.push(lab);
                    sets.push(key.1.clone());
                    map.insert(key, id);
                    id
                }
            };
            trans.push(id);
        }
        s += 1;
    }
    Ok(Automaton { elem, label, trans, letters: letters.len(), agrees })
}

/// The minimal automaton of `aut`'s labels as a monoid, with each letter's element.
fn minimise(aut: &Automaton, max_order: usize) -> Result<(Cand, Vec<u32>), EngineError> {
    let states = aut.elem.len();
    let nl = aut.letters;
    let mut class: Vec<u32> = aut.label.iter().map(|&l| l as u32).collect();
    let mut count = {
        let mut seen = [false; 2];
        aut.label.iter().for_each(|&l| seen[l as usize] = true);
        seen.iter().filter(|&&b| b).count()
    };
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = vec![0u32; states];
        for s in 0..states {
            let mut sig = Vec::with_capacity(nl + 1);
            sig.push(class[s]);
            sig.extend(aut.trans[s * nl..(s + 1) * nl].iter().map(|&t| class[t as usize]));
            let len = ids.len() as u32;
            next[s] = *ids.entry(sig).or_insert(len);
        }
        let c = ids.len();
        class = next;
        if c == count {
            break;
        }
        count = c;
    }
    if count > max_order {
        return Err(too_big(max_order));
    }
    // Renumber classes in breadth-first order from the start, so the identity is 0, and keep
    // a shortest word (access word) for each element.
    let mut rep = vec![u32::MAX; count];
    for s in (0..states).rev() {
        rep[class[s] as usize] = s as u32;
    }
    let mut order_of = vec![u32::MAX; count];
    let mut word: Vec<Vec<usize>> = Vec::new();
    let mut queue = vec![class[0]];
    order_of[class[0] as usize] = 0;
    word.push(Vec::new());
    let mut i = 0;
    while i < queue.len() {
        let c = queue[i];
        let s = rep[c as usize] as usize;
        for l in 0..nl {
            let c2 = class[aut.trans[s * nl + l] as usize];
            if order_of[c2 as usize] == u32::MAX {
                order_of[c2 as usize] = queue.len() as u32;
                let mut w = word[order_of[c as usize] as usize].clone();
                w.push(l);
                word.push(w);
                queue.push(c2);
            }
        }
        i += 1;
    }
    let n = queue.len();
    let step = |e: u32, l: usize| -> u32 {
        let s = rep[queue[e as usize] as usize] as usize;
        order_of[class[aut.trans[s * nl + l] as usize] as usize]
    };
    let mut mul = vec![0u32; n * n];
    for a in 0..n {
        for b in 0..n {
            mul[a * n + b] = word[b].iter().fold(a as u32, |e, &l| step(e, l));
        }
    }
    let p = (0..n).map(|e| aut.label[rep[queue[e] as usize] as usize]).collect();
    let letter_elem = (0..nl).map(|l| step(0, l)).collect();
    Ok((Cand { order: n, mul, p }, letter_elem))
}

/// Says at which heap the bound was met.
fn at_heap(e: EngineError) -> String {
    e.to_string()
}

pub(crate) fn too_big(max_order: usize) -> EngineError {
    EngineError::Refused(format!("the misère quotient has more than {max_order} elements, the most kept here"))
}

/// The product monoid `t × {1, g, g², g³}` with `g⁴ = g²` and a first guess at its P-portion:
/// a fresh generator for a heap that is no element of the quotient so far.
fn widen(t: &Cand, v: &[u32]) -> Cand {
    let n = t.order;
    let m = n * 4;
    let pow = |i: usize, j: usize| -> usize {
        let s = i + j;
        if s >= 4 {
            2 + (s - 2) % 2
        } else {
            s
        }
    };
    let mut mul = vec![0u32; m * m];
    for a in 0..m {
        for b in 0..m {
            let (qa, ia) = (a % n, a / n);
            let (qb, ib) = (b % n, b / n);
            mul[a * m + b] = (pow(ia, ib) * n + t.mul(qa as u32, qb as u32) as usize) as u32;
        }
    }
    // (q, g^i) is guessed P when no move in a copy of the new heap reaches P: the moves within
    // q are judged by the old P-portion alone.
    let mut p = vec![false; m];
    p[..n].copy_from_slice(&t.p[..n]);
    for i in 1..4 {
        for q in 0..n {
            let any = v.iter().any(|&o| p[(i - 1) * n + t.mul(q as u32, o) as usize]);
            p[i * n + q] = !any;
        }
    }
    Cand { order: m, mul, p }
}

/// The letters in the order of their smallest heaps: the order positions are compared in
/// (the largest heap counts first), so a position uses only each letter's smallest heap.
fn letter_order(ls: &[Letter], of_heap: &[Option<usize>]) -> Vec<usize> {
    let mut first = vec![usize::MAX; ls.len()];
    for (h, l) in of_heap.iter().enumerate() {
        if let Some(l) = *l {
            first[l] = first[l].min(h);
        }
    }
    let mut order: Vec<usize> = (0..ls.len()).collect();
    order.sort_by_key(|&l| first[l]);
    order
}

/// Labels each element by its least position in the order that compares the count of the
/// largest heap first: P when it has a move and none of its options is P. A move lowers the
/// count of one heap and raises only smaller ones, so options come first in this order and
/// are labelled first; labels thus come from a well-founded recursion, and a candidate right
/// on every position below its least failure stays right there when relabelled.
fn relabel(t: &mut Cand, ls: &[Letter], of_heap: &[Option<usize>]) {
    let order = letter_order(ls, of_heap);
    let mut p = vec![false; t.order];
    let mut marked = vec![false; t.order];
    mark(t, ls, &order, order.len(), 0, &[], true, &mut p, &mut marked);
    t.p = p;
}

/// Visits the positions made of the first `k` letters of `order` times `x` (whose options'
/// elements are `opts`), in order, labelling each element at its first position. A count
/// stops growing once it reaches an element already labelled: every position beyond it has
/// a smaller one of the same element.
#[allow(clippy::too_many_arguments)]
fn mark(
    t: &Cand,
    ls: &[Letter],
    order: &[usize],
    k: usize,
    x: u32,
    opts: &[u32],
    empty: bool,
    p: &mut [bool],
    marked: &mut [bool],
) {
    if k == 0 {
        if !marked[x as usize] {
            marked[x as usize] = true;
            p[x as usize] = !empty && !opts.iter().any(|&o| p[o as usize]);
        }
        return;
    }
    mark(t, ls, order, k - 1, x, opts, empty, p, marked);
    let l = &ls[order[k - 1]];
    let (mut x, mut opts) = (x, opts.to_vec());
    loop {
        let x2 = t.mul(x, l.phi);
        if marked[x2 as usize] {
            return;
        }
        let mut o: Vec<u32> = opts.iter().map(|&y| t.mul(y, l.phi)).collect();
        o.extend(l.opts.iter().map(|&v| t.mul(x, v)));
        o.sort_unstable();
        o.dedup();
        x = x2;
        opts = o;
        mark(t, ls, order, k - 1, x, &opts, false, p, marked);
    }
}

/// The least failing position of a whole automaton (the largest heap's count compared first),
/// as the state and letter leading to it: from the start, each letter in turn from the last,
/// the fewest copies that still leave a failure reachable with the letters before it.
fn least_failure(aut: &Automaton, cand: &Cand, order: &[usize]) -> Option<Vec<(usize, u32)>> {
    let nl = aut.letters;
    let states = aut.elem.len();
    let bad: Vec<bool> = (0..states).map(|s| aut.label[s] != cand.p[aut.elem[s] as usize]).collect();
    if !bad.iter().any(|&b| b) {
        return None;
    }
    // can[k][s]: a failure is reachable from s with the first k letters of `order`.
    let mut can: Vec<Vec<bool>> = vec![bad.clone()];
    for k in 1..=order.len() {
        let l = order[k - 1];
        let mut c = can[k - 1].clone();
        // Backward closure along letter l: iterate to a fixed point (chains are short).
        loop {
            let mut changed = false;
            for s in 0..states {
                if !c[s] && c[aut.trans[s * nl + l] as usize] {
                    c[s] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        can.push(c);
    }
    let mut s = 0usize;
    let mut word = Vec::new();
    for k in (1..=order.len()).rev() {
        let l = order[k - 1];
        let mut e = 0u32;
        while !can[k - 1][s] {
            s = aut.trans[s * nl + l] as usize;
            e += 1;
        }
        if e > 0 {
            word.push((l, e));
        }
    }
    Some(word)
}

/// The candidate reduced to its indistinguishability classes: elements reached from the
/// identity by the heaps' elements, two of them merged when every product with a reachable
/// element falls on the same side of P (the coarsest congruence that keeps P). Returns the
/// reduced candidate and the new pretending function.
fn reduce(t: &Cand, phi: &[u32]) -> (Cand, Vec<u32>) {
    let n = t.order;
    let mut gens: Vec<u32> = phi.iter().copied().filter(|&x| x != 0).collect();
    gens.sort_unstable();
    gens.dedup();
    // The submonoid the heaps reach.
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut reach = vec![0u32];
    let mut i = 0;
    while i < reach.len() {
        let e = reach[i];
        for &g in &gens {
            let f = t.mul(e, g);
            if !seen[f as usize] {
                seen[f as usize] = true;
                reach.push(f);
            }
        }
        i += 1;
    }
    // Moore's partition refinement, the heaps' elements as letters.
    let mut class = vec![u32::MAX; n];
    for &e in &reach {
        class[e as usize] = t.p[e as usize] as u32;
    }
    let mut count = 0;
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = vec![u32::MAX; n];
        for &e in &reach {
            let mut sig = Vec::with_capacity(gens.len() + 1);
            sig.push(class[e as usize]);
            sig.extend(gens.iter().map(|&g| class[t.mul(e, g) as usize]));
            let len = ids.len() as u32;
            next[e as usize] = *ids.entry(sig).or_insert(len);
        }
        let c = ids.len();
        class = next;
        if c == count {
            break;
        }
        count = c;
    }
    // Number classes in order of first reach, so the identity is 0.
    let mut id = vec![u32::MAX; count];
    let mut rep = Vec::with_capacity(count);
    for &e in &reach {
        let c = class[e as usize] as usize;
        if id[c] == u32::MAX {
            id[c] = rep.len() as u32;
            rep.push(e);
        }
    }
    let of = |e: u32| id[class[e as usize] as usize];
    let m = rep.len();
    let mut mul = vec![0u32; m * m];
    for a in 0..m {
        for b in a..m {
            let x = of(t.mul(rep[a], rep[b]));
            mul[a * m + b] = x;
            mul[b * m + a] = x;
        }
    }
    let p = rep.iter().map(|&e| t.p[e as usize]).collect();
    (Cand { order: m, mul, p }, phi.iter().map(|&x| of(x)).collect())
}

/// The least i with x^i = x^j for some j > i, and the period j - i.
fn index_period(t: &Cand, x: u32) -> (usize, usize) {
    let mut seen: HashMap<u32, usize> = HashMap::new();
    let mut e = 0u32;
    let mut i = 0;
    loop {
        if let Some(&j) = seen.get(&e) {
            return (j, i - j);
        }
        seen.insert(e, i);
        e = t.mul(e, x);
        i += 1;
    }
}

/// A new candidate that gets a failure right: some of the heaps in the failing position are
/// given generators of their own, each of a cyclic monoid long enough for the count of that
/// heap in the failure, beside the submonoid the other heaps generate; the P-portion is
/// labelled afresh and the product reduced. Fewest such heaps first; None if none works
/// within `limit` elements.
fn recalibrate(
    t: &Cand,
    phi: &[u32],
    w: &[u32],
    should_p: bool,
    options: &[Vec<Vec<usize>>],
    limit: usize,
) -> Option<(Cand, Vec<u32>)> {
    let involved: Vec<usize> = (1..w.len()).filter(|&h| w[h] > 0).collect();
    for k in 1..=involved.len() {
        for set in combinations(&involved, k) {
            // The submonoid the other heaps generate.
            let mut others: Vec<u32> = phi.to_vec();
            for &h in &set {
                others[h] = 0;
            }
            let mut index = vec![u32::MAX; t.order];
            let mut elems = vec![0u32];
            index[0] = 0;
            let mut gens: Vec<u32> = others.clone();
            gens.sort_unstable();
            gens.dedup();
            let mut i = 0;
            while i < elems.len() {
                for &g in &gens {
                    let f = t.mul(elems[i], g);
                    if index[f as usize] == u32::MAX {
                        index[f as usize] = elems.len() as u32;
                        elems.push(f);
                    }
                }
                i += 1;
            }
            let r = elems.len();
            // Each chosen heap's cyclic monoid: index and period.
            let cyc: Vec<(usize, usize)> = set
                .iter()
                .map(|&h| {
                    let idx = index_period(t, phi[h]).0.max(w[h] as usize - 1).max(1);
                    let period = 2usize.max(2 * (idx.saturating_sub(4) / 2));
                    (idx, period)
                })
                .collect();
            let size = cyc.iter().fold(r, |s, &(i, p)| s.saturating_mul(i + p));
            if size > limit {
                continue;
            }
            let radix: Vec<usize> = cyc.iter().map(|&(i, p)| i + p).collect();
            // Element x is q + r·(e₀ + m₀·(e₁ + m₁·…)): its parts, and each part's stride.
            let mut stride = Vec::with_capacity(radix.len());
            let mut st = r;
            for &m in &radix {
                stride.push(st);
                st *= m;
            }
            let parts: Vec<(u32, Vec<u8>)> = (0..size)
                .map(|x| ((x % r) as u32, radix.iter().zip(&stride).map(|(&m, &st)| (x / st % m) as u8).collect()))
                .collect();
            let cyc_mul: Vec<Vec<usize>> = cyc
                .iter()
                .map(|&(idx, per)| {
                    let m = idx + per;
                    (0..m * m)
                        .map(|ij| {
                            let s = ij / m + ij % m;
                            if s < m {
                                s
                            } else {
                                idx + (s - idx) % per
                            }
                        })
                        .collect()
                })
                .collect();
            let regen: Vec<u32> = (0..r * r).map(|ij| index[t.mul(elems[ij / r], elems[ij % r]) as usize]).collect();
            let mut mul = vec![0u32; size * size];
            for a in 0..size {
                let (qa, ea) = &parts[a];
                for b in a..size {
                    let (qb, eb) = &parts[b];
                    let mut x = regen[*qa as usize * r + *qb as usize] as usize;
                    for j in 0..radix.len() {
                        x += stride[j] * cyc_mul[j][ea[j] as usize * radix[j] + eb[j] as usize];
                    }
                    mul[a * size + b] = x as u32;
                    mul[b * size + a] = x as u32;
                }
            }
            let join =
                |q: usize, ex: &[usize]| -> usize { q + ex.iter().zip(&stride).map(|(e, s)| e * s).sum::<usize>() };
            let mut c = Cand { order: size, mul, p: vec![false; size] };
            let mut nphi: Vec<u32> = others.iter().map(|&x| index[x as usize]).collect();
            for (j, &h) in set.iter().enumerate() {
                let mut ex = vec![0; radix.len()];
                ex[j] = 1;
                nphi[h] = join(0, &ex) as u32;
            }
            let (ls, of_heap) = letters(&c, &nphi, options);
            relabel(&mut c, &ls, &of_heap);
            let (c, nphi) = reduce(&c, &nphi);
            let e = w.iter().enumerate().fold(0u32, |e, (k, &x)| (0..x).fold(e, |e, _| c.mul(e, nphi[k])));
            if c.p[e as usize] == should_p {
                return Some((c, nphi));
            }
        }
    }
    None
}

fn combinations(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        for mut rest in combinations(&items[i + 1..], k - 1) {
            rest.insert(0, items[i]);
            out.push(rest);
        }
    }
    out
}

/// The quotient of heaps 0..=n with its pretending function.
pub(crate) struct Built {
    pub cand: Cand,
    pub phi: Vec<u32>,
    /// `(|Q_k|, |P_k|)` for the heap bounds k = 0..=reached.
    pub growth: Vec<(usize, usize)>,
    /// Whether each Q_k is misère Nim's quotient (see `tame.rs`), k = 0..=reached.
    pub tame: Vec<bool>,
    /// Why the build stopped short of the heaps asked for (at heap `phi.len()`, whose quotient
    /// could not be made within the limits); the quotient returned is that of the heaps before.
    pub stopped: Option<String>,
}

/// Where a build is: the heap being added, the heaps asked for, the order of the quotient of
/// the heaps before it and the size of its P-portion, and the order of the candidate being
/// checked (0 when none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Step {
    pub heap: usize,
    pub heaps: usize,
    pub order: usize,
    pub p: usize,
    pub candidate: usize,
}

/// The quotient of the heaps before the one being added, as the build holds it: complete and
/// right for every position of those heaps.
pub(crate) struct Partial<'a> {
    pub cand: &'a Cand,
    pub phi: &'a [u32],
    pub growth: &'a [(usize, usize)],
    pub tame: &'a [bool],
}

/// What a build may use. `order` bounds the answer; `candidate` the monoids tried on the way
/// (their tables are order² entries); `states` the checking automaton.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub order: usize,
    pub candidate: usize,
    pub states: usize,
}

/// The most refinement rounds for one heap before giving up.
const MAX_ROUNDS: usize = 400;

/// A limit met while adding a heap: the build stops and keeps the quotient it has.
struct Halt(String);

pub(crate) fn build(
    rules: &HeapRules,
    heaps: usize,
    limits: Limits,
    step: &mut dyn FnMut(Step, &Partial) -> bool,
) -> Result<Built, EngineError> {
    let options: Vec<Vec<Vec<usize>>> =
        (0..=heaps).map(|h| rules.heap_options(h).into_iter().map(|(_, parts)| parts).collect()).collect();
    let mut t = Cand::trivial();
    let mut phi: Vec<u32> = vec![0];
    let mut growth = vec![(1, 0)];
    let mut tame = vec![true];
    // The distinct letters of the heaps so far under the current candidate, once built. A heap
    // whose letter is already among them changes no automaton, so it needs no walk: this keeps
    // a long run of heaps (Kayles to 1,000) from recomputing every letter at every heap.
    let mut known: Option<std::collections::HashSet<Letter>> = None;
    let p_of = |growth: &[(usize, usize)]| growth.last().map_or(0, |g| g.1);
    for h in 1..=heaps {
        let now = Step { heap: h, heaps, order: t.order, p: p_of(&growth), candidate: 0 };
        let sofar = Partial { cand: &t, phi: &phi, growth: &growth, tame: &tame };
        if !step(now, &sofar) {
            return Err(cancelled());
        }
        let added = add_heap(&t, &phi, h, &options, limits, &mut known, &mut |candidate| {
            step(Step { candidate, ..now }, &sofar)
        });
        match added {
            Ok((c, p)) => {
                t = c;
                phi = p;
            }
            Err(Err(e)) => return Err(e),
            Err(Ok(Halt(why))) => {
                return Ok(Built { cand: t, phi, growth, tame, stopped: Some(why) });
            }
        }
        growth.push((t.order, t.p.iter().filter(|&&x| x).count()));
        tame.push(super::tame::is_tame(t.order, &|a, b| t.mul(a, b), &|x| t.p[x as usize]));
    }
    let last = Step { heap: heaps + 1, heaps, order: t.order, p: p_of(&growth), candidate: 0 };
    step(last, &Partial { cand: &t, phi: &phi, growth: &growth, tame: &tame });
    Ok(Built { cand: t, phi, growth, tame, stopped: None })
}

fn cancelled() -> EngineError {
    EngineError::Refused("cancelled".into())
}

/// Heap `h` added to the quotient `t` of the heaps before it: the quotient and pretending
/// function with it, `Err(Ok(Halt))` at a limit and `Err(Err)` when cancelled.
#[allow(clippy::type_complexity)]
fn add_heap(
    t: &Cand,
    phi: &[u32],
    h: usize,
    options: &[Vec<Vec<usize>>],
    limits: Limits,
    known: &mut Option<std::collections::HashSet<Letter>>,
    step: &mut dyn FnMut(usize) -> bool,
) -> Result<(Cand, Vec<u32>), Result<Halt, EngineError>> {
    let mut stop = false;
    let mut cancel = |c: usize| {
        stop = stop || !step(c);
        stop
    };
    let with = |x: u32| {
        let mut p = phi.to_vec();
        p.push(x);
        p
    };
    if options[h].is_empty() {
        return Ok((t.clone(), with(0)));
    }
    let v: Vec<u32> = options[h].iter().map(|parts| parts.iter().fold(0, |e, &k| t.mul(e, phi[k]))).collect();
    let is_p = !v.iter().any(|&o| t.p[o as usize]);
    let set = known.get_or_insert_with(|| letters(t, phi, options).0.into_iter().collect());
    let mut opts = v.clone();
    opts.sort_unstable();
    opts.dedup();
    let same = (0..t.order as u32)
        .filter(|&x| t.p[x as usize] == is_p)
        .find(|&x| set.contains(&Letter { phi: x, opts: opts.clone() }));
    if let Some(x) = same {
        return Ok((t.clone(), with(x)));
    }
    *known = None;
    let halt = |e: EngineError| -> Result<Halt, EngineError> {
        match e {
            EngineError::Refused(m) if m == "cancelled" => Err(EngineError::Refused(m)),
            EngineError::Refused(m) => Ok(Halt(m)),
            e => Err(e),
        }
    };
    // A heap usually pretends to be an element already there.
    for x in 0..t.order as u32 {
        if t.p[x as usize] != is_p {
            continue;
        }
        let p = with(x);
        let (ls, _) = letters(t, &p, options);
        let aut = walk(t, &ls, Mode::Verify, limits.states, &mut || cancel(0)).map_err(halt)?;
        if aut.agrees {
            return Ok((t.clone(), p));
        }
    }
    // Otherwise a new generator, and candidates are refined until one checks: each is labelled
    // afresh and reduced, and its least failing position decides the next.
    let mut cand = widen(t, &v);
    let mut cphi = with(t.order as u32); // (1, g)
    let mut rounds = 0;
    loop {
        let (ls, of_heap) = letters(&cand, &cphi, options);
        relabel(&mut cand, &ls, &of_heap);
        (cand, cphi) = reduce(&cand, &cphi);
        if cancel(cand.order) {
            return Err(Err(cancelled()));
        }
        let (ls, of_heap) = letters(&cand, &cphi, options);
        let aut = walk(&cand, &ls, Mode::Build, limits.states, &mut || cancel(cand.order)).map_err(halt)?;
        if aut.agrees {
            break;
        }
        rounds += 1;
        if rounds > MAX_ROUNDS {
            return Err(Ok(Halt(format!(
                "the misère quotient did not settle at heap {h} after {MAX_ROUNDS} rounds of refinement"
            ))));
        }
        let order = letter_order(&ls, &of_heap);
        let least = least_failure(&aut, &cand, &order).expect("an automaton that disagrees has a failure");
        let mut heap_of = vec![usize::MAX; ls.len()];
        for (k, l) in of_heap.iter().enumerate() {
            if let Some(l) = *l {
                heap_of[l] = heap_of[l].min(k);
            }
        }
        let mut w = vec![0u32; h + 1];
        for (l, e) in least {
            w[heap_of[l]] += e;
        }
        let e = w.iter().enumerate().fold(0u32, |e, (k, &x)| (0..x).fold(e, |e, _| cand.mul(e, cphi[k])));
        let should_p = !cand.p[e as usize];
        match recalibrate(&cand, &cphi, &w, should_p, options, limits.candidate) {
            Some((c, p)) => {
                cand = c;
                cphi = p;
            }
            None => {
                // No product of cyclic monoids fixes it within the limit: one step of the
                // game's own recursion, made into the next candidate.
                let (next, letter_elem) = minimise(&aut, limits.candidate).map_err(|e| Ok(Halt(at_heap(e))))?;
                cphi = of_heap.iter().map(|l| l.map_or(0, |l| letter_elem[l])).collect();
                cand = next;
            }
        }
    }
    if cand.order > limits.order {
        return Err(Ok(Halt(at_heap(too_big(limits.order)))));
    }
    Ok((cand, cphi))
}
