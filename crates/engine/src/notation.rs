//! Parse errors and the notation helpers games share: heaps (`3,4,5`), strips of pins
//! (`ooo.oo`), coins on cells (`1,4,9`), pairs of numbers (`20,1`) and rectangular grids
//! (`xo./.ox`).

use std::fmt;

use crate::vocab::ParseError;

/// The one way squares of a grid are named, in move texts, on the boards' edges and in words:
/// the column's letter (a, b, c... from the left; aa, ab... past z) and the row's number
/// counted from 1 at the top, the way grid positions are written (rows top to bottom).
pub fn square_name(row: usize, col: usize) -> String {
    format!("{}{}", column_name(col), row + 1)
}

/// A column's letters: `a` for the first, `z` for the 26th, then `aa`, `ab`...
pub fn column_name(col: usize) -> String {
    let mut out = Vec::new();
    let mut n = col + 1;
    while n > 0 {
        n -= 1;
        out.push(b'a' + (n % 26) as u8);
        n /= 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Reads a rectangular grid written as rows joined by `/` (spaces around a row ignored), each
/// character through `square`; `start` is where `text` begins in what the user wrote, `unit`
/// names a square in the messages ("square", "cell") and `unknown(ch)` says what to write
/// instead of a character `square` refuses. Every row must have a square and all the same
/// number; limits on the size are the game's.
pub fn read_grid<T>(
    text: &str,
    start: usize,
    unit: &str,
    square: impl Fn(char) -> Option<T>,
    unknown: impl Fn(char) -> String,
) -> Result<Vec<Vec<T>>, ParseError> {
    let mut rows: Vec<Vec<T>> = Vec::new();
    let mut offset = start;
    for part in text.split('/') {
        let lead = part.len() - part.trim_start().len();
        let mut row = Vec::new();
        for (i, ch) in part.trim().char_indices() {
            match square(ch) {
                Some(x) => row.push(x),
                None => return Err(ParseError::at(unknown(ch), offset + lead + i)),
            }
        }
        if row.is_empty() {
            return Err(ParseError::at(format!("an empty row: every row needs at least one {unit}"), offset));
        }
        if let Some(first) = rows.first().map(Vec::len) {
            if row.len() != first {
                return Err(ParseError::at(
                    format!(
                        "row {} has {} {unit}s but row 1 has {first}: rows must be equally long",
                        rows.len() + 1,
                        row.len()
                    ),
                    offset + lead,
                ));
            }
        }
        rows.push(row);
        offset += part.len() + 1;
    }
    Ok(rows)
}

/// Parses a comma-separated list of non-negative integers such as `3,4,5`, each at most
/// `max`; `what` names the items in messages ("heap", "pile").
pub fn parse_number_list(text: &str, what: &str, max: u64) -> Result<Vec<u64>, ParseError> {
    parse_numbers(text, what, None, max)
}

/// [`parse_number_list`] for items that cannot be 0 (a subtraction set's members): 0 is
/// refused at its character with `why`, and no message suggests it.
pub fn parse_positive_list(text: &str, what: &str, max: u64, why: &str) -> Result<Vec<u64>, ParseError> {
    parse_numbers(text, what, Some(why), max)
}

/// The list reader; `no_zero` is why 0 is refused, when it is.
fn parse_numbers(text: &str, what: &str, no_zero: Option<&str>, max: u64) -> Result<Vec<u64>, ParseError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(ParseError::new(format!("expected a list of {what} sizes such as 3,4,5")));
    }
    let mut out = Vec::new();
    let mut offset = text.len() - text.trim_start().len();
    for part in trimmed.split(',') {
        let item = part.trim();
        let lead = part.len() - part.trim_start().len();
        if item.is_empty() {
            return Err(ParseError::at(format!("missing {what} size between commas"), offset + lead));
        }
        if let Some(digits) = negative(item) {
            return Err(ParseError::at(
                match no_zero {
                    None => {
                        format!("{what} sizes cannot be negative: '{item}' (write {digits}, or 0 for an empty {what})")
                    }
                    Some(_) => format!("{what} sizes cannot be negative: '{item}' (write {digits})"),
                },
                offset + lead,
            ));
        }
        if let Some(bad) = item.find(|c: char| !c.is_ascii_digit()) {
            let ch = item[bad..].chars().next().unwrap_or('?');
            return Err(ParseError::at(
                format!("unexpected '{ch}' in {what} size '{item}': use digits separated by commas"),
                offset + lead + bad,
            ));
        }
        let value: u64 = item
            .parse()
            .map_err(|_| ParseError::at(format!("{what} size '{item}' is too large (at most {max})"), offset + lead))?;
        if value > max {
            return Err(ParseError::at(format!("{what} size {value} is too large (at most {max})"), offset + lead));
        }
        if let (0, Some(why)) = (value, no_zero) {
            return Err(ParseError::at(format!("{what} {} is 0, but {why}", out.len() + 1), offset + lead));
        }
        out.push(value);
        offset += part.len() + 1;
    }
    Ok(out)
}

