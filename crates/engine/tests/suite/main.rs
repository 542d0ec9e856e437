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
mod reductions;
mod sparse;
mod sum;
mod tables;
mod theory_laws;
mod values_in;
mod why;
mod working;
