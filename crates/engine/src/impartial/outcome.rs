//! Who wins an impartial position too large for its Grundy value.
//!
//! A position is a sum of components. The small ones (as the caller judges) are valued by the
//! memoised Grundy search, which is cheap for them, and stand together as one Nim heap of the
//! XOR of their values (a sum of games of Grundy value x plays as the heap *x in any sum). The
//! large ones are searched move by move: a state is the sorted list of large components with
//! pairs of equal ones removed (G + G = 0) and the heap, and it is won when some option is lost
//! (AND/OR search, stopping at the first winning option). A state without large components is
//! decided by its heap. Proved states are kept in a transposition table of bounded size; the
//! search counts the states it expands against a budget and reports progress, and what it
//! proved before it stopped stays proved.

use std::collections::HashMap;

use super::kind::ImpartialGame;
use super::solver::Solver;
use crate::rules::{Evaluation, PositionValue};
use crate::vocab::{EngineError, Move, Outcome};

/// How far the outcome search may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutcomeLimits {
    /// The most states expanded (move lists built) in one request.
    pub nodes: u64,
    /// The most entries of the transposition table (past it, new results are not kept).
    pub table: usize,
}

/// Why an outcome search ended before proving what it was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The node budget was spent.
    Budget,
    /// The progress callback asked to stop.
    Interrupted,
}

/// A sum searched by outcome: the large components, sorted with equal pairs removed, and the
/// XOR of the small ones' values.
type State<C> = (Vec<C>, u32);

/// How often the search reports progress (states expanded; the first state too).
const REPORT_EVERY: u64 = 16_384;

/// An outcome search over the sums of one game, keeping its table between positions.
pub struct OutcomeSearch<'a, 'g, G: ImpartialGame> {
    solver: Solver<'g, G>,
    small: &'a dyn Fn(&G::Comp) -> bool,
    table: HashMap<State<G::Comp>, bool>,
    /// Each component met: its Grundy value when small or given by a closed form, else `None`.
    values: HashMap<G::Comp, Option<u32>>,
    limits: OutcomeLimits,
    progress: &'a mut dyn FnMut(u64) -> bool,
    /// States expanded so far.
    pub nodes: u64,
    /// Set once the search stopped; it then proves nothing more.
    pub stopped: Option<Stopped>,
}

impl<'a, 'g, G: ImpartialGame> OutcomeSearch<'a, 'g, G> {
    /// A search where `small` says which components get their Grundy value by search, and
    /// `progress(nodes)` is called every few thousand states (false stops the search).
    pub fn new(
        game: &'g G,
        small: &'a dyn Fn(&G::Comp) -> bool,
        limits: OutcomeLimits,
        progress: &'a mut dyn FnMut(u64) -> bool,
    ) -> Self {
        OutcomeSearch {
            solver: Solver::new(game),
            small,
            table: HashMap::new(),
            values: HashMap::new(),
            limits,
            progress,
            nodes: 0,
            stopped: None,
        }
    }

    /// The state of a sum of components; `None` when a small component's value does not fit
    /// the Grundy search's budget.
    fn state(&mut self, comps: impl IntoIterator<Item = G::Comp>) -> Option<State<G::Comp>> {
        let mut large = Vec::new();
        let mut x = 0;
        for c in comps {
            match self.small_value(&c)? {
                Some(v) => x ^= v,
                None => large.push(c),
            }
        }
        large.sort();
        // A component twice is worth 0: the second copy answers the first.
        let mut kept: Vec<G::Comp> = Vec::with_capacity(large.len());
        for c in large {
            if kept.last() == Some(&c) {
                kept.pop();
            } else {
                kept.push(c);
            }
        }
        Some((kept, x))
    }

    /// A component's Grundy value when it is small or has a closed form, `Some(None)` when it
    /// is large, `None` when its search does not fit the Grundy search's budget.
    fn small_value(&mut self, c: &G::Comp) -> Option<Option<u32>> {
        if let Some(&v) = self.values.get(c) {
            return Some(v);
        }
        let v = match self.solver.game.closed_form_grundy(c) {
            Some(v) => Some(v),
            None if (self.small)(c) => Some(self.solver.searched_comp_grundy(c).ok()?),
            None => None,
        };
        if self.values.len() < self.limits.table {
            self.values.insert(c.clone(), v);
        }
        Some(v)
    }

