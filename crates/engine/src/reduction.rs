//! Reductions, "the same game as": a game whose positions map onto positions of a simpler game
//! with the same value (Nimble onto Nim, Nimble-2 onto Staircase Nim, ...) describes the map in
//! its own file as a [`Reduction`]. The worker sends it with the solution and the app draws the
//! model beside the real board; the model's value is computed here, by the model game itself.

use serde::{Deserialize, Serialize};

use crate::board::Board;

/// One position's reduction: what it says, the model game and position, and the model's value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reduction {
    /// Why the model is the same game, one paragraph.
    pub explanation: String,
    /// The model's game id and the position the real one maps to.
    pub game: String,
    pub position: String,
    /// The model position as drawn by the model game.
    pub board: Board,
    /// The model position's Grundy value (`None` when it does not fit the search budget).
    pub grundy: Option<u32>,
    /// The real game against the model on a family of positions, when the game has one.
    pub comparison: Option<Comparison>,
}

/// A table of the real game's values against the model's on a family of positions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Comparison {
    /// What is compared, e.g. "Empty boards 2 x 0 to 2 x 30".
    pub caption: String,
    /// The names of the table's three rows: the parameter, the real game's value, the model's.
    pub labels: [String; 3],
    /// One column per position: the parameter, the real value and the model's.
    pub columns: Vec<(u64, u32, u32)>,
}

impl Comparison {
    /// Whether the model has the real value on every position of the table.
    pub fn agrees(&self) -> bool {
        self.columns.iter().all(|&(_, real, model)| real == model)
    }
}

/// The value of Staircase Nim, the model of the games that reduce to it (Staircase Nim itself,
/// Nimble-2): the XOR of the coin counts on the odd steps (1-based).
pub fn odd_step_xor(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |acc, &c| acc ^ c)
}
