//! Who wins a partizan position too large for its canonical form, and which moves win.
//!
//! The position is split into its components. Components the game calls cheap
//! ([`PartizanGame::cheap`]) are valued by their canonical forms on the thread's arena and
//! summed into one form `S`; only the other components are searched move by move, with `S`
//! as one more summand whose moves are its canonical options. A node is thus the multiset of
//! the large components (by their transposition keys) with `S` and the side to move.
//!
//! The search is negamax with alpha-beta over scores where `WIN` and `-WIN` are proofs and
//! everything strictly between is the game's heuristic at a depth limit. Proved results go to
//! a table kept for the whole request; heuristic ones to a second table with their depth.
//! Iterative deepening (the `anytime` limit) gives a best move at every depth for a player
//! with a time budget; without it the search goes straight for the proof.
//!
//! A game with a search of its own for whole positions ([`PartizanGame::dedicated_outcome`])
//! proves each of the root's moves with it instead, once a best move exists (at once without
//! `anytime`, after the first ply with it); the root's moves, the report, the budget and the
//! progress stay this module's.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::hash::BuildHasher;

use rustc_hash::{FxBuildHasher, FxHashMap};

use super::kind::{decide_by_bounds, DedicatedOutcome, MoveBounds, PartizanGame};
use super::search::{with_search, Search};
use crate::cgt::G;
use crate::value::{MoveProof, OutcomeReport};
use crate::vocab::{EngineError, Outcome, Side};

/// A proved win for the side to move; `-WIN` a proved loss. Heuristic scores stay well inside.
pub const WIN: i32 = 1_000_000;
const HEURISTIC_BOUND: i32 = WIN / 2;

pub use crate::value::{Limits, DEFAULT_TABLE};

/// Nodes between two progress reports: about 5 ms natively on Domineering (2.6 µs a node),
/// so that a caller's clock is read often enough for a 0.2 s move.
const REPORT_EVERY: u64 = 2_048;

/// Why a search stopped early.
enum Halt {
    Budget,
    Stopped,
    Failed(EngineError),
}

impl From<EngineError> for Halt {
    fn from(e: EngineError) -> Self {
        Halt::Failed(e)
    }
}

/// A large component with what the search asks of it, worked out once when it appears: its
/// key, its heuristic score and its move bounds.
#[derive(Clone)]
struct Comp<P, K> {
    pos: P,
    key: (K, bool),
    /// The hash that orders a node's keys (see [`Searcher::key`]).
    hash: u64,
    heuristic: i32,
    bounds: Option<[MoveBounds; 2]>,
}

/// A node: the large components and the sum of the cheap ones.
#[derive(Clone)]
struct Node<P, K> {
    comps: Vec<Comp<P, K>>,
    small: G,
}

type NodeKey<K> = (Vec<(K, bool)>, G, Side);

/// A move at a node before its position is split: in the large component at an index, to a
/// position, or in the cheap sum, to one of its options.
enum Step<P> {
    Comp(usize, P),
    Small(G),
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

struct Searcher<'s, 'a, 'g, Gm: PartizanGame> {
    game: &'g Gm,
    s: &'s mut Search<'a, Gm>,
    proved: FxHashMap<NodeKey<Gm::Key>, bool>,
    guessed: FxHashMap<NodeKey<Gm::Key>, (u32, i32, Bound)>,
    limits: Limits,
    nodes: u64,
    /// Shown `snapshot` (the root's moves as last settled) every [`REPORT_EVERY`] nodes;
    /// false stops the search.
    progress: &'s mut dyn FnMut(&OutcomeReport) -> bool,
    snapshot: OutcomeReport,
}

type Dedicated<P> = Option<Box<dyn DedicatedOutcome<P>>>;

