//! nimlab as a JavaScript module: the functions of `nimlab-api` exported through wasm-bindgen,
//! giving the same fields as `nimlab ... --json` as plain JavaScript objects.
//!
//! `make js` builds it into `target/js-pkg`, the folder `npm pack` turns into the `nimlab`
//! package (crates/js/README.md). A failure is thrown as an `Error` whose message is what the
//! CLI prints after `nimlab: `, with an `offset` property (the 0-based character of the
//! malformed text) when the text was malformed there.

use api::engine::table::TableParams;
use api::Failure;
use js_sys::{Object, Reflect, Uint16Array, Uint32Array, Uint8Array};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use nimlab_api as api;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A move of a solution (`nimlab solve ... --json`). */
export interface Move {
  move: string;
  to: string;
  outcome: "P" | "N" | "draw" | "L" | "R";
  grundy: number | null;
  remoteness: number | null;
  winning: boolean;
  /** For the player making the move: "win", "loss", "draw", "Left wins" or "Right wins". */
  value: string;
  /** Partizan games only. */
  side?: "left" | "right";
  canonical?: string;
  braces?: string;
  [key: string]: unknown;
}

/** The solution of a position: the fields of `nimlab solve GAME POSITION --json`. */
export interface Solution {
  game: string;
  /** The position in canonical notation. */
  position: string;
  misere: boolean;
  outcome: "P" | "N" | "draw" | "L" | "R";
  grundy: number | null;
  remoteness: number | null;
  /** For the player to move: "win", "loss", "draw", "Left wins" or "Right wins". */
  value: string;
  moves: Move[];
  working: unknown;
  note?: string | null;
  /** Partizan games only (CGSuite's short notation, braces, dyadic rationals as text). */
  canonical?: string;
  braces?: string;
  temperature?: string;
  mean?: string;
  left_stop?: string;
  right_stop?: string;
  [key: string]: unknown;
}

/** g(0..=to) of a heap game in the smallest typed array that holds them, with the period. */
export interface Sequence {
  game: string;
  values: Uint8Array | Uint16Array | Uint32Array;
  /** The first index from which the period holds, or null when none was seen. */
  preperiod: number | null;
  /** The smallest period seen, or null. */
  period: number | null;
  /** Whether a theorem (for octal games the octal periodicity theorem) proves the period. */
  proved: boolean;
  /** A sentence explaining `proved`. */
  reason: string;
}

/** Which sizes a table is asked for; which apply depends on the game, each has defaults. */
export interface TableParams {
  size?: number;
  rows?: number;
  cols?: number;
}

/** A table of integers (or blanks): the fields of `nimlab table GAME --json`. */
export interface Table {
  game: string;
  title: string;
  row_label: string;
  col_label: string;
  legend: string;
  [key: string]: unknown;
}

/** A catalogue entry: the fields of `nimlab games --json`. */
export interface GameEntry {
  id: string;
  name: string;
  example_game: string;
  example_position: string;
  summary: string;
}

/** The fields of `nimlab compare G H --json`. */
export interface Comparison {
  relation: ">" | "<" | "=" | "||";
  difference: string;
  difference_outcome: string;
  why: string;
  [key: string]: unknown;
}

/** The fields of `nimlab quotient GAME --heaps N --json`. */
export interface Quotient {
  [key: string]: unknown;
}

/** How `value` transforms the value: at most one of these (`nimlab value`'s options). */
export interface ValueOptions {
  /** Cool by a number, e.g. 1 or "3/4". */
  cool?: number | string;
  /** Heat by a game, e.g. 1 or "1*". */
  heat?: number | string;
  /** Overheat from s to t: ["1", "1*"] or "1,1*". */
  overheat?: string | [number | string, number | string];
}

/** The fields of `nimlab value EXPR --json`: `expr`, `value` (the canonical form, stops,
 * temperature, `theory` with atomic weight, reduced form, birthday, incentives) and
 * `transformed` (`op`, `by`, `form`) or null. */
export interface ValueReport {
  expr: string;
  value: { canonical: string; braces: string; theory: { [key: string]: unknown }; [key: string]: unknown };
  transformed: { op: "cool" | "heat" | "overheat"; by: string; form: string } | null;
  [key: string]: unknown;
}

