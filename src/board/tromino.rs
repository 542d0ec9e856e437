//! The cell-picking board: a move covering several squares (`Spot::Cells`: an L-tromino, a
//! domino, a stone moved onto another) is made by clicking its squares, in any order; a piece
//! moved that then shoots an arrow ([`CellsMove::StepShoot`]) by clicking its three squares in
//! turn (see `pick::next_pick_as`).
//!
//! Every square some move is made with is a button. Clicking squares picks them; the moment the
//! picked squares are exactly a move's squares, that move is played. While squares are picked,
//! the squares that could complete a move are shaded by the best such move for the mover (✓ if
//! one of them wins, ✗ if all lose), and the list of moves below the board shows only those
//! covering the picked squares, each with its own shading and value. Clicking a picked square
//! puts it back; clicking a square that fits no move with the picked ones starts a new pick from
//! it; Escape clears the pick. The grid's look says whether a move puts a piece down or moves
//! one ([`CellsMove`]), which words the prompt and the moves. Pieces put down earlier in the
//! game (`BoardProps::placed`) are drawn joined, in their side's colour with its letter.

use engine::board::{Board, CellsMove, GridLook};
use engine::MoveReport;
use yew::prelude::*;

use crate::board::pick::{
    cells_of, complete, covering, fits_with, fitting, next_pick_as, placed_squares, side_letter, takes_back, Cell,
    Placed, PlacedSquare,
};
use crate::board::{before_rows, changed_squares, face, move_control, mover_outcome, BoardProps};

/// How the squares of a board are named: by its number of rows, and its width when its first
/// and last columns are the space past the ends of the rows (`GridLook::edge_columns`), whose
/// columns between are then counted from 1.
#[derive(Clone, Copy)]
struct Naming {
    rows: usize,
    edges: Option<usize>,
}

impl Naming {
    fn of(look: &GridLook, rows: &[String]) -> Naming {
        let width = rows.first().map_or(0, |r| r.chars().count());
        Naming { rows: rows.len(), edges: look.edge_columns.then_some(width) }
    }

    /// A column's number as shown: from 1, not counting a column past the left end.
    fn col(self, c: usize) -> usize {
        if self.edges.is_some() {
            c
        } else {
            c + 1
        }
    }

    /// The class of a column past the end of the rows, drawn apart from the board's squares.
    fn edge_class(self, c: usize) -> Option<&'static str> {
        self.edges.is_some_and(|w| c == 0 || c + 1 == w).then_some("edge-col")
    }

    /// A square's name in the board's one scheme (`a1`: column letter, row from the top), the
    /// columns past the ends of the rows left out of the lettering; "past the right end of row
    /// 1" beyond a row.
    fn name(self, r: usize, c: usize) -> String {
        match self.edges {
            Some(_) if c == 0 => format!("past the left end of row {}", r + 1),
            Some(w) if c + 1 == w => format!("past the right end of row {}", r + 1),
            Some(_) => engine::notation::square_name(r, c - 1),
            None => engine::notation::square_name(r, c),
        }
    }

    /// A square's `data-cell`: `t1`/`b1` on a two-row board, `r1c1` on others (column 0 and
    /// the one after the last past the ends of the rows).
    fn key(self, r: usize, c: usize) -> String {
        if self.rows == 2 {
            format!("{}{}", if r == 0 { 't' } else { 'b' }, self.col(c))
        } else {
            format!("r{}c{}", r + 1, self.col(c))
        }
    }
}

