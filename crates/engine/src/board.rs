//! Boards as data: the engine describes what to draw and which spot each move is made at;
//! the app's generic renderer draws it.

use serde::{Deserialize, Serialize};

use crate::vocab::{Side, Spot};

/// What a position looks like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Board {
    /// Heaps (or piles) of counters, drawn as columns.
    Heaps { heaps: Vec<u64> },
    /// Piles of coins on the steps of a staircase (step 1 first), each step one riser higher
    /// than the one before; a move at `Spot::Counter { heap, index }` moves that coin and every
    /// coin above it down one step (off the stairs from step 1).
    Steps { steps: Vec<u64> },
    /// A row of cells; `true` where a pin (or an empty usable cell) is.
    Strip { cells: Vec<bool> },
    /// A grid of squares, one string per row, one character per square. The characters are
    /// the game's own (documented in its file), e.g. `#` present, `.` gone, `X` poisoned;
    /// `look` says how they are drawn when that is not the character itself.
    Grid { rows: Vec<String>, look: GridLook },
    /// Several grids side by side (pieces of chocolate, boards of a sum).
    Pieces { pieces: Vec<Vec<String>> },
    /// A single number with a caption (a counter, a product, a date); with `coins`, the
    /// number is also drawn as that many coins when there are not too many.
    Number { value: i64, caption: String, coins: bool },
    /// Anything else: a caption; moves are offered as a list of buttons.
    Text { text: String },
    /// A directed graph with chips on its vertices: `chips[v]` chips on vertex `v`, and each
    /// vertex's value in `values` (a nimber, or infinity(K) on a graph with a cycle; drawn only while move values are shown). Moves are
    /// `Spot::Slide`s along edges; `look` says how the graph is laid out and its moves said.
    Graph {
        names: Vec<String>,
        edges: Vec<(usize, usize)>,
        chips: Vec<u32>,
        values: Vec<crate::vocab::Gamma>,
        look: GraphLook,
    },
    /// A sum: each component's own board. Moves carry `Spot::InComponent { component, index }`
    /// and `parts[component].spots[index]` is where that move is made on the component's board.
    Sum { parts: Vec<SumPart> },
    /// Coloured edges standing on the ground: each `(u, v, colour)` with u ≤ v joins vertices
    /// u and v (equal for a loop; several edges may join the same two), vertex 0 being the
    /// ground. The colour is the letter of one of [`EDGE_COLOURS`]: `b` (blue, Left's), `r`
    /// (red, Right's) or `g` (green, either player's). Every edge is joined to the ground.
    /// Moves are `Spot::Edge`s: cutting edge `index`, after which whatever no longer reaches
    /// the ground falls.
    Edges { edges: Vec<(usize, usize, char)> },
    /// An undirected graph of named vertices, each drawn by its character in `marks` (`.` plain,
    /// else as `look`'s glyph for it says), edges `(u, v)` with u < v. Moves are
    /// `Spot::Vertex`es: the vertex clicked.
    Vertices { names: Vec<String>, edges: Vec<(usize, usize)>, marks: String, look: GridLook },
}

/// One component of a sum as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumPart {
    /// The component's game id and position, e.g. `kayles:7`, and its value.
    pub label: String,
    pub game: String,
    pub grundy: u32,
    /// A partizan part's canonical form (then `grundy` means nothing).
    #[serde(default)]
    pub value: Option<String>,
    pub board: Board,
    /// The spot of each of the component's moves, in move order.
    pub spots: Vec<Spot>,
}

impl Board {
    /// A grid drawn with its own characters.
    pub fn grid(rows: Vec<String>) -> Board {
        Board::Grid { rows, look: GridLook::default() }
    }
}

/// How a [`Board::Graph`] is drawn and its moves said, so that the app draws a clock as a clock
/// without knowing which game it draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphLook {
    pub layout: Arrangement,
    /// What stands on a vertex, one of them ("chip", "token"), for the picture's description.
    pub piece: String,
    /// A slide in words before its two ends: "slide a chip" says "slide a chip from a to b".
    pub slide: String,
}

impl Default for GraphLook {
    /// Chips slid along a graph drawn in layers, as the DAG editor draws it.
    fn default() -> Self {
        GraphLook { layout: Arrangement::Layers, piece: "chip".into(), slide: "slide a chip".into() }
    }
}

/// Where a [`Board::Graph`]'s vertices are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arrangement {
    /// In layers down the page, each vertex below its deepest predecessor.
    #[default]
    Layers,
    /// On a circle in index order, vertex 0 at the top and the rest clockwise (a clock face).
    Ring,
}

