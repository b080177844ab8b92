//! The typed hooks a condition compiles to, and what each one does.
//!
//! A condition contributes entries to up to five lists, consulted by the
//! [`crate::Engine`] in this fixed order whatever the input order:
//!
//! 1. [`MoveRule`]: may this piece make this move, judged before the move
//!    is played? Rules marked as observation rules also decide whether a
//!    piece observes (checks) a square.
//! 2. [`ObservationRule`]: extra conditions on a check only.
//! 3. [`MoveEffect`]: what happens after the move proper (rebirths, then
//!    kind changes, then colour changes).
//! 4. [`AfterMoveRule`]: is the position after the move acceptable (the
//!    mover's royal pieces not in check is always tested first)?
//! 5. [`ListRule`]: a rule over the whole list of legal moves (must
//!    capture, maximummer).

use crate::condition::{CirceRules, Grid};
use crate::rebirth::{rebirth_square, Capture};
use nightrider_board::{Bitboard, Colour, Move, Piece, PieceKind, Position, Special, Square};

/// A rule on single moves, tested before the move is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveRule {
    /// Uncapturable pieces: no move captures one.
    Uncapturable,
    /// Madrasi: a piece observed by an opposing piece of its kind is
    /// paralysed.
    Madrasi {
        /// Kings too.
        rex_inclusive: bool,
    },
    /// EiffelChess: a piece observed by an opposing piece of the kind
    /// paralysing its kind ([`eiffel_paralyser`]) is paralysed.
    Eiffel,
    /// Patrouille (`ultra: false`: captures only) and UltraPatrol
    /// (`ultra: true`: every move): the mover must be observed by a
    /// friendly piece.
    Patrol {
        /// Every move, not only captures.
        ultra: bool,
    },
    /// Lortap: a capturing piece must not be observed by a friendly piece.
    Lortap,
    /// Immobilio: the mover must not be immobile (see
    /// [`crate::capture_effects::immobilio`]).
    Immobilio(Option<crate::condition::KindSet>),
    /// Woozles and its relatives: a capturing piece must not observe a
    /// unit of the side named that observes it (see [`crate::woozles`]).
    Woozles(crate::woozles::WoozleRules),
    /// FunctionaryChess: the mover must be observed by an opposing piece.
    Functionary,
    /// Functionary pieces: a functionary mover must be observed by an
    /// opposing piece.
    FunctionaryPieces,
    /// ProvocationChess: a capturing piece must be observed by an opposing
    /// piece.
    Provocation,
    /// Paralysing pieces: the mover must not be observed by an opposing
    /// paralysing piece, and a paralysing piece does not capture.
    Paralysing,
    /// Square-colour and grid rules.
    Squares(SquareRule),
    /// No captures at all.
    NoCapture,
    /// AntiCirce: the capturer's rebirth square must be free.
    AntiCirce(CirceRules),
    /// ImmunChess: the victim's rebirth square must be free.
    Immun(CirceRules),
    /// Circe Strict with AntiCirce: the victim's rebirth square must be
    /// free when the victim is reborn, after the capturer's rebirth.
    StrictAfterAntiCirce {
        /// The Circe rules (of the victim).
        circe: CirceRules,
        /// The AntiCirce rules (of the capturer).
        anti: CirceRules,
    },
    /// Circe WaitCapture Strict: the pieces waiting for their rebirth
    /// must find their squares empty after this capture.
    WaitCaptureStrict(CirceRules),
    /// AntiCirce Parrain: the piece that captured on the previous move
    /// must be displaced by this move's vector (reversed for
    /// ContraParrain) to a square on the board and empty after the move.
    AntiParrain {
        /// ContraParrain.
        contra: bool,
    },
    /// SingleBox: a promotion only into a kind of which the side has
    /// fewer than one set holds, and no move at all while a side holds
    /// more of a kind (`single_box::allows`). Beside MagicSquares
    /// (`magic`, empty otherwise) a promotion onto a magic square is
    /// counted after its change of colour, by [`AfterMoveRule::SingleBox`].
    SingleBox {
        /// The magic squares of MagicSquares beside it.
        magic: nightrider_board::Bitboard,
    },
    /// LeseMajeste: no move captures a king (a king may still be in
    /// check, see [`MoveRule::applies_to_checks`]).
    KingUncapturable,
    /// SAT and StrictSAT: no move captures a royal piece, king or other
    /// (a royal piece may still be attacked).
    RoyalUncapturable,
    /// SuperGuards (`anti: false`) and AntiGuards: a piece observed by
    /// its own side after the capture cannot (only can) be captured.
    Guards {
        /// AntiGuards.
        anti: bool,
    },
    /// CASTchess (`inverse: false`) and CASTchess Inverse: a piece
    /// threatening two units or more (exactly one) captures nothing.
    Cast {
        /// CASTchess Inverse.
        inverse: bool,
    },
    /// NorskSjakk: a piece captures only a unit of its own kind, or a
    /// king (so checks are orthodox; see
    /// [`crate::capture_effects::norsk`]).
    Norsk,
    /// MultiCaptures: a unit is captured only when two units or more of
    /// the capturing side observe it (see
    /// [`crate::capture_effects::multi_captures`]); `Some(side)` binds
    /// that side alone.
    MultiCaptures(Option<Colour>),
    /// PartialParalysis: a unit observed by an opposing unit makes no
    /// move a unit of the observer's kind could make from its square (see
    /// [`crate::partial_paralysis`]).
    PartialParalysis,
    /// Pepo: a king attacked by an opposing unit is paralysed (Pepo's
    /// checks are [`crate::Engine::in_check`]'s business).
    Pepo,
    /// The conditions choosing among one side's moves (NoWhiteCapture,
    /// NoWhitePromotion and their relatives, see [`crate::selection`]);
    /// they leave checks alone.
    Selection(crate::selection::MoveSelection),
    /// PADChess: no capture by a damaged piece under Strict, nor by a
    /// damaged king (see [`crate::pad`]).
    Pad(crate::pad::PadRules),
    /// BGL: no move costing more than its side's balance left, no check
    /// its side could not pay for (see [`crate::kings::bgl`]).
    Bgl(crate::kings::bgl::Bgl),
    /// Imitator: every imitator must follow the move step by step onto
    /// empty squares on the board (see [`crate::imitator`]).
    Imitator,
    /// GenevaChess: the capturer's rebirth square, computed for its
    /// departure square, must be empty (see [`crate::geneva`]).
    Geneva(CirceRules),
    /// Maximummer and Minimummer Ultra: a capture of the king (a check)
    /// only when it is a longest (shortest) of the side's moves, legal or
    /// not (see [`crate::condition::Condition::StrictMummer`]).
    UltraMummer {
        /// Minimummer, not Maximummer.
        minimummer: bool,
        /// The side bound.
        side: Colour,
    },
}

