//! 3-D Chomp: the dedicated search against the generic one, strategy stealing on boxes, the
//! embeddings of 2-D Chomp, symmetry under permuting the axes, and the laws.

use std::collections::{BTreeSet, HashSet};

use engine::games::chomp::{Diagram, ValueTable};
use engine::games::chomp3d::{box_positions, parse_stacks, positions_lower_bound, Chomp3d, Chomp3dSolver, Stacks};
use engine::impartial::{ImpartialGame, Solver};
use engine::mex::mex_of;
use engine::serve::Rules;
use engine::{lookup, Outcome};
use proptest::prelude::*;

fn boxed(rows: usize, cols: usize, height: u16) -> Stacks {
    Stacks(vec![vec![height; cols]; rows])
}

/// Every position reachable from `outer` (all positions inside it), outer included.
fn inside(outer: &Stacks) -> Vec<Stacks> {
    let game = Chomp3d;
    let mut seen: HashSet<Stacks> = HashSet::new();
    let mut todo = vec![outer.clone()];
    while let Some(s) = todo.pop() {
        if seen.insert(s.clone()) {
            todo.extend(game.moves(&s).into_iter().map(|m| m.to));
        }
    }
    let mut all: Vec<Stacks> = seen.into_iter().collect();
    all.sort();
    all
}

/// The cubes of a position as (row, column, level).
fn cubes(s: &Stacks) -> Vec<[usize; 3]> {
    let mut out = Vec::new();
    for (i, r) in s.0.iter().enumerate() {
        for (j, &h) in r.iter().enumerate() {
            for z in 0..h as usize {
                out.push([i, j, z]);
            }
        }
    }
    out
}

/// The position made of these cubes (they must form a valid position).
fn from_cubes(cubes: &[[usize; 3]]) -> Stacks {
    let rows = cubes.iter().map(|c| c[0] + 1).max().unwrap_or(0);
    let cols = cubes.iter().map(|c| c[1] + 1).max().unwrap_or(0);
    let mut h = vec![vec![0u16; cols]; rows];
    for c in cubes {
        h[c[0]][c[1]] += 1;
    }
    Stacks::canonical(h)
}

#[test]
fn dedicated_search_matches_generic_search() {
    let game = Chomp3d;
    let mut generic = Solver::new(&game);
    let outers = [boxed(3, 3, 3), boxed(2, 2, 5), boxed(1, 4, 4), parse_stacks("4,3,1/3,2/1").unwrap()];
    let mut checked = 0;
    for outer in outers {
        let mut fast = Chomp3dSolver::new(&outer);
        for s in inside(&outer) {
            let (g, rem) = fast.value(&s).unwrap();
            assert_eq!(g, generic.searched_comp_grundy(&s).unwrap(), "grundy of {s}");
            let v = generic.searched_value(std::slice::from_ref(&s), false).unwrap();
            assert_eq!((v.outcome == Outcome::N, v.remoteness), (g != 0, Some(rem)), "value of {s}");
            checked += 1;
        }
    }
    // MacMahon: 980 positions inside the 3 x 3 x 3 box (the empty one is not a position).
    assert_eq!(inside(&boxed(3, 3, 3)).len(), 980 - 1);
    assert!(checked > 1000);
}

#[test]
fn every_box_but_the_poison_is_a_first_player_win() {
    for rows in 1..=3 {
        for cols in 1..=3 {
            for height in 1..=4u16 {
                let b = boxed(rows, cols, height);
                let (g, _) = Chomp3dSolver::new(&b).value(&b).unwrap();
                assert_eq!(g == 0, (rows, cols, height) == (1, 1, 1), "{rows} x {cols} x {height}");
            }
        }
    }
    for n in 2..=12u16 {
        let b = boxed(2, 2, n);
        assert_ne!(Chomp3dSolver::new(&b).value(&b).unwrap().0, 0, "2 x 2 x {n}");
    }
    // The formula says so too.
    let f = Chomp3d.formula(&boxed(2, 3, 4), false).unwrap();
    assert_eq!(f.outcome, Outcome::N);
    assert!(Chomp3d.formula(&boxed(1, 1, 1), false).is_none());
}

#[test]
fn flat_positions_and_single_rows_are_2d_chomp() {
    let table = ValueTable::new(&[6, 6, 6, 6, 6]);
    let outer = boxed(5, 6, 1);
    let mut solver = Chomp3dSolver::new(&outer);
    // Heights all 1: the base is a Chomp diagram.
    for s in inside(&outer) {
        let d = Diagram(s.0.iter().map(|r| r.len() as u16).collect());
        assert_eq!(solver.value(&s).map(|v| v.0), table.get(&d).map(|v| v.0), "{s}");
    }
    // One row of stacks: level z is a row of the diagram, of length #{j : h_j > z}.
    let outer = boxed(1, 6, 5);
    let mut solver = Chomp3dSolver::new(&outer);
    for s in inside(&outer) {
        let row = &s.0[0];
        let d = Diagram((0..row[0]).map(|z| row.iter().filter(|&&h| h > z).count() as u16).collect());
        assert_eq!(solver.value(&s).map(|v| v.0), table.get(&d).map(|v| v.0), "{s}");
    }
}

