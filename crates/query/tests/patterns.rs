//! Every mating pattern and variation against positions built from its
//! definition: at least one mate it matches and one mate it does not
//! (most differing from a positive in just the point the definition
//! tests), each checked to be a mate with the side not to move out of
//! check, and each seen again with the colours swapped (the queries are
//! under `flipcolor`, so the answer must not change).

mod common;

use common::flip_colours;
use nightrider_board::Position;
use nightrider_movegen::{in_check, Orthodox};
use nightrider_query::patterns::{pattern, patterns, predicates, query};
use nightrider_query::QueryError;

/// A pattern with positions it matches and mates it does not.
struct Case {
    name: &'static str,
    matching: &'static [&'static str],
    not_matching: &'static [&'static str],
}

// Shared positions.
const ANASTASIA: &str = "8/4N1pk/8/8/8/8/8/K6R b - - 0 1";
const ANASTASIA_FIFTH_RANK: &str = "8/8/8/4N1pk/8/8/8/K6R b - - 0 1";
const ANASTASIA_ROOK_IN_FRONT: &str = "8/4N1rk/8/8/8/8/8/K6R b - - 0 1";
const ANASTASIA_QUEEN: &str = "8/4N1pk/8/8/8/8/8/K6Q b - - 0 1";
const ANASTASIA_ESCAPE_OCCUPIED: &str = "6r1/4N1pk/8/8/8/8/8/K6R b - - 0 1";
const BACK_RANK: &str = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
const SMOTHERED: &str = "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1";
const CORNER_OCCUPIED: &str = "6rk/5N1p/8/8/8/8/8/K5R1 b - - 0 1";
const KILL_BOX: &str = "8/8/R7/k7/2Q5/8/8/7K b - - 0 1";
/// Greco's mate on g8: Ra8+ (whose x-ray guards h8) and Bg6 on f7 and h7.
const GRECO_G8: &str = "R5k1/6p1/6B1/8/8/8/8/K7 b - - 0 1";
const GRECO_KNIGHT_TOO: &str = "7k/6p1/5N2/8/2B5/8/8/K6R b - - 0 1";