impl MoveRule {
    /// Whether the rule also limits checks (observation): every rule does
    /// except NoCapture, under which a king can still be attacked, and
    /// WaitCapture Strict.
    pub fn applies_to_checks(&self) -> bool {
        // (WaitCapture Strict judges the rebirth as the capture is
        // played; a capture of a king is a check whatever waits)
        // (nor LeseMajeste's, which only keeps kings from being captured)
        match self {
            MoveRule::Selection(rule) => rule.applies_to_checks(),
            _ => !matches!(
                self,
                MoveRule::NoCapture
                    | MoveRule::WaitCaptureStrict(_)
                    | MoveRule::KingUncapturable
                    | MoveRule::RoyalUncapturable
                    | MoveRule::Pepo
                    | MoveRule::Norsk
                    // (its checks: ObservationRule::PartialParalysis)
                    | MoveRule::PartialParalysis
            ),
        }
    }
}

impl MoveRule {
    /// Whether the rule limits the observation that lets a piece capture
    /// under ProvocationChess, as Popeye 4.104 has it (found by
    /// experiment): paralysis (Madrasi, EiffelChess, paralysing pieces)
    /// and the rules on the squares joined (MonochromChess, BichromChess,
    /// GridChess) do; the rules on who may capture (Patrouille, Lortap,
    /// FunctionaryChess, ProvocationChess itself) and on rebirth squares
    /// (AntiCirce, ImmunChess) do not.
    pub fn applies_to_provocation(&self) -> bool {
        matches!(
            self,
            MoveRule::Madrasi { .. }
                | MoveRule::Eiffel
                | MoveRule::Paralysing
                | MoveRule::Squares(_)
        )
    }
}

/// Which squares a move may join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareRule {
    /// Both squares of one colour.
    Monochrome,
    /// Squares of different colours.
    Bichrome,
    /// Squares in different cells of the grid.
    Grid(Grid),
}

impl SquareRule {
    /// Whether a step from `from` to `to` obeys the rule.
    pub fn allows(&self, from: Square, to: Square) -> bool {
        match *self {
            SquareRule::Monochrome => from.is_light() == to.is_light(),
            SquareRule::Bichrome => from.is_light() != to.is_light(),
            SquareRule::Grid(ref grid) => {
                grid.cell(from) != grid.cell(to) || grid.crosses_a_line(from, to)
            }
        }
    }
}

/// Whether a piece on `at` stands next to a piece (of `occupied`) in
/// another cell of the normal grid (ContactGridChess).
pub fn grid_contact(at: Square, occupied: Bitboard) -> bool {
    (nightrider_movegen::attacks::king(at) & occupied)
        .into_iter()
        .any(|sq| Grid::Normal.cell(sq) != Grid::Normal.cell(at))
}

