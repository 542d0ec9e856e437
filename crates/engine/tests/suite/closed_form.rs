//! The closed forms the analysis page shows (each game's `Entry::closed_form`) against the
//! computed value sequences: every g(n) a formula gives, and every stated period (found again,
//! and proved by the octal periodicity theorem).

use engine::games::{closed_form, lookup, CATALOGUE};

/// Checks one game id's closed form against its sequence computed to `to`.
fn check(id: &str, to: usize) -> Result<(), String> {
    let form = closed_form(id).ok_or(format!("{id}: no closed form"))?;
    let game = lookup(id).map_err(|e| e.to_string())?;
    let mut job = game.sequence().ok_or(format!("{id}: no value sequence"))?;
    while job.advance(to + 1, u64::MAX) <= to {}
    let rep = job.report();
    if let Some(value) = &form.value {
        for (n, &g) in rep.values.iter().enumerate() {
            if let Some(f) = value(n) {
                if f != g {
                    return Err(format!("{id}: '{}' gives g({n}) = {f}, the sequence has {g}", form.text));
                }
            }
        }
    }
    if let Some((pre, period)) = form.period {
        let found = (rep.preperiod, rep.period, rep.proved);
        if found != (Some(pre), Some(period), true) {
            return Err(format!(
                "{id}: '{}' states period {period} from {pre}, the sequence to {to} has {found:?}: {}",
                form.text, rep.reason
            ));
        }
        // Where no formula is given the text is the statement, so it must name the period.
        let text = &form.text;
        let states = text.contains(&format!("period {period}")) && text.contains(&format!("n = {pre}"));
        if form.value.is_none() && !states {
            return Err(format!("{id}: '{text}' does not state period {period} from n = {pre}"));
        }
    }
    Ok(())
}

#[test]
fn every_closed_form_matches_the_computed_values() {
    let mut ids: Vec<String> =
        CATALOGUE.iter().filter(|e| e.closed_form.is_some()).map(|e| e.example_game.to_string()).collect();
    ids.extend(["subtract:1,2,3", "subtract:1", "subtract:1,2,3,4,5,6,7"].map(String::from));
    let mut shown = 0;
    for id in &ids {
        if closed_form(id).is_some() {
            shown += 1;
            check(id, 400).unwrap();
        }
    }
    assert!(shown >= 7, "only {shown} closed forms checked");
}

#[test]
fn closed_forms_follow_the_parameters() {
    assert_eq!(closed_form("subtract:1,2,3").map(|f| f.text), Some("matches with M = 3: g(n) = n mod 4".into()));
    assert!(closed_form("subtract:1,3,4").is_none(), "{{1, 3, 4}} is not a matches set");
    assert!(closed_form("nim").is_none());
    assert!(closed_form("no-such-game").is_none());
}

/// The check can fail: a wrong formula and a wrong period are both caught.
#[test]
fn a_wrong_closed_form_is_caught() {
    // Kayles's values are not Lasker's formula; crosses's period is not Kayles's.
    let kayles = lookup("kayles").unwrap();
    let lasker = closed_form("lasker").unwrap();
    let mut job = kayles.sequence().unwrap();
    while job.advance(50, u64::MAX) < 50 {}
    let values = job.report().values;
    let f = lasker.value.unwrap();
    assert!(values.iter().enumerate().any(|(n, &g)| f(n) != Some(g)));
    assert!(check("kayles", 100).is_err(), "the period 12 from 71 is not proved by n = 100");
}
