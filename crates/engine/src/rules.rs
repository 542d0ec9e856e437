//! One way to serve a game through the [`Game`] interface.
//!
//! A game file implements [`Rules`] (its positions and board, and the optional parts: misère,
//! a table, a value sequence, a reduction) and the one kind trait that fits it:
//!
//! - an impartial game implements [`Moves`] and [`crate::impartial::ImpartialGame`] (its
//!   components, and optionally a closed form, its own valuation or bounds that plan the
//!   search) and is valued by the generic solvers: it is an [`Evaluate`] game through the blanket
//!   implementation there;
//! - a partizan game implements [`crate::partizan::PartizanGame`] (each side's moves), which
//!   gives it [`Moves`], and is served by `partizan::serve_partizan!`;
//! - every other game (a minimax, a retrograde analysis) implements [`Moves`] and [`Evaluate`]
//!   itself: it values a position and the positions its moves reach.
//!
//! [`AsGame`] turns any [`Evaluate`] game into a [`Game`], and every [`Solution`] the engine gives
//! is put together by [`solution`] from the position, its moves and an [`Evaluation`]. The
//! refusal of a misère variant is written once, in [`no_misere`]; the id and name come from the
//! game's catalogue [`Entry`].

use std::fmt;

use crate::board::Board;
use crate::game::{Entry, Game};
use crate::panels::{EvalReport, Panel};
use crate::reduction::Reduction;
use crate::sequence::SequenceJob;
use crate::table::{Table, TableParams};
use crate::value::{outcome_of, ClosedFormValue, Loopy, MoveReport, PartizanValue, Solution};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Side, Spot};
use crate::working::{mex_working, Child, OptionTerm, Term, Working, MAX_LISTED};

/// What is known of one position: its outcome, and its Grundy value and remoteness when known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionValue {
    pub outcome: Outcome,
    pub grundy: Option<u32>,
    pub remoteness: Option<u32>,
}

impl PositionValue {
    /// An impartial position of Grundy value `g`: lost for the player to move exactly when 0.
    pub fn of_grundy(g: u32, remoteness: Option<u32>) -> Self {
        PositionValue { outcome: if g == 0 { Outcome::P } else { Outcome::N }, grundy: Some(g), remoteness }
    }

    /// A signed value (see [`outcome_of`]) with the position's Grundy value, if kept.
    pub fn signed(v: i32, grundy: Option<u32>) -> Self {
        let (outcome, remoteness) = outcome_of(v);
        PositionValue { outcome, grundy, remoteness: Some(remoteness) }
    }
}

/// The value of a position and of the positions its moves reach (in the order of the moves),
/// with the closed form shown beside it and a note on how it was found.
pub struct Evaluation {
    pub value: PositionValue,
    pub moves: Vec<PositionValue>,
    pub closed_form: Option<ClosedFormValue>,
    pub note: Option<String>,
    /// How the value follows from the options, when the valuation has more to say than the
    /// options' values (the impartial search works out Grundy values); by default it is
    /// written from the solution.
    pub working: Option<Working>,
    /// A partizan position's canonical form, and each move's side and canonical form.
    pub partizan: Option<PartizanEval>,
}

/// What a partizan valuation adds to an [`Evaluation`].
pub struct PartizanEval {
    pub value: PartizanValue,
    /// For each move, in the order of the moves: who makes it, and the value it reaches
    /// (short and in braces).
    pub moves: Vec<(Side, String, String)>,
}

