//! The catalogue: what a teacher can do with nimlab (quizzes, lessons, projector, sharing,
//! hidden answers), then every game under its group's heading with a link to play its example
//! and to its value table, and a field to open any position of any game.

use engine::game::{Entry, Group};
use engine::games::builders::custom::WITH_PARAMETERS;
use engine::games::{lookup, CATALOGUE};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::route::Route;

/// The catalogue's games under their headings, groups in [`Group::ALL`]'s order and games in
/// the catalogue's order within each.
pub fn grouped() -> Vec<(Group, Vec<&'static Entry>)> {
    Group::ALL.iter().map(|&g| (g, CATALOGUE.iter().filter(|e| e.group == g).collect())).collect()
}

/// The label of a card's play button: the game's name (with its parameters in words) and the
/// example position, e.g. "Play Nim 3,4,5".
fn play_label(e: &Entry) -> String {
    let name = lookup(e.example_game).map_or_else(|_| e.name.to_string(), |g| g.name());
    format!("Play {name} {}", e.example_position)
}

/// What the site offers a class, each with where to find it.
fn classroom_intro() -> Html {
    let first = &CATALOGUE[0];
    let hidden = Route::Play {
        game: first.example_game.into(),
        position: first.example_position.into(),
        misere: false,
        hidden: true,
        side: engine::vocab::Side::Left,
    }
    .to_hash();
    html! {
        <section class="classroom" data-testid="classroom-intro" aria-labelledby="classroom-heading">
            <h2 id="classroom-heading">{ "In the classroom" }</h2>
            // Each item stays within three lines on a 412 px phone, below the introduction's
            // box: the introduction is painted by index.html before the app starts, and a larger
            // block painted later by the app would be the page's largest contentful paint.
            <ul>
                <li><strong>{ "Quizzes: " }</strong>{ "a play page's " }<em>{ "Quiz" }</em>
                    { " button asks five questions near its position, as a link." }</li>
                <li><strong>{ "Lessons: " }</strong><em>{ "Add to lesson" }</em>{ " on a play page, then caption and reorder in the " }
                    <a href={Route::LessonEditor.to_hash()} data-testid="classroom-lesson-editor">{ "lesson editor" }</a>
                    { "; step with ← and →." }</li>
                <li><strong>{ "Projector mode: " }</strong>{ "the header's " }<em>{ "Projector mode" }</em>
                    { " button: large text and boards." }</li>
                <li><strong>{ "Share / QR: " }</strong>{ "every page is a link; " }<em>{ "Share / QR" }</em>
                    { " shows it as a QR code." }</li>
                <li><strong>{ "Hidden answers: " }</strong><code>{ "?hidden=1" }</code>
                    { " in a link hides who wins until Reveal, " }
                    <a href={hidden} data-testid="classroom-hidden-example">{ "like this" }</a>{ "." }</li>
            </ul>
        </section>
    }
}

/// One game's card: its rules in a sentence and links to play it and to its tables.
fn card(e: &Entry) -> Html {
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
                    { play_label(e) }</a>
                if has_sequence {
                    <a class="button" href={analyze.to_hash()} data-testid={format!("analyze-{}", e.id)}>{ "Value table" }</a>
                }
                if has_table {
                    <a class="button" href={table.to_hash()} data-testid={format!("table-{}", e.id)}>{ "Table" }</a>
                }
            </p>
        </li>
    }
}

#[component]
pub fn CataloguePage() -> Html {
    let groups = grouped().into_iter().map(|(g, entries)| {
        let id = format!("group-{}", g.slug());
        html! {
            <section class="game-group" data-testid={id.clone()} aria-labelledby={format!("{id}-heading")}>
                <h2 id={format!("{id}-heading")} class="group-heading">{ g.heading() }</h2>
                <p class="group-blurb">{ g.blurb() }</p>
                <ul class="cards">
                    { for entries.into_iter().map(card) }
                    // The stepper works on typed trees, not on a catalogue game: it sits with minimax.
                    if g == Group::Minimax {
                        <li class="card" data-game="alphabeta">
                            <h3>{ "Alpha-beta by hand" }</h3>
                            <p>{ "Type a game tree and step through minimax with alpha-beta: windows, values and cut-offs." }</p>
                            <p class="links"><a class="button" href="#/alphabeta" data-testid="play-alphabeta">{ "Open the alpha-beta stepper" }</a></p>
                        </li>
                    }
                    // The calculator values typed forms, not one game: it sits with the partizan games.
                    if g == Group::Partizan {
                        <li class="card" data-game="value">
                            <h3>{ "Value calculator" }</h3>
                            <p>{ "Type a form such as {0|{0|-1}} or a position: its canonical form, stops, thermograph cooled by t, \
                                  atomic weight and reduced form." }</p>
                            <p class="links"><a class="button" href={Route::Value { form: "{0|{0|-1}}".into() }.to_hash()}
                                data-testid="open-value-calculator">{ "Open the value calculator" }</a></p>
                        </li>
                    }
                </ul>
            </section>
        }
    });
    html! {
        <section class="catalogue">
            <p class="intro">{ "Pick a game to play on a board where every move is marked as winning (✓) or losing (✗) \
                with the number of moves the game can still last, or open a value table. Every position is a link." }</p>
            { classroom_intro() }
            <OpenForm />
            <crate::pages::custom::CustomGames />
            { for groups }
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
    let game = use_state(|| WITH_PARAMETERS.example_game.to_string());
    let position = use_state(|| WITH_PARAMETERS.example_position.to_string());
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
    fn every_game_is_listed_once_under_a_heading_with_nim_before_the_octal_game() {
        let groups = grouped();
        let listed: Vec<&str> = groups.iter().flat_map(|(_, es)| es.iter().map(|e| e.id)).collect();
        assert_eq!(listed.len(), CATALOGUE.len());
        for e in CATALOGUE {
            assert_eq!(listed.iter().filter(|&&id| id == e.id).count(), 1, "{}", e.id);
        }
        assert!(groups.iter().all(|(_, es)| !es.is_empty()));
        let at = |id: &str| listed.iter().position(|&l| l == id).unwrap();
        assert_eq!(listed[0], "nim");
        assert!(at("nim") < at("octal"));
    }

    #[test]
    fn play_buttons_name_the_game_in_words() {
        let nim = CATALOGUE.iter().find(|e| e.id == "nim").unwrap();
        assert_eq!(play_label(nim), "Play Nim 3,4,5");
        // A game with parameters is named in words, never by its id.
        for e in CATALOGUE.iter().filter(|e| e.example_game.contains(':')) {
            assert!(!play_label(e).contains(e.example_game), "{}", play_label(e));
        }
    }

    #[test]
    fn the_open_form_goes_to_the_canonical_position_or_says_what_is_wrong() {
        let example = open_target(WITH_PARAMETERS.example_game, WITH_PARAMETERS.example_position).unwrap();
        assert!(matches!(example, Route::Play { misere: false, .. }));
        assert_eq!(
            open_target(" nim ", "5, 4,3"),
            Ok(Route::play("nim".into(), lookup("nim").unwrap().normalize("5, 4,3").unwrap()))
        );
        assert!(open_target("nosuchgame", "3").unwrap_err().starts_with("game: "));
        assert!(open_target("nim", "3,x").unwrap_err().starts_with("position: "));
    }
}
