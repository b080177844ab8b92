//! The tree of battle play's report made from its steps (when they are
//! not streamed): see [`BattleStep`].

use crate::tree::{Attack, BattleStep, Defence, DefenceTree};

/// A node of the tree being built, open until its [`BattleStep::Close`].
#[derive(Debug)]
enum Open {
    Attack(Attack),
    Defence(Defence),
    Refutation(Defence),
}

/// Builds the tree of battle play from its steps: the attacking moves and
/// the defences at the top (the keys and tries, or the threats and
/// variations of a defender's root), with what follows each.
#[derive(Debug, Default)]
pub(crate) struct TreeBuilder {
    /// The attacking moves at the top, closed.
    pub(crate) attacks: Vec<Attack>,
    /// The defences at the top, closed.
    pub(crate) defences: Vec<Defence>,
    /// The nodes open, the innermost last.
    open: Vec<Open>,
}

impl TreeBuilder {
    /// Takes the next step.
    pub(crate) fn step(&mut self, step: BattleStep) {
        match step {
            BattleStep::Attack {
                info,
                mark,
                threats,
                ..
            } => self.open.push(Open::Attack(Attack {
                info,
                mark,
                after: DefenceTree {
                    threats: threats.map(|_| Vec::new()),
                    variations: Vec::new(),
                },
                refutations: Vec::new(),
            })),
            BattleStep::Defence { info, refutes, .. } => self.open.push(Open::Defence(Defence {
                info,
                answers: Vec::new(),
                refutes,
            })),
            BattleStep::Refutation { info, .. } => self.open.push(Open::Refutation(Defence {
                info,
                answers: Vec::new(),
                refutes: true,
            })),
            BattleStep::Close => self.close(),
            BattleStep::But | BattleStep::Done => {}
        }
    }

    /// Closes the innermost open node, adding it to the node around it.
    fn close(&mut self) {
        let Some(node) = self.open.pop() else {
            return;
        };
        match (node, self.open.last_mut()) {
            (Open::Attack(a), None) => self.attacks.push(a),
            (Open::Attack(a), Some(Open::Attack(around))) => {
                around.after.threats.get_or_insert_with(Vec::new).push(a);
            }
            (Open::Attack(a), Some(Open::Defence(d) | Open::Refutation(d))) => d.answers.push(a),
            (Open::Defence(d), None) => self.defences.push(d),
            (Open::Defence(d), Some(Open::Attack(around))) => around.after.variations.push(d),
            (Open::Refutation(d), Some(Open::Attack(around))) => around.refutations.push(d),
            // a defence is written only after an attacking move or at the
            // top, a refutation only after a try
            (Open::Defence(_) | Open::Refutation(_), _) => {
                debug_assert!(false, "a defence in the wrong place");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::{Mark, MoveInfo};
    use nightrider_board::{Colour, Move};

    fn info(mover: Colour) -> MoveInfo {
        MoveInfo {
            mv: Move::null(),
            piece: None,
            mover,
            check: false,
            goal: None,
            annotations: Default::default(),
            undecided: None,
            pass: false,
        }
    }

    /// The steps of a try with a threat, a variation and a refutation make
    /// the tree they describe.
    #[test]
    fn steps_make_the_tree() {
        let attack = |n, mark, threats| BattleStep::Attack {
            n,
            info: info(Colour::White),
            mark,
            threats,
        };
        let mut b = TreeBuilder::default();
        for step in [
            attack(1, Mark::Try, Some(false)),
            attack(2, Mark::None, None),
            BattleStep::Close,
            BattleStep::Defence {
                n: 1,
                info: info(Colour::Black),
                refutes: false,
            },
            attack(2, Mark::None, None),
            BattleStep::Close,
            BattleStep::Close,
            BattleStep::But,
            BattleStep::Refutation {
                n: 1,
                info: info(Colour::Black),
            },
            BattleStep::Close,
            BattleStep::Close,
            BattleStep::Done,
        ] {
            b.step(step);
        }
        assert_eq!(b.attacks.len(), 1);
        let a = &b.attacks[0];
        assert_eq!(a.mark, Mark::Try);
        assert_eq!(a.after.threats.as_ref().map(Vec::len), Some(1));
        assert_eq!(a.after.variations.len(), 1);
        assert_eq!(a.after.variations[0].answers.len(), 1);
        assert_eq!(a.refutations.len(), 1);
        assert!(b.defences.is_empty() && b.open.is_empty());
    }
}
