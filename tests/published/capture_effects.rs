//! The conditions under which a move changes the mover, its victim or
//! other units: Anda and AndaInverse (a piece giving a direct check, or
//! giving none, turns neutral; a neutral one turns the mover's),
//! SuperGuards and AntiGuards (a piece guarded by its own side cannot be
//! captured, can only be captured), Take&MakeChess (a capture goes on
//! by a non-capturing move with the victim's walk), Make&TakeChess (a
//! capture is made after a non-capturing move with the victim's walk),
//! Breton (a capture makes a unit of the victim's kind leave the board
//! or change side), PADChess (a piece that has captured leaves the board
//! after its next capture, or under Strict cannot capture), Tibet and
//! DoubleTibet (a capturer taking a unit of another kind changes side),
//! NorskSjakk (a piece captures only its own kind; queens and knights,
//! rooks and bishops exchange kinds as they move), TraitorChess (a black
//! piece reaching White's half becomes White's), LostPieces (a unit of
//! the other side that could not escape the mover's attack, were it
//! royal, leaves the board), Bicaptures (a unit captures units of its
//! own side too).

use crate::common::check;

/// Anda: the neutral bishop mates by a check that turns it White's
/// (Petko A. Petkov, Anda Fairy Planet 2021; Popeye's EXAMPLES/anda.inp,
/// problem 2, with variations only).
#[test]
fn anda_two_mover() {
    check(
        r#"begin
pieces white kd4 rg6 bh8 sd8 pd6e7f6g3h4h6 na1 black kf5 bd7 neutral bf7
stipulation #2
condition Anda
option variation
end
"#,
        &[
            "   1.Rg6-g8 ! threat:",
            "          2.nBf7-g6[=w] #",
            "      1...Bd7-e8",
            "          2.nBf7-e6[=w] #",
            "      1...nBf7-a2",
            "          2.nBa2-b1[=w] #",
            "      1...nBf7-b3",
            "          2.nBb3-c2[=w] #",
            "      1...nBf7-c4",
            "          2.nBc4-d3[=w] #",
            "      1...nBf7-d5",
            "          2.nBd5-e4[=w] #",
            "      1...nBf7-h5",
            "          2.nBh5-g4[=w] #",
            "          2.nBh5-g6[=w] #",
            "      1...nBf7*g8",
            "          2.nBg8-h7[=w] #",
            "      1...nBf7-e8",
            "          2.nBe8*d7[=w] #",
            "          2.nBe8-g6[=w] #",
        ],
    );
}

/// Anda pieces that are chameleons too: the chameleon changes kind and,
/// giving a direct check, side (Petko A. Petkov, KoBulChess 2019;
/// Popeye's EXAMPLES/anda.inp, problem 5, twin a).
#[test]
fn anda_chameleon_pieces() {
    check(
        r#"begin
pieces white kd7 rg2 pf2g6 white anda cham sf3 black kh1 pa3c3e7f4h7 neutral anda cham rf6
stipulation hs#3
end
"#,
        &["  1.caSf3-g1=caB ncaRf6-e6=ncaQ[=bca] +   2.Kd7-e8 h7*g6   3.caBg1-h2=caR[=nca] + ncaRh2-h8=ncaQ[=bca] #"],
    );
}

/// AndaInverse: every move that gives no check turns its piece neutral,
/// or a neutral one the mover's (Eric Huber, StrateGems 2020; Popeye's
/// EXAMPLES/anda.inp, problem 9).
#[test]
fn anda_inverse_helpmate() {
    check(
        r#"begin
pieces white ka5 black kh8 rb7 bd6 ph7
stipulation h#2
condition andainverse
end
"#,
        &[
            "  1.Bd6-e7[=n] nBe7-d8[=w]   2.Rb7-b8[=n] Bd8-f6 #",
            "  1.Rb7-f7[=n] nRf7-f6[=w]   2.Bd6-e5[=n] Rf6-f8 #",
        ],
    );
}

