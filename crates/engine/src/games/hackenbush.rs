//! Blue-Red-Green Hackenbush: a graph drawn from the ground, vertex 0, written as edges
//! `u-v:c` separated by commas (`0-1:b,1-2:r,0-3:g`), c = b (blue, Left's), r (red, Right's)
//! or g (green, either player's); loops and multiple edges are allowed. A move deletes one edge
//! of one's own colour or a green one, and every edge no longer connected to the ground
//! disappears. A move is written as the edge (`1-2:r`), with `#2` for the second of equal
//! edges. A position lists only what stands: an edge that no path joins to the ground is
//! refused where it is written (it would have fallen), and `-` is the empty picture.
//!
//! The pieces that hang from the ground separately are independent summands; each is
//! renumbered from the ground so that equal pieces share a transposition entry, and swapping
//! blue and red negates a piece's value.

use std::fmt;

use crate::board::{Board, EditSpec, GraphEdit, EDGE_COLOURS};
use crate::game::{Checks, Entry, Group};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "hackenbush",
    name: "Hackenbush",
    example_game: "hackenbush",
    example_position: "0-1:b,1-2:r,2-3:b,0-4:r,4-5:b,0-6:g,6-7:g",
    summary: "Cut a blue (Left) or red (Right) edge, or a green one (either); whatever falls off the ground goes; who cannot cut loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Hackenbush>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("hackenbush", &["0-1:b,1-2:r,0-3:g", "0-1:g,1-2:g,2-0:b", "0-1:b,1-1:r"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A picture of edges standing on the ground. Left cuts a blue edge or a green one, Right a \
     red edge or a green one; whatever is no longer connected to the ground falls away. A \
     player who cannot cut loses.",
    theory: "Pieces standing separately add up. A blue stalk of n edges is worth n; a blue-red \
     string is a number: its first run counts 1 an edge, then each edge is worth half the one \
     before, with its colour's sign. A green stalk of n edges is *n.",
    example: "0-1:b,1-2:r is 1/2: a blue edge with a red one on top. Left cutting first takes the \
     blue edge, the red one falls with it and Right has no move; Right cutting first leaves \
     the blue edge, one more move for Left. So Left wins whoever starts.",
    claims: &[Claim {
        game: "hackenbush",
        position: "0-1:b,1-2:r",
        fact: Fact::Outcome(Outcome::L),
        says: "Left wins whoever starts",
    }],
};

/// The most edges: a graph with more has too many positions to value.
const MAX_EDGES: usize = 40;
/// The largest vertex number.
const MAX_VERTEX: usize = 1000;

/// The editor draws edges in the colours the board is drawn in.
pub(crate) const EDIT: GraphEdit = GraphEdit { colours: EDGE_COLOURS, max_edges: MAX_EDGES };

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Hackenbush;

/// An edge's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Blue,
    Red,
    Green,
}

impl Colour {
    fn letter(self) -> char {
        match self {
            Colour::Blue => 'b',
            Colour::Red => 'r',
            Colour::Green => 'g',
        }
    }

    fn swapped(self) -> Colour {
        match self {
            Colour::Blue => Colour::Red,
            Colour::Red => Colour::Blue,
            Colour::Green => Colour::Green,
        }
    }
}

/// The edges still standing, each (u, v, colour) with u ≤ v.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Graph {
    pub edges: Vec<(usize, usize, Colour)>,
}

impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.edges.is_empty() {
            return f.write_str("-");
        }
        let parts: Vec<String> = self.edges.iter().map(|&(u, v, c)| format!("{u}-{v}:{}", c.letter())).collect();
        f.write_str(&parts.join(","))
    }
}

