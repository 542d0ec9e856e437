//! The value theory a course reaches after stops and thermographs: birthdays, all-small games
//! and their atomic weights (the atomic weight calculus of Siegel's "Combinatorial Game
//! Theory", II.7, which CGSuite follows), the reduced canonical form (Grossman–Siegel),
//! heating and overheating, incentives, and the classes a game belongs to.

use std::collections::HashMap;
use std::fmt;

use super::{Cgt, Dyadic, Relation, G};
use crate::vocab::Side;

/// The memo tables of the theory's operations, kept in the arena.
#[derive(Default)]
pub(super) struct Memos {
    birthday: HashMap<G, u32>,
    /// A subposition where one side can move and the other cannot, if there is one.
    not_all_small: HashMap<G, Option<G>>,
    atomic: HashMap<G, G>,
    far_star: HashMap<G, u32>,
    heat: HashMap<(G, G), G>,
    overheat: HashMap<(G, G, G), G>,
    star_projection: HashMap<G, G>,
}

/// Why a game has no atomic weight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoAtomicWeight {
    /// The game is not all-small: at `position` (a subposition of its canonical form) only
    /// `side` can move.
    NotAllSmall { position: String, side: Side },
}

impl fmt::Display for NoAtomicWeight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoAtomicWeight::NotAllSmall { position, side } => {
                let (who, other) = match side {
                    Side::Left => ("Left", "Right"),
                    Side::Right => ("Right", "Left"),
                };
                write!(
                    f,
                    "not all-small: at {position} {who} can move and {other} cannot, so atomic weight is not defined"
                )
            }
        }
    }
}

/// How the atomic weight calculus reached a weight.
enum AwRule {
    /// G = k·↑ + *n: the weight is k.
    Ups(i32),
    /// G'' = {aw(G^L) − 2 | aw(G^R) + 2} is not an integer: the weight is G''.
    NotInteger,
    /// G'' is an integer and G is confused with or equal to the remote star: the weight is G''.
    IntegerConfused(u32),
    /// G'' is an integer and G is greater than the remote star *n: the greatest integer that
    /// is less than or confused with every aw(G^R) + 2.
    Greater(u32),
    /// G'' is an integer and G is less than the remote star *n: the least integer that is
    /// greater than or confused with every aw(G^L) − 2.
    Less(u32),
}

/// The classes of a game, each with a sentence why.
pub type Kinds = Vec<(String, String)>;

impl Cgt {
    /// The birthday: the height of the canonical form's game tree (0 for 0; 1 for 1, -1 and
    /// *; 2 for ↑, 2 and 1/2).
    pub fn birthday(&mut self, g: G) -> u32 {
        if let Some(x) = self.as_number(g) {
            // n is born on day |n|; m/2^k (k ≥ 1) on day ⌊|x|⌋ + k + 1.
            let a = if x < Dyadic::ZERO { -x } else { x };
            let whole = a.floor() as u32;
            return if x.is_integer() { whole } else { whole + x.exp() + 1 };
        }
        if let Some(&b) = self.theory.birthday.get(&g) {
            return b;
        }
        let opts: Vec<G> = self.left_options(g).into_iter().chain(self.right_options(g)).collect();
        let b = 1 + opts.iter().map(|&o| self.birthday(o)).max().unwrap_or(0);
        self.theory.birthday.insert(g, b);
        b
    }

    /// How many distinct forms that are not numbers the canonical form reaches (itself
    /// included), counted up to `cap`: what sums with it cost, since adding two forms visits
    /// pairs of their subforms.
    pub fn subforms(&self, g: G, cap: usize) -> usize {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut stack = vec![g];
        while let Some(x) = stack.pop() {
            if seen.len() >= cap {
                break;
            }
            if self.as_number(x).is_some() || !seen.insert(x) {
                continue;
            }
            stack.extend(self.node(x).left.iter().chain(self.node(x).right.iter()));
        }
        seen.len()
    }

