//! Wind-up: a subtraction game played round a clock face, so that play need not end.
//!
//! Rules. A clock face has n positions, 0 to n-1, and one or more tokens stand on it. A move
//! turns one token back by s positions, s in the set S, counting modulo n: a token at p goes
//! to p - s, or past 0 round to the top (p - s + n) when s > p. Position 0 is the end: a token
//! there never moves again. The player who cannot move (every token at 0) loses; play that
//! can go on forever is a draw. Several tokens are a sum of clocks (as several piles are in
//! `subtract`).
//!
//! Source. We found no published definition of a game named Wind-up (searched: "Wind-up
//! game", "cyclic subtraction game", Fraenkel's generalized Sprague–Grundy papers, Winning
//! Ways' "Games Eternal"), so the rules are those of the project's issue: a subtraction game
//! modulo n whose position 0 is terminal.
//!
//! Theory. The n positions form a finite digraph with cycles (every p ≠ 0 has an edge to
//! (p - s) mod n for each s), valued once per game by the generalized Sprague–Grundy labelling
//! of Smith and Fraenkel ([`crate::impartial::loopy::label`]): each position is a nimber or
//! ∞(K). Tokens add by Smith's rules (`Gamma::sum`); remoteness comes from a retrograde
//! analysis of the sum's positions when there are at most [`dag::MAX_SUM_STATES`].
//!
//! Notation. Game id `windup:1,3/10`: the set S (members 1 to n-1, any order), `/`, then n.
//! Position `7` (one token at 7) or `7,4` (two tokens); canonical form: places ascending.
//! Move `7>4`: the token at 7 turned back to 4. Board: the clock as a graph of its positions
//! drawn on a ring (0 at the top, clockwise) with their values and tokens, while it is small
//! enough to draw.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use crate::board::{Arrangement, Board, GraphLook};
use crate::game::{Checks, Entry, Game, Group};
use crate::games::dag::{self, MAX_SUM_STATES};
use crate::impartial::loopy::{self, Digraph, Labelling};
use crate::impartial::ImpartialGame;
use crate::notation::parse_positive_list;
use crate::rules::{AsGame, Evaluation, Moves, PositionValue, Rules};
use crate::value::ClosedFormValue;
use crate::vocab::{EngineError, Gamma, Move, Outcome, ParseError, Spot};
use crate::why::{Claim, Fact, Why};
use crate::working::{LoopyPart, LoopyWorking, Working, MAX_LISTED};

pub const ENTRY: Entry = Entry {
    id: "windup",
    name: "Wind-up (subtraction round a clock)",
    example_game: "windup:1,2/5",
    example_position: "3,3,4",
    summary: "Turn one token back by s places round a clock of n places; tokens stop at 0, and play may loop forever.",
    group: Group::Boards,
    build,
    why: WHY,
    closed_form: None,
    sum_component: false,
    checks: Checks {
        starts: &[
            ("windup:1,2/5", &["4", "1,2", "4,4"]),
            ("windup:1,3/10", &["9", "7,5", "2,2,8"]),
            ("windup:2,5/9", &["8", "1,6"]),
            ("windup:1/6", &["5,3"]),
        ],
        few_p_near: false,
    },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Tokens stand on a clock of n places, 0 to n-1 (windup:1,2/5 means S = {1, 2} and n = 5). \
     A move turns one token back by s places, s in S, winding past 0 to the top when s is larger \
     than its place. A token at 0 stays there. The player who cannot move loses; endless play is \
     a draw.",
    theory: "The places form a graph with cycles, valued by the generalized Sprague–Grundy \
     labelling: 0 gets 0; a place gets m when its moves show every value below m, none shows \
     m, and every other move can be answered by a return to m. The rest get ∞(K), K their moves' \
     finite values. Tokens add by XOR, ∞(K) + n = ∞(K ⊕ n), two ∞ make a draw.",
    example: "windup:1,2/5: 3 can only reach 2 or 1, and both can move to 0, so 3 gets 0. Places \
     1, 2 and 4 get ∞{0}: each wins by a move to a place of value 0, yet no nimber fits. Tokens on \
     3 and 4: 0 + ∞{0} = ∞{0}, and 4>3 wins. Tokens on 1 and 2 make a draw.",
    claims: &[
        Claim { game: "windup:1,2/5", position: "3", fact: Fact::Grundy(0), says: "so 3 gets 0" },
        Claim {
            game: "windup:1,2/5", position: "1", fact: Fact::Formula("∞{0}"), says: "Places 1, 2 and 4 get ∞{0}"
        },
        Claim {
            game: "windup:1,2/5", position: "2", fact: Fact::Formula("∞{0}"), says: "Places 1, 2 and 4 get ∞{0}"
        },
        Claim {
            game: "windup:1,2/5", position: "4", fact: Fact::Formula("∞{0}"), says: "Places 1, 2 and 4 get ∞{0}"
        },
        Claim {
            game: "windup:1,2/5",
            position: "3,4",
            fact: Fact::Formula("0 + ∞{0} = ∞{0}"),
            says: "0 + ∞{0} = ∞{0}",
        },
        Claim { game: "windup:1,2/5", position: "3,4", fact: Fact::Wins("4>3"), says: "and 4>3 wins" },
        Claim { game: "windup:1,2/5", position: "3,4", fact: Fact::Reaches("4>3", "3,3"), says: "and 4>3 wins" },
        Claim {
            game: "windup:1,2/5",
            position: "1,2",
            fact: Fact::Outcome(Outcome::Draw),
            says: "Tokens on 1 and 2 make a draw",
        },
    ],
};

