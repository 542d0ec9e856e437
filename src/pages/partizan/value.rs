//! The value panel (canonical form, outcome class in words, stops, mean, temperature) and the
//! working (options, the simplification step by step, the number rule, the outcome class).

use std::rc::Rc;

use engine::value::{PartizanValue, PartizanWorking};
use engine::Outcome;
use yew::prelude::*;

use crate::cgt_text::{glyphs, spoken};

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
            <p class="canonical">
                { "Value " }
                <span class="cgt" aria-label={spoken(&v.canonical)}>{ glyphs(&v.canonical) }</span>
                if v.braces != v.canonical {
                    <span class="braces">{ format!(" = {}", v.braces) }</span>
                }
            </p>
            <p data-testid="class">{ format!("Outcome class {}.", class_words(p.outcome)) }</p>
            <dl class="stops">
                <dt>{ "Mean" }</dt><dd data-testid="mean">{ &v.mean }</dd>
                <dt>{ "Temperature" }</dt><dd data-testid="temperature">{ &v.temperature }</dd>
                <dt>{ "Left stop" }</dt><dd>{ &v.left_stop }</dd>
                <dt>{ "Right stop" }</dt><dd>{ &v.right_stop }</dd>
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
                            Some((_, words)) => format!("{words} ({mv}) → {}", glyphs(v)),
                            None => format!("{mv} → {}", glyphs(v)),
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
                    { for w.parts.iter().map(|(pos, v)| html! { <li>{ format!("{pos} = {}", glyphs(v)) }</li> }) }
                </ul>
            }
            { options("Left", &w.left) }
            { options("Right", &w.right) }
            if !w.steps.is_empty() {
                <ol class="steps">{ for w.steps.iter().map(|s| html! { <li>{ s }</li> }) }</ol>
            }
            <p>{ format!("Simplified: {}", glyphs(&w.simplified)) }</p>
            if let Some(rule) = &w.number_rule { <p data-testid="number-rule">{ rule }</p> }
            <p data-testid="outcome-rule">{ &w.outcome_rule }</p>
        </details>
    }
}
