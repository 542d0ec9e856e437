//! The multiplication game `multiply:N`: a number P starts at 1; players alternately multiply
//! it by 2, 3, 4 or 5; whoever first makes P >= N wins. A position is the current P (`1`). A
//! position with P >= N has no move, and the player to move there has lost (the opponent just
//! reached N): normal play, with the move that reaches N a winning move onto a finished game.
//!
//! Pattern (proved in the comments of [`intervals`] and checked against search in the tests):
//! going down from N, the numbers 1..N-1 fall into alternating intervals
//! N1 = [w1, N-1], P1 = [l1, w1-1], N2 = [w2, l1-1], P2 = [l2, w2-1], ... with
//! w = ceil(top / 5) (top = N, then each l) and l = ceil(w / 2). The player to move wins from
//! N-intervals and loses from P-intervals; from the i-th N-interval the game lasts 2i - 1 more
//! moves, from the i-th P-interval 2i. For N = 1000: [200, 999] N, [100, 199] P, [20, 99] N,
//! [10, 19] P, [2, 9] N, [1, 1] P, so the first player loses.

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::ImpartialGame;
use crate::rules::{AsGame, Moves, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "multiply",
    name: "The multiplication game",
    example_game: "multiply:17",
    example_position: "1",
    summary: "Multiply the number by 2, 3, 4 or 5; whoever first reaches the target N wins.",
    group: Group::Tables,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("multiply:40", &["1", "3"])], few_p_near: true },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A number P starts at 1. Players take turns multiplying it by 2, 3, 4 or 5. Whoever first \
     makes P at least the target N wins (multiply:17 means N = 17).",
    theory: "Backward induction from N. Every P with 5P >= N is a win: multiply by 5. Below those \
     come numbers from which every move lands in that winning zone, so they are lost; below \
     those, another winning zone, and so on. Going down from N the numbers fall into \
     alternating intervals: a winning one starts at w = ceil(top / 5), and the losing one \
     below it at l = ceil(w / 2).",
    example: "multiply:17 from 1: P from 4 to 16 wins at once (4 x 5 = 20). From 2 or 3 every move \
     lands between 4 and 15, so 2 and 3 are lost for the player to move. From 1 the moves \
     x2 and x3 win: the opponent must step into 4 to 15, and you reach 17 or more. With \
     N = 1000 the first player loses.",
    claims: &[
        Claim { game: "multiply:17", position: "4", fact: Fact::Wins("x5"), says: "(4 x 5 = 20)" },
        Claim {
            game: "multiply:17",
            position: "16",
            fact: Fact::Outcome(Outcome::N),
            says: "P from 4 to 16 wins at once",
        },
        Claim {
            game: "multiply:17",
            position: "2",
            fact: Fact::Outcome(Outcome::P),
            says: "so 2 and 3 are lost for the player to move",
        },
        Claim {
            game: "multiply:17",
            position: "3",
            fact: Fact::Outcome(Outcome::P),
            says: "so 2 and 3 are lost for the player to move",
        },
        Claim {
            game: "multiply:17",
            position: "1",
            fact: Fact::WinningMoves(&["x2", "x3"]),
            says: "From 1 the moves x2 and x3 win",
        },
        Claim {
            game: "multiply:1000",
            position: "1",
            fact: Fact::Outcome(Outcome::P),
            says: "With N = 1000 the first player loses",
        },
    ],
};

/// The largest target N.
pub const MAX_TARGET: u64 = 1_000_000_000_000_000_000;
/// The largest P a position may name (5 x the largest target covers every P a move reaches).
pub const MAX_P: u64 = 5 * MAX_TARGET;
/// The default and largest side of the table (targets x starting numbers).
pub const DEFAULT_TABLE: usize = 40;
pub const MAX_TABLE: usize = 500;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let params = params.ok_or_else(|| ParseError::new("multiply needs its target after a colon, e.g. multiply:17"))?;
    let game = Multiply::parse_target(params)?;
    Ok(Box::new(AsGame(game)))
}

/// Parses a whole number in `lo..=hi`, naming it `what` in messages.
fn parse_number(text: &str, what: &str, lo: u64, hi: u64) -> Result<u64, ParseError> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    if t.is_empty() {
        return Err(ParseError::new(format!("missing {what}")));
    }
    if let Some(bad) = t.find(|c: char| !c.is_ascii_digit()) {
        let ch = t[bad..].chars().next().unwrap_or('?');
        return Err(ParseError::at(format!("unexpected '{ch}' in the {what} '{t}': use digits"), lead + bad));
    }
    match t.parse::<u64>() {
        Ok(v) if (lo..=hi).contains(&v) => Ok(v),
        _ => Err(ParseError::at(format!("the {what} {t} is out of range: it must be {lo} to {hi}"), lead)),
    }
}

