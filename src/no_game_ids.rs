//! The app knows no game: everything about one lives in its engine file. This test
//! reads every `src/**/*.rs` file, leaves out its `#[cfg(test)] mod tests` block, and fails if
//! a catalogue id appears as a string literal (`"kayles"` or `"kayles:...`).

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
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
                if line.contains(&literal) {
                    found.push((n + 1, literal));
                }
            }
        }
    }
    found
}

#[test]
fn the_check_finds_ids_and_skips_tests() {
    let text = "let a = \"kayles\";\nlet b = \"subtract:1,2\";\nlet c = \"#/dag\";\n\
                #[cfg(test)]\nmod tests {\n    fn f() { let d = \"nim\"; { } }\n}\nlet e = \"nim\";\n";
    let kept = without_tests(text);
    assert!(!kept.contains("let d"), "{kept}");
    let found: Vec<String> = ids_in(&kept).into_iter().map(|(_, l)| l).collect();
    assert_eq!(found, ["\"kayles\"", "\"subtract:", "\"nim\""]);
}

#[test]
fn no_game_id_appears_in_the_app() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 10, "only {} files under {}", files.len(), root.display());
    let mut found = Vec::new();
    // This file is a test through and through (its own examples name games).
    for file in files.iter().filter(|f| !f.ends_with("no_game_ids.rs")) {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for (line, literal) in ids_in(&without_tests(&text)) {
            found.push(format!("{}:{line}: {literal}", file.strip_prefix(&root).unwrap_or(file).display()));
        }
    }
    assert!(
        found.is_empty(),
        "game ids in the app (move what they decide into the game's engine file):\n{}",
        found.join("\n")
    );
}
