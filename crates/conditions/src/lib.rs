#![doc = include_str!("../README.md")]
//!
//! The hook lists are in [`hooks`]; [`Engine`] runs them.
//!
//! # Conditions
//!
//! Supported: the Circe family (Circe with the rebirth rules of
//! [`RebirthSquare`] — Super, Cage, Rank, Diametral and the rest — Mirror,
//! Couscous, Chameleon, Einstein and ReversalEinstein, April, Turncoats, DoubleAgents, Strict/Relaxed,
//! RexInclusive, Parrain and ContraParrain (with LastCapture: the piece
//! captured before the diagram waits), Take&Make, Assassin, Diagram,
//! Frischauf, Volcanic and Parachute (the underworld: [`underworld`]), WaitCapture
//! ([`wait_capture`]), Clone ([`clone`]); a rook reborn on its home
//! corner, or a king on its home square, regains castling with a partner that kept its flag), AntiCirce (Calvet and Cheylan, the same
//! variants, Einstein and ReversalEinstein, April, Turncoats, Cage, Parrain and ContraParrain, Frischauf, Volcanic and Parachute, Clone), Circe and AntiCirce together
//! (the capturer reborn first, then the victim), MarsCirce (plain and Mirror),
//! AntiMarsCirce (plain and Mirror; castling from the rebirth squares too),
//! PhantomChess (plain and RexInclusive: [`phantom`]), GlasgowChess ([`glasgow`]),
//! LineChameleonChess ([`line_chameleon`]),
//! ImmunChess, Madrasi,
//! EiffelChess, Isardam (also RexInclusive), Patrouille, UltraPatrol, Lortap,
//! FunctionaryChess, ProvocationChess, Woozles, BiWoozles, Heffalumps and
//! BiHeffalumps (also RexExclusive), Monochrome,
//! Bichrome, GridChess (normal, shifted, `Orthogonal` and `Irregular`
//! grids, with extra `GridLine`s), ContactGridChess, KoeKo (also with a
//! knight's neighbourhood), NewKoeko, AntiKoeko, NoCapture,
//! ChecklessChess, Andernach, AntiAndernach, EinsteinChess,
//! ReversalEinsteinChess and AntiEinsteinChess ([`EinsteinRule`]),
//! ChameleonChess and ChameleonSequence, NormalPawn,
//! MustCapture, Maximummer, Minimummer (also with Popeye's Exact and Ultra),
//! BlackChecks (Black checks with every move, or passes:
//! [`Condition::BlackChecks`]), SingleBox (Type1, Type2 and Type3: [`single_box`]), PromOnly
//! (through [`rules_under`]), AnnanChess, NannaChess, ProteanChess ([`protean`]),
//! FaceToFace, BackToBack, CheekToCheek, Masand, MasandGeneralised, Volage, Hypervolage,
//! Influencer, PointReflection, PowerTransfer (also RexInclusive), DangerCirce, ExclusiveChess,
//! WhiteOscillatingKings, BlackOscillatingKings and SwappingKings
//! ([`kings::oscillating`]), LeseMajeste ([`kings`]), KobulKings
//! ([`kings::kobul`]), White- and BlackRoyalSquare
//! ([`kings::royal_square`]), ShieldedKings ([`kings::shielded`]),
//! AntiKings ([`kings::anti`]), SAT and StrictSAT ([`kings::sat`]),
//! RepublicanChess Type1 and Type2 ([`kings::republican`]), BGL
//! ([`kings::bgl`]), RoyalDynasty ([`kings::dynasty`]), PADChess
//! (plain, Strict, RexInclusive: [`pad`]), Leofamily, ChineseChess and CavalierMajeur
//! ([`piece_sets`]), MagicSquares (Type1: `magic_squares`),
//! RelegationChess (`relegation`), Anda and AndaInverse (also as piece
//! attributes: [`capture_effects::anda`]), SuperGuards and AntiGuards
//! ([`capture_effects::guards`]), Take&MakeChess
//! ([`capture_effects::take_make`]), Make&TakeChess
//! ([`capture_effects::make_take`]), Breton with Adverse, Chromatic and
//! PY ([`capture_effects::breton`]), SeriesCapture
//! ([`series_capture`]), AliceChess ([`alice`]: two boards; also the
//! piece attributes AliceA and AliceB), the conditions choosing among the moves
//! ([`selection`]: NoWhiteCapture, NoBlackCapture, NoWhitePromotion,
//! NoBlackPromotion, WhitePromSquares, BlackPromSquares,
//! WhiteForcedSquare, BlackForcedSquare, WhiteConsequentForcedSquare,
//! BlackConsequentForcedSquare, WhiteEdgemover, BlackEdgemover,
//! White/Black MinDister and MaxDister, CentralChess, FuddledMen, BackHome,
//! Disparate, AllInChess, HalfInChess and MainlyInChess (either side's
//! units: [`selection::all_in`]), and the synchron movers: [`selection::synchron`],
//! AlphabeticChess and its one-side forms: [`selection::alphabetic`];
//! Jacobi's FreeForAll in [`selection::all_in`] and NoImmediateRepetition:
//! [`selection::no_repetition`]), Jacobi's Distancing ([`distancing`]),
//! MAFF, OWU and AMU (what a mate is: [`kings::mate`]), LosingChess
//! ([`kings::losing`]), TransmissionMenace ([`kings::transmission`]),
//! Bicolores ([`kings::bicolores`]), `#C` ([`kings::mate_recolouring`]),
//! ExtinctionChess ([`kings::extinction`]),
//! Bolero and BoleroInverse ([`bolero`]), PlusChess ([`plus`]), CastlingChess,
//! Rokagogo and ExchangeCastling ([`castling_chess`]), Sentinelles
//! (plain, PionAdvers, PionNeutre, ParaSentinelles and Berolina, with
//! maxima: [`SentinelRules`]), Hole and HaanerChess ([`holes`]),
//! CASTchess and CASTchess Inverse ([`capture_effects::cast`]),
//! MultiCaptures and its White and Black forms
//! ([`capture_effects::multi_captures`]),
//! PartialParalysis ([`partial_paralysis`]),
//! FrankfurtChess ([`capture_effects::frankfurt`]), Pepo ([`pepo`]),
//! Tibet and DoubleTibet ([`capture_effects::tibet`]), NorskSjakk
//! ([`capture_effects::norsk`]), TraitorChess ([`traitor`]),
//! LostPieces ([`capture_effects::lost_pieces`]),
//! Bicaptures ([`capture_effects::bicaptures`]), Leffie ([`leffie`]),
//! Wormholes ([`wormholes`]), Football ([`football`]), the piece
//! attributes Bul, Dob and HurdleColourChanging ([`hurdle_moves`]), MessignyChess (plain and
//! RexExclusive: [`messigny`]), GenevaChess (with Circe's options:
//! [`geneva`]), MarineChess and UltramarineChess ([`marine`]),
//! GhostChess and HauntedChess ([`ghost`]: the underworld of
//! [`underworld`], newest first), and the rules of kamikaze,
//! paralysing, chameleon, uncapturable, volage, magic, half-neutral
//! ([`half_neutral`]), Imitator and NoIProm ([`imitator`]), jigger (KoeKo for them alone), functionary
//! (FunctionaryChess for them alone) and protean (ProteanChess for them
//! alone) pieces. Anything else is refused by the caller, naming the
//! condition.
//!
//! Pawns on their own first rank are inert unless a condition says
//! otherwise ([`Condition::first_rank_pawns`]); build the engine's
//! generator with [`rules_under`].
//!
//! # Layout
//!
//! [`engine`] holds the [`Engine`] struct, its construction (one
//! dispatch arm per condition in `Engine::compile`, then the flags the
//! hot paths branch on in `Engine::derive_fast_paths`) and the dispatch
//! of moves, checks and effects to the condition families. Each family
//! owns its rules, effects and fast paths in a module of its own: `circe`,
//! `anticirce`, `immun`, `parrain`, `mars`, `assassin`, `danger`,
//! `kamikaze`, `castling` (rights regained by rebirths), [`castling_chess`]
//! (the castling conditions), [`underworld`],
//! [`wait_capture`], [`clone`], `paralysis` (Madrasi, Eiffel, Isardam,
//! paralysing pieces), `patrol` (Patrouille, UltraPatrol, Lortap,
//! functionaries, Provocation), [`woozles`] (Woozles and its relatives),
//! `squares` (Monochrome, Bichrome, Grid),
//! `contact` (KoeKo and its relatives, ContactGrid, jigger pieces),
//! `lending` (AnnanChess and the other walk lenders), `einstein`,
//! `chameleon`, [`protean`], `influencer`, `recolouring` (Andernach,
//! AntiAndernach, Volage), `masand`, `magic`, [`half_neutral`],
//! `sentinelles`, [`capture_effects`] (Anda, the guards, CASTchess,
//! FrankfurtChess, Tibet, NorskSjakk), [`traitor`] (TraitorChess),
//! [`dark_side`] (DarkSide), [`dummy`] (the condition Dummy),
//! [`pepo`], [`pad`] (PADChess), `list_rules`
//! FrankfurtChess, SnekChess), [`pepo`], [`pad`] (PADChess), `list_rules`
//! (MustCapture, Maximummer,
//! Minimummer), [`single_box`], [`kings`] (the conditions on kings),
//! [`piece_sets`] (Leofamily, ChineseChess, CavalierMajeur),
//! `magic_squares` (MagicSquares), `relegation` (RelegationChess),
//! [`chameleon_pursuit`] (ChameleonPursuit), [`selection`] (the conditions choosing among a side's moves),
//! [`series_capture`] (SeriesCapture), [`holes`] (Hole, HaanerChess),
//! [`revolving`] (ActuatedRevolvingCentre, ActuatedRevolvingBoard),
//! [`wormholes`] (Wormholes), [`alice`] (AliceChess), [`hurdle_moves`]
//! (Bul, Dob, HurdleColourChanging), [`messigny`] (MessignyChess),
//! [`geneva`] (GenevaChess), [`marine`] (MarineChess,
//! UltramarineChess), [`ghost`] (GhostChess, HauntedChess), `exclusive`
//! and `checkless`. Which conditions may be combined is decided in [`compat`]
//! alone; [`EngineBuilder`] assembles a problem's engine from its diagram
//! with every refusal the command line makes.
//!
//! # Adding a condition
//!
//! A condition is a [`Condition`] variant compiled to hooks. As a worked
//! example, AntiAndernachChess (a piece other than a king that moves
//! without capturing changes colour):
//!
//! 1. `condition/mod.rs`: the variant `Condition::AntiAndernach`,
//!    documented with the rule as Popeye has it, and in
//!    `condition/display.rs` its name (`AntiAndernachChess`), which error
//!    messages use. The parameters of the condition families (rebirth
//!    squares, Einstein chains, grids, Sentinelles) have modules of their
//!    own beside it.
//! 2. `hooks.rs`: the hook it compiles to, here the effect
//!    [`hooks::MoveEffect::AntiAndernach`], and its place in
//!    [`hooks::MoveEffect::order`] (colour changes after rebirths and
//!    kind changes). A rule on single moves would be a
//!    [`hooks::MoveRule`], a test of the position after the move an
//!    [`hooks::AfterMoveRule`], a condition on checks an
//!    [`hooks::ObservationRule`].
//! 3. `compile.rs`: the arm of `Engine::compile` pushing the hook, and, if
//!    the hook changes what a fast path may assume,
//!    `Engine::derive_fast_paths` (AntiAndernach keeps the orthodox
//!    shortcuts out, as every effect on non-captures does). The engine's
//!    parts are modules of `engine/`: `play.rs` (the arm of `Engine::play`
//!    calling the family's function), `candidates.rs` (for a move rule,
//!    the arm of `Engine::rule_allows`), `check.rs` (observation and
//!    check) and `legality.rs` (the tests after the move).
//! 4. The family's module, here `recolouring.rs`: `Engine::play_andernach`,
//!    the effect itself (a new family gets a new module, listed in
//!    `lib.rs`).
//! 5. `compat/`: the combinations refused, as Popeye refuses them or as
//!    they have not been compared with it: the lists of what may stand
//!    beside MarsCirce, Sentinelles and the rest
//!    ([`Condition::combines_with_mars`], ...), or an entry of the `RULES`
//!    table in `compat/mod.rs` (a new family keeps its rule in its own
//!    module, as `marine::combination_refusal`, and adds one line there);
//!    what depends on the diagram is in `compat/position.rs`.
//! 6. Tests: the condition in `all_conditions` of `tests/properties.rs`
//!    (random positions: legal moves found by the fast paths equal those
//!    found by playing), and in the facade the parsing of Popeye's name
//!    (`src/condition_setup.rs`) and Popeye's move lists in
//!    `tests/condition_movelists.rs`.
//!
//! # Known gaps
//! - SeriesCapture: the path of a move printed is searched again when it
//!   is printed, so a move list of tens of thousands of series (a queen
//!   amid many pieces: Popeye lists 37342 moves in 0.2 s) prints slowly;
//!   past 64 paths to one result, the further paths are not generated.
//! - Circe and AntiCirce Parrain after castling: Popeye displaces the
//!   waiting piece by a vector we could not derive from the castling; we
//!   use the king's.
//! - AntiCirce Parrain, Cage and Turncoats in help play towards a target
//!   (`z`): Popeye judges the target by the last piece movement of the move
//!   (a relocation included) and rejects some lines after a capture we
//!   could not explain; our solutions then differ in those lines.
//! - A king on its home square without rooks and barred by NoCastling is
//!   taken as unmoved when a Circe rebirth restores a rook.
//! - ChecklessChess: a check is allowed when it mates; whether it mates
//!   depends on replies that may themselves be mating checks. Such nested
//!   tests stop at depth 8, where a check counts as not mating.
//! - AntiMarsCirce: Popeye 4.104 prints some castlings twice (with a
//!   rook already on its corner, when the king stands on e1/e8 or another
//!   rook may jump to a corner), sometimes with the other rook's jump in
//!   the notation; we generate each castling once. Under MarsCirce it
//!   prints a castling twice when the king stands on e1/e8; once here.
//! - Refused for now, with the reason: a cage (Circe or AntiCirce)
//!   beside Isardam (Popeye counts a reborn pawn as caged whose steps we
//!   find legal), or beside Volage, Hypervolage, volage or magic pieces
//!   (Popeye judges the cage after the changes of colour, in an order not
//!   found); kamikaze pieces with AntiCirce (Popeye refuses them) or Circe
//!   Parrain (Popeye reborns the kamikaze capturer at once, displaced by
//!   its own move), by the caller; April with RexInclusive (Circe), Couscous, Clone,
//!   WaitCapture, Volcanic or Parachute, AntiMarsCirce
//!   with Antipodes (Popeye 4.104 crashes on it), RexExclusive (its kings
//!   move from squares we could not derive: a white king from e8 or d1) or
//!   another rebirth square (nothing captures under File and Symmetry;
//!   castlings jump by a rule not found under the others), MarsCirce with RexExclusive
//!   or a rebirth square but the game array and Rank, MarsCirce with conditions other than
//!   Volage, ChecklessChess, NoCapture, KoeKo, one of Madrasi, Eiffel,
//!   Patrouille, Lortap and the normal GridChess,
//!   Andernach, AntiAndernach, kamikaze,
//!   uncapturable, half-neutral and volage pieces, EinsteinChess (and its
//!   variants) and ChameleonChess (see [`Condition::combines_with_mars`]),
//!   AntiMarsCirce with any other condition but those and not the last two,
//!   Circe with AntiCirce when Circe is RexInclusive beside a chosen
//!   AntiCirce rebirth square, when Circe chooses or
//!   promotes, or either assassinates, turns coats or cages, Masand with
//!   AntiCirce or MarsCirce; chameleon pieces with AntiCirce, MarsCirce or
//!   EinsteinChess (beside them an ordinary pawn may promote into a
//!   chameleon too, `=Q=c`, as in Popeye); volage pieces, Volage and
//!   Hypervolage with Andernach or AntiAndernach;
//!   Sentinelles with conditions other than rebirths, rules on the move,
//!   the contact, observation and colour-changing rules, piece attributes
//!   but protean, ChameleonChess
//!   and EinsteinChess (under which, as in Popeye, sentinels appear on the
//!   first and last ranks too; see [`Condition::combines_with_sentinelles`]),
//!   and its variants PionNoir and PionBlanc
//!   (Popeye 4.104 rejects them as input errors), and Berolina with
//!   EinsteinChess (Popeye: no Einstein with fairy pieces); magic pieces with conditions other than Circe (not
//!   RexInclusive: Popeye then lists no move), AntiCirce and Sentinelles (and, by the caller, with neutral pieces, or magic
//!   pieces whose walk may observe along several paths, such as roses);
//!   DangerCirce with any other condition, or with neutral pieces;
//!   ExclusiveChess with must-capture, Maximummer or ChecklessChess;
//!   Volcanic and Parachute beside a chosen rebirth square,
//!   Turncoats, Chameleon, Circe RexInclusive, or conditions other than
//!   one Circe or AntiCirce and rules on single moves; WaitCapture with a
//!   rebirth square other than the game array, Symmetry and CaptureSquare,
//!   or beside anything but rules on single moves; Clone with Chameleon,
//!   Turncoats, Couscous, a chosen or Diagram square, another rebirth
//!   condition or a condition changing pieces.
//! - MarsCirce and AntiMarsCirce beside KoeKo: in a few help plays Popeye
//!   4.104 refuses, after some moves, a move it lets the same position
//!   play as a diagram (a step next to only a pawn on its rebirth square,
//!   an AntiMarsCirce castling); here a position's moves do not depend on
//!   how it was reached.
//! - AntiMarsCirce: after some moves Popeye 4.104 lets a king castle from
//!   its rebirth square that it does not let castle in the same position as
//!   a diagram; here it castles in neither.
//! - ProvocationChess: the observation that provokes a capture obeys
//!   paralysis and the rules on the squares joined, not the other rules
//!   (as Popeye 4.104 has it, found by experiment). Refused beside
//!   NannaChess, FaceToFace, BackToBack and CheekToCheek (Popeye's checks
//!   there disagree with the walks it moves by: under NannaChess a piece
//!   lent a queen's walk provokes no check along a rank) and beside
//!   Masand (its checks there were not compared).
//! - Protean pieces: only a protean piece changes kind when it captures.
//!   Popeye 4.104 changes every capturer (a king to a royal piece) once a
//!   protean piece stands on the board, and misses the checks of the
//!   reverse pawns it so makes when none stood in the diagram; we follow
//!   the attribute's meaning there, and agree elsewhere.
//! - Jigger pieces: refused beside AntiCirce, MarsCirce and AntiMarsCirce
//!   (Popeye looks for the contact where the capturer ends up), kamikaze
//!   jigger pieces beside Circe (Popeye's then check without contact), by
//!   the caller; a kamikaze jigger's capture, which leaves it nowhere, is
//!   never legal and gives no check, as in Popeye.
//! - AntiCirce Cage with neutral pieces: whether a neutral piece checks
//!   (its capture of the king needs a cage for the capturer) differs from
//!   Popeye 4.104 in a few positions (2 of 40 random ones on one seed, none
//!   on two others); not found.
//! - ExclusiveChess: whether a move mates depends on the replies, under
//!   the rule themselves; as Popeye, the nested tests stop at a horizon
//!   (`exclusive::HORIZON`), beyond which a check's verdict is undecided,
//!   and the solver writes an undecided move with Popeye's remark ("Can't
//!   decide whether this move is refuted") as a first move of battle play
//!   and of help play, not further on (Popeye also does after the first
//!   move of a h#1). Popeye also reports moves that leave the mover's king
//!   attacked as undecided where the rule is; we take them as illegal.
//! - SingleBox: SingleBox (Type1) is refused
//!   beside conditions other than Circe on the game array (Mirror,
//!   Turncoats, DoubleAgents), Madrasi and the must-capture rules, Type2
//!   beside any condition, Type3 beside any but the Maximummers, all with fairy pieces (as Popeye) or neutral
//!   pieces. Under Type2 Popeye 4.104 leaves out of a helpmate in 1.5 a
//!   mate we find (`1...Ra1-a7 2.g7-g5 Qh5-e8 #` with a white latent pawn
//!   on c8: the king's capture of the queen would promote it and check
//!   the king), though it finds the same mate as a #1 from the position
//!   reached; the move lists agree.
//! - OscillatingKings (and SwappingKings) and LeseMajeste: refused beside
//!   each other and beside conditions other than plain Circe, Madrasi,
//!   NoCapture, MonochromChess, BichromChess and Patrouille (White's and
//!   Black's OscillatingKings stand together), with royal pieces other
//!   than kings and with neutral pieces (not compared with Popeye);
//!   KobulKings beside any other condition and with fairy pieces; SwappingKings beside White- or
//!   BlackOscillatingKings, and a side's type given twice, by the caller.
//! - RoyalDynasty: refused beside conditions other than Influencer and
//!   Circe in the variants compared with Popeye (not RexInclusive, which
//!   Popeye refuses, nor Strict, Assassin, Turncoats, Clone, Cheylan,
//!   April, the rebirth-waiting and underworld variants), with royal
//!   pieces other than kings and with neutral kings.
//! - ExtinctionChess: refused beside every other condition (Popeye's
//!   regression problems beside Circe and AndernachChess, where a capture
//!   after which the kind survives threatens nothing, are not played),
//!   with neutral and royal pieces.
//! - RoyalSquare, ShieldedKings, AntiKings: refused beside conditions
//!   other than plain Circe, Madrasi, NoCapture, MonochromChess,
//!   BichromChess and Patrouille (not ShieldedKings there; the two sides'
//!   royal squares stand together), a king of a side with a royal square,
//!   royal pieces other than kings, neutral pieces, and fairy pieces
//!   beside another condition.
//! - SAT and StrictSAT: refused beside conditions other than plain Circe
//!   and NoCapture, with fairy pieces beside them, with royal
//!   pieces other than kings (Popeye's royal pieces' flights were not
//!   compared) and with neutral pieces. StrictSAT's memory of the attacks
//!   is found by replaying the moves back to the diagram.
//! - Leofamily, ChineseChess and CavalierMajeur: refused beside
//!   conditions other than Madrasi, Patrouille, NoCapture, MonochromChess,
//!   BichromChess and the must-capture rules (Circe reborns on the
//!   conditions' game array), and in proof games long enough for a
//!   promotion and in `a=>b`.
//! - MagicSquares: Type2 refused (its difference from Type1 not found),
//!   and beside conditions other than AntiCirce, or with neutral pieces.
//! - RelegationChess: refused beside any other condition, or with neutral
//!   pieces.
//! - Anda, AndaInverse (the conditions and the piece attributes):
//!   refused beside conditions other than plain Circe, Madrasi (not
//!   RexInclusive), Patrouille, MonochromChess, NoCapture and
//!   AndernachChess (AntiCirce's move lists differ; the others not
//!   compared). SuperGuards and AntiGuards: refused beside each other
//!   and beside conditions other than plain Circe, Patrouille, NoCapture
//!   and AndernachChess (the move lists differ beside AntiCirce,
//!   MonochromChess, and Madrasi with neutral pieces). Take&MakeChess
//!   (plain and Absolute): refused beside conditions other than plain
//!   Circe, Isardam and NoWhitePromotion/NoBlackPromotion (Absolute
//!   compared alone). Make&TakeChess: refused beside every other condition
//!   (none compared), and with neutral pieces. Breton: refused beside
//!   every other condition (none compared); Chromatic with neutral
//!   pieces.
//! - CASTchess (plain and Inverse), FrankfurtChess and Pepo: refused
//!   beside conditions other than plain Circe (none other compared),
//!   CASTchess where a side may castle, Pepo with royal pieces other
//!   than kings. Popeye 4.104 does not
//!   accept the name `CASTInverse` its manual lists; it is refused.
//! - Tibet and DoubleTibet: refused beside conditions other than plain
//!   Circe and AndernachChess; NorskSjakk beside conditions other than
//!   plain Circe and the Maximummers (AntiCirce's checks differ);
//!   TraitorChess beside conditions other than plain Circe, and with a
//!   black king (Popeye turns it White's yet keeps it Black's royal
//!   piece); all four with neutral pieces or piece attributes.
//! - DarkSide: refused beside conditions other than plain Circe, plain
//!   Madrasi and NoCapture, and with neutral pieces or piece attributes
//!   (Popeye turns a neutral piece Black's).
//! - Dummy: refused beside any other condition.
//! - MultiCaptures (plain, White, Black): refused beside conditions
//!   other than plain Circe (beside Madrasi Popeye counts only the
//!   observers not paralysed) and with neutral pieces. Known gap: in
//!   solving, Popeye 4.104 refuses under `MultiCaptures Black` some
//!   recaptures at the second ply that its move list of the position
//!   reached allows (`1.Qc3*g7 #` with black Kh8, Rg8 and Bh6 observing
//!   g7, not with Bf8 instead of Bh6); no rule explaining it was found,
//!   and nightrider allows the recaptures there.
//! - PartialParalysis: refused beside conditions other than plain Circe,
//!   plain AntiCirce, NoCapture, the must-capture rules and Maximummers,
//!   Patrouille, Lortap, KoeKo and AndernachChess (Popeye refuses it
//!   beside Madrasi, EiffelChess and Isardam; beside MonochromChess and
//!   its relatives its observers observe by the squares the rule
//!   allows), with neutral pieces, piece attributes and fairy pieces not
//!   compared.
//! - PromOnly: refused beside conditions other than Circe, AntiCirce,
//!   Madrasi, Patrouille, NoCapture, the must-capture
//!   rules, SingleBox, magic pieces and the conditions of [`selection`].
//! - The conditions of [`selection`]: refused beside conditions other
//!   than each other, plain Circe, Madrasi, NoCapture, MonochromChess,
//!   BichromChess, Patrouille, the must-capture rules, Maximummer,
//!   Minimummer and PromOnly (the edgemovers not beside Madrasi and
//!   Patrouille, whose observation Popeye bends to the edgemover rule);
//!   CentralChess, the consequent forced squares and the Dister rules
//!   alone (FuddledMen alone and beside ExchangeCastling; BackHome,
//!   Disparate, AllInChess, HalfInChess and MainlyInChess alone, the
//!   last three without castling rights or neutral pieces in the
//!   diagram) (both sides' consequent forced squares together); a Dister rule follows
//!   its pieces through the moves played, so a position's moves depend on
//!   how it was reached (as in Popeye).
//! - Bolero and BoleroInverse (RexInclusive too) and PlusChess: refused
//!   beside any other condition (none compared with Popeye).
//! - BGL: refused beside conditions other than Madrasi (plain and
//!   RexInclusive); the balances are read back from the moves played once
//!   per generation of a side's moves and at each test of a check, which
//!   costs time linear in the moves played.
//! - AliceChess: refused beside conditions other than NoCapture (beside
//!   the must-capture rules, Maximummer and Minimummer Popeye 4.104 keeps
//!   moves those rules drop; the others not compared), with neutral
//!   pieces and royal pieces other than kings (not compared), and in
//!   proof games (by the caller).
//! - Wormholes: refused beside conditions other than plain Circe (and
//!   Circe RexInclusive), Madrasi (not RexInclusive), Patrouille,
//!   NoCapture, the must-capture rules, Maximummer, Minimummer and the
//!   chameleon pieces, and with fairy pieces other than
//!   those compared (ships and marine pieces capture en passant in
//!   Popeye); the caller refuses the goals judged by the arrival square
//!   where the transport matters, and proof games.
//! - Bul, Dob and HurdleColourChanging: refused beside every condition
//!   (none compared; Popeye's Masand example, EXAMPLES/bul.inp 6, among
//!   them), beside any other piece attribute but neutral (a royal Bul
//!   grasshopper, TESTS/bul.inp 4), on hoppers whose hurdle is not the
//!   one piece on the line of the move (moose, eagles, sparrows) or not
//!   compared (non-stop equihoppers, …), and with two of them on pieces
//!   of one kind (a
//!   promotion's choice tells only whether the promoted piece takes the
//!   attribute). A hurdle pawn's double step gives no en-passant right
//!   (not compared). In a #2 with variations Popeye 4.104 prints a
//!   defence after which the threat still mates (TESTS/bul.inp 5,
//!   `1...c3-c2 2.bLId5-f3[bKe4->a8] #`); we leave it out, as for any
//!   defence that does not stop the threat.

