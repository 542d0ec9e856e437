//! Northcott's game, played as its rules state: a board of r rows and c columns; each row holds
//! one black and one white chip. Black moves a black chip and White a white one, left or right
//! within its row, any distance, without jumping over or landing on the other chip. The player
//! who cannot move loses. Black moves first unless the position says otherwise.
//!
//! Why it is Nim on the gaps. The gap of a row (the empty squares between its chips) is a Nim
//! heap: moving towards the other chip shrinks it by any amount. A retreat (moving away) widens
//! it, but never helps: the opponent answers by moving their own chip of that row the same
//! distance the same way, which restores the gap. Playing like that, the winner's chips only
//! ever move towards the opposing chips, so each of them stops at the latest when it meets the
//! other chip or the board's edge, and the game ends. So the player to move, Black or White,
//! wins exactly when the XOR of the gaps is not 0, and no position is a draw with best play,
//! although play can go round in circles.
//!
//! Solving. The game is partizan and loopy, so it is solved by retrograde analysis
//! ([`retrograde`]) of the whole board: the chips of a row never pass each other, so a board of
//! r rows and c columns with its chips in a given order has (c(c-1)/2)^r arrangements, each with
//! either side to move. Every state gets its outcome and its remoteness (plies to the end when
//! the winner hurries and the loser delays); undecided states would be draws (none occur: the
//! tests check every board up to 3 rows x 7 columns against the Nim-on-gaps outcome). Boards
//! with more than [`MAX_RETRO_STATES`] states are valued by the Nim-on-gaps argument instead:
//! the outcome is exact, the remoteness is not computed, and the note says so.
//!
//! Values. The two-colour game has no Grundy value of its own; the `grundy` fields carry the
//! value of its model, Nim on the gaps (the XOR of the gaps), which decides the outcome. It
//! cannot join a sum of impartial games ([`Game::grundy`] refuses), because in a sum the
//! colours would not belong to the players.
//!
//! Notation: game `northcott:8` (8 columns); position `1-5,3-7` = per row, the black chip's
//! column then the white chip's (1-based; either may be the left one), Black to move; `;w` at
//! the end means White to move (`;b` is accepted; the canonical form leaves it out). Move
//! `b2>4`: Black's chip of row 2 slides to column 4 (`w1>3`: White's chip of row 1 to column 3).
//! Board: one grid, `B` a black chip, `W` a white one, `.` empty; a move is made at the square
//! its chip slides to (only the mover's chips move, so each square names one move).

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::reduction::Reduction;
use crate::rules::{AsGame, Evaluate, Evaluation, Moves, PositionValue, Rules};
use crate::value::{ClosedFormValue, Value};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "northcott",
    name: "Northcott's game",
    example_game: "northcott:8",
    example_position: "1-5,3-7",
    summary: "Black slides a black chip, White a white one, left or right along its row without jumping the other \
              chip; the player who cannot move loses.",
    group: Group::Boards,
    build,
    why: WHY,
    closed_form: None,
    // Not a component: partizan (each side moves its own chips), so it has no Grundy value of its own.
    sum_component: false,
    // A loopy partizan game; White to move too.
    checks: Checks { starts: &[("northcott:5", &["1-4, 5 - 2 ; w", "2-4"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Each row of the board holds one black and one white chip. Black moves a black chip and \
     White a white one, left or right along its row, any distance, without jumping over or \
     landing on the other chip. Black moves first unless the link ends in ;w. The player \
     who cannot move loses.",
    theory: "Each row is a Nim heap: its size is the gap, the empty squares between the chips, and \
     moving towards the other chip shrinks it. A retreat widens the gap but never helps: \
     the opponent follows with their own chip and the gap is back. The \
     winner's chips only move towards the others and the board's edge stops a retreating \
     chip, so the game ends. The player to move wins exactly when the XOR of the gaps is \
     not 0.",
    example: "northcott:8 with 1-5,3-6 (row 1: black on column 1, white on 5; row 2: black on 3, \
     white on 6), Black to move: gaps 3 and 2, 3 ⊕ 2 = 1, so Black wins. The move b1>2 \
     leaves gaps 2 and 2, XOR 0. If White retreats, say w2>8 (gap 4), Black follows with \
     b2>5 and the gaps are 2 and 2 again; if White shrinks a gap, Black shrinks the other \
     to match.",
    claims: &[
        Claim { game: "northcott:8", position: "1-5,3-6", fact: Fact::Grundy(1), says: "3 ⊕ 2 = 1" },
        Claim { game: "northcott:8", position: "1-5,3-6", fact: Fact::Outcome(Outcome::N), says: "so Black wins" },
        Claim { game: "northcott:8", position: "1-5,3-6", fact: Fact::Wins("b1>2"), says: "The move b1>2" },
        Claim {
            game: "northcott:8",
            position: "1-5,3-6",
            fact: Fact::Reaches("b1>2", "2-5,3-6;w"),
            says: "The move b1>2 leaves gaps 2 and 2, XOR 0",
        },
        Claim { game: "northcott:8", position: "2-5,3-6;w", fact: Fact::Grundy(0), says: "leaves gaps 2 and 2, XOR 0" },
        Claim {
            game: "northcott:8",
            position: "2-5,3-6;w",
            fact: Fact::Reaches("w2>8", "2-5,3-8"),
            says: "w2>8 (gap 4)",
        },
        Claim { game: "northcott:8", position: "2-5,3-8", fact: Fact::Wins("b2>5"), says: "Black follows with b2>5" },
        Claim {
            game: "northcott:8",
            position: "2-5,3-8",
            fact: Fact::Reaches("b2>5", "2-5,5-8;w"),
            says: "the gaps are 2 and 2 again",
        },
    ],
};

/// Board limits: columns and rows.
pub const MIN_COLS: usize = 2;
pub const MAX_COLS: usize = 64;
pub const MAX_ROWS: usize = 16;
/// The most states (arrangements times side to move) a solve analyses by retrograde analysis.
/// Measured natively (`cargo bench -p engine --bench northcott`, release build, on the shared
/// two-core build machine): 4 rows x 7 columns (388,962 states) take 89 ms and 4 rows x 8
/// columns (1,229,312 states) 0.36 s, about 0.3 µs a state; 4 rows x 9 columns (3,359,232
/// states) took 1.5 s (measured before moves were counted without listing them). So the limit
/// admits 4 rows of 8 columns, well under a second natively. The same 4 x 8 solve opened on
/// the play page took 0.7 to 1.3 s in the browser's worker against 0.6 to 0.8 s for the release
/// CLI in the same run (wall clock, machine heavily loaded); the worker keeps the last board
/// solved, so the rest of a game on it is a lookup. Larger boards are valued by the Nim-on-gaps
/// argument.
pub const MAX_RETRO_STATES: usize = 1_300_000;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let text = params
        .ok_or_else(|| ParseError::new("northcott needs the number of columns after a colon, e.g. northcott:8"))?;
    Ok(Box::new(AsGame(Northcott::new(text)?)))
}

/// Northcott's game on boards of `cols` columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Northcott {
    pub cols: usize,
}

/// A position: per row, the black chip's column and the white chip's (1-based), and the side
/// to move. Written `1-5,3-7` (Black to move) or `1-5,3-7;w` (White to move).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub rows: Vec<(usize, usize)>,
    pub black_to_move: bool,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.rows.iter().map(|(b, w)| format!("{b}-{w}")).collect();
        f.write_str(&parts.join(","))?;
        if !self.black_to_move {
            f.write_str(";w")?;
        }
        Ok(())
    }
}

