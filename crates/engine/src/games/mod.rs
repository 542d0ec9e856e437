//! The catalogue: every game, one file each, one line each in [`CATALOGUE`].
//!
//! A game id may carry parameters after a colon (`subtract:1,3,4`); [`lookup`] parses it into
//! a [`Game`], the object-safe interface the CLI and the web worker use.

use std::fmt;

#[cfg(feature = "solve")]
use crate::board::Spot;
#[cfg(feature = "solve")]
use crate::eval::EvalReport;
use crate::eval::Panel;
use crate::impartial::ImpartialGame;
#[cfg(feature = "solve")]
use crate::impartial::{Solver, DEFAULT_BUDGET};
use crate::notation::ParseError;
#[cfg(feature = "solve")]
use crate::reduction::Reduction;
pub use crate::sequence::SequenceJob;
use crate::sequence::{ClosedForm, ClosedFormFn};
#[cfg(feature = "solve")]
use crate::table::{Table, TableParams};
#[cfg(feature = "solve")]
use crate::value::Solution;
use crate::why::Why;

pub mod chocolate;
pub mod chomp;
pub mod chomp3d;
pub mod crosses;
pub mod dag;
pub mod dates;
pub mod grundy;
pub mod ingots;
pub mod kassa;
pub mod kayles;
pub mod king;
pub mod lasker;
pub mod moore;
pub mod multiply;
pub mod nim;
pub mod nimble;
pub mod nimble2;
pub mod northcott;
pub mod octal;
pub mod pawns;
pub mod staircase;
pub mod subtract;
pub mod sum;
pub mod tictactoe;
pub mod tokenboard;
pub mod treblecross;
pub mod triomino;
pub mod turtles;
pub mod twins;

/// Builds a game from the parameters after the colon of its id.
pub type Builder = fn(Option<&str>) -> Result<Box<dyn Game>, ParseError>;

/// Where the catalogue page lists a game: the heading a teacher looks under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// Impartial games on heaps of counters, rows of pins or strips of cells and coins (and
    /// their sums), all read through Grundy values.
    Heaps,
    /// Impartial or partizan games drawn on a board or a graph, with no table page.
    Boards,
    /// Games with a two-dimensional table page (who wins from every square or size).
    Tables,
    /// Two-player games won on a score or a line, solved by minimax rather than Grundy values.
    Minimax,
}

impl Group {
    /// Every group, in the order the catalogue shows them.
    pub const ALL: [Group; 4] = [Group::Heaps, Group::Boards, Group::Tables, Group::Minimax];

    /// The group's heading.
    pub fn heading(self) -> &'static str {
        match self {
            Group::Heaps => "Heaps and strips",
            Group::Boards => "Boards and graphs",
            Group::Tables => "Games with a table",
            Group::Minimax => "Minimax: scores and lines",
        }
    }

    /// One sentence under the heading: what the games have in common.
    pub fn blurb(self) -> &'static str {
        match self {
            Group::Heaps => {
                "Impartial games on heaps of counters and on strips of cells or coins: both players have \
                             the same moves, and every position has a Grundy value."
            }
            Group::Boards => "Games drawn on a board or a graph: click a square, a chip or an edge to move.",
            Group::Tables => "Each has a table page: who wins from every square or size at once, to find the pattern.",
            Group::Minimax => "Two-player games won on a score or a line, solved by minimax: who wins, or by how much.",
        }
    }

    /// A short name for links and CSS (`heaps`, `boards`, ...).
    pub fn slug(self) -> &'static str {
        match self {
            Group::Heaps => "heaps",
            Group::Boards => "boards",
            Group::Tables => "tables",
            Group::Minimax => "minimax",
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
    /// [`Group::Tables`]; a test checks it).
    pub group: Group,
    /// Builds the game from the text after the colon (`None` when there is no colon).
    pub build: Builder,
    /// The rule, the theory and a worked example, with the numbers they state.
    pub why: Why,
    /// For heap games: what is known in closed form about the values g(n).
    pub closed_form: Option<ClosedFormFn>,
    /// Whether the game may be a component of a sum (impartial, with a Grundy value); the game
    /// file says why not when it may not.
    pub sum_component: bool,
}

/// Every game nimlab knows: the only list of them. The catalogue page lists them in this order
/// within each [`Group`], so the first of a group is the one to start with (Nim before the
/// octal games that generalise it).
#[rustfmt::skip]
pub const CATALOGUE: &[Entry] = &[
    nim::ENTRY,
    subtract::ENTRY,
    kayles::ENTRY,
    lasker::ENTRY,
    grundy::ENTRY,
    octal::ENTRY,
    crosses::ENTRY,
    treblecross::ENTRY,
    pawns::ENTRY,
    triomino::ENTRY,
    moore::ENTRY,
    staircase::ENTRY,
    nimble::ENTRY,
    nimble2::ENTRY,
    turtles::ENTRY,
    twins::ENTRY,
    northcott::ENTRY,
    dag::ENTRY,
    tokenboard::ENTRY,
    king::ENTRY,
    kassa::ENTRY,
    multiply::ENTRY,
    dates::ENTRY,
    chocolate::ENTRY,
    chomp::ENTRY,
    chomp3d::ENTRY,
    sum::ENTRY,
    tictactoe::ENTRY,
    ingots::ENTRY,
];

