//! The play page's state: the positions played (with undo, redo and jumps in the history),
//! the computer's settings, the switches, and the values learnt for the value history; and the
//! pure functions the view reads from it (the best move, the status line).

use std::rc::Rc;

use engine::board::Board;
use engine::{MoveReport, Outcome, Solution};
use yew::Reducible;

/// Who the computer plays, if anyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Computer {
    Off,
    /// The computer moves second (it answers the player who starts).
    Second,
    /// The computer moves first.
    First,
}

#[derive(Clone, PartialEq)]
pub struct PlayState {
    /// Positions from the start; `cursor` is the one shown.
    pub(super) history: Vec<(String, Option<String>)>,
    pub(super) cursor: usize,
    pub(super) misere: bool,
    pub(super) hint: bool,
    pub(super) computer: Computer,
    /// How often the computer plays a best move, in percent (100: perfect).
    pub(super) strength: u32,
    /// The solved value of each position in `history`, once known: the value-history chart.
    pub(super) values: Vec<Option<(Outcome, Option<u32>)>>,
    pub(super) shading: bool,
    pub(super) copied: bool,
    /// The draft lesson's length once this position was added to it.
    pub(super) lesson_size: Option<usize>,
    /// The link hides the answers (a "who wins?" moment) ...
    pub(super) hidden: bool,
    /// ... until Reveal is pressed.
    pub(super) revealed: bool,
    /// How each position of `history` was reached: the move and the board it was made on.
    pub(super) played: Vec<Option<Rc<Played>>>,
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
            history: vec![(position, None)],
            cursor: 0,
            misere,
            hint: false,
            computer: Computer::Off,
            strength: 100,
            values: Vec::new(),
            shading,
            copied: false,
            lesson_size: None,
            hidden,
            revealed: false,
            played: vec![None],
        }
    }
    /// Whether the answers are shown (not hidden, or revealed).
    pub fn answers_shown(&self) -> bool {
        !self.hidden || self.revealed
    }
    /// The move that reached the shown position, if one did.
    pub fn last_played(&self) -> Option<&Played> {
        self.played.get(self.cursor).and_then(|p| p.as_deref())
    }
    pub fn position(&self) -> &str {
        &self.history[self.cursor].0
    }
    /// 0 for the player who started, 1 for the other.
    pub fn mover(&self) -> usize {
        self.cursor % 2
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
            Action::Solved(outcome, remoteness) => {
                s.values.resize(s.history.len(), None);
                s.values[s.cursor] = Some((outcome, remoteness));
            }
            Action::Play(m, before) => {
                s.history.truncate(s.cursor + 1);
                s.values.truncate(s.cursor + 1);
                s.played.resize(s.cursor + 1, None);
                s.history.push((m.to.clone(), Some(m.text.clone())));
                s.played.push(Some(Rc::new(Played { report: *m, before, by: s.mover() })));
                s.cursor += 1;
                s.hint = false;
            }
            Action::Reset => {
                if s.history.len() == 1 {
                    return self;
                }
                s.history.truncate(1);
                s.values.truncate(1);
                s.played.truncate(1);
                s.cursor = 0;
                s.hint = false;
            }
            Action::Reveal => s.revealed = true,
            Action::ToggleHidden => {
                s.hidden = !s.hidden;
                s.revealed = false;
                s.hint = false;
            }
            Action::Undo => {
                if s.cursor == 0 {
                    return self;
                }
                s.cursor -= 1;
                // Against the computer, undo back to the human's turn.
                if s.computer_to_move() && s.cursor > 0 {
                    s.cursor -= 1;
                }
                s.hint = false;
            }
            Action::Redo => {
                if s.cursor + 1 >= s.history.len() {
                    return self;
                }
                s.cursor += 1;
                s.hint = false;
            }
            Action::GoTo(i) => {
                if i >= s.history.len() || i == s.cursor {
                    return self;
                }
                s.cursor = i;
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

/// The best move: the quickest win, or when lost the slowest loss; `pick(k)` chooses among
/// `k` equally good moves (at random for the computer, the first for the hint).
pub fn best_move(moves: &[MoveReport], pick: impl FnOnce(usize) -> usize) -> Option<&MoveReport> {
    // Lower is better: wins (quickest first), then draws, then losses (slowest first).
    let key = |m: &MoveReport| -> i64 {
        let r = m.remoteness.map(i64::from).unwrap_or(0).min(999_999);
        match crate::board::mover_outcome(m) {
            "win" => -2_000_000 + r,
            "draw" => -1_000_000,
            _ => -r,
        }
    };
    let best = moves.iter().map(key).min()?;
    let ties: Vec<&MoveReport> = moves.iter().filter(|m| key(m) == best).collect();
    let i = pick(ties.len()).min(ties.len() - 1);
    ties.get(i).copied()
}

fn player_name(state: &PlayState, who: usize) -> String {
    match state.computer {
        Computer::Off => format!("Player {}", who + 1),
        Computer::First => (if who == 0 { "The computer" } else { "You" }).to_string(),
        Computer::Second => (if who == 0 { "You" } else { "The computer" }).to_string(),
    }
}

/// The player to move and the other one, and whether the players own a colour (`sides`, named
/// by the engine for the mover and the other): then by colour, "Black", or "You (Black)"
/// against the computer.
fn player_names(state: &PlayState, sides: Option<(String, String)>) -> (String, String, bool) {
    let me = player_name(state, state.mover());
    let other = player_name(state, 1 - state.mover());
    match sides {
        None => (me, other, false),
        Some((mine, theirs)) if state.computer == Computer::Off => (mine, theirs, true),
        Some((mine, theirs)) => (format!("{me} ({mine})"), format!("{other} ({theirs})"), true),
    }
}

/// How a finished game ended for the people at the board: "won" when the one person playing
/// the computer won, "lost" when the computer did, "over" between two players; `None` while
/// moves are left.
pub fn game_over(state: &PlayState, sol: &Solution) -> Option<&'static str> {
    if !sol.moves.is_empty() {
        return None;
    }
    let winner = match sol.outcome {
        Outcome::Draw => return Some("over"),
        Outcome::N => state.mover(),
        Outcome::P => 1 - state.mover(),
    };
    Some(match state.computer {
        Computer::Off => "over",
        Computer::First if winner == 1 => "won",
        Computer::Second if winner == 0 => "won",
        _ => "lost",
    })
}

/// What the last move did, in words, and who made it: "The computer: take 3 from heap 2."
pub fn last_move_text(state: &PlayState) -> Option<String> {
    let played = state.last_played()?;
    let who = player_name(state, played.by);
    let what = match &played.before {
        Some(board) => crate::words::move_words(board, &played.report),
        None => format!("move {}", played.report.text),
    };
    Some(format!("{who}: {what}."))
}

/// The status line while the answers are hidden: whose move it is, and the question.
pub fn hidden_status_text(state: &PlayState, sides: Option<(String, String)>) -> String {
    let (me, _, _) = player_names(state, sides);
    format!("{me} to move. Who wins? Think, then press Reveal.")
}

/// The status line: who moves, whether they win and how soon, the Grundy value.
pub fn status_text(state: &PlayState, sol: &Solution, sides: Option<(String, String)>) -> String {
    let (me, other, partizan) = player_names(state, sides);
    // A game whose players own a colour has no Grundy value of its own; its solve carries the
    // value of its impartial model (shown beside the board).
    let grundy = match sol.grundy {
        Some(g) if partizan => format!(" Value of its model: {g}."),
        Some(g) => format!(" Grundy value {g}."),
        None => String::new(),
    };
    if sol.moves.is_empty() && sol.outcome == Outcome::Draw {
        return format!("Game over: a draw.{grundy}");
    }
    if sol.moves.is_empty() {
        let winner = if sol.outcome == Outcome::N { &me } else { &other };
        // A game that ends on a completed line marks it on the board: say that, not "cannot move".
        if let engine::board::Board::Grid { look, .. } = &sol.board {
            if !look.highlighted.is_empty() && sol.outcome == Outcome::P {
                return format!("Game over: {other} completed the marked line and won.{grundy}");
            }
        }
        return format!("{me} cannot move: game over, {winner} won.{grundy}");
    }
    let plies = crate::words::moves_count;
    let verdict = match (sol.outcome, sol.remoteness) {
        (Outcome::N, Some(r)) => format!("winning: can win in {}", plies(r)),
        (Outcome::N, None) => "winning".to_string(),
        (Outcome::P, Some(r)) => format!("losing: the game can last {} at most", plies(r)),
        (Outcome::P, None) => "losing".to_string(),
        (Outcome::Draw, _) => "a draw with best play".to_string(),
    };
    format!("{me} to move, {verdict}.{grundy}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::board::Spot;

    fn mv(text: &str, to: &str, outcome: Outcome, remoteness: Option<u32>) -> MoveReport {
        MoveReport {
            text: text.into(),
            to: to.into(),
            outcome,
            grundy: None,
            remoteness,
            winning: outcome == Outcome::P,
            spot: Spot::Cell { index: 0 },
        }
    }

    fn start() -> Rc<PlayState> {
        Rc::new(PlayState::new("3,4,5".into(), false, true, false))
    }

    fn play(s: Rc<PlayState>, to: &str) -> Rc<PlayState> {
        s.reduce(Action::Play(Box::new(mv("m", to, Outcome::N, Some(1))), None))
    }

    #[test]
    fn moves_undo_redo_and_jumps() {
        let s = play(play(start(), "2,4,5"), "2,4,4");
        assert_eq!((s.position(), s.cursor, s.history.len()), ("2,4,4", 2, 3));
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
        assert_eq!(s.history[1], ("1,4,5".to_string(), Some("m".to_string())));
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Redo), &s));
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_humans_turn() {
        let s = start().reduce(Action::SetComputer(Computer::Second));
        let s = play(play(s, "2,4,5"), "2,4,4");
        // The human (first player) is to move again; undo takes back both moves.
        assert!(!s.computer_to_move());
        let s = s.reduce(Action::Undo);
        assert_eq!(s.cursor, 0);
        let s = s.reduce(Action::SetComputer(Computer::First));
        assert!(s.computer_to_move());
    }

    #[test]
    fn values_follow_the_history() {
        let s = start().reduce(Action::Solved(Outcome::N, Some(1)));
        let s = play(s, "1,4,5").reduce(Action::Solved(Outcome::P, Some(0)));
        assert_eq!(s.values, vec![Some((Outcome::N, Some(1))), Some((Outcome::P, Some(0)))]);
        // Playing elsewhere from the start forgets the values after it.
        let s = play(s.reduce(Action::GoTo(0)), "3,4,4");
        assert_eq!(s.values, vec![Some((Outcome::N, Some(1)))]);
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
    fn best_move_prefers_quick_wins_then_draws_then_slow_losses() {
        let moves = vec![
            mv("lose1", "a", Outcome::N, Some(1)),
            mv("lose5", "b", Outcome::N, Some(5)),
            mv("draw", "c", Outcome::Draw, None),
        ];
        assert_eq!(best_move(&moves, |_| 0).unwrap().text, "draw");
        assert_eq!(best_move(&moves[..2], |_| 0).unwrap().text, "lose5");
        let mut moves = moves;
        moves.push(mv("win3", "d", Outcome::P, Some(3)));
        moves.push(mv("win1", "e", Outcome::P, Some(1)));
        moves.push(mv("win1b", "f", Outcome::P, Some(1)));
        assert_eq!(best_move(&moves, |_| 0).unwrap().text, "win1");
        // Ties go to `pick`, which cannot reach past the last tie.
        assert_eq!(best_move(&moves, |k| k - 1).unwrap().text, "win1b");
        assert_eq!(best_move(&moves, |_| 99).unwrap().text, "win1b");
        assert!(best_move(&[], |_| 0).is_none());
    }

    fn solution(outcome: Outcome, remoteness: Option<u32>, grundy: Option<u32>, moves: Vec<MoveReport>) -> Solution {
        let mut sol = engine::lookup("nim").unwrap().solve("3,4,5", false).unwrap();
        sol.outcome = outcome;
        sol.remoteness = remoteness;
        sol.grundy = grundy;
        sol.moves = moves;
        sol
    }

    #[test]
    fn the_status_line() {
        let s = start();
        let one = vec![mv("m", "x", Outcome::P, Some(0))];
        assert_eq!(
            status_text(&s, &solution(Outcome::N, Some(1), Some(2), one.clone()), None),
            "Player 1 to move, winning: can win in 1 move. Grundy value 2."
        );
        assert_eq!(
            status_text(&s, &solution(Outcome::P, Some(4), Some(0), one.clone()), None),
            "Player 1 to move, losing: the game can last 4 moves at most. Grundy value 0."
        );
        assert_eq!(status_text(&s, &solution(Outcome::Draw, None, None, vec![]), None), "Game over: a draw.");
        let over = play(s.clone(), "0,0,0");
        assert_eq!(
            status_text(&over, &solution(Outcome::P, Some(0), Some(0), vec![]), None),
            "Player 2 cannot move: game over, Player 1 won. Grundy value 0."
        );
        // Coloured sides name the players; against the computer, with "You".
        let sides = Some(("Black".to_string(), "White".to_string()));
        assert_eq!(
            status_text(&s, &solution(Outcome::N, None, Some(3), one.clone()), sides.clone()),
            "Black to move, winning. Value of its model: 3."
        );
        let vs = s.reduce(Action::SetComputer(Computer::Second));
        assert_eq!(status_text(&vs, &solution(Outcome::P, None, None, one), sides), "You (Black) to move, losing.");
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

    #[test]
    fn reset_and_the_last_move_in_words() {
        use engine::board::Board;
        let s = start().reduce(Action::SetComputer(Computer::Second));
        let m = MoveReport { spot: Spot::Counter { heap: 0, index: 0 }, ..mv("h1-3", "0,4,5", Outcome::N, Some(3)) };
        let s = s.reduce(Action::Play(Box::new(m), Some(Rc::new(Board::Heaps { heaps: vec![3, 4, 5] }))));
        assert_eq!(last_move_text(&s).as_deref(), Some("You: take 3 from heap 1."));
        let m2 = MoveReport { spot: Spot::Counter { heap: 1, index: 3 }, ..mv("h2-1", "0,3,5", Outcome::N, Some(2)) };
        let s = s.reduce(Action::Play(Box::new(m2), Some(Rc::new(Board::Heaps { heaps: vec![0, 4, 5] }))));
        assert_eq!(last_move_text(&s).as_deref(), Some("The computer: take 1 from heap 2."));
        assert_eq!(s.last_played().map(|p| p.by), Some(1));
        let s = s.reduce(Action::Reset);
        assert_eq!((s.position(), s.history.len(), s.cursor), ("3,4,5", 1, 0));
        assert_eq!(last_move_text(&s), None);
        // Nothing to reset at the start.
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Reset), &s));
    }

    #[test]
    fn a_finished_game_is_won_lost_or_over_for_the_people_playing() {
        let over = |computer: Computer, cursor_moves: usize| {
            let mut s = (*start()).clone();
            s.computer = computer;
            for i in 0..cursor_moves {
                s.history.push((format!("p{i}"), Some("m".into())));
                s.played.push(None);
                s.cursor += 1;
            }
            let sol = solution(Outcome::P, None, None, vec![]);
            game_over(&s, &sol)
        };
        // The player to move has no move and loses: after one move, the first player won.
        assert_eq!(over(Computer::Second, 1), Some("won"));
        assert_eq!(over(Computer::First, 1), Some("lost"));
        assert_eq!(over(Computer::Off, 1), Some("over"));
        assert_eq!(over(Computer::Second, 2), Some("lost"));
    }
}
