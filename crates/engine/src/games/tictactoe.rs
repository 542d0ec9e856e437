//! Tic-tac-toe: the full solve (value and remoteness of every position and move), the
//! classroom evaluation F = M - N, depth-limited minimax with F at the leaves, and node counts
//! for plain minimax, alpha-beta, and alpha-beta with move ordering.
//!
//! Position: nine characters, rows top to bottom, `x`, `o` or `.`; X moves first, so the side
//! to move follows from the counts. Moves are cell numbers 1..9, row by row.

use std::collections::HashMap;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::minimax::{alphabeta, back, minimax, plies, solve_all, Stats, TwoPlayer, WIN};
use crate::panels::Panel;
pub use crate::panels::{EvalReport, NodeCounts};
use crate::rules::{Evaluate, Evaluation, Moves, PositionValue, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "tictactoe",
    name: "Tic-tac-toe",
    example_game: "tictactoe",
    example_position: ".........",
    summary: "Three in a row wins; with best play every game is a draw. Compare the full solve with F = M - N.",
    group: Group::Minimax,
    build: crate::rules::plain::<TicTacToe>,
    why: WHY,
    closed_form: None,
    // Not a component: it has draws, so no Grundy value.
    sum_component: false,
    checks: Checks { starts: &[("tictactoe", &["x...o....", "xo.ox...."])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "X and O take turns marking an empty cell of a 3 x 3 grid, X first. Three of your marks \
     in a row, a column or a diagonal win; a full grid without one is a draw.",
    theory: "Minimax: the player to move picks the move whose value is best for them, assuming best \
     replies. The full search shows every game is a draw with best play; alpha-beta finds the \
     same answer and skips branches that cannot change it. A quick classroom method searches \
     a few moves ahead and scores the leaves with F = M - N: lines still open for X minus \
     lines still open for O.",
    example: "Depth 2 from the empty grid: X in the centre, then O's best reply (a corner) leaves 5 \
     lines open for X and 4 for O, F = 1. A corner gives at best 4 - 5 = -1, an edge \
     4 - 6 = -2, so X starts in the centre. After X takes a corner (x........), O must reply \
     5, the centre: every other reply loses.",
    claims: &[
        Claim {
            game: "tictactoe",
            position: ".........",
            fact: Fact::Outcome(Outcome::Draw),
            says: "every game is a draw with best play",
        },
        Claim { game: "tictactoe", position: "o...x....", fact: Fact::Formula("F = M - N = 1"), says: "F = 1" },
        Claim { game: "tictactoe", position: "x...o....", fact: Fact::Formula("F = M - N = -1"), says: "4 - 5 = -1" },
        Claim { game: "tictactoe", position: ".x..o....", fact: Fact::Formula("F = M - N = -2"), says: "4 - 6 = -2" },
        Claim {
            game: "tictactoe",
            position: "x........",
            fact: Fact::After("5", Outcome::Draw),
            says: "O must reply 5, the centre",
        },
        Claim {
            game: "tictactoe",
            position: "x........",
            fact: Fact::After("2", Outcome::N),
            says: "every other reply loses",
        },
        Claim {
            game: "tictactoe",
            position: "x........",
            fact: Fact::After("3", Outcome::N),
            says: "every other reply loses",
        },
        Claim {
            game: "tictactoe",
            position: "x........",
            fact: Fact::After("9", Outcome::N),
            says: "every other reply loses",
        },
    ],
};

/// The eight lines of the board.
pub const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// A board: 0 empty, 1 X, 2 O.
pub type Cells = [u8; 9];

#[derive(Default)]
pub struct TicTacToe;

/// Whose turn it is: 1 for X, 2 for O.
pub fn to_move(c: &Cells) -> u8 {
    let xs = c.iter().filter(|&&v| v == 1).count();
    let os = c.iter().filter(|&&v| v == 2).count();
    if xs == os {
        1
    } else {
        2
    }
}

/// The completed line (three cells), if any.
pub fn winning_line(c: &Cells) -> Option<[usize; 3]> {
    LINES.iter().find(|l| c[l[0]] != 0 && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]]).map(|l| [l[0], l[1], l[2]])
}

/// The player with three in a row, if any.
pub fn winner(c: &Cells) -> Option<u8> {
    LINES.iter().find(|l| c[l[0]] != 0 && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]]).map(|l| c[l[0]])
}

