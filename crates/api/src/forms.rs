//! Game values as objects for the Python and JavaScript packages: one arena of canonical forms
//! ([`Forms`]) whose forms are named by their index (a `u32` handle), with what those packages
//! do with a value (parse, build from options, add, negate, compare, stops, thermograph,
//! cooling, heating, the theory of `nimlab value`), so both bind the same functions.
//!
//! The arena only grows: a form once stored keeps its index for the life of the process (as in
//! CGSuite and cgt-tools), since any object the caller still holds may name it. Every handle
//! that comes back in is checked, so a forged or stale number is a [`Failure`], never a panic.

use engine::cgt::{Cgt, Dyadic, Relation, G};
use engine::vocab::Outcome;
use serde_json::{json, Value};

use crate::Failure;

/// A value's handle: its index in the arena.
pub type Id = u32;

/// Integers written by the caller are kept within this, so that sums of them stay far from the
/// engine's 64-bit numerators.
pub const MAX_INTEGER: i64 = 1 << 40;

/// The arena of canonical forms behind the value objects of one process (Python) or thread
/// (JavaScript).
#[derive(Default)]
pub struct Forms {
    cgt: Cgt,
}

// SAFETY: `Cgt` is not `Send` only because it shares option lists and thermographs through
// `Rc`s among its own tables; none of its public methods hands out an `Rc` (they return ids,
// `Vec`s, `String`s and owned thermographs), so every `Rc` is owned by the arena and moves with
// it. The Python package keeps the one arena behind a `Mutex`, so it is used by one thread at
// a time.
unsafe impl Send for Forms {}

/// The four ways two games compare, as the JSON contract writes them.
pub fn relation_text(r: Relation) -> &'static str {
    match r {
        Relation::Greater => ">",
        Relation::Less => "<",
        Relation::Equal => "=",
        Relation::Confused => "||",
    }
}

fn outcome_text(o: Outcome) -> &'static str {
    match o {
        Outcome::L => "L",
        Outcome::R => "R",
        Outcome::P => "P",
        Outcome::N => "N",
        Outcome::Draw => "draw",
    }
}

impl Forms {
    pub fn new() -> Forms {
        Forms::default()
    }

    /// How many forms the arena holds.
    pub fn len(&self) -> usize {
        self.cgt.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cgt.is_empty()
    }

    fn get(&self, id: Id) -> Result<G, Failure> {
        self.cgt.form(id).ok_or_else(|| Failure::new(format!("game #{id}: no such value in this process's arena")))
    }

    fn all(&self, ids: &[Id]) -> Result<Vec<G>, Failure> {
        ids.iter().map(|&i| self.get(i)).collect()
    }

    /// A game written in the short or braces notation (`{0|*}`, `^`, `3/4`, `+-1`), a position
    /// `game:position` of the catalogue, or an expression of them (`^ + ^ + *`, `3.^`).
    pub fn parse(&mut self, text: &str) -> Result<Id, Failure> {
        let braces = crate::value_form(text)?;
        let g =
            self.cgt.parse(&braces).map_err(|e| Failure { message: format!("form '{braces}': {e}"), offset: e.at })?;
        Ok(g.index())
    }

    /// The integer `n`, within ±[`MAX_INTEGER`].
    pub fn integer(&mut self, n: i64) -> Result<Id, Failure> {
        if n.unsigned_abs() > MAX_INTEGER as u64 {
            return Err(Failure::new(format!("the integer {n} is too large: at most 2^40 either way")));
        }
        Ok(self.cgt.integer(n).index())
    }

    /// The dyadic rational `num / 2^exp`.
    pub fn dyadic(&mut self, num: i64, exp: u32) -> Result<Id, Failure> {
        if exp > 20 || num.unsigned_abs() > (MAX_INTEGER as u64) << exp {
            return Err(Failure::new(format!(
                "the number {num}/2^{exp} is too large or too fine: at most 2^40 either way, denominators up to 2^20"
            )));
        }
        Ok(self.cgt.number(Dyadic::new(num, exp)).index())
    }

    /// The canonical form of `{left | right}`.
    pub fn from_options(&mut self, left: &[Id], right: &[Id]) -> Result<Id, Failure> {
        let (l, r) = (self.all(left)?, self.all(right)?);
        Ok(self.cgt.from_options(&l, &r).index())
    }

