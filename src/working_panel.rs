//! The working panel on the play page: how the value of the position follows from its
//! options, as the engine wrote it out ([`engine::working::Working`]). Drawn the same way for
//! every game: a mex over options, a XOR in binary columns, a model game, or outcomes.

use engine::working::{Child, LoopyWorking, OptionTerm, QuotientWorking, Working, XorMove};
use engine::Outcome;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct WorkingProps {
    pub working: Working,
}

/// The panel, open, so its text is in the page (a projector shows it as it is).
#[component]
pub fn WorkingPanel(p: &WorkingProps) -> Html {
    html! {
        <details class="working" data-testid="working" open=true>
            <summary>{ "The working: how the value is found" }</summary>
            { body(&p.working) }
        </details>
    }
}

fn body(w: &Working) -> Html {
    match w {
        Working::Mex { options, count, set, mex } => mex_body(options, *count, set, *mex),
        Working::Xor { rows, total, bits, winning } => xor_body(rows, *total, *bits, winning.as_ref()),
        Working::Model { game, position, inner } => {
            let name = engine::games::entry(game).map_or(game.as_str(), |e| e.name);
            html! {
                <>
                    <p>{ format!("This position is the same game as {name} {position} (see the model beside the board); worked out there:") }</p>
                    <div class="working-model">{ body(inner) }</div>
                </>
            }
        }
        Working::Outcomes { children, count, outcome, remoteness, misere } => {
            outcomes_body(children, *count, *outcome, *remoteness, *misere)
        }
        Working::Quotient(q) => quotient_body(q),
        Working::Loopy(l) => loopy_body(l),
    }
}

/// A game that need not end: the labelling's order, each part's value with the options that
/// give it (the finite ones make K of an infinite value), and the sum by Smith's rules.
fn loopy_body(l: &LoopyWorking) -> Html {
    let order: Vec<String> = l.order.iter().map(|(v, g)| format!("{v} = {g}")).collect();
    let verdict = match l.outcome {
        Outcome::P => "0: the player to move loses.".to_string(),
        Outcome::N if l.total.infinite => {
            format!("{}: 0 is in K, so the player to move wins by moving to a position of value 0.", l.total)
        }
        Outcome::N => format!("{}: not 0, so the player to move wins.", l.total),
        _ => format!("{}: infinite with 0 not in K, so neither player can force an end: a draw.", l.total),
    };
    html! {
        <>
            <p>{ "Play may go on forever here, so each position gets a generalized Sprague–Grundy value: the labelling gives m, level by level, to a position whose options show every value below m, none showing m, while every other option can return to m. Positions never labelled are ∞(K), K the finite values of their options." }</p>
            <p data-testid="loopy-order">{ if order.is_empty() { "Labelled in order: none (every position is infinite).".to_string() } else { format!("Labelled in order: {}.", order.join(", ")) } }</p>
            <div class="working-scroll" tabindex="0" role="region" aria-label="each part's value and its options">
            <table class="working-options" data-testid="loopy-parts">
                <thead><tr><th scope="col">{ "part" }</th><th scope="col">{ "value" }</th><th scope="col">{ "options (value)" }</th></tr></thead>
                <tbody>
                    { for l.parts.iter().map(|p| {
                        let options: Vec<String> = p.options.iter().map(|(o, g)| format!("{o} ({g})")).collect();
                        html! { <tr><td>{ &p.text }</td><td><code>{ p.value.to_string() }</code></td>
                            <td>{ if options.is_empty() { "none".to_string() } else { options.join(", ") } }</td></tr> }
                    }) }
                </tbody>
            </table>
            </div>
            <p>{ "Parts add by Smith's rules: n + m = n ⊕ m, ∞(K) + n = ∞(K ⊕ n), and two infinite parts make ∞{}, a draw." }</p>
            <p data-testid="loopy-total">{ format!("Value: {verdict}") }</p>
        </>
    }
}

