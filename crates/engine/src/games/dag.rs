//! Chips on a directed graph: a move slides one chip along one edge; the player who cannot
//! move loses, and play that can go on forever is a draw. Each chip is a game of its own. On
//! an acyclic graph a vertex's value is the mex of its successors' values and the position's
//! value the XOR of the chips' (the generic impartial search values these positions, as it
//! always did). A graph with a cycle or a loop is valued by the generalized Sprague–Grundy
//! function (Smith; Fraenkel: [`crate::impartial::loopy::label`], computed once per graph):
//! a vertex is a nimber or ∞(K); chips add by Smith's rules (`Gamma::sum`), the outcome
//! follows (∞(K) is a win when 0 is in K, else a draw), and remoteness comes from a
//! retrograde analysis of the sum's positions when there are at most [`MAX_SUM_STATES`].
//!
//! Variant `dag:annihilate`: when a chip slides onto a vertex that holds a chip, both chips
//! leave the board. The values are the same — two chips on one vertex add g ⊕ g = 0, so removing
//! them changes no XOR — which the tests confirm by searching the variant itself. It keeps
//! to acyclic graphs: on cycles, annihilation games follow Fraenkel and Yesha's theory, which
//! is not a sum of chips.
//!
//! Notation `a>b,a>c,b>c;a,b`: edges (a chain `a>b>c` is two edges, `a>a` a loop, and a bare
//! name declares a vertex without edges), then `;`, then the chips' vertices (a vertex may
//! carry several chips, except in the annihilation variant). Names are made of a-z, 0-9 and
//! `_`. Canonical form: edges in the order given (repeats dropped), then the vertices without
//! edges, then the chips in vertex order. Move `a>b`: slide a chip from a to b. Board: the
//! graph with its chips and values.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::board::{Board, GraphLook};
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::loopy::{self, Digraph, Labelling};
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::rules::{AsGame, Evaluation, Moves, PositionValue, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Gamma, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};
use crate::working::{LoopyPart, LoopyWorking, Working, MAX_LISTED};

