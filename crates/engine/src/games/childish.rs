//! Childish Hackenbush: Hackenbush (`games/hackenbush.rs`: the same pictures, edges `u-v:c`
//! from the ground, vertex 0, with c = b (blue, Left's), r (red, Right's) or g (green, either
//! player's), and the same move notation) where a player may only cut an edge whose removal
//! leaves every other edge standing: nothing may fall. This is CGSuite's ruleset
//! (`GenHackenbush` with every colour childish: an option where more than the one edge goes is
//! skipped).
//!
//! As in Hackenbush, the pieces standing on the ground separately are independent summands,
//! keyed renumbered from the ground, and swapping blue and red negates a piece's value.

use crate::board::{Board, EditSpec};
use crate::game::{Checks, Entry, Group};
use crate::games::hackenbush::{parse_graph, Colour, Graph, Hackenbush, EDIT};
use crate::partizan::{self, PartizanGame};
use crate::rules::Rules;
use crate::vocab::{Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "childish",
    name: "Childish Hackenbush",
    example_game: "childish",
    example_position: "0-1:b,1-2:b,1-3:r,3-4:b,0-5:r,5-6:r",
    summary: "Hackenbush where you may only cut an edge whose removal makes nothing else fall: a blue (Left) or red (Right) edge, or a green one (either).",
    group: Group::Partizan,
    build: crate::rules::plain::<Childish>,
    why: WHY,
    closed_form: None,
    sum_component: true,
    checks: Checks::NONE,
};

pub const WHY: Why = Why {
    rule: "A picture of edges standing on the ground. Left cuts a blue edge or a green one, Right a \
     red edge or a green one, but only an edge whose removal leaves every other edge still \
     joined to the ground: nothing may fall. A player who cannot cut loses.",
    theory: "Pieces standing separately add up. Only the tips of a tree can be cut, so a stalk is \
     used up from the top: a blue stalk is worth its length, and a red edge on top of a blue \
     one blocks it. Cycles through the ground make hot games.",
    example: "0-1:b,1-2:r is 0, not 1/2 as in Hackenbush: Left cannot cut the blue edge under the \
     red one, and once Right cuts the red one Left cuts the blue; whoever starts loses. \
     0-1:b,1-2:b,1-3:r,3-4:b is 2 (CGSuite's test of the ruleset).",
    claims: &[
        Claim { game: "childish", position: "0-1:b,1-2:r", fact: Fact::Outcome(Outcome::P), says: "0-1:b,1-2:r is 0" },
        Claim {
            game: "childish",
            position: "0-1:b,1-2:b,1-3:r,3-4:b",
            fact: Fact::Outcome(Outcome::L),
            says: "0-1:b,1-2:b,1-3:r,3-4:b is 2",
        },
    ],
};

/// The most edges in one piece: measured with the debug CLI (the engine optimised), three
/// random pieces of 16 edges on 10 vertices with cycles took 0.07, 0.12 and 1.03 s, the
/// machine loaded; larger pieces were not measured.
const MAX_PIECE: usize = 16;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Childish;

impl Rules for Childish {
    type Pos = Graph;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Graph, ParseError> {
        parse_graph(text)
    }
    fn board(&self, pos: &Graph) -> Board {
        Hackenbush.board(pos)
    }
    fn sides(&self, _pos: &Graph) -> Option<(String, String)> {
        Some(("blue".into(), "red".into()))
    }
    fn edit_spec(&self) -> Option<EditSpec> {
        Some(EditSpec::Graph(EDIT))
    }
}

impl PartizanGame for Childish {
    type Key = <Hackenbush as PartizanGame>::Key;

    /// Hackenbush's cuts that make nothing else fall.
    fn side_moves(&self, pos: &Graph, side: Side) -> Vec<Move<Graph>> {
        let own = match side {
            Side::Left => Colour::Blue,
            Side::Right => Colour::Red,
        };
        let mut out = Vec::new();
        for (i, &(_, _, c)) in pos.edges.iter().enumerate() {
            if c != own && c != Colour::Green {
                continue;
            }
            let mut edges = pos.edges.clone();
            edges.remove(i);
            let to = Graph { edges }.grounded();
            if to.edges.len() + 1 == pos.edges.len() {
                out.push(Move { text: pos.edge_text(i), spot: Spot::Edge { index: i }, to });
            }
        }
        out
    }

    fn components(&self, pos: &Graph) -> Vec<Graph> {
        Hackenbush.components(pos)
    }

    fn key(&self, comp: &Graph) -> (Self::Key, bool) {
        Hackenbush.key(comp)
    }

    fn too_large(&self, comp: &Graph) -> Option<String> {
        let n = comp.edges.len();
        (n > MAX_PIECE).then(|| format!("a piece of {n} edges; at most {MAX_PIECE} can be valued"))
    }
}

