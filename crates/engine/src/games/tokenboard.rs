//! The column-jump board: a token on a board of N rows and M columns (rows 1..N from the top,
//! columns 1..M). From (x, y) a move picks a column k != y and puts the token on (x - k, k),
//! which must satisfy x - k >= 1. The player who cannot move loses.
//!
//! The value of a square depends only on squares in the M rows above it, so the rows are
//! computed top down keeping a ring of M + 1 rows: memory O(M^2) whatever N is. Within a row,
//! every square sees the same M options (x - k, k) except the one in its own column, so the
//! two best options of each kind (quickest lost option, slowest won option; for Grundy values,
//! the multiset of option values) give the whole row in O(M).
//!
//! Values are written in the sign convention of [`row_values`]: `+k` the player to move wins in
//! k moves, `-k` loses in k moves, `0` no move at all.
//!
//! Board characters (a `Grid`): `.` a square, `T` the token.

use std::cell::Cell;

use crate::board::Board;
use crate::game::{Checks, Entry, Game, Group};
use crate::impartial::ImpartialGame;
use crate::notation::{Pair, PairNotation};
use crate::rules::{AsGame, Evaluation, Moves, PositionValue, Rules};
use crate::table::{Table, TableParams};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "tokenboard",
    name: "Column-jump board",
    example_game: "tokenboard:12x4",
    example_position: "8,2",
    summary: "Move the token up k rows into column k (any column but its own); the player who cannot move loses.",
    group: Group::Tables,
    build,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("tokenboard:6x3", &["6,2", "4,1"])], few_p_near: true },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A token on a board of N rows and M columns, rows counted from 1 at the top. A move \
     picks a column k other than the token's own and moves the token up k rows into column \
     k: from row x, column y to row x - k, column k, where x - k must be at least 1. The \
     player who cannot move loses.",
    theory: "No formula here: the solver works backwards from the top rows. A square is lost for the \
     player to move when every move from it reaches a won square, and won when some move \
     reaches a lost one. Every move goes up at most M rows, so only the last M + 1 rows are \
     kept in memory, which makes boards of millions of rows possible.",
    example: "tokenboard:12x4 at 7,1 (row 7, column 1): the moves are 5,2, 4,3 and 3,4. From 4,3 the \
     only moves are 3,1 and 2,2, and from each of those the next player jumps to row 1 (1,2 \
     or 1,1), where no move is left. So 4,3 is lost for the player who must move there, and \
     4,3 is the winning move from 7,1.",
    claims: &[
        Claim {
            game: "tokenboard:12x4",
            position: "7,1",
            fact: Fact::Outcome(Outcome::N),
            says: "4,3 is the winning move from 7,1",
        },
        Claim {
            game: "tokenboard:12x4",
            position: "7,1",
            fact: Fact::WinningMoves(&["4,3"]),
            says: "4,3 is the winning move from 7,1",
        },
        Claim {
            game: "tokenboard:12x4",
            position: "4,3",
            fact: Fact::Outcome(Outcome::P),
            says: "So 4,3 is lost for the player who must move there",
        },
        Claim {
            game: "tokenboard:12x4",
            position: "4,3",
            fact: Fact::After("3,1", Outcome::N),
            says: "the only moves are 3,1 and 2,2",
        },
        Claim {
            game: "tokenboard:12x4",
            position: "4,3",
            fact: Fact::After("2,2", Outcome::N),
            says: "the only moves are 3,1 and 2,2",
        },
        Claim { game: "tokenboard:12x4", position: "3,1", fact: Fact::Wins("1,2"), says: "(1,2 or 1,1)" },
        Claim { game: "tokenboard:12x4", position: "2,2", fact: Fact::Wins("1,1"), says: "(1,2 or 1,1)" },
    ],
};

/// The most rows a board may have (a solve computes every row down to the token's).
pub const MAX_ROWS: usize = 1_000_000;
/// The most columns a board may have.
pub const MAX_COLS: usize = 50;
/// The most rows a table may show.
pub const MAX_TABLE_ROWS: usize = 2000;
/// Boards with at most this many rows are drawn whole; taller ones show the token's row and
/// the M rows above it (every square a move can reach).
pub const MAX_DRAWN_ROWS: usize = 40;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let params = params.ok_or_else(|| {
        ParseError::new("tokenboard needs its size after a colon: rows x columns, e.g. tokenboard:12x4")
    })?;
    Ok(Box::new(TokenBoard::parse_size(params)?.as_game()))
}

