//! nimlab as a JavaScript module: the functions of `nimlab-api` exported through wasm-bindgen,
//! giving the same fields as `nimlab ... --json` as plain JavaScript objects.
//!
//! `make js` builds it into `target/js-pkg`, the folder `npm pack` turns into the `nimlab`
//! package (crates/js/README.md). A failure is thrown as an `Error` whose message is what the
//! CLI prints after `nimlab: `, with an `offset` property (the 0-based character of the
//! malformed text) when the text was malformed there; a count out of range as a `RangeError`.
//!
//! Users import the package's `index.js` (`npm/index.js`), which checks every argument's type
//! and range before it reaches these functions, and whose `index.d.ts` declares their results.
//! The checks of counts here keep a direct caller of the generated module from a wrong answer;
//! a sequence's limit, which only the game knows, is checked only here.

use api::engine::table::TableParams;
use api::{Failure, Front};
use js_sys::{Function, Object, Reflect, Uint16Array, Uint32Array, Uint8Array};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use nimlab_api as api;

mod forms;

/// The thrown `Error`: the message, and `offset` only when the failure names a character.
fn thrown(f: Failure) -> JsValue {
    let e = js_sys::Error::new(&f.message);
    if let Some(at) = f.offset {
        // Setting a property on a fresh Error cannot fail.
        let _ = Reflect::set(&e, &JsValue::from_str("offset"), &JsValue::from(at as f64));
    }
    e.into()
}

/// A JSON value as JavaScript: objects become plain objects (not Maps), as `JSON.parse` gives;
/// a whole number past `Number.MAX_SAFE_INTEGER` (a Nim heap of up to 2^64 - 1) a `BigInt`,
/// which holds it exactly where a number would round it.
fn plain(v: &serde_json::Value) -> Result<JsValue, JsValue> {
    Exact(v).serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(JsValue::from)
}

/// A JSON value serialised with its large whole numbers as 128-bit integers, which
/// serde-wasm-bindgen writes as BigInts (it refuses a u64 past 2^53 written as a number).
struct Exact<'a>(&'a serde_json::Value);

impl Serialize for Exact<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde_json::Value;
        match self.0 {
            Value::Number(n) => match (n.as_u64(), n.as_i64()) {
                (Some(u), _) if u > SAFE_INTEGER => s.serialize_u128(u.into()),
                (_, Some(i)) if i < -(SAFE_INTEGER as i64) => s.serialize_i128(i.into()),
                _ => n.serialize(s),
            },
            Value::Array(items) => s.collect_seq(items.iter().map(Exact)),
            Value::Object(map) => s.collect_map(map.iter().map(|(k, v)| (k, Exact(v)))),
            other => other.serialize(s),
        }
    }
}

/// The largest whole number a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
const SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A count from JavaScript, where a number may be negative, fractional, NaN or past `max`.
fn whole(what: &str, n: f64, max: u64) -> Result<u64, JsValue> {
    if !(n.is_finite() && n >= 0.0 && n.fract() == 0.0) {
        return Err(js_sys::RangeError::new(&format!("{what}: expected a whole number, not {n}")).into());
    }
    if n > max as f64 {
        return Err(js_sys::RangeError::new(&format!("{what}: {n} is too large: at most {max}")).into());
    }
    Ok(n as u64)
}

/// A count that the engine bounds itself (with a message naming the game's own limit).
fn count(what: &str, n: f64) -> Result<usize, JsValue> {
    // u32: usize is 32 bits on wasm32.
    Ok(whole(what, n, u32::MAX as u64)? as usize)
}

/// Calls a caller's `onProgress(done, total)` from long work. The wasm runs synchronously, so
/// the callback runs inline, on the caller's stack: what it throws stops the work and is
/// thrown to the caller in place of the result.
struct Progress {
    callback: Option<Function>,
    thrown: Option<JsValue>,
}

impl Progress {
    fn new(callback: Option<Function>) -> Self {
        Progress { callback, thrown: None }
    }

    /// False once the callback has thrown (it is not called again).
    fn report(&mut self, done: usize, total: usize) -> bool {
        if self.thrown.is_some() {
            return false;
        }
        if let Some(f) = &self.callback {
            if let Err(e) = f.call2(&JsValue::NULL, &JsValue::from(done as f64), &JsValue::from(total as f64)) {
                self.thrown = Some(e);
                return false;
            }
        }
        true
    }

