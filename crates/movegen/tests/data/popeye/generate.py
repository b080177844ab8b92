#!/usr/bin/env python3
"""Generate hand-made ~1 positions for every Popeye piece and record Popeye's output.

Usage: generate.py PIECE_LIST POPEYE OUTDIR
  PIECE_LIST: Popeye's English piece-name table (pie-engl.txt of Popeye 4.104)
  POPEYE:     path of a Popeye executable
Each piece gets: centre (alone with kings), edge/corner, obstacles (both colours);
pawn-like pieces also get a promotion position.  Every problem is validated alone
(no diagnostics, neither side's king capturable) before being written; king squares
(and for some pieces the obstacle layout) fall back through candidate lists.
"""
import re
import subprocess
import sys
import tempfile
import os

PER_FILE = 60
PAWNS = {"p", "bp", "bs", "sp", "cp", "pp", "mp"}
ROYALS = {"k", "st", "po"}  # Popeye: only one king allowed, so these replace the white king

MOVE_RE = re.compile(r"^\s+1\.\S.* !$")


def parse_pieces(path):
    out = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for line in lines:
        if not line.strip() or line.strip() == "latexpieces":
            continue
        if line.startswith(" ") or line.startswith("."):
            continue  # empty / outside board
        toks = line.split()
        code = toks[0]
        name = " ".join(toks[2:]).strip()
        out.append((code, name))
    return out


def problem_text(remark, white, black, stip="~1", extra=""):
    s = f"remark {remark}\n"
    s += "pieces white " + " ".join(white)
    if black:
        s += " black " + " ".join(black)
    s += f"\nstipulation {stip}\n"
    if extra:
        s += extra + "\n"
    return s


def run(popeye, text):
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "t.inp")
        with open(p, "w") as f:
            f.write("begin\n" + text + "end\n")
        r = subprocess.run(
            popeye + [p], capture_output=True, text=True, timeout=60, cwd=d
        )
    return r.stdout, r.stderr


def diagnostics(stdout, stderr):
    """Lines that are neither board, header, moves nor the end marker."""
    bad = [l for l in stderr.splitlines() if l.strip()]
    lines = stdout.splitlines()
    # skip to the line after the board's bottom border
    borders = [i for i, l in enumerate(lines) if l.startswith("+---a---")]
    if len(borders) < 2:
        return bad + ["no board printed"] + lines[:5]
    rest = lines[borders[1] + 1 :]
    if rest and re.match(r"^\s+\S+\s+\d+ \+ \d+", rest[0]):
        rest = rest[1:]
    for l in rest:
        if not l.strip() or MOVE_RE.match(l) or l.strip() == "solution finished.":
            continue
        bad.append(l)
    return bad


def valid(popeye, remark, white, black, extra=""):
    o1, e1 = run(popeye, problem_text(remark, white, black, "~1", extra))
    d1 = diagnostics(o1, e1)
    if d1:
        return False, d1
    # Black to move first: detects a white king in check (we want no check)
    o2, e2 = run(popeye, problem_text(remark, white, black, "h~1", extra))
    d2 = [l for l in (e2 + o2).splitlines() if "capture the king" in l]
    if d2:
        return False, ["white king in check"]
    return True, []


def choose(popeye, remark, candidates):
    """candidates: list of (white, black); first valid one wins."""
    last = None
    for white, black in candidates:
        ok, why = valid(popeye, remark, white, black)
        if ok:
            return (white, black), None
        last = why
    return None, last


# UbiUbi reaches every square along knight-move chains: the black king needs
# its knight-distance squares occupied.
UBI_GUARDS = {"a8": ["pb6", "pc7"], "h8": ["pf7", "pg6"]}


def centre(code):
    sq = "d4"
    if code == "uu":
        return [([f"kh1", f"{code}{sq}"], ["ka8"] + UBI_GUARDS["a8"])]
    wks = ["h1", "h2", "g1", "h3"]
    bks = ["a8", "b8", "c8", "a7", "e8", "f8", "g8", "h8", "a6", "h7"]
    if code in ROYALS:
        return [([f"k{sq}"], [f"k{b}"]) for b in bks]
    return [([f"k{w}", f"{code}{sq}"], [f"k{b}"]) for w in wks for b in bks]


# Near the corner: pawn-like pieces alone on a2; other pieces on a1 with a few
# hurdles at a distance along its lines: a-file wP a4 + bP a5, rank bS e1,
# diagonal bP c3, (1,2) line wS c5, (1,3) line bP b4, (2,3) line wP c4.
EDGE_WHITE = ["pa4", "pc4", "sc5"]
EDGE_BLACK = ["pa5", "pb4", "pc3", "se1"]


