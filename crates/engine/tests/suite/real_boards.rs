//! Who wins Clobber, Konane and Amazons on their starting boards, as the golden file
//! tests/data/board-outcomes.txt lists them with their sources: the quick ones here, the
//! research-size ones by `make slow`.

use engine::partizan::Limits;
use engine::vocab::Side;

struct Entry {
    game: String,
    position: String,
    side: Side,
    wins: bool,
    slow: bool,
}

fn golden() -> Vec<Entry> {
    let text = include_str!("../data/board-outcomes.txt");
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        assert!(f.len() >= 5, "line {}: game position side wins quick|slow", n + 1);
        let side = match f[2] {
            "L" => Side::Left,
            "R" => Side::Right,
            s => panic!("line {}: side {s:?} is neither L nor R", n + 1),
        };
        let wins = match f[3] {
            "wins" => true,
            "loses" => false,
            s => panic!("line {}: {s:?} is neither wins nor loses", n + 1),
        };
        out.push(Entry { game: f[0].into(), position: f[1].into(), side, wins, slow: f[4] == "slow" });
    }
    out
}

fn check(slow: bool) -> usize {
    let mut checked = 0;
    for e in golden().into_iter().filter(|e| e.slow == slow) {
        let game = engine::lookup(&e.game).expect("a catalogue game");
        let limits = Limits { first_win: true, nodes: u64::MAX, ..Limits::default() };
        let r = game.search_outcome(&e.position, e.side, &limits, &mut |_| true).expect("a search");
        assert_eq!(r.wins, Some(e.wins), "{} {} {:?}: {}", e.game, e.position, e.side, r.summary);
        checked += 1;
    }
    checked
}

#[test]
fn quick_starting_boards_match_the_golden_file() {
    let checked = check(false);
    assert!(checked >= 2, "{checked} boards");
}

#[test]
#[ignore = "research-size searches: run by make slow"]
fn large_starting_boards_match_the_golden_file() {
    let checked = check(true);
    assert!(checked >= 2, "{checked} boards");
}
