//! Reading problem files as text: UTF-8 or, as in old collections and some
//! of Popeye's own example files, Latin-1 (ISO 8859-1).
//!
//! [`decode`] never fails: bytes that are valid UTF-8 are read as UTF-8
//! (after a byte-order mark, which is dropped); any other bytes are read as
//! Latin-1, where every byte is one character. [`Encoding::encode`] writes
//! text back in the encoding it was read in, so that an output echoing the
//! input (Popeye echoes the author and source lines) keeps its bytes.
//!
//! ```
//! use nightrider_notation::text::{decode, Encoding};
//!
//! let (text, encoding) = decode(b"\xEF\xBB\xBFbegin");
//! assert_eq!((text.as_str(), encoding), ("begin", Encoding::Utf8));
//!
//! let (text, encoding) = decode(b"author M\xFCller");
//! assert_eq!((text.as_str(), encoding), ("author Müller", Encoding::Latin1));
//! assert_eq!(encoding.encode(&text), b"author M\xFCller");
//! ```

/// The encoding a text was read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Encoding {
    /// UTF-8 (with or without a byte-order mark).
    #[default]
    Utf8,
    /// Latin-1: one byte, one character U+0000..=U+00FF.
    Latin1,
}

/// The UTF-8 byte-order mark.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Decodes the bytes of an input file: UTF-8 without its byte-order mark
/// when they are valid UTF-8, Latin-1 otherwise.
pub fn decode(bytes: &[u8]) -> (String, Encoding) {
    let bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.to_string(), Encoding::Utf8),
        Err(_) => (
            bytes.iter().map(|&b| char::from(b)).collect(),
            Encoding::Latin1,
        ),
    }
}

impl Encoding {
    /// `text` as bytes in this encoding. In Latin-1, a character beyond
    /// U+00FF (which no Latin-1 input holds) is written as `?`.
    pub fn encode(self, text: &str) -> Vec<u8> {
        match self {
            Encoding::Utf8 => text.as_bytes().to_vec(),
            Encoding::Latin1 => text
                .chars()
                .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_stays_utf8() {
        assert_eq!(
            decode("Müller".as_bytes()),
            ("Müller".to_string(), Encoding::Utf8)
        );
    }

    #[test]
    fn a_bom_alone_is_dropped() {
        assert_eq!(decode(BOM), (String::new(), Encoding::Utf8));
    }

    #[test]
    fn latin1_round_trips() {
        let bytes: Vec<u8> = (0..=255u8).collect();
        let (text, encoding) = decode(&bytes);
        assert_eq!(encoding, Encoding::Latin1);
        assert_eq!(text.chars().count(), 256);
        assert_eq!(encoding.encode(&text), bytes);
    }
}
