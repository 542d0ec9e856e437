//! Short partizan games as canonical forms: construction from options (with the steps that
//! simplify them), sums, negation, comparison, numbers, stops, temperature, thermographs and
//! cooling, and the short and braces notations.
//!
//! Forms live in an arena ([`Cgt`]) and are hash-consed: two forms are equal in value exactly
//! when their ids ([`G`]) are equal, since every form stored is canonical. Numbers are stored
//! once per value and compared and added as dyadic rationals; comparisons, sums and negations
//! are memoised. No maintained crate offers this for wasm as well as natively (cgt-tools is a
//! native workspace with its own GUI and no wasm target; pycgt is Python), so it is our own.

mod dyadic;
pub mod expr;
pub mod loopy;
pub mod loopy_report;
mod text;
mod theory;
mod thermo;

use std::collections::HashMap;
use std::rc::Rc;

// The memo tables are keyed by small integer ids and read on every comparison; SipHash's
// defence against crafted keys costs a fifth of a hot search and buys nothing here.
use rustc_hash::FxHashMap;

pub use dyadic::Dyadic;
pub use theory::{Kinds, NoAtomicWeight};
pub use thermo::Thermograph;

use crate::vocab::{Outcome, Side};

/// A canonical form in a [`Cgt`] arena.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct G(u32);

impl G {
    /// The form's place in its arena: what the Python and JavaScript value objects hold.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// How two games compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    Less,
    Equal,
    Greater,
    Confused,
}

/// One step of a simplification, for the working.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// `option` of `side` is no better for that side than `by`, another of its options.
    Dominated { side: Side, option: G, by: G },
    /// `option` of `side` is reversed through the opponent's reply `through` (G^LR ≤ G for
    /// Left), and is replaced by `through`'s options for `side`.
    Reversed { side: Side, option: G, through: G, replaced_by: Vec<G> },
}

/// The canonical form of `{left | right}` and how it was reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Simplification {
    pub result: G,
    pub steps: Vec<Step>,
}

type Options = Rc<[G]>;

struct Node {
    left: Options,
    right: Options,
    number: Option<Dyadic>,
    nimber: Option<u32>,
    /// Left and right stops, kept with the form: every comparison reads them first.
    stops: (Dyadic, Dyadic),
}

/// The arena of canonical forms, with the memo tables of the operations.
pub struct Cgt {
    nodes: Vec<Node>,
    index: HashMap<(Options, Options), G>,
    numbers: HashMap<Dyadic, G>,
    leq_memo: FxHashMap<(G, G), bool>,
    add_memo: FxHashMap<(G, G), G>,
    neg_memo: FxHashMap<G, G>,
    texts: FxHashMap<G, Rc<str>>,
    thermographs: HashMap<G, Rc<Thermograph>>,
    /// k·↑ + *n for small k and n, by form: how the short notation finds them.
    nus: Option<HashMap<G, (i32, u32)>>,
    theory: theory::Memos,
}

impl Default for Cgt {
    fn default() -> Self {
        Cgt::new()
    }
}

/// A game for comparison: a stored form, or `{left | right}` not yet simplified.
#[derive(Clone, Copy)]
enum Form<'a> {
    Id(G),
    Raw(&'a [G], &'a [G]),
}

impl Cgt {
    pub fn new() -> Cgt {
        let mut cgt = Cgt {
            nodes: Vec::new(),
            index: HashMap::new(),
            numbers: HashMap::new(),
            leq_memo: FxHashMap::default(),
            add_memo: FxHashMap::default(),
            neg_memo: FxHashMap::default(),
            texts: FxHashMap::default(),
            thermographs: HashMap::new(),
            nus: None,
            theory: theory::Memos::default(),
        };
        let zero = cgt.number(Dyadic::ZERO);
        debug_assert_eq!(zero, G(0));
        cgt
    }

    /// The number of forms stored.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The form stored at `index` ([`G::index`]), if the arena holds that many.
    pub fn form(&self, index: u32) -> Option<G> {
        ((index as usize) < self.nodes.len()).then_some(G(index))
    }

    fn node(&self, g: G) -> &Node {
        &self.nodes[g.0 as usize]
    }

    pub fn zero(&self) -> G {
        G(0)
    }

    pub fn integer(&mut self, n: i64) -> G {
        self.number(Dyadic::integer(n))
    }

