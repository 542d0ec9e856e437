//! A loopy value's panel (the value calculator): the value, sided `A & B` when it is not a
//! stopper, each side's form, class and stops, and who wins the game played on its own, with
//! endless play a draw (Siegel, "Combinatorial Game Theory", the loopy chapters).

use engine::cgt::loopy_report::{LoopyReport, PlayReport, StopperReport};
use engine::Outcome;
use yew::prelude::*;

use crate::cgt_text::{class_sentence, loopy_glyphs};

#[derive(Properties, PartialEq)]
pub struct LoopyProps {
    pub report: LoopyReport,
}

/// The class of a game played alone, from who wins with each side starting: one of the four
/// classes of short games, or "draw" when either start is drawn.
pub fn play_class(play: &PlayReport) -> Outcome {
    match (play.left_first.as_str(), play.right_first.as_str()) {
        ("Left wins", "Left wins") => Outcome::L,
        ("Right wins", "Right wins") => Outcome::R,
        ("Left wins", "Right wins") => Outcome::N,
        ("Right wins", "Left wins") => Outcome::P,
        _ => Outcome::Draw,
    }
}

/// Who wins played alone, in words: "Left wins whoever starts (class L)", or each start when
/// one of them is a draw ("with Left starting, a draw by endless play; with Right starting,
/// Left wins").
pub fn play_sentence(play: &PlayReport) -> String {
    let class = play_class(play);
    if class != Outcome::Draw {
        return class_sentence(class).to_string();
    }
    let said = |s: &str| if s == "draw" { "a draw by endless play".to_string() } else { s.to_string() };
    format!("with Left starting, {}; with Right starting, {}", said(&play.left_first), said(&play.right_first))
}

#[component]
pub fn LoopyPanel(p: &LoopyProps) -> Html {
    let r = &p.report;
    let sided = if r.stopper {
        html! { <p data-testid="loopy-kind">{ "A stopper: no line of play alternates for ever, so it is its simplest form." }</p> }
    } else {
        html! { <p data-testid="loopy-kind">{ "Not a stopper: the value is written onside & offside, the game as Left \
        sees it when endless play counts for her and as Right sees it when it \
        counts for him." }</p> }
    };
    let play = match &r.play {
        Some(play) => html! {
            <p data-testid="loopy-play" data-outcome={play_class(play).as_str()}>
                { format!("Played on its own: {}.", play_sentence(play)) }
            </p>
        },
        None => html! {
            <p data-testid="loopy-play" data-outcome="">
                { "Typed as sides (A & B) or a sum of sided values, it is no one game to play; its sides are below." }
            </p>
        },
    };
    html! {
        <div class="value-result loopy" data-testid="loopy-result">
            <p class="value-line"><strong>{ "Value: " }</strong>
                <code data-testid="loopy-value" data-value={r.value.clone()}>{ loopy_glyphs(&r.value) }</code></p>
            { sided }
            { play }
            <table class="loopy-sides" data-testid="loopy-sides">
                <thead><tr><th>{ "side" }</th><th>{ "form" }</th><th>{ "class" }</th>
                    <th>{ "Left stop" }</th><th>{ "Right stop" }</th></tr></thead>
                <tbody>{ side_row("onside", &r.onside) }{ side_row("offside", &r.offside) }</tbody>
            </table>
        </div>
    }
}

fn side_row(name: &'static str, s: &StopperReport) -> Html {
    html! {
        <tr data-testid={format!("loopy-{name}")} data-outcome={s.outcome.as_str()}>
            <th scope="row">{ name }</th>
            <td><code>{ loopy_glyphs(&s.form) }</code></td>
            <td>{ class_sentence(s.outcome) }</td>
            <td>{ loopy_glyphs(&s.left_stop) }</td>
            <td>{ loopy_glyphs(&s.right_stop) }</td>
        </tr>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(l: &str, r: &str) -> PlayReport {
        PlayReport { left_first: l.into(), right_first: r.into() }
    }

    #[test]
    fn draws_are_said_per_start() {
        assert_eq!(play_class(&play("Left wins", "Left wins")), Outcome::L);
        assert_eq!(play_class(&play("Right wins", "Left wins")), Outcome::P);
        assert_eq!(play_class(&play("draw", "Left wins")), Outcome::Draw);
        assert_eq!(
            play_sentence(&play("draw", "Left wins")),
            "with Left starting, a draw by endless play; with Right starting, Left wins"
        );
    }
}
