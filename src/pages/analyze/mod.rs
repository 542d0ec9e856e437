//! The analysis page: a heap game's value sequence g(0..=N), computed in the worker with a
//! progress bar and a cancel button, shown in rows with its period highlighted; or a loopy
//! game's values over its places, nimbers and ∞(K) (`loopy.rs`).
//!
//! Up to 2^21 values: the worker sends the values as it finds them, the page keeps them in one
//! growing buffer and shows them while the work goes on (and after a cancel). Only one page of
//! rows is in the document at a time, the plot keeps the least and greatest value of each pixel
//! column, and the CSV file is built a chunk of rows per task.

mod loopy;
mod state;

use std::cell::RefCell;
use std::rc::Rc;

use engine::sequence::SequenceReport;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::job::Phase;
use crate::protocol::{ErrorKind, Sequence, SequenceAnswer};
use crate::route::Route;
use crate::util::progress_bar;
use crate::util::replace_hash;
use state::{checked_to, Action, Partial, SeqState};

/// Rows of values in the document at a time (a page): 20 rows of 20 are 400 links, drawn with
/// the plot within one 50 ms task on a slow machine (60 rows took 100-150 ms, 30 rows 51-70 ms
/// in a third of the runs), where the 2^21 values of a whole sequence would take the tab minutes.
const ROWS_PER_PAGE: usize = 20;
/// The least time between two redraws of the values found so far: about ten a second, which
/// reads as live without a redraw for every message.
const VALUES_REDRAW_MS: u32 = 100;

/// Values per CSV chunk, formatted in one task (100,000 lines take about 10 ms in wasm).
const CSV_CHUNK: usize = 100_000;
/// Pixel columns of the plot; beyond this many values each column shows the least and the
/// greatest value of its range.
const PLOT_COLUMNS: usize = 790;
pub const DEFAULT_TO: usize = 500;

#[derive(Properties, PartialEq)]
pub struct AnalyzeProps {
    pub game: String,
    pub name: String,
    pub to: Option<usize>,
    pub limit: usize,
    /// A loopy game's number of places: its values are over them, ∞(K) among them.
    pub places: Option<usize>,
}

/// While values arrive, or after a stop, how many are shown.
fn so_far_note(shown: Option<&Shown>, so_far: usize, running: bool) -> Html {
    match shown {
        Some(Shown::Partial(_)) => {
            let text = if running {
                format!(
                    "{so_far} values found so far (g(0) to g({})); the period is looked for once all are known.",
                    so_far - 1
                )
            } else {
                format!("Stopped after {so_far} values: the values found so far (g(0) to g({})) are shown.", so_far - 1)
            };
            html! { <p class="so-far" data-testid="seq-so-far" data-n={so_far.to_string()}>{ text }</p> }
        }
        _ => html! {},
    }
}

