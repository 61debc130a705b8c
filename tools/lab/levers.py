#!/usr/bin/env python3
"""Which perturbation levers move figures here (issue 27): `run --perturb` lever by lever.

Every run gives each row FORKS forks; with --perturb they share a draw two by two, so one run
splits each row's spread between forks into the part between draws and the part within them
(the row's `perturbation.share`). "none" runs the same forks unperturbed and groups them in pairs
the same way: its share is what the JVMs' own luck gives (0 on average). Conditions run in one
shuffled order, RUNS times each, so that the machine's drift falls on all alike. Per row and
condition: the mean share, and the spread of the forks' medians (sd of their logs, in %).

Usage: tools/lab/levers.py [--runs R] [--forks F] [--budget B] [--levers a,b] [REGEX...]
Needs tools/lab/build.sh (cp.txt) and the built CLI. Results in tools/lab/out/levers-STAMP/.
Standard library only.
"""
import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
import time

LAB = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(LAB))
LEVERS = ["loop-alignment", "entry-alignment", "thresholds", "heap-base", "hash-code",
          "command-line", "environment"]
DEFAULT_ROWS = ["KernelBench.horner", "KernelBench.gcd", "CollectionBench.hashMapLookup",
                "JoinBench.stringBuilderJoin"]


def share(groups):
    """One-way random-effects share between groups, as IntraclassShare computes it."""
    groups = [g for g in groups if g]
    n = sum(len(g) for g in groups)
    k = len(groups)
    if k < 2 or n - k < 1:
        return None
    grand = sum(sum(g) for g in groups) / n
    ssw = sum((x - sum(g) / len(g)) ** 2 for g in groups for x in g)
    ssb = sum(len(g) * (sum(g) / len(g) - grand) ** 2 for g in groups)
    msw, msb = ssw / (n - k), ssb / (k - 1)
    n0 = (n - sum(len(g) ** 2 for g in groups) / n) / (k - 1)
    between = max(0.0, (msb - msw) / n0)
    return 0.0 if between + msw == 0 else between / (between + msw)


def rows_of(path):
    out = {}
    for b in json.load(open(path))["benchmarks"]:
        forks = [f for f in b.get("forks", []) if f.get("samples") and not f.get("error")]
        logs = [math.log(statistics.median(f["samples"])) for f in forks]
        draws = [f["perturbation"]["draw"] if f.get("perturbation") else i // 2 + 1
                 for i, f in enumerate(forks)]
        groups = {}
        for d, x in zip(draws, logs):
            groups.setdefault(d, []).append(x)
        out[b["id"].split(".", 3)[-1]] = (share(list(groups.values())),
                                          statistics.stdev(logs) * 100 if len(logs) > 1 else None)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--forks", type=int, default=8)
    ap.add_argument("--budget", default="16s")
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--levers", default="none," + ",".join(LEVERS) + ",all")
    ap.add_argument("rows", nargs="*", default=DEFAULT_ROWS)
    a = ap.parse_args()
    cp = open(os.path.join(LAB, "cp.txt")).read().strip()
    out = os.path.join(LAB, "out", "levers-" + time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()))
    os.makedirs(out)
    conditions = a.levers.split(",")
    runs = [(c, r) for c in conditions for r in range(a.runs)]
    random.Random(a.seed).shuffle(runs)
    results = {}
    for n, (cond, r) in enumerate(runs, 1):
        path = os.path.join(out, f"{cond}-{r}.json")
        cmd = [os.path.join(ROOT, "vernier"), "run", "--cp", cp, "--forks", str(a.forks),
               "--budget", a.budget, "--json", path]
        if cond != "none":
            cmd += ["--perturb", "--perturb-seed", str(a.seed * 1000 + n)]
            if cond != "all":
                cmd += ["--perturb-levers", cond]
        t0 = time.time()
        p = subprocess.run(cmd + a.rows, capture_output=True, text=True)
        with open(os.path.join(out, f"{cond}-{r}.txt"), "w") as f:
            f.write(" ".join(cmd) + "\n" + p.stdout + p.stderr)
        print(f"[{n}/{len(runs)}] {cond} run {r + 1}: exit {p.returncode},"
              f" {time.time() - t0:.0f} s", flush=True)
        if p.returncode in (0, 1) and os.path.exists(path):
            results.setdefault(cond, []).append(rows_of(path))
    names = sorted(set().union(*[r.keys() for rs in results.values() for r in rs]))
    width = max(len(x) for x in names)
    print(f"\nper row: mean share of the forks' spread between draws / sd of log fork medians"
          f" (%), {a.runs} runs of {a.forks} forks each")
    print("row".ljust(width) + "".join(f" | {c:>15}" for c in conditions if c in results))
    for row in names:
        cells = []
        for c in conditions:
            if c not in results:
                continue
            vals = [r[row] for r in results[c] if row in r]
            shares = [s for s, _ in vals if s is not None]
            sds = [d for _, d in vals if d is not None]
            cells.append(("-" if not shares else f"{statistics.mean(shares):.2f}") + " / "
                         + ("-" if not sds else f"{statistics.mean(sds):.1f}"))
        print(row.ljust(width) + "".join(f" | {c:>15}" for c in cells))


if __name__ == "__main__":
    sys.exit(main())
