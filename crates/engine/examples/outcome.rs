//! `cargo run --release -p engine --example outcome -- GAME POSITION [L|R]`: the outcome search
//! from the command line, with its node count and time (a development aid; the CLI's
//! `nimlab solve` is the user's way). `ANYTIME=1` deepens ply by ply and `ALL=1` proves every
//! move, as the app's worker does when asked to search on; `TABLE=N` sets the table's entries
//! and `NODES=N` the budget of positions; `PROGRESS=1` prints the positions searched about once a
//! minute on stderr, so a long run stopped from outside still leaves its figure.
//! The time the first move was proved (won or lost) is printed too: what the app shades first.
use engine::partizan::Limits;
use engine::vocab::Side;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = engine::lookup(&args[0]).expect("a game id");
    let side = if args.get(2).map(String::as_str) == Some("R") { Side::Right } else { Side::Left };
    let on = |name: &str| std::env::var(name).is_ok_and(|v| v == "1");
    let mut limits = Limits { first_win: !on("ALL"), anytime: on("ANYTIME"), ..Limits::default() };
    if let Some(t) = std::env::var("TABLE").ok().and_then(|t| t.parse().ok()) {
        limits.table = t;
    }
    if let Some(n) = std::env::var("NODES").ok().and_then(|n| n.parse().ok()) {
        limits.nodes = n;
    }
    let t = std::time::Instant::now();
    let mut first = None;
    let progress = on("PROGRESS");
    let mut said = 0;
    let r = game
        .search_outcome(&args[1], side, &limits, &mut |r| {
            if first.is_none() && r.moves.iter().any(|m| m.wins.is_some()) {
                first = Some(t.elapsed().as_secs_f64());
            }
            let minutes = t.elapsed().as_secs() / 60;
            if progress && minutes > said {
                said = minutes;
                eprintln!("{minutes} min: {} positions", r.nodes);
            }
            true
        })
        .expect("a search");
    let first = first.map_or("not reported".into(), |s| format!("{s:.2} s"));
    println!("{} ({} nodes, {:.2} s; first move proved at {first})", r.summary, r.nodes, t.elapsed().as_secs_f64());
}