/// Anda beside Circe: the rebirth comes before the change of side
/// (Petko A. Petkov, Anda Fairy Planet 2021; Popeye's EXAMPLES/anda.inp,
/// problem 3: its key, a try and the refutations of two).
#[test]
fn anda_beside_circe() {
    let lines = crate::common::solution(
        r#"begin
pieces white ke1 rb7e4 ba4 se7 pc5e2f6g4 black kd8 pg5
stipulation #2
condition Anda Circe
option try vari
end
"#,
    );
    for line in [
        "   1.Re4-d4[=n] + ?",
        "      1...nRd4*a4[+wBf1]",
        "          2.nRa4-a8[=w] #",
        "      1...nRd4-d1[=b] + !",
        "      1...Kd8*e8[+wBf1] !",
        "   1.Re4-f4 ! zugzwang.",
    ] {
        assert!(lines.iter().any(|l| l == line.trim_end()), "{line}");
    }
}

/// SuperGuards: the white king walks up to mate, the kings standing side
/// by side (a guarded king is not in check) (K. Seetharaman, The
/// Problemist I/2013; Popeye's EXAMPLES/superguards.inp, problem 1).
#[test]
fn superguards_two_mover() {
    check(
        r#"begin
pieces white kf5 bf8 sd8 pc6c7g7 black ke8 rd7 be7 pd5
stip #2
condition superguards
option variations
end
"#,
        &[
            "   1.Kf5-e6 ! threat:",
            "          2.Ke6-f7 #",
            "      1...Rd7-d6",
            "          2.Ke6-d7 #",
            "      1...Rd7*c7",
            "          2.Ke6-d7 #",
            "      1...Be7-a3",
            "          2.Ke6-e7 #",
            "      1...Be7-b4",
            "          2.Ke6-e7 #",
            "      1...Be7-c5",
            "          2.Ke6-e7 #",
            "      1...Be7-d6",
            "          2.Ke6-e7 #",
            "      1...Be7-h4",
            "          2.Ke6-e7 #",
            "      1...Be7-g5",
            "          2.Ke6-e7 #",
            "      1...Be7-f6",
            "          2.Ke6-e7 #",
        ],
    );
}

/// SuperGuards and AntiGuards twinned (S.K. Balasubramanian & Vlaicu
/// Crisan, JT Seetharaman 75 2024, Commendation; Popeye's
/// EXAMPLES/antiguards.inp, problem 1).
#[test]
fn superguards_and_antiguards_helpmates() {
    check(
        r#"begin
pieces white kh4 sg5 pg6 black kg7 bf6 ph2
stipulation h#2.5
condition superguards
twin condition antiguards
end
"#,
        &[
            "  1...Kh4-g4   2.Kg7-h6 Sg5-e6   3.Bf6-h4 Kg4-g5 #",
            "  1...Sg5-h7   2.Kg7-h8 g6-g7   3.Bf6-a1 g7-g8=R #",
        ],
    );
}

/// Take&MakeChess: each capture goes on by a move of the victim's walk,
/// a pawn's make ending in a promotion (Volker Guelke, Winus Mueller,
/// Peter Schmidt; Popeye's REGRESSIONS/4_89_to_4_91.inp, last problem,
/// without its move-number option).
#[test]
fn take_make_helpmate() {
    check(
        r#"begin
fors 5k1K/16/2r5/3sP3/4S3/16
stipulation h#2
condition Take&MakeChess
end
"#,
        &[
            "  1.Sd4-f5 Se3*f5-h6   2.Rc5-d5 e4*d5-d8=Q #",
            "  1.Rc5-d5 Se3*d5-d6   2.Sd4-f5 e4*f5-e7 #",
        ],
    );
}

/// Take&MakeChess Absolute: the knight on c3 gives no check once the
/// bishop closes b3, the king's last flight, so the bishop may move there
/// and the knight's capture returning to c3 stalemates (Ladislav Packa,
/// Juraj Lörinc, Israel Ring Tourney 2021, 3rd prize; Popeye's
/// EXAMPLES/takemake_absolute.inp, part (a) from Black's second move on:
/// under plain Take&MakeChess there is no solution).
#[test]
fn take_make_absolute_help_stalemate() {
    check(
        r#"begin
pieces white kc7 qa8 sc2 pb4 black ka4 rf8 bd1 bd4 sa3 sb1 pb5
stipulation h=2
condition Take&MakeChess Absolute
end
"#,
        &["  1.Rf8*a8-a5 Sc2*d4-c3 +   2.Bd1-b3 Sc3*b1-c3 ="],
    );
}

