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

    /// The positions `side`'s moves reach, in [`PartizanGame::side_moves`]'s order: what the
    /// searches need, for a game that can list them without each move's text and spot.
    fn side_options(&self, pos: &Self::Pos, side: Side) -> Vec<Self::Pos> {
        self.side_moves(pos, side).into_iter().map(|m| m.to).collect()
    }

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

    /// Whether a component is small enough that the outcome search values it by its canonical
    /// form (a few milliseconds at most) rather than searching it move by move. Such
    /// components are summed as forms, and only the others are searched.
    fn cheap(&self, _comp: &Self::Pos) -> bool {
        false
    }

    /// How good a component is for Left, by the game's own rule of thumb (mobility, safe
    /// moves): positive when it favours Left. Only orders moves and picks a move when nothing
    /// is proved; it never decides a result.
    fn heuristic(&self, comp: &Self::Pos) -> i32 {
        self.side_moves(comp, Side::Left).len() as i32 - self.side_moves(comp, Side::Right).len() as i32
    }

    /// Bounds on the moves each side can still make in a component, for the game that knows
    /// them: `(safe, most)` per side, indexed by `Side as usize`, where `safe` moves can be
    /// made whatever the other side does (and are disjoint) and `most` bounds every move the
    /// side can ever make there. With these the search proves a win when the side to move has
    /// more safe moves than the other can make (Domineering's safe moves). `None`: unknown.
    fn move_bounds(&self, _comp: &Self::Pos) -> Option<[(u32, u32); 2]> {
        None
    }
}
