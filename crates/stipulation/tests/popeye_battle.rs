//! Popeye's TESTS/battle_play (expected outputs in battle_play.tst); problems with fairy pieces, conditions or twins are left out.

mod support;
use support::check;

/// #1 - Black in check
#[test]
fn battle_00() {
    check("ka6 sc7", "ka8", "#1", "vari", r#""#);
}

/// #1
#[test]
fn battle_01() {
    check("ka6 se8 pa7", "ka8", "#1", "vari", r#"   1.Se8-c7 # !"#);
}

/// option try in 1movers
#[test]
fn battle_02() {
    check("ba6", "", "zc81", "nowk nobk try", r#"   1.Ba6-c8 z !"#);
}

/// #1.5
#[test]
fn battle_03() {
    check(
        "kb6 sd5 pa7",
        "ka8 se8",
        "#2",
        "postkey",
        r#" zugzwang.
      1...Se8-c7
          2.Sd5*c7 #
      1...Se8-d6
          2.Sd5-c7 #
      1...Se8-f6
          2.Sd5-c7 #
      1...Se8-g7
          2.Sd5-c7 #"#,
    );
}

/// #1.5 incomplete
#[test]
fn battle_04() {
    check(
        "kb6 sd5 pa7",
        "ka8 se8 ph5",
        "#2",
        "postkey",
        r#" zugzwang.
      1...h5-h4
        refutes.
      1...Se8-c7
          2.Sd5*c7 #
      1...Se8-d6
          2.Sd5-c7 #
      1...Se8-f6
          2.Sd5-c7 #
      1...Se8-g7
          2.Sd5-c7 #"#,
    );
}

/// #2 with short solution
#[test]
fn battle_05() {
    check(
        "ka6 se8 pa7",
        "ka8 ph6",
        "#2",
        "vari",
        r#"   1.Ka6-b6 ! threat:
          2.Se8-c7 #
   1.Se8-c7 # !"#,
    );
}

/// ##!2 with tries (1.Ra6/7?) that only fail because the prerequisite / (White has to be mate) is not met
#[test]
fn battle_06() {
    check(
        "ka1 ra5 bb1 pa2b3g7",
        "ka3 bh8 sa4 pb4",
        "##!2",
        "vari",
        r#"   1.Ra5-a8 ! zugzwang.
      1...Bh8*g7 +
          2.Ra8*a4 ##!"#,
    );
}

/// ##!2 with short solution
#[test]
fn battle_07() {
    check("kc8 rb8", "ka7 qc5 rd5", "##!2", "", r#"   1.Kc8-b7 ##! !"#);
}

/// #=2 with short solution
#[test]
fn battle_08() {
    check(
        "ka3 rc3",
        "ka1",
        "#=2",
        "",
        r#"   1.Rc3-c1 #= !
   1.Rc3-b3 #= !"#,
    );
}

/// #2 with variation
#[test]
fn battle_09() {
    check(
        "kb6 sa4 pa7",
        "ka8 pc7",
        "#2",
        "vari",
        r#"   1.Kb6-a6 ! zugzwang.
      1...c7-c5
          2.Sa4-b6 #
      1...c7-c6
          2.Sa4-b6 #"#,
    );
}

/// #2 with setplay
#[test]
fn battle_10() {
    check(
        "ka6 rc6",
        "kb8 pc5",
        "#2",
        "set vari",
        r#"      1...Kb8-a8
          2.Rc6-c8 #
   1.Rc6*c5 ! zugzwang.
      1...Kb8-a8
          2.Rc5-c8 #"#,
    );
}

/// #2 with setplay, White in check
#[test]
fn battle_11() {
    check(
        "ka6 rc6",
        "kb8 sc5",
        "#2",
        "set vari",
        r#"   1.Rc6*c5 ! zugzwang.
      1...Kb8-a8
          2.Rc5-c8 #"#,
    );
}

/// #2.5
#[test]
fn battle_12() {
    check(
        "ka6 se6 pa7c3",
        "ka8 se8 pc6",
        "#3",
        "postkey vari",
        r#" zugzwang.
      1...c6-c5
          2.c3-c4 zugzwang.
              2...Se8-c7 +
                  3.Se6*c7 #
              2...Se8-d6
                  3.Se6-c7 #
              2...Se8-f6
                  3.Se6-c7 #
              2...Se8-g7
                  3.Se6-c7 #
      1...Se8-c7 +
          2.Se6*c7 #
      1...Se8-d6
          2.Se6-c7 #
      1...Se8-f6
          2.Se6-c7 #
      1...Se8-g7
          2.Se6-c7 #"#,
    );
}

/// #3 with short setplay
#[test]
fn battle_13() {
    check(
        "ka6 se6 pa7b2",
        "ka8 se8 pc3c6",
        "#3",
        "set vari",
        r#"      1...Se8-c7 +
          2.Se6*c7 #
      1...Se8-d6
          2.Se6-c7 #
      1...Se8-f6
          2.Se6-c7 #
      1...Se8-g7
          2.Se6-c7 #
   1.b2*c3 ! zugzwang.
      1...c6-c5
          2.c3-c4 zugzwang.
              2...Se8-c7 +
                  3.Se6*c7 #
              2...Se8-d6
                  3.Se6-c7 #
              2...Se8-f6
                  3.Se6-c7 #
              2...Se8-g7
                  3.Se6-c7 #
      1...Se8-c7 +
          2.Se6*c7 #
      1...Se8-d6
          2.Se6-c7 #
      1...Se8-f6
          2.Se6-c7 #
      1...Se8-g7
          2.Se6-c7 #"#,
    );
}

/// s#0.5
#[test]
fn battle_14() {
    check(
        "ka1 rh4",
        "ka3 pa2b3",
        "s#1",
        "postkey vari",
        r#"      1...b3-b2 #"#,
    );
}

/// s#1
#[test]
fn battle_15() {
    check(
        "ka1 rh3",
        "ka3 pa2b3",
        "s#1",
        "vari",
        r#"   1.Rh3-h4 !
      1...b3-b2 #"#,
    );
}

/// s#1 with incomplete set play (not given)
#[test]
fn battle_16() {
    check(
        "ka1 rc3",
        "ka3 pa2b3c5",
        "s#1",
        "vari set",
        r#"   1.Rc3-c4 !
      1...b3-b2 #"#,
    );
}

/// s#1 with complete set play
#[test]
fn battle_17() {
    check(
        "ka1 rc4 ph3",
        "ka3 pa2b3c5",
        "s#1",
        "vari set",
        r#"      1...b3-b2 #
   1.h3-h4 !
      1...b3-b2 #"#,
    );
}

/// s#1 with tries
#[test]
fn battle_18() {
    check(
        "ka1 rc4 bd3 pe4",
        "ka3 pb3",
        "s#1",
        "try vari",
        r#"   1.Ka1-b1 ?
    but
      1...b3-b2 !
   1.Bd3-b1 !
      1...b3-b2 #
   1.Bd3-f1 ?
    but
      1...b3-b2 + !
   1.Bd3-e2 ?
    but
      1...b3-b2 + !
   1.Rc4-a4 + ?
    but
      1...Ka3*a4 !
   1.Rc4-d4 ?
    but
      1...b3-b2 + !
   1.e4-e5 ?
    but
      1...b3-b2 + !"#,
    );
}

/// sep1 (self-en passant)
#[test]
fn battle_20() {
    check(
        "kf1 ba8 pf2",
        "kh1 pe4h2",
        "sep1",
        "vari",
        r#"   1.f2-f4 !
      1...e4*f3 ep."#,
    );
}

/// s#1.5
#[test]
fn battle_21() {
    check(
        "ka1 qd1",
        "ka3 pa2b4",
        "s#2",
        "postkey vari",
        r#" zugzwang.
      1...b4-b3
          2.Qd1-g4
              2...b3-b2 #"#,
    );
}

/// s#2
#[test]
fn battle_22() {
    check(
        "ka1 qg4",
        "ka3 pa2b4",
        "s#2",
        "vari",
        r#"   1.Qg4-d1 ! zugzwang.
      1...b4-b3
          2.Qd1-g4
              2...b3-b2 #"#,
    );
}

/// s#2 with short solution
#[test]
fn battle_23() {
    check(
        "ka1 rc3",
        "ka3 pa2b3c5",
        "s#2",
        "vari",
        r#"   1.Rc3-c4 !
      1...b3-b2 #"#,
    );
}

/// s#2 with set play
#[test]
fn battle_25() {
    check(
        "ka1 qc2",
        "ka3 pa2b4",
        "s#2",
        "vari set",
        r#"      1...b4-b3
          2.Qc2-e4
              2...b3-b2 #
          2.Qc2-c4
              2...b3-b2 #
   1.Qc2-d1 ! zugzwang.
      1...b4-b3
          2.Qd1-g4
              2...b3-b2 #"#,
    );
}

/// s#2 with complete short set play
#[test]
fn battle_26() {
    check(
        "ka1 rc4 pg4",
        "ka3 pa2b3c5g5",
        "s#2",
        "set vari nothreat",
        r#"      1...b3-b2 #
   1.Rc4-e4 !
      1...c5-c4
          2.Re4*c4
              2...b3-b2 #"#,
    );
}

/// the same s#2 with a free black pawn: the set play is not complete, and
/// Popeye shows no `1...b3-b2 #` (nor a key)
#[test]
fn battle_26_incomplete_set_play() {
    check(
        "ka1 rc4 pg4",
        "ka3 pa2b3c5g5h7",
        "s#2",
        "set vari nothreat",
        r#""#,
    );
}

/// exact s#2 with refutation by s#1
#[test]
fn battle_27() {
    check(
        "ka1 qe1 sd1 pc3e2",
        "kc2 bb1 pa2b3a4",
        "exact-s#2",
        "try vari",
        r#"   1.Sd1-f2 ? zugzwang.
      1...a4-a3
          2.e2-e4
              2...b3-b2 #
          2.e2-e3
              2...b3-b2 #
          2.Sf2-h1
              2...b3-b2 #
          2.Sf2-h3
              2...b3-b2 #
          2.Sf2-g4
              2...b3-b2 #
          2.Sf2-e4
              2...b3-b2 #
          2.c3-c4
              2...b3-b2 #
    but
      1...b3-b2 # !
   1.Sd1-b2 ! zugzwang.
      1...a4-a3
          2.e2-e4
              2...a3*b2 #
          2.e2-e3
              2...a3*b2 #
          2.c3-c4
              2...a3*b2 #
   1.Qe1-d2 + ?
    but
      1...Kc2*d2 !"#,
    );
}

/// r#0.5
#[test]
fn battle_28() {
    check(
        "ka1",
        "ka3 se1 pa2",
        "r#1",
        "postkey",
        r#"      1...Se1-c2 #"#,
    );
}

/// r#1
#[test]
fn battle_29() {
    check(
        "kb1",
        "ka3 se1 pa2",
        "r#1",
        "vari",
        r#"   1.Kb1-a1 !
      1...Se1-c2 #"#,
    );
}

/// r#1 with set play
#[test]
fn battle_30() {
    check(
        "ka1 ph3",
        "ka3 se1 pa2",
        "r#1",
        "set vari",
        r#"      1...Se1-c2 #
   1.h3-h4 !
      1...Se1-c2 #"#,
    );
}

/// r#1, but White must deliver mate
#[test]
fn battle_31() {
    check("ka1 bg7", "ka3 pa2a4b3", "r#1", "", r#"   1.Bg7-f8 # ?!?"#);
}

/// r#1.5
#[test]
fn battle_32() {
    check(
        "ka1 sc1",
        "ka3 pa2a4b4",
        "r#2",
        "postkey",
        r#" zugzwang.
      1...b4-b3
          2.Sc1-e2
              2...b3-b2 #"#,
    );
}

/// r#1.5 with immediate mate
#[test]
fn battle_33() {
    check(
        "ka1 pf3",
        "ka3 pa2a4b3b4h6",
        "r#2",
        "postkey",
        r#"      1...b3-b2 #"#,
    );
}

/// r#2
#[test]
fn battle_34() {
    check(
        "ka1 bh7",
        "ka3 pa4b4",
        "r#2",
        "vari",
        r#"   1.Bh7-c2 ! zugzwang.
      1...b4-b3
          2.Bc2-b1
              2...b3-b2 #"#,
    );
}

/// r#2 with short set play and short solution
#[test]
fn battle_35() {
    check(
        "ka1 ph3",
        "ka3 pa2a4b3b4f6",
        "r#2",
        "set vari",
        r#"      1...b3-b2 #
   1.h3-h4 !
      1...b3-b2 #"#,
    );
}

/// exact r#2 that would have a solution in 1
#[test]
fn battle_36() {
    check(
        "ka1 ra2 pf6",
        "kh8 pc2",
        "exact-r#2",
        "vari",
        r#"   1.Ra2-a8 + !
      1...Kh8-h7
          2.Ra8-a2
              2...c2-c1=Q #"#,
    );
}

/// r#2, but White must deliver mate immediately
#[test]
fn battle_37() {
    check("ka1 bg7", "ka3 pa2a4b3", "r#2", "", r#"   1.Bg7-f8 # ?!?"#);
}

/// r#2.5
#[test]
fn battle_38() {
    check(
        "ka1 bd1 sa6 pb4",
        "ka3 pa4a5",
        "r#3",
        "postkey",
        r#" zugzwang.
      1...a5*b4
          2.Bd1-c2 zugzwang.
              2...b4-b3
                  3.Bc2-b1
                      3...b3-b2 #"#,
    );
}

/// r#3
#[test]
fn battle_39() {
    check(
        "ka1 bd1 sd8 pb4",
        "ka3 pa4a5",
        "r#3",
        "vari movenum",
        r#"   1.Sd8-c6 ! zugzwang.
      1...a5*b4
          2.Bd1-c2 zugzwang.
              2...b4-b3
                  3.Bc2-b1
                      3...b3-b2 #"#,
    );
}

/// r#3, but White must deliver mate immediately
#[test]
fn battle_40() {
    check("ka1 bg7", "ka3 pa2a4b3", "r#3", "", r#"   1.Bg7-f8 # ?!?"#);
}

/// a r#2 solution does not solve an exact r#3
#[test]
fn battle_41() {
    check("kc1 pa2", "pc3", "exact-r#3", "vari nobk", r#""#);
}

/// r#2 - there is no threat, because White at the move / would have to deliver mate (issue 2843251)
#[test]
fn battle_42() {
    check(
        "kc1 rd1 pb2",
        "kh6 pb3d2g5g6g7",
        "r#2",
        "vari",
        r#"   1.Kc1-b1 ! zugzwang.
      1...g5-g4
          2.Rd1-e1
              2...d2*e1=Q #
              2...d2*e1=R #
      1...Kh6-h5
          2.Rd1-e1
              2...d2*e1=Q #
              2...d2*e1=R #
      1...Kh6-h7
          2.Rd1-e1
              2...d2*e1=Q #
              2...d2*e1=R #"#,
    );
}

/// semi-r#0.5
#[test]
fn battle_43() {
    check(
        "ka1",
        "ka3 pa2b3",
        "semi-r#1",
        "postkey",
        r#"      1...b3-b2 #"#,
    );
}

/// semi-r#1
#[test]
fn battle_44() {
    check(
        "ka1 bg7",
        "ka3 pa2a4b3",
        "semi-r#1",
        "vari",
        r#"   1.Bg7-h6 !
      1...b3-b2 #"#,
    );
}

/// semi-r##! with setplay
#[test]
fn battle_45() {
    check(
        "ka1 qa5 rc3",
        "ka3 bc1",
        "semi-r##!1",
        "vari set",
        r#"      1...Ka3-b2 ##!"#,
    );
}

/// semi-r#2 with short solution; White needn't deliver mate immediately
#[test]
fn battle_46() {
    check(
        "ka1 bg7",
        "ka3 pa2a4b3",
        "semi-r#2",
        "vari",
        r#"   1.Bg7-h6 !
      1...b3-b2 #"#,
    );
}

/// #3.5 with restricted threat length
#[test]
fn battle_47() {
    check(
        "ke2 ra1h5 bc5f5 sg3",
        "ke8 ra4 ba5 pa3b3b7c7e5f7g7",
        "#4",
        "postkey variation threat 1",
        r#" threat:
          2.Rh5-h8 #
      1...Ra4-h4
          2.Rh5*h4 threat:
                  3.Rh4-h8 #
              2...f7-f6
                  3.Rh4-h8 +
                      3...Ke8-f7
                          4.Rh8-f8 #
                  3.Bf5-e6 threat:
                          4.Rh4-h8 #
      1...Ra4-e4 +
          2.Sg3*e4 threat:
                  3.Rh5-h8 #
              2...f7-f6
                  3.Bf5-e6 threat:
                          4.Rh5-h8 #
                  3.Rh5-h8 +
                      3...Ke8-f7
                          4.Rh8-f8 #
      1...f7-f6
          2.Rh5-h8 +
              2...Ke8-f7
                  3.Rh8-f8 #"#,
    );
}
