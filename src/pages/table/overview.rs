//! A table too large to draw cell by cell, as a picture with one pixel per cell, drawn a band
//! of rows per task so the page never blocks (three-row Chomp's table to 2000 has 4 million
//! cells: drawn in one task, with the colour worked out per cell, it was most of a 144 ms task).

use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use yew::prelude::*;

use crate::export::heat_rgb;
use crate::grid::Grid;
use crate::route::Route;

/// Pixels per task: 50,000 cells' colours looked up and put on the canvas. With the cells read
/// packed ([`crate::grid::Cells::row`]), bands of 100,000 made timer tasks of 45 to 100 ms on
/// the chocolate table 1000 x 1000 at load 7 to 10 (Chromium trace, docs/benchmarks.md); before,
/// 250,000 per task and the first band in the receiving task left a 52 ms task for three-row
/// Chomp's table to 2000. Bands of 25,000 were tried: each band makes the browser repaint the
/// drawn window (13 to 22 ms with its 2,500 cells), so twice the bands cost more in all.
const PIXELS_PER_TASK: usize = 50_000;

/// Colours by value: tables hold few distinct values, and working a colour out (a logarithm and
/// an HSL conversion) costs more than looking it up; values near 0, most of them, are looked up
/// by index, the cost of a hash being most of a pixel's.
#[derive(Default)]
struct Palette {
    near: Vec<Option<[u8; 3]>>,
    far: HashMap<Option<i64>, [u8; 3]>,
}

/// Values in -NEAR..NEAR are looked up by index.
const NEAR: i64 = 1024;

impl Palette {
    fn get(&mut self, v: Option<i64>, max_abs: i64) -> [u8; 3] {
        match v {
            Some(x) if (-NEAR..NEAR).contains(&x) => {
                if self.near.is_empty() {
                    self.near = vec![None; 2 * NEAR as usize];
                }
                *self.near[(x + NEAR) as usize].get_or_insert_with(|| heat_rgb(v, max_abs))
            }
            _ => *self.far.entry(v).or_insert_with(|| heat_rgb(v, max_abs)),
        }
    }
}

/// One band of rows after another, each in its own task, drawn on a canvas that is not on
/// the page (`ctx`) and put on the page's (`shown`) in one go after the last: a band put on
/// the page's canvas makes the browser paint the drawn window below it again (4 to 6 ms with
/// its 2,500 cells, a trace of the chocolate table 1000 x 1000 on a phone's width), twenty
/// times for a million cells.
struct Band {
    ctx: CanvasRenderingContext2d,
    shown: CanvasRenderingContext2d,
    colours: Rc<Grid>,
    max_abs: i64,
    alive: Rc<Cell<bool>>,
}

impl Band {
    fn draw(self, from: usize, palette: &mut Palette) {
        let cells = &self.colours.cells;
        let (rows, cols) = (cells.rows(), self.colours.head.col_keys.len().max(1));
        let to = (from + (PIXELS_PER_TASK / cols).max(1)).min(rows);
        let mut pixels = Vec::with_capacity((to - from) * cols * 4);
        for r in from..to {
            // A row shorter than the columns is drawn blank to its end (the picture is square).
            for v in cells.row(r).chain(std::iter::repeat(None)).take(cols) {
                let [r, g, b] = palette.get(v, self.max_abs);
                pixels.extend_from_slice(&[r, g, b, 255]);
            }
        }
        let image =
            web_sys::ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels), cols as u32, (to - from) as u32);
        if let Ok(image) = image {
            let _ = self.ctx.put_image_data(&image, 0.0, from as f64);
        }
        if to < rows {
            self.schedule(to, std::mem::take(palette));
        } else if let Some(whole) = self.ctx.canvas() {
            let _ = self.shown.draw_image_with_html_canvas_element(&whole, 0.0, 0.0);
        }
    }

    /// Draws the band from row `from` in a task of its own.
    fn schedule(self, from: usize, mut palette: Palette) {
        Timeout::new(0, move || {
            if self.alive.get() {
                self.draw(from, &mut palette);
            }
        })
        .forget();
    }
}

#[derive(Properties, PartialEq)]
pub struct OverviewProps {
    pub game: String,
    pub table: Rc<Grid>,
    /// A table of the same shape whose values colour the picture instead (see [`heatmap`]).
    #[prop_or_default]
    pub shade: Option<Rc<Grid>>,
    /// The largest absolute value of the colouring table (found once, by the page).
    pub max_abs: i64,
    /// A who-wins table, read out in words.
    #[prop_or_default]
    pub words: bool,
    /// Only the table's first rows and columns have come: the picture's place is kept blank,
    /// with the progress bar of the rest (`pending`) over it.
    #[prop_or_default]
    pub busy: bool,
    #[prop_or_default]
    pub pending: Option<Html>,
}

