//! The quiz page: questions on positions of one game from a link ("find a winning move", or
//! "winning or losing?"), answered on the usual board with its shading hidden, with feedback,
//! the working of each answer, a score, and a printable worksheet with a separate answer key.

mod state;

use std::rc::Rc;

use engine::quiz::{Kind, Question};
use engine::{MoveReport, Outcome, Solution};
use yew::prelude::*;

use crate::board::BoardView;
use crate::client::use_job;
use crate::errors::stopped_view;
use crate::job::PtrEq;
use crate::protocol::{ErrorKind, MakeQuiz, Solve};
use crate::route::Route;
pub use state::{is_correct, Given, QuizAction, QuizState};

#[derive(Properties, PartialEq)]
pub struct QuizProps {
    /// The canonical game id.
    pub game: String,
    pub name: String,
    pub seed: u64,
    pub n: usize,
    pub kind: Kind,
    pub from: Option<String>,
    pub positions: Option<Vec<String>>,
}

/// What the question asks, in words; the position follows it (see [`position_code`]).
pub fn prompt(kind: Kind) -> &'static str {
    match kind {
        Kind::Move => "Find a winning move from",
        Kind::Pn => "Winning or losing for the player to move from",
        Kind::Class => "Who wins (Left, Right, the first player or the second) from",
        Kind::Value => "What is the value of",
        Kind::Atomic => "What is the atomic weight of",
    }
}

/// A position's notation, set apart from the sentence around it, so that no punctuation can be
/// read as part of it (a full stop after a row of pins would look like one more fallen pin).
fn position_code(position: &str) -> Html {
    html! { <code class="position">{ position }</code> }
}

/// A question: its words, then its position, with nothing after it.
fn question_html(kind: Kind, position: &str) -> Html {
    html! { <>{ prompt(kind) }{ " " }{ position_code(position) }</> }
}

/// A move of the question's position in words ("take 3 from heap 2").
fn in_words(q: &Question, m: &MoveReport) -> String {
    crate::words::move_words(&q.board, m)
}

/// The winning moves in words, the first `most` of them and how many more.
fn winning_words(q: &Question, most: usize) -> String {
    let mut words: Vec<String> = q.winning.iter().take(most).map(|m| in_words(q, m)).collect();
    if q.winning.len() > most {
        words.push(format!("{} more", q.winning.len() - most));
    }
    words.join("; ")
}

/// The answer key's line for a question, after its position.
pub fn key_text(kind: Kind, q: &Question) -> String {
    let outcome = if q.outcome == Outcome::N { "winning (N)" } else { "losing (P)" };
    match kind {
        Kind::Move if q.winning.len() == 1 => format!("the winning move: {}", winning_words(q, 1)),
        Kind::Move => format!("winning moves: {}", winning_words(q, 4)),
        Kind::Pn if q.winning.is_empty() => outcome.to_string(),
        Kind::Pn => format!("{outcome}, e.g. {}", in_words(q, &q.winning[0])),
        Kind::Class => crate::pages::partizan::class_words(q.outcome).to_string(),
        Kind::Value => crate::cgt_text::glyphs(q.canonical.as_deref().unwrap_or_default()),
        Kind::Atomic => {
            format!("atomic weight {}", crate::cgt_text::glyphs(q.atomic_weight.as_deref().unwrap_or_default()))
        }
    }
}

