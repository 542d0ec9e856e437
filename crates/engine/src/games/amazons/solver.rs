//! Amazons' own outcome search: the board on 64-bit words (the mover's amazons, the other
//! side's, the empty squares; every other square is burnt), searched for a win or a loss only.
//!
//! At every node the unburnt squares split into regions (joined along rows, columns or
//! diagonals: a queen crosses nothing else). A region without an amazon or without an empty
//! square has no move and is burnt. A region where only one side's amazons stand is an
//! integer, the most moves that side can make there alone (the other side has none, so its
//! value is `{n - 1 |} = n` by induction); it is counted exactly by a search of its own and
//! replaced by that many moves in reserve. A node is thus the shared regions, the mover's net
//! reserve `k` (its reserve minus the other side's: integers add), and the mover; with no
//! shared region left the mover wins exactly when `k > 0`. A move into the reserve is tried
//! after the board's moves.
//!
//! Results go to a bounded, replacing table (`partizan::WinTable`) keyed by the least image of the board under the
//! rectangle's symmetries; the key is the mover's and the other side's amazons, so a position
//! and its colour swap share an entry. Moves are tried by what they leave the other side:
//! fewest queen moves for it first, then most for the mover (mobility), which finds
//! refutations early.

use rustc_hash::FxHashMap;

use crate::games::clobber::solver::{image, Shape};
use crate::games::clobber::Grid;
use crate::partizan::bits::{components, singles};
use crate::partizan::{wins_on_own_board, DedicatedOutcome, Limits, WinTable};
use crate::vocab::Side;

/// Positions between two calls of the caller's `go`.
const REPORT_EVERY: u64 = 4_096;

/// The most empty squares in a one-side region whose moves are counted exactly: a region
/// with more stays on the board and is searched like a shared one. Not measured on its own:
/// the count is a search over every line of play, and 12 keeps it near the regions the
/// canonical forms value (at most 11 unburnt squares, `MAX_REGION` in the game file).
pub(super) const MAX_TERRITORY: u32 = 12;

/// The most entries in the table of counted territories; past it, counts are not kept.
const MAX_COUNTS: usize = 1 << 20;

/// Halts the search: the caller's `go` said stop.
struct Stop;

/// A board of `h` rows and `w` columns as bits `r * w + c`, with queen steps in eight
/// directions.
#[derive(Clone, Copy)]
pub(super) struct Board {
    w: usize,
    full: u64,
    /// Cells not in the first column, and not in the last.
    not_first: u64,
    not_last: u64,
}

impl Board {
    pub(super) fn new(h: usize, w: usize) -> Board {
        let n = h * w;
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let (mut first, mut last) = (0u64, 0u64);
        for r in 0..h {
            first |= 1 << (r * w);
            last |= 1 << (r * w + w - 1);
        }
        Board { w, full, not_first: full & !first, not_last: full & !last }
    }

    /// The cells one step from `b` in direction `d`: east, west, south, north, then
    /// south-east, south-west, north-east, north-west.
    #[inline]
    fn step(&self, d: usize, b: u64) -> u64 {
        let w = self.w;
        match d {
            0 => (b << 1) & self.not_first,
            1 => (b >> 1) & self.not_last,
            2 => (b << w) & self.full,
            3 => b >> w,
            4 => (b << (w + 1)) & self.not_first & self.full,
            5 => (b << (w - 1)) & self.not_last & self.full,
            6 => (b >> (w - 1)) & self.not_first,
            _ => (b >> (w + 1)) & self.not_last,
        }
    }

    /// The empty squares a queen on the one cell `from` reaches over the empty squares `empty`.
    #[inline]
    pub(super) fn reach(&self, from: u64, empty: u64) -> u64 {
        let mut out = 0u64;
        for d in 0..8 {
            let mut b = self.step(d, from) & empty;
            while b != 0 {
                out |= b;
                b = self.step(d, b) & empty;
            }
        }
        out
    }

    /// Queen moves (not counting arrows) of the amazons `queens` over `empty`.
    #[inline]
    fn mobility(&self, queens: u64, empty: u64) -> u32 {
        singles(queens).map(|q| self.reach(q, empty).count_ones()).sum()
    }

    /// The regions of `cells`, joined along rows, columns and diagonals.
    fn regions(&self, cells: u64) -> Vec<u64> {
        components(cells, |g| (0..8).fold(0, |n, d| n | self.step(d, g)))
    }

