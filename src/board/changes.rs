//! What the last move changed, for the board to mark it: counters taken from a heap (drawn as
//! ghosts) and squares whose character changed (outlined).

use std::collections::HashSet;

use engine::board::Board;

/// How many counters heap `i` lost in the last move (0 without a board before it).
pub(super) fn taken(before: Option<&Board>, i: usize, h: u64) -> u64 {
    match before {
        Some(Board::Heaps { heaps: was } | Board::Steps { steps: was }) => {
            was.get(i).map_or(0, |&w| w.saturating_sub(h))
        }
        _ => 0,
    }
}

/// The rows of grid `piece` before the last move, if the board before it had them.
pub(crate) fn before_rows(before: Option<&Board>, piece: usize) -> Option<&[String]> {
    match before {
        Some(Board::Grid { rows, .. }) if piece == 0 => Some(rows),
        Some(Board::Pieces { pieces }) => pieces.get(piece).map(Vec::as_slice),
        _ => None,
    }
}

/// The squares whose character changed, when the grid before had the same shape.
pub(crate) fn changed_squares(rows: &[String], was: Option<&[String]>) -> HashSet<(usize, usize)> {
    let mut out = HashSet::new();
    let Some(was) = was else { return out };
    let shape = |rs: &[String]| rs.iter().map(|r| r.chars().count()).collect::<Vec<_>>();
    if shape(rows) != shape(was) {
        return out;
    }
    for (r, (now, then)) in rows.iter().zip(was).enumerate() {
        for (c, (a, b)) in now.chars().zip(then.chars()).enumerate() {
            if a != b {
                out.insert((r, c));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(r: &[&str]) -> Vec<String> {
        r.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn counters_taken_are_counted_per_heap() {
        let before = Board::Heaps { heaps: vec![3, 4, 5] };
        assert_eq!(taken(Some(&before), 0, 1), 2);
        assert_eq!(taken(Some(&before), 1, 4), 0);
        // A heap that grew (or a board of another kind) shows no ghosts.
        assert_eq!(taken(Some(&before), 2, 6), 0);
        assert_eq!(taken(Some(&Board::Strip { cells: vec![true] }), 0, 1), 0);
        assert_eq!(taken(None, 0, 1), 0);
    }

    #[test]
    fn changed_squares_are_those_whose_character_changed() {
        let now = rows(&["##.", "#.."]);
        let was = rows(&["###", "##."]);
        let changed = changed_squares(&now, Some(&was));
        assert_eq!(changed, HashSet::from([(0, 2), (1, 1)]));
        // A grid of another shape is not compared.
        assert!(changed_squares(&now, Some(&rows(&["##"]))).is_empty());
        assert!(changed_squares(&now, None).is_empty());
    }

    #[test]
    fn the_rows_before_are_read_from_a_grid_or_a_piece() {
        let grid = Board::grid(rows(&["#"]));
        assert_eq!(before_rows(Some(&grid), 0), Some(&rows(&["#"])[..]));
        assert_eq!(before_rows(Some(&grid), 1), None);
        let pieces = Board::Pieces { pieces: vec![rows(&["#"]), rows(&["##"])] };
        assert_eq!(before_rows(Some(&pieces), 1), Some(&rows(&["##"])[..]));
    }
}
