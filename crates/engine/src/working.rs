//! The working of a value: how the value of a position follows from its options, written out
//! the way a teacher works it on the board.
//!
//! - one impartial component: every option, the components it leaves and their values, the
//!   set of option values and its mex ([`Working::Mex`]);
//! - several components: each value in binary, their XOR and, when it is not 0, the component
//!   to change, the value to change it to and the move that does it ([`Working::Xor`]);
//! - a game with a reduction: the working of the model position ([`Working::Model`]);
//! - a game without Grundy values (misère play, minimax, draws): each option's outcome and
//!   how the position's outcome and remoteness follow ([`Working::Outcomes`]).
//!
//! Built by the engine for every solution, so the app draws it without knowing the game.

use serde::{Deserialize, Serialize};

use crate::vocab::{Gamma, Outcome};

/// The most options listed in a working; the set of their values is always complete. A heap
/// of 1000 in Nim has 1000 options, more than anyone reads on a projector.
pub const MAX_LISTED: usize = 200;

/// How a position's value is found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Working {
    /// The value of one component is the mex of its options' values.
    Mex {
        /// The options (at most [`MAX_LISTED`], in move order).
        options: Vec<OptionTerm>,
        /// How many options there are in all.
        count: usize,
        /// The distinct option values, ascending.
        set: Vec<u32>,
        /// The least value not in `set`: the position's Grundy value.
        mex: u32,
    },
    /// The value of several components is the XOR of theirs.
    Xor {
        rows: Vec<Term>,
        /// The XOR of the rows' values: the position's Grundy value.
        total: u32,
        /// The number of binary digits every value is written with.
        bits: u32,
        /// When `total` is not 0: how a winning move is found.
        winning: Option<XorMove>,
    },
    /// The position is the same game as a model position, worked out there.
    Model { game: String, position: String, inner: Box<Working> },
    /// No Grundy values: the outcome follows from the options' outcomes.
    Outcomes {
        children: Vec<Child>,
        count: usize,
        outcome: Outcome,
        remoteness: Option<u32>,
        /// Under misère play a position without moves is won by the player to move.
        misere: bool,
    },
    /// A misère outcome read from a misère quotient: each heap pretends to be an element of
    /// the quotient, and the position is P exactly when their product lies in P.
    Quotient(Box<QuotientWorking>),
    /// A game that need not end: each part's generalized Sprague–Grundy value from the
    /// labelling, added by Smith's rules.
    Loopy(Box<LoopyWorking>),
}

/// How a position of a game that need not end is valued (see [`Working::Loopy`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopyWorking {
    /// Each part (a chip's vertex) with its value and its options' values (at most
    /// [`MAX_LISTED`]): the finite ones among them make K of an infinite value.
    pub parts: Vec<LoopyPart>,
    /// The sum of the parts' values, and the outcome it gives.
    pub total: Gamma,
    pub outcome: Outcome,
    /// The value each move reaches, in the order of the moves.
    pub moves: Vec<Gamma>,
    /// The labelling: the positions given a finite value, in the order it gave them (at most
    /// [`MAX_LISTED`]); the positions never labelled are infinite.
    pub order: Vec<(String, u32)>,
}

/// One part of a [`LoopyWorking`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopyPart {
    pub text: String,
    pub value: Gamma,
    pub options: Vec<(String, Gamma)>,
}

/// The misère working from a quotient (see [`Working::Quotient`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientWorking {
    /// The rules (`octal:0.77`) and the largest heap the quotient covers.
    pub rules: String,
    pub bound: usize,
    /// |Q| and |P|.
    pub order: usize,
    pub p_size: usize,
    /// The quotient's presentation `<a, b | ...>`.
    pub presentation: String,
    /// Each heap of the position (at most [`MAX_LISTED`]) with the element it pretends to be.
    pub heaps: Vec<(usize, String)>,
    /// How many heaps there are in all.
    pub count: usize,
    /// The product of the heaps' elements, and whether it lies in P.
    pub product: String,
    pub in_p: bool,
    /// When the position is N: a winning move, the heaps it leaves in place of its heap, and the
    /// product it reaches (in P).
    pub winning: Option<QuotientMove>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientMove {
    pub text: String,
    pub heap: usize,
    pub leaves: Vec<usize>,
    pub product: String,
}

/// A component and its Grundy value (`text` is the component in the game's notation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    pub text: String,
    pub value: u32,
}

/// One option of a component: the move, the components it leaves, and their XOR.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionTerm {
    #[serde(rename = "move")]
    pub text: String,
    pub parts: Vec<Term>,
    pub value: u32,
}

/// The winning move of a sum: row `row` (value `from`) goes to `to = from ⊕ total < from`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct XorMove {
    pub row: usize,
    pub from: u32,
    pub to: u32,
    /// The move on the board that does it, and the position it reaches.
    #[serde(rename = "move")]
    pub text: String,
    pub reaches: String,
}

/// One option of a position valued by outcome only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Child {
    #[serde(rename = "move")]
    pub text: String,
    /// The outcome there, for the player who moves there next.
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
}

/// The least natural number not in `values`.
pub fn mex(values: &[u32]) -> u32 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.iter().enumerate().find(|&(i, &v)| v != i as u32).map_or(sorted.len() as u32, |(i, _)| i as u32)
}

/// A mex working from every option; `expected` is the value the solver found (the mex is
/// computed here from the options all the same, so a test can compare the two).
pub(crate) fn mex_working(mut options: Vec<OptionTerm>, expected: Option<u32>) -> Working {
    let mut set: Vec<u32> = options.iter().map(|o| o.value).collect();
    set.sort_unstable();
    set.dedup();
    let value = mex(&set);
    debug_assert!(expected.is_none_or(|e| e == value), "mex {value} against the solver's {expected:?}");
    let count = options.len();
    options.truncate(MAX_LISTED);
    Working::Mex { options, count, set, mex: value }
}

/// The digits needed to write every value in binary (at least one).
pub fn bits_for(values: impl IntoIterator<Item = u32>) -> u32 {
    let max = values.into_iter().max().unwrap_or(0);
    (32 - max.leading_zeros()).max(1)
}

/// A XOR working from labelled values, with the winning move named by `find_move(row, to)`:
/// a move that turns row `row` into a position of value `to`, and the position it reaches.
pub fn xor_working(rows: Vec<Term>, mut find_move: impl FnMut(usize, u32) -> Option<(String, String)>) -> Working {
    let total = rows.iter().fold(0, |a, r| a ^ r.value);
    let bits = bits_for(rows.iter().map(|r| r.value));
    let winning = if total == 0 {
        None
    } else {
        rows.iter().enumerate().filter(|(_, r)| r.value ^ total < r.value).find_map(|(row, r)| {
            let to = r.value ^ total;
            find_move(row, to).map(|(text, reaches)| XorMove { row, from: r.value, to, text, reaches })
        })
    };
    Working::Xor { rows, total, bits, winning }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_is_the_least_missing_value() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[1, 2]), 0);
        assert_eq!(mex(&[0, 1, 1, 3]), 2);
        assert_eq!(mex(&[2, 0, 1]), 3);
    }

    #[test]
    fn bits_cover_the_largest_value() {
        assert_eq!(bits_for([0]), 1);
        assert_eq!(bits_for([3, 4, 5]), 3);
        assert_eq!(bits_for([8]), 4);
    }
}
