//! Shove: a strip of `L` (Left's pieces), `R` (Right's) and `.` (empty), e.g. `.LR.RL`. A move
//! takes one of one's pieces one square to the left, and everything to its left moves one
//! square left with it; a piece pushed off the left end is removed. A move is written by the
//! cell of the piece moved, counted from 1 (`3`), and made by clicking that piece.
//!
//! Push (`games/push.rs`) is the same strip where only the block of pieces touching the moved
//! one on its left moves; both games' strips and moves are here.
//!
//! Nothing to the right of the last piece ever matters, so it is trimmed before keying; a strip
//! with Left's and Right's pieces swapped is the negative, which the transposition key uses.
//! No part of a strip is independent of the rest (a move shifts a whole prefix), so a strip is
//! one component.

use std::fmt;

use crate::board::{Board, Glyph, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "shove",
    name: "Shove",
    example_game: "shove",
    example_position: ".LR.RL",
    summary:
        "Move one of your pieces a square left, shoving everything to its left along; pieces fall off the left end.",
    group: Group::Partizan,
    build: crate::rules::plain::<Shove>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "A strip of squares with Left's pieces L and Right's pieces R. A move takes one of your \
     pieces one square to the left, and every piece to its left moves one square left too; a \
     piece moved off the left end is gone. A player who cannot move loses.",
    theory: "Its value is {values after Left's moves | values after Right's}, in canonical form. \
     A piece alone on square k is worth k moves to its owner. Swapping the two players' pieces \
     gives the negative.",
    example: "..L is worth 3: Left's piece has three moves before it falls off. LR is -3/2: \
     Left's only move drops L and leaves .R (-2); Right's shoves L off and leaves R. (-1); \
     {-2 | -1} is -3/2.",
    claims: &[
        Claim { game: "shove", position: "..L", fact: Fact::Outcome(Outcome::L), says: "..L is worth 3" },
        Claim { game: "shove", position: "LR", fact: Fact::Outcome(Outcome::R), says: "LR is -3/2" },
        Claim { game: "shove", position: "R.", fact: Fact::Outcome(Outcome::R), says: "leaves R. (-1)" },
    ],
};

/// The longest strip. The positions a strip reaches grow about threefold with each square;
/// measured with the debug CLI (the engine optimised), random strips of `L`, `R` and `.`: 12
/// squares in 0.05 s, 16 in 0.19 s (Shove) and 0.73 s (Push), the machine loaded; longer strips
/// were not measured.
pub const MAX_CELLS: usize = 16;

/// A square of the strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    Empty,
    Left,
    Right,
}

impl Cell {
    fn swapped(self) -> Cell {
        match self {
            Cell::Left => Cell::Right,
            Cell::Right => Cell::Left,
            Cell::Empty => Cell::Empty,
        }
    }
}

/// A strip, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip(pub Vec<Cell>);

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|c| {
            f.write_str(match c {
                Cell::Empty => ".",
                Cell::Left => "L",
                Cell::Right => "R",
            })
        })
    }
}

/// Reads a strip of `L`, `R` and `.`.
pub fn parse_strip(text: &str) -> Result<Strip, ParseError> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    if t.is_empty() {
        return Err(ParseError::new("empty strip: write Left's pieces L, Right's R and empty squares ., e.g. .LR.RL"));
    }
    let mut cells = Vec::new();
    for (i, ch) in t.char_indices() {
        cells.push(match ch {
            '.' | '_' | '-' => Cell::Empty,
            'L' | 'l' => Cell::Left,
            'R' | 'r' => Cell::Right,
            _ => {
                return Err(ParseError::at(
                    format!("'{ch}' is not a square: write L (Left's piece), R (Right's piece) or . (empty)"),
                    lead + i,
                ))
            }
        });
    }
    if cells.len() > MAX_CELLS {
        return Err(ParseError::new(format!("the strip has {} squares; at most {MAX_CELLS} are allowed", cells.len())));
    }
    Ok(Strip(cells))
}

