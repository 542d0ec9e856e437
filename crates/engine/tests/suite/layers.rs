//! The layers run one way: no module imports, directly or through others, a module that
//! imports it. Checked on the engine's `src/` and on the app's `src/` by reading the paths each
//! file names (`use crate::..`, `crate::a::b::f()`, `super::..`, `self::..` and a child module's
//! `child::..`), leaving out tests and comments.
//!
//! The graph is drawn at every level of the module tree: the top-level modules of a crate
//! (a file, or a folder taken whole), then the files and folders inside each folder. A
//! folder's `mod.rs` is its face: arrows between it and its own files are left out, and a path
//! that reaches a name it re-exports (`pub use child::Name`) counts as reaching `child`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One source file: its module path (`["impartial", "search"]`; the crate root is `[]`), the
/// modules it declares as tests (left out) and its text without tests and comments.
struct Module {
    path: Vec<String>,
    file: PathBuf,
    text: String,
}

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

/// The text without comments and without `#[cfg(test)] mod .. { .. }` blocks.
fn code_of(text: &str) -> String {
    let mut kept = String::new();
    for line in text.lines() {
        let code = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        kept.push_str(code);
        kept.push('\n');
    }
    let mut out = String::new();
    let mut rest = kept.as_str();
    while let Some(at) = rest.find("#[cfg(test)]") {
        let after = &rest[at + "#[cfg(test)]".len()..];
        let trimmed = after.trim_start();
        let block =
            trimmed.starts_with("mod ") && trimmed.find(['{', ';']).is_some_and(|i| trimmed.as_bytes()[i] == b'{');
        if !block {
            out.push_str(&rest[..at + "#[cfg(test)]".len()]);
            rest = after;
            continue;
        }
        out.push_str(&rest[..at]);
        let open = after.find('{').expect("a block");
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

/// The child modules a file declares (`mod x;`, `pub mod x;`), split into those compiled
/// only for tests and the others.
fn declared(text: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut tests, mut others) = (BTreeSet::new(), BTreeSet::new());
    let mut attrs = String::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with("#[") {
            attrs.push_str(line);
            continue;
        }
        let decl = line.strip_prefix("pub ").or_else(|| line.strip_prefix("pub(crate) ")).unwrap_or(line);
        if let Some(name) = decl.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            let is_test = attrs.contains("test");
            if is_test { &mut tests } else { &mut others }.insert(name.trim().to_string());
        }
        attrs.clear();
    }
    (tests, others)
}

/// Every module of the crate whose root is `root/<root_file>`, tests left out.
fn modules(root: &Path, root_file: &str) -> Vec<Module> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    let mut all = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(root).expect("under the root");
        let mut path: Vec<String> = rel.iter().map(|c| c.to_string_lossy().into_owned()).collect();
        let last = path.pop().expect("a file name");
        match last.as_str() {
            "mod.rs" => {}
            name if path.is_empty() && name == root_file => {}
            name => path.push(name.trim_end_matches(".rs").to_string()),
        }
        if path.first().is_some_and(|p| p == "bin") {
            continue; // other crates
        }
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        all.insert(path, (file, text));
    }
    // A module is kept when its parent declares it outside tests (the root always).
    let mut kept = Vec::new();
    for (path, (file, text)) in &all {
        if !path.is_empty() {
            let Some((_, parent_text)) = all.get(&path[..path.len() - 1]) else { continue };
            if !declared(parent_text).1.contains(&path[path.len() - 1]) {
                continue;
            }
        }
        kept.push(Module { path: path.clone(), file: file.clone(), text: code_of(text) });
    }
    // A module whose ancestor is left out is left out too.
    let known: BTreeSet<Vec<String>> = kept.iter().map(|m| m.path.clone()).collect();
    kept.retain(|m| (0..m.path.len()).all(|n| known.contains(&m.path[..n])));
    kept
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths written after `at` in `text`: `a::b::C`, or a group `{a::B, c::{D, E}}`, each
/// as its segments (groups expanded).
fn paths_after(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut segs = Vec::new();
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if let Some(group) = rest.strip_prefix('{') {
            // Split the group's items at depth 0.
            let (mut depth, mut start) = (0, 0);
            let mut items = Vec::new();
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        items.push(&group[start..i]);
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        items.push(&group[start..i]);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            for item in items {
                for tail in paths_after(item) {
                    let mut p: Vec<String> = segs.clone();
                    p.extend(tail);
                    out.push(p);
                }
            }
            return out;
        }
        let len = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        if len == 0 {
            break;
        }
        segs.push(rest[..len].to_string());
        rest = &rest[len..];
        match rest.strip_prefix("::") {
            Some(r) => rest = r,
            None => break,
        }
    }
    // `a::b::*` or a path ending at its last segment: the module or item reached.
    out.push(segs);
    out
}

