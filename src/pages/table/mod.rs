//! Two-dimensional tables drawn as heatmaps: values in every cell (so colour is never the
//! only signal), the value and position on hover, a click opens play at that position, and
//! CSV / PNG export.

mod state;

use std::rc::Rc;

use engine::table::{Table, TableParams};
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{HtmlCanvasElement, HtmlInputElement};
use yew::prelude::*;

use crate::client::{stopped_view, use_job};
use crate::errors::error_with_text;
use crate::export::{download_text, heat, heat_rgb, table_csv, table_png};
use crate::job::Phase;
use crate::protocol::{ErrorKind, MakeTable};
use crate::route::Route;
use crate::util::{progress_bar, replace_hash};
use state::{checked_size, Action, TableState};

/// Cells drawn in the page; larger tables are drawn in part (the export has them all).
const MAX_DRAWN_CELLS: usize = 40_000;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub game: String,
    pub name: String,
    pub size: Option<usize>,
}

#[component]
pub fn TablePage(p: &TableProps) -> Html {
    let state =
        use_reducer(|| TableState { input: p.size.map(|s| s.to_string()).unwrap_or_default(), ..Default::default() });
    let job = use_job::<MakeTable>();
    let run = {
        let job = job.clone();
        let game = p.game.clone();
        let state = state.clone();
        Callback::from(move |size_text: String| {
            let size = match checked_size(&size_text) {
                Ok(size) => size,
                Err(e) => {
                    state.dispatch(Action::Refused(size_text));
                    return job.fail(e);
                }
            };
            let params = TableParams { size, rows: size, cols: None };
            job.run(MakeTable { game: game.clone(), params });
            replace_hash(&Route::Table { game: game.clone(), size }.to_hash());
        })
    };
    {
        let run = run.clone();
        let start = state.input.clone();
        use_effect_with((), move |_| run.emit(start));
    }
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(Action::Input(e.target_unchecked_into::<HtmlInputElement>().value()))
        })
    };
    let onsubmit = {
        let run = run.clone();
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            run.emit(state.input.clone());
        })
    };
    let oncancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let body = match &job.state().phase {
        Phase::Idle | Phase::Running { .. } => {
            let (done, total) = match &job.state().phase {
                Phase::Running { progress: Some(p) } => *p,
                _ => (0, 1),
            };
            let percent = (done * 100).checked_div(total).unwrap_or(0);
            progress_bar(
                "table-pending",
                "computing the table",
                done,
                total,
                format!("Computing in the worker… {percent}%"),
                oncancel,
            )
        }
        Phase::Failed(e) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        Phase::Failed(e) if e.kind == ErrorKind::Cancelled => html! {
            <p class="error" role="alert" data-testid="table-error">{ "Cancelled: the worker was stopped. Compute again, or try a smaller size." }</p>
        },
        Phase::Failed(e) => html! {
            <p class="error" role="alert" data-testid="table-error">{ error_with_text(e, &state.refused) }</p>
        },
        Phase::Done(answer) if answer.table.signed => {
            let t = &answer.table;
            // As in the classic presentation: who wins, and in how many moves, side by side.
            let (outcomes, remoteness) = split(t);
            html! {
                <div class="side-by-side" data-testid="split-tables">
                    { heatmap(&p.game, &Rc::new(outcomes), Some(answer.millis), None) }
                    // Shaded by who wins (the signed values), the number being the moves left.
                    { heatmap(&p.game, &Rc::new(remoteness), None, Some(t)) }
                </div>
            }
        }
        Phase::Done(answer) => heatmap(&p.game, &answer.table, Some(answer.millis), None),
    };
    html! {
        <section class="table-page">
            <h2>{ format!("{}: table", p.name) }</h2>
            <form class="controls" novalidate=true {onsubmit}>
                <label>{ "Size " }<input type="number" min="1" value={state.input.clone()} {oninput} aria-label="table size" data-testid="table-size" /></label>
                <button type="submit" data-testid="table-compute">{ "Compute" }</button>
            </form>
            { body }
        </section>
    }
}