/// The strip after the piece on square `i` moves one square left: in Shove (`shove`) with
/// everything to its left, in Push with only the block of pieces touching it on the left. The
/// moved squares shift left by one into the empty square before them, or off the end.
pub fn moved(cells: &[Cell], i: usize, shove: bool) -> Vec<Cell> {
    // The first square that moves: the start of the strip (Shove), or of the block of pieces
    // ending at i (Push).
    let start = if shove { 0 } else { cells[..i].iter().rposition(|&c| c == Cell::Empty).map_or(0, |e| e + 1) };
    // The block shifts into the empty square before it, or off the left end.
    let from = start.saturating_sub(1);
    let mut out = cells[..from].to_vec();
    out.extend_from_slice(&cells[start..=i]);
    out.push(Cell::Empty);
    out.extend_from_slice(&cells[i + 1..]);
    if start == 0 {
        // Nothing filled the gap before the block: the first piece fell off.
        out.remove(0);
    }
    debug_assert_eq!(out.len(), cells.len());
    out
}

/// Every move of `side` on `pos`: each of its pieces, moved by [`moved`].
pub fn strip_moves(pos: &Strip, side: Side, shove: bool) -> Vec<Move<Strip>> {
    let mine = if side == Side::Left { Cell::Left } else { Cell::Right };
    (0..pos.0.len())
        .filter(|&i| pos.0[i] == mine)
        .map(|i| Move {
            text: (i + 1).to_string(),
            spot: Spot::Square { piece: 0, row: 0, col: i },
            to: Strip(moved(&pos.0, i, shove)),
        })
        .collect()
}

/// The strip without what lies right of its last piece, and whether it is keyed by its
/// negative (the pieces swapped).
pub fn strip_key(comp: &Strip) -> (Vec<Cell>, bool) {
    let end = comp.0.iter().rposition(|&c| c != Cell::Empty).map_or(0, |e| e + 1);
    let cells = comp.0[..end].to_vec();
    let swapped: Vec<Cell> = cells.iter().map(|c| c.swapped()).collect();
    if swapped < cells {
        (swapped, true)
    } else {
        (cells, false)
    }
}

/// The strip drawn as one row of squares, each piece as a stone with its letter.
pub fn strip_board(pos: &Strip) -> Board {
    let glyphs = vec![
        Glyph::token('L', "L", "Left's piece, moves left", Token::BlackStone),
        Glyph::token('R', "R", "Right's piece, moves left", Token::WhiteStone),
    ];
    Board::Grid { rows: vec![pos.to_string()], look: GridLook { glyphs, ..GridLook::default() } }
}

/// A strip game's `Rules` and `PartizanGame`: Shove and Push differ only in their entry and
/// in what a move takes along (`$shove`), so the rest is written once here.
macro_rules! strip_game {
    ($game:ident, $shove:expr, $entry:expr) => {
        /// The game (it takes no parameters).
        #[derive(Default)]
        pub struct $game;

        impl $crate::rules::Rules for $game {
            type Pos = $crate::games::shove::Strip;

            fn entry(&self) -> &'static $crate::game::Entry {
                &$entry
            }
            fn parse(&self, text: &str) -> Result<Self::Pos, $crate::vocab::ParseError> {
                $crate::games::shove::parse_strip(text)
            }
            fn edit_spec(&self) -> Option<$crate::board::EditSpec> {
                Some($crate::board::EditSpec::Grid($crate::board::GridEdit {
                    cycle: ".LR",
                    max_rows: 1,
                    max_cols: $crate::games::shove::MAX_CELLS,
                }))
            }
            fn board(&self, pos: &Self::Pos) -> $crate::board::Board {
                $crate::games::shove::strip_board(pos)
            }
            fn sides(&self, _pos: &Self::Pos) -> Option<(String, String)> {
                Some(("Left's pieces, L".into(), "Right's pieces, R".into()))
            }
        }

        impl $crate::partizan::PartizanGame for $game {
            type Key = Vec<$crate::games::shove::Cell>;

            fn side_moves(&self, pos: &Self::Pos, side: $crate::vocab::Side) -> Vec<$crate::vocab::Move<Self::Pos>> {
                $crate::games::shove::strip_moves(pos, side, $shove)
            }
            fn key(&self, comp: &Self::Pos) -> (Vec<$crate::games::shove::Cell>, bool) {
                $crate::games::shove::strip_key(comp)
            }
        }

        $crate::partizan::serve_partizan!($game);
    };
}
pub(crate) use strip_game;

strip_game!(Shove, true, ENTRY);

/// Shared by this file's and Push's tests: the rule written out plainly, and a plain search.
#[cfg(test)]
pub mod plain {
    use crate::cgt::{Cgt, G};
    use crate::vocab::Side;
    use std::collections::HashMap;

