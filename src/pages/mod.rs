//! The app's pages.

pub mod analyze;
pub mod catalogue;
pub mod play;
