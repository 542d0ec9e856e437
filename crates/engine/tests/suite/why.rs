//! Every game's "why" texts: present, short, and every number they state is the solver's.
//!
//! Each catalogue entry's `why.claims` lists what its worked example (and theory) says about
//! positions: Grundy values, outcomes, winning moves, the positions moves reach, value
//! sequences and periods. Here each claim is solved and compared, and its words are looked up
//! in the texts, so neither the numbers nor the prose can change alone.
//!
//! The rules a game's texts must keep are listed in docs/ARCHITECTURE.md ("Adding a game"),
//! and each failure message here names the rule it enforces. `NIMLAB_GAME=id` checks one game.

use engine::games::{entry, lookup, CATALOGUE};
use engine::why::{Claim, Fact, Why};
use engine::{Outcome, Solution};

fn words(s: &str) -> usize {
    s.split_whitespace().count()
}

fn texts(why: &Why) -> [(&'static str, &'static str); 3] {
    [("rule", why.rule), ("theory", why.theory), ("example", why.example)]
}

#[test]
fn every_game_has_short_texts() {
    assert!(CATALOGUE.len() >= 29, "{} games", CATALOGUE.len());
    for e in crate::chosen() {
        for (name, text) in texts(&e.why) {
            assert!(
                !text.trim().is_empty(),
                "{}: the {name} is empty; the rule is a rule, a theory and an example",
                e.id
            );
            assert!(
                words(text) <= 80,
                "{}: the {name} has {} words; the rule is at most 80 words a text",
                e.id,
                words(text)
            );
            assert!(
                !text.contains("  "),
                "{}: the {name} has a double space; the rule is single spaces (a line continued with \\ \
                 keeps one space before the backslash and none after its indentation)",
                e.id
            );
        }
    }
}

#[test]
fn every_worked_example_states_checked_numbers() {
    assert!(CATALOGUE.len() >= 29, "{} games", CATALOGUE.len());
    for e in crate::chosen() {
        assert!(
            e.why.claims.iter().any(|c| !c.position.is_empty()),
            "{}: the worked example states nothing about a position that a test could check; the rule is at \
             least one claim about a position",
            e.id
        );
    }
}

#[test]
fn entries_are_found_with_or_without_parameters() {
    assert_eq!(entry("subtract:1,3,4").map(|e| e.id), Some("subtract"));
    assert_eq!(entry("dag:annihilate").map(|e| e.id), Some("dag"));
    assert_eq!(entry(" nim ").map(|e| e.id), Some("nim"));
    assert!(entry("no-such-game").is_none());
    assert!(entry("").is_none());
}

/// Checks one claim; `Err` says what the solver found instead.
fn check(claim: &Claim) -> Result<(), String> {
    let game = lookup(claim.game).map_err(|e| format!("the game does not exist: {e}"))?;
    let solve = || -> Result<Solution, String> {
        game.solve(claim.position, false).map_err(|e| format!("the position cannot be solved: {e}"))
    };
    let find = |sol: &Solution, mv: &str| -> Result<engine::MoveReport, String> {
        sol.moves.iter().find(|m| m.text == mv).cloned().ok_or_else(|| {
            let all: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
            format!("there is no move {mv}; the moves are {all:?}")
        })
    };
    let expect = |what: &str, claimed: String, found: String| {
        if claimed == found {
            Ok(())
        } else {
            Err(format!("the text says {what} {claimed}, the solver finds {found}"))
        }
    };
    match claim.fact {
        Fact::Grundy(g) => {
            let sol = solve()?;
            let found = match sol.grundy {
                Some(v) => v,
                None => game.grundy(claim.position).map_err(|e| e.to_string())?,
            };
            expect("the Grundy value", g.to_string(), found.to_string())
        }
        Fact::Outcome(o) => expect("the outcome", format!("{o:?}"), format!("{:?}", solve()?.outcome)),
        Fact::Remoteness(r) => {
            let found =
                solve()?.remoteness.map_or("none (the search does not reach it)".to_string(), |f| f.to_string());
            expect("the remoteness", r.to_string(), found)
        }
        Fact::Wins(mv) => expect(&format!("that {mv} wins:"), "true".into(), find(&solve()?, mv)?.winning.to_string()),
        Fact::Loses(mv) => {
            expect(&format!("that {mv} wins:"), "false".into(), find(&solve()?, mv)?.winning.to_string())
        }
        Fact::WinningMoves(moves) => {
            let sol = solve()?;
            let found: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
            expect("the winning moves are", format!("{moves:?}"), format!("{found:?}"))
        }
        Fact::Reaches(mv, to) => expect(&format!("{mv} reaches"), to.into(), find(&solve()?, mv)?.to),
        Fact::After(mv, o) => {
            expect(&format!("{mv} leaves"), format!("{o:?}"), format!("{:?}", find(&solve()?, mv)?.outcome))
        }
        Fact::Values(values) => {
            let found: Vec<u32> = (0..values.len())
                .map(|n| game.grundy(&n.to_string()).map_err(|e| e.to_string()))
                .collect::<Result<_, _>>()?;
            expect("the values are", format!("{values:?}"), format!("{found:?}"))
        }
        Fact::Period { preperiod, period, to } => {
            let mut job = game.sequence().ok_or("the game has no value sequence")?;
            while job.advance(to + 1, u64::MAX) <= to {}
            let rep = job.report();
            if !rep.proved {
                return Err(format!("the period is not proved by n = {to}: {}", rep.reason));
            }
            expect(
                "period, preperiod",
                format!("{period}, {preperiod}"),
                format!("{}, {}", rep.period.unwrap_or(0), rep.preperiod.unwrap_or(0)),
            )
        }
        Fact::Formula(text) => {
            let sol = solve()?;
            let formula = sol.formula.map(|f| f.text).unwrap_or_default();
            if formula.contains(text) {
                Ok(())
            } else {
                Err(format!("the solver's formula line '{formula}' does not say '{text}'"))
            }
        }
    }
}

