//! The algebra against pycgt: every canonical form in tests/data/partizan_values_pycgt.txt
//! (see its header) is read, and its outcome class, temperature and mean are computed and
//! compared with the file's; its short form reads back to the same value.

use engine::cgt::{Cgt, Dyadic};

#[test]
fn outcome_temperature_and_mean_of_every_form() {
    let text = include_str!("../data/partizan_values_pycgt.txt");
    let mut cgt = Cgt::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [_, _, canonical, outcome, temperature, mean] = cols[..] else {
            panic!("malformed line '{line}'");
        };
        let g = cgt.parse(canonical).unwrap_or_else(|e| panic!("reading '{canonical}': {e}"));
        assert_eq!(cgt.outcome(g).as_str(), outcome, "{line}: outcome");
        assert_eq!(cgt.temperature(g), temperature.parse::<Dyadic>().unwrap(), "{line}: temperature");
        assert_eq!(cgt.mean(g), mean.parse::<Dyadic>().unwrap(), "{line}: mean");
        let short = cgt.short(g);
        assert_eq!(cgt.parse(&short).unwrap(), g, "{line}: short form {short}");
        let braces = cgt.braces(g);
        assert_eq!(cgt.parse(&braces).unwrap(), g, "{line}: braces {braces}");
        checked += 1;
    }
    assert!(checked >= 1000, "only {checked} lines checked");
}
