//! The cells of a table drawn as a heatmap: a window of at most [`WINDOW`] rows and columns,
//! moved over larger tables by buttons, its rows added a piece at a time, each piece its own
//! component drawn in its own task (RAIL's 50 ms budget); a table that replaces the one drawn
//! (the whole table after its first rows and columns) is taken up a piece per task too.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::export::heat;
use crate::grid::Grid;
use crate::route::Route;

/// Rows and columns drawn at once. Every piece added makes the browser lay out and paint the
/// whole table again, so the cost of a task grows with the cells already drawn: with 40,000
/// cells drawn in pieces of 2,000 the last tasks took 67 to 121 ms, and a 100 x 100 table with
/// links 88 to 114 ms (`make bench-browser`, longest main-thread task).
pub const WINDOW: usize = 50;

/// Cells per piece: a window of 2,500 cells is drawn in ten tasks. Moving the window over the
/// chocolate table 300 x 300 (cells with links) made one task of 55 ms with pieces of 1,000
/// cells, none over 50 ms with 500 (two runs of six moves); but the browser's style, layout and
/// paint of 500 new cells alone took 30 to 45 ms of CPU on a loaded 2-core machine, and the
/// script's task as much again (docs/benchmarks.md), so a piece is half that.
const CELLS_PER_PIECE: usize = 250;

/// The pieces the first `rows` rows of a `cols`-column table are drawn in, as row ranges.
pub fn pieces(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    let per = (CELLS_PER_PIECE / cols.max(1)).max(1);
    (0..rows).step_by(per).map(|r| (r, (r + per).min(rows))).collect()
}

/// Where the drawn window stands, and over which table (the count of tables asked for, see
/// [`BlockProps::anchor`]): a window kept for another table reads as the top-left one. The
/// page keeps one, so the two halves of a signed table move together.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Window {
    pub table: usize,
    pub at: (usize, usize),
}

#[derive(Properties)]
pub struct BlockProps {
    pub game: String,
    pub table: Rc<Grid>,
    /// The table whose values give the colours (the same table, or its signed twin).
    pub colours: Rc<Grid>,
    pub max_abs: i64,
    /// A who-wins table: cells in words.
    pub words: bool,
    pub window: Window,
    /// Moves the window (the page keeps it).
    pub move_window: Callback<Window>,
    /// Which table asked for this is (both halves of a signed table share it, and so do the
    /// first rows and columns sent before the whole table and the whole table).
    pub anchor: usize,
    /// Only the first rows and columns have come: the window stays on them.
    pub busy: bool,
}

// The tables are compared by address: comparing their cells would cost as much as drawing.
impl PartialEq for BlockProps {
    fn eq(&self, o: &Self) -> bool {
        self.game == o.game
            && Rc::ptr_eq(&self.table, &o.table)
            && Rc::ptr_eq(&self.colours, &o.colours)
            && self.max_abs == o.max_abs
            && self.words == o.words
            && self.window == o.window
            && self.move_window == o.move_window
            && self.anchor == o.anchor
            && self.busy == o.busy
    }
}

/// Where the last window of `len` rows (or columns) starts.
fn last_start(len: usize) -> usize {
    len.saturating_sub(1) / WINDOW * WINDOW
}

/// The start of the window after a step of `by` windows from `at`, within `0..len`.
pub fn step(at: usize, by: isize, len: usize) -> usize {
    at.saturating_add_signed(by.saturating_mul(WINDOW as isize)).min(last_start(len))
}

