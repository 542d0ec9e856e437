//! Chips on a directed acyclic graph: a move slides one chip along one edge; the player who
//! cannot move loses. Each chip is a game of its own, so the value is the XOR of the Grundy
//! values of the chips' vertices, where a vertex's value is the mex of its successors' values
//! (computed once per graph, in topological order: [`vertex_grundy`]).
//!
//! Variant `dag:annihilate`: when a chip slides onto a vertex that holds a chip, both chips
//! leave the board. The values are the same — two chips on one vertex add g ⊕ g = 0, so removing
//! them changes no XOR — which the tests confirm by searching the variant itself.
//!
//! Notation `a>b,a>c,b>c;a,b`: edges (a chain `a>b>c` is two edges, and a bare name declares a
//! vertex without edges), then `;`, then the chips' vertices (a vertex may carry several chips,
//! except in the annihilation variant). Names are made of a-z, 0-9 and `_`. An edge that would
//! close a cycle is refused, naming the edge and the cycle. Canonical form: edges in the order
//! given (repeats dropped), then the vertices without edges, then the chips in vertex order.
//! Move `a>b`: slide a chip from a to b. Board: a text summary, moves listed.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::mex::mex_of;
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::rules::{AsGame, Moves, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "dag",
    name: "Chips on a DAG",
    example_game: "dag",
    example_position: "a>b,a>c,b>c;a,b",
    summary: "Slide one chip along one edge of a directed acyclic graph (dag:annihilate: chips meeting vanish).",
    group: Group::Boards,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks {
        starts: &[("dag", &["a>b>c>d,a>c,b>d,e>a;a,b,e"]), ("dag:annihilate", &["a>b,a>c,b>c;a,b", "a>b>c>d,a>c;a,b"])],
        few_p_near: true,
    },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A directed graph without cycles, with chips on some vertices. A move slides one chip \
     along one edge. The player who cannot move (every chip on a vertex with no edge out) \
     loses.",
    theory: "Each vertex gets a Grundy value, from the dead ends back: the mex of its successors' \
     values (0 for a vertex with no edge out). Each chip is a game of its own, so the value \
     is the XOR of the values of the chips' vertices. In the variant where two chips meeting \
     on a vertex vanish, the values are the same, because g ⊕ g = 0.",
    example: "a>b,a>c,b>c;a,b: c has no edge out, so g(c) = 0; b leads to c, g(b) = mex{0} = 1; a \
     leads to b and c, g(a) = mex{1, 0} = 2. Chips on a and b: 2 ⊕ 1 = 3, a win for the \
     player to move. The move a>b puts both chips on b: 1 ⊕ 1 = 0, a loss for the opponent.",
    claims: &[
        Claim { game: "dag", position: "a>b,a>c,b>c;c", fact: Fact::Grundy(0), says: "g(c) = 0" },
        Claim { game: "dag", position: "a>b,a>c,b>c;b", fact: Fact::Grundy(1), says: "g(b) = mex{0} = 1" },
        Claim { game: "dag", position: "a>b,a>c,b>c;a", fact: Fact::Grundy(2), says: "g(a) = mex{1, 0} = 2" },
        Claim { game: "dag", position: "a>b,a>c,b>c;a,b", fact: Fact::Grundy(3), says: "2 ⊕ 1 = 3" },
        Claim {
            game: "dag",
            position: "a>b,a>c,b>c;a,b",
            fact: Fact::Outcome(Outcome::N),
            says: "a win for the player to move",
        },
        Claim {
            game: "dag",
            position: "a>b,a>c,b>c;a,b",
            fact: Fact::Wins("a>b"),
            says: "The move a>b puts both chips on b",
        },
        Claim {
            game: "dag",
            position: "a>b,a>c,b>c;a,b",
            fact: Fact::Reaches("a>b", "a>b,a>c,b>c;b,b"),
            says: "The move a>b puts both chips on b",
        },
        Claim { game: "dag", position: "a>b,a>c,b>c;b,b", fact: Fact::Grundy(0), says: "1 ⊕ 1 = 0" },
    ],
};