/// The board's size, and how many rows the last solve computed (a check that a solve streams
/// only the rows down to the token's).
#[derive(Debug)]
pub struct TokenBoard {
    pub rows: usize,
    pub cols: usize,
    rows_computed: Cell<usize>,
}

/// A square: row `a` (1 = top) and column `b` (1 = left); written `8,2`.
pub type Square = Pair<usize>;

impl TokenBoard {
    pub fn new(rows: usize, cols: usize) -> Self {
        TokenBoard { rows, cols, rows_computed: Cell::new(0) }
    }

    /// Parses the size `12x4` (rows x columns).
    pub fn parse_size(text: &str) -> Result<Self, ParseError> {
        let t = text.trim();
        let Some(i) = t.find(['x', 'X']) else {
            return Err(ParseError::new(format!("tokenboard size '{t}' must be rows x columns, e.g. tokenboard:12x4")));
        };
        let num = |s: &str, what: &str, max: usize, at: usize| -> Result<usize, ParseError> {
            let s = s.trim();
            if s.is_empty() || !s.chars().all(|c| c.is_ascii_digit()) {
                return Err(ParseError::at(
                    format!("the number of {what} '{s}' is not a number (size is rows x columns, e.g. 12x4)"),
                    at,
                ));
            }
            match s.parse::<usize>() {
                Ok(v) if (1..=max).contains(&v) => Ok(v),
                _ => {
                    Err(ParseError::at(format!("the number of {what} {s} is out of range: it must be 1 to {max}"), at))
                }
            }
        };
        let rows = num(&t[..i], "rows", MAX_ROWS, 0)?;
        let cols = num(&t[i + 1..], "columns", MAX_COLS, i + 1)?;
        Ok(TokenBoard::new(rows, cols))
    }

    pub fn id(&self) -> String {
        format!("tokenboard:{}x{}", self.rows, self.cols)
    }

    /// How many rows the last solve, Grundy value or table computed.
    pub fn rows_computed(&self) -> usize {
        self.rows_computed.get()
    }

    /// The rows drawn for a token in row `x`: the whole board when it is small, else the
    /// token's row and the rows above it that a move can reach.
    fn drawn_rows(&self, x: usize) -> (usize, usize) {
        if self.rows <= MAX_DRAWN_ROWS {
            (1, self.rows)
        } else {
            (x.saturating_sub(self.cols).max(1), x)
        }
    }

    /// The rows 1..=x, keeping the last M + 1 with their Grundy values.
    fn window(&self, x: usize) -> RowStream {
        let mut s = RowStream::new(self.cols, true);
        for _ in 0..x {
            s.advance();
        }
        self.rows_computed.set(x);
        s
    }
}

/// The rows of a board with `m` columns, computed one by one, keeping only the last M + 1.
#[derive(Clone, Debug)]
pub struct RowStream {
    m: usize,
    /// The last row computed (0 before the first).
    x: usize,
    /// `values[slot * m + (y - 1)]`, slot = row mod (m + 1).
    values: Vec<i32>,
    grundy: Option<Vec<u32>>,
    /// Scratch: the Grundy values of the current row's options, and counts of each value.
    opt_g: Vec<u32>,
    counts: Vec<u32>,
}

impl RowStream {
    pub fn new(m: usize, with_grundy: bool) -> Self {
        let size = (m + 1) * m;
        RowStream {
            m,
            x: 0,
            values: vec![0; size],
            grundy: with_grundy.then(|| vec![0; size]),
            opt_g: vec![0; m + 1],
            counts: vec![0; m + 2],
        }
    }

    /// The last row computed.
    pub fn last_row(&self) -> usize {
        self.x
    }

    fn slot(&self, row: usize) -> usize {
        row % (self.m + 1)
    }

