//! A loopy game's values over its places (Wind-up's clock): each place's generalized
//! Sprague–Grundy value, a nimber or ∞(K), written in its cell as the CLI writes it (`∞{0,2}`),
//! so that no value is told by colour alone; pages of rows as a heap game's, a plot with the ∞
//! places on a line of their own, and the CSV and PNG exports.

use std::rc::Rc;

use engine::vocab::{Gamma, Outcome};
use yew::prelude::*;

use super::state::SeqState;
use super::{html_escape, pager, PLOT_COLUMNS, ROWS_PER_PAGE};
use crate::protocol::SequenceAnswer;
use crate::route::Route;

/// Values per row: fewer than a heap game's 20, as a value such as ∞{0,1,2} is wide.
const WIDTH: usize = 10;

/// How to read the cells.
const LEGEND: &str = "Each cell is a place's value: a nimber, or ∞{K} when no nimber fits, K the finite \
     values its moves reach. 0 (grey, bold) loses for the player to move and another nimber wins; ∞{K} \
     (violet, italic) wins when 0 is in K, by a move to a place of value 0, and is a draw when it is not \
     (grey, italic). Click a value to play a token there.";

/// The values of the places, the summary and the plot above them, and the exports.
pub(super) fn view(
    game: &str,
    answer: Rc<SequenceAnswer>,
    places: usize,
    page: usize,
    millis: Option<f64>,
    state: UseReducerHandle<SeqState>,
) -> Html {
    let values: &[Gamma] = answer.loopy.as_deref().unwrap_or_default();
    let n = values.len();
    let page_len = WIDTH * ROWS_PER_PAGE;
    let pages = n.div_ceil(page_len).max(1);
    let page = page.min(pages - 1);
    let first = page * page_len;
    let last = (first + page_len).min(n);
    let pager = pager((first, last, n), (page, pages), "γ", &state);
    let rows = table_html(game, first, &values[first..last]);
    let csv = {
        let (game, answer) = (game.to_string(), answer.clone());
        Callback::from(move |_: MouseEvent| {
            let name = format!("nimlab-{}-sequence.csv", game.replace([':', ',', '/'], "_"));
            crate::export::download_text(&name, "text/csv", &csv(&game, answer.loopy.as_deref().unwrap_or_default()));
        })
    };
    let png = {
        let t = rows_table(game, first, &values[first..last]);
        Callback::from(move |_: MouseEvent| {
            let name = format!("nimlab-{}-sequence.png", t.game.replace([':', ',', '/'], "_"));
            crate::export::table_png(&name, &t);
        })
    };
    html! {
        <div class="sequence loopy-sequence">
            <p class="period" data-testid="loopy-summary">
                { summary(values, places) }
                if let Some(ms) = millis { <span data-testid="seq-time" data-ms={format!("{ms:.0}")}>{ format!(" Labelled in {ms:.0} ms.") }</span> }
            </p>
            { plot(values) }
            <p><button onclick={csv} data-testid="sequence-csv">{ "Export CSV" }</button>{ " " }
                <button onclick={png} data-testid="sequence-png" title="the rows shown on the page, as a picture">{ "Export PNG" }</button></p>
            <p class="legend" data-testid="loopy-legend">{ LEGEND }</p>
            { pager.clone() }
            <div class="table-wrap">{ Html::from_html_unchecked(rows.into()) }</div>
            { for pager }
        </div>
    }
}

/// How many places have a nimber, how many ∞(K), and how the ∞ ones end.
fn summary(values: &[Gamma], places: usize) -> String {
    let count = |f: &dyn Fn(&Gamma) -> bool| values.iter().filter(|g| f(g)).count();
    let infinite = count(&|g| g.infinite);
    let draws = count(&|g| g.outcome() == Outcome::Draw);
    let zeros = count(&|g| g.value == Some(0));
    format!(
        "γ(0) to γ({}) of the {places} places: {} with a nimber ({zeros} of them 0, lost by the player to move) \
         and {infinite} with ∞{{K}} ({} won by a move to a place of value 0, {draws} drawn).",
        values.len().saturating_sub(1),
        values.len() - infinite,
        infinite - draws,
    )
}

