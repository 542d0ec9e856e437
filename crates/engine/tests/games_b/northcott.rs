//! Northcott's game as its rules state it (each side moves its own chips, both ways): the
//! retrograde analysis against the Nim-on-gaps outcome on every small board, its remoteness
//! against the definition, the solve's moves against the rules, and the retrograde analysis
//! itself on small graphs with draws.

use std::collections::HashSet;

use engine::games::lookup;
use engine::games::northcott::{gap, gap_xor, retrograde, Northcott, Position, Space, MAX_RETRO_STATES};
use engine::value::{Outcome, Value};
use proptest::prelude::*;

fn nim_outcome(rows: &[(usize, usize)]) -> Outcome {
    if gap_xor(rows) == 0 {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// The value a state must have given its children's values: no move is a loss in 0; a move to
/// a lost state wins, one more than the quickest such; otherwise a loss, one more than the
/// slowest child.
fn by_definition(children: &[Value]) -> Value {
    if children.is_empty() {
        return Value { outcome: Outcome::P, remoteness: Some(0) };
    }
    let lost: Vec<u32> =
        children.iter().filter(|v| v.outcome == Outcome::P).map(|v| v.remoteness.expect("decided")).collect();
    match lost.iter().min() {
        Some(r) => Value { outcome: Outcome::N, remoteness: Some(r + 1) },
        None => Value {
            outcome: Outcome::P,
            remoteness: Some(children.iter().map(|v| v.remoteness.expect("decided")).max().unwrap() + 1),
        },
    }
}

/// Every position of every board up to 3 rows x 7 columns, with either side to move: the
/// retrograde analysis (retreats and cycles included) finds no draw, its outcome is the
/// Nim-on-gaps outcome, and its remoteness obeys the definition.
#[test]
fn retrograde_equals_nim_on_gaps_on_every_small_board() {
    let mut checked = 0usize;
    for rows in 1..=3usize {
        for cols in 2..=7usize {
            // One space per order of the chips in the rows (black left or right in each row).
            for order in 0..1usize << rows {
                let board: Vec<(usize, usize)> =
                    (0..rows).map(|r| if order >> r & 1 == 1 { (1, 2) } else { (2, 1) }).collect();
                let space = Space::within(cols, &board, usize::MAX).unwrap();
                let table = space.analyse();
                let mut kids = Vec::new();
                for s in 0..space.states {
                    let pos = space.position(s);
                    let v = table.value(s);
                    assert_eq!(v.outcome, nim_outcome(&pos.rows), "{cols} columns: {pos}");
                    kids.clear();
                    space.moves(s, &mut kids);
                    let children: Vec<Value> = kids.iter().map(|&k| table.value(k)).collect();
                    assert_eq!(v, by_definition(&children), "{cols} columns: {pos}");
                    checked += 1;
                }
            }
        }
    }
    // Sum over boards of 2 * (c(c-1))^r: every position, both sides to move.
    let all: usize = (1..=3u32).flat_map(|r| (2..=7usize).map(move |c| 2 * (c * (c - 1)).pow(r))).sum();
    assert_eq!(checked, all);
}

/// The analysis reports draws and decides simple graphs as it should, so "no draws" above is
/// a finding, not a blind spot.
#[test]
fn retrograde_analysis_on_small_graphs() {
    let run = |succ: &[Vec<usize>]| {
        let table = retrograde(
            succ.len(),
            |s| succ[s].len(),
            |s, out| out.extend((0..succ.len()).filter(|&p| succ[p].contains(&s))),
        );
        (0..succ.len()).map(|s| table.value(s)).collect::<Vec<_>>()
    };
    let v = |outcome, r: Option<u32>| Value { outcome, remoteness: r };
    let draw = v(Outcome::Draw, None);
    // 0 <-> 1 only: play goes on for ever.
    assert_eq!(run(&[vec![1], vec![0]]), vec![draw, draw]);
    // 0 <-> 1, and 1 -> 2 (no moves): 2 is lost, so 1 is won, so 0 (only move to 1) is lost.
    assert_eq!(
        run(&[vec![1], vec![0, 2], vec![]]),
        vec![v(Outcome::P, Some(2)), v(Outcome::N, Some(1)), v(Outcome::P, Some(0))]
    );
    // 0 -> 1 <-> 2, 2 -> 3 -> 4: 4 lost, 3 won; 2 can reach only 1 or 3 (won) and 1 only 2, so
    // each avoids losing by going back: draws.
    let g = run(&[vec![1], vec![2], vec![1, 3], vec![4], vec![]]);
    assert_eq!(g, vec![draw, draw, draw, v(Outcome::N, Some(1)), v(Outcome::P, Some(0))]);
    // The loser delays: 0 -> {1, 2}, 1 -> 3, 2 -> 4 -> 5 -> 6 (lost). 0 is lost; moving to 2
    // lasts longer than moving to 1.
    let g = run(&[vec![1, 2], vec![3], vec![4], vec![], vec![5], vec![6], vec![]]);
    assert_eq!(g[0], v(Outcome::P, Some(4)));
}

/// The issue's example: Black to move at 1-5,3-7 is lost (gaps 3 and 3); Black's retreats are
/// offered and shaded as losing with their remoteness, White's chips do not move, and after
/// the retreat b2>2 White's quickest win closes the gap again (w2>6).
#[test]
fn the_issue_example() {
    let game = lookup("northcott:8").unwrap();
    let sol = game.solve("1-5,3-7", false).unwrap();
    assert_eq!(sol.outcome, Outcome::P);
    assert_eq!(sol.grundy, Some(0));
    assert!(sol.note.as_deref().unwrap().contains("retrograde analysis"));
    let texts: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, vec!["b1>2", "b1>3", "b1>4", "b2>1", "b2>2", "b2>4", "b2>5", "b2>6"]);
    for m in &sol.moves {
        assert_eq!(m.outcome, Outcome::N, "{}", m.text);
        assert!(m.remoteness.is_some() && !m.winning, "{}", m.text);
        assert!(m.to.ends_with(";w"), "{}", m.to);
    }
    let after = game.solve("1-5,2-7;w", false).unwrap();
    let best =
        after.moves.iter().filter(|m| m.winning).min_by_key(|m| m.remoteness).expect("White wins after the retreat");
    assert_eq!((best.text.as_str(), best.to.as_str()), ("w2>6", "1-5,2-6"));
    assert_eq!(game.sides("1-5,2-7;w"), Some(("White".to_string(), "Black".to_string())));
    assert!(game.solve("1-5,3-7", true).unwrap_err().to_string().contains("no misère"));
    assert!(game.grundy("1-5,3-7").unwrap_err().to_string().contains("partizan"));
}

/// Boards within the limit are solved by retrograde analysis, larger ones by Nim on the gaps
/// (exact outcome, no remoteness), and the note says which.
#[test]
fn method_by_board_size() {
    let game = lookup("northcott:8").unwrap();
    let four = game.solve("1-5,3-7,2-6,8-4;w", false).unwrap();
    assert!(Space::new(8, &[(1, 2); 4]).unwrap().states <= MAX_RETRO_STATES);
    assert!(four.note.as_deref().unwrap().contains("retrograde analysis"));
    assert!(four.remoteness.is_some());
    let five = game.solve("1-5,3-7,2-6,8-4,1-2", false).unwrap();
    assert!(five.note.as_deref().unwrap().contains("Nim-on-gaps"));
    assert_eq!(five.remoteness, None);
    // Gaps 3, 3, 3, 3 and 0.
    assert_eq!(five.grundy, Some(0));
    assert_eq!(five.outcome, Outcome::P);
    for m in &five.moves {
        let pos = Northcott { cols: 8 }.parse(&m.to).unwrap();
        assert_eq!(m.grundy, Some(gap_xor(&pos.rows) as u32));
        assert_eq!(m.winning, gap_xor(&pos.rows) == 0, "{}", m.text);
        assert_eq!(m.remoteness, None);
    }
}

/// The legal slides of the side to move, straight from the rules: a chip of the mover's
/// colour to any other square of its row that is not the other chip's and not beyond it.
fn rule_moves(cols: usize, pos: &Position) -> HashSet<String> {
    let side = if pos.black_to_move { 'b' } else { 'w' };
    let mut out = HashSet::new();
    for (r, &(b, w)) in pos.rows.iter().enumerate() {
        let (mine, other) = if pos.black_to_move { (b, w) } else { (w, b) };
        for t in 1..=cols {
            let jumps = mine.min(t) < other && other < mine.max(t);
            if t != mine && t != other && !jumps {
                out.insert(format!("{side}{}>{t}", r + 1));
            }
        }
    }
    out
}

fn position_strategy() -> impl Strategy<Value = (usize, Position)> {
    (2usize..=8, prop::collection::vec((1usize..=8, 1usize..=8), 1..=3), any::<bool>()).prop_filter_map(
        "chips on different squares",
        |(cols, chips, black_to_move)| {
            let rows: Vec<(usize, usize)> = chips.into_iter().map(|(b, w)| (b.min(cols), w.min(cols))).collect();
            rows.iter().all(|(b, w)| b != w).then_some((cols, Position { rows, black_to_move }))
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Notation: a position prints to text that parses back to it (`;w` included), and `;b`
    /// is the default.
    #[test]
    fn notation_round_trips((cols, pos) in position_strategy()) {
        let game = Northcott { cols };
        let text = pos.to_string();
        prop_assert_eq!(text.ends_with(";w"), !pos.black_to_move);
        prop_assert_eq!(&game.parse(&text).unwrap(), &pos);
        if pos.black_to_move {
            prop_assert_eq!(&game.parse(&format!("{text};b")).unwrap(), &pos);
        }
    }

    /// The solve of a random position: its moves are exactly the rules' (the mover's chips only,
    /// both directions), each reaches a position that parses, with the other side to move and
    /// one chip of the mover's colour moved; P exactly when every move leads to N; values obey
    /// the definition of remoteness and agree with Nim on the gaps.
    #[test]
    fn solve_obeys_the_rules_and_the_laws((cols, pos) in position_strategy()) {
        let game = Northcott { cols };
        let sol = engine::Game::solve(&engine::serve::Served(game), &pos.to_string(), false).unwrap();
        prop_assert_eq!(&sol.position, &pos.to_string());
        let texts: HashSet<String> = sol.moves.iter().map(|m| m.text.clone()).collect();
        prop_assert_eq!(texts.len(), sol.moves.len(), "move texts are unique");
        prop_assert_eq!(&texts, &rule_moves(cols, &pos));
        let spots: HashSet<_> = sol.moves.iter().map(|m| m.spot.clone()).collect();
        prop_assert_eq!(spots.len(), sol.moves.len(), "spots are unique");
        for m in &sol.moves {
            let to = game.parse(&m.to).unwrap();
            prop_assert_eq!(to.black_to_move, !pos.black_to_move);
            let changed: Vec<usize> = (0..pos.rows.len()).filter(|&r| pos.rows[r] != to.rows[r]).collect();
            prop_assert_eq!(changed.len(), 1);
            let (before, after) = (pos.rows[changed[0]], to.rows[changed[0]]);
            if pos.black_to_move {
                prop_assert_eq!(before.1, after.1, "White's chip stays");
            } else {
                prop_assert_eq!(before.0, after.0, "Black's chip stays");
            }
            prop_assert_eq!(before.0 < before.1, after.0 < after.1, "no chip jumps the other");
            prop_assert_eq!(m.winning, m.outcome == Outcome::P);
            prop_assert_eq!(m.grundy, Some(gap_xor(&to.rows) as u32));
        }
        prop_assert_eq!(sol.outcome == Outcome::P, sol.moves.iter().all(|m| m.outcome == Outcome::N));
        prop_assert_eq!(sol.outcome, nim_outcome(&pos.rows));
        prop_assert_eq!(sol.grundy, Some(gap_xor(&pos.rows) as u32));
        if sol.remoteness.is_some() {
            let children: Vec<Value> =
                sol.moves.iter().map(|m| Value { outcome: m.outcome, remoteness: m.remoteness }).collect();
            prop_assert_eq!(Value { outcome: sol.outcome, remoteness: sol.remoteness }, by_definition(&children));
        }
    }

    /// A retreat (a move away from the other chip) from a won position never wins unless the
    /// widened gap happens to make the XOR 0, and from a lost position it only delays: the
    /// opponent still wins.
    #[test]
    fn retreats_are_shaded((cols, pos) in position_strategy()) {
        let game = Northcott { cols };
        let sol = engine::Game::solve(&engine::serve::Served(game), &pos.to_string(), false).unwrap();
        for m in &sol.moves {
            let to = game.parse(&m.to).unwrap();
            let r = (0..pos.rows.len()).find(|&r| pos.rows[r] != to.rows[r]).unwrap();
            let (b0, w0) = pos.rows[r];
            let (b1, w1) = to.rows[r];
            if gap(b1, w1) > gap(b0, w0) {
                prop_assert_eq!(m.winning, gap_xor(&to.rows) == 0, "{}", m.text);
                if sol.outcome == Outcome::P {
                    prop_assert!(!m.winning, "a retreat from a lost position is a delay");
                }
            }
        }
    }
}
