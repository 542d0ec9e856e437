//! Twins: Turning Turtles where the second coin is compulsory — a move turns one heads coin to
//! tails and must also turn over one coin to its left. Value: the XOR of the 0-based positions
//! of the heads. Notation, moves and board as in [`crate::games::turtles`].

use crate::games::guarded::Guarded;
use crate::games::turtles::CoinTurning;
use crate::games::{no_params, Entry, Game};
use crate::notation::ParseError;

pub const ENTRY: Entry = Entry {
    id: "twins",
    name: "Twins",
    example_game: "twins",
    example_position: "THHTH",
    summary: "Turn a heads coin to tails and also turn over exactly one coin to its left.",
    build,
};

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params("twins", params)?;
    Ok(Box::new(Guarded { id: "twins".into(), name: "Twins".into(), game: CoinTurning { twins: true } }))
}
