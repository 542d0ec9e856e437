//! The compare page: two games G and H, each a form (`{1|-1}`, `^^*`), an expression of forms
//! or a position `game:position` (of a partizan game, or an impartial one as a nimber), their
//! values, and G - H: its outcome class says G > H, G < H, G = H or G ‖ H. The worker values
//! the comparison as the value calculator does; two positions' difference can be played. Loopy
//! games (`over`, `on & off`) are compared by their order, which the worker's answer names.

use engine::Outcome;
use yew::prelude::*;

use engine::games::builders::sums::{difference, parse, ENTRY as SUM};

use crate::cgt_text::{glyphs, loopy_glyphs};
use crate::client::use_job;
use crate::errors::error_with_text;
use crate::protocol::{ValueOf, Valued};
use crate::route::Route;
use engine::cgt::loopy_report::LoopyAnswer;

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

/// The relation of two loopy games as the worker judged it (`=`, `>`, `<`, `||`), with why.
pub fn loopy_relation(relation: &str) -> (&'static str, String) {
    let rel = match relation {
        "=" => "=",
        ">" => ">",
        "<" => "<",
        _ => "‖",
    };
    let why = format!(
        "Loopy games are compared by their order as stoppers, side by side for sided values (onside with onside, \
         offside with offside), not through G − H, which may have no simplest form: G {rel} H."
    );
    (rel, why)
}

/// The comparison the worker values: the two texts in parentheses, so that each is one game
/// (`^ + *` as a whole; a position ends at the parenthesis).
pub fn comparison_text(first: &str, second: &str) -> String {
    format!("({}) = ({})", first.trim(), second.trim())
}

#[component]
pub fn ComparePage(p: &CompareProps) -> Html {
    let first = use_state(|| p.first.clone());
    let second = use_state(|| p.second.clone());
    let job = use_job::<ValueOf>();
    let ready = !p.first.trim().is_empty() && !p.second.trim().is_empty();
    let text = comparison_text(&p.first, &p.second);
    {
        let (job, text) = (job.clone(), text.clone());
        use_effect_with((text, ready), move |(text, ready)| {
            if *ready {
                job.run(ValueOf { text: text.clone() });
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
    // Two positions can be played against each other as a sum; forms cannot.
    let difference_game = difference(&p.first, &p.second);
    let playable = parse(&difference_game).is_ok();
    let result = match (job.state().done().map(|a| &**a), job.state().error()) {
        _ if !ready => html! {
            // The boot screen shows the same prompt while the app loads.
            <p class="compare-prompt">{ crate::boot_texts::COMPARE_PROMPT }</p>
        },
        (_, Some(e)) => html! {
            <p class="status error" data-testid="status" data-outcome="error" role="alert">
                { "These cannot be compared: " }{ error_with_text(e, &text) }
            </p>
        },
        (Some(Valued::Loopy(LoopyAnswer::Comparison(j))), None) => {
            let (rel, why) = loopy_relation(&j.relation);
            html! {
                <div class="compare-result" data-testid="comparison" data-relation={rel}>
                    <p class="relation"><strong>{ format!("G {rel} H") }</strong></p>
                    <p data-testid="compare-echo">{ format!("G = {}; H = {}. ", loopy_glyphs(&j.left), loopy_glyphs(&j.right)) }{ why }</p>
                </div>
            }
        }
        (Some(Valued::Loopy(LoopyAnswer::Value(_))), None) => html! {
            <p class="status error" data-testid="status" data-outcome="error" role="alert">
                { "These cannot be compared: write each game alone, without a comparison inside it." }
            </p>
        },
        (Some(Valued::Short(answer)), None) => {
            let (rel, why) = relation(answer.outcome);
            let (g, h) = answer.comparison.as_ref().map(|j| (j.left.clone(), j.right.clone())).unwrap_or_default();
            let diff = answer.value.canonical.clone();
            let play = Route::play(SUM.id.into(), difference_game.clone()).to_hash();
            html! {
                <div class="compare-result" data-testid="comparison" data-relation={rel}>
                    <p class="relation"><strong>{ format!("G {rel} H") }</strong></p>
                    <p data-testid="compare-echo">{ format!("G = {} = {}; H = {} = {}; so G − H = {}. ", p.first.trim(), glyphs(&g), p.second.trim(), glyphs(&h), glyphs(&diff)) }{ why }</p>
                    if playable {
                        <p><a href={play} data-testid="play-difference">{ "Play G − H" }</a>
                            { " to see it: Left wins it moving second exactly when G ≥ H." }</p>
                    }
                </div>
            }
        }
        (None, None) => html! {
            <p class="status pending" data-testid="status" data-outcome="pending">{ "Comparing… " }<progress aria-label="comparing in the worker"></progress></p>
        },
    };
    html! {
        <section class="compare">
            <h2>{ "Compare two games" }</h2>
            <form {onsubmit} class="compare-form">
                <label>{ "G " }<input type="text" value={(*first).clone()} oninput={input(&first)} data-testid="compare-g"
                    placeholder="{1|-1} or game:position" spellcheck="false" /></label>
                <label>{ "H " }<input type="text" value={(*second).clone()} oninput={input(&second)} data-testid="compare-h"
                    placeholder="^^* or game:position" spellcheck="false" /></label>
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
    fn forms_are_compared_whole() {
        assert_eq!(comparison_text(" {1|-1} ", "^ + ^ + *"), "({1|-1}) = (^ + ^ + *)");
    }

    #[test]
    fn the_relations() {
        assert_eq!(relation(Outcome::P).0, "=");
        assert_eq!(relation(Outcome::L).0, ">");
        assert_eq!(relation(Outcome::R).0, "<");
        assert_eq!(relation(Outcome::N).0, "‖");
    }
}
