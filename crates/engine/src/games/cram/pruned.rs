//! Grundy values of Cram regions too large for the plain memoised search, by a search that
//! prunes (the method of P. Beling and M. Rogalski, "On pruning search trees of impartial
//! games", Artificial Intelligence 283 (2020)).
//!
//! The plain search finds every option's value to take their mex. Most of that work is
//! wasted: to know that a region's value is k it is enough to know that no option is worth k
//! and that each of 0 .. k-1 is some option's value. So a region is asked only whether its
//! value lies in a set `want` ([`Pruned::in_set`]): it keeps the values its options could still
//! leave unexcluded (`cand`, at first 0 ..= the number of options, since the mex of n values
//! is at most n) and asks each option only about those, which stops as soon as no wanted value
//! is left. The root asks for 0, then 1, ... (an aspiration set of one value each time, "is
//! G + *k a P-position?"), keeping every exact value found in the table between rounds.
//!
//! An option is a sum of regions. Regions whose value is known (the table, or a closed form of
//! the game) are folded into one number by XOR; two equal regions cancel (G + G = 0); of the
//! rest, all but the largest are valued exactly and the largest is asked about the wanted set
//! moved by their XOR. Placements that leave the same regions are tried once, and options
//! leaving a smaller largest region (a board split evenly) are tried first, since they are
//! cheap and often settle a wanted value.
//!
//! Every region an option leaves is first made smaller where the value allows
//! ([`Grid::reduce`], [`Grid::twin_cuts`]: extra leaves, cells between leaves' centres, and a
//! 2 x 2 block cut along its twin corners), the reductions Beling and Rogalski's solver makes,
//! proved here in their comments and checked against the plain search on random boards. The
//! regions met are then fewer and smaller: 5 x 7 expanded 0.13 of the regions it did without
//! them (docs/benchmarks.md).
//!
//! The table keeps exact values, and for a region not yet valued the values it was proved not
//! to have (every "no" of `in_set`), which later questions leave out; so any answer read from
//! it is proved. It is emptied of its large regions when full (a value may then be searched
//! again, never wrongly).

use rustc_hash::FxHashMap;

use super::{dominoes, Cram, Region};
use crate::impartial::ImpartialGame;

/// A set of values below 128 as bits. A region of at most [`MAX_CELLS`] cells has at most 112
/// domino places (the 8 x 8 board), so its value, a mex of at most 112 values, is below 128.
type Set = u128;

/// The most free cells of one region this search values (see [`Set`]).
pub const MAX_CELLS: usize = 64;
/// Regions of at most this many cells stay in the table when it is emptied: they are many
/// and cheap to keep, and every large search meets them again.
const KEEP_CELLS: u32 = 20;

/// Why a search ended without its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// It expanded its budget of regions.
    Budget,
    /// Its caller asked it to stop.
    Interrupted,
    /// A region has more than [`MAX_CELLS`] cells.
    TooLarge,
}

/// One search, with its table of exact values kept between questions.
pub struct Pruned<'a> {
    known: FxHashMap<Region, u8>,
    /// Values proved not to be the region's (its value is not yet known).
    excluded: FxHashMap<Region, Set>,
    table: usize,
    budget: u64,
    /// Regions expanded so far (each a visit with its options listed).
    pub nodes: u64,
    go_on: &'a mut dyn FnMut(u64) -> bool,
}

/// How often the caller is asked whether to go on, in expanded regions.
const REPORT_EVERY: u64 = 1 << 14;

impl<'a> Pruned<'a> {
    /// A search that expands at most `budget` regions, keeps at most `table` values, and asks
    /// `go_on` (with the regions expanded so far) every 16,384 regions whether to go on.
    pub fn new(budget: u64, table: usize, go_on: &'a mut dyn FnMut(u64) -> bool) -> Self {
        Pruned { known: FxHashMap::default(), excluded: FxHashMap::default(), table, budget, nodes: 0, go_on }
    }

