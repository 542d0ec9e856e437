//! What the app's builder pages need from the particular games they build, named after what
//! the pages do, so that the app names no game (its no-game-ids test checks `games::` paths):
//! [`custom`] for the catalogue page's custom games and its "open any game" form, [`graph`]
//! for the DAG editor and [`sums`] for the sum builder. The games stay in their own files.

/// The custom games typed on the catalogue page.
pub mod custom {
    use crate::game::Entry;
    use crate::games::{octal, subtract};
    use crate::octal::OctalCode;

    /// A subtraction game from a typed set (its errors point into the set).
    pub use crate::games::subtract::Subtract;

    /// The game id of the octal game with this code.
    pub fn octal_id(code: &OctalCode) -> String {
        octal::id_of(code)
    }

    /// Well-known octal codes with their common names, as (code, name): Kayles is 0.77.
    pub const NAMED_OCTAL_CODES: &[(&str, &str)] = octal::NAMES;

    /// The common name of an octal code, if it has one.
    pub fn octal_name(code: &OctalCode) -> Option<&'static str> {
        octal::common_name(code)
    }

    /// A game whose id takes parameters: the example the "open any game" form starts with, to
    /// show how parameters are written.
    pub const WITH_PARAMETERS: &Entry = &subtract::ENTRY;
}

/// Chips on a directed graph: the game the DAG editor draws and opens.
pub mod graph {
    pub use crate::games::dag::{id, parse_graph, vertex_values, Dag, Graph, ENTRY};
    pub use crate::vocab::Gamma;
}

/// Sums of positions of several games: what the sum builder puts together.
pub mod sums {
    pub use crate::games::sum::{component_refusal, difference, parse, Component, ENTRY};
}