#[component]
pub fn AnalyzePage(p: &AnalyzeProps) -> Html {
    let start_to = p.to.unwrap_or(DEFAULT_TO.min(p.limit));
    let state = use_reducer(|| SeqState { input: start_to.to_string(), ..Default::default() });
    let job = use_job::<Sequence>();
    // The values found so far by the request in flight (or the last one, once cancelled).
    let partial = use_mut_ref(Partial::default);
    let arrived = use_state(|| 0usize);
    // Whether a redraw for values that arrived is already planned.
    let planned = use_mut_ref(|| false);
    {
        let partial = partial.clone();
        let arrived = arrived.setter();
        job.on_values(Rc::new(move |id, from, values| {
            if !partial.borrow_mut().append(id, from, &values) || *planned.borrow() {
                return;
            }
            // The values of several messages are drawn together, in a task of their own: a
            // redraw per message (the plot and the page of the table) stalled the main thread.
            *planned.borrow_mut() = true;
            let (partial, arrived, planned) = (partial.clone(), arrived.clone(), planned.clone());
            gloo_timers::callback::Timeout::new(VALUES_REDRAW_MS, move || {
                *planned.borrow_mut() = false;
                arrived.set(partial.borrow().values.len());
            })
            .forget();
        }));
    }

    let start = {
        let state = state.clone();
        let job = job.clone();
        let partial = partial.clone();
        let game = p.game.clone();
        let (limit, places) = (p.limit, p.places);
        Callback::from(move |to_text: String| {
            let to = match checked_to(&to_text, limit, places) {
                Ok(to) => to,
                Err(e) => {
                    state.dispatch(Action::Refused(to_text.clone()));
                    return job.fail(e);
                }
            };
            // A computation under way is stopped first (the worker is replaced).
            job.cancel();
            *partial.borrow_mut() = Partial::default();
            state.dispatch(Action::NewRun);
            job.run(Sequence { game: game.clone(), to });
            replace_hash(&Route::Analyze { game: game.clone(), to: Some(to) }.to_hash());
        })
    };

    {
        let start = start.clone();
        use_effect_with((), move |_| start.emit(start_to.to_string()));
    }

    let s = &*state;
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(Action::Input(e.target_unchecked_into::<HtmlInputElement>().value()))
        })
    };
    let onsubmit = {
        let start = start.clone();
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            start.emit(state.input.clone());
        })
    };
    let oncancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };

    let progress = match &job.state().phase {
        Phase::Running { progress } => {
            let (done, total) = progress.unwrap_or((0, 1));
            Some(progress_bar(
                "progress",
                "computing values",
                done,
                total,
                format!(" g(n) known for n < {done} of {total}"),
                oncancel,
            ))
        }
        _ => None,
    };
    let error = match job.state().error() {
        Some(e) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        Some(e) => {
            html! { <p class="error" role="alert" data-testid="seq-error">{ error_with_text(e, &s.refused) }</p> }
        }
        None => html! {},
    };
    // The last sequence stays while a new one is computed or refused; its time only while it
    // is the current answer.
    let millis = job.state().done().map(|a| a.millis);
    let so_far = partial.borrow().values.len();
    // The answer, when it comes, completes the buffer it belongs to (the current request's).
    if let Some(answer) = job.state().done() {
        partial.borrow_mut().answer = Some(answer.clone());
    }
    let answer = partial.borrow().answer.clone();
    let shown = match answer {
        Some(a) => Some(Shown::Report(a, partial.clone())),
        None => (so_far > 0).then(|| Shown::Partial(partial.clone())),
    };
    let so_far_note = so_far_note(shown.as_ref(), so_far, job.state().running());
    let view = shown_view(p, shown, s.page, millis, state.clone());
    let (what, play_from) = form_words(p.places);

    html! {
        <section class="analyze">
            <h2>{ format!("{}: value sequence", p.name) }</h2>
            // The boot screen shows the same paragraph while the app loads.
            <p class="seq-intro">{ crate::boot_texts::SEQUENCE_INTROS[p.places.is_some() as usize] }</p>
            <form class="controls" novalidate=true {onsubmit}>
                <label>{ what }
                    <input type="number" min="0" max={p.limit.to_string()} value={s.input.clone()} {oninput}
                        aria-label="last n" data-testid="seq-to" />
                </label>
                <button type="submit" data-testid="compute">{ "Compute" }</button>
                <a class="button" href={Route::play(p.game.clone(), play_from.to_string()).to_hash()}>{ "Play" }</a>
            </form>
            { for progress }
            { error }
            { so_far_note }
            { view }
        </section>
    }
}

/// The field's words, and the position the Play link opens: a heap of 10, or a token on a
/// clock's last place.
fn form_words(places: Option<usize>) -> (&'static str, usize) {
    match places {
        Some(n) => ("Compute the values γ(n) of places n = 0 to ", n.saturating_sub(1)),
        None => ("Compute g(n) for n = 0 to ", 10),
    }
}

/// The values shown: a loopy game's over its places, or a heap game's in rows with its period.
fn shown_view(
    p: &AnalyzeProps,
    shown: Option<Shown>,
    page: usize,
    millis: Option<f64>,
    state: UseReducerHandle<SeqState>,
) -> Html {
    match shown {
        Some(Shown::Report(a, _)) if a.loopy.is_some() => {
            loopy::view(&p.game, a, p.places.unwrap_or(0), page, millis, state)
        }
        Some(shown) => table(&p.game, shown, page, millis, state),
        None => html! {},
    }
}

/// What the page shows: a finished sequence with its period, or the values found so far (the
/// values of both are in the buffer: the answer carries the period only).
#[derive(Clone)]
enum Shown {
    Report(Rc<SequenceAnswer>, Rc<RefCell<Partial>>),
    Partial(Rc<RefCell<Partial>>),
}

impl Shown {
    fn with_values<R>(&self, f: impl FnOnce(&[u32]) -> R) -> R {
        match self {
            Shown::Report(_, p) | Shown::Partial(p) => f(&p.borrow().values),
        }
    }

    fn report(&self) -> Option<&SequenceReport> {
        match self {
            Shown::Report(a, _) => Some(&a.report),
            Shown::Partial(_) => None,
        }
    }
}

