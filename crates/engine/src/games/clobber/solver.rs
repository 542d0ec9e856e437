//! Clobber's own outcome search: the whole board on two 64-bit words (Left's stones, Right's),
//! searched for a win or a loss only.
//!
//! At every node the stones split into groups (orthogonally connected stones). A group of one
//! colour never moves and is never taken, so it is removed. A group of at most `cheap` stones
//! is valued by its canonical form on an arena of the solver's own, and these forms are added
//! into one form `S`; only the larger groups stay on the board. A node is thus the board of
//! large groups, `S` and the side to move, and its moves are the board's moves and the
//! canonical options of `S` (a sum's outcome only depends on its summands' values). With no
//! large group left, `S`'s outcome decides.
//!
//! Results go to a table keyed by the board's least image under the rectangle's symmetries,
//! with `S` and the side to move. Moves are tried by what they leave the other side: fewest
//! replies first (Clobber's mobility), which finds refutations early.

use rustc_hash::FxHashMap;

use super::Grid;
use crate::cgt::{Cgt, G};
use crate::partizan::bits::components;
use crate::partizan::{wins_on_own_board, DedicatedOutcome, Limits, WinTable};
use crate::vocab::{Outcome, Side};

/// Positions between two calls of the caller's `go`.
const REPORT_EVERY: u64 = 4_096;

/// The most stones in a group valued by its canonical form: measured natively (release build),
/// see docs/benchmarks.md, "Clobber and Konane on the real boards".
pub(super) const CHEAP_STONES: u32 = 10;

/// Halts the search: the caller's `go` said stop.
struct Stop;

/// A board of `h` rows and `w` columns as bits `r * w + c` (Konane's search uses it too).
#[derive(Clone, Copy)]
pub(crate) struct Shape {
    pub(crate) h: usize,
    pub(crate) w: usize,
    pub(crate) full: u64,
    /// Cells not in the first column, and not in the last.
    not_first: u64,
    not_last: u64,
}

impl Shape {
    /// Left's stones, Right's stones and the board's squares (every cell but `#`) of a grid of
    /// this shape; `None` for a grid of another size.
    pub(crate) fn stones(&self, pos: &Grid) -> Option<(u64, u64, u64)> {
        if pos.rows.len() != self.h || pos.rows.iter().any(|r| r.len() != self.w) {
            return None;
        }
        let (mut x, mut o, mut board) = (0u64, 0u64, 0u64);
        for (r, row) in pos.rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                let bit = 1u64 << (r * self.w + c);
                match v {
                    b'x' => x |= bit,
                    b'o' => o |= bit,
                    _ => {}
                }
                if v != b'#' {
                    board |= bit;
                }
            }
        }
        Some((x, o, board))
    }

    pub(crate) fn new(h: usize, w: usize) -> Shape {
        let n = h * w;
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let (mut first, mut last) = (0u64, 0u64);
        for r in 0..h {
            first |= 1 << (r * w);
            last |= 1 << (r * w + w - 1);
        }
        Shape { h, w, full, not_first: full & !first, not_last: full & !last }
    }

    /// The cells one step from `b` in each direction: east, west, south, north.
    #[inline]
    pub(crate) fn steps(&self, b: u64) -> [u64; 4] {
        [(b << 1) & self.not_first, (b >> 1) & self.not_last, (b << self.w) & self.full, b >> self.w]
    }

    /// The cells one step from `b` in direction `d` (see [`Shape::steps`]).
    #[inline]
    pub(crate) fn step(&self, d: usize, b: u64) -> u64 {
        match d {
            0 => (b << 1) & self.not_first,
            1 => (b >> 1) & self.not_last,
            2 => (b << self.w) & self.full,
            _ => b >> self.w,
        }
    }

    /// For each symmetry of the rectangle (four, or eight when square), the cell each cell
    /// goes to.
    pub(crate) fn symmetries(&self) -> Vec<Vec<u8>> {
        let (h, w) = (self.h, self.w);
        let mut perm = Vec::new();
        for t in 0..8u8 {
            if t & 4 != 0 && h != w {
                break;
            }
            perm.push(
                (0..h * w)
                    .map(|i| {
                        let (mut r, mut c) = (i / w, i % w);
                        if t & 1 != 0 {
                            r = h - 1 - r;
                        }
                        if t & 2 != 0 {
                            c = w - 1 - c;
                        }
                        if t & 4 != 0 {
                            std::mem::swap(&mut r, &mut c);
                        }
                        (r * w + c) as u8
                    })
                    .collect(),
            );
        }
        perm
    }

    /// The inverse of [`Shape::steps`]'s direction `d` (from a cell reached back to its start).
    #[inline]
    pub(crate) fn back(&self, d: usize, t: u64) -> u64 {
        match d {
            0 => t >> 1,
            1 => t << 1,
            2 => t >> self.w,
            _ => t << self.w,
        }
    }

    #[inline]
    pub(crate) fn neighbours(&self, b: u64) -> u64 {
        let [a, b2, c, d] = self.steps(b);
        a | b2 | c | d
    }

    /// Moves of the side with stones `mine` against `theirs`.
    #[inline]
    fn count(&self, mine: u64, theirs: u64) -> u32 {
        self.steps(mine).iter().map(|t| (t & theirs).count_ones()).sum()
    }

    /// The groups of `occ`, each as its cells.
    fn groups(&self, occ: u64) -> Vec<u64> {
        components(occ, |g| self.neighbours(g))
    }

    /// The shift that takes a group to the top left corner (its least row and column to 0).
    fn corner(&self, g: u64) -> u32 {
        let top = g.trailing_zeros() as usize / self.w;
        let mut col = self.w;
        let mut b = g;
        while b != 0 {
            col = col.min(b.trailing_zeros() as usize % self.w);
            b &= b - 1;
        }
        (top * self.w + col) as u32
    }
}

