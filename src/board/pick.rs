//! Moves made by picking squares (`Spot::Cells`), and the pieces put down earlier in a game:
//! what the cell-picking board (`tromino.rs`) decides, as pure functions with native tests.

use std::collections::HashMap;

use engine::board::{Board, CellsMove};
use engine::vocab::{Side, Spot};
use engine::MoveReport;

/// A square of a grid: row from the top, column from the left, both from 0.
pub type Cell = (usize, usize);

/// A piece put down earlier in the game (a domino): the squares it covers and who put it there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    pub cells: Vec<Cell>,
    pub side: Option<Side>,
}

/// The piece that move `m` put down on `before` (the board it was made on): `Some` for a move
/// covering squares of a grid whose moves put pieces down, `None` for any other move (a stone
/// moved, a heap taken). A page keeps these, in order, to draw the pieces played so far.
pub fn placed_piece(before: &Board, m: &MoveReport) -> Option<Placed> {
    match (before, &m.spot) {
        (Board::Grid { look, .. }, Spot::Cells { cells, .. }) if look.cells_move == CellsMove::Place => {
            Some(Placed { cells: cells.clone(), side: m.side })
        }
        _ => None,
    }
}

/// The moves covering every picked square (any order).
pub fn covering<'a>(moves: &'a [MoveReport], picked: &[Cell]) -> Vec<&'a MoveReport> {
    moves.iter().filter(|m| picked.iter().all(|c| cells_of(m).contains(c))).collect()
}

/// The move whose squares are exactly the picked ones, if there is one.
pub fn exact<'a>(moves: &'a [MoveReport], picked: &[Cell]) -> Option<&'a MoveReport> {
    moves.iter().find(|m| {
        let cells = cells_of(m);
        cells.len() == picked.len() && picked.iter().all(|c| cells.contains(c))
    })
}

/// The squares a move is made by picking (none for a move of another kind).
pub fn cells_of(m: &MoveReport) -> &[Cell] {
    match &m.spot {
        Spot::Cells { cells, .. } => cells,
        _ => &[],
    }
}

/// What the pick becomes when `cell` is clicked: a picked square is put back; another is added
/// when some move still covers all the picked squares with it, and otherwise starts a new pick.
pub fn next_pick(moves: &[MoveReport], picked: &[Cell], cell: Cell) -> Vec<Cell> {
    let mut next = picked.to_vec();
    if let Some(i) = next.iter().position(|&c| c == cell) {
        next.remove(i);
        return next;
    }
    next.push(cell);
    if covering(moves, &next).is_empty() {
        next = vec![cell];
    }
    next
}

/// Where a piece put down is drawn: for each of its squares, which piece it is (its place in
/// the list), its side, and whether the same piece goes on to the right and below (so the
/// squares are drawn joined into one domino).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedSquare {
    pub index: usize,
    pub side: Option<Side>,
    pub joins_right: bool,
    pub joins_down: bool,
}

/// Every square covered by a piece put down; a later piece on the same square wins.
pub fn placed_squares(placed: &[Placed]) -> HashMap<Cell, PlacedSquare> {
    let mut out = HashMap::new();
    for (index, piece) in placed.iter().enumerate() {
        for &(r, c) in &piece.cells {
            let joins_right = piece.cells.contains(&(r, c + 1));
            let joins_down = piece.cells.contains(&(r + 1, c));
            out.insert((r, c), PlacedSquare { index, side: piece.side, joins_right, joins_down });
        }
    }
    out
}

/// The letter drawn on a piece of this side.
pub fn side_letter(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Left) => "L",
        Some(Side::Right) => "R",
        None => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::board::GridLook;

    fn mv(text: &str, cells: &[Cell], side: Side) -> MoveReport {
        MoveReport {
            text: text.into(),
            to: String::new(),
            outcome: engine::Outcome::P,
            grundy: None,
            remoteness: None,
            winning: true,
            spot: Spot::Cells { piece: 0, cells: cells.to_vec() },
            side: Some(side),
            canonical: None,
            braces: None,
        }
    }

    #[test]
    fn the_picked_squares_play_a_move_once_they_are_exactly_its_squares() {
        // Three vertical dominoes on a 2 x 3 board.
        let moves: Vec<MoveReport> = (0..3).map(|c| mv(&format!("{c}"), &[(0, c), (1, c)], Side::Left)).collect();
        let pick = next_pick(&moves, &[], (1, 2));
        assert_eq!(pick, [(1, 2)]);
        assert!(exact(&moves, &pick).is_none());
        assert_eq!(covering(&moves, &pick).len(), 1);
        let pick = next_pick(&moves, &pick, (0, 2));
        assert_eq!(exact(&moves, &pick).map(|m| m.text.as_str()), Some("2"));
        // A square that fits no move with the picked ones starts again from itself.
        assert_eq!(next_pick(&moves, &[(0, 0)], (0, 1)), [(0, 1)]);
        // A picked square clicked again is put back.
        assert_eq!(next_pick(&moves, &[(0, 0)], (0, 0)), Vec::<Cell>::new());
    }

    #[test]
    fn a_stone_moved_is_picked_from_either_end() {
        // A capture from a1 onto b1 and one from a1 onto a2.
        let moves = [mv("a1-b1", &[(0, 0), (0, 1)], Side::Left), mv("a1-a2", &[(0, 0), (1, 0)], Side::Left)];
        assert_eq!(covering(&moves, &[(0, 0)]).len(), 2);
        assert!(exact(&moves, &[(0, 0)]).is_none());
        assert_eq!(exact(&moves, &[(0, 1), (0, 0)]).map(|m| m.text.as_str()), Some("a1-b1"));
    }

    #[test]
    fn pieces_put_down_are_drawn_joined_in_their_sides() {
        let place = Board::grid(vec!["..".into(), "..".into()]);
        let m = mv("a1-a2", &[(0, 0), (1, 0)], Side::Left);
        let piece = placed_piece(&place, &m).expect("a domino put down");
        assert_eq!(piece, Placed { cells: vec![(0, 0), (1, 0)], side: Some(Side::Left) });
        // A stone moved puts nothing down.
        let step = Board::Grid {
            rows: vec!["xo".into()],
            look: GridLook { cells_move: CellsMove::Step, ..GridLook::default() },
        };
        assert_eq!(placed_piece(&step, &m), None);
        let right = Placed { cells: vec![(0, 1), (0, 2)], side: Some(Side::Right) };
        let squares = placed_squares(&[piece, right]);
        assert_eq!(squares.len(), 4);
        let top = squares[&(0, 0)];
        assert_eq!((top.index, top.side, top.joins_right, top.joins_down), (0, Some(Side::Left), false, true));
        assert!(!squares[&(1, 0)].joins_down);
        assert!(squares[&(0, 1)].joins_right && !squares[&(0, 2)].joins_right);
        assert_eq!(side_letter(squares[&(0, 2)].side), "R");
    }
}
