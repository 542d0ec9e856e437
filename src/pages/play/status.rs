//! What the play page says from its state: the best move (the hint's and the computer's), the
//! status line, whether the game is over for the people playing, and the last move in words.

use engine::{MoveReport, Outcome, Solution};

use super::state::{Computer, PlayState};

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
        Outcome::Draw | Outcome::L | Outcome::R => return Some("over"),
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

/// The status line of a position too large to solve ([`Solution::unknown`]): whose move it is,
/// and why who wins is not known.
pub fn unknown_status_text(state: &PlayState, why: &str, sides: Option<(String, String)>) -> String {
    let (me, _, _) = player_names(state, sides);
    let computer = if state.computer == Computer::Off { "" } else { " Until then the computer plays at random." };
    format!(
        "{me} to move. Who wins is not known here: {why}. Play on: once the regions are small \
         enough, every position is solved and shaded.{computer}"
    )
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
        (Outcome::L, _) => "Left wins whoever starts".to_string(),
        (Outcome::R, _) => "Right wins whoever starts".to_string(),
    };
    format!("{me} to move, {verdict}.{grundy}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::play::state::tests::{mv, play, start};
    use crate::pages::play::state::{Action, Step};
    use engine::vocab::Spot;
    use std::rc::Rc;
    use yew::Reducible;

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
        assert_eq!((s.position(), s.history.len(), s.cursor()), ("3,4,5", 1, 0));
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
                s.history.push(Step { position: format!("p{i}"), played: None, value: None });
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
