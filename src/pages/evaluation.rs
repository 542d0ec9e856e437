//! The evaluation panel, shown on the play page of a game that declares it
//! ([`engine::panels::Panel::Evaluation`]): the game's heuristic (the classroom evaluation
//! F = M - N of the only game declaring it so far, whose wording and grid this panel draws),
//! depth-limited minimax values with it at the leaves, node counts, and the alpha-beta search
//! tree, all from the worker's [`Eval`] job.

use engine::minimax::{plies, SearchNode, WIN};
use engine::panels::EvalReport;
use yew::prelude::*;

use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::job::Phase;
use crate::protocol::Eval;

#[derive(Properties, PartialEq)]
pub struct EvalProps {
    /// The canonical game id (the game declares the panel).
    pub game: String,
    pub position: String,
}

/// A score in words: exact results as win/loss in k plies, else the F value.
fn score_text(score: i32) -> String {
    match plies(score) {
        Some(k) if score > 0 => format!("win in {k}"),
        Some(k) => format!("loss in {k}"),
        None if score.abs() >= WIN / 2 => "?".into(),
        None => score.to_string(),
    }
}

fn tree_node(n: &SearchNode, max_here: bool) -> Html {
    let who = if max_here { "X-to-move" } else { "O-to-move" };
    let label = if n.mv.is_empty() { "root".to_string() } else { format!("cell {}", n.mv) };
    let summary = format!("{label}: {} for the player to move", score_text(n.score));
    if n.leaf {
        return html! { <li class="leaf" data-who={who}>{ summary }</li> };
    }
    html! {
        <li data-who={who}>
            <details open={n.mv.is_empty()}>
                <summary>{ summary }</summary>
                <ul>
                    { for n.children.iter().map(|c| tree_node(c, !max_here)) }
                    if !n.cut.is_empty() {
                        <li class="cut" data-testid="cut">{ format!("✂ cut off: cells {} not searched", n.cut.join(", ")) }</li>
                    }
                </ul>
            </details>
        </li>
    }
}

#[component]
pub fn EvaluationPanel(p: &EvalProps) -> Html {
    let on = use_state(|| false);
    let depth = use_state(|| 2u32);
    let job = use_job::<Eval>();
    {
        let job = job.clone();
        use_effect_with((p.game.clone(), p.position.clone(), *depth, *on), move |(game, position, depth, on)| {
            if *on {
                job.run(Eval { game: game.clone(), position: position.clone(), depth: *depth });
            }
        });
    }
    let toggle = {
        let on = on.clone();
        Callback::from(move |_: Event| on.set(!*on))
    };
    let ondepth = {
        let depth = depth.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            depth.set(v.parse().unwrap_or(2));
        })
    };
    let body = match (&*on, &job.state().phase) {
        (false, _) => html! {},
        (true, Phase::Idle | Phase::Running { .. }) => html! { <p>{ "Searching…" }</p> },
        (true, Phase::Failed(e)) if job.state().stopped() => stopped_view(e, job.on_retry()),
        (true, Phase::Failed(e)) => html! {
            <p class="error">{ error_with_text(e, &job.last().map(|j| j.position).unwrap_or_default()) }</p>
        },
        (true, Phase::Done(r)) => {
            let r: &EvalReport = r;
            let x_to_move =
                r.position.chars().filter(|&c| c == 'x').count() == r.position.chars().filter(|&c| c == 'o').count();
            let best = r.values.iter().map(|(_, v)| *v).max();
            let cells = r.position.chars().enumerate().map(|(i, ch)| {
                let cell = (i + 1).to_string();
                match r.values.iter().find(|(m, _)| *m == cell) {
                    Some((_, v)) => {
                        let class = classes!("sq", "eval", (Some(*v) == best).then_some("best"));
                        html! { <span class={class} data-eval-move={cell.clone()} title={format!("depth-{} value {}", r.depth, score_text(*v))}>{ score_text(*v) }</span> }
                    }
                    None => html! { <span class="sq sq-mark">{ ch }</span> },
                }
            }).collect::<Vec<_>>();
            let rows = cells.chunks(3).map(|row| html! { <div class="grid-row">{ for row.iter().cloned() }</div> });
            html! {
                <div class="eval-body">
                    <p data-testid="f-value">{ format!("F = M - N = {} here (lines still open for X minus lines still open for O). {} to move.", r.f, if x_to_move { "X" } else { "O" }) }</p>
                    <div class="grid" data-testid="eval-grid">{ for rows }</div>
                    <p>{ format!("Depth-{} minimax with F at the leaves; the best value is outlined.", r.depth) }</p>
                    <table class="nodes" data-testid="node-counts">
                        <thead><tr><th>{ "nodes visited" }</th><th>{ "plain minimax" }</th><th>{ "alpha-beta" }</th><th>{ "alpha-beta, good move order" }</th></tr></thead>
                        <tbody>
                            <tr><th>{ format!("to depth {}", r.depth) }</th><td>{ r.nodes_limited.minimax }</td><td>{ r.nodes_limited.alphabeta }</td><td>{ r.nodes_limited.alphabeta_ordered }</td></tr>
                            <tr><th>{ "to the end of the game" }</th><td>{ r.nodes_full.minimax }</td><td>{ r.nodes_full.alphabeta }</td><td>{ r.nodes_full.alphabeta_ordered }</td></tr>
                        </tbody>
                    </table>
                    <h4>{ format!("Alpha-beta search tree (depth {}, centre and corners first)", r.depth) }</h4>
                    <ul class="search-tree" data-testid="search-tree">{ tree_node(&r.tree, x_to_move) }</ul>
                </div>
            }
        }
    };
    html! {
        <section class="eval-panel">
            <label><input type="checkbox" checked={*on} onchange={toggle} data-testid="eval-switch" />
                { " Show the evaluation F = M - N and depth-limited minimax" }</label>
            <label>{ " depth " }
                <select onchange={ondepth} aria-label="search depth">
                    { for (1..=9).map(|d| html! { <option value={d.to_string()} selected={d == *depth}>{ d }</option> }) }
                </select>
            </label>
            { body }
        </section>
    }
}