/// The name of a side.
pub fn side_name(black: bool) -> &'static str {
    if black {
        "Black"
    } else {
        "White"
    }
}

/// The gap of a row: the number of empty squares between its chips.
pub fn gap(black: usize, white: usize) -> usize {
    black.abs_diff(white) - 1
}

/// The Nim-on-gaps value: the XOR of the gaps.
pub fn gap_xor(rows: &[(usize, usize)]) -> usize {
    rows.iter().fold(0, |acc, &(b, w)| acc ^ gap(b, w))
}

/// One move of the real game (`b2>4`: the mover's chip of row 2 slides to column 4).
pub type RealMove = Move<Position>;

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

    /// Parses `1-5,3-7`, `1-5,3-7;w` or `1-5,3-7;b`.
    pub fn parse(&self, text: &str) -> Result<Position, ParseError> {
        let (rows_text, black_to_move) = match text.rfind(';') {
            Some(i) => {
                let side = text[i + 1..].trim();
                let black = match side {
                    "b" | "B" => true,
                    "w" | "W" => false,
                    _ => {
                        return Err(ParseError::at(
                            format!(
                                "'{side}' is not a side to move: end the position with ;w (White to move) or ;b \
                                 (Black to move, the default)"
                            ),
                            i + 1,
                        ))
                    }
                };
                (&text[..i], black)
            }
            None => (text, true),
        };
        Ok(Position { rows: self.parse_rows(rows_text)?, black_to_move })
    }

    fn parse_rows(&self, text: &str) -> Result<Vec<(usize, usize)>, ParseError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(ParseError::new(
                "expected rows such as 1-5,3-7 (per row, the black chip's column then the white chip's), then ;w \
                 if White is to move",
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
        Ok(rows)
    }

    /// Every move of the side to move: per row, its chip to each square it can reach (both
    /// directions, up to the other chip or the edge), left to right.
    pub fn moves(&self, pos: &Position) -> Vec<RealMove> {
        let black = pos.black_to_move;
        let mut out = Vec::new();
        for (r, &(b, w)) in pos.rows.iter().enumerate() {
            let (mine, other) = if black { (b, w) } else { (w, b) };
            let reach = if mine < other { 1..other } else { other + 1..self.cols + 1 };
            for t in reach.filter(|&t| t != mine) {
                let mut rows = pos.rows.clone();
                if black {
                    rows[r].0 = t;
                } else {
                    rows[r].1 = t;
                }
                out.push(Move {
                    text: format!("{}{}>{t}", if black { 'b' } else { 'w' }, r + 1),
                    spot: Spot::Square { piece: 0, row: r, col: t - 1 },
                    to: Position { rows, black_to_move: !black },
                });
            }
        }
        out
    }

    /// The board: one row of squares per row of the game.
    pub fn board(&self, pos: &Position) -> Board {
        let rows = pos
            .rows
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
        Board::grid(rows)
    }

    /// The Nim-on-gaps claim as a formula line.
    fn formula(&self, pos: &Position) -> ClosedFormValue {
        let x = gap_xor(&pos.rows);
        let terms: Vec<String> = pos.rows.iter().map(|&(b, w)| gap(b, w).to_string()).collect();
        let mover = side_name(pos.black_to_move);
        ClosedFormValue {
            text: format!(
                "Nim on the gaps: {} = {x}, so {mover} (to move) {}; a retreat widens a gap but the opponent closes \
                 it again, and the board's edge limits how often one can retreat",
                terms.join(" ⊕ "),
                if x == 0 { "loses" } else { "wins" }
            ),
            grundy: u32::try_from(x).ok(),
            outcome: nim_outcome(x),
        }
    }

    /// Values a position and its moves: by retrograde analysis when its board fits, else by Nim
    /// on the gaps.
    fn values(&self, pos: &Position, moves: &[RealMove]) -> Evaluation {
        let grundy = |p: &Position| u32::try_from(gap_xor(&p.rows)).ok();
        let with_grundy =
            |p: &Position, v: Value| PositionValue { outcome: v.outcome, grundy: grundy(p), remoteness: v.remoteness };
        let (value, values, note) = match Space::new(self.cols, &pos.rows) {
            Some(space) => {
                let states = space.states;
                let table = solved(space);
                let values: Vec<PositionValue> = moves.iter().map(|m| with_grundy(&m.to, table.value(&m.to))).collect();
                let note = format!(
                    "solved by retrograde analysis of the two-colour game, retreats included: all {states} states of \
                     this board (its chips in this order, either side to move)"
                );
                (with_grundy(pos, table.value(pos)), values, note)
            }
            None => {
                let by_gaps = |p: &Position| PositionValue {
                    outcome: nim_outcome(gap_xor(&p.rows)),
                    grundy: grundy(p),
                    remoteness: None,
                };
                let note = format!(
                    "valued by the Nim-on-gaps argument (exact outcome; no position is a draw): this board has more \
                     than {MAX_RETRO_STATES} states, the most retrograde analysis takes here, so remoteness is not \
                     computed"
                );
                (by_gaps(pos), moves.iter().map(|m| by_gaps(&m.to)).collect(), note)
            }
        };
        Evaluation {
            value,
            moves: values,
            closed_form: Some(self.formula(pos)),
            note: Some(note),
            working: None,
            partizan: None,
        }
    }
}

