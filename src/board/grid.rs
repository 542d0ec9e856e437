//! Grids of squares (squares where a move is made are buttons, with previews of what a move
//! takes), grids with labelled rows and columns, and bars broken along straight lines.

use std::collections::HashSet;

use engine::board::{Axes, Board, Glyph, GridLook, Token};
use engine::vocab::Spot;
use yew::prelude::*;

use super::{find, move_control, BoardProps, LINE};

/// Hover state shared by the grids of one board.
pub(super) struct GridCtx {
    pub(super) hover: UseStateHandle<Option<(usize, usize, usize)>>,
}

/// A grid of squares; squares where a move is made are buttons.
pub(super) fn grid(
    p: &BoardProps,
    ctx: &GridCtx,
    piece: usize,
    rows: &[String],
    look: &GridLook,
    changed: &HashSet<(usize, usize)>,
) -> Html {
    let onleave = {
        let hover = ctx.hover.clone();
        Callback::from(move |_: MouseEvent| hover.set(None))
    };
    // Wide grids get smaller squares; a one-row grid is measured by its lines.
    let cols = rows.iter().map(|r| r.chars().count()).max().unwrap_or(1);
    let wide = rows.len() > 1 && cols > 14;
    let one_row = rows.len() == 1;
    let cols = if one_row { cols.min(LINE + 1) } else { cols };
    // The square whose bite (it and everything below and to the right) is previewed.
    let bite = if look.bite_preview { *ctx.hover } else { None };
    // A board of several rows is drawn with its squares' names on its edges.
    let coords = !one_row;
    let last = p.last.as_ref().map(|l| l.cells(piece)).unwrap_or_default();
    // The last move's mark says what changed; a second, dotted mark beside it is noise.
    let changed = if last.is_empty() { changed.clone() } else { HashSet::new() };
    // Pieces on a row of squares leave little room for values: on a phone the moves are listed
    // below the row too, each with its whole value.
    let pieces_row =
        one_row && rows.iter().any(|r| r.chars().any(|ch| look.glyph(ch).is_some_and(|g| g.token.is_some())));
    html! {
        <>
        <div class={classes!("grid", wide.then_some("dense"), one_row.then_some("one-row"), coords.then_some("has-coords"))} role="grid" onmouseleave={onleave}
            style={format!("--cols: {cols}; --rows: {}", rows.len())}>
            if coords { { column_labels(cols, false) } }
            { for rows.iter().enumerate().map(|(r, row)| html! {
                <div class="grid-row" role="row">
                    if coords { <span class="coord row-coord" aria-hidden="true">{ r + 1 }</span> }
                    { for row.chars().collect::<Vec<_>>().chunks(if one_row { LINE } else { usize::MAX }).enumerate().map(|(k, line)| html! {
                    <span class="row-line" role="none">
                    { for line.iter().enumerate().map(|(j, &ch)| {
                        let c = k * LINE + j;
                        let bitten = bite.is_some_and(|(bp, br, bc)| bp == piece && r >= br && c >= bc && ch != '.');
                        let safe = look.underlined.contains(&(r, c));
                        let class = format!(
                            "sq sq-{}{}{}{}{}{}{}{}{}{}",
                            square_class(ch),
                            checker_class(look, r, c).map_or(String::new(), |k| format!(" {k}")),
                            if bitten { " bite" } else { "" },
                            if safe { " safe" } else { "" },
                            if look.glyph(ch).is_some() { " glyph" } else { "" },
                            if look.glyph(ch).is_some_and(|g| g.token.is_some()) { " has-token" } else { "" },
                            if changed.contains(&(r, c)) { " changed" } else { "" },
                            if look.highlighted.contains(&(r, c)) { " highlighted" } else { "" },
                            if last.contains(&(r, c)) { " last-move" } else { "" },
                            // The whole value's tooltip opens towards the middle of the board.
                            if c * 2 + 1 > cols { " pop-end" } else { "" }
                        );
                        match find(&p.moves, Spot::Square { piece, row: r, col: c }) {
                            Some(m) => {
                                let hover = ctx.hover.clone();
                                let enter = Callback::from(move |_: MouseEvent| hover.set(Some((piece, r, c))));
                                html! {
                                    <span class="sq-wrap" role="gridcell" onmouseenter={enter}>
                                        { move_control(p, m, &class, face(look, ch), square_name(look, one_row, r, c, ch)) }
                                    </span>
                                }
                            }
                            None => match look.glyph(ch) {
                                Some(_) => html! {
                                    <span class={class} role="gridcell" aria-label={square_name(look, one_row, r, c, ch)}>{ face(look, ch) }</span>
                                },
                                None => html! { <span class={class} role="gridcell">{ face(look, ch) }</span> },
                            },
                        }
                    }) }
                    if one_row && (k + 1) * LINE < row.chars().count() {
                        <span class="row-more" aria-hidden="true">{ "→" }</span>
                    }
                    </span>
                    }) }
                </div>
            }) }
        </div>
        if pieces_row && !p.moves.is_empty() {
            <div class="move-list phone-moves" data-testid="phone-moves">
                { for p.moves.iter().filter(|m| matches!(m.spot, Spot::Square { piece: mp, .. } if mp == piece)).map(|m| {
                    let Spot::Square { row, col, .. } = m.spot else { return html! {} };
                    let ch = rows.get(row).and_then(|r| r.chars().nth(col)).unwrap_or('.');
                    move_control(p, m, "phone-listed", html! { <span>{ &m.text }</span> }, square_name(look, one_row, row, col, ch))
                }) }
            </div>
        }
        </>
    }
}

