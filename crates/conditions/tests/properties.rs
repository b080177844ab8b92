//! Property tests of the conditions engine: random games from random
//! positions (orthodox and fairy pieces) under random conditions, drawn
//! from every family and combined as `compat::refusal` allows, with the
//! engine `EngineBuilder` assembles (a diagram it refuses is no case).
//!
//! - playing a move with its condition effects (rebirths, colour and kind
//!   changes) and taking it back restores the position exactly, and the
//!   incremental hash equals the hash from scratch after every move;
//! - every legal move leaves the mover's royal pieces unobserved under the
//!   conditions (no legal move is a self-check), and gives no check where
//!   the engine says so without playing it;
//! - the legal moves equal those found by playing every candidate (the
//!   orthodox shortcut changes nothing), where no rule chooses from the
//!   whole list of moves;
//! - with no condition, the engine's legal moves equal the plain
//!   generator's.

use nightrider_board::Bitboard;
use nightrider_board::{catalogue, Attributes, Colour, Piece, PieceKind, Position, Square};
use nightrider_conditions::bolero::Bolero;
use nightrider_conditions::castling_chess::Partners;
use nightrider_conditions::imitator::ImitatorSquares;
use nightrider_conditions::kings::bgl::Bgl;
use nightrider_conditions::kings::mate::MateRule;
use nightrider_conditions::kings::republican::RepublicanType;
use nightrider_conditions::kings::sat::Sat;
use nightrider_conditions::pad::PadRules;
use nightrider_conditions::{
    Adaptation, Assembled, BretonRules, ChainStep, ChameleonSequence, CirceRules, Condition,
    EinsteinRule, Engine, EngineBuilder, Grid, KindSet, Mummer, RebirthIdentity, RebirthSquare,
    SentinelRules, Transmutation, Underworld,
};
use nightrider_movegen::{fairy, MoveGenerator, MoveList, Rules};
use proptest::prelude::*;
use std::collections::HashSet;

fn sample_kinds() -> Vec<PieceKind> {
    ["g", "n", "z", "ca", "le", "ro", "l", "bp"]
        .iter()
        .filter_map(|code| catalogue::by_code(catalogue::Language::English, code))
        .collect()
}

