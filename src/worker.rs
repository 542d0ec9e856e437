//! The web worker: a thin adapter that owns the engine.
//!
//! It reads [`ToWorker`] messages and answers with [`FromWorker`] ones (postcard bytes). Solves,
//! evaluations, traces and tables are made in one go when they arrive (tables post progress on
//! the way). Sequences are computed in slices of about 40 ms; between slices the worker yields
//! to its event loop, so another job that arrives meanwhile is answered within one slice. The
//! new values of a sequence are sent every quarter of a second as they are found. The
//! page cancels a job by replacing the worker (`client::Solver::cancel`).
//!
//! A panic is reported by the panic hook ([`FromWorker::Panicked`]) before the module traps;
//! the page also sees the worker's `error` event, which is all a trap without a panic (memory
//! running out) leaves.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use engine::games::{lookup, solve_with_reduction};
use engine::sequence::SequenceJob;
use engine::sequence::SequenceReport;
use engine::vocab::EngineError;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::grid::Grid;
use crate::protocol::{
    decode, encode, Answer, ErrorKind, Fault, FromWorker, JobError, JobRequest, QuotientAnswer, SequenceAnswer, Stage,
    TableAnswer, ToWorker, ValueAnswer, Valued,
};

/// Time per slice of sequence work, in milliseconds.
const SLICE_MS: f64 = 40.0;
/// Least time between two progress messages, in milliseconds.
const PROGRESS_MS: f64 = 50.0;
/// Least time between two progress messages of a table: over the first rows already drawn,
/// each report makes the browser paint the drawn window again (12 to 18 ms of the main
/// thread's time per report for the chocolate table 1000 x 1000 on a phone's width, a trace
/// under Lighthouse), so a table reports a quarter as often as other work.
const TABLE_PROGRESS_MS: f64 = 250.0;
/// Least time between two messages with a sequence's new values, in milliseconds: each one
/// makes the page draw the values found so far again.
const VALUES_MS: f64 = 250.0;
/// Least time between two quotients of the heaps finished so far, sent while a quotient is
/// built (the page keeps the latest, to show if the build is cancelled). Measured natively for
/// octal 0.07 to heap 33 (31 s in all): making and encoding Q_k takes at most 5 ms (Q_32, 552
/// elements: 11 KB, its table being too large to send; Q_28, 176 elements with its table:
/// 48 KB, 1.4 ms), while the heaps that grow it take seconds. So every new Q_k could go; the interval is for codes
/// whose heaps are added in microseconds (Kayles to 2,000 heaps would otherwise send 2,000
/// quotients). A Q_k skipped is sent at the first step after the interval, so the page is at
/// most this far behind.
const SNAPSHOT_MS: f64 = 250.0;
/// Transposition-table entries at most for an outcome search in the worker: a quarter of the
/// engine's native default, as the worker's memory is the tab's.
const OUTCOME_TABLE: usize = engine::partizan::DEFAULT_TABLE / 4;
/// Positions at most for an outcome search without a budget of its own (Stop ends it sooner).
const OUTCOME_NODES: u64 = 200_000_000;

/// Work units between clock checks (pairs of heaps examined).
const WORK_PER_CHECK: u64 = 2_000_000;

struct Running {
    id: u64,
    job: Box<dyn SequenceJob>,
    target: usize,
    started: f64,
    /// Values already sent to the page, and when they were last sent.
    sent: usize,
    sent_at: f64,
}

/// Sequences under way, the first one advanced slice by slice.
#[derive(Default)]
struct State {
    sequences: VecDeque<Running>,
}

fn now() -> f64 {
    js_sys::Date::now()
}

fn scope() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Posts a message as bytes; the array's buffer is transferred to the page, not copied.
fn post(msg: &FromWorker) {
    let bytes = js_sys::Uint8Array::from(encode(msg).as_slice());
    let transfer = js_sys::Array::of1(&bytes.buffer());
    // Posting fails only for values that cannot be cloned; a byte array always can.
    let _ = scope().post_message_with_transfer(&bytes, &transfer);
}

/// Starts the worker: called once by `bin/worker.rs`.
pub fn register() {
    std::panic::set_hook(Box::new(|info| post(&FromWorker::Panicked { message: crate::errors::panic_text(info) })));
    let state = Rc::new(RefCell::new(State::default()));
    let onmessage = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&e.data()).to_vec();
        // Only the page posts here, always with a ToWorker; anything else is dropped.
        if let Ok(msg) = decode::<ToWorker>(&bytes) {
            received(&state, msg);
        }
    });
    scope().set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    post(&FromWorker::Loaded);
}

