//! `nimlab`: solve positions and compute value sequences from the command line.
//!
//! The JSON printed with `--json` is a contract other tools rely on; see README.md. Arguments
//! are read by clap; every failure, clap's own included, is one line `nimlab: ...` on stderr
//! and exit status 2.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, CommandFactory, Parser, Subcommand};
use engine::games::{lookup, CATALOGUE};
use engine::table::TableList;
use engine::table::TableParams;
use engine::vocab::{EngineError, Side};
use engine::Solution;
use nimlab_api as api;

mod stream;

/// Solves positions of combinatorial games, computes value sequences and tables, and traces
/// minimax and alpha-beta.
///
/// A game is named by its id (`nimlab games` lists them), with parameters after a colon where
/// it has any: `subtract:1,3,4`, `octal:0.137`, `northcott:8`. Positions use the notation of
/// the app's links (README.md has a table of them). With --json each command prints JSON whose
/// fields are a contract (README.md). Bad arguments and bad input exit with status 2 and a
/// one-line message.
#[derive(Parser)]
#[command(
    name = "nimlab",
    version,
    args_override_self = true,
    after_help = "Examples:
  nimlab solve nim 3,4,5 --json
  nimlab solve kayles ooo.oo
  nimlab sequence subtract:1,3,4 --to 50
  nimlab table chocolate --size 10
  nimlab games
  nimlab completions bash > ~/.local/share/bash-completion/completions/nimlab"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// `--json`, shared by every command that prints a result.
#[derive(Args)]
struct Output {
    /// Print JSON (the fields are a contract: see README.md) instead of text
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Solve a position: outcome, Grundy value, remoteness and the value of every move
    ///
    /// The outcome is P (the player to move loses), N (the player to move wins) or draw.
    /// The position is printed in its canonical form. Games with draws and scores add
    /// `value` (win, draw or loss); ingots add `guarantees`.
    #[command(after_help = "Examples:
  nimlab solve nim 3,4,5
  nimlab solve nim 1,1,2 --misere --json
  nimlab solve kayles ooo.oo
  nimlab solve subtract:1,3,4 21
  nimlab solve sum 'nim:3 + kayles:7'
  nimlab solve tictactoe x...o.... --json
  nimlab solve domineering 3x3 --side R
  nimlab solve domineering 6x6 --outcome --side L
  nimlab solve domineering 5x5 --outcome --all-moves --json

The outcome search (--outcome, or by itself when a partizan position is too large for its
canonical form, as `nimlab solve domineering 8x8 --seconds 60`) answers who wins and which
moves are proved to win. Its exit status is 0 when everything asked was proved, 3 when a
budget (--nodes, --seconds) ended it first and 130 when Ctrl-C did; either way what was proved
is printed.")]
    Solve {
        /// Game id with its parameters, e.g. nim, kayles, subtract:1,3,4 (see nimlab games)
        game: String,
        /// Position in the game's notation, e.g. 3,4,5 for nim or ooo.oo for kayles
        position: String,
        /// Misère play: whoever makes the last move loses
        #[arg(long)]
        misere: bool,
        /// Who moves in a partizan game: L (Left) or R (Right); the moves listed are that side's
        #[arg(long, value_name = "L|R", value_parser = side_arg, conflicts_with = "misere")]
        side: Option<Side>,
        /// Who wins, by a search that needs no canonical form (partizan positions too large for
        /// one, which `solve` falls back to by itself); without --side both sides are searched
        #[arg(long, conflicts_with = "misere")]
        outcome: bool,
        /// The outcome search's budget: at most N positions for each side searched
        #[arg(long, value_name = "N", value_parser = node_budget, conflicts_with = "misere")]
        nodes: Option<u64>,
        /// The outcome search's budget: at most S seconds in all (e.g. 2.5)
        #[arg(long, value_name = "S", value_parser = time_budget, conflicts_with = "misere")]
        seconds: Option<f64>,
        /// The outcome search proves every move winning or losing (by default it stops at the
        /// first winning move)
        #[arg(long, conflicts_with = "misere")]
        all_moves: bool,
        /// No progress line (it is shown on stderr only when stderr is a terminal)
        #[arg(short, long)]
        quiet: bool,
        #[command(flatten)]
        output: Output,
    },
    /// The value of a partizan position or typed form, with the theory a course reaches
    ///
    /// EXPR is an expression of games: positions `game:position`, forms in CGSuite's short
    /// notation or braces, sums and differences (`^ + ^ + *`), multiples (`3.^`, `3 * G`),
    /// Norton's product (`G.U`), ordinal sums (`G : H`), or one comparison (`G >= H`, `G || H`),
    /// which is answered true or false with how the two compare.
    /// Prints the canonical form, its classes, stops, temperature, birthday, atomic weight
    /// (or why there is none), reduced canonical form, incentives and, when asked, the form
    /// cooled, heated or overheated.
    #[command(after_help = "Examples:
  nimlab value domineering:3x3
  nimlab value '{1|{0|-1}}' --cool 1/2
  nimlab value '^*' --json
  nimlab value '^ + ^ + *'
  nimlab value '{1|-1} >= ^^*'
  nimlab value 'domineering:2x3 - 3.^'
  nimlab value '*' --heat 1
  nimlab value '1/2' --overheat 1,1
  nimlab value 'a{0|{a|*}}'
  nimlab value 'on + off'
  nimlab value 'over > 0'")]
    Value {
        /// A position `game:position` (e.g. domineering:3x3), a form (e.g. {1|{0|-1}}), an
        /// expression of them (e.g. ^ + ^ + *), a loopy game (on, over, dud, upon, {0|pass}, a{0|{a|*}},
        /// A & B) or a comparison (e.g. {1|-1} >= ^^*)
        expr: String,
        /// Cool by the number T: G_t
        #[arg(long, value_name = "T", allow_hyphen_values = true, conflicts_with_all = ["heat", "overheat"])]
        cool: Option<String>,
        /// Heat by the game T: ∫^T G
        #[arg(long, value_name = "T", allow_hyphen_values = true, conflicts_with = "overheat")]
        heat: Option<String>,
        /// Overheat from S to T: ∫_S^T G
        #[arg(long, value_name = "S,T", allow_hyphen_values = true)]
        overheat: Option<String>,
        #[command(flatten)]
        output: Output,
    },
    /// Compute the value sequence g(0..=N) of a heap game, with its period
    ///
    /// For octal games the period is proved by the octal periodicity theorem when enough
    /// values are known (`proved` in the JSON); otherwise it is only apparent. To keep the
    /// values in a file: `nimlab sequence kayles --to 100000 --format bin -o kayles.bin`.
    #[command(after_help = "Examples:
  nimlab sequence kayles --to 200
  nimlab sequence subtract:1,3,4 --to 50 --json
  nimlab sequence octal:0.07 --to 1000
  nimlab sequence grundy --to 2097152 --format csv | head")]
    Sequence {
        /// Heap game id with its parameters, e.g. kayles, grundy, octal:0.137, subtract:1,3,4
        game: String,
        /// The last heap size to compute (each game has its own upper limit)
        #[arg(long, value_name = "N", value_parser = whole_number, allow_negative_numbers = true)]
        to: usize,
        /// Write the values only: `csv` (n,g lines with a header, written as the values are
        /// computed, so `| head` shows the first lines at once) or `bin` (a text header line
        /// `nimlab-sequence GAME width=W count=N [preperiod=A period=P] proved=true|false`, then
        /// the values as W-byte little-endian unsigned integers, W the fewest of 1, 2 or 4 that
        /// hold them all). The text, --json and bin are written whole at the end.
        #[arg(long, value_parser = ["csv", "bin"], conflicts_with = "json")]
        format: Option<String>,
        /// Write to FILE instead of stdout; FILE is replaced only once everything is written
        /// (`-` is stdout)
        #[arg(short = 'o', long = "output", value_name = "FILE")]
        file: Option<PathBuf>,
        /// No progress line (it is shown on stderr only when stderr is a terminal)
        #[arg(short, long)]
        quiet: bool,
        /// Write the values to DIR a chunk at a time (`chunk-NNNNNN.bin`, the bin layout with
        /// `from=S`, the first heap), with `status.txt` (frequencies, the largest value, the rare
        /// values, the period check) after each; run again to resume after the last whole
        /// chunk. Octal codes only, to heaps below 2^32.
        #[arg(long, value_name = "DIR", conflicts_with_all = ["format", "file", "json"])]
        stream: Option<PathBuf>,
        /// Values a streamed chunk holds
        #[arg(long, value_name = "N", value_parser = whole_number, default_value_t = stream::CHUNK, requires = "stream")]
        chunk: usize,
        #[command(flatten)]
        output: Output,
    },
    /// Compute a two-dimensional table of values (chocolate, chomp, tokenboard, ...)
    ///
    /// Which of --size, --rows and --cols apply depends on the game; each game has defaults.
    /// `chomp3` asks for the table of three-row Chomp.
    #[command(after_help = "Examples:
  nimlab table chocolate --size 10
  nimlab table chomp3 --size 20
  nimlab table tokenboard:12x4 --json")]
    Table {
        /// Game id with its parameters, e.g. chocolate, chomp3, tokenboard:12x4
        game: String,
        /// Size of a square table
        #[arg(long, value_name = "N", value_parser = whole_number, allow_negative_numbers = true)]
        size: Option<usize>,
        /// Number of rows
        #[arg(long, value_name = "N", value_parser = whole_number, allow_negative_numbers = true)]
        rows: Option<usize>,
        /// Number of columns
        #[arg(long, value_name = "M", value_parser = whole_number, allow_negative_numbers = true)]
        cols: Option<usize>,
        #[command(flatten)]
        output: Output,
    },
    /// Depth-limited minimax of tic-tac-toe with F = M - N at the leaves
    ///
    /// Gives each move's depth-limited value beside its exact value, and the node counts of
    /// plain minimax, alpha-beta and alpha-beta with move ordering.
    #[command(after_help = "Examples:
  nimlab eval tictactoe ......... --depth 2
  nimlab eval tictactoe x...o.... --depth 3 --json")]
    Eval {
        /// The game: only tictactoe
        #[arg(value_parser = clap::builder::PossibleValuesParser::new(eval_games()))]
        game: String,
        /// Board as nine cells, rows top to bottom: x, o or . (X moves first)
        position: String,
        /// Search depth in moves
        #[arg(long, value_name = "D", value_parser = depth, allow_negative_numbers = true)]
        depth: u32,
        #[command(flatten)]
        output: Output,
    },
    /// Trace alpha-beta over a typed tree, step by step
    ///
    /// The root is a MAX node. Every step is printed: the window on entering a node, leaf
    /// values, updates, cut-offs with the children they skip, and the count of leaves visited.
    #[command(
        allow_negative_numbers = true,
        after_help = "Examples:
  nimlab trace alphabeta '[[3,12,8],[2,4,6],[14,5,2]]'
  nimlab trace alphabeta '[[3,12,8],[2,4,6],[14,5,2]]' --order best --json"
    )]
    Trace {
        /// The algorithm: only alphabeta
        #[arg(value_parser = ["alphabeta"])]
        game: String,
        /// Tree as nested lists of integer leaves, e.g. [[3,12,8],[2,4,6],[14,5,2]]
        tree: String,
        /// The order in which children are visited
        #[arg(long, default_value = "given", value_parser = ["given", "reversed", "best", "worst"])]
        order: String,
        #[command(flatten)]
        output: Output,
    },
    /// Compare two games G and H (positions, partizan or impartial as nimbers, or forms): >, <, = or || and why
    #[command(after_help = "G and H: positions game:position, forms ({1|-1}, ^^*) or expressions (^ + *).
