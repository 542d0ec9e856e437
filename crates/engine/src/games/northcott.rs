//! Northcott's game: a board of r rows and c columns; each row holds one black and one white
//! chip. In the real game Black moves a black chip and White a white chip, left or right within
//! its row, any distance, without jumping over or landing on the other chip; the player who
//! cannot move loses.
//!
//! Value. Each row is a Nim heap whose size is the gap (the number of empty squares between the
//! two chips). Moving towards the other chip shrinks the gap by any amount; moving away widens
//! it, but that never helps: the opponent answers by moving their own chip of that row the same
//! distance the same way, restoring the gap, and since the winner's chips only ever move towards
//! the opposing chips, the game still ends. So the player to move — Black or White alike — wins
//! exactly when the XOR of the gaps is non-zero. [`RealGame`] checks this by retrograde analysis
//! of the real two-colour game (with widening moves and possible cycles) on small boards.
//!
//! How it is played here. The engine is impartial, so this presentation is Nim on the gaps with
//! the chip moves that shrink a gap: either player may slide either chip of a row towards the
//! other one. Widening moves are left out (they are reversible, see above, and would make the
//! impartial game loopy), and the position does not record whose colour is to move.
//!
//! Notation: game `northcott:8` (8 columns); position `1-5,3-7` = per row, the black chip's
//! column then the white chip's (1-based; either may be the left one). Move `b2>4`: the black
//! chip of row 2 slides to column 4 (`w1>3` for a white chip). Board: two copies of the board
//! side by side (`B` black chip, `W` white chip, `.` empty); clicking a square in the left copy
//! slides that row's black chip there, in the right copy its white chip.

use std::collections::VecDeque;
use std::fmt;

use crate::board::{Board, Spot};
use crate::games::guarded::{BoundedMoves, Guarded};
use crate::games::{Entry, Game};
use crate::impartial::{ImpartialGame, Move};
use crate::notation::ParseError;
use crate::value::{FormulaValue, Outcome};

pub const ENTRY: Entry = Entry {
    id: "northcott",
    name: "Northcott's game",
    example_game: "northcott:8",
    example_position: "1-5,3-7",
    summary: "Slide a chip along its row towards the other chip in that row (moving away never helps, so it is left out); the player who cannot move loses.",
    build,
};

/// Board limits: columns and rows.
pub const MIN_COLS: usize = 2;
pub const MAX_COLS: usize = 64;
pub const MAX_ROWS: usize = 16;
/// The most states (positions times side to move) [`RealGame::solve`] will analyse.
pub const MAX_REAL_STATES: usize = 300_000;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let text = params
        .ok_or_else(|| ParseError::new("northcott needs the number of columns after a colon, e.g. northcott:8"))?;
    let game = Northcott::new(text)?;
    Ok(Box::new(Guarded {
        id: format!("northcott:{}", game.cols),
        name: format!("Northcott's game ({} columns)", game.cols),
        game,
    }))
}

/// Northcott's game on boards of `cols` columns (impartial presentation: Nim on the gaps).
#[derive(Clone, Copy, Debug)]
pub struct Northcott {
    pub cols: usize,
}

impl Northcott {
    /// Parses the column count (the text after `northcott:`).
    pub fn new(text: &str) -> Result<Self, ParseError> {
        let t = text.trim();
        match t.parse::<usize>() {
            Ok(cols) if (MIN_COLS..=MAX_COLS).contains(&cols) => Ok(Northcott { cols }),
            _ => Err(ParseError::at(
                format!("the number of columns must be a whole number from {MIN_COLS} to {MAX_COLS}, not '{t}'"),
                "northcott:".len(),
            )),
        }
    }
}

/// Per row, the black chip's column and the white chip's (1-based); written `1-5,3-7`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rows(pub Vec<(usize, usize)>);

impl fmt::Display for Rows {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(b, w)| format!("{b}-{w}")).collect();
        f.write_str(&parts.join(","))
    }
}

/// The gap of a row: the number of empty squares between its chips.
pub fn gap(black: usize, white: usize) -> usize {
    black.abs_diff(white) - 1
}

/// The closed form: the XOR of the gaps.
pub fn gap_xor(rows: &[(usize, usize)]) -> usize {
    rows.iter().fold(0, |acc, &(b, w)| acc ^ gap(b, w))
}

