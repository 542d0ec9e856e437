//! Sums: any list of impartial positions played as one game. A move is a move in one
//! component; the value is the XOR of the components' values (Sprague-Grundy), and a winning
//! move is one that makes the XOR 0.
//!
//! Notation: components joined by `+`, each `game:position`, where the game id may carry its
//! own parameters (`subtract:1,3,4:21`): the position is the text after the last colon.

#[cfg(feature = "solve")]
use std::cell::RefCell;
#[cfg(feature = "solve")]
use std::collections::HashMap;

#[cfg(feature = "solve")]
use crate::board::{Board, SumPart};
use crate::game::{no_params, Checks, Entry, Game, Group};
use crate::games::{entry, lookup};
#[cfg(feature = "solve")]
use crate::impartial::{memo_dfs, value_from_children, DEFAULT_BUDGET, DEFAULT_MAX_VISITS};
#[cfg(feature = "solve")]
use crate::rules::{no_misere, solution, Evaluation, PositionValue};
#[cfg(feature = "solve")]
use crate::value::{ClosedFormValue, Solution};
#[cfg(feature = "solve")]
use crate::vocab::EngineError;
#[cfg(feature = "solve")]
use crate::vocab::Move;
use crate::vocab::ParseError;
#[cfg(feature = "solve")]
use crate::vocab::Spot;
use crate::why::{Claim, Fact, Why};
#[cfg(feature = "solve")]
use crate::working::{xor_working, Term};

pub const ENTRY: Entry = Entry {
    id: "sum",
    name: "Sum of games",
    example_game: "sum",
    example_position: "nim:3 + kayles:7 + subtract:1,3,4:9",
    summary: "Several games side by side; a move is made in one of them. The value is the XOR of theirs.",
    group: Group::HeapsAndStrips,
    build,
    why: WHY,
    closed_form: None,
    // Not a component: a sum lists its components instead of containing another sum.
    sum_component: false,
    checks: Checks { starts: &[("sum", &["nim:2 + kayles:4", "moore:2:1,2 + turtles:HTH"])], ..Checks::NONE },
};

/// The "why" panel's texts, and the numbers they state as claims a test checks (`tests/suite/why.rs`).
pub const WHY: Why = Why {
    rule: "Several impartial games side by side, for example a Nim heap, a Kayles row and a \
     subtraction pile. A move is a move in one of them. The player who cannot move in any of \
     them loses.",
    theory: "The Sprague-Grundy theorem: every impartial game behaves like a Nim heap whose size is \
     its Grundy value, so a sum behaves like Nim on those values. The sum's value is the XOR \
     of its components' values. The player to move loses exactly when it is 0, and a winning \
     move changes one component so that the XOR becomes 0.",
    example: "nim:3 + kayles:7 + subtract:1,3,4:9 has values 3, 2 and 0 (a Kayles row of 7 has value \
     2; a pile of 9 with S = {1, 3, 4} has 0), and 3 ⊕ 2 ⊕ 0 = 1. The move c1:h1-1 takes 1 \
     from the Nim heap: 2 ⊕ 2 ⊕ 0 = 0. The moves c2:1 (row of 6 left, value 3) and c3:h1-1 \
     (pile of 8, value 1) win too.",
    claims: &[
        Claim { game: "kayles", position: "7", fact: Fact::Grundy(2), says: "a Kayles row of 7 has value 2" },
        Claim {
            game: "subtract:1,3,4",
            position: "9",
            fact: Fact::Grundy(0),
            says: "a pile of 9 with S = {1, 3, 4} has 0",
        },
        Claim {
            game: "sum",
            position: "nim:3 + kayles:7 + subtract:1,3,4:9",
            fact: Fact::Grundy(1),
            says: "3 ⊕ 2 ⊕ 0 = 1",
        },
        Claim {
            game: "sum",
            position: "nim:3 + kayles:7 + subtract:1,3,4:9",
            fact: Fact::Wins("c1:h1-1"),
            says: "The move c1:h1-1 takes 1",
        },
        Claim {
            game: "sum",
            position: "nim:3 + kayles:7 + subtract:1,3,4:9",
            fact: Fact::Wins("c2:1"),
            says: "The moves c2:1 (row of 6 left, value 3)",
        },
        Claim { game: "kayles", position: "6", fact: Fact::Grundy(3), says: "row of 6 left, value 3" },
        Claim {
            game: "sum",
            position: "nim:3 + kayles:7 + subtract:1,3,4:9",
            fact: Fact::Wins("c3:h1-1"),
            says: "c3:h1-1 (pile of 8, value 1) win too",
        },
        Claim { game: "subtract:1,3,4", position: "8", fact: Fact::Grundy(1), says: "pile of 8, value 1" },
    ],
};