/// The table's cells, a window of at most [`WINDOW`] x [`WINDOW`] at a time; a larger table
/// has buttons that move the window by a window's height or width.
#[component]
pub fn Block(p: &BlockProps) -> Html {
    let t = &p.table;
    // The keys count the rows: the cells may be only the first ones (see `busy`).
    let (rows, cols) = (t.head.row_keys.len(), t.head.col_keys.len());
    let anchor = p.anchor;
    let (r0, c0) = if p.window.table == anchor { p.window.at } else { (0, 0) };
    // A table computed again (after the worker stopped) may be smaller: a window kept for it
    // is then clamped to this table, never read past its end.
    let (r0, c0) = (r0.min(last_start(rows)), c0.min(last_start(cols)));
    let (r1, c1) = ((r0 + WINDOW).min(rows), (c0 + WINDOW).min(cols));
    let mover = |dr: isize, dc: isize| {
        let move_window = p.move_window.clone();
        Callback::from(move |_: MouseEvent| {
            move_window.emit(Window { table: anchor, at: (step(r0, dr, rows), step(c0, dc, cols)) })
        })
    };
    let nav = (rows > WINDOW || cols > WINDOW).then(|| {
        html! {
            <p class="controls block-nav" data-testid="block-nav">
                <span data-testid="block-range">{ format!("Rows {}–{} of {rows}, columns {}–{} of {cols}", r0 + 1, r1, c0 + 1, c1) }</span>
                if rows > WINDOW {
                    <button onclick={mover(-1, 0)} disabled={p.busy || r0 == 0} data-testid="block-up">{ "↑ Previous rows" }</button>
                    <button onclick={mover(1, 0)} disabled={p.busy || r1 == rows} data-testid="block-down">{ "↓ Next rows" }</button>
                }
                if cols > WINDOW {
                    <button onclick={mover(0, -1)} disabled={p.busy || c0 == 0} data-testid="block-left">{ "← Previous columns" }</button>
                    <button onclick={mover(0, 1)} disabled={p.busy || c1 == cols} data-testid="block-right">{ "→ Next columns" }</button>
                }
            </p>
        }
    });
    html! {
        <>
            { for nav }
            <div class="table-wrap">
                <table class="heatmap" data-testid="heatmap">
                    <thead><tr><th>{ "" }</th>{ for t.head.col_keys[c0..c1].iter().map(|k| html! { <th scope="col">{ k }</th> }) }</tr></thead>
                    <tbody><DrawnRows key={format!("{r0},{c0}")} game={p.game.clone()} table={t.clone()} colours={p.colours.clone()} max_abs={p.max_abs} words={p.words} rows={(r0, r1)} cols={(c0, c1)} /></tbody>
                </table>
            </div>
        </>
    }
}

#[derive(Properties)]
struct DrawnRowsProps {
    game: String,
    table: Rc<Grid>,
    colours: Rc<Grid>,
    max_abs: i64,
    words: bool,
    /// The rows drawn.
    rows: (usize, usize),
    /// The columns drawn.
    cols: (usize, usize),
}

// The tables are compared by address: comparing their cells would cost as much as drawing.
impl PartialEq for DrawnRowsProps {
    fn eq(&self, o: &Self) -> bool {
        self.game == o.game
            && Rc::ptr_eq(&self.table, &o.table)
            && Rc::ptr_eq(&self.colours, &o.colours)
            && (self.max_abs, self.words) == (o.max_abs, o.words)
            && (self.rows, self.cols) == (o.rows, o.cols)
    }
}

/// What a piece is drawn from: the table, the table of its colours and their top.
#[derive(Clone)]
struct Source {
    table: Rc<Grid>,
    colours: Rc<Grid>,
    max_abs: i64,
}

// By address, as the props are.
impl PartialEq for Source {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.table, &o.table) && Rc::ptr_eq(&self.colours, &o.colours) && self.max_abs == o.max_abs
    }
}

/// The rows, a piece more per task until all are drawn; when the table changes under them
/// (the whole table after its first rows and columns: the same values, coloured on the whole
/// table's scale) a piece is redrawn from it per task, never the whole window in one.
#[component]
fn DrawnRows(p: &DrawnRowsProps) -> Html {
    let all: Vec<(usize, usize)> = pieces(p.rows.1 - p.rows.0, p.cols.1 - p.cols.0)
        .into_iter()
        .map(|(a, b)| (a + p.rows.0, b + p.rows.0))
        .collect();
    let now = Source { table: p.table.clone(), colours: p.colours.clone(), max_abs: p.max_abs };
    // What each piece drawn so far is drawn from.
    let drawn = use_state(|| vec![now.clone()]);
    // The first piece not drawn, or drawn from another table.
    let next = (0..all.len()).find(|&i| drawn.get(i) != Some(&now));
    {
        let drawn = drawn.clone();
        use_effect_with((next, now), move |(next, now)| {
            let timer = next.map(|i| {
                let now = now.clone();
                Timeout::new(0, move || {
                    let mut sources = (*drawn).clone();
                    sources.truncate(i);
                    sources.push(now);
                    // The pieces after it keep what they were drawn from until their turn.
                    sources.extend(drawn.iter().skip(i + 1).cloned());
                    drawn.set(sources);
                })
            });
            move || drop(timer)
        });
    }
    html! {
        { for all.iter().zip(drawn.iter()).map(|(&(from, to), s)| html! {
            <Piece key={from} game={p.game.clone()} table={s.table.clone()} colours={s.colours.clone()} max_abs={s.max_abs} words={p.words} {from} {to} cols={p.cols} />
        }) }
    }
}

