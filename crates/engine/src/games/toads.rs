//! Toads and Frogs: a strip of `T` (Left's toads, moving right), `F` (Right's frogs, moving
//! left) and `.` (empty), e.g. `TT..FF`. A piece steps into the next cell if it is empty, or
//! jumps over exactly one opposing piece into the empty cell beyond. A move is written by the
//! cell of the piece moved, counted from 1 (`3`), and shown by clicking that piece.
//!
//! The strip splits into independent blocks where nothing can ever cross: at a toad that can
//! never move again (at the right end, or followed by a run of pieces with no gap that it
//! cannot jump), and likewise for frogs. Reversing a strip and swapping toads and frogs
//! negates its value, which the transposition table uses.

use std::fmt;

use crate::board::{Board, Glyph, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "toads",
    name: "Toads and Frogs",
    example_game: "toads",
    example_position: "TT..FF",
    summary: "Toads (Left) move right and frogs (Right) move left, a step or a jump over one opponent; who cannot move loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Toads>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("toads", &["TT..FF", "T.F.T.F", "TF..T"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A strip of cells with toads T (Left's) and frogs F (Right's). A toad moves one cell right \
     into an empty cell, or jumps over one frog into the empty cell beyond; frogs move left the \
     same way. A player who cannot move loses.",
    theory: "Its value is {values after the toads' moves | values after the frogs' moves}, in \
     canonical form; parts of the strip that can never meet add up. A strip read backwards \
     with toads and frogs swapped is the negative.",
    example: "T. is worth 1: the toad has one spare move. T.F is *: whoever moves first takes the \
     gap and wins. TF is 0: nobody can move, so the player to move loses.",
    claims: &[
        Claim { game: "toads", position: "T.", fact: Fact::Outcome(Outcome::L), says: "T. is worth 1" },
        Claim { game: "toads", position: "T.F", fact: Fact::Outcome(Outcome::N), says: "T.F is *" },
        Claim { game: "toads", position: "TF", fact: Fact::Outcome(Outcome::P), says: "TF is 0" },
    ],
};

/// The longest strip: beyond this the positions to value grow past what a request may take
/// (a strip of 40 cells with a few pieces is valued in well under a second).
const MAX_CELLS: usize = 60;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Toads;

/// A cell of the strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    Empty,
    Toad,
    Frog,
}

/// A strip, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip(pub Vec<Cell>);

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in &self.0 {
            f.write_str(match c {
                Cell::Empty => ".",
                Cell::Toad => "T",
                Cell::Frog => "F",
            })?;
        }
        Ok(())
    }
}

pub fn parse_strip(text: &str) -> Result<Strip, ParseError> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    if t.is_empty() {
        return Err(ParseError::new("empty strip: write toads T, frogs F and empty cells ., e.g. TT..FF"));
    }
    let mut cells = Vec::new();
    for (i, ch) in t.char_indices() {
        cells.push(match ch {
            '.' | '_' | '-' => Cell::Empty,
            'T' | 't' => Cell::Toad,
            'F' | 'f' => Cell::Frog,
            _ => {
                return Err(ParseError::at(
                    format!("'{ch}' is not a cell: write T (toad), F (frog) or . (empty)"),
                    lead + i,
                ))
            }
        });
    }
    if cells.len() > MAX_CELLS {
        return Err(ParseError::new(format!("the strip has {} cells; at most {MAX_CELLS} are allowed", cells.len())));
    }
    Ok(Strip(cells))
}

impl Strip {
    /// The cell a piece at `i` moves to, if it can move.
    fn target(&self, i: usize) -> Option<usize> {
        let c = &self.0;
        let (me, them, dir): (Cell, Cell, isize) = match c[i] {
            Cell::Toad => (Cell::Toad, Cell::Frog, 1),
            Cell::Frog => (Cell::Frog, Cell::Toad, -1),
            Cell::Empty => return None,
        };
        let _ = me;
        let at = |k: isize| -> Option<Cell> {
            let j = i as isize + k * dir;
            (j >= 0 && (j as usize) < c.len()).then(|| c[j as usize])
        };
        let step = |k: isize| (i as isize + k * dir) as usize;
        match at(1) {
            Some(Cell::Empty) => Some(step(1)),
            Some(x) if x == them && at(2) == Some(Cell::Empty) => Some(step(2)),
            _ => None,
        }
    }

