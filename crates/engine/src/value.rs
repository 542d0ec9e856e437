//! What a solver says about a position: outcome, remoteness, nimber.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::vocab::{Outcome, Spot};

/// The solved value of a position.
///
/// `remoteness` counts plies until the game ends when the winner hurries and the loser
/// delays; it is `None` when the position space was too large to search within the budget
/// (the outcome is still exact, from the Grundy value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Value {
    pub outcome: Outcome,
    pub remoteness: Option<u32>,
}

/// One move of a solved position and what it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    /// The move in the game's move notation (e.g. `h2-3`: take 3 from heap 2).
    #[serde(rename = "move")]
    pub text: String,
    /// The position reached, in canonical notation.
    pub to: String,
    /// The outcome of the position reached (for the player who moves next there).
    pub outcome: Outcome,
    pub grundy: Option<u32>,
    pub remoteness: Option<u32>,
    /// True when the move leaves the opponent in a lost position.
    pub winning: bool,
    /// What the user touches on the board to make this move.
    pub spot: Spot,
    /// Partizan games: who makes the move, and the canonical form it reaches (short and in
    /// braces); `None` for the other games, whose JSON leaves these keys out.
    pub side: Option<crate::vocab::Side>,
    pub canonical: Option<String>,
    pub braces: Option<String>,
}

/// Everything the app and the CLI show about one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    pub game: String,
    pub position: String,
    pub misere: bool,
    pub outcome: Outcome,
    pub grundy: Option<u32>,
    pub remoteness: Option<u32>,
    pub moves: Vec<MoveReport>,
    /// The Grundy value by the game's closed form, when it has one, shown beside the searched one.
    pub formula: Option<ClosedFormValue>,
    /// Why remoteness is missing, if it is.
    pub note: Option<String>,
    pub board: Board,
    /// "The same game as": the position's reduction to a model game, when the game has one
    /// (filled by [`crate::games::solve_with_reduction`], which the worker calls).
    pub reduction: Option<Box<crate::reduction::Reduction>>,
    /// How the value follows from the options (see [`crate::working`]).
    #[serde(default)]
    pub working: Option<crate::working::Working>,
    /// The canonical form and what follows from it, for a partizan position (or a sum with a
    /// partizan part); `None` for the other games, whose JSON leaves it out.
    #[serde(default)]
    pub partizan: Option<Box<PartizanValue>>,
    /// Why who wins is not known, for a position too large to solve that is still drawn and
    /// played (see [`crate::game::Game::unsolved`]): then `outcome` and every move's outcome
    /// mean nothing and are not shown. `None` for a solved position, whose JSON leaves it out
    /// (the worker's messages keep it: their format has no optional keys).
    #[serde(default)]
    pub unknown: Option<String>,
    /// A position of a game that need not end (a graph with a cycle): its generalized
    /// Sprague–Grundy value and each move's. `None` for the other games, whose JSON leaves it
    /// out.
    #[serde(default)]
    pub loopy: Option<Box<Loopy>>,
}

/// The generalized Sprague–Grundy values of a position and of the positions its moves reach
/// (in the order of the moves).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loopy {
    pub value: crate::vocab::Gamma,
    pub moves: Vec<crate::vocab::Gamma>,
}

/// A partizan position's value: its canonical form and what follows from it. Dyadic
/// rationals are written as text (`3/4`), as CGSuite writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartizanValue {
    /// CGSuite's short notation (`3/4`, `*2`, `^`, `+-1`, `{2|-1/2}`, `Tiny(2)`).
    pub canonical: String,
    /// The same value written only with braces, integers, dyadic fractions and `*n`.
    pub braces: String,
    pub temperature: String,
    pub mean: String,
    pub left_stop: String,
    pub right_stop: String,
    pub thermograph: ThermographData,
    pub working: PartizanWorking,
    /// What a course derives next: atomic weight, reduced form, birthday, incentives, cooling.
    #[serde(default)]
    pub theory: ValueTheory,
}

/// The value theory beyond stops and thermographs (Lessons in Play, chapters on all-small
/// games, reduced canonical form and cooling), all forms in the short notation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueTheory {
    /// The height of the canonical form's tree: 0 for 0, 1 for 1, -1 and *, 2 for ↑ and 2.
    pub birthday: u32,
    /// The reduced canonical form: the simplest form equal to G up to an infinitesimal.
    pub reduced: String,
    /// G − rcf(G), the infinitesimal G differs from its reduced form by.
    pub infinitesimal: String,
    /// The atomic weight of an all-small G (CGSuite's convention), when it is defined.
    pub atomic_weight: Option<String>,
    /// Why there is no atomic weight (G is not all-small, or its weight is not defined).
    pub atomic_weight_why: Option<String>,
    /// How the atomic weight follows from the options' weights, one sentence a step.
    pub atomic_working: Vec<String>,
    /// Left's incentives G^L − G and Right's G − G^R.
    pub left_incentives: Vec<String>,
    pub right_incentives: Vec<String>,
    /// The classes G belongs to, each with a sentence why: `("all-small", "every position
    /// with a move for one side has a move for the other")`. Names: number, nimber,
    /// infinitesimal, all-small, number-ish, hot, tepid, cold.
    pub kinds: Vec<(String, String)>,
    /// The numbers G is confused with, as an interval from Right's stop to Left's stop such as
    /// `[-1, 1]` or `(0, 1/2]` (an end closed when G is confused with it; `[0, 0]` for *);
    /// `None` for a number, or a G comparable with every number (↑).
    pub confusion: Option<String>,
    /// G cooled by t, for t from 0 in steps of 1/8 to the temperature and the temperature
    /// itself (at most 65 entries; the step doubles for a temperature above 8): `(t, G_t)`;
    /// only t = 0 for a game that is not hot. The thermograph's slider steps through them.
    pub cooled: Vec<(String, String)>,
    /// Why the incentives are not given (the form is too large for them to be worth it).
    #[serde(default)]
    pub incentives_why: Option<String>,
}