#[derive(Properties)]
struct PieceProps {
    game: String,
    table: Rc<Grid>,
    colours: Rc<Grid>,
    max_abs: i64,
    words: bool,
    from: usize,
    to: usize,
    cols: (usize, usize),
}

impl PartialEq for PieceProps {
    fn eq(&self, o: &Self) -> bool {
        self.game == o.game
            && Rc::ptr_eq(&self.table, &o.table)
            && Rc::ptr_eq(&self.colours, &o.colours)
            && (self.max_abs, self.words, self.from, self.to, self.cols) == (o.max_abs, o.words, o.from, o.to, o.cols)
    }
}

/// Rows `from..to`, their cells in columns `cols`: values in every cell (colour is never the
/// only signal), a title to read on hover, a link to play the cell's position when the table
/// has one.
#[component]
fn Piece(p: &PieceProps) -> Html {
    let (grid, colours, game, max_abs) = (&p.table, &p.colours, p.game.as_str(), p.max_abs);
    let t = &grid.head;
    let rows = (p.from..p.to).map(|r| {
        let cells = (p.cols.0..p.cols.1.min(grid.cells.row_len(r))).map(|c| {
            let v = grid.cells.get(r, c);
            let text = match t.texts.as_ref().and_then(|ts| ts.get(r)).and_then(|row| row.get(c)).cloned().flatten() {
                // A partizan value: the canonical form with its glyphs.
                // A long one is cut (the cell's title holds it whole), so one cell cannot
                // stretch its column across the page.
                Some(value) => crate::cgt_text::glyphs(&value),
                None => super::cell_text(v, p.words),
            };
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
            // A long value is cut (the title holds it whole), so that one cell cannot stretch
            // its column across the page.
            let text = if text.chars().count() > 24 {
                format!("{}…", text.chars().take(20).collect::<String>())
            } else {
                text
            };
            // A partizan table is coloured by outcome class, and the class letter is in the cell.
            let class = t.classes.as_ref().and_then(|cs| cs.get(r)).and_then(|row| row.get(c)).copied().flatten();
            let (style, title) = match class {
                Some(o) => (
                    format!("background:{}", crate::export::class_colour(o)),
                    format!("{title}; outcome class {}", crate::pages::partizan::class_words(o)),
                ),
                None => (format!("background:{}", heat(colours.cells.get(r, c), max_abs)), title),
            };
            let letter = class.map(|o| html! { <span class="class-letter" aria-hidden="true">{ o.as_str() }</span> });
            let data_class = class.map(|o| o.as_str());
            match pos {
                Some(pos) => {
                    let game = t.row_games.as_ref().and_then(|g| g.get(r)).map_or(game, String::as_str);
                    let href = Route::play(game.to_string(), pos.clone()).to_hash();
                    html! { <td {style} title={title.clone()} data-position={pos} data-class={data_class}>
                    <a href={href} aria-label={title}>{ text }{ letter }</a></td> }
                }
                None => html! { <td {style} {title} data-class={data_class}>{ text }{ letter }</td> },
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
    html! { { for rows } }
}

#[cfg(test)]
mod tests {
    use super::{pieces, step, WINDOW};

    #[test]
    fn the_window_steps_within_the_table() {
        assert_eq!(step(0, 1, 1000), WINDOW);
        assert_eq!(step(0, -1, 1000), 0);
        assert_eq!(step(WINDOW, -1, 1000), 0);
        // The last window starts at the last multiple of WINDOW below the length.
        assert_eq!(step(950, 1, 1000), 950);
        assert_eq!(step(950, 1, 1001), 1000);
        assert_eq!(step(0, 1, WINDOW), 0);
        assert_eq!(step(0, 1, 0), 0);
        assert_eq!(step(0, isize::MAX, 1000), 950);
        assert_eq!(step(950, isize::MIN, 1000), 0);
    }

    #[test]
    fn pieces_cover_the_rows_once_in_order() {
        for (rows, cols) in [(0, 5), (1, 1), (19, 2001), (40, 1000), (200, 200), (7, 100_000)] {
            let ps = pieces(rows, cols);
            let mut next = 0;
            for &(from, to) in &ps {
                assert_eq!(from, next);
                assert!(to > from);
                // A piece holds at most CELLS_PER_PIECE cells, or one row when a row is longer.
                assert!((to - from) * cols <= super::CELLS_PER_PIECE || to - from == 1);
                next = to;
            }
            assert_eq!(next, rows);
        }
    }
}
