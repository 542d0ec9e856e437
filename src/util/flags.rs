//! The app-wide display flags (projector mode, embed mode): kept for the page in thread-locals
//! and carried in every link as `projector=1` and `embed=1` in the hash's query.

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

#[cfg(test)]
mod tests {
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
