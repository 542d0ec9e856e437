//! The notations of canonical forms: CGSuite's short form (`3/4`, `*2`, `^`, `v*`, `+-1`,
//! `{2|-1/2}`, `Tiny(2)`), the braces form (braces, integers, dyadic fractions and `*n` only)
//! and a reader for both (and pycgt's, which is the short form with nested braces).

use std::rc::Rc;

use super::{Cgt, Dyadic, G};
use crate::vocab::{ParseError, Side};

/// Deeper nesting than this in a typed form is refused (the reader recurses).
const MAX_DEPTH: usize = 200;

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

    /// Reads a game written in the short or the braces notation.
    pub fn parse(&mut self, text: &str) -> Result<G, ParseError> {
        let mut p = Reader { text, at: 0, depth: 0 };
        p.skip_space();
        if p.at == text.len() {
            return Err(ParseError::new("no game written: e.g. 3/4, *2, ^, +-1 or {1|0}"));
        }
        let g = p.expr(self)?;
        p.skip_space();
        if p.at < text.len() {
            return Err(ParseError::at(format!("unexpected '{}' after the game", p.rest_char()), p.at));
        }
        Ok(g)
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

struct Reader<'a> {
    text: &'a str,
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn rest_char(&self) -> char {
        self.rest().chars().next().unwrap_or(' ')
    }

    fn skip_space(&mut self) {
        while self.rest().starts_with(' ') {
            self.at += 1;
        }
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_space();
        if self.rest().starts_with(s) {
            self.at += s.len();
            true
        } else {
            false
        }
    }

    fn digits(&mut self) -> Option<u64> {
        let len = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        if len == 0 {
            return None;
        }
        let v = self.rest()[..len].parse().ok();
        self.at += len;
        v
    }

    /// A game: braces, ±x, Tiny(x), Miny(x), or a number with ups and a nimber.
    fn expr(&mut self, cgt: &mut Cgt) -> Result<G, ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError::at(format!("nested more than {MAX_DEPTH} deep"), self.at));
        }
        self.skip_space();
        let start = self.at;
        let g = if self.eat("+-") || self.eat("±") {
            self.skip_space();
            match self.bare_list(cgt)? {
                // ±{a,b} (pycgt, CGSuite): {a,b | -a,-b}.
                Some(list) => {
                    let negs: Vec<G> = list.iter().map(|&x| cgt.neg(x)).collect();
                    cgt.from_options(&list, &negs)
                }
                None => {
                    let x = self.expr(cgt)?;
                    cgt.switch(x)
                }
            }
        } else if self.eat("Tiny(") || self.eat("Miny(") {
            let tiny = self.text[start..].trim_start().starts_with('T');
            let x = self.expr(cgt)?;
            if !self.eat(")") {
                return Err(ParseError::at("expected ')'", self.at));
            }
            let zero = cgt.zero();
            if tiny {
                let nx = cgt.neg(x);
                let h = cgt.from_options(&[zero], &[nx]);
                cgt.from_options(&[zero], &[h])
            } else {
                let h = cgt.from_options(&[x], &[zero]);
                cgt.from_options(&[h], &[zero])
            }
        } else if self.rest().starts_with('{') {
            self.braces(cgt)?
        } else {
            self.nus(cgt)?
        };
        self.depth -= 1;
        // A short form may be followed by more terms added to it (`1/2*`, `{1|0}*`).
        self.skip_space();
        if self.rest().starts_with('*') || self.rest().starts_with('^') || self.rest().starts_with('v') {
            let more = self.nus(cgt)?;
            return Ok(cgt.add(g, more));
        }
        Ok(g)
    }

    /// `{a,b,...}` with no bar at its top level (after ±): the games listed.
    fn bare_list(&mut self, cgt: &mut Cgt) -> Result<Option<Vec<G>>, ParseError> {
        if !self.rest().starts_with('{') {
            return Ok(None);
        }
        let open = self.at;
        let close = matching(self.text, open).ok_or_else(|| ParseError::at("'{' is never closed", open))?;
        let inner = &self.text[open + 1..close];
        let mut depth = 0;
        let has_bar = inner.bytes().any(|b| {
            match b {
                b'{' | b'(' => depth += 1,
                b'}' | b')' => depth -= 1,
                b'|' if depth == 0 => return true,
                _ => {}
            }
            false
        });
        if has_bar {
            return Ok(None);
        }
        let mut sub = Reader { text: &self.text[..close], at: open + 1, depth: self.depth };
        let mut list = Vec::new();
        loop {
            list.push(sub.expr(cgt)?);
            sub.skip_space();
            if sub.at >= close {
                break;
            }
            if !sub.eat(",") {
                return Err(ParseError::at(format!("expected ',' found '{}'", sub.rest_char()), sub.at));
            }
        }
        self.at = close + 1;
        Ok(Some(list))
    }

    /// `[number][^k|v k|^^..][*n]`, at least one part.
    fn nus(&mut self, cgt: &mut Cgt) -> Result<G, ParseError> {
        self.skip_space();
        let start = self.at;
        let mut value = cgt.zero();
        let negative = self.rest().starts_with('-');
        if negative {
            self.at += 1;
        }
        if let Some(n) = self.digits() {
            let n = i64::try_from(n).map_err(|_| ParseError::at("number too large", start))?;
            let mut x = Dyadic::integer(if negative { -n } else { n });
            if self.rest().starts_with('/') {
                self.at += 1;
                let d = self.digits().ok_or_else(|| ParseError::at("expected a denominator after '/'", self.at))?;
                if d == 0 || !d.is_power_of_two() || d > 1 << 40 {
                    return Err(ParseError::at("a denominator must be a power of two", start));
                }
                x = Dyadic::new(x.num(), d.trailing_zeros());
            }
            value = cgt.number(x);
        } else if negative {
            return Err(ParseError::at("expected a number after '-'", self.at));
        }
        loop {
            let c = self.rest_char();
            if c == '^' || c == 'v' || c == '↑' || c == '↓' {
                self.at += c.len_utf8();
                let up = cgt.up();
                let unit = if c == '^' || c == '↑' { up } else { cgt.neg(up) };
                // ^^ or ^3: a multiple.
                let mut k = 1u64;
                while self.rest_char() == c {
                    self.at += c.len_utf8();
                    k += 1;
                }
                if let Some(n) = self.digits() {
                    k = n;
                }
                if k > 1000 {
                    return Err(ParseError::at("too many ups", self.at));
                }
                for _ in 0..k {
                    value = cgt.add(value, unit);
                }
            } else if c == '*' || c == '⋆' {
                self.at += c.len_utf8();
                let n = self.digits().unwrap_or(1);
                if n > 1000 {
                    return Err(ParseError::at("nimber too large", self.at));
                }
                let star = cgt.nimber(n as u32);
                value = cgt.add(value, star);
            } else {
                break;
            }
        }
        if self.at == start {
            return Err(ParseError::at(
                format!("expected a game (a number, *, ^, v, +-, Tiny, Miny or {{...}}), found '{}'", self.rest_char()),
                start,
            ));
        }
        Ok(value)
    }

    /// `{L|R}` where the longest run of bars at the top level splits (`{a||b|c}` is
    /// `{a|{b|c}}`).
    fn braces(&mut self, cgt: &mut Cgt) -> Result<G, ParseError> {
        let open = self.at;
        let close = matching(self.text, open).ok_or_else(|| ParseError::at("'{' is never closed", open))?;
        let inner_start = open + 1;
        let g = self.split(cgt, inner_start, close)?;
        self.at = close + 1;
        Ok(g)
    }

    /// The game written between `from` and `to` (exclusive) as the inside of braces.
    fn split(&mut self, cgt: &mut Cgt, from: usize, to: usize) -> Result<G, ParseError> {
        let inner = &self.text[from..to];
        // Top-level runs of bars.
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut depth = 0i32;
        let bytes = inner.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'{' | b'(' => depth += 1,
                b'}' | b')' => depth -= 1,
                b'|' if depth == 0 => {
                    let len = bytes[i..].iter().take_while(|&&b| b == b'|').count();
                    runs.push((i, len));
                    i += len;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        let longest =
            runs.iter().map(|r| r.1).max().ok_or_else(|| ParseError::at("expected '|' inside braces", from))?;
        let (at, len) = *runs.iter().find(|r| r.1 == longest).expect("a longest run");
        let (lf, lt, rf, rt) = (from, from + at, from + at + len, to);
        let sides = [(lf, lt, Side::Left), (rf, rt, Side::Right)];
        let mut options: [Vec<G>; 2] = [Vec::new(), Vec::new()];
        for (f, t, side) in sides {
            let part = &self.text[f..t];
            let has_inner_bar = {
                let mut d = 0;
                part.bytes().any(|b| {
                    match b {
                        b'{' | b'(' => d += 1,
                        b'}' | b')' => d -= 1,
                        b'|' if d == 0 => return true,
                        _ => {}
                    }
                    false
                })
            };
            if has_inner_bar {
                // `a|b` on one side of a longer run is a game of its own.
                options[side as usize].push(self.split(cgt, f, t)?);
            } else if !part.trim().is_empty() {
                let mut sub = Reader { text: &self.text[..t], at: f, depth: self.depth };
                loop {
                    let g = sub.expr(cgt)?;
                    options[side as usize].push(g);
                    sub.skip_space();
                    if sub.at >= t {
                        break;
                    }
                    if !sub.eat(",") {
                        return Err(ParseError::at(
                            format!("expected ',' or '|', found '{}'", sub.rest_char()),
                            sub.at,
                        ));
                    }
                }
            }
        }
        Ok(cgt.from_options(&options[0], &options[1]))
    }
}

/// The byte of the brace closing the one at `open`.
fn matching(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0;
    for (i, b) in text.bytes().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}
