//! A bounded transposition table for the boolean solvers.
//!
//! The table is an array of [`Entry`] slots in buckets of two, bounded
//! by `-maxmem`, allocated on first use small (a short solve stays in the
//! caches) and grown, up to the bound, when three quarters of its slots
//! are taken. An entry holds its
//! whole key, so an answer is only ever given for the question it was
//! stored for (up to a collision of the 64-bit position hash itself).
//!
//! Two kinds of question are stored:
//!
//! - **exact** ones, whose answer is for one remaining length only (help
//!   and series play: a help mate in exactly 3 says nothing about 5);
//! - **monotone** ones, whose answer carries over to other lengths: an
//!   attacker who wins within `r` half-moves wins within any longer
//!   length, and one who fails within `r` fails within any shorter one.
//!   Their entry keeps both bounds: the shortest length known to win and
//!   the longest known to fail.
//!
//! Clearing is a new generation number, not a pass over the memory. A table
//! can also be shared by threads (sharded, each shard behind a mutex): the
//! answers are exact, so sharing them is safe.

use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};
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
    /// Whether the answer is monotone in the remaining length (see the
    /// module documentation).
    pub monotone: bool,
}

/// The `remaining` field of a monotone entry (its lengths are bounds).
const MONOTONE: u16 = u16::MAX;
/// No length known to succeed.
const NO_WIN: u16 = u16::MAX;

/// One slot of the table (all zero: an empty slot, generation 0).
#[derive(Clone, Copy, Debug, Default, bytemuck::Zeroable)]
struct Entry {
    hash: u64,
    node: u64,
    extra: u32,
    /// The remaining length of an exact entry, or [`MONOTONE`].
    remaining: u16,
    tag: u8,
    /// The generation the entry was written in; other generations are
    /// empty slots (0 is never a current generation).
    generation: u8,
    /// The shortest remaining length known to succeed ([`NO_WIN`]: none).
    wins_from: u16,
    /// One more than the longest remaining length known to fail (0: none).
    fails_below: u16,
    /// How much the answer cost, roughly (the remaining length): the
    /// cheaper of two entries is replaced first.
    worth: u16,
}

impl Entry {
    fn matches(&self, key: &Key, remaining: u16, generation: u8) -> bool {
        self.generation == generation
            && self.hash == key.hash
            && self.node == key.node as u64
            && self.tag == key.tag
            && self.extra == key.extra
            && self.remaining == remaining
    }

    fn answer(&self, r: u16) -> Option<bool> {
        if r >= self.wins_from {
            Some(true)
        } else if r < self.fails_below {
            Some(false)
        } else {
            None
        }
    }
}

/// The slots of a table (or of one shard of a shared table).
#[derive(Debug)]
struct Slots {
    entries: Vec<Entry>,
    /// Buckets in use: `entries.len() / 2` once allocated.
    buckets: usize,
    /// The most buckets the table may grow to.
    max_buckets: usize,
    /// Slots of the current generation.
    filled: usize,
    generation: u8,
}

/// The buckets a table starts with (4 MB).
const FIRST_BUCKETS: usize = 1 << 16;

impl Slots {
    fn new(capacity: usize) -> Slots {
        Self::starting_with(capacity, FIRST_BUCKETS)
    }

    /// Slots for `capacity` entries that start with `first` buckets at most.
    fn starting_with(capacity: usize, first: usize) -> Slots {
        let max_buckets = (capacity / 2).max(1);
        Slots {
            entries: Vec::new(),
            buckets: max_buckets.min(first),
            max_buckets,
            filled: 0,
            generation: 1,
        }
    }

    /// The stored remaining length and the length asked about, or `None`
    /// when the length does not fit the entry format.
    fn lengths(key: &Key) -> Option<(u16, u16)> {
        let r = u16::try_from(key.remaining)
            .ok()
            .filter(|&r| r < MONOTONE)?;
        Some((if key.monotone { MONOTONE } else { r }, r))
    }

    fn bucket(&self, key: &Key) -> usize {
        Self::bucket_among(key, self.buckets)
    }

