//! Orthodox problems from Popeye's corpus (REGRESSIONS, EXAMPLES, TESTS) with
//! their expected outputs.

mod support;
use support::check;

/// EXAMPLES/kiss.inp problem 1: kc52 vari try
#[test]
#[ignore = "TODO: the kiss goal (k) is only partly understood; nightrider finds extra kisses"]
fn c_examples_kiss_0() {
    check(
        "ka8 qe2 rh5 bg2",
        "kg4 qh1 rc5f3 bf5 pa5c2d5",
        "kc52",
        "vari try",
        r#"   1.Qe2-d3 ? threat:
          2.Qd3*d5
      1...Rf3*d3
          2.Bg2*d5
      1...Rc5-c3
          2.Qd3*c2
      1...Rc5-c8 +
          2.Ka8-b7
      1...Rc5-c7
          2.Ka8-b8
      1...d5-d4
          2.Qd3*d4 +
      1...Bf5*d3
          2.Rh5*d5
    but
      1...Rc5-b5 !
   1.Qe2-d2 ! threat:
          2.Qd2*d5
      1...Rf3-d3
          2.Bg2*d5
      1...Rc5-c3
          2.Qd2*c2
      1...Rc5-b5
          2.Qd2*a5
      1...Rc5-c8 +
          2.Ka8-b7
      1...Rc5-c7
          2.Ka8-b8
      1...d5-d4
          2.Qd2*d4 +
      1...Bf5-d3
          2.Rh5*d5
   1.Qe2-e4 + ?
      1...Rf3-f4
          2.Qe4*d5
      1...Kg4*h5
          2.Qe4*d5
      1...Kg4-g3
          2.Qe4*d5
      1...Bf5*e4
          2.Rh5*d5
    but
      1...d5*e4 !
   1.Bg2*f3 + ?
      1...Kg4-g3
          2.Bf3*d5
      1...Kg4-f4
          2.Bf3*d5
    but
      1...Qh1*f3 !"#,
    );
}