    /// Every move of `side` by the rule, square by square: the piece and what moves with it
    /// (everything left of it, or the pieces touching it) each go one square left.
    pub fn brute(s: &str, side: Side, shove: bool) -> Vec<String> {
        let cs: Vec<char> = s.chars().collect();
        let mine = if side == Side::Left { 'L' } else { 'R' };
        let mut out = Vec::new();
        for i in 0..cs.len() {
            if cs[i] != mine {
                continue;
            }
            let mut moving = vec![false; cs.len()];
            let mut j = i as isize;
            while j >= 0 && (shove || cs[j as usize] != '.') {
                moving[j as usize] = cs[j as usize] != '.';
                j -= 1;
            }
            let mut to = vec!['.'; cs.len()];
            for k in 0..cs.len() {
                if cs[k] != '.' && !moving[k] {
                    to[k] = cs[k];
                }
            }
            for k in 1..cs.len() {
                if moving[k] {
                    to[k - 1] = cs[k];
                }
            }
            out.push(to.into_iter().collect());
        }
        out
    }

    /// The value by a plain search of the whole strip, with no keys or trimming.
    pub fn value(cgt: &mut Cgt, memo: &mut HashMap<String, G>, s: &str, shove: bool) -> G {
        if let Some(&g) = memo.get(s) {
            return g;
        }
        let mut opts = |side| -> Vec<G> { brute(s, side, shove).iter().map(|t| value(cgt, memo, t, shove)).collect() };
        let (l, r) = (opts(Side::Left), opts(Side::Right));
        let g = cgt.from_options(&l, &r);
        memo.insert(s.to_string(), g);
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::Cgt;
    use crate::lookup;
    use crate::partizan::PartizanGame;
    use crate::rules::Rules;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn strips() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(vec!['L', 'R', '.']), 1..9).prop_map(|v| v.into_iter().collect())
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in strips()) {
            let pos = parse_strip(&s).unwrap();
            for side in [Side::Left, Side::Right] {
                let got: Vec<String> = Shove.side_moves(&pos, side).into_iter().map(|m| m.to.to_string()).collect();
                prop_assert_eq!(got, plain::brute(&s, side, true));
            }
            prop_assert_eq!(pos.to_string(), s);
        }

        #[test]
        fn the_solver_agrees_with_a_plain_search(s in strips()) {
            let v = lookup("shove").unwrap().canonical(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain::value(&mut cgt, &mut HashMap::new(), &s, true);
            prop_assert_eq!(cgt.parse(&v).unwrap(), want, "{}: {}", s, v);
        }
    }

    /// Values that follow from the rule by hand: a piece alone on square k is worth k to its
    /// owner; the Why's example.
    #[test]
    fn known_values() {
        let g = lookup("shove").unwrap();
        let mut cgt = Cgt::new();
        for (pos, want) in
            [("L", "1"), ("..L", "3"), ("..R..", "-3"), ("LR", "-3/2"), ("...", "0"), ("RL", "3/2"), ("R.L", "5/2")]
        {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
    }

    /// The worst strips at the limit's scale are valued (the time shows in the test run).
    #[test]
    fn a_long_mixed_strip_is_valued() {
        let g = lookup("shove").unwrap();
        assert!(g.canonical("LRLRLRLRLRLR").is_ok());
    }

    #[test]
    fn bad_strips_name_the_square() {
        let e = parse_strip("LR.x").unwrap_err();
        assert_eq!(e.at, Some(3));
        assert!(parse_strip("").is_err());
        assert!(parse_strip(&"L".repeat(MAX_CELLS + 1)).is_err());
    }

    #[test]
    fn each_move_is_made_at_the_piece_moved() {
        let pos = parse_strip(".LR.RL").unwrap();
        let Board::Grid { rows, .. } = Shove.board(&pos) else { panic!("a grid") };
        for (side, piece) in [(Side::Left, 'L'), (Side::Right, 'R')] {
            for m in Shove.side_moves(&pos, side) {
                let Spot::Square { piece: 0, row: 0, col } = m.spot else { panic!("{:?}", m.spot) };
                assert_eq!(rows[0].chars().nth(col), Some(piece), "move {}", m.text);
            }
        }
        let texts: Vec<String> = Shove.side_moves(&pos, Side::Right).into_iter().map(|m| m.to.to_string()).collect();
        assert_eq!(texts, ["LR..RL", "LR.R.L"]);
    }
}
