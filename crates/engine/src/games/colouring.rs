//! What Snort and Col share: a grid whose squares are coloured one at a time, Left's (`L`,
//! blue) or Right's (`R`, red), under a rule about the colours next to a square.
//!
//! Notation: rows top to bottom separated by `/`; `.` an uncoloured square, `L` and `R` a
//! coloured one, `#` no square; `RxC` for an empty R-row, C-column board (a strip is one row,
//! `1x5` or `.....`). Also read, for positions met while valuing: `l` an uncoloured square only
//! Left may still colour, `r` one only Right may (a "tinted" square).
//!
//! A graph is written by its edges, then `;` and the coloured vertices: `a-b-c,c-d;a=L,d=r`
//! (a chain `a-b-c` is two edges, a bare name a vertex without edges, and `a-b;` or `a;` a
//! graph with nothing coloured). Names are made of a-z, 0-9 and `_`; a vertex is coloured `L`
//! or `R`, or tinted `l` or `r`. A move is the vertex coloured, named.
//!
//! Valuing: a coloured square only matters through its uncoloured neighbours, so it is removed
//! and its neighbours are tinted with what it forbids (a square nobody may colour goes too).
//! What is left splits into regions of uncoloured squares that do not touch; each is a
//! summand, cropped to its bounding box. The eight symmetries of the square keep a region's
//! value and swapping the tints negates it, which the transposition key uses.

use std::fmt;

use crate::board::{Board, Glyph, GridLook, Token};
use crate::vocab::{Move, ParseError, Side, Spot};

/// The most squares on a board: more would give positions far beyond what can be valued.
pub const MAX_CELLS: usize = 64;

/// The most squares left in one region. Measured with the release CLI (loaded machine): the
/// worst shape tried, a 4 x 5 board less two corners, takes 8.6 s in Col and 12.9 s in Snort;
/// 3 x 6 takes 2.0 s and 2.6 s; 4 x 5 (20 squares) 31 s in Col's test build. Snort's hot
/// forms are as quick as Col's numbers once their value theory skips the sums that grow
/// past use (`partizan::working`).
pub const MAX_REGION: usize = 18;

/// A colouring game's `Rules` and `PartizanGame`: everything but its entry (`$entry`) and
/// its rule is the same in both games, so it is written once here.
macro_rules! colouring_game {
    ($game:ident, $rule:expr, $entry:expr) => {
        /// The game (it takes no parameters).
        #[derive(Default)]
        pub struct $game;

        impl $crate::rules::Rules for $game {
            type Pos = $crate::games::colouring::Field;

            fn entry(&self) -> &'static $crate::game::Entry {
                &$entry
            }
            fn parse(&self, text: &str) -> Result<Self::Pos, $crate::vocab::ParseError> {
                $crate::games::colouring::parse(text)
            }
            fn edit_spec(&self) -> Option<$crate::board::EditSpec> {
                Some($crate::board::EditSpec::Grid($crate::board::GridEdit { cycle: ".LR#", max_rows: 6, max_cols: 6 }))
            }
            fn board(&self, pos: &Self::Pos) -> $crate::board::Board {
                $crate::games::colouring::field_board(pos)
            }
            fn sides(&self, _pos: &Self::Pos) -> Option<(String, String)> {
                Some(("blue, L".into(), "red, R".into()))
            }
        }

        impl $crate::partizan::PartizanGame for $game {
            type Key = Vec<Vec<u8>>;

            fn side_moves(&self, pos: &Self::Pos, side: $crate::vocab::Side) -> Vec<$crate::vocab::Move<Self::Pos>> {
                $crate::games::colouring::field_moves(pos, $rule, side)
            }
            fn components(&self, pos: &Self::Pos) -> Vec<Self::Pos> {
                $crate::games::colouring::field_components(pos, $rule)
            }
            fn too_large(&self, comp: &Self::Pos) -> Option<String> {
                let n = $crate::games::colouring::field_squares(comp);
                let most = $crate::games::colouring::MAX_REGION;
                (n > most).then(|| {
                    format!("a region of {n} uncoloured squares; at most {most} can be valued (colour or remove some)")
                })
            }
            fn key(&self, comp: &Self::Pos) -> (Vec<Vec<u8>>, bool) {
                $crate::games::colouring::field_key(comp)
            }
        }

        $crate::partizan::serve_partizan!($game);
    };
}
pub(crate) use colouring_game;

/// A board to colour: a grid of squares, or a graph of named vertices.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Grid(Grid),
    Graph(Graph),
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Grid(g) => g.fmt(f),
            Field::Graph(g) => g.fmt(f),
        }
    }
}

