//! Checks, insufficient material, GBR codes, the evaluation and
//! repetition on concrete positions.

use nightrider_board::{Bitboard, Colour, Move, Position, Square};
use nightrider_movegen::{legal_moves, Orthodox};
use nightrider_query::checks::{checkers, is_check, is_double_check, is_mate, is_stalemate};
use nightrider_query::eval::{backward, doubled, evaluate, isolated, piece_power, tenths};
use nightrider_query::material::{extended_gbr_code, gbr, gbr_code, insufficient_material};
use nightrider_query::repetition::{
    first_threefold, has_legal_en_passant, occurrences, repetition_key,
};
use nightrider_query::QueryError;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn checkers_and_double_check() {
    let p = pos("3k4/8/1B6/8/8/8/8/3RK3 b - - 0 1");
    assert_eq!(
        checkers(&p).unwrap(),
        [Square::B6, Square::D1].into_iter().collect::<Bitboard>()
    );
    assert!(is_check(&p).unwrap() && is_double_check(&p).unwrap());
    let q = pos("3k4/8/8/8/8/8/8/3RK3 b - - 0 1");
    assert_eq!(checkers(&q).unwrap(), Bitboard::from_square(Square::D1));
    assert!(!is_double_check(&q).unwrap());
    let r = pos("3k4/8/8/8/8/8/8/2R1K3 b - - 0 1");
    assert!(checkers(&r).unwrap().is_empty() && !is_check(&r).unwrap());
    assert!(is_mate(&pos("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")).unwrap());
    assert!(is_stalemate(&pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).unwrap());
    assert!(!is_stalemate(&pos("7k/8/6K1/8/8/8/8/8 b - - 0 1")).unwrap());
}

#[test]
fn insufficient_material_is_the_seeds_three_cases() {
    let cases = [
        ("8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, "king against king"),
        ("8/8/8/4k3/8/8/8/4KN2 w - - 0 1", true, "king and knight"),
        ("8/8/8/4k3/8/8/8/4KB2 w - - 0 1", true, "king and bishop"),
        (
            "8/8/8/4k3/8/8/8/1n2K3 w - - 0 1",
            true,
            "the knight Black's",
        ),
        ("8/8/8/4k3/8/8/8/4KR2 w - - 0 1", false, "a rook"),
        ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false, "a pawn"),
        (
            "8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1",
            false,
            "bishops on both colours",
        ),
        (
            "8/8/8/4k3/8/4B3/8/2B1K3 w - - 0 1",
            true,
            "two dark-squared bishops",
        ),
        (
            "8/8/8/4kb2/8/8/8/4KB2 w - - 0 1",
            true,
            "one bishop each, both light",
        ),
        (
            "8/8/8/4k1b1/8/8/8/4KB2 w - - 0 1",
            false,
            "one bishop each, opposite colours",
        ),
        ("8/8/8/4k3/8/8/8/3NKN2 w - - 0 1", false, "two knights"),
        ("8/8/8/4kn2/8/8/8/4KN2 w - - 0 1", false, "a knight each"),
        (
            "8/8/8/4k3/8/8/8/3NKB2 w - - 0 1",
            false,
            "bishop and knight",
        ),
        (
            "8/8/8/4kn2/8/8/8/4KB2 w - - 0 1",
            false,
            "bishop against knight",
        ),
    ];
    for (fen, expected, what) in cases {
        assert_eq!(
            insufficient_material(&pos(fen)).unwrap(),
            expected,
            "{what}: {fen}"
        );
    }
}

