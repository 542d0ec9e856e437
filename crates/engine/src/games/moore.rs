//! Moore's Nim_k: heaps of counters; a move reduces between 1 and k heaps, each by any positive
//! amount. Nim_1 is Nim.
//!
//! Moore's theorem: a position is P exactly when, for every bit position, the number of heaps
//! with that bit set is divisible by k + 1. There is no simple formula for the Grundy values
//! (for k >= 2), so the value shown is the searched one when the position is small enough, and
//! otherwise only the outcome (by the rule) is given; see its bounds ([`crate::impartial::Bounds`]).
//!
//! [`winning_move`] builds a winning move bit by bit from the top: heaps already reduced at a
//! higher bit may take any bits below it, so at each bit either enough of them are given the bit
//! to make the count a multiple of k + 1, or (when fewer than k heaps would then be changed)
//! some heaps with the bit are reduced by clearing it.
//!
//! Position `3,4,5` as in Nim. Moves name each heap changed and how much it loses:
//! `h1-2,h3-1` takes 2 from heap 1 and 1 from heap 3 (`h2-3` alone is a Nim move). The board
//! draws heaps; one-heap moves are clicked on the counters, moves on several heaps are listed.
//! Positions with more than [`MAX_MOVES`] moves are refused.

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps, Heaps};
use crate::rules::{AsGame, Moves, PositionValue, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "moore",
    name: "Moore's Nim",
    example_game: "moore:2",
    example_position: "3,4,5",
    summary: "Reduce between 1 and k heaps at once, each by any positive amount.",
    group: Group::HeapsAndStrips,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("moore:1", &["2,3,4"]), ("moore:3", &["1,2,3,2"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Heaps of counters. A move reduces at least one and at most k heaps (moore:2 means k = 2), \
     each by any positive amount. The player who cannot move loses. With k = 1 this is Nim.",
    theory: "Moore's theorem: write the heap sizes in binary. The player to move loses exactly when, \
     for every bit, the number of heaps having that bit is a multiple of k + 1. A winning \
     move is built bit by bit from the highest, changing at most k heaps. For k of 2 or more \
     there is no simple formula for the Grundy values, only for who wins.",
    example: "moore:2 with 3,4,5 (011, 100, 101): the 4-bit is in 2 heaps, the 2-bit in 1, the 1-bit \
     in 2. Not all are multiples of 3, so the player to move wins. The move h2-1,h3-2 takes 1 \
     from the 4 and 2 from the 5, leaving 3,3,3 (011 three times): every bit count is 3.",
    claims: &[
        Claim {
            game: "moore:2",
            position: "3,4,5",
            fact: Fact::Outcome(Outcome::N),
            says: "so the player to move wins",
        },
        Claim { game: "moore:2", position: "3,4,5", fact: Fact::Wins("h2-1,h3-2"), says: "The move h2-1,h3-2" },
        Claim { game: "moore:2", position: "3,4,5", fact: Fact::Reaches("h2-1,h3-2", "3,3,3"), says: "leaving 3,3,3" },
        Claim { game: "moore:2", position: "3,3,3", fact: Fact::Outcome(Outcome::P), says: "every bit count is 3" },
    ],
};

/// The largest k, heap, and number of heaps; and the most moves a position may have.
pub const MAX_K: usize = 32;
pub const MAX_HEAP: u64 = 1000;
pub const MAX_HEAPS: usize = 16;
pub const MAX_MOVES: u128 = 10_000;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let text = params.ok_or_else(|| ParseError::new("moore needs k after a colon, e.g. moore:2 (moore:1 is Nim)"))?;
    let t = text.trim();
    let k: usize = match t.parse() {
        Ok(k) if (1..=MAX_K).contains(&k) => k,
        _ => {
            return Err(ParseError::at(
                format!("k must be a whole number from 1 to {MAX_K} (a move reduces 1 to k heaps), not '{t}'"),
                "moore:".len(),
            ))
        }
    };
    Ok(Box::new(AsGame(Moore { k })))
}

/// Moore's Nim_k.
#[derive(Clone, Copy, Debug)]
pub struct Moore {
    pub k: usize,
}

/// The bit-count table: entry b is the number of heaps with bit b (value 2^b) set, for every
/// bit up to the highest one of the largest heap (empty when every heap is 0).
pub fn bit_counts(heaps: &[u64]) -> Vec<usize> {
    let top = heaps.iter().map(|&h| 64 - h.leading_zeros() as usize).max().unwrap_or(0);
    (0..top).map(|b| heaps.iter().filter(|&&h| h >> b & 1 == 1).count()).collect()
}

/// Moore's rule: P exactly when every bit count is divisible by k + 1.
pub fn is_p_position(heaps: &[u64], k: usize) -> bool {
    bit_counts(heaps).iter().all(|&c| c % (k + 1) == 0)
}

/// A winning move (the heaps after it) by the greedy bit-by-bit construction, or `None` when
/// the position is P. At most k heaps change and each changed heap decreases.
pub fn winning_move(heaps: &[u64], k: usize) -> Option<Vec<u64>> {
    if is_p_position(heaps, k) {
        return None;
    }
    let top = bit_counts(heaps).len();
    let mut new = heaps.to_vec();
    let mut changed = vec![false; heaps.len()];
    for b in (0..top).rev() {
        let bit = 1u64 << b;
        let unchanged_with_bit = (0..heaps.len()).filter(|&i| !changed[i] && heaps[i] & bit != 0).count();
        let m = changed.iter().filter(|&&c| c).count();
        let r = unchanged_with_bit % (k + 1);
        if r == 0 {
            continue; // changed heaps leave bit b clear
        }
        if m + r <= k {
            // Reduce r more heaps by clearing bit b; their lower bits become free.
            let picks: Vec<usize> = (0..heaps.len()).filter(|&i| !changed[i] && heaps[i] & bit != 0).take(r).collect();
            for i in picks {
                changed[i] = true;
                new[i] = heaps[i] & !((bit << 1) - 1);
            }
        } else {
            // m >= k + 1 - r: give bit b to k + 1 - r of the heaps already changed.
            let picks: Vec<usize> = (0..heaps.len()).filter(|&i| changed[i]).take(k + 1 - r).collect();
            for i in picks {
                new[i] |= bit;
            }
        }
    }
    Some(new)
}

/// The number of moves of a position: the sum over 1..=k of the elementary symmetric sums of
/// the heap sizes (saturating).
pub fn move_count(heaps: &[u64], k: usize) -> u128 {
    // e[j] = sum over j-sets of heaps of the product of their sizes.
    let mut e = vec![0u128; k + 1];
    e[0] = 1;
    for &h in heaps {
        for j in (1..=k).rev() {
            e[j] = e[j].saturating_add(e[j - 1].saturating_mul(h as u128));
        }
    }
    e[1..].iter().fold(0u128, |a, &x| a.saturating_add(x))
}

/// The text of a move from `from` to `to`: `h1-2,h3-1`.
pub fn move_text(from: &[u64], to: &[u64]) -> String {
    let parts: Vec<String> =
        (0..from.len()).filter(|&i| to[i] != from[i]).map(|i| format!("h{}-{}", i + 1, from[i] - to[i])).collect();
    parts.join(",")
}

/// Calls `f(changed heap indices, heaps after)` for every move, in a stable order: by number of
/// heaps changed, then heap indices, then amounts taken (each ascending).
fn for_each_move(heaps: &[u64], k: usize, f: &mut dyn FnMut(&[usize], &[u64])) {
    let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let mut after = heaps.to_vec();
    for size in 1..=k.min(live.len()) {
        let mut subset: Vec<usize> = (0..size).collect();
        loop {
            let idx: Vec<usize> = subset.iter().map(|&s| live[s]).collect();
            // Odometer over the amounts taken, the last heap fastest.
            let mut takes = vec![1u64; size];
            loop {
                for (t, &i) in idx.iter().enumerate() {
                    after[i] = heaps[i] - takes[t];
                }
                f(&idx, &after);
                let mut advanced = false;
                for p in (0..size).rev() {
                    if takes[p] < heaps[idx[p]] {
                        takes[p] += 1;
                        takes[p + 1..].iter_mut().for_each(|t| *t = 1);
                        advanced = true;
                        break;
                    }
                }
                if !advanced {
                    break;
                }
            }
            for &i in &idx {
                after[i] = heaps[i];
            }
            // Next subset of `size` indices of `live`, lexicographically.
            let n = live.len();
            let mut j = size;
            while j > 0 && subset[j - 1] == n - size + j - 1 {
                j -= 1;
            }
            if j == 0 {
                break;
            }
            subset[j - 1] += 1;
            for t in j..size {
                subset[t] = subset[t - 1] + 1;
            }
        }
    }
}

/// The whole position as a search component: the non-zero heaps, sorted.
pub fn canonical(heaps: &[u64]) -> Vec<u64> {
    let mut c: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    c.sort_unstable();
    c
}

impl Moore {
    fn rule_outcome(&self, heaps: &[u64]) -> Outcome {
        if is_p_position(heaps, self.k) {
            Outcome::P
        } else {
            Outcome::N
        }
    }
}

impl Rules for Moore {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        format!("moore:{}", self.k)
    }
    fn name(&self) -> String {
        format!("Moore's Nim (k = {})", self.k)
    }
    type Pos = Heaps;
    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        let heaps = parse_heaps(text, "heap", MAX_HEAP, MAX_HEAPS)?;
        let count = move_count(&heaps.0, self.k);
        if count > MAX_MOVES {
            return Err(ParseError::new(format!(
                "the position has {count} moves with k = {}; at most {MAX_MOVES} are allowed (use fewer or smaller heaps)",
                self.k
            )));
        }
        Ok(heaps)
    }
    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }
}

