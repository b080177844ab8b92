//! Multi-core solving gives byte-identical output whatever the thread count.

use std::process::Command;

fn run(args: &[&str], input: &str) -> String {
    let dir = std::env::temp_dir().join(format!("nightrider-parallel-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{}.inp", input.len()));
    std::fs::write(&file, input).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(args)
        .arg(&file)
        .output()
        .expect("run nightrider");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const PROBLEMS: &[&str] = &[
    // #2 with set play, tries and variations.
    "begin stip #2 pieces white ka3 ra8 black kb1 option try set variation end",
    "begin stip #2 pieces white kc6 qd5 rh4 bb1 sc4 pb3 black kb4 pa3 option try variation end",
    // h#2 with several solutions, h#2.5 with set play.
    "begin stip h#2 pieces white kc1 rd3 black ka1 pa2 pb2 end",
    "begin stip h#2 pieces white kb7 bc4 pf2 black kc3 pc5 pe4 end",
    "begin stip h#2.5 pieces white ka1 rh1 black kc8 pc7 option set end",
    // series help mate, series mate.
    "begin stip ser-h#3 pieces white kc3 rb1 black ka1 end",
    "begin stip ser-#3 pieces white kc6 qh1 black ka8 end",
    // s#2, r#2.
    "begin stip s#2 pieces white kh1 qg2 rb1 black kh3 ph2 option variation end",
    "begin stip r#2 pieces white kh1 qa1 black kh3 ph2 pg3 end",
    // Twins and duplex.
    "begin stip h#2 pieces white ka1 rb3 black kc1 pd2 twin move a1 a2 twin rotate 90 end",
    "begin stip h#1.5 pieces white kf1 rh1 black ke8 pe7 option duplex end",
    // StopOnShortSolutions.
    "begin stip h#3 pieces white kc1 rd3 black ka1 pa2 pb2 option stoponshort end",
];

#[test]
fn one_two_and_four_threads_print_the_same() {
    for p in PROBLEMS {
        let one = run(&["-regression", "--threads", "1"], p);
        assert!(one.contains("solution finished"), "{p}\n{one}");
        for t in ["2", "4"] {
            let many = run(&["-regression", "--threads", t], p);
            assert_eq!(one, many, "{p} with {t} threads");
        }
    }
}