/// Limits: vertices, edges, chips, and the length of a vertex name.
pub const MAX_VERTICES: usize = 64;
pub const MAX_EDGES: usize = 256;
pub const MAX_CHIPS: usize = 32;
pub const MAX_NAME: usize = 16;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let annihilate = match params.map(str::trim) {
        None => false,
        Some("annihilate") => true,
        Some(p) => {
            return Err(ParseError::at(
                format!("dag takes no parameter except 'annihilate' (dag:annihilate), not '{p}'"),
                "dag:".len(),
            ))
        }
    };
    Ok(Box::new(AsGame(Dag { annihilate })))
}

/// The game id of chips on a DAG, with or without annihilation.
pub fn id(annihilate: bool) -> &'static str {
    if annihilate {
        "dag:annihilate"
    } else {
        "dag"
    }
}

/// A directed acyclic graph with its vertices' Grundy values.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Graph {
    /// A fingerprint of the names and edges (compared first, and the only thing hashed).
    key: u64,
    pub names: Vec<String>,
    pub edges: Vec<(usize, usize)>,
    /// Successors of each vertex, in edge order.
    pub succ: Vec<Vec<usize>>,
    /// The Grundy value of each vertex.
    pub grundy: Vec<u32>,
}

impl Hash for Graph {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut items: Vec<String> =
            self.edges.iter().map(|&(u, v)| format!("{}>{}", self.names[u], self.names[v])).collect();
        let mut touched = vec![false; self.names.len()];
        for &(u, v) in &self.edges {
            touched[u] = true;
            touched[v] = true;
        }
        items.extend((0..self.names.len()).filter(|&v| !touched[v]).map(|v| self.names[v].clone()));
        f.write_str(&items.join(","))
    }
}

impl Graph {
    /// The index of a vertex by name.
    pub fn vertex(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// A path of edges from `from` to `to` (vertex list), if there is one.
    fn path(succ: &[Vec<usize>], from: usize, to: usize) -> Option<Vec<usize>> {
        let mut parent: Vec<Option<usize>> = vec![None; succ.len()];
        let mut seen = vec![false; succ.len()];
        let mut stack = vec![from];
        seen[from] = true;
        while let Some(u) = stack.pop() {
            if u == to {
                let mut path = vec![to];
                let mut cur = to;
                while let Some(p) = parent[cur] {
                    path.push(p);
                    cur = p;
                }
                path.reverse();
                return Some(path);
            }
            for &v in &succ[u] {
                if !seen[v] {
                    seen[v] = true;
                    parent[v] = Some(u);
                    stack.push(v);
                }
            }
        }
        None
    }
}

/// Parses a graph: comma-separated items, each an edge `a>b`, a chain `a>b>c`, or a bare
/// vertex name. `offset` is where `text` starts in the whole position (for error positions).
pub fn parse_graph(text: &str, offset: usize) -> Result<Graph, ParseError> {
    if text.trim().is_empty() {
        return Err(ParseError::new("the graph is empty: give edges such as a>b,a>c,b>c before the ';'"));
    }
    // (name, where) of every vertex mention, and edges as name pairs with where they were written.
    let mut edges_named: Vec<(String, String, usize)> = Vec::new();
    let mut bare: Vec<String> = Vec::new();
    let mut at = offset;
    for item in text.split(',') {
        let lead = item.len() - item.trim_start().len();
        let trimmed = item.trim();
        if trimmed.is_empty() {
            return Err(ParseError::at("missing edge or vertex between commas", at + lead));
        }
        let mut names = Vec::new();
        let mut name_at = at + lead;
        for part in trimmed.split('>') {
            names.push(check_name(part, name_at)?);
            name_at += part.len() + 1;
        }
        if names.len() == 1 {
            bare.push(names.pop().expect("one name"));
        } else {
            for pair in names.windows(2) {
                edges_named.push((pair[0].clone(), pair[1].clone(), at + lead));
            }
        }
        at += item.len() + 1;
    }
    // Vertices in canonical order: first appearance in the edges, then the bare names.
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut names: Vec<String> = Vec::new();
    for name in edges_named.iter().flat_map(|(u, v, _)| [u, v]).chain(bare.iter()) {
        if !index.contains_key(name) {
            if names.len() == MAX_VERTICES {
                return Err(ParseError::new(format!("too many vertices: at most {MAX_VERTICES}")));
            }
            index.insert(name.clone(), names.len());
            names.push(name.clone());
        }
    }
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); names.len()];
    let mut edges = Vec::new();
    for (u, v, where_) in &edges_named {
        let (a, b) = (index[u], index[v]);
        if succ[a].contains(&b) {
            continue;
        }
        if let Some(path) = if a == b { Some(vec![a]) } else { Graph::path(&succ, b, a) } {
            let mut cycle: Vec<&str> = path.iter().map(|&x| names[x].as_str()).collect();
            cycle.push(&names[b]);
            return Err(ParseError::at(
                format!("edge {u}>{v} would close a cycle {}: the graph must be acyclic", cycle.join(">")),
                *where_,
            ));
        }
        if edges.len() == MAX_EDGES {
            return Err(ParseError::new(format!("too many edges: at most {MAX_EDGES}")));
        }
        succ[a].push(b);
        edges.push((a, b));
    }
    let grundy = grundy_values(&succ);
    let mut hasher = DefaultHasher::new();
    names.hash(&mut hasher);
    edges.hash(&mut hasher);
    Ok(Graph { key: hasher.finish(), names, edges, succ, grundy })
}

