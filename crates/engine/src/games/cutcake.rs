//! Cutcake: rectangles of cake, `3x4` (3 rows, 4 columns) or several, `3x4,2x2`. Left cuts a
//! piece along a vertical line (between two columns) into two, Right along a horizontal line;
//! the player who cannot cut loses. Moves are written `p1:v2` (piece 1, a vertical cut after
//! column 2) or `p2:h1`.
//!
//! The pieces are independent, so a position's value is the sum of theirs; a piece turned a
//! quarter is its negative (the players swap roles), which the transposition table uses.
//! Every value is an integer.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::games::chocolate::{parse_bars, Bar, Bars};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::table::{Table, TableParams};
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "cutcake",
    name: "Cutcake",
    example_game: "cutcake",
    example_position: "3x4",
    summary: "Left cuts a piece of cake along a vertical line, Right along a horizontal one; who cannot cut loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Cutcake>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("cutcake", &["3x4", "2x2,1x3"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "Rectangles of cake, R rows by C columns. Left cuts one piece along a vertical line into two \
     pieces, Right along a horizontal line. A player who cannot cut loses.",
    theory: "The pieces are independent, so the value of the cake is the sum of the pieces' values, \
     each {values after Left's cuts | values after Right's cuts}. Every value is an integer: \
     it counts the spare moves Left has (negative: Right's). A 1xC strip is worth C - 1.",
    example: "1x5 is worth 4: only Left can cut it, four times in all. 2x2 is 0: whoever cuts first \
     leaves two strips that give the other player a move each, so the player to move loses.",
    claims: &[
        Claim { game: "cutcake", position: "1x5", fact: Fact::Outcome(Outcome::L), says: "1x5 is worth 4" },
        Claim { game: "cutcake", position: "2x2", fact: Fact::Outcome(Outcome::P), says: "2x2 is 0" },
    ],
};

/// The largest side of a table of rectangles: measured, 8 x 8 takes a few milliseconds.
const MAX_TABLE: usize = 16;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Cutcake;

impl Rules for Cutcake {
    type Pos = Bars;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Bars, ParseError> {
        parse_bars(text)
    }
    fn board(&self, pos: &Bars) -> Board {
        Board::Pieces {
            pieces: pos.0.iter().map(|b| (0..b.rows).map(|_| "#".repeat(b.cols as usize)).collect()).collect(),
        }
    }
    fn sides(&self, _pos: &Bars) -> Option<(String, String)> {
        Some(("cuts down".into(), "cuts across".into()))
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, crate::vocab::EngineError>> {
        let size = params.size.or(params.rows).unwrap_or(8);
        if !(1..=MAX_TABLE).contains(&size) {
            return Some(Err(crate::vocab::EngineError::Refused(format!(
                "a Cutcake table has sides 1 to {MAX_TABLE}, not {size}"
            ))));
        }
        Some(partizan::rectangle_table(self, size, progress))
    }
}

impl PartizanGame for Cutcake {
    type Key = (u32, u32);

    fn side_moves(&self, pos: &Bars, side: Side) -> Vec<Move<Bars>> {
        let mut out = Vec::new();
        for (i, bar) in pos.0.iter().enumerate() {
            let (vertical, across) = match side {
                Side::Left => (true, bar.cols),
                Side::Right => (false, bar.rows),
            };
            for at in 1..across {
                let (first, second) = if vertical {
                    (Bar { rows: bar.rows, cols: at }, Bar { rows: bar.rows, cols: bar.cols - at })
                } else {
                    (Bar { rows: at, cols: bar.cols }, Bar { rows: bar.rows - at, cols: bar.cols })
                };
                let mut to = pos.clone();
                to.0[i] = first;
                to.0.insert(i + 1, second);
                out.push(Move {
                    text: format!("p{}:{}{at}", i + 1, if vertical { 'v' } else { 'h' }),
                    spot: Spot::Cut { piece: i, vertical, at: at as usize },
                    to,
                });
            }
        }
        out
    }

    fn components(&self, pos: &Bars) -> Vec<Bars> {
        pos.0.iter().filter(|b| b.rows > 1 || b.cols > 1).map(|&b| Bars(vec![b])).collect()
    }

    /// A bar and its quarter turn are negatives.
    fn key(&self, comp: &Bars) -> ((u32, u32), bool) {
        let b = comp.0[0];
        ((b.rows.min(b.cols), b.rows.max(b.cols)), b.rows > b.cols)
    }
}

partizan::serve_partizan!(Cutcake);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;

    #[test]
    fn strips_are_worth_their_cuts() {
        let g = lookup("cutcake").unwrap();
        for c in 1..=9 {
            assert_eq!(g.canonical(&format!("1x{c}")).unwrap(), (c - 1).to_string(), "1x{c}");
            let neg = if c == 1 { "0".to_string() } else { format!("-{}", c - 1) };
            assert_eq!(g.canonical(&format!("{c}x1")).unwrap(), neg, "{c}x1");
        }
    }

    #[test]
    fn moves_are_every_cut_of_the_side() {
        let c = Cutcake;
        let pos = c.parse("2x3,1x1").unwrap();
        let left: Vec<String> = c.side_moves(&pos, Side::Left).into_iter().map(|m| m.text).collect();
        let right: Vec<String> = c.side_moves(&pos, Side::Right).into_iter().map(|m| m.text).collect();
        assert_eq!(left, ["p1:v1", "p1:v2"]);
        assert_eq!(right, ["p1:h1"]);
        assert!(c.side_moves(&c.parse("1x1").unwrap(), Side::Left).is_empty());
        assert_eq!(c.components(&pos).len(), 1, "a 1x1 piece is dead");
    }

    #[test]
    fn a_quarter_turn_negates() {
        let c = Cutcake;
        let (a, b) = (c.parse("2x5").unwrap(), c.parse("5x2").unwrap());
        assert_eq!(c.key(&a).0, c.key(&b).0);
        assert_ne!(c.key(&a).1, c.key(&b).1);
        let g = lookup("cutcake").unwrap();
        let (va, vb) = (g.canonical("2x5").unwrap(), g.canonical("5x2").unwrap());
        assert_eq!(va.trim_start_matches('-'), vb.trim_start_matches('-'));
        assert_ne!(va, vb);
    }
}