    pub fn left_options(&self, id: Id) -> Result<Vec<Id>, Failure> {
        Ok(self.cgt.left_options(self.get(id)?).into_iter().map(G::index).collect())
    }

    pub fn right_options(&self, id: Id) -> Result<Vec<Id>, Failure> {
        Ok(self.cgt.right_options(self.get(id)?).into_iter().map(G::index).collect())
    }

    pub fn add(&mut self, a: Id, b: Id) -> Result<Id, Failure> {
        let (a, b) = (self.get(a)?, self.get(b)?);
        Ok(self.cgt.add(a, b).index())
    }

    /// n.G = G + … + G (n copies; a negative n the copies of -G), |n| at most
    /// [`engine::cgt::expr::MAX_MULTIPLE`].
    pub fn times(&mut self, a: Id, n: i64) -> Result<Id, Failure> {
        let g = self.get(a)?;
        let most = engine::cgt::expr::MAX_MULTIPLE;
        if n.abs() > most {
            return Err(Failure::new(format!("a multiple n.G is limited to |n| ≤ {most}: {n} is too many")));
        }
        Ok(self.cgt.multiple(n, g).index())
    }

    /// The sum of many values at once (a position's components).
    pub fn sum(&mut self, parts: &[Id]) -> Result<Id, Failure> {
        let parts = self.all(parts)?;
        Ok(self.cgt.sum(&parts).index())
    }

    pub fn neg(&mut self, a: Id) -> Result<Id, Failure> {
        let a = self.get(a)?;
        Ok(self.cgt.neg(a).index())
    }

    pub fn sub(&mut self, a: Id, b: Id) -> Result<Id, Failure> {
        let (a, b) = (self.get(a)?, self.get(b)?);
        Ok(self.cgt.sub(a, b).index())
    }

