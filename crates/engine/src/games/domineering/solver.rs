//! Domineering's own outcome search, after Bullock's solver ("Domineering: Solving Large
//! Combinatorial Search Spaces", 2002): the whole board, never split, searched for a win or a
//! loss only.
//!
//! Each side sees the board in its own lines (Left's are the columns, Right's the rows), a
//! line a word of occupied bits with a guard bit at each end and a guard line above and below,
//! so that both sides' moves are two adjacent free bits of one of their lines. Each line's
//! most moves (half of each run of free cells) and safe moves (those whose cells have no free
//! neighbour across, which the other side can never take) are kept up to date as moves are
//! made and unmade, by a table of every 16-bit line.
//!
//! A position is proved when the side to move can count on more moves than the other can make,
//! or the other on as many as it can make: first by the safe moves against the most moves, then
//! by Bullock's count ([`Packing`]).
//! A side never plays its own safe move while it has another (Bullock's rule: a safe move keeps,
//! as nobody else can take it). The rule is not proved here; `tests::agrees_with_a_plain_search`
//! checks it against a plain search on random boards where it decides. Moves are tried in the order of
//! what they do to both sides' most and safe moves (Bullock's), then by a history of cutoffs.
//! Results go to a table of fixed size keyed by the board under its symmetries (four, eight on
//! a square board, where the transposed board is the same position with the sides swapped).

use std::sync::OnceLock;

use super::Grid;
use crate::partizan::DedicatedOutcome;
use crate::value::Limits;
use crate::vocab::Side;

/// The longest line the tables of 16-bit lines take.
pub(super) const MAX_SIDE: usize = 16;

/// Positions between two calls of the caller's `go`.
const REPORT_EVERY: u64 = 4_096;

/// The most disjoint dominoes in each 16-bit pattern of free cells (bit set: free).
fn pairs_table() -> &'static [u8; 1 << 16] {
    static TABLE: OnceLock<Box<[u8; 1 << 16]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Box::new([0u8; 1 << 16]);
        for (m, slot) in t.iter_mut().enumerate() {
            let (mut m, mut n) = (m as u32, 0);
            while m != 0 {
                let low = m & m.wrapping_neg();
                if m & (low << 1) != 0 {
                    n += 1;
                    m &= !(low | low << 1);
                } else {
                    m &= !low;
                }
            }
            *slot = n;
        }
        t
    })
}

/// The most disjoint dominoes along a line of free bits `free` (bits 1 to 16).
#[inline]
fn pairs(t: &[u8; 1 << 16], free: u32) -> u32 {
    t[((free >> 1) & 0xFFFF) as usize] as u32
}

/// Pseudo-random words for the keys (splitmix64): fixed, so that keys are the same run to run.
fn zobrist() -> &'static [u64; 128] {
    static TABLE: OnceLock<[u64; 128]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        std::array::from_fn(|_| {
            s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
    })
}

/// Where a move at line `i` of `lines` and bits `j`, `j + 1` of `len` lies, as a preference
/// (higher first): moves that leave the board tiled like bricks, one line in from an edge and
/// an even number of cells from the end of their line, then the rest of the lines one in
/// from an edge, then inner lines, and moves along an edge last; nearer an edge first within
/// each. Bullock's solver orders by a table of this kind.
fn place(lines: usize, len: usize, i: usize, j: usize) -> i32 {
    let di = (i - 1).min(lines - i);
    let dj = (j - 1).min(len - 1 - j);
    let tier = match (!di.is_multiple_of(2), dj.is_multiple_of(2), di >= 2) {
        (true, true, _) => 4,
        (true, false, _) => 3,
        (false, true, true) => 2,
        (false, false, true) => 1,
        _ => 0,
    };
    tier * 64 - (di + dj) as i32
}

/// A move as the search orders it: its score, line, bit, and the key of the board it leaves.
type Move = (i32, u8, u8, u64);

/// One slot of the table in a word: the key's bits 8 to 63 (its low bits choose the bucket, of
/// which there are at least 2^8, so the whole key is compared), then in the low byte how many
/// positions its proof took, as a bit length in bits 2 to 7 (the larger proof is kept when a
/// bucket is full), and the result for the side to move in bits 0 and 1 (0: empty, 1: a loss,
/// 2: a win).
type Slot = u64;

/// Whether `slot` holds `key`.
#[inline]
fn holds(slot: Slot, key: u64) -> bool {
    slot & 3 != 0 && (slot ^ key) >> 8 == 0
}

/// What a side can count on beyond its safe moves, from one packing of its lines (Bullock's
/// thesis, chapter 4): protective areas, vulnerable moves of two kinds, squares left unused,
/// and safe moves with an option.
#[derive(Clone, Copy, Default, Debug)]
struct Packing {
    /// 2 x 2 blocks of free cells walled on one side at least (both cells beside the block in
    /// the side's outer line occupied): whoever enters first, the side keeps a move there.
    areas: i32,
    /// Dominoes outside the safe moves that one domino of the other side can take together
    /// with another of them (type 2: the side keeps a third), and of those how many hold a
    /// protected square.
    thirds: i32,
    thirds_held: i32,
    /// Dominoes that one domino of the other side takes only alone (type 1: the side keeps
    /// half), and of those how many hold a protected square.
    halves: i32,
    halves_held: i32,
    /// Protected squares left out of every domino: the other side can never cover them.
    unused: i32,
    /// Safe moves with a free unprotected square beside them (`options[k]`: playing the move
    /// on that square instead takes `k + 1` squares from the other side).
    options: [i32; 3],
}

