//! Snort: squares of a grid (or a strip, one row) coloured one at a time, Left's blue (`L`),
//! Right's red (`R`); nobody may colour a square next (orthogonally) to a square of the
//! opponent's colour. Who cannot colour loses. Notation and valuing are shared with Col
//! ([`super::colouring`]): `.` uncoloured, `#` no square, `RxC` an empty board; a move is the
//! square coloured (`b2`, column letter and row number from the top), made by clicking it.
//!
//! Snort's values are often hot (switches such as `+-1`): a move both gains a square and
//! reserves its neighbours for the mover.

use crate::game::{Checks, Entry, Group};
use crate::games::colouring::{self, Rule};
use crate::vocab::Outcome;
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "snort",
    name: "Snort",
    example_game: "snort",
    example_position: "3x3",
    summary: "Colour a square blue (Left) or red (Right), never next to a square of the other colour; who cannot colour loses.",
    group: Group::Partizan,
    build: crate::rules::plain::<Snort>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks { starts: &[("snort", &["2x3", "L./.R", "...."])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A board of squares. Left colours an uncoloured square blue (L), Right red (R), but never a \
     square next to (above, below, left or right of) one of the opponent's colour. A player who \
     cannot colour a square loses.",
    theory: "A coloured square only forbids its uncoloured neighbours to the opponent, so it can be \
     taken off the board once they are marked (tinted) for its owner alone; then the regions \
     left that do not touch are played separately and their values add up. Colouring a square \
     also reserves its neighbours for the mover, so moving first is usually worth a lot: \
     Snort's values are hot.",
    example: "A single square is *: whoever colours it leaves nothing, so the player to move wins. \
     Two squares side by side are +-1: once Left colours one, only Left may colour the other, \
     a spare move worth 1 to Left; Right's first move is worth -1 the same way, so whoever \
     moves first wins.",
    claims: &[
        Claim { game: "snort", position: ".", fact: Fact::Outcome(Outcome::N), says: "A single square is *" },
        Claim {
            game: "snort",
            position: "..",
            fact: Fact::Outcome(Outcome::N),
            says: "Two squares side by side are +-1",
        },
        Claim { game: "snort", position: "..", fact: Fact::Reaches("a1", "L."), says: "once Left colours one" },
        Claim { game: "snort", position: "L.", fact: Fact::Outcome(Outcome::L), says: "a spare move worth 1 to Left" },
    ],
};

colouring::colouring_game!(Snort, Rule::Snort, ENTRY);

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
        fn moves_and_values(s in boards()) {
            let pos = colouring::parse_grid(&s).unwrap();
            prop_assert_eq!(colouring::parse_grid(&pos.to_string()).unwrap(), pos.clone());
            for side in [Side::Left, Side::Right] {
                let got: Vec<String> = Snort.side_moves(&Field::Grid(pos.clone()), side).into_iter().map(|m| m.text).collect();
                prop_assert_eq!(got, brute(&pos, Rule::Snort, side));
            }
            let mut cgt = crate::cgt::Cgt::new();
            let want = plain(&mut cgt, &pos, Rule::Snort, &mut HashMap::new());
            let got = lookup("snort").unwrap().canonical(&s).unwrap();
            prop_assert_eq!(cgt.parse(&got).unwrap(), want, "{}: {}", s, got);
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("snort").unwrap();
        let mut cgt = crate::cgt::Cgt::new();
        for (pos, want) in
            [(".", "*"), ("..", "+-1"), ("L.", "1"), ("R.", "-1"), ("l", "1"), ("l.", "{1|0}"), ("...", "+-2")]
        {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        assert_eq!(g.normalize("../..").unwrap(), "2x2");
        assert_eq!(colouring::parse_grid("..x").unwrap_err().at, Some(2));
        assert!(colouring::parse_grid("9x9").is_err());
        assert!(colouring::parse_grid("../.").is_err());
    }

    /// cgt-tools' values (crates/engine/tests/data/snort_cgt.txt, whose header says how it was made).
    #[test]
    fn values_of_cgt_tools() {
        against_cgt(
            "snort",
            &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/snort_cgt.txt")).unwrap(),
        );
    }
}
