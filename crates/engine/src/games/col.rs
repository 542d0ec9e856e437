//! Col: squares of a grid (or a strip, one row) coloured one at a time, Left's blue (`L`),
//! Right's red (`R`); nobody may colour a square next (orthogonally) to a square of their own
//! colour. Who cannot colour loses. Notation and valuing are shared with Snort
//! ([`super::colouring`]): `.` uncoloured, `#` no square, `RxC` an empty board; a move is the
//! square coloured (`b2`, column letter and row number from the top), made by clicking it.
//!
//! Every value of Col is a number or a number plus `*` (Winning Ways, chapter 2); the tests
//! check it on random boards.

use crate::game::{Checks, Entry, Group};
use crate::games::colouring::{self, Rule};
use crate::vocab::Outcome;
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "col",
    name: "Col",
    example_game: "col",
    example_position: "3x3",
    summary: "Colour a square blue (Left) or red (Right), never next to a square of your own colour; who cannot colour loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Col>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("col", &["2x3", "L./.R", "...."])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A board of squares. Left colours an uncoloured square blue (L), Right red (R), but never a \
     square next to (above, below, left or right of) one of their own colour. A player who \
     cannot colour a square loses.",
    theory: "A coloured square only forbids its uncoloured neighbours to its owner, so it can be \
     taken off the board once they are marked (tinted) for the other player alone; then the \
     regions left that do not touch are played separately and their values add up. Every \
     value of Col is a number or a number plus *.",
    example: "A single square is *: whoever colours it leaves nothing, so the player to move wins. \
     Two squares side by side are 0: once Left colours one, only Right may colour the other, a \
     spare move worth -1 to Right; Right's first move is worth 1 to Left in the same way, and \
     {-1|1} = 0, so the player to move loses.",
    claims: &[
        Claim { game: "col", position: ".", fact: Fact::Outcome(Outcome::N), says: "A single square is *" },
        Claim { game: "col", position: "..", fact: Fact::Outcome(Outcome::P), says: "Two squares side by side are 0" },
        Claim { game: "col", position: "..", fact: Fact::Reaches("a1", "L."), says: "once Left colours one" },
        Claim { game: "col", position: "L.", fact: Fact::Outcome(Outcome::R), says: "a spare move worth -1 to Right" },
    ],
};

colouring::colouring_game!(Col, Rule::Col, ENTRY);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::colouring::testing::{against_cgt, boards, brute, plain};
    use crate::games::colouring::Field;
    use crate::lookup;
    use crate::partizan::PartizanGame;
    use crate::vocab::Side;
    use proptest::prelude::*;
    use std::collections::HashMap;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]
        #[test]
        fn moves_values_and_numbers(s in boards()) {
            let pos = colouring::parse_grid(&s).unwrap();
            prop_assert_eq!(colouring::parse_grid(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let got: Vec<String> = Col.side_moves(&Field::Grid(pos.clone()), side).into_iter().map(|m| m.text).collect();
                prop_assert_eq!(got, brute(&pos, Rule::Col, side));
            }
            let mut cgt = crate::cgt::Cgt::new();
            let want = plain(&mut cgt, &pos, Rule::Col, &mut HashMap::new());
            let got = lookup("col").unwrap().canonical(&s).unwrap();
            prop_assert_eq!(cgt.parse(&got).unwrap(), want, "{}: {}", s, got);
            // A number, or a number plus *: G - * or G is a number.
            let star = cgt.star();
            let shifted = cgt.add(want, star);
            prop_assert!(cgt.as_number(want).is_some() || cgt.as_number(shifted).is_some(), "{}: {}", s, got);
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("col").unwrap();
        let mut cgt = crate::cgt::Cgt::new();
        for (pos, want) in
            [(".", "*"), ("..", "0"), ("L.", "-1"), ("R.", "1"), ("l", "1"), ("r.", "-1/2"), ("...", "0")]
        {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        assert_eq!(g.normalize("../..").unwrap(), "2x2");
        assert_eq!(colouring::parse_grid("..x").unwrap_err().at, Some(2));
        assert!(colouring::parse_grid("9x9").is_err());
        assert!(colouring::parse_grid("../.").is_err());
    }

    /// cgt-tools' values (crates/engine/tests/data/col_cgt.txt, whose header says how it was made).
    #[test]
    fn values_of_cgt_tools() {
        against_cgt(
            "col",
            &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/col_cgt.txt")).unwrap(),
        );
    }
}