/// A condition on checks only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObservationRule {
    /// Jacobi's Distancing (without OrthodoxChecks): a capture of a
    /// royal piece checks only if it obeys the rule.
    Distancing(crate::distancing::Distancing),
    /// Circe RexInclusive: a royal piece is in check only if it could not
    /// be reborn after its capture (its rebirth square is occupied, once
    /// the capturer is reborn by AntiCirce when `anti` gives its rules).
    CirceRexInclusive {
        /// Circe's rules.
        circe: CirceRules,
        /// AntiCirce's rules, when it stands beside.
        anti: Option<CirceRules>,
    },
    /// Isardam: a capture of a royal piece is a check only if the
    /// position after it has no two opposing pieces of one kind observing
    /// each other.
    Isardam {
        /// Kings count too.
        rex_inclusive: bool,
    },
    /// Leffie: a capture of a royal piece is a check only if no piece
    /// stands paralysed as EiffelChess paralyses after it.
    Leffie,
    /// KoeKo (`anti: false`) and AntiKoeko: the capturing piece must land
    /// next to a piece (next to none).
    Koeko {
        /// AntiKoeko.
        anti: bool,
        /// Contact is a knight's leap away (`KoeKo Nei S`), not a king's.
        knight: bool,
    },
    /// NewKoeko: the capturing piece is in contact after the capture if
    /// and only if it was before.
    NewKoeko,
    /// Jigger pieces: a capturing jigger piece must land next to a piece.
    Jigger,
    /// ContactGridChess: the capturing piece lands next to a piece in
    /// another grid cell.
    ContactGrid,
    /// Wormholes: a capture on a wormhole needs another wormhole, empty
    /// after it, to transport the capturer to (see [`crate::wormholes`]).
    Wormholes,
    /// Bul and Dob pieces: a hop captures only if its hurdle has a move
    /// after it (see [`crate::hurdle_moves`]).
    HurdleMoves,
    /// BackHome: a capture of a royal piece is a check only if it takes
    /// its unit home or its side has no move (legal or not) doing so (see
    /// [`crate::selection::back_home`]).
    BackHome,
    /// BrunnerChess: a capture of a royal piece is a check only if the
    /// capturer's own royal pieces are not in check after it (see
    /// [`crate::kings::brunner`]).
    Brunner,
    /// PartialParalysis: a capture of a royal piece is a check only if no
    /// opposing unit observing the capturer would, as a unit of its kind
    /// on the capturer's square, observe the royal piece (see
    /// [`crate::partial_paralysis`]).
    PartialParalysis,
}

