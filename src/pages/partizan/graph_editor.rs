//! The editor of a game whose position is a graph of coloured edges standing on the ground
//! ([`engine::board::GraphEdit`]): pick a colour, then a vertex (the ground too) and another
//! vertex or a new one on top; or delete or recolour an edge. The engine does the editing and
//! the layout; this draws them on the play picture's canvas ([`Canvas`]) and passes clicks and
//! keys on.

use engine::board::{EdgeGraph, GraphEdit, GraphLayout};
use yew::prelude::*;

use crate::board::edges::Canvas;

/// A vertex's or an edge's target radius, in canvas units (one a pixel at the smallest).
const TARGET: f64 = 22.0;

#[derive(Properties, PartialEq)]
pub struct GraphEditorProps {
    pub spec: GraphEdit,
    /// The position being edited.
    pub position: String,
    pub onedit: Callback<String>,
}

#[derive(Clone, Copy, PartialEq)]
enum Tool {
    Add,
    Delete,
    Recolour,
}

/// What the last click did, or why it was refused.
#[derive(Clone, PartialEq)]
enum Note {
    Info(String),
    Error(String),
}

/// Enter or Space on a focused vertex or edge acts as a click.
fn on_activate(cb: Callback<()>) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            cb.emit(());
        }
    })
}

#[component]
pub fn GraphEditor(p: &GraphEditorProps) -> Html {
    let spec = p.spec;
    let colour = use_state(|| spec.colours.first().map_or('?', |c| c.code));
    let tool = use_state(|| Tool::Add);
    let from = use_state(|| None::<usize>);
    let note = use_state(|| None::<Note>);
    let graph = EdgeGraph::parse(&p.position).unwrap_or_default();
    let layout = graph.layout();
    let vertices = graph.vertices();
    // A picked vertex the last edit took away is forgotten.
    let picked = from.filter(|v| vertices.contains(v));

    let canvas = Canvas::new(&layout);
    let (width, ground, height) = (canvas.width, canvas.ground, canvas.height);
    let px = |p: (f64, f64)| canvas.px(p);
    let name = |code: char| colour_name(&spec, code);

    // Every edit: the engine's new graph, the note, and nothing picked.
    let apply = {
        let (onedit, note, from) = (p.onedit.clone(), note.clone(), from.clone());
        Callback::from(move |(result, done): (Result<EdgeGraph, String>, String)| {
            from.set(None);
            match result {
                Ok(g) => {
                    note.set(Some(Note::Info(done)));
                    onedit.emit(g.text());
                }
                Err(e) => note.set(Some(Note::Error(e))),
            }
        })
    };
    let add = |to: Option<usize>| {
        let (apply, graph, colour) = (apply.clone(), graph.clone(), *colour);
        let words = name(colour);
        Callback::from(move |u: usize| {
            let done = match to {
                Some(v) if v == u => format!("Added a {words} loop at vertex {u}."),
                Some(v) => format!("Added a {words} edge from vertex {u} to vertex {v}."),
                None => format!("Added a {words} edge from vertex {u} to a new vertex."),
            };
            apply.emit((spec.add_edge(&graph, u, to, colour), done));
        })
    };
    let pick = |v: usize| {
        let (from, note, add) = (from.clone(), note.clone(), add(Some(v)));
        let what = if v == 0 { "the ground".to_string() } else { format!("vertex {v}") };
        Callback::from(move |()| match *from {
            Some(u) if u == v => {
                from.set(None);
                note.set(Some(Note::Info(format!("{} is no longer picked.", what))));
            }
            Some(u) => add.emit(u),
            None => {
                from.set(Some(v));
                note.set(Some(Note::Info(format!(
                    "Picked {what}: now pick another vertex to join it to, or add a new vertex on top."
                ))));
            }
        })
    };

    let adding = *tool == Tool::Add;
    let vertex_control = |v: usize, label: String| {
        let cb = pick(v);
        let onclick = {
            let cb = cb.clone();
            Callback::from(move |_: MouseEvent| cb.emit(()))
        };
        let pressed = (picked == Some(v)).to_string();
        (onclick, on_activate(cb), pressed, label)
    };

    // The ground: a line along the bottom, one target its whole width.
    let ground_view =
        ground_view(width, ground, adding, picked == Some(0), vertex_control(0, "the ground (vertex 0)".into()));

    let vertex_views = layout.vertices.iter().map(|&(v, x, layer)| {
        let (cx, cy) = px((x, layer as f64));
        let (onclick, onkeydown, pressed, label) = vertex_control(v, format!("vertex {v}"));
        let here = picked == Some(v);
        html! {
            <g class="graph-vertex" data-vertex={v.to_string()}>
                if here {
                    <circle cx={cx.to_string()} cy={cy.to_string()} r="17" fill="none" stroke="var(--accent)" stroke-width="3" stroke-dasharray="4 3" />
                }
                <circle cx={cx.to_string()} cy={cy.to_string()} r="9" fill={if here { "var(--accent)" } else { "#fff" }} stroke="#1b1b1b" stroke-width="3" />
                <text x={(cx + 14.0).to_string()} y={(cy - 12.0).to_string()} font-size="13" fill="#1b1b1b" stroke="#fff"
                    stroke-width="4" paint-order="stroke" aria-hidden="true">{ v }</text>
                if adding {
                    <circle class="target" cx={cx.to_string()} cy={cy.to_string()} r={TARGET.to_string()} fill="transparent"
                        role="button" tabindex="0" aria-label={label} aria-pressed={pressed} {onclick} {onkeydown} />
                }
            </g>
        }
    });

    let new_vertex = picked.map(|u| {
        let add = add(None);
        let onclick = Callback::from(move |_: MouseEvent| add.emit(u));
        let words = if u == 0 { "New vertex on the ground".to_string() } else { format!("New vertex on top of {u}") };
        html! { <button {onclick} data-testid="edit-new-vertex">{ words }</button> }
    });
    let onclear = {
        let apply = apply.clone();
        Callback::from(move |_: MouseEvent| apply.emit((Ok(EdgeGraph::default()), "Cleared: nothing stands.".into())))
    };
    html! {
        <div class="board-editor graph-editor" data-testid="board-editor">
            { choices_view(&spec, &colour, &tool, &from, picked) }
            <p class="controls">
                { for new_vertex }
                <button onclick={onclear} disabled={graph.edges.is_empty()} data-testid="edit-clear">{ "Clear" }</button>
                <span class="muted">{ format!("{} of at most {} edges", graph.edges.len(), spec.max_edges) }</span>
            </p>
            <div aria-live="polite">{ message_view(&note) }</div>
            <div class="graph-canvas">
                <svg viewBox={format!("0 0 {width} {height}")} data-testid="graph-canvas" role="group"
                    aria-label="the graph: vertices and edges standing on the ground"
                    style={format!("width: 100%; min-width: {width}px; max-width: {}px", 1.6 * width)}>
                    { ground_view }
                    { edge_views(&spec, &graph, &layout, &canvas, *tool, *colour, &apply) }
                    { for vertex_views }
                </svg>
            </div>
        </div>
    }
}

