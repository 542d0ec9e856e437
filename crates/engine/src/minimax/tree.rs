//! Game trees typed by hand (nested lists of leaf scores) and a step-by-step trace of minimax
//! with alpha-beta over them, the way it is taught: MAX at the root, MIN below, alternating.
//!
//! Notation: a leaf is an integer, an inner node a bracketed list of children:
//! `[[3,5],[6,[9,1]],[1,2]]`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::vocab::ParseError;

/// The most nodes and the greatest depth a typed tree may have.
pub const MAX_NODES: usize = 20_000;
pub const MAX_DEPTH: usize = 24;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tree {
    Leaf(i64),
    Node(Vec<Tree>),
}

impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tree::Leaf(v) => write!(f, "{v}"),
            Tree::Node(children) => {
                f.write_str("[")?;
                for (i, c) in children.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{c}")?;
                }
                f.write_str("]")
            }
        }
    }
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
    nodes: usize,
}

impl Parser<'_> {
    fn skip_space(&mut self) {
        while self.at < self.text.len() && self.text[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn tree(&mut self, depth: usize) -> Result<Tree, ParseError> {
        self.skip_space();
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(ParseError::at(format!("the tree has more than {MAX_NODES} nodes"), self.at));
        }
        if depth > MAX_DEPTH {
            return Err(ParseError::at(format!("the tree is deeper than {MAX_DEPTH} levels"), self.at));
        }
        match self.text.get(self.at) {
            None => Err(ParseError::at("the tree ends too early: a number or '[' is missing", self.at)),
            Some(b'[') => {
                self.at += 1;
                let mut children = Vec::new();
                loop {
                    self.skip_space();
                    if self.text.get(self.at) == Some(&b']') && children.is_empty() {
                        return Err(ParseError::at("an empty list: a node needs at least one child", self.at));
                    }
                    children.push(self.tree(depth + 1)?);
                    self.skip_space();
                    match self.text.get(self.at) {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Tree::Node(children));
                        }
                        Some(_) => {
                            // The whole character, which may take more than one byte.
                            let c = std::str::from_utf8(&self.text[self.at..])
                                .ok()
                                .and_then(|s| s.chars().next())
                                .unwrap_or('?');
                            return Err(ParseError::at(format!("expected ',' or ']' but found '{c}'"), self.at));
                        }
                        None => return Err(ParseError::at("a ']' is missing at the end", self.at)),
                    }
                }
            }
            Some(_) => {
                let start = self.at;
                if self.text.get(self.at) == Some(&b'-') {
                    self.at += 1;
                }
                while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
                    self.at += 1;
                }
                let token = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                if token.is_empty() || token == "-" {
                    let ch =
                        std::str::from_utf8(&self.text[start..]).ok().and_then(|s| s.chars().next()).unwrap_or('?');
                    return Err(ParseError::at(format!("expected a number or '[' but found '{ch}'"), start));
                }
                token
                    .parse::<i64>()
                    .ok()
                    .filter(|v| v.abs() <= 1_000_000_000)
                    .map(Tree::Leaf)
                    .ok_or_else(|| ParseError::at(format!("the score {token} is too large (at most 10^9)"), start))
            }
        }
    }
}

impl std::str::FromStr for Tree {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Tree, ParseError> {
        let mut p = Parser { text: text.as_bytes(), at: 0, nodes: 0 };
        let t = p.tree(0)?;
        p.skip_space();
        if p.at < p.text.len() {
            return Err(ParseError::at("unexpected text after the tree", p.at));
        }
        Ok(t)
    }
}

impl Tree {
    /// The minimax value with MAX to move when `max` is true.
    pub fn minimax(&self, max: bool) -> i64 {
        match self {
            Tree::Leaf(v) => *v,
            Tree::Node(c) => {
                let vals = c.iter().map(|t| t.minimax(!max));
                if max {
                    vals.max().expect("non-empty")
                } else {
                    vals.min().expect("non-empty")
                }
            }
        }
    }

    pub fn leaves(&self) -> usize {
        match self {
            Tree::Leaf(_) => 1,
            Tree::Node(c) => c.iter().map(Tree::leaves).sum(),
        }
    }

