//! A game's "why" texts (the rule, the theory behind its solver, a worked example) and the
//! numbers the texts state, kept as data so that a test can check each one against the
//! solver (`tests/suite/why.rs`).
//!
//! Every game file defines its own [`Why`] and its catalogue [`Entry`](crate::game::Entry)
//! carries it; the app only draws the three texts. Texts are plain and short (at most 80 words
//! a section) and use the notation of links and of the CLI.

use crate::vocab::Outcome;

/// The three texts of a game's "why" panel and the claims they make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Why {
    /// The rule, in one or two sentences.
    pub rule: &'static str,
    /// The theory the solver uses.
    pub theory: &'static str,
    /// A small position, the winning move and why, with the numbers.
    pub example: &'static str,
    /// Every number and move the texts state about a position, checked by a test.
    pub claims: &'static [Claim],
}

/// One statement of a "why" text about one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// The game id with its parameters, e.g. `subtract:1,2,3`.
    pub game: &'static str,
    /// The position, in the game's notation (a sequence claim leaves it empty).
    pub position: &'static str,
    /// What is claimed.
    pub fact: Fact,
    /// The words of the text that state it: they must appear verbatim in the rule, the theory
    /// or the example, and contain the claimed number or move, so that the text cannot change
    /// without its claim.
    pub says: &'static str,
}

/// What a claim says about its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The position's Grundy value.
    Grundy(u32),
    /// The outcome for the player to move.
    Outcome(Outcome),
    /// The number of moves the game lasts with best play (see `Solution::remoteness`).
    Remoteness(u32),
    /// This move is a winning one.
    Wins(&'static str),
    /// This move is legal and does not win.
    Loses(&'static str),
    /// These moves, and no others, are the winning ones.
    WinningMoves(&'static [&'static str]),
    /// This move reaches this position (canonical notation).
    Reaches(&'static str, &'static str),
    /// The position this move reaches has this outcome (for the player to move there).
    After(&'static str, Outcome),
    /// The Grundy values of the positions `0`, `1`, `2`, ... (heap games).
    Values(&'static [u32]),
    /// The value sequence is periodic with this period from this index on, as the game's
    /// sequence computed to `to` finds it.
    Period { preperiod: usize, period: usize, to: usize },
    /// The solver's closed-form line for the position (`Solution::formula`) contains this text.
    Formula(&'static str),
}