/// How a grid's characters are drawn. Without a glyph, `#` (present), `.` (empty) and `-`
/// (off the board) are plain squares told apart by shading and borders, `X` a poisoned square,
/// and any other character is drawn as itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GridLook {
    /// Characters drawn as something else, with what a screen reader says of such a square.
    pub glyphs: Vec<Glyph>,
    /// Squares underlined (row, column), e.g. Treblecross's safe cells.
    pub underlined: Vec<(usize, usize)>,
    /// Squares drawn highlighted (row, column), e.g. the line that won a game.
    pub highlighted: Vec<(usize, usize)>,
    /// Pointing at a square where a move is made previews that the move takes the square and
    /// every present square below and to the right of it (Chomp's bite).
    pub bite_preview: bool,
    /// Labelled rows and columns: the grid is drawn with its labels (the dates calendar), its
    /// squares are named from them, and `-` squares (off the board) are not drawn.
    pub axes: Option<Box<Axes>>,
    /// What a move covering several squares ([`Spot::Cells`]) does, so the board words and draws
    /// it: put a piece down on all of them (a domino), or move a piece (a capture in Clobber).
    // Always written: the worker's messages (postcard) have no field names, so a field left out
    // would shift every later one.
    #[serde(default)]
    pub cells_move: CellsMove,
    /// The first and last columns are not squares of the board but the space past the left and
    /// right ends of each row, where a piece leaving the board is moved: the board names them
    /// so, and numbers the columns between from 1.
    #[serde(default)]
    pub edge_columns: bool,
    /// Pieces lying on the board that cover several squares each (dominoes), drawn as one tile
    /// apiece: which squares form one piece is not in the characters (two upright dominoes side
    /// by side and two lying ones cover the same four squares).
    #[serde(default)]
    pub tiles: Vec<Tile>,
    /// The grid is a checkerboard: squares whose row plus column has this parity (0 or 1) are
    /// the dark ones, drawn so, the rest light (Fox and Geese is played on the dark squares).
    #[serde(default)]
    pub checkered: Option<u8>,
}

/// A piece covering several squares of a grid (a domino), drawn as one tile; `side` is whose it
/// is when that is known, drawn by the side's colour, pattern and letter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    pub cells: Vec<(usize, usize)>,
    pub side: Option<Side>,
}

impl Tile {
    /// The pieces that a grid's covered squares (`covered`) can only be: each group of `size`
    /// covered squares joined side to side and touching no other covered square. A larger group
    /// may be tiled in several ways, so its squares are left plain. `side` names the owner of
    /// a piece from its squares (in Domineering, upright is Left's).
    pub fn isolated(
        rows: &[String],
        covered: char,
        size: usize,
        side: impl Fn(&[(usize, usize)]) -> Option<Side>,
    ) -> Vec<Tile> {
        let grid: Vec<Vec<bool>> = rows.iter().map(|r| r.chars().map(|ch| ch == covered).collect()).collect();
        let at = |r: usize, c: usize| grid.get(r).and_then(|row| row.get(c)).copied().unwrap_or(false);
        let mut seen = vec![vec![false; grid.iter().map(Vec::len).max().unwrap_or(0)]; grid.len()];
        let mut out = Vec::new();
        for r in 0..grid.len() {
            for c in 0..grid[r].len() {
                if !at(r, c) || seen[r][c] {
                    continue;
                }
                // The group of covered squares joined to (r, c), found by a flood fill.
                let mut group = vec![(r, c)];
                seen[r][c] = true;
                let mut i = 0;
                while i < group.len() {
                    let (gr, gc) = group[i];
                    i += 1;
                    let near = [(gr.wrapping_sub(1), gc), (gr + 1, gc), (gr, gc.wrapping_sub(1)), (gr, gc + 1)];
                    for (nr, nc) in near {
                        if at(nr, nc) && !seen[nr][nc] {
                            seen[nr][nc] = true;
                            group.push((nr, nc));
                        }
                    }
                }
                if group.len() == size {
                    group.sort_unstable();
                    let owner = side(&group);
                    out.push(Tile { cells: group, side: owner });
                }
            }
        }
        out
    }

    /// Whether the piece stands upright (its squares in one column, more than one row).
    pub fn upright(&self) -> bool {
        let col = self.cells.first().map(|c| c.1);
        self.cells.len() > 1 && self.cells.iter().all(|c| Some(c.1) == col)
    }
}

