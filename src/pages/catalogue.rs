//! The catalogue: what a teacher can do with nimlab (quizzes, lessons, projector, sharing,
//! hidden answers), then every game under its group's heading with a link to play its example
//! and to its value table, and a field to open any position of any game. Jump links lead to
//! each group, and a filter box keeps the cards whose words hold what is typed.

use engine::game::{Entry, Group};
use engine::games::builders::custom::WITH_PARAMETERS;
use engine::games::{lookup, CATALOGUE};
use wasm_bindgen::JsCast;
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

/// What the filter finds a game's card by: its name, its example's name (an octal code's
/// common name), its id, its rules in a sentence and its group's heading, in lower case.
fn card_words(e: &Entry) -> String {
    let example = lookup(e.example_game).map(|g| g.name()).unwrap_or_default();
    format!("{} {example} {} {} {}", e.name, e.id, e.summary, e.group.heading()).to_lowercase()
}

/// The filter as it is matched: trimmed, in lower case.
fn query_of(text: &str) -> String {
    text.trim().to_lowercase()
}

/// Whether a card with these words shows under the filter `query` (from [`query_of`]).
fn matches(query: &str, words: &str) -> bool {
    query.is_empty() || query.split_whitespace().all(|w| words.contains(w))
}

/// The cards of a group the filter keeps.
fn kept<'a>(query: &str, entries: &[&'a Entry]) -> Vec<&'a Entry> {
    entries.iter().copied().filter(|e| matches(query, &card_words(e))).collect()
}

/// Moves the page to the element with this id (a group's heading) and gives it the focus, so
/// that the keyboard goes on from there.
fn jump_to(id: &str) {
    let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) else {
        return;
    };
    el.scroll_into_view();
    if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
        let _ = h.focus();
    }
}

/// The jump links: one per group (and the custom games), each moving to its heading. Buttons,
/// not `#id` links: the hash holds the route.
fn jump_links() -> Html {
    let link = |id: String, label: &'static str| {
        let target = id.clone();
        let onclick = Callback::from(move |_: MouseEvent| jump_to(&target));
        html! { <li><button type="button" class="linkish" {onclick} data-testid={format!("jump-{id}")}>{ label }</button></li> }
    };
    html! {
        <nav class="jump-links" aria-label="Jump to a group of games" data-testid="jump-links">
            <ul>
                { for Group::ALL.iter().map(|g| link(format!("group-{}-heading", g.slug()), g.heading())) }
                { link("custom-heading".to_string(), "Make your own game") }
            </ul>
        </nav>
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

/// Words the filter finds the two tools among the games by.
const ALPHABETA_WORDS: &str = "alpha-beta by hand game tree minimax stepper";
const VALUE_WORDS: &str = "value calculator canonical form stops thermograph cooling atomic weight reduced form";

#[component]
pub fn CataloguePage() -> Html {
    let filter = use_state(String::new);
    let query = query_of(&filter);
    let mut shown = 0;
    let groups: Vec<Html> = grouped().into_iter().map(|(g, entries)| {
        let id = format!("group-{}", g.slug());
        let entries = kept(&query, &entries);
        let alphabeta = g == Group::Minimax && matches(&query, ALPHABETA_WORDS);
        let value = g == Group::Partizan && matches(&query, VALUE_WORDS);
        let count = entries.len() + usize::from(alphabeta) + usize::from(value);
        shown += count;
        html! {
            <section class="game-group" data-testid={id.clone()} aria-labelledby={format!("{id}-heading")} hidden={count == 0}>
                <h2 id={format!("{id}-heading")} class="group-heading" tabindex="-1">{ g.heading() }</h2>
                <p class="group-blurb">{ g.blurb() }</p>
                <ul class="cards">
                    { for entries.into_iter().map(card) }
                    // The stepper works on typed trees, not on a catalogue game: it sits with minimax.
                    if alphabeta {
                        <li class="card" data-game="alphabeta">
                            <h3>{ "Alpha-beta by hand" }</h3>
                            <p>{ "Type a game tree and step through minimax with alpha-beta: windows, values and cut-offs." }</p>
                            <p class="links"><a class="button" href="#/alphabeta" data-testid="play-alphabeta">{ "Open the alpha-beta stepper" }</a></p>
                        </li>
                    }
                    // The calculator values typed forms, not one game: it sits with the partizan games.
                    if value {
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
    }).collect();
    let oninput = {
        let filter = filter.clone();
        Callback::from(move |e: InputEvent| filter.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    // Enter goes to the first card the filter keeps: its play link takes the focus.
    let onkeydown = Callback::from(|e: KeyboardEvent| {
        if e.key() == "Enter" {
            e.prevent_default();
            let first = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".catalogue li.card:not([hidden]) .links a").ok().flatten());
            if let Some(a) = first.and_then(|a| a.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = a.focus();
            }
        }
    });
    shown += crate::pages::custom::kept_cards(&query).iter().filter(|&&k| k).count();
    let count = if query.is_empty() {
        String::new()
    } else if shown == 0 {
        format!("No game matches \u{201c}{}\u{201d}.", filter.trim())
    } else {
        format!("{}.", crate::words::counted(shown, "game matches", "games match"))
    };
    html! {
        <section class="catalogue">
            <p class="intro">{ "Pick a game to play on a board where every move is marked as winning (✓) or losing (✗) \
                with the number of moves the game can still last, or open a value table. Every position is a link." }</p>
            <div class="find-games" role="search">
                <label for="game-filter">{ "Find a game " }</label>
                <input id="game-filter" type="search" value={(*filter).clone()} {oninput} {onkeydown}
                    placeholder="a name or a word of its rules" autocomplete="off" spellcheck="false"
                    aria-describedby="game-filter-count" data-testid="game-filter" />
                <p id="game-filter-count" class="muted" aria-live="polite" data-testid="game-filter-count"
                    data-count={shown.to_string()}>{ count }</p>
                { jump_links() }
            </div>
            if query.is_empty() { { classroom_intro() } <OpenForm /> }
            <crate::pages::custom::CustomGames filter={query.clone()} />
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
    fn the_filter_keeps_cards_holding_every_word_typed() {
        let all: Vec<&Entry> = CATALOGUE.iter().collect();
        assert_eq!(kept(&query_of("  "), &all).len(), CATALOGUE.len());
        let ids = |q: &str| kept(&query_of(q), &all).iter().map(|e| e.id).collect::<Vec<_>>();
        assert!(ids("Domineering").contains(&"domineering"));
        // A code's common name finds the octal game, whose example is named by it.
        assert!(ids("dawson's chess").contains(&"octal"));
        assert!(ids("DAWSON").contains(&"pawns"));
        assert_eq!(ids("no such game at all"), Vec::<&str>::new());
        // The octal card of the custom games is found by every common name of a code.
        assert!(crate::pages::custom::kept_cards(&query_of("Dawson's Kayles"))[0]);
        assert_eq!(crate::pages::custom::kept_cards(&query_of("treblecross")), [true, false, false, false]);
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
