//! Treblecross (three in a row on a strip): players alternately put a cross in any empty cell;
//! whoever completes three consecutive crosses wins, and a full strip without three in a row is
//! a draw. Because of the draws this is not a normal-play game, so it values its positions
//! itself ([`crate::rules::Evaluate`]) rather than as an impartial game.
//!
//! Notation: `10` is an empty strip of ten cells; otherwise one character per cell, `.` empty
//! and `x` a cross (`x..x...`). The catalogue's shared notation table writes strips Kayles-style
//! (`o` usable, `.` gone), so a text containing `o` is read that way: `o` an empty cell and `.` a
//! cross (`ooo.oo` is `...x..`). The canonical form is the number or the `x`/`.` form.
//!
//! Board: a one-row [`Board::Grid`] with `x` for a cross and `.` for an empty cell; a move is
//! made at the empty cell (`Spot::Square` in row 0). Move text: the 1-based cell number.
//!
//! Solving: strips of at most [`BRUTE_MAX`] cells are solved exactly by a memoised minimax over
//! bitmasks (win / lose / draw and remoteness in plies). Longer strips use the reduction: a
//! cross within distance 2 of another hands the opponent an immediate win, so sensible play
//! only uses "safe" cells (distance at least 3 from every cross). A run of `s` consecutive safe
//! cells is a heap of `s + 2` in the octal game 0.007; a cross at the `j`-th safe cell leaves
//! runs of `max(0, j - 3)` and `max(0, s - j - 2)`. When no safe cell is left the player to move
//! must hand over the win, so the reduced game's remoteness plus two plies is the strip's. The
//! tests check the reduction against the minimax on every strip the minimax reaches (outcome
//! and remoteness, with and without crosses); it fails only on strips of 1 and 2 cells, which
//! are draws (`1`, `2`, `x.`, `.x`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use crate::board::{Board, GridLook};
use crate::game::{Checks, Entry, Group};
use crate::impartial::{ImpartialGame, Solver, DEFAULT_BUDGET};
use crate::octal::{OctalCode, OctalSequence};
use crate::reduction::Reduction;
use crate::rules::{solution, Evaluate, Evaluation, Moves, PositionValue, Rules};
use crate::value::{ClosedFormValue, Solution};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "treblecross",
    name: "Treblecross (three in a row)",
    example_game: "treblecross",
    example_position: "10",
    summary: "Put a cross in any empty cell of a strip; whoever completes three crosses in a row wins.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Treblecross>,
    why: WHY,
    closed_form: None,
    // Not a component: the first to complete three crosses wins, so positions are won, lost or drawn,
    // not Nim heaps (its reduction to 0.007 holds only for sensible play).
    sum_component: false,
    checks: Checks { starts: &[("treblecross", &["7", "..x....."])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A strip of n cells. Players take turns putting a cross, the same mark for both, in any \
     empty cell. Whoever completes three crosses in a row wins. Strips of 1 or 2 cells are \
     draws.",
    theory: "A cross within two cells of another cross lets the opponent complete three at once, so \
     sensible play only uses cells at distance 3 or more from every cross, and the player \
     with no such cell left loses. A cross at cell i leaves safe regions of max(0, i-3) and \
     max(0, n-i-2) cells, so a strip of n >= 3 cells is a heap of n + 2 in the octal game \
     0.007.",
    example: "On 5 cells, cross cell 3. Every other cell is within two of it, so the opponent must \
     hand you three in a row: after a cross on 1 you cross 2, after 2 you cross 1, and so on. \
     In the reduction both safe regions are empty, value 0. On 6 cells the first player \
     loses: a heap of 8 in 0.007 has value 0.",
    claims: &[
        Claim {
            game: "treblecross",
            position: "5",
            fact: Fact::WinningMoves(&["3"]),
            says: "On 5 cells, cross cell 3",
        },
        Claim {
            game: "treblecross",
            position: "6",
            fact: Fact::Outcome(Outcome::P),
            says: "On 6 cells the first player loses",
        },
        Claim { game: "octal:0.007", position: "8", fact: Fact::Grundy(0), says: "a heap of 8 in 0.007 has value 0" },
        Claim {
            game: "treblecross",
            position: "6",
            fact: Fact::Formula("g(8) = 0"),
            says: "a heap of 8 in 0.007 has value 0",
        },
    ],
};

/// The longest strip a position may have (solved by the reduction above [`BRUTE_MAX`]).
pub const MAX_CELLS: usize = 2000;
/// The longest strip solved by minimax over the real strip.
pub const BRUTE_MAX: usize = 24;
/// Above [`BRUTE_MAX`], remoteness is searched in the reduced game only when at most this many
/// safe cells are left (that search over sums grows fast).
pub const SEARCH_SAFE: usize = 56;

/// Treblecross, served through the [`Game`] interface.
#[derive(Clone, Copy, Debug, Default)]
pub struct Treblecross;

/// A strip; `true` where a cross stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip(pub Vec<bool>);

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.0.iter().any(|&c| c) {
            return write!(f, "{}", self.0.len());
        }
        let s: String = self.0.iter().map(|&c| if c { 'x' } else { '.' }).collect();
        f.write_str(&s)
    }
}

