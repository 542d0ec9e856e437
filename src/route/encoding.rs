//! Percent-encoding of the path segments and query values of a link.

/// Characters left as they are in a path segment; everything else is percent-encoded.
fn keep(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.~,:;!*()'[]".contains(&b)
}

/// Percent-encodes one path segment (UTF-8).
pub fn encode(text: &str) -> String {
    let mut out = String::new();
    for &b in text.as_bytes() {
        if keep(b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes a percent-encoded segment, saying what is wrong if it is malformed.
pub fn decode(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3).filter(|h| h.len() == 2);
            let value = hex.and_then(|h| u8::from_str_radix(h, 16).ok());
            match value {
                Some(v) => out.push(v),
                None => {
                    let shown = text.get(i..(i + 3).min(text.len())).unwrap_or("%");
                    return Err(format!(
                        "the link has a broken escape '{shown}': a % must be followed by two hex digits"
                    ));
                }
            }
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "the link is not valid UTF-8 text".to_string())
}