/// The most components a sum may have.
pub const MAX_COMPONENTS: usize = 16;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params(ENTRY.id, params)?;
    Ok(Box::new(Sum))
}

/// The sum game (its components name their own games).
pub struct Sum;

/// One parsed component: its game, canonical id and canonical position.
pub struct Component {
    pub game: Box<dyn Game>,
    pub id: String,
    pub position: String,
    /// Played as its negative (`-cutcake:1x2`): Left and Right swap roles in it, so G - H is
    /// the sum `G + -H`. An impartial part is its own negative.
    pub negated: bool,
}

impl Component {
    /// The part as written in a sum, with `position` in place of its own.
    fn text_at(&self, position: &str) -> String {
        format!("{}{}:{position}", if self.negated { "-" } else { "" }, self.id)
    }
}

/// Why a game cannot be a component of a sum (its catalogue entry's `sum_component` is false),
/// or `None` when it can.
pub fn component_refusal(game: &dyn Game) -> Option<String> {
    let id = game.id();
    if entry(&id).is_some_and(|e| e.sum_component) {
        None
    } else if entry(&id).is_some_and(|e| e.id == ENTRY.id) {
        Some("a sum cannot contain a sum: list its components instead".into())
    } else {
        Some(format!(
            "{} has no value to add (it is neither impartial nor partizan), so it cannot be part of a sum",
            game.name()
        ))
    }
}

/// Reads one `game:position` (at byte `at` of the whole text) into the game and the canonical
/// position. Game ids may carry parameters after a colon and positions may hold colons
/// (`octal:0.137:20`, `hackenbush:0-1:b`), so the first split that names a game and a valid
/// position of it is taken; when none does, the error is the one of the last split.
pub fn split_component(item: &str, at: usize) -> Result<(Box<dyn Game>, String), ParseError> {
    let colons: Vec<usize> = item.match_indices(':').map(|(i, _)| i).collect();
    let Some(&last) = colons.last() else {
        return Err(ParseError::at(format!("component '{item}' needs the form game:position, e.g. nim:3"), at));
    };
    for &colon in &colons {
        let (game_id, position) = (&item[..colon], &item[colon + 1..]);
        let game = match lookup(game_id) {
            Ok(g) => g,
            Err(e) if colon == last => return Err(ParseError::at(format!("component '{item}': {}", e.message), at)),
            Err(_) => continue,
        };
        match game.normalize(position) {
            Ok(position) => return Ok((game, position)),
            // The position's own offset, when it has one, points at the faulty character.
            Err(e) if colon == last => {
                return Err(ParseError::at(
                    format!("component '{item}': {}", e.message),
                    at + colon + 1 + e.at.unwrap_or(0),
                ))
            }
            Err(_) => continue,
        }
    }
    unreachable!("the last colon returns")
}

/// Parses `nim:3 + kayles:7`, checking every component.
pub fn parse(text: &str) -> Result<Vec<Component>, ParseError> {
    let mut out = Vec::new();
    let mut offset = 0;
    for part in text.split('+') {
        let lead = part.len() - part.trim_start().len();
        let item = part.trim();
        let at = offset + lead;
        offset += part.len() + 1;
        if item.is_empty() {
            return Err(ParseError::at("empty component: write components as game:position joined by +", at));
        }
        let (negated, item, at) = match item.strip_prefix('-') {
            Some(rest) => (true, rest.trim_start(), at + item.len() - rest.trim_start().len()),
            None => (false, item, at),
        };
        // A game that cannot be a part is refused before its position is read.
        if let Some(game) = item.split_once(':').and_then(|(id, _)| lookup(id).ok()) {
            if let Some(why) = component_refusal(game.as_ref()) {
                return Err(ParseError::at(why, at));
            }
        }
        let (game, position) = split_component(item, at)?;
        if let Some(why) = component_refusal(game.as_ref()) {
            return Err(ParseError::at(why, at));
        }
        out.push(Component { id: game.id(), game, position, negated });
        if out.len() > MAX_COMPONENTS {
            return Err(ParseError::new(format!("a sum may have at most {MAX_COMPONENTS} components")));
        }
    }
    Ok(out)
}

