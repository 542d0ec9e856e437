//! The root component: reads the route from the URL hash and shows its page.

use engine::game::Game;
use engine::games::lookup;
use yew::prelude::*;

use crate::errors::error_with_text;
use crate::pages::alphabeta::AlphaBetaPage;
use crate::pages::analyze::AnalyzePage;
use crate::pages::catalogue::CataloguePage;
use crate::pages::play::PlayPage;
use crate::pages::table::TablePage;
use crate::protocol::{ErrorKind, JobError};
use crate::route::Route;

fn current_route() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    Route::parse(&hash)
}

fn current_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// Puts the display preferences on the document root, where the style sheet reads them.
fn apply_root_classes(projector: bool, embed: bool, palette: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let class = format!(
            "palette-{palette}{}{}",
            if projector { " projector" } else { "" },
            if embed { " embed" } else { "" }
        );
        let _ = root.set_attribute("class", &class);
    }
}

/// The hash without the projector flag.
fn strip_projector(hash: &str) -> String {
    crate::util::without_flag(hash, crate::util::PROJECTOR_FLAG)
}

/// The page's address without the embed flag: what "Open in nimlab" opens.
fn open_in_nimlab_url() -> String {
    let url = crate::util::current_url();
    match url.split_once('#') {
        Some((base, hash)) => format!("{base}#{}", crate::util::without_flag(hash, crate::util::EMBED_FLAG)),
        None => url,
    }
}

#[component]
pub fn App() -> Html {
    let route = use_state(current_route);
    // Counts the links followed: every page is keyed by it, so a link always opens what it
    // says, even when the page had since moved on (a lesson stepped, a game played) and its
    // address was replaced without a navigation.
    let visit = use_state(|| 0u32);
    let visits = use_mut_ref(|| 0u32);
    let projector = use_state(|| crate::util::hash_has_projector(&current_hash()));
    let palette = use_state(|| crate::util::load_setting("palette").unwrap_or_else(|| "safe".into()));
    let share = use_state(|| false);
    // Embed mode is read from the link the frame opened; links followed inside keep it.
    let embed = use_state(|| crate::util::hash_has_flag(&current_hash(), crate::util::EMBED_FLAG));
    crate::util::set_projector(*projector);
    crate::util::set_embed(*embed);
    apply_root_classes(*projector, *embed, &palette);
    {
        let route = route.clone();
        let (projector, embed) = (projector.clone(), embed.clone());
        let (visit, visits, share) = (visit.clone(), visits.clone(), share.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "hashchange", move |_| {
                    // Projector mode is switched off only by its button: a link followed while
                    // it is on keeps it (and the address bar shows it).
                    let hash = current_hash();
                    if crate::util::hash_has_projector(&hash) {
                        crate::util::set_projector(true);
                        projector.set(true);
                    }
                    // The state too, not only the flag: the next render sets the flag from it.
                    if crate::util::hash_has_flag(&hash, crate::util::EMBED_FLAG) {
                        crate::util::set_embed(true);
                        embed.set(true);
                    }
                    if with_flags_missing(&hash) {
                        crate::util::replace_hash(&hash);
                    }
                    route.set(current_route());
                    *visits.borrow_mut() += 1;
                    visit.set(*visits.borrow());
                    share.set(false);
                    // A new page opens at its top, not at the scroll position of the last one.
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let toggle_projector = {
        let projector = projector.clone();
        Callback::from(move |_: MouseEvent| {
            let on = !*projector;
            crate::util::set_projector(on);
            let base = strip_projector(&current_hash());
            crate::util::replace_hash(if base.is_empty() { "#/" } else { &base });
            projector.set(on);
        })
    };
    let onpalette = {
        let palette = palette.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            crate::util::save_setting("palette", &v);
            palette.set(v);
        })
    };
    let toggle_share = {
        let share = share.clone();
        Callback::from(move |_: MouseEvent| share.set(!*share))
    };
    let close_share = {
        let share = share.clone();
        Callback::from(move |_: ()| share.set(false))
    };
    // The first page is drawn one task after the app starts: starting the wasm and drawing a
    // page in one task took 51-109 ms on a slow machine (functions are compiled as they are
    // first called), over the 50 ms a task may take. Until then index.html's static view
    // stays; it gives way in the task that draws the page, so nothing moves.
    let started = use_state(|| false);
    {
        let started = started.clone();
        use_effect_with((), move |_| {
            gloo_timers::callback::Timeout::new(0, move || started.set(true)).forget();
        });
    }
    use_effect_with(*started, |started| {
        if *started {
            if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
                boot.remove();
            }
        }
    });
    if !*started {
        return html! {};
    }
    if *embed {
        // The board, the status and the moves, without the site's header, and a way out.
        return html! {
            <crate::client::SolverProvider>
                <p class="embed-bar"><a href={open_in_nimlab_url()} target="_blank" rel="noopener"
                    data-testid="open-in-nimlab">{ "Open in nimlab ↗" }</a></p>
                <main key={*visit}>{ page(&route) }</main>
            </crate::client::SolverProvider>
        };
    }
    html! {
        <crate::client::SolverProvider>
            <header data-testid="site-header">
                <a href="#/" class="brand">{ "nimlab" }</a>
                <span class="tagline">{ "combinatorial games, solved in your browser" }</span>
                <span class="header-tools">
                    <button onclick={toggle_share} aria-pressed={share.to_string()} data-testid="share-button">{ "Share / QR" }</button>
                    <button onclick={toggle_projector} aria-pressed={projector.to_string()} data-testid="projector-button">{ "Projector mode" }</button>
                    <label>{ "Colours " }
                        <select onchange={onpalette} aria-label="colour palette">
                            <option value="safe" selected={*palette == "safe"}>{ "blue / vermilion (colour-blind safe)" }</option>
                            <option value="classic" selected={*palette == "classic"}>{ "green / red" }</option>
                            <option value="mono" selected={*palette == "mono"}>{ "black / white (shapes only)" }</option>
                        </select>
                    </label>
                </span>
            </header>
            if *share { <crate::share::SharePanel onclose={close_share} /> }
            <main key={*visit}>{ page(&route) }</main>
        </crate::client::SolverProvider>
    }
}

