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

/// A count with thin groups of three digits, as the progress texts write them: 120,000.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn groups_of_three() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(120_000), "120,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }
}