G >= H exactly when Left wins G - H moving second.

Examples:
  nimlab compare domineering:2x3 cutcake:1x2
  nimlab compare '{1|-1}' '^^*'
  nimlab compare toads:T.F nim:1 --json")]
    Compare {
        /// The first position, G
        first: String,
        /// The second position, H
        second: String,
        #[command(flatten)]
        output: Output,
    },
    /// The misère quotient of a heap game for heaps 0..=N: its presentation, |Q|, |P| and what
    /// each heap pretends to be
    ///
    /// Two sums of heaps are the same element of the quotient when adding any sum of heaps up
    /// to N to both gives the same misère outcome; a position is a misère P-position exactly
    /// when the product of its heaps' elements lies in P.
    #[command(after_help = "Examples:
  nimlab quotient kayles --heaps 30
  nimlab quotient octal:0.07 --heaps 20 --json
  nimlab quotient 0.137 --heaps 20
  nimlab quotient octal:0.07 --heaps 33 --growth")]
    Quotient {
        /// An octal code (octal:0.07 or 0.07), grundy, or a heap game's id (kayles, octal:0.77)
        game: String,
        /// The largest heap
        #[arg(long, value_name = "N", value_parser = whole_number, allow_negative_numbers = true, default_value = "30")]
        heaps: usize,
        /// Also print |Q_k| and |P_k| for every heap bound k up to N, as a table and a plot
        /// (the JSON always has them as `growth`)
        #[arg(long)]
        growth: bool,
        /// No progress line (it is shown on stderr only when stderr is a terminal)
        #[arg(short, long)]
        quiet: bool,
        #[command(flatten)]
        output: Output,
    },
    /// List the games: id, name and an example command
    #[command(after_help = "Examples:
  nimlab games
  nimlab games --json")]
    Games {
        #[command(flatten)]
        output: Output,
    },
    /// Print a shell completion script for nimlab
    #[command(after_help = "Examples:
  nimlab completions bash > ~/.local/share/bash-completion/completions/nimlab
  nimlab completions zsh > ~/.zfunc/_nimlab
  nimlab completions fish > ~/.config/fish/completions/nimlab.fish")]
    Completions {
        /// The shell
        shell: clap_complete::Shell,
    },
}

