//! Laws every game must obey: on random small positions of Nim, the subtraction game {1,3,4}
//! and Kayles through the `ImpartialGame` trait, and for every catalogue entry on the `Game`
//! interface the CLI and the app use. (The games' own unit tests check their positions with the
//! same laws through `crate::laws`; tests/suite/conformance.rs checks every game against a reference
//! search.)

use std::collections::HashMap;
use std::fmt::Debug;

use engine::games::kayles::{self, Kayles};
use engine::games::nim::{self, Nim};
use engine::games::subtract::Subtract;
use engine::games::CATALOGUE;
use engine::impartial::mex::mex_of;
use engine::impartial::{ImpartialGame, Solver, DEFAULT_BUDGET, DEFAULT_MAX_VISITS};
use engine::notation::{Heaps, Strip};
use engine::octal::OctalSequence;
use engine::rules::{Moves, Rules};
use engine::vocab::EngineError;
use engine::{lookup, Outcome};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// Positions

fn nim_heaps() -> impl Strategy<Value = Heaps> {
    // At least one heap: a position with no heap at all would print as "", which is not a
    // position (and no move reaches it: taking a whole heap leaves a 0).
    prop::collection::vec(0u64..=6, 1..=4).prop_map(Heaps)
}

fn subtract_piles() -> impl Strategy<Value = Heaps> {
    prop::collection::vec(0u64..=30, 1..=3).prop_map(Heaps)
}

fn kayles_strip() -> impl Strategy<Value = Strip> {
    prop::collection::vec(any::<bool>(), 0..=12).prop_map(Strip)
}

fn subtract_134() -> Subtract {
    Subtract::new("1,3,4").unwrap()
}

// ---------------------------------------------------------------------------------------------
// The laws, for any game

/// The notation round-trips, for the position and for every position a move reaches.
fn notation_laws<G: ImpartialGame>(game: &G, pos: &G::Pos) -> Result<(), TestCaseError>
where
    G::Pos: PartialEq + Debug,
{
    let text = pos.to_string();
    let back = game.parse(&text).map_err(|e| TestCaseError::fail(format!("'{text}' does not parse: {e}")))?;
    prop_assert_eq!(&back, pos, "'{}' parses to another position", text);
    prop_assert_eq!(back.to_string(), text.clone(), "printing is not stable");
    for m in game.moves(pos) {
        let to_text = m.to.to_string();
        let to = game
            .parse(&to_text)
            .map_err(|e| TestCaseError::fail(format!("move {} from '{text}' reaches '{to_text}': {e}", m.text)))?;
        prop_assert_eq!(&to, &m.to, "move {} from '{}': '{}' parses to another position", m.text, text, to_text);
        prop_assert_eq!(to.to_string(), to_text);
    }
    Ok(())
}

/// The value of a position is the mex of the values of its options, component by component
/// (the fast path against search) and for the whole position (the XOR of the components
/// against the mex over the real moves).
fn grundy_laws<G: ImpartialGame>(game: &G, pos: &G::Pos) -> Result<(), TestCaseError> {
    let mut solver = Solver::new(game);
    let comps = game.components(pos);
    for c in &comps {
        let fast = solver.comp_grundy(c).expect("small component");
        let searched = solver.searched_comp_grundy(c).expect("small component");
        prop_assert_eq!(fast, searched, "component {:?}: fast path {} but search {}", c, fast, searched);
        let options: Vec<u32> = game.comp_options(c).iter().map(|o| solver.sum_grundy(o).unwrap()).collect();
        prop_assert_eq!(fast, mex_of(options), "component {:?} is not the mex of its options", c);
    }
    let total = solver.sum_grundy(&comps).unwrap();
    let after: Vec<u32> = game.moves(pos).iter().map(|m| solver.sum_grundy(&game.components(&m.to)).unwrap()).collect();
    prop_assert_eq!(total, mex_of(after.iter().copied()), "{}: XOR of components vs mex over moves {:?}", pos, after);
    Ok(())
}