/// The digits of a negative whole number (`-3`, `−3` with the minus sign): what a teacher
/// types for a heap or a row that cannot be negative, named as such rather than as a stray
/// character.
fn negative(item: &str) -> Option<&str> {
    let digits = item.strip_prefix('-').or_else(|| item.strip_prefix('\u{2212}'))?.trim_start();
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some(digits)
}

/// Heap sizes in order; written `3,4,5`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Heaps(pub Vec<u64>);

impl std::fmt::Display for Heaps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|h| h.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

/// Parses heap sizes with the given limits (shared by the heap games).
pub fn parse_heaps(text: &str, what: &str, max: u64, max_count: usize) -> Result<Heaps, ParseError> {
    let heaps = parse_number_list(text, what, max)?;
    if heaps.len() > max_count {
        return Err(ParseError::new(format!("too many {what}s: {} given, at most {max_count}", heaps.len())));
    }
    Ok(Heaps(heaps))
}

/// Parses heaps whose sizes add up to at most `max_total` (shared by the splitting heap games).
pub fn parse_heaps_with_total(text: &str, max_total: u64, max_count: usize) -> Result<Heaps, ParseError> {
    let heaps = parse_heaps(text, "heap", max_total, max_count)?;
    let total: u64 = heaps.0.iter().sum();
    if total > max_total {
        return Err(ParseError::new(format!(
            "the heaps hold {total} counters in all, at most {max_total} are allowed (solving searches every position reachable from it)"
        )));
    }
    Ok(heaps)
}

/// A strip of cells; `true` where a pin stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip(pub Vec<bool>);

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.iter().all(|&c| c) {
            return write!(f, "{}", self.0.len());
        }
        let s: String = self.0.iter().map(|&c| if c { 'o' } else { '.' }).collect();
        f.write_str(&s)
    }
}

impl Strip {
    /// Parses `10` (a full row) or a pattern of `o` (standing) and `.` (gone); a digit string
    /// with a leading 0, such as `0110`, is a pattern of `1` (standing) and `0` (gone).
    pub fn parse(text: &str, max: usize) -> Result<Strip, ParseError> {
        let t = text.trim();
        let lead = text[..text.len() - text.trim_start().len()].chars().count();
        if t.is_empty() {
            return Err(ParseError::new("empty position: give a row length such as 10, or a strip such as ooo.oo"));
        }
        if let Some(digits) = negative(t) {
            return Err(ParseError::at(
                format!("a row length cannot be negative: '{t}' (give a number of pins such as {digits}, or a strip such as ooo.oo)"),
                lead,
            ));
        }
        // A number has no leading 0, so `0110` is a strip of 0s (gone) and 1s (standing), and
        // `0123` is neither notation: said so rather than read as a row of 123.
        if t.len() > 1 && t.starts_with('0') && t.chars().all(|c| c.is_ascii_digit()) {
            if let Some(bad) = t.find(|c| !matches!(c, '0' | '1')) {
                return Err(ParseError::at(
                    format!(
                        "'{t}' is neither a row length (a number of pins such as 10, without a leading 0) \
                         nor a strip (o or 1 a standing pin, . or 0 a gone one, such as ooo.oo or 0110)"
                    ),
                    lead + bad,
                ));
            }
        } else if t.chars().all(|c| c.is_ascii_digit()) {
            let n: usize = t.parse().map_err(|_| ParseError::new(format!("row length '{t}' is too large")))?;
            if n > max {
                return Err(ParseError::new(format!("a row of {n} is too long: at most {max} cells")));
            }
            return Ok(Strip(vec![true; n]));
        }
        let mut cells = Vec::with_capacity(t.len());
        for (i, ch) in t.chars().enumerate() {
            match ch {
                'o' | 'O' | 'x' | 'X' | '1' => cells.push(true),
                '.' | '-' | '_' | '0' => cells.push(false),
                // A number mixed into a strip: say that a strip and a length are two notations.
                '2'..='9' => {
                    return Err(ParseError::at(
                        format!(
                            "unexpected '{ch}' in the strip '{t}': give a row as a number of pins alone (such as 10), \
                             or as a strip of o (a standing pin) and . (a gone one)"
                        ),
                        lead + i,
                    ))
                }
                _ => {
                    return Err(ParseError::at(
                        format!("unexpected '{ch}': write a standing pin as o and a gone one as ."),
                        lead + i,
                    ))
                }
            }
        }
        if cells.len() > max {
            return Err(ParseError::new(format!("the strip has {} cells, at most {max} are allowed", cells.len())));
        }
        Ok(Strip(cells))
    }