/// A small picture of the board with a placement's cells marked (for the list): one grid whose
/// lines are its background, with an element only for a filled square and the placement's
/// own: a span per square would be 4,600 elements for 8x8 Domineering's 56 placements, all
/// redrawn at every report of the search.
pub fn tromino_picture(rows: &[String], m: &MoveReport) -> Html {
    let cells = cells_of(m);
    let text = m.text.as_str();
    let width = rows.first().map_or(0, |r| r.chars().count());
    let square = |r: usize, c: usize, class: &'static str| {
        html! { <span class={class} style={format!("grid-area: {} / {}", r + 1, c + 1)}></span> }
    };
    // A piece that fills its bounding box (a domino, a straight tromino) is one element, drawn
    // whole across the line between its squares; an L-tromino is its squares.
    let (top, left) = (cells.iter().map(|c| c.0).min(), cells.iter().map(|c| c.1).min());
    let (bottom, right) = (cells.iter().map(|c| c.0).max(), cells.iter().map(|c| c.1).max());
    let whole = match (top, left, bottom, right) {
        (Some(t), Some(l), Some(b), Some(r)) if (b - t + 1) * (r - l + 1) == cells.len() => Some(html! {
            <span class="t-new" style={format!("grid-area: {} / {} / {} / {}", t + 1, l + 1, b + 2, r + 2)}></span>
        }),
        _ => None,
    };
    let filled = rows.iter().enumerate().flat_map(|(r, row)| {
        row.chars().enumerate().filter(move |&(c, ch)| ch == '#' && !cells.contains(&(r, c))).map(move |(c, _)| (r, c))
    });
    html! {
        <span class="tromino" aria-hidden="true">
            <span class="tromino-grid" style={format!("--cols: {width}; --rows: {}", rows.len())}>
                { for filled.map(|(r, c)| square(r, c, "t-full")) }
                if let Some(piece) = whole { { piece } } else { { for cells.iter().map(|&(r, c)| square(r, c, "t-new")) } }
            </span>
            // In a sum the move text names the component first (`c2:b1t2b2`).
            <span class="tromino-text">{ text.rsplit(':').next().unwrap_or(text) }</span>
        </span>
    }
}

/// What a move does, in words, for its button in the list.
fn action(m: &MoveReport, stepping: bool, naming: Naming) -> String {
    let cells = cells_of(m);
    match (stepping, cells.first(), cells.last()) {
        (true, Some(&(r, c)), Some(&(_, tc))) if naming.edges.is_some_and(|w| tc == 0 || tc + 1 == w) => {
            format!("move the piece on {} off the board", naming.name(r, c))
        }
        (true, Some(&(r, c)), Some(&(tr, tc))) => {
            format!("move the piece on {} to {}", naming.name(r, c), naming.name(tr, tc))
        }
        _ => format!("place a piece on {}", m.text),
    }
}

/// The prompt under the board: what to click next.
fn prompt(how: CellsMove, picked: &[Cell], fits: usize, size: usize, naming: Naming) -> String {
    let count = ["no", "one", "two", "three", "four"].get(size).copied().unwrap_or("the");
    let stepping = how != CellsMove::Place;
    let target =
        if how == CellsMove::Topple { "the square beside it that it falls towards" } else { "the square it moves to" };
    let moves = if fits == 1 { "move" } else { "moves" };
    let arrow = "the square the arrow lands on";
    match (stepping, picked) {
        (true, []) if how == CellsMove::StepShoot => format!("Click one of your pieces, then {target}, then {arrow}."),
        (true, [(r, c), (tr, tc)]) if how == CellsMove::StepShoot => format!(
            "{} to {} picked: click {arrow} ({fits} {moves}), or click {} again to put it back (Escape clears).",
            naming.name(*r, *c),
            naming.name(*tr, *tc),
            naming.name(*tr, *tc)
        ),
        (true, []) => format!("Click one of your pieces, then {target}."),
        (true, [(r, c)]) => format!(
            "{} picked: click {target} ({fits} {moves}), or click it again to put it back (Escape clears).",
            naming.name(*r, *c)
        ),
        (false, []) => format!("Click the {count} cells a piece should cover, or choose a placement below."),
        (_, _) => format!(
            "{} of {size} cells picked; {} (Escape clears).",
            picked.len(),
            crate::words::counted(fits, "placement fits", "placements fit")
        ),
    }
}