fn check_name(part: &str, at: usize) -> Result<String, ParseError> {
    let lead = part.len() - part.trim_start().len();
    let name = part.trim();
    if name.is_empty() {
        return Err(ParseError::at("missing vertex name (an edge is written a>b)", at + lead));
    }
    if let Some((i, ch)) =
        name.char_indices().find(|&(_, c)| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
    {
        return Err(ParseError::at(
            format!("unexpected '{ch}' in vertex name '{name}': names use a-z, 0-9 and _"),
            at + lead + i,
        ));
    }
    if name.len() > MAX_NAME {
        return Err(ParseError::at(format!("vertex name '{name}' is longer than {MAX_NAME} characters"), at + lead));
    }
    Ok(name.to_string())
}

/// Grundy values of the vertices of an acyclic graph: sinks are 0, every other vertex the mex
/// of its successors, taken in reverse topological order (Kahn's algorithm).
fn grundy_values(succ: &[Vec<usize>]) -> Vec<u32> {
    let n = succ.len();
    let mut indegree = vec![0usize; n];
    for vs in succ {
        for &v in vs {
            indegree[v] += 1;
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut i = 0;
    while i < order.len() {
        let u = order[i];
        i += 1;
        for &v in &succ[u] {
            indegree[v] -= 1;
            if indegree[v] == 0 {
                order.push(v);
            }
        }
    }
    debug_assert_eq!(order.len(), n, "the graph is acyclic");
    let mut g = vec![0u32; n];
    for &u in order.iter().rev() {
        g[u] = mex_of(succ[u].iter().map(|&v| g[v]));
    }
    g
}

/// Every vertex with its Grundy value, in vertex order (for the editor).
pub fn vertex_grundy(graph: &Graph) -> Vec<(String, u32)> {
    graph.names.iter().cloned().zip(graph.grundy.iter().copied()).collect()
}

/// Chips on a DAG; `annihilate` makes two chips meeting on a vertex vanish.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dag {
    pub annihilate: bool,
}

/// A graph with chips on it (chips sorted by vertex).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Chips {
    pub graph: Arc<Graph>,
    pub chips: Vec<usize>,
}

impl fmt::Display for Chips {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let chips: Vec<&str> = self.chips.iter().map(|&c| self.graph.names[c].as_str()).collect();
        write!(f, "{};{}", self.graph, chips.join(","))
    }
}

impl Dag {
    /// The chips after sliding one from `from` to `to`.
    fn slide(&self, chips: &[usize], from: usize, to: usize) -> Vec<usize> {
        let mut out = chips.to_vec();
        let i = out.iter().position(|&c| c == from).expect("a chip on the vertex moved from");
        out.remove(i);
        match out.iter().position(|&c| c == to) {
            Some(j) if self.annihilate => {
                out.remove(j);
            }
            _ => {
                out.push(to);
                out.sort_unstable();
            }
        }
        out
    }

    /// Every move: (from, to, chips after), each distinct chip vertex once.
    fn slides(&self, pos: &Chips) -> Vec<(usize, usize, Vec<usize>)> {
        let mut out = Vec::new();
        for (i, &u) in pos.chips.iter().enumerate() {
            if i > 0 && pos.chips[i - 1] == u {
                continue;
            }
            for &v in &pos.graph.succ[u] {
                out.push((u, v, self.slide(&pos.chips, u, v)));
            }
        }
        out
    }