fn all_conditions() -> Vec<Condition> {
    let circe = CirceRules::default();
    vec![
        Condition::Circe(circe),
        Condition::Circe(CirceRules {
            mirror: true,
            rex_inclusive: true,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::Pwc,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            strict: true,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            square: RebirthSquare::Super,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::Super,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::Cage,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::Symmetry,
            adaptation: Adaptation::Diametral,
            turncoat: true,
            strict: true,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::TakeAndMake,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::TakeAndMake,
            identity: nightrider_conditions::RebirthIdentity::Couscous,
            turncoat: true,
            ..circe
        }),
        Condition::Circe(CirceRules {
            assassin: true,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            assassin: true,
            ..circe
        }),
        Condition::Circe(CirceRules {
            square: RebirthSquare::Diagram,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            strict: true,
            square: RebirthSquare::Diagram,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            strict: true,
            turncoat: true,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            strict: true,
            square: RebirthSquare::Cage,
            ..circe
        }),
        Condition::Circe(CirceRules {
            underworld: Some(Underworld::Volcanic),
            ..circe
        }),
        Condition::Circe(CirceRules {
            underworld: Some(Underworld::Parachute),
            identity: RebirthIdentity::Couscous,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            underworld: Some(Underworld::Volcanic),
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            underworld: Some(Underworld::Parachute),
            square: RebirthSquare::Equipollents,
            ..circe
        }),
        Condition::Circe(CirceRules {
            adaptation: Adaptation::Frischauf,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            strict: true,
            adaptation: Adaptation::Frischauf,
            ..circe
        }),
        Condition::Circe(CirceRules {
            wait_capture: true,
            ..circe
        }),
        Condition::Circe(CirceRules {
            wait_capture: true,
            strict: true,
            mirror: true,
            square: RebirthSquare::CaptureSquare,
            ..circe
        }),
        Condition::Circe(CirceRules {
            clone: true,
            ..circe
        }),
        Condition::AntiCirce(CirceRules {
            rex_inclusive: true,
            strict: true,
            clone: true,
            ..circe
        }),
        Condition::HalfNeutralPieces,
        Condition::Functionary,
        Condition::Nanna,
        Condition::Protean,
        Condition::AntiParrain { contra: false },
        Condition::AntiParrain { contra: true },
        Condition::Influencer,
        Condition::PointReflection,
        Condition::Volage { hyper: false },
        Condition::Volage { hyper: true },
        Condition::Immun(CirceRules {
            strict: true,
            ..circe
        }),
        Condition::Madrasi {
            rex_inclusive: false,
        },
        Condition::Isardam {
            type_b: false,
            rex_inclusive: false,
        },
        Condition::Isardam {
            type_b: false,
            rex_inclusive: true,
        },
        Condition::KnightKoeko,
        Condition::Sentinelles(SentinelRules::default()),
        Condition::Sentinelles(SentinelRules {
            adverse: true,
            max_white: 3,
            max_total: 5,
            ..SentinelRules::default()
        }),
        Condition::Sentinelles(SentinelRules {
            neutral: true,
            para: true,
            ..SentinelRules::default()
        }),
        Condition::Patrol,
        Condition::Lortap,
        Condition::Monochrome,
        Condition::Bichrome,
        Condition::Grid(Grid::Normal),
        Condition::Koeko,
        Condition::NoCapture,
        Condition::Checkless,
        Condition::Andernach,
        Condition::AntiAndernach,
        Condition::Einstein(EinsteinRule::Einstein),
        Condition::Einstein(EinsteinRule::Reversal),
        Condition::Einstein(EinsteinRule::Anti),
        Condition::ChameleonChess(ChameleonSequence::default()),
        Condition::MasandGeneralised,
        Condition::Circe(CirceRules {
            einstein: Some(ChainStep::Weaker),
            ..CirceRules::default()
        }),
        Condition::Circe(CirceRules {
            april: KindSet::new(&[PieceKind::KNIGHT, PieceKind::PAWN]),
            strict: true,
            ..CirceRules::default()
        }),
        Condition::AntiCirce(CirceRules {
            einstein: Some(ChainStep::Stronger),
            april: KindSet::new(&[PieceKind::QUEEN, PieceKind::BISHOP]),
            strict: true,
            rex_inclusive: true,
            ..CirceRules::default()
        }),
        Condition::MustCapture(Colour::White),
        Condition::Maximummer(Colour::Black),
        Condition::Minimummer(Colour::White),
        Condition::SingleBox,
        Condition::OscillatingKings {
            white: Some(nightrider_conditions::Oscillation::B),
            black: Some(nightrider_conditions::Oscillation::C),
        },
        Condition::OscillatingKings {
            white: Some(nightrider_conditions::Oscillation::A),
            black: None,
        },
        Condition::LeseMajeste,
        Condition::KobulKings,
        Condition::Transmuting {
            white: Some(Transmutation::Transmuted),
            black: Some(Transmutation::Transmuted),
        },
        Condition::Transmuting {
            white: Some(Transmutation::Reflective),
            black: None,
        },
        Condition::Transmuting {
            white: Some(Transmutation::SuperTransmuting),
            black: Some(Transmutation::Transmuted),
        },
        Condition::Transmuting {
            white: None,
            black: Some(Transmutation::SuperTransmuting),
        },
        Condition::PromOnly(KindSet::new(&[PieceKind::KNIGHT, PieceKind::ROOK]).unwrap()),
        Condition::Annan,
        Condition::Eiffel,
        // capture effects
        Condition::Anda { inverse: false },
        Condition::Anda { inverse: true },
        Condition::Guards { anti: false },
        Condition::Guards { anti: true },
        Condition::FaceToFace,
        Condition::BackToBack,
        Condition::CheekToCheek,
        Condition::NewKoeko,
        Condition::ContactGrid,
        Condition::Grid(Grid::ShiftRankFile),
        Condition::Grid(
            Grid::Normal
                .with_lines(&[nightrider_conditions::GridLineSegment {
                    horizontal: true,
                    from: Square::B4,
                    length: 3,
                }])
                .expect("one line"),
        ),
        Condition::Parrain { contra: false },
        Condition::Mars(CirceRules {
            rex_inclusive: true,
            ..circe
        }),
        Condition::AntiMars(CirceRules {
            rex_inclusive: true,
            mirror: true,
            ..circe
        }),
        // plain AntiMarsCirce: castling with king and rook jumping home
        Condition::AntiMars(CirceRules {
            rex_inclusive: true,
            ..circe
        }),
        // magic pieces: every third piece of the position is made magic
        Condition::MagicPieces,
        Condition::MagicPieces,
        Condition::DangerCirce,
        Condition::DangerCirce,
        Condition::Exclusive,
        Condition::Exclusive,
        Condition::Provocation,
        Condition::Provocation,
        // jigger, functionary and protean pieces: every third piece of
        // the position carries the attribute
        Condition::JiggerPieces,
        Condition::FunctionaryPieces,
        Condition::ProteanPieces,
        // wormholes on squares pieces often reach, two of them on the
        // promotion ranks
        Condition::Wormholes(
            [Square::D4, Square::E5, Square::C8, Square::F1, Square::H3]
                .into_iter()
                .collect(),
        ),
        // the conditions added since the list above, each as the engine
        // takes it (the combinations are those compat::refusal allows)
        Condition::UltraPatrol,
        Condition::AntiKoeko,
        Condition::KamikazePieces,
        Condition::ChameleonPieces,
        Condition::UncapturablePieces,
        Condition::Masand,
        Condition::VolagePieces,
        Condition::ParalysingPieces,
        Condition::NormalPawn,
        Condition::RoyalDynasty,
        Condition::AntiKings,
        Condition::ShieldedKings,
        Condition::RoyalSquare {
            side: Colour::Black,
            square: Square::D5,
        },
        Condition::Leofamily,
        Condition::ChineseChess,
        Condition::CavalierMajeur,
        Condition::MagicSquares(
            Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::E5),
        ),
        Condition::Relegation,
        Condition::AndaPieces { inverse: true },
        Condition::TakeMake { absolute: false },
        Condition::TakeMake { absolute: true },
        Condition::NoCaptureBy(Colour::Black),
        Condition::NoPromotion(Colour::White),
        Condition::PromSquares {
            side: Colour::White,
            squares: Bitboard::from_square(Square::A8) | Bitboard::from_square(Square::H8),
        },
        Condition::ForcedSquares {
            side: Colour::Black,
            squares: Bitboard::from_square(Square::D5) | Bitboard::from_square(Square::C6),
        },
        Condition::Edgemover(Colour::White),
        Condition::ConsequentForcedSquares {
            side: Colour::White,
            squares: Bitboard::from_square(Square::D4),
        },
        Condition::Central,
        Condition::Holes(Bitboard::from_square(Square::D4) | Bitboard::from_square(Square::F6)),
        Condition::Haaner,
        Condition::ActuatedRevolvingCentre,
        Condition::ActuatedRevolvingBoard,
        Condition::Snek { circle: false },
        Condition::Snek { circle: true },
        Condition::MakeTake,
        Condition::Breton(BretonRules {
            adverse: false,
            chromatic: false,
            py: false,
        }),
        Condition::CastlingChess(Partners::Any),
        Condition::ExchangeCastling,
        Condition::Sat(Sat {
            strict: false,
            counts: [1, 1],
        }),
        Condition::Cast { inverse: false },
        Condition::MultiCaptures(None),
        Condition::MultiCaptures(Some(Colour::Black)),
        Condition::PartialParalysis,
        Condition::Frankfurt,
        Condition::Pepo,
        Condition::Republican(RepublicanType::Type2),
        Condition::Pad(PadRules {
            strict: false,
            rex_inclusive: false,
        }),
        Condition::Bgl(Bgl {
            balances: [Some(700), Some(300)],
            shared: false,
        }),
        Condition::Alice,
        Condition::FuddledMen,
        Condition::BulPieces,
        Condition::DobPieces,
        Condition::BackHome,
        Condition::Disparate,
        Condition::Bolero(Bolero {
            inverse: false,
            rex_inclusive: false,
        }),
        Condition::Plus,
        Condition::Imitator(ImitatorSquares::new(&[Square::D4]).expect("one square")),
        Condition::Messigny {
            rex_exclusive: false,
        },
        Condition::Geneva(circe),
        Condition::Synchron {
            side: Colour::White,
            anti: false,
        },
        Condition::StrictMummer {
            rule: Mummer::Maximummer,
            side: Colour::Black,
            ultra: false,
        },
        Condition::Alphabetic(None),
        Condition::BlackChecks,
        Condition::Marine { ultra: false },
        Condition::Ghost,
        Condition::Haunted,
        Condition::Mate(MateRule::Maff),
        Condition::Losing,
        Condition::PowerTransfer {
            rex_inclusive: false,
        },
        Condition::Duellist,
        Condition::FollowMyLeader(Colour::Black),
        Condition::ChameleonPursuit,
        Condition::Vogtlaender,
        Condition::Argentinian,
        Condition::TransmissionMenace,
        Condition::Bicolores,
        Condition::MateRecolouring,
        Condition::Tibet { double: false },
        Condition::Tibet { double: true },
        Condition::Norsk,
        Condition::Traitor,
        Condition::LostPieces,
        Condition::Leffie,
        Condition::Bicaptures,
        Condition::DarkSide,
        Condition::Dummy,
        Condition::Extinction,
        Condition::Football(KindSet::new(&[
            PieceKind::QUEEN,
            PieceKind::KNIGHT,
            PieceKind::PAWN,
        ])),
    ]
}

