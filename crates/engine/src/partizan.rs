//! Serving partizan games: Left and Right have different moves, and a position's value is a
//! canonical form (see [`crate::cgt`]).
//!
//! A partizan game file implements [`crate::serve::Rules`] (with `moves` giving Left's moves
//! and then Right's, see [`all_moves`]) and [`PartizanGame`], and serves itself with
//! `impl Serve for X { fn evaluate(..) { partizan::evaluate(self, pos, moves, misere) } }`
//! (a second blanket implementation of `Serve` beside the impartial one is not allowed).

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::Hash;

use crate::cgt::{Cgt, Dyadic, Step, G};
use crate::serve::{Evaluation, PartizanEval, Rules, Valued};
use crate::value::{PartizanValue, PartizanWorking, ThermographData};
use crate::vocab::{EngineError, Move, Outcome, Side};

/// What a partizan game file adds to its [`Rules`].
pub trait PartizanGame: Rules {
    /// A transposition-table key of a component.
    type Key: Clone + Eq + Hash;

    /// The moves of one side, in a stable order; each `to` is a whole position.
    fn side_moves(&self, pos: &Self::Pos, side: Side) -> Vec<Move<Self::Pos>>;

    /// The independent summands of a position: its value is the sum of theirs. Each is a
    /// position of the game in its own right; empty components may be left out.
    fn components(&self, pos: &Self::Pos) -> Vec<Self::Pos> {
        vec![pos.clone()]
    }

    /// The key of a component under the symmetries that keep its value, and whether the
    /// keyed position is the component's negative (e.g. a transposed Domineering board). Two
    /// components with the same key and flag have the same value.
    fn key(&self, comp: &Self::Pos) -> (Self::Key, bool);

    /// Why a component is too large to value within a request, if it is: each game's limit
    /// comes from a measurement (docs/benchmarks.md), so that a request is refused at once
    /// rather than after the search budget is spent.
    fn too_large(&self, _comp: &Self::Pos) -> Option<String> {
        None
    }
}

/// Serves a partizan game: `crate::partizan::serve_partizan!(Domineering);` in its file.
macro_rules! serve_partizan {
    ($t:ty) => {
        impl $crate::serve::Serve for $t {
            fn is_partizan(&self) -> bool {
                true
            }
            fn evaluate(
                &self,
                pos: &<$t as $crate::serve::Rules>::Pos,
                moves: &[$crate::vocab::Move<<$t as $crate::serve::Rules>::Pos>],
                misere: bool,
            ) -> Result<$crate::serve::Evaluation, $crate::vocab::EngineError> {
                $crate::partizan::evaluate(self, pos, moves, misere)
            }
            fn canonical(&self, pos: &<$t as $crate::serve::Rules>::Pos) -> Result<String, $crate::vocab::EngineError> {
                $crate::partizan::canonical(self, pos)
            }
        }
    };
}
pub(crate) use serve_partizan;

/// Left's moves followed by Right's: what a partizan game's `Rules::moves` returns.
pub fn all_moves<G: PartizanGame + ?Sized>(game: &G, pos: &G::Pos) -> Vec<Move<G::Pos>> {
    let mut moves = game.side_moves(pos, Side::Left);
    moves.extend(game.side_moves(pos, Side::Right));
    moves
}

/// Components valued in one request at most: measured, the 16,456 of the 5 x 5 Domineering
/// board take 1.9 s natively, so this bounds a request to about 15 s natively (and what it
/// stores to a few tens of megabytes).
pub const MAX_SEARCH: usize = 120_000;

/// Canonical forms kept between requests at most: past this the arena and every
/// transposition table are dropped together (a form's id means nothing without its arena).
const MAX_FORMS: usize = 6_000_000;

/// The thread's canonical forms and each game's transposition table. Kept between requests so
/// that a move on the play page reuses what the previous position's solve found.
#[derive(Default)]
struct Store {
    cgt: Cgt,
    tables: HashMap<(TypeId, String), Box<dyn Any>>,
}

thread_local! {
    static STORE: RefCell<Store> = RefCell::new(Store::default());
    /// Told `(positions valued, MAX_SEARCH)` now and then during a search: the worker's
    /// progress bar for a board that takes seconds.
    static PROGRESS: RefCell<Option<ProgressReport>> = RefCell::new(None);
}