    /// Every option of a state: each move in a large component, and the heap made smaller.
    fn children(&mut self, (large, x): &State<G::Comp>) -> Option<Vec<State<G::Comp>>> {
        let mut out = Vec::new();
        for i in 0..large.len() {
            if i > 0 && large[i] == large[i - 1] {
                continue;
            }
            for option in self.solver.game.comp_options(&large[i]) {
                let (rest, y) =
                    self.state(large[..i].iter().chain(&large[i + 1..]).cloned().chain(option.iter().cloned()))?;
                out.push((rest, y ^ x));
            }
        }
        out.extend((0..*x).map(|y| (large.clone(), y)));
        out.sort();
        out.dedup();
        Some(out)
    }

    fn known(&self, s: &State<G::Comp>) -> Option<bool> {
        if s.0.is_empty() {
            return Some(s.1 != 0);
        }
        self.table.get(s).copied()
    }

    /// Whether the player to move wins the state, or `None` when the search stopped first.
    fn wins(&mut self, s: &State<G::Comp>) -> Option<bool> {
        if let Some(w) = self.known(s) {
            return Some(w);
        }
        if self.stopped.is_some() {
            return None;
        }
        if self.nodes >= self.limits.nodes {
            self.stopped = Some(Stopped::Budget);
            return None;
        }
        self.nodes += 1;
        if (self.nodes - 1).is_multiple_of(REPORT_EVERY) && !(self.progress)(self.nodes) {
            self.stopped = Some(Stopped::Interrupted);
            return None;
        }
        let Some(mut kids) = self.children(s) else {
            self.stopped = Some(Stopped::Budget);
            return None;
        };
        // Options already decided first; then the smallest, which are the cheapest to search.
        if kids.iter().any(|k| self.known(k) == Some(false)) {
            return Some(self.store(s, true));
        }
        kids.retain(|k| self.known(k).is_none());
        kids.sort_by_key(|k| k.0.len());
        for k in &kids {
            if !self.wins(k)? {
                return Some(self.store(s, true));
            }
        }
        Some(self.store(s, false))
    }

    fn store(&mut self, s: &State<G::Comp>, w: bool) -> bool {
        if self.table.len() < self.limits.table {
            self.table.insert(s.clone(), w);
        }
        w
    }

    /// Who wins a sum of components with the player to move, or `None` when the search stopped
    /// first; with the Grundy value when every component is small.
    pub fn outcome(&mut self, comps: &[G::Comp]) -> Option<PositionValue> {
        let Some(s) = self.state(comps.iter().cloned()) else {
            self.stopped.get_or_insert(Stopped::Budget);
            return None;
        };
        if s.0.is_empty() {
            return Some(PositionValue::of_grundy(s.1, None));
        }
        let win = self.wins(&s)?;
        Some(PositionValue { outcome: if win { Outcome::N } else { Outcome::P }, grundy: None, remoteness: None })
    }

    /// Entries of the transposition table.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }
}

/// Values a position and every move by outcome search: who wins each, proved, with the Grundy
/// value where the large components are gone. Refused, naming the budget, when one of them is
/// not proved within it (a move is never reported with an outcome not proved).
pub fn outcome_evaluation<G: ImpartialGame>(
    game: &G,
    pos: &G::Pos,
    moves: &[Move<G::Pos>],
    small: &dyn Fn(&G::Comp) -> bool,
    limits: OutcomeLimits,
) -> Result<Evaluation, EngineError> {
    let mut go_on = |_| true;
    let mut search = OutcomeSearch::new(game, small, limits, &mut go_on);
    let formula = game.closed_form(pos, false);
    let refused = |what: String, s: &OutcomeSearch<'_, '_, G>| {
        EngineError::Refused(format!(
            "{pos} is too large for its Grundy value, and who wins {what} is not proved within a budget of \
             {} searched positions",
            s.limits.nodes
        ))
    };
    let mut moved = Vec::with_capacity(moves.len());
    for m in moves {
        match search.outcome(&game.components(&m.to)) {
            Some(v) => moved.push(v),
            None => return Err(refused(format!("after {}", m.text), &search)),
        }
    }
    // The position is won exactly when some move leaves a lost one.
    let win = moved.iter().any(|v| v.outcome == Outcome::P);
    let grundy = formula.as_ref().and_then(|f| f.grundy);
    let value = PositionValue { outcome: if win { Outcome::N } else { Outcome::P }, grundy, remoteness: None };
    let known = if grundy.is_some() {
        "the Grundy value is by the closed form"
    } else {
        "the Grundy value is not known (the position is too large to value), only who wins"
    };
    let note = Some(format!(
        "{known}; each move's outcome is proved by an outcome search over the large regions ({} positions \
         searched), with its Grundy value where only small regions are left; remoteness is not computed",
        search.nodes
    ));
    Ok(Evaluation { value, moves: moved, closed_form: formula, note, working: None, partizan: None })
}
