//! The queries of lesson and quiz links.

use engine::vocab::Side;

use super::{decode, LessonStep, QuizKind, Route, MAX_LESSON_STEPS, QUIZ_DEFAULT_N};

/// Reads a lesson link's query: `title=`, then `g=GAME&p=POSITION&c=CAPTION` per step (a
/// caption may be left out, `m=1` marks a misère step, `h=1` one whose answers are hidden and
/// `s=R` a partizan step with Right to move), and `step=K` (from 1) for the one shown.
pub(super) fn parse_lesson(params: &[(&str, &str)]) -> Result<Route, String> {
    let mut title = String::new();
    let mut steps: Vec<LessonStep> = Vec::new();
    let mut step = 0;
    for &(k, v) in params {
        let v = decode(v)?;
        match k {
            "title" => title = v,
            "g" => {
                if v.is_empty() {
                    return Err(format!("step {} of the lesson names no game", steps.len() + 1));
                }
                steps.push(LessonStep::new(v, "", ""));
            }
            "p" | "c" | "m" | "h" | "s" => {
                let n = steps.len();
                let Some(last) = steps.last_mut() else {
                    return Err(format!("the lesson link has '{k}=' before any 'g=' (the game of a step)"));
                };
                let flag = matches!(v.as_str(), "1" | "true");
                match k {
                    "p" => last.position = v,
                    "c" => last.caption = v,
                    "m" => last.misere = flag,
                    "h" => last.hidden = flag,
                    _ => last.side = side(&v, n)?,
                }
            }
            "step" => {
                step = v
                    .parse::<usize>()
                    .ok()
                    .filter(|&s| s >= 1)
                    .ok_or(format!("'step={v}' is not a step number (1, 2, ...)"))?
                    - 1
            }
            _ => {}
        }
    }
    if steps.is_empty() {
        return Err("the lesson link has no positions: each step reads g=GAME&p=POSITION&c=CAPTION".into());
    }
    if steps.len() > MAX_LESSON_STEPS {
        return Err(format!("the lesson has {} steps: at most {MAX_LESSON_STEPS}", steps.len()));
    }
    if let Some(i) = steps.iter().position(|s| s.position.is_empty()) {
        return Err(format!("step {} of the lesson has no position (p=)", i + 1));
    }
    Ok(Route::Lesson { title, step: step.min(steps.len() - 1), steps })
}

/// The side to move of step `n` (from 1): `s=L` or `s=R` (the words too, in any case).
fn side(v: &str, n: usize) -> Result<Side, String> {
    match v.to_ascii_lowercase().as_str() {
        "l" | "left" => Ok(Side::Left),
        "r" | "right" => Ok(Side::Right),
        _ => Err(format!("step {n} of the lesson has 's={v}': the side to move is s=L (Left) or s=R (Right)")),
    }
}

/// Reads a quiz link's query.
pub(super) fn parse_quiz(game: &str, params: &[(&str, &str)]) -> Result<Route, String> {
    let param = |name: &str| params.iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
    let game = decode(game)?;
    if game.is_empty() {
        return Err("the link names no game".into());
    }
    let seed = match param("seed") {
        None => 1,
        Some(t) => t.parse::<u64>().map_err(|_| format!("'seed={t}' is not a whole number"))?,
    };
    let n = match param("n") {
        None => QUIZ_DEFAULT_N,
        Some(t) => t.parse::<usize>().map_err(|_| format!("'n={t}' is not a whole number"))?,
    };
    let max = engine::quiz::MAX_QUESTIONS;
    if !(1..=max).contains(&n) {
        return Err(format!("'n={n}': a quiz has 1 to {max} questions"));
    }
    let kind = match param("kind") {
        None | Some("move") => QuizKind::Move,
        Some("pn") => QuizKind::Pn,
        Some("class") => QuizKind::Class,
        Some("value") => QuizKind::Value,
        Some("atomic") => QuizKind::Atomic,
        Some(k) => return Err(format!("'kind={k}' is not a kind of quiz: use kind=move, pn, class, value or atomic")),
    };
    let from = param("from").map(decode).transpose()?;
    let positions = match param("positions") {
        None => None,
        Some(list) => {
            let list: Vec<String> = list.split('|').map(decode).collect::<Result<_, _>>()?;
            if list.len() > max {
                return Err(format!("the link gives {} positions: a quiz has at most {max}", list.len()));
            }
            Some(list)
        }
    };
    let n = positions.as_ref().map_or(n, Vec::len);
    Ok(Route::Quiz { game, seed, n, kind, from, positions })
}
