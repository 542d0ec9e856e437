//! `nimlab._nimlab`: the Rust half of the Python package `nimlab` (python/nimlab/ is the other
//! half: typed results, NumPy arrays, the SVG drawing).
//!
//! Every function calls crates/api, so Python gets the fields `nimlab ... --json` prints. The
//! work runs with the GIL released; long work (sequences, quotients) asks Python now and then
//! whether Ctrl-C was pressed and stops with KeyboardInterrupt.

use nimlab_api::engine::table::TableParams;
use nimlab_api::{Failure, Front};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyDict, PyList, PyString, PyTuple};
use serde_json::Value;
use std::sync::{Arc, Mutex};

mod forms;

create_exception!(
    nimlab,
    NimlabError,
    PyValueError,
    "Bad input: the message the CLI prints after `nimlab: `; `offset` is the 0-based character of the malformed text, or None."
);

/// A failure as `NimlabError(message)` with its `offset`, the message on one line: text from
/// the input that holds line breaks or other control characters is quoted in it, and these are
/// written as Python escapes (`\n`), so a traceback's last line says it all.
fn raise(py: Python<'_>, f: Failure) -> PyErr {
    let err = NimlabError::new_err(one_line(&f.message));
    if let Err(e) = err.value(py).setattr("offset", f.offset) {
        return e;
    }
    err
}

/// `text` with its control characters written as Python writes them in a string's repr.
fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() && (c as u32) < 0x100 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// A JSON value as Python objects, walked here rather than printed and read again with
/// `json.loads`: one pass, no text in between, and objects keep the contract's key order
/// (serde_json's `preserve_order`), as `pythonize` would too, at the cost of one more dependency
/// tied to a pyo3 version.
fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for x in items {
                list.append(to_py(py, x)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, x) in map {
                dict.set_item(k, to_py(py, x)?)?;
            }
            dict.into_any()
        }
    })
}

/// Asks Python whether a signal (Ctrl-C) is pending, from work running without the GIL.
///
/// Python runs signal handlers on the main thread only, so other threads never ask: taking
/// the GIL there would only wait for whoever holds it.
///
/// It also calls the caller's `progress(done, total)`, if any, with the GIL: an exception
/// raised there stops the work as Ctrl-C does and is raised in its place.
struct Signals {
    on_main_thread: bool,
    raised: Option<PyErr>,
    progress: Option<Py<PyAny>>,
}

impl Signals {
    fn with_progress(py: Python<'_>, progress: Option<Bound<'_, PyAny>>) -> PyResult<Self> {
        let threading = py.import("threading")?;
        let main = threading.call_method0("main_thread")?.getattr("ident")?;
        let current = threading.call_method0("get_ident")?;
        let progress = progress.filter(|p| !p.is_none()).map(Bound::unbind);
        Ok(Signals { on_main_thread: main.eq(current)?, raised: None, progress })
    }

    /// True when the work must stop; the handler's exception (KeyboardInterrupt) is kept.
    fn interrupted(&mut self) -> bool {
        if !self.on_main_thread || self.raised.is_some() {
            return self.raised.is_some();
        }
        if let Err(e) = Python::attach(|py| py.check_signals()) {
            self.raised = Some(e);
        }
        self.raised.is_some()
    }

    /// Reports `done` of `total` to the progress callback and asks for Ctrl-C; false when the
    /// work must stop.
    fn report(&mut self, done: usize, total: usize) -> bool {
        if self.raised.is_some() {
            return false;
        }
        if let Some(callback) = &self.progress {
            if let Err(e) = Python::attach(|py| callback.call1(py, (done, total)).map(drop)) {
                self.raised = Some(e);
                return false;
            }
        }
        !self.interrupted()
    }

    /// [`Signals::report`] for work that can stop and keep what it has: the callback returning
    /// False stops it too.
    fn keep_going(&mut self, done: u64, total: u64) -> bool {
        if self.raised.is_some() {
            return false;
        }
        if let Some(callback) = &self.progress {
            match Python::attach(|py| callback.call1(py, (done, total)).map(|r| r.extract::<bool>(py).ok())) {
                Err(e) => {
                    self.raised = Some(e);
                    return false;
                }
                Ok(Some(false)) => return false,
                Ok(_) => {}
            }
        }
        !self.interrupted()
    }

    /// The handler's exception if it stopped the work, else the failure.
    fn error(self, py: Python<'_>, f: Failure) -> PyErr {
        self.raised.unwrap_or_else(|| raise(py, f))
    }
}

