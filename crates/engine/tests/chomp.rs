//! Chomp: the ranked value table against the generic search, the known facts, Brouwer's
//! three-row tables and the OEIS sequences (copies in tests/data), and the laws.

use std::collections::BTreeSet;

use engine::games::chomp::{
    outcome_table, parse_diagram, three_row_f, three_row_f_rows, three_row_p_count, Chomp, Diagram, SubDiagrams,
    ValueTable,
};
use engine::impartial::{ImpartialGame, Solver};
use engine::mex::mex_of;
use engine::serve::Rules;
use engine::table::TableParams;
use engine::{lookup, Outcome};
use proptest::prelude::*;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The data lines of a reference file, split into numbers.
fn rows_of(name: &str) -> Vec<Vec<i64>> {
    data(name)
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().map(|x| x.parse().unwrap()).collect())
        .collect()
}

/// Every diagram inside `outer` (the empty one excluded), in rank order.
fn diagrams_inside(outer: &[u16]) -> Vec<Diagram> {
    fn rec(outer: &[u16], prefix: &mut Vec<u16>, out: &mut Vec<Diagram>) {
        if prefix.len() == outer.len() {
            if prefix[0] > 0 {
                out.push(Diagram::from_rows(prefix));
            }
            return;
        }
        let i = prefix.len();
        let cap = if i == 0 { outer[0] } else { outer[i].min(prefix[i - 1]) };
        for v in 0..=cap {
            prefix.push(v);
            rec(outer, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    rec(outer, &mut Vec::new(), &mut out);
    out
}

#[test]
fn value_table_matches_generic_search() {
    let game = Chomp::new();
    let mut solver = Solver::new(&game);
    for outer in [vec![5u16; 4], vec![7, 7, 7], vec![3; 6], vec![2; 8], vec![9, 9], vec![6, 5, 3, 3, 1], vec![8]] {
        let table = ValueTable::new(&outer);
        let outcomes = outcome_table(&table.sub);
        let inside = diagrams_inside(&outer);
        assert_eq!(inside.len() as u64 + 1, table.sub.count());
        for d in inside {
            let (g, rem) = table.get(&d).unwrap();
            assert_eq!(g, solver.searched_comp_grundy(&d).unwrap(), "grundy of {d}");
            let v = solver.searched_value(std::slice::from_ref(&d), false).unwrap();
            assert_eq!(v.remoteness, Some(rem), "remoteness of {d}");
            assert_eq!(v.outcome == Outcome::N, g != 0, "outcome of {d}");
            assert_eq!(outcomes[table.sub.rank(&d.0)], g != 0, "fast P/N of {d}");
        }
    }
}

#[test]
fn outcome_table_matches_value_table_inside_8_by_8() {
    let table = ValueTable::new(&[8; 8]);
    let outcomes = outcome_table(&table.sub);
    assert_eq!(outcomes.len(), 12_870);
    for (rank, &(g, _)) in table.values.iter().enumerate().skip(1) {
        assert_eq!(outcomes[rank], g != 0, "rank {rank}");
    }
}

#[test]
fn rectangles_squares_and_two_rows_inside_10_by_10() {
    let sub = SubDiagrams::new(&[10; 10]);
    let win = outcome_table(&sub);
    assert_eq!(win.len(), 184_756);
    let n_of = |rows: Vec<u16>| win[sub.rank(&rows)];
    for r in 1..=10usize {
        for c in 1..=10u16 {
            // Every rectangle but the lone poison is a first-player win (strategy stealing).
            assert_eq!(n_of(vec![c; r]), (r, c) != (1, 1), "{r} x {c}");
        }
        // n x n: taking r2c2 leaves the L of two arms of n - 1, which is P.
        let n = r as u16;
        let mut l = vec![1u16; r];
        l[0] = n;
        assert!(!n_of(l), "the L left by r2c2 in the {n} x {n} square");
    }
    for a in 1..=10u16 {
        for b in 0..=a {
            assert_eq!(!n_of(vec![a, b]), a == b + 1, "two rows {a},{b}");
        }
    }
}

#[test]
fn known_facts_by_generic_search() {
    let game = Chomp::new();
    let mut solver = Solver::new(&game);
    let mut p =
        |rows: Vec<u16>| solver.searched_value(&[Diagram::from_rows(&rows)], false).unwrap().outcome == Outcome::P;
    for r in 1..=4usize {
        for c in 1..=5u16 {
            assert_eq!(p(vec![c; r]), (r, c) == (1, 1), "{r} x {c}");
        }
    }
    for n in 2..=6u16 {
        let square = Diagram(vec![n; n as usize]);
        let after = game.moves(&square).into_iter().find(|m| m.text == "r2c2").unwrap().to;
        assert!(p(after.0.clone()), "r2c2 wins the {n} x {n} square");
    }
    for a in 1..=12u16 {
        for b in 0..=a {
            assert_eq!(p(vec![a, b]), a == b + 1, "two rows {a},{b}");
        }
    }
}

#[test]
fn three_rows_at_most_one_a_and_it_is_f() {
    let n = 40u16;
    let f = three_row_f(n as usize);
    let table = ValueTable::new(&[n, n, n]);
    for b in 0..=n {
        for c in 0..=b {
            let ps: Vec<u16> =
                (b.max(1)..=n).filter(|&a| table.get(&Diagram::from_rows(&[a, b, c])).unwrap().0 == 0).collect();
            assert!(ps.len() <= 1, "({b}, {c}) has several P-positions: {ps:?}");
            let fv = f[b as usize][c as usize] as u16;
            let expected: Vec<u16> = if fv >= b && fv <= n { vec![fv] } else { vec![] };
            assert_eq!(ps, expected, "b = {b}, c = {c}, f = {fv}");
            // When no a works, eating the top row back to f leaves a P-position.
            if fv < b {
                let after = Diagram::from_rows(&[fv, fv, c.min(fv)]);
                assert_eq!(table.get(&after).unwrap().0, 0, "({b}, {c}) blocked by {after}");
            }
        }
    }
}

#[test]
fn brouwer_small_table_q_up_to_24() {
    let f = three_row_f(24);
    let rows = rows_of("chomp3_brouwer_f_table_q24.txt");
    assert_eq!(rows.len(), 25);
    let mut cells = 0;
    for line in rows {
        // r, then f(r, r), f(r + 1, r), ..., f(24, r).
        let r = line[0] as usize;
        assert_eq!(line.len(), 1 + 25 - r, "row r = {r}");
        for (k, &expected) in line[1..].iter().enumerate() {
            let q = r + k;
            assert_eq!(f[q][r] as i64, expected, "f({q}, {r})");
            cells += 1;
        }
    }
    assert_eq!(cells, 325);
}

#[test]
fn brouwer_row_120_and_its_period_two() {
    let f = three_row_f(255);
    let rows = rows_of("chomp3_brouwer_f_q_r120.txt");
    assert_eq!(rows.len(), 136);
    for line in &rows {
        let q = line[0] as usize;
        assert_eq!(f[q][120] as i64, line[1], "f({q}, 120)");
    }
    // Brouwer's patterns table: row 120 is periodic from q = 170 with period 2, pattern (1, -1)
    // about the mean of f(q, 120) - q.
    let csv = data("chomp3_brouwer_patterns.csv");
    let line = csv.lines().find(|l| l.starts_with("120,")).unwrap();
    let fields: Vec<&str> = line.split(',').collect();
    let (start, period): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    let pattern: Vec<i64> = fields[3].split_whitespace().map(|x| x.parse().unwrap()).collect();
    assert_eq!((start, period, pattern.len()), (170, 2, 2));
    let d = |q: usize| f[q][120] as i64 - q as i64;
    for q in start..=255 - period {
        assert_eq!(d(q + period), d(q), "period at q = {q}");
        let k = q - start;
        assert_eq!(d(q) - d(q + 1), pattern[k % 2] - pattern[(k + 1) % 2], "pattern at q = {q}");
    }
    // ... and is not periodic with period 2 from 169.
    assert_ne!(d(169), d(171));
}

#[test]
fn a029899_counts_of_three_row_p_positions() {
    let f = three_row_f(400);
    let rows = rows_of("A029899_chomp3_P_positions_count.txt");
    assert_eq!(rows.last().unwrap()[0], 400);
    for line in &rows {
        assert_eq!(three_row_p_count(&f, line[0] as usize) as i64, line[1], "a({})", line[0]);
    }
    // The same count by the value table, for small n.
    let table = ValueTable::new(&[12, 12, 12]);
    for n in 0..=12u16 {
        let count = diagrams_inside(&[n, n, n]).iter().filter(|d| table.get(d).unwrap().0 == 0).count();
        assert_eq!(count as i64, rows[n as usize][1], "a({n}) by the table");
    }
}

#[test]
fn a069001_grundy_values_of_3_by_n() {
    let n = 60u16;
    let table = ValueTable::new(&[n, n, n]);
    let rows = rows_of("A069001_chomp_3xn_grundy.txt");
    for line in rows.iter().filter(|l| l[0] <= n as i64) {
        let c = line[0] as u16;
        assert_eq!(table.get(&Diagram(vec![c; 3])).unwrap().0 as i64, line[1], "3 x {c}");
    }
}

#[test]
fn table_view_is_brouwer_f_where_a_p_position_exists() {
    let game = lookup("chomp").unwrap();
    let t = game.table(&TableParams { size: Some(24), ..Default::default() }).unwrap().unwrap();
    let f = three_row_f(24);
    let positions = t.positions.as_ref().unwrap();
    let values = ValueTable::new(&[48, 24, 24]);
    for c in 0..=24usize {
        for b in 0..=24usize {
            let expected = (c <= b && f[b][c] >= b as u32).then(|| f[b][c] as i64);
            assert_eq!(t.cells[c][b], expected, "b = {b}, c = {c}");
            if let Some(a) = expected {
                let pos = positions[c][b].as_ref().unwrap();
                assert_eq!(pos, &Diagram::from_rows(&[a as u16, b as u16, c as u16]).to_string());
                assert_eq!(values.get(&parse_diagram(pos).unwrap()).unwrap().0, 0, "{pos}");
            }
        }
    }
    assert_eq!(positions[0][1].as_deref(), Some("2,1"));
    assert_eq!(t.cells[1][3], None);
    assert!(game.table(&TableParams { size: Some(2001), ..Default::default() }).unwrap().is_err());
}

#[test]
fn formulas_agree_with_the_table() {
    let game = Chomp::new();
    for outer in [vec![7u16; 6], vec![12, 12, 12], vec![15, 15]] {
        let table = ValueTable::new(&outer);
        for d in diagrams_inside(&outer) {
            let (g, _) = table.get(&d).unwrap();
            if let Some(f) = game.formula(&d, false) {
                assert_eq!(f.outcome == Outcome::P, g == 0, "{d}: {}", f.text);
                if let Some(fg) = f.grundy {
                    assert_eq!(fg, g, "{d}: {}", f.text);
                }
            }
        }
    }
    assert!(game.formula(&parse_diagram("4,4,4,4").unwrap(), false).unwrap().text.contains("r2c2"));
}

#[test]
fn solve_and_sums_interface() {
    let game = lookup("chomp").unwrap();
    let s = game.solve("5,4,2", false).unwrap();
    let table = ValueTable::new(&[5, 4, 2]);
    let d = parse_diagram("5,4,2").unwrap();
    assert_eq!(s.grundy, Some(table.get(&d).unwrap().0));
    assert_eq!(s.remoteness, Some(table.get(&d).unwrap().1));
    assert_eq!(s.moves.len(), 10);
    assert_eq!(game.grundy("5,4,2").unwrap(), s.grundy.unwrap());
    let texts: BTreeSet<String> =
        game.move_list("2,1").unwrap().into_iter().map(|(t, to, _)| format!("{t}>{to}")).collect();
    assert_eq!(texts, ["r1c2>1,1", "r2c1>2"].iter().map(|s| s.to_string()).collect());
    assert!(game.solve("5,4,2", true).is_err());
    assert!(game.solve("5,6", false).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Laws on random diagrams inside 7 x 7: every move reaches a position whose text parses
    /// back to it; the value is the mex of the moves' values; P exactly when no move reaches P;
    /// the fast value agrees with the generic search.
    #[test]
    fn laws(mut rows in prop::collection::vec(1u16..=7, 1..=7)) {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        let game = Chomp::new();
        let text = rows.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(",");
        let pos = game.parse(&text).unwrap();
        prop_assert_eq!(pos.to_string(), text.clone());
        let solved = lookup("chomp").unwrap().solve(&text, false).unwrap();
        let mut solver = Solver::new(&game);
        prop_assert_eq!(solved.grundy, Some(solver.searched_comp_grundy(&pos).unwrap()));
        let mut values = Vec::new();
        for (m, report) in game.moves(&pos).iter().zip(&solved.moves) {
            prop_assert_eq!(&game.parse(&m.to.to_string()).unwrap(), &m.to);
            prop_assert_eq!(&m.text, &report.text);
            values.push(report.grundy.unwrap());
        }
        let g = solved.grundy.unwrap();
        prop_assert_eq!(mex_of(values.iter().copied()), g);
        prop_assert_eq!(g == 0, !values.contains(&0));
        prop_assert_eq!(solved.outcome == Outcome::P, g == 0);
    }

    /// Any text either parses to a position whose text parses back to it, or is refused with
    /// a message; nothing panics.
    #[test]
    fn any_text_parses_or_is_refused(text in "[0-9, a]{0,14}") {
        let game = lookup("chomp").unwrap();
        match game.normalize(&text) {
            Ok(canonical) => {
                prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone());
            }
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }
}

/// The progress reported while the three-row table is computed only grows, ends at its total,
/// and the table is the one made without progress.
#[test]
fn three_row_table_progress() {
    let game = lookup("chomp").unwrap();
    let params = TableParams { size: Some(60), rows: None, cols: None };
    let mut seen = Vec::new();
    let with = game.table_with_progress(&params, &mut |d, t| seen.push((d, t))).unwrap().unwrap();
    assert_eq!(with, game.table(&params).unwrap().unwrap());
    assert!(seen.len() > 60, "progress reported {} times", seen.len());
    assert!(seen.windows(2).all(|w| w[0].0 <= w[1].0 && w[0].1 == w[1].1));
    let (done, total) = *seen.last().unwrap();
    assert_eq!(done, total);
}

/// Every cell of the three-row table that opens play opens a P-position the play page can
/// solve; cells whose first row would be longer than a position may be open nothing.
#[test]
fn three_row_table_positions_open_p_positions() {
    let game = lookup("chomp").unwrap();
    let t = game.table(&TableParams { size: Some(300), ..Default::default() }).unwrap().unwrap();
    let positions = t.positions.as_ref().unwrap();
    let (mut opened, mut closed) = (0, 0);
    for (r, row) in t.cells.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            match (&positions[r][c], cell) {
                (Some(pos), Some(a)) => {
                    assert!(game.normalize(pos).is_ok(), "{pos}");
                    assert_eq!(pos.split(',').next(), Some(a.to_string().as_str()), "{pos} in a cell showing {a}");
                    // Solving every one is slow; the small ones are solved.
                    if *a <= 24 {
                        assert_eq!(game.solve(pos, false).unwrap().outcome, Outcome::P, "{pos}");
                    }
                    opened += 1;
                }
                (None, Some(a)) => {
                    assert!(*a > 100, "a = {a} should open play");
                    closed += 1;
                }
                (Some(pos), None) => panic!("{pos} opens play from a blank cell"),
                (None, None) => {}
            }
        }
    }
    assert!(opened > 1000 && closed > 1000, "{opened} {closed}");
}

#[test]
fn brouwer_patterns_up_to_q_3000() {
    // Every row of Brouwer's "Patterns in 3-by-n Chomp" whose period shows by q = 3000: from
    // `start` on, f(q, r) - q repeats with the period and follows the pattern, and not from
    // start - 1. The rows are streamed (only the previous row is kept).
    let n = 3000;
    let csv = data("chomp3_brouwer_patterns.csv");
    let rows: Vec<(usize, usize, usize, Vec<i64>)> = csv
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("r,"))
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            let pattern = f[3].split_whitespace().map(|x| x.parse().unwrap()).collect();
            (f[0].parse().unwrap(), f[1].parse().unwrap(), f[2].parse().unwrap(), pattern)
        })
        .filter(|&(_, start, period, _)| start + 4 * period <= n)
        .collect();
    assert_eq!(rows.len(), 18, "all but r = 6541 fit");
    let mut d: Vec<Vec<i64>> = vec![Vec::new(); rows.len()];
    three_row_f_rows(n, &mut |_, _| {}, &mut |q, row| {
        for (k, &(r, ..)) in rows.iter().enumerate() {
            if r <= q {
                d[k].push(row[r] as i64 - q as i64);
            }
        }
    });
    for (k, (r, start, period, pattern)) in rows.iter().enumerate() {
        let d = |q: usize| d[k][q - r];
        for q in *start..=n - period {
            assert_eq!(d(q + period), d(q), "row {r}: period {period} at q = {q}");
            let i = q - start;
            assert_eq!(d(q) - d(q + 1), pattern[i % period] - pattern[(i + 1) % period], "row {r}: pattern at q = {q}");
        }
        assert_ne!(d(start - 1), d(start - 1 + period), "row {r} is periodic from {start}, not before");
    }
}