    /// `>`, `<`, `=` or `||` (confused).
    pub fn compare(&mut self, a: Id, b: Id) -> Result<&'static str, Failure> {
        let (a, b) = (self.get(a)?, self.get(b)?);
        Ok(relation_text(self.cgt.compare(a, b)))
    }

    pub fn leq(&mut self, a: Id, b: Id) -> Result<bool, Failure> {
        let (a, b) = (self.get(a)?, self.get(b)?);
        Ok(self.cgt.leq(a, b))
    }

    /// `L`, `R`, `P` or `N`.
    pub fn outcome(&mut self, a: Id) -> Result<&'static str, Failure> {
        let a = self.get(a)?;
        Ok(outcome_text(self.cgt.outcome(a)))
    }

    /// The short notation (`^*`, `+-1`, `{2|-1/2}`).
    pub fn short(&mut self, a: Id) -> Result<String, Failure> {
        let a = self.get(a)?;
        Ok(self.cgt.short(a))
    }

    /// The braces notation (`{0|*}`): integers, dyadic fractions, `*n` and braces only.
    pub fn braces(&self, a: Id) -> Result<String, Failure> {
        Ok(self.cgt.braces(self.get(a)?))
    }

    /// The number this value is (`3/4`), if it is one.
    pub fn number(&self, a: Id) -> Result<Option<String>, Failure> {
        Ok(self.cgt.as_number(self.get(a)?).map(|x| x.to_string()))
    }

    /// The n of the nimber *n this value is, if it is one (0 for 0).
    pub fn nimber(&self, a: Id) -> Result<Option<u32>, Failure> {
        Ok(self.cgt.as_nimber(self.get(a)?))
    }

    /// `[left stop, right stop, mean, temperature]`, each a number as text (`3/4`).
    pub fn stops(&mut self, a: Id) -> Result<[String; 4], Failure> {
        let g = self.get(a)?;
        Ok([
            self.cgt.left_stop(g).to_string(),
            self.cgt.right_stop(g).to_string(),
            self.cgt.mean(g).to_string(),
            self.cgt.temperature(g).to_string(),
        ])
    }

    /// The thermograph as `nimlab value --json` writes it: `left` and `right` walls as
    /// `[temperature, value]` corners, `mast` and `temperature`.
    pub fn thermograph(&mut self, a: Id) -> Result<Value, Failure> {
        let t = self.cgt.thermograph(self.get(a)?);
        let wall = |w: &[(Dyadic, Dyadic)]| -> Vec<Value> {
            w.iter().map(|(t, x)| json!([t.to_string(), x.to_string()])).collect()
        };
        Ok(json!({
            "left": Value::Array(wall(&t.left)),
            "right": Value::Array(wall(&t.right)),
            "mast": t.mast.to_string(),
            "temperature": t.temperature.to_string(),
        }))
    }

    pub fn birthday(&mut self, a: Id) -> Result<u32, Failure> {
        let g = self.get(a)?;
        Ok(self.cgt.birthday(g))
    }

    /// The value as `nimlab value EXPR --json` gives it under `value`: canonical form, braces,
    /// stops, thermograph, working and `theory` (atomic weight, reduced form, ...).
    pub fn describe(&mut self, a: Id) -> Result<Value, Failure> {
        let g = self.get(a)?;
        let v = engine::partizan::value_of_game(&mut self.cgt, g);
        Ok(serde_json::to_value(v).expect("values serialise"))
    }

    /// G cooled by the number `t` (`1`, `3/4`).
    pub fn cool(&mut self, a: Id, t: &str) -> Result<Id, Failure> {
        let g = self.get(a)?;
        let x: Dyadic = t
            .trim()
            .parse()
            .map_err(|_| Failure::new(format!("cool by '{t}': a number is needed, such as 1 or 3/4")))?;
        Ok(self.cgt.cool(g, x).index())
    }

    /// ∫^t G, `t` any game.
    pub fn heat(&mut self, a: Id, t: Id) -> Result<Id, Failure> {
        let (g, t) = (self.get(a)?, self.get(t)?);
        Ok(self.cgt.heat(g, t).index())
    }

    /// ∫_s^t G, `s` and `t` any games.
    pub fn overheat(&mut self, a: Id, s: Id, t: Id) -> Result<Id, Failure> {
        let (g, s, t) = (self.get(a)?, self.get(s)?, self.get(t)?);
        Ok(self.cgt.overheat(g, s, t).index())
    }

    /// The atomic weight of an all-small value, or why it has none.
    pub fn atomic_weight(&mut self, a: Id) -> Result<Result<Id, String>, Failure> {
        let g = self.get(a)?;
        Ok(self.cgt.atomic_weight(g).map(G::index).map_err(|e| e.to_string()))
    }

    /// The reduced canonical form.
    pub fn reduced(&mut self, a: Id) -> Result<Id, Failure> {
        let g = self.get(a)?;
        Ok(self.cgt.reduced(g).index())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_by_handle() {
        let mut f = Forms::new();
        let up = f.parse("^").unwrap();
        let star = f.parse("*").unwrap();
        let up_star = f.add(up, star).unwrap();
        assert_eq!(f.short(up_star).unwrap(), "^*");
        let zero = f.integer(0).unwrap();
        assert_eq!(f.compare(up_star, zero).unwrap(), "||");
        assert_eq!(f.compare(up, star).unwrap(), "||");
        assert_eq!(f.outcome(up).unwrap(), "L");
        let pm = f.parse("{1|-1}").unwrap();
        assert_eq!(f.short(pm).unwrap(), "+-1");
        assert_eq!(f.add(pm, pm).unwrap(), zero);
        let three_quarters = f.dyadic(3, 2).unwrap();
        assert_eq!(f.parse("3/4").unwrap(), three_quarters);
        assert_eq!(f.number(three_quarters).unwrap().as_deref(), Some("3/4"));
        // {0|*} is ↑ by definition.
        assert_eq!(f.from_options(&[zero], &[star]).unwrap(), up);
        let d = f.parse("domineering:2x2").unwrap();
        assert_eq!(d, pm);
        assert_eq!(f.stops(pm).unwrap(), ["1", "-1", "0", "1"].map(String::from));
        // The fields of `nimlab value`.
        let v = f.describe(up_star).unwrap();
        let cli = crate::value(crate::Front::Cli, "^*", &crate::Transform::None).unwrap();
        assert_eq!(v, cli["value"]);
        let cooled = f.cool(pm, "1").unwrap();
        assert_eq!(f.short(cooled).unwrap(), "*");
    }

    #[test]
    fn forged_handles_and_bad_text_fail() {
        let mut f = Forms::new();
        let n = f.len() as u32;
        assert!(f.add(n, 0).unwrap_err().message.contains("no such value"));
        assert!(f.from_options(&[u32::MAX], &[]).is_err());
        let e = f.parse("{1|").unwrap_err();
        assert_eq!(e.offset, Some(0));
        assert!(f.integer(1 << 50).is_err());
        assert!(f.cool(0, "x").is_err());
    }
}