/// The vulnerable moves of one line while it is scanned: what the cells seen so far leave open.
#[derive(Clone, Copy)]
enum Open {
    Nothing,
    /// A protected cell.
    Held(u32),
    /// An unprotected cell.
    Bare(u32),
    /// An unprotected cell and a protected one after it.
    BareHeld(u32),
    /// An unprotected cell, then a safe move: the cell may pair with a protected cell to come.
    BareSafe(u32),
}

/// Lines of at most this many cells are scanned by a table ([`scans_table`]).
const SHORT_LINE: usize = 8;

/// The vulnerable moves of one line and its unused squares, as [`scan`] finds them.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct Scan {
    /// The low bit of each domino packed.
    starts: u32,
    /// The low bits of those that hold a protected cell.
    held: u32,
    /// Protected cells left out of every domino.
    unused: u32,
}

impl Scan {
    /// From a [`scans_table`] entry: the three masks of a short line, a byte each, shifted
    /// back to the line's bits 1 to 8.
    #[inline]
    fn unpack(e: u32) -> Scan {
        Scan { starts: (e & 0xFF) << 1, held: (e >> 8 & 0xFF) << 1, unused: (e >> 16 & 0xFF) << 1 }
    }
}

/// One line of a side's packing after its protective areas: `free` its free cells (bit `c`
/// for the cell at bit `c`; the guard bits occupied), `prot` those of them protected (both
/// cells across occupied). Scanned from the low end, a protected cell pairs with an unprotected
/// neighbour into a vulnerable move, preferring the one before it, and is left unused when it
/// has none; two unprotected cells pair too, and two protected ones are a safe move, counted
/// apart.
fn scan(free: u32, prot: u32) -> Scan {
    let mut found = Scan::default();
    let mut add = |s: u32, held: bool| {
        found.starts |= 1 << s;
        if held {
            found.held |= 1 << s;
        }
    };
    let mut unused = 0;
    let mut open = Open::Nothing;
    // Before the first free cell and after the one past the last the scan stays at nothing.
    for c in free.trailing_zeros()..=32 - free.leading_zeros() {
        let is_free = free >> c & 1 == 1;
        open = match (open, is_free, prot >> c & 1 == 1) {
            (Open::Held(h), false, _) => {
                unused |= 1 << h;
                Open::Nothing
            }
            (Open::BareHeld(s), false, _) => {
                add(s, true);
                Open::Nothing
            }
            (_, false, _) => Open::Nothing,
            (Open::Nothing, true, true) => Open::Held(c),
            (Open::Nothing, true, false) => Open::Bare(c),
            (Open::Held(_), true, true) => Open::Nothing,
            (Open::Held(h), true, false) => {
                add(h, true);
                Open::Nothing
            }
            (Open::Bare(s), true, true) => Open::BareHeld(s),
            (Open::Bare(s), true, false) => {
                add(s, false);
                Open::Nothing
            }
            (Open::BareHeld(s), true, true) => Open::BareSafe(s),
            (Open::BareHeld(s), true, false) => {
                add(s, true);
                Open::Bare(c)
            }
            (Open::BareSafe(s), true, true) => Open::BareHeld(s),
            (Open::BareSafe(_), true, false) => Open::Bare(c),
        };
    }
    found.unused = unused;
    found
}

/// [`scan`] of every short line, indexed by its free cells (bits 1 to 8 as bits 0 to 7) and its
/// protected ones above them; the three masks a byte each. The scan's branches per cell were
/// half of the search's time on 8x8.
fn scans_table() -> &'static [u32; 1 << (2 * SHORT_LINE)] {
    static TABLE: OnceLock<Box<[u32; 1 << (2 * SHORT_LINE)]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Box::new([0u32; 1 << (2 * SHORT_LINE)]);
        for (key, slot) in t.iter_mut().enumerate() {
            let free = (key as u32 & 0xFF) << 1;
            let prot = (key as u32 >> SHORT_LINE) << 1;
            if free == 0 || prot & !free != 0 {
                continue;
            }
            let f = scan(free, prot);
            *slot = f.starts >> 1 | (f.held >> 1) << 8 | (f.unused >> 1) << 16;
        }
        t
    })
}

