//! The page's side of the worker: one worker per page, requests with fresh ids.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use crate::protocol::{Request, Response};
use crate::worker::EngineWorker;

/// The path of the worker script Trunk emits (relative, so the app works from any folder).
pub const WORKER_PATH: &str = "worker.js";

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

/// A fresh request id.
pub fn next_id() -> u64 {
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

/// A handle to this page's worker.
#[derive(Clone)]
pub struct Engine {
    inner: Rc<Inner>,
}

struct Inner {
    bridge: RefCell<WorkerBridge<EngineWorker>>,
    spawn: Box<dyn Fn() -> WorkerBridge<EngineWorker>>,
}

impl PartialEq for Engine {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl Engine {
    pub fn send(&self, request: Request) {
        self.inner.bridge.borrow().send(request);
    }

    /// Stops whatever the worker is doing, even in the middle of one long computation: the
    /// page gets a fresh worker at once, the old one is told to close (it does so when its
    /// current piece of work ends) and nothing it answers is delivered any more.
    pub fn restart(&self) {
        let fresh = (self.inner.spawn)();
        *self.inner.bridge.borrow_mut() = fresh;
    }
}

/// Spawns the worker for the lifetime of the component; `on_response` receives every answer
/// (the latest callback is always used). Dropping the page drops the bridge, which tells the
/// worker to close.
#[hook]
pub fn use_engine(on_response: Callback<Response>) -> Engine {
    let latest = use_mut_ref(|| on_response.clone());
    *latest.borrow_mut() = on_response;
    let inner = use_memo((), {
        let latest: Rc<RefCell<Callback<Response>>> = latest.clone();
        move |_| {
            let spawn = move || {
                let latest = latest.clone();
                EngineWorker::spawner()
                    .callback(move |resp: Response| {
                        let cb = latest.borrow().clone();
                        cb.emit(resp);
                    })
                    .spawn(WORKER_PATH)
            };
            Inner { bridge: RefCell::new(spawn()), spawn: Box::new(spawn) }
        }
    });
    Engine { inner }
}