/// A failure: the message (printed after `nimlab: `; the exit status is 2).
struct Failure(String);

impl From<api::Failure> for Failure {
    fn from(f: api::Failure) -> Self {
        Failure(f.message)
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // --help and --version: clap prints them to stdout and they succeed.
        Err(e) if !e.use_stderr() => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("nimlab: {}", one_line(&e));
            return ExitCode::from(2);
        }
    };
    match run(cli.command) {
        // The command wrote its output itself (a sequence's values as csv or bin).
        Ok(out) if out.is_empty() => ExitCode::SUCCESS,
        Ok(out) => {
            // A closed pipe (`nimlab ... | head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{out}");
            match PARTIAL.get() {
                Some(Partial { status, why }) => {
                    eprintln!("nimlab: {why}");
                    ExitCode::from(*status)
                }
                None => ExitCode::SUCCESS,
            }
        }
        Err(Failure(msg)) => {
            eprintln!("nimlab: {msg}");
            ExitCode::from(2)
        }
    }
}

/// Clap's error on one line: its message and tips without the usage block, then where to read
/// more (the command named in the arguments, if any).
fn one_line(e: &clap::Error) -> String {
    let mut msg = String::new();
    if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // Bare `nimlab`: clap would print the whole help.
        let names: Vec<String> = Cli::command().get_subcommands().map(|c| c.get_name().to_string()).collect();
        msg = format!("missing command: {}", names.join(", "));
    } else {
        for line in e.render().to_string().lines().map(str::trim) {
            if line.starts_with("Usage:") || line.starts_with("For more information") {
                break;
            }
            if line.is_empty() {
                continue;
            }
            if !msg.is_empty() {
                msg.push_str(if line.starts_with("tip:") { "; " } else { " " });
            }
            msg.push_str(line.strip_prefix("error: ").unwrap_or(line));
        }
    }
    let command = std::env::args().skip(1).find(|a| Cli::command().find_subcommand(a).is_some());
    let help = match command {
        Some(c) => format!("nimlab {c} --help"),
        None => "nimlab --help".to_string(),
    };
    msg.push_str(&format!(" (see {help})"));
    msg
}

/// The budget of --nodes: at least one position.
fn node_budget(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(0) => Err("a budget of 0 positions proves nothing: give at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err("a whole number of positions is needed, e.g. 1000000".to_string()),
    }
}

/// The budget of --seconds: a number above 0.
fn time_budget(s: &str) -> Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x > 0.0)
        .ok_or_else(|| "a number of seconds above 0 is needed, e.g. 10 or 0.5".to_string())
}

/// A whole number for --to, --size, --rows and --cols.
fn side_arg(s: &str) -> Result<Side, String> {
    Side::parse(s).ok_or_else(|| "L (Left) or R (Right) is needed".to_string())
}

fn whole_number(s: &str) -> Result<usize, String> {
    s.parse().map_err(|_| "a whole number is needed, e.g. 10".to_string())
}

/// The depth of `eval`: 1 to 9 moves (a tic-tac-toe game has at most nine).
fn depth(s: &str) -> Result<u32, String> {
    s.parse().ok().filter(|d| (1..=9).contains(d)).ok_or_else(|| "a whole number from 1 to 9 is needed".to_string())
}

fn run(command: Command) -> Result<String, Failure> {
    match command {
        Command::Solve { game, position, side, outcome: true, nodes, seconds, all_moves, quiet, output, .. } => {
            let budget = Budget { nodes, seconds, all_moves, quiet };
            search_outcome(&game, &position, side, &budget, output.json)
        }
        Command::Solve { game, position, misere, side, nodes, seconds, all_moves, quiet, output, .. } => {
            let solved = match side {
                Some(side) if !misere => solve_side(&game, &position, side, output.json),
                _ => solve(&game, &position, misere, output.json),
            };
            match solved {
                Err(Failure(msg)) if !misere && too_large(&msg, &game, &position) => {
                    let why = msg.split_once(": position too large: ").map_or(msg.as_str(), |(_, why)| why);
                    let note = format!("too large for a canonical form: {why}; searching who wins instead (--outcome)");
                    let budget = Budget { nodes, seconds, all_moves, quiet };
                    let found = search_outcome(&game, &position, side, &budget, output.json)?;
                    if output.json {
                        // stdout stays one JSON document.
                        eprintln!("nimlab: {note}");
                        Ok(found)
                    } else {
                        Ok(format!("{note}\n{found}"))
                    }
                }
                other => other,
            }
        }
        Command::Sequence { game, to, stream: Some(dir), chunk, quiet, .. } => {
            stream::stream(&game, to, &dir, chunk, quiet)
        }
        Command::Sequence { game, to, format, file, quiet, output, .. } => {
            let file = file.filter(|f| f.as_os_str() != "-");
            sequence(&game, to, format.as_deref(), output.json, file.as_deref(), quiet)
        }
        Command::Table { game, size, rows, cols, output } => {
            table(&game, &TableParams { size, rows, cols }, output.json)
        }
        Command::Eval { game, position, depth, output } => eval(&game, &position, depth, output.json),
        Command::Trace { tree, order, output, .. } => trace(&tree, &order, output.json),
        Command::Games { output } => Ok(games(output.json)),
        Command::Value { expr, cool, heat, overheat, output } => value(&expr, cool, heat, overheat, output.json),
        Command::Compare { first, second, output } => compare(&first, &second, output.json),
        Command::Quotient { game, heaps, growth, quiet, output } => quotient(&game, heaps, growth, quiet, output.json),
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "nimlab", &mut script);
            Ok(String::from_utf8(script).expect("completion scripts are UTF-8").trim_end().to_string())
        }
    }
}

