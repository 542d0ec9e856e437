//! The engine compiled to WebAssembly, run in headless Chromium by wasm-bindgen-test: it must
//! give exactly the answers the native build gives (the CLI's golden files) and the reference
//! values (OEIS A002186).
#![cfg(target_arch = "wasm32")]

use engine::games::lookup;
use engine::octal::OctalSequence;
use nimlab_app::route::Route;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn golden(name: &str) -> serde_json::Value {
    let text = match name {
        "solve_nim_3,4,5" => include_str!("../crates/cli/tests/golden/solve_nim_3,4,5.json"),
        "solve_nim_misere_1,1,2" => include_str!("../crates/cli/tests/golden/solve_nim_misere_1,1,2.json"),
        "solve_kayles_ooo.oo" => include_str!("../crates/cli/tests/golden/solve_kayles_ooo.oo.json"),
        "solve_subtract_1,3,4_21" => include_str!("../crates/cli/tests/golden/solve_subtract_1,3,4_21.json"),
        "sequence_kayles_200" => include_str!("../crates/cli/tests/golden/sequence_kayles_200.json"),
        "solve_northcott_8_1-5,2-7_w" => include_str!("../crates/cli/tests/golden/solve_northcott_8_1-5,2-7_w.json"),
        _ => unreachable!(),
    };
    let mut v: serde_json::Value = serde_json::from_str(text).expect("golden json");
    // The CLI adds a `value` word (win / draw / loss) to solutions and moves; the engine's
    // Solution does not carry it.
    if let Some(obj) = v.as_object_mut() {
        obj.remove("value");
    }
    if let Some(moves) = v.get_mut("moves").and_then(|m| m.as_array_mut()) {
        for m in moves {
            m.as_object_mut().map(|o| o.remove("value"));
        }
    }
    v
}

/// The solution as the CLI prints it for a game that is not partizan: without the partizan
/// keys, `unknown` and `loopy`, which are null.
fn without_partizan_keys(mut v: serde_json::Value) -> serde_json::Value {
    if let Some(obj) = v.as_object_mut() {
        for key in ["partizan", "unknown", "loopy"] {
            if obj.get(key).is_some_and(|p| p.is_null()) {
                obj.remove(key);
            }
        }
    }
    if let Some(moves) = v.get_mut("moves").and_then(|m| m.as_array_mut()) {
        for m in moves.iter_mut().filter_map(|m| m.as_object_mut()) {
            for key in ["side", "canonical", "braces"] {
                if m.get(key).is_some_and(|x| x.is_null()) {
                    m.remove(key);
                }
            }
        }
    }
    v
}

#[wasm_bindgen_test]
fn solves_match_the_native_golden_files() {
    for (name, game, position, misere) in [
        ("solve_nim_3,4,5", "nim", "3,4,5", false),
        ("solve_nim_misere_1,1,2", "nim", "1,1,2", true),
        ("solve_kayles_ooo.oo", "kayles", "ooo.oo", false),
        ("solve_subtract_1,3,4_21", "subtract:1,3,4", "21", false),
        // Northcott's game by retrograde analysis.
        ("solve_northcott_8_1-5,2-7_w", "northcott:8", "1-5,2-7;w", false),
    ] {
        let sol = engine::games::solve_with_reduction(&*lookup(game).unwrap(), position, misere).unwrap();
        assert_eq!(without_partizan_keys(serde_json::to_value(&sol).unwrap()), golden(name), "{name}");
    }
}

#[wasm_bindgen_test]
fn sequence_matches_native_and_oeis() {
    let mut job = lookup("kayles").unwrap().sequence().unwrap();
    job.advance(201, u64::MAX);
    assert_eq!(serde_json::to_value(job.report()).unwrap(), golden("sequence_kayles_200"));

    let oeis = include_str!("../crates/engine/tests/data/A002186_kayles.txt");
    let expected: Vec<u32> = oeis
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().nth(1).unwrap().parse().unwrap())
        .collect();
    let mut seq = OctalSequence::new("0.77".parse().unwrap());
    assert_eq!(seq.up_to(expected.len() - 1), expected);
}

#[wasm_bindgen_test]
fn big_sequence_in_wasm_is_periodic() {
    let mut seq = OctalSequence::new("0.77".parse().unwrap());
    seq.up_to(3000);
    let r = seq.report("kayles");
    assert_eq!((r.preperiod, r.period, r.proved), (Some(71), Some(12), true));
}

#[wasm_bindgen_test]
fn links_round_trip_in_the_browser() {
    let r = Route::play("subtract:1,3,4".into(), "7,5".into());
    assert_eq!(Route::parse(&r.to_hash()), r);
    assert!(matches!(Route::parse("#/play/nim/%E0%A4"), Route::Invalid { .. }));
}
