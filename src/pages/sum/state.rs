//! The sum builder's state: the components added so far, the game and position being typed,
//! and why the sum in the link could not be read; every change is an action.

use std::rc::Rc;

use engine::game::Entry;
use engine::games::builders::sums as sum;
use engine::games::{lookup, CATALOGUE};
use yew::Reducible;

use crate::protocol::{ErrorKind, JobError};

/// The games offered in the select: those that may be components (each game's entry says).
pub fn choices() -> impl Iterator<Item = &'static Entry> {
    CATALOGUE.iter().filter(|e| e.sum_component)
}

/// One component: canonical game id and canonical position.
pub type Component = (String, String);

/// The sum's notation (`nim:3 + kayles:7`).
pub fn sum_text(components: &[Component]) -> String {
    components.iter().map(|(g, p)| format!("{g}:{p}")).collect::<Vec<_>>().join(" + ")
}

/// Whether any component is partizan (the sum is then valued as a sum of canonical forms).
pub fn any_partizan(components: &[Component]) -> bool {
    components.iter().any(|(g, p)| lookup(g).is_ok_and(|g| g.is_partizan(p)))
}

/// Checks a typed game id and position, returning the canonical component.
pub fn check(game: &str, position: &str, existing: &[Component]) -> Result<Component, String> {
    let g = lookup(game).map_err(|e| format!("Game: {e}"))?;
    if let Some(why) = sum::component_refusal(g.as_ref()) {
        return Err(format!("Game: {why}"));
    }
    let p = g.normalize(position).map_err(|e| format!("Position: {e}"))?;
    let component = (g.id(), p);
    // The whole sum must still read back (this also enforces the engine's component limit).
    let mut all = existing.to_vec();
    all.push(component.clone());
    sum::parse(&sum_text(&all)).map_err(|e| format!("Sum: {e}"))?;
    Ok(component)
}

#[derive(Clone, Debug, PartialEq)]
pub struct SumState {
    pub components: Vec<Component>,
    /// The link's sum could not be read: the error and the text it points into.
    pub link_error: Option<(JobError, String)>,
    /// The game chosen in the select, and the id and position typed for it.
    pub entry: String,
    pub game: String,
    pub position: String,
}

pub enum Action {
    /// A game picked in the select: its example fills the fields.
    Choose(String),
    SetGame(String),
    SetPosition(String),
    /// Adds the typed component if it checks.
    Add,
    Remove(usize),
    Clear,
}

impl SumState {
    /// The builder opened from a link's sum (`None`: no components yet).
    pub fn from_link(position: Option<&str>) -> SumState {
        let first = choices().next().expect("the catalogue has impartial games");
        let (components, link_error) = match position.map(str::trim) {
            None | Some("") => (Vec::new(), None),
            Some(text) => match sum::parse(text) {
                Ok(comps) => (comps.into_iter().map(|c| (c.id, c.position)).collect(), None),
                Err(e) => (Vec::new(), Some((JobError::parse(ErrorKind::Input, &e, text), text.to_string()))),
            },
        };
        SumState {
            components,
            link_error,
            entry: first.id.to_string(),
            game: first.example_game.to_string(),
            position: first.example_position.to_string(),
        }
    }

    /// The typed component, checked against the sum so far.
    pub fn checked(&self) -> Result<Component, String> {
        check(&self.game, &self.position, &self.components)
    }

    pub fn text(&self) -> String {
        sum_text(&self.components)
    }
}

