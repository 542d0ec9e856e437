//! The boot screen's texts: what `index.html` shows before the app's wasm has arrived.
//!
//! A link to a game's page should show that game at once, not the catalogue's introduction:
//! a table page opens with the game's name and rule (the app draws the same heading and
//! paragraph when it starts), a play page with the game's name, a value sequence page with
//! its heading and the paragraph saying what its values mean; the value calculator and the
//! compare page show their first texts (the app's `src/boot_texts.rs`, included here). Trunk's post_build hook (scripts/post-build.mjs) runs this program and puts
//! what it prints in place of `index.html`'s `var bootGames = {};`, so the texts always follow
//! the engine's catalogue.

use engine::game::Entry;
use engine::games::{lookup, CATALOGUE};

// The app's own file (it needs nothing but `str`), so that the two cannot differ.
#[path = "../../../src/boot_texts.rs"]
mod boot_texts;

fn main() {
    println!("{}", boot_texts());
}

/// Two JavaScript statements on one line: `bootGames`, an object from game id to `[name, rule,
/// sequence]`: the rule only for games with a table page (empty otherwise; the play page does
/// not show the rule first), and `sequence` 0 for games without a value sequence page, else 1
/// for a heap game's and 2 for a game on places (the index in `SEQUENCE_INTROS`, plus 1); and
/// `bootPages`, the other pages' first texts.
fn boot_texts() -> String {
    // Sorted by id whatever serde_json's features (its own map keeps insertion order when
    // another crate of the workspace turns `preserve_order` on).
    let mut games = std::collections::BTreeMap::new();
    for e in CATALOGUE {
        let rule = if has_table(e) { e.why.rule } else { "" };
        games.insert(e.id, (e.name, rule, sequence_kind(e)));
    }
    let json = serde_json::to_string(&games).expect("strings serialise");
    let pages = serde_json::json!({
        "examples": boot_texts::VALUE_EXAMPLES,
        "compare": boot_texts::COMPARE_PROMPT,
        "sequence": boot_texts::SEQUENCE_INTROS,
    });
    format!("var bootGames = {json}; var bootPages = {pages};")
}

fn has_table(e: &Entry) -> bool {
    lookup(e.example_game).map(|g| g.has_table()).unwrap_or(false)
}

fn sequence_kind(e: &Entry) -> u8 {
    match lookup(e.example_game) {
        Ok(g) if g.sequence_limit() > 0 => 1 + g.places().is_some() as u8,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn has_sequence(e: &Entry) -> bool {
        lookup(e.example_game).map(|g| g.sequence_limit() > 0).unwrap_or(false)
    }

    #[test]
    fn every_table_game_has_its_rule() {
        let texts = boot_texts();
        let (mut tables, mut sequences, mut places) = (0, 0, 0);
        for e in CATALOGUE {
            assert!(texts.contains(&serde_json::to_string(e.name).unwrap()), "{}'s name is missing", e.id);
            let rule = serde_json::to_string(e.why.rule).unwrap();
            assert_eq!(texts.contains(&rule), has_table(e), "{}'s rule", e.id);
            tables += has_table(e) as usize;
            sequences += has_sequence(e) as usize;
            assert_eq!(has_sequence(e), sequence_kind(e) > 0, "{}'s sequence page", e.id);
            places += (sequence_kind(e) == 2) as usize;
        }
        assert!(tables >= 5, "only {tables} games with a table");
        assert!(sequences >= 5, "only {sequences} games with a value sequence");
        assert!(places >= 1, "no game on places (Wind-up) with a value sequence");
        // Names are JSON strings: a quote or a script end in a text cannot break out.
        assert!(!texts.contains("</script"));
    }

    #[test]
    fn the_texts_are_one_line_of_javascript() {
        let texts = boot_texts();
        assert!(texts.starts_with("var bootGames = {\"") && texts.ends_with("};"));
        assert!(texts.contains("}; var bootPages = {\""));
        assert!(texts.contains(&serde_json::to_string(boot_texts::COMPARE_PROMPT).unwrap()));
        assert!(!texts.contains('\n'));
    }
}
