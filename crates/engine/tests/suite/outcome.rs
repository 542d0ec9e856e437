//! The outcome search (`Game::search_outcome`) against independent answers:
//!
//! - every partizan game of the catalogue, on positions reached by random play from its
//!   example: who wins with each side to move is the canonical form's outcome class, and each
//!   move's proof is the class of the position it reaches (straight for the proof, deepening
//!   one ply at a time, stopping at the first win, and with a table too small to keep much);
//! - empty Domineering rectangles: the published outcome table (`data/domineering-outcomes.txt`);
//! - random 6x6 and 7x7 Domineering boards with blocked cells: the outcomes of a plain memoised
//!   negamax written here (`data/domineering-blocked-outcomes.txt`, made by
//!   `write_blocked_golden`).

use std::collections::HashMap;

use engine::cgt::Cgt;
use engine::games::CATALOGUE;
use engine::partizan::Limits;
use engine::vocab::Side;
use engine::{lookup, Game, Outcome};
use proptest::prelude::*;

/// Whether `side` to move wins a position of outcome class `class`.
fn to_move_wins(class: Outcome, side: Side) -> bool {
    class == Outcome::N || class == side.class()
}

/// The search's limits checked on every position: straight for the proof, anytime, first win,
/// and a table of a few entries (which must drop what it cannot keep, never a proof's truth).
fn variants() -> [Limits; 4] {
    [
        Limits::default(),
        Limits { anytime: true, ..Limits::default() },
        Limits { first_win: true, ..Limits::default() },
        Limits { table: 6, ..Limits::default() },
    ]
}

/// Checks the outcome search on `position` against canonical forms; the count of checks.
fn check(game: &dyn Game, position: &str, cgt: &mut Cgt, classes: &mut HashMap<String, Outcome>) -> usize {
    let id = game.id();
    let mut class = |text: &str, cgt: &mut Cgt| -> Outcome {
        *classes.entry(text.to_string()).or_insert_with(|| {
            let braces = game.canonical(text).unwrap_or_else(|e| panic!("{id} {text}: {e}"));
            let g = cgt.parse(&braces).unwrap_or_else(|e| panic!("{id} {text}: reading {braces}: {e}"));
            cgt.outcome(g)
        })
    };
    let here = class(position, cgt);
    let mut checks = 0;
    for side in [Side::Left, Side::Right] {
        for limits in variants() {
            let r = game
                .search_outcome(position, side, &limits, &mut |_| true)
                .unwrap_or_else(|e| panic!("{id} {position} {side:?}: {e}"));
            let what = format!("{id} {position}, {side:?} to move, {limits:?}");
            assert!(r.complete, "{what}: not complete: {}", r.summary);
            assert_eq!(r.stopped, None, "{what}");
            assert_eq!(r.wins, Some(to_move_wins(here, side)), "{what}: class {here:?}");
            assert_eq!(r.to_move, side, "{what}");
            for m in &r.moves {
                assert_eq!(m.side, side, "{what}: {}", m.text);
                let after = class(&m.to, cgt);
                // The mover wins when the other side, to move after it, loses.
                let want = !to_move_wins(after, side.other());
                match m.wins {
                    Some(w) => assert_eq!(w, want, "{what}: move {} to {} (class {after:?})", m.text, m.to),
                    None => assert!(limits.first_win, "{what}: move {} not proved", m.text),
                }
                checks += 1;
            }
            if r.wins == Some(true) {
                let best = r.best.expect("a winning position has a best move");
                assert_eq!(r.moves[best].wins, Some(true), "{what}: the best move is a proved win");
            }
            checks += 1;
        }
    }
    checks
}

/// The partizan games of the catalogue, by their examples.
fn partizan_games() -> Vec<(Box<dyn Game>, &'static str)> {
    CATALOGUE
        .iter()
        .filter_map(|e| {
            let game = lookup(e.example_game).ok()?;
            game.is_partizan(e.example_position).then_some((game, e.example_position))
        })
        .collect()
}