    /// A subposition of the canonical form where one side can move and the other cannot, or
    /// `None` when `g` is all-small (the canonical form of an all-small game is all-small).
    pub fn not_all_small_at(&mut self, g: G) -> Option<G> {
        if let Some(x) = self.as_number(g) {
            // An integer other than 0 has moves for one side only; a fraction's options
            // lead to one.
            if x.is_integer() {
                return (g != self.zero()).then_some(g);
            }
        }
        if let Some(&w) = self.theory.not_all_small.get(&g) {
            return w;
        }
        let (l, r) = (self.left_options(g), self.right_options(g));
        let w = if l.is_empty() != r.is_empty() {
            Some(g)
        } else {
            l.iter().chain(&r).find_map(|&o| self.not_all_small_at(o))
        };
        self.theory.not_all_small.insert(g, w);
        w
    }

    /// Every subposition with a move for one side has a move for the other.
    pub fn is_all_small(&mut self, g: G) -> bool {
        self.not_all_small_at(g).is_none()
    }

    /// A remote star for `g`: *m with m above every nimber among its subpositions.
    pub fn far_star(&mut self, g: G) -> u32 {
        if let Some(n) = self.as_nimber(g) {
            return n + 1;
        }
        if self.as_number(g).is_some() {
            return 1;
        }
        if let Some(&m) = self.theory.far_star.get(&g) {
            return m;
        }
        let opts: Vec<G> = self.left_options(g).into_iter().chain(self.right_options(g)).collect();
        let m = opts.iter().map(|&o| self.far_star(o)).max().unwrap_or(1);
        self.theory.far_star.insert(g, m);
        m
    }

    /// The atomic weight of an all-small game by the atomic weight calculus: aw(k·↑ + *n) = k,
    /// otherwise G'' = {aw(G^L) − 2 | aw(G^R) + 2}, which is the weight unless it is an
    /// integer; then, with *m a remote star, the weight is the greatest integer n ⧏ every
    /// aw(G^R) + 2 when G > *m, the least integer n ⧐ every aw(G^L) − 2 when G < *m, and G''
    /// otherwise. So aw(↑) = 1, aw(*) = 0, aw(↑*) = 1 and aw(G + H) = aw(G) + aw(H).
    pub fn atomic_weight(&mut self, g: G) -> Result<G, NoAtomicWeight> {
        if let Some(at) = self.not_all_small_at(g) {
            let side = if self.left_options(at).is_empty() { Side::Right } else { Side::Left };
            return Err(NoAtomicWeight::NotAllSmall { position: self.short(at), side });
        }
        Ok(self.aw(g))
    }

    /// The atomic weight of an all-small `g`.
    fn aw(&mut self, g: G) -> G {
        if let Some(&a) = self.theory.atomic.get(&g) {
            return a;
        }
        let (a, _, _) = self.aw_rule(g);
        self.theory.atomic.insert(g, a);
        a
    }

    /// The weight, the rule that gave it and G'' (when the calculus was used).
    fn aw_rule(&mut self, g: G) -> (G, AwRule, Option<G>) {
        if let Some((x, k, _)) = self.as_nus(g) {
            if x == Dyadic::ZERO {
                return (self.integer(k as i64), AwRule::Ups(k), None);
            }
        }
        let two = self.integer(2);
        let minus_two = self.integer(-2);
        let left: Vec<G> = self
            .left_options(g)
            .iter()
            .map(|&o| {
                let a = self.aw(o);
                self.add(a, minus_two)
            })
            .collect();
        let right: Vec<G> = self
            .right_options(g)
            .iter()
            .map(|&o| {
                let a = self.aw(o);
                self.add(a, two)
            })
            .collect();
        let gpp = self.from_options(&left, &right);
        if !self.as_number(gpp).is_some_and(Dyadic::is_integer) {
            return (gpp, AwRule::NotInteger, Some(gpp));
        }
        let m = self.far_star(g);
        let star_m = self.nimber(m);
        match self.compare(g, star_m) {
            Relation::Greater => {
                let n = right.iter().map(|&y| self.greatest_integer_not_geq(y)).min().unwrap_or(0);
                (self.integer(n), AwRule::Greater(m), Some(gpp))
            }
            Relation::Less => {
                let n = left.iter().map(|&x| self.least_integer_not_leq(x)).max().unwrap_or(0);
                (self.integer(n), AwRule::Less(m), Some(gpp))
            }
            _ => (gpp, AwRule::IntegerConfused(m), Some(gpp)),
        }
    }