    /// The search component of a position: without annihilation, chips on sinks can never move
    /// or interact, so they are dropped.
    fn canonical(&self, pos: Chips) -> Chips {
        if self.annihilate {
            return pos;
        }
        let chips = pos.chips.iter().copied().filter(|&c| !pos.graph.succ[c].is_empty()).collect();
        Chips { graph: pos.graph, chips }
    }
}

impl Rules for Dag {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        id(self.annihilate).into()
    }
    fn name(&self) -> String {
        if self.annihilate { "Chips on a DAG (annihilation)" } else { "Chips on a DAG" }.into()
    }
    type Pos = Chips;
    fn parse(&self, text: &str) -> Result<Chips, ParseError> {
        let Some((graph_text, chips_text)) = text.split_once(';') else {
            return Err(ParseError::new(
                "missing ';': write the edges, then ';', then the chips' vertices, e.g. a>b,a>c,b>c;a,b",
            ));
        };
        let graph = parse_graph(graph_text, 0)?;
        let mut chips = Vec::new();
        let mut at = graph_text.len() + 1;
        if !chips_text.trim().is_empty() {
            for item in chips_text.split(',') {
                let lead = item.len() - item.trim_start().len();
                let name = item.trim();
                if name.is_empty() {
                    return Err(ParseError::at("missing chip vertex between commas", at + lead));
                }
                let Some(v) = graph.vertex(name) else {
                    return Err(ParseError::at(
                        format!("a chip is on '{name}', which is not a vertex of the graph"),
                        at + lead,
                    ));
                };
                if self.annihilate && chips.contains(&v) {
                    return Err(ParseError::at(
                        format!("two chips on '{name}': with annihilation they would vanish; list each vertex once"),
                        at + lead,
                    ));
                }
                chips.push(v);
                at += item.len() + 1;
            }
        }
        if chips.len() > MAX_CHIPS {
            return Err(ParseError::new(format!("too many chips: {} given, at most {MAX_CHIPS}", chips.len())));
        }
        chips.sort_unstable();
        Ok(Chips { graph: Arc::new(graph), chips })
    }
    fn board(&self, pos: &Chips) -> Board {
        let g = &pos.graph;
        let mut chips = vec![0u32; g.names.len()];
        for &c in &pos.chips {
            chips[c] += 1;
        }
        Board::Graph { names: g.names.clone(), edges: g.edges.clone(), chips, values: g.grundy.clone() }
    }
}

impl Moves for Dag {
    fn moves(&self, pos: &Chips) -> Vec<Move<Chips>> {
        self.slides(pos)
            .into_iter()
            .map(|(u, v, chips)| Move {
                text: format!("{}>{}", pos.graph.names[u], pos.graph.names[v]),
                spot: Spot::Slide { from: u, to: v },
                to: Chips { graph: pos.graph.clone(), chips },
            })
            .collect()
    }
}

