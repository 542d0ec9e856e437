//! Small browser helpers, one concern a file: the display flags, the page's address, the
//! clipboard, stored preferences and the progress bar.

mod clipboard;
mod flags;
mod navigation;
mod progress;
mod storage;

pub use clipboard::copy_to_clipboard;
pub use flags::{
    embed, hash_has_flag, hash_has_projector, projector, set_embed, set_projector, with_flags, without_flag,
    EMBED_FLAG, PROJECTOR_FLAG,
};
pub use navigation::{current_url, key_listener, replace_hash, set_hash, use_undo_redo_hint};
pub use progress::{progress_bar, thousands};
pub use storage::{load_setting, save_setting};