    fn swapped_reversed(&self) -> Strip {
        Strip(
            self.0
                .iter()
                .rev()
                .map(|c| match c {
                    Cell::Toad => Cell::Frog,
                    Cell::Frog => Cell::Toad,
                    Cell::Empty => Cell::Empty,
                })
                .collect(),
        )
    }
}

/// Toads drawn pointing right and frogs pointing left, each with its letter: shared with the
/// games played on the same strip.
pub fn strip_glyphs() -> Vec<Glyph> {
    vec![
        Glyph::token('T', "T", "toad, Left's, moves right", Token::LeftPointingRight),
        Glyph::token('F', "F", "frog, Right's, moves left", Token::RightPointingLeft),
    ]
}

impl Rules for Toads {
    type Pos = Strip;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Strip, ParseError> {
        parse_strip(text)
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        Some(crate::board::EditSpec::Grid(crate::board::GridEdit { cycle: ".TF", max_rows: 1, max_cols: 24 }))
    }
    /// Toads drawn pointing right and frogs pointing left, the ways they move, each with its
    /// letter; a move is made at the piece that moves.
    fn board(&self, pos: &Strip) -> Board {
        Board::Grid { rows: vec![pos.to_string()], look: GridLook { glyphs: strip_glyphs(), ..GridLook::default() } }
    }
    fn sides(&self, _pos: &Strip) -> Option<(String, String)> {
        Some(("toads, T".into(), "frogs, F".into()))
    }
}

impl PartizanGame for Toads {
    type Key = Vec<Cell>;

    fn side_moves(&self, pos: &Strip, side: Side) -> Vec<Move<Strip>> {
        let mine = match side {
            Side::Left => Cell::Toad,
            Side::Right => Cell::Frog,
        };
        let mut out = Vec::new();
        for i in 0..pos.0.len() {
            if pos.0[i] != mine {
                continue;
            }
            if let Some(j) = pos.target(i) {
                let mut to = pos.clone();
                to.0.swap(i, j);
                out.push(Move { text: (i + 1).to_string(), spot: Spot::Square { piece: 0, row: 0, col: i }, to });
            }
        }
        out
    }

    /// Blocks that can never interact. A cut between cells i and i+1 is safe when everything
    /// left of it is frozen towards the right (no toad there can ever reach i+1) and nothing
    /// right of it can reach i: that holds where the strip reads `T` followed by `F` with a
    /// dead `TF` pair whose toad has only toads to its left-adjacent run... Kept simple and
    /// provably safe: cut at the ends of maximal runs of empty-free pieces that no piece can
    /// enter, i.e. strip off leading frogs and trailing toads (they can never move) and cut
    /// inside `TTFF`-style walls: between a toad and a frog when the toad's left neighbour run
    /// is all toads up to the edge or a frozen wall, and the frog's right likewise.
    fn components(&self, pos: &Strip) -> Vec<Strip> {
        let c = &pos.0;
        // Frozen pieces: a frog at the left edge (or behind frozen pieces, with no gap) can
        // never move; a toad at the right edge likewise. They are removed and cut the strip.
        let n = c.len();
        let mut frozen = vec![false; n];
        // Left edge: frogs that cannot move, then anything frozen behind them.
        let mut i = 0;
        while i < n && c[i] == Cell::Frog {
            frozen[i] = true;
            i += 1;
        }
        let mut j = n;
        while j > 0 && c[j - 1] == Cell::Toad {
            frozen[j - 1] = true;
            j -= 1;
        }
        // A wall `TTFF` with no gap: a toad run followed by a frog run of at least two
        // each can never be broken (no piece can jump two).
        let mut k = 0;
        while k < n {
            if c[k] == Cell::Toad {
                let t_start = k;
                while k < n && c[k] == Cell::Toad {
                    k += 1;
                }
                let f_start = k;
                while k < n && c[k] == Cell::Frog {
                    k += 1;
                }
                if f_start - t_start >= 2 && k - f_start >= 2 {
                    // The last two toads and first two frogs never move; the toads further
                    // left can still step up to them, so only the four are frozen.
                    frozen[f_start - 2..f_start + 2].iter_mut().for_each(|x| *x = true);
                }
                continue;
            }
            k += 1;
        }
        let mut out = Vec::new();
        let mut cur = Vec::new();
        for (idx, &cell) in c.iter().enumerate() {
            if frozen[idx] {
                if !cur.is_empty() {
                    out.push(Strip(std::mem::take(&mut cur)));
                }
            } else {
                cur.push(cell);
            }
        }
        if !cur.is_empty() {
            out.push(Strip(cur));
        }
        // A block with no toad that can move and no frog that can move is worth 0: drop it.
        out.retain(|s| s.0.contains(&Cell::Toad) || s.0.contains(&Cell::Frog));
        out
    }

