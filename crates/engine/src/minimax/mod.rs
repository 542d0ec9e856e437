//! Two-player games with scores: negamax, alpha-beta, a transposition table, move ordering,
//! depth limits with a static evaluation at the leaves, and node counters.
//!
//! Scores are from the point of view of the player to move. Exact game results are encoded so
//! that plain maximisation prefers quick wins and slow losses: a win in k plies scores
//! `WIN - k`, a loss in k plies `-(WIN - k)`, a draw 0.

use std::collections::HashMap;
use std::hash::Hash;

pub mod tree;

/// The score of a win in 0 plies; static evaluations must stay far below it.
pub const WIN: i32 = 1_000_000;

/// Plies to the end encoded in an exact score, if it is a win or a loss.
pub fn plies(score: i32) -> Option<u32> {
    (score.abs() > WIN / 2).then(|| (WIN - score.abs()) as u32)
}

/// Moves an exact score one ply further from the end: what a child's score is worth to the
/// parent, who moves into it.
pub fn back(child: i32) -> i32 {
    let s = -child;
    if s > WIN / 2 {
        s - 1
    } else if s < -WIN / 2 {
        s + 1
    } else {
        s
    }
}

/// A two-player, zero-sum game.
pub trait TwoPlayer {
    type Pos: Clone + Eq + Hash;
    type Move: Clone;
    /// Legal moves (empty when the game is over).
    fn moves(&self, pos: &Self::Pos) -> Vec<Self::Move>;
    fn play(&self, pos: &Self::Pos, m: &Self::Move) -> Self::Pos;
    /// The exact score of a finished game for the player to move (`-WIN` if they have lost,
    /// 0 for a draw), or `None` while it goes on.
    fn terminal(&self, pos: &Self::Pos) -> Option<i32>;
    /// A static evaluation for the player to move, used at the depth limit.
    fn evaluate(&self, _pos: &Self::Pos) -> i32 {
        0
    }
    /// A guess at how good a move is for the mover, for move ordering (higher first).
    fn order_key(&self, _pos: &Self::Pos, _m: &Self::Move) -> i32 {
        0
    }
}

/// Counters of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions visited (each call counts once, leaves included).
    pub nodes: u64,
    /// Times the remaining moves of a node were skipped by a cut-off.
    pub cutoffs: u64,
}

/// Plain negamax to `depth` plies (`None`: to the end).
pub fn minimax<G: TwoPlayer>(g: &G, pos: &G::Pos, depth: Option<u32>, stats: &mut Stats) -> i32 {
    stats.nodes += 1;
    if let Some(t) = g.terminal(pos) {
        return t;
    }
    if depth == Some(0) {
        return g.evaluate(pos);
    }
    let mut best = i32::MIN;
    for m in g.moves(pos) {
        let child = g.play(pos, &m);
        best = best.max(back(minimax(g, &child, depth.map(|d| d - 1), stats)));
    }
    best
}

/// Negamax with alpha-beta pruning. With `ordering`, moves are tried best guess first.
/// The result is exact when it lies strictly between alpha and beta; otherwise it is a bound
/// on the same side (fail-hard would clamp; this is fail-soft).
pub fn alphabeta<G: TwoPlayer>(
    g: &G,
    pos: &G::Pos,
    depth: Option<u32>,
    mut alpha: i32,
    beta: i32,
    ordering: bool,
    stats: &mut Stats,
) -> i32 {
    stats.nodes += 1;
    if let Some(t) = g.terminal(pos) {
        return t;
    }
    if depth == Some(0) {
        return g.evaluate(pos);
    }
    let mut moves = g.moves(pos);
    if ordering {
        moves.sort_by_key(|m| std::cmp::Reverse(g.order_key(pos, m)));
    }
    let mut best = i32::MIN;
    let n = moves.len();
    for (i, m) in moves.iter().enumerate() {
        let child = g.play(pos, m);
        // The child's window, seen from the child: (-beta, -alpha), widened by one ply.
        let score = back(alphabeta(g, &child, depth.map(|d| d - 1), widen(-beta), widen(-alpha), ordering, stats));
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            if i + 1 < n {
                stats.cutoffs += 1;
            }
            break;
        }
    }
    best
}

/// Converts a bound from the parent's scale to the child's: the inverse of `back` on the
/// bound, so that exact scores compare correctly across the one-ply shift.
fn widen(bound: i32) -> i32 {
    if bound == i32::MIN || bound == i32::MAX || bound == -i32::MAX {
        bound
    } else if bound > WIN / 2 {
        bound + 1
    } else if bound < -WIN / 2 {
        bound - 1
    } else {
        bound
    }
}

/// One node of a recorded alpha-beta search, for drawing the search tree.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchNode {
    /// The move that led here (empty at the root).
    pub mv: String,
    /// The node's score for the player to move here (a bound if a cut-off happened).
    pub score: i32,
    /// The window the node was searched with, from its mover's point of view.
    pub alpha: i32,
    pub beta: i32,
    pub children: Vec<SearchNode>,
    /// Moves not searched because of a cut-off.
    pub cut: Vec<String>,
    /// Whether this is a leaf of the search (end of game or depth limit).
    pub leaf: bool,
}