/// What a move made at [`Spot::Cells`] does on a grid. The player picks its squares, in any
/// order (in the order listed for [`CellsMove::StepShoot`]), and the move is made once they
/// are exactly the move's squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CellsMove {
    /// A piece is put down covering every square (a domino, an L-tromino).
    #[default]
    Place,
    /// A piece moves: the first square holds the piece moved, the last is where it goes.
    Step,
    /// A piece falls: the first square holds the piece, the second is the square next to it on
    /// the side it falls towards; it and everything beyond it on that side go.
    Topple,
    /// A piece moves from the first square to the second, then marks the third (an arrow shot
    /// from where it landed). The squares are picked in that order, since the third may be the
    /// first again and two moves may use the same squares in different roles.
    StepShoot,
}

impl GridLook {
    /// Whether the grid is drawn from its characters alone.
    pub fn is_plain(&self) -> bool {
        *self == GridLook::default()
    }

    /// The glyph of a character, if it has one.
    pub fn glyph(&self, ch: char) -> Option<&Glyph> {
        self.glyphs.iter().find(|g| g.ch == ch)
    }
}

/// A character of a grid drawn as `shown` and named `name` (e.g. `P` drawn as ♙, "white pawn");
/// the name is said wherever the board names its squares. With a `token`, it is drawn as a
/// piece standing on its square with `shown` written on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Glyph {
    pub ch: char,
    pub shown: String,
    pub name: String,
    #[serde(default)]
    pub token: Option<Token>,
}

impl Glyph {
    pub fn new(ch: char, shown: &str, name: &str) -> Glyph {
        Glyph { ch, shown: shown.to_string(), name: name.to_string(), token: None }
    }

    /// A character drawn as a piece.
    pub fn token(ch: char, shown: &str, name: &str, token: Token) -> Glyph {
        Glyph { token: Some(token), ..Glyph::new(ch, shown, name) }
    }
}

/// How a piece is drawn. The two pieces of a game differ in shape or fill and in the letter on
/// them, never in colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// A round stone, black (filled) with a white letter.
    BlackStone,
    /// A round stone, white (ringed) with a black letter.
    WhiteStone,
    /// A piece in Left's colour pointing right, the way it moves.
    LeftPointingRight,
    /// A piece in Right's colour pointing left, the way it moves.
    RightPointingLeft,
    /// A square filled in Left's colour (blue), plain, with its letter.
    LeftSquare,
    /// A square filled in Right's colour (red), striped, with its letter.
    RightSquare,
    /// An upright domino tile in Left's colour (blue), plain, with its letter.
    LeftDomino,
    /// An upright domino tile in Right's colour (red), striped, with its letter.
    RightDomino,
    /// An upright domino tile in green with a pip at each end, with its letter.
    GreenDomino,
    /// A small hollow ring in Left's colour on an empty square: only Left may use the square.
    LeftTint,
    /// A small hollow diamond, striped inside, in Right's colour on an empty square: only Right
    /// may use it.
    RightTint,
    /// A smaller, hollow piece in Left's colour pointing right: a lesser kind of
    /// [`Token::LeftPointingRight`].
    LeftSlipper,
    /// A smaller, hollow piece in Right's colour pointing left: a lesser kind of
    /// [`Token::RightPointingLeft`].
    RightSlipper,
}

/// The labels of a grid's rows and columns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Axes {
    /// What the grid is, for screen readers (e.g. "calendar: months down, days across").
    pub caption: String,
    /// Each row's label as shown (`Jan`) and as spoken (`January`).
    pub rows: Vec<(String, String)>,
    /// Each column's label as shown and as spoken.
    pub cols: Vec<(String, String)>,
    /// A square's name: `{row}` and `{col}` are replaced by the spoken labels (`{col} {row}`
    /// names a date "16 October").
    pub square: String,
    /// The verb of a move made at a square ("name" for "name 16 October").
    pub verb: String,
}

impl Axes {
    /// The spoken name of square (`row`, `col`).
    pub fn square_name(&self, row: usize, col: usize) -> String {
        let label =
            |v: &[(String, String)], i: usize| v.get(i).map(|l| l.1.clone()).unwrap_or_else(|| (i + 1).to_string());
        self.square.replace("{row}", &label(&self.rows, row)).replace("{col}", &label(&self.cols, col))
    }
}

/// Whether a position is a board with no square at all, as grid notations write one (`-`, or
/// nothing): the editor can still start from it.
fn is_empty_board(position: &str) -> bool {
    matches!(position.trim(), "" | "-")
}

