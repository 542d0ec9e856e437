//! The page's address: replacing or setting its hash (the display flags kept), its full URL,
//! and keys typed outside text fields (the pages' shortcuts).

use super::flags::with_flags;

/// Replaces the URL's hash without adding a history entry or firing `hashchange`, when the
/// address is still that of the same page. A page's effect can run after a link has already
/// taken the address elsewhere (its `hashchange` not yet handled): replacing it then would put
/// the old page's address back, and the link would lead nowhere.
pub fn replace_hash(hash: &str) {
    let Some(w) = web_sys::window() else { return };
    if !same_page(&w.location().hash().unwrap_or_default(), hash) {
        return;
    }
    if let Ok(history) = w.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&with_flags(hash)));
    }
}

/// Whether two hashes name the same kind of page (`#/play/…` and `#/play/…`, `#/value?…` and
/// `#/value`); an empty hash is the catalogue's, `#/`.
fn same_page(a: &str, b: &str) -> bool {
    fn page(hash: &str) -> &str {
        let rest = hash.trim_start_matches('#').trim_start_matches('/');
        rest.split(['/', '?']).next().unwrap_or("")
    }
    page(a) == page(b)
}

/// Goes to a page of the app (adds a history entry).
pub fn set_hash(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

/// The play pages' keyboard shortcuts, u undo, r redo and h hint, dispatched to a page's
/// reducer as its own actions (made by `undo`, `redo` and `hint`).
#[yew::hook]
pub fn use_undo_redo_hint<R>(
    state: &yew::UseReducerHandle<R>,
    undo: fn() -> R::Action,
    redo: fn() -> R::Action,
    hint: fn() -> R::Action,
) where
    R: yew::Reducible + 'static,
{
    let state = state.clone();
    yew::use_effect_with((), move |_| {
        let listener = key_listener(move |key: &str| match key {
            "u" => state.dispatch(undo()),
            "r" => state.dispatch(redo()),
            "h" => state.dispatch(hint()),
            _ => {}
        });
        move || drop(listener)
    });
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

#[cfg(test)]
mod tests {
    use super::same_page;

    #[test]
    fn a_page_replaces_only_its_own_address() {
        assert!(same_page("#/analyze/grundy?to=100", "#/analyze/grundy?to=2097152"));
        assert!(same_page("#/play/nim/3,4,5", "#/play/nim/3,4,5?side=right"));
        assert!(same_page("", "#/"));
        assert!(same_page("#/value?g=%5E", "#/value?g=*"));
        assert!(!same_page("#/value", "#/analyze/grundy?to=100"));
        assert!(!same_page("#/play/nim/3", "#/table/nim"));
        assert!(!same_page("#/sum-builder/x", "#/sum/x"));
    }
}
