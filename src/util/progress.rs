//! The progress bar shown while the worker computes a long job.

/// A progress bar for work in the worker, with what is done in words and a Cancel button.
pub fn progress_bar(
    testid: &'static str,
    label: &'static str,
    done: usize,
    total: usize,
    words: String,
    oncancel: yew::Callback<yew::MouseEvent>,
) -> yew::Html {
    yew::html! {
        <div class="progress" data-testid={testid}>
            <progress max={total.to_string()} value={done.to_string()} aria-label={label}></progress>
            <span>{ words }</span>
            <button onclick={oncancel} data-testid="cancel">{ "Cancel" }</button>
        </div>
    }
}
