//! Value sequences of heap games whose moves may split a heap in two: every octal code and
//! Grundy's game, computed with the rare/common split ("sparse space").
//!
//! # The plain scan
//! g(n) is the mex of the values of the options of a heap of n. A move that leaves two heaps
//! a + b = t has value g(a) ⊕ g(b), and there are about t/2 such pairs, so the plain scan
//! examines O(n) pairs per value and O(n²) for a sequence.
//!
//! # Rare and common values
//! Fix a mask m and call a value v *rare* when the bits of v under m have even parity, *common*
//! otherwise. Parity adds under ⊕, so rare ⊕ rare and common ⊕ common are rare, and
//! rare ⊕ common is common. For many games (Grundy's game with m = 0xfe, 0.6 with m = 0x1ee)
//! only a few heaps have rare values (1,274 of Grundy's first 2^21). Then:
//! * every common value an option reaches comes from a pair with exactly one rare heap, so
//!   scanning the pairs that contain a rare heap (about |R| per value) finds *all* reachable
//!   common values;
//! * the mex is at most c, the smallest common value not found; a rare value below c that was
//!   not found is a *target*: it might still be reached by a pair of two common heaps. One scan
//!   over all pairs that stops as soon as every target has been hit settles them (usually after
//!   a few hundred pairs). The mex is the smallest target left, or c.
//!
//! Any non-zero mask gives the right values; the mask only decides the speed. It is chosen from
//! the values themselves: the mask with the fewest rare heaps over the values so far (a
//! histogram of values makes that |values| × |masks| steps), reviewed whenever n doubles.
//!
//! # Blocks
//! Step 1 for BLOCK consecutive heaps is done in one pass: a rare heap r pairs with the
//! consecutive heaps t - r, t + 1 - r, ..., whose values lie side by side, so each stretch of
//! values is read once for the whole block rather than once per heap from scattered places.
//! The few pairs that involve heaps of the block itself are added value by value, and steps 2
//! and 3 stay per value. The pairs examined are exactly those of the value-by-value method.
//!
//! # The target scan
//! Heaps usually have many targets (0.014 near 2^20: 15 or more for nine heaps in ten), so the
//! scan looks every pair's value up in the marks. Where the CPU has AVX2 and the values are
//! bytes, or words below 1,024, it instead tests 32 pairs at once against the targets held as
//! bit tables for `pshufb`, and looks up only the pairs of a block that hit one. The blocks lie
//! far apart, so the scan fetches four blocks ahead. Elsewhere (WebAssembly, older CPUs, larger
//! values) the plain lookup runs; both hit the same pairs.
//!
//! # Choosing the method
//! Where rare heaps are not rare (0.04 and 0.06 have 18,860 and 52,923 below 2^17) the sparse
//! method can lose to the plain scan, which streams through memory. The engine estimates both
//! costs per value (pairs with a rare heap plus the recent average length of the target scan,
//! against t/2 pairs per splitting move), weighted by [`SPARSE_COST_TENTHS`], and takes the
//! cheaper.
//!
//! # Periods
//! When the octal periodicity theorem applies (a finite code without d0 = 4) and the values so
//! far prove a period, every further value is read off the period: g(n) = g(n - p).
//!
//! Values are kept in the smallest unsigned type that holds them (u8, then u16, then u32), so
//! Grundy's game to 2^24 takes 16 MB.

use crate::sequence::{octal_period, Period};

/// How much a pair examined by the sparse method costs against one of the plain scan, in
/// tenths. Measured natively with both methods forced (crates/engine/examples/seqtime.rs,
/// release, to 2^17): Grundy's game 0.42 ns a pair sparse against 0.40 ns plain; 0.04 0.37
/// against 0.40; 0.06 0.35 against 0.40: about 1.
const SPARSE_COST_TENTHS: u64 = 10;

/// The first n at which a mask is chosen; below it every value uses the plain scan.
const FIRST_REVIEW: usize = 256;

/// Pairs visited together by the target scan (see `sparse`).
const SCAN_BLOCK: usize = 32;

/// Values computed together by the block form of the rare/common method (see `push_block`).
const BLOCK: usize = 16;

/// The largest marks the block form serves: values below 1,024.
const BLOCK_CAP: usize = 2048;

/// The stride of a value's row in [`BLOCK_MARKS`]: past a power of two, so that the rows'
/// first lines do not all fall in one cache set.
const ROW: usize = BLOCK_CAP + 64;

thread_local! {
    /// The shared marks of a block, a row per value. A static rather than a field so that its
    /// address is a constant in WebAssembly, where a store through a pointer held at run time
    /// costs an addition more than on x86-64; per thread, because sequences run on many.
    static BLOCK_MARKS: std::cell::RefCell<[u8; BLOCK * ROW]> = const { std::cell::RefCell::new([0; BLOCK * ROW]) };
}

/// The largest marks of the rare/common method: a mask is chosen only while values fit in 12
/// bits, so options' values are below 2^13 (`choose_sparse` keeps to it between reviews).
const SCAN_CAP: usize = 1 << 13;

thread_local! {
    /// The marks as the target scan reads them: a static for the same reason as BLOCK_MARKS.
    static SCAN_MARKS: std::cell::RefCell<[u8; SCAN_CAP]> = const { std::cell::RefCell::new([0; SCAN_CAP]) };
}

/// A step through `blocks` blocks that visits each once and lands far from the last: near
/// 0.618 of the way round, and coprime with `blocks`.
fn spread_step(blocks: usize) -> usize {
    thread_local! {
        /// The last answer: `blocks` changes once in 2 * SCAN_BLOCK heaps, and the divisions
        /// of the search, done for every heap, showed in profiles of the target scan.
        static LAST: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((0, 1)) };
    }
    if blocks <= 2 {
        return 1;
    }
    let (last, step) = LAST.get();
    if last == blocks {
        return step;
    }
    let gcd = |mut a: usize, mut b: usize| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut step = blocks * 618 / 1000;
    while gcd(step, blocks) != 1 {
        step += 1;
    }
    LAST.set((blocks, step));
    step
}

/// How a heap may be reduced: the heap games this module serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// k such that a heap of exactly k may be taken whole.
    pub take_all: Vec<usize>,
    /// k such that k may be taken leaving one non-empty heap.
    pub take_one: Vec<usize>,
    /// k such that k may be taken leaving two non-empty heaps (k = 0: split without taking).
    pub take_two: Vec<usize>,
    /// Whether the two heaps left may be equal (false in Grundy's game).
    pub equal_parts: bool,
    /// The largest number taken, when the octal periodicity theorem applies to this shape.
    pub theorem: Option<usize>,
}