fn nim_outcome(x: usize) -> Outcome {
    if x == 0 {
        Outcome::P
    } else {
        Outcome::N
    }
}

impl Rules for Northcott {
    type Pos = Position;
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        format!("{}:{}", ENTRY.id, self.cols)
    }
    fn name(&self) -> String {
        format!("{} ({} columns)", ENTRY.name, self.cols)
    }
    fn parse(&self, text: &str) -> Result<Position, ParseError> {
        self.parse(text)
    }
    fn board(&self, pos: &Position) -> Board {
        self.board(pos)
    }
    fn sides(&self, pos: &Position) -> Option<(String, String)> {
        let black = pos.black_to_move;
        Some((side_name(black).to_string(), side_name(!black).to_string()))
    }
    fn reduction(&self, pos: &Position) -> Option<Reduction> {
        let gaps: Vec<u64> = pos.rows.iter().map(|&(b, w)| gap(b, w) as u64).collect();
        Reduction::to_heaps(
            "Northcott's game is Nim on the gaps between the chips of each row, whoever is to move. A retreat \
             (moving away from the other chip) widens a gap, but the opponent closes it again, and the board's \
             edge limits how often one can retreat.",
            &*crate::games::lookup("nim").ok()?,
            &gaps,
        )
    }
}

impl Moves for Northcott {
    fn moves(&self, pos: &Position) -> Vec<RealMove> {
        self.moves(pos)
    }
}

impl Evaluate for Northcott {
    fn evaluate(&self, pos: &Position, moves: &[RealMove], _misere: bool) -> Result<Evaluation, EngineError> {
        Ok(self.values(pos, moves))
    }
    fn grundy(&self, _pos: &Position) -> Result<u32, EngineError> {
        Err(EngineError::Refused(
            "Northcott's game is partizan (Black moves only black chips, White only white ones), so it cannot join a \
             sum of impartial games; its solve shows the value of its model, Nim on the gaps"
                .to_string(),
        ))
    }
}

