//! Extra panels a game declares for its play page ([`Panel`]), and what the evaluation panel
//! shows ([`EvalReport`]): a game names its panels through [`crate::Game::panels`], so the app
//! shows a panel because the game asks for it, never because it knows the game.

use serde::{Deserialize, Serialize};

use crate::minimax::SearchNode;

/// A panel the play page shows under the board for games that declare it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// A heuristic evaluation of the position and depth-limited minimax with it at the leaves,
    /// from [`crate::Game::evaluation`].
    Evaluation,
}

/// Node counts of one search: plain minimax, alpha-beta, alpha-beta with move ordering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeCounts {
    pub minimax: u64,
    pub alphabeta: u64,
    pub alphabeta_ordered: u64,
}

/// Everything the evaluation panel shows for one position and depth.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvalReport {
    pub position: String,
    pub depth: u32,
    /// The heuristic's value of this position for the first player.
    pub f: i32,
    /// Each move with its depth-limited minimax value for the mover.
    pub values: Vec<(String, i32)>,
    pub nodes_limited: NodeCounts,
    pub nodes_full: NodeCounts,
    pub tree: SearchNode,
}
