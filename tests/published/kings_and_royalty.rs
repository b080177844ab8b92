//! Kings and royalty: TransmissionMenace, Bicolores and
//! `#C`. Popeye's corpus problems with their solutions (Popeye 4.104's
//! expected output) and hand-made positions with the solutions Popeye
//! 4.104 gives (named as such).

use crate::common::check;

/// Bicolores: bernd ellinghoven & Hans Peter Rehm, Andernach 2009
/// (Popeye's regression 4_51_to_4_53 #1): battery mates whose rear
/// piece is of the mated king's colour (`Sd8-c6 #` with the black rook
/// on b8 behind).
#[test]
fn bicolores_ellinghoven_rehm() {
    check(
        "begin\ncondition Bicolores\npieces white kd3 se6 black ke7 rg8 bh8 sg5 pb7 pf5\nstipulation h#2\nend\n",
        &[
            "  1.Rg8-b8 Se6-d8   2.Ke7-f8 Sd8-c6 #",
            "  1.Bh8-a1 Se6-d4   2.Ke7-f6 Sd4-c6 #",
            "  1.Bh8-d4 Se6-g7   2.Rg8-d8 Sg7*f5 #",
        ],
    );
}

/// `#C`: Popeye's test mate_C #1: the queen's mates recolour it
/// (`Kg2-f2[h1=b]`) but where the king takes on h2 beside it.
#[test]
fn mate_recolouring_only_the_king_beside_the_queen_mates() {
    check(
        "begin\ncondition #C\npieces white kg2 qh1 dug1 black ka8 pa7 ph2 dub8\nstipulation #1\nend\n",
        &["   1.Kg2*h2 # !"],
    );
}

/// `#C`: Dirk Borst & Thomas Maeder, Andernach 2026 (Popeye's test
/// mate_C #2): `b6-b5` checks with the pawn and the nightrider a8; turning
/// both would have the white nightrider check the black king, so neither
/// turns and the mate stands.
#[test]
fn mate_recolouring_borst_maeder() {
    check(
        "begin\ncondition #C\npieces white kc4 pa4 pb3 pc3 pd4 pd5 pe7 nd3 black kc7 na8 pa5 pa6 pb6 pd6\nstipulation s#1\noption variation\nend\n",
        &["   1.e7-e8=Q !", "      1...b6-b5 #"],
    );
}

/// TransmissionMenace: Popeye's test transmissionmenace #2: the pawn on
/// c5, observed by the knight b3, checks the king d7 as a knight.
#[test]
fn transmission_menace_pawn_checks_as_a_knight() {
    check(
        "begin\ncondition TransmissionMenace\npieces white pc4 black kd7 sb3\nstipulation +1\noption nowk\nend\n",
        &["   1.c4-c5 + !"],
    );
}

/// TransmissionMenace, hand-made (Popeye 4.104's solutions; no
/// orthodox one): the black king, observed by the knight and the rook,
/// walks as they do (`Kd2-e4`), and a grasshopper promoted lends its walk
/// to the knight taking the other.
#[test]
fn transmission_menace_helpmate() {
    check(
        "begin\ncondition TransmissionMenace\npieces white kg4 sb6 rc5 black kd1 pb2 gd4\nstipulation h#2\nend\n",
        &[
            "  1.Kd1-d2 Sb6-c4 +   2.Kd2-e4 Rc5-f5 #",
            "  1.b2-b1=G Sb6*d4   2.Gb1-e1 Rc5-c2 #",
        ],
    );
}

/// TransmissionMenace, hand-made (Popeye 4.104's solution; no orthodox
/// one): grasshoppers lending and borrowing.
#[test]
fn transmission_menace_grasshoppers() {
    check(
        "begin\ncondition TransmissionMenace\npieces white kc2 gg2 bc1 ga3 black kd7 gf4 ra5 rb8\nstipulation h#2\nend\n",
        &["  1.Gf4-d6 Bc1-g5   2.Kd7-e8 Ga3-e7 #"],
    );
}
