//! The search that values partizan positions: the thread's canonical-form arena and one
//! transposition table per game, kept between requests.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;

use super::kind::PartizanGame;
use crate::cgt::{Cgt, G};
use crate::vocab::{EngineError, Side};

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

/// What a search tells of its progress: `(positions valued, MAX_SEARCH)`; false stops it.
type ProgressReport = Box<dyn FnMut(usize, usize) -> bool>;

/// How many positions a search values between two progress reports (about 30 ms natively on
/// a 5 x 5 Domineering board).
const PROGRESS_EVERY: usize = 1024;

/// Runs `f` with `report(valued, MAX_SEARCH)` called every [`PROGRESS_EVERY`] positions a
/// partizan search values on this thread (the count restarts with each request).
pub fn with_progress<R>(mut report: impl FnMut(usize, usize) + 'static, f: impl FnOnce() -> R) -> R {
    with_progress_until(
        move |valued, most| {
            report(valued, most);
            true
        },
        f,
    )
}

/// [`with_progress`] whose `report` stops the search by returning false: the search then
/// fails with [`INTERRUPTED`] (what it had valued stays in the transposition table, which
/// holds only finished values).
pub fn with_progress_until<R>(report: impl FnMut(usize, usize) -> bool + 'static, f: impl FnOnce() -> R) -> R {
    PROGRESS.with(|p| *p.borrow_mut() = Some(Box::new(report)));
    let r = f();
    PROGRESS.with(|p| *p.borrow_mut() = None);
    r
}

/// Tells the thread's progress report (see [`with_progress_until`]) that `done` of `total`
/// is done, for long work other than the canonical-form search (the retrograde solver);
/// false when the report asks to stop.
pub fn report_progress(done: usize, total: usize) -> bool {
    PROGRESS.with(|p| p.borrow_mut().as_mut().is_none_or(|report| report(done, total)))
}

/// The failure of a search stopped by its progress report.
pub const INTERRUPTED: &str = "interrupted";

/// Runs `f` with the thread's canonical-form arena.
pub fn with_cgt<R>(f: impl FnOnce(&mut Cgt) -> R) -> R {
    STORE.with(|s| f(&mut s.borrow_mut().cgt))
}

/// A search valuing positions of one game, with the game's transposition table.
pub(super) struct Search<'a, Gm: PartizanGame> {
    game: &'a Gm,
    pub(super) cgt: &'a mut Cgt,
    table: &'a mut HashMap<Gm::Key, G>,
    pub(super) searched: usize,
}

impl<Gm: PartizanGame> Search<'_, Gm> {
    /// The value of a whole position: the sum of its components' values.
    pub(super) fn value(&mut self, pos: &Gm::Pos) -> Result<G, EngineError> {
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
            let go = PROGRESS.with(|p| p.borrow_mut().as_mut().is_none_or(|report| report(self.searched, MAX_SEARCH)));
            if !go {
                return Err(EngineError::Refused(INTERRUPTED.to_string()));
            }
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
pub(super) fn with_search<Gm, R>(game: &Gm, f: impl FnOnce(&mut Search<'_, Gm>) -> R) -> R
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
