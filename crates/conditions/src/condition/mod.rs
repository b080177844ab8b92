//! The typed description of a problem's fairy conditions, as the input
//! language gives them, before compilation into hooks.

use nightrider_board::PieceKind;
use nightrider_movegen::FirstRankPawns;

mod display;
mod grid;
mod kinds;
mod rebirth;
mod sentinels;

pub use grid::{Grid, GridLineSegment};
pub use kinds::{einstein_step, ChainStep, ChameleonSequence, EinsteinRule, KindSet};
pub use rebirth::{Adaptation, CirceRules, RebirthIdentity, RebirthSquare, Underworld};
pub use sentinels::SentinelRules;

/// One fairy condition with its parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Condition {
    /// Circe: a captured piece is reborn on its rebirth square if that
    /// square is empty, else it vanishes.
    Circe(CirceRules),
    /// AntiCirce: the capturing piece is reborn on its rebirth square; a
    /// capture is legal only if that square is empty (or, Calvet, is the
    /// capture square).
    AntiCirce(CirceRules),
    /// Circe Parrain (`contra: false`) and ContraParrain: a captured piece
    /// is reborn after the next move, displaced from its capture square by
    /// that move's vector (ContraParrain: the opposite vector), if that
    /// square is on the board and empty.
    Parrain {
        /// ContraParrain.
        contra: bool,
    },
    /// AntiCirce Parrain (`contra: false`) and ContraParrain: a capturing
    /// piece waits on the capture square; the next move (of the other
    /// side) displaces it by that move's vector (ContraParrain: the
    /// opposite vector), and is illegal if that square is off the board or
    /// occupied after it.
    AntiParrain {
        /// ContraParrain.
        contra: bool,
    },
    /// LastCapture: the move that led to the diagram captured `piece` on
    /// `square`. Under Circe Parrain that piece waits to be reborn by the
    /// first move, under AntiCirce Parrain the unit on `square` waits to
    /// be displaced; without either it changes nothing.
    LastCapture {
        /// Where the piece was captured.
        square: nightrider_board::Square,
        /// The piece captured.
        piece: nightrider_board::Piece,
    },
    /// ImmunChess: a piece whose rebirth square is occupied cannot be
    /// captured. The square follows the rules' Circe variant (Mirror, File,
    /// Diagram, an adaptation such as Diametral, ...); Strict is the
    /// default of the input language, and under `Relaxed` no piece is
    /// immune, as in Popeye 4.104: so a caller building the rules must set
    /// `strict: true` ([`CirceRules::default`] is Relaxed, Circe's
    /// default). Turncoats change nothing (no piece is reborn).
    Immun(CirceRules),
    /// Madrasi: a piece observed by an opposing piece of the same kind is
    /// paralysed (cannot move, capture or check, but still paralyses).
    Madrasi {
        /// Kings paralyse each other too.
        rex_inclusive: bool,
    },
    /// EiffelChess: a piece observed by an opposing piece of the kind
    /// before it in the chain Q → P → S → B → R → Q (a pawn paralyses a
    /// knight, a knight a bishop, a bishop a rook, a rook a queen, a queen
    /// a pawn) is paralysed; kings and fairy pieces are not involved.
    Eiffel,
    /// Isardam: a move after which two opposing pieces of the same kind
    /// observe each other is illegal.
    Isardam {
        /// TypeB: the rule does not apply to the capture of a king, so a
        /// check is a check whatever pieces would observe each other after
        /// the king's capture.
        type_b: bool,
        /// RexInclusive: the kings count too (two kings observing each
        /// other).
        rex_inclusive: bool,
    },
    /// Patrouille: a piece may capture (and check) only when observed by a
    /// friendly piece.
    Patrol,
    /// UltraPatrol: a piece may move at all only when observed by a
    /// friendly piece.
    UltraPatrol,
    /// Lortap: a piece may not capture (or check) while observed by a
    /// friendly piece.
    Lortap,
    /// FunctionaryChess: a piece (a king too) may move, capture or check
    /// only while observed by an opposing piece.
    Functionary,
    /// ProvocationChess: a piece (a king too)
    /// may capture or check only while observed by an opposing piece (by
    /// its walk, as the other conditions let it observe: under Madrasi a
    /// paralysed piece observes nothing); other moves are free.
    Provocation,
    /// MonochromChess: moves stay on squares of one colour.
    Monochrome,
    /// BichromChess: moves change the square colour.
    Bichrome,
    /// GridChess: every move crosses a grid line.
    Grid(Grid),
    /// KoeKo: after a move the moved piece stands next to another piece.
    Koeko,
    /// KoeKo with a knight's neighbourhood (`KoeKo Nei S`, Popeye's
    /// S-KoeKo): after a move the moved piece stands a knight's leap away
    /// from another piece.
    KnightKoeko,
    /// AntiKoeko: after a move the moved piece stands next to no piece.
    AntiKoeko,
    /// NewKoeko: a piece in contact with another before its move must be
    /// in contact after it, and one in contact with none must be in
    /// contact with none.
    NewKoeko,
    /// ContactGridChess: GridChess, and after a move the moved piece must
    /// stand next to a piece in another grid cell.
    ContactGrid,
    /// NoCapture: no captures.
    NoCapture,
    /// ChecklessChess: a move that checks must mate.
    Checkless,
    /// AndernachChess: a capturing piece other than a king changes colour.
    Andernach,
    /// AntiAndernachChess: a piece other than a king that moves without
    /// capturing changes colour.
    AntiAndernach,
    /// EinsteinChess and its variants: a moving piece changes kind along
    /// P ↔ S ↔ B ↔ R ↔ Q, by the rule given (see [`EinsteinRule`]).
    Einstein(EinsteinRule),
    /// Jacobi's `Einstein WithPromotions`: EinsteinChess, but a pawn
    /// reaching its last rank promotes, capturing or not, and keeps the
    /// kind it chose.
    EinsteinWithPromotions,
    /// The given side must capture when it can.
    MustCapture(nightrider_board::Colour),
    /// The given side must play a geometrically longest move.
    Maximummer(nightrider_board::Colour),
    /// The given side must play a geometrically shortest move.
    Minimummer(nightrider_board::Colour),
    /// SingleBox Type1: each side has at most the units of one set (a
    /// queen, two rooks, two bishops, two knights, eight pawns): a pawn
    /// promotes only into a kind of which its side has fewer on the board
    /// (so it cannot step onto its last rank, nor check there, when there
    /// is none), and no move is legal after which a side holds more (with
    /// such a diagram, none at all) (see [`crate::single_box`]).
    SingleBox,
    /// PromOnly: pawns promote only into the kinds given (build the
    /// generator with [`crate::rules_under`], which makes them its
    /// promotions).
    PromOnly(KindSet),
    /// AnnanChess: a piece with a friendly piece directly behind it moves
    /// as that piece.
    Annan,
    /// ProteanChess: a capturing piece takes the kind of the piece it
    /// captures (see [`crate::protean`]).
    Protean,
    /// NannaChess: a piece with a friendly piece directly in front of it
    /// moves (and observes) as that piece.
    Nanna,
    /// The rule of kamikaze pieces (enabled when the position holds one): a
    /// kamikaze piece that captures leaves the board too (under Circe it
    /// is reborn like its victim).
    KamikazePieces,
    /// The rule of chameleon pieces (enabled when the position holds one):
    /// a chameleon piece that moves changes kind along the sequence
    /// (S → B → R → Q → S unless [`Condition::ChameleonSequence`] gives
    /// another); a pawn does not, and a promotion gives the chosen kind
    /// unchanged.
    ChameleonPieces,
    /// ChameleonSequence: the sequence of kinds the chameleon pieces (and
    /// under ChameleonChess every piece) change along, when it is not the
    /// default.
    ChameleonSequence(ChameleonSequence),
    /// ChameleonChess: every piece of a kind in the sequence (the
    /// orthodox queen, knight, bishop and rook by default; royal pieces
    /// too) is a chameleon: after a move, but castling or a promotion, it
    /// becomes the next kind; a pawn promotes into a chameleon.
    ChameleonChess(ChameleonSequence),
    /// The rule of uncapturable pieces (enabled when the position holds
    /// one): no move captures an uncapturable piece; it observes and is
    /// observed as usual.
    UncapturablePieces,
    /// Masand: when the moving piece gives check, every piece other than a
    /// king that it observes (of either side) changes colour.
    Masand,
    /// MasandGeneralised: after a move, every piece of the mover's side
    /// that gives check (the moving piece or not) recolours the pieces
    /// other than kings it observes, each piece once.
    MasandGeneralised,
    /// The rule of volage pieces (enabled when the position holds one): a
    /// volage piece that moves to a square of the other colour (light or
    /// dark) changes colour and is no longer volage.
    VolagePieces,
    /// Volage (`hyper: false`): every piece but the kings changes colour
    /// the first time it moves to a square of the other colour (light or
    /// dark), or is reborn on one; Hypervolage: every time.
    Volage {
        /// Hypervolage.
        hyper: bool,
    },
    /// The rule of half-neutral pieces (enabled when the position holds
    /// one): a half-neutral piece of a side that moves becomes neutral, a
    /// neutral one becomes a piece of the side that moved it.
    HalfNeutralPieces,
    /// The rule of paralysing pieces (enabled when the position holds
    /// one): a paralysing piece cannot capture or check, and the opposing
    /// pieces it observes cannot move, capture or check.
    ParalysingPieces,
    /// The rule of jigger pieces (enabled when the position holds one):
    /// KoeKo for them alone: a jigger piece's move (a capture of the king
    /// too, and so a check) must end next to a piece.
    JiggerPieces,
    /// The rule of functionary pieces (enabled when the position holds
    /// one): FunctionaryChess for them alone: a functionary piece moves,
    /// captures and checks only while observed by an opposing piece.
    FunctionaryPieces,
    /// The rule of protean pieces (enabled when the position holds one):
    /// ProteanChess for them alone: a protean piece that captures takes
    /// its victim's kind (a pawn's as a reverse pawn), keeping its
    /// attributes.
    ProteanPieces,
    /// MarsCirce: a piece captures (and checks) only from its own rebirth
    /// square, which must be empty or the square it stands on; its other
    /// moves are normal.
    Mars(CirceRules),
    /// AntiMarsCirce: a piece moves without capturing only from its own
    /// rebirth square (empty, or the square it stands on; under Mirror its
    /// opposite-coloured twin's); it captures normally. King and rook
    /// castle from their rebirth squares too (under Mirror only from
    /// e1/e8 and the corners where they stand), whatever the castling
    /// rights.
    AntiMars(CirceRules),
    /// PhantomChess: a piece moves, captures and checks from where it
    /// stands or from its own rebirth square, if that square is empty
    /// (kings only under RexInclusive); castling is orthodox (see
    /// `phantom`).
    Phantom(CirceRules),
    /// GlasgowChess: a pawn promotes on its seventh rank, and steps onto
    /// the last rank as a pawn (see [`crate::glasgow`]).
    Glasgow,
    /// LineChameleonChess: a moved queen, rook, bishop or knight takes
    /// the kind of its arrival file's orthodox piece (see
    /// [`crate::line_chameleon`]).
    LineChameleon,
    /// FaceToFace: a piece with an opposing piece directly in front of it
    /// moves (and observes) as that piece.
    FaceToFace,
    /// BackToBack: a piece with an opposing piece directly behind it
    /// moves (and observes) as that piece.
    BackToBack,
    /// CheekToCheek: a piece with opposing pieces directly beside it
    /// (left or right) moves (and observes) as those pieces, with all
    /// their walks together.
    CheekToCheek,
    /// PointReflection: a piece moves (and observes) as the piece, of
    /// either side, standing on the square point-symmetric to its own
    /// (through the centre of the board), if any; a pawn moving so
    /// promotes on its last rank, castling needs king and rook moving as
    /// themselves, and only a pawn's double step allows en passant.
    PointReflection,
    /// Influencer: after a move, every opposing piece other than a royal
    /// one standing next to the moved piece (a royal piece influences
    /// nothing) becomes a pawn, or, on the first or last rank, a piece of
    /// the moved piece's kind.
    Influencer,
    /// Sentinelles: a piece other than a pawn that moves leaves a pawn on
    /// the square it left, as [`SentinelRules`] says.
    Sentinelles(SentinelRules),
    /// NormalPawn: pawns on their own first rank step one square forward
    /// and capture (elsewhere they are inert, as in Popeye).
    NormalPawn,
    /// The rule of magic pieces (enabled when the position holds one), as
    /// Popeye 4.104 has it: after a move, every piece other than a king, a
    /// royal or a magic piece that a magic piece (of either side) newly
    /// observes by its walk changes colour. A view is a magic piece, the
    /// piece it observes and the direction it observes it in; a view is
    /// new if it did not exist before the move (the moved piece keeps its
    /// identity, a reborn or relocated piece is new). A piece with an odd
    /// number of new views changes colour, one with an even number keeps it.
    MagicPieces,
    /// DangerCirce, as Popeye 4.104 has it: a piece observed (by the
    /// walk) by an opposing piece may also move to its own Circe rebirth
    /// square (the game-array square for its kind, colour and square: a
    /// pawn on d4 to d2, a king to e1), if that square is empty or holds
    /// an opposing piece, which it captures (no rebirth follows). Such a
    /// move capturing a royal piece is a check; a piece threatened only by
    /// such a move is not in danger.
    DangerCirce,
    /// ExclusiveChess, as Popeye 4.104 has it: a move that mates is legal
    /// only if it is the side's only mating move (two or more mating moves
    /// are all illegal). Whether a move mates depends on the replies,
    /// themselves under the rule; such nested tests stop at depth 8, where
    /// every move counts as legal.
    Exclusive,
    /// LeseMajeste, as Popeye 4.104 plays it (found by experiment): no
    /// move captures a king, so a position whose side not to move is in
    /// check may be played (that side must answer the check when its turn
    /// comes); the moves and checks are otherwise unchanged.
    LeseMajeste,
    /// KobulKings: when a piece is captured, its side's royal piece takes
    /// its kind (royal), a king's again for a pawn (see
    /// [`crate::kings::kobul`]).
    KobulKings,
    /// RoyalDynasty: a side may have several kings; while it has more
    /// than one none of them is royal (they may be captured and walk
    /// into attack), the last one left is; a side loses its castlings
    /// once it has more than one, and pawns may promote to king (see
    /// [`crate::kings::dynasty`]).
    RoyalDynasty,
    /// WhiteOscillatingKings, BlackOscillatingKings (SwappingKings is
    /// both, TypeC): after a move of a side given a type the two kings
    /// exchange their squares, as [`crate::kings::Oscillation`] says when.
    OscillatingKings {
        /// The type after White's moves, if they oscillate.
        white: Option<crate::kings::Oscillation>,
        /// The type after Black's moves, if they oscillate.
        black: Option<crate::kings::Oscillation>,
    },
    /// TransmutedKings, ReflectiveKings, SuperTransmutingKings (White's,
    /// Black's or both): a king in check borrows the walks of the pieces
    /// checking it, as [`crate::kings::Transmutation`] says (see
    /// [`crate::kings::transmuted`]).
    Transmuting {
        /// White's king's transmutation, if any.
        white: Option<crate::kings::Transmutation>,
        /// Black's king's transmutation, if any.
        black: Option<crate::kings::Transmutation>,
    },
    /// AntiKings: a king is in check when the other side does not attack
    /// it (see [`crate::kings::anti`]).
    AntiKings,
    /// ShieldedKings: a king protected by its own side is not checked by
    /// the other king (see [`crate::kings::shielded`]).
    ShieldedKings,
    /// WhiteRoyalSquare, BlackRoyalSquare: the side has no king; it is in
    /// check when the other side observes the square, empty or occupied
    /// by anything but the observing piece (see
    /// [`crate::kings::royal_square`]).
    RoyalSquare {
        /// The side whose royal square it is.
        side: nightrider_board::Colour,
        /// The royal square.
        square: nightrider_board::Square,
    },
    // The board effects (conditions on the kinds of pieces and on squares)
    /// Leofamily: pawns promote to leo, mao, pao and vao only; orthodox
    /// queens, rooks, bishops and knights are refused (see
    /// [`crate::piece_sets`]).
    Leofamily,
    /// ChineseChess: pawns promote to leo, mao, pao and vao besides the
    /// orthodox kinds (see [`crate::piece_sets`]).
    ChineseChess,
    /// CavalierMajeur: pawns promote to a nightrider instead of a knight;
    /// knights are refused (see [`crate::piece_sets`]).
    CavalierMajeur,
    /// MagicSquares (Type1): a piece other than a king ending its move on
    /// one of these squares changes colour (see `magic_squares`).
    MagicSquares(nightrider_board::Bitboard),
    /// RelegationChess: a piece other than a king or a pawn ending its
    /// move on its own second rank becomes a pawn (see `relegation`).
    Relegation,
    /// ChameleonPursuit: a piece other than a king ending its move on the
    /// square the last move departed from changes colour (see
    /// [`crate::chameleon_pursuit`]).
    ChameleonPursuit,
    // Capture effects (see [`crate::capture_effects`]): the changes a move
    // makes to the mover, its victim or other units.
    /// Anda (`inverse: false`): a piece other than a king that gives a
    /// direct check by its move turns neutral, a neutral one the mover's;
    /// AndaInverse (`inverse: true`): the same for a piece that gives no
    /// direct check (see [`crate::capture_effects::anda`]).
    Anda {
        /// AndaInverse.
        inverse: bool,
    },
    /// Anda (AndaInverse) pieces: [`Condition::Anda`] for the pieces
    /// carrying the attribute alone.
    AndaPieces {
        /// AndaInverse pieces.
        inverse: bool,
    },
    /// SuperGuards (`anti: false`): a piece observed by its own side
    /// cannot be captured; AntiGuards (`anti: true`): only such a piece
    /// can be (see [`crate::capture_effects::guards`]).
    Guards {
        /// AntiGuards.
        anti: bool,
    },
    /// Take&MakeChess: a capturing piece goes on from the capture square
    /// by a non-capturing move with the walk of the piece it captured; a
    /// capture without such a move is illegal (see
    /// [`crate::capture_effects::take_make`]).
    TakeMake {
        /// Take&MakeChess Absolute: a king is in check only from a
        /// capture that a make could follow.
        absolute: bool,
    },
    // --- the conditions choosing among the legal moves (see
    // [`crate::selection`]) ---
    /// NoWhiteCapture, NoBlackCapture: no move of the side captures; its
    /// pieces still give check (see [`crate::selection::no_capture`]).
    NoCaptureBy(nightrider_board::Colour),
    /// NoWhitePromotion, NoBlackPromotion: no pawn of the side moves onto
    /// its last rank; its pawns still give check there (see
    /// [`crate::selection::promotion`]).
    NoPromotion(nightrider_board::Colour),
    /// WhitePromSquares, BlackPromSquares: the side's pawns promote only
    /// on the squares given; elsewhere a pawn reaching its last rank stays
    /// a pawn (see [`crate::selection::promotion`]).
    PromSquares {
        /// The side whose promotions are limited.
        side: nightrider_board::Colour,
        /// The squares it promotes on.
        squares: nightrider_board::Bitboard,
    },
    /// WhiteForcedSquare, BlackForcedSquare: a side that can arrive on
    /// one of the squares must (see [`crate::selection::forced_square`]).
    ForcedSquares {
        /// The side forced.
        side: nightrider_board::Colour,
        /// The forced squares.
        squares: nightrider_board::Bitboard,
    },
    /// WhiteEdgemover, BlackEdgemover: every move of the side ends on the
    /// edge of the board, and it checks only there (see
    /// [`crate::selection::edgemover`]).
    Edgemover(nightrider_board::Colour),
    /// WhiteConsequentForcedSquare, BlackConsequentForcedSquare: a side
    /// with a move, legal or not, arriving on one of the squares plays
    /// only such moves and checks only so (see
    /// [`crate::selection::forced_square`]).
    ConsequentForcedSquares {
        /// The side forced.
        side: nightrider_board::Colour,
        /// The forced squares.
        squares: nightrider_board::Bitboard,
    },
    /// WhiteMinDister, BlackMinDister, WhiteMaxDister, BlackMaxDister: the
    /// side plays the moves leaving the two pieces named the least (the
    /// most) apart (see [`crate::selection::dister`]).
    Dister(crate::selection::dister::Dister),
    // the conditions choosing among the moves
    /// CentralChess: a piece other than a king moves, and checks, only
    /// when observed by a piece of its side that may move (see
    /// [`crate::selection::central`]).
    Central,
    // the holes
    /// Hole: the squares are holes, where no piece moves to and no line
    /// passes (see [`crate::holes`]).
    Holes(nightrider_board::Bitboard),
    /// HaanerChess: every square a move vacates becomes a hole (see
    /// [`crate::holes`]).
    Haaner,
    // the capture effects
    // the turning boards
    /// ActuatedRevolvingCentre: a move leaving or arriving on a centre
    /// square turns the centre a quarter clockwise (see
    /// [`crate::revolving`]).
    ActuatedRevolvingCentre,
    /// ActuatedRevolvingBoard: every move turns the board a quarter
    /// clockwise (see [`crate::revolving`]).
    ActuatedRevolvingBoard,
    /// SnekChess (`circle: false`) and SnekCircleChess: a capture makes a
    /// unit of the victim's side of the kind before the victim's in a
    /// chain take its kind (see [`crate::capture_effects::snek`]).
    Snek {
        /// SnekCircleChess: the chain is a circle (the queen before the
        /// knight), not starting from the king.
        circle: bool,
    },
    // the capture effects
    /// Make&TakeChess: a capturing piece first makes a non-capturing move
    /// with the walk of the piece it captures, then captures it from there
    /// with its own walk (see [`crate::capture_effects::make_take`]).
    MakeTake,
    /// Breton, with its variants Adverse, Chromatic and PY: a capture
    /// makes a unit of the captured piece's kind leave the board or change
    /// side (see [`crate::capture_effects::breton`]).
    Breton(BretonRules),
    // --- the castling conditions (see [`crate::castling_chess`]) ---
    /// CastlingChess (`Partners::Any`): the king castles with any piece
    /// but a king in the eight directions, at least three squares away;
    /// Rokagogo (`Partners::OwnRooks`): with its own rooks along ranks and
    /// files. No castling rights are needed.
    CastlingChess(crate::castling_chess::Partners),
    /// ExchangeCastling: once in the game, a king may exchange its square
    /// with a piece of its own other than a pawn; orthodox castling is
    /// gone.
    ExchangeCastling,
    // --- SingleBox Type2 (see [`crate::single_box`]) ---
    /// SingleBox Type2: as Type1, but a pawn reaching its last rank when
    /// its side has no kind left in the box stays a (latent) pawn there,
    /// and promotes after a move of the other side that leaves a kind in
    /// its box (`e5*d4[b8=S]`).
    SingleBoxType2,
    // the king conditions
    /// SAT and StrictSAT: a side is in check when its king has more
    /// flights than its count (see [`crate::kings::sat`]).
    Sat(crate::kings::sat::Sat),
    // --- the transforming moves ---
    /// CASTchess (`inverse: false`): a piece threatening two opposing
    /// units or more captures nothing; CASTchess Inverse: a piece
    /// threatening exactly one captures nothing (see
    /// [`crate::capture_effects::cast`]).
    Cast {
        /// CASTchess Inverse.
        inverse: bool,
    },
    /// FrankfurtChess: a capturing piece takes the kind of the piece it
    /// captures, a king becoming a royal piece (see
    /// [`crate::capture_effects::frankfurt`]).
    Frankfurt,
    /// Tibet (`double: false`): a black piece other than a king capturing
    /// a white unit of another kind (a promoting pawn counting as its new
    /// kind) changes colour; DoubleTibet: a piece of either side (see
    /// [`crate::capture_effects::tibet`]).
    Tibet {
        /// DoubleTibet: both sides.
        double: bool,
    },
    /// NorskSjakk: a piece captures only a unit of its own kind (or a
    /// king), and a moving queen becomes a knight, a knight a queen, a
    /// rook a bishop, a bishop a rook (see
    /// [`crate::capture_effects::norsk`]).
    Norsk,
    /// Leffie: a move after which a piece stands paralysed as EiffelChess
    /// paralyses (observed by an opposing piece of the kind before it in
    /// the chain Q → P → S → B → R → Q) is illegal, and a capture of a
    /// king is a check only if no piece stands so paralysed after it (see
    /// [`crate::leffie`]).
    Leffie,
    /// Bicaptures: a unit may capture a unit of its own side too, a king
    /// excepted; a side castles only across squares no unit of its own
    /// observes as the opponent's kinds would (see
    /// [`crate::capture_effects::bicaptures`]).
    Bicaptures,
    /// RoleExchange: White may, instead of moving, change the colour of
    /// every unit and turn the board half round (see
    /// [`crate::capture_effects::role_exchange`]).
    RoleExchange,
    /// Immobilio (with the kinds listed; `None`: every orthodox kind): a
    /// unit whose home square of the game array is occupied neither moves
    /// nor observes (see [`crate::capture_effects::immobilio`]).
    Immobilio(Option<KindSet>),
    /// TraitorChess: a black piece ending its move on White's half of the
    /// board (the ranks 1 to 4) becomes White's (see [`crate::traitor`]).
    Traitor,
    /// LostPieces: after a move, each unit of the other side (but kings)
    /// that, were it that side's royal piece, would be mated leaves the
    /// board (see [`crate::capture_effects::lost_pieces`]).
    LostPieces,
    /// DarkSide: a piece other than a king ending its move on the other
    /// side's half of the board becomes the other side's (see
    /// [`crate::dark_side`]).
    DarkSide,
    /// Dummy (the condition, not the dummy piece): changes nothing (see
    /// [`crate::dummy`]).
    Dummy,
    /// Football: a unit other than a king ending its move on the a- or
    /// h-file may change into one of these kinds (`None`: no kinds
    /// given, no change; see [`crate::football`]).
    Football(Option<KindSet>),
    /// Pepo: a king attacked by an opposing unit is paralysed, and in
    /// check only when two units or more but the king attack it (see
    /// [`crate::pepo`]).
    Pepo,
    // --- Wormholes (see [`crate::wormholes`]) ---
    /// Wormholes: a piece arriving on one of these squares is
    /// transported to another one of them, of the mover's choice, that is
    /// empty after the move (no such square, no move).
    Wormholes(nightrider_board::Bitboard),
    // Fairy conditions IV: kings and royalty
    /// RepublicanChess: a side may put the other side's absent king where
    /// it is mated (see [`crate::kings::republican`]).
    Republican(crate::kings::republican::RepublicanType),
    /// PADChess: a piece that has captured leaves the board after its
    /// next capture, or under Strict cannot capture (see [`crate::pad`]).
    Pad(crate::pad::PadRules),
    // the series capture and fuddled men
    /// SeriesCapture: after a capture the capturing piece may capture
    /// again from its new square, and so on, and may end by one
    /// non-capturing move, all one move (see [`crate::series_capture`]).
    SeriesCapture,
    // BGL
    /// BGL: a move costs the distance its piece travels, paid from its
    /// side's balance (see [`crate::kings::bgl`]).
    Bgl(crate::kings::bgl::Bgl),
    // Fairy conditions II: Alice chess
    /// AliceChess: two boards; a unit moves on its own board (only the
    /// units there obstruct, are hopped over or captured) and passes to
    /// the same square of the other board, which must be empty (see
    /// [`crate::alice`]). Also implied by the attributes AliceA and
    /// AliceB.
    Alice,
    // --- the move-selection conditions ---
    /// SingleBox Type3: as Type2, a pawn reaching its last rank when its
    /// side has no kind left in the box stays a (latent) pawn there; its
    /// own side promotes it, as part of its next move after a kind came
    /// free (`[a8=S]Rg6*g1`; see [`crate::single_box`]).
    SingleBoxType3,
    /// FuddledMen: the units a side has just moved may not move on its
    /// next move, and meanwhile neither check nor observe (see
    /// [`crate::selection::fuddled`]).
    FuddledMen,
    // Fairy conditions II: the hurdle-moving attributes
    /// Bul pieces (the piece attribute Bul): the hurdle a Bul hopper hops
    /// over then makes a non-capturing move with the hopper's walk (see
    /// [`crate::hurdle_moves`]).
    BulPieces,
    /// Dob pieces (the piece attribute Dob): the hurdle a Dob hopper hops
    /// over then makes a non-capturing move with its own walk (see
    /// [`crate::hurdle_moves`]).
    DobPieces,
    /// HurdleColourChanging pieces (the piece attribute): the hurdle a
    /// HurdleColourChanging hopper hops over, but a king or a neutral
    /// piece, changes colour (see [`crate::hurdle_moves`]).
    HurdleColourChangingPieces,
    // --- walks and homes ---
    /// BackHome: a side that has a legal move taking a unit back to its
    /// diagram square must play such a move (see
    /// [`crate::selection::back_home`]).
    BackHome,
    /// Disparate: a side may not move a unit of the kind the other side
    /// has just moved, nor check with it (see
    /// [`crate::selection::disparate`]).
    Disparate,
    // whose units a side moves
    /// AllInChess: a side moves units of either side, but does not take
    /// back the move just played (see [`crate::selection::all_in`]).
    AllIn,
    /// HalfInChess: a side moves only the other side's units (see
    /// [`crate::selection::all_in`]).
    HalfIn,
    /// MainlyInChess: a side moves units of either side but the one moved
    /// last (see [`crate::selection::all_in`]).
    MainlyIn,
    /// Bolero, BoleroInverse (RexInclusive too): a piece's file names the
    /// walk of its non-capturing moves (Inverse: of its captures and
    /// checks), its own walk the others (see [`crate::bolero`]).
    Bolero(crate::bolero::Bolero),
    /// PlusChess: a unit on a centre square may also capture from another,
    /// empty, centre square (see [`crate::plus`]).
    Plus,
    // Fairy conditions: the imitators
    /// Imitator: units on these squares, no pieces, copy every move's
    /// displacement step by step, and a move they cannot follow onto
    /// empty squares on the board is no move (see [`crate::imitator`]).
    Imitator(crate::imitator::ImitatorSquares),
    /// NoIProm: no pawn promotes into an imitator (see
    /// [`crate::imitator`]).
    NoImitatorPromotion,
    // the exchanges
    /// MessignyChess: instead of moving, a unit may swap squares with a
    /// unit of the other side of its kind, but not one of the two units
    /// the other side's swap just moved (see [`crate::messigny`]). Kings
    /// swap too unless `rex_exclusive` (RexExclusive).
    Messigny {
        /// RexExclusive: kings do not swap.
        rex_exclusive: bool,
    },
    /// GenevaChess: a unit captures only if its Circe rebirth square
    /// under these rules, computed for the square it stands on, is
    /// empty (see [`crate::geneva`]).
    Geneva(CirceRules),
    // --- the obligation conditions ---
    /// WhiteSynchronMover, BlackSynchronMover (`anti`: WhiteAntiSynchronMover,
    /// BlackAntiSynchronMover): the side plays a move of the displacement
    /// of the other side's last move (of its opposite) when it has one
    /// (see [`crate::selection::synchron`]).
    Synchron {
        /// The side bound.
        side: nightrider_board::Colour,
        /// AntiSynchronMover: the opposite displacement.
        anti: bool,
    },
    /// WhiteMustCapture, WhiteMaximummer, WhiteMinimummer and their Black
    /// forms with Popeye's parameter `Exact` or `Ultra` (see
    /// [`Mummer`]): Exact, the side's best moves are judged among all its
    /// moves, legal or not (a longest move that is illegal leaves none);
    /// Ultra, Exact and a capture of the king checks only if the rule
    /// allows it (the Maximummer's only if it is a longest move), and
    /// under MustCapture Ultra the side plays only captures (none, no
    /// move).
    StrictMummer {
        /// Which rule.
        rule: Mummer,
        /// The side bound.
        side: nightrider_board::Colour,
        /// Ultra, not Exact.
        ultra: bool,
    },
    /// AlphabeticChess (`None`: both sides), WhiteAlphabeticChess,
    /// BlackAlphabeticChess: of the side's units with a legal move the
    /// one first in the order a1, a2, …, h8 moves (see
    /// [`crate::selection::alphabetic`]).
    Alphabetic(Option<nightrider_board::Colour>),
    // Fairy conditions III
    /// BlackChecks: every move of Black gives check; a Black without such
    /// a legal move passes (a null move), or has no move when in check.
    /// Mate and stalemate are judged by the legal moves without the rule
    /// ([`crate::Engine::has_any_legal_move`]).
    BlackChecks,
    // --- capture and move effects ---
    /// MarineChess (`ultra: false`) and UltramarineChess (`ultra: true`):
    /// the marine pieces take the orthodox ones' places, for the kinds
    /// pawns promote to and for castling (the king castles with a triton;
    /// under UltramarineChess the Poseidon does and the king does not);
    /// see [`crate::marine`].
    Marine {
        /// UltramarineChess.
        ultra: bool,
    },
    // --- capture and move effects: ghosts ---
    /// GhostChess: a captured unit goes into the underworld below the
    /// square it was captured on, made uncapturable, and comes back there
    /// as soon as the square is empty (see [`crate::ghost`]).
    Ghost,
    /// HauntedChess: GhostChess without the uncapturable ghosts: a
    /// captured unit comes back as it was (see [`crate::ghost`]).
    Haunted,
    // --- Fairy conditions IV: kings and what mate means ---
    /// MAFF, OWU and AMU: the moves are orthodox, what a mate is changes
    /// (see [`crate::kings::mate`]).
    Mate(crate::kings::mate::MateRule),
    /// LosingChess: no piece is royal, capturing is obligatory for both
    /// sides, pawns may promote to king (see [`crate::kings::losing`]).
    Losing,
    /// ExtinctionChess: every unit that is the only one of its kind on
    /// its side is royal (the kinds counted after each move); pawns may
    /// promote to king (see [`crate::kings::extinction`]).
    Extinction,
    /// Jacobi's Knightmate: the knights are royal, the kings not; pawns
    /// promote to king instead of knight (see [`crate::kings::knightmate`]).
    Knightmate,
    /// Jacobi's Kamikaze: every unit but the kings is a kamikaze piece
    /// (see [`crate::kings::kamikaze_chess`]).
    KamikazeChess,
    /// Jacobi's `Kamikaze RexInclusive`: every unit, the kings too, is a
    /// kamikaze piece (see [`crate::kings::kamikaze_chess`]).
    KamikazeChessRexInclusive,
    /// Jacobi's NonRoyalKings: no piece is royal (the kings walk into
    /// attack and may be captured), pawns may promote to king; the kings
    /// castle only with `CastlingAllowed` (`castling`), then as under
    /// LosingChess (see [`crate::kings::non_royal`]).
    NonRoyalKings {
        /// `CastlingAllowed`.
        castling: bool,
    },
    /// Woozles, BiWoozles, Heffalumps and BiHeffalumps: a piece and a
    /// unit of its side (of the other side under the Bi forms) observing
    /// each other stop the piece capturing or checking; under the
    /// Heffalumps only a unit on the capture's line counts (see
    /// [`crate::woozles`]).
    Woozles(crate::woozles::WoozleRules),
    // --- the rebirth-square lender ---
    /// PowerTransfer: a piece moves, captures and observes with the walk
    /// of the piece, of either side, standing on its own Circe
    /// game-array rebirth square (where plain Circe would reborn it),
    /// with its own walk if that square is empty; kings keep theirs
    /// unless `rex_inclusive`. A pawn moving so promotes on its last
    /// rank (see `lending`).
    PowerTransfer {
        /// RexInclusive: kings take the walks lent too.
        rex_inclusive: bool,
    },
    // --- UltraSchachZwang and BrunnerChess ---
    /// WhiteUltraSchachZwang, BlackUltraSchachZwang (and plain
    /// UltraSchachZwang, bound to a side by the stipulation): the side
    /// plays only moves giving check, and has no move without one (see
    /// [`crate::selection::ultra_schachzwang`]).
    UltraSchachZwang(nightrider_board::Colour),
    /// BrunnerChess: a capture of a king is a check only if the
    /// capturer's own king is not in check after it (see
    /// [`crate::kings::brunner`]).
    Brunner,
    // --- the duellists, the followers, Vogtlaender and Argentinian chess ---
    /// DuellistChess: a side moves the unit it moved last when that unit
    /// can move (see [`crate::selection::duellist`]).
    Duellist,
    /// WhiteFollowMyLeader, BlackFollowMyLeader: the side arrives on the
    /// square the other side's last move departed from when it can (see
    /// [`crate::selection::follow_my_leader`]).
    FollowMyLeader(nightrider_board::Colour),
    /// VogtlaenderChess: a side is in check when it attacks the other
    /// side's king (see [`crate::kings::vogtlaender`]).
    Vogtlaender,
    /// ArgentinianChess: the Argentinian pieces play the parts of queen,
    /// rook, bishop and knight in promotions and castling (see
    /// [`crate::argentinian`]).
    Argentinian,
    // --- kings and royalty ---
    /// TransmissionMenace: a unit moves, captures and observes also with
    /// the walks of the opposing units whose own walks observe it (see
    /// [`crate::kings::transmission`]).
    TransmissionMenace,
    /// Bicolores: a king is in check when observed by a unit of either
    /// side (see [`crate::kings::bicolores`]).
    Bicolores,
    /// `#C`: a move that mates recolours the checking units unless that
    /// puts the mover in check (see [`crate::kings::mate_recolouring`]).
    MateRecolouring,
    // --- Fairy conditions II ---
    /// MultiCaptures (`None`: both sides), MultiCaptures White,
    /// MultiCaptures Black: a unit is captured (a king checked) only by
    /// a side with two units or more observing it; en passant captures
    /// are free (see [`crate::capture_effects::multi_captures`]).
    MultiCaptures(Option<nightrider_board::Colour>),
    /// PartialParalysis: a unit observed by an opposing unit loses the
    /// moves a unit of the observer's kind could make from its square
    /// (see [`crate::partial_paralysis`]).
    PartialParalysis,
    // --- Jacobi's move-selection conditions ---
    /// Jacobi's WhiteMustCapture and BlackMustCapture with the options
    /// Anti and SemiUltra, WhiteMustCheck and BlackMustCheck, Blackcap
    /// and the Zigzag family: the side plays a move of a kind (not of
    /// it) when it can (see [`crate::selection::obligation`]).
    Obliged(crate::selection::obligation::Obligation),
    /// Jacobi's GrowingMen (ShrinkingMen, `shrinking`): no unit makes a
    /// shorter (longer) move than its last one, as the crow flies (see
    /// [`crate::selection::growing_men`]).
    GrowingMen {
        /// ShrinkingMen.
        shrinking: bool,
    },
    /// Jacobi's FreeForAll: the side to move moves a unit of either side
    /// (AllInChess without its bar on taking the last move back; see
    /// [`crate::selection::all_in`]).
    FreeForAll,
    /// Jacobi's NoImmediateRepetition: no move leaves the diagram (the
    /// units on the board) of two moves before (see
    /// [`crate::selection::no_repetition`]).
    NoImmediateRepetition,
    /// Jacobi's Distancing (and its forms WhiteAntiKoeko,
    /// BlackAntiKoeko): a side's moved units stand next to no unit of the
    /// sides it avoids (see [`crate::distancing`]).
    Distancing(crate::distancing::Distancing),
}

