//! The page's side of the worker: one worker for the whole app, owned by [`SolverProvider`] at
//! the root, and [`use_job`], the hook every page asks it through.
//!
//! The worker is started with the first job (the catalogue never loads it). Jobs run one after
//! another in it; each has an id and a listener. Cancelling a job replaces the worker (the
//! only way to stop a long computation at once) and sends the jobs of other pages again to the
//! fresh one. When the worker dies (its panic hook's message, or its `error` event for a trap
//! such as memory running out), every job in it fails with [`ErrorKind::Stopped`] and a fresh
//! worker is started; pages show "The solver stopped: …" and a Retry button.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::job::{JobAction, JobState};
use crate::protocol::{decode, encode, Answer, ErrorKind, Fault, FromWorker, Job, JobError, JobRequest, ToWorker};

/// The path of the worker script Trunk emits (relative, so the app works from any folder).
pub const WORKER_PATH: &str = "worker.js";

/// What a job's listener hears.
pub enum JobEvent {
    Progress {
        done: usize,
        total: usize,
    },
    /// A sequence's values g(from..), found so far.
    Values {
        from: usize,
        values: Vec<u32>,
    },
    Done(Result<Box<Answer>, JobError>),
}

type Listener = Rc<dyn Fn(JobEvent)>;

struct Pending {
    id: u64,
    request: JobRequest,
    listener: Listener,
}

/// The worker now running, with the handlers that keep it talking.
struct Live {
    worker: web_sys::Worker,
    generation: u64,
    /// Messages posted before the worker's wasm started (it would drop them).
    queue: Option<Vec<Vec<u8>>>,
    _onmessage: Closure<dyn Fn(web_sys::MessageEvent)>,
    _onerror: Closure<dyn Fn(web_sys::ErrorEvent)>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

#[derive(Default)]
struct Shared {
    live: RefCell<Option<Live>>,
    /// The jobs in flight, oldest first (a handful at most: one or two per page).
    jobs: RefCell<Vec<Pending>>,
    next_id: Cell<u64>,
    generation: Cell<u64>,
    /// Test only: the fault the worker is told to have before the next job.
    fault: Cell<Option<Fault>>,
    /// Messages read but not yet handed on, oldest first, each with its worker's generation:
    /// a large message is handed on in a task of its own after the one that read it
    /// ([`LARGE_MESSAGE`]), and those behind it wait their turn.
    inbox: RefCell<VecDeque<(u64, FromWorker)>>,
}

/// Bytes from which a message is handed on in a later task than the one that reads it, so
/// that reading a large table and drawing it are two tasks, not one: together they made one
/// task of 110 ms for the chocolate table 1000 x 1000 in a Chromium trace.
const LARGE_MESSAGE: usize = 100_000;

/// The app's one worker (the context value of [`SolverProvider`]).
#[derive(Clone, Default)]
pub struct Solver {
    inner: Rc<Shared>,
}

impl PartialEq for Solver {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

/// Why the worker stopped, in words, from its `error` event.
fn error_reason(e: &web_sys::ErrorEvent) -> String {
    let m = e.message();
    if m.contains("unreachable") || m.contains("memory") {
        format!("it ran out of memory or hit an internal error ({m})")
    } else if m.is_empty() {
        "its script failed to load or stopped with no message".into()
    } else {
        m
    }
}

impl Solver {
    /// A fresh job id.
    pub fn next_id(&self) -> u64 {
        let id = self.inner.next_id.get() + 1;
        self.inner.next_id.set(id);
        id
    }

    /// Sends job `id` (from [`Solver::next_id`]); `listener` hears its progress and its answer
    /// (or its error), unless the job is forgotten or cancelled first. A worker that cannot
    /// start fails the job within this call.
    pub fn submit(&self, id: u64, request: JobRequest, listener: Listener) {
        self.inner.jobs.borrow_mut().push(Pending { id, request: request.clone(), listener });
        if let Some(fault) = self.inner.fault.take() {
            self.post(&ToWorker::Fault(fault));
        }
        self.post(&ToWorker::Run { id, job: request });
    }

    /// Drops a job's listener: its answer, when it comes, is not delivered.
    pub fn forget(&self, id: u64) {
        self.take(id);
    }

    /// Removes job `id` from the jobs in flight.
    fn take(&self, id: u64) -> Option<Pending> {
        let mut jobs = self.inner.jobs.borrow_mut();
        let i = jobs.iter().position(|p| p.id == id)?;
        Some(jobs.remove(i))
    }