/// What a search tells of its progress: `(positions valued, MAX_SEARCH)`.
type ProgressReport = Box<dyn FnMut(usize, usize)>;

/// How many positions a search values between two progress reports (about 30 ms natively on
/// a 5 x 5 Domineering board).
const PROGRESS_EVERY: usize = 1024;

/// Runs `f` with `report(valued, MAX_SEARCH)` called every [`PROGRESS_EVERY`] positions a
/// partizan search values on this thread (the count restarts with each request).
pub fn with_progress<R>(report: impl FnMut(usize, usize) + 'static, f: impl FnOnce() -> R) -> R {
    PROGRESS.with(|p| *p.borrow_mut() = Some(Box::new(report)));
    let r = f();
    PROGRESS.with(|p| *p.borrow_mut() = None);
    r
}

/// Runs `f` with the thread's canonical-form arena.
pub fn with_cgt<R>(f: impl FnOnce(&mut Cgt) -> R) -> R {
    STORE.with(|s| f(&mut s.borrow_mut().cgt))
}

/// A search valuing positions of one game, with the game's transposition table.
struct Search<'a, Gm: PartizanGame> {
    game: &'a Gm,
    cgt: &'a mut Cgt,
    table: &'a mut HashMap<Gm::Key, G>,
    searched: usize,
}

impl<Gm: PartizanGame> Search<'_, Gm> {
    /// The value of a whole position: the sum of its components' values.
    fn value(&mut self, pos: &Gm::Pos) -> Result<G, EngineError> {
        let mut parts = Vec::new();
        for c in self.game.components(pos) {
            if let Some(why) = self.game.too_large(&c) {
                return Err(EngineError::Refused(format!("position too large: {why}")));
            }
            parts.push(self.component(&c)?);
        }
        Ok(self.cgt.sum(&parts))
    }

    fn component(&mut self, c: &Gm::Pos) -> Result<G, EngineError> {
        let (key, negated) = self.game.key(c);
        if let Some(&v) = self.table.get(&key) {
            return Ok(if negated { self.cgt.neg(v) } else { v });
        }
        self.searched += 1;
        if self.searched.is_multiple_of(PROGRESS_EVERY) {
            PROGRESS.with(|p| {
                if let Some(report) = p.borrow_mut().as_mut() {
                    report(self.searched, MAX_SEARCH);
                }
            });
        }
        if self.searched > MAX_SEARCH {
            return Err(EngineError::Refused(format!(
                "position too large: valuing it needs more than {MAX_SEARCH} positions; try a smaller board"
            )));
        }
        let mut options = [Vec::new(), Vec::new()];
        for (i, side) in [Side::Left, Side::Right].into_iter().enumerate() {
            for m in self.game.side_moves(c, side) {
                options[i].push(self.value(&m.to)?);
            }
        }
        let v = self.cgt.from_options(&options[0], &options[1]);
        let keyed = if negated { self.cgt.neg(v) } else { v };
        self.table.insert(key, keyed);
        Ok(v)
    }
}

/// Runs `f` with a search over `game`'s positions, on the thread's arena and the game's table.
fn with_search<Gm, R>(game: &Gm, f: impl FnOnce(&mut Search<'_, Gm>) -> R) -> R
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    STORE.with(|store| {
        let mut store = store.borrow_mut();
        if store.cgt.len() > MAX_FORMS {
            *store = Store::default();
        }
        let Store { cgt, tables } = &mut *store;
        let table = tables
            .entry((TypeId::of::<Gm>(), game.id()))
            .or_insert_with(|| Box::new(HashMap::<Gm::Key, G>::new()))
            .downcast_mut::<HashMap<Gm::Key, G>>()
            .expect("a table is keyed by its game's type");
        f(&mut Search { game, cgt, table, searched: 0 })
    })
}

/// The canonical form of a position, in braces notation (what sums and comparisons read).
pub fn canonical<Gm>(game: &Gm, pos: &Gm::Pos) -> Result<String, EngineError>
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    with_search(game, |s| {
        let g = s.value(pos)?;
        Ok(s.cgt.braces(g))
    })
}

