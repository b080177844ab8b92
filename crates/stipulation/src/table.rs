//! A bounded transposition table for the boolean solvers.

use ahash::AHashMap;

/// What a table entry answers: one of the solver's questions about a
/// position, for one node of the stipulation and one remaining length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    /// The position's hash.
    pub hash: u64,
    /// The identity of the stipulation node (its address during the solve).
    pub node: usize,
    /// Which question (attack, defence, help, series).
    pub tag: u8,
    /// Remaining length.
    pub remaining: u32,
    /// Further state the answer depends on (the NonTrivial budget).
    pub extra: u32,
}

/// A bounded map from [`Key`]s to answers; cleared when full.
#[derive(Debug)]
pub(crate) struct Table {
    map: AHashMap<Key, bool>,
    capacity: usize,
}

impl Table {
    pub(crate) fn new(capacity: usize) -> Table {
        Table {
            map: AHashMap::with_capacity(capacity.min(1 << 16)),
            capacity,
        }
    }

    pub(crate) fn get(&self, key: &Key) -> Option<bool> {
        if self.capacity == 0 {
            return None;
        }
        self.map.get(key).copied()
    }

    pub(crate) fn put(&mut self, key: Key, value: bool) {
        if self.capacity == 0 {
            return;
        }
        if self.map.len() >= self.capacity {
            self.map.clear();
        }
        self.map.insert(key, value);
    }

    pub(crate) fn clear(&mut self) {
        self.map.clear();
    }
}
