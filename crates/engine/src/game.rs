//! The interface between a game and everything that uses it: the [`Game`] trait the CLI and
//! the worker call, a game's catalogue [`Entry`], a [`Move`] and the [`EngineError`] a request
//! can fail with.
//!
//! This module sits below the games: every game file implements the kind trait that fits it
//! ([`crate::impartial::ImpartialGame`] or [`crate::rules::Evaluate`], both on top of
//! [`crate::rules::Rules`]) and is served through [`Game`] by [`crate::rules::AsGame`]. Nothing
//! here knows a game; the catalogue itself is `crate::games`.

#[cfg(feature = "solve")]
use crate::board::Board;
#[cfg(feature = "solve")]
use crate::panels::EvalReport;
use crate::panels::Panel;
use crate::reduction::Reduction;
use crate::sequence::ClosedFormFn;
#[cfg(feature = "solve")]
use crate::sequence::SequenceJob;
#[cfg(feature = "solve")]
use crate::table::{Table, TableParams};
#[cfg(feature = "solve")]
use crate::value::Solution;
#[cfg(feature = "solve")]
use crate::vocab::EngineError;
use crate::vocab::ParseError;
#[cfg(feature = "solve")]
use crate::vocab::Spot;
use crate::why::Why;

/// Builds a game from the parameters after the colon of its id.
pub type Builder = fn(Option<&str>) -> Result<Box<dyn Game>, ParseError>;

/// Where the catalogue page lists a game: the heading a teacher looks under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// Impartial games on heaps of counters, rows of pins or strips of cells and coins (and
    /// their sums), all read through Grundy values.
    HeapsAndStrips,
    /// Impartial or partizan games drawn on a board or a graph, with no table page.
    Boards,
    /// Games with a two-dimensional table page (who wins from every square or size).
    Tables,
    /// Two-player games won on a score or a line, solved by minimax rather than Grundy values.
    Minimax,
    /// Partizan games: Left and Right have different moves, and values are canonical forms.
    Partizan,
}

impl Group {
    /// Every group, in the order the catalogue shows them.
    pub const ALL: [Group; 5] = [Group::HeapsAndStrips, Group::Boards, Group::Tables, Group::Partizan, Group::Minimax];

    /// The group's heading.
    pub fn heading(self) -> &'static str {
        match self {
            Group::HeapsAndStrips => "Heaps and strips",
            Group::Boards => "Boards and graphs",
            Group::Tables => "Games with a table",
            Group::Minimax => "Minimax: scores and lines",
            Group::Partizan => "Partizan games: Left and Right",
        }
    }

    /// One sentence under the heading: what the games have in common.
    pub fn blurb(self) -> &'static str {
        match self {
            Group::HeapsAndStrips => {
                "Impartial games on heaps of counters and on strips of cells or coins: both players have \
                             the same moves, and every position has a Grundy value."
            }
            Group::Boards => "Games drawn on a board or a graph: click a square, a chip or an edge to move.",
            Group::Tables => "Each has a table page: who wins from every square or size at once, to find the pattern.",
            Group::Minimax => "Two-player games won on a score or a line, solved by minimax: who wins, or by how much.",
            Group::Partizan => {
                "Left and Right have different moves: every position has a value (a number such as 3/4, a \
                 nimber, up, a switch) that says who wins and by how much, and sums add up."
            }
        }
    }

    /// A short name for links and CSS (`heaps`, `boards`, ...).
    pub fn slug(self) -> &'static str {
        match self {
            Group::HeapsAndStrips => "heaps",
            Group::Boards => "boards",
            Group::Tables => "tables",
            Group::Minimax => "minimax",
            Group::Partizan => "partizan",
        }
    }
}

/// A catalogue entry.
pub struct Entry {
    /// The id used in URLs and on the command line (without parameters).
    pub id: &'static str,
    pub name: &'static str,
    /// A full example id (with parameters if the game takes any) and position.
    pub example_game: &'static str,
    pub example_position: &'static str,
    /// One sentence of rules for the catalogue page.
    pub summary: &'static str,
    /// The catalogue heading the game is listed under (every game with a table page is under
    /// [`Group::Tables`] but the partizan games, under [`Group::Partizan`]; a test checks it).
    pub group: Group,
    /// Builds the game from the text after the colon (`None` when there is no colon).
    pub build: Builder,
    /// The rule, the theory and a worked example, with the numbers they state.
    pub why: Why,
    /// For heap games: what is known in closed form about the values g(n).
    pub closed_form: Option<ClosedFormFn>,
    /// Whether the game may be a component of a sum: impartial, with a Grundy value, or
    /// partizan, with a canonical form; the game file says why not when it may not.
    pub sum_component: bool,
    /// What the catalogue-wide tests need to know of the game beyond its example.
    pub checks: Checks,
}

