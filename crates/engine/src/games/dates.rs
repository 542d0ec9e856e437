//! The dates game. Dates of a leap year (February has 29 days); a position is the last date
//! named, written `29.11` (day.month). The player to move names a later date by adding 1 or 2
//! to the day, or 1 or 2 to the month (not both); the result must be a valid date (no carrying
//! into the next month: 31.3 + 1 day is not a date). Whoever names 31 December loses.
//!
//! Encoding as a normal-play game: naming 31.12 is never among the moves. A player whose only
//! valid date is 31.12 (from 30.12 and from 31.10) is forced to name it and loses; here that
//! player has no move, and the player with no move loses, so the outcomes are the same. A
//! player who has another date never gains by naming 31.12, so dropping that move changes no
//! outcome. Remoteness counts the moves before the loser is stuck, one less than the number of
//! dates named until 31.12 is named. The position 31.12 itself is refused: the game is over
//! and its loser is the player who just named it, which normal play cannot express. The tests
//! check all of this against a direct minimax in which naming 31.12 loses.
//!
//! Pattern (found by search, checked in the tests): the date named is a winning one to name
//! (P for the player to move next) exactly when day = month (mod 3), except around January's
//! end, where February's 29 days break the pattern: 28.1, 31.1 and 30.3 are not, 30.1 and
//! 31.3 are.
//!
//! Board characters (a `Grid`, one row per month, one column per day): `@` the last date
//! named, `#` dates up to it, `.` later dates, `X` 31 December, `-` not a date (30.2, 31.4, ...).

use std::fmt;

use crate::board::{Axes, Board, Glyph, GridLook};
use crate::game::{Checks, Entry, Group};
use crate::impartial::{ImpartialGame, Solver};
use crate::rules::{Moves, Rules};
use crate::table::{Table, TableParams};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "dates",
    name: "The dates game",
    example_game: "dates",
    example_position: "29.11",
    summary: "Name a later date: 1 or 2 more days, or 1 or 2 more months; whoever names 31 December loses.",
    group: Group::Tables,
    build: crate::rules::plain::<Dates>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("dates", &["28.12", "1.11"])], few_p_near: true },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Players take turns naming dates of a leap year. Each new date adds 1 or 2 to the day, \
     or 1 or 2 to the month (not both), and must be a real date. Whoever names 31 December \
     loses. The position is the last date named, written day.month.",
    theory: "Backward induction from 31 December, month by month, gives a pattern: the date just \
     named is a winning one (the next player loses) exactly when day and month leave the same \
     remainder when divided by 3. February's 29 days break this near the end of January: \
     28.1, 31.1 and 30.3 are not winning dates, while 30.1 and 31.3 are.",
    example: "From 28.11 (remainders 1 and 2) the player to move names 29.11 (remainders 2 and 2). \
     The opponent can then only name 30.11 or 29.12, and from either you name 30.12, which \
     leaves only 31.12 for the opponent.",
    claims: &[
        Claim {
            game: "dates",
            position: "28.1",
            fact: Fact::Outcome(Outcome::N),
            says: "28.1, 31.1 and 30.3 are not winning dates",
        },
        Claim {
            game: "dates",
            position: "31.1",
            fact: Fact::Outcome(Outcome::N),
            says: "28.1, 31.1 and 30.3 are not winning dates",
        },
        Claim {
            game: "dates",
            position: "30.3",
            fact: Fact::Outcome(Outcome::N),
            says: "28.1, 31.1 and 30.3 are not winning dates",
        },
        Claim { game: "dates", position: "30.1", fact: Fact::Outcome(Outcome::P), says: "while 30.1 and 31.3 are" },
        Claim { game: "dates", position: "31.3", fact: Fact::Outcome(Outcome::P), says: "while 30.1 and 31.3 are" },
        Claim {
            game: "dates",
            position: "28.11",
            fact: Fact::WinningMoves(&["29.11"]),
            says: "the player to move names 29.11",
        },
        Claim {
            game: "dates",
            position: "29.11",
            fact: Fact::Outcome(Outcome::P),
            says: "the player to move names 29.11",
        },
        Claim { game: "dates", position: "30.11", fact: Fact::Wins("30.12"), says: "you name 30.12" },
        Claim { game: "dates", position: "29.12", fact: Fact::Wins("30.12"), says: "you name 30.12" },
        Claim {
            game: "dates",
            position: "30.12",
            fact: Fact::WinningMoves(&[]),
            says: "which leaves only 31.12 for the opponent",
        },
    ],
};

/// Days in each month of a leap year.
pub const MONTH_DAYS: [u8; 12] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/// The dates game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dates;

