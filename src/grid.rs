//! A table as it crosses from the worker and as the page keeps it: its keys and texts as the
//! engine made them, its cells packed (which cells exist as a bitmap, their values as one run
//! of little-endian integers of the fewest bytes that hold every one) and read a cell or a row
//! at a time. The chocolate table 1000 x 1000 is a million cells: unpacked into
//! `Vec<Vec<Option<i64>>>` on the main thread it was one task of 45 to 95 ms, and scanned again
//! for its largest value; packed, the page's message is read in a few copies, and the worker,
//! which packs it, sends the largest value with it.

use std::rc::Rc;

use engine::table::Table;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

/// A table whose cells are packed: `head` is the engine's table without its cells.
#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    pub head: Table,
    pub cells: Cells,
    /// The largest absolute value of the cells (1 for a table without values), the top of its
    /// colours: found by the worker.
    pub max_abs: i64,
}

impl Grid {
    /// Packs a table's cells (in the worker, which made them).
    pub fn new(mut table: Table) -> Grid {
        let max_abs = table.cells.iter().flatten().flatten().map(|v| v.saturating_abs()).max().unwrap_or(1);
        let cells = Cells::pack(&std::mem::take(&mut table.cells));
        Grid { head: table, cells, max_abs }
    }

    /// The engine's table with every cell unpacked (the exports, on a click).
    pub fn to_table(&self) -> Table {
        Table { cells: self.cells.unpack(), ..self.head.clone() }
    }
}

/// How a cell's value is read: as it is, or (the two halves of a signed table, which share the
/// packed cells) as who wins (1 or -1) or how fast (the absolute value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    Value,
    Sign,
    Abs,
}

impl Reading {
    fn apply(self, v: i64) -> i64 {
        match self {
            Reading::Value => v,
            Reading::Sign => {
                if v > 0 {
                    1
                } else {
                    -1
                }
            }
            Reading::Abs => v.saturating_abs(),
        }
    }
}

/// A table's cells, packed; cloning shares them.
#[derive(Clone, Debug, PartialEq)]
pub struct Cells {
    packed: Rc<Packed>,
    reading: Reading,
}

#[derive(Debug, PartialEq)]
struct Packed {
    /// Where each row starts among the cells, and where the last ends (rows + 1 entries).
    starts: Vec<usize>,
    /// Bytes per value: 1, 2, 4 or 8.
    width: usize,
    /// Bit i set when cell i (row by row) has a value.
    present: Vec<u8>,
    /// The values of the cells that have one, in order, `width` bytes each.
    values: Vec<u8>,
    /// The bits set in `present` before each run of 64 cells: a cell's value is found with at
    /// most eight bytes' counts (a table of a million cells keeps 15,625 of them).
    ranks: Vec<u32>,
}

