//! For the end-to-end tests only, and only in a browser driven by automation
//! (`navigator.webdriver`, which Playwright sets): `window.__nimlabTest.failNextJob("panic" |
//! "trap")` makes the worker fail just before the next job, and `window.__nimlabTest.panicApp()`
//! panics on the main thread. No control in the page reaches either.

use wasm_bindgen::prelude::*;

use super::registry::Solver;
use crate::protocol::Fault;

/// Puts `window.__nimlabTest` on the page when a test drives the browser.
pub fn install_test_hooks(solver: &Solver) {
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
