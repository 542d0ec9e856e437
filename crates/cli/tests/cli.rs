//! The CLI's contract: golden JSON for `solve` and `sequence`, exit status 2 with a
//! one-line message for bad arguments, `--help` for every command (whose examples run) and
//! shell completions. Set UPDATE_GOLDEN=1 to rewrite the golden files after
//! a deliberate change (and review the diff).

use std::path::PathBuf;
use std::process::Command;

fn nimlab(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_nimlab")).args(args).output().expect("nimlab runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8"),
        String::from_utf8(out.stderr).expect("utf-8"),
    )
}

/// The golden cases: file name and arguments. The wasm test (tests/wasm.rs at the top level)
/// checks the engine in the browser against the same files.
const CASES: &[(&str, &[&str])] = &[
    ("solve_nim_3,4,5", &["solve", "nim", "3,4,5", "--json"]),
    ("solve_nim_misere_1,1,2", &["solve", "nim", "1,1,2", "--misere", "--json"]),
    ("solve_kayles_ooo.oo", &["solve", "kayles", "ooo.oo", "--json"]),
    ("solve_subtract_1,3,4_21", &["solve", "subtract:1,3,4", "21", "--json"]),
    ("solve_subtract_1,2,3_5,7", &["solve", "subtract:1,2,3", "5,7", "--json"]),
    ("sequence_kayles_200", &["sequence", "kayles", "--to", "200", "--json"]),
    ("solve_tictactoe_x...o....", &["solve", "tictactoe", "x...o....", "--json"]),
    ("solve_ingots_1,2,4,8", &["solve", "ingots", "1,2,4,8", "--json"]),
    ("solve_northcott_8_1-5,2-7_w", &["solve", "northcott:8", "1-5,2-7;w", "--json"]),
    ("eval_tictactoe_empty_depth2", &["eval", "tictactoe", ".........", "--depth", "2", "--json"]),
    ("trace_alphabeta_textbook", &["trace", "alphabeta", "[[3,12,8],[2,4,6],[14,5,2]]", "--json"]),
    ("sequence_subtract_1,3,4_60", &["sequence", "subtract:1,3,4", "--to", "60", "--json"]),
    ("solve_domineering_2x3_side_R", &["solve", "domineering", "2x3", "--side", "R", "--json"]),
];

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{name}.json"))
}

#[test]
fn golden_json() {
    for (name, args) in CASES {
        let (code, out, err) = nimlab(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let path = golden_path(name);
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &out).expect("write golden");
        }
        let want = std::fs::read_to_string(&path).unwrap_or_else(|_| panic!("missing {}", path.display()));
        assert_eq!(out, want, "{args:?} differs from {}", path.display());
    }
}

