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
        let mut options: Vec<Vec<Region>> =
            places.into_iter().map(|(a, b)| split(h, w, comp.bits & !(1 << a) & !(1 << b))).collect();
        options.sort_unstable();
        options.dedup();
        let mut pending: Vec<(u8, Vec<Region>)> = Vec::new();
        for option in options {
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
                pending.push((x, rest));
            }
        }
        // Evenly split boards first: the smaller the largest region, the cheaper the option.
        pending.sort_by_key(|(_, rest)| {
            let largest = rest.iter().map(|r| r.bits.count_ones()).max().unwrap_or(0);
            (largest, rest.len())
        });
        // Values above the largest wanted one cannot change whether the mex is wanted.
        let upto: Set = if want >> 127 != 0 { !0 } else { (1u128 << (128 - want.leading_zeros())) - 1 };
        let mut remaining = pending.len();
        cand = keep_lowest(cand, remaining + 1);
        for (x, rest) in pending {
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
/// the search splits every option it lists (the tests check the two agree).
fn split(h: usize, w: usize, bits: u128) -> Vec<Region> {
    let mut first_col = 0u128;
    for r in 0..h {
        first_col |= 1 << (r * w);
    }
    let all = if h * w == 128 { !0 } else { (1u128 << (h * w)) - 1 };
    let not_first = all & !first_col;
    let not_last = all & !(first_col << (w - 1));
    let mut rest = bits;
    let mut out = Vec::new();
    while rest != 0 {
        let mut part = rest & rest.wrapping_neg();
        loop {
            let grown =
                (part | ((part << 1) & not_first) | ((part >> 1) & not_last) | (part << w) | (part >> w)) & bits;
            if grown == part {
                break;
            }
            part = grown;
        }
        rest &= !part;
        if part.count_ones() >= 2 {
            out.push(least_image(h, w, part));
        }
    }
    out.sort_unstable();
    out
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

    /// Boards of up to 25 cells with some cells blocked, as text.
    fn boards() -> impl Strategy<Value = String> {
        (1usize..6, 1usize..6).prop_flat_map(|(h, w)| {
            prop::collection::vec(prop::bool::weighted(0.8), h * w).prop_map(move |v| {
                v.chunks(w)
                    .map(|r| r.iter().map(|&x| if x { '.' } else { '#' }).collect::<String>())
                    .collect::<Vec<_>>()
                    .join("/")
            })
        })
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
                prop_assert_eq!(split(h, w, bits), super::super::regions(h, w, bits));
                prop_assert_eq!(split(h, w, mask), super::super::regions(h, w, mask));
            }
        }
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

    /// Every published value (research-size: minutes to hours, optimised).
    #[test]
    #[ignore]
    fn published_rectangles() {
        assert_eq!(check_published(|_, _| true), 30);
    }
}