/// The report of one move, valued `v` where it leads (for the player to move there): it wins
/// exactly when that player loses.
pub fn report(text: String, to: String, spot: Spot, v: PositionValue) -> MoveReport {
    MoveReport {
        text,
        to,
        outcome: v.outcome,
        grundy: v.grundy,
        remoteness: v.remoteness,
        winning: v.outcome == Outcome::P,
        spot,
        side: None,
        canonical: None,
        braces: None,
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
    let mut moves: Vec<MoveReport> =
        moves.into_iter().zip(eval.moves).map(|(m, v)| report(m.text, m.to.to_string(), m.spot, v)).collect();
    let partizan = eval.partizan.map(|p| {
        debug_assert_eq!(moves.len(), p.moves.len(), "one partizan value per move");
        for (m, (side, canonical, braces)) in moves.iter_mut().zip(p.moves) {
            // A move wins for its maker when the opponent, now to move, loses: the class of
            // the position reached is the maker's own or P.
            m.winning = m.outcome == Outcome::P || m.outcome == side.class();
            m.side = Some(side);
            m.canonical = Some(canonical);
            m.braces = Some(braces);
        }
        Box::new(p.value)
    });
    let loopy = match &eval.working {
        Some(Working::Loopy(w)) => Some(Box::new(Loopy { value: w.total.clone(), moves: w.moves.clone() })),
        _ => None,
    };
    let mut sol = Solution {
        game,
        position: pos.to_string(),
        misere,
        outcome: eval.value.outcome,
        grundy: eval.value.grundy,
        remoteness: eval.value.remoteness,
        moves,
        formula: eval.closed_form,
        note: eval.note,
        board,
        reduction: None,
        working: None,
        partizan,
        unknown: None,
        loopy,
    };
    // A partizan position's working is the partizan one (options, simplification, class).
    if sol.partizan.is_none() {
        sol.working = Some(eval.working.unwrap_or_else(|| working_from_solution(&sol)));
    }
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

/// What every game file supplies: its positions, moves and board, and the optional parts a
/// game may have. Each default is written here once.
pub trait Rules {
    /// A position; `Display` is the canonical notation.
    type Pos: Clone + fmt::Display;

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
    /// Whether misère play is offered.
    fn has_misere(&self) -> bool {
        false
    }
    /// Whether `pos` may be too large to solve at once, and so is drawn and played with its
    /// moves unvalued while its solve runs or when it is refused ([`Game::unsolved`]): only
    /// for a game whose positions have few moves (a board's cells), since they are all listed.
    fn plays_unsolved(&self, _pos: &Self::Pos) -> bool {
        false
    }
    /// Whether the moves of `pos` are every move rather than a sample ([`Game::lists_every_move`]).
    fn lists_every_move(&self, _pos: &Self::Pos) -> bool {
        true
    }
    /// Why the game has no misère variant, when there is more to say than that it has none.
    fn why_no_misere(&self) -> Option<&'static str> {
        None
    }

    fn parse(&self, text: &str) -> Result<Self::Pos, ParseError>;
    /// The drawing of the position.
    fn board(&self, pos: &Self::Pos) -> Board;

    /// Whether `table_with_progress` gives a table (a fact of the game, known without
    /// computing one).
    fn has_table(&self) -> bool {
        false
    }
    /// The game's two-dimensional table, if it has one, calling `progress(done, total)` now and
    /// then while it is computed.
    fn table_with_progress(
        &self,
        _params: &TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        None
    }
    /// The table `name` (the game's id or one of [`crate::games::TABLE_ALIASES`]) among the
    /// game's tables, with [`Rules::table_with_progress`]'s `progress`; by default the game's own
    /// table, for a game that has no other.
    fn named_table_with_progress(
        &self,
        _name: &str,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        self.table_with_progress(params, progress)
    }
    /// The first `side` rows and columns of the table `params` asks for, made without the
    /// rest, under the whole table's keys, title and legend (its `cells` hold only those rows
    /// and columns); `None` when the game cannot make them apart or the table is no larger.
    /// The worker sends it before the whole table, so the page draws what it shows first.
    fn table_corner(&self, _params: &TableParams, _side: usize) -> Option<Result<Table, EngineError>> {
        None
    }
    /// For heap games: a job computing the value sequence g(0), g(1), ...
    fn sequence(&self, _id: &str) -> Option<Box<dyn SequenceJob>> {
        None
    }
    /// The largest index a sequence may be computed to in one request (in the browser).
    fn sequence_limit(&self) -> usize {
        0
    }
    /// The same on the command line (by default as in the browser).
    fn cli_sequence_limit(&self) -> usize {
        self.sequence_limit()
    }
    /// See [`Game::loopy_values`].
    fn loopy_values(&self) -> Option<Vec<crate::vocab::Gamma>> {
        None
    }
    /// See [`Game::places`].
    fn places(&self) -> Option<usize> {
        None
    }
    /// See [`Game::sides`].
    fn sides(&self, _pos: &Self::Pos) -> Option<(String, String)> {
        None
    }
    /// The position's reduction to a model game with the same value, if the game has one.
    fn reduction(&self, _pos: &Self::Pos) -> Option<Reduction> {
        None
    }
    /// See [`Game::table_list`].
    fn table_list(&self, _name: &str) -> Option<crate::table::TableList> {
        None
    }
    /// See [`Game::guarantees`].
    fn guarantees(&self, _position: &str) -> Option<Result<crate::value::Guarantees, ParseError>> {
        None
    }
    /// See [`Game::edit_spec`].
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
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

/// Every move of a position. A partizan game has it from its kind (Left's moves, then Right's:
/// the blanket implementation in [`crate::partizan`]); every other game writes it.
pub trait Moves: Rules {
    /// Every move of the position, in a stable order.
    fn moves(&self, pos: &Self::Pos) -> Vec<Move<Self::Pos>>;
}

/// How a game's positions are valued. Impartial games have it from
/// [`crate::impartial::ImpartialGame`]; a minimax, a retrograde analysis or a sum implements it
/// itself.
pub trait Evaluate: Moves {
    /// Values the position and the positions `moves` (its moves) reach; `misere` only when
    /// [`Rules::has_misere`].
    fn evaluate(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>], misere: bool) -> Result<Evaluation, EngineError>;
    /// The Grundy value (impartial games only; used by sums).
    fn grundy(&self, _pos: &Self::Pos) -> Result<u32, EngineError> {
        Err(EngineError::Refused(format!("{} is not an impartial game, so it has no Grundy value", self.name())))
    }
    /// For a heap game with misère quotients: the rules of one heap (see
    /// [`crate::impartial::ImpartialGame::quotient_rules`]).
    fn misere_rules(&self) -> Option<crate::octal::HeapRules> {
        None
    }
    /// The heaps of a position as [`Evaluate::misere_rules`] sees them.
    fn misere_heaps(&self, _pos: &Self::Pos) -> Option<Vec<usize>> {
        None
    }
    /// Whether this is a partizan game (see [`crate::partizan`]).
    fn is_partizan(&self) -> bool {
        false
    }
    /// Who wins a partizan position with `side` to move and which of its moves win, by the
    /// outcome search ([`crate::partizan::search_outcome`]); `None` for a game that is not
    /// partizan.
    fn search_outcome(
        &self,
        _pos: &Self::Pos,
        _side: crate::vocab::Side,
        _limits: &crate::value::Limits,
        _progress: &mut dyn FnMut(&crate::value::OutcomeReport) -> bool,
    ) -> Option<Result<crate::value::OutcomeReport, EngineError>> {
        None
    }
    /// The position's value as a canonical form in braces notation: a partizan game's own, an
    /// impartial game's nimber; what sums of partizan parts and comparisons read.
    fn canonical(&self, pos: &Self::Pos) -> Result<String, EngineError> {
        Ok(match self.grundy(pos)? {
            0 => "0".to_string(),
            g => format!("*{g}"),
        })
    }
}

/// An [`Evaluate`] game as a [`Game`]: the one implementation of [`Game`].
pub struct AsGame<G>(pub G);

/// The `build` of a game without parameters, for its `ENTRY`: `build: rules::plain::<Nim>`.
pub fn plain<G: Evaluate + Default + 'static>(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let game = G::default();
    crate::game::no_params(game.entry().id, params)?;
    Ok(Box::new(AsGame(game)))
}