    /// A strip and its mirror with the pieces swapped are negatives: the smaller of the two
    /// is the key.
    fn key(&self, comp: &Strip) -> (Vec<Cell>, bool) {
        let other = comp.swapped_reversed();
        if other.0 < comp.0 {
            (other.0, true)
        } else {
            (comp.0.clone(), false)
        }
    }
}

partizan::serve_partizan!(Toads);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lookup;
    use proptest::prelude::*;

    fn strip(s: &str) -> Strip {
        parse_strip(s).unwrap()
    }

    /// Every move by the rule, written out plainly.
    fn brute(pos: &Strip, side: Side) -> Vec<String> {
        let c = &pos.0;
        let mut out = Vec::new();
        for i in 0..c.len() {
            let (dir, them): (isize, Cell) = match (c[i], side) {
                (Cell::Toad, Side::Left) => (1, Cell::Frog),
                (Cell::Frog, Side::Right) => (-1, Cell::Toad),
                _ => continue,
            };
            let get = |k: isize| c.get((i as isize + k) as usize).copied().filter(|_| i as isize + k >= 0);
            let mut to = c.clone();
            if get(dir) == Some(Cell::Empty) {
                to.swap(i, (i as isize + dir) as usize);
            } else if get(dir) == Some(them) && get(2 * dir) == Some(Cell::Empty) {
                to.swap(i, (i as isize + 2 * dir) as usize);
            } else {
                continue;
            }
            out.push(Strip(to).to_string());
        }
        out
    }

    fn cells() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(vec!['T', 'F', '.']), 1..12).prop_map(|v| v.into_iter().collect())
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in cells()) {
            let pos = strip(&s);
            for side in [Side::Left, Side::Right] {
                let got: Vec<String> = Toads.side_moves(&pos, side).into_iter().map(|m| m.to.to_string()).collect();
                prop_assert_eq!(got, brute(&pos, side));
            }
            prop_assert_eq!(strip(&pos.to_string()), pos);
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("toads").unwrap();
        for (pos, want) in [("T.", "1"), ("T.F", "*"), ("TF", "0"), ("TT.FF", "*"), (".F", "-1"), ("T..F", "0")] {
            let v = g.canonical(pos).unwrap();
            let mut cgt = crate::cgt::Cgt::new();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        assert!(Toads.side_moves(&strip("TF"), Side::Left).is_empty());
    }

    #[test]
    fn bad_strips_name_the_cell() {
        let e = parse_strip("TT.x").unwrap_err();
        assert_eq!(e.at, Some(3));
        assert!(parse_strip("").is_err());
        assert!(parse_strip(&"T.".repeat(40)).is_err());
    }

    #[test]
    fn the_board_draws_toads_and_frogs_as_pieces_and_each_move_at_the_piece_moved() {
        let pos = strip("TT.F.F");
        let Board::Grid { rows, look } = Toads.board(&pos) else { panic!("a grid") };
        assert_eq!(rows, ["TT.F.F"]);
        let (t, f) = (look.glyph('T').unwrap(), look.glyph('F').unwrap());
        assert_eq!((t.token, f.token), (Some(Token::LeftPointingRight), Some(Token::RightPointingLeft)));
        assert!(t.name.starts_with("toad") && f.name.starts_with("frog"));
        for (side, piece) in [(Side::Left, 'T'), (Side::Right, 'F')] {
            let moves = Toads.side_moves(&pos, side);
            assert!(!moves.is_empty());
            for m in moves {
                let Spot::Square { piece: 0, row: 0, col } = m.spot else { panic!("{:?}", m.spot) };
                assert_eq!(rows[0].chars().nth(col), Some(piece), "move {}", m.text);
            }
        }
    }
}