    /// What the callback threw, else the failure as [`thrown`] makes it.
    fn error(self, f: Failure) -> JsValue {
        self.thrown.unwrap_or_else(|| thrown(f))
    }
}

/// Solves a position: `nimlab solve GAME POSITION [--misere] --json`. A partizan search calls
/// `on_progress(valued, most)` every thousand positions or so.
#[wasm_bindgen]
pub fn solve(
    game: &str,
    position: &str,
    misere: Option<bool>,
    on_progress: Option<Function>,
) -> Result<JsValue, JsValue> {
    // Shared with the search's report, which the engine keeps for the whole request.
    let progress = std::rc::Rc::new(std::cell::RefCell::new(Progress::new(on_progress)));
    let report = std::rc::Rc::clone(&progress);
    let v = api::solve_with_progress(game, position, misere.unwrap_or(false), move |done, total| {
        report.borrow_mut().report(done, total)
    });
    let thrown_by_callback = progress.borrow_mut().thrown.take();
    match (v, thrown_by_callback) {
        (_, Some(e)) => Err(e),
        (Ok(v), None) => plain(&v),
        (Err(f), None) => Err(thrown(f)),
    }
}

/// The values g(0..=to) of a heap game with their period: `nimlab sequence GAME --to N`.
/// The values come as the smallest typed array that holds them (as `--format bin` writes them).
/// `on_progress(known, to + 1)` is called after each step of [`api::SEQUENCE_STEP`] units of work.
#[wasm_bindgen]
pub fn sequence(game: &str, to: f64, on_progress: Option<Function>) -> Result<JsValue, JsValue> {
    let to = whole("to", to, SAFE_INTEGER)?;
    // The game's own limit, as the RangeError every count past its limit is (README: Errors);
    // an unknown game or one without a sequence is left to the engine's message.
    if let Ok(g) = api::engine::games::lookup(game) {
        let limit = g.cli_sequence_limit();
        if to > limit as u64 && g.sequence().is_some() {
            let id = g.id();
            return Err(js_sys::RangeError::new(&format!("to: {to} is too large for {id}: at most {limit}")).into());
        }
    }
    // Within the game's limit here, or the engine refuses the game before it reads `to`
    // (usize is 32 bits on wasm32).
    let to = usize::try_from(to).unwrap_or(usize::MAX);
    let mut progress = Progress::new(on_progress);
    let report =
        api::sequence_report_with_progress(Front::Js, game, to, &mut |done, total| progress.report(done, total));
    let report = report.map_err(|f| progress.error(f))?;
    let values: JsValue = match api::value_width(&report.values) {
        1 => Uint8Array::from(&report.values.iter().map(|&v| v as u8).collect::<Vec<_>>()[..]).into(),
        2 => Uint16Array::from(&report.values.iter().map(|&v| v as u16).collect::<Vec<_>>()[..]).into(),
        _ => Uint32Array::from(&report.values[..]).into(),
    };
    let opt = |n: Option<usize>| n.map_or(JsValue::NULL, |n| JsValue::from(n as f64));
    let out = Object::new();
    for (key, value) in [
        ("game", JsValue::from_str(&report.game)),
        ("values", values),
        ("preperiod", opt(report.preperiod)),
        ("period", opt(report.period)),
        ("proved", JsValue::from_bool(report.proved)),
        ("reason", JsValue::from_str(&report.reason)),
    ] {
        Reflect::set(&out, &JsValue::from_str(key), &value)?;
    }
    Ok(out.into())
}

