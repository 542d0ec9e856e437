//! Young diagrams inside an outer one, numbered so that a table indexed by the number holds a
//! value per diagram: the positions of Chomp (and the bases of 3-D Chomp's stacks), shared by
//! both games.

/// Every Young diagram inside an outer one, numbered in lexicographic order of the row
/// lengths (padded with zeros to the outer diagram's row count).
///
/// The rank of a diagram b is a sum of one term per row, `weight[i][b_i]` = the number of
/// diagrams that agree with b above row i and have a shorter row i. Picking square (r, c)
/// changes only the rows r.. that are longer than c, so an option's rank is the diagram's rank
/// minus a sum over those rows, accumulated in O(1) per option. Options are lexicographically
/// smaller, so one pass in rank order sees every option before the diagram itself.
#[derive(Clone, Debug)]
pub struct SubDiagrams {
    outer: Vec<u16>,
    weight: Vec<Vec<u64>>,
    count: u64,
}

impl SubDiagrams {
    /// Counts and weights for the diagrams inside `outer` (counts saturate at u64::MAX).
    pub fn new(outer: &[u16]) -> Self {
        let rows = outer.len();
        let top = outer.first().copied().unwrap_or(0) as usize;
        // below[v] = the number of ways to fill rows i.. with every row at most v (and within
        // the outer diagram); for i = rows it is 1.
        let mut below = vec![1u64; top + 1];
        let mut weight = vec![Vec::new(); rows];
        for i in (0..rows).rev() {
            let a = outer[i] as usize;
            let mut w = vec![0u64; a + 1];
            for x in 1..=a {
                w[x] = w[x - 1].saturating_add(below[x - 1]);
            }
            let mut next = vec![0u64; top + 1];
            for (v, slot) in next.iter_mut().enumerate() {
                // Row i may take 0..=min(v, a): the sum of below[0..=min(v, a)].
                let m = v.min(a);
                *slot = w[m].saturating_add(below[m]);
            }
            weight[i] = w;
            below = next;
        }
        SubDiagrams { outer: outer.to_vec(), weight, count: below[top] }
    }

    /// The number of diagrams inside the outer one (including the empty one).
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The rank of a diagram inside the outer one (rows beyond its length are empty).
    pub fn rank(&self, rows: &[u16]) -> usize {
        rows.iter().enumerate().map(|(i, &b)| self.weight[i][b as usize]).sum::<u64>() as usize
    }

    /// Whether `rows` fits inside the outer diagram.
    pub fn contains(&self, rows: &[u16]) -> bool {
        rows.len() <= self.outer.len() && rows.iter().zip(&self.outer).all(|(b, a)| b <= a)
    }

    /// Calls `visit(rank, rows)` for every diagram in rank order (rows padded with zeros).
    pub fn diagrams(&self, mut visit: impl FnMut(usize, &[u16])) {
        let n = self.outer.len();
        if n == 0 || self.count > usize::MAX as u64 {
            return;
        }
        let mut b = vec![0u16; n];
        let mut rank = 0usize;
        loop {
            visit(rank, &b);
            // The next diagram in lexicographic order: lengthen the last row that can grow
            // and empty the rows below it.
            let mut i = n;
            loop {
                if i == 0 {
                    return;
                }
                i -= 1;
                if b[i] < self.outer[i] && (i == 0 || b[i] < b[i - 1]) {
                    break;
                }
                b[i] = 0;
            }
            b[i] += 1;
            rank += 1;
        }
    }

    /// Calls `f` with the rank of each option of the diagram `rows` (of rank `rank`), column
    /// by column, until `f` returns `false`.
    #[inline]
    pub fn each_option(&self, rank: usize, rows: &[u16], mut f: impl FnMut(usize) -> bool) {
        let mut h = rows.iter().take_while(|&&x| x > 0).count();
        let top = rows.first().copied().unwrap_or(0) as usize;
        for c in 0..top {
            while h > 0 && (rows[h - 1] as usize) <= c {
                h -= 1;
            }
            // Picking (r, c) shortens rows r..h to c; the poison (0, 0) cannot be picked.
            let first = if c == 0 { 1 } else { 0 };
            let mut delta = 0u64;
            for r in (first..h).rev() {
                let w = &self.weight[r];
                delta += w[rows[r] as usize] - w[c];
                if !f(rank - delta as usize) {
                    return;
                }
            }
        }
    }
}
