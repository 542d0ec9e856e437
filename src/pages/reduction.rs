//! "The same game as": a position's reduction to a model game, as the engine describes it
//! (`Solution::reduction`, sent by the worker with the solution), drawn beside the real board:
//! what it says, the model board with a link to play it, the model's value, and the table of
//! the real game against the model when the game gives one.

use std::rc::Rc;

use engine::reduction::{Comparison, Reduction};
use yew::prelude::*;

use crate::board::BoardView;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct ModelProps {
    /// The real game's id: the comparison's test hook is named after it (`triomino-compare`).
    pub game: String,
    pub reduction: Rc<Reduction>,
}

#[component]
pub fn ModelPanel(p: &ModelProps) -> Html {
    let m = &p.reduction;
    let href = Route::play(m.game.clone(), m.position.clone()).to_hash();
    html! {
        <section class="model" data-testid="model">
            <h3>{ "The same game as" }</h3>
            <p>{ &m.explanation }{ " " }<a href={href}>{ format!("Play {} {}", m.game, m.position) }</a></p>
            <div class="model-board">
                <BoardView board={m.board.clone()} moves={Rc::new(Vec::new())} shading={false}
                    hint={None::<String>} locked={true} onplay={Callback::noop()} game={m.game.clone()} />
            </div>
            if let Some(v) = m.grundy {
                <p data-testid="model-value">{ format!(
                    "The model's Grundy value is {v}, so the player to move {} there, as on the real board.",
                    if v == 0 { "loses" } else { "wins" }
                ) }</p>
            }
            if let Some(c) = &m.comparison { { comparison(c, p.game.split(':').next().unwrap_or_default()) } }
        </section>
    }
}

/// The real game's values beside the model's on a family of positions (the engine computes
/// both in the worker).
fn comparison(c: &Comparison, game: &str) -> Html {
    let [key, real, model] = &c.labels;
    html! {
        <details class="compare" data-testid={format!("{game}-compare")}>
            <summary>{ format!("{}: real board against the model ({})", c.caption,
                if c.agrees() { "they agree on every one" } else { "they differ somewhere" }) }</summary>
            <div class="table-wrap">
                <table class="compare-table">
                    <tr><th scope="row">{ key }</th>{ for c.columns.iter().map(|r| html! { <td>{ r.0 }</td> }) }</tr>
                    <tr><th scope="row">{ real }</th>{ for c.columns.iter().map(|r| html! { <td>{ r.1 }</td> }) }</tr>
                    <tr><th scope="row">{ model }</th>{ for c.columns.iter().map(|r| html! {
                        <td class={(r.1 != r.2).then_some("differs")}>{ r.2 }</td> }) }</tr>
                </table>
            </div>
        </details>
    }
}