/// A random position; with `underworld`, a piece drawn on an occupied
/// square goes into the underworld below it (under WaitCapture: waits
/// for its rebirth).
fn build(cells: &[(u8, u8, u8)], fairy_pieces: bool, underworld: bool) -> Position {
    build_with(cells, fairy_pieces, underworld, false)
}

/// [`build`], with some half-neutral pieces (of a side or neutral) when
/// `half_neutral`.
fn build_with(
    cells: &[(u8, u8, u8)],
    fairy_pieces: bool,
    underworld: bool,
    half_neutral: bool,
) -> Position {
    let kinds = sample_kinds();
    let mut pos = Position::empty();
    pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
    pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
    for &(sq, kind, colour) in cells {
        let sq = Square::new(sq % 64).unwrap();
        if (pos.piece_at(sq).is_some() && !underworld) || sq.y() == 0 || sq.y() == 7 {
            continue;
        }
        let kind = if !fairy_pieces || kind % 3 == 0 {
            PieceKind::ORTHODOX[1 + (kind as usize / 3) % 5]
        } else {
            kinds[kind as usize % kinds.len()]
        };
        let colour = if colour % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let mut piece = Piece::new(kind, colour);
        if half_neutral && kind_code(kind) % 2 == 0 {
            piece.attributes.insert(Attributes::HALF_NEUTRAL);
            if sq.idx() % 2 == 0 {
                piece = Piece {
                    colour: Colour::White,
                    ..piece
                }
                .with_attributes(piece.attributes | Attributes::NEUTRAL);
            }
        }
        match pos.piece_at(sq) {
            Some(p) if p.kind != PieceKind::KING => pos.bury_unrecorded(sq, piece),
            Some(_) => {}
            None => pos.put(sq, piece),
        }
    }
    pos
}