/// The side to move of a partizan position: who wins from there, and only that side's moves.
/// A cycle is a draw, in words and in the JSON, with the loopy value ∞{} there; an acyclic
/// graph's JSON has no `loopy` key.
#[test]
fn a_cycle_is_a_draw() {
    let (code, text, err) = nimlab(&["solve", "dag", "a>b,b>a;a"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("outcome draw: a draw with best play"), "{text}");
    assert!(text.contains("loopy value ∞{}"), "{text}");
    assert!(text.contains("no remoteness: the position is a draw"), "{text}");
    let (_, out, _) = nimlab(&["solve", "dag", "a>b,b>a;a", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["outcome"].as_str(), v["value"].as_str()), (Some("draw"), Some("draw")));
    assert_eq!(v["loopy"], serde_json::json!({"infinite": true, "value": null, "k": [], "text": "∞{}"}));
    assert_eq!(v["moves"][0]["loopy"]["text"], "∞{}");
    let (_, out, _) = nimlab(&["solve", "dag", "a>b;a", "--json"]);
    assert!(!out.contains("loopy"), "{out}");
}

/// Wind-up (a subtraction game round a clock): its value sequence over the clock's places
/// holds ∞{K} entries, as text and JSON, and a token's solve gives its place's value. The
/// values of windup:1,2/5 are worked by hand in the game's file.
#[test]
fn a_loopy_value_sequence() {
    let (code, text, err) = nimlab(&["sequence", "windup:1,2/5", "--to", "10"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("windup:1,2/5: γ(0..=4) of its 5 places"), "{text}");
    assert!(text.contains("       0:    0 ∞{0} ∞{0}    0 ∞{0}\n"), "{text}");
    assert!(text.trim_end().ends_with("0 of these places are draws (∞ without 0 in K)"), "{text}");
    let (_, out, _) = nimlab(&["sequence", "windup:2,1/5", "--to", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "windup:1,2/5");
    assert_eq!(v["places"], 5);
    assert_eq!(v["values"], serde_json::json!(["0", "∞{0}", "∞{0}"]));
    assert_eq!(v["gamma"][1], serde_json::json!({"infinite": true, "value": null, "k": [0]}));
    let (code, _, err) = nimlab(&["sequence", "windup:1,2/5", "--to", "4", "--format", "csv"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot write as whole numbers"), "{err}");
    // Draws among them: ∞ without 0 in K (checked against retrograde analysis in the engine).
    let (code, text, err) = nimlab(&["sequence", "windup:1,3,4/10", "--to", "9"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("       0:    0 ∞{0}  ∞{} ∞{0} ∞{0}  ∞{}  ∞{}  ∞{}  ∞{}  ∞{}\n"), "{text}");
    assert!(text.trim_end().ends_with("6 of these places are draws (∞ without 0 in K)"), "{text}");
    // A stream of whole numbers cannot hold them, and says where they are.
    let dir = std::env::temp_dir().join(format!("nimlab-loopy-stream-{}", std::process::id()));
    let (code, _, err) = nimlab(&["sequence", "windup:1,2/5", "--to", "4", "--stream", dir.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("`nimlab sequence` without --stream prints them"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
    let (code, text, err) = nimlab(&["solve", "windup:1,2/5", "1,2"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.contains("outcome draw"), "{text}");
    assert!(text.contains("γ(1) + γ(2) = ∞{0} + ∞{0} = ∞{}"), "{text}");
}

#[test]
fn side_to_move() {
    // Domineering 2x1 is 1 (only Left, vertical, can move): Left to move wins, Right cannot move.
    let (code, out, err) = nimlab(&["solve", "domineering", "2x1", "--side", "R", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["to_move"].as_str(), v["mover_wins"].as_bool()), (Some("right"), Some(false)));
    let (_, out, _) = nimlab(&["solve", "domineering", "2x1", "--side", "L", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["to_move"].as_str(), v["mover_wins"].as_bool()), (Some("left"), Some(true)));
    let (_, text, _) = nimlab(&["solve", "domineering", "2x1", "--side", "R"]);
    assert!(text.contains("Right to move cannot move: Left wins"), "{text}");
    // 3x3 is N-position ±1 after simplification: both sides win moving first; the listed moves
    // are the mover's only.
    let (_, text, _) = nimlab(&["solve", "domineering", "3x3", "--side", "right"]);
    assert!(text.contains("Right to move wins with best play\nmoves for Right:"), "{text}");
    assert!(
        text.lines().skip_while(|l| !l.starts_with("moves for")).skip(1).all(|l| l.trim_start().starts_with("right")),
        "{text}"
    );
}

#[test]
fn solve_json_has_the_contract_fields() {
    let (_, out, _) = nimlab(&["solve", "nim", "3,4,5", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "nim");
    assert_eq!(v["position"], "3,4,5");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["grundy"], 2);
    assert_eq!(v["remoteness"], 11);
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 12);
    for m in moves {
        for key in ["move", "to", "outcome", "grundy", "remoteness", "winning"] {
            assert!(m.get(key).is_some(), "move lacks {key}: {m}");
        }
        assert_eq!(m["winning"].as_bool().unwrap(), m["outcome"] == "P");
    }
    let (_, out, _) = nimlab(&["sequence", "kayles", "--to", "200", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["values"].as_array().unwrap().len(), 201);
    assert_eq!(
        (v["preperiod"].as_u64(), v["period"].as_u64(), v["proved"].as_bool()),
        (Some(71), Some(12), Some(true))
    );
}

#[test]
fn minimax_contract() {
    let (_, out, _) = nimlab(&["solve", "tictactoe", ".........", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["value"].as_str(), v["remoteness"].as_u64()), (Some("draw"), Some(9)));
    assert!(v["moves"].as_array().unwrap().iter().all(|m| m["value"] == "draw"));
    let (_, out, _) = nimlab(&["eval", "tictactoe", ".........", "--depth", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let best = v["moves"].as_array().unwrap().iter().max_by_key(|m| m["value"].as_i64()).unwrap().clone();
    assert_eq!(best["move"], "5", "the centre is best at depth 2");
    assert_eq!(v["nodes"]["full"]["minimax"], 549_946);
    let (_, out, _) = nimlab(&["solve", "ingots", "1,2,4,8", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["guarantees"]["mover"].as_u64(), v["guarantees"]["other"].as_u64()), (Some(9), Some(6)));
    let (_, out, _) = nimlab(&["trace", "alphabeta", "[[3,12,8],[2,4,6],[14,5,2]]", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["value"].as_i64(), v["cutoffs"].as_u64(), v["leaves_visited"].as_u64()), (Some(3), Some(1), Some(7)));
    let (code, _, err) = nimlab(&["trace", "alphabeta", "[[3,12],[2"]);
    assert_eq!(code, 2);
    assert!(err.contains("']' is missing"), "{err}");
}

/// Northcott's game as its rules state it: only the side to move moves, in both directions,
/// and the side to move is part of the position (`;w`).
#[test]
fn northcott_contract() {
    let (code, out, err) = nimlab(&["solve", "northcott:8", "1-5,3-7;b", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["position"], "1-5,3-7");
    assert_eq!((v["outcome"].as_str(), v["grundy"].as_u64()), (Some("P"), Some(0)));
    let moves: Vec<&str> = v["moves"].as_array().unwrap().iter().map(|m| m["move"].as_str().unwrap()).collect();
    assert_eq!(moves, ["b1>2", "b1>3", "b1>4", "b2>1", "b2>2", "b2>4", "b2>5", "b2>6"]);
    for m in v["moves"].as_array().unwrap() {
        assert!(m["to"].as_str().unwrap().ends_with(";w"), "{m}");
        assert!(m["remoteness"].is_u64(), "{m}");
        assert_eq!(m["value"], "loss", "{m}");
    }
    assert!(v["note"].as_str().unwrap().contains("retrograde"));
    let (code, _, err) = nimlab(&["solve", "northcott:8", "1-5;x"]);
    assert_eq!(code, 2);
    assert!(err.contains("side to move"), "{err}");
}

#[test]
fn canonical_position_text() {
    let (_, out, _) = nimlab(&["solve", "kayles", "oooooo", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["position"], "6");
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    for args in [
        &[][..],
        &["frobnicate"],
        &["solve", "nim"],
        &["solve", "chess", "3"],
        &["solve", "nim", "3,x"],
        &["solve", "subtract:1,0", "3"],
        &["solve", "subtract:1,3,4", "3", "--misere"],
        &["sequence", "nim", "--to", "10"],
        &["sequence", "kayles"],
        &["sequence", "kayles", "--to", "ten"],
        &["sequence", "kayles", "--to", "99999999"],
        &["solve", "nim", "3", "--fast"],
        &["eval", "tictactoe", "........."],
        &["eval", "tictactoe", "xxxx.....", "--depth", "2"],
        &["eval", "nim", "3", "--depth", "2"],
        &["trace", "alphabeta", "[1,[2,x]]"],
        &["trace", "alphabeta", "[1,2]", "--order", "sideways"],
        &["table", "nim"],
        &["table", "chocolate", "--size", "-1"],
        &["games", "--fast"],
        &["--json"],
        &["solve", "nim", "3", "--mistere"],
        &["sequence", "kayles", "--to"],
        &["eval", "tictactoe", ".........", "--depth", "10"],
        &["completions"],
        &["completions", "tcsh"],
        &["help", "frobnicate"],
        &["solve", "northcott:8", "1-5,3-7", "--misere"],
        &["solve", "domineering", "3x3", "--side", "up"],
        &["solve", "nim", "3,4", "--side", "R"],
        &["solve", "domineering", "3x3", "--side", "R", "--misere"],
        &["value", "{1|"],
        &["value", "nope:3"],
        &["value", "domineering:3y3"],
        &["value", "*", "--cool", "x"],
        &["value", "*", "--overheat", "1"],
        &["value", "*", "--cool", "1", "--heat", "1"],
    ] {
        let (code, out, err) = nimlab(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?} printed {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("nimlab: "), "{args:?}: {err}");
    }
}

/// The commands, each with `--help`.
const COMMANDS: &[&str] = &["solve", "sequence", "table", "eval", "trace", "games", "completions", "value"];

/// Splits an example line as a shell would (words, and '...' quoting), or `None` when it uses
/// anything else (a redirection).
fn shell_words(line: &str) -> Option<Vec<String>> {
    let (mut words, mut word, mut quoted, mut started) = (Vec::new(), String::new(), false, false);
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                started = true;
            }
            ' ' if !quoted => {
                if started {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            '>' | '<' | '|' | '&' | ';' if !quoted => return None,
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    words.extend(started.then_some(word));
    Some(words)
}

#[test]
fn help_for_every_command_with_examples_that_run() {
    for args in [&["--help"][..], &["help"], &["-h"]] {
        let (code, out, err) = nimlab(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("Usage: nimlab <COMMAND>"), "{args:?}: {out}");
        for c in COMMANDS {
            assert!(out.contains(&format!("  {c} ")), "{args:?} does not list {c}: {out}");
        }
    }
    let mut examples = 0;
    for c in COMMANDS {
        for args in [vec![*c, "--help"], vec![*c, "-h"], vec!["help", c]] {
            let (code, out, err) = nimlab(&args);
            assert_eq!(code, 0, "{args:?}: {err}");
            assert!(err.is_empty(), "{args:?}: {err}");
            assert!(out.contains(&format!("Usage: nimlab {c}")), "{args:?}: {out}");
            assert!(out.contains("Examples:\n  nimlab "), "{args:?} has no examples: {out}");
        }
        // Every example in the help runs and succeeds.
        let (_, out, _) = nimlab(&[c, "--help"]);
        let lines = out.split("Examples:\n").nth(1).unwrap().lines().take_while(|l| l.starts_with("  nimlab "));
        for line in lines {
            let Some(words) = shell_words(line.trim()) else { continue };
            let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
            let (code, out, err) = nimlab(&args);
            assert_eq!(code, 0, "example `{line}` failed: {err}");
            assert!(!out.is_empty(), "example `{line}` printed nothing");
            examples += 1;
        }
    }
    assert!(examples >= 15, "only {examples} examples ran");
}

#[test]
fn shell_completions() {
    for shell in ["bash", "zsh", "fish"] {
        let (code, out, err) = nimlab(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(out.contains("nimlab"), "{shell}: {out}");
        for c in COMMANDS {
            assert!(out.contains(c), "{shell} completions lack {c}");
        }
        assert!(out.contains("--misere") || out.contains("misere"), "{shell} completions lack --misere");
    }
}

#[test]
fn readable_output() {
    let (code, out, _) = nimlab(&["solve", "nim", "3,4,5"]);
    assert_eq!(code, 0);
    assert!(out.contains("the player to move wins in 11 moves"), "{out}");
    assert!(out.contains("h1-2") && out.contains("WINNING"), "{out}");
    // One move is "1 move".
    let (_, out, _) = nimlab(&["solve", "nim", "1"]);
    assert!(out.contains("the player to move wins in 1 move\n"), "{out}");
    let (_, out, _) = nimlab(&["games"]);
    assert!(out.contains("kayles"));
}

#[test]
fn chomp3_past_the_grid_lists_p_positions() {
    // b = 2001 is past the grid (2000): the P-positions are listed, and agree with the grid.
    let (code, out, _) = nimlab(&["table", "chomp3", "--size", "2001"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("P-positions (a, b, c) with b <= 2001"));
    assert_eq!(lines[2], "1 0 0");
    assert_eq!(lines[3], "2 1 0");
    let count: usize = lines.last().unwrap().split(' ').next().unwrap().parse().unwrap();
    assert_eq!(count, lines.len() - 3);
    // (5, 3, 2) is P (f(3, 2) = 5 in Brouwer's small table).
    assert!(lines.contains(&"5 3 2"));
    let (code, json, _) = nimlab(&["table", "chomp3", "--size", "2001", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["count"].as_u64().unwrap() as usize, count);
    assert_eq!(v["p_positions"][1], serde_json::json!([2, 1, 0]));
    let (code, _, err) = nimlab(&["table", "chomp3", "--size", "15001"]);
    assert_eq!(code, 2);
    assert!(err.contains("listed up to b = 15000, not 15001"), "{err}");
}

#[test]
fn chomp4_is_listed_with_its_first_row_bounded() {
    // OEIS A395126's first positions in the order of (a, b, c): (1,0,0,0), (2,1,0,0),
    // (2,2,1,0), (2,2,2,1), (3,1,1,0), (3,2,0,0), (3,3,1,1), ...; the CLI lists by (b, c, d).
    let (code, out, _) = nimlab(&["table", "chomp4", "--size", "3"]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("P-positions (a, b, c, d) with a <= 3"), "{}", lines[0]);
    assert_eq!(lines[1], "a b c d");
    let mut items: Vec<&str> = lines[2..lines.len() - 1].to_vec();
    items.sort();
    assert_eq!(items, ["1 0 0 0", "2 1 0 0", "2 2 1 0", "2 2 2 1", "3 1 1 0", "3 2 0 0", "3 3 1 1"]);
    assert_eq!(lines.last(), Some(&"7 P-positions"));
    let (code, json, _) = nimlab(&["table", "chomp4", "--size", "3", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!((v["a_max"].as_u64(), v["count"].as_u64()), (Some(3), Some(7)));
    let (code, _, err) = nimlab(&["table", "chomp4", "--size", "501"]);
    assert_eq!(code, 2);
    assert!(err.contains("listed up to a = 500, not 501"), "{err}");
    let (code, _, err) = nimlab(&["table", "chomp4"]);
    assert_eq!(code, 2);
    assert!(err.contains("give --size N"), "{err}");
}

#[test]
fn quotient_contract() {
    let (code, out, _) = nimlab(&["quotient", "octal:0.07", "--heaps", "20", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["code"], "octal:0.07");
    let order = v["order"].as_u64().unwrap() as usize;
    assert_eq!(v["pretending"].as_array().unwrap().len(), 21, "one element per heap 0..=20");
    assert_eq!(v["p_portion"]["size"].as_u64().unwrap() as usize, v["p_portion"]["elements"].as_array().unwrap().len());
    assert!(!v["generators"].as_array().unwrap().is_empty() && v["relations"].is_array());
    let table = v["table"].as_array().unwrap();
    assert_eq!(table.len(), order);
    assert!(table.iter().all(|row| row.as_array().unwrap().len() == order));
    // The text names the presentation and the sizes; a bad code or game is one line, status 2.
    let (_, text, _) = nimlab(&["quotient", "kayles", "--heaps", "40"]);
    assert!(text.starts_with("misère quotient of octal:0.77 for heaps 0..=40: |Q| = "), "{text}");
    let (code, _, err) = nimlab(&["quotient", "0.9", "--heaps", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("octal code '0.9'") && err.lines().count() == 1, "{err}");
    let (code, _, err) = nimlab(&["quotient", "chomp"]);
    assert_eq!(code, 2);
    assert!(err.contains("no misère quotient"), "{err}");
}

#[test]
fn large_misere_positions_are_answered_from_the_quotient() {
    let (code, out, _) = nimlab(&["solve", "kayles", "300,250,7", "--misere", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v["note"].as_str().unwrap().contains("misère quotient of octal:0.77"));
    assert!(v["remoteness"].is_null());
    assert_eq!(v["working"]["quotient"]["heaps"].as_array().unwrap().len(), 3);
}

#[test]
fn sequences_as_csv_and_bin_hold_the_json_values() {
    let (_, json, _) = nimlab(&["sequence", "grundy", "--to", "1000", "--json"]);
    let want: Vec<u64> = serde_json::from_str::<serde_json::Value>(&json).unwrap()["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let (code, csv, _) = nimlab(&["sequence", "grundy", "--to", "1000", "--format", "csv"]);
    assert_eq!(code, 0);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("n,g"));
    let got: Vec<u64> = lines
        .enumerate()
        .map(|(i, l)| {
            let (n, g) = l.split_once(',').unwrap();
            assert_eq!(n.parse::<usize>().unwrap(), i);
            g.parse().unwrap()
        })
        .collect();
    assert_eq!(got, want);
    let out = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["sequence", "grundy", "--to", "1000", "--format", "bin"])
        .output()
        .unwrap();
    let end = out.stdout.iter().position(|&b| b == b'\n').unwrap();
    let header = std::str::from_utf8(&out.stdout[..end]).unwrap();
    assert_eq!(header, "nimlab-sequence grundy width=1 count=1001 proved=false");
    let got: Vec<u64> = out.stdout[end + 1..].iter().map(|&b| b as u64).collect();
    assert_eq!(got, want);
    // Wider values take two bytes each.
    let out = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["sequence", "octal:0.6", "--to", "70000", "--format", "bin"])
        .output()
        .unwrap();
    let end = out.stdout.iter().position(|&b| b == b'\n').unwrap();
    let header = std::str::from_utf8(&out.stdout[..end]).unwrap();
    assert!(header.contains(" width=2 count=70001 "), "{header}");
    assert_eq!(out.stdout.len() - end - 1, 2 * 70001);
}

/// `nimlab value` takes expressions (sums, multiples, positions among forms) and comparisons;
/// `nimlab compare` takes forms as well as positions; bad expressions name their character.
#[test]
fn expressions_and_comparisons() {
    for (expr, canonical) in [
        ("^ + ^ + *", "^^*"),
        ("^+^+*", "^^*"),
        ("*+*", "0"),
        ("3.^", "^3"),
        ("domineering:2x2 - {1|-1}", "0"),
        ("clobber:xo + *", "0"),
    ] {
        let (code, out, err) = nimlab(&["value", expr, "--json"]);
        assert_eq!(code, 0, "{expr}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["value"]["canonical"], canonical, "{expr}");
    }
    let (code, out, err) = nimlab(&["value", "{1|-1} >= ^^*"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "+-1 >= ^^* is false: they are confused, +-1 || ^^*");
    let (code, out, err) = nimlab(&["value", "{1|-1} >= ^^*", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["comparison"]["holds"].as_bool(), v["comparison"]["relation"].as_str()), (Some(false), Some("||")));
    let (code, _, err) = nimlab(&["value", "{0,|1}"]);
    assert_ne!(code, 0);
    assert!(err.contains("found '|'") && err.contains("character 4"), "{err}");
    let (code, _, err) = nimlab(&["value", "1000000000.^"]);
    assert_ne!(code, 0);
    assert!(err.contains("too large"), "{err}");
    let (code, out, err) = nimlab(&["compare", "{1|-1}", "^^*"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("G = {1|-1} = +-1\nH = ^^* = ^^*\nG || H"), "{out}");
    let (code, out, err) = nimlab(&["compare", "domineering:2x2", "{1|-1}", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["relation"].as_str(), v["first"]["game"].as_str()), (Some("="), Some("domineering")));
}

/// `nimlab value`: the theory's fields for a form and a position, and the transforms.
#[test]
fn value_contract() {
    let (code, out, err) = nimlab(&["value", "{^2|*}", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let th = &v["value"]["theory"];
    // G'' = {2 − 2 | 0 + 2} = 1, an integer; G > *2 (remote), so the greatest integer
    // confused with or below aw(*) + 2 = 2 is 1.
    assert_eq!(th["atomic_weight"], "1", "{out}");
    assert_eq!(th["birthday"], 4, "{out}");
    assert_eq!(th["reduced"], "0", "{out}");
    assert!(v["transformed"].is_null());
    let (code, out, err) = nimlab(&["value", "domineering:2x2", "--cool", "1", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value"]["canonical"], "+-1");
    assert_eq!(v["value"]["theory"]["kinds"][0][0], "hot");
    assert_eq!(v["transformed"]["form"], "*", "±1 cooled by 1 is *");
    let (code, out, _) = nimlab(&["value", "*", "--heat", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("heat by 1: +-1"), "{out}");
    let (code, out, _) = nimlab(&["value", "1/2", "--overheat", "1,1"]);
    assert_eq!(code, 0);
    assert!(out.contains("overheat by 1,1: {1|0}"), "{out}");
    // A partizan solve carries the same theory (its partizan fields are at the top level).
    let (code, out, err) = nimlab(&["solve", "domineering", "2x2", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["theory"]["confusion"], "[-1, 1]", "{out}");
}

/// `--format bin` keeps the period, the preperiod and whether it is proved in its header, and
/// `-o FILE` writes the same bytes to the file, leaving stdout empty and no temporary behind.
#[test]
fn bin_header_keeps_the_period_and_output_writes_a_file() {
    let out = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["sequence", "kayles", "--to", "1000", "--format", "bin"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let end = out.stdout.iter().position(|&b| b == b'\n').unwrap();
    let header = std::str::from_utf8(&out.stdout[..end]).unwrap();
    // Kayles' values are periodic with period 12 from n = 71 (Guy and Smith), which the
    // octal periodicity theorem proves from these values.
    assert_eq!(header, "nimlab-sequence kayles width=1 count=1001 preperiod=71 period=12 proved=true");
    let (_, json, _) = nimlab(&["sequence", "kayles", "--to", "1000", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let values: Vec<u8> = v["values"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap() as u8).collect();
    assert_eq!(&out.stdout[end + 1..], &values[..]);

    let dir = std::env::temp_dir().join(format!("nimlab-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kayles.bin");
    let file_arg = file.to_str().unwrap();
    let (code, stdout, err) = nimlab(&["sequence", "kayles", "--to", "1000", "--format", "bin", "-o", file_arg]);
    assert_eq!((code, stdout.as_str()), (0, ""), "{err}");
    assert_eq!(std::fs::read(&file).unwrap(), out.stdout);
    // Text and csv go to the file too; the file is replaced whole.
    let (code, _, _) = nimlab(&["sequence", "kayles", "--to", "5", "--format", "csv", "--output", file_arg]);
    assert_eq!(code, 0);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "n,g\n0,0\n1,1\n2,2\n3,3\n4,1\n5,4\n");
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, vec![std::ffi::OsString::from("kayles.bin")], "no temporary file is left");

    // A file that cannot be written: one line naming it, status 2, nothing on stdout.
    let missing = dir.join("no-such-dir").join("k.bin");
    let (code, stdout, err) = nimlab(&["sequence", "kayles", "--to", "10", "-o", missing.to_str().unwrap()]);
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert!(err.starts_with("nimlab: --output '") && err.contains("cannot write"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let (code, _, err) = nimlab(&["sequence", "kayles", "--to", "10", "-o", dir.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("is a directory"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--format csv` writes each value as soon as it is computed: the first lines of a long
/// sequence arrive while the rest is still being worked out.
#[test]
fn csv_streams_its_first_lines_before_the_end() {
    use std::io::BufRead;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["sequence", "grundy", "--to", "2097152", "--format", "csv"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let first: Vec<String> = lines.by_ref().take(4).map(Result::unwrap).collect();
    // Grundy's game: g(0) = g(1) = g(2) = 0, g(3) = 1.
    assert_eq!(first, ["n,g", "0,0", "1,0", "2,0"]);
    assert!(child.try_wait().unwrap().is_none(), "the sequence is still being computed");
    child.kill().unwrap();
    child.wait().unwrap();
    // Nothing on stderr when it is not a terminal: no progress line.
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert_eq!(err, "");
}

/// On a terminal `quotient` shows how many heaps it has done on stderr, and clears the line
/// before the report; `--quiet` shows nothing. The terminal is util-linux's `script`.
#[test]
fn quotient_shows_progress_on_a_terminal() {
    let bin = env!("CARGO_BIN_EXE_nimlab");
    let on_terminal = |extra: &str| {
        let command = format!("{bin} quotient kayles --heaps 40 {extra}");
        let out = Command::new("script").args(["-qec", &command, "/dev/null"]).output();
        out.ok().filter(|o| o.status.success()).map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    };
    let Some(shown) = on_terminal("") else {
        eprintln!("skipped: no `script` to run the CLI on a terminal");
        return;
    };
    assert!(shown.contains("kayles: ") && shown.contains(" of 40 heaps"), "{shown:?}");
    assert!(shown.contains("\r\x1b[K"), "the progress line is cleared: {shown:?}");
    assert!(shown.contains("|Q| = "), "{shown:?}");
    let quiet = on_terminal("--quiet").unwrap();
    assert!(!quiet.contains(" of 40 heaps"), "{quiet:?}");
    let json = on_terminal("--quiet --json").unwrap();
    assert!(json.trim_start().starts_with('{'), "{json:?}");
}

/// Nim's heaps go to 2^64 - 1: `solve nim 1000000,7` (refused when heaps stopped at 1,000)
/// gives the XOR, the one winning move and a bounded list of moves; the text names the rule.
#[test]
fn nim_takes_64_bit_heaps() {
    let (code, out, err) = nimlab(&["solve", "nim", "1000000,7", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["grundy"], 1000000 ^ 7);
    let winning: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["winning"] == true)
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(winning, ["h1-999993"]);
    assert!(v["moves"].as_array().unwrap().len() <= 12 && v["remoteness"].is_null());
    let max = u64::MAX.to_string();
    let (code, out, _) = nimlab(&["solve", "nim", &format!("{max},5")]);
    assert_eq!(code, 0);
    assert!(out.contains(&format!("XOR of the heap sizes: {max} ⊕ 5 = {}", u64::MAX ^ 5)), "{out}");
    let (code, _, err) = nimlab(&["solve", "nim", "18446744073709551616"]);
    assert_eq!(code, 2);
    assert!(err.contains("too large"), "{err}");
}

/// `solve --outcome --json` for one side: the engine's report through the api.
fn outcome_json(args: &[&str]) -> (i32, serde_json::Value, String) {
    let (code, out, err) = nimlab(args);
    let v = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out} {err}"));
    (code, v, err)
}

/// The outcome search answers what the canonical solve answers, from its own search: the
/// class for both sides, who wins with each side to move, and with --all-moves each move's
/// result (a Left move wins when the position it reaches is L or P, a Right move R or P).
#[test]
fn outcome_search_agrees_with_the_canonical_solve() {
    let positions = [
        ("domineering", "5x5"),
        ("domineering", "4x5"),
        ("domineering", "3x6"),
        ("domineering", "#..../...#./...../.#..."),
        // The classes L and R, and a side without a move.
        ("domineering", "2x1"),
        ("domineering", "1x2"),
        ("domineering", "1x1"),
        ("domineering", "3x4"),
        ("clobber", "xoxo/oxox/xoxo"),
        ("konane", "xox./o.ox/xo.o"),
    ];
    let mut moves_checked = 0;
    let mut classes = std::collections::BTreeSet::new();
    for (game, pos) in positions {
        let (code, out, err) = nimlab(&["solve", game, pos, "--json"]);
        assert_eq!(code, 0, "{game} {pos}: {err}");
        let canonical: serde_json::Value = serde_json::from_str(&out).unwrap();
        let (code, both, err) = outcome_json(&["solve", game, pos, "--outcome", "--json"]);
        assert_eq!(code, 0, "{game} {pos}: {err}");
        assert_eq!(both["outcome"], canonical["outcome"], "{game} {pos}: {both}");
        classes.insert(canonical["outcome"].as_str().unwrap().to_string());
        assert_eq!(both["complete"], true);
        for (side, letter) in [("left", "L"), ("right", "R")] {
            let (_, out, _) = nimlab(&["solve", game, pos, "--side", letter, "--json"]);
            let solved: serde_json::Value = serde_json::from_str(&out).unwrap();
            let (code, r, err) =
                outcome_json(&["solve", game, pos, "--outcome", "--side", letter, "--all-moves", "--json"]);
            assert_eq!(code, 0, "{game} {pos} {letter}: {err}");
            assert_eq!((r["to_move"].as_str(), r["complete"].as_bool()), (Some(side), Some(true)));
            assert_eq!(r["wins"], solved["mover_wins"], "{game} {pos} {letter}: {}", r["summary"]);
            assert_eq!(both[side]["wins"], solved["mover_wins"], "{game} {pos} {letter}");
            let theirs: Vec<&serde_json::Value> =
                canonical["moves"].as_array().unwrap().iter().filter(|m| m["side"] == side).collect();
            let ours = r["moves"].as_array().unwrap();
            assert_eq!(ours.len(), theirs.len(), "{game} {pos} {letter}");
            for (m, t) in ours.iter().zip(theirs) {
                assert_eq!(m["move"], t["move"]);
                let wins = t["outcome"] == "P" || t["outcome"] == letter;
                assert_eq!(m["wins"].as_bool(), Some(wins), "{game} {pos}: {m} against {t}");
                moves_checked += 1;
            }
        }
    }
    assert!(moves_checked >= 100, "only {moves_checked} moves checked");
    assert_eq!(classes.into_iter().collect::<Vec<_>>(), ["L", "N", "P", "R"], "every class is met");
}

/// A board too large for a canonical form falls back to the outcome search, saying so; a
/// budget that ends it first prints what was proved and exits with status 3.
#[test]
fn large_boards_fall_back_to_the_outcome_search_within_a_budget() {
    let (code, out, err) = nimlab(&["solve", "domineering", "8x8", "--side", "L", "--nodes", "2000"]);
    assert_eq!(code, 3, "{out} {err}");
    assert!(out.starts_with("too large for a canonical form: a region of 64 free cells"), "{out}");
    assert!(out.contains("Left to move: not yet known who wins"), "{out}");
    assert!(out.contains("stopped: the budget of 2000 positions was reached"), "{out}");
    assert_eq!(out.matches("? not proved  score").count(), 56, "every move of Left's is listed: {out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("nimlab: the budget of 2000 positions was reached") && err.contains("exit status 3"),
        "{err}"
    );
    // JSON keeps stdout one document: the note goes to stderr.
    let (code, v, err) = outcome_json(&["solve", "domineering", "8x8", "--nodes", "2000", "--json"]);
    assert_eq!(code, 3, "{err}");
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(err.contains("searching who wins instead"), "{err}");
    assert!(v["outcome"].is_null() && v["complete"] == false, "{v}");
    for side in ["left", "right"] {
        assert_eq!(v[side]["stopped"], "the budget of 2000 positions was reached", "{v}");
        assert!(v[side]["wins"].is_null() && v[side]["nodes"].as_u64() <= Some(2000), "{v}");
    }
    assert_eq!(v["stopped"], "the budget of 2000 positions was reached");
    // A time budget says so too.
    let (code, v, _) =
        outcome_json(&["solve", "domineering", "8x8", "--outcome", "--side", "R", "--seconds", "0.01", "--json"]);
    assert_eq!(code, 3);
    assert_eq!(v["stopped"], "the time budget of 0.01 seconds was reached", "{v}");
}

#[test]
fn outcome_search_refuses_bad_input_in_one_line() {
    let clobber = ["xoxoxoxoxoxo"; 11].join("/");
    for (args, says) in [
        (&["solve", "clobber", clobber.as_str(), "--outcome"][..], "the board has 132 cells; at most 64 are allowed"),
        (&["solve", "domineering", "8x8", "--nodes", "0"], "0 positions proves nothing"),
        (&["solve", "domineering", "8x8", "--outcome", "--nodes", "0"], "0 positions proves nothing"),
        (&["solve", "domineering", "8x8", "--seconds", "0"], "above 0"),
        (&["solve", "domineering", "8x8", "--seconds", "soon"], "above 0"),
        (&["solve", "domineering", "12x12", "--outcome"], "more than 128 cells"),
        (&["solve", "domineering", "12x12"], "more than 128 cells"),
        (&["solve", "nim", "3,4", "--outcome"], "partizan"),
        (&["solve", "domineering", "3x3", "--outcome", "--misere"], "cannot be used with"),
        (&["solve", "sum", "domineering:2x2 + domineering:3x3", "--outcome"], "parts"),
    ] {
        let (code, out, err) = nimlab(args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(out.is_empty(), "{args:?} printed {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("nimlab: ") && err.contains(says), "{args:?}: {err}");
    }
}

/// Ctrl-C stops the outcome search: what was proved is printed and the exit status is 130.
#[test]
fn ctrl_c_stops_the_outcome_search_and_prints_what_was_proved() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["solve", "domineering", "8x8", "--outcome", "--side", "L", "--all-moves", "--json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nimlab runs");
    // Time to start the search (the handler is installed as it starts). Every move's proof
    // takes some 40 s of a quiet machine's core, so the search is still running: the first
    // winning move alone took about 2 s, and a fast machine finished it before Ctrl-C.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let killed = Command::new("kill").args(["-INT", &child.id().to_string()]).status();
    if !killed.is_ok_and(|s| s.success()) {
        eprintln!("skipped: no `kill` to press Ctrl-C");
        let _ = child.kill();
        let _ = child.wait();
        return;
    }
    let out = child.wait_with_output().expect("nimlab ends");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(130), "{stdout} {stderr}");
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    assert_eq!((v["stopped"].as_str(), v["complete"].as_bool()), (Some("interrupted"), Some(false)), "{v}");
    assert_eq!(v["moves"].as_array().map(Vec::len), Some(56));
    assert!(stderr.contains("interrupted (Ctrl-C)"), "{stderr}");
}

/// On a terminal the outcome search shows the side to move and the positions searched on
/// stderr, and clears the line before the answer; `--quiet` shows nothing.
#[test]
fn outcome_search_shows_progress_on_a_terminal() {
    let bin = env!("CARGO_BIN_EXE_nimlab");
    let on_terminal = |extra: &str| {
        let command = format!("{bin} solve domineering 8x8 --outcome --side L --nodes 40000 {extra}");
        let out = Command::new("script").args(["-qec", &command, "/dev/null"]).output();
        out.ok().map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    };
    let Some(shown) = on_terminal("").filter(|s| !s.is_empty()) else {
        eprintln!("skipped: no `script` to run the CLI on a terminal");
        return;
    };
    // The count shown depends on how often the engine reports; the line's shape does not.
    assert!(shown.contains("\rLeft to move: ") && shown.contains(" positions\x1b[K"), "{shown:?}");
    assert!(shown.contains("\r\x1b[K"), "the progress line is cleared: {shown:?}");
    assert!(shown.contains("stopped: the budget of 40000 positions was reached"), "{shown:?}");
    let quiet = on_terminal("--quiet").unwrap();
    assert!(!quiet.contains(" positions\x1b[K"), "{quiet:?}");
}

#[test]
fn a_stream_resumes_from_its_chunks_and_equals_the_whole_sequence() {
    let dir = std::env::temp_dir().join(format!("nimlab-cli-stream-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().expect("a path");
    let args = ["sequence", "octal:0.161", "--to", "4999", "--stream", d, "--chunk", "1000", "--quiet"];
    let (code, out, err) = nimlab(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("largest value") && out.contains("rare mask") && out.contains("period:"), "{out}");
    let chunk = |i: usize| std::fs::read(dir.join(format!("chunk-{i:06}.bin"))).expect("a chunk");
    let first: Vec<Vec<u8>> = (0..5).map(chunk).collect();
    // A crash after chunk 2: the later chunks are gone; the same command goes on from there.
    for i in 3..5 {
        std::fs::remove_file(dir.join(format!("chunk-{i:06}.bin"))).expect("removed");
    }
    let (code, again, err) = nimlab(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, out);
    assert_eq!((0..5).map(chunk).collect::<Vec<_>>(), first);
    // The chunks' values are those of the whole sequence.
    let whole = Command::new(env!("CARGO_BIN_EXE_nimlab"))
        .args(["sequence", "octal:0.161", "--to", "4999", "--format", "bin"])
        .output()
        .expect("nimlab runs")
        .stdout;
    let body = |b: &[u8]| b[b.iter().position(|&c| c == b'\n').expect("a header") + 1..].to_vec();
    assert_eq!(first.iter().flat_map(|c| body(c)).collect::<Vec<u8>>(), body(&whole));
    assert!(String::from_utf8_lossy(&first[1]).starts_with("nimlab-sequence octal:0.161 width=1 count=1000 from=1000 "));
    // A chunk that does not fit is named.
    std::fs::write(dir.join("chunk-000005.bin"), b"nimlab-sequence octal:0.161 width=1 count=3 from=4000\n\0\0\0")
        .unwrap();
    let (code, _, err) = nimlab(&["sequence", "octal:0.161", "--to", "9999", "--stream", d, "--quiet"]);
    assert_ne!(code, 0);
    assert!(err.contains("chunk-000005.bin") && err.contains("starts at heap 4000"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