/// Take&MakeChess: the defences capturing on f4 make to f5 and open
/// other mates (Uri Avner, Hans Peter Rehm, Kjell Widlert, Andernach
/// 2006; Popeye's REGRESSIONS/4_85_to_4_87.inp, with variations only).
#[test]
fn take_make_two_mover() {
    check(
        r#"begin
pieces white Kg7 Qa4 Bb1h2 Sc3e7 Pb7f2f6h6
       black Ke6 Rh4 Bc1 Sa8 Pc4d5d7g6h3h5h7
stipulation #2
condition Take&MakeChess
option variation
end
"#,
        &[
            "   1.f2-f4 ! threat:",
            "          2.f4-f5 #",
            "      1...Bc1*f4-f5",
            "          2.Se7*g6-g5 #",
            "      1...Rh4*f4-f5",
            "          2.Se7*d5-d4 #",
            "      1...Ke6-d6",
            "          2.Qa4*a8-b6 #",
        ],
    );
}

/// Make&TakeChess: the white king captures the black orphan on g4 by
/// first making a move with the orphan's walk (a black orphan on e7
/// moves like the white knight observing e7: to f5) and then capturing
/// with its own walk (Thomas Maeder; Popeye's REGRESSIONS/4_89_to_4_91.inp,
/// "clarification of Orphan + Make&Take").
#[test]
fn make_take_orphan() {
    check(
        r#"begin
stipulation ~1
pieces black Og4 white sc8 ke7
condition make&take
option nowk nobk
end
"#,
        &[
            "   1.Sc8-a7 !",
            "   1.Sc8-b6 !",
            "   1.Ke7-f8 !",
            "   1.Ke7-e8 !",
            "   1.Ke7-d8 !",
            "   1.Ke7-f7 !",
            "   1.Ke7-d7 !",
            "   1.Ke7-d6 !",
            "   1.Ke7*g4 !",
        ],
    );
}

/// Make&TakeChess: the knight takes the rook by a rook's move to b1 or d1
/// first (one move however many makes lead to it) and cannot take the
/// black pawn, whose walk leads nowhere from c1 (Popeye's
/// TESTS/maketake.inp, problem 1).
#[test]
fn make_take_knight() {
    check(
        r#"begin
pieces white sc1 black pa2 rc3
condition make&take
stipulation ~1
option nowk nobk
end
"#,
        &[
            "   1.Sc1*c3 !",
            "   1.Sc1-e2 !",
            "   1.Sc1-d3 !",
            "   1.Sc1-b3 !",
        ],
    );
}

/// Make&TakeChess: the white knight on e8 checks the black king on a7
/// by "castling" with the black king's walk (0-0-0 with the rook on a8,
/// to c8) and capturing from there; Black must answer the check
/// (hand-made, as Popeye 4.104 solves it; the idea of TESTS/maketake.inp,
/// problem 2).
#[test]
fn make_take_castling_check() {
    check(
        r#"begin
pieces white kh1 se8 black ka7 ra8
stipulation ~1
condition make&take
option halfduplex
end
"#,
        &[
            "   1.Ka7-a6 !",
            "   1.Ra8-d8 !",
            "   1.Ra8-c8 !",
            "   1.Ra8-b8 !",
        ],
    );
}

/// Make&TakeChess beside Circe Antipodes RexInclusive: the black king is
/// taken by a castling make, the knight on e8 castling short with the
/// black rook to g8 and capturing on e7, the king reborn on a3 (Walter
/// L., Popeye issue 291; Popeye's REGRESSIONS/4_85_to_4_87.inp, problem
/// 14, twin a).
#[test]
fn make_take_castling_make_under_circe_rex_inclusive() {
    check(
        r#"begin
condition Make&Take Circe antipod RexInclusive
stipulation H#1
pieces white Ke1 Rc1 Se8 Pa4b3b4 black Ke7 Rh8 Pe6f7
end
"#,
        &["  1.f7-f6 0-0*e7[+bKa3] #"],
    );
}

