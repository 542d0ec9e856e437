//! One way to serve a game through the [`Game`] interface.
//!
//! Every [`Solution`] the engine gives is put together by [`solution`] from the position, its
//! moves and an [`Evaluation`] (the value of the position and of the position each move
//! reaches). A game supplies the evaluation through the small trait that fits it:
//!
//! - impartial games made of components implement [`crate::impartial::ImpartialGame`] and are
//!   served by [`crate::games::Adapter`] (searched with a budget of states, misère included);
//! - impartial games that value their positions by their own means implement [`Evaluator`] and
//!   are served by [`Evaluated`]: a table made for the position or a solver of their own, or,
//!   for games that implement [`crate::search::BoundedMoves`], a search planned from their bounds;
//! - every other game (a minimax, a retrograde analysis, a sum) implements [`Serve`] and is
//!   served by [`Served`].
//!
//! The refusal of a misère variant is written once, in [`no_misere`]; the id and name come from
//! the game's catalogue [`Entry`].

use std::fmt;

use crate::board::{Board, Spot};
use crate::eval::{EvalReport, Panel};
use crate::games::{EngineError, Entry, Game};
use crate::impartial::{ImpartialGame, Move};
use crate::notation::ParseError;
use crate::reduction::Reduction;
use crate::table::{Table, TableParams};
use crate::value::{outcome_of, FormulaValue, MoveReport, Outcome, Solution};

/// What is known of one position: its outcome, and its Grundy value and remoteness when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valued {
    pub outcome: Outcome,
    pub grundy: Option<u32>,
    pub remoteness: Option<u32>,
}

impl Valued {
    /// An impartial position of Grundy value `g`: lost for the player to move exactly when 0.
    pub fn of_grundy(g: u32, remoteness: Option<u32>) -> Self {
        Valued { outcome: if g == 0 { Outcome::P } else { Outcome::N }, grundy: Some(g), remoteness }
    }

    /// A signed value (see [`outcome_of`]) with the position's Grundy value, if kept.
    pub fn signed(v: i32, grundy: Option<u32>) -> Self {
        let (outcome, remoteness) = outcome_of(v);
        Valued { outcome, grundy, remoteness: Some(remoteness) }
    }
}

/// The value of a position and of the positions its moves reach (in the order of the moves),
/// with the closed form shown beside it and a note on how it was found.
pub struct Evaluation {
    pub value: Valued,
    pub moves: Vec<Valued>,
    pub formula: Option<FormulaValue>,
    pub note: Option<String>,
}

/// The report of one move, valued `v` where it leads (for the player to move there): it wins
/// exactly when that player loses.
pub fn report(text: String, to: String, spot: Spot, v: Valued) -> MoveReport {
    MoveReport {
        text,
        to,
        outcome: v.outcome,
        grundy: v.grundy,
        remoteness: v.remoteness,
        winning: v.outcome == Outcome::P,
        spot,
    }
}

/// Builds the solution of `pos` from its moves and their evaluation: the only place a
/// [`Solution`] is put together.
pub fn solution<P: fmt::Display>(
    game: String,
    pos: &P,
    misere: bool,
    moves: Vec<Move<P>>,
    eval: Evaluation,
    board: Board,
) -> Solution {
    debug_assert_eq!(moves.len(), eval.moves.len(), "one value per move");
    let moves = moves.into_iter().zip(eval.moves).map(|(m, v)| report(m.text, m.to.to_string(), m.spot, v)).collect();
    let mut sol = Solution {
        game,
        position: pos.to_string(),
        misere,
        outcome: eval.value.outcome,
        grundy: eval.value.grundy,
        remoteness: eval.value.remoteness,
        moves,
        formula: eval.formula,
        note: eval.note,
        board,
        reduction: None,
        working: None,
    };
    sol.working = Some(crate::working::from_solution(&sol));
    sol
}