/// Outcome and remoteness by search obey their recursive definitions over the real moves:
/// P exactly when no move leads to P; an N position's remoteness is 1 + the least remoteness
/// of its P options, a P position's 1 + the greatest of all its options, 0 with no move.
/// Under normal play P is also exactly "Grundy value 0".
fn outcome_laws<G: ImpartialGame>(game: &G, pos: &G::Pos, misere: bool) -> Result<(), TestCaseError> {
    let mut solver = Solver::new(game);
    let v = solver.searched_value(&game.components(pos), misere).expect("small position");
    let rem = v.remoteness.expect("search gives remoteness");
    let kids: Vec<(Outcome, u32)> = game
        .moves(pos)
        .iter()
        .map(|m| {
            let k = solver.searched_value(&game.components(&m.to), misere).unwrap();
            (k.outcome, k.remoteness.unwrap())
        })
        .collect();
    let to_p: Vec<u32> = kids.iter().filter(|k| k.0 == Outcome::P).map(|k| k.1).collect();
    if kids.is_empty() {
        let expected = if misere { Outcome::N } else { Outcome::P };
        prop_assert_eq!(v.outcome, expected, "{}: no move", pos);
        prop_assert_eq!(rem, 0);
    } else if to_p.is_empty() {
        prop_assert_eq!(v.outcome, Outcome::P, "{}: no move to P", pos);
        prop_assert_eq!(rem, 1 + kids.iter().map(|k| k.1).max().unwrap(), "{}: P remoteness", pos);
    } else {
        prop_assert_eq!(v.outcome, Outcome::N, "{}: a move to P", pos);
        prop_assert_eq!(rem, 1 + to_p.iter().min().unwrap(), "{}: N remoteness", pos);
    }
    if !misere {
        let g = solver.sum_grundy(&game.components(pos)).unwrap();
        prop_assert_eq!(v.outcome == Outcome::P, g == 0, "{}: outcome {:?} but Grundy value {}", pos, v.outcome, g);
    }
    Ok(())
}

fn all_laws<G: ImpartialGame>(game: &G, pos: &G::Pos) -> Result<(), TestCaseError>
where
    G::Pos: PartialEq + Debug,
{
    notation_laws(game, pos)?;
    grundy_laws(game, pos)?;
    outcome_laws(game, pos, false)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn nim_laws(pos in nim_heaps()) {
        all_laws(&Nim, &pos)?;
    }

    #[test]
    fn subtract_laws(pos in subtract_piles()) {
        all_laws(&subtract_134(), &pos)?;
    }

    #[test]
    fn kayles_laws(pos in kayles_strip()) {
        all_laws(&Kayles::new(), &pos)?;
        outcome_laws(&Kayles::new(), &pos, true)?;
    }

    #[test]
    fn misere_nim_matches_the_rule(pos in nim_heaps()) {
        outcome_laws(&Nim, &pos, true)?;
        let mut solver = Solver::new(&Nim);
        let searched = solver.searched_value(&pos.0, true).unwrap().outcome;
        prop_assert_eq!(searched, nim::misere_outcome(&pos.0), "misère {}", pos);
        prop_assert_eq!(Nim.misere_outcome(&pos.0), Some(searched));
    }
}

#[test]
fn notation_examples() {
    let k = Kayles::new();
    // A full row prints as its length; an empty strip as 0.
    assert_eq!(Strip(vec![true; 5]).to_string(), "5");
    assert_eq!(Strip(vec![]).to_string(), "0");
    assert_eq!(k.parse("0").unwrap(), Strip(vec![]));
    assert_eq!(k.parse("oo.o").unwrap().to_string(), "oo.o");
    assert_eq!(k.parse("..").unwrap().to_string(), "..");
    assert_eq!(Nim.parse(" 0 ,6").unwrap().to_string(), "0,6");
    assert_eq!(subtract_134().parse("30,0,7").unwrap().to_string(), "30,0,7");
}

// ---------------------------------------------------------------------------------------------
// Kayles by brute force on the real strip

/// The Grundy value of a strip by the definition alone: the mex over the strips `moves`
/// reaches, with no splitting into runs and no table.
fn naive_kayles(game: &Kayles, strip: &Strip, memo: &mut HashMap<Vec<bool>, u32>) -> u32 {
    if let Some(&v) = memo.get(&strip.0) {
        return v;
    }
    let options: Vec<u32> = game.moves(strip).iter().map(|m| naive_kayles(game, &m.to, memo)).collect();
    let v = mex_of(options);
    memo.insert(strip.0.clone(), v);
    v
}

#[test]
fn kayles_brute_force_on_every_strip_up_to_10() {
    let game = Kayles::new();
    let table = OctalSequence::new(kayles::code()).up_to(10);
    assert_eq!(table, vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2]);
    let mut memo = HashMap::new();
    let mut solver = Solver::new(&game);
    let mut checked = 0;
    for len in 0..=10usize {
        for bits in 0u32..1 << len {
            let strip = Strip((0..len).map(|i| bits >> i & 1 == 1).collect());
            let naive = naive_kayles(&game, &strip, &mut memo);
            let runs = strip.runs();
            let by_table = runs.iter().fold(0, |acc, &r| acc ^ table[r]);
            assert_eq!(naive, by_table, "strip {strip} (runs {runs:?})");
            assert_eq!(solver.sum_grundy(&game.components(&strip)), Ok(naive), "strip {strip}");
            checked += 1;
        }
    }
    assert_eq!(checked, (1 << 11) - 1);
}