/// solve(game, position, misere=False, progress=None) -> dict: `nimlab solve GAME POSITION
/// --json`; a partizan search calls `progress(valued, most)` every thousand positions or so.
#[pyfunction]
#[pyo3(signature = (game, position, misere = false, progress = None))]
fn solve<'py>(
    py: Python<'py>,
    game: &str,
    position: &str,
    misere: bool,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    // Shared with the search's report, which the engine keeps for the whole request.
    let signals = Arc::new(Mutex::new(Signals::with_progress(py, progress)?));
    let watch = Arc::clone(&signals);
    let v = py.detach(|| {
        nimlab_api::solve_with_progress(game, position, misere, move |done, total| match watch.lock() {
            Ok(mut s) => s.report(done, total),
            Err(_) => true,
        })
    });
    let raised = signals.lock().ok().and_then(|mut s| s.raised.take());
    match (v, raised) {
        (_, Some(e)) => Err(e),
        (Ok(v), None) => to_py(py, &v),
        (Err(f), None) => Err(raise(py, f)),
    }
}

/// search_outcome(game, position, side=None, nodes=None, seconds=None, all_moves=False,
/// progress=None) -> dict: `nimlab solve GAME POSITION --outcome [--side L|R] [--nodes N]
/// [--seconds S] [--all-moves] --json` (`side` None: both sides). `progress(searched, most)` is
/// called every 16,384 positions or so (both sides' positions counted together, `most` the
/// budget of the searches). Returning False from it, or Ctrl-C, stops the search, which
/// returns what it proved (`stopped` is "interrupted"); an exception raised in it stops the
/// search and is raised.
#[pyfunction]
#[pyo3(signature = (game, position, side = None, nodes = None, seconds = None, all_moves = false, progress = None))]
#[allow(clippy::too_many_arguments)]
fn search_outcome<'py>(
    py: Python<'py>,
    game: &str,
    position: &str,
    side: Option<&str>,
    nodes: Option<u64>,
    seconds: Option<f64>,
    all_moves: bool,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    use nimlab_api::engine::vocab::Side;
    let side = match side {
        None => None,
        Some(s) => Some(Side::parse(s).ok_or_else(|| {
            raise(py, Failure::new(format!("side '{s}': L (Left), R (Right) or None for both sides is needed")))
        })?),
    };
    let mut signals = Signals::with_progress(py, progress)?;
    let searches = if side.is_some() { 1 } else { 2 };
    let most = nodes.unwrap_or_else(nimlab_api::default_outcome_nodes).saturating_mul(searches);
    // Left's positions, counted before Right's search when both are searched.
    let mut left_seen = 0u64;
    let v = py.detach(|| {
        nimlab_api::search_outcome_json(Front::Python, game, position, side, nodes, seconds, all_moves, &mut |r| {
            if side.is_none() && r.to_move == Side::Left {
                left_seen = r.nodes;
            }
            let done = if r.to_move == Side::Right && side.is_none() { left_seen + r.nodes } else { r.nodes };
            signals.keep_going(done, most)
        })
    });
    // Ctrl-C keeps what was proved, as the search's own `stopped` says.
    let raised = signals.raised.take().filter(|e| !e.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py));
    match (v, raised) {
        (_, Some(e)) => Err(e),
        (Ok(v), None) => to_py(py, &v),
        (Err(f), None) => Err(raise(py, f)),
    }
}

/// sequence(game, n) -> (bytearray, width, game, preperiod, period, proved, reason): the
/// values g(0..=n) as `width`-byte little-endian unsigned integers, `width` the fewest of 1, 2
/// or 4 bytes that hold them (the CLI's `--format bin`); python/nimlab makes the NumPy array.
/// `progress(known, n + 1)` is called after each step.
#[pyfunction]
#[pyo3(signature = (game, n, progress = None))]
fn sequence<'py>(
    py: Python<'py>,
    game: &str,
    n: usize,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyTuple>> {
    let mut signals = Signals::with_progress(py, progress)?;
    let result = py.detach(|| {
        nimlab_api::sequence_report_with_progress(Front::Python, game, n, &mut |done, total| {
            signals.report(done, total)
        })
        .map(|report| {
            let bytes = nimlab_api::packed_values(&report.values);
            (report, bytes)
        })
    });
    let (report, (width, bytes)) = result.map_err(|f| signals.error(py, f))?;
    let buffer = PyByteArray::new(py, &bytes);
    (buffer, width, report.game, report.preperiod, report.period, report.proved, report.reason).into_pyobject(py)
}

/// loopy_sequence(game, n) -> dict: `nimlab sequence GAME --to N --json` for a loopy game (a
/// clock of Wind-up): each place's value to place n, as text (`∞{0,2}`) and as data.
#[pyfunction]
fn loopy_sequence<'py>(py: Python<'py>, game: &str, n: usize) -> PyResult<Bound<'py, PyAny>> {
    let v = py.detach(|| nimlab_api::loopy_sequence_json(Front::Python, game, n)).map_err(|f| raise(py, f))?;
    to_py(py, &v)
}

