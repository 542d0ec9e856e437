//! Sums: any list of impartial positions played as one game. A move is a move in one
//! component; the value is the XOR of the components' values (Sprague-Grundy), and a winning
//! move is one that makes the XOR 0.
//!
//! Notation: components joined by `+`, each `game:position`, where the game id may carry its
//! own parameters (`subtract:1,3,4:21`): the position is the text after the last colon.

use crate::board::{Board, Spot, SumPart};
use crate::games::{lookup, no_params, EngineError, Entry, Game};
use crate::notation::ParseError;
use crate::value::{FormulaValue, MoveReport, Outcome, Solution};

pub const ENTRY: Entry = Entry {
    id: "sum",
    name: "Sum of games",
    example_game: "sum",
    example_position: "nim:3 + kayles:7 + subtract:1,3,4:9",
    summary: "Several games side by side; a move is made in one of them. The value is the XOR of theirs.",
    build,
};

/// The most components a sum may have.
pub const MAX_COMPONENTS: usize = 16;

fn build(params: Option<&str>) -> Result<Box<dyn Game>, ParseError> {
    no_params("sum", params)?;
    Ok(Box::new(Sum))
}

/// The sum game (its components name their own games).
pub struct Sum;

/// One parsed component: its game, canonical id and canonical position.
pub struct Component {
    pub game: Box<dyn Game>,
    pub id: String,
    pub position: String,
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
        let Some(colon) = item.rfind(':') else {
            return Err(ParseError::at(format!("component '{item}' needs the form game:position, e.g. nim:3"), at));
        };
        let (game_id, position) = (&item[..colon], &item[colon + 1..]);
        let game = lookup(game_id).map_err(|e| ParseError::at(format!("component '{item}': {}", e.message), at))?;
        if game.id() == "sum" {
            return Err(ParseError::at("a sum cannot contain a sum: list its components instead", at));
        }
        let position = game
            .normalize(position)
            .map_err(|e| ParseError::at(format!("component '{item}': {}", e.message), at + colon + 1))?;
        out.push(Component { id: game.id(), game, position });
        if out.len() > MAX_COMPONENTS {
            return Err(ParseError::new(format!("a sum may have at most {MAX_COMPONENTS} components")));
        }
    }
    Ok(out)
}

/// The canonical text of a sum.
pub fn display(components: &[Component]) -> String {
    components.iter().map(|c| format!("{}:{}", c.id, c.position)).collect::<Vec<_>>().join(" + ")
}

impl Game for Sum {
    fn id(&self) -> String {
        "sum".into()
    }
    fn name(&self) -> String {
        "Sum of games".into()
    }
    fn normalize(&self, position: &str) -> Result<String, ParseError> {
        Ok(display(&parse(position)?))
    }

    fn solve(&self, position: &str, misere: bool) -> Result<Solution, EngineError> {
        if misere {
            return Err(EngineError::Refused("sums are played under normal play only".into()));
        }
        let comps = parse(position)?;
        let values: Vec<u32> = comps.iter().map(|c| c.game.grundy(&c.position)).collect::<Result<_, _>>()?;
        let total = values.iter().fold(0, |a, v| a ^ v);
        let mut moves = Vec::new();
        let mut parts = Vec::new();
        for (i, c) in comps.iter().enumerate() {
            let list = c.game.move_list(&c.position)?;
            parts.push(SumPart {
                label: format!("{}:{}", c.id, c.position),
                game: c.id.clone(),
                grundy: values[i],
                board: c.game.board(&c.position)?,
                spots: list.iter().map(|(_, _, spot)| *spot).collect(),
            });
            for (index, (text, to, _spot)) in list.into_iter().enumerate() {
                let g = c.game.grundy(&to)?;
                let after = total ^ values[i] ^ g;
                let outcome = if after == 0 { Outcome::P } else { Outcome::N };
                let to_sum: Vec<String> = comps
                    .iter()
                    .enumerate()
                    .map(|(j, d)| format!("{}:{}", d.id, if j == i { to.as_str() } else { d.position.as_str() }))
                    .collect();
                moves.push(MoveReport {
                    text: format!("c{}:{text}", i + 1),
                    to: to_sum.join(" + "),
                    outcome,
                    grundy: Some(after),
                    remoteness: None,
                    winning: after == 0,
                    spot: Spot::InComponent { component: i, index },
                });
            }
        }
        let terms: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        Ok(Solution {
            game: "sum".into(),
            position: display(&comps),
            misere: false,
            outcome: if total == 0 { Outcome::P } else { Outcome::N },
            grundy: Some(total),
            remoteness: None,
            moves,
            formula: Some(FormulaValue {
                text: format!("XOR of the components' values: {} = {total}", terms.join(" ⊕ ")),
                grundy: Some(total),
                outcome: if total == 0 { Outcome::P } else { Outcome::N },
            }),
            note: Some("remoteness is not computed for sums".into()),
            board: Board::Sum { parts },
        })
    }

    fn grundy(&self, position: &str) -> Result<u32, EngineError> {
        let comps = parse(position)?;
        comps.iter().try_fold(0, |acc, c| Ok(acc ^ c.game.grundy(&c.position)?))
    }

    fn move_list(&self, position: &str) -> Result<Vec<(String, String, Spot)>, EngineError> {
        Ok(self.solve(position, false)?.moves.into_iter().map(|m| (m.text, m.to, m.spot)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