// ---------------------------------------------------------------------------------------------
// The `Game` interface

const IDS: [&str; 3] = ["nim", "subtract:1,3,4", "kayles"];

/// Solves through `lookup(id)` and checks the solution against the laws and a fresh solver.
fn check_solution<G: ImpartialGame>(id: &str, game: &G, pos: &G::Pos) -> Result<(), TestCaseError> {
    let text = pos.to_string();
    let sol = lookup(id).unwrap().solve(&text, false).map_err(|e| TestCaseError::fail(format!("{id} {text}: {e}")))?;
    let mut solver = Solver::new(game);
    let g = solver.sum_grundy(&game.components(pos)).unwrap();
    prop_assert_eq!(&sol.position, &text);
    prop_assert_eq!(sol.grundy, Some(g));
    prop_assert_eq!(sol.outcome == Outcome::P, sol.grundy == Some(0), "{} {}", id, text);
    prop_assert!(sol.remoteness.is_some(), "{} {}: small positions get their remoteness", id, text);
    let moves = game.moves(pos);
    prop_assert_eq!(sol.moves.len(), moves.len());
    for (report, m) in sol.moves.iter().zip(&moves) {
        prop_assert_eq!(&report.text, &m.text);
        prop_assert_eq!(&report.to, &m.to.to_string());
        prop_assert_eq!(report.winning, report.outcome == Outcome::P, "{} {}: move {}", id, text, report.text);
        prop_assert_eq!(
            report.outcome == Outcome::P,
            report.grundy == Some(0),
            "{} {}: move {}",
            id,
            text,
            report.text
        );
        prop_assert_eq!(report.grundy, Some(solver.sum_grundy(&game.components(&m.to)).unwrap()));
    }
    prop_assert_eq!(sol.outcome == Outcome::N, sol.moves.iter().any(|m| m.winning));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn dyn_nim_solutions(pos in nim_heaps()) {
        check_solution("nim", &Nim, &pos)?;
    }

    #[test]
    fn dyn_subtract_solutions(pos in prop::collection::vec(0u64..=30, 1..=3).prop_map(Heaps)) {
        check_solution("subtract:1,3,4", &subtract_134(), &pos)?;
    }

    #[test]
    fn dyn_kayles_solutions(pos in kayles_strip()) {
        check_solution("kayles", &Kayles::new(), &pos)?;
    }
}

#[test]
fn malformed_ids_are_errors() {
    for (id, needle) in [
        ("nim:3", "takes no parameters"),
        ("kayles:7", "takes no parameters"),
        ("subtract:1,0", "is 0"),
        ("subtract:1,x", "'x'"),
        ("subtract", "needs its set"),
        ("subtract:", "subtraction set"),
        ("chess", "unknown game"),
        ("", "unknown game"),
    ] {
        match lookup(id) {
            Ok(g) => panic!("lookup({id:?}) gave {}", g.id()),
            Err(e) => assert!(e.message.contains(needle), "lookup({id:?}): {e}"),
        }
    }
    assert_eq!(lookup(" subtract:4,1,3,3 ").unwrap().id(), "subtract:1,3,4");
}

#[test]
fn malformed_positions_are_errors() {
    for id in IDS {
        let game = lookup(id).unwrap();
        for bad in ["", "  ", "3,x,4", "?", "3;4", if id == "kayles" { "o o" } else { "-1" }] {
            match game.solve(bad, false) {
                Ok(sol) => panic!("{id} solved {bad:?} as {}", sol.position),
                Err(e) => assert!(!e.to_string().is_empty(), "{id} {bad:?}: empty message"),
            }
        }
    }
    let nim = lookup("nim").unwrap();
    match nim.solve("3,x,4", false) {
        Err(EngineError::Parse(e)) => {
            assert!(e.message.contains("'x'"), "{e}");
            assert_eq!(e.at, Some(2));
        }
        other => panic!("nim 3,x,4 gave {other:?}"),
    }
    // A heap is any 64-bit size, and no more.
    assert!(
        matches!(nim.solve("18446744073709551616", false), Err(EngineError::Parse(e)) if e.message.contains("too large"))
    );
    let kayles = lookup("kayles").unwrap();
    assert!(matches!(kayles.solve("oo?o", false), Err(EngineError::Parse(e)) if e.at == Some(2)));
    assert!(matches!(kayles.solve("2001", false), Err(EngineError::Parse(_))));
    // A game without a misère variant refuses misère play.
    for id in IDS {
        let game = lookup(id).unwrap();
        match game.solve("3", true) {
            Ok(sol) => assert!(game.has_misere() && sol.misere, "{id}"),
            Err(e) => assert!(
                !game.has_misere() && matches!(e, EngineError::Refused(ref m) if m.contains("misère")),
                "{id}: {e}"
            ),
        }
    }
    assert_eq!(nim.solve("1,1,2", true).unwrap().outcome, nim::misere_outcome(&[1, 1, 2]));
}

