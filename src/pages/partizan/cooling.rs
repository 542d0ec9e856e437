//! The thermograph with its cooling slider: an `<input type=range>` labelled "Cool by t" steps
//! through the engine's cooled forms G_t, marks the walls at t on the drawing and writes G_t.
//! With fewer than two cooled forms (a number, or no theory computed) the slider is left out.

use std::rc::Rc;

use engine::value::PartizanValue;
use yew::prelude::*;

use super::thermograph::Thermograph;
use crate::cgt_text::{glyphs, spoken};
use crate::partizan_panels::value_form;

#[derive(Properties, PartialEq)]
pub struct CooledProps {
    pub value: Rc<PartizanValue>,
}

/// What the slider says at step `(t, form)`, for screen readers and as the output's text.
pub fn cooled_words(t: &str, form: &str) -> String {
    format!("t = {t}: G cooled by {t} is {}", glyphs(form))
}

#[component]
pub fn CooledThermograph(p: &CooledProps) -> Html {
    let v = &p.value;
    let cooled = &v.theory.cooled;
    let step = use_state(|| 0usize);
    let data = Rc::new(v.thermograph.clone());
    if cooled.len() < 2 {
        return html! { <Thermograph {data} canonical={v.canonical.clone()} /> };
    }
    let i = (*step).min(cooled.len() - 1);
    let (t, form) = &cooled[i];
    let oninput = {
        let step = step.clone();
        Callback::from(move |e: InputEvent| {
            let value = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
            step.set(value.parse().unwrap_or(0));
        })
    };
    html! {
        <div class="cooling" data-testid="cooling">
            <Thermograph {data} canonical={v.canonical.clone()} at={Some(t.clone())} />
            <div class="cool-control">
                <label for="cool-by">{ "Cool by t" }</label>
                <input id="cool-by" type="range" min="0" max={(cooled.len() - 1).to_string()} step="1"
                    value={i.to_string()} {oninput} data-testid="cool-slider"
                    aria-valuetext={cooled_words(t, form)} />
                <output for="cool-by" data-testid="cooled" data-t={t.clone()} data-form={form.clone()} aria-live="polite">
                    { format!("t = {t}: ") }
                    <span class="cgt" aria-label={spoken(form)}>{ "G" }<sub>{ t.clone() }</sub>{ " = " }{ value_form(form) }</span>
                </output>
                <p class="note">{ "Cooling taxes every move by t: the walls at t are the stops of G" }<sub>{ "t" }</sub>
                    { ", and at the temperature G cools to its mean plus an infinitesimal." }</p>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slider_names_t_and_the_form() {
        assert_eq!(cooled_words("1/2", "1"), "t = 1/2: G cooled by 1/2 is 1");
    }
}