/// A change made after the move proper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEffect {
    /// Circe: the victims are reborn.
    Circe(CirceRules),
    /// AntiCirce: the capturer is reborn.
    AntiCirce(CirceRules),
    /// Circe WaitCapture: the pieces waiting are reborn, then the victims
    /// wait.
    WaitCapture(CirceRules),
    /// Circe Parrain: the piece captured by the previous move is reborn,
    /// displaced by this move's vector (reversed for ContraParrain).
    Parrain {
        /// ContraParrain.
        contra: bool,
    },
    /// AntiCirce Parrain: the piece that captured on the previous move is
    /// displaced by this move's vector (reversed for ContraParrain).
    AntiParrain {
        /// ContraParrain.
        contra: bool,
    },
    /// Kamikaze pieces: a capturing kamikaze piece leaves the board (or,
    /// under Circe, is reborn).
    Kamikaze,
    /// EinsteinChess and its variants: the mover changes kind.
    Einstein(crate::condition::EinsteinRule),
    /// Jacobi's Einstein WithPromotions: the mover changes kind unless
    /// it promoted.
    EinsteinWithPromotions,
    /// Chameleon pieces: a moving chameleon piece changes kind along the
    /// sequence.
    ChameleonPieces(crate::condition::ChameleonSequence),
    /// ChameleonChess: a moving piece of a kind in the sequence changes
    /// kind along it.
    ChameleonChess(crate::condition::ChameleonSequence),
    /// LineChameleonChess: a moved officer takes its arrival file's kind.
    LineChameleon,
    /// Masand: a move whose piece gives check recolours every other piece
    /// (but kings) that piece observes.
    Masand {
        /// MasandGeneralised: every checking piece recolours, not only
        /// the moving one.
        generalised: bool,
    },
    /// Volage pieces: a volage piece moving to a square of the other
    /// colour changes colour and stops being volage.
    VolagePieces,
    /// Influencer: the opposing pieces next to the moved piece change kind.
    Influencer,
    /// Sentinelles: a piece other than a pawn leaves a sentinel where it
    /// stood (see [`crate::SentinelRules`]), not on the first and last
    /// ranks unless `on_edge_ranks` (as Popeye under EinsteinChess, where
    /// pawns may stand there).
    Sentinelles {
        /// The variant and its maxima.
        rules: crate::condition::SentinelRules,
        /// Whether a sentinel appears on the first and last ranks too.
        on_edge_ranks: bool,
    },
    /// ProteanChess: a capturing piece takes its victim's kind.
    Protean,
    /// Protean pieces: a capturing protean piece takes its victim's kind.
    ProteanPieces,
    /// Half-neutral pieces: a moving half-neutral piece changes between
    /// neutral and the mover's side.
    HalfNeutral,
    /// Frischauf Circe: a promoting piece is marked as promoted
    /// ([`nightrider_board::Attributes::FRISCHAUF`]).
    Frischauf,
    /// AndernachChess: a capturing piece other than a king changes colour.
    Andernach,
    /// AntiAndernachChess: a non-capturing piece other than a king
    /// changes colour.
    AntiAndernach,
    /// Magic pieces: the pieces with an odd number of new views by magic
    /// pieces change colour (see [`crate::Condition::MagicPieces`]).
    Magic,
    /// FrankfurtChess: a capturing piece takes its victim's kind.
    Frankfurt,
    /// KobulKings: a side's royal piece takes the kind of its piece
    /// captured (see [`crate::kings::kobul`]).
    Kobul,
    /// RoyalDynasty: after the move, the kings of a side with more than
    /// one are not royal and its castlings are gone, a side's last king
    /// is royal (see [`crate::kings::dynasty`]).
    RoyalDynasty,
    /// ExtinctionChess: after the move, the units that are the only ones
    /// of their kind on their side are royal, the others not (see
    /// [`crate::kings::extinction`]).
    Extinction,
    /// OscillatingKings: after a move of `side` the kings exchange their
    /// squares (see [`crate::kings::oscillating`]).
    Oscillation {
        /// The side whose moves are followed by the exchange.
        side: Colour,
        /// When they exchange.
        kind: crate::kings::Oscillation,
    },
    /// MagicSquares: a piece other than a king ending its move on one of
    /// these squares changes colour.
    MagicSquares(nightrider_board::Bitboard),
    /// RelegationChess: a piece other than a king or a pawn ending its
    /// move on its own second rank becomes a pawn.
    Relegation,
    /// ChameleonPursuit: a piece other than a king ending its move on the
    /// square the last move departed from changes colour (see
    /// [`crate::chameleon_pursuit`]).
    ChameleonPursuit,
    /// Anda and AndaInverse: the moved piece turns neutral, or a neutral
    /// one the mover's, when it gives a direct check (gives none) (see
    /// [`crate::capture_effects::anda`]).
    Anda {
        /// AndaInverse.
        inverse: bool,
        /// Only the pieces carrying the attribute.
        pieces_only: bool,
    },
    /// HaanerChess: the squares the move vacated become holes (see
    /// [`crate::holes`]).
    Haaner,
    /// Breton: a capture makes a unit of the captured piece's kind leave
    /// the board or change side (see [`crate::capture_effects::breton`]).
    Breton(crate::condition::BretonRules),
    /// SingleBox Type2: a capture frees a kind for the other side, whose
    /// latent pawn (on its last rank) promotes into it at once (see
    /// [`crate::single_box`]).
    SingleBoxLatent,
    /// SingleBox Type3: the mover's latent pawn chosen promotes, as part
    /// of the move (see [`crate::single_box`]).
    SingleBoxOwnLatent,
    /// Wormholes: a piece arriving on a wormhole is transported to the
    /// wormhole chosen (see [`crate::wormholes`]).
    Wormhole,
    /// Bul and Dob pieces: the hurdle hopped over makes the move chosen
    /// (see [`crate::hurdle_moves`]).
    HurdleMove,
    /// PADChess (plain): a damaged piece that captures leaves the board
    /// (see [`crate::pad`]).
    Pad(crate::pad::PadRules),
    /// Imitator: the imitators copy the move's displacement, a pawn
    /// promoted into an imitator becomes one (see [`crate::imitator`]).
    Imitator,
    /// GhostChess and HauntedChess: the victims go into the underworld
    /// below their squares, uncapturable under GhostChess (see
    /// [`crate::ghost`]).
    Ghost {
        /// GhostChess: the ghosts are uncapturable.
        uncapturable: bool,
    },
    /// AliceChess: the moved units pass to the other board (see
    /// [`crate::alice`]).
    Alice,
    /// `#C`: a move that mates recolours the checking units unless that
    /// checks the mover (see [`crate::kings::mate_recolouring`]).
    MateRecolouring,
    /// Tibet and DoubleTibet: a capturing piece of the side(s) bound,
    /// other than a king, changes colour when its victim is of another
    /// kind (see [`crate::capture_effects::tibet`]).
    Tibet {
        /// DoubleTibet: both sides, not only Black.
        double: bool,
    },
    /// NorskSjakk: a moving queen, knight, rook or bishop becomes a
    /// knight, queen, bishop or rook (see
    /// [`crate::capture_effects::norsk`]).
    Norsk,
    /// TraitorChess: a black piece ending its move on the ranks 1 to 4
    /// becomes White's (see [`crate::traitor`]).
    Traitor,
    /// LostPieces: the units of the other side that could not escape the
    /// mover's attack leave the board (see
    /// [`crate::capture_effects::lost_pieces`]).
    LostPieces,
    /// DarkSide: the mover other than a king ending its move on the other
    /// side's half becomes the other side's (see [`crate::dark_side`]).
    DarkSide,
    /// Football: the mover arriving on the a- or h-file takes the kind
    /// it chose (see [`crate::football`]).
    Football,
    /// ActuatedRevolvingCentre and ActuatedRevolvingBoard: the centre or
    /// the board turns a quarter clockwise (see [`crate::revolving`]).
    Revolving(crate::revolving::Revolving),
    /// SnekChess and SnekCircleChess: the unit chosen takes the captured
    /// piece's kind (see [`crate::capture_effects::snek`]).
    Snek {
        /// SnekCircleChess.
        circle: bool,
    },
}