/// A number for `kind`, to pick some pieces of a position.
fn kind_code(kind: PieceKind) -> u16 {
    kind.0
}

/// The kinds of the units on `pos` and below its squares, and `created`:
/// the kinds whose walks the generator needs.
fn kinds_on(pos: &Position, created: impl IntoIterator<Item = PieceKind>) -> Vec<PieceKind> {
    let below = pos.underworld().iter().map(|(_, p)| p.kind);
    let on = pos.board().iter().flatten().map(|p| p.kind);
    on.chain(below).chain(created).collect()
}

fn engine_for(pos: &Position, conditions: &[Condition]) -> Engine {
    let rules = nightrider_conditions::rules_under(conditions, Rules::default());
    // (ProteanChess makes reverse pawns)
    let kinds = kinds_on(pos, [nightrider_conditions::protean::reverse_pawn()]);
    let registry = fairy::registry_for_kinds(kinds, &rules).unwrap();
    let generator = MoveGenerator::for_position(pos, rules, &registry).unwrap();
    Engine::new(generator, conditions).unwrap()
}

/// The piece attributes with rules of their own
/// ([`Condition::attribute_rules`]).
const ATTRIBUTES_WITH_RULES: [Attributes; 15] = [
    Attributes::KAMIKAZE,
    Attributes::VOLAGE,
    Attributes::UNCAPTURABLE,
    Attributes::CHAMELEON,
    Attributes::HALF_NEUTRAL,
    Attributes::PARALYSING,
    Attributes::MAGIC,
    Attributes::JIGGER,
    Attributes::FUNCTIONARY,
    Attributes::PROTEAN,
    Attributes::ANDA,
    Attributes::ANDA_INVERSE,
    Attributes::BUL,
    Attributes::DOB,
    Attributes::HURDLE_COLOUR_CHANGING,
];

