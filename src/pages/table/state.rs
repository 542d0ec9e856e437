//! The table page's state: the size typed and the text a refusal points into; and the check
//! of a typed size.

use std::rc::Rc;

use yew::Reducible;

use crate::errors::parse_whole;
use crate::protocol::{ErrorKind, JobError};

#[derive(Clone, Debug, PartialEq, Default)]
pub struct TableState {
    /// The size field's text.
    pub input: String,
    /// The size text a refusal points into.
    pub refused: String,
}

pub enum Action {
    Input(String),
    Refused(String),
}

impl Reducible for TableState {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Input(t) => s.input = t,
            Action::Refused(t) => s.refused = t,
        }
        Rc::new(s)
    }
}

/// The size read from the field (`None`: empty, the game's default size), or why not.
pub fn checked_size(text: &str) -> Result<Option<usize>, JobError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    match parse_whole(text) {
        Ok(n) if n >= 1 => Ok(Some(n)),
        bad => Err(JobError {
            kind: ErrorKind::Input,
            message: format!("'{}' is not a size: type a whole number from 1", text.trim()),
            at: bad.err().and_then(|e| e.at),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions() {
        let s = Rc::new(TableState::default()).reduce(Action::Input("30".into())).reduce(Action::Refused("3x".into()));
        assert_eq!(*s, TableState { input: "30".into(), refused: "3x".into() });
    }

    #[test]
    fn sizes() {
        assert_eq!(checked_size(""), Ok(None));
        assert_eq!(checked_size("  "), Ok(None));
        assert_eq!(checked_size(" 30 "), Ok(Some(30)));
        let e = checked_size("0").unwrap_err();
        assert_eq!((e.message.as_str(), e.at), ("'0' is not a size: type a whole number from 1", None));
        assert_eq!(checked_size(" 3x").unwrap_err().at, Some(2));
    }
}
