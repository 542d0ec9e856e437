//! The partizan play page's state: the positions played and edited (with undo and redo through
//! both), who moves in each, the computer, the hint and the classroom switches, and what the
//! outcome searches have proved about each position. A move hands the turn to the other side;
//! an edit keeps the side to move; choosing a side changes who moves now and forgets the line
//! after it.

use std::collections::HashMap;
use std::rc::Rc;

use engine::value::OutcomeReport;
use engine::vocab::{Side, Spot};
use engine::MoveReport;
use yew::Reducible;

use crate::pages::history::History;

/// How a position of the line was reached.
#[derive(Clone, Debug, PartialEq)]
pub enum How {
    /// The position the page opened with (or a new game's).
    Start,
    /// A move: its text, what it does in words, who made it and where on the board, and for
    /// the computer's move whether it was proved to win (`Some(false)`: the best found in its
    /// time, not proved).
    Move { text: String, words: String, by: Side, spot: Spot, computer: Option<bool> },
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
    /// The side the computer plays, if any.
    pub computer: Option<Side>,
    /// The computer's time for a move it cannot prove, in milliseconds.
    pub level_ms: u32,
    pub hint: bool,
    /// The "show move values" switch.
    pub shading: bool,
    /// What the outcome searches proved, by position and side to move (proofs only add up).
    known: HashMap<(String, Side), Rc<OutcomeReport>>,
}

/// The computer's times for a move it cannot prove: what the level select offers.
pub const LEVELS_MS: [u32; 3] = [200, 1000, 5000];

pub enum Action {
    Play {
        text: String,
        words: String,
        to: String,
        spot: Spot,
        /// The computer made it: whether it was proved to win.
        computer: Option<bool>,
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
    Hint,
    SetComputer(Option<Side>),
    SetLevel(u32),
    ToggleShading,
    /// An outcome search's report (whole or partial): its proofs are kept with the earlier ones.
    Learned(Rc<OutcomeReport>),
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
            computer: None,
            level_ms: LEVELS_MS[1],
            hint: false,
            shading: true,
            known: HashMap::new(),
        }
    }

    /// What the outcome searches proved about the shown position with its side to move.
    pub fn known(&self) -> Option<&Rc<OutcomeReport>> {
        self.known.get(&(self.position().to_string(), self.to_move()))
    }

    /// Whether the computer is to move now (never while the board is edited).
    pub fn computer_to_move(&self) -> bool {
        self.computer == Some(self.to_move()) && !self.editing
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

    /// Where the move that reached the shown position was made, and its text.
    pub fn last_spot(&self) -> Option<(&Spot, &str)> {
        match &self.step().how {
            How::Move { spot, text, .. } => Some((spot, text.as_str())),
            _ => None,
        }
    }

    /// Whether the computer made the move that reached the shown position, and if so whether
    /// it was proved to win.
    pub fn last_by_computer(&self) -> Option<bool> {
        match &self.step().how {
            How::Move { computer, .. } => *computer,
            _ => None,
        }
    }
}

/// Two reports on one position and side merged: a move proved in either is proved (a proof
/// stays true whatever search found it); the rest (nodes, depth, scores) is the newer's.
pub fn merge(old: &OutcomeReport, new: &OutcomeReport) -> OutcomeReport {
    let mut r = new.clone();
    let same = old.position == new.position
        && old.to_move == new.to_move
        && old.moves.len() == new.moves.len()
        && old.moves.iter().zip(&new.moves).all(|(a, b)| a.text == b.text);
    if same {
        for (m, o) in r.moves.iter_mut().zip(&old.moves) {
            m.wins = m.wins.or(o.wins);
        }
    }
    settle(&mut r);
    r
}

/// Who wins and the move to play from the moves' proofs: a proved winning move when there is
/// one, otherwise the search's best unless it is proved losing (then the best-scored of the
/// rest).
pub fn settle(r: &mut OutcomeReport) {
    let won = r.moves.iter().position(|m| m.wins == Some(true));
    r.wins = match won {
        Some(_) => Some(true),
        None if r.moves.iter().all(|m| m.wins == Some(false)) => Some(false),
        None => None,
    };
    r.complete = r.complete || r.moves.iter().all(|m| m.wins.is_some());
    let open = |i: usize| r.moves.get(i).is_some_and(|m| m.wins != Some(false));
    r.best = won
        .or(r.best.filter(|&i| open(i)))
        .or_else(|| (0..r.moves.len()).filter(|&i| open(i)).max_by_key(|&i| r.moves[i].score))
        .or(r.best.filter(|&i| i < r.moves.len()));
}

