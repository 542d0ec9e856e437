//! `nimlab`: solve positions and compute value sequences from the command line.
//!
//! The JSON printed with `--json` is a contract other tools rely on; see README.md.

use std::io::Write;
use std::process::ExitCode;

use engine::games::{lookup, EngineError, CATALOGUE};
use engine::table::TableParams;
use engine::Solution;

const USAGE: &str = "usage:
  nimlab solve GAME POSITION [--misere] [--json]
  nimlab sequence GAME --to N [--json]
  nimlab table GAME [--size N] [--rows N] [--cols M] [--json]
  nimlab eval tictactoe POSITION --depth D [--json]
  nimlab trace alphabeta TREE [--order given|reversed|best|worst] [--json]
  nimlab games [--json]
examples:
  nimlab solve nim 3,4,5 --json
  nimlab solve kayles ooo.oo
  nimlab sequence subtract:1,3,4 --to 50";

/// A failure: the message and the exit status (2 for bad arguments or input).
struct Failure(String);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            // A closed pipe (`nimlab ... | head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{out}");
            ExitCode::SUCCESS
        }
        Err(Failure(msg)) => {
            eprintln!("nimlab: {msg}");
            ExitCode::from(2)
        }
    }
}

/// Splits arguments into positionals and recognised flags.
struct Args {
    positional: Vec<String>,
    json: bool,
    misere: bool,
    to: Option<String>,
    size: Option<String>,
    rows: Option<String>,
    cols: Option<String>,
    depth: Option<String>,
    order: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Args, Failure> {
    let mut out = Args {
        positional: Vec::new(),
        json: false,
        misere: false,
        to: None,
        size: None,
        rows: None,
        cols: None,
        depth: None,
        order: None,
    };
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--json" => out.json = true,
            "--misere" => out.misere = true,
            flag @ ("--to" | "--size" | "--rows" | "--cols" | "--depth" | "--order") => {
                i += 1;
                let value = args.get(i).cloned().ok_or_else(|| Failure(format!("{flag} needs a number")))?;
                let slot = match flag {
                    "--to" => &mut out.to,
                    "--size" => &mut out.size,
                    "--rows" => &mut out.rows,
                    "--cols" => &mut out.cols,
                    "--depth" => &mut out.depth,
                    _ => &mut out.order,
                };
                *slot = Some(value);
            }
            s if s.starts_with("--") => return Err(Failure(format!("unknown option '{s}' (see nimlab help)"))),
            s => out.positional.push(s.to_string()),
        }
        i += 1;
    }
    Ok(out)
}

fn run(args: &[String]) -> Result<String, Failure> {
    let parsed = parse_args(args)?;
    let (cmd, rest) = match parsed.positional.split_first() {
        Some((c, r)) => (c.as_str(), r),
        None => return Err(Failure("missing command: solve, sequence or games (see nimlab help)".into())),
    };
    match cmd {
        "help" | "-h" => Ok(USAGE.to_string()),
        "solve" => {
            let [game, position] = rest else {
                return Err(Failure("solve needs a game and a position, e.g. nimlab solve nim 3,4,5".into()));
            };
            solve(game, position, parsed.misere, parsed.json)
        }
        "sequence" => {
            let [game] = rest else {
                return Err(Failure("sequence needs one game, e.g. nimlab sequence kayles --to 100".into()));
            };
            let to = parsed.to.ok_or_else(|| Failure("sequence needs --to N".into()))?;
            let to: usize = to.parse().map_err(|_| Failure(format!("--to must be a whole number, not '{to}'")))?;
            sequence(game, to, parsed.json)
        }
        "table" => {
            let [game] = rest else {
                return Err(Failure("table needs one game, e.g. nimlab table chocolate --size 10".into()));
            };
            let number = |flag: &str, v: &Option<String>| -> Result<Option<usize>, Failure> {
                v.as_ref()
                    .map(|t| {
                        t.parse::<usize>().map_err(|_| Failure(format!("{flag} must be a whole number, not '{t}'")))
                    })
                    .transpose()
            };
            let params = TableParams {
                size: number("--size", &parsed.size)?,
                rows: number("--rows", &parsed.rows)?,
                cols: number("--cols", &parsed.cols)?,
            };
            table(game, &params, parsed.json)
        }
        "eval" => {
            let [game, position] = rest else {
                return Err(Failure(
                    "eval needs a game and a position, e.g. nimlab eval tictactoe ......... --depth 2".into(),
                ));
            };
            if game != "tictactoe" {
                return Err(Failure(format!("eval supports tictactoe, not '{game}'")));
            }
            let depth = parsed.depth.ok_or_else(|| Failure("eval needs --depth D".into()))?;
            let depth: u32 = depth
                .parse()
                .ok()
                .filter(|d| (1..=9).contains(d))
                .ok_or_else(|| Failure(format!("--depth must be a whole number from 1 to 9, not '{depth}'")))?;
            eval(position, depth, parsed.json)
        }
        "trace" => {
            let [game, tree] = rest else {
                return Err(Failure(
                    "trace needs a game and a tree, e.g. nimlab trace alphabeta '[[3,5],[2,9]]'".into(),
                ));
            };
            if game != "alphabeta" {
                return Err(Failure(format!("trace supports alphabeta, not '{game}'")));
            }
            let order = parsed.order.as_deref().unwrap_or("given");
            trace(tree, order, parsed.json)
        }
        "games" => Ok(games(parsed.json)),
        other => Err(Failure(format!("unknown command '{other}': use solve, sequence, table or games"))),
    }
}