/// Misère play from a misère quotient: each heap's element, their product, whether it lies in
/// P, and the winning move that takes the product into P.
fn quotient_body(q: &QuotientWorking) -> Html {
    let link = crate::route::Route::Quotient { game: q.rules.clone(), heaps: Some(q.bound), name: None }.to_hash();
    let verdict = if q.in_p {
        "The product lies in P: the player to move loses (misère play), whatever they do.".to_string()
    } else {
        "The product is not in P: the player to move wins (misère play) by a move that takes it into P.".to_string()
    };
    html! {
        <>
            <p>{ format!(
                "Misère play is answered by the misère quotient of {} for heaps up to {} (|Q| = {}, |P| = {}): each heap pretends to be an element of Q, and the position loses for the player to move exactly when the product of its heaps' elements lies in P. ",
                q.rules, q.bound, q.order, q.p_size
            ) }<a href={link} data-testid="quotient-link">{ "See the quotient" }</a></p>
            <p class="note"><code>{ &q.presentation }</code></p>
            <div class="working-scroll" tabindex="0" role="region" aria-label="the heaps and their elements">
            <table class="working-options" data-testid="quotient-heaps">
                <thead><tr><th scope="col">{ "heap" }</th><th scope="col">{ "pretends to be" }</th></tr></thead>
                <tbody>
                    { for q.heaps.iter().map(|(h, e)| html! { <tr><td>{ h }</td><td><code>{ e }</code></td></tr> }) }
                </tbody>
            </table>
            </div>
            if q.count > q.heaps.len() {
                <p class="note">{ format!("… and {} more heaps.", q.count - q.heaps.len()) }</p>
            }
            <p data-testid="quotient-product" data-in-p={q.in_p.to_string()}>{ format!("Product: {} — {}", q.product, if q.in_p { "in P" } else { "not in P" }) }</p>
            <p>{ verdict }</p>
            if let Some(w) = &q.winning {
                <p>{ format!(
                    "Winning move {}: the heap of {} becomes {}, and the product becomes {}, which lies in P.",
                    w.text,
                    w.heap,
                    if w.leaves.is_empty() { "nothing".to_string() } else { w.leaves.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(" and ") },
                    w.product
                ) }</p>
            }
        </>
    }
}

/// `1 ⊕ 3`, or `0` for an empty sum.
fn xor_text(values: impl IntoIterator<Item = u32>) -> String {
    let v: Vec<String> = values.into_iter().map(|x| x.to_string()).collect();
    if v.is_empty() {
        "0".into()
    } else {
        v.join(" ⊕ ")
    }
}

/// One option's line: `g(1) ⊕ g(3) = 1 ⊕ 3 = 2`.
pub fn option_text(o: &OptionTerm) -> String {
    match o.parts.as_slice() {
        [] => "nothing left: g = 0".to_string(),
        [one] => format!("g({}) = {}", one.text, one.value),
        parts => {
            let names: Vec<String> = parts.iter().map(|t| format!("g({})", t.text)).collect();
            format!("{} = {} = {}", names.join(" ⊕ "), xor_text(parts.iter().map(|t| t.value)), o.value)
        }
    }
}

/// `mex{0, 1, 3} = 2`.
pub fn mex_text(set: &[u32], mex: u32) -> String {
    let v: Vec<String> = set.iter().map(|x| x.to_string()).collect();
    format!("mex{{{}}} = {mex}", v.join(", "))
}

