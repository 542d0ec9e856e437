//! The rare/common method against the definition, and against tczajka's census of unsolved
//! octal games (tests/data/octal_unsolved_games_tczajka.csv).

use engine::games::grundy;
use engine::impartial::mex::mex_of;
use engine::octal::OctalCode;
use engine::sparse::{Method, Shape, SplitSequence};
use proptest::prelude::*;

/// g(0..=n) by the definition: the mex over every option of every heap.
fn definition(shape: &Shape, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    for m in 0..=n {
        let mut opts = Vec::new();
        opts.extend(shape.take_all.iter().filter(|&&k| k == m).map(|_| 0));
        opts.extend(shape.take_one.iter().filter(|&&k| k < m).map(|&k| g[m - k]));
        for &k in &shape.take_two {
            if k < m {
                let t = m - k;
                opts.extend((1..t).filter(|&a| a != t - a || shape.equal_parts).map(|a| g[a] ^ g[t - a]));
            }
        }
        g.push(mex_of(opts));
    }
    g
}

/// Octal codes that split heaps: up to four digits after the point, at least one with bit 4,
/// and sometimes d0 = 4 (split without taking).
fn splitting_code() -> impl Strategy<Value = OctalCode> {
    (any::<bool>(), proptest::collection::vec(0u8..8, 1..5), 0usize..4).prop_map(|(d0, mut digits, at)| {
        let at = at % digits.len();
        digits[at] |= 4;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        OctalCode { split_without_taking: d0, digits }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn every_method_equals_the_definition(code in splitting_code()) {
        let want = definition(&code.shape(), 2000);
        for method in [Method::Auto, Method::Full, Method::Sparse] {
            let got = SplitSequence::with_method(code.shape(), method).without_periods().up_to(2000);
            prop_assert_eq!(&got, &want, "code {} by {:?}", code, method);
        }
        // With periods read off once proved (codes without d0 = 4).
        prop_assert_eq!(SplitSequence::new(code.shape()).up_to(2000), want, "code {}", code);
    }

    #[test]
    fn blocks_do_the_work_of_single_values(code in splitting_code()) {
        // The sparse method chosen for every value, so that both ways examine the same pairs.
        let mut blocks = SplitSequence::with_method(code.shape(), Method::Sparse).without_periods();
        let mut single = SplitSequence::with_method(code.shape(), Method::Sparse).without_periods().without_blocks();
        prop_assert_eq!(blocks.up_to(3000), single.up_to(3000), "code {}", code);
        prop_assert_eq!(blocks.stats(), single.stats(), "code {}", code);
    }
}

#[test]
fn grundy_in_blocks_as_value_by_value() {
    // Unequal parts (a heap may not pair with itself), and far enough for values past 64.
    let mut blocks = SplitSequence::with_method(grundy::shape(), Method::Sparse);
    let mut single = SplitSequence::with_method(grundy::shape(), Method::Sparse).without_blocks();
    assert_eq!(blocks.up_to(40_000), single.up_to(40_000));
    assert_eq!(blocks.stats(), single.stats());
    assert!(blocks.max_value() > 64);
    // Asked value by value, a sequence computes no block and no value beyond the one asked.
    let mut step = SplitSequence::new(grundy::shape());
    for n in 0..600 {
        step.value(n);
        assert_eq!(step.len(), n + 1);
    }
}

#[test]
fn grundy_by_every_method_while_the_mask_changes() {
    let want = definition(&grundy::shape(), 5000);
    for method in [Method::Auto, Method::Full, Method::Sparse] {
        let mut s = SplitSequence::with_method(grundy::shape(), method);
        assert_eq!(s.up_to(5000), want, "{method:?}");
        if method == Method::Sparse {
            // Reviewed at 256, 512, ..., 4096: the mask grows with the values.
            assert!(s.stats().mask_changes >= 2, "{:?}", s.stats());
            assert_eq!(s.mask(), 0x7e);
        }
    }
}

#[test]
fn periodic_codes_read_values_off_the_period() {
    // Kayles: period 12 from 71, proved at 2·71 + 2·12 + 2 = 168 values; checked at 256.
    let code: OctalCode = "0.77".parse().unwrap();
    let mut s = SplitSequence::new(code.shape());
    let values = s.up_to(100_000);
    assert_eq!(s.period(), Some(12));
    assert_eq!(values[..401], definition(&code.shape(), 400)[..]);
    assert!((71..values.len() - 12).all(|n| values[n] == values[n + 12]));
    assert!(s.stats().periodic > 99_000);
}

/// One row of the census.
struct Row {
    game: String,
    n: usize,
    largest_at: usize,
    largest: u32,
    mask: u32,
    rare: usize,
    last_rare: usize,
}

fn census() -> Vec<Row> {
    include_str!("../data/octal_unsolved_games_tczajka.csv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("game,") && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            let pow: u32 = f[1].trim_start_matches("2^").parse().unwrap();
            Row {
                game: f[0].to_string(),
                n: 1 << pow,
                largest_at: f[2].parse().unwrap(),
                largest: f[3].parse().unwrap(),
                mask: u32::from_str_radix(f[4], 16).unwrap(),
                rare: f[5].parse().unwrap(),
                last_rare: f[6].parse().unwrap(),
            }
        })
        .collect()
}

fn shape_of(game: &str) -> Shape {
    match game {
        "Grundy's" => grundy::shape(),
        code => format!("0{code}").parse::<OctalCode>().unwrap().shape(),
    }
}

/// Computes g(0..n) of a census row and checks its five figures. Rare values are counted from
/// n = 0 (the census counts heaps 0, 1 and 2 of Grundy's game).
fn check(row: &Row) {
    let mut s = SplitSequence::new(shape_of(&row.game));
    s.value(row.n - 1);
    let values = s.values_in(0, row.n);
    let largest = *values.iter().max().unwrap();
    let at = values.iter().position(|&v| v == largest).unwrap();
    assert_eq!((largest, at), (row.largest, row.largest_at), "{}: largest value and its index", row.game);
    let rare: Vec<usize> = (0..row.n).filter(|&i| (values[i] & row.mask).count_ones().is_multiple_of(2)).collect();
    assert_eq!(rare.len(), row.rare, "{}: rare values under mask {:x}", row.game, row.mask);
    assert_eq!(*rare.last().unwrap(), row.last_rare, "{}: last rare index", row.game);
}

/// The rows computed to 2^17 (0.04 and 0.06): a few seconds each.
#[test]
fn census_rows_to_2_17() {
    let rows: Vec<Row> = census().into_iter().filter(|r| r.n <= 1 << 17).collect();
    assert_eq!(rows.len(), 2);
    for row in &rows {
        check(row);
    }
}

/// The rows computed to 2^21 (Grundy's game and 0.6): about 8 s, the engine being optimised
/// in test builds too.
#[test]
fn census_rows_to_2_21() {
    let rows: Vec<Row> = census().into_iter().filter(|r| r.n == 1 << 21).collect();
    assert_eq!(rows.len(), 2);
    for row in &rows {
        check(row);
    }
}
