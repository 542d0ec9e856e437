//! The values a sequence job hands out while it computes (the browser's worker sends them in
//! chunks) are those of its final report, whatever the chunking.

use engine::games::{lookup, CATALOGUE};

/// The games whose sequence jobs are checked here, and every catalogue example that has one.
fn games() -> Vec<&'static str> {
    let mut ids = vec!["grundy", "kayles", "octal:0.04", "octal:4.7", "lasker", "subtract:1,3,4", "triomino"];
    for e in CATALOGUE {
        let has_sequence = lookup(e.example_game).is_ok_and(|g| g.sequence().is_some());
        if has_sequence && !ids.contains(&e.example_game) {
            ids.push(e.example_game);
        }
    }
    ids
}

#[test]
fn chunks_of_values_make_up_the_report() {
    let mut checked = 0;
    for game in games() {
        let g = lookup(game).unwrap_or_else(|e| panic!("{game}: {e}"));
        let mut job = g.sequence().unwrap_or_else(|| panic!("{game} has no sequence job"));
        let target = 3000;
        let mut chunks = Vec::new();
        let mut sent = 0;
        loop {
            let done = job.advance(target, 5_000);
            chunks.extend(job.values_in(sent, done));
            sent = done;
            if done >= target {
                break;
            }
        }
        let report = job.report();
        assert_eq!(chunks, report.values, "{game}");
        assert_eq!(job.values_in(10, 5), Vec::<u32>::new(), "{game}: an empty range");
        assert_eq!(job.values_in(2990, 10_000), report.values[2990..].to_vec(), "{game}: clamped");
        checked += 1;
    }
    assert!(checked >= 7, "only {checked} sequence jobs checked");
}
