//! The rows of a drawn table, added a piece at a time: each piece of rows is its own component
//! drawn in its own task, so a table of 40,000 cells never blocks the page in one long task
//! (RAIL's 50 ms budget; drawn at once, the 38,000 cells of three-row Chomp's table to 2000
//! were part of a 144 ms task in `make bench-browser`).

use std::rc::Rc;

use engine::table::Table;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::export::heat;
use crate::route::Route;

/// Cells per piece. Measured with `make bench-browser` (chocolate 1000, three-row Chomp 2000):
/// with pieces of 2,000 cells no drawing task reached the 50 ms long-task threshold; the one
/// task left near it (54-58 ms) is the one that reads the table from the worker's message.
const CELLS_PER_PIECE: usize = 2_000;

/// The pieces the first `rows` rows of a `cols`-column table are drawn in, as row ranges.
pub fn pieces(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    let per = (CELLS_PER_PIECE / cols.max(1)).max(1);
    (0..rows).step_by(per).map(|r| (r, (r + per).min(rows))).collect()
}

#[derive(Properties)]
pub struct DrawnRowsProps {
    pub game: String,
    pub table: Rc<Table>,
    /// The table whose values give the colours (the same table, or its signed twin).
    pub colours: Rc<Table>,
    pub max_abs: i64,
    /// Rows drawn (the first ones).
    pub rows: usize,
    /// Columns drawn (the first ones).
    pub cols: usize,
}

// The tables are compared by address: comparing their cells would cost as much as drawing.
impl PartialEq for DrawnRowsProps {
    fn eq(&self, o: &Self) -> bool {
        self.game == o.game
            && Rc::ptr_eq(&self.table, &o.table)
            && Rc::ptr_eq(&self.colours, &o.colours)
            && self.max_abs == o.max_abs
            && (self.rows, self.cols) == (o.rows, o.cols)
    }
}

/// The rows, a piece more per task until all are drawn.
#[component]
pub fn DrawnRows(p: &DrawnRowsProps) -> Html {
    let all = pieces(p.rows, p.cols);
    let shown = use_state(|| 1usize);
    {
        let shown = shown.clone();
        let total = all.len();
        use_effect_with(*shown, move |&n| {
            let timer = (n < total).then(|| Timeout::new(0, move || shown.set(n + 1)));
            move || drop(timer)
        });
    }
    html! {
        { for all.iter().take(*shown).map(|&(from, to)| html! {
            <Piece key={from} game={p.game.clone()} table={p.table.clone()} colours={p.colours.clone()} max_abs={p.max_abs} {from} {to} cols={p.cols} />
        }) }
    }
}

#[derive(Properties)]
struct PieceProps {
    game: String,
    table: Rc<Table>,
    colours: Rc<Table>,
    max_abs: i64,
    from: usize,
    to: usize,
    cols: usize,
}

impl PartialEq for PieceProps {
    fn eq(&self, o: &Self) -> bool {
        self.game == o.game
            && Rc::ptr_eq(&self.table, &o.table)
            && Rc::ptr_eq(&self.colours, &o.colours)
            && (self.max_abs, self.from, self.to, self.cols) == (o.max_abs, o.from, o.to, o.cols)
    }
}

/// Rows `from..to`, their first `cols` cells: values in every cell (colour is never the only signal), a title to read on
/// hover, a link to play the cell's position when the table has one.
#[component]
fn Piece(p: &PieceProps) -> Html {
    let (t, colours, game, max_abs) = (&p.table, &p.colours, p.game.as_str(), p.max_abs);
    let rows = t.cells[p.from..p.to].iter().enumerate().map(|(i, row)| {
        let r = p.from + i;
        let cells = row.iter().take(p.cols).enumerate().map(|(c, v)| {
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
    html! { { for rows } }
}

#[cfg(test)]
mod tests {
    use super::pieces;

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
