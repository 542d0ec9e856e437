//! The cash box (Fibonacci Nim). A position is (coins left, last take), written `20,1`; the
//! player to move takes between 1 and twice the last take (and at most the coins left). The
//! start of a game with N coins is `N,1`: the first move takes 1 or 2. Whoever takes the last
//! coin wins, so a position with no coins left is lost for the player to move (normal play).
//! A second start is offered, written as the bare number `N`: the classic opening of Fibonacci
//! Nim, where the first move takes any number of coins but not all of them.
//!
//! Theory (checked against search in the tests): write the coins as a sum of non-consecutive
//! Fibonacci numbers 1, 2, 3, 5, 8, ... (the Zeckendorf representation) and let q be its
//! smallest term. The player to move wins exactly when q is at most the largest take allowed,
//! and then taking q wins: the rest has a smallest term larger than 2q, out of the opponent's
//! reach. Hence:
//! - from the classic opening `N` (largest take N - 1) the first player loses exactly when N
//!   is a Fibonacci number (q = N);
//! - from `N,1` (largest take 2) the first player loses exactly when q >= 3. That holds for the
//!   Fibonacci numbers from 3 on, but also for others: 11 = 8 + 3, 16 = 13 + 3, 18 = 13 + 5,
//!   ... so with a first move of 1 or 2 the losing starts are not only the Fibonacci numbers.
//!
//! Outcome, remoteness and Grundy value come from a table over (coins, largest take) built in
//! O(N^2): as the largest take grows by one, one option is added, so the quickest win, the
//! slowest loss and the mex are updated in O(1) (amortised) instead of rescanning.

use std::fmt;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::parse_pair;
use crate::rules::{Evaluation, Moves, PositionValue, Rules};
use crate::table::{RowMarks, Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "kassa",
    name: "The cash box (Fibonacci Nim)",
    example_game: "kassa",
    example_position: "20,1",
    summary: "Take 1 to twice the opponent's last take (the first move 1 or 2); whoever takes the last coin wins.",
    group: Group::Tables,
    build: crate::rules::plain::<Kassa>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    // The classic opening (a bare number) as well as the `N,1` start.
    checks: Checks { starts: &[("kassa", &["13", "9,2"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A pile of N coins. The first player takes 1 or 2 coins; after that each player takes \
     between 1 and twice the number the opponent just took. Whoever takes the last coin \
     wins. A position is coins left, last take: 20,1 is the start with 20 coins.",
    theory: "Zeckendorf: every number is a sum of non-consecutive Fibonacci numbers (1, 2, 3, 5, 8, \
     13, ...) in exactly one way. Let q be the smallest term. The player to move wins exactly \
     when q is an allowed take, and taking q wins: the rest has a smallest term larger than \
     2q, out of the opponent's reach. When the first move may take anything but all, the \
     first player loses exactly when N is a Fibonacci number.",
    example: "20,1: 20 = 13 + 5 + 2, the smallest term is 2 and it is allowed, so take 2 wins. It \
     leaves 18,2 with 18 = 13 + 5: the opponent may take at most 4, less than 5. With 11 \
     coins (11 = 8 + 3) the first player loses: both take 1 and take 2 lose.",
    claims: &[
        Claim { game: "kassa", position: "20,1", fact: Fact::Formula("20 = 13 + 5 + 2"), says: "20 = 13 + 5 + 2" },
        Claim { game: "kassa", position: "20,1", fact: Fact::WinningMoves(&["take 2"]), says: "so take 2 wins" },
        Claim { game: "kassa", position: "20,1", fact: Fact::Reaches("take 2", "18,2"), says: "It leaves 18,2" },
        Claim {
            game: "kassa",
            position: "18,2",
            fact: Fact::Outcome(Outcome::P),
            says: "the opponent may take at most 4, less than 5",
        },
        Claim {
            game: "kassa",
            position: "11,1",
            fact: Fact::Outcome(Outcome::P),
            says: "With 11 coins (11 = 8 + 3) the first player loses",
        },
        Claim { game: "kassa", position: "11,1", fact: Fact::Loses("take 1"), says: "both take 1 and take 2 lose" },
        Claim { game: "kassa", position: "11,1", fact: Fact::Loses("take 2"), says: "both take 1 and take 2 lose" },
    ],
};

/// The most coins a position may hold (the value table has about coins^2 / 2 entries).
pub const MAX_COINS: u64 = 2000;
/// The largest last take a position may name.
pub const MAX_LAST: u64 = MAX_COINS;
/// The default and largest size of the table of winning takes.
pub const DEFAULT_TABLE: usize = 20;
pub const MAX_TABLE: usize = 300;

/// The cash box.
#[derive(Clone, Copy, Debug, Default)]
pub struct Kassa;

/// Coins left and the opponent's last take, written `20,1`; `last: None` is the classic
/// opening (take anything but all), written `20`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    pub coins: u64,
    pub last: Option<u64>,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.last {
            Some(l) => write!(f, "{},{l}", self.coins),
            None => write!(f, "{}", self.coins),
        }
    }
}

impl Pos {
    pub fn new(coins: u64, last: u64) -> Pos {
        Pos { coins, last: Some(last) }
    }

    /// The largest take allowed.
    pub fn max_take(&self) -> u64 {
        match self.last {
            Some(l) => self.coins.min(l.saturating_mul(2)),
            None => self.coins.saturating_sub(1),
        }
    }

    fn comp(&self) -> Comp {
        (self.coins, self.max_take())
    }
}

/// The search state: coins left and the largest take allowed (positions with the same pair
/// are the same game).
pub type Comp = (u64, u64);

/// The Zeckendorf representation of `n`: distinct, non-consecutive Fibonacci numbers from
/// 1, 2, 3, 5, 8, ... summing to n, largest first (greedy). Empty for 0.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut fibs = vec![1u64, 2];
    while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
        if next > n {
            break;
        }
        fibs.push(next);
    }
    let mut out = Vec::new();
    let mut rest = n;
    for &f in fibs.iter().rev() {
        if f <= rest {
            out.push(f);
            rest -= f;
        }
    }
    out
}

