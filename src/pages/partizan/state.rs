//! The partizan play page's state: the positions played and edited (with undo and redo through
//! both), who moves in each, and the classroom switches. A move hands the turn to the other
//! side; an edit keeps the side to move; choosing a side changes who moves now and forgets the
//! line after it.

use std::rc::Rc;

use engine::vocab::{Side, Spot};
use yew::Reducible;

use crate::pages::history::History;

/// How a position of the line was reached.
#[derive(Clone, Debug, PartialEq)]
pub enum How {
    /// The position the page opened with (or a new game's).
    Start,
    /// A move: its text, what it does in words, who made it and where on the board.
    Move { text: String, words: String, by: Side, spot: Spot },
    /// A board set up in the editor.
    Edit,
}

/// One position of the line, with who moves in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub position: String,
    pub to_move: Side,
    pub how: How,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PartizanState {
    /// The position the link opened with and its side to move: what New game goes back to.
    start: (String, Side),
    pub line: History<Step>,
    /// The link hides the answers (a "who wins?" moment) ...
    pub hidden: bool,
    /// ... until Reveal is pressed.
    pub revealed: bool,
    pub editing: bool,
    pub copied: bool,
    /// The draft lesson's length once the shown position was added to it.
    pub lesson_size: Option<usize>,
}

pub enum Action {
    Play {
        text: String,
        words: String,
        to: String,
        spot: Spot,
    },
    Undo,
    Redo,
    /// Back to the position and side the page opened with, the line forgotten.
    NewGame,
    /// This side moves now; what was played after the shown position is forgotten.
    SetSide(Side),
    /// A board from the editor, the side to move kept.
    Edit(String),
    Reveal,
    /// The "hide answers" switch: on hides them (again, after a Reveal), off shows them.
    SetHidden(bool),
    ToggleEditing,
    Copied,
    AddedToLesson(usize),
}

impl PartizanState {
    pub fn new(position: String, side: Side, hidden: bool) -> Self {
        PartizanState {
            start: (position.clone(), side),
            line: History::new(Step { position, to_move: side, how: How::Start }),
            hidden,
            revealed: false,
            editing: false,
            copied: false,
            lesson_size: None,
        }
    }

    pub fn step(&self) -> &Step {
        self.line.current()
    }

    pub fn position(&self) -> &str {
        &self.step().position
    }

    pub fn to_move(&self) -> Side {
        self.step().to_move
    }

    pub fn answers_shown(&self) -> bool {
        !self.hidden || self.revealed
    }

    pub fn can_undo(&self) -> bool {
        self.line.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.line.can_redo()
    }

    /// Whether New game would change anything.
    pub fn started(&self) -> bool {
        self.line.len() > 1 || self.step().to_move != self.start.1
    }

    /// The moves that built the shown board since it was last set up (opened, started anew or
    /// edited), oldest first, with who made each: pieces put down stay drawn as theirs.
    pub fn moves_on_board(&self) -> Vec<(Side, &Spot)> {
        let mut out = Vec::new();
        for step in self.line.steps()[..=self.line.cursor()].iter().rev() {
            match &step.how {
                How::Move { by, spot, .. } => out.push((*by, spot)),
                How::Start | How::Edit => break,
            }
        }
        out.reverse();
        out
    }

    /// Who made the move that reached the shown position, its text and its words.
    pub fn last_move(&self) -> Option<(Side, &str, &str)> {
        match &self.step().how {
            How::Move { text, words, by, .. } => Some((*by, text.as_str(), words.as_str())),
            _ => None,
        }
    }
}

