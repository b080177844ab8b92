#!/usr/bin/env python3
"""Differential campaign: random small problems, Popeye against nightrider.

    tools/campaign/campaign.py --seed 1 --count 2000 --jobs 1 [--popeye PY]
        [--nightrider BIN] [--out DIR] [--timeout S]

Generates `--count` random problems (tools/campaign/gen.py; the same seed
gives the same problems), runs each on its own through Popeye
(`--popeye`, else $POPEYE, else /work/scratch/popeye/py) and nightrider
(`--nightrider`, default target/release/nightrider; both with
`-maxmem 512M -regression`), compares the outputs with
`popeye_compare.py compare --ignore-progress` and prints, per condition
family and per stipulation: problems, agree, differ, refused by nightrider,
refused by Popeye, refused by both, illegal (a solver reports the side to
play can capture the king: the legality filter is conservative only for
plain geometry) and timeouts.  Each differing problem is written to
`OUT/diff/NNNNN.inp` with `.json` (the generator's dict, for minimise.py),
`.py.out`, `.nr.out` and `.cmp` (the comparison).  Python 3 standard
library only.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COMPARE = os.environ.get("POPEYE_COMPARE", "/work/shared/tools/popeye_compare.py")
COLUMNS = ["problems", "agree", "differ", "nr-refused", "py-refused", "both-refused",
           "illegal", "timeout"]


def run(cmd, path, timeout):
    """Combined stdout+stderr of `cmd path`, or None on timeout."""
    try:
        out = subprocess.run(cmd + [path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             timeout=timeout, cwd=os.path.dirname(path))
    except subprocess.TimeoutExpired:
        return None
    return out.stdout.decode("utf-8", "replace")


def nr_refused(out):
    m = re.search(r"problem \d+ refused: (.*)", out)
    return m.group(1).strip() if m else None


def py_refused(out):
    """Popeye's reason for not solving, or None when it solved."""
    lines = [l.strip() for l in out.splitlines() if l.strip()]
    if "problem ignored" in lines:
        i = lines.index("problem ignored")
        return lines[i - 1] if i > 0 else "problem ignored"
    if "solution finished." not in lines:
        return "no 'solution finished.': " + " / ".join(lines[-2:])[:200]
    return None


ILLEGAL = "the side to play can capture the king"


def compare(py_out, nr_out):
    with tempfile.TemporaryDirectory() as d:
        a, b = os.path.join(d, "py.out"), os.path.join(d, "nr.out")
        with open(a, "w") as f:
            f.write(py_out)
        with open(b, "w") as f:
            f.write(nr_out)
        res = subprocess.run([sys.executable, COMPARE, "compare", "--ignore-progress", a, b],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        text = res.stdout.decode("utf-8", "replace")
    return (" 0 failed" in text and "1 passed" in text), text


def check(problem, popeye, nightrider, timeout):
    """(outcome, detail, py_out, nr_out) for one problem."""
    text = gen.render(problem)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "p.inp")
        with open(path, "w") as f:
            f.write(text)
        py = run(popeye, path, timeout)
        nr = run(nightrider, path, timeout)
    if py is None or nr is None:
        return "timeout", "popeye" if py is None else "nightrider", py or "", nr or ""
    if ILLEGAL in py or ILLEGAL in nr:
        return "illegal", "", py, nr
    pr, nrr = py_refused(py), nr_refused(nr)
    if pr and nrr:
        return "both-refused", f"{pr} | {nrr}", py, nr
    if pr:
        return "py-refused", pr, py, nr
    if nrr:
        return "nr-refused", nrr, py, nr
    same, detail = compare(py, nr)
    return ("agree" if same else "differ"), detail, py, nr


def table(title, counts):
    width = max([len(title)] + [len(k) for k in counts]) + 1
    lines = [title.ljust(width) + "".join(c.rjust(13) for c in COLUMNS)]
    total = defaultdict(int)
    for key in sorted(counts):
        row = counts[key]
        for c in COLUMNS:
            total[c] += row[c]
        lines.append(key.ljust(width) + "".join(str(row[c]).rjust(13) for c in COLUMNS))
    lines.append("TOTAL".ljust(width) + "".join(str(total[c]).rjust(13) for c in COLUMNS))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--popeye", default=os.environ.get("POPEYE", "/work/scratch/popeye/py"))
    ap.add_argument("--nightrider", default=os.path.join(ROOT, "target/release/nightrider"))
    ap.add_argument("--out", default="campaign-out")
    ap.add_argument("--timeout", type=float, default=20)
    args = ap.parse_args()

    rng = random.Random(args.seed)
    problems = [gen.random_problem(rng) for _ in range(args.count)]
    popeye = [os.path.abspath(args.popeye), "-maxmem", "512M", "-regression"]
    nightrider = [os.path.abspath(args.nightrider), "-maxmem", "512M", "-regression"]
    diff_dir = os.path.join(args.out, "diff")
    os.makedirs(diff_dir, exist_ok=True)

    by_cond = defaultdict(lambda: defaultdict(int))
    by_stip = defaultdict(lambda: defaultdict(int))
    reasons = defaultdict(int)
    log = open(os.path.join(args.out, "results.jsonl"), "w")
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(check, p, popeye, nightrider, args.timeout) for p in problems]
        for i, (p, fut) in enumerate(zip(problems, futures)):
            outcome, detail, py, nr = fut.result()
            stips = {p["stip"]} | {ch[1] for t in p["twins"] for ch in t if ch[0] == "stip"}
            stip_key = "/".join(sorted(stips))
            for table_, key in ((by_cond, p["family"]), (by_stip, stip_key)):
                table_[key]["problems"] += 1
                table_[key][outcome] += 1
            if outcome.endswith("refused"):
                reasons[(outcome, re.sub(r"[a-h][1-8]", "..", detail))] += 1
            log.write(json.dumps({"n": i, "outcome": outcome, "detail": detail[:300],
                                  "problem": p}) + "\n")
            if outcome in ("differ", "timeout"):
                stem = os.path.join(diff_dir, f"{i:05d}")
                for ext, text in ((".inp", gen.render(p)), (".json", json.dumps(p)),
                                  (".py.out", py), (".nr.out", nr), (".cmp", detail)):
                    with open(stem + ext, "w") as f:
                        f.write(text)
            if (i + 1) % 100 == 0:
                print(f"... {i + 1} problems", file=sys.stderr, flush=True)
    log.close()
    report = [f"seed {args.seed}, {args.count} problems", "",
              table("condition", by_cond), "", table("stipulation", by_stip), "",
              "refusals (count, who, reason):"]
    for (who, why), n in sorted(reasons.items(), key=lambda kv: -kv[1]):
        report.append(f"{n:6d} {who:13s} {why}")
    text = "\n".join(report)
    print(text)
    with open(os.path.join(args.out, "summary.txt"), "w") as f:
        f.write(text + "\n")


if __name__ == "__main__":
    main()
