//! nimlab's game engine.
//!
//! Pure Rust with no web dependency: the browser app and the command-line tool both drive it
//! through [`games::lookup`], which turns a game id such as `subtract:1,3,4` into a
//! [`game::Game`] that parses positions, solves them and computes value sequences.

pub mod board;
pub mod cgt;
pub mod coins;
pub mod game;
pub mod games;
pub mod impartial;
pub mod minimax;
pub mod misere;
pub mod notation;
pub mod octal;
pub mod panels;
pub mod partizan;
pub mod quiz;
pub mod reduction;
pub mod rules;
pub mod sequence;
pub mod sparse;
pub mod table;
pub mod value;
pub mod vocab;
pub mod why;
pub mod working;
pub mod young;

/// Laws every impartial game must obey, checked by search: shared by the games' unit tests.
#[cfg(test)]
mod laws;

pub use game::Game;
pub use games::lookup;
pub use value::{MoveReport, Solution};
pub use vocab::{Outcome, ParseError};
