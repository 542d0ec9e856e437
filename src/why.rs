//! The "why" panel on a game's play page: the rule, the theory behind the solver, and a worked
//! example with its numbers, written for students.
//!
//! The texts live in each game's engine file (`engine::why::Why`, reached through its
//! catalogue entry), where a test solves every worked example and checks the numbers it
//! states; this file only draws them.

use engine::why::Why;
use yew::prelude::*;

/// The panel texts for a game id; parameters after the first `:` are ignored.
pub fn why(game_id: &str) -> Option<&'static Why> {
    engine::games::entry(game_id).map(|e| &e.why)
}

#[derive(Properties, PartialEq)]
pub struct WhyProps {
    /// The game id, with or without parameters (`subtract:1,3,4`).
    pub game: String,
}

/// A folded panel: the rule, the theory and a worked example. Renders nothing for a game
/// without texts.
#[component]
pub fn WhyPanel(props: &WhyProps) -> Html {
    let Some(w) = why(&props.game) else {
        return html! {};
    };
    html! {
        <details class="why" data-testid="why">
            <summary>{ "Why? The rule, the theory and an example" }</summary>
            <h4>{ "The rule" }</h4>
            <p>{ w.rule }</p>
            <h4>{ "The theory" }</h4>
            <p>{ w.theory }</p>
            <h4>{ "An example" }</h4>
            <p>{ w.example }</p>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_game_has_a_panel() {
        for e in engine::games::CATALOGUE {
            assert_eq!(why(e.id), Some(&e.why), "{}", e.id);
        }
    }

    #[test]
    fn why_ignores_parameters() {
        assert_eq!(why("subtract:1,3,4"), why("subtract"));
        assert_eq!(why("moore:2"), why("moore"));
        assert_eq!(why("dag:annihilate"), why("dag"));
        assert!(why("subtract").is_some());
        assert!(why("no-such-game").is_none());
        assert!(why("").is_none());
    }
}