/// Make&TakeChess beside Disparate: after the white king's move the
/// black king gives no check (Walter L., Popeye issue 282; Popeye's
/// REGRESSIONS/4_83_to_4_85.inp, problem 10).
#[test]
fn make_take_beside_disparate() {
    check(
        r#"begin
pieces white ka4 black kd1
condition Make&TakeChess Disparate
stipulation #1
end
"#,
        &["   1.Ka4-b3 # !"],
    );
}

/// Breton: each capture costs the capturing side a unit of the captured
/// piece's kind (Pierre Tritten, FIDE Olympic Tourney 2018 Batumi, 4th
/// Prize; Popeye's EXAMPLES/breton.inp, problem 1).
#[test]
fn breton_helpmate() {
    check(
        r#"begin
pieces white kf1 rd6h3 ba7g4 pe6 black ke3 rb2d4 be1f3 pd3e4
stipulation h#2
condition Breton
end
"#,
        &[
            "  1.Be1-h4 Rh3*h4[-wBg4]   2.Rb2-d2 Rd6*d4[-wRd4] #",
            "  1.Rb2-b8 Ba7*b8[-wRd6]   2.Be1-d2 Bg4*f3[-wBf3] #",
        ],
    );
}

/// Breton: a defence that turns the threat into a capture costing a unit
/// defeats it, and the mates after it are shown (Jean-Marc Loustau,
/// Phénix 2018; Popeye's EXAMPLES/breton.inp, problem 11, without the
/// tries).
#[test]
fn breton_threat_turned_capture() {
    check(
        r#"begin
pieces white ka2 qf7 rc5f1 bc8h2 sd2e6 pa4d4h3 black kf5 qa7 rf4 bf6 sf2g3 pe5
stipulation #2
condition breton
option vari
end
"#,
        &[
            "   1.Bc8-b7 ! threat:",
            "          2.Bb7-e4 #",
            "      1...Sf2-e4",
            "          2.d4*e5[-wPe5] #",
            "      1...Sg3-e4",
            "          2.Rc5*e5[-wPd4] #",
            "      1...Rf4-e4",
            "          2.Bb7*e4[-wRf1] #",
            "          2.Bb7*e4[-wRc5] #",
        ],
    );
}

/// Breton Adverse: each capture costs the captured side another unit of
/// the captured piece's kind (Pierre Tritten & Jacques Rotenberg, Julia's
/// Fairies 2018 No. 1334.2; Popeye's EXAMPLES/breton.inp, problem 2).
#[test]
fn breton_adverse_helpmate() {
    check(
        r#"begin
pieces White Kb8 Rf6 Rh3 Ba6 Bg3 Se7 Sh5 Black Kd8 Rb5 Rf4 Bh4 Bf1 Pb7 Pg7 Pb6 Pf5 Pg4 Pe3
stipulation h#2
condition Breton Adverse
end
"#,
        &[
            "  1.Bf1*h3[-wRf6] Ba6*b5[-bRf4]   2.Bh4*e7[-wSh5] Bg3-c7 #",
            "  1.b7*a6[-wBg3] Rh3*e3[-bPf5]   2.Rb5*h5[-wSe7] Rf6-d6 #",
            "  1.g7*f6[-wRh3] Sh5*f6[-bPb7]   2.Bh4*g3[-wBa6] Se7-c6 #",
        ],
    );
}