fn received(state: &Rc<RefCell<State>>, msg: ToWorker) {
    let (id, job) = match msg {
        ToWorker::Run { id, job } => (id, job),
        ToWorker::Fault(Fault::Panic) => panic!("test-only panic asked for by the page"),
        ToWorker::Fault(Fault::Trap) => std::process::abort(),
    };
    let result = match job {
        // A partizan board can take seconds: its search reports the positions valued so far.
        JobRequest::Solve(s) => engine::partizan::with_progress(progress_poster(id, PROGRESS_MS), || {
            lookup(&s.game)
                .map_err(|e| JobError::game(&e, &s.game))
                .and_then(|g| {
                    // A board that may be too large to solve is drawn at once, unvalued.
                    if let (false, Some(Ok(board))) = (s.misere, g.unsolved(&s.position, "the search is running")) {
                        post(&FromWorker::Partial { id, answer: Box::new(Answer::Solved(board)) });
                    }
                    solve_with_reduction(&*g, &s.position, s.misere)
                        // Too large to solve: still drawn and played, if the game allows it.
                        .or_else(|e| match &e {
                            EngineError::Refused(why) if !s.misere => g.unsolved(&s.position, why).unwrap_or(Err(e)),
                            _ => Err(e),
                        })
                        .map_err(|e| JobError::engine(&e, &s.position))
                })
                .map(Answer::Solved)
        }),
        JobRequest::Sequence(s) if lookup(&s.game).is_ok_and(|g| g.places().is_some()) => loopy_sequence(&s.game, s.to),
        JobRequest::Sequence(s) => match start_sequence(&s.game, s.to) {
            Ok(job) => {
                let mut st = state.borrow_mut();
                let t = now();
                st.sequences.push_back(Running { id, job, target: s.to + 1, started: t, sent: 0, sent_at: t });
                if st.sequences.len() == 1 {
                    schedule(state.clone());
                }
                post(&FromWorker::Progress { id, done: 0, total: s.to + 1 });
                return;
            }
            Err(e) => Err(e),
        },
        JobRequest::Eval(e) => lookup(&e.game)
            .map_err(|err| JobError::game(&err, &e.game))
            .and_then(|g| match g.evaluation(&e.position, e.depth) {
                Some(report) => report.map_err(|err| JobError::engine(&err, &e.position)),
                None => Err(JobError::new(ErrorKind::Refused, format!("{} has no evaluation panel", g.name()))),
            })
            .map(Answer::Eval),
        JobRequest::Value(v) => engine::partizan::with_progress(progress_poster(id, PROGRESS_MS), || value_of(&v.text)),
        JobRequest::SearchOutcome(s) => search_outcome(id, &s),
        JobRequest::Trace(t) => trace_tree(&t.tree, &t.order).map(Answer::Trace),
        JobRequest::Quiz(q) => lookup(&q.game)
            .map_err(|e| JobError::game(&e, &q.game))
            .and_then(|g| {
                let asked = match &q.positions {
                    Some(list) => engine::quiz::given(&*g, list, q.kind),
                    None => {
                        let start = q.start.clone().unwrap_or_else(|| engine::quiz::default_start(&*g));
                        engine::quiz::drawn(&*g, &start, q.seed, q.n, q.kind)
                    }
                };
                asked.map_err(|e| JobError::new(ErrorKind::Input, e.to_string()))
            })
            .map(Answer::Quiz),
        JobRequest::Quotient(q) => {
            let started = now();
            let mut report = stage_poster(id);
            let (mut sent, mut sent_at) = (None::<usize>, started);
            // The build may also cancel through this callback; the worker is replaced to cancel instead.
            let mut watch = |step: engine::misere::Step, sofar: &engine::misere::Sofar| {
                let done = step.heap.saturating_sub(1).min(step.heaps);
                report(done, step.heaps, Stage::Quotient(step));
                let t = now();
                if sent.is_none_or(|k| k < sofar.heaps()) && t - sent_at >= SNAPSHOT_MS {
                    (sent, sent_at) = (Some(sofar.heaps()), t);
                    let part = QuotientAnswer { report: sofar.quotient().report(), millis: t - started };
                    post(&FromWorker::Partial { id, answer: Box::new(Answer::Quotient(part)) });
                }
                true
            };
            engine::games::quotient_rules(&q.game)
                .and_then(|rules| {
                    engine::misere::quotient_watched(&rules, q.heaps, engine::misere::MAX_ORDER, &mut watch)
                })
                .map_err(|e| JobError::new(ErrorKind::Refused, e.to_string()))
                .map(|quotient| Answer::Quotient(QuotientAnswer { report: quotient.report(), millis: now() - started }))
        }
        JobRequest::Table(t) => {
            let started = now();
            let mut progress = progress_poster(id, TABLE_PROGRESS_MS);
            lookup(engine::games::table_game(&t.game)).map_err(|e| JobError::game(&e, &t.game)).and_then(|g| {
                // What the page draws first, sent before the whole table is begun; a refusal
                // is the whole table's to say. Only the game's own table has a corner.
                let own = engine::games::table_game(&t.game) == t.game;
                if let Some(Ok(corner)) = own.then(|| g.table_corner(&t.params, t.corner)).flatten() {
                    let part = TableAnswer { table: Grid::new(corner), millis: now() - started };
                    post(&FromWorker::Partial { id, answer: Box::new(Answer::Table(part)) });
                }
                g.named_table_with_progress(&t.game, &t.params, &mut progress)
                    .ok_or_else(|| JobError::new(ErrorKind::Refused, format!("{} has no table", g.name())))
                    // A table has no text to point into: its refusals are about sizes.
                    .and_then(|r| r.map_err(|e| JobError::new(ErrorKind::Refused, e.to_string())))
                    // Packed here, with the largest value found, so that the page never goes over every
                    // cell.
                    .map(|table| Answer::Table(TableAnswer { table: Grid::new(table), millis: now() - started }))
            })
        }
    };
    post(&FromWorker::Done { id, result: result.map(Box::new) });
}