    /// The bucket of `key` in a table of `buckets` buckets.
    fn bucket_among(key: &Key, buckets: usize) -> usize {
        let mixed = key
            .hash
            .wrapping_add((key.node as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .wrapping_add(u64::from(key.tag) << 56)
            .wrapping_add(u64::from(key.extra).wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
            .wrapping_add(if key.monotone {
                0
            } else {
                u64::from(key.remaining).wrapping_mul(0x1656_67B1_9E37_79F9)
            });
        // the high bits are the best mixed
        ((u128::from(mixed.rotate_left(29)) * buckets as u128) >> 64) as usize
    }

    fn get(&self, key: &Key) -> Option<bool> {
        if self.entries.is_empty() {
            return None;
        }
        let (stored, r) = Self::lengths(key)?;
        let b = 2 * self.bucket(key);
        self.entries[b..b + 2]
            .iter()
            .find(|e| e.matches(key, stored, self.generation))
            .and_then(|e| e.answer(r))
    }

    /// Asks the processor to bring the bucket of `key` into its cache.
    fn prefetch(&self, key: &Key) {
        if self.entries.is_empty() {
            return;
        }
        prefetch_bucket(self.entries.as_ptr(), self.bucket(key));
    }

    fn put(&mut self, key: &Key, value: bool) {
        let Some((stored, r)) = Self::lengths(key) else {
            return;
        };
        if self.entries.is_empty() {
            // zeroed memory from the allocator: the pages are only touched
            // when written (`vec!` would write every entry)
            self.entries = zeroed_entries(2 * self.buckets);
        }
        if 4 * self.filled >= 3 * self.entries.len() && self.buckets < self.max_buckets {
            self.grow();
        }
        let generation = self.generation;
        let b = 2 * self.bucket(key);
        let bucket = &mut self.entries[b..b + 2];
        let slot = match bucket
            .iter()
            .position(|e| e.matches(key, stored, generation))
        {
            Some(i) => i,
            None => {
                // an empty slot, else the one that cost less
                let i = match bucket.iter().position(|e| e.generation != generation) {
                    Some(i) => {
                        self.filled += 1;
                        i
                    }
                    None => usize::from(bucket[1].worth < bucket[0].worth),
                };
                bucket[i] = Entry {
                    hash: key.hash,
                    node: key.node as u64,
                    extra: key.extra,
                    remaining: stored,
                    tag: key.tag,
                    generation,
                    wins_from: NO_WIN,
                    fails_below: 0,
                    worth: 0,
                };
                i
            }
        };
        let e = &mut bucket[slot];
        if value {
            e.wins_from = e.wins_from.min(r);
        } else {
            e.fails_below = e.fails_below.max(r + 1);
        }
        e.worth = e.worth.max(r);
    }

    /// Moves the entries of the current generation into a table four
    /// times as large (at most [`Slots::max_buckets`]).
    fn grow(&mut self) {
        self.buckets = (self.buckets * 4).min(self.max_buckets);
        let old = std::mem::replace(&mut self.entries, zeroed_entries(2 * self.buckets));
        self.filled = 0;
        let generation = self.generation;
        for e in old.iter().filter(|e| e.generation == generation) {
            let monotone = e.remaining == MONOTONE;
            let key = Key {
                hash: e.hash,
                node: e.node as usize,
                tag: e.tag,
                remaining: if monotone { 0 } else { u32::from(e.remaining) },
                extra: e.extra,
                monotone,
            };
            let b = 2 * self.bucket(&key);
            let bucket = &mut self.entries[b..b + 2];
            let i = match bucket.iter().position(|e| e.generation != generation) {
                Some(i) => {
                    self.filled += 1;
                    i
                }
                None => usize::from(bucket[1].worth < bucket[0].worth),
            };
            bucket[i] = *e;
        }
    }

    fn clear(&mut self) {
        self.filled = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // after 255 generations the old ones come round again
            self.entries.iter_mut().for_each(|e| *e = Entry::default());
            self.generation = 1;
        }
    }
}

/// A bounded map from [`Key`]s to answers (see the module documentation).
/// Can be a handle on a table shared by threads.
#[derive(Debug)]
pub(crate) struct Table {
    own: Slots,
    capacity: usize,
    shared: Option<Arc<Shards>>,
}

/// `n` empty slots, in zeroed memory from the allocator (the pages are
/// only touched when written; `vec!` would write every entry).
///
/// On Linux the memory is marked for transparent huge pages: the table is
/// read at random places all over, and with pages of 4 kB nearly every
/// question would also miss the processor's page cache (its TLB); with
/// pages of 2 MB the table's pages stay in it. The advice changes no
/// content (the pages are zero either way), so a refusal is ignored.
fn zeroed_entries(n: usize) -> Vec<Entry> {
    let entries: Vec<Entry> = bytemuck::zeroed_vec(n);
    #[cfg(target_os = "linux")]
    advise_huge_pages(entries.as_ptr().cast(), std::mem::size_of_val(&entries[..]));
    entries
}

/// Advises the kernel to back the whole 4 kB pages of the `len` bytes at
/// `start` by huge pages (when they are at least one huge page).
#[cfg(target_os = "linux")]
fn advise_huge_pages(start: *const u8, len: usize) {
    const PAGE: usize = 4096;
    const HUGE_PAGE: usize = 2 << 20;
    if len < HUGE_PAGE {
        return;
    }
    let addr = start as usize;
    let first = addr.next_multiple_of(PAGE);
    let end = (addr + len) / PAGE * PAGE;
    if end <= first {
        return;
    }
    // SAFETY: the range lies inside the allocation of `len` bytes at
    // `start`, which this process owns; MADV_HUGEPAGE changes neither the
    // mapping nor its content, only how the kernel backs it.
    let _ = unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE) };
}

