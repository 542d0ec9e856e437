//! Game values as objects: the functions behind `nimlab.Game` (python/nimlab/_game.py), each
//! on the process's one arena of canonical forms (`nimlab_api::forms`), a value named by its
//! index in it.
//!
//! The arena sits behind a `Mutex` so that every Python thread sees the same values; each call
//! waits for it and works with the GIL released, so a long sum in one thread does not stop the
//! others' Python code.

use std::sync::{LazyLock, Mutex, PoisonError};

use nimlab_api::forms::{Forms, Id};
use nimlab_api::Failure;
use pyo3::prelude::*;

use crate::{raise, to_py};

static FORMS: LazyLock<Mutex<Forms>> = LazyLock::new(|| Mutex::new(Forms::new()));

/// Runs `f` on the arena without the GIL. A panic inside the engine would leave the lock
/// poisoned; the arena is still whole (every memo is written after its value is complete), so
/// later calls go on using it.
fn with<R: Send>(py: Python<'_>, f: impl FnOnce(&mut Forms) -> Result<R, Failure> + Send) -> PyResult<R> {
    py.detach(|| f(&mut FORMS.lock().unwrap_or_else(PoisonError::into_inner))).map_err(|e| raise(py, e))
}

/// form_parse(text) -> id: a form in the short or braces notation, or `game:position`.
#[pyfunction]
fn form_parse(py: Python<'_>, text: &str) -> PyResult<Id> {
    with(py, |f| f.parse(text))
}

/// form_integer(n) -> id.
#[pyfunction]
fn form_integer(py: Python<'_>, n: i64) -> PyResult<Id> {
    with(py, |f| f.integer(n))
}

/// form_dyadic(num, exp) -> id: the number num / 2**exp.
#[pyfunction]
fn form_dyadic(py: Python<'_>, num: i64, exp: u32) -> PyResult<Id> {
    with(py, |f| f.dyadic(num, exp))
}

/// form_from_options(left, right) -> id: the canonical form of {left | right}.
#[pyfunction]
fn form_from_options(py: Python<'_>, left: Vec<Id>, right: Vec<Id>) -> PyResult<Id> {
    with(py, |f| f.from_options(&left, &right))
}

/// form_options(id) -> (left ids, right ids) of the canonical form.
#[pyfunction]
fn form_options(py: Python<'_>, id: Id) -> PyResult<(Vec<Id>, Vec<Id>)> {
    with(py, |f| Ok((f.left_options(id)?, f.right_options(id)?)))
}

#[pyfunction]
fn form_add(py: Python<'_>, a: Id, b: Id) -> PyResult<Id> {
    with(py, |f| f.add(a, b))
}

#[pyfunction]
fn form_sum(py: Python<'_>, parts: Vec<Id>) -> PyResult<Id> {
    with(py, |f| f.sum(&parts))
}

#[pyfunction]
fn form_neg(py: Python<'_>, a: Id) -> PyResult<Id> {
    with(py, |f| f.neg(a))
}

#[pyfunction]
fn form_sub(py: Python<'_>, a: Id, b: Id) -> PyResult<Id> {
    with(py, |f| f.sub(a, b))
}

/// form_times(a, n) -> n.a, the sum of n copies.
#[pyfunction]
fn form_times(py: Python<'_>, a: Id, n: i64) -> PyResult<Id> {
    with(py, |f| f.times(a, n))
}