/// A date; ordered by month, then day. Written `29.11`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    pub month: u8,
    pub day: u8,
}

/// The date whose naming loses.
pub const LAST: Date = Date { month: 12, day: 31 };

/// The months, for the calendar's labels (short labels are their first three letters).
const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.day, self.month)
    }
}

impl Date {
    /// The date, if `day.month` exists in a leap year.
    pub fn new(day: u32, month: u32) -> Option<Date> {
        let ok = (1..=12).contains(&month) && day >= 1 && day <= MONTH_DAYS[month as usize - 1] as u32;
        ok.then_some(Date { month: month as u8, day: day as u8 })
    }

    /// Every date the rules allow naming next, 31.12 included, in the order +1 day, +2 days,
    /// +1 month, +2 months.
    pub fn successors(self) -> Vec<Date> {
        let (d, m) = (self.day as u32, self.month as u32);
        [(d + 1, m), (d + 2, m), (d, m + 1), (d, m + 2)].into_iter().filter_map(|(d, m)| Date::new(d, m)).collect()
    }

    /// Every date of the year in order.
    pub fn all() -> impl Iterator<Item = Date> {
        (1..=12u32)
            .flat_map(|m| (1..=MONTH_DAYS[m as usize - 1] as u32).map(move |d| Date { month: m as u8, day: d as u8 }))
    }
}

/// Whether the player to move after `date` is named loses, by the pattern.
pub fn is_p(date: Date) -> bool {
    match (date.day, date.month) {
        (28, 1) | (31, 1) | (30, 3) => false,
        (30, 1) | (31, 3) => true,
        (d, m) => (d as i32 - m as i32).rem_euclid(3) == 0,
    }
}

impl Rules for Dates {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Date;
    fn parse(&self, text: &str) -> Result<Date, ParseError> {
        let t = text.trim();
        let lead = text.len() - text.trim_start().len();
        if t.is_empty() {
            return Err(ParseError::new("empty position: give the last date named as day.month, such as 29.11"));
        }
        let parts: Vec<&str> = t.split('.').collect();
        if parts.len() != 2 {
            return Err(ParseError::new(format!("'{t}' is not a date: write day.month, such as 29.11")));
        }
        let mut nums = [0u32; 2];
        let mut offset = lead;
        for (i, part) in parts.iter().enumerate() {
            let what = ["day", "month"][i];
            if part.is_empty() {
                return Err(ParseError::at(format!("missing {what} (write day.month, such as 29.11)"), offset));
            }
            if let Some(bad) = part.find(|c: char| !c.is_ascii_digit()) {
                let ch = part[bad..].chars().next().unwrap_or('?');
                return Err(ParseError::at(
                    format!("unexpected '{ch}' in the {what} '{part}': use digits"),
                    offset + bad,
                ));
            }
            nums[i] = part.parse().unwrap_or(u32::MAX);
            offset += part.len() + 1;
        }
        let [day, month] = nums;
        if !(1..=12).contains(&month) {
            return Err(ParseError::at(
                format!("month {} is out of range: it must be 1 to 12", parts[1]),
                lead + parts[0].len() + 1,
            ));
        }
        let Some(date) = Date::new(day, month) else {
            return Err(ParseError::at(
                format!(
                    "day {} is out of range: month {month} has days 1 to {} (a leap year)",
                    parts[0],
                    MONTH_DAYS[month as usize - 1]
                ),
                lead,
            ));
        };
        if date == LAST {
            return Err(ParseError::new(
                "31.12 ends the game (whoever named it has lost); give the last date named before it",
            ));
        }
        Ok(date)
    }
    fn board(&self, pos: &Date) -> Board {
        let rows = (1..=12u32)
            .map(|m| {
                (1..=31u32)
                    .map(|d| match Date::new(d, m) {
                        None => '-',
                        Some(x) if x == *pos => '@',
                        Some(x) if x == LAST => 'X',
                        Some(x) if x < *pos => '#',
                        Some(_) => '.',
                    })
                    .collect()
            })
            .collect();
        let months = MONTH_NAMES.iter().map(|m| (m[..3].to_string(), m.to_string())).collect();
        let days = (1..=31).map(|d: u32| (d.to_string(), d.to_string())).collect();
        let look = GridLook {
            glyphs: vec![
                Glyph::new('@', "●", "the date now"),
                Glyph::new('X', "★", "whoever names it wins"),
                Glyph::new('#', "", "passed"),
                Glyph::new('.', "", "not reachable in one move"),
            ],
            axes: Some(Box::new(Axes {
                caption: "calendar: months down, days across".to_string(),
                rows: months,
                cols: days,
                square: "{col} {row}".to_string(),
                verb: "name".to_string(),
            })),
            ..GridLook::default()
        };
        Board::Grid { rows, look }
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        _params: &TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        let mut solver = Solver::new(self);
        let mut cells = vec![vec![None; 31]; 12];
        let mut positions = vec![vec![None; 31]; 12];
        for date in Date::all().filter(|&d| d != LAST) {
            let v = match solver.searched_value(&[date], false) {
                Ok(v) => v,
                Err(_) => {
                    return Some(Err(EngineError::Refused("the dates table needs a larger search budget".into())))
                }
            };
            let r = v.remoteness.unwrap_or(0) as i64;
            let (m, d) = (date.month as usize - 1, date.day as usize - 1);
            cells[m][d] = Some(if v.outcome.mover_wins() { r } else { -r });
            positions[m][d] = Some(date.to_string());
        }
        Some(Ok(Table {
            game: "dates".into(),
            title: "The dates game: who wins after each date is named, and in how many moves".into(),
            row_label: "month".into(),
            col_label: "day".into(),
            row_keys: (1..=12).collect(),
            col_keys: (1..=31).collect(),
            cells,
            legend: "After a date is named, +k: the player to move wins in k moves; -k: the player to move loses in k \
                     moves (0: forced to name 31.12). The negative entries are the dates to name. Remoteness does not \
                     count the final naming of 31.12. Blank: not a date, or 31.12."
                .into(),
            positions: Some(positions),
            row_games: None,
            signed: false,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        }))
    }
}

