//! Custom games on the catalogue page: an octal code or a subtraction set typed by the user,
//! checked as it is typed with the engine's own parsers (so the reasons shown are the
//! engine's), and links to the DAG editor and the sum builder.

use engine::games::builders::custom::{octal_id, octal_name, Subtract, NAMED_OCTAL_CODES};
use engine::octal::OctalCode;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::errors::error_with_text;
use crate::protocol::{ErrorKind, JobError};
use crate::route::Route;

/// The heap a custom octal game is played from.
const OCTAL_HEAP: &str = "20";
/// The pile a custom subtraction game is played from.
const SUBTRACT_PILE: &str = "21";

/// What the digit `d` of the code allows when `k` counters are taken.
fn digit_meaning(k: usize, d: u8) -> String {
    let mut leaves = Vec::new();
    if d & 1 != 0 {
        leaves.push("nothing");
    }
    if d & 2 != 0 {
        leaves.push("one heap");
    }
    if d & 4 != 0 {
        leaves.push("two heaps");
    }
    let counters = if k == 1 { "1 counter".to_string() } else { format!("{k} counters") };
    format!("take {counters} leaving {}", leaves.join(" or "))
}

/// A sentence describing a valid octal code's moves.
fn describe_octal(code: &OctalCode) -> String {
    let mut parts: Vec<String> =
        code.digits.iter().enumerate().filter(|(_, &d)| d != 0).map(|(i, &d)| digit_meaning(i + 1, d)).collect();
    if code.split_without_taking {
        parts.insert(0, "split a heap into two without taking".to_string());
    }
    let shown = parts.len().min(6);
    let more = if parts.len() > shown { format!("; and {} more", parts.len() - shown) } else { String::new() };
    format!("Moves: {}{more}.", parts[..shown].join("; "))
}

fn bind(h: UseStateHandle<String>) -> Callback<InputEvent> {
    Callback::from(move |e: InputEvent| h.set(e.target_unchecked_into::<HtmlInputElement>().value()))
}

/// The words the catalogue's filter finds the custom cards by: the octal card by every common
/// name of a code too (a search for a game known by its name finds its code).
fn octal_card_words() -> String {
    let names: Vec<String> = NAMED_OCTAL_CODES.iter().map(|(code, name)| format!("{name} {code}")).collect();
    format!("your own octal game code heap {}", names.join(" "))
}

/// Whether a custom card shows under the catalogue's filter (`query` in lower case, trimmed):
/// every word of it is among the card's.
fn shown(query: &str, words: &str) -> bool {
    let words = words.to_lowercase();
    query.split_whitespace().all(|w| words.contains(w))
}

/// The words of the other custom cards, in the order they are drawn.
const SUBTRACT_WORDS: &str = "your own subtraction set pile take remove";
const DAG_WORDS: &str = "chips on your own graph directed acyclic dag editor";
const SUM_WORDS: &str = "your own sum builder positions side by side";

/// Which of the four custom cards the filter keeps, in the order they are drawn.
pub fn kept_cards(query: &str) -> [bool; 4] {
    [shown(query, &octal_card_words()), shown(query, SUBTRACT_WORDS), shown(query, DAG_WORDS), shown(query, SUM_WORDS)]
}

#[derive(Properties, PartialEq)]
pub struct CustomProps {
    /// The catalogue's filter, in lower case: cards that do not match are hidden.
    #[prop_or_default]
    pub filter: String,
}

