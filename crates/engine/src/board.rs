//! Boards as data: the engine describes what to draw and which spot each move is made at;
//! the app's generic renderer draws it.

use serde::{Deserialize, Serialize};

/// What a position looks like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Board {
    /// Heaps (or piles) of counters, drawn as columns.
    Heaps { heaps: Vec<u64> },
    /// A row of cells; `true` where a pin (or an empty usable cell) is.
    Strip { cells: Vec<bool> },
    /// A grid of squares, one string per row, one character per square. The characters are
    /// the game's own (documented in its file), e.g. `#` present, `.` gone, `X` poisoned.
    Grid { rows: Vec<String> },
    /// Several grids side by side (pieces of chocolate, boards of a sum).
    Pieces { pieces: Vec<Vec<String>> },
    /// A single number with a caption (a counter, a product, a date).
    Number { value: i64, caption: String },
    /// Anything else: a caption; moves are offered as a list of buttons.
    Text { text: String },
    /// A sum: each component's own board. Moves carry `Spot::InComponent { component, index }`
    /// and `parts[component].spots[index]` is where that move is made on the component's board.
    Sum { parts: Vec<SumPart> },
}

/// One component of a sum as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumPart {
    /// The component's game id and position, e.g. `kayles:7`, and its value.
    pub label: String,
    pub game: String,
    pub grundy: u32,
    pub board: Board,
    /// The spot of each of the component's moves, in move order.
    pub spots: Vec<Spot>,
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
    /// A square of a grid (0-based row from the top, column from the left); for `Pieces`,
    /// `piece` says which grid.
    Square { piece: usize, row: usize, col: usize },
    /// A straight cut of piece `piece` after `at` rows (horizontal) or columns (vertical).
    Cut { piece: usize, vertical: bool, at: usize },
    /// A choice named by a number (take k coins, multiply by k, ...).
    Choice { value: i64 },
    /// A move of component `component` of a sum, made at `spot` on that component's board.
    InComponent { component: usize, index: usize },
}
