//! The move-counting prunings of help and series play towards mate or
//! stalemate ([`MateReach`], intelligent mode's [`intelligent::Distances`]
//! and guides): their tables are built once per solve and shared by all
//! its searches, threads included, and the guides built in the diagram
//! position are kept for the searches that start there again (each task
//! of a split solve, see [`super::parallel`]).

use crate::intelligent;
use crate::mate_reach::MateReach;
use ahash::AHashMap;
use nightrider_board::Colour;
use std::sync::Mutex;

/// What the guide of a branch is built from: the position (by its hash),
/// the side to be mated, the ending and each side's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct GuideKey {
    /// The hash of the position the guide starts from.
    pub hash: u64,
    /// The side to be mated.
    pub mated: Colour,
    /// Mate or stalemate.
    pub ending: intelligent::Ending,
    /// The moves of the mating side.
    pub mating_moves: u32,
    /// The moves of the mated side.
    pub mated_moves: u32,
}

/// What the configurations of a guide are listed for: the position (by its
/// hash), the side to be mated and the ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ListingKey {
    /// The hash of the position the configurations are listed in.
    pub hash: u64,
    /// The side to be mated.
    pub mated: Colour,
    /// Mate or stalemate.
    pub ending: intelligent::Ending,
}

/// Configurations listed for a budget ([`intelligent::Guide::listed`];
/// `None`: they could not be listed).
type Listing = ((u32, u32), Option<intelligent::Guide>);

/// The tables of the prunings, and the guides built in the diagram
/// position (`None`: the guide could not be built there).
pub(crate) struct Pruning {
    /// The coarse count of moves to mate or stalemate.
    pub mate_reach: MateReach,
    /// The empty-board distances of intelligent mode.
    pub distances: intelligent::Distances,
    root_guides: Mutex<AHashMap<GuideKey, Option<intelligent::Guide>>>,
    /// The configurations listed in the diagram position, for the largest
    /// budget asked so far: the guides of smaller budgets are made from
    /// them (help and series play try every length up to the full one).
    root_listings: Mutex<AHashMap<ListingKey, Listing>>,
}

impl Pruning {
    /// Builds the tables.
    pub fn new() -> Pruning {
        Pruning {
            mate_reach: MateReach::new(),
            distances: intelligent::Distances::new(),
            root_guides: Mutex::new(AHashMap::new()),
            root_listings: Mutex::new(AHashMap::new()),
        }
    }

    /// The guide for `key` in the diagram position: a copy of the one built
    /// before, else built by `build` and kept.
    pub fn root_guide(
        &self,
        key: GuideKey,
        build: impl FnOnce() -> Option<intelligent::Guide>,
    ) -> Option<intelligent::Guide> {
        let Ok(mut guides) = self.root_guides.lock() else {
            return build();
        };
        guides.entry(key).or_insert_with(build).clone()
    }

    /// The configurations listed in the diagram position for `key` and a
    /// budget of at least `budget` (mating moves, mated moves): those listed
    /// before when their budget is large enough, else listed by `list` for
    /// `budget` and kept.
    pub fn root_listing(
        &self,
        key: ListingKey,
        budget: (u32, u32),
        list: impl FnOnce() -> Option<intelligent::Guide>,
    ) -> Option<intelligent::Guide> {
        let Ok(mut listings) = self.root_listings.lock() else {
            return list();
        };
        if let Some(((m, n), listed)) = listings.get(&key) {
            if *m >= budget.0 && *n >= budget.1 {
                return listed.clone();
            }
        }
        let listed = list();
        listings.insert(key, (budget, listed.clone()));
        listed
    }
}