/// A square's look before any move is considered: its classes, what stands on it in words, and
/// its face. `on` is a piece put down there earlier; `changed` says the last move changed it.
fn square_look(look: &GridLook, ch: char, on: Option<&PlacedSquare>, changed: bool) -> (Classes, Option<String>, Html) {
    let what = look.glyph(ch).map(|g| g.name.clone()).or_else(|| {
        on.map(|s| match side_letter(s.side) {
            "" => "a piece played".to_string(),
            l => format!("a piece played by {}", if l == "L" { "Left" } else { "Right" }),
        })
    });
    let mut class = classes!("sq", format!("sq-{}", crate::board::square_class(ch)));
    if changed {
        class.push("changed");
    }
    if let Some(g) = look.glyph(ch) {
        class.push("glyph");
        if g.token.is_some() {
            class.push("has-token");
        }
    }
    // A piece put down earlier: joined to the rest of it, in its side's colour and letter.
    let letter = on.map(|s| {
        class.push("placed");
        class.push(match side_letter(s.side) {
            "L" => "placed-left",
            "R" => "placed-right",
            _ => "placed-none",
        });
        if s.joins_right {
            class.push("joins-right");
        }
        if s.joins_down {
            class.push("joins-down");
        }
        side_letter(s.side)
    });
    // The piece's letter is drawn on its tile, once.
    let content = match letter {
        Some(_) if look.glyph(ch).is_none() => html! {},
        _ => face(look, ch),
    };
    (class, what, content)
}

/// The tile of piece `index` (`piece`), drawn from `cell` when that is the piece's first square
/// and every square of it is still the piece's: one element spanning its squares, upright or
/// lying, with its side's letter, outlined when the last move put it down.
fn tile_view(
    piece: &Placed,
    placed: &std::collections::HashMap<Cell, PlacedSquare>,
    index: usize,
    cell: Cell,
    last: &[Cell],
) -> Option<Html> {
    let first = piece.cells.iter().min().copied()?;
    if first != cell || piece.cells.iter().any(|c| placed.get(c).map(|s| s.index) != Some(index)) {
        return None;
    }
    let rows = piece.cells.iter().map(|c| c.0).max()? - first.0 + 1;
    let cols = piece.cells.iter().map(|c| c.1).max()? - first.1 + 1;
    let shape = if rows > cols { "upright" } else { "lying" };
    let side = match side_letter(piece.side) {
        "L" => "tile-left",
        "R" => "tile-right",
        _ => "tile-none",
    };
    let names: Vec<String> = piece.cells.iter().map(|&(r, c)| engine::notation::square_name(r, c)).collect();
    let just = piece.cells.iter().all(|c| last.contains(c));
    Some(html! {
        <span class={classes!("tile", format!("tile-{shape}"), side, just.then_some("last-move"))}
              data-tile={shape} data-cells={names.join(" ")} aria-hidden="true"
              style={format!("--tile-rows: {rows}; --tile-cols: {cols}")}>
            { side_letter(piece.side) }
        </span>
    })
}

/// Marks a move square as picked, as not fitting the pick, or with the moves it would fit (and,
/// with shading, the best of them for the mover); returns the ✓ or ✗ to draw on it.
fn pick_marks(
    class: &mut Classes,
    name: &mut String,
    is_picked: bool,
    fits: &[&MoveReport],
    shading: bool,
    stepping: bool,
) -> Option<&'static str> {
    let mut marker = None;
    if is_picked {
        class.push("picked");
        name.push_str(", picked: click to put back");
    } else if fits.is_empty() {
        name.push_str(", does not fit with the picked squares: click to start again here");
    } else {
        let kind = if stepping { "moves" } else { "placements" };
        // A square is shaded by the best move it is part of: winning, else not yet proved.
        let best = fits
            .iter()
            .find(|m| m.winning)
            .or(fits.iter().find(|m| crate::board::is_unproved(m)))
            .or(fits.first())
            .copied();
        if let (true, Some(best)) = (shading, best) {
            let outcome = mover_outcome(best);
            class.push(outcome);
            marker = Some(crate::board::outcome_shape(outcome));
            let wins = fits.iter().filter(|m| m.winning).count();
            let open = fits.iter().filter(|m| crate::board::is_unproved(m)).count();
            let open = if open > 0 { format!(", {open} not yet proved") } else { String::new() };
            name.push_str(&format!(", {} {kind} fit, {wins} winning{open}", fits.len()));
        } else {
            name.push_str(&format!(", {} {kind} fit", fits.len()));
        }
    }
    marker
}

