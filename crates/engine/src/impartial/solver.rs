//! The memoised Grundy search and the outcome/remoteness search over sums of components
//! ([`Solver`]), within a budget of states.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

use super::kind::ImpartialGame;
use crate::impartial::mex::Mex;
use crate::rules::{Evaluation, PositionValue};
use crate::value::Value;
use crate::vocab::{Move, Outcome};

/// Raised when a search would need more states than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BudgetExceeded;

/// Depth-first evaluation of a DAG with memoisation and an explicit stack (no recursion, so
/// a chain of a million states cannot overflow the stack).
///
/// `children` lists the states a state depends on; `eval` computes a state's value once all its
/// children are in `memo`. Returns `Err(BudgetExceeded)` when `memo` would grow past `budget`,
/// or when the children listed in this call weigh more than `max_visits` in all: each listed
/// child is a state visited, known or not, and weighs `weight(child)` (its size, since copying,
/// sorting and hashing it costs that much). The states stored bound the memory; the visits
/// bound the time and the lists held on the stack, which a state count alone does not when
/// every state has thousands of options (it let `nim 1000,1000,1000,1000` or `kayles 2000`
/// search for hours).
pub fn memo_dfs<S, V>(
    start: &S,
    memo: &mut HashMap<S, V>,
    budget: usize,
    max_visits: usize,
    weight: fn(&S) -> usize,
    children: &mut dyn FnMut(&S) -> Vec<S>,
    eval: &mut dyn FnMut(&S, &HashMap<S, V>) -> V,
) -> Result<V, BudgetExceeded>
where
    S: Clone + Eq + Hash,
    V: Clone,
{
    if let Some(v) = memo.get(start) {
        return Ok(v.clone());
    }
    let first = children(start);
    let mut listed: usize = first.iter().map(weight).sum();
    let mut stack: Vec<(S, Vec<S>, usize)> = vec![(start.clone(), first, 0)];
    while let Some(top) = stack.last_mut() {
        if top.2 < top.1.len() {
            let child = top.1[top.2].clone();
            top.2 += 1;
            if !memo.contains_key(&child) {
                if memo.len() + stack.len() >= budget || listed > max_visits {
                    return Err(BudgetExceeded);
                }
                let grand = children(&child);
                listed = listed.saturating_add(grand.iter().map(weight).sum());
                stack.push((child, grand, 0));
            }
        } else {
            let (state, _, _) = stack.pop().expect("stack is non-empty");
            let value = eval(&state, memo);
            memo.insert(state, value);
        }
    }
    Ok(memo.get(start).expect("start was evaluated").clone())
}

/// (win, remoteness) of sums of components, keyed by the canonical multiset.
type SumMemo<C> = HashMap<Vec<C>, (bool, u32)>;
/// The options of each sum being searched.
type Children<C> = HashMap<Vec<C>, Vec<Vec<C>>>;

/// Solves positions of one game, keeping its memo tables between calls.
pub struct Solver<'g, G: ImpartialGame> {
    pub game: &'g G,
    pub budget: usize,
    /// The most (weighted) states one search may visit; see [`memo_dfs`].
    pub max_visits: usize,
    grundy_memo: HashMap<G::Comp, u32>,
    value_memo: [SumMemo<G::Comp>; 2],
    options_memo: HashMap<G::Comp, Vec<Vec<G::Comp>>>,
    /// Whether each component seen in a sum has a move.
    live_memo: HashMap<G::Comp, bool>,
    mex: Mex,
    /// Set once a remoteness search ran out of budget, so later ones are not tried in vain.
    exhausted: [bool; 2],
}

/// The default number of states a search may visit (memory stays well under 1 GB).
pub const DEFAULT_BUDGET: usize = 2_000_000;

/// The default number of visits one search may make, counting a sum as its number of
/// components (about 0.15 s natively), whatever its state budget.
pub const DEFAULT_MAX_VISITS: usize = 2_000_000;

impl<'g, G: ImpartialGame> Solver<'g, G> {
    pub fn new(game: &'g G) -> Self {
        Self::with_budget(game, DEFAULT_BUDGET)
    }

