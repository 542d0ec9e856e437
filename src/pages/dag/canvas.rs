//! The DAG editor's drawing: vertices (circles, or dashed squares for value 0) with their
//! names, values and chips, edges as arrows, and the rubber band of an edge being dragged.

use yew::prelude::*;

use super::editor::{Editor, Mode, Press};
use crate::board::geometry::{border, chip_place, RADIUS, WIDTH};

/// The SVG canvas's contents for the editor's state; `values` are the Grundy values by vertex.
pub fn drawing(s: &Editor, values: &[u32]) -> Html {
    let place = |i: usize| (s.vertices[i].x, s.vertices[i].y);
    let is_zero = |i: usize| values.get(i) == Some(&0);
    let edges = s.edges.iter().map(|&(u, v)| {
        let a = border(place(u), place(v), is_zero(u), 0.0);
        let b = border(place(v), place(u), is_zero(v), 3.0);
        let name = format!("{}>{}", s.vertices[u].name, s.vertices[v].name);
        html! {
            <line x1={a.0.to_string()} y1={a.1.to_string()} x2={b.0.to_string()} y2={b.1.to_string()}
                stroke="#333" stroke-width="2" marker-end="url(#dag-arrow)" data-edge={name.clone()}>
                <title>{ format!("edge {}", name.replace('>', " → ")) }</title>
            </line>
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
        { for (0..s.vertices.len()).map(|i| draw_vertex(s, i, values.get(i).copied().unwrap_or(0))) }
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

fn draw_vertex(s: &Editor, i: usize, g: u32) -> Html {
    let v = &s.vertices[i];
    let zero = g == 0;
    let (x, y) = (v.x, v.y);
    let shape = if zero {
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
    let label = if zero { "g=0 ■".to_string() } else { format!("g={g}") };
    let title = format!(
        "vertex {}: Grundy value {g}{}, {}",
        v.name,
        if zero { " (a chip here alone loses for the player to move)" } else { "" },
        crate::words::counted(v.chips, "chip", "chips")
    );
    let selected = s.selected == Some(i);
    html! {
        <g class="dag-vertex" data-vertex={v.name.clone()} data-grundy={g.to_string()} data-chips={v.chips.to_string()}>
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
