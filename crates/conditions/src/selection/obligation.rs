//! Jacobi's obligations (the Jacobi manual, "WhiteMustCapture,
//! BlackMustCapture, WhiteMustCheck, BlackMustCheck" and "Zigzag"):
//! a side must play a move of a kind (a capture, a check, or under the
//! `anti` forms a move that is not of the kind) if it can. What happens
//! when it cannot is the rule's [`Ending`]:
//!
//! - [`Ending::Free`] (no option): any legal move may be played;
//! - [`Ending::Ultra`]: the side has no move, and the position is mate
//!   (in check) or stalemate (not in check);
//! - [`Ending::SemiUltra`]: the side has no move, but the position is
//!   mate or stalemate only if the side has no legal move at all (the
//!   engine judges mate and stalemate by the legal moves without the
//!   list rules, see [`crate::Engine::has_any_legal_move`]).
//!
//! With `pass` (Jacobi's Blackcap: BlackMustCapture SemiUltra and a pass
//! where Black is left without a move, as Popeye's BlackChecks passes) a
//! side not in check without a move of the kind passes (a null move).
//!
//! Jacobi's Zigzag family binds White with the anti form of "a capture or
//! a check" (the manual: "White must not check nor capture"): Zigzag is
//! SemiUltra, ZigzagStapff has no option, ZigzagUltra is Ultra.
//!
//! The rule chooses among the side's legal moves; what checks is left
//! alone (under WhiteMustCapture Anti a white rook still checks along its
//! file).

use nightrider_board::{Colour, Move, Position};
use nightrider_movegen::MoveList;

/// The kind of move an [`Obligation`] asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Aim {
    /// A capture (MustCapture).
    Capture,
    /// A move after which the other side is in check (MustCheck).
    Check,
    /// A capture or a check (the Zigzag family, always `anti`).
    CaptureOrCheck,
}

/// What a side bound by an [`Obligation`] may do without a move of the
/// kind asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Ending {
    /// Any legal move.
    Free,
    /// No move; mate or stalemate.
    Ultra,
    /// No move; mate or stalemate only without any legal move.
    SemiUltra,
}

/// One of Jacobi's obligation rules (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Obligation {
    /// The side bound.
    pub side: Colour,
    /// The kind of move.
    pub aim: Aim,
    /// The side must play a move not of the kind (Jacobi's option Anti).
    pub anti: bool,
    /// Without a move as asked for.
    pub ending: Ending,
    /// Without a move as asked for and not in check, the side passes.
    pub pass: bool,
}

impl Obligation {
    /// Whether the rule may leave a side with legal moves none (the
    /// engine then judges mate and stalemate by the list the rule
    /// leaves): Ultra only; SemiUltra judges them without the rule.
    pub fn may_empty(&self) -> bool {
        self.ending == Ending::Ultra
    }

    /// The name Jacobi reads the rule by (its traditional name where it
    /// has one), with its options.
    pub fn name(&self) -> String {
        let side = self.side.fold("White", "Black");
        match (self.aim, self.anti, self.ending, self.pass) {
            (Aim::CaptureOrCheck, true, Ending::SemiUltra, false) => "Zigzag".into(),
            (Aim::CaptureOrCheck, true, Ending::Free, false) => "ZigzagStapff".into(),
            (Aim::CaptureOrCheck, true, Ending::Ultra, false) => "ZigzagUltra".into(),
            (Aim::Capture, false, Ending::SemiUltra, true) => "Blackcap".into(),
            (aim, anti, ending, pass) => {
                let aim = match aim {
                    Aim::Capture => "MustCapture",
                    Aim::Check => "MustCheck",
                    Aim::CaptureOrCheck => "MustCaptureOrCheck",
                };
                let mut name = format!("{side}{aim}");
                if anti {
                    name.push_str(" Anti");
                }
                match ending {
                    Ending::Free => {}
                    Ending::Ultra => name.push_str(" Ultra"),
                    Ending::SemiUltra => name.push_str(" SemiUltra"),
                }
                if pass {
                    name.push_str(" Pass");
                }
                name
            }
        }
    }
}

/// The combinations of Jacobi's obligations refused: they stand alone,
/// beside one another when they bind different sides (Jacobi's Blackcap
/// Zigzag), and a White one beside BlackChecks (Jacobi's Checking
/// Zigzag); the rules of the two sides choose from different lists, so
/// they do not interact. Nothing else has been checked (there is no
/// Jacobi to compare with).
pub(crate) fn combination_refusal(
    conditions: &[crate::condition::Condition],
) -> Option<(String, String)> {
    use crate::condition::Condition;
    let mut bound = conditions.iter().filter_map(|c| match c {
        Condition::Obliged(rule) => Some((c, rule.side)),
        _ => None,
    });
    let (first, side) = bound.next()?;
    for other in conditions {
        let allowed = match other {
            Condition::Obliged(rule) => std::ptr::eq(other, first) || rule.side != side,
            Condition::BlackChecks => conditions
                .iter()
                .all(|c| !matches!(c, Condition::Obliged(rule) if rule.side == Colour::Black)),
            _ => false,
        };
        if !allowed {
            return Some((first.to_string(), other.to_string()));
        }
    }
    None
}

