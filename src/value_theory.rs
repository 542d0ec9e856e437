//! The value theory beyond stops: birthday, reduced canonical form, atomic weight with its
//! working and the two-ahead rule, the kinds a value is of, its confusion interval and the
//! incentives. Each piece shows only when the engine gave it (an empty [`ValueTheory`] shows
//! nothing); what a student does not need first is folded.

use std::rc::Rc;

use engine::cgt::Dyadic;
use engine::value::ValueTheory;
use yew::prelude::*;

use crate::cgt_text::{glyphs, glyphs_in_text, spoken};
use crate::partizan_panels::value_form;

/// Whether the engine filled the theory: every value has a reduced form, so an empty one means
/// none was computed (the birthday 0 alone cannot tell, as 0 is the birthday of 0).
pub fn is_filled(t: &ValueTheory) -> bool {
    !t.reduced.is_empty()
}

/// The two-ahead rule as a result about this value, when its atomic weight is a number at
/// least 2 (or at most -2): then the side it favours wins whoever starts.
pub fn two_ahead(atomic_weight: &str) -> Option<String> {
    let w = atomic_weight.trim().parse::<Dyadic>().ok()?;
    if w >= Dyadic::integer(2) {
        Some(format!("Atomic weight {w} is 2 or more: Left wins whoever starts (the two-ahead rule)."))
    } else if w <= Dyadic::integer(-2) {
        Some(format!("Atomic weight {w} is -2 or less: Right wins whoever starts (the two-ahead rule)."))
    } else {
        None
    }
}

/// "G = rcf + ε" when the value differs from its reduced form by an infinitesimal, or that it
/// is its own reduced form.
pub fn reduced_sentence(canonical: &str, t: &ValueTheory) -> String {
    let inf = t.infinitesimal.trim();
    if inf.is_empty() || inf == "0" {
        format!("{} is its own reduced form: no infinitesimal is left to drop.", glyphs(canonical))
    } else {
        format!(
            "{} = {} + {}: the reduced form, plus the infinitesimal it differs by.",
            glyphs(canonical),
            glyphs(&t.reduced),
            glyphs(inf)
        )
    }
}

/// The kinds' names joined for the one-line summary.
pub fn kind_names(t: &ValueTheory) -> String {
    t.kinds.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>().join(", ")
}

#[derive(Properties, PartialEq)]
pub struct TheoryProps {
    pub theory: Rc<ValueTheory>,
    /// The value's canonical form, in the short notation.
    pub canonical: String,
}

/// The atomic weight (or why there is none), the two-ahead result, and the working folded.
fn atomic_view(t: &ValueTheory) -> Html {
    let working = (!t.atomic_working.is_empty()).then(|| {
        html! {
            <details class="atomic-working" data-testid="atomic-working">
                <summary>{ "How the atomic weight is found" }</summary>
                <ol>{ for t.atomic_working.iter().map(|s| html! { <li>{ glyphs_in_text(s) }</li> }) }</ol>
            </details>
        }
    });
    match (&t.atomic_weight, &t.atomic_weight_why) {
        (Some(w), _) => html! {
            <>
                <dt>{ "Atomic weight" }</dt>
                <dd data-testid="atomic-weight" data-weight={w.clone()}>
                    <span class="cgt" aria-label={spoken(w)}>{ glyphs(w) }</span>
                    if let Some(rule) = two_ahead(w) { <p class="two-ahead" data-testid="two-ahead">{ rule }</p> }
                    { working }
                </dd>
            </>
        },
        (None, Some(why)) => html! {
            <>
                <dt>{ "Atomic weight" }</dt>
                <dd data-testid="atomic-weight-why">{ format!("none: {}", glyphs_in_text(why)) }{ working }</dd>
            </>
        },
        (None, None) => html! {},
    }
}

/// A side's incentives as a list item.
fn incentives(who: &str, list: &[String]) -> Html {
    let items = if list.is_empty() {
        html! { { "none (no move)" } }
    } else {
        html! { { for list.iter().enumerate().map(|(i, v)| html! { <>{ if i > 0 { ", " } else { "" } }{ value_form(v) }</> }) } }
    };
    html! { <li data-testid={format!("incentives-{}", who.to_lowercase())}>{ format!("{who}'s: ") }{ items }</li> }
}

