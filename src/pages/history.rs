//! The line of a game the play pages keep: every step from the start, the one shown, and undo,
//! redo and jumps through them. A step pushed from an earlier point forgets the steps after it,
//! as a new move played after an undo does.

/// The steps from the start; `cursor` is the one shown. Never empty.
#[derive(Clone, Debug, PartialEq)]
pub struct History<T> {
    steps: Vec<T>,
    cursor: usize,
}

impl<T> History<T> {
    pub fn new(first: T) -> Self {
        History { steps: vec![first], cursor: 0 }
    }

    pub fn steps(&self) -> &[T] {
        &self.steps
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Always false: a history holds at least its first step.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The shown step's index.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    pub fn current(&self) -> &T {
        &self.steps[self.cursor]
    }

    pub fn current_mut(&mut self) -> &mut T {
        &mut self.steps[self.cursor]
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor + 1 < self.steps.len()
    }

    /// Forgets the steps after the shown one.
    pub fn forget_after(&mut self) {
        self.steps.truncate(self.cursor + 1);
    }

    /// `step` after the shown one, which it replaces as shown; the steps that followed are
    /// forgotten.
    pub fn push(&mut self, step: T) {
        self.forget_after();
        self.steps.push(step);
        self.cursor += 1;
    }

    /// One step back; false (and nothing changed) at the start.
    pub fn undo(&mut self) -> bool {
        self.jump(self.cursor.wrapping_sub(1))
    }

    /// One step forward; false (and nothing changed) at the end.
    pub fn redo(&mut self) -> bool {
        self.jump(self.cursor + 1)
    }

    /// Shows step `i`; false (and nothing changed) when `i` is out of range or already shown.
    pub fn jump(&mut self, i: usize) -> bool {
        if i >= self.steps.len() || i == self.cursor {
            return false;
        }
        self.cursor = i;
        true
    }

    /// Back to the first step, the others forgotten; false when there were none.
    pub fn reset(&mut self) -> bool {
        if self.steps.len() == 1 {
            return false;
        }
        self.steps.truncate(1);
        self.cursor = 0;
        true
    }

    /// A new history from `first`.
    pub fn restart(&mut self, first: T) {
        *self = History::new(first);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn abc() -> History<char> {
        let mut h = History::new('a');
        h.push('b');
        h.push('c');
        h
    }

    #[test]
    fn push_shows_the_new_step() {
        let h = abc();
        assert_eq!((h.steps(), h.cursor(), *h.current()), (&['a', 'b', 'c'][..], 2, 'c'));
        assert!(h.can_undo() && !h.can_redo());
        assert!(!h.is_empty());
        assert_eq!(h.len(), 3);
    }

    #[test]
    fn undo_and_redo_stop_at_the_ends() {
        let mut h = abc();
        assert!(!h.redo());
        assert!(h.undo() && h.undo());
        assert_eq!(*h.current(), 'a');
        assert!(!h.undo());
        assert_eq!(h.cursor(), 0);
        assert!(h.redo());
        assert_eq!(*h.current(), 'b');
        assert!(h.can_undo() && h.can_redo());
    }

    #[test]
    fn a_push_after_undo_forgets_the_steps_after() {
        let mut h = abc();
        h.undo();
        h.undo();
        h.push('x');
        assert_eq!(h.steps(), ['a', 'x']);
        assert!(!h.can_redo());
    }

    #[test]
    fn jumps_in_range_only() {
        let mut h = abc();
        assert!(h.jump(0));
        assert_eq!(*h.current(), 'a');
        assert!(!h.jump(0), "the shown step");
        assert!(!h.jump(3), "out of range");
        assert_eq!(h.cursor(), 0);
    }

    #[test]
    fn reset_restart_and_edits_of_the_shown_step() {
        let mut h = abc();
        h.jump(1);
        *h.current_mut() = 'B';
        h.forget_after();
        assert_eq!(h.steps(), ['a', 'B']);
        assert!(h.reset());
        assert_eq!((h.steps(), h.cursor()), (&['a'][..], 0));
        assert!(!h.reset(), "nothing to reset");
        h.restart('z');
        assert_eq!(h.steps(), ['z']);
    }
}