impl Moves for Dates {
    fn moves(&self, pos: &Date) -> Vec<Move<Date>> {
        self.comp_options(pos)
            .into_iter()
            .map(|o| {
                let to = o[0];
                Move {
                    text: to.to_string(),
                    spot: Spot::Square { piece: 0, row: to.month as usize - 1, col: to.day as usize - 1 },
                    to,
                }
            })
            .collect()
    }
}

impl ImpartialGame for Dates {
    type Comp = Date;
    fn comp_label(&self, comp: &Date) -> String {
        comp.to_string()
    }
    fn components(&self, pos: &Date) -> Vec<Date> {
        vec![*pos]
    }
    fn comp_options(&self, d: &Date) -> Vec<Vec<Date>> {
        d.successors().into_iter().filter(|&s| s != LAST).map(|s| vec![s]).collect()
    }
    fn closed_form(&self, pos: &Date, _misere: bool) -> Option<ClosedFormValue> {
        let p = is_p(*pos);
        let text = format!(
            "P exactly when day = month (mod 3), except 28.1, 31.1, 30.3 (N) and 30.1, 31.3 (P): {pos} is {}",
            if p { "P: the player who named it wins" } else { "N: the player to move wins" }
        );
        Some(ClosedFormValue { text, grundy: None, outcome: if p { Outcome::P } else { Outcome::N } })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        assert_eq!(game.id(), ENTRY.example_game);
        assert!(!sol.moves.is_empty());
    }

    #[test]
    fn notation() {
        assert_eq!(Dates.parse("29.11").unwrap(), Date { month: 11, day: 29 });
        assert_eq!(Dates.parse(" 01.03 ").unwrap().to_string(), "1.3");
        assert_eq!(Dates.parse("29.2").unwrap().to_string(), "29.2");
        assert!(Dates.parse("30.2").unwrap_err().message.contains("days 1 to 29"));
        assert!(Dates.parse("31.4").is_err());
        assert!(Dates.parse("1.13").unwrap_err().message.contains("month 13"));
        assert!(Dates.parse("0.1").is_err());
        assert!(Dates.parse("31.12").unwrap_err().message.contains("ends the game"));
        assert_eq!(Dates.parse("2x.3").unwrap_err().at, Some(1));
        assert!(Dates.parse("29/11").is_err());
        assert!(Dates.parse("1.2.3").is_err());
        assert!(Dates.parse(".3").is_err());
        assert!(Dates.parse("99999999999.1").is_err());
        assert!(Dates.parse("").is_err());
        assert_eq!(Date::all().count(), 366);
    }

