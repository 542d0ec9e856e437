//! L-trominoes on a 2 x n board: the search on the real board (regions, shapes, raw bitmasks)
//! against the claimed reduction to 0.007 on free cells, and where the two agree.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

use engine::games::triomino::{
    canonical, class, compare, free_cells, parse_board, region_options, regions, Board2, Region, ShapeTable, Tab,
    Triomino, FREE,
};
use engine::impartial::{ImpartialGame, Solver};
use engine::mex::mex_of;
use engine::serve::Rules;
use engine::value::Solution;
use engine::{lookup, Outcome};
use proptest::prelude::*;

fn tab_code(t: Tab) -> Option<u8> {
    match t {
        Tab::None => None,
        Tab::Top => Some(1),
        Tab::Bottom => Some(2),
    }
}

fn shape(lt: Tab, k: usize, rt: Tab) -> Vec<u8> {
    tab_code(lt).into_iter().chain(std::iter::repeat_n(FREE, k)).chain(tab_code(rt)).collect()
}

const TABS: [Tab; 3] = [Tab::None, Tab::Top, Tab::Bottom];

/// Grundy value of a whole 2 x n board by brute force over bitmasks of free cells (bit 2c is
/// the top cell of column c, bit 2c + 1 the bottom), with no decomposition into regions.
fn raw_grundy(n: usize, free: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&g) = memo.get(&free) {
        return g;
    }
    let mut options = Vec::new();
    for c in 0..n.saturating_sub(1) {
        let square = 0b1111u32 << (2 * c);
        for missing in 0..4 {
            let piece = square & !(1 << (2 * c + missing));
            if free & piece == piece {
                options.push(raw_grundy(n, free & !piece, memo));
            }
        }
    }
    let g = mex_of(options);
    memo.insert(free, g);
    g
}

fn free_mask(b: &Board2) -> u32 {
    b.0.iter().enumerate().fold(0, |m, (c, &code)| m | (code as u32) << (2 * c))
}

/// The shape recursion's options are exactly those found by trying every placement on the
/// shape's cells, for every shape up to 24 empty columns.
#[test]
fn shape_options_match_placements() {
    for k in 1..=24 {
        for lt in TABS {
            for rt in TABS {
                let codes = shape(lt, k, rt);
                let region = Region::from_codes(&codes);
                assert_eq!(region, Region::Shape { k, class: class(lt, rt) as u8 });
                assert_eq!(region.free_cells(), free_cells(&codes));
                assert_eq!(region_options(&region), region_options(&Region::Cells(canonical(&codes))), "{codes:?}");
            }
        }
    }
}

/// The search over regions gives the shape table's values, and so does brute force over
/// bitmasks of the whole empty board (no regions, no shapes) up to 2 x 10.
#[test]
fn shape_table_matches_search_and_raw_brute_force() {
    let game = Triomino::new();
    let mut solver = Solver::new(&game);
    let mut table = ShapeTable::new();
    for k in 1..=40 {
        for lt in TABS {
            for rt in TABS {
                let region = Region::from_codes(&shape(lt, k, rt));
                assert_eq!(solver.searched_comp_grundy(&region).unwrap(), table.value(lt, k, rt), "{lt:?} {k} {rt:?}");
            }
        }
    }
    for n in 0..=10 {
        let mut memo = HashMap::new();
        let full = ((1u64 << (2 * n)) - 1) as u32;
        assert_eq!(raw_grundy(n, full, &mut memo), table.empty_board(n), "2 x {n}");
    }
}

/// The sum of the regions' searched values is the whole board's value by brute force over
/// bitmasks, on every 2 x n board with n <= 5.
#[test]
fn regions_are_independent() {
    let game = Triomino::new();
    let mut solver = Solver::new(&game);
    for n in 0..=5 {
        let mut memo = HashMap::new();
        for free in 0..1u32 << (2 * n) {
            let board = Board2((0..n).map(|c| (free >> (2 * c) & 3) as u8).collect());
            let searched =
                game.components(&board).iter().fold(0, |acc, r| acc ^ solver.searched_comp_grundy(r).unwrap());
            assert_eq!(searched, raw_grundy(n, free, &mut memo), "{board}");
            assert_eq!(solver.sum_grundy(&game.components(&board)).unwrap(), searched, "fast path on {board}");
        }
    }
}