/// Every state of one board with its chips in a given order: per row a pair of columns (the
/// left chip's and the right chip's), numbered in mixed radix, times two for the side to move
/// (state = arrangement * 2 + 1 when White is to move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Space {
    pub cols: usize,
    /// Per row, whether the black chip is the left one.
    pub black_left: Vec<bool>,
    /// The pairs of one row, `(left, right)` with `1 <= left < right <= cols`.
    pairs: Vec<(usize, usize)>,
    /// The number of each pair: `index[left * (cols + 1) + right]`.
    index: Vec<usize>,
    /// The number of states.
    pub states: usize,
}

impl Space {
    /// The space of the board of `rows` (its chip order is what matters), or `None` when it has
    /// more than [`MAX_RETRO_STATES`] states.
    pub fn new(cols: usize, rows: &[(usize, usize)]) -> Option<Space> {
        Space::within(cols, rows, MAX_RETRO_STATES)
    }

    /// The space of the board of `rows`, or `None` when it has more than `max_states` states.
    pub fn within(cols: usize, rows: &[(usize, usize)], max_states: usize) -> Option<Space> {
        let per_row = cols * (cols - 1) / 2;
        let states = u32::try_from(rows.len())
            .ok()
            .and_then(|r| per_row.checked_pow(r))
            .and_then(|n| n.checked_mul(2))
            .filter(|&n| n <= max_states)?;
        let mut pairs = Vec::with_capacity(per_row);
        let mut index = vec![usize::MAX; (cols + 1) * (cols + 1)];
        for l in 1..=cols {
            for r in l + 1..=cols {
                index[l * (cols + 1) + r] = pairs.len();
                pairs.push((l, r));
            }
        }
        Some(Space { cols, black_left: rows.iter().map(|&(b, w)| b < w).collect(), pairs, index, states })
    }

    /// The state of a position of this board.
    pub fn state(&self, pos: &Position) -> usize {
        let k = self.pairs.len();
        let code = pos.rows.iter().rev().fold(0, |acc, &(b, w)| {
            let (l, r) = (b.min(w), b.max(w));
            acc * k + self.index[l * (self.cols + 1) + r]
        });
        code * 2 + usize::from(!pos.black_to_move)
    }

    /// The position of a state.
    pub fn position(&self, state: usize) -> Position {
        let k = self.pairs.len();
        let mut code = state / 2;
        let rows = self
            .black_left
            .iter()
            .map(|&left| {
                let (l, r) = self.pairs[code % k];
                code /= k;
                if left {
                    (l, r)
                } else {
                    (r, l)
                }
            })
            .collect();
        Position { rows, black_to_move: state.is_multiple_of(2) }
    }

    /// The states the side to move at `state` can move to, appended to `out`.
    pub fn moves(&self, state: usize, out: &mut Vec<usize>) {
        let k = self.pairs.len();
        let black = state.is_multiple_of(2);
        let code = state / 2;
        let mut rest = code;
        let mut weight = 1;
        for &black_left in &self.black_left {
            let p = rest % k;
            rest /= k;
            let (l, r) = self.pairs[p];
            let base = code - p * weight;
            let to = |pair: usize| (base + pair * weight) * 2 + usize::from(black);
            if black == black_left {
                // The mover's chip is the left one: anywhere left of the right chip.
                out.extend((1..r).filter(|&t| t != l).map(|t| to(self.index[t * (self.cols + 1) + r])));
            } else {
                out.extend((l + 1..=self.cols).filter(|&t| t != r).map(|t| to(self.index[l * (self.cols + 1) + t])));
            }
            weight *= k;
        }
    }

    /// The number of moves of the side to move at `state` (what [`Space::moves`] appends).
    pub fn move_count(&self, state: usize) -> usize {
        let k = self.pairs.len();
        let black = state.is_multiple_of(2);
        let mut rest = state / 2;
        let mut count = 0;
        for &black_left in &self.black_left {
            let (l, r) = self.pairs[rest % k];
            rest /= k;
            // Left chip: the squares left of the right chip but its own; right chip: likewise.
            count += if black == black_left { r - 2 } else { self.cols - l - 1 };
        }
        count
    }

    /// The states from which a move leads to `state`. Every slide can be undone by the same
    /// player sliding back, so these are the other side's moves from the same arrangement,
    /// with that side to move.
    pub fn predecessors(&self, state: usize, out: &mut Vec<usize>) {
        let start = out.len();
        self.moves(state ^ 1, out);
        for s in &mut out[start..] {
            *s ^= 1;
        }
    }
}

/// The solved states of one space.
pub struct Solved {
    pub space: Space,
    pub table: Retrograde,
}

impl Solved {
    /// The value of a position of this space.
    pub fn value(&self, pos: &Position) -> Value {
        self.table.value(self.space.state(pos))
    }
}

