//! The DAG editor's drawing: vertices (circles; dashed squares for value 0; dotted octagons
//! for draws) with their names, values and chips, edges as arrows (two opposite edges bent
//! apart, a loop above its vertex), and the rubber band of an edge being dragged.

use yew::prelude::*;

use super::editor::{Editor, Mode, Press};
use crate::board::geometry::{border, chip_place, edge_path, RADIUS, WIDTH};
use crate::board::value_label;
use engine::games::builders::graph::Gamma;
use engine::Outcome;

/// The SVG canvas's contents for the editor's state; `values` are the values by vertex.
pub fn drawing(s: &Editor, values: &[Gamma]) -> Html {
    let place = |i: usize| (s.vertices[i].x, s.vertices[i].y);
    let is_zero = |i: usize| values.get(i).is_some_and(|g| g.value == Some(0));
    let edges = s.edges.iter().map(|&(u, v)| {
        let both = u != v && s.edges.contains(&(v, u));
        let name = format!("{}>{}", s.vertices[u].name, s.vertices[v].name);
        html! {
            <path d={edge_path(place(u), place(v), is_zero(u), is_zero(v), both)} fill="none"
                stroke="#333" stroke-width="2" marker-end="url(#dag-arrow)" data-edge={name.clone()}>
                <title>{ format!("edge {}", name.replace('>', " → ")) }</title>
            </path>
        }
    });
    let rubber = match (s.mode, s.press) {
        (Mode::Build, Some(Press { on: Some(u), at, moved: true, .. })) => {
            let a = border(place(u), at, is_zero(u), 0.0);
            html! {
                <line x1={a.0.to_string()} y1={a.1.to_string()} x2={at.0.to_string()} y2={at.1.to_string()}
                    style="stroke: var(--accent)" stroke-width="2" stroke-dasharray="6 4" marker-end="url(#dag-arrow)" />
            }
        }
        _ => html! {},
    };
    html! {
        <>
        <defs>
            <marker id="dag-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
                <path d="M 0 0 L 10 5 L 0 10 z" fill="#333" />
            </marker>
        </defs>
        if s.vertices.is_empty() {
            <text x={(WIDTH / 2.0).to_string()} y="200" text-anchor="middle" fill="#5a5a5a" font-size="18">
                { "Click anywhere to add a vertex" }</text>
        }
        { for edges }
        { rubber }
        { for (0..s.vertices.len()).map(|i| draw_vertex(s, i, values.get(i).cloned().unwrap_or(Gamma::finite(0)))) }
        </>
    }
}

/// The pointer over the canvas in each mode.
pub fn cursor(mode: Mode) -> &'static str {
    match mode {
        Mode::Build => "crosshair",
        Mode::Move => "move",
        Mode::Chips => "pointer",
    }
}

fn draw_vertex(s: &Editor, i: usize, g: Gamma) -> Html {
    let v = &s.vertices[i];
    let outcome = g.outcome();
    let zero = outcome == Outcome::P;
    let (x, y) = (v.x, v.y);
    let shape = if outcome == Outcome::Draw {
        let points: Vec<String> = (0..8)
            .map(|k| {
                let a = std::f64::consts::PI * (2.0 * k as f64 + 1.0) / 8.0;
                format!("{},{}", x + RADIUS * a.cos(), y + RADIUS * a.sin())
            })
            .collect();
        html! {
            <polygon points={points.join(" ")} data-testid="draw-vertex"
                style="fill: var(--draw-bg, #eee); stroke: var(--draw, #555); stroke-width: 3" stroke-dasharray="2 3" />
        }
    } else if zero {
        let a = 0.9 * RADIUS;
        html! {
            <rect x={(x - a).to_string()} y={(y - a).to_string()} width={(2.0 * a).to_string()} height={(2.0 * a).to_string()}
                style="fill: var(--lose-bg); stroke: var(--lose); stroke-width: 3" stroke-dasharray="6 3" />
        }
    } else {
        html! {
            <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()}
                style="fill: var(--win-bg); stroke: var(--win); stroke-width: 3" />
        }
    };
    let font = match v.name.len() {
        0..=2 => 15,
        3..=4 => 11,
        _ => 8,
    };
    let label = value_label(&g);
    let alone = match outcome {
        Outcome::P => " (a chip here alone loses for the player to move)",
        Outcome::Draw => " (a chip here alone is a draw: play can go on forever)",
        _ => "",
    };
    let title = format!("vertex {}: value {g}{alone}, {}", v.name, crate::words::counted(v.chips, "chip", "chips"));
    let selected = s.selected == Some(i);
    html! {
        <g class="dag-vertex" data-vertex={v.name.clone()} data-grundy={g.to_string()} data-outcome={outcome.as_str()} data-chips={v.chips.to_string()}>
            <title>{ title }</title>
            if selected {
                <circle cx={x.to_string()} cy={y.to_string()} r={(RADIUS + 7.0).to_string()} fill="none"
                    style="stroke: var(--accent); stroke-width: 3" stroke-dasharray="4 3" />
            }
            { shape }
            <text x={x.to_string()} y={y.to_string()} text-anchor="middle" dominant-baseline="central"
                font-size={font.to_string()} font-weight="700" fill="#1b1b1b">{ &v.name }</text>
            <text x={(x + RADIUS + 4.0).to_string()} y={(y + RADIUS + 2.0).to_string()} font-size="14"
                font-weight={if zero { "700" } else { "400" }} fill="#1b1b1b" stroke="#fff" stroke-width="4"
                paint-order="stroke" data-testid="vertex-value">{ label }</text>
            if v.chips > 0 {
                <circle cx={chip_place(v.x, v.y).0.to_string()} cy={chip_place(v.x, v.y).1.to_string()} r="9" fill="#111" stroke="#fff"
                    stroke-width="2" data-testid="chip" />
                if v.chips > 1 {
                    <text x={chip_place(v.x, v.y).0.to_string()} y={chip_place(v.x, v.y).1.to_string()} text-anchor="middle"
                        dominant-baseline="central" font-size="11" font-weight="700" fill="#fff">{ v.chips }</text>
                }
            }
        </g>
    }
}
