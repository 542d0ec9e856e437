//! Boards as data: the engine describes what to draw and which spot each move is made at;
//! the app's generic renderer draws it.

use serde::{Deserialize, Serialize};

/// What a position looks like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Board {
    /// Heaps (or piles) of counters, drawn as columns.
    Heaps { heaps: Vec<u64> },
    /// A row of cells; `true` where a pin still stands.
    Strip { cells: Vec<bool> },
}

/// The place on the board a move is made at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// A counter: `heap` 0-based, `index` 0-based from the bottom. Clicking it takes it and
    /// every counter above it.
    Counter { heap: usize, index: u64 },
    /// One cell of a strip (0-based).
    Cell { index: usize },
    /// Two adjacent cells of a strip, `index` and `index + 1`.
    Pair { index: usize },
}