#[test]
fn the_catalogue_has_its_partizan_games() {
    let ids: Vec<String> = partizan_games().iter().map(|(g, _)| g.id()).collect();
    assert!(ids.len() >= 14, "{ids:?}");
}

/// A position a few random moves (either side's) from `start`, with the walk's seed.
fn walk(game: &dyn Game, start: &str, mut seed: u64, steps: usize) -> String {
    let mut at = game.normalize(start).unwrap();
    for _ in 0..steps {
        let moves = game.move_list(&at).unwrap();
        if moves.is_empty() {
            break;
        }
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        at = moves[(seed >> 33) as usize % moves.len()].1.clone();
    }
    at
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Every partizan game: positions by random play from its example.
    #[test]
    fn outcome_search_agrees_with_canonical_forms(seed in any::<u64>(), steps in 0usize..6) {
        let mut cgt = Cgt::new();
        let mut checks = 0;
        let games = partizan_games();
        for (i, (game, start)) in games.iter().enumerate() {
            let mut classes = HashMap::new();
            let at = walk(game.as_ref(), start, seed ^ (i as u64).wrapping_mul(0x9E37_79B9), steps);
            checks += check(game.as_ref(), &at, &mut cgt, &mut classes);
        }
        // Each position is checked with each side to move under each of the four limits.
        prop_assert!(checks >= games.len() * 8, "{} checks", checks);
    }
}

/// Each game's example and the walks from it, fixed: the same positions on every run, so that
/// a failure names a position that fails again.
#[test]
fn outcome_search_agrees_on_fixed_walks() {
    let mut cgt = Cgt::new();
    let mut per_game = Vec::new();
    for (i, (game, start)) in partizan_games().iter().enumerate() {
        let mut classes = HashMap::new();
        let mut checks = 0;
        for w in 0..4u64 {
            let at = walk(game.as_ref(), start, 0x5EED_0000 + w * 97 + i as u64, w as usize);
            checks += check(game.as_ref(), &at, &mut cgt, &mut classes);
        }
        per_game.push((game.id(), checks));
    }
    for (id, checks) in &per_game {
        assert!(*checks >= 16, "{id}: {checks} checks");
    }
}

/// Whether the side to move wins a Domineering board (by `search_outcome`, stopping at the
/// first winning move).
fn domineering_wins(game: &dyn Game, board: &str, side: Side) -> bool {
    let limits = Limits { first_win: true, ..Limits::default() };
    let r = game.search_outcome(board, side, &limits, &mut |_| true).unwrap_or_else(|e| panic!("{board}: {e}"));
    assert!(r.complete, "{board} {side:?}: {}", r.summary);
    r.wins.expect("a complete search knows who wins")
}

/// The class of a board from who wins with each side to move.
fn class_of(left_wins: bool, right_wins: bool) -> Outcome {
    match (left_wins, right_wins) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    }
}

/// The golden lines of a data file: (board, class letter).
fn golden(text: &str) -> Vec<(&str, &str)> {
    text.lines()
        // A board may start with '#' (a blocked cell); a comment starts with "# ".
        .filter(|l| !l.starts_with("# ") && l.trim() != "#" && !l.trim().is_empty())
        .map(|l| l.split_once(' ').unwrap_or_else(|| panic!("malformed line '{l}'")))
        .collect()
}

/// Empty rectangles of at most this many cells are checked in the normal suite (each in well
/// under a second in a debug build); the larger ones up to [`SLOW_CELLS`] by `make slow`
/// (each side to move within seconds natively, 11x4 the longest at about 2.4 s of CPU).
const FAST_CELLS: usize = 30;
/// Every board of the golden table: the release build proves each of 4x12, 6x8, 7x7, 5x10,
/// 7x8 and their transposes within about a second of CPU a side (7x8 with Left to move the
/// longest, a million positions), and 8x8 in about three seconds a side.
const SLOW_CELLS: usize = 64;

