//! Attackers, batteries, pins and effective attackers on positions built
//! from the worked examples of CQLi's "Calculating Effective Attackers"
//! (whose diagrams are described in its text), and property tests against
//! the move generator on positions from random play.

use nightrider_board::{Bitboard, Colour, Move, Position, Square};
use nightrider_movegen::orthodox::pseudo_legal_moves;
use nightrider_movegen::strategy::games;
use nightrider_movegen::{in_check, legal_moves, MoveList, Orthodox, Rules};
use nightrider_query::attackers::{
    battery_attackers, battery_attackers_dichromatic, direct_attackers, effective_attackers,
    effective_attackers_dichromatic, nonpinned_attackers, nonpinned_attackers_safe_kings, pins,
};
use proptest::prelude::*;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn set(squares: &[Square]) -> Bitboard {
    squares.iter().copied().collect()
}

use Square as S;

/// "Direct and Indirect attacks on d5": direct attackers Rd2, Pc4, Rd7
/// and Nf6; behind them Rd1 (behind Rd2), Bb3 and Qa2 (behind the pawn),
/// Qd8 (behind Rd7).
#[test]
fn direct_and_indirect_attackers_of_d5() {
    let p = pos("3q3k/3r4/5n2/3p4/2P5/1B6/Q2R4/3R2K1 w - - 0 1");
    let direct = set(&[S::D2, S::C4, S::D7, S::F6]);
    assert_eq!(direct_attackers(&p, S::D5).unwrap(), direct);
    let battery = direct | set(&[S::D1, S::B3, S::A2, S::D8]);
    assert_eq!(battery_attackers(&p, S::D5).unwrap(), battery);
    assert_eq!(battery_attackers_dichromatic(&p, S::D5).unwrap(), battery);
}

/// A line piece behind a piece of the other colour is in a dichromatic
/// battery only; a knight or a king opens no line.
#[test]
fn dichromatic_batteries() {
    // Re1 behind the black Re3, Qh8 behind the black Bg7.
    let p = pos("4k2Q/6b1/8/8/8/4r3/8/K3R3 w - - 0 1");
    assert_eq!(direct_attackers(&p, S::E5).unwrap(), set(&[S::E3, S::G7]));
    assert_eq!(battery_attackers(&p, S::E5).unwrap(), set(&[S::E3, S::G7]));
    assert_eq!(
        battery_attackers_dichromatic(&p, S::E5).unwrap(),
        set(&[S::E3, S::G7, S::E1, S::H8])
    );
    // A rook behind a knight, a queen behind a king: no battery.
    let q = pos("8/8/8/8/4N3/8/8/4R2K w - - 0 1");
    assert!(!battery_attackers(&q, S::E5).unwrap().contains(S::E1));
    let r = pos("8/8/8/8/8/3K4/2Q5/7k w - - 0 1");
    assert_eq!(
        battery_attackers_dichromatic(&r, S::E4).unwrap(),
        set(&[S::D3])
    );
}

/// A pawn attacking the square heads a diagonal battery; a pawn that does
/// not attack it blocks.
#[test]
fn pawns_head_diagonal_batteries_only_when_attacking() {
    let p = pos("7k/8/8/8/3P4/2B5/8/K7 w - - 0 1");
    assert!(battery_attackers(&p, S::E5).unwrap().contains(S::C3));
    // Seen from f2 the white pawn d4 attacks c5 and heads the battery; a
    // black pawn on d4 does not attack c5 and blocks, in both versions.
    let q = pos("7k/8/8/8/3P4/8/5B2/K7 w - - 0 1"); // Bf2, Pd4: target c5
    assert!(battery_attackers(&q, S::C5).unwrap().contains(S::F2));
    let r = pos("7k/8/8/8/3p4/8/5B2/K7 w - - 0 1"); // a black pawn: no
    assert!(!battery_attackers(&r, S::C5).unwrap().contains(S::F2));
    assert!(!battery_attackers_dichromatic(&r, S::C5)
        .unwrap()
        .contains(S::F2));
}