    /// Stops a job at once by replacing the worker; the other jobs in flight are sent again to
    /// the fresh worker, which is started at once. Nothing happens when the job has already
    /// been answered.
    pub fn cancel(&self, id: u64) {
        if self.take(id).is_none() {
            return;
        }
        // The old worker is terminated; the fresh one starts at once, as the next job usually
        // follows: a worker takes 50 to 160 ms to load (Chromium on the 2-core build machine),
        // which the page would otherwise wait for after the cancel.
        let old = self.inner.live.borrow_mut().take();
        drop(old);
        let _ = self.spawn();
        let again: Vec<(u64, JobRequest)> =
            self.inner.jobs.borrow().iter().map(|p| (p.id, p.request.clone())).collect();
        for (id, job) in again {
            self.post(&ToWorker::Run { id, job });
        }
    }

    /// Test only: the worker fails in this way just before it runs the next job.
    pub fn fail_next_job(&self, fault: Fault) {
        self.inner.fault.set(Some(fault));
    }

    fn post(&self, msg: &ToWorker) {
        if self.inner.live.borrow().is_none() {
            if let Err(reason) = self.spawn() {
                self.stopped(&format!("the worker could not be started: {reason}"));
                return;
            }
        }
        let bytes = encode(msg);
        let mut live = self.inner.live.borrow_mut();
        let Some(live) = live.as_mut() else { return };
        match live.queue.as_mut() {
            Some(queue) => queue.push(bytes),
            None => {
                let _ = live.worker.post_message(&js_sys::Uint8Array::from(bytes.as_slice()));
            }
        }
    }

    fn spawn(&self) -> Result<(), String> {
        let generation = self.inner.generation.get() + 1;
        self.inner.generation.set(generation);
        // As gloo-worker does: a module that imports the worker's script by its full URL.
        let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
        let url = web_sys::Url::new_with_base(WORKER_PATH, &href).map_err(|e| format!("{e:?}"))?.href();
        let shim = js_sys::Array::of1(&format!("import init from '{url}'; await init();").into());
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("application/javascript");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&shim, &opts).map_err(|e| format!("{e:?}"))?;
        let blob_url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(&blob_url, &options).map_err(|e| format!("{e:?}"))?;
        let _ = web_sys::Url::revoke_object_url(&blob_url);

