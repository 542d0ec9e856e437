//! Octal games with a code given in the id: `octal:0.137` (Dawson's chess), `octal:0.77`
//! (Kayles), `octal:4.` (split a heap without taking), ... Normal and misère play.
//!
//! In the code `d0.d1d2d3...`, digit `d_k` says how `k` counters may be taken from a heap: bit 1
//! when they are the whole heap, bit 2 when one non-empty heap is left, bit 4 when two
//! non-empty heaps are left; `d0 = 4` allows splitting a heap in two without taking.
//!
//! Positions are heaps: `20` or `20,7`. Moves, for heap `i` (1-based):
//! * `hi-k`: take `k` counters. When `k` is the whole heap nothing is left; otherwise one heap
//!   of the rest is left (the same text as in Nim).
//! * `hi-k:a+b`: take `k` counters and leave the rest as two heaps `a` and `b` (`a <= b`).
//! * `hi:a+b`: split the heap into `a` and `b` without taking (codes starting with 4).
//!
//! Split heaps take the old heap's place in the list, smaller first.

use std::cell::RefCell;

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{parse_heaps_with_total, Heaps};
use crate::octal::HeapRules;
use crate::octal::{OctalCode, OctalJob, OctalSequence};
use crate::rules::{AsGame, Moves, Rules};
use crate::sequence::SequenceJob;
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "octal",
    name: "Octal game",
    example_game: "octal:0.137",
    example_position: "20",
    summary: "Take counters from a heap as the octal code allows: the whole heap, leaving one heap, or leaving two.",
    group: Group::HeapsAndStrips,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    // Dawson's Kayles, a game that splits without taking (4.), and one with misère play.
    checks: Checks {
        starts: &[("octal:0.07", &["10"]), ("octal:4.7", &["9"]), ("octal:0.77", &["8,3"])],
        ..Checks::NONE
    },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A heap game given by a code 0.d1d2d3...: digit dk says how k counters may be taken \
     from one heap. Bit 1 of the digit allows it when they are the whole heap, bit 2 when \
     one non-empty heap is left, bit 4 when the rest is left as two non-empty heaps. The \
     player who cannot move loses.",
    theory: "g(n) is the mex of the values the allowed moves leave (two heaps a and b are worth \
     g(a) ⊕ g(b)); heaps combine by XOR. Many games are octal: Kayles is 0.77, Dawson's \
     Kayles 0.07, Dawson's chess 0.137, three in a row 0.007. Guy's conjecture says the \
     values of every code with finitely many digits become periodic; the value table looks \
     for the period.",
    example: "octal:0.137: d1 = 1 (take 1 only as a whole heap), d2 = 3 (take 2 leaving nothing or \
     one heap), d3 = 7 (take 3 in every way). Heaps of 1 and 2 have one move, to 0, so value \
     1; a heap of 3 has value mex{0, 1} = 2. From 4 the moves leave a heap of 2 or of 1, \
     value 1 either way, so g(4) = mex{1} = 0: the player to move loses.",
    claims: &[
        Claim { game: "octal:0.137", position: "", fact: Fact::Values(&[0, 1, 1, 2, 0]), says: "so g(4) = mex{1} = 0" },
        Claim {
            game: "octal:0.137",
            position: "3",
            fact: Fact::Grundy(2),
            says: "a heap of 3 has value mex{0, 1} = 2",
        },
        Claim { game: "octal:0.137", position: "4", fact: Fact::Outcome(Outcome::P), says: "the player to move loses" },
        Claim {
            game: "octal:0.137",
            position: "4",
            fact: Fact::Reaches("h1-2", "2"),
            says: "the moves leave a heap of 2 or of 1",
        },
        Claim {
            game: "octal:0.137",
            position: "4",
            fact: Fact::Reaches("h1-3", "1"),
            says: "the moves leave a heap of 2 or of 1",
        },
    ],
};

/// The most counters a position may hold in all, and the most heaps. Values come from the value
/// sequence, and the remoteness search gives up within the solver's work bound (`max_visits`),
/// answering without remoteness and with a note, so the cost that grows is the list of moves: a
/// heap of n has about n/2 splits per splitting digit, each reported with its position.
/// Measured (release CLI, `nimlab solve octal:0.777 10000 --json`): 1.8 s and 3.9 MB of JSON
/// for 15,000 moves; ten times the heap would be a 40 MB answer for a page to draw.
pub const MAX_TOTAL: u64 = 10_000;
pub const MAX_HEAPS: usize = 64;

