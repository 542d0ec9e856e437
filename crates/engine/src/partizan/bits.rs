//! Sets of squares of a board of at most 64 squares as the bits of a `u64`, as the games' own
//! outcome searches (Clobber's, Konane's, Amazons') keep them.

/// The single-square sets of `b`, lowest square first.
pub(crate) fn singles(mut b: u64) -> impl Iterator<Item = u64> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let low = b & b.wrapping_neg();
            b &= b - 1;
            low
        })
    })
}

/// The connected parts of `cells`, lowest square's part first, where `spread` gives the squares
/// next to a set (whatever it may add outside `cells` is ignored).
pub(crate) fn components(cells: u64, spread: impl Fn(u64) -> u64) -> Vec<u64> {
    let mut left = cells;
    let mut out = Vec::new();
    while left != 0 {
        let mut part = left & left.wrapping_neg();
        loop {
            let grown = (part | spread(part)) & cells;
            if grown == part {
                break;
            }
            part = grown;
        }
        left &= !part;
        out.push(part);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row of 8 squares: a set's neighbours are the squares one to each side.
    fn row(b: u64) -> u64 {
        ((b << 1) | (b >> 1)) & 0xff
    }

    #[test]
    fn parts_of_a_row_are_its_runs() {
        assert_eq!(components(0b1101_0111, row), vec![0b0000_0111, 0b0001_0000, 0b1100_0000]);
        assert_eq!(components(0, row), Vec::<u64>::new());
        assert_eq!(components(0xff, row), vec![0xff]);
    }

    #[test]
    fn singles_split_a_set_lowest_first() {
        assert_eq!(singles(0b1010_0100).collect::<Vec<_>>(), vec![0b100, 0b10_0000, 0b1000_0000]);
        assert_eq!(singles(1 << 63).collect::<Vec<_>>(), vec![1 << 63]);
        assert_eq!(singles(0).count(), 0);
    }
}