/// The squares a chip at `from` may slide to when the other chip of its row is at `other`:
/// towards it only (`widen` false) or in both directions (`widen` true), nearest first.
fn targets(from: usize, other: usize, cols: usize, widen: bool) -> Vec<usize> {
    let (toward, away): (Vec<usize>, Vec<usize>) = if from < other {
        ((from + 1..other).collect(), (1..from).rev().collect())
    } else {
        ((other + 1..from).rev().collect(), (from + 1..=cols).collect())
    };
    if widen {
        toward.into_iter().chain(away).collect()
    } else {
        toward
    }
}

/// A shrinking move: white chip (else black), row, target column, rows after.
type Shrink = (bool, usize, usize, Vec<(usize, usize)>);

/// Every shrinking move.
fn shrinks(rows: &[(usize, usize)], cols: usize) -> Vec<Shrink> {
    let mut out = Vec::new();
    for (r, &(b, w)) in rows.iter().enumerate() {
        for t in targets(b, w, cols, false) {
            let mut to = rows.to_vec();
            to[r].0 = t;
            out.push((false, r, t, to));
        }
        for t in targets(w, b, cols, false) {
            let mut to = rows.to_vec();
            to[r].1 = t;
            out.push((true, r, t, to));
        }
    }
    out
}

impl ImpartialGame for Northcott {
    type Pos = Rows;
    type Comp = Vec<(usize, usize)>;