impl MoveEffect {
    /// The effect's place in the documented order the engine plays them
    /// in (lowest first): rebirths (the capturer's before the victim's),
    /// then kind changes, then colour changes.
    pub fn order(&self) -> i8 {
        match self {
            // a chameleon piece changes before its AntiCirce rebirth, and
            // so does an Einstein one (Popeye: `Sg5*e4=B[bBe4->c8]`), also
            // before a sentinel appears (under ParaSentinelles a knight
            // turned pawn counts)
            // ChameleonChess before EinsteinChess (Popeye: `Rh6-a6=Q=R`)
            MoveEffect::ChameleonChess(_) | MoveEffect::LineChameleon => -3,
            // the kings exchange first, before a rebirth (Popeye:
            // `Rd2*g2[Kf8<->Kb8][+bPg7]`)
            MoveEffect::Oscillation { .. } => -4,
            MoveEffect::Kamikaze
            | MoveEffect::ChameleonPieces(_)
            | MoveEffect::Frischauf
            | MoveEffect::HalfNeutral
            | MoveEffect::Protean
            | MoveEffect::ProteanPieces
            | MoveEffect::Einstein(_)
            | MoveEffect::EinsteinWithPromotions
            | MoveEffect::Kobul
            | MoveEffect::Frankfurt => -2,
            MoveEffect::AntiCirce(_) | MoveEffect::AntiParrain { .. } => -1,
            MoveEffect::Circe(_) | MoveEffect::Parrain { .. } | MoveEffect::WaitCapture(_) => 0,
            // magic recolouring after the rebirths (Popeye:
            // `Qb3*b4[wQb4->d1][+bmQd8][d1=b]`), before the sentinel (a
            // magic king leaving a sentinel beside it does not recolour it)
            MoveEffect::Magic => 1,
            // MagicSquares: after the rebirths too (Popeye recolours an
            // AntiCirce capturer reborn on a magic square)
            MoveEffect::MagicSquares(_) => 1,
            // ChameleonPursuit: a colour change, as MagicSquares's
            MoveEffect::ChameleonPursuit => 1,
            // RelegationChess: a change of kind, like EinsteinChess's
            MoveEffect::Relegation => -2,
            // the sentinel after the rebirths (Popeye: `Rd4*d7[wRd7->h1][+wPd4]`)
            MoveEffect::Sentinelles { .. } => 2,
            MoveEffect::Influencer => 3,
            MoveEffect::Andernach | MoveEffect::AntiAndernach | MoveEffect::VolagePieces => 4,
            // after the rebirths (Popeye: `Rd1*d5[+bRa8][=n]`)
            MoveEffect::Anda { .. } => 4,
            MoveEffect::Masand { .. } => 5,
            // the squares vacated once every piece has moved
            MoveEffect::Haaner => 6,
            // (alone: refused beside every other condition)
            MoveEffect::Breton(_) => 0,
            // SingleBox Type2: after the capture (no other effect is
            // allowed beside it)
            MoveEffect::SingleBoxLatent => 6,
            // SingleBox Type3: alone
            MoveEffect::SingleBoxOwnLatent => 6,
            // Wormholes: the transport before the victim's rebirth
            // (Popeye: `c6*d7[wPd7->f7][+bPd7]`)
            MoveEffect::Wormhole => -1,
            // (alone: refused beside every other condition)
            MoveEffect::HurdleMove => -1,
            // (alone: refused beside every other condition)
            MoveEffect::Pad(_) => -2,
            // the kings counted once everything else is done (a Circe
            // rebirth or a promotion may add one)
            MoveEffect::RoyalDynasty => 8,
            // the kinds counted once everything else is done
            MoveEffect::Extinction => 8,
            // (alone: refused beside every other condition)
            MoveEffect::Alice => 0,
            // (alone: refused beside the conditions with effects)
            MoveEffect::Imitator => -5,
            // the victims below their squares where the Circe victims
            // would be reborn (no other effect is allowed beside them)
            MoveEffect::Ghost { .. } => 0,
            // `#C`: the checkers of a mate recoloured once the move has
            // done everything else (alone: refused beside every other
            // condition)
            MoveEffect::MateRecolouring => 9,
            // the colour changes, the kind changes
            // (Tibet after AndernachChess's turn: a capturer turned
            // already stays turned)
            MoveEffect::Tibet { .. } | MoveEffect::Traitor => 5,
            // a colour change once the move is done (beside plain Circe
            // only among the conditions with effects)
            MoveEffect::DarkSide => 5,
            MoveEffect::Norsk => -2,
            // once the move is done (alone: refused beside every other
            // condition)
            MoveEffect::LostPieces => 9,
            // the turn once the move is done (alone: refused beside the
            // conditions with effects)
            MoveEffect::Revolving(_) => 9,
            // a change of kind (alone: refused beside the conditions with
            // effects)
            MoveEffect::Snek { .. } => -2,
            // a change of kind before the capturer's AntiCirce rebirth
            // (Popeye: `Bf6*a1=S[bSa1->b8]`)
            MoveEffect::Football => -2,
        }
    }
}

