//! The catalogue: every game, one file each, one line each in [`CATALOGUE`].
//!
//! A game id may carry parameters after a colon (`subtract:1,3,4`); [`lookup`] parses it into
//! a [`Game`], the object-safe interface (in [`crate::game`]) the CLI and the web worker use.
//!
//! Adding a game (docs/ARCHITECTURE.md, "Adding a game", lists every gate it must pass):
//! 1. write `games/<id>.rs` (`wythoff.rs` is the smallest to copy): its position type, the
//!    rules (`rules::Rules`), the kind that fits it, its `Why`, its tests and its `ENTRY`,
//!    whose `checks` declare what the catalogue-wide tests need beyond its example;
//! 2. add `pub mod <id>;` below and `<id>::ENTRY` to [`CATALOGUE`] where the catalogue page
//!    should list it;
//! 3. add its row to README.md's notation table;
//! 4. run `make game-check GAME=<id>`, then `cargo test -p engine`.

use crate::game::{Entry, Game};
use crate::sequence::ClosedForm;
#[cfg(feature = "solve")]
use crate::value::Solution;
#[cfg(feature = "solve")]
use crate::vocab::EngineError;
use crate::vocab::ParseError;

pub mod amazons;
pub mod backslide;
pub mod builders;
pub mod childish;
pub mod chocolate;
pub mod chomp;
pub mod chomp3d;
pub mod clobber;
pub mod col;
mod colouring;
pub mod cram;
pub mod crosses;
pub mod cutcake;
pub mod dag;
pub mod dates;
pub mod domineering;
pub mod foxgeese;
pub mod grundy;
pub mod hackenbush;
pub mod ingots;
pub mod kassa;
pub mod kayles;
pub mod king;
pub mod konane;
pub mod lasker;
pub mod maundy;
pub mod moore;
pub mod multiply;
pub mod nim;
pub mod nimble;
pub mod nimble2;
pub mod northcott;
pub mod octal;
pub mod pawns;
pub mod push;
pub mod shove;
pub mod skijumps;
pub mod snort;
pub mod staircase;
pub mod subtract;
pub mod sum;
pub mod tictactoe;
pub mod toads;
pub mod tokenboard;
pub mod toppling;
pub mod treblecross;
pub mod triomino;
pub mod turtles;
pub mod twins;
pub mod windup;
pub mod wythoff;

/// Every game nimlab knows: the only list of them. The catalogue page lists them in this order
/// within each [`Group`](crate::game::Group), so the first of a group is the one to start with (Nim before the
/// octal games that generalise it).
#[rustfmt::skip]
pub const CATALOGUE: &[Entry] = &[
    nim::ENTRY,
    subtract::ENTRY,
    kayles::ENTRY,
    lasker::ENTRY,
    grundy::ENTRY,
    octal::ENTRY,
    crosses::ENTRY,
    treblecross::ENTRY,
    pawns::ENTRY,
    triomino::ENTRY,
    moore::ENTRY,
    staircase::ENTRY,
    nimble::ENTRY,
    nimble2::ENTRY,
    turtles::ENTRY,
    twins::ENTRY,
    northcott::ENTRY,
    dag::ENTRY,
    windup::ENTRY,
    tokenboard::ENTRY,
    king::ENTRY,
    wythoff::ENTRY,
    cram::ENTRY,
    kassa::ENTRY,
    multiply::ENTRY,
    dates::ENTRY,
    chocolate::ENTRY,
    chomp::ENTRY,
    chomp3d::ENTRY,
    sum::ENTRY,
    domineering::ENTRY,
    hackenbush::ENTRY,
    childish::ENTRY,
    cutcake::ENTRY,
    maundy::ENTRY,
    toads::ENTRY,
    backslide::ENTRY,
    toppling::ENTRY,
    shove::ENTRY,
    push::ENTRY,
    clobber::ENTRY,
    col::ENTRY,
    snort::ENTRY,
    konane::ENTRY,
    amazons::ENTRY,
    skijumps::ENTRY,
    foxgeese::ENTRY,
    tictactoe::ENTRY,
    ingots::ENTRY,
];

/// Two positions compared by playing their difference (`nimlab compare`), which the sum game
/// plays.
#[cfg(feature = "solve")]
pub use sum::compare;
pub use sum::Comparison;
#[cfg(feature = "solve")]
pub use sum::{evaluate as evaluate_expression, read_expression};

/// Names under which a table is asked for that are not game ids, with the id of the game whose
/// table they name (`chomp3`: Chomp's table of three-row positions).
pub const TABLE_ALIASES: &[(&str, &str)] = &[("chomp3", chomp::ENTRY.id), (chomp::FOUR_ROW_TABLE, chomp::ENTRY.id)];