/// The values, in the smallest type that holds them.
#[derive(Clone, Debug)]
enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// An unsigned value type of the store.
trait Val: Copy + std::ops::BitXor<Output = Self> {
    fn get(self) -> usize;
    /// The values as bytes, when they are: the target scan then tests 32 pairs at once.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    fn bytes(_v: &[Self]) -> Option<&[u8]> {
        None
    }
    /// The values as 16-bit words, when they are.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    fn words(_v: &[Self]) -> Option<&[u16]> {
        None
    }
}
impl Val for u8 {
    #[inline(always)]
    fn get(self) -> usize {
        self as usize
    }
    fn bytes(v: &[u8]) -> Option<&[u8]> {
        Some(v)
    }
}
impl Val for u16 {
    #[inline(always)]
    fn get(self) -> usize {
        self as usize
    }
    fn words(v: &[u16]) -> Option<&[u16]> {
        Some(v)
    }
}
impl Val for u32 {
    #[inline(always)]
    fn get(self) -> usize {
        self as usize
    }
}

impl Store {
    fn len(&self) -> usize {
        match self {
            Store::U8(v) => v.len(),
            Store::U16(v) => v.len(),
            Store::U32(v) => v.len(),
        }
    }

    fn get(&self, i: usize) -> u32 {
        match self {
            Store::U8(v) => v[i] as u32,
            Store::U16(v) => v[i] as u32,
            Store::U32(v) => v[i],
        }
    }

    fn push(&mut self, value: u32) {
        // Widen first when the value does not fit.
        match self {
            Store::U8(v) if value > u8::MAX as u32 => *self = Store::U16(v.iter().map(|&x| x as u16).collect()),
            Store::U16(v) if value > u16::MAX as u32 => *self = Store::U32(v.iter().map(|&x| x as u32).collect()),
            _ => {}
        }
        match self {
            Store::U8(v) => v.push(value as u8),
            Store::U16(v) => v.push(value as u16),
            Store::U32(v) => v.push(value),
        }
    }

    fn bytes_per_value(&self) -> usize {
        match self {
            Store::U8(_) => 1,
            Store::U16(_) => 2,
            Store::U32(_) => 4,
        }
    }
}

/// Which method computes the next value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Let the engine choose per value (the default).
    Auto,
    /// Always the plain scan over every pair.
    Full,
    /// Always the rare/common method once a mask is chosen (below the first review the plain
    /// scan is used).
    Sparse,
}

/// Counts of the work done, for benchmarks and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Values computed by the plain scan, by the sparse method, and read off a proved period.
    pub full: u64,
    pub sparse: u64,
    pub periodic: u64,
    /// Pairs examined in all.
    pub pairs: u64,
    /// How often a review changed the mask.
    pub mask_changes: u64,
}

/// The value sequence g(0), g(1), ... of a [`Shape`], computed incrementally.
#[derive(Clone, Debug)]
pub struct SplitSequence {
    shape: Shape,
    store: Store,
    max_value: u32,
    /// The number of heaps with each value (for choosing the mask).
    histogram: Vec<u64>,
    /// The rare mask (0: none chosen yet) and the heaps ≥ 1 with rare values, ascending, each
    /// with its value (side by side, so the scan reads one stream).
    mask: u32,
    rare: Vec<(u32, u32)>,
    /// n at which the mask is reviewed next.
    next_review: usize,
    /// Recent average number of pairs the target scan examined (sparse method).
    scan_average: u64,
    /// Values computed since the sparse method was last tried (the auto method tries it now
    /// and then to keep `scan_average` fresh).
    since_sparse: usize,
    /// A proved period: every further value is g(n - period).
    period: Option<usize>,
    next_period_check: usize,
    method: Method,
    /// Scratch: per value, 0 = not reached, 1 = reached, 2 = a target of the scan.
    marks: Vec<u8>,
    /// Whether values may be computed in blocks (tests compare with value by value).
    blocks: bool,
    stats: Stats,
}

impl SplitSequence {
    pub fn new(shape: Shape) -> Self {
        SplitSequence {
            shape,
            store: Store::U8(Vec::new()),
            max_value: 0,
            histogram: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            next_review: FIRST_REVIEW,
            scan_average: 0,
            since_sparse: 0,
            period: None,
            next_period_check: 64,
            method: Method::Auto,
            marks: Vec::new(),
            blocks: true,
            stats: Stats::default(),
        }
    }

    /// The same sequence computed by one method only (for tests and benchmarks).
    pub fn with_method(shape: Shape, method: Method) -> Self {
        SplitSequence { method, ..Self::new(shape) }
    }

    /// Whether periods are used (tests turn them off to exercise the scans).
    pub fn without_periods(mut self) -> Self {
        self.shape.theorem = None;
        self
    }

