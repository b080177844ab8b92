//! The identities of the branch nodes (battle, help and series play) of the
//! stipulation being solved: a numbering of the tree in preorder, made when
//! a search starts. The transposition table, the splitting of the root
//! over workers and the numbering of series lines tell nodes apart by these
//! identities.
//!
//! The numbers depend only on the shape of the tree, so every copy of a
//! stipulation (each worker of a split solve builds its own numbering) gives
//! a node the same identity.

use crate::model::{Battle, Help, Node, Series};
use ahash::AHashMap;

/// The identity of a branch node of the stipulation being solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NodeId(u32);

impl NodeId {
    /// The identity as a number (for the keys of the transposition table).
    pub(crate) fn index(self) -> usize {
        self.0 as usize
    }
}

/// The identities of the branch nodes of the trees numbered so far.
///
/// A node is found by where it lies in memory: the trees numbered must
/// stay where they are (not be moved or dropped) while they are searched.
#[derive(Clone, Debug, Default)]
pub(crate) struct NodeIds {
    ids: AHashMap<usize, NodeId>,
    next: u32,
}

impl NodeIds {
    /// The identities of the branch nodes of `root`.
    pub(crate) fn of(root: &Node) -> NodeIds {
        let mut ids = NodeIds::default();
        ids.number(root);
        ids
    }

    /// Numbers the branch nodes of `root` (a tree derived from the one
    /// being solved, as its set play), after those numbered so far.
    pub(crate) fn number(&mut self, root: &Node) {
        // an explicit stack: structured stipulations may nest deeply
        let mut stack = vec![root];
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
                    self.insert(address(&**b));
                    let children = [&b.constraint, &b.on_defence, &b.on_attack];
                    stack.extend(children.into_iter().flatten());
                }
                Node::Help(h) => {
                    self.insert(address(&**h));
                    stack.push(&h.end);
                    stack.extend(&h.constraint);
                }
                Node::Series(s) => {
                    self.insert(address(&**s));
                    stack.push(&s.end);
                    stack.extend(&s.after_move);
                    stack.extend(&s.constraint);
                }
            }
        }
    }

    fn insert(&mut self, address: usize) {
        self.ids.insert(address, NodeId(self.next));
        self.next += 1;
    }

    fn get(&self, address: usize) -> NodeId {
        *self
            .ids
            .get(&address)
            .expect("a node of a tree numbered for the search")
    }

    /// The identity of a battle node.
    pub(crate) fn battle(&self, b: &Battle) -> NodeId {
        self.get(address(b))
    }

    /// The identity of a help node.
    pub(crate) fn help(&self, h: &Help) -> NodeId {
        self.get(address(h))
    }

    /// The identity of a series node.
    pub(crate) fn series(&self, s: &Series) -> NodeId {
        self.get(address(s))
    }
}

/// Where a node lies in memory.
fn address<T>(node: &T) -> usize {
    std::ptr::from_ref(node) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Stipulation;

    /// The branch nodes of a stipulation are numbered in preorder, the
    /// same in every copy of it.
    #[test]
    fn nodes_are_numbered_by_their_place_in_the_tree() {
        let stip = Stipulation::parse("3->h#2").unwrap();
        let copy = stip.clone();
        let (a, b) = (NodeIds::of(&stip.root), NodeIds::of(&copy.root));
        let Node::Series(s) = &stip.root else {
            panic!("{:?}", stip.root)
        };
        let Node::Series(t) = &copy.root else {
            panic!("{:?}", copy.root)
        };
        assert_eq!(a.series(s), NodeId(0));
        assert_eq!(a.series(s), b.series(t));
        let (Node::Help(h), Node::Help(k)) = (&s.end, &t.end) else {
            panic!("{:?}", s.end)
        };
        assert_eq!(a.help(h), NodeId(1));
        assert_eq!(a.help(h), b.help(k));
    }
}
