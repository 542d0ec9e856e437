//! When a message read from the worker is handed on: at once, or, for a large one and those
//! behind it, in a task of its own, so that reading a large table and drawing it are two
//! tasks, not one.

use std::rc::Rc;

use super::registry::Solver;
use crate::protocol::FromWorker;

/// Bytes from which a message is handed on in a later task than the one that reads it:
/// reading and drawing together made one task of 110 ms for the chocolate table 1000 x 1000
/// in a Chromium trace.
const LARGE_MESSAGE: usize = 100_000;

impl Solver {
    /// A message of `size` bytes read from worker `generation`: handed on now, or queued
    /// behind a large one.
    pub(super) fn arrived(&self, generation: u64, msg: FromWorker, size: usize) {
        let waiting = !self.inner.inbox.borrow().is_empty();
        if size >= LARGE_MESSAGE || waiting {
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
}