impl Packing {
    /// Side `x`'s moves it can count on and the squares neither side will use, or `None` when
    /// `first` (x moves next) and it has no move but a safe one.
    fn sure(mut self, safe: i32, first: bool) -> Option<(i32, i32)> {
        let mut safe = safe;
        if first {
            // The move x makes now, where it gains most.
            let take_third = |k: &mut Packing| {
                k.thirds -= 1;
                k.thirds_held = k.thirds_held.min(k.thirds);
            };
            let take_half = |k: &mut Packing| {
                k.halves -= 1;
                k.halves_held = k.halves_held.min(k.halves);
            };
            if self.areas % 2 == 1 {
                self.areas -= 1;
                safe += 2;
            } else if self.thirds % 3 != 0 {
                take_third(&mut self);
                safe += 1;
            } else if self.halves % 2 == 1 {
                take_half(&mut self);
                safe += 1;
            } else if let Some(k) = (0..3).rev().find(|&k| self.options[k] % 2 == 1) {
                self.options[k] -= 1;
                self.unused += k as i32 + 1;
            } else if self.thirds > 0 {
                take_third(&mut self);
                safe += 1;
            } else if self.halves > 0 {
                take_half(&mut self);
                safe += 1;
            } else if self.areas > 0 {
                self.areas -= 1;
                safe += 2;
            } else {
                return None;
            }
        }
        // An odd area left: the other side enters it first and it is two vulnerable moves.
        if self.areas % 2 == 1 {
            self.areas -= 1;
            self.thirds += 2;
        }
        let mut moves = self.areas + self.thirds / 3 + self.halves / 2 + safe;
        let (r3, r2) = (self.thirds % 3 != 0, self.halves % 2 != 0);
        let mut unused = self.unused;
        if r3 && r2 {
            moves += 1;
            unused -= 1;
        }
        let o = &mut self.options;
        if r3 == r2 {
            // The options pair up, each pair worth its smaller one to x.
            if o[2] % 2 == 1 {
                o[2] -= 1;
                o[1] += 1;
            }
            if o[1] % 2 == 1 {
                o[1] -= 1;
                o[0] += 1;
            }
        } else if o[2] % 2 == 1 {
            unused += 3;
            if o[1] % 2 == 1 {
                o[1] -= 1;
                o[0] += 1;
            }
        } else if o[1] % 2 == 1 {
            unused += 2;
        } else if o[0] % 2 == 1 {
            unused += 1;
        }
        // A vulnerable move holding a protected square that the other side takes leaves that
        // square to nobody.
        unused += self.thirds_held - (self.thirds / 3 - (self.thirds - self.thirds_held) / 3);
        unused += self.halves_held - (self.halves / 2 - (self.halves - self.halves_held) / 2);
        unused += o[2] / 2 * 3 + o[1] / 2 * 2 + o[0] / 2;
        Some((moves, unused))
    }
}

/// The most slots a table may have: 2 GiB natively (a 9x9 search fills more than 2^24), 256
/// MiB in a 32-bit address space such as wasm's.
#[cfg(target_pointer_width = "64")]
const MAX_SLOTS: usize = 1 << 27;
#[cfg(not(target_pointer_width = "64"))]
const MAX_SLOTS: usize = 1 << 24;

/// Slots for a search from `root`: a power of two at most the table limit, of 8-byte slots.
/// A board of n free squares has at most 2^n positions with each side to move: a table larger
/// than that is never filled, and zeroing one of the default size for each small board cost
/// most of a test's time (a 32 MiB table a search). At least [`MIN_SLOTS`], so that the bucket's
/// index holds the key's low byte, which the slot does not.
fn table_size(root: &Grid, limits: &Limits) -> usize {
    let free = root.free.count_ones();
    let size = limits.table.clamp(2, MAX_SLOTS).min(1 << (free + 1).min(MAX_SLOTS.ilog2()));
    let size = if size.is_power_of_two() { size } else { size.next_power_of_two() / 2 };
    size.max(MIN_SLOTS)
}

/// Slots a bucket: a probe reads one cache line, aligned, and the bucket's eight slots let the
/// table keep the larger proofs of more keys that meet.
const BUCKET: usize = 8;

/// The fewest slots a table has: 2^8 buckets, 16 KiB.
const MIN_SLOTS: usize = BUCKET << 8;

#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
struct Bucket([Slot; BUCKET]);

/// A table of `size` empty slots (a power of two, at least [`MIN_SLOTS`]). A probe lands
/// anywhere in it, so on Linux it asks for huge pages before the slots are written: with 4 KiB
/// pages nearly every probe also missed the TLB.
fn table(size: usize) -> Vec<Bucket> {
    let size = size / BUCKET;
    let mut t: Vec<Bucket> = Vec::with_capacity(size);
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let (start, end) = (t.as_ptr() as usize, t.as_ptr() as usize + size * size_of::<Bucket>());
        let (from, to) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if from < to {
            // SAFETY: the range lies within the vector's own allocation, not yet written; the
            // advice changes how its pages are backed, never their contents.
            unsafe { libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE) };
        }
    }
    t.resize(size, Bucket::default());
    t
}

/// Halts the search: the caller's `go` said stop.
struct Stop;

