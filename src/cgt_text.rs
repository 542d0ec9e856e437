//! Canonical forms as the app shows them: CGSuite's short text (`^*`, `+-1`, `vv`, `^3`) with
//! the glyphs of the textbooks (↑⋆, ±1, ⇓, 3·↑) and in words for screen readers; the sides and the
//! outcome classes in words.

use engine::vocab::Side;
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

/// The short notation with ↑, ↓, ⋆ and ± in place of `^`, `v`, `*` and `+-`; double-up `^^`
/// is ⇑ (and `vv` ⇓), and n ≥ 3 ups, which CGSuite writes `^3`, are `3·↑`: "↑3" reads as an
/// up-power or an ordinal ("up-third") to a class, and "3·↑" is how the textbooks write the
/// multiple. A number before them is joined by `+` (`1^3*` is `1+3·↑⋆`).
pub fn glyphs(short: &str) -> String {
    let chars: Vec<char> = short.replace("+-", "±").chars().collect();
    let mut out = String::with_capacity(short.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '^' || c == 'v' {
            let mut k = 1;
            while chars.get(i + k) == Some(&c) {
                k += 1;
            }
            let digits: String = chars[i + k..].iter().take_while(|d| d.is_ascii_digit()).collect();
            let (one, two) = if c == '^' { ('↑', '⇑') } else { ('↓', '⇓') };
            let count = if digits.is_empty() { k } else { digits.parse().unwrap_or(k) };
            match count {
                1 => out.push(one),
                2 => out.push(two),
                n => {
                    if out.ends_with(|p: char| p.is_ascii_digit()) {
                        out.push('+');
                    }
                    out.push_str(&format!("{n}·{one}"));
                }
            }
            i += k + digits.len();
        } else {
            out.push(if c == '*' { '⋆' } else { c });
            i += 1;
        }
    }
    out
}

/// A loopy form (`3/2over`, `{on||0|-1/2} & {1/2|0||off}`, `a{0|{a|*}}`) with glyphs in its
/// short parts: the words (`on`, `over`, `pass`, a node's name) are left alone, and only a
/// word of `v`s alone (with its count) is down.
pub fn loopy_glyphs(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while !rest.is_empty() {
        let letters = rest.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len());
        if letters > 0 {
            let word = &rest[..letters];
            if word.chars().all(|c| c == 'v') {
                let digits = rest[letters..].find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len() - letters);
                out.push_str(&glyphs(&rest[..letters + digits]));
                rest = &rest[letters + digits..];
            } else {
                out.push_str(word);
                rest = &rest[letters..];
            }
            continue;
        }
        let run = rest.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(rest.len());
        out.push_str(&glyphs(&rest[..run]));
        rest = &rest[run..];
    }
    out
}

/// Whether a word of a sentence is a value in the short or braces notation (`+-1*4`, `1^*5`,
/// `{0|*}`, `v2`), as opposed to an English word that happens to hold a `v`.
fn is_value(word: &str) -> bool {
    let core = word.replace("Tiny", "").replace("Miny", "");
    let marked = core.contains(['^', '*', '{', '|']) || core.contains("+-") || core.starts_with('v');
    marked && core.chars().all(|c| c.is_ascii_digit() || "^v*+-/{}|,.()".contains(c))
}

/// A sentence with the values in it written with glyphs (the working's steps: "Left's option
/// +-1*4 is dominated: +-1*4 ≤ 1^*5"); the words are left alone.
pub fn glyphs_in_text(sentence: &str) -> String {
    let mut out = String::with_capacity(sentence.len());
    for (i, word) in sentence.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        // Punctuation that ends a clause, a possessive or brackets around a value are not part
        // of it ("{0|*}.", "^,", "{0|*}'s", "(v2*)").
        let mut core = word;
        loop {
            let before = core.len();
            core = core.trim_end_matches([',', '.', ';', ':']);
            core = core.strip_suffix("'s").unwrap_or(core);
            if core.matches('(').count() < core.matches(')').count() {
                core = core.strip_suffix(')').unwrap_or(core);
            }
            if core.len() == before {
                break;
            }
        }
        let (lead, core) = match core.strip_prefix('(') {
            Some(rest) if rest.matches('(').count() >= rest.matches(')').count() => ("(", rest),
            _ => ("", core),
        };
        if is_value(core) {
            out.push_str(lead);
            out.push_str(&glyphs(core));
            out.push_str(&word[lead.len() + core.len()..]);
        } else {
            out.push_str(word);
        }
    }
    out
}

/// How many characters of a value are shown before the rest is folded away ("show all").
pub const SHORT_FORM: usize = 60;

