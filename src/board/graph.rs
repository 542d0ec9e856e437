//! A [`Board::Graph`](engine::board::Board::Graph) drawn: the graph laid out in layers as the
//! DAG editor lays out a linked graph, chips on their vertices, each vertex's value while move
//! values are shown, and below it one button per slide, named in words. The picture is for
//! the eye; the buttons are the moves (so every target is a plain button of its own).

use engine::vocab::{Gamma, Outcome, Spot};
use engine::MoveReport;
use yew::prelude::*;

use super::geometry::{chip_place, edge_path, RADIUS, WIDTH};
use super::layout::layout;
use crate::board::{move_control, BoardProps};

/// The graph's picture and its moves; `values` are drawn only when `p.shading` is on.
pub fn graph(p: &BoardProps, names: &[String], edges: &[(usize, usize)], chips: &[u32], values: &[Gamma]) -> Html {
    let place = layout(names.len(), edges);
    // The picture is cropped to the graph (chips on the left, values on the right), so a small
    // graph is not drawn small in the middle of the editor's wide canvas.
    let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    for &(x, y) in &place {
        (x0, x1, y0, y1) = (x0.min(x), x1.max(x), y0.min(y), y1.max(y));
    }
    if place.is_empty() {
        (x0, x1, y0, y1) = (WIDTH / 2.0, WIDTH / 2.0, 40.0, 40.0);
    }
    let (left, top) = (x0 - RADIUS - 24.0, y0 - RADIUS - 8.0);
    let (width, height) = (x1 - x0 + 2.0 * RADIUS + 80.0, y1 - y0 + 2.0 * RADIUS + 30.0);
    let show = p.shading;
    let zero = |v: usize| show && values.get(v).is_some_and(|g| g.value == Some(0));
    let lines = edges.iter().map(|&(u, v)| {
        let both = edges.contains(&(v, u));
        html! {
            <path d={edge_path(place[u], place[v], zero(u), zero(v), both)}
                fill="none" stroke="#333" stroke-width="2" marker-end="url(#graph-arrow)" />
        }
    });
    let vertices = (0..names.len()).map(|v| {
        let (x, y) = place[v];
        let shape = if zero(v) {
            let a = 0.9 * RADIUS;
            html! {
                <rect x={(x - a).to_string()} y={(y - a).to_string()} width={(2.0 * a).to_string()} height={(2.0 * a).to_string()}
                    style="fill: var(--lose-bg); stroke: var(--lose); stroke-width: 3" stroke-dasharray="6 3" />
            }
        } else if show {
            html! { <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} style="fill: var(--win-bg); stroke: var(--win); stroke-width: 3" /> }
        } else {
            html! { <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} fill="#fff" stroke="#333" stroke-width="2" /> }
        };
        let n = chips.get(v).copied().unwrap_or(0);
        let (cx, cy) = chip_place(x, y);
        let value = values.get(v).cloned().unwrap_or(Gamma::finite(0));
        html! {
            <g class="graph-vertex" data-vertex={names[v].clone()} data-chips={n.to_string()}>
                { shape }
                <text x={x.to_string()} y={y.to_string()} text-anchor="middle" dominant-baseline="central"
                    font-size={if names[v].len() <= 2 { "15" } else { "10" }} font-weight="700" fill="#1b1b1b">{ &names[v] }</text>
                if show {
                    <text x={(x + RADIUS + 4.0).to_string()} y={(y + RADIUS + 2.0).to_string()} font-size="14" fill="#1b1b1b"
                        stroke="#fff" stroke-width="4" paint-order="stroke">
                        { value_label(&value) }</text>
                }
                if n > 0 {
                    <circle cx={cx.to_string()} cy={cy.to_string()} r="9" fill="#111" stroke="#fff" stroke-width="2" />
                    if n > 1 {
                        <text x={cx.to_string()} y={cy.to_string()} text-anchor="middle" dominant-baseline="central"
                            font-size="11" font-weight="700" fill="#fff">{ n }</text>
                    }
                }
            </g>
        }
    });
    // What a screen reader hears instead of the picture.
    let on: Vec<String> = (0..names.len())
        .filter(|&v| chips.get(v).copied().unwrap_or(0) > 0)
        .map(|v| match chips[v] {
            1 => names[v].clone(),
            k => format!("{} ({k} chips)", names[v]),
        })
        .collect();
    let summary = format!(
        "a graph of {} vertices and {} edges; chips on {}",
        names.len(),
        edges.len(),
        if on.is_empty() { "no vertex".to_string() } else { on.join(", ") }
    );
    let slides: Vec<&MoveReport> = p.moves.iter().filter(|m| matches!(m.spot, Spot::Slide { .. })).collect();
    html! {
        <div class="graph-board">
            <svg class="graph-picture" viewBox={format!("{left} {top} {width} {height}")} role="img" aria-label={summary}
                style={format!("max-width: {}px", (1.6 * width).round())}>
                <defs>
                    <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                        <path d="M 0 0 L 10 5 L 0 10 z" fill="#333" />
                    </marker>
                </defs>
                { for lines }
                { for vertices }
            </svg>
            <div class="move-list">
                { for slides.into_iter().map(|m| {
                    let words = crate::words::move_words(&p.board, m);
                    move_control(p, m, "listed", html! { <span>{ words.clone() }</span> }, words)
                }) }
            </div>
        </div>
    }
}

/// A vertex's value as text with its outcome's mark, so colour is never the only signal:
/// ■ loses for the player to move, a draw says so.
pub fn value_label(g: &Gamma) -> String {
    match g.outcome() {
        Outcome::P => "g=0 ■".to_string(),
        Outcome::Draw => format!("g={g} draw"),
        _ => format!("g={g}"),
    }
}