/// The multiplication game with its target.
#[derive(Clone, Copy, Debug)]
pub struct Multiply {
    pub target: u64,
}

/// One interval of the pattern: every P in `lo..=hi` has this outcome and remoteness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    pub lo: u64,
    pub hi: u64,
    pub outcome: Outcome,
    pub remoteness: u32,
}

/// The intervals of 1..N-1, from the top down.
///
/// Why: every P in [ceil(top/5), top-1] (top = N first) reaches the region above by x5 and
/// that region is won for the mover (or finished, for top = N): it is an N-interval. Below it,
/// [l, w-1] with l = ceil(w/2) has 2P >= 2l >= w and 5P <= 5w - 5 <= top - 1 (as 5w <= top + 4):
/// every move lands in the N-interval just above, so it is a P-interval. Below that again,
/// P in [ceil(l/5), l-1] reaches the P-interval: 5P >= l, and for the least k with kP >= l,
/// kP = (k-1)P + P <= (l-1) + (l-1) <= w - 1 (as 2l <= w + 1). So the pattern repeats with
/// top = l, down to 1. Remoteness: the winner moves to the nearest P-interval, which every move
/// of the loser leaves for the N-interval just above, so each pair of intervals adds 2.
pub fn intervals(n: u64) -> Vec<Interval> {
    let mut out = Vec::new();
    let mut top = n;
    let mut i = 1;
    while top > 1 {
        let w = top.div_ceil(5);
        out.push(Interval { lo: w, hi: top - 1, outcome: Outcome::N, remoteness: 2 * i - 1 });
        if w <= 1 {
            break;
        }
        let l = w.div_ceil(2);
        out.push(Interval { lo: l, hi: w - 1, outcome: Outcome::P, remoteness: 2 * i });
        top = l;
        i += 1;
    }
    out
}

impl Multiply {
    pub fn parse_target(text: &str) -> Result<Self, ParseError> {
        Ok(Multiply { target: parse_number(text, "target N", 1, MAX_TARGET)? })
    }

    pub fn id(&self) -> String {
        format!("multiply:{}", self.target)
    }

    /// Outcome and remoteness of P by the interval pattern.
    pub fn value(&self, p: u64) -> (Outcome, u32) {
        if p >= self.target {
            return (Outcome::P, 0);
        }
        let iv =
            intervals(self.target).into_iter().find(|iv| iv.lo <= p && p <= iv.hi).expect("the intervals cover 1..N-1");
        (iv.outcome, iv.remoteness)
    }
}

impl Rules for Multiply {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        Multiply::id(self)
    }
    fn name(&self) -> String {
        format!("The multiplication game to {}", self.target)
    }
    type Pos = u64;
    fn parse(&self, text: &str) -> Result<u64, ParseError> {
        parse_number(text, "number P", 1, MAX_P)
    }
    fn board(&self, &p: &u64) -> Board {
        let caption = if p >= self.target {
            format!("reached the target {}: the previous player has won", self.target)
        } else {
            format!("the current number; the first to make it at least {} wins", self.target)
        };
        Board::Number { value: p as i64, caption, coins: false }
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let n = params.size.or(params.rows).unwrap_or(DEFAULT_TABLE);
        if !(2..=MAX_TABLE).contains(&n) {
            return Some(Err(EngineError::Refused(format!(
                "a multiplication table of size {n} is out of range: the size must be 2 to {MAX_TABLE}"
            ))));
        }
        let cols = params.cols.unwrap_or(n).clamp(1, MAX_TABLE);
        let cells = (2..=n as u64)
            .map(|target| {
                let g = Multiply { target };
                (1..=cols as u64)
                    .map(|p| {
                        (p < target).then(|| {
                            let (o, r) = g.value(p);
                            if o == Outcome::N {
                                r as i64
                            } else {
                                -(r as i64)
                            }
                        })
                    })
                    .collect()
            })
            .collect();
        Some(Ok(Table {
            game: self.id(),
            title: format!(
                "The multiplication game for targets 2 to {n}: who wins from each number and in how many moves"
            ),
            row_label: "target N".into(),
            col_label: "number P".into(),
            row_keys: (2..=n as i64).collect(),
            col_keys: (1..=cols as i64).collect(),
            cells,
            legend: "+k: the player to move wins in k moves; -k: the player to move loses in k moves; blank: P >= N, \
                     the game is over. Each row is its own game: a cell opens the game to N at P."
                .into(),
            positions: Some(
                (2..=n as u64)
                    .map(|target| (1..=cols as u64).map(|p| (p < target).then(|| p.to_string())).collect())
                    .collect(),
            ),
            row_games: Some((2..=n as u64).map(|target| Multiply { target }.id()).collect()),
            signed: true,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        }))
    }
}

