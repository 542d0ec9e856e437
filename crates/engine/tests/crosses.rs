//! Golden tests for crosses on a strip: its values are Dawson's chess's (OEIS A002187), and
//! the period GAMES.md states (34, from n = 52) is what the computed values show.

use engine::games::crosses::{Crosses, MAX_CELLS};
use engine::games::lookup;
use engine::impartial::ImpartialGame;
use engine::serve::Rules;

fn a002187() -> Vec<u32> {
    let path = format!("{}/tests/data/A002187_dawsons_chess.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<u32> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(f[0] as usize, out.len());
        out.push(f[1]);
    }
    out
}

#[test]
fn values_are_a002187() {
    let a = a002187();
    let game = lookup("crosses").unwrap();
    let table = Crosses::new();
    for (n, &g) in a.iter().enumerate() {
        assert_eq!(table.fast_comp_grundy(&n), Some(g), "strip of {n}");
        // Whole strips that a position may hold, through the position notation.
        if n <= MAX_CELLS {
            assert_eq!(game.grundy(&n.to_string()).unwrap(), g, "strip of {n}");
        }
    }
    // A strip with gaps is the sum of its runs.
    assert_eq!(game.grundy("ooooo.ooo..o").unwrap(), a[5] ^ a[3] ^ a[1]);
    let mut job = game.sequence().unwrap();
    job.advance(a.len(), u64::MAX);
    assert_eq!(job.report().values, a);
}

#[test]
fn period_34_from_52() {
    let game = lookup("crosses").unwrap();
    let mut job = game.sequence().unwrap();
    job.advance(400, u64::MAX);
    let r = job.report();
    assert_eq!((r.preperiod, r.period, r.proved), (Some(52), Some(34), true), "{}", r.reason);
    assert_eq!(r.values[51], 2);
    assert_ne!(r.values[51], r.values[51 + 34]);
    assert!((52..r.values.len() - 34).all(|n| r.values[n] == r.values[n + 34]));
}

#[test]
fn solving_a_strip() {
    let game = lookup("crosses").unwrap();
    let sol = game.solve("10", false).unwrap();
    // G(10) = 3: the first player wins.
    assert_eq!(sol.grundy, Some(3));
    assert_eq!(sol.moves.len(), 10);
    for m in &sol.moves {
        assert_eq!(m.winning, game.grundy(&m.to).unwrap() == 0, "{}", m.text);
    }
    let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
    // The winning crosses leave runs 1..i-2 and i+2..10 whose A002187 values cancel.
    let a = a002187();
    let expected: Vec<String> = (1..=10usize)
        .filter(|&i| a[i.saturating_sub(2)] ^ a[10usize.saturating_sub(i + 1)] == 0)
        .map(|i| i.to_string())
        .collect();
    assert_eq!(winning, expected);
    assert!(!expected.is_empty());
}
