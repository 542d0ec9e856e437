//! The play page's state: the positions played (with undo, redo and jumps in the history),
//! the computer's settings, the switches, and the values learnt for the value history. What the
//! view reads from it in words is in [`super::status`].

use std::rc::Rc;

use engine::board::Board;
use engine::{MoveReport, Outcome};
use yew::Reducible;

use crate::pages::history::History;

/// Who the computer plays, if anyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Computer {
    Off,
    /// The computer moves second (it answers the player who starts).
    Second,
    /// The computer moves first.
    First,
}

/// One position of the game: how it was reached and, once solved, its value.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub position: String,
    /// The move that reached it (none for the start).
    pub played: Option<Rc<Played>>,
    /// Its solved value, once known: the value-history chart.
    pub value: Option<(Outcome, Option<u32>)>,
}

impl Step {
    fn start(position: String) -> Self {
        Step { position, played: None, value: None }
    }

    /// The move's text, none for the start.
    pub fn move_text(&self) -> Option<&str> {
        self.played.as_ref().map(|p| p.report.text.as_str())
    }
}

#[derive(Clone, PartialEq)]
pub struct PlayState {
    /// Positions from the start, the shown one at the cursor.
    pub(super) history: History<Step>,
    pub(super) misere: bool,
    pub(super) hint: bool,
    pub(super) computer: Computer,
    /// How often the computer plays a best move, in percent (100: perfect).
    pub(super) strength: u32,
    pub(super) shading: bool,
    pub(super) copied: bool,
    /// The draft lesson's length once this position was added to it.
    pub(super) lesson_size: Option<usize>,
    /// The link hides the answers (a "who wins?" moment) ...
    pub(super) hidden: bool,
    /// ... until Reveal is pressed.
    pub(super) revealed: bool,
}

/// A move as played: what it was, the board before it, and who made it (0 the player who
/// started, 1 the other).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub report: MoveReport,
    pub before: Option<Rc<Board>>,
    pub by: usize,
}

pub enum Action {
    /// The shown position's value arrived (for the value history).
    Solved(Outcome, Option<u32>),
    /// A move, with the board it was made on when known.
    Play(Box<MoveReport>, Option<Rc<Board>>),
    /// Back to the starting position, the moves forgotten.
    Reset,
    /// Show the hidden answers.
    Reveal,
    /// Hide the answers (again) or stop hiding them.
    ToggleHidden,
    Undo,
    Redo,
    GoTo(usize),
    ToggleMisere,
    Hint,
    SetComputer(Computer),
    SetStrength(u32),
    ToggleShading,
    Copied,
    /// The shown position was added to the draft lesson, now this long.
    AddedToLesson(usize),
}

impl PlayState {
    /// A fresh game from `position`, nobody's move played yet.
    pub fn new(position: String, misere: bool, shading: bool, hidden: bool) -> Self {
        PlayState {
            history: History::new(Step::start(position)),
            misere,
            hint: false,
            computer: Computer::Off,
            strength: 100,
            shading,
            copied: false,
            lesson_size: None,
            hidden,
            revealed: false,
        }
    }
    /// Whether the answers are shown (not hidden, or revealed).
    pub fn answers_shown(&self) -> bool {
        !self.hidden || self.revealed
    }
    /// The move that reached the shown position, if one did.
    pub fn last_played(&self) -> Option<&Played> {
        self.history.current().played.as_deref()
    }
    pub fn position(&self) -> &str {
        &self.history.current().position
    }
    /// The shown position's index in the history.
    pub fn cursor(&self) -> usize {
        self.history.cursor()
    }
    /// 0 for the player who started, 1 for the other.
    pub fn mover(&self) -> usize {
        self.cursor() % 2
    }
    pub fn computer_to_move(&self) -> bool {
        match self.computer {
            Computer::Off => false,
            Computer::First => self.mover() == 0,
            Computer::Second => self.mover() == 1,
        }
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Solved(outcome, remoteness) => s.history.current_mut().value = Some((outcome, remoteness)),
            Action::Play(m, before) => {
                let played = Played { by: s.mover(), before, report: *m };
                s.history.push(Step { position: played.report.to.clone(), played: Some(Rc::new(played)), value: None });
                s.hint = false;
            }
            Action::Reset => {
                if !s.history.reset() {
                    return self;
                }
                s.hint = false;
            }
            Action::Reveal => s.revealed = true,
            Action::ToggleHidden => {
                s.hidden = !s.hidden;
                s.revealed = false;
                s.hint = false;
            }
            Action::Undo => {
                if !s.history.undo() {
                    return self;
                }
                // Against the computer, undo back to the human's turn.
                if s.computer_to_move() {
                    s.history.undo();
                }
                s.hint = false;
            }
            Action::Redo => {
                if !s.history.redo() {
                    return self;
                }
                s.hint = false;
            }
            Action::GoTo(i) => {
                if !s.history.jump(i) {
                    return self;
                }
                s.hint = false;
            }
            Action::ToggleMisere => {
                s.misere = !s.misere;
                s.hint = false;
            }
            Action::Hint => s.hint = !s.hint && s.answers_shown(),
            Action::SetComputer(c) => s.computer = c,
            Action::SetStrength(v) => s.strength = v.min(100),
            Action::ToggleShading => s.shading = !s.shading,
            Action::Copied => s.copied = true,
            Action::AddedToLesson(n) => s.lesson_size = Some(n),
        }
        // The copied link and the "added" note are stale once the position changes.
        if s.position() != self.position() || s.misere != self.misere {
            s.copied = false;
            s.lesson_size = None;
        }
        Rc::new(s)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use engine::vocab::Spot;