    /// The signed value of (row, col); `row` must be among the last M + 1 rows computed.
    pub fn value(&self, row: usize, col: usize) -> i32 {
        debug_assert!(row <= self.x && row + self.m >= self.x && (1..=self.m).contains(&col));
        self.values[self.slot(row) * self.m + col - 1]
    }

    /// The Grundy value of (row, col) (a stream made with Grundy values).
    pub fn grundy(&self, row: usize, col: usize) -> Option<u32> {
        debug_assert!(row <= self.x && row + self.m >= self.x && (1..=self.m).contains(&col));
        self.grundy.as_ref().map(|g| g[self.slot(row) * self.m + col - 1])
    }

    /// The values of the last row computed.
    pub fn row(&self) -> &[i32] {
        let s = self.slot(self.x) * self.m;
        &self.values[s..s + self.m]
    }

    /// Computes the next row.
    pub fn advance(&mut self) {
        let m = self.m;
        let w = m + 1;
        let x = self.x + 1;
        let kmax = m.min(x - 1);
        // The two quickest lost options and the two slowest won options, with the column of
        // the best of each (a square in that column must use the second best instead).
        const NONE: i32 = i32::MAX;
        let (mut lose1, mut lose1_k, mut lose2) = (NONE, 0, NONE);
        let (mut win1, mut win1_k, mut win2) = (-1, 0, -1);
        let mut slot = x % w;
        for k in 1..=kmax {
            slot = if slot == 0 { w - 1 } else { slot - 1 };
            let d = self.values[slot * m + k - 1];
            if d <= 0 {
                let r = -d;
                if r < lose1 {
                    lose2 = lose1;
                    lose1 = r;
                    lose1_k = k;
                } else if r < lose2 {
                    lose2 = r;
                }
            } else if d > win1 {
                win2 = win1;
                win1 = d;
                win1_k = k;
            } else if d > win2 {
                win2 = d;
            }
            if let Some(g) = &self.grundy {
                let v = g[slot * m + k - 1];
                self.opt_g[k] = v;
                self.counts[v as usize] += 1;
            }
        }
        let here = (x % w) * m;
        for y in 1..=m {
            let lose = if lose1_k == y { lose2 } else { lose1 };
            self.values[here + y - 1] = if lose != NONE {
                lose + 1
            } else {
                let win = if win1_k == y { win2 } else { win1 };
                if win >= 0 {
                    -(win + 1)
                } else {
                    0
                }
            };
        }
        if let Some(g) = &mut self.grundy {
            let mex = self.counts.iter().position(|&c| c == 0).unwrap_or(self.counts.len()) as u32;
            for y in 1..=m {
                // Removing column y's option changes the mex only when it was the only option
                // with a value below the mex.
                g[here + y - 1] = if y <= kmax {
                    let v = self.opt_g[y];
                    if v < mex && self.counts[v as usize] == 1 {
                        v
                    } else {
                        mex
                    }
                } else {
                    mex
                };
            }
            for k in 1..=kmax {
                self.counts[self.opt_g[k] as usize] = 0;
            }
        }
        self.x = x;
    }
}

/// Streams the signed values of rows 1..=n_rows of a board with `m` columns: `visit(row,
/// values)` gets `values[y - 1]` for column y, where `+k` means the player to move wins in k
/// moves, `-k` loses in k moves and `0` has no move. Memory: M + 1 rows.
pub fn row_values(n_rows: usize, m: usize, mut visit: impl FnMut(usize, &[i32])) {
    if m == 0 {
        return;
    }
    let mut s = RowStream::new(m, false);
    for x in 1..=n_rows {
        s.advance();
        visit(x, s.row());
    }
}

impl TokenBoard {
    /// The best move from a square: the quickest win when the square is won, else the move
    /// that loses most slowly; `None` when there is no move.
    pub fn best_move(&self, pos: Square) -> Option<Square> {
        let w = self.window(pos.a);
        let key = |sq: &Square| {
            let v = w.value(sq.a, sq.b);
            // A lost target (v <= 0) is a win for the mover: prefer it, the quicker the better;
            // among won targets prefer the slowest.
            if v <= 0 {
                (0, -v)
            } else {
                (1, -v)
            }
        };
        self.comp_options(&pos).into_iter().map(|o| o[0]).min_by_key(key)
    }
}

