//! Loopy partizan games (games that need not end): game graphs, stoppers and their simplest
//! forms, the order, sums, sided values (onside & offside), outcomes with draws and stops.
//!
//! The theory is Siegel's, *Combinatorial Game Theory* (AMS 2013), chapter VI, after Conway,
//! Bach and Norton (Winning Ways, volume 2, chapter 11):
//!
//! - a game is a finite graph whose nodes have Left and Right options; a **stopper** is one with
//!   no infinite alternating line of play from any subposition;
//! - for stoppers, G ≥ H exactly when Left, playing second in G − H, survives (never is the one
//!   unable to move; endless play counts as survival). [`geq_table`] decides it for every pair
//!   of nodes at once by retrograde analysis: the least fixed point of "Right forces Left to run
//!   out", every state labelled at most once;
//! - the simplest form of a stopper removes dominated options, bypasses reversible ones (G^LR ≤
//!   G) and fuses equal nodes; it is unique up to isomorphism (Siegel's theorem on simplest
//!   forms), so two equal stoppers have the same [`Stopper`] here;
//! - every game read here is written as a sided value G^+ & G^- (onside & offside): G^+ is the
//!   greatest stopper X such that Left, playing second in G − X, survives when endless play
//!   counts for her; G^- the least X such that she survives X − G. A game that is not a
//!   stopper gets its sides by simplifying its own graph under the onside order, where endless
//!   play is Left's ([`onside_geq_table`], a Büchi game on pairs of nodes), as CGSuite does:
//!   the result keeps the cycles the side needs (over + under = over & under), which Winning
//!   Ways' sidling by tree approximations never closes. Sums of sided values are
//!   (A & B) + (C & D) = (A +^ C) & (B +_ D): the onside of the sum graph of the onsides, the
//!   offside of that of the offsides.
//!
//! CGSuite's notation is read (`on`, `off`, `over`, `under`, `upon` = {pass|*}, `dud`,
//! `pass`, named nodes `a{0|a}`, CGSuite's bars `{0||0|off}`, `3/2over`, `+-G`, `A & B`,
//! sums and comparisons), with the finite forms of [`super::expr`] inside.

use std::collections::HashMap;

use super::{Cgt, Dyadic, Relation, G};
use crate::vocab::ParseError;

/// The largest game graph read or built (a sum's graph is the product of its parts'). The
/// order's retrograde analysis visits every pair of nodes: 2,000 nodes are 8 million states
/// (a few bytes each). Timed by `examples/loopy_limit.rs` on random graphs of 2,000 nodes
/// (docs/benchmarks.md): the comparison's table in under 0.6 s and both sides in about half a
/// second natively; a few seconds in the worker, which Stop ends sooner.
pub const MAX_NODES: usize = 2_000;

/// Braces and parentheses nested deeper than this are refused (the reader recurses).
const MAX_DEPTH: usize = 100;

/// Printed text longer than this is cut short (a graph printed as a tree can be exponential).
const MAX_TEXT: usize = 20_000;

/// A game graph and its start: node `root`, whose options are node numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Loopy {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
    root: usize,
}

/// Who wins a game played on its own, with endless play a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Play {
    #[serde(rename = "Left")]
    LeftWins,
    #[serde(rename = "Right")]
    RightWins,
    #[serde(rename = "draw")]
    Draw,
}

impl Play {
    pub fn as_str(self) -> &'static str {
        match self {
            Play::LeftWins => "Left wins",
            Play::RightWins => "Right wins",
            Play::Draw => "draw",
        }
    }
}

impl Loopy {
    /// A game from its graph: `left[v]` and `right[v]` list the options of node `v`. Refused
    /// when an option names no node or the graph is larger than [`MAX_NODES`].
    pub fn from_graph(left: &[Vec<usize>], right: &[Vec<usize>], root: usize) -> Result<Loopy, ParseError> {
        let n = left.len();
        if right.len() != n {
            return Err(ParseError::new(format!("{n} nodes have Left options but {} have Right options", right.len())));
        }
        if n > MAX_NODES {
            return Err(ParseError::new(format!("a game graph of {n} nodes is over the limit of {MAX_NODES}")));
        }
        if root >= n {
            return Err(ParseError::new(format!("the start node {root} is not one of the {n} nodes")));
        }
        for (side, lists) in [("Left", left), ("Right", right)] {
            for (v, list) in lists.iter().enumerate() {
                if let Some(w) = list.iter().find(|&&w| w >= n) {
                    return Err(ParseError::new(format!(
                        "node {v} has a {side} option {w}, which is not one of the {n} nodes"
                    )));
                }
            }
        }
        Ok(Loopy {
            left: left.iter().map(|l| dedup(l.clone())).collect(),
            right: right.iter().map(|r| dedup(r.clone())).collect(),
            root,
        }
        .pack())
    }

    /// The number of nodes that can be reached from the start.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    pub fn left_options(&self, v: usize) -> &[usize] {
        &self.left[v]
    }

    pub fn right_options(&self, v: usize) -> &[usize] {
        &self.right[v]
    }

    pub fn root(&self) -> usize {
        self.root
    }

    /// The same game started at node `v`.
    fn at(&self, v: usize) -> Loopy {
        Loopy { left: self.left.clone(), right: self.right.clone(), root: v }.pack()
    }

    /// Keeps the nodes reachable from the start, renumbered in order of discovery (start 0).
    fn pack(self) -> Loopy {
        let n = self.left.len();
        let mut id = vec![usize::MAX; n];
        let mut order = vec![self.root];
        id[self.root] = 0;
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &w in self.left[v].iter().chain(&self.right[v]) {
                if id[w] == usize::MAX {
                    id[w] = order.len();
                    order.push(w);
                }
            }
        }
        let map = |list: &Vec<usize>| dedup(list.iter().map(|&w| id[w]).collect());
        Loopy {
            left: order.iter().map(|&v| map(&self.left[v])).collect(),
            right: order.iter().map(|&v| map(&self.right[v])).collect(),
            root: 0,
        }
    }

    /// −G: Left's and Right's options swapped.
    pub fn neg(&self) -> Loopy {
        Loopy { left: self.right.clone(), right: self.left.clone(), root: self.root }
    }

    /// G + H: the product graph, a move in one part at a time.
    pub fn add(&self, h: &Loopy) -> Result<Loopy, ParseError> {
        let (na, nb) = (self.len(), h.len());
        if na.saturating_mul(nb) > MAX_NODES {
            return Err(ParseError::new(format!(
                "a sum of games of {na} and {nb} nodes has {} nodes, over the limit of {MAX_NODES}",
                na * nb
            )));
        }
        let id = |i: usize, j: usize| i * nb + j;
        let mut left = Vec::with_capacity(na * nb);
        let mut right = Vec::with_capacity(na * nb);
        for i in 0..na {
            for j in 0..nb {
                left.push(self.left[i].iter().map(|&x| id(x, j)).chain(h.left[j].iter().map(|&y| id(i, y))).collect());
                right.push(
                    self.right[i].iter().map(|&x| id(x, j)).chain(h.right[j].iter().map(|&y| id(i, y))).collect(),
                );
            }
        }
        Ok(Loopy { left, right, root: id(self.root, h.root) }.pack())
    }

    /// Whether no infinite alternating line of play starts anywhere in the graph: the graph
    /// of (node, side to move) states, with a move to the other side's turn, has no cycle
    /// (Kahn's algorithm removes every state when it is acyclic).
    pub fn is_stopper(&self) -> bool {
        let n = self.len();
        // State 2v: Left to move at v; 2v + 1: Right to move.
        let succ = |s: usize| -> &[usize] {
            if s.is_multiple_of(2) {
                &self.left[s / 2]
            } else {
                &self.right[s / 2]
            }
        };
        let mut indeg = vec![0usize; 2 * n];
        for s in 0..2 * n {
            for &w in succ(s) {
                indeg[2 * w + 1 - s % 2] += 1;
            }
        }
        let mut stack: Vec<usize> = (0..2 * n).filter(|&s| indeg[s] == 0).collect();
        let mut removed = 0;
        while let Some(s) = stack.pop() {
            removed += 1;
            for &w in succ(s) {
                let t = 2 * w + 1 - s % 2;
                indeg[t] -= 1;
                if indeg[t] == 0 {
                    stack.push(t);
                }
            }
        }
        removed == 2 * n
    }

    /// Whether no cycle at all is reachable: a short game.
    pub fn is_loopfree(&self) -> bool {
        self.finite_nodes().iter().all(|&f| f)
    }

    /// For every node, whether no cycle is reachable from it.
    fn finite_nodes(&self) -> Vec<bool> {
        let n = self.len();
        // A node is finite once all its options are: the reverse of a topological order.
        let mut pending: Vec<usize> = (0..n).map(|v| self.left[v].len() + self.right[v].len()).collect();
        let mut preds = vec![Vec::new(); n];
        for v in 0..n {
            for &w in self.left[v].iter().chain(&self.right[v]) {
                preds[w].push(v);
            }
        }
        let mut finite = vec![false; n];
        let mut stack: Vec<usize> = (0..n).filter(|&v| pending[v] == 0).collect();
        while let Some(v) = stack.pop() {
            finite[v] = true;
            for &p in &preds[v] {
                pending[p] -= 1;
                if pending[p] == 0 {
                    stack.push(p);
                }
            }
        }
        finite
    }

    /// Who wins, Left moving first and Right moving first, when the game is played on its
    /// own (normal play: who cannot move loses; endless play is a draw). Retrograde analysis:
    /// a state is labelled once, when one option wins for the mover or all options lose.
    pub fn play(&self) -> (Play, Play) {
        let n = self.len();
        // Index 2v: Left to move at v; 2v + 1: Right to move.
        let mut label: Vec<Option<Play>> = vec![None; 2 * n];
        let mut count: Vec<usize> = (0..2 * n)
            .map(|s| if s.is_multiple_of(2) { self.left[s / 2].len() } else { self.right[s / 2].len() })
            .collect();
        let mut preds = vec![Vec::new(); 2 * n];
        for v in 0..n {
            for &w in &self.left[v] {
                preds[2 * w + 1].push(2 * v);
            }
            for &w in &self.right[v] {
                preds[2 * w].push(2 * v + 1);
            }
        }
        let mut queue = Vec::new();
        for s in 0..2 * n {
            if count[s] == 0 {
                label[s] = Some(if s.is_multiple_of(2) { Play::RightWins } else { Play::LeftWins });
                queue.push(s);
            }
        }
        while let Some(s) = queue.pop() {
            let won = label[s].expect("queued states are labelled");
            for &p in &preds[s] {
                if label[p].is_some() {
                    continue;
                }
                let mover_wins = if p.is_multiple_of(2) { Play::LeftWins } else { Play::RightWins };
                if won == mover_wins {
                    label[p] = Some(won);
                    queue.push(p);
                } else {
                    count[p] -= 1;
                    if count[p] == 0 {
                        label[p] = Some(won);
                        queue.push(p);
                    }
                }
            }
        }
        let r = self.root;
        (label[2 * r].unwrap_or(Play::Draw), label[2 * r + 1].unwrap_or(Play::Draw))
    }
}

