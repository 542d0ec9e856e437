//! The app's pages.

pub mod alphabeta;
pub mod analyze;
pub mod catalogue;
pub mod play;
pub mod table;
pub mod tictactoe;
