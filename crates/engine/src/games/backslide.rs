//! Backsliding Toads and Frogs (Erickson, "New Toads and Frogs results", Games of No Chance,
//! 1996; CGSuite's `BackslidingToadsAndFrogs`): Toads and Frogs (`games/toads.rs`) where a
//! creature may also step one cell backwards into an empty cell. Backward moves are steps only:
//! nothing jumps backwards (CGSuite's `GenToadsAndFrogs` with backsliding allows the moves -1,
//! +1 and the jump +2 over one opponent). Normal play: a player who cannot move loses. Pieces
//! may step to and fro forever, so a game need not end: a position may be a draw.
//!
//! A position is the strip (`T` toads, Left's, facing right; `F` frogs, Right's, facing left;
//! `.` empty) then `;L` (Left, the toads, to move) or `;R`; without it Left moves. A move is
//! written from cell to cell, counted from 1 (`3-4`). Positions are valued by retrograde
//! analysis over every strip reachable (`partizan::Retro`), with each side to move.

use std::fmt;

use crate::board::{Board, CellsMove, GridLook};
use crate::game::{Checks, Entry, Group};
use crate::games::toads::{parse_strip, strip_glyphs, Cell, Strip};
use crate::partizan::SideOptions;
use crate::rules::{Evaluate, Evaluation, Moves, Rules};
use crate::vocab::{EngineError, Move, Outcome, ParseError, Side, Spot};
use crate::why::{Claim, Fact, Why};

pub const ENTRY: Entry = Entry {
    id: "backslide",
    name: "Backsliding Toads and Frogs",
    example_game: "backslide",
    example_position: "TT..FF;L",
    summary: "Toads and Frogs where a creature may also step back one cell: play may go on forever, and such a game is a draw.",
    group: Group::Boards,
    build: crate::rules::plain::<Backslide>,
    why: WHY,
    closed_form: None,
    sum_component: false,
    checks: Checks { starts: &[("backslide", &["T.F", "T.F;R", "TT.F", "T..F;R", "TTT..FFF"])], ..Checks::NONE },
};

pub const WHY: Why = Why {
    rule: "A strip of cells with toads T (Left's) and frogs F (Right's). A toad steps one cell \
     right or left into an empty cell, or jumps right over one frog into the empty cell \
     beyond; frogs move the other way round. Nothing jumps backwards. A player who cannot move \
     loses; a game that goes on forever is a draw.",
    theory: "Retrograde analysis labels every reachable strip with each side to move: lost when \
     there is no move, won when some move reaches a lost position, lost when every move \
     reaches a won one; what is never labelled is a draw, since neither side can force the end.",
    example: "TTT..FFF is a draw whoever starts, as CGSuite's value {on||0|-1/2} & {1/2|0||off} \
     says. In T.F whoever moves loses in 4: the step into the gap is answered by a jump over it, \
     and two steps later the first mover's piece is stuck at the far end.",
    claims: &[
        Claim {
            game: "backslide",
            position: "TTT..FFF;L",
            fact: Fact::Outcome(Outcome::Draw),
            says: "TTT..FFF is a draw",
        },
        Claim {
            game: "backslide",
            position: "TTT..FFF;R",
            fact: Fact::Outcome(Outcome::Draw),
            says: "a draw whoever starts",
        },
        Claim { game: "backslide", position: "T.F;L", fact: Fact::Remoteness(4), says: "whoever moves loses in 4" },
        Claim {
            game: "backslide",
            position: "T.F;L",
            fact: Fact::Outcome(Outcome::P),
            says: "whoever moves loses in 4",
        },
        Claim {
            game: "backslide",
            position: "T.F;R",
            fact: Fact::Outcome(Outcome::P),
            says: "whoever moves loses in 4",
        },
    ],
};

/// The most cells: past this the strips reachable outgrow what a request may enumerate.
const MAX_CELLS: usize = 20;

/// The game (it takes no parameters).
#[derive(Default)]
pub struct Backslide;

/// A position: the strip and who moves, the toads (Left) or the frogs (Right).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pos {
    pub strip: Strip,
    pub side: Side,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{};{}", self.strip, self.side.letter())
    }
}

