//! The state of one page's job, as a plain reducer (no browser in it, so it is tested
//! natively): which request is current, its progress, its answer or error. Answers and progress
//! for any other request id are stale and dropped.

use std::rc::Rc;

use crate::protocol::{ErrorKind, JobError, Stage};

/// An `Rc` compared by address (an effect's dependency that changes with each answer).
#[derive(Clone, Debug)]
pub struct PtrEq<T>(pub Rc<T>);

impl<T> PartialEq for PtrEq<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Where a job stands.
#[derive(Debug)]
pub enum Phase<T> {
    /// Nothing asked yet.
    Idle,
    /// Asked and not answered; `progress` is (done, total) once the worker has said.
    Running {
        progress: Option<(usize, usize)>,
    },
    Done(Rc<T>),
    Failed(JobError),
}

// Derived Clone and PartialEq would ask the same of T; the answer is shared, not copied.
impl<T> Clone for Phase<T> {
    fn clone(&self) -> Self {
        match self {
            Phase::Idle => Phase::Idle,
            Phase::Running { progress } => Phase::Running { progress: *progress },
            Phase::Done(t) => Phase::Done(t.clone()),
            Phase::Failed(e) => Phase::Failed(e.clone()),
        }
    }
}

impl<T> PartialEq for Phase<T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Phase::Idle, Phase::Idle) => true,
            (Phase::Running { progress: a }, Phase::Running { progress: b }) => a == b,
            (Phase::Done(a), Phase::Done(b)) => Rc::ptr_eq(a, b),
            (Phase::Failed(a), Phase::Failed(b)) => a == b,
            _ => false,
        }
    }
}

/// A job's state: the phase of the current request and the latest answer (kept while a newer
/// request runs or after it fails, for pages that keep showing it).
#[derive(Debug)]
pub struct JobState<T> {
    pub phase: Phase<T>,
    pub latest: Option<Rc<T>>,
    /// What the last request was doing when it last said (kept after it is cancelled or
    /// stops, to say where it stopped).
    pub stage: Option<Stage>,
    /// The last request's latest answer to the part done so far (kept after it is cancelled
    /// or the worker dies; dropped when its whole answer comes or another request starts).
    pub partial: Option<Rc<T>>,
    current: Option<u64>,
}

impl<T> Default for JobState<T> {
    fn default() -> Self {
        JobState { phase: Phase::Idle, latest: None, stage: None, partial: None, current: None }
    }
}

impl<T> Clone for JobState<T> {
    fn clone(&self) -> Self {
        JobState {
            phase: self.phase.clone(),
            latest: self.latest.clone(),
            stage: self.stage,
            partial: self.partial.clone(),
            current: self.current,
        }
    }
}

fn same<T>(a: &Option<Rc<T>>, b: &Option<Rc<T>>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => Rc::ptr_eq(a, b),
        (None, None) => true,
        _ => false,
    }
}

impl<T> PartialEq for JobState<T> {
    fn eq(&self, other: &Self) -> bool {
        self.phase == other.phase
            && self.current == other.current
            && self.stage == other.stage
            && same(&self.latest, &other.latest)
            && same(&self.partial, &other.partial)
    }
}

/// What happens to a job.
#[derive(Debug)]
pub enum JobAction<T> {
    /// Request `id` was sent; it replaces any earlier one.
    Started(u64),
    Progress {
        id: u64,
        done: usize,
        total: usize,
    },
    /// Progress with what the job is doing now.
    Stage {
        id: u64,
        done: usize,
        total: usize,
        stage: Stage,
    },
    /// An answer to the part of request `id` done so far.
    Partial {
        id: u64,
        value: T,
    },
    Finished {
        id: u64,
        result: Result<T, JobError>,
    },
    /// The page refused the input itself, or cancelled: no request is current any more.
    Failed(JobError),
}

impl<T> JobState<T> {
    /// The id of the request whose answer is awaited.
    pub fn current(&self) -> Option<u64> {
        self.current
    }

    /// The progress the worker has reported, (done, total); (0, 1) before it has said.
    pub fn progress(&self) -> (usize, usize) {
        match self.phase {
            Phase::Running { progress: Some(p) } => p,
            _ => (0, 1),
        }
    }

    pub fn running(&self) -> bool {
        matches!(self.phase, Phase::Running { .. })
    }

    /// The answer of the current request, once it has come.
    pub fn done(&self) -> Option<&Rc<T>> {
        match &self.phase {
            Phase::Done(t) => Some(t),
            _ => None,
        }
    }

    pub fn error(&self) -> Option<&JobError> {
        match &self.phase {
            Phase::Failed(e) => Some(e),
            _ => None,
        }
    }

    /// Whether the worker died under this job (the page offers Retry).
    pub fn stopped(&self) -> bool {
        self.error().is_some_and(|e| e.kind == ErrorKind::Stopped)
    }

