//! Misère quotients of octal games.
//!
//! For a code and a heap bound n, the closure A of the heaps 0..=n is every sum of such heaps.
//! Two positions are indistinguishable when adding any position of A to both gives the same
//! misère outcome; the classes form a finite commutative monoid Q, the misère quotient, with
//! its P-portion (Plambeck and Siegel, "Misère quotients for impartial games", J. Combin.
//! Theory A, 2008). A position is a misère P-position exactly when the product of its heaps'
//! elements lies in P.
//!
//! The quotient is built heap by heap (`build.rs`): each new heap either pretends to be an
//! element already there, or adds a generator and the monoid is refined until a finite check
//! proves it right for every position of A. Each Q_k is checked to be misère Nim's or not
//! (`tame.rs`: the game on heaps up to k is then tame), and each heap's genus is found by a
//! plain search (`genus.rs`).

mod build;
pub mod genus;
mod tame;
#[cfg(test)]
mod tests;

pub use genus::Genus;
pub use tame::is_tame;

use serde::{Deserialize, Serialize};

pub use crate::octal::HeapRules;
use crate::vocab::{EngineError, Outcome};

/// The largest heap bound: the table of every heap's options grows as n², 135 MB at 2,000 heaps
/// of Kayles and 514 MB at 4,000 (measured, docs/benchmarks.md).
pub const MAX_HEAPS: usize = 2000;

/// The largest quotient kept as an answer: its Cayley table is order² entries, 16 MB at this
/// bound. Past it a build stops and answers with the quotient of the heaps before.
pub const MAX_ORDER: usize = 2000;

/// The largest candidate tried on the way (64 MB of table). Q_30(0.07) has 360 elements and
/// passes a candidate of 848; Q_33(0.07), 638, passes one of 1,088 (measured, docs/benchmarks.md).
pub const MAX_CANDIDATE: usize = 4096;

/// The most states of the automaton that checks a candidate against every position.
pub const MAX_STATES: usize = 4_000_000;

pub use build::Step;

/// An apparent period of the pretending function: `Φ(h + period) = Φ(h)` for
/// `preperiod <= h <= n - period`, seen over at least two periods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
}

/// The misère quotient of the heaps 0..=n of an octal game.
#[derive(Clone, Debug)]
pub struct Quotient {
    pub rules: HeapRules,
    /// The heap bound n.
    pub heaps: usize,
    order: usize,
    mul: Vec<u32>,
    p: Vec<bool>,
    /// `pretending[h]`: the element heap h pretends to be.
    pub pretending: Vec<u32>,
    /// The heaps whose element is no product of smaller heaps' elements, in order.
    pub generator_heaps: Vec<usize>,
    /// Each generator's element.
    generators: Vec<u32>,
    /// Each element as exponents of the generators (its least word, degree first).
    normal: Vec<Vec<u32>>,
    /// Relations `word = word` as exponent vectors; together they present Q.
    relations: Vec<(Vec<u32>, Vec<u32>)>,
    pub period: Option<Period>,
    /// Whether [`Quotient::period`] holds for every heap, by [`proves_period`]: then this is
    /// the quotient of every sum of heaps of any size.
    pub period_proved: bool,
    /// The heap bound asked for; [`Quotient::heaps`] is less when the build stopped.
    pub asked: usize,
    /// Why the build stopped before `asked` (a limit met at heap `heaps + 1`).
    pub stopped: Option<String>,
    /// `(|Q_k|, |P_k|)` for k = 0..=heaps.
    pub growth: Vec<(usize, usize)>,
    /// Whether Q_k is misère Nim's quotient (the game on heaps up to k is tame), k = 0..=heaps.
    pub tame_to: Vec<bool>,
    /// Each heap's genus, from heap 0 while the genus search fits (see [`genus::genera`]);
    /// empty for a quotient built for a solve, which needs none.
    pub genus: Vec<Genus>,
    /// Why the genus stops before the last heap, naming the heap.
    pub genus_stopped: Option<String>,
}