pub fn parse_graph(text: &str) -> Result<Graph, ParseError> {
    let t = text.trim();
    // `-` is the empty picture, what is left when everything is cut.
    if t == "-" {
        return Ok(Graph { edges: Vec::new() });
    }
    if t.is_empty() {
        return Err(ParseError::new("no edges: write edges u-v:c from the ground 0, e.g. 0-1:b,1-2:r (b, r or g)"));
    }
    let mut edges = Vec::new();
    // Where each edge is written, to point at one that stands on nothing.
    let mut starts = Vec::new();
    let mut offset = 0;
    for part in text.split(',') {
        let lead = part.len() - part.trim_start().len();
        let item = part.trim();
        let at = offset + lead;
        let err = |m: String| ParseError::at(m, at);
        let (ends, colour) = item
            .split_once(':')
            .ok_or_else(|| err(format!("edge '{item}' needs a colour: write u-v:b, u-v:r or u-v:g")))?;
        let (u, v) = ends
            .split_once('-')
            .ok_or_else(|| err(format!("edge '{item}' needs two ends: write u-v:c, e.g. 0-1:b")))?;
        let vertex = |s: &str| -> Result<usize, ParseError> {
            match s.trim().parse::<usize>() {
                Ok(n) if n <= MAX_VERTEX => Ok(n),
                _ => Err(err(format!("'{}' in edge '{item}' is not a vertex number from 0 to {MAX_VERTEX}", s.trim()))),
            }
        };
        let (u, v) = (vertex(u)?, vertex(v)?);
        let colour = match colour.trim() {
            "b" | "B" => Colour::Blue,
            "r" | "R" => Colour::Red,
            "g" | "G" => Colour::Green,
            c => {
                return Err(ParseError::at(
                    format!("'{c}' is not a colour: write b (blue), r (red) or g (green)"),
                    at + ends.len() + 1,
                ))
            }
        };
        edges.push((u.min(v), u.max(v), colour));
        starts.push(at);
        offset += part.len() + 1;
    }
    if edges.len() > MAX_EDGES {
        return Err(ParseError::new(format!("{} edges; at most {MAX_EDGES} are allowed", edges.len())));
    }
    let graph = Graph { edges };
    // An edge that nothing joins to the ground would fall at once: it is refused rather than
    // dropped, so that a slip (1-2 written for 0-2) is shown where it is. The moves still drop
    // what falls, through `grounded`.
    let standing = graph.clone().grounded();
    if standing.edges.is_empty() {
        return Err(ParseError::at(
            "no edge touches the ground (vertex 0): the first edge must start at 0, e.g. 0-1:b,1-2:r",
            starts[0],
        ));
    }
    if let Some(i) = (0..graph.edges.len()).find(|&i| !standing.edges.contains(&graph.edges[i])) {
        return Err(ParseError::at(
            format!(
                "edge '{}' is not joined to the ground (vertex 0) by the other edges: every edge must stand on the ground",
                Graph { edges: vec![graph.edges[i]] }
            ),
            starts[i],
        ));
    }
    Ok(graph)
}

impl Graph {
    /// The graph without the edges that no path joins to the ground.
    pub(crate) fn grounded(mut self) -> Graph {
        let mut reached = vec![0usize];
        let mut changed = true;
        while changed {
            changed = false;
            for &(u, v, _) in &self.edges {
                let (hu, hv) = (reached.contains(&u), reached.contains(&v));
                if hu != hv {
                    reached.push(if hu { v } else { u });
                    changed = true;
                }
            }
        }
        self.edges.retain(|(u, _, _)| reached.contains(u));
        self
    }

    /// The move text of edge `i`: the edge, with `#k` for the k-th of equal edges.
    pub(crate) fn edge_text(&self, i: usize) -> String {
        let (u, v, c) = self.edges[i];
        let same = self.edges[..i].iter().filter(|&&e| e == (u, v, c)).count();
        let base = format!("{u}-{v}:{}", c.letter());
        if same > 0 {
            format!("{base}#{}", same + 1)
        } else {
            base
        }
    }

    /// The piece renumbered from the ground in the order vertices are met, its edges sorted,
    /// with blue and red swapped if asked: equal pieces get equal texts.
    fn renumbered(&self, swap: bool) -> Vec<(usize, usize, Colour)> {
        let mut order = vec![0usize];
        let mut edges = self.edges.clone();
        edges.sort_by_key(|&(u, v, c)| (u, v, c));
        let mut changed = true;
        while changed {
            changed = false;
            for &(u, v, _) in &edges {
                for (a, b) in [(u, v), (v, u)] {
                    if order.contains(&a) && !order.contains(&b) {
                        order.push(b);
                        changed = true;
                    }
                }
            }
        }
        let at = |x: usize| order.iter().position(|&y| y == x).unwrap_or(0);
        let mut out: Vec<(usize, usize, Colour)> = edges
            .iter()
            .map(|&(u, v, c)| {
                let (a, b) = (at(u), at(v));
                (a.min(b), a.max(b), if swap { c.swapped() } else { c })
            })
            .collect();
        out.sort();
        out
    }
}