fn engine_failure(what: &str, e: EngineError) -> Failure {
    Failure(format!("{what}: {e}"))
}

fn solve(game_id: &str, position: &str, misere: bool, json: bool) -> Result<String, Failure> {
    let game = lookup(game_id).map_err(|e| Failure(format!("game '{game_id}': {e}")))?;
    let sol = game.solve(position, misere).map_err(|e| engine_failure(&format!("position '{position}'"), e))?;
    if json {
        let mut v = serde_json::to_value(&sol).expect("solutions serialise");
        add_values(&mut v, &sol);
        if game.id() == "ingots" {
            let g = engine::games::ingots::report(position).map_err(|e| Failure(e.to_string()))?;
            v["guarantees"] = serde_json::to_value(g).expect("json");
        }
        return Ok(serde_json::to_string_pretty(&v).expect("json"));
    }
    Ok(describe(&sol))
}

/// The value of an outcome for the player it belongs to.
fn value_word(o: engine::Outcome) -> &'static str {
    match o {
        engine::Outcome::N => "win",
        engine::Outcome::P => "loss",
        engine::Outcome::Draw => "draw",
    }
}

/// Adds `value` (win / draw / loss for the player to move) to the solution and to each move
/// (for the player making it).
fn add_values(v: &mut serde_json::Value, sol: &Solution) {
    v["value"] = value_word(sol.outcome).into();
    for (mv, m) in v["moves"].as_array_mut().expect("moves").iter_mut().zip(&sol.moves) {
        let for_mover = match m.outcome {
            engine::Outcome::N => "loss",
            engine::Outcome::P => "win",
            engine::Outcome::Draw => "draw",
        };
        mv["value"] = for_mover.into();
    }
}

fn eval(position: &str, depth: u32, json: bool) -> Result<String, Failure> {
    use engine::games::tictactoe as t;
    let c = t::parse(position).map_err(|e| Failure(format!("position '{position}': {e}")))?;
    let table = t::solve_table(&c);
    let rows: Vec<serde_json::Value> = t::depth_values(&c, depth)
        .into_iter()
        .map(|(m, v)| {
            let exact = engine::minimax::back(table[&engine::minimax::TwoPlayer::play(&t::TicTacToe, &c, &m)]);
            serde_json::json!({
                "move": (m + 1).to_string(),
                "value": v,
                "exact": value_word(t::outcome_of(exact)),
            })
        })
        .collect();
    let limited = t::node_counts(&c, Some(depth));
    let full = t::node_counts(&c, None);
    let report = serde_json::json!({
        "game": "tictactoe",
        "position": t::display(&c),
        "depth": depth,
        "f": t::f_value(&c),
        "moves": rows,
        "nodes": { "depth_limited": limited, "full": full },
    });
    if json {
        return Ok(serde_json::to_string_pretty(&report).expect("json"));
    }
    let mut out = format!("tictactoe {} depth {depth}: F = M - N here is {}\n", t::display(&c), t::f_value(&c));
    for r in report["moves"].as_array().expect("moves") {
        out.push_str(&format!(
            "  move {}: F-minimax {:>3}   exact {}\n",
            r["move"].as_str().unwrap_or(""),
            r["value"],
            r["exact"].as_str().unwrap_or("")
        ));
    }
    out.push_str(&format!(
        "nodes to the end: minimax {}, alpha-beta {}, alpha-beta with ordering {}",
        full.minimax, full.alphabeta, full.alphabeta_ordered
    ));
    Ok(out)
}