/// A board from its text: a graph when it has an edge (`-`) or a `;`, else a grid.
pub fn parse(text: &str) -> Result<Field, ParseError> {
    if text.contains(['-', ';']) {
        parse_graph(text).map(Field::Graph)
    } else {
        parse_grid(text).map(Field::Grid)
    }
}

/// Each side's moves on a board.
pub fn field_moves(pos: &Field, rule: Rule, side: Side) -> Vec<Move<Field>> {
    match pos {
        Field::Grid(g) => side_moves(g, rule, side)
            .into_iter()
            .map(|m| Move { text: m.text, spot: m.spot, to: Field::Grid(m.to) })
            .collect(),
        Field::Graph(g) => graph_moves(g, rule, side)
            .into_iter()
            .map(|m| Move { text: m.text, spot: m.spot, to: Field::Graph(m.to) })
            .collect(),
    }
}

/// The independent regions of a board (see [`components`] and [`graph_components`]).
pub fn field_components(pos: &Field, rule: Rule) -> Vec<Field> {
    match pos {
        Field::Grid(g) => components(g, rule).into_iter().map(Field::Grid).collect(),
        Field::Graph(g) => graph_components(g, rule).into_iter().map(Field::Graph).collect(),
    }
}

/// A region's transposition key, and whether it stands for the region's negative.
pub fn field_key(comp: &Field) -> (Vec<Vec<u8>>, bool) {
    match comp {
        Field::Grid(g) => key(g),
        Field::Graph(g) => graph_key(g),
    }
}

/// The squares or vertices still to be coloured in a region.
pub fn field_squares(comp: &Field) -> usize {
    match comp {
        Field::Grid(g) => squares(g),
        Field::Graph(g) => g.marks.iter().filter(|&&v| matches!(v, b'.' | b'l' | b'r')).count(),
    }
}

/// How a board is drawn.
pub fn field_board(pos: &Field) -> Board {
    match pos {
        Field::Grid(g) => board(g),
        Field::Graph(g) => Board::Vertices {
            names: g.names.clone(),
            edges: g.edges.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect(),
            marks: g.marks.iter().map(|&b| b as char).collect(),
            look: look(),
        },
    }
}

/// A graph of named vertices, each uncoloured (`.`), coloured (`L`, `R`) or tinted (`l`, `r`);
/// the edges as written (each once, either way round), in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Graph {
    pub names: Vec<String>,
    pub marks: Vec<u8>,
    pub edges: Vec<(usize, usize)>,
    /// Each vertex's neighbours, in increasing order.
    adj: Vec<Vec<usize>>,
}

impl Graph {
    fn new(names: Vec<String>, marks: Vec<u8>, edges: Vec<(usize, usize)>) -> Graph {
        let mut adj = vec![Vec::new(); names.len()];
        for &(u, v) in &edges {
            adj[u].push(v);
            adj[v].push(u);
        }
        for a in &mut adj {
            a.sort_unstable();
        }
        Graph { names, marks, edges, adj }
    }

    fn may_colour(&self, rule: Rule, side: Side, v: usize) -> bool {
        let (own, tint_own, theirs) = match side {
            Side::Left => (b'L', b'l', b'R'),
            Side::Right => (b'R', b'r', b'L'),
        };
        let m = self.marks[v];
        let banned = match rule {
            Rule::Snort => theirs,
            Rule::Col => own,
        };
        (m == b'.' || m == tint_own) && self.adj[v].iter().all(|&u| self.marks[u] != banned)
    }
}

/// Edges in order, a chain where an edge starts where the one before it ended (`a-b-c`), then
/// the vertices without edges, then the coloured and tinted vertices (`;a=L,d=r`); `;` alone
/// when none is.
impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        let mut last: Option<usize> = None;
        for &(u, v) in &self.edges {
            match (last, parts.last_mut()) {
                (Some(end), Some(chain)) if end == u => {
                    chain.push('-');
                    chain.push_str(&self.names[v]);
                }
                _ => parts.push(format!("{}-{}", self.names[u], self.names[v])),
            }
            last = Some(v);
        }
        parts.extend((0..self.names.len()).filter(|&v| self.adj[v].is_empty()).map(|v| self.names[v].clone()));
        // The colours in the order the vertices are first written, so that the text read back
        // is written the same way.
        let mut order: Vec<usize> = Vec::new();
        for v in self
            .edges
            .iter()
            .flat_map(|&(u, v)| [u, v])
            .chain((0..self.names.len()).filter(|&v| self.adj[v].is_empty()))
        {
            if !order.contains(&v) {
                order.push(v);
            }
        }
        let marked: Vec<String> = order
            .into_iter()
            .filter(|&v| self.marks[v] != b'.')
            .map(|v| format!("{}={}", self.names[v], self.marks[v] as char))
            .collect();
        write!(f, "{};{}", parts.join(","), marked.join(","))
    }
}

