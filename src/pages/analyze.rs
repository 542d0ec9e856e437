//! The analysis page: a heap game's value sequence g(0..=N), computed in the worker with a
//! progress bar and a cancel button, shown in rows with its period highlighted.

use std::rc::Rc;

use engine::sequence::SequenceReport;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::client::{stopped_view, use_job};
use crate::errors::{error_with_text, parse_whole};
use crate::job::{Phase, PtrEq};
use crate::protocol::{ErrorKind, JobError, Sequence};
use crate::route::Route;
use crate::util::progress_bar;
use crate::util::replace_hash;

/// Values drawn at first; more on request (the DOM, not the engine, is the limit).
const FIRST_SHOWN: usize = 1200;
pub const DEFAULT_TO: usize = 500;

#[derive(Properties, PartialEq)]
pub struct AnalyzeProps {
    pub game: String,
    pub name: String,
    pub to: Option<usize>,
    pub limit: usize,
}

#[derive(Clone, PartialEq, Default)]
struct SeqState {
    input: String,
    shown: usize,
    /// The field's text when the page refused it (the error points into it).
    refused: String,
}

enum Action {
    Input(String),
    Refused(String),
    ShowMore,
    /// A new sequence arrived: the first rows are drawn again.
    NewReport,
}

impl Reducible for SeqState {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Input(t) => s.input = t,
            Action::Refused(t) => s.refused = t,
            Action::ShowMore => s.shown += FIRST_SHOWN * 4,
            Action::NewReport => s.shown = FIRST_SHOWN,
        }
        Rc::new(s)
    }
}