/// The search of one request: its table and counters persist across the root's moves.
pub(super) struct Solver {
    h: usize,
    w: usize,
    /// Symmetries in the key: 4, or 8 on a square board.
    syms: usize,
    /// `occ[p][i]`: line `i` of side `p` (0 Left: columns, 1 Right: rows), bits 1..=len set
    /// when occupied; lines 0 and len+1 and the bits outside are guards, always occupied.
    occ: [[u32; MAX_SIDE + 2]; 2],
    /// Lines of each side and their length.
    lines: [usize; 2],
    real: [[u8; MAX_SIDE + 2]; 2],
    safe: [[u8; MAX_SIDE + 2]; 2],
    real_total: [u32; 2],
    safe_total: [u32; 2],
    /// The board as a [`Grid`] too, for the protective areas.
    grid: Grid,
    /// The key's part under each symmetry: the words of the covered cells' images.
    hash: [u64; 8],
    /// `cell_keys[cell][s]`: the word of cell's image under symmetry `s`.
    cell_keys: Vec<[u64; 8]>,
    side_keys: [u64; 2],
    table: Vec<Bucket>,
    /// The limit the table was sized by.
    table_limit: usize,
    mask: usize,
    entries: usize,
    /// Cutoffs by each side's move (line, bit): the last tie-break of the order.
    history: [[[u32; MAX_SIDE + 2]; MAX_SIDE + 2]; 2],
    /// How each side's move (line, bit) lies on the board: the first tie-break (see [`place`]).
    place: [[[i32; MAX_SIDE + 2]; MAX_SIDE + 2]; 2],
    nodes: u64,
    budget: u64,
    counts: &'static [u8; 1 << 16],
    scans: &'static [u32; 1 << (2 * SHORT_LINE)],
    /// Move lists, one a depth, kept to spare an allocation a node.
    lists: Vec<Vec<Move>>,
}

impl Solver {
    /// A search for boards of `root`'s size, or `None` for a board with a side longer than
    /// [`MAX_SIDE`] or too few cells to need one.
    pub(super) fn new(root: &Grid, limits: &Limits) -> Option<Solver> {
        let (h, w) = (root.height(), root.width());
        if h > MAX_SIDE || w > MAX_SIDE || h * w > 128 || h < 2 && w < 2 {
            return None;
        }
        let syms = if h == w { 8 } else { 4 };
        let z = zobrist();
        let cell_keys = (0..h * w)
            .map(|cell| {
                let (r, c) = (cell / w, cell % w);
                let (fr, fc) = (h - 1 - r, w - 1 - c);
                let images = [
                    r * w + c,
                    fr * w + c,
                    r * w + fc,
                    fr * w + fc,
                    // Transposed (a square board only: h == w).
                    c * h + r,
                    c * h + fr,
                    fc * h + r,
                    fc * h + fr,
                ];
                images.map(|i| z[i.min(127)])
            })
            .collect();
        let size = table_size(root, limits);
        Some(Solver {
            h,
            w,
            syms,
            occ: [[u32::MAX; MAX_SIDE + 2]; 2],
            lines: [w, h],
            real: [[0; MAX_SIDE + 2]; 2],
            safe: [[0; MAX_SIDE + 2]; 2],
            real_total: [0; 2],
            safe_total: [0; 2],
            grid: *root,
            hash: [0; 8],
            cell_keys,
            side_keys: [z[0] ^ 0x5555_5555_5555_5555, z[1] ^ 0xAAAA_AAAA_AAAA_AAAA],
            table: table(size),
            table_limit: limits.table,
            mask: size / BUCKET - 1,
            entries: 0,
            history: [[[0; MAX_SIDE + 2]; MAX_SIDE + 2]; 2],
            place: std::array::from_fn(|p| {
                let (lines, len) = if p == 0 { (w, h) } else { (h, w) };
                std::array::from_fn(|i| {
                    std::array::from_fn(|j| {
                        if (1..=lines).contains(&i) && (1..len).contains(&j) {
                            place(lines, len, i, j)
                        } else {
                            0
                        }
                    })
                })
            }),
            nodes: 0,
            budget: u64::MAX,
            counts: pairs_table(),
            scans: scans_table(),
            lists: Vec::new(),
        })
    }

    /// Sets the board to `pos` (of the root's size).
    fn set(&mut self, pos: &Grid) {
        let (h, w) = (self.h, self.w);
        self.occ = [[u32::MAX; MAX_SIDE + 2]; 2];
        self.hash = [0; 8];
        for r in 0..h {
            for c in 0..w {
                if pos.free >> (r * w + c) & 1 == 1 {
                    self.occ[0][c + 1] &= !(1 << (r + 1));
                    self.occ[1][r + 1] &= !(1 << (c + 1));
                } else {
                    for (h, k) in self.hash.iter_mut().zip(&self.cell_keys[r * w + c]) {
                        *h ^= k;
                    }
                }
            }
        }
        self.grid = *pos;
        self.real_total = [0; 2];
        self.safe_total = [0; 2];
        for p in 0..2 {
            for i in 1..=self.lines[p] {
                self.real[p][i] = pairs(self.counts, !self.occ[p][i]) as u8;
                self.safe[p][i] = self.count_safe(p, i) as u8;
                self.real_total[p] += self.real[p][i] as u32;
                self.safe_total[p] += self.safe[p][i] as u32;
            }
        }
    }

