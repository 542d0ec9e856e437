//! Small browser helpers.

use std::cell::Cell;

thread_local! {
    static PROJECTOR: Cell<bool> = const { Cell::new(false) };
}

/// Whether projector mode (large type, high contrast) is on; it is kept in every link.
pub fn projector() -> bool {
    PROJECTOR.with(|p| p.get())
}

pub fn set_projector(on: bool) {
    PROJECTOR.with(|p| p.set(on));
}

/// Adds the app-wide flags (projector mode) to a page's hash.
pub fn with_flags(hash: &str) -> String {
    if !projector() {
        return hash.to_string();
    }
    let sep = if hash.contains('?') { '&' } else { '?' };
    format!("{hash}{sep}projector=1")
}

/// Whether a hash carries projector mode.
pub fn hash_has_projector(hash: &str) -> bool {
    hash.split_once('?').is_some_and(|(_, q)| q.split('&').any(|p| p == "projector=1"))
}

/// Replaces the URL's hash without adding a history entry or firing `hashchange`.
pub fn replace_hash(hash: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&with_flags(hash)));
    }
}

/// The page's full URL.
pub fn current_url() -> String {
    web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default()
}

/// Copies text to the clipboard (best effort: needs a secure context or localhost).
pub fn copy_to_clipboard(text: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().clipboard().write_text(text);
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// A persisted user preference.
pub fn load_setting(key: &str) -> Option<String> {
    storage()?.get_item(&format!("nimlab.{key}")).ok()?
}

pub fn save_setting(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(&format!("nimlab.{key}"), value);
    }
}

/// A progress bar for work in the worker, with what is done in words and a Cancel button.
pub fn progress_bar(
    testid: &'static str,
    label: &'static str,
    done: usize,
    total: usize,
    words: String,
    oncancel: yew::Callback<yew::MouseEvent>,
) -> yew::Html {
    yew::html! {
        <div class="progress" data-testid={testid}>
            <progress max={total.to_string()} value={done.to_string()} aria-label={label}></progress>
            <span>{ words }</span>
            <button onclick={oncancel} data-testid="cancel">{ "Cancel" }</button>
        </div>
    }
}
