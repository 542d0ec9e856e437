//! A move in words ("take 3 from heap 2", "knock down pins 4 and 5"): what the board's controls
//! are named, what the quiz says of an answer, and what the play page says the computer did.
//! Read from the board the move is made on, so no game is named here.

use engine::board::{edge_colour, Board, CellsMove};
use engine::notation::square_name;
use engine::vocab::Spot;
use engine::MoveReport;

/// `n` things counted in words, the noun agreeing with the number: "1 placement", "3 placements".
pub fn counted(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// What making `m` on `board` does, in words.
pub fn move_words(board: &Board, m: &MoveReport) -> String {
    spot_words(board, &m.spot, &m.text)
}

/// Each move's text with what it does in words, for lists that name moves by their text (the
/// working's options).
pub fn option_words(board: &Board, moves: &[MoveReport]) -> Vec<(String, String)> {
    moves.iter().map(|m| (m.text.clone(), move_words(board, m))).collect()
}

/// A move's words with its text after them in brackets, unless the words already hold the text
/// (a square's name is the move's text): "place a domino on a1-a2", not "… (a1-a2) (a1-a2)".
pub fn with_text(words: &str, text: &str) -> String {
    if words.contains(text) {
        words.to_string()
    } else {
        format!("{words} ({text})")
    }
}

/// What a move made at `spot` on `board` does; `text` (the move's notation) names the moves
/// that have no place of their own on the board.
pub fn spot_words(board: &Board, spot: &Spot, text: &str) -> String {
    match (board, spot) {
        (Board::Heaps { heaps }, &Spot::Counter { heap, index }) => {
            let h = heaps.get(heap).copied().unwrap_or(index + 1);
            format!("take {} from heap {}", h.saturating_sub(index), heap + 1)
        }
        (Board::Steps { steps }, &Spot::Counter { heap, index }) => {
            let h = steps.get(heap).copied().unwrap_or(index + 1);
            stairs_words(heap, h.saturating_sub(index))
        }
        (Board::Strip { .. }, &Spot::Cell { index }) => format!("knock down pin {}", index + 1),
        (Board::Strip { .. }, &Spot::Pair { index }) => format!("knock down pins {} and {}", index + 1, index + 2),
        (Board::Grid { look, rows }, &Spot::Square { row, col, .. }) => match &look.axes {
            Some(axes) => format!("{} {}", axes.verb, axes.square_name(row, col)),
            None if rows.len() == 1 => strip_square_words(col),
            None => square_words(row, col),
        },
        (Board::Pieces { pieces }, &Spot::Square { piece, row, col }) if pieces.len() > 1 => {
            format!("{} of piece {}", square_words(row, col), piece + 1)
        }
        (Board::Pieces { .. }, &Spot::Square { row, col, .. }) => square_words(row, col),
        (Board::Pieces { pieces }, &Spot::Cut { piece, vertical, at }) => cut_words(pieces, piece, vertical, at),
        (Board::Pieces { pieces }, &Spot::Divide { piece, vertical, every }) => {
            divide_words(pieces, piece, vertical, every)
        }
        (Board::Grid { look, rows }, Spot::Cells { cells, .. }) if look.cells_move == CellsMove::Step => {
            let width = rows.first().map_or(0, |r| r.chars().count());
            match (cells.first(), cells.last()) {
                (Some(&(r, c)), Some(&(_, tc))) if look.edge_columns && (tc == 0 || tc + 1 == width) => {
                    format!("move the piece on {} off the board", edge_place_words(r, c, width))
                }
                (Some(&(r, c)), Some(&(tr, tc))) if look.edge_columns => format!(
                    "move the piece on {} to {}",
                    edge_place_words(r, c, width),
                    edge_place_words(tr, tc, width)
                ),
                (Some(&(r, c)), Some(&(tr, tc))) => {
                    format!("move the piece on {} to {}", place_words(r, c), place_words(tr, tc))
                }
                _ => format!("move {text}"),
            }
        }
        (Board::Grid { look, rows }, Spot::Cells { cells, .. }) if look.cells_move == CellsMove::Topple => {
            topple_words(rows, cells, text)
        }
        (Board::Grid { rows, .. }, Spot::Cells { cells, .. }) if cells.len() == 3 && shoots(board) => {
            shot_words(rows, cells, text)
        }
        (_, Spot::Cells { cells, .. }) if cells.len() == 3 => format!("place a tromino on {text}"),
        (_, Spot::Cells { cells, .. }) if cells.len() == 2 => format!("place a domino on {text}"),
        (_, Spot::Cells { .. }) => format!("play {text}"),
        (_, Spot::Choice { .. }) => text.to_string(),
        (Board::Graph { names, look, .. }, &Spot::Slide { from, to }) => match (names.get(from), names.get(to)) {
            (Some(a), Some(b)) => format!("{} from {a} to {b}", look.slide),
            _ => format!("move {text}"),
        },
        (Board::Vertices { names, .. }, &Spot::Vertex { index }) => match names.get(index) {
            Some(name) => format!("colour vertex {name}"),
            None => format!("move {text}"),
        },
        (Board::Edges { edges }, &Spot::Edge { index }) => match edges.get(index) {
            Some(edge) => format!("cut the {}", edge_words(edge)),
            None => format!("move {text}"),
        },
        (Board::Sum { parts }, &Spot::InComponent { component, index }) => match parts.get(component) {
            Some(part) => match part.spots.get(index) {
                Some(spot) => format!("in component {}, {}", component + 1, spot_words(&part.board, spot, text)),
                None => format!("in component {}, {text}", component + 1),
            },
            None => format!("move {text}"),
        },
        _ => format!("move {text}"),
    }
}

/// A piece toppled: "topple piece 3 (d1) to the right, and everything beyond it".
/// Pieces are counted along their row, skipping the free squares.
fn topple_words(rows: &[String], cells: &[(usize, usize)], text: &str) -> String {
    let (Some(&(r, c)), Some(&(_, to))) = (cells.first(), cells.last()) else {
        return format!("move {text}");
    };
    let nth = rows.get(r).map(|row| row.chars().take(c + 1).filter(|&ch| ch != '.').count()).unwrap_or(c + 1);
    let way = if to > c { "right" } else { "left" };
    format!("topple piece {nth} ({}) to the {way}, and everything beyond it", place_words(r, c))
}

/// Whether a grid's moves move a piece and then shoot an arrow.
fn shoots(board: &Board) -> bool {
    matches!(board, Board::Grid { look, .. } if look.cells_move == CellsMove::StepShoot)
}

/// A piece moved that then shoots: "L from a1 to c3, arrow to a1", the piece named by its
/// character on the board.
fn shot_words(rows: &[String], cells: &[(usize, usize)], text: &str) -> String {
    let [(r, c), (tr, tc), (ar, ac)] = cells[..] else {
        return format!("move {text}");
    };
    let piece = rows.get(r).and_then(|row| row.chars().nth(c)).map_or("the piece".to_string(), String::from);
    format!("{piece} from {} to {}, arrow to {}", place_words(r, c), place_words(tr, tc), place_words(ar, ac))
}

/// Moving `k` coins from step `step` (0-based) of a staircase.
pub fn stairs_words(step: usize, k: u64) -> String {
    if step == 0 {
        format!("move {k} off step 1 to the ground")
    } else {
        format!("move {k} from step {} down to step {step}", step + 1)
    }
}

/// A square of a grid by its name (`engine::notation::square_name`): "square c1".
pub fn square_words(row: usize, col: usize) -> String {
    format!("square {}", square_name(row, col))
}

/// A square of a one-row board, counted from 1 as such boards' moves are ("square 3"): a row
/// has no letters on its edges.
pub fn strip_square_words(col: usize) -> String {
    format!("square {}", col + 1)
}

/// A place on a grid by its name: "c1".
pub fn place_words(row: usize, col: usize) -> String {
    square_name(row, col)
}

/// A place on a grid whose first and last columns are the space past the ends of its rows
/// (`GridLook::edge_columns`): "b1", the columns between named from a, or "past the right end
/// of row 1".
pub fn edge_place_words(row: usize, col: usize, width: usize) -> String {
    if col == 0 {
        format!("past the left end of row {}", row + 1)
    } else if col + 1 == width {
        format!("past the right end of row {}", row + 1)
    } else {
        square_name(row, col - 1)
    }
}

/// A straight cut of piece `piece` of `pieces` after `at` rows or columns: "cut the 2 x 3
/// piece down after column 1" (the piece named by its number too when there are several).
pub fn cut_words(pieces: &[Vec<String>], piece: usize, vertical: bool, at: usize) -> String {
    let (line, way) = if vertical { ("column", "down") } else { ("row", "across") };
    let size = pieces.get(piece).map(|rows| (rows.len(), rows.first().map_or(0, |r| r.chars().count())));
    match size {
        Some((r, c)) if pieces.len() == 1 => format!("cut the {r} x {c} piece {way} after {line} {at}"),
        Some((r, c)) => format!("cut piece {}, {r} x {c}, {way} after {line} {at}", piece + 1),
        None => format!("cut piece {} {way} after {line} {at}", piece + 1),
    }
}

/// A piece divided into equal pieces in words: "divide the 2 x 6 piece down into 3 pieces,
/// 2 columns wide".
pub fn divide_words(pieces: &[Vec<String>], piece: usize, vertical: bool, every: usize) -> String {
    let size = pieces.get(piece).map(|rows| (rows.len(), rows.first().map_or(0, |r| r.chars().count())));
    let (r, c) = size.unwrap_or((0, 0));
    let (way, across, unit) = if vertical { ("down", c, "column") } else { ("across", r, "row") };
    let k = across.checked_div(every).unwrap_or(0);
    let units = if every == 1 { unit.to_string() } else { format!("{unit}s") };
    let shape = if vertical { "wide" } else { "high" };
    let which =
        if pieces.len() == 1 { format!("the {r} x {c} piece") } else { format!("piece {}, {r} x {c},", piece + 1) };
    format!("divide {which} {way} into {k} equal pieces, {every} {units} {shape}")
}

/// "1 move", "3 moves".
pub fn moves_count(n: u32) -> String {
    format!("{n} move{}", if n == 1 { "" } else { "s" })
}

/// An edge in words: "edge 1-2, blue (Left's)".
pub fn edge_words(&(u, v, c): &(usize, usize, char)) -> String {
    let ends = if u == v { format!("loop at {}", vertex_words(u)) } else { format!("edge {u}-{v}") };
    match edge_colour(c) {
        Some(col) if col.who == "either player" => format!("{ends}, {} (either player's)", col.name),
        Some(col) => format!("{ends}, {} ({}'s)", col.name, col.who),
        None => format!("{ends}, colour {c}"),
    }
}

fn vertex_words(v: usize) -> String {
    if v == 0 {
        "the ground".into()
    } else {
        format!("vertex {v}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counted_nouns_agree_with_their_number() {
        assert_eq!(counted(1, "placement", "placements"), "1 placement");
        assert_eq!(counted(0, "placement", "placements"), "0 placements");
        assert_eq!(counted(2, "vertex", "vertices"), "2 vertices");
    }
    use engine::board::SumPart;

    fn report(spot: Spot, text: &str) -> MoveReport {
        MoveReport {
            text: text.into(),
            to: String::new(),
            outcome: engine::Outcome::P,
            winning: true,
            remoteness: None,
            spot,
            grundy: None,
            side: None,
            canonical: None,
            braces: None,
        }
    }

    #[test]
    fn heaps_strips_and_sums_in_words() {
        let heaps = Board::Heaps { heaps: vec![3, 4, 5] };
        assert_eq!(move_words(&heaps, &report(Spot::Counter { heap: 1, index: 1 }, "h2-3")), "take 3 from heap 2");
        let strip = Board::Strip { cells: vec![true; 5] };
        assert_eq!(move_words(&strip, &report(Spot::Pair { index: 3 }, "x")), "knock down pins 4 and 5");
        let stairs = Board::Steps { steps: vec![2, 3] };
        assert_eq!(
            move_words(&stairs, &report(Spot::Counter { heap: 1, index: 0 }, "x")),
            "move 3 from step 2 down to step 1"
        );
        let sum = Board::Sum {
            parts: vec![SumPart {
                value: None,
                label: "nim:3".into(),
                game: "nim".into(),
                grundy: 3,
                board: heaps.clone(),
                spots: vec![Spot::Counter { heap: 0, index: 0 }],
            }],
        };
        assert_eq!(
            move_words(&sum, &report(Spot::InComponent { component: 0, index: 0 }, "x")),
            "in component 1, take 3 from heap 1"
        );
        assert_eq!(
            move_words(&Board::Text { text: "t".into() }, &report(Spot::Choice { value: 5 }, "take 5")),
            "take 5"
        );
        assert_eq!(moves_count(1), "1 move");
        assert_eq!(moves_count(2), "2 moves");
    }

    /// A slide is said in the board's own words: chips slid on a graph, a token turned back
    /// round a clock.
    #[test]
    fn slides_in_the_board_words() {
        use engine::board::{Arrangement, GraphLook};
        let graph = |look: GraphLook| Board::Graph {
            names: (0..5).map(|v| v.to_string()).collect(),
            edges: vec![(4, 3), (3, 2)],
            chips: vec![0, 0, 0, 0, 1],
            values: Vec::new(),
            look,
        };
        let slide = report(Spot::Slide { from: 4, to: 3 }, "4>3");
        assert_eq!(move_words(&graph(GraphLook::default()), &slide), "slide a chip from 4 to 3");
        let clock = GraphLook { layout: Arrangement::Ring, piece: "token".into(), slide: "turn the token back".into() };
        assert_eq!(move_words(&graph(clock.clone()), &slide), "turn the token back from 4 to 3");
        assert_eq!(move_words(&graph(clock), &report(Spot::Slide { from: 9, to: 3 }, "9>3")), "move 9>3");
    }

    #[test]
    fn cuts_and_moves_of_pieces_in_words() {
        let cake = Board::Pieces { pieces: vec![vec!["###".into(); 2]] };
        let cut = report(Spot::Cut { piece: 0, vertical: true, at: 1 }, "p1:v1");
        assert_eq!(move_words(&cake, &cut), "cut the 2 x 3 piece down after column 1");
        let two = Board::Pieces { pieces: vec![vec!["#".into()], vec!["##".into(); 3]] };
        let across = report(Spot::Cut { piece: 1, vertical: false, at: 2 }, "p2:h2");
        assert_eq!(move_words(&two, &across), "cut piece 2, 3 x 2, across after row 2");
        let divide = report(Spot::Divide { piece: 0, vertical: true, every: 1 }, "p1:v1");
        assert_eq!(move_words(&cake, &divide), "divide the 2 x 3 piece down into 3 equal pieces, 1 column wide");
        let across = report(Spot::Divide { piece: 1, vertical: false, every: 1 }, "p2:h1");
        assert_eq!(move_words(&two, &across), "divide piece 2, 3 x 2, across into 3 equal pieces, 1 row high");
        let capture = report(Spot::Cells { piece: 0, cells: vec![(0, 0), (0, 1)] }, "a1-b1");
        let stones = Board::Grid {
            rows: vec!["xo".into()],
            look: engine::board::GridLook { cells_move: CellsMove::Step, ..Default::default() },
        };
        assert_eq!(move_words(&stones, &capture), "move the piece on a1 to b1");
        assert_eq!(move_words(&Board::grid(vec!["..".into()]), &capture), "place a domino on a1-b1");
        // A piece moved, then its arrow shot back where it stood.
        let shot = report(Spot::Cells { piece: 0, cells: vec![(0, 0), (1, 1), (0, 0)] }, "a1-b2/a1");
        let arena = Board::Grid {
            rows: vec!["L..".into(), "...".into(), "..R".into()],
            look: engine::board::GridLook { cells_move: CellsMove::StepShoot, ..Default::default() },
        };
        assert_eq!(move_words(&arena, &shot), "L from a1 to b2, arrow to a1");
        // Columns past the ends of the rows: the board's own columns are counted from 1.
        let slope = Board::Grid {
            rows: vec!["<L.>".into()],
            look: engine::board::GridLook { cells_move: CellsMove::Step, edge_columns: true, ..Default::default() },
        };
        let slide = report(Spot::Cells { piece: 0, cells: vec![(0, 1), (0, 2)] }, "a1-b1");
        assert_eq!(move_words(&slope, &slide), "move the piece on a1 to b1");
        let off = report(Spot::Cells { piece: 0, cells: vec![(0, 1), (0, 3)] }, "a1-off");
        assert_eq!(move_words(&slope, &off), "move the piece on a1 off the board");
        let row = Board::grid(vec!["...".into()]);
        assert_eq!(move_words(&row, &report(Spot::Square { piece: 0, row: 0, col: 2 }, "3")), "square 3");
        let grid = Board::grid(vec!["...".into(), "...".into()]);
        assert_eq!(move_words(&grid, &report(Spot::Square { piece: 0, row: 1, col: 2 }, "c2")), "square c2");
        // The move's text is said once, whether or not the words already name its squares.
        let words = move_words(&Board::grid(vec!["..".into()]), &capture);
        assert_eq!(with_text(&words, "a1-b1"), "place a domino on a1-b1");
        assert_eq!(with_text("take 3 from heap 2", "h2-3"), "take 3 from heap 2 (h2-3)");
        assert_eq!(edge_place_words(0, 0, 4), "past the left end of row 1");
        assert_eq!(
            option_words(&cake, &[cut]),
            [("p1:v1".to_string(), "cut the 2 x 3 piece down after column 1".to_string())]
        );
    }
}