    /// The number `x`, with its canonical options: n-1 for a positive integer n, n+1 for a
    /// negative one, (m∓1)/2^k for m/2^k.
    pub fn number(&mut self, x: Dyadic) -> G {
        if let Some(&g) = self.numbers.get(&x) {
            return g;
        }
        let (left, right): (Vec<G>, Vec<G>) = if x.is_integer() {
            let n = x.num();
            // The integers between 0 and n first, nearest 0 first: a loop, not n nested calls.
            let step = n.signum();
            let mut k = n - step;
            while k != 0 && !self.numbers.contains_key(&Dyadic::integer(k)) {
                k -= step;
            }
            while k + step != n {
                k += step;
                self.integer(k);
            }
            match n.cmp(&0) {
                std::cmp::Ordering::Equal => (vec![], vec![]),
                std::cmp::Ordering::Greater => (vec![self.integer(n - 1)], vec![]),
                std::cmp::Ordering::Less => (vec![], vec![self.integer(n + 1)]),
            }
        } else {
            let (m, k) = (x.num(), x.exp());
            (vec![self.number(Dyadic::new(m - 1, k))], vec![self.number(Dyadic::new(m + 1, k))])
        };
        let g = G(self.nodes.len() as u32);
        let nimber = (x == Dyadic::ZERO).then_some(0);
        self.nodes.push(Node { left: left.into(), right: right.into(), number: Some(x), nimber, stops: (x, x) });
        self.numbers.insert(x, g);
        g
    }

    pub fn nimber(&mut self, n: u32) -> G {
        let opts: Vec<G> = (0..n).map(|i| self.nimber(i)).collect();
        if n == 0 {
            return self.zero();
        }
        self.from_options(&opts, &opts)
    }

    pub fn star(&mut self) -> G {
        self.nimber(1)
    }

    pub fn up(&mut self) -> G {
        let (zero, star) = (self.zero(), self.star());
        self.from_options(&[zero], &[star])
    }

    /// ±x = {x | -x}.
    pub fn switch(&mut self, x: G) -> G {
        let nx = self.neg(x);
        self.from_options(&[x], &[nx])
    }

    pub fn left_options(&self, g: G) -> Vec<G> {
        self.node(g).left.to_vec()
    }

    pub fn right_options(&self, g: G) -> Vec<G> {
        self.node(g).right.to_vec()
    }

    pub fn as_number(&self, g: G) -> Option<Dyadic> {
        self.node(g).number
    }

    /// The nimber *n this form is, if it is one (0 is *0).
    pub fn as_nimber(&self, g: G) -> Option<u32> {
        self.node(g).nimber
    }

    fn options(&self, g: G, side: Side) -> Options {
        match side {
            Side::Left => self.node(g).left.clone(),
            Side::Right => self.node(g).right.clone(),
        }
    }

    // ---- comparison ----

    /// a ≤ b: no right option of b is ≤ a, and no left option of a is ≥ b.
    pub fn leq(&mut self, a: G, b: G) -> bool {
        if a == b {
            return true;
        }
        if let (Some(x), Some(y)) = (self.as_number(a), self.as_number(b)) {
            return x <= y;
        }
        // Stops keep the order (a <= b gives L(a) <= L(b) and R(a) <= R(b)), and R(b) > L(a)
        // gives b > a (Lessons in Play, lemma 5.35). They are stored with each form, so most
        // comparisons of large hot forms are settled here, before any pair of options.
        let ((la, ra), (lb, rb)) = (self.stop_pair(a), self.stop_pair(b));
        if la > lb || ra > rb {
            return false;
        }
        if rb > la {
            return true;
        }
        if let Some(&r) = self.leq_memo.get(&(a, b)) {
            return r;
        }
        let r = self.leq_form(Form::Id(a), Form::Id(b));
        self.leq_memo.insert((a, b), r);
        r
    }

