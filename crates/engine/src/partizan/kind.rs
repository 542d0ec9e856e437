//! What a partizan game file implements beside its [`Rules`]: each side's moves, the
//! components a position splits into and a transposition key.

use std::hash::Hash;

use crate::rules::Rules;
use crate::value::Limits;
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
    /// them, indexed by `Side as usize` (see [`MoveBounds`]). With these the search proves a
    /// win when the side to move can count on more moves than the other can make (Domineering's
    /// safe moves and protective areas). `None`: unknown.
    fn move_bounds(&self, _comp: &Self::Pos) -> Option<[MoveBounds; 2]> {
        None
    }

    /// A search of the game's own that proves who wins whole positions of the size of `root`
    /// faster than the generic one (Domineering's, on bitboards), for the outcome search to
    /// use below the root's moves when it goes straight for the proof. `None`: the generic
    /// search (the default, and for positions the game's search does not take).
    fn dedicated_outcome(&self, _root: &Self::Pos, _limits: &Limits) -> Option<Box<dyn DedicatedOutcome<Self::Pos>>> {
        None
    }
}

/// A game's own outcome search ([`PartizanGame::dedicated_outcome`]), kept for one request so
/// that its table serves every move of the root.
pub trait DedicatedOutcome<P> {
    /// Whether `me` to move wins `pos`; `None` when `go` said stop. `go` is asked every few
    /// thousand positions, and when the positions searched so far (over every call) reach
    /// `budget`, with that count.
    fn wins(&mut self, pos: &P, me: Side, budget: u64, go: &mut dyn FnMut(u64) -> bool) -> Option<bool>;
    /// Positions searched so far, over every call.
    fn nodes(&self) -> u64;
    /// Entries in its table.
    fn table_entries(&self) -> usize;
    /// Whether this search, built for an earlier request, can take a request at `root` with
    /// `limits` as it is, table and all (the board's size and the table's limit unchanged): the
    /// positions after a move, or with the other side to move, are then mostly proved already.
    /// It says no by default, and a fresh search is built.
    fn serves(&self, _root: &P, _limits: &Limits) -> bool {
        false
    }
    /// Starts a new request on a search that [`Self::serves`] it: the count of positions from
    /// 0, the table kept.
    fn restart(&mut self) {}
}

/// Whether `me` to move wins `pos` by `own`, a game's search built for the board `pos` is on,
/// when the search asked was built for a board of another size: `nodes` (that search's count)
/// goes on counting, and `budget` and `go` see the count of both.
pub(crate) fn wins_on_own_board<P, S: DedicatedOutcome<P>>(
    own: Option<S>,
    nodes: &mut u64,
    pos: &P,
    me: Side,
    budget: u64,
    go: &mut dyn FnMut(u64) -> bool,
) -> Option<bool> {
    let mut own = own?;
    let before = *nodes;
    let won = own.wins(pos, me, budget.saturating_sub(before), &mut |n| go(before + n));
    *nodes = before + own.nodes();
    won
}

/// What one side can count on in a component, and the most it can make there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveBounds {
    /// Moves the side can make whatever the other side does, disjoint from each other and
    /// from `areas`.
    pub safe: u32,
    /// A bound on every move the side can ever make in the component.
    pub most: u32,
    /// Disjoint areas where the side makes two moves if it moves there first, and then the
    /// other side none; where every move of the other side that touches an area lies inside it
    /// and touches no other area; and which the other side's `most` counts as two moves each.
    /// Two such areas are two moves for the side whoever enters one first (it answers in the
    /// other), and leave the other side two: Domineering's protective areas.
    pub areas: u32,
}

/// Who wins from move bounds alone, with `me` to move, given the bounds of every component
/// summed per side: `Some(true)` when `me` can count on more moves than the other side can
/// make, `Some(false)` when the other side can count on as many as `me` can make.
///
/// `me`, moving first, enters one of its areas when it has an odd number and pairs the rest;
/// the other side can only pair its own. An area `me` has entered or paired costs the other
/// side the two moves its `most` counted there (one pair: two for each side).
pub(crate) fn decide_by_bounds(sum: [MoveBounds; 2], me: Side) -> Option<bool> {
    let (i, o) = (sum[me as usize], sum[me.other() as usize]);
    let (i, o) = (widen(i), widen(o));
    let mine = i.0 + 2 * i.2.div_ceil(2);
    let theirs = o.1.saturating_sub(2 * i.2.div_ceil(2));
    if mine > theirs {
        return Some(true);
    }
    let theirs_sure = o.0 + 2 * (o.2 / 2);
    let my_most = i.1.saturating_sub(2 * (o.2 / 2));
    (theirs_sure >= my_most).then_some(false)
}

fn widen(b: MoveBounds) -> (u64, u64, u64) {
    (b.safe as u64, b.most as u64, b.areas as u64)
}