/// The sum G - H of two parts `game:position`, as a sum's text: what a comparison plays.
pub fn difference(first: &str, second: &str) -> String {
    format!("{} + -{}", first.trim(), second.trim())
}

/// The canonical text of a sum.
pub fn display(components: &[Component]) -> String {
    components.iter().map(|c| c.text_at(&c.position)).collect::<Vec<_>>().join(" + ")
}

/// A sum is the one game served through [`Game`] directly rather than by
/// [`crate::rules::AsGame`]: its components are other games, reached through their own `Game`
/// interfaces, so it has no position type of its own to give the serving traits.
impl Game for Sum {
    fn entry(&self) -> &'static Entry {
        &ENTRY
    }
    fn id(&self) -> String {
        ENTRY.id.into()
    }
    fn name(&self) -> String {
        ENTRY.name.into()
    }
    fn has_misere(&self) -> bool {
        false
    }
    fn has_table(&self) -> bool {
        false
    }
    fn sequence_limit(&self) -> usize {
        0
    }
    fn sides(&self, _position: &str) -> Option<(String, String)> {
        None
    }
    fn panels(&self) -> &'static [crate::panels::Panel] {
        &[]
    }
    #[cfg(feature = "solve")]
    fn evaluation(&self, _position: &str, _depth: u32) -> Option<Result<crate::panels::EvalReport, EngineError>> {
        None
    }
    #[cfg(feature = "solve")]
    fn sequence(&self) -> Option<Box<dyn crate::sequence::SequenceJob>> {
        None
    }
    #[cfg(feature = "solve")]
    fn cli_sequence_limit(&self) -> usize {
        0
    }
    #[cfg(feature = "solve")]
    fn loopy_values(&self) -> Option<Vec<crate::vocab::Gamma>> {
        None
    }
    #[cfg(feature = "solve")]
    fn table_with_progress(
        &self,
        _params: &crate::table::TableParams,
        _progress: &mut dyn FnMut(usize, usize),
    ) -> Option<Result<crate::table::Table, EngineError>> {
        None
    }
    #[cfg(feature = "solve")]
    fn board(&self, position: &str) -> Result<Board, EngineError> {
        Ok(self.solve(position, false)?.board)
    }
    #[cfg(feature = "solve")]
    fn reduction(&self, _position: &str) -> Option<crate::reduction::Reduction> {
        None
    }
    fn misere_rules(&self) -> Option<crate::octal::HeapRules> {
        None
    }
    fn edit_spec(&self) -> Option<crate::board::EditSpec> {
        None
    }
    fn normalize(&self, position: &str) -> Result<String, ParseError> {
        Ok(display(&parse(position)?))
    }

    #[cfg(feature = "solve")]
    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        if misere {
            return Err(no_misere(ENTRY.name, Some("sums are played under normal play only")));
        }
        let comps = parse(position)?;
        if comps.iter().any(|c| c.game.is_partizan(&c.position)) {
            return solve_partizan_sum(&comps);
        }
        solve_sum(&comps, true)
    }

    #[cfg(feature = "solve")]
    fn grundy(&self, position: &str) -> Result<u32, EngineError> {
        let comps = parse(position)?;
        comps.iter().try_fold(0, |acc, c| Ok(acc ^ c.game.grundy(&c.position)?))
    }

    fn is_partizan(&self, position: &str) -> bool {
        parse(position).is_ok_and(|comps| comps.iter().any(|c| c.game.is_partizan(&c.position)))
    }

    #[cfg(feature = "solve")]
    fn canonical(&self, position: &str) -> Result<String, EngineError> {
        let comps = parse(position)?;
        let texts: Vec<String> = comps.iter().map(|c| c.game.canonical(&c.position)).collect::<Result<_, _>>()?;
        crate::partizan::with_cgt(|cgt| {
            let mut parts = Vec::with_capacity(comps.len());
            for (c, t) in comps.iter().zip(&texts) {
                let g = cgt.parse(t)?;
                parts.push(if c.negated { cgt.neg(g) } else { g });
            }
            let total = cgt.sum(&parts);
            Ok(cgt.braces(total))
        })
    }

    #[cfg(feature = "solve")]
    fn search_outcome(
        &self,
        _position: &str,
        _side: crate::vocab::Side,
        _limits: &crate::value::Limits,
        _progress: &mut dyn FnMut(&crate::value::OutcomeReport) -> bool,
    ) -> Result<crate::value::OutcomeReport, EngineError> {
        // A sum is valued part by part as canonical forms; a part too large for that is
        // searched on its own page.
        Err(EngineError::Refused(
            "a sum is valued by its parts' canonical forms; search a large part on its own".into(),
        ))
    }

    #[cfg(feature = "solve")]
    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError> {
        let comps = parse(position)?;
        let sol = if comps.iter().any(|c| c.game.is_partizan(&c.position)) {
            solve_partizan_sum(&comps)?
        } else {
            solve_sum(&comps, false)?
        };
        Ok(sol.moves.into_iter().map(|m| (m.text, m.to, m.spot)).collect())
    }
}

