//! Retrograde analysis of partizan games whose position graph is finite but may loop (Fox and
//! Geese, Backsliding Toads and Frogs): who wins with each side to move, or that neither can
//! force a win (a draw), with the remoteness of every decided result.
//!
//! The reachable boards are enumerated from a root (every board any sequence of Left's and
//! Right's moves reaches, since a loopy value needs both sides' options everywhere), within a
//! bound on their number. A node is a board with a side to move; a node with no move is lost
//! for the side to move (normal play). Labels spread backwards from those ends, in order of
//! remoteness: a node is won in k + 1 when some move reaches a node lost in k (the winner
//! hurries, so the first such child found in that order gives the least k), and lost in k + 1
//! when every move reaches a won node, the last of which has the largest k (the loser delays).
//! Nodes never labelled are draws: from them neither side can force the end.
//!
//! The position graph itself (each board's Left and Right options) can be handed over with
//! [`Retro::graph`], for the loopy values of `cgt/loopy.rs`.

use std::any::Any;
use std::cell::RefCell;
use std::hash::Hash;

use rustc_hash::FxHashMap;

use super::kind::PartizanGame;
use crate::vocab::{EngineError, Side};

/// What the retrograde solver needs of a game: the boards each side's moves reach. A board
/// does not say who is to move.
pub trait SideOptions {
    type Board: Clone + Eq + Hash;
    /// The boards `side`'s moves reach from `board`, in the game's order of moves.
    fn options(&self, board: &Self::Board, side: Side) -> Vec<Self::Board>;
}

/// A [`PartizanGame`] seen by the retrograde solver: its positions are the boards.
pub struct Sided<'a, G>(pub &'a G);

impl<G> SideOptions for Sided<'_, G>
where
    G: PartizanGame,
    G::Pos: Eq + Hash,
{
    type Board = G::Pos;
    fn options(&self, board: &G::Pos, side: Side) -> Vec<G::Pos> {
        self.0.side_options(board, side)
    }
}

/// The result of a board with a side to move, for that side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    /// The side to move wins, in this many moves (both sides' moves counted).
    Win(u32),
    /// The side to move loses, in this many moves.
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

impl Label {
    /// The remoteness of a decided result; `None` for a draw.
    pub fn remoteness(self) -> Option<u32> {
        match self {
            Label::Win(k) | Label::Loss(k) => Some(k),
            Label::Draw => None,
        }
    }

    /// The result in words for the side to move, e.g. "wins in 3", "loses in 2", "draw".
    pub fn words(self) -> String {
        match self {
            Label::Win(k) => format!("wins in {k}"),
            Label::Loss(k) => format!("loses in {k}"),
            Label::Draw => "draw".to_string(),
        }
    }
}

/// How a label is kept: one word per node, `UNDECIDED` until labelled (a draw at the end).
const UNDECIDED: u32 = u32::MAX;

fn encode(l: Label) -> u32 {
    match l {
        Label::Loss(k) => 2 * k,
        Label::Win(k) => 2 * k + 1,
        Label::Draw => UNDECIDED,
    }
}

fn decode(x: u32) -> Label {
    if x == UNDECIDED {
        Label::Draw
    } else if x.is_multiple_of(2) {
        Label::Loss(x / 2)
    } else {
        Label::Win(x / 2)
    }
}

/// The default bound on the boards enumerated: the 8 x 8 Fox and Geese start reaches fewer
/// (docs/benchmarks.md), and a few hundred bytes a board keep this within a browser's memory.
pub const MAX_BOARDS: usize = 3_000_000;

/// How often the solver reports, in boards enumerated or nodes labelled.
const REPORT_EVERY: usize = 1 << 14;

/// The position graph for the loopy values: board `i`'s Left and Right options as indices,
/// the root being board 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionGraph {
    pub left: Vec<Vec<usize>>,
    pub right: Vec<Vec<usize>>,
    pub root: usize,
}

/// Every board reachable from a root, labelled for each side to move.
pub struct Retro<B> {
    boards: Vec<B>,
    index: FxHashMap<B, u32>,
    /// The labels with Left to move and with Right to move, indexed by `Side as usize`.
    labels: [Vec<u32>; 2],
}

