//! The boot screen's texts: what `index.html` shows before the app's wasm has arrived.
//!
//! A link to a game's page should show that game at once, not the catalogue's introduction:
//! a table page opens with the game's name and rule (the app draws the same heading and
//! paragraph when it starts), a play page with the game's name, a value sequence page with
//! its heading. Trunk's post_build hook (scripts/post-build.mjs) runs this program and puts
//! what it prints in place of `index.html`'s `var bootGames = {};`, so the texts always follow
//! the engine's catalogue.

use engine::game::Entry;
use engine::games::{lookup, CATALOGUE};

fn main() {
    println!("{}", boot_texts());
}

/// A JavaScript statement: an object from game id to `[name, rule, sequence]`: the rule only
/// for games with a table page (empty otherwise; the play page does not show the rule first),
/// and `sequence` 1 for games with a value sequence page, else 0.
fn boot_texts() -> String {
    // Sorted by id whatever serde_json's features (its own map keeps insertion order when
    // another crate of the workspace turns `preserve_order` on).
    let mut games = std::collections::BTreeMap::new();
    for e in CATALOGUE {
        let rule = if has_table(e) { e.why.rule } else { "" };
        games.insert(e.id, (e.name, rule, has_sequence(e) as u8));
    }
    let json = serde_json::to_string(&games).expect("strings serialise");
    format!("var bootGames = {json};")
}

fn has_table(e: &Entry) -> bool {
    lookup(e.example_game).map(|g| g.has_table()).unwrap_or(false)
}

fn has_sequence(e: &Entry) -> bool {
    lookup(e.example_game).map(|g| g.sequence_limit() > 0).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_game_has_its_rule() {
        let texts = boot_texts();
        let (mut tables, mut sequences) = (0, 0);
        for e in CATALOGUE {
            assert!(texts.contains(&serde_json::to_string(e.name).unwrap()), "{}'s name is missing", e.id);
            let rule = serde_json::to_string(e.why.rule).unwrap();
            assert_eq!(texts.contains(&rule), has_table(e), "{}'s rule", e.id);
            tables += has_table(e) as usize;
            sequences += has_sequence(e) as usize;
        }
        assert!(tables >= 5, "only {tables} games with a table");
        assert!(sequences >= 5, "only {sequences} games with a value sequence");
        // Names are JSON strings: a quote or a script end in a text cannot break out.
        assert!(!texts.contains("</script"));
    }

    #[test]
    fn the_texts_are_one_javascript_statement() {
        let texts = boot_texts();
        assert!(texts.starts_with("var bootGames = {\"") && texts.ends_with("};"));
        assert!(!texts.contains('\n'));
    }
}
