//! The boot screen's texts: what `index.html` shows before the app's wasm has arrived.
//!
//! A link to a game's page should show that game at once, not the catalogue's introduction:
//! a table page opens with the game's name and rule (the app draws the same heading and
//! paragraph when it starts), a play page with the game's name, a value sequence page with
//! its heading. `index.html` carries these texts in a block made from the engine's catalogue
//! by [`boot_texts`]; a test keeps the block equal to it (`NIMLAB_BLESS=1 cargo test -p
//! nimlab-app --lib boot` rewrites it).

/// Where the block starts and ends in `index.html`.
pub const BEGIN: &str = "/* boot-texts: begin";
pub const END: &str = "/* boot-texts: end */";

/// The block: a JavaScript object from game id to `[name, rule, sequence]`: the rule only for
/// games with a table page (empty otherwise; the play page does not show the rule first), and
/// `sequence` 1 for games with a value sequence page, else 0.
pub fn boot_texts() -> String {
    // Sorted by id whatever serde_json's features (its own map keeps insertion order when
    // another crate of the workspace turns `preserve_order` on).
    let mut games = std::collections::BTreeMap::new();
    for e in engine::games::CATALOGUE {
        let rule = if has_table(e) { e.why.rule } else { "" };
        games.insert(e.id, (e.name, rule, has_sequence(e) as u8));
    }
    let json = serde_json::to_string(&games).expect("strings serialise");
    format!(
        "{BEGIN} (made from the engine's catalogue by src/boot.rs; do not edit) */\n      var bootGames = {json};\n      {END}"
    )
}

fn has_table(e: &engine::game::Entry) -> bool {
    engine::games::lookup(e.example_game).map(|g| g.has_table()).unwrap_or(false)
}

fn has_sequence(e: &engine::game::Entry) -> bool {
    engine::games::lookup(e.example_game).map(|g| g.sequence_limit() > 0).unwrap_or(false)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn boot_block_in_index_html_is_the_catalogues() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/index.html");
        let html = std::fs::read_to_string(path).expect("index.html");
        let start = html.find(BEGIN).expect("index.html has the boot-texts block");
        let end = html[start..].find(END).expect("the block ends") + start + END.len();
        let want = boot_texts();
        if std::env::var_os("NIMLAB_BLESS").is_some() {
            std::fs::write(path, format!("{}{}{}", &html[..start], want, &html[end..])).expect("write index.html");
            return;
        }
        assert!(
            html[start..end] == want,
            "index.html's boot texts differ from the catalogue: run NIMLAB_BLESS=1 cargo test -p nimlab-app --lib boot"
        );
    }

    #[test]
    fn every_table_game_has_its_rule() {
        let texts = boot_texts();
        let (mut tables, mut sequences) = (0, 0);
        for e in engine::games::CATALOGUE {
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
}