impl Rules for TokenBoard {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        TokenBoard::id(self)
    }
    fn name(&self) -> String {
        format!("Column-jump board {} x {}", self.rows, self.cols)
    }
    type Pos = Square;
    fn parse(&self, text: &str) -> Result<Square, ParseError> {
        let notation = PairNotation {
            names: ["row", "column"],
            ranges: [(1, self.rows as u64), (1, self.cols as u64)],
            example: "8,2",
        };
        Square::parse(text, &notation)
    }
    fn board(&self, pos: &Square) -> Board {
        let (lo, hi) = self.drawn_rows(pos.a);
        let rows = (lo..=hi)
            .map(|x| (1..=self.cols).map(|y| if x == pos.a && y == pos.b { 'T' } else { '.' }).collect())
            .collect();
        Board::grid(rows)
    }
    fn has_table(&self) -> bool {
        true
    }
    fn table_with_progress(
        &self,
        params: &TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<Table, EngineError>> {
        Some(self.make_table(params))
    }
}

impl Moves for TokenBoard {
    fn moves(&self, pos: &Square) -> Vec<Move<Square>> {
        let (lo, _) = self.drawn_rows(pos.a);
        self.comp_options(pos)
            .into_iter()
            .map(|o| {
                let to = o[0];
                Move { text: to.to_string(), spot: Spot::Square { piece: 0, row: to.a - lo, col: to.b - 1 }, to }
            })
            .collect()
    }
}

impl ImpartialGame for TokenBoard {
    type Comp = Square;
    fn components(&self, pos: &Square) -> Vec<Square> {
        vec![*pos]
    }
    fn comp_options(&self, c: &Square) -> Vec<Vec<Square>> {
        (1..=self.cols.min(c.a - 1)).filter(|&k| k != c.b).map(|k| vec![Square { a: c.a - k, b: k }]).collect()
    }
    fn closed_form_grundy(&self, c: &Square) -> Option<u32> {
        self.window(c.a).grundy(c.a, c.b)
    }
    fn own_evaluation(&self, pos: &Self::Pos, moves: &[Move<Self::Pos>]) -> Option<Result<Evaluation, EngineError>> {
        Some(self.evaluate_own(pos, moves))
    }
    fn own_grundy(&self, pos: &Self::Pos) -> Option<Result<u32, EngineError>> {
        Some(self.grundy_own(pos))
    }
}

impl TokenBoard {
    fn make_table(&self, params: &TableParams) -> Result<Table, EngineError> {
        let wanted = params.rows.or(params.size).unwrap_or(self.rows.min(MAX_TABLE_ROWS));
        if wanted > MAX_TABLE_ROWS {
            return Err(EngineError::Refused(format!(
                "a table of {wanted} rows is too large: at most {MAX_TABLE_ROWS} rows (solve a square to reach rows down to {MAX_ROWS})"
            )));
        }
        // Past the board's last row the table goes on as a taller board's: a square's value
        // depends only on the rows above it, so the first rows are this board's exactly.
        let n = wanted.max(1);
        let taller = (n > self.rows).then(|| TokenBoard::new(n, self.cols).id());
        let mut cells = Vec::with_capacity(n);
        let mut positions = Vec::with_capacity(n);
        row_values(n, self.cols, |x, vals| {
            cells.push(vals.iter().map(|&v| Some(v as i64)).collect());
            positions.push((1..=self.cols).map(|y| Some(Square { a: x, b: y }.to_string())).collect());
        });
        self.rows_computed.set(n);
        let (board, shown) = match n.cmp(&self.rows) {
            std::cmp::Ordering::Less => (self.rows, format!(", rows 1 to {n} of {}", self.rows)),
            std::cmp::Ordering::Equal => (self.rows, String::new()),
            std::cmp::Ordering::Greater => {
                (n, format!(" (its first {} rows are the {} x {} board)", self.rows, self.rows, self.cols))
            }
        };
        Ok(Table {
            game: self.id(),
            title: format!(
                "Column-jump board {board} x {}: who wins from each square and in how many moves{shown}",
                self.cols
            ),
            row_label: "row".into(),
            col_label: "column".into(),
            row_keys: (1..=n as i64).collect(),
            col_keys: (1..=self.cols as i64).collect(),
            cells,
            legend: format!(
                "+k: the player to move wins in k moves; -k: the player to move loses in k moves; 0: no move (lost at once). \
                 Rows are counted from 1 at the top, columns from 1 at the left. A table shows at most {MAX_TABLE_ROWS} rows."
            ),
            positions: Some(positions),
            row_games: taller.map(|id| vec![id; n]),
            signed: true,
            row_marks: None,
            texts: None,
            classes: None,
            note: None,
        })
    }
}

