//! Serving partizan games: Left and Right have different moves, and a position's value is a
//! canonical form (see [`crate::cgt`]).
//!
//! A partizan game file implements [`crate::serve::Rules`] and [`PartizanGame`] (each side's
//! moves); its [`crate::serve::Moves`] (Left's moves, then Right's) comes from a blanket
//! implementation here, and `partizan::serve_partizan!(X);` serves it (a macro, since a second
//! blanket implementation of `Serve` beside the impartial one is not allowed).
//!
//! `kind.rs` is the trait a game implements, `search.rs` the search over canonical forms with
//! its transposition tables, `working.rs` how a value follows from the options, and
//! `serve.rs` what serves a game with them (its `Serve` implementation, its moves, its table).

mod kind;
mod outcome;
mod search;
mod serve;
mod working;

pub(crate) use kind::decide_by_bounds;
pub use kind::{DedicatedOutcome, MoveBounds, PartizanGame};
pub use outcome::{search_outcome, Limits, DEFAULT_TABLE, WIN};
pub use search::{canonical, with_cgt, with_progress, with_progress_until, INTERRUPTED, MAX_SEARCH};
pub(crate) use serve::serve_partizan;
pub use serve::{evaluate, rectangle_table, value_of_form, value_of_game};
pub use working::{describe, theory, work};