/// The most places on a clock, and members of S: the labelling of the largest clock with the
/// largest set takes well under a second (docs/benchmarks.md, "Wind-up").
pub const MAX_PLACES: u64 = 1_000_000;
pub const MAX_MEMBERS: usize = 16;
/// The most edges (places times members) labelled for one game (the same measurement).
pub const MAX_EDGES: u64 = 2_000_000;
/// The most tokens in a position.
pub const MAX_TOKENS: usize = 32;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    let params = params.ok_or_else(|| {
        ParseError::new("windup needs its set and clock after a colon, e.g. windup:1,3/10 (S = {1, 3}, n = 10)")
    })?;
    Ok(Box::new(AsGame(Windup::new(params)?)))
}

/// A clock with its set and the value of every place, labelled once, when a value is first
/// asked for: the app's page builds the game to read positions and moves, and a clock of a
/// million places takes a fifth of a second to label, which belongs in the worker.
#[derive(Debug)]
pub struct Windup {
    pub set: Vec<u32>,
    pub places: u32,
    labelling: OnceLock<Labelling>,
}

/// Tokens on a clock, places ascending (0 included: a token there is finished but shown).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tokens(pub Vec<u32>);

impl fmt::Display for Tokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(u32::to_string).collect();
        f.write_str(&parts.join(","))
    }
}

impl Windup {
    /// Parses `1,3/10`: the set, `/`, the number of places.
    pub fn new(params: &str) -> Result<Self, ParseError> {
        let Some((set_text, n_text)) = params.split_once('/') else {
            return Err(ParseError::new(format!(
                "missing '/': write the set, '/', then the number of places, e.g. windup:{}/10",
                params.trim()
            )));
        };
        let n_at = set_text.len() + 1;
        let lead = n_text.len() - n_text.trim_start().len();
        let places: u64 = n_text.trim().parse().map_err(|_| {
            ParseError::at(format!("the number of places must be a whole number, not '{}'", n_text.trim()), n_at + lead)
        })?;
        if !(2..=MAX_PLACES).contains(&places) {
            return Err(ParseError::at(
                format!("the clock has {places} places: between 2 and {MAX_PLACES} are allowed"),
                n_at + lead,
            ));
        }
        let mut set = parse_positive_list(set_text, "set member", places - 1, "a move must turn a token")
            .map_err(|e| ParseError { message: format!("in the set: {}", e.message), at: e.at })?;
        if let Some(&big) = set.iter().find(|&&s| s >= places) {
            return Err(ParseError::new(format!("set member {big} is not below the {places} places of the clock")));
        }
        set.sort_unstable();
        set.dedup();
        if set.len() > MAX_MEMBERS {
            return Err(ParseError::new(format!("the set has {} members, at most {MAX_MEMBERS}", set.len())));
        }
        if places * set.len() as u64 > MAX_EDGES {
            return Err(ParseError::new(format!(
                "{places} places with {} moves each is more than the {MAX_EDGES} moves labelled in well under a \
                 second; take fewer places",
                set.len()
            )));
        }
        let set: Vec<u32> = set.into_iter().map(|s| s as u32).collect();
        let places = places as u32;
        Ok(Windup { set, places, labelling: OnceLock::new() })
    }