/// The rules of [`Condition::StrictMummer`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mummer {
    /// MustCapture: captures first.
    MustCapture,
    /// Maximummer: the longest moves.
    Maximummer,
    /// Minimummer: the shortest moves.
    Minimummer,
}

/// The variants of Breton (see [`crate::capture_effects::breton`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BretonRules {
    /// Adverse: the unit is one of the captured side's, not the
    /// capturing side's.
    pub adverse: bool,
    /// Chromatic: the unit changes side instead of leaving the board.
    pub chromatic: bool,
    /// PY: a capturing pawn counts with its kind after promotion, and
    /// neutral pieces are units of both sides.
    pub py: bool,
}

impl Condition {
    /// The rules of the piece `attributes` found on a board, as the
    /// conditions the engine compiles them to (a kamikaze piece on the
    /// board: [`Condition::KamikazePieces`], and so on); neutral and royal
    /// pieces need none.
    ///
    /// ```
    /// use nightrider_board::Attributes;
    /// use nightrider_conditions::Condition;
    /// let rules: Vec<Condition> =
    ///     Condition::attribute_rules(Attributes::JIGGER | Attributes::NEUTRAL).collect();
    /// assert_eq!(rules, [Condition::JiggerPieces]);
    /// ```
    pub fn attribute_rules(
        attributes: nightrider_board::Attributes,
    ) -> impl Iterator<Item = Condition> {
        use nightrider_board::Attributes;
        [
            (Attributes::KAMIKAZE, Condition::KamikazePieces),
            (Attributes::VOLAGE, Condition::VolagePieces),
            (Attributes::UNCAPTURABLE, Condition::UncapturablePieces),
            (Attributes::CHAMELEON, Condition::ChameleonPieces),
            (Attributes::HALF_NEUTRAL, Condition::HalfNeutralPieces),
            (Attributes::PARALYSING, Condition::ParalysingPieces),
            (Attributes::MAGIC, Condition::MagicPieces),
            (Attributes::JIGGER, Condition::JiggerPieces),
            (Attributes::FUNCTIONARY, Condition::FunctionaryPieces),
            (Attributes::PROTEAN, Condition::ProteanPieces),
            (Attributes::ANDA, Condition::AndaPieces { inverse: false }),
            (
                Attributes::ANDA_INVERSE,
                Condition::AndaPieces { inverse: true },
            ),
            (Attributes::BUL, Condition::BulPieces),
            (Attributes::DOB, Condition::DobPieces),
            (
                Attributes::HURDLE_COLOUR_CHANGING,
                Condition::HurdleColourChangingPieces,
            ),
        ]
        .into_iter()
        .filter(move |(attribute, _)| attributes.contains(*attribute))
        .map(|(_, condition)| condition)
    }