impl Rules for Hackenbush {
    type Pos = Graph;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Graph, ParseError> {
        parse_graph(text)
    }
    fn board(&self, pos: &Graph) -> Board {
        Board::Edges { edges: pos.edges.iter().map(|&(u, v, c)| (u, v, c.letter())).collect() }
    }
    fn sides(&self, _pos: &Graph) -> Option<(String, String)> {
        Some(("blue".into(), "red".into()))
    }
    fn edit_spec(&self) -> Option<EditSpec> {
        Some(EditSpec::Graph(EDIT))
    }
}

impl PartizanGame for Hackenbush {
    type Key = Vec<(usize, usize, Colour)>;

    fn side_moves(&self, pos: &Graph, side: Side) -> Vec<Move<Graph>> {
        let own = match side {
            Side::Left => Colour::Blue,
            Side::Right => Colour::Red,
        };
        let mut out = Vec::new();
        for (i, &(_, _, c)) in pos.edges.iter().enumerate() {
            if c != own && c != Colour::Green {
                continue;
            }
            let mut edges = pos.edges.clone();
            edges.remove(i);
            out.push(Move { text: pos.edge_text(i), spot: Spot::Edge { index: i }, to: Graph { edges }.grounded() });
        }
        out
    }

    /// The pieces standing on the ground separately: edges joined through vertices other than
    /// the ground.
    fn components(&self, pos: &Graph) -> Vec<Graph> {
        let n = pos.edges.len();
        let mut group: Vec<usize> = (0..n).collect();
        fn find(g: &mut [usize], x: usize) -> usize {
            let mut r = x;
            while g[r] != r {
                r = g[r];
            }
            g[x] = r;
            r
        }
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (pos.edges[i], pos.edges[j]);
                let shared = [a.0, a.1].iter().any(|&x| x != 0 && (x == b.0 || x == b.1));
                if shared {
                    let (ri, rj) = (find(&mut group, i), find(&mut group, j));
                    group[ri] = rj;
                }
            }
        }
        let mut pieces: Vec<(usize, Graph)> = Vec::new();
        for i in 0..n {
            let r = find(&mut group, i);
            match pieces.iter_mut().find(|(k, _)| *k == r) {
                Some((_, g)) => g.edges.push(pos.edges[i]),
                None => pieces.push((r, Graph { edges: vec![pos.edges[i]] })),
            }
        }
        pieces.into_iter().map(|(_, g)| g).collect()
    }

    fn key(&self, comp: &Graph) -> (Vec<(usize, usize, Colour)>, bool) {
        let (a, b) = (comp.renumbered(false), comp.renumbered(true));
        if b < a {
            (b, true)
        } else {
            (a, false)
        }
    }
}