/// The row of column letters over a grid (`a`, `b`, ... as squares are named); with
/// `edge_columns`, the first and last columns (past the ends of the rows) are left blank.
pub(super) fn column_labels(cols: usize, edge_columns: bool) -> Html {
    let label = |c: usize| {
        if !edge_columns {
            engine::notation::column_name(c)
        } else if c == 0 || c + 1 == cols {
            String::new()
        } else {
            engine::notation::column_name(c - 1)
        }
    };
    html! {
        <div class="grid-row coord-row" aria-hidden="true">
            <span class="coord row-coord"></span>
            { for (0..cols).map(|c| html! { <span class="coord col-coord">{ label(c) }</span> }) }
        </div>
    }
}

/// A grid with labelled rows and columns (a calendar: a month per row and a day per column,
/// so a move goes right or down). Each square is placed by CSS variables, so a
/// narrow screen turns it a quarter turn (a column per row) without a second drawing. Squares
/// are named from the labels; `-` squares (off the board) are left out.
pub(super) fn labelled(p: &BoardProps, rows: &[String], axes: &Axes, changed: &HashSet<(usize, usize)>) -> Html {
    let Board::Grid { look, .. } = &p.board else { return html! {} };
    let mut items = Vec::new();
    let place = |r: usize, c: usize| format!("--r: {}; --c: {};", r + 2, c + 2);
    for (r, (short, _)) in axes.rows.iter().enumerate() {
        items.push(
            html! { <span class="cal-label cal-month" style={format!("--r: {}; --c: 1;", r + 2)}>{ short }</span> },
        );
    }
    for (c, (short, _)) in axes.cols.iter().enumerate() {
        items.push(
            html! { <span class="cal-label cal-day" style={format!("--r: 1; --c: {};", c + 2)}>{ short }</span> },
        );
    }
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let style = place(r, c);
            let name = axes.square_name(r, c);
            let marks = format!(
                "{}{}",
                if changed.contains(&(r, c)) { " changed" } else { "" },
                if look.highlighted.contains(&(r, c)) { " highlighted" } else { "" }
            );
            let item = match find(&p.moves, Spot::Square { piece: 0, row: r, col: c }) {
                Some(mv) => {
                    move_control(p, mv, &format!("sq sq-empty{marks}"), html! {}, format!("{} {name}", axes.verb))
                }
                None if ch == '-' => continue,
                None => {
                    let (shown, what) = match look.glyph(ch) {
                        Some(g) => (g.shown.clone(), g.name.clone()),
                        None => (ch.to_string(), ch.to_string()),
                    };
                    let class = format!("sq sq-{}{marks}", square_class(ch));
                    html! { <span {class} role="img" aria-label={format!("{name}: {what}")}>{ shown }</span> }
                }
            };
            items.push(html! { <span class="cal-cell" {style}>{ item }</span> });
        }
    }
    html! { <div class="calendar" role="group" aria-label={axes.caption.clone()}>{ for items }</div> }
}

