//! Rules where nightrider once differed from Popeye 4.104 (the oracle),
//! each pinned by the smallest problem that showed it, with Popeye's
//! solutions. Grouped by the rule, not by when it was found.

mod common;

/// The solution lines of `input`'s first problem, trimmed, in any order.
fn lines(input: &str) -> std::collections::BTreeSet<String> {
    common::solution(input)
        .into_iter()
        .map(|l| l.trim().to_string())
        .collect()
}

/// Asserts that `input` has exactly the solution lines `expected`.
fn check(input: &str, expected: &[&str]) {
    let want: std::collections::BTreeSet<String> = expected.iter().map(|s| s.to_string()).collect();
    assert_eq!(lines(input), want);
}

/// A rook turned to a side's colour on that side's corner (AndernachChess,
/// AntiAndernachChess, Volage) is a new rook there and can castle, as a
/// reborn one.
mod castling_after_a_change_of_colour {
    use super::check;

    #[test]
    fn andernach_capture_on_the_corner() {
        let found = super::lines(
            "begin\npieces white ke1 rh1 black ka8 rh8\nstipulation h001\ncondition AndernachChess\nend\n",
        );
        assert!(found.contains("1.Rh8*h1=w 0-0"), "{found:?}");
        // no rook stood on h1 in the diagram: a bishop
        check(
            "begin\npieces white ke1 bh1 black ka8 rh8\nstipulation h001\ncondition AndernachChess\nend\n",
            &["1.Rh8*h1=w 0-0"],
        );
    }

    #[test]
    fn anti_andernach_move_to_the_corner() {
        check(
            "begin\npieces white ke1 black ka8 rh8\nstipulation h001\ncondition AntiAndernachChess\nend\n",
            &["1.Rh8-h1=w 0-0"],
        );
    }

    #[test]
    fn volage_move_to_the_corner() {
        for cond in ["Volage", "HyperVolage"] {
            check(
                &format!("begin\npieces white ke1 black kh8 ra2\nstipulation h001\ncondition {cond}\nend\n"),
                &["1.Ra2-a1=w 0-0-0"],
            );
        }
    }

    #[test]
    fn a_rook_that_arrives_without_a_change_cannot_castle() {
        check(
            "begin\npieces white ke1 rh5 black ka8\nstipulation ser-002\nend\n",
            &[],
        );
    }
}

/// EinsteinChess and its variants: the castling rook changes kind as a
/// piece moving without a capture, and a change of kind is written bare,
/// whatever the piece's attributes.
mod einstein {
    use super::check;

    #[test]
    fn the_castling_rook_changes_kind() {
        let moves = |cond: &str| {
            super::lines(&format!(
                "begin\npieces white ke1 ra1 rh1 black kd6\nstipulation ~1\ncondition {cond}\nend\n"
            ))
            .into_iter()
            .filter(|l| l.contains("0-0"))
            .collect::<std::collections::BTreeSet<_>>()
        };
        let set = |l: &[&str]| l.iter().map(|s| s.to_string()).collect();
        assert_eq!(moves("EinsteinChess"), set(&["1.0-0-0=B !", "1.0-0=B !"]));
        assert_eq!(
            moves("ReversalEinsteinChess"),
            set(&["1.0-0-0=Q + !", "1.0-0=Q !"])
        );
        assert_eq!(
            moves("AntiEinsteinChess"),
            set(&["1.0-0-0=B !", "1.0-0=B !"])
        );
    }

    #[test]
    fn a_change_of_kind_is_written_bare() {
        check(
            "begin\npieces white ka4 white kamikaze sb6 black ke7\nstipulation ~1\ncondition EinsteinChess\nend\n",
            &[
                "1.Ka4-a3 !",
                "1.Ka4-a5 !",
                "1.Ka4-b3 !",
                "1.Ka4-b4 !",
                "1.Ka4-b5 !",
                "1.kSb6-c4=P !",
                "1.kSb6-d5=P !",
                "1.kSb6-d7=P !",
                "1.kSb6-c8=P !",
                "1.kSb6-a8=P !",
            ],
        );
        let found = super::lines(
            "begin\npieces white ka4 white paralysing rd4 black ke7\nstipulation ~1\ncondition EinsteinChess\nend\n",
        );
        assert!(found.contains("1.pRd4-d1=B !"), "{found:?}");
    }
}