    /// The Grundy value of a sum of regions (each of at most [`MAX_CELLS`] cells): the XOR of
    /// theirs.
    pub fn sum(&mut self, comps: &[Region]) -> Result<u32, Stop> {
        if comps.iter().any(|c| c.bits.count_ones() as usize > MAX_CELLS) {
            return Err(Stop::TooLarge);
        }
        let mut x = 0u8;
        for c in cancel_pairs(comps.to_vec()) {
            x ^= self.value(&c)?;
        }
        Ok(u32::from(x))
    }

    /// The Grundy value of one region, asking for 0, 1, 2, ... in turn.
    pub fn value(&mut self, comp: &Region) -> Result<u8, Stop> {
        if let Some(v) = self.known(comp) {
            return Ok(v);
        }
        for k in 0..128u32 {
            if let Some(v) = self.in_set(comp, 1 << k)? {
                return Ok(v);
            }
        }
        // A value is at most the number of options, which is below 128 (see `Set`).
        unreachable!("a region of at most {MAX_CELLS} cells has a value below 128")
    }

    /// The value of a region if it is known without search: the table, or a closed form.
    fn known(&mut self, comp: &Region) -> Option<u8> {
        if let Some(&v) = self.known.get(comp) {
            return Some(v);
        }
        let v = u8::try_from(Cram.closed_form_grundy(comp)?).ok()?;
        self.store(*comp, v);
        Some(v)
    }

    fn store(&mut self, comp: Region, v: u8) {
        self.make_room();
        self.excluded.remove(&comp);
        self.known.insert(comp, v);
    }

    /// Empties the tables of their large regions when together they hold `table` entries.
    fn make_room(&mut self) {
        if self.known.len() + self.excluded.len() >= self.table {
            self.known.retain(|r, _| r.bits.count_ones() <= KEEP_CELLS);
            self.excluded.retain(|r, _| r.bits.count_ones() <= KEEP_CELLS);
            if self.known.len() + self.excluded.len() >= self.table {
                self.known.clear();
                self.excluded.clear();
            }
        }
    }