impl<Gm: PartizanGame> Searcher<'_, '_, '_, Gm> {
    fn total_nodes(&self, d: &Dedicated<Gm::Pos>) -> u64 {
        self.nodes + d.as_ref().map_or(0, |d| d.nodes())
    }

    fn table_entries(&self, d: &Dedicated<Gm::Pos>) -> usize {
        self.proved.len() + self.guessed.len() + d.as_ref().map_or(0, |d| d.table_entries())
    }

    /// The score for `me` to move at `pos` by the game's own search, with this search's
    /// budget and progress.
    fn by_dedicated(&mut self, d: &mut dyn DedicatedOutcome<Gm::Pos>, pos: &Gm::Pos, me: Side) -> Result<i32, Halt> {
        let base = self.nodes;
        let budget = self.limits.nodes.saturating_sub(base);
        let entries = self.proved.len() + self.guessed.len();
        let mut why = None;
        let (progress, snapshot) = (&mut self.progress, &mut self.snapshot);
        let mut go = |n: u64| {
            if n >= budget {
                why = Some(Halt::Budget);
                return false;
            }
            snapshot.nodes = base + n;
            snapshot.table_entries = entries;
            if !progress(snapshot) {
                why = Some(Halt::Stopped);
                return false;
            }
            true
        };
        match d.wins(pos, me, budget, &mut go) {
            Some(true) => Ok(WIN),
            Some(false) => Ok(-WIN),
            None => Err(why.unwrap_or(Halt::Stopped)),
        }
    }

    /// The large components and the sum of the cheap ones of the position `pos` (a whole
    /// position or a component after a move).
    fn node(&mut self, pos: &Gm::Pos) -> Result<Node<Gm::Pos, Gm::Key>, EngineError> {
        let mut comps = Vec::new();
        let mut small = self.s.cgt.zero();
        for c in self.game.components(pos) {
            if self.game.cheap(&c) {
                self.s.searched = 0;
                let v = self.s.value(&c)?;
                small = self.s.cgt.add(small, v);
            } else {
                let key = self.game.key(&c);
                comps.push(Comp {
                    hash: FxBuildHasher.hash_one(&key),
                    heuristic: self.game.heuristic(&c),
                    bounds: self.game.move_bounds(&c),
                    key,
                    pos: c,
                });
            }
        }
        Ok(Node { comps, small })
    }

    fn key(&self, node: &Node<Gm::Pos, Gm::Key>, me: Side) -> NodeKey<Gm::Key> {
        // Keys need not be ordered: sorting by hash gives one order for one multiset, and two
        // keys with one hash at worst miss a transposition.
        let mut order: Vec<(u64, usize)> = node.comps.iter().enumerate().map(|(i, c)| (c.hash, i)).collect();
        order.sort_unstable();
        (order.into_iter().map(|(_, i)| node.comps[i].key.clone()).collect(), node.small, me)
    }

    /// The moves of `me` at a node, each with its heuristic score for `me` (the order in which
    /// they are tried): a move in a large component to a position not yet split, or a move in
    /// the cheap sum to one of its canonical options. Splitting waits until a move is tried,
    /// since a cutoff usually comes after a few.
    fn moves(&mut self, node: &Node<Gm::Pos, Gm::Key>, me: Side) -> Vec<(i32, Step<Gm::Pos>)> {
        let total: i32 = node.comps.iter().map(|c| c.heuristic).sum();
        let sign = if me == Side::Left { 1 } else { -1 };
        let mut out = Vec::new();
        for (i, c) in node.comps.iter().enumerate() {
            for to in self.game.side_options(&c.pos, me) {
                let h = total - c.heuristic + self.game.heuristic(&to);
                out.push((sign * h, Step::Comp(i, to)));
            }
        }
        let options = match me {
            Side::Left => self.s.cgt.left_options(node.small),
            Side::Right => self.s.cgt.right_options(node.small),
        };
        for o in options {
            let h = total + (self.s.cgt.mean(o).to_f64() * 2.0).round() as i32;
            out.push((sign * h, Step::Small(o)));
        }
        out
    }

    /// The node a move reaches.
    fn child(
        &mut self,
        node: &Node<Gm::Pos, Gm::Key>,
        step: Step<Gm::Pos>,
    ) -> Result<Node<Gm::Pos, Gm::Key>, EngineError> {
        match step {
            Step::Comp(i, to) => {
                let Node { comps: split, small } = self.node(&to)?;
                let mut comps = Vec::with_capacity(node.comps.len() + split.len());
                comps.extend(node.comps.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, c)| c.clone()));
                comps.extend(split);
                let small = self.s.cgt.add(node.small, small);
                Ok(Node { comps, small })
            }
            Step::Small(o) => Ok(Node { comps: node.comps.clone(), small: o }),
        }
    }

    /// A proof from the game's move bounds, when it has them for every component and the
    /// cheap sum is an integer (whose moves are all one side's and all safe).
    fn bounds_proof(&mut self, node: &Node<Gm::Pos, Gm::Key>, me: Side) -> Option<bool> {
        let n = self.s.cgt.as_number(node.small).filter(|x| x.is_integer())?.num();
        let mut sum = [MoveBounds::default(); 2];
        let k = if n >= 0 { Side::Left as usize } else { Side::Right as usize };
        let n = u32::try_from(n.unsigned_abs()).ok()?;
        sum[k].safe = n;
        sum[k].most = n;
        for c in &node.comps {
            let b = c.bounds?;
            for s in 0..2 {
                sum[s].safe = sum[s].safe.checked_add(b[s].safe)?;
                sum[s].most = sum[s].most.checked_add(b[s].most)?;
                sum[s].areas = sum[s].areas.checked_add(b[s].areas)?;
            }
        }
        decide_by_bounds(sum, me)
    }

    fn static_score(&mut self, node: &Node<Gm::Pos, Gm::Key>, me: Side) -> i32 {
        let mut h: i64 = node.comps.iter().map(|c| c.heuristic as i64).sum();
        if node.small != self.s.cgt.zero() {
            h += (self.s.cgt.mean(node.small).to_f64() * 2.0).round() as i64;
        }
        let h = h.clamp(-(HEURISTIC_BOUND as i64) + 1, HEURISTIC_BOUND as i64 - 1) as i32;
        if me == Side::Left {
            h
        } else {
            -h
        }
    }

    fn remember(&mut self, key: NodeKey<Gm::Key>, score: i32, depth: u32, bound: Bound) {
        if self.proved.len() + self.guessed.len() >= self.limits.table {
            self.guessed.clear();
        }
        if score >= WIN || score <= -WIN {
            if self.proved.len() < self.limits.table {
                self.proved.insert(key, score >= WIN);
            }
        } else if self.proved.len() + self.guessed.len() < self.limits.table {
            self.guessed.insert(key, (depth, score, bound));
        }
    }

    /// The score of a node for `me` to move without searching it, when known: a proof from
    /// the table or the bounds (and then remembered), or the end of the game.
    fn known(&mut self, node: &Node<Gm::Pos, Gm::Key>, key: &NodeKey<Gm::Key>, me: Side) -> Option<i32> {
        if node.comps.is_empty() {
            let o = self.s.cgt.outcome(node.small);
            return Some(if o == Outcome::N || o == me.class() { WIN } else { -WIN });
        }
        if let Some(&won) = self.proved.get(key) {
            return Some(if won { WIN } else { -WIN });
        }
        let won = self.bounds_proof(node, me)?;
        let v = if won { WIN } else { -WIN };
        self.remember(key.clone(), v, 0, Bound::Exact);
        Some(v)
    }

    /// Negamax with alpha-beta, fail-soft: the score of `node` (whose key is `key`) for `me`
    /// to move, searched `depth` plies (`u32::MAX`: to the end).
    fn search(
        &mut self,
        node: &Node<Gm::Pos, Gm::Key>,
        key: NodeKey<Gm::Key>,
        me: Side,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, Halt> {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            return Err(Halt::Budget);
        }
        if self.nodes.is_multiple_of(REPORT_EVERY) {
            self.snapshot.nodes = self.nodes;
            self.snapshot.table_entries = self.proved.len() + self.guessed.len();
            if !(self.progress)(&self.snapshot) {
                return Err(Halt::Stopped);
            }
        }
        if let Some(v) = self.known(node, &key, me) {
            return Ok(v);
        }
        if let Some(&(d, v, b)) = self.guessed.get(&key) {
            if d >= depth {
                match b {
                    Bound::Exact => return Ok(v),
                    Bound::Lower if v >= beta => return Ok(v),
                    Bound::Upper if v <= alpha => return Ok(v),
                    _ => {}
                }
            }
        }
        if depth == 0 {
            return Ok(self.static_score(node, me));
        }
        let mut moves = self.moves(node, me);
        if moves.is_empty() {
            self.remember(key, -WIN, depth, Bound::Exact);
            return Ok(-WIN);
        }
        // Best first by the game's heuristic after the move, from `me`'s side.
        moves.sort_by_key(|(v, _)| -v);
        let other = me.other();
        let start_alpha = alpha;
        let mut best = -WIN - 1;
        for (_, step) in moves {
            let kid = self.child(node, step)?;
            let kk = self.key(&kid, other);
            let down = if depth == u32::MAX { u32::MAX } else { depth - 1 };
            let v = -self.search(&kid, kk, other, down, -beta, -alpha)?;
            if v > best {
                best = v;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= start_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // A bound at ±WIN is a proof: scores never pass the extremes.
        self.remember(key, best, depth, bound);
        Ok(best)
    }
}

/// The outcome search of a whole position with `me` to move: see the module's comment.
/// `progress` is shown the report so far now and then (and after every finished move at the
/// root); when it returns false the search stops and returns what it proved.
pub fn search_outcome<Gm>(
    game: &Gm,
    pos: &Gm::Pos,
    me: Side,
    limits: &Limits,
    progress: &mut dyn FnMut(&OutcomeReport) -> bool,
) -> Result<OutcomeReport, EngineError>
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    if limits.nodes == 0 {
        return Err(EngineError::Refused("a search budget of 0 positions proves nothing: give at least 1".into()));
    }
    let moves = game.side_moves(pos, me);
    let mut report = OutcomeReport {
        game: game.id(),
        position: pos.to_string(),
        to_move: me,
        wins: None,
        moves: moves
            .iter()
            .map(|m| MoveProof {
                text: m.text.clone(),
                to: m.to.to_string(),
                spot: m.spot.clone(),
                side: me,
                wins: None,
                score: 0,
            })
            .collect(),
        best: None,
        nodes: 0,
        depth: 0,
        complete: false,
        stopped: None,
        table_entries: 0,
        table_limit: limits.table,
        summary: String::new(),
        board: game.board(pos),
    };
    with_search(game, |s| {
        let mut sr = Searcher {
            game,
            s,
            proved: FxHashMap::default(),
            guessed: FxHashMap::default(),
            limits: limits.clone(),
            nodes: 0,
            progress,
            snapshot: report.clone(),
        };
        let mut dedicated = kept_search(game, pos, limits).or_else(|| game.dedicated_outcome(pos, limits));
        let kids: Vec<Node<Gm::Pos, Gm::Key>> = if dedicated.is_some() && !limits.anytime {
            // Without a first ply to order them, the root's moves go by the game's heuristic.
            let sign = if me == Side::Left { 1 } else { -1 };
            for (m, proof) in moves.iter().zip(report.moves.iter_mut()) {
                proof.score = (sign * game.heuristic(&m.to)).clamp(-HEURISTIC_BOUND + 1, HEURISTIC_BOUND - 1);
            }
            Vec::new()
        } else {
            moves.iter().map(|m| sr.node(&m.to)).collect::<Result<_, _>>()?
        };
        let mut halted = None;
        let mut depth: u32 = if limits.anytime { 1 } else { u32::MAX };
        'deepen: loop {
            let mut order: Vec<usize> = (0..moves.len()).filter(|&i| report.moves[i].wins.is_none()).collect();
            order.sort_by_key(|&i| -report.moves[i].score);
            for i in order {
                let child_depth = if depth == u32::MAX { u32::MAX } else { depth - 1 };
                let found = match dedicated.as_mut().filter(|_| depth == u32::MAX) {
                    Some(d) => sr.by_dedicated(&mut **d, &moves[i].to, me.other()),
                    None => {
                        let key = sr.key(&kids[i], me.other());
                        sr.search(&kids[i], key, me.other(), child_depth, -WIN, WIN)
                    }
                };
                match found {
                    Ok(v) => {
                        let v = -v;
                        report.moves[i].score = v;
                        if v >= WIN {
                            report.moves[i].wins = Some(true);
                        } else if v <= -WIN {
                            report.moves[i].wins = Some(false);
                        }
                    }
                    Err(h) => {
                        halted = Some(h);
                        break 'deepen;
                    }
                }
                report.nodes = sr.total_nodes(&dedicated);
                if limits.first_win && report.moves[i].wins == Some(true) {
                    break 'deepen;
                }
                settle(&mut report, limits.first_win);
                sr.snapshot = report.clone();
            }
            report.depth = depth;
            settle(&mut report, limits.first_win);
            if report.complete || depth == u32::MAX {
                break;
            }
            report.nodes = sr.total_nodes(&dedicated);
            report.table_entries = sr.table_entries(&dedicated);
            if !(sr.progress)(&report) {
                halted = Some(Halt::Stopped);
                break;
            }
            // The game's own search proves the rest: a best move exists now.
            depth = if dedicated.is_some() { u32::MAX } else { depth + 1 };
        }
        report.nodes = sr.total_nodes(&dedicated);
        report.table_entries = sr.table_entries(&dedicated);
        keep_search(game, dedicated);
        match halted {
            Some(Halt::Failed(e)) => return Err(e),
            Some(Halt::Budget) => {
                report.stopped = Some(format!("the budget of {} positions was reached", limits.nodes));
            }
            Some(Halt::Stopped) => report.stopped = Some("stopped".into()),
            None => {}
        }
        settle(&mut report, limits.first_win);
        report.summary = summary(&report);
        Ok(report)
    })
}