/// "Effective and ineffective pinned attackers of d5": both black rooks
/// attack d5, but Rg5 is pinned by Bf6 (to Kh4); White attacks d5 with two
/// pinned pieces: the pawn c4, pinned by Bf1, does not count, the rook c5,
/// pinned along the fifth rank by Rg5, does. Black's pawn g3, pinned by
/// Be1, attacks f2 effectively (it may take there).
#[test]
fn pinned_attackers_of_d5() {
    let p = pos("3r4/8/5B2/1KR3r1/2P4k/6p1/8/4Bb2 w - - 0 1");
    assert_eq!(
        direct_attackers(&p, S::D5).unwrap(),
        set(&[S::D8, S::G5, S::C5, S::C4])
    );
    assert_eq!(
        nonpinned_attackers(&p, S::D5).unwrap(),
        set(&[S::D8, S::C5])
    );
    assert_eq!(
        effective_attackers(&p, S::D5).unwrap(),
        set(&[S::D8, S::C5])
    );
    assert!(effective_attackers(&p, S::F2).unwrap().contains(S::G3));
    assert!(nonpinned_attackers(&p, S::F2).unwrap().contains(S::G3));
    let pins = pins(&p).unwrap();
    let mut pinned: Vec<(Square, Square, Square)> =
        pins.iter().map(|p| (p.pinned, p.pinner, p.king)).collect();
    pinned.sort();
    let mut expected = vec![
        (S::C4, S::F1, S::B5),
        (S::C5, S::G5, S::B5),
        (S::G3, S::E1, S::H4),
        (S::G5, S::F6, S::H4),
    ];
    expected.sort();
    assert_eq!(pinned, expected);
    // The pinned rook may go between its king and the pinner, or take it,
    // but not beyond its king.
    let rook = pins.iter().find(|p| p.pinned == S::C5).unwrap();
    assert!(rook.allows(S::D5) && rook.allows(S::G5) && !rook.allows(S::A5) && !rook.allows(S::C6));
}

/// "Effective attackers of e5": two rook batteries (Re1-Re2, Re8-Re7),
/// and the pinned Bf4 (pinned by Bc7 to Kg3) and Qf6 (pinned by Bc3 to
/// Kg7), both free to go to e5, which is on their pin lines.
#[test]
fn effective_attackers_of_e5() {
    let p = pos("4r3/2b1r1k1/5q2/8/5B2/2B3K1/4R3/4R3 w - - 0 1");
    let eff = effective_attackers(&p, S::E5).unwrap();
    assert_eq!(
        eff,
        set(&[S::E1, S::E2, S::E7, S::E8, S::F4, S::F6, S::C7, S::C3])
    );
    let pinned: Vec<Square> = pins(&p).unwrap().iter().map(|p| p.pinned).collect();
    assert!(pinned.contains(&S::F4) && pinned.contains(&S::F6));
    // Seen from f5, off its pin line, the queen does not count; from d4,
    // on it, it does.
    assert!(direct_attackers(&p, S::F5).unwrap().contains(S::F6));
    assert!(!effective_attackers(&p, S::F5).unwrap().contains(S::F6));
    assert!(effective_attackers(&p, S::D4).unwrap().contains(S::F6));
}

/// "Effective attackers of d4": the black rook battery Rd7-Rd8, the white
/// battery of the pawn c3 and the bishop a1; not the black pawn e5
/// (pinned by Qg3 to Kc7), nor the white Rd2 (pinned by Ra2 to Kh2), nor
/// Rd1 behind it.
#[test]
fn effective_attackers_of_d4() {
    let p = pos("3r4/2kr4/8/4p3/8/2P3Q1/r2R3K/B2R4 w - - 0 1");
    assert_eq!(
        direct_attackers(&p, S::D4).unwrap(),
        set(&[S::D7, S::E5, S::D2, S::C3])
    );
    assert_eq!(
        battery_attackers(&p, S::D4).unwrap(),
        set(&[S::D7, S::D8, S::E5, S::D2, S::D1, S::C3, S::A1])
    );
    assert_eq!(
        effective_attackers(&p, S::D4).unwrap(),
        set(&[S::D7, S::D8, S::C3, S::A1])
    );
}

/// "Effective attackers of e5 including dichromatic batteries": White's
/// Re3, Qe2, Re1 against Black's Bc7 and Qb8 behind it win the knight on
/// e5 (1.Rxe5+ Bxe5 2.Qxe5+ Qxe5 3.Rxe5+ Kd8 4.Rxh5), and a white rook
/// behind a black one counts only with dichromatic batteries.
#[test]
fn exchange_on_e5_follows_the_effective_attackers() {
    let p = pos("1q2k3/2b5/8/4n2b/8/4R3/4Q3/4R1K1 w - - 0 1");
    let eff = effective_attackers(&p, S::E5).unwrap();
    assert_eq!(
        eff & p.by_colour(Colour::White),
        set(&[S::E3, S::E2, S::E1])
    );
    assert_eq!(eff & p.by_colour(Colour::Black), set(&[S::C7, S::B8]));
    let mut game = p.clone();
    for (from, to) in [
        (S::E3, S::E5),
        (S::C7, S::E5),
        (S::E2, S::E5),
        (S::B8, S::E5),
        (S::E1, S::E5),
        (S::E8, S::D8),
        (S::E5, S::H5),
    ] {
        let moves = legal_moves(Orthodox::new(&game).unwrap());
        let mv = *moves
            .iter()
            .find(|m| m.from == from && m.to == to)
            .unwrap_or_else(|| panic!("{from}-{to} is not legal in {game}"));
        game.play(&mv);
    }
    assert_eq!(
        game.to_string().split(' ').next().unwrap(),
        "3k4/8/8/7R/8/8/8/6K1"
    );

    // A white rook behind a black rook, and a pinned white queen between
    // a black rook and a white rook with the white king beyond e5.
    let q = pos("4K3/8/8/8/4Q3/8/4r3/k3R3 w - - 0 1");
    assert_eq!(effective_attackers(&q, S::E5).unwrap(), set(&[S::E4]));
    assert_eq!(
        effective_attackers_dichromatic(&q, S::E5).unwrap(),
        set(&[S::E4, S::E1])
    );
    let r = pos("3k4/8/8/8/8/4r3/8/K3R3 w - - 0 1");
    assert_eq!(
        effective_attackers_dichromatic(&r, S::E5).unwrap(),
        set(&[S::E3, S::E1])
    );
    assert_eq!(effective_attackers(&r, S::E5).unwrap(), set(&[S::E3]));
    // With the black king on e8 the black rook is pinned by Re1, and the
    // white rook behind it does not count.
    let s = pos("4k3/8/8/8/8/4r3/8/K3R3 w - - 0 1");
    assert_eq!(
        effective_attackers_dichromatic(&s, S::E5).unwrap(),
        set(&[S::E3])
    );
}

