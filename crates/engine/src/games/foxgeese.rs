//! Fox and Geese (Berlekamp, Conway and Guy, Winning Ways, volume 2, "Games Eternal — Games
//! Entailed"): on the dark squares of a checkerboard, the geese (Left, `G`) each move one square
//! diagonally forward (up the board, away from their starting row at the bottom) and the fox
//! (Right, `F`) one square diagonally either way; nothing is captured. Normal play, as Winning
//! Ways plays it: a player who cannot move loses, so the geese win by trapping the fox, and the
//! geese lose when they have run out of moves (once the fox is past them they must walk to the
//! top and stall). With perfect play the geese win the 8 x 8 game.
//!
//! A position is the board's size and where the pieces stand, by square names:
//! `6x6:Fd1:Ga6,c6,e6;L` is the fox on d1 and geese on a6, c6 and e6 of a 6 x 6 board, the
//! geese to move (`;R`: the fox to move; without it the geese move). Squares are named as every
//! grid here names them (column letter, row counted from 1 at the top), so a move is written
//! from square to square (`a8-b7`). `RxC` alone (`8x8`, `6x6;R`) is the start on R rows and C
//! columns: geese on every dark square of the bottom row, the fox on the top row's dark square
//! nearest the middle (the left one of two). The board's rows from the top joined by `/` are
//! read too: `G` a goose, `F` the fox, `.` an empty dark square and `_` a light one (`-` also
//! reads as light; `_` is written, since a text starting with `-` reads as an option on a
//! command line).
//!
//! The fox may walk to and fro forever, but the geese have finitely many moves, so with
//! alternating turns every game ends; the position graph (each side's options) loops, which
//! the loopy values need. Positions are valued by retrograde analysis over every board reachable
//! (`partizan::Retro`), with each side to move.

use std::fmt;

