//! Golden tests for octal games: Dawson's chess (OEIS A002187) with the index shifts its header
//! states, the period facts it quotes, and CGSuite's normal and misère values of single heaps
//! (via pycgt) for every code the engine supports.

use engine::games::grundy::Grundy;
use engine::games::kayles::Kayles;
use engine::games::lookup;
use engine::games::octal::Octal;
use engine::impartial::{ImpartialGame, Solver};
use engine::octal::OctalSequence;
use engine::serve::Rules;
use engine::value::Outcome;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `n value` lines of an OEIS copy, checked to be n = 0, 1, 2, ... in order.
fn oeis_values(name: &str) -> Vec<u32> {
    let text = data(name);
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut it = line.split_whitespace().map(|t| t.parse::<u32>().unwrap());
        let (n, v) = (it.next().unwrap(), it.next().unwrap());
        assert_eq!(n as usize, out.len(), "{name}: indices must run 0, 1, 2, ...");
        out.push(v);
    }
    out
}

fn sequence(code: &str, len: usize) -> Vec<u32> {
    OctalSequence::new(code.parse().unwrap()).up_to(len - 1)
}

#[test]
fn dawsons_chess_is_a002187_with_the_stated_shifts() {
    let a = oeis_values("A002187_dawsons_chess.txt");
    assert_eq!(a.len(), 132, "the header says 132 terms, n = 0..131");
    // Header: "Dawson's Chess (octal game .137) Sprague-Grundy values G(n)": no shift.
    assert_eq!(sequence("0.137", a.len()), a);
    // Header: "Octal game .07 (Dawson's Kayles) has values a(n-1)".
    let dk = sequence("0.07", a.len() + 1);
    assert!((1..=a.len()).all(|n| dk[n] == a[n - 1]));
    // Header: "Octal games .4, ... have values a(n-2)".
    let four = sequence("0.4", a.len() + 2);
    assert!((2..a.len() + 2).all(|n| four[n] == a[n - 2]));
    // The shifts matter: without them the sequences differ.
    assert_ne!(&dk[..a.len()], &a[..]);
}

#[test]
fn dawsons_chess_period_facts() {
    let g = sequence("0.137", 2000);
    // Guy & Smith (quoted in the header): the n with G(n) != G(n + 34) are exactly these.
    let breaks: Vec<usize> = (0..g.len() - 34).filter(|&n| g[n] != g[n + 34]).collect();
    assert_eq!(breaks, [14, 16, 31, 34, 51]);
    // OEIS %F: period 34 "with the only exceptions at n = 0, 14, 16, 17, 31, 34 and 51": the n
    // whose value differs from the periodic value of its residue class.
    let exceptions: Vec<usize> = (0..52).filter(|&n| g[n] != g[n + 34 * 20]).collect();
    assert_eq!(exceptions, [0, 14, 16, 17, 31, 34, 51]);
    // So the period 34 holds from n = 52, and the octal periodicity theorem proves it once the
    // values up to 2·52 + 2·34 + 3 are known.
    let mut job = lookup("octal:0.137").unwrap().sequence().unwrap();
    job.advance(175, u64::MAX);
    let r = job.report();
    assert_eq!((r.preperiod, r.period, r.proved), (Some(52), Some(34), true), "{}", r.reason);
    let mut job = lookup("octal:0.137").unwrap().sequence().unwrap();
    job.advance(174, u64::MAX);
    assert!(!job.report().proved);
}

/// One row of the CGSuite table: game, code, n, nim value, misère nim value.
struct Row {
    game: String,
    code: String,
    n: usize,
    nim: u32,
    misere_nim: u32,
}

fn cgsuite_rows() -> Vec<Row> {
    let text = data("cgsuite_heap_tables_via_pycgt.csv");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    assert_eq!(lines.next().unwrap(), "game,code,n,nim,misere_nim,genus,tame,genus_seq8");
    lines
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            Row {
                game: f[0].to_string(),
                code: f[1].to_string(),
                n: f[2].parse().unwrap(),
                nim: f[3].parse().unwrap(),
                misere_nim: f[4].parse().unwrap(),
            }
        })
        .collect()
}

/// Checks a game's normal value and misère outcome of single heaps against the rows.
fn check_rows<G: ImpartialGame>(game: &G, rows: &[&Row], heap: impl Fn(usize) -> G::Comp) {
    let mut solver = Solver::new(game);
    for row in rows {
        let comp = heap(row.n);
        let what = format!("{} ({}) n = {}", row.game, row.code, row.n);
        assert_eq!(game.fast_comp_grundy(&comp), Some(row.nim), "{what}: normal value");
        assert_eq!(solver.searched_comp_grundy(&comp).unwrap(), row.nim, "{what}: searched value");
        let misere = solver.searched_value(std::slice::from_ref(&comp), true).unwrap().outcome;
        let expected = if row.misere_nim != 0 { Outcome::N } else { Outcome::P };
        assert_eq!(misere, expected, "{what}: misère outcome");
    }
}

#[test]
fn cgsuite_single_heaps_normal_and_misere() {
    let rows = cgsuite_rows();
    let mut checked = 0;
    for (name, code) in [("Kayles", "0.77"), ("DawsonsChess", "0.137"), ("Treblecross", "0.007"), ("Officers", "0.6")] {
        let mine: Vec<&Row> = rows.iter().filter(|r| r.game == name).collect();
        assert!(mine.iter().all(|r| r.code == code) && mine.len() == 26, "{name}");
        check_rows(&Octal::new(code).unwrap(), &mine, |n| n);
        if name == "Kayles" {
            check_rows(&Kayles::new(), &mine, |n| n);
        }
        checked += mine.len();
    }
    // Grundy's game (CGSuite's code 4!.0: split into two unequal heaps).
    let grundy: Vec<&Row> = rows.iter().filter(|r| r.game == "GrundysGame").collect();
    assert_eq!(grundy.len(), 20);
    check_rows(&Grundy::new(), &grundy, |n| n as u64);
    checked += grundy.len();
    assert_eq!(checked, rows.len(), "every row is checked");
}

#[test]
fn misere_is_offered_and_solved() {
    for id in ["octal:0.137", "kayles", "grundy"] {
        let game = lookup(id).unwrap();
        assert!(game.has_misere(), "{id}");
    }
    // Kayles misère: a single pin wins for the player who does not take it.
    let kayles = lookup("kayles").unwrap();
    assert_eq!(kayles.solve("1", true).unwrap().outcome, Outcome::P);
    assert_eq!(kayles.solve("1", false).unwrap().outcome, Outcome::N);
    // Dawson's chess 0.137, misère: a heap of 20 has misère nim value 0 (CGSuite) while its
    // normal value is 0 as well; a heap of 24 is P normally but N in misère play.
    let dc = lookup("octal:0.137").unwrap();
    assert_eq!(dc.solve("24", false).unwrap().outcome, Outcome::P);
    assert_eq!(dc.solve("24", true).unwrap().outcome, Outcome::N);
    assert_eq!(dc.solve("20", true).unwrap().outcome, Outcome::P);
}