fn dedup(mut list: Vec<usize>) -> Vec<usize> {
    let mut seen = Vec::with_capacity(list.len());
    list.retain(|&x| {
        if seen.contains(&x) {
            false
        } else {
            seen.push(x);
            true
        }
    });
    list
}

/// `table[g * b.len() + h]`: whether node g of `a` is ≥ node h of `b`, both stoppers: Left,
/// playing second in g − h, survives. Computed as its negation, the states from which Right
/// forces Left to run out of moves, by retrograde analysis: each of the 2·|a|·|b| states is
/// labelled at most once, so the loop ends after at most that many steps.
pub fn geq_table(a: &Loopy, b: &Loopy) -> Vec<bool> {
    let (na, nb) = (a.len(), b.len());
    let id = |g: usize, h: usize| g * nb + h;
    let reverse = |lists: &Vec<Vec<usize>>| {
        let mut rev = vec![Vec::new(); lists.len()];
        for (v, list) in lists.iter().enumerate() {
            for &w in list {
                rev[w].push(v);
            }
        }
        rev
    };
    let (a_rev_left, a_rev_right, b_rev_left, b_rev_right) =
        (reverse(&a.left), reverse(&a.right), reverse(&b.left), reverse(&b.right));
    // Left to move in g − h: Left moves g to g^L or h to h^R.
    let mut left_moves: Vec<u32> = Vec::with_capacity(na * nb);
    for g in 0..na {
        for h in 0..nb {
            left_moves.push((a.left[g].len() + b.right[h].len()) as u32);
        }
    }
    let mut left_lost = vec![false; na * nb];
    let mut right_wins = vec![false; na * nb];
    // A queue entry: (state, true) Left to move and lost; (state, false) Right to move and won.
    let mut queue: Vec<(usize, bool)> = Vec::new();
    for (s, &m) in left_moves.iter().enumerate() {
        if m == 0 {
            left_lost[s] = true;
            queue.push((s, true));
        }
    }
    while let Some((s, lost_for_left)) = queue.pop() {
        let (g, h) = (s / nb, s % nb);
        if lost_for_left {
            // Right, to move at (g', h), wins by moving g' to g (g ∈ g'^R), or h' to h (h ∈ h'^L).
            let preds = a_rev_right[g].iter().map(|&p| id(p, h)).chain(b_rev_left[h].iter().map(|&p| id(g, p)));
            for p in preds {
                if !right_wins[p] {
                    right_wins[p] = true;
                    queue.push((p, false));
                }
            }
        } else {
            let preds = a_rev_left[g].iter().map(|&p| id(p, h)).chain(b_rev_right[h].iter().map(|&p| id(g, p)));
            for p in preds {
                if !left_lost[p] {
                    left_moves[p] -= 1;
                    if left_moves[p] == 0 {
                        left_lost[p] = true;
                        queue.push((p, true));
                    }
                }
            }
        }
    }
    right_wins.into_iter().map(|w| !w).collect()
}

/// `table[g * b.len() + h]`: whether the onside of node g of `a` is ≥ the onside of node h of
/// `b`, for any game graphs. Left, playing second in g − h, must survive, and an endless play
/// counts for her exactly when infinitely many of its moves are in g: play that ends up inside
/// −h alone is an endless play of h, which its onside gives to h's Left, here Right; any other
/// endless play is g's, which its onside gives to Left. For two stoppers it is [`geq_table`]
/// (no endless play stays in a stopper alone).
///
/// A Büchi game, solved as such: Right's winning states grow by his attractor; in the rest,
/// the states from which Left cannot force a move in g (landing outside Right's states) are
/// Right's too, since from them Right keeps every later move in h or wins; repeat until every
/// remaining state can force one, and then Left forces infinitely many.
pub fn onside_geq_table(a: &Loopy, b: &Loopy) -> Vec<bool> {
    onside_geq_table_within(a, b, usize::MAX).expect("no limit")
}

/// The work allowed to one onside order's analysis, in states visited over all its rounds: 32
/// rounds of a table at [`MAX_NODES`], about 3 s natively. Most graphs need a dozen rounds; a
/// long chain of alternating cycles (node i = {i+1 | i−1}) needs one per few links, and its
/// work grows as the cube of the nodes.
const ONSIDE_ORDER_WORK: usize = 32 * MAX_NODES * MAX_NODES;

