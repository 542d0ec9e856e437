//! Every decoder, fuzzed: each game's position notation (through `Game::normalize` and
//! `Game::solve`), game ids with their parameters (`lookup`), octal codes, subtraction sets,
//! DAGs and sums (as the positions of `dag`, `dag:annihilate` and `sum`) and typed trees.
//!
//! Each decoder gets arbitrary strings, strings over the characters of its notation, and
//! mutations of valid notation: each catalogue entry's example, the examples in README.md's
//! notation table and the positions one move away from the example, with characters inserted,
//! deleted, replaced or a stretch repeated. The laws: no panic; a refusal has a message and an
//! offset inside the text; an accepted text has a canonical form that is accepted again as
//! itself (normalize(normalize(x)) == normalize(x)); `solve` agrees with `normalize` on what it
//! accepts and reports the canonical position.
//!
//! `make test` runs CASES cases per decoder (solving, a search, gets a tenth of them, at most
//! SOLVE_CASES); `make fuzz` sets NIMLAB_FUZZ_CASES=100000 and prints the count per decoder.
//! (The app's route parser, src/route.rs, lives in the app crate: src/route_fuzz.rs.)
//!
//! The texts are drawn from a seed, [`SEED`] unless NIMLAB_FUZZ_SEED gives another (each line
//! printed names it), so a run does the same work every time and a failure is repeated by
//! setting the seed it printed. A solve is tried only on a position no wider than the widest
//! seed (in moves): a mutation that makes a large board (a Cram or Col grid of 9x9) would take
//! minutes in a debug build, far more than one request of the app, so such texts are only
//! parsed.

use std::cell::Cell;
use std::time::Instant;

use engine::games::octal::Octal;
use engine::games::subtract::Subtract;
use engine::games::{lookup, CATALOGUE};
use engine::minimax::tree::Tree;
use engine::octal::OctalCode;
use engine::vocab::{EngineError, ParseError};
use engine::Outcome;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};

/// Cases per decoder in `make test`; NIMLAB_FUZZ_CASES overrides it.
const CASES: u32 = 2000;

/// The seed of the texts unless NIMLAB_FUZZ_SEED gives another.
const SEED: u64 = 0x6E69_6D6C_6162;

fn seed() -> u64 {
    match std::env::var("NIMLAB_FUZZ_SEED") {
        Ok(v) => v.trim().parse().unwrap_or_else(|_| panic!("NIMLAB_FUZZ_SEED={v:?}: expected a whole number")),
        Err(_) => SEED,
    }
}

/// A decoder's own seed: the run's, mixed with its name (FNV-1a) so that decoders draw
/// different texts.
fn seed_for(name: &str) -> u64 {
    name.bytes().fold(seed() ^ 0xCBF2_9CE4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3))
}

/// The most cases of the solving test per game: 2,000 solves take 10 to 40 s a game in
/// `make fuzz` (measured with NIMLAB_FUZZ_CASES=20000 on this project's 2-core machine).
const SOLVE_CASES: u32 = 2000;