    /// Every value computed on its own (tests and benchmarks compare it with blocks).
    pub fn without_blocks(mut self) -> Self {
        self.blocks = false;
        self
    }

    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// How many values are known.
    pub fn len(&self) -> usize {
        self.store.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// g(i) for a known i.
    pub fn get(&self, i: usize) -> u32 {
        self.store.get(i)
    }

    /// g(n), computing what is missing.
    pub fn value(&mut self, n: usize) -> u32 {
        while self.len() <= n {
            self.grow(n + 1);
        }
        self.get(n)
    }

    /// g(0..=n) as a new vector, computing what is missing.
    pub fn up_to(&mut self, n: usize) -> Vec<u32> {
        self.value(n);
        self.values_in(0, n + 1)
    }

    /// The known values g(start..end) as a new vector.
    pub fn values_in(&self, start: usize, end: usize) -> Vec<u32> {
        let end = end.min(self.len());
        let start = start.min(end);
        match &self.store {
            Store::U8(v) => v[start..end].iter().map(|&x| x as u32).collect(),
            Store::U16(v) => v[start..end].iter().map(|&x| x as u32).collect(),
            Store::U32(v) => v[start..end].to_vec(),
        }
    }

    /// Computes until `target` values are known or about `max_work` pairs were examined;
    /// returns the number of values known.
    pub fn advance(&mut self, target: usize, max_work: u64) -> usize {
        let start = self.stats.pairs;
        while self.len() < target && self.stats.pairs - start < max_work {
            self.grow(target);
        }
        self.len()
    }

    pub fn max_value(&self) -> u32 {
        self.max_value
    }

    /// The rare mask in use (0 before one is chosen).
    pub fn mask(&self) -> u32 {
        self.mask
    }

    /// The number of heaps (from 1) with rare values under the current mask.
    pub fn rare_count(&self) -> usize {
        self.rare.len()
    }

    pub fn period(&self) -> Option<usize> {
        self.period
    }

    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Bytes per stored value (1, 2 or 4).
    pub fn bytes_per_value(&self) -> usize {
        self.store.bytes_per_value()
    }

    fn is_rare(&self, v: u32) -> bool {
        (v & self.mask).count_ones().is_multiple_of(2)
    }

    /// Computes and stores the next values, a block of them when at least a block is wanted
    /// before `target` and the block form applies, else one.
    fn grow(&mut self, target: usize) {
        if !(self.blocks && target - self.len() >= BLOCK && self.push_block()) {
            self.push_next();
        }
    }

    /// Computes and stores the next value.
    fn push_next(&mut self) {
        let n = self.len();
        // Without splits there are no pairs to spare: no mask, no rare list.
        if n >= self.next_review && !self.shape.take_two.is_empty() {
            self.review_mask(n);
        }
        if self.shape.theorem.is_some() && self.period.is_none() && n >= self.next_period_check {
            self.check_period(n);
        }
        let value = if let Some(p) = self.period {
            self.stats.periodic += 1;
            self.stats.pairs += 1;
            self.get(n - p)
        } else {
            self.compute(n)
        };
        self.store_value(n, value);
    }

    /// Stores g(n), the next value.
    fn store_value(&mut self, n: usize, value: u32) {
        self.store.push(value);
        self.max_value = self.max_value.max(value);
        if self.histogram.len() <= value as usize {
            self.histogram.resize(value as usize + 1, 0);
        }
        self.histogram[value as usize] += 1;
        if self.mask != 0 && n >= 1 && self.is_rare(value) {
            self.rare.push((n as u32, value));
        }
    }

    /// Takes `values` as the next values, computed earlier (a sequence resumed from a file).
    /// The mask is reviewed at the next value computed, which rebuilds the rare list.
    pub fn push_known(&mut self, values: &[u32]) {
        for &value in values {
            self.store_value(self.len(), value);
        }
        self.next_review = self.next_review.min(self.len().max(FIRST_REVIEW));
        self.next_period_check = self.next_period_check.min(self.len().max(64));
    }

    /// [`octal_period`] of the values so far, read where they are stored.
    pub fn period_of_values(&self, max_take: usize, theorem: bool) -> (Option<Period>, bool, String) {
        match &self.store {
            Store::U8(v) => octal_period(v, max_take, theorem),
            Store::U16(v) => octal_period(v, max_take, theorem),
            Store::U32(v) => octal_period(v, max_take, theorem),
        }
    }

    /// Checks whether the values so far prove a period by the octal periodicity theorem.
    fn check_period(&mut self, n: usize) {
        self.next_period_check = n * 2;
        let Some(max_take) = self.shape.theorem else { return };
        let found = match &self.store {
            Store::U8(v) => octal_period(&v[..n], max_take, true),
            Store::U16(v) => octal_period(&v[..n], max_take, true),
            Store::U32(v) => octal_period(&v[..n], max_take, true),
        };
        if let (Some(per), true, _) = found {
            self.period = Some(per.period);
        }
    }

    /// Chooses the mask with the fewest rare heaps so far and rebuilds the rare list.
    fn review_mask(&mut self, n: usize) {
        self.next_review = n * 2;
        let bits = 32 - self.max_value.leading_zeros();
        // Masks up to 2^12 values are weighed (12 bits: 4096 x 4096 steps at most); beyond
        // that the plain scan is used.
        if !(1..=12).contains(&bits) {
            self.set_mask(0);
            return;
        }
        let mut best = (u64::MAX, 0u32);
        for mask in 1..(1u32 << bits) {
            let rare: u64 = self
                .histogram
                .iter()
                .enumerate()
                .filter(|&(v, _)| (v as u32 & mask).count_ones().is_multiple_of(2))
                .map(|(_, &c)| c)
                .sum();
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        if best.1 != self.mask {
            self.stats.mask_changes += 1;
            self.set_mask(best.1);
        }
    }

    fn set_mask(&mut self, mask: u32) {
        self.mask = mask;
        self.rare.clear();
        if mask == 0 {
            return;
        }
        for i in 1..self.len() {
            let v = self.get(i);
            if self.is_rare(v) {
                self.rare.push((i as u32, v));
            }
        }
    }

    /// The heap totals t that a move splits into two heaps, for a heap of n.
    fn totals(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        self.shape.take_two.iter().filter(move |&&k| k < n).map(move |&k| n - k).filter(|&t| t >= 2)
    }

    /// Pairs (a, t - a) of a total t: a from 1 to this.
    fn half(&self, t: usize) -> usize {
        if self.shape.equal_parts {
            t / 2
        } else {
            (t - 1) / 2
        }
    }

    /// The length of the marks for the next value: every option's value is below twice the
    /// next power of two above the largest value so far.
    fn cap(&self) -> usize {
        ((self.max_value as usize + 1).next_power_of_two() * 2).max(64)
    }

    /// Starts the marks for a heap of n from `first` (marks of pairs already found), then
    /// marks the options that leave at most one heap.
    fn start_marks(&mut self, n: usize, first: &[u8]) {
        let cap = self.cap();
        self.marks.clear();
        self.marks.extend_from_slice(&first[..first.len().min(cap)]);
        self.marks.resize(cap, 0);
        for &k in &self.shape.take_all {
            if k == n {
                self.marks[0] = 1;
            }
        }
        for &k in &self.shape.take_one {
            if k < n {
                let v = self.get(n - k) as usize;
                self.marks[v] = 1;
            }
        }
    }

    /// Whether the rare/common method computes g(n): only while its marks fit SCAN_MARKS
    /// (values may outgrow 12 bits before the next review drops the mask).
    fn choose_sparse(&self, n: usize) -> bool {
        let full_pairs: u64 = self.totals(n).map(|t| self.half(t) as u64).sum();
        self.mask != 0
            && self.cap() <= SCAN_CAP
            && full_pairs > 0
            && match self.method {
                Method::Full => false,
                Method::Sparse => true,
                Method::Auto => {
                    let totals = self.totals(n).count() as u64;
                    let estimate = (self.rare.len() as u64 * totals + self.scan_average) * SPARSE_COST_TENTHS;
                    // Try the sparse method now and then even when it looks worse, so that the
                    // scan estimate follows the game.
                    estimate < full_pairs * 10 || self.since_sparse >= 4096
                }
            }
    }

    /// Counts a value computed by the rare/common method.
    fn count_sparse(&mut self, pairs: u64, scanned: Option<u64>) {
        self.since_sparse = 0;
        self.stats.sparse += 1;
        if let Some(scanned) = scanned {
            self.scan_average = (self.scan_average * 7 + scanned) / 8;
        }
        self.stats.pairs += pairs + scanned.unwrap_or(0) + 1;
    }

    fn compute(&mut self, n: usize) -> u32 {
        self.start_marks(n, &[]);
        let mut marks = std::mem::take(&mut self.marks);
        let value = if self.choose_sparse(n) {
            let (value, pairs, scanned) = match &self.store {
                Store::U8(v) => self.sparse(v, n, &mut marks),
                Store::U16(v) => self.sparse(v, n, &mut marks),
                Store::U32(v) => self.sparse(v, n, &mut marks),
            };
            self.count_sparse(pairs, scanned);
            value
        } else {
            let full_pairs: u64 = self.totals(n).map(|t| self.half(t) as u64).sum();
            self.since_sparse += 1;
            self.stats.full += 1;
            self.stats.pairs += full_pairs + 1;
            match &self.store {
                Store::U8(v) => self.full(v, n, &mut marks),
                Store::U16(v) => self.full(v, n, &mut marks),
                Store::U32(v) => self.full(v, n, &mut marks),
            }
            marks.iter().position(|&m| m == 0).unwrap_or(marks.len()) as u32
        };
        self.marks = marks;
        value
    }

    /// Computes the next BLOCK values together, when the rare/common method computes each of
    /// them and neither the mask nor a period check falls among them; returns whether it did.
    ///
    /// The values of a block share step 1: for a rare heap r the partners of heaps n..n+BLOCK
    /// are the consecutive heaps t0 - r..t0 - r + BLOCK (t0 = n - k for each total), so one
    /// pass over the rare list marks all BLOCK rows, reading each stretch of the values once
    /// instead of BLOCK times from scattered places. The pairs whose partner falls inside the
    /// block (r < BLOCK), whose rare heap does (r ≥ t0), or that may be a heap with itself
    /// (2r near t0) are left to each value in turn (`block_value`). The work counted is the
    /// same as value by value.
    fn push_block(&mut self) -> bool {
        let n = self.len();
        let cap = self.cap();
        let Some(&max_k) = self.shape.take_two.iter().max() else { return false };
        if self.mask == 0
            || self.period.is_some()
            || cap > BLOCK_CAP
            || n < max_k + 4 * BLOCK
            || n + BLOCK > self.next_review
            || (self.shape.theorem.is_some() && n + BLOCK > self.next_period_check)
            || !self.choose_sparse(n)
        {
            return false;
        }
        let mut bulk = 0u64;
        BLOCK_MARKS.with_borrow_mut(|rows| {
            for j in 0..BLOCK {
                rows[j * ROW..j * ROW + cap].fill(0);
            }
            for &k in &self.shape.take_two {
                let t0 = n - k;
                let [below, low, high, end] = self.block_split(t0);
                for range in [below..low, high..end] {
                    bulk += (range.len() * BLOCK) as u64;
                    let rare = &self.rare[range];
                    match &self.store {
                        Store::U8(v) => mark_block(rare, v, t0, cap - 1, rows),
                        Store::U16(v) => mark_block(rare, v, t0, cap - 1, rows),
                        Store::U32(v) => mark_block(rare, v, t0, cap - 1, rows),
                    }
                }
            }
        });
        self.stats.pairs += bulk;
        for j in 0..BLOCK {
            // The rows hold values below the old cap, which a larger one only extends.
            BLOCK_MARKS.with_borrow(|rows| self.start_marks(n + j, &rows[j * ROW..j * ROW + cap]));
            let mut marks = std::mem::take(&mut self.marks);
            let (value, pairs, scanned) = match &self.store {
                Store::U8(v) => self.block_value(v, n, j, &mut marks),
                Store::U16(v) => self.block_value(v, n, j, &mut marks),
                Store::U32(v) => self.block_value(v, n, j, &mut marks),
            };
            self.marks = marks;
            self.count_sparse(pairs, scanned);
            self.store_value(n + j, value);
        }
        true
    }

    /// Where the rare list splits for a block at total t0: rare heaps [0, below) are under
    /// BLOCK, [below, low) and [high, end) are marked together, [low, high) may pair with
    /// themselves within the block (none when equal parts are allowed), [end, ..) are t0 and
    /// above.
    fn block_split(&self, t0: usize) -> [usize; 4] {
        let at = |f: &dyn Fn(usize) -> bool| self.rare.partition_point(|&(r, _)| f(r as usize));
        let below = at(&|r| r < BLOCK);
        let end = at(&|r| r < t0);
        let (low, high) =
            if self.shape.equal_parts { (end, end) } else { (at(&|r| 2 * r < t0), at(&|r| 2 * r < t0 + BLOCK)) };
        [below, low, high, end]
    }

    /// g(n + j) in a block, its rows of the shared marks already in `marks`: the pairs left out
    /// of the shared pass, then steps 2 and 3 of the rare/common method.
    fn block_value<T: Val>(&self, v: &[T], n: usize, j: usize, marks: &mut [u8]) -> (u32, u64, Option<u64>) {
        let wrap = marks.len() - 1;
        let mut pairs = 0u64;
        for &k in &self.shape.take_two {
            let t0 = n - k;
            let t = t0 + j;
            let [below, low, high, end] = self.block_split(t0);
            let last = self.rare.partition_point(|&(r, _)| (r as usize) < t);
            for &(r, rv) in self.rare[..below].iter().chain(&self.rare[low..high]).chain(&self.rare[end..last]) {
                let s = t - r as usize;
                if s != r as usize || self.shape.equal_parts {
                    marks[(rv as usize ^ v[s].get()) & wrap] = 1;
                    pairs += 1;
                }
            }
        }
        let (value, scanned) = self.settle(v, n + j, marks);
        (value, pairs, scanned)
    }

    /// Marks the value of every pair of every split.
    fn full<T: Val>(&self, v: &[T], n: usize, marks: &mut [u8]) {
        let wrap = marks.len() - 1;
        for t in self.totals(n) {
            let h = self.half(t);
            let (lo, hi) = (&v[1..=h], &v[t - h..t]);
            for (x, y) in lo.iter().zip(hi.iter().rev()) {
                marks[(x.get() ^ y.get()) & wrap] = 1;
            }
        }
    }

    /// The rare/common method (see the module's documentation): the value, the pairs with a
    /// rare heap examined, and the length of the target scan if there was one.
    fn sparse<T: Val>(&self, v: &[T], n: usize, marks: &mut [u8]) -> (u32, u64, Option<u64>) {
        let mut pairs = 0u64;
        // 1. Pairs with a rare heap: every reachable common value.
        for t in self.totals(n) {
            // The rare heaps below t, less the heap t/2 when it may not pair with itself.
            let end = self.rare.partition_point(|&(r, _)| (r as usize) < t);
            let half = self.rare[..end].partition_point(|&(r, _)| 2 * (r as usize) < t);
            if !self.shape.equal_parts && half < end && 2 * self.rare[half].0 as usize == t {
                mark_rare_pairs(&self.rare[..half], v, t, marks);
                mark_rare_pairs(&self.rare[half + 1..end], v, t, marks);
                pairs += end as u64 - 1;
            } else {
                mark_rare_pairs(&self.rare[..end], v, t, marks);
                pairs += end as u64;
            }
        }
        let (value, scanned) = self.settle(v, n, marks);
        (value, pairs, scanned)
    }

    /// Steps 2 and 3 of the rare/common method, once every pair with a rare heap is marked:
    /// the value, and the length of the target scan if there was one.
    fn settle<T: Val>(&self, v: &[T], n: usize, marks: &mut [u8]) -> (u32, Option<u64>) {
        // 2. The smallest common value not reached bounds the mex; rare values below it that
        // were not reached are targets.
        let mut targets = 0usize;
        let mut wanted = ByteTargets::default();
        let mut bound = marks.len() as u32;
        // Eight marks a word: below the bound nearly every value is reached, so most words
        // hold no 0 at all and are passed over whole.
        let mut x = 0;
        'find: while x < marks.len() {
            if let Some(word) = marks.get(x..x + 8) {
                let w = u64::from_le_bytes(word.try_into().expect("eight marks"));
                if (w.wrapping_sub(0x0101_0101_0101_0101) & !w & 0x8080_8080_8080_8080) == 0 {
                    x += 8;
                    continue;
                }
            }
            for y in x..(x + 8).min(marks.len()) {
                if marks[y] == 0 {
                    if self.is_rare(y as u32) {
                        marks[y] = 2;
                        targets += 1;
                        wanted.insert(y);
                    } else {
                        bound = y as u32;
                        break 'find;
                    }
                }
            }
            x += 8;
        }
        // 3. One scan over all pairs, stopping when every target has been hit. The pairs are
        // visited in blocks of SCAN_BLOCK spread over the whole range rather than from the
        // small heaps up: the small heaps' values are few, and targets are hit about twice as
        // soon this way (Grundy's game near 2^20: 1,400 pairs on average, against 2,700 from
        // a = 1 up). Every pair is still visited once when no target stops the scan early.
        let mut scanned = None;
        if targets > 0 {
            // The scan reads the marks from SCAN_MARKS (see there); values reached are below
            // marks.len(), so what lies past it in the static is never read.
            SCAN_MARKS.with_borrow_mut(|m| m[..marks.len()].copy_from_slice(marks));
            let mut count = 0u64;
            for t in self.totals(n) {
                let (hit, pairs) = scan_total(v, t, self.half(t), targets, &mut wanted);
                targets -= hit;
                count += pairs;
                if targets == 0 {
                    break;
                }
            }
            scanned = Some(count);
            if targets > 0 {
                let left = SCAN_MARKS.with_borrow(|m| m[..marks.len()].iter().position(|&m| m == 2));
                return (left.expect("a target is left") as u32, scanned);
            }
        }
        (bound, scanned)
    }
}

// The hot loops live in functions of their own, kept out of line: inlined into the large
// `push_next`, they ran short of registers in V8's WebAssembly compiler and spilled on every
// pair, which cost the JavaScript module about half again the native time. Alone, each loop
// keeps its few values in registers in both builds. (wasm-opt still inlines a function with one
// caller, whatever `#[inline(never)]` says: `scan_total` ends up inside `settle`, which is
// harmless because `settle` is small.)

/// Marks, for every rare heap r with value rv and every j below BLOCK, the value
/// rv ^ g(t0 + j - r) of the pair (r, t0 + j - r) in row j.
#[inline(never)]
fn mark_block<T: Val>(rare: &[(u32, u32)], v: &[T], t0: usize, wrap: usize, rows: &mut [u8; BLOCK * ROW]) {
    // Below BLOCK_CAP, so that every index is provably inside its row.
    let wrap = wrap & (BLOCK_CAP - 1);
    for &(r, rv) in rare {
        let s = t0 - r as usize;
        let w: &[T; BLOCK] = v[s..s + BLOCK].try_into().expect("a block of values");
        for (j, x) in w.iter().enumerate() {
            rows[j * ROW + ((rv as usize ^ x.get()) & wrap)] = 1;
        }
    }
}

/// Marks the value rv ^ g(t - r) of the pair (r, t - r) for every rare heap r (below t) with
/// value rv.
#[inline(never)]
fn mark_rare_pairs<T: Val>(rare: &[(u32, u32)], v: &[T], t: usize, marks: &mut [u8]) {
    let wrap = marks.len() - 1;
    // Four pairs a round: V8 checks for interrupts once a loop round, and wasm32 spends more
    // instructions a round than x86-64 does, so fewer rounds narrow the gap.
    let mut chunks = rare.chunks_exact(4);
    for c in &mut chunks {
        let x0 = (c[0].1 as usize ^ v[t - c[0].0 as usize].get()) & wrap;
        let x1 = (c[1].1 as usize ^ v[t - c[1].0 as usize].get()) & wrap;
        let x2 = (c[2].1 as usize ^ v[t - c[2].0 as usize].get()) & wrap;
        let x3 = (c[3].1 as usize ^ v[t - c[3].0 as usize].get()) & wrap;
        marks[x0] = 1;
        marks[x1] = 1;
        marks[x2] = 1;
        marks[x3] = 1;
    }
    for &(r, rv) in chunks.remainder() {
        marks[(rv as usize ^ v[t - r as usize].get()) & wrap] = 1;
    }
}

/// Scans the pairs (a, t - a) for a from 1 to h until `targets` targets (marks of 2 in
/// SCAN_MARKS) are hit, marking them reached: in blocks of SCAN_BLOCK visited in a spread order,
/// then the tail. Returns the targets hit and the pairs scanned.
#[inline(never)]
fn scan_total<T: Val>(v: &[T], t: usize, h: usize, targets: usize, wanted: &mut ByteTargets) -> (usize, u64) {
    let fetch = |lo: usize| prefetch(v, lo, t + 1 - lo - SCAN_BLOCK);
    SCAN_MARKS.with_borrow_mut(|marks| {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            if let Some(b) = T::bytes(v) {
                // SAFETY: the CPU has AVX2 (checked above).
                return unsafe { avx2::scan_bytes(b, t, h, targets, marks, wanted) };
            }
            if let Some(w) = T::words(v).filter(|_| !wanted.overflow) {
                // SAFETY: as above.
                return unsafe { avx2::scan_words(w, t, h, targets, marks, wanted) };
            }
        }
        let _ = &wanted;
        scan_blocks(t, h, targets, fetch, |lo, hi, len| hit_targets(&v[lo..lo + len], &v[hi..hi + len], marks))
    })
}