    fn tick(&mut self) -> Result<(), Stop> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(Stop::Budget);
        }
        if self.nodes.is_multiple_of(REPORT_EVERY) && !(self.go_on)(self.nodes) {
            return Err(Stop::Interrupted);
        }
        Ok(())
    }

    /// The value of `comp` when it lies in `want`; `None` when it does not. A value returned
    /// is always exact (one outside `want` may be returned too, when it is found on the way).
    pub fn in_set(&mut self, comp: &Region, want: Set) -> Result<Option<u8>, Stop> {
        if let Some(v) = self.known(comp) {
            return Ok(Some(v));
        }
        // What an earlier question proved it is not, it is not asked again.
        let want = want & !self.excluded.get(comp).copied().unwrap_or(0);
        let found = self.search(comp, want)?;
        if found.is_none() && want != 0 {
            self.make_room();
            *self.excluded.entry(*comp).or_insert(0) |= want;
        }
        Ok(found)
    }

    /// [`Self::in_set`] of a region not in the table, by its options.
    fn search(&mut self, comp: &Region, want: Set) -> Result<Option<u8>, Stop> {
        if want == 0 {
            return Ok(None);
        }
        let (h, w) = (comp.h as usize, comp.w as usize);
        let places = dominoes(h, w, comp.bits);
        // The mex of n values is at most n.
        let mut cand: Set = if places.len() >= 127 { !0 } else { (1 << (places.len() + 1)) - 1 };
        if cand & want == 0 {
            return Ok(None);
        }
        self.tick()?;
        // Each option with how far its domino lies from the middle of the box (in half cells):
        // among options alike, one through the middle is tried first, as it splits the region.
        let mut options: Vec<(Vec<Region>, usize)> = places
            .into_iter()
            .map(|(a, b)| {
                let off = (a / w + b / w).abs_diff(h - 1) + (a % w + b % w).abs_diff(w - 1);
                (split(h, w, comp.bits & !(1 << a) & !(1 << b), true), off)
            })
            .collect();
        options.sort_unstable();
        options.dedup_by(|later, first| later.0 == first.0);
        let mut pending: Vec<(u8, Vec<Region>, usize)> = Vec::new();
        for (option, off) in options {
            let mut x = 0u8;
            let mut rest = Vec::new();
            for r in cancel_pairs(option) {
                match self.known(&r) {
                    Some(v) => x ^= v,
                    None => rest.push(r),
                }
            }
            if rest.is_empty() {
                cand &= !(1 << x);
            } else {
                pending.push((x, rest, off));
            }
        }
        // Evenly split boards first: the smaller the largest region, the cheaper the option.
        pending.sort_by_key(|(_, rest, off)| {
            let largest = rest.iter().map(|r| r.bits.count_ones()).max().unwrap_or(0);
            (largest, rest.len(), *off)
        });
        // Values above the largest wanted one cannot change whether the mex is wanted.
        let upto: Set = if want >> 127 != 0 { !0 } else { (1u128 << (128 - want.leading_zeros())) - 1 };
        let mut remaining = pending.len();
        cand = keep_lowest(cand, remaining + 1);
        for (x, rest, _) in pending {
            if cand & want == 0 {
                return Ok(None);
            }
            // The largest candidate need not be asked about: were it this option's value, a
            // smaller candidate would stay unexcluded; if it is not excluded now it is dropped
            // below, with one option fewer left to exclude the others.
            let largest = 1u128 << (127 - cand.leading_zeros());
            if let Some(v) = self.option_in_set(x, rest, cand & !largest & upto)? {
                cand &= !(1 << v);
            }
            remaining -= 1;
            cand = keep_lowest(cand, remaining + 1);
        }
        if cand & upto == 0 {
            return Ok(None);
        }
        // Every option's value at or below the largest wanted one is excluded: the mex is exact.
        let g = cand.trailing_zeros() as u8;
        self.store(*comp, g);
        Ok(Some(g))
    }

    /// The value of the option `x` + the regions `rest` (none known) when it lies in `want`.
    fn option_in_set(&mut self, mut x: u8, mut rest: Vec<Region>, want: Set) -> Result<Option<u8>, Stop> {
        if want == 0 {
            return Ok(None);
        }
        rest.sort_by_key(|r| r.bits.count_ones());
        let last = rest.pop().expect("an option with a region to search");
        for r in &rest {
            x ^= self.value(r)?;
        }
        let mut moved: Set = 0;
        let mut left = want;
        while left != 0 {
            let s = left.trailing_zeros() as u8;
            left &= left - 1;
            moved |= 1 << (s ^ x);
        }
        Ok(self.in_set(&last, moved)?.map(|v| v ^ x))
    }
}

/// The regions (of two or more cells) of the cells `bits` of an `h` x `w` box, each cropped and
/// in its least image: `super::regions` by bit operations without allocating per cell, since
/// the search splits every option it lists (the tests check the two agree). With `reduce`,
/// each region is first made smaller by [`Grid::reduce`] (the same value), and split again
/// when that cuts it apart.
fn split(h: usize, w: usize, bits: u128, reduce: bool) -> Vec<Region> {
    let grid = Grid::new(h, w);
    let mut out = Vec::new();
    grid.split_into(bits, reduce, &mut out);
    out.sort_unstable();
    out
}

/// The cells of an `h` x `w` box as bits (row-major), with the masks that move them one cell.
struct Grid {
    h: usize,
    w: usize,
    all: u128,
    not_first: u128,
    not_last: u128,
}

impl Grid {
    fn new(h: usize, w: usize) -> Self {
        let mut first_col = 0u128;
        for r in 0..h {
            first_col |= 1 << (r * w);
        }
        let all = if h * w == 128 { !0 } else { (1u128 << (h * w)) - 1 };
        Grid { h, w, all, not_first: all & !first_col, not_last: all & !(first_col << (w - 1)) }
    }

    /// The cells whose neighbour below (above, to the right, to the left) is in `p`.
    fn below(&self, p: u128) -> u128 {
        p >> self.w
    }
    fn above(&self, p: u128) -> u128 {
        (p << self.w) & self.all
    }
    fn right(&self, p: u128) -> u128 {
        (p >> 1) & self.not_last
    }
    fn left(&self, p: u128) -> u128 {
        (p << 1) & self.not_first
    }
    fn near(&self, p: u128) -> u128 {
        self.below(p) | self.above(p) | self.right(p) | self.left(p)
    }