/// The quotient of the closure of heaps 0..=`heaps` under `code`. `progress(done, total)` is
/// called as heaps are added and during long steps; returning false cancels. A limit met on
/// the way stops the build: the answer is then the quotient of the heaps before, with
/// [`Quotient::stopped`] saying why.
pub fn quotient(
    rules: &HeapRules,
    heaps: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Quotient, EngineError> {
    quotient_steps(rules, heaps, MAX_ORDER, &mut |s| progress(s.heap.saturating_sub(1).min(s.heaps), s.heaps))
}

/// [`quotient`] with a bound of its own on the order, and without the genus (a solve, its
/// caller, needs none).
pub fn quotient_bounded(
    rules: &HeapRules,
    heaps: usize,
    max_order: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Quotient, EngineError> {
    make(rules, heaps, max_order, false, &mut |s, _| progress(s.heap.saturating_sub(1).min(s.heaps), s.heaps))
}

/// [`quotient`] reporting each step: the heap being added, the order so far and the order of
/// the candidate being checked. The genus is computed after the build (its steps repeat the
/// last heap).
pub fn quotient_steps(
    rules: &HeapRules,
    heaps: usize,
    max_order: usize,
    step: &mut dyn FnMut(Step) -> bool,
) -> Result<Quotient, EngineError> {
    make(rules, heaps, max_order, true, &mut |s, _| step(s))
}

/// [`quotient_steps`] that also hands each step the quotient of the heaps finished so far
/// ([`Sofar`]), which the caller may make into a [`Quotient`] (the worker sends it to the
/// page, so a build cancelled midway still shows the last quotient made).
pub fn quotient_watched(
    rules: &HeapRules,
    heaps: usize,
    max_order: usize,
    step: &mut dyn FnMut(Step, &Sofar) -> bool,
) -> Result<Quotient, EngineError> {
    make(rules, heaps, max_order, true, &mut |s, partial| step(s, &Sofar { rules, asked: heaps, partial }))
}

/// The quotient Q_k of the heaps up to k that a build has finished while it adds heap k + 1:
/// complete for those heaps (every position of them is answered by it). Made into a
/// [`Quotient`] only when asked, as that copies its table.
pub struct Sofar<'a> {
    rules: &'a HeapRules,
    asked: usize,
    partial: &'a build::Partial<'a>,
}

impl Sofar<'_> {
    /// k: the heaps it answers are 0..=k.
    pub fn heaps(&self) -> usize {
        self.partial.phi.len() - 1
    }

    /// |Q_k|.
    pub fn order(&self) -> usize {
        self.partial.cand.order
    }

    /// Q_k as a quotient of its own: presentation, period and growth, no genus (the genus
    /// search runs after the build).
    pub fn quotient(&self) -> Quotient {
        let p = self.partial;
        assemble(self.rules, self.asked, p.cand.clone(), p.phi.to_vec(), p.growth.to_vec(), p.tame.to_vec(), None)
    }
}

/// A quotient from a build's monoid, pretending function and growth: its presentation and
/// period (the genus is the caller's).
fn assemble(
    rules: &HeapRules,
    asked: usize,
    c: build::Cand,
    phi: Vec<u32>,
    growth: Vec<(usize, usize)>,
    tame_to: Vec<bool>,
    stopped: Option<String>,
) -> Quotient {
    let reached = phi.len() - 1;
    let mut q = Quotient {
        rules: rules.clone(),
        heaps: reached,
        order: c.order,
        mul: c.mul,
        p: c.p,
        pretending: phi,
        generator_heaps: Vec::new(),
        generators: Vec::new(),
        normal: Vec::new(),
        relations: Vec::new(),
        period: None,
        period_proved: false,
        asked,
        stopped,
        growth,
        tame_to,
        genus: Vec::new(),
        genus_stopped: None,
    };
    q.present();
    q.period = find_period(&q.pretending);
    q.period_proved = q.period.is_some_and(|p| proves_period(rules, reached, p));
    q
}

