//! Serving partizan games: Left and Right have different moves, and a position's value is a
//! canonical form (see [`crate::cgt`]).
//!
//! A partizan game file implements [`crate::serve::Rules`] (with `moves` giving Left's moves
//! and then Right's, see [`all_moves`]) and [`PartizanGame`], and serves itself with
//! `impl Serve for X { fn evaluate(..) { partizan::evaluate(self, pos, moves, misere) } }`
//! (a second blanket implementation of `Serve` beside the impartial one is not allowed).

use std::fmt;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

use crate::game::{EngineError, Move};
use crate::serve::{Evaluation, Rules};

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
    pub fn class(self) -> crate::value::Outcome {
        match self {
            Side::Left => crate::value::Outcome::L,
            Side::Right => crate::value::Outcome::R,
        }
    }

    /// `left` or `right`, as in the CLI's JSON and the app's `data-side`.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Left => "left",
            Side::Right => "right",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a partizan game file adds to its [`Rules`].
pub trait PartizanGame: Rules {
    /// A transposition-table key of a component.
    type Key: Clone + Eq + Hash;

    /// The moves of one side, in a stable order; each `to` is a whole position.
    fn side_moves(&self, pos: &Self::Pos, side: Side) -> Vec<Move<Self::Pos>>;

    /// The independent summands of a position: its value is the sum of theirs. Each is a
    /// position of the game in its own right; empty components may be left out.
    fn components(&self, pos: &Self::Pos) -> Vec<Self::Pos> {
        vec![pos.clone()]
    }

    /// The key of a component under the symmetries that keep its value, and whether the
    /// keyed position is the component's negative (e.g. a transposed Domineering board). Two
    /// components with the same key and flag have the same value.
    fn key(&self, comp: &Self::Pos) -> (Self::Key, bool);
}

/// Left's moves followed by Right's: what a partizan game's `Rules::moves` returns.
pub fn all_moves<G: PartizanGame + ?Sized>(game: &G, pos: &G::Pos) -> Vec<Move<G::Pos>> {
    let mut moves = game.side_moves(pos, Side::Left);
    moves.extend(game.side_moves(pos, Side::Right));
    moves
}

/// Values a partizan position and its moves (the `Serve::evaluate` of every partizan game).
pub fn evaluate<G: PartizanGame + ?Sized>(
    game: &G,
    _pos: &G::Pos,
    _moves: &[Move<G::Pos>],
    misere: bool,
) -> Result<Evaluation, EngineError> {
    if misere {
        return Err(crate::serve::no_misere(&game.name(), None));
    }
    Err(EngineError::Refused(format!("{} cannot be valued yet", game.name())))
}