partizan::serve_partizan!(Hackenbush);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;

    #[test]
    fn cutting_drops_what_falls() {
        let g = parse_graph("0-1:b,1-2:r,2-3:g,0-4:g").unwrap();
        let left = Hackenbush.side_moves(&g, Side::Left);
        let texts: Vec<&str> = left.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["0-1:b", "2-3:g", "0-4:g"]);
        assert_eq!(left[0].to.to_string(), "0-4:g", "cutting the bottom edge drops the stalk above it");
        let right = Hackenbush.side_moves(&g, Side::Right);
        assert_eq!(right[0].to.to_string(), "0-1:b,0-4:g");
        assert_eq!(Hackenbush.components(&g).len(), 2);
    }

    #[test]
    fn known_values() {
        let g = lookup("hackenbush").unwrap();
        assert_eq!(g.canonical("0-1:b,1-2:b,2-3:b").unwrap(), "3");
        assert_eq!(g.canonical("0-1:b,1-2:r").unwrap(), "1/2");
        assert_eq!(g.canonical("0-1:g,1-2:g").unwrap(), "*2");
        // A loop at a blue edge's top and a triangle: still cut one edge at a time.
        assert_eq!(g.canonical("0-1:b,1-1:r").unwrap(), "1/2");
        assert_eq!(g.canonical("-").unwrap(), "0");
    }

    #[test]
    fn the_editor_writes_positions_as_the_game_does() {
        use crate::board::EdgeGraph;
        let mut g = EdgeGraph::default();
        for (from, code) in [(0, 'b'), (1, 'r'), (0, 'g'), (3, 'g'), (0, 'r')] {
            g = EDIT.add_edge(&g, from, None, code).unwrap();
            let text = g.text();
            assert_eq!(parse_graph(&text).unwrap().to_string(), text);
        }
        let game = lookup("hackenbush").unwrap();
        assert_eq!(g.text(), "0-1:b,1-2:r,0-3:g,3-4:g,0-5:r");
        // Cutting the red edge on top of the blue one, as Right's first move does: the same
        // value, the vertices renumbered.
        let cut = EDIT.delete_edge(&g, 1);
        assert_eq!(cut.text(), "0-1:b,0-2:g,2-3:g,0-4:r");
        let moved = Hackenbush.side_moves(&parse_graph(&g.text()).unwrap(), Side::Right)[0].to.to_string();
        assert_eq!(game.canonical(&cut.text()).unwrap(), game.canonical(&moved).unwrap());
        for _ in 0..MAX_EDGES - g.edges.len() {
            g = EDIT.add_edge(&g, 0, None, 'g').unwrap();
        }
        assert!(parse_graph(&g.text()).is_ok());
        assert!(EDIT.add_edge(&g, 0, None, 'g').is_err(), "no more edges than a position may have");
    }

    #[test]
    fn bad_graphs_name_the_edge() {
        assert_eq!(parse_graph("0-1:b,1-2:y").unwrap_err().at, Some(10));
        assert_eq!(parse_graph("0-1:b, 12").unwrap_err().at, Some(7));
        assert!(parse_graph("").is_err());
    }

    #[test]
    fn edges_standing_on_nothing_are_refused_where_they_are_written() {
        let e = parse_graph("1-2:b,2-3:r").unwrap_err();
        assert!(e.message.contains("no edge touches the ground (vertex 0)"), "{}", e.message);
        assert_eq!(e.at, Some(0));
        let e = parse_graph("0-1:b, 5-6:r,1-2:g").unwrap_err();
        assert!(e.message.contains("edge '5-6:r' is not joined to the ground"), "{}", e.message);
        assert_eq!(e.at, Some(7));
        // Joined through a later edge, or standing as a loop on the ground: fine.
        assert_eq!(parse_graph("1-2:b,0-1:r").unwrap().to_string(), "1-2:b,0-1:r");
        assert_eq!(parse_graph("0-0:g").unwrap().to_string(), "0-0:g");
        assert_eq!(parse_graph("-").unwrap().to_string(), "-");
    }

    #[test]
    fn the_board_is_the_edges_and_each_move_cuts_one_of_them() {
        let g = parse_graph("0-1:b,1-2:r,2-3:b,0-4:r,4-5:b,0-6:g,6-7:g,1-2:r,3-3:g").unwrap();
        let Board::Edges { edges } = Hackenbush.board(&g) else { panic!("an edges board") };
        assert_eq!(edges.len(), g.edges.len());
        assert_eq!(edges[1], (1, 2, 'r'));
        let mut cut = 0;
        for side in [Side::Left, Side::Right] {
            for m in Hackenbush.side_moves(&g, side) {
                let Spot::Edge { index } = m.spot else { panic!("{} is not at an edge", m.text) };
                let (u, v, c) = edges[index];
                // The move names the edge it is made at, and is its side's (or green).
                assert!(m.text.starts_with(&format!("{u}-{v}:{c}")), "{} at edge {index}", m.text);
                assert!(c == 'g' || (c == 'b') == (side == Side::Left), "{} for {side:?}", m.text);
                // Cutting that edge of the board and letting what falls go gives the move's position.
                let mut left: Vec<(usize, usize, char)> = edges.clone();
                left.remove(index);
                let kept = grounded_letters(&crate::board::EdgeGraph { edges: left });
                let Board::Edges { edges: after } = Hackenbush.board(&m.to) else { panic!("an edges board") };
                assert_eq!(after, kept, "cutting edge {index}");
                cut += 1;
            }
        }
        assert_eq!(cut, 12);
    }

    /// The edges a board keeps standing, by the editor's own rule (an independent search).
    fn grounded_letters(g: &crate::board::EdgeGraph) -> Vec<(usize, usize, char)> {
        let mut at = vec![0usize];
        loop {
            let more: Vec<usize> = g
                .edges
                .iter()
                .flat_map(|&(u, v, _)| [(u, v), (v, u)])
                .filter(|(a, b)| at.contains(a) && !at.contains(b))
                .map(|(_, b)| b)
                .collect();
            if more.is_empty() {
                break;
            }
            at.extend(more);
        }
        g.edges.iter().copied().filter(|e| at.contains(&e.0)).collect()
    }
}
