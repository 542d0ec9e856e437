//! The quiz page's state: the questions, where the class is, and what was answered. A typed
//! value that cannot be read is not an answer: the class is told why and asked again.

use std::rc::Rc;

use engine::quiz::{Kind, Question};
use yew::prelude::*;

/// One answer given: what was chosen (a move, or "N"/"P") and whether it was right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Given {
    pub answer: String,
    pub correct: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizState {
    pub kind: Kind,
    pub questions: Vec<Question>,
    pub index: usize,
    pub answers: Vec<Option<Given>>,
    /// Why the last typed value could not be read ("That is not a value I can read: …"); it
    /// was not counted, and the question waits for another answer.
    pub unreadable: Option<String>,
}

pub enum QuizAction {
    /// The worker's questions arrived.
    Loaded(Vec<Question>),
    /// An answer to the current question (ignored once it has one).
    Answer(String),
    Next,
    /// The same questions again, from the first, with no answers.
    Restart,
}

/// Whether `answer` answers `q`: a winning move, or its outcome ("N" or "P").
pub fn is_correct(q: &Question, kind: Kind, answer: &str) -> bool {
    match kind {
        Kind::Move => q.wins_with(answer),
        Kind::Pn | Kind::Class => answer == q.outcome.as_str(),
        Kind::Value => q.canonical.as_deref().is_some_and(|v| same_value(answer, v)),
        Kind::Atomic => q.atomic_weight.as_deref().is_some_and(|v| same_value(answer, v)),
    }
}

/// Reads a typed value, or says why it cannot: the parser's message (what it expected, and the
/// character it stopped at), or how values are written when nothing was typed.
pub fn read_value(typed: &str) -> Result<(), String> {
    let typed = typed.trim();
    let why = if typed.is_empty() {
        "nothing was typed: write a value such as -1, 3/4, *, ^, +-1 or {1|0}".to_string()
    } else {
        match engine::cgt::Cgt::new().parse(typed) {
            Ok(_) => return Ok(()),
            Err(e) => format!("'{typed}': {e}"),
        }
    };
    Err(format!("That is not a value I can read: {why}."))
}

