//! Impartial games that need not end, on any finite directed graph of positions (cycles and
//! loops allowed): the generalized Sprague–Grundy function of Smith (1966) and Fraenkel, and
//! the outcome with remoteness by retrograde analysis.
//!
//! [`label`] finds γ level by level, as in Fraenkel and Yesha's algorithm: for m = 0, 1, ...
//! a vertex still unlabelled gets m when its options already show every value below m, none
//! of its options has m, and each of its unlabelled options has an option labelled m (then
//! the opponent's escape to it is answered by a return to m). Within a level a counter per
//! vertex counts its unlabelled options not yet answered, and a queue takes the vertices whose
//! counter reaches 0, so a level costs O(|V| + |E|) on the vertices still unlabelled; the
//! number of levels is at most the largest finite value plus 2, so the whole labelling is
//! O((|V| + |E|) · levels), O(|V| · |E|) at worst. What is never labelled is infinity(K), K the
//! finite values of its options.
//!
//! [`retrograde`] labels P, N and draws from the sinks with a counter per vertex: the winner
//! hurries and the loser delays, so a FIFO queue meets positions in order of remoteness. The
//! two agree (γ = 0 exactly on P; infinity(K) without 0 exactly on draws), which the tests check.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

use crate::vocab::{Gamma, Outcome};

const NONE: u32 = u32::MAX;

/// A directed graph in compressed form: the options of vertex `u` are
/// `targets[start[u]..start[u + 1]]` (a repeated edge counts once per repeat).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Digraph {
    start: Vec<usize>,
    targets: Vec<u32>,
}

impl Digraph {
    /// From each vertex's list of options.
    pub fn from_succ(succ: &[Vec<usize>]) -> Self {
        let mut start = Vec::with_capacity(succ.len() + 1);
        let mut targets = Vec::with_capacity(succ.iter().map(Vec::len).sum());
        start.push(0);
        for vs in succ {
            targets.extend(vs.iter().map(|&v| v as u32));
            start.push(targets.len());
        }
        Digraph { start, targets }
    }