/// Splits a signed table into a win/lose table (1 win, -1 lose, 0 no move) and a remoteness
/// table (k).
fn split(t: &Table) -> (Table, Table) {
    let map = |f: &dyn Fn(i64) -> i64| t.cells.iter().map(|row| row.iter().map(|v| v.map(f)).collect()).collect();
    let outcomes = Table {
        title: format!("{}: who wins", t.title),
        legend: "1: the player to move wins; -1: the player to move loses; 0: no move (lost at once)".into(),
        cells: map(&|v: i64| v.signum()),
        ..t.clone()
    };
    let remoteness = Table {
        title: format!("{}: in how many moves", t.title),
        legend: "the remoteness: moves until the game ends when the winner hurries and the loser delays; shaded \
                 by who wins, as in the other table"
            .into(),
        cells: map(&|v: i64| v.abs()),
        ..t.clone()
    };
    (outcomes, remoteness)
}

/// A table drawn as a heatmap; `shade`, when given, is a table of the same shape whose values
/// colour the cells instead of their own.
fn heatmap(game: &str, t: &Rc<Table>, millis: Option<f64>, shade: Option<&Rc<Table>>) -> Html {
    let colours = shade.unwrap_or(t);
    let max_abs = colours.cells.iter().flatten().flatten().map(|v| v.abs()).max().unwrap_or(1);
    let cols = t.col_keys.len().max(1);
    let shown_rows = (MAX_DRAWN_CELLS / cols).max(1).min(t.cells.len());
    let slug = game.replace([':', ','], "_");
    let csv = {
        let t = t.clone();
        let name = format!("nimlab-{slug}.csv");
        Callback::from(move |_: MouseEvent| download_text(&name, "text/csv", &table_csv(&t)))
    };
    let png = {
        let t = t.clone();
        let name = format!("nimlab-{slug}.png");
        Callback::from(move |_: MouseEvent| table_png(&name, &t))
    };
    let rows = t.cells.iter().take(shown_rows).enumerate().map(|(r, row)| {
        let cells = row.iter().enumerate().map(|(c, v)| {
            let text = v.map(|v| v.to_string()).unwrap_or_default();
            let pos = t.positions.as_ref().and_then(|ps| ps.get(r)).and_then(|row| row.get(c)).cloned().flatten();
            let title = format!(
                "{} {}, {} {}: {}{}",
                t.row_label,
                t.row_keys[r],
                t.col_label,
                t.col_keys[c],
                if text.is_empty() { "none".to_string() } else { text.clone() },
                pos.as_ref().map(|p| format!(" (position {p}: click to play)")).unwrap_or_default()
            );
            let style = format!("background:{}", heat(colours.cells[r][c], max_abs));
            match pos {
                Some(pos) => {
                    let game = t.row_games.as_ref().and_then(|g| g.get(r)).map_or(game, String::as_str);
                    let href = Route::Play { game: game.to_string(), position: pos.clone(), misere: false }.to_hash();
                    html! { <td {style} {title} data-position={pos}><a href={href}>{ text }</a></td> }
                }
                None => html! { <td {style} {title}>{ text }</td> },
            }
        });
        // Rows the game marks (the cash box: the Fibonacci numbers of coins).
        let key = t.row_keys[r];
        let mark = t.row_marks.as_ref().filter(|m| m.rows.get(r) == Some(&true));
        html! {
            <tr class={classes!(mark.map(|m| m.kind.clone()))}>
                <th scope="row" title={mark.map(|m| format!("{key} is {}", m.meaning))}>
                    { match mark { Some(m) => format!("{key} {}", m.mark), None => key.to_string() } }
                </th>
                { for cells }
            </tr>
        }
    });
    html! {
        <div class="table-view">
            <p class="table-title" data-testid="table-title">{ &t.title }
                if let Some(ms) = millis { <span class="muted" data-testid="table-time" data-ms={format!("{ms:.0}")}>{ format!(" (computed in {ms:.0} ms)") }</span> }</p>
            <p class="legend">{ &t.legend }
                if let Some(m) = &t.row_marks { { format!(" {}", m.legend) } }</p>
            <p class="controls">
                <button onclick={csv} data-testid="export-csv">{ "Export CSV" }</button>
                <button onclick={png} data-testid="export-png">{ "Export PNG" }</button>
                { format!("{} rows ({}) × {} columns ({})", t.row_keys.len(), t.row_label, t.col_keys.len(), t.col_label) }
            </p>
            if shown_rows < t.cells.len() {
                <Overview game={game.to_string()} table={t.clone()} shade={shade.cloned()} />
                <p class="note">{ format!("Below, the first {shown_rows} rows with their values; the overview above and the exports hold all {}.", t.cells.len()) }</p>
            }
            <div class="table-wrap">
                <table class="heatmap" data-testid="heatmap">
                    <thead><tr><th>{ "" }</th>{ for t.col_keys.iter().map(|k| html! { <th scope="col">{ k }</th> }) }</tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct OverviewProps {
    game: String,
    table: Rc<Table>,
    /// A table of the same shape whose values colour the picture instead (see [`heatmap`]).
    #[prop_or_default]
    shade: Option<Rc<Table>>,
}

/// A table too large to draw cell by cell, as a picture with one pixel per cell (scaled up
/// to a readable size): hovering reads a cell's keys and value, clicking plays its position
/// when the table carries positions.
#[component]
fn Overview(p: &OverviewProps) -> Html {
    let canvas = use_node_ref();
    let under = use_state(|| None::<(usize, usize)>);
    let t = p.table.clone();
    let (rows, cols) = (t.cells.len(), t.col_keys.len());
    {
        let canvas = canvas.clone();
        let colours = p.shade.clone().unwrap_or_else(|| t.clone());
        use_effect_with(colours, move |colours| {
            let max_abs = colours.cells.iter().flatten().flatten().map(|v| v.abs()).max().unwrap_or(1);
            let mut pixels = Vec::with_capacity(rows * cols * 4);
            for row in &colours.cells {
                for v in row {
                    let [r, g, b] = heat_rgb(*v, max_abs);
                    pixels.extend_from_slice(&[r, g, b, 255]);
                }
            }
            if let Some(c) = canvas.cast::<HtmlCanvasElement>() {
                c.set_width(cols as u32);
                c.set_height(rows as u32);
                let image =
                    web_sys::ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), cols as u32, rows as u32);
                if let (Ok(Some(ctx)), Ok(image)) = (c.get_context("2d"), image) {
                    let ctx: web_sys::CanvasRenderingContext2d = ctx.unchecked_into();
                    let _ = ctx.put_image_data(&image, 0.0, 0.0);
                }
            }
        });
    }
    let cell_at = {
        let canvas = canvas.clone();
        move |e: &MouseEvent| -> Option<(usize, usize)> {
            let c = canvas.cast::<HtmlCanvasElement>()?;
            let (w, h) = (c.client_width().max(1) as f64, c.client_height().max(1) as f64);
            let x = e.offset_x() as f64 / w * cols as f64;
            let y = e.offset_y() as f64 / h * rows as f64;
            (x >= 0.0 && y >= 0.0 && (x as usize) < cols && (y as usize) < rows).then_some((y as usize, x as usize))
        }
    };
    let position = |t: &Table, (r, c): (usize, usize)| -> Option<String> {
        t.positions.as_ref().and_then(|ps| ps.get(r)).and_then(|row| row.get(c)).cloned().flatten()
    };
    let onmousemove = {
        let under = under.clone();
        let cell_at = cell_at.clone();
        Callback::from(move |e: MouseEvent| under.set(cell_at(&e)))
    };
    let onmouseleave = {
        let under = under.clone();
        Callback::from(move |_: MouseEvent| under.set(None))
    };
    let onclick = {
        let t = t.clone();
        let game = p.game.clone();
        Callback::from(move |e: MouseEvent| {
            let Some((r, c)) = cell_at(&e) else { return };
            let Some(pos) = position(&t, (r, c)) else { return };
            let game = t.row_games.as_ref().and_then(|g| g.get(r)).cloned().unwrap_or_else(|| game.clone());
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&Route::Play { game, position: pos, misere: false }.to_hash());
            }
        })
    };
    let readout = match *under {
        Some((r, c)) => {
            let v = t.cells[r][c].map(|v| v.to_string()).unwrap_or_else(|| "none".into());
            let pos = position(&t, (r, c)).map(|p| format!(" (position {p}: click to play)")).unwrap_or_default();
            format!("{} {}, {} {}: {v}{pos}", t.row_label, t.row_keys[r], t.col_label, t.col_keys[c])
        }
        None => "Hover over the picture to read a cell.".to_string(),
    };
    // Scale small tables up so each cell is several pixels; large ones fill the width.
    let scale = (720 / cols.max(1)).clamp(1, 8);
    let style = format!("width: min(100%, {}px); aspect-ratio: {cols} / {rows};", cols * scale);
    html! {
        <figure class="overview" data-testid="overview">
            <canvas ref={canvas} {style} role="img" {onmousemove} {onmouseleave} {onclick}
                aria-label={format!("{}: the whole {rows} x {cols} table as a picture, one pixel per cell", t.title)}></canvas>
            <figcaption data-testid="overview-readout" aria-live="polite">{ readout }</figcaption>
        </figure>
    }
}
