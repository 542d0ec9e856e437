//! The app knows no game, nor do the CLI and the JSON contract: everything about one lives in
//! its engine file. This test reads every `src/**/*.rs` file (and `crates/cli/src`,
//! `crates/api/src`), leaves out its `#[cfg(test)] mod tests` block, and fails if
//! a catalogue id appears as a string literal (`"kayles"` or `"kayles:...`) or as a path into
//! a game's engine file (`engine::games::tictactoe::ENTRY.id`, `use engine::games::{nim, ..}`):
//! a comparison with a game's `ENTRY.id` names the game as surely as its literal does.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir` (the source-reading tests share it).
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The text without its `#[cfg(test)] mod ... { ... }` blocks (braces counted, so the block
/// may sit anywhere in the file).
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        let after = &rest[at + "#[cfg(test)]".len()..];
        if !after.trim_start().starts_with("mod ") {
            out.push_str(&rest[..at + "#[cfg(test)]".len()]);
            rest = after;
            continue;
        }
        out.push_str(&rest[..at]);
        let Some(open) = after.find('{') else { return out };
        let mut depth = 0;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// Every catalogue id written as a string literal in `text`, with its line.
fn ids_in(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for e in engine::games::CATALOGUE {
            for literal in [format!("\"{}\"", e.id), format!("\"{}:", e.id)] {
                // An attribute's value in `html!` (`scope="col"`) is markup, not a game id.
                if line.match_indices(&literal).any(|(at, _)| !line[..at].ends_with('=')) {
                    found.push((n + 1, literal));
                }
            }
        }
    }
    found
}

/// The names a `games::` path reaches right after `games::`: one name, or each of a `{..}`
/// group's (nested groups left out: they are inside a name already taken).
fn path_names(after: &str) -> Vec<&str> {
    let ident = |t: &str| -> usize { t.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(t.len()) };
    let Some(group) = after.strip_prefix('{') else { return vec![&after[..ident(after)]] };
    let mut names = Vec::new();
    let (mut depth, mut start) = (1, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' | ',' if depth == 1 => {
                let item = group[start..i].trim_start();
                names.push(&item[..ident(item)]);
                start = i + 1;
                if c == '}' {
                    break;
                }
            }
            '}' => depth -= 1,
            _ => {}
        }
    }
    names
}

/// Every `games::<id>` path in `text` (a path into a game's engine file), with its line.
fn game_paths_in(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("games::") {
        let line = text[..at].matches('\n').count() + 1;
        for name in path_names(&text[at + "games::".len()..]) {
            if engine::games::CATALOGUE.iter().any(|e| e.id == name) {
                found.push((line, format!("games::{name}")));
            }
        }
    }
    found
}

#[test]
fn the_check_finds_game_paths() {
    let text = "use engine::games::{lookup, Game};\nif p.game == engine::games::tictactoe::ENTRY.id {}\n\
                use engine::games::{\n    lookup,\n    nim::{self, Nim},\n    kayles,\n};\nuse engine::games::CATALOGUE;\n";
    assert_eq!(
        game_paths_in(text),
        [(2, "games::tictactoe".to_string()), (3, "games::nim".to_string()), (3, "games::kayles".to_string())]
    );
}

#[test]
fn the_check_finds_ids_and_skips_tests() {
    let text = "let a = \"kayles\";\nlet b = \"subtract:1,2\";\nlet c = \"#/dag\";\n<th scope=\"nim\">\n\
                #[cfg(test)]\nmod tests {\n    fn f() { let d = \"nim\"; { } }\n}\nlet e = \"nim\";\n";
    let kept = without_tests(text);
    assert!(!kept.contains("let d"), "{kept}");
    let found: Vec<String> = ids_in(&kept).into_iter().map(|(_, l)| l).collect();
    assert_eq!(found, ["\"kayles\"", "\"subtract:", "\"nim\""]);
}

/// Every game id or path into a game's file in the Rust files under `root` (tests and
/// `no_game_ids.rs` itself left out), as `file:line: literal`.
fn game_ids_under(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no Rust file under {}", root.display());
    let mut found = Vec::new();
    // This file is a test through and through (its own examples name games).
    for file in files.iter().filter(|f| !f.ends_with("no_game_ids.rs")) {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let kept = without_tests(&text);
        for (line, literal) in ids_in(&kept).into_iter().chain(game_paths_in(&kept)) {
            found.push(format!("{}:{line}: {literal}", file.strip_prefix(root).unwrap_or(file).display()));
        }
    }
    found
}

#[test]
fn no_game_id_appears_in_the_app() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 10, "only {} files under {}", files.len(), root.display());
    let found = game_ids_under(&root);
    assert!(
        found.is_empty(),
        "game ids or paths into a game's engine file in the app (move what they decide into the engine):\n{}",
        found.join("\n")
    );
}

/// The CLI and the JSON contract reach a game's particular parts (tic-tac-toe's evaluation,
/// Ingots' guarantees, Chomp's long table, table aliases) through the game's interface too.
#[test]
fn no_game_id_appears_in_the_cli_or_the_api() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found: Vec<String> = ["crates/cli/src", "crates/api/src"]
        .iter()
        .flat_map(|dir| game_ids_under(&root.join(dir)).into_iter().map(move |f| format!("{dir}/{f}")))
        .collect();
    assert!(
        found.is_empty(),
        "game ids or paths into a game's engine file in the CLI or the API (move what they decide into the \
         engine):\n{}",
        found.join("\n")
    );
}
