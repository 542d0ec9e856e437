//! The share panel: the page's link as text and as a QR code, so students can scan the
//! position from the projector.

use qrcode::{Color, QrCode};
use yew::prelude::*;

use crate::util::{copy_to_clipboard, current_url};

/// The QR code of `text` as SVG squares (one unit per module, with a quiet zone of 4).
pub fn qr_svg(text: &str) -> Html {
    let Ok(code) = QrCode::new(text.as_bytes()) else {
        return html! { <p class="error">{ "This link is too long for a QR code." }</p> };
    };
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 8;
    let mut path = String::new();
    for (i, c) in colors.iter().enumerate() {
        if *c == Color::Dark {
            let (x, y) = (i % width + 4, i / width + 4);
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    html! {
        <svg class="qr" data-testid="qr" viewBox={format!("0 0 {size} {size}")} role="img"
             aria-label="QR code of this page's link" shape-rendering="crispEdges">
            <rect width={size.to_string()} height={size.to_string()} fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub onclose: Callback<()>,
}

#[component]
pub fn SharePanel(p: &ShareProps) -> Html {
    let url = current_url();
    let copied = use_state(|| false);
    let copy = {
        let url = url.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            copy_to_clipboard(&url);
            copied.set(true);
        })
    };
    let close = {
        let cb = p.onclose.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    // Escape closes the panel, as it would any dialog.
    {
        let cb = p.onclose.clone();
        use_effect_with((), move |_| {
            let listener = crate::util::key_listener(move |key: &str| {
                if key == "Escape" {
                    cb.emit(())
                }
            });
            move || drop(listener)
        });
    }
    html! {
        <aside class="share" data-testid="share-panel" role="dialog" aria-label="share this page">
            <h2>{ "Share this position" }</h2>
            { qr_svg(&url) }
            <p><input class="share-url" readonly=true value={url.clone()} aria-label="link to this page" data-testid="share-url" /></p>
            <p>
                <button onclick={copy}>{ if *copied { "Copied" } else { "Copy link" } }</button>
                <button onclick={close}>{ "Close" }</button>
            </p>
        </aside>
    }
}

/// The play pages' classroom buttons: Copy link, Add to lesson and, once a position was added,
/// a link to the lesson editor. `copied` and `lesson_size` are the page's state; `on_copied`
/// and `on_add` record a copy and add the shown position.
pub fn copy_and_lesson_buttons(
    copied: bool,
    lesson_size: Option<usize>,
    on_copied: Callback<()>,
    on_add: Callback<()>,
) -> Html {
    let oncopy = Callback::from(move |_: MouseEvent| {
        copy_to_clipboard(&current_url());
        on_copied.emit(());
    });
    let onlesson = Callback::from(move |_: MouseEvent| on_add.emit(()));
    let added = match lesson_size {
        Some(n) => format!("Added: lesson of {n}"),
        None => "Add to lesson".to_string(),
    };
    html! {
        <>
            <button onclick={oncopy} data-testid="copy-link">{ if copied { "Link copied" } else { "Copy link" } }</button>
            <button onclick={onlesson} data-testid="add-to-lesson">{ added }</button>
            if lesson_size.is_some() { <a class="button" href={crate::route::Route::LessonEditor.to_hash()}>{ "Edit the lesson" }</a> }
        </>
    }
}
