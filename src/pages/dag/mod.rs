//! The DAG editor: draw a directed graph (cycles allowed) on an SVG canvas, put chips on it, and see
//! every vertex's Grundy value as the graph changes; then play the position.
//!
//! Every change is checked by the engine's own parser (the graph's notation is rebuilt and
//! parsed), so a cycle, too many vertices, edges or chips are refused with the engine's
//! message. The values come from [`engine::games::builders::graph::vertex_grundy`], which is linear in
//! the graph and runs on the main thread (at most 64 vertices). The notation is kept in the link (`#/dag/...`);
//! the drawing's layout is not, so a link opened afresh is laid out in layers.
//!
//! The parts: [`editor`] (the state as a reducer), [`layout`] (layers for a graph opened from
//! a link), [`geometry`] (canvas units and shapes), [`canvas`] (the SVG drawing) and, here,
//! the page.

mod canvas;
mod editor;

use std::collections::HashMap;
use std::rc::Rc;

use engine::games::builders::graph::{self as dag, Gamma};
use engine::Outcome;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::board::geometry::{canvas_point, WIDTH};
use crate::route::Route;
use crate::util::replace_hash;
use editor::{initial, Action, Editor, Mode, Note, LAST_LAYOUT};

#[derive(Properties, PartialEq)]
pub struct DagProps {
    /// The position in the link (`None`: the example).
    pub position: Option<String>,
}

#[component]
pub fn DagPage(p: &DagProps) -> Html {
    let state = use_reducer({
        let position = p.position.clone();
        move || initial(&position)
    });
    let svg = use_node_ref();
    let s = &*state;
    let notation = s.notation();
    let height = s.height();

    // Keep the link and the layout up to date.
    use_effect_with(notation.clone(), |n| replace_hash(&Route::Dag { position: Some(n.clone()) }.to_hash()));
    {
        let places: HashMap<String, (f64, f64)> = s.vertices.iter().map(|v| (v.name.clone(), (v.x, v.y))).collect();
        let key: Vec<(String, u64, u64)> =
            s.vertices.iter().map(|v| (v.name.clone(), v.x.to_bits(), v.y.to_bits())).collect();
        let notation = notation.clone();
        use_effect_with(key, move |_| LAST_LAYOUT.with(|l| *l.borrow_mut() = Some((notation, places))));
    }

    let values = s.values();
    let canvas = canvas_view(&state, &svg, height, &values);
    let on = |make: Rc<dyn Fn() -> Action>| click(&state, make);

    let mode_button = |mode: Mode, label: &str, testid: &str| {
        let state = state.clone();
        let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::SetMode(mode)));
        html! { <button {onclick} aria-pressed={(s.mode == mode).to_string()} data-testid={testid.to_string()}>{ label }</button> }
    };
    let help = match s.mode {
        Mode::Build => {
            "Click on empty space to add a vertex; drag from one vertex to another to add an edge; click a vertex to select it."
        }
        Mode::Move => "Drag a vertex to move it; click a vertex to select it.",
        Mode::Chips => "Click a vertex to put a chip on it, or to take its chip off.",
    };

    let note = match &s.note {
        Some(Note::Error(e)) => html! { <p class="error" role="alert" data-testid="dag-message">{ e }</p> },
        Some(Note::Info(i)) => html! { <p class="muted" data-testid="dag-info">{ i }</p> },
        None => html! {},
    };

    let edge_list = s.edges.iter().enumerate().map(|(k, &(u, v))| {
        let name = format!("{} → {}", s.vertices[u].name, s.vertices[v].name);
        html! {
            <li>
                <button onclick={on(Rc::new(move || Action::RemoveEdge(k)))} aria-label={format!("remove the edge {name}")}>
                    { format!("{name} ✕") }</button>
            </li>
        }
    });

    let play = Route::play(dag::id(s.annihilate).into(), notation.clone());
    let onannihilate = {
        let state = state.clone();
        let on = !s.annihilate;
        Callback::from(move |_: Event| state.dispatch(Action::SetAnnihilate(on)))
    };
    let ontext = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(Action::SetText(e.target_unchecked_into::<HtmlInputElement>().value()))
        })
    };
    let onload = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            state.dispatch(Action::Load);
        })
    };

    html! {
        <section class="dag-editor">
            <h2>{ "Chips on a DAG: editor" }</h2>
            <p>{ "Draw a directed graph and put chips on it; cycles and loops are allowed (type a>a for a loop). A move \
                  slides one chip along one edge; the player who cannot move loses, and play that can go on forever is a \
                  draw. Each vertex shows its value g: without cycles the mex of its successors' values; on a cycle a \
                  generalized value, a number or ∞(K), K the finite values of its successors. Vertices of value 0 are \
                  drawn as dashed squares, draws as dotted octagons, the others as circles. Chips add by XOR; ∞(K) + n \
                  = ∞(K ⊕ n), and two ∞ make a draw." }</p>
            <div class="controls" role="group" aria-label="canvas mode">
                { mode_button(Mode::Build, "Vertices and edges", "mode-build") }
                { mode_button(Mode::Move, "Move vertices", "mode-move") }
                { mode_button(Mode::Chips, "Chips", "mode-chips") }
            </div>
            <p class="muted" data-testid="mode-help">{ help }</p>
            { canvas }
            <div aria-live="polite">{ note }</div>
            <p data-testid="dag-summary">{ summary(s, &values) }</p>
            <div class="controls">
                if s.vertices.is_empty() {
                    <span class="muted">{ "Add vertices to play." }</span>
                } else {
                    <a class="button" href={play.to_hash()} data-testid="dag-play">{ "Play this position" }</a>
                }
                <label><input type="checkbox" checked={s.annihilate} onchange={onannihilate} data-testid="annihilate" />
                    { " annihilation: two chips meeting on a vertex vanish (dag:annihilate)" }</label>
                <button onclick={on(Rc::new(|| Action::Clear))} disabled={s.vertices.is_empty()} data-testid="dag-clear">{ "Clear" }</button>
            </div>
            <h3>{ "Edges" }</h3>
            { edge_form(&state) }
            if !s.edges.is_empty() {
                <ul aria-label="edges (click to remove)" data-testid="edge-list"
                    style="display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; padding: 0">{ for edge_list }</ul>
            }
            <h3>{ "Vertices" }</h3>
            { vertex_table(&state, &values) }
            <h3>{ "Notation" }</h3>
            <form class="open" onsubmit={onload}>
                <label>{ "Position " }
                    <input value={s.text.clone()} oninput={ontext} aria-label="position in dag notation" data-testid="dag-notation"
                        size="40" spellcheck="false" autocomplete="off" class="notation-input" />
                </label>
                <button type="submit" data-testid="dag-load">{ "Load" }</button>
                <span class="muted">{ "edges a>b separated by commas (a name alone is a vertex without edges, as c in a>b,c;c), then ; and the chips' vertices" }</span>
            </form>
        </section>
    }
}

