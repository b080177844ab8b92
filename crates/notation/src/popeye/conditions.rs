//! Popeye's fairy conditions: names in English, German and French and
//! what may follow each name. Names are facts: Popeye 4.104 accepts and
//! prints exactly these in each language.

use super::tables::*;

/// Every condition, English name first (the canonical name).
pub const CONDITIONS: &[ConditionDef] = &[
    ConditionDef {
        names: ["Circe", "Circe", "Circe"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["Madrasi", "Madrasi", "Madrasi"],
        args: Args::None,
        variants: V_REXINCL,
    },
    ConditionDef {
        names: ["Volage", "Volage", "Volage"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Hypervolage", "Hypervolage", "Hypervolage"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BichromChess", "BichromesSchach", "Bichromatique"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["MonochromChess", "MonochromesSchach", "Monochromatique"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["GridChess", "Gitterschach", "Grille"],
        args: Args::None,
        variants: V_GRID,
    },
    ConditionDef {
        names: ["KoeKo", "KoeKo", "Koeko"],
        args: Args::None,
        variants: V_KOEKO,
    },
    ConditionDef {
        names: ["BlackEdgemover", "SchwarzerRandzueger", "NoirBordCoup"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["WhiteEdgemover", "WeisserRandzueger", "BlancBordCoup"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Leofamily", "Leofamily", "Leofamily"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["ChineseChess", "ChinesischesSchach", "Chinoises"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Patrouille", "PatrouilleSchach", "Patrouille"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NoCapture", "Ohneschlag", "SansPrises"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["ImmunChess", "Immunschach", "Immun"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["ContactGridChess", "KontaktGitter", "ContactGrille"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Imitator", "Imitator", "Imitator"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["CavalierMajeur", "CavalierMajeur", "CavalierMajeur"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["HaanerChess", "HaanerSchach", "Haan"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Sentinelles", "Sentinelles", "Sentinelles"],
        args: Args::None,
        variants: V_SENTINELLES,
    },
    ConditionDef {
        names: ["Maximummer", "Laengstzueger", "Maximum"],
        args: Args::None,
        variants: V_ULTRA,
    },
    ConditionDef {
        names: ["UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackMaximummer", "SchwarzerLaengstzueger", "NoirMaximum"],
        args: Args::None,
        variants: V_ULTRA,
    },
    ConditionDef {
        names: ["WhiteMaximummer", "WeisserLaengstzueger", "BlancMaximum"],
        args: Args::None,
        variants: V_ULTRA,
    },
    ConditionDef {
        names: [
            "WhiteUltraSchachZwang",
            "WeisserUltraSchachZwang",
            "BlancUltraSchachZwang",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackUltraSchachZwang",
            "SchwarzerUltraSchachZwang",
            "NoirUltraSchachZwang",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackMinimummer", "SchwarzerKuerzestzueger", "NoirMinimum"],
        args: Args::None,
        variants: V_ULTRA,
    },
    ConditionDef {
        names: ["WhiteMinimummer", "WeisserKuerzestzueger", "BlancMinimum"],
        args: Args::None,
        variants: V_ULTRA,
    },
    ConditionDef {
        names: ["MagicSquares", "MagischeFelder", "CaseMagique"],
        args: Args::Squares,
        variants: V_TYPE12,
    },
    ConditionDef {
        names: ["Tibet", "TibetSchach", "Tibet"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["DoubleTibet", "DoppeltibetSchach", "DoubleTibet"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Hole", "Loch", "Trou"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackMustCapture", "SchwarzerSchlagzwang", "NoirPriseForce"],
        args: Args::None,
        variants: super::jacobi_conditions::V_MUST_CAPTURE,
    },
    ConditionDef {
        names: ["WhiteMustCapture", "WeisserSchlagzwang", "BlancPriseForce"],
        args: Args::None,
        variants: super::jacobi_conditions::V_MUST_CAPTURE,
    },
    ConditionDef {
        names: [
            "TransmutedKings",
            "TransmutierendeKoenige",
            "RoisTransmutes",
        ],
        args: Args::None,
        variants: V_REXINCL,
    },
    ConditionDef {
        names: [
            "BlackFollowMyLeader",
            "SchwarzerVerfolgungszueger",
            "NoirPoursuite",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteFollowMyLeader",
            "WeisserVerfolgungszueger",
            "BlancPoursuite",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["DuellistChess", "Duellantenschach", "Duelliste"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NoIProm", "OhneIUW", "SansIProm"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["VogtlaenderChess", "VogtlaenderSchach", "EchecsVogtlaender"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["EinsteinChess", "EinsteinSchach", "EchecsEinstein"],
        args: Args::None,
        variants: super::jacobi_conditions::V_EINSTEIN,
    },
    ConditionDef {
        names: ["Bicolores", "Bicolores", "Bicolores"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NewKoeko", "NeuKoeko", "KoekoNouveaux"],
        args: Args::None,
        variants: V_KOEKO,
    },
    ConditionDef {
        names: ["AntiCirce", "AntiCirce", "AntiCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "ReversalEinsteinChess",
            "ReversesEinsteinSchach",
            "ReversEchecsEinstein",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["RelegationChess", "Degradierung", "Degradierung"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NorskSjakk", "NorskSjakk", "NorskSjakk"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["TraitorChess", "TraitorChess", "EchecsTraitor"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AndernachChess", "AndernachSchach", "EchecsAndernach"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackForcedSquare", "SchwarzesZwangsfeld", "NoirCaseForce"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["WhiteForcedSquare", "WeissesZwangsfeld", "BlancCaseForce"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackConsequentForcedSquare",
            "SchwarzesKonsequentesZwangsfeld",
            "NoirCaseForceConsequent",
        ],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteConsequentForcedSquare",
            "WeissesKonsequentesZwangsfeld",
            "BlancCaseForceConsequent",
        ],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: [
            "ReflectiveKings",
            "ReflektierendeKoenige",
            "RoisReflecteurs",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["ChameleonChess", "ChamaeleonSchach", "EchecsCameleon"],
        args: Args::Pieces,
        variants: &[],
    },
    ConditionDef {
        names: ["FunctionaryChess", "BeamtenSchach", "EchecsFonctionnaire"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["GlasgowChess", "GlasgowSchach", "EchecsGlasgow"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "AntiAndernachChess",
            "AntiAndernachSchach",
            "EchecsAntiAndernach",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Isardam", "Isardam", "Isardam"],
        args: Args::None,
        variants: V_ISARDAM,
    },
    ConditionDef {
        names: ["ChecklessChess", "OhneSchach", "SansEchecs"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["PromOnly", "UWnur", "PromSeul"],
        args: Args::Pieces,
        variants: &[],
    },
    ConditionDef {
        names: ["ExclusiveChess", "ExklusivSchach", "EchecsExclusif"],
        args: Args::None,
        variants: V_REXINCL,
    },
    ConditionDef {
        names: ["MarsCirce", "MarsCirce", "MarsCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["PhantomChess", "PhantomSchach", "EchecsPhantom"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "WhiteTransmutedKing",
            "WeisserTransmutierenderKoenig",
            "BlancRoiTransmute",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackTransmutedKing",
            "SchwarzerTransmutierenderKoenig",
            "NoirRoiTransmute",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteReflectiveKing",
            "WeisserReflektierenderKoenig",
            "BlancRoiReflecteur",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackReflectiveKing",
            "SchwarzerReflektierenderKoenig",
            "NoirRoiReflecteur",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "AntiEinsteinChess",
            "AntiEinsteinSchach",
            "EchecsAntiEinstein",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackRoyalSquare",
            "SchwarzesKoeniglichesFeld",
            "NoirCaseRoyal",
        ],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteRoyalSquare",
            "WeissesKoeniglichesFeld",
            "BlancCaseRoyal",
        ],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["PlusChess", "PlusSchach", "EchecsPlus"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BrunnerChess", "BrunnerSchach", "EchecsBrunner"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["CentralChess", "ZentralSchach", "EchecsCentral"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["ExtinctionChess", "AusrottungsSchach", "EchecsExtinction"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "RepublicanChess",
            "RepublikanerSchach",
            "EchecsRepublicains",
        ],
        args: Args::None,
        variants: V_TYPE12,
    },
    ConditionDef {
        names: [
            "ActuatedRevolvingBoard",
            "ActuatedRevolvingBoard",
            "ActuatedRevolvingBoard",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["MessignyChess", "MessignySchach", "EchecsMessigny"],
        args: Args::None,
        variants: V_REXEXCL,
    },
    ConditionDef {
        names: ["Woozles", "Woozles", "Woozles"],
        args: Args::None,
        variants: V_REXEXCL,
    },
    ConditionDef {
        names: ["BiWoozles", "BiWoozles", "BiWoozles"],
        args: Args::None,
        variants: V_REXEXCL,
    },
    ConditionDef {
        names: ["Heffalumps", "Heffalumps", "Heffalumps"],
        args: Args::None,
        variants: V_REXEXCL,
    },
    ConditionDef {
        names: ["BiHeffalumps", "BiHeffalumps", "BiHeffalumps"],
        args: Args::None,
        variants: V_REXEXCL,
    },
    ConditionDef {
        names: ["WhitePromSquares", "UWFeldWeiss", "BlancCasePromotion"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackPromSquares", "UWFeldSchwarz", "NoirCasePromotion"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["NoWhitePromotion", "OhneWeissUW", "SansBlancPromotion"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NoBlackPromotion", "OhneSchwarzUW", "SansNoirPromotion"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["EiffelChess", "EiffelSchach", "EchecsEiffel"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "ActuatedRevolvingCentre",
            "ActuatedRevolvingCentre",
            "ActuatedRevolvingCentre",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["ShieldedKings", "SchutzKoenige", "ShieldedKings"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NoWhiteCapture", "WeisserOhneSchlag", "BlancSansPrises"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["NoBlackCapture", "SchwarzerOhneSchlag", "NoirSansPrises"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "AlphabeticChess",
            "AlphabetischesSchach",
            "EchecsAlphabetiques",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "LineChameleonChess",
            "LinienChamaeleonSchach",
            "EchecsCameleonLigne",
        ],
        args: Args::Pieces,
        variants: &[],
    },
    ConditionDef {
        names: ["AMU", "AMU", "AMU"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["SingleBox", "NurPartiesatzSteine", "SingleBox"],
        args: Args::None,
        variants: V_TYPE123,
    },
    ConditionDef {
        names: ["MAFF", "MAFF", "MAFF"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["OWU", "OWU", "OWU"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteOscillatingKings",
            "WeisseOszillierendeKoenige",
            "BlancRoisOscillant",
        ],
        args: Args::None,
        variants: V_OSC,
    },
    ConditionDef {
        names: [
            "BlackOscillatingKings",
            "SchwarzeOszillierendeKoenige",
            "NoirRoisOscillant",
        ],
        args: Args::None,
        variants: V_OSC,
    },
    ConditionDef {
        names: ["AntiKings", "AntiKoenige", "AntiRois"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "WhiteSuperTransmutingKing",
            "WeisserSuperTransmutierenderKoenig",
            "BlancSuperRoiTransmute",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackSuperTransmutingKing",
            "SchwarzerSuperTransmutierenderKoenig",
            "NoirSuperRoiTransmute",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["UltraPatrol", "UltraPatrouille", "UltraPatrouille"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["SwappingKings", "TauschKoenige", "RoisEchanges"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["RoyalDynasty", "KoenigsDynastie", "DynastieRoyale"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["SAT", "SAT", "SAT"],
        args: Args::Integers(2),
        variants: &[],
    },
    ConditionDef {
        names: ["StrictSAT", "StrictSAT", "StrictSAT"],
        args: Args::Integers(2),
        variants: &[],
    },
    ConditionDef {
        names: ["Take&MakeChess", "Take&MakeSchach", "Take&MakeEchecs"],
        args: Args::None,
        variants: V_ABSOLUTE,
    },
    ConditionDef {
        names: [
            "BlackSynchronMover",
            "SchwarzerSynchronZueger",
            "NoirSynchronCoup",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteSynchronMover",
            "WeisserSynchronZueger",
            "BlancSynchronCoup",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackAntiSynchronMover",
            "SchwarzerAntiSynchronZueger",
            "NoirAntiSynchronCoup",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteAntiSynchronMover",
            "WeisserAntiSynchronZueger",
            "BlancAntiSynchronCoup",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Masand", "Masand", "Masand"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "MasandGeneralised",
            "MasandVerallgemeinert",
            "MasandGeneralise",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BGL", "BGL", "BGL"],
        args: Args::Bgl,
        variants: &[],
    },
    ConditionDef {
        names: ["AnnanChess", "Annanschach", "AnnanEchecs"],
        args: Args::None,
        variants: V_ANNAN,
    },
    ConditionDef {
        names: ["NannaChess", "Nannaschach", "NannaEchecs"],
        args: Args::None,
        variants: V_ANNAN,
    },
    ConditionDef {
        names: ["NormalPawn", "NormalBauern", "PionNormale"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackChecks", "SchwarzSchaecher", "NoirEchecs"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["GenevaChess", "GenferSchach", "EchecsGeneve"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["VaultingKings", "VaultingKings", "VaultingKings"],
        args: Args::Pieces,
        variants: V_VAULTING,
    },
    ConditionDef {
        names: [
            "WhiteVaultingKing",
            "WeisserVaultingKing",
            "BlancVaultingKing",
        ],
        args: Args::Pieces,
        variants: V_VAULTING,
    },
    ConditionDef {
        names: [
            "BlackVaultingKing",
            "SchwarzerVaultingKing",
            "NoirVaultingKing",
        ],
        args: Args::Pieces,
        variants: V_VAULTING,
    },
    ConditionDef {
        names: ["ProteanChess", "ProteischesSchach", "EchecsProtee"],
        args: Args::None,
        variants: V_REXEXCL,
    },
    ConditionDef {
        names: ["Lortap", "Elliuortap", "Elliuortap"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AntiKoeko", "AntiKoeko", "AntiKoeko"],
        args: Args::None,
        variants: V_KOEKO,
    },
    ConditionDef {
        names: ["CastlingChess", "RochadeSchach", "EchecsRoque"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "ChameleonPursuit",
            "ChamaeleonVerfolgung",
            "CameleonPoursuite",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["LosingChess", "Schlagschach", "QuiPerdGagne"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["GhostChess", "Geisterschach", "EchecsGhost"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Football", "Fussball", "Football"],
        args: Args::Pieces,
        variants: &[],
    },
    ConditionDef {
        names: [
            "WhiteAlphabeticChess",
            "WeissesAlphabetischesSchach",
            "BlancEchecsAlphabetiques",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "BlackAlphabeticChess",
            "SchwarzesAlphabetischesSchach",
            "NoirEchecsAlphabetiques",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["KobulKings", "KobulKoenige", "RoisKobul"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["SuperGuards", "SuperDeckungen", "Supergardes"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Wormholes", "Wurmloecher", "TrousDeVer"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["MarineChess", "MarinesSchach", "EchecsMarins"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "UltramarineChess",
            "UltramarinesSchach",
            "EchecsUltramarins",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BackHome", "NachHause", "Retour"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["FaceToFace", "AngesichtZuAngesicht", "FaceAFace"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["BackToBack", "RueckenAnRuecken", "DosADos"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["CheekToCheek", "WangeAnWange", "JoueAJoue"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Disparate", "Disparate", "Disparate"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["SnekChess", "SnekSchach", "EchecsSnek"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "SnekCircleChess",
            "SnekZirkulaerSchach",
            "EchecsSnekCirculaires",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "ArgentinianChess",
            "ArgentinischesSchach",
            "EchecsArgentins",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["LostPieces", "VerloreneSteine", "PiecesPerdues"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["PartialParalysis", "PartielleParalyse", "ParalysePartielle"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["LeseMajeste", "LeseMajeste", "LeseMajeste"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Rokagogo", "Rokagogo", "Rokagogo"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Breton", "Breton", "Breton"],
        args: Args::None,
        variants: V_BRETON,
    },
    ConditionDef {
        names: ["Make&TakeChess", "Make&TakeSchach", "Make&TakeEchecs"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["PointReflection", "Punktspiegelung", "ReflexionCentrale"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Bolero", "Bolero", "Bolero"],
        args: Args::None,
        variants: V_REXINCL,
    },
    ConditionDef {
        names: ["BoleroInverse", "BoleroInvers", "BoleroInverse"],
        args: Args::None,
        variants: V_REXINCL,
    },
    ConditionDef {
        names: ["Influencer", "Influencer", "Influenceur"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["RoleExchange", "Rollentausch", "EchangeRole"],
        args: Args::Integers(1),
        variants: &[],
    },
    ConditionDef {
        names: ["BlackMaxDister", "SchwarzerMaxDister", "NoirMaxDister"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["BlackMinDister", "SchwarzerMinDister", "NoirMinDister"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["WhiteMaxDister", "WeisserMaxDister", "BlancMaxDister"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["WhiteMinDister", "WeisserMinDister", "BlancMinDister"],
        args: Args::Squares,
        variants: &[],
    },
    ConditionDef {
        names: ["SeriesCapture", "SerienSchlag", "SerieCapture"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Pepo", "Pepo", "Pepo"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["CASTchess", "CASTSchach", "CASTEchecs"],
        args: Args::None,
        variants: V_INVERSE,
    },
    ConditionDef {
        names: ["CASTInverse", "CASTInvers", "CASTInverse"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["MultiCaptures", "MultiCaptures", "MultiCaptures"],
        args: Args::None,
        variants: V_COLOUR,
    },
    ConditionDef {
        names: ["FuddledMen", "FuddledMen", "FuddledMen"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Bicaptures", "Bicaptures", "Bicaptures"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "TransmissionMenace",
            "TransmissionMenace",
            "TransmissionMenace",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["PowerTransfer", "KraftTransfer", "TransfertPouvoir"],
        args: Args::None,
        variants: V_REXINCL,
    },
    ConditionDef {
        names: ["Anda", "Anda", "Anda"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AndaInverse", "AndaInvers", "AndaInverse"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AllInChess", "AllInChess", "AllInChess"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["HalfInChess", "HalfInChess", "HalfInChess"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["MainlyInChess", "MainlyInChess", "MainlyInChess"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["FrankfurtChess", "FrankfurtSchach", "Francfort"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AntiGuards", "AntiDeckungen", "Antigardes"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Leffie", "Leffie", "Leffie"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["AliceChess", "AliceSchach", "Alice"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Immobilio", "Immobilio", "Immobilio"],
        args: Args::Pieces,
        variants: &[],
    },
    ConditionDef {
        names: ["DangerCirce", "GefahrenCirce", "CirceDanger"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["PAD", "PAD", "PAD"],
        args: Args::None,
        variants: V_PAD,
    },
    ConditionDef {
        names: ["#C", "#C", "#C"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["MirrorCirce", "SpiegelCirce", "CirceMalefique"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["PWC", "PlatzwechselCirce", "CirceEchange"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["CouscousCirce", "CouscousCirce", "CirceCouscous"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["ChameleonCirce", "ChamaeleonCirce", "CirceCameleon"],
        args: Args::Pieces,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "EquipollentsCirce",
            "EquipollentsCirce",
            "CirceEquipollents",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["FileCirce", "FileCirce", "FileCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["DiagramCirce", "DiagrammCirce", "CirceDiagramme"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["ParrainCirce", "CirceParrain", "CirceParrain"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["ContraParrain", "KontraParrain", "ContraParrain"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["SymmetryCirce", "SymmetrieCirce", "CirceSymetrique"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["MirrorFileCirce", "SpiegelFileCirce", "FileCirceMalefique"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["AntipodeanCirce", "AntipodenCirce", "CirceAntipoden"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "MirrorCirceClone",
            "SpiegelCirceclone",
            "CirceCloneMalefique",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["SuperCirce", "SuperCirce", "SuperCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["CirceClone", "CirceClone", "CirceClone"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["FrischaufCirce", "FrischAufCirce", "FrischAufCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["DiametralCirce", "DiametralCirce", "CirceDiametrale"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "MirrorCouscousCirce",
            "SpiegelCouscousCirce",
            "CirceCouscousMalefique",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["CirceAssassin", "AssassinCirce", "CirceAssassin"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["CirceTurncoats", "TurncoatCirce", "CirceTurncoats"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "CirceDoubleAgents",
            "DoppelAgentenCirce",
            "CirceDoubleAgents",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["CageCirce", "KaefigCirce", "CirceCage"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["CirceTake&Make", "CirceTake&Make", "CirceTake&Make"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "VerticalMirrorCirce",
            "VertikalesSpiegelCirce",
            "CirceMalefiqueVerticale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["AprilChess", "Aprilschach", "EchecsAvril"],
        args: Args::Pieces,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["MirrorAntiCirce", "AntiSpiegelCirce", "AntiCirceMalefique"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "DiagramAntiCirce",
            "AntiDiagrammCirce",
            "AntiCirceDiagramme",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["FileAntiCirce", "AntiFileCirce", "AntiFileCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "SymmetryAntiCirce",
            "AntiSymmetrieCirce",
            "AntiCirceSymetrique",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "MirrorFileAntiCirce",
            "AntiSpiegelFileCirce",
            "AntiFileCirceMalefique",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "AntipodeanAntiCirce",
            "AntiAntipodenCirce",
            "AntiCirceAntipoden",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "EquipollentsAntiCirce",
            "AntiEquipollentsCirce",
            "AntiCirceEquipollents",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["MarsMirrorCirce", "MarsSpiegelCirce", "MarsCirceMalefique"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "AntiMarsMirrorCirce",
            "AntiMarsMalefiqueCirce",
            "AntiMarsMalefiqueCirce",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "AntiMarsAntipodeanCirce",
            "AntiMarsAntipodeanCirce",
            "AntiMarsAntipodeanCirce",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["MirrorImmunChess", "SpiegelImmunschach", "ImmunMalefique"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["FileImmunChess", "FileImmunSchach", "ImmunFile"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["DiagramImmunChess", "DiagrammImmunSchach", "ImmunDiagramme"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "MirrorFileImmunChess",
            "SpiegelFileImmunSchach",
            "ImmunFileMalefique",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "SymmetryImmunChess",
            "SymmetrieImmunSchach",
            "ImmunSymmetrique",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "AntipodeanImmunChess",
            "AntipodenImmunSchach",
            "ImmunAntipoden",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "EquipollentsImmunChess",
            "EquipollentsImmunSchach",
            "ImmunEquipollents",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "VerticalSymmetryCirce",
            "VertikaleSymmetrieCirce",
            "CirceSymetriqueVerticale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "HorizontalSymmetryCirce",
            "HorizontaleSymmetrieCirce",
            "CirceSymetriqueHorizontale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "VerticalSymmetryAntiCirce",
            "VertikaleAntiSymmetrieCirce",
            "AntiCirceSymetriqueVerticale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "HorizontalSymmetryAntiCirce",
            "HorizontaleAntiSymmetrieCirce",
            "AntiCirceSymetriqueHorizontale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["LastCapture", "LetzterSchlag", "DernierePrise"],
        args: Args::PieceOnSquare,
        variants: &[],
    },
    ConditionDef {
        names: ["ChameleonSequence", "Chamaeleonsequenz", "CameleonSequence"],
        args: Args::Pieces,
        variants: &[],
    },
    ConditionDef {
        names: ["HauntedChess", "Spukschach", "EchecsHantes"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["ExchangeCastling", "PlatzwechselRochade", "EchangeRoque"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["DarkSide", "DarkSide", "DarkSide"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: [
            "ProvocationChess",
            "ProvokationSchach",
            "EchecsProvacateurs",
        ],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["RankCirce", "RankCirce", "RankCirce"],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "ImmuneVerticalSymmetry",
            "ImmuneVertikaleSymmetrie",
            "ImmuneSymetriqueVerticale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: [
            "ImmuneHorizontalSymmetry",
            "ImmuneHorizontaleSymmetrie",
            "ImmuneSymetriqueHorizontale",
        ],
        args: Args::None,
        variants: V_CIRCE,
    },
    ConditionDef {
        names: ["PatienceChess", "PatienceSchach", "EchecsPatience"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["PADChess", "PADSchach", "PADechecs"],
        args: Args::None,
        variants: &[],
    },
    ConditionDef {
        names: ["Dummy", "Dummy", "Dummy"],
        args: Args::None,
        variants: &[],
    },
];