/// Whether `n` is a Fibonacci number (1, 2, 3, 5, 8, ...).
pub fn is_fibonacci(n: u64) -> bool {
    zeckendorf(n).len() == 1
}

/// The winning take of a position, if it is won: the smallest Zeckendorf term of the coins
/// when it is within the allowed take.
pub fn winning_take(pos: Pos) -> Option<u64> {
    let q = *zeckendorf(pos.coins).last()?;
    (q <= pos.max_take()).then_some(q)
}

/// Signed values (+k win in k, -k loss in k, 0 no move) and Grundy values of every (coins,
/// largest take) with take <= coins <= n, by backward induction (no Zeckendorf theory).
#[derive(Clone, Debug)]
pub struct ValueTable {
    pub n: u64,
    value: Vec<i32>,
    grundy: Vec<u32>,
}

fn index(coins: u64, cap: u64) -> usize {
    (coins * (coins + 1) / 2 + cap) as usize
}

impl ValueTable {
    pub fn new(n: u64) -> Self {
        let size = index(n, n) + 1;
        let mut value = vec![0i32; size];
        let mut grundy = vec![0u32; size];
        let mut marks = vec![u64::MAX; n as usize + 2];
        for coins in 1..=n {
            // Options are added one by one: take t = cap.
            let mut quickest_win: Option<i32> = None;
            let mut slowest_loss: i32 = -1;
            let mut mex = 0usize;
            for cap in 1..=coins {
                let rest = coins - cap;
                let child = index(rest, rest.min(2 * cap));
                let v = value[child];
                if v <= 0 {
                    quickest_win = Some(quickest_win.map_or(-v, |w| w.min(-v)));
                } else {
                    slowest_loss = slowest_loss.max(v);
                }
                let here = index(coins, cap);
                value[here] = match quickest_win {
                    Some(w) => w + 1,
                    None => -(slowest_loss + 1),
                };
                let g = grundy[child] as usize;
                if g < marks.len() {
                    marks[g] = coins;
                }
                while marks[mex] == coins {
                    mex += 1;
                }
                grundy[here] = mex as u32;
            }
        }
        ValueTable { n, value, grundy }
    }

    /// The signed value of a state (coins <= n, cap <= coins).
    pub fn value(&self, (coins, cap): Comp) -> i32 {
        self.value[index(coins, cap)]
    }

