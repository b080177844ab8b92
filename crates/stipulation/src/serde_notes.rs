//! Deserializing [`Report::ignored_options`](crate::Report::ignored_options),
//! whose names are static strings.

use serde::{de, Deserialize, Deserializer};

/// The options a solve can ignore (the names
/// [`Report::ignored_options`](crate::Report::ignored_options) holds).
const IGNORABLE: [&str; 4] = ["Quodlibet", "PostKeyPlay", "WhiteToPlay", "SetPlay"];

/// Reads a list of ignored options' names, each one of [`IGNORABLE`].
pub(crate) fn ignored_options<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Vec<&'static str>, D::Error> {
    Vec::<String>::deserialize(deserializer)?
        .iter()
        .map(|name| {
            IGNORABLE
                .iter()
                .copied()
                .find(|known| known == name)
                .ok_or_else(|| de::Error::unknown_variant(name, &IGNORABLE))
        })
        .collect()
}