/// A test of the position after the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterMoveRule {
    /// KoeKo (`anti: false`): the moved piece stands next to a piece;
    /// AntiKoeko (`anti: true`): next to none.
    Koeko {
        /// AntiKoeko.
        anti: bool,
        /// Contact is a knight's leap away (`KoeKo Nei S`), not a king's.
        knight: bool,
    },
    /// Isardam: no two opposing pieces of one kind observe each other.
    Isardam {
        /// Kings count too.
        rex_inclusive: bool,
    },
    /// Leffie: no piece stands paralysed as EiffelChess paralyses.
    Leffie,
    /// NewKoeko: the moved piece is in contact after the move if and
    /// only if it was before.
    NewKoeko,
    /// Jigger pieces: a moved jigger piece stands next to a piece.
    Jigger,
    /// ContactGridChess: the moved piece stands next to a piece in
    /// another cell of the normal grid.
    ContactGrid,
    /// ChecklessChess: a check must be mate.
    Checkless,
    /// SingleBox beside effects that may change a piece's kind or
    /// colour: after the move each side holds at most one set's units.
    SingleBox,
    /// SingleBox Type2: after the move each side holds at most one set's
    /// units and no latent pawn of a side whose box holds a kind.
    SingleBoxLatent,
    /// AliceChess: a royal unit that moved is not in check on the board it
    /// left, on the square it reached (see [`crate::alice`]).
    AliceRoyal,
    /// SingleBox Type3: after the move each side holds at most one set's
    /// units and the mover no latent pawn while its box holds a kind.
    SingleBoxOwnLatent,
    /// Imitator beside Circe: after the move (its rebirth made) no piece
    /// stands where an imitator stands (see [`crate::imitator`]).
    ImitatorsFree,
    /// Jacobi's NoImmediateRepetition: the move does not leave the
    /// diagram of two moves before.
    NoRepetition,
    /// Jacobi's Distancing: the moved unit stands next to no unit of a
    /// side its side avoids.
    Distancing(crate::distancing::Distancing),
}

/// A rule over the whole list of legal moves of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListRule {
    /// The side must capture if it can.
    MustCapture(Colour),
    /// The side must play a longest move.
    Maximummer(Colour),
    /// The side must play a shortest move.
    Minimummer(Colour),
    /// The conditions of [`crate::selection`] choosing from the list
    /// (WhiteForcedSquare, BlackForcedSquare).
    Selection(crate::selection::ListSelection),
    /// WhiteSynchronMover and the others (see
    /// [`crate::selection::synchron`]): the side repeats the displacement
    /// of the other side's last move (its opposite when `anti`) if it can.
    Synchron {
        /// The side bound.
        side: Colour,
        /// AntiSynchronMover.
        anti: bool,
    },
    /// MustCapture, Maximummer, Minimummer with `Exact` or `Ultra` (see
    /// [`crate::condition::Condition::StrictMummer`]): the best moves
    /// judged among all the side's moves, legal or not.
    StrictMummer {
        /// Which rule.
        rule: crate::condition::Mummer,
        /// The side bound.
        side: Colour,
        /// Ultra: MustCapture plays only captures.
        ultra: bool,
    },
    /// AlphabeticChess and its one-side forms (`None`: both sides; see
    /// [`crate::selection::alphabetic`]).
    Alphabetic(Option<Colour>),
    /// BlackChecks (see [`crate::condition::Condition::BlackChecks`]):
    /// Black's checking moves, else a pass when not in check.
    BlackChecks,
    /// Jacobi's obligations (see [`crate::selection::obligation`]).
    Obligation(crate::selection::obligation::Obligation),
}

impl ListRule {
    /// Whether the rule may leave a side with legal moves none: the
    /// rules with `Exact` or `Ultra` (a best move that is illegal, or
    /// MustCapture Ultra without a capture) and UltraSchachZwang (no move
    /// giving check).
    pub fn may_empty(&self) -> bool {
        matches!(
            self,
            ListRule::StrictMummer { .. }
                | ListRule::Selection(crate::selection::ListSelection::UltraSchachZwang(_))
        ) || matches!(self, ListRule::Obligation(rule) if rule.may_empty())
    }
}

/// The facts of a candidate capture, computed once per move.
#[derive(Clone, Copy, Debug)]
pub struct CaptureFacts {
    /// The capturing piece after the move (promotion applied).
    pub capturer: Piece,
    /// The side capturing.
    pub side: Colour,
    /// Departure and arrival squares.
    pub from: Square,
    /// Arrival square.
    pub to: Square,
    /// The squares of the captured pieces.
    pub victims: Bitboard,
    /// Occupied squares after the move (before any condition effect).
    pub occupied_after: Bitboard,
    /// The move promotes the capturer (Frischauf: it is then reborn as a
    /// promoted piece).
    pub promoted: bool,
    /// The capturing piece before the move (before a promotion).
    pub mover: Piece,
}

impl CaptureFacts {
    /// The facts of `m` played by `side` in `pos`.
    pub fn of(pos: &Position, m: &Move, side: Colour) -> Option<CaptureFacts> {
        let piece = pos.piece_at(m.from)?;
        let capturer = match m.promotion {
            Some(kind) => Piece { kind, ..piece },
            None => piece,
        };
        Some(CaptureFacts {
            capturer,
            side,
            from: m.from,
            to: m.to,
            victims: m.captures,
            occupied_after: match m.special {
                // (a castling that captures, under Make&TakeChess)
                Special::Castle { rook_from, rook_to } => (pos.occupied() - m.captures)
                    .without(m.from)
                    .without(rook_from)
                    .with(m.to)
                    .with(rook_to),
                _ => (pos.occupied() - m.captures).without(m.from).with(m.to),
            },
            promoted: m.promotion.is_some(),
            mover: piece,
        })
    }