    /// The generalized Sprague–Grundy value of each place.
    pub fn gamma(&self) -> &[Gamma] {
        &self.labelling().gamma
    }

    /// The labelling: the values, and the places given a finite value in the order it gave them.
    fn labelling(&self) -> &Labelling {
        self.labelling.get_or_init(|| loopy::label(&clock_graph(&self.set, self.places)))
    }

    pub fn id(&self) -> String {
        let parts: Vec<String> = self.set.iter().map(u32::to_string).collect();
        format!("windup:{}/{}", parts.join(","), self.places)
    }

    /// Where a token at `p` goes when turned back by `s`.
    pub fn turn(&self, p: u32, s: u32) -> u32 {
        (p + self.places - s) % self.places
    }

    /// The places a token at `p` can reach, in the order of the set (none from 0).
    fn targets(&self, p: u32) -> impl Iterator<Item = u32> + '_ {
        self.set.iter().filter(move |_| p != 0).map(move |&s| self.turn(p, s))
    }

    /// The value of the tokens by Smith's rules for sums.
    pub fn value(&self, tokens: &[u32]) -> Gamma {
        Gamma::sum(tokens.iter().map(|&p| &self.gamma()[p as usize]))
    }

    /// The tokens the search keeps: those not at 0, ascending.
    fn live(tokens: &[u32]) -> Vec<u32> {
        tokens.iter().copied().filter(|&p| p != 0).collect()
    }

    /// Every move: (from, to, tokens after), each distinct place once.
    fn turns(&self, tokens: &[u32]) -> Vec<(u32, u32, Vec<u32>)> {
        let mut out = Vec::new();
        for (i, &p) in tokens.iter().enumerate() {
            if i > 0 && tokens[i - 1] == p {
                continue;
            }
            for q in self.targets(p) {
                let mut after = tokens.to_vec();
                after[i] = q;
                after.sort_unstable();
                out.push((p, q, after));
            }
        }
        out
    }
}

/// The clock as a digraph: place p ≠ 0 has an edge to (p - s) mod n for each s of the set.
pub fn clock_graph(set: &[u32], places: u32) -> Digraph {
    let succ: Vec<Vec<usize>> = (0..places)
        .map(|p| if p == 0 { Vec::new() } else { set.iter().map(|&s| ((p + places - s) % places) as usize).collect() })
        .collect();
    Digraph::from_succ(&succ)
}