fn is_name(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// A graph from `EDGES;COLOURS` (see the module's notation).
pub fn parse_graph(text: &str) -> Result<Graph, ParseError> {
    let (edges_text, colours) = text.split_once(';').unwrap_or((text, ""));
    let mut names: Vec<String> = Vec::new();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    let index = |name: &str, names: &mut Vec<String>| -> usize {
        names.iter().position(|n| n == name).unwrap_or_else(|| {
            names.push(name.to_string());
            names.len() - 1
        })
    };
    for item in edges_text.split(',') {
        let mut prev: Option<usize> = None;
        let mut off = at;
        for raw in item.split('-') {
            let name = raw.trim();
            let start = off + (raw.len() - raw.trim_start().len());
            if !is_name(name) {
                let what = if name.is_empty() {
                    "a vertex name is missing".to_string()
                } else {
                    format!("'{name}' is not a vertex name")
                };
                return Err(ParseError::at(
                    format!("{what}: names are made of a-z, 0-9 and _, edges written a-b, e.g. a-b-c,c-d;a=L"),
                    start,
                ));
            }
            let v = index(name, &mut names);
            if let Some(u) = prev {
                if u == v {
                    return Err(ParseError::at(
                        format!("{name} is joined to itself: an edge joins two vertices"),
                        start,
                    ));
                }
                if !edges.iter().any(|&(a, b)| (a, b) == (u, v) || (a, b) == (v, u)) {
                    edges.push((u, v));
                }
            }
            prev = Some(v);
            off += raw.len() + 1;
        }
        at += item.len() + 1;
    }
    if names.len() > MAX_CELLS {
        return Err(ParseError::new(format!(
            "the graph has {} vertices; at most {MAX_CELLS} are allowed",
            names.len()
        )));
    }
    let mut marks = vec![b'.'; names.len()];
    let mut off = edges_text.len() + 1;
    for item in colours.split(',') {
        let start = off + (item.len() - item.trim_start().len());
        off += item.len() + 1;
        if item.trim().is_empty() {
            continue;
        }
        let Some((name, mark)) = item.trim().split_once('=') else {
            return Err(ParseError::at(
                format!(
                    "'{}' is not a colouring: write vertex=L, vertex=R (coloured) or vertex=l, vertex=r (tinted)",
                    item.trim()
                ),
                start,
            ));
        };
        let Some(v) = names.iter().position(|n| n == name.trim()) else {
            return Err(ParseError::at(format!("'{}' is not a vertex of the graph", name.trim()), start));
        };
        let m = match mark.trim() {
            "L" => b'L',
            "R" => b'R',
            "l" => b'l',
            "r" => b'r',
            other => {
                return Err(ParseError::at(
                    format!("'{other}' is not a colour: L or R (coloured), l or r (only that side may colour it)"),
                    start + name.len() + 1,
                ))
            }
        };
        if marks[v] != b'.' {
            return Err(ParseError::at(format!("{} is coloured twice", names[v]), start));
        }
        marks[v] = m;
    }
    Ok(Graph::new(names, marks, edges))
}

/// Each side's moves on a graph: a vertex it may colour, named.
pub fn graph_moves(pos: &Graph, rule: Rule, side: Side) -> Vec<Move<Graph>> {
    (0..pos.names.len())
        .filter(|&v| pos.may_colour(rule, side, v))
        .map(|v| {
            let mut to = pos.clone();
            to.marks[v] = if side == Side::Left { b'L' } else { b'R' };
            Move { text: pos.names[v].clone(), spot: Spot::Vertex { index: v }, to }
        })
        .collect()
}

/// The regions of a graph as for a grid: coloured vertices removed after tinting their
/// neighbours, then the connected parts of what is left, each with its own edges.
pub fn graph_components(pos: &Graph, rule: Rule) -> Vec<Graph> {
    let n = pos.names.len();
    let allow: Vec<(bool, bool)> =
        (0..n).map(|v| (pos.may_colour(rule, Side::Left, v), pos.may_colour(rule, Side::Right, v))).collect();
    let live = |v: usize| allow[v].0 || allow[v].1;
    let mut seen = vec![false; n];
    let mut out = Vec::new();
    for s in 0..n {
        if seen[s] || !live(s) {
            continue;
        }
        seen[s] = true;
        let mut stack = vec![s];
        let mut part = Vec::new();
        while let Some(v) = stack.pop() {
            part.push(v);
            for &u in &pos.adj[v] {
                if live(u) && !seen[u] {
                    seen[u] = true;
                    stack.push(u);
                }
            }
        }
        part.sort_unstable();
        let at = |v: usize| part.binary_search(&v).ok();
        let names = part.iter().map(|&v| pos.names[v].clone()).collect();
        let marks = part
            .iter()
            .map(|&v| match allow[v] {
                (true, true) => b'.',
                (true, false) => b'l',
                _ => b'r',
            })
            .collect();
        let edges = pos.edges.iter().filter_map(|&(u, v)| Some((at(u)?, at(v)?))).collect();
        out.push(Graph::new(names, marks, edges));
    }
    out
}

/// A graph region's key: its marks and adjacency matrix with the vertices ordered by mark,
/// degree and their neighbours' marks (ties in the order given). Equal keys mean isomorphic
/// regions; isomorphic regions ordered differently by the ties get two keys, which costs a
/// repeated search, never a wrong value. The colour-swapped region's key is taken when it is
/// smaller (then flagged: the negative).
fn graph_key(g: &Graph) -> (Vec<Vec<u8>>, bool) {
    let one = |marks: &[u8]| -> Vec<Vec<u8>> {
        let n = marks.len();
        let sig = |v: usize| {
            let mut near: Vec<u8> = g.adj[v].iter().map(|&u| marks[u]).collect();
            near.sort_unstable();
            (marks[v], g.adj[v].len(), near)
        };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&v| sig(v));
        let mut rows = vec![std::iter::once(b'G').chain(order.iter().map(|&v| marks[v])).collect::<Vec<u8>>()];
        for &v in &order {
            rows.push(order.iter().map(|&u| u8::from(g.adj[v].binary_search(&u).is_ok())).collect());
        }
        rows
    };
    let swap = |v: &u8| match *v {
        b'l' => b'r',
        b'r' => b'l',
        b'L' => b'R',
        b'R' => b'L',
        v => v,
    };
    let a = one(&g.marks);
    let b = one(&g.marks.iter().map(swap).collect::<Vec<u8>>());
    if b < a {
        (b, true)
    } else {
        (a, false)
    }
}

