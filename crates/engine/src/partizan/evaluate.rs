//! Serving a partizan game: its moves, its evaluation with the working, and the table of its
//! empty rectangles.

use super::describe::{describe, work};
use super::kind::PartizanGame;
use super::search::with_search;
use crate::cgt::Dyadic;
use crate::rules::{Evaluation, Moves, PartizanEval, PositionValue};
use crate::vocab::{EngineError, Move, Outcome, Side};

/// Serves a partizan game: `crate::partizan::serve_partizan!(Domineering);` in its file.
macro_rules! serve_partizan {
    ($t:ty) => {
        impl $crate::rules::Evaluate for $t {
            fn is_partizan(&self) -> bool {
                true
            }
            fn evaluate(
                &self,
                pos: &<$t as $crate::rules::Rules>::Pos,
                moves: &[$crate::vocab::Move<<$t as $crate::rules::Rules>::Pos>],
                misere: bool,
            ) -> Result<$crate::rules::Evaluation, $crate::vocab::EngineError> {
                $crate::partizan::evaluate(self, pos, moves, misere)
            }
            fn canonical(&self, pos: &<$t as $crate::rules::Rules>::Pos) -> Result<String, $crate::vocab::EngineError> {
                $crate::partizan::canonical(self, pos)
            }
            fn search_outcome(
                &self,
                pos: &<$t as $crate::rules::Rules>::Pos,
                side: $crate::vocab::Side,
                limits: &$crate::value::Limits,
                progress: &mut dyn FnMut(&$crate::value::OutcomeReport) -> bool,
            ) -> Option<Result<$crate::value::OutcomeReport, $crate::vocab::EngineError>> {
                Some($crate::partizan::search_outcome(self, pos, side, limits, progress))
            }
        }
    };
}
pub(crate) use serve_partizan;

/// A partizan game's moves are Left's followed by Right's: written once here, so that a game
/// file gives only each side's ([`PartizanGame::side_moves`]).
impl<Gm: PartizanGame> Moves for Gm {
    fn moves(&self, pos: &Gm::Pos) -> Vec<Move<Gm::Pos>> {
        let mut moves = self.side_moves(pos, Side::Left);
        moves.extend(self.side_moves(pos, Side::Right));
        moves
    }
}

/// Values a partizan position and its moves (the `Evaluate::evaluate` of every partizan game).
/// `moves` are Left's followed by Right's, as [`Moves::moves`] gives them.
pub fn evaluate<Gm>(game: &Gm, pos: &Gm::Pos, moves: &[Move<Gm::Pos>], misere: bool) -> Result<Evaluation, EngineError>
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    if misere {
        return Err(crate::rules::no_misere(&game.name(), Some("a partizan game is played in normal play here")));
    }
    let n_left = game.side_moves(pos, Side::Left).len();
    with_search(game, |s| {
        let whole = s.value(pos)?;
        let mut values = Vec::with_capacity(moves.len());
        let mut reports = Vec::with_capacity(moves.len());
        let mut named = [Vec::new(), Vec::new()];
        let mut options = [Vec::new(), Vec::new()];
        for (i, m) in moves.iter().enumerate() {
            let side = if i < n_left { Side::Left } else { Side::Right };
            let v = s.value(&m.to)?;
            let outcome = s.cgt.outcome(v);
            values.push(PositionValue { outcome, grundy: None, remoteness: None });
            reports.push((side, s.cgt.short(v), s.cgt.braces(v)));
            let k = side as usize;
            named[k].push((m.text.clone(), s.cgt.short(v)));
            options[k].push(v);
        }
        let comps = game.components(pos);
        let mut parts = Vec::new();
        if comps.len() > 1 {
            for c in &comps {
                let v = s.value(c)?;
                parts.push((c.to_string(), s.cgt.short(v)));
            }
        }
        let [left, right] = named;
        let working = work(s.cgt, whole, &options[0], &options[1], left, right, parts);
        let outcome = s.cgt.outcome(whole);
        let value = describe(s.cgt, whole, working);
        let note = Some(format!("{} positions valued for this request", s.searched));
        Ok(Evaluation {
            value: PositionValue { outcome, grundy: None, remoteness: None },
            moves: values,
            closed_form: None,
            note: if s.searched > 0 { note } else { None },
            working: None,
            partizan: Some(PartizanEval { value, moves: reports }),
        })
    })
}