/// How a game's board is edited in the app, declared by the game (`Game::edit_spec`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditSpec {
    /// A grid of characters, square by square.
    Grid(GridEdit),
    /// A graph of coloured edges standing on the ground, edge by edge.
    Graph(GraphEdit),
}

/// How the board of a game drawn as a grid of characters is edited in the app: a click on a
/// square puts the next character of `cycle` there (wrapping round), and rows and columns of
/// the first character are added or taken away within the bounds. The position is the rows
/// joined by `/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridEdit {
    pub cycle: &'static str,
    pub max_rows: usize,
    pub max_cols: usize,
}

impl GridEdit {
    /// Whether a position is written as rows this editor can draw: a position written
    /// otherwise (a graph's edges `a-b` and `;`) is not edited square by square.
    pub fn edits(&self, position: &str) -> bool {
        is_empty_board(position) || !position.contains(['-', ';', ',', '='])
    }

    /// The rows of a position as the editor shows them: rows joined by `/`, or `RxC` for an
    /// empty board of R rows and C columns (the first character of the cycle). The board can
    /// be edited before (or without) a solution, e.g. when the solve was refused as too large.
    pub fn rows_of(&self, position: &str) -> Vec<String> {
        let blank = self.cycle.chars().next().unwrap_or('.');
        let size = position.split_once(['x', 'X']).and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)));
        match size {
            Some((r, c)) if (1..=64).contains(&r) && (1..=64).contains(&c) => {
                vec![std::iter::repeat_n(blank, c).collect::<String>(); r]
            }
            // A board with no square: the editor starts it as one blank square to build on.
            _ if is_empty_board(position) => vec![blank.to_string()],
            _ => position.split('/').map(str::to_string).collect(),
        }
    }

    /// The position with the square at `row`, `col` changed to the next character of the cycle.
    pub fn cycled(&self, rows: &[String], row: usize, col: usize) -> String {
        let chars: Vec<char> = self.cycle.chars().collect();
        let next = |ch: char| match chars.iter().position(|&c| c == ch) {
            Some(i) => chars[(i + 1) % chars.len()],
            None => chars[0],
        };
        let out: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(r, line)| {
                line.chars().enumerate().map(|(c, ch)| if (r, c) == (row, col) { next(ch) } else { ch }).collect()
            })
            .collect();
        out.join("/")
    }

    /// The position with `rows` and `cols` added (positive) or taken from the end (negative),
    /// new squares holding the first character of the cycle; `None` past the bounds or below
    /// one row and one column.
    pub fn resized(&self, rows: &[String], add_rows: isize, add_cols: isize) -> Option<String> {
        let height = rows.len().checked_add_signed(add_rows)?;
        let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0).checked_add_signed(add_cols)?;
        if !(1..=self.max_rows).contains(&height) || !(1..=self.max_cols).contains(&width) {
            return None;
        }
        let blank = self.cycle.chars().next().unwrap_or('.');
        let out: Vec<String> = (0..height)
            .map(|r| {
                let line: Vec<char> = rows.get(r).map(|l| l.chars().collect()).unwrap_or_default();
                (0..width).map(|c| line.get(c).copied().unwrap_or(blank)).collect()
            })
            .collect();
        Some(out.join("/"))
    }
}

/// One colour an edge of an edited graph may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeColour {
    /// Its letter in the position (`0-1:b`).
    pub code: char,
    /// Its name, said and shown beside the colour itself ("blue").
    pub name: &'static str,
    /// Who may cut such an edge ("Left", "either player").
    pub who: &'static str,
    /// How it is drawn: a CSS colour.
    pub stroke: &'static str,
}

/// The colours of [`Board::Edges`] and of the edge editor, told apart by colour-blind readers
/// too (Okabe and Ito's palette), and always shown with their letter.
pub const EDGE_COLOURS: &[EdgeColour] = &[
    EdgeColour { code: 'b', name: "blue", who: "Left", stroke: "#0072b2" },
    EdgeColour { code: 'r', name: "red", who: "Right", stroke: "#d55e00" },
    EdgeColour { code: 'g', name: "green", who: "either player", stroke: "#009e73" },
];

/// The colour of [`EDGE_COLOURS`] with this letter.
pub fn edge_colour(code: char) -> Option<&'static EdgeColour> {
    EDGE_COLOURS.iter().find(|c| c.code == code)
}

/// How a game whose position is a graph of coloured edges standing on the ground is edited in
/// the app. The position is the edges `u-v:c` separated by commas (`-` for none), vertex 0
/// the ground and c the code of one of `colours`. Every edit gives a tidy graph (see
/// [`EdgeGraph::tidy`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphEdit {
    pub colours: &'static [EdgeColour],
    pub max_edges: usize,
}

