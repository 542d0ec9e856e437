//! The lesson editor: the draft lesson's steps (added with "Add to lesson" on any play page, or
//! typed here), reordered, captioned, played in misère or not, their answers hidden or not, with
//! Left or Right to move first in a partizan game, and titled, with the lesson's link to open or copy. Clearing and removing can be undone.

use engine::vocab::Side;
use yew::prelude::*;

use super::state::{Draft, DraftAction, DRAFT_KEY};
use crate::route::{LessonStep, Route, MAX_LESSON_STEPS};
use crate::util::{copy_to_clipboard, load_setting, save_setting};

/// Checks a typed step: the game's canonical id and the position's canonical text, or what is
/// wrong (parsing only, quick on the main thread).
pub fn check_step(game: &str, position: &str) -> Result<(String, String), String> {
    let g = engine::lookup(game).map_err(|e| format!("the game '{game}' is not valid: {e}"))?;
    let p =
        g.normalize(position).map_err(|e| format!("the position '{position}' is not valid for {}: {e}", g.name()))?;
    Ok((g.id(), p))
}

#[component]
pub fn LessonEditorPage() -> Html {
    let draft = use_reducer(|| load_setting(DRAFT_KEY).map(|s| Draft::from_stored(&s)).unwrap_or_default());
    // The first game of the catalogue until another is typed.
    let game = use_state(|| engine::games::CATALOGUE[0].id.to_string());
    let position = use_state(String::new);
    let error = use_state(|| None::<String>);
    let copied = use_state(|| false);
    // Every change is kept, so the next "Add to lesson" adds to it.
    use_effect_with((*draft).clone(), |d| save_setting(DRAFT_KEY, &d.to_stored()));

    let act = |make: Box<dyn Fn() -> DraftAction>| on_click(&draft, make);
    let ontitle = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.dispatch(DraftAction::Title(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
        })
    };
    let onadd = {
        let (draft, game, position, error) = (draft.clone(), game.clone(), position.clone(), error.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if draft.steps.len() >= MAX_LESSON_STEPS {
                error.set(Some(format!("a lesson has at most {MAX_LESSON_STEPS} steps")));
                return;
            }
            match check_step(&game, &position) {
                Ok((game, position)) => {
                    error.set(None);
                    draft.dispatch(DraftAction::Add { game, position, misere: false, hidden: false, side: Side::Left });
                }
                Err(e) => error.set(Some(e)),
            }
        })
    };
    let text_input = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |e: InputEvent| state.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    let link = draft.link();
    let oncopy = {
        let (link, copied) = (link.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(l) = &link {
                let base = crate::util::current_url();
                let base = base.split('#').next().unwrap_or_default();
                copy_to_clipboard(&format!("{base}{l}"));
                copied.set(true);
            }
        })
    };
    let n = draft.steps.len();
    html! {
        <section class="lesson-editor">
            <h2>{ "Lesson editor" }</h2>
            <p>{ "A lesson is a series of positions with your captions, shown one at a time (← and → step through it on a projector). \
                   Add positions here or with \"Add to lesson\" on any play page." }</p>
            <label class="lesson-title">{ "Title " }
                <input type="text" value={draft.title.clone()} oninput={ontitle} data-testid="lesson-title" placeholder="e.g. Week 3: Nim and XOR" /></label>
            if n == 0 {
                <p class="note" data-testid="lesson-empty">{ "No positions yet." }</p>
            }
            <ol class="lesson-steps" data-testid="lesson-steps">
                { for draft.steps.iter().enumerate().map(|(i, s)| step_row(&draft, i, s, n)) }
            </ol>
            // Next to the steps, where the eye is after a removal or a clear.
            if let Some(u) = &draft.undo {
                <p class="undo-note" role="status" data-testid="undo-note">{ format!("{} ", u.said) }
                    <button onclick={act(Box::new(|| DraftAction::Undo))} data-testid="undo-clear">{ "Undo" }</button></p>
            }
            <form class="open" onsubmit={onadd}>
                <label>{ "Game " }<input type="text" class="notation-input" value={(*game).clone()} oninput={text_input(&game)}
                    aria-label="game id" /></label>{ " " }
                <label>{ "Position " }<input type="text" class="notation-input" value={(*position).clone()} oninput={text_input(&position)}
                    aria-label="position" data-testid="lesson-add-position" /></label>{ " " }
                <button type="submit">{ "Add the position" }</button>
            </form>
            if let Some(e) = &*error { <p class="status error" role="alert">{ e }</p> }
            <p class="controls">
                if let Some(l) = &link {
                    <a class="button" href={l.clone()} data-testid="lesson-open">{ "Open the lesson" }</a>
                    <button onclick={oncopy}>{ if *copied { "Link copied" } else { "Copy the lesson's link" } }</button>
                }
                <button onclick={act(Box::new(|| DraftAction::Clear))} disabled={n == 0} data-testid="lesson-clear">{ "Start a new lesson" }</button>
            </p>
        </section>
    }
}