/// [`onside_geq_table`], or `None` once its rounds have visited more than `work` states.
fn onside_geq_table_within(a: &Loopy, b: &Loopy, work: usize) -> Option<Vec<bool>> {
    const LOST: u8 = 1; // Left to move, and Right wins
    const WON: u8 = 2; // Right to move, and Right wins
    const GOOD_LEFT: u8 = 4;
    const GOOD_RIGHT: u8 = 8;
    let (na, nb) = (a.len(), b.len());
    let id = |g: usize, h: usize| g * nb + h;
    let reverse = |lists: &Vec<Vec<usize>>| {
        let mut rev = vec![Vec::new(); lists.len()];
        for (v, list) in lists.iter().enumerate() {
            for &w in list {
                rev[w].push(v);
            }
        }
        rev
    };
    let (a_rev_left, a_rev_right, b_rev_left, b_rev_right) =
        (reverse(&a.left), reverse(&a.right), reverse(&b.left), reverse(&b.right));
    let states = na * nb;
    // Left to move at (g, h): g to g^L or h to h^R. Right to move: g to g^R or h to h^L.
    // Left's moves not into Right's states, all of them and those in g.
    let mut left_open: Vec<u32> = Vec::with_capacity(states);
    let mut left_g_open: Vec<u32> = Vec::with_capacity(states);
    for g in 0..na {
        for h in 0..nb {
            left_open.push((a.left[g].len() + b.right[h].len()) as u32);
            left_g_open.push(a.left[g].len() as u32);
        }
    }
    let mut flags = vec![0u8; states];
    let mut queue: Vec<(usize, bool)> = Vec::new();
    for (s, &m) in left_open.iter().enumerate() {
        if m == 0 {
            flags[s] |= LOST;
            queue.push((s, true));
        }
    }
    let mut right_pending: Vec<u32> = vec![0; states];
    let mut stack: Vec<(usize, bool)> = Vec::new();
    let mut visited = 0usize;
    loop {
        visited = visited.saturating_add(states);
        if visited > work {
            return None;
        }
        // Right's attractor: a queue entry (s, true) is a Left-to-move state newly lost,
        // (s, false) a Right-to-move state newly won.
        while let Some((s, left_lost)) = queue.pop() {
            let (g, h) = (s / nb, s % nb);
            if left_lost {
                let preds = a_rev_right[g].iter().map(|&p| id(p, h)).chain(b_rev_left[h].iter().map(|&p| id(g, p)));
                for p in preds {
                    if flags[p] & WON == 0 {
                        flags[p] |= WON;
                        queue.push((p, false));
                    }
                }
            } else {
                for (p, in_g) in a_rev_left[g]
                    .iter()
                    .map(|&p| (id(p, h), true))
                    .chain(b_rev_right[h].iter().map(|&p| (id(g, p), false)))
                {
                    if in_g {
                        left_g_open[p] -= 1;
                    }
                    if flags[p] & LOST == 0 {
                        left_open[p] -= 1;
                        if left_open[p] == 0 {
                            flags[p] |= LOST;
                            queue.push((p, true));
                        }
                    }
                }
            }
        }
        // Good states: Left forces a move in g that lands outside Right's states. Left to
        // move: a move in g to such a state, or a move in h to a good state. Right to move
        // (none of his moves reaches his states, or it would be his): every move in h goes to
        // a good state (his moves in g are moves in g).
        for g in 0..na {
            for h in 0..nb {
                let s = id(g, h);
                let mut f = flags[s] & !(GOOD_LEFT | GOOD_RIGHT);
                if f & LOST == 0 && left_g_open[s] > 0 {
                    f |= GOOD_LEFT;
                    stack.push((s, true));
                }
                if f & WON == 0 {
                    right_pending[s] = b.left[h].len() as u32;
                    if right_pending[s] == 0 {
                        f |= GOOD_RIGHT;
                        stack.push((s, false));
                    }
                }
                flags[s] = f;
            }
        }
        while let Some((s, left_to_move)) = stack.pop() {
            let (g, h) = (s / nb, s % nb);
            if left_to_move {
                // Right to move at (g, p), moving p to h = p^L.
                for &p in &b_rev_left[h] {
                    let t = id(g, p);
                    if flags[t] & (WON | GOOD_RIGHT) == 0 {
                        right_pending[t] -= 1;
                        if right_pending[t] == 0 {
                            flags[t] |= GOOD_RIGHT;
                            stack.push((t, false));
                        }
                    }
                }
            } else {
                // Left to move at (g, p), moving p to h = p^R.
                for &p in &b_rev_right[h] {
                    let t = id(g, p);
                    if flags[t] & (LOST | GOOD_LEFT) == 0 {
                        flags[t] |= GOOD_LEFT;
                        stack.push((t, true));
                    }
                }
            }
        }
        for (s, f) in flags.iter_mut().enumerate() {
            if *f & (LOST | GOOD_LEFT) == 0 {
                *f |= LOST;
                queue.push((s, true));
            }
            if *f & (WON | GOOD_RIGHT) == 0 {
                *f |= WON;
                queue.push((s, false));
            }
        }
        if queue.is_empty() {
            break;
        }
    }
    Some(flags.into_iter().map(|f| f & WON == 0).collect())
}

/// A stopper in its simplest form, with its nodes numbered canonically (start 0): two equal
/// stoppers are equal as values of this type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stopper(Loopy);

/// A pseudonumber, what the stops of a stopper are: off < x under < x < x over < on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pseudo {
    Off,
    /// x, then -1 for x under, 0 for x, 1 for x over.
    Num(Dyadic, i8),
    On,
}

impl std::fmt::Display for Pseudo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Pseudo::Off => write!(f, "off"),
            Pseudo::On => write!(f, "on"),
            Pseudo::Num(x, 0) => write!(f, "{x}"),
            Pseudo::Num(x, t) => {
                let tilt = if t > 0 { "over" } else { "under" };
                if x == Dyadic::ZERO {
                    write!(f, "{tilt}")
                } else {
                    write!(f, "{x}{tilt}")
                }
            }
        }
    }
}

impl Stopper {
    /// The simplest form of a stopper; refused when the game is not one.
    pub fn new(g: &Loopy) -> Result<Stopper, ParseError> {
        if !g.is_stopper() {
            return Err(ParseError::new("the game has an infinite alternating line of play: it is not a stopper"));
        }
        Ok(Stopper(canonical_numbering(fuse(simplify(g.clone())))))
    }

    pub fn graph(&self) -> &Loopy {
        &self.0
    }

    /// −G, still in simplest form.
    pub fn neg(&self) -> Stopper {
        Stopper(canonical_numbering(self.0.neg()))
    }

    /// Whether self ≥ other.
    pub fn geq(&self, other: &Stopper) -> bool {
        geq_root(&self.0, &other.0)
    }

    pub fn compare(&self, other: &Stopper) -> Relation {
        match (self.geq(other), other.geq(self)) {
            (true, true) => Relation::Equal,
            (true, false) => Relation::Greater,
            (false, true) => Relation::Less,
            (false, false) => Relation::Confused,
        }
    }

    /// The finite form, when no cycle is reachable.
    pub fn to_cgt(&self, cgt: &mut Cgt) -> Option<G> {
        self.0.is_loopfree().then(|| to_cgt(&self.0, cgt)[self.0.root].expect("loopfree"))
    }

    /// A finite form as a stopper (already simplest: a canonical form is one).
    pub fn from_cgt(cgt: &Cgt, g: G) -> Stopper {
        let mut b = Builder::default();
        let v = b.finite(cgt, g);
        Stopper(canonical_numbering(b.game(v)))
    }

    /// The left and right stops. In a stopper every alternating line ends, so the recursion
    /// L(G) = max R(G^L), R(G) = min L(G^R), stopped at pseudonumbers, ends too.
    pub fn stops(&self, cgt: &mut Cgt) -> (Pseudo, Pseudo) {
        let g = &self.0;
        let pseudo = pseudonumbers(g, cgt);
        let mut memo: HashMap<(usize, bool), Pseudo> = HashMap::new();
        fn stop(
            g: &Loopy,
            v: usize,
            left: bool,
            pseudo: &[Option<Pseudo>],
            memo: &mut HashMap<(usize, bool), Pseudo>,
        ) -> Pseudo {
            if let Some(p) = pseudo[v] {
                return p;
            }
            if let Some(&p) = memo.get(&(v, left)) {
                return p;
            }
            let p = if left {
                // A simplest form with no Left option is a number or off (caught above); off
                // is the stop of having no move.
                g.left[v].iter().map(|&w| stop(g, w, false, pseudo, memo)).max().unwrap_or(Pseudo::Off)
            } else {
                g.right[v].iter().map(|&w| stop(g, w, true, pseudo, memo)).min().unwrap_or(Pseudo::On)
            };
            memo.insert((v, left), p);
            p
        }
        (stop(g, g.root, true, &pseudo, &mut memo), stop(g, g.root, false, &pseudo, &mut memo))
    }

    /// The text in CGSuite's notation: `on`, `off`, `over`, `under`, `upon`, `3/2over`,
    /// finite parts in the short notation, `pass` for a move to the node itself and a named
    /// node `a{...a...}` for a longer cycle.
    pub fn text(&self, cgt: &mut Cgt) -> String {
        Printer::new(&self.0, cgt).standalone(self.0.root)
    }
}

