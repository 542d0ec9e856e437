//! Parse errors and small helpers shared by every game's notation.

use std::fmt;

/// A parse error that says what is wrong and where (a 0-based character offset).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub message: String,
    pub at: Option<usize>,
}

impl ParseError {
    pub fn new(message: impl Into<String>) -> Self {
        ParseError { message: message.into(), at: None }
    }

    pub fn at(message: impl Into<String>, at: usize) -> Self {
        ParseError { message: message.into(), at: Some(at) }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some(at) => write!(f, "{} (at character {})", self.message, at + 1),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses a comma-separated list of non-negative integers such as `3,4,5`, each at most
/// `max`; `what` names the items in messages ("heap", "pile").
pub fn parse_number_list(text: &str, what: &str, max: u64) -> Result<Vec<u64>, ParseError> {
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
        out.push(value);
        offset += part.len() + 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