fn mex_body(options: &[OptionTerm], count: usize, set: &[u32], mex: u32) -> Html {
    if count == 0 {
        return html! {
            <p class="working-line">{ "No move is left: g = mex{} = 0, and the player to move loses." }</p>
        };
    }
    let verdict = if mex == 0 {
        "No option has value 0, so every move gives the opponent a win: the player to move loses."
    } else {
        "An option has value 0 (a move that leaves the opponent lost): the player to move wins."
    };
    html! {
        <>
            <p>{ "The value g of this position is the mex (the least number not among them) of the values of its options:" }</p>
            <div class="working-scroll" tabindex="0" role="region" aria-label="the options and their values">
            <table class="working-options">
                <thead><tr><th scope="col">{ "move" }</th><th scope="col">{ "leaves" }</th><th scope="col">{ "value" }</th></tr></thead>
                <tbody>
                    { for options.iter().map(|o| html! {
                        <tr class={classes!((o.value == 0).then_some("zero"))}>
                            <td><code>{ &o.text }</code></td><td>{ option_text(o) }</td><td>{ o.value }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            </div>
            if count > options.len() {
                <p class="note">{ format!("… and {} more options (their values are in the set below).", count - options.len()) }</p>
            }
            <p class="working-line" data-testid="working-mex">{ format!("g = {}", mex_text(set, mex)) }</p>
            <p>{ verdict }</p>
        </>
    }
}

/// `v` in `bits` binary digits.
pub fn binary(v: u32, bits: u32) -> String {
    format!("{v:0width$b}", width = bits as usize)
}

fn xor_body(rows: &[engine::working::Term], total: u32, bits: u32, winning: Option<&XorMove>) -> Html {
    let conclusion = match (total, winning) {
        (0, _) => html! {
            <p>{ "The XOR is 0: every move changes one value and so makes the XOR non-zero. The player to move loses." }</p>
        },
        (_, Some(w)) => {
            let row = &rows[w.row];
            html! {
                <p data-testid="working-move">{ format!(
                    "The XOR is {total}, not 0: the player to move wins. The highest 1 of {} is also a 1 of part {} \
                     ({}, value {} = {}), so {} ⊕ {total} = {} is smaller: change part {} to value {}. The move ",
                    binary(total, bits), w.row + 1, row.text, w.from, binary(w.from, bits), w.from, w.to, w.row + 1, w.to
                ) }<code>{ &w.text }</code>{ format!(" does it, leaving {} with XOR 0.", w.reaches) }</p>
            }
        }
        (_, None) => html! { <p>{ format!("The XOR is {total}, not 0: the player to move wins.") }</p> },
    };
    html! {
        <>
            <p>{ "Several independent parts: the value is the XOR (⊕, binary addition without carries) of their values." }</p>
            <table class="working-xor">
                <thead><tr><th scope="col">{ "part" }</th><th scope="col">{ "value" }</th><th scope="col">{ "binary" }</th></tr></thead>
                <tbody>
                    { for rows.iter().enumerate().map(|(i, r)| html! {
                        <tr class={classes!(winning.is_some_and(|w| w.row == i).then_some("chosen"))}>
                            <td>{ &r.text }</td><td>{ r.value }</td><td class="bits">{ binary(r.value, bits) }</td>
                        </tr>
                    }) }
                </tbody>
                <tfoot>
                    <tr><th scope="row">{ "XOR" }</th><td>{ total }</td><td class="bits" data-testid="working-total">{ binary(total, bits) }</td></tr>
                </tfoot>
            </table>
            { conclusion }
        </>
    }
}

/// How an option's outcome reads for the player who moves there.
fn child_text(c: &Child) -> String {
    let r = c.remoteness.map(|r| format!(" (ends in {r})")).unwrap_or_default();
    match c.outcome {
        Outcome::P => format!("opponent loses{r}: a winning move"),
        Outcome::N => format!("opponent wins{r}"),
        Outcome::Draw => "a draw with best play".to_string(),
        Outcome::L => "Left wins whoever starts".to_string(),
        Outcome::R => "Right wins whoever starts".to_string(),
    }
}

fn outcomes_body(children: &[Child], count: usize, outcome: Outcome, remoteness: Option<u32>, misere: bool) -> Html {
    let ends =
        remoteness.map(|r| format!(" The game then ends in {}.", crate::words::moves_count(r))).unwrap_or_default();
    let verdict = if count == 0 {
        if misere {
            "No move is left: under misère play the player who cannot move wins.".to_string()
        } else {
            "No move is left: the player to move loses.".to_string()
        }
    } else {
        match outcome {
            Outcome::N => format!(
                "Some move leaves the opponent lost, so the player to move wins, choosing the quickest such move.{ends}"
            ),
            Outcome::P => format!(
                "Every move leaves the opponent a win, so the player to move loses, choosing the slowest loss.{ends}"
            ),
            Outcome::Draw => "No move leaves the opponent lost, but one leads to a draw: with best play the game is drawn (the max over the options, from the mover's side).".to_string(),
            Outcome::L => "Left wins whoever starts.".to_string(),
            Outcome::R => "Right wins whoever starts.".to_string(),
        }
    };
    html! {
        <>
            <p>{ "The value follows from the options' outcomes (the player to move picks the best for them):" }</p>
            <div class="working-scroll" tabindex="0" role="region" aria-label="the moves and their outcomes">
            <table class="working-options">
                <thead><tr><th scope="col">{ "move" }</th><th scope="col">{ "after it" }</th></tr></thead>
                <tbody>
                    { for children.iter().map(|c| html! {
                        <tr class={classes!((c.outcome == Outcome::P).then_some("zero"))}>
                            <td><code>{ &c.text }</code></td><td>{ child_text(c) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            </div>
            if count > children.len() {
                <p class="note">{ format!("… and {} more moves.", count - children.len()) }</p>
            }
            <p>{ verdict }</p>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::working::Term;

    #[test]
    fn lines_read_as_a_teacher_writes_them() {
        let split = OptionTerm {
            text: "2".into(),
            parts: vec![Term { text: "1".into(), value: 1 }, Term { text: "3".into(), value: 3 }],
            value: 2,
        };
        assert_eq!(option_text(&split), "g(1) ⊕ g(3) = 1 ⊕ 3 = 2");
        let one = OptionTerm { text: "h1-3".into(), parts: vec![Term { text: "4".into(), value: 4 }], value: 4 };
        assert_eq!(option_text(&one), "g(4) = 4");
        assert_eq!(option_text(&OptionTerm { text: "x".into(), parts: vec![], value: 0 }), "nothing left: g = 0");
        assert_eq!(mex_text(&[0, 1, 3], 2), "mex{0, 1, 3} = 2");
        assert_eq!(binary(2, 3), "010");
        assert_eq!(binary(5, 3), "101");
    }
}