fn value(
    expr: &str,
    cool: Option<String>,
    heat: Option<String>,
    overheat: Option<String>,
    json: bool,
) -> Result<String, Failure> {
    let transform =
        api::Transform::from_options(api::Front::Cli, cool.as_deref(), heat.as_deref(), overheat.as_deref())?;
    let v = api::value(api::Front::Cli, expr, &transform)?;
    if json {
        return Ok(pretty(&v));
    }
    if let Some(sentence) = v["comparison"]["sentence"].as_str() {
        return Ok(sentence.to_string());
    }
    if !v["loopy"].is_null() {
        return Ok(loopy_text(&v["loopy"]));
    }
    let p = &v["value"];
    let th = &p["theory"];
    let s = |x: &serde_json::Value| x.as_str().unwrap_or("").to_string();
    let list = |x: &serde_json::Value| {
        x.as_array().map(|a| a.iter().filter_map(|e| e.as_str()).collect::<Vec<_>>().join(", ")).unwrap_or_default()
    };
    let kinds: Vec<String> = th["kinds"]
        .as_array()
        .map(|a| a.iter().map(|k| format!("{} ({})", s(&k[0]), s(&k[1]))).collect())
        .unwrap_or_default();
    let atomic = match th["atomic_weight"].as_str() {
        Some(w) => w.to_string(),
        None => format!("none: {}", s(&th["atomic_weight_why"])),
    };
    let incentives = match th["incentives_why"].as_str() {
        Some(why) => why.to_string(),
        None => format!("Left {}; Right {}", list(&th["left_incentives"]), list(&th["right_incentives"])),
    };
    let mut out = format!(
        "value: {}\nclasses: {}\nconfused with: {}\nstops: Left {}, Right {}\ntemperature: {}, mean: {}\nbirthday: {}\natomic weight: {}\nreduced: {} (G − reduced = {})\nincentives: {}",
        s(&p["canonical"]),
        kinds.join("; "),
        th["confusion"].as_str().unwrap_or("no number"),
        s(&p["left_stop"]),
        s(&p["right_stop"]),
        s(&p["temperature"]),
        s(&p["mean"]),
        th["birthday"],
        atomic,
        s(&th["reduced"]),
        s(&th["infinitesimal"]),
        incentives,
    );
    for step in th["atomic_working"].as_array().into_iter().flatten() {
        out.push_str(&format!("\n  {}", s(step)));
    }
    let t = &v["transformed"];
    if !t.is_null() {
        out.push_str(&format!("\n{} by {}: {}", s(&t["op"]), s(&t["by"]), s(&t["form"])));
    }
    Ok(out)
}

/// A loopy value: the value, each side with its outcome and stops, and who wins it played alone.
fn loopy_text(l: &serde_json::Value) -> String {
    let s = |x: &serde_json::Value| x.as_str().unwrap_or("").to_string();
    let side = |name: &str, x: &serde_json::Value| {
        format!(
            "{name}: {} (outcome {}), stops: Left {}, Right {}",
            s(&x["form"]),
            s(&x["outcome"]),
            s(&x["left_stop"]),
            s(&x["right_stop"])
        )
    };
    let mut out = format!("value: {}\n", s(&l["value"]));
    if l["stopper"].as_bool() == Some(true) {
        out.push_str(&format!(
            "a stopper; outcome {}, stops: Left {}, Right {}",
            s(&l["onside"]["outcome"]),
            s(&l["onside"]["left_stop"]),
            s(&l["onside"]["right_stop"])
        ));
    } else {
        out.push_str(&format!("{}\n{}", side("onside", &l["onside"]), side("offside", &l["offside"])));
    }
    if !l["play"].is_null() {
        out.push_str(&format!(
            "\nplayed alone: Left first, {}; Right first, {}",
            s(&l["play"]["left_first"]),
            s(&l["play"]["right_first"])
        ));
    }
    out
}

fn compare(first: &str, second: &str, json: bool) -> Result<String, Failure> {
    if json {
        return Ok(pretty(&api::compare(first, second)?));
    }
    let c = api::comparison(first, second)?;
    // A position is named with its game; a form as typed.
    let named = |game: &str, position: &str| {
        if game.is_empty() {
            position.to_string()
        } else {
            format!("{game}:{position}")
        }
    };
    Ok(format!(
        "G = {} = {}\nH = {} = {}\nG {} H\n{}",
        named(&c.first.game, &c.first.position),
        c.first.canonical,
        named(&c.second.game, &c.second.position),
        c.second.canonical,
        c.relation,
        c.why
    ))
}