/// The names each module re-exports from a child (`pub use child::Name`, `pub use child::{A, B}`):
/// the module path and the name, to the child's path.
fn reexports(mods: &[Module]) -> BTreeMap<(Vec<String>, String), Vec<String>> {
    let mut map = BTreeMap::new();
    for m in mods {
        let (_, children) = declared(&m.text);
        for (at, _) in m.text.match_indices("pub use ") {
            for p in paths_after(&m.text[at + "pub use ".len()..]) {
                let p: Vec<&str> = p.iter().map(String::as_str).skip_while(|s| *s == "self").collect();
                if p.len() >= 2 && children.contains(p[0]) {
                    let name = if p[p.len() - 1] == "self" { p[p.len() - 2] } else { p[p.len() - 1] };
                    let mut child = m.path.clone();
                    child.push(p[0].to_string());
                    map.insert((m.path.clone(), name.to_string()), child);
                }
            }
        }
    }
    map
}

/// The modules `m` names, as module paths (the longest known prefix of each path it writes,
/// followed through re-exports).
fn imports(
    m: &Module,
    known: &BTreeSet<Vec<String>>,
    reexported: &BTreeMap<(Vec<String>, String), Vec<String>>,
) -> BTreeSet<Vec<String>> {
    let (_, children) = declared(&m.text);
    let text = &m.text;
    let mut found = BTreeSet::new();
    let mut starts: Vec<(usize, Vec<String>)> = Vec::new();
    for (at, _) in text.match_indices("::") {
        // The first segment of the path this `::` continues, if it starts one.
        let before = &text[..at];
        let start = before.rfind(|c: char| !is_ident(c)).map_or(0, |i| i + 1);
        let prev = before[..start].chars().next_back();
        if prev.is_some_and(|c| c == ':' || (is_ident(c) && c != '$')) {
            continue; // inside a longer path
        }
        let first = &before[start..];
        let base: Vec<String> = match first {
            "crate" => Vec::new(),
            "self" => m.path.clone(),
            "super" => {
                let mut p = m.path.clone();
                p.pop();
                p
            }
            child if children.contains(child) => m.path.clone(),
            _ => continue,
        };
        let from = if children.contains(first) { start } else { at + 2 };
        starts.push((from, base));
    }
    for (from, base) in starts {
        for tail in paths_after(&text[from..]) {
            let mut path = base.clone();
            for seg in tail {
                match seg.as_str() {
                    "super" => {
                        path.pop();
                    }
                    "self" => {}
                    _ => path.push(seg),
                }
            }
            // The longest prefix that is a module; a name it re-exports leads to the child.
            let mut n = path.len();
            while n > 0 && !known.contains(&path[..n].to_vec()) {
                n -= 1;
            }
            let mut target = path[..n].to_vec();
            let mut next = n;
            while let Some(child) = path.get(next).and_then(|name| reexported.get(&(target.clone(), name.clone()))) {
                target = child.clone();
                next += 1;
                if path.get(next).is_none() {
                    break;
                }
            }
            if target != m.path {
                found.insert(target);
            }
        }
    }
    found
}

/// The arrows of the graph at every level: (level, from, to), where a level is a folder's
/// module path and from/to are its children (`mod.rs` itself as "mod.rs"), and the file whose
/// import drew each arrow.
type Arrows = BTreeMap<(Vec<String>, String, String), PathBuf>;

fn arrows(mods: &[Module]) -> Arrows {
    let known: BTreeSet<Vec<String>> = mods.iter().map(|m| m.path.clone()).collect();
    let reexported = reexports(mods);
    let mut out = Arrows::new();
    for m in mods {
        for target in imports(m, &known, &reexported) {
            let common = m.path.iter().zip(&target).take_while(|(a, b)| a == b).count();
            let node = |p: &[String]| p.get(common).cloned().unwrap_or_else(|| "mod.rs".to_string());
            let (from, to) = (node(&m.path), node(&target));
            if common == 0 && (m.path.is_empty() || target.is_empty()) {
                continue; // the crate root declares every module and holds the crate's re-exports
            }
            // A folder's `mod.rs` is its face (it declares its files and re-exports them), so an
            // arrow between it and a file of its own folder is not a layer crossed.
            let face = common > 0 && (from == "mod.rs" || to == "mod.rs");
            if from != to && !face {
                out.entry((m.path[..common].to_vec(), from, to)).or_insert_with(|| m.file.clone());
            }
        }
    }
    out
}

