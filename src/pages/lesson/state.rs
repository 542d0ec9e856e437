//! The lesson editor's draft: a title and steps (a position, its caption, misère or not, answers
//! hidden or not, who moves first in a partizan game), kept in the browser between pages so "Add to lesson" on any play page adds
//! to it. Clearing it or removing a step can be undone, so one slip loses no captions.

use std::rc::Rc;

use engine::vocab::Side;
use yew::prelude::*;

use crate::route::{LessonStep, Route, MAX_LESSON_STEPS};

/// The draft lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    pub title: String,
    pub steps: Vec<LessonStep>,
    /// The draft before the last clear or removal, offered back until the next change (not
    /// stored: it lasts while the editor is open).
    pub undo: Option<Undo>,
}

/// What an undo restores, and what the editor says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undo {
    pub title: String,
    pub steps: Vec<LessonStep>,
    /// E.g. "Draft cleared." or "Step 2 removed."
    pub said: String,
}

pub enum DraftAction {
    /// Adds a position at the end (refused past [`MAX_LESSON_STEPS`]).
    Add {
        game: String,
        position: String,
        misere: bool,
        hidden: bool,
        side: Side,
    },
    Remove(usize),
    /// Turns a step's misère play on or off.
    Misere(usize, bool),
    /// Hides or shows a step's answers.
    Hidden(usize, bool),
    /// Who moves first in a partizan step.
    Side(usize, Side),
    /// Moves a step one place up (towards the start) or down.
    Up(usize),
    Down(usize),
    Caption(usize, String),
    Title(String),
    Clear,
    /// Puts back the draft as it was before the last clear or removal.
    Undo,
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
            Route::Lesson { title, steps, .. } => Draft { title, steps, undo: None },
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
        // Any other change makes an older undo stale: it would throw the change away.
        let before = self.undo.take();
        let saved = |d: &Draft, said: String| Some(Undo { title: d.title.clone(), steps: d.steps.clone(), said });
        match action {
            DraftAction::Add { game, position, misere, hidden, side } if n < MAX_LESSON_STEPS => {
                self.steps.push(LessonStep { misere, hidden, side, ..LessonStep::new(game, position, "") })
            }
            DraftAction::Add { .. } => {}
            DraftAction::Remove(i) if i < n => {
                self.undo = saved(self, format!("Step {} removed.", i + 1));
                self.steps.remove(i);
            }
            DraftAction::Misere(i, on) if i < n => self.steps[i].misere = on,
            DraftAction::Hidden(i, on) if i < n => self.steps[i].hidden = on,
            DraftAction::Side(i, side) if i < n => self.steps[i].side = side,
            DraftAction::Up(i) if i > 0 && i < n => self.steps.swap(i - 1, i),
            DraftAction::Down(i) if i + 1 < n => self.steps.swap(i, i + 1),
            DraftAction::Caption(i, text) if i < n => self.steps[i].caption = text,
            DraftAction::Title(text) => self.title = text,
            DraftAction::Clear if n > 0 || !self.title.is_empty() => {
                let undo = saved(self, "Draft cleared.".into());
                *self = Draft { undo, ..Draft::default() };
            }
            DraftAction::Clear => {}
            DraftAction::Undo => {
                if let Some(u) = before {
                    *self = Draft { title: u.title, steps: u.steps, undo: None };
                }
            }
            DraftAction::Remove(_)
            | DraftAction::Up(_)
            | DraftAction::Down(_)
            | DraftAction::Caption(..)
            | DraftAction::Misere(..)
            | DraftAction::Hidden(..)
            | DraftAction::Side(..) => {}
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
        d.apply(DraftAction::Add {
            game: game.into(),
            position: position.into(),
            misere: false,
            hidden: false,
            side: Side::Left,
        });
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
    fn misere_and_hidden_are_kept_per_step() {
        let mut d = Draft::default();
        d.apply(DraftAction::Add {
            game: "nim".into(),
            position: "1,1,2".into(),
            misere: true,
            hidden: false,
            side: Side::Left,
        });
        add(&mut d, "kayles", "7");
        d.apply(DraftAction::Hidden(1, true));
        d.apply(DraftAction::Misere(0, false));
        d.apply(DraftAction::Misere(0, true));
        d.apply(DraftAction::Hidden(9, true));
        assert_eq!((d.steps[0].misere, d.steps[0].hidden), (true, false));
        assert_eq!((d.steps[1].misere, d.steps[1].hidden), (false, true));
        assert_eq!(Draft::from_stored(&d.to_stored()), d);
    }

    #[test]
    fn the_side_to_move_is_kept_per_step() {
        let mut d = Draft::default();
        d.apply(DraftAction::Add {
            game: "domineering".into(),
            position: "2x3".into(),
            misere: false,
            hidden: true,
            side: Side::Right,
        });
        add(&mut d, "domineering", "3x3");
        d.apply(DraftAction::Side(1, Side::Right));
        d.apply(DraftAction::Side(0, Side::Left));
        d.apply(DraftAction::Side(9, Side::Left));
        assert_eq!((d.steps[0].side, d.steps[1].side), (Side::Left, Side::Right));
        let stored = d.to_stored();
        assert!(stored.contains("g=domineering&p=3x3&s=R&"), "{stored}");
        assert_eq!(Draft::from_stored(&stored), d);
        // A draft stored before steps had a side reads with Left to move.
        let old = Draft::from_stored("#/lesson?title=W&g=domineering&p=2x3&h=1&g=nim&p=3&step=1");
        assert_eq!(old.steps.len(), 2);
        assert!(old.steps.iter().all(|s| s.side == Side::Left));
        assert!(old.steps[0].hidden);
    }

    #[test]
    fn clearing_and_removing_can_be_undone() {
        let mut d = Draft { title: "Week 3".into(), ..Draft::default() };
        add(&mut d, "nim", "3,4,5");
        add(&mut d, "kayles", "7");
        d.apply(DraftAction::Caption(0, "XOR".into()));
        let full = d.clone();
        d.apply(DraftAction::Clear);
        assert!(d.steps.is_empty() && d.title.is_empty());
        assert_eq!(d.undo.as_ref().map(|u| u.said.as_str()), Some("Draft cleared."));
        // The cleared draft is stored empty; the undo lives in the editor only.
        assert_eq!(d.to_stored(), "");
        d.apply(DraftAction::Undo);
        assert_eq!(d, full);
        // A removed step comes back in its place, caption and all.
        d.apply(DraftAction::Remove(0));
        assert_eq!(d.undo.as_ref().map(|u| u.said.as_str()), Some("Step 1 removed."));
        d.apply(DraftAction::Undo);
        assert_eq!(d, full);
        // Another change withdraws the offer, so an undo never throws that change away.
        d.apply(DraftAction::Clear);
        add(&mut d, "chomp", "5,4,2");
        assert_eq!(d.undo, None);
        d.apply(DraftAction::Undo);
        assert_eq!(d.steps.len(), 1);
        // Clearing an empty draft offers nothing to undo.
        let mut empty = Draft::default();
        empty.apply(DraftAction::Clear);
        assert_eq!(empty.undo, None);
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
