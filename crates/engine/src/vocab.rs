//! The words every layer of the engine shares: the two sides of a partizan game, a position's
//! outcome, a move and the spot it is made at, and the errors a request fails with. This
//! module imports nothing else of the engine, so everything else may import it.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The two players of a partizan game. Left is Blue/vertical/toads/`x`; Right is
/// Red/horizontal/frogs/`o`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Left,
    Right,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }

    /// The outcome class in which this side wins whoever starts.
    pub fn class(self) -> Outcome {
        match self {
            Side::Left => Outcome::L,
            Side::Right => Outcome::R,
        }
    }

    /// `left` or `right`, as in the CLI's JSON and the app's `data-side`.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
        }
    }

    /// `L` or `R`: the side to move as a link (`?side=R`) and the CLI (`--side R`) write it.
    pub fn letter(self) -> char {
        match self {
            Side::Left => 'L',
            Side::Right => 'R',
        }
    }

    /// Reads `L`, `R`, `left` or `right` (any case).
    pub fn parse(text: &str) -> Option<Side> {
        match text.to_ascii_lowercase().as_str() {
            "l" | "left" => Some(Side::Left),
            "r" | "right" => Some(Side::Right),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The outcome of a position for the player about to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The previous player (the one who just moved) wins: the player to move loses.
    P,
    /// The next player (the one to move) wins.
    N,
    /// Neither side can force a win.
    #[serde(rename = "draw")]
    Draw,
    /// Partizan: Left wins whoever starts.
    L,
    /// Partizan: Right wins whoever starts.
    R,
}

impl Outcome {
    /// The text used in JSON and in the app ("P", "N", "draw").
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::Draw => "draw",
            Outcome::L => "L",
            Outcome::R => "R",
        }
    }

    /// Whether the player to move wins.
    pub fn mover_wins(self) -> bool {
        self == Outcome::N
    }
}

/// A generalized Sprague–Grundy value (Smith; Fraenkel) of an impartial game that need not
/// end: a nimber `n`, or infinity(K) with K the finite values among the options. In JSON
/// `{"infinite": false, "value": 2, "k": []}` or `{"infinite": true, "value": null, "k": [0, 2]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Gamma {
    pub infinite: bool,
    /// The nimber, when finite.
    pub value: Option<u32>,
    /// K, ascending, when infinite (empty when finite).
    pub k: Vec<u32>,
}

impl Gamma {
    pub fn finite(n: u32) -> Self {
        Gamma { infinite: false, value: Some(n), k: Vec::new() }
    }

    /// infinity(K); `k` is sorted and deduplicated here.
    pub fn infinite(mut k: Vec<u32>) -> Self {
        k.sort_unstable();
        k.dedup();
        Gamma { infinite: true, value: None, k }
    }

    /// The outcome for the player to move: 0 is P, another nimber N; infinity(K) is N when
    /// 0 is in K (a move to a position of value 0 wins) and otherwise a draw.
    pub fn outcome(&self) -> Outcome {
        match self.value {
            Some(0) => Outcome::P,
            Some(_) => Outcome::N,
            None if self.k.contains(&0) => Outcome::N,
            None => Outcome::Draw,
        }
    }

    /// The value of a disjunctive sum (Smith's rules): n + m = n xor m, infinity(K) + n =
    /// infinity(K xor n), and infinity + infinity = infinity(empty set), a draw: every option of
    /// such a sum still has an infinite part.
    pub fn sum<'a>(parts: impl IntoIterator<Item = &'a Gamma>) -> Gamma {
        let mut x = 0;
        let mut inf: Option<&Gamma> = None;
        let mut infinities = 0;
        for g in parts {
            match g.value {
                Some(n) => x ^= n,
                None => {
                    infinities += 1;
                    inf = Some(g);
                }
            }
        }
        match (infinities, inf) {
            (0, _) => Gamma::finite(x),
            (1, Some(g)) => Gamma::infinite(g.k.iter().map(|k| k ^ x).collect()),
            _ => Gamma::infinite(Vec::new()),
        }
    }
}

/// `3`, or `∞{0,2}` (`∞{}` for an empty K).
impl fmt::Display for Gamma {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value {
            Some(n) => write!(f, "{n}"),
            None => {
                let k: Vec<String> = self.k.iter().map(u32::to_string).collect();
                write!(f, "∞{{{}}}", k.join(","))
            }
        }
    }
}

/// One move: how it is written, where it is made on the board, and the position it reaches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move<P> {
    pub text: String,
    pub spot: Spot,
    pub to: P,
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
    /// Several squares of a grid (row from the top, column from the left): the move is made by
    /// picking each of them. The grid's [`GridLook::cells_move`] says what it does: covers them
    /// all (an L-tromino's three cells), moves the piece on the first to the last, or moves it
    /// from the first to the second and marks the third (an arrow shot).
    Cells { piece: usize, cells: Vec<(usize, usize)> },
    /// A straight cut of piece `piece` after `at` rows (horizontal) or columns (vertical).
    Cut { piece: usize, vertical: bool, at: usize },
    /// A chip slid along an edge of a [`Board::Graph`], from vertex `from` to vertex `to`.
    Slide { from: usize, to: usize },
    /// A choice named by a number (take k coins, multiply by k, ...).
    Choice { value: i64 },
    /// A move of component `component` of a sum, made at `spot` on that component's board.
    InComponent { component: usize, index: usize },
    /// Edge `index` (0-based, in the board's order) of a [`Board::Edges`], cut.
    Edge { index: usize },
    /// Piece `piece` divided into equal pieces `every` columns (vertical) or rows wide, by
    /// cuts after every `every` columns or rows; made by clicking the first of those lines.
    Divide { piece: usize, vertical: bool, every: usize },
    /// Vertex `index` (0-based, in the board's order) of a [`Board::Vertices`], chosen.
    Vertex { index: usize },
}

/// A parse error that says what is wrong and where (a 0-based character offset).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub message: String,
    pub at: Option<usize>,
}

impl ParseError {
    pub fn new(message: impl Into<String>) -> Self {
        ParseError { message: message.into(), at: None }
    }

    pub fn at(message: impl Into<String>, at: usize) -> Self {
        ParseError { message: message.into(), at: Some(at) }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(f, "{} (at character {})", self.message, at + 1),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// Why a request could not be answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The game id or the position text is malformed.
    Parse(ParseError),
    /// The request is well formed but refused (too large, unsupported).
    Refused(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Parse(e) => write!(f, "{e}"),
            EngineError::Refused(m) => f.write_str(m),
        }
    }
}

impl From<ParseError> for EngineError {
    fn from(e: ParseError) -> Self {
        EngineError::Parse(e)
    }
}