    /// The lengths of the runs of standing pins.
    pub fn runs(&self) -> Vec<usize> {
        self.0.split(|&c| !c).map(|r| r.len()).filter(|&n| n > 0).collect()
    }
}

/// The cells of the coins in increasing order; written `1,4,4,9`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Coins(pub Vec<u64>);

impl fmt::Display for Coins {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|c| c.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

/// Parses coin cells (any order; the result is sorted): at most `max_coins` coins on cells
/// 0 to `max_cell` (shared by the coin games).
pub fn parse_coins(text: &str, max_cell: u64, max_coins: usize) -> Result<Coins, ParseError> {
    let mut cells = parse_number_list(text, "coin cell", max_cell).map_err(|e| ParseError {
        message: format!("{} (give the cells of the coins, numbered from 0, e.g. 1,4,4,9)", e.message),
        at: e.at,
    })?;
    if cells.len() > max_coins {
        return Err(ParseError::new(format!("too many coins: {} given, at most {max_coins}", cells.len())));
    }
    cells.sort_unstable();
    Ok(Coins(cells))
}

/// A position that is two whole numbers written `a,b`: King's square (column, row), Wythoff's
/// two heaps, the column-jump board's square (row, column). What the numbers mean, their ranges
/// and the example a message shows are the game's ([`PairNotation`]); the reading, the
/// messages and the text are the same for every such game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pair<N> {
    pub a: N,
    pub b: N,
}

/// How a game reads its [`Pair`]: what each number is, its inclusive range, and an example.
#[derive(Clone, Copy, Debug)]
pub struct PairNotation {
    pub names: [&'static str; 2],
    pub ranges: [(u64, u64); 2],
    pub example: &'static str,
}

impl<N: TryFrom<u64>> Pair<N> {
    /// Reads `a,b` by [`parse_pair`]; a number its type cannot hold (a range wider than `N`)
    /// is refused as too large rather than cut.
    pub fn parse(text: &str, notation: &PairNotation) -> Result<Self, ParseError> {
        let (a, b) = parse_pair(text, notation.names, notation.ranges, notation.example)?;
        let number = |v: u64, i: usize| {
            N::try_from(v).map_err(|_| ParseError::new(format!("the {} {v} is too large", notation.names[i])))
        };
        Ok(Pair { a: number(a, 0)?, b: number(b, 1)? })
    }
}

impl<N: fmt::Display> fmt::Display for Pair<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.a, self.b)
    }
}