/// The least and greatest value in each of `columns` equal ranges of `values` (the plot of a
/// long sequence: every value is inside its column's bar).
fn column_ranges(values: &[u32], columns: usize) -> Vec<(u32, u32)> {
    let n = values.len();
    (0..columns.min(n))
        .map(|c| {
            let part = &values[c * n / columns.min(n)..(c + 1) * n / columns.min(n)];
            let lo = part.iter().copied().min().unwrap_or(0);
            let hi = part.iter().copied().max().unwrap_or(0);
            (lo, hi)
        })
        .collect()
}

/// Values plotted against n (as points up to 2,000 values, beyond as one bar per pixel column
/// from its least to its greatest value), with the period's start marked.
fn plot(values: &[u32], preperiod: Option<usize>) -> Html {
    let n = values.len();
    if n < 2 {
        return html! {};
    }
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let (w, h) = (800.0, 240.0);
    let x = |i: usize| 40.0 + (w - 50.0) * i as f64 / (n - 1) as f64;
    let y = |v: u32| h - 25.0 - (h - 40.0) * v as f64 / max;
    let thinned = n > 2000;
    let points: String = if thinned {
        let cols = column_ranges(values, PLOT_COLUMNS);
        let cx = |c: usize| 40.0 + (w - 50.0) * c as f64 / cols.len() as f64;
        cols.iter()
            .enumerate()
            .map(|(c, &(lo, hi))| format!("M{:.1} {:.1}h1v{:.1}h-1z", cx(c), y(hi) - 0.8, y(lo) - y(hi) + 1.6))
            .collect()
    } else {
        values.iter().enumerate().map(|(i, &v)| format!("M{:.1} {:.1}h1.6v1.6h-1.6z", x(i) - 0.8, y(v) - 0.8)).collect()
    };
    let pre = preperiod.filter(|&p| p < n);
    let axis = format!("{}", h - 25.0);
    html! {
        <figure class="plot">
            <svg viewBox={format!("0 0 {w} {h}")} role="img" data-testid="plot"
                 aria-label={format!("plot of g(n) against n for n from 0 to {}", n - 1)}>
                <line x1="40" y1={axis.clone()} x2={format!("{}", w - 10.0)} y2={axis.clone()} stroke="#888" />
                <line x1="40" y1="15" x2="40" y2={axis.clone()} stroke="#888" />
                <text x="4" y={format!("{:.0}", y(max as u32) + 4.0)} font-size="11">{ max as u32 }</text>
                <text x="30" y={format!("{}", h - 10.0)} font-size="11">{ "0" }</text>
                <text x={format!("{}", w - 60.0)} y={format!("{}", h - 10.0)} font-size="11">{ format!("n = {}", n - 1) }</text>
                if let Some(p) = pre {
                    <line x1={format!("{:.1}", x(p))} y1="15" x2={format!("{:.1}", x(p))} y2={axis.clone()} stroke="#5b3cc4" stroke-dasharray="4 3" />
                    <text x={format!("{:.1}", x(p) + 4.0)} y="26" font-size="11" fill="#5b3cc4">{ format!("period starts at n = {p}") }</text>
                }
                <path d={points} fill="#0072b2" />
            </svg>
            <figcaption>{ if thinned {
                format!("g(n) for n = 0 to {}: each bar spans the least to the greatest value of about {} consecutive n", n - 1, n / PLOT_COLUMNS)
            } else {
                format!("g(n) for n = 0 to {} (points)", n - 1)
            } }</figcaption>
        </figure>
    }
}