/// Whether a hash lacks a flag that is on (a link followed inside the page drops them).
fn with_flags_missing(hash: &str) -> bool {
    crate::util::with_flags(hash) != hash
}

fn invalid(reason: &str) -> Html {
    html! {
        <section class="invalid" data-testid="link-error" role="alert">
            <h2>{ "This link cannot be opened" }</h2>
            <p>{ reason }</p>
            <p><a href="#/">{ "Back to the catalogue" }</a></p>
        </section>
    }
}

/// A link whose `what` text does not parse: the message, and the text with the faulty
/// character marked.
fn invalid_text(what: &str, error: &JobError, text: &str) -> Html {
    html! {
        <section class="invalid" data-testid="link-error" role="alert">
            <h2>{ "This link cannot be opened" }</h2>
            <p>{ format!("{what}: ") }{ error_with_text(error, text) }</p>
            <p><a href="#/">{ "Back to the catalogue" }</a></p>
        </section>
    }
}

/// A route's game, found and checked for what its page needs, with the position made
/// canonical for a play page.
struct Resolved {
    game: Box<dyn Game>,
    position: String,
}

/// The game a route names, or the invalid-link page saying why it cannot be opened: the one
/// place a route's game is looked up. `Ok(None)` for the routes that name no game.
fn resolve(route: &Route) -> Result<Option<Resolved>, Html> {
    let id = match route {
        Route::Table { game, .. }
        | Route::Play { game, .. }
        | Route::Analyze { game, .. }
        | Route::Quiz { game, .. } => game,
        _ => return Ok(None),
    };
    let typed = match route {
        Route::Play { position, .. } => position.as_str(),
        _ => "",
    };
    // A table may be asked for by a name of its own (`chomp4`), which stands for its game's.
    let looked_up = match route {
        Route::Table { .. } => engine::games::table_game(id),
        _ => id,
    };
    let (g, typed) = match lookup(looked_up) {
        Ok(g) => (g, typed.to_string()),
        Err(e) => game_with_slash(id, typed).ok_or_else(|| invalid(&format!("The game '{id}' is not valid: {e}.")))?,
    };
    let mut position = String::new();
    match route {
        Route::Table { .. } if !g.has_table() => return Err(invalid(&format!("{} has no table.", g.name()))),
        Route::Analyze { .. } if g.sequence_limit() == 0 => {
            return Err(invalid(&format!("{} is not a heap game, so it has no value sequence.", g.name())));
        }
        Route::Play { misere, .. } => {
            let typed = &typed;
            position = g.normalize(typed).map_err(|e| {
                let what = format!("The position '{typed}' is not valid for {}", g.name());
                invalid_text(&what, &JobError::parse(ErrorKind::Input, &e, typed), typed)
            })?;
            if *misere && !g.has_misere() {
                return Err(invalid(&format!("{} has no misère variant.", g.name())));
            }
        }
        _ => {}
    }
    Ok(Some(Resolved { game: g, position }))
}

