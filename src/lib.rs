//! nimlab's browser app (Yew) and its web worker.
//!
//! The app never solves on the main thread: it parses links and positions (cheap) and sends
//! every solve and every sequence to the worker ([`worker::EngineWorker`]).

#![warn(clippy::too_many_lines)]

pub mod app;
pub mod board;
pub mod boot_texts;
pub mod cgt_text;
pub mod client;
pub mod errors;
pub mod export;
pub mod grid;
pub mod job;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod long_functions;
pub mod loopy_panel;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod no_game_ids;
pub mod pages;
pub mod partizan_panels;
pub mod protocol;
pub mod route;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod route_fuzz;
pub mod share;
pub mod util;
pub mod value_theory;
pub mod why;
pub mod words;
#[cfg(feature = "solve")]
pub mod worker;
pub mod working_panel;