/// Solves a sum: its value is the XOR of the components', and with `remoteness` the sum's
/// positions are searched (within the solver's budget) for its remoteness and every move's.
#[cfg(feature = "solve")]
fn solve_sum(comps: &[Component], remoteness: bool) -> Result<Solution, EngineError> {
    // A part that lists a sample of its moves may leave out the one the sum's winning move
    // needs (Nim's sample holds the heap's own winning move, not the sum's), and a remoteness
    // searched over a sample would be wrong.
    if let Some(c) = comps.iter().find(|c| !c.game.lists_every_move(&c.position)) {
        return Err(EngineError::Refused(format!(
            "{} lists only some of its moves (a Nim heap above 1000), so it cannot be a part of a sum; \
             solve it on its own (nim takes several heaps)",
            c.text_at(&c.position)
        )));
    }
    let values: Vec<u32> = comps.iter().map(|c| c.game.grundy(&c.position)).collect::<Result<_, _>>()?;
    let total = values.iter().fold(0, |a, v| a ^ v);
    let mut search = SumSearch::new(comps);
    let slots: Vec<u32> = comps.iter().enumerate().map(|(i, c)| search.number(i, &c.position)).collect();
    let start = search.canonical(slots.iter().copied());
    let memo = if remoteness { search.search(&start) } else { None };
    // The remoteness of the sum reached by replacing component `slot` with position `to`.
    let mut remoteness_after = |slot: usize, to: &str| -> Option<u32> {
        let memo = memo.as_ref()?;
        let n = search.number(slot, to);
        let state = search.canonical(slots.iter().enumerate().map(|(j, &m)| if j == slot { n } else { m }));
        memo.get(&state).map(|&(_, r)| r)
    };
    let mut moves = Vec::new();
    let mut values_after = Vec::new();
    let mut parts = Vec::new();
    for (i, c) in comps.iter().enumerate() {
        let list = c.game.move_list(&c.position)?;
        parts.push(SumPart {
            label: c.text_at(&c.position),
            game: c.id.clone(),
            grundy: values[i],
            value: None,
            board: c.game.board(&c.position)?,
            spots: list.iter().map(|(_, _, spot)| spot.clone()).collect(),
        });
        for (index, (text, to, _spot)) in list.into_iter().enumerate() {
            let after = total ^ values[i] ^ c.game.grundy(&to)?;
            values_after.push(PositionValue::of_grundy(after, remoteness_after(i, &to)));
            let to_sum: Vec<String> = comps
                .iter()
                .enumerate()
                .map(|(j, d)| d.text_at(if j == i { to.as_str() } else { d.position.as_str() }))
                .collect();
            moves.push(Move {
                text: format!("c{}:{text}", i + 1),
                spot: Spot::InComponent { component: i, index },
                to: to_sum.join(" + "),
            });
        }
    }
    let terms: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let value = memo.as_ref().and_then(|m| m.get(&start).copied());
    debug_assert!(value.is_none_or(|(win, _)| win == (total != 0)), "search and XOR disagree");
    let note = match (remoteness, value) {
        (false, _) | (true, Some(_)) => None,
        (true, None) => Some(format!(
            "remoteness not computed: searching the sum would visit more than {} sums or {} options; \
             the outcome and Grundy value are exact",
            DEFAULT_BUDGET / 4,
            DEFAULT_MAX_VISITS
        )),
    };
    let at = PositionValue::of_grundy(total, value.map(|(_, r)| r));
    // The working: the components' values in binary, their XOR, and the first move of the
    // component to change that leaves a sum of value 0.
    let rows = comps.iter().zip(&values).map(|(c, &value)| Term { text: c.text_at(&c.position), value }).collect();
    let mut starts = Vec::with_capacity(comps.len());
    let mut first = 0;
    for part in &parts {
        starts.push(first);
        first += part.spots.len();
    }
    let working = xor_working(rows, |row, _to| {
        let end = starts.get(row + 1).copied().unwrap_or(moves.len());
        (starts[row]..end)
            .find(|&k| values_after[k].grundy == Some(0))
            .map(|k| (moves[k].text.clone(), moves[k].to.clone()))
    });
    let eval = Evaluation {
        value: at,
        moves: values_after,
        closed_form: Some(ClosedFormValue {
            text: format!("XOR of the components' values: {} = {total}", terms.join(" ⊕ ")),
            grundy: Some(total),
            outcome: at.outcome,
        }),
        note,
        // Given here rather than written from the moves: a part may list a sample of its
        // moves, whose mex is not the sum's value.
        working: Some(working),
        partizan: None,
    };
    Ok(solution(ENTRY.id.into(), &display(comps), false, moves, eval, Board::Sum { parts }))
}