/// The image of the cells `b` under a symmetry `p` (from [`Shape::symmetries`]).
pub(crate) fn image(b: u64, p: &[u8]) -> u64 {
    let mut out = 0u64;
    let mut b = b;
    while b != 0 {
        out |= 1u64 << p[b.trailing_zeros() as usize];
        b &= b - 1;
    }
    out
}

/// The symmetries of [`Shape::symmetries`] applied a byte of cells at a time: `tab[s * bytes +
/// i][v]` is the image under symmetry `s` of the cells `v << 8 i`, so an image costs a lookup a
/// byte rather than one a stone (the table key's images are most of a node's work).
pub(crate) struct Images {
    bytes: usize,
    count: usize,
    tab: Vec<[u64; 256]>,
}

impl Images {
    pub(crate) fn new(perms: &[Vec<u8>]) -> Images {
        let cells = perms.first().map_or(0, |p| p.len());
        let all = if cells >= 64 { u64::MAX } else { (1u64 << cells) - 1 };
        let bytes = cells.div_ceil(8);
        let mut tab = Vec::with_capacity(perms.len() * bytes);
        for p in perms {
            for i in 0..bytes {
                let mut t = [0u64; 256];
                for (v, out) in t.iter_mut().enumerate() {
                    *out = image(((v as u64) << (8 * i)) & all, p);
                }
                tab.push(t);
            }
        }
        Images { bytes, count: perms.len(), tab }
    }

    #[inline]
    fn image(&self, s: usize, b: u64) -> u64 {
        let t = &self.tab[s * self.bytes..(s + 1) * self.bytes];
        t.iter().enumerate().fold(0, |acc, (i, t)| acc | t[((b >> (8 * i)) & 255) as usize])
    }

    /// The least pair of images of `a` and `b` under one symmetry (the identity among them).
    pub(crate) fn least(&self, a: u64, b: u64) -> (u64, u64) {
        let mut best = (a, b);
        for s in 0..self.count {
            // The second image only matters when the first ties or wins.
            let ia = self.image(s, a);
            if ia <= best.0 {
                best = best.min((ia, self.image(s, b)));
            }
        }
        best
    }
}

/// The search of one request: its table, arena and counters persist across the root's moves.
pub(super) struct Solver {
    shape: Shape,
    /// The rectangle's symmetries.
    images: Images,
    cgt: Cgt,
    /// Canonical forms of small groups, keyed by their stones moved to the corner.
    values: FxHashMap<(u64, u64), G>,
    /// Bounded and replacing: 32 bytes an entry, `table_limit` entries at most.
    table: WinTable<(u64, u64, G, bool)>,
    table_limit: usize,
    cheap: u32,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// A search for boards of `root`'s size, or `None` for a board of more than 64 cells.
    pub(super) fn new(root: &Grid, limits: &Limits, cheap: u32) -> Option<Solver> {
        let (h, w) = (root.rows.len(), root.rows.first().map_or(0, |r| r.len()));
        if h * w > 64 || h * w == 0 {
            return None;
        }
        let images = Images::new(&Shape::new(h, w).symmetries());
        Some(Solver {
            shape: Shape::new(h, w),
            images,
            cgt: Cgt::new(),
            values: FxHashMap::default(),
            table: WinTable::new(limits.table),
            table_limit: limits.table,
            cheap,
            nodes: 0,
            budget: u64::MAX,
        })
    }

    /// Left's and Right's stones of a grid of the root's size.
    fn bits(&self, pos: &Grid) -> Option<(u64, u64)> {
        self.shape.stones(pos).map(|(x, o, _)| (x, o))
    }

    /// The canonical form of the stones `x`, `o` (any groups): the sum of their groups' forms.
    fn value(&mut self, x: u64, o: u64) -> G {
        let mut sum = self.cgt.zero();
        for g in self.shape.groups(x | o) {
            let (gx, go) = (x & g, o & g);
            if gx == 0 || go == 0 {
                continue;
            }
            let v = self.group_value(gx, go);
            sum = self.cgt.add(sum, v);
        }
        sum
    }