impl TokenBoard {
    /// The board served through the [`Game`] interface.
    pub fn as_game(self) -> AsGame<TokenBoard> {
        AsGame(self)
    }
}

/// A square is solved by streaming rows 1..=x (never the rows below the token).
impl TokenBoard {
    fn evaluate_own(&self, pos: &Square, moves: &[Move<Square>]) -> Result<Evaluation, EngineError> {
        let w = self.window(pos.a);
        let value = |p: &Square| PositionValue::signed(w.value(p.a, p.b), w.grundy(p.a, p.b));
        Ok(Evaluation {
            value: value(pos),
            moves: moves.iter().map(|m| value(&m.to)).collect(),
            closed_form: None,
            note: None,
            working: None,
            partizan: None,
        })
    }
    fn grundy_own(&self, pos: &Square) -> Result<u32, EngineError> {
        Ok(self.window(pos.a).grundy(pos.a, pos.b).expect("the window keeps Grundy values"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::Solver;
    use crate::value::outcome_of;
    use proptest::prelude::*;

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        assert_eq!(game.id(), ENTRY.example_game);
        assert!(!sol.moves.is_empty());
    }

    /// The signed value of a square by the generic memoised search.
    fn searched(s: &mut Solver<TokenBoard>, sq: Square) -> i32 {
        let v = s.searched_value(&[sq], false).unwrap();
        let r = v.remoteness.unwrap() as i32;
        if v.outcome == Outcome::N {
            r
        } else {
            -r
        }
    }

    #[test]
    fn size_and_position_notation() {
        let g = TokenBoard::parse_size("12x4").unwrap();
        assert_eq!((g.rows, g.cols), (12, 4));
        assert_eq!(TokenBoard::parse_size(" 7X3 ").unwrap().id(), "tokenboard:7x3");
        assert!(TokenBoard::parse_size("12").unwrap_err().message.contains("rows x columns"));
        assert!(TokenBoard::parse_size("12x51").unwrap_err().message.contains("1 to 50"));
        assert!(TokenBoard::parse_size("1000001x4").unwrap_err().message.contains("1 to 1000000"));
        assert!(TokenBoard::parse_size("0x4").is_err());
        assert_eq!(TokenBoard::parse_size("12xq").unwrap_err().at, Some(3));
        assert_eq!(g.parse(" 8, 2").unwrap().to_string(), "8,2");
        assert_eq!(g.parse("8,2").unwrap(), Square { a: 8, b: 2 });
        assert!(g.parse("13,2").unwrap_err().message.contains("row 13 is out of range"));
        assert!(g.parse("3,5").unwrap_err().message.contains("column 5"));
        assert!(g.parse("0,1").is_err());
        assert_eq!(g.parse("3,a").unwrap_err().at, Some(2));
        assert!(g.parse("3").is_err());
        assert!(g.parse("3,2,1").is_err());
        assert!(g.parse("").is_err());
        assert!(g.parse("99999999999999999999999,1").is_err());
        assert!(crate::games::lookup("tokenboard").is_err());
        assert_eq!(crate::games::lookup("tokenboard:12x4").unwrap().normalize("8, 2").unwrap(), "8,2");
    }

    #[test]
    fn moves_of_8_2() {
        let g = TokenBoard::new(12, 4);
        let texts: Vec<String> = g.moves(&g.parse("8,2").unwrap()).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["7,1", "5,3", "4,4"]);
        // Every move's text and target parse back, and the spot is the target square.
        for m in g.moves(&g.parse("8,2").unwrap()) {
            assert_eq!(g.parse(&m.to.to_string()).unwrap(), m.to);
            assert_eq!(m.spot, Spot::Square { piece: 0, row: m.to.a - 1, col: m.to.b - 1 });
        }
        // Row 1 and a one-column board have no move.
        assert!(g.moves(&Square { a: 1, b: 3 }).is_empty());
        assert!(TokenBoard::new(9, 1).moves(&Square { a: 9, b: 1 }).is_empty());
        // The board marks the token.
        let Board::Grid { rows, .. } = Rules::board(&g, &Square { a: 8, b: 2 }) else { panic!() };
        assert_eq!(rows.len(), 12);
        assert_eq!(rows[7], ".T..");
    }

    /// The streamed rows equal the memoised search on every square of every board with up to
    /// 8 columns and 40 rows (a square's value does not depend on the rows below it, so the
    /// boards with fewer rows are covered too); Grundy values as well.
    #[test]
    fn streaming_rows_equal_search() {
        for m in 1..=8 {
            let g = TokenBoard::new(40, m);
            let mut solver = Solver::new(&g);
            let mut stream = RowStream::new(m, true);
            let mut rows_seen = 0;
            row_values(40, m, |x, vals| {
                rows_seen += 1;
                stream.advance();
                assert_eq!(stream.row(), vals);
                for y in 1..=m {
                    let sq = Square { a: x, b: y };
                    assert_eq!(vals[y - 1], searched(&mut solver, sq), "M = {m}, square {sq}");
                    assert_eq!(stream.grundy(x, y), Some(solver.searched_comp_grundy(&sq).unwrap()), "{sq}");
                }
            });
            assert_eq!(rows_seen, 40);
        }
    }

    #[test]
    fn a_small_board_by_hand() {
        // M = 2: from (x, 1) the only move is to (x - 2, 2), from (x, 2) to (x - 1, 1).
        // Row 1 and (2, 1) (whose move would leave the board) have no move.
        let mut rows = Vec::new();
        row_values(5, 2, |_, v| rows.push(v.to_vec()));
        // (2,2) -> (1,1) lost: +1. (3,1) -> (1,2) lost: +1; (3,2) -> (2,1) lost: +1.
        // (4,1) -> (2,2) won: -2; (4,2) -> (3,1) won: -2. (5,1) -> (3,2): -2; (5,2) -> (4,1): +3.
        assert_eq!(rows, vec![vec![0, 0], vec![0, 1], vec![1, 1], vec![-2, -2], vec![-2, 3]]);
    }

    #[test]
    fn solve_streams_only_the_rows_down_to_the_token() {
        let served = TokenBoard::parse_size("1000000x50").unwrap().as_game();
        let g = &served.0;
        let sol = Game::solve(&served, "30,7", false).unwrap();
        assert_eq!(g.rows_computed(), 30);
        // The same square on a board just tall enough gives the same answer.
        let small = TokenBoard::new(30, 50).as_game();
        let sol_small = Game::solve(&small, "30,7", false).unwrap();
        assert_eq!(
            (sol.outcome, sol.remoteness, sol.grundy),
            (sol_small.outcome, sol_small.remoteness, sol_small.grundy)
        );
        let texts: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
        let small_texts: Vec<&str> = sol_small.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, small_texts);
        // A tall board draws only the token's row and the M rows above it.
        let Board::Grid { rows, .. } = &sol.board else { panic!() };
        assert_eq!(rows.len(), 30);
        for m in &sol.moves {
            let Spot::Square { row, col, .. } = m.spot else { panic!() };
            let to = g.parse(&m.to).unwrap();
            assert_eq!((row + 1, col + 1), (to.a, to.b));
        }
        let Board::Grid { rows, .. } = &Game::solve(&served, "100,7", false).unwrap().board else { panic!() };
        assert_eq!(rows.len(), 51);
        assert_eq!(rows[50].chars().nth(6), Some('T'));
        assert!(Game::solve(&served, "30,7", true).is_err());
        assert!(Game::solve(&served, "30,51", false).is_err());
    }