    /// The cells of `bits` joined to `seed` through neighbours in `bits`.
    fn flood(&self, seed: u128, bits: u128) -> u128 {
        let mut part = seed;
        loop {
            let grown = (part | self.near(part)) & bits;
            if grown == part {
                return part;
            }
            part = grown;
        }
    }

    fn split_into(&self, bits: u128, reduce: bool, out: &mut Vec<Region>) {
        let mut rest = bits;
        while rest != 0 {
            let part = self.flood(rest & rest.wrapping_neg(), bits);
            rest &= !part;
            if part.count_ones() < 2 {
                continue;
            }
            let smaller = if reduce { self.reduce(part) } else { part };
            if smaller != part {
                self.split_into(smaller, reduce, out);
                continue;
            }
            let cut = if reduce { self.twin_cuts(part) } else { 0 };
            if cut == 0 || self.flood_cut(part & part.wrapping_neg(), part, cut) == part {
                out.push(least_image(self.h, self.w, part));
                continue;
            }
            // The cuts part it: each piece is a region of its own (a cut that lies inside a
            // piece is left out of it, which is the same game by the same rule).
            let mut pieces = part;
            while pieces != 0 {
                let piece = self.flood_cut(pieces & pieces.wrapping_neg(), part, cut);
                pieces &= !piece;
                self.split_into(piece, reduce, out);
            }
        }
    }

    /// [`Self::flood`] across no side in `cut` (a cell's bit there cuts it from its right-hand
    /// neighbour).
    fn flood_cut(&self, seed: u128, bits: u128, cut: u128) -> u128 {
        let mut part = seed;
        loop {
            let across = (self.right(part) & !cut) | (self.left(part & !cut));
            let grown = (part | self.below(part) | self.above(part) | across) & bits;
            if grown == part {
                return part;
            }
            part = grown;
        }
    }

    /// The sides a region may be cut along with the same value: in a 2 x 2 block of free cells
    /// whose two opposite corners touch only the block, those corners are twins (the same two
    /// neighbours), so the block's two sides across one way can go. A domino on a corner and
    /// one neighbour has its twin's image, a domino elsewhere leaves the corners the same,
    /// and once one corner is alone with a neighbour, the other has its leaf's twin there.
    /// Given as the left cells of the two horizontal sides of each such block.
    fn twin_cuts(&self, p: u128) -> u128 {
        let (b, t, r, l) = (self.below(p) & p, self.above(p) & p, self.right(p) & p, self.left(p) & p);
        let w = self.w;
        // Corners touching only their block: top left, bottom right; top right, bottom left.
        let tl = p & !l & !t & r & b;
        let br = p & !r & !b & l & t;
        let tr = p & !r & !t & l & b;
        let bl = p & !l & !b & r & t;
        let falling = tl & (br >> (w + 1));
        let rising = tr & (bl >> (w - 1));
        falling | (falling << w) | (rising >> 1) | ((rising >> 1) << w)
    }

    /// A region of the same Grundy value as the connected cells `p`, with fewer cells when two
    /// rules allow (the reductions of Beling and Rogalski's Cram solver). Cram depends only on
    /// which free cells touch: a move deletes two touching cells.
    /// - A cell with two or more leaves (neighbours touching nothing else) keeps one: each leaf
    ///   can only be covered with that cell, and any one of them leaves the same position.
    /// - A cell that is no leaf and all of whose neighbours have a leaf of their own is
    ///   dropped. In the sum with the region without it, the second player answers a domino
    ///   on it and a neighbour c by covering c with c's leaf, which leaves the same cells;
    ///   every other move has the same answer, and the cell keeps that property.
    ///
    /// Each rule keeps the value, so their result may be smaller still after another round;
    /// [`Self::split_into`] applies them until nothing changes.
    fn reduce(&self, p: u128) -> u128 {
        let (b, t, r, l) = (self.below(p) & p, self.above(p) & p, self.right(p) & p, self.left(p) & p);
        let two_or_more = (b & t) | (b & r) | (b & l) | (t & r) | (t & l) | (r & l);
        let leaves = (b ^ t ^ r ^ l) & !two_or_more;
        // The leaves by where their one neighbour is; a leaf whose neighbour already has one
        // (an earlier direction's) is dropped.
        let mut centres = 0u128;
        let mut dropped = 0u128;
        let lb = (leaves & b) << self.w;
        dropped |= (lb & centres) >> self.w;
        centres |= lb;
        let lt = (leaves & t) >> self.w;
        dropped |= (lt & centres) << self.w;
        centres |= lt;
        let lr = (leaves & r) << 1;
        dropped |= (lr & centres) >> 1;
        centres |= lr;
        let ll = (leaves & l) >> 1;
        dropped |= (ll & centres) << 1;
        centres |= ll;
        // Cells that are neither leaves nor centres, with no such neighbour: every neighbour is
        // a centre (a leaf's neighbour is its centre).
        let mut bridges = p & !leaves & !centres;
        bridges &= !self.near(bridges);
        p & !dropped & !bridges
    }
}

