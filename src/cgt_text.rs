//! Canonical forms as the app shows them: CGSuite's short text (`^*`, `+-1`, `v2`) with the
//! glyphs of the textbooks (↑⋆, ±1, ↓2) and in words for screen readers; the sides and the
//! outcome classes in words.

use engine::partizan::Side;
use engine::Outcome;

/// "Left" or "Right", as a sentence names the player.
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Left => "Left",
        Side::Right => "Right",
    }
}

/// An outcome class in words, to follow a colon: "Left wins whoever starts (class L)".
pub fn class_sentence(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::L => "Left wins whoever starts (class L)",
        Outcome::R => "Right wins whoever starts (class R)",
        Outcome::N => "whoever starts wins (class N)",
        Outcome::P => "whoever starts loses (class P)",
        Outcome::Draw => "a draw with best play",
    }
}

/// The short notation with ↑, ↓, ⋆ and ± in place of `^`, `v`, `*` and `+-`.
pub fn glyphs(short: &str) -> String {
    short.replace("+-", "±").replace('^', "↑").replace('v', "↓").replace('*', "⋆")
}

/// The short notation in words, for a screen reader (`^*` is "up star").
pub fn spoken(short: &str) -> String {
    let mut out = String::new();
    let mut chars = short.chars().peekable();
    while let Some(c) = chars.next() {
        let word = match c {
            '^' => "up",
            'v' => "down",
            '*' => "star",
            '+' if chars.peek() == Some(&'-') => {
                chars.next();
                "plus or minus"
            }
            '|' => "bar",
            '{' => "{",
            '}' => "}",
            ',' => ",",
            _ => {
                out.push(c);
                continue;
            }
        };
        if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
        out.push_str(word);
        out.push(' ');
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_and_words() {
        assert_eq!(glyphs("^*"), "↑⋆");
        assert_eq!(glyphs("+-1"), "±1");
        assert_eq!(glyphs("{2|-1/2}"), "{2|-1/2}");
        assert_eq!(glyphs("v2*3"), "↓2⋆3");
        assert_eq!(spoken("^*"), "up star");
        assert_eq!(spoken("+-1"), "plus or minus 1");
        assert_eq!(spoken("*2"), "star 2");
        assert_eq!(spoken("{2|-1/2}"), "{ 2 bar -1/2 }");
    }
}
