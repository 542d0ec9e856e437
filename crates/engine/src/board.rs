//! Boards as data: the engine describes what to draw and which spot each move is made at;
//! the app's generic renderer draws it.

use serde::{Deserialize, Serialize};

/// What a position looks like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Board {
    /// Heaps (or piles) of counters, drawn as columns.
    Heaps { heaps: Vec<u64> },
    /// Piles of coins on the steps of a staircase (step 1 first), each step one riser higher
    /// than the one before; a move at `Spot::Counter { heap, index }` moves that coin and every
    /// coin above it down one step (off the stairs from step 1).
    Steps { steps: Vec<u64> },
    /// A row of cells; `true` where a pin (or an empty usable cell) is.
    Strip { cells: Vec<bool> },
    /// A grid of squares, one string per row, one character per square. The characters are
    /// the game's own (documented in its file), e.g. `#` present, `.` gone, `X` poisoned;
    /// `look` says how they are drawn when that is not the character itself.
    Grid { rows: Vec<String>, look: GridLook },
    /// Several grids side by side (pieces of chocolate, boards of a sum).
    Pieces { pieces: Vec<Vec<String>> },
    /// A single number with a caption (a counter, a product, a date); with `coins`, the
    /// number is also drawn as that many coins when there are not too many.
    Number { value: i64, caption: String, coins: bool },
    /// Anything else: a caption; moves are offered as a list of buttons.
    Text { text: String },
    /// A directed graph with chips on its vertices: `chips[v]` chips on vertex `v`, and each
    /// vertex's value in `values` (drawn only while move values are shown). Moves are
    /// `Spot::Slide`s along edges.
    Graph { names: Vec<String>, edges: Vec<(usize, usize)>, chips: Vec<u32>, values: Vec<u32> },
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
    /// A partizan part's canonical form (then `grundy` means nothing).
    #[serde(default)]
    pub value: Option<String>,
    pub board: Board,
    /// The spot of each of the component's moves, in move order.
    pub spots: Vec<Spot>,
}

impl Board {
    /// A grid drawn with its own characters.
    pub fn grid(rows: Vec<String>) -> Board {
        Board::Grid { rows, look: GridLook::default() }
    }
}

/// How a grid's characters are drawn. Without a glyph, `#` (present), `.` (empty) and `-`
/// (off the board) are plain squares told apart by shading and borders, `X` a poisoned square,
/// and any other character is drawn as itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GridLook {
    /// Characters drawn as something else, with what a screen reader says of such a square.
    pub glyphs: Vec<Glyph>,
    /// Squares underlined (row, column), e.g. Treblecross's safe cells.
    pub underlined: Vec<(usize, usize)>,
    /// Squares drawn highlighted (row, column), e.g. the line that won a game.
    pub highlighted: Vec<(usize, usize)>,
    /// Pointing at a square where a move is made previews that the move takes the square and
    /// every present square below and to the right of it (Chomp's bite).
    pub bite_preview: bool,
    /// Labelled rows and columns: the grid is drawn with its labels (the dates calendar), its
    /// squares are named from them, and `-` squares (off the board) are not drawn.
    pub axes: Option<Box<Axes>>,
}

impl GridLook {
    /// Whether the grid is drawn from its characters alone.
    pub fn is_plain(&self) -> bool {
        *self == GridLook::default()
    }

    /// The glyph of a character, if it has one.
    pub fn glyph(&self, ch: char) -> Option<&Glyph> {
        self.glyphs.iter().find(|g| g.ch == ch)
    }
}

/// A character of a grid drawn as `shown` and named `name` (e.g. `P` drawn as ♙, "white pawn");
/// the name is said where the grid names its squares (a grid with [`Axes`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Glyph {
    pub ch: char,
    pub shown: String,
    pub name: String,
}

impl Glyph {
    pub fn new(ch: char, shown: &str, name: &str) -> Glyph {
        Glyph { ch, shown: shown.to_string(), name: name.to_string() }
    }
}

/// The labels of a grid's rows and columns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Axes {
    /// What the grid is, for screen readers (e.g. "calendar: months down, days across").
    pub caption: String,
    /// Each row's label as shown (`Jan`) and as spoken (`January`).
    pub rows: Vec<(String, String)>,
    /// Each column's label as shown and as spoken.
    pub cols: Vec<(String, String)>,
    /// A square's name: `{row}` and `{col}` are replaced by the spoken labels (`{col} {row}`
    /// names a date "16 October").
    pub square: String,
    /// The verb of a move made at a square ("name" for "name 16 October").
    pub verb: String,
}