/// Parses `a,b` into two numbers, each within its inclusive range; `names` say what they are.
/// [`Pair`]'s reader, and kassa's (whose pair is coins and a last take).
pub fn parse_pair(
    text: &str,
    names: [&str; 2],
    ranges: [(u64, u64); 2],
    example: &str,
) -> Result<(u64, u64), ParseError> {
    let parts: Vec<&str> = text.split(',').collect();
    if text.trim().is_empty() {
        return Err(ParseError::new(format!("empty position: give {} and {} such as {example}", names[0], names[1])));
    }
    if parts.len() != 2 {
        return Err(ParseError::new(format!(
            "expected two numbers separated by a comma ({}, {}) such as {example}, found {} part{}",
            names[0],
            names[1],
            parts.len(),
            if parts.len() == 1 { "" } else { "s" }
        )));
    }
    let mut out = [0u64; 2];
    let mut offset = 0;
    for i in 0..2 {
        let part = parts[i];
        let item = part.trim();
        let lead = part.len() - part.trim_start().len();
        if item.is_empty() {
            return Err(ParseError::at(format!("missing {}", names[i]), offset + lead));
        }
        if let Some(bad) = item.find(|c: char| !c.is_ascii_digit()) {
            let ch = item[bad..].chars().next().unwrap_or('?');
            return Err(ParseError::at(
                format!("unexpected '{ch}' in the {} '{item}': use digits", names[i]),
                offset + lead + bad,
            ));
        }
        let (lo, hi) = ranges[i];
        let v: u64 = item.parse().map_err(|_| {
            ParseError::at(format!("the {} '{item}' is too large (at most {hi})", names[i]), offset + lead)
        })?;
        if v < lo || v > hi {
            return Err(ParseError::at(
                format!("the {} {v} is out of range: it must be {lo} to {hi}", names[i]),
                offset + lead,
            ));
        }
        out[i] = v;
        offset += part.len() + 1;
    }
    Ok((out[0], out[1]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_named_by_column_letter_and_row_from_the_top() {
        assert_eq!(square_name(0, 0), "a1");
        assert_eq!(square_name(2, 1), "b3");
        assert_eq!(column_name(25), "z");
        assert_eq!(column_name(26), "aa");
        assert_eq!(column_name(27), "ab");
        assert_eq!(column_name(26 * 27), "aaa");
    }

    #[test]
    fn number_lists() {
        assert_eq!(parse_number_list("3,4,5", "heap", 100).unwrap(), vec![3, 4, 5]);
        assert_eq!(parse_number_list(" 3 , 0 ", "heap", 100).unwrap(), vec![3, 0]);
        let e = parse_number_list("3,x", "heap", 100).unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("'x'"));
        assert!(parse_number_list("3,,4", "heap", 100).unwrap_err().message.contains("missing"));
        assert!(parse_number_list("", "heap", 100).is_err());
        assert!(parse_number_list("101", "heap", 100).unwrap_err().message.contains("too large"));
        assert!(parse_number_list("99999999999999999999999", "heap", 100).is_err());
    }

    #[test]
    fn negative_sizes_are_named_at_their_minus_sign() {
        let e = parse_number_list("3, -4", "heap", 100).unwrap_err();
        assert_eq!(e.at, Some(3));
        assert!(e.message.starts_with("heap sizes cannot be negative: '-4'"), "{}", e.message);
        let e = Strip::parse("-3", 100).unwrap_err();
        assert_eq!(e.at, Some(0));
        assert!(e.message.starts_with("a row length cannot be negative"), "{}", e.message);
        assert_eq!(Strip::parse(" \u{2212}3", 100).unwrap_err().at, Some(1));
        // A gone pin may still be written '-' in a strip.
        assert_eq!(Strip::parse("o-o", 100).unwrap().0, vec![true, false, true]);
        let e = Strip::parse("oo3", 100).unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("a number of pins alone"), "{}", e.message);
    }

    /// A pair reads as `parse_pair` reads it, with its messages, and writes back as it was
    /// given without spaces.
    #[test]
    fn a_pair_is_parse_pair_with_a_type() {
        let notation = PairNotation { names: ["row", "column"], ranges: [(1, 12), (1, 4)], example: "8,2" };
        for text in ["8,2", " 8 , 2", "0,1", "13,1", "8", "8,x", "", "1,2,3", ",2", "99999999999999999999,1"] {
            let pair = Pair::<usize>::parse(text, &notation);
            let plain = parse_pair(text, notation.names, notation.ranges, notation.example);
            assert_eq!(pair.map(|p| (p.a as u64, p.b as u64)), plain, "{text:?}");
        }
        assert_eq!(Pair::<u32>::parse(" 8 , 2", &notation).unwrap().to_string(), "8,2");
        let wide =
            PairNotation { names: ["first heap", "second heap"], ranges: [(0, u64::MAX), (0, 1)], example: "4,7" };
        let e = Pair::<u32>::parse("4294967296,1", &wide).unwrap_err();
        assert_eq!(e.message, "the first heap 4294967296 is too large");
    }

    /// GAMES.md: `10` is a full row and `ooo.oo` a strip. A number has no leading 0, so a digit
    /// string starting with 0 is a strip of 1s (standing) and 0s (gone), and one with other
    /// digits is refused with a message naming both notations.
    #[test]
    fn a_leading_zero_makes_a_strip() {
        let cells = |t: &str| Strip::parse(t, 10_000).unwrap().0;
        assert_eq!(cells("0110"), cells(".oo."));
        assert_eq!(cells("0110"), vec![false, true, true, false]);
        assert_eq!(cells("01"), vec![false, true]);
        assert_eq!(cells("00"), vec![false, false]);
        assert_eq!(cells("10"), vec![true; 10], "a number: a full row");
        assert_eq!(cells("110"), vec![true; 110]);
        assert_eq!(cells("0"), Vec::<bool>::new(), "0 is the empty row");
        let e = Strip::parse("0120", 10_000).unwrap_err();
        assert_eq!(e.at, Some(2));
        assert!(e.message.contains("neither a row length") && e.message.contains("nor a strip"), "{}", e.message);
        // A strip written with digits reads back in the o/. notation.
        assert_eq!(Strip::parse(" 0110", 100).unwrap().to_string(), ".oo.");
    }
}