/// Why a request could not be answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The game id or the position text is malformed.
    Parse(ParseError),
    /// The request is well formed but refused (too large, unsupported).
    Refused(String),
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Parse(e) => write!(f, "{e}"),
            EngineError::Refused(m) => f.write_str(m),
        }
    }
}

impl From<ParseError> for EngineError {
    fn from(e: ParseError) -> Self {
        EngineError::Parse(e)
    }
}

/// The object-safe interface to one game.
pub trait Game {
    /// The canonical id with parameters, e.g. `subtract:1,3,4`.
    fn id(&self) -> String;
    fn name(&self) -> String;
    /// Whether a misère variant is offered.
    fn has_misere(&self) -> bool {
        false
    }
    /// The canonical text of a position.
    fn normalize(&self, position: &str) -> Result<String, ParseError>;
    #[cfg(feature = "solve")]
    /// Solves a position: outcome, Grundy value, remoteness and every move's.
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError>;
    #[cfg(feature = "solve")]
    /// For heap games: a job computing g(0), g(1), ...
    fn sequence(&self) -> Option<Box<dyn SequenceJob>> {
        None
    }
    /// The largest `--to` a sequence may be asked for (memory and time in a browser tab).
    fn sequence_limit(&self) -> usize {
        0
    }
    #[cfg(feature = "solve")]
    /// The largest `--to` on the command line (by default the browser's).
    fn cli_sequence_limit(&self) -> usize {
        self.sequence_limit()
    }
    #[cfg(feature = "solve")]
    /// The game's two-dimensional table, if it has one.
    fn table(&self, _params: &TableParams) -> Option<Result<Table, EngineError>> {
        None
    }
    #[cfg(feature = "solve")]
    /// The table, calling `progress(done, total)` now and then while it is computed (the
    /// worker turns these into a progress bar). By default the table is made in one go.
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let table = self.table(params);
        progress(1, 1);
        table
    }
    /// Whether the game has a table (`table` answers for it).
    fn has_table(&self) -> bool;
    #[cfg(feature = "solve")]
    /// The Grundy value of a position (impartial games only); used by sums.
    fn grundy(&self, _position: &str) -> Result<u32, EngineError> {
        Err(EngineError::Refused(format!("{} is not an impartial game, so it has no Grundy value", self.name())))
    }
    #[cfg(feature = "solve")]
    /// Every move with the position it reaches and its board spot; used by sums.
    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError>;
    #[cfg(feature = "solve")]
    /// The drawing of a position (by default taken from its solution).
    fn board(&self, position: &str) -> Result<crate::board::Board, EngineError> {
        Ok(self.solve(position, false)?.board)
    }
    /// For games whose players own pieces of a colour: the names of the side to move and of
    /// the other side in a position (e.g. "Black" and "White"), for the play page's status.
    /// `None` when the players are only first and second.
    fn sides(&self, _position: &str) -> Option<(String, String)> {
        None
    }
    /// The extra panels the play page shows for this game (none by default).
    fn panels(&self) -> &'static [Panel] {
        &[]
    }
    #[cfg(feature = "solve")]
    /// The report of the [`Panel::Evaluation`] panel, searching `depth` plies; `None` for a game
    /// that does not declare that panel.
    fn evaluation(&self, _position: &str, _depth: u32) -> Option<Result<EvalReport, EngineError>> {
        None
    }
    #[cfg(feature = "solve")]
    /// The position's reduction to a model game with the same value, if the game has one.
    fn reduction(&self, _position: &str) -> Option<Reduction> {
        None
    }
    #[cfg(feature = "solve")]
    /// Solves a position and adds its reduction (normal play only): what the app shows.
    fn solve_with_reduction(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        let mut sol = self.solve(position, misere)?;
        if !misere {
            sol.reduction = self.reduction(&sol.position).map(Box::new);
        }
        // The working through the model, when the model can be solved (it is smaller).
        let model = sol.reduction.as_ref().and_then(|r| {
            let inner = lookup(&r.game).ok()?.solve(&r.position, false).ok()?.working?;
            Some(crate::working::Working::Model {
                game: r.game.clone(),
                position: r.position.clone(),
                inner: Box::new(inner),
            })
        });
        if model.is_some() {
            sol.working = model;
        }
        Ok(sol)
    }
}

/// Finds a game by id, e.g. `nim`, `subtract:1,3,4`, `kayles`.
pub fn lookup(id: &str) -> Result<Box<dyn Game>, ParseError> {
    let id = id.trim();
    let (name, params) = match id.find(':') {
        Some(i) => (&id[..i], Some(&id[i + 1..])),
        None => (id, None),
    };
    match CATALOGUE.iter().find(|e| e.id == name) {
        Some(entry) => (entry.build)(params),
        None => {
            let known: Vec<&str> = CATALOGUE.iter().map(|e| e.id).collect();
            Err(ParseError::new(format!("unknown game '{name}': known games are {}", known.join(", "))))
        }
    }
}