/// The ground: a line along the bottom, one target its whole width while adding. `control` is
/// its click and key handlers, whether it is picked (for `aria-pressed`) and its label.
fn ground_view(
    width: f64,
    ground: f64,
    adding: bool,
    picked_here: bool,
    control: (Callback<MouseEvent>, Callback<KeyboardEvent>, String, String),
) -> Html {
    let (onclick, onkeydown, pressed, label) = control;
    html! {
        <g class="graph-ground" data-vertex="0">
            <line x1="0" y1={ground.to_string()} x2={width.to_string()} y2={ground.to_string()}
                stroke={if picked_here { "var(--accent)" } else { "#5a4632" }} stroke-width={if picked_here { "8" } else { "5" }} />
            if adding {
                <rect class="target" x="0" y={(ground - TARGET).to_string()} width={width.to_string()} height={(2.0 * TARGET).to_string()}
                    fill="transparent" role="button" tabindex="0" aria-label={label} aria-pressed={pressed}
                    {onclick} {onkeydown} />
            }
            <text x="6" y={(ground + 24.0).to_string()} font-size="14" fill="#1b1b1b">{ "ground" }</text>
        </g>
    }
}

/// A colour's name and who may cut it ("blue (Left)"), or its code when the game has no such
/// colour.
fn colour_name(spec: &GraphEdit, code: char) -> String {
    spec.colour(code).map_or_else(|| code.to_string(), |c| format!("{} ({})", c.name, c.who))
}

/// How an edge of this colour is drawn.
fn colour_stroke(spec: &GraphEdit, code: char) -> &'static str {
    spec.colour(code).map_or("#333", |c| c.stroke)
}