/// What a value means for the player to move.
fn meaning(g: &Gamma) -> &'static str {
    match g.outcome() {
        Outcome::P => "the player to move loses",
        Outcome::Draw => "a draw: no move reaches a place of value 0, and no nimber fits",
        _ if g.infinite => "the player to move wins by a move to a place of value 0",
        _ => "the player to move wins",
    }
}

/// The CSS class of a value's cell (its text says the value; the class only shades it).
fn class(g: &Gamma) -> &'static str {
    match g.outcome() {
        Outcome::Draw => "inf draw",
        _ if g.infinite => "inf",
        Outcome::P => "zero",
        _ => "nimber",
    }
}

/// The table of γ(first..) in rows of [`WIDTH`], as one HTML string (as the heap games' table
/// is, for speed), each value a link to a token on its place. Its texts are numbers, the game
/// id and the values' own characters (∞, braces, commas), escaped all the same.
fn table_html(game: &str, first: usize, values: &[Gamma]) -> String {
    use std::fmt::Write;
    let href = html_escape(&Route::play(game.to_string(), String::new()).to_hash());
    let mut out = String::with_capacity(values.len() * 200 + WIDTH * 30 + 200);
    out.push_str("<table class=\"values\" data-testid=\"values\"><thead><tr><th>n</th>");
    for c in 0..WIDTH {
        let _ = write!(out, "<th scope=\"col\">+{c}</th>");
    }
    out.push_str("</tr></thead><tbody>");
    for (r, row) in values.chunks(WIDTH).enumerate() {
        let start = first + r * WIDTH;
        let _ = write!(out, "<tr><th scope=\"row\">{start}</th>");
        for (c, g) in row.iter().enumerate() {
            let i = start + c;
            let text = html_escape(&g.to_string());
            let _ = write!(
                out,
                "<td class=\"{}\" data-outcome=\"{}\"><a href=\"{href}{i}\" title=\"γ({i}) = {text}: {}; play a token \
                 at {i}\">{text}</a></td>",
                class(g),
                g.outcome().as_str(),
                meaning(g)
            );
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    out
}

/// The values as CSV: `n,gamma`, a value with a comma in it quoted.
fn csv(game: &str, values: &[Gamma]) -> String {
    use std::fmt::Write;
    let mut out = format!("# {game}: γ(n) of its places (∞{{K}}: K the finite values its moves reach)\nn,gamma\n");
    for (i, g) in values.iter().enumerate() {
        let text = g.to_string();
        let _ = if text.contains(',') { writeln!(out, "{i},\"{text}\"") } else { writeln!(out, "{i},{text}") };
    }
    out
}

/// The rows shown, for the PNG export: each cell's value as text with its outcome, coloured
/// by the outcome.
fn rows_table(game: &str, first: usize, values: &[Gamma]) -> engine::table::Table {
    let rows: Vec<&[Gamma]> = values.chunks(WIDTH).collect();
    let cell = |r: usize, c: usize| rows[r].get(c);
    let grid = |f: &dyn Fn(&Gamma) -> Option<String>| -> Vec<Vec<Option<String>>> {
        (0..rows.len()).map(|r| (0..WIDTH).map(|c| cell(r, c).and_then(f)).collect()).collect()
    };
    engine::table::Table {
        game: game.to_string(),
        title: format!("{game}: γ(n) of its places, n = row + column"),
        row_label: "n (row start)".into(),
        col_label: "+".into(),
        cells: (0..rows.len())
            .map(|r| (0..WIDTH).map(|c| cell(r, c).and_then(|g| g.value.map(i64::from))).collect())
            .collect(),
        row_keys: (0..rows.len()).map(|r| (first + r * WIDTH) as i64).collect(),
        col_keys: (0..WIDTH as i64).collect(),
        legend: LEGEND.into(),
        positions: None,
        row_games: None,
        signed: false,
        row_marks: None,
        texts: Some(grid(&|g| Some(g.to_string()))),
        classes: Some((0..rows.len()).map(|r| (0..WIDTH).map(|c| cell(r, c).map(Gamma::outcome)).collect()).collect()),
        note: None,
    }
}

/// A column of the plot: the least and greatest nimber in it (if any) and whether an ∞ value
/// that wins, and one that draws, is among its places.
type Column = (Option<(u32, u32)>, bool, bool);

/// The plot's columns, each for an equal run of places.
fn columns(values: &[Gamma], columns: usize) -> Vec<Column> {
    let n = values.len();
    let cols = columns.min(n);
    (0..cols)
        .map(|c| {
            let part = &values[c * n / cols..(c + 1) * n / cols];
            let finite = part.iter().filter_map(|g| g.value);
            let range = finite.clone().min().zip(finite.max());
            let wins = part.iter().any(|g| g.infinite && g.outcome() != Outcome::Draw);
            let draws = part.iter().any(|g| g.outcome() == Outcome::Draw);
            (range, wins, draws)
        })
        .collect()
}

/// The values plotted against n: a nimber as a point at its height, an ∞ value as a mark on the
/// line labelled ∞ above them (a cross when it wins, a ring when it draws); past
/// [`PLOT_COLUMNS`] values each pixel column shows its nimbers' range and its ∞ marks.
fn plot(values: &[Gamma]) -> Html {
    let n = values.len();
    if n < 2 {
        return html! {};
    }
    let max = values.iter().filter_map(|g| g.value).max().unwrap_or(0).max(1);
    let (w, h) = (800.0, 240.0);
    let inf_y = 22.0;
    let y = |v: u32| h - 25.0 - (h - 65.0) * f64::from(v) / f64::from(max);
    let cols = columns(values, PLOT_COLUMNS.min(n));
    let x = |c: usize| 40.0 + (w - 50.0) * c as f64 / (cols.len().max(2) - 1) as f64;
    let (mut points, mut crosses, mut rings) = (String::new(), String::new(), String::new());
    for (c, &(range, wins, draws)) in cols.iter().enumerate() {
        let cx = x(c);
        if let Some((lo, hi)) = range {
            points.push_str(&format!("M{:.1} {:.1}h1.6v{:.1}h-1.6z", cx - 0.8, y(hi) - 0.8, y(lo) - y(hi) + 1.6));
        }
        if wins {
            crosses.push_str(&format!("M{:.1} {:.1}l5 5m0 -5l-5 5", cx - 2.5, inf_y - 2.5));
        }
        if draws {
            rings.push_str(&format!("M{:.1} {inf_y}a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0", cx - 2.5));
        }
    }
    let axis = format!("{}", h - 25.0);
    let last = n - 1;
    html! {
        <figure class="plot">
            <svg viewBox={format!("0 0 {w} {h}")} role="img" data-testid="plot"
                 aria-label={format!("plot of γ(n) against n for n from 0 to {last}: nimbers as points at their height, ∞ values on the top line marked ∞, a cross where the player to move wins, a ring where it is a draw")}>
                <line x1="40" y1={axis.clone()} x2={format!("{}", w - 10.0)} y2={axis.clone()} stroke="#888" />
                <line x1="40" y1="35" x2="40" y2={axis.clone()} stroke="#888" />
                <line x1="40" y1={inf_y.to_string()} x2={format!("{}", w - 10.0)} y2={inf_y.to_string()} stroke="#bbb" stroke-dasharray="2 4" />
                <text x="22" y={format!("{}", inf_y + 5.0)} font-size="15" data-testid="plot-infinity">{ "∞" }</text>
                <text x="4" y={format!("{:.0}", y(max) + 4.0)} font-size="11">{ max }</text>
                <text x="30" y={format!("{}", h - 10.0)} font-size="11">{ "0" }</text>
                <text x={format!("{}", w - 60.0)} y={format!("{}", h - 10.0)} font-size="11">{ format!("n = {last}") }</text>
                <path d={points} fill="#0072b2" />
                <path d={crosses} fill="none" stroke="#5b3cc4" stroke-width="1.6" />
                <path d={rings} fill="none" stroke="#555" stroke-width="1.4" />
            </svg>
            <figcaption>{ format!(
                "γ(n) for n = 0 to {last}: a nimber as a point at its height; ∞(K) on the line marked ∞, a cross where \
                 0 is in K (a win), a ring where it is not (a draw){}",
                if n > PLOT_COLUMNS { ", each pixel column for several places" } else { "" }
            ) }</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> Vec<Gamma> {
        // windup:1,2/5 (worked by hand in its file), then a draw and a larger nimber.
        let inf0 = Gamma::infinite(vec![0]);
        vec![
            Gamma::finite(0),
            inf0.clone(),
            inf0.clone(),
            Gamma::finite(0),
            inf0,
            Gamma::infinite(vec![1, 2]),
            Gamma::finite(3),
        ]
    }

    /// Every cell writes its value as the CLI does, ∞ and K in the text, linked to a token on
    /// its place, with its outcome; the class only shades it.
    #[test]
    fn each_cell_says_its_value_in_text() {
        let html = table_html("windup:1,2/5", 0, &clock());
        let href = Route::play("windup:1,2/5".into(), "4".into()).to_hash();
        assert!(html.contains(&format!("<td class=\"inf\" data-outcome=\"N\"><a href=\"{href}\"")), "{html}");
        assert!(html.contains(">∞{0}</a></td>"), "{html}");
        assert!(html.contains("<td class=\"inf draw\" data-outcome=\"draw\">"), "{html}");
        assert!(html.contains("title=\"γ(5) = ∞{1,2}: a draw: no move reaches a place of value 0"), "{html}");
        assert!(html.contains(">∞{1,2}</a></td>"), "{html}");
        assert!(html.contains("<td class=\"zero\" data-outcome=\"P\">"), "{html}");
        assert_eq!(html.matches("<td").count(), 7);
        // Rows of ten from the first place shown.
        let later = table_html("windup:1,2/5", 20, &clock());
        assert!(later.contains("<tbody><tr><th scope=\"row\">20</th>"), "{later}");
        assert!(!table_html("a\"<b>", 0, &clock()).contains("\"<b>"));
    }

    #[test]
    fn the_summary_counts_nimbers_wins_and_draws() {
        assert_eq!(
            summary(&clock(), 5),
            "γ(0) to γ(6) of the 5 places: 3 with a nimber (2 of them 0, lost by the player to move) and 4 with ∞{K} \
             (3 won by a move to a place of value 0, 1 drawn)."
        );
    }

    #[test]
    fn the_csv_quotes_values_with_commas() {
        let text = csv("windup:1,2/5", &clock());
        assert!(text.starts_with("# windup:1,2/5: γ(n) of its places"), "{text}");
        assert!(text.contains("\nn,gamma\n0,0\n1,∞{0}\n"), "{text}");
        assert!(text.contains("\n5,\"∞{1,2}\"\n6,3\n"), "{text}");
    }

    #[test]
    fn the_png_rows_carry_the_values_as_text() {
        let t = rows_table("windup:1,2/5", 0, &clock());
        assert_eq!(t.row_keys, vec![0]);
        assert_eq!(t.cells[0][..7], [Some(0), None, None, Some(0), None, None, Some(3)]);
        let texts = t.texts.unwrap();
        assert_eq!(texts[0][5].as_deref(), Some("∞{1,2}"));
        assert_eq!(texts[0][7], None);
        assert_eq!(t.classes.unwrap()[0][5], Some(Outcome::Draw));
    }

    /// A column's marks: the nimbers' range, a cross for an ∞ that wins, a ring for a draw.
    #[test]
    fn plot_columns_keep_every_kind_of_value() {
        let cols = columns(&clock(), 3);
        assert_eq!(cols, vec![(Some((0, 0)), true, false), (Some((0, 0)), true, false), (Some((3, 3)), true, true)]);
        assert_eq!(columns(&clock(), 790).len(), 7);
    }
}
