//! The impartial-game abstraction and its generic solvers.
//!
//! A position is a sum of independent components; a move changes one component into a sum of
//! components (Kayles knocks a pin out of a row and leaves two rows). The Grundy value of a
//! position is the XOR of its components' values; outcome and remoteness are found by a
//! memoised search over the multiset of components, which is exact for every finite game and
//! limited by a state budget so that a huge position is refused rather than hanging.

//!
//! `kind.rs` is the trait a game implements, `mex.rs` the minimum excludant, `loopy.rs` the values of games that need not end (graphs with cycles), `solver.rs` the
//! search, `search.rs` the search planned from a game's bounds, `outcome.rs` who wins a position too
//! large for its Grundy value, `explain.rs` how a value
//! follows from the options, and `evaluate.rs` the blanket implementation that serves every
//! impartial game with them.

mod evaluate;
mod explain;
mod kind;
pub mod loopy;
pub mod mex;
mod outcome;
mod search;
mod solver;

pub use kind::{Bounds, ImpartialGame};
pub use outcome::{outcome_evaluation, OutcomeLimits, OutcomeSearch, Stopped};
pub use search::{plan, planned_evaluation, planned_grundy, Plan, SEARCH_WORK};
pub use solver::{
    memo_dfs, value_from_children, BudgetExceeded, SolveError, Solver, DEFAULT_BUDGET, DEFAULT_MAX_VISITS,
};
