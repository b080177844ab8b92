//! Special walks: the walks no [`Component`](super::Component) can
//! express, which a move generator implements by hand.

/// Walks that no [`Component`](super::Component) can express; a move
/// generator implements each of them by hand. `special_reference::targets`
/// (feature `reference`) is an executable definition of those that depend
/// on the board only (checked against Popeye's move lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpecialWalk {
    /// Rococo long leaper: queen lines, captures by jumping over one or
    /// more enemy pieces each followed by an empty square.
    LongLeaper,
    /// Rococo withdrawer: queen moves; captures the piece it moves directly away from.
    Withdrawer,
    /// Rococo advancer: captures the piece next in line after its move.
    Advancer,
    /// Pushme-pullyu: advancer + withdrawer.
    PushmePullyu,
    /// Rococo coordinator: captures pieces on the rank/file intersections with its king.
    Coordinator,
    /// Rococo immobilizer: queen moves, never captures, freezes adjacent enemies.
    Immobilizer,
    /// Rococo chameleon: captures as its victim would.
    Chameleon,
    /// Swapper: queen moves without capture, or swaps with a piece.
    Swapper,
    /// Fuge's archer: captures by shooting.
    Archer,
    /// Fuge's shield: queen moves without capture; protects neighbours.
    Shield,
    /// Ultima pincer pawn: rook moves, custodian captures.
    PincerPawn,
    /// Orphan: moves as the enemy pieces attacking it.
    Orphan,
    /// Friend: moves as the friendly pieces guarding it.
    Friend,
    /// Orphan pawn: pawn plus the walks of enemy pieces attacking it.
    OrphanPawn,
    /// Jester: mimics the last opposing piece moved.
    Jester,
    /// Windmill: circles around an adjacent piece.
    Windmill,
    /// Frog: multi-leap over adjacent pieces, capturing them.
    Frog,
    /// Jumping pawn (Seenschach).
    JumpingPawn,
    /// UbiUbi: any chain of knight leaps over empty squares; it may end on
    /// an empty square or capture on an enemy one.
    UbiUbi,
    /// Querquisite: walk depends on the file it stands on: rook on a/h,
    /// knight on b/g, bishop on c/f, queen on d, king on e.
    Querquisite,
    /// Edgehog: queen lines, only from an edge square to a non-edge square
    /// or vice versa.
    Edgehog,
    /// Skylla (Popeye `sk`): a knight leap to an empty square whose mao
    /// (orthogonally adjacent) intermediate square is empty, or, if an enemy
    /// piece stands there, a locust capture of it.
    Skylla,
    /// Charybdis (Popeye `cy`): as Skylla with the moa (diagonally adjacent)
    /// intermediate square.
    Charybdis,
    /// Bouncer (queen lines; Popeye `b1`).
    Bouncer,
    /// Rook bouncer (Popeye `b2`).
    RookBouncer,
    /// Bishop bouncer (Popeye `b3`).
    BishopBouncer,
    /// Double grasshopper: two grasshopper hops in one move, the first to an
    /// empty square, the second in any queen direction; only the second
    /// landing is a target.
    DoubleGrasshopper,
    /// Double rook hopper: as the double grasshopper on rook lines.
    DoubleRookHopper,
    /// Double bishop hopper: as the double grasshopper on bishop lines.
    DoubleBishopHopper,
    /// Radial knight/leaper (Popeye `rk`).
    RadialKnight,
    /// Reverse pawn (Popeye `pp`): a pawn moving towards its own side: double
    /// step from its side's 7th rank, promotion on its side's 1st rank.
    ReversePawn,
    /// Bouncy nightrider: bounces off the edge in any direction.
    BouncyNightrider,
    /// Bouncy knight (Popeye `bk`).
    BouncyKnight,
    /// Tree hopper (Popeye `th`).
    TreeHopper,
    /// Leaf hopper (Popeye `lh`).
    LeafHopper,
    /// Greater tree hopper (Popeye `ge`).
    GreaterTreeHopper,
    /// Greater leaf hopper (Popeye `gf`).
    GreaterLeafHopper,
    /// Argentinian knight (Popeye `sa`): moves only by leaping over a piece
    /// standing on a square of either lame path of its knight leap;
    /// captures along a lame path whose intermediate square is empty.
    Saltador,
    /// Contra-hamster (Popeye `hc`): rides along queen lines away from an
    /// adjacent piece (either colour), moving to empty squares and capturing
    /// the first enemy piece met.
    ContraHamster,
    /// Mao hopper: a knight leap that needs a piece on the mao's
    /// (orthogonally adjacent) intermediate square.
    MaoHopper,
    /// Moa hopper: a knight leap that needs a piece on the moa's
    /// (diagonally adjacent) intermediate square.
    MoaHopper,
    /// CAT (cavalier de Troie): a knight leap, then any number of dabbaba
    /// steps continuing along the leap's longer axis (d4-c6-c8), each
    /// intermediate square empty.
    Cat,
    /// Andernach grasshopper: the hurdle changes colour.
    AndernachGrasshopper,
    /// Einstein grasshopper: the hurdle changes kind.
    EinsteinGrasshopper,
    /// Circe grasshopper: the hurdle is reborn.
    CirceGrasshopper,
    /// Andernach-Einstein-Circe grasshopper.
    AndernachEinsteinCirceGrasshopper,
    /// Knight-wazir-zee: one or two steps of knight and/or wazir.
    KnightWazirZee,
    /// Knight-ferz-zee: one or two steps of knight and/or ferz.
    KnightFerzZee,
    /// Sissa: n rook steps then n bishop steps or vice versa.
    Sissa,
    /// Squeen: queen + sissa.
    Squeen,
    /// Harvestman: wazir, or wazir then crooked bishop.
    Harvestman,
    /// Reflecting bishop wazir: wazir, or wazir then reflecting bishop.
    ReflectingBishopWazir,
    /// Two ferz steps, direction may change (war elephant).
    WarElephant,
    /// Shaman: ferz and/or alfil, bent.
    Shaman,
    /// Hero: wazir and/or dabbaba, bent.
    Hero,
    /// Zigzag general: twice a jumping-general move.
    ZigzagGeneral,
    /// Twisted knight: twice ferz/alfil, bent.
    TwistedKnight,
    /// Flexible knight: twice wazir/dabbaba, bent.
    FlexibleKnight,
    /// Oliphant: twice ferz/alfil in a straight line.
    Oliphant,
    /// Lightning warmachine: twice wazir/dabbaba in a straight line.
    LightningWarmachine,
    /// Sliding general: two king steps, direction may change.
    SlidingGeneral,
    /// Halfling queen/rook/bishop: range half the empty-board range.
    Halfling,
    /// Eagle equihopper (Popeye `ee`): an equihopper on any line whose
    /// second half turns 90° either way at the hurdle; the squares passed
    /// are empty.
    EagleEquihopper,
    /// Eagle nonstop equihopper (Popeye `en`): as the eagle equihopper,
    /// the squares passed may be occupied.
    EagleNonstopEquihopper,
    /// Scarabeus (Popeye `sc`): a queen-line grasshopper landing a knight
    /// leap beyond the hurdle, one of the two nearest the line's direction.
    Scarabeus,
}
