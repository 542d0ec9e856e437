//! Tables that set `Table::signed` (the app then draws who wins and how fast side by side):
//! every cell's sign is the outcome of its position and its size the remoteness.

use engine::games::{lookup, CATALOGUE};
use engine::table::TableParams;
use engine::Outcome;

#[test]
fn signed_tables_hold_the_outcome_and_the_remoteness() {
    let mut signed = 0;
    for e in CATALOGUE {
        let game = lookup(e.example_game).unwrap();
        let params = TableParams { size: Some(8), rows: Some(8), cols: Some(8) };
        let Some(Ok(t)) = game.table(&params) else { continue };
        if !t.signed {
            continue;
        }
        signed += 1;
        let positions = t.positions.as_ref().expect("a signed table names its positions");
        for (r, row) in t.cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let (Some(v), Some(p)) = (cell, &positions[r][c]) else { continue };
                let id = t.row_games.as_ref().map_or(t.game.as_str(), |g| g[r].as_str());
                let sol = lookup(id).unwrap().solve(p, false).unwrap();
                let expected = if *v > 0 { Outcome::N } else { Outcome::P };
                assert_eq!(sol.outcome, expected, "{id} {p}: cell {v}");
                assert_eq!(sol.remoteness, Some(v.unsigned_abs() as u32), "{id} {p}: cell {v}");
            }
        }
    }
    assert!(signed >= 3, "only {signed} signed tables");
}

/// `has_table` is stated per game, without computing anything (the app, built without the
/// solvers, offers the table page from it): it must agree with whether `table` gives one, for
/// every catalogue game and the parametrised forms the catalogue shows.
#[test]
fn stated_tables_are_the_tables_given() {
    let params = TableParams { size: Some(5), rows: Some(5), cols: Some(5) };
    let mut with = 0;
    for e in CATALOGUE {
        for id in [e.id, e.example_game] {
            let Ok(game) = lookup(id) else { continue };
            let given = game.table(&params);
            assert_eq!(game.has_table(), given.is_some(), "{id}: has_table says {}", game.has_table());
            if let Some(t) = given {
                let t = t.unwrap_or_else(|e| panic!("{id}: the 5 x 5 table is refused: {e}"));
                assert!(!t.cells.is_empty(), "{id}: an empty table");
                with += 1;
            }
        }
    }
    assert!(with >= 8, "only {with} tables");
}
