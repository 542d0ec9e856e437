//! Conway's genus of each heap (On Numbers and Games, chapter 12; Winning Ways, chapter 13).
//!
//! The genus of a game G is g^{γ0 γ1 γ2 …}: g its normal-play Grundy value, γk the misère
//! Grundy value of G + k copies of *2, where the misère Grundy value of a game is 1 when it has
//! no option and otherwise the mex of its options' values. The γk alternate from some k on, so
//! eight of them settle it for the heaps met here (Conway shows the sequence ends in period 2).
//!
//! The γk come from a memoised search over the positions `heaps + k·*2 + e·*1`: in misère
//! impartial play *1 + *1 = 0, so only the parity e of the *1s is kept, and the options of *2
//! are *1 and 0. The positions a heap reaches grow like the partitions of its size, so the
//! search is bounded by the positions it keeps ([`MAX_POSITIONS`]) and stops past it.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::HeapRules;
use crate::vocab::EngineError;

/// How many γk are computed.
pub const GAMMAS: usize = 8;

/// The most positions the genus search keeps, about 40 bytes each (a 32-byte key, its value and
/// the table's own bytes), some 25 MB. It runs after every quotient the page and the CLI build,
/// so it is kept short. Measured (`genus_cost`, a debug build): at this bound 0.07 reaches heap
/// 52 in 4.4 s, Kayles heap 39 in 9.1 s, 0.137 heap 51 in 6.1 s, Grundy's game heap 47 in
/// 4.4 s; at 4 million, heaps 66, 50, 65 and 60 in 31 to 62 s.
pub const MAX_POSITIONS: usize = 600_000;

/// The most heaps in one position of the search (the key is a fixed 32 bytes, one per heap and
/// one for the *2s and the *1).
const MAX_PARTS: usize = 31;

/// A heap's genus.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Genus {
    pub heap: usize,
    /// The normal-play Grundy value g.
    pub nim: u32,
    /// γ0..γ7: the misère Grundy value of the heap plus k copies of *2 (γ0 is the heap's own).
    pub gammas: Vec<u32>,
    /// Conway's symbol, e.g. "4^146", "2" (see [`symbol`]).
    pub symbol: String,
    /// Whether the genus is one of the tame genera 0^120, 1^031 and g^{g, g⊕2}.
    pub tame: bool,
}

/// The superscript cut where it starts alternating for good: γ0..γ(s+1) for the least s with
/// γk = γ(k+2) for every k >= s among the γ's computed.
pub fn superscript(gammas: &[u32]) -> &[u32] {
    let n = gammas.len();
    let mut s = n.saturating_sub(2);
    while s > 0 && gammas[s - 1] == gammas[s + 1] {
        s -= 1;
    }
    &gammas[..(s + 2).min(n)]
}

/// Whether g with this superscript is a tame genus: 0^120, 1^031, or g^{g, g⊕2} for g >= 2.
pub fn is_tame(g: u32, sup: &[u32]) -> bool {
    match g {
        0 => sup == [1, 2, 0],
        1 => sup == [0, 3, 1],
        _ => sup == [g, g ^ 2],
    }
}

/// Conway's symbol: "g^abc" with the superscript cut where it alternates (its values joined,
/// or separated by commas when one has two digits), and a tame genus written as g alone, as
/// Conway abbreviates 0^120 to 0, 1^031 to 1 and g^{g, g⊕2} to g.
pub fn symbol(g: u32, gammas: &[u32]) -> String {
    let sup = superscript(gammas);
    if is_tame(g, sup) {
        return g.to_string();
    }
    let sep = if sup.iter().all(|&x| x < 10) { "" } else { "," };
    let text: Vec<String> = sup.iter().map(u32::to_string).collect();
    format!("{g}^{}", text.join(sep))
}

/// The genus of the heaps 0..=n while it fits in [`MAX_POSITIONS`], and why it stopped if it
/// did (naming the heap). `cancel` is asked now and then; true stops with "cancelled".
pub fn genera(
    rules: &HeapRules,
    n: usize,
    max_positions: usize,
    cancel: &mut dyn FnMut() -> bool,
) -> Result<(Vec<Genus>, Option<String>), EngineError> {
    genera_counted(rules, n, max_positions, cancel).map(|(g, why, _)| (g, why))
}