    /// The subtree at a path of child indices.
    pub fn at(&self, path: &[usize]) -> Option<&Tree> {
        match (self, path.split_first()) {
            (_, None) => Some(self),
            (Tree::Node(c), Some((&i, rest))) => c.get(i)?.at(rest),
            (Tree::Leaf(_), Some(_)) => None,
        }
    }
}

/// The order in which children are visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChildOrder {
    /// As typed.
    Given,
    Reversed,
    /// Best child first for the player to move (by its true minimax value): most cut-offs.
    BestFirst,
    /// Worst first: fewest cut-offs.
    WorstFirst,
}

impl std::str::FromStr for ChildOrder {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        match s {
            "given" => Ok(ChildOrder::Given),
            "reversed" => Ok(ChildOrder::Reversed),
            "best" => Ok(ChildOrder::BestFirst),
            "worst" => Ok(ChildOrder::WorstFirst),
            _ => Err(ParseError::new(format!("unknown child order '{s}': use given, reversed, best or worst"))),
        }
    }
}

/// A bound: `None` stands for -infinity (alpha) or +infinity (beta).
pub type Bound = Option<i64>;

/// One step of the trace. Paths are child indices as typed, from the root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// A node is entered with the window (alpha, beta).
    Enter { path: Vec<usize>, max: bool, alpha: Bound, beta: Bound },
    /// A leaf's score is read.
    Leaf { path: Vec<usize>, value: i64 },
    /// A child returned `value`; the node's bound and window are now as given.
    Update { path: Vec<usize>, child: usize, value: i64, best: i64, alpha: Bound, beta: Bound },
    /// The remaining children are skipped: `kind` is "beta" at a MAX node (its value is
    /// already at least beta, which MIN above will not allow) or "alpha" at a MIN node.
    Cut { path: Vec<usize>, kind: String, skipped: Vec<usize>, alpha: Bound, beta: Bound },
    /// The node's value is final (exact, or a bound when a cut happened below the window).
    Exit { path: Vec<usize>, value: i64 },
}

/// A whole trace with its totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    pub tree: String,
    pub order: ChildOrder,
    pub value: i64,
    pub steps: Vec<Step>,
    pub leaves_visited: usize,
    pub leaves_total: usize,
    pub cutoffs: usize,
}

fn child_order(children: &[Tree], max: bool, order: ChildOrder) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..children.len()).collect();
    match order {
        ChildOrder::Given => {}
        ChildOrder::Reversed => idx.reverse(),
        ChildOrder::BestFirst | ChildOrder::WorstFirst => {
            // A child's value is computed with the other player to move.
            idx.sort_by_key(|&i| {
                let v = children[i].minimax(!max);
                let good_first = if max { -v } else { v };
                if order == ChildOrder::BestFirst {
                    good_first
                } else {
                    -good_first
                }
            });
        }
    }
    idx
}

struct Tracer {
    order: ChildOrder,
    steps: Vec<Step>,
    leaves: usize,
    cutoffs: usize,
}

impl Tracer {
    fn visit(&mut self, t: &Tree, path: &mut Vec<usize>, max: bool, mut alpha: Bound, mut beta: Bound) -> i64 {
        self.steps.push(Step::Enter { path: path.clone(), max, alpha, beta });
        let value = match t {
            Tree::Leaf(v) => {
                self.leaves += 1;
                self.steps.push(Step::Leaf { path: path.clone(), value: *v });
                *v
            }
            Tree::Node(children) => {
                let order = child_order(children, max, self.order);
                let mut best: Option<i64> = None;
                for (k, &i) in order.iter().enumerate() {
                    path.push(i);
                    let v = self.visit(&children[i], path, !max, alpha, beta);
                    path.pop();
                    let b = match best {
                        None => v,
                        Some(b) if max => b.max(v),
                        Some(b) => b.min(v),
                    };
                    best = Some(b);
                    if max {
                        alpha = Some(alpha.map_or(b, |a| a.max(b)));
                    } else {
                        beta = Some(beta.map_or(b, |x| x.min(b)));
                    }
                    self.steps.push(Step::Update { path: path.clone(), child: i, value: v, best: b, alpha, beta });
                    if let (Some(a), Some(bt)) = (alpha, beta) {
                        if a >= bt && k + 1 < order.len() {
                            self.cutoffs += 1;
                            let kind = if max { "beta" } else { "alpha" }.to_string();
                            self.steps.push(Step::Cut {
                                path: path.clone(),
                                kind,
                                skipped: order[k + 1..].to_vec(),
                                alpha,
                                beta,
                            });
                            break;
                        }
                    }
                }
                best.expect("a node has children")
            }
        };
        self.steps.push(Step::Exit { path: path.clone(), value });
        value
    }
}