def edge(code):
    wks = ["h3", "h4", "g1", "h1", "e1"]
    bks = ["h7", "g8", "h6", "f8", "e8", "h8", "d8", "c8"]
    if code in PAWNS:
        return [([f"k{w}", f"{code}a2"], [f"k{b}"]) for w in wks for b in bks]
    if code == "uu":
        return [(["kh3", f"{code}a1"] + EDGE_WHITE, ["kh8"] + UBI_GUARDS["h8"] + EDGE_BLACK)]
    if code in ROYALS:
        return [([f"ka1"] + EDGE_WHITE, [f"k{b}"] + EDGE_BLACK) for b in bks]
    return [
        ([f"k{w}", f"{code}a1"] + EDGE_WHITE, [f"k{b}"] + EDGE_BLACK)
        for w in wks
        for b in bks
    ]


# Obstacles around e4: white pawns d4 e3 f2, knights f6 e7, bishop c6;
# black pawns e6 f5 g4 c5, knight c2.
def obstacles(code):
    sq = "e4"
    white_obs = ["pd4", "pe3", "pf2", "sf6", "se7", "bc6"]
    layouts = [
        ["pe6", "pf5", "pg4", "pc5", "sc2"],
        ["pe6", "pf4", "pg4", "pc5", "sc2"],  # no black pawn attacking e4
    ]
    wks = ["h2", "h1", "g1"]
    bks = ["h8", "a7", "h6", "g8", "b8"]
    if code == "uu":
        return [([f"kh2", f"{code}{sq}"] + white_obs, ["kh8"] + UBI_GUARDS["h8"] + layouts[0])]
    cands = []
    for lay in layouts:
        if code in ROYALS:
            for b in bks:
                cands.append(([f"k{sq}"] + white_obs, [f"k{b}"] + lay))
        else:
            for w in wks:
                for b in bks:
                    cands.append(([f"k{w}", f"{code}{sq}"] + white_obs, [f"k{b}"] + lay))
    return cands


# Promotion for pawn-like pieces on g7: (a) black rook h8, f8 g8 empty;
# (b) black knight g8 and rook h8 (straight and diagonal captures).
def promotion(blockers):
    def cands(code):
        return [
            (["ka1", f"{code}g7"], [f"k{b}"] + blockers)
            for b in ["a6", "a5", "b5", "a4", "c6"]
        ]

    return cands


# Four hurdles on the first rank (b1 c1 d1 e1) for the bob.
def four_hurdles(code):
    return [
        ([f"k{w}", f"{code}a1", "sb1", "bd1"], [f"k{b}", "sc1", "be1"])
        for w in ["h3", "h4"]
        for b in ["h7", "g8", "a8"]
    ]


def main():
    plist, popeye_bin, outdir = sys.argv[1:4]
    popeye = [popeye_bin, "-maxmem", "64M", "-regression"]
    pieces = parse_pieces(plist)
    # in Popeye's newest sources but not in the 4.104 piece list
    pieces += [("ee", "EagleEquihopper (not in the 4.104 list)"),
               ("en", "EagleNonstopEquihopper (not in the 4.104 list)"),
               ("sc", "Scarabeus (not in the 4.104 list)")]
    problems = []
    refused = []
    for code, name in pieces:
        kinds = [("centre", centre), ("edge", edge), ("obstacles", obstacles)]
        if code == "bo":  # needs four hurdles: none of the above has them
            kinds.append(("four-hurdles", four_hurdles))
        if code in PAWNS:
            kinds.append(("promotion", promotion(["rh8"])))
            kinds.append(("promotion-capture", promotion(["sg8", "rh8"])))
        for label, fn in kinds:
            remark = f"{code} = {name}: {label}"
            chosen, why = choose(popeye, remark, fn(code))
            if chosen is None:
                refused.append((code, name, label, why[:3]))
                print(f"REFUSED {code} {name} {label}: {why[:3]}", file=sys.stderr)
                continue
            problems.append(problem_text(remark, *chosen))
    os.makedirs(outdir, exist_ok=True)
    n = 0
    for start in range(0, len(problems), PER_FILE):
        n += 1
        chunk = problems[start : start + PER_FILE]
        path = os.path.join(outdir, f"pieces-{n}.inp")
        with open(path, "w") as f:
            f.write("begin\n" + "next\n".join(chunk) + "end\n")
        print(f"{path}: {len(chunk)} problems", file=sys.stderr)
    with open(os.path.join(outdir, "refused.txt"), "w") as f:
        for r in refused:
            f.write(repr(r) + "\n")


if __name__ == "__main__":
    main()