#[test]
fn values_do_not_depend_on_the_order_of_the_axes() {
    let outer = parse_stacks("4,3,2/3,2/2,1").unwrap();
    let mut solver = Chomp3dSolver::new(&boxed(4, 4, 4));
    let perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    for s in inside(&outer) {
        let c = cubes(&s);
        let values: BTreeSet<Option<u32>> = perms
            .iter()
            .map(|p| {
                let moved: Vec<[usize; 3]> = c.iter().map(|x| [x[p[0]], x[p[1]], x[p[2]]]).collect();
                solver.value(&from_cubes(&moved)).map(|v| v.0)
            })
            .collect();
        assert_eq!(values.len(), 1, "{s}: {values:?}");
        assert!(values.iter().all(|v| v.is_some()), "{s}");
    }
}

#[test]
fn solve_interface_and_limits() {
    let game = lookup("chomp3d").unwrap();
    let s = game.solve("2,2/2,2", false).unwrap();
    assert_eq!(s.outcome, Outcome::N);
    assert_eq!(s.moves.len(), 7);
    assert!(s.moves.iter().any(|m| m.winning));
    assert!(s.formula.is_some());
    assert_eq!(game.grundy("2,2/2,2").unwrap(), s.grundy.unwrap());
    assert_eq!(game.normalize("3, 2/2,1,0").unwrap(), "3,2/2,1");
    assert!(game.solve("1,2", false).is_err());
    // A search that outgrows its limits gives up instead of running on.
    let big = boxed(4, 4, 4);
    assert!(Chomp3dSolver::with_limits(&big, 1000, u64::MAX).value(&big).is_none());
    assert!(Chomp3dSolver::with_limits(&big, usize::MAX, 10_000).value(&big).is_none());
    // MacMahon's box counts, and a refusal without searching.
    for (n, count) in [(1, 2.0), (2, 20.0), (3, 980.0), (4, 232_848.0)] {
        assert!((box_positions(n, n, n) - count).abs() < 1e-6 * count, "{n}");
    }
    assert_eq!(positions_lower_bound(&parse_stacks("3,2/2").unwrap()), box_positions(2, 1, 2));
    let huge = ["12,12,12,12,12,12,12,12,12,12,12,12"; 12].join("/");
    let e = game.solve(&huge, false).unwrap_err().to_string();
    assert!(e.contains("too large"), "{e}");
}

/// A random position inside 3 x 3 x 3: arbitrary heights made monotone.
fn random_stacks() -> impl Strategy<Value = Stacks> {
    prop::collection::vec(0u16..=3, 9).prop_map(|v| {
        let mut h = vec![vec![0u16; 3]; 3];
        for i in 0..3 {
            for j in 0..3 {
                let mut x = v[i * 3 + j];
                if i > 0 {
                    x = x.min(h[i - 1][j]);
                }
                if j > 0 {
                    x = x.min(h[i][j - 1]);
                }
                h[i][j] = if (i, j) == (0, 0) { x.max(1) } else { x };
            }
        }
        Stacks::canonical(h)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Every move reaches a position whose text parses back to it; the value is the mex of the
    /// moves' values; P exactly when no move reaches P; remoteness follows the rule.
    #[test]
    fn laws(pos in random_stacks()) {
        let game = Chomp3d;
        let text = pos.to_string();
        prop_assert_eq!(&game.parse(&text).unwrap(), &pos);
        let solved = lookup("chomp3d").unwrap().solve(&text, false).unwrap();
        let mut values = Vec::new();
        for (m, report) in game.moves(&pos).iter().zip(&solved.moves) {
            prop_assert_eq!(&game.parse(&m.to.to_string()).unwrap(), &m.to);
            prop_assert_eq!(&m.text, &report.text);
            values.push((report.grundy.unwrap(), report.remoteness.unwrap()));
        }
        let g = solved.grundy.unwrap();
        prop_assert_eq!(mex_of(values.iter().map(|v| v.0)), g);
        prop_assert_eq!(g == 0, !values.iter().any(|v| v.0 == 0));
        let rem = solved.remoteness.unwrap();
        if values.is_empty() {
            prop_assert_eq!(rem, 0);
        } else if g == 0 {
            prop_assert_eq!(rem, 1 + values.iter().map(|v| v.1).max().unwrap());
        } else {
            prop_assert_eq!(rem, 1 + values.iter().filter(|v| v.0 == 0).map(|v| v.1).min().unwrap());
        }
    }

    /// Any text either parses to a position whose text parses back to it, or is refused with
    /// a message; nothing panics.
    #[test]
    fn any_text_parses_or_is_refused(text in "[0-9,/ ]{0,14}") {
        let game = lookup("chomp3d").unwrap();
        match game.normalize(&text) {
            Ok(canonical) => {
                prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone());
            }
            Err(e) => prop_assert!(!e.message.is_empty()),
        }
    }
}