impl<B: Clone + Eq + Hash> Retro<B> {
    /// Enumerates the boards reachable from `root` (at most `limit`, else refused with a
    /// message naming the limit) and labels them. `progress(done, total)` is told how far it
    /// has got (the enumeration counts as the first half of the work, the labelling as the
    /// second); when it returns false the work stops with the failure
    /// [`super::INTERRUPTED`].
    pub fn solve<G: SideOptions<Board = B>>(
        game: &G,
        root: &B,
        limit: usize,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Result<Self, EngineError> {
        let stopped = || EngineError::Refused(super::INTERRUPTED.to_string());
        // Enumeration, breadth first: the boards, each side's out-degree, and how many
        // moves of each side reach each board (for the reverse edges).
        let mut boards = vec![root.clone()];
        let mut index = FxHashMap::default();
        index.insert(root.clone(), 0u32);
        let mut degree: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        let mut incoming: [Vec<u32>; 2] = [vec![0], vec![0]];
        let mut i = 0;
        while i < boards.len() {
            if i.is_multiple_of(REPORT_EVERY) && !progress(i / 2, limit) {
                return Err(stopped());
            }
            let b = boards[i].clone();
            for side in [Side::Left, Side::Right] {
                let opts = game.options(&b, side);
                degree[side as usize].push(opts.len() as u32);
                for o in opts {
                    let j = match index.get(&o) {
                        Some(&j) => j,
                        None => {
                            if boards.len() >= limit {
                                return Err(EngineError::Refused(format!(
                                    "position too large: it reaches more than {limit} boards, the most the \
                                     retrograde solver enumerates; try a smaller board or fewer pieces"
                                )));
                            }
                            let j = boards.len() as u32;
                            index.insert(o.clone(), j);
                            boards.push(o);
                            incoming[0].push(0);
                            incoming[1].push(0);
                            j
                        }
                    };
                    incoming[side as usize][j as usize] += 1;
                }
            }
            i += 1;
        }
        let n = boards.len();
        // The reverse edges of each side's moves, as offsets into one array per side: the
        // boards from which `side` moves to board j are `from[side][start[side][j]..start[side][j + 1]]`.
        let offsets = |counts: &[u32]| {
            let mut v = Vec::with_capacity(counts.len() + 1);
            v.push(0u32);
            let mut acc = 0u32;
            for &c in counts {
                acc += c;
                v.push(acc);
            }
            v
        };
        let start: [Vec<u32>; 2] = [offsets(&incoming[0]), offsets(&incoming[1])];
        let mut from: [Vec<u32>; 2] = [vec![0; start[0][n] as usize], vec![0; start[1][n] as usize]];
        let mut fill: [Vec<u32>; 2] = [start[0][..n].to_vec(), start[1][..n].to_vec()];
        drop(incoming);
        for (i, b) in boards.iter().enumerate() {
            for side in [Side::Left, Side::Right] {
                let s = side as usize;
                for o in game.options(b, side) {
                    let j = index[&o] as usize;
                    from[s][fill[s][j] as usize] = i as u32;
                    fill[s][j] += 1;
                }
            }
        }
        drop(fill);
        // Labelling, in order of remoteness: a queue of labelled nodes (board, side to move).
        let mut labels = [vec![UNDECIDED; n], vec![UNDECIDED; n]];
        let mut left_to_win = degree;
        let mut queue = std::collections::VecDeque::new();
        for (s, (degrees, labels)) in left_to_win.iter().zip(labels.iter_mut()).enumerate() {
            for (j, (&d, l)) in degrees.iter().zip(labels.iter_mut()).enumerate() {
                if d == 0 {
                    *l = encode(Label::Loss(0));
                    queue.push_back((j as u32, s));
                }
            }
        }
        let mut done = 0usize;
        while let Some((j, s)) = queue.pop_front() {
            done += 1;
            if done.is_multiple_of(REPORT_EVERY) && !progress(n / 2 + done.min(2 * n) / 4, n) {
                return Err(stopped());
            }
            let here = decode(labels[s][j as usize]);
            // The nodes that move here: the other side to move, on boards from which its
            // move reaches board j.
            let p = 1 - s;
            let (a, z) = (start[p][j as usize] as usize, start[p][j as usize + 1] as usize);
            for &i in &from[p][a..z] {
                let i = i as usize;
                if labels[p][i] != UNDECIDED {
                    continue;
                }
                match here {
                    Label::Loss(k) => {
                        labels[p][i] = encode(Label::Win(k + 1));
                        queue.push_back((i as u32, p));
                    }
                    Label::Win(k) => {
                        left_to_win[p][i] -= 1;
                        if left_to_win[p][i] == 0 {
                            labels[p][i] = encode(Label::Loss(k + 1));
                            queue.push_back((i as u32, p));
                        }
                    }
                    Label::Draw => unreachable!("only decided nodes are queued"),
                }
            }
        }
        progress(n, n);
        Ok(Retro { boards, index, labels })
    }

    /// How many boards were enumerated.
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// Whether no board was enumerated (never: the root is one).
    pub fn is_empty(&self) -> bool {
        self.boards.is_empty()
    }

    /// The root board.
    pub fn root(&self) -> &B {
        &self.boards[0]
    }

    /// Whether `board` was enumerated.
    pub fn contains(&self, board: &B) -> bool {
        self.index.contains_key(board)
    }

    /// The result of `board` with `side` to move, for that side; `None` for a board not
    /// reachable from the root.
    pub fn label(&self, board: &B, side: Side) -> Option<Label> {
        self.index.get(board).map(|&i| decode(self.labels[side as usize][i as usize]))
    }

    /// Every board with its labels (Left to move, Right to move), in the order enumerated.
    pub fn labelled(&self) -> impl Iterator<Item = (&B, Label, Label)> + '_ {
        self.boards.iter().enumerate().map(|(i, b)| (b, decode(self.labels[0][i]), decode(self.labels[1][i])))
    }