impl Rules for Windup {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        Windup::id(self)
    }
    fn name(&self) -> String {
        let parts: Vec<String> = self.set.iter().map(u32::to_string).collect();
        format!("Wind-up, S = {{{}}} on {} places", parts.join(", "), self.places)
    }
    type Pos = Tokens;
    fn parse(&self, text: &str) -> Result<Tokens, ParseError> {
        if text.trim().is_empty() {
            return Err(ParseError::new("no token: write the tokens' places, such as 7 or 7,4"));
        }
        let mut tokens = Vec::new();
        let mut at = 0;
        for part in text.split(',') {
            let lead = part.len() - part.trim_start().len();
            let item = part.trim();
            if item.is_empty() {
                return Err(ParseError::at("missing token place between commas", at + lead));
            }
            if let Some(bad) = item.find(|c: char| !c.is_ascii_digit()) {
                let ch = item[bad..].chars().next().unwrap_or('?');
                return Err(ParseError::at(
                    format!(
                        "unexpected '{ch}' in token place '{item}': a place is a whole number 0 to {}",
                        self.places - 1
                    ),
                    at + lead + bad,
                ));
            }
            match item.parse::<u32>() {
                Ok(p) if p < self.places => tokens.push(p),
                _ => {
                    return Err(ParseError::at(
                        format!("token place {item} is not on the clock: its places are 0 to {}", self.places - 1),
                        at + lead,
                    ))
                }
            }
            at += part.len() + 1;
        }
        if tokens.len() > MAX_TOKENS {
            return Err(ParseError::new(format!("too many tokens: {} given, at most {MAX_TOKENS}", tokens.len())));
        }
        tokens.sort_unstable();
        Ok(Tokens(tokens))
    }
    fn loopy_values(&self) -> Option<Vec<Gamma>> {
        Some(self.gamma().to_vec())
    }
    /// The value sequence is over the clock's places, 0 to n - 1.
    fn places(&self) -> Option<usize> {
        Some(self.places as usize)
    }
    fn sequence_limit(&self) -> usize {
        self.places as usize - 1
    }
    fn board(&self, pos: &Tokens) -> Board {
        let n = self.places as usize;
        if n > dag::MAX_VERTICES || n * self.set.len() > dag::MAX_EDGES {
            return Board::Text {
                text: format!("tokens at {pos} on a clock of {n} places (too many to draw as a graph)"),
            };
        }
        let edges: Vec<(usize, usize)> =
            (1..self.places).flat_map(|p| self.targets(p).map(move |q| (p as usize, q as usize))).collect();
        let mut chips = vec![0u32; n];
        for &p in &pos.0 {
            chips[p as usize] += 1;
        }
        Board::Graph {
            names: (0..n).map(|p| p.to_string()).collect(),
            edges,
            chips,
            values: self.gamma().to_vec(),
            look: GraphLook { layout: Arrangement::Ring, piece: "token".into(), slide: "turn the token back".into() },
        }
    }
}

impl Moves for Windup {
    fn moves(&self, pos: &Tokens) -> Vec<Move<Tokens>> {
        self.turns(&pos.0)
            .into_iter()
            .map(|(p, q, after)| Move {
                text: format!("{p}>{q}"),
                spot: Spot::Slide { from: p as usize, to: q as usize },
                to: Tokens(after),
            })
            .collect()
    }
}

