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

/// Whether a pick is matched in order, as the start of a move's squares, rather than as a set:
/// a piece moved and then an arrow shot, whose third square may be its first again and whose
/// squares another move may use in other roles.
pub fn ordered(how: CellsMove) -> bool {
    how == CellsMove::StepShoot
}

/// The moves the picked squares may still become: in order, those whose squares start with the
/// pick; otherwise those covering every picked square.
pub fn fitting<'a>(how: CellsMove, moves: &'a [MoveReport], picked: &[Cell]) -> Vec<&'a MoveReport> {
    if ordered(how) {
        moves.iter().filter(|m| cells_of(m).starts_with(picked)).collect()
    } else {
        covering(moves, picked)
    }
}

/// The move the pick makes, if it is complete: in order, the move whose squares are the pick;
/// otherwise the move whose squares are exactly the picked ones.
pub fn complete<'a>(how: CellsMove, moves: &'a [MoveReport], picked: &[Cell]) -> Option<&'a MoveReport> {
    if ordered(how) {
        moves.iter().find(|m| cells_of(m) == picked)
    } else {
        exact(moves, picked)
    }
}

/// The moves a click on `cell` would leave the pick fitting: the pick with `cell` added (in
/// order, even when it is picked already, as an arrow may land where its piece stood).
pub fn fits_with<'a>(how: CellsMove, moves: &'a [MoveReport], picked: &[Cell], cell: Cell) -> Vec<&'a MoveReport> {
    let mut with = picked.to_vec();
    if ordered(how) || !picked.contains(&cell) {
        with.push(cell);
    }
    fitting(how, moves, &with)
}

/// Whether a click on `cell` takes it back out of the pick: any picked square of a set; in
/// order, the last picked square when no move goes on with it.
pub fn takes_back(how: CellsMove, moves: &[MoveReport], picked: &[Cell], cell: Cell) -> bool {
    if ordered(how) {
        picked.last() == Some(&cell) && fits_with(how, moves, picked, cell).is_empty()
    } else {
        picked.contains(&cell)
    }
}

/// What the pick becomes when `cell` is clicked, for moves of kind `how`. In order: the square
/// is added when some move goes on that way, else the last picked square clicked again is taken
/// back, else a new pick starts from it (an empty pick if no move starts there). As a set, as
/// [`next_pick`].
pub fn next_pick_as(how: CellsMove, moves: &[MoveReport], picked: &[Cell], cell: Cell) -> Vec<Cell> {
    if !ordered(how) {
        return next_pick(moves, picked, cell);
    }
    let mut next = picked.to_vec();
    next.push(cell);
    if !fitting(how, moves, &next).is_empty() {
        return next;
    }
    if picked.last() == Some(&cell) {
        next.truncate(picked.len() - 1);
        return next;
    }
    if fitting(how, moves, &[cell]).is_empty() {
        Vec::new()
    } else {
        vec![cell]
    }
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

    /// Two of the moves of an amazon on a1 of a 1 x 3 strip: over to c1 burning b1, and to b1
    /// burning a1 (back where it stood), plus one starting from c1 with the same squares as
    /// the first in other roles.
    fn shots() -> Vec<MoveReport> {
        vec![
            mv("a1-c1/b1", &[(0, 0), (0, 2), (0, 1)], Side::Left),
            mv("a1-b1/a1", &[(0, 0), (0, 1), (0, 0)], Side::Left),
            mv("c1-b1/a1", &[(0, 2), (0, 1), (0, 0)], Side::Left),
        ]
    }

    #[test]
    fn an_ordered_pick_follows_the_moves_squares_in_turn() {
        let how = CellsMove::StepShoot;
        let moves = shots();
        let pick = next_pick_as(how, &moves, &[], (0, 0));
        assert_eq!(pick, [(0, 0)]);
        assert_eq!(fitting(how, &moves, &pick).len(), 2);
        // The same three squares as a set would fit the move from c1 too; in order they do not.
        let pick = next_pick_as(how, &moves, &pick, (0, 2));
        assert_eq!(pick, [(0, 0), (0, 2)]);
        assert_eq!(fitting(how, &moves, &pick).len(), 1);
        assert!(complete(how, &moves, &pick).is_none());
        let pick = next_pick_as(how, &moves, &pick, (0, 1));
        assert_eq!(complete(how, &moves, &pick).map(|m| m.text.as_str()), Some("a1-c1/b1"));
        // As a set the first and third moves are one pick.
        assert_eq!(covering(&moves, &[(0, 0), (0, 1), (0, 2)]).len(), 2);
    }

    #[test]
    fn an_arrow_may_be_picked_on_the_first_square_again() {
        let how = CellsMove::StepShoot;
        let moves = shots();
        let pick = [(0, 0), (0, 1)];
        // a1 is picked already, yet a click there goes on to the arrow shot back.
        assert!(!takes_back(how, &moves, &pick, (0, 0)));
        assert_eq!(fits_with(how, &moves, &pick, (0, 0)).len(), 1);
        let next = next_pick_as(how, &moves, &pick, (0, 0));
        assert_eq!(complete(how, &moves, &next).map(|m| m.text.as_str()), Some("a1-b1/a1"));
    }

    #[test]
    fn an_ordered_pick_is_taken_back_from_its_end_or_started_again() {
        let how = CellsMove::StepShoot;
        let moves = shots();
        // The last square picked, clicked again with no move going on that way, goes back.
        assert!(takes_back(how, &moves, &[(0, 0), (0, 1)], (0, 1)));
        assert_eq!(next_pick_as(how, &moves, &[(0, 0), (0, 1)], (0, 1)), [(0, 0)]);
        assert_eq!(next_pick_as(how, &moves, &[(0, 0)], (0, 0)), Vec::<Cell>::new());
        // Another piece starts a new pick; a square no move starts from clears it.
        assert_eq!(next_pick_as(how, &moves, &[(0, 0), (0, 1)], (0, 2)), [(0, 2)]);
        assert!(!takes_back(how, &moves, &[(0, 0), (0, 2)], (0, 0)));
        assert_eq!(next_pick_as(how, &moves, &[(0, 0), (0, 2)], (0, 0)), [(0, 0)]);
        assert_eq!(next_pick_as(how, &moves, &[], (0, 1)), Vec::<Cell>::new());
        // Set picks are unchanged: any picked square goes back.
        let set = CellsMove::Place;
        assert!(takes_back(set, &moves, &[(0, 0), (0, 2)], (0, 0)));
        assert_eq!(next_pick_as(set, &moves, &[(0, 0), (0, 2)], (0, 0)), [(0, 2)]);
        assert_eq!(fits_with(set, &moves, &[(0, 0)], (0, 0)).len(), 3);
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
