//! The values a sequence job hands out while it computes (the browser's worker sends them in
//! chunks) are those of its final report, whatever the chunking.

use engine::games::lookup;

#[test]
fn chunks_of_values_make_up_the_report() {
    for game in ["grundy", "kayles", "octal:0.04", "octal:4.7", "lasker", "subtract:1,3,4", "triomino"] {
        let Ok(g) = lookup(game) else { continue };
        let Some(mut job) = g.sequence() else { continue };
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
    }
}