/// Applies `rule` to the legal moves of its side, the side to move in
/// `pos`, in `out[start..]`.
pub(crate) fn apply(
    engine: &crate::Engine,
    rule: &Obligation,
    pos: &Position,
    out: &mut MoveList,
    start: usize,
) {
    let side = pos.side_to_move();
    let mut after = pos.clone();
    let mut of_kind = |m: &Move| -> bool {
        let capture = m.is_capture();
        match rule.aim {
            Aim::Capture => capture,
            Aim::Check => gives_check(engine, &mut after, m, side),
            Aim::CaptureOrCheck => capture || gives_check(engine, &mut after, m, side),
        }
    };
    let wanted: Vec<bool> = out[start..]
        .iter()
        .map(|m| of_kind(m) != rule.anti)
        .collect();
    if wanted.iter().any(|&w| w) {
        let mut i = 0;
        crate::list_rules::retain_from(out, start, |_| {
            i += 1;
            wanted[i - 1]
        });
        return;
    }
    match rule.ending {
        Ending::Free => {}
        Ending::Ultra | Ending::SemiUltra => {
            out.truncate(start);
            if rule.pass && !engine.in_check(pos, side) {
                out.push(Move::null());
            }
        }
    }
}

/// Whether the legal move `m` of `side` (to move in `pos`) leaves the
/// other side in check (`pos` is played on and restored).
fn gives_check(engine: &crate::Engine, pos: &mut Position, m: &Move, side: Colour) -> bool {
    if let Some(check) = engine.gives_check(pos, m) {
        return check;
    }
    engine.play(pos, m);
    let check = engine.in_check(pos, !side);
    pos.undo_move();
    check
}

#[cfg(test)]
mod tests {
    use super::{Aim, Ending, Obligation};
    use crate::condition::Condition;
    use crate::test_support::{engine_under as engine, position_to_move};
    use crate::Engine;
    use nightrider_board::{Colour, Move, PieceKind, Position, Square};
    use nightrider_movegen::MoveList;

    fn legal(e: &Engine, pos: &mut Position) -> Vec<String> {
        let mut list = MoveList::new();
        e.legal_moves(pos, &mut list);
        let mut v: Vec<String> = list.iter().map(|m| m.to_string()).collect();
        v.sort();
        v
    }

    fn rule(side: Colour, aim: Aim, anti: bool, ending: Ending) -> Condition {
        Condition::Obliged(Obligation {
            side,
            aim,
            anti,
            ending,
            pass: false,
        })
    }

    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    /// White Ka1 Rh1, Black Kh8 Ph4, White to move: the rook's one
    /// capture Rh1xh4 is its one check too (the answers below are
    /// hand-counted from the definitions in Jacobi's manual).
    fn rook_position() -> Position {
        position_to_move(
            &[
                (Square::A1, PieceKind::KING, W),
                (Square::H1, PieceKind::ROOK, W),
                (Square::H8, PieceKind::KING, B),
                (Square::H4, PieceKind::PAWN, B),
            ],
            false,
        )
    }

    #[test]
    fn must_capture_anti_avoids_captures_when_it_can() {
        // (the manual's definition: "Anti: must not"; Rh1xh4 is the one
        // capture, the other 3 king moves and 2 rook moves stay)
        let mut pos = rook_position();
        let plain = legal(&engine(&pos, &[]), &mut pos.clone());
        let anti = legal(
            &engine(&pos, &[rule(W, Aim::Capture, true, Ending::Free)]),
            &mut pos,
        );
        assert!(plain.contains(&"h1h4".to_string()), "{plain:?}");
        assert_eq!(anti.len() + 1, plain.len(), "{anti:?}");
        assert!(!anti.contains(&"h1h4".to_string()), "{anti:?}");
    }

    #[test]
    fn must_check_keeps_the_checks_and_anti_the_others() {
        // (the manual's definition; by hand: White's checks are Rh1xh4+
        // and nothing else: the rook on the h-file is blocked by h4)
        let mut pos = rook_position();
        let e = engine(&pos, &[rule(W, Aim::Check, false, Ending::Free)]);
        assert_eq!(legal(&e, &mut pos), ["h1h4"]);
        let anti = engine(&pos, &[rule(W, Aim::Check, true, Ending::Free)]);
        let plain = engine(&pos, &[]);
        let others = legal(&anti, &mut pos);
        assert_eq!(others.len() + 1, legal(&plain, &mut pos).len());
        assert!(!others.contains(&"h1h4".to_string()));
    }