impl Moves for Multiply {
    fn moves(&self, &p: &u64) -> Vec<Move<u64>> {
        if p >= self.target {
            return Vec::new();
        }
        (2..=5u64).map(|k| Move { text: format!("x{k}"), spot: Spot::Choice { value: k as i64 }, to: p * k }).collect()
    }
}

impl ImpartialGame for Multiply {
    type Comp = u64;
    fn components(&self, &p: &u64) -> Vec<u64> {
        vec![p.min(self.target)]
    }
    fn comp_options(&self, &p: &u64) -> Vec<Vec<u64>> {
        if p >= self.target {
            return Vec::new();
        }
        (2..=5u64).map(|k| p * k).map(|q| if q >= self.target { vec![] } else { vec![q] }).collect()
    }
    fn closed_form(&self, &p: &u64, _misere: bool) -> Option<ClosedFormValue> {
        let (outcome, rem) = self.value(p);
        let ivs: Vec<String> =
            intervals(self.target).iter().map(|iv| format!("[{}, {}] {}", iv.lo, iv.hi, iv.outcome.as_str())).collect();
        let here = if p >= self.target {
            format!("P = {p} has reached N = {}: the player to move has lost", self.target)
        } else {
            format!("P = {p}: {} in {rem} moves", if outcome == Outcome::N { "wins" } else { "loses" })
        };
        let text = format!(
            "{here}. Intervals from N = {} down (w = ceil(top/5), l = ceil(w/2)): {}",
            self.target,
            ivs.join(", ")
        );
        Some(ClosedFormValue { text, grundy: None, outcome })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;
    use proptest::prelude::*;

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        assert_eq!(game.id(), ENTRY.example_game);
        assert!(!sol.moves.is_empty());
    }