#[component]
pub fn AnalyzePage(p: &AnalyzeProps) -> Html {
    let start_to = p.to.unwrap_or(DEFAULT_TO);
    let state = use_reducer(|| SeqState { input: start_to.to_string(), shown: FIRST_SHOWN, ..Default::default() });
    let job = use_job::<Sequence>();
    {
        let state = state.clone();
        use_effect_with(job.state().done().cloned().map(PtrEq), move |_| state.dispatch(Action::NewReport));
    }

    let start = {
        let state = state.clone();
        let job = job.clone();
        let game = p.game.clone();
        let limit = p.limit;
        Callback::from(move |to_text: String| {
            let refuse = |message: String, at: Option<usize>| {
                state.dispatch(Action::Refused(to_text.clone()));
                job.fail(JobError { kind: ErrorKind::Input, message, at });
            };
            let to = match parse_whole(&to_text) {
                Ok(n) if n <= limit => n,
                Ok(n) => {
                    return refuse(
                        format!("N = {n} is too large: at most {limit} values of this game fit in a browser tab"),
                        None,
                    )
                }
                Err(e) => {
                    return refuse(
                        format!("'{}' is not a whole number: type the last n to compute", to_text.trim()),
                        e.at,
                    )
                }
            };
            // A computation under way is stopped first (the worker is replaced).
            job.cancel();
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

    html! {
        <section class="analyze">
            <h2>{ format!("{}: value sequence", p.name) }</h2>
            <form class="controls" novalidate=true {onsubmit}>
                <label>{ "Compute g(n) for n = 0 to " }
                    <input type="number" min="0" max={p.limit.to_string()} value={s.input.clone()} {oninput}
                        aria-label="last n" data-testid="seq-to" />
                </label>
                <button type="submit" data-testid="compute">{ "Compute" }</button>
                <a class="button" href={Route::Play { game: p.game.clone(), position: "10".into(), misere: false }.to_hash()}>{ "Play" }</a>
            </form>
            { for progress }
            { error }
            if let Some(answer) = &job.state().latest { { table(&p.game, &answer.report, s.shown, millis, state.clone()) } }
        </section>
    }
}

/// Values plotted against n (the first values, as points), with the period's start marked.
fn plot(rep: &SequenceReport) -> Html {
    let n = rep.values.len().min(2000);
    if n < 2 {
        return html! {};
    }
    let max = rep.values[..n].iter().copied().max().unwrap_or(0).max(1) as f64;
    let (w, h) = (800.0, 240.0);
    let x = |i: usize| 40.0 + (w - 50.0) * i as f64 / (n - 1) as f64;
    let y = |v: u32| h - 25.0 - (h - 40.0) * v as f64 / max;
    let points: String = rep.values[..n]
        .iter()
        .enumerate()
        .map(|(i, &v)| format!("M{:.1} {:.1}h1.6v1.6h-1.6z", x(i) - 0.8, y(v) - 0.8))
        .collect();
    let pre = rep.preperiod.filter(|&p| p < n);
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
            <figcaption>{ format!("g(n) for n = 0 to {} (points)", n - 1) }</figcaption>
        </figure>
    }
}

fn table(
    game: &str,
    rep: &SequenceReport,
    shown: usize,
    millis: Option<f64>,
    state: UseReducerHandle<SeqState>,
) -> Html {
    let n = rep.values.len();
    let width = match rep.period {
        Some(p) if (4..=40).contains(&p) => p,
        _ => 20,
    };
    let pre = rep.preperiod.unwrap_or(usize::MAX);
    let period = rep.period.unwrap_or(0);
    let summary = match (rep.preperiod, rep.period) {
        (Some(pre), Some(p)) => format!("Period {p} from n = {pre} (preperiod {pre}). "),
        _ => String::new(),
    };
    let last = shown.min(n);
    let rows = (0..last).step_by(width).map(|row| {
        let cells = (row..(row + width).min(last)).map(|i| {
            let v = rep.values[i];
            let class = if i >= pre {
                if ((i - pre) / period.max(1)).is_multiple_of(2) {
                    "periodic"
                } else {
                    "periodic alt"
                }
            } else {
                "pre"
            };
            let href = Route::Play { game: game.to_string(), position: i.to_string(), misere: false }.to_hash();
            html! {
                <td class={class}><a href={href} title={format!("g({i}) = {v}: play a heap of {i}")}>{ v }</a></td>
            }
        });
        html! { <tr><th scope="row">{ row }</th>{ for cells }</tr> }
    });
    let more = (last < n).then(|| {
        let onclick = Callback::from(move |_: MouseEvent| state.dispatch(Action::ShowMore));
        html! { <button {onclick}>{ format!("Show more (showing {last} of {n})") }</button> }
    });
    let csv = {
        let values = rep.values.clone();
        let game = game.to_string();
        Callback::from(move |_: MouseEvent| {
            let name = format!("nimlab-{}-sequence.csv", game.replace([':', ','], "_"));
            crate::export::download_text(&name, "text/csv", &crate::export::sequence_csv(&game, &values));
        })
    };
    let png = {
        let t = rows_table(game, &rep.values[..last], width);
        Callback::from(move |_: MouseEvent| {
            let name = format!("nimlab-{}-sequence.png", t.game.replace([':', ','], "_"));
            crate::export::table_png(&name, &t);
        })
    };
    html! {
        <div class="sequence">
            <p class="period" data-testid="period">
                { summary }{ &rep.reason }{ "." }
                if let Some(ms) = millis { <span data-testid="seq-time" data-ms={format!("{ms:.0}")}>{ format!(" Computed {n} values in {:.0} ms.", ms) }</span> }
            </p>
            if let Some(f) = engine::games::closed_form(game) { <p class="formula" data-testid="closed-form">{ format!("Closed form: {}", f.text) }</p> }
            { plot(rep) }
            <p><button onclick={csv} data-testid="sequence-csv">{ "Export CSV" }</button>{ " " }
                <button onclick={png} data-testid="sequence-png" title="the rows shown on the page, as a picture">{ "Export PNG" }</button></p>
            <p class="legend"><span class="swatch pre"></span>{ " before the period " }
                <span class="swatch periodic"></span><span class="swatch periodic alt"></span>{ " periodic part, alternate periods shaded differently. Click a value to play that heap." }</p>
            <div class="table-wrap">
                <table class="values" data-testid="values">
                    <thead><tr><th>{ "n" }</th>{ for (0..width).map(|c| html!{ <th scope="col">{ format!("+{c}") }</th> }) }</tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            { for more }
        </div>
    }
}

/// The values in rows of `width`, as the page shows them, for the PNG export.
fn rows_table(game: &str, values: &[u32], width: usize) -> engine::table::Table {
    let starts: Vec<i64> = (0..values.len()).step_by(width.max(1)).map(|n| n as i64).collect();
    engine::table::Table {
        game: game.to_string(),
        title: format!("{game}: g(n), n = row + column"),
        row_label: "n (row start)".into(),
        col_label: "+".into(),
        cells: starts
            .iter()
            .map(|&r| (0..width).map(|c| values.get(r as usize + c).map(|&v| v as i64)).collect())
            .collect(),
        row_keys: starts,
        col_keys: (0..width as i64).collect(),
        legend: "Grundy values; 0 is a loss for the player to move.".into(),
        positions: None,
        row_games: None,
        signed: false,
        row_marks: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_table_lays_values_out_as_the_page_does() {
        let t = rows_table("kayles", &[0, 1, 2, 3, 1], 2);
        assert_eq!(t.row_keys, vec![0, 2, 4]);
        assert_eq!(t.cells, vec![vec![Some(0), Some(1)], vec![Some(2), Some(3)], vec![Some(1), None]]);
    }
}
