//! The quiz page: questions on positions of one game from a link ("find a winning move", or
//! "winning or losing?"), answered on the usual board with its shading hidden, with feedback,
//! the working of each answer, a score, and a printable worksheet with a separate answer key.

mod state;

use std::rc::Rc;

use engine::quiz::{Kind, Question};
use engine::{MoveReport, Outcome, Solution};
use yew::prelude::*;

use crate::board::BoardView;
use crate::client::{stopped_view, use_job};
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

/// What the question asks, in words.
pub fn prompt(kind: Kind, position: &str) -> String {
    match kind {
        Kind::Move => format!("Find a winning move from {position}."),
        Kind::Pn => format!("Is {position} winning or losing for the player to move?"),
    }
}

/// The answer key's line for a question.
pub fn key_text(kind: Kind, q: &Question) -> String {
    let outcome = if q.outcome == Outcome::N { "winning (N)" } else { "losing (P)" };
    match kind {
        Kind::Move => format!("{}: winning moves {}", q.position, q.winning.join(", ")),
        Kind::Pn if q.winning.is_empty() => format!("{}: {outcome}", q.position),
        Kind::Pn => format!("{}: {outcome}, e.g. {}", q.position, q.winning[0]),
    }
}

/// The feedback after an answer.
fn feedback_text(kind: Kind, q: &Question, given: &Given) -> String {
    let right = if given.correct { "✓ Right" } else { "✗ Not this time" };
    match kind {
        Kind::Move if given.correct => format!("{right}: {} leaves the opponent lost.", given.answer),
        Kind::Move => format!(
            "{right}: {} leaves the opponent a position they can win. A winning move: {}.",
            given.answer,
            q.winning.join(", ")
        ),
        Kind::Pn => {
            let is = if q.outcome == Outcome::N { "winning (an N-position)" } else { "losing (a P-position)" };
            format!("{right}: {} is {is} for the player to move.", q.position)
        }
    }
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

    let body = if let Some(e) = quiz.state().error() {
        if e.kind == ErrorKind::Stopped {
            stopped_view(e, quiz.on_retry())
        } else {
            html! { <p class="status error" role="alert" data-testid="quiz-error">{ format!("This quiz cannot be asked: {}.", e.message) }</p> }
        }
    } else if let Some(q) = s.current() {
        let given = s.current_answer().cloned();
        let onplay = {
            let state = state.clone();
            Callback::from(move |m: MoveReport| state.dispatch(QuizAction::Answer(m.text)))
        };
        let answer = |a: &'static str| {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| state.dispatch(QuizAction::Answer(a.into())))
        };
        let board = match &solution {
            Some(sol) => html! {
                <BoardView game={p.game.clone()} board={sol.board.clone()} moves={Rc::new(sol.moves.clone())} shading={false}
                    hint={None::<String>} locked={given.is_some() || p.kind == Kind::Pn} {onplay} />
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
        html! {
            <>
                <p class="quiz-progress">{ format!("Question {} of {}", s.index + 1, s.questions.len()) }</p>
                <p class="quiz-question" data-testid="quiz-question" data-position={q.position.clone()}>{ prompt(p.kind, &q.position) }</p>
                { board }
                if p.kind == Kind::Pn {
                    <div class="quiz-answers">
                        <button data-answer="N" disabled={given.is_some()} onclick={answer("N")}>{ "✓ Winning" }</button>
                        <button data-answer="P" disabled={given.is_some()} onclick={answer("P")}>{ "✗ Losing" }</button>
                    </div>
                } else {
                    <p class="note">{ "Click the move on the board (or tab to it and press Enter)." }</p>
                }
                if let Some(g) = &given {
                    <div class={classes!("quiz-feedback", if g.correct { "right" } else { "wrong" })} data-testid="quiz-feedback"
                        data-correct={g.correct.to_string()} role="status">
                        <p>{ feedback_text(p.kind, q, g) }{ " " }<a href={play_href(&q.position)}>{ "Play this position" }</a></p>
                    </div>
                    if let Some(w) = solution.as_ref().and_then(|sol| sol.working.clone()) {
                        <crate::working::WorkingPanel working={w} />
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
    };
    html! {
        <section class="quiz">
            <h2>{ format!("Quiz: {} — {title}", p.name) }</h2>
            { score }
            { body }
            <p class="quiz-tools">
                <button onclick={print} disabled={s.questions.is_empty()}>{ "Print worksheet and answer key" }</button>
            </p>
            // Shown only in print: the worksheet, then the answer key on a page of its own.
            <div class="worksheet" aria-hidden="true">
                <h3>{ format!("{} — {title}", p.name) }</h3>
                <p>{ "Name: ______________________" }</p>
                <ol>
                    { for s.questions.iter().map(|q| html! { <li>{ prompt(p.kind, &q.position) }<span class="blank">{ " Answer: ____________" }</span></li> }) }
                </ol>
            </div>
            <div class="answer-key" aria-hidden="true">
                <h3>{ format!("Answer key: {} — {title}", p.name) }</h3>
                <ol>{ for s.questions.iter().map(|q| html! { <li>{ key_text(p.kind, q) }</li> }) }</ol>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_for_both_kinds() {
        let q = Question { position: "3,4,5".into(), outcome: Outcome::N, winning: vec!["h1-2".into()] };
        assert_eq!(prompt(Kind::Move, "3,4,5"), "Find a winning move from 3,4,5.");
        assert_eq!(key_text(Kind::Move, &q), "3,4,5: winning moves h1-2");
        assert_eq!(key_text(Kind::Pn, &q), "3,4,5: winning (N), e.g. h1-2");
        let lost = Question { position: "1,2,3".into(), outcome: Outcome::P, winning: vec![] };
        assert_eq!(key_text(Kind::Pn, &lost), "1,2,3: losing (P)");
        let wrong = Given { answer: "h1-1".into(), correct: false };
        assert!(feedback_text(Kind::Move, &q, &wrong).contains("A winning move: h1-2"));
        let right = Given { answer: "P".into(), correct: true };
        assert_eq!(
            feedback_text(Kind::Pn, &lost, &right),
            "✓ Right: 1,2,3 is losing (a P-position) for the player to move."
        );
    }
}