/// The two colouring rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Never next to the opponent's colour.
    Snort,
    /// Never next to one's own colour.
    Col,
}

/// A board: rows of `.`, `L`, `R`, `#`, `l`, `r` (as bytes) of equal length.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub rows: Vec<Vec<u8>>,
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, w) = (self.rows.len(), self.rows.first().map_or(0, Vec::len));
        if self.rows.iter().flatten().all(|&x| x == b'.') {
            return write!(f, "{h}x{w}");
        }
        let rows: Vec<String> = self.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect();
        f.write_str(&rows.join("/"))
    }
}

pub fn parse_grid(text: &str) -> Result<Grid, ParseError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseError::new(
            "empty board: write RxC (e.g. 3x3) or rows of . (uncoloured), L, R and # (no square) separated by /",
        ));
    }
    let lead = text.len() - text.trim_start().len();
    if let Some((r, c)) = t.split_once(['x', 'X']).filter(|(r, c)| {
        !r.is_empty() && !c.is_empty() && r.chars().chain(c.chars()).all(|ch| ch.is_ascii_digit() || ch == ' ')
    }) {
        let side = |s: &str, at: usize, what: &str| -> Result<usize, ParseError> {
            match s.trim().parse::<usize>() {
                Ok(n) if n >= 1 => Ok(n),
                _ => Err(ParseError::at(format!("the number of {what} must be a whole number from 1"), at)),
            }
        };
        let rows = side(r, lead, "rows")?;
        let cols = side(c, lead + r.len() + 1, "columns")?;
        if rows.saturating_mul(cols) > MAX_CELLS {
            return Err(ParseError::new(format!("{rows}x{cols} has more than {MAX_CELLS} squares, the most allowed")));
        }
        return Ok(Grid { rows: vec![vec![b'.'; cols]; rows] });
    }
    let rows = crate::notation::read_grid(
        t,
        lead,
        "square",
        |ch| matches!(ch, '.' | 'L' | 'R' | '#' | 'l' | 'r').then_some(ch as u8),
        |ch| {
            format!("'{ch}' is not a square: write . (uncoloured), L (Left's), R (Right's) or # (no square), rows separated by /")
        },
    )?;
    let n = rows.len() * rows[0].len();
    if n > MAX_CELLS {
        return Err(ParseError::new(format!("the board has {n} squares; at most {MAX_CELLS} are allowed")));
    }
    Ok(Grid { rows })
}

