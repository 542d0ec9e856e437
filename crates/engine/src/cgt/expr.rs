//! Expressions of game values, CGSuite's syntax where it has one: forms (`{1|-1}`, `3/4`,
//! `^^*`, `⇑⋆`, up powers `^<2>` and `^[3]`, `+-1`, `Tiny(2)`), sums and differences (`G + H`, `G - H`, `-G`, parentheses),
//! integer multiples (`3.^`, `3*G`, `3 * G`: `n.G` is `G + … + G`), Norton's product by a
//! positive game (`G.U`), the ordinal sum (`G : H`), positions of the catalogue's games
//! (`domineering:2x3`, valued by the caller: this layer knows no game) and one comparison
//! at the top (`<=`, `>=`, `<`, `>`, `==` or `=`, `!=`, `<>` or `||` for confused, `<|`, `|>`).
//!
//! Precedence, loosest first, as in CGSuite: a comparison, then `+ -` (and a binary `+-`:
//! `a +- b` is `a + ±b`), then `:`, then `*` (a multiple), then a unary `-` or `+-`, then `.`.
//!
//! A text is read into an [`Expr`] tree first and valued afterwards, so that a caller can value
//! the positions in it (a search that takes the arena itself) before the arena is borrowed.
//! Errors point at bytes, as every reader of the engine does (callers that show the text count
//! characters: the glyphs are several bytes each).

use std::collections::HashMap;

use super::{Cgt, Dyadic, Relation, G};
use crate::vocab::{ParseError, Side};

/// Deeper nesting than this in a typed form is refused (the reader and the evaluation
/// recurse): braces and parentheses inside one another, and operators in a row (`1+1+…` is a
/// tree as deep as it is long).
const MAX_DEPTH: usize = 200;

/// The largest |n| of a multiple `n.G` or `n * G`, of ups (`^1000`) and of a nimber (`*1000`):
/// a multiple of a hot game grows with n, and a nimber's form with n².
pub const MAX_MULTIPLE: i64 = 1000;

/// The largest number an expression may reach, and the largest birthday of what it builds
/// (every number inside a form born by day b is at most b): an integer n is stored with every
/// integer between 0 and n, so `1000000.^ ` or `2^20 + 1` would fill the memory.
pub const MAX_NUMBER: i64 = 1 << 16;

/// The largest n of an up power `^<n>` or `^[n]`: each is a form n deep, and the arena's
/// sums and comparisons recurse through it (`^<100> + v[100]` took 1.8 s in the test build at
/// load 14: a calculator's answer still comes while the user waits).
pub const MAX_UPTIMAL: u32 = 100;

/// A part of an expression and the byte it starts at.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: Kind,
    pub at: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    Number(Dyadic),
    Nimber(u32),
    /// k·↑ (k < 0: downs).
    Ups(i64),
    /// CGSuite's uptimals: `^<n>` is ↑ⁿ, the n-th up power, and `^[n]` is ↑ + ↑² + … + ↑ⁿ
    /// (`down` for `v<n>`, `v[n]`).
    Uptimal {
        n: u32,
        whole: bool,
        down: bool,
    },
    Braces(Vec<Expr>, Vec<Expr>),
    /// ±x, or ±{a,b} = {a,b | -a,-b}.
    PlusMinus(Vec<Expr>),
    Tiny(Box<Expr>),
    Miny(Box<Expr>),
    /// `game:position`, with its canonical form in braces once the caller has valued it.
    Position {
        text: String,
        braces: Option<String>,
    },
    Neg(Box<Expr>),
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
    /// `a * b`: one side an integer n, the other G: n.G.
    Times(Box<Expr>, Box<Expr>),
    /// `a.b`: n.G when a is an integer n, else Norton's product a.U (U = b > 0).
    Dot(Box<Expr>, Box<Expr>),
    /// `a : b`, the ordinal sum.
    Ordinal(Box<Expr>, Box<Expr>),
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Cmp {
    Le,
    Ge,
    Lt,
    Gt,
    Eq,
    Ne,
    Confused,
    /// `<|`: less than or confused with (not ≥).
    LessOrConfused,
    /// `|>`: greater than or confused with (not ≤).
    GreaterOrConfused,
}

impl Cmp {
    /// The operator as the textbooks write it.
    pub fn symbol(self) -> &'static str {
        match self {
            Cmp::Le => "≤",
            Cmp::Ge => "≥",
            Cmp::Lt => "<",
            Cmp::Gt => ">",
            Cmp::Eq => "=",
            Cmp::Ne => "≠",
            Cmp::Confused => "‖",
            Cmp::LessOrConfused => "<|",
            Cmp::GreaterOrConfused => "|>",
        }
    }

    /// Whether `a op b` holds when a and b stand in `relation`.
    pub fn holds(self, relation: Relation) -> bool {
        use Relation::*;
        match self {
            Cmp::Le => matches!(relation, Less | Equal),
            Cmp::Ge => matches!(relation, Greater | Equal),
            Cmp::Lt => relation == Less,
            Cmp::Gt => relation == Greater,
            Cmp::Eq => relation == Equal,
            Cmp::Ne => relation != Equal,
            Cmp::Confused => relation == Confused,
            Cmp::LessOrConfused => matches!(relation, Less | Confused),
            Cmp::GreaterOrConfused => matches!(relation, Greater | Confused),
        }
    }
}

