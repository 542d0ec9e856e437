//! The cell-picking board (the L-trominoes' 2 x n): a move covering several cells
//! (`Spot::Cells`) is made by clicking the cells it covers.
//!
//! Each free cell is a button. Clicking cells picks them; as soon as the picked cells are the
//! three cells of a legal placement, that placement is played. While cells are picked, the
//! cells that could complete a placement are shaded by the best such placement for the mover
//! (✓ if one of them wins, ✗ if all lose), and the list of placements below the board shows
//! only those covering the picked cells, each with its own shading and remoteness. Clicking a
//! picked cell puts it back; clicking a cell that fits no placement with the picked ones starts
//! a new pick from it; Escape clears the pick.

use engine::board::Spot;
use engine::MoveReport;
use yew::prelude::*;

use crate::board::{move_control, mover_outcome, BoardProps};

/// A cell of the board: row 0 is the top row, columns from 0.
pub type Cell = (usize, usize);

/// The cells a move covers, as the engine gives them (none for a move of another kind).
pub fn placement_cells(m: &MoveReport) -> Vec<Cell> {
    match &m.spot {
        Spot::Cells { cells, .. } => cells.clone(),
        _ => Vec::new(),
    }
}

/// A placement: its move and the cells it covers.
pub struct Placement {
    pub report: MoveReport,
    pub cells: Vec<Cell>,
}

/// The placements covering every picked cell.
fn covering<'a>(all: &'a [Placement], picked: &[Cell]) -> Vec<&'a MoveReport> {
    all.iter().filter(|pl| picked.iter().all(|c| pl.cells.contains(c))).map(|pl| &pl.report).collect()
}

/// A row's name: "top" and "bottom" on a two-row board, "row N" on others.
fn row_name(r: usize, rows: usize) -> String {
    match (rows, r) {
        (2, 0) => "top".into(),
        (2, _) => "bottom".into(),
        _ => format!("row {}", r + 1),
    }
}

/// A small picture of the board with a placement's three cells marked (for the list).
pub fn tromino_picture(rows: &[String], m: &MoveReport) -> Html {
    let cells = placement_cells(m);
    let text = m.text.as_str();
    html! {
        <span class="tromino" aria-hidden="true">
            { for rows.iter().enumerate().map(|(r, row)| html! {
                <span class="tromino-row">
                    { for row.chars().enumerate().map(|(c, ch)| {
                        let class = if cells.contains(&(r, c)) { "t-new" } else if ch == '#' { "t-full" } else { "t-free" };
                        html! { <span class={class}></span> }
                    }) }
                </span>
            }) }
            // In a sum the move text names the component first (`c2:b1t2b2`).
            <span class="tromino-text">{ text.rsplit(':').next().unwrap_or(text) }</span>
        </span>
    }
}