fn check_rectangles(fast: bool) -> usize {
    let game = lookup("domineering").unwrap();
    let mut checked = 0;
    for (board, class) in golden(include_str!("../data/domineering-outcomes.txt")) {
        let (r, c) = board.split_once('x').unwrap();
        let cells = r.parse::<usize>().unwrap() * c.parse::<usize>().unwrap();
        if (cells <= FAST_CELLS) != fast || cells > SLOW_CELLS {
            continue;
        }
        let got = class_of(
            domineering_wins(game.as_ref(), board, Side::Left),
            domineering_wins(game.as_ref(), board, Side::Right),
        );
        assert_eq!(got.as_str(), class, "{board}");
        checked += 1;
    }
    checked
}

#[test]
fn empty_rectangles_match_the_published_table() {
    let checked = check_rectangles(true);
    assert!(checked >= 50, "{checked} boards");
}

#[test]
#[ignore = "research-size searches: run by make slow"]
fn large_empty_rectangles_match_the_published_table() {
    let checked = check_rectangles(false);
    assert!(checked >= 20, "{checked} boards");
}

// ---------------------------------------------------------------------------------------------
// Random boards with blocked cells against a plain search written here

/// A plain memoised negamax over Domineering boards of at most 64 cells as bits (row-major, bit
/// `r * w + c` set for a free cell): whether the side to move wins, trying every move. No
/// splitting, no symmetry, no bounds: nothing shared with the engine's search.
struct Plain {
    w: u32,
    cells: u32,
    memo: HashMap<(u64, bool), bool>,
}

impl Plain {
    fn wins(&mut self, free: u64, left: bool) -> bool {
        if let Some(&v) = self.memo.get(&(free, left)) {
            return v;
        }
        let mut won = false;
        for a in 0..self.cells {
            let b = if left { a + self.w } else { a + 1 };
            let fits = if left { b < self.cells } else { a % self.w + 1 < self.w };
            if !fits || free & (1 << a) == 0 || free & (1 << b) == 0 {
                continue;
            }
            if !self.wins(free & !(1 << a) & !(1 << b), !left) {
                won = true;
                break;
            }
        }
        self.memo.insert((free, left), won);
        won
    }
}

/// `count` boards of `h` x `w` cells, each blocked with probability `blocked`%, from `seed`.
fn random_boards(h: usize, w: usize, blocked: u64, count: usize, mut seed: u64) -> Vec<String> {
    let mut next = move || {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) % 100
    };
    (0..count)
        .map(|_| {
            let rows: Vec<String> =
                (0..h).map(|_| (0..w).map(|_| if next() < blocked { '#' } else { '.' }).collect()).collect();
            rows.join("/")
        })
        .collect()
}

/// The class of a board by the plain search.
fn plain_class(board: &str) -> Outcome {
    let rows: Vec<&str> = board.split('/').collect();
    let (h, w) = (rows.len(), rows[0].len());
    let mut free = 0u64;
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '.' {
                free |= 1 << (r * w + c);
            }
        }
    }
    let mut p = Plain { w: w as u32, cells: (h * w) as u32, memo: HashMap::new() };
    class_of(p.wins(free, true), p.wins(free, false))
}

const BLOCKED_HEADER: &str = "\
# Outcome classes of random 6x6 and 7x7 Domineering boards with blocked cells (# blocked, .
# free; Left places vertical dominoes). Each board's cells are blocked with probability 35%
# (6x6) or 40% (7x7) by the generator in crates/engine/tests/suite/outcome.rs (random_boards,
# seeds 0x6606 and 0x7707). Classes from that file's plain memoised negamax (`Plain`: every
# move tried, no splitting into regions, no symmetries, no bounds), written by
#   cargo test --release -p engine --test suite outcome::write_blocked_golden -- --ignored
# Columns: board, outcome class (L Left wins whoever starts, R Right, N the player to move
# wins, P the player to move loses).
";