/** What every function throws on bad input: the CLI's message without `nimlab: `. */
export interface NimlabError extends Error {
  /** The 0-based character of the malformed text, when the text was malformed there. */
  offset?: number;
}
"#;

/// The thrown `Error`: the message, and `offset` only when the failure names a character.
fn thrown(f: Failure) -> JsValue {
    let e = js_sys::Error::new(&f.message);
    if let Some(at) = f.offset {
        // Setting a property on a fresh Error cannot fail.
        let _ = Reflect::set(&e, &JsValue::from_str("offset"), &JsValue::from(at as f64));
    }
    e.into()
}

/// A JSON value as JavaScript: objects become plain objects (not Maps), as `JSON.parse` gives.
fn plain(v: &serde_json::Value) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(JsValue::from)
}

/// A count from JavaScript, where a number may be negative, fractional or NaN.
fn whole(what: &str, n: f64) -> Result<usize, JsValue> {
    if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= u32::MAX as f64 {
        Ok(n as usize)
    } else {
        Err(thrown(Failure::new(format!("{what}: expected a whole number, not {n}"))))
    }
}

/// Solves a position: `nimlab solve GAME POSITION [--misere] --json`.
#[wasm_bindgen(unchecked_return_type = "Solution")]
pub fn solve(game: &str, position: &str, misere: Option<bool>) -> Result<JsValue, JsValue> {
    plain(&api::solve(game, position, misere.unwrap_or(false)).map_err(thrown)?)
}

/// The values g(0..=to) of a heap game with their period: `nimlab sequence GAME --to N`.
/// The values come as the smallest typed array that holds them (as `--format bin` writes them).
#[wasm_bindgen(unchecked_return_type = "Sequence")]
pub fn sequence(game: &str, to: f64) -> Result<JsValue, JsValue> {
    let to = whole("to", to)?;
    let report = api::sequence_report(game, to, &mut || false).map_err(thrown)?;
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

/// The sizes of a table as JavaScript passes them (every one optional).
#[derive(Deserialize, Default)]
struct Sizes {
    size: Option<f64>,
    rows: Option<f64>,
    cols: Option<f64>,
}

/// A game's table: `nimlab table GAME [--size N] [--rows N] [--cols M] --json`.
#[wasm_bindgen(unchecked_return_type = "Table")]
pub fn table(
    game: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "TableParams")] params: Option<JsValue>,
) -> Result<JsValue, JsValue> {
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
    let count = |what: &str, n: Option<f64>| n.map(|n| whole(what, n)).transpose();
    let params = TableParams {
        size: count("size", sizes.size)?,
        rows: count("rows", sizes.rows)?,
        cols: count("cols", sizes.cols)?,
    };
    plain(&api::table(game, &params).map_err(thrown)?)
}

/// The catalogue: `nimlab games --json`.
#[wasm_bindgen(unchecked_return_type = "GameEntry[]")]
pub fn games() -> Result<JsValue, JsValue> {
    plain(&api::games())
}

/// Compares two positions (partizan values; an impartial part counts as its nimber):
/// `nimlab compare G H --json`.
#[wasm_bindgen(unchecked_return_type = "Comparison")]
pub fn compare(first: &str, second: &str) -> Result<JsValue, JsValue> {
    plain(&api::compare(first, second).map_err(thrown)?)
}

/// The misère quotient of a heap game up to `heaps`: `nimlab quotient GAME --heaps N --json`.
#[wasm_bindgen(unchecked_return_type = "Quotient")]
pub fn quotient(game: &str, heaps: f64) -> Result<JsValue, JsValue> {
    let heaps = whole("heaps", heaps)?;
    plain(&api::quotient(game, heaps).map_err(thrown)?)
}

/// A value with its theory, cooled, heated or overheated as `options` asks:
/// `nimlab value EXPR [--cool T | --heat T | --overheat S,T] --json`.
#[wasm_bindgen(unchecked_return_type = "ValueReport")]
pub fn value(
    expr: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "ValueOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsValue> {
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
    let transform =
        api::Transform::from_options(cool.as_deref(), heat.as_deref(), overheat.as_deref()).map_err(thrown)?;
    plain(&api::value(expr, &transform).map_err(thrown)?)
}