impl Strip {
    /// Parses `10`, `x..x...` (`.` empty, `x` cross) or the Kayles-style `ooo.oo` (`o` empty,
    /// `.` crossed).
    pub fn parse(text: &str, max: usize) -> Result<Strip, ParseError> {
        let t = text.trim();
        let lead = text.len() - text.trim_start().len();
        if t.is_empty() {
            return Err(ParseError::new(
                "empty position: give a strip length such as 10, or a strip such as x..x... (. empty, x cross)",
            ));
        }
        if t.chars().all(|c| c.is_ascii_digit()) {
            let n: usize = t.parse().map_err(|_| ParseError::new(format!("strip length '{t}' is too large")))?;
            if n > max {
                return Err(ParseError::new(format!("a strip of {n} cells is too long: at most {max} cells")));
            }
            return Ok(Strip(vec![false; n]));
        }
        let kayles_style = t.contains(['o', 'O']);
        let mut cells = Vec::new();
        for (i, ch) in t.chars().enumerate() {
            let cell = match (kayles_style, ch) {
                (true, 'o' | 'O') => false,
                (true, '.') => true,
                (true, 'x' | 'X') => {
                    return Err(ParseError::at(
                        "this strip mixes o (the o/. notation: o empty, . crossed) with x (the ./x notation: . empty, x cross); use one of them",
                        lead + i,
                    ))
                }
                (false, '.' | '-' | '_') => false,
                (false, 'x' | 'X') => true,
                _ => {
                    return Err(ParseError::at(
                        format!("unexpected '{ch}': write an empty cell as . and a cross as x"),
                        lead + i,
                    ))
                }
            };
            cells.push(cell);
            if cells.len() > max {
                return Err(ParseError::new(format!("the strip has more than {max} cells, the most allowed")));
            }
        }
        Ok(Strip(cells))
    }

    /// Whether three consecutive crosses stand somewhere.
    pub fn has_three(&self) -> bool {
        self.0.windows(3).any(|w| w.iter().all(|&c| c))
    }
}

/// A strip of at most 64 cells as a bitmask (bit `i` is cell `i`).
fn mask_of(cells: &[bool]) -> u64 {
    cells.iter().enumerate().filter(|(_, &c)| c).fold(0, |m, (i, _)| m | 1 << i)
}

fn three_in_mask(mask: u64) -> bool {
    mask & (mask >> 1) & (mask >> 2) != 0
}

/// The exact minimax over the real strip: outcome for the player to move and remoteness in
/// plies, for every subset of crosses of a strip of `n <= 64` cells.
///
/// A position with three in a row is finished and lost for the player to move (remoteness 0);
/// a full strip without one is a draw (remoteness 0). A drawn position's remoteness is the
/// number of plies until the strip is full.
#[derive(Debug)]
pub struct Brute {
    pub n: usize,
    memo: HashMap<u64, (Outcome, u32)>,
}

impl Brute {
    /// A search for strips of `n` cells. Panics if `n > 64` (callers keep to [`BRUTE_MAX`]).
    pub fn new(n: usize) -> Self {
        assert!(n <= 64, "the minimax works on strips of at most 64 cells");
        Brute { n, memo: HashMap::new() }
    }