/// A button's callback that dispatches `make()`.
fn click(state: &UseReducerHandle<Editor>, make: Rc<dyn Fn() -> Action>) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_: MouseEvent| state.dispatch(make()))
}

/// The SVG canvas with its pointer handlers.
fn canvas_view(state: &UseReducerHandle<Editor>, svg: &NodeRef, height: f64, values: &[Gamma]) -> Html {
    let s = &**state;
    let dispatch = |a: fn(f64, f64) -> Action, capture: Option<bool>| {
        let (state, svg) = (state.clone(), svg.clone());
        Callback::from(move |e: PointerEvent| {
            if capture.is_none() && state.press.is_none() {
                return; // a hover, not a drag
            }
            if let (Some(true), Some(el)) = (capture, svg.cast::<web_sys::Element>()) {
                let _ = el.set_pointer_capture(e.pointer_id());
                e.prevent_default();
            }
            if let Some((x, y)) = canvas_point(&svg, &e, height) {
                state.dispatch(a(x, y));
            }
        })
    };
    let onpointerdown = dispatch(Action::Down, Some(true));
    let onpointermove = dispatch(Action::Move, None);
    let onpointerup = dispatch(Action::Up, Some(false));
    let onpointercancel = {
        let state = state.clone();
        Callback::from(move |_: PointerEvent| state.dispatch(Action::Cancel))
    };
    let cursor = canvas::cursor(s.mode);
    html! {
        <svg ref={svg.clone()} viewBox={format!("0 0 {WIDTH} {height}")} data-testid="dag-canvas"
            role="group" aria-label="graph canvas; the lists below the canvas offer the same controls"
            style={format!("width: 100%; max-width: {WIDTH}px; display: block; background: #fff; border: 1px solid var(--line); \
                border-radius: .5rem; touch-action: none; user-select: none; -webkit-user-select: none; cursor: {cursor}")}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}>
            { canvas::drawing(s, values) }
        </svg>
    }
}

/// The accessible edge form: two vertex lists, Add edge and Add vertex.
fn edge_form(state: &UseReducerHandle<Editor>) -> Html {
    let s = &**state;
    let on = |make: Rc<dyn Fn() -> Action>| click(state, make);
    let (from, to) = s.edge_ends();
    let select = |chosen: Option<usize>, label: &str, testid: &str, make: fn(String) -> Action| {
        let state = state.clone();
        let onchange = Callback::from(move |e: Event| {
            state.dispatch(make(e.target_unchecked_into::<HtmlSelectElement>().value()));
        });
        html! {
            <label>{ format!("{label} ") }
                <select {onchange} aria-label={format!("edge {label}")} data-testid={testid.to_string()}>
                    { for s.vertices.iter().enumerate().map(|(i, v)| html! {
                        <option value={v.name.clone()} selected={chosen == Some(i)}>{ &v.name }</option>
                    }) }
                </select>
            </label>
        }
    };
    let onaddedge = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let (Some(u), Some(v)) = (from, to) {
                state.dispatch(Action::AddEdge(u, v));
            }
        })
    };
    html! {
        <form class="open" onsubmit={onaddedge} aria-label="add an edge">
            { select(from, "from", "edge-from", Action::SetFrom) }
            { select(to, "to", "edge-to", Action::SetTo) }
            <button type="submit" disabled={s.vertices.is_empty()} data-testid="add-edge">{ "Add edge" }</button>
            <button type="button" onclick={on(Rc::new(|| Action::AddVertex))} data-testid="add-vertex">{ "Add vertex" }</button>
        </form>
    }
}