fn make(
    rules: &HeapRules,
    heaps: usize,
    max_order: usize,
    with_genus: bool,
    step: &mut dyn FnMut(Step, &build::Partial) -> bool,
) -> Result<Quotient, EngineError> {
    if heaps > MAX_HEAPS {
        return Err(EngineError::Refused(format!(
            "heaps up to {heaps} is too many: at most {MAX_HEAPS} (the options of every heap are kept in memory)"
        )));
    }
    let order = max_order.min(MAX_ORDER);
    let limits = build::Limits { order, candidate: MAX_CANDIDATE.max(order), states: MAX_STATES };
    let built = build::build(rules, heaps, limits, step)?;
    let reached = built.phi.len() - 1;
    let order = built.cand.order;
    let stopped = built.stopped.map(|why| {
        format!(
            "stopped at heap {} of {heaps}: {why}; this is the quotient of the heaps up to {reached} (|Q| = {order})",
            reached + 1
        )
    });
    let p = built.growth.last().map_or(0, |g| g.1);
    // The genus search comes after the build; its steps hand on the quotient built.
    let (genus, genus_stopped) = if with_genus {
        let last = Step { heap: reached + 1, heaps, order, p, candidate: 0 };
        let done = build::Partial { cand: &built.cand, phi: &built.phi, growth: &built.growth, tame: &built.tame };
        genus::genera(rules, reached, genus::MAX_POSITIONS, &mut || !step(last, &done))?
    } else {
        (Vec::new(), None)
    };
    let mut q = assemble(rules, heaps, built.cand, built.phi, built.growth, built.tame, stopped);
    (q.genus, q.genus_stopped) = (genus, genus_stopped);
    Ok(q)
}

impl Quotient {
    pub fn order(&self) -> usize {
        self.order
    }

    pub fn identity(&self) -> u32 {
        0
    }

    pub fn mul(&self, a: u32, b: u32) -> u32 {
        self.mul[a as usize * self.order + b as usize]
    }

    pub fn is_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// Whether the game on the heaps up to the bound is tame: its quotient is misère Nim's.
    pub fn tame(&self) -> bool {
        self.first_wild().is_none()
    }

    /// The least heap bound k whose quotient Q_k is not misère Nim's.
    pub fn first_wild(&self) -> Option<usize> {
        self.tame_to.iter().position(|&t| !t)
    }

    /// The elements of the P-portion.
    pub fn p_portion(&self) -> Vec<u32> {
        (0..self.order as u32).filter(|&x| self.is_p(x)).collect()
    }

    /// The element heap `h` pretends to be: past the bound only when the period is proved
    /// (a heap is then the heap a whole number of periods smaller, within the bound).
    pub fn pretend(&self, h: u64) -> Option<u32> {
        let n = self.heaps as u64;
        if h <= n {
            return Some(self.pretending[h as usize]);
        }
        let p = self.period.filter(|_| self.period_proved)?.period as u64;
        Some(self.pretending[(h - (h - n).div_ceil(p) * p) as usize])
    }

    /// The element of a sum of heaps; None if some heap exceeds what the quotient answers.
    pub fn element_of(&self, heaps: &[u64]) -> Option<u32> {
        heaps.iter().try_fold(self.identity(), |e, &h| Some(self.mul(e, self.pretend(h)?)))
    }

