//! Value frequencies of five octal games of unknown period against Marek Rogalski's published
//! counts (tests/data/rogalski_octal/, from github.com/rogalski-wmii-uni-lodz-pl/octal): his
//! file `n` counts the values of heaps 1..=n.

use engine::octal::{OctalCode, OctalSequence};

const CODES: [&str; 5] = ["0.014", "0.034", "0.161", "0.167", "0.172"];

/// Rogalski's counts for `code` over `n` heaps, by value.
fn published(code: &str, n: usize) -> Vec<u64> {
    let path = format!("{}/tests/data/rogalski_octal/{code}_{n}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut counts = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (value, count) = line.split_once(' ').unwrap_or_else(|| panic!("{path}: {line:?}"));
        let (value, count): (usize, u64) = (value.parse().unwrap(), count.trim().parse().unwrap());
        if counts.len() <= value {
            counts.resize(value + 1, 0);
        }
        counts[value] = count;
    }
    assert_eq!(counts.iter().sum::<u64>(), n as u64, "{path} sums to n");
    counts
}

/// The engine's counts of g(1..=n) for `code`.
fn counted(code: &str, n: usize) -> Vec<u64> {
    let mut seq = OctalSequence::new(code.parse::<OctalCode>().unwrap());
    seq.value(n);
    let mut counts = Vec::new();
    for i in 1..=n {
        let v = seq.inner().get(i) as usize;
        if counts.len() <= v {
            counts.resize(v + 1, 0);
        }
        counts[v] += 1;
    }
    counts
}

fn check(n: usize) {
    for code in CODES {
        assert_eq!(counted(code, n), published(code, n), "{code} to {n}");
    }
}

#[test]
fn frequencies_to_2_20_are_rogalskis() {
    check(1 << 20);
}

#[test]
#[ignore = "minutes: five codes to 2^24"]
fn frequencies_to_2_24_are_rogalskis() {
    check(1 << 24);
}

#[test]
#[ignore = "an hour of one core: five codes to 2^28"]
fn frequencies_to_2_28_are_rogalskis() {
    check(1 << 28);
}