/// The tables of a game besides its own, each named (a [`TABLE_ALIASES`] name) and titled: the
/// table pages link a game's tables to one another.
pub const OTHER_TABLES: &[(&str, &str, &str)] =
    &[(chomp::FOUR_ROW_TABLE, chomp::ENTRY.id, "Four-row Chomp, by the first row")];

/// The game id a table name stands for: itself, unless it is one of [`TABLE_ALIASES`].
pub fn table_game(name: &str) -> &str {
    TABLE_ALIASES.iter().find(|(alias, _)| *alias == name).map_or(name, |(_, id)| id)
}

/// Finds a game by id, e.g. `nim`, `subtract:1,3,4`, `kayles`.
pub fn lookup(id: &str) -> Result<Box<dyn Game>, ParseError> {
    let id = id.trim();
    let (name, params) = match id.find(':') {
        Some(i) => (&id[..i], Some(&id[i + 1..])),
        None => (id, None),
    };
    match CATALOGUE.iter().find(|e| e.id == name) {
        Some(entry) => (entry.build)(params),
        None => {
            let known: Vec<&str> = CATALOGUE.iter().map(|e| e.id).collect();
            Err(ParseError::new(format!("unknown game '{name}': known games are {}", known.join(", "))))
        }
    }
}

/// The catalogue entry of a game id; parameters after the first colon are ignored
/// (`subtract:1,3,4` is `subtract`).
pub fn entry(id: &str) -> Option<&'static Entry> {
    let id = id.trim();
    let base = id.split(':').next().unwrap_or(id);
    CATALOGUE.iter().find(|e| e.id == base)
}

/// The closed form of a game id's values (`subtract:1,2,3`), where one is known.
pub fn closed_form(id: &str) -> Option<ClosedForm> {
    let params = id.trim().split_once(':').map(|(_, p)| p);
    (entry(id)?.closed_form?)(params)
}

/// The rules a quotient is asked for: an octal code (`octal:0.07`, `0.07`), `grundy`, or a
/// catalogue game that has misère quotients (`kayles`).
#[cfg(feature = "solve")]
pub fn quotient_rules(text: &str) -> Result<crate::octal::HeapRules, EngineError> {
    match crate::octal::HeapRules::parse(text) {
        Ok(rules) => Ok(rules),
        Err(code_error) => match lookup(text) {
            Ok(g) => g.misere_rules().ok_or_else(|| {
                EngineError::Refused(format!(
                    "{} has no misère quotient here (heap games only: kayles, octal:CODE, grundy)",
                    g.name()
                ))
            }),
            Err(_) => Err(EngineError::Refused(format!("'{}': {code_error}; nor is it a game id", text.trim()))),
        },
    }
}

/// Solves a position and adds its reduction (normal play only): what the app shows. The
/// working then goes through the model, when the model (a smaller game) can be solved.
#[cfg(feature = "solve")]
pub fn solve_with_reduction(game: &dyn Game, position: &str, misere: bool) -> Result<Solution, EngineError> {
    let mut sol = game.solve(position, misere)?;
    if !misere {
        sol.reduction = game.reduction(&sol.position).map(Box::new);
    }
    let model = sol.reduction.as_ref().and_then(|r| {
        let inner = lookup(&r.game).ok()?.solve(&r.position, false).ok()?.working?;
        Some(crate::working::Working::Model {
            game: r.game.clone(),
            position: r.position.clone(),
            inner: Box::new(inner),
        })
    });
    if model.is_some() {
        sol.working = model;
    }
    Ok(sol)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Group;

    #[test]
    fn every_group_has_games_and_tables_are_the_games_with_a_table() {
        for g in Group::ALL {
            assert!(CATALOGUE.iter().any(|e| e.group == g), "{g:?} has no game");
        }
        for e in CATALOGUE {
            let game = lookup(e.example_game).unwrap();
            // Partizan games are listed together, with or without a table.
            if e.group != Group::Partizan {
                assert_eq!(
                    game.has_table(),
                    e.group == Group::Tables,
                    "{}: group {:?}; the rule is Group::Tables exactly when the game has a table (partizan games \
                     stay under Group::Partizan)",
                    e.id,
                    e.group
                );
            }
        }
    }

    #[test]
    fn nim_comes_first_among_the_heaps() {
        let heaps: Vec<&str> = CATALOGUE.iter().filter(|e| e.group == Group::HeapsAndStrips).map(|e| e.id).collect();
        assert_eq!(heaps[0], nim::ENTRY.id);
        let at = |id: &str| heaps.iter().position(|&h| h == id).unwrap();
        assert!(at(nim::ENTRY.id) < at(octal::ENTRY.id));
    }
}