    /// The misère outcome of a sum of heaps (P or N); None if some heap exceeds the bound.
    pub fn misere_outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        self.element_of(heaps).map(|e| if self.is_p(e) { Outcome::P } else { Outcome::N })
    }

    /// The generators' names: a, b, c, ...
    pub fn generator_names(&self) -> Vec<String> {
        (0..self.generators.len()).map(generator_name).collect()
    }

    /// An element as a word in the generators, "1" for the identity.
    pub fn element_name(&self, x: u32) -> String {
        word_text(&self.normal[x as usize])
    }

    /// The relations, as "a^2 = 1".
    pub fn relations(&self) -> Vec<String> {
        self.relations.iter().map(|(l, r)| format!("{} = {}", word_text(l), word_text(r))).collect()
    }

    /// The presentation, as "<a, b | a^2 = 1, b^3 = b>".
    pub fn presentation(&self) -> String {
        let gens = self.generator_names().join(", ");
        let rels = self.relations().join(", ");
        if rels.is_empty() {
            format!("<{gens}>")
        } else {
            format!("<{gens} | {rels}>")
        }
    }

    /// Generators, normal forms and relations. An element's normal form is its least word in
    /// degree-then-lexicographic order (a before b); such words are closed under division, so
    /// the relations needed are the least words that are not normal forms, each set equal to
    /// its element's normal form.
    fn present(&mut self) {
        let identity = 0u32;
        // Generators: heaps whose element the smaller heaps do not already reach.
        let mut reach = vec![false; self.order];
        reach[identity as usize] = true;
        for h in 1..self.pretending.len() {
            let x = self.pretending[h];
            if reach[x as usize] {
                continue;
            }
            self.generator_heaps.push(h);
            self.generators.push(x);
            // The submonoid reached grows by the powers of x times what was reached.
            let mut frontier: Vec<u32> = (0..self.order as u32).filter(|&e| reach[e as usize]).collect();
            while let Some(e) = frontier.pop() {
                let f = self.mul(e, x);
                if !reach[f as usize] {
                    reach[f as usize] = true;
                    frontier.push(f);
                }
            }
        }
        let g = self.generators.len();
        let mut normal: Vec<Option<Vec<u32>>> = vec![None; self.order];
        normal[identity as usize] = Some(vec![0; g]);
        let mut level: Vec<(Vec<u32>, u32)> = vec![(vec![0; g], identity)];
        let mut relations = Vec::new();
        let mut standard: std::collections::HashSet<Vec<u32>> = std::collections::HashSet::new();
        standard.insert(vec![0; g]);
        while !level.is_empty() {
            let mut cands: Vec<(Vec<u32>, u32)> = Vec::new();
            for (w, e) in &level {
                for j in 0..g {
                    let mut w2 = w.clone();
                    w2[j] += 1;
                    cands.push((w2, self.mul(*e, self.generators[j])));
                }
            }
            // Lexicographic on exponents, a first: a^2 comes before a b, which comes before b^2.
            cands.sort_by(|a, b| b.0.cmp(&a.0));
            cands.dedup_by(|a, b| a.0 == b.0);
            let mut next = Vec::new();
            for (w, e) in cands {
                if normal[e as usize].is_none() {
                    normal[e as usize] = Some(w.clone());
                    standard.insert(w.clone());
                    next.push((w, e));
                } else {
                    // Minimal when every divisor by one generator is a normal form.
                    let minimal = (0..g).filter(|&j| w[j] > 0).all(|j| {
                        let mut d = w.clone();
                        d[j] -= 1;
                        standard.contains(&d)
                    });
                    if minimal {
                        relations.push((w, normal[e as usize].clone().unwrap_or_default()));
                    }
                }
            }
            level = next;
        }
        self.normal = normal.into_iter().map(|w| w.unwrap_or_default()).collect();
        self.relations = relations;
    }

    /// The report printed by `nimlab quotient --json`.
    pub fn report(&self) -> QuotientReport {
        let p = self.p_portion();
        QuotientReport {
            code: self.rules.to_string(),
            heaps: self.heaps,
            order: self.order,
            p_portion: PPortion { size: p.len(), elements: p.iter().map(|&x| self.element_name(x)).collect() },
            generators: self
                .generator_names()
                .into_iter()
                .zip(&self.generator_heaps)
                .map(|(name, &heap)| Generator { name, heap })
                .collect(),
            relations: self.relations(),
            presentation: self.presentation(),
            pretending: self.pretending.iter().map(|&x| self.element_name(x)).collect(),
            table: (self.order <= 300).then(|| {
                (0..self.order as u32).map(|a| (0..self.order as u32).map(|b| self.mul(a, b)).collect()).collect()
            }),
            elements: (0..self.order as u32).map(|x| self.element_name(x)).collect(),
            period: self.period,
            period_proved: self.period_proved,
            asked: self.asked,
            stopped: self.stopped.clone(),
            growth: self.growth_report(),
            tame: self.tame(),
            first_wild: self.first_wild(),
            genus: self.genus.clone(),
            genus_stopped: self.genus_stopped.clone(),
        }
    }

    /// |Q_k| and |P_k| for each heap bound k, where the order last changes and the bound from
    /// which the period is proved.
    pub fn growth_report(&self) -> Growth {
        let rows: Vec<GrowthRow> =
            self.growth.iter().enumerate().map(|(heap, &(order, p))| GrowthRow { heap, order, p }).collect();
        let last_change = rows.windows(2).rfind(|w| w[0].order != w[1].order).map_or(0, |w| w[1].heap);
        let proved_from = self.period.filter(|_| self.period_proved).and_then(|p| least_proving_bound(&self.rules, p));
        Growth { rows, last_change, proved_from }
    }
}

/// The least heap bound from which [`proves_period`] proves the period.
fn least_proving_bound(rules: &HeapRules, p: Period) -> Option<usize> {
    match rules {
        HeapRules::Octal(code) => Some(2 * p.preperiod.max(1) + 2 * p.period + code.max_take()),
        HeapRules::Grundy => None,
    }
}

