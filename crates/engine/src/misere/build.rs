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
//! When the check fails, the automaton labelled by `1 ∉ D(x)` (the outcomes its options give)
//! is minimised into the next candidate: its language is the set of positions that are P
//! according to the old candidate's options, right one move deeper. A fixed point is the
//! quotient: the minimal automaton of the P-positions of a commutative language is its
//! syntactic monoid.

use std::collections::HashMap;

use super::HeapRules;
use crate::game::EngineError;

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

/// The most states the checking automaton may have before the computation is refused.
pub(crate) const MAX_STATES: usize = 4_000_000;

fn walk(t: &Cand, letters: &[Letter], mode: Mode, cancel: &mut dyn FnMut() -> bool) -> Result<Automaton, EngineError> {
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
                    if elem.len() >= MAX_STATES {
                        return Err(EngineError::Refused(format!(
                            "the misère quotient check needs more than {MAX_STATES} states (the engine's bound on its checking automaton)"
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
fn at_heap(e: EngineError, h: usize) -> EngineError {
    match e {
        EngineError::Refused(m) => EngineError::Refused(format!("{m}: met while adding heap {h}")),
        e => e,
    }
}

pub(crate) fn too_big(max_order: usize) -> EngineError {
    EngineError::Refused(format!("the misère quotient has more than {max_order} elements, the most computed here"))
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

/// Labels each element by its cheapest position (fewest counters, found Dijkstra-fashion):
/// P when it has a move and none of its options is P. Options have fewer counters, so their
/// elements are labelled first; labels thus come from a well-founded recursion and a wrong
/// guess cannot chase itself round a cycle of the monoid.
fn relabel(t: &mut Cand, ls: &[Letter], of_heap: &[Option<usize>]) {
    let n = t.order;
    // Counters of each letter: its smallest heap.
    let mut size = vec![usize::MAX; ls.len()];
    for (h, l) in of_heap.iter().enumerate() {
        if let Some(l) = *l {
            size[l] = size[l].min(h);
        }
    }
    let mut cost = vec![usize::MAX; n];
    let mut opts: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut done = vec![false; n];
    let mut heap = std::collections::BinaryHeap::new();
    cost[0] = 0;
    heap.push(std::cmp::Reverse((0usize, 0u32)));
    let mut p = vec![false; n];
    while let Some(std::cmp::Reverse((c, e))) = heap.pop() {
        if done[e as usize] || c > cost[e as usize] {
            continue;
        }
        done[e as usize] = true;
        let e = e as usize;
        p[e] = e != 0 && !opts[e].iter().any(|&o| p[o as usize]);
        for (l, letter) in ls.iter().enumerate() {
            let f = t.mul(e as u32, letter.phi) as usize;
            let c2 = c + size[l];
            if c2 < cost[f] && !done[f] {
                cost[f] = c2;
                let mut o: Vec<u32> = opts[e].iter().map(|&x| t.mul(x, letter.phi)).collect();
                o.extend(letter.opts.iter().map(|&v| t.mul(e as u32, v)));
                o.sort_unstable();
                o.dedup();
                opts[f] = o;
                heap.push(std::cmp::Reverse((c2, f as u32)));
            }
        }
    }
    t.p = p;
}

/// The quotient of heaps 0..=n with its pretending function.
pub(crate) struct Built {
    pub cand: Cand,
    pub phi: Vec<u32>,
}

/// The most refinement rounds for one heap before giving up.
const MAX_ROUNDS: usize = 200;

pub(crate) fn build(
    rules: &HeapRules,
    heaps: usize,
    max_order: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Built, EngineError> {
    let cancelled = || EngineError::Refused("cancelled".into());
    let options: Vec<Vec<Vec<usize>>> =
        (0..=heaps).map(|h| rules.heap_options(h).into_iter().map(|(_, parts)| parts).collect()).collect();
    let mut t = Cand::trivial();
    let mut phi: Vec<u32> = vec![0];
    // The distinct letters of the heaps so far under the current candidate, once built. A heap
    // whose letter is already among them changes no automaton, so it needs no walk: this keeps
    // a long run of heaps (Kayles to 1,000) from recomputing every letter at every heap.
    let mut known: Option<std::collections::HashSet<Letter>> = None;
    for h in 1..=heaps {
        if !progress(h - 1, heaps) {
            return Err(cancelled());
        }
        let mut stop = false;
        let mut cancel = || {
            stop = stop || !progress(h - 1, heaps);
            stop
        };
        if options[h].is_empty() {
            phi.push(0);
            continue;
        }
        let v: Vec<u32> = options[h].iter().map(|parts| parts.iter().fold(0, |e, &k| t.mul(e, phi[k]))).collect();
        let is_p = !v.iter().any(|&o| t.p[o as usize]);
        let set = known.get_or_insert_with(|| letters(&t, &phi, &options).0.into_iter().collect());
        let mut opts = v.clone();
        opts.sort_unstable();
        opts.dedup();
        let same = (0..t.order as u32)
            .filter(|&x| t.p[x as usize] == is_p)
            .find(|&x| set.contains(&Letter { phi: x, opts: opts.clone() }));
        if let Some(x) = same {
            phi.push(x);
            continue;
        }
        known = None;
        // A heap usually pretends to be an element already there.
        let mut found = None;
        for x in 0..t.order as u32 {
            if t.p[x as usize] != is_p {
                continue;
            }
            phi.push(x);
            let (ls, _) = letters(&t, &phi, &options);
            let aut = walk(&t, &ls, Mode::Verify, &mut cancel)?;
            phi.pop();
            if aut.agrees {
                found = Some(x);
                break;
            }
        }
        if let Some(x) = found {
            phi.push(x);
            continue;
        }
        // Otherwise a new generator, and the quotient is refined until it checks.
        let n_old = t.order as u32;
        let mut cand = widen(&t, &v);
        if cand.order > max_order * 4 {
            return Err(at_heap(too_big(max_order), h));
        }
        let mut cphi: Vec<u32> = phi.clone();
        cphi.push(n_old); // (1, g)
        let mut rounds = 0;
        loop {
            let (ls, of_heap) = letters(&cand, &cphi, &options);
            relabel(&mut cand, &ls, &of_heap);
            let aut = walk(&cand, &ls, Mode::Build, &mut cancel)?;
            let (next, letter_elem) = minimise(&aut, max_order).map_err(|e| at_heap(e, h))?;
            let nphi: Vec<u32> = of_heap.iter().map(|l| l.map_or(0, |l| letter_elem[l])).collect();
            let done = aut.agrees && next.order == cand.order;
            cand = next;
            cphi = nphi;
            if done {
                break;
            }
            rounds += 1;
            if rounds > MAX_ROUNDS {
                return Err(EngineError::Refused(format!(
                    "the misère quotient did not settle at heap {h} after {MAX_ROUNDS} rounds of refinement"
                )));
            }
            if cancel() {
                return Err(cancelled());
            }
        }
        t = cand;
        phi = cphi;
    }
    progress(heaps, heaps);
    Ok(Built { cand: t, phi })
}