/// The claim's words are in the texts and name the number it claims.
fn quoted(why: &Why, claim: &Claim) -> Result<(), String> {
    if !texts(why).iter().any(|(_, t)| t.contains(claim.says)) {
        return Err(format!(
            "the words '{}' are not in the texts; the rule is that a claim's words appear verbatim in the rule, \
             the theory or the example",
            claim.says
        ));
    }
    let numbers: Vec<String> = match claim.fact {
        Fact::Grundy(g) => vec![g.to_string()],
        Fact::Remoteness(r) => vec![r.to_string()],
        Fact::Period { preperiod, period, .. } => vec![preperiod.to_string(), period.to_string()],
        _ => Vec::new(),
    };
    match numbers.iter().find(|n| !claim.says.contains(n.as_str())) {
        Some(n) => Err(format!(
            "the words '{}' do not state the number {n}; the rule is that a claim's words contain the number it claims",
            claim.says
        )),
        None => Ok(()),
    }
}

#[test]
fn every_claim_of_every_why_text_holds() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for e in crate::chosen() {
        for claim in e.why.claims {
            checked += 1;
            if let Err(why) = quoted(&e.why, claim).and_then(|_| check(claim)) {
                failures.push(format!("{}: {} {} ({:?}): {why}", e.id, claim.game, claim.position, claim.fact));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} claims fail:\n{}", failures.len(), failures.join("\n"));
    assert!(checked > 0, "no claim checked");
    // Counted over the whole catalogue even when one game is checked: claims are cheap to count.
    let claims: usize = CATALOGUE.iter().map(|e| e.why.claims.len()).sum();
    assert!(
        claims >= 3 * CATALOGUE.len(),
        "only {claims} claims for {} games; the rule is at least 3 claims a game on average",
        CATALOGUE.len()
    );
}

/// The check can fail: a wrong number (a Grundy value, a remoteness), a wrong move and a quote
/// missing from the text are each caught, and a right remoteness passes.
#[test]
fn a_wrong_claim_is_caught() {
    let why = &entry("nim").expect("nim is in the catalogue").why;
    let wrong_value = Claim { game: "nim", position: "3,4,5", fact: Fact::Grundy(3), says: "so the value is 2" };
    assert!(quoted(why, &wrong_value).is_err(), "the quote does not state 3");
    assert!(check(&wrong_value).unwrap_err().contains("solver finds 2"));
    // 1,1 is lost in 2 moves: whatever the player to move takes, the other takes the last.
    let remoteness = Claim { game: "nim", position: "1,1", fact: Fact::Remoteness(2), says: "" };
    assert_eq!(check(&remoteness), Ok(()));
    let wrong_remoteness = Claim { game: "nim", position: "1,1", fact: Fact::Remoteness(3), says: "" };
    assert!(check(&wrong_remoteness).unwrap_err().contains("the remoteness 3, the solver finds 2"));
    let wrong_move = Claim { game: "nim", position: "3,4,5", fact: Fact::Wins("h2-1"), says: "" };
    assert!(check(&wrong_move).is_err());
    let wrong_outcome = Claim { game: "nim", position: "1,4,5", fact: Fact::Outcome(Outcome::N), says: "" };
    assert!(check(&wrong_outcome).is_err());
    let wrong_period =
        Claim { game: "kayles", position: "", fact: Fact::Period { preperiod: 70, period: 12, to: 200 }, says: "" };
    assert!(check(&wrong_period).is_err());
    let not_said = Claim { game: "nim", position: "3,4,5", fact: Fact::Grundy(2), says: "the value is 2!" };
    assert!(quoted(why, &not_said).is_err());
}