    pub fn grundy(&self, (coins, cap): Comp) -> u32 {
        self.grundy[index(coins, cap)]
    }
}

impl Rules for Kassa {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Pos;
    fn parse(&self, text: &str) -> Result<Pos, ParseError> {
        if !text.contains(',') {
            let t = text.trim();
            let lead = text.len() - text.trim_start().len();
            if t.is_empty() {
                return Err(ParseError::new(
                    "empty position: give coins,last take such as 20,1 (or 20 for the classic opening)",
                ));
            }
            if let Some(bad) = t.find(|c: char| !c.is_ascii_digit()) {
                let ch = t[bad..].chars().next().unwrap_or('?');
                return Err(ParseError::at(
                    format!("unexpected '{ch}': write coins,last take such as 20,1 (or 20 for the classic opening)"),
                    lead + bad,
                ));
            }
            return match t.parse::<u64>() {
                Ok(n) if (1..=MAX_COINS).contains(&n) => Ok(Pos { coins: n, last: None }),
                _ => Err(ParseError::at(
                    format!("a classic opening of {t} coins is out of range: it must be 1 to {MAX_COINS}"),
                    lead,
                )),
            };
        }
        let (coins, last) = parse_pair(
            text,
            ["number of coins", "last take"],
            [(0, MAX_COINS), (1, MAX_LAST)],
            "20,1 (the start of a game of 20)",
        )?;
        Ok(Pos::new(coins, last))
    }
    fn board(&self, pos: &Pos) -> Board {
        let caption = match pos.last {
            _ if pos.coins == 0 => "coins left: none (the previous player took the last coin)".to_string(),
            Some(l) => format!("coins left; the last take was {l}, so take 1 to {}", pos.max_take()),
            None => format!("coins in the box; the first move takes 1 to {} (anything but all)", pos.max_take()),
        };
        Board::Number { value: pos.coins as i64, caption, coins: true }
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
        if n == 0 || n > MAX_TABLE {
            return Some(Err(EngineError::Refused(format!(
                "a cash-box table of size {n} is out of range: the size must be 1 to {MAX_TABLE}"
            ))));
        }
        let cols = params.cols.unwrap_or(n).clamp(1, MAX_TABLE);
        // Column 0 is the classic opening; column l is "last take l".
        let pos = |coins: u64, col: u64| if col == 0 { Pos { coins, last: None } } else { Pos::new(coins, col) };
        let cells = (1..=n as u64)
            .map(|coins| (0..=cols as u64).map(|c| winning_take(pos(coins, c)).map(|t| t as i64)).collect())
            .collect();
        let positions =
            (1..=n as u64).map(|coins| (0..=cols as u64).map(|c| Some(pos(coins, c).to_string())).collect()).collect();
        Some(Ok(Table {
            game: "kassa".into(),
            title: format!("The cash box: the winning take with 1 to {n} coins left"),
            row_label: "coins left".into(),
            col_label: "last take".into(),
            row_keys: (1..=n as i64).collect(),
            col_keys: (0..=cols as i64).collect(),
            cells,
            legend: "the winning take: the smallest term of the Zeckendorf representation of the coins, when it is at \
                     most the largest take allowed (twice the last take); blank where every take loses. Column 1 is \
                     the start N,1 (first move 1 or 2): blank where the smallest term is 3 or more. Column 0 is the \
                     classic opening (first move anything but all): blank exactly at the Fibonacci numbers."
                .into(),
            positions: Some(positions),
            row_games: None,
            signed: false,
            // The classic opening is lost exactly at the Fibonacci numbers of coins.
            row_marks: Some(RowMarks {
                mark: "F".into(),
                kind: "fibonacci".into(),
                meaning: "a Fibonacci number".into(),
                legend: "Rows marked F are Fibonacci numbers.".into(),
                rows: (1..=n as u64).map(is_fibonacci).collect(),
            }),
            texts: None,
            classes: None,
            note: None,
        }))
    }
}

