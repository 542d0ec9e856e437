//! Serving partizan games: Left and Right have different moves, and a position's value is a
//! canonical form (see [`crate::cgt`]).
//!
//! A partizan game file implements [`crate::rules::Rules`] and [`PartizanGame`] (each side's
//! moves); its [`crate::rules::Moves`] (Left's moves, then Right's) comes from a blanket
//! implementation here, and `partizan::serve_partizan!(X);` serves it (a macro, since a second
//! blanket implementation of `Evaluate` beside the impartial one is not allowed).
//!
//! `kind.rs` is the trait a game implements, `search.rs` the search over canonical forms with
//! its transposition tables, `describe.rs` a value described (its stops, its theory and how it
//! follows from the options), and `evaluate.rs` what serves a game with them (its `Evaluate`
//! implementation, its moves, its table).

pub(crate) mod bits;
mod describe;
mod evaluate;
mod kind;
mod outcome;
mod retro;
mod search;
mod wins;

pub use describe::{describe, theory, work};
pub(crate) use evaluate::serve_partizan;
pub use evaluate::{evaluate, rectangle_table, value_of_form, value_of_game};
// The bounds' verdict on its own, which Domineering's tests check against a plain search.
#[cfg(test)]
pub(crate) use kind::decide_by_bounds;
pub(crate) use kind::wins_on_own_board;
pub use kind::{DedicatedOutcome, MoveBounds, PartizanGame};
pub use outcome::{search_outcome, Limits, DEFAULT_TABLE, WIN};
pub use retro::{
    class_words, loopy_value, sided_evaluation, solve_sided, valued, Label, PositionGraph, Retro, SideOptions, Sided,
    SidedAnswer, LOOPY_VALUE_BOARDS, MAX_BOARDS,
};
#[cfg(test)]
pub(crate) use retro::{first_wins, published_results, sided_winner};
pub use search::{canonical, report_progress, with_cgt, with_progress, with_progress_until, INTERRUPTED, MAX_SEARCH};
pub(crate) use wins::WinTable;
