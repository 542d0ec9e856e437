//! [`use_job`]: a page's job as Yew state. The hook sends the job through the app's
//! [`Solver`], keeps the answer of the latest request only, and cancels the job in flight
//! when the page goes.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

use super::registry::{JobEvent, Listener, Solver};
use crate::job::{JobAction, JobState};
use crate::protocol::{ErrorKind, Job, JobError};

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
                JobEvent::Stage { done, total, stage } => {
                    dispatch.dispatch(JobAction::Stage { id, done, total, stage })
                }
                JobEvent::Partial(answer) => {
                    // A partial answer of another kind is never sent; one that were would be dropped.
                    if let Some(value) = J::from_answer(*answer) {
                        dispatch.dispatch(JobAction::Partial { id, value });
                    }
                }
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
