//! Every game's "why" texts: present, short, and every number they state is the solver's.
//!
//! Each catalogue entry's `why.claims` lists what its worked example (and theory) says about
//! positions: Grundy values, outcomes, winning moves, the positions moves reach, value
//! sequences and periods. Here each claim is solved and compared, and its words are looked up
//! in the texts, so neither the numbers nor the prose can change alone.

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
    for e in CATALOGUE {
        for (name, text) in texts(&e.why) {
            assert!(!text.trim().is_empty(), "{}: empty {name}", e.id);
            assert!(words(text) <= 80, "{}: the {name} has {} words, keep it under 80", e.id, words(text));
            assert!(!text.contains("  "), "{}: double space in the {name}", e.id);
        }
    }
}

#[test]
fn every_worked_example_states_checked_numbers() {
    assert!(CATALOGUE.len() >= 29, "{} games", CATALOGUE.len());
    for e in CATALOGUE {
        assert!(
            e.why.claims.iter().any(|c| !c.position.is_empty()),
            "{}: the worked example states nothing about a position that a test could check",
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
        Fact::Remoteness(r) => expect("the remoteness", format!("{r:?}"), format!("{:?}", solve()?.remoteness)),
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
        return Err(format!("the words '{}' are not in the texts", claim.says));
    }
    let numbers: Vec<String> = match claim.fact {
        Fact::Grundy(g) => vec![g.to_string()],
        Fact::Remoteness(r) => vec![r.to_string()],
        Fact::Period { preperiod, period, .. } => vec![preperiod.to_string(), period.to_string()],
        _ => Vec::new(),
    };
    match numbers.iter().find(|n| !claim.says.contains(n.as_str())) {
        Some(n) => Err(format!("the words '{}' do not state the number {n}", claim.says)),
        None => Ok(()),
    }
}

#[test]
fn every_claim_of_every_why_text_holds() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for e in CATALOGUE {
        for claim in e.why.claims {
            checked += 1;
            if let Err(why) = quoted(&e.why, claim).and_then(|_| check(claim)) {
                failures.push(format!("{}: {} {} ({:?}): {why}", e.id, claim.game, claim.position, claim.fact));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} claims fail:\n{}", failures.len(), failures.join("\n"));
    assert!(checked >= 3 * CATALOGUE.len(), "only {checked} claims for {} games", CATALOGUE.len());
}

/// The check can fail: a wrong number, a wrong move and a quote missing from the text are
/// each caught.
#[test]
fn a_wrong_claim_is_caught() {
    let why = &entry("nim").expect("nim is in the catalogue").why;
    let wrong_value = Claim { game: "nim", position: "3,4,5", fact: Fact::Grundy(3), says: "so the value is 2" };
    assert!(quoted(why, &wrong_value).is_err(), "the quote does not state 3");
    assert!(check(&wrong_value).unwrap_err().contains("solver finds 2"));
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
