//! Toppling Dominoes: a row of dominoes standing on end, `L` (blue, Left's), `R` (red, Right's)
//! and `G` (green, either player's), e.g. `LRGL`; `-` is the empty row. The letters are the
//! players', as on every other partizan board here; `B` is read as blue too, for those who name
//! the colours (B/R/G, as in Lessons in Play's pictures). A move topples one of one's dominoes
//! to the left or to the right: it and every domino on that side fall and are removed. A move is
//! written by the domino's place in the row, counted from 1, and the side it falls to:
//! `3right`, `1left`.
//!
//! The row is drawn with a free square at each end (the floor), so that every domino has a
//! square on each side: a move is made by picking the domino and then the square it falls
//! towards. A row read backwards has the same value, and with blue and red swapped the
//! negative; the transposition key uses both.

use std::fmt;

use crate::board::{Board, CellsMove, Glyph, GridLook, Token};
use crate::game::{Checks, Entry, Group};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "toppling",
    name: "Toppling Dominoes",
    example_game: "toppling",
    example_position: "LRGLR",
    summary: "A row of blue (Left's), red (Right's) and green (either's) dominoes; topple one of yours left or right and everything on that side falls.",
    group: Group::Partizan,
    build: crate::rules::plain::<Toppling>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    // A toppling move removes a whole side, so walks from the short example end quickly.
    checks: Checks { starts: &[("toppling", &["LRGLRGLLRRGG", "GGLRLRGLRRLG", "LLLLRRRRGGLR"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A row of dominoes: blue L (Left's), red R (Right's) and green G (either player's). A move \
     topples one of your dominoes to the left or to the right; it and every domino on that side \
     fall and are removed. A player who cannot move loses.",
    theory: "Its value is {values after Left's topplings | values after Right's}, in canonical \
     form; each option is a shorter piece of the same row, so a row of n dominoes has at most \
     n(n+1)/2 pieces to value. A row of n blue dominoes is n (Left can always take exactly one), \
     a row of n green dominoes is *n (a move leaves any shorter row), and a row read backwards \
     has the same value.",
    example: "LL is worth 2: Left topples one end domino outwards and keeps the other. LR is *: \
     whoever moves first topples their domino onto the other and wins (keeping it costs a move \
     to the opponent). GG is *2: a move leaves G (*) or nothing.",
    claims: &[
        Claim { game: "toppling", position: "LL", fact: Fact::Outcome(Outcome::L), says: "LL is worth 2" },
        Claim { game: "toppling", position: "LR", fact: Fact::Outcome(Outcome::N), says: "LR is *" },
        Claim { game: "toppling", position: "GG", fact: Fact::Outcome(Outcome::N), says: "GG is *2" },
    ],
};

/// The longest row. Every piece of a row is a run of it, so a row of n has n(n+1)/2 pieces to
/// value; green dominoes make the values far larger. Measured with the debug CLI (the engine
/// optimised) on random rows, the machine loaded: blue and red only, 40 dominoes in 2.9 s; with
/// green, every row of 12 and 14 in at most 0.13 s, but one row of 16 and one of 20 in 20 s were
/// unfinished.
const MAX_DOMINOES: usize = 40;
/// The longest row holding a green domino (see [`MAX_DOMINOES`]).
const MAX_WITH_GREEN: usize = 14;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Toppling;

/// A domino's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Domino {
    Blue,
    Red,
    Green,
}

impl Domino {
    fn letter(self) -> char {
        match self {
            Domino::Blue => 'L',
            Domino::Red => 'R',
            Domino::Green => 'G',
        }
    }

    fn swapped(self) -> Domino {
        match self {
            Domino::Blue => Domino::Red,
            Domino::Red => Domino::Blue,
            Domino::Green => Domino::Green,
        }
    }

    /// Whether `side` may topple it.
    fn belongs(self, side: Side) -> bool {
        matches!((self, side), (Domino::Green, _) | (Domino::Blue, Side::Left) | (Domino::Red, Side::Right))
    }
}

/// A row of dominoes, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Row(pub Vec<Domino>);

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("-");
        }
        self.0.iter().try_for_each(|d| write!(f, "{}", d.letter()))
    }
}

pub fn parse_row(text: &str) -> Result<Row, ParseError> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    if t.is_empty() {
        return Err(ParseError::new(
            "empty row: write blue L, red R and green G dominoes, e.g. LRGL (- for no dominoes)",
        ));
    }
    if t == "-" {
        return Ok(Row::default());
    }
    let mut row = Vec::new();
    for (i, ch) in t.char_indices() {
        row.push(match ch {
            'L' | 'l' | 'B' | 'b' => Domino::Blue,
            'R' | 'r' => Domino::Red,
            'G' | 'g' => Domino::Green,
            _ => {
                return Err(ParseError::at(
                    format!("'{ch}' is not a domino: write L (blue, Left's), R (red, Right's) or G (green, either's)"),
                    lead + i,
                ))
            }
        });
    }
    if row.len() > MAX_DOMINOES {
        return Err(ParseError::new(format!("the row has {} dominoes; at most {MAX_DOMINOES} are allowed", row.len())));
    }
    if row.len() > MAX_WITH_GREEN && row.contains(&Domino::Green) {
        return Err(ParseError::new(format!(
            "the row has {} dominoes with a green one among them; at most {MAX_WITH_GREEN} can be valued with green",
            row.len()
        )));
    }
    Ok(Row(row))
}