/// Reads a strip, then `;L` or `;R` (Left by default).
pub fn parse(text: &str) -> Result<Pos, ParseError> {
    let (board, side) = match text.rfind(';') {
        Some(i) => {
            let s = text[i + 1..].trim();
            let side = Side::parse(s).ok_or_else(|| {
                ParseError::at(
                    format!("'{s}' is not a side: write ;L (the toads to move) or ;R (the frogs to move)"),
                    i + 1,
                )
            })?;
            (&text[..i], side)
        }
        None => (text, Side::Left),
    };
    let strip = parse_strip(board)?;
    if strip.0.len() > MAX_CELLS {
        return Err(ParseError::new(format!("the strip has {} cells; at most {MAX_CELLS} are allowed", strip.0.len())));
    }
    let count = |c: Cell| strip.0.iter().filter(|&&x| x == c).count();
    let most = arrangements(strip.0.len(), count(Cell::Toad), count(Cell::Frog));
    if most > crate::partizan::MAX_BOARDS as u128 {
        return Err(ParseError::new(format!(
            "{} toads and {} frogs on {} cells can stand in {most} ways, more than the {} the solver enumerates; \
             use fewer pieces or cells",
            count(Cell::Toad),
            count(Cell::Frog),
            strip.0.len(),
            crate::partizan::MAX_BOARDS
        )));
    }
    Ok(Pos { strip, side })
}

/// The ways `t` toads and `f` frogs stand on `n` cells: n! / (t! f! (n - t - f)!).
fn arrangements(n: usize, t: usize, f: usize) -> u128 {
    let choose = |n: usize, k: usize| (0..k).fold(1u128, |acc, i| acc * (n - i) as u128 / (i + 1) as u128);
    choose(n, t) * choose(n - t, f)
}

/// Each move of `side`: the cell moved from, the cell moved to, and the strip reached.
fn moves(strip: &Strip, side: Side) -> Vec<(usize, usize, Strip)> {
    let (me, them, dir): (Cell, Cell, isize) = match side {
        Side::Left => (Cell::Toad, Cell::Frog, 1),
        Side::Right => (Cell::Frog, Cell::Toad, -1),
    };
    let c = &strip.0;
    let at = |j: isize| (j >= 0 && (j as usize) < c.len()).then(|| c[j as usize]);
    let mut out = Vec::new();
    for i in (0..c.len()).filter(|&i| c[i] == me) {
        let i = i as isize;
        let mut to = Vec::new();
        if at(i + dir) == Some(Cell::Empty) {
            to.push(i + dir);
        } else if at(i + dir) == Some(them) && at(i + 2 * dir) == Some(Cell::Empty) {
            to.push(i + 2 * dir);
        }
        if at(i - dir) == Some(Cell::Empty) {
            to.push(i - dir);
        }
        for j in to {
            let mut s = strip.clone();
            s.0.swap(i as usize, j as usize);
            out.push((i as usize, j as usize, s));
        }
    }
    out
}

impl SideOptions for Backslide {
    type Board = Strip;
    fn options(&self, strip: &Strip, side: Side) -> Vec<Strip> {
        moves(strip, side).into_iter().map(|m| m.2).collect()
    }
}

impl Rules for Backslide {
    type Pos = Pos;

    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn parse(&self, text: &str) -> Result<Pos, ParseError> {
        parse(text)
    }
    /// The strip as Toads and Frogs draws it; a move is made by picking the piece and the cell
    /// it goes to.
    fn board(&self, pos: &Pos) -> Board {
        Board::Grid {
            rows: vec![pos.strip.to_string()],
            look: GridLook { glyphs: strip_glyphs(), cells_move: CellsMove::Step, ..GridLook::default() },
        }
    }
    fn sides(&self, pos: &Pos) -> Option<(String, String)> {
        let (toads, frogs) = ("the toads (Left, T)".to_string(), "the frogs (Right, F)".to_string());
        Some(match pos.side {
            Side::Left => (toads, frogs),
            Side::Right => (frogs, toads),
        })
    }
}

impl Moves for Backslide {
    fn moves(&self, pos: &Pos) -> Vec<Move<Pos>> {
        moves(&pos.strip, pos.side)
            .into_iter()
            .map(|(i, j, strip)| Move {
                text: format!("{}-{}", i + 1, j + 1),
                spot: Spot::Cells { piece: 0, cells: vec![(0, i), (0, j)] },
                to: Pos { strip, side: pos.side.other() },
            })
            .collect()
    }
}