/// The custom-game cards shown above the catalogue.
#[component]
pub fn CustomGames(p: &CustomProps) -> Html {
    let cards = kept_cards(&p.filter);
    let octal = use_state(|| "0.137".to_string());
    let set = use_state(|| "1,2,5".to_string());

    let octal_result = octal.parse::<OctalCode>();
    let octal_body = match &octal_result {
        Ok(code) => {
            let id = octal_id(code);
            let play = Route::play(id.clone(), OCTAL_HEAP.into());
            let analyze = Route::Analyze { game: id, to: None };
            html! {
                <>
                    <p data-testid="octal-canonical">{ "Octal game " }<code>{ code.to_string() }</code>
                        if let Some(name) = octal_name(code) { { format!(" ({name})") } }</p>
                    <p class="muted">{ describe_octal(code) }</p>
                    <p class="links">
                        <a class="button" href={play.to_hash()} data-testid="octal-play">{ format!("Play from a heap of {OCTAL_HEAP}") }</a>
                        <a class="button" href={analyze.to_hash()} data-testid="octal-analyze">{ "Value table" }</a>
                    </p>
                </>
            }
        }
        Err(e) => html! {
            // The engine counts from the code without its surrounding spaces.
            <p class="error" role="alert" id="octal-error" data-testid="octal-error">{ "Not an octal code: " }
                { error_with_text(&JobError::parse(ErrorKind::Input, e, octal.trim()), octal.trim()) }</p>
        },
    };

    let set_result = Subtract::new(&set);
    let set_body = match &set_result {
        Ok(game) => {
            let id = game.id();
            let play = Route::play(id.clone(), SUBTRACT_PILE.into());
            let analyze = Route::Analyze { game: id.clone(), to: None };
            html! {
                <>
                    <p data-testid="subtract-canonical">{ game.name() }{ " " }<code>{ id }</code></p>
                    <p class="links">
                        <a class="button" href={play.to_hash()} data-testid="subtract-play">{ format!("Play from a pile of {SUBTRACT_PILE}") }</a>
                        <a class="button" href={analyze.to_hash()} data-testid="subtract-analyze">{ "Value table" }</a>
                    </p>
                </>
            }
        }
        Err(e) => html! {
            <p class="error" role="alert" id="subtract-error" data-testid="subtract-error">{ "Not a subtraction set: " }
                { error_with_text(&JobError::parse(ErrorKind::Input, e, &set), &set) }</p>
        },
    };

    html! {
        <section class="custom" aria-labelledby="custom-heading" hidden={!cards.contains(&true)}>
            <h2 id="custom-heading" tabindex="-1">{ "Make your own game" }</h2>
            <ul class="cards">
                <li class="card" data-game="custom-octal" hidden={!cards[0]}>
                    <h3>{ "Your own octal game" }</h3>
                    <p>{ "Digit k of the code d0.d1d2… says what taking k counters may leave: add 1 for nothing, \
                          2 for one heap, 4 for two heaps." }</p>
                    <p class="named-codes" data-testid="named-codes">{ "Known by name: " }
                        { for NAMED_OCTAL_CODES.iter().enumerate().map(|(i, &(code, name))| {
                            let href = code.parse::<OctalCode>().ok()
                                .map(|c| Route::play(octal_id(&c), OCTAL_HEAP.into()).to_hash());
                            html! { <>
                                if i > 0 { { ", " } }
                                <a {href} data-testid={format!("named-octal-{code}")}>{ name }{ " " }<code>{ code }</code></a>
                            </> }
                        }) }</p>
                    <label>{ "Code " }
                        <input value={(*octal).clone()} oninput={bind(octal.clone())} data-testid="octal-input"
                            aria-label="octal code" aria-invalid={octal_result.is_err().to_string()}
                            aria-describedby={octal_result.is_err().then_some("octal-error")}
                            spellcheck="false" autocomplete="off" size="12" />
                    </label>
                    { octal_body }
                </li>
                <li class="card" data-game="custom-subtract" hidden={!cards[1]}>
                    <h3>{ "Your own subtraction set" }</h3>
                    <p>{ "Remove s counters from one pile, s in a set you choose, such as 1,2,5." }</p>
                    <label>{ "Set " }
                        <input value={(*set).clone()} oninput={bind(set.clone())} data-testid="subtract-input"
                            aria-label="subtraction set" aria-invalid={set_result.is_err().to_string()}
                            aria-describedby={set_result.is_err().then_some("subtract-error")}
                            spellcheck="false" autocomplete="off" size="12" />
                    </label>
                    { set_body }
                </li>
                <li class="card" data-game="custom-dag" hidden={!cards[2]}>
                    <h3>{ "Chips on your own graph" }</h3>
                    <p>{ "Draw a directed acyclic graph, put chips on it and see every vertex's Grundy value." }</p>
                    <p class="links"><a class="button" href={Route::Dag { position: None }.to_hash()} data-testid="open-dag-editor">{ "Open the DAG editor" }</a></p>
                </li>
                <li class="card" data-game="custom-sum" hidden={!cards[3]}>
                    <h3>{ "Your own sum" }</h3>
                    <p>{ "Put positions of several games side by side and play them as one game." }</p>
                    <p class="links"><a class="button" href={Route::SumBuilder { position: None }.to_hash()} data-testid="open-sum-builder">{ "Open the sum builder" }</a></p>
                </li>
            </ul>
        </section>
    }
}