impl Row {
    fn image(&self, reverse: bool, swap: bool) -> Vec<Domino> {
        let mut v: Vec<Domino> = self.0.iter().map(|&d| if swap { d.swapped() } else { d }).collect();
        if reverse {
            v.reverse();
        }
        v
    }
}

impl Rules for Toppling {
    type Pos = Row;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Row, ParseError> {
        parse_row(text)
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        Some(crate::board::EditSpec::Grid(crate::board::GridEdit { cycle: "LRG", max_rows: 1, max_cols: 20 }))
    }
    /// One row with a free square at each end; each domino drawn as an upright tile with its
    /// letter, told apart by pattern as well as colour (Right's striped, green's with pips), and
    /// named by its colour and owner. A move is picked as the domino and the square it falls
    /// towards.
    fn board(&self, pos: &Row) -> Board {
        let glyphs = vec![
            // The letter is in the name too: the square's name holds the text it shows.
            Glyph::token('L', "L", "blue domino L, Left's", Token::LeftDomino),
            Glyph::token('R', "R", "red striped domino R, Right's", Token::RightDomino),
            Glyph::token('G', "G", "green domino G with pips, either player's", Token::GreenDomino),
        ];
        let inner: String = pos.0.iter().map(|d| d.letter()).collect();
        Board::Grid {
            rows: vec![format!(".{inner}.")],
            look: GridLook { glyphs, cells_move: CellsMove::Topple, ..GridLook::default() },
        }
    }
    fn sides(&self, _pos: &Row) -> Option<(String, String)> {
        Some(("blue L and green G dominoes".into(), "red R and green G dominoes".into()))
    }
}

impl PartizanGame for Toppling {
    type Key = Vec<Domino>;

    fn side_moves(&self, pos: &Row, side: Side) -> Vec<Move<Row>> {
        let mut out = Vec::new();
        for (i, d) in pos.0.iter().enumerate() {
            if !d.belongs(side) {
                continue;
            }
            // On the board the domino is at column i + 1 (after the floor square).
            let cells = |to: usize| Spot::Cells { piece: 0, cells: vec![(0, i + 1), (0, to)] };
            out.push(Move { text: format!("{}left", i + 1), spot: cells(i), to: Row(pos.0[i + 1..].to_vec()) });
            out.push(Move { text: format!("{}right", i + 1), spot: cells(i + 2), to: Row(pos.0[..i].to_vec()) });
        }
        out
    }

    fn components(&self, pos: &Row) -> Vec<Row> {
        if pos.0.is_empty() {
            Vec::new()
        } else {
            vec![pos.clone()]
        }
    }

    /// The smallest of the row's four images: as it is, backwards (same value), and each with
    /// blue and red swapped (the negative).
    fn key(&self, comp: &Row) -> (Vec<Domino>, bool) {
        [(false, false), (true, false), (false, true), (true, true)]
            .into_iter()
            .map(|(rev, swap)| (comp.image(rev, swap), swap))
            .min()
            .expect("four images")
    }
}