    #[test]
    fn moves_and_board() {
        let texts =
            |s: &str| -> Vec<String> { Dates.moves(&Dates.parse(s).unwrap()).into_iter().map(|m| m.text).collect() };
        assert_eq!(texts("29.11"), vec!["30.11", "29.12"]);
        assert_eq!(texts("31.1"), vec!["31.3"]);
        assert_eq!(texts("28.2"), vec!["29.2", "28.3", "28.4"]);
        assert_eq!(texts("30.1"), vec!["31.1", "30.3"]);
        // Forced to name 31.12: no move in the encoding.
        assert!(texts("30.12").is_empty());
        assert!(texts("31.10").is_empty());
        assert_eq!(texts("29.12"), vec!["30.12"]);
        for d in Date::all().filter(|&d| d != LAST) {
            for m in Dates.moves(&d) {
                assert_eq!(Dates.parse(&m.text).unwrap(), m.to);
                assert!(m.to > d);
                assert_eq!(m.spot, Spot::Square { piece: 0, row: m.to.month as usize - 1, col: m.to.day as usize - 1 });
            }
        }
        let Board::Grid { rows, .. } = Dates.board(&Dates.parse("29.11").unwrap()) else { panic!() };
        assert_eq!(rows.len(), 12);
        assert_eq!(&rows[1][27..], "##--");
        assert_eq!(&rows[10][27..], "#@.-");
        assert_eq!(&rows[11][28..], "..X");
    }

    /// The game played directly: naming 31.12 is a move, and it loses at once. Returns (the
    /// player to move wins, dates named until 31.12 is named).
    fn direct(date: Date, memo: &mut HashMap<Date, (bool, u32)>) -> (bool, u32) {
        if let Some(&v) = memo.get(&date) {
            return v;
        }
        let mut wins: Vec<u32> = Vec::new();
        let mut losses: Vec<u32> = Vec::new();
        let succ = date.successors();
        assert!(!succ.is_empty(), "every date but 31.12 has a later date: {date}");
        for s in succ {
            if s == LAST {
                losses.push(1);
            } else {
                let (opponent_wins, n) = direct(s, memo);
                if opponent_wins {
                    losses.push(n + 1);
                } else {
                    wins.push(n + 1);
                }
            }
        }
        let v = match wins.iter().min() {
            Some(&w) => (true, w),
            None => (false, *losses.iter().max().expect("some move")),
        };
        memo.insert(date, v);
        v
    }

    /// The encoded game (memoised search of the engine) agrees with the direct game on every
    /// date: the same winner, and one move fewer (the final naming of 31.12 is not a move).
    #[test]
    fn encoding_equals_direct_minimax() {
        let mut memo = HashMap::new();
        let mut s = Solver::new(&Dates);
        for date in Date::all().filter(|&d| d != LAST) {
            let (wins, n) = direct(date, &mut memo);
            let v = s.searched_value(&[date], false).unwrap();
            assert_eq!(v.outcome == Outcome::N, wins, "{date}");
            assert_eq!(v.remoteness, Some(n - 1), "{date}");
            assert_eq!(s.searched_comp_grundy(&date).unwrap() == 0, !wins, "{date}");
            assert_eq!(is_p(date), !wins, "pattern at {date}");
        }
    }

    #[test]
    fn table_and_solve() {
        let game = (ENTRY.build)(None).unwrap();
        let t = game.table(&TableParams::default()).unwrap().unwrap();
        assert_eq!((t.cells.len(), t.cells[0].len()), (12, 31));
        assert_eq!(t.cells[1][29], None); // 30.2
        assert_eq!(t.cells[11][30], None); // 31.12
        assert_eq!(t.cells[11][29], Some(0)); // 30.12: forced to name 31.12
        assert_eq!(t.cells[11][28], Some(1)); // 29.12: name 30.12
        let mut memo = HashMap::new();
        // One solver for every date (the adapter's solve runs the same code with a fresh one).
        let mut solver = Solver::new(&Dates);
        for date in Date::all().filter(|&d| d != LAST) {
            let v = t.cells[date.month as usize - 1][date.day as usize - 1].unwrap();
            let sol = solver.solve("dates", &date, false).unwrap();
            assert_eq!(sol.remoteness.map(|r| r as i64), Some(v.abs()));
            assert_eq!(sol.outcome == Outcome::P, v <= 0);
            assert_eq!(direct(date, &mut memo).0, v > 0);
            // P exactly when no move leads to P.
            assert_eq!(sol.outcome == Outcome::N, sol.moves.iter().any(|m| m.winning));
        }
        let sol = game.solve("29.11", false).unwrap();
        assert_eq!(sol.position, "29.11");
        assert_eq!(sol.outcome, Outcome::P);
        assert_eq!(sol.formula.unwrap().outcome, Outcome::P);
        // The P-dates of January: the pattern bends at its end.
        let jan: Vec<i64> = (1..=31).filter(|&d| t.cells[0][d as usize - 1].is_some_and(|v| v <= 0)).collect();
        assert_eq!(jan, vec![1, 4, 7, 10, 13, 16, 19, 22, 25, 30]);
    }
}