impl<G: Evaluate> Game for AsGame<G> {
    fn entry(&self) -> &'static Entry {
        self.0.entry()
    }
    fn id(&self) -> String {
        self.0.id()
    }
    fn name(&self) -> String {
        self.0.name()
    }
    fn has_misere(&self) -> bool {
        self.0.has_misere()
    }
    fn lists_every_move(&self, position: &str) -> bool {
        self.0.parse(position).is_ok_and(|pos| self.0.lists_every_move(&pos))
    }
    fn has_table(&self) -> bool {
        self.0.has_table()
    }
    fn normalize(&self, position: &str) -> Result<String, ParseError> {
        Ok(self.0.parse(position)?.to_string())
    }
    fn sequence_limit(&self) -> usize {
        self.0.sequence_limit()
    }
    fn places(&self) -> Option<usize> {
        self.0.places()
    }
    fn sides(&self, position: &str) -> Option<(String, String)> {
        self.0.sides(&self.0.parse(position).ok()?)
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        self.0.edit_spec()
    }
    #[cfg(feature = "solve")]
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        let g = &self.0;
        if misere && !g.has_misere() {
            return Err(no_misere(&g.name(), g.why_no_misere()));
        }
        let pos = g.parse(position)?;
        let moves = g.moves(&pos);
        let eval = g.evaluate(&pos, &moves, misere)?;
        Ok(solution(g.id(), &pos, misere, moves, eval, g.board(&pos)))
    }
    #[cfg(feature = "solve")]
    fn unsolved(&self, position: &str, why: &str) -> Option<Result<Solution, EngineError>> {
        let g = &self.0;
        let pos = match g.parse(position) {
            Ok(pos) => pos,
            Err(e) => return Some(Err(e.into())),
        };
        g.plays_unsolved(&pos).then(|| {
            let moves = g.moves(&pos);
            // Placeholders: `unknown` says that no outcome here is known.
            let none = PositionValue { outcome: Outcome::Draw, grundy: None, remoteness: None };
            let eval = Evaluation {
                value: none,
                moves: vec![none; moves.len()],
                closed_form: None,
                note: None,
                working: None,
                partizan: None,
            };
            let mut sol = solution(g.id(), &pos, false, moves, eval, g.board(&pos));
            sol.working = None;
            sol.unknown = Some(why.to_string());
            Ok(sol)
        })
    }
    #[cfg(feature = "solve")]
    fn sequence(&self) -> Option<Box<dyn SequenceJob>> {
        self.0.sequence(&self.0.id())
    }
    #[cfg(feature = "solve")]
    fn cli_sequence_limit(&self) -> usize {
        self.0.cli_sequence_limit()
    }
    #[cfg(feature = "solve")]
    fn loopy_values(&self) -> Option<Vec<crate::vocab::Gamma>> {
        self.0.loopy_values()
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
    fn named_table_with_progress(
        &self,
        name: &str,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        self.0.named_table_with_progress(name, params, progress)
    }
    #[cfg(feature = "solve")]
    fn table_corner(&self, params: &TableParams, side: usize) -> Option<Result<Table, EngineError>> {
        self.0.table_corner(params, side)
    }
    #[cfg(feature = "solve")]
    fn grundy(&self, position: &str) -> Result<u32, EngineError> {
        self.0.grundy(&self.0.parse(position)?)
    }
    #[cfg(feature = "solve")]
    fn canonical(&self, position: &str) -> Result<String, EngineError> {
        self.0.canonical(&self.0.parse(position)?)
    }
    #[cfg(feature = "solve")]
    fn search_outcome(
        &self,
        position: &str,
        side: crate::vocab::Side,
        limits: &crate::value::Limits,
        progress: &mut dyn FnMut(&crate::value::OutcomeReport) -> bool,
    ) -> Result<crate::value::OutcomeReport, EngineError> {
        let pos = self.0.parse(position)?;
        self.0.search_outcome(&pos, side, limits, progress).unwrap_or_else(|| {
            Err(EngineError::Refused(format!(
                "{} is not a partizan game: its positions are solved whole, not searched for who wins",
                self.0.name()
            )))
        })
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
    fn misere_rules(&self) -> Option<crate::octal::HeapRules> {
        self.0.misere_rules()
    }
    fn misere_heaps(&self, position: &str) -> Option<Vec<usize>> {
        self.0.misere_heaps(&self.0.parse(position).ok()?)
    }
    #[cfg(feature = "solve")]
    fn reduction(&self, position: &str) -> Option<Reduction> {
        self.0.reduction(&self.0.parse(position).ok()?)
    }
    #[cfg(feature = "solve")]
    fn table_list(&self, name: &str) -> Option<crate::table::TableList> {
        self.0.table_list(name)
    }
    #[cfg(feature = "solve")]
    fn guarantees(&self, position: &str) -> Option<Result<crate::value::Guarantees, ParseError>> {
        self.0.guarantees(position)
    }
    fn panels(&self) -> &'static [Panel] {
        self.0.panels()
    }
    fn is_partizan(&self, _position: &str) -> bool {
        self.0.is_partizan()
    }
    #[cfg(feature = "solve")]
    fn evaluation(&self, position: &str, depth: u32) -> Option<Result<EvalReport, EngineError>> {
        match self.0.parse(position) {
            Ok(pos) => self.0.evaluation(&pos, depth),
            Err(e) => self.0.panels().contains(&Panel::Evaluation).then(|| Err(e.into())),
        }
    }
}

/// The working read from a solution alone: the mex of the moves' values when every move has
/// one, else the outcomes of the moves. Each option is the position it reaches.
fn working_from_solution(sol: &Solution) -> Working {
    match sol.grundy {
        Some(g) if !sol.misere && sol.moves.iter().all(|m| m.grundy.is_some()) => {
            let options: Vec<OptionTerm> = sol
                .moves
                .iter()
                .map(|m| {
                    let value = m.grundy.unwrap_or_default();
                    OptionTerm { text: m.text.clone(), parts: vec![Term { text: m.to.clone(), value }], value }
                })
                .collect();
            mex_working(options, Some(g))
        }
        _ => Working::Outcomes {
            children: sol
                .moves
                .iter()
                .take(MAX_LISTED)
                .map(|m| Child { text: m.text.clone(), outcome: m.outcome, remoteness: m.remoteness })
                .collect(),
            count: sol.moves.len(),
            outcome: sol.outcome,
            remoteness: sol.remoteness,
            misere: sol.misere,
        },
    }
}