/// The values of the empty rectangles `RxC` (1 ≤ R, C ≤ `size`) of a game whose positions
/// include that notation (Domineering, Cutcake): its table page. Each cell shows the canonical
/// form with its outcome class (`classes`, which colours it); `cells` holds the mean rounded to
/// an integer (Left's advantage positive). The values are found smallest area first, so larger
/// ones reuse the smaller.
pub fn rectangle_table<Gm>(
    game: &Gm,
    size: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<crate::table::Table, EngineError>
where
    Gm: PartizanGame + 'static,
    Gm::Key: 'static,
{
    let mut cells = vec![vec![None; size]; size];
    let mut texts = vec![vec![None; size]; size];
    let mut classes = vec![vec![None; size]; size];
    let mut positions = vec![vec![None; size]; size];
    let mut order: Vec<(usize, usize)> = (1..=size).flat_map(|r| (1..=size).map(move |c| (r, c))).collect();
    order.sort_by_key(|&(r, c)| (r * c, r, c));
    for (done, &(r, c)) in order.iter().enumerate() {
        progress(done, order.len());
        let text = format!("{r}x{c}");
        let pos = game.parse(&text)?;
        let (short, mean, class) = with_search(game, |s| -> Result<(String, Dyadic, Outcome), EngineError> {
            let g = s.value(&pos)?;
            Ok((s.cgt.short(g), s.cgt.mean(g), s.cgt.outcome(g)))
        })?;
        cells[r - 1][c - 1] = Some(mean.to_f64().round() as i64);
        texts[r - 1][c - 1] = Some(short);
        classes[r - 1][c - 1] = Some(class);
        positions[r - 1][c - 1] = Some(pos.to_string());
    }
    progress(order.len(), order.len());
    Ok(crate::table::Table {
        game: game.id(),
        title: format!("{}: the value of every empty R x C rectangle", game.name()),
        row_label: "rows R".into(),
        col_label: "columns C".into(),
        row_keys: (1..=size as i64).collect(),
        col_keys: (1..=size as i64).collect(),
        cells,
        legend: "Each cell is the canonical form of the empty rectangle, with its outcome class: L (Left \
                 wins whoever starts), R (Right wins whoever starts), N (whoever starts wins) or P (whoever \
                 starts loses)."
            .into(),
        positions: Some(positions),
        row_games: None,
        signed: false,
        row_marks: None,
        texts: Some(texts),
        classes: Some(classes),
        note: None,
    })
}

/// The value of a game typed as a form, in braces or the short notation (`{1|{0|-1}}`, `^*`,
/// `+-1`): the value calculator's request. The working starts from the canonical form's options.
pub fn value_of_form(text: &str) -> Result<crate::value::PartizanValue, EngineError> {
    super::with_cgt(|cgt| {
        let g = cgt.parse(text)?;
        Ok(value_of_game(cgt, g))
    })
}

/// [`value_of_form`] for a form already in `cgt`: the canonical form with its stops,
/// thermograph, theory and the working from its own options.
pub fn value_of_game(cgt: &mut crate::cgt::Cgt, g: crate::cgt::G) -> crate::value::PartizanValue {
    let (l, r) = (cgt.left_options(g), cgt.right_options(g));
    let named = |cgt: &mut crate::cgt::Cgt, gs: &[crate::cgt::G]| {
        gs.iter().map(|&x| (cgt.braces(x), cgt.short(x))).collect::<Vec<_>>()
    };
    let (left, right) = (named(cgt, &l), named(cgt, &r));
    let working = work(cgt, g, &l, &r, left, right, Vec::new());
    describe(cgt, g, working)
}