/// The vertex table: each vertex's value, successors and chips, with buttons to change them.
fn vertex_table(state: &UseReducerHandle<Editor>, values: &[Gamma]) -> Html {
    let s = &**state;
    let on = |make: Rc<dyn Fn() -> Action>| click(state, make);
    let rows = s.vertices.iter().enumerate().map(|(i, v)| {
        let g = values.get(i).cloned().unwrap_or(Gamma::finite(0));
        let succ: Vec<&str> =
            s.edges.iter().filter(|e| e.0 == i).map(|&(_, b)| s.vertices[b].name.as_str()).collect();
        let name = v.name.clone();
        html! {
            <tr data-vertex={name.clone()} aria-current={(s.selected == Some(i)).then_some("true")}
                style={(s.selected == Some(i)).then_some("background: #ece6ff; font-weight: 700")}>
                <th scope="row">{ &v.name }</th>
                <td data-testid={format!("grundy-{name}")}>{ value_text(&g) }</td>
                <td style="text-align: left">{ if succ.is_empty() { "none (a sink)".to_string() } else { succ.join(", ") } }</td>
                <td>{ v.chips }</td>
                <td><div class="vertex-actions">
                    <button onclick={on(Rc::new(move || Action::AddChip(i)))} aria-label={format!("put a chip on {name}")}>{ "+ chip" }</button>
                    <button onclick={on(Rc::new(move || Action::RemoveChip(i)))} disabled={v.chips == 0}
                        aria-label={format!("take a chip off {name}")}>{ "− chip" }</button>
                    <button onclick={on(Rc::new(move || Action::Delete(i)))} aria-label={format!("delete vertex {name}")}
                        data-testid={format!("delete-{name}")}>{ "Delete" }</button>
                </div></td>
            </tr>
        }
    });
    if s.vertices.is_empty() {
        html! { <p class="muted">{ "No vertices yet." }</p> }
    } else {
        html! {
            <div class="table-wrap">
                <p class="muted">{ "A vertex's value is the mex (least missing number) of its successors' values, or \
                    on a cycle ∞(K); ■ marks value 0, \"draw\" a vertex where a chip alone draws. Select a vertex by \
                    clicking it on the canvas." }</p>
                <table class="values" data-testid="vertex-table" aria-label="vertices">
                    <thead><tr><th scope="col">{ "vertex" }</th><th scope="col">{ "value" }</th>
                        <th scope="col">{ "successors" }</th><th scope="col">{ "chips" }</th><th scope="col">{ "change" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        }
    }
}

/// A vertex's value with its outcome's mark (■ for 0, "draw" for a draw).
fn value_text(g: &Gamma) -> String {
    match g.outcome() {
        Outcome::P => "0 ■".to_string(),
        Outcome::Draw => format!("{g} draw"),
        _ => g.to_string(),
    }
}

/// The value of the position in words: the values under the chips added (XOR, and Smith's
/// rules for ∞).
fn summary(s: &Editor, values: &[Gamma]) -> String {
    let chips: Vec<(String, Gamma)> = s
        .vertices
        .iter()
        .enumerate()
        .flat_map(|(i, v)| {
            std::iter::repeat_n((v.name.clone(), values.get(i).cloned().unwrap_or(Gamma::finite(0))), v.chips)
        })
        .collect();
    let total = Gamma::sum(chips.iter().map(|c| &c.1));
    if s.vertices.is_empty() {
        String::new()
    } else if chips.is_empty() {
        "No chips: the player to move cannot move and loses. Switch to Chips and click a vertex to place one.".into()
    } else {
        let loopy = chips.iter().any(|c| c.1.infinite);
        let terms: Vec<String> = chips.iter().map(|(n, _)| format!("g({n})")).collect();
        let nums: Vec<String> = chips.iter().map(|(_, g)| g.to_string()).collect();
        let op = if loopy { " + " } else { " ⊕ " };
        format!(
            "Value of the position: {} = {} = {total}: {}",
            terms.join(op),
            nums.join(op),
            match total.outcome() {
                Outcome::P => "the player to move loses (P-position).",
                Outcome::Draw => "a draw: neither player can force the game to end (D-position).",
                _ => "the player to move wins (N-position).",
            }
        )
    }
}