/// Solves a sum with a partizan part: its value is the sum of the parts' canonical forms (an
/// impartial part counts as its nimber, and either player may make its moves).
#[cfg(feature = "solve")]
fn solve_partizan_sum(comps: &[Component]) -> Result<Solution, EngineError> {
    use crate::partizan::{describe, with_cgt, work};
    use crate::rules::PartizanEval;
    use crate::vocab::Side;

    let sols: Vec<Solution> = comps.iter().map(|c| c.game.solve(&c.position, false)).collect::<Result<_, _>>()?;
    let texts: Vec<String> = comps.iter().map(|c| c.game.canonical(&c.position)).collect::<Result<_, _>>()?;
    // Each move: its side, component, index in the component's list, and the value reached there.
    let mut found: Vec<(Side, usize, usize, String)> = Vec::new();
    for (i, (c, sol)) in comps.iter().zip(&sols).enumerate() {
        for (index, m) in sol.moves.iter().enumerate() {
            match (&m.side, &m.braces) {
                // In a negated part, Left makes Right's moves (and the values are negated below).
                (Some(side), Some(braces)) => {
                    found.push((if c.negated { side.other() } else { *side }, i, index, braces.clone()))
                }
                _ => {
                    let reached = c.game.canonical(&m.to)?;
                    found.push((Side::Left, i, index, reached.clone()));
                    found.push((Side::Right, i, index, reached));
                }
            }
        }
    }
    found.sort_by_key(|&(side, i, index, _)| (side, i, index));
    with_cgt(|cgt| {
        let mut parts = Vec::with_capacity(comps.len());
        for (c, t) in comps.iter().zip(&texts) {
            let g = cgt.parse(t)?;
            parts.push(if c.negated { cgt.neg(g) } else { g });
        }
        let total = cgt.sum(&parts);
        let mut moves = Vec::new();
        let mut values = Vec::new();
        let mut reports = Vec::new();
        let mut options = [Vec::new(), Vec::new()];
        let mut named = [Vec::new(), Vec::new()];
        for (side, i, index, reached) in &found {
            let m = &sols[*i].moves[*index];
            let mut after = parts.clone();
            let g = cgt.parse(reached)?;
            after[*i] = if comps[*i].negated { cgt.neg(g) } else { g };
            let v = cgt.sum(&after);
            let to_sum: Vec<String> = comps
                .iter()
                .enumerate()
                .map(|(j, d)| d.text_at(if j == *i { m.to.as_str() } else { d.position.as_str() }))
                .collect();
            let text = format!("c{}:{}", i + 1, m.text);
            values.push(PositionValue { outcome: cgt.outcome(v), grundy: None, remoteness: None });
            reports.push((*side, cgt.short(v), cgt.braces(v)));
            options[*side as usize].push(v);
            named[*side as usize].push((text.clone(), cgt.short(v)));
            moves.push(Move { text, spot: Spot::InComponent { component: *i, index: *index }, to: to_sum.join(" + ") });
        }
        let listed = comps.iter().zip(&parts).map(|(c, &g)| (c.text_at(&c.position), cgt.short(g))).collect();
        let [left, right] = named;
        let working = work(cgt, total, &options[0], &options[1], left, right, listed);
        let outcome = cgt.outcome(total);
        let value = describe(cgt, total, working);
        let board_parts = comps
            .iter()
            .zip(sols)
            .zip(&parts)
            .map(|((c, sol), &g)| SumPart {
                label: c.text_at(&c.position),
                game: c.id.clone(),
                grundy: sol.grundy.unwrap_or(0),
                value: Some(cgt.short(g)),
                board: sol.board,
                spots: sol.moves.into_iter().map(|m| m.spot).collect(),
            })
            .collect();
        let eval = Evaluation {
            value: PositionValue { outcome, grundy: None, remoteness: None },
            moves: values,
            closed_form: None,
            note: None,
            working: None,
            partizan: Some(PartizanEval { value, moves: reports }),
        };
        Ok(solution(ENTRY.id.into(), &display(comps), false, moves, eval, Board::Sum { parts: board_parts }))
    })
}