/// Breton Chromatic: the unit changes side instead of leaving the board
/// (Pierre Tritten & Jacques Rotenberg, Phénix 2018; Popeye's
/// EXAMPLES/breton.inp, problem 10).
#[test]
fn breton_chromatic_helpmate() {
    check(
        r#"begin
pieces white kd2 bc5 pc3c4e7g2g3 black ke4 ba8 pc6c7e5g4h2h5h6h7
stipulation h#2
condition breton chromatic
end
"#,
        &[
            "  1.h2-h1=Q e7-e8=Q   2.Qh1-b1 Qe8-g6 #",
            "  1.h2-h1=S e7-e8=S   2.Sh1-f2 Se8-d6 #",
            "  1.h2-h1=R e7-e8=R   2.Rh1-e1 Re8*e5[c4=b] #",
            "  1.h2-h1=B e7-e8=B   2.Bh1*g2[g4=w] Be8*c6[c4=b] #",
        ],
    );
}

/// PADChess: the white bishop's second capture is its last, and the
/// mate stands without it (Hiroaki Maeshima, Problem Paradise 111 2025;
/// Popeye's EXAMPLES/pad.inp, problem 1, the diagram).
#[test]
fn pad_second_capture_removes_the_capturer() {
    check(
        r#"begin
pieces white Ke7 Rc5 Bd3 Pg3 black Kf5 Sb6d2 Pc6d5e4g4g5g7
stipulation h#2
condition pad
end
"#,
        &["  1.Sb6-c4 Bd3*c4   2.g7-g6 Bc4*d5[-wBd5] #"],
    );
}

/// PADChess RexInclusive: the black king, once it has captured, cannot
/// capture again (Hiroaki Maeshima, Problem Paradise 111 2025; Popeye's
/// EXAMPLES/pad.inp, problem 2).
#[test]
fn pad_rex_inclusive_king_captures_once() {
    check(
        r#"begin
pieces white kb2 re3 bf3g5 pa4c4c5e5g3g4 black kd4 pa5e6
stipulation #2
condition pad rexincl
option vari
end
"#,
        &[
            "   1.Re3-b3 ! zugzwang.",
            "      1...Kd4*e5",
            "          2.Bg5-f6 #",
            "      1...Kd4*c5",
            "          2.Bg5-e3 #",
            "      1...Kd4*c4",
            "          2.Kb2-c3 #",
        ],
    );
}

/// PADChess Strict: a piece that has captured neither captures nor
/// checks, so the damaged king and bishop guard nothing (Tadashi
/// Wakashima; Popeye's EXAMPLES/pad.inp, problem 5), where plain
/// PADChess has more mates.
#[test]
fn pad_strict_damaged_pieces_do_not_check() {
    check(
        r#"begin
pieces white kf5 re8 pg7 black kh6 bh8
stipulation h#1
condition PAD strict rexincl
end
"#,
        &["  1.Kh6*g7 Kf5-g6 #", "  1.Bh8*g7 Re8-h8 #"],
    );
    // (a damaged rook checks under plain PADChess, not under Strict)
    let series = |variant: &str| {
        format!(
            "begin\npieces white kf7 rg1 black kh8 pg4\nstipulation ser-#2\ncondition pad {variant}\nend\n"
        )
    };
    let with_capture = "  1.Rg1*g4   2.Rg4-h4 #";
    assert!(crate::common::solution(&series("")).contains(&with_capture.to_string()));
    assert!(!crate::common::solution(&series("strict")).contains(&with_capture.to_string()));
}

/// Tibet: the black queen takes the rook and turns White's, to mate its
/// former king (hand-made, Popeye 4.104's solution; the problem has none
/// in orthodox chess).
#[test]
fn tibet_helpmate() {
    check(
        r#"begin
pieces white ke4 rg3 black kh7 rc1 qh3
stipulation h#2
condition Tibet
end
"#,
        &["  1.Qh3*g3=w Ke4-f5   2.Kh7-h6 Qg3-g6 #"],
    );
}

/// DoubleTibet: a black promoted piece takes the bishop and turns White's
/// to mate; the white queen's mate by `Qd5*f7` of Tibet would turn it
/// Black's (hand-made, Popeye 4.104's solutions).
#[test]
fn double_tibet_helpmate() {
    check(
        r#"begin
pieces white kc6 sd6 sf3 bd5 black kf8 pd2 pf7 pe2 se1
stipulation h#2
condition DoubleTibet
end
"#,
        &[
            "  1.d2-d1=Q Sd6-f5   2.Qd1*d5=w Qd5-d8 #",
            "  1.d2-d1=R Sd6-f5   2.Rd1*d5=w Rd5-d8 #",
        ],
    );
}

