//! A bounded transposition table for the boolean solvers.

use ahash::AHashMap;
use std::sync::{Arc, Mutex};

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

/// A bounded map from [`Key`]s to answers; cleared when full. Can be a
/// handle on a table shared by threads (sharded, each shard cleared when
/// full): the answers are exact, so sharing them is safe.
#[derive(Debug)]
pub(crate) struct Table {
    map: AHashMap<Key, bool>,
    capacity: usize,
    shared: Option<Arc<Shards>>,
}

/// The shards of a shared table.
#[derive(Debug)]
pub(crate) struct Shards {
    shards: Vec<Mutex<AHashMap<Key, bool>>>,
    capacity: usize,
}

const SHARDS: usize = 64;

impl Table {
    pub(crate) fn new(capacity: usize) -> Table {
        Table {
            map: AHashMap::with_capacity(capacity.min(1 << 16)),
            capacity,
            shared: None,
        }
    }

    /// A table of `capacity` entries in all that threads can share through
    /// [`Table::handle`].
    pub(crate) fn shared(capacity: usize) -> Table {
        Table {
            map: AHashMap::new(),
            capacity,
            shared: Some(Arc::new(Shards {
                shards: (0..SHARDS).map(|_| Mutex::new(AHashMap::new())).collect(),
                capacity: capacity / SHARDS,
            })),
        }
    }

    /// Another handle on the same shared table (a new private table if
    /// this one is not shared).
    pub(crate) fn handle(&self) -> Table {
        match &self.shared {
            Some(s) => Table {
                map: AHashMap::new(),
                capacity: self.capacity,
                shared: Some(Arc::clone(s)),
            },
            None => Table::new(self.capacity),
        }
    }

    pub(crate) fn get(&self, key: &Key) -> Option<bool> {
        if self.capacity == 0 {
            return None;
        }
        if let Some(s) = &self.shared {
            let shard = s.shards[key.hash as usize % SHARDS].lock().ok()?;
            return shard.get(key).copied();
        }
        self.map.get(key).copied()
    }

    pub(crate) fn put(&mut self, key: Key, value: bool) {
        if self.capacity == 0 {
            return;
        }
        if let Some(s) = &self.shared {
            if let Ok(mut shard) = s.shards[key.hash as usize % SHARDS].lock() {
                if shard.len() >= s.capacity.max(1) {
                    shard.clear();
                }
                shard.insert(key, value);
            }
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
