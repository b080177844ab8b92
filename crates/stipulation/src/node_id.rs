//! The identities of the branch nodes (battle, help and series play) of a
//! stipulation: each node holds its [`NodeId`], given by a numbering of the
//! tree in preorder (`Node::number_from` in [`crate::model`]) when the
//! solver prepares its copy of the stipulation.
//! The transposition table, the splitting of the root over workers and the
//! numbering of series lines tell nodes apart by these identities.
//!
//! The numbers depend only on the shape of the tree, so every copy of a
//! stipulation numbered the same way gives a node the same identity.

/// The identity of a branch node of the stipulation being solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NodeId(pub(crate) u32);

impl NodeId {
    /// The identity of a node not numbered yet (every node built by the
    /// model, until its tree is numbered).
    pub(crate) const UNNUMBERED: NodeId = NodeId(u32::MAX);

    /// The identity as a number (for the keys of the transposition table).
    pub(crate) fn index(self) -> usize {
        debug_assert!(self != Self::UNNUMBERED, "a node of an unnumbered tree");
        self.0 as usize
    }
}

/// Where a branch node holds its identity ([`NodeId::UNNUMBERED`] until
/// its tree is numbered).
///
/// The identity is not part of what a node means: nodes alike in
/// everything else are equal whatever their identities, so that a tree
/// built during the search (a reflex obligation, set play) compares equal
/// to the same tree in the stipulation.
#[derive(Clone, Copy)]
pub(crate) struct IdSlot(pub(crate) NodeId);

impl IdSlot {
    /// The slot of a node not numbered yet.
    pub(crate) const UNNUMBERED: IdSlot = IdSlot(NodeId::UNNUMBERED);

    /// The identity held.
    pub(crate) fn get(self) -> NodeId {
        self.0
    }
}

impl Default for IdSlot {
    /// [`IdSlot::UNNUMBERED`].
    fn default() -> IdSlot {
        IdSlot::UNNUMBERED
    }
}

impl PartialEq for IdSlot {
    fn eq(&self, _: &IdSlot) -> bool {
        true
    }
}

impl Eq for IdSlot {}

impl std::fmt::Debug for IdSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            NodeId::UNNUMBERED => f.write_str("-"),
            NodeId(n) => write!(f, "{n}"),
        }
    }
}