    /// Every move of the amazons `mine` over `empty`, as the amazons and empty squares after it.
    fn moves(&self, mine: u64, empty: u64) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for q in singles(mine) {
            let vacated = empty | q;
            for t in singles(self.reach(q, empty)) {
                let landed = vacated & !t;
                for a in singles(self.reach(t, landed)) {
                    out.push(((mine & !q) | t, landed & !a));
                }
            }
        }
        out
    }
}

/// A node reduced to its shared regions: the mover's amazons, the other side's, the empty
/// squares, and the mover's net reserve of moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Node {
    mine: u64,
    theirs: u64,
    empty: u64,
    reserve: i32,
}

/// The search of one request: its table and counters persist across the root's moves.
pub(super) struct Solver {
    h: usize,
    board: Board,
    /// `perm[s][i]`: the cell that cell `i` goes to under symmetry `s`.
    perm: Vec<Vec<u8>>,
    /// Proved wins and losses, bounded and replacing (`partizan::wins`), growing to `limit`.
    table: WinTable<Node>,
    limit: usize,
    /// Exact move counts of one-side regions, keyed by their amazons and empty squares.
    counts: FxHashMap<(u64, u64), u32>,
    nodes: u64,
    budget: u64,
    /// One-side regions counted and replaced by a reserve (the tests' floor that it decides).
    pub(super) territories: u64,
}

impl Solver {
    /// A search for boards of `root`'s size, or `None` for an empty board or one of more than
    /// 64 cells. The table holds at most `limits.table` entries (at least 1,024).
    pub(super) fn new(root: &Grid, limits: &Limits) -> Option<Solver> {
        let (h, w) = (root.rows.len(), root.rows.first().map_or(0, |r| r.len()));
        if h * w > 64 || h * w == 0 {
            return None;
        }
        let limit = limits.table.max(1024);
        Some(Solver {
            h,
            board: Board::new(h, w),
            perm: Shape::new(h, w).symmetries(),
            table: WinTable::new(limit),
            limit,
            counts: FxHashMap::default(),
            nodes: 0,
            budget: u64::MAX,
            territories: 0,
        })
    }

    /// Left's amazons, Right's and the empty squares of a grid of the root's size.
    fn bits_of(&self, pos: &Grid) -> Option<(u64, u64, u64)> {
        if pos.rows.len() != self.h || pos.rows.iter().any(|r| r.len() != self.board.w) {
            return None;
        }
        let (mut l, mut r, mut e) = (0u64, 0u64, 0u64);
        for (i, &v) in pos.rows.iter().flatten().enumerate() {
            match v {
                b'L' => l |= 1 << i,
                b'R' => r |= 1 << i,
                b'.' => e |= 1 << i,
                _ => {}
            }
        }
        Some((l, r, e))
    }