fn trace(tree: &str, order: &str, json: bool) -> Result<String, Failure> {
    use engine::minimax::tree::{trace, ChildOrder, Step, Tree};
    let t: Tree = tree.parse().map_err(|e| Failure(format!("tree: {e}")))?;
    let order: ChildOrder = order.parse().map_err(|e| Failure(format!("--order: {e}")))?;
    let tr = trace(&t, order);
    if json {
        return Ok(serde_json::to_string_pretty(&tr).expect("json"));
    }
    let bound = |b: Option<i64>, inf: &str| b.map(|v| v.to_string()).unwrap_or_else(|| inf.to_string());
    let name = |p: &[usize]| {
        if p.is_empty() {
            "root".to_string()
        } else {
            p.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join(".")
        }
    };
    let mut out = format!("alpha-beta over {} (children {order:?}): value {}\n", tr.tree, tr.value);
    for s in &tr.steps {
        let line = match s {
            Step::Enter { path, max, alpha, beta } => format!(
                "{:indent$}enter {} ({}) window [{}, {}]",
                "",
                name(path),
                if *max { "MAX" } else { "MIN" },
                bound(*alpha, "-inf"),
                bound(*beta, "+inf"),
                indent = 2 * path.len()
            ),
            Step::Leaf { path, value } => {
                format!("{:indent$}leaf {} = {value}", "", name(path), indent = 2 * path.len())
            }
            Step::Update { path, child, value, best, alpha, beta } => format!(
                "{:indent$}{} gets {value} from child {}: best {best}, window [{}, {}]",
                "",
                name(path),
                child + 1,
                bound(*alpha, "-inf"),
                bound(*beta, "+inf"),
                indent = 2 * path.len()
            ),
            Step::Cut { path, kind, skipped, .. } => format!(
                "{:indent$}{kind} cut-off at {}: children {} skipped",
                "",
                name(path),
                skipped.iter().map(|i| (i + 1).to_string()).collect::<Vec<_>>().join(", "),
                indent = 2 * path.len()
            ),
            Step::Exit { path, value } => format!("{:indent$}{} = {value}", "", name(path), indent = 2 * path.len()),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&format!("leaves visited {} of {}, cut-offs {}", tr.leaves_visited, tr.leaves_total, tr.cutoffs));
    Ok(out)
}

/// The readable form of a solution.
fn describe(sol: &Solution) -> String {
    let mut out = format!("{} {}{}\n", sol.game, sol.position, if sol.misere { " (misère)" } else { "" });
    let rem = sol.remoteness.map(|r| format!(" in {r} moves")).unwrap_or_default();
    let verdict = match sol.outcome {
        engine::Outcome::N => format!("the player to move wins{rem}"),
        engine::Outcome::P => format!("the player to move loses{rem}"),
        engine::Outcome::Draw => "a draw with best play".to_string(),
    };
    out.push_str(&format!("outcome {}: {verdict}\n", sol.outcome.as_str()));
    if let Some(g) = sol.grundy {
        out.push_str(&format!("grundy {g}\n"));
    }
    if let Some(f) = &sol.formula {
        out.push_str(&format!("formula: {}\n", f.text));
    }
    if let Some(n) = &sol.note {
        out.push_str(&format!("note: {n}\n"));
    }
    out.push_str("moves:\n");
    for m in &sol.moves {
        let g = m.grundy.map(|g| format!(" grundy {g}")).unwrap_or_default();
        let r = m.remoteness.map(|r| format!(" remoteness {r}")).unwrap_or_default();
        let w = if m.winning { "  WINNING" } else { "" };
        out.push_str(&format!("  {:<8} -> {:<16} {}{g}{r}{w}\n", m.text, m.to, m.outcome.as_str()));
    }
    out.trim_end().to_string()
}

fn sequence(game_id: &str, to: usize, json: bool) -> Result<String, Failure> {
    let game = lookup(game_id).map_err(|e| Failure(format!("game '{game_id}': {e}")))?;
    let mut job = game
        .sequence()
        .ok_or_else(|| Failure(format!("{} is not a heap game: it has no value sequence", game.id())))?;
    if to > game.cli_sequence_limit() {
        return Err(Failure(format!(
            "--to {to} is too large for {}: at most {}",
            game.id(),
            game.cli_sequence_limit()
        )));
    }
    job.advance(to + 1, u64::MAX);
    let report = job.report();
    if json {
        return Ok(serde_json::to_string_pretty(&report).expect("reports serialise"));
    }
    let mut out = format!("{}: g(0..={to})\n", report.game);
    for (row, chunk) in report.values.chunks(20).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>2}")).collect();
        out.push_str(&format!("{:>8}: {}\n", row * 20, cells.join(" ")));
    }
    match (report.preperiod, report.period) {
        (Some(pre), Some(p)) => out.push_str(&format!("period {p} from n = {pre}; {}", report.reason)),
        _ => out.push_str(&report.reason),
    }
    Ok(out)
}