/// The growth of the quotient with the heap bound.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Growth {
    /// One row for each heap bound k = 0..=n.
    pub rows: Vec<GrowthRow>,
    /// The last bound at which the order changed (0 if it never did).
    pub last_change: usize,
    /// The least bound from which the pretending function's period is proved, when it is:
    /// past it the quotient grows no more.
    pub proved_from: Option<usize>,
}

/// |Q_k| and |P_k| for the heaps 0..=k.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GrowthRow {
    pub heap: usize,
    pub order: usize,
    pub p: usize,
}

/// The serialisable summary of a quotient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientReport {
    pub code: String,
    pub heaps: usize,
    pub order: usize,
    pub p_portion: PPortion,
    pub generators: Vec<Generator>,
    pub relations: Vec<String>,
    pub presentation: String,
    /// The element each heap 0..=n pretends to be.
    pub pretending: Vec<String>,
    /// The elements by index, as words; the table's entries are indices.
    pub elements: Vec<String>,
    /// The Cayley table, when the order is at most 300. (No `skip_serializing_if` here or on
    /// `period`: the worker's codec is not self-describing; the CLI leaves null keys out.)
    pub table: Option<Vec<Vec<u32>>>,
    pub period: Option<Period>,
    /// Whether the period holds for every heap (see [`proves_period`]); otherwise it is only
    /// seen on the heaps up to n.
    pub period_proved: bool,
    /// The heap bound asked for; `heaps` is less when the build stopped at a limit.
    pub asked: usize,
    /// Why the build stopped before `asked`, naming the heap and the order reached.
    pub stopped: Option<String>,
    pub growth: Growth,
    /// Whether the game on the heaps up to `heaps` is tame (its quotient is misère Nim's).
    pub tame: bool,
    /// The least heap bound whose quotient is not misère Nim's, when there is one.
    pub first_wild: Option<usize>,
    /// Conway's genus of each heap from 0, as far as the genus search goes.
    pub genus: Vec<Genus>,
    /// Why the genus stops before heap `heaps`, naming the heap.
    pub genus_stopped: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PPortion {
    pub size: usize,
    pub elements: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Generator {
    pub name: String,
    /// The heap that first pretends to be this generator.
    pub heap: usize,
}

fn generator_name(i: usize) -> String {
    if i < 26 {
        ((b'a' + i as u8) as char).to_string()
    } else {
        format!("g{i}")
    }
}

fn word_text(w: &[u32]) -> String {
    let parts: Vec<String> = w
        .iter()
        .enumerate()
        .filter(|&(_, &e)| e > 0)
        .map(|(i, &e)| if e == 1 { generator_name(i) } else { format!("{}^{e}", generator_name(i)) })
        .collect();
    if parts.is_empty() {
        "1".into()
    } else {
        parts.join(" ")
    }
}

/// The shortest period, then the shortest preperiod, seen over at least two periods.
fn find_period(phi: &[u32]) -> Option<Period> {
    let len = phi.len();
    for period in 1..=len / 2 {
        // The least preperiod for this period: scan back from the end while values repeat.
        let mut pre = len - period;
        while pre > 0 && phi[pre - 1] == phi[pre - 1 + period] {
            pre -= 1;
        }
        if len - pre > 2 * period && len - pre > period + 4 {
            return Some(Period { preperiod: pre, period });
        }
    }
    None
}

/// Whether a period of the pretending function seen on the heaps up to `n` holds for every
/// heap, and the quotient of heaps up to n is that of all heaps. True for an octal code whose
/// moves take at most k counters when, with n1 = max(preperiod, 1),
/// `n >= 2·n1 + 2·period + k`.
///
/// Why: let ψ(h) be h for h <= n and, above n, h less the multiples of the period that bring it
/// into (n - period, n]. Every option of a heap m > n (m - j split as a + b, a >= b) matches an
/// option of ψ(m) with the same j and the same number of heaps whose parts pretend alike
/// (keep b if b < n1, else move b into [n1, n1 + period) and give a the rest; the bound keeps
/// both parts at least n1, so both lie in the periodic range), and every option of ψ(m)
/// matches one of m (add the difference to the larger part, which is at least n1). By
/// induction on a position G, G and ψ(G) (every heap replaced by ψ of it) have the same misère
/// outcome: their options match up to positions within the bound that are the same element of
/// the quotient of heaps up to n, which have the same outcome; and one is terminal exactly when
/// the other is. So heap m is indistinguishable from ψ(m) among all positions, and positions
/// indistinguishable within the bound stay so. This is the argument of Plambeck and Siegel's
/// periodicity theorem for misère quotients, with a bound worked out here.
///
/// Grundy's game's splits must be unequal, which adding a period to one part can break, so no
/// period of it is proved here.
pub fn proves_period(rules: &HeapRules, n: usize, p: Period) -> bool {
    match rules {
        HeapRules::Octal(code) => n >= 2 * p.preperiod.max(1) + 2 * p.period + code.max_take(),
        HeapRules::Grundy => false,
    }
}

/// One move of a heap position with the misère outcome it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MisereMove {
    /// Which heap of the position is played (its index).
    pub index: usize,
    /// How many counters are taken.
    pub take: usize,
    /// The heaps it leaves in its place (none, one or two).
    pub leaves: Vec<u64>,
    /// The position after the move.
    pub position: Vec<u64>,
    pub outcome: Outcome,
}