/// Traces alpha-beta (MAX at the root) over the tree with the given child order.
pub fn trace(tree: &Tree, order: ChildOrder) -> Trace {
    let mut tracer = Tracer { order, steps: Vec::new(), leaves: 0, cutoffs: 0 };
    let value = tracer.visit(tree, &mut Vec::new(), true, None, None);
    Trace {
        tree: tree.to_string(),
        order,
        value,
        steps: tracer.steps,
        leaves_visited: tracer.leaves,
        leaves_total: tree.leaves(),
        cutoffs: tracer.cutoffs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        let t: Tree = " [[3, 5], [6,[9,-1]], 4 ] ".parse().unwrap();
        assert_eq!(t.to_string(), "[[3,5],[6,[9,-1]],4]");
        assert_eq!("[1,2".parse::<Tree>().unwrap_err().message, "a ']' is missing at the end");
        assert_eq!("[1;2]".parse::<Tree>().unwrap_err().at, Some(2));
        assert!("[]".parse::<Tree>().is_err());
        assert!("[1,x]".parse::<Tree>().unwrap_err().message.contains("'x'"));
        assert!("[1] 2".parse::<Tree>().is_err());
        assert!("99999999999999999999".parse::<Tree>().is_err());
        let deep = "[".repeat(30) + "1" + &"]".repeat(30);
        assert!(deep.parse::<Tree>().unwrap_err().message.contains("deeper"));
    }

    /// The textbook example (three MIN nodes under a MAX root): [[3,12,8],[2,4,6],[14,5,2]].
    /// Value 3; in the second MIN node, after the leaf 2 the remaining leaves 4 and 6 are cut
    /// (alpha cut-off: MIN has found 2 <= alpha = 3).
    #[test]
    fn textbook_tree() {
        let t: Tree = "[[3,12,8],[2,4,6],[14,5,2]]".parse().unwrap();
        let tr = trace(&t, ChildOrder::Given);
        assert_eq!(tr.value, 3);
        assert_eq!(tr.cutoffs, 1);
        assert_eq!(tr.leaves_visited, 7);
        let cuts: Vec<&Step> = tr.steps.iter().filter(|s| matches!(s, Step::Cut { .. })).collect();
        assert_eq!(
            cuts,
            vec![&Step::Cut {
                path: vec![1],
                kind: "alpha".into(),
                skipped: vec![1, 2],
                alpha: Some(3),
                beta: Some(2)
            }]
        );
        // Best-first order cuts more: the third MIN node is cut after the leaf 2 as well.
        let best = trace(&t, ChildOrder::BestFirst);
        assert_eq!(best.value, 3);
        assert!(best.leaves_visited <= tr.leaves_visited);
        let worst = trace(&t, ChildOrder::WorstFirst);
        assert_eq!(worst.value, 3);
        assert!(worst.leaves_visited >= best.leaves_visited);
    }

    #[test]
    fn value_always_equals_minimax() {
        // Deterministic pseudo-random trees.
        let mut seed = 12345u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        fn build(depth: u32, next: &mut dyn FnMut() -> u64) -> Tree {
            if depth == 0 || next().is_multiple_of(5) {
                Tree::Leaf((next() % 21) as i64 - 10)
            } else {
                Tree::Node((0..1 + next() % 4).map(|_| build(depth - 1, next)).collect())
            }
        }
        for _ in 0..500 {
            let t = build(5, &mut next);
            let expected = t.minimax(true);
            for order in [ChildOrder::Given, ChildOrder::Reversed, ChildOrder::BestFirst, ChildOrder::WorstFirst] {
                let tr = trace(&t, order);
                assert_eq!(tr.value, expected, "{t} {order:?}");
                assert!(tr.leaves_visited <= tr.leaves_total);
            }
            assert!(
                trace(&t, ChildOrder::BestFirst).leaves_visited <= trace(&t, ChildOrder::WorstFirst).leaves_visited
            );
        }
    }
}