/// The refusal of a misère solve for a game that has no misère variant, with the reason when
/// the game gives one.
pub fn no_misere(name: &str, why: Option<&str>) -> EngineError {
    EngineError::Refused(match why {
        Some(why) => format!("{name} has no misère variant here ({why})"),
        None => format!("{name} has no misère variant here"),
    })
}

/// A game that values its positions itself: a table of values, a minimax, a retrograde
/// analysis or a search of its own. Served (normal play only) by [`Served`].
pub trait Serve {
    /// A position; `Display` is the canonical notation.
    type Pos: fmt::Display;

    /// The game's catalogue entry: its id and name come from it.
    fn entry(&self) -> &'static Entry;
    /// The canonical id with parameters (by default the entry's id).
    fn id(&self) -> String {
        self.entry().id.to_string()
    }
    /// The name shown (by default the entry's).
    fn name(&self) -> String {
        self.entry().name.to_string()
    }
    /// Why the game has no misère variant, when there is more to say than that it has none.
    fn why_no_misere(&self) -> Option<&'static str> {
        None
    }

    fn parse(&self, text: &str) -> Result<Self::Pos, ParseError>;
    /// Every move of the position, in a stable order.
    fn moves(&self, pos: &Self::Pos) -> Vec<Move<Self::Pos>>;
    /// The drawing of the position.
    fn board(&self, pos: &Self::Pos) -> Board;
    /// Values the position and the positions `moves` (its moves) reach.
    fn evaluate(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Result<Evaluation, EngineError>;
    /// The Grundy value (impartial games only; used by sums).
    fn grundy(&self, _pos: &Self::Pos) -> Result<u32, EngineError> {
        Err(EngineError::Refused(format!("{} is not an impartial game, so it has no Grundy value", self.name())))
    }

    /// The game's table, if it has one, calling `progress(done, total)` now and then while it
    /// is computed (see [`Game::table_with_progress`]).
    fn table_with_progress(
        &self,
        _params: &TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        None
    }
    /// Whether `table_with_progress` gives a table (see [`Game::has_table`]).
    fn has_table(&self) -> bool {
        false
    }
    /// See [`Game::sides`].
    fn sides(&self, _pos: &Self::Pos) -> Option<(String, String)> {
        None
    }
    /// See [`Game::reduction`].
    fn reduction(&self, _pos: &Self::Pos) -> Option<Reduction> {
        None
    }
    /// See [`Game::panels`].
    fn panels(&self) -> &'static [Panel] {
        &[]
    }
    /// See [`Game::evaluation`].
    fn evaluation(&self, _pos: &Self::Pos, _depth: u32) -> Option<Result<EvalReport, EngineError>> {
        None
    }
}

/// Serves a [`Serve`] game through the [`Game`] interface.
pub struct Served<G>(pub G);