/// The feedback after an answer, in words; `chosen` is the move answered (for a move question).
fn feedback_text(kind: Kind, q: &Question, given: &Given, chosen: Option<&MoveReport>) -> String {
    // Not "Right": in a partizan quiz that is a player.
    let right = if given.correct { "✓ Correct" } else { "✗ Not this time" };
    let yours = chosen.map_or_else(|| "Your move".to_string(), |m| format!("Your move ({})", in_words(q, m)));
    let shown = q
        .winning
        .first()
        .map(|m| format!(" A winning move, marked “✓ best” on the board: {}.", in_words(q, m)))
        .unwrap_or_default();
    match kind {
        Kind::Move if given.correct => format!("{right}. {yours} leaves the opponent lost."),
        Kind::Move => format!("{right}. {yours} leaves the opponent a position they can win.{shown}"),
        Kind::Pn => {
            let is = if q.outcome == Outcome::N { "winning (an N-position)" } else { "losing (a P-position)" };
            format!("{right}: this position is {is} for the player to move.{shown}")
        }
        Kind::Class => format!("{right}: {}.", crate::cgt_text::class_sentence(q.outcome)),
        Kind::Value => {
            let v = q.canonical.as_deref().unwrap_or_default();
            format!(
                "{right}: the value is {}, so {}.",
                crate::cgt_text::glyphs(v),
                crate::cgt_text::class_sentence(q.outcome)
            )
        }
        Kind::Atomic => {
            let aw = crate::cgt_text::glyphs(q.atomic_weight.as_deref().unwrap_or_default());
            // The working's last sentence says how the weight follows from the options'.
            let how = q.atomic_working.last().map(|w| format!(" {w}")).unwrap_or_default();
            format!("{right}: the atomic weight is {aw}.{how}")
        }
    }
}

/// The move marked on the board once a question is answered: the answer when it wins, or
/// else a winning move (none for a P-position).
fn marked(q: &Question, given: Option<&Given>) -> Option<String> {
    let given = given?;
    if given.correct && q.wins_with(&given.answer) {
        return Some(given.answer.clone());
    }
    q.winning.first().map(|m| m.text.clone())
}

#[component]
pub fn QuizPage(p: &QuizProps) -> Html {
    let state = use_reducer(|| QuizState::new(p.kind));
    let quiz = use_job::<MakeQuiz>();
    let solve = use_job::<Solve>();
    {
        let quiz = quiz.clone();
        let job = MakeQuiz {
            game: p.game.clone(),
            start: p.from.clone(),
            seed: p.seed,
            n: p.n,
            kind: p.kind,
            positions: p.positions.clone(),
        };
        use_effect_with((), move |_| quiz.run(job));
    }
    {
        let state = state.clone();
        use_effect_with(quiz.state().done().cloned().map(PtrEq), move |qs| {
            if let Some(PtrEq(qs)) = qs {
                state.dispatch(QuizAction::Loaded((**qs).clone()));
            }
        });
    }
    // The current question's position is solved for its board (and the working shown after).
    let current = state.current().map(|q| q.position.clone());
    {
        let solve = solve.clone();
        let game = p.game.clone();
        use_effect_with(current.clone(), move |position| {
            if let Some(position) = position {
                solve.run(Solve { game, position: position.clone(), misere: false });
            }
        });
    }
    let solution: Option<Rc<Solution>> =
        solve.state().done().filter(|sol| Some(&sol.position) == current.as_ref()).cloned();

    let s = &*state;
    let (right, answered) = s.score();
    let score = html! {
        <p class="quiz-score">{ "Score: " }<strong data-testid="quiz-score">{ format!("{right} / {answered}") }</strong></p>
    };
    let body = if let Some(e) = quiz.state().error() {
        if e.kind == ErrorKind::Stopped {
            stopped_view(e, quiz.on_retry())
        } else {
            html! { <p class="status error" role="alert" data-testid="quiz-error">{ format!("This quiz cannot be asked: {}.", e.message) }</p> }
        }
    } else if let Some(q) = s.current() {
        question_view(p, &state, q, &solution)
    } else {
        html! { <p class="status pending" aria-live="polite">{ "Drawing questions… " }<progress aria-label="drawing questions in the worker"></progress></p> }
    };

    let print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let title = match p.kind {
        Kind::Move => "find a winning move",
        Kind::Pn => "winning or losing?",
        Kind::Class => "who wins?",
        Kind::Value => "what is the value?",
        Kind::Atomic => "what is the atomic weight?",
    };
    html! {
        <section class="quiz">
            <h2>{ format!("Quiz: {} — {title}", p.name) }</h2>
            { score }
            { body }
            <p class="quiz-tools">
                <button onclick={print} disabled={s.questions.is_empty()}>{ "Print worksheet and answer key" }</button>
            </p>
            { worksheet_view(p, s, title) }
        </section>
    }
}

