//! Coin turning, the game of Turning Turtles and of Twins (through [`CoinTurning::twins`]): a
//! row of coins, each heads or tails. A move turns one heads coin to tails and may (Turning Turtles) or must (Twins) also
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

use crate::board::Board;
use crate::game::Entry;
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::reduction::Reduction;
use crate::rules::{Moves, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};

/// The longest row of coins.
pub const MAX_COINS: usize = 64;

/// Turning Turtles, or Twins when `twins` is set.
#[derive(Clone, Copy)]
pub struct CoinTurning {
    pub twins: bool,
    /// The catalogue entry of the game played (Turtles or Twins).
    pub entry: &'static Entry,
    /// The catalogue entry of the model game, Nim (given by the game files: this module has
    /// no catalogue).
    pub model: &'static Entry,
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

impl Rules for CoinTurning {
    fn entry(&self) -> &'static Entry {
        self.entry
    }
    type Pos = Row;
    fn parse(&self, text: &str) -> Result<Row, ParseError> {
        Row::parse(text)
    }
    fn reduction(&self, pos: &Row) -> Option<Reduction> {
        let shift = u64::from(!self.twins);
        let heads: Vec<u64> = pos.head_positions().into_iter().map(|i| i as u64 + shift).collect();
        let which = if self.twins { "0-based" } else { "1-based" };
        Reduction::to_heaps(
            format!("This is Nim: each heads coin is a heap as large as its {which} position."),
            &*(self.model.build)(None).ok()?,
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
}

impl Moves for CoinTurning {
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
}

impl ImpartialGame for CoinTurning {
    type Comp = u64;
    fn components(&self, pos: &Row) -> Vec<u64> {
        vec![pos.heads]
    }
    fn comp_options(&self, &heads: &u64) -> Vec<Vec<u64>> {
        self.turns(heads).into_iter().map(|(_, _, after)| if after == 0 { vec![] } else { vec![after] }).collect()
    }
    fn closed_form_grundy(&self, &heads: &u64) -> Option<u32> {
        u32::try_from(heads_xor(heads, self.twins)).ok()
    }
    fn closed_form(&self, pos: &Row, _misere: bool) -> Option<ClosedFormValue> {
        let x = heads_xor(pos.heads, self.twins);
        let shift = if self.twins { 0 } else { 1 };
        let terms: Vec<String> = pos.head_positions().iter().map(|p| (p + shift).to_string()).collect();
        let terms = if terms.is_empty() { "0".to_string() } else { terms.join(" ⊕ ") };
        let which = if self.twins { "0-based" } else { "1-based" };
        Some(ClosedFormValue {
            text: format!("XOR of the {which} positions of the heads: {terms} = {x}"),
            grundy: u32::try_from(x).ok(),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
    fn bounds(&self, pos: &Self::Pos) -> Option<Bounds> {
        Some(Bounds { max_moves: self.max_moves(pos), max_states: self.max_states(pos) })
    }
}

impl CoinTurning {
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
