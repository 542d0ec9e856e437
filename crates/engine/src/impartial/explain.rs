//! The working of an impartial position (the mex of its options, or the XOR of its
//! components' values), written from the search's values.

use super::kind::ImpartialGame;
use super::solver::{SolveError, Solver};
use crate::rules::solution;
use crate::value::Solution;
use crate::vocab::Move;
use crate::working::{mex_working, xor_working, OptionTerm, Term, Working};

/// The working of an impartial position under normal play, through its components: `None`
/// when a value does not fit the solver's budget.
pub fn impartial_working<G: ImpartialGame>(
    solver: &mut Solver<'_, G>,
    pos: &G::Pos,
    moves: &[Move<G::Pos>],
) -> Option<Working> {
    let game = solver.game;
    // Finished components (no move left, value 0) are left out, as the solver leaves them out.
    let live = |comps: Vec<G::Comp>| -> Vec<G::Comp> {
        comps.into_iter().filter(|c| !game.comp_options(c).is_empty()).collect()
    };
    let comps = live(game.components(pos));
    let term = |s: &mut Solver<'_, G>, c: &G::Comp| -> Option<Term> {
        Some(Term { text: game.comp_label(c), value: s.comp_grundy(c).ok()? })
    };
    if comps.len() <= 1 {
        let mut options = Vec::with_capacity(moves.len());
        for m in moves {
            let mut parts = Vec::new();
            for c in live(game.components(&m.to)) {
                parts.push(term(solver, &c)?);
            }
            let value = parts.iter().fold(0, |a, p| a ^ p.value);
            options.push(OptionTerm { text: m.text.clone(), parts, value });
        }
        let expected = solver.sum_grundy(&comps).ok();
        return Some(mex_working(options, expected));
    }
    let rows = comps.iter().map(|c| term(solver, c)).collect::<Option<Vec<_>>>()?;
    let mut sorted = comps.clone();
    sorted.sort();
    let mut find = |row: usize, to: u32| -> Option<(String, String)> {
        moves.iter().find_map(|m| {
            let mut after = game.components(&m.to);
            after.sort();
            let (removed, added) = sorted_diff(&sorted, &after);
            let right_one = removed.len() == 1 && removed[0] == comps[row];
            (right_one && solver.sum_grundy(&added).ok()? == to).then(|| (m.text.clone(), m.to.to_string()))
        })
    };
    Some(xor_working(rows, &mut find))
}

/// The multiset difference of two sorted lists: what `a` has that `b` lacks, and the reverse.
fn sorted_diff<C: Ord + Clone>(a: &[C], b: &[C]) -> (Vec<C>, Vec<C>) {
    let (mut i, mut j) = (0, 0);
    let (mut only_a, mut only_b) = (Vec::new(), Vec::new());
    while i < a.len() || j < b.len() {
        if j == b.len() || (i < a.len() && a[i] < b[j]) {
            only_a.push(a[i].clone());
            i += 1;
        } else if i == a.len() || b[j] < a[i] {
            only_b.push(b[j].clone());
            j += 1;
        } else {
            i += 1;
            j += 1;
        }
    }
    (only_a, only_b)
}

impl<G: ImpartialGame> Solver<'_, G> {
    /// Solves a position: its value and every move's value.
    pub fn solve(&mut self, game_id: &str, pos: &G::Pos, misere: bool) -> Result<Solution, SolveError> {
        let moves = self.game.moves(pos);
        let eval = self.evaluate(pos, &moves, misere)?;
        let working = if misere { None } else { impartial_working(self, pos, &moves) };
        let mut sol = solution(game_id.to_string(), pos, misere, moves, eval, self.game.board(pos));
        if let Some(w) = working {
            sol.working = Some(w);
        }
        Ok(sol)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_diff_keeps_repeats() {
        assert_eq!(sorted_diff(&[1, 3, 3, 5], &[1, 3, 4]), (vec![3, 5], vec![4]));
    }
}