/// The cells `part` of an `h` x `w` box cropped to their own box, as the least of their eight
/// images under the symmetries of the square. Regions order by height first, so only the
/// images no taller than wide can be least: four, by moving whole rows, or all eight when
/// the box is square.
fn least_image(h: usize, w: usize, part: u128) -> Region {
    let row_mask = (1u128 << w) - 1;
    let (mut r0, mut r1, mut cols) = (usize::MAX, 0, 0u128);
    for r in 0..h {
        let row = (part >> (r * w)) & row_mask;
        if row != 0 {
            r0 = r0.min(r);
            r1 = r;
            cols |= row;
        }
    }
    let (c0, c1) = (cols.trailing_zeros() as usize, 127 - cols.leading_zeros() as usize);
    let (bh, bw) = (r1 - r0 + 1, c1 - c0 + 1);
    let box_mask = (1u128 << bw) - 1;
    let mut cropped = 0u128;
    for r in 0..bh {
        cropped |= ((part >> ((r0 + r) * w + c0)) & box_mask) << (r * bw);
    }
    match bh.cmp(&bw) {
        std::cmp::Ordering::Less => least_turned(bh, bw, cropped),
        std::cmp::Ordering::Greater => least_turned(bw, bh, transpose(bh, bw, cropped)),
        std::cmp::Ordering::Equal => {
            least_turned(bh, bw, cropped).min(least_turned(bw, bh, transpose(bh, bw, cropped)))
        }
    }
}

/// The cells of an `h` x `w` box (row-major) reflected in the diagonal: a `w` x `h` box.
fn transpose(h: usize, w: usize, bits: u128) -> u128 {
    let mut out = 0u128;
    let mut left = bits;
    while left != 0 {
        let i = left.trailing_zeros() as usize;
        left &= left - 1;
        out |= 1 << ((i % w) * h + i / w);
    }
    out
}

/// The least of the four images of an `h` x `w` box that keep it upright (rows turned over,
/// columns turned over, both).
fn least_turned(h: usize, w: usize, bits: u128) -> Region {
    let mask = (1u128 << w) - 1;
    let mut images = [0u128; 4];
    for r in 0..h {
        let row = (bits >> (r * w)) & mask;
        let rev = row.reverse_bits() >> (128 - w);
        let (up, down) = (r * w, (h - 1 - r) * w);
        images[0] |= row << up;
        images[1] |= row << down;
        images[2] |= rev << up;
        images[3] |= rev << down;
    }
    let least = images.into_iter().min().expect("four images");
    Region { h: h as u8, w: w as u8, bits: least }
}

/// The `n` least values of `set`: with n - 1 options left, at most n - 1 of them are excluded,
/// so the mex is one of the n least candidates.
fn keep_lowest(mut set: Set, n: usize) -> Set {
    while set.count_ones() as usize > n {
        set &= !(1u128 << (127 - set.leading_zeros()));
    }
    set
}