    pub fn with_budget(game: &'g G, budget: usize) -> Self {
        Solver {
            game,
            budget,
            max_visits: DEFAULT_MAX_VISITS,
            grundy_memo: HashMap::new(),
            value_memo: [HashMap::new(), HashMap::new()],
            options_memo: HashMap::new(),
            live_memo: HashMap::new(),
            mex: Mex::new(),
            exhausted: [false; 2],
        }
    }

    fn options(&mut self, comp: &G::Comp) -> Vec<Vec<G::Comp>> {
        if let Some(o) = self.options_memo.get(comp) {
            return o.clone();
        }
        let o = self.game.comp_options(comp);
        if self.options_memo.len() < self.budget {
            self.options_memo.insert(comp.clone(), o.clone());
        }
        o
    }

    /// The Grundy value of one component by search (mex of its options), ignoring any closed
    /// form the game has: the reference the fast paths are tested against.
    pub fn searched_comp_grundy(&mut self, comp: &G::Comp) -> Result<u32, BudgetExceeded> {
        let game = self.game;
        let mut mex = std::mem::take(&mut self.mex);
        let result = memo_dfs(
            comp,
            &mut self.grundy_memo,
            self.budget,
            self.max_visits,
            |_| 1,
            &mut |c: &G::Comp| {
                let mut kids: Vec<G::Comp> = game.comp_options(c).into_iter().flatten().collect();
                kids.sort();
                kids.dedup();
                kids
            },
            &mut |c: &G::Comp, memo: &HashMap<G::Comp, u32>| {
                let options = game.comp_options(c);
                mex.begin(options.len());
                for option in &options {
                    mex.mark(option.iter().fold(0, |acc, k| acc ^ memo[k]));
                }
                mex.value()
            },
        );
        self.mex = mex;
        result
    }

    /// The Grundy value of one component: the game's fast path when it has one, else search.
    pub fn comp_grundy(&mut self, comp: &G::Comp) -> Result<u32, BudgetExceeded> {
        match self.game.closed_form_grundy(comp) {
            Some(v) => Ok(v),
            None => self.searched_comp_grundy(comp),
        }
    }

    /// The Grundy value of a sum of components.
    pub fn sum_grundy(&mut self, comps: &[G::Comp]) -> Result<u32, BudgetExceeded> {
        let mut acc = 0;
        for c in comps {
            acc ^= self.comp_grundy(c)?;
        }
        Ok(acc)
    }

    /// Whether a component has a move, without copying its options (for a heap of 1000 the copy
    /// is 1000 vectors, and this is asked for every component of every option of every sum).
    fn has_options(&mut self, comp: &G::Comp) -> bool {
        if let Some(&live) = self.live_memo.get(comp) {
            return live;
        }
        let live = match self.options_memo.get(comp) {
            Some(o) => !o.is_empty(),
            None => !self.game.comp_options(comp).is_empty(),
        };
        if self.live_memo.len() < self.budget {
            self.live_memo.insert(comp.clone(), live);
        }
        live
    }

    /// The canonical multiset of a sum: sorted, with finished components dropped.
    fn canonical(&mut self, comps: impl IntoIterator<Item = G::Comp>) -> Vec<G::Comp> {
        let mut out: Vec<G::Comp> = Vec::new();
        for c in comps {
            if self.has_options(&c) {
                out.push(c);
            }
        }
        out.sort();
        out
    }