impl Moves for Kassa {
    fn moves(&self, pos: &Pos) -> Vec<Move<Pos>> {
        (1..=pos.max_take())
            .map(|t| Move {
                text: format!("take {t}"),
                spot: Spot::Choice { value: t as i64 },
                to: Pos::new(pos.coins - t, t),
            })
            .collect()
    }
}

impl ImpartialGame for Kassa {
    type Comp = Comp;
    fn components(&self, pos: &Pos) -> Vec<Comp> {
        vec![pos.comp()]
    }
    fn comp_options(&self, &(coins, cap): &Comp) -> Vec<Vec<Comp>> {
        (1..=cap).map(|t| vec![(coins - t, (coins - t).min(2 * t))]).collect()
    }
    fn closed_form(&self, pos: &Pos, _misere: bool) -> Option<ClosedFormValue> {
        let z = zeckendorf(pos.coins);
        let terms: Vec<String> = z.iter().map(|t| t.to_string()).collect();
        let limit = match pos.last {
            Some(l) => format!("2 x {l} = {}", 2 * l),
            None => format!("{} (any take but all)", pos.max_take()),
        };
        let text = match (z.last(), winning_take(*pos)) {
            (None, _) => "no coins left: the player to move has lost".to_string(),
            (Some(q), Some(_)) => format!(
                "Zeckendorf: {} = {}; the smallest term {q} is at most {limit}: take {q}",
                pos.coins,
                terms.join(" + ")
            ),
            (Some(q), None) => format!(
                "Zeckendorf: {} = {}; the smallest term {q} is more than {limit}: every take loses",
                pos.coins,
                terms.join(" + ")
            ),
        };
        let outcome = if winning_take(*pos).is_some() { Outcome::N } else { Outcome::P };
        Some(ClosedFormValue { text, grundy: None, outcome })
    }
    fn own_evaluation(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Option<Result<Evaluation, EngineError>> {
        Some(self.evaluate_own(pos, moves))
    }
    fn own_grundy(&self, pos: &Self::Pos) -> Option<Result<u32, EngineError>> {
        Some(self.grundy_own(pos))
    }
}

impl Kassa {
    fn evaluate_own(&self, pos: &Pos, moves: &[Move<Pos>]) -> Result<Evaluation, EngineError> {
        let t = ValueTable::new(pos.coins);
        let value = |p: &Pos| PositionValue::signed(t.value(p.comp()), Some(t.grundy(p.comp())));
        Ok(Evaluation {
            value: value(pos),
            moves: moves.iter().map(|m| value(&m.to)).collect(),
            closed_form: self.closed_form(pos, false),
            note: None,
            working: None,
            partizan: None,
        })
    }
    fn grundy_own(&self, pos: &Pos) -> Result<u32, EngineError> {
        Ok(ValueTable::new(pos.coins).grundy(pos.comp()))
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
        assert_eq!(Kassa.parse(" 20, 1").unwrap(), Pos::new(20, 1));
        assert_eq!(Kassa.parse("20,1").unwrap().to_string(), "20,1");
        assert_eq!(Kassa.parse(" 20 ").unwrap(), Pos { coins: 20, last: None });
        assert_eq!(Kassa.parse("20").unwrap().to_string(), "20");
        assert!(Kassa.parse("20,0").unwrap_err().message.contains("last take 0 is out of range"));
        assert!(Kassa.parse("2001,1").unwrap_err().message.contains("0 to 2000"));
        assert!(Kassa.parse("0").unwrap_err().message.contains("1 to 2000"));
        assert!(Kassa.parse("").is_err());
        assert_eq!(Kassa.parse("2x,1").unwrap_err().at, Some(1));
        assert_eq!(Kassa.parse(" 2x").unwrap_err().at, Some(2));
        let texts: Vec<String> = Kassa.moves(&Pos::new(20, 1)).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["take 1", "take 2"]);
        assert_eq!(Kassa.moves(&Kassa.parse("5").unwrap()).len(), 4);
        assert!(Kassa.moves(&Kassa.parse("1").unwrap()).is_empty());
        let m = &Kassa.moves(&Pos::new(5, 4))[4];
        assert_eq!((m.text.as_str(), m.spot.clone(), m.to), ("take 5", Spot::Choice { value: 5 }, Pos::new(0, 5)));
        assert!(Kassa.moves(&Pos::new(0, 3)).is_empty());
        for m in Kassa.moves(&Pos { coins: 9, last: None }) {
            assert_eq!(Kassa.parse(&m.to.to_string()).unwrap(), m.to);
        }
    }

