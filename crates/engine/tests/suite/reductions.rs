//! Reductions ("the same game as"): on many positions of each game that has one, the model's
//! value (computed by the model game) is the real position's value (searched on the real
//! board), and what the app draws of the model (its board, its link) is the model game's own.

use std::collections::HashSet;

use engine::game::Game;
use engine::games::lookup;
use engine::reduction::Reduction;
use engine::Outcome;
use proptest::prelude::*;

/// The reduction of a canonical position, checked for what every reduction must be: its model
/// position is canonical in the model game, and its board is the model game's drawing of it.
fn reduction(game: &dyn Game, position: &str) -> Option<Reduction> {
    let r = game.reduction(position)?;
    let model = lookup(&r.game).unwrap();
    assert_eq!(model.normalize(&r.position).unwrap(), r.position, "{position}: model position {}", r.position);
    assert_eq!(model.board(&r.position).unwrap(), r.board, "{position}");
    Some(r)
}

/// The real position's Grundy value and its model's agree, and the model's value was computed.
fn assert_same_value(id: &str, position: &str) {
    let game = lookup(id).unwrap();
    let canonical = game.normalize(position).unwrap();
    let real = game.grundy(&canonical).unwrap();
    match reduction(game.as_ref(), &canonical) {
        Some(r) => assert_eq!(r.grundy, Some(real), "{id} {canonical} -> {} {}", r.game, r.position),
        // No model only for an empty model (no coin, no heads): a finished game.
        None => assert_eq!(real, 0, "{id} {canonical} has no model"),
    }
}

fn join(v: &[u64]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}

#[test]
fn named_positions_keep_their_value() {
    for (game, pos, model) in [
        ("nimble", "1,4,4,9", "nim 1,4,4,9"),
        ("nimble2", "1,4,9", "staircase 4,2,1"),
        ("nimble2", "0,2,3,7", "staircase 3,0,1,0"),
        ("staircase", "3,0,2,5", "nim 3,2"),
        ("turtles", "THHTH", "nim 2,3,5"),
        ("twins", "THHTH", "nim 1,2,4"),
    ] {
        assert_same_value(game, pos);
        let g = lookup(game).unwrap();
        let r = g.reduction(&g.normalize(pos).unwrap()).unwrap();
        assert_eq!(format!("{} {}", r.game, r.position), model, "{game} {pos}");
    }
    assert!(lookup("kayles").unwrap().reduction("10").is_none());
    assert!(lookup("nimble").unwrap().reduction("").is_none(), "no coin, no model");
}

