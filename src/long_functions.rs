//! No function in the app is longer than 120 lines. Clippy's `too_many_lines` (on in lib.rs,
//! threshold in clippy.toml) skips code that a macro expands, and `#[function_component]`
//! expands every component, so this test measures what clippy cannot: it reads every
//! `src/**/*.rs` file and counts each `fn`'s lines as clippy does (from `fn` to its closing
//! brace, leaving out blank lines and lines holding only a comment).

use crate::no_game_ids::rust_files;
use std::path::Path;

/// The limit, the same as clippy.toml's `too-many-lines-threshold`.
const MAX_LINES: usize = 120;

/// Components still over the limit, to be split (file and name). The list only shrinks: the
/// test fails when one of them has come under the limit and is still listed.
const STILL_LONG: &[(&str, &str)] = &[];

/// The text with comments removed and the insides of string and char literals blanked (so
/// their braces and the word `fn` in them count for nothing); newlines are kept, so line
/// numbers stay.
fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < c.len() {
        let at = |k: usize| c.get(k).copied().unwrap_or('\0');
        if c[i] == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c[i] == 'r' && (at(i + 1) == '"' || (at(i + 1) == '#' && at(i + 2) != '[')) {
            // A raw string: r"..." or r#"..."#.
            let mut hashes = 0;
            let mut j = i + 1;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' || (i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_')) {
                out.push(c[i]);
                i += 1;
                continue;
            }
            out.push_str("\"\"");
            j += 1;
            while j < c.len() {
                if c[j] == '"' && (0..hashes).all(|h| at(j + 1 + h) == '#') {
                    j += 1 + hashes;
                    break;
                }
                if c[j] == '\n' {
                    out.push('\n');
                }
                j += 1;
            }
            i = j;
        } else if c[i] == '"' {
            out.push_str("\"\"");
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    i += 1;
                }
                if at(i) == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            i += 1;
        } else if c[i] == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            // A char literal ('x', '\n', '\u{..}'); a lifetime ('a) has no closing quote.
            let mut j = i + 1;
            if at(j) == '\\' {
                j += 1;
            }
            j += 1;
            while j < c.len() && c[j] != '\'' {
                j += 1;
            }
            out.push_str("' '");
            i = j + 1;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// Each function in `code` (from [`code_only`]) with a body: its name, first line (from 1) and
/// its length in lines that hold code.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let bytes = code.as_bytes();
    let line_of = |pos: usize| code[..pos].matches('\n').count();
    let mut found = Vec::new();
    let mut search = 0;
    while let Some(rel) = code[search..].find("fn ") {
        let start = search + rel;
        search = start + 3;
        let word_before = start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_');
        if word_before {
            continue;
        }
        let name: String =
            code[start + 3..].trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if name.is_empty() {
            continue;
        }
        // The body opens at the first `{` outside parentheses and angle brackets; a `;`
        // first means a declaration without a body.
        let mut depth = 0i32;
        let mut open = None;
        for (k, b) in bytes.iter().enumerate().skip(start) {
            match b {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b'{' if depth == 0 => {
                    open = Some(k);
                    break;
                }
                b';' if depth == 0 => break,
                _ => {}
            }
        }
        let Some(open) = open else { continue };
        let mut braces = 0;
        let mut close = code.len() - 1;
        for (k, b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => braces += 1,
                b'}' => {
                    braces -= 1;
                    if braces == 0 {
                        close = k;
                        break;
                    }
                }
                _ => {}
            }
        }
        let (first, last) = (line_of(start), line_of(close));
        let length = lines[first..=last].iter().filter(|l| !l.trim().is_empty()).count();
        found.push((name, first + 1, length));
    }
    found
}

#[test]
fn the_counter_counts_as_clippy_does() {
    let text = "fn a() {\n    // a comment { \n\n    let s = \"fn b() {\";\n    let c = '{';\n}\n";
    assert_eq!(functions(&code_only(text)), vec![("a".to_string(), 1, 4)]);
    let text = "fn x<'a>(v: &'a [u8]) -> &'a u8 {\n    /* {\n   } */\n    &v[0]\n}\nfn y();\n";
    assert_eq!(functions(&code_only(text)), vec![("x".to_string(), 1, 3)]);
}

#[test]
fn no_function_is_longer_than_120_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut long = Vec::new();
    let mut listed_long = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a source file");
        let file = path.strip_prefix(root).expect("under the crate").to_string_lossy().replace('\\', "/");
        for (name, line, length) in functions(&code_only(&text)) {
            if length <= MAX_LINES {
                continue;
            }
            if STILL_LONG.contains(&(file.as_str(), name.as_str())) {
                listed_long.push((file.clone(), name));
            } else {
                long.push(format!("{file}:{line} {name}: {length} lines"));
            }
        }
    }
    assert!(long.is_empty(), "functions over {MAX_LINES} lines (split them):\n{}", long.join("\n"));
    let split: Vec<_> =
        STILL_LONG.iter().filter(|(file, name)| !listed_long.iter().any(|(f, n)| f == file && n == name)).collect();
    assert!(split.is_empty(), "now under {MAX_LINES} lines, so take them off STILL_LONG: {split:?}");
}
