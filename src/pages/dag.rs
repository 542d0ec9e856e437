//! The DAG editor: draw a directed acyclic graph on an SVG canvas, put chips on it, and see
//! every vertex's Grundy value as the graph changes; then play the position.
//!
//! Every change is checked by the engine's own parser (the graph's notation is rebuilt and
//! parsed), so a cycle, too many vertices, edges or chips are refused with the engine's
//! message. The values come from [`dag::vertex_grundy`], which is linear in the graph and runs
//! on the main thread (at most 64 vertices). The notation is kept in the link (`#/dag/...`);
//! the drawing's layout is not, so a link opened afresh is laid out in layers.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use engine::games::dag::{self, Dag};
use engine::impartial::ImpartialGame;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::route::Route;
use crate::util::replace_hash;

/// The canvas width in its own units (it is scaled to fit the page).
const WIDTH: f64 = 720.0;
const MIN_HEIGHT: f64 = 420.0;
const RADIUS: f64 = 20.0;
/// Vertical distance between layers when a graph is laid out.
const ROW: f64 = 90.0;
/// At most this many vertices side by side when a graph is laid out.
const PER_ROW: usize = 9;
/// Pointer travel (canvas units) below which a press counts as a click.
const CLICK_SLOP: f64 = 6.0;

/// A drawing's notation and the place of each vertex by name.
type Layout = (String, HashMap<String, (f64, f64)>);

thread_local! {
    /// The last drawing's notation and vertex places, so that coming back to the editor
    /// (Back after "Play") shows the graph as it was drawn.
    static LAST_LAYOUT: RefCell<Option<Layout>> = const { RefCell::new(None) };
}

#[derive(Properties, PartialEq)]
pub struct DagProps {
    /// The position in the link (`None`: the example).
    pub position: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
struct Vertex {
    name: String,
    x: f64,
    y: f64,
    chips: usize,
}

/// What a click on the canvas does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Click on empty space adds a vertex; drag from a vertex to another adds an edge.
    Build,
    /// Drag a vertex to move it.
    Move,
    /// Click a vertex to add a chip (or take its chip away).
    Chips,
}

/// A pointer pressed on the canvas: on which vertex (if any), where, and where it is now.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    on: Option<usize>,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum Note {
    Error(String),
    Info(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    vertices: Vec<Vertex>,
    edges: Vec<(usize, usize)>,
    annihilate: bool,
    mode: Mode,
    selected: Option<usize>,
    press: Option<Press>,
    note: Option<Note>,
    /// The vertices chosen in the "from" and "to" selects, by name.
    from: Option<String>,
    to: Option<String>,
    /// The notation field (the notation of the graph, unless the user is typing).
    text: String,
}

pub enum Action {
    Down(f64, f64),
    Move(f64, f64),
    Up(f64, f64),
    Cancel,
    AddVertex,
    AddEdge(usize, usize),
    RemoveEdge(usize),
    AddChip(usize),
    RemoveChip(usize),
    Delete(usize),
    SetMode(Mode),
    SetAnnihilate(bool),
    SetFrom(String),
    SetTo(String),
    SetText(String),
    Load,
    Clear,
}

/// The n-th automatic vertex name: a, b, ..., z, aa, ab, ...
fn auto_name(mut n: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII letters")
}

fn clamp_point(x: f64, y: f64) -> (f64, f64) {
    (x.clamp(RADIUS + 24.0, WIDTH - RADIUS - 40.0), y.max(RADIUS + 14.0))
}

/// Where a vertex's chips are drawn.
fn chip_place(v: &Vertex) -> (f64, f64) {
    (v.x - RADIUS - 9.0, v.y)
}

fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Places the vertices of a graph in layers: a vertex sits one layer below its deepest
/// predecessor; within a layer vertices are ordered by their predecessors' places, and
/// alternate layers are shifted so that edges skipping a layer do not run through a vertex.
fn layout(n: usize, edges: &[(usize, usize)]) -> Vec<(f64, f64)> {
    let mut depth = vec![0usize; n];
    for _ in 0..n {
        let mut changed = false;
        for &(u, v) in edges {
            if depth[v] < depth[u] + 1 {
                depth[v] = depth[u] + 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let layers = depth.iter().copied().max().map_or(0, |d| d + 1);
    let mut place = vec![(0.0, 0.0); n];
    let mut y = 50.0;
    for d in 0..layers {
        let mut layer: Vec<usize> = (0..n).filter(|&v| depth[v] == d).collect();
        let key = |v: usize| -> f64 {
            let xs: Vec<f64> = edges.iter().filter(|e| e.1 == v).map(|e| place[e.0].0).collect();
            if xs.is_empty() {
                WIDTH / 2.0
            } else {
                xs.iter().sum::<f64>() / xs.len() as f64
            }
        };
        if d > 0 {
            let keys: HashMap<usize, f64> = layer.iter().map(|&v| (v, key(v))).collect();
            layer.sort_by(|a, b| keys[a].total_cmp(&keys[b]));
        }
        for chunk in layer.chunks(PER_ROW) {
            let gap = (WIDTH - 40.0) / (chunk.len() + 1) as f64;
            let shift = if d % 2 == 1 { gap / 4.0 } else { -gap / 4.0 };
            for (i, &v) in chunk.iter().enumerate() {
                place[v] = clamp_point(20.0 + gap * (i + 1) as f64 + shift, y);
            }
            y += ROW;
        }
    }
    place
}

impl Editor {
    fn empty() -> Editor {
        Editor {
            vertices: Vec::new(),
            edges: Vec::new(),
            annihilate: false,
            mode: Mode::Build,
            selected: None,
            press: None,
            note: None,
            from: None,
            to: None,
            text: String::new(),
        }
    }

    /// An editor holding the position `text` (the places of vertices already drawn, or of
    /// the last drawing of the same graph, are kept).
    fn load(&self, text: &str) -> Result<Editor, engine::ParseError> {
        let mut out = Editor { press: None, selected: None, note: None, ..self.clone() };
        if text.trim().is_empty() {
            out.vertices.clear();
            out.edges.clear();
            out.text = String::new();
            return Ok(out);
        }
        let pos = Dag { annihilate: self.annihilate }.parse(text)?;
        let g = &pos.graph;
        let mut known: HashMap<String, (f64, f64)> =
            self.vertices.iter().map(|v| (v.name.clone(), (v.x, v.y))).collect();
        if let Some((notation, places)) = LAST_LAYOUT.with(|l| l.borrow().clone()) {
            if notation == text.trim() {
                known = places;
            }
        }
        let auto = layout(g.names.len(), &g.edges);
        let all_known = g.names.iter().all(|n| known.contains_key(n));
        out.vertices = g
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let (x, y) = if all_known { known[name] } else { auto[i] };
                Vertex { name: name.clone(), x, y, chips: pos.chips.iter().filter(|&&c| c == i).count() }
            })
            .collect();
        out.edges = g.edges.clone();
        out.text = out.notation();
        Ok(out)
    }

    /// The graph part of the notation: edges, then the vertices without edges.
    fn graph_text(&self) -> String {
        let name = |i: usize| self.vertices[i].name.as_str();
        let mut items: Vec<String> = self.edges.iter().map(|&(u, v)| format!("{}>{}", name(u), name(v))).collect();
        let mut touched = vec![false; self.vertices.len()];
        for &(u, v) in &self.edges {
            touched[u] = true;
            touched[v] = true;
        }
        items.extend((0..self.vertices.len()).filter(|&v| !touched[v]).map(|v| name(v).to_string()));
        items.join(",")
    }

    /// The position in dag notation (empty when there is no vertex).
    fn notation(&self) -> String {
        if self.vertices.is_empty() {
            return String::new();
        }
        let chips: Vec<&str> =
            self.vertices.iter().flat_map(|v| std::iter::repeat_n(v.name.as_str(), v.chips)).collect();
        format!("{};{}", self.graph_text(), chips.join(","))
    }

    /// The engine's verdict on the position (an empty graph is allowed while drawing).
    fn check(&self) -> Result<(), String> {
        if self.vertices.is_empty() {
            return Ok(());
        }
        Dag { annihilate: self.annihilate }.parse(&self.notation()).map(|_| ()).map_err(|e| e.message)
    }

    /// Grundy values by vertex index (empty when there is no vertex).
    fn values(&self) -> Vec<u32> {
        let Ok(graph) = dag::parse_graph(&self.graph_text(), 0) else { return Vec::new() };
        let by_name: HashMap<String, u32> = dag::vertex_grundy(&graph).into_iter().collect();
        self.vertices.iter().map(|v| by_name.get(&v.name).copied().unwrap_or(0)).collect()
    }

    fn height(&self) -> f64 {
        self.vertices.iter().map(|v| v.y + RADIUS + 36.0).fold(MIN_HEIGHT, f64::max)
    }

    /// The vertex drawn at a point (the topmost), counting its chip as part of it.
    fn vertex_at(&self, p: (f64, f64)) -> Option<usize> {
        (0..self.vertices.len()).rev().find(|&i| {
            let v = &self.vertices[i];
            distance((v.x, v.y), p) <= RADIUS + 4.0 || (v.chips > 0 && distance(chip_place(v), p) <= 10.0)
        })
    }

    fn next_name(&self) -> String {
        (0..).map(auto_name).find(|n| !self.vertices.iter().any(|v| &v.name == n)).expect("a free name")
    }

    /// A free place for a vertex added from the keyboard.
    fn free_place(&self) -> (f64, f64) {
        let mut y = 50.0;
        loop {
            let mut x = 60.0;
            while x < WIDTH - 60.0 {
                if self.vertices.iter().all(|v| distance((v.x, v.y), (x, y)) > 3.0 * RADIUS) {
                    return (x, y);
                }
                x += 80.0;
            }
            y += 80.0;
        }
    }

    fn index(&self, name: &Option<String>) -> Option<usize> {
        name.as_ref().and_then(|n| self.vertices.iter().position(|v| &v.name == n))
    }

    /// The vertices in the "from" and "to" selects.
    fn edge_ends(&self) -> (Option<usize>, Option<usize>) {
        let n = self.vertices.len();
        let from = self.index(&self.from).or((n > 0).then_some(0));
        let to = self.index(&self.to).or(if n > 1 { Some(1) } else { from });
        (from, to)
    }

    /// Applies a change to the graph if the engine accepts the result; otherwise keeps the
    /// graph and shows the engine's reason.
    fn change(&self, info: Option<String>, f: impl FnOnce(&mut Editor)) -> Editor {
        let mut next = self.clone();
        next.press = None;
        f(&mut next);
        match next.check() {
            Ok(()) => {
                next.note = info.map(Note::Info);
                next.text = next.notation();
                next
            }
            Err(e) => Editor { press: None, note: Some(Note::Error(format!("Refused: {e}"))), ..self.clone() },
        }
    }

    fn add_vertex(&self, at: (f64, f64)) -> Editor {
        let name = self.next_name();
        let (x, y) = clamp_point(at.0, at.1);
        self.change(Some(format!("Added vertex {name}.")), |e| {
            e.vertices.push(Vertex { name: name.clone(), x, y, chips: 0 });
            e.selected = None;
        })
    }

    fn add_edge(&self, u: usize, v: usize) -> Editor {
        let edge = format!("{}>{}", self.vertices[u].name, self.vertices[v].name);
        if self.edges.contains(&(u, v)) {
            return Editor {
                press: None,
                note: Some(Note::Info(format!("The edge {edge} is already there."))),
                ..self.clone()
            };
        }
        self.change(Some(format!("Added the edge {edge}.")), |e| e.edges.push((u, v)))
    }

    fn add_chip(&self, v: usize) -> Editor {
        let name = self.vertices[v].name.clone();
        self.change(Some(format!("Put a chip on {name}.")), |e| e.vertices[v].chips += 1)
    }

    fn remove_chip(&self, v: usize) -> Editor {
        let name = self.vertices[v].name.clone();
        self.change(Some(format!("Took a chip off {name}.")), |e| {
            e.vertices[v].chips = e.vertices[v].chips.saturating_sub(1);
        })
    }

    fn delete(&self, v: usize) -> Editor {
        let name = self.vertices[v].name.clone();
        self.change(Some(format!("Deleted vertex {name} and its edges.")), |e| {
            e.vertices.remove(v);
            e.edges.retain(|&(a, b)| a != v && b != v);
            for (a, b) in e.edges.iter_mut() {
                *a -= (*a > v) as usize;
                *b -= (*b > v) as usize;
            }
            e.selected = match e.selected {
                Some(s) if s == v => None,
                Some(s) if s > v => Some(s - 1),
                s => s,
            };
        })
    }

    /// A pointer released at `p`.
    fn release(&self, p: (f64, f64)) -> Editor {
        let Some(press) = self.press else { return self.clone() };
        let idle = Editor { press: None, ..self.clone() };
        let click = !press.moved && distance(press.start, p) < CLICK_SLOP;
        let target = self.vertex_at(p);
        match (self.mode, press.on) {
            (Mode::Build, None) if click => self.add_vertex(press.start),
            (Mode::Build, Some(u)) => match target {
                Some(v) if v != u => self.add_edge(u, v),
                Some(_) if click => Editor { selected: if self.selected == Some(u) { None } else { Some(u) }, ..idle },
                _ => Editor { note: Some(Note::Info("Drop on another vertex to add an edge.".into())), ..idle },
            },
            (Mode::Move, Some(u)) if click => {
                Editor { selected: if self.selected == Some(u) { None } else { Some(u) }, ..idle }
            }
            (Mode::Chips, Some(u)) if click && target == Some(u) => {
                let mut next = if self.vertices[u].chips == 0 { self.add_chip(u) } else { self.remove_chip(u) };
                next.selected = Some(u);
                next
            }
            (_, None) if click => Editor { selected: None, ..idle },
            _ => idle,
        }
    }
}

impl Reducible for Editor {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = match action {
            Action::Down(x, y) => {
                let on = self.vertex_at((x, y));
                Editor { press: Some(Press { on, start: (x, y), at: (x, y), moved: false }), ..(*self).clone() }
            }
            Action::Move(x, y) => {
                let Some(mut press) = self.press else { return self };
                press.at = (x, y);
                press.moved |= distance(press.start, (x, y)) >= CLICK_SLOP;
                let mut next = Editor { press: Some(press), ..(*self).clone() };
                if let (Mode::Move, Some(v), true) = (self.mode, press.on, press.moved) {
                    let (x, y) = clamp_point(x, y);
                    next.vertices[v].x = x;
                    next.vertices[v].y = y;
                }
                next
            }
            Action::Up(x, y) => self.release((x, y)),
            Action::Cancel => Editor { press: None, ..(*self).clone() },
            Action::AddVertex => self.add_vertex(self.free_place()),
            Action::AddEdge(u, v) => self.add_edge(u, v),
            Action::RemoveEdge(k) => {
                let (u, v) = self.edges[k];
                let edge = format!("{}>{}", self.vertices[u].name, self.vertices[v].name);
                self.change(Some(format!("Removed the edge {edge}.")), |e| {
                    e.edges.remove(k);
                })
            }
            Action::AddChip(v) => self.add_chip(v),
            Action::RemoveChip(v) => self.remove_chip(v),
            Action::Delete(v) => self.delete(v),
            Action::SetMode(mode) => Editor { mode, press: None, ..(*self).clone() },
            Action::SetAnnihilate(on) => {
                let what = if on { "Variant: annihilation (dag:annihilate)." } else { "Variant: plain chips (dag)." };
                self.change(Some(what.into()), |e| e.annihilate = on)
            }
            Action::SetFrom(name) => Editor { from: Some(name), ..(*self).clone() },
            Action::SetTo(name) => Editor { to: Some(name), ..(*self).clone() },
            Action::SetText(text) => Editor { text, ..(*self).clone() },
            Action::Load => match self.load(&self.text) {
                Ok(mut next) => {
                    next.note = Some(Note::Info("Loaded the position.".into()));
                    next
                }
                Err(e) => {
                    Editor { note: Some(Note::Error(format!("Cannot load this position: {e}"))), ..(*self).clone() }
                }
            },
            Action::Clear => self.change(Some("Cleared the graph.".into()), |e| {
                e.vertices.clear();
                e.edges.clear();
                e.selected = None;
            }),
        };
        Rc::new(next)
    }
}