/// Whether the typed value equals the canonical form: any way of writing it counts
/// (`{1|}` for 2, `{0|*}` for `^`).
pub fn same_value(typed: &str, canonical: &str) -> bool {
    let mut cgt = engine::cgt::Cgt::new();
    match (cgt.parse(typed.trim()), cgt.parse(canonical)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

impl QuizState {
    pub fn new(kind: Kind) -> Self {
        QuizState { kind, questions: Vec::new(), index: 0, answers: Vec::new(), unreadable: None }
    }

    pub fn current(&self) -> Option<&Question> {
        self.questions.get(self.index)
    }

    pub fn current_answer(&self) -> Option<&Given> {
        self.answers.get(self.index).and_then(Option::as_ref)
    }

    /// (right, answered).
    pub fn score(&self) -> (usize, usize) {
        let given = self.answers.iter().flatten();
        (given.clone().filter(|g| g.correct).count(), given.count())
    }

    /// Every question answered.
    pub fn finished(&self) -> bool {
        !self.questions.is_empty() && self.answers.iter().all(Option::is_some)
    }
}

impl Reducible for QuizState {
    type Action = QuizAction;

    fn reduce(self: Rc<Self>, action: QuizAction) -> Rc<Self> {
        let mut s = (*self).clone();
        // A note on an unreadable value lasts until the next answer or question.
        s.unreadable = None;
        match action {
            QuizAction::Loaded(questions) => {
                s.answers = vec![None; questions.len()];
                s.questions = questions;
                s.index = 0;
            }
            QuizAction::Answer(answer) => {
                let Some(q) = s.current() else { return self };
                if s.current_answer().is_some() {
                    return self;
                }
                if matches!(s.kind, Kind::Value | Kind::Atomic) {
                    if let Err(why) = read_value(&answer) {
                        s.unreadable = Some(why);
                        return Rc::new(s);
                    }
                }
                let correct = is_correct(q, s.kind, &answer);
                s.answers[s.index] = Some(Given { answer, correct });
            }
            QuizAction::Next => {
                if s.index + 1 >= s.questions.len() || s.current_answer().is_none() {
                    return self;
                }
                s.index += 1;
            }
            QuizAction::Restart => {
                s.answers = vec![None; s.questions.len()];
                s.index = 0;
            }
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Outcome;

    fn question(position: &str, heaps: Vec<u64>, heap: usize, take: u64, text: &str) -> Question {
        let index = heaps[heap] - take;
        super::super::tests::heaps_question(position, heaps, Outcome::N, &[(heap, index, text)])
    }

    fn questions() -> Vec<Question> {
        vec![question("3,4,5", vec![3, 4, 5], 0, 2, "h1-2"), question("1,2", vec![1, 2], 1, 1, "h2-1")]
    }

    fn run(kind: Kind, actions: Vec<QuizAction>) -> Rc<QuizState> {
        actions.into_iter().fold(Rc::new(QuizState::new(kind)), |s, a| s.reduce(a))
    }

    #[test]
    fn a_winning_move_scores_and_a_second_answer_is_ignored() {
        let s = run(Kind::Move, vec![QuizAction::Loaded(questions()), QuizAction::Answer("h1-2".into())]);
        assert_eq!(s.score(), (1, 1));
        let s = s.reduce(QuizAction::Answer("h1-1".into()));
        assert_eq!(s.score(), (1, 1), "the first answer stands");
        let s = s.reduce(QuizAction::Next).reduce(QuizAction::Answer("h1-1".into()));
        assert_eq!((s.index, s.score()), (1, (1, 2)));
        assert!(s.finished());
        let s = s.reduce(QuizAction::Next);
        assert_eq!(s.index, 1, "no question after the last");
        let s = s.reduce(QuizAction::Restart);
        assert_eq!((s.index, s.score(), s.finished()), (0, (0, 0), false));
    }

    #[test]
    fn next_waits_for_an_answer() {
        let s = run(Kind::Move, vec![QuizAction::Loaded(questions()), QuizAction::Next]);
        assert_eq!(s.index, 0);
        let s = run(Kind::Move, vec![QuizAction::Answer("h1-2".into())]);
        assert_eq!(s.score(), (0, 0), "no question yet, no answer");
    }

    fn value_question(canonical: &str) -> Question {
        Question { canonical: Some(canonical.into()), ..question("1x3", vec![1], 0, 1, "x") }
    }

    #[test]
    fn an_unreadable_value_is_asked_again_without_scoring() {
        let loaded = run(Kind::Value, vec![QuizAction::Loaded(vec![value_question("+-1"), value_question("2")])]);
        for typed in ["minus one", "abc", "", "  ", "{1|"] {
            let s = loaded.clone().reduce(QuizAction::Answer(typed.into()));
            assert_eq!(s.score(), (0, 0), "{typed:?} is not scored");
            assert_eq!(s.current_answer(), None, "{typed:?} is not an answer");
            let why = s.unreadable.clone().unwrap_or_default();
            assert!(why.starts_with("That is not a value I can read: "), "{why}");
            // Then a value that reads is answered as usual, and the note goes.
            let s = s.reduce(QuizAction::Answer("{1|-1}".into()));
            assert_eq!((s.score(), s.unreadable.as_deref()), ((1, 1), None));
        }
        let s = loaded.reduce(QuizAction::Answer("minus one".into()));
        let why = s.unreadable.clone().unwrap_or_default();
        assert!(why.contains("'minus one': "), "the answer and the reason are named: {why}");
        assert!(why.contains("(at character "), "where the reading stopped: {why}");
        // A readable wrong value is an answer, marked wrong.
        let s = s.reduce(QuizAction::Answer("-1".into()));
        assert_eq!((s.score(), s.unreadable.as_deref()), ((0, 1), None));
        assert_eq!(read_value(" ^* "), Ok(()));
    }

    #[test]
    fn winning_or_losing_is_checked_against_the_outcome() {
        let q = &questions()[0];
        assert!(is_correct(q, Kind::Pn, "N"));
        assert!(!is_correct(q, Kind::Pn, "P"));
        assert!(is_correct(q, Kind::Move, "h1-2"));
        assert!(!is_correct(q, Kind::Move, "N"));
    }
}