/// The order of `scan_total`: `hit(lo, hi, len)` scans the pairs of heaps lo.. and ..hi + len
/// (the larger heaps backwards) and returns the targets it hit.
#[inline(always)]
fn scan_blocks(
    t: usize,
    h: usize,
    targets: usize,
    fetch: impl Fn(usize),
    mut hit: impl FnMut(usize, usize, usize) -> usize,
) -> (usize, u64) {
    let blocks = h / SCAN_BLOCK;
    let step = spread_step(blocks);
    let (mut b, mut left, mut count) = (0, targets, 0u64);
    // Blocks are fetched AHEAD blocks ahead: they lie far apart, and without it the scan waited
    // on its first load of each block (a third of its samples in `perf annotate`).
    let next = |b: usize| if b + step >= blocks { b + step - blocks } else { b + step };
    let mut ahead = 0;
    if blocks > 0 {
        for _ in 0..AHEAD {
            ahead = next(ahead);
        }
    }
    for _ in 0..blocks {
        let lo = b * SCAN_BLOCK + 1;
        fetch(ahead * SCAN_BLOCK + 1);
        ahead = next(ahead);
        b = next(b);
        left -= hit(lo, t + 1 - lo - SCAN_BLOCK, SCAN_BLOCK);
        count += SCAN_BLOCK as u64;
        if left == 0 {
            return (targets, count);
        }
    }
    // The tail after the last whole block.
    let lo = blocks * SCAN_BLOCK + 1;
    if lo <= h {
        left -= hit(lo, t - h, h + 1 - lo);
        count += (h + 1 - lo) as u64;
    }
    (targets - left, count)
}