    /// The next state; `None` when the action changes nothing (a stale answer).
    pub fn next(&self, action: JobAction<T>) -> Option<Self> {
        let mut s = self.clone();
        match action {
            JobAction::Started(id) => {
                s.current = Some(id);
                s.phase = Phase::Running { progress: None };
                s.stage = None;
                s.partial = None;
            }
            JobAction::Progress { id, done, total } => {
                if s.current != Some(id) {
                    return None;
                }
                s.phase = Phase::Running { progress: Some((done, total)) };
            }
            JobAction::Stage { id, done, total, stage } => {
                if s.current != Some(id) {
                    return None;
                }
                s.phase = Phase::Running { progress: Some((done, total)) };
                s.stage = Some(stage);
            }
            JobAction::Partial { id, value } => {
                if s.current != Some(id) {
                    return None;
                }
                s.partial = Some(Rc::new(value));
            }
            JobAction::Finished { id, result } => {
                if s.current != Some(id) {
                    return None;
                }
                s.current = None;
                s.phase = match result {
                    Ok(t) => {
                        let t = Rc::new(t);
                        s.latest = Some(t.clone());
                        s.partial = None;
                        Phase::Done(t)
                    }
                    Err(e) => Phase::Failed(e),
                };
            }
            JobAction::Failed(e) => {
                s.current = None;
                s.phase = Phase::Failed(e);
            }
        }
        Some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(kind: ErrorKind) -> JobError {
        JobError::new(kind, "x")
    }

    fn step(s: &JobState<u32>, a: JobAction<u32>) -> JobState<u32> {
        s.next(a).unwrap_or_else(|| s.clone())
    }

    #[test]
    fn an_answer_to_the_current_request_is_kept() {
        let s = JobState::<u32>::default();
        assert_eq!(s.phase, Phase::Idle);
        let s = step(&s, JobAction::Started(4));
        assert!(s.running());
        assert_eq!(s.current(), Some(4));
        let s = step(&s, JobAction::Progress { id: 4, done: 3, total: 10 });
        assert_eq!(s.phase, Phase::Running { progress: Some((3, 10)) });
        let s = step(&s, JobAction::Finished { id: 4, result: Ok(7) });
        assert_eq!(s.done().map(|v| **v), Some(7));
        assert_eq!(s.latest.as_deref(), Some(&7));
        assert_eq!(s.current(), None);
    }

    #[test]
    fn stale_answers_and_progress_are_dropped() {
        let s = step(&JobState::<u32>::default(), JobAction::Started(1));
        let s = step(&s, JobAction::Started(2));
        assert!(s.next(JobAction::Progress { id: 1, done: 5, total: 9 }).is_none());
        assert!(s.next(JobAction::Finished { id: 1, result: Ok(1) }).is_none());
        assert!(s.next(JobAction::Finished { id: 1, result: Err(err(ErrorKind::Stopped)) }).is_none());
        let s = step(&s, JobAction::Finished { id: 2, result: Ok(2) });
        assert_eq!(s.done().map(|v| **v), Some(2));
        // A late answer to a request that was answered already changes nothing either.
        assert!(s.next(JobAction::Finished { id: 2, result: Ok(3) }).is_none());
    }

    #[test]
    fn the_latest_answer_outlives_a_newer_request_and_its_failure() {
        let s = step(&JobState::<u32>::default(), JobAction::Started(1));
        let s = step(&s, JobAction::Finished { id: 1, result: Ok(10) });
        let s = step(&s, JobAction::Started(2));
        assert!(s.done().is_none());
        assert_eq!(s.latest.as_deref(), Some(&10));
        let s = step(&s, JobAction::Finished { id: 2, result: Err(err(ErrorKind::Stopped)) });
        assert!(s.stopped());
        assert_eq!(s.latest.as_deref(), Some(&10));
    }

    #[test]
    fn a_cancel_or_a_refused_field_ends_the_current_request() {
        let s = step(&JobState::<u32>::default(), JobAction::Started(1));
        let s = step(&s, JobAction::Failed(err(ErrorKind::Cancelled)));
        assert_eq!(s.current(), None);
        assert_eq!(s.error().map(|e| e.kind), Some(ErrorKind::Cancelled));
        assert!(!s.stopped());
        // The cancelled request's answer, if it still came, is stale.
        assert!(s.next(JobAction::Finished { id: 1, result: Ok(1) }).is_none());
    }

    fn stage(heap: usize) -> Stage {
        Stage::Quotient(engine::misere::Step { heap, heaps: 33, order: 24, p: 5, candidate: 848 })
    }

    #[test]
    fn the_part_done_so_far_outlives_a_cancel_and_a_stopped_worker() {
        let s = step(&JobState::<u32>::default(), JobAction::Started(1));
        let s = step(&s, JobAction::Stage { id: 1, done: 24, total: 33, stage: stage(25) });
        assert_eq!(s.progress(), (24, 33));
        assert_eq!(s.stage, Some(stage(25)));
        let s = step(&s, JobAction::Partial { id: 1, value: 24 });
        let s = step(&s, JobAction::Partial { id: 1, value: 25 });
        assert_eq!(s.partial.as_deref(), Some(&25));
        // A stale request's stage and part are dropped.
        assert!(s.next(JobAction::Partial { id: 9, value: 99 }).is_none());
        assert!(s.next(JobAction::Stage { id: 9, done: 1, total: 2, stage: stage(3) }).is_none());
        // Cancelled: the last part and where it was stay, to be shown.
        let s = step(&s, JobAction::Failed(err(ErrorKind::Cancelled)));
        assert_eq!(s.partial.as_deref(), Some(&25));
        assert_eq!(s.stage, Some(stage(25)));
        // A late part of the cancelled request changes nothing.
        assert!(s.next(JobAction::Partial { id: 1, value: 26 }).is_none());
        // The next request starts with neither.
        let s = step(&s, JobAction::Started(2));
        assert_eq!((s.partial.as_deref(), s.stage), (None, None));
        // The worker dies: its part stays too.
        let s = step(&s, JobAction::Partial { id: 2, value: 7 });
        let s = step(&s, JobAction::Finished { id: 2, result: Err(err(ErrorKind::Stopped)) });
        assert_eq!(s.partial.as_deref(), Some(&7));
        // The whole answer replaces the parts.
        let s = step(&s, JobAction::Started(3));
        let s = step(&s, JobAction::Partial { id: 3, value: 8 });
        let s = step(&s, JobAction::Finished { id: 3, result: Ok(9) });
        assert_eq!((s.partial.as_deref(), s.done().map(|v| **v)), (None, Some(9)));
    }
}