    #[inline]
    fn count_safe(&self, p: usize, i: usize) -> u32 {
        let o = &self.occ[p];
        pairs(self.counts, !o[i] & o[i - 1] & o[i + 1])
    }

    #[inline]
    fn update_real(&mut self, p: usize, i: usize) {
        let n = pairs(self.counts, !self.occ[p][i]);
        self.real_total[p] = self.real_total[p] + n - self.real[p][i] as u32;
        self.real[p][i] = n as u8;
    }

    #[inline]
    fn update_safe(&mut self, p: usize, i: usize) {
        if i == 0 || i > self.lines[p] {
            return;
        }
        let n = self.count_safe(p, i);
        self.safe_total[p] = self.safe_total[p] + n - self.safe[p][i] as u32;
        self.safe[p][i] = n as u8;
    }

    /// The cell (row-major index) at bit `j` of side `p`'s line `i`.
    #[inline]
    fn cell(&self, p: usize, i: usize, j: usize) -> usize {
        if p == 0 {
            (j - 1) * self.w + (i - 1)
        } else {
            (i - 1) * self.w + (j - 1)
        }
    }

    /// What side `p`'s domino on bits `j` and `j + 1` of its line `i` does to both sides' most
    /// and safe moves (its own gains less the other's), from the lines [`Self::toggle`] updates,
    /// without updating them.
    #[inline]
    fn gain(&mut self, p: usize, i: usize, j: usize) -> i32 {
        let q = 1 - p;
        self.occ[p][i] ^= 3 << j;
        self.occ[q][j] ^= 1 << i;
        self.occ[q][j + 1] ^= 1 << i;
        let real = |s: &Self, x: usize, l: usize| pairs(s.counts, !s.occ[x][l]) as i32 - s.real[x][l] as i32;
        let safe = |s: &Self, x: usize, l: usize| {
            if l == 0 || l > s.lines[x] {
                0
            } else {
                s.count_safe(x, l) as i32 - s.safe[x][l] as i32
            }
        };
        let score = real(self, p, i) - real(self, q, j) - real(self, q, j + 1)
            + safe(self, p, i - 1)
            + safe(self, p, i)
            + safe(self, p, i + 1)
            - safe(self, q, j - 1)
            - safe(self, q, j + 2);
        self.occ[p][i] ^= 3 << j;
        self.occ[q][j] ^= 1 << i;
        self.occ[q][j + 1] ^= 1 << i;
        score
    }

    /// Places or lifts side `p`'s domino on bits `j` and `j + 1` of its line `i`.
    #[inline]
    fn toggle(&mut self, p: usize, i: usize, j: usize) {
        let q = 1 - p;
        self.occ[p][i] ^= 3 << j;
        self.occ[q][j] ^= 1 << i;
        self.occ[q][j + 1] ^= 1 << i;
        self.update_safe(p, i - 1);
        self.update_safe(p, i);
        self.update_safe(p, i + 1);
        self.update_safe(q, j - 1);
        self.update_safe(q, j + 2);
        self.update_real(p, i);
        self.update_real(q, j);
        self.update_real(q, j + 1);
    }

    #[inline]
    fn play(&mut self, p: usize, i: usize, j: usize) {
        self.toggle(p, i, j);
        let (a, b) = (self.cell(p, i, j), self.cell(p, i, j + 1));
        self.grid.free ^= 1u128 << a | 1u128 << b;
        let (ka, kb) = (self.cell_keys[a], self.cell_keys[b]);
        for ((h, a), b) in self.hash.iter_mut().zip(ka).zip(kb) {
            *h ^= a ^ b;
        }
    }

    /// The key of the board with side `p` to move: the least over the symmetries, a
    /// transposing one with the sides swapped.
    #[inline]
    fn key(&self, p: usize) -> u64 {
        self.least_image(p, |_| 0)
    }

    /// The least over the symmetries of image `s`'s hash changed by `change(s)`, with side
    /// `p` to move in the identity's image.
    #[inline]
    fn least_image(&self, p: usize, change: impl Fn(usize) -> u64) -> u64 {
        let mut k = u64::MAX;
        for s in 0..self.syms {
            let side = if s >= 4 { 1 - p } else { p };
            k = k.min(self.hash[s] ^ change(s) ^ self.side_keys[side]);
        }
        k
    }

    /// The key of the board after side `p`'s move at line `i`, bits `j` and `j + 1`.
    #[inline]
    fn child_key(&self, p: usize, i: usize, j: usize) -> u64 {
        let (a, b) = (&self.cell_keys[self.cell(p, i, j)], &self.cell_keys[self.cell(p, i, j + 1)]);
        self.least_image(1 - p, |s| a[s] ^ b[s])
    }