    /// The position graph of the boards reachable from `board` by either side's moves, `board`
    /// being node 0: what the loopy value of `board` is found from. `None` when `board` was not
    /// enumerated or reaches more than `most` boards.
    pub fn graph_from<G: SideOptions<Board = B>>(&self, game: &G, board: &B, most: usize) -> Option<PositionGraph> {
        let &start = self.index.get(board)?;
        let mut local: FxHashMap<u32, usize> = FxHashMap::default();
        local.insert(start, 0);
        let mut order = vec![start];
        let mut sides: [Vec<Vec<usize>>; 2] = [Vec::new(), Vec::new()];
        let mut i = 0;
        while i < order.len() {
            let b = &self.boards[order[i] as usize];
            for side in [Side::Left, Side::Right] {
                let mut row = Vec::new();
                for o in game.options(b, side) {
                    // The set is closed under moves: every option was enumerated.
                    let j = self.index[&o];
                    let next = local.len();
                    let k = *local.entry(j).or_insert_with(|| {
                        order.push(j);
                        next
                    });
                    row.push(k);
                }
                sides[side as usize].push(row);
            }
            if order.len() > most {
                return None;
            }
            i += 1;
        }
        let [left, right] = sides;
        Some(PositionGraph { left, right, root: 0 })
    }

    /// The position graph, for the loopy values (`cgt/loopy.rs`'s `from_graph(left, right,
    /// root)`): the options are found again from the game, in its order of moves.
    pub fn graph<G: SideOptions<Board = B>>(&self, game: &G) -> PositionGraph {
        let idx = |bs: Vec<B>| bs.iter().map(|o| self.index[o] as usize).collect::<Vec<_>>();
        PositionGraph {
            left: self.boards.iter().map(|b| idx(game.options(b, Side::Left))).collect(),
            right: self.boards.iter().map(|b| idx(game.options(b, Side::Right))).collect(),
            root: 0,
        }
    }
}