/// Values a partizan position and its moves (the `Serve::evaluate` of every partizan game).
/// `moves` are Left's followed by Right's, as [`all_moves`] gives them.
pub fn evaluate<Gm>(game: &Gm, pos: &Gm::Pos, moves: &[Move<Gm::Pos>], misere: bool) -> Result<Evaluation, EngineError>
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    if misere {
        return Err(crate::serve::no_misere(&game.name(), Some("a partizan game is played in normal play here")));
    }
    let n_left = game.side_moves(pos, Side::Left).len();
    with_search(game, |s| {
        let whole = s.value(pos)?;
        let mut values = Vec::with_capacity(moves.len());
        let mut reports = Vec::with_capacity(moves.len());
        let mut named = [Vec::new(), Vec::new()];
        let mut options = [Vec::new(), Vec::new()];
        for (i, m) in moves.iter().enumerate() {
            let side = if i < n_left { Side::Left } else { Side::Right };
            let v = s.value(&m.to)?;
            let outcome = s.cgt.outcome(v);
            values.push(Valued { outcome, grundy: None, remoteness: None });
            reports.push((side, s.cgt.short(v), s.cgt.braces(v)));
            let k = side as usize;
            named[k].push((m.text.clone(), s.cgt.short(v)));
            options[k].push(v);
        }
        let comps = game.components(pos);
        let mut parts = Vec::new();
        if comps.len() > 1 {
            for c in &comps {
                let v = s.value(c)?;
                parts.push((c.to_string(), s.cgt.short(v)));
            }
        }
        let [left, right] = named;
        let working = work(s.cgt, whole, &options[0], &options[1], left, right, parts);
        let outcome = s.cgt.outcome(whole);
        let value = describe(s.cgt, whole, working);
        let note = Some(format!("{} positions valued for this request", s.searched));
        Ok(Evaluation {
            value: Valued { outcome, grundy: None, remoteness: None },
            moves: values,
            formula: None,
            note: if s.searched > 0 { note } else { None },
            working: None,
            partizan: Some(PartizanEval { value, moves: reports }),
        })
    })
}

/// The canonical form of `g` with its stops, temperature, thermograph and working.
pub fn describe(cgt: &mut Cgt, g: G, working: PartizanWorking) -> PartizanValue {
    let t = cgt.thermograph(g);
    let wall = |w: &[(Dyadic, Dyadic)]| w.iter().map(|(t, x)| (t.to_string(), x.to_string())).collect();
    PartizanValue {
        canonical: cgt.short(g),
        braces: cgt.braces(g),
        temperature: cgt.temperature(g).to_string(),
        mean: cgt.mean(g).to_string(),
        left_stop: cgt.left_stop(g).to_string(),
        right_stop: cgt.right_stop(g).to_string(),
        thermograph: ThermographData {
            left: wall(&t.left),
            right: wall(&t.right),
            mast: t.mast.to_string(),
            temperature: t.temperature.to_string(),
        },
        working,
    }
}

/// The working of `g` = {left | right}: the options, the simplification step by step, the
/// simplest-number rule and the outcome class.
pub fn work(
    cgt: &mut Cgt,
    g: G,
    left_options: &[G],
    right_options: &[G],
    left: Vec<(String, String)>,
    right: Vec<(String, String)>,
    parts: Vec<(String, String)>,
) -> PartizanWorking {
    let simp = cgt.simplify(left_options, right_options);
    debug_assert_eq!(simp.result, g, "the simplification reaches the canonical form");
    let steps = simp.steps.iter().map(|step| step_text(cgt, step)).collect();
    let list = |cgt: &mut Cgt, gs: &[G]| gs.iter().map(|&x| cgt.short(x)).collect::<Vec<_>>().join(", ");
    let (l, r) = (cgt.left_options(g), cgt.right_options(g));
    let simplified = format!("{{{} | {}}}", list(cgt, &l), list(cgt, &r));
    let number_rule = cgt.as_number(g).map(|x| {
        let max_l = l.iter().filter_map(|&o| cgt.as_number(o)).max();
        let min_r = r.iter().filter_map(|&o| cgt.as_number(o)).min();
        match (max_l, min_r) {
            (None, None) => "No option for either player: the value is 0.".to_string(),
            (Some(a), None) => format!(
                "Left's best option is {a} and Right has none: the value is the simplest number greater than {a}, {x}."
            ),
            (None, Some(b)) => format!(
                "Right's best option is {b} and Left has none: the value is the simplest number less than {b}, {x}."
            ),
            (Some(a), Some(b)) => {
                format!("{{{a} | {b}}} with {a} < {b}: the value is the simplest number strictly between them, {x}.")
            }
        }
    });
    let outcome = cgt.outcome(g);
    let (ls, rs) = (cgt.left_stop(g), cgt.right_stop(g));
    let class = match outcome {
        Outcome::L => "L: Left wins whoever starts (the value is greater than 0)",
        Outcome::R => "R: Right wins whoever starts (the value is less than 0)",
        Outcome::N => "N: the player who starts wins (the value is confused with 0)",
        _ => "P: the player who starts loses (the value equals 0)",
    };
    let outcome_rule = format!("{class}. Left's stop is {ls} and Right's stop is {rs}.");
    PartizanWorking { left, right, steps, simplified, number_rule, outcome_rule, parts }
}