/// A question: its board, the ways to answer it, and the feedback once answered.
fn question_view(
    p: &QuizProps,
    state: &UseReducerHandle<QuizState>,
    q: &Question,
    solution: &Option<Rc<Solution>>,
) -> Html {
    let s = &**state;
    let (right, _) = s.score();
    let again = Route::Quiz {
        game: p.game.clone(),
        seed: p.seed.wrapping_add(1),
        n: p.n,
        kind: p.kind,
        from: p.from.clone(),
        positions: None,
    }
    .to_hash();
    let play_href = |pos: &str| Route::play(p.game.clone(), pos.to_string()).to_hash();

    let given = s.current_answer().cloned();
    let onplay = {
        let state = state.clone();
        Callback::from(move |m: MoveReport| state.dispatch(QuizAction::Answer(m.text)))
    };
    let board = match solution {
        Some(sol) => html! {
            <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(sol.moves.clone())} shading={false}
                hint={marked(q, given.as_ref())} locked={given.is_some() || p.kind != Kind::Move} {onplay} />
        },
        None => html! { <div class="board placeholder"></div> },
    };
    let next = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(QuizAction::Next))
    };
    let restart = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(QuizAction::Restart))
    };
    let last = s.index + 1 == s.questions.len();
    let chosen = match (&given, solution) {
        (Some(g), Some(sol)) if p.kind == Kind::Move => sol.moves.iter().find(|m| m.text == g.answer),
        _ => None,
    };
    html! {
        <>
            <p class="quiz-progress">{ format!("Question {} of {}", s.index + 1, s.questions.len()) }</p>
            <p class="quiz-question" data-testid="quiz-question" data-position={q.position.clone()}>{ question_html(p.kind, &q.position) }</p>
            { board }
            { answers_view(p.kind, state, given.is_some(), s.unreadable.as_deref()) }
            if let Some(g) = &given {
                <div class={classes!("quiz-feedback", if g.correct { "right" } else { "wrong" })} data-testid="quiz-feedback"
                    data-correct={g.correct.to_string()} role="status">
                    <p>{ feedback_text(p.kind, q, g, chosen) }{ " " }<a href={play_href(&q.position)}>{ "Play this position" }</a></p>
                </div>
                if let Some(w) = solution.as_ref().and_then(|sol| sol.working.clone()) {
                    <crate::working_panel::WorkingPanel working={w} />
                }
                if last {
                    <p data-testid="quiz-done">{ format!("Finished: {right} of {} right.", s.questions.len()) }{ " " }
                        <button onclick={restart}>{ "Try these again" }</button>{ " " }
                        <a class="button" href={again.clone()}>{ "New questions" }</a></p>
                } else {
                    <button onclick={next} data-testid="quiz-next">{ "Next question" }</button>
                }
            }
        </>
    }
}

