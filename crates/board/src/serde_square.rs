//! Squares in serde's data model by name (`"e4"`), so that a serialized
//! square is readable and a deserialized one is always on the board.

use crate::square::Square;
use serde::{de, Deserialize, Deserializer, Serializer};

/// Writes the square of index `index` by name.
pub(crate) fn serialize<S: Serializer>(index: &u8, serializer: S) -> Result<S::Ok, S::Error> {
    match Square::new(*index) {
        Some(square) => serializer.collect_str(&square),
        None => Err(serde::ser::Error::custom(format!(
            "square index {index} off the board"
        ))),
    }
}

/// Reads a square's name (`"a1"` to `"h8"`) and gives its index.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u8, D::Error> {
    let name = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
    Square::from_ascii(name.as_bytes())
        .map(Square::index)
        .ok_or_else(|| de::Error::invalid_value(de::Unexpected::Str(&name), &"a square a1 to h8"))
}
