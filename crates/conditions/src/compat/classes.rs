//! The classes of conditions the combination rules name.

use crate::condition::{Condition, Grid, RebirthSquare};

/// The classes of conditions the combination rules name.
impl Condition {
    /// Whether this condition may stand beside SingleBox: those compared
    /// with Popeye there (Circe on the game array's squares, also Mirror
    /// and Turncoats, whose rebirths may give a side more units than one
    /// set; Madrasi; the must-capture rules). Popeye refuses AntiCirce
    /// there.
    pub fn combines_with_single_box(&self) -> bool {
        match self {
            Condition::SingleBox
            | Condition::PromOnly(_)
            | Condition::Madrasi { .. }
            | Condition::MustCapture(_)
            | Condition::Maximummer(_)
            // (a promotion onto a magic square counted after its change
            // of colour: see `single_box::promotion_from_box`)
            | Condition::MagicSquares(_) => true,
            Condition::Circe(r) => {
                r.square == RebirthSquare::GameArray && r.underworld.is_none() && !r.clone
            }
            _ => false,
        }
    }

    /// Whether this condition may stand beside PromOnly: those compared
    /// with Popeye there (Circe and AntiCirce, whose reborn pawns promote
    /// into PromOnly's kinds; Madrasi, Patrouille, NoCapture, the
    /// must-capture rules, SingleBox, magic pieces).
    pub fn combines_with_prom_only(&self) -> bool {
        matches!(
            self,
            Condition::PromOnly(_)
                | Condition::Circe(_)
                | Condition::AntiCirce(_)
                | Condition::Madrasi { .. }
                | Condition::Patrol
                | Condition::NoCapture
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
                | Condition::SingleBox
                | Condition::MagicPieces
                | Condition::NoCaptureBy(_)
                | Condition::NoPromotion(_)
                | Condition::PromSquares { .. }
                | Condition::ForcedSquares { .. }
                | Condition::Edgemover(_)
        )
    }

    /// Whether this condition may stand beside Leofamily, ChineseChess
    /// and CavalierMajeur: those compared with Popeye there (Madrasi,
    /// Patrouille, NoCapture, MonochromChess, BichromChess, the
    /// must-capture rules). Circe is not: Popeye reborns the pieces
    /// on the squares of the conditions' game array (a leo on d1/d8 under
    /// Leofamily, a nightrider on b1/g1 under CavalierMajeur).
    pub fn combines_with_piece_sets(&self) -> bool {
        crate::piece_sets::is_piece_set(self)
            || matches!(
                self,
                Condition::Madrasi { .. }
                    | Condition::Patrol
                    | Condition::NoCapture
                    | Condition::Monochrome
                    | Condition::Bichrome
                    | Condition::MustCapture(_)
            )
    }

    /// Whether this condition may stand beside Hole and HaanerChess: those
    /// compared with Popeye there (MarsCirce beside HaanerChess only, see
    /// [`Condition::combines_with_mars`]; SeriesCapture too, see its
    /// module).
    pub fn combines_with_holes(&self) -> bool {
        matches!(
            self,
            Condition::Holes(_) | Condition::Haaner | Condition::Mars(_) | Condition::SeriesCapture
        )
    }

    /// Whether this condition may stand beside MagicSquares: those
    /// compared with Popeye there.
    pub fn combines_with_magic_squares(&self) -> bool {
        matches!(
            self,
            Condition::MagicSquares(_) | Condition::AntiCirce(_) | Condition::SingleBox
        )
    }