/// Alpha-beta (with or without ordering) that records the tree it searches. `name` writes a
/// move as text.
#[allow(clippy::too_many_arguments)]
pub fn alphabeta_tree<G: TwoPlayer>(
    g: &G,
    pos: &G::Pos,
    depth: Option<u32>,
    alpha: i32,
    beta: i32,
    ordering: bool,
    name: &dyn Fn(&G::Move) -> String,
    mv: String,
) -> SearchNode {
    let leaf = |score| SearchNode { mv: mv.clone(), score, alpha, beta, children: vec![], cut: vec![], leaf: true };
    if let Some(t) = g.terminal(pos) {
        return leaf(t);
    }
    if depth == Some(0) {
        return leaf(g.evaluate(pos));
    }
    let mut moves = g.moves(pos);
    if ordering {
        moves.sort_by_key(|m| std::cmp::Reverse(g.order_key(pos, m)));
    }
    let mut node = SearchNode { mv, score: i32::MIN, alpha, beta, children: vec![], cut: vec![], leaf: false };
    let mut a = alpha;
    for (i, m) in moves.iter().enumerate() {
        let child = g.play(pos, m);
        let sub = alphabeta_tree(g, &child, depth.map(|d| d - 1), widen(-beta), widen(-a), ordering, name, name(m));
        let score = back(sub.score);
        node.children.push(sub);
        node.score = node.score.max(score);
        a = a.max(score);
        if a >= beta {
            node.cut = moves[i + 1..].iter().map(name).collect();
            break;
        }
    }
    node
}

/// Exact values of every position reachable from `start`, by memoised negamax (a
/// transposition table keyed by position).
pub fn solve_all<G: TwoPlayer>(g: &G, start: &G::Pos, table: &mut HashMap<G::Pos, i32>) -> i32 {
    if let Some(&v) = table.get(start) {
        return v;
    }
    let v = match g.terminal(start) {
        Some(t) => t,
        None => {
            let mut best = i32::MIN;
            for m in g.moves(start) {
                let child = g.play(start, &m);
                best = best.max(back(solve_all(g, &child, table)));
            }
            best
        }
    };
    table.insert(start.clone(), v);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random game tree given by a seed: each node has 0..=3 children; leaves score in
    /// -5..=5 (as draws-scale static values), so depth-limited and full searches coincide.
    struct Random;

    fn hash(x: u64) -> u64 {
        let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    impl TwoPlayer for Random {
        type Pos = (u64, u32);
        type Move = u64;
        fn moves(&self, &(id, depth): &(u64, u32)) -> Vec<u64> {
            if depth >= 6 {
                return vec![];
            }
            let n = hash(id) % 4;
            (0..n).collect()
        }
        fn play(&self, &(id, depth): &(u64, u32), m: &u64) -> (u64, u32) {
            (hash(id ^ (m + 1).wrapping_mul(0x1234_5678_9abc)), depth + 1)
        }
        fn terminal(&self, pos: &(u64, u32)) -> Option<i32> {
            if self.moves(pos).is_empty() {
                let v = (hash(pos.0 ^ 77) % 11) as i32 - 5;
                // Some leaves are decisive results, to exercise the ply shift.
                Some(match hash(pos.0 ^ 99) % 5 {
                    0 => -WIN,
                    _ => v,
                })
            } else {
                None
            }
        }
        fn order_key(&self, _pos: &(u64, u32), m: &u64) -> i32 {
            -(*m as i32)
        }
    }

    #[test]
    fn alphabeta_equals_minimax_on_random_trees() {
        for seed in 0..2000u64 {
            let root = (seed, 0);
            let mut s1 = Stats::default();
            let mut s2 = Stats::default();
            let mut s3 = Stats::default();
            let plain = minimax(&Random, &root, None, &mut s1);
            let ab = alphabeta(&Random, &root, None, i32::MIN + 1, i32::MAX, false, &mut s2);
            let ordered = alphabeta(&Random, &root, None, i32::MIN + 1, i32::MAX, true, &mut s3);
            assert_eq!(plain, ab, "seed {seed}");
            assert_eq!(plain, ordered, "seed {seed}");
            assert!(s2.nodes <= s1.nodes && s3.nodes <= s1.nodes);
            let mut table = HashMap::new();
            assert_eq!(solve_all(&Random, &root, &mut table), plain);
        }
    }

    #[test]
    fn scores_encode_plies() {
        assert_eq!(back(-WIN), WIN - 1);
        assert_eq!(plies(WIN - 3), Some(3));
        assert_eq!(plies(-(WIN - 4)), Some(4));
        assert_eq!(plies(2), None);
        assert_eq!(back(back(-WIN)), -(WIN - 2));
    }
}