/// How many blocks ahead of the scan `scan_blocks` fetches.
const AHEAD: usize = 4;

/// Asks for the values of heaps lo.. and hi.. to be brought into the cache.
#[inline(always)]
fn prefetch<T>(v: &[T], lo: usize, hi: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: a prefetch is a hint: it never faults and changes nothing; both addresses are
        // inside `v` (the slicing checks it).
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(v[lo..].as_ptr().cast());
            _mm_prefetch::<_MM_HINT_T0>(v[hi..].as_ptr().cast());
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (v, lo, hi);
}

/// How many 256-value pages of targets `ByteTargets` holds: targets from 1,024 up are left to
/// the plain scan.
const PAGES: usize = 4;

/// A heap's targets below 256 * PAGES, a set of bytes per page of 256 values laid out for
/// `pshufb`: value 256p + 16h + l is bit h of `low[p][l]` when h < 8, and bit h - 8 of
/// `high[p][l]` otherwise.
#[derive(Default)]
struct ByteTargets {
    low: [[u8; 16]; PAGES],
    high: [[u8; 16]; PAGES],
    /// A bit for each page that holds a target.
    pages: u8,
    /// How many targets each page holds.
    count: [u16; PAGES],
    /// Whether a target is 256 * PAGES or more. Byte values never reach one, so only a scan of
    /// wider values minds.
    overflow: bool,
}

