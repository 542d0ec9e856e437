//! What a solver says about a position: outcome, remoteness, nimber.

use serde::{Deserialize, Serialize};

use crate::board::{Board, Spot};

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

/// The solved value of a position.
///
/// `remoteness` counts plies until the game ends when the winner hurries and the loser
/// delays; it is `None` when the position space was too large to search within the budget
/// (the outcome is still exact, from the Grundy value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Value {
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
}

/// One move of a solved position and what it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// The move in the game's move notation (e.g. `h2-3`: take 3 from heap 2).
    #[serde(rename = "move")]
    pub text: String,
    /// The position reached, in canonical notation.
    pub to: String,
    /// The outcome of the position reached (for the player who moves next there).
    pub outcome: Outcome,
    pub grundy: Option<u32>,
    pub remoteness: Option<u32>,
    /// True when the move leaves the opponent in a lost position.
    pub winning: bool,
    /// What the user touches on the board to make this move.
    pub spot: Spot,
}

/// Everything the app and the CLI show about one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    pub game: String,
    pub position: String,
    pub misere: bool,
    pub outcome: Outcome,
    pub grundy: Option<u32>,
    pub remoteness: Option<u32>,
    pub moves: Vec<MoveReport>,
    /// The Grundy value by the game's closed form, when it has one, shown beside the searched one.
    pub formula: Option<FormulaValue>,
    /// Why remoteness is missing, if it is.
    pub note: Option<String>,
    pub board: Board,
    /// "The same game as": the position's reduction to a model game, when the game has one
    /// (filled by [`crate::games::solve_with_reduction`], which the worker calls).
    pub reduction: Option<Box<crate::reduction::Reduction>>,
    /// How the value follows from the options (see [`crate::working`]).
    #[serde(default)]
    pub working: Option<crate::working::Working>,
}

/// A closed-form value with the formula written out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormulaValue {
    pub text: String,
    pub grundy: Option<u32>,
    pub outcome: Outcome,
}

/// The outcome and remoteness of a signed value (`+k`: the player to move wins in k moves;
/// `-k` or 0: loses in k moves). Shared by the games that store such values (tokenboard, kassa).
pub fn outcome_of(v: i32) -> (Outcome, u32) {
    if v > 0 {
        (Outcome::N, v as u32)
    } else {
        (Outcome::P, v.unsigned_abs())
    }
}