/// A graph of coloured edges as the editor sees it: `(u, v, code)` with u ≤ v; vertex 0 is
/// the ground.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EdgeGraph {
    pub edges: Vec<(usize, usize, char)>,
}

/// A place in a [`GraphLayout`]: x across, height in layers.
pub type Point = (f64, f64);

/// Where a graph's vertices and edges are drawn: x across from 0 to 1, heights in layers (the
/// ground at 0, a vertex at its distance from the ground).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GraphLayout {
    /// Each vertex but the ground: (vertex, x, layer).
    pub vertices: Vec<(usize, f64, usize)>,
    /// Each edge, in the graph's order: its ends as (x, height), and how far it bows out to
    /// tell apart edges joining the same ends (0 for the first; a loop's ends are equal).
    pub edges: Vec<(Point, Point, f64)>,
    /// The most vertices in one layer.
    pub widest: usize,
    /// The highest layer.
    pub height: usize,
}

impl EdgeGraph {
    /// The edges of a position, `None` if it is not written as edges `u-v:c`.
    pub fn parse(text: &str) -> Option<EdgeGraph> {
        let t = text.trim();
        if t.is_empty() || t == "-" {
            return Some(EdgeGraph::default());
        }
        let edges = t
            .split(',')
            .map(|part| {
                let (ends, code) = part.trim().split_once(':')?;
                let (u, v) = ends.split_once('-')?;
                let (u, v): (usize, usize) = (u.trim().parse().ok()?, v.trim().parse().ok()?);
                let mut code = code.trim().chars();
                let c = code.next()?.to_ascii_lowercase();
                code.next().is_none().then_some((u.min(v), u.max(v), c))
            })
            .collect::<Option<Vec<_>>>()?;
        Some(EdgeGraph { edges })
    }

    /// The position: the edges `u-v:c` separated by commas, `-` for none.
    pub fn text(&self) -> String {
        if self.edges.is_empty() {
            return "-".into();
        }
        let parts: Vec<String> = self.edges.iter().map(|(u, v, c)| format!("{u}-{v}:{c}")).collect();
        parts.join(",")
    }

    /// The vertices: the ground and every end of an edge, in order.
    pub fn vertices(&self) -> Vec<usize> {
        let mut out: Vec<usize> = std::iter::once(0).chain(self.edges.iter().flat_map(|e| [e.0, e.1])).collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Each vertex's distance from the ground in edges (`None` when nothing joins it).
    fn distances(&self) -> std::collections::BTreeMap<usize, Option<usize>> {
        let mut dist: std::collections::BTreeMap<usize, Option<usize>> =
            self.vertices().into_iter().map(|v| (v, None)).collect();
        dist.insert(0, Some(0));
        let mut frontier = vec![0usize];
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for &(u, v, _) in &self.edges {
                for (a, b) in [(u, v), (v, u)] {
                    if frontier.contains(&a) && dist[&b].is_none() {
                        dist.insert(b, Some(d));
                        next.push(b);
                    }
                }
            }
            frontier = next;
        }
        dist
    }

    /// The graph without the edges nothing joins to the ground (they fall, as in play), its
    /// vertices renumbered 1, 2, ... in their old order.
    pub fn tidy(&self) -> EdgeGraph {
        let dist = self.distances();
        let kept: Vec<(usize, usize, char)> =
            self.edges.iter().copied().filter(|e| dist[&e.0].is_some() && dist[&e.1].is_some()).collect();
        let order = EdgeGraph { edges: kept.clone() }.vertices();
        let at = |x: usize| order.binary_search(&x).unwrap_or(0);
        EdgeGraph { edges: kept.into_iter().map(|(u, v, c)| (at(u), at(v), c)).collect() }
    }