fn quotient(game: &str, heaps: usize, growth: bool, quiet: bool, json: bool) -> Result<String, Failure> {
    let mut progress = Progress::new(game, heaps, "heaps", quiet);
    let mut shown = |h, _| {
        progress.show(h);
        true
    };
    if json {
        let v = api::quotient_json(game, heaps, &mut shown);
        progress.clear();
        return Ok(pretty(&v?));
    }
    let report = api::quotient_report(game, heaps, &mut shown);
    progress.clear();
    let report = report?;
    let mut out = format!(
        "misère quotient of {} for heaps 0..={}: |Q| = {}, |P| = {}
{}
P = {{{}}}
{}
pretending (heap: element, and the heap's genus):
",
        report.code,
        report.heaps,
        report.order,
        report.p_portion.size,
        report.presentation,
        report.p_portion.elements.join(", "),
        tameness(&report)
    );
    let width = report.pretending.iter().map(|e| e.chars().count()).max().unwrap_or(1);
    for (h, e) in report.pretending.iter().enumerate() {
        match report.genus.get(h) {
            Some(g) => out.push_str(&format!("  {h:>4}: {e:<width$}  {}\n", g.symbol)),
            None => out.push_str(&format!("  {h:>4}: {e}\n")),
        }
    }
    if let Some(why) = &report.genus_stopped {
        out.push_str(&format!("  ({why})\n"));
    }
    match report.period {
        Some(p) if report.period_proved => out.push_str(&format!(
            "the pretending function is periodic: period {} from heap {}, proved for every heap (so this is the \
             quotient of all heaps)",
            p.period, p.preperiod
        )),
        Some(p) => out.push_str(&format!(
            "the pretending function looks periodic: period {} from heap {} (seen to heap {}, not proved)",
            p.period, p.preperiod, report.heaps
        )),
        None => out.push_str(&format!("no period seen in heaps up to {}", report.heaps)),
    }
    if growth {
        out.push('\n');
        out.push_str(&growth_text(&report.growth));
    }
    if let Some(why) = &report.stopped {
        out.push_str(&format!("\n{why}"));
    }
    Ok(out)
}

/// "tame on heaps up to N" or "wild from heap W", with what that means.
fn tameness(r: &engine::misere::QuotientReport) -> String {
    match r.first_wild {
        None => format!("tame on heaps up to {}: the quotient is misère Nim's", r.heaps),
        Some(w) => format!("wild from heap {w}: the quotient of heaps up to {w} is not misère Nim's"),
    }
}

/// The growth table, then a plot of |Q_k| as bars scaled to the largest order.
fn growth_text(g: &engine::misere::Growth) -> String {
    let mut out = String::from("growth (heaps up to k: |Q_k|, |P_k|):\n     k   |Q|   |P|\n");
    for r in g.rows.iter().skip(1) {
        let mut mark = String::new();
        if r.heap == g.last_change {
            mark.push_str("  last change");
        }
        if Some(r.heap) == g.proved_from {
            mark.push_str("  period proved from here");
        }
        out.push_str(&format!("  {:>4} {:>5} {:>5}{mark}\n", r.heap, r.order, r.p));
    }
    let top = g.rows.iter().map(|r| r.order).max().unwrap_or(1).max(1);
    out.push_str("plot of |Q_k| (each # is 1/40 of the largest):\n");
    for r in g.rows.iter().skip(1) {
        let bar = (r.order * 40).div_ceil(top);
        out.push_str(&format!("  {:>4} {} {}\n", r.heap, "#".repeat(bar), r.order));
    }
    out
}

/// Pretty JSON for a reader.
fn pretty(v: &serde_json::Value) -> String {
    serde_json::to_string_pretty(v).expect("json")
}

fn solve(game_id: &str, position: &str, misere: bool, json: bool) -> Result<String, Failure> {
    if json {
        return Ok(pretty(&api::solve(game_id, position, misere)?));
    }
    Ok(describe(&api::solution(game_id, position, misere)?))
}

/// A partizan position with its side to move: who wins from here and that side's moves.
fn solve_side(game_id: &str, position: &str, side: Side, json: bool) -> Result<String, Failure> {
    let v = api::solve_side(game_id, position, side)?;
    if json {
        return Ok(pretty(&v));
    }
    let mut sol = api::solution(game_id, position, false)?;
    sol.moves.retain(|m| m.side == Some(side));
    let who = |s: Side| if s == Side::Left { "Left" } else { "Right" };
    let verdict = match (sol.moves.is_empty(), v["mover_wins"].as_bool() == Some(true)) {
        (true, _) => format!("{} to move cannot move: {} wins", who(side), who(side.other())),
        (false, true) => format!("{} to move wins with best play", who(side)),
        (false, false) => format!("{} to move loses with best play", who(side)),
    };
    let text = describe(&sol).replacen("\nmoves:", &format!("\n{verdict}\nmoves for {}:", who(side)), 1);
    Ok(text)
}

/// The games whose play page has the evaluation panel: the games `eval` takes.
fn eval_games() -> Vec<&'static str> {
    CATALOGUE
        .iter()
        .filter(|e| lookup(e.id).is_ok_and(|g| g.panels().contains(&engine::panels::Panel::Evaluation)))
        .map(|e| e.id)
        .collect()
}

fn eval(game_id: &str, position: &str, depth: u32, json: bool) -> Result<String, Failure> {
    let g = lookup(game_id).map_err(|e| Failure(format!("game '{game_id}': {e}")))?;
    let failed = |e: EngineError| Failure(format!("position '{position}': {e}"));
    let r = g
        .evaluation(position, depth)
        .ok_or_else(|| Failure(format!("{} has no evaluation", g.id())))?
        .map_err(failed)?;
    // Each move's exact value for the player making it, from the full solve.
    let sol = g.solve(position, false).map_err(failed)?;
    let rows: Vec<serde_json::Value> = r
        .values
        .iter()
        .map(|(m, v)| {
            let reached = sol.moves.iter().find(|s| &s.text == m).map_or(engine::Outcome::Draw, |s| s.outcome);
            let exact = match reached {
                engine::Outcome::N => "loss",
                engine::Outcome::P => "win",
                other => api::value_word(other),
            };
            serde_json::json!({ "move": m, "value": v, "exact": exact })
        })
        .collect();
    let (limited, full) = (r.nodes_limited, r.nodes_full);
    let report = serde_json::json!({
        "game": g.id(),
        "position": r.position,
        "depth": depth,
        "f": r.f,
        "moves": rows,
        "nodes": { "depth_limited": limited, "full": full },
    });
    if json {
        return Ok(serde_json::to_string_pretty(&report).expect("json"));
    }
    let mut out = format!("{} {} depth {depth}: F = M - N here is {}\n", g.id(), r.position, r.f);
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

/// Whether a canonical solve's failure is a partizan position too large for its form, which
/// the outcome search answers instead.
fn too_large(msg: &str, game: &str, position: &str) -> bool {
    api::too_large_for_forms(&api::Failure::new(msg)) && api::is_partizan(game, position)
}

/// What limits an outcome search, and whether its progress is shown.
struct Budget {
    nodes: Option<u64>,
    seconds: Option<f64>,
    all_moves: bool,
    quiet: bool,
}

/// Why a command's answer is partial: the exit status and the line for stderr (set once, by
/// the outcome search, before main prints the answer).
struct Partial {
    status: u8,
    why: String,
}

static PARTIAL: std::sync::OnceLock<Partial> = std::sync::OnceLock::new();

/// The exit status of an outcome search a budget ended, and of one Ctrl-C ended.
const EXIT_BUDGET: u8 = 3;
const EXIT_INTERRUPTED: u8 = 130;

/// Ctrl-C pressed once during an outcome search: the search stops and prints what it proved.
static CTRL_C: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Ctrl-C stops the search (a second Ctrl-C ends the process at once, as usual).
fn catch_ctrl_c() {
    use std::sync::atomic::Ordering;
    // Failing to install it leaves Ctrl-C ending the process, as for the other commands.
    let _ = ctrlc::set_handler(|| {
        if CTRL_C.swap(true, Ordering::SeqCst) {
            std::process::exit(EXIT_INTERRUPTED as i32);
        }
    });
}

/// `solve --outcome`: the outcome search for one side to move, or both.
fn search_outcome(
    game: &str,
    position: &str,
    side: Option<Side>,
    budget: &Budget,
    json: bool,
) -> Result<String, Failure> {
    use std::sync::atomic::Ordering;
    catch_ctrl_c();
    let mut progress = Progress::new(game, 0, "positions", budget.quiet);
    let mut shown = |r: &engine::value::OutcomeReport| {
        let best = r.best.and_then(|i| r.moves.get(i)).map(|m| format!(", best so far {}", m.text)).unwrap_or_default();
        let depth = if r.depth > 0 && r.depth < u32::MAX { format!(", depth {}", r.depth) } else { String::new() };
        progress.line(&format!("{} to move: {} positions{depth}{best}", who(r.to_move), r.nodes));
        !CTRL_C.load(Ordering::SeqCst)
    };
    let v = api::search_outcome_json(
        api::Front::Cli,
        game,
        position,
        side,
        budget.nodes,
        budget.seconds,
        budget.all_moves,
        &mut shown,
    );
    progress.clear();
    let v = v?;
    let stopped = v["stopped"].as_str();
    if !v["complete"].as_bool().unwrap_or(false) {
        if let Some(why) = stopped {
            let (status, why) = if why == api::INTERRUPTED {
                (EXIT_INTERRUPTED, "interrupted (Ctrl-C) before everything asked was proved".to_string())
            } else {
                (EXIT_BUDGET, format!("{why} before everything asked was proved"))
            };
            let _ = PARTIAL
                .set(Partial { status, why: format!("{why}; what was proved is printed (exit status {status})") });
        }
    }
    if json {
        return Ok(pretty(&v));
    }
    Ok(match side {
        Some(_) => outcome_text(&v, true),
        None => {
            let mut out = format!(
                "{} {}: outcome search, both sides\n{}\n",
                v["game"].as_str().unwrap_or(""),
                v["position"].as_str().unwrap_or(""),
                match v["outcome"].as_str() {
                    Some(o) => format!("outcome {o}: {}", api::class_words(class(o))),
                    None => "outcome not yet known".to_string(),
                }
            );
            for key in ["left", "right"] {
                if v[key].is_null() {
                    out.push_str(&format!("{} to move: not searched\n", if key == "left" { "Left" } else { "Right" }));
                } else {
                    out.push_str(&outcome_text(&v[key], false));
                    out.push('\n');
                }
            }
            out.push_str(&format!("{} positions searched in all (--side L or R lists that side's moves)", v["nodes"]));
            out
        }
    })
}

/// An outcome class as the JSON writes it.
fn class(o: &str) -> engine::Outcome {
    match o {
        "N" => engine::Outcome::N,
        "P" => engine::Outcome::P,
        "L" => engine::Outcome::L,
        "R" => engine::Outcome::R,
        _ => engine::Outcome::Draw,
    }
}

fn who(s: Side) -> &'static str {
    if s == Side::Left {
        "Left"
    } else {
        "Right"
    }
}