const CASES: &[Case] = &[
    Case {
        name: "anastasia",
        matching: &[ANASTASIA, ANASTASIA_FIFTH_RANK, ANASTASIA_ROOK_IN_FRONT],
        not_matching: &[ANASTASIA_QUEEN, ANASTASIA_ESCAPE_OCCUPIED],
    },
    Case {
        name: "anastasia-pawn",
        matching: &[ANASTASIA, ANASTASIA_FIFTH_RANK],
        not_matching: &[ANASTASIA_ROOK_IN_FRONT],
    },
    Case {
        name: "anastasia-second-rank",
        matching: &[ANASTASIA],
        not_matching: &[ANASTASIA_FIFTH_RANK],
    },
    Case {
        name: "anastasia-queen",
        matching: &[ANASTASIA, ANASTASIA_QUEEN],
        not_matching: &[ANASTASIA_ESCAPE_OCCUPIED],
    },
    // Anderssen: rook h8 beside the king, pawn g7; a queen instead; the
    // pawn f7 away from the king; a knight instead of the pawn.
    Case {
        name: "anderssen",
        matching: &[
            "6kR/6P1/5K2/8/8/8/8/8 b - - 0 1",
            "6Rk/5P2/5N2/8/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &[
            "6kQ/6P1/5K2/8/8/8/8/8 b - - 0 1",
            "6kR/8/5KN1/8/8/8/8/8 b - - 0 1",
        ],
    },
    Case {
        name: "anderssen-pawn-attacked",
        matching: &["6kR/6P1/5K2/8/8/8/8/8 b - - 0 1"],
        not_matching: &["6Rk/5P2/5N2/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "anderssen-queen",
        matching: &[
            "6kR/6P1/5K2/8/8/8/8/8 b - - 0 1",
            "6kQ/6P1/5K2/8/8/8/8/8 b - - 0 1",
        ],
        not_matching: &["6kR/8/5KN1/8/8/8/8/8 b - - 0 1"],
    },
    // Arabian: in both colours and corners; the knight replaced by a
    // king and a bishop.
    Case {
        name: "arabian",
        matching: &[
            "7k/7R/5N2/8/8/8/8/K7 b - - 0 1",
            "8/8/8/8/8/2n5/r7/K6k w - - 0 1",
        ],
        not_matching: &["7k/7R/6K1/3B4/8/8/8/8 b - - 0 1"],
    },
    // Back rank: the h7 square empty (guarded by a bishop) instead of a pawn.
    Case {
        name: "back-rank",
        matching: &[BACK_RANK],
        not_matching: &["R5k1/5pp1/8/8/8/3B4/8/6K1 b - - 0 1", SMOTHERED],
    },
    // Balestra: Ba4+ and Qf6 (the e6 pawn keeps the queen off c6); without
    // it the queen and the bishop share c6. In the centre, with own pawns
    // beside the king: not every square around it empty.
    Case {
        name: "balestra",
        matching: &[
            "4k3/8/4PQ2/8/B7/8/8/7K b - - 0 1",
            "8/8/2Q5/2p1kp2/5p2/8/1B6/7K b - - 0 1",
        ],
        not_matching: &["4k3/8/5Q2/8/B7/8/8/7K b - - 0 1"],
    },
    Case {
        name: "balestra-open",
        matching: &["4k3/8/4PQ2/8/B7/8/8/7K b - - 0 1"],
        not_matching: &["8/8/2Q5/2p1kp2/5p2/8/1B6/7K b - - 0 1"],
    },
    Case {
        name: "bishop-and-knight",
        matching: &["7k/4N3/6K1/4B3/8/8/8/8 b - - 0 1"],
        not_matching: &[
            "7k/p3N3/6K1/4B3/8/8/8/8 b - - 0 1",
            "7k/8/6K1/3BB3/8/8/8/8 b - - 0 1",
        ],
    },
    // Blackburne: Bb2+, Bd3 on h7, Ne7 on g8; a rook on g8 instead of the knight.
    Case {
        name: "blackburne",
        matching: &["7k/4N3/8/8/8/3B4/1B6/K7 b - - 0 1"],
        not_matching: &["7k/8/8/8/8/3B4/1B6/K5R1 b - - 0 1"],
    },
    // Blind swine: Rg7+ and Rh7; a bishop also on f7; the rooks apart.
    Case {
        name: "blind-swine",
        matching: &["5rk1/6RR/8/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["5rkn/1R4R1/8/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "blind-swine-rooks-only",
        matching: &["5rk1/6RR/8/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["5rk1/6RR/8/7B/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "blind-swine-non-adjacent",
        matching: &[
            "5rkn/1R4R1/8/8/8/8/8/K7 b - - 0 1",
            "5rk1/6RR/8/7B/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &[BACK_RANK],
    },
    // Boden: Ba6+ and Bf4; a defended white knight on d7 beside the king;
    // the checking bishop on b7, beside the king.
    Case {
        name: "boden",
        matching: &["2kr4/3p4/B7/8/5B2/8/8/6K1 b - - 0 1"],
        not_matching: &[
            "2kr4/3N4/B4N2/8/5B2/8/8/6K1 b - - 0 1",
            "2kr4/1B1p4/8/2N5/5B2/8/8/6K1 b - - 0 1",
        ],
    },
    Case {
        name: "boden-enemy-occupied",
        matching: &[
            "2kr4/3p4/B7/8/5B2/8/8/6K1 b - - 0 1",
            "2kr4/3N4/B4N2/8/5B2/8/8/6K1 b - - 0 1",
            "2kr4/1B1p4/8/2N5/5B2/8/8/6K1 b - - 0 1",
        ],
        not_matching: &[BACK_RANK],
    },
    Case {
        name: "boden-bishop-attacked",
        matching: &[
            "2kr4/3p4/B7/8/5B2/8/8/6K1 b - - 0 1",
            "2kr4/1B1p4/8/2N5/5B2/8/8/6K1 b - - 0 1",
        ],
        not_matching: &["2kr4/3N4/B4N2/8/5B2/8/8/6K1 b - - 0 1"],
    },
    // Corner: Nf7+ with Rg1; g8 occupied by a rook.
    Case {
        name: "corner",
        matching: &["7k/5N1p/8/8/8/8/8/K5R1 b - - 0 1"],
        not_matching: &[CORNER_OCCUPIED],
    },
    Case {
        name: "corner-occupied",
        matching: &["7k/5N1p/8/8/8/8/8/K5R1 b - - 0 1", CORNER_OCCUPIED],
        not_matching: &[SMOTHERED],
    },
    // Cozio: Qf4 south-east of Ke5, pawns e6 and d5; a knight on b5 also
    // guarding d4; a defended white pawn on e6.
    Case {
        name: "cozio",
        matching: &[
            "8/8/4p3/3pk3/5Q2/6K1/8/8 b - - 0 1",
            "8/8/4p3/1N1pk3/5Q2/6K1/8/8 b - - 0 1",
        ],
        not_matching: &["4R3/8/4P3/3pk3/5Q2/6K1/8/8 b - - 0 1"],
    },
    Case {
        name: "cozio-queen-only",
        matching: &["8/8/4p3/3pk3/5Q2/6K1/8/8 b - - 0 1"],
        not_matching: &["8/8/4p3/1N1pk3/5Q2/6K1/8/8 b - - 0 1"],
    },
    Case {
        name: "cozio-opposing-flanks",
        matching: &[
            "8/8/4p3/3pk3/5Q2/6K1/8/8 b - - 0 1",
            "4R3/8/4P3/3pk3/5Q2/6K1/8/8 b - - 0 1",
        ],
        not_matching: &[SMOTHERED],
    },
    // Damiano: Qh7 with the g6 pawn; f7 occupied.
    Case {
        name: "damiano",
        matching: &["5rk1/6pQ/6P1/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["5rk1/5ppQ/6P1/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "damiano-occupied",
        matching: &[
            "5rk1/6pQ/6P1/8/8/8/8/K7 b - - 0 1",
            "5rk1/5ppQ/6P1/8/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &[BACK_RANK],
    },
    // Epaulette: Qe6 against Ke8 between its rooks; the queen adjacent;
    // in the centre with a rook behind; on the h-file, flanked vertically.
    Case {
        name: "epaulette",
        matching: &[
            "3rkr2/8/4Q3/8/8/8/8/K7 b - - 0 1",
            "8/8/R7/3pkp2/8/4Q3/8/K7 b - - 0 1",
            "8/8/7p/5Q1k/7p/8/8/K7 b - - 0 1",
        ],
        not_matching: &["3rkr2/4Q3/3P4/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "epaulette-edge",
        matching: &[
            "3rkr2/8/4Q3/8/8/8/8/K7 b - - 0 1",
            "8/8/7p/5Q1k/7p/8/8/K7 b - - 0 1",
        ],
        not_matching: &["8/8/R7/3pkp2/8/4Q3/8/K7 b - - 0 1"],
    },
    Case {
        name: "epaulette-horizontal",
        matching: &[
            "3rkr2/8/4Q3/8/8/8/8/K7 b - - 0 1",
            "8/8/R7/3pkp2/8/4Q3/8/K7 b - - 0 1",
        ],
        not_matching: &["8/8/7p/5Q1k/7p/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "epaulette-rooks",
        matching: &["3rkr2/8/4Q3/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["8/8/R7/3pkp2/8/4Q3/8/K7 b - - 0 1"],
    },
    // Guéridon: Qe4 below Ke5, pawns d6 and f6; the queen's guard a king
    // that also guards d4 and f4; a defended white pawn on d6.
    Case {
        name: "gueridon",
        matching: &[
            "8/8/3p1p2/4k3/4Q3/3P4/8/7K b - - 0 1",
            "8/8/3p1p2/4k3/4Q3/4K3/8/8 b - - 0 1",
        ],
        not_matching: &["3R4/8/3P1p2/4k3/4Q3/3P4/8/7K b - - 0 1"],
    },
    Case {
        name: "gueridon-queen-only",
        matching: &["8/8/3p1p2/4k3/4Q3/3P4/8/7K b - - 0 1"],
        not_matching: &["8/8/3p1p2/4k3/4Q3/4K3/8/8 b - - 0 1"],
    },
    Case {
        name: "gueridon-opposing-flanks",
        matching: &[
            "8/8/3p1p2/4k3/4Q3/3P4/8/7K b - - 0 1",
            "3R4/8/3P1p2/4k3/4Q3/3P4/8/7K b - - 0 1",
        ],
        not_matching: &[SMOTHERED],
    },
    // Greco: Rh1+ with Bc4 on g8; a knight too; the same turned to h1.
    Case {
        name: "greco",
        matching: &[
            "7k/6p1/8/8/2B5/8/8/K6R b - - 0 1",
            "7R/8/8/2B5/8/8/6p1/K6k b - - 0 1",
            GRECO_G8,
        ],
        not_matching: &[GRECO_KNIGHT_TOO],
    },
    Case {
        name: "greco-own-side",
        matching: &["7k/6p1/8/8/2B5/8/8/K6R b - - 0 1"],
        not_matching: &["7R/8/8/2B5/8/8/6p1/K6k b - - 0 1"],
    },
    Case {
        name: "greco-corner",
        matching: &["7k/6p1/8/8/2B5/8/8/K6R b - - 0 1"],
        not_matching: &[GRECO_KNIGHT_TOO, GRECO_G8],
    },
    // Hook: Re6+, Nd4, Pe3, the black pawn d5 in the gap; a bishop
    // instead of the pawn.
    Case {
        name: "hook",
        matching: &["8/8/4R3/3pk3/3N4/4P3/8/7K b - - 0 1"],
        not_matching: &["8/8/4R3/3pk3/3N4/4B3/8/7K b - - 0 1"],
    },
    Case {
        name: "hook-bishop",
        matching: &[
            "8/8/4R3/3pk3/3N4/4P3/8/7K b - - 0 1",
            "8/8/4R3/3pk3/3N4/4B3/8/7K b - - 0 1",
        ],
        not_matching: &[SMOTHERED],
    },
    Case {
        name: "kill-box",
        matching: &[KILL_BOX],
        not_matching: &[BACK_RANK],
    },
    Case {
        name: "king-and-two-bishops",
        matching: &["7k/8/6K1/3BB3/8/8/8/8 b - - 0 1"],
        not_matching: &[
            "7k/p7/6K1/3BB3/8/8/8/8 b - - 0 1",
            "7k/4N3/6K1/4B3/8/8/8/8 b - - 0 1",
        ],
    },
    // Légal: Bf7 and Ne5 around Ke7, Nd5 mates; Bg5 mates instead; a pawn
    // on g5 also guards f6.
    Case {
        name: "legal",
        matching: &[
            "3q1b2/4kB2/3p4/3NN3/8/8/8/7K b - - 0 1",
            "3q1b2/4kB2/3p4/4N1B1/8/8/8/7K b - - 0 1",
        ],
        not_matching: &["3q1b2/4kB2/3p4/3NN1P1/8/8/8/7K b - - 0 1"],
    },
    Case {
        name: "legal-knight",
        matching: &["3q1b2/4kB2/3p4/3NN3/8/8/8/7K b - - 0 1"],
        not_matching: &["3q1b2/4kB2/3p4/4N1B1/8/8/8/7K b - - 0 1"],
    },
    // Max Lange: Qg8+ and Bf7 against Kh7; mirrored to a7; reflected to
    // g8; a white bishop on g7; a knight also guarding g6.
    Case {
        name: "max-lange",
        matching: &[
            "6Q1/5Bpk/7p/8/8/8/8/K7 b - - 0 1",
            "1Q6/kpB5/p7/8/8/8/8/7K b - - 0 1",
            "5rk1/6pQ/6B1/8/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &[
            "6Q1/5BBk/7p/8/8/8/8/K7 b - - 0 1",
            "6Q1/5Bpk/7p/4N3/8/8/8/K7 b - - 0 1",
        ],
    },
    Case {
        name: "max-lange-edge-file",
        matching: &[
            "6Q1/5Bpk/7p/8/8/8/8/K7 b - - 0 1",
            "1Q6/kpB5/p7/8/8/8/8/7K b - - 0 1",
        ],
        not_matching: &["5rk1/6pQ/6B1/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "max-lange-h7",
        matching: &["6Q1/5Bpk/7p/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["1Q6/kpB5/p7/8/8/8/8/7K b - - 0 1"],
    },
    Case {
        name: "max-lange-others",
        matching: &[
            "6Q1/5Bpk/7p/8/8/8/8/K7 b - - 0 1",
            "6Q1/5Bpk/7p/4N3/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &["6Q1/5BBk/7p/8/8/8/8/K7 b - - 0 1"],
    },
    // Mayet: Rg8+ with Bd5 in the corner; Rf8+ with Bb4 (two squares
    // empty); the bishop beside the rook; turned to h1; the opera mate.
    Case {
        name: "mayet",
        matching: &[
            "6Rk/7p/8/3B4/8/8/8/K7 b - - 0 1",
            "5Rk1/6pp/8/8/1B6/8/8/K7 b - - 0 1",
            "8/8/8/4B3/8/8/7R/K5nk b - - 0 1",
        ],
        not_matching: &["3Rkb2/5p2/8/6B1/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "mayet-back-rank",
        matching: &["6Rk/7p/8/3B4/8/8/8/K7 b - - 0 1"],
        not_matching: &["8/8/8/4B3/8/8/7R/K5nk b - - 0 1"],
    },
    Case {
        name: "mayet-two-empty",
        matching: &["5Rk1/6pp/8/8/1B6/8/8/K7 b - - 0 1"],
        not_matching: &["6Rk/7p/8/3B4/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "mayet-distant-bishop",
        matching: &["6Rk/7p/8/3B4/8/8/8/K7 b - - 0 1"],
        not_matching: &["6Rk/5B1p/8/8/8/8/8/K7 b - - 0 1"],
    },
    // Opera: Rd8+ with Bg5; turned to the h-file.
    Case {
        name: "opera",
        matching: &[
            "3Rkb2/5p2/8/6B1/8/8/8/K7 b - - 0 1",
            "8/8/8/7R/7k/6p1/8/K2B4 b - - 0 1",
        ],
        not_matching: &["6Rk/7p/8/3B4/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "opera-back-rank",
        matching: &["3Rkb2/5p2/8/6B1/8/8/8/K7 b - - 0 1"],
        not_matching: &["8/8/8/7R/7k/6p1/8/K2B4 b - - 0 1"],
    },
    // Morphy: Bb2+ with Rg1; a queen on g1; a bishop on h7; turned to h1.
    Case {
        name: "morphy",
        matching: &[
            "7k/7p/8/8/8/8/1B6/K5R1 b - - 0 1",
            "B7/8/8/8/8/8/R7/K5bk b - - 0 1",
        ],
        not_matching: &["7k/7p/8/8/8/8/1B6/K5Q1 b - - 0 1"],
    },
    Case {
        name: "morphy-back-rank",
        matching: &["7k/7p/8/8/8/8/1B6/K5R1 b - - 0 1"],
        not_matching: &["B7/8/8/8/8/8/R7/K5bk b - - 0 1"],
    },
    Case {
        name: "morphy-pawn",
        matching: &["7k/7p/8/8/8/8/1B6/K5R1 b - - 0 1"],
        not_matching: &["7k/7b/8/8/8/8/1B6/K5R1 b - - 0 1"],
    },
    Case {
        name: "morphy-queen",
        matching: &[
            "7k/7p/8/8/8/8/1B6/K5R1 b - - 0 1",
            "7k/7p/8/8/8/8/1B6/K5Q1 b - - 0 1",
        ],
        not_matching: &[BACK_RANK],
    },
    // Pillsbury: Rg1+ with Bb2 on h8; a queen on the long diagonal;
    // turned to a7.
    Case {
        name: "pillsbury",
        matching: &[
            "5rk1/5p1p/8/8/8/8/1B6/K5R1 b - - 0 1",
            "1n6/k1R5/pp6/8/4B3/8/8/7K b - - 0 1",
        ],
        not_matching: &["5rk1/5p1p/8/8/8/8/8/Q5RK b - - 0 1"],
    },
    Case {
        name: "pillsbury-back-rank",
        matching: &["5rk1/5p1p/8/8/8/8/1B6/K5R1 b - - 0 1"],
        not_matching: &["1n6/k1R5/pp6/8/4B3/8/8/7K b - - 0 1"],
    },
    Case {
        name: "pillsbury-queen",
        matching: &[
            "5rk1/5p1p/8/8/8/8/1B6/K5R1 b - - 0 1",
            "5rk1/5p1p/8/8/8/8/8/Q5RK b - - 0 1",
        ],
        not_matching: &[BACK_RANK],
    },
    // Réti: Bd8+ with Rd1 against Kc7; a knight also guarding d6.
    Case {
        name: "reti",
        matching: &["1nbB4/1pk5/2p5/8/8/8/8/3R3K b - - 0 1"],
        not_matching: &["1nbB4/1pk5/2p5/5N2/8/8/8/3R3K b - - 0 1"],
    },
    Case {
        name: "smothered",
        matching: &[SMOTHERED],
        not_matching: &[CORNER_OCCUPIED],
    },
    // Stamma: Nb3+ and Kc2 against Ka1 and its pawn; a white rook added;
    // a black pawn added; a knight instead of the pawn.
    Case {
        name: "stamma",
        matching: &[
            "8/8/8/8/8/1N6/p1K5/k7 b - - 0 1",
            "7R/8/8/8/8/1N6/p1K5/k7 b - - 0 1",
        ],
        not_matching: &["8/8/8/8/8/1N6/n1K5/k7 b - - 0 1"],
    },
    Case {
        name: "stamma-bare-mated",
        matching: &[
            "8/8/8/8/8/1N6/p1K5/k7 b - - 0 1",
            "7R/8/8/8/8/1N6/p1K5/k7 b - - 0 1",
        ],
        not_matching: &["8/7p/8/8/8/1N6/p1K5/k7 b - - 0 1"],
    },
    Case {
        name: "stamma-bare-mating",
        matching: &[
            "8/8/8/8/8/1N6/p1K5/k7 b - - 0 1",
            "8/7p/8/8/8/1N6/p1K5/k7 b - - 0 1",
        ],
        not_matching: &["7R/8/8/8/8/1N6/p1K5/k7 b - - 0 1"],
    },
    Case {
        name: "stamma-bare",
        matching: &["8/8/8/8/8/1N6/p1K5/k7 b - - 0 1"],
        not_matching: &[
            "7R/8/8/8/8/1N6/p1K5/k7 b - - 0 1",
            "8/7p/8/8/8/1N6/p1K5/k7 b - - 0 1",
        ],
    },
    // Suffocation: Ne7+ with f7 guarded by Bh5; by a rook instead.
    Case {
        name: "suffocation",
        matching: &["5rkb/4N1pp/8/7B/8/8/8/K7 b - - 0 1"],
        not_matching: &["5rkb/4N1pp/8/8/8/8/8/K4R2 b - - 0 1", SMOTHERED],
    },
    // Triangle: Qf4+ and Rd4 against Ke5 under its pawn; d6 occupied too.
    Case {
        name: "triangle",
        matching: &[
            "8/8/4p3/4k3/3R1Q2/8/8/7K b - - 0 1",
            "8/8/3pp3/4k3/3R1Q2/8/8/7K b - - 0 1",
        ],
        not_matching: &[KILL_BOX],
    },
    Case {
        name: "triangle-open",
        matching: &["8/8/4p3/4k3/3R1Q2/8/8/7K b - - 0 1"],
        not_matching: &["8/8/3pp3/4k3/3R1Q2/8/8/7K b - - 0 1"],
    },
    // Vuković: Re7+ with Pd6 and Ne6; a bishop defending instead; a
    // knight on d8; in the corner.
    Case {
        name: "vukovic",
        matching: &[
            "4k3/4R3/3PN3/8/8/8/8/K7 b - - 0 1",
            "7k/7R/6PN/8/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &["4k3/4R3/4N3/2B5/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "vukovic-open-flanks",
        matching: &["4k3/4R3/3PN3/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["3nk3/4R3/3PN3/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "vukovic-not-corner",
        matching: &["4k3/4R3/3PN3/8/8/8/8/K7 b - - 0 1"],
        not_matching: &["7k/7R/6PN/8/8/8/8/K7 b - - 0 1"],
    },
    Case {
        name: "vukovic-any-defender",
        matching: &[
            "4k3/4R3/3PN3/8/8/8/8/K7 b - - 0 1",
            "4k3/4R3/4N3/2B5/8/8/8/K7 b - - 0 1",
        ],
        not_matching: &[SMOTHERED],
    },
];

/// The position, checked to be a mate with the side not to move not in
/// check.
fn mate(fen: &str) -> Position {
    let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
    let o = Orthodox::new(&pos).unwrap();
    assert!(
        (query("mate").unwrap().matches)(&pos).unwrap(),
        "{fen} is not a mate"
    );
    assert!(
        !in_check(o, !pos.side_to_move()),
        "{fen}: the side not to move is in check"
    );
    pos
}

#[test]
fn every_pattern_matches_its_positions_and_not_the_others() {
    for case in CASES {
        let p = pattern(case.name).unwrap_or_else(|| panic!("no pattern {}", case.name));
        assert!(
            !case.matching.is_empty() && !case.not_matching.is_empty(),
            "{}",
            case.name
        );
        for (fens, expected) in [(case.matching, true), (case.not_matching, false)] {
            for fen in fens {
                for fen in [fen.to_string(), flip_colours(fen)] {
                    let pos = mate(&fen);
                    assert_eq!(
                        (p.matches)(&pos).unwrap(),
                        expected,
                        "{} on {fen}",
                        case.name
                    );
                }
            }
        }
    }
}

#[test]
fn every_pattern_has_test_positions() {
    for p in patterns() {
        assert!(
            CASES.iter().any(|c| c.name == p.name),
            "no positions for {}",
            p.name
        );
    }
    assert_eq!(CASES.len(), patterns().len());
}

#[test]
fn names_are_unique_kebab_case_and_found() {
    let mut names: Vec<&str> = predicates()
        .iter()
        .chain(patterns())
        .map(|p| p.name)
        .collect();
    for name in &names {
        assert!(
            name.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{name}"
        );
        assert_eq!(query(name).unwrap().name, *name);
    }
    let n = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), n);
    assert!(pattern("check").is_none(), "predicates are not patterns");
    assert!(query("no-such-thing").is_none());
    // The seed's thirty patterns, each under its own name.
    let seed = [
        "anastasia",
        "anderssen",
        "arabian",
        "back-rank",
        "balestra",
        "bishop-and-knight",
        "blackburne",
        "blind-swine",
        "boden",
        "corner",
        "cozio",
        "damiano",
        "epaulette",
        "gueridon",
        "greco",
        "hook",
        "kill-box",
        "king-and-two-bishops",
        "legal",
        "max-lange",
        "mayet",
        "morphy",
        "opera",
        "pillsbury",
        "reti",
        "smothered",
        "stamma",
        "suffocation",
        "triangle",
        "vukovic",
    ];
    for name in seed {
        assert!(pattern(name).is_some(), "{name}");
    }
    for p in patterns() {
        assert!(
            seed.iter()
                .any(|s| p.name == *s || p.name.starts_with(&format!("{s}-"))),
            "{}",
            p.name
        );
    }
}

#[test]
fn no_pattern_matches_a_stalemate_or_a_check_that_is_not_mate() {
    let not_mates = [
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",    // stalemate
        "6rk/5N1p/8/8/8/8/8/6K1 b - - 0 1",  // Nf7+ Kg7 (not smothered)
        "8/4N1bk/8/8/8/8/8/K6R b - - 0 1",   // Rh1+ Bh6 (not Anastasia)
        "R5k1/5pp1/8/8/8/8/8/6K1 b - - 0 1", // Ra8+ Kh7
        Position::startpos().to_string().leak(),
    ];
    for fen in not_mates {
        let pos: Position = fen.parse().unwrap();
        assert!(!(query("mate").unwrap().matches)(&pos).unwrap(), "{fen}");
        for p in patterns() {
            assert!(!(p.matches)(&pos).unwrap(), "{} on {fen}", p.name);
        }
    }
}

#[test]
fn predicates_answer_as_named() {
    let cases: &[(&str, &str, bool)] = &[
        ("check", "4k3/8/8/8/8/8/8/4RK2 b - - 0 1", true),
        ("check", "4k3/8/8/8/8/8/8/3R1K2 b - - 0 1", false),
        ("double-check", "3k4/8/1B6/8/8/8/8/3RK3 b - - 0 1", true),
        ("double-check", "3k4/8/8/8/8/8/8/3RK3 b - - 0 1", false),
        ("mate", SMOTHERED, true),
        ("mate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false),
        ("stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", true),
        ("stalemate", SMOTHERED, false),
        (
            "insufficient-material",
            "7k/8/6K1/8/8/8/8/8 b - - 0 1",
            true,
        ),
        (
            "insufficient-material",
            "7k/8/6K1/8/8/8/8/R7 b - - 0 1",
            false,
        ),
    ];
    for (name, fen, expected) in cases {
        let pos: Position = fen.parse().unwrap();
        assert_eq!(
            (query(name).unwrap().matches)(&pos).unwrap(),
            *expected,
            "{name} on {fen}"
        );
    }
}

#[test]
fn fairy_pieces_are_refused_by_every_query() {
    let mut pos: Position = SMOTHERED.parse().unwrap();
    let grasshopper = nightrider_board::catalogue::by_name("Grasshopper").unwrap();
    pos.put(
        nightrider_board::Square::A1,
        nightrider_board::Piece::new(grasshopper, nightrider_board::Colour::White),
    );
    for q in predicates().iter().chain(patterns()) {
        let err = (q.matches)(&pos).unwrap_err();
        assert!(matches!(err, QueryError::NotOrthodox(_)), "{}", q.name);
        assert!(err.to_string().contains("a1"), "{}: {err}", q.name);
    }
}

#[test]
fn a_summary_names_the_matching_patterns() {
    let s = nightrider_query::summarise(&SMOTHERED.parse().unwrap()).unwrap();
    assert!(s.mate && !s.stalemate && !s.insufficient_material);
    assert_eq!(s.patterns, ["smothered"]);
    assert_eq!(s.extended_gbr.as_deref(), Some("0301.02g1h8"));
    let t = nightrider_query::summarise(&Position::startpos()).unwrap();
    assert!(t.patterns.is_empty() && !t.mate && t.checkers.is_empty());
    let kingless: Position = "8/8/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
    assert_eq!(
        nightrider_query::summarise(&kingless).unwrap().extended_gbr,
        None
    );
}

#[cfg(feature = "serde")]
#[test]
fn summaries_and_patterns_serialize() {
    let s = nightrider_query::summarise(&SMOTHERED.parse().unwrap()).unwrap();
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["patterns"], serde_json::json!(["smothered"]));
    assert_eq!(json["gbr"], "0301.02");
    let p = serde_json::to_value(pattern("arabian").unwrap()).unwrap();
    assert_eq!(p["name"], "arabian");
    assert_eq!(p["title"], "Arabian Mate");
}