/// Empty boards: the real board's value equals g(2n) of 0.007 for every n checked; the set of
/// widths where they differ is empty.
#[test]
fn empty_boards_agree_with_the_reduction() {
    let rows = compare(1500);
    let differ: Vec<usize> = rows.iter().filter(|(_, real, claim)| real != claim).map(|r| r.0).collect();
    assert_eq!(differ, Vec::<usize>::new());
    let first: Vec<u32> = rows.iter().take(16).map(|r| r.1).collect();
    assert_eq!(first, [0, 0, 1, 2, 0, 3, 1, 0, 3, 3, 2, 4, 0, 5, 2, 3]);
    // Boards with tabs too: one tab (2k + 1 cells), two tabs (2k + 2 cells).
    let game = Triomino::new();
    let mut table = ShapeTable::new();
    for k in 1..=600 {
        for (lt, rt, extra) in [(Tab::None, Tab::Top, 1), (Tab::Top, Tab::Top, 2), (Tab::Top, Tab::Bottom, 2)] {
            assert_eq!(table.value(lt, k, rt), game.claimed(2 * k + extra), "{lt:?} {k} {rt:?}");
        }
    }
}

/// The same, further: `cargo test --release -p engine --test triomino -- --ignored`.
#[test]
#[ignore]
fn empty_boards_agree_with_the_reduction_far() {
    let rows = compare(5000);
    assert!(rows.iter().all(|(_, real, claim)| real == claim));
    let game = Triomino::new();
    let mut table = ShapeTable::new();
    for k in 1..=3000 {
        for (lt, rt, extra) in [(Tab::None, Tab::Top, 1), (Tab::Top, Tab::Top, 2), (Tab::Top, Tab::Bottom, 2)] {
            assert_eq!(table.value(lt, k, rt), game.claimed(2 * k + extra), "{lt:?} {k} {rt:?}");
        }
    }
}

/// Every position reachable from an empty board up to 2 x 8: each region's searched value is
/// g(free cells) of 0.007.
#[test]
fn reachable_positions_agree_with_the_reduction() {
    let game = Triomino::new();
    let mut solver = Solver::new(&game);
    let mut seen = HashSet::new();
    let mut queue: VecDeque<Board2> = (0..=8).map(|n| Board2(vec![FREE; n])).collect();
    while let Some(b) = queue.pop_front() {
        if !seen.insert(b.clone()) {
            continue;
        }
        for r in game.components(&b) {
            assert!(matches!(r, Region::Shape { .. }) || r.free_cells() < 3, "{b}: region {r:?}");
            assert_eq!(solver.searched_comp_grundy(&r).unwrap(), game.claimed(r.free_cells()), "{b}: region {r:?}");
        }
        queue.extend(game.moves(&b).into_iter().map(|m| m.to));
    }
    assert!(seen.len() > 2000, "{}", seen.len());
}

/// On hand-made boards the reduction can fail: exactly these 18 of the 341 boards up to 2 x 4.
#[test]
fn small_boards_where_the_reduction_fails() {
    let game = Triomino::new();
    let mut solver = Solver::new(&game);
    let mut differ = BTreeSet::new();
    let mut boards = 0;
    for n in 0..=4 {
        for free in 0..1u32 << (2 * n) {
            let b = Board2((0..n).map(|c| (free >> (2 * c) & 3) as u8).collect());
            let real = solver.sum_grundy(&game.components(&b)).unwrap();
            let claimed = regions(&b.0).iter().fold(0, |acc, r| acc ^ game.claimed(free_cells(r)));
            if real != claimed {
                differ.insert(b.to_string());
            }
            boards += 1;
        }
    }
    assert_eq!(boards, 341);
    let expected: BTreeSet<String> = [
        ".../###",
        "###/...",
        "...#/####",
        "####/...#",
        "#.../####",
        "..../####",
        "#.../.###",
        "..../..##",
        "###./...#",
        "...#/###.",
        "####/#...",
        ".###/#...",
        "####/....",
        "..##/....",
        "..../.##.",
        ".##./....",
        "..../##..",
        "##../....",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(differ, expected);
}

#[test]
fn golden_cgsuite_0007() {
    let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cgsuite_heap_tables_via_pycgt.csv"));
    let game = Triomino::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with("Treblecross,0.007,")) {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(game.claimed(f[2].parse().unwrap()), f[3].parse::<u32>().unwrap(), "{line}");
        checked += 1;
    }
    assert_eq!(checked, 26);
}