impl Moves for Moore {
    fn moves(&self, pos: &Heaps) -> Vec<Move<Heaps>> {
        let mut out = Vec::new();
        for_each_move(&pos.0, self.k, &mut |idx, after| {
            let spot = if idx.len() == 1 {
                Spot::Counter { heap: idx[0], index: after[idx[0]] }
            } else {
                Spot::Choice { value: out.len() as i64 }
            };
            out.push(Move { text: move_text(&pos.0, after), spot, to: Heaps(after.to_vec()) });
        });
        out
    }
}

impl ImpartialGame for Moore {
    type Comp = Vec<u64>;
    fn components(&self, pos: &Heaps) -> Vec<Vec<u64>> {
        vec![canonical(&pos.0)]
    }
    fn comp_options(&self, comp: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        for_each_move(comp, self.k, &mut |_, after| {
            let c = canonical(after);
            out.push(if c.is_empty() { vec![] } else { vec![c] });
        });
        out.sort();
        out.dedup();
        out
    }
    fn closed_form_grundy(&self, comp: &Vec<u64>) -> Option<u32> {
        // Nim_1 is Nim; for k >= 2 there is no formula.
        if self.k == 1 {
            u32::try_from(comp.iter().fold(0, |a, &h| a ^ h)).ok()
        } else {
            None
        }
    }
    fn closed_form(&self, pos: &Heaps, _misere: bool) -> Option<ClosedFormValue> {
        let k = self.k;
        let counts = bit_counts(&pos.0);
        let table: Vec<String> = counts.iter().enumerate().rev().map(|(b, c)| format!("{}: {c}", 1u64 << b)).collect();
        let table = if table.is_empty() { "none (every heap is 0)".to_string() } else { table.join(", ") };
        let outcome = self.rule_outcome(&pos.0);
        let verdict = match winning_move(&pos.0, k) {
            None => "every count is a multiple, so P".to_string(),
            Some(to) => format!("not every count is a multiple, so N; winning move {}", move_text(&pos.0, &to)),
        };
        let grundy = self.closed_form_grundy(&canonical(&pos.0));
        Some(ClosedFormValue {
            text: format!(
                "P exactly when each bit count is a multiple of k+1 = {}; heaps with each bit set ({table}): {verdict}",
                k + 1
            ),
            grundy,
            outcome,
        })
    }
    fn closed_form_value(&self, pos: &Heaps) -> Option<PositionValue> {
        Some(PositionValue {
            outcome: self.rule_outcome(&pos.0),
            grundy: self.closed_form_grundy(&canonical(&pos.0)),
            remoteness: None,
        })
    }
    fn closed_form_note(&self) -> &'static str {
        "too large to search: outcomes are by Moore's rule; Nim_k has no Grundy formula for k >= 2"
    }
    fn bounds(&self, pos: &Self::Pos) -> Option<Bounds> {
        Some(Bounds { max_moves: self.max_moves(pos), max_states: self.max_states(pos) })
    }
}