const HOW_TO_WRITE: &str = "write the code after a colon, e.g. octal:0.137 (Dawson's chess), octal:0.77 (Kayles) or octal:0.007 (Treblecross): digit k after the point says how k counters may be taken (add 1: the whole heap, 2: leaving one heap, 4: leaving two heaps)";

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let text = params.ok_or_else(|| ParseError::new(format!("octal needs a code: {HOW_TO_WRITE}")))?;
    let game = Octal::new(text)?;
    Ok(Box::new(AsGame(game)))
}

/// An octal game with its code and value table.
#[derive(Debug)]
pub struct Octal {
    pub code: OctalCode,
    table: RefCell<OctalSequence>,
}

/// The common names of well-known codes (GAMES.md), shown beside the code wherever it is.
pub const NAMES: &[(&str, &str)] = &[
    ("0.77", "Kayles"),
    ("0.137", "Dawson's chess"),
    ("0.07", "Dawson's Kayles"),
    ("0.007", "Treblecross"),
    ("0.6", "Officers"),
];

/// The common name of a code, if it has one ("Dawson's Kayles" for 0.07).
pub fn common_name(code: &OctalCode) -> Option<&'static str> {
    let code = code.to_string();
    NAMES.iter().find(|(c, _)| *c == code).map(|&(_, name)| name)
}

/// The game id of an octal code, e.g. `octal:0.137`.
pub fn id_of(code: &OctalCode) -> String {
    format!("octal:{code}")
}

impl Octal {
    /// Parses a code such as `0.137` or `.137`.
    pub fn new(code_text: &str) -> Result<Self, ParseError> {
        if code_text.trim().is_empty() {
            return Err(ParseError::new(format!("the octal code is empty: {HOW_TO_WRITE}")));
        }
        let code: OctalCode = code_text.parse().map_err(|e: ParseError| ParseError {
            message: format!("in the octal code '{}': {}", code_text.trim(), e.message),
            at: e.at,
        })?;
        Ok(Self::from_code(code))
    }

    pub fn from_code(code: OctalCode) -> Self {
        Octal { table: RefCell::new(OctalSequence::new(code.clone())), code }
    }

    pub fn id(&self) -> String {
        id_of(&self.code)
    }

    pub fn name(&self) -> String {
        let code = self.code.to_string();
        match common_name(&self.code) {
            Some(name) => format!("Octal game {code} ({name})"),
            None => format!("Octal game {code}"),
        }
    }

    /// The most counters a position of this game may hold.
    pub fn max_total(&self) -> u64 {
        MAX_TOTAL
    }
}

impl Rules for Octal {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        Octal::id(self)
    }
    fn name(&self) -> String {
        Octal::name(self)
    }
    fn has_misere(&self) -> bool {
        true
    }
    type Pos = Heaps;
    fn parse(&self, text: &str) -> Result<Heaps, ParseError> {
        parse_heaps_with_total(text, self.max_total(), MAX_HEAPS)
    }
    fn board(&self, pos: &Heaps) -> Board {
        Board::Heaps { heaps: pos.0.clone() }
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(OctalJob { game: id.to_string(), sequence: OctalSequence::new(self.code.clone()) }))
    }
    fn sequence_limit(&self) -> usize {
        self.code.sequence_limit()
    }
    fn cli_sequence_limit(&self) -> usize {
        self.code.cli_sequence_limit()
    }
}

impl Moves for Octal {
    fn moves(&self, pos: &Heaps) -> Vec<Move<Heaps>> {
        let mut out = Vec::new();
        for (i, &h) in pos.0.iter().enumerate() {
            for (k, left) in self.code.heap_options(h as usize) {
                let mut to = pos.clone();
                let (text, spot) = match left[..] {
                    [] => {
                        to.0[i] = 0;
                        (format!("h{}-{k}", i + 1), Spot::Counter { heap: i, index: 0 })
                    }
                    [r] => {
                        to.0[i] = r as u64;
                        (format!("h{}-{k}", i + 1), Spot::Counter { heap: i, index: r as u64 })
                    }
                    [a, b, ..] => {
                        to.0.splice(i..=i, [a as u64, b as u64]);
                        let text =
                            if k == 0 { format!("h{}:{a}+{b}", i + 1) } else { format!("h{}-{k}:{a}+{b}", i + 1) };
                        (text, Spot::Choice { value: a as i64 })
                    }
                };
                out.push(Move { text, spot, to });
            }
        }
        out
    }
}

