//! Game values as objects: the functions behind `Game` (npm/game.js), on the thread's arena of
//! canonical forms (`nimlab_api::forms`), a value named by its index in it. A page's main
//! thread and each worker have their own arena, as each has its own wasm instance.

use std::cell::RefCell;

use nimlab_api::forms::{Forms, Id, MAX_INTEGER};
use nimlab_api::Failure;
use serde_json::json;
use wasm_bindgen::prelude::*;

use crate::{plain, thrown};

thread_local! {
    static FORMS: RefCell<Forms> = RefCell::new(Forms::new());
}

fn with<R>(f: impl FnOnce(&mut Forms) -> Result<R, Failure>) -> Result<R, JsValue> {
    FORMS.with(|forms| f(&mut forms.borrow_mut())).map_err(thrown)
}

/// A form in the short or braces notation, or `game:position`.
#[wasm_bindgen]
pub fn form_parse(text: &str) -> Result<Id, JsValue> {
    with(|f| f.parse(text))
}

/// The integer `n` (a JavaScript number, so checked to be whole here).
#[wasm_bindgen]
pub fn form_integer(n: f64) -> Result<Id, JsValue> {
    if n.fract() != 0.0 || n.abs() > MAX_INTEGER as f64 {
        return Err(thrown(Failure::new(format!("{n} is not an integer a game can be: at most 2^40 either way"))));
    }
    with(|f| f.integer(n as i64))
}

/// The number num / 2^exp.
#[wasm_bindgen]
pub fn form_dyadic(num: f64, exp: u32) -> Result<Id, JsValue> {
    if num.fract() != 0.0 || num.abs() > (MAX_INTEGER as f64) * 1048576.0 {
        return Err(thrown(Failure::new(format!("{num}/2^{exp} is not a number a game can be"))));
    }
    with(|f| f.dyadic(num as i64, exp))
}

#[wasm_bindgen]
pub fn form_from_options(left: Vec<Id>, right: Vec<Id>) -> Result<Id, JsValue> {
    with(|f| f.from_options(&left, &right))
}

/// `{ left, right }`: the options' ids.
#[wasm_bindgen]
pub fn form_options(a: Id) -> Result<JsValue, JsValue> {
    let (l, r) = with(|f| Ok((f.left_options(a)?, f.right_options(a)?)))?;
    plain(&json!({ "left": l, "right": r }))
}

#[wasm_bindgen]
pub fn form_add(a: Id, b: Id) -> Result<Id, JsValue> {
    with(|f| f.add(a, b))
}

#[wasm_bindgen]
pub fn form_sum(parts: Vec<Id>) -> Result<Id, JsValue> {
    with(|f| f.sum(&parts))
}

#[wasm_bindgen]
pub fn form_neg(a: Id) -> Result<Id, JsValue> {
    with(|f| f.neg(a))
}

#[wasm_bindgen]
pub fn form_sub(a: Id, b: Id) -> Result<Id, JsValue> {
    with(|f| f.sub(a, b))
}

/// n.a, the sum of n copies (n is checked to be a safe integer by the caller).
#[wasm_bindgen]
pub fn form_times(a: Id, n: f64) -> Result<Id, JsValue> {
    with(|f| f.times(a, n as i64))
}

/// `>`, `<`, `=` or `||`.
#[wasm_bindgen]
pub fn form_compare(a: Id, b: Id) -> Result<String, JsValue> {
    with(|f| f.compare(a, b).map(String::from))
}

#[wasm_bindgen]
pub fn form_leq(a: Id, b: Id) -> Result<bool, JsValue> {
    with(|f| f.leq(a, b))
}

/// `L`, `R`, `P` or `N`.
#[wasm_bindgen]
pub fn form_outcome(a: Id) -> Result<String, JsValue> {
    with(|f| f.outcome(a).map(String::from))
}

#[wasm_bindgen]
pub fn form_short(a: Id) -> Result<String, JsValue> {
    with(|f| f.short(a))
}

#[wasm_bindgen]
pub fn form_braces(a: Id) -> Result<String, JsValue> {
    with(|f| f.braces(a))
}

/// `{ number, nimber }`: the number (as text) or the n of *n this value is, else null.
#[wasm_bindgen]
pub fn form_kind(a: Id) -> Result<JsValue, JsValue> {
    let (number, nimber) = with(|f| Ok((f.number(a)?, f.nimber(a)?)))?;
    plain(&json!({ "number": number, "nimber": nimber }))
}

/// `[left stop, right stop, mean, temperature]`, numbers as text.
#[wasm_bindgen]
pub fn form_stops(a: Id) -> Result<JsValue, JsValue> {
    let stops = with(|f| f.stops(a))?;
    plain(&json!(stops))
}

#[wasm_bindgen]
pub fn form_thermograph(a: Id) -> Result<JsValue, JsValue> {
    plain(&with(|f| f.thermograph(a))?)
}

#[wasm_bindgen]
pub fn form_birthday(a: Id) -> Result<u32, JsValue> {
    with(|f| f.birthday(a))
}

/// What `nimlab value EXPR --json` gives under `value`.
#[wasm_bindgen]
pub fn form_describe(a: Id) -> Result<JsValue, JsValue> {
    plain(&with(|f| f.describe(a))?)
}

#[wasm_bindgen]
pub fn form_cool(a: Id, t: &str) -> Result<Id, JsValue> {
    with(|f| f.cool(a, t))
}

#[wasm_bindgen]
pub fn form_heat(a: Id, t: Id) -> Result<Id, JsValue> {
    with(|f| f.heat(a, t))
}

#[wasm_bindgen]
pub fn form_overheat(a: Id, s: Id, t: Id) -> Result<Id, JsValue> {
    with(|f| f.overheat(a, s, t))
}

/// `{ weight, why }`: the atomic weight's id, or null and why there is none.
#[wasm_bindgen]
pub fn form_atomic_weight(a: Id) -> Result<JsValue, JsValue> {
    let w = with(|f| f.atomic_weight(a))?;
    plain(&match w {
        Ok(id) => json!({ "weight": id, "why": null }),
        Err(why) => json!({ "weight": null, "why": why }),
    })
}

#[wasm_bindgen]
pub fn form_reduced(a: Id) -> Result<Id, JsValue> {
    with(|f| f.reduced(a))
}

/// How many forms the arena holds (it only grows).
#[wasm_bindgen]
pub fn form_count() -> usize {
    FORMS.with(|forms| forms.borrow().len())
}