impl ImpartialGame for Dag {
    type Comp = Chips;
    fn components(&self, pos: &Chips) -> Vec<Chips> {
        vec![self.canonical(pos.clone())]
    }
    fn comp_options(&self, comp: &Chips) -> Vec<Vec<Chips>> {
        let mut out: Vec<Vec<Chips>> = self
            .slides(comp)
            .into_iter()
            .map(|(_, _, chips)| {
                let next = self.canonical(Chips { graph: comp.graph.clone(), chips });
                if next.chips.is_empty() {
                    vec![]
                } else {
                    vec![next]
                }
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }
    fn closed_form_grundy(&self, comp: &Chips) -> Option<u32> {
        Some(comp.chips.iter().fold(0, |acc, &c| acc ^ comp.graph.grundy[c]))
    }
    fn closed_form(&self, pos: &Chips, _misere: bool) -> Option<ClosedFormValue> {
        let g = &pos.graph;
        let x = pos.chips.iter().fold(0, |acc, &c| acc ^ g.grundy[c]);
        let names: Vec<String> = pos.chips.iter().map(|&c| format!("g({})", g.names[c])).collect();
        let values: Vec<String> = pos.chips.iter().map(|&c| g.grundy[c].to_string()).collect();
        let sum = if names.is_empty() {
            "no chips: 0".to_string()
        } else {
            format!("{} = {} = {x}", names.join(" ⊕ "), values.join(" ⊕ "))
        };
        let note = if self.annihilate {
            "; annihilation changes nothing, as two chips on one vertex add g ⊕ g = 0"
        } else {
            ""
        };
        Some(ClosedFormValue {
            text: format!("XOR of the chips' vertex values (g = mex of the successors' values): {sum}{note}"),
            grundy: Some(x),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
    fn bounds(&self, pos: &Self::Pos) -> Option<Bounds> {
        Some(Bounds { max_moves: self.max_moves(pos), max_states: self.max_states(pos) })
    }
}

impl Dag {
    /// Every chip has at most the largest out-degree of moves, and chips never multiply.
    fn max_moves(&self, pos: &Chips) -> u128 {
        let most = pos.graph.succ.iter().map(Vec::len).max().unwrap_or(0);
        (pos.chips.len() * most) as u128
    }
    /// Every chip stays on a vertex (a crude bound: vertices to the power of chips).
    fn max_states(&self, pos: &Chips) -> u128 {
        let n = pos.graph.names.len() as u128;
        (0..pos.chips.len()).fold(1u128, |acc, _| acc.saturating_mul(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Moves, Rules};

    fn plain() -> Dag {
        Dag { annihilate: false }
    }

    #[test]
    fn notation() {
        let p = plain().parse(" a > b,a>c, b>c ; b, a ").unwrap();
        assert_eq!(p.to_string(), "a>b,a>c,b>c;a,b");
        assert_eq!(plain().parse(&p.to_string()).unwrap(), p);
        let p = plain().parse("z,a>b>c,a>b,x;c,c").unwrap();
        assert_eq!(p.to_string(), "a>b,b>c,z,x;c,c");
        assert_eq!(plain().parse(&p.to_string()).unwrap(), p);
        assert_eq!(plain().parse("a>b;").unwrap().to_string(), "a>b;");
    }

    /// A name alone is a vertex without edges: README.md's games table says so, and its
    /// example reads back as itself with the vertex's chip worth 0.
    #[test]
    fn a_vertex_without_edges_is_documented() {
        let readme = include_str!("../../../../README.md");
        let row = readme.lines().find(|l| l.starts_with("| Chips on a DAG")).expect("the dag row");
        assert!(row.contains("`a>b,c;a,c` (a name alone, `c`, is a vertex without edges)"), "{row}");
        let p = plain().parse("a>b,c;a,c").unwrap();
        assert_eq!(p.to_string(), "a>b,c;a,c");
        let g = crate::games::lookup("dag").unwrap();
        assert_eq!(g.solve("a>b,c;c", false).unwrap().grundy, Some(0));
        assert_eq!(g.solve("a>b,c;a,c", false).unwrap().grundy, Some(1));
    }

    #[test]
    fn errors() {
        let e = plain().parse("a>b,b>c,c>a;a").unwrap_err();
        assert!(e.message.contains("edge c>a would close a cycle a>b>c>a"), "{}", e.message);
        assert_eq!(e.at, Some(8));
        assert!(plain().parse("a>a;a").unwrap_err().message.contains("edge a>a"));
        assert!(plain().parse("a>b;c").unwrap_err().message.contains("'c', which is not a vertex"));
        assert!(plain().parse("a>b").unwrap_err().message.contains("missing ';'"));
        let e = plain().parse("a>B;a").unwrap_err();
        assert!(e.message.contains("'B'"));
        assert_eq!(e.at, Some(2));
        assert!(plain().parse("a>;a").unwrap_err().message.contains("missing vertex name"));
        assert!(plain().parse(";").unwrap_err().message.contains("empty"));
        assert!(plain().parse("a>b;a,,b").unwrap_err().message.contains("between commas"));
        assert!(Dag { annihilate: true }.parse("a>b;a,a").unwrap_err().message.contains("two chips on 'a'"));
        let long = "a".repeat(MAX_NAME + 1);
        assert!(plain().parse(&format!("{long}>b;b")).unwrap_err().message.contains("longer than"));
        let many: Vec<String> = (0..=MAX_VERTICES).map(|i| format!("v{i}")).collect();
        assert!(plain().parse(&format!("{};", many.join(","))).unwrap_err().message.contains("too many vertices"));
        let chips = vec!["a"; MAX_CHIPS + 1].join(",");
        assert!(plain().parse(&format!("a>b;{chips}")).unwrap_err().message.contains("too many chips"));
        assert!(crate::games::lookup("dag:foo").is_err());
        assert_eq!(crate::games::lookup("dag:annihilate").unwrap().id(), "dag:annihilate");
    }

    #[test]
    fn vertex_values() {
        let p = plain().parse("a>b,a>c,b>c;a,b").unwrap();
        let values = vertex_grundy(&p.graph);
        assert_eq!(values, vec![("a".to_string(), 2), ("b".to_string(), 1), ("c".to_string(), 0)]);
    }

    #[test]
    fn annihilating_moves() {
        let g = Dag { annihilate: true };
        let p = g.parse("a>b,a>c,b>c;a,b").unwrap();
        let moves: Vec<(String, String)> = g.moves(&p).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        let expect = [("a>b", "a>b,a>c,b>c;"), ("a>c", "a>b,a>c,b>c;b,c"), ("b>c", "a>b,a>c,b>c;a,c")];
        assert_eq!(moves, expect.map(|(a, b)| (a.to_string(), b.to_string())).to_vec());
        let moves: Vec<String> = plain().moves(&p).into_iter().map(|m| m.to.to_string()).collect();
        assert_eq!(moves[0], "a>b,a>c,b>c;b,b");
    }

    mod against_search {
        //! Chips on a DAG, with and without annihilation: the XOR of the vertex values against search.

        use crate::games::dag::{vertex_grundy, Chips, Dag};
        use crate::impartial::mex::mex_of;
        use crate::impartial::Solver;
        use crate::rules::Rules;
        use proptest::prelude::*;

        use crate::laws;

        /// The graph text of a DAG on vertices named by `names`, with an edge for every set bit of
        /// `mask` over the pairs (i, j), i < j (so it is acyclic whatever the names).
        fn graph_text(names: &[&str], mask: u32) -> String {
            let mut items = Vec::new();
            let mut bit = 0;
            for i in 0..names.len() {
                for j in i + 1..names.len() {
                    if mask >> bit & 1 == 1 {
                        items.push(format!("{}>{}", names[i], names[j]));
                    }
                    bit += 1;
                }
            }
            // Declare every vertex, so that isolated ones exist too.
            items.extend(names.iter().map(|n| n.to_string()));
            items.join(",")
        }

        /// Chip multisets of up to `n` chips on `names` (as name lists).
        fn chip_lists(names: &[&str], n: usize, sets_only: bool) -> Vec<Vec<String>> {
            let mut out: Vec<Vec<usize>> = vec![vec![]];
            let mut layer: Vec<Vec<usize>> = vec![vec![]];
            for _ in 0..n {
                layer = layer
                    .into_iter()
                    .flat_map(|p| {
                        let lo = p.last().map_or(0, |&l| if sets_only { l + 1 } else { l });
                        (lo..names.len()).map(move |c| [p.clone(), vec![c]].concat())
                    })
                    .collect();
                out.extend(layer.iter().cloned());
            }
            out.into_iter().map(|p| p.into_iter().map(|i| names[i].to_string()).collect()).collect()
        }

        /// The formula: XOR of the vertex values of the chips.
        fn formula(pos: &Chips) -> u32 {
            pos.chips.iter().fold(0, |acc, &c| acc ^ pos.graph.grundy[c])
        }

        #[test]
        fn vertex_values_are_the_mex_of_successors() {
            let game = Dag { annihilate: false };
            let mut solver = Solver::new(&game);
            // Vertex names listed against the topological order, so the values cannot come out right
            // by scanning the names in order.
            let names = ["e", "d", "c", "b", "a"];
            for mask in 0..1u32 << 10 {
                let pos = game.parse(&format!("{};", graph_text(&names, mask))).unwrap();
                let values = vertex_grundy(&pos.graph);
                for (v, (name, g)) in values.iter().enumerate() {
                    let succ: Vec<u32> = pos.graph.succ[v].iter().map(|&s| values[s].1).collect();
                    assert_eq!(*g, mex_of(succ), "{pos}: vertex {name}");
                    let one = game.parse(&format!("{};{name}", pos.graph)).unwrap();
                    assert_eq!(laws::searched(&mut solver, &one), *g, "{one}");
                }
            }
        }

        #[test]
        fn xor_against_search_exhaustively() {
            let names = ["p", "q", "r", "s"];
            for annihilate in [false, true] {
                let game = Dag { annihilate };
                let mut solver = Solver::new(&game);
                for mask in 0..1u32 << 6 {
                    let graph = graph_text(&names, mask);
                    for chips in chip_lists(&names, 4, annihilate) {
                        let pos = game.parse(&format!("{graph};{}", chips.join(","))).unwrap();
                        assert_eq!(laws::searched(&mut solver, &pos), formula(&pos), "annihilate={annihilate} {pos}");
                    }
                }
            }
        }

        #[test]
        fn laws() {
            let names = ["x", "y", "z"];
            for annihilate in [false, true] {
                let game = Dag { annihilate };
                let mut solver = Solver::new(&game);
                for mask in 0..1u32 << 3 {
                    let graph = graph_text(&names, mask);
                    for chips in chip_lists(&names, 3, annihilate) {
                        laws::check(&mut solver, &game.parse(&format!("{graph};{}", chips.join(","))).unwrap());
                    }
                }
            }
        }

        #[test]
        fn example() {
            for id in ["dag", "dag:annihilate"] {
                let sol = crate::games::lookup(id).unwrap().solve("a>b,a>c,b>c;a,b", false).unwrap();
                // g(c) = 0, g(b) = 1, g(a) = 2: 2 ⊕ 1 = 3.
                assert_eq!(sol.grundy, Some(3), "{id}");
            }
            // With annihilation the move a>b removes both chips.
            let sol = crate::games::lookup("dag:annihilate").unwrap().solve("a>b,a>c,b>c;a,b", false).unwrap();
            assert_eq!(sol.moves[0].to, "a>b,a>c,b>c;");
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(32))]

            /// Random DAGs on 6 vertices with shuffled names, random chips.
            #[test]
            fn random_dags_against_search(
                mask in 0u32..1 << 15,
                order in Just(vec!["u0", "u1", "u2", "u3", "u4", "u5"]).prop_shuffle(),
                chips in prop::collection::vec(0usize..6, 0..=4),
                annihilate: bool,
            ) {
                let game = Dag { annihilate };
                let mut chips: Vec<&str> = chips.into_iter().map(|c| order[c]).collect();
                if annihilate {
                    chips.sort();
                    chips.dedup();
                }
                let pos = game.parse(&format!("{};{}", graph_text(&order, mask), chips.join(","))).unwrap();
                prop_assert_eq!(game.parse(&pos.to_string()).unwrap(), pos.clone());
                let mut solver = Solver::new(&game);
                prop_assert_eq!(laws::searched(&mut solver, &pos), formula(&pos));
            }

            /// Random edge lists: parsing succeeds exactly when the edges have no cycle (checked by
            /// transitive closure), and the error names an edge of the input.
            #[test]
            fn cycles_are_refused_exactly(edges in prop::collection::vec((0usize..4, 0usize..4), 1..=7)) {
                let names = ["a", "b", "c", "d"];
                let mut reach = [[false; 4]; 4];
                for &(u, v) in &edges {
                    reach[u][v] = true;
                }
                for k in 0..4 {
                    for i in 0..4 {
                        for j in 0..4 {
                            if reach[i][k] && reach[k][j] {
                                reach[i][j] = true;
                            }
                        }
                    }
                }
                let cyclic = (0..4).any(|v| reach[v][v]);
                let text: Vec<String> = edges.iter().map(|&(u, v)| format!("{}>{}", names[u], names[v])).collect();
                let text = format!("{};", text.join(","));
                let game = Dag { annihilate: false };
                match game.parse(&text) {
                    Ok(pos) => {
                        prop_assert!(!cyclic, "{} was accepted", text);
                        prop_assert_eq!(game.parse(&pos.to_string()).unwrap(), pos.clone());
                        prop_assert_eq!(pos.graph.edges.len(), edges.iter().collect::<std::collections::BTreeSet<_>>().len());
                    }
                    Err(e) => {
                        prop_assert!(cyclic, "{} was refused: {}", text, e.message);
                        let edge = e.message.split_whitespace().nth(1).unwrap_or("");
                        prop_assert!(text.contains(edge) && e.message.contains("cycle"), "{}", e.message);
                    }
                }
            }
        }
    }
}