impl Reducible for SumState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Choose(id) => {
                if let Some(chosen) = choices().find(|c| c.id == id) {
                    s.game = chosen.example_game.to_string();
                    s.position = chosen.example_position.to_string();
                }
                s.entry = id;
            }
            Action::SetGame(g) => s.game = g,
            Action::SetPosition(p) => s.position = p,
            Action::Add => match s.checked() {
                Ok(c) => {
                    s.components.push(c);
                    s.link_error = None;
                }
                Err(_) => return self,
            },
            Action::Remove(i) if i < s.components.len() => {
                s.components.remove(i);
            }
            Action::Remove(_) => return self,
            Action::Clear => s.components.clear(),
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(s: SumState, actions: impl IntoIterator<Item = Action>) -> Rc<SumState> {
        actions.into_iter().fold(Rc::new(s), |s, a| s.reduce(a))
    }

    fn typed(game: &str, position: &str) -> [Action; 3] {
        [Action::SetGame(game.into()), Action::SetPosition(position.into()), Action::Add]
    }

    #[test]
    fn components_are_added_canonical_removed_and_cleared() {
        let s = apply(SumState::from_link(None), typed("nim", "3"));
        let s = apply((*s).clone(), typed(" kayles ", "ooo.o"));
        assert_eq!(s.components.len(), 2);
        assert_eq!(s.components[0], ("nim".to_string(), "3".to_string()));
        let canonical = lookup("kayles").unwrap().normalize("ooo.o").unwrap();
        assert_eq!(s.components[1], ("kayles".to_string(), canonical));
        assert!(s.text().starts_with("nim:3 + kayles:"));
        let s = s.reduce(Action::Remove(0));
        assert_eq!(s.components[0].0, "kayles");
        // Removing past the end changes nothing.
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Remove(5)), &s));
        assert!(s.reduce(Action::Clear).components.is_empty());
    }

    #[test]
    fn a_bad_component_is_refused_with_its_reason() {
        let s = apply(SumState::from_link(None), [Action::SetGame("nim".into()), Action::SetPosition("3,x".into())]);
        assert!(s.checked().unwrap_err().starts_with("Position: "));
        assert!(Rc::ptr_eq(&s.clone().reduce(Action::Add), &s));
        let s = s.reduce(Action::SetGame("nosuchgame".into()));
        assert!(s.checked().unwrap_err().starts_with("Game: "));
        // A game that cannot be a component (no Grundy value) says why.
        let partizan = CATALOGUE.iter().find(|e| !e.sum_component).expect("some game is not a component");
        let s = s.reduce(Action::SetGame(partizan.example_game.into()));
        assert!(s.checked().unwrap_err().starts_with("Game: "), "{:?}", s.checked());
    }

    #[test]
    fn a_partizan_part_makes_the_sum_partizan() {
        let s = SumState::from_link(Some("nim:3 + kayles:5"));
        assert!(!any_partizan(&s.components));
        let s = SumState::from_link(Some("domineering:3x3 + kayles:5 + hackenbush:0-1:b,1-2:r"));
        assert!(s.link_error.is_none(), "{:?}", s.link_error);
        assert!(any_partizan(&s.components));
        assert!(super::super::intro(true).contains("sum of the parts' values"));
        assert!(super::super::intro(false).contains("XOR"));
    }

    #[test]
    fn choosing_a_game_fills_in_its_example() {
        let second = choices().nth(1).unwrap();
        let s = apply(SumState::from_link(None), [Action::Choose(second.id.into())]);
        assert_eq!(
            (s.entry.as_str(), s.game.as_str(), s.position.as_str()),
            (second.id, second.example_game, second.example_position)
        );
        assert!(s.checked().is_ok());
    }

    #[test]
    fn the_link_opens_its_sum_or_says_where_it_is_wrong() {
        let s = SumState::from_link(Some("nim:3 + nim:4"));
        assert_eq!(s.components.len(), 2);
        assert!(s.link_error.is_none());
        assert_eq!(SumState::from_link(Some("  ")).components.len(), 0);
        let s = SumState::from_link(Some("nim:3 + nim:x"));
        let (e, text) = s.link_error.clone().expect("refused");
        assert_eq!(text, "nim:3 + nim:x");
        assert!(e.at.is_some());
        // Adding a component clears the link's error.
        let s = apply(s, typed("nim", "2"));
        assert!(s.link_error.is_none());
    }
}