impl ByteTargets {
    fn insert(&mut self, y: usize) {
        let (p, b) = (y >> 8, y & 255);
        if p >= PAGES {
            self.overflow = true;
            return;
        }
        let (row, bit) =
            if b < 128 { (&mut self.low[p][b & 15], b >> 4) } else { (&mut self.high[p][b & 15], (b >> 4) - 8) };
        if *row & (1 << bit) == 0 {
            *row |= 1 << bit;
            self.count[p] += 1;
            self.pages |= 1 << p;
        }
    }

    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    #[inline]
    fn remove(&mut self, y: usize) {
        let (p, b) = (y >> 8, y & 255);
        if p >= PAGES {
            return;
        }
        let (row, bit) =
            if b < 128 { (&mut self.low[p][b & 15], b >> 4) } else { (&mut self.high[p][b & 15], (b >> 4) - 8) };
        if *row & (1 << bit) != 0 {
            *row &= !(1 << bit);
            self.count[p] -= 1;
            if self.count[p] == 0 {
                self.pages &= !(1 << p);
            }
        }
    }
}

/// The target scan with AVX2: 32 pairs' values formed in registers and tested against the
/// targets with three table lookups (`pshufb`) per page of targets, where the plain scan loads
/// each value's mark. Written by hand because the compiler does not turn a table lookup into
/// `pshufb` itself.
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{hit_targets, prefetch, scan_blocks, ByteTargets, Val, SCAN_BLOCK, SCAN_CAP};
    use std::arch::x86_64::*;

    // A block's bytes fill one register, and its pairs one 32-bit mask.
    const _: () = assert!(SCAN_BLOCK == 32);

    /// `scan_total` of byte values. The whole scan is compiled for AVX2, so that the block
    /// test is inlined into it (a function with more features than its caller is not).
    #[target_feature(enable = "avx2")]
    pub(super) fn scan_bytes(
        v: &[u8],
        t: usize,
        h: usize,
        targets: usize,
        marks: &mut [u8; SCAN_CAP],
        wanted: &mut ByteTargets,
    ) -> (usize, u64) {
        scan_with(v, t, h, targets, marks, wanted, |lo, hi, m, w| hit_bytes(lo, hi, m, w))
    }

    /// `scan_total` of 16-bit values whose targets are all below 256 * PAGES.
    #[target_feature(enable = "avx2")]
    pub(super) fn scan_words(
        v: &[u16],
        t: usize,
        h: usize,
        targets: usize,
        marks: &mut [u8; SCAN_CAP],
        wanted: &mut ByteTargets,
    ) -> (usize, u64) {
        scan_with(v, t, h, targets, marks, wanted, |lo, hi, m, w| hit_words(lo, hi, m, w))
    }

    /// The scan of `scan_total` with `block` testing each whole block.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn scan_with<T: Val>(
        v: &[T],
        t: usize,
        h: usize,
        targets: usize,
        marks: &mut [u8; SCAN_CAP],
        wanted: &mut ByteTargets,
        block: impl Fn(&[T], &[T], &mut [u8; SCAN_CAP], &mut ByteTargets) -> usize,
    ) -> (usize, u64) {
        let fetch = |lo: usize| prefetch(v, lo, t + 1 - lo - SCAN_BLOCK);
        scan_blocks(t, h, targets, fetch, |lo, hi, len| {
            let (lo, hi) = (&v[lo..lo + len], &v[hi..hi + len]);
            if len == SCAN_BLOCK {
                block(lo, hi, marks, wanted)
            } else {
                hit_targets(lo, hi, marks)
            }
        })
    }

    /// `hit_targets` for SCAN_BLOCK byte values; only a block that holds a target is looked at
    /// value by value.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(super) fn hit_bytes(lo: &[u8], hi: &[u8], marks: &mut [u8; SCAN_CAP], wanted: &mut ByteTargets) -> usize {
        let (lo, hi): (&[u8; SCAN_BLOCK], &[u8; SCAN_BLOCK]) =
            (lo.try_into().expect("a block"), hi.try_into().expect("a block"));
        // SAFETY: both loads read the 32 bytes of a borrowed array.
        let (a, b) = unsafe { (_mm256_loadu_si256(lo.as_ptr().cast()), _mm256_loadu_si256(hi.as_ptr().cast())) };
        // The larger heaps backwards: bytes reversed within each half, then the halves swapped.
        let reverse = _mm256_setr_epi8(
            15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
        );
        let b = _mm256_permute4x64_epi64::<0x4e>(_mm256_shuffle_epi8(b, reverse));
        if wanted.pages & 1 == 0 {
            return 0;
        }
        let found = contains(_mm256_xor_si256(a, b), wanted, 0);
        settle(found, marks, wanted, |i| (lo[i] ^ hi[SCAN_BLOCK - 1 - i]) as usize)
    }

    /// `hit_bytes` for 16-bit values below 256 * PAGES: each pair's value split into its low
    /// byte, tested against every page's set, and its page.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(super) fn hit_words(lo: &[u16], hi: &[u16], marks: &mut [u8; SCAN_CAP], wanted: &mut ByteTargets) -> usize {
        let (lo, hi): (&[u16; SCAN_BLOCK], &[u16; SCAN_BLOCK]) =
            (lo.try_into().expect("a block"), hi.try_into().expect("a block"));
        // SAFETY: the four loads read the 64 bytes of each borrowed array.
        let [a0, a1, b0, b1] = unsafe {
            [lo.as_ptr(), lo[16..].as_ptr(), hi.as_ptr(), hi[16..].as_ptr()].map(|p| _mm256_loadu_si256(p.cast()))
        };
        // Words reversed within each half, then the halves swapped; lo[i] pairs with
        // hi[31 - i], so the first sixteen of lo meet the last sixteen of hi reversed.
        let reverse = _mm256_setr_epi8(
            14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1,
        );
        let backwards = |x| _mm256_permute4x64_epi64::<0x4e>(_mm256_shuffle_epi8(x, reverse));
        let x0 = _mm256_xor_si256(a0, backwards(b1));
        let x1 = _mm256_xor_si256(a1, backwards(b0));
        // Bytes in pair order: packing interleaves the halves of its two sources, and the
        // 64-bit lanes put back in order (0, 2, 1, 3) undo it.
        let bytes =
            |f: &dyn Fn(__m256i) -> __m256i| _mm256_permute4x64_epi64::<0xd8>(_mm256_packus_epi16(f(x0), f(x1)));
        let low = bytes(&|x| _mm256_and_si256(x, _mm256_set1_epi16(0xff)));
        let page = bytes(&|x| _mm256_srli_epi16::<8>(x));
        let mut found = 0;
        let mut pages = wanted.pages;
        while pages != 0 {
            let p = pages.trailing_zeros() as usize;
            pages &= pages - 1;
            let on_page = _mm256_movemask_epi8(_mm256_cmpeq_epi8(page, _mm256_set1_epi8(p as i8))) as u32;
            found |= contains(low, wanted, p) & on_page;
        }
        settle(found, marks, wanted, |i| (lo[i] ^ hi[SCAN_BLOCK - 1 - i]) as usize)
    }

    /// Marks the targets among the pairs of `found` reached; returns how many there were.
    #[inline(always)]
    fn settle(
        mut found: u32,
        marks: &mut [u8; SCAN_CAP],
        wanted: &mut ByteTargets,
        value: impl Fn(usize) -> usize,
    ) -> usize {
        let mut hits = 0;
        while found != 0 {
            let y = value(found.trailing_zeros() as usize);
            found &= found - 1;
            let m = &mut marks[y & (SCAN_CAP - 1)];
            if *m == 2 {
                *m = 1;
                hits += 1;
                wanted.remove(y);
            }
        }
        hits
    }

    /// A bit for each byte of x that is in the set of page p.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn contains(x: __m256i, set: &ByteTargets, p: usize) -> u32 {
        // SAFETY: the loads read two 16-byte tables.
        let (low, high) = unsafe {
            (
                _mm256_broadcastsi128_si256(_mm_loadu_si128(set.low[p].as_ptr().cast())),
                _mm256_broadcastsi128_si256(_mm_loadu_si128(set.high[p].as_ptr().cast())),
            )
        };
        let bits = _mm256_setr_epi8(
            1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
            32, 64, -128,
        );
        // pshufb gives 0 where the index's top bit is set: the low table answers for bytes
        // below 128, the high table for the others.
        let index = _mm256_and_si256(x, _mm256_set1_epi8(0x8f_u8 as i8));
        let row = _mm256_or_si256(
            _mm256_shuffle_epi8(low, index),
            _mm256_shuffle_epi8(high, _mm256_xor_si256(index, _mm256_set1_epi8(0x80_u8 as i8))),
        );
        let upper = _mm256_and_si256(_mm256_srli_epi16::<4>(x), _mm256_set1_epi8(0x0f));
        let bit = _mm256_shuffle_epi8(bits, upper);
        let missing = _mm256_cmpeq_epi8(_mm256_and_si256(row, bit), _mm256_setzero_si256());
        !(_mm256_movemask_epi8(missing) as u32)
    }
}