thread_local! {
    /// The game's own search of the thread's last request, with its table, and which game it
    /// was for. Consecutive requests on one board share most of their positions (the other
    /// side to move; the position after the move just played), and every stored result is
    /// exact whatever the root, so the next request starts from what this one proved. Holding
    /// it costs the table's memory between requests; a request on another board replaces it.
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// A kept search: its game's type and id, and the search (a `Dedicated` of the game's positions).
type Kept = (TypeId, String, Box<dyn Any>);

/// The kept search, if it was `game`'s and [`DedicatedOutcome::serves`] a request at `pos`
/// (one the game would take to its own search at all: not a cheap one), with its count reset.
fn kept_search<Gm>(game: &Gm, pos: &Gm::Pos, limits: &Limits) -> Dedicated<Gm::Pos>
where
    Gm: PartizanGame + 'static,
{
    if game.cheap(pos) {
        return None;
    }
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        let (ty, id, _) = k.as_ref()?;
        if *ty != TypeId::of::<Gm>() || *id != game.id() {
            return None;
        }
        let (_, _, any) = k.take()?;
        let mut d = *any.downcast::<Box<dyn DedicatedOutcome<Gm::Pos>>>().ok()?;
        if !d.serves(pos, limits) {
            return None;
        }
        d.restart();
        Some(d)
    })
}

