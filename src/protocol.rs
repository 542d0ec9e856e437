//! Messages between the page and the engine worker.

use engine::games::tictactoe::EvalReport;
use engine::minimax::tree::Trace;
use engine::sequence::SequenceReport;
use engine::table::{Table, TableParams};
use engine::Solution;
use serde::{Deserialize, Serialize};

/// What the page asks of the worker. Every request carries an id chosen by the page; a new
/// request replaces the one running, and answers to old ids are ignored by the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// Solve a position (bounded by the engine's search budget, so it always ends).
    Solve { id: u64, game: String, position: String, misere: bool },
    /// Compute g(0..=to) of a heap game, a slice at a time, with progress.
    Sequence { id: u64, game: String, to: usize },
    /// Tic-tac-toe: F, depth-limited minimax values, node counts and the search tree.
    Eval { id: u64, position: String, depth: u32 },
    /// An alpha-beta trace of a typed tree with a child order ("given", "reversed", "best", "worst").
    Trace { id: u64, tree: String, order: String },
    /// A game's two-dimensional table.
    Table { id: u64, game: String, params: TableParams },
    /// Stop the request with this id.
    Cancel { id: u64 },
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    Solved { id: u64, result: Result<Solution, String> },
    Progress { id: u64, done: usize, total: usize },
    Sequence { id: u64, result: Result<SequenceReport, String>, millis: f64 },
    Eval { id: u64, result: Result<EvalReport, String> },
    Trace { id: u64, result: Result<Trace, String> },
    Table { id: u64, result: Result<Table, String>, millis: f64 },
    Cancelled { id: u64 },
}

impl Response {
    pub fn id(&self) -> u64 {
        match self {
            Response::Solved { id, .. }
            | Response::Progress { id, .. }
            | Response::Sequence { id, .. }
            | Response::Eval { id, .. }
            | Response::Trace { id, .. }
            | Response::Table { id, .. }
            | Response::Cancelled { id } => *id,
        }
    }
}