impl Cmp {
    /// The operator in ASCII, as typed.
    pub fn ascii(self) -> &'static str {
        match self {
            Cmp::Le => "<=",
            Cmp::Ge => ">=",
            Cmp::Lt => "<",
            Cmp::Gt => ">",
            Cmp::Eq => "=",
            Cmp::Ne => "!=",
            Cmp::Confused => "||",
            Cmp::LessOrConfused => "<|",
            Cmp::GreaterOrConfused => "|>",
        }
    }
}

/// A comparison's answer in words, for the CLI, the worker and the packages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Judgement {
    /// Both sides in the short notation.
    pub left: String,
    pub right: String,
    /// The operator asked about, in ASCII (`<=`, `>=`, `<`, `>`, `=`, `!=`, `||`, `<|`, `|>`).
    pub op: String,
    pub holds: bool,
    /// How they really compare: `=`, `>`, `<` or `||`.
    pub relation: String,
    /// "{1|-1} >= ^^* is false: they are confused, {1|-1} || ^^*".
    pub sentence: String,
}

impl Cgt {
    /// The verdict in words.
    pub fn judge(&mut self, v: &Verdict) -> Judgement {
        let (left, right) = (self.short(v.left), self.short(v.right));
        let rel = relation_symbol(v.relation);
        let how = match v.relation {
            Relation::Equal => "they are equal",
            Relation::Greater => "the first is greater",
            Relation::Less => "the first is less",
            Relation::Confused => "they are confused",
        };
        let sentence = format!("{left} {} {right} is {}: {how}, {left} {rel} {right}", v.op.ascii(), v.holds);
        Judgement { left, right, op: v.op.ascii().into(), holds: v.holds, relation: rel.into(), sentence }
    }
}

/// The symbol of a relation: `=`, `>`, `<` or `||`.
pub fn relation_symbol(relation: Relation) -> &'static str {
    match relation {
        Relation::Equal => "=",
        Relation::Greater => ">",
        Relation::Less => "<",
        Relation::Confused => "||",
    }
}

/// A text read: one expression, or two compared.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    pub left: Expr,
    pub comparison: Option<(Cmp, Expr)>,
}

/// What a text is worth: a game, or a comparison's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Value(G),
    Comparison(Verdict),
}

/// `left op right`: whether it holds, and how the two games really compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub left: G,
    pub right: G,
    pub op: Cmp,
    pub relation: Relation,
    pub holds: bool,
}

/// Reads an expression (see the module's comment); positions are left for the caller to value.
pub fn parse(text: &str) -> Result<Parsed, ParseError> {
    Reader { text, at: 0, end: text.len(), depth: 0 }.whole()
}

impl Parsed {
    /// Every `game:position` in the text, with the byte it starts at.
    pub fn positions(&self) -> Vec<(String, usize)> {
        let mut out = Vec::new();
        let mut visit = |e: &Expr| {
            if let Kind::Position { text: t, .. } = &e.kind {
                out.push((t.clone(), e.at));
            }
        };
        walk(&self.left, &mut visit);
        if let Some((_, r)) = &self.comparison {
            walk(r, &mut visit);
        }
        out
    }

    /// Gives each position its canonical form in braces, by `value(position, its byte)`.
    pub fn value_positions<E>(&mut self, value: &mut dyn FnMut(&str, usize) -> Result<String, E>) -> Result<(), E> {
        fn fill<E>(e: &mut Expr, value: &mut dyn FnMut(&str, usize) -> Result<String, E>) -> Result<(), E> {
            let at = e.at;
            match &mut e.kind {
                Kind::Position { text: t, braces } => *braces = Some(value(t, at)?),
                Kind::Braces(l, r) => {
                    for x in l.iter_mut().chain(r.iter_mut()) {
                        fill(x, value)?;
                    }
                }
                Kind::PlusMinus(list) => {
                    for x in list {
                        fill(x, value)?;
                    }
                }
                Kind::Tiny(x) | Kind::Miny(x) | Kind::Neg(x) => fill(x, value)?,
                Kind::Add(a, b) | Kind::Sub(a, b) | Kind::Times(a, b) | Kind::Dot(a, b) | Kind::Ordinal(a, b) => {
                    fill(a, value)?;
                    fill(b, value)?;
                }
                Kind::Number(_) | Kind::Nimber(_) | Kind::Ups(_) | Kind::Uptimal { .. } => {}
            }
            Ok(())
        }
        fill(&mut self.left, value)?;
        if let Some((_, r)) = &mut self.comparison {
            fill(r, value)?;
        }
        Ok(())
    }
}

fn walk(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    match &e.kind {
        Kind::Braces(l, r) => l.iter().chain(r).for_each(|x| walk(x, f)),
        Kind::PlusMinus(list) => list.iter().for_each(|x| walk(x, f)),
        Kind::Tiny(x) | Kind::Miny(x) | Kind::Neg(x) => walk(x, f),
        Kind::Add(a, b) | Kind::Sub(a, b) | Kind::Times(a, b) | Kind::Dot(a, b) | Kind::Ordinal(a, b) => {
            walk(a, f);
            walk(b, f);
        }
        _ => {}
    }
}

impl Cgt {
    /// Values a text read by [`parse`] whose positions are valued.
    pub fn evaluate(&mut self, parsed: &Parsed) -> Result<Answer, ParseError> {
        let left = self.eval(&parsed.left)?;
        let Some((op, r)) = &parsed.comparison else { return Ok(Answer::Value(left)) };
        let right = self.eval(r)?;
        let relation = self.compare(left, right);
        Ok(Answer::Comparison(Verdict { left, right, op: *op, relation, holds: op.holds(relation) }))
    }

