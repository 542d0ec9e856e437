//! Unit tests of the DAG editor's reducer: every action on small graphs.
use super::*;

fn apply(e: Editor, actions: impl IntoIterator<Item = Action>) -> Editor {
    let mut state = Rc::new(e);
    for a in actions {
        state = state.reduce(a);
    }
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

fn open(text: &str) -> Editor {
    initial(&Some(text.to_string()))
}

fn error(e: &Editor) -> Option<&str> {
    match &e.note {
        Some(Note::Error(m)) => Some(m),
        _ => None,
    }
}

#[test]
fn automatic_names_run_a_to_z_then_aa() {
    let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702].into_iter().map(auto_name).collect();
    assert_eq!(names, ["a", "b", "z", "aa", "ab", "az", "ba", "zz", "aaa"]);
}

#[test]
fn a_link_is_read_and_written_back_in_the_same_notation() {
    let e = open("a>b,b>c;a");
    assert_eq!(e.notation(), "a>b,b>c;a");
    assert_eq!(e.text, "a>b,b>c;a");
    assert_eq!(e.values(), [0, 1, 0].map(Gamma::finite));
    // A vertex without edges is listed after the edges; chips repeat.
    let e = open("a>b,c;b,b");
    assert_eq!(e.notation(), "a>b,c;b,b");
    assert_eq!(e.vertices[1].chips, 2);
    // The example when the link has no position.
    assert_eq!(initial(&None).notation(), open(dag::ENTRY.example_position).notation());
    assert!(!initial(&None).vertices.is_empty());
}

#[test]
fn a_bad_link_opens_an_empty_editor_with_the_engines_reason() {
    let e = open("a>B;a");
    assert!(e.vertices.is_empty());
    assert!(error(&e).is_some_and(|m| m.starts_with("The graph in this link cannot be opened")), "{:?}", e.note);
    assert_eq!(e.text, "a>B;a");
}

#[test]
fn clicks_add_vertices_and_a_drag_adds_an_edge() {
    let e = apply(
        Editor::empty(),
        [Action::Down(100.0, 100.0), Action::Up(100.0, 100.0), Action::Down(300.0, 100.0), Action::Up(301.0, 101.0)],
    );
    assert_eq!(e.notation(), "a,b;");
    // Drag from a to b.
    let e = apply(e, [Action::Down(100.0, 100.0), Action::Move(200.0, 100.0), Action::Up(300.0, 100.0)]);
    assert_eq!(e.notation(), "a>b;");
    assert_eq!(e.note, Some(Note::Info("Added the edge a>b.".into())));
    assert_eq!(e.press, None);
    // The same edge again is not doubled.
    let e = apply(e, [Action::AddEdge(0, 1)]);
    assert_eq!(e.edges, [(0, 1)]);
    assert_eq!(e.note, Some(Note::Info("The edge a>b is already there.".into())));
}

#[test]
fn a_cycle_is_drawn_and_its_draw_shown_but_refused_with_annihilation() {
    let e = open("a>b,b>c;a");
    let next = apply(e.clone(), [Action::AddEdge(2, 0)]);
    assert_eq!(next.notation(), "a>b,b>c,c>a;a");
    assert_eq!(next.values(), [Gamma::infinite(vec![]), Gamma::infinite(vec![]), Gamma::infinite(vec![])]);
    assert_eq!(Gamma::sum(&next.values()[..1]).outcome(), engine::Outcome::Draw);
    let looped = apply(open("a>b;a"), [Action::AddEdge(0, 0)]);
    assert_eq!(looped.notation(), "a>b,a>a;a");
    assert_eq!(looped.values()[0], Gamma::infinite(vec![0]));
    let e = apply(e, [Action::SetAnnihilate(true)]);
    let next = apply(e.clone(), [Action::AddEdge(2, 0)]);
    assert_eq!(next.notation(), e.notation());
    assert!(error(&next).is_some_and(|m| m.starts_with("Refused: ")), "{:?}", next.note);
}

#[test]
fn chips_and_deletion_renumber_edges_and_selection() {
    let e = open("a>b,b>c,a>c;");
    let e = apply(e, [Action::AddChip(2), Action::AddChip(2), Action::RemoveChip(2), Action::AddChip(1)]);
    assert_eq!(e.notation(), "a>b,b>c,a>c;b,c");
    let (x, y) = (e.vertices[2].x, e.vertices[2].y);
    let e = apply(e, [Action::SetMode(Mode::Move), Action::Down(x, y)]);
    let e = apply(e, [Action::Up(x, y)]);
    assert_eq!(e.selected, Some(2));
    let e = apply(e, [Action::Delete(1)]);
    // Vertex c keeps its name and its chip, and stays selected.
    assert_eq!(e.notation(), "a>c;c");
    assert_eq!(e.selected, Some(1));
    assert_eq!(e.vertices[1].name, "c");
    let e = apply(e, [Action::RemoveEdge(0), Action::Clear]);
    assert_eq!(e.notation(), "");
    assert_eq!(e.values(), Vec::<Gamma>::new());
}

#[test]
fn dragging_in_move_mode_moves_the_vertex_inside_the_canvas() {
    let e = open("a>b;");
    let (x, y) = (e.vertices[0].x, e.vertices[0].y);
    let e = apply(e, [Action::SetMode(Mode::Move), Action::Down(x, y), Action::Move(-500.0, y + 40.0)]);
    assert_eq!((e.vertices[0].x, e.vertices[0].y), clamp_point(-500.0, y + 40.0));
    let e = apply(e, [Action::Cancel]);
    assert_eq!(e.press, None);
    assert_eq!(e.notation(), "a>b;");
}

#[test]
fn the_notation_field_loads_and_refuses() {
    let e = apply(Editor::empty(), [Action::SetText("x>y;y".into()), Action::Load]);
    assert_eq!(e.notation(), "x>y;y");
    assert_eq!(e.note, Some(Note::Info("Loaded the position.".into())));
    let bad = apply(e.clone(), [Action::SetText("x>".into()), Action::Load]);
    assert_eq!(bad.notation(), "x>y;y");
    assert!(error(&bad).is_some_and(|m| m.starts_with("Cannot load this position: ")), "{:?}", bad.note);
    let e = apply(e, [Action::SetAnnihilate(true)]);
    assert!(e.annihilate);
}

#[test]
fn the_keyboard_form_adds_vertices_at_free_places() {
    let mut e = Editor::empty();
    for _ in 0..12 {
        e = apply(e, [Action::AddVertex]);
    }
    assert_eq!(e.vertices.len(), 12);
    for i in 0..12 {
        for j in 0..i {
            let (a, b) = (&e.vertices[i], &e.vertices[j]);
            assert!(distance((a.x, a.y), (b.x, b.y)) > 2.0 * RADIUS, "{} and {} overlap", a.name, b.name);
        }
    }
    assert_eq!(e.edge_ends(), (Some(0), Some(1)));
    let e = apply(e, [Action::SetFrom("c".into()), Action::SetTo("d".into())]);
    assert_eq!(e.edge_ends(), (Some(2), Some(3)));
}