pub fn parse(text: &str) -> Result<Cells, ParseError> {
    let t = text.trim();
    let chars: Vec<char> = t.chars().filter(|c| *c != '/').collect();
    if chars.len() != 9 {
        return Err(ParseError::new(format!(
            "a board has 9 cells (x, o or . row by row, e.g. x...o....), this has {}",
            chars.len()
        )));
    }
    let mut c = [0u8; 9];
    for (i, ch) in chars.iter().enumerate() {
        c[i] = match ch {
            'x' | 'X' => 1,
            'o' | 'O' | '0' => 2,
            '.' | '-' | '_' => 0,
            _ => return Err(ParseError::at(format!("unexpected '{ch}': cells are x, o or ."), i)),
        };
    }
    let xs = c.iter().filter(|&&v| v == 1).count();
    let os = c.iter().filter(|&&v| v == 2).count();
    if xs != os && xs != os + 1 {
        return Err(ParseError::new(format!(
            "impossible board: X moves first, so X has as many marks as O or one more (here X {xs}, O {os})"
        )));
    }
    let x_line = LINES.iter().any(|l| l.iter().all(|&i| c[i] == 1));
    let o_line = LINES.iter().any(|l| l.iter().all(|&i| c[i] == 2));
    if (x_line && (o_line || xs != os + 1)) || (o_line && xs != os) {
        return Err(ParseError::new("impossible board: the game would have ended before this"));
    }
    Ok(c)
}

pub fn display(c: &Cells) -> String {
    c.iter().map(|v| ['.', 'x', 'o'][*v as usize]).collect()
}

/// F = M - N for X: M lines without an O, N lines without an X.
pub fn f_value(c: &Cells) -> i32 {
    let open = |p: u8| LINES.iter().filter(|l| l.iter().all(|&i| c[i] != p)).count() as i32;
    open(2) - open(1)
}

impl TwoPlayer for TicTacToe {
    type Pos = Cells;
    type Move = usize;
    fn moves(&self, c: &Cells) -> Vec<usize> {
        if winner(c).is_some() {
            return vec![];
        }
        (0..9).filter(|&i| c[i] == 0).collect()
    }
    fn play(&self, c: &Cells, &m: &usize) -> Cells {
        let mut n = *c;
        n[m] = to_move(c);
        n
    }
    fn terminal(&self, c: &Cells) -> Option<i32> {
        if winner(c).is_some() {
            Some(-WIN) // the player who just moved made three in a row
        } else if c.iter().all(|&v| v != 0) {
            Some(0)
        } else {
            None
        }
    }
    fn evaluate(&self, c: &Cells) -> i32 {
        if to_move(c) == 1 {
            f_value(c)
        } else {
            -f_value(c)
        }
    }
    fn order_key(&self, c: &Cells, &m: &usize) -> i32 {
        let after = self.play(c, &m);
        let wins = if winner(&after).is_some() { 100 } else { 0 };
        wins + [2, 1, 2, 1, 3, 1, 2, 1, 2][m]
    }
}

/// The exact value of a score for the player to move.
pub fn outcome_of(score: i32) -> Outcome {
    if score > WIN / 2 {
        Outcome::N
    } else if score < -WIN / 2 {
        Outcome::P
    } else {
        Outcome::Draw
    }
}

/// Remoteness: plies to the end with best play (for a draw, the board fills up).
pub fn remoteness(c: &Cells, score: i32) -> u32 {
    plies(score).unwrap_or_else(|| c.iter().filter(|&&v| v == 0).count() as u32)
}

/// Exact scores of every position reachable from `c`.
pub fn solve_table(c: &Cells) -> HashMap<Cells, i32> {
    let mut table = HashMap::new();
    solve_all(&TicTacToe, c, &mut table);
    table
}

/// Depth-limited minimax with F at the leaves: each move with its value for the mover.
pub fn depth_values(c: &Cells, depth: u32) -> Vec<(usize, i32)> {
    let mut stats = Stats::default();
    TwoPlayer::moves(&TicTacToe, c)
        .into_iter()
        .map(|m| (m, back(minimax(&TicTacToe, &TicTacToe.play(c, &m), Some(depth.saturating_sub(1)), &mut stats))))
        .collect()
}

/// Node counts of a full search from `c` (to `depth` plies when given).
pub fn node_counts(c: &Cells, depth: Option<u32>) -> NodeCounts {
    let (mut a, mut b, mut o) = (Stats::default(), Stats::default(), Stats::default());
    let v1 = minimax(&TicTacToe, c, depth, &mut a);
    let v2 = alphabeta(&TicTacToe, c, depth, i32::MIN + 1, i32::MAX, false, &mut b);
    let v3 = alphabeta(&TicTacToe, c, depth, i32::MIN + 1, i32::MAX, true, &mut o);
    debug_assert!(v1 == v2 && v2 == v3);
    NodeCounts { minimax: a.nodes, alphabeta: b.nodes, alphabeta_ordered: o.nodes }
}