    #[test]
    fn solve_agrees_with_the_table_and_the_laws() {
        let served = TokenBoard::new(60, 5).as_game();
        let g = &served.0;
        let table = Game::table(&served, &TableParams::default()).unwrap().unwrap();
        assert_eq!(table.cells.len(), 60);
        for x in 1..=60 {
            for y in 1..=5 {
                let sol = Game::solve(&served, &format!("{x},{y}"), false).unwrap();
                let v = table.cells[x - 1][y - 1].unwrap();
                let (o, r) = outcome_of(v as i32);
                assert_eq!((sol.outcome, sol.remoteness), (o, Some(r)), "{x},{y}");
                // P exactly when no move leads to P; Grundy = mex of the options.
                let any_to_p = sol.moves.iter().any(|m| m.outcome == Outcome::P);
                assert_eq!(sol.outcome == Outcome::N, any_to_p);
                let mex = crate::impartial::mex::mex_of(sol.moves.iter().map(|m| m.grundy.unwrap()));
                assert_eq!(sol.grundy, Some(mex));
                assert_eq!(sol.grundy == Some(0), sol.outcome == Outcome::P);
                // The best move reaches remoteness one less: the quickest win, or the slowest loss.
                let sq = Square { a: x, b: y };
                assert_eq!(g.closed_form_grundy(&sq), sol.grundy);
                match g.best_move(sq) {
                    None => assert!(sol.moves.is_empty() && r == 0),
                    Some(to) => {
                        let m = sol.moves.iter().find(|m| m.to == to.to_string()).unwrap();
                        assert_eq!(m.remoteness, Some(r - 1), "{sq} -> {to}");
                        assert_eq!(m.winning, sol.outcome == Outcome::N);
                    }
                }
            }
        }
    }