    #[test]
    fn notation_and_moves() {
        let g = Multiply::parse_target("17").unwrap();
        assert_eq!(g.parse(" 1 ").unwrap(), 1);
        assert!(g.parse("0").unwrap_err().message.contains("1 to"));
        assert_eq!(g.parse("1x").unwrap_err().at, Some(1));
        assert!(g.parse("").is_err());
        assert!(g.parse("99999999999999999999999").is_err());
        assert!(Multiply::parse_target("0").is_err());
        assert!(Multiply::parse_target("1000000000000000001").is_err());
        assert!(crate::games::lookup("multiply").is_err());
        assert_eq!(crate::games::lookup("multiply:17").unwrap().id(), "multiply:17");
        let moves = g.moves(&4);
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, vec!["x2", "x3", "x4", "x5"]);
        assert_eq!(moves[3].to, 20);
        assert_eq!(moves[3].spot, Spot::Choice { value: 5 });
        assert!(g.moves(&17).is_empty());
        // Every reached number parses, even above the largest target.
        let big = Multiply { target: MAX_TARGET };
        for m in big.moves(&(MAX_TARGET - 1)) {
            assert_eq!(big.parse(&m.to.to_string()).unwrap(), m.to);
        }
    }

    /// A direct backward computation (no intervals) of every P below N.
    fn direct(n: u64) -> Vec<(Outcome, u32)> {
        let mut v = vec![(Outcome::P, 0u32); n as usize];
        for p in (1..n).rev() {
            // A move to P >= N finishes the game: the opponent is left with no move (lost, 0).
            let kids: Vec<(bool, u32)> =
                (2..=5u64)
                    .map(|k| {
                        if p * k >= n {
                            (false, 0)
                        } else {
                            (v[(p * k) as usize].0 == Outcome::N, v[(p * k) as usize].1)
                        }
                    })
                    .collect();
            let (win, rem) = crate::impartial::value_from_children(kids.into_iter(), false);
            v[p as usize] = (if win { Outcome::N } else { Outcome::P }, rem);
        }
        v
    }

    /// The interval pattern equals a direct backward computation for every N up to 2000 and
    /// every P below N, and the memoised search of the engine for N up to 100.
    #[test]
    fn intervals_equal_search() {
        for n in 1..=2000u64 {
            let g = Multiply { target: n };
            let d = direct(n);
            // The intervals tile 1..N-1 from the top, alternating N and P.
            let ivs = intervals(n);
            let mut top = n;
            for (i, iv) in ivs.iter().enumerate() {
                assert_eq!(iv.hi + 1, top);
                assert!(iv.lo <= iv.hi);
                assert_eq!(iv.outcome, if i % 2 == 0 { Outcome::N } else { Outcome::P });
                top = iv.lo;
            }
            assert!(n == 1 || top == 1, "N = {n}");
            for iv in &ivs {
                for p in iv.lo..=iv.hi {
                    assert_eq!((iv.outcome, iv.remoteness), d[p as usize], "N = {n}, P = {p}");
                }
            }
            for p in [1, n / 2, n - 1].into_iter().filter(|&p| p >= 1 && p < n) {
                assert_eq!(g.value(p), d[p as usize], "N = {n}, P = {p}");
            }
            assert_eq!(g.value(n), (Outcome::P, 0));
        }
        for n in 1..=100u64 {
            let g = Multiply { target: n };
            let mut s = Solver::new(&g);
            for p in 1..=n + 1 {
                let v = s.searched_value(&g.components(&p), false).unwrap();
                assert_eq!((v.outcome, v.remoteness.unwrap()), g.value(p), "N = {n}, P = {p}");
                assert_eq!(s.searched_comp_grundy(&p.min(n)).unwrap() == 0, v.outcome == Outcome::P);
            }
        }
    }

    #[test]
    fn the_classic_target_1000() {
        let got: Vec<(u64, u64, Outcome)> = intervals(1000).iter().map(|iv| (iv.lo, iv.hi, iv.outcome)).collect();
        use Outcome::{N, P};
        assert_eq!(got, vec![(200, 999, N), (100, 199, P), (20, 99, N), (10, 19, P), (2, 9, N), (1, 1, P)]);
        let sol = build(Some("1000")).unwrap().solve("1", false).unwrap();
        assert_eq!((sol.outcome, sol.remoteness), (Outcome::P, Some(6)));
        assert!(sol.formula.unwrap().text.contains("[100, 199] P"));
        // multiply:17: [4, 16] N, [2, 3] P, [1, 1] N; from 1, x2 and x3 win.
        let sol = build(Some("17")).unwrap().solve("1", false).unwrap();
        assert_eq!((sol.outcome, sol.remoteness), (Outcome::N, Some(3)));
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        assert_eq!(winning, vec!["x2", "x3"]);
    }

    #[test]
    fn huge_targets_solve() {
        let game = build(Some("1000000000000000000")).unwrap();
        let sol = game.solve("1", false).unwrap();
        let (o, r) = Multiply { target: MAX_TARGET }.value(1);
        assert_eq!((sol.outcome, sol.remoteness), (o, Some(r)));
        // P exactly when no move leads to P, at every interval's ends.
        let g = Multiply { target: MAX_TARGET };
        for iv in intervals(MAX_TARGET) {
            for p in [iv.lo, iv.hi] {
                let to_p = (2..=5).any(|k| g.value(p * k).0 == Outcome::P);
                assert_eq!(g.value(p).0 == Outcome::N, to_p, "P = {p}");
            }
        }
        let t = game.table(&TableParams::default()).unwrap().unwrap();
        assert_eq!(t.cells.len(), DEFAULT_TABLE - 1);
        // Target 2: P = 1 wins at once; P = 2 is over.
        assert_eq!((t.cells[0][0], t.cells[0][1]), (Some(1), None));
    }

    /// Every cell of the table opens its own row's game at its number, and solving it there
    /// gives the cell's value; cells with P >= N open nothing.
    #[test]
    fn table_cells_open_their_row_game() {
        let t =
            build(Some("2")).unwrap().table(&TableParams { size: Some(30), ..Default::default() }).unwrap().unwrap();
        let (positions, games) = (t.positions.as_ref().unwrap(), t.row_games.as_ref().unwrap());
        assert_eq!(games.len(), t.cells.len());
        for (r, row) in t.cells.iter().enumerate() {
            let game = crate::games::lookup(&games[r]).unwrap();
            assert_eq!(games[r], format!("multiply:{}", t.row_keys[r]));
            for (c, cell) in row.iter().enumerate() {
                match (&positions[r][c], cell) {
                    (Some(pos), Some(v)) => {
                        let sol = game.solve(pos, false).unwrap();
                        let signed = sol.remoteness.unwrap() as i64 * if sol.outcome == Outcome::N { 1 } else { -1 };
                        assert_eq!(signed, *v, "target {} at {pos}", t.row_keys[r]);
                    }
                    (None, None) => {}
                    other => panic!("cell {r}, {c} has a position without a value or back: {other:?}"),
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// On random targets up to 10^18 and random numbers below them, the pattern obeys the
        /// remoteness rule with respect to the four moves (themselves valued by the pattern).
        #[test]
        fn pattern_obeys_the_laws(n in 2u64..=MAX_TARGET, frac in 0.0f64..1.0) {
            let g = Multiply { target: n };
            let p = ((n - 1) as f64 * frac) as u64 + 1;
            let p = p.clamp(1, n - 1);
            let kids = (2..=5u64).map(|k| g.value(p * k)).map(|(o, r)| (o == Outcome::N, r));
            let (win, rem) = crate::impartial::value_from_children(kids, false);
            prop_assert_eq!(g.value(p), (if win { Outcome::N } else { Outcome::P }, rem));
        }
    }
}