fn step_text(cgt: &mut Cgt, step: &Step) -> String {
    match step {
        Step::Dominated { side, option, by } => {
            let (o, b) = (cgt.short(*option), cgt.short(*by));
            match side {
                Side::Left => format!("Left's option {o} is dominated: {o} ≤ {b}, so Left never needs it."),
                Side::Right => format!("Right's option {o} is dominated: {o} ≥ {b}, so Right never needs it."),
            }
        }
        Step::Reversed { side, option, through, replaced_by } => {
            let (who, other, cmp) = match side {
                Side::Left => ("Left", "Right", "≤"),
                Side::Right => ("Right", "Left", "≥"),
            };
            let by = if replaced_by.is_empty() {
                "nothing".to_string()
            } else {
                replaced_by.iter().map(|&x| cgt.short(x)).collect::<Vec<_>>().join(", ")
            };
            let (o, t) = (cgt.short(*option), cgt.short(*through));
            format!(
                "{who}'s option {o} is reversible: {other}'s reply {t} is {cmp} the whole game, so it is replaced by {t}'s options for {who}: {by}."
            )
        }
    }
}

/// The values of the empty rectangles `RxC` (1 ≤ R, C ≤ `size`) of a game whose positions
/// include that notation (Domineering, Cutcake): its table page. Each cell shows the canonical
/// form with its outcome class (`classes`, which colours it); `cells` holds the mean rounded to
/// an integer (Left's advantage positive). The values are found smallest area first, so larger
/// ones reuse the smaller.
pub fn rectangle_table<Gm>(
    game: &Gm,
    size: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<crate::table::Table, EngineError>
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    let mut cells = vec![vec![None; size]; size];
    let mut texts = vec![vec![None; size]; size];
    let mut classes = vec![vec![None; size]; size];
    let mut positions = vec![vec![None; size]; size];
    let mut order: Vec<(usize, usize)> = (1..=size).flat_map(|r| (1..=size).map(move |c| (r, c))).collect();
    order.sort_by_key(|&(r, c)| (r * c, r, c));
    for (done, &(r, c)) in order.iter().enumerate() {
        progress(done, order.len());
        let text = format!("{r}x{c}");
        let pos = game.parse(&text)?;
        let (short, mean, class) = with_search(game, |s| -> Result<(String, Dyadic, Outcome), EngineError> {
            let g = s.value(&pos)?;
            Ok((s.cgt.short(g), s.cgt.mean(g), s.cgt.outcome(g)))
        })?;
        cells[r - 1][c - 1] = Some(mean.to_f64().round() as i64);
        texts[r - 1][c - 1] = Some(short);
        classes[r - 1][c - 1] = Some(class);
        positions[r - 1][c - 1] = Some(pos.to_string());
    }
    progress(order.len(), order.len());
    Ok(crate::table::Table {
        game: game.id(),
        title: format!("{}: the value of every empty R x C rectangle", game.name()),
        row_label: "rows R".into(),
        col_label: "columns C".into(),
        row_keys: (1..=size as i64).collect(),
        col_keys: (1..=size as i64).collect(),
        cells,
        legend: "Each cell is the canonical form of the empty rectangle, with its outcome class: L (Left \
                 wins whoever starts), R (Right wins whoever starts), N (whoever starts wins) or P (whoever \
                 starts loses)."
            .into(),
        positions: Some(positions),
        row_games: None,
        signed: false,
        row_marks: None,
        texts: Some(texts),
        classes: Some(classes),
    })
}