    /// a ≤ b by the definition, one level down; two stored forms are compared here only from
    /// `leq`, which has looked in the memo already.
    fn leq_form(&mut self, a: Form<'_>, b: Form<'_>) -> bool {
        // Number avoidance: against a game that is not a number, nobody needs to move in a
        // number, so a number's own options are never tried.
        let b_right: Options = match b {
            Form::Id(g) if self.as_number(g).is_some() && self.surely_not_number(a) => Rc::from([]),
            Form::Id(g) => self.options(g, Side::Right),
            Form::Raw(_, r) => r.into(),
        };
        for &br in b_right.iter() {
            let le = match a {
                Form::Id(x) => self.leq(br, x),
                raw => self.leq_form(Form::Id(br), raw),
            };
            if le {
                return false;
            }
        }
        let a_left: Options = match a {
            Form::Id(g) if self.as_number(g).is_some() && self.surely_not_number(b) => Rc::from([]),
            Form::Id(g) => self.options(g, Side::Left),
            Form::Raw(l, _) => l.into(),
        };
        for &al in a_left.iter() {
            let ge = match b {
                Form::Id(y) => self.leq(y, al),
                raw => self.leq_form(raw, Form::Id(al)),
            };
            if ge {
                return false;
            }
        }
        true
    }

    /// Whether a form is surely not a number: a stored form is canonical, so it is one exactly
    /// when it is stored as one, while a raw `{l | r}` may equal a number.
    fn surely_not_number(&self, f: Form<'_>) -> bool {
        matches!(f, Form::Id(g) if self.as_number(g).is_none())
    }

    pub fn compare(&mut self, a: G, b: G) -> Relation {
        match (self.leq(a, b), self.leq(b, a)) {
            (true, true) => Relation::Equal,
            (true, false) => Relation::Less,
            (false, true) => Relation::Greater,
            (false, false) => Relation::Confused,
        }
    }

    /// The outcome class: L (G > 0), R (G < 0), P (G = 0) or N (G ‖ 0).
    pub fn outcome(&mut self, g: G) -> Outcome {
        let zero = self.zero();
        match self.compare(g, zero) {
            Relation::Greater => Outcome::L,
            Relation::Less => Outcome::R,
            Relation::Equal => Outcome::P,
            Relation::Confused => Outcome::N,
        }
    }

    // ---- construction ----

    /// The canonical form of `{left | right}`.
    pub fn from_options(&mut self, left: &[G], right: &[G]) -> G {
        self.simplify_with(left, right, false).result
    }

    /// The canonical form of `{left | right}` with the dominated and reversible options it
    /// removed, in order.
    pub fn simplify(&mut self, left: &[G], right: &[G]) -> Simplification {
        self.simplify_with(left, right, true)
    }

    fn simplify_with(&mut self, left: &[G], right: &[G], record: bool) -> Simplification {
        let mut l = sorted(left);
        let mut r = sorted(right);
        let mut steps = Vec::new();
        loop {
            if record {
                // The steps are read by people and compared between processes, while the arena's
                // ids depend on what it valued before: options are taken in their written order.
                l.sort_by_cached_key(|&g| self.short(g));
                r.sort_by_cached_key(|&g| self.short(g));
            }
            self.drop_dominated(&mut l, Side::Left, record.then_some(&mut steps));
            self.drop_dominated(&mut r, Side::Right, record.then_some(&mut steps));
            if !self.reverse_one(&mut l, &mut r, Side::Left, &mut steps, record)
                && !self.reverse_one(&mut l, &mut r, Side::Right, &mut steps, record)
            {
                break;
            }
        }
        if record {
            // Back in the arena's order, which the index of forms is keyed by.
            (l, r) = (sorted(&l), sorted(&r));
        }
        Simplification { result: self.intern(l, r), steps }
    }

    /// Removes the options of `side` that another of its options dominates.
    fn drop_dominated(&mut self, list: &mut Vec<G>, side: Side, mut steps: Option<&mut Vec<Step>>) {
        let mut i = 0;
        while i < list.len() {
            let x = list[i];
            let mut by = None;
            for &y in list.iter() {
                if y == x {
                    continue;
                }
                let worse = match side {
                    Side::Left => self.leq(x, y),
                    Side::Right => self.leq(y, x),
                };
                if worse {
                    by = Some(y);
                    break;
                }
            }
            match by {
                Some(by) => {
                    list.remove(i);
                    if let Some(steps) = steps.as_deref_mut() {
                        steps.push(Step::Dominated { side, option: x, by });
                    }
                }
                None => i += 1,
            }
        }
    }

