//! What an impartial game file implements beside its [`Rules`]: its components and their
//! options, and the optional fast paths (a closed form, a valuation of its own, bounds that
//! plan the search).

use std::fmt;
use std::hash::Hash;

use crate::rules::{Evaluation, Moves, PositionValue};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome};

/// An impartial game under normal play (misère where [`Rules::has_misere`] says so): both
/// players have the same moves, and a position is a sum of independent components. PositionValue by
/// the generic search over components unless the game has its own valuation or bounds.
pub trait ImpartialGame: Moves {
    /// One independent component of a position (a heap, a row of pins).
    type Comp: Clone + Eq + Hash + Ord + fmt::Debug;

    /// The components the position is the sum of.
    fn components(&self, pos: &Self::Pos) -> Vec<Self::Comp>;
    /// The options of one component, each a sum of components (an empty sum is a finished game).
    /// The search's own view of the moves, without the texts and spots [`Moves::moves`] makes
    /// for people (building those for every option would slow the search); the conformance
    /// suite (`tests/suite/conformance.rs`) checks the two views give the same values.
    fn comp_options(&self, comp: &Self::Comp) -> Vec<Vec<Self::Comp>>;
    /// For a heap game whose misère play a misère quotient answers: the rules of one heap.
    fn quotient_rules(&self) -> Option<crate::octal::HeapRules> {
        None
    }
    /// The heaps of a position as [`ImpartialGame::quotient_rules`] sees them.
    fn heap_sizes(&self, _pos: &Self::Pos) -> Vec<usize> {
        Vec::new()
    }
    /// One component as the working of a value names it (a heap's size, a strip's length).
    fn comp_label(&self, comp: &Self::Comp) -> String {
        format!("{comp:?}")
    }

    /// A fast Grundy value for one component (a closed form or a precomputed table). `None`
    /// falls back to memoised search over `comp_options`.
    fn closed_form_grundy(&self, _comp: &Self::Comp) -> Option<u32> {
        None
    }
    /// The closed form for a whole position, shown beside the searched value (a solution's
    /// `formula`, as the JSON contract names it).
    fn closed_form(&self, _pos: &Self::Pos, _misere: bool) -> Option<ClosedFormValue> {
        None
    }
    /// The misère outcome of a sum by a known rule, used when the sum is too large to search.
    fn misere_outcome(&self, _comps: &[Self::Comp]) -> Option<Outcome> {
        None
    }

    /// A valuation of the game's own (a table made for the position, a solver of its own)
    /// instead of the search, normal play only: the position and the positions `moves` reach.
    fn own_evaluation(&self, _pos: &Self::Pos, _moves: &[Move<Self::Pos>]) -> Option<Result<Evaluation, EngineError>> {
        None
    }
    /// [`ImpartialGame::own_evaluation`] for misère play, for games whose misère rule values
    /// positions too large to search (Nim with heaps past a thousand).
    fn own_misere_evaluation(
        &self,
        _pos: &Self::Pos,
        _moves: &[Move<Self::Pos>],
    ) -> Option<Result<Evaluation, EngineError>> {
        None
    }
    /// The Grundy value by the game's own means, to go with [`ImpartialGame::own_evaluation`].
    fn own_grundy(&self, _pos: &Self::Pos) -> Option<Result<u32, EngineError>> {
        None
    }
    /// Bounds on the search below a position, for games whose every state may have thousands
    /// of options: the search is then planned from them (see [`super::search`]).
    fn bounds(&self, _pos: &Self::Pos) -> Option<Bounds> {
        None
    }
    /// The value of a position without search, when a rule gives it: by default the XOR of
    /// the components' closed forms, if every component has one. Used when a planned search
    /// would cost too much.
    fn closed_form_value(&self, pos: &Self::Pos) -> Option<PositionValue> {
        let v =
            self.components(pos).iter().map(|c| self.closed_form_grundy(c)).try_fold(0, |acc, v| v.map(|v| acc ^ v))?;
        Some(PositionValue::of_grundy(v, None))
    }
    /// The note shown when the values are by [`ImpartialGame::closed_form_value`].
    fn closed_form_note(&self) -> &'static str {
        "remoteness not computed: the position has too many moves to search; values are by the closed form"
    }
}

/// What an impartial game can bound below a position (see [`ImpartialGame::bounds`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// An upper bound on the number of moves of every position reachable from the position
    /// (itself included).
    pub max_moves: u128,
    /// An upper bound on the number of positions reachable from it (itself included).
    pub max_states: u128,
}