    /// The colour a piece counts as for the rebirth rules: its own, or for
    /// a neutral piece the side that did not capture it (victim) or did
    /// (capturer).
    fn colour_of(&self, piece: Piece, is_victim: bool) -> Colour {
        if piece.is_neutral() {
            if is_victim {
                !self.side
            } else {
                self.side
            }
        } else {
            piece.colour
        }
    }

    /// The capturer's AntiCirce rebirth square, given one victim and its
    /// square (the capture square: for a locust, not the arrival square).
    pub fn capturer_rebirth(
        &self,
        rules: &CirceRules,
        victim: Piece,
        at: Square,
        chosen: Option<Square>,
    ) -> Option<Square> {
        let mut reborn = crate::clone::cloned(rules, adapted(rules, self.capturer), victim, true);
        if self.promoted && rules.adaptation == crate::condition::Adaptation::Frischauf {
            reborn
                .attributes
                .insert(nightrider_board::Attributes::FRISCHAUF);
        }
        rebirth_square(
            rules,
            &Capture {
                reborn,
                colour: self.colour_of(self.capturer, false),
                other: (victim, self.colour_of(victim, true)),
                square: at,
                from: self.from,
                chosen,
            },
        )
    }

    /// A victim's Circe rebirth square.
    pub fn victim_rebirth(
        &self,
        rules: &CirceRules,
        victim: Piece,
        at: Square,
        chosen: Option<Square>,
    ) -> Option<Square> {
        let reborn = crate::clone::cloned(rules, adapted(rules, victim), self.mover, false);
        self.rebirth_of(rules, victim, reborn, at, chosen)
    }

    /// The Circe rebirth square of `piece`, taken off on `at` and reborn
    /// as `reborn`, by the rules of a victim's rebirth.
    pub fn rebirth_of(
        &self,
        rules: &CirceRules,
        piece: Piece,
        reborn: Piece,
        at: Square,
        chosen: Option<Square>,
    ) -> Option<Square> {
        rebirth_square(
            rules,
            &Capture {
                reborn,
                colour: self.colour_of(piece, true),
                other: (self.capturer, self.colour_of(self.capturer, false)),
                square: at,
                from: self.from,
                chosen,
            },
        )
    }
}

/// EiffelChess: the kind that paralyses `kind` (P by Q, S by P, B by S,
/// R by B, Q by R); `None` for kings and fairy pieces.
pub fn eiffel_paralyser(kind: PieceKind) -> Option<PieceKind> {
    Some(match kind {
        PieceKind::PAWN => PieceKind::QUEEN,
        PieceKind::KNIGHT => PieceKind::PAWN,
        PieceKind::BISHOP => PieceKind::KNIGHT,
        PieceKind::ROOK => PieceKind::BISHOP,
        PieceKind::QUEEN => PieceKind::ROOK,
        _ => return None,
    })
}

/// The geometric length (squared) of a move, for the maximummer and the
/// minimummer; for castling the king's and the rook's distances added,
/// then squared (Popeye 4.104, found by experiment: under BlackMaximummer
/// `0-0` ties with a rook's move of four squares, `0-0-0` with one of
/// five).
pub fn move_length(m: &Move) -> i32 {
    if let Special::Castle { rook_from, rook_to } = m.special {
        let travelled = (m.to.x() - m.from.x()).abs() + (rook_to.x() - rook_from.x()).abs();
        return travelled * travelled;
    }
    let dx = m.to.x() - m.from.x();
    let dy = m.to.y() - m.from.y();
    dx * dx + dy * dy
}

/// `piece` as it is reborn under `rules`: its kind changed along the
/// Chameleon sequence or one step along Einstein's chain; unchanged under
/// the other rules.
pub fn adapted(rules: &CirceRules, piece: Piece) -> Piece {
    let kind = if let Some(sequence) = rules.chameleon {
        sequence.next(piece.kind)
    } else if let Some(step) = rules.einstein {
        step.from(piece.kind).unwrap_or(piece.kind)
    } else {
        return piece;
    };
    Piece { kind, ..piece }
}

/// A kamikaze capturer as Circe gives it back: ChameleonCirce changes it
/// as a victim; Circe Einstein (and ReversalEinstein) one step the other
/// way along Einstein's chain, as a capturer changes under EinsteinChess
/// (`[wkBa7->Ra1]`, `[wkPa7->Sg1]`).
pub fn kamikaze_reborn(rules: &CirceRules, piece: Piece) -> Piece {
    let kind = match (rules.chameleon, rules.einstein) {
        (Some(_), _) => return adapted(rules, piece),
        (None, Some(step)) => {
            let opposite = match step {
                crate::condition::ChainStep::Stronger => crate::condition::ChainStep::Weaker,
                crate::condition::ChainStep::Weaker => crate::condition::ChainStep::Stronger,
            };
            opposite.from(piece.kind).unwrap_or(piece.kind)
        }
        (None, None) => return piece,
    };
    Piece { kind, ..piece }
}

/// Whether the move is a castling.
pub fn is_castling(m: &Move) -> bool {
    matches!(m.special, Special::Castle { .. })
}

