//! The jobs in flight and the worker they run in: [`Solver`], the app's one worker, which
//! sends each job with its id, hands each answer to the job's listener, and replaces the worker
//! when a job is cancelled or the worker dies.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use super::transport::Transport;
use crate::protocol::{Answer, ErrorKind, Fault, FromWorker, JobError, JobRequest, Stage, ToWorker};

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
    /// Progress with what the job is doing now.
    Stage {
        done: usize,
        total: usize,
        stage: Stage,
    },
    /// An answer to the part of the job done so far.
    Partial(Box<Answer>),
    Done(Result<Box<Answer>, JobError>),
}

pub type Listener = Rc<dyn Fn(JobEvent)>;

struct Pending {
    id: u64,
    request: JobRequest,
    listener: Listener,
}

/// The worker now running and its generation: messages of a replaced worker are ignored.
struct Live {
    transport: Transport,
    generation: u64,
}

#[derive(Default)]
pub(super) struct Shared {
    live: RefCell<Option<Live>>,
    /// The jobs in flight, oldest first (a handful at most: one or two per page).
    jobs: RefCell<Vec<Pending>>,
    next_id: Cell<u64>,
    generation: Cell<u64>,
    /// Test only: the fault the worker is told to have before the next job.
    fault: Cell<Option<Fault>>,
    /// Messages read but not yet handed on, oldest first, each with its worker's generation
    /// (see [`super::schedule`]).
    pub(super) inbox: RefCell<VecDeque<(u64, FromWorker)>>,
}

/// The app's one worker (the context value of [`super::SolverProvider`]).
#[derive(Clone, Default)]
pub struct Solver {
    pub(super) inner: Rc<Shared>,
}

impl PartialEq for Solver {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
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
        if let Some(live) = self.inner.live.borrow_mut().as_mut() {
            live.transport.post(msg);
        }
    }

    fn spawn(&self) -> Result<(), String> {
        let generation = self.inner.generation.get() + 1;
        self.inner.generation.set(generation);
        let weak: Weak<Shared> = Rc::downgrade(&self.inner);
        let on_message = {
            let weak = weak.clone();
            move |msg: Result<FromWorker, String>, size: usize| {
                let Some(inner) = weak.upgrade() else { return };
                match msg {
                    Ok(msg) => Solver { inner }.arrived(generation, msg, size),
                    Err(reason) => Solver { inner }.died(generation, &reason),
                }
            }
        };
        let on_error = move |reason: String| {
            if let Some(inner) = weak.upgrade() {
                Solver { inner }.died(generation, &reason);
            }
        };
        let transport = Transport::start(on_message, on_error)?;
        *self.inner.live.borrow_mut() = Some(Live { transport, generation });
        Ok(())
    }

    fn is_current(&self, generation: u64) -> bool {
        self.inner.live.borrow().as_ref().is_some_and(|l| l.generation == generation)
    }

    /// Hands a message of worker `generation` to the job it answers.
    pub(super) fn received(&self, generation: u64, msg: FromWorker) {
        if !self.is_current(generation) {
            return; // a replaced worker's last words
        }
        match msg {
            FromWorker::Loaded => {
                if let Some(live) = self.inner.live.borrow_mut().as_mut() {
                    live.transport.loaded();
                }
            }
            FromWorker::Progress { id, done, total } => {
                // The borrow ends before the listener runs: it may send the next job.
                if let Some(l) = self.listener(id) {
                    l(JobEvent::Progress { done, total });
                }
            }
            FromWorker::Stage { id, done, total, stage } => {
                if let Some(l) = self.listener(id) {
                    l(JobEvent::Stage { done, total, stage });
                }
            }
            FromWorker::Partial { id, answer } => {
                if let Some(l) = self.listener(id) {
                    l(JobEvent::Partial(answer));
                }
            }
            FromWorker::Values { id, from, values } => {
                if let Some(l) = self.listener(id) {
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

    fn listener(&self, id: u64) -> Option<Listener> {
        self.inner.jobs.borrow().iter().find(|p| p.id == id).map(|p| p.listener.clone())
    }

    /// The worker died: every job in it fails, and a fresh worker is started if the dead one
    /// had loaded (one that never loaded is not started again until the next job).
    fn died(&self, generation: u64, reason: &str) {
        if !self.is_current(generation) {
            return; // already handled (a panic is followed by its trap's error event)
        }
        let had_loaded = self.inner.live.borrow().as_ref().is_some_and(|l| l.transport.has_loaded());
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