/// [`genera`] with the number of positions the search kept.
pub fn genera_counted(
    rules: &HeapRules,
    n: usize,
    max_positions: usize,
    cancel: &mut dyn FnMut() -> bool,
) -> Result<(Vec<Genus>, Option<String>, usize), EngineError> {
    let options: Vec<Vec<Vec<usize>>> =
        (0..=n).map(|h| rules.heap_options(h).into_iter().map(|(_, parts)| parts).collect()).collect();
    let nim = nim_values(&options);
    let mut search = Search { options: &options, memo: HashMap::new(), max: max_positions, cancel, stop: None };
    let mut out = Vec::new();
    for h in 0..=n {
        if h > u8::MAX as usize {
            let why = format!("the genus stops at heap {h}: the search takes heaps up to 255");
            return Ok((out, Some(why), search.memo.len()));
        }
        let mut gammas = Vec::with_capacity(GAMMAS);
        for k in 0..GAMMAS {
            let heaps: &[usize] = if options[h].is_empty() { &[] } else { &[h] };
            let Some(key) = key_of(heaps, k as u8, false) else { unreachable!("one heap fits a key") };
            match search.value(&key) {
                Some(v) => gammas.push(v as u32),
                None => {
                    let kept = search.memo.len();
                    let why = match search.stop.take() {
                        Some(Stop::Cancelled) => return Err(EngineError::Refused("cancelled".into())),
                        Some(Stop::Full) => format!(
                            "the genus of heap {h} needs more than {max_positions} positions in memory \
                             (the most the search keeps); the genus is given for the heaps below"
                        ),
                        Some(Stop::Parts) | None => format!(
                            "the genus of heap {h} meets positions of more than {MAX_PARTS} heaps, more than \
                             the search keeps; the genus is given for the heaps below"
                        ),
                    };
                    return Ok((out, Some(why), kept));
                }
            }
        }
        let g = nim[h];
        let sup = superscript(&gammas);
        out.push(Genus { heap: h, nim: g, symbol: symbol(g, &gammas), tame: is_tame(g, sup), gammas });
    }
    let kept = search.memo.len();
    Ok((out, None, kept))
}

/// Normal-play Grundy values: the mex of the nim-sums of each option's parts.
fn nim_values(options: &[Vec<Vec<usize>>]) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(options.len());
    for opts in options {
        let mut seen: Vec<u32> = opts.iter().map(|parts| parts.iter().fold(0, |x, &k| x ^ g[k])).collect();
        seen.sort_unstable();
        seen.dedup();
        let mex = seen.iter().enumerate().find(|&(i, &v)| i as u32 != v).map_or(seen.len(), |(i, _)| i);
        g.push(mex as u32);
    }
    g
}

/// A position: byte 0 holds 2·(copies of *2) + (parity of *1s), then the heaps largest first,
/// zeros after (heap 0 and every heap without a move are left out: they are 0).
type Key = [u8; MAX_PARTS + 1];

fn key_of(heaps: &[usize], twos: u8, one: bool) -> Option<Key> {
    if heaps.len() > MAX_PARTS {
        return None;
    }
    let mut key = [0u8; MAX_PARTS + 1];
    key[0] = twos * 2 + one as u8;
    let mut hs: Vec<u8> = heaps.iter().map(|&h| h as u8).collect();
    hs.sort_unstable_by(|a, b| b.cmp(a));
    key[1..=hs.len()].copy_from_slice(&hs);
    Some(key)
}

enum Stop {
    Full,
    Parts,
    Cancelled,
}

struct Search<'a> {
    options: &'a [Vec<Vec<usize>>],
    memo: HashMap<Key, u8>,
    max: usize,
    cancel: &'a mut dyn FnMut() -> bool,
    stop: Option<Stop>,
}