    /// From `n` vertices and a list of edges (u, v); every vertex must be below `n`.
    pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut start = vec![0usize; n + 1];
        for &(u, _) in edges {
            start[u as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut targets = vec![0u32; edges.len()];
        for &(u, v) in edges {
            targets[fill[u as usize]] = v;
            fill[u as usize] += 1;
        }
        Digraph { start, targets }
    }

    pub fn len(&self) -> usize {
        self.start.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The options of `u`.
    pub fn options(&self, u: usize) -> &[u32] {
        &self.targets[self.start[u]..self.start[u + 1]]
    }

    /// The same graph with every edge turned round.
    pub fn reversed(&self) -> Digraph {
        let n = self.len();
        let mut edges = Vec::with_capacity(self.targets.len());
        for u in 0..n {
            edges.extend(self.options(u).iter().map(|&v| (v, u as u32)));
        }
        Digraph::from_edges(n, &edges)
    }

    /// Whether some vertex can reach itself (a loop counts).
    pub fn has_cycle(&self) -> bool {
        let n = self.len();
        let mut indegree = vec![0u32; n];
        for &v in &self.targets {
            indegree[v as usize] += 1;
        }
        let mut stack: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
        let mut done = 0;
        while let Some(u) = stack.pop() {
            done += 1;
            for &v in self.options(u) {
                indegree[v as usize] -= 1;
                if indegree[v as usize] == 0 {
                    stack.push(v as usize);
                }
            }
        }
        done < n
    }
}

/// The generalized Sprague–Grundy values of a graph, with the order the labelling fixed them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labelling {
    pub gamma: Vec<Gamma>,
    /// The vertices given a finite value, in the order the labelling gave it (level by level).
    pub order: Vec<usize>,
}

/// The generalized Sprague–Grundy function of every vertex (see the module comment).
pub fn label(graph: &Digraph) -> Labelling {
    let n = graph.len();
    let pred = graph.reversed();
    let mut value = vec![NONE; n];
    // Options of u show every value below reach[u].
    let mut reach = vec![0u32; n];
    let mut counter = vec![0u32; n];
    // mark[u] == m + 1: u has an option labelled m (so u cannot take m).
    let mut mark = vec![0u32; n];
    let mut open: Vec<u32> = (0..n as u32).collect();
    let mut order = Vec::new();
    let mut queue = VecDeque::new();
    let mut marked = Vec::new();
    let mut m = 0u32;
    while !open.is_empty() {
        for &u in &open {
            let u = u as usize;
            if reach[u] == m {
                let c = graph.options(u).iter().filter(|&&v| value[v as usize] == NONE).count() as u32;
                counter[u] = c;
                if c == 0 {
                    queue.push_back(u);
                }
            }
        }
        let before = order.len();
        while let Some(u) = queue.pop_front() {
            if value[u] != NONE || mark[u] == m + 1 {
                continue;
            }
            value[u] = m;
            order.push(u);
            for &p in pred.options(u) {
                let p = p as usize;
                if value[p] != NONE || mark[p] == m + 1 {
                    continue;
                }
                mark[p] = m + 1;
                marked.push(p);
                // p can no longer take m, and every unlabelled vertex leading to p is answered there.
                for &q in pred.options(p) {
                    let q = q as usize;
                    if value[q] == NONE && reach[q] == m && mark[q] != m + 1 {
                        counter[q] -= 1;
                        if counter[q] == 0 {
                            queue.push_back(q);
                        }
                    }
                }
            }
        }
        for p in marked.drain(..) {
            if reach[p] == m {
                reach[p] = m + 1;
            }
        }
        open.retain(|&u| value[u as usize] == NONE);
        if order.len() == before {
            // No vertex has m, so none can show every value up to m: nothing more is finite.
            break;
        }
        m += 1;
    }
    let gamma = (0..n)
        .map(|u| match value[u] {
            NONE => {
                Gamma::infinite(graph.options(u).iter().map(|&v| value[v as usize]).filter(|&x| x != NONE).collect())
            }
            x => Gamma::finite(x),
        })
        .collect();
    Labelling { gamma, order }
}

/// The outcome and remoteness of every vertex (a draw has no remoteness): a sink is P in 0;
/// N in k when some option is P in k - 1 (the least such), P in k when every option is N and
/// the slowest is N in k - 1; what is never decided is a draw.
pub fn retrograde(graph: &Digraph) -> Vec<(Outcome, Option<u32>)> {
    let n = graph.len();
    let pred = graph.reversed();
    let mut out: Vec<(Outcome, Option<u32>)> = vec![(Outcome::Draw, None); n];
    let mut counter: Vec<u32> = (0..n).map(|u| graph.options(u).len() as u32).collect();
    let mut queue: VecDeque<usize> = (0..n).filter(|&u| counter[u] == 0).collect();
    for &u in &queue {
        out[u] = (Outcome::P, Some(0));
    }
    while let Some(u) = queue.pop_front() {
        let (o, r) = out[u];
        let r = r.expect("decided positions have a remoteness") + 1;
        for &p in pred.options(u) {
            let p = p as usize;
            if out[p].1.is_some() {
                continue;
            }
            if o == Outcome::P {
                out[p] = (Outcome::N, Some(r));
                queue.push_back(p);
            } else {
                counter[p] -= 1;
                if counter[p] == 0 {
                    out[p] = (Outcome::P, Some(r));
                    queue.push_back(p);
                }
            }
        }
    }
    out
}

/// Every position reachable from `root` and the graph of their moves (the root is vertex 0),
/// or `None` when there are more than `limit`.
pub fn explore<S: Clone + Eq + Hash>(
    root: S,
    mut options: impl FnMut(&S) -> Vec<S>,
    limit: usize,
) -> Option<(Vec<S>, Digraph)> {
    let mut index: HashMap<S, usize> = HashMap::from([(root.clone(), 0)]);
    let mut states = vec![root];
    let mut succ: Vec<Vec<usize>> = Vec::new();
    let mut i = 0;
    while i < states.len() {
        let mut row = Vec::new();
        for next in options(&states[i]) {
            let at = match index.get(&next) {
                Some(&at) => at,
                None => {
                    if states.len() == limit {
                        return None;
                    }
                    index.insert(next.clone(), states.len());
                    states.push(next);
                    states.len() - 1
                }
            };
            row.push(at);
        }
        succ.push(row);
        i += 1;
    }
    Some((states, Digraph::from_succ(&succ)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn graph(n: usize, edges: &[(u32, u32)]) -> Digraph {
        Digraph::from_edges(n, edges)
    }

    /// γ by its definition, checked on a labelling: (a), (b) and (c) for every finite value,
    /// and for an infinite one that no finite value would satisfy them.
    fn satisfies_definition(g: &Digraph, gamma: &[Gamma]) -> bool {
        let fits = |u: usize, n: u32| {
            let opts: Vec<&Gamma> = g.options(u).iter().map(|&v| &gamma[v as usize]).collect();
            let a = opts.iter().all(|o| o.value != Some(n));
            let b = g.options(u).iter().all(|&v| {
                let gv = &gamma[v as usize];
                gv.value.is_some_and(|x| x < n)
                    || g.options(v as usize).iter().any(|&w| gamma[w as usize].value == Some(n))
            });
            let c = (0..n).all(|m| opts.iter().any(|o| o.value == Some(m)));
            a && b && c
        };
        (0..g.len()).all(|u| match gamma[u].value {
            Some(n) => fits(u, n),
            None => {
                let k: Vec<u32> = {
                    let mut k: Vec<u32> = g.options(u).iter().filter_map(|&v| gamma[v as usize].value).collect();
                    k.sort_unstable();
                    k.dedup();
                    k
                };
                // (B): an infinite option none of whose options has the mex of u's finite
                // option values, so that u cannot take that value.
                let mex = (0..).find(|m| !k.contains(m)).expect("a missing value");
                let b = g.options(u).iter().any(|&v| {
                    gamma[v as usize].infinite
                        && g.options(v as usize).iter().all(|&w| gamma[w as usize].value != Some(mex))
                });
                k == gamma[u].k && b
            }
        })
    }

    #[test]
    fn two_cycle_is_a_draw() {
        let g = graph(2, &[(0, 1), (1, 0)]);
        let l = label(&g);
        assert_eq!(l.gamma, vec![Gamma::infinite(vec![]), Gamma::infinite(vec![])]);
        assert_eq!(retrograde(&g), vec![(Outcome::Draw, None); 2]);
        assert!(g.has_cycle());
    }

    #[test]
    fn a_loop_beside_an_exit_wins() {
        // 0 has a loop and an edge to the sink 1: move to 1 and win.
        let g = graph(2, &[(0, 0), (0, 1)]);
        let l = label(&g);
        assert_eq!(l.gamma, vec![Gamma::infinite(vec![0]), Gamma::finite(0)]);
        assert_eq!(retrograde(&g), vec![(Outcome::N, Some(1)), (Outcome::P, Some(0))]);
    }

    #[test]
    fn a_cycle_with_an_exit_has_finite_values() {
        // a>b, b>a, b>c: c = 0, a = 0 (its only escape b is answered by b>c), b = 1.
        let g = graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let l = label(&g);
        assert_eq!(l.gamma, vec![Gamma::finite(0), Gamma::finite(1), Gamma::finite(0)]);
        assert_eq!(l.order, vec![2, 0, 1]);
        assert_eq!(retrograde(&g), vec![(Outcome::P, Some(2)), (Outcome::N, Some(1)), (Outcome::P, Some(0))]);
    }

    #[test]
    fn acyclic_values_are_mex_values() {
        let g = graph(4, &[(0, 1), (0, 2), (1, 2), (3, 0), (3, 2)]);
        let l = label(&g);
        let values: Vec<Option<u32>> = l.gamma.iter().map(|x| x.value).collect();
        assert_eq!(values, vec![Some(2), Some(1), Some(0), Some(1)]);
        assert!(!g.has_cycle());
    }

    #[test]
    fn explore_finds_the_reachable_positions() {
        let (states, g) = explore(5u32, |&x| if x == 0 { vec![] } else { vec![x - 1, (x + 2) % 6] }, 100).unwrap();
        assert_eq!(states.len(), 6);
        assert_eq!(g.len(), 6);
        assert!(explore(5u32, |&x| vec![x + 1], 10).is_none());
    }

    proptest! {
        /// On random digraphs (loops and cycles allowed) the labelling satisfies γ's
        /// definition, and its outcomes are those of the retrograde analysis.
        #[test]
        fn labelling_meets_the_definition(
            n in 1usize..9,
            raw in prop::collection::vec((0u32..9, 0u32..9), 0..20),
        ) {
            let edges: Vec<(u32, u32)> =
                raw.into_iter().map(|(u, v)| (u % n as u32, v % n as u32)).collect();
            let g = graph(n, &edges);
            let l = label(&g);
            prop_assert!(satisfies_definition(&g, &l.gamma), "{:?}: {:?}", edges, l.gamma);
            let r = retrograde(&g);
            for (u, (g, (o, _))) in l.gamma.iter().zip(&r).enumerate() {
                prop_assert_eq!(g.outcome(), *o, "{:?} vertex {}", edges, u);
            }
        }
    }
}