/// An outcome search: the report so far is posted every [`SNAPSHOT_MS`] (the first at once),
/// with the positions searched as progress; the search stops when its budget is spent.
fn search_outcome(id: u64, s: &crate::protocol::SearchOutcome) -> Result<Answer, JobError> {
    let started = now();
    let limits = engine::partizan::Limits {
        nodes: s.nodes.unwrap_or(OUTCOME_NODES),
        table: OUTCOME_TABLE,
        anytime: true,
        first_win: false,
    };
    let mut sent_at = None::<f64>;
    let mut progress = |r: &engine::value::OutcomeReport| {
        let t = now();
        if sent_at.is_none_or(|at| t - at >= SNAPSHOT_MS) {
            sent_at = Some(t);
            post(&FromWorker::Partial { id, answer: Box::new(Answer::Outcome(r.clone())) });
            let total = limits.nodes.min(usize::MAX as u64) as usize;
            post(&FromWorker::Progress { id, done: r.nodes.min(total as u64) as usize, total });
        }
        s.budget_ms.is_none_or(|budget| t - started < budget)
    };
    let g = lookup(&s.game).map_err(|e| JobError::game(&e, &s.game))?;
    g.search_outcome(&s.position, s.side, &limits, &mut progress)
        .map(Answer::Outcome)
        .map_err(|e| JobError::engine(&e, &s.position))
}

/// The value calculator's answer: the value of an expression of forms and positions, or a
/// comparison's answer; a position (or a sum of positions) alone is solved as a position, with
/// its moves in the working. A parse error points into the whole text.
fn value_of(text: &str) -> Result<Answer, JobError> {
    use engine::cgt::expr::Answer as Expr;
    use engine::games::builders::sums;
    if engine::cgt::loopy::is_loopy_text(text) {
        let answer =
            engine::cgt::loopy_report::report(text).map_err(|e| JobError::parse(ErrorKind::Input, &e, text))?;
        return Ok(Answer::Value(Valued::Loopy(answer)));
    }
    if text.contains(':') {
        if let Ok(parts) = sums::parse(text) {
            return value_of_positions(text, &parts);
        }
    }
    let answer = engine::games::evaluate_expression(text).map_err(|e| JobError::engine(&e, text))?;
    Ok(engine::partizan::with_cgt(|cgt| {
        let (g, comparison) = match answer {
            Expr::Value(g) => (g, None),
            Expr::Comparison(v) => (cgt.sub(v.left, v.right), Some(cgt.judge(&v))),
        };
        let value = engine::partizan::value_of_game(cgt, g);
        let outcome = cgt.outcome(g);
        Answer::Value(Valued::Short(ValueAnswer { value: Box::new(value), outcome, comparison }))
    }))
}

/// A position, or a sum of positions, solved as one: its value with its moves.
fn value_of_positions(text: &str, parts: &[engine::games::builders::sums::Component]) -> Result<Answer, JobError> {
    use engine::games::builders::sums;
    let sol = match parts {
        [one] if !one.negated => solve_with_reduction(&*one.game, &one.position, false),
        _ => lookup(sums::ENTRY.id)
            .map_err(|e| JobError::game(&e, sums::ENTRY.id))
            .map(|g| solve_with_reduction(&*g, text, false))?,
    }
    .map_err(|e| JobError::new(ErrorKind::Refused, e.to_string()))?;
    let outcome = sol.outcome;
    sol.partizan.map(|value| Answer::Value(Valued::Short(ValueAnswer { value, outcome, comparison: None }))).ok_or_else(
        || {
            JobError::new(
                ErrorKind::Refused,
                "this position is impartial: its value is a nimber, shown on its play page, not a partizan value",
            )
        },
    )
}