// Arbitrary and mutated text for every decoder (never a panic, canonical forms round-trip):
// tests/suite/decoders.rs.

// ---------------------------------------------------------------------------------------------
// Big positions are answered within a counted budget, not searched for hours

// The solves below took hours before the search budget counted the options it lists. What
// bounds them is a count, so that is what is asserted (a time would be a guess about the
// machine): the remoteness search gave up within its budget, which the note states, no larger
// than the solver's defaults, and the outcome comes from the Grundy values.

/// The budget a note says the remoteness search stopped at: (sums, options).
fn stopped_at(note: Option<&str>) -> (usize, usize) {
    let note = note.expect("a note says why the remoteness is missing");
    let rest = note.split("would visit more than ").nth(1).unwrap_or_else(|| panic!("{note}"));
    let numbers: Vec<usize> = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .take(2)
        .map(|w| w.parse().unwrap())
        .collect();
    assert!(rest.starts_with(&format!("{} sums or {} options", numbers[0], numbers[1])), "{note}");
    assert!(numbers[0] <= DEFAULT_BUDGET && numbers[1] <= DEFAULT_MAX_VISITS, "{note}");
    (numbers[0], numbers[1])
}

#[test]
fn big_nim_position_returns_quickly() {
    let sol = lookup("nim").unwrap().solve("1000,1000,1000,1000", false).unwrap();
    assert_eq!(sol.remoteness, None, "the search cannot fit the budget");
    stopped_at(sol.note.as_deref());
    assert_eq!((sol.outcome, sol.grundy), (Outcome::P, Some(0)));
    assert_eq!(sol.moves.len(), 4000);
    for m in &sol.moves {
        // Taking k from one heap of 1000 leaves XOR 1000 ^ (1000 - k) != 0.
        assert_eq!(m.outcome, Outcome::N);
        assert!(!m.winning);
        assert_eq!(m.remoteness, None);
    }
    // Misère: more than one heap above 1, so as in normal play.
    let sol = lookup("nim").unwrap().solve("1000,1000,1000,1000", true).unwrap();
    assert_eq!((sol.outcome, sol.remoteness), (Outcome::P, None));
    stopped_at(sol.note.as_deref());
}

#[test]
fn big_kayles_position_returns_quickly() {
    let sol = lookup("kayles").unwrap().solve("2000", false).unwrap();
    stopped_at(sol.note.as_deref());
    let g = OctalSequence::new(kayles::code()).value(2000);
    // Period 12 from n = 71: G(2000) = G(71 + (2000 - 71) % 12) = G(80) = 1 (OEIS A002186).
    assert_eq!(g, 1);
    assert_eq!(sol.grundy, Some(g));
    assert_eq!(sol.outcome, Outcome::N);
    assert_eq!(sol.remoteness, None);
    assert_eq!(sol.moves.len(), 2000 + 1999);
    assert!(sol.moves.iter().any(|m| m.winning));
    for m in &sol.moves {
        assert_eq!(m.winning, m.grundy == Some(0), "move {}", m.text);
    }
}

// ---------------------------------------------------------------------------------------------
// Every catalogue entry