    fn full(&self) -> u64 {
        if self.n == 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        }
    }

    /// The number of positions stored so far.
    pub fn states(&self) -> usize {
        self.memo.len()
    }

    /// Outcome and remoteness of the position with crosses `mask`.
    pub fn value(&mut self, mask: u64) -> (Outcome, u32) {
        if three_in_mask(mask) {
            return (Outcome::P, 0);
        }
        let full = self.full();
        if mask == full {
            return (Outcome::Draw, 0);
        }
        if let Some(&v) = self.memo.get(&mask) {
            return v;
        }
        let empty = full & !mask;
        // A cell that completes three wins at once: nothing is quicker.
        let mut cells = empty;
        while cells != 0 {
            let bit = cells & cells.wrapping_neg();
            cells &= cells - 1;
            if three_in_mask(mask | bit) {
                self.memo.insert(mask, (Outcome::N, 1));
                return (Outcome::N, 1);
            }
        }
        let mut quickest_win: Option<u32> = None;
        let mut draw: Option<u32> = None;
        let mut slowest_loss = 0;
        let mut cells = empty;
        while cells != 0 {
            let bit = cells & cells.wrapping_neg();
            cells &= cells - 1;
            match self.value(mask | bit) {
                (Outcome::P, r) => quickest_win = Some(quickest_win.map_or(r, |q| q.min(r))),
                (Outcome::Draw, r) => draw = Some(draw.map_or(r, |d| d.max(r))),
                (Outcome::N, r) => slowest_loss = slowest_loss.max(r),
                (Outcome::L | Outcome::R, _) => unreachable!("treblecross is impartial"),
            }
        }
        let v = match (quickest_win, draw) {
            (Some(r), _) => (Outcome::N, r + 1),
            (None, Some(r)) => (Outcome::Draw, r + 1),
            (None, None) => (Outcome::P, slowest_loss + 1),
        };
        self.memo.insert(mask, v);
        v
    }
}

/// What the reduction makes of a strip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reduced {
    /// Three in a row stand: the player to move has lost.
    Finished,
    /// The strip is full without three in a row: a draw.
    Full,
    /// The player to move can complete three in a row now.
    ImmediateWin,
    /// No cross can complete three: the lengths of the runs of safe cells (empty cells at
    /// distance at least 3 from every cross), each a heap of length + 2 in 0.007.
    SafeRuns(Vec<usize>),
}

/// The safe cells of a strip: empty, with no cross within two cells (a cross there could not
/// help the opponent complete three). `cells` is `true` where a cross stands.
pub fn safe_cells(cells: &[bool]) -> Vec<bool> {
    let n = cells.len();
    (0..n).map(|i| (i.saturating_sub(2)..(i + 3).min(n)).all(|j| !cells[j])).collect()
}

/// The reduction of a strip (see the module notes).
pub fn reduce(cells: &[bool]) -> Reduced {
    let n = cells.len();
    let strip = Strip(cells.to_vec());
    if strip.has_three() {
        return Reduced::Finished;
    }
    if cells.iter().all(|&c| c) {
        return Reduced::Full;
    }
    for i in 0..n {
        if !cells[i] {
            let lo = i.saturating_sub(2);
            let hi = (i + 2).min(n - 1);
            let completes = (lo..=hi).any(|a| a + 2 <= hi && (a..a + 3).all(|j| j == i || cells[j]));
            if completes {
                return Reduced::ImmediateWin;
            }
        }
    }
    let mut runs = Vec::new();
    let mut run = 0;
    for safe in safe_cells(cells) {
        if safe {
            run += 1;
        } else if run > 0 {
            runs.push(run);
            run = 0;
        }
    }
    if run > 0 {
        runs.push(run);
    }
    Reduced::SafeRuns(runs)
}

/// The reduced game: components are runs of safe cells; a cross at the `j`-th cell of a run of
/// `s` leaves runs of `max(0, j - 3)` and `max(0, s - j - 2)`. Its Grundy values are those of
/// 0.007 at `s + 2` (the table is the fast path, the options the searched reference).
#[derive(Debug)]
pub struct SafeRuns {
    table: RefCell<OctalSequence>,
}

impl Default for SafeRuns {
    fn default() -> Self {
        Self::new()
    }
}

impl SafeRuns {
    pub fn new() -> Self {
        SafeRuns { table: RefCell::new(OctalSequence::new(code())) }
    }

    /// g(s + 2) in 0.007: the value of a run of `s` safe cells.
    pub fn run_grundy(&self, s: usize) -> u32 {
        self.table.borrow_mut().value(s + 2)
    }
}

/// The octal code of the reduced game, 0.007.
pub fn code() -> OctalCode {
    "0.007".parse().expect("a valid code")
}

/// A list of safe-run lengths, written `4,1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Runs(pub Vec<usize>);

impl fmt::Display for Runs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|r| r.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