#[component]
pub fn TheoryPanel(p: &TheoryProps) -> Html {
    let t = &p.theory;
    if !is_filled(t) {
        return html! {};
    }
    html! {
        <section class="value-theory" data-testid="theory" aria-label="Value theory">
            <h3>{ "Value theory" }</h3>
            <dl class="theory-facts">
                <dt>{ "Birthday" }</dt><dd data-testid="birthday">{ t.birthday }</dd>
                <dt>{ "Reduced form" }</dt>
                <dd data-testid="reduced" data-reduced={t.reduced.clone()}>
                    { value_form(&t.reduced) }
                    <div class="note" data-testid="infinitesimal">{ crate::partizan_panels::folded(&reduced_sentence(&p.canonical, t)) }</div>
                </dd>
                { atomic_view(t) }
                if !t.kinds.is_empty() {
                    <dt>{ "Kinds" }</dt>
                    <dd data-testid="kinds">
                        <details>
                            <summary>{ kind_names(t) }</summary>
                            <ul>{ for t.kinds.iter().map(|(k, why)| html! {
                                <li data-testid="kind" data-kind={k.clone()}><strong>{ k.clone() }</strong>{ ": " }{ glyphs_in_text(why) }</li>
                            }) }</ul>
                        </details>
                    </dd>
                }
                if let Some(c) = &t.confusion {
                    <dt>{ "Confused with" }</dt>
                    <dd data-testid="confusion">{ format!("the numbers in {}", glyphs(c)) }</dd>
                }
            </dl>
            if !t.left_incentives.is_empty() || !t.right_incentives.is_empty() {
                <details class="incentives" data-testid="incentives">
                    <summary>{ "Incentives: what a move gains its mover" }</summary>
                    <p>{ "Left's incentives are G" }<sup>{ "L" }</sup>{ " − G; Right's are G − G" }<sup>{ "R" }</sup>{ "." }</p>
                    <ul>{ incentives("Left", &t.left_incentives) }{ incentives("Right", &t.right_incentives) }</ul>
                </details>
            }
            if let Some(why) = &t.incentives_why {
                <p class="incentives" data-testid="incentives">{ format!("Incentives: {why}.") }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn theory() -> ValueTheory {
        ValueTheory {
            birthday: 3,
            reduced: "0".into(),
            infinitesimal: "^".into(),
            atomic_weight: Some("1".into()),
            atomic_working: vec!["Left's option 0 has weight 0.".into()],
            kinds: vec![("all-small".into(), "every position with a move for one side has one for the other".into())],
            ..ValueTheory::default()
        }
    }

    #[test]
    fn an_empty_theory_is_not_shown() {
        assert!(!is_filled(&ValueTheory::default()));
        assert!(is_filled(&theory()));
    }

    #[test]
    fn two_ahead_is_stated_from_two_on() {
        assert!(two_ahead("2").unwrap().contains("Left wins whoever starts"));
        assert!(two_ahead("5/2").is_some());
        assert!(two_ahead("-2").unwrap().contains("Right wins whoever starts"));
        assert_eq!(two_ahead("1"), None);
        assert_eq!(two_ahead("3/2"), None);
        assert_eq!(two_ahead("-1"), None);
        // A weight that is not a number says nothing of the rule.
        assert_eq!(two_ahead("{1|0}"), None);
        assert_eq!(two_ahead(""), None);
    }

    #[test]
    fn the_reduced_form_names_the_infinitesimal() {
        let t = theory();
        assert_eq!(
            reduced_sentence("^", &t),
            format!("{} = 0 + {}: the reduced form, plus the infinitesimal it differs by.", glyphs("^"), glyphs("^"))
        );
        let own = ValueTheory { reduced: "1/2".into(), infinitesimal: "0".into(), ..ValueTheory::default() };
        assert!(reduced_sentence("1/2", &own).contains("its own reduced form"));
        assert_eq!(kind_names(&t), "all-small");
    }
}