/// One side's outcome search as text: the verdict with the best move, then (with `moves`)
/// every move marked proved winning (✓), proved losing (✗) or not proved (?).
fn outcome_text(r: &serde_json::Value, moves: bool) -> String {
    let to_move = if r["to_move"] == "right" { "Right" } else { "Left" };
    let list = r["moves"].as_array().cloned().unwrap_or_default();
    let best = r["best"].as_u64().and_then(|i| list.get(i as usize)).and_then(|m| m["move"].as_str());
    // A heuristic best move means something only once a depth was searched in full.
    let deepened = r["depth"].as_u64().is_some_and(|d| d > 0);
    let verdict = match (r["wins"].as_bool(), best) {
        _ if list.is_empty() => format!("{to_move} to move cannot move: loses"),
        (Some(true), Some(b)) => format!("{to_move} to move wins (proved): {b} wins"),
        (Some(true), None) => format!("{to_move} to move wins (proved)"),
        (Some(false), _) => format!("{to_move} to move loses (proved): every move loses"),
        (None, Some(b)) if deepened => format!(
            "{to_move} to move: not yet known who wins; best so far {b} (by the heuristic at depth {})",
            r["depth"]
        ),
        (None, _) => format!("{to_move} to move: not yet known who wins"),
    };
    let mut out = String::new();
    if moves {
        out.push_str(&format!(
            "{} {}: outcome search\n",
            r["game"].as_str().unwrap_or(""),
            r["position"].as_str().unwrap_or("")
        ));
    }
    out.push_str(&verdict);
    out.push_str(&format!("\n  {}", r["summary"].as_str().unwrap_or("")));
    if let Some(why) = r["stopped"].as_str() {
        out.push_str(&format!("\n  stopped: {why}"));
    }
    if moves && !list.is_empty() {
        out.push_str(&format!(
            "\nmoves for {to_move} (✓ proved winning, ✗ proved losing, ? not proved; score by the heuristic):"
        ));
        for m in &list {
            let mark = match m["wins"].as_bool() {
                Some(true) => "✓ wins",
                Some(false) => "✗ loses",
                None => "? not proved",
            };
            out.push_str(&format!("\n  {:<8} {mark:<13} score {}", m["move"].as_str().unwrap_or(""), m["score"]));
        }
    }
    out
}

/// The readable form of a solution.
fn describe(sol: &Solution) -> String {
    let mut out = format!("{} {}{}\n", sol.game, sol.position, if sol.misere { " (misère)" } else { "" });
    let rem = sol.remoteness.map(|r| format!(" in {r} move{}", if r == 1 { "" } else { "s" })).unwrap_or_default();
    let verdict = match sol.outcome {
        engine::Outcome::N => format!("the player to move wins{rem}"),
        engine::Outcome::P => format!("the player to move loses{rem}"),
        engine::Outcome::Draw => "a draw with best play".to_string(),
        engine::Outcome::L => "Left wins whoever starts".to_string(),
        engine::Outcome::R => "Right wins whoever starts".to_string(),
    };
    out.push_str(&format!("outcome {}: {verdict}\n", sol.outcome.as_str()));
    if let Some(g) = sol.grundy {
        out.push_str(&format!("grundy {g}\n"));
    }
    if let Some(l) = &sol.loopy {
        out.push_str(&format!("loopy value {} (generalized Sprague–Grundy)\n", l.value));
    }
    if let Some(v) = &sol.partizan {
        out.push_str(&format!("value {} = {}\n", v.canonical, v.braces));
        out.push_str(&format!(
            "mean {}, temperature {}, left stop {}, right stop {}\n",
            v.mean, v.temperature, v.left_stop, v.right_stop
        ));
    }
    if let Some(f) = &sol.formula {
        out.push_str(&format!("formula: {}\n", f.text));
    }
    if let Some(n) = &sol.note {
        out.push_str(&format!("note: {n}\n"));
    }
    out.push_str("moves:\n");
    let loopy = sol.loopy.as_ref().map(|l| l.moves.as_slice()).unwrap_or_default();
    for (i, m) in sol.moves.iter().enumerate() {
        let g = match (m.grundy, loopy.get(i)) {
            (None, Some(l)) => format!(" loopy {l}"),
            _ => m.grundy.map(|g| format!(" grundy {g}")).unwrap_or_default(),
        };
        let r = m.remoteness.map(|r| format!(" remoteness {r}")).unwrap_or_default();
        let w = if m.winning { "  WINNING" } else { "" };
        let side = m.side.map(|s| format!("{s:<5} ")).unwrap_or_default();
        let v = m.canonical.as_ref().map(|c| format!(" value {c}")).unwrap_or_default();
        out.push_str(&format!("  {side}{:<8} -> {:<16} {}{g}{r}{v}{w}\n", m.text, m.to, m.outcome.as_str()));
    }
    out.trim_end().to_string()
}