impl Rules for SafeRuns {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    type Pos = Runs;
    fn parse(&self, text: &str) -> Result<Runs, ParseError> {
        let v = crate::notation::parse_number_list(text, "safe run", MAX_CELLS as u64)?;
        Ok(Runs(v.into_iter().map(|x| x as usize).collect()))
    }
    fn board(&self, pos: &Runs) -> Board {
        Board::Heaps { heaps: pos.0.iter().map(|&s| s as u64).collect() }
    }
}

impl Moves for SafeRuns {
    fn moves(&self, pos: &Runs) -> Vec<Move<Runs>> {
        let mut out = Vec::new();
        for (r, &s) in pos.0.iter().enumerate() {
            for j in 1..=s {
                let mut to: Vec<usize> = pos.0.clone();
                to.splice(r..=r, [j.saturating_sub(3), s.saturating_sub(j + 2)].into_iter().filter(|&x| x > 0));
                out.push(Move {
                    text: format!("r{}-{}", r + 1, j),
                    spot: Spot::Choice { value: j as i64 },
                    to: Runs(to),
                });
            }
        }
        out
    }
}

impl ImpartialGame for SafeRuns {
    type Comp = usize;
    fn components(&self, pos: &Runs) -> Vec<usize> {
        pos.0.clone()
    }
    fn comp_options(&self, &s: &usize) -> Vec<Vec<usize>> {
        // Mirror images give the same option; keep one of each.
        (1..=s.div_ceil(2))
            .map(|j| [j.saturating_sub(3), s.saturating_sub(j + 2)].into_iter().filter(|&x| x > 0).collect())
            .collect()
    }
    fn closed_form_grundy(&self, &s: &usize) -> Option<u32> {
        Some(self.run_grundy(s))
    }
}

/// The value of a strip by the reduction: outcome, remoteness in plies (searched in the
/// reduced game when at most [`SEARCH_SAFE`] safe cells are left and the search fits the
/// solver's budget) and the reduced Grundy value (when there are safe runs).
pub fn reduced_value(solver: &mut Solver<SafeRuns>, cells: &[bool]) -> (Outcome, Option<u32>, Option<u32>) {
    match reduce(cells) {
        Reduced::Finished => (Outcome::P, Some(0), None),
        Reduced::Full => (Outcome::Draw, Some(0), None),
        Reduced::ImmediateWin => (Outcome::N, Some(1), None),
        Reduced::SafeRuns(runs) => {
            let g = runs.iter().fold(0, |acc, &s| acc ^ solver.game.run_grundy(s));
            let outcome = if g == 0 { Outcome::P } else { Outcome::N };
            // The reduced game ends when no safe cell is left; the loser then has to hand over
            // the win, and the winner completes three: two more plies.
            let rem = if runs.iter().sum::<usize>() > SEARCH_SAFE {
                None
            } else {
                match solver.value(&runs, false) {
                    Ok((v, _)) => v.remoteness.map(|r| r + 2),
                    Err(_) => None,
                }
            };
            (outcome, rem, Some(g))
        }
    }
}

/// The reduction's claim as a formula line, when the strip has safe runs to reduce.
fn formula(game: &SafeRuns, cells: &[bool]) -> Option<ClosedFormValue> {
    let Reduced::SafeRuns(runs) = reduce(cells) else { return None };
    let g = runs.iter().fold(0, |acc, &s| acc ^ game.run_grundy(s));
    let terms: Vec<String> = runs.iter().map(|&s| format!("g({})", s + 2)).collect();
    let text = if runs.is_empty() {
        "no safe cell (every empty cell is within 2 of a cross): the player to move must hand over the win; \
         0.007 value 0"
            .to_string()
    } else {
        let sizes: Vec<String> = runs.iter().map(|s| s.to_string()).collect();
        format!(
            "reduction to octal 0.007: safe runs of {} cells are heaps of run + 2: {} = {g}{}",
            sizes.join(", "),
            terms.join(" ⊕ "),
            if cells.len() < 3 {
                " (the reduction does not hold for strips shorter than 3: they are draws)"
            } else {
                ""
            }
        )
    };
    Some(ClosedFormValue { text, grundy: Some(g), outcome: if g == 0 { Outcome::P } else { Outcome::N } })
}

impl Treblecross {
    pub fn parse(&self, text: &str) -> Result<Strip, ParseError> {
        Strip::parse(text, MAX_CELLS)
    }

    /// Every move: a cross on an empty cell (written 1-based). None when three already stand.
    pub fn moves(&self, pos: &Strip) -> Vec<Move<Strip>> {
        if pos.has_three() {
            return Vec::new();
        }
        (0..pos.0.len())
            .filter(|&i| !pos.0[i])
            .map(|i| {
                let mut to = pos.clone();
                to.0[i] = true;
                Move { text: (i + 1).to_string(), spot: Spot::Square { piece: 0, row: 0, col: i }, to }
            })
            .collect()
    }