/// Keeps `dedicated` for the thread's next request (see [`KEPT`]).
fn keep_search<Gm>(game: &Gm, dedicated: Dedicated<Gm::Pos>)
where
    Gm: PartizanGame + 'static,
{
    if let Some(d) = dedicated {
        KEPT.with(|k| *k.borrow_mut() = Some((TypeId::of::<Gm>(), game.id(), Box::new(d))));
    }
}

/// Who wins and the best move from the moves' proofs and scores.
fn settle(report: &mut OutcomeReport, first_win: bool) {
    let won = report.moves.iter().position(|m| m.wins == Some(true));
    let all_lost = report.moves.iter().all(|m| m.wins == Some(false));
    report.wins = if won.is_some() {
        Some(true)
    } else if all_lost {
        Some(false)
    } else {
        None
    };
    let proved_all = report.moves.iter().all(|m| m.wins.is_some());
    report.complete = proved_all || (first_win && won.is_some());
    report.best = won.or_else(|| {
        (0..report.moves.len()).filter(|&i| report.moves[i].wins != Some(false)).max_by_key(|&i| report.moves[i].score)
    });
    if report.best.is_none() && !report.moves.is_empty() {
        report.best = (0..report.moves.len()).max_by_key(|&i| report.moves[i].score);
    }
}

/// One sentence on what is known.
fn summary(r: &OutcomeReport) -> String {
    let who = match r.to_move {
        Side::Left => "Left",
        Side::Right => "Right",
    };
    let proved = r.moves.iter().filter(|m| m.wins.is_some()).count();
    let n = r.moves.len();
    let tail = format!("({} positions searched)", r.nodes);
    match r.wins {
        _ if n == 0 => format!("{who} to move has no move and loses."),
        Some(true) if proved == n => format!("{who} to move wins; every move is proved winning or losing {tail}."),
        Some(true) => format!("{who} to move wins; {proved} of {n} moves are proved winning or losing {tail}."),
        Some(false) => format!("{who} to move loses: every move is proved losing {tail}."),
        None => format!(
            "Not yet known who wins with {who} to move: {proved} of {n} moves are proved, none of them winning {tail}."
        ),
    }
}
