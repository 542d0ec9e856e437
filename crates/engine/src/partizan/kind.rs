//! What a partizan game file implements beside its [`Rules`]: each side's moves, the
//! components a position splits into and a transposition key.

use std::hash::Hash;

use crate::serve::Rules;
use crate::vocab::{Move, Side};

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

    /// Why a component is too large to value within a request, if it is: each game's limit
    /// comes from a measurement (docs/benchmarks.md), so that a request is refused at once
    /// rather than after the search budget is spent.
    fn too_large(&self, _comp: &Self::Pos) -> Option<String> {
        None
    }
}