    fn parse(&self, text: &str) -> Result<Rows, ParseError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ParseError::new(
                "expected rows such as 1-5,3-7 (per row, the black chip's column then the white chip's)",
            ));
        }
        let mut offset = text.len() - text.trim_start().len();
        let mut rows = Vec::new();
        for (r, part) in trimmed.split(',').enumerate() {
            if r == MAX_ROWS {
                return Err(ParseError::new(format!(
                    "too many rows: {} given, at most {MAX_ROWS}",
                    trimmed.split(',').count()
                )));
            }
            let item = part.trim();
            let at = offset + (part.len() - part.trim_start().len());
            let Some((bt, wt)) = item.split_once('-') else {
                return Err(ParseError::at(
                    format!("row {} is '{item}': write black-white columns such as 1-5", r + 1),
                    at,
                ));
            };
            let col = |t: &str, what: &str| -> Result<usize, ParseError> {
                match t.trim().parse::<usize>() {
                    Ok(c) if (1..=self.cols).contains(&c) => Ok(c),
                    _ => Err(ParseError::at(
                        format!(
                            "row {}: the {what} chip's column '{}' must be a number from 1 to {}",
                            r + 1,
                            t.trim(),
                            self.cols
                        ),
                        at,
                    )),
                }
            };
            let (b, w) = (col(bt, "black")?, col(wt, "white")?);
            if b == w {
                return Err(ParseError::at(format!("row {}: both chips are on column {b}", r + 1), at));
            }
            rows.push((b, w));
            offset += part.len() + 1;
        }
        Ok(Rows(rows))
    }

    fn moves(&self, pos: &Rows) -> Vec<Move<Rows>> {
        shrinks(&pos.0, self.cols)
            .into_iter()
            .map(|(white, r, t, to)| Move {
                text: format!("{}{}>{t}", if white { 'w' } else { 'b' }, r + 1),
                spot: Spot::Square { piece: white as usize, row: r, col: t - 1 },
                to: Rows(to),
            })
            .collect()
    }

    fn components(&self, pos: &Rows) -> Vec<Vec<(usize, usize)>> {
        vec![pos.0.clone()]
    }

    fn comp_options(&self, comp: &Vec<(usize, usize)>) -> Vec<Vec<Vec<(usize, usize)>>> {
        shrinks(comp, self.cols).into_iter().map(|(_, _, _, to)| vec![to]).collect()
    }

    fn board(&self, pos: &Rows) -> Board {
        let grid: Vec<String> = pos
            .0
            .iter()
            .map(|&(b, w)| {
                (1..=self.cols)
                    .map(|c| {
                        if c == b {
                            'B'
                        } else if c == w {
                            'W'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        Board::Pieces { pieces: vec![grid.clone(), grid] }
    }

    fn fast_comp_grundy(&self, comp: &Vec<(usize, usize)>) -> Option<u32> {
        u32::try_from(gap_xor(comp)).ok()
    }

    fn formula(&self, pos: &Rows, _misere: bool) -> Option<FormulaValue> {
        let x = gap_xor(&pos.0);
        let terms: Vec<String> = pos.0.iter().map(|&(b, w)| gap(b, w).to_string()).collect();
        Some(FormulaValue {
            text: format!(
                "XOR of the gaps {} = {x}; widening a gap never helps (the opponent restores it), so the player to \
                 move, of either colour, wins exactly when it is non-zero",
                terms.join(" ⊕ ")
            ),
            grundy: u32::try_from(x).ok(),
            outcome: if x == 0 { Outcome::P } else { Outcome::N },
        })
    }
}

impl BoundedMoves for Northcott {
    /// Each row has two moves per empty square between its chips, and gaps only shrink.
    fn max_moves(&self, pos: &Rows) -> u128 {
        pos.0.iter().map(|&(b, w)| 2 * gap(b, w) as u128).sum()
    }
    /// In a row with gap g each chip moves at most g squares, towards the other.
    fn max_states(&self, pos: &Rows) -> u128 {
        pos.0.iter().fold(1u128, |acc, &(b, w)| acc.saturating_mul((gap(b, w) as u128 + 1).pow(2)))
    }
}

/// The real two-colour game solved by retrograde analysis: every position of a board of `rows`
/// rows and `cols` columns, with Black or White to move, each player moving only their own
/// chips, towards or away from the other chip. Positions from which neither side can force a
/// win (play could go on for ever) are draws.
#[derive(Clone, Debug)]
pub struct RealGame {
    pub cols: usize,
    pub rows: usize,
    /// Per state (see `encode`), the outcome for the side to move.
    result: Vec<Outcome>,
}

impl RealGame {
    fn state_count(cols: usize, rows: usize) -> Option<usize> {
        (cols * cols).checked_pow(rows as u32)?.checked_mul(2)
    }

    fn encode(&self, chips: &[(usize, usize)], black_to_move: bool) -> usize {
        let base = self.cols * self.cols;
        let code = chips.iter().rev().fold(0, |acc, &(b, w)| acc * base + (b - 1) * self.cols + (w - 1));
        code * 2 + usize::from(!black_to_move)
    }

    fn decode(&self, mut state: usize) -> (Vec<(usize, usize)>, bool) {
        let black_to_move = state.is_multiple_of(2);
        state /= 2;
        let base = self.cols * self.cols;
        let mut chips = Vec::with_capacity(self.rows);
        for _ in 0..self.rows {
            let pair = state % base;
            state /= base;
            chips.push((pair / self.cols + 1, pair % self.cols + 1));
        }
        (chips, black_to_move)
    }

    /// The moves of the real game for the side to move: every position reached.
    pub fn real_moves(chips: &[(usize, usize)], cols: usize, black_to_move: bool) -> Vec<Vec<(usize, usize)>> {
        let mut out = Vec::new();
        for (r, &(b, w)) in chips.iter().enumerate() {
            let (mine, other) = if black_to_move { (b, w) } else { (w, b) };
            for t in targets(mine, other, cols, true) {
                let mut to = chips.to_vec();
                if black_to_move {
                    to[r].0 = t;
                } else {
                    to[r].1 = t;
                }
                out.push(to);
            }
        }
        out
    }

    /// Solves every position of the board, or `None` when there are more than
    /// [`MAX_REAL_STATES`] states.
    pub fn solve(cols: usize, rows: usize) -> Option<RealGame> {
        let n = Self::state_count(cols, rows).filter(|&n| n <= MAX_REAL_STATES && cols >= MIN_COLS)?;
        let mut game = RealGame { cols, rows, result: Vec::new() };
        let succ: Vec<Vec<usize>> = (0..n)
            .map(|s| {
                let (chips, black) = game.decode(s);
                if chips.iter().any(|&(b, w)| b == w) {
                    return Vec::new(); // not a position; nothing leads here
                }
                Self::real_moves(&chips, cols, black).iter().map(|k| game.encode(k, !black)).collect()
            })
            .collect();
        game.result = retrograde(&succ);
        Some(game)
    }

    /// The outcome for the side to move: N (wins), P (loses) or a draw.
    pub fn outcome(&self, chips: &[(usize, usize)], black_to_move: bool) -> Outcome {
        self.result[self.encode(chips, black_to_move)]
    }

    /// Every position of the board (all rows with their chips on different squares).
    pub fn positions(&self) -> Vec<Vec<(usize, usize)>> {
        (0..self.result.len() / 2)
            .map(|s| self.decode(2 * s).0)
            .filter(|chips| chips.iter().all(|&(b, w)| b != w))
            .collect()
    }
}

/// Retrograde analysis of a game graph (which may have cycles): `succ[s]` lists the states the
/// player to move at `s` can move to. A state with no move is lost (P); a state with a move to a
/// P state is won (N); a state all of whose moves lead to N states is P; whatever is left
/// undecided is a draw (neither side can force a win).
pub fn retrograde(succ: &[Vec<usize>]) -> Vec<Outcome> {
    let n = succ.len();
    let mut result: Vec<Option<Outcome>> = vec![None; n];
    let mut remaining: Vec<usize> = succ.iter().map(Vec::len).collect();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (s, kids) in succ.iter().enumerate() {
        for &k in kids {
            preds[k].push(s);
        }
    }
    let mut queue: VecDeque<usize> = (0..n).filter(|&s| remaining[s] == 0).collect();
    for &s in &queue {
        result[s] = Some(Outcome::P);
    }
    while let Some(s) = queue.pop_front() {
        let lost = result[s] == Some(Outcome::P);
        for &p in &preds[s] {
            if result[p].is_some() {
                continue;
            }
            if lost {
                result[p] = Some(Outcome::N);
                queue.push_back(p);
            } else {
                remaining[p] -= 1;
                if remaining[p] == 0 {
                    result[p] = Some(Outcome::P);
                    queue.push_back(p);
                }
            }
        }
    }
    result.into_iter().map(|r| r.unwrap_or(Outcome::Draw)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let g = Northcott { cols: 8 };
        let p = g.parse(" 1-5, 7 - 3").unwrap();
        assert_eq!(p.to_string(), "1-5,7-3");
        assert_eq!(g.parse(&p.to_string()).unwrap(), p);
        assert!(g.parse("1-9").unwrap_err().message.contains("from 1 to 8"));
        assert!(g.parse("4-4").unwrap_err().message.contains("both chips"));
        let e = g.parse("1-5,35").unwrap_err();
        assert!(e.message.contains("row 2"));
        assert_eq!(e.at, Some(4));
        assert!(g.parse("").is_err());
        assert!(g.parse(&vec!["1-2"; MAX_ROWS + 1].join(",")).unwrap_err().message.contains("too many rows"));
        assert!(crate::games::lookup("northcott").err().unwrap().message.contains("northcott:8"));
        assert!(crate::games::lookup("northcott:1").is_err());
        assert_eq!(crate::games::lookup("northcott:8").unwrap().id(), "northcott:8");
    }

    #[test]
    fn moves_shrink_gaps() {
        let g = Northcott { cols: 6 };
        let p = g.parse("1-4,6-5").unwrap();
        let moves: Vec<(String, Spot)> = g.moves(&p).into_iter().map(|m| (m.text, m.spot)).collect();
        let texts: Vec<&str> = moves.iter().map(|m| m.0.as_str()).collect();
        assert_eq!(texts, vec!["b1>2", "b1>3", "w1>3", "w1>2"]);
        assert_eq!(moves[2].1, Spot::Square { piece: 1, row: 0, col: 2 });
        assert_eq!(gap_xor(&p.0), 2);
    }

    #[test]
    fn real_moves_include_widening() {
        // Row 2-5 on 6 columns: black may go to 1 (away), 3 or 4 (towards).
        let mut cols: Vec<usize> = RealGame::real_moves(&[(2, 5)], 6, true).iter().map(|r| r[0].0).collect();
        cols.sort();
        assert_eq!(cols, vec![1, 3, 4]);
        let mut cols: Vec<usize> = RealGame::real_moves(&[(2, 5)], 6, false).iter().map(|r| r[0].1).collect();
        cols.sort();
        assert_eq!(cols, vec![3, 4, 6]);
    }
}