impl<G: Serve> Game for Served<G> {
    fn id(&self) -> String {
        self.0.id()
    }
    fn name(&self) -> String {
        self.0.name()
    }
    fn has_table(&self) -> bool {
        self.0.has_table()
    }
    fn normalize(&self, position: &str) -> Result<String, ParseError> {
        Ok(self.0.parse(position)?.to_string())
    }
    #[cfg(feature = "solve")]
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        let g = &self.0;
        if misere {
            return Err(no_misere(&g.name(), g.why_no_misere()));
        }
        let pos = g.parse(position)?;
        let moves = g.moves(&pos);
        let eval = g.evaluate(&pos, &moves)?;
        Ok(solution(g.id(), &pos, false, moves, eval, g.board(&pos)))
    }
    #[cfg(feature = "solve")]
    fn table(&self, params: &TableParams) -> Option<Result<Table, EngineError>> {
        self.0.table_with_progress(params, &mut |_, _| {})
    }
    #[cfg(feature = "solve")]
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        self.0.table_with_progress(params, progress)
    }
    #[cfg(feature = "solve")]
    fn grundy(&self, position: &str) -> Result<u32, EngineError> {
        self.0.grundy(&self.0.parse(position)?)
    }
    #[cfg(feature = "solve")]
    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError> {
        let pos = self.0.parse(position)?;
        Ok(self.0.moves(&pos).into_iter().map(|m| (m.text, m.to.to_string(), m.spot)).collect())
    }
    #[cfg(feature = "solve")]
    fn board(&self, position: &str) -> Result<Board, EngineError> {
        Ok(self.0.board(&self.0.parse(position)?))
    }
    fn sides(&self, position: &str) -> Option<(String, String)> {
        self.0.sides(&self.0.parse(position).ok()?)
    }
    #[cfg(feature = "solve")]
    fn reduction(&self, position: &str) -> Option<Reduction> {
        self.0.reduction(&self.0.parse(position).ok()?)
    }
    fn panels(&self) -> &'static [Panel] {
        self.0.panels()
    }
    #[cfg(feature = "solve")]
    fn evaluation(&self, position: &str, depth: u32) -> Option<Result<EvalReport, EngineError>> {
        match self.0.parse(position) {
            Ok(pos) => self.0.evaluation(&pos, depth),
            Err(e) => self.0.panels().contains(&Panel::Evaluation).then(|| Err(e.into())),
        }
    }
}

/// An impartial game valued by its own means rather than by the generic search of [`crate::games::Adapter`]:
/// a table it makes for the position (covering every position its moves reach), a solver of
/// its own, or (every [`crate::search::BoundedMoves`] game) a search planned from its bounds.
/// Served (normal play only) by [`Evaluated`].
pub trait Evaluator: ImpartialGame {
    /// Values the position and the positions `moves` (its moves) reach.
    fn evaluate(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Result<Evaluation, EngineError>;
    /// The Grundy value of the position (used by sums).
    fn grundy_value(&self, pos: &Self::Pos) -> Result<u32, EngineError>;
    /// See [`Serve::why_no_misere`].
    fn why_no_misere(&self) -> Option<&'static str> {
        None
    }
    /// See [`Serve::table_with_progress`] (by default the table made in one go).
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let table = self.table(params);
        progress(1, 1);
        table
    }
}

/// Serves a [`Evaluator`] game (through [`Served`]).
pub struct Evaluated<G> {
    pub id: String,
    pub name: String,
    pub game: G,
}

impl<G: Evaluator> Evaluated<G> {
    /// The game under the id and name of its catalogue entry.
    pub fn new(entry: &Entry, game: G) -> Self {
        Evaluated { id: entry.id.to_string(), name: entry.name.to_string(), game }
    }
}

impl<G: Evaluator> Serve for Evaluated<G> {
    type Pos = G::Pos;

    fn entry(&self) -> &'static Entry {
        crate::games::entry(&self.id).expect("an evaluated game is in the catalogue")
    }
    fn id(&self) -> String {
        self.id.clone()
    }
    fn name(&self) -> String {
        self.name.clone()
    }
    fn why_no_misere(&self) -> Option<&'static str> {
        self.game.why_no_misere()
    }
    fn has_table(&self) -> bool {
        self.game.has_table()
    }
    fn parse(&self, text: &str) -> Result<G::Pos, ParseError> {
        self.game.parse(text)
    }
    fn moves(&self, pos: &G::Pos) -> Vec<Move<G::Pos>> {
        self.game.moves(pos)
    }
    fn board(&self, pos: &G::Pos) -> Board {
        self.game.board(pos)
    }
    fn evaluate(&self, pos: &G::Pos, moves: &[Move<G::Pos>]) -> Result<Evaluation, EngineError> {
        self.game.evaluate(pos, moves)
    }
    fn grundy(&self, pos: &G::Pos) -> Result<u32, EngineError> {
        self.game.grundy_value(pos)
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        self.game.table_with_progress(params, progress)
    }
    fn reduction(&self, pos: &G::Pos) -> Option<Reduction> {
        self.game.reduction(pos)
    }
}
