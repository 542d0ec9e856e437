//! Two-dimensional tables drawn as heatmaps: values in every cell (so colour is never the
//! only signal; who-wins tables say "win ✓" and "lose ✗"), the value and position on hover, a
//! click opens play at that position, and CSV / PNG export.

mod overview;
mod rows;
mod state;

use std::rc::Rc;

use engine::table::{Table, TableParams};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::client::use_job;
use crate::errors::{error_with_text, stopped_view};
use crate::export::{download_text, table_csv, table_png};
use crate::grid::{Grid, Reading};
use crate::job::Phase;
use crate::protocol::{ErrorKind, MakeTable};
use crate::route::Route;
use crate::util::{progress_bar, replace_hash};
use state::{checked_size, Action, TableState};

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
    // Counts the tables asked for: the drawn window belongs to one, which keeps it while its
    // first rows and columns are replaced by the whole table, and a new one starts afresh.
    let asked = use_mut_ref(|| 0usize);
    let run = {
        let job = job.clone();
        let game = p.game.clone();
        let state = state.clone();
        let asked = asked.clone();
        Callback::from(move |size_text: String| {
            let size = match checked_size(&size_text) {
                Ok(size) => size,
                Err(e) => {
                    state.dispatch(Action::Refused(size_text));
                    return job.fail(e);
                }
            };
            let params = TableParams { size, rows: size, cols: None };
            *asked.borrow_mut() += 1;
            job.run(MakeTable { game: game.clone(), params, corner: rows::WINDOW });
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
    // One window for the table's cells, shared by the two halves of a signed table.
    let window = use_state(rows::Window::default);
    let move_window = {
        let window = window.clone();
        use_callback((), move |w: rows::Window, _| window.set(w))
    };
    // The table drawn: the whole one, or while it is computed the first rows and columns the
    // worker sent before it.
    let shown = match &job.state().phase {
        Phase::Done(answer) => Some(answer.clone()),
        Phase::Running { .. } => job.state().partial.clone(),
        _ => None,
    };
    // A signed table's two halves, made once per table (not at every render of the page).
    let signed = shown.as_ref().filter(|a| a.table.head.signed).map(|a| ByAddress(a.table.clone()));
    let halves = use_memo(signed, |t| {
        t.as_ref().map(|t| {
            let (outcomes, remoteness) = split(&t.0);
            (Rc::new(outcomes), Rc::new(remoteness))
        })
    });
    let oncancel = {
        let job = job.clone();
        Callback::from(move |_: MouseEvent| job.cancel())
    };
    let anchor = *asked.borrow();
    // The game whose positions the cells open (a table named apart, `chomp4`, is its game's).
    let game_id = engine::games::table_game(&p.game);
    let body = match &job.state().phase {
        Phase::Idle | Phase::Running { .. } => {
            let (done, total) = job.state().progress();
            let percent = (done * 100).checked_div(total).unwrap_or(0);
            let pending = progress_bar(
                "table-pending",
                "computing the table",
                done,
                total,
                format!("Computing in the worker… {percent}%"),
                oncancel,
            );
            match &shown {
                Some(part) => tables(game_id, part, &halves, Some(pending), (*window, &move_window), anchor),
                None => pending,
            }
        }
        Phase::Failed(e) if e.kind == ErrorKind::Stopped => stopped_view(e, job.on_retry()),
        Phase::Failed(e) if e.kind == ErrorKind::Cancelled => html! {
            <p class="error" role="alert" data-testid="table-error">{ "Cancelled: the worker was stopped. Compute again, or try a smaller size." }</p>
        },
        Phase::Failed(e) => html! {
            <p class="error" role="alert" data-testid="table-error">{ error_with_text(e, &state.refused) }</p>
        },
        Phase::Done(answer) => tables(game_id, answer, &halves, None, (*window, &move_window), anchor),
    };
    html! {
        <section class="table-page">
            <h2>{ format!("{}: table", p.name) }</h2>
            // The rule, shown at once: what the table is about while the worker computes it.
            if let Some(e) = engine::games::entry(game_id) { <p class="table-intro" data-testid="table-intro">{ e.why.rule }</p> }
            { other_tables(&p.game) }
            <form class="controls" novalidate=true {onsubmit}>
                <label>{ "Size " }<input type="number" min="1" value={state.input.clone()} {oninput} aria-label="table size" data-testid="table-size" /></label>
                <button type="submit" data-testid="table-compute">{ "Compute" }</button>
            </form>
            { body }
        </section>
    }
}

/// Links to the game's other tables ([`engine::games::OTHER_TABLES`]) and, on one of those, back
/// to the game's own; nothing for a game with one table.
fn other_tables(table: &str) -> Html {
    let game = engine::games::table_game(table);
    let own = engine::games::entry(game).map(|e| format!("{}: its own table", e.name));
    let links: Vec<(String, String)> = engine::games::OTHER_TABLES
        .iter()
        .filter(|(name, of, _)| *of == game && *name != table)
        .map(|(name, _, title)| ((*title).to_string(), (*name).to_string()))
        .chain(own.filter(|_| table != game).map(|title| (title, game.to_string())))
        .collect();
    if links.is_empty() {
        return html! {};
    }
    html! {
        <p class="other-tables" data-testid="other-tables">{ "Also: " }
            { for links.into_iter().enumerate().map(|(i, (title, name))| html! {
                <>{ if i > 0 { " · " } else { "" } }<a href={Route::Table { game: name, size: None }.to_hash()}>{ title }</a></>
            }) }
        </p>
    }
}

/// The table drawn (`pending`, the progress bar, while it is only the first rows and columns):
/// one heatmap, or a signed table's two halves side by side.
fn tables(
    game: &str,
    answer: &crate::protocol::TableResult,
    halves: &Option<(Rc<Grid>, Rc<Grid>)>,
    pending: Option<Html>,
    window: (rows::Window, &Callback<rows::Window>),
    anchor: usize,
) -> Html {
    let t = &answer.table;
    let busy = pending.is_some();
    let millis = (!busy).then_some(answer.millis);
    match halves {
        // As in the classic presentation: who wins, and in how many moves, side by side.
        Some((outcomes, remoteness)) => html! {
            <div class="side-by-side" data-testid="split-tables">
                // Who wins: 1 and -1.
                { heatmap(game, outcomes, (millis, busy, pending), (None, 1), true, window, anchor) }
                // Shaded by who wins (the signed values), the number being the moves left.
                { heatmap(game, remoteness, (None, busy, None), (Some(t), t.max_abs), false, window, anchor) }
            </div>
        },
        None => heatmap(game, t, (millis, busy, pending), (None, t.max_abs), false, window, anchor),
    }
}

/// A table compared by address (comparing cells would cost as much as drawing them).
#[derive(Clone)]
struct ByAddress(Rc<Grid>);

impl PartialEq for ByAddress {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.0, &o.0)
    }
}