    /// Bypasses the first reversible option of `side`, if there is one.
    fn reverse_one(&mut self, l: &mut Vec<G>, r: &mut Vec<G>, side: Side, steps: &mut Vec<Step>, record: bool) -> bool {
        let list = match side {
            Side::Left => l.clone(),
            Side::Right => r.clone(),
        };
        for x in list {
            let replies = self.options(x, side.other());
            for &reply in replies.iter() {
                let reverses = match side {
                    Side::Left => self.leq_form(Form::Id(reply), Form::Raw(l, r)),
                    Side::Right => self.leq_form(Form::Raw(l, r), Form::Id(reply)),
                };
                if reverses {
                    let replaced_by = self.options(reply, side).to_vec();
                    let own = match side {
                        Side::Left => &mut *l,
                        Side::Right => &mut *r,
                    };
                    own.retain(|&y| y != x);
                    for &y in &replaced_by {
                        if !own.contains(&y) {
                            own.push(y);
                        }
                    }
                    own.sort_unstable();
                    if record {
                        steps.push(Step::Reversed { side, option: x, through: reply, replaced_by });
                    }
                    return true;
                }
            }
        }
        false
    }

    /// Stores a canonical `{l | r}` (options sorted, none dominated or reversible), as a
    /// number when it is one.
    fn intern(&mut self, l: Vec<G>, r: Vec<G>) -> G {
        let nums_l: Option<Vec<Dyadic>> = l.iter().map(|&g| self.as_number(g)).collect();
        let nums_r: Option<Vec<Dyadic>> = r.iter().map(|&g| self.as_number(g)).collect();
        if let (Some(nl), Some(nr)) = (nums_l, nums_r) {
            let (lo, hi) = (nl.iter().max().copied(), nr.iter().min().copied());
            if lo.zip(hi).is_none_or(|(a, b)| a < b) {
                return self.number(Dyadic::simplest_between(lo, hi));
            }
        }
        let key: (Options, Options) = (l.into(), r.into());
        if let Some(&g) = self.index.get(&key) {
            return g;
        }
        let nimber = if key.0 == key.1 {
            let mut ns: Vec<u32> = key.0.iter().filter_map(|&g| self.as_nimber(g)).collect();
            ns.sort_unstable();
            (ns.len() == key.0.len() && ns.iter().enumerate().all(|(i, &n)| n == i as u32)).then_some(ns.len() as u32)
        } else {
            None
        };
        // A canonical form that is not a number has options on both sides.
        let ls =
            key.0.iter().map(|&x| self.node(x).stops.1).max().expect("a game that is not a number has Left options");
        let rs =
            key.1.iter().map(|&x| self.node(x).stops.0).min().expect("a game that is not a number has Right options");
        let g = G(self.nodes.len() as u32);
        self.nodes.push(Node { left: key.0.clone(), right: key.1.clone(), number: None, nimber, stops: (ls, rs) });
        self.index.insert(key, g);
        g
    }

    // ---- arithmetic ----

    pub fn neg(&mut self, g: G) -> G {
        if let Some(x) = self.as_number(g) {
            return self.number(-x);
        }
        if let Some(&n) = self.neg_memo.get(&g) {
            return n;
        }
        let (l, r) = (self.options(g, Side::Left), self.options(g, Side::Right));
        // The negative of a canonical form is canonical: no simplification needed.
        let nl: Vec<G> = r.iter().map(|&x| self.neg(x)).collect();
        let nr: Vec<G> = l.iter().map(|&x| self.neg(x)).collect();
        let n = self.intern(sorted(&nl), sorted(&nr));
        self.neg_memo.insert(g, n);
        self.neg_memo.insert(n, g);
        n
    }

