//! Laws every impartial game here must obey, checked by search.

use std::collections::HashSet;
use std::fmt::Debug;

use crate::impartial::mex::mex_of;
use crate::impartial::{ImpartialGame, Solver};

/// The searched Grundy value of a whole position.
pub fn searched<G: ImpartialGame>(solver: &mut Solver<G>, pos: &G::Pos) -> u32 {
    let comps = solver.game.components(pos);
    comps.iter().fold(0, |acc, c| acc ^ solver.searched_comp_grundy(c).expect("small enough to search"))
}

/// The game's fast value (closed form) of a whole position, if it has one.
pub fn fast<G: ImpartialGame>(game: &G, pos: &G::Pos) -> Option<u32> {
    game.components(pos).iter().map(|c| game.closed_form_grundy(c)).try_fold(0, |acc, g| g.map(|g| acc ^ g))
}

/// A sum with its finished components dropped, sorted: what two descriptions of the same
/// option must agree on.
fn normal<G: ImpartialGame>(game: &G, comps: Vec<G::Comp>) -> Vec<G::Comp> {
    let mut v: Vec<G::Comp> = comps.into_iter().filter(|c| !game.comp_options(c).is_empty()).collect();
    v.sort();
    v
}

/// Checks one position:
/// - its text parses back to it;
/// - every move's text is unique, its spot is unique, and the position it reaches prints to
///   text that parses back to it (so every move leads to a legal position);
/// - the moves reach exactly the options the search uses (`comp_options`);
/// - its searched value is the mex of its moves' searched values, it is P exactly when no move
///   leads to P, and the formula (if any) gives the searched value.
pub fn check<G: ImpartialGame>(solver: &mut Solver<G>, pos: &G::Pos)
where
    G::Pos: PartialEq + Debug,
{
    let game = solver.game;
    let text = pos.to_string();
    assert_eq!(&game.parse(&text).expect("canonical text parses"), pos, "{text}");
    let moves = game.moves(pos);
    let mut texts = HashSet::new();
    let mut spots = HashSet::new();
    for m in &moves {
        assert!(texts.insert(m.text.clone()), "{text}: move text {} repeated", m.text);
        assert!(spots.insert(m.spot.clone()), "{text}: spot of {} repeated", m.text);
        let reached = m.to.to_string();
        let back = game.parse(&reached).unwrap_or_else(|e| panic!("{text}: move {} reaches {reached}: {e}", m.text));
        assert_eq!(&back, &m.to, "{text}: move {}", m.text);
    }
    let comps = game.components(pos);
    if comps.len() == 1 {
        let mut by_moves: Vec<Vec<G::Comp>> = moves.iter().map(|m| normal(game, game.components(&m.to))).collect();
        let mut by_options: Vec<Vec<G::Comp>> =
            game.comp_options(&comps[0]).into_iter().map(|o| normal(game, o)).collect();
        by_moves.sort();
        by_moves.dedup();
        by_options.sort();
        by_options.dedup();
        assert_eq!(by_moves, by_options, "{text}: moves and comp_options differ");
    }
    let value = searched(solver, pos);
    let option_values: Vec<u32> = moves.iter().map(|m| searched(solver, &m.to)).collect();
    assert_eq!(value, mex_of(option_values.iter().copied()), "{text}: value is the mex of the options");
    assert_eq!(value == 0, !option_values.contains(&0), "{text}: P exactly when no move leads to P");
    if let Some(f) = fast(game, pos) {
        assert_eq!(f, value, "{text}: formula against search");
    }
}
