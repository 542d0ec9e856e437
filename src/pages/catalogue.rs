//! The catalogue: every game with a link to play its example and to its value table, and a
//! field to open any position of any game.

use engine::games::{lookup, subtract, CATALOGUE};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::route::Route;

#[component]
pub fn CataloguePage() -> Html {
    let cards = CATALOGUE.iter().map(|e| {
        let play = Route::play(e.example_game.into(), e.example_position.into());
        let game = lookup(e.example_game).ok();
        let has_sequence = game.as_ref().is_some_and(|g| g.sequence_limit() > 0);
        let has_table = game.as_ref().is_some_and(|g| g.has_table());
        let table = Route::Table { game: e.example_game.into(), size: None };
        let analyze = Route::Analyze { game: e.example_game.into(), to: None };
        html! {
            <li class="card" data-game={e.id}>
                <h3>{ e.name }</h3>
                <p>{ e.summary }</p>
                <p class="links">
                    <a class="button" href={play.to_hash()} data-testid={format!("play-{}", e.id)}>
                        { format!("Play {} {}", e.example_game, e.example_position) }</a>
                    if has_sequence {
                        <a class="button" href={analyze.to_hash()} data-testid={format!("analyze-{}", e.id)}>{ "Value table" }</a>
                    }
                    if has_table {
                        <a class="button" href={table.to_hash()} data-testid={format!("table-{}", e.id)}>{ "Table" }</a>
                    }
                </p>
            </li>
        }
    });
    html! {
        <section class="catalogue">
            <p class="intro">{ "Pick a game to play on a board where every move is marked as winning (✓) or losing (✗) \
                with the number of moves the game can still last, or open a value table. Every position is a link." }</p>
            <OpenForm />
            <crate::pages::custom::CustomGames />
            <ul class="cards">
                { for cards }
                <li class="card" data-game="alphabeta">
                    <h3>{ "Alpha-beta by hand" }</h3>
                    <p>{ "Type a game tree and step through minimax with alpha-beta: windows, values and cut-offs." }</p>
                    <p class="links"><a class="button" href="#/alphabeta" data-testid="play-alphabeta">{ "Open the stepper" }</a></p>
                </li>
            </ul>
        </section>
    }
}

/// The play page for a typed game id and position, both made canonical, or what is wrong.
fn open_target(game: &str, position: &str) -> Result<Route, String> {
    let g = lookup(game).map_err(|e| format!("game: {e}"))?;
    let position = g.normalize(position).map_err(|e| format!("position: {e}"))?;
    Ok(Route::play(g.id(), position))
}

/// Opens any game id and position typed by the user, checking both first.
#[component]
fn OpenForm() -> Html {
    // A game with parameters, to show how they are written.
    let game = use_state(|| subtract::ENTRY.example_game.to_string());
    let position = use_state(|| subtract::ENTRY.example_position.to_string());
    let error = use_state(|| None::<String>);
    let onsubmit = {
        let (game, position, error) = (game.clone(), position.clone(), error.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match open_target(&game, &position) {
                Ok(route) => {
                    error.set(None);
                    let hash = route.to_hash();
                    if let Some(w) = web_sys::window() {
                        let _ = w.location().set_hash(&hash);
                    }
                }
                Err(e) => error.set(Some(e)),
            }
        })
    };
    let bind = |h: UseStateHandle<String>| {
        Callback::from(move |e: InputEvent| h.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    html! {
        <form class="open" {onsubmit}>
            <label>{ "Game " }<input value={(*game).clone()} oninput={bind(game.clone())} aria-label="game id" data-testid="open-game" /></label>
            <label>{ "Position " }<input value={(*position).clone()} oninput={bind(position.clone())} aria-label="position" data-testid="open-position" /></label>
            <button type="submit">{ "Open" }</button>
            if let Some(e) = &*error { <p class="error" role="alert">{ e }</p> }
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_form_goes_to_the_canonical_position_or_says_what_is_wrong() {
        let example = open_target(subtract::ENTRY.example_game, subtract::ENTRY.example_position).unwrap();
        assert!(matches!(example, Route::Play { misere: false, .. }));
        assert_eq!(
            open_target(" nim ", "5, 4,3"),
            Ok(Route::play("nim".into(), lookup("nim").unwrap().normalize("5, 4,3").unwrap()))
        );
        assert!(open_target("nosuchgame", "3").unwrap_err().starts_with("game: "));
        assert!(open_target("nim", "3,x").unwrap_err().starts_with("position: "));
    }
}
