//! Serving impartial games whose search cost is bounded by work, not only by states.
//!
//! The generic impartial search runs with a fixed budget of states. That bounds memory, but
//! when one component is the whole position (Staircase Nim, Nimble, coin turning, Northcott)
//! every state may have thousands of options, each a copy of the position. Worse, a search that
//! runs out of budget has also computed the options of every option of every state it visited
//! (the sum search drops finished components, so it looks at each child's options): about
//! states x moves x moves. Half a million states can then take minutes.
//!
//! A game that gives [`Bounds`] ([`ImpartialGame::bounds`]) has its search planned from them
//! (see [`plan`]): when every reachable position can be
//! searched within about [`SEARCH_WORK`] option computations, the search runs to the end; when
//! a single expansion is cheap the search runs with a budget cut so that failing also stays near
//! that work (the solver then falls back on the closed form); and otherwise no search is tried:
//! the position and every move are valued by the game's closed form (exact outcome and Grundy
//! value, no remoteness).

use super::kind::{Bounds, ImpartialGame};
use super::solver::{Solver, DEFAULT_BUDGET};
use crate::rules::Evaluation;
use crate::vocab::{EngineError, Move};

/// About how many option computations one solve may spend on searching (about 0.3 s natively).
pub const SEARCH_WORK: u128 = 2_000_000;

/// How to solve a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Search with this state budget.
    Search(usize),
    /// Do not search: even expanding the position would cost too much.
    Formula,
}

/// The plan for a position with at most `max_states` reachable positions of at most
/// `max_moves` moves each.
pub fn plan(max_moves: u128, max_states: u128) -> Plan {
    let cap = (DEFAULT_BUDGET / 4) as u128;
    let moves = max_moves.max(1);
    let squared = moves.saturating_mul(moves);
    if max_states.saturating_mul(moves) <= SEARCH_WORK {
        // The whole search fits: let it finish (a sum search also holds the empty sum).
        Plan::Search(max_states.saturating_add(2).min(cap) as usize)
    } else if squared.saturating_mul(16) <= SEARCH_WORK {
        Plan::Search((SEARCH_WORK / squared).min(cap) as usize)
    } else {
        Plan::Formula
    }
}

/// Values a position and its moves by a search planned from the game's bounds, falling back on
/// its rule ([`ImpartialGame::closed_form_value`]) when the search would cost too much or runs out
/// of budget.
pub fn planned_evaluation<G: ImpartialGame>(
    g: &G,
    pos: &G::Pos,
    moves: &[Move<G::Pos>],
    bounds: Bounds,
) -> Result<Evaluation, EngineError> {
    match plan(bounds.max_moves, bounds.max_states) {
        Plan::Search(budget) => Solver::with_budget(g, budget)
            .evaluate(pos, moves, false)
            .or_else(|e| by_rule(g, pos, moves).ok_or(EngineError::Refused(e.0))),
        Plan::Formula => {
            by_rule(g, pos, moves).ok_or_else(|| EngineError::Refused(format!("{pos} is too large to solve")))
        }
    }
}

/// The Grundy value of a position by its rule, or by a search planned from its bounds.
pub fn planned_grundy<G: ImpartialGame>(g: &G, pos: &G::Pos, bounds: Bounds) -> Result<u32, EngineError> {
    if let Some(v) = g.closed_form_value(pos).and_then(|v| v.grundy) {
        return Ok(v);
    }
    let refused = || EngineError::Refused(format!("the Grundy value of {pos} is too costly to search"));
    match plan(bounds.max_moves, bounds.max_states) {
        Plan::Search(budget) => Solver::with_budget(g, budget).sum_grundy(&g.components(pos)).map_err(|_| refused()),
        Plan::Formula => Err(refused()),
    }
}

/// Values a position and its moves by the game's rule alone.
fn by_rule<G: ImpartialGame>(g: &G, pos: &G::Pos, moves: &[Move<G::Pos>]) -> Option<Evaluation> {
    Some(Evaluation {
        value: g.closed_form_value(pos)?,
        moves: moves.iter().map(|m| g.closed_form_value(&m.to)).collect::<Option<Vec<_>>>()?,
        closed_form: g.closed_form(pos, false),
        note: Some(g.closed_form_note().into()),
        working: None,
        partizan: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans() {
        // Small spaces are searched to the end.
        assert_eq!(plan(10, 1000), Plan::Search(1002));
        // Large ones are cut so that states x moves x moves stays near the work limit.
        assert_eq!(plan(100, 1_000_000), Plan::Search(200));
        // When one expansion alone is too costly there is no search.
        assert_eq!(plan(1000, 1_000_000), Plan::Formula);
        assert_eq!(plan(1, 2_000_000), Plan::Search(2_000_000 / 4));
    }
}