/// The catalogue entry of a game id; parameters after the first colon are ignored
/// (`subtract:1,3,4` is `subtract`).
pub fn entry(id: &str) -> Option<&'static Entry> {
    let id = id.trim();
    let base = id.split(':').next().unwrap_or(id);
    CATALOGUE.iter().find(|e| e.id == base)
}

/// The closed form of a game id's values (`subtract:1,2,3`), where one is known.
pub fn closed_form(id: &str) -> Option<ClosedForm> {
    let params = id.trim().split_once(':').map(|(_, p)| p);
    (entry(id)?.closed_form?)(params)
}

/// Refuses parameters for games that take none.
pub fn no_params(id: &str, params: Option<&str>) -> Result<(), ParseError> {
    match params {
        None => Ok(()),
        Some(p) => Err(ParseError::at(format!("the game '{id}' takes no parameters, but ':{p}' was given"), id.len())),
    }
}

/// Serves an [`ImpartialGame`] through the [`Game`] interface.
pub struct Adapter<G> {
    pub id: String,
    pub name: String,
    pub misere: bool,
    pub game: G,
}

impl<G: ImpartialGame> Adapter<G> {
    /// The game under the id and name of its catalogue entry, with no misère variant.
    pub fn new(entry: &Entry, game: G) -> Self {
        Adapter { id: entry.id.to_string(), name: entry.name.to_string(), misere: false, game }
    }

    /// The game under the id and name of its catalogue entry, with its misère variant.
    pub fn with_misere(entry: &Entry, game: G) -> Self {
        Adapter { misere: true, ..Adapter::new(entry, game) }
    }
}

impl<G: ImpartialGame> Game for Adapter<G> {
    fn id(&self) -> String {
        self.id.clone()
    }
    fn name(&self) -> String {
        self.name.clone()
    }
    fn has_misere(&self) -> bool {
        self.misere
    }
    fn normalize(&self, position: &str) -> Result<String, ParseError> {
        Ok(self.game.parse(position)?.to_string())
    }
    fn has_table(&self) -> bool {
        self.game.has_table()
    }
    #[cfg(feature = "solve")]
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        if misere && !self.misere {
            return Err(crate::serve::no_misere(&self.name, None));
        }
        let pos = self.game.parse(position)?;
        let mut solver = Solver::with_budget(&self.game, DEFAULT_BUDGET / 4);
        solver.solve(&self.id, &pos, misere).map_err(|e| EngineError::Refused(e.0))
    }
    #[cfg(feature = "solve")]
    fn sequence(&self) -> Option<Box<dyn SequenceJob>> {
        self.game.sequence(&self.id)
    }
    fn sequence_limit(&self) -> usize {
        self.game.sequence_limit()
    }
    #[cfg(feature = "solve")]
    fn cli_sequence_limit(&self) -> usize {
        self.game.cli_sequence_limit()
    }
    #[cfg(feature = "solve")]
    fn table(&self, params: &TableParams) -> Option<Result<Table, EngineError>> {
        self.game.table(params)
    }
    #[cfg(feature = "solve")]
    fn grundy(&self, position: &str) -> Result<u32, EngineError> {
        let pos = self.game.parse(position)?;
        let mut solver = Solver::with_budget(&self.game, DEFAULT_BUDGET);
        solver.sum_grundy(&self.game.components(&pos)).map_err(|_| {
            EngineError::Refused(format!("the Grundy value of {position} needs more than {DEFAULT_BUDGET} positions"))
        })
    }
    #[cfg(feature = "solve")]
    fn board(&self, position: &str) -> Result<crate::board::Board, EngineError> {
        Ok(self.game.board(&self.game.parse(position)?))
    }
    #[cfg(feature = "solve")]
    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError> {
        let pos = self.game.parse(position)?;
        Ok(self.game.moves(&pos).into_iter().map(|m| (m.text, m.to.to_string(), m.spot)).collect())
    }
    #[cfg(feature = "solve")]
    fn reduction(&self, position: &str) -> Option<Reduction> {
        self.game.reduction(&self.game.parse(position).ok()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_group_has_games_and_tables_are_the_games_with_a_table() {
        for g in Group::ALL {
            assert!(CATALOGUE.iter().any(|e| e.group == g), "{g:?} has no game");
        }
        for e in CATALOGUE {
            let game = lookup(e.example_game).unwrap();
            assert_eq!(game.has_table(), e.group == Group::Tables, "{}: group {:?}", e.id, e.group);
        }
    }

    #[test]
    fn nim_comes_first_among_the_heaps() {
        let heaps: Vec<&str> = CATALOGUE.iter().filter(|e| e.group == Group::Heaps).map(|e| e.id).collect();
        assert_eq!(heaps[0], nim::ENTRY.id);
        let at = |id: &str| heaps.iter().position(|&h| h == id).unwrap();
        assert!(at(nim::ENTRY.id) < at(octal::ENTRY.id));
    }
}