partizan::serve_partizan!(Toppling);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::{Cgt, G};
    use crate::lookup;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn row(s: &str) -> Row {
        parse_row(s).unwrap()
    }

    /// Every move by the rule, written out plainly: for each domino the player owns, what is
    /// left when everything up to it on the left falls, then on the right.
    fn brute(s: &str, side: Side) -> Vec<String> {
        let cs: Vec<char> = s.chars().filter(|&c| c != '-').collect();
        let mut out = Vec::new();
        for (i, &c) in cs.iter().enumerate() {
            let mine = c == 'G' || (c == 'L') == (side == Side::Left);
            if !mine {
                continue;
            }
            let text = |v: &[char]| if v.is_empty() { "-".to_string() } else { v.iter().collect() };
            out.push(text(&cs[i + 1..]));
            out.push(text(&cs[..i]));
        }
        out
    }

    /// The value by a plain search of the whole row, with no keys or symmetries.
    fn plain(cgt: &mut Cgt, memo: &mut HashMap<String, G>, s: &str) -> G {
        if let Some(&g) = memo.get(s) {
            return g;
        }
        let mut opts = |side| -> Vec<G> { brute(s, side).iter().map(|t| plain(cgt, memo, t)).collect() };
        let (l, r) = (opts(Side::Left), opts(Side::Right));
        let g = cgt.from_options(&l, &r);
        memo.insert(s.to_string(), g);
        g
    }

    fn rows() -> impl Strategy<Value = String> {
        prop::collection::vec(prop::sample::select(vec!['L', 'R', 'G']), 1..9).prop_map(|v| v.into_iter().collect())
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in rows()) {
            let pos = row(&s);
            for side in [Side::Left, Side::Right] {
                let got: Vec<String> = Toppling.side_moves(&pos, side).into_iter().map(|m| m.to.to_string()).collect();
                prop_assert_eq!(got, brute(&s, side));
            }
            prop_assert_eq!(row(&pos.to_string()), pos);
        }

        #[test]
        fn the_solver_agrees_with_a_plain_search(s in rows()) {
            let v = lookup("toppling").unwrap().canonical(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain(&mut cgt, &mut HashMap::new(), &s);
            prop_assert_eq!(cgt.parse(&v).unwrap(), want, "{}: {}", s, v);
        }
    }

    fn assert_value(pos: &str, want: &str) {
        let v = lookup("toppling").unwrap().canonical(pos).unwrap();
        let mut cgt = Cgt::new();
        assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}, want {want}");
    }

    /// The rule's own values (a row of n blue dominoes is n, GAMES.md; n green dominoes is *n,
    /// every shorter row being an option), the worked example of this game's Why, and the value
    /// in cgt-tools' own test of the game.
    #[test]
    fn known_values() {
        for n in 1..=6 {
            assert_value(&"L".repeat(n), &n.to_string());
            assert_value(&"R".repeat(n), &format!("-{n}"));
            assert_value(&"G".repeat(n), &format!("*{n}"));
        }
        assert_value("-", "0");
        assert_value("LL", "2");
        assert_value("LR", "*");
        assert_value("GG", "*2");
        // cgt-tools' own test: blue, red, red, blue, blue is {1|*}.
        assert_value("LRRLL", "{1|*}");
    }

    /// Every row of tests/data/toppling_cgt.txt (see its header: cgt-tools' values of random
    /// blue and red rows) has the value cgt gives.
    #[test]
    fn values_agree_with_cgt_tools() {
        let text = include_str!("../../tests/data/toppling_cgt.txt");
        let g = lookup("toppling").unwrap();
        let mut cgt = Cgt::new();
        let mut checked = 0;
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let (theirs, value) = line.split_once('\t').unwrap_or_else(|| panic!("malformed line '{line}'"));
            let ours: String = theirs.chars().map(|c| if c == 'x' { 'L' } else { 'R' }).collect();
            let want = cgt.parse(value).unwrap_or_else(|e| panic!("reading cgt's '{value}': {e}"));
            assert_eq!(cgt.parse(&g.canonical(&ours).unwrap()).unwrap(), want, "{ours} ({theirs}): cgt says {value}");
            checked += 1;
        }
        assert!(checked >= 100, "only {checked} rows checked");
    }

    #[test]
    fn reversing_keeps_the_value_and_swapping_negates_it() {
        let g = lookup("toppling").unwrap();
        let mut cgt = Cgt::new();
        for s in ["LRG", "LLRGR", "GRLLR", "RGGL"] {
            let v = cgt.parse(&g.canonical(s).unwrap()).unwrap();
            let back: String = s.chars().rev().collect();
            let swapped: String = s
                .chars()
                .map(|c| {
                    if c == 'L' {
                        'R'
                    } else if c == 'R' {
                        'L'
                    } else {
                        c
                    }
                })
                .collect();
            assert_eq!(cgt.parse(&g.canonical(&back).unwrap()).unwrap(), v, "{s}");
            let neg = cgt.neg(v);
            assert_eq!(cgt.parse(&g.canonical(&swapped).unwrap()).unwrap(), neg, "{s}");
        }
    }

    #[test]
    fn bad_rows_name_the_domino() {
        let e = parse_row("LRx").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("'x'"));
        assert!(parse_row("").is_err());
        assert!(parse_row(&"L".repeat(MAX_DOMINOES + 1)).is_err());
        assert!(parse_row(&"L".repeat(MAX_DOMINOES)).is_ok());
        assert!(parse_row(&"G".repeat(MAX_WITH_GREEN + 1)).is_err());
        assert_eq!(row("bRg").to_string(), "LRG");
    }

    #[test]
    fn each_move_is_picked_at_its_domino_and_the_square_it_falls_towards() {
        let pos = row("LRG");
        let Board::Grid { rows, look } = Toppling.board(&pos) else { panic!("a grid") };
        assert_eq!(rows, [".LRG."]);
        assert_eq!(look.cells_move, CellsMove::Topple);
        let tokens: Vec<_> = "LRG".chars().map(|ch| look.glyph(ch).and_then(|g| g.token)).collect();
        assert_eq!(tokens, [Some(Token::LeftDomino), Some(Token::RightDomino), Some(Token::GreenDomino)]);
        let moves = Toppling.side_moves(&pos, Side::Left);
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["1left", "1right", "3left", "3right"]);
        for m in &moves {
            let Spot::Cells { cells, .. } = &m.spot else { panic!("{:?}", m.spot) };
            let (from, to) = (cells[0].1, cells[1].1);
            assert!(matches!(rows[0].as_bytes()[from], b'L' | b'G'), "{}", m.text);
            assert_eq!(from.abs_diff(to), 1, "{}", m.text);
            assert_eq!(m.text.ends_with("right"), to > from, "{}", m.text);
        }
    }
}