#[cfg(feature = "solve")]
/// Positions of the components met while searching a sum, each numbered once.
///
/// A sum's state is the sorted list of its live components' numbers (finished components, with
/// no move, are dropped), so sums that differ only in the order of equal games or in finished
/// components are searched once.
struct SumSearch<'c> {
    comps: &'c [Component],
    /// (the first slot playing the same game, position) to the component's number.
    numbers: HashMap<(usize, String), u32>,
    /// Each numbered component: its slot, position and options once listed.
    nodes: Vec<(usize, String, Option<Vec<u32>>)>,
    /// The first error a component's move list gave (then the search is abandoned).
    error: Option<EngineError>,
}

#[cfg(feature = "solve")]
/// A sum's state: the sorted numbers of its live components.
type SumState = Vec<u32>;

#[cfg(feature = "solve")]
impl<'c> SumSearch<'c> {
    fn new(comps: &'c [Component]) -> Self {
        SumSearch { comps, numbers: HashMap::new(), nodes: Vec::new(), error: None }
    }

    /// The number of the position `position` of the game played in `slot`.
    fn number(&mut self, slot: usize, position: &str) -> u32 {
        let id = &self.comps[slot].id;
        let group = self.comps.iter().position(|c| &c.id == id).unwrap_or(slot);
        let key = (group, position.to_string());
        if let Some(&n) = self.numbers.get(&key) {
            return n;
        }
        let n = self.nodes.len() as u32;
        self.nodes.push((group, key.1.clone(), None));
        self.numbers.insert(key, n);
        n
    }

    /// The numbers of the positions one move in component `n` reaches.
    fn options(&mut self, n: u32) -> Vec<u32> {
        if let Some(o) = &self.nodes[n as usize].2 {
            return o.clone();
        }
        let (slot, position) = (self.nodes[n as usize].0, self.nodes[n as usize].1.clone());
        let list = match self.comps[slot].game.move_list(&position) {
            Ok(list) => list,
            Err(e) => {
                self.error.get_or_insert(e);
                Vec::new()
            }
        };
        let o: Vec<u32> = list.into_iter().map(|(_, to, _)| self.number(slot, &to)).collect();
        self.nodes[n as usize].2 = Some(o.clone());
        o
    }

    /// The canonical state of a list of component numbers.
    fn canonical(&mut self, parts: impl IntoIterator<Item = u32>) -> SumState {
        let mut out: SumState = parts.into_iter().filter(|&n| !self.options(n).is_empty()).collect();
        out.sort_unstable();
        out
    }