fn blocked_boards() -> Vec<String> {
    let mut boards = random_boards(6, 6, 35, 40, 0x6606);
    boards.extend(random_boards(7, 7, 40, 30, 0x7707));
    boards
}

#[test]
#[ignore = "writes tests/data/domineering-blocked-outcomes.txt from the plain search"]
fn write_blocked_golden() {
    let mut out = BLOCKED_HEADER.to_string();
    for b in blocked_boards() {
        out += &format!("{b} {}\n", plain_class(&b).as_str());
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/domineering-blocked-outcomes.txt");
    std::fs::write(path, out).unwrap();
}

#[test]
fn blocked_boards_match_the_plain_search() {
    let game = lookup("domineering").unwrap();
    let lines = golden(include_str!("../data/domineering-blocked-outcomes.txt"));
    let boards = blocked_boards();
    assert_eq!(lines.len(), boards.len(), "the golden file lists the generator's boards");
    let mut classes = std::collections::BTreeMap::new();
    for ((board, class), want) in lines.into_iter().zip(&boards) {
        assert_eq!(board, want, "the golden file lists the generator's boards in order");
        let got = class_of(
            domineering_wins(game.as_ref(), board, Side::Left),
            domineering_wins(game.as_ref(), board, Side::Right),
        );
        assert_eq!(got.as_str(), class, "{board}");
        *classes.entry(class).or_insert(0) += 1;
    }
    // The boards are not all of one class.
    assert!(classes.len() >= 3, "{classes:?}");
}

/// The plain search itself against the published small rectangles.
#[test]
fn the_plain_search_knows_small_rectangles() {
    let mut checked = 0;
    for (board, class) in golden(include_str!("../data/domineering-outcomes.txt")) {
        let (r, c) = board.split_once('x').unwrap();
        let (r, c) = (r.parse::<usize>().unwrap(), c.parse::<usize>().unwrap());
        if r * c > 20 {
            continue;
        }
        let text = vec![".".repeat(c); r].join("/");
        assert_eq!(plain_class(&text).as_str(), class, "{board}");
        checked += 1;
    }
    assert!(checked >= 30, "{checked}");
}

/// The game's own search is kept with its table from one request to the next on the thread
/// (the other side to move, the position after a move): every answer must be the one a fresh
/// search gives, also after a request the budget stopped halfway.
#[test]
fn a_kept_search_answers_as_a_fresh_one() {
    let game = lookup("domineering").unwrap();
    // A fresh search: a thread of its own keeps nothing from this one's requests.
    let fresh = |board: &str, side: Side| {
        let board = board.to_string();
        std::thread::spawn(move || {
            let game = lookup("domineering").unwrap();
            let limits = Limits { first_win: true, ..Limits::default() };
            let r = game.search_outcome(&board, side, &limits, &mut |_| true).unwrap();
            (r.wins.expect("complete"), r.nodes)
        })
        .join()
        .unwrap()
    };
    let mut boards = random_boards(6, 6, 20, 6, 0x6e6e);
    boards.push("6x6".into());
    for board in &boards {
        let stopped = Limits { first_win: true, nodes: 40, ..Limits::default() };
        let r = game.search_outcome(board, Side::Left, &stopped, &mut |_| true).unwrap();
        if !r.complete {
            assert!(r.stopped.is_some(), "{board}: {}", r.summary);
        }
        for side in [Side::Left, Side::Right, Side::Left] {
            assert_eq!(domineering_wins(game.as_ref(), board, side), fresh(board, side).0, "{board} {side:?}");
        }
    }
    // The square board with Right to move is Left's transposed: all proved already.
    let first_win = Limits { first_win: true, ..Limits::default() };
    game.search_outcome("6x6", Side::Left, &first_win, &mut |_| true).unwrap();
    let again = game.search_outcome("6x6", Side::Right, &first_win, &mut |_| true).unwrap();
    let (_, alone) = fresh("6x6", Side::Right);
    assert!(again.nodes * 10 < alone, "Right after Left: {} positions, alone {alone}", again.nodes);
}