    #[test]
    fn zeckendorf_representations() {
        assert_eq!(zeckendorf(0), Vec::<u64>::new());
        assert_eq!(zeckendorf(1), vec![1]);
        assert_eq!(zeckendorf(20), vec![13, 5, 2]);
        assert_eq!(zeckendorf(100), vec![89, 8, 3]);
        assert_eq!(zeckendorf(u64::MAX).iter().sum::<u64>(), u64::MAX);
        let mut fib = vec![1u64, 2];
        while fib.len() < 20 {
            fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
        }
        // The terms sum to n and are Fibonacci numbers, no two of them consecutive.
        for n in 1..3000u64 {
            let z = zeckendorf(n);
            assert_eq!(z.iter().sum::<u64>(), n);
            let idx: Vec<usize> =
                z.iter().map(|t| fib.iter().position(|f| f == t).expect("a Fibonacci term")).collect();
            assert!(idx.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {z:?}");
        }
        assert!(is_fibonacci(89) && !is_fibonacci(88));
    }

    /// The value table (backward induction) equals the engine's memoised search on every state
    /// with up to 80 coins: outcome, remoteness and Grundy value.
    #[test]
    fn value_table_equals_search() {
        let t = ValueTable::new(80);
        let mut s = Solver::new(&Kassa);
        for coins in 0..=80u64 {
            for cap in 0..=coins {
                let v = s.searched_value(&[(coins, cap)], false).unwrap();
                let signed = if v.outcome == Outcome::N {
                    v.remoteness.unwrap() as i32
                } else {
                    -(v.remoteness.unwrap() as i32)
                };
                assert_eq!(t.value((coins, cap)), signed, "({coins}, {cap})");
                assert_eq!(t.grundy((coins, cap)), s.searched_comp_grundy(&(coins, cap)).unwrap(), "({coins}, {cap})");
            }
        }
    }

    /// The starts, for every N up to SEARCHED by the memoised search and up to 2000 by the value
    /// table (itself equal to the search, above): from the classic opening the first player loses exactly at the Fibonacci numbers;
    /// from N,1 exactly when the smallest Zeckendorf term is 3 or more, which is every Fibonacci
    /// number from 3 on and also 11, 16, 18, ...
    const SEARCHED: u64 = 100;

    #[test]
    fn first_player_losses() {
        let mut s = Solver::new(&Kassa);
        let t = ValueTable::new(MAX_COINS);
        let mut extra = Vec::new();
        for n in 1..=MAX_COINS {
            let classic = Pos { coins: n, last: None };
            let start = Pos::new(n, 1);
            let classic_lost = t.value(classic.comp()) <= 0;
            let start_lost = t.value(start.comp()) <= 0;
            if n <= SEARCHED {
                let v = s.searched_value(&Kassa.components(&classic), false).unwrap();
                assert_eq!(v.outcome == Outcome::P, classic_lost, "N = {n}");
                let v = s.searched_value(&Kassa.components(&start), false).unwrap();
                assert_eq!(v.outcome == Outcome::P, start_lost, "N = {n}");
            }
            assert_eq!(classic_lost, is_fibonacci(n), "classic opening, N = {n}");
            assert_eq!(start_lost, *zeckendorf(n).last().unwrap() >= 3, "N,1 with N = {n}");
            if start_lost && !is_fibonacci(n) && extra.len() < 6 {
                extra.push(n);
            }
            if is_fibonacci(n) && n >= 3 {
                assert!(start_lost);
            }
        }
        assert_eq!(extra, vec![11, 16, 18, 24, 26, 29]);
        // One or two coins: the first player takes them all.
        assert!(t.value(Pos::new(1, 1).comp()) > 0 && t.value(Pos::new(2, 1).comp()) > 0);
    }

    /// The exact condition, on every (coins, last take) with up to 2000 coins (by the value
    /// table) and up to 100 (by the memoised search): the player to move wins exactly when the
    /// smallest Zeckendorf term q is at most twice the last take, and then taking q wins.
    #[test]
    fn zeckendorf_take_wins_exactly_when_allowed() {
        let t = ValueTable::new(MAX_COINS);
        let mut s = Solver::new(&Kassa);
        for coins in 0..=MAX_COINS {
            let q = zeckendorf(coins).last().copied();
            for last in 1..=coins.div_ceil(2).max(1) {
                let pos = Pos::new(coins, last);
                // winning_take(pos), without recomputing the representation for every take.
                let take = q.filter(|&q| q <= pos.max_take());
                assert_eq!(t.value(pos.comp()) > 0, take.is_some(), "{pos}");
                if let Some(q) = take {
                    assert!(t.value(Pos::new(coins - q, q).comp()) <= 0, "{pos} take {q}");
                }
                if coins <= 100 {
                    let v = s.searched_value(&Kassa.components(&pos), false).unwrap();
                    assert_eq!(v.outcome == Outcome::N, take.is_some(), "{pos}");
                }
            }
        }
    }

    #[test]
    fn solve_and_table() {
        let game = (ENTRY.build)(None).unwrap();
        let sol = game.solve("20,1", false).unwrap();
        assert_eq!(sol.outcome, Outcome::N);
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        assert_eq!(winning, vec!["take 2"]);
        assert_eq!(sol.formula.as_ref().unwrap().outcome, Outcome::N);
        assert!(sol.formula.as_ref().unwrap().text.contains("20 = 13 + 5 + 2"));
        // P exactly when no move leads to P; Grundy = mex; quickest win is one less.
        for p in ["20,1", "21,1", "11,1", "21", "20", "0,1", "37,6"] {
            let sol = game.solve(p, false).unwrap();
            assert_eq!(sol.outcome == Outcome::N, sol.moves.iter().any(|m| m.winning), "{p}");
            assert_eq!(
                sol.grundy,
                Some(crate::impartial::mex::mex_of(sol.moves.iter().map(|m| m.grundy.unwrap()))),
                "{p}"
            );
            assert_eq!(sol.outcome == Outcome::P, sol.formula.unwrap().outcome == Outcome::P, "{p}");
            assert_eq!(game.grundy(p).unwrap(), sol.grundy.unwrap());
        }
        assert_eq!(game.solve("21,1", false).unwrap().outcome, Outcome::P);
        assert_eq!(game.solve("11,1", false).unwrap().outcome, Outcome::P);
        assert_eq!(game.solve("11", false).unwrap().outcome, Outcome::N);
        assert_eq!(game.solve("0,1", false).unwrap().outcome, Outcome::P);
        assert_eq!(game.solve("2000,1", false).unwrap().moves.len(), 2);
        assert!(game.solve("20,1", true).is_err());
        let t = game.table(&TableParams { size: Some(13), ..Default::default() }).unwrap().unwrap();
        assert_eq!(t.col_keys[0], 0);
        let blanks = |col: usize| -> Vec<i64> {
            (0..13).filter(|&i| t.cells[i][col].is_none()).map(|i| t.row_keys[i]).collect()
        };
        assert_eq!(blanks(0), vec![1, 2, 3, 5, 8, 13]);
        assert_eq!(blanks(1), vec![3, 5, 8, 11, 13]);
        assert_eq!(t.cells[11][4], Some(1)); // 12 coins = 8 + 3 + 1, last take 4: take 1.
        assert_eq!(t.positions.as_ref().unwrap()[11][0].as_deref(), Some("12"));
        assert!(game.table(&TableParams { size: Some(301), ..Default::default() }).unwrap().is_err());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// On random large positions the rule is consistent with itself: a position is won
        /// exactly when some allowed take reaches a lost one (by the same rule), and the
        /// Zeckendorf take is such a take.
        #[test]
        fn rule_is_consistent_with_its_options(coins in 0u64..1_000_000_000_000, last in 1u64..300) {
            let pos = Pos::new(coins, last);
            let lost = |t: u64| winning_take(Pos::new(coins - t, t)).is_none();
            let any = (1..=pos.max_take()).any(lost);
            prop_assert_eq!(winning_take(pos).is_some(), any);
            if let Some(q) = winning_take(pos) {
                prop_assert!(lost(q));
            }
        }
    }
}