/// EXAMPLES/kiss.inp problem 2: hkh31 nowk nobk
#[test]
fn c_examples_kiss_1() {
    check("sh1", "ph3", "hkh31", "nowk nobk", r#"  1.h3-h2 Sh1-g3"#);
}

/// EXAMPLES/kiss.inp problem 3: hkb71 nowk nobk
#[test]
fn c_examples_kiss_2() {
    check(
        "sa8",
        "pb7",
        "hkb71",
        "nowk nobk",
        r#"  1.b7-b5 Sa8-b6
  1.b7-b6 Sa8-c7"#,
    );
}

/// EXAMPLES/kiss.inp problem 4: hka71 nowk nobk
#[test]
fn c_examples_kiss_3() {
    check(
        "sa4",
        "pa7",
        "hka71",
        "nowk nobk",
        r#"  1.a7-a5 Sa4-b6
  1.a7-a6 Sa4-b6"#,
    );
}

/// EXAMPLES/pseries.inp problem 1: pser-#2
#[test]
fn c_examples_pseries_0() {
    check(
        "kh1 qh3 rh4 bf5",
        "kh8 qg8 ph7",
        "pser-#2",
        "",
        r#"  1.Rh4*h7 + Qg8*h7   2.Qh3*h7 #"#,
    );
}

/// EXAMPLES/pseries.inp problem 2: 2->pser-h#3
#[test]
fn c_examples_pseries_1() {
    check(
        "kc1 ra1 ba2 pd5h4",
        "kh7 bd8 sf2 pf7h6",
        "2->pser-h#3",
        "",
        r#"  1.Ba2-c4   2.Ra1-a8   1.Bd8-g5 + h4*g5   2.Sf2-d3 + Bc4*d3 +   3.f7-f5 g5*f6 ep. #"#,
    );
}

/// EXAMPLES/pseries.inp problem 6: pser-#3
#[test]
fn c_examples_pseries_5() {
    check(
        "kg1 qe1 ba6",
        "ke5 sg7g8 pa3c5d5e3e4f6",
        "pser-#3",
        "",
        r#"  1.Qe1-g3 + Ke5-d4   2.Qg3-e1   3.Qe1-a1 #
  1.Qe1-g3 + Ke5-e6   2.Qg3-c7   3.Ba6-c8 #
  1.Qe1-g3 + Ke5-f5   2.Ba6-f1   3.Bf1-h3 #"#,
    );
}

/// EXAMPLES/pseries.inp problem 7: pser-#6
#[test]
#[ignore = "passes, but takes about a minute with the naive reference generator"]
fn c_examples_pseries_6() {
    check(
        "kf1 rh4 bh5 sa8 pa4",
        "kb7 qa5a7b8d8 pe5",
        "pser-#6",
        "",
        r#"  1.Bh5-f7   2.Rh4-h7   3.Bf7-d5 + Kb7-a6   4.Bd5-e6   5.Rh7-h6   6.Be6-c8 #
  1.Bh5-f7   2.Rh4-h7   3.Bf7-d5 + Kb7-c8   4.Rh7-d7   5.Bd5-e6   6.Rd7-c7 #"#,
    );
}

/// EXAMPLES/pseries.inp problem 8: pser-s#7
#[test]
#[ignore = "not verified: runs for many minutes with the naive reference generator"]
fn c_examples_pseries_7() {
    check(
        "kd6 qc2e8 sc7 pf4h2",
        "ka1 ra3 be1h3 pa7h4",
        "pser-s#7",
        "",
        r#"  1.Qe8-e5 + Be1-c3   2.Kd6-e7   3.Ke7-f6   4.Kf6-g5   5.Kg5*h4   6.Kh4-g3   7.Qe5-e1 + Bc3*e1 #
  1.Qe8-e5 + Ra3-c3   2.Qe5-c5   3.Kd6-c6   4.Kc6-b5   5.Kb5-a5   6.Sc7-b5   7.Qc5-a3 + Rc3*a3 #"#,
    );
}

/// EXAMPLES/pseries.inp problem 12: pser-h=4
#[test]
#[ignore = "passes, but takes about a minute with the naive reference generator"]
fn c_examples_pseries_11() {
    check(
        "kh8 rb1 bh6 sc4h4 pe7",
        "kf4 qh1 rg5g2h2 bg1 sf2h3 pd2g4",
        "pser-h=4",
        "",
        r#"  1.d2-d1=Q   2.Qd1-d8 + e7-e8=S   3.Qd8-f6 + Se8*f6   4.g4-g3 Rb1-f1 ="#,
    );
}

/// REGRESSIONS/4_47_to_4_49.inp problem 1: r#2 vari nobk
#[test]
fn c_regressions_4_47_to_4_49_0() {
    check(
        "ka1 pa2a3",
        "pc2",
        "r#2",
        "vari nobk",
        r#"   1.a3-a4 !
      1...c2-c1=Q #"#,
    );
}

/// REGRESSIONS/4_47_to_4_49.inp problem 9: h#2 set stoponsh
#[test]
fn c_regressions_4_47_to_4_49_8() {
    check(
        "ka3 qg8 sg4",
        "ka1 sa8",
        "h#2",
        "set stoponsh",
        r#"  1...Qg8-a2 #
  1.Sa8-b6 Qg8-a2 #
  1.Sa8-c7 Qg8-a2 #"#,
    );
}

/// REGRESSIONS/4_51_to_4_53.inp problem 8: hr#2
#[test]
fn c_regressions_4_51_to_4_53_7() {
    check(
        "kh5 rb2 bf7",
        "kh8 ba1 ph7",
        "hr#2",
        "",
        r#"  1.Kh5-h6 Ba1*b2   2.Bf7-h5 Bb2-c1 #"#,
    );
}

/// REGRESSIONS/4_51_to_4_53.inp problem 26: hr#3
#[test]
fn c_regressions_4_51_to_4_53_25() {
    check(
        "kc6 sc1 pd4a6",
        "ka3 pb3b4d5",
        "hr#3",
        "",
        r#"  1.Kc6-b7 b3-b2   2.a6-a7 b2*c1=Q   3.Kb7-a8 Qc1-c8 #
  1.Kc6-b7 b3-b2   2.Kb7-a8 b2*c1=Q   3.a6-a7 Qc1-c8 #"#,
    );
}

/// REGRESSIONS/4_51_to_4_53.inp problem 27: hr#2.5
#[test]
fn c_regressions_4_51_to_4_53_26() {
    check(
        "kd1 pd2 qa8",
        "ka3 pa5e4",
        "hr#2.5",
        "",
        r#"  1...e4-e3   2.Kd1-c1 e3*d2 +   3.Kc1-b1 d2-d1=Q #"#,
    );
}

/// REGRESSIONS/4_51_to_4_53.inp problem 30: r#2 vari
#[test]
fn c_regressions_4_51_to_4_53_29() {
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

/// REGRESSIONS/4_55_to_4_57.inp problem 9: #3 noboard nowk nobk Stoponshort
#[test]
fn c_regressions_4_55_to_4_57_8() {
    check("", "", "#3", "noboard nowk nobk Stoponshort", r#""#);
}

/// REGRESSIONS/4_55_to_4_57.inp problem 11: #2 nowk nobk try postkey
#[test]
fn c_regressions_4_55_to_4_57_10() {
    check("", "", "#2", "nowk nobk try postkey", r#" zugzwang."#);
}

/// REGRESSIONS/4_55_to_4_57.inp problem 13: r#1
#[test]
fn c_regressions_4_55_to_4_57_12() {
    check("kb1", "kb3 rc8", "r#1", "", r#"   1.Kb1-a1 !"#);
}

/// REGRESSIONS/4_55_to_4_57.inp problem 16: ser-s#2 set
#[test]
fn c_regressions_4_55_to_4_57_15() {
    check(
        "kb1 sa2 pb4c3",
        "ka3 ba1a4 pb2b3b5c4",
        "ser-s#2",
        "set",
        r#"  1...b3*a2 #
  1.Sa2-c1   2.Sc1-a2 b3*a2 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 21: hs#3 stoponshort nobk
#[test]
fn c_regressions_4_55_to_4_57_20() {
    check(
        "kd1 pd2h2",
        "ra1 bb1 pa2b2b3d3g7",
        "hs#3",
        "stoponshort nobk",
        r#"  1.h2-h4 g7-g5   2.h4*g5 Bb1-c2 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 22: ser-#3 stoponshort
#[test]
fn c_regressions_4_55_to_4_57_21() {
    check(
        "kh4 pg2",
        "kh6 pg6g7h7",
        "ser-#3",
        "stoponshort",
        r#"  1.g2-g4   2.g4-g5 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 23: szh31 vari quod
#[test]
fn c_regressions_4_55_to_4_57_22() {
    check(
        "pg3h2",
        "pg4",
        "szh31",
        "vari quod",
        r#"   1.h2-h4 !
      1...g4*h3 ep. z
   1.h2-h3 z !"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 28: pser-s#2 set
#[test]
fn c_regressions_4_55_to_4_57_27() {
    check(
        "ke1 sh2 pg3",
        "ke3 pd3d4e2e4h3",
        "pser-s#2",
        "set",
        r#"  1...d3-d2 #
  1.Sh2-f3   2.Sf3-h2 d3-d2 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 29: pser-r#2 set
#[test]
fn c_regressions_4_55_to_4_57_28() {
    check(
        "ke1 pg3",
        "ke3 bh5 sh2 pd3",
        "pser-r#2",
        "set",
        r#"  1...d3-d2 #
  1.g3-g4   2.g4-g5 d3-d2 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 30: pser-h#2 set
#[test]
fn c_regressions_4_55_to_4_57_29() {
    check(
        "ke6 sh7 bh4 pd6",
        "ke8 pg6",
        "pser-h#2",
        "set",
        r#"  1...d6-d7 #
  1.g6-g5   2.g5-g4 d6-d7 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 31: phser-r#2 set
#[test]
fn c_regressions_4_55_to_4_57_30() {
    check(
        "ke1 pg3",
        "ke3 bh5 sh2 pd3",
        "phser-r#2",
        "set",
        r#"  1...d3-d2 #
  1.g3-g4   2.g4-g5 d3-d2 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 32: phser-s#2 set
#[test]
fn c_regressions_4_55_to_4_57_31() {
    check(
        "ke1 sh2 pg3",
        "ke3 pd3d4e2e4h3",
        "phser-s#2",
        "set",
        r#"  1...d3-d2 #
  1.Sh2-f3   2.Sf3-h2 d3-d2 #"#,
    );
}

/// REGRESSIONS/4_55_to_4_57.inp problem 33: ser-r#2 set
#[test]
fn c_regressions_4_55_to_4_57_32() {
    check(
        "ke1 pg3",
        "ke3 bh5 sh2 pd3",
        "ser-r#2",
        "set",
        r#"  1...d3-d2 #
  1.g3-g4   2.g4-g5 d3-d2 #"#,
    );
}

/// REGRESSIONS/4_57_to_4_59.inp problem 1: #2 variations maxsolutions 5
#[test]
fn c_regressions_4_57_to_4_59_0() {
    check(
        "Kf6 pf7",
        "Kh7",
        "#2",
        "variations maxsolutions 5",
        r#"   1.f7-f8=R ! zugzwang.
      1...Kh7-h6
          2.Rf8-h8 #"#,
    );
}

/// REGRESSIONS/4_69_to_4_71.inp problem 11: h#2.5
#[test]
fn c_regressions_4_69_to_4_71_10() {
    check(
        "kc4 pa7c7",
        "kd6 sa8e8",
        "h#2.5",
        "",
        r#"  1...c7-c8=Q   2.Sa8-c7 a7-a8=R   3.Kd6-c6 Ra8-a6 #"#,
    );
}

/// REGRESSIONS/4_75_to_4_77.inp problem 1: #3 Variation
#[test]
fn c_regressions_4_75_to_4_77_0() {
    check("Pa7 Ka6 Bh3 Pg2", "Ka8 Pf5 Pe2", "#3", "Variation", r#""#);
}

/// REGRESSIONS/4_75_to_4_77.inp problem 7: #1
#[test]
fn c_regressions_4_75_to_4_77_6() {
    check("KH1", "", "#1", "", r#""#);
}

/// REGRESSIONS/4_85_to_4_87.inp problem 10: 1->ser-H#3
#[test]
fn c_regressions_4_85_to_4_87_9() {
    check(
        "Kc2 Sb5",
        "Ka1 Rb3 Sd3",
        "1->ser-H#3",
        "",
        r#"  1.Sb5-d4   1.Sd3-c1   2.Sc1-a2 Sd4*b3 #
  1.Sb5-d4   1.Rb3-a3   2.Sd3-b2   3.Ra3-a2 Sd4-b3 #
  1.Sb5-d4   1.Sd3-b2   2.Rb3-a3   3.Ra3-a2 Sd4-b3 #"#,
    );
}

/// REGRESSIONS/4_99_to_4_101.inp problem 2: s#4 NoBoard Defence 1 NonTrivial 0 2
#[test]
fn c_regressions_4_99_to_4_101_1() {
    check(
        "Ka1",
        "Kh8",
        "s#4",
        "NoBoard Defence 1 NonTrivial 0 2",
        r#""#,
    );
}

/// REGRESSIONS/4_79_to_4_81.inp problem 3: h=1 set duplex intelligent
#[test]
fn c_reg_duplex() {
    check("Kd1 pa2", "Kb3", "h=1", "set duplex intelligent", r#""#);
}

/// TESTS/intell.inp problem 1: h#2.5 intelligent
#[test]
fn c_reg_h2_5() {
    check(
        "kg1 rg4 pe7",
        "kd3 bh7 sd2 pb5",
        "h#2.5",
        "intelligent",
        r#"  1...e7-e8=B   2.Kd3-e2 Be8-h5   3.Bh7-d3 Rg4-e4 #"#,
    );
}

/// REGRESSIONS/4_73_to_4_75.inp problem 1: h#1 intelligent
#[test]
fn c_reg_h1() {
    check(
        "kd4 Qb6 Rf6",
        "Kf8 Qg8 bg7",
        "h#1",
        "intelligent",
        r#"  1.Qg8-f7 Qb6-d8 #"#,
    );
}

/// REGRESSIONS/4_59_to_4_61.inp problem 3: h#2.5 intelligent nowk
#[test]
fn c_reg_h2_5_nowk() {
    check(
        "be8 pb7",
        "kb4 sa3 pa5b5",
        "h#2.5",
        "intelligent nowk",
        r#"  1...b7-b8=S   2.Kb4-a4 Sb8-d7   3.b5-b4 Sd7-c5 #"#,
    );
}

/// REGRESSIONS/4_87_to_4_89.inp problem 6: hr#2.5 movenumbers
#[test]
fn c_reg_hr() {
    check("ka1", "kg8 sh8", "hr#2.5", "movenumbers", r#""#);
}

/// REGRESSIONS/4_47_to_4_49.inp problem 4: reci-h#1 enpassant d2d3d4
#[test]
fn c_reg_reci() {
    check(
        "kg2 rg1h5 bh1e5 sa4h3 pd4h4",
        "ke8 ra8h8 bb7e3 sf1g3 pe4e6f7h2h7",
        "reci-h#1",
        "enpassant d2d3d4",
        r#"  1.0-0-0 Sa4-b6 #
  1.e4*d3 ep. #"#,
    );
}