    /// The canonical form of one group, from its options.
    fn group_value(&mut self, x: u64, o: u64) -> G {
        let k = self.shape.corner(x | o);
        let key = (x >> k, o >> k);
        if let Some(&v) = self.values.get(&key) {
            return v;
        }
        // Each side's options as (Left's stones, Right's stones) after the move.
        let mut after = [Vec::new(), Vec::new()];
        for (side, (mine, theirs)) in [(x, o), (o, x)].into_iter().enumerate() {
            for (d, t) in self.shape.steps(mine).into_iter().enumerate() {
                let mut hits = t & theirs;
                while hits != 0 {
                    let to = hits & hits.wrapping_neg();
                    hits &= hits - 1;
                    let (m, th) = ((mine & !self.shape.back(d, to)) | to, theirs & !to);
                    after[side].push(if side == 0 { (m, th) } else { (th, m) });
                }
            }
        }
        let [l, r] = after;
        let left: Vec<G> = l.into_iter().map(|(a, b)| self.value(a, b)).collect();
        let right: Vec<G> = r.into_iter().map(|(a, b)| self.value(a, b)).collect();
        let v = self.cgt.from_options(&left, &right);
        self.values.insert(key, v);
        v
    }

    /// The large groups of `x`, `o` and the form of the rest (one-colour groups are dropped).
    fn split(&mut self, x: u64, o: u64, mut small: G) -> (u64, u64, G) {
        let mut keep = 0u64;
        for g in self.shape.groups(x | o) {
            let (gx, go) = (x & g, o & g);
            if gx == 0 || go == 0 {
                continue;
            }
            if g.count_ones() <= self.cheap {
                let v = self.group_value(gx, go);
                small = self.cgt.add(small, v);
            } else {
                keep |= g;
            }
        }
        (x & keep, o & keep, small)
    }

    /// The least image of the board under the rectangle's symmetries.
    fn key(&self, x: u64, o: u64) -> (u64, u64) {
        self.images.least(x, o)
    }

    /// Whether the side to move (`left`: Left) wins the node of large groups `x`, `o` (already
    /// split) and the small sum `small`.
    fn search(&mut self, x: u64, o: u64, small: G, left: bool, go: &mut dyn FnMut(u64) -> bool) -> Result<bool, Stop> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(REPORT_EVERY) && !go(self.nodes) {
            return Err(Stop);
        }
        if self.nodes >= self.budget && !go(self.nodes) {
            return Err(Stop);
        }
        if x | o == 0 {
            let out = self.cgt.outcome(small);
            let me = if left { Outcome::L } else { Outcome::R };
            return Ok(out == Outcome::N || out == me);
        }
        let (bx, bo) = self.key(x, o);
        let tkey = (bx, bo, small, left);
        if let Some(won) = self.table.get(&tkey) {
            return Ok(won);
        }
        let start = self.nodes;
        let (mine, theirs) = if left { (x, o) } else { (o, x) };
        // Board moves, each with the replies it leaves the other side (fewest first).
        let mut moves: Vec<(u32, u64, u64)> = Vec::new();
        for (d, t) in self.shape.steps(mine).into_iter().enumerate() {
            let mut hits = t & theirs;
            while hits != 0 {
                let to = hits & hits.wrapping_neg();
                hits &= hits - 1;
                let from = self.shape.back(d, to);
                let (m, th) = ((mine & !from) | to, theirs & !to);
                moves.push((self.shape.count(th, m), m, th));
            }
        }
        moves.sort_unstable_by_key(|m| m.0);
        let mut won = false;
        for (_, m, th) in moves {
            let (cx, co) = if left { (m, th) } else { (th, m) };
            let (cx, co, cs) = self.split(cx, co, small);
            if !self.search(cx, co, cs, !left, go)? {
                won = true;
                break;
            }
        }
        if !won {
            let options = if left { self.cgt.left_options(small) } else { self.cgt.right_options(small) };
            for s in options {
                if !self.search(x, o, s, !left, go)? {
                    won = true;
                    break;
                }
            }
        }
        self.table.put(tkey, won, self.nodes - start);
        Ok(won)
    }
}

impl DedicatedOutcome<Grid> for Solver {
    fn wins(&mut self, pos: &Grid, me: Side, budget: u64, go: &mut dyn FnMut(u64) -> bool) -> Option<bool> {
        let (x, o) = match self.bits(pos) {
            Some(b) => b,
            None => {
                // A board of another size: a solver of its own shape, keeping the counters.
                let limits = Limits { table: self.table_limit, ..Limits::default() };
                return wins_on_own_board(Solver::new(pos, &limits, self.cheap), &mut self.nodes, pos, me, budget, go);
            }
        };
        self.budget = budget;
        let zero = self.cgt.zero();
        let (x, o, small) = self.split(x, o, zero);
        self.search(x, o, small, me == Side::Left, go).ok()
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn table_entries(&self) -> usize {
        self.table.len() + self.values.len()
    }
}
