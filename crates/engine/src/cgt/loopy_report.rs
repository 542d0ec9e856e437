//! A loopy expression's answer as data (`nimlab value 'on + off'`, the app's value calculator
//! and compare page, the Python and JavaScript packages): the value with each side's form,
//! outcome class and stops, who wins it played alone, or a comparison's judgement. One
//! function builds it so that every caller shows the same words.

use serde::{Deserialize, Serialize};

use super::expr::{relation_symbol, Judgement};
use super::loopy::{self, Answer, Sided, Stopper};
use super::{Cgt, Relation};
use crate::vocab::{Outcome, ParseError};

/// One side of a value (a stopper): its simplest form, its class against 0 and its stops.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StopperReport {
    pub form: String,
    pub outcome: Outcome,
    pub left_stop: String,
    pub right_stop: String,
}

/// Who wins a game graph played on its own, each side starting: "Left wins", "Right wins" or
/// "draw" (endless play).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayReport {
    pub left_first: String,
    pub right_first: String,
}

/// A loopy value: the simplest form of a stopper or `onside & offside` (`dud` for on & off).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopyReport {
    pub value: String,
    pub stopper: bool,
    pub onside: StopperReport,
    pub offside: StopperReport,
    /// None for a value typed as `A & B` or a sum of sided values: no one graph to play.
    pub play: Option<PlayReport>,
}

/// What a loopy text asks: a value, or two values compared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoopyAnswer {
    Value(LoopyReport),
    Comparison(Judgement),
}

/// Reads and values a loopy expression ([`loopy::evaluate`]) into its report.
pub fn report(text: &str) -> Result<LoopyAnswer, ParseError> {
    let mut cgt = Cgt::new();
    Ok(match loopy::evaluate(&mut cgt, text)? {
        Answer::Comparison { left, right, op, relation, holds } => {
            let (l, r) = (left.text(&mut cgt), right.text(&mut cgt));
            let rel = relation_symbol(relation);
            let how = match relation {
                Relation::Equal => "they are equal",
                Relation::Greater => "the first is greater",
                Relation::Less => "the first is less",
                Relation::Confused => "they are confused",
            };
            let sentence = format!("{l} {} {r} is {holds}: {how}, {l} {rel} {r}", op.ascii());
            LoopyAnswer::Comparison(Judgement {
                left: l,
                right: r,
                op: op.ascii().into(),
                holds,
                relation: rel.into(),
                sentence,
            })
        }
        Answer::Value(v, play) => {
            let mut side = |s: &Stopper| {
                let (l, r) = s.stops(&mut cgt);
                StopperReport {
                    form: s.text(&mut cgt),
                    outcome: loopy::outcome_class(s),
                    left_stop: l.to_string(),
                    right_stop: r.to_string(),
                }
            };
            let (onside, offside) = (side(&v.onside), side(&v.offside));
            let play = play.map(|(l, r)| PlayReport { left_first: l.as_str().into(), right_first: r.as_str().into() });
            LoopyAnswer::Value(LoopyReport {
                value: Sided::text(&v, &mut cgt),
                stopper: v.is_stopper(),
                onside,
                offside,
                play,
            })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values the textbooks give (Siegel, CGT, the loopy chapters): {0|pass} is over, a
    /// stopper Left wins whoever starts; on + off is dud; a comparison reads as for short games.
    #[test]
    fn reports_say_what_the_books_say() {
        let LoopyAnswer::Value(v) = report("{0|pass}").unwrap() else { panic!("a value") };
        assert_eq!(v.value, "over");
        assert!(v.stopper);
        assert_eq!(v.onside.outcome, Outcome::L);
        // A pseudonumber's stops are itself.
        assert_eq!((v.onside.left_stop.as_str(), v.onside.right_stop.as_str()), ("over", "over"));
        let play = v.play.unwrap();
        assert_eq!((play.left_first.as_str(), play.right_first.as_str()), ("Left wins", "Left wins"));
        let LoopyAnswer::Value(v) = report("on + off").unwrap() else { panic!("a value") };
        assert_eq!(v.value, "dud");
        assert!(!v.stopper);
        assert_eq!((v.onside.form.as_str(), v.offside.form.as_str()), ("on", "off"));
        let LoopyAnswer::Comparison(j) = report("over > 0").unwrap() else { panic!("a comparison") };
        assert!(j.holds);
        assert_eq!(j.relation, ">");
        assert_eq!(j.sentence, "over > 0 is true: the first is greater, over > 0");
        // over − over keeps over's pass in its onside: over & under, a draw whoever starts.
        let LoopyAnswer::Value(v) = report("over - over").unwrap() else { panic!("a value") };
        assert_eq!(v.value, "over & under");
        let play = v.play.unwrap();
        assert_eq!((play.left_first.as_str(), play.right_first.as_str()), ("draw", "draw"));
        // Bach's carousel is not stopper-sided (CGSuite's tests): refused, with the reason.
        let e = report("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}").unwrap_err();
        assert!(e.message.contains("sidling"), "{e}");
    }
}
