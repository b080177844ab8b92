//! nightrider's input extension for pieces Popeye lacks: a catalogue piece
//! named in braces (`{Siege-Engine}`, `{#id}`), a piece defined for the
//! problem from an XBetza string (`{mygnu=NC}`), and hunters (`r/b`).
//! Each problem is parsed, solved and printed by the `nightrider` command.

mod common;

use common::run_cli;

/// The `1.` lines of the output, trimmed.
fn moves(out: &str) -> Vec<String> {
    out.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("1."))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_piece_defined_from_xbetza_solves_as_the_catalogue_piece_with_that_walk() {
    // Popeye 4.104 on the gnu (`gn`, walk NC): `1.Bf8-e7 GNd4*e7 #`.
    let popeye = "beginproblem\npieces white kf1 gnd4 rh3 black kh8 pg7h7 bf8\nstipulation h#1\nendproblem\n";
    assert_eq!(moves(&run_cli(popeye, "gnu.inp")), ["1.Bf8-e7 GNd4*e7 #"]);
    let defined = popeye.replace("gnd4", "{mygnu=NC}d4");
    let out = run_cli(&defined, "mygnu.inp");
    assert_eq!(moves(&out), ["1.Bf8-e7 {mygnu}d4*e7 #"], "{out}");
    // The diagram keeps its squares aligned and names the piece below.
    assert!(
        out.contains("4   .   .   . {1}   .   .   .   .   4"),
        "{out}"
    );
    assert!(out.contains("{1} = {mygnu}"), "{out}");
}

#[test]
fn catalogue_pieces_by_name_and_by_id() {
    // Siege Engine (UC-170-17, no Popeye code): wazir + threeleaper.
    let input = "beginproblem\npieces white {Siege-Engine}a1 black {#4}h8\nstipulation ~1\noption nowk nobk\nendproblem\n";
    let mut got = moves(&run_cli(input, "siege.inp"));
    got.sort();
    assert_eq!(
        got,
        [
            "1.{Siege-Engine}a1-a2 !",
            "1.{Siege-Engine}a1-a4 !",
            "1.{Siege-Engine}a1-b1 !",
            "1.{Siege-Engine}a1-d1 !",
        ]
    );
    // `{#4}` is the knight: the board shows it by its Popeye code.
    let out = run_cli(input, "siege.inp");
    assert!(
        out.contains("8   .   .   .   .   .   .   .  -S   8"),
        "{out}"
    );
    // A name in any spelling, in a twin.
    let twin = "beginproblem\npieces white {siege_engine}a1\nstipulation ~1\noption nowk nobk\ntwin substitute {SiegeEngine} {Sissa}\nendproblem\n";
    let out = run_cli(twin, "twin.inp");
    assert!(out.contains("1.{Siege-Engine}a1-d1 !"), "{out}");
    assert!(out.contains("1.{Sissa}a1-"), "{out}");
}

#[test]
fn braced_pieces_are_refused_by_name_when_unknown_or_clashing() {
    for (piece, why) in [
        ("{No-Such-Piece}d4", "no catalogue piece or defined piece"),
        ("{queen=Q}d4", "already in use"),
        ("{mine=Q?}d4", "invalid walk"),
        ("{#9999}d4", "no catalogue piece has this id"),
    ] {
        let input = format!(
            "beginproblem\npieces white ka1 {piece} black kh8\nstipulation ~1\nendproblem\n"
        );
        let (out, err, _) = common::run_on_stdin(&["-regression"], input.as_bytes());
        let out = String::from_utf8_lossy(&out);
        assert!(
            out.contains(why) || err.contains(why),
            "{piece}: {out}{err}"
        );
    }
}