/// A long form cut at a place that reads well (after a bar or a comma, near [`SHORT_FORM`]
/// characters), or `None` when it is short enough to show whole.
pub fn shortened(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= SHORT_FORM + 10 {
        return None;
    }
    let cut = (SHORT_FORM / 2..=SHORT_FORM).rev().find(|&i| matches!(chars[i - 1], '|' | ',')).unwrap_or(SHORT_FORM);
    Some(format!("{}…", chars[..cut].iter().collect::<String>()))
}

/// The short notation in words, for a screen reader (`^*` is "up star"); ups are counted as
/// [`glyphs`] counts them, so that ⇑ is "double up", not "up up".
pub fn spoken(short: &str) -> String {
    let mut out = String::new();
    let mut chars = short.chars().peekable();
    while let Some(c) = chars.next() {
        let counted;
        let word = match c {
            '^' | 'v' => {
                let mut k = 1;
                while chars.peek() == Some(&c) {
                    chars.next();
                    k += 1;
                }
                let mut digits = String::new();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    digits.push(*d);
                    chars.next();
                }
                let n = if digits.is_empty() { k } else { digits.parse().unwrap_or(k) };
                let (one, many) = if c == '^' { ("up", "ups") } else { ("down", "downs") };
                counted = match n {
                    1 => one.to_string(),
                    2 => format!("double {one}"),
                    n if out.ends_with(|p: char| p.is_ascii_digit()) => format!("plus {n} {many}"),
                    n => format!("{n} {many}"),
                };
                counted.as_str()
            }
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
    fn loopy_words_keep_their_letters() {
        assert_eq!(loopy_glyphs("over"), "over");
        assert_eq!(loopy_glyphs("3/2over & upon*"), "3/2over & upon⋆");
        assert_eq!(loopy_glyphs("{on||0|-1/2} & {1/2|0||off}"), "{on||0|-1/2} & {1/2|0||off}");
        assert_eq!(loopy_glyphs("a{^|{a|v}}"), "a{↑|{a|↓}}");
        assert_eq!(loopy_glyphs("{pass|v3*}"), "{pass|3·↓⋆}");
    }

    #[test]
    fn glyphs_and_words() {
        assert_eq!(glyphs("^*"), "↑⋆");
        assert_eq!(glyphs("+-1"), "±1");
        assert_eq!(glyphs("{2|-1/2}"), "{2|-1/2}");
        assert_eq!(glyphs("v2*3"), "⇓⋆3");
        assert_eq!(glyphs("^^*"), "⇑⋆");
        assert_eq!(glyphs("vv"), "⇓");
        assert_eq!(glyphs("^3"), "3·↑");
        assert_eq!(glyphs("1/2v4*"), "1/2+4·↓⋆");
        assert_eq!(glyphs("{1|^3||^}"), "{1|3·↑||↑}");
        assert_eq!(spoken("^*"), "up star");
        assert_eq!(spoken("+-1"), "plus or minus 1");
        assert_eq!(spoken("*2"), "star 2");
        assert_eq!(spoken("{2|-1/2}"), "{ 2 bar -1/2 }");
        assert_eq!(spoken("^^*"), "double up star");
        assert_eq!(spoken("v2*3"), "double down star 3");
        assert_eq!(spoken("1^3*"), "1 plus 3 ups star");
    }

    #[test]
    fn values_in_sentences_take_glyphs_and_words_do_not() {
        assert_eq!(
            glyphs_in_text("Left's option +-1*4 is dominated: +-1*4 ≤ 1^*5, so Left never needs it."),
            "Left's option ±1⋆4 is dominated: ±1⋆4 ≤ 1↑⋆5, so Left never needs it."
        );
        assert_eq!(glyphs_in_text("replaced by {0|*}'s options (vv*)."), "replaced by {0|⋆}'s options (⇓⋆).");
        assert_eq!(glyphs_in_text("options for Right: v, ^*."), "options for Right: ↓, ↑⋆.");
        assert_eq!(glyphs_in_text("every move reverses via 3/4"), "every move reverses via 3/4");
        assert_eq!(glyphs_in_text("Tiny(2) and {Tiny(2)|*}"), "Tiny(2) and {Tiny(2)|⋆}");
    }

    #[test]
    fn long_forms_are_cut_at_a_bar_or_a_comma() {
        assert_eq!(shortened("{2|-1/2}"), None);
        let long = format!("{{{}|0}}", vec!["{1|0}"; 40].join(","));
        let short = shortened(&long).unwrap();
        assert!(short.ends_with(",…") || short.ends_with("|…"), "{short}");
        assert!(short.chars().count() <= SHORT_FORM + 1);
        assert!(long.starts_with(short.trim_end_matches('…')));
    }
}