fn geq_root(a: &Loopy, b: &Loopy) -> bool {
    geq_table(a, b)[a.root * b.len() + b.root]
}

/// Removes dominated options and bypasses reversible ones until nothing changes. Every step
/// keeps every node's value, so the order computed at the start of a pass stays true during
/// it. Within a node an option is bypassed at most once (an option bypassed is reversible
/// for good, so it is not let back in), and the passes are capped: past the cap the game is
/// still right in value, only maybe not simplest.
fn simplify(mut g: Loopy) -> Loopy {
    let n = g.len();
    for _pass in 0..n + 8 {
        let table = geq_table(&g, &g);
        let ge = |x: usize, y: usize| table[x * n + y];
        let mut changed = false;
        for v in 0..n {
            for left in [true, false] {
                let own = if left { &g.left } else { &g.right };
                let mut opts = own[v].clone();
                let mut bypassed = Vec::new();
                let mut i = 0;
                while i < opts.len() {
                    let x = opts[i];
                    // Left's x reverses through x^R ≤ v; Right's x through x^L ≥ v.
                    let through = if left {
                        g.right[x].iter().find(|&&y| ge(v, y))
                    } else {
                        g.left[x].iter().find(|&&y| ge(y, v))
                    };
                    if let Some(&y) = through {
                        bypass(&mut opts, &mut bypassed, i, if left { &g.left[y] } else { &g.right[y] });
                        continue;
                    }
                    i += 1;
                }
                // Dominated: another option at least as good for the mover (the first of
                // equal ones stays).
                let better = |y: usize, x: usize| if left { ge(y, x) } else { ge(x, y) };
                let keep = undominated(&opts, better, |_| true);
                changed |= replace_options(if left { &mut g.left[v] } else { &mut g.right[v] }, keep);
            }
        }
        if !changed {
            break;
        }
    }
    g.pack()
}

/// Identifies equal nodes (one node per value).
fn fuse(g: Loopy) -> Loopy {
    let n = g.len();
    let table = geq_table(&g, &g);
    let rep: Vec<usize> = (0..n).map(|v| (0..v).find(|&u| table[u * n + v] && table[v * n + u]).unwrap_or(v)).collect();
    let map = |list: &Vec<usize>| dedup(list.iter().map(|&w| rep[w]).collect());
    Loopy { left: g.left.iter().map(map).collect(), right: g.right.iter().map(map).collect(), root: rep[g.root] }.pack()
}

/// Numbers the nodes by colour refinement (a node's colour refined by the colours of its
/// options until stable): in a fused graph no two nodes are equal, hence none bisimilar, so
/// the colours end all different, and they depend only on the graph's shape. The start comes
/// first; each option list is sorted.
fn canonical_numbering(g: Loopy) -> Loopy {
    let n = g.len();
    let mut colour = vec![0usize; n];
    let mut classes = 1;
    for _ in 0..=n {
        let sig = |v: usize| {
            let mut l: Vec<usize> = g.left[v].iter().map(|&w| colour[w]).collect();
            let mut r: Vec<usize> = g.right[v].iter().map(|&w| colour[w]).collect();
            l.sort_unstable();
            l.dedup();
            r.sort_unstable();
            r.dedup();
            (colour[v], l, r)
        };
        let sigs: Vec<_> = (0..n).map(sig).collect();
        let mut sorted = sigs.clone();
        sorted.sort();
        sorted.dedup();
        colour = sigs.iter().map(|s| sorted.binary_search(s).expect("present")).collect();
        if sorted.len() == classes {
            break;
        }
        classes = sorted.len();
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| (v != g.root, colour[v], v));
    let mut id = vec![0; n];
    for (i, &v) in order.iter().enumerate() {
        id[v] = i;
    }
    let map = |list: &Vec<usize>| {
        let mut l: Vec<usize> = list.iter().map(|&w| id[w]).collect();
        l.sort_unstable();
        l.dedup();
        l
    };
    Loopy {
        left: order.iter().map(|&v| map(&g.left[v])).collect(),
        right: order.iter().map(|&v| map(&g.right[v])).collect(),
        root: 0,
    }
}

/// The finite form of every node from which no cycle is reachable.
fn to_cgt(g: &Loopy, cgt: &mut Cgt) -> Vec<Option<G>> {
    let finite = g.finite_nodes();
    let mut out: Vec<Option<G>> = vec![None; g.len()];
    fn go(g: &Loopy, v: usize, cgt: &mut Cgt, out: &mut Vec<Option<G>>) -> G {
        if let Some(x) = out[v] {
            return x;
        }
        let l: Vec<G> = g.left[v].iter().map(|&w| go(g, w, cgt, out)).collect();
        let r: Vec<G> = g.right[v].iter().map(|&w| go(g, w, cgt, out)).collect();
        let x = cgt.from_options(&l, &r);
        out[v] = Some(x);
        x
    }
    for (v, &f) in finite.iter().enumerate() {
        if f {
            go(g, v, cgt, &mut out);
        }
    }
    out
}

/// Which nodes are pseudonumbers: numbers, on = {pass|}, off = {|pass}, x over = {x|pass},
/// x under = {pass|x}.
fn pseudonumbers(g: &Loopy, cgt: &mut Cgt) -> Vec<Option<Pseudo>> {
    let finite = to_cgt(g, cgt);
    let number = |v: usize, cgt: &Cgt| finite[v].and_then(|x| cgt.as_number(x));
    (0..g.len())
        .map(|v| {
            if let Some(x) = number(v, cgt) {
                return Some(Pseudo::Num(x, 0));
            }
            match (g.left[v].as_slice(), g.right[v].as_slice()) {
                ([l], []) if *l == v => Some(Pseudo::On),
                ([], [r]) if *r == v => Some(Pseudo::Off),
                ([l], [r]) if *r == v => number(*l, cgt).map(|x| Pseudo::Num(x, 1)),
                ([l], [r]) if *l == v => number(*r, cgt).map(|x| Pseudo::Num(x, -1)),
                _ => None,
            }
        })
        .collect()
}

struct Printer<'a> {
    g: &'a Loopy,
    cgt: &'a mut Cgt,
    finite: Vec<Option<G>>,
    pseudo: Vec<Option<Pseudo>>,
    reach: Vec<Vec<bool>>,
    upon: Option<Stopper>,
    memo: HashMap<usize, String>,
}

impl<'a> Printer<'a> {
    fn new(g: &'a Loopy, cgt: &'a mut Cgt) -> Printer<'a> {
        let finite = to_cgt(g, cgt);
        let pseudo = pseudonumbers(g, cgt);
        let n = g.len();
        let reach = (0..n)
            .map(|v| {
                let mut seen = vec![false; n];
                let mut stack = vec![v];
                while let Some(x) = stack.pop() {
                    for &w in g.left[x].iter().chain(&g.right[x]) {
                        if !seen[w] {
                            seen[w] = true;
                            stack.push(w);
                        }
                    }
                }
                seen
            })
            .collect();
        Printer { g, cgt, finite, pseudo, reach, upon: None, memo: HashMap::new() }
    }

    /// The text of node v on its own (no name outside it is in scope).
    fn standalone(&mut self, v: usize) -> String {
        if let Some(t) = self.memo.get(&v) {
            return t.clone();
        }
        let t = self.named_text(v);
        self.memo.insert(v, t.clone());
        t
    }

    fn named_text(&mut self, v: usize) -> String {
        if let Some(x) = self.finite[v] {
            return self.cgt.short(x);
        }
        if let Some(p) = self.pseudo[v] {
            return p.to_string();
        }
        let here = Stopper(canonical_numbering(self.g.at(v)));
        let upon = self.upon.get_or_insert_with(|| {
            let mut b = Builder::default();
            let u = b.upon();
            Stopper::new(&b.game(u)).expect("upon is a stopper")
        });
        if &here == upon {
            return "upon".into();
        }
        if here == upon.neg() {
            return "-upon".into();
        }
        let mut names = Vec::new();
        let mut next = 0;
        self.braces(v, &mut vec![v], &mut names, &mut next)
    }

    /// Node v inside the nodes of `stack` (v last): a reference to one of them is a name, a
    /// move to v itself `pass`.
    fn braces(
        &mut self,
        v: usize,
        stack: &mut Vec<usize>,
        names: &mut Vec<(usize, String)>,
        next: &mut usize,
    ) -> String {
        let side = |this: &mut Self,
                    list: Vec<usize>,
                    stack: &mut Vec<usize>,
                    names: &mut Vec<(usize, String)>,
                    next: &mut usize| {
            let mut texts: Vec<String> = Vec::new();
            for w in list {
                let t = if w == v {
                    "pass".to_string()
                } else if stack.contains(&w) {
                    if let Some((_, name)) = names.iter().find(|(x, _)| *x == w) {
                        name.clone()
                    } else {
                        let name = node_name(*next);
                        *next += 1;
                        names.push((w, name.clone()));
                        name
                    }
                } else if !stack.iter().any(|&s| this.reach[w][s]) {
                    this.standalone(w)
                } else {
                    stack.push(w);
                    let t = this.braces(w, stack, names, next);
                    stack.pop();
                    t
                };
                if texts.iter().map(String::len).sum::<usize>() > MAX_TEXT {
                    texts.push("…".into());
                    break;
                }
                texts.push(t);
            }
            sort_texts(&mut texts);
            texts.join(",")
        };
        let l = side(self, self.g.left[v].clone(), stack, names, next);
        let r = side(self, self.g.right[v].clone(), stack, names, next);
        let prefix = names.iter().find(|(x, _)| *x == v).map(|(_, n)| n.clone()).unwrap_or_default();
        format!("{prefix}{{{l}|{r}}}")
    }
}

