//! The page's side of the worker: one worker for the whole app, owned by [`SolverProvider`] at
//! the root, and [`use_job`], the hook every page asks it through.
//!
//! The worker is started with the first job (the catalogue never loads it). Jobs run one after
//! another in it; each has an id and a listener. Cancelling a job replaces the worker (the
//! only way to stop a long computation at once) and sends the jobs of other pages again to the
//! fresh one. When the worker dies (its panic hook's message, or its `error` event for a trap
//! such as memory running out), every job in it fails with
//! [`crate::protocol::ErrorKind::Stopped`] and a fresh worker is started; pages show "The
//! solver stopped: …" and a Retry button ([`crate::errors::stopped_view`]).
//!
//! - [`transport`]: the web worker itself, messages in and out (no Yew);
//! - [`registry`]: the jobs in flight, their listeners, and the worker's replacement;
//! - [`schedule`]: when a message read is handed on (large ones in a task of their own);
//! - [`provider`]: the root component that owns the worker;
//! - [`test_hooks`]: `window.__nimlabTest`, for the end-to-end tests;
//! - [`hook`]: [`use_job`], a page's job as Yew state.

pub mod hook;
pub mod provider;
pub mod registry;
mod schedule;
mod test_hooks;
pub mod transport;

pub use hook::{use_job, Machine, UseJob, ValuesSink};
pub use provider::SolverProvider;
pub use registry::{JobEvent, Solver};
pub use transport::WORKER_PATH;