/// The moves of a report as the board draws them: shaded only where proved.
pub fn proof_moves(r: &OutcomeReport) -> Vec<MoveReport> {
    r.moves
        .iter()
        .map(|m| crate::board::unproved_move(m.text.clone(), m.to.clone(), m.spot.clone(), m.side, m.wins))
        .collect()
}

/// What is and is not known from a report, in one sentence for the side to move (`mover` and
/// `other` the sides' names): its look ("win", "lose" or "unknown") and the words.
pub fn known_sentence(r: &OutcomeReport, mover: &str, other: &str) -> (&'static str, String) {
    let n = r.moves.len();
    let proved = r.moves.iter().filter(|m| m.wins.is_some()).count();
    let winning = r.moves.iter().filter(|m| m.wins == Some(true)).count();
    let of = |k: usize| if k == 1 { format!("{k} move") } else { format!("{k} moves") };
    match r.wins {
        _ if n == 0 => ("lose", format!("{mover} to move cannot move: {other} wins.")),
        Some(true) if proved == n => (
            "win",
            format!("{mover} to move wins: {} winning and the other {} proved losing.", of(winning), n - winning),
        ),
        Some(true) => (
            "win",
            format!("{mover} to move wins: {} proved winning; {} of {n} not yet proved.", of(winning), n - proved),
        ),
        Some(false) => ("lose", format!("{mover} to move loses: each of the {} is proved losing.", of(n))),
        None => (
            "unknown",
            format!("Not yet known who wins with {mover} to move: {proved} of {} proved, none of them winning.", of(n)),
        ),
    }
}

/// The move the computer plays from a solved position's moves: one that wins for `side`
/// when there is one (`pick(k)` chooses among k equally good), otherwise any of its moves.
pub fn perfect_move(moves: &[MoveReport], side: Side, pick: impl Fn(usize) -> usize) -> Option<&MoveReport> {
    let mine: Vec<&MoveReport> = moves.iter().filter(|m| m.side == Some(side)).collect();
    let winning: Vec<&MoveReport> = mine.iter().copied().filter(|m| m.winning).collect();
    let from = if winning.is_empty() { &mine } else { &winning };
    (!from.is_empty()).then(|| from[pick(from.len()).min(from.len() - 1)])
}