fn node_name(i: usize) -> String {
    let letters = b"abcdefghijklmnopqrstuwxyz";
    if i < letters.len() {
        (letters[i] as char).to_string()
    } else {
        format!("n{}", i - letters.len() + 1)
    }
}

/// Options in one order: numbers first, then by text (as the finite forms are written).
fn sort_texts(texts: &mut [String]) {
    let number = |t: &str| t.trim_start_matches('-').starts_with(|c: char| c.is_ascii_digit());
    texts.sort_by(|a, b| number(b).cmp(&number(a)).then_with(|| a.cmp(b)));
}

/// The options not dominated: `x` goes when another option `y` with `may_dominate(y)` is
/// `better(y, x)`, strictly or as the earlier of two equal ones (so one of equals stays).
fn undominated(
    opts: &[usize],
    better: impl Fn(usize, usize) -> bool,
    may_dominate: impl Fn(usize) -> bool,
) -> Vec<usize> {
    let dominated = |i: usize, x: usize| {
        opts.iter().enumerate().any(|(j, &y)| j != i && better(y, x) && (!better(x, y) || j < i) && may_dominate(y))
    };
    opts.iter().enumerate().filter(|&(i, &x)| !dominated(i, x)).map(|(_, &x)| x).collect()
}

/// Puts `keep` in place of a node's options; whether they differ as sets.
fn replace_options(own: &mut Vec<usize>, keep: Vec<usize>) -> bool {
    let (mut before, mut after) = (own.clone(), keep.clone());
    before.sort_unstable();
    after.sort_unstable();
    if before == after {
        return false;
    }
    *own = keep;
    true
}

/// Bypasses the reversible option `opts[i]`: it is removed (and remembered, so it never comes
/// back), and the options of its reversing position that are not there already take its place.
fn bypass(opts: &mut Vec<usize>, bypassed: &mut Vec<usize>, i: usize, replace: &[usize]) {
    bypassed.push(opts.remove(i));
    for &z in replace {
        if !opts.contains(&z) && !bypassed.contains(&z) {
            opts.push(z);
        }
    }
}

/// The sides of a game graph: its onside (endless play a win for Left) and offside (for
/// Right). A stopper is its own onside and offside. Otherwise the graph itself is simplified
/// under the onside order ([`onside_graph`]; the offside is −((−G)^+)), and the stopper found
/// is checked against the game by that order both ways. Refused when the simplified graph
/// keeps an endless alternating line (the game is then not stopper-sided, as far as this
/// method knows: Bach's carousel is not), or when the order's analysis is over
/// [`ONSIDE_ORDER_WORK`].
pub fn side(g: &Loopy, onside: bool) -> Result<Stopper, ParseError> {
    if g.is_stopper() {
        return Stopper::new(g);
    }
    let which = if onside { "onside" } else { "offside" };
    let refuse = |why: &str| ParseError::new(format!("the {which} of this game is not found by sidling: {why}"));
    let too_long = format!(
        "the analysis of the {which} order of its graph is over its limit of work ({} rounds at {MAX_NODES} nodes; a long chain of alternating cycles needs a round for every few links), and is refused rather than run for minutes",
        ONSIDE_ORDER_WORK / (MAX_NODES * MAX_NODES)
    );
    // The offside of G is −((−G)^+).
    let h = if onside { g.clone() } else { g.neg() };
    let s = match onside_graph(&h) {
        Ok(s) => Stopper::new(&s)?,
        Err(Trouble::Cycle) => {
            return Err(refuse(&format!(
                "simplifying its graph under the {which} order leaves an endless alternating line of play, so it may not be stopper-sided"
            )))
        }
        Err(Trouble::Work) => return Err(refuse(&too_long)),
    };
    let (ns, nh) = (s.0.len(), h.len());
    let s_ge_h = onside_geq_table_within(&s.0, &h, ONSIDE_ORDER_WORK).ok_or_else(|| refuse(&too_long))?;
    let h_ge_s = onside_geq_table_within(&h, &s.0, ONSIDE_ORDER_WORK).ok_or_else(|| refuse(&too_long))?;
    if !(s_ge_h[s.0.root * nh + h.root] && h_ge_s[h.root * ns + s.0.root]) {
        return Err(refuse(&format!("the stopper found is not equal to the game in the {which} order")));
    }
    Ok(if onside { s } else { s.neg() })
}

/// Why [`onside_graph`] finds no stopper.
enum Trouble {
    /// An endless alternating line is left.
    Cycle,
    /// The order's analysis is over [`ONSIDE_ORDER_WORK`].
    Work,
}

/// Whether alternating play (each move by the player to move, turns alternating) leads from
/// node `from` with Left to move if `from_left` to node `to` with Left to move if `to_left`
/// (in no moves when they are the same state).
fn alternating_reach(g: &Loopy, from: usize, from_left: bool, to: usize, to_left: bool) -> bool {
    let n = g.len();
    let state = |v: usize, left: bool| 2 * v + usize::from(!left);
    let target = state(to, to_left);
    let mut seen = vec![false; 2 * n];
    let mut stack = vec![state(from, from_left)];
    seen[stack[0]] = true;
    while let Some(s) = stack.pop() {
        if s == target {
            return true;
        }
        let (v, left) = (s / 2, s % 2 == 0);
        for &w in if left { &g.left[v] } else { &g.right[v] } {
            let t = state(w, !left);
            if !seen[t] {
                seen[t] = true;
                stack.push(t);
            }
        }
    }
    false
}