    #[test]
    fn tables_are_capped() {
        let g = TokenBoard::parse_size("1000000x50").unwrap().as_game();
        let t = Game::table(&g, &TableParams::default()).unwrap().unwrap();
        assert_eq!(t.cells.len(), MAX_TABLE_ROWS);
        assert!(t.title.contains("rows 1 to 2000 of 1000000"));
        let asked = TableParams { rows: Some(2001), ..Default::default() };
        assert!(Game::table(&g, &asked).unwrap().is_err());
        let small = TableParams { rows: Some(10), ..Default::default() };
        assert_eq!(Game::table(&g, &small).unwrap().unwrap().cells.len(), 10);
    }

    #[test]
    fn a_table_taller_than_the_board_goes_on_as_a_taller_board() {
        let g = TokenBoard::parse_size("12x4").unwrap().as_game();
        let short = Game::table(&g, &TableParams::default()).unwrap().unwrap();
        let tall = Game::table(&g, &TableParams { size: Some(20), ..Default::default() }).unwrap().unwrap();
        assert_eq!((short.cells.len(), tall.cells.len()), (12, 20));
        assert_eq!(tall.cells[..12], short.cells[..]);
        assert!(tall.title.starts_with("Column-jump board 20 x 4"), "{}", tall.title);
        // Its cells open play on the taller board, where their squares exist.
        assert_eq!(tall.row_games.as_ref().map(|g| g[19].as_str()), Some("tokenboard:20x4"));
        assert_eq!(short.row_games, None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        /// Deep rows (up to 20 000) of wide boards obey the remoteness rule and the mex rule
        /// with respect to the rows above them, as kept by the stream.
        #[test]
        fn deep_rows_obey_the_laws(m in 1usize..=50, x in 1usize..20_000) {
            let g = TokenBoard::new(MAX_ROWS, m);
            let w = g.window(x);
            for y in 1..=m {
                let kids: Vec<(bool, u32)> = g.comp_options(&Square { a: x, b: y }).iter().map(|o| {
                    let (oc, r) = outcome_of(w.value(o[0].a, o[0].b));
                    (oc == Outcome::N, r)
                }).collect();
                let (win, rem) = crate::impartial::value_from_children(kids.into_iter(), false);
                let want = if win { rem as i32 } else { -(rem as i32) };
                prop_assert_eq!(w.value(x, y), want);
                let mex = crate::impartial::mex::mex_of(g.comp_options(&Square { a: x, b: y }).iter().map(|o| w.grundy(o[0].a, o[0].b).unwrap()));
                prop_assert_eq!(w.grundy(x, y), Some(mex));
            }
        }
    }
}