/// The fewest bytes (1, 2, 4 or 8) of a signed integer that hold every value.
fn width_for(values: impl Iterator<Item = i64>) -> usize {
    let (mut lo, mut hi) = (0i64, 0i64);
    for v in values {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    [1usize, 2, 4]
        .into_iter()
        .find(|&w| {
            let bits = 8 * w as u32;
            lo >= -(1i64 << (bits - 1)) && hi < (1i64 << (bits - 1))
        })
        .unwrap_or(8)
}

impl Cells {
    /// Packs rows of cells.
    pub fn pack(cells: &[Vec<Option<i64>>]) -> Cells {
        let width = width_for(cells.iter().flatten().flatten().copied());
        let rows: Vec<u32> = cells.iter().map(|r| r.len() as u32).collect();
        let count = cells.iter().map(Vec::len).sum::<usize>();
        let mut present = vec![0u8; count.div_ceil(8)];
        let mut values = Vec::with_capacity(count * width);
        for (i, cell) in cells.iter().flatten().enumerate() {
            if let Some(v) = cell {
                present[i / 8] |= 1 << (i % 8);
                values.extend_from_slice(&v.to_le_bytes()[..width]);
            }
        }
        Cells::from_parts(&rows, width, present, values).expect("packed cells fit their rows")
    }

    /// Cells from their packed form, checked: a damaged message is an error, never a read past
    /// the end.
    fn from_parts(rows: &[u32], width: usize, present: Vec<u8>, values: Vec<u8>) -> Result<Cells, String> {
        if ![1, 2, 4, 8].contains(&width) {
            return Err(format!("a table packed {width} bytes per value"));
        }
        let mut starts = Vec::with_capacity(rows.len() + 1);
        // In u64: the lengths of a damaged message could overflow a 32-bit sum.
        let mut count = 0u64;
        starts.push(0);
        for &n in rows {
            count += n as u64;
            starts.push(count as usize);
        }
        if present.len() as u64 != count.div_ceil(8) {
            return Err("a packed table's bitmap does not fit its rows".into());
        }
        let mut ranks = Vec::with_capacity(present.len().div_ceil(8));
        let mut set = 0usize;
        for block in present.chunks(8) {
            ranks.push(set as u32);
            set += block.iter().map(|b| b.count_ones() as usize).sum::<usize>();
        }
        if set * width != values.len() {
            return Err(if set * width > values.len() {
                "a packed table ends early".into()
            } else {
                "a packed table has values left over".into()
            });
        }
        let packed = Packed { starts, width, present, values, ranks };
        Ok(Cells { packed: Rc::new(packed), reading: Reading::Value })
    }

    /// The same cells read another way (sharing them).
    pub fn read_as(&self, reading: Reading) -> Cells {
        Cells { packed: self.packed.clone(), reading }
    }

    /// How many rows.
    pub fn rows(&self) -> usize {
        self.packed.starts.len() - 1
    }

    /// How many cells row `r` has (0 past the last row).
    pub fn row_len(&self, r: usize) -> usize {
        let s = &self.packed.starts;
        if r + 1 < s.len() {
            s[r + 1] - s[r]
        } else {
            0
        }
    }

    /// The value at the `at`th value's place.
    fn value(&self, at: usize) -> i64 {
        let w = self.packed.width;
        let bytes = &self.packed.values[at * w..at * w + w];
        // Sign-extended from `width` bytes.
        let mut full = [if bytes[w - 1] & 0x80 != 0 { 0xff } else { 0 }; 8];
        full[..w].copy_from_slice(bytes);
        self.reading.apply(i64::from_le_bytes(full))
    }

    fn has(&self, k: usize) -> bool {
        self.packed.present[k / 8] & (1 << (k % 8)) != 0
    }

    /// How many of the cells before cell `k` (row by row) have a value.
    fn rank(&self, k: usize) -> usize {
        let p = &self.packed;
        let block = k / 64;
        let before: u32 = p.present[block * 8..k / 8].iter().map(|b| b.count_ones()).sum();
        let below = ((1u16 << (k % 8)) - 1) as u8;
        let partial = (p.present[k / 8] & below).count_ones();
        p.ranks[block] as usize + (before + partial) as usize
    }

    /// Cell (r, c): `None` where it has no value or is outside the table.
    pub fn get(&self, r: usize, c: usize) -> Option<i64> {
        if c >= self.row_len(r) {
            return None;
        }
        let k = self.packed.starts[r] + c;
        self.has(k).then(|| self.value(self.rank(k)))
    }

    /// Row `r`'s cells in order (none past the last row).
    pub fn row(&self, r: usize) -> impl Iterator<Item = Option<i64>> + '_ {
        let (from, len) = if r < self.rows() { (self.packed.starts[r], self.row_len(r)) } else { (0, 0) };
        let mut at = if len > 0 { self.rank(from) } else { 0 };
        (from..from + len).map(move |k| {
            self.has(k).then(|| {
                at += 1;
                self.value(at - 1)
            })
        })
    }

    /// Every cell, unpacked.
    pub fn unpack(&self) -> Vec<Vec<Option<i64>>> {
        (0..self.rows()).map(|r| self.row(r).collect()).collect()
    }
}

/// A byte string serialised as one (a length and the bytes): the codec reads it in one copy,
/// where `Vec<Vec<Option<i64>>>` cost it a call per cell.
struct Bytes(Vec<u8>);

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&self.0)
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Bytes;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a byte string")
            }
            fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Bytes, E> {
                Ok(Bytes(v.to_vec()))
            }
            fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<Bytes, E> {
                Ok(Bytes(v))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Bytes, A::Error> {
                let mut v = Vec::new();
                while let Some(b) = seq.next_element()? {
                    v.push(b);
                }
                Ok(Bytes(v))
            }
        }
        d.deserialize_byte_buf(V)
    }
}

/// The grid on the wire. The cells go as they are packed, read as values: only the worker's
/// grid is sent, never a half of a signed table.
#[derive(Serialize, Deserialize)]
struct Wire {
    /// The table without its cells.
    head: Table,
    /// The rows' lengths.
    rows: Vec<u32>,
    /// Bytes per value.
    width: u8,
    present: Bytes,
    values: Bytes,
    max_abs: i64,
}