    /// A layered drawing: each vertex one layer above the ground per edge of its shortest
    /// path down; the first layer in the order its vertices are numbered, every other layer
    /// ordered by and placed over the vertices below it, pushed apart to equal gaps where
    /// they crowd.
    pub fn layout(&self) -> GraphLayout {
        let dist = self.distances();
        let height = dist.values().flatten().copied().max().unwrap_or(0);
        let layer = |d: usize| dist.iter().filter(move |e| *e.1 == Some(d)).map(|e| *e.0).collect::<Vec<usize>>();
        let widest = (1..=height).map(|d| layer(d).len()).max().unwrap_or(0);
        let gap = 1.0 / widest.max(1) as f64;
        let mut x: std::collections::BTreeMap<usize, f64> = std::collections::BTreeMap::new();
        for d in 1..=height {
            let vs = layer(d);
            let mut wanted: Vec<(f64, usize)> = vs
                .iter()
                .enumerate()
                .map(|(i, &v)| {
                    if d == 1 {
                        return ((i as f64 + 0.5) / vs.len() as f64, v);
                    }
                    let below: Vec<f64> = self
                        .edges
                        .iter()
                        .filter_map(|&(a, b, _)| {
                            if a == v {
                                Some(b)
                            } else if b == v {
                                Some(a)
                            } else {
                                None
                            }
                        })
                        .filter(|w| dist[w] == Some(d - 1))
                        .map(|w| x[&w])
                        .collect();
                    (below.iter().sum::<f64>() / below.len().max(1) as f64, v)
                })
                .collect();
            wanted.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            // Push apart to at least `gap`, then back inside [gap/2, 1 - gap/2].
            let n = wanted.len();
            for i in 0..n {
                let low = if i == 0 { gap / 2.0 } else { wanted[i - 1].0 + gap };
                wanted[i].0 = wanted[i].0.max(low);
            }
            for i in (0..n).rev() {
                let high = if i + 1 == n { 1.0 - gap / 2.0 } else { wanted[i + 1].0 - gap };
                wanted[i].0 = wanted[i].0.min(high);
            }
            for (px, v) in wanted {
                x.insert(v, px);
            }
        }
        let vertices: Vec<(usize, f64, usize)> = x.iter().map(|(&v, &px)| (v, px, dist[&v].unwrap_or(0))).collect();
        // An edge down to the ground stands on its own foot, below its top end and spread
        // apart from the other edges down from that vertex.
        let place = |v: usize| (x.get(&v).copied().unwrap_or(0.5), dist[&v].unwrap_or(0) as f64);
        let mut seen: Vec<(usize, usize)> = Vec::new();
        let edges = self
            .edges
            .iter()
            .map(|&(u, v, _)| {
                let k = seen.iter().filter(|&&e| e == (u, v)).count();
                seen.push((u, v));
                if u == 0 && v == 0 {
                    let foot = (0.02 + 0.04 * k as f64, 0.0);
                    return (foot, foot, 0.0);
                }
                if u == 0 {
                    let top = place(v);
                    let feet = self.edges.iter().filter(|e| e.0 == 0 && e.1 == v).count();
                    let spread = (gap * 0.6 / feet as f64).min(0.12);
                    let foot = top.0 + spread * (k as f64 - (feet - 1) as f64 / 2.0);
                    return ((foot, 0.0), top, 0.0);
                }
                // Parallel edges bow out alternately: 0, 1, -1, 2, -2, ...
                let bend = if k % 2 == 1 { k.div_ceil(2) as f64 } else { -((k / 2) as f64) };
                (place(u), place(v), bend)
            })
            .collect();
        GraphLayout { vertices, edges, widest, height }
    }
}

impl GraphEdit {
    /// The colour with this code.
    pub fn colour(&self, code: char) -> Option<&EdgeColour> {
        self.colours.iter().find(|c| c.code == code)
    }

    /// The graph with an edge of colour `code` from vertex `from` to vertex `to`, or to a new
    /// vertex when `to` is `None`; refused past the most edges or from a vertex not in the
    /// graph.
    pub fn add_edge(&self, g: &EdgeGraph, from: usize, to: Option<usize>, code: char) -> Result<EdgeGraph, String> {
        if g.edges.len() >= self.max_edges {
            return Err(format!("At most {} edges: delete one to add another.", self.max_edges));
        }
        let colour = self.colour(code).ok_or_else(|| format!("'{code}' is not a colour here."))?;
        let vertices = g.vertices();
        let to = to.unwrap_or(vertices.last().map_or(1, |v| v + 1));
        if !vertices.contains(&from) {
            return Err(format!("There is no vertex {from}."));
        }
        let mut edges = g.edges.clone();
        edges.push((from.min(to), from.max(to), colour.code));
        Ok(EdgeGraph { edges }.tidy())
    }

    /// The graph without edge `i`, and without whatever that leaves unjoined to the ground.
    pub fn delete_edge(&self, g: &EdgeGraph, i: usize) -> EdgeGraph {
        let mut edges = g.edges.clone();
        if i < edges.len() {
            edges.remove(i);
        }
        EdgeGraph { edges }.tidy()
    }