#[test]
fn gbr_codes() {
    let p = pos("1K6/8/2k5/1n6/8/3p4/2n2B2/4r1R1 w - - 0 1");
    assert_eq!(gbr_code(&p).unwrap(), "0416.01");
    assert_eq!(extended_gbr_code(&p).unwrap(), "0416.01b8c6");
    assert_eq!(gbr_code(&Position::startpos()).unwrap(), "4888.88");
    // More than two of a kind on one side: 9.
    let q = pos("4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1");
    assert_eq!(gbr_code(&q).unwrap(), "9000.00");
    let r = pos("4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1");
    assert_eq!(gbr_code(&r).unwrap(), "2000.00");
    let s = pos("2qqk3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    assert_eq!(gbr_code(&s).unwrap(), "7000.00");
    // More than eight pawns: 9.
    let mut t = pos("4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
    assert_eq!(gbr(&t).unwrap().white_pawns, 8);
    t.put(
        Square::E4,
        nightrider_board::Piece::new(nightrider_board::PieceKind::PAWN, Colour::White),
    );
    assert_eq!(gbr_code(&t).unwrap(), "0000.90");
    // The extended code needs one king a side.
    let u = pos("8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        extended_gbr_code(&u).unwrap_err(),
        QueryError::KingCount {
            colour: Colour::Black,
            count: 0
        }
    );
}

#[test]
fn pawn_structure() {
    // d3 is backward (d4 attacked by c5 and e5, defended by none), so is
    // e5 (e4 attacked by d3); c5 and e5 are isolated; a2 and a3 doubled
    // and isolated; h6 is black, isolated, and its path is free.
    let p = pos("4k3/8/7p/2p1p3/2P5/P2P4/P7/4K3 w - - 0 1");
    let sq = |s: &[Square]| s.iter().copied().collect::<Bitboard>();
    assert_eq!(doubled(&p).unwrap(), sq(&[Square::A2, Square::A3]));
    assert_eq!(
        isolated(&p).unwrap(),
        sq(&[Square::A2, Square::A3, Square::C5, Square::E5, Square::H6])
    );
    assert_eq!(backward(&p).unwrap(), sq(&[Square::D3, Square::E5]));
    // With a white pawn on e3, beside d3 on a neighbouring file, d3 is
    // not a candidate.
    let q = pos("4k3/8/8/2p1p3/2P5/3PP3/8/4K3 w - - 0 1");
    assert!(!backward(&q).unwrap().contains(Square::D3));
    // A pawn whose file holds an opposing pawn right in front has no
    // square to look at.
    let r = pos("4k3/8/8/2ppp3/3P4/8/8/4K3 w - - 0 1");
    assert!(!backward(&r).unwrap().contains(Square::D4));
}

#[test]
fn evaluation() {
    let e = evaluate(&Position::startpos()).unwrap();
    assert_eq!(e.power, [39, 39]);
    assert_eq!(e.mobility, [20, 20]);
    assert_eq!((e.simple, e.full), (0, 0));
    let p = pos("4k3/8/7p/2p1p3/2P5/P2P4/P7/4K3 w - - 0 1");
    let e = evaluate(&p).unwrap();
    assert_eq!(e.power, [4, 3]);
    assert_eq!(
        (e.doubled, e.isolated, e.backward),
        ([2, 0], [2, 3], [1, 1])
    );
    // Power 4 - 3, then doubled 2 - 0, isolated 2 - 3, backward 1 - 1.
    assert_eq!(e.simple, 10 + e.mobility[0] - e.mobility[1]);
    assert_eq!(e.full, e.simple - 5);
    // Mobility is counted for each side imagined to move: a side in
    // check or not, with castling rights ignored.
    let black =
        legal_moves(Orthodox::new(&pos("4k3/8/7p/2p1p3/2P5/P2P4/P7/4K3 b - - 0 1")).unwrap()).len();
    assert_eq!(e.mobility[1], i32::try_from(black).unwrap());
    assert_eq!(piece_power(nightrider_board::PieceKind::QUEEN), 9);
    assert_eq!(tenths(-15), "-1.5");
    assert_eq!(tenths(-5), "-0.5");
    assert_eq!(tenths(3), "0.3");
    assert_eq!(tenths(120), "12.0");
    assert_eq!(tenths(0), "0.0");
}

/// Plays `moves` (from-to pairs) from `start`, returning every position.
fn line(start: &str, moves: &[(Square, Square)]) -> Vec<Position> {
    let mut p = pos(start);
    let mut out = vec![p.clone()];
    for &(from, to) in moves {
        let legal = legal_moves(Orthodox::new(&p).unwrap());
        let mv: Move = *legal.iter().find(|m| m.from == from && m.to == to).unwrap();
        p.play(&mv);
        out.push(p.clone());
    }
    out
}

use Square as S;

/// The seed's example: after 1...d5 the pawn e5 cannot take en passant
/// (the rook b5 would check the king f5), so the position after 1...d5 is
/// the one after 3...Kd8 and 5...Kd8: a threefold repetition, which the
/// Zobrist hash alone (with its en-passant state) misses.
#[test]
fn en_passant_counts_only_when_legal() {
    let moves = [
        (S::D7, S::D5),
        (S::F5, S::G5),
        (S::D8, S::E8),
        (S::G5, S::F5),
        (S::E8, S::D8),
        (S::F5, S::G4),
        (S::D8, S::E7),
        (S::G4, S::F5),
        (S::E7, S::D8),
    ];
    let game = line("3k4/3p4/8/1r2PK2/8/8/8/8 b - - 0 1", &moves);
    assert!(game[1].en_passant().is_some() && !has_legal_en_passant(&game[1]).unwrap());
    assert_ne!(
        game[1].hash(),
        game[5].hash(),
        "the board's hash keeps the en-passant state"
    );
    assert_eq!(
        repetition_key(&game[1]).unwrap(),
        repetition_key(&game[5]).unwrap()
    );
    assert_eq!(
        occurrences(&game).unwrap(),
        vec![1, 1, 1, 1, 1, 2, 1, 1, 1, 3]
    );
    assert_eq!(first_threefold(&game).unwrap(), Some(9));

    // Without the rook the capture is legal: the first position differs.
    let free = line("3k4/3p4/8/4PK2/8/8/8/8 b - - 0 1", &moves);
    assert!(has_legal_en_passant(&free[1]).unwrap());
    assert_ne!(
        repetition_key(&free[1]).unwrap(),
        repetition_key(&free[5]).unwrap()
    );
    assert_eq!(first_threefold(&free).unwrap(), None);
}

#[test]
fn castling_rights_and_side_to_move_count() {
    let a = pos("r3k3/8/8/8/8/8/8/4K3 b q - 0 1");
    let b = pos("r3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    let c = pos("r3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_ne!(repetition_key(&a).unwrap(), repetition_key(&b).unwrap());
    assert_ne!(repetition_key(&b).unwrap(), repetition_key(&c).unwrap());
    assert_eq!(
        repetition_key(&b).unwrap(),
        repetition_key(&pos("r3k3/8/8/8/8/8/8/4K3 b - - 7 30")).unwrap()
    );
}
