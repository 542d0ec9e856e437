//! Nimble-2: coins on a strip of cells 0, 1, 2, ...; a move slides one coin to the left, but a
//! coin may neither jump over another coin nor land on an occupied cell.
//!
//! Reduction to Staircase Nim. With the coins at p1 < p2 < ... < pm, let the gaps be
//! g1 = p1 (empty cells left of the first coin) and gj = pj - p(j-1) - 1. Sliding coin j left
//! by d takes d from gj and adds d to g(j+1) (for the last coin the d cells just join the
//! empty space on the right, which never matters). That is Staircase Nim with step i holding
//! g(m+1-i) — the gaps in reverse order, the last gap on step 1 — so the value is
//! gm ⊕ g(m-2) ⊕ g(m-4) ⊕ ... . [`staircase_steps`] gives the mapping, [`from_staircase`] its
//! inverse; the tests check the values and the move sets against search on both games.
//!
//! Position `1,4,9`: the cells of the coins, all different (written in increasing order).
//! Move `9>6`: slide the coin on cell 9 to cell 6. The board is one row (`o` a coin, `.` an
//! empty cell); every empty cell left of a coin is reached by exactly one move — the nearest
//! coin to its right slides there — so clicking the cell makes that move.

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::Bounds;
use crate::impartial::ImpartialGame;
use crate::notation::{parse_coins, Coins};
use crate::reduction::odd_step_xor;
use crate::reduction::Reduction;
use crate::rules::{Moves, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "nimble2",
    name: "Nimble-2",
    example_game: "nimble2",
    example_position: "1,4,9",
    summary: "Slide one coin to the left without jumping over or landing on another coin.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Nimble2>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("nimble2", &["2,5"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Coins on a strip of cells numbered 0, 1, 2, ... A move slides one coin to the left, \
     but it may not jump over another coin or land on an occupied cell. The player who \
     cannot move loses.",
    theory: "Reduction to Staircase Nim. Count the empty cells in front of each coin (its gap). \
     Sliding a coin left by d takes d from its gap and adds d to the gap of the next coin to \
     its right: Staircase Nim with the gaps as steps, the last gap on step 1. So the value is the \
     XOR of the last gap, the third last, the fifth last, ...",
    example: "1,4,9: the gaps are 1 (cell 0), 2 (cells 2, 3) and 4 (cells 5 to 8). As a staircase, \
     last gap first, that is 4,2,1, with value 4 ⊕ 1 = 5. The move 9>6 cuts the last gap to \
     1: gaps 1, 2, 1, staircase 1,2,1, value 1 ⊕ 1 = 0, a loss for the opponent.",
    claims: &[
        Claim { game: "nimble2", position: "1,4,9", fact: Fact::Grundy(5), says: "value 4 ⊕ 1 = 5" },
        Claim { game: "nimble2", position: "1,4,9", fact: Fact::Formula("staircase 4,2,1"), says: "that is 4,2,1" },
        Claim { game: "nimble2", position: "1,4,9", fact: Fact::Wins("9>6"), says: "The move 9>6" },
        Claim {
            game: "nimble2",
            position: "1,4,9",
            fact: Fact::Reaches("9>6", "1,4,6"),
            says: "The move 9>6 cuts the last gap to 1",
        },
        Claim { game: "nimble2", position: "1,4,6", fact: Fact::Grundy(0), says: "value 1 ⊕ 1 = 0" },
        Claim { game: "nimble2", position: "1,4,6", fact: Fact::Outcome(Outcome::P), says: "a loss for the opponent" },
    ],
};

/// The highest cell a coin may stand on and the most coins: as in Nimble, whose positions
/// Nimble-2 shares.
pub const MAX_CELL: u64 = 63;
pub const MAX_COINS: usize = 32;

/// Nimble-2.
#[derive(Clone, Copy, Debug, Default)]
pub struct Nimble2;

/// The staircase of a Nimble-2 position (coin cells in increasing order, all different):
/// step 1 holds the gap before the last coin, step 2 the gap before the one before it, and
/// step m the number of empty cells left of the first coin.
pub fn staircase_steps(cells: &[u64]) -> Vec<u64> {
    let mut gaps: Vec<u64> = Vec::with_capacity(cells.len());
    let mut next_free = 0;
    for &c in cells {
        gaps.push(c - next_free);
        next_free = c + 1;
    }
    gaps.reverse();
    gaps
}

/// The Nimble-2 position (coin cells) whose staircase is `steps`: the inverse of
/// [`staircase_steps`].
pub fn from_staircase(steps: &[u64]) -> Vec<u64> {
    let mut cells = Vec::with_capacity(steps.len());
    let mut next_free = 0;
    for &g in steps.iter().rev() {
        let c = next_free + g;
        cells.push(c);
        next_free = c + 1;
    }
    cells
}

/// Every move: (coin index, target cell, cells reached).
fn slides(cells: &[u64]) -> Vec<(usize, u64, Vec<u64>)> {
    let mut out = Vec::new();
    for (j, &from) in cells.iter().enumerate() {
        let lowest = if j == 0 { 0 } else { cells[j - 1] + 1 };
        for to_cell in (lowest..from).rev() {
            let mut to = cells.to_vec();
            to[j] = to_cell;
            out.push((j, to_cell, to));
        }
    }
    out
}