    /// The piece kinds this condition may put on the board that need not
    /// be there in the diagram (the move generator needs their walks):
    /// ProteanChess's (and protean pieces') reverse pawns and pawns, the sentinels of
    /// Sentinelles, the kinds whose walks a vaulting king borrows.
    pub fn created_kinds(&self) -> Vec<PieceKind> {
        match self {
            Condition::Protean | Condition::ProteanPieces => {
                vec![crate::protean::reverse_pawn(), PieceKind::PAWN]
            }
            Condition::Sentinelles(rules) => vec![rules.kind],
            Condition::Football(Some(kinds)) => kinds.kinds().to_vec(),
            Condition::Transmuting { white, black } => [white, black]
                .into_iter()
                .flatten()
                .flat_map(|t| match *t {
                    crate::kings::Transmutation::Vaulting(kinds) => {
                        crate::kings::vaulting::vaulting_kinds(kinds).into_vec()
                    }
                    _ => Vec::new(),
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// What pawns on their own first rank can do under this condition, if
    /// it changes that (see [`FirstRankPawns`]): Popeye lets them step and
    /// capture under NormalPawn, Circe Parrain, ContraParrain and
    /// CageCirce, check without moving under Circe Equipollents, and step
    /// up to three squares under EinsteinChess.
    pub fn first_rank_pawns(&self) -> Option<FirstRankPawns> {
        match self {
            Condition::NormalPawn | Condition::Parrain { .. } => Some(FirstRankPawns::OneStep),
            Condition::Circe(rules) if rules.square == RebirthSquare::Cage => {
                Some(FirstRankPawns::OneStep)
            }
            Condition::Circe(rules) if rules.square == RebirthSquare::Equipollents => {
                Some(FirstRankPawns::ChecksOnly)
            }
            Condition::Einstein(_) | Condition::EinsteinWithPromotions => {
                Some(FirstRankPawns::UpToThreeSteps)
            }
            // (only a pawn standing on a wormhole: the others are made
            // inert again by `crate::wormholes`)
            Condition::Wormholes(_) => Some(FirstRankPawns::OneStep),
            _ => None,
        }
    }
}
