//! Arrays longer than serde's 32 elements, as sequences of their length.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Writes the array as a sequence.
pub(crate) fn serialize<T: Serialize, const N: usize, S: Serializer>(
    array: &[T; N],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    array.as_slice().serialize(serializer)
}

/// Reads a sequence of exactly `N` elements.
pub(crate) fn deserialize<'de, T: Deserialize<'de>, const N: usize, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<[T; N], D::Error> {
    let items = Vec::<T>::deserialize(deserializer)?;
    let len = items.len();
    items
        .try_into()
        .map_err(|_| D::Error::invalid_length(len, &format!("{N} elements").as_str()))
}
