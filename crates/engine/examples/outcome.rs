//! `cargo run --release -p engine --example outcome -- GAME POSITION [L|R]`: the outcome search
//! from the command line, with its node count and time (a development aid; the CLI's
//! `nimlab solve` is the user's way).
use engine::partizan::Limits;
use engine::vocab::Side;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = engine::lookup(&args[0]).expect("a game id");
    let side = if args.get(2).map(String::as_str) == Some("R") { Side::Right } else { Side::Left };
    let t = std::time::Instant::now();
    let limits = Limits { first_win: true, ..Limits::default() };
    let r = game.search_outcome(&args[1], side, &limits, &mut |_| true).expect("a search");
    println!("{} ({} nodes, {:.2} s)", r.summary, r.nodes, t.elapsed().as_secs_f64());
}