fn sequence(
    game_id: &str,
    to: usize,
    format: Option<&str>,
    json: bool,
    file: Option<&Path>,
    quiet: bool,
) -> Result<String, Failure> {
    if let Some(seq) = api::loopy_sequence(game_id, to)? {
        return loopy_sequence(&seq, format, json, file);
    }
    let (id, mut job) = api::sequence_job(api::Front::Cli, game_id, to)?;
    let mut sink = Sink::open(file)?;
    let csv = format == Some("csv");
    let mut progress = Progress::new(&id, to + 1, "values", quiet);
    let mut written = 0;
    let run = (|| {
        if csv {
            sink.write(b"n,g\n")?;
        }
        loop {
            let known = job.advance(to + 1, api::SEQUENCE_STEP);
            progress.show(known);
            if csv && known > written {
                let mut text = String::new();
                for (n, v) in (written..).zip(job.values_in(written, known)) {
                    text.push_str(&format!("{n},{v}\n"));
                }
                sink.write(text.as_bytes())?;
                sink.flush()?;
                written = known;
            }
            if known > to {
                break;
            }
        }
        progress.clear();
        if csv {
            return Ok(None);
        }
        if format == Some("bin") {
            write_bin(&mut sink, &id, job.as_ref(), to + 1)?;
            return Ok(None);
        }
        let report = job.report();
        let text = sequence_text(&report, to, json);
        if sink.is_stdout() {
            return Ok(Some(text));
        }
        sink.write(format!("{text}\n").as_bytes())?;
        Ok(None)
    })();
    progress.clear();
    match run {
        // The text to stdout is printed by main, like every command's.
        Ok(Some(text)) => Ok(text),
        Ok(None) => sink.finish().map(|_| String::new()),
        // The reader went away (`| head`): nothing more is wanted.
        Err(Stop::Closed) => Ok(String::new()),
        Err(Stop::Failed(f)) => Err(f),
    }
}

/// A loopy game's values as text (cells as wide as the widest, 20 to a row) or JSON; a nimber
/// or ∞(K) has no csv or bin form among whole numbers.
fn loopy_sequence(
    seq: &api::LoopySequence,
    format: Option<&str>,
    json: bool,
    file: Option<&Path>,
) -> Result<String, Failure> {
    if let Some(format) = format {
        return Err(Failure(format!(
            "{} has loopy values (∞(K) among them), which --format {format} cannot write as whole numbers: \
             leave out --format for text, or use --json",
            seq.game
        )));
    }
    let text = if json {
        serde_json::to_string_pretty(&seq.json()).expect("values serialise")
    } else {
        let cells: Vec<String> = seq.values.iter().map(ToString::to_string).collect();
        let width = cells.iter().map(|c| c.chars().count()).max().unwrap_or(1).max(2);
        let last = seq.values.len().saturating_sub(1);
        let mut out = format!(
            "{}: γ(0..={last}) of its {} places (∞{{K}}: K the finite values it can move to)\n",
            seq.game, seq.places
        );
        for (row, chunk) in cells.chunks(20).enumerate() {
            let padded: Vec<String> = chunk.iter().map(|c| format!("{c:>width$}")).collect();
            out.push_str(&format!("{:>8}: {}\n", row * 20, padded.join(" ")));
        }
        let draws = seq.values.iter().filter(|g| g.outcome() == engine::Outcome::Draw).count();
        out.push_str(&format!("{draws} of these places are draws (∞ without 0 in K)"));
        out
    };
    let mut sink = Sink::open(file)?;
    if sink.is_stdout() {
        return Ok(text);
    }
    let written = sink.write(format!("{text}\n").as_bytes());
    match written {
        Ok(()) | Err(Stop::Closed) => sink.finish().map(|_| String::new()),
        Err(Stop::Failed(f)) => Err(f),
    }
}

/// Values a piece of `--format bin` is read and written in.
const BIN_PIECE: usize = 1 << 20;

/// `--format bin` read from the job a piece at a time: the job keeps its values in one to
/// four bytes each, and a whole copy as a report's u32s would take four a value more.
fn write_bin(sink: &mut Sink, id: &str, job: &dyn engine::sequence::SequenceJob, count: usize) -> Result<(), Stop> {
    let (period, proved, _) = job.period_so_far();
    let mut largest = 0;
    for start in (0..count).step_by(BIN_PIECE) {
        largest = job.values_in(start, start + BIN_PIECE).into_iter().fold(largest, u32::max);
    }
    let width = api::value_width(&[largest]);
    sink.write(format!("{}\n", api::bin_header_of(id, width, count, period, proved)).as_bytes())?;
    for start in (0..count).step_by(BIN_PIECE) {
        let piece = job.values_in(start, start + BIN_PIECE);
        let bytes: Vec<u8> = piece.iter().flat_map(|v| v.to_le_bytes().into_iter().take(width)).collect();
        sink.write(&bytes)?;
    }
    Ok(())
}

