//! Copying a link or an export to the clipboard.

/// Copies text to the clipboard (best effort: needs a secure context or localhost).
pub fn copy_to_clipboard(text: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.navigator().clipboard().write_text(text);
    }
}