/// Asks the processor to bring bucket `b` of the entries at `entries` into
/// its cache. `entries` may be out of date (the entries of a shard that has
/// grown since): the address is then wrong and the hint useless, never
/// harmful, as nothing is read through it.
fn prefetch_bucket(entries: *const Entry, b: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let slot = entries.wrapping_add(2 * b).cast::<i8>();
        // SAFETY: a prefetch reads nothing and writes nothing (it is a
        // hint, even for an invalid address), and SSE is part of every
        // x86-64 processor.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(slot) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (entries, b);
}

/// The shards of a shared table.
#[derive(Debug)]
pub(crate) struct Shards {
    shards: Vec<Shard>,
}

/// One shard of a shared table.
#[derive(Debug)]
struct Shard {
    slots: Locked,
    view: View,
}

/// A shard's slots, on cache lines of their own: the threads lock shards
/// all the time, and two shards on one line would make each lock stall
/// the other threads' work on the neighbouring shard.
#[derive(Debug)]
#[repr(align(128))]
struct Locked(Mutex<Slots>);

/// Where a shard's entries are and how many buckets they hold, as of the
/// last write that changed them (on lines of their own, written only when
/// the shard allocates or grows): enough to prefetch a bucket without
/// taking the lock.
#[derive(Debug)]
#[repr(align(128))]
struct View {
    entries: AtomicPtr<Entry>,
    buckets: AtomicUsize,
}

impl Shard {
    fn new(slots: Slots) -> Shard {
        Shard {
            slots: Locked(Mutex::new(slots)),
            view: View {
                entries: AtomicPtr::new(std::ptr::null_mut()),
                buckets: AtomicUsize::new(0),
            },
        }
    }

    /// The shard's slots, locked (`Err` if a thread panicked holding them).
    fn lock(&self) -> std::sync::LockResult<std::sync::MutexGuard<'_, Slots>> {
        self.slots.0.lock()
    }

    fn put(&self, key: &Key, value: bool) {
        let Ok(mut slots) = self.lock() else {
            return;
        };
        slots.put(key, value);
        let entries = slots.entries.as_ptr().cast_mut();
        if self.view.entries.load(Ordering::Relaxed) != entries {
            self.view.buckets.store(slots.buckets, Ordering::Relaxed);
            self.view.entries.store(entries, Ordering::Relaxed);
        }
    }

    fn prefetch(&self, key: &Key) {
        let entries = self.view.entries.load(Ordering::Relaxed);
        if !entries.is_null() {
            let buckets = self.view.buckets.load(Ordering::Relaxed);
            prefetch_bucket(entries, Slots::bucket_among(key, buckets));
        }
    }
}

const SHARDS: usize = 64;

impl Table {
    /// A table of `capacity` entries (0: no table).
    pub(crate) fn new(capacity: usize) -> Table {
        Table {
            own: Slots::new(capacity),
            capacity,
            shared: None,
        }
    }

    /// A table of `capacity` entries in all that threads can share through
    /// [`Table::handle`].
    pub(crate) fn shared(capacity: usize) -> Table {
        Table {
            own: Slots::new(0),
            capacity,
            shared: Some(Arc::new(Shards {
                shards: (0..SHARDS)
                    // together as small at first as one table: a short
                    // solve touches few pages
                    .map(|_| {
                        Shard::new(Slots::starting_with(
                            capacity / SHARDS,
                            FIRST_BUCKETS / SHARDS,
                        ))
                    })
                    .collect(),
            })),
        }
    }

    /// Another handle on the same shared table (a new private table if
    /// this one is not shared).
    pub(crate) fn handle(&self) -> Table {
        match &self.shared {
            Some(s) => Table {
                own: Slots::new(0),
                capacity: self.capacity,
                shared: Some(Arc::clone(s)),
            },
            None => Table::new(self.capacity),
        }
    }

