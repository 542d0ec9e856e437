//! The sum builder: pick impartial games and positions one at a time, see the sum's notation,
//! and open it on the play page, which lists every component's moves with the winning ones
//! shaded. The sum being built is kept in the link (`#/sum-builder/nim:3 + nim:4`).

use engine::games::{lookup, sum, Entry, CATALOGUE};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::errors::error_with_text;
use crate::protocol::{ErrorKind, JobError};
use crate::route::Route;
use crate::util::replace_hash;

/// The games offered in the select: those that may be components (each game's entry says).
fn choices() -> impl Iterator<Item = &'static Entry> {
    CATALOGUE.iter().filter(|e| e.sum_component)
}

#[derive(Properties, PartialEq)]
pub struct SumBuilderProps {
    /// The sum in the link, if any (not yet checked).
    pub position: Option<String>,
}

/// One component: canonical game id and canonical position.
type Component = (String, String);

fn sum_text(components: &[Component]) -> String {
    components.iter().map(|(g, p)| format!("{g}:{p}")).collect::<Vec<_>>().join(" + ")
}

/// The components of the sum in the link, or why it cannot be read (with the text the error
/// points into).
fn from_link(position: &Option<String>) -> (Vec<Component>, Option<(JobError, String)>) {
    match position.as_deref().map(str::trim) {
        None | Some("") => (Vec::new(), None),
        Some(text) => match sum::parse(text) {
            Ok(comps) => (comps.into_iter().map(|c| (c.id, c.position)).collect(), None),
            Err(e) => (Vec::new(), Some((JobError::parse(ErrorKind::Input, &e, text), text.to_string()))),
        },
    }
}

/// Checks a typed game id and position, returning the canonical component.
fn check(game: &str, position: &str, existing: &[Component]) -> Result<Component, String> {
    let g = lookup(game).map_err(|e| format!("Game: {e}"))?;
    if let Some(why) = sum::component_refusal(g.as_ref()) {
        return Err(format!("Game: {why}"));
    }
    let p = g.normalize(position).map_err(|e| format!("Position: {e}"))?;
    let component = (g.id(), p);
    // The whole sum must still read back (this also enforces the engine's component limit).
    let mut all = existing.to_vec();
    all.push(component.clone());
    sum::parse(&sum_text(&all)).map_err(|e| format!("Sum: {e}"))?;
    Ok(component)
}

#[component]
pub fn SumBuilderPage(p: &SumBuilderProps) -> Html {
    let first = choices().next().expect("the catalogue has impartial games");
    let initial = use_memo(p.position.clone(), from_link);
    let components = use_state(|| initial.0.clone());
    let link_error = use_state(|| initial.1.clone());
    let entry = use_state(|| first.id.to_string());
    let game = use_state(|| first.example_game.to_string());
    let position = use_state(|| first.example_position.to_string());

    let text = sum_text(&components);
    {
        let text = text.clone();
        use_effect_with(text, |text| {
            let position = if text.is_empty() { None } else { Some(text.clone()) };
            replace_hash(&Route::SumBuilder { position }.to_hash());
        });
    }

    let checked = check(&game, &position, &components);

    let onentry = {
        let (entry, game, position) = (entry.clone(), game.clone(), position.clone());
        Callback::from(move |e: Event| {
            let id = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(chosen) = choices().find(|c| c.id == id) {
                game.set(chosen.example_game.to_string());
                position.set(chosen.example_position.to_string());
            }
            entry.set(id);
        })
    };
    let bind = |h: UseStateHandle<String>| {
        Callback::from(move |e: InputEvent| h.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let onsubmit = {
        let components = components.clone();
        let checked = checked.clone();
        let link_error = link_error.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Ok(c) = &checked {
                let mut next = (*components).clone();
                next.push(c.clone());
                components.set(next);
                link_error.set(None);
            }
        })
    };
    let onclear = {
        let components = components.clone();
        Callback::from(move |_: MouseEvent| components.set(Vec::new()))
    };

    let list = components.iter().enumerate().map(|(i, (g, pos))| {
        let remove = {
            let components = components.clone();
            Callback::from(move |_: MouseEvent| {
                let mut next = (*components).clone();
                next.remove(i);
                components.set(next);
            })
        };
        let label = format!("{g}:{pos}");
        html! {
            <li data-component={label.clone()}>
                <code>{ label.clone() }</code>{ " " }
                <a href={Route::Play { game: g.clone(), position: pos.clone(), misere: false }.to_hash()}>{ "play alone" }</a>{ " " }
                <button onclick={remove} aria-label={format!("remove component {} ({label})", i + 1)}
                    data-testid={format!("remove-{}", i + 1)}>{ "Remove" }</button>
            </li>
        }
    });

    let play = Route::Play { game: sum::ENTRY.id.into(), position: text.clone(), misere: false };
    html! {
        <section class="sum-builder">
            <h2>{ "Sum builder" }</h2>
            <p>{ "A sum is several games played side by side: a move is a move in one of them, and the player \
                  who cannot move loses. Its Grundy value is the XOR of the components' values, so a winning move \
                  makes the XOR 0. Pick a game, type a position and add it; then play the sum." }</p>
            if let Some((e, text)) = &*link_error {
                <p class="error" role="alert" data-testid="sum-link-error">
                    { "The sum in this link cannot be opened: " }{ error_with_text(e, text) }</p>
            }
            <form class="open" {onsubmit}>
                <label>{ "Game " }
                    <select onchange={onentry} aria-label="game" data-testid="sum-game-select">
                        { for choices().map(|c| html! {
                            <option value={c.id} selected={*entry == c.id}>{ format!("{} ({})", c.name, c.id) }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Game id " }
                    <input value={(*game).clone()} oninput={bind(game.clone())} aria-label="game id with parameters"
                        data-testid="sum-game" spellcheck="false" autocomplete="off" size="14" />
                </label>
                <label>{ "Position " }
                    <input value={(*position).clone()} oninput={bind(position.clone())} aria-label="position"
                        data-testid="sum-position" spellcheck="false" autocomplete="off"
                        aria-invalid={checked.is_err().to_string()}
                        aria-describedby={checked.is_err().then_some("sum-error")} />
                </label>
                <button type="submit" disabled={checked.is_err()} data-testid="sum-add">{ "Add" }</button>
            </form>
            <p class="muted" aria-live="polite">{
                match &checked {
                    Ok((g, pos)) => html! { <span data-testid="sum-preview">{ format!("Will add {g}:{pos}") }</span> },
                    Err(e) => html! { <span class="error" id="sum-error" data-testid="sum-error">{ e }</span> },
                }
            }</p>
            <h3>{ format!("Components ({})", components.len()) }</h3>
            if components.is_empty() {
                <p class="muted" data-testid="sum-empty">{ "No components yet." }</p>
            } else {
                <ol class="components" data-testid="sum-components">{ for list }</ol>
            }
            <p>{ "The sum: " }<code data-testid="sum-text">{ if text.is_empty() { "(empty)".to_string() } else { text.clone() } }</code></p>
            <div class="controls">
                if components.is_empty() {
                    <span class="muted">{ "Add a component to play the sum." }</span>
                } else {
                    <a class="button" href={play.to_hash()} data-testid="play-sum">{ "Play the sum" }</a>
                    <button onclick={onclear} data-testid="sum-clear">{ "Remove all" }</button>
                }
            </div>
        </section>
    }
}
