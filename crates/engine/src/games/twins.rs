//! Twins: Turning Turtles where the second coin is compulsory — a move turns one heads coin to
//! tails and must also turn over one coin to its left. Value: the XOR of the 0-based positions
//! of the heads. Notation, moves and board as in [`crate::coins`].

use crate::game::{no_params, Checks, Entry, Game, Group};
use crate::rules::AsGame;
use crate::vocab::ParseError;
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "twins",
    name: "Twins",
    example_game: "twins",
    example_position: "THHTH",
    summary: "Turn a heads coin to tails and also turn over exactly one coin to its left.",
    group: Group::HeapsAndStrips,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("twins", &["HHTH"])], few_p_near: true },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A row of coins, each heads (H) or tails (T). A move turns one heads coin to tails and \
     must also turn over exactly one coin to its left. The player who cannot move loses.",
    theory: "As in Turning Turtles each heads coin is a Nim heap, but the move that turns it alone is \
     missing, so every heap is one smaller: count positions from 0 at the left. The value is \
     the XOR of the 0-based positions of the heads; a heads coin at the far left is dead.",
    example: "THHTH: heads at 0-based positions 1, 2 and 4, and 1 ⊕ 2 ⊕ 4 = 7, a win for the player \
     to move. The move 5,4 (coins counted from 1) turns coin 5 to tails and coin 4 to heads, \
     leaving THHHT: 1 ⊕ 2 ⊕ 3 = 0.",
    claims: &[
        Claim { game: "twins", position: "THHTH", fact: Fact::Grundy(7), says: "1 ⊕ 2 ⊕ 4 = 7" },
        Claim { game: "twins", position: "THHTH", fact: Fact::Wins("5,4"), says: "The move 5,4" },
        Claim { game: "twins", position: "THHTH", fact: Fact::Reaches("5,4", "THHHT"), says: "leaving THHHT" },
        Claim { game: "twins", position: "THHHT", fact: Fact::Grundy(0), says: "1 ⊕ 2 ⊕ 3 = 0" },
    ],
};

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params(ENTRY.id, params)?;
    Ok(Box::new(AsGame(super::turtles::coin_turning_under(&ENTRY, true))))
}