/// The effects of the last move that moved a piece (null moves, the
/// passes of series play and threats, touch no piece and are skipped).
pub fn last_real_move(pos: &Position) -> Option<&[nightrider_board::Effect]> {
    use nightrider_board::Effect;
    (0..)
        .map_while(|back| pos.earlier_move_effects(back))
        .find(|effects| {
            effects.iter().any(|e| {
                matches!(
                    e,
                    Effect::Move { .. } | Effect::Remove { .. } | Effect::Add { .. }
                )
            })
        })
}

/// Whether a move's `effects` begin with a castling or an exchange of
/// two pieces, which the journal records as both pieces taken off and
/// put back elsewhere: such a move captures nothing.
fn starts_with_two_pieces_put_back(effects: &[nightrider_board::Effect]) -> bool {
    use nightrider_board::Effect;
    matches!(
        effects,
        [Effect::Remove { piece: a, .. }, Effect::Remove { piece: b, .. }, Effect::Add { piece: c, .. }, Effect::Add { piece: d, .. }, ..]
            if a == c && b == d
    )
}

/// Circe Parrain: the piece the last move (that moved a piece) captured,
/// waiting for its rebirth, and the square it was captured on.
pub fn parrain_pending(pos: &Position) -> Option<(Square, Piece)> {
    let effects = last_real_move(pos)?;
    if starts_with_two_pieces_put_back(effects) {
        return None;
    }
    effects.iter().find_map(|e| match *e {
        nightrider_board::Effect::Remove { square, piece } => Some((square, piece)),
        _ => None,
    })
}

/// AntiCirce Parrain: the square of the piece that captured on the last
/// move (that moved a piece), waiting to be displaced by the next move
/// (whatever piece stands there then is displaced: the next move's own
/// piece if it captured there), and the square it captured on, from
/// which the displacement is counted.
pub fn waiting_capturer(pos: &Position) -> Option<(Square, Square)> {
    let effects = last_real_move(pos)?;
    if starts_with_two_pieces_put_back(effects)
        || !effects
            .iter()
            .any(|e| matches!(e, nightrider_board::Effect::Remove { .. }))
    {
        return None;
    }
    // the capturer's arrival, followed through the relocations of the
    // same move (it may have been displaced at once, having captured the
    // piece that was waiting)
    let mut moves = effects.iter().filter_map(|e| match *e {
        nightrider_board::Effect::Move { from, to } => Some((from, to)),
        _ => None,
    });
    let (_, arrival) = moves.next()?;
    let mut at = arrival;
    for (from, to) in moves {
        if from == at {
            at = to;
        }
    }
    Some((at, arrival))
}

/// The square `from` displaced by the vector of `m` (reversed when
/// `contra`), if on the board. A castling's vector is Popeye 4.104's
/// (found by experiment, the same for both sides and under AntiCirce
/// Parrain): none on the king's side, one file towards the h-file on the
/// queen's side.
pub fn parrain_square(from: Square, m: &Move, contra: bool) -> Option<Square> {
    let sign = if contra { -1 } else { 1 };
    let (dx, dy) = match m.special {
        Special::Castle { rook_from, rook_to } if rook_from.x() > rook_to.x() => (0, 0),
        Special::Castle { .. } => (1, 0),
        _ => (m.to.x() - m.from.x(), m.to.y() - m.from.y()),
    };
    from.offset(sign * dx, sign * dy)
}

/// The occupied squares after `m` is played on `pos` (castling's rook
/// included; no condition effect).
pub fn occupied_after(pos: &Position, m: &Move) -> Bitboard {
    let mut occ = (pos.occupied() - m.captures).without(m.from).with(m.to);
    if let Special::Castle { rook_from, rook_to } = m.special {
        occ = occ.without(rook_from).with(rook_to);
    }
    occ
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orthogonal_grid_with_the_normal_lines_is_the_normal_grid() {
        let grid = Grid::orthogonal(&[1, 3, 5], &[1, 3, 5]);
        for from in Bitboard::FULL {
            for to in Bitboard::FULL {
                assert_eq!(
                    SquareRule::Grid(grid).allows(from, to),
                    SquareRule::Grid(Grid::Normal).allows(from, to),
                    "{from}-{to}"
                );
            }
        }
    }

    #[test]
    fn irregular_grid_puts_unlisted_squares_in_one_cell() {
        let grid = Grid::irregular(&[vec![Square::A1.index(), Square::H8.index()]]);
        let rule = SquareRule::Grid(grid);
        assert!(!rule.allows(Square::A1, Square::H8));
        assert!(!rule.allows(Square::B2, Square::G7));
        assert!(rule.allows(Square::A1, Square::B2));
    }

    #[test]
    fn eiffel_chain_is_a_cycle_of_the_five_kinds() {
        let mut kind = PieceKind::QUEEN;
        for _ in 0..5 {
            kind = eiffel_paralyser(kind).expect("in the chain");
        }
        assert_eq!(kind, PieceKind::QUEEN);
        assert_eq!(eiffel_paralyser(PieceKind::KNIGHT), Some(PieceKind::PAWN));
        assert_eq!(eiffel_paralyser(PieceKind::KING), None);
    }
}