    /// Asks for the bucket of `key` ahead of its probe: a probe of a table this large misses
    /// the cache, and the children's probes, asked for together while the moves are scored,
    /// overlap their misses (asking for only the first few children's, the likeliest searched, was
    /// slower on 8x8).
    #[inline]
    fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let at = &self.table[key as usize & self.mask] as *const Bucket as *const i8;
            // SAFETY: a prefetch is a hint that never faults nor reads into the program; the
            // address is an element of the table.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(at) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    fn probe(&self, key: u64) -> Option<bool> {
        let b = &self.table[key as usize & self.mask].0;
        b.iter().find(|&&s| holds(s, key)).map(|s| s & 3 == 2)
    }

    fn store(&mut self, key: u64, won: bool, work: u64) {
        let b = &mut self.table[key as usize & self.mask].0;
        // The slot of this key, else an empty one, else the one whose proof took least.
        let at = b
            .iter()
            .position(|&s| s & 3 == 0 || holds(s, key))
            .unwrap_or_else(|| (1..BUCKET).fold(0, |m, n| if b[n] & 0xFC < b[m] & 0xFC { n } else { m }));
        let new = b[at] & 3 == 0;
        let class = (64 - work.leading_zeros() as u64).min(63);
        b[at] = key & !0xFF | class << 2 | if won { 2 } else { 1 };
        self.entries += usize::from(new);
    }

    /// Side `x`'s packing: protective areas first, then vulnerable moves and unused squares
    /// line by line, then the options of its safe moves (greedy, from the low bits).
    fn pack(&self, x: usize) -> Packing {
        let o = &self.occ[x];
        let n = self.lines[x];
        let mut used = [0u32; MAX_SIDE + 2];
        let mut k = Packing::default();
        for i in 1..n {
            let mut bad = used[i - 1] | used[i] | used[i + 1] | used[i + 2] | o[i] | o[i + 1];
            bad |= bad >> 1;
            let wall = (o[i - 1] & o[i - 1] >> 1) | (o[i + 2] & o[i + 2] >> 1);
            let mut at = wall & !bad;
            while at != 0 {
                let b = at & at.wrapping_neg();
                at &= !(b | b << 1);
                used[i] |= b | b << 1;
                used[i + 1] |= b | b << 1;
                k.areas += 1;
            }
        }
        for i in 1..=n {
            self.pack_vulnerable(x, i, &mut used, &mut k);
        }
        for i in 1..=n {
            self.pack_options(x, i, &mut used, &mut k);
        }
        k
    }

    /// Line `i`'s vulnerable moves and unused squares, packed into `used`.
    fn pack_vulnerable(&self, x: usize, i: usize, used: &mut [u32; MAX_SIDE + 2], k: &mut Packing) {
        let o = &self.occ[x];
        let free = !(o[i] | used[i]) & (((1u32 << self.lines[1 - x]) - 1) << 1);
        if free == 0 {
            return;
        }
        let prot = o[i - 1] & o[i + 1] & free;
        let found = if self.lines[1 - x] <= SHORT_LINE {
            Scan::unpack(self.scans[((free >> 1) | (prot >> 1) << SHORT_LINE) as usize])
        } else {
            scan(free, prot)
        };
        // Cells across which one domino of the other side may take a second vulnerable move:
        // packed in the line before, or free beside a free cell in the line after. A domino
        // starting at `s` meets them when bit `s` or `s + 1` does.
        let after = !o[i + 1];
        let near = used[i - 1] | (after & (after << 1 | after >> 1));
        let near = near | near >> 1;
        let (two, one) = (found.starts & near, found.starts & !near);
        k.thirds += two.count_ones() as i32;
        k.thirds_held += (two & found.held).count_ones() as i32;
        k.halves += one.count_ones() as i32;
        k.halves_held += (one & found.held).count_ones() as i32;
        used[i] |= found.starts | found.starts << 1 | found.unused;
        k.unused += found.unused.count_ones() as i32;
    }

    /// Line `i`'s safe moves with a free square beside them that the other side could use.
    fn pack_options(&self, x: usize, i: usize, used: &mut [u32; MAX_SIDE + 2], k: &mut Packing) {
        let o = &self.occ[x];
        let guard = o[i - 1] & o[i + 1];
        let beside = used[i - 1] | used[i + 1];
        let mut cur = o[i] | used[i];
        let mut starts = !(cur | cur >> 1) & guard & guard >> 1;
        while starts != 0 {
            let b = starts & starts.wrapping_neg();
            starts &= !(b | b << 1);
            cur |= b | b << 1;
            let opt = if (cur | beside) & b >> 1 == 0 {
                b >> 1
            } else if (starts | cur | beside) & b << 2 == 0 {
                b << 2
            } else {
                continue;
            };
            cur |= opt;
            used[i] |= opt;
            // Taking the square also protects the other side's square across from it when
            // the cell beyond that one is occupied.
            let takes = |a: usize, b: usize| o[a] & opt == 0 && o[b] & opt != 0;
            let up = i >= 2 && takes(i - 1, i - 2);
            let down = i < self.lines[x] && takes(i + 1, i + 2);
            k.options[usize::from(up) + usize::from(down)] += 1;
        }
    }

    /// Who wins by Bullock's count with side `p` to move: the moves a side can count on
    /// against the other side's moves on the free squares they leave.
    fn by_packing(&self, p: usize) -> Option<bool> {
        let empty = self.grid.free.count_ones() as i32;
        let margin = |x: usize, first: bool| {
            let (moves, unused) = self.pack(x).sure(self.safe_total[x] as i32, first)?;
            Some(moves - (empty - 2 * moves - unused) / 2)
        };
        if margin(p, true).is_some_and(|m| m > 0) {
            Some(true)
        } else if margin(1 - p, false).is_some_and(|m| m >= 0) {
            Some(false)
        } else {
            None
        }
    }

    /// Side `p`'s moves at this node, scored, in the order they are generated (lines and bits
    /// ascending), which [`Self::search`] keeps among equal scores: (line, bit), safe moves
    /// only when there is nothing else.
    fn moves(&mut self, p: usize, out: &mut Vec<Move>) {
        out.clear();
        for safe_ones in [false, true] {
            for i in 1..=self.lines[p] {
                let o = &self.occ[p];
                let free = !o[i];
                let all = free & (free >> 1);
                let prot = free & o[i - 1] & o[i + 1];
                let safe = prot & (prot >> 1);
                let mut m = if safe_ones { all & safe } else { all & !safe };
                while m != 0 {
                    let j = m.trailing_zeros() as usize;
                    m &= m - 1;
                    out.push((0, i as u8, j as u8, 0));
                }
            }
            if !out.is_empty() {
                break;
            }
        }
        for mv in out.iter_mut() {
            let (i, j) = (mv.1 as usize, mv.2 as usize);
            mv.3 = self.child_key(p, i, j);
            self.prefetch(mv.3);
            let score = self.gain(p, i, j);
            mv.0 = (score * 512 + self.place[p][i][j]) * 1024 + (self.history[p][i][j] >> 4).min(1023) as i32;
        }
    }

    /// Whether side `p` to move wins.
    fn search(&mut self, p: usize, go: &mut dyn FnMut(u64) -> bool, depth: usize) -> Result<bool, Stop> {
        self.nodes += 1;
        if (self.nodes.is_multiple_of(REPORT_EVERY) || self.nodes >= self.budget) && !go(self.nodes) {
            return Err(Stop);
        }
        if let Some(won) = self.bounds_quick(p) {
            return Ok(won);
        }
        let key = self.key(p);
        if let Some(won) = self.probe(key) {
            return Ok(won);
        }
        let start = self.nodes;
        // The move-count bounds and the vulnerable moves alone, asked after Bullock's count,
        // decided a few hundred of 8x8's 1.4 million positions, for more than they saved.
        if let Some(won) = self.by_packing(p) {
            self.store(key, won, 1);
            return Ok(won);
        }
        if self.lists.len() <= depth {
            self.lists.resize_with(depth + 1, || Vec::with_capacity(64));
        }
        let mut moves = std::mem::take(&mut self.lists[depth]);
        self.moves(p, &mut moves);
        // A child already proved lost for the other side wins here without a search of the
        // children before it (its bucket was asked for while the moves were scored).
        let mut won = moves.iter().any(|m| self.probe(m.3) == Some(false));
        for n in 0..if won { 0 } else { moves.len() } {
            // The best move left comes next, the first generated among equals: most nodes are
            // decided by their first move or two, so a full sort orders moves never tried, and
            // an unstable one broke ties into more positions on 8x8.
            let best = (n + 1..moves.len()).fold(n, |b, m| if moves[m].0 > moves[b].0 { m } else { b });
            moves[n..=best].rotate_right(1);
            let (_, i, j, key) = moves[n];
            // Nor is a child proved won for the other side searched again.
            if self.probe(key) == Some(true) {
                continue;
            }
            let (i, j) = (i as usize, j as usize);
            self.play(p, i, j);
            let r = self.search(1 - p, go, depth + 1);
            self.play(p, i, j);
            if !r? {
                won = true;
                // A cutoff nearer the root weighs more, halving with each ply deeper: it spares a
                // larger subtree (halving every second ply took more time on 8x8).
                self.history[p][i][j] =
                    self.history[p][i][j].saturating_add(1 << 20usize.saturating_sub(depth).min(15));
                break;
            }
        }
        self.lists[depth] = moves;
        self.store(key, won, self.nodes - start);
        Ok(won)
    }

    #[inline]
    fn bounds_quick(&self, p: usize) -> Option<bool> {
        let q = 1 - p;
        if self.safe_total[p] > self.real_total[q] {
            Some(true)
        } else if self.safe_total[q] >= self.real_total[p] {
            Some(false)
        } else {
            None
        }
    }
}