thread_local! {
    /// The last board solved: play goes on within one board, so the next solve is a lookup.
    static LAST: RefCell<Option<Rc<Solved>>> = const { RefCell::new(None) };
}

impl Space {
    /// The retrograde analysis of every state of the space.
    pub fn analyse(&self) -> Retrograde {
        retrograde(self.states, |s| self.move_count(s), |s, out| self.predecessors(s, out))
    }
}

/// The retrograde analysis of a space (the last one is kept).
pub fn solved(space: Space) -> Rc<Solved> {
    if let Some(hit) = LAST.with(|l| l.borrow().clone().filter(|s| s.space == space)) {
        return hit;
    }
    let table = space.analyse();
    let done = Rc::new(Solved { space, table });
    LAST.with(|l| *l.borrow_mut() = Some(done.clone()));
    done
}

/// The outcome and remoteness of every state of a game graph, from [`retrograde`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retrograde {
    /// Per state: 0 undecided (a draw), else `1 + 2 * remoteness + won`.
    codes: Vec<u32>,
}

impl Retrograde {
    /// The value of a state for the side to move.
    pub fn value(&self, state: usize) -> Value {
        match self.codes[state] {
            0 => Value { outcome: Outcome::Draw, remoteness: None },
            c => {
                Value { outcome: if (c - 1) & 1 == 1 { Outcome::N } else { Outcome::P }, remoteness: Some((c - 1) / 2) }
            }
        }
    }

    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }
}

