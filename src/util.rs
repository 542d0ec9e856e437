//! Small browser helpers.

use std::cell::Cell;

thread_local! {
    static PROJECTOR: Cell<bool> = const { Cell::new(false) };
    static EMBED: Cell<bool> = const { Cell::new(false) };
}

/// Whether projector mode (large type, high contrast) is on; it is kept in every link.
pub fn projector() -> bool {
    PROJECTOR.with(|p| p.get())
}

pub fn set_projector(on: bool) {
    PROJECTOR.with(|p| p.set(on));
}

/// Whether the app is embedded (`embed=1`: no site header, for an iframe in slides or a course
/// page); it is kept in every link followed inside the frame.
pub fn embed() -> bool {
    EMBED.with(|e| e.get())
}

pub fn set_embed(on: bool) {
    EMBED.with(|e| e.set(on));
}

/// Adds the app-wide flags (projector mode, embed mode) that are on to a page's hash.
pub fn with_flags(hash: &str) -> String {
    let mut out = hash.to_string();
    for (on, flag) in [(projector(), PROJECTOR_FLAG), (embed(), EMBED_FLAG)] {
        if on && !hash_has_flag(&out, flag) {
            out.push(if out.contains('?') { '&' } else { '?' });
            out.push_str(flag);
        }
    }
    out
}

pub const PROJECTOR_FLAG: &str = "projector=1";
pub const EMBED_FLAG: &str = "embed=1";

/// Whether a hash's query carries `flag` (`projector=1`, `embed=1`).
pub fn hash_has_flag(hash: &str, flag: &str) -> bool {
    hash.split_once('?').is_some_and(|(_, q)| q.split('&').any(|p| p == flag))
}

/// Whether a hash carries projector mode.
pub fn hash_has_projector(hash: &str) -> bool {
    hash_has_flag(hash, PROJECTOR_FLAG)
}

/// The hash without `flag`.
pub fn without_flag(hash: &str, flag: &str) -> String {
    match hash.split_once('?') {
        None => hash.to_string(),
        Some((path, query)) => {
            let rest: Vec<&str> = query.split('&').filter(|p| *p != flag && !p.is_empty()).collect();
            if rest.is_empty() {
                path.to_string()
            } else {
                format!("{path}?{}", rest.join("&"))
            }
        }
    }
}

/// Replaces the URL's hash without adding a history entry or firing `hashchange`.
pub fn replace_hash(hash: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&with_flags(hash)));
    }
}

/// Goes to a page of the app (adds a history entry).
pub fn set_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

/// Listens to keys typed outside text fields.
pub fn key_listener(on_key: impl Fn(&str) + 'static) -> Option<gloo_events::EventListener> {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window()?.document()?;
    Some(gloo_events::EventListener::new(&doc, "keydown", move |e| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let in_field = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if !in_field {
            on_key(&e.key());
        }
    }))
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

#[cfg(test)]
mod flag_tests {
    use super::*;

    #[test]
    fn flags_are_added_once_and_removed() {
        set_projector(false);
        set_embed(false);
        assert_eq!(with_flags("#/play/nim/3"), "#/play/nim/3");
        set_embed(true);
        assert_eq!(with_flags("#/play/nim/3?misere=1"), "#/play/nim/3?misere=1&embed=1");
        assert_eq!(with_flags("#/table/x?embed=1"), "#/table/x?embed=1");
        set_projector(true);
        assert_eq!(with_flags("#/"), "#/?projector=1&embed=1");
        assert!(hash_has_flag("#/a?x=1&embed=1", EMBED_FLAG));
        assert!(!hash_has_flag("#/a/embed=1", EMBED_FLAG));
        assert_eq!(without_flag("#/a?embed=1&misere=1", EMBED_FLAG), "#/a?misere=1");
        assert_eq!(without_flag("#/a?embed=1", EMBED_FLAG), "#/a");
        set_projector(false);
        set_embed(false);
    }
}