/// The alpha-beta search tree from `c` to `depth` plies with F at the leaves.
pub fn search_tree(c: &Cells, depth: u32, ordering: bool) -> crate::minimax::SearchNode {
    let name = |m: &usize| (m + 1).to_string();
    crate::minimax::alphabeta_tree(&TicTacToe, c, Some(depth), i32::MIN + 1, i32::MAX, ordering, &name, String::new())
}

/// The evaluation panel's report ([`Panel::Evaluation`]): F = M - N and depth-limited minimax.
pub fn eval_report(position: &str, depth: u32) -> Result<EvalReport, ParseError> {
    let c = parse(position)?;
    let depth = depth.clamp(1, 9);
    Ok(EvalReport {
        position: display(&c),
        depth,
        f: f_value(&c),
        values: depth_values(&c, depth).into_iter().map(|(m, v)| ((m + 1).to_string(), v)).collect(),
        nodes_limited: node_counts(&c, Some(depth)),
        nodes_full: node_counts(&c, None),
        tree: search_tree(&c, depth, true),
    })
}

/// A position where depth-limited minimax with F chooses a move the full solve rates worse
/// than the best move: (position, F's choice, the exact best move).
pub fn misleading_example(depth: u32) -> Option<(Cells, usize, usize)> {
    let table = solve_table(&[0; 9]);
    let mut positions: Vec<&Cells> = table.keys().collect();
    // Fewest marks first, then in board order, so the example is small and stable.
    positions.sort_by_key(|c| (c.iter().filter(|&&v| v != 0).count(), display(c)));
    for c in positions {
        let moves = TwoPlayer::moves(&TicTacToe, c);
        if moves.is_empty() {
            continue;
        }
        let exact = |m: usize| back(table[&TicTacToe.play(c, &m)]);
        let best_exact = moves.iter().map(|&m| exact(m)).max()?;
        let f = depth_values(c, depth);
        let f_best = f.iter().map(|&(_, v)| v).max()?;
        let f_choice = f.iter().find(|&&(_, v)| v == f_best)?.0;
        if outcome_of(exact(f_choice)) != outcome_of(best_exact) {
            let best_move = *moves.iter().find(|&&m| exact(m) == best_exact)?;
            return Some((*c, f_choice, best_move));
        }
    }
    None
}

/// A board in the [`crate::rules::Evaluate`] interface (its text is [`display`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid(pub Cells);

impl std::fmt::Display for Grid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&display(&self.0))
    }
}

/// Tic-tac-toe is valued by full minimax (draws included) over every position below the board.
impl Rules for TicTacToe {
    type Pos = Grid;
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Grid, ParseError> {
        parse(text).map(Grid)
    }
    fn board(&self, pos: &Grid) -> Board {
        let text = display(&pos.0);
        let rows = (0..3).map(|r| text[r * 3..r * 3 + 3].to_string()).collect();
        // Three in a row ends the game: the line is drawn highlighted.
        let highlighted = winning_line(&pos.0).map(|l| l.iter().map(|&i| (i / 3, i % 3)).collect()).unwrap_or_default();
        Board::Grid { rows, look: crate::board::GridLook { highlighted, ..Default::default() } }
    }
    fn panels(&self) -> &'static [Panel] {
        &[Panel::Evaluation]
    }
    fn evaluation(&self, pos: &Grid, depth: u32) -> Option<Result<EvalReport, EngineError>> {
        Some(eval_report(&display(&pos.0), depth).map_err(EngineError::from))
    }
}

