//! The sum builder: pick impartial games and positions one at a time, see the sum's notation,
//! and open it on the play page, which lists every component's moves with the winning ones
//! shaded. The sum being built is kept in the link (`#/sum-builder/nim:3 + nim:4`).

mod state;

use engine::games::builders::sums as sum;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::errors::error_with_text;
use crate::route::Route;
use crate::util::replace_hash;
use state::{choices, Action, SumState};

/// How the sum's value follows from its components': the XOR of Grundy values when every part
/// is impartial; the sum of the values (canonical forms) when any part is partizan.
pub fn intro(partizan: bool) -> &'static str {
    if partizan {
        "A part is partizan (Left and Right have different moves), so the sum's value is the sum of the parts' \
         values (their canonical forms; an impartial part counts as the nimber ⋆n of its Grundy value n), and \
         the outcome class of that sum says who wins."
    } else {
        "Every part is impartial, so the sum's Grundy value is the XOR of the parts' Grundy values, and a \
         winning move makes the XOR 0."
    }
}

#[derive(Properties, PartialEq)]
pub struct SumBuilderProps {
    /// The sum in the link, if any (not yet checked).
    pub position: Option<String>,
}

#[component]
pub fn SumBuilderPage(p: &SumBuilderProps) -> Html {
    let state = use_reducer({
        let position = p.position.clone();
        move || SumState::from_link(position.as_deref())
    });
    let text = state.text();
    {
        let text = text.clone();
        use_effect_with(text, |text| {
            let position = if text.is_empty() { None } else { Some(text.clone()) };
            replace_hash(&Route::SumBuilder { position }.to_hash());
        });
    }

    let checked = state.checked();
    let send = |f: fn(String) -> Action| {
        let state = state.clone();
        move |value: String| state.dispatch(f(value))
    };
    let onentry = {
        let send = send(Action::Choose);
        Callback::from(move |e: Event| send(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let bind = |f: fn(String) -> Action| {
        let send = send(f);
        Callback::from(move |e: InputEvent| send(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let onsubmit = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            state.dispatch(Action::Add);
        })
    };
    let onclear = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::Clear))
    };
    let components = &state.components;

    let list = components.iter().enumerate().map(|(i, (g, pos))| {
        let remove = {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| state.dispatch(Action::Remove(i)))
        };
        let label = format!("{g}:{pos}");
        html! {
            <li data-component={label.clone()}>
                <code>{ label.clone() }</code>{ " " }
                <a href={Route::play(g.clone(), pos.clone()).to_hash()}>{ "play alone" }</a>{ " " }
                <button onclick={remove} aria-label={format!("remove component {} ({label})", i + 1)}
                    data-testid={format!("remove-{}", i + 1)}>{ "Remove" }</button>
            </li>
        }
    });

    let play = Route::play(sum::ENTRY.id.into(), text.clone());
    html! {
        <section class="sum-builder">
            <h2>{ "Sum builder" }</h2>
            <p data-testid="sum-intro">{ "A sum is several games played side by side: a move is a move in one of them, and the player \
                  who cannot move loses. " }{ intro(state::any_partizan(components)) }{ " Pick a game, type a position and add it; then play the sum." }</p>
            if let Some((e, text)) = &state.link_error {
                <p class="error" role="alert" data-testid="sum-link-error">
                    { "The sum in this link cannot be opened: " }{ error_with_text(e, text) }</p>
            }
            <form class="open" {onsubmit}>
                <label>{ "Game " }
                    <select onchange={onentry} aria-label="game" data-testid="sum-game-select">
                        { for choices().map(|c| html! {
                            <option value={c.id} selected={state.entry == c.id}>{ format!("{} ({})", c.name, c.id) }</option>
                        }) }
                    </select>
                </label>
                <label>{ "Game id " }
                    <input value={state.game.clone()} oninput={bind(Action::SetGame)} aria-label="game id with parameters"
                        data-testid="sum-game" spellcheck="false" autocomplete="off" size="14" />
                </label>
                <label>{ "Position " }
                    <input value={state.position.clone()} oninput={bind(Action::SetPosition)} aria-label="position"
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