/// The sequence as text or JSON.
fn sequence_text(report: &engine::sequence::SequenceReport, to: usize, json: bool) -> String {
    if json {
        // Pretty for a reader, compact past a screenful (2^24 values were 137 MB pretty).
        return if report.values.len() > COMPACT_JSON_FROM {
            serde_json::to_string(&report)
        } else {
            serde_json::to_string_pretty(&report)
        }
        .expect("reports serialise");
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
    out
}

/// Sequences longer than this are printed as compact JSON.
const COMPACT_JSON_FROM: usize = 10_000;

/// Why writing stopped: the reader of stdout went away (not an error), or a failure.
enum Stop {
    Closed,
    Failed(Failure),
}

/// Where a command writes its output: stdout, or a file written under a temporary name beside
/// it and renamed over it at the end, so a reader never sees half a file.
struct Sink {
    out: Box<dyn Write>,
    /// The temporary file and the file asked for.
    file: Option<(PathBuf, PathBuf)>,
}

impl Sink {
    fn open(file: Option<&Path>) -> Result<Sink, Failure> {
        let Some(dest) = file else {
            return Ok(Sink { out: Box::new(std::io::BufWriter::new(std::io::stdout())), file: None });
        };
        let cannot = |e: &dyn std::fmt::Display| Failure(format!("--output '{}': cannot write: {e}", dest.display()));
        if dest.is_dir() || dest.as_os_str().to_string_lossy().ends_with('/') {
            return Err(cannot(&"it is a directory; name a file"));
        }
        let name = dest.file_name().ok_or_else(|| cannot(&"not a file name"))?;
        let tmp = dest.with_file_name(format!(".{}.{}.tmp", name.to_string_lossy(), std::process::id()));
        let f = std::fs::File::create(&tmp).map_err(|e| cannot(&e))?;
        Ok(Sink { out: Box::new(std::io::BufWriter::new(f)), file: Some((tmp, dest.to_path_buf())) })
    }

    fn is_stdout(&self) -> bool {
        self.file.is_none()
    }

    fn failed(&self, e: std::io::Error) -> Stop {
        match &self.file {
            None if e.kind() == std::io::ErrorKind::BrokenPipe => Stop::Closed,
            None => Stop::Failed(Failure(format!("stdout: cannot write: {e}"))),
            Some((_, dest)) => Stop::Failed(Failure(format!("--output '{}': cannot write: {e}", dest.display()))),
        }
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), Stop> {
        self.out.write_all(bytes).map_err(|e| self.failed(e))
    }

    fn flush(&mut self) -> Result<(), Stop> {
        self.out.flush().map_err(|e| self.failed(e))
    }

    /// Flushes, and puts the file in place.
    fn finish(mut self) -> Result<(), Failure> {
        match self.flush() {
            Ok(()) | Err(Stop::Closed) => {}
            Err(Stop::Failed(f)) => return Err(f),
        }
        if let Some((tmp, dest)) = self.file.take() {
            std::fs::rename(&tmp, &dest).map_err(|e| {
                let _ = std::fs::remove_file(&tmp);
                Failure(format!("--output '{}': cannot write: {e}", dest.display()))
            })?;
        }
        Ok(())
    }
}

impl Drop for Sink {
    /// An unfinished file leaves no temporary behind.
    fn drop(&mut self) {
        if let Some((tmp, _)) = &self.file {
            let _ = std::fs::remove_file(tmp);
        }
    }
}

/// One line on stderr, rewritten in place, saying how far long work has got: shown only when
/// stderr is a terminal (pipes and tests see nothing) and not --quiet.
struct Progress {
    what: String,
    total: usize,
    /// What is counted: values, heaps.
    unit: &'static str,
    on: bool,
    shown: bool,
    last: Option<Instant>,
}

impl Progress {
    fn new(what: &str, total: usize, unit: &'static str, quiet: bool) -> Progress {
        let on = !quiet && std::io::stderr().is_terminal();
        Progress { what: what.to_string(), total, unit, on, shown: false, last: None }
    }

    fn show(&mut self, done: usize) {
        if !self.on {
            return;
        }
        let text = format!("{}: {done} of {} {}", self.what, self.total, self.unit);
        self.line(&text);
    }

    /// Shows `text` as the progress line.
    fn line(&mut self, text: &str) {
        // Ten times a second is as often as anyone reads it.
        if !self.on || self.last.is_some_and(|t| t.elapsed() < Duration::from_millis(100)) {
            return;
        }
        self.last = Some(Instant::now());
        self.shown = true;
        eprint!("\r{text}\x1b[K");
    }

    fn clear(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
            self.shown = false;
        }
    }
}

/// A table past the grid's limit (three-row Chomp's), or one only ever listed (four-row
/// Chomp's): its P-positions, one a line, written as they are found (about 270 MB of text at
/// b = 10,000 for three rows); returns the count line.
fn table_list(game: &str, list: &TableList, n: usize, json: bool) -> Result<String, Failure> {
    if n > list.listed_up_to {
        // Refused before the head is printed.
        api::list_table(list, n, &mut |_| {})?;
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut count = 0u64;
    let mut failed = false;
    let bound = list.bound;
    if json {
        failed |= write!(out, "{{\"game\": \"{game}\", \"{bound}_max\": {n}, \"p_positions\": [").is_err();
    } else {
        let past = match list.drawn_up_to {
            0 => String::new(),
            d => format!(" (past {bound} = {d}, the table is listed, not drawn)"),
        };
        let names = list.columns.join(", ");
        failed |= writeln!(
            out,
            "{}: the P-positions ({names}) with {bound} <= {n}{past}\n{}",
            list.title,
            list.columns.join(" ")
        )
        .is_err();
    }
    api::list_table(list, n, &mut |item| {
        if failed {
            return;
        }
        let sep = if json && count > 0 { "," } else { "" };
        let numbers: Vec<String> = item.iter().map(u32::to_string).collect();
        failed |=
            if json { write!(out, "{sep}[{}]", numbers.join(",")) } else { writeln!(out, "{}", numbers.join(" ")) }
                .is_err();
        count += 1;
    })?;
    let _ = out.flush();
    Ok(if json { format!("], \"count\": {count}}}") } else { format!("{count} P-positions") })
}

fn table(game_id: &str, params: &TableParams, json: bool) -> Result<String, Failure> {
    let listed = api::table_list_of(game_id);
    if let Some((id, list)) = listed {
        let n = params.size.or(params.cols);
        if let Some(n) = n.filter(|&n| n > list.drawn_up_to) {
            return table_list(&id, &list, n, json);
        }
        if list.drawn_up_to == 0 {
            return Err(Failure(format!(
                "table: {game_id} is listed here, not drawn: give --size N for the {} with {} <= N (N at most {}); \
                 the app's table page draws those of one {} at a time",
                list.items, list.bound, list.listed_up_to, list.bound
            )));
        }
    }
    if json {
        return Ok(pretty(&api::table(game_id, params)?));
    }
    let t = api::table_data(game_id, params)?;
    let texts: Vec<Vec<String>> = match &t.texts {
        Some(texts) => {
            texts.iter().map(|row| row.iter().map(|v| v.clone().unwrap_or_else(|| "-".into())).collect()).collect()
        }
        None => t
            .cells
            .iter()
            .map(|row| row.iter().map(|v| v.map(|v| v.to_string()).unwrap_or_else(|| "-".into())).collect())
            .collect(),
    };
    let width = texts
        .iter()
        .flatten()
        .map(|v| v.chars().count())
        .chain(t.col_keys.iter().map(|k| k.to_string().len()))
        .max()
        .unwrap_or(1);
    let mut out = format!("{}\nrows: {}, columns: {}\n{}\n", t.title, t.row_label, t.col_label, t.legend);
    if let Some(note) = &t.note {
        out.push_str(&format!("{note}\n"));
    }
    out.push_str(&format!("{:>6} ", ""));
    for k in &t.col_keys {
        out.push_str(&format!(" {k:>width$}"));
    }
    for (k, row) in t.row_keys.iter().zip(&texts) {
        out.push_str(&format!("\n{k:>6}:"));
        for v in row {
            out.push_str(&format!(" {v:>width$}"));
        }
    }
    Ok(out)
}

fn games(json: bool) -> String {
    if json {
        return pretty(&api::games());
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