    fn board(&self, pos: &Strip) -> Board {
        // The safe cells (empty, at least three cells from every cross), where the heap model's
        // moves are made, are underlined.
        let underlined =
            safe_cells(&pos.0).into_iter().enumerate().filter(|&(_, safe)| safe).map(|(i, _)| (0, i)).collect();
        Board::Grid {
            rows: vec![pos.0.iter().map(|&c| if c { 'x' } else { '.' }).collect()],
            look: GridLook { underlined, ..GridLook::default() },
        }
    }

    /// Solves a parsed strip: by minimax up to [`BRUTE_MAX`] cells, else by the reduction.
    pub fn solve_strip(&self, pos: &Strip) -> Solution {
        let moves = self.moves(pos);
        let eval = self.values(pos, &moves);
        solution(ENTRY.id.to_string(), pos, false, moves, eval, self.board(pos))
    }

    /// Values a strip and its moves: by minimax up to [`BRUTE_MAX`] cells, else by the reduction.
    fn values(&self, pos: &Strip, moves: &[Move<Strip>]) -> Evaluation {
        let safe = SafeRuns::new();
        let n = pos.0.len();
        let valued = |outcome: Outcome, remoteness: Option<u32>| PositionValue { outcome, grundy: None, remoteness };
        let (value, values, note) = if n <= BRUTE_MAX {
            let mut brute = Brute::new(n);
            let (outcome, rem) = brute.value(mask_of(&pos.0));
            let values = moves
                .iter()
                .map(|m| {
                    let (o, r) = brute.value(mask_of(&m.to.0));
                    valued(o, Some(r))
                })
                .collect();
            (valued(outcome, Some(rem)), values, None)
        } else {
            let mut solver = Solver::with_budget(&safe, DEFAULT_BUDGET / 4);
            let (outcome, rem, _) = reduced_value(&mut solver, &pos.0);
            let values = moves
                .iter()
                .map(|m| {
                    let (o, r, _) = reduced_value(&mut solver, &m.to.0);
                    valued(o, r)
                })
                .collect();
            let mut note = format!(
                "a strip longer than {BRUTE_MAX} cells is solved by the reduction to octal 0.007 \
                 (checked against minimax on every strip up to {BRUTE_MAX} cells)"
            );
            if rem.is_none() {
                note.push_str(&format!("; remoteness is searched only when at most {SEARCH_SAFE} safe cells are left"));
            }
            (valued(outcome, rem), values, Some(note))
        };
        Evaluation { value, moves: values, closed_form: formula(&safe, &pos.0), note, working: None, partizan: None }
    }
}

impl Rules for Treblecross {
    type Pos = Strip;
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn why_no_misere(&self) -> Option<&'static str> {
        Some("its draws make it a different game")
    }
    fn parse(&self, text: &str) -> Result<Strip, ParseError> {
        self.parse(text)
    }
    fn board(&self, pos: &Strip) -> Board {
        self.board(pos)
    }
    /// The heap model once no cross can complete three: none for a finished, full or drawn
    /// strip (two cells or fewer), an immediate win, or no safe cell left (the mover must give
    /// three away).
    fn reduction(&self, pos: &Strip) -> Option<Reduction> {
        let cells = &pos.0;
        let Reduced::SafeRuns(runs) = reduce(cells) else { return None };
        if cells.len() <= 2 {
            return None;
        }
        let heaps: Vec<u64> = runs.iter().map(|&s| s as u64 + 2).collect();
        Reduction::to_heaps(
            "No cross can complete three now, so a sensible cross goes on a safe cell (at least three cells from \
             every cross): a cross nearer than that lets the opponent complete three. Each run of s safe cells is \
             a heap of s + 2 in octal game 0.007, and whoever makes the last safe cross wins, since the opponent \
             must then give three in a row away. The safe cells are underlined on the board.",
            &*crate::games::lookup("octal:0.007").ok()?,
            &heaps,
        )
    }
}

impl Moves for Treblecross {
    fn moves(&self, pos: &Strip) -> Vec<Move<Strip>> {
        self.moves(pos)
    }
}