/// Who wins a partizan position by the outcome search, which needs no canonical form:
/// `nimlab solve GAME POSITION --outcome [--side L|R] [--nodes N] [--seconds S] [--all-moves]
/// --json` (`side` undefined: both sides). `on_progress(searched, most)` is called every 16,384
/// positions or so (both sides' positions counted together); returning `false` stops the
/// search, which returns what it proved (`stopped` is "interrupted"); what it throws is thrown.
#[wasm_bindgen(js_name = searchOutcome)]
pub fn search_outcome(
    game: &str,
    position: &str,
    side: Option<String>,
    nodes: Option<f64>,
    seconds: Option<f64>,
    all_moves: Option<bool>,
    on_progress: Option<Function>,
) -> Result<JsValue, JsValue> {
    use api::engine::vocab::Side;
    let side = match side.as_deref() {
        None => None,
        Some(s) => Some(Side::parse(s).ok_or_else(|| {
            JsValue::from(js_sys::RangeError::new(&format!("side: expected 'L', 'R' or 'both', not '{s}'")))
        })?),
    };
    let nodes = nodes.map(|n| whole("nodes", n, SAFE_INTEGER)).transpose()?;
    let searches = if side.is_some() { 1 } else { 2 };
    let most = nodes.unwrap_or_else(api::default_outcome_nodes).saturating_mul(searches);
    let mut thrown_by_callback = None;
    // Left's positions, counted before Right's search when both are searched.
    let mut left_seen = 0u64;
    let v = api::search_outcome_json(
        Front::Js,
        game,
        position,
        side,
        nodes,
        seconds,
        all_moves.unwrap_or(false),
        &mut |r| {
            if thrown_by_callback.is_some() {
                return false;
            }
            if side.is_none() && r.to_move == Side::Left {
                left_seen = r.nodes;
            }
            let done = if side.is_none() && r.to_move == Side::Right { left_seen + r.nodes } else { r.nodes };
            let Some(f) = &on_progress else { return true };
            match f.call2(&JsValue::NULL, &JsValue::from(done as f64), &JsValue::from(most as f64)) {
                Ok(go) => go.as_bool() != Some(false),
                Err(e) => {
                    thrown_by_callback = Some(e);
                    false
                }
            }
        },
    );
    match (v, thrown_by_callback) {
        (_, Some(e)) => Err(e),
        (Ok(v), None) => plain(&v),
        (Err(f), None) => Err(thrown(f)),
    }
}

/// The sizes of a table as JavaScript passes them (every one optional).
#[derive(Deserialize, Default)]
struct Sizes {
    size: Option<f64>,
    rows: Option<f64>,
    cols: Option<f64>,
}

/// A game's table: `nimlab table GAME [--size N] [--rows N] [--cols M] --json`.
/// `on_progress(done, total)` is called as the game's table reports it; a table cannot stop
/// half-way, so what the callback throws is thrown once the table is done.
#[wasm_bindgen]
pub fn table(game: &str, params: Option<JsValue>, on_progress: Option<Function>) -> Result<JsValue, JsValue> {
    let sizes: Sizes = match params {
        Some(p) if !p.is_null() && !p.is_undefined() => {
            let bad = |why: String| thrown(Failure::new(format!("table sizes: {why}")));
            if !p.is_object() {
                return Err(bad("expected an object such as { size: 10 }".into()));
            }
            // A misspelt key would otherwise be ignored and the table drawn at its default size.
            for key in Object::keys(p.unchecked_ref::<Object>()).iter() {
                let key = key.as_string().unwrap_or_default();
                if !matches!(key.as_str(), "size" | "rows" | "cols") {
                    return Err(bad(format!("unknown key '{key}': expected size, rows or cols")));
                }
            }
            serde_wasm_bindgen::from_value(p).map_err(|e| bad(e.to_string()))?
        }
        _ => Sizes::default(),
    };
    let size = |what: &str, n: Option<f64>| n.map(|n| count(what, n)).transpose();
    let params = TableParams {
        size: size("size", sizes.size)?,
        rows: size("rows", sizes.rows)?,
        cols: size("cols", sizes.cols)?,
    };
    let mut progress = Progress::new(on_progress);
    let v = api::table_json(game, &params, &mut |done, total| {
        progress.report(done, total);
    });
    if let Some(e) = progress.thrown {
        return Err(e);
    }
    plain(&v.map_err(thrown)?)
}

/// The catalogue: `nimlab games --json`.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsValue> {
    plain(&api::games())
}

/// Compares two positions (partizan values; an impartial part counts as its nimber):
/// `nimlab compare G H --json`.
#[wasm_bindgen]
pub fn compare(first: &str, second: &str) -> Result<JsValue, JsValue> {
    plain(&api::compare(first, second).map_err(thrown)?)
}