pub const ENTRY: Entry = Entry {
    id: "dag",
    name: "Chips on a DAG",
    example_game: "dag",
    example_position: "a>b,a>c,b>c;a,b",
    summary: "Slide one chip along one edge of a directed graph; cycles may make a draw (dag:annihilate: chips meeting vanish).",
    group: Group::Boards,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks {
        starts: &[
            ("dag", &["a>b>c>d,a>c,b>d,e>a;a,b,e", "a>b,b>c,c>a,c>d,d>e;a,d", "a>a,a>b,b>c,c>b,c>d;a,c,d"]),             ("dag:annihilate", &["a>b,a>c,b>c;a,b", "a>b>c>d,a>c;a,b"]),
        ],
        few_p_near: true,
    },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A directed graph, cycles and loops allowed, with chips on some vertices (a name alone \
     is a vertex without edges). A move slides one chip along one edge. The player who cannot \
     move (every chip on a vertex with no edge out) loses. If play can go on forever, as on \
     a>b,b>a;a, the game is a draw.",
    theory: "Without cycles a vertex's value is the mex of its successors' values (0 at a dead \
     end). With cycles the labelling gives a vertex m when its successors show \
     every value below m, none shows m, and every other successor can return to m; the rest get \
     ∞(K), K their successors' finite values. Chips add by XOR, ∞(K) + n = ∞(K ⊕ n), two ∞ \
     make a draw. ∞(K) wins when 0 is in K, else draws.",
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
        Claim {
            game: "dag",
            position: "a>b,b>a;a",
            fact: Fact::Outcome(Outcome::Draw),
            says: "If play can go on forever, as on a>b,b>a;a, the game is a draw",
        },
        Claim {
            game: "dag",
            position: "a>a,a>b,c>c,c>d;a,c",
            fact: Fact::Formula("∞{0} + ∞{0} = ∞{}"),
            says: "two ∞ make a draw",
        },
        Claim {
            game: "dag",
            position: "a>a,a>b,c>c,c>d;a,c",
            fact: Fact::Outcome(Outcome::Draw),
            says: "two ∞ make a draw",
        },
        Claim {
            game: "dag", position: "a>a,a>b;a", fact: Fact::Outcome(Outcome::N), says: "∞(K) wins when 0 is in K"
        },
        Claim { game: "dag", position: "a>a,a>b;a", fact: Fact::Formula("∞{0}"), says: "∞(K) wins when 0 is in K" },
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

/// A directed graph with its vertices' values; two graphs are equal when their names and
/// edges are (everything else follows from them, except where a cycle was written).
#[derive(Clone, Debug)]
pub struct Graph {
    /// A fingerprint of the names and edges (compared first, and the only thing hashed).
    key: u64,
    pub names: Vec<String>,
    pub edges: Vec<(usize, usize)>,
    /// Successors of each vertex, in edge order.
    pub succ: Vec<Vec<usize>>,
    /// The generalized Sprague–Grundy value of each vertex: on an acyclic graph, its Grundy
    /// value (the mex of its successors').
    pub gamma: Vec<Gamma>,
    /// The vertices given a finite value, in the order the labelling gave it.
    pub order: Vec<usize>,
    /// The first edge, as written, that closes a cycle: the sentence naming it and the cycle,
    /// and where the edge was written (`None` on an acyclic graph).
    pub cycle: Option<(String, usize)>,
}

impl Graph {
    fn identity(&self) -> (u64, &[String], &[(usize, usize)]) {
        (self.key, &self.names, &self.edges)
    }
}

impl PartialEq for Graph {
    fn eq(&self, other: &Self) -> bool {
        self.identity() == other.identity()
    }
}

impl Eq for Graph {}

impl PartialOrd for Graph {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Graph {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.identity().cmp(&other.identity())
    }
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
    let mut cycle = None;
    for (u, v, where_) in &edges_named {
        let (a, b) = (index[u], index[v]);
        if succ[a].contains(&b) {
            continue;
        }
        if cycle.is_none() {
            if let Some(path) = if a == b { Some(vec![a]) } else { Graph::path(&succ, b, a) } {
                let mut names_on: Vec<&str> = path.iter().map(|&x| names[x].as_str()).collect();
                names_on.push(&names[b]);
                cycle = Some((format!("edge {u}>{v} closes a cycle {}", names_on.join(">")), *where_));
            }
        }
        if edges.len() == MAX_EDGES {
            return Err(ParseError::new(format!("too many edges: at most {MAX_EDGES}")));
        }
        succ[a].push(b);
        edges.push((a, b));
    }
    let Labelling { gamma, order } = loopy::label(&Digraph::from_succ(&succ));
    let mut hasher = DefaultHasher::new();
    names.hash(&mut hasher);
    edges.hash(&mut hasher);
    Ok(Graph { key: hasher.finish(), names, edges, succ, gamma, order, cycle })
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

/// Every vertex with its value, in vertex order (for the editor).
pub fn vertex_values(graph: &Graph) -> Vec<(String, Gamma)> {
    graph.names.iter().cloned().zip(graph.gamma.iter().cloned()).collect()
}

impl Graph {
    /// Whether some vertex can reach itself (then chips may move forever).
    pub fn is_cyclic(&self) -> bool {
        self.cycle.is_some()
    }

    /// The Grundy value of a vertex of an acyclic graph (every value there is finite).
    fn grundy(&self, v: usize) -> u32 {
        self.gamma[v].value.expect("an acyclic graph has finite values")
    }
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
        if let (true, Some((cycle, at))) = (self.annihilate, &graph.cycle) {
            return Err(ParseError::at(
                format!(
                    "{cycle}: with annihilation the graph must be acyclic (chips meeting on cycles need \
                     Fraenkel and Yesha's annihilation theory, not sums of chips)"
                ),
                *at,
            ));
        }
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
        Board::Graph {
            names: g.names.clone(),
            edges: g.edges.clone(),
            chips,
            values: g.gamma.clone(),
            look: GraphLook::default(),
        }
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
        // On a cyclic graph the search over options would not end: the loopy valuation answers.
        if comp.graph.is_cyclic() {
            return None;
        }
        Some(comp.chips.iter().fold(0, |acc, &c| acc ^ comp.graph.grundy(c)))
    }
    fn closed_form_value(&self, pos: &Chips) -> Option<PositionValue> {
        let g = chips_gamma(pos);
        Some(PositionValue { outcome: g.outcome(), grundy: g.value, remoteness: None })
    }
    fn own_evaluation(&self, pos: &Chips, moves: &[Move<Chips>]) -> Option<Result<Evaluation, EngineError>> {
        pos.graph.is_cyclic().then(|| Ok(loopy_evaluation(pos, moves)))
    }
    fn own_grundy(&self, pos: &Chips) -> Option<Result<u32, EngineError>> {
        if !pos.graph.is_cyclic() {
            return None;
        }
        let g = chips_gamma(pos);
        Some(g.value.ok_or_else(|| {
            EngineError::Refused(format!(
                "{pos} has the loopy value {g}, not a nimber: it adds to other games only by Smith's rules for \
                 games that need not end"
            ))
        }))
    }
    fn closed_form(&self, pos: &Chips, _misere: bool) -> Option<ClosedFormValue> {
        let g = &pos.graph;
        if g.is_cyclic() {
            return Some(loopy_formula(pos));
        }
        let x = pos.chips.iter().fold(0, |acc, &c| acc ^ g.grundy(c));
        let names: Vec<String> = pos.chips.iter().map(|&c| format!("g({})", g.names[c])).collect();
        let values: Vec<String> = pos.chips.iter().map(|&c| g.grundy(c).to_string()).collect();
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

/// The most positions of a sum of chips on a cyclic graph analysed for remoteness (a draw's
/// outcome and every value come from the vertices' values whatever the size).
pub const MAX_SUM_STATES: usize = 20_000;

/// A position's outcome and remoteness by retrograde analysis.
type Known = (Outcome, Option<u32>);

/// The value of the chips by Smith's rules for sums.
fn chips_gamma(pos: &Chips) -> Gamma {
    Gamma::sum(pos.chips.iter().map(|&c| &pos.graph.gamma[c]))
}

/// The value of a position on a cyclic graph, worked from the chips' values.
fn loopy_formula(pos: &Chips) -> ClosedFormValue {
    let g = &pos.graph;
    let total = chips_gamma(pos);
    let sum = if pos.chips.is_empty() {
        "no chips: 0".to_string()
    } else {
        let names: Vec<String> = pos.chips.iter().map(|&c| format!("γ({})", g.names[c])).collect();
        let values: Vec<String> = pos.chips.iter().map(|&c| g.gamma[c].to_string()).collect();
        format!("{} = {} = {total}", names.join(" + "), values.join(" + "))
    };
    ClosedFormValue {
        text: format!(
            "generalized Sprague–Grundy values added by Smith's rules (n + m = n ⊕ m, ∞K + n = ∞(K ⊕ n), \
             ∞ + ∞ = ∞{{}}): {sum}"
        ),
        grundy: total.value,
        outcome: total.outcome(),
    }
}

/// A position on a graph with a cycle: every value from the vertices' generalized
/// Sprague–Grundy values, and remoteness by retrograde analysis of the sum's positions when
/// they are few enough.
fn loopy_evaluation(pos: &Chips, moves: &[Move<Chips>]) -> Evaluation {
    let dag = Dag { annihilate: false };
    let graph = pos.graph.clone();
    let total = chips_gamma(pos);
    let after: Vec<Gamma> = moves.iter().map(|m| chips_gamma(&m.to)).collect();
    let root = dag.canonical(pos.clone()).chips;
    let explored = loopy::explore(
        root,
        |chips| {
            let here = Chips { graph: graph.clone(), chips: chips.clone() };
            dag.slides(&here)
                .into_iter()
                .map(|(_, _, c)| dag.canonical(Chips { graph: graph.clone(), chips: c }).chips)
                .collect()
        },
        MAX_SUM_STATES,
    );
    let remote: Option<HashMap<Vec<usize>, Known>> =
        explored.map(|(states, digraph)| states.into_iter().zip(loopy::retrograde(&digraph)).collect());
    let valued = |chips: &Chips, g: &Gamma| {
        let known = remote.as_ref().and_then(|m| m.get(&dag.canonical(chips.clone()).chips).copied());
        debug_assert!(
            known.is_none_or(|(o, _)| o == g.outcome()),
            "{chips}: Smith's rules against retrograde analysis"
        );
        PositionValue { outcome: g.outcome(), grundy: g.value, remoteness: known.and_then(|(_, r)| r) }
    };
    let value = valued(pos, &total);
    let move_values = moves.iter().zip(&after).map(|(m, g)| valued(&m.to, g)).collect();
    let note = remoteness_note(&total, remote.is_some());
    let parts = pos
        .chips
        .iter()
        .map(|&c| LoopyPart {
            text: graph.names[c].clone(),
            value: graph.gamma[c].clone(),
            options: graph.succ[c]
                .iter()
                .take(MAX_LISTED)
                .map(|&v| (graph.names[v].clone(), graph.gamma[v].clone()))
                .collect(),
        })
        .collect();
    let order = graph
        .order
        .iter()
        .take(MAX_LISTED)
        .map(|&v| (graph.names[v].clone(), graph.gamma[v].value.expect("labelled vertices are finite")))
        .collect();
    let outcome = total.outcome();
    Evaluation {
        value,
        moves: move_values,
        closed_form: Some(loopy_formula(pos)),
        note,
        working: Some(Working::Loopy(Box::new(LoopyWorking { parts, total, outcome, moves: after, order }))),
        partizan: None,
    }
}

/// Why a loopy position's value comes without a remoteness, if it does: a draw has none, and a
/// sum of more than [`MAX_SUM_STATES`] positions is not analysed (`analysed` false).
pub(crate) fn remoteness_note(total: &Gamma, analysed: bool) -> Option<String> {
    if total.outcome() == Outcome::Draw {
        Some(format!(
            "no remoteness: the position is a draw (value {total}, 0 not in K), so neither player can force the game to end"
        ))
    } else if !analysed {
        Some(format!("remoteness not computed: the sum has more than {MAX_SUM_STATES} positions to analyse"))
    } else {
        None
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

    /// The graph is drawn in layers, its moves said as slides of chips.
    #[test]
    fn board_is_layered_chips() {
        let Board::Graph { look, chips, .. } = plain().board(&plain().parse("a>b,b>c;a,a").unwrap()) else {
            panic!("a dag is drawn as a graph");
        };
        assert_eq!(look.layout, crate::board::Arrangement::Layers);
        assert_eq!(look.slide, "slide a chip");
        assert_eq!(chips, [2, 0, 0]);
    }

    #[test]
    fn errors() {
        let annihilate = Dag { annihilate: true };
        let e = annihilate.parse("a>b,b>c,c>a;a").unwrap_err();
        assert!(e.message.contains("edge c>a closes a cycle a>b>c>a"), "{}", e.message);
        assert_eq!(e.at, Some(8));
        assert!(annihilate.parse("a>a;a").unwrap_err().message.contains("edge a>a"));
        assert!(plain().parse("a>b,b>c,c>a;a").is_ok());
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
    fn vertex_values_of_the_example() {
        let p = plain().parse("a>b,a>c,b>c;a,b").unwrap();
        let values = vertex_values(&p.graph);
        let want = [("a", 2), ("b", 1), ("c", 0)].map(|(v, g)| (v.to_string(), Gamma::finite(g)));
        assert_eq!(values, want.to_vec());
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

        use crate::games::dag::{vertex_values, Chips, Dag};
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
            pos.chips.iter().fold(0, |acc, &c| acc ^ pos.graph.grundy(c))
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
                let values: Vec<(String, u32)> =
                    vertex_values(&pos.graph).into_iter().map(|(n, g)| (n, g.value.unwrap())).collect();
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

            /// Random edge lists: every graph is read, cycles and loops too; it is cyclic exactly
            /// when the transitive closure says so, and the annihilation variant refuses exactly
            /// the cyclic ones, naming an edge of the input.
            #[test]
            fn cycles_are_found_exactly(edges in prop::collection::vec((0usize..4, 0usize..4), 1..=7)) {
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
                let pos = game.parse(&text).unwrap();
                prop_assert_eq!(pos.graph.is_cyclic(), cyclic, "{}", text);
                prop_assert_eq!(game.parse(&pos.to_string()).unwrap(), pos.clone());
                prop_assert_eq!(pos.graph.edges.len(), edges.iter().collect::<std::collections::BTreeSet<_>>().len());
                match (Dag { annihilate: true }).parse(&text) {
                    Ok(_) => prop_assert!(!cyclic, "{} was accepted", text),
                    Err(e) => {
                        prop_assert!(cyclic, "{} was refused: {}", text, e.message);
                        let edge = e.message.split_whitespace().nth(1).unwrap_or("");
                        prop_assert!(text.contains(edge) && e.message.contains("cycle"), "{}", e.message);
                    }
                }
            }
        }
    }

    mod loopy_sums {
        //! Chips on graphs with cycles: the outcome of the whole sum by retrograde analysis,
        //! written here from the definitions, against the values added by Smith's rules.

        use std::collections::BTreeMap;

        use super::super::{vertex_values, Dag};
        use crate::rules::Rules;
        use crate::vocab::{Gamma, Outcome};
        use proptest::prelude::*;

        /// Outcome and remoteness of every chip multiset reachable from `start` (chips as vertex
        /// indices of `succ`), by the definitions taken in order of remoteness: P in 0 without a
        /// move; N in k when some move reaches P in k - 1; P in k when every move reaches N and
        /// the slowest in k - 1; a draw when never decided.
        fn brute(succ: &[Vec<usize>], start: Vec<usize>) -> BTreeMap<Vec<usize>, (Outcome, Option<u32>)> {
            let mut kids: BTreeMap<Vec<usize>, Vec<Vec<usize>>> = BTreeMap::new();
            let mut stack = vec![start];
            while let Some(s) = stack.pop() {
                if kids.contains_key(&s) {
                    continue;
                }
                let mut ks = Vec::new();
                for i in 0..s.len() {
                    for &v in &succ[s[i]] {
                        let mut t = s.clone();
                        t[i] = v;
                        t.sort_unstable();
                        ks.push(t);
                    }
                }
                stack.extend(ks.iter().filter(|k| !kids.contains_key(*k)).cloned());
                kids.insert(s, ks);
            }
            let mut val: BTreeMap<Vec<usize>, (Outcome, u32)> = BTreeMap::new();
            for k in 0..=2 * kids.len() as u32 + 1 {
                let mut found = Vec::new();
                for (s, ks) in &kids {
                    if val.contains_key(s) {
                        continue;
                    }
                    let decided = if ks.is_empty() {
                        Some(Outcome::P)
                    } else if k > 0 && ks.iter().any(|c| val.get(c) == Some(&(Outcome::P, k - 1))) {
                        Some(Outcome::N)
                    } else if ks.iter().all(|c| matches!(val.get(c), Some(&(Outcome::N, _)))) {
                        Some(Outcome::P)
                    } else {
                        None
                    };
                    if let Some(o) = decided {
                        found.push((s.clone(), (o, k)));
                    }
                }
                val.extend(found);
            }
            kids.keys().map(|s| (s.clone(), val.get(s).map_or((Outcome::Draw, None), |&(o, r)| (o, Some(r))))).collect()
        }

        /// Solves `edges;chips` (vertices v0.. declared in order) and checks the solution against
        /// the brute force: the outcome, remoteness, each move's outcome, and Smith's sum.
        fn check(n: usize, edges: &[(usize, usize)], chips: &[usize]) -> Result<(), TestCaseError> {
            let mut succ = vec![Vec::new(); n];
            let mut items = Vec::new();
            for &(u, v) in edges {
                if !succ[u].contains(&v) {
                    succ[u].push(v);
                }
                items.push(format!("v{u}>v{v}"));
            }
            items.extend((0..n).map(|v| format!("v{v}")));
            let chip_names: Vec<String> = chips.iter().map(|c| format!("v{c}")).collect();
            let text = format!("{};{}", items.join(","), chip_names.join(","));
            let mut start = chips.to_vec();
            start.sort_unstable();
            let want = brute(&succ, start.clone());
            let game = crate::games::lookup("dag").unwrap();
            let sol = game.solve(&text, false).unwrap();
            let (outcome, remoteness) = want[&start];
            prop_assert_eq!(sol.outcome, outcome, "{}", text);
            prop_assert_eq!(sol.remoteness, remoteness, "{}: remoteness", text);
            // Smith's rules on the vertices' values, independently of the solution's sum.
            let pos = Dag { annihilate: false }.parse(&text).unwrap();
            let values = vertex_values(&pos.graph);
            let by_name: BTreeMap<String, Gamma> = values.into_iter().collect();
            let total = Gamma::sum(chip_names.iter().map(|c| &by_name[c]));
            prop_assert_eq!(total.outcome(), outcome, "{}: Smith's sum {}", text, total);
            for m in &sol.moves {
                let (from, to) = m.text.split_once('>').unwrap();
                let (from, to): (usize, usize) = (from[1..].parse().unwrap(), to[1..].parse().unwrap());
                let mut after = start.clone();
                let i = after.iter().position(|&c| c == from).unwrap();
                after[i] = to;
                after.sort_unstable();
                let (o, r) = want[&after];
                prop_assert_eq!(m.outcome, o, "{}: move {}", text, m.text);
                prop_assert_eq!(m.remoteness, r, "{}: remoteness of move {}", text, m.text);
                prop_assert_eq!(m.winning, o == Outcome::P, "{}: move {}", text, m.text);
            }
            Ok(())
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(96))]

            /// Random digraphs on up to 5 vertices (cycles and loops allowed), 1 to 3 chips.
            #[test]
            fn sums_against_retrograde_analysis(
                n in 1usize..=5,
                raw in prop::collection::vec((0usize..5, 0usize..5), 0..12),
                chips in prop::collection::vec(0usize..5, 1..=3),
            ) {
                let edges: Vec<(usize, usize)> = raw.into_iter().map(|(u, v)| (u % n, v % n)).collect();
                let chips: Vec<usize> = chips.into_iter().map(|c| c % n).collect();
                check(n, &edges, &chips)?;
            }
        }

        fn solve(text: &str) -> crate::value::Solution {
            crate::games::lookup("dag").unwrap().solve(text, false).unwrap()
        }

        fn values(text: &str) -> Vec<String> {
            let pos = Dag { annihilate: false }.parse(text).unwrap();
            vertex_values(&pos.graph).into_iter().map(|(n, g)| format!("{n}={g}")).collect()
        }

        /// T. S. Ferguson, "Game Theory", Part I: Impartial Combinatorial Games, section 3.4,
        /// Figure 3.4: the cycle a>b>c>a with the exit c>d>e. e is terminal (0), d has value 1,
        /// and a, b and c are tied positions (draws); "the Sprague-Grundy function does not
        /// exist" there, and the generalized one gives them ∞: c's finite option d makes K = {1}.
        #[test]
        fn ferguson_figure_3_4() {
            let graph = "a>b,b>c,c>a,c>d,d>e";
            assert_eq!(values(&format!("{graph};")), ["a=∞{}", "b=∞{}", "c=∞{1}", "d=1", "e=0"]);
            for v in ["a", "b", "c"] {
                let sol = solve(&format!("{graph};{v}"));
                assert_eq!(sol.outcome, Outcome::Draw, "{v}");
                assert_eq!(sol.remoteness, None);
                assert!(sol.note.as_deref().unwrap().contains("no remoteness"), "{:?}", sol.note);
            }
            assert_eq!(solve(&format!("{graph};d")).outcome, Outcome::N);
            // ∞{1} + 1 = ∞{0}: a chip on c beside one on d wins, by c>d (1 + 1 = 0).
            let sol = solve(&format!("{graph};c,d"));
            assert_eq!(sol.outcome, Outcome::N);
            assert_eq!(sol.loopy.as_ref().unwrap().value, Gamma::infinite(vec![0]));
            let wins: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
            assert_eq!(wins, ["c>d"]);
        }

        /// Smith's rules on small cases with known answers: a 2-cycle is ∞{} (a draw), a loop
        /// beside a dead end is ∞{0} (a win: leave by the exit), and two such loops draw.
        #[test]
        fn smiths_rules() {
            let sol = solve("a>b,b>a;a");
            assert_eq!(sol.outcome, Outcome::Draw);
            assert_eq!(sol.grundy, None);
            assert_eq!(sol.loopy.as_ref().unwrap().value, Gamma::infinite(vec![]));
            let sol = solve("a>a,a>b;a");
            assert_eq!((sol.outcome, sol.remoteness), (Outcome::N, Some(1)));
            assert_eq!(sol.loopy.as_ref().unwrap().moves, [Gamma::infinite(vec![0]), Gamma::finite(0)]);
            assert_eq!(solve("a>a,a>b,c>c,c>d;a,c").outcome, Outcome::Draw);
            // A cycle with an exit has finite values: a = 0 (its escape b is answered by b>c).
            let sol = solve("a>b,b>a,b>c;a");
            assert_eq!((sol.outcome, sol.grundy, sol.remoteness), (Outcome::P, Some(0), Some(2)));
            assert!(sol.loopy.is_some());
            let g = crate::games::lookup("dag").unwrap();
            assert_eq!(g.grundy("a>b,b>a,b>c;a,b"), Ok(1));
            assert!(g.grundy("a>b,b>a;a").unwrap_err().to_string().contains("∞{}"));
        }

        /// An acyclic graph's solution carries no loopy values (its JSON is as before).
        #[test]
        fn acyclic_solutions_are_unchanged() {
            let sol = solve("a>b,a>c,b>c;a,b");
            assert!(sol.loopy.is_none());
            assert_eq!(sol.grundy, Some(3));
        }
    }
}
