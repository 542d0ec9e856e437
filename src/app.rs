//! The root component: reads the route from the URL hash and shows its page.

use engine::games::lookup;
use yew::prelude::*;

use crate::pages::alphabeta::AlphaBetaPage;
use crate::pages::analyze::AnalyzePage;
use crate::pages::catalogue::CataloguePage;
use crate::pages::play::PlayPage;
use crate::route::Route;

fn current_route() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    Route::parse(&hash)
}

#[component]
pub fn App() -> Html {
    let route = use_state(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| gloo_events::EventListener::new(&w, "hashchange", move |_| route.set(current_route())));
            move || drop(listener)
        });
    }
    html! {
        <>
            <header>
                <a href="#/" class="brand">{ "nimlab" }</a>
                <span class="tagline">{ "combinatorial games, solved in your browser" }</span>
            </header>
            <main>{ page(&route) }</main>
        </>
    }
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

fn page(route: &Route) -> Html {
    match route {
        Route::Catalogue => html! { <CataloguePage /> },
        Route::Invalid { reason } => invalid(reason),
        Route::AlphaBeta { tree, order } => {
            html! { <AlphaBetaPage key={route.to_hash()} tree={tree.clone()} order={order.clone()} /> }
        }
        Route::Play { game, position, misere } => {
            let g = match lookup(game) {
                Ok(g) => g,
                Err(e) => return invalid(&format!("The game '{game}' is not valid: {e}.")),
            };
            let canonical = match g.normalize(position) {
                Ok(p) => p,
                Err(e) => return invalid(&format!("The position '{position}' is not valid for {}: {e}.", g.name())),
            };
            if *misere && !g.has_misere() {
                return invalid(&format!("{} has no misère variant.", g.name()));
            }
            let key = route.to_hash();
            html! {
                <PlayPage {key} game={g.id()} name={g.name()} position={canonical} misere={*misere}
                    has_misere={g.has_misere()} has_sequence={g.sequence_limit() > 0} />
            }
        }
        Route::Analyze { game, to } => {
            let g = match lookup(game) {
                Ok(g) => g,
                Err(e) => return invalid(&format!("The game '{game}' is not valid: {e}.")),
            };
            if g.sequence_limit() == 0 {
                return invalid(&format!("{} is not a heap game, so it has no value sequence.", g.name()));
            }
            html! { <AnalyzePage key={route.to_hash()} game={g.id()} name={g.name()} to={*to} limit={g.sequence_limit()} /> }
        }
    }
}