        let weak: Weak<Shared> = Rc::downgrade(&self.inner);
        let onmessage = Closure::<dyn Fn(web_sys::MessageEvent)>::new({
            let weak = weak.clone();
            move |e: web_sys::MessageEvent| {
                let Some(inner) = weak.upgrade() else { return };
                let bytes = js_sys::Uint8Array::new(&e.data()).to_vec();
                match decode::<FromWorker>(&bytes) {
                    Ok(msg) => Solver { inner }.arrived(generation, msg, bytes.len() >= LARGE_MESSAGE),
                    Err(reason) => Solver { inner }.died(generation, &reason),
                }
            }
        });
        let onerror = Closure::<dyn Fn(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
            e.prevent_default();
            if let Some(inner) = weak.upgrade() {
                Solver { inner }.died(generation, &error_reason(&e));
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        *self.inner.live.borrow_mut() =
            Some(Live { worker, generation, queue: Some(Vec::new()), _onmessage: onmessage, _onerror: onerror });
        Ok(())
    }

    fn is_current(&self, generation: u64) -> bool {
        self.inner.live.borrow().as_ref().is_some_and(|l| l.generation == generation)
    }

    /// A message read from the worker: handed on now, or queued behind a large one.
    fn arrived(&self, generation: u64, msg: FromWorker, large: bool) {
        let waiting = !self.inner.inbox.borrow().is_empty();
        if large || waiting {
            self.inner.inbox.borrow_mut().push_back((generation, msg));
            if !waiting {
                self.hand_on_later();
            }
        } else {
            self.received(generation, msg);
        }
    }

    /// Hands on the oldest queued message in a task of its own, then the next, until none is left.
    fn hand_on_later(&self) {
        let weak = Rc::downgrade(&self.inner);
        gloo_timers::callback::Timeout::new(0, move || {
            let Some(inner) = weak.upgrade() else { return };
            let solver = Solver { inner };
            let next = solver.inner.inbox.borrow_mut().pop_front();
            if let Some((generation, msg)) = next {
                solver.received(generation, msg);
            }
            if !solver.inner.inbox.borrow().is_empty() {
                solver.hand_on_later();
            }
        })
        .forget();
    }

    fn received(&self, generation: u64, msg: FromWorker) {
        if !self.is_current(generation) {
            return; // a replaced worker's last words
        }
        match msg {
            FromWorker::Loaded => {
                let mut live = self.inner.live.borrow_mut();
                let Some(live) = live.as_mut() else { return };
                for bytes in live.queue.take().unwrap_or_default() {
                    let _ = live.worker.post_message(&js_sys::Uint8Array::from(bytes.as_slice()));
                }
            }
            FromWorker::Progress { id, done, total } => {
                // The borrow ends before the listener runs: it may send the next job.
                let listener = self.inner.jobs.borrow().iter().find(|p| p.id == id).map(|p| p.listener.clone());
                if let Some(l) = listener {
                    l(JobEvent::Progress { done, total });
                }
            }
            FromWorker::Values { id, from, values } => {
                let listener = self.inner.jobs.borrow().iter().find(|p| p.id == id).map(|p| p.listener.clone());
                if let Some(l) = listener {
                    l(JobEvent::Values { from, values });
                }
            }
            FromWorker::Done { id, result } => {
                if let Some(p) = self.take(id) {
                    (p.listener)(JobEvent::Done(result));
                }
            }
            FromWorker::Panicked { message } => self.died(generation, &format!("it panicked: {message}")),
        }
    }

    /// The worker died: every job in it fails, and a fresh worker is started if the dead one
    /// had loaded (one that never loaded is not started again until the next job).
    fn died(&self, generation: u64, reason: &str) {
        if !self.is_current(generation) {
            return; // already handled (a panic is followed by its trap's error event)
        }
        let had_loaded = self.inner.live.borrow().as_ref().is_some_and(|l| l.queue.is_none());
        let dead = self.inner.live.borrow_mut().take();
        drop(dead);
        if had_loaded {
            let _ = self.spawn();
        }
        self.stopped(reason);
    }

    /// Fails every job in flight with `reason`.
    fn stopped(&self, reason: &str) {
        let jobs = std::mem::take(&mut *self.inner.jobs.borrow_mut());
        let error = JobError::new(ErrorKind::Stopped, format!("The solver stopped: {reason}."));
        for p in jobs {
            (p.listener)(JobEvent::Done(Err(error.clone())));
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SolverProviderProps {
    pub children: Html,
}

/// Owns the app's worker and hands it to every page below it.
#[component]
pub fn SolverProvider(p: &SolverProviderProps) -> Html {
    let solver = use_memo((), |_| Solver::default());
    {
        let solver = (*solver).clone();
        use_effect_with((), move |_| install_test_hooks(&solver));
    }
    html! {
        <ContextProvider<Solver> context={(*solver).clone()}>{ p.children.clone() }</ContextProvider<Solver>>
    }
}

/// For the end-to-end tests only, and only in a browser driven by automation
/// (`navigator.webdriver`, which Playwright sets): `window.__nimlabTest.failNextJob("panic" |
/// "trap")` makes the worker fail just before the next job, and `window.__nimlabTest.panicApp()`
/// panics on the main thread. No control in the page reaches either.
fn install_test_hooks(solver: &Solver) {
    let Some(window) = web_sys::window() else { return };
    let automated = js_sys::Reflect::get(&window.navigator(), &"webdriver".into()).ok().and_then(|v| v.as_bool());
    if automated != Some(true) {
        return;
    }
    let hooks = js_sys::Object::new();
    let solver = solver.clone();
    let fail = Closure::<dyn Fn(String)>::new(move |kind: String| {
        solver.fail_next_job(if kind == "trap" { Fault::Trap } else { Fault::Panic });
    });
    let panic = Closure::<dyn Fn()>::new(|| panic!("test-only panic on the main thread"));
    let _ = js_sys::Reflect::set(&hooks, &"failNextJob".into(), fail.as_ref());
    let _ = js_sys::Reflect::set(&hooks, &"panicApp".into(), panic.as_ref());
    let _ = js_sys::Reflect::set(&window, &"__nimlabTest".into(), &hooks);
    // The app lives as long as the page.
    fail.forget();
    panic.forget();
}

/// A page's job of type `J`: its state, and run / cancel / retry.
pub struct UseJob<J: Job> {
    state: UseReducerHandle<Machine<J::Output>>,
    solver: Solver,
    /// The request in flight (ahead of the state, which changes on the next render).
    current: Rc<Cell<Option<u64>>>,
    last: Rc<RefCell<Option<J>>>,
    /// Where values found so far go (see [`UseJob::on_values`]).
    sink: Rc<RefCell<Option<ValuesSink>>>,
}

/// Receives a sequence's values g(from..) as they are found: `(request id, from, values)`.
pub type ValuesSink = Rc<dyn Fn(u64, usize, Vec<u32>)>;

impl<J: Job> Clone for UseJob<J> {
    fn clone(&self) -> Self {
        UseJob {
            state: self.state.clone(),
            solver: self.solver.clone(),
            current: self.current.clone(),
            last: self.last.clone(),
            sink: self.sink.clone(),
        }
    }
}

impl<J: Job> PartialEq for UseJob<J> {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state && self.solver == other.solver
    }
}

/// [`JobState`] as a Yew reducer.
pub struct Machine<T>(pub JobState<T>);

impl<T> Default for Machine<T> {
    fn default() -> Self {
        Machine(JobState::default())
    }
}

impl<T> PartialEq for Machine<T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<T: 'static> Reducible for Machine<T> {
    type Action = JobAction<T>;
    fn reduce(self: Rc<Self>, action: JobAction<T>) -> Rc<Self> {
        match self.0.next(action) {
            Some(next) => Rc::new(Machine(next)),
            None => self,
        }
    }
}

impl<J: Job> UseJob<J> {
    pub fn state(&self) -> &JobState<J::Output> {
        &self.state.0
    }

    /// Sends `job`; an answer to any earlier request of this hook is dropped when it comes.
    pub fn run(&self, job: J) {
        if let Some(old) = self.current.take() {
            self.solver.forget(old);
        }
        *self.last.borrow_mut() = Some(job.clone());
        let dispatch = self.state.dispatcher();
        let current = self.current.clone();
        let sink = self.sink.clone();
        let id = self.solver.next_id();
        let listener: Listener = Rc::new({
            move |event| match event {
                JobEvent::Progress { done, total } => dispatch.dispatch(JobAction::Progress { id, done, total }),
                JobEvent::Values { from, values } => {
                    let sink = sink.borrow().clone();
                    if let (Some(sink), true) = (sink, current.get() == Some(id)) {
                        sink(id, from, values);
                    }
                }
                JobEvent::Done(result) => {
                    if current.get() == Some(id) {
                        current.set(None);
                    }
                    let result = result.and_then(|a| {
                        J::from_answer(*a).ok_or_else(|| {
                            JobError::new(ErrorKind::Stopped, "The solver stopped: it sent an answer of another kind.")
                        })
                    });
                    dispatch.dispatch(JobAction::Finished { id, result });
                }
            }
        });
        // Started goes first: a worker that cannot start answers within submit.
        self.current.set(Some(id));
        self.state.dispatch(JobAction::Started(id));
        self.solver.submit(id, job.into_request(), listener);
    }

    /// Hands the values a sequence job finds to `sink` as they come (only the request in
    /// flight's; the id tells requests apart).
    pub fn on_values(&self, sink: ValuesSink) {
        *self.sink.borrow_mut() = Some(sink);
    }

    /// The id of the request in flight, if any.
    pub fn in_flight(&self) -> Option<u64> {
        self.current.get()
    }

    /// Stops the job in flight at once (the worker is replaced); the state says Cancelled.
    pub fn cancel(&self) {
        if let Some(id) = self.current.take() {
            self.solver.cancel(id);
            self.state.dispatch(JobAction::Failed(JobError::new(ErrorKind::Cancelled, "Cancelled.")));
        }
    }

    /// The last job sent (what an error's character offset points into).
    pub fn last(&self) -> Option<J> {
        self.last.borrow().clone()
    }

    /// Sends the last job again (after the worker stopped, say).
    pub fn retry(&self) {
        let last = self.last.borrow().clone();
        if let Some(job) = last {
            self.run(job);
        }
    }

    /// The page refused the input itself: the request in flight, if any, is dropped.
    pub fn fail(&self, error: JobError) {
        if let Some(old) = self.current.take() {
            self.solver.forget(old);
        }
        self.state.dispatch(JobAction::Failed(error));
    }

    /// A Retry callback for buttons.
    pub fn on_retry(&self) -> Callback<MouseEvent> {
        let job = self.clone();
        Callback::from(move |_: MouseEvent| job.retry())
    }
}

/// The app's worker, for a job of type `J`. The job in flight is cancelled when the page goes.
#[hook]
pub fn use_job<J: Job>() -> UseJob<J> {
    let solver = use_context::<Solver>().expect("use_job needs a SolverProvider above the page");
    let state = use_reducer(Machine::<J::Output>::default);
    let current = use_memo((), |_| Rc::new(Cell::new(None::<u64>)));
    let last = use_memo((), |_| Rc::new(RefCell::new(None::<J>)));
    let sink = use_memo((), |_| Rc::new(RefCell::new(None::<ValuesSink>)));
    {
        let solver = solver.clone();
        let current = (*current).clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(id) = current.take() {
                    solver.cancel(id);
                }
            }
        });
    }
    UseJob { state, solver, current: (*current).clone(), last: (*last).clone(), sink: (*sink).clone() }
}

/// "The solver stopped: …" and a Retry button, for a job whose worker died.
pub fn stopped_view(error: &JobError, onretry: Callback<MouseEvent>) -> Html {
    html! {
        <div class="error solver-stopped" role="alert" data-testid="solver-stopped">
            <p>{ &error.message }{ " A fresh solver has been started." }</p>
            <button onclick={onretry} data-testid="retry">{ "Retry" }</button>
        </div>
    }
}
