//! The census's long rows, timed once each (too long for criterion's repeated samples), with
//! the C peer in the same run: Grundy's game to 2^18 (sparse and plain scans) and to 2^21, 0.6
//! to 2^21. Each row's figures (largest value and its index, rare heaps under the census mask,
//! the last rare heap) are checked against tests/data/octal_unsolved_games_tczajka.csv.
//!
//! The peer is benches/peer/grundy_rare.c, a plain single-core C program using the rare/common
//! split, compiled with `cc -O2` when a C compiler is present. `make bench` runs this.

use std::process::Command;
use std::time::Instant;

use engine::games::grundy;
use engine::octal::OctalCode;
use engine::sparse::{Method, Shape, SplitSequence};

fn shape(game: &str) -> Shape {
    match game {
        "grundy" => grundy::shape(),
        code => code.parse::<OctalCode>().expect("a valid code").shape(),
    }
}

/// Computes g(0..n) and returns the seconds taken and the census figures under `mask`.
fn run(game: &str, n: usize, method: Method, mask: u32) -> (f64, [u64; 4]) {
    let start = Instant::now();
    let mut s = SplitSequence::with_method(shape(game), method).without_periods();
    s.value(n - 1);
    let secs = start.elapsed().as_secs_f64();
    let values = s.values_in(0, n);
    let largest = *values.iter().max().expect("values");
    let at = values.iter().position(|&v| v == largest).expect("the largest") as u64;
    let rare: Vec<usize> = (0..n).filter(|&i| (values[i] & mask).count_ones().is_multiple_of(2)).collect();
    (secs, [largest as u64, at, rare.len() as u64, *rare.last().unwrap_or(&0) as u64])
}

/// The census row of a game: [largest, its index, rare count, last rare] and the mask.
fn census(game: &str) -> ([u64; 4], u32) {
    let name = if game == "grundy" { "Grundy's" } else { game.trim_start_matches('0') };
    let row = include_str!("../tests/data/octal_unsolved_games_tczajka.csv")
        .lines()
        .find(|l| l.split(',').next() == Some(name))
        .expect("a census row");
    let f: Vec<&str> = row.split(',').collect();
    let num = |i: usize| f[i].parse::<u64>().expect("a number");
    ([num(3), num(2), num(5), num(6)], u32::from_str_radix(f[4], 16).expect("a hex mask"))
}

/// Compiles and runs the C peer to n; the seconds it took, or why it could not run.
fn peer(n: usize) -> Result<f64, String> {
    let dir = std::env::temp_dir().join("nimlab-peer");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let bin = dir.join("grundy_rare");
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/peer/grundy_rare.c");
    let built = Command::new("cc").args(["-O2", "-o"]).arg(&bin).arg(src).status().map_err(|e| e.to_string())?;
    if !built.success() {
        return Err("cc failed".into());
    }
    let start = Instant::now();
    let out = Command::new(&bin).arg(n.to_string()).output().map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64();
    println!("    peer says: {}", String::from_utf8_lossy(&out.stdout).trim());
    Ok(secs)
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` does not: then only check quickly.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let (_, grundy_mask) = census("grundy");
    println!("census rows, timed once each (seconds, release build)");
    let (sparse, _) = run("grundy", 1 << 18, Method::Auto, grundy_mask);
    let (full, _) = run("grundy", 1 << 18, Method::Full, grundy_mask);
    println!("grundy g(0..2^18): engine {sparse:.2} s, plain scan {full:.2} s (plain/engine {:.1})", full / sparse);
    for game in ["grundy", "0.6"] {
        let (want, mask) = census(game);
        let (secs, got) = run(game, 1 << 21, Method::Auto, mask);
        let ok = if got == want { "census figures match" } else { "CENSUS FIGURES DIFFER" };
        println!(
            "{game} g(0..2^21): engine {secs:.2} s; largest {} at {}, {} rare, last rare {}: {ok}",
            got[0], got[1], got[2], got[3]
        );
        assert_eq!(got, want, "{game}: census figures");
        if game == "grundy" {
            match peer(1 << 21) {
                Ok(c) => println!("grundy g(0..2^21): C peer {c:.2} s; engine/peer {:.2}", secs / c),
                Err(e) => println!("grundy g(0..2^21): the C peer could not run ({e})"),
            }
        }
    }
}