impl Reducible for PartizanState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Play { text, words, to, spot, computer } => {
                let by = s.to_move();
                s.line.push(Step {
                    position: to,
                    to_move: by.other(),
                    how: How::Move { text, words, by, spot, computer },
                });
            }
            Action::Undo => {
                if !s.line.undo() {
                    return self;
                }
                // Against the computer, back to the player's turn: its move goes with theirs.
                if s.computer_to_move() {
                    s.line.undo();
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
            Action::Hint => s.hint = !s.hint && s.answers_shown(),
            Action::SetComputer(c) => s.computer = c,
            Action::SetLevel(ms) => s.level_ms = ms,
            Action::ToggleShading => s.shading = !s.shading,
            Action::Learned(r) => {
                let key = (r.position.clone(), r.to_move);
                let merged = match s.known.get(&key) {
                    Some(old) => merge(old, &r),
                    None => merge(&r, &r),
                };
                s.known.insert(key, Rc::new(merged));
                return Rc::new(s);
            }
        }
        // A hint is for the position it was asked in.
        if s.position() != self.position() || s.to_move() != self.to_move() {
            s.hint = false;
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
            computer: None,
        })
    }

    fn report(position: &str, side: Side, wins: &[Option<bool>]) -> Rc<OutcomeReport> {
        let moves = wins
            .iter()
            .enumerate()
            .map(|(i, &w)| engine::value::MoveProof {
                text: format!("m{i}"),
                to: format!("p{i}"),
                spot: Spot::Cell { index: i },
                side,
                wins: w,
                score: i as i32,
            })
            .collect();
        Rc::new(OutcomeReport {
            game: "g".into(),
            position: position.into(),
            to_move: side,
            wins: None,
            moves,
            best: None,
            nodes: 10,
            depth: 1,
            complete: false,
            stopped: None,
            table_entries: 0,
            table_limit: 1,
            summary: String::new(),
            board: engine::board::Board::Grid { rows: vec![".".into()], look: Default::default() },
        })
    }

    #[test]
    fn proofs_only_add_up_and_the_best_move_is_a_proved_win() {
        let s = start(Side::Left).reduce(Action::Learned(report("3x3", Side::Left, &[Some(false), None, None])));
        let k = s.known().unwrap().clone();
        assert_eq!((k.wins, k.complete), (None, false));
        // The best by score is m2; a proved loss is never the best while another is open.
        assert_eq!(k.best, Some(2));
        // A later search that has proved less keeps the earlier proofs.
        let s = s.reduce(Action::Learned(report("3x3", Side::Left, &[None, Some(true), None])));
        let k = s.known().unwrap().clone();
        let wins: Vec<_> = k.moves.iter().map(|m| m.wins).collect();
        assert_eq!(wins, vec![Some(false), Some(true), None]);
        assert_eq!((k.wins, k.best), (Some(true), Some(1)));
        // Another side's report is kept apart; the shown side's is unchanged.
        let s = s.reduce(Action::Learned(report("3x3", Side::Right, &[Some(false)])));
        assert_eq!(s.known().unwrap().wins, Some(true));
        let s = s.reduce(Action::SetSide(Side::Right));
        assert_eq!((s.known().unwrap().wins, s.known().unwrap().complete), (Some(false), true));
        // A position nobody searched has nothing known.
        assert!(play(s, "a").known().is_none());
    }

    #[test]
    fn the_sentence_says_what_is_proved_and_what_is_not() {
        let r = |w: &[Option<bool>]| {
            let mut r = (*report("p", Side::Left, w)).clone();
            settle(&mut r);
            r
        };
        let (look, text) = known_sentence(&r(&[None, Some(false)]), "Left", "Right");
        assert_eq!(look, "unknown");
        assert_eq!(text, "Not yet known who wins with Left to move: 1 of 2 moves proved, none of them winning.");
        let (look, text) = known_sentence(&r(&[Some(true), None, None]), "Left", "Right");
        assert_eq!((look, text.as_str()), ("win", "Left to move wins: 1 move proved winning; 2 of 3 not yet proved."));
        let (look, text) = known_sentence(&r(&[Some(true), Some(false)]), "Left", "Right");
        assert_eq!((look, text.as_str()), ("win", "Left to move wins: 1 move winning and the other 1 proved losing."));
        let (look, _) = known_sentence(&r(&[Some(false), Some(false)]), "Left", "Right");
        assert_eq!(look, "lose");
        let (look, text) = known_sentence(&r(&[]), "Left", "Right");
        assert_eq!((look, text.as_str()), ("lose", "Left to move cannot move: Right wins."));
        // The board shades proved moves only.
        let moves = proof_moves(&r(&[Some(true), Some(false), None]));
        let looks: Vec<_> = moves.iter().map(crate::board::mover_outcome).collect();
        assert_eq!(looks, vec!["win", "lose", "unproved"]);
    }

    #[test]
    fn the_computer_plays_a_winning_move_when_the_position_is_solved() {
        let mv = |text: &str, side: Side, winning: bool| MoveReport {
            winning,
            ..crate::board::unproved_move(text.into(), text.into(), Spot::Cell { index: 0 }, side, Some(winning))
        };
        let moves = vec![mv("a", Side::Left, false), mv("b", Side::Right, true), mv("c", Side::Left, true)];
        assert_eq!(perfect_move(&moves, Side::Left, |_| 0).map(|m| m.text.as_str()), Some("c"));
        // With no winning move, any of its own.
        let moves = vec![mv("a", Side::Left, false), mv("b", Side::Right, true)];
        assert_eq!(perfect_move(&moves, Side::Left, |k| k - 1).map(|m| m.text.as_str()), Some("a"));
        assert!(perfect_move(&moves[1..], Side::Left, |_| 0).is_none());
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_move_with_the_players() {
        let s = start(Side::Left).reduce(Action::SetComputer(Some(Side::Right)));
        assert!(!s.computer_to_move());
        let s = play(s, "a");
        assert!(s.computer_to_move());
        let s = s.reduce(Action::Play {
            text: "x".into(),
            words: "x".into(),
            to: "b".into(),
            spot: Spot::Cell { index: 1 },
            computer: Some(false),
        });
        assert_eq!(s.last_by_computer(), Some(false));
        let s = s.reduce(Action::Undo);
        assert_eq!((s.position(), s.to_move()), ("3x3", Side::Left));
        // Editing the board holds the computer back.
        let s = play(s, "a").reduce(Action::ToggleEditing);
        assert!(!s.computer_to_move());
    }

    #[test]
    fn the_hint_is_for_one_position_and_not_while_hidden() {
        let s = start(Side::Left).reduce(Action::Hint);
        assert!(s.hint);
        assert!(!play(s.clone(), "a").hint);
        assert!(!s.reduce(Action::SetSide(Side::Right)).hint);
        let hidden = Rc::new(PartizanState::new("3x3".into(), Side::Left, true));
        assert!(!hidden.reduce(Action::Hint).hint);
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
