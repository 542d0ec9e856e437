//! The DAG editor's state and every change to it, as a reducer: pointer presses on the
//! canvas, the keyboard forms, the notation field. Every change to the graph is checked by the
//! engine's own parser (the graph's notation is rebuilt and parsed), so a cycle, too many
//! vertices, edges or chips are refused with the engine's message and the graph is kept.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use engine::games::builders::graph::{self as dag, Dag, Gamma};
use engine::rules::Rules;
use yew::prelude::*;

use crate::board::geometry::{chip_place, clamp_point, distance, MIN_HEIGHT, RADIUS, WIDTH};
use crate::board::layout::layout;

/// Pointer travel (canvas units) below which a press counts as a click.
const CLICK_SLOP: f64 = 6.0;

/// A drawing's notation and the place of each vertex by name.
type Layout = (String, HashMap<String, (f64, f64)>);

thread_local! {
    /// The last drawing's notation and vertex places, so that coming back to the editor
    /// (Back after "Play") shows the graph as it was drawn.
    pub(super) static LAST_LAYOUT: RefCell<Option<Layout>> = const { RefCell::new(None) };
}

#[derive(Clone, Debug, PartialEq)]
pub struct Vertex {
    pub(super) name: String,
    pub(super) x: f64,
    pub(super) y: f64,
    pub(super) chips: usize,
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
pub struct Press {
    pub(super) on: Option<usize>,
    pub(super) start: (f64, f64),
    pub(super) at: (f64, f64),
    pub(super) moved: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    Error(String),
    Info(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    pub(super) vertices: Vec<Vertex>,
    pub(super) edges: Vec<(usize, usize)>,
    pub(super) annihilate: bool,
    pub(super) mode: Mode,
    pub(super) selected: Option<usize>,
    pub(super) press: Option<Press>,
    pub(super) note: Option<Note>,
    /// The vertices chosen in the "from" and "to" selects, by name.
    pub(super) from: Option<String>,
    pub(super) to: Option<String>,
    /// The notation field (the notation of the graph, unless the user is typing).
    pub(super) text: String,
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

impl Editor {
    pub(super) fn empty() -> Editor {
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
    pub(super) fn load(&self, text: &str) -> Result<Editor, engine::ParseError> {
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
    pub(super) fn notation(&self) -> String {
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

    /// Values by vertex index (empty when there is no vertex): nimbers, or ∞(K) on a cycle.
    pub(super) fn values(&self) -> Vec<Gamma> {
        let Ok(graph) = dag::parse_graph(&self.graph_text(), 0) else { return Vec::new() };
        let by_name: HashMap<String, Gamma> = dag::vertex_values(&graph).into_iter().collect();
        self.vertices.iter().map(|v| by_name.get(&v.name).cloned().unwrap_or(Gamma::finite(0))).collect()
    }

    pub(super) fn height(&self) -> f64 {
        self.vertices.iter().map(|v| v.y + RADIUS + 36.0).fold(MIN_HEIGHT, f64::max)
    }

    /// The vertex drawn at a point (the topmost), counting its chip as part of it.
    fn vertex_at(&self, p: (f64, f64)) -> Option<usize> {
        (0..self.vertices.len()).rev().find(|&i| {
            let v = &self.vertices[i];
            distance((v.x, v.y), p) <= RADIUS + 4.0 || (v.chips > 0 && distance(chip_place(v.x, v.y), p) <= 10.0)
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
    pub(super) fn edge_ends(&self) -> (Option<usize>, Option<usize>) {
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
pub fn initial(position: &Option<String>) -> Editor {
    let text = position.clone().unwrap_or_else(|| dag::ENTRY.example_position.to_string());
    let empty = Editor::empty();
    match empty.load(&text) {
        Ok(e) => e,
        Err(err) => {
            Editor { note: Some(Note::Error(format!("The graph in this link cannot be opened: {err}"))), text, ..empty }
        }
    }
}

#[cfg(test)]
#[path = "editor_tests.rs"]
mod tests;