impl Reducible for PartizanState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Play { text, words, to, spot } => {
                let by = s.to_move();
                s.line.push(Step { position: to, to_move: by.other(), how: How::Move { text, words, by, spot } });
            }
            Action::Undo => {
                if !s.line.undo() {
                    return self;
                }
            }
            Action::Redo => {
                if !s.line.redo() {
                    return self;
                }
            }
            Action::NewGame => {
                if !s.started() {
                    return self;
                }
                let (position, side) = s.start.clone();
                s.line.restart(Step { position, to_move: side, how: How::Start });
                s.revealed = false;
            }
            Action::SetSide(side) => {
                if side == s.to_move() {
                    return self;
                }
                s.line.forget_after();
                s.line.current_mut().to_move = side;
            }
            Action::Edit(to) => {
                if to == s.position() {
                    return self;
                }
                let side = s.to_move();
                s.line.push(Step { position: to, to_move: side, how: How::Edit });
            }
            Action::Reveal => s.revealed = true,
            Action::SetHidden(hidden) => {
                s.hidden = hidden;
                s.revealed = false;
            }
            Action::ToggleEditing => s.editing = !s.editing,
            Action::Copied => s.copied = true,
            Action::AddedToLesson(n) => s.lesson_size = Some(n),
        }
        // The copied link and the "added" note are stale once the position or side changes.
        if s.position() != self.position() || s.to_move() != self.to_move() {
            s.copied = false;
            s.lesson_size = None;
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(side: Side) -> Rc<PartizanState> {
        Rc::new(PartizanState::new("3x3".into(), side, false))
    }

    fn play(s: Rc<PartizanState>, to: &str) -> Rc<PartizanState> {
        s.reduce(Action::Play {
            text: format!("to {to}"),
            words: format!("move to {to}"),
            to: to.into(),
            spot: Spot::Cell { index: 0 },
        })
    }

    #[test]
    fn moves_hand_the_turn_over_and_undo_gives_it_back() {
        let s = play(start(Side::Left), "a");
        assert_eq!((s.position(), s.to_move()), ("a", Side::Right));
        assert_eq!(s.last_move(), Some((Side::Left, "to a", "move to a")));
        let s = play(s, "b");
        assert_eq!(s.to_move(), Side::Left);
        let s = s.reduce(Action::Undo);
        assert_eq!((s.position(), s.to_move()), ("a", Side::Right));
        let s = s.reduce(Action::Redo);
        assert_eq!((s.position(), s.to_move()), ("b", Side::Left));
        // Nothing to redo at the end, nothing to undo at the start.
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Redo), &s));
        let s0 = s.reduce(Action::Undo).reduce(Action::Undo);
        assert!(Rc::ptr_eq(&s0.clone().reduce(Action::Undo), &s0));
        // A move from an earlier point drops the line after it.
        let s = play(s0, "c");
        assert_eq!(s.line.len(), 2);
        assert!(!s.can_redo());
    }

    #[test]
    fn a_link_opened_with_right_to_move_starts_with_right() {
        let s = start(Side::Right);
        assert_eq!(s.to_move(), Side::Right);
        let s = play(s, "a");
        assert_eq!(s.to_move(), Side::Left);
        assert_eq!(s.moves_on_board(), vec![(Side::Right, &Spot::Cell { index: 0 })]);
    }

    #[test]
    fn choosing_a_side_changes_who_moves_now_and_forgets_the_line_after() {
        let s = play(play(start(Side::Left), "a"), "b").reduce(Action::Undo);
        assert!(s.can_redo());
        let s = s.reduce(Action::SetSide(Side::Left));
        assert_eq!((s.position(), s.to_move()), ("a", Side::Left));
        assert!(!s.can_redo());
        // The same side again changes nothing.
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::SetSide(Side::Left)), &s));
        // Undo goes back to the moves before, with their sides.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.to_move(), Side::Left);
    }

    #[test]
    fn edits_are_undone_like_moves_and_keep_the_side() {
        let s = play(start(Side::Left), "a");
        let s = s.reduce(Action::Edit("a2".into()));
        assert_eq!((s.position(), s.to_move()), ("a2", Side::Right));
        // Pieces put down before an edit are no longer drawn as played.
        assert!(s.moves_on_board().is_empty());
        let s = play(s, "a3");
        assert_eq!(s.moves_on_board().len(), 1);
        let s = s.reduce(Action::Undo).reduce(Action::Undo);
        assert_eq!(s.position(), "a");
        assert_eq!(s.moves_on_board().len(), 1);
        // An edit to the same board is no edit.
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Edit("a".into())), &s));
    }

    #[test]
    fn new_game_goes_back_to_the_links_position_and_side() {
        let s = start(Side::Right);
        assert!(!s.started());
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::NewGame), &s));
        let s = play(s, "a").reduce(Action::Edit("z".into())).reduce(Action::Reveal);
        let s = s.reduce(Action::NewGame);
        assert_eq!((s.position(), s.to_move(), s.line.len()), ("3x3", Side::Right, 1));
        assert!(!s.revealed);
        // Choosing the other side counts as a change New game undoes.
        let s = s.reduce(Action::SetSide(Side::Left));
        assert!(s.started());
        assert_eq!(s.reduce(Action::NewGame).to_move(), Side::Right);
    }

    #[test]
    fn hidden_answers_show_after_reveal_and_hide_again() {
        let s = Rc::new(PartizanState::new("3x3".into(), Side::Left, true));
        assert!(!s.answers_shown());
        let s = s.reduce(Action::Reveal);
        assert!(s.answers_shown());
        // Switched on after a Reveal, the switch hides them again; off, it shows them.
        let s = s.reduce(Action::SetHidden(true));
        assert!(!s.answers_shown() && s.hidden);
        let s = s.reduce(Action::SetHidden(false));
        assert!(s.answers_shown() && !s.hidden);
    }

    #[test]
    fn the_copied_and_added_notes_go_stale_when_the_position_or_side_changes() {
        let s = start(Side::Left).reduce(Action::Copied).reduce(Action::AddedToLesson(3));
        assert!(s.copied && s.lesson_size == Some(3));
        let moved = play(s.clone(), "a");
        assert!(!moved.copied && moved.lesson_size.is_none());
        let sided = s.clone().reduce(Action::SetSide(Side::Right));
        assert!(!sided.copied);
        let revealed = s.reduce(Action::Reveal);
        assert!(revealed.copied);
    }
}