impl Evaluate for Backslide {
    fn evaluate(&self, pos: &Pos, moves: &[Move<Pos>], _misere: bool) -> Result<Evaluation, EngineError> {
        let reached: Vec<Strip> = moves.iter().map(|m| m.to.strip.clone()).collect();
        crate::partizan::sided_evaluation(self, &pos.strip, pos.side, &reached, ("the toads", "the frogs"), "strips")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::partizan::LOOPY_VALUE_BOARDS;
    use crate::rules::AsGame;
    use proptest::prelude::*;
    use std::collections::HashMap;

    fn solve(text: &str) -> crate::Solution {
        AsGame(Backslide).solve(text, false).unwrap()
    }

    /// Who wins by the definition, as a fixpoint over the whole set of positions: the sets of
    /// won and lost positions grow until nothing changes; the rest are draws. No remoteness,
    /// no queue, no reverse edges: independent of the retrograde solver.
    fn fixpoint(root: &Pos) -> HashMap<Pos, Outcome> {
        let mut all = vec![root.clone()];
        let mut seen: std::collections::HashSet<Pos> = [root.clone()].into();
        let mut i = 0;
        while i < all.len() {
            for m in Backslide.moves(&all[i]) {
                if seen.insert(m.to.clone()) {
                    all.push(m.to);
                }
            }
            i += 1;
        }
        let mut known: HashMap<Pos, Outcome> = HashMap::new();
        loop {
            let mut changed = false;
            for p in &all {
                if known.contains_key(p) {
                    continue;
                }
                let kids: Vec<Option<Outcome>> = Backslide.moves(p).iter().map(|m| known.get(&m.to).copied()).collect();
                let o = if kids.contains(&Some(Outcome::P)) {
                    Some(Outcome::N)
                } else if kids.iter().all(|k| *k == Some(Outcome::N)) {
                    Some(Outcome::P)
                } else {
                    None
                };
                if let Some(o) = o {
                    known.insert(p.clone(), o);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for p in all {
            known.entry(p).or_insert(Outcome::Draw);
        }
        known
    }

    #[test]
    fn published_results_hold() {
        assert_eq!(crate::partizan::published_results("backslide"), 2);
    }

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        assert!(sol.formula.unwrap().text.contains("with the frogs to move"));
    }

    #[test]
    fn moves_step_both_ways_and_jump_forward_only() {
        let sol = solve(".TF.;L");
        let moves: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["2-4", "2-1"]);
        let sol = solve(".TF.;R");
        let moves: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["3-1", "3-4"]);
        // No backward jump: the toad behind a frog with a gap beyond only steps.
        let sol = solve("FT.;L");
        let moves: Vec<&str> = sol.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["2-3"]);
    }

    #[test]
    fn notation_reads_and_refuses() {
        assert_eq!(parse("tt..ff").unwrap().to_string(), "TT..FF;L");
        assert_eq!(parse("T.F;r").unwrap().to_string(), "T.F;R");
        for (bad, says) in [
            ("T.F;X", "not a side"),
            ("T?F", "'?' is not a cell"),
            ("TTTTTTT......FFFFFFF", "ways"),
            ("T...................F.", "at most 20"),
        ] {
            let e = parse(bad).err().unwrap_or_else(|| panic!("{bad} accepted"));
            assert!(e.message.contains(says), "{bad}: {e}");
        }
    }

    /// CGSuite: BackslidingToadsAndFrogs("ttt..fff").GameValue = {on||0|-1/2} & {1/2|0||off}:
    /// Left moving first cannot win its offside nor lose its onside, and likewise Right, so a
    /// draw whoever starts (tests/data/backslide.txt).
    #[test]
    fn cgsuite_value_of_ttt_ffff_is_a_draw_both_ways() {
        assert_eq!(solve("TTT..FFF;L").outcome, Outcome::Draw);
        assert_eq!(solve("TTT..FFF;R").outcome, Outcome::Draw);
    }