/// A thermograph for drawing: each wall as (temperature, value) breakpoints from the bottom up
/// to the temperature, where the mast at `mast` begins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThermographData {
    pub left: Vec<(String, String)>,
    pub right: Vec<(String, String)>,
    pub mast: String,
    pub temperature: String,
}

/// How a partizan position's canonical form follows from its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartizanWorking {
    /// Left's and Right's options: the move and the canonical form it reaches.
    pub left: Vec<(String, String)>,
    pub right: Vec<(String, String)>,
    /// The simplification, one sentence per dominated or reversible option.
    pub steps: Vec<String>,
    /// `{left | right}` after simplification, in braces.
    pub simplified: String,
    /// The simplest-number rule, when the value is a number.
    pub number_rule: Option<String>,
    /// The outcome class read from the stops and from comparing with 0.
    pub outcome_rule: String,
    /// For a position of several independent parts: each part and its value, whose sum it is.
    pub parts: Vec<(String, String)>,
}

/// A closed-form value with the formula written out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClosedFormValue {
    pub text: String,
    pub grundy: Option<u32>,
    pub outcome: Outcome,
}

/// The outcome and remoteness of a signed value (`+k`: the player to move wins in k moves;
/// `-k` or 0: loses in k moves). Shared by the games that store such values (tokenboard, kassa).
pub fn outcome_of(v: i32) -> (Outcome, u32) {
    if v > 0 {
        (Outcome::N, v as u32)
    } else {
        (Outcome::P, v.unsigned_abs())
    }
}

/// What each player can make sure of in a game won on a score (Ingots): the mover's and the
/// other player's guaranteed totals and the best take, reported beside the solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guarantees {
    pub mover: u64,
    pub other: u64,
    pub best_take: Option<usize>,
}

/// What an outcome search found about a position too large for its canonical form (or any
/// partizan position): who wins with the side to move, and which of its moves are proved to
/// win or lose. Everything it says as proved is proved; what it could not prove within its
/// budget is `None`, never a guess.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutcomeReport {
    pub game: String,
    pub position: String,
    pub to_move: crate::vocab::Side,
    /// Whether the side to move wins with best play; `None` while not proved.
    pub wins: Option<bool>,
    /// Every move of the side to move, in the game's order.
    pub moves: Vec<MoveProof>,
    /// The index in `moves` of the move the search would play: a proved winning move when
    /// there is one, otherwise the best by the game's heuristic at the deepest depth searched.
    pub best: Option<usize>,
    /// Positions visited, and the deepest full-width depth finished (plies).
    pub nodes: u64,
    pub depth: u32,
    /// True when every move's result (or, with `first_win`, the position's) is proved.
    pub complete: bool,
    /// Why the search ended before `complete`: the budget it reached, or that it was stopped.
    pub stopped: Option<String>,
    /// The transposition table's entries when it ended, and the most it may hold.
    pub table_entries: usize,
    pub table_limit: usize,
    /// One sentence saying what is and is not known.
    pub summary: String,
    pub board: crate::board::Board,
}

/// One move of the side to move in an [`OutcomeReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveProof {
    #[serde(rename = "move")]
    pub text: String,
    pub to: String,
    pub spot: crate::vocab::Spot,
    pub side: crate::vocab::Side,
    /// Whether the move wins for the side making it: proved, or `None` when not yet proved.
    pub wins: Option<bool>,
    /// The heuristic score from the mover's side at the deepest depth searched (higher is
    /// better; proved wins and losses are the extremes).
    pub score: i32,
}

/// What an outcome search may spend ([`crate::partizan::search_outcome`]); here rather than
/// beside the search because [`crate::game::Game`] names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Positions visited at most (the request's budget); at least 1.
    pub nodes: u64,
    /// Transposition-table entries at most (about 80 bytes each with a small key).
    pub table: usize,
    /// Deepen one ply at a time, so that a best move exists at every moment (a player with a
    /// clock); otherwise search straight for the proof.
    pub anytime: bool,
    /// Stop at the first move proved to win (who wins, not which moves do).
    pub first_win: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { nodes: 200_000_000, table: DEFAULT_TABLE, anytime: false, first_win: false }
    }
}

/// The table's default size: 4 million entries, a few hundred megabytes at most natively.
pub const DEFAULT_TABLE: usize = 4_000_000;