    /// The graph with edge `i` in colour `code`.
    pub fn recoloured(&self, g: &EdgeGraph, i: usize, code: char) -> EdgeGraph {
        let mut edges = g.edges.clone();
        if let (Some(e), Some(c)) = (edges.get_mut(i), self.colour(code)) {
            e.2 = c.code;
        }
        EdgeGraph { edges }.tidy()
    }
}

#[cfg(test)]
mod edit_tests {
    use super::*;

    #[test]
    fn covered_pairs_standing_alone_are_tiles_and_larger_groups_are_not_guessed() {
        let rows = |t: &str| t.split('/').map(str::to_string).collect::<Vec<_>>();
        let upright = |cells: &[(usize, usize)]| Some(if cells[0].1 == cells[1].1 { Side::Left } else { Side::Right });
        // Two upright dominoes with a column between them, and a lying one below.
        let tiles = Tile::isolated(&rows("#.#/#.#/.../##."), '#', 2, upright);
        assert_eq!(tiles.len(), 3);
        assert_eq!(tiles[0], Tile { cells: vec![(0, 0), (1, 0)], side: Some(Side::Left) });
        assert!(tiles[0].upright() && tiles[1].upright() && !tiles[2].upright());
        assert_eq!(tiles[2].side, Some(Side::Right));
        // Four squares in a block: two upright or two lying dominoes, so no tile is drawn.
        assert_eq!(Tile::isolated(&rows("##./##."), '#', 2, upright), []);
        // A lone covered square (an obstacle) is no domino.
        assert_eq!(Tile::isolated(&rows("#../..."), '#', 2, upright), []);
    }

    #[test]
    fn squares_cycle_and_boards_resize_within_bounds() {
        let spec = GridEdit { cycle: ".#", max_rows: 3, max_cols: 4 };
        let rows = vec!["..".to_string(), "#.".to_string()];
        assert_eq!(spec.cycled(&rows, 0, 1), ".#/#.");
        assert_eq!(spec.cycled(&rows, 1, 0), "../..");
        assert_eq!(spec.resized(&rows, 1, 1).as_deref(), Some(".../#../..."));
        assert_eq!(spec.resized(&rows, -1, 0).as_deref(), Some(".."));
        assert_eq!(spec.resized(&rows, 2, 0), None);
        assert_eq!(spec.resized(&rows, 0, -2), None);
        assert_eq!(spec.rows_of("2x3"), vec!["...", "..."]);
        assert_eq!(spec.rows_of("#./.."), vec!["#.", ".."]);
        let toads = GridEdit { cycle: ".TF", max_rows: 1, max_cols: 30 };
        assert_eq!(toads.cycled(&["T.F".to_string()], 0, 0), "F.F");
        assert_eq!(toads.cycled(&["T.F".to_string()], 0, 2), "T..");
    }

    #[test]
    fn a_board_with_no_square_is_edited_from_one_blank_square() {
        let row = GridEdit { cycle: "LRG", max_rows: 1, max_cols: 20 };
        assert!(row.edits("-") && row.edits(""));
        assert_eq!(row.rows_of("-"), vec!["L"]);
        assert_eq!(row.cycled(&row.rows_of("-"), 0, 0), "R");
        assert_eq!(row.resized(&row.rows_of("-"), 0, 1).as_deref(), Some("LL"));
        // A graph's edges are still not edited square by square.
        assert!(!row.edits("0-1:b") && !row.edits("a-b;c"));
    }

    const COLOURS: &[EdgeColour] = &[
        EdgeColour { code: 'b', name: "blue", who: "Left", stroke: "blue" },
        EdgeColour { code: 'r', name: "red", who: "Right", stroke: "red" },
        EdgeColour { code: 'g', name: "green", who: "either player", stroke: "green" },
    ];
    const SPEC: GraphEdit = GraphEdit { colours: COLOURS, max_edges: 4 };

    fn graph(text: &str) -> EdgeGraph {
        EdgeGraph::parse(text).unwrap()
    }

    #[test]
    fn edges_are_read_and_written_in_the_position_notation() {
        assert_eq!(graph("0-1:b, 2-1:R").edges, [(0, 1, 'b'), (1, 2, 'r')]);
        assert_eq!(graph("0-1:b,2-1:R").text(), "0-1:b,1-2:r");
        assert_eq!(graph("-"), EdgeGraph::default());
        assert_eq!(EdgeGraph::default().text(), "-");
        assert_eq!(EdgeGraph::parse("0-1"), None);
        assert_eq!(EdgeGraph::parse("0-1:bb"), None);
        assert_eq!(EdgeGraph::parse("0-x:b"), None);
        assert_eq!(graph("0-3:b,3-7:g").vertices(), [0, 3, 7]);
    }

