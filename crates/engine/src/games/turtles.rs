//! Turning Turtles (and, through [`CoinTurning::twins`], Twins): a row of coins, each heads or
//! tails. A move turns one heads coin to tails and may (Turning Turtles) or must (Twins) also
//! turn over one coin to its left, whichever way up that coin is.
//!
//! Values: a heads coin at 1-based position p in Turning Turtles is a Nim heap of p (turning it
//! alone reaches 0, turning it with the coin at q < p reaches the heap q), so the value is the
//! XOR of the 1-based positions of the heads. In Twins the lone turn is missing, so the heap is
//! one smaller: the XOR of the 0-based positions.
//!
//! Position `THHTH`: the coins from left to right. Moves name coins 1-based in both games:
//! `5` turns coin 5 alone, `5,2` turns coin 5 (heads to tails) and coin 2.
//!
//! Board: a grid. Row 0 is the row of coins (`H` heads, `T` tails). Below it comes one row
//! ("lane") for each heads coin, left to right, showing the coins up to that one and `.` after
//! it: in the lane of coin p, clicking coin q < p makes the move `p,q`, and (Turning Turtles
//! only) clicking coin p itself turns it alone.

use std::fmt;

use crate::board::{Board, Spot};
use crate::games::{no_params, Entry, Game};
use crate::impartial::{ImpartialGame, Move};
use crate::notation::ParseError;
use crate::reduction::Reduction;
use crate::search::BoundedMoves;
use crate::serve::{Evaluated, Served};
use crate::value::{FormulaValue, Outcome};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "turtles",
    name: "Turning Turtles",
    example_game: "turtles",
    example_position: "THHTH",
    summary: "Turn a heads coin to tails, and if you like turn over one coin to its left too.",
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/why.rs`).
pub const WHY: Why = Why {
    rule: "A row of coins, each heads (H) or tails (T). A move turns one heads coin to tails and \
     may also turn over one coin to its left, whichever way up that coin is. The player who \
     cannot move (all tails) loses.",
    theory: "A heads coin at position p (counting 1, 2, 3, ... from the left) acts as a Nim heap of \
     p. Turning it alone reaches 0; turning it with coin q to its left reaches a heap of q \
     (if coin q was heads, its heap of q goes, which changes the XOR the same way). So the \
     value is the XOR of the positions of the heads.",
    example: "THHTH: heads at 2, 3 and 5, and 2 ⊕ 3 ⊕ 5 = 4, a win for the player to move. The move \
     5,1 turns coin 5 to tails and coin 1 to heads, leaving HHHTT: 1 ⊕ 2 ⊕ 3 = 0.",
    claims: &[
        Claim { game: "turtles", position: "THHTH", fact: Fact::Grundy(4), says: "2 ⊕ 3 ⊕ 5 = 4" },
        Claim { game: "turtles", position: "THHTH", fact: Fact::Wins("5,1"), says: "The move 5,1" },
        Claim { game: "turtles", position: "THHTH", fact: Fact::Reaches("5,1", "HHHTT"), says: "leaving HHHTT" },
        Claim { game: "turtles", position: "HHHTT", fact: Fact::Grundy(0), says: "1 ⊕ 2 ⊕ 3 = 0" },
    ],
};

/// The longest row of coins.
pub const MAX_COINS: usize = 64;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params(ENTRY.id, params)?;
    Ok(Box::new(Served(Evaluated::new(&ENTRY, CoinTurning { twins: false }))))
}

/// Turning Turtles, or Twins when `twins` is set.
#[derive(Clone, Copy, Debug, Default)]
pub struct CoinTurning {
    pub twins: bool,
}

/// A row of coins: `len` coins, bit i of `heads` set when coin i (0-based) shows heads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    pub len: usize,
    pub heads: u64,
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s: String = (0..self.len).map(|i| if self.heads >> i & 1 == 1 { 'H' } else { 'T' }).collect();
        f.write_str(&s)
    }
}

impl Row {
    /// Parses a row such as `THHTH` (`h` and `t` are accepted too).
    pub fn parse(text: &str) -> Result<Row, ParseError> {
        let t = text.trim();
        let lead = text.chars().count() - text.trim_start().chars().count();
        if t.is_empty() {
            return Err(ParseError::new("empty row: write the coins as H (heads) and T (tails), e.g. THHTH"));
        }
        let mut heads = 0u64;
        let mut len = 0;
        for (i, ch) in t.chars().enumerate() {
            if len == MAX_COINS {
                return Err(ParseError::new(format!(
                    "the row has {} coins, at most {MAX_COINS} are allowed",
                    t.chars().count()
                )));
            }
            match ch {
                'H' | 'h' => heads |= 1 << i,
                'T' | 't' => {}
                _ => {
                    return Err(ParseError::at(
                        format!("unexpected '{ch}': write each coin as H (heads) or T (tails)"),
                        lead + i,
                    ))
                }
            }
            len += 1;
        }
        Ok(Row { len, heads })
    }

    /// The 0-based positions of the heads, left to right.
    pub fn head_positions(&self) -> Vec<usize> {
        (0..self.len).filter(|&i| self.heads >> i & 1 == 1).collect()
    }
}

/// The closed form for a set of heads (bit i = coin i, 0-based): the XOR of the 1-based
/// positions (Turning Turtles) or of the 0-based positions (Twins).
pub fn heads_xor(heads: u64, twins: bool) -> u64 {
    let shift = if twins { 0 } else { 1 };
    (0..64).filter(|&i| heads >> i & 1 == 1).fold(0, |acc, i| acc ^ (i + shift))
}

impl CoinTurning {
    /// Every move of a set of heads: (heads coin turned, other coin turned if any, heads after).
    fn turns(&self, heads: u64) -> Vec<(usize, Option<usize>, u64)> {
        let mut out = Vec::new();
        for i in (0..64).filter(|&i| heads >> i & 1 == 1) {
            let turned = heads & !(1u64 << i);
            if !self.twins {
                out.push((i, None, turned));
            }
            for j in (0..i).rev() {
                out.push((i, Some(j), turned ^ (1u64 << j)));
            }
        }
        out
    }
}

impl ImpartialGame for CoinTurning {
    type Pos = Row;
    type Comp = u64;

    fn parse(&self, text: &str) -> Result<Row, ParseError> {
        Row::parse(text)
    }

    fn moves(&self, pos: &Row) -> Vec<Move<Row>> {
        let heads = pos.head_positions();
        self.turns(pos.heads)
            .into_iter()
            .map(|(i, j, after)| {
                let lane = 1 + heads.iter().position(|&h| h == i).expect("i is a heads coin");
                let (text, col) = match j {
                    None => (format!("{}", i + 1), i),
                    Some(j) => (format!("{},{}", i + 1, j + 1), j),
                };
                Move { text, spot: Spot::Square { piece: 0, row: lane, col }, to: Row { len: pos.len, heads: after } }
            })
            .collect()
    }

    fn components(&self, pos: &Row) -> Vec<u64> {
        vec![pos.heads]
    }

    fn comp_options(&self, &heads: &u64) -> Vec<Vec<u64>> {
        self.turns(heads).into_iter().map(|(_, _, after)| if after == 0 { vec![] } else { vec![after] }).collect()
    }

    fn reduction(&self, pos: &Row) -> Option<Reduction> {
        let shift = u64::from(!self.twins);
        let heads: Vec<u64> = pos.head_positions().into_iter().map(|i| i as u64 + shift).collect();
        let which = if self.twins { "0-based" } else { "1-based" };
        Reduction::to_heaps(
            format!("This is Nim: each heads coin is a heap as large as its {which} position."),
            "nim",
            &heads,
        )
    }

    fn board(&self, pos: &Row) -> Board {
        let row = pos.to_string();
        let mut rows = vec![row.clone()];
        for i in pos.head_positions() {
            rows.push(row.chars().enumerate().map(|(c, ch)| if c <= i { ch } else { '.' }).collect());
        }
        Board::grid(rows)
    }

    fn fast_comp_grundy(&self, &heads: &u64) -> Option<u32> {
        u32::try_from(heads_xor(heads, self.twins)).ok()
    }

    fn formula(&self, pos: &Row, _misere: bool) -> Option<FormulaValue> {
        let x = heads_xor(pos.heads, self.twins);
        let shift = if self.twins { 0 } else { 1 };
        let terms: Vec<String> = pos.head_positions().iter().map(|p| (p + shift).to_string()).collect();
        let terms = if terms.is_empty() { "0".to_string() } else { terms.join(" ⊕ ") };
        let which = if self.twins { "0-based" } else { "1-based" };
        Some(FormulaValue {
            text: format!("XOR of the {which} positions of the heads: {terms} = {x}"),
            grundy: u32::try_from(x).ok(),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
}

impl BoundedMoves for CoinTurning {
    /// The heads coin at 0-based position i has i + 1 moves (i in Twins); a move turns that
    /// coin to tails and at most one coin to its left to heads, so the total never grows.
    fn max_moves(&self, pos: &Row) -> u128 {
        let per = |i: usize| if self.twins { i } else { i + 1 } as u128;
        pos.head_positions().into_iter().map(per).sum()
    }
    /// Only coins up to the rightmost heads one can change.
    fn max_states(&self, pos: &Row) -> u128 {
        pos.head_positions().last().map_or(1, |&top| 1u128 << (top + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let r = Row::parse(" thHTh ").unwrap();
        assert_eq!(r.to_string(), "THHTH");
        assert_eq!(Row::parse(&r.to_string()).unwrap(), r);
        assert_eq!(r.head_positions(), vec![1, 2, 4]);
        assert_eq!(Row::parse("TTTT").unwrap().to_string(), "TTTT");
        let e = Row::parse("HTxH").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("'x'"));
        assert!(Row::parse("").is_err());
        assert!(Row::parse(&"H".repeat(64)).is_ok());
        assert!(Row::parse(&"H".repeat(65)).unwrap_err().message.contains("at most 64"));
        assert!(Row::parse("HHé").unwrap_err().message.contains("'é'"));
    }

    #[test]
    fn moves_and_lanes() {
        let g = CoinTurning { twins: false };
        let p = Row::parse("THTH").unwrap();
        let texts: Vec<String> = g.moves(&p).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["2", "2,1", "4", "4,3", "4,2", "4,1"]);
        assert_eq!(g.board(&p), Board::grid(vec!["THTH".into(), "TH..".into(), "THTH".into()]));
        let twins = CoinTurning { twins: true };
        let texts: Vec<String> = twins.moves(&p).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["2,1", "4,3", "4,2", "4,1"]);
        // A lone heads coin at the left end cannot move in Twins.
        assert!(twins.moves(&Row::parse("HT").unwrap()).is_empty());
    }

    #[test]
    fn formulas() {
        // THHTH: heads at 2, 3, 5 (1-based) and 1, 2, 4 (0-based).
        let p = Row::parse("THHTH").unwrap();
        assert_eq!(heads_xor(p.heads, false), 2 ^ 3 ^ 5);
        assert_eq!(heads_xor(p.heads, true), 1 ^ 2 ^ 4);
    }
}
