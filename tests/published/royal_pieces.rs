//! Royal pieces and the letters of piece attributes, as Popeye 4.104 prints
//! and refuses them.

use crate::common::{check, solution};
use nightrider::problem::Problem;
use nightrider::{solve, SolveError, SolveOptions};
use nightrider_notation::popeye::parse_input;

/// What solving the first problem of `input` is refused for, if it is.
fn refusal(input: &str) -> Option<String> {
    let parsed = parse_input(input);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    match solve(&problem, &SolveOptions::default(), |_, _, _| {}) {
        Err(SolveError::Unsupported(what)) => Some(what.to_string()),
        _ => None,
    }
}

/// Popeye 4.104 allows one king or royal piece per side ("only one king
/// allowed"); a neutral one is both sides'.
#[test]
fn a_second_royal_piece_of_a_side_is_refused() {
    for pieces in [
        "white ka1 kb1 black ka8",
        "white ka1 white royal sb1 black ka8",
        "white ka1 black ka8 neutral royal sb1",
        "black ka8 black royal qb8 white ka1",
    ] {
        let input = format!("begin\npieces {pieces}\nstipulation ~1\nend\n");
        assert_eq!(
            refusal(&input).as_deref(),
            Some("only one king allowed"),
            "{pieces}"
        );
    }
    for pieces in [
        "white ka1 black ka8",
        "white royal sb1 black ka8",
        "neutral royal sb1",
    ] {
        let input = format!("begin\npieces {pieces}\nstipulation ~1\nend\n");
        assert_eq!(refusal(&input), None, "{pieces}");
        assert!(!solution(&input).is_empty(), "{pieces}");
    }
}

/// The letters of a piece's attributes come in Popeye's order: neutral
/// first, then royal, kamikaze, paralysing, chameleon, volage,
/// half-neutral, magic, uncapturable (Popeye 4.104's first moves of these
/// positions).
#[test]
fn attribute_letters_in_popeyes_order() {
    let neutral = solution(
        "begin\npieces white ka1 black ka8 neutral paralysing sd4\nstipulation h~1\nend\n",
    );
    assert!(
        neutral.iter().any(|l| l == "  1.npSd4-b3 npSb3-c1"),
        "{neutral:?}"
    );
    let first = |pieces: &str| {
        solution(&format!("begin\npieces {pieces}\nstipulation ~1\nend\n"))
            .into_iter()
            .find(|l| l.contains("Sd4-b3"))
            .unwrap_or_default()
    };
    assert_eq!(
        first("black ka8 white royal kamikaze sd4"),
        "   1.rkSd4-b3 !"
    );
    assert_eq!(
        first("black ka8 white kamikaze paralysing sd4"),
        "   1.kpSd4-b3 !"
    );
    assert_eq!(
        first("black ka8 white chameleon paralysing sd4"),
        "   1.pcSd4-b3=pcB !"
    );
    assert_eq!(
        first("black ka8 white volage uncapturable sd4"),
        "   1.vuSd4-b3=b !"
    );
    assert_eq!(
        first("black ka8 white halfneutral kamikaze sd4"),
        "   1.khnSd4-b3=nh !"
    );
}

/// A royal pawn's double step past an opposing pawn, which could take it
/// en passant, is a self-check; with the pawn further off it is not
/// (Popeye's
/// REGRESSIONS/4_63_to_4_65, problems 12, 13 and 20: "4.51 to 4.63
/// played 1.rPd7-d5 in spite of the self-check").
#[test]
fn a_royal_pawn_may_not_step_into_an_en_passant_capture() {
    let first_moves = |pieces: &str| {
        solution(&format!(
            "begin\npieces {pieces}\nstipulation h~1\noption nowk\nend\n"
        ))
    };
    assert_eq!(
        first_moves("black royal pd7 white pe5"),
        Vec::<String>::new()
    );
    let mut far = first_moves("black royal pd7 white pe3");
    far.sort();
    assert_eq!(far, ["  1.rPd7-d5 e3-e4 +", "  1.rPd7-d6 e3-e4"]);
    assert_eq!(
        first_moves("white ppd7 black royal pe7"),
        Vec::<String>::new()
    );
}

/// The dragon and the ship take en passant with their pawn capture, the
/// marine pawn as a locust jumping the square the pawn passed, as in
/// Popeye 4.104 (each the one en-passant line of `h~1`).
#[test]
fn fairy_pawn_captures_take_en_passant() {
    for (piece, expected) in [
        ("dr", "  1.d7-d5 DRe5*d6 ep."),
        ("sh", "  1.d7-d5 SHe5*d6 ep."),
        ("mp", "  1.d7-d5 MPe5*c7 ep."),
    ] {
        let lines = solution(&format!(
            "begin\npieces white {piece}e5 black pd7\nstip h~1\noption nowk nobk\nend\n"
        ));
        let en_passant: Vec<&String> = lines.iter().filter(|l| l.contains("ep.")).collect();
        assert_eq!(en_passant, [expected], "{piece}");
    }
}

/// A royal pawn may not step past a dragon's or a marine pawn's en-passant
/// capture, nor onto a square their pawn captures reach: no move at all
/// (Popeye's REGRESSIONS/4_63_to_4_65.inp, problems 19 and 23:
/// "versions up to 4.63 would do 1.rPd7-d5 in spite of the self check").
#[test]
fn a_royal_pawn_may_not_step_into_a_fairy_en_passant_popeye_regressions() {
    for input in [
        "begin\npieces white dre5 black royal pd7\nstip h~1\noption nobk nowk\nend\n",
        "begin\npieces black royal mpd7 white mpe5\nstip h~1\noption nowk\nend\n",
    ] {
        let lines = solution(input);
        assert!(lines.is_empty(), "{input}\n{}", lines.join("\n"));
    }
}

/// The Poseidon, the marine king, is royal by its walk: Black's Poseidon
/// captures as a locust (over the white bishop to e3) so that White's
/// Poseidon can capture the Siren on d2 with mate (Giuseppe Brogi,
/// feenschach 1971; Popeye's EXAMPLES/marine.inp, problem 6).
#[test]
fn poseidon_helpmate_with_locust_captures() {
    crate::common::check(
        r#"begin
pieces white pod1 rf6 bh1 black poe5 sic3f4
stipulation h#2
twin move d1 a4
end
"#,
        &[
            "  1.SIf4-d2 Bh1-e4   2.POe5*e4-e3 POd1*d2-d3 #",
            "  1.SIf4-b4 Bh1-d5   2.POe5*d5-c5 POa4*b4-c4 #",
        ],
    );
}

/// The Poseidon beside Madrasi is a king: not paralysed by the other
/// Poseidon (unless RexInclusive), it guards the squares beside it, so
/// the white one may not step next to the black one (no `POe6-d5`,
/// `POe6-e5`, `POe6-f5`). Found with Popeye 4.104 as a black box.
#[test]
fn poseidon_beside_madrasi_is_not_paralysed() {
    check(
        r#"begin
condition Madrasi
pieces white poe6 sg4 black poe4
stipulation ~1
end
"#,
        &[
            "   1.Sg4-e3 !",
            "   1.Sg4-f2 + !",
            "   1.Sg4-h2 !",
            "   1.Sg4-h6 !",
            "   1.Sg4-f6 + !",
            "   1.Sg4-e5 !",
            "   1.POe6-f7 !",
            "   1.POe6-d7 !",
            "   1.POe6-d6 !",
            "   1.POe6-e7 !",
            "   1.POe6-f6 !",
        ],
    );
}
