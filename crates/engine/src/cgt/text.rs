//! The notations of canonical forms: CGSuite's short form (`3/4`, `*2`, `^`, `v*`, `+-1`,
//! `{2|-1/2}`, `Tiny(2)`), the braces form (braces, integers, dyadic fractions and `*n` only)
//! and a reader for both (and pycgt's, which is the short form with nested braces).

use std::rc::Rc;

use super::{Cgt, Dyadic, G};
use crate::vocab::ParseError;

impl Cgt {
    /// CGSuite's short notation.
    pub fn short(&mut self, g: G) -> String {
        self.short_rc(g).to_string()
    }

    /// The short notation, remembered per form: a large hot form's subforms are shared many
    /// times over, and the working writes the same options again at every step.
    fn short_rc(&mut self, g: G) -> Rc<str> {
        if let Some(t) = self.texts.get(&g) {
            return t.clone();
        }
        let t: Rc<str> = self.short_uncached(g).into();
        self.texts.insert(g, t.clone());
        t
    }

    fn short_uncached(&mut self, g: G) -> String {
        if let Some(x) = self.as_number(g) {
            return x.to_string();
        }
        if let Some((x, k, n)) = self.as_nus(g) {
            return nus_text(x, k, n);
        }
        let (l, r) = (self.left_options(g), self.right_options(g));
        // ±x: {x | -x}, with x the left option.
        if l.len() == 1 && r.len() == 1 && self.neg(l[0]) == r[0] {
            let x = self.short_rc(l[0]);
            return format!("+-{x}");
        }
        // Tiny(x) = {0 || 0 | -x} and Miny(x) = {x | 0 || 0}.
        let zero = self.zero();
        if l == [zero] && r.len() == 1 && self.as_number(r[0]).is_none() {
            let h = r[0];
            let (hl, hr) = (self.left_options(h), self.right_options(h));
            if hl == [zero] && hr.len() == 1 {
                let x = self.neg(hr[0]);
                return format!("Tiny({})", self.short_rc(x));
            }
        }
        if r == [zero] && l.len() == 1 && self.as_number(l[0]).is_none() {
            let h = l[0];
            let (hl, hr) = (self.left_options(h), self.right_options(h));
            if hr == [zero] && hl.len() == 1 {
                return format!("Miny({})", self.short_rc(hl[0]));
            }
        }
        let side = |cgt: &mut Cgt, list: &[G]| sorted_join(list.iter().map(|&x| cgt.short_rc(x)).collect());
        format!("{{{}|{}}}", side(self, &l), side(self, &r))
    }

    /// The same value with braces, integers, dyadic fractions and `*n` only.
    pub fn braces(&self, g: G) -> String {
        if let Some(x) = self.as_number(g) {
            return x.to_string();
        }
        if let Some(n) = self.as_nimber(g) {
            return if n == 1 { "*".into() } else { format!("*{n}") };
        }
        let side = |list: &[G]| sorted_join(list.iter().map(|&x| self.braces(x)).collect());
        format!("{{{}|{}}}", side(&self.node(g).left), side(&self.node(g).right))
    }

    /// Reads a game written in the short or the braces notation, or an expression of games
    /// (`^ + ^ + *`, `3.^`, `{2|1}:1`: see [`super::expr`]); a comparison or a position of a
    /// game is refused here (the callers that know games value those).
    pub fn parse(&mut self, text: &str) -> Result<G, ParseError> {
        let parsed = super::expr::parse(text)?;
        if let Some((_, at)) = parsed.positions().first() {
            return Err(ParseError::at("a position game:position is not a form: only forms are read here", *at));
        }
        if parsed.comparison.is_some() {
            return Err(ParseError::new("a comparison is true or false, not a game: write one game"));
        }
        match self.evaluate(&parsed)? {
            super::expr::Answer::Value(g) => Ok(g),
            super::expr::Answer::Comparison(_) => unreachable!("no comparison was read"),
        }
    }
}

/// A side's options in one order whatever order the arena met them in, so that the same value
/// is written the same way in every process (the CLI's, the worker's) and after any history: a
/// number first (a canonical side has at most one), as in `{0,*|0}`, then the rest by their text.
fn sorted_join<T: AsRef<str>>(mut texts: Vec<T>) -> String {
    let number = |t: &str| t.trim_start_matches('-').starts_with(|c: char| c.is_ascii_digit());
    texts.sort_by(|a, b| {
        let (a, b) = (a.as_ref(), b.as_ref());
        number(b).cmp(&number(a)).then_with(|| a.cmp(b))
    });
    texts.iter().map(AsRef::as_ref).collect::<Vec<&str>>().join(",")
}

fn nus_text(x: Dyadic, k: i32, n: u32) -> String {
    let mut s = String::new();
    if x != Dyadic::ZERO || (k == 0 && n == 0) {
        s.push_str(&x.to_string());
    }
    match k {
        0 => {}
        1 => s.push('^'),
        -1 => s.push('v'),
        // CGSuite writes double-up ^^ and 3.^ as ^3.
        2 => s.push_str("^^"),
        -2 => s.push_str("vv"),
        k if k > 0 => s.push_str(&format!("^{k}")),
        k => s.push_str(&format!("v{}", -k)),
    }
    match n {
        0 => {}
        1 => s.push('*'),
        n => s.push_str(&format!("*{n}")),
    }
    s
}