partizan::serve_partizan!(Childish);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cgt::Cgt;
    use crate::lookup;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Random connected pictures: each new edge starts at a vertex already standing.
    fn graphs() -> impl Strategy<Value = String> {
        prop::collection::vec((0usize..100, 0usize..100, prop::sample::select(vec!['b', 'r', 'g'])), 1..9).prop_map(
            |v| {
                let mut n = 1;
                let mut parts = Vec::new();
                for (a, b, c) in v {
                    let u = a % n;
                    // Now and then an edge closes a cycle (or a loop) instead of adding a vertex.
                    let w = if b % 4 == 0 { b % n } else { n };
                    if w == n {
                        n += 1;
                    }
                    parts.push(format!("{u}-{w}:{c}"));
                }
                parts.join(",")
            },
        )
    }

    /// Every edge the mover may cut, by the rule: the other edges all still reach the ground.
    fn brute(pos: &Graph, side: Side) -> Vec<String> {
        let mut out = Vec::new();
        for i in 0..pos.edges.len() {
            let c = pos.edges[i].2;
            let mine = c == Colour::Green || (c == Colour::Blue) == (side == Side::Left);
            let rest: Vec<_> = pos.edges.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &e)| e).collect();
            // Vertices reached from the ground through the rest.
            let mut reached = vec![0];
            for _ in 0..rest.len() {
                for &(u, v, _) in &rest {
                    if reached.contains(&u) && !reached.contains(&v) {
                        reached.push(v);
                    }
                    if reached.contains(&v) && !reached.contains(&u) {
                        reached.push(u);
                    }
                }
            }
            if mine && rest.iter().all(|&(u, _, _)| reached.contains(&u)) {
                out.push(pos.edge_text(i));
            }
        }
        out
    }

    fn plain(pos: &Graph, cgt: &mut Cgt, memo: &mut HashMap<Graph, crate::cgt::G>) -> crate::cgt::G {
        if let Some(&g) = memo.get(pos) {
            return g;
        }
        let mut options = [Vec::new(), Vec::new()];
        for (i, side) in [Side::Left, Side::Right].into_iter().enumerate() {
            for m in Childish.side_moves(pos, side) {
                options[i].push(plain(&m.to, cgt, memo));
            }
        }
        let g = cgt.from_options(&options[0], &options[1]);
        memo.insert(pos.clone(), g);
        g
    }

    proptest! {
        #[test]
        fn moves_are_the_rule(s in graphs()) {
            let pos = parse_graph(&s).unwrap();
            for side in [Side::Left, Side::Right] {
                let got: Vec<String> = Childish.side_moves(&pos, side).into_iter().map(|m| m.text).collect();
                prop_assert_eq!(got, brute(&pos, side));
            }
        }

        #[test]
        fn the_pieces_and_keys_give_the_plain_value(s in graphs()) {
            let pos = parse_graph(&s).unwrap();
            let mut cgt = Cgt::new();
            let want = plain(&pos, &mut cgt, &mut HashMap::new());
            let got = cgt.parse(&lookup("childish").unwrap().canonical(&s).unwrap()).unwrap();
            prop_assert_eq!(cgt.short(got), cgt.short(want), "{}", s);
        }
    }

    #[test]
    fn known_values() {
        let g = lookup("childish").unwrap();
        let mut cgt = Cgt::new();
        let cases = [
            // CGSuite's tests of its ChildishHackenbush ruleset: "l(l;rl)" is 2 and
            // ":{ground}llllllrrrr:{ground}" (a cycle through the ground, six blue edges then
            // four red) is {4|-2}.
            ("0-1:b,1-2:b,1-3:r,3-4:b", "2"),
            ("0-1:b,1-2:b,2-3:b,3-4:b,4-5:b,5-6:b,6-7:r,7-8:r,8-9:r,9-0:r", "{4|-2}"),
            // By hand: a red edge on a blue one blocks it; a blue stalk counts its edges.
            ("0-1:b,1-2:r", "0"),
            ("0-1:b,1-2:b,2-3:b", "3"),
            ("0-1:g", "*"),
            ("0-1:g,1-2:g", "0"),
        ];
        for (pos, want) in cases {
            let v = g.canonical(pos).unwrap();
            assert_eq!(cgt.parse(&v).unwrap(), cgt.parse(want).unwrap(), "{pos}: {v}");
        }
    }

    #[test]
    fn an_edge_holding_others_up_is_not_a_move() {
        let pos = parse_graph("0-1:b,1-2:b,0-3:r").unwrap();
        let left: Vec<String> = Childish.side_moves(&pos, Side::Left).into_iter().map(|m| m.text).collect();
        assert_eq!(left, ["1-2:b"]);
        assert_eq!(Childish.side_moves(&pos, Side::Right).len(), 1);
    }
}