/// A heap position's misère outcome and every move's, read from the quotient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MisereMoves {
    pub outcome: Outcome,
    pub moves: Vec<MisereMove>,
}

/// The misère outcome of `heaps` and of each of its moves; None if a heap exceeds the bound.
pub fn misere_moves(q: &Quotient, heaps: &[u64]) -> Option<MisereMoves> {
    let outcome = q.misere_outcome(heaps)?;
    let mut moves = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for (take, parts) in q.rules.heap_options(h as usize) {
            let leaves: Vec<u64> = parts.iter().map(|&x| x as u64).collect();
            let mut position: Vec<u64> = heaps[..i].to_vec();
            position.extend(&leaves);
            position.extend(&heaps[i + 1..]);
            let outcome = q.misere_outcome(&position)?;
            moves.push(MisereMove { index: i, take, leaves, position, outcome });
        }
    }
    Some(MisereMoves { outcome, moves })
}

thread_local! {
    /// The largest quotient computed so far for each rules, in this thread: the play page asks
    /// again after every move, and a larger bound answers every smaller heap.
    static COMPUTED: std::cell::RefCell<std::collections::HashMap<HeapRules, std::rc::Rc<Quotient>>> =
        Default::default();
}

/// The largest quotient a solve builds on its own: a wild code can take minutes to pass
/// [`MAX_ORDER`] (0.71 to heap 30: 137 s), and a solve must answer or refuse quickly; the
/// quotient page and `nimlab quotient` go to [`MAX_ORDER`].
pub const SOLVE_MAX_ORDER: usize = 500;

/// A position with a heap past this bound first tries the quotient of the heaps up to it, in
/// case it proves its period (Kayles does from heap 168 on, in 0.05 s); only if it does not is
/// the quotient built up to the largest heap.
const FIRST_TRY: usize = 300;

/// A quotient that answers every heap up to `heaps`: the one kept in this thread when it does,
/// otherwise a new one (kept in its place): one whose period is proved, or one built up to
/// `heaps`. A build that stopped at [`SOLVE_MAX_ORDER`] is kept too: it answers the heaps it
/// reached, and since a build is the same every time, a larger heap is refused at once rather
/// than after building it again (0.07 past heap 30 took seconds a solve).
pub fn covering(rules: &HeapRules, heaps: usize) -> Result<std::rc::Rc<Quotient>, EngineError> {
    let answers = |q: &Quotient| q.heaps >= heaps || q.period_proved;
    if let Some(q) = COMPUTED.with(|c| c.borrow().get(rules).cloned()) {
        if answers(&q) {
            return Ok(q);
        }
        if q.stopped.is_some() {
            return Err(refusal(rules, heaps, &q));
        }
    }
    let build = |bound| quotient_bounded(rules, bound, SOLVE_MAX_ORDER, &mut |_, _| true);
    let mut q = build(FIRST_TRY.min(heaps))?;
    if !answers(&q) && q.stopped.is_none() {
        q = build(heaps.min(MAX_HEAPS))?;
    }
    let q = std::rc::Rc::new(q);
    COMPUTED.with(|c| c.borrow_mut().insert(rules.clone(), q.clone()));
    if answers(&q) {
        Ok(q)
    } else {
        Err(refusal(rules, heaps, &q))
    }
}