fn check_laws(s: &Solution) {
    let game = lookup("triomino").unwrap();
    assert_eq!(game.normalize(&s.position).unwrap(), s.position);
    let mut spots = HashSet::new();
    for m in &s.moves {
        assert_eq!(game.normalize(&m.to).unwrap(), m.to);
        assert_eq!(m.winning, m.outcome == Outcome::P);
        assert!(spots.insert(m.spot.clone()), "two moves share a spot in {}", s.position);
    }
    let any_p = s.moves.iter().any(|m| m.outcome == Outcome::P);
    assert_eq!(s.outcome == Outcome::N, any_p, "{}", s.position);
    assert_eq!(s.grundy, Some(mex_of(s.moves.iter().map(|m| m.grundy.unwrap()))), "{}", s.position);
    if let Some(r) = s.remoteness {
        let rems = s.moves.iter().filter(|m| m.winning == any_p).map(|m| m.remoteness.unwrap());
        let best = if any_p { rems.min() } else { rems.max() };
        assert_eq!(r, best.map_or(0, |b| b + 1), "{}", s.position);
    }
}

#[test]
fn laws_on_positions_from_2x5_and_hand_made_boards() {
    let game = lookup("triomino").unwrap();
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from(["5".to_string(), "..#../.....".to_string(), "#.../....".to_string()]);
    while let Some(p) = queue.pop_front() {
        if !seen.insert(p.clone()) {
            continue;
        }
        let s = game.solve(&p, false).unwrap();
        check_laws(&s);
        queue.extend(s.moves.iter().map(|m| m.to.clone()));
    }
    assert!(seen.len() > 100, "{}", seen.len());
}

#[test]
fn wide_boards() {
    let game = lookup("triomino").unwrap();
    let s = game.solve("200", false).unwrap();
    assert_eq!(s.remoteness, None);
    assert!(s.note.as_deref().unwrap().contains("remoteness not computed"));
    assert_eq!(s.grundy, Some(Triomino::new().empty_board(200)));
    assert_eq!(s.moves.len(), 4 * 199);
    check_laws(&s);
    // A hand-made board far from the shapes of play: its regions are searched.
    let weird = format!("{}/{}", ".".repeat(60), ".#".repeat(30));
    let s = game.solve(&weird, false).unwrap();
    check_laws(&s);
    let s = game.solve("16", false).unwrap();
    assert!(s.remoteness.is_some() && s.note.is_none());
    assert!(game.solve("201", false).is_err());
    let mut seq = game.sequence().unwrap();
    assert_eq!(seq.advance(40, u64::MAX), 40);
    let report = seq.report();
    assert_eq!(report.values, compare(39).iter().map(|r| r.1).collect::<Vec<_>>());
    assert!(!report.proved);
    assert_eq!(game.sequence_limit(), 10_000);
}

#[test]
fn formula_shows_the_claim() {
    let game = lookup("triomino").unwrap();
    // Three free cells in a row hold no tromino: value 0, but the claim says g(3) = 1.
    let s = game.solve(".../###", false).unwrap();
    assert_eq!((s.outcome, s.grundy), (Outcome::P, Some(0)));
    let f = s.formula.unwrap();
    assert_eq!((f.grundy, f.outcome), (Some(1), Outcome::N));
    assert!(f.text.contains("g(3)"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random boards: notation round-trips and the solver's value is the raw brute force's.
    #[test]
    fn random_boards(n in 0usize..=6, free in any::<u32>()) {
        let free = free & ((1u64 << (2 * n)) - 1) as u32;
        let b = Board2((0..n).map(|c| (free >> (2 * c) & 3) as u8).collect());
        prop_assert_eq!(parse_board(&b.to_string()).unwrap(), b.clone());
        let game = Triomino::new();
        let mut solver = Solver::new(&game);
        let mut memo = HashMap::new();
        prop_assert_eq!(solver.sum_grundy(&game.components(&b)).unwrap(), raw_grundy(n, free_mask(&b), &mut memo));
    }

    #[test]
    fn any_text_parses_or_errs(text in "[.#xX/0-9 ]{0,24}") {
        if let Ok(b) = parse_board(&text) {
            prop_assert_eq!(parse_board(&b.to_string()).unwrap(), b);
        }
    }
}
