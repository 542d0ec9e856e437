//! Golden tests: the engine's value sequences against published tables.
//!
//! Every reference file lives in `tests/data` with its source in its header lines:
//! OEIS A002186 (Kayles, 0.77), OEIS A002187 (Dawson's Chess, 0.137) and the "trivial games"
//! table of tczajka/octal-games (every octal game with at most three code digits whose period
//! shows within 1000 values).

use std::path::Path;

use engine::games::kayles;
use engine::games::subtract::Subtract;
use engine::impartial::{ImpartialGame, Solver};
use engine::lookup;
use engine::octal::{OctalCode, OctalSequence};
use engine::sequence::SequenceReport;

fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// The terms of an OEIS-style `n value` file (comment lines start with `#`), checked to be
/// listed in order from n = 0.
fn oeis_terms(name: &str) -> Vec<u32> {
    let mut out = Vec::new();
    for line in data(name).lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let mut parts = line.split_whitespace();
        let n: usize = parts.next().and_then(|t| t.parse().ok()).unwrap_or_else(|| panic!("{name}: bad line {line}"));
        let v: u32 = parts.next().and_then(|t| t.parse().ok()).unwrap_or_else(|| panic!("{name}: bad line {line}"));
        assert_eq!(n, out.len(), "{name}: terms out of order at line {line}");
        out.push(v);
    }
    out
}

fn sequence(code: &str, len: usize) -> (Vec<u32>, SequenceReport) {
    let mut seq = OctalSequence::new(code.parse::<OctalCode>().unwrap());
    (seq.up_to(len - 1), seq.report(code))
}

#[test]
fn kayles_matches_oeis_a002186() {
    let terms = oeis_terms("A002186_kayles.txt");
    assert_eq!(terms.len(), 105);
    assert_eq!(kayles::code().to_string(), "0.77");
    let (values, report) = sequence("0.77", 1001);
    assert_eq!(&values[..terms.len()], &terms[..]);
    // The header: from n = 71 on, period 12; later terms follow G(n) = G(n - 12).
    for n in 83..values.len() {
        assert_eq!(values[n], values[n - 12], "G({n})");
    }
    assert_eq!(report.values.len(), 1001);
    assert_eq!((report.preperiod, report.period, report.proved), (Some(71), Some(12), true), "{}", report.reason);
    // 2·71 + 12 + 2 values are enough for the octal periodicity theorem.
    let (_, early) = sequence("0.77", 2 * 71 + 2 * 12 + 2);
    assert_eq!((early.preperiod, early.period, early.proved), (Some(71), Some(12), true), "{}", early.reason);
    let (_, short) = sequence("0.77", 2 * 71 + 2 * 12 + 1);
    assert!(!short.proved, "one value short of the theorem, yet: {}", short.reason);
}

#[test]
fn dawsons_chess_matches_oeis_a002187() {
    let terms = oeis_terms("A002187_dawsons_chess.txt");
    assert_eq!(terms.len(), 132);
    let (values, report) = sequence("0.137", 1000);
    assert_eq!(&values[..terms.len()], &terms[..]);
    // The header: G(n) != G(n + 34) exactly for n = 14, 16, 31, 34, 51, so the preperiod is 52.
    let breaks: Vec<usize> = (0..values.len() - 34).filter(|&n| values[n] != values[n + 34]).collect();
    assert_eq!(breaks, vec![14, 16, 31, 34, 51]);
    assert_eq!((report.preperiod, report.period, report.proved), (Some(52), Some(34), true), "{}", report.reason);
    // Dawson's Kayles (0.07) has values a(n - 1), and 0.4 has a(n - 2).
    let (dk, _) = sequence("0.07", 133);
    let (four, _) = sequence("0.4", 134);
    for n in 0..terms.len() {
        assert_eq!(dk[n + 1], terms[n], "0.07 at {}", n + 1);
        assert_eq!(four[n + 2], terms[n], "0.4 at {}", n + 2);
    }
}

/// One row of the tczajka table.
struct Row {
    game: String,
    prefix: usize,
    period: usize,
    head: Vec<u32>,
    cycle: Vec<u32>,
}

impl Row {
    fn value(&self, n: usize) -> u32 {
        if n < self.prefix {
            self.head[n]
        } else {
            self.cycle[(n - self.prefix) % self.period]
        }
    }
}

fn trivial_games() -> Vec<Row> {
    let text = data("octal_trivial_games_tczajka.csv");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    assert_eq!(lines.next(), Some("game,prefix,period,nimbers"));
    let digit = |c: char| c.to_digit(36).unwrap_or_else(|| panic!("bad nimber digit {c:?}"));
    lines
        .map(|line| {
            let f: Vec<&str> = line.split(',').collect();
            assert_eq!(f.len(), 4, "bad row {line}");
            let nimbers = f[3];
            let open = nimbers.find('(').expect("a period in parentheses");
            assert!(nimbers.ends_with(')'), "bad row {line}");
            let row = Row {
                game: f[0].to_string(),
                prefix: f[1].parse().expect("prefix"),
                period: f[2].parse().expect("period"),
                head: nimbers[..open].chars().map(digit).collect(),
                cycle: nimbers[open + 1..nimbers.len() - 1].chars().map(digit).collect(),
            };
            assert_eq!(row.head.len(), row.prefix, "row {line}: prefix length");
            assert_eq!(row.cycle.len(), row.period, "row {line}: period length");
            row
        })
        .collect()
}