    /// The game an expression is worth (positions valued already).
    pub fn eval(&mut self, e: &Expr) -> Result<G, ParseError> {
        Ok(match &e.kind {
            Kind::Number(x) => self.number(*x),
            Kind::Nimber(n) => self.nimber(*n),
            Kind::Ups(k) => {
                let up = self.up();
                self.multiple(*k, up)
            }
            Kind::Uptimal { n, whole, down } => {
                let g = self.uptimal(*n, *whole);
                if *down {
                    self.neg(g)
                } else {
                    g
                }
            }
            Kind::Braces(l, r) => {
                let l = l.iter().map(|x| self.eval(x)).collect::<Result<Vec<_>, _>>()?;
                let r = r.iter().map(|x| self.eval(x)).collect::<Result<Vec<_>, _>>()?;
                self.from_options(&l, &r)
            }
            Kind::PlusMinus(list) => {
                let l = list.iter().map(|x| self.eval(x)).collect::<Result<Vec<_>, _>>()?;
                let r: Vec<G> = l.iter().map(|&x| self.neg(x)).collect();
                self.from_options(&l, &r)
            }
            Kind::Tiny(x) => {
                let x = self.eval(x)?;
                let (zero, nx) = (self.zero(), self.neg(x));
                let h = self.from_options(&[zero], &[nx]);
                self.from_options(&[zero], &[h])
            }
            Kind::Miny(x) => {
                let x = self.eval(x)?;
                let zero = self.zero();
                let h = self.from_options(&[x], &[zero]);
                self.from_options(&[h], &[zero])
            }
            Kind::Position { text, braces } => {
                let braces = braces.as_ref().ok_or_else(|| {
                    ParseError::at(format!("the position '{text}' is a game's, not a form: value it where games are known (nimlab value, the value calculator)"), e.at)
                })?;
                let mut sub = Reader { text: braces, at: 0, end: braces.len(), depth: 0 };
                let parsed =
                    sub.whole().map_err(|m| ParseError::at(format!("the value of '{text}': {}", m.message), e.at))?;
                self.eval(&parsed.left)?
            }
            Kind::Neg(x) => {
                let x = self.eval(x)?;
                self.neg(x)
            }
            Kind::Add(a, b) => {
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                self.within(&[a, b], 1, e.at)?;
                self.add(a, b)
            }
            Kind::Sub(a, b) => {
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                self.within(&[a, b], 1, e.at)?;
                self.sub(a, b)
            }
            Kind::Times(a, b) => {
                let (x, y) = (self.eval(a)?, self.eval(b)?);
                match (self.small_integer(x, e.at)?, self.small_integer(y, e.at)?) {
                    (Some(n), _) => {
                        self.within(&[y], n.unsigned_abs(), e.at)?;
                        self.multiple(n, y)
                    }
                    (None, Some(n)) => {
                        self.within(&[x], n.unsigned_abs(), e.at)?;
                        self.multiple(n, x)
                    }
                    (None, None) => {
                        return Err(ParseError::at(
                            format!(
                                "'*' makes a multiple n * G, so one side must be an integer: {} and {} are not",
                                self.short(x),
                                self.short(y)
                            ),
                            e.at,
                        ))
                    }
                }
            }
            Kind::Dot(a, b) => {
                let (x, u) = (self.eval(a)?, self.eval(b)?);
                match self.small_integer(x, e.at)? {
                    Some(n) => {
                        self.within(&[u], n.unsigned_abs(), e.at)?;
                        self.multiple(n, u)
                    }
                    None => {
                        let zero = self.zero();
                        if !self.leq(zero, u) || u == zero {
                            return Err(ParseError::at(
                                format!(
                                    "G.U is Norton's product by a positive U (or a multiple n.U when G is an integer): {} is not > 0",
                                    self.short(u)
                                ),
                                e.at,
                            ));
                        }
                        // G.U is born by about b(G)·(b(U) + 1) · 2: each step adds U and an
                        // incentive of U.
                        let bu = u64::from(self.birthday(u)) + 1;
                        self.within(&[x], 2 * bu, e.at)?;
                        self.norton(x, u)
                    }
                }
            }
            Kind::Ordinal(a, b) => {
                let (x, y) = (self.eval(a)?, self.eval(b)?);
                self.within(&[x, y], 1, e.at)?;
                self.ordinal_sum(x, y)
            }
        })
    }

    /// Refuses an operation whose result may be born after day [`MAX_NUMBER`]: `times` times
    /// the sum of the birthdays of `parts` (a sum is born by the sum of its parts' birthdays).
    fn within(&mut self, parts: &[G], times: u64, at: usize) -> Result<(), ParseError> {
        let born: u64 = parts.iter().map(|&g| u64::from(self.birthday(g))).sum();
        if born.saturating_mul(times) > MAX_NUMBER as u64 {
            return Err(ParseError::at(
                format!("too large: this would build a game born after day {MAX_NUMBER} (numbers up to {MAX_NUMBER})"),
                at,
            ));
        }
        Ok(())
    }

