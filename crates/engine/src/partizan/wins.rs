//! A bounded table of proved wins and losses for the games' own outcome searches (Clobber's,
//! Konane's): two slots a bucket, the first kept for the result that took the most work to
//! prove, the second always replaced, so a full table keeps storing what the search is doing
//! now without throwing away its most expensive proofs.
//!
//! Every stored result is exact (a win or a loss, never a bound), so losing one to a
//! replacement costs only its search again, never a wrong answer.

use std::hash::{BuildHasher, Hash};

use rustc_hash::FxBuildHasher;

/// Slots a new table starts with; it doubles up to its limit (a small search never pays for a
/// large table).
const FIRST_SLOTS: usize = 1 << 10;

#[derive(Clone, Copy)]
struct Slot<K> {
    key: K,
    won: bool,
    /// Positions searched to prove it (saturating): what the first slot keeps the larger of.
    work: u32,
}

/// Won-or-lost results keyed by `K`, at most `limit` of them.
pub(crate) struct WinTable<K> {
    /// Buckets of two: `slots[2b]` by work, `slots[2b + 1]` the latest.
    slots: Vec<Option<Slot<K>>>,
    /// The most slots the table grows to (even).
    most: usize,
    len: usize,
}

impl<K: Copy + Eq + Hash> WinTable<K> {
    /// A table of at most `limit` entries (rounded down to an even number, at least 2).
    pub(crate) fn new(limit: usize) -> WinTable<K> {
        let most = limit.max(2) & !1;
        WinTable { slots: vec![None; FIRST_SLOTS.min(most)], most, len: 0 }
    }

    /// Bytes a slot takes: the table's memory is at most this times its limit.
    #[cfg(test)]
    pub(crate) fn slot_bytes() -> usize {
        std::mem::size_of::<Option<Slot<K>>>()
    }

    /// Entries stored now.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The first slot of `key`'s bucket in a table of `slots` slots.
    fn bucket(key: &K, slots: usize) -> usize {
        // The hash scaled to the buckets (any count, not only powers of two): the high bits
        // decide, which Fx's final multiply mixes best.
        let h = FxBuildHasher.hash_one(key);
        ((u128::from(h) * (slots / 2) as u128) >> 64) as usize * 2
    }

    pub(crate) fn get(&self, key: &K) -> Option<bool> {
        let b = Self::bucket(key, self.slots.len());
        self.slots[b..b + 2].iter().flatten().find(|s| s.key == *key).map(|s| s.won)
    }

    /// Stores `key`'s result, proved in `work` positions.
    pub(crate) fn put(&mut self, key: K, won: bool, work: u64) {
        if self.len * 4 >= self.slots.len() * 3 && self.slots.len() < self.most {
            self.grow();
        }
        let work = u32::try_from(work).unwrap_or(u32::MAX);
        self.place(Slot { key, won, work });
    }

    fn place(&mut self, new: Slot<K>) {
        let b = Self::bucket(&new.key, self.slots.len());
        let [first, second] = &mut self.slots[b..b + 2] else { unreachable!("buckets of two") };
        if second.is_some_and(|s| s.key == new.key) {
            *second = None;
            self.len -= 1;
        }
        match first {
            Some(f) if f.key == new.key => *f = new,
            Some(f) if f.work > new.work => {
                self.len += usize::from(second.is_none());
                *second = Some(new);
            }
            // The costlier result takes the first slot; the one it displaces stays as the latest.
            _ => {
                self.len += 1;
                if let Some(old) = first.replace(new) {
                    self.len -= usize::from(second.is_some());
                    *second = Some(old);
                }
            }
        }
    }

    /// Doubles the slots up to the most, placing every entry again (two that meet in a bucket
    /// may drop one).
    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.slots = vec![None; (old.len() * 2).min(self.most)];
        self.len = 0;
        for s in old.into_iter().flatten() {
            self.place(s);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whatever is found is what was stored last for that key, and the count is the slots used.
    #[test]
    fn a_tiny_table_replaces_but_never_misremembers() {
        for limit in [0, 1, 2, 3, 4, 64, 5000, 7001] {
            let mut table = WinTable::<(u64, u64)>::new(limit);
            let mut truth = HashMap::new();
            let mut x = 12345u64;
            for i in 0..20_000u64 {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let key = (x >> 52, i % 3);
                let won = x & 1 == 1;
                table.put(key, won, x >> 40);
                truth.insert(key, won);
                assert!(table.len() <= limit.max(2));
                assert_eq!(table.len(), table.slots.iter().flatten().count());
            }
            let mut found = 0;
            for (key, &won) in &truth {
                if let Some(got) = table.get(key) {
                    assert_eq!(got, won, "{key:?}");
                    found += 1;
                }
            }
            assert_eq!(found, table.len(), "every slot holds a distinct key");
        }
    }

    /// The memory the searches' comments state: 24 bytes an entry for Konane's key, 32 for
    /// Clobber's.
    #[test]
    fn slots_are_small() {
        assert_eq!(WinTable::<(u64, u64)>::slot_bytes(), 24);
        assert_eq!(WinTable::<(u64, u64, crate::cgt::G, bool)>::slot_bytes(), 32);
    }

    #[test]
    fn the_costliest_result_of_a_bucket_is_kept() {
        let mut table = WinTable::<u64>::new(2);
        table.put(1, true, 1000);
        for k in 2..100 {
            table.put(k, false, 10);
        }
        assert_eq!(table.get(&1), Some(true));
        assert_eq!(table.get(&99), Some(false));
        assert_eq!(table.len(), 2);
    }
}