/// Splits a signed table into a who-wins table (1 win, -1 lose: no move at all is a loss too)
/// and a remoteness table (k). Both read the signed table's packed cells.
fn split(t: &Grid) -> (Grid, Grid) {
    let head = &t.head;
    let outcomes = Grid {
        head: Table {
            title: format!("{}: who wins", head.title),
            legend: "win ✓: the player to move wins; lose ✗: the player to move loses (where the other table shows \
                     0, there is no move at all)"
                .into(),
            ..head.clone()
        },
        cells: t.cells.read_as(Reading::Sign),
        max_abs: 1,
    };
    let remoteness = Grid {
        head: Table {
            title: format!("{}: in how many moves", head.title),
            legend: "the remoteness: moves until the game ends when the winner hurries and the loser delays; shaded \
                     by who wins, as in the other table"
                .into(),
            ..head.clone()
        },
        cells: t.cells.read_as(Reading::Abs),
        max_abs: t.max_abs,
    };
    (outcomes, remoteness)
}

/// The key to a partizan table's colours: each outcome class's colour, letter and words.
fn class_legend() -> Html {
    use engine::Outcome;
    html! {
        <ul class="class-legend" data-testid="class-legend" aria-label="outcome classes">
            { for [Outcome::L, Outcome::R, Outcome::N, Outcome::P].into_iter().map(|o| html! {
                <li data-class={o.as_str()}>
                    <span class="swatch" style={format!("background:{}", crate::export::class_colour(o))}>
                        <span class="class-letter">{ o.as_str() }</span></span>
                    { format!(" {}", &crate::pages::partizan::class_words(o)[3..]) }
                </li>
            }) }
        </ul>
    }
}

/// A cell's text: its number, or in a who-wins table (`words`) the outcome in a word with its
/// shape, so neither colour nor a sign alone carries it.
pub fn cell_text(v: Option<i64>, words: bool) -> String {
    match v {
        None => String::new(),
        Some(v) if !words => v.to_string(),
        Some(v) if v > 0 => "win ✓".into(),
        Some(v) if v < 0 => "lose ✗".into(),
        Some(_) => "draw =".into(),
    }
}

/// What the rows and columns are, in words: "Row 1 to 12 down the side (12 rows); column 1 to
/// 4 across the top (4 columns)".
pub fn axes(t: &Table) -> String {
    let span = |keys: &[i64]| match (keys.first(), keys.last()) {
        (Some(a), Some(b)) if a != b => format!("{a} to {b}"),
        (Some(a), _) => a.to_string(),
        _ => "none".into(),
    };
    let count = |n: usize, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
    let mut row_label = t.row_label.clone();
    if let Some(first) = row_label.get(..1) {
        row_label.replace_range(..1, &first.to_uppercase());
    }
    format!(
        "{row_label} {} down the side ({}); {} {} across the top ({}).",
        span(&t.row_keys),
        count(t.row_keys.len(), "row"),
        t.col_label,
        span(&t.col_keys),
        count(t.col_keys.len(), "column")
    )
}

