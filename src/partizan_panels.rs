//! The value panel (canonical form, outcome class in words, stops, mean, temperature) and the
//! working (options, the simplification step by step, the number rule, the outcome class), and
//! the side-to-move choice the partizan page and a lesson's partizan step share.

use std::rc::Rc;

use engine::value::{PartizanValue, PartizanWorking};
use engine::vocab::Side;
use engine::Outcome;
use yew::prelude::*;

use crate::cgt_text::{glyphs, glyphs_in_text, shortened, spoken};

/// A value with its glyphs; a long one (a sum's braces run to hundreds of characters) shows
/// its beginning, and the whole on "show all".
pub fn value_form(short: &str) -> Html {
    let text = glyphs(short);
    match shortened(&text) {
        None => html! { <span class="cgt-form">{ text }</span> },
        Some(cut) => html! {
            <details class="long-form" data-testid="long-form">
                <summary><span class="cgt-form">{ cut }</span>
                    <span class="show-all">{ format!(" show all {} characters", text.chars().count()) }</span></summary>
                <span class="cgt-form whole">{ text }</span>
            </details>
        },
    }
}

/// A sentence of the working with its values in glyphs; a very long one (it names long values)
/// folded like a long value.
fn sentence(text: &str) -> Html {
    folded(&glyphs_in_text(text))
}

/// A sentence already in glyphs, folded when it is very long (it names long values): its
/// beginning, and the whole on "show all".
pub fn folded(text: &str) -> Html {
    let text = text.to_string();
    match shortened(&text).filter(|_| text.chars().count() > 3 * crate::cgt_text::SHORT_FORM) {
        None => html! { { text } },
        Some(_) => {
            let cut: String = text.chars().take(2 * crate::cgt_text::SHORT_FORM).collect();
            html! {
                <details class="long-form">
                    <summary>{ format!("{cut}…") }<span class="show-all">{ " show all" }</span></summary>
                    <span class="whole">{ text }</span>
                </details>
            }
        }
    }
}

/// The outcome class in words.
pub fn class_words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::L => "L: Left wins whoever starts",
        Outcome::R => "R: Right wins whoever starts",
        Outcome::N => "N: whoever starts wins",
        Outcome::P => "P: whoever starts loses",
        Outcome::Draw => "a draw",
    }
}

#[derive(Properties, PartialEq)]
pub struct ValueProps {
    pub value: Rc<PartizanValue>,
    pub outcome: Outcome,
}

#[component]
pub fn ValuePanel(p: &ValueProps) -> Html {
    let v = &p.value;
    html! {
        <div class="partizan-value" data-testid="value" data-canonical={v.canonical.clone()} data-outcome={p.outcome.as_str()}>
            <div class="canonical">
                <span class="figure-label">{ "Value " }</span>
                <span class="cgt" aria-label={spoken(&v.canonical)}>{ value_form(&v.canonical) }</span>
                if v.braces != v.canonical {
                    <div class="braces">{ "in braces: " }{ value_form(&v.braces) }</div>
                }
            </div>
            <p data-testid="class">{ format!("Outcome class {}.", class_words(p.outcome)) }</p>
            <dl class="stops">
                <dt>{ "Mean" }</dt><dd data-testid="mean">{ glyphs(&v.mean) }</dd>
                <dt>{ "Temperature" }</dt><dd data-testid="temperature">{ glyphs(&v.temperature) }</dd>
                <dt>{ "Left stop" }</dt><dd data-testid="left-stop">{ glyphs(&v.left_stop) }</dd>
                <dt>{ "Right stop" }</dt><dd data-testid="right-stop">{ glyphs(&v.right_stop) }</dd>
            </dl>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct WorkingProps {
    pub working: Rc<PartizanWorking>,
    /// What each option's move does in words, by its text (`crate::words::option_words`);
    /// an option whose text is not here is shown by its text alone.
    #[prop_or_default]
    pub words: Rc<Vec<(String, String)>>,
}

/// Whether a step removed the option `value` of this side (it is struck out in the list).
fn struck(w: &PartizanWorking, who: &str, value: &str) -> bool {
    w.steps.iter().any(|s| s.starts_with(&format!("{who}'s option {value} is dominated")))
}

#[component]
pub fn WorkingPanel(p: &WorkingProps) -> Html {
    let w = &p.working;
    let options = |who: &'static str, list: &[(String, String)]| {
        html! {
            <div class="options">
                <h4>{ format!("{who}'s options") }</h4>
                if list.is_empty() { <p>{ "none" }</p> }
                <ul>
                    { for list.iter().map(|(mv, v)| {
                        let text = match p.words.iter().find(|(t, _)| t == mv) {
                            Some((_, words)) => {
                                html! { <>{ format!("{} → ", crate::words::with_text(words, mv)) }{ value_form(v) }</> }
                            }
                            None => html! { <>{ format!("{mv} → ") }{ value_form(v) }</> },
                        };
                        if struck(w, who, v) {
                            html! { <li><s title="dominated">{ text }</s>{ " (dominated)" }</li> }
                        } else {
                            html! { <li>{ text }</li> }
                        }
                    }) }
                </ul>
            </div>
        }
    };
    html! {
        <details class="working" data-testid="working" open=true>
            <summary>{ "The working" }</summary>
            if !w.parts.is_empty() {
                <p>{ "The position falls into independent parts, and its value is the sum of theirs:" }</p>
                <ul class="parts">
                    { for w.parts.iter().map(|(pos, v)| html! { <li data-testid="part"><code>{ pos }</code>{ " = " }{ value_form(v) }</li> }) }
                </ul>
            }
            { options("Left", &w.left) }
            { options("Right", &w.right) }
            if !w.steps.is_empty() {
                <ol class="steps">{ for w.steps.iter().map(|s| html! { <li>{ sentence(s) }</li> }) }</ol>
            }
            <div class="simplified">{ "Simplified: " }{ value_form(&w.simplified) }</div>
            if let Some(rule) = &w.number_rule { <p data-testid="number-rule">{ sentence(rule) }</p> }
            <p data-testid="outcome-rule">{ sentence(&w.outcome_rule) }</p>
        </details>
    }
}

/// "Left" or "Right", with what that side is in the game when it says.
pub fn side_name(side: Side, names: &Option<(String, String)>) -> String {
    let what = match (side, names) {
        (Side::Left, Some((l, _))) => Some(l),
        (Side::Right, Some((_, r))) => Some(r),
        _ => None,
    };
    let word = crate::cgt_text::side_word(side);
    match what {
        Some(w) => format!("{word} ({w})"),
        None => word.to_string(),
    }
}

/// The "Who moves now" radio pair (also the lesson's): `name` names the radio group, `chosen`
/// is checked, `names` are the sides' colours when the game gives them, and `onchange` gets the
/// side picked.
pub fn side_radios(
    name: &'static str,
    chosen: Side,
    names: &Option<(String, String)>,
    onchange: Callback<Side>,
) -> Html {
    let radio = |s: Side| {
        let onchange = onchange.clone();
        html! {
            <label class="side-option">
                <input type="radio" {name} value={s.as_str()} checked={chosen == s}
                    data-testid={format!("side-{}", s.as_str())}
                    onchange={Callback::from(move |_: Event| onchange.emit(s))} />
                { format!(" {} to move", side_name(s, names)) }
            </label>
        }
    };
    html! {
        <fieldset class="side-choice" data-testid="side-choice">
            <legend>{ "Who moves now" }</legend>
            { radio(Side::Left) }{ radio(Side::Right) }
        </fieldset>
    }
}
