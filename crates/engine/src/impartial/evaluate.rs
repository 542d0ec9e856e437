//! Every impartial game served the same way (a blanket implementation of [`Evaluate`]).

use super::kind::ImpartialGame;
use super::search::{planned_evaluation, planned_grundy};
use super::solver::{Solver, DEFAULT_BUDGET};
use crate::rules::{Evaluate, Evaluation, PositionValue};
use crate::vocab::{EngineError, Move};

/// Every impartial game is valued the same way: by its own valuation when it has one, by a
/// search planned from its bounds when it has them, and otherwise by the search over sums of
/// components with a budget of states (which also works out the Grundy values).
impl<G: ImpartialGame> Evaluate for G {
    fn evaluate(&self, pos: &G::Pos, moves: &[Move<G::Pos>], misere: bool) -> Result<Evaluation, EngineError> {
        if !misere {
            if let Some(eval) = self.own_evaluation(pos, moves) {
                return eval;
            }
            if let Some(bounds) = self.bounds(pos) {
                return planned_evaluation(self, pos, moves, bounds);
            }
        } else if let Some(eval) = self.own_misere_evaluation(pos, moves) {
            return eval;
        }
        let mut solver = Solver::with_budget(self, DEFAULT_BUDGET / 4);
        let mut eval = match (solver.evaluate(pos, moves, misere), self.quotient_rules()) {
            (Ok(eval), _) => eval,
            // Too large to search in misère play: the misère quotient answers the outcomes.
            (Err(e), Some(rules)) if misere => {
                let after: Vec<(String, Vec<usize>)> =
                    moves.iter().map(|m| (m.text.clone(), self.heap_sizes(&m.to))).collect();
                let q = crate::misere::evaluation(&rules, &self.heap_sizes(pos), &after).map_err(|q| {
                    EngineError::Refused(format!(
                        "{}; the misère quotient of {rules} does not answer it either: {q}",
                        e.0
                    ))
                })?;
                let valued = |outcome| PositionValue { outcome, grundy: None, remoteness: None };
                return Ok(Evaluation {
                    value: valued(q.outcome),
                    moves: q.moves.into_iter().map(valued).collect(),
                    closed_form: None,
                    note: Some(q.note),
                    working: Some(crate::working::Working::Quotient(Box::new(q.working))),
                    partizan: None,
                });
            }
            (Err(e), _) => return Err(EngineError::Refused(e.0)),
        };
        if !misere {
            eval.working = super::explain::impartial_working(&mut solver, pos, moves);
        }
        Ok(eval)
    }

    fn misere_rules(&self) -> Option<crate::octal::HeapRules> {
        self.quotient_rules()
    }

    fn misere_heaps(&self, pos: &G::Pos) -> Option<Vec<usize>> {
        self.quotient_rules().map(|_| self.heap_sizes(pos))
    }

    fn grundy(&self, pos: &G::Pos) -> Result<u32, EngineError> {
        if let Some(g) = self.own_grundy(pos) {
            return g;
        }
        if let Some(bounds) = self.bounds(pos) {
            return planned_grundy(self, pos, bounds);
        }
        let mut solver = Solver::with_budget(self, DEFAULT_BUDGET);
        solver.sum_grundy(&self.components(pos)).map_err(|_| {
            EngineError::Refused(format!("the Grundy value of {pos} needs more than {DEFAULT_BUDGET} positions"))
        })
    }
}