    /// A strip without endless alternating play is a stopper, and its value is given: T.F is 0
    /// (whoever moves loses), and a toad alone, stepping to and fro while the frogs have no
    /// move, is `on`. TTT..FFF has endless alternating play: its onside & offside are given,
    /// CGSuite's `{on||0|-1/2} & {1/2|0||off}` in this module's printing.
    #[test]
    fn the_formula_gives_the_value() {
        for side in ["L", "R"] {
            let formula = solve(&format!("TTT..FFF;{side}")).formula.unwrap().text;
            assert!(
                formula.contains(
                    "; value {on|{0|-1/2}} & {{1/2|0}|off} (not a stopper: an endless alternating line of play starts here; \
                     onside & offside, in CGSuite's notation)"
                ),
                "{formula}"
            );
        }
        assert!(solve("T.F").formula.unwrap().text.contains("; value 0 (a stopper, in CGSuite's notation)"));
        let formula = solve("T.;L").formula.unwrap().text;
        assert!(formula.contains("; value on ("), "{formula}");
    }

    /// The sided value of a strip, from the graph of the strips it reaches.
    fn sided(text: &str) -> crate::cgt::loopy::Sided {
        use crate::cgt::loopy::{Loopy, Sided};
        let strip = parse(text).unwrap().strip;
        let r = crate::partizan::Retro::solve(&Backslide, &strip, 100_000, &mut |_, _| true).unwrap();
        let g = r.graph_from(&Backslide, &strip, usize::MAX).unwrap();
        Sided::of(&Loopy::from_graph(&g.left, &g.right, g.root).unwrap()).unwrap()
    }

    /// CGSuite's test suite (GameStripTest.scala): BackslidingToadsAndFrogs("ttt..fff")
    /// .GameValue = {on||0|-1/2} & {1/2|0||off}, equal as a sided value to the one found here.
    #[test]
    fn cgsuite_value_of_ttt_fff() {
        use crate::cgt::loopy::{evaluate, Answer};
        let mut cgt = crate::cgt::Cgt::new();
        let Ok(Answer::Value(want, _)) = evaluate(&mut cgt, "{on||0|-1/2} & {1/2|0||off}") else { panic!() };
        assert_eq!(sided("TTT..FFF"), want);
    }

    /// Who wins with each side to move, by the fixpoint: `None` for a draw.
    fn fixpoint_winners(strip: &Strip) -> [Option<Side>; 2] {
        [Side::Left, Side::Right].map(|s| {
            let pos = Pos { strip: strip.clone(), side: s };
            match fixpoint(&pos)[&pos] {
                Outcome::N => Some(s),
                Outcome::P => Some(s.other()),
                _ => None,
            }
        })
    }

    /// Strips with endless alternating play, whose sides are found on the graph itself: the
    /// smallest (4 cells), the smallest whose sides differ (6 cells: dud, and draws with one
    /// side to move), TT..FF and TTT..FFF; then every such strip of up to 6 cells. The sided
    /// value, played each way (Left wins outright when she wins its offside, Right when he wins
    /// its onside, else a draw), gives who wins with each side to move as the fixpoint does.
    #[test]
    fn sided_values_give_the_fixpoints_outcomes() {
        let mut cgt = crate::cgt::Cgt::new();
        for (text, value) in [
            ("T..F", "*"),
            ("..FT", "0"),
            ("FF..TT", "dud"),
            (".F.TFT", "* & {0|off}"),
            ("F..TFT", "0 & {*|off}"),
            ("FTF..T", "{on|*} & 0"),
            ("FF.T.T", "on & {on|off}"),
            ("TT..FF", "*"),
            ("TTT..FFF", "{on|{0|-1/2}} & {{1/2|0}|off}"),
        ] {
            let v = sided(text);
            assert_eq!(v.text(&mut cgt), value, "{text}");
            let strip = parse(text).unwrap().strip;
            let got = [Side::Left, Side::Right].map(|s| crate::partizan::sided_winner(&v, s));
            assert_eq!(got, fixpoint_winners(&strip), "{text}");
        }
        let mut checked = 0;
        for len in 1..=6u32 {
            for code in 0..3usize.pow(len) {
                let text: String = (0..len).map(|i| ['T', 'F', '.'][code / 3usize.pow(i) % 3]).collect();
                let strip = parse(&text).unwrap().strip;
                let r = crate::partizan::Retro::solve(&Backslide, &strip, 100_000, &mut |_, _| true).unwrap();
                let g = r.graph_from(&Backslide, &strip, usize::MAX).unwrap();
                let game = crate::cgt::loopy::Loopy::from_graph(&g.left, &g.right, g.root).unwrap();
                if game.is_stopper() {
                    continue;
                }

                let v = crate::cgt::loopy::Sided::of(&game).unwrap_or_else(|e| panic!("{text}: {e}"));
                let got = [Side::Left, Side::Right].map(|s| crate::partizan::sided_winner(&v, s));
                assert_eq!(got, fixpoint_winners(&strip), "{text}: {}", v.text(&mut cgt));
                checked += 1;
            }
        }
        assert!(checked >= 300, "{checked} strips with endless alternating play");
    }