fn table(game: &str, shown: Shown, page: usize, millis: Option<f64>, state: UseReducerHandle<SeqState>) -> Html {
    let rep = shown.report();
    let n = shown.with_values(|v| v.len());
    let width = match rep.and_then(|r| r.period) {
        Some(p) if (4..=40).contains(&p) => p,
        _ => 20,
    };
    let pre = rep.and_then(|r| r.preperiod).unwrap_or(usize::MAX);
    let period = rep.and_then(|r| r.period).unwrap_or(0);
    let summary = match (rep.and_then(|r| r.preperiod), rep.and_then(|r| r.period)) {
        (Some(pre), Some(p)) => format!("Period {p} from n = {pre} (preperiod {pre}). "),
        _ => String::new(),
    };
    let page_len = width * ROWS_PER_PAGE;
    let pages = n.div_ceil(page_len).max(1);
    let page = page.min(pages - 1);
    let first = page * page_len;
    let last = (first + page_len).min(n);
    let on_page: Vec<u32> = shown.with_values(|v| v[first..last].to_vec());
    let rows = values_table_html(game, first, &on_page, width, pre, period);
    let pager = pager((first, last, n), (page, pages), "g", &state);
    let csv = {
        let shown = shown.clone();
        let game = game.to_string();
        Callback::from(move |_: MouseEvent| sequence_csv_download(game.clone(), shown.clone()))
    };
    let png = {
        let t = rows_table(game, first, &on_page, width);
        Callback::from(move |_: MouseEvent| {
            let name = format!("nimlab-{}-sequence.png", t.game.replace([':', ','], "_"));
            crate::export::table_png(&name, &t);
        })
    };
    let reason = rep.map(|r| format!("{}.", r.reason)).unwrap_or_default();
    let (plot_html, _) = shown.with_values(|v| (plot(v, rep.and_then(|r| r.preperiod)), ()));
    html! {
        <div class="sequence">
            if rep.is_some() {
                <p class="period" data-testid="period">
                    { summary }{ reason }
                    if let Some(ms) = millis { <span data-testid="seq-time" data-ms={format!("{ms:.0}")}>{ format!(" Computed {} in {:.0} ms.", crate::words::counted(n, "value", "values"), ms) }</span> }
                </p>
            }
            if let Some(f) = engine::games::closed_form(game) { <p class="formula" data-testid="closed-form">{ format!("Closed form: {}", f.text) }</p> }
            { plot_html }
            <p><button onclick={csv} data-testid="sequence-csv">{ "Export CSV" }</button>{ " " }
                <button onclick={png} data-testid="sequence-png" title="the rows shown on the page, as a picture">{ "Export PNG" }</button></p>
            <p class="legend"><span class="swatch pre"></span>{ " before the period " }
                <span class="swatch periodic"></span><span class="swatch periodic alt"></span>{ " periodic part, alternate periods shaded differently. Click a value to play that heap." }</p>
            { pager.clone() }
            <div class="table-wrap">{ Html::from_html_unchecked(rows.into()) }</div>
            { for pager }
        </div>
    }
}

/// The buttons to the first, previous, next and last page of rows, with where the page is;
/// `None` for a single page.
fn pager(
    (first, last, n): (usize, usize, usize),
    (page, pages): (usize, usize),
    g: &str,
    state: &UseReducerHandle<SeqState>,
) -> Option<Html> {
    let go = |to: usize, label: &str, testid: &str| {
        let state = state.clone();
        let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::Page(to)));
        let disabled = to == page;
        html! { <button {onclick} {disabled} data-testid={testid.to_string()}>{ label.to_string() }</button> }
    };
    (pages > 1).then(|| {
        html! {
            <nav class="pager" aria-label="pages of values">
                { go(0, "First", "seq-first") }{ " " }
                { go(page.saturating_sub(1), "Previous", "seq-prev") }{ " " }
                <span data-testid="seq-page">{ format!("{g}({first}) to {g}({}) of {n} values (page {} of {pages})", last.max(1) - 1, page + 1) }</span>{ " " }
                { go((page + 1).min(pages - 1), "Next", "seq-next") }{ " " }
                { go(pages - 1, "Last", "seq-last") }
            </nav>
        }
    })
}

/// Saves the values shown as CSV, formatting [`CSV_CHUNK`] rows per task and handing the
/// chunks to a Blob (no single string of the whole file, no long task on the main thread).
fn sequence_csv_download(game: String, shown: Shown) {
    yew::platform::spawn_local(async move {
        let n = shown.with_values(|v| v.len());
        let parts = js_sys::Array::new();
        parts.push(&wasm_bindgen::JsValue::from_str(&crate::export::sequence_csv_header(&game)));
        let mut start = 0;
        while start < n {
            let end = (start + CSV_CHUNK).min(n);
            let text = shown.with_values(|v| crate::export::sequence_csv_rows(start, &v[start..end]));
            parts.push(&wasm_bindgen::JsValue::from_str(&text));
            start = end;
            gloo_timers::future::TimeoutFuture::new(0).await;
        }
        let name = format!("nimlab-{}-sequence.csv", game.replace([':', ','], "_"));
        crate::export::download_parts(&name, "text/csv", &parts);
    });
}