/// form_compare(a, b) -> '>', '<', '=' or '||'.
#[pyfunction]
fn form_compare(py: Python<'_>, a: Id, b: Id) -> PyResult<&'static str> {
    with(py, |f| f.compare(a, b))
}

#[pyfunction]
fn form_leq(py: Python<'_>, a: Id, b: Id) -> PyResult<bool> {
    with(py, |f| f.leq(a, b))
}

/// form_outcome(id) -> 'L', 'R', 'P' or 'N'.
#[pyfunction]
fn form_outcome(py: Python<'_>, a: Id) -> PyResult<&'static str> {
    with(py, |f| f.outcome(a))
}

/// form_text(id) -> (short, braces).
#[pyfunction]
fn form_text(py: Python<'_>, a: Id) -> PyResult<(String, String)> {
    with(py, |f| Ok((f.short(a)?, f.braces(a)?)))
}

/// form_kind(id) -> (number as text or None, n of the nimber *n or None).
#[pyfunction]
fn form_kind(py: Python<'_>, a: Id) -> PyResult<(Option<String>, Option<u32>)> {
    with(py, |f| Ok((f.number(a)?, f.nimber(a)?)))
}

/// form_stops(id) -> (left stop, right stop, mean, temperature), numbers as text.
#[pyfunction]
fn form_stops(py: Python<'_>, a: Id) -> PyResult<(String, String, String, String)> {
    with(py, |f| {
        let [l, r, m, t] = f.stops(a)?;
        Ok((l, r, m, t))
    })
}

#[pyfunction]
fn form_thermograph(py: Python<'_>, a: Id) -> PyResult<Bound<'_, PyAny>> {
    let v = with(py, |f| f.thermograph(a))?;
    to_py(py, &v)
}

#[pyfunction]
fn form_birthday(py: Python<'_>, a: Id) -> PyResult<u32> {
    with(py, |f| f.birthday(a))
}

/// form_describe(id) -> dict: what `nimlab value EXPR --json` gives under `value`.
#[pyfunction]
fn form_describe(py: Python<'_>, a: Id) -> PyResult<Bound<'_, PyAny>> {
    let v = with(py, |f| f.describe(a))?;
    to_py(py, &v)
}

/// form_cool(id, t) -> id: cooled by the number `t` written as text.
#[pyfunction]
fn form_cool(py: Python<'_>, a: Id, t: &str) -> PyResult<Id> {
    with(py, |f| f.cool(a, t))
}

#[pyfunction]
fn form_heat(py: Python<'_>, a: Id, t: Id) -> PyResult<Id> {
    with(py, |f| f.heat(a, t))
}

#[pyfunction]
fn form_overheat(py: Python<'_>, a: Id, s: Id, t: Id) -> PyResult<Id> {
    with(py, |f| f.overheat(a, s, t))
}

/// form_atomic_weight(id) -> (id or None, why not or None).
#[pyfunction]
fn form_atomic_weight(py: Python<'_>, a: Id) -> PyResult<(Option<Id>, Option<String>)> {
    with(py, |f| {
        Ok(match f.atomic_weight(a)? {
            Ok(w) => (Some(w), None),
            Err(why) => (None, Some(why)),
        })
    })
}

#[pyfunction]
fn form_reduced(py: Python<'_>, a: Id) -> PyResult<Id> {
    with(py, |f| f.reduced(a))
}

/// form_count() -> how many forms the arena holds (it only grows).
#[pyfunction]
fn form_count(py: Python<'_>) -> PyResult<usize> {
    with(py, |f| Ok(f.len()))
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(form_parse, m)?)?;
    m.add_function(wrap_pyfunction!(form_integer, m)?)?;
    m.add_function(wrap_pyfunction!(form_dyadic, m)?)?;
    m.add_function(wrap_pyfunction!(form_from_options, m)?)?;
    m.add_function(wrap_pyfunction!(form_options, m)?)?;
    m.add_function(wrap_pyfunction!(form_add, m)?)?;
    m.add_function(wrap_pyfunction!(form_sum, m)?)?;
    m.add_function(wrap_pyfunction!(form_neg, m)?)?;
    m.add_function(wrap_pyfunction!(form_sub, m)?)?;
    m.add_function(wrap_pyfunction!(form_times, m)?)?;
    m.add_function(wrap_pyfunction!(form_compare, m)?)?;
    m.add_function(wrap_pyfunction!(form_leq, m)?)?;
    m.add_function(wrap_pyfunction!(form_outcome, m)?)?;
    m.add_function(wrap_pyfunction!(form_text, m)?)?;
    m.add_function(wrap_pyfunction!(form_kind, m)?)?;
    m.add_function(wrap_pyfunction!(form_stops, m)?)?;
    m.add_function(wrap_pyfunction!(form_thermograph, m)?)?;
    m.add_function(wrap_pyfunction!(form_birthday, m)?)?;
    m.add_function(wrap_pyfunction!(form_describe, m)?)?;
    m.add_function(wrap_pyfunction!(form_cool, m)?)?;
    m.add_function(wrap_pyfunction!(form_heat, m)?)?;
    m.add_function(wrap_pyfunction!(form_overheat, m)?)?;
    m.add_function(wrap_pyfunction!(form_atomic_weight, m)?)?;
    m.add_function(wrap_pyfunction!(form_reduced, m)?)?;
    m.add_function(wrap_pyfunction!(form_count, m)?)?;
    Ok(())
}