/// A game's own part in the catalogue-wide tests, declared in its file so that a new game
/// changes no test (docs/ARCHITECTURE.md, "Adding a game").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checks {
    /// More starts for the conformance suite (`tests/suite/conformance.rs`) beside the
    /// example: a game id with its parameters, and positions in any notation the game reads.
    /// Needed when the example's positions within the suite's reach give fewer than 15
    /// positions and 30 moves, and wherever other parameters, notations or corners of the
    /// rules would go unchecked.
    pub starts: &'static [(&'static str, &'static [&'static str])],
    /// The example has fewer than 3 P-positions with a move left within a quiz's walk, so a
    /// quiz cannot ask about as many losing positions as winning ones; it asks every one in
    /// reach instead (the quiz's own test checks that this is so).
    pub few_p_near: bool,
}

impl Checks {
    /// Nothing beyond the example.
    pub const NONE: Checks = Checks { starts: &[], few_p_near: false };
}

/// The object-safe interface to one game, with every parameter fixed (`subtract:1,3,4`):
/// what the CLI and the worker call. It has one implementation, [`crate::rules::AsGame`], so
/// a game file never writes it.
pub trait Game {
    /// The game's catalogue entry.
    fn entry(&self) -> &'static Entry;
    /// The canonical id with parameters, e.g. `subtract:1,3,4`.
    fn id(&self) -> String;
    fn name(&self) -> String;
    /// Whether a misère variant is offered.
    fn has_misere(&self) -> bool;
    /// The canonical text of a position.
    fn normalize(&self, position: &str) -> Result<String, ParseError>;
    /// The largest `--to` a sequence may be asked for (memory and time in a browser tab).
    fn sequence_limit(&self) -> usize;
    /// For a game whose position `p` is a token on place `p` of one finite graph that may have
    /// cycles (see [`Game::loopy_values`]): how many places it has. Its value sequence is over
    /// them, a nimber or ∞(K) each, rather than g(0), g(1), ... of heaps. `None` for the others.
    fn places(&self) -> Option<usize> {
        None
    }
    /// Whether the game has a table (`table` answers for it).
    fn has_table(&self) -> bool;
    /// For games whose players own pieces of a colour: the names of the side to move and of
    /// the other side in a position (e.g. "Black" and "White"), for the play page's status.
    /// `None` when the players are only first and second.
    fn sides(&self, position: &str) -> Option<(String, String)>;
    /// Whether Left and Right have different moves in this position: it is valued by its
    /// canonical form, and the play page asks who moves (a sum is when one of its parts is).
    fn is_partizan(&self, position: &str) -> bool;
    /// For a game whose boards the app edits: as a grid of characters square by square (the
    /// characters a square cycles through and the largest board), or as a graph of coloured
    /// edges standing on the ground (the colours and the most edges).
    fn edit_spec(&self) -> Option<crate::board::EditSpec>;
    /// The extra panels the play page shows for this game.
    fn panels(&self) -> &'static [Panel];
    #[cfg(feature = "solve")]
    /// The report of the [`Panel::Evaluation`] panel, searching `depth` plies; `None` for a game
    /// that does not declare that panel.
    fn evaluation(&self, position: &str, depth: u32) -> Option<Result<EvalReport, EngineError>>;
    #[cfg(feature = "solve")]
    /// Solves a position: outcome, value, remoteness and every move's.
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError>;
    #[cfg(feature = "solve")]
    /// For a position that may be too large to solve, in a game whose positions have few
    /// moves: its board and every move with no value, and `why` kept in
    /// [`Solution::unknown`], so it is drawn and played while its solve runs and when the solve
    /// is refused. `None` for a position solved at once, and for the other games.
    fn unsolved(&self, _position: &str, _why: &str) -> Option<Result<Solution, EngineError>> {
        None
    }
    #[cfg(feature = "solve")]
    /// For heap games: a job computing g(0), g(1), ...
    fn sequence(&self) -> Option<Box<dyn SequenceJob>>;
    #[cfg(feature = "solve")]
    /// The largest `--to` on the command line.
    fn cli_sequence_limit(&self) -> usize;
    #[cfg(feature = "solve")]
    /// For a game whose position `p` is a token on place `p` of one finite graph that may
    /// have cycles: every place's generalized Sprague–Grundy value (a nimber or ∞(K)), in
    /// place order. Its value sequence, which [`Game::sequence`]'s whole numbers cannot hold.
    fn loopy_values(&self) -> Option<Vec<crate::vocab::Gamma>>;
    #[cfg(feature = "solve")]
    /// The game's two-dimensional table, calling `progress(done, total)` now and then while
    /// it is computed (the worker turns these into a progress bar).
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>>;
    #[cfg(feature = "solve")]
    /// The table `name` among the game's tables (its own id, or one of
    /// [`crate::games::TABLE_ALIASES`]: Chomp's `chomp4`), as `table_with_progress` makes it.
    fn named_table_with_progress(
        &self,
        _name: &str,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        self.table_with_progress(params, progress)
    }
    #[cfg(feature = "solve")]
    /// The table's first `side` rows and columns, made without the rest, under the whole
    /// table's keys, title and legend; `None` when the game cannot or the table is no larger
    /// (`Rules::table_corner`).
    fn table_corner(&self, _params: &TableParams, _side: usize) -> Option<Result<Table, EngineError>> {
        None
    }
    #[cfg(feature = "solve")]
    /// The game's table in one go.
    fn table(&self, params: &TableParams) -> Option<Result<Table, EngineError>> {
        self.table_with_progress(params, &mut |_, _| {})
    }
    #[cfg(feature = "solve")]
    /// The Grundy value of a position (impartial games only); used by sums.
    fn grundy(&self, position: &str) -> Result<u32, EngineError>;
    /// The position's value as a canonical form in braces notation (`{2|-1/2}`, `*3`):
    /// partizan games and impartial ones (a nimber); refused for the others.
    #[cfg(feature = "solve")]
    fn canonical(&self, position: &str) -> Result<String, EngineError>;
    #[cfg(feature = "solve")]
    /// Who wins a partizan position with `side` to move, and which of that side's moves win,
    /// by a search that needs no canonical form (boards too large for one): see
    /// [`crate::partizan::search_outcome`]. Refused for a game that is not partizan.
    fn search_outcome(
        &self,
        position: &str,
        side: crate::vocab::Side,
        limits: &crate::value::Limits,
        progress: &mut dyn FnMut(&crate::value::OutcomeReport) -> bool,
    ) -> Result<crate::value::OutcomeReport, EngineError>;
    #[cfg(feature = "solve")]
    /// Every move with the position it reaches and its board spot; used by sums.
    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError>;
    #[cfg(feature = "solve")]
    /// The drawing of a position.
    fn board(&self, position: &str) -> Result<Board, EngineError>;
    /// For a heap game whose misère play is answered by misère quotients: the rules of a heap.
    fn misere_rules(&self) -> Option<crate::octal::HeapRules>;
    /// The heaps of a position as [`Game::misere_rules`] sees them (a strip's rows of pins),
    /// for a game that has those rules and a position it reads: the quotient a page links to
    /// must reach the largest of them.
    fn misere_heaps(&self, _position: &str) -> Option<Vec<usize>> {
        None
    }
    #[cfg(feature = "solve")]
    /// The position's reduction to a model game with the same value, if the game has one.
    fn reduction(&self, position: &str) -> Option<Reduction>;
    /// A table too long to draw that the CLI lists instead (Chomp's three-row P-positions),
    /// by the table's name (a game's tables may be named apart: `chomp3`, `chomp4`).
    #[cfg(feature = "solve")]
    fn table_list(&self, _name: &str) -> Option<crate::table::TableList> {
        None
    }
    /// For a game won on a score, what each player can make sure of from `position` (the
    /// CLI's `guarantees`); `None` for the other games.
    #[cfg(feature = "solve")]
    fn guarantees(&self, _position: &str) -> Option<Result<crate::value::Guarantees, ParseError>> {
        None
    }
    /// Whether [`Game::move_list`] holds every move of `position`, rather than a sample (Nim
    /// past a thousand counters a heap): a search over the moves, such as a sum's remoteness,
    /// is sound only then.
    fn lists_every_move(&self, _position: &str) -> bool {
        true
    }
}