    /// The integer `g` is, when it is one, refused past [`MAX_MULTIPLE`].
    fn small_integer(&self, g: G, at: usize) -> Result<Option<i64>, ParseError> {
        match self.as_number(g) {
            Some(x) if x.is_integer() => {
                let n = x.num();
                if n.abs() > MAX_MULTIPLE {
                    return Err(ParseError::at(
                        format!("a multiple n.G is limited to |n| ≤ {MAX_MULTIPLE}: {n} is too many"),
                        at,
                    ));
                }
                Ok(Some(n))
            }
            _ => Ok(None),
        }
    }

    /// ↑ⁿ (`whole` false) or ↑ + ↑² + … + ↑ⁿ (`whole` true): the sums are
    /// ^[1] = ↑ and ^[k] = {^[k-1] | *}, and ↑ⁿ = ^[n] − ^[n-1] (CGSuite's definitions).
    pub fn uptimal(&mut self, n: u32, whole: bool) -> G {
        let star = self.star();
        let mut sums = vec![self.zero(), self.up()];
        for _ in 2..=n {
            let last = *sums.last().expect("two to start");
            sums.push(self.from_options(&[last], &[star]));
        }
        let top = sums[n as usize];
        if whole {
            top
        } else {
            self.sub(top, sums[n as usize - 1])
        }
    }

    /// n.G = G + … + G (n copies; -n.G its negative), by doubling.
    pub fn multiple(&mut self, n: i64, g: G) -> G {
        let (mut k, mut base) = (n.unsigned_abs(), if n < 0 { self.neg(g) } else { g });
        let mut acc = self.zero();
        while k > 0 {
            if k & 1 == 1 {
                acc = self.add(acc, base);
            }
            k >>= 1;
            if k > 0 {
                base = self.add(base, base);
            }
        }
        acc
    }

    /// Norton's product G.U by U > 0 (Siegel, "Combinatorial Game Theory", II.5; Winning Ways,
    /// ch. 8): n.U for an integer n, else { G^L.U + U + I | G^R.U - U - I } with I over the
    /// incentives of U (U^L - U and U - U^R).
    pub fn norton(&mut self, g: G, u: G) -> G {
        let mut memo = HashMap::new();
        let mut incentives: Vec<G> = Vec::new();
        for ul in self.left_options(u) {
            incentives.push(self.sub(ul, u));
        }
        for ur in self.right_options(u) {
            incentives.push(self.sub(u, ur));
        }
        self.norton_memo(g, u, &incentives, &mut memo)
    }

    fn norton_memo(&mut self, g: G, u: G, incentives: &[G], memo: &mut HashMap<G, G>) -> G {
        if let Some(x) = self.as_number(g).filter(|x| x.is_integer()) {
            return self.multiple(x.num(), u);
        }
        if let Some(&p) = memo.get(&g) {
            return p;
        }
        let mut sides: [Vec<G>; 2] = [Vec::new(), Vec::new()];
        for side in [Side::Left, Side::Right] {
            for o in self.options(g, side).to_vec() {
                let p = self.norton_memo(o, u, incentives, memo);
                for &i in incentives {
                    let step = self.add(u, i);
                    let x = match side {
                        Side::Left => self.add(p, step),
                        Side::Right => self.sub(p, step),
                    };
                    sides[side as usize].push(x);
                }
            }
        }
        let p = self.from_options(&sides[0], &sides[1]);
        memo.insert(g, p);
        p
    }

    /// The ordinal sum G:H = { G^L, G:H^L | G^R, G:H^R } of the canonical forms (Siegel,
    /// "Combinatorial Game Theory", II.? ; Winning Ways, ch. 6 "Hackenbush": sums of stalks).
    pub fn ordinal_sum(&mut self, g: G, h: G) -> G {
        let mut memo = HashMap::new();
        self.ordinal_memo(g, h, &mut memo)
    }

    fn ordinal_memo(&mut self, g: G, h: G, memo: &mut HashMap<G, G>) -> G {
        if let Some(&s) = memo.get(&h) {
            return s;
        }
        let mut sides: [Vec<G>; 2] = [self.left_options(g), self.right_options(g)];
        for side in [Side::Left, Side::Right] {
            for o in self.options(h, side).to_vec() {
                let s = self.ordinal_memo(g, o, memo);
                sides[side as usize].push(s);
            }
        }
        let s = self.from_options(&sides[0], &sides[1]);
        memo.insert(h, s);
        s
    }
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
    /// Where this reader stops (the bar or brace ending an option).
    end: usize,
    depth: usize,
}

