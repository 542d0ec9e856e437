//! The worker itself: starting the module worker Trunk emits, posting encoded messages to it
//! and reading its answers. No Yew and no jobs here: [`super::registry`] decides what to send
//! and what an answer means.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::protocol::{decode, encode, FromWorker, ToWorker};

/// The path of the worker script Trunk emits (relative, so the app works from any folder).
pub const WORKER_PATH: &str = "worker.js";

/// One running worker, with the handlers that keep it talking. Dropping it terminates the
/// worker (the only way to stop a long computation at once).
pub struct Transport {
    worker: web_sys::Worker,
    /// Messages posted before the worker's wasm started (it would drop them).
    queue: Option<Vec<Vec<u8>>>,
    _onmessage: Closure<dyn Fn(web_sys::MessageEvent)>,
    _onerror: Closure<dyn Fn(web_sys::ErrorEvent)>,
}

impl Drop for Transport {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
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

impl Transport {
    /// Starts a worker. `on_message` hears every message read from it with its size in bytes
    /// (or why it could not be read); `on_error` hears why the worker died.
    pub fn start(
        on_message: impl Fn(Result<FromWorker, String>, usize) + 'static,
        on_error: impl Fn(String) + 'static,
    ) -> Result<Transport, String> {
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

        // A message is read in the task that receives it and handed on in a task of its own
        // (timers of no delay run in the order they were set, so messages keep their order):
        // reading a table of a million cells and drawing the page for it in one task made a
        // main-thread task of 143 ms.
        let on_message = std::rc::Rc::new(on_message);
        let onmessage = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let bytes = js_sys::Uint8Array::new(&e.data()).to_vec();
            let (message, len) = (decode::<FromWorker>(&bytes), bytes.len());
            let on_message = on_message.clone();
            gloo_timers::callback::Timeout::new(0, move || on_message(message, len)).forget();
        });
        // Handed on after the messages before it, as they are (a panic's message comes before
        // its trap's error event, and names the panic).
        let on_error = std::rc::Rc::new(on_error);
        let onerror = Closure::<dyn Fn(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
            e.prevent_default();
            let (on_error, reason) = (on_error.clone(), error_reason(&e));
            gloo_timers::callback::Timeout::new(0, move || on_error(reason)).forget();
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        Ok(Transport { worker, queue: Some(Vec::new()), _onmessage: onmessage, _onerror: onerror })
    }

    /// Sends a message now, or once the worker has loaded.
    pub fn post(&mut self, msg: &ToWorker) {
        let bytes = encode(msg);
        match self.queue.as_mut() {
            Some(queue) => queue.push(bytes),
            None => self.send(&bytes),
        }
    }

    /// The worker's wasm has started: the messages kept for it are sent, in order.
    pub fn loaded(&mut self) {
        for bytes in self.queue.take().unwrap_or_default() {
            self.send(&bytes);
        }
    }

    /// Whether the worker has said it loaded.
    pub fn has_loaded(&self) -> bool {
        self.queue.is_none()
    }

    fn send(&self, bytes: &[u8]) {
        let _ = self.worker.post_message(&js_sys::Uint8Array::from(bytes));
    }
}