    pub fn add(&mut self, a: G, b: G) -> G {
        let zero = self.zero();
        if a == zero {
            return b;
        }
        if b == zero {
            return a;
        }
        let (na, nb) = (self.as_number(a), self.as_number(b));
        if let (Some(x), Some(y)) = (na, nb) {
            return self.number(x + y);
        }
        let key = (a.min(b), a.max(b));
        if let Some(&s) = self.add_memo.get(&key) {
            return s;
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        // A number added to a game that is not one: only the game's options are needed
        // (number translation).
        for (this, other, this_is_number) in [(a, b, na.is_some()), (b, a, nb.is_some())] {
            if this_is_number {
                continue;
            }
            for &x in self.options(this, Side::Left).iter() {
                left.push(self.add(x, other));
            }
            for &x in self.options(this, Side::Right).iter() {
                right.push(self.add(x, other));
            }
        }
        let s = self.from_options(&left, &right);
        self.add_memo.insert(key, s);
        s
    }

    pub fn sum(&mut self, parts: &[G]) -> G {
        parts.iter().fold(self.zero(), |acc, &g| self.add(acc, g))
    }

    pub fn sub(&mut self, a: G, b: G) -> G {
        let nb = self.neg(b);
        self.add(a, nb)
    }

    // ---- stops and temperature ----

    /// Where play ends when Left starts and both play well until a number is reached.
    pub fn left_stop(&mut self, g: G) -> Dyadic {
        self.stop_pair(g).0
    }

    pub fn right_stop(&mut self, g: G) -> Dyadic {
        self.stop_pair(g).1
    }

    fn stop_pair(&self, g: G) -> (Dyadic, Dyadic) {
        self.node(g).stops
    }

    pub fn mean(&mut self, g: G) -> Dyadic {
        self.thermograph(g).mast
    }

    pub fn temperature(&mut self, g: G) -> Dyadic {
        self.thermograph(g).temperature
    }

    pub fn thermograph(&mut self, g: G) -> Thermograph {
        (*self.thermograph_rc(g)).clone()
    }

    fn thermograph_rc(&mut self, g: G) -> Rc<Thermograph> {
        if let Some(t) = self.thermographs.get(&g) {
            return t.clone();
        }
        let t = Rc::new(match self.as_number(g) {
            Some(x) => Thermograph::of_number(x),
            None => {
                let l: Vec<Rc<Thermograph>> =
                    self.options(g, Side::Left).iter().map(|&x| self.thermograph_rc(x)).collect();
                let r: Vec<Rc<Thermograph>> =
                    self.options(g, Side::Right).iter().map(|&x| self.thermograph_rc(x)).collect();
                Thermograph::of_options(&l, &r)
            }
        });
        self.thermographs.insert(g, t.clone());
        t
    }

    /// G cooled by t: {G^L_t - t | G^R_t + t}, or the mean once t is above the temperature.
    pub fn cool(&mut self, g: G, t: Dyadic) -> G {
        if self.as_number(g).is_some() {
            return g;
        }
        let th = self.thermograph_rc(g);
        if t > th.temperature {
            return self.number(th.mast);
        }
        let minus_t = self.number(-t);
        let plus_t = self.number(t);
        let left: Vec<G> = self
            .options(g, Side::Left)
            .iter()
            .map(|&x| {
                let c = self.cool(x, t);
                self.add(c, minus_t)
            })
            .collect();
        let right: Vec<G> = self
            .options(g, Side::Right)
            .iter()
            .map(|&x| {
                let c = self.cool(x, t);
                self.add(c, plus_t)
            })
            .collect();
        self.from_options(&left, &right)
    }

    /// k·↑ + *n for |k| ≤ 8 and n < 16, by form (built once).
    fn nus_table(&mut self) -> &HashMap<G, (i32, u32)> {
        if self.nus.is_none() {
            let up = self.up();
            let down = self.neg(up);
            let mut table = HashMap::new();
            for n in 0..16u32 {
                let star = self.nimber(n);
                let mut g = star;
                table.insert(g, (0, n));
                for k in 1..=8 {
                    g = self.add(g, up);
                    table.insert(g, (k, n));
                }
                g = star;
                for k in 1..=8 {
                    g = self.add(g, down);
                    table.insert(g, (-k, n));
                }
            }
            self.nus = Some(table);
        }
        self.nus.as_ref().expect("built above")
    }

    /// `g` as x + k·↑ + *n, when it is one with small k and n.
    fn as_nus(&mut self, g: G) -> Option<(Dyadic, i32, u32)> {
        if let Some(x) = self.as_number(g) {
            return Some((x, 0, 0));
        }
        let (ls, rs) = self.stop_pair(g);
        if ls != rs {
            return None;
        }
        let minus = self.number(-ls);
        let rest = self.add(g, minus);
        self.nus_table().get(&rest).map(|&(k, n)| (ls, k, n))
    }
}

fn sorted(list: &[G]) -> Vec<G> {
    let mut v = list.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}

#[cfg(test)]
mod tests;