/// Escape clears the pick.
fn escape_clears(picked: &UseStateHandle<Vec<Cell>>) -> Callback<KeyboardEvent> {
    let picked = picked.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" && !picked.is_empty() {
            e.prevent_default();
            picked.set(Vec::new());
        }
    })
}

/// The hint's squares, outlined on the board itself, not only in the list.
fn hinted_cells(hint: Option<&str>, moves: &[MoveReport]) -> Vec<Cell> {
    hint.and_then(|h| moves.iter().find(|m| m.text == h)).map(|m| cells_of(m).to_vec()).unwrap_or_default()
}

/// The cells picked so far and the board's node: picking redraws only this board, so its Tab
/// stop is set again after each drawing (see `board::settle`), and a new position (a move
/// played, undone, or a link opened) clears the pick.
#[hook]
fn use_pick(board: &Board) -> (UseStateHandle<Vec<Cell>>, NodeRef) {
    let picked = use_state(Vec::<Cell>::new);
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect(move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                crate::board::settle(&el);
            }
        });
    }
    {
        let picked = picked.clone();
        use_effect_with(board.clone(), move |_| picked.set(Vec::new()));
    }
    (picked, node)
}

#[component]
pub fn TrominoBoard(p: &BoardProps) -> Html {
    let (picked, node) = use_pick(&p.board);
    let Board::Grid { rows, look } = &p.board else {
        return html! {};
    };
    let moves: &[MoveReport] = &p.moves;
    // Moves that change what is there (a stone moved, a piece toppled) rather than put pieces down.
    let stepping = look.cells_move != CellsMove::Place;
    let how = look.cells_move;
    // The pieces on the board: those the position shows, then those put down in this game
    // (which know more: whose, and which squares go together), a later one winning a square.
    let pieces: Vec<Placed> = look
        .tiles
        .iter()
        .map(|t| Placed { cells: t.cells.clone(), side: t.side })
        .chain(p.placed.iter().cloned())
        .collect();
    let placed = placed_squares(&pieces);
    let last = p.last.as_ref().map(|l| l.cells(0)).unwrap_or_default();
    // What the last move changed (a stone gone, a stone moved), outlined.
    let before = p.before.as_ref().filter(|b| matches!(b, Board::Grid { .. }));
    // Beside the last move's mark, a second (dotted) mark of what changed is noise.
    let changed = if last.is_empty() { changed_squares(rows, before_rows(before, 0)) } else { Default::default() };
    let hinted = hinted_cells(p.hint.as_deref(), moves);
    let width = rows.first().map(|r| r.chars().count()).unwrap_or(0);
    let click = |cell: Cell| {
        let picked = picked.clone();
        let moves = p.moves.clone();
        let onplay = p.onplay.clone();
        Callback::from(move |e: MouseEvent| {
            let next = next_pick_as(how, &moves, &picked, cell);
            match complete(how, &moves, &next) {
                // The pick is left as it is: redrawing it now would make the board look new to
                // `settle`, which would then put focus back before the new board is drawn. The
                // new position clears it.
                Some(m) => {
                    crate::board::played_from(&e);
                    onplay.emit(m.clone());
                }
                None => picked.set(next),
            }
        })
    };
    let onkeydown = escape_clears(&picked);
    let naming = Naming::of(look, rows);
    let cell_view = |r: usize, c: usize, ch: char| -> Html {
        let cell = (r, c);
        let on = placed.get(&cell);
        let (mut class, what, content) = square_look(look, ch, on, changed.contains(&cell));
        class.extend(naming.edge_class(c));
        class.extend(crate::board::checker_class(look, r, c));
        if last.contains(&cell) {
            class.push("last-move");
        }
        // A piece is drawn once, as one tile from its first square across the others.
        let tile = on.and_then(|s| tile_view(&pieces[s.index], &placed, s.index, cell, &last));
        let content = html! { <>{ content }{ tile }</> };
        let mut name = naming.name(r, c);
        if let Some(w) = &what {
            name.push_str(&format!(": {w}"));
        }
        let is_picked = picked.contains(&cell);
        let alone = covering(moves, &[cell]);
        if alone.is_empty() {
            if what.is_none() {
                name.push_str(if ch == '.' { ": free, no move here" } else { ": filled" });
            }
            return html! { <span class={class} role="gridcell" aria-label={name}>{ content }</span> };
        }
        let fits = fits_with(how, moves, &picked, cell);
        class.extend(classes!("move", "cellpick"));
        if hinted.contains(&cell) {
            class.push("hint-cell");
        }
        let back = takes_back(how, moves, &picked, cell);
        if is_picked && !back {
            // Picked, but a click here goes on with the pick or starts again (an ordered pick).
            class.push("picked");
        }
        let marker = pick_marks(&mut class, &mut name, back, &fits, p.shading, stepping);
        let key = naming.key(r, c);
        // The button sits in a grid cell (laid out as if it were the cell: `display: contents`).
        html! {
            <span class="cell-wrap" role="gridcell">
                <button class={class} data-cell={key}
                        aria-label={name.clone()} title={name} aria-pressed={is_picked.to_string()}
                        disabled={p.locked} onclick={click(cell)}>
                    { content }
                    if let Some(m) = marker { <span class="marker">{ m }</span> }
                </button>
            </span>
        }
    };
    let fits = fitting(how, moves, &picked);
    // How many cells a piece covers (three for a tromino, two for a domino).
    let size = moves.first().map_or(3, |m| cells_of(m).len());
    html! {
        <div class="tromino-board" {onkeydown} ref={node}>
            <div class={classes!("grid", "pick-grid", (width > 14).then_some("dense"), "has-coords")} role="grid" aria-label="the board"
                 style={format!("--cols: {width}; --rows: {}", rows.len())}>
                { super::grid::column_labels(width, look.edge_columns) }
                { for rows.iter().enumerate().map(|(r, row)| html! {
                    <div class="grid-row" role="row">
                        <span class="coord row-coord" aria-hidden="true">{ r + 1 }</span>
                        { for row.chars().enumerate().map(|(c, ch)| cell_view(r, c, ch)) }
                    </div>
                }) }
            </div>
            if !moves.is_empty() {
                <p class="caption" data-testid="tromino-prompt" aria-live="polite">
                    { prompt(how, &picked, fits.len(), size, naming) }
                </p>
                <div class="move-list">
                    { for fits.into_iter().map(|m| {
                        let label = if stepping {
                            html! { <span class="step-text">{ m.text.rsplit(':').next().unwrap_or(&m.text).replace('-', " → ") }</span> }
                        } else {
                            tromino_picture(rows, m)
                        };
                        let words = if matches!(how, CellsMove::Topple | CellsMove::StepShoot) {
                            crate::words::move_words(&p.board, m)
                        } else {
                            action(m, stepping, naming)
                        };
                        move_control(p, m, "listed", label, words)
                    }) }
                </div>
            }
        </div>
    }
}

/// Whether the grid is drawn by the cell-picking board: its moves cover several squares, or
/// pieces put down earlier are to be drawn on it.
pub fn picks_cells(look: &GridLook, moves: &[MoveReport], placed: bool) -> bool {
    look.axes.is_none() && (placed || moves.iter().any(|m| !cells_of(m).is_empty()))
}