#[component]
pub fn TrominoBoard(p: &BoardProps) -> Html {
    let picked = use_state(Vec::<Cell>::new);
    // Picking redraws only this board: its Tab stop is set again (see `board::settle`).
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect(move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                crate::board::settle(&el);
            }
        });
    }
    // A new position (a move played, undone, or a link opened) clears the pick.
    {
        let picked = picked.clone();
        use_effect_with(p.board.clone(), move |_| picked.set(Vec::new()));
    }
    // Each placement's cells, read once per position.
    let all = use_memo(p.moves.clone(), |moves| {
        moves.iter().map(|m| Placement { report: m.clone(), cells: placement_cells(m) }).collect::<Vec<_>>()
    });
    let engine::board::Board::Grid { rows, .. } = &p.board else {
        return html! {};
    };
    let moves: &[Placement] = &all;
    // The hint's placement is outlined on the board itself, not only in the list.
    let hinted: Vec<Cell> = p
        .hint
        .as_deref()
        .and_then(|h| moves.iter().find(|pl| pl.report.text == h))
        .map(|pl| pl.cells.clone())
        .unwrap_or_default();
    let width = rows.first().map(|r| r.chars().count()).unwrap_or(0);
    let click = |cell: Cell| {
        let picked = picked.clone();
        let moves = all.clone();
        let onplay = p.onplay.clone();
        Callback::from(move |e: MouseEvent| {
            let mut next: Vec<Cell> = (*picked).clone();
            if let Some(i) = next.iter().position(|&c| c == cell) {
                next.remove(i);
            } else {
                next.push(cell);
                if covering(&moves, &next).is_empty() {
                    next = vec![cell];
                }
            }
            let fits = covering(&moves, &next);
            if next.len() == 3 && fits.len() == 1 {
                crate::board::played_from(&e);
                onplay.emit(fits[0].clone());
                picked.set(Vec::new());
            } else {
                picked.set(next);
            }
        })
    };
    let onkeydown = {
        let picked = picked.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                picked.set(Vec::new());
            }
        })
    };
    let cell_view = |r: usize, c: usize, ch: char| -> Html {
        if ch != '.' {
            return html! { <span class="sq sq-full" role="gridcell" aria-label={format!("{} {}: filled", row_name(r, rows.len()), c + 1)}></span> };
        }
        let cell = (r, c);
        let is_picked = picked.contains(&cell);
        let mut with: Vec<Cell> = (*picked).clone();
        if !is_picked {
            with.push(cell);
        }
        let fits = covering(moves, &with);
        let alone = covering(moves, &[cell]);
        if alone.is_empty() {
            return html! { <span class="sq sq-empty" role="gridcell" aria-label={format!("{} {}: free, no piece fits here", row_name(r, rows.len()), c + 1)}></span> };
        }
        let mut class = classes!("move", "sq", "sq-empty", "cellpick");
        if hinted.contains(&cell) {
            class.push("hint-cell");
        }
        let mut marker = None;
        let mut name = format!("{} {}", row_name(r, rows.len()), c + 1);
        if is_picked {
            class.push("picked");
            name.push_str(": picked, click to put back");
        } else if fits.is_empty() {
            name.push_str(": does not fit with the picked cells, click to start again here");
        } else {
            let best = fits.iter().find(|m| m.winning).or(fits.first()).copied();
            if let (true, Some(best)) = (p.shading, best) {
                let outcome = mover_outcome(best);
                class.push(outcome);
                marker = Some(if outcome == "win" { "✓" } else { "✗" });
                let wins = fits.iter().filter(|m| m.winning).count();
                name.push_str(&format!(": {} placements fit, {wins} winning", fits.len()));
            } else {
                name.push_str(&format!(": {} placements fit", fits.len()));
            }
        }
        let key = if rows.len() == 2 {
            format!("{}{}", if r == 0 { 't' } else { 'b' }, c + 1)
        } else {
            format!("r{}c{}", r + 1, c + 1)
        };
        // The button sits in a grid cell (laid out as if it were the cell: `display: contents`).
        html! {
            <span class="cell-wrap" role="gridcell">
                <button class={class} data-cell={key}
                        aria-label={name.clone()} title={name} aria-pressed={is_picked.to_string()}
                        disabled={p.locked} onclick={click(cell)}>
                    if let Some(m) = marker { <span class="marker">{ m }</span> }
                </button>
            </span>
        }
    };
    let fits = covering(moves, &picked);
    // How many cells a piece covers (three for a tromino, two for a domino).
    let size = all.first().map_or(3, |pl| pl.cells.len());
    let count = ["no", "one", "two", "three", "four"].get(size).copied().unwrap_or("the");
    let prompt = match picked.len() {
        0 => format!("Click the {count} cells a piece should cover, or choose a placement below."),
        n => format!("{n} of {size} cells picked; {} placements fit (Escape clears).", fits.len()),
    };
    html! {
        <div class="tromino-board" {onkeydown} ref={node}>
            <div class={classes!("grid", (width > 14).then_some("dense"))} role="grid" aria-label="the board">
                { for rows.iter().enumerate().map(|(r, row)| html! {
                    <div class="grid-row" role="row">
                        { for row.chars().enumerate().map(|(c, ch)| cell_view(r, c, ch)) }
                    </div>
                }) }
            </div>
            if !moves.is_empty() {
                <p class="caption" data-testid="tromino-prompt" aria-live="polite">{ prompt }</p>
                <div class="move-list">
                    { for fits.into_iter().map(|m| move_control(p, m, "listed", tromino_picture(rows, m), format!("place a piece on {}", m.text))) }
                </div>
            }
        </div>
    }
}
