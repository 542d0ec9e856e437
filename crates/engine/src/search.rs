//! Serving impartial games whose search cost is bounded by work, not only by states.
//!
//! [`crate::games::Adapter`] searches with a fixed budget of states. That bounds memory, but
//! when one component is the whole position (Staircase Nim, Nimble, coin turning, Northcott)
//! every state may have thousands of options, each a copy of the position. Worse, a search that
//! runs out of budget has also computed the options of every option of every state it visited
//! (the sum search drops finished components, so it looks at each child's options): about
//! states x moves x moves. Half a million states can then take minutes.
//!
//! [`Guarded`] serves the game through the same [`Game`] interface but plans the search from
//! the game's own bounds ([`BoundedMoves`], see [`plan`]): when every reachable position can be
//! searched within about [`SEARCH_WORK`] option computations, the search runs to the end; when
//! a single expansion is cheap the search runs with a budget cut so that failing also stays near
//! that work (the solver then falls back on the closed form); and otherwise no search is tried:
//! the position and every move are valued by the game's closed form (exact outcome and Grundy
//! value, no remoteness).

use crate::board::Spot;
use crate::games::{EngineError, Game};
use crate::impartial::{ImpartialGame, Solver, DEFAULT_BUDGET};
use crate::notation::ParseError;
use crate::reduction::Reduction;
use crate::value::{MoveReport, Outcome, Solution};

/// About how many option computations one solve may spend on searching (about 0.3 s natively).
pub const SEARCH_WORK: u128 = 2_000_000;

/// An impartial game that can bound the search below a position.
pub trait BoundedMoves: ImpartialGame {
    /// An upper bound on the number of moves of every position reachable from `pos`
    /// (including `pos`).
    fn max_moves(&self, pos: &Self::Pos) -> u128;
    /// An upper bound on the number of positions reachable from `pos` (including `pos`).
    fn max_states(&self, pos: &Self::Pos) -> u128;
}

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

/// Serves a [`BoundedMoves`] game through the [`Game`] interface.
pub struct Guarded<G> {
    pub id: String,
    pub name: String,
    pub game: G,
}

impl<G: BoundedMoves> Guarded<G> {
    fn plan(&self, pos: &G::Pos) -> Plan {
        plan(self.game.max_moves(pos), self.game.max_states(pos))
    }

    /// The value of a position by the closed form, if the game has one for every component.
    fn formula_value(&self, pos: &G::Pos) -> Option<u32> {
        let g = &self.game;
        g.components(pos).iter().map(|c| g.fast_comp_grundy(c)).try_fold(0, |acc, v| v.map(|v| acc ^ v))
    }

    /// Solves a position and its moves by the closed form alone.
    fn by_formula(&self, pos: &G::Pos) -> Option<Solution> {
        let g = &self.game;
        let outcome = |v: u32| if v == 0 { Outcome::P } else { Outcome::N };
        let grundy = self.formula_value(pos)?;
        let moves = g
            .moves(pos)
            .into_iter()
            .map(|m| {
                let v = self.formula_value(&m.to)?;
                Some(MoveReport {
                    text: m.text,
                    to: m.to.to_string(),
                    outcome: outcome(v),
                    grundy: Some(v),
                    remoteness: None,
                    winning: v == 0,
                    spot: m.spot,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Solution {
            game: self.id.clone(),
            position: pos.to_string(),
            misere: false,
            outcome: outcome(grundy),
            grundy: Some(grundy),
            remoteness: None,
            moves,
            formula: g.formula(pos, false),
            note: Some(
                "remoteness not computed: the position has too many moves to search; values are by the closed form"
                    .into(),
            ),
            board: g.board(pos),
            reduction: None,
        })
    }
}

impl<G: BoundedMoves> Game for Guarded<G> {
    fn id(&self) -> String {
        self.id.clone()
    }
    fn name(&self) -> String {
        self.name.clone()
    }
    fn normalize(&self, position: &str) -> Result<String, ParseError> {
        Ok(self.game.parse(position)?.to_string())
    }
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        if misere {
            return Err(EngineError::Refused(format!("{} has no misère variant here", self.name)));
        }
        let pos = self.game.parse(position)?;
        let too_large = || EngineError::Refused(format!("{position} is too large to solve"));
        match self.plan(&pos) {
            Plan::Search(budget) => Solver::with_budget(&self.game, budget)
                .solve(&self.id, &pos, false)
                .or_else(|e| self.by_formula(&pos).ok_or(EngineError::Refused(e.0))),
            Plan::Formula => self.by_formula(&pos).ok_or_else(too_large),
        }
    }
    fn grundy(&self, position: &str) -> Result<u32, EngineError> {
        let pos = self.game.parse(position)?;
        if let Some(v) = self.formula_value(&pos) {
            return Ok(v);
        }
        let refused = || EngineError::Refused(format!("the Grundy value of {position} is too costly to search"));
        match self.plan(&pos) {
            Plan::Search(budget) => {
                Solver::with_budget(&self.game, budget).sum_grundy(&self.game.components(&pos)).map_err(|_| refused())
            }
            Plan::Formula => Err(refused()),
        }
    }
    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError> {
        let pos = self.game.parse(position)?;
        Ok(self.game.moves(&pos).into_iter().map(|m| (m.text, m.to.to_string(), m.spot)).collect())
    }
    fn reduction(&self, position: &str) -> Option<Reduction> {
        self.game.reduction(&self.game.parse(position).ok()?)
    }
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