/// The ways to answer a question of this kind: buttons, a value to type, or the board.
fn answers_view(kind: Kind, state: &UseReducerHandle<QuizState>, given: bool, unreadable: Option<&str>) -> Html {
    let on_value = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let form: web_sys::Element = e.target_unchecked_into();
            let typed = form
                .query_selector("input[name=value]")
                .ok()
                .flatten()
                .map(|el| wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlInputElement>(el).value())
                .unwrap_or_default();
            state.dispatch(QuizAction::Answer(typed));
        })
    };
    let answer = |a: &'static str| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(QuizAction::Answer(a.into())))
    };
    html! {
        <>
            if kind == Kind::Class {
                <div class="quiz-answers">
                    { for [("L", "Left wins"), ("R", "Right wins"), ("N", "First player wins"), ("P", "Second player wins")]
                        .into_iter().map(|(a, text)| html! {
                            <button data-answer={a} disabled={given} onclick={answer(a)}>{ format!("{a}: {text}") }</button>
                        }) }
                </div>
            } else if matches!(kind, Kind::Value | Kind::Atomic) {
                <form class="quiz-answers" onsubmit={on_value.clone()}>
                    <label>{ if kind == Kind::Value { "Value " } else { "Atomic weight " } }
                        <input type="text" name="value" data-testid="quiz-value" disabled={given}
                        placeholder={if kind == Kind::Value { "e.g. 1/2, *, ^, +-1, {1|0}" } else { "e.g. 0, 1, -2, 1/2, *" }} spellcheck="false" /></label>
                    <button type="submit" disabled={given} data-answer="value">{ "Check" }</button>
                </form>
                if let Some(why) = unreadable {
                    <p class="status error" role="alert" data-testid="quiz-unreadable">{ why }</p>
                }
            } else if kind == Kind::Pn {
                <div class="quiz-answers">
                    <button data-answer="N" disabled={given} onclick={answer("N")}>{ "✓ Winning" }</button>
                    <button data-answer="P" disabled={given} onclick={answer("P")}>{ "✗ Losing" }</button>
                </div>
            } else {
                <p class="note">{ "Click the move on the board (or tab to it and press Enter)." }</p>
            }
        </>
    }
}