/// NorskSjakk: rooks and bishops exchange their kinds at every move
/// (hand-made, Popeye 4.104's solution; none in orthodox chess).
#[test]
fn norsk_helpmate() {
    check(
        r#"begin
pieces white ke6 re5 black ka3 pb6 rc8 ra4 pg2
stipulation h#2
condition NorskSjakk
end
"#,
        &["  1.Rc8-c4=B + Re5-d5=B   2.Bc4-a2=R Bd5-b3=R #"],
    );
}

/// NorskSjakk beside BlackMaximummer: the castling rook becomes a bishop
/// that mates (Popeye's REGRESSIONS/4_75_to_4_77.inp, problem 9).
#[test]
fn norsk_castling_rook_changes() {
    check(
        r#"begin
title castling must adjust the rook
pieces white kd6 sh5 pe5 black ke8 rh8 sb8c7
stipulation s#1
condition norsk blackmaxi
option postkey
end
"#,
        &["      1...0-0=B #"],
    );
}

/// TraitorChess: the black queen may not mate from White's half, where it
/// would turn White's (hand-made, Popeye 4.104's solution, White to move
/// and mated; Black has no king).
#[test]
fn traitor_helpmate() {
    check(
        r#"begin
pieces white ke4 pd7 qg5 rf4 black qg3 sf6 pc6
stipulation h#2
condition TraitorChess
option halfduplex
end
"#,
        &["  1.Qg5*f6 Qg3-g8   2.Ke4-e5 Qg8-d5 #"],
    );
}

/// LostPieces: the rook's and the king's moves each trap a black pawn,
/// which leaves the board; the second removal opens a2 to the mate
/// (composed for this test, not published: no published LostPieces
/// problem was found; the solution is Popeye 4.104's, unique).
#[test]
fn lost_pieces_helpmate() {
    check(
        r#"begin
pieces white kc1 rh6 sd5 sa7 ph7 black kc4 pe2 pe3 pa3 qf2
stipulation h#2
condition LostPieces
end
"#,
        &["  1.Kc4-b3 Rh6-a6[-bPe3]   2.Kb3-a2 Kc1-c2[-bPa3] #"],
    );
}

/// LostPieces: the key traps the black knight in the corner, which
/// leaves the board, and threatens a mate on a2 (composed for this test,
/// not published; Popeye 4.104's solution with variations).
#[test]
fn lost_pieces_two_mover() {
    check(
        r#"begin
pieces white ke4 qh2 rf2 pc5 pe7 black ka5 sa7 pc6
stipulation #2
condition LostPieces
option variation
end
"#,
        &["   1.Qh2-b8[-bSa7] ! threat:", "          2.Rf2-a2 #"],
    );
}

/// Bicaptures: white units capture their own (a pawn its bishop, the
/// queen that pawn) and the black king takes its own rook or pawn,
/// leaving a flight the idle white rook (bishop) controls (Manfred
/// Rittirsch, Julia's Fairies 2023, No. 1753, h#2 b) Qa8<->Qf8; the stored
/// page names the conditions "Bicaptures Rex Exclusiv" and, in the
/// comments, the flights 3.Kxf4 in a) and 3.Kxe4 in b) that the idle
/// pieces control, as in these mates; Popeye 4.104 gives these solutions).
#[test]
fn bicaptures_rittirsch_helpmate() {
    check(
        r#"begin
condition Bicaptures
pieces black Ra1d4 Kf3 Pf4e4e6b6g7e7 Sh5 Qf8 Bd8 white Pc2c3g6d6a6 Kh4 Sc4 Rf7 Bb7 Qa8
stipulation h#2
twin exchange a8 f8
end
"#,
        &[
            "  1.Rd4*e4 a6*b7   2.Kf3*e4 Qa8*b7 #",
            "  1.Sh5*f4 g6*f7   2.Kf3*f4 Qf8*f7 #",
        ],
    );
}