/// Retrograde analysis of a finite game graph that may have cycles, states `0..n`:
/// `move_count(s)` is the number of moves of the side to move at `s`, and `predecessors(s)`
/// appends the states with a move to `s`. A state without moves is lost (remoteness 0).
/// Working back in order of remoteness, a state with a move to a lost state is won (one more
/// than its quickest lost child), and a state all of whose moves lead to won states is lost (one
/// more than its slowest won child). Whatever is never decided is a draw: neither side can force
/// a win.
pub fn retrograde(
    n: usize,
    move_count: impl Fn(usize) -> usize,
    predecessors: impl Fn(usize, &mut Vec<usize>),
) -> Retrograde {
    let mut codes = vec![0u32; n];
    // Per state, the moves not yet known to lead to a won state.
    let mut open: Vec<u32> = (0..n).map(|s| move_count(s) as u32).collect();
    let mut queue: Vec<usize> = (0..n).filter(|&s| open[s] == 0).collect();
    for &s in &queue {
        codes[s] = 1;
    }
    let mut buf = Vec::new();
    // The queue holds decided states in order of remoteness; each is pushed once.
    let mut head = 0;
    while head < queue.len() {
        let s = queue[head];
        head += 1;
        let code = codes[s];
        let lost = (code - 1) & 1 == 0;
        let rem = (code - 1) / 2;
        buf.clear();
        predecessors(s, &mut buf);
        for &p in &buf {
            if codes[p] != 0 {
                continue;
            }
            if lost {
                codes[p] = 1 + 2 * (rem + 1) + 1;
                queue.push(p);
            } else {
                open[p] -= 1;
                if open[p] == 0 {
                    codes[p] = 1 + 2 * (rem + 1);
                    queue.push(p);
                }
            }
        }
    }
    Retrograde { codes }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let g = Northcott { cols: 8 };
        let p = g.parse(" 1-5, 7 - 3").unwrap();
        assert_eq!(p.to_string(), "1-5,7-3");
        assert!(p.black_to_move);
        assert_eq!(g.parse(&p.to_string()).unwrap(), p);
        let w = g.parse("1-5,7-3 ; w").unwrap();
        assert_eq!(w.to_string(), "1-5,7-3;w");
        assert!(!w.black_to_move);
        assert_eq!(g.parse("1-5;B").unwrap().to_string(), "1-5");
        let e = g.parse("1-5;x").unwrap_err();
        assert!(e.message.contains("side to move"), "{e}");
        assert_eq!(e.at, Some(4));
        assert!(g.parse(";w").unwrap_err().message.contains("expected rows"));
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
    fn only_the_mover_moves_both_ways() {
        let g = Northcott { cols: 6 };
        let p = g.parse("2-5,6-4").unwrap();
        let texts: Vec<String> = g.moves(&p).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["b1>1", "b1>3", "b1>4", "b2>5"]);
        let w = g.parse("2-5,6-4;w").unwrap();
        let moves = g.moves(&w);
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, vec!["w1>3", "w1>4", "w1>6", "w2>1", "w2>2", "w2>3", "w2>5"]);
        assert_eq!(moves[2].spot, Spot::Square { piece: 0, row: 0, col: 5 });
        assert_eq!(moves[2].to.to_string(), "2-6,6-4");
    }

    #[test]
    fn space_round_trips_and_undoes_moves() {
        let g = Northcott { cols: 5 };
        let p = g.parse("1-4,5-2;w").unwrap();
        let space = Space::new(5, &p.rows).unwrap();
        assert_eq!(space.states, 10 * 10 * 2);
        for s in 0..space.states {
            let pos = space.position(s);
            assert_eq!(space.state(&pos), s);
            let mut by_space = Vec::new();
            space.moves(s, &mut by_space);
            let mut by_rules: Vec<usize> = g.moves(&pos).iter().map(|m| space.state(&m.to)).collect();
            by_space.sort();
            by_rules.sort();
            assert_eq!(by_space, by_rules, "{pos}");
            for &t in &by_space {
                let mut back = Vec::new();
                space.predecessors(t, &mut back);
                assert!(back.contains(&s), "{pos}: a move's target lists it as a predecessor");
            }
        }
        for s in 0..space.states {
            let mut out = Vec::new();
            space.moves(s, &mut out);
            assert_eq!(space.move_count(s), out.len());
        }
        assert!(Space::new(8, &[(1, 2); 5]).is_none(), "28^5 * 2 states are too many");
    }

    mod against_search {
        //! Northcott's game as its rules state it (each side moves its own chips, both ways): the
        //! retrograde analysis against the Nim-on-gaps outcome on every small board, its remoteness
        //! against the definition, the solve's moves against the rules, and the retrograde analysis
        //! itself on small graphs with draws.

        use std::collections::HashSet;

        use crate::games::lookup;
        use crate::games::northcott::{gap, gap_xor, retrograde, Northcott, Position, Space, MAX_RETRO_STATES};
        use crate::value::Value;
        use crate::vocab::Outcome;
        use proptest::prelude::*;

        fn nim_outcome(rows: &[(usize, usize)]) -> Outcome {
            if gap_xor(rows) == 0 {
                Outcome::P
            } else {
                Outcome::N
            }
        }

        /// The value a state must have given its children's values: no move is a loss in 0; a move to
        /// a lost state wins, one more than the quickest such; otherwise a loss, one more than the
        /// slowest child.
        fn by_definition(children: &[Value]) -> Value {
            if children.is_empty() {
                return Value { outcome: Outcome::P, remoteness: Some(0) };
            }
            let lost: Vec<u32> =
                children.iter().filter(|v| v.outcome == Outcome::P).map(|v| v.remoteness.expect("decided")).collect();
            match lost.iter().min() {
                Some(r) => Value { outcome: Outcome::N, remoteness: Some(r + 1) },
                None => Value {
                    outcome: Outcome::P,
                    remoteness: Some(children.iter().map(|v| v.remoteness.expect("decided")).max().unwrap() + 1),
                },
            }
        }

        /// Every position of every board up to 3 rows x 7 columns, with either side to move: the
        /// retrograde analysis (retreats and cycles included) finds no draw, its outcome is the
        /// Nim-on-gaps outcome, and its remoteness obeys the definition.
        #[test]
        fn retrograde_equals_nim_on_gaps_on_every_small_board() {
            let mut checked = 0usize;
            for rows in 1..=3usize {
                for cols in 2..=7usize {
                    // One space per order of the chips in the rows (black left or right in each row).
                    for order in 0..1usize << rows {
                        let board: Vec<(usize, usize)> =
                            (0..rows).map(|r| if order >> r & 1 == 1 { (1, 2) } else { (2, 1) }).collect();
                        let space = Space::within(cols, &board, usize::MAX).unwrap();
                        let table = space.analyse();
                        let mut kids = Vec::new();
                        for s in 0..space.states {
                            let pos = space.position(s);
                            let v = table.value(s);
                            assert_eq!(v.outcome, nim_outcome(&pos.rows), "{cols} columns: {pos}");
                            kids.clear();
                            space.moves(s, &mut kids);
                            let children: Vec<Value> = kids.iter().map(|&k| table.value(k)).collect();
                            assert_eq!(v, by_definition(&children), "{cols} columns: {pos}");
                            checked += 1;
                        }
                    }
                }
            }
            // Sum over boards of 2 * (c(c-1))^r: every position, both sides to move.
            let all: usize = (1..=3u32).flat_map(|r| (2..=7usize).map(move |c| 2 * (c * (c - 1)).pow(r))).sum();
            assert_eq!(checked, all);
        }

        /// The analysis reports draws and decides simple graphs as it should, so "no draws" above is
        /// a finding, not a blind spot.
        #[test]
        fn retrograde_analysis_on_small_graphs() {
            let run = |succ: &[Vec<usize>]| {
                let table = retrograde(
                    succ.len(),
                    |s| succ[s].len(),
                    |s, out| out.extend((0..succ.len()).filter(|&p| succ[p].contains(&s))),
                );
                (0..succ.len()).map(|s| table.value(s)).collect::<Vec<_>>()
            };
            let v = |outcome, r: Option<u32>| Value { outcome, remoteness: r };
            let draw = v(Outcome::Draw, None);
            // 0 <-> 1 only: play goes on for ever.
            assert_eq!(run(&[vec![1], vec![0]]), vec![draw, draw]);
            // 0 <-> 1, and 1 -> 2 (no moves): 2 is lost, so 1 is won, so 0 (only move to 1) is lost.
            assert_eq!(
                run(&[vec![1], vec![0, 2], vec![]]),
                vec![v(Outcome::P, Some(2)), v(Outcome::N, Some(1)), v(Outcome::P, Some(0))]
            );
            // 0 -> 1 <-> 2, 2 -> 3 -> 4: 4 lost, 3 won; 2 can reach only 1 or 3 (won) and 1 only 2, so
            // each avoids losing by going back: draws.
            let g = run(&[vec![1], vec![2], vec![1, 3], vec![4], vec![]]);
            assert_eq!(g, vec![draw, draw, draw, v(Outcome::N, Some(1)), v(Outcome::P, Some(0))]);
            // The loser delays: 0 -> {1, 2}, 1 -> 3, 2 -> 4 -> 5 -> 6 (lost). 0 is lost; moving to 2
            // lasts longer than moving to 1.
            let g = run(&[vec![1, 2], vec![3], vec![4], vec![], vec![5], vec![6], vec![]]);
            assert_eq!(g[0], v(Outcome::P, Some(4)));
        }

        /// The issue's example: Black to move at 1-5,3-7 is lost (gaps 3 and 3); Black's retreats are
        /// offered and shaded as losing with their remoteness, White's chips do not move, and after
        /// the retreat b2>2 White's quickest win closes the gap again (w2>6).
        #[test]
        fn the_issue_example() {
            let game = lookup("northcott:8").unwrap();
            let sol = game.solve("1-5,3-7", false).unwrap();
            assert_eq!(sol.outcome, Outcome::P);
            assert_eq!(sol.grundy, Some(0));
            assert!(sol.note.as_deref().unwrap().contains("retrograde analysis"));
            let texts: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
            assert_eq!(texts, vec!["b1>2", "b1>3", "b1>4", "b2>1", "b2>2", "b2>4", "b2>5", "b2>6"]);
            for m in &sol.moves {
                assert_eq!(m.outcome, Outcome::N, "{}", m.text);
                assert!(m.remoteness.is_some() && !m.winning, "{}", m.text);
                assert!(m.to.ends_with(";w"), "{}", m.to);
            }
            let after = game.solve("1-5,2-7;w", false).unwrap();
            let best = after
                .moves
                .iter()
                .filter(|m| m.winning)
                .min_by_key(|m| m.remoteness)
                .expect("White wins after the retreat");
            assert_eq!((best.text.as_str(), best.to.as_str()), ("w2>6", "1-5,2-6"));
            assert_eq!(game.sides("1-5,2-7;w"), Some(("White".to_string(), "Black".to_string())));
            assert!(game.solve("1-5,3-7", true).unwrap_err().to_string().contains("no misère"));
            assert!(game.grundy("1-5,3-7").unwrap_err().to_string().contains("partizan"));
        }

        /// Boards within the limit are solved by retrograde analysis, larger ones by Nim on the gaps
        /// (exact outcome, no remoteness), and the note says which.
        #[test]
        fn method_by_board_size() {
            let game = lookup("northcott:8").unwrap();
            let four = game.solve("1-5,3-7,2-6,8-4;w", false).unwrap();
            assert!(Space::new(8, &[(1, 2); 4]).unwrap().states <= MAX_RETRO_STATES);
            assert!(four.note.as_deref().unwrap().contains("retrograde analysis"));
            assert!(four.remoteness.is_some());
            let five = game.solve("1-5,3-7,2-6,8-4,1-2", false).unwrap();
            assert!(five.note.as_deref().unwrap().contains("Nim-on-gaps"));
            assert_eq!(five.remoteness, None);
            // Gaps 3, 3, 3, 3 and 0.
            assert_eq!(five.grundy, Some(0));
            assert_eq!(five.outcome, Outcome::P);
            for m in &five.moves {
                let pos = Northcott { cols: 8 }.parse(&m.to).unwrap();
                assert_eq!(m.grundy, Some(gap_xor(&pos.rows) as u32));
                assert_eq!(m.winning, gap_xor(&pos.rows) == 0, "{}", m.text);
                assert_eq!(m.remoteness, None);
            }
        }

        /// The legal slides of the side to move, straight from the rules: a chip of the mover's
        /// colour to any other square of its row that is not the other chip's and not beyond it.
        fn rule_moves(cols: usize, pos: &Position) -> HashSet<String> {
            let side = if pos.black_to_move { 'b' } else { 'w' };
            let mut out = HashSet::new();
            for (r, &(b, w)) in pos.rows.iter().enumerate() {
                let (mine, other) = if pos.black_to_move { (b, w) } else { (w, b) };
                for t in 1..=cols {
                    let jumps = mine.min(t) < other && other < mine.max(t);
                    if t != mine && t != other && !jumps {
                        out.insert(format!("{side}{}>{t}", r + 1));
                    }
                }
            }
            out
        }

        fn position_strategy() -> impl Strategy<Value = (usize, Position)> {
            (2usize..=8, prop::collection::vec((1usize..=8, 1usize..=8), 1..=3), any::<bool>()).prop_filter_map(
                "chips on different squares",
                |(cols, chips, black_to_move)| {
                    let rows: Vec<(usize, usize)> =
                        chips.into_iter().map(|(b, w)| (b.min(cols), w.min(cols))).collect();
                    rows.iter().all(|(b, w)| b != w).then_some((cols, Position { rows, black_to_move }))
                },
            )
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]

            /// Notation: a position prints to text that parses back to it (`;w` included), and `;b`
            /// is the default.
            #[test]
            fn notation_round_trips((cols, pos) in position_strategy()) {
                let game = Northcott { cols };
                let text = pos.to_string();
                prop_assert_eq!(text.ends_with(";w"), !pos.black_to_move);
                prop_assert_eq!(&game.parse(&text).unwrap(), &pos);
                if pos.black_to_move {
                    prop_assert_eq!(&game.parse(&format!("{text};b")).unwrap(), &pos);
                }
            }

            /// The solve of a random position: its moves are exactly the rules' (the mover's chips only,
            /// both directions), each reaches a position that parses, with the other side to move and
            /// one chip of the mover's colour moved; P exactly when every move leads to N; values obey
            /// the definition of remoteness and agree with Nim on the gaps.
            #[test]
            fn solve_obeys_the_rules_and_the_laws((cols, pos) in position_strategy()) {
                let game = Northcott { cols };
                let sol = crate::Game::solve(&crate::rules::AsGame(game), &pos.to_string(), false).unwrap();
                prop_assert_eq!(&sol.position, &pos.to_string());
                let texts: HashSet<String> = sol.moves.iter().map(|m| m.text.clone()).collect();
                prop_assert_eq!(texts.len(), sol.moves.len(), "move texts are unique");
                prop_assert_eq!(&texts, &rule_moves(cols, &pos));
                let spots: HashSet<_> = sol.moves.iter().map(|m| m.spot.clone()).collect();
                prop_assert_eq!(spots.len(), sol.moves.len(), "spots are unique");
                for m in &sol.moves {
                    let to = game.parse(&m.to).unwrap();
                    prop_assert_eq!(to.black_to_move, !pos.black_to_move);
                    let changed: Vec<usize> = (0..pos.rows.len()).filter(|&r| pos.rows[r] != to.rows[r]).collect();
                    prop_assert_eq!(changed.len(), 1);
                    let (before, after) = (pos.rows[changed[0]], to.rows[changed[0]]);
                    if pos.black_to_move {
                        prop_assert_eq!(before.1, after.1, "White's chip stays");
                    } else {
                        prop_assert_eq!(before.0, after.0, "Black's chip stays");
                    }
                    prop_assert_eq!(before.0 < before.1, after.0 < after.1, "no chip jumps the other");
                    prop_assert_eq!(m.winning, m.outcome == Outcome::P);
                    prop_assert_eq!(m.grundy, Some(gap_xor(&to.rows) as u32));
                }
                prop_assert_eq!(sol.outcome == Outcome::P, sol.moves.iter().all(|m| m.outcome == Outcome::N));
                prop_assert_eq!(sol.outcome, nim_outcome(&pos.rows));
                prop_assert_eq!(sol.grundy, Some(gap_xor(&pos.rows) as u32));
                if sol.remoteness.is_some() {
                    let children: Vec<Value> =
                        sol.moves.iter().map(|m| Value { outcome: m.outcome, remoteness: m.remoteness }).collect();
                    prop_assert_eq!(Value { outcome: sol.outcome, remoteness: sol.remoteness }, by_definition(&children));
                }
            }

            /// A retreat (a move away from the other chip) from a won position never wins unless the
            /// widened gap happens to make the XOR 0, and from a lost position it only delays: the
            /// opponent still wins.
            #[test]
            fn retreats_are_shaded((cols, pos) in position_strategy()) {
                let game = Northcott { cols };
                let sol = crate::Game::solve(&crate::rules::AsGame(game), &pos.to_string(), false).unwrap();
                for m in &sol.moves {
                    let to = game.parse(&m.to).unwrap();
                    let r = (0..pos.rows.len()).find(|&r| pos.rows[r] != to.rows[r]).unwrap();
                    let (b0, w0) = pos.rows[r];
                    let (b1, w1) = to.rows[r];
                    if gap(b1, w1) > gap(b0, w0) {
                        prop_assert_eq!(m.winning, gap_xor(&to.rows) == 0, "{}", m.text);
                        if sol.outcome == Outcome::P {
                            prop_assert!(!m.winning, "a retreat from a lost position is a delay");
                        }
                    }
                }
            }
        }
    }
}
