//! Golden tests for Grundy's game: OEIS A002188 and the aggregate facts in
//! grundys_game_anchors.txt.

use engine::games::grundy::{Grundy, GrundySequence, MAX_TOTAL};
use engine::games::lookup;
use engine::impartial::ImpartialGame;
use engine::serve::Rules;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of `key = value   # comment` in the anchors file.
fn anchor_text(key: &str) -> String {
    let text = data("grundys_game_anchors.txt");
    let line = text
        .lines()
        .find(|l| l.split('=').next().map(str::trim) == Some(key))
        .unwrap_or_else(|| panic!("no anchor {key}"));
    line.split('=').nth(1).unwrap().split('#').next().unwrap().trim().to_string()
}

fn anchor(key: &str) -> u64 {
    anchor_text(key).parse().unwrap()
}

fn anchor_hex(key: &str) -> u64 {
    u64::from_str_radix(&anchor_text(key), 16).unwrap()
}

#[test]
fn a002188() {
    let text = data("A002188_grundys_game.txt");
    let mut expected = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<u32> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
        assert_eq!(f[0] as usize, expected.len());
        expected.push(f[1]);
    }
    assert_eq!(expected.len(), 105);
    // Through the game's sequence job (what the CLI and the app use).
    let mut job = lookup("grundy").unwrap().sequence().unwrap();
    assert_eq!(job.advance(105, u64::MAX), 105);
    let r = job.report();
    assert_eq!(r.values, expected);
    assert!(!r.proved);
    // And through the value of single heaps: the table the solver uses, and for heaps a
    // position may hold, the game's own answer.
    let table = Grundy::new();
    let game = lookup("grundy").unwrap();
    for (n, &g) in expected.iter().enumerate() {
        assert_eq!(table.fast_comp_grundy(&(n as u64)), Some(g), "heap {n}");
        if n <= MAX_TOTAL as usize {
            assert_eq!(game.grundy(&n.to_string()).unwrap(), g, "heap {n}");
        }
    }
}

/// Rare values of Grundy's game: those whose bits under the rare mask have even parity. Below
/// 2^21 the last one is at n = 82860, so computing up to there sees all 1274 of them. About
/// 1.7·10^9 steps: run in release with `cargo test -p engine --release -- --ignored`.
#[test]
#[ignore]
fn rare_values_below_2_21() {
    let mask = anchor_hex("rare_mask_hex") as u32;
    let last = anchor("last_rare_index_below_2^21") as usize;
    let mut seq = GrundySequence::new();
    let values = seq.up_to(last + 1000);
    let rare: Vec<usize> = (0..values.len()).filter(|&n| (values[n] & mask).count_ones().is_multiple_of(2)).collect();
    assert_eq!(rare.len() as u64, anchor("rare_count_below_2^21"));
    assert_eq!(*rare.last().unwrap(), last);
    assert_eq!(&rare[..3], &[0, 1, 2]);
    assert!(values.iter().all(|&v| v as u64 <= anchor("largest_value")));
}