/// The onside of a game graph as a stopper graph, found on the graph itself (CGSuite's
/// method): dominated options are removed and reversible ones bypassed under the onside order
/// of its nodes ([`onside_geq_table`]), until nothing changes. Every step keeps the onside of
/// every node, so the order computed once stays true. Endless play being Left's makes two
/// steps unsafe when play can come back: a Right option stays when the one dominating it
/// leads back to this node with Right to move (that cycle would be Left's win), and a Left
/// option reversing through x^R stays when alternating play leads from x^R back to x with
/// Right to move (bypassing would drop a cycle Left wins). Right's reversible options are
/// bypassed freely: the bypass makes no alternating line that was not there, and Right's
/// move that Left undoes at once (a Left move straight back) simply goes. A Right option whose
/// onside is `on`, and a Left one whose onside is `off`, go too. Refused when an endless
/// alternating line is left (the onside is then not found this way) or the order's analysis
/// is over its work.
fn onside_graph(g: &Loopy) -> Result<Loopy, Trouble> {
    // Two extra nodes, on and off, unreachable from the start: they compare every node with
    // the extremes.
    let mut g = g.clone();
    let (on, off) = (g.left.len(), g.left.len() + 1);
    g.left.push(vec![on]);
    g.right.push(vec![]);
    g.left.push(vec![]);
    g.right.push(vec![off]);
    let n = g.len();
    let table = onside_geq_table_within(&g, &g, ONSIDE_ORDER_WORK).ok_or(Trouble::Work)?;
    let ge = |x: usize, y: usize| table[x * n + y];
    for _pass in 0..n + 8 {
        let mut changed = false;
        for v in 0..n - 2 {
            for left in [true, false] {
                let own = if left { &g.left } else { &g.right };
                let mut opts = own[v].clone();
                let mut bypassed = Vec::new();
                let mut i = 0;
                while i < opts.len() {
                    let x = opts[i];
                    // Left's x reverses through x^R ≤ v; Right's x through x^L ≥ v.
                    let through = if left {
                        g.right[x].iter().copied().find(|&y| ge(v, y) && !alternating_reach(&g, y, true, x, false))
                    } else {
                        g.left[x].iter().copied().find(|&y| ge(y, v))
                    };
                    let useless = if left { ge(off, x) } else { ge(x, on) };
                    if useless {
                        opts.remove(i);
                        continue;
                    }
                    if let Some(y) = through {
                        bypass(&mut opts, &mut bypassed, i, if left { &g.left[y] } else { &g.right[y] });
                        continue;
                    }
                    i += 1;
                }
                // Dominated: another option at least as good for the mover (the first of equal
                // ones stays); Right's dominating option must not lead back to this node.
                let better = |y: usize, x: usize| if left { ge(y, x) } else { ge(x, y) };
                let keep = undominated(&opts, better, |y| left || !alternating_reach(&g, y, true, v, false));
                changed |= replace_options(if left { &mut g.left[v] } else { &mut g.right[v] }, keep);
            }
        }
        if !changed {
            break;
        }
    }
    let g = g.pack();
    if g.is_stopper() {
        Ok(g)
    } else {
        Err(Trouble::Cycle)
    }
}

/// A game's value: its onside and offside stoppers (equal for a stopper).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sided {
    pub onside: Stopper,
    pub offside: Stopper,
}

impl Sided {
    /// The sided value of a game graph.
    pub fn of(g: &Loopy) -> Result<Sided, ParseError> {
        if g.is_stopper() {
            let s = Stopper::new(g)?;
            return Ok(Sided { onside: s.clone(), offside: s });
        }
        Ok(Sided { onside: side(g, true)?, offside: side(g, false)? })
    }

    /// A & B, refused unless B ≤ A.
    pub fn new(onside: Stopper, offside: Stopper) -> Result<Sided, ParseError> {
        if !onside.geq(&offside) {
            return Err(ParseError::new("in A & B the offside B must be ≤ the onside A"));
        }
        Ok(Sided { onside, offside })
    }

    pub fn is_stopper(&self) -> bool {
        self.onside == self.offside
    }

    /// (A & B) + (C & D) = (A +^ C) & (B +_ D).
    pub fn add(&self, h: &Sided) -> Result<Sided, ParseError> {
        let on = self.onside.0.add(&h.onside.0)?;
        let off = self.offside.0.add(&h.offside.0)?;
        Ok(Sided { onside: side(&on, true)?, offside: side(&off, false)? })
    }

    pub fn neg(&self) -> Sided {
        Sided { onside: self.offside.neg(), offside: self.onside.neg() }
    }

    /// G ≥ H when each side is: G^+ ≥ H^+ and G^- ≥ H^-.
    pub fn compare(&self, h: &Sided) -> Relation {
        let ge = self.onside.geq(&h.onside) && self.offside.geq(&h.offside);
        let le = h.onside.geq(&self.onside) && h.offside.geq(&self.offside);
        match (ge, le) {
            (true, true) => Relation::Equal,
            (true, false) => Relation::Greater,
            (false, true) => Relation::Less,
            (false, false) => Relation::Confused,
        }
    }

    /// `A & B`, `dud` for on & off, or the stopper itself.
    pub fn text(&self, cgt: &mut Cgt) -> String {
        if self.is_stopper() {
            return self.onside.text(cgt);
        }
        let (on, off) = (self.onside.text(cgt), self.offside.text(cgt));
        if on == "on" && off == "off" {
            return "dud".into();
        }
        format!("{on} & {off}")
    }
}

/// A stopper's outcome class, from its comparison with 0 (CGSuite's): L, R, N or P.
pub fn outcome_class(s: &Stopper) -> crate::vocab::Outcome {
    use crate::vocab::Outcome;
    let zero = Stopper(Loopy { left: vec![vec![]], right: vec![vec![]], root: 0 });
    match s.compare(&zero) {
        Relation::Equal => Outcome::P,
        Relation::Greater => Outcome::L,
        Relation::Less => Outcome::R,
        Relation::Confused => Outcome::N,
    }
}

/// Builds graphs node by node.
#[derive(Default)]
struct Builder {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
    finite: HashMap<G, usize>,
}

impl Builder {
    fn node(&mut self) -> usize {
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        self.left.len() - 1
    }

    fn looped(&mut self, left_pass: bool, right_pass: bool, left: Vec<usize>, right: Vec<usize>) -> usize {
        let v = self.node();
        self.left[v] = left;
        self.right[v] = right;
        if left_pass {
            self.left[v].push(v);
        }
        if right_pass {
            self.right[v].push(v);
        }
        v
    }

    fn on(&mut self) -> usize {
        self.looped(true, false, vec![], vec![])
    }

    fn off(&mut self) -> usize {
        self.looped(false, true, vec![], vec![])
    }

    fn zero(&mut self) -> usize {
        self.node()
    }

    fn over(&mut self) -> usize {
        let z = self.zero();
        self.looped(false, true, vec![z], vec![])
    }

    fn under(&mut self) -> usize {
        let z = self.zero();
        self.looped(true, false, vec![], vec![z])
    }

    fn dud(&mut self) -> usize {
        self.looped(true, true, vec![], vec![])
    }

    /// upon = {pass | *}, as CGSuite defines it.
    fn upon(&mut self) -> usize {
        let z = self.zero();
        let star = self.node();
        self.left[star] = vec![z];
        self.right[star] = vec![z];
        self.looped(true, false, vec![], vec![star])
    }

    fn finite(&mut self, cgt: &Cgt, g: G) -> usize {
        if let Some(&v) = self.finite.get(&g) {
            return v;
        }
        let l: Vec<usize> = cgt.left_options(g).into_iter().map(|x| self.finite(cgt, x)).collect();
        let r: Vec<usize> = cgt.right_options(g).into_iter().map(|x| self.finite(cgt, x)).collect();
        let v = self.node();
        self.left[v] = l;
        self.right[v] = r;
        self.finite.insert(g, v);
        v
    }

    /// Copies a graph in; returns its start.
    fn embed(&mut self, g: &Loopy) -> usize {
        let base = self.left.len();
        for v in 0..g.len() {
            self.left.push(g.left[v].iter().map(|&w| w + base).collect());
            self.right.push(g.right[v].iter().map(|&w| w + base).collect());
        }
        base + g.root
    }

    fn game(&self, root: usize) -> Loopy {
        Loopy {
            left: self.left.iter().map(|l| dedup(l.clone())).collect(),
            right: self.right.iter().map(|r| dedup(r.clone())).collect(),
            root,
        }
        .pack()
    }
}

// ---- reading ----

/// Whether a text needs the loopy reader: it names `on`, `off`, `over`, `under`, `upon`,
/// `dud` or `pass`, writes `&`, or names a node (`a{`).
pub fn is_loopy_text(text: &str) -> bool {
    if text.contains('&') {
        return true;
    }
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_alphabetic() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            let word = &text[start..i];
            let after_digit = start > 0 && (bytes[start - 1].is_ascii_digit() || bytes[start - 1] == b'/');
            let word = if after_digit { word } else { word.trim_start_matches(|c: char| c.is_ascii_digit()) };
            if KEYWORDS.contains(&word) || (i < bytes.len() && bytes[i] == b'{' && !word.is_empty()) {
                return true;
            }
        } else {
            i += 1;
        }
    }
    false
}

const KEYWORDS: [&str; 7] = ["on", "off", "over", "under", "upon", "dud", "pass"];