fn cases() -> u32 {
    std::env::var("NIMLAB_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(CASES)
}

/// Runs `check` on `cases` texts from `texts` and prints how many were accepted.
fn fuzz(
    name: &str,
    cases: u32,
    texts: impl Strategy<Value = String>,
    check: impl Fn(&str) -> Result<bool, TestCaseError>,
) {
    let accepted = Cell::new(0u32);
    let rng_seed = RngSeed::Fixed(seed_for(name));
    let config = Config { cases, failure_persistence: None, rng_seed, ..Config::default() };
    let start = Instant::now();
    let result = TestRunner::new(config).run(&texts, |text| {
        if check(&text)? {
            accepted.set(accepted.get() + 1);
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("decoder {name}: {e} (NIMLAB_FUZZ_SEED={} repeats it)", seed());
    }
    println!(
        "decoder {name}: {cases} cases, {} accepted, {:.1} s (NIMLAB_FUZZ_SEED={})",
        accepted.get(),
        start.elapsed().as_secs_f64(),
        seed()
    );
}

/// A refusal names what is wrong and points inside the text (or at its end).
fn check_refusal(text: &str, e: &ParseError) -> Result<(), TestCaseError> {
    prop_assert!(!e.message.trim().is_empty(), "{text:?}: empty message");
    if let Some(at) = e.at {
        prop_assert!(at <= text.len(), "{text:?}: offset {at} is past the end ({e})");
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Texts: arbitrary, over a notation's characters, and mutations of valid notation

/// One edit of a text: insert a character, delete one, replace one, or repeat a stretch.
#[derive(Clone, Debug)]
enum Edit {
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
    Replace(prop::sample::Index, char),
    Repeat(prop::sample::Index, prop::sample::Index, u8),
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let n = chars.len();
        match edit {
            Edit::Insert(i, c) => chars.insert(i.index(n + 1), *c),
            Edit::Delete(i) if n > 0 => {
                chars.remove(i.index(n));
            }
            Edit::Replace(i, c) if n > 0 => chars[i.index(n)] = *c,
            Edit::Repeat(a, b, times) if n > 0 => {
                let (a, b) = (a.index(n), b.index(n));
                let (from, to) = (a.min(b), a.max(b) + 1);
                let stretch: Vec<char> = chars[from..to].to_vec();
                for _ in 0..*times {
                    chars.splice(to..to, stretch.iter().copied());
                }
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// The characters the seeds use, the separators of every notation, and anything at all.
fn character(seeds: &[String]) -> BoxedStrategy<char> {
    let mut alphabet: Vec<char> = seeds.iter().flat_map(|s| s.chars()).collect();
    alphabet.extend("0123456789,.:;+-x/[]> ".chars());
    alphabet.sort_unstable();
    alphabet.dedup();
    prop_oneof![4 => prop::sample::select(alphabet), 1 => any::<char>()].boxed()
}

fn edit(seeds: &[String]) -> impl Strategy<Value = Edit> {
    let c = character(seeds);
    prop_oneof![
        3 => (any::<prop::sample::Index>(), c.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        3 => any::<prop::sample::Index>().prop_map(Edit::Delete),
        3 => (any::<prop::sample::Index>(), c).prop_map(|(i, c)| Edit::Replace(i, c)),
        1 => (any::<prop::sample::Index>(), any::<prop::sample::Index>(), 1u8..=6)
            .prop_map(|(a, b, t)| Edit::Repeat(a, b, t)),
    ]
}

/// Texts for a decoder whose valid examples are `seeds`: mostly mutations of a seed (one to
/// four edits), also the seeds themselves, strings over the notation's characters, and
/// arbitrary strings.
fn texts(seeds: Vec<String>) -> BoxedStrategy<String> {
    assert!(!seeds.is_empty());
    let pick = prop::sample::select(seeds.clone());
    let mutated = (pick.clone(), prop::collection::vec(edit(&seeds), 1..=4)).prop_map(|(s, e)| apply(&s, &e));
    let notation = prop::collection::vec(character(&seeds), 0..=16).prop_map(|c| c.into_iter().collect());
    prop_oneof![6 => mutated, 1 => pick, 2 => notation, 1 => any::<String>()].boxed()
}

// ---------------------------------------------------------------------------------------------
// Seeds

/// README.md's notation table: `(game ids, example positions)` per row, from the backquoted
/// words of its second and third columns. The alpha-beta row's "id" is the page's link.
fn readme_examples() -> Vec<(Vec<String>, Vec<String>)> {
    readme_rows().into_iter().filter(|(row, ..)| !row.contains("#/alphabeta")).map(|(_, i, p)| (i, p)).collect()
}

/// README.md's example trees (the alpha-beta row).
fn readme_trees() -> Vec<String> {
    readme_rows().into_iter().filter(|(row, ..)| row.contains("#/alphabeta")).flat_map(|r| r.2).collect()
}

/// Each row of README.md's notation table: the row, its ids and its positions.
fn readme_rows() -> Vec<(String, Vec<String>, Vec<String>)> {
    // Backquoted words outside parentheses (those inside explain the notation).
    let quoted = |cell: &str| -> Vec<String> {
        let mut depth = 0;
        let outside: String = cell
            .chars()
            .filter(|&c| {
                depth += (c == '(') as i32 - (c == ')') as i32;
                depth == 0 && c != ')'
            })
            .collect();
        outside.split('`').skip(1).step_by(2).map(str::to_string).collect()
    };

    let readme = include_str!("../../../../README.md");
    let table = readme.split("| game | id | position | move notation |").nth(1).expect("README has the notation table");
    table
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .filter_map(|row| {
            let cells: Vec<&str> = row.split(" | ").collect();
            (cells.len() >= 3).then(|| (row.to_string(), quoted(cells[1]), quoted(cells[2])))
        })
        .collect()
}

/// Every game id with parameters that the seeds use: the catalogue's and README's, and
/// `dag:annihilate`.
fn game_ids() -> Vec<String> {
    let mut ids: Vec<String> = CATALOGUE.iter().map(|e| e.example_game.to_string()).collect();
    ids.extend(readme_examples().into_iter().flat_map(|(ids, _)| ids));
    ids.push("dag:annihilate".into());
    ids.sort();
    ids.dedup();
    assert!(ids.len() > CATALOGUE.len() && CATALOGUE.len() >= 29, "{} ids", ids.len());
    ids
}

/// Valid positions of a game: its catalogue example, README's examples of it, and the
/// positions one move away from the example.
fn position_seeds(id: &str) -> Vec<String> {
    let game = lookup(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let base = id.split(':').next().unwrap();
    let mut seeds: Vec<String> =
        CATALOGUE.iter().filter(|e| e.id == base).map(|e| e.example_position.to_string()).collect();
    for (ids, positions) in readme_examples() {
        if ids.iter().any(|i| i == id || i == base) {
            seeds.extend(positions);
        }
    }
    let children: Vec<String> =
        seeds.iter().filter_map(|s| game.move_list(s).ok()).flatten().map(|(_, to, _)| to).collect();
    seeds.extend(children);
    seeds.sort();
    seeds.dedup();
    seeds
}

// ---------------------------------------------------------------------------------------------
// The decoders

/// Texts the fuzzing found that once panicked: `(game id, text, canonical form or None)`.
const FOUND: &[(&str, &str, Option<&str>)] = &[
    // The side to move after a whitespace character of two bytes (a no-break space).
    ("pawns", "!\u{a0}0", None),
    ("pawns", "ppp/.../PPP\u{a0}b", Some("ppp/.../PPP b")),
];

#[test]
fn found_by_fuzzing() {
    for (id, text, want) in FOUND {
        let got = lookup(id).unwrap().normalize(text);
        assert_eq!(got.as_ref().ok().map(String::as_str), *want, "{id} {text:?}: {got:?}");
    }
}

/// The notation table in README.md names real games, and every example there is accepted.
#[test]
fn readme_examples_are_valid_notation() {
    let rows = readme_examples();
    assert!(rows.len() >= 25, "the notation table has only {} rows", rows.len());
    let trees = readme_trees();
    assert!(!trees.is_empty(), "the notation table has no example tree");
    for t in trees {
        assert!(t.parse::<Tree>().is_ok(), "README's tree {t:?}");
    }
    for (ids, positions) in rows {
        for id in &ids {
            let game = lookup(id).unwrap_or_else(|e| panic!("README's id {id}: {e}"));
            for p in &positions {
                assert!(game.normalize(p).is_ok(), "README's example {id} {p:?}: {:?}", game.normalize(p));
            }
        }
    }
}

/// Each game's position notation, through `normalize`.
#[test]
fn positions_round_trip() {
    for id in game_ids() {
        let game = lookup(&id).unwrap();
        fuzz(&format!("{id} position"), cases(), texts(position_seeds(&id)), |text| match game.normalize(text) {
            Ok(canonical) => {
                prop_assert_eq!(game.normalize(&canonical), Ok(canonical.clone()), "{:?} -> {:?}", text, canonical);
                Ok(true)
            }
            Err(e) => check_refusal(text, &e).map(|_| false),
        });
    }
}

/// Solving accepts exactly what `normalize` accepts (or refuses a well-formed position that is
/// too large), and reports the canonical position.
#[test]
fn solve_agrees_with_normalize() {
    // The slowest test of `make test`'s native step (a search per case, game after game): the
    // games are shared out over the machine's cores, each thread taking every n-th game.
    let ids = game_ids();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(ids.len());
    std::thread::scope(|scope| {
        for t in 0..threads {
            let ids = &ids;
            scope.spawn(move || ids.iter().skip(t).step_by(threads).for_each(|id| solve_agrees(id)));
        }
    });
}

fn solve_agrees(id: &str) {
    let game = lookup(id).unwrap();
    // A search per case: a tenth of the cases, at most SOLVE_CASES.
    let solves = cases().div_ceil(10).min(SOLVE_CASES);
    let seeds = position_seeds(id);
    let width = |text: &str| game.move_list(text).map_or(0, |m| m.len());
    let widest = seeds.iter().map(|s| width(s)).max().unwrap_or(0);
    let solved = Cell::new(0u32);
    fuzz(&format!("{id} solve"), solves, texts(seeds), |text| {
        // Misère play for every other text where the game has it.
        let misere = game.has_misere() && text.len() % 2 == 1;
        let canonical = game.normalize(text);
        // Wider than every seed: parsed only (see the module's comment).
        if canonical.is_ok() && width(text) > widest {
            return Ok(true);
        }
        solved.set(solved.get() + 1);
        match (game.solve(text, misere), canonical) {
            (Ok(sol), Ok(canonical)) => {
                prop_assert_eq!(&sol.position, &canonical, "{:?}", text);
                if sol.partizan.is_some() {
                    // The class follows from who has a winning first move.
                    let wins = |side| sol.moves.iter().any(|m| m.side == Some(side) && m.winning);
                    use engine::vocab::Side;
                    let class = match (wins(Side::Left), wins(Side::Right)) {
                        (true, true) => Outcome::N,
                        (true, false) => Outcome::L,
                        (false, true) => Outcome::R,
                        (false, false) => Outcome::P,
                    };
                    prop_assert_eq!(sol.outcome, class, "{:?}", text);
                } else if sol.moves.is_empty() {
                    // With no move the player to move has lost, or under misère play has won.
                    let lost = if misere { Outcome::N } else { Outcome::P };
                    prop_assert!(sol.outcome == lost || sol.outcome == Outcome::Draw, "{:?}", text);
                } else if sol.outcome == Outcome::Draw {
                    prop_assert!(!sol.moves.iter().any(|m| m.winning), "{:?}", text);
                } else {
                    prop_assert_eq!(sol.outcome == Outcome::N, sol.moves.iter().any(|m| m.winning), "{:?}", text);
                }
                Ok(true)
            }
            (Err(EngineError::Parse(e)), Err(n)) => {
                prop_assert_eq!(&e, &n, "{:?}", text);
                Ok(false)
            }
            (Err(EngineError::Refused(m)), Ok(_)) => {
                prop_assert!(!m.is_empty());
                Ok(false)
            }
            (s, n) => Err(TestCaseError::fail(format!("{text:?}: solve gave {s:?} but normalize {n:?}"))),
        }
    });
    // Most texts are mutations of the seeds, so most stay narrow enough to be solved.
    println!("decoder {id} solve: {} of {solves} texts solved, the others parsed only", solved.get());
    assert!(solved.get() * 2 >= solves, "{id}: only {} of {solves} texts were narrow enough to solve", solved.get());
}

/// Game ids with their parameters: an accepted id's canonical form looks up the same game.
#[test]
fn game_ids_round_trip() {
    let mut seeds = game_ids();
    seeds.extend(["subtract:4,1,3,3", "octal:.6", "octal:4.07", "subtract:1,2,3", " nim "].map(String::from));
    fuzz("game id", cases(), texts(seeds), |text| match lookup(text) {
        Ok(game) => {
            let id = game.id();
            let again = lookup(&id).map_err(|e| TestCaseError::fail(format!("{text:?} -> {id:?}: {e}")))?;
            prop_assert_eq!(again.id(), id.clone(), "{:?}", text);
            prop_assert_eq!(again.name(), game.name(), "{:?}", text);
            Ok(true)
        }
        Err(e) => check_refusal(text, &e).map(|_| false),
    });
}

/// Octal codes (`OctalCode` and the `octal:` game's parameter).
#[test]
fn octal_codes_round_trip() {
    let seeds = ["0.137", "0.77", ".137", "4.07", "0.007", "0.6", "0.16", "4.", "0.3f"].map(String::from).to_vec();
    fuzz("octal code", cases(), texts(seeds), |text| match text.parse::<OctalCode>() {
        Ok(code) => {
            let canonical = code.to_string();
            prop_assert_eq!(canonical.parse::<OctalCode>().map(|c| c.to_string()), Ok(canonical.clone()));
            if let Ok(game) = Octal::new(text) {
                prop_assert!(game.id().ends_with(&canonical), "{:?}: {} vs {}", text, game.id(), canonical);
            }
            Ok(true)
        }
        Err(e) => check_refusal(text, &e).map(|_| false),
    });
}

/// Subtraction sets: the canonical set (sorted, without repeats) reads back as itself.
#[test]
fn subtraction_sets_round_trip() {
    let seeds = ["1,3,4", "1,2,3", "2,5,7", "4,1,3,3", " 1 , 2 ", "1000"].map(String::from).to_vec();
    fuzz("subtraction set", cases(), texts(seeds), |text| match Subtract::new(text) {
        Ok(game) => {
            let id = game.id();
            let set = id.trim_start_matches("subtract:");
            let again = Subtract::new(set).map_err(|e| TestCaseError::fail(format!("{text:?} -> {set:?}: {e}")))?;
            prop_assert_eq!(again.id(), id.clone());
            prop_assert!(game.set.windows(2).all(|w| w[0] < w[1]) && game.set[0] > 0, "{:?}", game.set);
            Ok(true)
        }
        Err(e) => check_refusal(text, &e).map(|_| false),
    });
}

/// A refusal names the character it found, whole (it once showed the first byte of 'é').
#[test]
fn tree_errors_name_whole_characters() {
    let e = "[1é]".parse::<Tree>().unwrap_err();
    assert!(e.message.contains("found 'é'"), "{e}");
}

/// Typed trees for alpha-beta: the printed tree reads back as the same tree.
#[test]
fn trees_round_trip() {
    let mut seeds = readme_trees();
    seeds.extend(["[[3,5],[6,[9,1]],[1,2]]", "-3", "[ 1 , [ -2 ] ]", "[[[[1]]]]"].map(String::from));
    fuzz("tree", cases(), texts(seeds), |text| match text.parse::<Tree>() {
        Ok(tree) => {
            let canonical = tree.to_string();
            prop_assert_eq!(canonical.parse::<Tree>(), Ok(tree.clone()), "{:?} -> {:?}", text, canonical);
            Ok(true)
        }
        Err(e) => check_refusal(text, &e).map(|_| false),
    });
}
