#!/usr/bin/env python3
"""Shrinks a differing problem found by campaign.py.

    tools/campaign/minimise.py OUT/diff/00042.json [--popeye PY] [--nightrider BIN]

Greedily applies the first simplification after which Popeye and
nightrider still differ (outcome `differ` of campaign.check), until none
does: a twin turned into its own diagram, a twin dropped, a piece removed,
an attribute dropped, a condition (or a condition's variant word) dropped,
a shorter stipulation, a piece replaced by a simpler one.  Prints the
smallest problem found (Popeye input) and the comparison.
"""

import argparse
import copy
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import campaign  # noqa: E402
import gen  # noqa: E402

SIMPLER = {"q": ["r", "b"], "am": ["q", "s"], "em": ["r", "s"], "pr": ["b", "s"],
           "r": ["b"], "b": ["s"]}


def flattened(problem, twin):
    board, stip = gen.twin_state(problem, twin)
    if board is None:
        return None
    p = copy.deepcopy(problem)
    p["pieces"], p["stip"], p["twins"] = gen.pieces_of(board), stip, []
    for ch in twin:
        if ch[0] == "cond":
            p["conds"] = ch[1:]
    return p


def candidates(problem):
    for i, twin in enumerate(problem["twins"]):
        f = flattened(problem, twin)
        if f:
            yield f"twin {i + 1} as a diagram", f
    for i in range(len(problem["twins"])):
        p = copy.deepcopy(problem)
        del p["twins"][i]
        yield f"twin {i + 1} dropped", p
    for i, (c, k, s, a) in enumerate(problem["pieces"]):
        if k != "k":
            p = copy.deepcopy(problem)
            del p["pieces"][i]
            yield f"{k}{s} removed", p
        if a or c == "neutral":
            for colour in (["white", "black"] if c == "neutral" else [c]):
                p = copy.deepcopy(problem)
                p["pieces"][i] = [colour, k, s, []]
                yield f"{k}{s} plain {colour}", p
        for simpler in SIMPLER.get(k, ["q"] if k not in gen.ORTHODOX + ["k"] else []):
            p = copy.deepcopy(problem)
            p["pieces"][i][1] = simpler
            yield f"{k}{s} as {simpler}", p
    conds = problem["conds"]
    if conds:
        p = copy.deepcopy(problem)
        p["conds"] = []
        yield "no condition", p
        for j in range(len(conds)):
            p = copy.deepcopy(problem)
            del p["conds"][j]
            yield f"condition word {conds[j]} dropped", p
    if problem["stip"] in gen.SMALLER:
        p = copy.deepcopy(problem)
        p["stip"] = gen.SMALLER[problem["stip"]]
        yield f"stipulation {p['stip']}", p


def valid(problem):
    board = gen.board_of(problem)
    stip = problem["stip"]
    return gen.legal(board, stip) and gen.twins_legal(problem)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("problem")
    ap.add_argument("--popeye", default=os.environ.get("POPEYE", "/work/scratch/popeye/py"))
    ap.add_argument("--nightrider", default=os.path.join(campaign.ROOT, "target/release/nightrider"))
    ap.add_argument("--timeout", type=float, default=20)
    args = ap.parse_args()
    popeye = [os.path.abspath(args.popeye), "-maxmem", "512M", "-regression"]
    nightrider = [os.path.abspath(args.nightrider), "-maxmem", "512M", "-regression"]
    with open(args.problem) as f:
        problem = json.load(f)
    outcome, detail, _, _ = campaign.check(problem, popeye, nightrider, args.timeout)
    if outcome != "differ":
        print(f"does not differ now ({outcome})")
        return 1
    progress = True
    while progress:
        progress = False
        for what, p in candidates(problem):
            if not valid(p):
                continue
            o, d, _, _ = campaign.check(p, popeye, nightrider, args.timeout)
            if o == "differ":
                print(f"# {what}", file=sys.stderr)
                problem, detail, progress = p, d, True
                break
    print(gen.render(problem), end="")
    print(detail)
    with open(os.path.splitext(args.problem)[0] + ".min.json", "w") as f:
        json.dump(problem, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