#[test]
fn digits_above_nine_are_base_36() {
    let rows = trivial_games();
    // 4.766 is written 01246128A1D2G14DE1...: A = 10, D = 13, G = 16.
    let r = rows.iter().find(|r| r.game == "4.766").expect("4.766 is listed");
    assert_eq!(&r.head[..18], &[0, 1, 2, 4, 6, 1, 2, 8, 10, 1, 13, 2, 16, 1, 4, 13, 14, 1]);
}

#[test]
fn octal_trivial_games_match_tczajka() {
    let rows = trivial_games();
    assert_eq!(rows.len(), 82);
    let mut failures = Vec::new();
    for row in &rows {
        let code: OctalCode = row.game.parse().unwrap_or_else(|e| panic!("code {}: {e}", row.game));
        let len = 1000usize.max(2 * row.prefix + 3 * row.period + code.max_take() + 10);
        let (values, report) = sequence(&row.game, len);
        if let Some(n) = (0..len).find(|&n| values[n] != row.value(n)) {
            failures.push(format!("{}: G({n}) = {}, the table says {}", row.game, values[n], row.value(n)));
            continue;
        }
        if (report.preperiod, report.period) != (Some(row.prefix), Some(row.period)) {
            failures.push(format!(
                "{}: detected preperiod {:?} period {:?}, the table says {} and {} ({})",
                row.game, report.preperiod, report.period, row.prefix, row.period, report.reason
            ));
        }
        // The octal periodicity theorem covers codes without the leading 4, and `len` is always
        // at least the 2·prefix + 2·period + max_take values it needs.
        if !code.split_without_taking && !report.proved {
            failures.push(format!("{}: not proved with {len} values: {}", row.game, report.reason));
        }
        if code.split_without_taking && report.proved {
            failures.push(format!("{}: claims a proof for a 4. code: {}", row.game, report.reason));
        }
    }
    assert!(failures.is_empty(), "{} of {} rows fail:\n{}", failures.len(), rows.len(), failures.join("\n"));
}

#[test]
fn matches_are_n_mod_m_plus_1() {
    for m in [1u64, 2, 3, 5, 7] {
        let set: Vec<String> = (1..=m).map(|s| s.to_string()).collect();
        let game = Subtract::new(&set.join(",")).unwrap();
        assert_eq!(game.matches_m(), Some(m));
        let mut solver = Solver::new(&game);
        for n in 0..300u64 {
            assert_eq!(game.closed_form_grundy(&n), Some((n % (m + 1)) as u32), "M = {m}, n = {n}");
            if n < 60 {
                assert_eq!(solver.searched_comp_grundy(&n), Ok((n % (m + 1)) as u32), "M = {m}, n = {n}");
            }
        }
        let id = format!("subtract:{}", set.join(","));
        let mut job = lookup(&id).unwrap().sequence().expect("a heap game has a sequence");
        assert_eq!(job.advance(200, u64::MAX), 200);
        let r = job.report();
        assert_eq!(r.game, id);
        let expected: Vec<u32> = (0..200).map(|n| (n % (m + 1)) as u32).collect();
        assert_eq!(r.values, expected);
        assert_eq!((r.preperiod, r.period, r.proved), (Some(0), Some(m as usize + 1), true), "{}", r.reason);
    }
}

#[test]
fn subtraction_1_3_4_has_period_7() {
    let game = Subtract::new("1,3,4").unwrap();
    assert_eq!(game.matches_m(), None);
    let mut job = lookup("subtract:4,3,1").unwrap().sequence().unwrap();
    job.advance(500, u64::MAX);
    let r = job.report();
    let cycle = [0, 1, 0, 1, 2, 3, 2];
    assert_eq!(&r.values[..7], &cycle);
    for (n, &v) in r.values.iter().enumerate() {
        assert_eq!(v, cycle[n % 7], "G({n})");
        assert_eq!(game.closed_form_grundy(&(n as u64)), Some(v), "table G({n})");
    }
    assert_eq!((r.preperiod, r.period, r.proved), (Some(0), Some(7), true), "{}", r.reason);
    // The same through the octal code of the set, 0.3033.
    let code = OctalCode::subtraction(&[1, 3, 4]);
    assert_eq!(code.to_string(), "0.3033");
    let (values, _) = sequence("0.3033", 500);
    assert_eq!(values, r.values);
}

#[test]
fn subtraction_sets_without_1() {
    // {2,5,7}: a table computed by hand from the definition, g(n) = mex{g(n-s)}.
    let game = Subtract::new("2,5,7").unwrap();
    let mut g: Vec<u32> = Vec::new();
    for n in 0..400usize {
        let mut seen = [false; 8];
        for s in [2, 5, 7] {
            if s <= n {
                seen[g[n - s] as usize] = true;
            }
        }
        g.push(seen.iter().position(|&b| !b).unwrap() as u32);
    }
    for (n, &v) in g.iter().enumerate() {
        assert_eq!(game.closed_form_grundy(&(n as u64)), Some(v), "G({n})");
    }
    let mut job = lookup("subtract:2,5,7").unwrap().sequence().unwrap();
    job.advance(400, u64::MAX);
    let r = job.report();
    assert_eq!(r.values, g);
    let (pre, p) = (r.preperiod.unwrap(), r.period.unwrap());
    assert!(r.proved, "{}", r.reason);
    for n in pre..g.len() - p {
        assert_eq!(g[n], g[n + p]);
    }
}