/// Whether a character can start a game (after a multiplication's `*`).
fn starts_game(c: char) -> bool {
    c.is_ascii_alphanumeric() || "{(^*↑↓⇑⇓⋆±".contains(c)
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..self.end]
    }

    /// The character at the reader, read in the whole text (so an option ended by a bar names
    /// the bar), or `None` at the end of the whole text.
    fn here(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn found(&self) -> String {
        match self.here() {
            Some(c) => format!("'{c}'"),
            None => "the end of the text".into(),
        }
    }

    fn skip_space(&mut self) {
        while let Some(c) = self.rest().chars().next().filter(|c| c.is_whitespace()) {
            self.at += c.len_utf8();
        }
    }

    fn peek(&self, s: &str) -> bool {
        self.rest().starts_with(s)
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip_space();
        if self.peek(s) {
            self.at += s.len();
            true
        } else {
            false
        }
    }

    /// Whether `^<n>` or `^[n]` starts here: the bracket must close after the digits, so that
    /// `^<2` stays a comparison of ↑ with 2.
    fn uptimal_follows(&self, c: char) -> bool {
        if !matches!(c, '^' | 'v' | '↑' | '↓') {
            return false;
        }
        let rest = &self.rest()[c.len_utf8()..];
        let Some(close) = rest.strip_prefix('<').map(|_| '>').or(rest.strip_prefix('[').map(|_| ']')) else {
            return false;
        };
        let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
        digits > 0 && rest[1 + digits..].starts_with(close)
    }

    /// `^<n>`, `^[n]`, `v<n>` or `v[n]`, known by [`Self::uptimal_follows`] to be here.
    fn uptimal_part(&mut self, down: bool) -> Result<Expr, ParseError> {
        let at = self.at;
        self.at += self.rest().chars().next().map_or(1, char::len_utf8);
        let whole = self.peek("[");
        self.at += 1;
        let n = self.digits()?.unwrap_or(0);
        self.at += 1;
        if n == 0 || n > u64::from(MAX_UPTIMAL) {
            return Err(ParseError::at(format!("an up power is ^<n> or ^[n] with n from 1 to {MAX_UPTIMAL}"), at));
        }
        Ok(Expr { kind: Kind::Uptimal { n: n as u32, whole, down }, at })
    }

    fn digits(&mut self) -> Result<Option<u64>, ParseError> {
        let len = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        if len == 0 {
            return Ok(None);
        }
        let start = self.at;
        let v = self.rest()[..len].parse().map_err(|_| ParseError::at("number too large", start))?;
        self.at += len;
        Ok(Some(v))
    }

    /// One level deeper, refused past [`MAX_DEPTH`].
    fn deeper(&mut self, at: usize) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError::at(
                format!("nested more than {MAX_DEPTH} deep (braces, parentheses or operators in a row)"),
                at,
            ));
        }
        Ok(())
    }

    /// The whole text: an expression, perhaps compared with another.
    fn whole(&mut self) -> Result<Parsed, ParseError> {
        self.skip_space();
        if self.at == self.end {
            return Err(ParseError::new("no game written: e.g. 3/4, *2, ^, +-1, {1|0} or ^ + ^ + *"));
        }
        let left = self.sum()?;
        self.skip_space();
        let mut comparison = None;
        const OPS: [(&str, Cmp); 17] = [
            ("<=", Cmp::Le),
            (">=", Cmp::Ge),
            ("<>", Cmp::Confused),
            ("<|", Cmp::LessOrConfused),
            ("|>", Cmp::GreaterOrConfused),
            ("==", Cmp::Eq),
            ("!=", Cmp::Ne),
            ("||", Cmp::Confused),
            ("≤", Cmp::Le),
            ("≥", Cmp::Ge),
            ("‖", Cmp::Confused),
            ("≠", Cmp::Ne),
            ("<", Cmp::Lt),
            (">", Cmp::Gt),
            ("=", Cmp::Eq),
            ("⧐", Cmp::GreaterOrConfused),
            ("⧏", Cmp::LessOrConfused),
        ];
        if let Some(&(sym, op)) = OPS.iter().find(|(sym, _)| self.peek(sym)) {
            let at = self.at;
            self.at += sym.len();
            self.skip_space();
            if self.at == self.end {
                return Err(ParseError::at(format!("'{sym}' needs a game after it"), at));
            }
            let right = self.sum()?;
            comparison = Some((op, right));
            self.skip_space();
        }
        if self.at < self.end {
            let c = self.here().unwrap_or(' ');
            let why = match c {
                ')' => "')' closes no '('".to_string(),
                '}' => "'}' closes no '{'".to_string(),
                '.' => "'.' needs a game after it (n.G, a multiple)".to_string(),
                _ if comparison.is_some() && OPS.iter().any(|(s, _)| self.peek(s)) => {
                    "one comparison at a time: compare two games".to_string()
                }
                _ => format!("unexpected '{c}' after the game"),
            };
            return Err(ParseError::at(why, self.at));
        }
        Ok(Parsed { left, comparison })
    }

    /// Terms joined by `+`, `-` and the binary `+-`.
    fn sum(&mut self) -> Result<Expr, ParseError> {
        let base = self.depth;
        let e = self.sum_chain();
        self.depth = base;
        e
    }

    fn sum_chain(&mut self) -> Result<Expr, ParseError> {
        let mut e = self.ordinal()?;
        loop {
            self.skip_space();
            let at = self.at;
            let (plus_minus, minus) = if self.peek("+-") || self.peek("±") {
                (true, false)
            } else if self.peek("+") {
                (false, false)
            } else if self.peek("-") || self.peek("−") {
                (false, true)
            } else {
                return Ok(e);
            };
            self.deeper(at)?;
            let sym = self.rest().chars().next().expect("peeked");
            self.at += if self.peek("+-") { 2 } else { sym.len_utf8() };
            self.need_game(
                at,
                if plus_minus {
                    "+-"
                } else if minus {
                    "-"
                } else {
                    "+"
                },
            )?;
            let r = self.ordinal()?;
            let r = if plus_minus { Expr { kind: Kind::PlusMinus(vec![r]), at } } else { r };
            let kind = if minus { Kind::Sub(Box::new(e), Box::new(r)) } else { Kind::Add(Box::new(e), Box::new(r)) };
            e = Expr { kind, at };
        }
    }

    /// An operator at `at` must be followed by a game.
    fn need_game(&mut self, at: usize, op: &str) -> Result<(), ParseError> {
        self.skip_space();
        let c = self.rest().chars().next();
        if c.is_none_or(|c| ",|})=<>".contains(c)) {
            return Err(ParseError::at(format!("'{op}' needs a game after it, found {}", self.found()), at));
        }
        Ok(())
    }

    /// `a : b : c`, the ordinal sum, left to right.
    fn ordinal(&mut self) -> Result<Expr, ParseError> {
        let base = self.depth;
        let mut e = self.product()?;
        loop {
            self.skip_space();
            if !self.peek(":") {
                self.depth = base;
                return Ok(e);
            }
            let at = self.at;
            self.deeper(at)?;
            self.at += 1;
            self.need_game(at, ":")?;
            let r = self.product()?;
            e = Expr { kind: Kind::Ordinal(Box::new(e), Box::new(r)), at };
        }
    }

    /// Whether the `*` at the reader multiplies: followed by a space and a game, or directly by
    /// a game that is not a nimber's digits (`3*^`); `*2`, `^*` and `{1|0}*` are nimbers.
    /// `direct`: whether a game written against the star counts (after an integer or a
    /// closing parenthesis, not after ups or a form). A star with spaces on both sides
    /// multiplies (`^ * 3`, `G * -1`); `^* -1` is ^* minus 1.
    fn star_multiplies(&self, direct: bool) -> bool {
        let after = &self.text[self.at + 1..self.end];
        let trimmed = after.trim_start();
        let spaced_before = self.text[..self.at].ends_with(char::is_whitespace);
        let mut chars = trimmed.chars();
        let starts = match chars.next() {
            None => return false,
            Some('-') => chars.next().is_some_and(|c| c.is_ascii_digit()),
            Some(c) => starts_game(c),
        };
        if trimmed.len() < after.len() {
            (spaced_before || direct) && starts
        } else {
            direct && !trimmed.starts_with(|c: char| c.is_ascii_digit()) && starts
        }
    }

    /// `a * b`: a multiple.
    fn product(&mut self) -> Result<Expr, ParseError> {
        let base = self.depth;
        let mut e = self.unary()?;
        loop {
            self.skip_space();
            let at = self.at;
            if self.peek("×") {
                self.at += "×".len();
            } else if self.peek("*") && self.star_multiplies(true) {
                self.at += 1;
            } else if self.peek("*") || self.peek("⋆") {
                // `1/2 *`: a nimber added, as the short notation writes `1/2*`.
                let n = self.nus()?;
                e = Expr { kind: Kind::Add(Box::new(e), Box::new(n)), at };
                continue;
            } else {
                self.depth = base;
                return Ok(e);
            }
            self.deeper(at)?;
            self.need_game(at, "*")?;
            let r = self.unary()?;
            e = Expr { kind: Kind::Times(Box::new(e), Box::new(r)), at };
        }
    }

    /// `-G`, `+-G`, `±{a,b}` or a postfix expression.
    fn unary(&mut self) -> Result<Expr, ParseError> {
        self.skip_space();
        let at = self.at;
        let base = self.depth;
        let e = self.unary_here(at);
        self.depth = base;
        e
    }

    fn unary_here(&mut self, at: usize) -> Result<Expr, ParseError> {
        if self.peek("+-") || self.peek("±") {
            self.at += if self.peek("+-") { 2 } else { "±".len() };
            self.deeper(at)?;
            self.need_game(at, "+-")?;
            if let Some(list) = self.bare_list()? {
                return Ok(Expr { kind: Kind::PlusMinus(list), at });
            }
            let x = self.unary()?;
            return Ok(Expr { kind: Kind::PlusMinus(vec![x]), at });
        }
        // A minus sign written against a number is the number's (`-1/2^` is -1/2 + ^).
        let signed_number = self.rest().strip_prefix('-').is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()));
        if !signed_number && (self.peek("-") || self.peek("−")) {
            self.at += self.rest().chars().next().expect("peeked").len_utf8();
            self.deeper(at)?;
            self.need_game(at, "-")?;
            let x = self.unary()?;
            return Ok(Expr { kind: Kind::Neg(Box::new(x)), at });
        }
        self.postfix()
    }

    /// `a.b.c`: multiples and Norton's products, left to right.
    fn postfix(&mut self) -> Result<Expr, ParseError> {
        let base = self.depth;
        let mut e = self.atom()?;
        loop {
            if !self.peek(".") {
                self.depth = base;
                return Ok(e);
            }
            let at = self.at;
            self.deeper(at)?;
            self.at += 1;
            if self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                return Err(ParseError::at(
                    "no decimal points: write a number as a fraction such as 7/2 (n.G is a multiple of a game G)",
                    at,
                ));
            }
            self.need_game(at, ".")?;
            let r = self.atom()?;
            e = Expr { kind: Kind::Dot(Box::new(e), Box::new(r)), at };
        }
    }

    /// A game: parentheses, braces, Tiny(x), Miny(x), a position, or a number with ups and
    /// a nimber; a form may be followed by ups and a nimber added to it (`{1|0}*`).
    fn atom(&mut self) -> Result<Expr, ParseError> {
        let base = self.depth;
        self.deeper(self.at)?;
        let e = self.atom_here();
        self.depth = base;
        e
    }

    fn atom_here(&mut self) -> Result<Expr, ParseError> {
        self.skip_space();
        let at = self.at;
        let e = if self.peek("(") {
            self.at += 1;
            self.need_game(at, "(")?;
            let inner = self.sum()?;
            self.skip_space();
            if !self.peek(")") {
                return Err(ParseError::at(
                    format!("'(' is never closed: expected ')', found {}", self.found()),
                    if self.at >= self.end { at } else { self.at },
                ));
            }
            self.at += 1;
            inner
        } else if self.peek("Tiny(") || self.peek("Miny(") {
            let tiny = self.peek("T");
            self.at += 5;
            let x = self.sum()?;
            if !self.eat(")") {
                return Err(ParseError::at(
                    format!("expected ')' closing {}(, found {}", if tiny { "Tiny" } else { "Miny" }, self.found()),
                    self.at,
                ));
            }
            let x = Box::new(x);
            self.juxtaposed(Expr { kind: if tiny { Kind::Tiny(x) } else { Kind::Miny(x) }, at })?
        } else if self.peek("{") {
            let b = self.braces()?;
            self.juxtaposed(b)?
        } else if self.rest().starts_with(|c: char| c.is_ascii_alphabetic()) && self.is_position() {
            self.position()
        } else if self.rest().starts_with(|c: char| c.is_ascii_alphabetic() && c != 'v') {
            let word: String = self.rest().chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
            return Err(ParseError::at(
                format!("'{word}' is not a game: write a form (^, *2, {{1|0}}, Tiny(1)) or a position game:position"),
                at,
            ));
        } else {
            self.nus()?
        };
        Ok(e)
    }

    /// A word followed by a colon: a game's id and its position.
    fn is_position(&self) -> bool {
        let word = self.rest().bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
        self.rest()[word..].starts_with(':')
    }

    /// `game:position`, up to a space, `+`, a bar, a closing brace or parenthesis, or `=` / `<`
    /// (a position may hold `-`, `.`, `,`, `/`, `#` and colons).
    fn position(&mut self) -> Expr {
        let at = self.at;
        let mut depth = 0i32;
        let len = self
            .rest()
            .char_indices()
            .find(|&(_, c)| match c {
                '(' => {
                    depth += 1;
                    false
                }
                ')' if depth > 0 => {
                    depth -= 1;
                    false
                }
                c => c.is_whitespace() || "+|})=<".contains(c),
            })
            .map_or(self.rest().len(), |(i, _)| i);
        let text = self.rest()[..len].to_string();
        self.at += len;
        Expr { kind: Kind::Position { text, braces: None }, at }
    }

    /// Ups and a nimber written against a form (`{1|0}*`, `Tiny(1)^`).
    fn juxtaposed(&mut self, e: Expr) -> Result<Expr, ParseError> {
        let c = self.rest().chars().next();
        let more = match c {
            Some('*') => !self.star_multiplies(false),
            Some(c) => "^↑↓⇑⇓⋆".contains(c) || (c == 'v' && !self.is_position()),
            None => false,
        };
        if !more {
            return Ok(e);
        }
        let at = e.at;
        let n = self.nus()?;
        Ok(Expr { kind: Kind::Add(Box::new(e), Box::new(n)), at })
    }

    /// `{a,b,...}` with no bar at its top level (after ±): the games listed.
    fn bare_list(&mut self) -> Result<Option<Vec<Expr>>, ParseError> {
        self.skip_space();
        if !self.peek("{") {
            return Ok(None);
        }
        let open = self.at;
        let close = self.matching(open)?;
        if bars(&self.text[open + 1..close]).next().is_some() {
            return Ok(None);
        }
        let list = self.options(open + 1, close)?;
        self.at = close + 1;
        Ok(Some(list))
    }

    /// `[number][^k|vk|^^..|⇑][*n]`, at least one part.
    fn nus(&mut self) -> Result<Expr, ParseError> {
        self.skip_space();
        let start = self.at;
        let mut parts: Vec<Expr> = Vec::new();
        let negative = self.peek("-");
        if negative {
            self.at += 1;
        }
        let integer_only;
        if let Some(n) = self.digits()? {
            let too_large = || ParseError::at(format!("number too large: at most {MAX_NUMBER} either way"), start);
            let n = i64::try_from(n).map_err(|_| too_large())?;
            let mut x = Dyadic::integer(if negative { -n } else { n });
            integer_only = !self.peek("/");
            if self.peek("/") {
                self.at += 1;
                let d = self.digits()?.ok_or_else(|| {
                    ParseError::at(format!("expected a denominator after '/', found {}", self.found()), self.at)
                })?;
                if d == 0 || !d.is_power_of_two() || d > 1 << 40 {
                    return Err(ParseError::at("a denominator must be a power of two", start));
                }
                x = Dyadic::new(x.num(), d.trailing_zeros());
            }
            // The integer part is what the arena builds one by one (`131071/131072` is small).
            if x.floor().abs() > MAX_NUMBER {
                return Err(too_large());
            }
            parts.push(Expr { kind: Kind::Number(x), at: start });
        } else if negative {
            return Err(ParseError::at(format!("expected a number after '-', found {}", self.found()), self.at));
        } else {
            integer_only = false;
        }
        let mut ups: i64 = 0;
        while let Some(c) = self.rest().chars().next() {
            let at = self.at;
            let unit: i64 = match c {
                '^' | '↑' | '⇑' => 1,
                'v' | '↓' | '⇓' => -1,
                _ => 0,
            };
            if unit != 0 && self.uptimal_follows(c) {
                parts.push(self.uptimal_part(c == 'v' || c == '↓')?);
                continue;
            }
            if unit != 0 {
                self.at += c.len_utf8();
                let mut k: u64 = if c == '⇑' || c == '⇓' { 2 } else { 1 };
                while self.rest().starts_with(c) {
                    self.at += c.len_utf8();
                    k += if c == '⇑' || c == '⇓' { 2 } else { 1 };
                }
                if let Some(n) = self.digits()? {
                    k = if c == '⇑' || c == '⇓' { n.saturating_mul(2) } else { n };
                }
                if k > MAX_MULTIPLE as u64 {
                    return Err(ParseError::at(format!("too many ups: at most {MAX_MULTIPLE}"), at));
                }
                ups += unit * k as i64;
                if ups.abs() > MAX_MULTIPLE {
                    return Err(ParseError::at(format!("too many ups: at most {MAX_MULTIPLE}"), at));
                }
            } else if c == '*' || c == '⋆' {
                // `3*^` and `3 * G` multiply; a star after ups or a form is a nimber.
                let direct = integer_only && ups == 0 && parts.len() == 1;
                if c == '*' && self.at > start && self.star_multiplies(direct) {
                    break;
                }
                self.at += c.len_utf8();
                let n = self.digits()?.unwrap_or(1);
                if n > MAX_MULTIPLE as u64 {
                    return Err(ParseError::at(format!("nimber too large: at most *{MAX_MULTIPLE}"), at));
                }
                parts.push(Expr { kind: Kind::Nimber(n as u32), at });
            } else {
                break;
            }
        }
        if ups != 0 {
            parts.push(Expr { kind: Kind::Ups(ups), at: start });
        }
        if self.at == start {
            return Err(ParseError::at(
                format!(
                    "expected a game (a number, *, ^, v, +-, Tiny, Miny, (...) or {{...}}), found {}",
                    self.found()
                ),
                start,
            ));
        }
        let mut parts = parts.into_iter();
        let first = parts.next().unwrap_or(Expr { kind: Kind::Number(Dyadic::ZERO), at: start });
        Ok(parts.fold(first, |acc, p| Expr { kind: Kind::Add(Box::new(acc), Box::new(p)), at: start }))
    }

    /// The byte of the brace closing the one at `open`.
    fn matching(&self, open: usize) -> Result<usize, ParseError> {
        let mut depth = 0;
        for (i, b) in self.text.bytes().enumerate().take(self.end).skip(open) {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(i);
                    }
                }
                _ => {}
            }
        }
        Err(ParseError::at("'{' is never closed", open))
    }

    /// `{L|R}` where the longest run of bars at the top level splits (`{a||b|c}` is
    /// `{a|{b|c}}`).
    fn braces(&mut self) -> Result<Expr, ParseError> {
        let open = self.at;
        let close = self.matching(open)?;
        let e = self.split(open + 1, close, open)?;
        self.at = close + 1;
        Ok(e)
    }

    /// The game written between `from` and `to` (exclusive) as the inside of braces.
    fn split(&mut self, from: usize, to: usize, at: usize) -> Result<Expr, ParseError> {
        let runs: Vec<(usize, usize)> = bars(&self.text[from..to]).collect();
        let longest = runs
            .iter()
            .map(|r| r.1)
            .max()
            .ok_or_else(|| ParseError::at("expected '|' inside braces: {left options | right options}", at))?;
        let &(bar, len) = runs.iter().find(|r| r.1 == longest).expect("a longest run");
        let mut sides: [Vec<Expr>; 2] = [Vec::new(), Vec::new()];
        for (f, t, side) in [(from, from + bar, Side::Left), (from + bar + len, to, Side::Right)] {
            if bars(&self.text[f..t]).next().is_some() {
                // `a|b` on one side of a longer run is a game of its own.
                sides[side as usize].push(self.split(f, t, f)?);
            } else if !self.text[f..t].trim().is_empty() {
                sides[side as usize] = self.options(f, t)?;
            }
        }
        let [l, r] = sides;
        Ok(Expr { kind: Kind::Braces(l, r), at })
    }

    /// Games separated by commas between `from` and `to`.
    fn options(&mut self, from: usize, to: usize) -> Result<Vec<Expr>, ParseError> {
        let mut sub = Reader { text: self.text, at: from, end: to, depth: self.depth };
        let mut list = Vec::new();
        loop {
            sub.skip_space();
            if sub.at >= to {
                let what = if list.is_empty() { "a game" } else { "a game after ','" };
                return Err(ParseError::at(format!("expected {what}, found {}", sub.found()), sub.at));
            }
            if sub.peek(",") {
                return Err(ParseError::at("expected a game before ','", sub.at));
            }
            list.push(sub.sum()?);
            sub.skip_space();
            if sub.at >= to {
                return Ok(list);
            }
            if !sub.eat(",") {
                return Err(ParseError::at(format!("expected ',' or '|', found {}", sub.found()), sub.at));
            }
        }
    }
}

/// The runs of bars at the top level of the inside of braces: (start, length).
fn bars(inner: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = inner.as_bytes();
    let mut depth = 0i32;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < bytes.len() {
            match bytes[i] {
                b'{' | b'(' => depth += 1,
                b'}' | b')' => depth -= 1,
                b'|' if depth == 0 => {
                    let len = bytes[i..].iter().take_while(|&&b| b == b'|').count();
                    let run = (i, len);
                    i += len;
                    return Some(run);
                }
                _ => {}
            }
            i += 1;
        }
        None
    })
}