impl Serialize for Grid {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let p = &self.cells.packed;
        let rows = p.starts.windows(2).map(|w| (w[1] - w[0]) as u32).collect();
        Wire {
            head: self.head.clone(),
            rows,
            width: p.width as u8,
            present: Bytes(p.present.clone()),
            values: Bytes(p.values.clone()),
            max_abs: self.max_abs,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Grid {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Grid, D::Error> {
        let w = Wire::deserialize(d)?;
        let cells = Cells::from_parts(&w.rows, w.width as usize, w.present.0, w.values.0).map_err(de::Error::custom)?;
        Ok(Grid { head: w.head, cells, max_abs: w.max_abs })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edge() -> Vec<Vec<Option<i64>>> {
        vec![
            vec![Some(i64::MIN), None, Some(i64::MAX), Some(0)],
            vec![],
            vec![None, None, Some(-1), Some(127), Some(-128), Some(128), Some(-129)],
            vec![Some(40_000), Some(-2_000_000_000), Some(1 << 40)],
        ]
    }

    /// Every way of reading the packed cells gives the cells themselves.
    fn reads_back(cells: &[Vec<Option<i64>>]) {
        let packed = Cells::pack(cells);
        assert_eq!(packed.rows(), cells.len());
        assert_eq!(packed.unpack(), cells);
        for (r, row) in cells.iter().enumerate() {
            assert_eq!(packed.row_len(r), row.len());
            for (c, &v) in row.iter().enumerate() {
                assert_eq!(packed.get(r, c), v, "cell ({r}, {c})");
                assert_eq!(packed.read_as(Reading::Abs).get(r, c), v.map(i64::saturating_abs));
                assert_eq!(packed.read_as(Reading::Sign).get(r, c), v.map(|v| if v > 0 { 1 } else { -1 }));
            }
            // Past a row's end and past the last row there is nothing.
            assert_eq!(packed.get(r, row.len()), None);
        }
        assert_eq!(packed.get(cells.len(), 0), None);
        assert_eq!(packed.row(cells.len()).count(), 0);
    }

    #[test]
    fn packed_cells_read_back_as_they_were() {
        reads_back(&[]);
        reads_back(&[vec![]]);
        reads_back(&edge());
        // Long rows, every width, cells missing at every place of a byte and a 64-cell run.
        for scale in [1i64, 300, 70_000, 1 << 33] {
            let cells: Vec<Vec<Option<i64>>> = (0..37)
                .map(|r| (0..(r * 7 % 150)).map(|c| (c % 3 != 0).then_some((r * c - 900) * scale)).collect())
                .collect();
            reads_back(&cells);
        }
    }

    #[test]
    fn the_largest_value_is_found_by_the_worker() {
        let t = engine::lookup("chocolate").unwrap().table(&engine::table::TableParams::default()).unwrap().unwrap();
        let largest = t.cells.iter().flatten().flatten().map(|v| v.abs()).max().unwrap();
        let g = Grid::new(t.clone());
        assert_eq!(g.max_abs, largest);
        assert!(g.head.cells.is_empty());
        assert_eq!(g.to_table(), t);
        let mut edge_table = t;
        edge_table.cells = edge();
        assert_eq!(Grid::new(edge_table).max_abs, i64::MAX);
    }

    #[test]
    fn damaged_parts_are_refused() {
        let (rows, present, values) = ([3u32, 1], vec![0b1011u8], vec![1u8, 0, 2, 0, 3, 0]);
        assert!(Cells::from_parts(&rows, 2, present.clone(), values.clone()).is_ok());
        assert!(Cells::from_parts(&rows, 3, present.clone(), values.clone()).is_err());
        assert!(Cells::from_parts(&rows, 2, present.clone(), values[..4].to_vec()).unwrap_err().contains("ends early"));
        let more = [values.as_slice(), &[0, 0]].concat();
        assert!(Cells::from_parts(&rows, 2, present.clone(), more).unwrap_err().contains("left over"));
        assert!(Cells::from_parts(&[9, 1], 2, present, values).unwrap_err().contains("bitmap"));
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn random_cells_read_back(cells in proptest::collection::vec(
            proptest::collection::vec(proptest::option::of(proptest::num::i64::ANY), 0..140), 0..8)) {
            reads_back(&cells);
        }
    }
}