/// A kamikaze capturer under Circe is given back changed: by the
/// chameleon sequence under Circe Chameleon, one step along Einstein's
/// chain the other way than its victims under Circe Einstein.
mod kamikaze_rebirth {
    use super::check;

    fn capture(input: &str) -> Vec<String> {
        super::lines(input)
            .into_iter()
            .filter(|l| l.contains('*'))
            .collect()
    }

    #[test]
    fn circe_einstein_turns_the_capturer_up() {
        let case = |pieces: &str, cond: &str| {
            capture(&format!(
                "begin\npieces white ka4 white kamikaze {pieces}\nstipulation ~1\ncondition {cond}\nend\n"
            ))
        };
        assert_eq!(
            case("bb8 black ke7 ra7", "Circe Einstein"),
            ["1.kBb8*a7[wkBa7->Ra1][+bBf8] !"]
        );
        assert_eq!(
            case("qb6 black ke7 ra7", "Circe Einstein"),
            ["1.kQb6*a7[wkQa7->d1][+bBf8] !"]
        );
        assert_eq!(
            case("pb6 black ke7 sa7", "Circe Einstein"),
            ["1.kPb6*a7[wkPa7->Sg1][+bPa7] !"]
        );
        assert_eq!(
            case("sb5 black ke7 ra7", "Circe ReversalEinstein"),
            ["1.kSb5*a7[wkSa7->Pa2][+bQd8] !"]
        );
        assert_eq!(
            case("bb8 black ke7 ra7", "Circe Chameleon"),
            ["1.kBb8*a7[wkBa7->Ra1][+bQd8] !"]
        );
        // EinsteinChess changes the capturer first, plain Circe then gives it back
        assert_eq!(
            case("sb5 black ke7 ra7", "Circe EinsteinChess"),
            ["1.kSb5*a7=B[wkBa7->c1][+bRh8] !"]
        );
    }

    #[test]
    fn plain_circe_keeps_the_capturer() {
        check(
            "begin\npieces white ka4 white kamikaze bb8 black ke7 ra7\nstipulation x1\ncondition Circe\nend\n",
            &["1.kBb8*a7[wkBa7->c1][+bRh8] x !"],
        );
    }
}

/// Walks lent by other pieces (AnnanChess and its kin): only a double
/// step by the piece's own kind of walk allows an en-passant capture.
mod lent_walks_en_passant {
    use super::check;

    #[test]
    fn annan() {
        check(
            "begin\npieces white kh1 pb4e4h5 bpc4f4 rb5c5e5f5 black ka1 pa7d8e7g7 bpb7b8d7e8 rg8\nstipulation hep1\ncondition Annan\nend\n",
            &[
                "1.a7-a5 Rb5*a6 ep. +",
                "1.BPb7-d5 Rb5*c6 ep.",
                "1.BPb7-d5 Rc5*c6 ep.",
            ],
        );
        // c7 moves with the Berolina pawn's walk of c8: no en passant
        check(
            "begin\npieces white pc4 sc5 sg5 kh1 black ka1 bpb7 pc7 bpc8 se8 pf7 pg4\nstipulation hep1\ncondition Annan\nend\n",
            &[],
        );
    }

    #[test]
    fn back_to_back() {
        // e7 moves with the white Berolina pawn's walk of e8
        check(
            "begin\npieces white sb5 re4 pe5 bpe8 bpf5 kh1 bph4 sh5 black ka1 rd6 pd7 pe7\nstipulation hep1\ncondition BackToBack\nend\n",
            &[],
        );
    }

    #[test]
    fn point_reflection() {
        // a Berolina pawn moving as itself allows en passant
        check(
            "begin\npieces white pc5 sd8 pe5 bpe8 rf6 bpg4 rg5 kh1 black ka1 pa7 bpc7 pe7 pf7 ph7\nstipulation hep1\ncondition PointReflection\nend\n",
            &["1.BPc7-a5 c5*b6 ep."],
        );
        check(
            "begin\npieces white pd5 pg5 kh1 bh4 ph5 ph8 black ka1 pb7 pc7 bpd6 bpd7 pg7 bph7\nstipulation hep1\ncondition PointReflection\nend\n",
            &[
                "1.c7-c5 d5*c6 ep.",
                "1.BPd7-f5 d5*e6 ep.",
                "1.BPd7-b5 d5*c6 ep.",
                "1.BPh7-f5 h5*g6 ep.",
            ],
        );
    }
}