/// A text read: a value, or two compared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The value, and who wins the game played on its own (Left first, Right first) when the
    /// text is one game graph (not `A & B` or a sum of sided values).
    Value(Sided, Option<(Play, Play)>),
    Comparison {
        left: Sided,
        right: Sided,
        op: super::expr::Cmp,
        relation: Relation,
        holds: bool,
    },
}

/// Reads and values a loopy expression (see the module's comment).
pub fn evaluate(cgt: &mut Cgt, text: &str) -> Result<Answer, ParseError> {
    let mut r = Reader { text, at: 0, b: Builder::default(), open: Vec::new(), names: Vec::new(), depth: 0, cgt };
    r.space();
    let left = r.sided()?;
    r.space();
    let comparison = r.comparison_op();
    let answer = match comparison {
        None => {
            let play = match &left {
                Val::Node(v) => Some(r.b.game(*v).play()),
                Val::Sided(_) => None,
            };
            Answer::Value(left.value(&r.b)?, play)
        }
        Some(op) => {
            r.space();
            let right = r.sided()?;
            let (left, right) = (left.value(&r.b)?, right.value(&r.b)?);
            let relation = left.compare(&right);
            Answer::Comparison { left, right, op, relation, holds: op.holds(relation) }
        }
    };
    r.space();
    if r.at < text.len() {
        return Err(ParseError::at(format!("unexpected '{}'", r.peek_char()), r.at));
    }
    Ok(answer)
}

/// An expression's value while reading: a node of the builder (a game graph), or a sided
/// value whose sides are already simplified.
enum Val {
    Node(usize),
    Sided(Sided),
}