/// Refuses parameters for games that take none.
pub fn no_params(id: &str, params: Option<&str>) -> Result<(), ParseError> {
    match params {
        None => Ok(()),
        Some(p) => Err(ParseError::at(format!("the game '{id}' takes no parameters, but ':{p}' was given"), id.len())),
    }
}

// Here rather than in `crate::reduction`, which stays below the interface it would call.
impl Reduction {
    /// The reduction to heaps `heaps` of the model game `model` (given by the game file, so
    /// the engine's interface needs no catalogue), with its board and value from that game; `None` when
    /// there is no heap (the model would be an empty game).
    pub fn to_heaps(explanation: impl Into<String>, model: &dyn Game, heaps: &[u64]) -> Option<Reduction> {
        if heaps.is_empty() {
            return None;
        }
        model_reduction(explanation.into(), model, heaps)
    }
}

/// The model position's board and value, from the model game.
#[cfg(feature = "solve")]
fn model_reduction(explanation: String, model: &dyn Game, heaps: &[u64]) -> Option<Reduction> {
    let position = heaps.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(",");
    Some(Reduction {
        explanation,
        game: model.id(),
        board: model.board(&position).ok()?,
        grundy: model.grundy(&position).ok(),
        position,
        comparison: None,
    })
}

/// Without the solvers there is no model to value (reductions are asked for through
/// `Game::reduction`, a part of solving).
#[cfg(not(feature = "solve"))]
fn model_reduction(_explanation: String, _model: &dyn Game, _heaps: &[u64]) -> Option<Reduction> {
    None
}