/// A table too large to draw cell by cell, as a picture with one pixel per cell (scaled up
/// to a readable size): hovering reads a cell's keys and value, clicking plays its position
/// when the table carries positions.
#[component]
pub fn Overview(p: &OverviewProps) -> Html {
    let canvas = use_node_ref();
    let under = use_state(|| None::<(usize, usize)>);
    let grid = p.table.clone();
    let t = &grid.head;
    // The keys count the rows: the cells may be only the first ones (see `busy`).
    let (rows, cols) = (t.row_keys.len(), t.col_keys.len());
    let busy = p.busy;
    {
        let canvas = canvas.clone();
        let colours = p.shade.clone().unwrap_or_else(|| grid.clone());
        let max_abs = p.max_abs;
        use_effect_with((colours, busy), move |(colours, busy)| {
            // Drawing stops when the table changes or the page goes.
            let alive = Rc::new(Cell::new(true));
            if let (Some(c), false) = (canvas.cast::<HtmlCanvasElement>(), *busy) {
                c.set_width(cols as u32);
                c.set_height(rows as u32);
                // The canvas the bands are drawn on, off the page, of the picture's size.
                let off = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.create_element("canvas").ok())
                    .and_then(|e| e.dyn_into::<HtmlCanvasElement>().ok())
                    .inspect(|off| {
                        off.set_width(cols as u32);
                        off.set_height(rows as u32);
                    });
                let context = |c: &HtmlCanvasElement| c.get_context("2d").ok().flatten();
                if let (Some(ctx), Some(shown)) = (off.as_ref().and_then(context), context(&c)) {
                    let band = Band {
                        ctx: ctx.unchecked_into(),
                        shown: shown.unchecked_into(),
                        colours: colours.clone(),
                        max_abs,
                        alive: alive.clone(),
                    };
                    // Not in the task that received the table: that one has read it already.
                    band.schedule(0, Palette::default());
                }
            }
            move || alive.set(false)
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
    let position = |g: &Grid, (r, c): (usize, usize)| -> Option<String> {
        g.head.positions.as_ref().and_then(|ps| ps.get(r)).and_then(|row| row.get(c)).cloned().flatten()
    };
    let onmousemove = {
        let under = under.clone();
        let cell_at = cell_at.clone();
        Callback::from(move |e: MouseEvent| under.set(cell_at(&e).filter(|_| !busy)))
    };
    let onmouseleave = {
        let under = under.clone();
        Callback::from(move |_: MouseEvent| under.set(None))
    };
    let onclick = {
        let grid = grid.clone();
        let game = p.game.clone();
        Callback::from(move |e: MouseEvent| {
            let Some((r, c)) = cell_at(&e).filter(|_| !busy) else { return };
            let Some(pos) = position(&grid, (r, c)) else { return };
            let game = grid.head.row_games.as_ref().and_then(|g| g.get(r)).cloned().unwrap_or_else(|| game.clone());
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&Route::play(game, pos).to_hash());
            }
        })
    };
    let readout = match *under {
        _ if busy => "The picture is drawn once the whole table has come.".to_string(),
        Some((r, c)) => {
            let v = Some(super::cell_text(grid.cells.get(r, c), p.words))
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| "none".into());
            let pos = position(&grid, (r, c)).map(|p| format!(" (position {p}: click to play)")).unwrap_or_default();
            format!("{} {}, {} {}: {v}{pos}", t.row_label, t.row_keys[r], t.col_label, t.col_keys[c])
        }
        None => "Hover over the picture to read a cell.".to_string(),
    };
    // Scale small tables up so each cell is several pixels; large ones fill the width.
    let scale = (720 / cols.max(1)).clamp(1, 8);
    let style = format!("width: min(100%, {}px); aspect-ratio: {cols} / {rows};", cols * scale);
    html! {
        <figure class="overview" data-testid="overview">
            if let Some(pending) = p.pending.clone() { <div class="overview-pending">{ pending }</div> }
            <canvas ref={canvas} {style} role="img" {onmousemove} {onmouseleave} {onclick}
                aria-label={format!("{}: the whole {rows} x {cols} table as a picture, one pixel per cell", t.title)}></canvas>
            <figcaption data-testid="overview-readout" aria-live="polite">{ readout }</figcaption>
        </figure>
    }
}