/// Why `q`, the largest quotient built for `rules`, cannot answer a heap of `heaps`.
fn refusal(rules: &HeapRules, heaps: usize, q: &Quotient) -> EngineError {
    match &q.stopped {
        Some(why) => EngineError::Refused(format!("the misère quotient of {rules} for a heap of {heaps}: {why}")),
        None => EngineError::Refused(format!(
            "a heap of {heaps} is past the {} heaps a misère quotient is built for, and the pretending function \
             of {rules} has no period proved there",
            q.heaps
        )),
    }
}

/// The misère outcomes of a heap position and of the positions its moves reach, read from
/// the quotient of `rules` (each move given by its text and the heaps it leaves), with the
/// working: every heap's element, their product, and a winning move when there is one.
pub fn evaluation(
    rules: &HeapRules,
    heaps: &[usize],
    moves: &[(String, Vec<usize>)],
) -> Result<QuotientAnswer, EngineError> {
    use crate::working::{QuotientMove, QuotientWorking, MAX_LISTED};
    let bound = heaps.iter().copied().max().unwrap_or(0);
    let q = covering(rules, bound)?;
    let pretend = |h: usize| q.pretend(h as u64).expect("the covering quotient answers every heap up to the bound");
    let elem = |hs: &[usize]| -> u32 { hs.iter().fold(q.identity(), |e, &h| q.mul(e, pretend(h))) };
    let at = elem(heaps);
    let outcome = |e: u32| if q.is_p(e) { Outcome::P } else { Outcome::N };
    let after: Vec<u32> = moves.iter().map(|(_, hs)| elem(hs)).collect();
    // A winning move, named by the heap it is played in: the moved heap is the one whose
    // count in the position differs from the position reached.
    let winning = moves.iter().zip(&after).find(|(_, &e)| q.is_p(e)).map(|((text, hs), &e)| {
        let (heap, leaves) = moved_heap(heaps, hs);
        QuotientMove { text: text.clone(), heap, leaves, product: q.element_name(e) }
    });
    let working = QuotientWorking {
        rules: rules.to_string(),
        bound: q.heaps,
        order: q.order(),
        p_size: q.p_portion().len(),
        presentation: q.presentation(),
        heaps: heaps.iter().take(MAX_LISTED).map(|&h| (h, q.element_name(pretend(h)))).collect(),
        count: heaps.len(),
        product: q.element_name(at),
        in_p: q.is_p(at),
        winning,
    };
    Ok(QuotientAnswer {
        outcome: outcome(at),
        moves: after.into_iter().map(outcome).collect(),
        note: format!(
            "misère outcomes from the misère quotient of {rules} {} (|Q| = {}, |P| = {}); \
             remoteness is not computed: the search for it is too large here",
            if q.period_proved {
                format!("for every heap (heaps up to {} prove its period)", q.heaps)
            } else {
                format!("for heaps up to {}", q.heaps)
            },
            q.order(),
            working.p_size
        ),
        working,
    })
}

/// What [`evaluation`] finds.
pub struct QuotientAnswer {
    pub outcome: Outcome,
    pub moves: Vec<Outcome>,
    pub note: String,
    pub working: crate::working::QuotientWorking,
}

/// The heap a move was played in and the heaps it left, from the heaps before and after (both
/// as multisets: what `before` has more of is the heap, what `after` has more of its remains).
fn moved_heap(before: &[usize], after: &[usize]) -> (usize, Vec<usize>) {
    let mut b = before.to_vec();
    let mut a = after.to_vec();
    b.sort_unstable();
    a.sort_unstable();
    let (mut i, mut j) = (0, 0);
    let mut gone = Vec::new();
    let mut new = Vec::new();
    while i < b.len() || j < a.len() {
        match (b.get(i), a.get(j)) {
            (Some(x), Some(y)) if x == y => {
                i += 1;
                j += 1;
            }
            (Some(x), Some(y)) if x < y => {
                gone.push(*x);
                i += 1;
            }
            (Some(x), None) => {
                gone.push(*x);
                i += 1;
            }
            (_, Some(y)) => {
                new.push(*y);
                j += 1;
            }
            (None, None) => break,
        }
    }
    (gone.first().copied().unwrap_or(0), new)
}
