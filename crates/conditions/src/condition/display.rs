//! How a condition is named: Popeye's English name with its variants,
//! as errors and the output print it.

use super::{Condition, EinsteinRule, Mummer};
use std::fmt;

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Condition::Circe(_) => "Circe",
            Condition::AntiCirce(_) => "AntiCirce",
            Condition::Parrain { contra: false } => "Circe Parrain",
            Condition::Parrain { contra: true } => "Circe ContraParrain",
            Condition::AntiParrain { contra: false } => "AntiCirce Parrain",
            Condition::AntiParrain { contra: true } => "AntiCirce ContraParrain",
            Condition::LastCapture { .. } => "LastCapture",
            Condition::Immun(_) => "ImmunChess",
            Condition::Madrasi { .. } => "Madrasi",
            Condition::Eiffel => "EiffelChess",
            Condition::Isardam { .. } => "Isardam",
            Condition::Patrol => "Patrouille",
            Condition::UltraPatrol => "UltraPatrol",
            Condition::Lortap => "Lortap",
            Condition::Functionary => "FunctionaryChess",
            Condition::Provocation => "ProvocationChess",
            Condition::Monochrome => "MonochromChess",
            Condition::Bichrome => "BichromChess",
            Condition::Grid(_) => "GridChess",
            Condition::Koeko => "KoeKo",
            Condition::KnightKoeko => "S-KoeKo",
            Condition::AntiKoeko => "AntiKoeko",
            Condition::NewKoeko => "NewKoeko",
            Condition::ContactGrid => "ContactGridChess",
            Condition::NoCapture => "NoCapture",
            Condition::Checkless => "ChecklessChess",
            Condition::Andernach => "AndernachChess",
            Condition::AntiAndernach => "AntiAndernachChess",
            Condition::Einstein(EinsteinRule::Einstein) => "EinsteinChess",
            Condition::Einstein(EinsteinRule::Reversal) => "ReversalEinsteinChess",
            Condition::Einstein(EinsteinRule::Anti) => "AntiEinsteinChess",
            Condition::EinsteinWithPromotions => "EinsteinChess WithPromotions",
            Condition::MustCapture(c) => c.fold("WhiteMustCapture", "BlackMustCapture"),
            Condition::Maximummer(c) => c.fold("WhiteMaximummer", "BlackMaximummer"),
            Condition::Minimummer(c) => c.fold("WhiteMinimummer", "BlackMinimummer"),
            Condition::SingleBox => "SingleBox",
            Condition::PromOnly(_) => "PromOnly",
            Condition::Annan => "AnnanChess",
            Condition::Nanna => "NannaChess",
            Condition::Protean => "ProteanChess",
            Condition::KamikazePieces => "Kamikaze",
            Condition::ChameleonPieces => "Chameleon",
            Condition::ChameleonSequence(_) => "ChameleonSequence",
            Condition::ChameleonChess(_) => "ChameleonChess",
            Condition::UncapturablePieces => "Uncapturable",
            Condition::VolagePieces => "Volage",
            Condition::Volage { hyper: false } => "Volage",
            Condition::Volage { hyper: true } => "Hypervolage",
            Condition::Masand => "Masand",
            Condition::MasandGeneralised => "MasandGeneralised",
            Condition::ParalysingPieces => "Paralysing",
            Condition::JiggerPieces => "Jigger",
            Condition::FunctionaryPieces => "Functionary",
            Condition::ProteanPieces => "Protean",
            Condition::HalfNeutralPieces => "HalfNeutral",
            Condition::Mars(_) => "MarsCirce",
            Condition::AntiMars(_) => "AntiMarsCirce",
            Condition::Phantom(_) => "PhantomChess",
            Condition::Glasgow => "GlasgowChess",
            Condition::LineChameleon => "LineChameleonChess",
            Condition::FaceToFace => "FaceToFace",
            Condition::BackToBack => "BackToBack",
            Condition::CheekToCheek => "CheekToCheek",
            Condition::NormalPawn => "NormalPawn",
            Condition::Sentinelles(_) => "Sentinelles",
            Condition::Influencer => "Influencer",
            Condition::PointReflection => "PointReflection",
            Condition::MagicPieces => "Magic",
            Condition::DangerCirce => "DangerCirce",
            Condition::Exclusive => "ExclusiveChess",
            Condition::LeseMajeste => "LeseMajeste",
            Condition::KobulKings => "KobulKings",
            Condition::RoyalDynasty => "RoyalDynasty",
            Condition::OscillatingKings {
                white: Some(crate::kings::Oscillation::C),
                black: Some(crate::kings::Oscillation::C),
            } => "SwappingKings",
            Condition::OscillatingKings { white: Some(_), .. } => "WhiteOscillatingKings",
            Condition::OscillatingKings { .. } => "BlackOscillatingKings",
            Condition::Transmuting {
                white: Some(crate::kings::Transmutation::Transmuted),
                black: Some(crate::kings::Transmutation::Transmuted),
            } => "TransmutedKings",
            Condition::Transmuting {
                white: Some(crate::kings::Transmutation::Reflective),
                black: Some(crate::kings::Transmutation::Reflective),
            } => "ReflectiveKings",
            Condition::Transmuting {
                white: Some(crate::kings::Transmutation::Vaulting(w)),
                black: Some(crate::kings::Transmutation::Vaulting(b)),
            } if w == b => "VaultingKings",
            Condition::Transmuting { white: Some(t), .. } => {
                t.side_name(nightrider_board::Colour::White)
            }
            Condition::Transmuting { black: Some(t), .. } => {
                t.side_name(nightrider_board::Colour::Black)
            }
            Condition::Transmuting { .. } => "TransmutedKings",
            Condition::ShieldedKings => "ShieldedKings",
            Condition::AntiKings => "AntiKings",
            Condition::RoyalSquare { side, .. } => {
                side.fold("WhiteRoyalSquare", "BlackRoyalSquare")
            }
            // the board effects
            Condition::Leofamily => "Leofamily",
            Condition::ChineseChess => "ChineseChess",
            Condition::CavalierMajeur => "CavalierMajeur",
            Condition::MagicSquares(_) => "MagicSquares",
            Condition::Relegation => "RelegationChess",
            Condition::ChameleonPursuit => "ChameleonPursuit",
            Condition::Anda { inverse } => {
                if *inverse {
                    "AndaInverse"
                } else {
                    "Anda"
                }
            }
            Condition::Guards { anti } => {
                if *anti {
                    "AntiGuards"
                } else {
                    "SuperGuards"
                }
            }
            Condition::TakeMake { absolute } => {
                if *absolute {
                    "Take&MakeChess Absolute"
                } else {
                    "Take&MakeChess"
                }
            }
            Condition::AndaPieces { inverse } => {
                if *inverse {
                    "AndaInverse pieces"
                } else {
                    "Anda pieces"
                }
            }
            // the conditions choosing among the legal moves
            Condition::NoCaptureBy(side) => side.fold("NoWhiteCapture", "NoBlackCapture"),
            Condition::NoPromotion(side) => side.fold("NoWhitePromotion", "NoBlackPromotion"),
            Condition::PromSquares { side, .. } => {
                side.fold("WhitePromSquares", "BlackPromSquares")
            }
            Condition::ForcedSquares { side, .. } => {
                side.fold("WhiteForcedSquare", "BlackForcedSquare")
            }
            Condition::Edgemover(side) => side.fold("WhiteEdgemover", "BlackEdgemover"),
            Condition::Dister(d) => match (d.side, d.max) {
                (nightrider_board::Colour::White, false) => "WhiteMinDister",
                (nightrider_board::Colour::White, true) => "WhiteMaxDister",
                (nightrider_board::Colour::Black, false) => "BlackMinDister",
                (nightrider_board::Colour::Black, true) => "BlackMaxDister",
            },
            Condition::ConsequentForcedSquares { side, .. } => {
                side.fold("WhiteConsequentForcedSquare", "BlackConsequentForcedSquare")
            }
            Condition::Central => "CentralChess",
            // the holes
            Condition::Holes(_) => "Hole",
            Condition::Haaner => "HaanerChess",
            Condition::ActuatedRevolvingCentre => "ActuatedRevolvingCentre",
            Condition::ActuatedRevolvingBoard => "ActuatedRevolvingBoard",
            Condition::Snek { circle: false } => "SnekChess",
            Condition::Snek { circle: true } => "SnekCircleChess",
            Condition::MakeTake => "Make&TakeChess",
            Condition::Breton(rules) => {
                // (Popeye's order)
                f.write_str("Breton")?;
                for (on, name) in [
                    (rules.adverse, " Adverse"),
                    (rules.chromatic, " Chromatic"),
                    (rules.py, " PY"),
                ] {
                    if on {
                        f.write_str(name)?;
                    }
                }
                return Ok(());
            }
            // the castling conditions
            Condition::CastlingChess(crate::castling_chess::Partners::Any) => "CastlingChess",
            Condition::CastlingChess(crate::castling_chess::Partners::OwnRooks) => "Rokagogo",
            Condition::ExchangeCastling => "ExchangeCastling",
            Condition::SingleBoxType2 => "SingleBox Type2",
            Condition::Sat(sat) => {
                if sat.strict {
                    "StrictSAT"
                } else {
                    "SAT"
                }
            }
            // the transforming moves
            Condition::Cast { inverse: false } => "CASTChess",
            Condition::Cast { inverse: true } => "CASTChess Inverse",
            Condition::Frankfurt => "FrankfurtChess",
            Condition::Pepo => "Pepo",
            Condition::Tibet { double: false } => "Tibet",
            Condition::Tibet { double: true } => "DoubleTibet",
            Condition::Norsk => "NorskSjakk",
            Condition::Traitor => "TraitorChess",
            Condition::LostPieces => "LostPieces",
            Condition::Leffie => "Leffie",
            Condition::Bicaptures => "Bicaptures",
            Condition::RoleExchange => "RoleExchange",
            Condition::Immobilio(_) => "Immobilio",
            Condition::DarkSide => "DarkSide",
            Condition::Dummy => "Dummy",
            Condition::Football(_) => "Football",
            Condition::Wormholes(_) => "Wormholes",
            // Fairy conditions IV: kings and royalty
            Condition::Republican(kind) => kind.line(),
            Condition::Pad(_) => "PADChess",
            // the series capture and fuddled men
            Condition::SeriesCapture => "SeriesCapture",
            // BGL
            Condition::Bgl(_) => "BGL",
            // Fairy conditions II: Alice chess
            Condition::Alice => "AliceChess",
            // the move-selection conditions
            Condition::SingleBoxType3 => "SingleBox Type3",
            Condition::FuddledMen => "FuddledMen",
            // the hurdle-moving attributes
            Condition::BulPieces => "Bul",
            Condition::DobPieces => "Dob",
            Condition::HurdleColourChangingPieces => "HurdleColourChanging",
            // walks and homes
            Condition::BackHome => "BackHome",
            Condition::Disparate => "Disparate",
            Condition::AllIn => "AllInChess",
            Condition::HalfIn => "HalfInChess",
            Condition::MainlyIn => "MainlyInChess",
            Condition::Bolero(b) => b.name(),
            Condition::Plus => "PlusChess",
            // the imitators
            Condition::Imitator(_) => "Imitator",
            Condition::NoImitatorPromotion => "NoIProm",
            // the exchanges
            Condition::Messigny {
                rex_exclusive: false,
            } => "MessignyChess",
            Condition::Messigny {
                rex_exclusive: true,
            } => "MessignyChess RexExclusive",
            Condition::Geneva(_) => "GenevaChess",
            // the obligation conditions
            Condition::Synchron { side, anti: false } => {
                side.fold("WhiteSynchronMover", "BlackSynchronMover")
            }
            Condition::Synchron { side, anti: true } => {
                side.fold("WhiteAntiSynchronMover", "BlackAntiSynchronMover")
            }
            Condition::StrictMummer { rule, side, ultra } => {
                let name = match rule {
                    Mummer::MustCapture => side.fold("WhiteMustCapture", "BlackMustCapture"),
                    Mummer::Maximummer => side.fold("WhiteMaximummer", "BlackMaximummer"),
                    Mummer::Minimummer => side.fold("WhiteMinimummer", "BlackMinimummer"),
                };
                return write!(f, "{name} {}", if *ultra { "Ultra" } else { "Exact" });
            }
            // capture and move effects
            Condition::Marine { ultra } => crate::marine::name(*ultra),
            Condition::MultiCaptures(None) => "MultiCaptures",
            Condition::MultiCaptures(Some(side)) => {
                side.fold("MultiCaptures White", "MultiCaptures Black")
            }
            Condition::PartialParalysis => "PartialParalysis",
            // Jacobi's move-selection conditions
            Condition::Obliged(rule) => return f.write_str(&rule.name()),
            Condition::GrowingMen { shrinking: false } => "GrowingMen",
            Condition::GrowingMen { shrinking: true } => "ShrinkingMen",
            Condition::FreeForAll => "FreeForAll",
            Condition::NoImmediateRepetition => "NoImmediateRepetition",
            Condition::Distancing(rule) => return f.write_str(&rule.name()),
            Condition::Alphabetic(None) => "AlphabeticChess",
            Condition::Alphabetic(Some(side)) => {
                side.fold("WhiteAlphabeticChess", "BlackAlphabeticChess")
            }
            // Fairy conditions III
            Condition::BlackChecks => "BlackChecks",
            // ghosts
            Condition::Ghost => "GhostChess",
            Condition::Haunted => "HauntedChess",
            // Fairy conditions IV: kings and what mate means
            Condition::Mate(rule) => rule.name(),
            Condition::Losing => "LosingChess",
            Condition::Extinction => "ExtinctionChess",
            Condition::KamikazeChess => "Kamikaze",
            Condition::KamikazeChessRexInclusive => "Kamikaze RexInclusive",
            Condition::Knightmate => "Knightmate",
            Condition::NonRoyalKings { castling: false } => "NonRoyalKings",
            Condition::NonRoyalKings { castling: true } => "NonRoyalKings CastlingAllowed",
            Condition::Woozles(rules) => rules.name(),
            // the rebirth-square lender
            Condition::PowerTransfer {
                rex_inclusive: false,
            } => "PowerTransfer",
            Condition::PowerTransfer {
                rex_inclusive: true,
            } => "PowerTransfer RexInclusive",
            // UltraSchachZwang and BrunnerChess
            Condition::UltraSchachZwang(side) => {
                side.fold("WhiteUltraSchachZwang", "BlackUltraSchachZwang")
            }
            Condition::Brunner => "BrunnerChess",
            // the duellists, the followers, Vogtlaender and Argentinian
            // chess
            Condition::Duellist => "DuellistChess",
            Condition::FollowMyLeader(side) => {
                side.fold("WhiteFollowMyLeader", "BlackFollowMyLeader")
            }
            Condition::Vogtlaender => "VogtlaenderChess",
            Condition::Argentinian => "ArgentinianChess",
            // kings and royalty
            Condition::TransmissionMenace => "TransmissionMenace",
            Condition::Bicolores => "Bicolores",
            Condition::MateRecolouring => "#C",
        };
        f.write_str(name)
    }
}