    pub(in crate::pages::play) fn mv(text: &str, to: &str, outcome: Outcome, remoteness: Option<u32>) -> MoveReport {
        MoveReport {
            text: text.into(),
            to: to.into(),
            outcome,
            grundy: None,
            remoteness,
            winning: outcome == Outcome::P,
            spot: Spot::Cell { index: 0 },
            side: None,
            canonical: None,
            braces: None,
        }
    }

    pub(in crate::pages::play) fn start() -> Rc<PlayState> {
        Rc::new(PlayState::new("3,4,5".into(), false, true, false))
    }

    pub(in crate::pages::play) fn play(s: Rc<PlayState>, to: &str) -> Rc<PlayState> {
        s.reduce(Action::Play(Box::new(mv("m", to, Outcome::N, Some(1))), None))
    }

    #[test]
    fn moves_undo_redo_and_jumps() {
        let s = play(play(start(), "2,4,5"), "2,4,4");
        assert_eq!((s.position(), s.cursor(), s.history.len()), ("2,4,4", 2, 3));
        let s = s.reduce(Action::Undo);
        assert_eq!(s.position(), "2,4,5");
        let s = s.reduce(Action::Redo);
        assert_eq!(s.position(), "2,4,4");
        // Nothing to redo at the end, nothing to undo at the start.
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Redo), &s));
        let s0 = s.reduce(Action::GoTo(0));
        assert_eq!(s0.position(), "3,4,5");
        assert!(Rc::ptr_eq(&s0.clone().reduce(Action::Undo), &s0));
        // A jump out of range or to the shown position changes nothing.
        assert!(Rc::ptr_eq(&s0.clone().reduce(Action::GoTo(9)), &s0));
        // A move played from an earlier point drops the moves after it.
        let s = play(s0, "1,4,5");
        assert_eq!(s.history.len(), 2);
        let step = &s.history.steps()[1];
        assert_eq!((step.position.as_str(), step.move_text()), ("1,4,5", Some("m")));
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Redo), &s));
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_humans_turn() {
        let s = start().reduce(Action::SetComputer(Computer::Second));
        let s = play(play(s, "2,4,5"), "2,4,4");
        // The human (first player) is to move again; undo takes back both moves.
        assert!(!s.computer_to_move());
        let s = s.reduce(Action::Undo);
        assert_eq!(s.cursor(), 0);
        let s = s.reduce(Action::SetComputer(Computer::First));
        assert!(s.computer_to_move());
    }

    #[test]
    fn values_follow_the_history() {
        let s = start().reduce(Action::Solved(Outcome::N, Some(1)));
        let s = play(s, "1,4,5").reduce(Action::Solved(Outcome::P, Some(0)));
        let values = |s: &PlayState| s.history.steps().iter().map(|step| step.value).collect::<Vec<_>>();
        assert_eq!(values(&s), vec![Some((Outcome::N, Some(1))), Some((Outcome::P, Some(0)))]);
        // Playing elsewhere from the start forgets the values after it.
        let s = play(s.reduce(Action::GoTo(0)), "3,4,4");
        assert_eq!(values(&s), vec![Some((Outcome::N, Some(1))), None]);
    }

    #[test]
    fn switches_and_the_copied_link() {
        let s = start().reduce(Action::Hint).reduce(Action::Copied).reduce(Action::AddedToLesson(2));
        assert!(s.hint && s.copied);
        assert_eq!(s.lesson_size, Some(2));
        // A move clears the hint and the stale "Link copied".
        let s = play(s, "2,4,5");
        assert!(!s.hint && !s.copied);
        assert_eq!(s.lesson_size, None);
        let s = s.reduce(Action::Copied).reduce(Action::ToggleMisere);
        assert!(s.misere && !s.copied);
        let s = s.reduce(Action::ToggleShading).reduce(Action::SetStrength(250));
        assert!(!s.shading);
        assert_eq!(s.strength, 100);
    }

    #[test]
    fn hidden_answers_reveal_and_hide_again() {
        let s = Rc::new(PlayState::new("3,4,5".into(), false, true, true));
        assert!(!s.answers_shown());
        // No hint while hidden.
        assert!(!s.clone().reduce(Action::Hint).hint);
        let s = s.reduce(Action::Reveal);
        assert!(s.answers_shown());
        // Moves keep what was revealed; the switch hides again.
        let s = play(s, "2,4,5");
        assert!(s.answers_shown());
        let s = s.reduce(Action::ToggleHidden);
        assert!(s.answers_shown() && !s.hidden);
        let s = s.reduce(Action::ToggleHidden);
        assert!(!s.answers_shown() && s.hidden);
    }
}
