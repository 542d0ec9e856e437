//! The alpha-beta page: the user types a game tree (nested lists of leaf scores) and steps
//! through minimax with alpha-beta, seeing each node's window and value and which branches are
//! cut, for the typed child order or a reordering.

use std::collections::{HashMap, HashSet};

use engine::minimax::tree::{Bound, Step, Trace, Tree};
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::client::{stopped_view, use_job};
use crate::errors::error_with_text;
use crate::job::{Phase, PtrEq};
use crate::protocol::{ErrorKind, JobError, TraceTree};
use crate::route::Route;
use crate::util::replace_hash;

pub const EXAMPLE_TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

#[derive(Properties, PartialEq)]
pub struct AlphaBetaProps {
    pub tree: String,
    pub order: String,
}

/// What is known about one node after some steps.
#[derive(Clone, Default)]
struct NodeState {
    entered: bool,
    window: Option<(Bound, Bound)>,
    best: Option<i64>,
    value: Option<i64>,
    cut_here: Option<String>,
}

fn states(trace: &Trace, upto: usize) -> (HashMap<Vec<usize>, NodeState>, HashSet<Vec<usize>>) {
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

fn bound(b: Bound, inf: &str) -> String {
    b.map(|v| v.to_string()).unwrap_or_else(|| inf.to_string())
}

fn step_text(step: &Step) -> String {
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

fn draw(
    t: &Tree,
    path: &mut Vec<usize>,
    max: bool,
    st: &HashMap<Vec<usize>, NodeState>,
    skipped: &HashSet<Vec<usize>>,
    cut_above: bool,
) -> Html {
    let s = st.get(path).cloned().unwrap_or_default();
    let is_cut = cut_above || skipped.contains(path);
    let kind = match t {
        Tree::Leaf(_) => "leafnode",
        Tree::Node(_) if max => "max",
        Tree::Node(_) => "min",
    };
    let class = classes!(
        "ab-node",
        kind,
        s.entered.then_some("visited"),
        is_cut.then_some("pruned"),
        s.cut_here.is_some().then_some("cutting")
    );
    let label = match t {
        Tree::Leaf(v) => v.to_string(),
        Tree::Node(_) => {
            if max {
                "MAX".to_string()
            } else {
                "MIN".to_string()
            }
        }
    };
    let detail = if is_cut {
        "✂ pruned".to_string()
    } else {
        let mut parts = Vec::new();
        if let Some((a, b)) = s.window {
            parts.push(format!("[{}, {}]", bound(a, "-∞"), bound(b, "+∞")));
        }
        if let (Tree::Node(_), Some(b), None) = (t, s.best, s.value) {
            parts.push(format!("best {b}"));
        }
        if let (Tree::Node(_), Some(v)) = (t, s.value) {
            parts.push(format!("= {v}"));
        }
        if let Some(k) = &s.cut_here {
            parts.push(format!("{k} cut"));
        }
        parts.join(" ")
    };
    let children = match t {
        Tree::Leaf(_) => html! {},
        Tree::Node(c) => html! {
            <ul>
                { for c.iter().enumerate().map(|(i, child)| {
                    path.push(i);
                    let h = draw(child, path, !max, st, skipped, is_cut);
                    path.pop();
                    h
                }) }
            </ul>
        },
    };
    html! {
        <li>
            <span class={class}><b>{ label }</b>{ " " }<span class="ab-detail">{ detail }</span></span>
            { children }
        </li>
    }
}

#[component]
pub fn AlphaBetaPage(p: &AlphaBetaProps) -> Html {
    let text = use_state(|| p.tree.clone());
    let order = use_state(|| p.order.clone());
    let step = use_state(|| 0usize);
    let job = use_job::<TraceTree>();
    // Each new trace starts at step 0.
    {
        let step = step.clone();
        use_effect_with(job.state().done().cloned().map(PtrEq), move |_| step.set(0));
    }
    let run = {
        let job = job.clone();
        let text = text.clone();
        let order = order.clone();
        Callback::from(move |_: ()| {
            job.run(TraceTree { tree: (*text).clone(), order: (*order).clone() });
            replace_hash(&Route::AlphaBeta { tree: (*text).clone(), order: (*order).clone() }.to_hash());
        })
    };
    {
        let run = run.clone();
        use_effect_with((), move |_| run.emit(()));
    }
    let parse_error = (*text).parse::<Tree>().err().map(|e| JobError::parse(ErrorKind::Input, &e, &text));
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| text.set(e.target_unchecked_into::<HtmlTextAreaElement>().value()))
    };
    let onorder = {
        let order = order.clone();
        Callback::from(move |e: Event| order.set(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    {
        // Re-trace when the order changes.
        let run = run.clone();
        use_effect_with((*order).clone(), move |_| run.emit(()));
    }
    let onsubmit = {
        let run = run.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            run.emit(())
        })
    };
    // While a new trace is made, the last one stays.
    let shown = match &job.state().phase {
        Phase::Failed(e) => Some(Err(e)),
        _ => job.state().latest.as_ref().map(Ok),
    };
    let body = match shown {
        None => html! { <p>{ "Tracing…" }</p> },
        Some(Err(e)) if job.state().stopped() => stopped_view(e, job.on_retry()),
        Some(Err(e)) => html! {
            <p class="error" role="alert" data-testid="trace-error">{ error_with_text(e, &job.last().map(|j| j.tree).unwrap_or_default()) }</p>
        },
        Some(Ok(tr)) => {
            let n = tr.steps.len();
            let at = (*step).min(n);
            let (st, skipped) = states(tr, at);
            let tree: Tree = tr.tree.parse().expect("the worker traced a valid tree");
            let go = |to: usize| {
                let step = step.clone();
                Callback::from(move |_: MouseEvent| step.set(to))
            };
            let cuts_so_far = tr.steps.iter().take(at).filter(|s| matches!(s, Step::Cut { .. })).count();
            html! {
                <div class="trace">
                    <div class="controls">
                        <button onclick={go(0)} disabled={at == 0}>{ "Start" }</button>
                        <button onclick={go(at.saturating_sub(1))} disabled={at == 0} data-testid="step-back">{ "◀ Back" }</button>
                        <button onclick={go((at + 1).min(n))} disabled={at == n} data-testid="step-next">{ "Next ▶" }</button>
                        <button onclick={go(n)} disabled={at == n} data-testid="step-end">{ "End" }</button>
                        <span data-testid="step-counter">{ format!("step {at} of {n}") }</span>
                    </div>
                    <p class="step-text" aria-live="polite" data-testid="step-text">{
                        if at == 0 { "Press Next to start.".to_string() } else { step_text(&tr.steps[at - 1]) }
                    }</p>
                    <ul class="ab-tree" data-testid="ab-tree">{ draw(&tree, &mut Vec::new(), true, &st, &skipped, false) }</ul>
                    <p data-testid="trace-summary">{ format!(
                        "Value {}. Leaves visited {} of {}; cut-offs {} in all ({} so far).",
                        tr.value, tr.leaves_visited, tr.leaves_total, tr.cutoffs, cuts_so_far
                    ) }</p>
                </div>
            }
        }
    };
    html! {
        <section class="alphabeta">
            <h2>{ "Alpha-beta by hand" }</h2>
            <p>{ "Type a game tree as nested lists of leaf scores; MAX moves at the root, MIN below, and so on. \
                  Step through the search to see each node's window [α, β] and which branches are cut." }</p>
            <form {onsubmit} class="tree-form">
                <textarea rows="3" cols="60" value={(*text).clone()} {oninput} aria-label="game tree" data-testid="tree-input" />
                <label>{ "child order " }
                    <select onchange={onorder} aria-label="child order" data-testid="order">
                        { for [("given", "as typed"), ("reversed", "reversed"), ("best", "best first"), ("worst", "worst first")].iter().map(|(v, l)| html! {
                            <option value={*v} selected={*order == *v}>{ *l }</option>
                        }) }
                    </select>
                </label>
                <button type="submit" disabled={parse_error.is_some()} data-testid="trace-button">{ "Trace" }</button>
                if let Some(e) = parse_error { <p class="error" role="alert">{ "Not a tree yet: " }{ error_with_text(&e, &text) }</p> }
            </form>
            { body }
        </section>
    }
}