impl ImpartialGame for Windup {
    /// The live tokens together: the clock has cycles, so the whole position is one component
    /// valued by the labelling rather than by a search over its options.
    type Comp = Vec<u32>;
    fn components(&self, pos: &Tokens) -> Vec<Vec<u32>> {
        vec![Windup::live(&pos.0)]
    }
    fn comp_options(&self, comp: &Vec<u32>) -> Vec<Vec<Vec<u32>>> {
        let mut out: Vec<Vec<Vec<u32>>> = self
            .turns(comp)
            .into_iter()
            .map(|(_, _, after)| {
                let live = Windup::live(&after);
                if live.is_empty() {
                    vec![]
                } else {
                    vec![live]
                }
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }
    fn closed_form_grundy(&self, comp: &Vec<u32>) -> Option<u32> {
        self.value(comp).value
    }
    fn closed_form_value(&self, pos: &Tokens) -> Option<PositionValue> {
        let g = self.value(&pos.0);
        Some(PositionValue { outcome: g.outcome(), grundy: g.value, remoteness: None })
    }
    fn own_evaluation(&self, pos: &Tokens, moves: &[Move<Tokens>]) -> Option<Result<Evaluation, EngineError>> {
        Some(Ok(self.evaluation(pos, moves)))
    }
    fn own_grundy(&self, pos: &Tokens) -> Option<Result<u32, EngineError>> {
        let g = self.value(&pos.0);
        Some(g.value.ok_or_else(|| {
            EngineError::Refused(format!(
                "{pos} has the loopy value {g}, not a nimber: it adds to other games only by Smith's rules for \
                 games that need not end"
            ))
        }))
    }
    fn closed_form(&self, pos: &Tokens, _misere: bool) -> Option<ClosedFormValue> {
        Some(self.formula(pos))
    }
}

/// A position's outcome and remoteness by retrograde analysis.
type Known = (Outcome, Option<u32>);

impl Windup {
    /// The value of a position worked from its tokens' values.
    fn formula(&self, pos: &Tokens) -> ClosedFormValue {
        let total = self.value(&pos.0);
        let names: Vec<String> = pos.0.iter().map(|&p| format!("γ({p})")).collect();
        let values: Vec<String> = pos.0.iter().map(|&p| self.gamma()[p as usize].to_string()).collect();
        let sum = if pos.0.len() == 1 {
            format!("{} = {total}", names[0])
        } else {
            format!("{} = {} = {total}", names.join(" + "), values.join(" + "))
        };
        ClosedFormValue {
            text: format!(
                "generalized Sprague–Grundy values of the places added by Smith's rules (n + m = n ⊕ m, \
                 ∞K + n = ∞(K ⊕ n), ∞ + ∞ = ∞{{}}): {sum}"
            ),
            grundy: total.value,
            outcome: total.outcome(),
        }
    }

    /// The outcome and remoteness of every position of the sum reachable from `tokens`, by
    /// retrograde analysis, when there are at most [`MAX_SUM_STATES`].
    fn remoteness(&self, tokens: &[u32]) -> Option<HashMap<Vec<u32>, Known>> {
        let (states, graph) = loopy::explore(
            Windup::live(tokens),
            |live| self.turns(live).into_iter().map(|(_, _, after)| Windup::live(&after)).collect(),
            MAX_SUM_STATES,
        )?;
        Some(states.into_iter().zip(loopy::retrograde(&graph)).collect())
    }

    /// Every value from the places' values, remoteness from the sum's positions.
    fn evaluation(&self, pos: &Tokens, moves: &[Move<Tokens>]) -> Evaluation {
        let total = self.value(&pos.0);
        let after: Vec<Gamma> = moves.iter().map(|m| self.value(&m.to.0)).collect();
        let remote = self.remoteness(&pos.0);
        let valued = |tokens: &Tokens, g: &Gamma| {
            let known = remote.as_ref().and_then(|m| m.get(&Windup::live(&tokens.0)).copied());
            debug_assert!(
                known.is_none_or(|(o, _)| o == g.outcome()),
                "{tokens}: Smith's rules against retrograde analysis"
            );
            PositionValue { outcome: g.outcome(), grundy: g.value, remoteness: known.and_then(|(_, r)| r) }
        };
        let note = dag::remoteness_note(&total, remote.is_some());
        let parts = pos
            .0
            .iter()
            .map(|&p| LoopyPart {
                text: p.to_string(),
                value: self.gamma()[p as usize].clone(),
                options: self
                    .targets(p)
                    .take(MAX_LISTED)
                    .map(|q| (q.to_string(), self.gamma()[q as usize].clone()))
                    .collect(),
            })
            .collect();
        let order = self
            .labelling()
            .order
            .iter()
            .take(MAX_LISTED)
            .map(|&p| (p.to_string(), self.gamma()[p].value.expect("labelled places are finite")))
            .collect();
        let outcome = total.outcome();
        Evaluation {
            value: valued(pos, &total),
            moves: moves.iter().zip(&after).map(|(m, g)| valued(&m.to, g)).collect(),
            closed_form: Some(self.formula(pos)),
            note,
            working: Some(Working::Loopy(Box::new(LoopyWorking { parts, total, outcome, moves: after, order }))),
            partizan: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn game(id: &str) -> Windup {
        Windup::new(id).unwrap()
    }

    /// The outcome of tokens by the definition, independent of the labelling: the product
    /// graph of every arrangement of the tokens (in the order given, so not even sorted), with
    /// a position lost when it has no move, won when some move reaches a lost one, lost when
    /// every move reaches a won one, repeated until nothing changes; the rest are draws.
    fn brute(set: &[u32], n: u32, tokens: &[u32]) -> Outcome {
        let k = tokens.len();
        let count = (n as usize).pow(k as u32);
        let decode = |mut i: usize| -> Vec<u32> {
            (0..k)
                .map(|_| {
                    let p = (i % n as usize) as u32;
                    i /= n as usize;
                    p
                })
                .collect()
        };
        let encode = |t: &[u32]| t.iter().rev().fold(0usize, |acc, &p| acc * n as usize + p as usize);
        let succ: Vec<Vec<usize>> = (0..count)
            .map(|i| {
                let t = decode(i);
                let mut out = Vec::new();
                for j in 0..k {
                    if t[j] == 0 {
                        continue;
                    }
                    for &s in set {
                        let mut u = t.clone();
                        u[j] = (t[j] + n - s) % n;
                        out.push(encode(&u));
                    }
                }
                out
            })
            .collect();
        let mut out: Vec<Option<bool>> = vec![None; count];
        loop {
            let mut changed = false;
            for i in 0..count {
                if out[i].is_some() {
                    continue;
                }
                if succ[i].iter().any(|&j| out[j] == Some(false)) {
                    out[i] = Some(true);
                    changed = true;
                } else if succ[i].iter().all(|&j| out[j] == Some(true)) {
                    out[i] = Some(false);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        match out[encode(tokens)] {
            Some(true) => Outcome::N,
            Some(false) => Outcome::P,
            None => Outcome::Draw,
        }
    }

    /// S = {1, 2}, n = 5, by hand. 0 has no move: 0. Level 0: 1 and 2 move to 0, so they
    /// cannot be 0; 3 moves to 2 and 1, both of which can return to 0, so 3 gets 0; 4 moves to
    /// 3, so it cannot. Level 1: 1 (moves 0, 4), 2 (moves 1, 0) and 4 (moves 3, 2) show 0 but
    /// each has an unlabelled move (4, 1, 2) that has no move to a 1, so none gets 1 and the
    /// labelling stops: 1, 2 and 4 are ∞{0} (their finite moves' values: 0).
    #[test]
    fn one_two_on_five_by_hand() {
        let g = game("1,2/5");
        let inf0 = Gamma::infinite(vec![0]);
        assert_eq!(g.gamma(), vec![Gamma::finite(0), inf0.clone(), inf0.clone(), Gamma::finite(0), inf0]);
        assert_eq!(g.value(&[1, 2]).outcome(), Outcome::Draw);
        assert_eq!(brute(&[1, 2], 5, &[1, 2]), Outcome::Draw);
        assert_eq!(brute(&[1, 2], 5, &[3, 4]), Outcome::N);
        assert_eq!(brute(&[1, 2], 5, &[3]), Outcome::P);
    }

    /// S = {1} never winds (from 1 the only move is to 0): the ordinary game, p mod 2.
    #[test]
    fn take_one_is_parity() {
        let g = game("1/7");
        for p in 0..7 {
            assert_eq!(g.gamma()[p], Gamma::finite(p as u32 % 2));
        }
    }

    #[test]
    fn notation_and_refusals() {
        let g = game("3, 1,1/10");
        assert_eq!(g.id(), "windup:1,3/10");
        assert_eq!(g.parse(" 7, 4 ,0").unwrap().to_string(), "0,4,7");
        assert!(Windup::new("1,3").unwrap_err().message.contains("missing '/'"));
        assert!(Windup::new("1,3/1").unwrap_err().message.contains("between 2 and"));
        assert!(Windup::new("1,3/x").unwrap_err().message.contains("whole number"));
        assert!(Windup::new("1,10/10").unwrap_err().message.contains("in the set"));
        assert!(Windup::new("0/10").unwrap_err().message.contains("in the set"));
        let many: Vec<String> = (1..=MAX_MEMBERS as u32 + 1).map(|s| s.to_string()).collect();
        assert!(Windup::new(&format!("{}/100", many.join(","))).unwrap_err().message.contains("at most"));
        assert!(Windup::new(&format!("1/{}", MAX_PLACES + 1)).unwrap_err().message.contains("between 2 and"));
        let e = g.parse("7,12").unwrap_err();
        assert!(e.message.contains("token place 12 is not on the clock"), "{}", e.message);
        assert_eq!(e.at, Some(2));
        assert!(g.parse("").unwrap_err().message.contains("no token"));
        assert!(g.parse("1,,2").unwrap_err().message.contains("between commas"));
        assert_eq!(g.parse("1,-2").unwrap_err().at, Some(2));
        assert!(crate::games::lookup("windup").is_err());
    }

    #[test]
    fn moves_wind_past_zero() {
        let g = game("1,3/10");
        let moves: Vec<(String, String)> =
            g.moves(&g.parse("2,0").unwrap()).into_iter().map(|m| (m.text, m.to.to_string())).collect();
        let want = [("2>1", "0,1"), ("2>9", "0,9")].map(|(a, b)| (a.to_string(), b.to_string()));
        assert_eq!(moves, want.to_vec());
    }

    /// The board is a clock face: places on a ring in order, the tokens on their places, moves
    /// said as turns.
    #[test]
    fn board_is_a_clock() {
        let g = game("1,3/10");
        let Board::Graph { names, edges, chips, look, .. } = g.board(&g.parse("3,4").unwrap()) else {
            panic!("windup:1,3/10 is drawn as a graph");
        };
        assert_eq!(look.layout, Arrangement::Ring);
        assert_eq!(look.slide, "turn the token back");
        assert_eq!(names, (0..10).map(|p| p.to_string()).collect::<Vec<_>>());
        assert_eq!(chips, [0, 0, 0, 1, 1, 0, 0, 0, 0, 0]);
        assert!(edges.contains(&(4, 3)) && edges.contains(&(2, 9)) && !edges.iter().any(|e| e.0 == 0));
    }

    #[test]
    fn catalogue_example_solves() {
        let game = crate::games::lookup(ENTRY.example_game).unwrap();
        let sol = game.solve(ENTRY.example_position, false).unwrap();
        assert_eq!(sol.position, ENTRY.example_position);
        // 0 + 0 + ∞{0} = ∞{0}: 4>3 wins, leaving three tokens of value 0.
        assert_eq!(sol.outcome, Outcome::N);
        let winning: Vec<&str> = sol.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        assert_eq!(winning, ["4>3"]);
        // From 3,4 the move 4>3 leaves 3,3 (0 + 0): the loser delays with 3>1, the winner answers 1>0, then
        // the last token goes 3>2 (or 3>1) and 2>0 (or 1>0): five moves in all.
        let two = game.solve("3,4", false).unwrap();
        assert_eq!(two.remoteness, Some(5));
    }

    /// Every place's whole value, ∞(K) included, from the outcomes alone, by the engine's
    /// retrograde analysis (`loopy::retrograde`, which knows nothing of the labelling) of the
    /// clock played beside a Nim heap of size k, for every k up to |S| + 1: by Smith's rules a
    /// place with value m loses beside a heap of m and wins beside any other; a place with value
    /// ∞(K) wins beside a heap of k exactly when k is in K (∞(K) + k = ∞(K ⊕ k), which wins when
    /// 0 is in K ⊕ k) and draws beside the rest. A finite value is at most the number of moves
    /// (its moves show every value below it), so heaps up to |S| + 1 see every finite value and
    /// every member of K.
    fn values_by_retrograde_analysis(set: &[u32], n: u32) -> Vec<Gamma> {
        let heaps = set.len() as u32 + 2;
        // Vertex p * heaps + h: the token at p beside a heap of h.
        let at = |p: u32, h: u32| (p * heaps + h) as usize;
        let succ: Vec<Vec<usize>> = (0..n)
            .flat_map(|p| (0..heaps).map(move |h| (p, h)))
            .map(|(p, h)| {
                let turns = set.iter().filter(|_| p != 0).map(|&s| at((p + n - s) % n, h));
                turns.chain((0..h).map(|smaller| at(p, smaller))).collect()
            })
            .collect();
        let outcomes = loopy::retrograde(&Digraph::from_succ(&succ));
        (0..n)
            .map(|p| {
                let beside = |h: u32| outcomes[at(p, h)].0;
                match (0..heaps).find(|&h| beside(h) == Outcome::P) {
                    Some(m) => Gamma::finite(m),
                    None => Gamma::infinite((0..heaps).filter(|&h| beside(h) == Outcome::N).collect()),
                }
            })
            .collect()
    }

    /// The value sequence the CLI, the packages and the analysis page show (the catalogue
    /// game's `loopy_values`, over its `places`) against the retrograde analysis above, on
    /// rulesets with ∞ places: with 0 in K (wins) and without (draws).
    #[test]
    fn the_value_sequence_is_the_retrograde_analysis() {
        let mut infinite = 0;
        let mut draws = 0;
        for id in ["1,2/5", "1,3/10", "1,3,4/10", "2,5/9", "1,4/13", "2,3/12", "1,2,5/31", "3,7,8/60", "1/6"] {
            let g = crate::games::lookup(&format!("windup:{id}")).unwrap();
            let values = g.loopy_values().expect("a clock has a loopy value sequence");
            let w = game(id);
            assert_eq!(g.places(), Some(w.places as usize), "{id}");
            assert_eq!(g.sequence_limit(), w.places as usize - 1, "{id}");
            assert_eq!(values, values_by_retrograde_analysis(&w.set, w.places), "{id}");
            infinite += values.iter().filter(|v| v.infinite).count();
            draws += values.iter().filter(|v| v.outcome() == Outcome::Draw).count();
        }
        assert!(infinite > 0 && draws > 0, "the rulesets show ∞ places ({infinite}) and draws ({draws})");
        // By hand (one_two_on_five_by_hand): 0, ∞{0}, ∞{0}, 0, ∞{0}.
        assert_eq!(values_by_retrograde_analysis(&[1, 2], 5)[1], Gamma::infinite(vec![0]));
    }

    proptest! {
        /// Every place's value, as the value sequence gives it, against the retrograde
        /// analysis beside Nim heaps, on random sets and clocks.
        #[test]
        fn sequences_agree_with_retrograde_analysis(
            raw in prop::collection::vec(1u32..40, 1..5),
            n in 2u32..41,
        ) {
            let mut set: Vec<u32> = raw.iter().map(|s| 1 + s % (n - 1)).collect();
            set.sort_unstable();
            set.dedup();
            let g = Windup { set: set.clone(), places: n, labelling: OnceLock::new() };
            prop_assert_eq!(g.loopy_values().unwrap(), values_by_retrograde_analysis(&set, n), "{}", g.id());
        }

        /// On random sets and clocks, the outcome of one, two or three tokens by Smith's rules
        /// on the labelling equals the brute force on the product graph; so do the solver's
        /// outcome and, where it gives one, its remoteness (against the definition's order).
        #[test]
        fn values_agree_with_brute_force(
            raw in prop::collection::vec(1u32..30, 1..4),
            n in 2u32..31,
            picks in prop::collection::vec(0u32..30, 1..4),
        ) {
            let mut set: Vec<u32> = raw.iter().map(|s| 1 + s % (n - 1)).collect();
            set.sort_unstable();
            set.dedup();
            let text: Vec<String> = set.iter().map(u32::to_string).collect();
            let g = game(&format!("{}/{n}", text.join(",")));
            for p in 0..n {
                prop_assert_eq!(g.gamma()[p as usize].outcome(), brute(&set, n, &[p]), "{} place {}", g.id(), p);
            }
            // Three tokens only on small clocks: the product graph has n^3 positions.
            let k = if n > 16 { picks.len().min(2) } else { picks.len() };
            let tokens: Vec<u32> = picks[..k].iter().map(|p| p % n).collect();
            let want = brute(&set, n, &tokens);
            prop_assert_eq!(g.value(&tokens).outcome(), want, "{} tokens {:?}", g.id(), &tokens);
            let mut sorted = tokens.clone();
            sorted.sort_unstable();
            let pos = Tokens(sorted);
            let eval = g.evaluation(&pos, &g.moves(&pos));
            prop_assert_eq!(eval.value.outcome, want);
            prop_assert_eq!(eval.value.remoteness.is_some(), want != Outcome::Draw);
        }
    }
}
