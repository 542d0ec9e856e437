//! Exporting tables: CSV text and PNG pictures, downloaded by the browser.

use engine::table::Table;
use wasm_bindgen::JsCast;

/// Saves `content` as a file named `name`.
pub fn download_text(name: &str, mime: &str, content: &str) {
    download_parts(name, mime, &js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(content)));
}

/// Saves the strings in `parts`, one after another, as a file named `name`.
pub fn download_parts(name: &str, mime: &str, parts: &js_sys::Array) {
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(parts, &opts) else { return };
    if let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) {
        click_link(name, &url);
        let _ = web_sys::Url::revoke_object_url(&url);
    }
}

fn click_link(name: &str, href: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Ok(a) = doc.create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(href);
        a.set_download(name);
        a.click();
    }
}

fn cell(v: &Option<i64>) -> String {
    v.map(|v| v.to_string()).unwrap_or_default()
}

/// A table as CSV: a header row of column keys, then one row per row key.
pub fn table_csv(t: &Table) -> String {
    let mut out = format!("# {}\n# {}\n", t.title, t.legend.replace('\n', " "));
    if let Some(note) = &t.note {
        out.push_str(&format!("# {}\n", note.replace('\n', " ")));
    }
    out.push_str(&format!("\"{} \\ {}\"", t.row_label, t.col_label));
    for k in &t.col_keys {
        out.push_str(&format!(",{k}"));
    }
    out.push('\n');
    for (k, row) in t.row_keys.iter().zip(&t.cells) {
        out.push_str(&k.to_string());
        for v in row {
            out.push(',');
            out.push_str(&cell(v));
        }
        out.push('\n');
    }
    out
}

/// The first lines of a sequence's CSV file (n, g(n)); the rows follow in chunks.
pub fn sequence_csv_header(game: &str) -> String {
    format!("# {game}: g(n)\nn,g\n")
}

/// The CSV lines of g(first..first + values.len()).
pub fn sequence_csv_rows(first: usize, values: &[u32]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(values.len() * 12);
    for (i, v) in values.iter().enumerate() {
        let _ = writeln!(out, "{},{v}", first + i);
    }
    out
}

/// The heatmap colour of a value: positive (a win, or a non-zero Grundy value) in the
/// winning colour, zero or negative in the losing colour, darker for larger magnitudes (on a
/// logarithmic scale, so that small values stay apart when a few are large). Zero, a loss
/// with no move to make or a P-position, is a stronger shade of the losing colour.
pub fn heat(v: Option<i64>, max_abs: i64) -> String {
    let [r, g, b] = heat_rgb(v, max_abs);
    format!("rgb({r}, {g}, {b})")
}

/// [`heat`] as red, green and blue bytes.
pub fn heat_rgb(v: Option<i64>, max_abs: i64) -> [u8; 3] {
    match v {
        None => [255, 255, 255],
        Some(v) => {
            let t = if max_abs > 0 { ((v.abs() as f64).ln_1p() / (max_abs as f64).ln_1p()).min(1.0) } else { 0.0 };
            let light = (90.0 - 45.0 * t) / 100.0;
            if v > 0 {
                hsl(202.0, 0.8, light)
            } else if v < 0 {
                hsl(24.0, 0.9, light)
            } else {
                hsl(24.0, 0.9, 0.7)
            }
        }
    }
}

/// Converts a colour from hue (degrees), saturation and lightness (0 to 1) to RGB bytes.
fn hsl(h: f64, s: f64, l: f64) -> [u8; 3] {
    let a = s * l.min(1.0 - l);
    let f = |n: f64| {
        let k = (n + h / 30.0) % 12.0;
        let c = l - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0);
        (c * 255.0).round() as u8
    };
    [f(0.0), f(8.0), f(4.0)]
}

/// The colour of a partizan table's cell by its outcome class: Left's blue, Right's orange, a
/// first player's win yellow, a second player's grey (each cell also carries the letter).
pub fn class_colour(class: engine::Outcome) -> &'static str {
    match class {
        engine::Outcome::L => "#b9dcf2",
        engine::Outcome::R => "#f6c7a8",
        engine::Outcome::N => "#f3e39a",
        engine::Outcome::P | engine::Outcome::Draw => "#dcdcdc",
    }
}