/// The circles of the graph, each as its nodes in order with the file of each arrow.
fn circles(arrows: &Arrows) -> Vec<String> {
    let mut levels: BTreeMap<&Vec<String>, BTreeMap<&String, Vec<&String>>> = BTreeMap::new();
    for (level, from, to) in arrows.keys() {
        levels.entry(level).or_default().entry(from).or_default().push(to);
    }
    let mut found = Vec::new();
    for (level, graph) in levels {
        // Depth-first search with colours; a grey node reached again closes a circle.
        let mut colour: BTreeMap<&String, u8> = BTreeMap::new();
        for start in graph.keys() {
            let mut stack: Vec<(&String, usize)> = vec![(start, 0)];
            if colour.get(start).copied().unwrap_or(0) != 0 {
                continue;
            }
            colour.insert(start, 1);
            while let Some((node, i)) = stack.last().copied() {
                let next = graph.get(node).and_then(|n| n.get(i)).copied();
                stack.last_mut().expect("a node").1 += 1;
                let Some(next) = next else {
                    colour.insert(node, 2);
                    stack.pop();
                    continue;
                };
                match colour.get(next).copied().unwrap_or(0) {
                    0 => {
                        colour.insert(next, 1);
                        stack.push((next, 0));
                    }
                    1 => {
                        let at = stack.iter().position(|(n, _)| *n == next).expect("on the stack");
                        let ring: Vec<&String> = stack[at..].iter().map(|(n, _)| *n).chain([next]).collect();
                        let why: Vec<String> = ring
                            .windows(2)
                            .map(|w| {
                                let file = &arrows[&(level.clone(), w[0].clone(), w[1].clone())];
                                format!("    {} -> {} (in {})", w[0], w[1], file.display())
                            })
                            .collect();
                        let names: Vec<&str> = ring.iter().map(|s| s.as_str()).collect();
                        found.push(format!("in {}/: {}\n{}", level.join("/"), names.join(" -> "), why.join("\n")));
                    }
                    _ => {}
                }
            }
        }
    }
    found
}

fn check(root: &Path, root_file: &str, min_modules: usize) {
    let mods = modules(root, root_file);
    assert!(mods.len() >= min_modules, "only {} modules read under {}", mods.len(), root.display());
    let found = circles(&arrows(&mods));
    assert!(
        found.is_empty(),
        "modules of {} that import each other in a circle:\n{}",
        root.display(),
        found.join("\n")
    );
}

#[test]
fn the_engine_has_no_circle() {
    check(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), "lib.rs", 60);
}

#[test]
fn the_app_has_no_circle() {
    check(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../src"), "lib.rs", 60);
}

/// The check itself: a circle through a re-export, a `super::` path and a group is found, and
/// a `mod.rs` that only re-exports its files is not one.
#[test]
fn the_check_finds_a_circle() {
    let module = |path: &[&str], text: &str| Module {
        path: path.iter().map(|s| s.to_string()).collect(),
        file: PathBuf::from(path.join("/")),
        text: code_of(text),
    };
    let base = [
        module(&[], "pub mod a;\npub mod b;\n"),
        module(&["a"], "mod x;\nmod y;\npub use x::X;\npub use y::{Y, Z};\n"),
        module(&["a", "x"], "use super::y::Y;\n// crate::b::B\n"),
        module(&["a", "y"], "pub struct Y;\n#[cfg(test)]\nmod tests {\n    use crate::b::B;\n}\n"),
        module(&["b"], "use crate::{a::X, vocab};\n"),
    ];
    assert!(circles(&arrows(&base)).is_empty(), "{:?}", circles(&arrows(&base)));
    let mut back = base;
    back[3] = module(&["a", "y"], "pub struct Y;\nfn f() { crate::b::g() }\n");
    let found = circles(&arrows(&back));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("in /: a -> b -> a"), "{}", found[0]);
    let mut inner = back;
    inner[3] = module(&["a", "y"], "use super::X;\n");
    let found = circles(&arrows(&inner));
    assert!(found.len() == 1 && found[0].starts_with("in a/: x -> y -> x"), "{found:?}");
}