impl Rules for Nimble2 {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Coins;
    fn parse(&self, text: &str) -> Result<Coins, ParseError> {
        let coins = parse_coins(text, MAX_CELL, MAX_COINS)?;
        if let Some(w) = coins.0.windows(2).find(|w| w[0] == w[1]) {
            return Err(ParseError::new(format!(
                "two coins on cell {}: in Nimble-2 every coin needs a cell of its own",
                w[0]
            )));
        }
        Ok(coins)
    }
    fn reduction(&self, pos: &Coins) -> Option<Reduction> {
        if pos.0.windows(2).any(|w| w[0] >= w[1]) {
            return None; // two coins on a cell: not a Nimble-2 position
        }
        Reduction::to_heaps(
            "Nimble-2 is Staircase Nim on the gaps between the coins, the last gap on step 1.",
            &*crate::games::lookup("staircase").ok()?,
            &staircase_steps(&pos.0),
        )
    }
    fn board(&self, pos: &Coins) -> Board {
        let width = pos.0.last().map_or(1, |&c| c as usize + 1);
        let row: String = (0..width as u64).map(|i| if pos.0.contains(&i) { 'o' } else { '.' }).collect();
        Board::grid(vec![row])
    }
}

impl Moves for Nimble2 {
    fn moves(&self, pos: &Coins) -> Vec<Move<Coins>> {
        slides(&pos.0)
            .into_iter()
            .map(|(j, to_cell, to)| Move {
                text: format!("{}>{to_cell}", pos.0[j]),
                spot: Spot::Square { piece: 0, row: 0, col: to_cell as usize },
                to: Coins(to),
            })
            .collect()
    }
}

impl ImpartialGame for Nimble2 {
    type Comp = Vec<u64>;
    fn components(&self, pos: &Coins) -> Vec<Vec<u64>> {
        vec![pos.0.clone()]
    }
    fn comp_options(&self, comp: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        slides(comp).into_iter().map(|(_, _, to)| vec![to]).collect()
    }
    fn closed_form_grundy(&self, comp: &Vec<u64>) -> Option<u32> {
        u32::try_from(odd_step_xor(&staircase_steps(comp))).ok()
    }
    fn closed_form(&self, pos: &Coins, _misere: bool) -> Option<ClosedFormValue> {
        let steps = staircase_steps(&pos.0);
        let x = odd_step_xor(&steps);
        let shown: Vec<String> = steps.iter().map(|g| g.to_string()).collect();
        let odd: Vec<String> = steps.iter().step_by(2).map(|g| g.to_string()).collect();
        let odd = if odd.is_empty() { "0".to_string() } else { odd.join(" ⊕ ") };
        Some(ClosedFormValue {
            text: format!(
                "Staircase Nim on the gaps between the coins, last gap first: staircase {} ; XOR of the odd steps \
                 {odd} = {x}",
                shown.join(",")
            ),
            grundy: u32::try_from(x).ok(),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
    fn bounds(&self, pos: &Self::Pos) -> Option<Bounds> {
        Some(Bounds { max_moves: self.max_moves(pos), max_states: self.max_states(pos) })
    }
}

impl Nimble2 {
    /// A coin has at most as many moves as its cell number, and coins only move left.
    fn max_moves(&self, pos: &Coins) -> u128 {
        pos.0.iter().map(|&c| c as u128).sum()
    }
    /// Each coin stays at or left of where it is.
    fn max_states(&self, pos: &Coins) -> u128 {
        pos.0.iter().fold(1u128, |acc, &c| acc.saturating_mul(c as u128 + 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let p = Nimble2.parse("9,1,4").unwrap();
        assert_eq!(p.to_string(), "1,4,9");
        assert_eq!(Nimble2.parse(&p.to_string()).unwrap(), p);
        assert!(Nimble2.parse("1,4,4").unwrap_err().message.contains("two coins on cell 4"));
    }

    #[test]
    fn mapping_examples() {
        // Coins at 1, 4, 9: gaps 1, 2, 4; reversed 4, 2, 1; odd steps 4 ⊕ 1 = 5.
        assert_eq!(staircase_steps(&[1, 4, 9]), vec![4, 2, 1]);
        assert_eq!(from_staircase(&[4, 2, 1]), vec![1, 4, 9]);
        assert_eq!(staircase_steps(&[0, 1, 2]), vec![0, 0, 0]);
        assert_eq!(Nimble2.closed_form_grundy(&vec![1, 4, 9]), Some(5));
    }

    #[test]
    fn every_empty_cell_left_of_a_coin_is_one_move() {
        let p = Nimble2.parse("2,5").unwrap();
        let moves: Vec<(String, Spot)> = Nimble2.moves(&p).into_iter().map(|m| (m.text, m.spot)).collect();
        let cols: Vec<usize> = moves
            .iter()
            .map(|(_, s)| match s {
                Spot::Square { col, .. } => *col,
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(cols, vec![1, 0, 4, 3]);
        assert_eq!(moves[2].0, "5>4");
        assert_eq!(Nimble2.board(&p), Board::grid(vec!["..o..o".into()]));
    }
}