impl DedicatedOutcome<Grid> for Solver {
    fn wins(&mut self, pos: &Grid, me: Side, budget: u64, go: &mut dyn FnMut(u64) -> bool) -> Option<bool> {
        if (pos.height(), pos.width()) != (self.h, self.w) {
            return None;
        }
        self.set(pos);
        self.budget = budget;
        self.search(me as usize, go, 0).ok()
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn table_entries(&self) -> usize {
        self.entries
    }

    /// A board of the same size, under the same limit, that would not be given a larger table.
    fn serves(&self, root: &Grid, limits: &Limits) -> bool {
        (root.height(), root.width()) == (self.h, self.w)
            && limits.table == self.table_limit
            && table_size(root, limits) <= BUCKET * self.table.len()
    }

    fn restart(&mut self) {
        self.nodes = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::PartizanGame;
    use std::collections::HashMap;

    /// Whether the side to move wins, trying every move (memoised): nothing of the solver's.
    fn plain(pos: Grid, side: Side, memo: &mut HashMap<(u128, Side), bool>) -> bool {
        if let Some(&v) = memo.get(&(pos.free, side)) {
            return v;
        }
        let won =
            super::super::Domineering.side_options(&pos, side).into_iter().any(|to| !plain(to, side.other(), memo));
        memo.insert((pos.free, side), won);
        won
    }

    #[test]
    fn agrees_with_a_plain_search() {
        let mut seed = 0x5017_u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize
        };
        // Positions where a side's safe moves go unplayed while it has others, and where
        // Bullock's count decides what the quick bounds leave open.
        let (mut skipped, mut packed) = (0, 0);
        for n in 0..300 {
            let (h, w) = (2 + next() % 4, 2 + next() % 4);
            let blocked = next() % 30;
            let rows: Vec<String> =
                (0..h).map(|_| (0..w).map(|_| if next() % 100 < blocked { '#' } else { '.' }).collect()).collect();
            let pos = Grid::from(&super::super::parse_cells(&rows.join("/")).unwrap());
            let mut s = Solver::new(&pos, &Limits::default()).unwrap();
            let mut memo = HashMap::new();
            for side in [Side::Left, Side::Right] {
                s.set(&pos);
                let p = side as usize;
                let mut moves = Vec::new();
                s.moves(p, &mut moves);
                let all = super::super::Domineering.side_options(&pos, side).len();
                skipped += usize::from(moves.len() < all && !moves.is_empty());
                if let Some(says) = s.by_packing(p).filter(|_| s.bounds_quick(p).is_none()) {
                    packed += 1;
                    assert_eq!(says, plain(pos, side, &mut memo), "{n}: {pos}, {side:?} by Bullock's count");
                }
                let got = s.wins(&pos, side, u64::MAX, &mut |_| true).unwrap();
                assert_eq!(got, plain(pos, side, &mut memo), "{n}: {pos}, {side:?} to move");
            }
        }
        assert!(skipped >= 25 && packed >= 100, "{skipped} with safe moves skipped, {packed} by Bullock's count");
    }

    /// Bullock's count on its own, on more boards than the whole search can take: every verdict
    /// it gives agrees with the plain search, for each side to move.
    #[test]
    fn bullocks_count_decides_only_what_is_true() {
        let mut seed = 0xB011_u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as usize
        };
        let (mut decided, mut wins) = (0, 0);
        for n in 0..1500 {
            let (h, w) = (2 + next() % 4, 2 + next() % 4);
            let blocked = 5 + next() % 30;
            let rows: Vec<String> =
                (0..h).map(|_| (0..w).map(|_| if next() % 100 < blocked { '#' } else { '.' }).collect()).collect();
            let pos = Grid::from(&super::super::parse_cells(&rows.join("/")).unwrap());
            let mut s = Solver::new(&pos, &Limits::default()).unwrap();
            s.set(&pos);
            let mut memo = HashMap::new();
            for side in [Side::Left, Side::Right] {
                if let Some(says) = s.by_packing(side as usize) {
                    decided += 1;
                    wins += usize::from(says);
                    assert_eq!(says, plain(pos, side, &mut memo), "{n}: {pos}, {side:?} by Bullock's count");
                }
            }
        }
        assert!(decided >= 1000 && wins >= 300, "{decided} decided, {wins} of them wins");
    }

    /// The node counts of empty boards through the engine's outcome search, as the release
    /// example reports them: `DOMINEERING_BOARDS=6x6,7x6 cargo test -p engine --lib
    /// node_counts -- --ignored --nocapture` (a measuring aid, no assertion).
    #[test]
    #[ignore]
    fn node_counts() {
        let boards = std::env::var("DOMINEERING_BOARDS").unwrap_or_else(|_| "6x6,7x6,7x7".into());
        let game = crate::games::lookup("domineering").unwrap();
        let limits = Limits { first_win: true, ..Limits::default() };
        for board in boards.split(',') {
            for side in [Side::Left, Side::Right] {
                let t = std::time::Instant::now();
                let r = game.search_outcome(board, side, &limits, &mut |_| true).unwrap();
                println!("{board} {side:?}: {} ({} nodes, {:.2} s)", r.summary, r.nodes, t.elapsed().as_secs_f64());
            }
        }
    }
}
