//! Two-dimensional tables (chocolate g(m, n), the column-jump board, king, Chomp's f(b, c),
//! the cash box's winning takes): what `nimlab table` prints and the app draws as heatmaps.

use serde::{Deserialize, Serialize};

use crate::vocab::{EngineError, Outcome};

/// The size parameters a table request may carry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableParams {
    /// The side of a square table, or the largest index.
    pub size: Option<usize>,
    pub rows: Option<usize>,
    pub cols: Option<usize>,
}

/// A table of integers (or blanks) with labelled rows and columns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub game: String,
    /// What the table shows, e.g. "g(m, n) of an m x n bar".
    pub title: String,
    /// What the rows and columns are indexed by.
    pub row_label: String,
    pub col_label: String,
    pub row_keys: Vec<i64>,
    pub col_keys: Vec<i64>,
    /// `cells[r][c]`; `None` where the entry does not exist.
    pub cells: Vec<Vec<Option<i64>>>,
    /// How to read a value (sign conventions and the like).
    pub legend: String,
    /// For each cell, the position to play it at (`None` if it is not a position).
    pub positions: Option<Vec<Vec<Option<String>>>>,
    /// For each row, the game its positions belong to, when the rows are different games (the
    /// multiplication game's targets); `None` when every position is one of `game`.
    #[serde(default)]
    pub row_games: Option<Vec<String>>,
    /// Whether the cells are signed remoteness: +k, the player to move wins in k moves; -k, loses
    /// in k. The app then draws who wins and how fast as two tables side by side.
    #[serde(default)]
    pub signed: bool,
    /// Rows the app marks, e.g. the cash box's Fibonacci numbers of coins.
    #[serde(default)]
    pub row_marks: Option<RowMarks>,
    /// Cells that are not integers (a partizan game's canonical forms), shown as text; `cells`
    /// then holds what colours them.
    #[serde(default)]
    pub texts: Option<Vec<Vec<Option<String>>>>,
    /// A partizan table's outcome class of each cell (L, R, N or P), which colours it: a mean
    /// of 0 may be any class (0 is P, ±1 is N, Tiny(2) is L).
    #[serde(default)]
    pub classes: Option<Vec<Vec<Option<Outcome>>>>,
    /// A remark on the table as computed, apart from how to read its values: a limit that
    /// applied at this size (chocolate's tables above 300 carry no positions).
    /// Always written, null when there is none: the worker's messages are postcard, which
    /// cannot skip a field.
    #[serde(default)]
    pub note: Option<String>,
}

/// Marked rows: a short mark after each marked row's key, what it means, and which rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowMarks {
    /// The mark, e.g. `F`.
    pub mark: String,
    /// A name for the kind of row (the app's CSS class of a marked row), e.g. `fibonacci`.
    pub kind: String,
    /// What a marked row's key is, e.g. "a Fibonacci number" ("13 is a Fibonacci number").
    pub meaning: String,
    /// The sentence the legend adds, e.g. "Rows marked F are Fibonacci numbers."
    pub legend: String,
    /// For each row, whether it is marked.
    pub rows: Vec<bool>,
}

/// A table too long to draw, listed instead: past `drawn_up_to` the CLI writes the
/// P-positions (a, b, c) or (a, b, c, d) one a line as `list` finds them, up to `listed_up_to`.
#[derive(Clone, Copy)]
pub struct TableList {
    /// The table's name at the head of the list.
    pub title: &'static str,
    /// What is listed, in the message refusing a list too long.
    pub items: &'static str,
    /// The names of an item's numbers ("a", "b", "c"), and which of them is at most n.
    pub columns: &'static [&'static str],
    pub bound: &'static str,
    /// 0 when the table is only ever listed.
    pub drawn_up_to: usize,
    pub listed_up_to: usize,
    /// Calls `visit` on every P-position whose `bound` is at most n.
    pub list: ListFn,
}

/// Lists the P-positions with their bound coordinate at most n, calling `visit` on each (its
/// numbers in the order of the table's columns).
pub type ListFn = fn(usize, &mut dyn FnMut(&[u32])) -> Result<(), EngineError>;