impl ImpartialGame for Octal {
    type Comp = usize;
    fn components(&self, pos: &Heaps) -> Vec<usize> {
        pos.0.iter().map(|&h| h as usize).collect()
    }
    fn quotient_rules(&self) -> Option<HeapRules> {
        Some(HeapRules::Octal(self.code.clone()))
    }
    fn heap_sizes(&self, pos: &Heaps) -> Vec<usize> {
        self.components(pos)
    }
    fn comp_options(&self, &n: &usize) -> Vec<Vec<usize>> {
        self.code.heap_options(n).into_iter().map(|(_, left)| left).collect()
    }
    fn closed_form_grundy(&self, &n: &usize) -> Option<u32> {
        Some(self.table.borrow_mut().value(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lookup;
    use crate::impartial::mex::mex_of;
    use crate::impartial::Solver;
    use crate::vocab::Outcome;
    use proptest::prelude::*;

    #[test]
    fn ids_and_errors() {
        assert_eq!(lookup("octal:.137").unwrap().id(), "octal:0.137");
        assert_eq!(lookup("octal:0.1370").unwrap().name(), "Octal game 0.137 (Dawson's chess)");
        assert_eq!(lookup("octal:4.").unwrap().id(), "octal:4.");
        let e = lookup("octal:0.8").err().unwrap();
        assert!(e.message.contains("'8' is not an octal digit"), "{}", e.message);
        assert_eq!(e.at, Some(2));
        let e = lookup("octal").err().unwrap();
        assert!(e.message.contains("octal:0.137"), "{}", e.message);
        assert!(lookup("octal:").err().unwrap().message.contains("empty"));
        assert!(lookup("octal:0.000").err().unwrap().message.contains("no move"));
        assert!(lookup("octal:2.1").err().unwrap().message.contains("before the point"));
        assert!(lookup("octal:0.77").unwrap().has_misere());
    }

    #[test]
    fn positions_and_moves() {
        let g = Octal::new("0.137").unwrap();
        assert_eq!(g.parse("20, 7").unwrap().to_string(), "20,7");
        assert!(g.parse("10001").unwrap_err().message.contains("at most 10000"));
        assert!(g.parse("6000,4001").unwrap_err().message.contains("10001 counters in all"));
        assert!(Octal::new("4.").unwrap().parse("10001").unwrap_err().message.contains("at most 10000"));
        let texts: Vec<String> = g.moves(&g.parse("2,6").unwrap()).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, ["h1-2", "h2-2", "h2-3", "h2-3:1+2"]);
        let m = g.moves(&g.parse("5,6").unwrap()).into_iter().find(|m| m.text == "h2-3:1+2").unwrap();
        assert_eq!(m.to.to_string(), "5,1,2");
        assert_eq!(m.spot, Spot::Choice { value: 1 });
        let whole = g.moves(&g.parse("3,1").unwrap()).into_iter().find(|m| m.text == "h2-1").unwrap();
        assert_eq!((whole.to.to_string(), whole.spot), ("3,0".to_string(), Spot::Counter { heap: 1, index: 0 }));
        // Split without taking.
        let g4 = Octal::new("4.").unwrap();
        let texts: Vec<String> = g4.moves(&g4.parse("4").unwrap()).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, ["h1:1+3", "h1:2+2"]);
    }

    #[test]
    fn table_equals_search_and_laws() {
        for code in ["0.137", "0.77", "0.6", "0.007", "4.3", "0.156", "0.4"] {
            let g = Octal::new(code).unwrap();
            let mut s = Solver::new(&g);
            for n in 0..=70usize {
                assert_eq!(g.closed_form_grundy(&n), Some(s.searched_comp_grundy(&n).unwrap()), "{code} {n}");
            }
            for a in 0..9u64 {
                for b in 0..6u64 {
                    let pos = Heaps(vec![a, b]);
                    let comps = g.components(&pos);
                    let v = s.sum_grundy(&comps).unwrap();
                    let moves = g.moves(&pos);
                    let mut values = Vec::new();
                    for m in &moves {
                        assert_eq!(g.parse(&m.to.to_string()).unwrap(), m.to);
                        values.push(s.sum_grundy(&g.components(&m.to)).unwrap());
                    }
                    assert_eq!(v, mex_of(values), "{code} {pos}");
                    for misere in [false, true] {
                        let out = s.searched_value(&comps, misere).unwrap().outcome;
                        let any_to_p = moves
                            .iter()
                            .any(|m| s.searched_value(&g.components(&m.to), misere).unwrap().outcome == Outcome::P);
                        if moves.is_empty() {
                            assert_eq!(out == Outcome::N, misere, "{code} {pos}");
                        } else {
                            assert_eq!(out == Outcome::N, any_to_p, "{code} {pos} misère {misere}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn sequence_limits() {
        assert_eq!("0.137".parse::<OctalCode>().unwrap().sequence_limit(), 1 << 21);
        assert_eq!("0.137".parse::<OctalCode>().unwrap().cli_sequence_limit(), 1 << 24);
        assert_eq!("4.".parse::<OctalCode>().unwrap().sequence_limit(), 1 << 21);
        assert_eq!("0.33".parse::<OctalCode>().unwrap().sequence_limit(), 10_000_000);
        assert_eq!("0.33".parse::<OctalCode>().unwrap().cli_sequence_limit(), 10_000_000);
    }

    /// A game that is an octal code under its own name is computed exactly as far as under the
    /// code's (octal:0.77 to 2^24 took 1.4 s and 107 MB in the CLI's dev build).
    #[test]
    fn a_game_and_its_code_have_one_sequence_limit() {
        for (game, code) in [("kayles", "octal:0.77"), ("pawns", "octal:0.137"), ("crosses", "octal:0.137")] {
            let (g, c) = (lookup(game).unwrap(), lookup(code).unwrap());
            assert_eq!(g.sequence_limit(), c.sequence_limit(), "{game} against {code} in the browser");
            assert_eq!(g.cli_sequence_limit(), c.cli_sequence_limit(), "{game} against {code} in the CLI");
        }
    }

    #[test]
    fn solve_and_sequence() {
        let game = lookup("octal:0.137").unwrap();
        let sol = game.solve("5", false).unwrap();
        assert_eq!((sol.outcome, sol.grundy), (Outcome::N, Some(3)));
        let misere = game.solve("5", true).unwrap();
        assert_eq!(misere.grundy, None);
        let mut job = game.sequence().unwrap();
        job.advance(200, u64::MAX);
        let r = job.report();
        assert_eq!((r.preperiod, r.period, r.proved), (Some(52), Some(34), true));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn sums_agree_with_search(heaps in proptest::collection::vec(0usize..100, 1..5), code in 0usize..4) {
            let g = Octal::new(["0.137", "0.77", "4.3", "0.6"][code]).unwrap();
            let mut s = Solver::new(&g);
            let fast = heaps.iter().fold(0, |acc, h| acc ^ g.closed_form_grundy(h).unwrap());
            let searched = heaps.iter().fold(0, |acc, h| acc ^ s.searched_comp_grundy(h).unwrap());
            prop_assert_eq!(fast, searched);
        }
    }

    mod golden {
        //! Golden tests for octal games: Dawson's chess (OEIS A002187) with the index shifts its header
        //! states, the period facts it quotes, and CGSuite's normal and misère values of single heaps
        //! (via pycgt) for every code the engine supports.

        use crate::games::grundy::Grundy;
        use crate::games::kayles::Kayles;
        use crate::games::lookup;
        use crate::games::octal::Octal;
        use crate::impartial::{ImpartialGame, Solver};
        use crate::octal::OctalSequence;
        use crate::vocab::Outcome;

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
                assert_eq!(game.closed_form_grundy(&comp), Some(row.nim), "{what}: normal value");
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
            for (name, code) in
                [("Kayles", "0.77"), ("DawsonsChess", "0.137"), ("Treblecross", "0.007"), ("Officers", "0.6")]
            {
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
    }
}