/// The table of values g(first..) in rows of `width`, as one HTML string. Each cell is a link
/// with a title: 1,200 of them built through the virtual DOM took over 100 ms of one
/// main-thread task in Chromium, as one string parsed by the browser a fraction of that. Every
/// text in it is a number or the game id, which is escaped.
fn values_table_html(game: &str, first: usize, values: &[u32], width: usize, pre: usize, period: usize) -> String {
    use std::fmt::Write;
    // The link to a heap's play page is this prefix and the heap.
    let href = html_escape(&Route::play(game.to_string(), String::new()).to_hash());
    let mut out = String::with_capacity(values.len() * 90 + width * 30 + 200);
    out.push_str("<table class=\"values\" data-testid=\"values\"><thead><tr><th>n</th>");
    for c in 0..width {
        let _ = write!(out, "<th scope=\"col\">+{c}</th>");
    }
    out.push_str("</tr></thead><tbody>");
    for (r, row) in values.chunks(width.max(1)).enumerate() {
        let start = first + r * width;
        let _ = write!(out, "<tr><th scope=\"row\">{start}</th>");
        for (c, &v) in row.iter().enumerate() {
            let i = start + c;
            let class = if i < pre {
                "pre"
            } else if ((i - pre) / period.max(1)).is_multiple_of(2) {
                "periodic"
            } else {
                "periodic alt"
            };
            let _ = write!(
                out,
                "<td class=\"{class}\"><a href=\"{href}{i}\" title=\"g({i}) = {v}: play a heap of {i}\">{v}</a></td>"
            );
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// `text` with the characters that could end an attribute or start a tag replaced.
fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// The values g(first..) in rows of `width`, as the page shows them, for the PNG export.
fn rows_table(game: &str, first: usize, values: &[u32], width: usize) -> engine::table::Table {
    let starts: Vec<i64> = (first..first + values.len()).step_by(width.max(1)).map(|n| n as i64).collect();
    engine::table::Table {
        game: game.to_string(),
        title: format!("{game}: g(n), n = row + column"),
        row_label: "n (row start)".into(),
        col_label: "+".into(),
        cells: starts
            .iter()
            .map(|&r| (0..width).map(|c| values.get(r as usize - first + c).map(|&v| v as i64)).collect())
            .collect(),
        row_keys: starts,
        col_keys: (0..width as i64).collect(),
        legend: "Grundy values; 0 is a loss for the player to move.".into(),
        positions: None,
        row_games: None,
        signed: false,
        row_marks: None,
        texts: None,
        classes: None,
        note: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_table_lays_values_out_as_the_page_does() {
        let t = rows_table("kayles", 0, &[0, 1, 2, 3, 1], 2);
        assert_eq!(t.row_keys, vec![0, 2, 4]);
        assert_eq!(t.cells, vec![vec![Some(0), Some(1)], vec![Some(2), Some(3)], vec![Some(1), None]]);
        // A later page: rows keep their n.
        let t = rows_table("kayles", 40, &[5, 6, 7], 2);
        assert_eq!(t.row_keys, vec![40, 42]);
        assert_eq!(t.cells, vec![vec![Some(5), Some(6)], vec![Some(7), None]]);
    }

    #[test]
    fn values_table_links_each_value_as_the_route_does() {
        let html = values_table_html("kayles", 40, &[5, 6, 7], 2, 41, 2);
        let href = Route::play("kayles".into(), "41".into()).to_hash();
        assert!(html.contains(&format!("<td class=\"periodic\"><a href=\"{href}\"")), "{html}");
        assert!(html.contains("<tbody><tr><th scope=\"row\">40</th><td class=\"pre\">"), "{html}");
        assert_eq!(html.matches("<tr>").count(), 3);
        assert_eq!(html.matches("<td").count(), 3);
        // A game id never opens a tag or ends an attribute.
        assert!(!values_table_html("a\"<b>", 0, &[1], 1, 9, 1).contains("\"<b>"));
    }

    #[test]
    fn each_plot_column_spans_its_values() {
        let values: Vec<u32> = (0..1000).map(|n| (n * 7 % 13) as u32).collect();
        let cols = column_ranges(&values, 7);
        assert_eq!(cols.len(), 7);
        for (c, &(lo, hi)) in cols.iter().enumerate() {
            let part = &values[c * 1000 / 7..(c + 1) * 1000 / 7];
            assert_eq!((lo, hi), (*part.iter().min().unwrap(), *part.iter().max().unwrap()));
        }
        // Fewer values than columns: one column per value.
        assert_eq!(column_ranges(&[3, 1], 790), vec![(3, 3), (1, 1)]);
    }
}