impl Search<'_> {
    /// The misère Grundy value of a position; None once a bound is met (why in `stop`).
    fn value(&mut self, key: &Key) -> Option<u8> {
        if let Some(&v) = self.memo.get(key) {
            return Some(v);
        }
        if self.memo.len() >= self.max {
            self.stop = Some(Stop::Full);
            return None;
        }
        if self.memo.len() % 65_536 == 65_535 && (self.cancel)() {
            self.stop = Some(Stop::Cancelled);
            return None;
        }
        let (twos, one) = (key[0] / 2, key[0] % 2 == 1);
        let heaps: Vec<usize> = key[1..].iter().take_while(|&&h| h > 0).map(|&h| h as usize).collect();
        let mut seen = [0u64; 4];
        let mut any = false;
        let mut mark = |v: u8| seen[v as usize / 64] |= 1 << (v % 64);
        for i in 0..heaps.len() {
            if i > 0 && heaps[i] == heaps[i - 1] {
                continue;
            }
            for parts in &self.options[heaps[i]] {
                any = true;
                let mut next: Vec<usize> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend(parts.iter().copied().filter(|&p| !self.options[p].is_empty()));
                let Some(k) = key_of(&next, twos, one) else {
                    self.stop = Some(Stop::Parts);
                    return None;
                };
                mark(self.value(&k)?);
            }
        }
        if twos > 0 {
            any = true;
            let to_one = key_of(&heaps, twos - 1, !one).expect("fewer parts");
            mark(self.value(&to_one)?);
            let to_zero = key_of(&heaps, twos - 1, one).expect("fewer parts");
            mark(self.value(&to_zero)?);
        }
        if one {
            any = true;
            mark(self.value(&key_of(&heaps, twos, false).expect("fewer parts"))?);
        }
        let v = if any { (0..=255u8).find(|&v| seen[v as usize / 64] >> (v % 64) & 1 == 0).unwrap_or(255) } else { 1 };
        self.memo.insert(*key, v);
        Some(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The measurement behind [`MAX_POSITIONS`]: positions kept and time for each code up to
    /// the heap where the bound stops it (`cargo test -p engine --release genus_cost -- --ignored --nocapture`).
    #[test]
    #[ignore]
    fn genus_cost() {
        for code in ["0.07", "0.77", "0.137", "grundy"] {
            let rules = HeapRules::parse(code).unwrap();
            let t = std::time::Instant::now();
            let (gs, why, kept) = genera_counted(&rules, 80, MAX_POSITIONS, &mut || false).unwrap();
            eprintln!("{code}: heaps 0..={} in {:?}, {kept} positions; {why:?}", gs.len() - 1, t.elapsed());
        }
    }

    #[test]
    fn symbols_cut_where_the_superscript_alternates() {
        assert_eq!(symbol(0, &[1, 2, 0, 2, 0, 2, 0, 2]), "0");
        assert_eq!(symbol(1, &[0, 3, 1, 3, 1, 3, 1, 3]), "1");
        assert_eq!(symbol(2, &[2, 0, 2, 0, 2, 0, 2, 0]), "2");
        assert_eq!(symbol(4, &[1, 4, 6, 4, 6, 4, 6, 4]), "4^146");
        assert_eq!(symbol(1, &[1, 3, 1, 3, 1, 3, 1, 3]), "1^13");
        assert_eq!(symbol(2, &[0, 5, 2, 0, 2, 0, 2, 0]), "2^0520");
        assert_eq!(symbol(0, &[0, 2, 0, 2, 0, 2, 0, 2]), "0^02");
        assert_eq!(symbol(9, &[11, 9, 11, 9, 11, 9, 11, 9]), "9^11,9");
    }

    /// *2 alone is 2^{20} (tame), and a heap of 0 is 0^{120}: the search's own *2s and *1.
    #[test]
    fn nim_heaps_are_tame() {
        let nim = HeapRules::Octal(crate::octal::OctalCode::subtraction(&[1, 2, 3, 4, 5, 6, 7]));
        let (gs, stop) = genera(&nim, 7, MAX_POSITIONS, &mut || false).unwrap();
        assert!(stop.is_none());
        for g in &gs {
            assert!(g.tame, "{g:?}");
            assert_eq!(g.symbol, g.heap.to_string());
        }
    }
}