/// The editor for the position in the link.
fn initial(position: &Option<String>) -> Editor {
    let text = position.clone().unwrap_or_else(|| dag::ENTRY.example_position.to_string());
    let empty = Editor::empty();
    match empty.load(&text) {
        Ok(e) => e,
        Err(err) => {
            Editor { note: Some(Note::Error(format!("The graph in this link cannot be opened: {err}"))), text, ..empty }
        }
    }
}

/// A pointer's place in canvas units.
fn canvas_point(svg: &NodeRef, e: &MouseEvent, height: f64) -> Option<(f64, f64)> {
    let el = svg.cast::<web_sys::Element>()?;
    let method: js_sys::Function = js_sys::Reflect::get(&el, &"getBoundingClientRect".into()).ok()?.dyn_into().ok()?;
    let rect = method.call0(&el).ok()?;
    let get = |key: &str| js_sys::Reflect::get(&rect, &key.into()).ok().and_then(|v| v.as_f64());
    let (left, top, width, h) = (get("left")?, get("top")?, get("width")?, get("height")?);
    if width <= 0.0 || h <= 0.0 {
        return None;
    }
    Some(((e.client_x() as f64 - left) * WIDTH / width, (e.client_y() as f64 - top) * height / h))
}

/// Where an edge leaves or enters a vertex drawn as a circle, or as a square (value 0).
fn border(from: (f64, f64), to: (f64, f64), square: bool, extra: f64) -> (f64, f64) {
    let d = distance(from, to).max(1e-9);
    let (ux, uy) = ((to.0 - from.0) / d, (to.1 - from.1) / d);
    let r = if square { 0.9 * RADIUS / ux.abs().max(uy.abs()).max(1e-9) } else { RADIUS };
    (from.0 + ux * (r + extra), from.1 + uy * (r + extra))
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
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
        plural(v.chips, "chip", "chips")
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
                <circle cx={chip_place(v).0.to_string()} cy={chip_place(v).1.to_string()} r="9" fill="#111" stroke="#fff"
                    stroke-width="2" data-testid="chip" />
                if v.chips > 1 {
                    <text x={chip_place(v).0.to_string()} y={chip_place(v).1.to_string()} text-anchor="middle"
                        dominant-baseline="central" font-size="11" font-weight="700" fill="#fff">{ v.chips }</text>
                }
            }
        </g>
    }
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
    let on = |make: Rc<dyn Fn() -> Action>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(make()))
    };

    // The canvas.
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
    let cursor = match s.mode {
        Mode::Build => "crosshair",
        Mode::Move => "move",
        Mode::Chips => "pointer",
    };
    let canvas = html! {
        <svg ref={svg.clone()} viewBox={format!("0 0 {WIDTH} {height}")} data-testid="dag-canvas"
            role="group" aria-label="graph canvas; the lists below the canvas offer the same controls"
            style={format!("width: 100%; max-width: {WIDTH}px; display: block; background: #fff; border: 1px solid var(--line); \
                border-radius: .5rem; touch-action: none; user-select: none; -webkit-user-select: none; cursor: {cursor}")}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}>
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
        </svg>
    };

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

    // The accessible edge form.
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
    let edge_form = html! {
        <form class="open" onsubmit={onaddedge} aria-label="add an edge">
            { select(from, "from", "edge-from", Action::SetFrom) }
            { select(to, "to", "edge-to", Action::SetTo) }
            <button type="submit" disabled={s.vertices.is_empty()} data-testid="add-edge">{ "Add edge" }</button>
            <button type="button" onclick={on(Rc::new(|| Action::AddVertex))} data-testid="add-vertex">{ "Add vertex" }</button>
        </form>
    };

    // The vertex table.
    let rows = s.vertices.iter().enumerate().map(|(i, v)| {
        let g = values.get(i).copied().unwrap_or(0);
        let succ: Vec<&str> =
            s.edges.iter().filter(|e| e.0 == i).map(|&(_, b)| s.vertices[b].name.as_str()).collect();
        let name = v.name.clone();
        html! {
            <tr data-vertex={name.clone()} aria-current={(s.selected == Some(i)).then_some("true")}
                style={(s.selected == Some(i)).then_some("background: #ece6ff; font-weight: 700")}>
                <th scope="row">{ &v.name }</th>
                <td data-testid={format!("grundy-{name}")}>{ if g == 0 { "0 ■".to_string() } else { g.to_string() } }</td>
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
    let table = if s.vertices.is_empty() {
        html! { <p class="muted">{ "No vertices yet." }</p> }
    } else {
        html! {
            <div class="table-wrap">
                <p class="muted">{ "A vertex's value is the mex (least missing number) of its successors' values; \
                    ■ marks value 0. Select a vertex by clicking it on the canvas." }</p>
                <table class="values" data-testid="vertex-table" aria-label="vertices">
                    <thead><tr><th scope="col">{ "vertex" }</th><th scope="col">{ "value" }</th>
                        <th scope="col">{ "successors" }</th><th scope="col">{ "chips" }</th><th scope="col">{ "change" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        }
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

    // The value of the position.
    let chips: Vec<(String, u32)> = s
        .vertices
        .iter()
        .enumerate()
        .flat_map(|(i, v)| std::iter::repeat_n((v.name.clone(), values.get(i).copied().unwrap_or(0)), v.chips))
        .collect();
    let total = chips.iter().fold(0, |a, c| a ^ c.1);
    let summary = if s.vertices.is_empty() {
        String::new()
    } else if chips.is_empty() {
        "No chips: the player to move cannot move and loses. Switch to Chips and click a vertex to place one.".into()
    } else {
        let terms: Vec<String> = chips.iter().map(|(n, _)| format!("g({n})")).collect();
        let nums: Vec<String> = chips.iter().map(|(_, g)| g.to_string()).collect();
        format!(
            "Value of the position: {} = {} = {total}: {}",
            terms.join(" ⊕ "),
            nums.join(" ⊕ "),
            if total == 0 { "the player to move loses (P-position)." } else { "the player to move wins (N-position)." }
        )
    };

    let play = Route::Play { game: dag::id(s.annihilate).into(), position: notation.clone(), misere: false };
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
            <p>{ "Draw a directed acyclic graph and put chips on it. A move slides one chip along one edge; the player \
                  who cannot move loses. Each vertex shows its Grundy value g (the mex of its successors' values); \
                  vertices of value 0 are drawn as dashed squares, the others as circles. The position's value is \
                  the XOR of the values under the chips." }</p>
            <div class="controls" role="group" aria-label="canvas mode">
                { mode_button(Mode::Build, "Vertices and edges", "mode-build") }
                { mode_button(Mode::Move, "Move vertices", "mode-move") }
                { mode_button(Mode::Chips, "Chips", "mode-chips") }
            </div>
            <p class="muted" data-testid="mode-help">{ help }</p>
            { canvas }
            <div aria-live="polite">{ note }</div>
            <p data-testid="dag-summary">{ summary }</p>
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
            { edge_form }
            if !s.edges.is_empty() {
                <ul aria-label="edges (click to remove)" data-testid="edge-list"
                    style="display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; padding: 0">{ for edge_list }</ul>
            }
            <h3>{ "Vertices" }</h3>
            { table }
            <h3>{ "Notation" }</h3>
            <form class="open" onsubmit={onload}>
                <label>{ "Position " }
                    <input value={s.text.clone()} oninput={ontext} aria-label="position in dag notation" data-testid="dag-notation"
                        size="40" spellcheck="false" autocomplete="off" class="notation-input" />
                </label>
                <button type="submit" data-testid="dag-load">{ "Load" }</button>
                <span class="muted">{ "edges a>b separated by commas, then ; and the chips' vertices" }</span>
            </form>
        </section>
    }
}
