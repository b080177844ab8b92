//! The identities of the branch nodes (battle, help and series play) of a
//! stipulation: each node holds its [`NodeId`], given by a numbering of the
//! tree in preorder when the solver prepares its copy of the stipulation.
//! The transposition table, the splitting of the root over workers and the
//! numbering of series lines tell nodes apart by these identities.
//!
//! The numbers depend only on the shape of the tree, so every copy of a
//! stipulation numbered the same way gives a node the same identity.

use crate::model::Node;

/// The identity of a branch node of the stipulation being solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NodeId(u32);

impl NodeId {
    /// The identity of a node not numbered yet (every node built by the
    /// model, until [`Node::number_from`] numbers its tree).
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
pub(crate) struct IdSlot(NodeId);

impl IdSlot {
    /// The slot of a node not numbered yet.
    pub(crate) const UNNUMBERED: IdSlot = IdSlot(NodeId::UNNUMBERED);

    /// The identity held.
    pub(crate) fn get(self) -> NodeId {
        self.0
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

impl Node {
    /// Numbers the branch nodes of the tree in preorder, the first `first`;
    /// returns the number after the last one given.
    pub(crate) fn number_from(&mut self, first: u32) -> u32 {
        let mut next = first;
        let mut give = || {
            let id = NodeId(next);
            next += 1;
            id
        };
        // an explicit stack: structured stipulations may nest deeply
        let mut stack = vec![self];
        while let Some(node) = stack.pop() {
            // children pushed in reverse, so that they are numbered in order
            match node {
                Node::Goal(_) => {}
                Node::Not(a) => stack.push(a),
                Node::And(a, b) | Node::Or(a, b) => {
                    stack.push(b);
                    stack.push(a);
                }
                Node::Battle(b) => {
                    b.id = IdSlot(give());
                    let children = [&mut b.constraint, &mut b.on_defence, &mut b.on_attack];
                    stack.extend(children.into_iter().flatten());
                }
                Node::Help(h) => {
                    h.id = IdSlot(give());
                    stack.push(&mut h.end);
                    stack.extend(&mut h.constraint);
                }
                Node::Series(s) => {
                    s.id = IdSlot(give());
                    stack.push(&mut s.end);
                    stack.extend(&mut s.after_move);
                    stack.extend(&mut s.constraint);
                }
            }
        }
        next
    }

    /// The number of branch nodes in the tree.
    pub(crate) fn branch_count(&self) -> u32 {
        let count = |n: &Option<Node>| n.as_ref().map_or(0, Node::branch_count);
        match self {
            Node::Goal(_) => 0,
            Node::Not(a) => a.branch_count(),
            Node::And(a, b) | Node::Or(a, b) => a.branch_count() + b.branch_count(),
            Node::Battle(b) => {
                1 + count(&b.constraint) + count(&b.on_defence) + count(&b.on_attack)
            }
            Node::Help(h) => 1 + h.end.branch_count() + count(&h.constraint),
            Node::Series(s) => {
                1 + s.end.branch_count() + count(&s.after_move) + count(&s.constraint)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Stipulation;

    /// The branch nodes of a stipulation are numbered in preorder, the
    /// same in every copy of it.
    #[test]
    fn nodes_are_numbered_by_their_place_in_the_tree() {
        let mut stip = Stipulation::parse("3->h#2").unwrap();
        let mut copy = stip.clone();
        assert_eq!(stip.root.number_from(0), 2);
        assert_eq!(copy.root.number_from(0), 2);
        let Node::Series(s) = &stip.root else {
            panic!("{:?}", stip.root)
        };
        let Node::Series(t) = &copy.root else {
            panic!("{:?}", copy.root)
        };
        assert_eq!(s.id.get(), NodeId(0));
        assert_eq!(s.id.get(), t.id.get());
        let (Node::Help(h), Node::Help(k)) = (&s.end, &t.end) else {
            panic!("{:?}", s.end)
        };
        assert_eq!(h.id.get(), NodeId(1));
        assert_eq!(h.id.get(), k.id.get());
    }

    /// A tree derived during the search (set play) is numbered after the
    /// nodes numbered so far.
    #[test]
    fn a_derived_tree_is_numbered_after_the_first() {
        let mut stip = Stipulation::parse("h#2").unwrap();
        let next = stip.root.number_from(0);
        let mut set = stip.set_play().unwrap();
        assert_eq!(set.root.number_from(next), next + 1);
        let Node::Help(h) = &set.root else {
            panic!("{:?}", set.root)
        };
        assert_eq!(h.id.get(), NodeId(next));
    }
}
