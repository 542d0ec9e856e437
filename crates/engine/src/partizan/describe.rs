//! The working of a partizan position: its options, the simplification step by step, the
//! number rule and the class from the stops.

use crate::cgt::{Cgt, Dyadic, Step, G};
use crate::value::{PartizanValue, PartizanWorking, ThermographData, ValueTheory};
use crate::vocab::{Outcome, Side};

/// The canonical form of `g` with its stops, temperature, thermograph and working.
pub fn describe(cgt: &mut Cgt, g: G, working: PartizanWorking) -> PartizanValue {
    let t = cgt.thermograph(g);
    let wall = |w: &[(Dyadic, Dyadic)]| w.iter().map(|(t, x)| (t.to_string(), x.to_string())).collect();
    PartizanValue {
        canonical: cgt.short(g),
        braces: cgt.braces(g),
        temperature: cgt.temperature(g).to_string(),
        mean: cgt.mean(g).to_string(),
        left_stop: cgt.left_stop(g).to_string(),
        right_stop: cgt.right_stop(g).to_string(),
        thermograph: ThermographData {
            left: wall(&t.left),
            right: wall(&t.right),
            mast: t.mast.to_string(),
            temperature: t.temperature.to_string(),
        },
        working,
        theory: theory(cgt, g),
    }
}

/// Forms born after this day are not reduced, weighed or cooled in `describe`: heating and
/// cooling build new forms from every subposition, and the catalogue's largest values
/// (Domineering 5x5) would make a single evaluation slow.
const THEORY_MAX_BIRTHDAY: u32 = 24;

/// Incentives (G^L − G, G − G^R) and G minus its reduced form are sums of `g` with its own
/// negative, whose canonical forms grow far faster than `g`. Measured natively on Snort: 91
/// subforms take 0.08 s, 170 take 0.4 s, 197 take 1.2 s and 370 (the 3x5 board) 17 s with
/// texts of hundreds of megabytes. Past this they are not computed.
const THEORY_MAX_SUBFORMS: usize = 160;

/// The value theory of `g` for the app: birthday, kinds, confusion interval, incentives, the
/// atomic weight with its working, the reduced form and the cooled forms.
pub fn theory(cgt: &mut Cgt, g: G) -> ValueTheory {
    let birthday = cgt.birthday(g);
    let kinds = cgt.kinds(g);
    let confusion = cgt.confusion_interval(g);
    let subforms = cgt.subforms(g, THEORY_MAX_SUBFORMS + 1);
    let sums = subforms <= THEORY_MAX_SUBFORMS;
    let (left_incentives, right_incentives) = if sums {
        let (li, ri) = cgt.incentives(g);
        let texts = |cgt: &mut Cgt, gs: &[G]| gs.iter().map(|&x| cgt.short(x)).collect::<Vec<_>>();
        (texts(cgt, &li), texts(cgt, &ri))
    } else {
        (Vec::new(), Vec::new())
    };
    let mut out =
        ValueTheory { birthday, kinds, confusion, left_incentives, right_incentives, ..ValueTheory::default() };
    let too_many =
        format!("not computed: the form has more than {THEORY_MAX_SUBFORMS} subpositions that are not numbers");
    if !sums {
        out.incentives_why = Some(too_many.clone());
    }
    if birthday > THEORY_MAX_BIRTHDAY {
        let why = format!("not computed: the form is born on day {birthday}, after day {THEORY_MAX_BIRTHDAY}");
        out.reduced = why.clone();
        out.infinitesimal = why.clone();
        out.atomic_weight_why = Some(why);
        return out;
    }
    match cgt.atomic_weight(g) {
        Ok(w) => {
            out.atomic_weight = Some(cgt.short(w));
            out.atomic_working = cgt.atomic_working(g).unwrap_or_default();
        }
        Err(e) => out.atomic_weight_why = Some(e.to_string()),
    }
    let r = cgt.reduced(g);
    out.reduced = cgt.short(r);
    out.infinitesimal = if sums {
        let diff = cgt.sub(g, r);
        cgt.short(diff)
    } else {
        too_many
    };
    out.cooled = cgt.cooled(g).into_iter().map(|(t, c)| (t.to_string(), cgt.short(c))).collect();
    out
}

/// The working of `g` = {left | right}: the options, the simplification step by step, the
/// simplest-number rule and the outcome class.
pub fn work(
    cgt: &mut Cgt,
    g: G,
    left_options: &[G],
    right_options: &[G],
    left: Vec<(String, String)>,
    right: Vec<(String, String)>,
    parts: Vec<(String, String)>,
) -> PartizanWorking {
    let simp = cgt.simplify(left_options, right_options);
    debug_assert_eq!(simp.result, g, "the simplification reaches the canonical form");
    let steps = simp.steps.iter().map(|step| step_text(cgt, step)).collect();
    let list = |cgt: &mut Cgt, gs: &[G]| gs.iter().map(|&x| cgt.short(x)).collect::<Vec<_>>().join(", ");
    let (l, r) = (cgt.left_options(g), cgt.right_options(g));
    let simplified = format!("{{{} | {}}}", list(cgt, &l), list(cgt, &r));
    let number_rule = cgt.as_number(g).map(|x| {
        let max_l = l.iter().filter_map(|&o| cgt.as_number(o)).max();
        let min_r = r.iter().filter_map(|&o| cgt.as_number(o)).min();
        match (max_l, min_r) {
            (None, None) => "No option for either player: the value is 0.".to_string(),
            (Some(a), None) => format!(
                "Left's best option is {a} and Right has none: the value is the simplest number greater than {a}, {x}."
            ),
            (None, Some(b)) => format!(
                "Right's best option is {b} and Left has none: the value is the simplest number less than {b}, {x}."
            ),
            (Some(a), Some(b)) => {
                format!("{{{a} | {b}}} with {a} < {b}: the value is the simplest number strictly between them, {x}.")
            }
        }
    });
    let outcome = cgt.outcome(g);
    let (ls, rs) = (cgt.left_stop(g), cgt.right_stop(g));
    let class = match outcome {
        Outcome::L => "L: Left wins whoever starts (the value is greater than 0)",
        Outcome::R => "R: Right wins whoever starts (the value is less than 0)",
        Outcome::N => "N: the player who starts wins (the value is confused with 0)",
        _ => "P: the player who starts loses (the value equals 0)",
    };
    let outcome_rule = format!("{class}. Left's stop is {ls} and Right's stop is {rs}.");
    PartizanWorking { left, right, steps, simplified, number_rule, outcome_rule, parts }
}

fn step_text(cgt: &mut Cgt, step: &Step) -> String {
    match step {
        Step::Dominated { side, option, by } => {
            let (o, b) = (cgt.short(*option), cgt.short(*by));
            match side {
                Side::Left => format!("Left's option {o} is dominated: {o} ≤ {b}, so Left never needs it."),
                Side::Right => format!("Right's option {o} is dominated: {o} ≥ {b}, so Right never needs it."),
            }
        }
        Step::Reversed { side, option, through, replaced_by } => {
            let (who, other, cmp) = match side {
                Side::Left => ("Left", "Right", "≤"),
                Side::Right => ("Right", "Left", "≥"),
            };
            let by = if replaced_by.is_empty() {
                "nothing".to_string()
            } else {
                replaced_by.iter().map(|&x| cgt.short(x)).collect::<Vec<_>>().join(", ")
            };
            let (o, t) = (cgt.short(*option), cgt.short(*through));
            format!(
                "{who}'s option {o} is reversible: {other}'s reply {t} is {cmp} the whole game, so it is replaced by {t}'s options for {who}: {by}."
            )
        }
    }
}
