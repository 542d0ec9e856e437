//! Konane's own outcome search: the whole board on 64-bit words (Left's stones, Right's and
//! the squares that exist), searched for a win or a loss only.
//!
//! The side to move's stones and the other side's are all a node needs: swapping the colours
//! and the side to move gives the same question, so the table is keyed by (mover's stones,
//! other's stones) at their least image under the symmetries that keep the board's squares.
//! Moves are tried by what they leave: fewest single jumps for the other side, most for the
//! mover, first (Konane's mobility).

use super::Grid;
use crate::games::clobber::solver::{image, Images, Shape};
use crate::partizan::bits::singles;
use crate::partizan::{wins_on_own_board, DedicatedOutcome, Limits, WinTable};
use crate::vocab::Side;

/// Positions between two calls of the caller's `go`.
const REPORT_EVERY: u64 = 4_096;

/// Halts the search: the caller's `go` said stop.
struct Stop;

/// The search of one request: its table and counters persist across the root's moves.
pub(super) struct Solver {
    shape: Shape,
    /// The squares that exist (`#` is none).
    board: u64,
    /// The symmetries that keep `board`.
    images: Images,
    /// Bounded and replacing: 24 bytes an entry, `table_limit` entries at most.
    table: WinTable<(u64, u64)>,
    table_limit: usize,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// A search for boards of `root`'s size and squares, or `None` for more than 64 squares.
    pub(super) fn new(root: &Grid, limits: &Limits) -> Option<Solver> {
        let (h, w) = (root.rows.len(), root.rows.first().map_or(0, |r| r.len()));
        if h * w > 64 || h * w == 0 {
            return None;
        }
        let shape = Shape::new(h, w);
        let mut board = 0u64;
        for (r, row) in root.rows.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                if v != b'#' {
                    board |= 1 << (r * w + c);
                }
            }
        }
        let perm: Vec<Vec<u8>> = shape.symmetries().into_iter().filter(|p| image(board, p) == board).collect();
        Some(Solver {
            shape,
            board,
            images: Images::new(&perm),
            table: WinTable::new(limits.table),
            table_limit: limits.table,
            nodes: 0,
            budget: u64::MAX,
        })
    }

    /// Left's and Right's stones of a grid with the root's squares.
    fn bits(&self, pos: &Grid) -> Option<(u64, u64)> {
        let (x, o, board) = self.shape.stones(pos)?;
        (board == self.board).then_some((x, o))
    }

    /// Single jumps of the stones `mine` over `theirs`: a measure of mobility.
    fn jumps(&self, mine: u64, theirs: u64) -> u32 {
        let empty = self.board & !(mine | theirs);
        (0..4).map(|d| (self.shape.step(d, self.shape.step(d, mine) & theirs) & empty).count_ones()).sum()
    }

    /// Every move of `mine` against `theirs`, as the two sets of stones after it.
    fn moves(&self, mine: u64, theirs: u64) -> Vec<(u64, u64)> {
        let empty = self.board & !(mine | theirs);
        let mut out = Vec::new();
        for s in singles(mine) {
            for d in 0..4 {
                let (mut at, mut taken) = (s, 0u64);
                loop {
                    let over = self.shape.step(d, at) & theirs;
                    let land = self.shape.step(d, over) & empty;
                    if land == 0 {
                        break;
                    }
                    taken |= over;
                    at = land;
                    out.push(((mine & !s) | land, theirs & !taken));
                }
            }
        }
        out
    }

    fn key(&self, mine: u64, theirs: u64) -> (u64, u64) {
        self.images.least(mine, theirs)
    }

    /// Whether the side to move, with stones `mine`, wins against `theirs`.
    fn search(&mut self, mine: u64, theirs: u64, go: &mut dyn FnMut(u64) -> bool) -> Result<bool, Stop> {
        self.nodes += 1;
        if (self.nodes.is_multiple_of(REPORT_EVERY) || self.nodes >= self.budget) && !go(self.nodes) {
            return Err(Stop);
        }
        let key = self.key(mine, theirs);
        if let Some(won) = self.table.get(&key) {
            return Ok(won);
        }
        let start = self.nodes;
        let mut moves = Vec::new();
        for (m, t) in self.moves(mine, theirs) {
            let replies = self.jumps(t, m);
            // A move that leaves the other side no jump wins outright (every Konane move
            // starts with a single jump).
            if replies == 0 {
                return Ok(true);
            }
            moves.push((replies as i64 - self.jumps(m, t) as i64, m, t, self.key(t, m)));
        }
        moves.sort_unstable_by_key(|m| m.0);
        // A child already proved lost for the other side wins here at once; one proved won
        // for it is not searched again.
        let mut won = moves.iter().any(|m| self.table.get(&m.3) == Some(false));
        for &(_, m, t, k) in if won { &moves[..0] } else { &moves[..] } {
            if self.table.get(&k) == Some(true) {
                continue;
            }
            if !self.search(t, m, go)? {
                won = true;
                break;
            }
        }
        self.table.put(key, won, self.nodes - start);
        Ok(won)
    }
}

impl DedicatedOutcome<Grid> for Solver {
    fn wins(&mut self, pos: &Grid, me: Side, budget: u64, go: &mut dyn FnMut(u64) -> bool) -> Option<bool> {
        let Some((x, o)) = self.bits(pos) else {
            // Another board: a search of its own, keeping the counters.
            let limits = Limits { table: self.table_limit, ..Limits::default() };
            return wins_on_own_board(Solver::new(pos, &limits), &mut self.nodes, pos, me, budget, go);
        };
        self.budget = budget;
        let (mine, theirs) = if me == Side::Left { (x, o) } else { (o, x) };
        self.search(mine, theirs, go).ok()
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn table_entries(&self) -> usize {
        self.table.len()
    }

    /// A board of the same squares under the same table limit.
    fn serves(&self, root: &Grid, limits: &Limits) -> bool {
        self.bits(root).is_some() && limits.table == self.table_limit
    }

    fn restart(&mut self) {
        self.nodes = 0;
    }
}