const STEPS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Grid {
    fn height(&self) -> usize {
        self.rows.len()
    }
    fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }
    fn neighbours(&self, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        STEPS.iter().filter_map(move |&(dr, dc)| {
            let (a, b) = (r as isize + dr, c as isize + dc);
            (a >= 0 && b >= 0 && (a as usize) < self.height() && (b as usize) < self.width())
                .then_some((a as usize, b as usize))
        })
    }

    /// Whether `side` may colour square (`r`, `c`) under `rule`.
    pub fn may_colour(&self, rule: Rule, side: Side, r: usize, c: usize) -> bool {
        let (own, tint_own, theirs) = match side {
            Side::Left => (b'L', b'l', b'R'),
            Side::Right => (b'R', b'r', b'L'),
        };
        let v = self.rows[r][c];
        if v != b'.' && v != tint_own {
            return false;
        }
        let banned = match rule {
            Rule::Snort => theirs,
            Rule::Col => own,
        };
        self.neighbours(r, c).all(|(a, b)| self.rows[a][b] != banned)
    }
}

fn cell_name(r: usize, c: usize) -> String {
    crate::notation::square_name(r, c)
}

/// Each side's moves: a square it may colour, named by column letter and row number.
pub fn side_moves(pos: &Grid, rule: Rule, side: Side) -> Vec<Move<Grid>> {
    let mut out = Vec::new();
    for r in 0..pos.height() {
        for c in 0..pos.width() {
            if pos.may_colour(rule, side, r, c) {
                let mut to = pos.clone();
                to.rows[r][c] = if side == Side::Left { b'L' } else { b'R' };
                out.push(Move { text: cell_name(r, c), spot: Spot::Square { piece: 0, row: r, col: c }, to });
            }
        }
    }
    out
}

/// The regions of uncoloured squares after removing the coloured ones and tinting their
/// neighbours: each a grid of `.`, `l`, `r` and `#`, cropped. A region of one square is kept
/// (it is worth `*`, 1 or -1).
pub fn components(pos: &Grid, rule: Rule) -> Vec<Grid> {
    let (h, w) = (pos.height(), pos.width());
    // What each uncoloured square still allows: (Left may, Right may).
    let allow: Vec<Vec<(bool, bool)>> = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| match pos.rows[r][c] {
                    b'.' | b'l' | b'r' => {
                        (pos.may_colour(rule, Side::Left, r, c), pos.may_colour(rule, Side::Right, r, c))
                    }
                    _ => (false, false),
                })
                .collect()
        })
        .collect();
    let live = |r: usize, c: usize, allow: &[Vec<(bool, bool)>]| allow[r][c].0 || allow[r][c].1;
    let mut seen = vec![vec![false; w]; h];
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            if seen[r][c] || !live(r, c, &allow) {
                continue;
            }
            seen[r][c] = true;
            let mut stack = vec![(r, c)];
            let mut cells = Vec::new();
            while let Some((a, b)) = stack.pop() {
                cells.push((a, b));
                for (na, nb) in pos.neighbours(a, b) {
                    if live(na, nb, &allow) && !seen[na][nb] {
                        seen[na][nb] = true;
                        stack.push((na, nb));
                    }
                }
            }
            let (r0, r1) = (cells.iter().map(|p| p.0).min().unwrap_or(0), cells.iter().map(|p| p.0).max().unwrap_or(0));
            let (c0, c1) = (cells.iter().map(|p| p.1).min().unwrap_or(0), cells.iter().map(|p| p.1).max().unwrap_or(0));
            let mut rows = vec![vec![b'#'; c1 - c0 + 1]; r1 - r0 + 1];
            for &(a, b) in &cells {
                rows[a - r0][b - c0] = match allow[a][b] {
                    (true, true) => b'.',
                    (true, false) => b'l',
                    _ => b'r',
                };
            }
            out.push(Grid { rows });
        }
    }
    out
}