/// A link typed by hand may leave a '/' of the game's own id raw (`#/play/windup:1,3/10/3,4`,
/// where the game is `windup:1,3/10`), and the route ends the game at the first '/'. A game that
/// is not valid is tried again with the position's leading parts moved into its id, the first
/// that is valid winning; `None` when none is.
fn game_with_slash(id: &str, position: &str) -> Option<(Box<dyn Game>, String)> {
    let parts: Vec<&str> = position.split('/').collect();
    (1..parts.len()).find_map(|k| {
        let game = format!("{id}/{}", parts[..k].join("/"));
        lookup(&game).ok().map(|g| (g, parts[k..].join("/")))
    })
}

fn page(route: &Route) -> Html {
    let resolved = match resolve(route) {
        Ok(r) => r,
        Err(page) => return page,
    };
    let key = route.to_hash();
    match (route, resolved) {
        (Route::Catalogue, _) => html! { <CataloguePage /> },
        (Route::Invalid { reason }, _) => invalid(reason),
        (Route::Table { game: name, size }, Some(Resolved { game: g, .. })) => {
            // The table's own name when it has one, so the worker makes that table.
            let table = if engine::games::table_game(name) == name.as_str() { g.id() } else { name.clone() };
            html! { <TablePage {key} game={table} name={g.name()} size={*size} /> }
        }
        (Route::AlphaBeta { tree, order }, _) => {
            html! { <AlphaBetaPage {key} tree={tree.clone()} order={order.clone()} /> }
        }
        (Route::Play { hidden, side, .. }, Some(Resolved { game: g, position })) if g.is_partizan(&position) => html! {
            <crate::pages::partizan::PartizanPage {key} game={g.id()} name={g.name()} sides={g.sides(&position)}
                edit={g.edit_spec()} side={*side}
                {position} hidden={*hidden} has_table={g.has_table()} />
        },
        (Route::Play { misere, hidden, .. }, Some(Resolved { game: g, position })) => html! {
            <PlayPage {key} game={g.id()} name={g.name()} {position} misere={*misere} hidden={*hidden}
                has_misere={g.has_misere()} quotient={g.misere_rules().map(|r| r.to_string())} has_sequence={g.sequence_limit() > 0} has_table={g.has_table()}
                panels={g.panels()} />
        },
        (Route::Analyze { to, .. }, Some(Resolved { game: g, .. })) => {
            html! { <AnalyzePage {key} game={g.id()} name={g.name()} to={*to} limit={g.sequence_limit()} places={g.places()} /> }
        }
        (Route::Dag { position }, _) => {
            html! { <crate::pages::dag::DagPage {key} position={position.clone()} /> }
        }
        (Route::SumBuilder { position }, _) => {
            html! { <crate::pages::sum::SumBuilderPage {key} position={position.clone()} /> }
        }
        // Keyed by the link, so another lesson's link starts afresh (its steps and step).
        (Route::Lesson { title, steps, step }, _) => html! {
            <crate::pages::lesson::LessonPage {key} title={title.clone()} steps={steps.clone()} step={*step} />
        },
        (Route::LessonEditor, _) => html! { <crate::pages::lesson::editor::LessonEditorPage /> },
        (Route::Quotient { game, heaps, name }, _) => html! {
            <crate::pages::quotient::QuotientPage {key} game={game.clone()} heaps={*heaps} name={name.clone()} />
        },
        (Route::Compare { first, second }, _) => html! {
            <crate::pages::compare::ComparePage {key} first={first.clone()} second={second.clone()} />
        },
        (Route::Value { form }, _) => html! { <crate::pages::value::ValuePage {key} form={form.clone()} /> },
        (Route::Quiz { seed, n, kind, from, positions, .. }, Some(Resolved { game: g, .. })) => html! {
            <crate::pages::quiz::QuizPage {key} game={g.id()} name={g.name()} seed={*seed} n={*n}
                kind={*kind} from={from.clone()} positions={positions.clone()} />
        },
        // `resolve` gives every route that names a game its game, or refuses it.
        (Route::Table { .. } | Route::Play { .. } | Route::Analyze { .. } | Route::Quiz { .. }, None) => {
            invalid("The link names a game that could not be found.")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A raw '/' of the game's id in a typed link: the game is found with it, the rest is the
    /// position; a game that is not valid either way is still refused.
    #[test]
    fn a_raw_slash_of_the_game_id_is_read_back() {
        let (g, position) = game_with_slash("windup:1,3", "10/3,4").expect("windup:1,3/10");
        assert_eq!((g.id(), position.as_str()), ("windup:1,3/10".to_string(), "3,4"));
        assert!(game_with_slash("windup:1,3", "3,4").is_none());
        assert!(game_with_slash("no-such-game", "10/3,4").is_none());
        let route = Route::parse("#/play/windup:1,3/10/3,4");
        assert!(resolve(&route).is_ok_and(|r| r.is_some_and(|r| r.game.id() == "windup:1,3/10" && r.position == "3,4")));
    }
}
