//! The alpha-beta page's state (the typed tree, the child order, the step shown) and the
//! replay of a trace up to a step: what each node shows, which nodes are cut, the step in words.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use engine::minimax::tree::{Bound, Step, Trace};
use yew::Reducible;

#[derive(Clone, Debug, PartialEq)]
pub struct AbState {
    /// The tree as typed (it may not parse yet).
    pub text: String,
    pub order: String,
    /// Steps of the trace shown (0: none yet); the view caps it at the trace's length.
    pub step: usize,
}

pub enum Action {
    SetText(String),
    SetOrder(String),
    Go(usize),
}

impl AbState {
    pub fn new(text: String, order: String) -> Self {
        AbState { text, order, step: 0 }
    }
}

impl Reducible for AbState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::SetText(t) => s.text = t,
            Action::SetOrder(o) => s.order = o,
            Action::Go(to) if to == s.step => return self,
            Action::Go(to) => s.step = to,
        }
        Rc::new(s)
    }
}

/// What is known about one node after some steps.
#[derive(Clone, Default)]
pub struct NodeState {
    pub entered: bool,
    pub window: Option<(Bound, Bound)>,
    pub best: Option<i64>,
    pub value: Option<i64>,
    pub cut_here: Option<String>,
}

/// What every node shows after the first `upto` steps of the trace, and the nodes cut off.
pub fn states(trace: &Trace, upto: usize) -> (HashMap<Vec<usize>, NodeState>, HashSet<Vec<usize>>) {
    let mut map: HashMap<Vec<usize>, NodeState> = HashMap::new();
    let mut skipped = HashSet::new();
    for step in trace.steps.iter().take(upto) {
        match step {
            Step::Enter { path, alpha, beta, .. } => {
                let s = map.entry(path.clone()).or_default();
                s.entered = true;
                s.window = Some((*alpha, *beta));
            }
            Step::Leaf { path, value } => map.entry(path.clone()).or_default().value = Some(*value),
            Step::Update { path, best, alpha, beta, .. } => {
                let s = map.entry(path.clone()).or_default();
                s.best = Some(*best);
                s.window = Some((*alpha, *beta));
            }
            Step::Cut { path, kind, skipped: sk, .. } => {
                map.entry(path.clone()).or_default().cut_here = Some(kind.clone());
                for &i in sk {
                    let mut p = path.clone();
                    p.push(i);
                    skipped.insert(p);
                }
            }
            Step::Exit { path, value } => map.entry(path.clone()).or_default().value = Some(*value),
        }
    }
    (map, skipped)
}

/// A window bound, or the infinity it stands for.
pub fn bound(b: Bound, inf: &str) -> String {
    b.map(|v| v.to_string()).unwrap_or_else(|| inf.to_string())
}

/// One step of the search in words.
pub fn step_text(step: &Step) -> String {
    let name = |p: &[usize]| {
        if p.is_empty() {
            "the root".to_string()
        } else {
            format!("node {}", p.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join("."))
        }
    };
    match step {
        Step::Enter { path, max, alpha, beta } => format!(
            "Enter {} ({}) with window α = {}, β = {}.",
            name(path),
            if *max { "MAX" } else { "MIN" },
            bound(*alpha, "-∞"),
            bound(*beta, "+∞")
        ),
        Step::Leaf { path, value } => format!("{} is a leaf worth {value}.", name(path)),
        Step::Update { path, child, value, best, alpha, beta } => format!(
            "{} receives {value} from child {}; its best so far is {best}; window now α = {}, β = {}.",
            name(path),
            child + 1,
            bound(*alpha, "-∞"),
            bound(*beta, "+∞")
        ),
        Step::Cut { path, kind, skipped, .. } => format!(
            "{kind} cut-off at {}: α ≥ β, so children {} cannot change the result and are skipped.",
            name(path),
            skipped.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join(", ")
        ),
        Step::Exit { path, value } => format!("{} is worth {value}.", name(path)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::minimax::tree::{trace, ChildOrder, Tree};

    fn textbook() -> Trace {
        let tree: Tree = "[[3,12,8],[2,4,6],[14,5,2]]".parse().unwrap();
        trace(&tree, ChildOrder::Given)
    }

    #[test]
    fn the_state_follows_its_actions() {
        let s = Rc::new(AbState::new("[1,2]".into(), "given".into()));
        let s =
            s.reduce(Action::Go(3)).reduce(Action::SetOrder("best".into())).reduce(Action::SetText("[[1],[2]]".into()));
        assert_eq!(*s, AbState { text: "[[1],[2]]".into(), order: "best".into(), step: 3 });
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Go(3)), &s));
    }

    #[test]
    fn the_replay_of_the_textbook_tree() {
        let tr = textbook();
        // Before any step nothing is known.
        let (st, skipped) = states(&tr, 0);
        assert!(st.is_empty() && skipped.is_empty());
        // At the end: the root is worth 3, MIN's second node is cut after its first leaf (2 <= 3),
        // so its leaves 4 and 6 are skipped; the third MIN node sees 14 and 5 before its 2.
        let (st, skipped) = states(&tr, tr.steps.len());
        assert_eq!(st[&vec![]].value, Some(3));
        assert_eq!(st[&vec![1]].cut_here.as_deref(), Some("alpha"));
        assert_eq!(skipped, HashSet::from([vec![1, 1], vec![1, 2]]));
        assert!(st.get(&vec![1, 1]).is_none_or(|s| !s.entered));
        assert_eq!(st[&vec![2, 2]].value, Some(2));
        assert_eq!(tr.leaves_visited, 7);
    }

    #[test]
    fn steps_in_words() {
        let tr = textbook();
        assert_eq!(step_text(&tr.steps[0]), "Enter the root (MAX) with window α = -∞, β = +∞.");
        let cut = tr.steps.iter().find(|s| matches!(s, Step::Cut { .. })).unwrap();
        assert_eq!(
            step_text(cut),
            "alpha cut-off at node 2: α ≥ β, so children 2, 3 cannot change the result and are skipped."
        );
        assert_eq!(step_text(tr.steps.last().unwrap()), "the root is worth 3.");
        assert_eq!(bound(None, "+∞"), "+∞");
        assert_eq!(bound(Some(-4), "+∞"), "-4");
    }
}