use crate::board::{Board, CellsMove, Glyph, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::notation::square_name;
use crate::partizan::SideOptions;
use crate::rules::{Evaluate, Evaluation, Moves, Rules};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "foxgeese",
    name: "Fox and Geese",
    example_game: "foxgeese",
    example_position: "6x6",
    summary: "Geese (Left) step diagonally up the board, the fox (Right) diagonally either way; the geese must trap the fox before they run out of moves.",
    group: Group::Boards,
    build: crate::rules::plain::<FoxGeese>,
    why: WHY,
    closed_form: None,
    sum_component: false,
    checks: Checks { starts: &[("foxgeese", &["4x4", "4x4;R", "3x4", "4x6;R", "--F-/-.-./G-G-;R", "4x4:Fb1:Ga2,c2;R"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "On the dark squares of a checkerboard, each goose (Left) steps one square diagonally up \
     the board and the fox (Right) one square diagonally either way; nothing is captured. A \
     player who cannot move loses: the geese win by trapping the fox, and lose if they run out \
     of moves.",
    theory: "The geese have finitely many moves, so every game ends, but the fox may go to and \
     fro: the position graph loops. Retrograde analysis labels every reachable board from the \
     ends backwards, with each side to move: a win when some move reaches a loss, a loss when \
     every move reaches a win; with perfect play the geese win on 8 x 8 (Winning Ways).",
    example: "On 4 x 4 the two geese trap the fox whoever starts. With the fox cornered at b1 \
     behind geese at a2 and c2, the fox to move loses in 0: it is trapped.",
    claims: &[
        Claim {
            game: "foxgeese",
            position: "4x4",
            fact: Fact::Outcome(Outcome::N),
            says: "geese trap the fox whoever starts",
        },
        Claim {
            game: "foxgeese",
            position: "4x4;R",
            fact: Fact::Outcome(Outcome::P),
            says: "geese trap the fox whoever starts",
        },
        Claim { game: "foxgeese", position: "4x4:Fb1:Ga2,c2;R", fact: Fact::Remoteness(0), says: "loses in 0" },
        Claim { game: "foxgeese", position: "4x4:Fb1:Ga2,c2;R", fact: Fact::Outcome(Outcome::P), says: "loses in 0" },
    ],
};

/// The largest board side: 8 x 8 is the game's own board, and what the retrograde solver
/// enumerates for it fits a browser tab (docs/benchmarks.md).
const MAX_SIDE: usize = 8;
/// The most geese: the game has four, and each one more multiplies the boards by about 7.
const MAX_GEESE: usize = 4;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct FoxGeese;

/// A board: its size, the fox's square and the geese as bits, square (r, c) at bit 8r + c.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pen {
    pub rows: u8,
    pub cols: u8,
    pub fox: u8,
    pub geese: u64,
}

/// A position: the board and who moves, the geese (Left) or the fox (Right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    pub pen: Pen,
    pub side: Side,
}

/// Whether square (r, c) of a board of `rows` rows is dark: the bottom row's first square is.
fn dark(rows: usize, r: usize, c: usize) -> bool {
    (rows - 1 - r + c).is_multiple_of(2)
}

impl Pen {
    /// The start on `rows` x `cols`: geese on the bottom row's dark squares, the fox on the top
    /// row's dark square nearest the middle.
    pub fn start(rows: usize, cols: usize) -> Pen {
        let mut geese = 0u64;
        for c in (0..cols).filter(|&c| dark(rows, rows - 1, c)) {
            geese |= 1 << (8 * (rows - 1) + c);
        }
        let fox_col = (0..cols).filter(|&c| dark(rows, 0, c)).min_by_key(|&c| (2 * c + 1).abs_diff(cols)).unwrap_or(0);
        Pen { rows: rows as u8, cols: cols as u8, fox: fox_col as u8, geese }
    }

    fn at(&self, r: usize, c: usize) -> char {
        let bit = 8 * r + c;
        if self.fox as usize == bit {
            'F'
        } else if (self.geese >> bit) & 1 == 1 {
            'G'
        } else if dark(self.rows as usize, r, c) {
            '.'
        } else {
            '_'
        }
    }

    fn rows_text(&self) -> Vec<String> {
        (0..self.rows as usize).map(|r| (0..self.cols as usize).map(|c| self.at(r, c)).collect()).collect()
    }

    /// The squares a piece on `sq` steps to: diagonally up for a goose, any diagonal for the
    /// fox, onto the board and onto an empty square.
    fn steps(&self, sq: usize, fox: bool) -> Vec<usize> {
        let (r, c) = ((sq / 8) as isize, (sq % 8) as isize);
        let dirs: &[(isize, isize)] = if fox { &[(-1, -1), (-1, 1), (1, -1), (1, 1)] } else { &[(-1, -1), (-1, 1)] };
        dirs.iter()
            .map(|&(dr, dc)| (r + dr, c + dc))
            .filter(|&(r, c)| r >= 0 && c >= 0 && r < self.rows as isize && c < self.cols as isize)
            .map(|(r, c)| (8 * r + c) as usize)
            .filter(|&to| to != self.fox as usize && (self.geese >> to) & 1 == 0)
            .collect()
    }

    /// Each move of `side`: the squares from and to, and the board it reaches.
    fn moves(&self, side: Side) -> Vec<(usize, usize, Pen)> {
        match side {
            Side::Left => (0..64)
                .filter(|&sq| (self.geese >> sq) & 1 == 1)
                .flat_map(|sq| {
                    self.steps(sq, false)
                        .into_iter()
                        .map(move |to| (sq, to, Pen { geese: (self.geese & !(1 << sq)) | (1 << to), ..*self }))
                })
                .collect(),
            Side::Right => {
                let sq = self.fox as usize;
                self.steps(sq, true).into_iter().map(|to| (sq, to, Pen { fox: to as u8, ..*self })).collect()
            }
        }
    }
}

impl fmt::Display for Pos {
    /// `6x6:Fd1:Ga6,c6,e6;L`: the size, the fox's square, the geese's squares (none: `:G`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |sq: usize| square_name(sq / 8, sq % 8);
        let geese: Vec<String> = (0..64).filter(|&sq| (self.pen.geese >> sq) & 1 == 1).map(name).collect();
        write!(
            f,
            "{}x{}:F{}:G{};{}",
            self.pen.rows,
            self.pen.cols,
            name(self.pen.fox as usize),
            geese.join(","),
            self.side.letter()
        )
    }
}

/// A square's name on a board of `rows` x `cols` (`d1`: column letter, row from 1 at the top),
/// as (row, column); `None` when it is not one of the board's squares.
fn read_square(name: &str, rows: usize, cols: usize) -> Option<(usize, usize)> {
    let mut chars = name.chars();
    let col = chars.next()?.to_ascii_lowercase();
    let row: usize = chars.as_str().parse().ok()?;
    let col = (col as usize).checked_sub('a' as usize)?;
    (col < cols && (1..=rows).contains(&row)).then_some((row - 1, col))
}

/// Reads the pieces of `RxC:Fd1:Ga6,c6,e6` after the size: `pieces` starts at `at` in the text.
fn read_pieces(rows: usize, cols: usize, pieces: &str, mut at: usize) -> Result<Pen, ParseError> {
    let (mut fox, mut geese) = (None, 0u64);
    for part in pieces.split(':') {
        let (kind, list) = part.split_at(part.chars().next().map_or(0, char::len_utf8));
        let is_fox = match kind {
            "F" | "f" => true,
            "G" | "g" => false,
            _ => {
                return Err(ParseError::at(
                    format!("'{part}' is not a list of pieces: write F and the fox's square (Fd1), then G and the geese's squares (Ga6,c6,e6)"),
                    at,
                ))
            }
        };
        if is_fox && fox.is_some() {
            return Err(ParseError::at("a second F: there is one fox", at));
        }
        let mut here = at + kind.len();
        for name in list.split(',').filter(|n| !(n.is_empty() && !is_fox && list.is_empty())) {
            let Some((r, c)) = read_square(name.trim(), rows, cols) else {
                return Err(ParseError::at(
                    format!("'{name}' is not a square of a {rows} x {cols} board: write a column letter and a row number, such as d1"),
                    here,
                ));
            };
            let bit = 8 * r + c;
            if !dark(rows, r, c) {
                return Err(ParseError::at(
                    format!("square {name} is light: pieces stand on the dark squares only"),
                    here,
                ));
            }
            if fox == Some(bit as u8) || (geese >> bit) & 1 == 1 {
                return Err(ParseError::at(format!("two pieces on {name}"), here));
            }
            if is_fox {
                if fox.is_some() {
                    return Err(ParseError::at(format!("a second fox at {name}: there is one fox"), here));
                }
                fox = Some(bit as u8);
            } else {
                geese |= 1 << bit;
            }
            here += name.len() + 1;
        }
        at += part.len() + 1;
    }
    let fox = fox.ok_or_else(|| ParseError::new("there is no fox: write F and its square, such as :Fd1"))?;
    if geese.count_ones() as usize > MAX_GEESE {
        return Err(ParseError::new(format!("{} geese: at most {MAX_GEESE} are allowed", geese.count_ones())));
    }
    Ok(Pen { rows: rows as u8, cols: cols as u8, fox, geese })
}

/// Reads `RxC` (the start) or rows of `G`, `F`, `.` and `_` joined by `/`, then `;L` or `;R`.
pub fn parse(text: &str) -> Result<Pos, ParseError> {
    let lead = text.len() - text.trim_start().len();
    let t = text.trim();
    let (board, side, side_at) = match t.rfind(';') {
        Some(i) => (&t[..i], Some(t[i + 1..].trim()), i + 1),
        None => (t, None, 0),
    };
    let side = match side {
        None => Side::Left,
        Some(s) => Side::parse(s).ok_or_else(|| {
            ParseError::at(
                format!("'{s}' is not a side: write ;L (the geese to move) or ;R (the fox to move)"),
                lead + side_at,
            )
        })?,
    };
    if board.is_empty() {
        return Err(ParseError::new(
            "empty position: write a board size such as 8x8, or rows of G (goose), F (fox), . and _ joined by /",
        ));
    }
    let size = |n: &str| n.trim().parse::<usize>().ok().filter(|n| (2..=MAX_SIDE).contains(n));
    if let Some((dims, pieces)) = board.split_once(':') {
        let (r, c) = dims.split_once(['x', 'X']).unwrap_or((dims, ""));
        return match (size(r), size(c)) {
            (Some(r), Some(c)) => Ok(Pos { pen: read_pieces(r, c, pieces, lead + dims.len() + 1)?, side }),
            _ => Err(ParseError::at(
                format!("'{dims}' is not a board size: a board is 2 to {MAX_SIDE} rows by 2 to {MAX_SIDE} columns, e.g. 8x8"),
                lead,
            )),
        };
    }
    if let Some((r, c)) = board.split_once(['x', 'X']) {
        if r.trim().chars().all(|ch| ch.is_ascii_digit()) {
            return match (size(r), size(c)) {
                (Some(r), Some(c)) => Ok(Pos { pen: Pen::start(r, c), side }),
                _ => Err(ParseError::at(
                    format!("a board is 2 to {MAX_SIDE} rows by 2 to {MAX_SIDE} columns, e.g. 8x8"),
                    lead,
                )),
            };
        }
    }
    let rows: Vec<&str> = board.split('/').collect();
    let n_rows = rows.len();
    if !(2..=MAX_SIDE).contains(&n_rows) {
        return Err(ParseError::new(format!("the board has {n_rows} rows; write 2 to {MAX_SIDE} rows joined by /")));
    }
    let n_cols = rows[0].chars().count();
    let mut fox = None;
    let mut geese = 0u64;
    let mut at = lead;
    for (r, row) in rows.iter().enumerate() {
        if row.chars().count() != n_cols {
            return Err(ParseError::at(
                format!(
                    "row {} has {} squares but row 1 has {n_cols}: every row is as long",
                    r + 1,
                    row.chars().count()
                ),
                at,
            ));
        }
        if !(2..=MAX_SIDE).contains(&n_cols) {
            return Err(ParseError::at(format!("a row has {n_cols} squares; write 2 to {MAX_SIDE}"), at));
        }
        for (c, ch) in row.chars().enumerate() {
            let here = at + c;
            let piece = match ch {
                'G' | 'g' => Some(false),
                'F' | 'f' => Some(true),
                '.' | '_' | '-' => None,
                _ => {
                    return Err(ParseError::at(
                        format!("'{ch}' is not a square: write G (goose), F (fox), . (empty) or _ (light square)"),
                        here,
                    ))
                }
            };
            if piece.is_some() && !dark(n_rows, r, c) {
                return Err(ParseError::at(
                    format!("square {} is light: pieces stand on the dark squares only", square_name(r, c)),
                    here,
                ));
            }
            match piece {
                Some(true) if fox.is_some() => {
                    return Err(ParseError::at(
                        format!("a second fox at {}: there is one fox", square_name(r, c)),
                        here,
                    ))
                }
                Some(true) => fox = Some((8 * r + c) as u8),
                Some(false) => geese |= 1 << (8 * r + c),
                None => {}
            }
        }
        at += row.len() + 1;
    }
    let fox = fox.ok_or_else(|| ParseError::new("there is no fox: put one F on a dark square"))?;
    if geese.count_ones() as usize > MAX_GEESE {
        return Err(ParseError::new(format!("{} geese: at most {MAX_GEESE} are allowed", geese.count_ones())));
    }
    Ok(Pos { pen: Pen { rows: n_rows as u8, cols: n_cols as u8, fox, geese }, side })
}

impl SideOptions for FoxGeese {
    type Board = Pen;
    fn options(&self, pen: &Pen, side: Side) -> Vec<Pen> {
        pen.moves(side).into_iter().map(|m| m.2).collect()
    }
}

impl Rules for FoxGeese {
    type Pos = Pos;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Pos, ParseError> {
        parse(text)
    }
    /// Geese as black stones and the fox as a white one (as CGSuite draws them), light squares
    /// left blank; a move is made by picking the piece and then the square it steps to.
    fn board(&self, pos: &Pos) -> Board {
        let glyphs = vec![
            Glyph::token('G', "G", "goose, Left's, steps up diagonally", Token::BlackStone),
            Glyph::token('F', "F", "fox, Right's, steps diagonally either way", Token::WhiteStone),
            Glyph::new('_', "", "light square, never used"),
        ];
        Board::Grid {
            rows: pos.pen.rows_text(),
            look: GridLook {
                glyphs,
                cells_move: CellsMove::Step,
                checkered: Some(((pos.pen.rows as usize - 1) % 2) as u8),
                ..GridLook::default()
            },
        }
    }
    fn sides(&self, pos: &Pos) -> Option<(String, String)> {
        let (geese, fox) = ("the geese (Left, G)".to_string(), "the fox (Right, F)".to_string());
        Some(match pos.side {
            Side::Left => (geese, fox),
            Side::Right => (fox, geese),
        })
    }
}

impl Moves for FoxGeese {
    fn moves(&self, pos: &Pos) -> Vec<Move<Pos>> {
        pos.pen
            .moves(pos.side)
            .into_iter()
            .map(|(from, to, pen)| {
                let (a, b) = ((from / 8, from % 8), (to / 8, to % 8));
                Move {
                    text: format!("{}-{}", square_name(a.0, a.1), square_name(b.0, b.1)),
                    spot: Spot::Cells { piece: 0, cells: vec![a, b] },
                    to: Pos { pen, side: pos.side.other() },
                }
            })
            .collect()
    }
}

impl Evaluate for FoxGeese {
    fn evaluate(&self, pos: &Pos, moves: &[Move<Pos>], _misere: bool) -> Result<Evaluation, EngineError> {
        let reached: Vec<Pen> = moves.iter().map(|m| m.to.pen).collect();
        crate::partizan::sided_evaluation(self, &pos.pen, pos.side, &reached, ("the geese", "the fox"), "boards")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::partizan::{Label, Retro};
    use crate::rules::AsGame;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// The result by plain minimax over the alternating game, memoised by position: sound
    /// here because every game ends (the geese's moves are finite and they move every other
    /// turn), independent of the retrograde solver's graph and queue.
    fn minimax(pos: Pos, memo: &mut HashMap<Pos, Label>) -> Label {
        if let Some(&l) = memo.get(&pos) {
            return l;
        }
        let kids: Vec<Label> = FoxGeese.moves(&pos).into_iter().map(|m| minimax(m.to, memo)).collect();
        let l = if kids.is_empty() {
            Label::Loss(0)
        } else if let Some(k) = kids.iter().filter_map(|l| if let Label::Loss(k) = l { Some(*k) } else { None }).min() {
            Label::Win(k + 1)
        } else {
            Label::Loss(1 + kids.iter().map(|l| l.remoteness().expect("no draws")).max().unwrap())
        };
        memo.insert(pos, l);
        l
    }

    fn solve(text: &str) -> crate::Solution {
        AsGame(FoxGeese).solve(text, false).unwrap()
    }

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, "6x6:Fd1:Ga6,c6,e6;L");
        assert!(sol.formula.unwrap().text.contains("with the fox to move"));
    }

    #[test]
    fn notation_reads_and_refuses() {
        assert_eq!(parse("4x4").unwrap().to_string(), "4x4:Fb1:Ga4,c4;L");
        assert_eq!(parse("8x8;R").unwrap().to_string(), "8x8:Fd1:Ga8,c8,e8,g8;R");
        assert_eq!(parse("8x8").unwrap().pen.geese.count_ones(), 4);
        // The rows are read too, and written by square names.
        assert_eq!(parse("_F_./G_G_/_._./._._;R").unwrap(), parse("4x4:Fb1:Ga2,c2;R").unwrap());
        assert_eq!(parse("_F_./._._/_._./G_G_").unwrap(), parse("4x4").unwrap());
        // The fox alone, and the pieces in either order.
        assert_eq!(parse("3x4:Fa1:G").unwrap().pen.geese, 0);
        assert_eq!(parse("4x4:Gc4,a4:Fb1").unwrap(), parse("4x4").unwrap());
        for (bad, says, at) in [
            ("4x4:Fb1:Ga4,c4,a4", "two pieces on a4", Some(15)),
            ("4x4:Fa1:Ga4", "square a1 is light", Some(5)),
            ("4x4:Fb1:Ga5", "'a5' is not a square of a 4 x 4 board", Some(9)),
            ("4x4:Fb1,d1", "a second fox at d1", Some(8)),
            ("4x4:Ga4", "there is no fox", None),
            ("4x4:Xb1", "not a list of pieces", Some(4)),
            ("9x4:Fb1", "not a board size", Some(0)),
            ("4x4:Fb1:Ga4,c4,a2,c2,b3", "5 geese", None),
        ] {
            let e = parse(bad).err().unwrap_or_else(|| panic!("{bad} accepted"));
            assert!(e.message.contains(says), "{bad}: {e}");
            assert_eq!(e.at, at, "{bad}: {e}");
        }
        for (bad, says) in [
            ("9x9", "2 to 8"),
            ("-F-./.-.-/-.-./G-G-;X", "not a side"),
            ("F__./._._", "light"),
            ("_._./._._", "no fox"),
            ("_F_F/._._", "second fox"),
            ("_F_./._.", "row 2 has 3"),
            ("-F-./.-?-", "'?' is not a square"),
            ("", "empty position"),
        ] {
            let e = parse(bad).err().unwrap_or_else(|| panic!("{bad} accepted"));
            assert!(e.message.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn moves_go_square_to_square() {
        let sol = solve("4x4");
        let moves: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["a4-b3", "c4-b3", "c4-d3"]);
        let sol = solve("4x4;R");
        let moves: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["b1-a2", "b1-c2"]);
    }

    /// The retrograde labels against plain minimax over the alternating game, on every board
    /// reached from small starts.
    #[test]
    fn retrograde_agrees_with_minimax_on_small_boards() {
        for start in ["4x4", "4x6", "5x4", "6x4"] {
            let root = parse(start).unwrap().pen;
            let r = Retro::solve(&FoxGeese, &root, 1_000_000, &mut |_, _| true).unwrap();
            let mut memo = HashMap::new();
            for (pen, l, rt) in r.labelled() {
                assert_eq!(l, minimax(Pos { pen: *pen, side: Side::Left }, &mut memo), "{start}");
                assert_eq!(rt, minimax(Pos { pen: *pen, side: Side::Right }, &mut memo), "{start}");
            }
        }
    }

    fn random_pos() -> impl Strategy<Value = Pos> {
        (2usize..=5, 2usize..=5, any::<u64>(), 0usize..4, any::<bool>()).prop_map(|(rows, cols, seed, n, fox_moves)| {
            let dark: Vec<usize> = (0..rows * cols)
                .map(|i| (i / cols, i % cols))
                .filter(|&(r, c)| dark(rows, r, c))
                .map(|(r, c)| 8 * r + c)
                .collect();
            let mut s = seed;
            let mut pick = |k: usize| {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (s >> 33) as usize % k
            };
            let fox = dark[pick(dark.len())];
            let mut geese = 0u64;
            for _ in 0..n {
                let g = dark[pick(dark.len())];
                if g != fox {
                    geese |= 1 << g;
                }
            }
            let side = if fox_moves { Side::Right } else { Side::Left };
            Pos { pen: Pen { rows: rows as u8, cols: cols as u8, fox: fox as u8, geese }, side }
        })
    }

    proptest! {
        /// On random small positions, the served outcome, remoteness and each move's result are
        /// plain minimax's, and the text reads back as itself.
        #[test]
        fn random_positions_match_minimax(pos in random_pos()) {
            let text = pos.to_string();
            prop_assert_eq!(parse(&text).unwrap(), pos);
            let sol = solve(&text);
            let mut memo = HashMap::new();
            let want = crate::partizan::valued(minimax(pos, &mut memo));
            prop_assert_eq!((sol.outcome, sol.remoteness), (want.outcome, want.remoteness));
            for (m, mv) in sol.moves.iter().zip(FoxGeese.moves(&pos)) {
                let want = crate::partizan::valued(minimax(mv.to, &mut memo));
                prop_assert_eq!((m.outcome, m.remoteness), (want.outcome, want.remoteness), "{}", m.text);
            }
        }
    }

    /// Who wins a small position moving first by its value (every Fox and Geese position is a
    /// stopper: the geese only move up, so no line of alternating play is endless), or `None`
    /// past the boards the formula line values.
    fn stopper_outcomes(pen: &Pen) -> Option<(bool, bool)> {
        use crate::cgt::loopy::{Loopy, Stopper};
        let r = Retro::solve(&FoxGeese, pen, 1_000_000, &mut |_, _| true).unwrap();
        let g = r.graph_from(&FoxGeese, pen, crate::partizan::LOOPY_VALUE_BOARDS)?;
        let stopper = Stopper::new(&Loopy::from_graph(&g.left, &g.right, g.root).unwrap()).expect("a stopper");
        Some((crate::partizan::first_wins(&stopper, Side::Left), crate::partizan::first_wins(&stopper, Side::Right)))
    }

    /// CGSuite's GenFoxAndGeese values a position whose geese can never move again as `off`
    /// (the fox moves forever): here a goose on the top row. The 4 x 4 start is given a value.
    #[test]
    fn the_formula_gives_the_value() {
        let formula = solve("4x4:Fa4:Gb1;L").formula.unwrap().text;
        assert!(formula.contains("; value off (a stopper, in CGSuite's notation)"), "{formula}");
        // The 4 x 4 start is over, above 0: the geese win whoever starts, as the solver says.
        assert!(solve("4x4").formula.unwrap().text.contains("; value over ("));
        assert_eq!((solve("4x4;L").outcome, solve("4x4;R").outcome), (Outcome::N, Outcome::P));
        // Past the boards simplified on request, the line says so.
        let formula = solve("4x6").formula.unwrap().text;
        assert!(
            formula.contains("; a stopper reaching 1693 boards: its simplest form is found for at most 400"),
            "{formula}"
        );
    }

    /// How long a position's value takes as the boards it reaches grow: printed, for the limit
    /// `LOOPY_VALUE_BOARDS` (docs/benchmarks.md). `... loopy_value_timing --ignored --nocapture`.
    #[test]
    #[ignore]
    fn loopy_value_timing() {
        use crate::cgt::loopy::{Loopy, Stopper};
        for text in
            ["4x4:Fa4:Gb1", "4x4:Fb1:Ga2,c2", "4x4", "5x4", "4x6", "5x5", "6x6:Fd1:Ga6", "6x6:Fd1:Ga6,c6", "6x6"]
        {
            let pen = parse(text).unwrap().pen;
            let r = Retro::solve(&FoxGeese, &pen, 3_000_000, &mut |_, _| true).unwrap();
            let g = r.graph_from(&FoxGeese, &pen, usize::MAX).unwrap();
            let t = std::time::Instant::now();
            let text_value = Loopy::from_graph(&g.left, &g.right, g.root)
                .and_then(|l| Stopper::new(&l))
                .map(|s| s.text(&mut crate::cgt::Cgt::new()));
            let shown: String = format!("{text_value:?}").chars().take(60).collect();
            println!("{text}: {} boards, value in {:.3} s: {shown}", g.left.len(), t.elapsed().as_secs_f64());
        }
    }

    proptest! {
        /// On random small positions, who wins moving first by the value's class against 0 is
        /// plain minimax's, with each side to move.
        #[test]
        fn values_give_minimaxs_outcomes(pos in random_pos()) {
            let Some((left, right)) = stopper_outcomes(&pos.pen) else { return Ok(()) };
            let mut memo = HashMap::new();
            let wins = |side, memo: &mut HashMap<Pos, Label>| matches!(minimax(Pos { pen: pos.pen, side }, memo), Label::Win(_));
            prop_assert_eq!(left, wins(Side::Left, &mut memo), "{} Left first", pos);
            prop_assert_eq!(right, wins(Side::Right, &mut memo), "{} Right first", pos);
        }
    }

    /// Winning Ways: with perfect play the geese win the 8 x 8 game from the start (geese on
    /// the bottom row, moving first). About a million boards: slow in a debug build.
    #[test]
    #[ignore]
    fn published_results_hold() {
        assert_eq!(crate::partizan::published_results("foxgeese"), 1);
    }
}