/// The edges on the canvas, each a target when the tool deletes or recolours.
fn edge_views(
    spec: &GraphEdit,
    graph: &EdgeGraph,
    layout: &GraphLayout,
    canvas: &Canvas,
    tool: Tool,
    colour: char,
    apply: &Callback<(Result<EdgeGraph, String>, String)>,
) -> Html {
    graph.edges.iter().zip(&layout.edges).enumerate().map(|(i, (&(u, v, c), &(a, b, bend)))| {
        let shape = canvas.edge(a, b, bend);
        let (path, mid) = (shape.path, shape.mid);
        let text = format!("{u}-{v}:{c}");
        let what = format!("edge {u}-{v}, {}", colour_name(spec, c));
        let act = match tool {
            Tool::Add => None,
            Tool::Delete => {
                let (apply, graph, sp) = (apply.clone(), graph.clone(), *spec);
                let done = format!("Deleted the {what}.");
                Some((format!("delete the {what}"), Callback::from(move |()| apply.emit((Ok(sp.delete_edge(&graph, i)), done.clone())))))
            }
            Tool::Recolour => {
                let (apply, graph, to, sp) = (apply.clone(), graph.clone(), colour, *spec);
                let done = format!("The {what} is now {}.", colour_name(spec, to));
                Some((format!("make the {what} {}", colour_name(spec, to)), Callback::from(move |()| apply.emit((Ok(sp.recoloured(&graph, i, to)), done.clone())))))
            }
        };
        let letter = c.to_ascii_uppercase().to_string();
        let (mx, my) = (mid.0.to_string(), mid.1.to_string());
        html! {
            <g class="graph-edge" data-edge={i.to_string()} data-edge-text={text}>
                <path d={path} fill="none" stroke={colour_stroke(spec, c)} stroke-width="6" stroke-linecap="round" />
                <circle cx={mx.clone()} cy={my.clone()} r="13" fill="#fff" stroke={colour_stroke(spec, c)} stroke-width="3" />
                <text x={mx.clone()} y={my.clone()} text-anchor="middle" dominant-baseline="central" font-size="14"
                    font-weight="700" fill="#1b1b1b" aria-hidden="true">{ letter }</text>
                if let Some((label, cb)) = act {
                    <circle class="target" cx={mx} cy={my} r={TARGET.to_string()} fill="transparent" role="button" tabindex="0"
                        aria-label={label} onclick={{ let cb = cb.clone(); Callback::from(move |_: MouseEvent| cb.emit(())) }}
                        onkeydown={on_activate(cb)} />
                } else {
                    <title>{ what }</title>
                }
            </g>
        }
    }).collect()
}

/// The colour of new edges, what a click does, and what to do next.
fn choices_view(
    spec: &GraphEdit,
    colour: &UseStateHandle<char>,
    tool: &UseStateHandle<Tool>,
    from: &UseStateHandle<Option<usize>>,
    picked: Option<usize>,
) -> Html {
    let colour_choice = spec.colours.iter().map(|c| {
        let (colour, code) = (colour.clone(), c.code);
        html! {
            <label class="side-option">
                <input type="radio" name="edge-colour" value={c.code.to_string()} checked={*colour == c.code}
                    data-testid={format!("edit-colour-{}", c.code)} onchange={Callback::from(move |_: Event| colour.set(code))} />
                <span class="swatch" style={format!("background: {}", c.stroke)} aria-hidden="true"></span>
                { format!("{} ({})", c.name, c.who) }
            </label>
        }
    });
    let tool_choice = [(Tool::Add, "add", "Add edges"), (Tool::Delete, "delete", "Delete edges"), (Tool::Recolour, "recolour", "Recolour edges")]
        .into_iter()
        .map(|(t, id, words)| {
            let (tool, from) = (tool.clone(), from.clone());
            html! {
                <label class="side-option">
                    <input type="radio" name="edit-tool" value={id} checked={*tool == t} data-testid={format!("edit-tool-{id}")}
                        onchange={Callback::from(move |_: Event| { from.set(None); tool.set(t) })} />
                    { format!(" {words}") }
                </label>
            }
        });
    let help = match **tool {
        Tool::Add => match picked {
            Some(0) => "Now pick a vertex to join the ground to, or add a new vertex on top.".to_string(),
            Some(u) => format!("Now pick a vertex to join vertex {u} to, or add a new vertex on top."),
            None => {
                "Pick a vertex, or the ground, to draw an edge from (Tab to it and press Enter, or click it).".into()
            }
        },
        Tool::Delete => "Pick an edge's label to delete it; what then hangs from nothing falls.".into(),
        Tool::Recolour => "Pick an edge's label to give it the chosen colour.".into(),
    };
    html! {
        <>
            <fieldset class="side-choice" data-testid="edit-colour">
                <legend>{ "Colour of new edges" }</legend>
                { for colour_choice }
            </fieldset>
            <fieldset class="side-choice" data-testid="edit-tool">
                <legend>{ "What a click does" }</legend>
                { for tool_choice }
            </fieldset>
            <p class="note" data-testid="edit-help">{ help }</p>
        </>
    }
}

/// What the last click did, or why it was refused.
fn message_view(note: &Option<Note>) -> Html {
    match note {
        Some(Note::Error(e)) => {
            html! { <p class="error" role="alert" data-testid="edit-message" data-kind="error">{ e }</p> }
        }
        Some(Note::Info(i)) => html! { <p class="note" data-testid="edit-message" data-kind="info">{ i }</p> },
        None => html! {},
    }
}