/// The regions of a sum with equal pairs removed (G + G = 0), sorted.
fn cancel_pairs(mut comps: Vec<Region>) -> Vec<Region> {
    comps.sort_unstable();
    let mut out: Vec<Region> = Vec::with_capacity(comps.len());
    for c in comps {
        if out.last() == Some(&c) {
            out.pop();
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::domineering::parse_cells;
    use crate::impartial::Solver;
    use proptest::prelude::*;

    fn pruned_value(text: &str) -> u32 {
        pruned_value_in(text, 1 << 22)
    }

    fn pruned_value_in(text: &str, table: usize) -> u32 {
        let mut go_on = |_| true;
        let mut search = Pruned::new(u64::MAX, table, &mut go_on);
        search.sum(&Cram.components(&parse_cells(text).unwrap())).unwrap()
    }

    /// Boards with sides in `sides`, each cell free with chance `free`, as text.
    fn boards_in(sides: std::ops::Range<usize>, free: f64) -> impl Strategy<Value = String> {
        (sides.clone(), sides).prop_flat_map(move |(h, w)| {
            prop::collection::vec(prop::bool::weighted(free), h * w).prop_map(move |v| {
                v.chunks(w)
                    .map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect::<String>())
                    .collect::<Vec<_>>()
                    .join("/")
            })
        })
    }

    /// Boards of up to 25 cells with some cells blocked, as text.
    fn boards() -> impl Strategy<Value = String> {
        boards_in(1..6, 0.8)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// The pruned search gives the plain memoised Grundy search's value (itself checked
        /// against a search of every placement in `mod.rs`).
        #[test]
        fn pruned_is_the_plain_search(s in boards()) {
            let pos = parse_cells(&s).unwrap();
            let want = Solver::new(&Cram).sum_grundy(&Cram.components(&pos)).unwrap();
            prop_assert_eq!(pruned_value(&s), want, "{}", s);
            // A table of 40 entries is emptied again and again, exclusions and values alike.
            prop_assert_eq!(pruned_value_in(&s, 40), want, "{} with a small table", s);
        }
    }

    proptest! {
        /// The search's own split into regions is the game's.
        #[test]
        fn split_is_the_games_regions(h in 1usize..12, w in 1usize..12, seed: u128) {
            let cells = h * w;
            if cells <= 128 {
                let mask = if cells == 128 { !0 } else { (1u128 << cells) - 1 };
                let bits = seed & mask;
                prop_assert_eq!(split(h, w, bits, false), super::super::regions(h, w, bits));
                prop_assert_eq!(split(h, w, mask, false), super::super::regions(h, w, mask));
            }
        }
    }

    /// Boards of up to 36 cells, two in five blocked: thin regions, with many leaves and cells
    /// between them, which the reductions act on.
    fn sparse_boards() -> impl Strategy<Value = String> {
        boards_in(2..7, 0.6)
    }

    /// The free cells of a board written as text ('.' free, '#' blocked), with its size.
    fn bits_of(text: &str) -> (usize, usize, u128) {
        let rows: Vec<&str> = text.split('/').collect();
        let w = rows[0].len();
        let bits =
            rows.iter().flat_map(|r| r.chars()).enumerate().fold(0u128, |b, (i, c)| b | (u128::from(c == '.') << i));
        (rows.len(), w, bits)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// The reduced regions of a position sum to its value (the plain search on the whole
        /// board, unreduced), and never hold more cells.
        #[test]
        fn reduced_regions_keep_the_value(s in sparse_boards()) {
            let (h, w, bits) = bits_of(&s);
            let plain = split(h, w, bits, false);
            let reduced = split(h, w, bits, true);
            let mut solver = Solver::new(&Cram);
            let want = solver.sum_grundy(&plain).unwrap();
            prop_assert_eq!(solver.sum_grundy(&reduced).unwrap(), want, "{}", s);
            let cells = |rs: &[Region]| rs.iter().map(|r| r.bits.count_ones()).sum::<u32>();
            prop_assert!(cells(&reduced) <= cells(&plain));
            prop_assert_eq!(pruned_value(&s), want, "{}", s);
        }
    }

    /// The two rules on small pictures: extra leaves go, and a cell between leaves' centres.
    #[test]
    fn reductions_on_pictures() {
        let reduced = |text: &str| {
            let (h, w, bits) = bits_of(text);
            split(h, w, bits, true)
        };
        // A cell with four leaves keeps one: a domino.
        assert_eq!(reduced("#.#/.../#.#"), vec![least_image(1, 2, 0b11)]);
        // A path of five bent round a blocked cell: its middle cell lies between two centres,
        // so it goes, and two dominoes are left.
        assert_eq!(reduced(".../.#."), vec![least_image(1, 2, 0b11); 2]);
        // A 2 x 2 block: its corners are twins two ways, so it is cut into two dominoes
        // (0, as both sides even).
        assert_eq!(reduced("../.."), vec![least_image(1, 2, 0b11); 2]);
        // A 2 x 3 block has no leaf and no corner touching only one block: unchanged.
        assert_eq!(reduced(".../..."), vec![Region { h: 2, w: 3, bits: 0b111111 }]);
        // A 2 x 2 block with a leaf on two opposite cells: the other two lie between the
        // leaves' centres and go, leaving two dominoes.
        assert_eq!(reduced("##.#/#..#/#..#/#.##"), vec![least_image(1, 2, 0b11); 2]);
        // A path of four: each end's neighbour has one leaf, the middle edge stays.
        assert_eq!(reduced("...."), vec![Region { h: 1, w: 4, bits: 0b1111 }]);
        // A domino standing or lying is one region.
        assert_eq!(least_image(2, 1, 0b11), least_image(1, 2, 0b11));
    }

    /// A wanted set that misses the value is answered `None`; one that holds it, the value.
    #[test]
    fn in_set_answers_only_what_is_asked() {
        let mut go_on = |_| true;
        let mut search = Pruned::new(u64::MAX, 1 << 20, &mut go_on);
        // 3 x 5 has value 0 would be found by the table; take a board without a closed form.
        let comp = Cram.components(&parse_cells("3x5").unwrap())[0];
        let g = Solver::new(&Cram).searched_comp_grundy(&comp).unwrap() as u8;
        assert_eq!(search.in_set(&comp, !(1u128 << g) & 0xff).unwrap().filter(|&v| v != g), None);
        // The "no" is remembered: asked again, nothing is expanded.
        let nodes = search.nodes;
        assert_eq!(search.in_set(&comp, !(1u128 << g) & 0x0f).unwrap().filter(|&v| v != g), None);
        assert_eq!(search.nodes, nodes);
        assert_eq!(search.in_set(&comp, 1 << g).unwrap(), Some(g));
        assert_eq!(cancel_pairs(vec![comp, comp, comp]), vec![comp]);
    }

    /// The published values (tests/data/cram_rectangles.txt) of the rectangles `pick` keeps.
    fn check_published(pick: impl Fn(usize, usize) -> bool) -> usize {
        let mut go_on = |_| true;
        let mut search = Pruned::new(u64::MAX, 1 << 24, &mut go_on);
        let mut checked = 0;
        for line in include_str!("../../../tests/data/cram_rectangles.txt").lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let (board, value) = line.split_once(' ').unwrap();
            let (r, c) = board.split_once('x').unwrap();
            let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
            if !pick(r, c) {
                continue;
            }
            let start = std::time::Instant::now();
            let got = search.sum(&Cram.components(&parse_cells(board).unwrap())).unwrap();
            eprintln!("{board}: {got} ({:.1?}, {} regions expanded so far)", start.elapsed(), search.nodes);
            assert_eq!(got.to_string(), value, "{board}");
            checked += 1;
        }
        checked
    }

    /// The published values small enough for the test build.
    #[test]
    fn published_small_rectangles() {
        // 4x4, 4x5, 4x6, 5x5; 4x7 and 5x6 take 7 s and 15 s in the test build.
        assert_eq!(check_published(|r, c| r * c <= 25), 4);
    }

    /// The published values of boards of at most 40 cells, optimised (17 s, 12 of them on
    /// 5 x 8). 4 x 11 takes a minute; 6 x 7 did not end in three, and the larger boards of the
    /// table are further still (docs/benchmarks.md).
    #[test]
    #[ignore]
    fn published_rectangles() {
        assert_eq!(check_published(|r, c| r * c <= 40), 12);
    }
}
