//! The minimum excludant with a reusable, stamped mark array.
//!
//! Marking stores the current stamp instead of `true`, so starting a new mex is a single
//! increment and the array never has to be cleared.

/// A reusable mex computer.
#[derive(Debug, Default, Clone)]
pub struct Mex {
    marks: Vec<u32>,
    stamp: u32,
}

impl Mex {
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a new set; `options` bounds the number of values that will be marked, and
    /// values above it cannot change the result, so they are ignored.
    pub fn begin(&mut self, options: usize) {
        if self.marks.len() <= options {
            self.marks.resize(options + 1, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
    }

    /// Adds a value to the current set.
    #[inline]
    pub fn mark(&mut self, value: u32) {
        if let Some(slot) = self.marks.get_mut(value as usize) {
            *slot = self.stamp;
        }
    }

    /// The least value not marked since the last `begin`.
    pub fn value(&self) -> u32 {
        self.marks.iter().position(|&m| m != self.stamp).unwrap_or(self.marks.len()) as u32
    }
}

/// The mex of a list of values (convenient, allocates).
pub fn mex_of(values: impl IntoIterator<Item = u32>) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    let mut m = Mex::new();
    m.begin(values.len());
    for v in values {
        m.mark(v);
    }
    m.value()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_examples() {
        assert_eq!(mex_of([]), 0);
        assert_eq!(mex_of([1, 2]), 0);
        assert_eq!(mex_of([0, 1, 3]), 2);
        assert_eq!(mex_of([0, 1, 2]), 3);
        assert_eq!(mex_of([5, 0, 0, 7]), 1);
    }

    #[test]
    fn reuse_does_not_leak_marks() {
        let mut m = Mex::new();
        m.begin(3);
        m.mark(0);
        m.mark(1);
        assert_eq!(m.value(), 2);
        m.begin(3);
        m.mark(1);
        assert_eq!(m.value(), 0);
    }
}