pub mod alice;
mod anticirce;
pub mod argentinian;
mod assassin;
pub mod bolero;
pub mod builder;
pub mod capture_effects;
mod castling;
pub mod castling_chess;
mod chameleon;
pub mod chameleon_pursuit;
mod checkless;
mod circe;
pub mod clone;
pub mod compat;
mod compile;
pub mod condition;
mod contact;
mod danger;
pub mod dark_side;
pub mod distancing;
pub mod dummy;
mod einstein;
mod einstein_promotions;
pub mod engine;
pub mod exclusive;
pub mod football;
pub mod geneva;
pub mod ghost;
pub mod glasgow;
pub mod half_neutral;
pub mod holes;
pub mod hooks;
pub mod hurdle_moves;
pub mod imitator;
mod immun;
mod influencer;
pub mod jacobi_rebirth;
mod kamikaze;
pub mod kings;
pub mod leffie;
mod lending;
pub mod line_chameleon;
mod list_rules;
mod magic;
mod magic_squares;
pub mod marine;
mod mars;
mod masand;
pub mod messigny;
pub mod pad;
mod paralysis;
mod parrain;
pub mod partial_paralysis;
mod patrol;
pub mod pepo;
pub mod phantom;
pub mod piece_sets;
pub mod plus;
pub mod proof_games;
pub mod protean;
pub mod rebirth;
mod recolouring;
mod relegation;
pub mod revolving;
pub mod selection;
mod sentinelles;
#[cfg(feature = "serde")]
mod serde_arrays;
pub mod series_capture;
pub mod single_box;
mod squares;
#[cfg(test)]
mod test_support;
pub mod traitor;
pub mod underworld;
pub mod wait_capture;
pub mod woozles;
pub mod wormholes;

pub use builder::{Assembled, EngineBuilder};
pub use condition::Mummer;
pub use condition::{
    Adaptation, BretonRules, ChainStep, ChameleonSequence, CirceRules, Condition, EinsteinRule,
    Grid, GridLineSegment, KindSet, RebirthIdentity, RebirthSquare, SentinelRules, Underworld,
};
pub use engine::{rules_under, ConditionError, Engine};
pub use kings::{Oscillation, Transmutation};
/// The crates whose types this crate's API takes and returns.
pub use nightrider_board as board;
pub use nightrider_movegen as movegen;