    /// The states one move reaches from `state`.
    fn children(&mut self, state: &[u32]) -> Vec<SumState> {
        let mut out = Vec::new();
        for i in 0..state.len() {
            if i > 0 && state[i] == state[i - 1] {
                continue;
            }
            for option in self.options(state[i]) {
                let rest = state[..i].iter().chain(&state[i + 1..]).copied().chain([option]);
                out.push(self.canonical(rest));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// (mover wins, remoteness) of every state reachable from `start`, or `None` when the
    /// search would exceed the solver's budget ([`DEFAULT_BUDGET`] / 4 sums, as a single game
    /// gets, and [`DEFAULT_MAX_VISITS`] weighted visits).
    fn search(&mut self, start: &SumState) -> Option<HashMap<SumState, (bool, u32)>> {
        let mut memo = HashMap::new();
        let this = RefCell::new(self);
        let kids_of: RefCell<HashMap<SumState, Vec<SumState>>> = Default::default();
        let result = memo_dfs(
            start,
            &mut memo,
            DEFAULT_BUDGET / 4,
            DEFAULT_MAX_VISITS,
            |s| s.len().max(1),
            &mut |s: &SumState| {
                let kids = this.borrow_mut().children(s);
                kids_of.borrow_mut().insert(s.clone(), kids.clone());
                kids
            },
            &mut |s: &SumState, memo: &HashMap<SumState, (bool, u32)>| {
                let kids = kids_of.borrow_mut().remove(s).unwrap_or_default();
                value_from_children(kids.iter().map(|k| memo[k]), false)
            },
        );
        let failed = this.borrow().error.is_some();
        (result.is_ok() && !failed).then_some(memo)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Outcome;

    #[test]
    fn a_refused_position_points_at_its_faulty_character() {
        let text = "nim:3 + nim:4,x";
        let e = parse(text).err().expect("4,x is not a nim position");
        assert_eq!(&text[e.at.unwrap()..], "x");
        let e = parse("nim:3 + kayles:o?o").err().expect("? is not a kayles pin");
        assert_eq!(e.at, Some(16));
    }

    #[test]
    fn parses_and_normalises() {
        let text = "nim:3 +kayles:ooooooo+ subtract:4,1,3:9";
        assert_eq!(Sum.normalize(text).unwrap(), "nim:3 + kayles:7 + subtract:1,3,4:9");
        assert!(Sum.normalize("nim:3 + ").unwrap_err().message.contains("empty component"));
        assert!(Sum.normalize("nim3").unwrap_err().message.contains("game:position"));
        assert!(Sum.normalize("chess:3").unwrap_err().message.contains("unknown game"));
        assert!(Sum.normalize("nim:3,x").unwrap_err().message.contains("'x'"));
        assert!(Sum.normalize("sum:nim:3").is_err());
    }

    #[test]
    fn value_is_xor_and_winning_moves_make_it_zero() {
        // g(nim 3) = 3, g(kayles 7) = 2, g(subtract {1,3,4} 9) = g(2) = 0.
        let sol = Sum.solve("nim:3 + kayles:7 + subtract:1,3,4:9", false).unwrap();
        assert_eq!(sol.grundy, Some(3 ^ 2));
        assert_eq!(sol.outcome, Outcome::N);
        assert!(sol.moves.iter().any(|m| m.winning));
        for m in &sol.moves {
            assert_eq!(Sum.grundy(&m.to).unwrap(), m.grundy.unwrap(), "{}", m.text);
            assert_eq!(m.winning, m.grundy == Some(0));
        }
        let nim = lookup("nim").unwrap().solve("3,4,5", false).unwrap();
        let as_sum = Sum.solve("nim:3 + nim:4 + nim:5", false).unwrap();
        assert_eq!(as_sum.grundy, nim.grundy);
        let winning: Vec<&str> = as_sum.moves.iter().filter(|m| m.winning).map(|m| m.text.as_str()).collect();
        assert_eq!(winning, vec!["c1:h1-2"]);
    }
}

/// One side of a comparison: the game (empty for a form) and the canonical position (the
/// expression as typed, for a form), with its value.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Compared {
    pub game: String,
    pub position: String,
    pub canonical: String,
    pub braces: String,
}

/// G compared with H by playing G - H: `relation` is `>`, `<`, `=` or `||`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Comparison {
    pub first: Compared,
    pub second: Compared,
    pub relation: String,
    /// G - H, in short notation, and its outcome class, which decides the relation.
    pub difference: String,
    pub difference_outcome: crate::vocab::Outcome,
    pub why: String,
}

/// Reads an expression of games (`^ + ^ + *`, `{1|-1} >= ^^*`, `domineering:2x3 - 1/2`: see
/// [`crate::cgt::expr`]) and values its positions by their games' canonical forms (a position
/// too large for one is refused with its game's message).
#[cfg(feature = "solve")]
pub fn read_expression(text: &str) -> Result<crate::cgt::expr::Parsed, EngineError> {
    let mut parsed = crate::cgt::expr::parse(text)?;
    parsed.value_positions(&mut |item, at| -> Result<String, EngineError> {
        if let Some(game) = item.split_once(':').and_then(|(id, _)| lookup(id).ok()) {
            if let Some(why) = component_refusal(game.as_ref()) {
                return Err(ParseError::at(format!("{item}: {why}"), at).into());
            }
        }
        let (game, position) = split_component(item, at)?;
        game.canonical(&position).map_err(|e| match e {
            EngineError::Refused(m) => EngineError::Refused(format!("{item}: {m}")),
            parse => parse,
        })
    })?;
    Ok(parsed)
}

/// What an expression is worth, in the thread's arena ([`crate::partizan::with_cgt`]).
#[cfg(feature = "solve")]
pub fn evaluate(text: &str) -> Result<crate::cgt::expr::Answer, EngineError> {
    let parsed = read_expression(text)?;
    crate::partizan::with_cgt(|cgt| Ok(cgt.evaluate(&parsed)?))
}

/// Compares two games, each a position `game:position` (of any game with canonical values:
/// partizan games, and impartial ones as nimbers) or an expression of forms (`{1|-1}`,
/// `^^*`, `^ + *`), by the outcome of their difference.
#[cfg(feature = "solve")]
pub fn compare(first: &str, second: &str) -> Result<Comparison, EngineError> {
    use crate::vocab::Outcome;
    let side = |text: &str| -> Result<Compared, EngineError> {
        let text = text.trim();
        // A position alone keeps its game and canonical position; anything else is an
        // expression, echoed as typed.
        if let Ok((game, position)) = split_component(text, 0) {
            let braces = game.canonical(&position)?;
            return Ok(Compared { game: game.id(), position, canonical: String::new(), braces });
        }
        let parsed = read_expression(text)?;
        if parsed.comparison.is_some() {
            return Err(ParseError::new(format!("'{text}' is a comparison: give one game on each side")).into());
        }
        let braces = crate::partizan::with_cgt(|cgt| -> Result<String, EngineError> {
            match cgt.evaluate(&parsed)? {
                crate::cgt::expr::Answer::Value(g) => Ok(cgt.braces(g)),
                crate::cgt::expr::Answer::Comparison(_) => unreachable!("no comparison was read"),
            }
        })?;
        Ok(Compared { game: String::new(), position: text.to_string(), canonical: String::new(), braces })
    };
    let (mut a, mut b) = (side(first)?, side(second)?);
    let (ta, tb) = (a.braces.clone(), b.braces.clone());
    crate::partizan::with_cgt(|cgt| {
        let x = cgt.parse(&ta)?;
        let y = cgt.parse(&tb)?;
        let d = cgt.sub(x, y);
        let o = cgt.outcome(d);
        a.canonical = cgt.short(x);
        b.canonical = cgt.short(y);
        let (relation, reading) = match o {
            Outcome::P => ("=", "a second-player win: whoever starts in G - H loses, so G = H"),
            Outcome::L => (">", "a win for Left whoever starts, so G > H"),
            Outcome::R => ("<", "a win for Right whoever starts, so G < H"),
            _ => ("||", "a first-player win: whoever starts in G - H wins, so G and H are confused (G || H)"),
        };
        let difference = cgt.short(d);
        let why = format!("G = {} and H = {}; G - H = {difference}, {reading}.", a.canonical, b.canonical);
        Ok(Comparison { first: a, second: b, relation: relation.into(), difference, difference_outcome: o, why })
    })
}