/// table(game, size=None, rows=None, cols=None, progress=None) -> dict: `nimlab table GAME ...
/// --json`. The engine's tables cannot stop half-way: once `progress` raises it is called no
/// more, and its exception is raised when the table is done.
#[pyfunction]
#[pyo3(signature = (game, size = None, rows = None, cols = None, progress = None))]
fn table<'py>(
    py: Python<'py>,
    game: &str,
    size: Option<usize>,
    rows: Option<usize>,
    cols: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let params = TableParams { size, rows, cols };
    let mut signals = Signals::with_progress(py, progress)?;
    let v = py.detach(|| {
        nimlab_api::table_json(game, &params, &mut |done, total| {
            signals.report(done, total);
        })
    });
    if let Some(e) = signals.raised {
        return Err(e);
    }
    to_py(py, &v.map_err(|f| raise(py, f))?)
}

/// games() -> list of dicts: `nimlab games --json`.
#[pyfunction]
fn games(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    to_py(py, &nimlab_api::games())
}

/// compare(a, b) -> dict: `nimlab compare A B --json`.
#[pyfunction]
fn compare<'py>(py: Python<'py>, a: &str, b: &str) -> PyResult<Bound<'py, PyAny>> {
    let v = py.detach(|| nimlab_api::compare(a, b)).map_err(|f| raise(py, f))?;
    to_py(py, &v)
}

/// quotient(game, heaps=30, progress=None) -> dict: `nimlab quotient GAME --heaps N --json`;
/// `progress(heap, heaps)` is called after each heap.
#[pyfunction]
#[pyo3(signature = (game, heaps = 30, progress = None))]
fn quotient<'py>(
    py: Python<'py>,
    game: &str,
    heaps: usize,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut signals = Signals::with_progress(py, progress)?;
    let v = py
        .detach(|| nimlab_api::quotient_json(game, heaps, &mut |h, n| signals.report(h, n)))
        .map_err(|f| signals.error(py, f))?;
    to_py(py, &v)
}

/// value(expr, cool=None, heat=None, overheat=None) -> dict: `nimlab value EXPR [--cool T |
/// --heat T | --overheat S,T] --json`.
#[pyfunction]
#[pyo3(signature = (expr, cool = None, heat = None, overheat = None))]
fn value<'py>(
    py: Python<'py>,
    expr: &str,
    cool: Option<&str>,
    heat: Option<&str>,
    overheat: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    let transform =
        nimlab_api::Transform::from_options(Front::Python, cool, heat, overheat).map_err(|f| raise(py, f))?;
    let v = py.detach(|| nimlab_api::value(Front::Python, expr, &transform)).map_err(|f| raise(py, f))?;
    to_py(py, &v)
}

/// apparent_period(values) -> (preperiod, period, reason): the engine's period finder on
/// values computed elsewhere (a ruleset written in Python), as for a game without a
/// periodicity theorem.
/// table_list_limits(game) -> (drawn_up_to, listed_up_to) or None: for a table listed past
/// its grid (`nimlab table GAME --size N` past the grid), how far each goes.
#[pyfunction]
fn table_list_limits(game: &str) -> Option<(usize, usize)> {
    nimlab_api::table_list_of(game).map(|(_, list)| (list.drawn_up_to, list.listed_up_to))
}

/// table_list(game, n) -> (id, columns, bytes): the items ((a, b, c) or (a, b, c, d)) with
/// their bound at most n of a table listed past its grid, as little-endian u32s, `columns` to
/// an item (python/nimlab makes the array).
#[pyfunction]
fn table_list<'py>(py: Python<'py>, game: &str, n: usize) -> PyResult<(String, usize, Bound<'py, PyBytes>)> {
    let Some((id, list)) = nimlab_api::table_list_of(game) else {
        return Err(raise(py, Failure::new(format!("table: {game} has no table listed past its grid"))));
    };
    let listed = py.detach(|| {
        let mut bytes = Vec::new();
        nimlab_api::list_table(&list, n, &mut |item| {
            for x in item {
                bytes.extend_from_slice(&x.to_le_bytes());
            }
        })
        .map(|()| bytes)
    });
    let bytes = listed.map_err(|f| raise(py, f))?;
    Ok((id, list.columns.len(), PyBytes::new(py, &bytes)))
}

#[pyfunction]
fn apparent_period(values: Vec<u32>) -> (Option<usize>, Option<usize>, String) {
    nimlab_api::apparent_period(&values)
}

#[pymodule]
fn _nimlab(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("NimlabError", m.py().get_type::<NimlabError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(sequence, m)?)?;
    m.add_function(wrap_pyfunction!(loopy_sequence, m)?)?;
    m.add_function(wrap_pyfunction!(table, m)?)?;
    m.add_function(wrap_pyfunction!(table_list, m)?)?;
    m.add_function(wrap_pyfunction!(table_list_limits, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(quotient, m)?)?;
    m.add_function(wrap_pyfunction!(value, m)?)?;
    m.add_function(wrap_pyfunction!(search_outcome, m)?)?;
    forms::register(m)?;
    m.add_function(wrap_pyfunction!(apparent_period, m)?)?;
    Ok(())
}
