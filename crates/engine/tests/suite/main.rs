//! The engine's integration tests as one binary, each file a module: a binary per file linked
//! the engine and compiled its generic code once per file. One file's tests:
//! `cargo test -p engine --test suite <module>::`.

mod boards_cgt;
mod cgt_golden;
mod closed_form;
mod conformance;
mod decoders;
mod golden;
mod laws;
mod layers;
mod misere_play;
mod outcome;
mod partizan_golden;
mod real_boards;
mod reductions;
mod rogalski;
mod sparse;
mod sum;
mod tables;
mod theory_laws;
mod values_in;
mod why;
mod working;

use engine::game::Entry;
use engine::games::CATALOGUE;

/// The catalogue entries the catalogue-wide tests check: every entry, or only the one whose
/// id `NIMLAB_GAME` names (`make game-check GAME=id`).
pub fn chosen() -> Vec<&'static Entry> {
    match std::env::var("NIMLAB_GAME") {
        Ok(id) if !id.trim().is_empty() => {
            let one: Vec<_> = CATALOGUE.iter().filter(|e| e.id == id.trim()).collect();
            let ids: Vec<&str> = CATALOGUE.iter().map(|e| e.id).collect();
            assert!(!one.is_empty(), "NIMLAB_GAME={id:?} is no catalogue id; the ids are {ids:?}");
            one
        }
        _ => CATALOGUE.iter().collect(),
    }
}

/// Whether the whole catalogue is checked, so that totals over it can be asserted.
pub fn whole_catalogue() -> bool {
    chosen().len() == CATALOGUE.len()
}

/// The seed of a game's random positions, from its id (FNV-1a): a game meets the same
/// positions checked alone or with the rest, and a game added to the catalogue changes no
/// other game's.
pub fn seed_of(id: &str) -> u64 {
    id.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3))
}