    /// The positions of the formula line's values: who wins moving first by the stopper's class
    /// against 0, or `None` for a strip with endless alternating play or too many strips.
    fn stopper_outcomes(strip: &Strip) -> Option<(bool, bool)> {
        use crate::cgt::loopy::{Loopy, Stopper};
        let r = crate::partizan::Retro::solve(&Backslide, strip, 100_000, &mut |_, _| true).unwrap();
        let g = r.graph_from(&Backslide, strip, LOOPY_VALUE_BOARDS)?;
        let stopper = Stopper::new(&Loopy::from_graph(&g.left, &g.right, g.root).unwrap()).ok()?;
        Some((crate::partizan::first_wins(&stopper, Side::Left), crate::partizan::first_wins(&stopper, Side::Right)))
    }

    /// How long sidling (`cgt::loopy::Sided::of`) takes on strips with endless alternating
    /// play, to its value or its refusal: printed, for docs/benchmarks.md ("Loopy values of
    /// ruleset positions"). `... loopy_value_timing --ignored --nocapture`.
    #[test]
    #[ignore]
    fn loopy_value_timing() {
        use crate::cgt::loopy::{Loopy, Sided};
        for text in ["T.F", "TT.F", "TT..FF", "T..T.F", "TT...FF", "TT....FF", "TTT..FFF", "TTT...FFF"] {
            let strip = parse(text).unwrap().strip;
            let r = crate::partizan::Retro::solve(&Backslide, &strip, 1_000_000, &mut |_, _| true).unwrap();
            let g = r.graph_from(&Backslide, &strip, usize::MAX).unwrap();
            let t = std::time::Instant::now();
            let v = Loopy::from_graph(&g.left, &g.right, g.root)
                .and_then(|l| Sided::of(&l))
                .map(|v| v.text(&mut crate::cgt::Cgt::new()));
            let shown: String = format!("{v:?}").chars().take(70).collect();
            println!("{text}: {} strips, {:.3} s: {shown}", g.left.len(), t.elapsed().as_secs_f64());
        }
    }

    fn strips() -> impl Strategy<Value = Pos> {
        (prop::collection::vec(prop::sample::select(vec!['T', 'F', '.', '.']), 1..8), any::<bool>()).prop_map(
            |(cells, right)| {
                let text: String = cells.into_iter().collect();
                Pos { strip: parse_strip(&text).unwrap(), side: if right { Side::Right } else { Side::Left } }
            },
        )
    }

    proptest! {
        /// On random short strips, the served outcome of the position and of each move is the
        /// fixpoint's, and the text reads back as itself.
        #[test]
        fn random_strips_match_the_fixpoint(pos in strips()) {
            let text = pos.to_string();
            prop_assert_eq!(parse(&text).unwrap(), pos.clone());
            let want = fixpoint(&pos);
            let sol = solve(&text);
            prop_assert_eq!(sol.outcome, want[&pos]);
            prop_assert_eq!(sol.remoteness.is_none(), want[&pos] == Outcome::Draw);
            for (m, mv) in sol.moves.iter().zip(Backslide.moves(&pos)) {
                prop_assert_eq!(m.outcome, want[&mv.to], "{}", m.text);
            }
        }

        /// On random short strips that are stoppers, who wins moving first by the value's
        /// class is the fixpoint's, with each side to move.
        #[test]
        fn stopper_values_give_the_fixpoints_outcomes(pos in strips()) {
            let Some((left, right)) = stopper_outcomes(&pos.strip) else { return Ok(()) };
            let side = |s| Pos { strip: pos.strip.clone(), side: s };
            let wins = |s| fixpoint(&side(s))[&side(s)];
            prop_assert_eq!(if left { Outcome::N } else { Outcome::P }, wins(Side::Left), "{} Left first", pos.strip);
            prop_assert_eq!(if right { Outcome::N } else { Outcome::P }, wins(Side::Right), "{} Right first", pos.strip);
        }
    }
}