    #[test]
    fn edges_grow_from_a_vertex_to_another_or_to_a_new_one() {
        let g = EdgeGraph::default();
        let g = SPEC.add_edge(&g, 0, None, 'b').unwrap();
        assert_eq!(g.text(), "0-1:b");
        let g = SPEC.add_edge(&g, 1, None, 'r').unwrap();
        assert_eq!(g.text(), "0-1:b,1-2:r");
        let g = SPEC.add_edge(&g, 0, None, 'g').unwrap();
        assert_eq!(g.text(), "0-1:b,1-2:r,0-3:g");
        // Joining two vertices, and a loop.
        let g = SPEC.add_edge(&g, 3, Some(2), 'g').unwrap();
        assert_eq!(g.text(), "0-1:b,1-2:r,0-3:g,2-3:g");
        assert_eq!(SPEC.add_edge(&g, 1, None, 'b').unwrap_err(), "At most 4 edges: delete one to add another.");
        assert!(SPEC.add_edge(&graph("0-1:b"), 5, None, 'b').is_err());
        assert!(SPEC.add_edge(&graph("0-1:b"), 1, None, 'y').is_err());
        assert_eq!(SPEC.add_edge(&graph("0-1:b"), 1, Some(1), 'r').unwrap().text(), "0-1:b,1-1:r");
    }

    #[test]
    fn a_deleted_edge_drops_what_hangs_from_it_and_vertices_are_renumbered() {
        let g = graph("0-1:b,1-2:r,2-3:b,0-4:g,4-5:g");
        assert_eq!(SPEC.delete_edge(&g, 1).text(), "0-1:b,0-2:g,2-3:g");
        assert_eq!(SPEC.delete_edge(&g, 0).text(), "0-1:g,1-2:g");
        assert_eq!(SPEC.delete_edge(&g, 9), g.tidy());
        // A cycle keeps its top when one side is cut.
        assert_eq!(SPEC.delete_edge(&graph("0-1:b,0-2:b,1-2:r"), 0).text(), "0-2:b,1-2:r");
        assert_eq!(SPEC.delete_edge(&graph("0-1:b"), 0).text(), "-");
        assert_eq!(SPEC.recoloured(&g, 2, 'g').text(), "0-1:b,1-2:r,2-3:g,0-4:g,4-5:g");
        assert_eq!(SPEC.recoloured(&g, 2, 'y'), g);
        // Gaps in the numbering close up; what stands apart from the ground goes.
        assert_eq!(graph("0-4:b,4-9:r,7-8:g").tidy().text(), "0-1:b,1-2:r");
    }

    #[test]
    fn vertices_stand_in_layers_over_the_vertices_below_them() {
        // Two stalks, the left one branching: 1 and 2 on layer 1, 3 and 4 over 1, 5 over 2.
        let l = graph("0-1:b,0-2:g,1-3:r,1-4:b,2-5:g").layout();
        assert_eq!((l.widest, l.height), (3, 2));
        let at = |v: usize| l.vertices.iter().find(|p| p.0 == v).map(|p| (p.1, p.2)).unwrap();
        assert_eq!(at(1).1, 1);
        assert_eq!(at(3).1, 2);
        assert!(at(1).0 < at(2).0);
        assert!(at(3).0 < at(4).0 && at(4).0 < at(5).0, "{l:?}");
        for (v, x, _) in &l.vertices {
            assert!((0.0..=1.0).contains(x), "vertex {v} at {x}");
        }
        for a in &l.vertices {
            for b in &l.vertices {
                if a.0 < b.0 && a.2 == b.2 {
                    assert!((a.1 - b.1).abs() >= 1.0 / 3.0 - 1e-9, "{a:?} and {b:?} crowd");
                }
            }
        }
        // A stalk stands straight; its ground edge's foot is under its first vertex.
        let l = graph("0-1:b,1-2:r,2-3:b").layout();
        assert!(l.vertices.iter().all(|v| v.1 == 0.5));
        assert_eq!(l.edges[0], ((0.5, 0.0), (0.5, 1.0), 0.0));
        // Two edges from the ground to one vertex stand on two feet; two edges joining the same
        // vertices bow apart.
        let l = graph("0-1:b,0-1:r,1-2:g,1-2:g").layout();
        assert!(l.edges[0].0 .0 < l.edges[1].0 .0);
        assert_eq!((l.edges[2].2, l.edges[3].2), (0.0, 1.0));
        assert_eq!(EdgeGraph::default().layout().vertices, []);
    }
}
