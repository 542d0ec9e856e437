//! Errors as the reader sees them: a parse error with its faulty character marked in the text,
//! and the main thread's panic hook, which replaces the page with a readable message (a panic
//! would otherwise leave a blank or frozen page).

use yew::prelude::*;

use crate::protocol::{ErrorKind, JobError};

/// The text of a panic: its message and where it happened.
pub fn panic_text(info: &std::panic::PanicHookInfo) -> String {
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into());
    match info.location() {
        Some(l) => format!("{message} (in {} line {})", l.file(), l.line()),
        None => message,
    }
}

/// `text` split around character `at`: before, the character (empty past the end), after.
pub fn split_at_char(text: &str, at: usize) -> (String, String, String) {
    let before: String = text.chars().take(at).collect();
    let ch: String = text.chars().skip(at).take(1).collect();
    let after: String = text.chars().skip(at + 1).collect();
    (before, ch, after)
}

/// The error's message and, when it points at a character, the text with that character in a
/// `<mark>` (`data-testid="error-at"`); past the end of the text, a marked gap says so. The
/// position is also said in words, so the mark's colour is not the only signal.
pub fn error_with_text(error: &JobError, text: &str) -> Html {
    let Some(at) = error.at else { return html! { { error.message.clone() } } };
    let (before, ch, after) = split_at_char(text, at);
    let (mark, title) = if ch.is_empty() {
        ("\u{2423}".to_string(), "the text ends here".to_string())
    } else if ch.trim().is_empty() {
        ("\u{2423}".to_string(), format!("a space, character {}", at + 1))
    } else {
        (ch, format!("character {}", at + 1))
    };
    html! {
        <>
            { format!("{} (at character {}):", error.message, at + 1) }{ " " }
            <code class="error-text">{ before }<mark data-testid="error-at" title={title}>{ mark }</mark>{ after }</code>
        </>
    }
}

/// "The solver stopped: …" and a Retry button, for a job whose worker died.
pub fn stopped_view(error: &JobError, onretry: Callback<MouseEvent>) -> Html {
    html! {
        <div class="error solver-stopped" role="alert" data-testid="solver-stopped">
            <p>{ &error.message }{ " A fresh solver has been started." }</p>
            <button onclick={onretry} data-testid="retry">{ "Retry" }</button>
        </div>
    }
}

/// A whole number typed in a field; the error points at the first character that is not a
/// digit (spaces around the number are allowed).
pub fn parse_whole(text: &str) -> Result<usize, JobError> {
    let t = text.trim();
    let lead = text.chars().take_while(|c| c.is_whitespace()).count();
    match t.parse::<usize>() {
        Ok(n) => Ok(n),
        Err(_) => {
            let bad = t.chars().position(|c| !c.is_ascii_digit());
            let message = match bad {
                Some(_) => format!("'{t}' is not a whole number"),
                None if t.is_empty() => "a whole number is missing".to_string(),
                None => format!("{t} is too large"),
            };
            Err(JobError { kind: ErrorKind::Input, message, at: bad.map(|i| lead + i) })
        }
    }
}

/// Replaces the page with a readable message when the app panics (installed by `bin/app.rs`;
/// through Yew, which otherwise installs its own hook, console only, when the app starts).
pub fn install_panic_hook() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let text = panic_text(info);
        web_sys::console::error_1(&format!("nimlab panicked: {text}").into());
        show_panic(&text);
    }));
}

fn show_panic(text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(body) = doc.body() else { return };
    let el = |tag: &str, content: &str| {
        let e = doc.create_element(tag).ok()?;
        e.set_text_content(Some(content));
        Some(e)
    };
    let Ok(main) = doc.create_element("main") else { return };
    let _ = main.set_attribute("class", "app-panic");
    let _ = main.set_attribute("role", "alert");
    let _ = main.set_attribute("data-testid", "app-panic");
    let parts = [
        el("h2", "nimlab stopped because of an internal error"),
        el("p", &format!("The message was: {text}.")),
        el("p", "Reload the page to start again; the link keeps the position you were looking at."),
    ];
    for part in parts.into_iter().flatten() {
        let _ = main.append_child(&part);
    }
    body.set_inner_html("");
    let _ = body.append_child(&main);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_characters() {
        assert_eq!(split_at_char("aéb", 1), ("a".into(), "é".into(), "b".into()));
        assert_eq!(split_at_char("ab", 2), ("ab".into(), String::new(), String::new()));
        assert_eq!(split_at_char("", 0), (String::new(), String::new(), String::new()));
    }

    #[test]
    fn fields_point_at_their_first_bad_character() {
        assert_eq!(parse_whole(" 12 "), Ok(12));
        let e = parse_whole(" 1e5").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert_eq!(e.message, "'1e5' is not a whole number");
        assert_eq!(parse_whole("-3").unwrap_err().at, Some(0));
        assert_eq!(parse_whole("").unwrap_err().at, None);
        assert_eq!(parse_whole("99999999999999999999999").unwrap_err().at, None);
    }
}