    /// The most moves the amazons `queens` make alone over `empty` (a one-side region).
    pub(super) fn territory(&mut self, queens: u64, empty: u64) -> u32 {
        if let Some(&n) = self.counts.get(&(queens, empty)) {
            return n;
        }
        let most = empty.count_ones();
        let mut best = 0;
        'all: for (q, e) in self.board.moves(queens, empty) {
            best = best.max(1 + self.territory(q, e));
            if best == most {
                break 'all;
            }
        }
        if self.counts.len() < MAX_COUNTS {
            self.counts.insert((queens, empty), best);
        }
        best
    }

    /// The node with dead regions burnt and one-side regions (of at most [`MAX_TERRITORY`]
    /// empty squares) replaced by their counts in the reserve.
    fn reduce(&mut self, mut n: Node) -> Node {
        for g in self.board.regions(n.mine | n.theirs | n.empty) {
            let (m, t, e) = (n.mine & g, n.theirs & g, n.empty & g);
            let count = e.count_ones();
            let shared = m != 0 && t != 0 && count > 0;
            if shared || count > MAX_TERRITORY {
                continue;
            }
            if count > 0 && (m | t) != 0 {
                self.territories += 1;
                let v = self.territory(m | t, e) as i32;
                n.reserve += if m != 0 { v } else { -v };
            }
            n.mine &= !g;
            n.theirs &= !g;
            n.empty &= !g;
        }
        n
    }

    /// The least image of the node under the rectangle's symmetries.
    fn key(&self, n: Node) -> Node {
        self.perm
            .iter()
            .map(|p| Node { mine: image(n.mine, p), theirs: image(n.theirs, p), empty: image(n.empty, p), ..n })
            .min_by_key(|k| (k.mine, k.theirs, k.empty))
            .unwrap_or(n)
    }

    fn lookup(&self, key: Node) -> Option<bool> {
        self.table.get(&key)
    }

    fn remember(&mut self, key: Node, won: bool, work: u64) {
        self.table.put(key, won, work);
    }

    /// Whether the mover of the reduced node `n` wins.
    fn search(&mut self, n: Node, go: &mut dyn FnMut(u64) -> bool) -> Result<bool, Stop> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(REPORT_EVERY) && !go(self.nodes) {
            return Err(Stop);
        }
        if self.nodes >= self.budget && !go(self.nodes) {
            return Err(Stop);
        }
        if n.mine | n.theirs == 0 {
            return Ok(n.reserve > 0);
        }
        let key = self.key(n);
        if let Some(won) = self.lookup(key) {
            return Ok(won);
        }
        let start = self.nodes;
        let mut children: Vec<(i64, Node)> = self
            .board
            .moves(n.mine, n.empty)
            .into_iter()
            .map(|(mine, empty)| {
                let child = Node { mine: n.theirs, theirs: mine, empty, reserve: -n.reserve };
                let theirs = self.board.mobility(child.mine, empty) as i64;
                let ours = self.board.mobility(mine, empty) as i64;
                (64 * theirs - ours, child)
            })
            .collect();
        children.sort_unstable_by_key(|c| c.0);
        let mut won = false;
        for (_, child) in children {
            let child = self.reduce(child);
            if !self.search(child, go)? {
                won = true;
                break;
            }
        }
        if !won && n.reserve > 0 {
            let child = Node { mine: n.theirs, theirs: n.mine, empty: n.empty, reserve: 1 - n.reserve };
            won = !self.search(child, go)?;
        }
        self.remember(key, won, self.nodes - start);
        Ok(won)
    }
}