impl Axes {
    /// The spoken name of square (`row`, `col`).
    pub fn square_name(&self, row: usize, col: usize) -> String {
        let label =
            |v: &[(String, String)], i: usize| v.get(i).map(|l| l.1.clone()).unwrap_or_else(|| (i + 1).to_string());
        self.square.replace("{row}", &label(&self.rows, row)).replace("{col}", &label(&self.cols, col))
    }
}

/// The place on the board a move is made at.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Several squares of a grid covered at once (row from the top, column from the left), e.g.
    /// an L-tromino's three cells: the move is made by picking each of them.
    Cells { piece: usize, cells: Vec<(usize, usize)> },
    /// A straight cut of piece `piece` after `at` rows (horizontal) or columns (vertical).
    Cut { piece: usize, vertical: bool, at: usize },
    /// A chip slid along an edge of a [`Board::Graph`], from vertex `from` to vertex `to`.
    Slide { from: usize, to: usize },
    /// A choice named by a number (take k coins, multiply by k, ...).
    Choice { value: i64 },
    /// A move of component `component` of a sum, made at `spot` on that component's board.
    InComponent { component: usize, index: usize },
}

/// How the board of a game drawn as a grid of characters is edited in the app: a click on a
/// square puts the next character of `cycle` there (wrapping round), and rows and columns of
/// the first character are added or taken away within the bounds. The position is the rows
/// joined by `/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditSpec {
    pub cycle: &'static str,
    pub max_rows: usize,
    pub max_cols: usize,
}

impl EditSpec {
    /// The position with the square at `row`, `col` changed to the next character of the cycle.
    pub fn cycled(&self, rows: &[String], row: usize, col: usize) -> String {
        let chars: Vec<char> = self.cycle.chars().collect();
        let next = |ch: char| match chars.iter().position(|&c| c == ch) {
            Some(i) => chars[(i + 1) % chars.len()],
            None => chars[0],
        };
        let out: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(r, line)| {
                line.chars().enumerate().map(|(c, ch)| if (r, c) == (row, col) { next(ch) } else { ch }).collect()
            })
            .collect();
        out.join("/")
    }

    /// The position with `rows` and `cols` added (positive) or taken from the end (negative),
    /// new squares holding the first character of the cycle; `None` past the bounds or below
    /// one row and one column.
    pub fn resized(&self, rows: &[String], add_rows: isize, add_cols: isize) -> Option<String> {
        let height = rows.len().checked_add_signed(add_rows)?;
        let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0).checked_add_signed(add_cols)?;
        if !(1..=self.max_rows).contains(&height) || !(1..=self.max_cols).contains(&width) {
            return None;
        }
        let blank = self.cycle.chars().next().unwrap_or('.');
        let out: Vec<String> = (0..height)
            .map(|r| {
                let line: Vec<char> = rows.get(r).map(|l| l.chars().collect()).unwrap_or_default();
                (0..width).map(|c| line.get(c).copied().unwrap_or(blank)).collect()
            })
            .collect();
        Some(out.join("/"))
    }
}

#[cfg(test)]
mod edit_tests {
    use super::EditSpec;

    #[test]
    fn squares_cycle_and_boards_resize_within_bounds() {
        let spec = EditSpec { cycle: ".#", max_rows: 3, max_cols: 4 };
        let rows = vec!["..".to_string(), "#.".to_string()];
        assert_eq!(spec.cycled(&rows, 0, 1), ".#/#.");
        assert_eq!(spec.cycled(&rows, 1, 0), "../..");
        assert_eq!(spec.resized(&rows, 1, 1).as_deref(), Some(".../#../..."));
        assert_eq!(spec.resized(&rows, -1, 0).as_deref(), Some(".."));
        assert_eq!(spec.resized(&rows, 2, 0), None);
        assert_eq!(spec.resized(&rows, 0, -2), None);
        let toads = EditSpec { cycle: ".TF", max_rows: 1, max_cols: 30 };
        assert_eq!(toads.cycled(&["T.F".to_string()], 0, 0), "F.F");
        assert_eq!(toads.cycled(&["T.F".to_string()], 0, 2), "T..");
    }
}