/// A button's callback that applies `make()` to the draft.
fn on_click(draft: &UseReducerHandle<Draft>, make: Box<dyn Fn() -> DraftAction>) -> Callback<MouseEvent> {
    let draft = draft.clone();
    Callback::from(move |_: MouseEvent| draft.dispatch(make()))
}

/// Step `i` (`s`) of the `n` in the draft: its link, caption and flags, and the buttons that
/// move or remove it.
fn step_row(draft: &UseReducerHandle<Draft>, i: usize, s: &LessonStep, n: usize) -> Html {
    let name = engine::games::entry(&s.game).map_or(s.game.as_str(), |e| e.name);
    let oncaption = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.dispatch(DraftAction::Caption(i, e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
        })
    };
    let play = Route::Play {
        game: s.game.clone(),
        position: s.position.clone(),
        misere: s.misere,
        hidden: false,
        side: s.side,
    }
    .to_hash();
    let flag = |make: fn(usize, bool) -> DraftAction| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            draft.dispatch(make(i, e.target_unchecked_into::<web_sys::HtmlInputElement>().checked()))
        })
    };
    // A game without a misère variant cannot be ticked misère (a step already
    // misère can still be unticked).
    let has_misere = engine::lookup(&s.game).is_ok_and(|g| g.has_misere());
    // Only a partizan step asks who moves (a step already Right to move keeps
    // its choice, so that it can be set back).
    let asks_side = s.side == Side::Right || engine::lookup(&s.game).is_ok_and(|g| g.is_partizan(&s.position));
    let onside = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            draft.dispatch(DraftAction::Side(i, if value == "right" { Side::Right } else { Side::Left }))
        })
    };
    html! {
        <li class="lesson-step-row" data-game={s.game.clone()} data-position={s.position.clone()}
            data-misere={s.misere.to_string()} data-hidden={s.hidden.to_string()}
            data-side={asks_side.then_some(s.side.as_str())}>
            <a href={play}>{ format!("{name} {}", s.position) }{ if s.misere { " (misère)" } else { "" } }</a>
            <input type="text" class="caption" value={s.caption.clone()} oninput={oncaption}
                aria-label={format!("caption of step {}", i + 1)} placeholder="caption" />
            <label class="step-flag">
                <input type="checkbox" checked={s.hidden} onchange={flag(DraftAction::Hidden)}
                    data-testid={format!("step-hidden-{}", i + 1)} />{ " hide the answer" }</label>
            <label class="step-flag" title={(!has_misere).then_some("this game has no misère variant")}>
                <input type="checkbox" checked={s.misere} onchange={flag(DraftAction::Misere)}
                    disabled={!has_misere && !s.misere} data-testid={format!("step-misere-{}", i + 1)} />{ " misère" }</label>
            if asks_side {
                <label class="step-flag">{ "to move first: " }
                    <select onchange={onside} data-testid={format!("step-side-{}", i + 1)}>
                        <option value="left" selected={s.side == Side::Left}>{ "Left" }</option>
                        <option value="right" selected={s.side == Side::Right}>{ "Right" }</option>
                    </select></label>
            }
            // The three stay together on one line, whatever wraps before them.
            <span class="step-buttons" data-testid={format!("step-buttons-{}", i + 1)}>
                <button onclick={on_click(draft, Box::new(move || DraftAction::Up(i)))} disabled={i == 0}
                    aria-label={format!("move step {} up", i + 1)}>{ "↑" }</button>
                <button onclick={on_click(draft, Box::new(move || DraftAction::Down(i)))} disabled={i + 1 == n}
                    aria-label={format!("move step {} down", i + 1)}>{ "↓" }</button>
                <button onclick={on_click(draft, Box::new(move || DraftAction::Remove(i)))}
                    aria-label={format!("remove step {}", i + 1)}>{ "✕" }</button>
            </span>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_steps_are_checked() {
        assert_eq!(check_step("subtract:1,3,4", " 21 "), Ok(("subtract:1,3,4".into(), "21".into())));
        assert!(check_step("nimm", "3").unwrap_err().starts_with("the game 'nimm' is not valid"));
        assert!(check_step("nim", "3,x").unwrap_err().starts_with("the position '3,x' is not valid for Nim"));
    }
}