    #[test]
    fn without_a_move_of_the_kind_the_endings_differ() {
        // Black Kh8 Ph4 to move against White Ka1 Rg1: Black has no
        // capture. Free: its moves stay; Ultra and SemiUltra: none; the
        // position is stalemate under Ultra only (the manual's table).
        let mut pos = position_to_move(
            &[
                (Square::A1, PieceKind::KING, W),
                (Square::G1, PieceKind::ROOK, W),
                (Square::H8, PieceKind::KING, B),
                (Square::H4, PieceKind::PAWN, B),
            ],
            true,
        );
        let plain = legal(&engine(&pos, &[]), &mut pos.clone());
        let free = engine(&pos, &[rule(B, Aim::Capture, false, Ending::Free)]);
        assert_eq!(legal(&free, &mut pos), plain);
        let ultra = engine(&pos, &[rule(B, Aim::Capture, false, Ending::Ultra)]);
        assert!(legal(&ultra, &mut pos).is_empty());
        assert!(!ultra.has_any_legal_move(&mut pos));
        let semi = engine(&pos, &[rule(B, Aim::Capture, false, Ending::SemiUltra)]);
        assert!(legal(&semi, &mut pos).is_empty());
        assert!(semi.has_any_legal_move(&mut pos));
        // Blackcap passes instead
        let cap = engine(
            &pos,
            &[Condition::Obliged(Obligation {
                side: B,
                aim: Aim::Capture,
                anti: false,
                ending: Ending::SemiUltra,
                pass: true,
            })],
        );
        let mut list = MoveList::new();
        cap.legal_moves(&mut pos, &mut list);
        assert_eq!(list.as_slice(), &[Move::null()]);
    }

    #[test]
    fn the_other_side_is_free() {
        let mut pos = rook_position();
        let e = engine(&pos, &[rule(B, Aim::CaptureOrCheck, true, Ending::Ultra)]);
        assert_eq!(legal(&e, &mut pos), legal(&engine(&pos, &[]), &mut pos));
    }

    mod props {
        use super::{engine, rule, Aim, Ending};
        use crate::test_support::random_position;
        use nightrider_movegen::MoveList;
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(96))]

            /// Under an obligation the bound side plays exactly its legal
            /// moves of the kind (not of it, under Anti) when it has
            /// one; without one, all of them (no option) or none (Ultra,
            /// SemiUltra); and the judge of mate sees legal moves under
            /// SemiUltra whenever the side has one.
            #[test]
            fn the_bound_side_plays_the_moves_of_the_kind(
                cells in proptest::collection::vec((0u8..64, 0u8..5, any::<bool>()), 0..12),
                black in any::<bool>(),
                which in 0usize..3,
                anti in any::<bool>(),
                ending in 0usize..3,
            ) {
                let mut pos = random_position(&cells, [true, true], black);
                let side = pos.side_to_move();
                prop_assume!(!engine(&pos, &[]).in_check(&pos, !side));
                let aim = [Aim::Capture, Aim::Check, Aim::CaptureOrCheck][which];
                let ending = [Ending::Free, Ending::Ultra, Ending::SemiUltra][ending];
                let plain = engine(&pos, &[]);
                let bound = engine(&pos, &[rule(side, aim, anti, ending)]);
                let mut all = MoveList::new();
                plain.legal_moves(&mut pos, &mut all);
                let of_kind: Vec<_> = all
                    .iter()
                    .copied()
                    .filter(|m| {
                        let capture = m.is_capture();
                        plain.play(&mut pos, m);
                        let check = plain.in_check(&pos, !side);
                        pos.undo_move();
                        let kind = match aim {
                            Aim::Capture => capture,
                            Aim::Check => check,
                            Aim::CaptureOrCheck => capture || check,
                        };
                        kind != anti
                    })
                    .collect();
                let expected: Vec<_> = if !of_kind.is_empty() {
                    of_kind
                } else if ending == Ending::Free {
                    all.to_vec()
                } else {
                    Vec::new()
                };
                let mut got = MoveList::new();
                bound.legal_moves(&mut pos, &mut got);
                prop_assert_eq!(got.as_slice(), expected.as_slice());
                if ending == Ending::SemiUltra {
                    prop_assert_eq!(bound.has_any_legal_move(&mut pos), !all.is_empty());
                }
            }
        }
    }
}
