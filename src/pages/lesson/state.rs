//! The lesson editor's draft: a title and steps (a position and its caption), kept in the
//! browser between pages so "Add to lesson" on any play page adds to it.

use std::rc::Rc;

use yew::prelude::*;

use crate::route::{LessonStep, Route, MAX_LESSON_STEPS};

/// The draft lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    pub title: String,
    pub steps: Vec<LessonStep>,
}

pub enum DraftAction {
    /// Adds a position at the end (refused past [`MAX_LESSON_STEPS`]).
    Add {
        game: String,
        position: String,
    },
    Remove(usize),
    /// Moves a step one place up (towards the start) or down.
    Up(usize),
    Down(usize),
    Caption(usize, String),
    Title(String),
    Clear,
}

impl Draft {
    /// The draft as it is stored: its lesson link (empty when it has no steps).
    pub fn to_stored(&self) -> String {
        if self.steps.is_empty() {
            return String::new();
        }
        Route::Lesson { title: self.title.clone(), steps: self.steps.clone(), step: 0 }.to_hash()
    }

    /// A stored draft; anything unreadable is an empty draft.
    pub fn from_stored(text: &str) -> Draft {
        match Route::parse(text) {
            Route::Lesson { title, steps, .. } => Draft { title, steps },
            _ => Draft::default(),
        }
    }

    /// The lesson link, from the first step.
    pub fn link(&self) -> Option<String> {
        (!self.steps.is_empty()).then(|| self.to_stored())
    }

    /// Applies one change in place.
    pub fn apply(&mut self, action: DraftAction) {
        let n = self.steps.len();
        match action {
            DraftAction::Add { game, position } if n < MAX_LESSON_STEPS => {
                self.steps.push(LessonStep { game, position, caption: String::new() })
            }
            DraftAction::Add { .. } => {}
            DraftAction::Remove(i) if i < n => {
                self.steps.remove(i);
            }
            DraftAction::Up(i) if i > 0 && i < n => self.steps.swap(i - 1, i),
            DraftAction::Down(i) if i + 1 < n => self.steps.swap(i, i + 1),
            DraftAction::Caption(i, text) if i < n => self.steps[i].caption = text,
            DraftAction::Title(text) => self.title = text,
            DraftAction::Clear => *self = Draft::default(),
            DraftAction::Remove(_) | DraftAction::Up(_) | DraftAction::Down(_) | DraftAction::Caption(..) => {}
        }
    }
}

impl Reducible for Draft {
    type Action = DraftAction;

    fn reduce(self: Rc<Self>, action: DraftAction) -> Rc<Self> {
        let mut d = (*self).clone();
        d.apply(action);
        Rc::new(d)
    }
}

/// The key the draft is kept under in the browser.
pub const DRAFT_KEY: &str = "lesson-draft";

#[cfg(test)]
mod tests {
    use super::*;

    fn add(d: &mut Draft, game: &str, position: &str) {
        d.apply(DraftAction::Add { game: game.into(), position: position.into() });
    }

    #[test]
    fn steps_are_added_reordered_captioned_and_removed() {
        let mut d = Draft::default();
        add(&mut d, "nim", "3,4,5");
        add(&mut d, "kayles", "10");
        add(&mut d, "chomp", "5,4,2");
        d.apply(DraftAction::Up(2));
        d.apply(DraftAction::Caption(0, "XOR the heaps".into()));
        let order: Vec<&str> = d.steps.iter().map(|s| s.game.as_str()).collect();
        assert_eq!(order, ["nim", "chomp", "kayles"]);
        d.apply(DraftAction::Down(0));
        assert_eq!(d.steps[1].caption, "XOR the heaps");
        d.apply(DraftAction::Remove(0));
        assert_eq!(d.steps.len(), 2);
        // Out-of-range edits do nothing.
        d.apply(DraftAction::Up(0));
        d.apply(DraftAction::Down(1));
        d.apply(DraftAction::Remove(9));
        d.apply(DraftAction::Caption(9, "x".into()));
        assert_eq!(d.steps.len(), 2);
        assert_eq!(d.steps[0].game, "nim");
    }

    #[test]
    fn the_draft_is_stored_as_its_link() {
        let mut d = Draft { title: "Week 3: Nim".into(), ..Draft::default() };
        add(&mut d, "nim", "3,4,5");
        add(&mut d, "sum", "nim:3 + kayles:7");
        d.apply(DraftAction::Caption(1, "a sum & a caption = fine".into()));
        let stored = d.to_stored();
        assert!(stored.starts_with("#/lesson?title=Week%203:%20Nim&g=nim&p=3,4,5&"), "{stored}");
        assert_eq!(Draft::from_stored(&stored), d);
        assert_eq!(Draft::from_stored("garbage"), Draft::default());
        assert_eq!(Draft::default().to_stored(), "");
        assert_eq!(Draft::default().link(), None);
    }

    #[test]
    fn a_lesson_holds_at_most_the_limit() {
        let mut d = Draft::default();
        for i in 0..MAX_LESSON_STEPS + 5 {
            add(&mut d, "nim", &i.to_string());
        }
        assert_eq!(d.steps.len(), MAX_LESSON_STEPS);
    }
}