    fn sum_children(&mut self, state: &[G::Comp]) -> Vec<Vec<G::Comp>> {
        let mut out = Vec::new();
        for i in 0..state.len() {
            if i > 0 && state[i] == state[i - 1] {
                continue;
            }
            for option in self.options(&state[i]) {
                let rest = state[..i].iter().chain(&state[i + 1..]).cloned().chain(option);
                out.push(self.canonical(rest));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Outcome and remoteness of a sum by search. Under misère play the player with no move
    /// wins.
    pub fn searched_value(&mut self, comps: &[G::Comp], misere: bool) -> Result<Value, BudgetExceeded> {
        let start = self.canonical(comps.iter().cloned());
        let mut memo = std::mem::take(&mut self.value_memo[misere as usize]);
        let (budget, max_visits) = (self.budget, self.max_visits);
        // Children are computed into a side table so the closure can borrow self mutably once.
        let kids_of: std::cell::RefCell<Children<G::Comp>> = Default::default();
        let result = memo_dfs(
            &start,
            &mut memo,
            budget,
            max_visits,
            |s| s.len().max(1),
            &mut |s: &Vec<G::Comp>| {
                let kids = self.sum_children(s);
                kids_of.borrow_mut().insert(s.clone(), kids.clone());
                kids
            },
            &mut |s: &Vec<G::Comp>, memo: &HashMap<Vec<G::Comp>, (bool, u32)>| {
                let kids = kids_of.borrow_mut().remove(s).unwrap_or_default();
                value_from_children(kids.iter().map(|k| memo[k]), misere)
            },
        );
        self.value_memo[misere as usize] = memo;
        result.map(|(win, rem)| Value { outcome: if win { Outcome::N } else { Outcome::P }, remoteness: Some(rem) })
    }

    /// Outcome (exact) and remoteness (if the search fits the budget) of a sum.
    pub fn value(&mut self, comps: &[G::Comp], misere: bool) -> Result<(Value, Option<u32>), BudgetExceeded> {
        let grundy = if misere { None } else { self.sum_grundy(comps).ok() };
        if !self.exhausted[misere as usize] {
            match self.searched_value(comps, misere) {
                Ok(v) => return Ok((v, grundy)),
                Err(BudgetExceeded) => {
                    self.exhausted[misere as usize] = true;
                    // The partial table is of no further use and may be large.
                    self.value_memo[misere as usize] = HashMap::new();
                }
            }
        }
        let outcome = match grundy {
            Some(g) => Some(if g == 0 { Outcome::P } else { Outcome::N }),
            None if misere => self.game.misere_outcome(comps),
            None => None,
        };
        match outcome {
            Some(outcome) => Ok((Value { outcome, remoteness: None }, grundy)),
            None => Err(BudgetExceeded),
        }
    }

    /// Values a position and the positions its moves reach.
    pub fn evaluate(&mut self, pos: &G::Pos, moves: &[Move<G::Pos>], misere: bool) -> Result<Evaluation, SolveError> {
        let game = self.game;
        let value = |s: &mut Self, p: &G::Pos| -> Result<PositionValue, SolveError> {
            let (v, grundy) = s.value(&game.components(p), misere).map_err(|_| SolveError::too_large(s.budget))?;
            Ok(PositionValue { outcome: v.outcome, grundy, remoteness: v.remoteness })
        };
        let at = value(self, pos)?;
        let moves = moves.iter().map(|m| value(self, &m.to)).collect::<Result<Vec<_>, _>>()?;
        let note = if at.remoteness.is_none() {
            Some(format!(
                "remoteness not computed: searching it would visit more than {} sums or {} options; \
                 the outcome and Grundy value are exact",
                self.budget, self.max_visits
            ))
        } else {
            None
        };
        Ok(Evaluation {
            value: at,
            moves,
            closed_form: game.closed_form(pos, misere),
            note,
            working: None,
            partizan: None,
        })
    }
}

/// Combines children's (win, remoteness) into a state's: a state is won when some child is
/// lost; the winner picks the quickest lost child, the loser the slowest won child.
pub fn value_from_children(children: impl Iterator<Item = (bool, u32)>, misere: bool) -> (bool, u32) {
    let mut any = false;
    let mut best_win: Option<u32> = None;
    let mut slowest_loss = 0;
    for (child_wins, rem) in children {
        any = true;
        if child_wins {
            slowest_loss = slowest_loss.max(rem);
        } else {
            best_win = Some(best_win.map_or(rem, |b| b.min(rem)));
        }
    }
    if !any {
        return (misere, 0);
    }
    match best_win {
        Some(r) => (true, r + 1),
        None => (false, slowest_loss + 1),
    }
}

/// Why a solve was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveError(pub String);

impl SolveError {
    fn too_large(budget: usize) -> Self {
        SolveError(format!(
            "position too large: solving it needs more than {budget} positions in memory; try a smaller one"
        ))
    }
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