/// Every Nimble position of up to 4 coins on cells 0..=7, every Nimble-2 position (one coin a
/// cell) on cells 0..=8, every staircase of up to 4 steps of up to 4 coins, every row of up to
/// 9 coins of Turning Turtles and of Twins.
#[test]
fn small_positions_exhaustively() {
    let mut count = 0;
    for k in 0..=4u32 {
        for code in 0..8u64.pow(k) {
            let mut cells: Vec<u64> = (0..k).map(|i| code / 8u64.pow(i) % 8).collect();
            cells.sort();
            if cells.windows(2).all(|w| w[0] <= w[1]) && !cells.is_empty() {
                assert_same_value("nimble", &join(&cells));
                count += 1;
            }
        }
    }
    for mask in 1u32..(1 << 9) {
        let cells: Vec<u64> = (0..9).filter(|i| mask >> i & 1 == 1).collect();
        assert_same_value("nimble2", &join(&cells));
        count += 1;
    }
    for len in 1..=4u32 {
        for code in 0..5u64.pow(len) {
            let steps: Vec<u64> = (0..len).map(|i| code / 5u64.pow(i) % 5).collect();
            assert_same_value("staircase", &join(&steps));
            count += 1;
        }
    }
    for game in ["turtles", "twins"] {
        for n in 1..=9usize {
            for mask in 0u32..(1 << n) {
                let row: String = (0..n).map(|i| if mask >> i & 1 == 1 { 'H' } else { 'T' }).collect();
                assert_same_value(game, &row);
                count += 1;
            }
        }
    }
    assert!(count > 3000, "{count}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Larger random Nimble-2 positions and staircases (the search still finishes).
    #[test]
    fn random_positions(cells in proptest::collection::btree_set(0u64..16, 1..6),
                        steps in proptest::collection::vec(0u64..6, 1..6)) {
        let cells: Vec<u64> = cells.into_iter().collect();
        assert_same_value("nimble2", &join(&cells));
        assert_same_value("nimble", &join(&cells));
        assert_same_value("staircase", &join(&steps));
    }
}

/// Northcott's game is partizan, so it has no Grundy value of its own: the model's verdict is
/// the real board's (solved by retrograde analysis), with either side to move, on every board
/// of 1 or 2 rows of 5 columns and on some larger ones.
#[test]
fn northcott_model_has_the_real_outcome() {
    let mut positions: Vec<(usize, String)> = Vec::new();
    let cols = 5;
    let pairs: Vec<(usize, usize)> =
        (1..=cols).flat_map(|b| (1..=cols).filter(move |&w| w != b).map(move |w| (b, w))).collect();
    for &(b, w) in &pairs {
        positions.push((cols, format!("{b}-{w}")));
        for &(b2, w2) in &pairs {
            positions.push((cols, format!("{b}-{w},{b2}-{w2}")));
        }
    }
    for pos in ["1-5,3-7", "2-1,3-8,5-6", "1-5,2-7", "4-3"] {
        positions.push((8, pos.to_string()));
    }
    let mut checked = 0;
    for (cols, pos) in positions {
        let real = lookup(&format!("northcott:{cols}")).unwrap();
        for side in ["", ";w"] {
            let canonical = real.normalize(&format!("{pos}{side}")).unwrap();
            let r = reduction(real.as_ref(), &canonical).unwrap();
            let sol = real.solve(&canonical, false).unwrap();
            assert!(sol.note.as_deref().unwrap_or("").contains("retrograde"), "{canonical}");
            let g = r.grundy.unwrap();
            assert_eq!(sol.outcome == Outcome::N, g != 0, "{canonical} -> {}", r.position);
            assert_eq!(sol.grundy, Some(g), "{canonical}: the solve's value is the model's");
            checked += 1;
        }
    }
    assert!(checked > 800, "{checked}");
    let g = lookup("northcott:8").unwrap();
    assert_eq!(g.reduction("1-5,3-7;w").unwrap().position, "3,3");
}

/// On every treblecross strip of 3 to 12 cells (every pattern of crosses) that has a model, the
/// model's verdict is the real strip's (searched by minimax on the strip).
#[test]
fn treblecross_model_agrees_with_the_strip() {
    let real = lookup("treblecross").unwrap();
    let mut checked = 0;
    for n in 3..=12usize {
        for mask in 0u32..(1 << n) {
            let text: String = (0..n).map(|i| if mask >> i & 1 == 1 { 'x' } else { '.' }).collect();
            let canonical = real.normalize(&text).unwrap();
            let Some(r) = reduction(real.as_ref(), &canonical) else { continue };
            let wins = r.grundy.unwrap() != 0;
            let outcome = real.solve(&canonical, false).unwrap().outcome;
            assert_eq!(outcome == Outcome::N, wins, "{text} -> {}", r.position);
            assert_ne!(outcome, Outcome::Draw, "{text}");
            checked += 1;
        }
    }
    assert!(checked > 250, "{checked}");
    assert!(real.reduction("x.x..").is_none(), "an immediate win has no model");
    assert!(real.reduction("2").is_none(), "a drawn strip has no model");
}

/// The sizes of the connected regions of free cells of a 2 x n board by flood fill, the
/// independent count the heap model must agree with.
fn free_regions(rows: &[String; 2]) -> Vec<u64> {
    let free: Vec<Vec<bool>> = rows.iter().map(|r| r.chars().map(|c| c == '.').collect()).collect();
    let n = free[0].len();
    let mut seen = vec![vec![false; n]; 2];
    let mut sizes = Vec::new();
    for r in 0..2 {
        for c in 0..n {
            if !free[r][c] || seen[r][c] {
                continue;
            }
            let (mut size, mut stack) = (0u64, vec![(r, c)]);
            seen[r][c] = true;
            while let Some((y, x)) = stack.pop() {
                size += 1;
                let mut near = vec![(1 - y, x)];
                if x > 0 {
                    near.push((y, x - 1));
                }
                if x + 1 < n {
                    near.push((y, x + 1));
                }
                for (ny, nx) in near {
                    if free[ny][nx] && !seen[ny][nx] {
                        seen[ny][nx] = true;
                        stack.push((ny, nx));
                    }
                }
            }
            sizes.push(size);
        }
    }
    sizes
}

/// On every triomino board reached from an empty 2 x n board (n <= 6), the heap model has the
/// board's value and its heaps are the board's free regions; the comparison of empty boards
/// agrees on every one.
#[test]
fn triomino_model_on_reachable_boards() {
    let real = lookup("triomino").unwrap();
    let mut todo: Vec<String> = (1..=6).map(|n| n.to_string()).collect();
    let mut seen = HashSet::new();
    while let Some(pos) = todo.pop() {
        if !seen.insert(pos.clone()) {
            continue;
        }
        let g = real.grundy(&pos).unwrap();
        let engine::board::Board::Grid { rows, .. } = real.board(&pos).unwrap() else { panic!("{pos}") };
        let regions = free_regions(&[rows[0].clone(), rows[1].clone()]);
        match reduction(real.as_ref(), &pos) {
            Some(r) => {
                assert_eq!(r.grundy, Some(g), "{pos} -> {}", r.position);
                let mut heaps: Vec<u64> = r.position.split(',').map(|h| h.parse().unwrap()).collect();
                let mut sizes = regions.clone();
                heaps.sort();
                sizes.sort();
                assert_eq!(heaps, sizes, "{pos}");
                let c = r.comparison.expect("the comparison of empty boards");
                assert!(c.agrees());
                assert_eq!(c.columns.len(), 31);
            }
            None => {
                assert_eq!(g, 0, "{pos}");
                assert!(regions.is_empty(), "{pos}");
            }
        }
        todo.extend(real.move_list(&pos).unwrap().into_iter().map(|(_, to, _)| to));
    }
    assert!(seen.len() > 100, "{}", seen.len());
}

/// The worker's answer carries the reduction in normal play; games without one carry none.
#[test]
fn solutions_carry_their_reduction() {
    let sol = engine::games::solve_with_reduction(&*lookup("nimble").unwrap(), "1,4,4,9", false).unwrap();
    let r = sol.reduction.expect("nimble has a model");
    assert_eq!((r.game.as_str(), r.position.as_str(), r.grundy), ("nim", "1,4,4,9", Some(1 ^ 4 ^ 4 ^ 9)));
    assert!(engine::games::solve_with_reduction(&*lookup("kayles").unwrap(), "10", false).unwrap().reduction.is_none());
    assert!(lookup("nimble").unwrap().solve("1,4,4,9", false).unwrap().reduction.is_none());
}