impl Val {
    fn value(&self, b: &Builder) -> Result<Sided, ParseError> {
        match self {
            Val::Node(v) => Sided::of(&b.game(*v)),
            Val::Sided(s) => Ok(s.clone()),
        }
    }
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
    b: Builder,
    /// The braces being read, innermost last (what `pass` and names refer to).
    open: Vec<usize>,
    names: Vec<(String, usize)>,
    depth: usize,
    cgt: &'a mut Cgt,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self.at < self.text.len() && self.text.as_bytes()[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn peek_char(&self) -> char {
        self.text[self.at..].chars().next().unwrap_or(' ')
    }

    fn eat(&mut self, s: &str) -> bool {
        if self.text[self.at..].starts_with(s) {
            self.at += s.len();
            true
        } else {
            false
        }
    }

    fn comparison_op(&mut self) -> Option<super::expr::Cmp> {
        use super::expr::Cmp;
        for (s, op) in [
            ("<=", Cmp::Le),
            (">=", Cmp::Ge),
            ("==", Cmp::Eq),
            ("!=", Cmp::Ne),
            ("<>", Cmp::Confused),
            ("||", Cmp::Confused),
            ("<|", Cmp::LessOrConfused),
            ("|>", Cmp::GreaterOrConfused),
            ("=", Cmp::Eq),
            ("<", Cmp::Lt),
            (">", Cmp::Gt),
        ] {
            if self.eat(s) {
                return Some(op);
            }
        }
        None
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError::at(format!("nested deeper than {MAX_DEPTH} levels"), self.at));
        }
        Ok(())
    }

    /// The reader's arena holds every part read, each at most [`MAX_NODES`] (sums check their
    /// own size): a few times that is plenty for a typed text.
    fn check_size(&self) -> Result<(), ParseError> {
        if self.b.left.len() > 4 * MAX_NODES {
            return Err(ParseError::at(
                format!("the games written have more than {} nodes, the limit", 4 * MAX_NODES),
                self.at,
            ));
        }
        Ok(())
    }

    /// `A & B` or a sum.
    fn sided(&mut self) -> Result<Val, ParseError> {
        let a = self.sum()?;
        self.space();
        if self.peek() != Some(b'&') {
            return Ok(a);
        }
        let at = self.at;
        self.at += 1;
        self.space();
        let b = self.sum()?;
        let (a, b) = (self.closed(a, at)?, self.closed(b, at)?);
        let on = match a {
            Val::Node(v) => side(&self.b.game(v), true)?,
            Val::Sided(s) => s.onside,
        };
        let off = match b {
            Val::Node(v) => side(&self.b.game(v), false)?,
            Val::Sided(s) => s.offside,
        };
        Sided::new(on, off).map(Val::Sided).map_err(|e| ParseError::at(e.message, at))
    }

    /// A value that refers to no braces still open (a sum or a negation needs its whole game).
    fn closed(&self, v: Val, at: usize) -> Result<Val, ParseError> {
        if let Val::Node(x) = v {
            let mut seen = vec![false; self.b.left.len()];
            let mut stack = vec![x];
            seen[x] = true;
            while let Some(y) = stack.pop() {
                if self.open.contains(&y) {
                    return Err(ParseError::at(
                        "pass or a node's name can be an option, but not a part of a sum, a negation or A & B",
                        at,
                    ));
                }
                for &w in self.b.left[y].iter().chain(&self.b.right[y]) {
                    if !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
        }
        Ok(v)
    }

    fn sum(&mut self) -> Result<Val, ParseError> {
        let mut acc = self.unary()?;
        loop {
            self.space();
            let at = self.at;
            let rhs = match self.peek() {
                // `a +- b` is a + ±b: the unary reads the `+-`.
                Some(b'+') if self.text[self.at..].starts_with("+-") => self.unary()?,
                Some(b'+') => {
                    self.at += 1;
                    self.unary()?
                }
                Some(b'-') => {
                    self.at += 1;
                    let g = self.unary()?;
                    self.negate(g, at)?
                }
                _ => return Ok(acc),
            };
            acc = self.add(acc, rhs, at)?;
        }
    }

    fn negate(&mut self, v: Val, at: usize) -> Result<Val, ParseError> {
        Ok(match self.closed(v, at)? {
            Val::Node(x) => {
                let g = self.b.game(x).neg();
                let r = self.b.embed(&g);
                self.check_size()?;
                Val::Node(r)
            }
            Val::Sided(s) => Val::Sided(s.neg()),
        })
    }

    fn add(&mut self, a: Val, b: Val, at: usize) -> Result<Val, ParseError> {
        let (a, b) = (self.closed(a, at)?, self.closed(b, at)?);
        let err = |e: ParseError| ParseError::at(e.message, at);
        Ok(match (a, b) {
            (Val::Node(x), Val::Node(y)) => {
                // Stoppers are simplified first: their sum graph is then smaller.
                let small = |g: Loopy| if g.is_stopper() { Stopper::new(&g).map(|s| s.0).unwrap_or(g) } else { g };
                let (gx, gy) = (small(self.b.game(x)), small(self.b.game(y)));
                let sum = gx.add(&gy).map_err(err)?;
                let r = self.b.embed(&sum);
                self.check_size()?;
                Val::Node(r)
            }
            (a, b) => {
                let (a, b) = (a.value(&self.b).map_err(err)?, b.value(&self.b).map_err(err)?);
                Val::Sided(a.add(&b).map_err(err)?)
            }
        })
    }

    fn unary(&mut self) -> Result<Val, ParseError> {
        self.space();
        let at = self.at;
        if self.eat("+-") || self.eat("±") {
            self.enter()?;
            let g = self.unary()?;
            self.depth -= 1;
            let g = self.closed(g, at)?;
            let Val::Node(x) = g else { return Err(ParseError::at("±G needs a game, not a sided value", at)) };
            let ng = self.b.game(x).neg();
            let y = self.b.embed(&ng);
            let v = self.b.node();
            self.b.left[v] = vec![x];
            self.b.right[v] = vec![y];
            self.check_size()?;
            return Ok(Val::Node(v));
        }
        if self.peek() == Some(b'-') {
            self.at += 1;
            // `-5under` is (-5) under, as CGSuite prints it, not -(5 under) = -5 over.
            let end = self.token_end();
            let word = &self.text[self.at..end];
            if word.starts_with(|c: char| c.is_ascii_digit()) && (word.ends_with("over") || word.ends_with("under")) {
                return self.word(at, end);
            }
            self.enter()?;
            let g = self.unary()?;
            self.depth -= 1;
            return self.negate(g, at);
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Val, ParseError> {
        self.space();
        let at = self.at;
        match self.peek() {
            None => return Err(ParseError::at("a game is missing at the end", at)),
            Some(b'(') => {
                self.at += 1;
                self.enter()?;
                let v = self.sided()?;
                self.depth -= 1;
                self.space();
                if !self.eat(")") {
                    return Err(ParseError::at("')' expected", self.at));
                }
                return Ok(v);
            }
            Some(b'{') => {
                let v = self.b.node();
                return self.braces(v, None).map(Val::Node);
            }
            _ => {}
        }
        // A word: a keyword, a name, a named node, or a finite form.
        let end = self.token_end();
        if end == at {
            return Err(ParseError::at(format!("unexpected '{}'", self.peek_char()), at));
        }
        let word = &self.text[at..end];
        if self.text.as_bytes().get(end) == Some(&b'{') && word.bytes().all(|c| c.is_ascii_alphabetic()) {
            if KEYWORDS.contains(&word) {
                return Err(ParseError::at(format!("'{word}' names a game and cannot name a node"), at));
            }
            self.at = end;
            let v = self.b.node();
            return self.braces(v, Some(word.to_string())).map(Val::Node);
        }
        self.word(at, end)
    }

    /// The word `text[at..end]`: `pass`, a name, a constant or a finite form.
    fn word(&mut self, at: usize, end: usize) -> Result<Val, ParseError> {
        let word = &self.text[at..end];
        self.at = end;
        if word == "pass" {
            return match self.open.last() {
                Some(&v) => Ok(Val::Node(v)),
                None => Err(ParseError::at("pass is a move to the braces it is written in: it must be inside { }", at)),
            };
        }
        if let Some((_, v)) = self.names.iter().rev().find(|(n, _)| n == word) {
            return Ok(Val::Node(*v));
        }
        let v = match word {
            "on" => self.b.on(),
            "off" => self.b.off(),
            "over" => self.b.over(),
            "under" => self.b.under(),
            "upon" => self.b.upon(),
            "dud" => self.b.dud(),
            _ => {
                let (number, tilt) = if let Some(x) = word.strip_suffix("over") {
                    (x, Some(true))
                } else if let Some(x) = word.strip_suffix("under") {
                    (x, Some(false))
                } else {
                    (word, None)
                };
                let g = self.finite(number, at)?;
                let x = self.b.finite(self.cgt, g);
                match tilt {
                    None => x,
                    Some(over) => {
                        if self.cgt.as_number(g).is_none() {
                            return Err(ParseError::at(
                                format!(
                                    "'{number}' is not a number: only a number can be written before over or under"
                                ),
                                at,
                            ));
                        }
                        if over {
                            self.b.looped(false, true, vec![x], vec![])
                        } else {
                            self.b.looped(true, false, vec![], vec![x])
                        }
                    }
                }
            }
        };
        self.check_size()?;
        Ok(Val::Node(v))
    }

    /// The end of a word: letters, digits and the characters of finite forms (`3/4`, `^*`,
    /// `*2`, `.`), with parentheses kept whole (`Tiny(2)`).
    fn token_end(&self) -> usize {
        let bytes = self.text.as_bytes();
        let mut i = self.at;
        let mut parens = 0usize;
        while i < bytes.len() {
            let c = bytes[i];
            match c {
                b'(' => parens += 1,
                b')' if parens > 0 => parens -= 1,
                b')' => break,
                b'{' | b'}' | b'|' | b',' | b'&' | b'<' | b'>' | b'=' | b'!' => break,
                b'+' | b'-' if parens == 0 => break,
                c if c.is_ascii_whitespace() && parens == 0 => break,
                _ => {}
            }
            // Glyphs of finite forms (↑, ⋆) are several bytes: step over whole characters.
            i += self.text[i..].chars().next().map_or(1, char::len_utf8);
        }
        i
    }

    fn finite(&mut self, word: &str, at: usize) -> Result<G, ParseError> {
        let shift = |e: ParseError| ParseError { message: e.message, at: Some(at + e.at.unwrap_or(0)) };
        let parsed = super::expr::parse(word).map_err(shift)?;
        if !parsed.positions().is_empty() || parsed.comparison.is_some() {
            return Err(ParseError::at(format!("'{word}' is not a game here"), at));
        }
        self.cgt.eval(&parsed.left).map_err(shift)
    }

    /// `{...}` with its options; `v` is its node (named `name`). CGSuite's bars: in
    /// `{0||0|off}` the longest bar splits first, so it is {0 | {0 | off}}.
    fn braces(&mut self, v: usize, name: Option<String>) -> Result<usize, ParseError> {
        self.enter()?;
        let open_at = self.at;
        self.at += 1; // '{'
        self.open.push(v);
        if let Some(n) = &name {
            self.names.push((n.clone(), v));
        }
        // Items: an option, or a separator (0 for a comma, k for k bars).
        enum Item {
            Opt(usize),
            Sep(usize, usize),
        }
        let mut items = Vec::new();
        loop {
            self.space();
            match self.peek() {
                None => return Err(ParseError::at("'}' missing: this brace is never closed", open_at)),
                Some(b'}') => {
                    self.at += 1;
                    break;
                }
                Some(b',') => {
                    items.push(Item::Sep(0, self.at));
                    self.at += 1;
                }
                Some(b'|') => {
                    let at = self.at;
                    let mut k = 0;
                    while self.peek() == Some(b'|') {
                        k += 1;
                        self.at += 1;
                    }
                    items.push(Item::Sep(k, at));
                }
                _ => {
                    let at = self.at;
                    let x = self.sum()?;
                    let x = match x {
                        Val::Node(x) => x,
                        Val::Sided(_) => {
                            return Err(ParseError::at("an option is a game, not a sided value A & B", at))
                        }
                    };
                    items.push(Item::Opt(x));
                }
            }
        }
        self.open.pop();
        if name.is_some() {
            self.names.pop();
        }
        self.depth -= 1;
        // Build the node from the items, the longest bar splitting first.
        fn build(b: &mut Builder, items: &[Item], node: usize, open_at: usize) -> Result<(), ParseError> {
            let top = items
                .iter()
                .filter_map(|i| if let Item::Sep(k, at) = i { Some((*k, *at)) } else { None })
                .max_by_key(|&(k, _)| k);
            let Some((k, at)) = top.filter(|&(k, _)| k > 0) else {
                return Err(ParseError::at(
                    "a game in braces needs a bar | between Left's and Right's options",
                    open_at,
                ));
            };
            let splits: Vec<usize> = items
                .iter()
                .enumerate()
                .filter(|(_, i)| matches!(i, Item::Sep(j, _) if *j == k))
                .map(|(p, _)| p)
                .collect();
            if splits.len() > 1 {
                let second = match items[splits[1]] {
                    Item::Sep(_, at) => at,
                    Item::Opt(_) => at,
                };
                return Err(ParseError::at(
                    format!(
                        "two bars of the same length ({}) in one game: which one splits it is not clear",
                        "|".repeat(k)
                    ),
                    second,
                ));
            }
            let p = splits[0];
            let mut side = |part: &[Item]| -> Result<Vec<usize>, ParseError> {
                let nested = part.iter().any(|i| matches!(i, Item::Sep(j, _) if *j > 0));
                if nested {
                    let w = b.node();
                    build(b, part, w, open_at)?;
                    return Ok(vec![w]);
                }
                let mut opts = Vec::new();
                let mut expect_option = true;
                for i in part {
                    match i {
                        Item::Opt(x) if expect_option => {
                            opts.push(*x);
                            expect_option = false;
                        }
                        Item::Opt(_) => return Err(ParseError::at("a comma is missing between two options", open_at)),
                        Item::Sep(_, at) if expect_option => {
                            return Err(ParseError::at("an option is missing before this comma or bar", *at))
                        }
                        Item::Sep(..) => expect_option = true,
                    }
                }
                if expect_option && !opts.is_empty() {
                    return Err(ParseError::at("an option is missing after a comma", open_at));
                }
                Ok(opts)
            };
            let l = side(&items[..p])?;
            let r = side(&items[p + 1..])?;
            b.left[node] = l;
            b.right[node] = r;
            Ok(())
        }
        build(&mut self.b, &items, v, open_at)?;
        self.check_size()?;
        Ok(v)
    }
}

#[cfg(test)]
#[path = "loopy_tests.rs"]
mod tests;