/// The engine and start position [`EngineBuilder`] assembles for `pos`
/// under `conditions` (the rules of the piece attributes left out: the
/// builder reads them from the board), if it assembles one.
fn assembled(pos: &Position, conditions: &[Condition]) -> Option<(Engine, Position)> {
    let attribute_rules: Vec<Condition> = ATTRIBUTES_WITH_RULES
        .into_iter()
        .flat_map(Condition::attribute_rules)
        .collect();
    let problem: Vec<Condition> = conditions
        .iter()
        .filter(|c| !attribute_rules.contains(c))
        .cloned()
        .collect();
    let builder = EngineBuilder::new(pos, &problem);
    let rules = builder.rules(Rules::default());
    let kinds = kinds_on(pos, builder.created_kinds());
    let registry = fairy::registry_for_kinds(kinds, &rules).ok()?;
    let generator = MoveGenerator::for_position(pos, rules, &registry).ok()?;
    match builder.build(generator).ok()? {
        Assembled::Engine { engine, start } => Some((*engine, *start)),
        Assembled::Plain(_) => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    #[test]
    fn games_under_conditions_keep_the_invariants(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2), 2..10),
        picks in prop::collection::vec(0usize..1000, 1..3),
        fairy_pieces in any::<bool>(),
        choices in prop::collection::vec(any::<u16>(), 0..10),
    ) {
        let all = all_conditions();
        // the conditions drawn, as the engine combines them: the one
        // place deciding it is compat::refusal (Einstein's chains are
        // refused on fairy pieces)
        let mut conditions: Vec<Condition> = Vec::new();
        for p in picks {
            let c = all[p % all.len()].clone();
            let mut with = conditions.clone();
            with.push(c.clone());
            if nightrider_conditions::compat::refusal(&with).is_err()
                || (matches!(c, Condition::Einstein(_)) && fairy_pieces)
            {
                continue;
            }
            conditions.push(c);
        }
        let underworld = conditions.iter().any(|c| {
            matches!(
                c,
                Condition::Circe(r) | Condition::AntiCirce(r)
                    if r.underworld.is_some() || r.wait_capture
            )
        });
        let half_neutral = conditions.contains(&Condition::HalfNeutralPieces);
        let mut pos = build_with(&cells, fairy_pieces, underworld, half_neutral);
        // the rules of piece attributes: every third piece has the attribute
        for (offset, attribute) in ATTRIBUTES_WITH_RULES.into_iter().enumerate() {
            let rule = Condition::attribute_rules(attribute).next().expect("a rule");
            if conditions.contains(&rule) && rule != Condition::HalfNeutralPieces {
                for (i, sq) in pos.occupied().into_iter().enumerate() {
                    let p = pos.piece_at(sq).expect("occupied");
                    if i % 3 == offset % 3 && p.kind != PieceKind::KING {
                        pos.put(sq, p.with_attributes(p.attributes | attribute));
                    }
                }
            }
        }
        // the engine as the command line builds it; a diagram it refuses
        // (pieces a condition was not compared with, ...) is no case
        let Some((engine, start)) = assembled(&pos, &conditions) else {
            return Ok(());
        };
        pos = start;
        let mut history = Vec::new();
        for c in choices {
            let mover = pos.side_to_move();
            let mut legal = MoveList::new();
            engine.legal_moves(&mut pos, &mut legal);
            if !engine.chooses_from_the_list() {
                let mut reference = MoveList::new();
                engine.legal_moves_by_playing(&mut pos, &mut reference);
                let a: HashSet<_> = legal.iter().copied().collect();
                let b: HashSet<_> = reference.iter().copied().collect();
                prop_assert_eq!(a, b, "the shortcut changed the legal moves under {:?}", conditions);
            }
            // the escape from a forced mate: found exactly where a legal
            // move leaves the opponent out of check, and one of them
            let mut escapes = Vec::new();
            for m in &legal {
                engine.play(&mut pos, m);
                if !engine.in_check(&pos, !mover) {
                    escapes.push(*m);
                }
                pos.undo_move();
            }
            let escape = engine.legal_move_giving_no_check(&mut pos);
            let list_rules = engine.chooses_from_the_list();
            if !list_rules {
                prop_assert_eq!(escape.is_some(), !escapes.is_empty(), "escapes under {:?}", conditions);
            }
            if let Some(e) = escape {
                prop_assert!(escapes.contains(&e), "{} is no escape", e);
            }
            for m in &legal {
                let before = pos.clone();
                let no_check = engine.gives_check(&pos, m) == Some(false);
                engine.play(&mut pos, m);
                prop_assert_eq!(pos.hash(), pos.compute_hash());
                prop_assert!(!engine.in_check(&pos, mover), "{} leaves the mover in check", m);
                prop_assert!(
                    !no_check || !engine.in_check(&pos, !mover),
                    "{} was to give no check", m
                );
                pos.undo_move();
                prop_assert_eq!(&pos, &before);
            }
            if legal.is_empty() {
                break;
            }
            history.push(pos.clone());
            engine.play(&mut pos, &legal[c as usize % legal.len()]);
        }
        while let Some(before) = history.pop() {
            pos.undo_move();
            prop_assert_eq!(&pos, &before);
        }
    }

    #[test]
    fn without_conditions_the_engine_is_the_generator(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2), 2..10),
        fairy_pieces in any::<bool>(),
    ) {
        let mut pos = build(&cells, fairy_pieces, false);
        let engine = engine_for(&pos, &[]);
        let mut plain = MoveList::new();
        engine.generator().legal_moves(&mut pos, &mut plain).unwrap();
        let mut ours = MoveList::new();
        engine.legal_moves(&mut pos, &mut ours);
        let a: HashSet<_> = plain.iter().copied().collect();
        let b: HashSet<_> = ours.iter().copied().collect();
        prop_assert_eq!(a, b);
    }
}

