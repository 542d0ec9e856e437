//! Push: Shove's strip of `L` (Left's pieces), `R` (Right's) and `.` (empty), e.g. `.LR.RL`
//! (`games/shove.rs` reads, draws and moves it). A move takes one of one's pieces one square to
//! the left, and only the block of pieces touching it on the left (up to the first empty square)
//! moves with it; a piece pushed off the left end is removed. A move is written by the cell of
//! the piece moved, counted from 1, and made by clicking that piece.
//!
//! As in Shove, what lies right of the last piece never matters and swapping the players'
//! pieces negates the value (the transposition key); the strip is one component.

use crate::game::{Checks, Entry, Group};
use crate::games::shove;
use crate::vocab::Outcome;
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "push",
    name: "Push",
    example_game: "push",
    example_position: ".LR.RL",
    summary:
        "Move one of your pieces a square left, pushing the pieces touching it along; pieces fall off the left end.",
    group: Group::Partizan,
    build: crate::rules::plain::<Push>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "A strip of squares with Left's pieces L and Right's pieces R. A move takes one of your \
     pieces one square to the left, pushing along the pieces touching it on its left (up to the \
     first empty square); a piece pushed off the left end is gone. A player who cannot move loses.",
    theory: "Its value is {values after Left's moves | values after Right's}, in canonical form. \
     A piece alone on square k is worth k moves to its owner. Swapping the two players' pieces \
     gives the negative.",
    example: "..L is worth 3: the piece has three moves before it falls off. R.L is worth 2: \
     Left's move pushes L alone and leaves RL., which is 3/2 (the pieces now touch), Right's drops R and leaves ..L (3); {3/2 | 3} is 2. In Shove, Left's move would \
     shove R off too.",
    claims: &[
        Claim { game: "push", position: "..L", fact: Fact::Outcome(Outcome::L), says: "..L is worth 3" },
        Claim { game: "push", position: "R.L", fact: Fact::Outcome(Outcome::L), says: "R.L is worth 2" },
        Claim { game: "push", position: "RL.", fact: Fact::Outcome(Outcome::L), says: "RL., which is 3/2" },
    ],
};

shove::strip_game!(Push, false, ENTRY);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::Cgt;
    use crate::games::shove::{parse_strip, plain};
    use crate::lookup;
    use crate::partizan::PartizanGame;
    use crate::vocab::Side;
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
                let got: Vec<String> = Push.side_moves(&pos, side).into_iter().map(|m| m.to.to_string()).collect();
                prop_assert_eq!(got, plain::brute(&s, side, false));
            }
        }

        #[test]
        fn the_solver_agrees_with_a_plain_search(s in strips()) {
            let v = lookup("push").unwrap().canonical(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain::value(&mut cgt, &mut HashMap::new(), &s, false);
            prop_assert_eq!(cgt.parse(&v).unwrap(), want, "{}: {}", s, v);
        }
    }

    /// Values that follow from the rule by hand (a piece alone on square k is worth k; where
    /// pieces touch, Push and Shove agree) and where the two games differ.
    #[test]
    fn known_values() {
        let g = lookup("push").unwrap();
        let mut cgt = Cgt::new();
        for (pos, want) in [("L", "1"), ("..L", "3"), ("LR", "-3/2"), ("RL", "3/2"), ("R.L", "2"), ("RL.", "3/2")] {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
        let moves: Vec<String> =
            Push.side_moves(&parse_strip("R.L").unwrap(), Side::Left).into_iter().map(|m| m.to.to_string()).collect();
        assert_eq!(moves, ["RL."]);
        let shoved: Vec<String> = crate::games::shove::Shove
            .side_moves(&parse_strip("R.L").unwrap(), Side::Left)
            .into_iter()
            .map(|m| m.to.to_string())
            .collect();
        assert_eq!(shoved, [".L."]);
    }

    #[test]
    fn a_long_mixed_strip_is_valued() {
        assert!(lookup("push").unwrap().canonical("LRLRLRLRLRLR").is_ok());
    }
}
