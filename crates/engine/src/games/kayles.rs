//! Kayles: knock down one pin or two adjacent pins of a row; a row splits into at most two
//! rows. Octal code 0.77. A position is a strip such as `ooo.oo` (`.` marks a fallen pin), or a
//! number for a full row.

use std::cell::RefCell;

use crate::board::Board;
use crate::game::{Checks, Entry, Group};
use crate::impartial::ImpartialGame;
use crate::notation::Strip;
use crate::octal::HeapRules;
use crate::octal::{OctalCode, OctalJob, OctalSequence};
use crate::rules::{Moves, Rules};
use crate::sequence::{ClosedForm, SequenceJob};
use crate::vocab::{Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "kayles",
    name: "Kayles",
    example_game: "kayles",
    example_position: "10",
    summary: "Knock down one pin or two neighbouring pins of a row; the player who cannot move loses.",
    group: Group::HeapsAndStrips,
    build: crate::rules::plain::<Kayles>,
    why: WHY,
    closed_form: Some(closed_form),
    sum_component: true,
    checks: Checks { starts: &[("kayles", &["oo.ooo", "6"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "A row of pins. Knock down one pin or two neighbouring pins; a gap splits a row into two \
     separate rows. The player who cannot move loses.",
    theory: "Each row is a game of its own, so a position's value is the XOR of its rows' values. A \
     row's value is the mex of the values a move can leave (a split leaves g(a) ⊕ g(b)). \
     From n = 0 the values are 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, ... and they are periodic \
     with period 12 from n = 71 on. Kayles is the octal game 0.77.",
    example: "ooo.oo, rows of 3 and 2: g(3) ⊕ g(2) = 3 ⊕ 2 = 1, a win for the player to move. Move 1 \
     knocks down the first pin and leaves .oo.oo, two rows of 2 (2 ⊕ 2 = 0); from then on, \
     copy each of the opponent's moves in the other row. Move 3, leaving oo..oo, wins too.",
    claims: &[
        Claim {
            game: "kayles",
            position: "",
            fact: Fact::Values(&[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]),
            says: "0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6",
        },
        Claim {
            game: "kayles",
            position: "",
            fact: Fact::Period { preperiod: 71, period: 12, to: 200 },
            says: "period 12 from n = 71",
        },
        Claim { game: "kayles", position: "ooo.oo", fact: Fact::Grundy(1), says: "g(3) ⊕ g(2) = 3 ⊕ 2 = 1" },
        Claim {
            game: "kayles",
            position: "ooo.oo",
            fact: Fact::Outcome(Outcome::N),
            says: "a win for the player to move",
        },
        Claim { game: "kayles", position: "ooo.oo", fact: Fact::Wins("1"), says: "Move 1 knocks down the first pin" },
        Claim { game: "kayles", position: "ooo.oo", fact: Fact::Reaches("1", ".oo.oo"), says: "leaves .oo.oo" },
        Claim { game: "kayles", position: ".oo.oo", fact: Fact::Grundy(0), says: "two rows of 2 (2 ⊕ 2 = 0)" },
        Claim { game: "kayles", position: "ooo.oo", fact: Fact::Wins("3"), says: "Move 3, leaving oo..oo, wins too" },
        Claim {
            game: "kayles",
            position: "ooo.oo",
            fact: Fact::Reaches("3", "oo..oo"),
            says: "Move 3, leaving oo..oo, wins too",
        },
    ],
};

/// Kayles' values from n = 72 on, one period (g(72 + i) for i = 0..12).
const PERIOD_VALUES: [u32; 12] = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7];

fn closed_form(_: Option<&str>) -> Option<ClosedForm> {
    Some(ClosedForm {
        text: "periodic with period 12 from n = 71 (OEIS A002186): from n = 72 the values repeat \
               4 1 2 8 1 4 7 2 1 8 2 7"
            .into(),
        value: Some(Box::new(|n| (n >= 71).then(|| PERIOD_VALUES[n % 12]))),
        period: Some((71, 12)),
    })
}

/// The longest strip a position may have.
pub const MAX_CELLS: usize = 2000;

/// Kayles with its value table.
#[derive(Debug)]
pub struct Kayles {
    table: RefCell<OctalSequence>,
}

impl Default for Kayles {
    fn default() -> Self {
        Self::new()
    }
}

impl Kayles {
    pub fn new() -> Self {
        Kayles { table: RefCell::new(OctalSequence::new(code())) }
    }
}

/// Kayles' octal code, 0.77.
pub fn code() -> OctalCode {
    "0.77".parse().expect("a valid code")
}

/// The rows a row of `n` splits into when pins `i .. i + width` (0-based) fall.
fn split(n: usize, i: usize, width: usize) -> Vec<usize> {
    [i, n - i - width].into_iter().filter(|&r| r > 0).collect()
}

impl Rules for Kayles {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn has_misere(&self) -> bool {
        true
    }
    type Pos = Strip;
    fn parse(&self, text: &str) -> Result<Strip, ParseError> {
        // `300,250,7`: full rows of those lengths, one fallen pin apart.
        if text.contains(',') && text.chars().all(|c| c.is_ascii_digit() || matches!(c, ',' | ' ' | '-' | '\u{2212}')) {
            let mut pattern = String::new();
            let mut at = 0;
            for part in text.split(',') {
                // A strip such as `0110` is a row of its own, not a length to join.
                let row = part.trim();
                if row.len() > 1 && row.starts_with('0') {
                    return Err(ParseError::at(
                        format!(
                            "'{row}' in a list of rows: each row is a number of pins without a leading 0 \
                             (such as 300,250,7); write a strip whole, as ooo.oo or 0110"
                        ),
                        at + part.find('0').unwrap_or(0),
                    ));
                }
                let n = Strip::parse(part, MAX_CELLS).map_err(|e| ParseError::at(e.message, at + e.at.unwrap_or(0)))?;
                if !pattern.is_empty() {
                    pattern.push('.');
                }
                pattern.extend(n.0.iter().map(|_| 'o'));
                at += part.chars().count() + 1;
            }
            return Strip::parse(&pattern, MAX_CELLS);
        }
        Strip::parse(text, MAX_CELLS)
    }
    fn board(&self, pos: &Strip) -> Board {
        Board::Strip { cells: pos.0.clone() }
    }
    fn sequence(&self, id: &str) -> Option<Box<dyn SequenceJob>> {
        Some(Box::new(OctalJob { game: id.to_string(), sequence: OctalSequence::new(code()) }))
    }
    // The limits of its octal code, so the same game is computed as far under either name.
    fn sequence_limit(&self) -> usize {
        code().sequence_limit()
    }
    fn cli_sequence_limit(&self) -> usize {
        code().cli_sequence_limit()
    }
}

impl Moves for Kayles {
    fn moves(&self, pos: &Strip) -> Vec<Move<Strip>> {
        let cells = &pos.0;
        let mut out = Vec::new();
        for i in 0..cells.len() {
            if !cells[i] {
                continue;
            }
            let mut to = pos.clone();
            to.0[i] = false;
            out.push(Move { text: format!("{}", i + 1), spot: Spot::Cell { index: i }, to });
            if i + 1 < cells.len() && cells[i + 1] {
                let mut to = pos.clone();
                to.0[i] = false;
                to.0[i + 1] = false;
                out.push(Move { text: format!("{}-{}", i + 1, i + 2), spot: Spot::Pair { index: i }, to });
            }
        }
        out
    }
}

impl ImpartialGame for Kayles {
    type Comp = usize;
    fn components(&self, pos: &Strip) -> Vec<usize> {
        pos.runs()
    }
    fn quotient_rules(&self) -> Option<HeapRules> {
        Some(HeapRules::Octal(code()))
    }
    fn heap_sizes(&self, pos: &Strip) -> Vec<usize> {
        pos.runs()
    }
    fn comp_options(&self, &n: &usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for width in 1..=2 {
            if width > n {
                break;
            }
            // Mirror images give the same option; keep one of each.
            for i in 0..=(n - width) / 2 {
                out.push(split(n, i, width));
            }
        }
        out
    }
    fn closed_form_grundy(&self, &n: &usize) -> Option<u32> {
        Some(self.table.borrow_mut().value(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation() {
        let k = Kayles::new();
        assert_eq!(k.parse("5").unwrap().to_string(), "5");
        assert_eq!(k.parse("ooooo").unwrap().to_string(), "5");
        assert_eq!(k.parse("ooo.oo").unwrap().to_string(), "ooo.oo");
        assert_eq!(k.parse("ooo.oo").unwrap().runs(), vec![3, 2]);
        assert_eq!(k.parse("").map_err(|e| e.message.contains("empty")), Err(true));
        assert_eq!(k.parse("oo?o").unwrap_err().at, Some(2));
        assert!(k.parse("2001").is_err());
        assert_eq!(k.parse("0").unwrap().to_string(), "0");
        // Rows by their lengths, one fallen pin apart.
        assert_eq!(k.parse("3,2").unwrap().to_string(), "ooo.oo");
        assert_eq!(k.parse("300,250,7").unwrap().runs(), vec![300, 250, 7]);
        assert_eq!(k.parse("3,,2").unwrap_err().at, Some(2));
        assert!(k.parse("1500,600").is_err());
    }

    #[test]
    fn the_heaps_a_quotient_must_reach() {
        let g = crate::lookup("kayles").unwrap();
        assert_eq!(g.misere_heaps("ooo.oo"), Some(vec![3, 2]));
        assert_eq!(g.misere_heaps("60"), Some(vec![60]));
        assert_eq!(g.misere_heaps("-3"), None);
        assert_eq!(crate::lookup("domineering").unwrap().misere_heaps("2x2"), None);
    }

    #[test]
    fn a_negative_row_is_named_where_it_is() {
        let k = Kayles::new();
        let e = k.parse("-3").unwrap_err();
        assert_eq!(e.at, Some(0));
        assert!(e.message.contains("cannot be negative"), "{}", e.message);
        let e = k.parse("4,-3").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("cannot be negative"), "{}", e.message);
    }

    /// `0110` is a strip (pins 2 and 3 standing), not a row of 110; in a list of row lengths a
    /// part with a leading 0 is refused rather than read as either.
    #[test]
    fn a_digit_strip_is_a_strip() {
        let k = Kayles::new();
        assert_eq!(k.parse("0110").unwrap().to_string(), ".oo.");
        assert_eq!(k.parse("10").unwrap().0, vec![true; 10]);
        assert_eq!(crate::games::lookup("kayles").unwrap().solve("0110", false).unwrap().grundy, Some(2));
        let e = k.parse("3,0110").unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("a number of pins without a leading 0"), "{}", e.message);
        assert_eq!(k.parse("3,0").unwrap().to_string(), "ooo.");
    }

    #[test]
    fn moves_of_a_strip() {
        let k = Kayles::new();
        let texts: Vec<String> = k.moves(&k.parse("oo.o").unwrap()).into_iter().map(|m| m.text).collect();
        assert_eq!(texts, vec!["1", "1-2", "2", "4"]);
    }
}