/// A table drawn as a heatmap, with the worker's time for it; `busy` while only its first rows
/// and columns have come, with the progress bar of the rest to show (`pending`); `shade`, when given, is a table
/// of the same shape whose values colour the cells instead of their own, with the largest
/// absolute value of the colouring table; `words` writes a who-wins table's cells in words.
fn heatmap(
    game: &str,
    t: &Rc<Grid>,
    (millis, busy, pending): (Option<f64>, bool, Option<Html>),
    (shade, max_abs): (Option<&Rc<Grid>>, i64),
    words: bool,
    (window, move_window): (rows::Window, &Callback<rows::Window>),
    anchor: usize,
) -> Html {
    let colours = shade.unwrap_or(t);
    // The keys count the rows: while the rest is computed, the cells are only the first ones.
    let partial = t.head.row_keys.len() > rows::WINDOW || t.head.col_keys.len() > rows::WINDOW;
    let slug = game.replace([':', ','], "_");
    let csv = {
        let t = t.clone();
        let name = format!("nimlab-{slug}.csv");
        Callback::from(move |_: MouseEvent| download_text(&name, "text/csv", &table_csv(&t.to_table())))
    };
    let png = {
        let t = t.clone();
        let name = format!("nimlab-{slug}.png");
        Callback::from(move |_: MouseEvent| table_png(&name, &t.to_table()))
    };
    let h = &t.head;
    html! {
        <div class="table-view">
            <p class="table-title" data-testid="table-title">{ &h.title }
                if let Some(ms) = millis { <span class="muted" data-testid="table-time" data-ms={format!("{ms:.0}")}>{ format!(" (computed in {ms:.0} ms)") }</span> }</p>
            <p class="legend">{ &h.legend }
                if let Some(m) = &h.row_marks { { format!(" {}", m.legend) } }</p>
            if h.classes.is_some() { { class_legend() } }
            <p class="controls">
                <button onclick={csv} disabled={busy} data-testid="export-csv">{ "Export CSV" }</button>
                <button onclick={png} disabled={busy} data-testid="export-png">{ "Export PNG" }</button>
                <span class="table-axes" data-testid="table-axes">{ axes(h) }</span>
            </p>
            if partial {
                <overview::Overview game={game.to_string()} table={t.clone()} shade={shade.cloned()} {max_abs} {words} {busy} {pending} />
                <p class="note">{ format!(
                    "Below, the values of {w} rows and {w} columns at a time; the overview above and the exports hold all {} x {}.",
                    h.row_keys.len(), h.col_keys.len(), w = rows::WINDOW
                ) }</p>
            } else if let Some(pending) = pending { { pending } }
            // Apart from the legend, which says how to read a cell: what this size leaves out.
            if let Some(note) = &h.note { <p class="note" data-testid="table-note">{ note }</p> }
            <rows::Block key={anchor} game={game.to_string()} table={t.clone()} colours={colours.clone()} {max_abs} {words} {window} move_window={move_window.clone()} {anchor} {busy} />
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokenboard_table(size: Option<usize>) -> Table {
        let g = engine::lookup("tokenboard:12x4").unwrap();
        g.table(&TableParams { size, rows: size, cols: None }).unwrap().unwrap()
    }

    #[test]
    fn who_wins_is_said_in_words() {
        let t = tokenboard_table(None);
        let (outcomes, remoteness) = split(&Grid::new(t.clone()));
        // Row 1 has no move at all: a loss, and 0 moves in the other table.
        assert_eq!(cell_text(outcomes.cells.get(0, 0), true), "lose ✗");
        assert_eq!(cell_text(remoteness.cells.get(0, 0), false), "0");
        // The halves are the signed table's signs and magnitudes, cell by cell.
        let (signs, moves) = (outcomes.cells.unpack(), remoteness.cells.unpack());
        for (r, row) in t.cells.iter().enumerate() {
            for (c, v) in row.iter().enumerate() {
                assert_eq!(signs[r][c], v.map(|v| if v > 0 { 1 } else { -1 }));
                assert_eq!(moves[r][c], v.map(i64::abs));
            }
        }
        assert_eq!(remoteness.max_abs, t.cells.iter().flatten().flatten().map(|v| v.abs()).max().unwrap());
        assert_eq!(outcomes.head.title, format!("{}: who wins", t.title));
        let texts: Vec<String> = signs.iter().flatten().map(|&v| cell_text(v, true)).collect();
        assert!(texts.iter().all(|t| t == "win ✓" || t == "lose ✗"));
        assert!(texts.iter().any(|t| t == "win ✓"));
        assert_eq!(cell_text(Some(0), true), "draw =");
        assert_eq!(cell_text(Some(-3), false), "-3");
        assert_eq!(cell_text(None, true), "");
    }

    #[test]
    fn the_axes_are_in_plain_words() {
        assert_eq!(
            axes(&tokenboard_table(None)),
            "Row 1 to 12 down the side (12 rows); column 1 to 4 across the top (4 columns)."
        );
        // A larger size than the board's rows is honoured.
        assert_eq!(tokenboard_table(Some(20)).row_keys.len(), 20);
    }
}