/// Each game's catalogue example solves; its canonical text is a fixed point; the formula, when
/// one is shown, agrees with the solve; and `grundy` answers exactly for the games that may be
/// components of a sum, with the value the solve shows.
#[test]
fn catalogue_examples_solve() {
    let (mut formulas, mut searched) = (0, 0);
    for entry in crate::chosen() {
        let id = entry.id;
        let game = lookup(entry.example_game).unwrap_or_else(|e| panic!("{id}: {e}"));
        let pos = game.normalize(entry.example_position).unwrap();
        assert_eq!(game.normalize(&pos).unwrap(), pos, "{id}");
        let sol = game.solve(&pos, false).unwrap_or_else(|e| panic!("{id}: {e}"));
        if let Some(formula) = sol.formula.as_ref() {
            assert_eq!(
                formula.outcome, sol.outcome,
                "{id}: the rule is that the formula's outcome equals the search's (Solution::formula)"
            );
            // A game without a Grundy value of its own may show its model's (Treblecross's
            // reduction to 0.007).
            if let (Some(g), Some(_)) = (formula.grundy, sol.grundy) {
                assert_eq!(sol.grundy, Some(g), "{id}");
            }
            formulas += 1;
        }
        searched += usize::from(sol.remoteness.is_some());
        match game.grundy(&pos) {
            Ok(g) => assert_eq!(Some(g), sol.grundy, "{id}"),
            // Partizan games and scoring games have no Grundy value to take into a sum (Northcott's
            // solve shows the value of its model, Nim on the gaps, but it is not its own).
            // A partizan sum component brings its canonical form instead.
            Err(_) => assert!(
                !entry.sum_component || game.canonical(&pos).is_ok() && game.is_partizan(&pos),
                "{id} is a sum component without a Grundy value or a canonical form"
            ),
        }
        assert!(!sol.moves.is_empty(), "{id}: the example has moves");
    }
    assert!(CATALOGUE.len() >= 29, "{} games", CATALOGUE.len());
    if crate::whole_catalogue() {
        assert!(formulas >= 10, "only {formulas} examples show a formula");
        assert!(searched >= 20, "only {searched} examples get their remoteness");
    }
}

/// Every game id the catalogue names, and the annihilation variant of chips on a DAG.
fn catalogue_ids() -> Vec<&'static str> {
    let mut ids: Vec<&str> = CATALOGUE.iter().map(|e| e.example_game).collect();
    ids.push("dag:annihilate");
    assert!(ids.len() > CATALOGUE.len(), "{} ids", ids.len());
    ids
}

/// Garbage never panics and always gets a message.
#[test]
fn bad_input_is_refused_with_a_message() {
    let inputs = ["", ";", ",", "-", ">", "a>b>", "1-", "999999999999999999999999", "é", "1,,2", "HHX", " ; ; "];
    let mut refused = 0;
    for id in catalogue_ids() {
        let game = lookup(id).unwrap();
        for text in inputs {
            if let Err(e) = game.normalize(text) {
                assert!(!e.message.is_empty(), "{id} {text:?}");
                refused += 1;
            }
        }
    }
    assert!(refused >= 200, "only {refused} refusals");
}

/// Positions far beyond search are answered at once by the closed form (no remoteness), with
/// every move valued; the values agree with the formula shown.
#[test]
fn large_positions_are_answered_by_the_formula() {
    let big_staircase = vec!["1000"; 32].join(",");
    let big_nimble = vec!["63"; 32].join(",");
    let cases = [
        ("staircase", big_staircase.as_str()),
        ("nimble", big_nimble.as_str()),
        ("nimble2", "3,10,20,30,40,50,60,63"),
        ("turtles", "HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH"),
        ("twins", "HTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHTHT"),
        ("northcott:64", "1-64,64-1,1-64,64-1,1-64,64-1,1-64,64-1,1-64,64-1,1-64,64-1,1-64,64-1,1-64,2-64"),
        ("moore:1", "1000,999,998,997,996,995,994,993,992,991"),
        ("moore:3", "20,15,10,5"),
    ];
    for (id, position) in cases {
        let game = lookup(id).unwrap();
        let sol = game.solve(position, false).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(sol.remoteness, None, "{id}");
        assert!(sol.note.is_some(), "{id}");
        let formula = sol.formula.unwrap();
        assert_eq!(formula.outcome, sol.outcome, "{id}");
        assert_eq!(formula.grundy, sol.grundy, "{id}");
        assert!(!sol.moves.is_empty(), "{id}");
        for m in &sol.moves {
            assert_eq!(m.winning, m.outcome == Outcome::P, "{id} {}", m.text);
        }
        assert_eq!(sol.outcome == Outcome::N, sol.moves.iter().any(|m| m.winning), "{id}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random text never panics a parser; what parses prints to a fixed point.
    #[test]
    fn parsers_never_panic(text in "[a-e0-9,;>\\- HTé_]{0,30}") {
        for id in catalogue_ids() {
            let game = lookup(id).unwrap();
            if let Ok(canonical) = game.normalize(&text) {
                prop_assert_eq!(game.normalize(&canonical).unwrap(), canonical.clone(), "{} {:?}", id, text);
            }
        }
    }
}