/// The eight images of a grid under the symmetries of the square.
fn images(rows: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let (h, w) = (rows.len(), rows[0].len());
    let mut out = Vec::new();
    for t in 0..8 {
        let (nh, nw) = if t & 4 != 0 { (w, h) } else { (h, w) };
        let mut g = vec![vec![b'#'; nw]; nh];
        for (r, row) in rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                let (mut rr, mut cc) = (r, c);
                if t & 1 != 0 {
                    rr = h - 1 - rr;
                }
                if t & 2 != 0 {
                    cc = w - 1 - cc;
                }
                if t & 4 != 0 {
                    std::mem::swap(&mut rr, &mut cc);
                }
                g[rr][cc] = v;
            }
        }
        out.push(g);
    }
    out
}

/// The least image of a region, or of its colour-swapped copy (then flagged: the negative).
pub fn key(comp: &Grid) -> (Vec<Vec<u8>>, bool) {
    let swap = |v: &u8| match *v {
        b'l' => b'r',
        b'r' => b'l',
        b'L' => b'R',
        b'R' => b'L',
        v => v,
    };
    let swapped: Vec<Vec<u8>> = comp.rows.iter().map(|r| r.iter().map(swap).collect()).collect();
    let a = images(&comp.rows).into_iter().min().expect("eight images");
    let b = images(&swapped).into_iter().min().expect("eight images");
    if b < a {
        (b, true)
    } else {
        (a, false)
    }
}

/// The number of squares still to be coloured in a region.
pub fn squares(comp: &Grid) -> usize {
    comp.rows.iter().flatten().filter(|&&v| matches!(v, b'.' | b'l' | b'r')).count()
}

/// The board: coloured squares drawn filled with their letter (Right's striped too, so colour is
/// never the only sign), tinted ones named for screen readers.
pub fn board(pos: &Grid) -> Board {
    Board::Grid { rows: pos.rows.iter().map(|r| String::from_utf8_lossy(r).into_owned()).collect(), look: look() }
}

fn look() -> GridLook {
    GridLook {
        glyphs: vec![
            Glyph::token('L', "L", "coloured by Left (blue), L", Token::LeftSquare),
            Glyph::token('R', "R", "coloured by Right (red, striped), R", Token::RightSquare),
            // Small hollow marks (a ring, a dashed diamond) so the square still reads as empty.
            Glyph::token('l', "l", "uncoloured, only Left may colour it", Token::LeftTint),
            Glyph::token('r', "r", "uncoloured, only Right may colour it", Token::RightTint),
        ],
        ..GridLook::default()
    }
}

#[cfg(test)]
pub mod testing {
    //! Shared by the two games' tests: random boards, the rule checked square by square, and a
    //! plain canonical-form search of the whole board (no components, no keys).
    use super::*;
    use crate::cgt::{Cgt, G};
    use proptest::prelude::*;
    use std::collections::HashMap;

    pub fn boards() -> impl Strategy<Value = String> {
        (1usize..4, 1usize..5).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::sample::select(vec!['.', '.', '.', '.', 'L', 'R', '#']), h * w)
                .prop_map(move |v| v.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/"))
        })
    }

    /// The rule read square by square from the text.
    pub fn brute(pos: &Grid, rule: Rule, side: Side) -> Vec<String> {
        let (own, theirs) = if side == Side::Left { (b'L', b'R') } else { (b'R', b'L') };
        let (h, w) = (pos.rows.len(), pos.rows[0].len());
        let mut out = Vec::new();
        for r in 0..h {
            for c in 0..w {
                let v = pos.rows[r][c];
                let tint_ok = v == b'.' || (v == b'l' && side == Side::Left) || (v == b'r' && side == Side::Right);
                let near: Vec<u8> = (0..h * w)
                    .map(|i| (i / w, i % w))
                    .filter(|&(a, b)| a.abs_diff(r) + b.abs_diff(c) == 1)
                    .map(|(a, b)| pos.rows[a][b])
                    .collect();
                let ok = match rule {
                    Rule::Snort => !near.contains(&theirs),
                    Rule::Col => !near.contains(&own),
                };
                if tint_ok && ok {
                    out.push(cell_name(r, c));
                }
            }
        }
        out
    }

    /// Every line `position<TAB>value` of a golden file made by cgt-tools (see its header)
    /// against the engine's canonical form of the position.
    pub fn against_cgt(id: &str, text: &str) {
        let g = crate::lookup(id).unwrap();
        let mut cgt = Cgt::new();
        let mut checked = 0;
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let (pos, value) = line.split_once('\t').expect("a line is position TAB value");
            let want = cgt.parse(value).unwrap_or_else(|e| panic!("reading cgt's {value}: {e}"));
            let got = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&got).unwrap(), want, "{id} {pos}: ours {got}, cgt {value}");
            checked += 1;
        }
        assert!(checked >= 100, "only {checked} positions checked");
    }

    /// The canonical form of a whole board by plain search.
    pub fn plain(cgt: &mut Cgt, pos: &Grid, rule: Rule, memo: &mut HashMap<Grid, G>) -> G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let l: Vec<G> = side_moves(pos, rule, Side::Left).iter().map(|m| plain(cgt, &m.to, rule, memo)).collect();
        let r: Vec<G> = side_moves(pos, rule, Side::Right).iter().map(|m| plain(cgt, &m.to, rule, memo)).collect();
        let g = cgt.from_options(&l, &r);
        memo.insert(pos.clone(), g);
        g
    }
}