impl DedicatedOutcome<Grid> for Solver {
    fn wins(&mut self, pos: &Grid, me: Side, budget: u64, go: &mut dyn FnMut(u64) -> bool) -> Option<bool> {
        let Some((l, r, empty)) = self.bits_of(pos) else {
            // A board of another size: a solver of its own shape, keeping the counters.
            let limits = Limits { table: self.limit, ..Limits::default() };
            return wins_on_own_board(Solver::new(pos, &limits), &mut self.nodes, pos, me, budget, go);
        };
        self.budget = budget;
        let (mine, theirs) = if me == Side::Left { (l, r) } else { (r, l) };
        let n = self.reduce(Node { mine, theirs, empty, reserve: 0 });
        self.search(n, go).ok()
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn table_entries(&self) -> usize {
        self.table.len() + self.counts.len()
    }

    /// A board of the same squares under the same table limit.
    fn serves(&self, root: &Grid, limits: &Limits) -> bool {
        self.bits_of(root).is_some() && limits.table.max(1024) == self.limit
    }

    fn restart(&mut self) {
        self.nodes = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::Cgt;
    use crate::games::amazons::{parse_amazons, Amazons};
    use crate::lookup;
    use crate::partizan::PartizanGame;
    use crate::vocab::Outcome;
    use proptest::prelude::*;

    fn small() -> Limits {
        Limits { table: 1 << 12, ..Limits::default() }
    }

    /// A board of at most 9 squares (so that the canonical form is quick) with burnt squares
    /// and one or two amazons a side, from the seeds `s`.
    fn board(s: &[u32]) -> String {
        let (h, w) = [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3), (1, 5), (1, 8), (3, 3)][s[0] as usize % 9];
        let mut cells = vec!['.'; h * w];
        for (i, &v) in s[1..].iter().enumerate().take(h * w) {
            cells[i] = match v % 10 {
                0..=2 => '#',
                _ => '.',
            };
        }
        let queens = [('L', s[10]), ('R', s[11]), ('L', s[12]), ('R', s[13])];
        let count = 2 + (s[14] % 3) as usize;
        for &(q, at) in queens.iter().take(count) {
            cells[at as usize % (h * w)] = q;
        }
        cells.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/")
    }

    /// Who wins with `me` to move, from the canonical form (regions and forms, no search).
    fn by_form(s: &str, me: Side) -> bool {
        let mut cgt = Cgt::new();
        let g = cgt.parse(&lookup("amazons").unwrap().canonical(s).unwrap()).unwrap();
        let mine = if me == Side::Left { Outcome::L } else { Outcome::R };
        matches!(cgt.outcome(g), o if o == Outcome::N || o == mine)
    }

    fn by_search(s: &str, me: Side) -> (bool, u64) {
        let pos = parse_amazons(s).unwrap();
        let mut solver = Solver::new(&pos, &small()).unwrap();
        let won = solver.wins(&pos, me, u64::MAX, &mut |_| true).unwrap();
        (won, solver.territories)
    }

    proptest! {
        #[test]
        fn the_search_agrees_with_the_canonical_form(s in prop::collection::vec(any::<u32>(), 15)) {
            let b = board(&s);
            for me in [Side::Left, Side::Right] {
                prop_assert_eq!(by_search(&b, me).0, by_form(&b, me), "{} {:?}", b, me);
            }
        }

        #[test]
        fn bitboard_moves_are_the_rules_moves(s in prop::collection::vec(any::<u32>(), 15)) {
            let b = board(&s);
            let pos = parse_amazons(&b).unwrap();
            let solver = Solver::new(&pos, &small()).unwrap();
            let (l, r, e) = solver.bits_of(&pos).unwrap();
            for (side, mine) in [(Side::Left, l), (Side::Right, r)] {
                let mut got = solver.board.moves(mine, e);
                let mut want: Vec<(u64, u64)> = Amazons
                    .side_moves(&pos, side)
                    .iter()
                    .map(|m| {
                        let (l2, r2, e2) = solver.bits_of(&m.to).unwrap();
                        (if side == Side::Left { l2 } else { r2 }, e2)
                    })
                    .collect();
                got.sort_unstable();
                want.sort_unstable();
                prop_assert_eq!(got, want, "{}", b);
            }
        }
    }

    /// A fixed sweep of boards, each side: the search agrees with the canonical form, and the
    /// one-side counts decide often enough to be tested (the floor).
    #[test]
    fn territories_are_counted_and_agree() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u32
        };
        let (mut boards, mut counted) = (0, 0);
        for _ in 0..300 {
            let s: Vec<u32> = (0..15).map(|_| next()).collect();
            let b = board(&s);
            for me in [Side::Left, Side::Right] {
                let (won, territories) = by_search(&b, me);
                assert_eq!(won, by_form(&b, me), "{b} {me:?}");
                boards += 1;
                counted += (territories > 0) as u32;
            }
        }
        assert!(counted * 4 >= boards, "one-side regions counted in {counted} of {boards} searches");
    }

    /// A one-side region's count is its value, an integer, from its canonical form.
    #[test]
    fn a_territory_count_is_its_value() {
        for s in ["L..", "L.../....", "L#../..#./....", ".L../..../#...", "L.L./....", "R..../.#..R", "L", "L#/#."] {
            let pos = parse_amazons(s).unwrap();
            let mut solver = Solver::new(&pos, &small()).unwrap();
            let (l, r, e) = solver.bits_of(&pos).unwrap();
            let n = solver.territory(l | r, e) as i32;
            let mut cgt = Cgt::new();
            let g = cgt.parse(&lookup("amazons").unwrap().canonical(s).unwrap()).unwrap();
            let want = cgt.parse(&(if l != 0 { n } else { -n }).to_string()).unwrap();
            assert_eq!(g, want, "{s}: counted {n}");
        }
    }

    #[test]
    fn starting_boards() {
        assert_eq!(parse_amazons("4x4").unwrap().to_string(), ".RR./R..R/L..L/.LL.");
        assert_eq!(parse_amazons("5x5").unwrap().to_string(), ".R.R./R...R/...../L...L/.L.L.");
        assert!(parse_amazons("3x5").unwrap_err().message.contains("at least 4 rows"));
        assert!(parse_amazons("9x9").is_err());
        assert!(parse_amazons(&format!("{}x4", usize::MAX)).is_err());
        // Small enough for the generic search: a second-player win on 4 x 4.
        for me in [Side::Left, Side::Right] {
            let pos = parse_amazons("4x4").unwrap();
            let mut solver = Solver::new(&pos, &Limits { table: 1 << 16, ..Limits::default() }).unwrap();
            assert_eq!(solver.wins(&pos, me, u64::MAX, &mut |_| true), Some(false));
            assert!(Amazons.dedicated_outcome(&pos, &small()).is_some());
        }
    }
}
