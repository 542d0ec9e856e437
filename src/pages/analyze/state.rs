//! The analysis page's state: the N typed, the page of rows shown, the text a refusal points
//! into; the check of a typed N against the game's limit; and the buffer of values found so far.

use std::rc::Rc;

use yew::Reducible;

use crate::errors::parse_whole;
use crate::protocol::{ErrorKind, JobError, SequenceAnswer};

#[derive(Clone, Debug, PartialEq, Default)]
pub struct SeqState {
    pub input: String,
    /// The page of rows shown (0: the first).
    pub page: usize,
    /// The field's text when the page refused it (the error points into it).
    pub refused: String,
}

pub enum Action {
    Input(String),
    Refused(String),
    Page(usize),
    /// A new sequence was asked for: its first rows are drawn.
    NewRun,
}

impl Reducible for SeqState {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Input(t) => s.input = t,
            Action::Refused(t) => s.refused = t,
            Action::Page(p) => s.page = p,
            Action::NewRun => s.page = 0,
        }
        Rc::new(s)
    }
}

/// The last n to compute, read from the field, or why not (pointing into the text); a loopy
/// game's `places` end its sequence, whatever a browser tab could hold.
pub fn checked_to(text: &str, limit: usize, places: Option<usize>) -> Result<usize, JobError> {
    match parse_whole(text) {
        Ok(n) if n <= limit => Ok(n),
        Ok(n) if places.is_some() => {
            Err(JobError::new(ErrorKind::Input, format!("N = {n} is past the last place: the places are 0 to {limit}")))
        }
        Ok(n) => Err(JobError::new(
            ErrorKind::Input,
            format!("N = {n} is too large: at most {limit} values of this game fit in a browser tab"),
        )),
        Err(e) => Err(JobError {
            kind: ErrorKind::Input,
            message: format!("'{}' is not a whole number: type the last n to compute", text.trim()),
            at: e.at,
        }),
    }
}

/// The values found so far, as the worker sent them.
#[derive(Default)]
pub struct Partial {
    pub id: u64,
    pub values: Vec<u32>,
    /// The period and time, once the request has finished.
    pub answer: Option<Rc<SequenceAnswer>>,
}

impl Partial {
    /// Appends the values request `id` found from index `from`; a new request starts a new
    /// buffer, and a chunk that does not continue the buffer is dropped. True when it grew.
    pub fn append(&mut self, id: u64, from: usize, values: &[u32]) -> bool {
        if self.id != id {
            *self = Partial { id, ..Partial::default() };
        }
        if from != self.values.len() || values.is_empty() {
            return false;
        }
        self.values.extend_from_slice(values);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions() {
        let s = Rc::new(SeqState { input: "500".into(), ..Default::default() });
        let s = s.reduce(Action::Page(3)).reduce(Action::Input("70".into())).reduce(Action::Refused("7x".into()));
        assert_eq!(*s, SeqState { input: "70".into(), page: 3, refused: "7x".into() });
        assert_eq!(s.reduce(Action::NewRun).page, 0);
    }

    #[test]
    fn the_typed_n_is_checked_against_the_limit() {
        assert_eq!(checked_to(" 2097152 ", 1 << 21, None), Ok(1 << 21));
        let e = checked_to("2097153", 1 << 21, None).unwrap_err();
        assert_eq!((e.at, e.message.contains("at most 2097152")), (None, true));
        // A clock of 5 places ends at place 4.
        assert_eq!(checked_to("4", 4, Some(5)), Ok(4));
        let e = checked_to("5", 4, Some(5)).unwrap_err();
        assert_eq!(e.message, "N = 5 is past the last place: the places are 0 to 4");
        let e = checked_to("12a", 100, None).unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.starts_with("'12a' is not a whole number"));
    }

    #[test]
    fn the_buffer_grows_in_order_and_restarts_for_a_new_request() {
        let mut b = Partial::default();
        assert!(b.append(1, 0, &[0, 1, 2]));
        assert!(b.append(1, 3, &[0]));
        // A chunk out of order (or repeated) is dropped.
        assert!(!b.append(1, 2, &[9]));
        assert!(!b.append(1, 9, &[9]));
        assert_eq!(b.values, vec![0, 1, 2, 0]);
        assert!(b.append(2, 0, &[5]));
        assert_eq!((b.id, b.values.clone()), (2, vec![5]));
    }
}
