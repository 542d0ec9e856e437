//! The value calculator: a student types a form (`{0|{0|-1}}`, `^*`, `+-1`) or a position
//! `game:position`, and the worker values it: canonical form, outcome class, stops,
//! temperature, the thermograph with its cooling slider, the value theory and the working.
//! Submitting writes the text into the link, so the page can be shared.

use std::rc::Rc;

use yew::prelude::*;

use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::pages::partizan::{CooledThermograph, ValuePanel, WorkingPanel};
use crate::protocol::{ErrorKind, ValueOf};
use crate::route::Route;

/// Forms a student may try, each a link.
const EXAMPLES: [&str; 6] = ["{0|{0|-1}}", "^*", "+-1", "{2|-1/2}", "{0|^*}", "^ + ^ + *"];

#[derive(Properties, PartialEq)]
pub struct ValueProps {
    /// The text from the link (empty: nothing typed yet).
    pub form: String,
}

#[component]
pub fn ValuePage(p: &ValueProps) -> Html {
    let typed = use_state(|| p.form.clone());
    let job = use_job::<ValueOf>();
    {
        let job = job.clone();
        use_effect_with(p.form.clone(), move |form| {
            if !form.trim().is_empty() {
                job.run(ValueOf { text: form.trim().to_string() });
            }
        });
    }
    let oninput = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| typed.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    let onsubmit = {
        let typed = typed.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let hash = Route::Value { form: (*typed).trim().to_string() }.to_hash();
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&hash);
            }
        })
    };
    let text = p.form.trim().to_string();
    let result = match (job.state().done(), job.state().error()) {
        _ if text.is_empty() => html! {
            <p data-testid="value-hint">{ "Type a form in braces such as {1|{0|-1}}, in the short notation (^*, +-1, 3/4, *2), \
                                           or a position as game:position." }</p>
        },
        (_, Some(e)) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        (_, Some(e)) => html! {
            <p class="status error" data-testid="status" data-outcome="error" role="alert">
                { "This cannot be valued: " }{ error_with_text(e, &text) }
            </p>
        },
        (Some(answer), None) => {
            let v = Rc::new((*answer.value).clone());
            html! {
                <div class="value-result" data-testid="value-result">
                    <ValuePanel value={v.clone()} outcome={answer.outcome} />
                    <crate::value_theory::TheoryPanel theory={Rc::new(v.theory.clone())} canonical={v.canonical.clone()} />
                    <CooledThermograph value={v.clone()} />
                    <WorkingPanel working={Rc::new(v.working.clone())} />
                </div>
            }
        }
        (None, None) => html! {
            <p class="status pending" data-testid="status" data-outcome="pending">
                { "Valuing… " }<progress aria-label="valuing in the worker"></progress>
            </p>
        },
    };
    html! {
        <section class="value-calculator">
            <h2>{ "Value calculator" }</h2>
            <form {onsubmit} class="value-form">
                <label for="value-input">{ "Form or position" }</label>
                <input id="value-input" type="text" value={(*typed).clone()} {oninput} data-testid="value-input"
                    placeholder="{0|{0|-1}}" spellcheck="false" autocomplete="off" />
                <button type="submit" data-testid="value-go">{ "Value it" }</button>
            </form>
            <p class="examples">{ "Try: " }
                { for EXAMPLES.iter().enumerate().map(|(i, ex)| html! {
                    <>{ if i > 0 { " · " } else { "" } }<a href={Route::Value { form: (*ex).into() }.to_hash()}><code>{ *ex }</code></a></>
                }) }
            </p>
            { result }
        </section>
    }
}