/// A bar (a piece of a grid broken along straight lines) with its break lines as controls: a
/// vertical line after each column and a horizontal one after each row, shaded like any move
/// (solid when winning, striped when losing), with the verdict in its name.
///
/// Each line is a button filling the gap between two rows or columns of squares, so a square is
/// never a break. Every line runs on past the bar by a tail (an extra track of the grid) and
/// the crossings of two lines belong to the vertical one: a horizontal button takes no pointer
/// itself, only its pieces between the crossings and its tail do. With the tail, the centre of
/// a horizontal line is never on a crossing, whatever the bar's size.
pub(super) fn bar(p: &BoardProps, piece: usize, rows: &[String]) -> Html {
    let nrows = rows.len();
    let ncols = rows.first().map(|r| r.chars().count()).unwrap_or(0);
    // The tail puts a horizontal line's centre a quarter square inside a square's column: past
    // the middle crossing when the columns are even, before the middle square's end when odd.
    let tail = |n: usize| if n.is_multiple_of(2) { "calc(var(--cut) + var(--sq) / 2)" } else { "calc(var(--sq) / 2)" };
    let style = format!(
        "--cols: {ncols}; --tail: {}; grid-template-columns: repeat({}, var(--sq) var(--cut)) var(--sq) {}; grid-template-rows: repeat({}, var(--sq) var(--cut)) var(--sq) {};",
        tail(ncols),
        ncols.saturating_sub(1),
        tail(ncols),
        nrows.saturating_sub(1),
        tail(nrows)
    );
    let mut items = Vec::new();
    for r in 0..nrows {
        for c in 0..ncols {
            let place = format!("grid-row: {}; grid-column: {};", 2 * r + 1, 2 * c + 1);
            items.push(html! { <span class="sq sq-full" style={place}></span> });
        }
    }
    for m in p.moves.iter() {
        let pieces = match &p.board {
            Board::Pieces { pieces } => pieces.as_slice(),
            _ => &[],
        };
        // A division into equal pieces is drawn at its first cut line.
        let (mp, vertical, at, action) = match m.spot {
            Spot::Cut { piece: mp, vertical, at } => {
                (mp, vertical, at, crate::words::cut_words(pieces, piece, vertical, at))
            }
            Spot::Divide { piece: mp, vertical, every } => {
                (mp, vertical, every, crate::words::divide_words(pieces, piece, vertical, every))
            }
            _ => continue,
        };
        if mp != piece {
            continue;
        }
        let (place, class, label) = if vertical {
            (format!("grid-row: 1 / -1; grid-column: {};", 2 * at), "cut vcut", html! {})
        } else {
            let segments = html! {
                <>
                    { for (0..ncols).map(|c| html! { <span class={classes!("cut-seg", (c + 1 == ncols).then_some("last"))}></span> }) }
                    <span class="cut-seg tail"></span>
                </>
            };
            (format!("grid-column: 1 / -1; grid-row: {};", 2 * at), "cut hcut", segments)
        };
        items.push(html! { <span class="cut-slot" style={place}>{ move_control(p, m, class, label, action) }</span> });
    }
    html! {
        <div class="bar" role="group" aria-label={format!("piece {}: {nrows} x {ncols}", piece + 1)} {style}>
            { for items }
        </div>
    }
}

/// What a square shows: its glyph (a piece drawn as a token, or the glyph's text), nothing for
/// a plain square ('#' present, '.' empty, '-' off the board, told apart by shading and
/// borders), and any other character as itself.
pub(crate) fn face(look: &GridLook, ch: char) -> Html {
    match (look.glyph(ch), ch) {
        (Some(Glyph { token: Some(t), shown, .. }), _) => {
            html! { <span class={classes!("token", token_class(*t))} aria-hidden="true">{ shown.clone() }</span> }
        }
        (Some(g), _) => html! { <span class="sq-char">{ g.shown.clone() }</span> },
        (None, '#' | '.' | '-') => html! { <span class="sq-char">{ " " }</span> },
        (None, _) => html! { <span class="sq-char">{ ch }</span> },
    }
}

fn token_class(t: Token) -> &'static str {
    match t {
        Token::BlackStone => "token-black",
        Token::WhiteStone => "token-white",
        Token::LeftPointingRight => "token-left",
        Token::RightPointingLeft => "token-right",
        Token::LeftSquare => "token-left-square",
        Token::RightSquare => "token-right-square",
        Token::LeftDomino => "token-left-domino",
        Token::RightDomino => "token-right-domino",
        Token::GreenDomino => "token-green-domino",
        Token::LeftTint => "token-left-tint",
        Token::RightTint => "token-right-tint",
        Token::LeftSlipper => "token-left-slipper",
        Token::RightSlipper => "token-right-slipper",
    }
}

/// A square's name for screen readers: where it is, and the piece on it when it has a glyph.
fn square_name(look: &GridLook, one_row: bool, r: usize, c: usize, ch: char) -> String {
    let place = if one_row { crate::words::strip_square_words(c) } else { crate::words::square_words(r, c) };
    match look.glyph(ch) {
        Some(g) => format!("{place}, {}", g.name),
        None => place,
    }
}

/// A checkerboard's square's class (`dark` or `light`), when the grid is one.
pub(crate) fn checker_class(look: &GridLook, r: usize, c: usize) -> Option<&'static str> {
    look.checkered.map(|dark| if (r + c) % 2 == dark as usize { "dark" } else { "light" })
}

pub(crate) fn square_class(ch: char) -> &'static str {
    match ch {
        '#' => "full",
        '.' => "empty",
        '-' => "off",
        'X' => "poison",
        _ => "mark",
    }
}