    fn shard(key: &Key) -> usize {
        (key.hash >> 58) as usize % SHARDS
    }

    pub(crate) fn get(&self, key: &Key) -> Option<bool> {
        if self.capacity == 0 {
            return None;
        }
        if let Some(s) = &self.shared {
            return s.shards[Self::shard(key)].lock().ok()?.get(key);
        }
        self.own.get(key)
    }

    /// Brings the slot of `key` into the cache ahead of a [`Table::get`].
    pub(crate) fn prefetch(&self, key: &Key) {
        if self.capacity == 0 {
            return;
        }
        match &self.shared {
            Some(s) => s.shards[Self::shard(key)].prefetch(key),
            None => self.own.prefetch(key),
        }
    }

    pub(crate) fn put(&mut self, key: Key, value: bool) {
        if self.capacity == 0 {
            return;
        }
        if let Some(s) = &self.shared {
            s.shards[Self::shard(&key)].put(&key, value);
            return;
        }
        self.own.put(&key, value);
    }

    pub(crate) fn clear(&mut self) {
        match &self.shared {
            Some(s) => {
                for shard in &s.shards {
                    if let Ok(mut shard) = shard.lock() {
                        shard.clear();
                    }
                }
            }
            None => self.own.clear(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(hash: u64, remaining: u32, monotone: bool) -> Key {
        Key {
            hash,
            node: 0x1000,
            tag: 0,
            remaining,
            extra: 0,
            monotone,
        }
    }

    #[test]
    fn exact_answers_are_for_their_length_only() {
        let mut t = Table::new(1 << 10);
        t.put(key(7, 3, false), true);
        t.put(key(7, 5, false), false);
        assert_eq!(t.get(&key(7, 3, false)), Some(true));
        assert_eq!(t.get(&key(7, 5, false)), Some(false));
        assert_eq!(t.get(&key(7, 1, false)), None);
        assert_eq!(t.get(&key(8, 3, false)), None);
    }

    #[test]
    fn monotone_answers_carry_over() {
        let mut t = Table::new(1 << 10);
        t.put(key(7, 5, true), true);
        t.put(key(7, 3, true), false);
        assert_eq!(t.get(&key(7, 7, true)), Some(true));
        assert_eq!(t.get(&key(7, 5, true)), Some(true));
        assert_eq!(t.get(&key(7, 3, true)), Some(false));
        assert_eq!(t.get(&key(7, 1, true)), Some(false));
        assert_eq!(t.get(&key(7, 4, true)), None);
        // exact questions do not see monotone answers
        assert_eq!(t.get(&key(7, 5, false)), None);
    }

    #[test]
    fn clearing_forgets_and_full_buckets_keep_the_costlier() {
        let mut t = Table::new(2);
        t.put(key(1, 9, false), true);
        t.put(key(2, 1, false), true);
        t.put(key(3, 3, false), false);
        assert_eq!(t.get(&key(1, 9, false)), Some(true));
        assert_eq!(t.get(&key(3, 3, false)), Some(false));
        assert_eq!(t.get(&key(2, 1, false)), None);
        t.clear();
        assert_eq!(t.get(&key(1, 9, false)), None);
    }

    #[test]
    fn a_growing_table_keeps_its_answers() {
        // starts at FIRST_BUCKETS buckets, grows twice on the way
        let mut t = Table::new(32 * FIRST_BUCKETS);
        let n = 4 * FIRST_BUCKETS as u64;
        for h in 0..n {
            let hash = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            t.put(key(hash, 3, false), h % 3 == 0);
            t.put(key(hash, 5, true), h % 2 == 0);
        }
        assert!(t.own.buckets > FIRST_BUCKETS);
        let mut found = 0;
        for h in 0..n {
            let hash = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            if let Some(v) = t.get(&key(hash, 3, false)) {
                assert_eq!(v, h % 3 == 0);
                found += 1;
            }
            if let Some(v) = t.get(&key(hash, 7, true)) {
                assert_eq!(v, h % 2 == 0);
                // a monotone win carries over, a failure does not
                assert!(v);
            }
        }
        // room for all: nearly every answer is kept
        assert!(found > n * 9 / 10, "{found} of {n}");
    }

    #[test]
    fn a_shared_table_answers_every_handle() {
        let t = Table::shared(1 << 12);
        let mut a = t.handle();
        let b = t.handle();
        a.put(key(42, 3, true), true);
        assert_eq!(b.get(&key(42, 9, true)), Some(true));
        assert_eq!(Table::new(0).get(&key(42, 3, true)), None);
    }
}