/// Draws the table as a heatmap with its values on a canvas and saves it as PNG.
pub fn table_png(name: &str, t: &Table) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(canvas) = doc.create_element("canvas") else { return };
    let canvas: web_sys::HtmlCanvasElement = canvas.unchecked_into();
    let rows = t.cells.len();
    let cols = t.col_keys.len();
    // Large tables get small cells, so the picture stays within what a canvas can hold.
    let size = |n: usize, big: f64| {
        if n > 400 {
            2.0
        } else if n > 100 {
            8.0
        } else {
            big
        }
    };
    let (cellw, cellh) = (size(cols, 28.0), size(rows, 22.0));
    let (left, top) = (48.0, 40.0);
    canvas.set_width((left + cellw * cols as f64 + 8.0) as u32);
    canvas.set_height((top + cellh * rows as f64 + 8.0) as u32);
    let Ok(Some(ctx)) = canvas.get_context("2d") else { return };
    let ctx: web_sys::CanvasRenderingContext2d = ctx.unchecked_into();
    ctx.set_fill_style_str("#ffffff");
    ctx.fill_rect(0.0, 0.0, canvas.width() as f64, canvas.height() as f64);
    ctx.set_fill_style_str("#000000");
    ctx.set_font("12px sans-serif");
    let _ = ctx.fill_text(&t.title, 4.0, 14.0);
    let max_abs = t.cells.iter().flatten().flatten().map(|v| v.abs()).max().unwrap_or(1);
    let labels = cellw >= 20.0 && cellh >= 16.0;
    for (r, row) in t.cells.iter().enumerate() {
        if labels {
            ctx.set_fill_style_str("#000000");
            let _ = ctx.fill_text(&t.row_keys[r].to_string(), 4.0, top + cellh * r as f64 + 15.0);
        }
        for (c, v) in row.iter().enumerate() {
            let (x, y) = (left + cellw * c as f64, top + cellh * r as f64);
            // A partizan table: coloured by class, labelled with the value and its class.
            let class = t.classes.as_ref().and_then(|cs| cs.get(r)?.get(c).copied().flatten());
            let text = t.texts.as_ref().and_then(|ts| ts.get(r)?.get(c).cloned().flatten());
            match class {
                Some(class) => ctx.set_fill_style_str(class_colour(class)),
                None => ctx.set_fill_style_str(&heat(*v, max_abs)),
            }
            let gap = if cellw > 2.0 { 1.0 } else { 0.0 };
            ctx.fill_rect(x, y, cellw - gap, cellh - gap);
            if labels {
                ctx.set_fill_style_str("#000000");
                let label = match (text, class) {
                    (Some(text), Some(class)) => format!("{} {}", crate::cgt_text::glyphs(&text), class.as_str()),
                    _ => cell(v),
                };
                let _ = ctx.fill_text(&label, x + 3.0, y + 15.0);
            }
        }
    }
    if labels {
        ctx.set_fill_style_str("#000000");
        for (c, k) in t.col_keys.iter().enumerate() {
            let _ = ctx.fill_text(&k.to_string(), left + cellw * c as f64 + 3.0, top - 6.0);
        }
    }
    if let Ok(url) = canvas.to_data_url_with_type("image/png") {
        click_link(name, &url);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sequence_in_chunks_is_one_csv_file() {
        let values = [0, 1, 1, 2, 0];
        let whole =
            sequence_csv_header("grundy") + &sequence_csv_rows(0, &values[..2]) + &sequence_csv_rows(2, &values[2..]);
        assert_eq!(whole, "# grundy: g(n)\nn,g\n0,0\n1,1\n2,1\n3,2\n4,0\n");
    }

    /// The conversion gives the CSS colours of known HSL values.
    #[test]
    fn hsl_to_rgb() {
        assert_eq!(hsl(0.0, 1.0, 0.5), [255, 0, 0]);
        assert_eq!(hsl(120.0, 1.0, 0.5), [0, 255, 0]);
        assert_eq!(hsl(240.0, 1.0, 0.25), [0, 0, 128]);
        assert_eq!(hsl(0.0, 0.0, 1.0), [255, 255, 255]);
        // A light winning shade, hsl(202, 80%, 92%), by hand: a = 0.8 x 0.08 = 0.064;
        // red 0.92 - 0.064, green 0.92 + 0.064 x 4/15, blue 0.92 + 0.064, times 255.
        assert_eq!(hsl(202.0, 0.8, 0.92), [218, 239, 251]);
        // The darkest shade is the largest magnitude; 0 differs from both signs.
        assert_eq!(heat_rgb(Some(100), 100), hsl(202.0, 0.8, 0.45));
        assert_eq!(heat_rgb(Some(-100), 100), hsl(24.0, 0.9, 0.45));
        assert!(heat_rgb(Some(1), 100) != heat_rgb(Some(2), 100));
        assert_eq!(heat_rgb(None, 5), [255, 255, 255]);
        assert_ne!(heat_rgb(Some(1), 5), heat_rgb(Some(-1), 5));
    }
}