thread_local! {
    /// The last board set solved on this thread, kept so that the positions a game reaches
    /// from it (a move on the play page) are answered without solving again; one at a time,
    /// since the 8 x 8 Fox and Geese set takes tens of megabytes.
    static LAST: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// What [`solve_sided`] finds for a board with a side to move.
pub struct SidedAnswer {
    /// The board's labels with Left to move and with Right to move.
    pub left: Label,
    pub right: Label,
    /// The labels of the boards `reached`, with the other side to move there.
    pub reached: Vec<Label>,
    /// How many boards the solved set holds.
    pub boards: usize,
}

/// Labels `board` for both sides to move and each board in `reached` for the side after
/// `side`, reusing the thread's last solved set when it holds `board` and its options; else
/// solving from `board` with progress told to the thread's report ([`super::with_progress_until`]).
pub fn solve_sided<G>(game: &G, board: &G::Board, side: Side, reached: &[G::Board]) -> Result<SidedAnswer, EngineError>
where
    G: SideOptions,
    G::Board: 'static,
{
    let answer = |r: &Retro<G::Board>| -> Option<SidedAnswer> {
        Some(SidedAnswer {
            left: r.label(board, Side::Left)?,
            right: r.label(board, Side::Right)?,
            reached: reached.iter().map(|b| r.label(b, side.other())).collect::<Option<Vec<_>>>()?,
            boards: r.len(),
        })
    };
    let cached = LAST.with(|l| l.borrow().as_ref().and_then(|r| r.downcast_ref::<Retro<G::Board>>()).and_then(answer));
    if let Some(a) = cached {
        return Ok(a);
    }
    // Dropped before solving, so that two sets are never held at once.
    LAST.with(|l| *l.borrow_mut() = None);
    let r = Retro::solve(game, board, MAX_BOARDS, &mut |done, total| super::report_progress(done, total))?;
    let a = answer(&r).expect("a solved set holds its root and the root's options");
    LAST.with(|l| *l.borrow_mut() = Some(Box::new(r)));
    Ok(a)
}

/// The most boards a stopper may reach for its simplest form to be found with its outcome,
/// as the play page asks at every move: simplification grows about as the cube of the boards
/// (docs/benchmarks.md, "Loopy values of ruleset positions").
pub const LOOPY_VALUE_BOARDS: usize = 400;

/// The most boards a position with endless alternating play may reach for its onside and
/// offside to be found: the onside order is a game on every pair of boards, solved in rounds
/// (about 0.2 s natively for both sides of Backsliding Toads and Frogs' TTT..FFF, 560 strips).
pub const LOOPY_SIDED_BOARDS: usize = 600;

/// The loopy value of `board`, from the graph of the boards it reaches in the thread's last
/// solved set, which [`solve_sided`] left holding it: `None` past the loopy values' own limit
/// ([`crate::cgt::loopy::MAX_NODES`] boards); else the words for the formula line, "value …"
/// with the simplest form of a stopper, or the onside & offside of a game with endless
/// alternating play (`cgt::loopy::side`), in CGSuite's notation; or why it is not given.
pub fn loopy_value<G>(game: &G, board: &G::Board) -> Option<Result<String, String>>
where
    G: SideOptions,
    G::Board: 'static,
{
    let most = crate::cgt::loopy::MAX_NODES;
    let graph = LAST.with(|l| l.borrow().as_ref()?.downcast_ref::<Retro<G::Board>>()?.graph_from(game, board, most))?;
    Some(value_text(&graph))
}

/// The words for a position graph's root: "value X (a stopper, …)" when it is a stopper of at
/// most [`LOOPY_VALUE_BOARDS`] boards, "value A & B (not a stopper: …)" when it has endless
/// alternating play and at most [`LOOPY_SIDED_BOARDS`] boards; else why not.
fn value_text(g: &PositionGraph) -> Result<String, String> {
    use crate::cgt::loopy::{Loopy, Sided, Stopper};
    let loopy = Loopy::from_graph(&g.left, &g.right, g.root).map_err(|e| e.message)?;
    if !loopy.is_stopper() {
        let not = "not a stopper: an endless alternating line of play starts here";
        if loopy.len() > LOOPY_SIDED_BOARDS {
            return Err(format!(
                "{not}; it reaches {} boards, and its onside & offside are found for at most {LOOPY_SIDED_BOARDS}",
                loopy.len()
            ));
        }
        let sided =
            Sided::of(&loopy).map_err(|e| format!("{not}, and its onside & offside are not found: {}", e.message))?;
        return Ok(format!(
            "value {} ({not}; onside & offside, in CGSuite's notation)",
            sided.text(&mut crate::cgt::Cgt::new())
        ));
    }
    if loopy.len() > LOOPY_VALUE_BOARDS {
        return Err(format!(
            "a stopper reaching {} boards: its simplest form is found for at most {LOOPY_VALUE_BOARDS}",
            loopy.len()
        ));
    }
    let stopper = Stopper::new(&loopy).map_err(|e| e.message)?;
    Ok(format!("value {} (a stopper, in CGSuite's notation)", stopper.text(&mut crate::cgt::Cgt::new())))
}

/// A loopy ruleset's evaluation of `board` with `side` to move, whose moves reach `reached`:
/// outcomes and remoteness by retrograde analysis, and the formula line: who wins with each
/// side to move (`names`: Left's and Right's pieces) and, for a position reaching few enough
/// boards, its loopy value. `what` names the boards in the note ("strips").
pub fn sided_evaluation<G>(
    game: &G,
    board: &G::Board,
    side: Side,
    reached: &[G::Board],
    names: (&str, &str),
    what: &str,
) -> Result<crate::rules::Evaluation, EngineError>
where
    G: SideOptions,
    G::Board: 'static,
{
    let a = solve_sided(game, board, side, reached)?;
    let here = valued(if side == Side::Left { a.left } else { a.right });
    let mut text = class_words(a.left, a.right, names);
    let mut note = format!("{} {what} labelled by retrograde analysis, each with either side to move", a.boards);
    match loopy_value(game, board) {
        Some(Ok(v)) => text.push_str(&format!("; {v}")),
        Some(Err(why)) => text.push_str(&format!("; {why}")),
        None => note.push_str(&format!(
            "; its loopy value is looked for when it reaches at most {} {what}",
            crate::cgt::loopy::MAX_NODES
        )),
    }
    Ok(crate::rules::Evaluation {
        value: here,
        moves: a.reached.into_iter().map(valued).collect(),
        closed_form: Some(crate::value::ClosedFormValue { text, grundy: None, outcome: here.outcome }),
        note: Some(note),
        working: None,
        partizan: None,
    })
}

/// The outcome for the side to move and the remoteness of a label: a win is N, a loss P.
pub fn valued(l: Label) -> crate::rules::PositionValue {
    let outcome = match l {
        Label::Win(_) => crate::vocab::Outcome::N,
        Label::Loss(_) => crate::vocab::Outcome::P,
        Label::Draw => crate::vocab::Outcome::Draw,
    };
    crate::rules::PositionValue { outcome, grundy: None, remoteness: l.remoteness() }
}

/// The class of a board from its two labels, in words: "with Left to move, a win for Left in
/// 3; with Right to move, a draw: ...". Each half names the winner, or says draw.
pub fn class_words(left: Label, right: Label, names: (&str, &str)) -> String {
    let half = |l: Label, mover: Side| {
        let (me, them) = match mover {
            Side::Left => (names.0, names.1),
            Side::Right => (names.1, names.0),
        };
        match l {
            Label::Win(k) => format!("with {me} to move, a win for {me} in {k}"),
            Label::Loss(k) => format!("with {me} to move, a win for {them} in {k}"),
            Label::Draw => format!("with {me} to move, a draw: neither side can force a win"),
        }
    };
    format!("{}; {}", half(left, Side::Left), half(right, Side::Right))
}

#[cfg(test)]
pub(crate) use published::published_results;
#[cfg(test)]
pub(crate) use tests::{first_wins, sided_winner};

#[cfg(test)]
mod published {
    /// Checks the published results of tests/data/loopy_published.txt for `game` (a line: game,
    /// position, outcome) against the solver, and returns how many there were: the loopy games'
    /// tests share it.
    pub(crate) fn published_results(game: &str) -> usize {
        let text = include_str!("../../tests/data/loopy_published.txt");
        let mut n = 0;
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f[0] != game {
                continue;
            }
            let sol = crate::games::lookup(game).unwrap().solve(f[1], false).unwrap();
            assert_eq!(sol.outcome.as_str(), f[2], "{line}: {:?}", sol.formula);
            n += 1;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::{HashMap, HashSet};

    /// A random finite partizan graph: board i's Left and Right options.
    #[derive(Clone, Debug)]
    struct Graph {
        left: Vec<Vec<usize>>,
        right: Vec<Vec<usize>>,
    }

    impl SideOptions for Graph {
        type Board = usize;
        fn options(&self, b: &usize, side: Side) -> Vec<usize> {
            match side {
                Side::Left => self.left[*b].clone(),
                Side::Right => self.right[*b].clone(),
            }
        }
    }

    /// Outcome and remoteness by their definitions, written differently from the solver:
    /// round k decides, over every node at once, the nodes won in k (some move to a node lost
    /// in k - 1) and lost in k (every move to a node won in fewer than k); what no round
    /// decides is a draw. No queue, no reverse edges, no counters.
    fn brute<G: SideOptions<Board = usize>>(g: &G, n: usize) -> HashMap<(usize, Side), Label> {
        let mut known: HashMap<(usize, Side), Label> = HashMap::new();
        let nodes: Vec<(usize, Side)> = (0..n).flat_map(|b| [(b, Side::Left), (b, Side::Right)]).collect();
        for k in 0..=(4 * n as u32 + 2) {
            let mut found = Vec::new();
            for &(b, s) in &nodes {
                if known.contains_key(&(b, s)) {
                    continue;
                }
                let kids: Vec<Option<Label>> =
                    g.options(&b, s).into_iter().map(|c| known.get(&(c, s.other())).copied()).collect();
                if k > 0 && kids.iter().any(|l| *l == Some(Label::Loss(k - 1))) {
                    found.push(((b, s), Label::Win(k)));
                } else if kids.iter().all(|l| matches!(l, Some(Label::Win(r)) if *r < k))
                    && kids.iter().any(|l| *l == Some(Label::Win(k.saturating_sub(1))))
                    || (k == 0 && kids.is_empty())
                {
                    found.push(((b, s), Label::Loss(k)));
                }
            }
            known.extend(found);
        }
        for node in nodes {
            known.entry(node).or_insert(Label::Draw);
        }
        known
    }

    fn graphs() -> impl Strategy<Value = Graph> {
        (1usize..9).prop_flat_map(|n| {
            let opts = proptest::collection::vec(proptest::collection::vec(0..n, 0..3), n);
            (opts.clone(), opts).prop_map(|(left, right)| Graph { left, right })
        })
    }

    fn never_stop() -> impl FnMut(usize, usize) -> bool {
        |_, _| true
    }

    /// Who wins a stopper moving first, by its class against 0 (CGSuite's, from the
    /// stopper's order): Left moving first wins when it is L or N, Right when it is R or N.
    pub fn first_wins(stopper: &crate::cgt::loopy::Stopper, mover: Side) -> bool {
        use crate::vocab::Outcome;
        matches!(
            (crate::cgt::loopy::outcome_class(stopper), mover),
            (Outcome::N, _) | (Outcome::L, Side::Left) | (Outcome::R, Side::Right)
        )
    }

    /// Who wins with `mover` to move by a label: `None` for a draw.
    pub fn winner(label: Label, mover: Side) -> Option<Side> {
        match label {
            Label::Win(_) => Some(mover),
            Label::Loss(_) => Some(mover.other()),
            Label::Draw => None,
        }
    }

    /// Who wins a game with sides `v`, `mover` moving first (`None`: a draw). Left wins when
    /// she wins even with endless play Right's, on the offside; Right when he wins even with it
    /// Left's, on the onside; otherwise neither can force the end.
    pub fn sided_winner(v: &crate::cgt::loopy::Sided, mover: Side) -> Option<Side> {
        let (keeps, other) = match mover {
            Side::Left => (&v.offside, &v.onside),
            Side::Right => (&v.onside, &v.offside),
        };
        if first_wins(keeps, mover) {
            Some(mover)
        } else if !first_wins(other, mover) {
            Some(mover.other())
        } else {
            None
        }
    }

    proptest! {
        /// On random graphs with no endless alternating play (stoppers), the value's class
        /// against 0 says who wins moving first as the solver's labels do (and nothing is a
        /// draw); the text the page shows is that value's. With endless alternating play, the
        /// onside & offside say who wins, draws included.
        #[test]
        fn stopper_values_agree_with_the_labels(g in graphs()) {
            use crate::cgt::loopy::{Loopy, Stopper};
            let r = Retro::solve(&g, &0usize, 1000, &mut never_stop()).unwrap();
            let graph = r.graph_from(&g, &0, usize::MAX).unwrap();
            let loopy = Loopy::from_graph(&graph.left, &graph.right, graph.root).unwrap();
            if !loopy.is_stopper() {
                // Its sides, played each way, give the labels, draws included.
                let Ok(v) = crate::cgt::loopy::Sided::of(&loopy) else {
                    prop_assert!(value_text(&graph).unwrap_err().starts_with("not a stopper: an endless alternating"));
                    return Ok(());
                };
                prop_assert!(value_text(&graph).unwrap().contains("(not a stopper: an endless alternating"));
                for side in [Side::Left, Side::Right] {
                    prop_assert_eq!(winner(r.label(&0, side).unwrap(), side), sided_winner(&v, side), "{:?} first", side);
                }
                return Ok(());
            }
            let stopper = Stopper::new(&loopy).unwrap();
            for side in [Side::Left, Side::Right] {
                let label = r.label(&0, side).unwrap();
                prop_assert!(label != Label::Draw, "a stopper has no draw");
                prop_assert_eq!(matches!(label, Label::Win(_)), first_wins(&stopper, side), "{:?} first", side);
            }
            prop_assert_eq!(
                value_text(&graph).unwrap(),
                format!("value {} (a stopper, in CGSuite's notation)", stopper.text(&mut crate::cgt::Cgt::new()))
            );
        }

        /// The graph from a board is the set's, renumbered from it: the same options, board
        /// for board, and only the boards it reaches.
        #[test]
        fn the_graph_from_a_board_is_what_it_reaches(g in graphs(), from in 0usize..9) {
            let r = Retro::solve(&g, &0usize, 1000, &mut never_stop()).unwrap();
            let Some(sub) = r.graph_from(&g, &from, usize::MAX) else {
                prop_assert!(!r.contains(&from));
                return Ok(());
            };
            let whole = r.graph(&g);
            // Node k of the subgraph is board `boards[k]`: follow both graphs from the root.
            let mut boards = vec![r.index[&from] as usize];
            let mut i = 0;
            while i < boards.len() {
                for (mine, theirs) in [(&sub.left, &whole.left), (&sub.right, &whole.right)] {
                    prop_assert_eq!(mine[i].len(), theirs[boards[i]].len());
                    for (&k, &b) in mine[i].iter().zip(&theirs[boards[i]]) {
                        if k == boards.len() {
                            boards.push(b);
                        }
                        prop_assert_eq!(boards[k], b);
                    }
                }
                i += 1;
            }
            prop_assert_eq!(boards.len(), sub.left.len());
            prop_assert!(r.graph_from(&g, &from, boards.len() - 1).is_none() || boards.len() == 1);
        }

        /// On random graphs (loops, cycles and dead ends), the solver's labels are those of the
        /// round-by-round definition, for every reachable node.
        #[test]
        fn labels_match_the_definition(g in graphs()) {
            let n = g.left.len();
            let want = brute(&g, n);
            let r = Retro::solve(&g, &0usize, 1000, &mut never_stop()).unwrap();
            let mut reached = HashSet::new();
            for (b, l, rt) in r.labelled() {
                reached.insert(*b);
                prop_assert_eq!(l, want[&(*b, Side::Left)], "board {} Left to move", b);
                prop_assert_eq!(rt, want[&(*b, Side::Right)], "board {} Right to move", b);
            }
            prop_assert!(reached.contains(&0));
            let graph = r.graph(&g);
            prop_assert_eq!(graph.left.len(), r.len());
            for (i, (b, _, _)) in r.labelled().enumerate() {
                let back: Vec<usize> = graph.left[i].iter().map(|&j| *r.labelled().nth(j).unwrap().0).collect();
                prop_assert_eq!(back, g.left[*b].clone());
            }
        }
    }

    #[test]
    fn a_loop_for_both_sides_is_a_draw_and_a_dead_end_is_lost() {
        // Board 0: Left and Right may both move to 1 and back: nobody is ever stuck.
        let g = Graph { left: vec![vec![1], vec![0], vec![]], right: vec![vec![1], vec![0], vec![]] };
        let r = Retro::solve(&g, &0, 10, &mut never_stop()).unwrap();
        assert_eq!(r.label(&0, Side::Left), Some(Label::Draw));
        assert_eq!(r.label(&1, Side::Right), Some(Label::Draw));
        assert_eq!(r.label(&2, Side::Left), None, "2 is not reachable from 0");
        // Board 0: Left may stop at 1 (Right has no move there) or loop; Right only loops.
        let g = Graph { left: vec![vec![0, 1], vec![]], right: vec![vec![0], vec![]] };
        let r = Retro::solve(&g, &0, 10, &mut never_stop()).unwrap();
        assert_eq!(r.label(&0, Side::Left), Some(Label::Win(1)));
        assert_eq!(r.label(&0, Side::Right), Some(Label::Loss(2)));
        assert_eq!(
            class_words(Label::Win(1), Label::Loss(2), ("Left", "Right")),
            "with Left to move, a win for Left in 1; with Right to move, a win for Left in 2"
        );
    }

    #[test]
    fn too_many_boards_are_refused_naming_the_limit() {
        let g = Graph { left: vec![vec![1], vec![2], vec![0]], right: vec![vec![], vec![], vec![]] };
        let e = Retro::solve(&g, &0, 2, &mut never_stop()).err().unwrap();
        assert!(e.to_string().contains("more than 2 boards"), "{e}");
    }

    #[test]
    fn a_progress_report_that_says_stop_stops_it() {
        let g = Graph { left: vec![vec![0]], right: vec![vec![0]] };
        let e = Retro::solve(&g, &0, 10, &mut |_, _| false).err().unwrap();
        assert_eq!(e.to_string(), crate::partizan::INTERRUPTED);
    }

    /// On Toads and Frogs, a finite game, no node is a draw and each side's result agrees with
    /// the outcome class of the canonical form (an independent valuation).
    #[test]
    fn toads_and_frogs_agrees_with_its_canonical_forms() {
        use crate::games::toads::{parse_strip, Toads};
        use crate::vocab::Outcome;
        for text in ["TT..FF", "T.F.T.F", "TF..T", "T..TF.F", "TTF..F."] {
            let root = parse_strip(text).unwrap();
            let r = Retro::solve(&Sided(&Toads), &root, 100_000, &mut never_stop()).unwrap();
            for (b, l, rt) in r.labelled() {
                let class =
                    crate::game::Game::solve(&crate::rules::AsGame(Toads), &b.to_string(), false).unwrap().outcome;
                let want = match class {
                    Outcome::L => (true, false),
                    Outcome::R => (false, true),
                    Outcome::N => (true, true),
                    Outcome::P => (false, false),
                    Outcome::Draw => unreachable!(),
                };
                let wins = |x: Label| match x {
                    Label::Win(_) => true,
                    Label::Loss(_) => false,
                    Label::Draw => panic!("{b}: a finite game has no draw"),
                };
                assert_eq!((wins(l), wins(rt)), want, "{b}: {class:?}");
            }
        }
    }
}
