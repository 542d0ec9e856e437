//! The alpha-beta page: the user types a game tree (nested lists of leaf scores) and steps
//! through minimax with alpha-beta, seeing each node's window and value and which branches are
//! cut, for the typed child order or a reordering.

mod state;

use std::collections::{HashMap, HashSet};

use engine::minimax::tree::{Step, Tree};
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::job::{Phase, PtrEq};
use crate::protocol::{ErrorKind, JobError, TraceTree};
use crate::route::Route;
use crate::util::replace_hash;
use state::{bound, states, step_text, AbState, Action, NodeState};

#[derive(Properties, PartialEq)]
pub struct AlphaBetaProps {
    pub tree: String,
    pub order: String,
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
    let state = use_reducer({
        let (tree, order) = (p.tree.clone(), p.order.clone());
        move || AbState::new(tree, order)
    });
    let job = use_job::<TraceTree>();
    // Each new trace starts at step 0.
    {
        let state = state.clone();
        use_effect_with(job.state().done().cloned().map(PtrEq), move |_| state.dispatch(Action::Go(0)));
    }
    let run = {
        let job = job.clone();
        let state = state.clone();
        Callback::from(move |_: ()| {
            let (tree, order) = (state.text.clone(), state.order.clone());
            job.run(TraceTree { tree: tree.clone(), order: order.clone() });
            replace_hash(&Route::AlphaBeta { tree, order }.to_hash());
        })
    };
    {
        let run = run.clone();
        use_effect_with((), move |_| run.emit(()));
    }
    let text = &state.text;
    let parse_error = text.parse::<Tree>().err().map(|e| JobError::parse(ErrorKind::Input, &e, text));
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(Action::SetText(e.target_unchecked_into::<HtmlTextAreaElement>().value()))
        })
    };
    let onorder = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            state.dispatch(Action::SetOrder(e.target_unchecked_into::<HtmlSelectElement>().value()))
        })
    };
    {
        // Re-trace when the order changes.
        let run = run.clone();
        use_effect_with(state.order.clone(), move |_| run.emit(()));
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
            let at = state.step.min(n);
            let (st, skipped) = states(tr, at);
            let tree: Tree = tr.tree.parse().expect("the worker traced a valid tree");
            let go = |to: usize| {
                let state = state.clone();
                Callback::from(move |_: MouseEvent| state.dispatch(Action::Go(to)))
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
                <textarea rows="3" cols="60" value={text.clone()} {oninput} aria-label="game tree" data-testid="tree-input" />
                <label>{ "child order " }
                    <select onchange={onorder} aria-label="child order" data-testid="order">
                        { for [("given", "as typed"), ("reversed", "reversed"), ("best", "best first"), ("worst", "worst first")].iter().map(|(v, l)| html! {
                            <option value={*v} selected={state.order == *v}>{ *l }</option>
                        }) }
                    </select>
                </label>
                <button type="submit" disabled={parse_error.is_some()} data-testid="trace-button">{ "Trace" }</button>
                if let Some(e) = parse_error { <p class="error" role="alert">{ "Not a tree yet: " }{ error_with_text(&e, text) }</p> }
            </form>
            { body }
        </section>
    }
}
