//! The value calculator: a student types an expression of games (`{0|{0|-1}}`, `^ + ^ + *`,
//! `3.^`, `{2|1} : 1`, positions `game:position` among them) or a comparison
//! (`{1|-1} >= ^^*`), and the worker values it: canonical form, outcome class, stops,
//! temperature, the thermograph with its cooling slider, the value theory and the working; for
//! a comparison, whether it holds and how the two games really compare; a loopy form (`on + off`,
//! `a{0|a}`) its sided value, classes, stops and draws. Submitting writes the
//! text into the link, so the page can be shared.

use std::rc::Rc;

use yew::prelude::*;

use crate::cgt_text::{class_sentence, glyphs, loopy_glyphs};
use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::loopy_panel::LoopyPanel;
use crate::pages::partizan::{CooledThermograph, ValuePanel, WorkingPanel};
use crate::protocol::{ErrorKind, ValueOf, Valued};
use crate::route::Route;
use engine::cgt::loopy_report::LoopyAnswer;

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
    let result = match (job.state().done().map(|a| &**a), job.state().error()) {
        _ if text.is_empty() => html! {
            <p data-testid="value-hint">{ "Type a form in braces such as {1|{0|-1}}, in the short notation (^*, ⇑⋆, +-1, 3/4, *2), \
                                           or a position as game:position; add and subtract them (^ + ^ + *), take multiples \
                                           (3.^ or 3 * ^), ordinal sums (G : H), or compare two (G >= H, G || H). Games that need \
                                           not end too: on, off, over, under, upon, dud, pass (a move to the game itself), \
                                           a named node a{0|{a|*}} and sides A & B." }</p>
        },
        (_, Some(e)) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        (_, Some(e)) => html! {
            <p class="status error" data-testid="status" data-outcome="error" role="alert">
                { "This cannot be valued: " }{ error_with_text(e, &text) }
            </p>
        },
        (Some(Valued::Loopy(LoopyAnswer::Value(report))), None) => html! { <LoopyPanel report={report.clone()} /> },
        (Some(Valued::Loopy(LoopyAnswer::Comparison(j))), None) => html! { <Verdict judgement={j.clone()} /> },
        (Some(Valued::Short(answer)), None) if answer.comparison.is_some() => {
            let j = answer.comparison.as_ref().expect("matched");
            let difference = Some((answer.value.canonical.clone(), answer.outcome));
            html! { <Verdict judgement={j.clone()} {difference} /> }
        }
        (Some(Valued::Short(answer)), None) => {
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
                <label for="value-input">{ "Form, position or comparison" }</label>
                <input id="value-input" type="text" value={(*typed).clone()} {oninput} data-testid="value-input"
                    placeholder="{0|{0|-1}}" spellcheck="false" autocomplete="off" />
                <button type="submit" data-testid="value-go">{ "Value it" }</button>
            </form>
            <p class="examples">{ "Try: " }
                { for crate::boot_texts::VALUE_EXAMPLES.iter().enumerate().map(|(i, ex)| html! {
                    <>{ if i > 0 { " · " } else { "" } }<a href={Route::Value { form: (*ex).into() }.to_hash()}><code>{ *ex }</code></a></>
                }) }
            </p>
            { result }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct VerdictProps {
    judgement: engine::cgt::expr::Judgement,
    /// G - H and its outcome class, which decides a comparison of short games; None for
    /// loopy games, compared by their order (G - H need not have a simplest form).
    #[prop_or_default]
    difference: Option<(String, engine::Outcome)>,
}

/// A comparison's answer: "{1|-1} ≥ ⇑⋆ is false: they are confused, {1|-1} ‖ ⇑⋆", with a ✓ or
/// ✗ beside the colour, and G - H with its class, which decides it.
#[component]
fn Verdict(p: &VerdictProps) -> Html {
    let j = &p.judgement;
    let (l, r) = (loopy_glyphs(&j.left), loopy_glyphs(&j.right));
    let op = match j.op.as_str() {
        "<=" => "≤",
        ">=" => "≥",
        "!=" => "≠",
        "||" => "‖",
        other => other,
    };
    let relation = if j.relation == "||" { "‖" } else { j.relation.as_str() };
    let how = match j.relation.as_str() {
        "=" => "they are equal",
        ">" => "the first is greater",
        "<" => "the first is less",
        _ => "they are confused",
    };
    let (mark, word, class) =
        if j.holds { ("✓", "true", "verdict holds") } else { ("✗", "false", "verdict fails") };
    html! {
        <div class="value-result" data-testid="value-verdict" data-holds={word} data-relation={j.relation.clone()}>
            <p class={class} data-testid="verdict-sentence">
                <strong>{ format!("{mark} {l} {op} {r} is {word}") }</strong>
                { format!(": {how}, {l} {relation} {r}.") }
            </p>
            <p data-testid="verdict-difference">
                { match &p.difference {
                    Some((d, outcome)) => format!("G − H = {}: {}, so G {relation} H.", glyphs(d), class_sentence(*outcome)),
                    None => "Loopy games are compared by their order as stoppers, side by side for sided values \
                             (onside with onside, offside with offside), not through G − H, which may have no \
                             simplest form.".to_string(),
                } }
            </p>
        </div>
    }
}
