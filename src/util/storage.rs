//! The user's preferences, kept in the browser's local storage under `nimlab.KEY`.

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
