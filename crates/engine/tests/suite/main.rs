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
mod partizan_golden;
mod reductions;
mod sparse;
mod sum;
mod tables;
mod theory_laws;
mod values_in;
mod why;
mod working;

use engine::game::Entry;
use engine::games::CATALOGUE;

/// The catalogue entries the catalogue-wide tests check, each with its place in the catalogue:
/// every entry, or only the one whose id `NIMLAB_GAME` names (`make game-check GAME=id`). The
/// seeds of a game's random positions follow its place, so a game checked alone meets the
/// positions it meets in the whole run.
pub fn chosen() -> Vec<(usize, &'static Entry)> {
    let all = CATALOGUE.iter().enumerate();
    match std::env::var("NIMLAB_GAME") {
        Ok(id) if !id.trim().is_empty() => {
            let one: Vec<_> = all.filter(|(_, e)| e.id == id.trim()).collect();
            let ids: Vec<&str> = CATALOGUE.iter().map(|e| e.id).collect();
            assert!(!one.is_empty(), "NIMLAB_GAME={id:?} is no catalogue id; the ids are {ids:?}");
            one
        }
        _ => all.collect(),
    }
}

/// Whether the whole catalogue is checked, so that totals over it can be asserted.
pub fn whole_catalogue() -> bool {
    chosen().len() == CATALOGUE.len()
}