/// Scans the pairs (lo[i], hi[len - 1 - i]), marking the targets (marks of 2) they reach as
/// reached; returns how many targets were hit. Sixteen sums are formed before any is looked
/// up, which saves an address sum a value in wasm; 32 at once ran out of registers in V8.
#[inline(always)]
fn hit_targets<T: Val>(lo: &[T], hi: &[T], marks: &mut [u8; SCAN_CAP]) -> usize {
    let mut hits = 0;
    let mut hit = |x: usize| {
        let m = &mut marks[x & (SCAN_CAP - 1)];
        if *m == 2 {
            *m = 1;
            hits += 1;
        }
    };
    let (los, his) = (lo.chunks_exact(16), hi.rchunks_exact(16));
    let (lo_rest, hi_rest) = (los.remainder(), his.remainder());
    for (a, b) in los.zip(his) {
        let x: [T; 16] = std::array::from_fn(|i| a[i] ^ b[15 - i]);
        for x in x {
            hit(x.get());
        }
    }
    for (x, y) in lo_rest.iter().zip(hi_rest.iter().rev()) {
        hit(x.get() ^ y.get());
    }
    hits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::mex::mex_of;

    fn grundy() -> Shape {
        Shape { take_all: vec![], take_one: vec![], take_two: vec![0], equal_parts: false, theorem: None }
    }

    /// g(0..=n) by the definition: the mex over every option.
    fn definition(shape: &Shape, n: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::new();
        for m in 0..=n {
            let mut opts = Vec::new();
            for &k in &shape.take_all {
                if k == m {
                    opts.push(0);
                }
            }
            for &k in &shape.take_one {
                if k < m {
                    opts.push(g[m - k]);
                }
            }
            for &k in &shape.take_two {
                if k < m && m - k >= 2 {
                    let t = m - k;
                    for a in 1..t {
                        if a != t - a || shape.equal_parts {
                            opts.push(g[a] ^ g[t - a]);
                        }
                    }
                }
            }
            g.push(mex_of(opts));
        }
        g
    }

    #[test]
    fn grundy_by_every_method() {
        let want = definition(&grundy(), 3000);
        for method in [Method::Auto, Method::Full, Method::Sparse] {
            let mut s = SplitSequence::with_method(grundy(), method);
            assert_eq!(s.up_to(3000), want, "{method:?}");
        }
        let mut s = SplitSequence::with_method(grundy(), Method::Sparse);
        s.value(3000);
        // The census's mask 0xfe, cut to the six bits that values below 3000 use.
        assert!(s.max_value() < 64);
        assert_eq!(s.mask(), 0x3e, "Grundy's game's rare mask");
        assert!(s.stats().sparse > 2000);
    }

    #[test]
    fn values_past_the_sparse_marks_between_reviews() {
        // Values climb about one a heap, past 4,096 after the review at 4,096 chose a mask:
        // until the next review drops it, the plain scan must take over.
        let shape = Shape {
            take_all: vec![],
            take_one: (1..=5000).collect(),
            take_two: vec![0],
            equal_parts: true,
            theorem: None,
        };
        let want = definition(&shape, 4700);
        for method in [Method::Auto, Method::Sparse] {
            let mut s = SplitSequence::with_method(shape.clone(), method);
            assert_eq!(s.up_to(4700), want, "{method:?}");
            assert!(s.max_value() > 4096 && s.mask() != 0, "{method:?}");
        }
    }

    #[test]
    fn resumed_from_known_values_goes_on_alike() {
        // Grundy's game and 0.161 (a code with take-one moves), resumed in two pieces.
        let code_161 =
            Shape { take_all: vec![1, 3], take_one: vec![2], take_two: vec![2], equal_parts: true, theorem: Some(3) };
        for shape in [grundy(), code_161] {
            let want = definition(&shape, 3000);
            let mut s = SplitSequence::new(shape.clone());
            s.push_known(&want[..700]);
            s.push_known(&want[700..1700]);
            assert_eq!(s.up_to(3000), want, "{shape:?}");
            assert!(s.mask() != 0 && s.stats().sparse > 0, "{shape:?}");
        }
    }

    #[test]
    fn values_widen_past_a_byte() {
        // 4.0...: split without taking plus take-one moves of many sizes give values above 255.
        let shape = Shape {
            take_all: (1..=300).collect(),
            take_one: (1..=300).collect(),
            take_two: vec![],
            equal_parts: true,
            theorem: None,
        };
        let mut s = SplitSequence::new(shape.clone());
        assert_eq!(s.up_to(700), definition(&shape, 700));
        assert_eq!(s.bytes_per_value(), 2);
    }

    /// A block of the target scan by AVX2 against the plain lookup in the marks: the same
    /// targets hit, the same marks left, on random values (bytes, and words below and past the
    /// pages) and random targets.
    #[cfg(target_arch = "x86_64")]
    mod avx2_blocks {
        use super::super::*;
        use proptest::prelude::*;

        fn both<T: Val + Copy>(
            lo: &[T],
            hi: &[T],
            targets: &[usize],
            fast: impl Fn(&[T], &[T], &mut [u8; SCAN_CAP], &mut ByteTargets) -> usize,
        ) -> Result<(), TestCaseError> {
            let mut plain = Box::new([0u8; SCAN_CAP]);
            let mut wanted = ByteTargets::default();
            for &y in targets {
                plain[y] = 2;
                wanted.insert(y);
            }
            let mut marks = plain.clone();
            let want = hit_targets(lo, hi, &mut plain);
            let got = fast(lo, hi, &mut marks, &mut wanted);
            prop_assert_eq!(got, want);
            prop_assert!(marks[..] == plain[..], "the same targets marked reached");
            // What is left in the set is what is left to hit.
            for y in 0..PAGES * 256 {
                let page = (wanted.pages >> (y >> 8)) & 1 == 1;
                let b = y & 255;
                let bit = if b < 128 {
                    wanted.low[y >> 8][b & 15] >> (b >> 4)
                } else {
                    wanted.high[y >> 8][b & 15] >> ((b >> 4) - 8)
                };
                prop_assert_eq!(page && bit & 1 == 1, marks[y] == 2, "value {}", y);
            }
            Ok(())
        }

        proptest! {
            #[test]
            fn bytes_hit_what_the_marks_hit(
                lo in proptest::collection::vec(0u8..=255, SCAN_BLOCK),
                hi in proptest::collection::vec(0u8..=255, SCAN_BLOCK),
                targets in proptest::collection::btree_set(0usize..300, 0..60),
            ) {
                prop_assume!(std::arch::is_x86_feature_detected!("avx2"));
                let targets: Vec<usize> = targets.into_iter().collect();
                // Targets past a byte are never hit by bytes; the set keeps them out.
                both(&lo, &hi, &targets, |lo, hi, m, w| unsafe { avx2::hit_bytes(lo, hi, m, w) })?;
            }

            #[test]
            fn words_hit_what_the_marks_hit(
                lo in proptest::collection::vec(0u16..1200, SCAN_BLOCK),
                hi in proptest::collection::vec(0u16..1200, SCAN_BLOCK),
                targets in proptest::collection::btree_set(0usize..1024, 0..200),
                small in any::<bool>(),
            ) {
                prop_assume!(std::arch::is_x86_feature_detected!("avx2"));
                // Half the cases with values below 64, so that most pairs hit something.
                let (lo, hi): (Vec<u16>, Vec<u16>) = if small {
                    (lo.iter().map(|x| x % 64).collect(), hi.iter().map(|x| x % 64).collect())
                } else {
                    (lo, hi)
                };
                let targets: Vec<usize> = targets.into_iter().filter(|&y| !small || y < 64).collect();
                both(&lo, &hi, &targets, |lo, hi, m, w| unsafe { avx2::hit_words(lo, hi, m, w) })?;
            }
        }
    }
}