/// Shown only in print: the worksheet, then the answer key on a page of its own.
fn worksheet_view(p: &QuizProps, s: &QuizState, title: &str) -> Html {
    let answer_line = match p.kind {
        Kind::Move | Kind::Value | Kind::Atomic => "Answer: ______________________",
        Kind::Pn => "Answer (circle one): winning / losing",
        Kind::Class => "Answer (circle one): L / R / N / P",
    };
    html! {
        <>
            <div class="worksheet" aria-hidden="true">
                <h3>{ format!("{} — {title}", p.name) }</h3>
                <p>{ "Name: ______________________" }</p>
                <ol>
                    { for s.questions.iter().map(|q| html! {
                        <li>
                            <p>{ question_html(p.kind, &q.position) }</p>
                            // A picture of the position: no moves to make and nothing shaded.
                            <BoardView game={p.game.clone()} board={q.board.clone()} moves={Rc::new(Vec::new())} shading={false}
                                hint={None::<String>} locked={true} onplay={Callback::noop()} />
                            <p class="blank">{ answer_line }</p>
                        </li>
                    }) }
                </ol>
            </div>
            <div class="answer-key" aria-hidden="true">
                <h3>{ format!("Answer key: {} — {title}", p.name) }</h3>
                <ol>{ for s.questions.iter().map(|q| html! { <li>{ position_code(&q.position) }{ " — " }{ key_text(p.kind, q) }</li> }) }</ol>
            </div>
        </>
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A question on heaps whose winning moves are `(heap, index, text)`: the quiz tests' one
    /// fixture.
    pub(crate) fn heaps_question(
        position: &str,
        heaps: Vec<u64>,
        outcome: Outcome,
        winning: &[(usize, u64, &str)],
    ) -> Question {
        let winning = winning
            .iter()
            .map(|&(heap, index, text)| MoveReport {
                text: text.into(),
                to: String::new(),
                outcome: Outcome::P,
                grundy: None,
                remoteness: None,
                winning: true,
                spot: engine::vocab::Spot::Counter { heap, index },
                side: None,
                canonical: None,
                braces: None,
            })
            .collect();
        Question {
            position: position.into(),
            outcome,
            winning,
            board: engine::board::Board::Heaps { heaps },
            canonical: None,
            atomic_weight: None,
            atomic_working: Vec::new(),
        }
    }

    #[test]
    fn texts_for_both_kinds_are_in_words() {
        let q = heaps_question("3,4,5", vec![3, 4, 5], Outcome::N, &[(0, 1, "h1-2")]);
        assert_eq!(prompt(Kind::Move), "Find a winning move from");
        assert_eq!(key_text(Kind::Move, &q), "the winning move: take 2 from heap 1");
        assert_eq!(key_text(Kind::Pn, &q), "winning (N), e.g. take 2 from heap 1");
        let lost = heaps_question("1,2,3", vec![1, 2, 3], Outcome::P, &[]);
        assert_eq!(key_text(Kind::Pn, &lost), "losing (P)");
        let wrong = Given { answer: "h1-1".into(), correct: false };
        let chosen = heaps_question("", vec![3, 4, 5], Outcome::N, &[(0, 2, "h1-1")]).winning[0].clone();
        assert_eq!(
            feedback_text(Kind::Move, &q, &wrong, Some(&chosen)),
            "✗ Not this time. Your move (take 1 from heap 1) leaves the opponent a position they can win. \
             A winning move, marked “✓ best” on the board: take 2 from heap 1."
        );
        assert_eq!(marked(&q, Some(&wrong)).as_deref(), Some("h1-2"));
        let right = Given { answer: "P".into(), correct: true };
        assert_eq!(
            feedback_text(Kind::Pn, &lost, &right, None),
            "✓ Correct: this position is losing (a P-position) for the player to move."
        );
        assert_eq!(marked(&lost, Some(&right)), None);
        assert_eq!(marked(&q, None), None, "nothing is marked before the answer");
        let many = heaps_question("3,4,5", vec![3, 4, 5], Outcome::N, &[(0, 1, "a"), (1, 1, "b"), (2, 1, "c")]);
        assert_eq!(winning_words(&many, 2), "take 2 from heap 1; take 3 from heap 2; 1 more");
        assert_eq!(key_text(Kind::Pn, &many), "winning (N), e.g. take 2 from heap 1");
    }

    #[test]
    fn partizan_praise_does_not_say_right() {
        let q = Question { canonical: Some("+-1".into()), ..heaps_question("2x2", vec![1], Outcome::N, &[]) };
        let right = Given { answer: "{1|-1}".into(), correct: true };
        assert_eq!(
            feedback_text(Kind::Value, &q, &right, None),
            "✓ Correct: the value is ±1, so whoever starts wins (class N)."
        );
        let wrong = Given { answer: "1".into(), correct: false };
        assert_eq!(
            feedback_text(Kind::Value, &q, &wrong, None),
            "✗ Not this time: the value is ±1, so whoever starts wins (class N)."
        );
        let l = Question { outcome: Outcome::L, ..q.clone() };
        let said = feedback_text(Kind::Class, &l, &Given { answer: "L".into(), correct: true }, None);
        assert_eq!(said, "✓ Correct: Left wins whoever starts (class L).");
        let r = Question { outcome: Outcome::R, ..q };
        let said = feedback_text(Kind::Class, &r, &Given { answer: "R".into(), correct: true }, None);
        assert_eq!(said, "✓ Correct: Right wins whoever starts (class R).");
        for kind in [Kind::Class, Kind::Value, Kind::Atomic] {
            assert!(!feedback_text(kind, &r, &right, None).contains("Right:"), "{kind:?}");
        }
    }

    #[test]
    fn atomic_weight_feedback_gives_the_weight_and_how_it_is_found() {
        let q = Question {
            canonical: Some("^".into()),
            atomic_weight: Some("1".into()),
            atomic_working: vec!["G'' is an integer …, so aw(G) = G'' = 1.".into()],
            ..heaps_question("xxo", vec![1], Outcome::L, &[])
        };
        assert!(is_correct(&q, Kind::Atomic, "1"));
        assert!(is_correct(&q, Kind::Atomic, "{0|}"), "any way of writing 1");
        assert!(!is_correct(&q, Kind::Atomic, "^"), "the value is not the weight");
        let right = Given { answer: "1".into(), correct: true };
        assert_eq!(
            feedback_text(Kind::Atomic, &q, &right, None),
            "✓ Correct: the atomic weight is 1. G'' is an integer …, so aw(G) = G'' = 1."
        );
        assert_eq!(key_text(Kind::Atomic, &q), "atomic weight 1");
    }
}