/// A game that need not end (`on + off`, `a{0|{a|*}}`, `{0|pass}`) or two compared
/// (`over > 0`): `nimlab value EXPR --json` for a loopy text, read by the loopy reader
/// whatever the text (a short form is a stopper too).
#[wasm_bindgen(js_name = loopyValue)]
pub fn loopy_value(expr: &str) -> Result<JsValue, JsValue> {
    plain(&api::loopy_value(expr).map_err(thrown)?)
}

/// A loopy game's value sequence (Wind-up's clock) to place `to` or its last place, each value
/// a nimber or ∞(K): `nimlab sequence GAME --to N --json` for such a game.
#[wasm_bindgen(js_name = loopySequence)]
pub fn loopy_sequence(game: &str, to: f64) -> Result<JsValue, JsValue> {
    let to = whole("to", to, SAFE_INTEGER)?;
    let to = usize::try_from(to).unwrap_or(usize::MAX);
    plain(&api::loopy_sequence_json(Front::Js, game, to).map_err(thrown)?)
}

/// The misère quotient of a heap game up to `heaps`: `nimlab quotient GAME --heaps N --json`.
/// `on_progress(heap, heaps)` is called after each heap.
#[wasm_bindgen]
pub fn quotient(game: &str, heaps: f64, on_progress: Option<Function>) -> Result<JsValue, JsValue> {
    let heaps = count("heaps", heaps)?;
    let mut progress = Progress::new(on_progress);
    let v = api::quotient_json(game, heaps, &mut |h, n| progress.report(h, n));
    plain(&v.map_err(|f| progress.error(f))?)
}

/// The engine's period finder on values computed elsewhere (a ruleset written in JavaScript,
/// `npm/rulesets.js`): `{ preperiod, period, reason }`, apparent only.
#[wasm_bindgen(js_name = apparentPeriod)]
pub fn apparent_period(values: Vec<u32>) -> Result<JsValue, JsValue> {
    let (preperiod, period, reason) = api::apparent_period(&values);
    plain(&serde_json::json!({ "preperiod": preperiod, "period": period, "reason": reason }))
}

/// A value with its theory, cooled, heated or overheated as `options` asks:
/// `nimlab value EXPR [--cool T | --heat T | --overheat S,T] --json`.
#[wasm_bindgen]
pub fn value(expr: &str, options: Option<JsValue>) -> Result<JsValue, JsValue> {
    let bad = |why: String| thrown(Failure::new(format!("value options: {why}")));
    let (mut cool, mut heat, mut overheat) = (None, None, None);
    if let Some(o) = options.filter(|o| !o.is_null() && !o.is_undefined()) {
        if !o.is_object() {
            return Err(bad("expected an object such as { cool: 1 }".into()));
        }
        for key in Object::keys(o.unchecked_ref::<Object>()).iter() {
            let key = key.as_string().unwrap_or_default();
            let v = Reflect::get(&o, &JsValue::from_str(&key)).unwrap_or(JsValue::UNDEFINED);
            // A number or a text, as the CLI takes it; overheat's pair joined by a comma.
            let text = |v: &JsValue| v.as_string().or_else(|| v.as_f64().map(|x| x.to_string()));
            let read = if let (true, "overheat") = (js_sys::Array::is_array(&v), key.as_str()) {
                let pair = js_sys::Array::from(&v);
                match (pair.length(), text(&pair.get(0)), text(&pair.get(1))) {
                    (2, Some(s), Some(t)) => Some(format!("{s},{t}")),
                    _ => return Err(bad("overheat needs two games [s, t]".into())),
                }
            } else {
                text(&v)
            };
            let read = read.ok_or_else(|| bad(format!("{key} must be a number or a text")))?;
            match key.as_str() {
                "cool" => cool = Some(read),
                "heat" => heat = Some(read),
                "overheat" => overheat = Some(read),
                _ => return Err(bad(format!("unknown key '{key}': expected cool, heat or overheat"))),
            }
        }
    }
    let transform = api::Transform::from_options(Front::Js, cool.as_deref(), heat.as_deref(), overheat.as_deref())
        .map_err(thrown)?;
    plain(&api::value(Front::Js, expr, &transform).map_err(thrown)?)
}