/// The conditions whose legality shortcuts judge captures and orthodox-
/// illegal moves without playing them (plain Circe and its variants,
/// Madrasi), alone and together.
fn shortcut_conditions() -> Vec<Vec<Condition>> {
    let all = all_conditions();
    let circes: Vec<Condition> = all
        .iter()
        .filter(|c| matches!(c, Condition::Circe(r) if r.underworld.is_none() && !r.wait_capture))
        .cloned()
        .collect();
    let madrasi = [
        Condition::Madrasi {
            rex_inclusive: false,
        },
        Condition::Madrasi {
            rex_inclusive: true,
        },
    ];
    let mut sets: Vec<Vec<Condition>> = circes.iter().map(|c| vec![c.clone()]).collect();
    sets.extend(madrasi.iter().map(|m| vec![m.clone()]));
    sets.push(vec![
        Condition::Circe(CirceRules::default()),
        madrasi[0].clone(),
    ]);
    sets
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    /// Orthodox material under Circe and Madrasi: the legal moves found
    /// with the shortcuts equal those found by playing every candidate,
    /// along random games.
    #[test]
    fn circe_and_madrasi_shortcuts_change_nothing(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2), 8..28),
        kings in (0u8..64, 0u8..64),
        pick in 0usize..1000,
        choices in prop::collection::vec(any::<u16>(), 8..24),
    ) {
        let sets = shortcut_conditions();
        let conditions = &sets[pick % sets.len()];
        let mut pos = build(&cells, false, false);
        // the kings anywhere apart (where reborn pieces may check them)
        let (white, black) = (Square::new(kings.0).unwrap(), Square::new(kings.1).unwrap());
        if white.distance(black) > 1 {
            pos.clear(Square::E1);
            pos.clear(Square::E8);
            pos.put(white, Piece::new(PieceKind::KING, Colour::White));
            pos.put(black, Piece::new(PieceKind::KING, Colour::Black));
        }
        // (no fairy walk registered: the generator's orthodox fast path,
        // which the shortcuts need, unless a condition moves pawns on their
        // first rank)
        let rules = nightrider_conditions::rules_under(conditions, Rules::default());
        let generator =
            MoveGenerator::for_position(&pos, rules, &nightrider_movegen::WalkRegistry::new())
                .unwrap();
        let engine = Engine::new(generator, conditions).unwrap();
        engine.prepare_position(&mut pos);
        for c in choices {
            let mut legal = MoveList::new();
            engine.legal_moves(&mut pos, &mut legal);
            let mut reference = MoveList::new();
            engine.legal_moves_by_playing(&mut pos, &mut reference);
            let a: HashSet<_> = legal.iter().copied().collect();
            let b: HashSet<_> = reference.iter().copied().collect();
            prop_assert_eq!(a, b, "the shortcuts changed the legal moves under {:?}", conditions);
            // the test for checks without playing the move
            let mover = pos.side_to_move();
            for m in &legal {
                let no_check = engine.gives_check(&pos, m) == Some(false);
                engine.play(&mut pos, m);
                let check = engine.in_check(&pos, !mover);
                pos.undo_move();
                prop_assert!(!(no_check && check), "{} gives check under {:?}", m, conditions);
            }
            if legal.is_empty() {
                break;
            }
            engine.play(&mut pos, &legal[c as usize % legal.len()]);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// LastCapture: under Circe Parrain each first move of a random
    /// position gives LastCapture's piece back on its square shifted by
    /// the move's vector, exactly when that square is on the board and
    /// empty after the move (not after a castling), and the piece waits no
    /// longer after the first move; without a Parrain condition the legal
    /// moves are those without LastCapture.
    #[test]
    fn last_capture_waits_for_the_first_move_only(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2), 2..10),
        at in 8u8..56,
        kind in 1usize..6,
        white in any::<bool>(),
        pick in any::<u16>(),
    ) {
        let mut pos = build(&cells, false, false);
        let square = Square::new(at).unwrap();
        let colour = if white { Colour::White } else { Colour::Black };
        let piece = Piece::new(PieceKind::ORTHODOX[kind], colour);
        let last = Condition::LastCapture { square, piece };
        // without Parrain: nothing changes
        let circe = Condition::Circe(CirceRules::default());
        let plain = engine_for(&pos, std::slice::from_ref(&circe));
        let with_last = engine_for(&pos, &[circe, last.clone()]);
        let mut a = MoveList::new();
        plain.legal_moves(&mut pos, &mut a);
        let mut b = MoveList::new();
        with_last.legal_moves(&mut pos, &mut b);
        prop_assert_eq!(a.as_slice(), b.as_slice());
        // under Circe Parrain: reborn by the first move
        let engine = engine_for(&pos, &[Condition::Parrain { contra: false }, last]);
        let mut legal = MoveList::new();
        engine.legal_moves(&mut pos, &mut legal);
        for m in &legal {
            let target = square.offset(m.to.x() - m.from.x(), m.to.y() - m.from.y());
            let notes = engine.play(&mut pos, m);
            let added: Vec<Square> = notes
                .iter()
                .filter_map(|n| match n {
                    nightrider_board::Annotation::Added { square, piece: p, .. } if *p == piece => Some(*square),
                    _ => None,
                })
                .collect();
            match target {
                Some(t) if !m.is_castling() => {
                    if added.is_empty() {
                        prop_assert!(pos.piece_at(t).is_some(), "{} gave nothing back on empty {}", m, t);
                    } else {
                        prop_assert_eq!(&added[..], &[t][..], "{}", m);
                        prop_assert_eq!(pos.piece_at(t).map(|p| p.colour), Some(colour));
                    }
                }
                _ => prop_assert!(added.is_empty(), "{} gave the piece back", m),
            }
            pos.undo_move();
        }
        // after a first move capturing nothing, the next move gives nothing back
        if let Some(first) = legal.iter().filter(|m| !m.is_capture()).nth(pick as usize % legal.len().max(1)) {
            engine.play(&mut pos, first);
            let mut next = MoveList::new();
            engine.legal_moves(&mut pos, &mut next);
            for m in &next {
                let notes = engine.play(&mut pos, m);
                prop_assert!(
                    !notes.iter().any(|n| matches!(n, nightrider_board::Annotation::Added { .. })),
                    "{} after {} gave a piece back", m, first
                );
                pos.undo_move();
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// PowerTransfer (with or without RexInclusive): on orthodox positions
    /// whose pieces stand off the home ranks (the kings on e1 and e8,
    /// their own rebirth squares), a piece takes a walk other than its own
    /// only from a piece other than a pawn on the second rank of its side
    /// on a pawn's file (the pawn's rebirth square): without one, the
    /// legal moves that leave every rebirth square as it is (to the
    /// third to sixth ranks, a pawn's on its file) are the orthodox ones.
    #[test]
    fn power_transfer_lends_only_from_rebirth_squares(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2), 2..10),
        rex_inclusive in any::<bool>(),
    ) {
        let mut pos = build(&cells, false, false);
        let lends = pos.occupied().into_iter().any(|sq| {
            pos.piece_at(sq).is_some_and(|p| {
                let home = Square::from_xy(sq.x(), p.colour.fold(1, 6)).unwrap();
                p.kind == PieceKind::PAWN
                    && pos.piece_at(home).is_some_and(|q| q.kind != PieceKind::PAWN)
            })
        });
        let power = engine_for(&pos, &[Condition::PowerTransfer { rex_inclusive }]);
        let mut ours = MoveList::new();
        power.legal_moves(&mut pos, &mut ours);
        let mut plain = MoveList::new();
        power.generator().legal_moves(&mut pos, &mut plain).unwrap();
        // (a move onto a rebirth square, or a pawn's capture onto another
        // file, may give a piece a lender after it, and so a check)
        let stays_unlent = |m: &nightrider_board::Move| {
            (2..=5).contains(&m.to.y())
                && (m.from.x() == m.to.x()
                    || pos.piece_at(m.from).is_some_and(|p| p.kind != PieceKind::PAWN))
        };
        let a: HashSet<_> = plain.iter().copied().filter(|m| stays_unlent(m)).collect();
        let b: HashSet<_> = ours.iter().copied().filter(|m| stays_unlent(m)).collect();
        if !lends {
            prop_assert_eq!(a, b);
        }
    }
}