/// Moore's Nim gives bounds on its search: searched like any impartial game when the search fits
/// the work limit ([`crate::impartial::plan`]); otherwise the outcome of the position and of every
/// move comes from Moore's rule, without Grundy values (except k = 1, which is Nim) or remoteness.
impl Moore {
    fn max_moves(&self, pos: &Heaps) -> u128 {
        move_count(&pos.0, self.k)
    }
    fn max_states(&self, pos: &Heaps) -> u128 {
        pos.0.iter().fold(1u128, |acc, &h| acc.saturating_mul(h as u128 + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::MoveReport;

    #[test]
    fn ids_and_notation() {
        assert_eq!(crate::games::lookup("moore:2").unwrap().id(), "moore:2");
        assert!(crate::games::lookup("moore").err().unwrap().message.contains("moore:2"));
        assert!(crate::games::lookup("moore:0").err().unwrap().message.contains("from 1 to"));
        assert!(crate::games::lookup("moore:x").is_err());
        let g = Moore { k: 2 };
        let p = g.parse("3, 4,5").unwrap();
        assert_eq!(p.to_string(), "3,4,5");
        let e = Moore { k: 3 }.parse("100,100,100,100").unwrap_err();
        assert!(e.message.contains("at most 10000"), "{}", e.message);
    }

    #[test]
    fn bit_table_and_rule() {
        assert_eq!(bit_counts(&[3, 4, 5]), vec![2, 1, 2]);
        assert_eq!(bit_counts(&[0, 0]), Vec::<usize>::new());
        // 1,2,3: counts 2,2 -> P in Nim, N in Nim_2; 3,3,3: counts 3,3 -> P in Nim_2.
        assert!(is_p_position(&[1, 2, 3], 1));
        assert!(!is_p_position(&[1, 2, 3], 2));
        assert!(is_p_position(&[3, 3, 3], 2));
    }

    #[test]
    fn move_list_order_and_count() {
        let g = Moore { k: 2 };
        let p = g.parse("1,2,0").unwrap();
        let texts: Vec<String> = g.moves(&p).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["h1-1", "h2-1", "h2-2", "h1-1,h2-1", "h1-1,h2-2"]);
        for (heaps, k) in [(vec![3, 4, 5], 2), (vec![2, 0, 3, 1], 3), (vec![5, 5], 1), (vec![4, 1, 2], 5)] {
            let n = g_moves(&heaps, k);
            assert_eq!(move_count(&heaps, k), n as u128, "{heaps:?} k={k}");
        }
    }

    fn g_moves(heaps: &[u64], k: usize) -> usize {
        Moore { k }.moves(&Heaps(heaps.to_vec())).len()
    }

    #[test]
    fn large_positions_use_the_rule() {
        let game = lookup_moore(2);
        let sol = game.solve("40,30,20,10", false).unwrap();
        assert_eq!(sol.grundy, None);
        assert!(sol.note.unwrap().contains("Moore's rule"));
        assert_eq!(sol.outcome, Outcome::N);
        let winners: Vec<&MoveReport> = sol.moves.iter().filter(|m| m.winning).collect();
        let greedy = winning_move(&[40, 30, 20, 10], 2).unwrap();
        assert!(winners.iter().any(|m| m.to == Heaps(greedy.clone()).to_string()));
        let small = game.solve("3,4,5", false).unwrap();
        assert!(small.note.is_none());
        assert!(small.grundy.is_some());
    }

    fn lookup_moore(k: usize) -> Box<dyn Game> {
        build(Some(&k.to_string())).unwrap()
    }

    mod against_search {
        //! Moore's Nim_k: Moore's P/N rule and the greedy winning move against search.

        use crate::games::lookup;
        use crate::games::moore::{bit_counts, is_p_position, winning_move, Moore};
        use crate::impartial::Solver;
        use crate::notation::Heaps;
        use crate::vocab::Outcome;
        use proptest::prelude::*;

        use crate::laws;

        /// Every sorted list of `n` heaps of at most `max`.
        fn sorted_positions(n: usize, max: u64) -> Vec<Vec<u64>> {
            let mut out = vec![vec![]];
            for _ in 0..n {
                out = out
                    .into_iter()
                    .flat_map(|p: Vec<u64>| {
                        let lo = p.last().copied().unwrap_or(0);
                        (lo..=max).map(move |h| {
                            let mut q = p.clone();
                            q.push(h);
                            q
                        })
                    })
                    .collect();
            }
            out
        }

        /// Checks the rule and the winning move on one position against search.
        fn check_rule(solver: &mut Solver<Moore>, heaps: &[u64]) {
            let k = solver.game.k;
            let pos = Heaps(heaps.to_vec());
            let searched = laws::searched(solver, &pos);
            assert_eq!(searched == 0, is_p_position(heaps, k), "k={k} {heaps:?}: rule against search (g = {searched})");
            match winning_move(heaps, k) {
                None => assert_eq!(searched, 0, "k={k} {heaps:?}: no winning move in an N position"),
                Some(to) => {
                    let changed = (0..heaps.len()).filter(|&i| to[i] != heaps[i]).count();
                    assert!((1..=k).contains(&changed), "k={k} {heaps:?} -> {to:?}: {changed} heaps changed");
                    assert!((0..heaps.len()).all(|i| to[i] <= heaps[i]), "k={k} {heaps:?} -> {to:?}: a heap grew");
                    assert!(is_p_position(&to, k), "k={k} {heaps:?} -> {to:?}: not P by the rule");
                    assert_eq!(
                        laws::searched(solver, &Heaps(to.clone())),
                        0,
                        "k={k} {heaps:?} -> {to:?}: not P by search"
                    );
                }
            }
        }

        #[test]
        fn rule_and_winning_move_against_search_exhaustively() {
            for k in 1..=4 {
                let game = Moore { k };
                let mut solver = Solver::new(&game);
                for heaps in
                    sorted_positions(3, 7).into_iter().chain(sorted_positions(4, 4)).chain(sorted_positions(5, 2))
                {
                    check_rule(&mut solver, &heaps);
                    // The same position in another order (the move must name the right heaps).
                    let mut rev = heaps.clone();
                    rev.reverse();
                    check_rule(&mut solver, &rev);
                }
            }
        }

        #[test]
        fn laws_on_small_positions() {
            for k in 1..=3 {
                let game = Moore { k };
                let mut solver = Solver::new(&game);
                for heaps in sorted_positions(3, 3) {
                    let mut shuffled = heaps.clone();
                    shuffled.rotate_left(1);
                    laws::check(&mut solver, &Heaps(shuffled));
                }
            }
        }

        #[test]
        fn nim_1_is_nim() {
            let mut solver = Solver::new(&Moore { k: 1 });
            for heaps in sorted_positions(3, 5) {
                let x = heaps.iter().fold(0, |a, &h| a ^ h) as u32;
                assert_eq!(laws::searched(&mut solver, &Heaps(heaps.clone())), x, "{heaps:?}");
            }
        }

        #[test]
        fn bit_counts_by_hand() {
            // 3 = 011, 5 = 101, 6 = 110, 7 = 111: three heaps with each bit, so P in Nim_2; in Nim
            // the XOR is 7, and in Nim_3 every count 3 is not a multiple of 4.
            assert_eq!(bit_counts(&[3, 5, 6, 7]), vec![3, 3, 3]);
            assert!(is_p_position(&[3, 5, 6, 7], 2));
            assert!(!is_p_position(&[3, 5, 6, 7], 1));
            assert!(!is_p_position(&[3, 5, 6, 7], 3));
            assert_eq!(winning_move(&[3, 5, 6, 7], 2), None);
            // 3,4,5 in Nim_2: counts 2,1,2 (bits 1, 2, 4). The greedy move reduces heaps 3 and 4...
            assert_eq!(bit_counts(&[3, 4, 5]), vec![2, 1, 2]);
            let to = winning_move(&[3, 4, 5], 2).unwrap();
            assert_eq!(bit_counts(&to).iter().map(|c| c % 3).collect::<Vec<_>>(), vec![0; bit_counts(&to).len()]);
        }

        #[test]
        fn solve_marks_exactly_the_moves_to_p() {
            let game = lookup("moore:2").unwrap();
            let sol = game.solve("3,4,5", false).unwrap();
            assert_eq!(sol.outcome, Outcome::N);
            let mut solver = Solver::new(&Moore { k: 2 });
            assert_eq!(sol.grundy, Some(laws::searched(&mut solver, &Heaps(vec![3, 4, 5]))));
            let greedy = Heaps(winning_move(&[3, 4, 5], 2).unwrap()).to_string();
            assert!(sol.moves.iter().any(|m| m.winning && m.to == greedy));
            for m in &sol.moves {
                let to: Vec<u64> = m.to.split(',').map(|t| t.parse().unwrap()).collect();
                assert_eq!(m.winning, is_p_position(&to, 2), "{}", m.text);
            }
            assert!(sol
                .formula
                .unwrap()
                .text
                .contains(&format!("winning move {}", sol.moves.iter().find(|m| m.to == greedy).unwrap().text)));
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(48))]

            #[test]
            fn random_positions_against_search(k in 1usize..=4, heaps in prop::collection::vec(0u64..=5, 1..=4)) {
                let game = Moore { k };
                let mut solver = Solver::new(&game);
                check_rule(&mut solver, &heaps);
            }

            /// Large positions (beyond search): the greedy move always reaches a P position by the rule,
            /// changing at most k heaps.
            #[test]
            fn greedy_move_on_large_positions(k in 1usize..=6, heaps in prop::collection::vec(0u64..=1_000_000, 1..=12)) {
                match winning_move(&heaps, k) {
                    None => prop_assert!(is_p_position(&heaps, k)),
                    Some(to) => {
                        let changed = (0..heaps.len()).filter(|&i| to[i] != heaps[i]).count();
                        prop_assert!((1..=k).contains(&changed));
                        prop_assert!((0..heaps.len()).all(|i| to[i] <= heaps[i]));
                        prop_assert!(is_p_position(&to, k));
                    }
                }
            }
        }
    }
}