/// A job's progress callback: posts (done, total) at most once every `ms`.
fn progress_poster(id: u64, ms: f64) -> impl FnMut(usize, usize) {
    let mut due = every(ms);
    move |done, total| {
        if due() {
            post(&FromWorker::Progress { id, done, total });
        }
    }
}

/// [`progress_poster`] with what the job is doing now.
fn stage_poster(id: u64) -> impl FnMut(usize, usize, Stage) {
    let mut due = every(PROGRESS_MS);
    move |done, total, stage| {
        if due() {
            post(&FromWorker::Stage { id, done, total, stage });
        }
    }
}

/// True when at least `ms` have passed since it was last true (or since it was made).
fn every(ms: f64) -> impl FnMut() -> bool {
    let mut last = now();
    move || {
        let t = now();
        let due = t - last >= ms;
        if due {
            last = t;
        }
        due
    }
}

/// Runs one slice of the first sequence after the event loop has had its turn.
fn schedule(state: Rc<RefCell<State>>) {
    gloo_timers::callback::Timeout::new(0, move || slice(state)).forget();
}

fn slice(state: Rc<RefCell<State>>) {
    let mut st = state.borrow_mut();
    let Some(run) = st.sequences.front_mut() else { return };
    let start = now();
    let mut done = 0;
    while now() - start < SLICE_MS {
        done = run.job.advance(run.target, WORK_PER_CHECK);
        if done >= run.target {
            break;
        }
    }
    if done >= run.target || now() - run.sent_at >= VALUES_MS {
        post(&FromWorker::Values { id: run.id, from: run.sent, values: run.job.values_in(run.sent, done) });
        run.sent = done;
        run.sent_at = now();
    }
    if done >= run.target {
        let run = st.sequences.pop_front().expect("running");
        let millis = now() - run.started;
        // The values went in Values messages (the last one just now): the answer carries the
        // period and its reason only, so the page does not decode 2^21 values a second time.
        let report = SequenceReport { values: Vec::new(), ..run.job.report() };
        let answer = Answer::Sequence(SequenceAnswer { report, millis, loopy: None });
        post(&FromWorker::Done { id: run.id, result: Ok(Box::new(answer)) });
    } else {
        post(&FromWorker::Progress { id: run.id, done, total: run.target });
    }
    let more = !st.sequences.is_empty();
    drop(st);
    if more {
        schedule(state);
    }
}

/// A loopy game's values over its places to `to` (within the game's limit, its last place):
/// one labelling of its graph, linear in its size (a clock of 10^6 places takes about a fifth
/// of a second natively: docs/benchmarks.md, "Wind-up"), so it is sent whole, without slices.
pub fn loopy_sequence(game: &str, to: usize) -> Result<Answer, JobError> {
    let g = lookup(game).map_err(|e| JobError::game(&e, game))?;
    let limit = g.sequence_limit();
    if to > limit {
        return Err(JobError::new(
            ErrorKind::Refused,
            format!("{} has {} places, 0 to {limit}: there is no place {to}", g.name(), limit + 1),
        ));
    }
    let started = now();
    let mut values = g
        .loopy_values()
        .ok_or_else(|| JobError::new(ErrorKind::Refused, format!("{} has no values over its places", g.name())))?;
    values.truncate(to + 1);
    let report = SequenceReport {
        game: g.id(),
        values: Vec::new(),
        preperiod: None,
        period: None,
        proved: false,
        reason: "no period is looked for among the places of a clock".into(),
    };
    Ok(Answer::Sequence(SequenceAnswer { report, millis: now() - started, loopy: Some(values) }))
}

/// Checks a sequence request and creates its job, refusing sizes above the game's limit
/// before any work starts.
pub fn start_sequence(game: &str, to: usize) -> Result<Box<dyn SequenceJob>, JobError> {
    let g = lookup(game).map_err(|e| JobError::game(&e, game))?;
    let job = g.sequence().ok_or_else(|| {
        JobError::new(ErrorKind::Refused, format!("{} is not a heap game: it has no value sequence", g.name()))
    })?;
    let limit = g.sequence_limit();
    if to > limit {
        return Err(JobError::new(
            ErrorKind::Refused,
            format!("g(0..{to}) is too large for {} in a browser tab: at most {limit}", g.name()),
        ));
    }
    Ok(job)
}

/// Parses a typed tree and an order and traces alpha-beta over it.
pub fn trace_tree(tree: &str, order: &str) -> Result<engine::minimax::tree::Trace, JobError> {
    use engine::minimax::tree::{trace, ChildOrder, Tree};
    let t: Tree = tree.parse().map_err(|e| JobError::parse(ErrorKind::Input, &e, tree))?;
    let o: ChildOrder = order.parse().map_err(|e| JobError::parse(ErrorKind::Refused, &e, order))?;
    Ok(trace(&t, o))
}