impl Moves for TicTacToe {
    fn moves(&self, pos: &Grid) -> Vec<Move<Grid>> {
        TwoPlayer::moves(self, &pos.0)
            .into_iter()
            .map(|m| Move {
                text: (m + 1).to_string(),
                spot: Spot::Square { piece: 0, row: m / 3, col: m % 3 },
                to: Grid(self.play(&pos.0, &m)),
            })
            .collect()
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self, pos: &Grid, moves: &[Move<Grid>], _misere: bool) -> Result<Evaluation, EngineError> {
        let c = &pos.0;
        let table = solve_table(c);
        let value = |c: &Cells| {
            let s = table[c];
            PositionValue { outcome: outcome_of(s), grundy: None, remoteness: Some(remoteness(c, s)) }
        };
        let mover = if to_move(c) == 1 { "X" } else { "O" };
        let at = value(c);
        Ok(Evaluation {
            value: at,
            moves: moves.iter().map(|m| value(&m.to.0)).collect(),
            closed_form: Some(ClosedFormValue {
                text: format!("{mover} to move; F = M - N = {} (lines open for X minus lines open for O)", f_value(c)),
                grundy: None,
                outcome: at.outcome,
            }),
            note: winner(c).map(|w| {
                let (who, player) = if w == 1 { ("X", 1) } else { ("O", 2) };
                format!("{who} (player {player}) made three in a row, marked on the board.")
            }),
            working: None,
            partizan: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::rules::AsGame;

    #[test]
    fn a_completed_line_is_marked_and_named() {
        // X has the top row with four cells empty.
        let sol = AsGame(TicTacToe).solve("xxxoo....", false).unwrap();
        assert!(sol.moves.is_empty());
        let Board::Grid { look, .. } = &sol.board else { panic!("a grid") };
        assert_eq!(look.highlighted, vec![(0, 0), (0, 1), (0, 2)]);
        assert_eq!(sol.note.as_deref(), Some("X (player 1) made three in a row, marked on the board."));
        let Board::Grid { look, .. } = AsGame(TicTacToe).solve("x...o....", false).unwrap().board else { panic!() };
        assert!(look.highlighted.is_empty());
    }

    #[test]
    fn empty_board_is_a_draw_in_nine() {
        let sol = AsGame(TicTacToe).solve(".........", false).unwrap();
        assert_eq!(sol.outcome, Outcome::Draw);
        assert_eq!(sol.remoteness, Some(9));
        assert!(sol.moves.iter().all(|m| m.outcome == Outcome::Draw));
        assert_eq!(solve_table(&[0; 9]).len(), 5478);
    }

    #[test]
    fn a_won_position_and_a_forced_loss() {
        // X to move can win at once on cell 3.
        let sol = AsGame(TicTacToe).solve("xx.oo....", false).unwrap();
        assert_eq!((sol.outcome, sol.remoteness), (Outcome::N, Some(1)));
        let m3 = sol.moves.iter().find(|m| m.text == "3").unwrap();
        assert!(m3.winning && m3.remoteness == Some(0));
        // O to move and X threatens two lines: O loses in 2 plies.
        let sol = AsGame(TicTacToe).solve("xx.x.o.o.", false).unwrap();
        assert_eq!(sol.outcome, Outcome::P);
        assert_eq!(sol.remoteness, Some(2));
        assert!(AsGame(TicTacToe).solve("xxxooo...", false).is_err());
        assert!(AsGame(TicTacToe).solve("xxxx.....", false).is_err());
        assert!(AsGame(TicTacToe).solve("x..", false).is_err());
    }

    #[test]
    fn depth_two_from_the_empty_board_prefers_the_centre() {
        let vals = depth_values(&[0; 9], 2);
        let v = |cell: usize| vals.iter().find(|(m, _)| *m == cell).unwrap().1;
        assert_eq!(v(4), 1); // centre
        for corner in [0, 2, 6, 8] {
            assert_eq!(v(corner), -1);
        }
        for edge in [1, 3, 5, 7] {
            assert_eq!(v(edge), -2);
        }
    }

    #[test]
    fn f_misleads_somewhere() {
        let (c, f_move, best) = misleading_example(2).expect("an example exists");
        let table = solve_table(&c);
        let exact = |m: usize| back(table[&TicTacToe.play(&c, &m)]);
        assert!(exact(f_move) < exact(best), "{}", display(&c));
    }

    #[test]
    fn the_recorded_tree_agrees_with_the_values() {
        let r = eval_report(".........", 2).unwrap();
        assert_eq!(r.tree.score, 1);
        assert_eq!(r.tree.children.len(), 9);
        // With ordering the centre is searched first and gives the root its value.
        assert_eq!(r.tree.children[0].mv, "5");
        assert_eq!(back(r.tree.children[0].score), 1);
        assert!(r.tree.children.iter().skip(1).any(|c| !c.cut.is_empty()), "some replies are cut");
    }

    #[test]
    fn node_counts_of_the_full_game() {
        let n = node_counts(&[0; 9], None);
        // The full game tree of tic-tac-toe has 549,946 nodes.
        assert_eq!(n.minimax, 549_946);
        assert!(n.alphabeta < n.minimax / 5);
        assert!(n.alphabeta_ordered < n.alphabeta);
    }

    #[test]
    fn alphabeta_matches_the_full_solve_everywhere() {
        let table = solve_table(&[0; 9]);
        for (c, &score) in &table {
            let mut s = Stats::default();
            assert_eq!(alphabeta(&TicTacToe, c, None, i32::MIN + 1, i32::MAX, true, &mut s), score, "{}", display(c));
        }
    }
}
