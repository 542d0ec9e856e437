//! Breaking chocolate: the value table against search, the halving claim, the table view, and
//! the laws on random positions.

use engine::games::chocolate::{Bars, Chocolate, GrundyTable, MAX_REMOTENESS_AREA, MAX_SOLVE_MOVES};
use engine::impartial::{ImpartialGame, Solver};
use engine::mex::mex_of;
use engine::serve::Rules;
use engine::table::TableParams;
use engine::{lookup, Outcome};
use proptest::prelude::*;

#[test]
fn table_matches_search_up_to_10_by_10() {
    let game = Chocolate::new();
    let table = GrundyTable::square(10);
    let mut solver = Solver::new(&game);
    for m in 1..=10u32 {
        for n in 1..=10u32 {
            let searched = solver.searched_comp_grundy(&(m.min(n), m.max(n))).unwrap();
            assert_eq!(table.get(m as usize, n as usize), Some(searched), "{m}x{n}");
            assert_eq!(game.bar_grundy(m, n), searched, "{m}x{n}");
        }
    }
    // A few values worked by hand: dead bars, 1 x 4 -> 1x2 + 1x2, 2 x 2 -> 1x2 + 1x2.
    for (m, n, g) in [(1, 1, 0), (1, 2, 0), (1, 3, 0), (1, 4, 1), (2, 2, 1), (1, 5, 1)] {
        assert_eq!(table.get(m, n), Some(g), "{m}x{n}");
    }
}

#[test]
fn an_even_side_wins_for_the_first_player_up_to_40_by_40() {
    let table = GrundyTable::square(40);
    let mut p_positions = 0;
    for m in 1..=40 {
        for n in 1..=40 {
            let g = table.get(m, n).unwrap();
            assert_eq!(table.get(n, m), Some(g), "symmetry at {m}x{n}");
            if (m % 2 == 0 || n % 2 == 0) && (m.min(n), m.max(n)) != (1, 2) {
                assert_ne!(g, 0, "{m}x{n} has an even side, so it should be a first-player win");
            }
            p_positions += (g == 0) as usize;
        }
    }
    // Not every odd x odd bar is a win: the claim is not vacuous (1x1, 1x3, 3x1 at least).
    assert!(p_positions >= 3);
}

#[test]
fn table_view() {
    let game = lookup("chocolate").unwrap();
    let t = game.table(&TableParams { size: Some(12), ..Default::default() }).unwrap().unwrap();
    let reference = GrundyTable::square(12);
    assert_eq!(t.row_keys, (1..=12).collect::<Vec<i64>>());
    assert_eq!(t.col_keys, t.row_keys);
    let positions = t.positions.as_ref().unwrap();
    for m in 1..=12 {
        for n in 1..=12 {
            assert_eq!(t.cells[m - 1][n - 1], reference.get(m, n).map(|v| v as i64));
            let pos = positions[m - 1][n - 1].as_ref().unwrap();
            assert_eq!(pos, &format!("{m}x{n}"));
            assert_eq!(game.grundy(pos).unwrap() as i64, t.cells[m - 1][n - 1].unwrap());
        }
    }
    assert!(game.table(&TableParams { size: Some(0), ..Default::default() }).unwrap().is_err());
    assert!(game.table(&TableParams { size: Some(1001), ..Default::default() }).unwrap().is_err());
}

#[test]
fn solve_reports_values_and_winning_moves() {
    let game = lookup("chocolate").unwrap();
    let s = game.solve("2x3", false).unwrap();
    // 2x3 -> 2x1,2x2 (value 1), 2x2,2x1 (1), 1x3,1x3 (0): the horizontal break wins.
    assert_eq!((s.outcome, s.grundy, s.remoteness), (Outcome::N, Some(2), Some(1)));
    let winning: Vec<&str> = s.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
    assert_eq!(winning, vec!["p1:h1"]);
    assert!(s.formula.as_ref().unwrap().text.contains("halving"));

    // A large bar: the value still comes from the table; remoteness is not searched.
    let s = game.solve("9x7", false).unwrap();
    assert_eq!(s.grundy, Some(GrundyTable::square(9).get(9, 7).unwrap()));
    assert_eq!(s.remoteness, None);
    assert!(s.note.is_some());
    assert_eq!(s.moves.len(), 6 + 8);

    let many = vec!["1x1000"; 30].join(",");
    let e = game.solve(&many, false).unwrap_err().to_string();
    assert!(e.contains(&MAX_SOLVE_MOVES.to_string()), "{e}");
    assert!(game.solve("2x3", true).is_err());
}

/// Small positions: one to three bars of sides up to 4.
fn small_position() -> impl Strategy<Value = String> {
    prop::collection::vec((1u32..=4, 1u32..=4), 1..=3)
        .prop_map(|bars| bars.iter().map(|(m, n)| format!("{m}x{n}")).collect::<Vec<_>>().join(","))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// The XOR of the table's values decides the outcome found by searching the whole sum;
    /// the value is the mex of the moves' values; P exactly when no move reaches P; every move
    /// reaches a position whose text parses back to it.
    #[test]
    fn laws_on_small_sums(text in small_position()) {
        let game = Chocolate::new();
        let pos: Bars = game.parse(&text).unwrap();
        prop_assert_eq!(pos.to_string(), text.clone());
        let value = game.grundy(&pos);
        let mut solver = Solver::new(&game);
        let searched = solver.searched_value(&game.components(&pos), false).unwrap();
        prop_assert_eq!(searched.outcome == Outcome::P, value == 0);
        let moves = game.moves(&pos);
        let mut option_values = Vec::new();
        for m in &moves {
            let back = game.parse(&m.to.to_string()).unwrap();
            prop_assert_eq!(&back, &m.to);
            option_values.push(game.grundy(&m.to));
        }
        prop_assert_eq!(mex_of(option_values.iter().copied()), value);
        prop_assert_eq!(value == 0, !option_values.contains(&0));

        let solved = lookup("chocolate").unwrap().solve(&text, false).unwrap();
        prop_assert_eq!(solved.grundy, Some(value));
        let area: u32 = pos.0.iter().map(|b| b.rows * b.cols).sum();
        if area <= MAX_REMOTENESS_AREA as u32 {
            prop_assert_eq!(solved.remoteness, searched.remoteness);
        } else {
            prop_assert_eq!(solved.remoteness, None);
        }
        for (m, report) in moves.iter().zip(&solved.moves) {
            prop_assert_eq!(&m.text, &report.text);
            prop_assert_eq!(report.winning, game.grundy(&m.to) == 0);
        }
    }

    /// Any text either parses to a position whose text parses back to it, or is refused with
    /// a message; nothing panics.
    #[test]
    fn any_text_parses_or_is_refused(text in "[0-9xX*, ]{0,12}") {
        let game = lookup("chocolate").unwrap();
        match game.normalize(&text) {
            Ok(canonical) => {
                prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone());
            }
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }
}

/// The progress reported while the chocolate table is computed counts its rows, ends at the
/// total, and the table is the one made without progress.
#[test]
fn table_progress() {
    let game = lookup("chocolate").unwrap();
    let params = TableParams { size: Some(50), rows: None, cols: None };
    let mut seen = Vec::new();
    let with = game.table_with_progress(&params, &mut |d, t| seen.push((d, t))).unwrap().unwrap();
    assert_eq!(with, game.table(&params).unwrap().unwrap());
    assert_eq!(seen, (0..=50).map(|d| (d, 50)).collect::<Vec<_>>());
}