/// Names under which tables are asked for that are not game ids.
fn table_game(name: &str) -> &str {
    match name {
        "chomp3" => "chomp",
        other => other,
    }
}

fn table(game_id: &str, params: &TableParams, json: bool) -> Result<String, Failure> {
    let game = lookup(table_game(game_id)).map_err(|e| Failure(format!("game '{game_id}': {e}")))?;
    let t = game
        .table(params)
        .ok_or_else(|| Failure(format!("{} has no table", game.id())))?
        .map_err(|e| engine_failure("table", e))?;
    if json {
        return Ok(serde_json::to_string_pretty(&t).expect("tables serialise"));
    }
    let cell = |v: &Option<i64>| v.map(|v| v.to_string()).unwrap_or_else(|| "-".into());
    let width = t
        .cells
        .iter()
        .flatten()
        .map(|v| cell(v).len())
        .chain(t.col_keys.iter().map(|k| k.to_string().len()))
        .max()
        .unwrap_or(1);
    let mut out = format!("{}\nrows: {}, columns: {}\n{}\n", t.title, t.row_label, t.col_label, t.legend);
    out.push_str(&format!("{:>6} ", ""));
    for k in &t.col_keys {
        out.push_str(&format!(" {k:>width$}"));
    }
    for (k, row) in t.row_keys.iter().zip(&t.cells) {
        out.push_str(&format!("\n{k:>6}:"));
        for v in row {
            out.push_str(&format!(" {:>width$}", cell(v)));
        }
    }
    Ok(out)
}

fn games(json: bool) -> String {
    if json {
        let list: Vec<serde_json::Value> = CATALOGUE
            .iter()
            .map(|e| {
                serde_json::json!({
                    "id": e.id, "name": e.name, "example_game": e.example_game,
                    "example_position": e.example_position, "summary": e.summary,
                })
            })
            .collect();
        return serde_json::to_string_pretty(&list).expect("json");
    }
    CATALOGUE
        .iter()
        .map(|e| {
            let quote = |s: &str| {
                if s.chars().any(|c| " <>;&|'\"*?()".contains(c)) {
                    format!("'{s}'")
                } else {
                    s.to_string()
                }
            };
            format!("{:<11} {:<30} e.g. nimlab solve {} {}", e.id, e.name, e.example_game, quote(e.example_position))
        })
        .collect::<Vec<_>>()
        .join("\n")
}