impl Evaluate for Treblecross {
    fn evaluate(&self, pos: &Strip, moves: &[Move<Strip>], _misere: bool) -> Result<Evaluation, EngineError> {
        Ok(self.values(pos, moves))
    }
    fn grundy(&self, _pos: &Strip) -> Result<u32, EngineError> {
        Err(EngineError::Refused(
            "treblecross is not a normal-play game (it has draws, and completing three wins), so it has no Grundy \
             value and cannot join a sum; the solve shows the 0.007 reduction's value as its formula"
                .to_string(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let g = Treblecross;
        assert_eq!(g.parse("10").unwrap().to_string(), "10");
        assert_eq!(g.parse("....").unwrap().to_string(), "4");
        assert_eq!(g.parse(" x..x... ").unwrap().to_string(), "x..x...");
        assert_eq!(g.parse("X..X").unwrap().to_string(), "x..x");
        // The Kayles-style notation of the shared table: o usable, . crossed.
        assert_eq!(g.parse("ooo.oo").unwrap().to_string(), "...x..");
        assert_eq!(g.parse("oooooo").unwrap().to_string(), "6");
        assert_eq!(g.parse("0").unwrap().to_string(), "0");
        let e = g.parse("ox.").unwrap_err();
        assert_eq!(e.at, Some(1));
        assert!(e.message.contains("mixes"));
        let e = g.parse("x.?").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("'?'"));
        assert!(g.parse("").unwrap_err().message.contains("empty"));
        assert!(g.parse("2001").unwrap_err().message.contains("at most 2000"));
        assert!(g.parse("99999999999999999999999").is_err());
        assert!(g.parse(&".".repeat(2001)).unwrap_err().message.contains("2000"));
    }

    #[test]
    fn small_strips_by_hand() {
        let mut b = Brute::new(3);
        // `.x.`: either reply makes two in a row, which the mover then completes.
        assert_eq!(b.value(0b010), (Outcome::P, 2));
        assert_eq!(b.value(0), (Outcome::N, 3));
        assert_eq!(b.value(0b011), (Outcome::N, 1));
        assert_eq!(b.value(0b111), (Outcome::P, 0));
        let mut b = Brute::new(2);
        assert_eq!(b.value(0), (Outcome::Draw, 2));
        assert_eq!(b.value(0b11), (Outcome::Draw, 0));
    }

    #[test]
    fn reduce_examples() {
        let s = |t: &str| Strip::parse(t, 100).unwrap().0;
        assert_eq!(reduce(&s("xxx..")), Reduced::Finished);
        assert_eq!(reduce(&s("xx")), Reduced::Full);
        assert_eq!(reduce(&s("x.x..")), Reduced::ImmediateWin);
        assert_eq!(reduce(&s("..xx.")), Reduced::ImmediateWin);
        assert_eq!(reduce(&s("10")), Reduced::SafeRuns(vec![10]));
        // Cross at cell 5 of 10: safe cells 1..2 and 8..10.
        assert_eq!(reduce(&s("....x.....")), Reduced::SafeRuns(vec![2, 3]));
        assert_eq!(reduce(&s("x...x")), Reduced::SafeRuns(vec![]));
    }

    mod against_search {
        //! Treblecross: the minimax over the real strip against the reduction to 0.007, golden 0.007
        //! values from CGSuite, and the laws every solved position must obey.

        use std::collections::BTreeSet;

        use crate::games::treblecross::{
            reduce, reduced_value, Brute, Reduced, SafeRuns, Strip, Treblecross, BRUTE_MAX,
        };
        use crate::impartial::Solver;
        use crate::value::Solution;
        use crate::{lookup, Outcome};
        use proptest::prelude::*;

        fn cells_of(n: usize, mask: u64) -> Vec<bool> {
            (0..n).map(|i| mask >> i & 1 == 1).collect()
        }

        /// The empty strips where the minimax and the reduction (first player wins iff g(n + 2) != 0 in
        /// 0.007) disagree, for every length the minimax takes: exactly the draws n = 1 and n = 2.
        #[test]
        fn empty_strips_agree_with_the_reduction_except_1_and_2() {
            let safe = SafeRuns::new();
            let mut solver = Solver::new(&safe);
            let mut differ = BTreeSet::new();
            for n in 0..=BRUTE_MAX {
                let (outcome, rem) = Brute::new(n).value(0);
                let g = safe.run_grundy(n); // g(n + 2) of 0.007
                let predicted = if n == 0 {
                    Outcome::Draw // nothing to play: the full (empty) strip
                } else if g == 0 {
                    Outcome::P
                } else {
                    Outcome::N
                };
                if outcome != predicted {
                    differ.insert(n);
                    assert_eq!(outcome, Outcome::Draw, "n = {n}");
                } else {
                    // Where they agree, so does remoteness: the reduced game's plus two plies.
                    let (o, r, _) = reduced_value(&mut solver, &vec![false; n]);
                    assert_eq!((o, r), (outcome, Some(rem)), "n = {n}");
                }
            }
            assert_eq!(differ, BTreeSet::from([1, 2]));
        }

        /// Every subset of crosses of every strip up to 12 cells: the reduction (with its finished,
        /// full and immediate-win cases) gives the minimax's outcome and remoteness, except on these
        /// four strips of 1 and 2 cells, which are draws.
        #[test]
        fn every_small_strip_agrees_with_the_reduction_except_four() {
            let safe = SafeRuns::new();
            let mut solver = Solver::new(&safe);
            let mut differ = BTreeSet::new();
            for n in 0..=12 {
                let mut brute = Brute::new(n);
                for mask in 0..1u64 << n {
                    let cells = cells_of(n, mask);
                    let (o, r) = brute.value(mask);
                    let (o2, r2, _) = reduced_value(&mut solver, &cells);
                    if (o, Some(r)) != (o2, r2) {
                        differ.insert(Strip(cells).to_string());
                    }
                }
            }
            let expected: BTreeSet<String> = ["1", "2", "x.", ".x"].iter().map(|s| s.to_string()).collect();
            assert_eq!(differ, expected);
        }

        /// The reduced game written with safe runs (a cross at the j-th of s safe cells leaves
        /// max(0, j - 3) and max(0, s - j - 2)) has the values of 0.007 at s + 2.
        #[test]
        fn safe_runs_search_matches_octal_table() {
            let safe = SafeRuns::new();
            let mut solver = Solver::new(&safe);
            for s in 0..=200 {
                assert_eq!(solver.searched_comp_grundy(&s).unwrap(), safe.run_grundy(s), "run of {s}");
            }
        }

        /// 0.007 values against CGSuite's (via pycgt's test file): Treblecross heaps 0..=25.
        #[test]
        fn golden_cgsuite_values() {
            let text =
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cgsuite_heap_tables_via_pycgt.csv"));
            let safe = SafeRuns::new();
            let mut checked = 0;
            for line in text.lines().filter(|l| l.starts_with("Treblecross,0.007,")) {
                let f: Vec<&str> = line.split(',').collect();
                let (heap, nim): (usize, u32) = (f[2].parse().unwrap(), f[3].parse().unwrap());
                if heap >= 2 {
                    assert_eq!(safe.run_grundy(heap - 2), nim, "heap {heap}");
                } else {
                    assert_eq!(nim, 0);
                }
                checked += 1;
            }
            assert_eq!(checked, 26);
        }

        /// The laws of a solved position: each move's position parses back to itself, the outcome is
        /// the best of the moves' (a win if some move leaves the opponent lost, else a draw if some move
        /// draws, else a loss), `winning` marks the moves to lost positions, and remoteness follows.
        fn check_laws(s: &Solution) {
            let g = Treblecross;
            assert_eq!(g.parse(&s.position).unwrap().to_string(), s.position);
            assert_eq!(s.grundy, None);
            for m in &s.moves {
                assert_eq!(g.parse(&m.to).unwrap().to_string(), m.to, "{}", s.position);
                assert_eq!(m.winning, m.outcome == Outcome::P);
                assert_eq!(m.grundy, None);
            }
            let wins: Vec<u32> =
                s.moves.iter().filter(|m| m.outcome == Outcome::P).filter_map(|m| m.remoteness).collect();
            let draws = s.moves.iter().any(|m| m.outcome == Outcome::Draw);
            let expected = if s.moves.iter().any(|m| m.outcome == Outcome::P) {
                Outcome::N
            } else if draws || (s.moves.is_empty() && !g.parse(&s.position).unwrap().has_three()) {
                Outcome::Draw // a drawing move, or a full strip
            } else {
                Outcome::P
            };
            assert_eq!(s.outcome, expected, "{}", s.position);
            if let Some(r) = s.remoteness {
                if s.moves.is_empty() {
                    assert_eq!(r, 0);
                } else if s.outcome == Outcome::N {
                    assert_eq!(Some(r), wins.iter().min().map(|w| w + 1), "{}", s.position);
                } else if s.outcome == Outcome::P {
                    let slowest = s.moves.iter().filter_map(|m| m.remoteness).max();
                    assert_eq!(Some(r), slowest.map(|w| w + 1), "{}", s.position);
                }
            }
        }

        #[test]
        fn laws_on_every_small_strip() {
            let g = Treblecross;
            for n in 0..=8 {
                for mask in 0..1u64 << n {
                    check_laws(&g.solve_strip(&Strip(cells_of(n, mask))));
                }
            }
        }

        #[test]
        fn laws_in_reduction_mode() {
            let game = lookup("treblecross").unwrap();
            for p in ["30", "x.........................x....", "..x....x.....................x..", "40"] {
                let s = game.solve(p, false).unwrap();
                assert!(s.note.as_deref().unwrap().contains("reduction"), "{p}");
                assert!(s.remoteness.is_some(), "{p}");
                check_laws(&s);
            }
        }

        #[test]
        fn long_strip_is_quick() {
            let game = lookup("treblecross").unwrap();
            // A long strip: outcome and every move by the 0.007 table, remoteness not searched
            // (the note says so below), so no search is tried whatever the machine.
            let s = game.solve("1000", false).unwrap();
            assert_eq!(s.moves.len(), 1000);
            assert_eq!(s.remoteness, None);
            let g = SafeRuns::new().run_grundy(1000);
            assert_eq!(s.outcome == Outcome::N, g != 0);
            assert_eq!(s.formula.as_ref().unwrap().grundy, Some(g));
            assert!(s.note.unwrap().contains("at most 56 safe cells"));
        }

        #[test]
        fn unsafe_moves_lose_at_once() {
            let game = lookup("treblecross").unwrap();
            // Every move within 2 of a cross hands the opponent an immediate win.
            let s = game.solve(&format!("{}x{}", ".".repeat(20), ".".repeat(20)), false).unwrap();
            for m in &s.moves {
                let i: usize = m.text.parse().unwrap();
                if (19..=23).contains(&i) {
                    assert_eq!((m.outcome, m.remoteness), (Outcome::N, Some(1)), "move {i}");
                }
            }
        }

        #[test]
        fn game_interface() {
            let game = lookup("treblecross").unwrap();
            assert_eq!(game.normalize("oo.o").unwrap(), "..x.");
            assert_eq!(game.normalize("......").unwrap(), "6");
            assert!(game.solve("6", true).is_err());
            assert!(game.grundy("6").unwrap_err().to_string().contains("normal-play"));
            let moves = game.move_list("x.x").unwrap();
            assert_eq!(moves.len(), 1);
            assert_eq!(moves[0].0, "2");
            assert_eq!(moves[0].1, "xxx");
            assert!(game.move_list("xxx.").unwrap().is_empty(), "a finished game has no moves");
            let s = game.solve("x.x", false).unwrap();
            assert_eq!((s.outcome, s.remoteness), (Outcome::N, Some(1)));
            let s = game.solve("2", false).unwrap();
            assert_eq!((s.outcome, s.remoteness), (Outcome::Draw, Some(2)));
            assert!(matches!(s.board, crate::board::Board::Grid { ref rows, .. } if rows == &vec!["..".to_string()]));
            assert!(lookup("treblecross:3").is_err());
        }

        /// Positions of sensible play: crosses at least three apart.
        fn sensible_strip() -> impl Strategy<Value = Vec<bool>> {
            (3usize..=BRUTE_MAX, proptest::collection::vec(0usize..BRUTE_MAX, 0..6)).prop_map(|(n, picks)| {
                let mut cells = vec![false; n];
                for p in picks {
                    let p = p % n;
                    if (p.saturating_sub(2)..=(p + 2).min(n - 1)).all(|j| !cells[j]) {
                        cells[p] = true;
                    }
                }
                cells
            })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]

            #[test]
            fn sensible_strips_agree_with_the_reduction(cells in sensible_strip()) {
                prop_assert!(matches!(reduce(&cells), Reduced::SafeRuns(_)));
                let safe = SafeRuns::new();
                let mut solver = Solver::new(&safe);
                let (o, r) = Brute::new(cells.len()).value(cells.iter().enumerate().fold(0, |m, (i, &c)| m | (c as u64) << i));
                let (o2, r2, _) = reduced_value(&mut solver, &cells);
                prop_assert_eq!((o2, r2), (o, Some(r)));
            }

            #[test]
            fn any_text_parses_or_errs(text in "[.xXo0-9 ]{0,30}") {
                if let Ok(s) = Treblecross.parse(&text) {
                    prop_assert_eq!(Treblecross.parse(&s.to_string()).unwrap(), s);
                }
            }
        }
    }
}
