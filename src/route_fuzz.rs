//! Property tests of the route decoder: arbitrary hashes and
//! mutations of valid links never panic, and every link that opens a page round-trips through
//! its canonical hash (`Route::parse(r.to_hash()) == r`). `make test` runs CASES texts per
//! strategy; `make fuzz` sets NIMLAB_FUZZ_CASES=100000 and prints the count.

use std::cell::Cell;
use std::time::Instant;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

use crate::route::Route;

/// Texts per strategy in `make test`; NIMLAB_FUZZ_CASES overrides it.
const CASES: u32 = 3000;

fn cases() -> u32 {
    std::env::var("NIMLAB_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// Parses `hash`; when it opens a page, its canonical hash must open the same page, and the
/// canonical hash must be a fixed point. Returns whether the hash was accepted.
fn check(hash: &str) -> Result<bool, TestCaseError> {
    let route = Route::parse(hash);
    if let Route::Invalid { reason } = &route {
        prop_assert!(!reason.trim().is_empty(), "{hash:?}: a refusal without a reason");
        return Ok(false);
    }
    let canonical = route.to_hash();
    let again = Route::parse(&canonical);
    prop_assert_eq!(&again, &route, "{:?} -> {:?}", hash, canonical);
    prop_assert_eq!(again.to_hash(), canonical);
    Ok(true)
}

fn run(name: &str, texts: impl Strategy<Value = String>) {
    let accepted = Cell::new(0u32);
    let n = cases();
    let config = Config { cases: n, failure_persistence: None, ..Config::default() };
    let start = Instant::now();
    let result = TestRunner::new(config).run(&texts, |text| {
        if check(&text)? {
            accepted.set(accepted.get() + 1);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("route decoder, {name}: {e}");
    }
    println!("route decoder, {name}: {n} cases, {} accepted, {:.1} s", accepted.get(), start.elapsed().as_secs_f64());
}

/// Hand-written links of every page, valid and nearly valid, as seeds for mutations.
const SEEDS: &[&str] = &[
    "#/",
    "#/value?g=%7B0%7C%7B0%7C-1%7D%7D",
    "#/play/nim/3%2C4%2C5",
    "#/play/nim/3,4,5?misere=1",
    "#/play/kayles/ooo.oo?misere=true",
    "#/play/triomino/.#.../##...",
    "#/play/sum/nim:3%20%2B%20kayles:7",
    "#/play/subtract:1,3,4/21",
    "#/analyze/kayles?to=500",
    "#/analyze/octal:0.137",
    "#/table/chocolate?size=30",
    "#/table/tokenboard:12x4",
    "#/alphabeta",
    "#/alphabeta/%5B%5B3,12,8%5D,%5B2,4,6%5D%5D?order=best",
    "#/dag",
    "#/dag/",
    "#/dag/a%3Eb;a",
    "#/sum-builder",
    "#/sum-builder/nim:3%20%2B%20nim:4",
];

/// Characters that matter to the decoder, and some that do not.
const ALPHABET: &[char] =
    &['#', '/', '?', '&', '=', '%', '2', 'F', 'C', 'z', 'a', '0', '1', '9', ':', ',', '.', ' ', '+', 'é', '→'];

/// One edit of a text at a position given as a fraction of its length.
#[derive(Clone, Debug)]
enum Edit {
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
    Replace(prop::sample::Index, char),
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        match e {
            Edit::Insert(i, c) => {
                let at = i.index(chars.len() + 1);
                chars.insert(at, *c);
            }
            Edit::Delete(i) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars.remove(at);
            }
            Edit::Replace(i, c) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars[at] = *c;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn edit() -> impl Strategy<Value = Edit> {
    let ch = prop::sample::select(ALPHABET);
    prop_oneof![
        (any::<prop::sample::Index>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<prop::sample::Index>().prop_map(Edit::Delete),
        (any::<prop::sample::Index>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
}

#[test]
fn arbitrary_hashes_never_panic_and_round_trip() {
    run("arbitrary text", any::<String>());
    run("route-like text", prop::collection::vec(prop::sample::select(ALPHABET), 0..40).prop_map(String::from_iter));
}

#[test]
fn mutated_links_never_panic_and_round_trip() {
    let mutated = (prop::sample::select(SEEDS), prop::collection::vec(edit(), 1..4))
        .prop_map(|(seed, edits)| apply(seed, &edits));
    run("mutations of valid links", mutated);
}

#[test]
fn every_seed_opens_a_page() {
    for seed in SEEDS {
        assert!(check(seed).unwrap(), "{seed} was refused: {:?}", Route::parse(seed));
    }
}
