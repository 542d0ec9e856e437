//! The web worker: a thin adapter that owns the engine.
//!
//! Solves are bounded by the engine's budget and answered at once. Sequences are computed in
//! slices of about 40 ms; between slices the worker yields to its event loop, so a cancel or
//! a replacing request is read within one slice. Tables are made in one go with progress
//! messages on the way; the page cancels them by replacing the worker.

use engine::games::{lookup, SequenceJob};
use gloo_worker::{HandlerId, Worker, WorkerScope};

use crate::protocol::{Request, Response};

/// Time per slice of sequence work, in milliseconds.
const SLICE_MS: f64 = 40.0;
/// Least time between two progress messages of a table, in milliseconds.
const PROGRESS_MS: f64 = 50.0;
/// Work units between clock checks (pairs of heaps examined).
const WORK_PER_CHECK: u64 = 2_000_000;

struct Running {
    id: u64,
    who: HandlerId,
    job: Box<dyn SequenceJob>,
    target: usize,
    started: f64,
}

pub struct EngineWorker {
    running: Option<Running>,
}

pub enum Msg {
    /// Continue the sequence job with this id.
    Slice(u64),
}

fn now() -> f64 {
    js_sys::Date::now()
}

fn schedule(scope: &WorkerScope<EngineWorker>, id: u64) {
    scope.send_future(async move {
        gloo_timers::future::TimeoutFuture::new(0).await;
        Msg::Slice(id)
    });
}

impl Worker for EngineWorker {
    type Message = Msg;
    type Input = Request;
    type Output = Response;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        EngineWorker { running: None }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, msg: Msg) {
        let Msg::Slice(id) = msg;
        let Some(run) = self.running.as_mut().filter(|r| r.id == id) else {
            return; // cancelled or replaced
        };
        let start = now();
        let mut done = 0;
        while now() - start < SLICE_MS {
            done = run.job.advance(run.target, WORK_PER_CHECK);
            if done >= run.target {
                break;
            }
        }
        if done >= run.target {
            let run = self.running.take().expect("running");
            let millis = now() - run.started;
            scope.respond(run.who, Response::Sequence { id, result: Ok(run.job.report()), millis });
        } else {
            scope.respond(run.who, Response::Progress { id, done, total: run.target });
            schedule(scope, id);
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Request, who: HandlerId) {
        match msg {
            Request::Solve { id, game, position, misere } => {
                let result = lookup(&game)
                    .map_err(|e| format!("game '{game}': {e}"))
                    .and_then(|g| g.solve(&position, misere).map_err(|e| e.to_string()));
                scope.respond(who, Response::Solved { id, result });
            }
            Request::Sequence { id, game, to } => {
                self.running = None;
                match start_sequence(&game, to) {
                    Ok(job) => {
                        self.running = Some(Running { id, who, job, target: to + 1, started: now() });
                        scope.respond(who, Response::Progress { id, done: 0, total: to + 1 });
                        schedule(scope, id);
                    }
                    Err(e) => scope.respond(who, Response::Sequence { id, result: Err(e), millis: 0.0 }),
                }
            }
            Request::Eval { id, position, depth } => {
                let result = engine::games::tictactoe::eval_report(&position, depth).map_err(|e| e.to_string());
                scope.respond(who, Response::Eval { id, result });
            }
            Request::Trace { id, tree, order } => {
                let result = trace_tree(&tree, &order);
                scope.respond(who, Response::Trace { id, result });
            }
            Request::Table { id, game, params } => {
                let started = now();
                // The table is made in one go; progress is posted now and then on the way
                // (a cancel restarts the worker, see `client::Engine::restart`).
                let mut last = started;
                let mut progress = |done: usize, total: usize| {
                    let t = now();
                    if t - last >= PROGRESS_MS {
                        last = t;
                        scope.respond(who, Response::Progress { id, done, total });
                    }
                };
                let result = lookup(&game).map_err(|e| format!("game '{game}': {e}")).and_then(|g| {
                    g.table_with_progress(&params, &mut progress)
                        .ok_or_else(|| format!("{} has no table", g.name()))
                        .and_then(|r| r.map_err(|e| e.to_string()))
                });
                scope.respond(who, Response::Table { id, result, millis: now() - started });
            }
            Request::Cancel { id } => {
                if self.running.as_ref().is_some_and(|r| r.id == id) {
                    self.running = None;
                    scope.respond(who, Response::Cancelled { id });
                }
            }
        }
    }
}

/// Checks a sequence request and creates its job, refusing sizes above the game's limit
/// before any work starts.
pub fn start_sequence(game: &str, to: usize) -> Result<Box<dyn SequenceJob>, String> {
    let g = lookup(game).map_err(|e| format!("game '{game}': {e}"))?;
    let job = g.sequence().ok_or_else(|| format!("{} is not a heap game: it has no value sequence", g.name()))?;
    let limit = g.sequence_limit();
    if to > limit {
        return Err(format!("g(0..{to}) is too large for {} in a browser tab: at most {limit}", g.name()));
    }
    Ok(job)
}

/// Parses a typed tree and an order and traces alpha-beta over it.
pub fn trace_tree(tree: &str, order: &str) -> Result<engine::minimax::tree::Trace, String> {
    use engine::minimax::tree::{trace, ChildOrder, Tree};
    let t: Tree = tree.parse().map_err(|e| format!("tree: {e}"))?;
    let o: ChildOrder = order.parse().map_err(|e| format!("order: {e}"))?;
    Ok(trace(&t, o))
}