    /// The greatest integer n with n ⧏ y (n is not ≥ y).
    fn greatest_integer_not_geq(&mut self, y: G) -> i64 {
        let ls = self.left_stop(y);
        let mut n = -(-ls).floor() + 1;
        loop {
            let ng = self.integer(n);
            if !self.leq(y, ng) {
                return n;
            }
            n -= 1;
        }
    }

    /// The least integer n with n ⧐ x (n is not ≤ x).
    fn least_integer_not_leq(&mut self, x: G) -> i64 {
        let rs = self.right_stop(x);
        let mut n = rs.floor() - 1;
        loop {
            let ng = self.integer(n);
            if !self.leq(ng, x) {
                return n;
            }
            n += 1;
        }
    }

    /// How aw(g) follows from its options' weights, one sentence a step.
    pub fn atomic_working(&mut self, g: G) -> Result<Vec<String>, NoAtomicWeight> {
        let a = self.atomic_weight(g)?;
        let (_, rule, gpp) = self.aw_rule(g);
        let a_text = self.short(a);
        let mut out = Vec::new();
        if let AwRule::Ups(k) = rule {
            // Written as the form is (`^^*`, `*`, `0`), not as a sum with zero terms.
            let text = self.short(g);
            out.push(format!("G is {text}: each ↑ weighs 1, each ↓ -1 and a nimber 0, so aw(G) = {k}."));
            return Ok(out);
        }
        let weights = |cgt: &mut Cgt, side: Side| -> String {
            let opts = match side {
                Side::Left => cgt.left_options(g),
                Side::Right => cgt.right_options(g),
            };
            opts.iter()
                .map(|&o| {
                    let (ot, w) = (cgt.short(o), cgt.aw(o));
                    format!("aw({ot}) = {}", cgt.short(w))
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (lw, rw) = (weights(self, Side::Left), weights(self, Side::Right));
        out.push(format!("Left's options weigh {lw}; Right's weigh {rw}."));
        let gpp_text = gpp.map(|x| self.short(x)).unwrap_or_default();
        out.push(format!("G'' = {{aw(G^L) − 2 | aw(G^R) + 2}} = {gpp_text}."));
        out.push(match rule {
            AwRule::NotInteger => format!("G'' is not an integer, so aw(G) = G'' = {a_text}."),
            AwRule::IntegerConfused(m) => {
                format!("G'' is an integer and G is not greater or less than the remote star *{m}, so aw(G) = G'' = {a_text}.")
            }
            AwRule::Greater(m) => format!(
                "G'' is an integer and G > *{m} (a remote star), so aw(G) is the greatest integer less than or confused with every aw(G^R) + 2: {a_text}."
            ),
            AwRule::Less(m) => format!(
                "G'' is an integer and G < *{m} (a remote star), so aw(G) is the least integer greater than or confused with every aw(G^L) − 2: {a_text}."
            ),
            AwRule::Ups(_) => unreachable!("returned above"),
        });
        Ok(out)
    }

    /// Heating ∫^t G (Winning Ways): G itself when G is a number, otherwise
    /// {∫^t G^L + t | ∫^t G^R − t}, on the canonical form. `t` may be any game (∫^* is used
    /// by the reduced canonical form).
    pub fn heat(&mut self, g: G, t: G) -> G {
        if self.as_number(g).is_some() {
            return g;
        }
        if let Some(&h) = self.theory.heat.get(&(g, t)) {
            return h;
        }
        let left: Vec<G> = self
            .left_options(g)
            .iter()
            .map(|&o| {
                let h = self.heat(o, t);
                self.add(h, t)
            })
            .collect();
        let right: Vec<G> = self
            .right_options(g)
            .iter()
            .map(|&o| {
                let h = self.heat(o, t);
                self.sub(h, t)
            })
            .collect();
        let h = self.from_options(&left, &right);
        self.theory.heat.insert((g, t), h);
        h
    }

    /// Overheating ∫_s^t G (Siegel, "Combinatorial Game Theory"): n·s when G is the integer n,
    /// otherwise {∫_s^t G^L + t | ∫_s^t G^R − t}, on the canonical form (a fraction such as
    /// 1/2 = {0 | 1} is overheated through its options).
    pub fn overheat(&mut self, g: G, s: G, t: G) -> G {
        if let Some(x) = self.as_number(g).filter(|x| x.is_integer()) {
            let n = x.num();
            let unit = if n < 0 { self.neg(s) } else { s };
            let copies = vec![unit; n.unsigned_abs() as usize];
            return self.sum(&copies);
        }
        if let Some(&h) = self.theory.overheat.get(&(g, s, t)) {
            return h;
        }
        let left: Vec<G> = self
            .left_options(g)
            .iter()
            .map(|&o| {
                let h = self.overheat(o, s, t);
                self.add(h, t)
            })
            .collect();
        let right: Vec<G> = self
            .right_options(g)
            .iter()
            .map(|&o| {
                let h = self.overheat(o, s, t);
                self.sub(h, t)
            })
            .collect();
        let h = self.from_options(&left, &right);
        self.theory.overheat.insert((g, s, t), h);
        h
    }

    /// x and x* become x, everywhere in the form (Grossman–Siegel's star projection).
    fn star_projection(&mut self, g: G) -> G {
        if self.as_number(g).is_some() {
            return g;
        }
        if let Some((x, 0, 1)) = self.as_nus(g) {
            return self.number(x);
        }
        if let Some(&p) = self.theory.star_projection.get(&g) {
            return p;
        }
        let left: Vec<G> = self.left_options(g).iter().map(|&o| self.star_projection(o)).collect();
        let right: Vec<G> = self.right_options(g).iter().map(|&o| self.star_projection(o)).collect();
        let p = self.from_options(&left, &right);
        self.theory.star_projection.insert(g, p);
        p
    }

    /// The reduced canonical form (Grossman and Siegel, "Reductions of partizan games"): the
    /// simplest game equal to G up to an infinitesimal, so rcf(G) = rcf(H) exactly when G − H
    /// is infinitesimal. Computed as the star projection of ∫^* G, as they show.
    pub fn reduced(&mut self, g: G) -> G {
        let star = self.star();
        let h = self.heat(g, star);
        self.star_projection(h)
    }

    /// Left's incentives G^L − G and Right's G − G^R.
    pub fn incentives(&mut self, g: G) -> (Vec<G>, Vec<G>) {
        let left = self.left_options(g).iter().map(|&o| self.sub(o, g)).collect();
        let right = self.right_options(g).iter().map(|&o| self.sub(g, o)).collect();
        (left, right)
    }

    /// G − x is infinitesimal for a number x: both stops are equal.
    pub fn is_numberish(&mut self, g: G) -> bool {
        self.left_stop(g) == self.right_stop(g)
    }

    /// The classes `g` belongs to, each with a sentence why: number, nimber, infinitesimal,
    /// all-small, number-ish, and exactly one of hot, tepid and cold.
    pub fn kinds(&mut self, g: G) -> Kinds {
        let mut out: Kinds = Vec::new();
        let mut push = |name: &str, why: String| out.push((name.to_string(), why));
        let (ls, rs) = (self.left_stop(g), self.right_stop(g));
        let number = self.as_number(g);
        if let Some(x) = number {
            push("number", format!("its canonical form is the number {x}"));
        }
        if let Some(n) = self.as_nimber(g) {
            push("nimber", format!("it equals *{n}: both players have the same options, the nimbers below *{n}"));
        }
        if ls == Dyadic::ZERO && rs == Dyadic::ZERO {
            push(
                "infinitesimal",
                "both stops are 0, so it lies strictly between -x and x for every positive number x".into(),
            );
        }
        if self.is_all_small(g) {
            push("all-small", "every position with a move for one side has a move for the other".into());
        }
        if ls == rs {
            push("number-ish", format!("both stops are {ls}, so it is the number {ls} plus an infinitesimal"));
        }
        match number {
            Some(x) => push("cold", format!("it is a number, {x}: moving only makes it worse for the mover")),
            None if ls == rs => push(
                "tepid",
                format!("both stops are {ls} but it is not a number: it is {ls} plus a non-zero infinitesimal"),
            ),
            None => {
                let t = self.temperature(g);
                push("hot", format!("Left's stop {ls} is above Right's stop {rs}: its temperature is {t} > 0"));
            }
        }
        out
    }

    /// The numbers `g` is confused with, as an interval from Right's stop to Left's stop with
    /// each end closed when `g` is confused with it; `None` for a number or when `g` is
    /// comparable with every number.
    pub fn confusion_interval(&mut self, g: G) -> Option<String> {
        self.as_number(g).is_none().then_some(())?;
        let (ls, rs) = (self.left_stop(g), self.right_stop(g));
        let mut confused_with = |x: Dyadic| {
            let n = self.number(x);
            self.compare(g, n) == Relation::Confused
        };
        let (lo, hi) = (confused_with(rs), confused_with(ls));
        if ls == rs {
            return lo.then(|| format!("[{rs}, {ls}]"));
        }
        Some(format!("{}{rs}, {ls}{}", if lo { '[' } else { '(' }, if hi { ']' } else { ')' }))
    }

    /// G cooled by t for t = 0, 1/8, 2/8, ... below the temperature and at the temperature
    /// (the step doubles until at most 65 entries remain); for a number or a game of
    /// temperature 0 only t = 0.
    pub fn cooled(&mut self, g: G) -> Vec<(Dyadic, G)> {
        let temp = self.temperature(g);
        let mut out = vec![(Dyadic::ZERO, g)];
        if self.as_number(g).is_some() || temp <= Dyadic::ZERO {
            return out;
        }
        let mut step = Dyadic::new(1, 3);
        while temp.to_f64() / step.to_f64() > 64.0 {
            step = step + step;
        }
        let mut t = step;
        while t < temp {
            out.push((t, self.cool(g, t)));
            t = t + step;
        }
        out.push((temp, self.cool(g, temp)));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(cgt: &mut Cgt, text: &str) -> G {
        cgt.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn birthdays() {
        let mut cgt = Cgt::new();
        for (text, day) in [
            ("0", 0),
            ("1", 1),
            ("-1", 1),
            ("*", 1),
            ("^", 2),
            ("2", 2),
            ("1/2", 2),
            ("-3/4", 3),
            ("*2", 2),
            ("+-1", 2),
            ("3/2", 3),
        ] {
            let g = form(&mut cgt, text);
            assert_eq!(cgt.birthday(g), day, "{text}");
        }
    }

    #[test]
    fn atomic_weights_by_the_calculus() {
        let mut cgt = Cgt::new();
        // The first four are the definition's anchors; the rest are worked by hand from
        // G'' = {aw(G^L) − 2 | aw(G^R) + 2} and the remote-star rule.
        for (text, weight) in [
            ("^", "1"),
            ("*", "0"),
            ("^*", "1"),
            ("*3", "0"),
            ("v", "-1"),
            ("{^2|v}", "1/2"),
            ("{^2|v2}", "*"),
            ("{^3|v3}", "+-1"),
            ("{^2|*}", "1"),
            ("{*|v2}", "-1"),
        ] {
            let g = form(&mut cgt, text);
            let w = cgt.atomic_weight(g).unwrap_or_else(|e| panic!("{text}: {e}"));
            let want = form(&mut cgt, weight);
            assert_eq!(cgt.short(w), cgt.short(want), "aw({text})");
        }
    }

    #[test]
    fn no_atomic_weight_names_the_position() {
        let mut cgt = Cgt::new();
        let g = form(&mut cgt, "{1|*}");
        let e = cgt.atomic_weight(g).unwrap_err();
        assert_eq!(
            e.to_string(),
            "not all-small: at 1 Left can move and Right cannot, so atomic weight is not defined"
        );
        let g = form(&mut cgt, "+-1");
        assert!(cgt.atomic_weight(g).is_err());
        let g = form(&mut cgt, "1/2");
        assert_eq!(cgt.not_all_small_at(g), Some(cgt.integer(1)));
    }

    #[test]
    fn atomic_working_names_the_rule() {
        let mut cgt = Cgt::new();
        let g = form(&mut cgt, "{^2|v}");
        let w = cgt.atomic_working(g).unwrap();
        assert_eq!(w.len(), 3, "{w:?}");
        assert!(w[1].ends_with("= 1/2."), "{w:?}");
        assert!(w[2].contains("not an integer"), "{w:?}");
        let g = form(&mut cgt, "{^2|*}");
        let w = cgt.atomic_working(g).unwrap();
        assert!(w[2].contains("remote star"), "{w:?}");
    }

    #[test]
    fn reduced_forms() {
        let mut cgt = Cgt::new();
        // Grossman–Siegel's examples, as cgt-tools also checks them.
        for (text, rcf) in [
            ("{{2|0},1*|*}", "{1|0}"),
            ("{{3/2*|1/2}|{0|-3},{-1*,{-1/2|-1*}|-5/2}}", "{{3/2|1/2}|{0|-3},{{-1/2|-1}|-5/2}}"),
            ("^", "0"),
            ("1*", "1"),
            ("{1|0}", "{1|0}"),
            ("{1|0}^", "{1|0}"),
        ] {
            let g = form(&mut cgt, text);
            let r = cgt.reduced(g);
            let want = form(&mut cgt, rcf);
            assert_eq!(cgt.short(r), cgt.short(want), "rcf({text})");
        }
    }

    #[test]
    fn heating_and_overheating() {
        let mut cgt = Cgt::new();
        let (one, star) = (cgt.integer(1), cgt.star());
        let three_halves = form(&mut cgt, "3/2");
        let g = form(&mut cgt, "{2|-1}");
        let cooled = cgt.cool(g, Dyadic::new(3, 1));
        let frozen = cgt.cool(g, Dyadic::integer(2));
        let particle = cgt.sub(cooled, frozen);
        let heated = cgt.heat(particle, three_halves);
        assert_eq!(cgt.short(heated), "+-3/2");
        assert_eq!(cgt.add(frozen, heated), g);
        let h = cgt.heat(star, one);
        assert_eq!(cgt.short(h), "+-1");
        let two = cgt.integer(2);
        assert_eq!(cgt.heat(two, one), two);
        // ∫_1^1 of an integer is itself; of * it is ±1; 1/2 = {0|1} overheats to {1|0}.
        assert_eq!(cgt.overheat(two, one, one), two);
        let h = cgt.overheat(star, one, one);
        assert_eq!(cgt.short(h), "+-1");
        let half = form(&mut cgt, "1/2");
        let h = cgt.overheat(half, one, one);
        assert_eq!(cgt.short(h), "{1|0}");
        // ∫_2^t of 3 is 3·2.
        let three = cgt.integer(3);
        assert_eq!(cgt.overheat(three, two, one), cgt.integer(6));
    }

    #[test]
    fn incentives_of_a_switch() {
        let mut cgt = Cgt::new();
        let g = form(&mut cgt, "+-1");
        let (l, r) = cgt.incentives(g);
        let want = form(&mut cgt, "{2|0}");
        assert_eq!((l, r), (vec![want], vec![want]));
    }

    #[test]
    fn kinds_and_confusion() {
        let mut cgt = Cgt::new();
        let names = |cgt: &mut Cgt, text: &str| {
            let g = cgt.parse(text).unwrap();
            cgt.kinds(g).into_iter().map(|(n, _)| n).collect::<Vec<_>>().join(" ")
        };
        assert_eq!(names(&mut cgt, "^"), "infinitesimal all-small number-ish tepid");
        assert_eq!(names(&mut cgt, "0"), "number nimber infinitesimal all-small number-ish cold");
        assert_eq!(names(&mut cgt, "*2"), "nimber infinitesimal all-small number-ish tepid");
        assert_eq!(names(&mut cgt, "1/2"), "number number-ish cold");
        assert_eq!(names(&mut cgt, "1^"), "number-ish tepid");
        assert_eq!(names(&mut cgt, "+-1"), "hot");
        for (text, interval) in [
            ("+-1", Some("[-1, 1]")),
            ("*", Some("[0, 0]")),
            ("^", None),
            ("{1|*}", Some("(0, 1]")),
            ("{1|0}", Some("[0, 1]")),
            ("1", None),
        ] {
            let g = form(&mut cgt, text);
            assert_eq!(cgt.confusion_interval(g).as_deref(), interval, "{text}");
        }
    }

    #[test]
    fn cooled_steps_to_the_temperature() {
        let mut cgt = Cgt::new();
        let g = form(&mut cgt, "{2|-1}");
        let c = cgt.cooled(g);
        assert_eq!(c.len(), 13);
        assert_eq!(c[8].0, Dyadic::integer(1));
        assert_eq!(cgt.short(c[8].1), "{1|0}");
        assert_eq!((c[12].0, cgt.short(c[12].1)), (Dyadic::new(3, 1), "1/2*".to_string()));
        let hot = form(&mut cgt, "+-100");
        assert!(cgt.cooled(hot).len() <= 65);
        let up = form(&mut cgt, "^");
        assert_eq!(cgt.cooled(up), vec![(Dyadic::ZERO, up)]);
    }
}