/// A king counts as an attacker of a defended square only in the plain
/// version.
#[test]
fn kings_attacking_defended_squares() {
    // The white king attacks e5, defended by the black rook e8 and
    // attacked by nothing else; d5 is not defended.
    let p = pos("4r2k/8/8/3pp3/4K3/8/8/8 w - - 0 1");
    assert!(nonpinned_attackers(&p, S::E5).unwrap().contains(S::E4));
    assert!(!nonpinned_attackers_safe_kings(&p, S::E5)
        .unwrap()
        .contains(S::E4));
    assert!(nonpinned_attackers_safe_kings(&p, S::D5)
        .unwrap()
        .contains(S::E4));
}

#[test]
fn fairy_pieces_are_refused_naming_the_square() {
    let mut p = Position::startpos();
    let grasshopper = nightrider_board::catalogue::by_name("Grasshopper").unwrap();
    p.put(
        S::D4,
        nightrider_board::Piece::new(grasshopper, Colour::Black),
    );
    for f in [
        direct_attackers,
        battery_attackers,
        battery_attackers_dichromatic,
        nonpinned_attackers,
        nonpinned_attackers_safe_kings,
        effective_attackers,
        effective_attackers_dichromatic,
    ] {
        let e = f(&p, S::E5).unwrap_err();
        assert!(e.to_string().contains("d4"), "{e}");
    }
    assert!(pins(&p).is_err());
}

/// The pieces of the side to move with a move of `list` capturing on `sq`.
fn capturers(list: &[Move], sq: Square) -> Bitboard {
    list.iter()
        .filter(|m| m.to == sq && m.captures.contains(sq))
        .map(|m| m.from)
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// A piece of the side to move attacks an opposing piece (not the king)
    /// exactly when it has a pseudo-legal capture there; when the side to
    /// move is not in check, the non-pinned attackers other than the king
    /// are exactly the pieces with a legal capture there; and the sets nest
    /// as their definitions say.
    #[test]
    fn attackers_agree_with_the_move_generator(game in games(0..60)) {
        for p in &game.positions {
            let o = Orthodox::new(p).unwrap();
            let us = p.side_to_move();
            let mut pseudo = MoveList::new();
            pseudo_legal_moves(o, &Rules::default(), &mut pseudo);
            let legal = legal_moves(o);
            let checked = in_check(o, us);
            let kings = p.by_kind(nightrider_board::PieceKind::KING);
            for sq in p.by_colour(!us) - kings {
                let ours = p.by_colour(us);
                let direct = direct_attackers(p, sq).unwrap();
                prop_assert_eq!(direct & ours, capturers(&pseudo, sq), "{} {}", p, sq);
                let nonpinned = nonpinned_attackers(p, sq).unwrap();
                if !checked {
                    prop_assert_eq!(nonpinned & (ours - kings), capturers(&legal, sq) - kings, "{} {}", p, sq);
                    let safe = nonpinned_attackers_safe_kings(p, sq).unwrap();
                    prop_assert_eq!(safe & ours, capturers(&legal, sq), "{} {}", p, sq);
                }
                let effective = effective_attackers(p, sq).unwrap();
                prop_assert_eq!(effective & direct, nonpinned);
                let battery = battery_attackers(p, sq).unwrap();
                let dichromatic = battery_attackers_dichromatic(p, sq).unwrap();
                prop_assert!((direct - battery).is_empty());
                prop_assert!((battery - dichromatic).is_empty());
                prop_assert!((effective - battery).is_empty());
                let effective_both = effective_attackers_dichromatic(p, sq).unwrap();
                prop_assert!((effective_both - dichromatic).is_empty());
                // (The dichromatic version, literally, drops a pinned piece
                // taking its pinner: its king is not beyond the square.)
                prop_assert!((effective_both & (direct - nonpinned)).is_empty());
            }
        }
    }
}
