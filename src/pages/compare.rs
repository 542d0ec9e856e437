//! The compare page: two positions G and H (of partizan games, or impartial ones as nimbers),
//! their values, and G - H played out as a sum: its outcome class says G > H, G < H, G = H or
//! G ‖ H. The difference is solved by the worker like any sum, and can be played from here.

use engine::Outcome;
use yew::prelude::*;

use engine::games::builders::sums::{difference, ENTRY as SUM};

use crate::cgt_text::glyphs;
use crate::client::use_job;
use crate::errors::error_with_text;
use crate::protocol::Solve;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct CompareProps {
    pub first: String,
    pub second: String,
}

/// The relation read from the outcome of G - H, with why.
pub fn relation(outcome: Outcome) -> (&'static str, &'static str) {
    match outcome {
        Outcome::P => ("=", "G − H is a second-player win (P): whoever starts in it loses, so G = H."),
        Outcome::L => (">", "G − H is a win for Left whoever starts (L), so G > H."),
        Outcome::R => ("<", "G − H is a win for Right whoever starts (R), so G < H."),
        _ => ("‖", "G − H is a first-player win (N): whoever starts wins, so G and H are confused, G ‖ H."),
    }
}

#[component]
pub fn ComparePage(p: &CompareProps) -> Html {
    let first = use_state(|| p.first.clone());
    let second = use_state(|| p.second.clone());
    let job = use_job::<Solve>();
    let ready = !p.first.trim().is_empty() && !p.second.trim().is_empty();
    let position = difference(&p.first, &p.second);
    {
        let (job, position) = (job.clone(), position.clone());
        use_effect_with((position, ready), move |(position, ready)| {
            if *ready {
                job.run(Solve { game: SUM.id.into(), position: position.clone(), misere: false });
            }
        });
    }
    let input = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |e: InputEvent| state.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    let onsubmit = {
        let (first, second) = (first.clone(), second.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let hash = Route::Compare { first: (*first).clone(), second: (*second).clone() }.to_hash();
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&hash);
            }
        })
    };
    let result = match (job.state().done(), job.state().error()) {
        _ if !ready => {
            html! { <p>{ "Write two positions as game:position, as in a sum: the game's id, a colon, the position." }</p> }
        }
        (_, Some(e)) => html! {
            <p class="status error" data-testid="status" data-outcome="error" role="alert">
                { "These cannot be compared: " }{ error_with_text(e, &position) }
            </p>
        },
        (Some(sol), None) => {
            let (rel, why) = relation(sol.outcome);
            let parts = sol.partizan.as_ref().map(|v| v.working.parts.clone()).unwrap_or_default();
            let value = |i: usize| parts.get(i).map(|(_, v)| v.clone()).unwrap_or_default();
            let diff = sol.partizan.as_ref().map(|v| v.canonical.clone()).unwrap_or_default();
            let play = Route::play(SUM.id.into(), sol.position.clone()).to_hash();
            html! {
                <div class="compare-result" data-testid="comparison" data-relation={rel}>
                    <p class="relation"><strong>{ format!("G {rel} H") }</strong></p>
                    // H is the sum's second part, played negated: its value there is −H.
                    <p>{ format!("G = {}, −H = {}, so G − H = {}. ", glyphs(&value(0)), glyphs(&value(1)), glyphs(&diff)) }{ why }</p>
                    <p><a href={play} data-testid="play-difference">{ "Play G − H" }</a>
                        { " to see it: Left wins it moving second exactly when G ≥ H." }</p>
                </div>
            }
        }
        (None, None) => html! {
            <p class="status pending" data-testid="status" data-outcome="pending">{ "Comparing… " }<progress aria-label="comparing in the worker"></progress></p>
        },
    };
    html! {
        <section class="compare">
            <h2>{ "Compare two positions" }</h2>
            <form {onsubmit} class="compare-form">
                <label>{ "G " }<input type="text" value={(*first).clone()} oninput={input(&first)} data-testid="compare-g"
                    placeholder="game:position" spellcheck="false" /></label>
                <label>{ "H " }<input type="text" value={(*second).clone()} oninput={input(&second)} data-testid="compare-h"
                    placeholder="game:position" spellcheck="false" /></label>
                <button type="submit" data-testid="compare-go">{ "Compare" }</button>
            </form>
            { result }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relations() {
        assert_eq!(relation(Outcome::P).0, "=");
        assert_eq!(relation(Outcome::L).0, ">");
        assert_eq!(relation(Outcome::R).0, "<");
        assert_eq!(relation(Outcome::N).0, "‖");
    }
}