#[cfg(test)]
mod graph_tests {
    use super::*;
    use crate::cgt::{Cgt, G};
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// A grid written as a graph: a vertex per square, named as the square, joined to the
    /// squares beside it.
    fn as_graph(g: &Grid) -> String {
        let (h, w) = (g.height(), g.width());
        let mut edges = Vec::new();
        let mut marks = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if g.rows[r][c] == b'#' {
                    continue;
                }
                let mut any = false;
                for (a, b) in g.neighbours(r, c) {
                    if g.rows[a][b] != b'#' && (a, b) > (r, c) {
                        edges.push(format!("{}-{}", cell_name(r, c), cell_name(a, b)));
                        any = true;
                    }
                }
                if !any {
                    edges.push(cell_name(r, c));
                }
                if g.rows[r][c] != b'.' {
                    marks.push(format!("{}={}", cell_name(r, c), g.rows[r][c] as char));
                }
            }
        }
        format!("{};{}", edges.join(","), marks.join(","))
    }

    /// The canonical form of a whole graph by plain search.
    fn plain_graph(cgt: &mut Cgt, pos: &Graph, rule: Rule, memo: &mut HashMap<Graph, G>) -> G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let l: Vec<G> =
            graph_moves(pos, rule, Side::Left).iter().map(|m| plain_graph(cgt, &m.to, rule, memo)).collect();
        let r: Vec<G> =
            graph_moves(pos, rule, Side::Right).iter().map(|m| plain_graph(cgt, &m.to, rule, memo)).collect();
        let g = cgt.from_options(&l, &r);
        memo.insert(pos.clone(), g);
        g
    }

    fn graphs() -> impl Strategy<Value = String> {
        (1usize..8).prop_flat_map(|n| {
            (
                prop::collection::vec((0..n, 0..n), 0..(n * 2)),
                prop::collection::vec(prop::sample::select(vec!['.', '.', '.', '.', 'L', 'R', 'l', 'r']), n),
            )
                .prop_map(move |(edges, marks)| {
                    let name = |v: usize| format!("v{v}");
                    let mut parts: Vec<String> = edges
                        .iter()
                        .filter(|(u, v)| u != v)
                        .map(|&(u, v)| format!("{}-{}", name(u), name(v)))
                        .collect();
                    parts.extend((0..n).map(name));
                    let marked: Vec<String> = marks
                        .iter()
                        .enumerate()
                        .filter(|(_, &m)| m != '.')
                        .map(|(v, m)| format!("{}={m}", name(v)))
                        .collect();
                    format!("{};{}", parts.join(","), marked.join(","))
                })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]
        /// A grid and the same board written as a graph have the same moves and value.
        #[test]
        fn a_grid_as_a_graph_is_the_same_game(s in super::testing::boards()) {
            let grid = parse_grid(&s).unwrap();
            // A board of no squares is no graph.
            prop_assume!(grid.rows.iter().flatten().any(|&v| v != b'#'));
            let text = as_graph(&grid);
            let graph = parse_graph(&text).unwrap();
            // The text a graph is written in reads back as itself.
            prop_assert_eq!(parse_graph(&graph.to_string()).unwrap().to_string(), graph.to_string());
            for (id, rule) in [("snort", Rule::Snort), ("col", Rule::Col)] {
                for side in [Side::Left, Side::Right] {
                    let mut a: Vec<String> = side_moves(&grid, rule, side).into_iter().map(|m| m.text).collect();
                    let mut b: Vec<String> = graph_moves(&graph, rule, side).into_iter().map(|m| m.text).collect();
                    a.sort();
                    b.sort();
                    prop_assert_eq!(a, b);
                }
                let g = crate::lookup(id).unwrap();
                prop_assert_eq!(g.canonical(&text).unwrap(), g.canonical(&s).unwrap(), "{} {} as {}", id, s, text);
            }
        }

        /// Regions and keys against a plain search of the whole graph.
        #[test]
        fn graph_values_match_a_plain_search(s in graphs()) {
            let graph = parse_graph(&s).unwrap();
            for (id, rule) in [("snort", Rule::Snort), ("col", Rule::Col)] {
                let mut cgt = Cgt::new();
                let want = plain_graph(&mut cgt, &graph, rule, &mut HashMap::new());
                let got = crate::lookup(id).unwrap().canonical(&s).unwrap();
                prop_assert_eq!(cgt.parse(&got).unwrap(), want, "{} {}: {}", id, s, got);
            }
        }
    }

    /// cgt-tools' values of random graphs (tests/data/{snort,col}_graphs_cgt.txt; their
    /// headers say how they were made).
    #[test]
    fn graph_values_of_cgt_tools() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
        for id in ["snort", "col"] {
            super::testing::against_cgt(id, &std::fs::read_to_string(format!("{dir}/{id}_graphs_cgt.txt")).unwrap());
        }
    }

    /// Every square or vertex that is not plain is drawn as a piece: coloured ones as filled
    /// squares, tinted ones as small marks whose shape says whose they are.
    #[test]
    fn marks_are_drawn_as_pieces_told_apart_by_shape() {
        let Board::Grid { rows, look } = board(&parse_grid("L.r/l.R").unwrap()) else { panic!("a grid") };
        assert_eq!(rows, ["L.r", "l.R"]);
        let token = |ch| look.glyph(ch).and_then(|g| g.token);
        assert_eq!(token('L'), Some(Token::LeftSquare));
        assert_eq!(token('R'), Some(Token::RightSquare));
        assert_eq!(token('l'), Some(Token::LeftTint));
        assert_eq!(token('r'), Some(Token::RightTint));
        assert!(look.glyph('r').unwrap().name.contains("only Right"));
        assert_eq!(token('.'), None);
    }

    #[test]
    fn graph_notation() {
        let g = parse_graph("a-b-c, c-d ,e;a=L,d=r").unwrap();
        assert_eq!(g.to_string(), "a-b-c-d,e;a=L,d=r");
        assert_eq!(parse_graph("a-b,b-c;").unwrap().to_string(), "a-b-c;");
        assert_eq!(parse_graph("a;").unwrap().to_string(), "a;");
        assert_eq!(parse_graph("a-b,b-a;").unwrap().edges.len(), 1);
        for (bad, at, says) in [
            ("a-a;", Some(2), "joined to itself"),
            ("a-;", Some(2), "missing"),
            ("a-B;", Some(2), "not a vertex name"),
            ("a-b;c=L", Some(4), "not a vertex"),
            ("a-b;a=X", Some(6), "not a colour"),
            ("a-b;a=L,a=R", Some(8), "coloured twice"),
            ("a-b;a", Some(4), "not a colouring"),
        ] {
            let e = parse_graph(bad).unwrap_err();
            assert_eq!(e.at, at, "{bad}: {e}");
            assert!(e.message.contains(says), "{bad}: {e}");
        }
        // A grid is still read as a grid; a graph needs an edge or a `;`.
        assert!(matches!(parse("..").unwrap(), Field::Grid(_)));
        assert!(matches!(parse("a;").unwrap(), Field::Graph(_)));
    }

    /// A path is a strip, and small cycles and a star against the plain search; Snort's star
    /// with three leaves: colouring the centre leaves three leaves only the mover may colour.
    #[test]
    fn paths_and_cycles() {
        let snort = crate::lookup("snort").unwrap();
        let col = crate::lookup("col").unwrap();
        // A path is a strip.
        assert_eq!(snort.canonical("a-b-c;").unwrap(), snort.canonical("...").unwrap());
        assert_eq!(col.canonical("a-b-c-d;").unwrap(), col.canonical("....").unwrap());
        let mut cgt = Cgt::new();
        for (text, rule, id) in [
            ("a-b-c-a;", Rule::Col, "col"),
            ("a-b-c-d-a;", Rule::Snort, "snort"),
            ("a-b,a-c,a-d;", Rule::Snort, "snort"),
        ] {
            let want = plain_graph(&mut cgt, &parse_graph(text).unwrap(), rule, &mut HashMap::new());
            let got = crate::lookup(id).unwrap().canonical(text).unwrap();
            assert_eq!(cgt.parse(&got).unwrap(), want, "{id} {text}");
        }
        let after = |m: &str| snort.canonical(&format!("a-b,a-c,a-d;a={m}")).unwrap();
        assert_eq!((after("L"), after("R")), ("3".to_string(), "-3".to_string()));
    }
}