    /// Whether this condition lends pieces the walks of others (AnnanChess,
    /// NannaChess, FaceToFace, BackToBack, CheekToCheek, PointReflection);
    /// two of them together are refused.
    pub fn lends_walks(&self) -> bool {
        matches!(
            self,
            Condition::Annan
                | Condition::Nanna
                | Condition::FaceToFace
                | Condition::BackToBack
                | Condition::CheekToCheek
                | Condition::PointReflection
        )
    }
    /// Whether this condition asks the moved piece to stand in (or out of)
    /// contact: KoeKo, S-KoeKo, AntiKoeko, NewKoeko, ContactGridChess.
    pub fn is_contact_rule(&self) -> bool {
        matches!(
            self,
            Condition::Koeko
                | Condition::KnightKoeko
                | Condition::AntiKoeko
                | Condition::NewKoeko
                | Condition::ContactGrid
        )
    }
    /// Whether this rebirth condition is refused beside the contact rule
    /// `contact` ([`Condition::is_contact_rule`]): AntiCirce and Super
    /// Circe beside any (Popeye 4.104 refuses them), any rebirth beside
    /// ContactGridChess (Popeye leaves some victims unreborn there, by a
    /// rule not modelled).
    pub fn refused_beside_contact(&self, contact: &Condition) -> bool {
        match self {
            Condition::AntiCirce(_) => true,
            Condition::Circe(r) => {
                r.square == RebirthSquare::Super || *contact == Condition::ContactGrid
            }
            Condition::Parrain { .. } | Condition::AntiParrain { .. } => {
                *contact == Condition::ContactGrid
            }
            _ => false,
        }
    }
    /// Whether ProvocationChess is refused beside this condition: Popeye's
    /// checks under the walk lenders disagree with the walks it moves by
    /// (under NannaChess a piece lent a queen's walk does not provoke a
    /// check along a rank); Masand's checks under it were not compared.
    pub fn refused_with_provocation(&self) -> bool {
        matches!(
            self,
            Condition::Nanna
                | Condition::FaceToFace
                | Condition::BackToBack
                | Condition::CheekToCheek
                | Condition::Masand
                | Condition::MasandGeneralised
        )
    }
    /// Whether this condition may stand beside Sentinelles: those whose
    /// order with the sentinel has been compared with Popeye's move lists
    /// (rebirths, rules on the move, the contact, observation and
    /// colour-changing rules, EinsteinChess, ChameleonChess, and every
    /// piece attribute but protean: a protean capturer beside sentinels
    /// was not followed).
    pub fn combines_with_sentinelles(&self) -> bool {
        // (the mummers' Exact and Ultra forms beside plain Sentinelles)
        if matches!(self, Condition::StrictMummer { .. }) {
            return true;
        }
        matches!(
            self,
            Condition::Sentinelles(_)
                | Condition::Circe(_)
                | Condition::AntiCirce(_)
                | Condition::Immun(_)
                | Condition::Madrasi { .. }
                | Condition::Eiffel
                | Condition::Patrol
                | Condition::UltraPatrol
                | Condition::Lortap
                | Condition::Provocation
                | Condition::Monochrome
                | Condition::Bichrome
                | Condition::Grid(_)
                | Condition::NoCapture
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
                | Condition::UncapturablePieces
                | Condition::MagicPieces
                | Condition::Einstein(_)
                | Condition::ChameleonChess(_)
                | Condition::ChameleonSequence(_)
                | Condition::Koeko
                | Condition::NewKoeko
                | Condition::AntiKoeko
                | Condition::ContactGrid
                | Condition::Isardam { .. }
                | Condition::Checkless
                | Condition::Annan
                | Condition::FaceToFace
                | Condition::BackToBack
                | Condition::CheekToCheek
                | Condition::PointReflection
                | Condition::Masand
                | Condition::Influencer
                | Condition::Exclusive
                | Condition::Andernach
                | Condition::AntiAndernach
                | Condition::Volage { .. }
                | Condition::Functionary
                | Condition::KamikazePieces
                | Condition::ChameleonPieces
                | Condition::VolagePieces
                | Condition::ParalysingPieces
                | Condition::JiggerPieces
                | Condition::FunctionaryPieces
                | Condition::HalfNeutralPieces
        )
    }
    /// Whether this condition may stand beside MarsCirce (`anti`: beside
    /// AntiMarsCirce): Volage and Hypervolage, ChecklessChess, Andernach,
    /// AntiAndernach, kamikaze, uncapturable, half-neutral and volage
    /// pieces, NoCapture, KoeKo, one of Madrasi, Eiffel, Patrouille, Lortap
    /// and the normal GridChess (the engine refuses two), the Einstein family
    /// and ChameleonChess, the last two after a MarsCirce move only
    /// (Popeye's AntiMarsCirce castlings change the rook's kind). Mars
    /// checks and moves are the engine's own: other rules on checks or
    /// walks would need an order not established (beside AntiKoeko,
    /// NewKoeko, Isardam, KoeKo with a knight's neighbourhood and the
    /// shifted grids Popeye's move lists differ in a few positions, beside
    /// the conditions lending walks in many).
    pub fn combines_with_mars(&self, anti: bool) -> bool {
        match self {
            Condition::Mars(_) | Condition::AntiMars(_) => true,
            Condition::Einstein(_) | Condition::ChameleonChess(_) => !anti,
            // (a capturer reborn changes colour when it ends on a square
            // of the other colour than the one it left)
            Condition::Volage { .. } => true,
            // compared with Popeye's move lists: these change pieces after
            // the move, or judge the position it leaves, whatever the
            // square a capture was made from
            Condition::Checkless
            | Condition::Andernach
            | Condition::AntiAndernach
            | Condition::KamikazePieces
            | Condition::UncapturablePieces
            | Condition::HalfNeutralPieces
            | Condition::VolagePieces => true,
            // nothing captures: the Mars squares only give checks
            Condition::NoCapture => true,
            // compared with Popeye's move lists: a piece paralyses or
            // checks from the square its captures start from (see
            // `Engine::mars_kind_observes` for Popeye's pawns and riders),
            // and a capture lands in contact where it captures
            Condition::Madrasi { .. } | Condition::Eiffel | Condition::Koeko => true,
            // a piece supports (or, under Lortap, hinders) a capture from
            // the square its own captures start from, as it paralyses
            // (not beside Madrasi, Eiffel or GridChess, refused by the
            // engine; Popeye 4.104 ignores UltraPatrol beside MarsCirce)
            Condition::Patrol | Condition::Lortap => true,
            // a capture crosses a grid line between the square the piece
            // stands on and the one it captures on, as Popeye 4.104 has it
            // (its other grids differ: under VerticalShift a Mars check)
            Condition::Grid(Grid::Normal) => true,
            // compared with Popeye's move pairs: the mover repeats (or
            // reverses) the displacement of the other side's move, from
            // the square it left to the one it reached, captures too
            Condition::Synchron { .. } => !anti,
            // compared with Popeye's move pairs: a piece whose rebirth
            // square is a hole neither captures nor checks from there
            Condition::Haaner => !anti,
            // compared with Popeye's move lists: a move's length is the
            // distance from the square left to the square reached, whatever
            // square a capture was made from
            Condition::Maximummer(_) => true,
            _ => false,
        }
    }
}
