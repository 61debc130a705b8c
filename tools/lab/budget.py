#!/usr/bin/env python3
"""Default-budget figures against a long run's, same window (tools/lab/budget.sh writes the files).
Per row: each default run's median, the long run's, each default's difference from it, and the
warnings that matter here (N = NOT_STATIONARY, D = FORKS_DISAGREE); then how many clean rows (all
but the planted trap GrowingTrapBench) are within +-5% of the long run, how many said
NOT_STATIONARY, and whether the trap was flagged in every run.
Usage: budget.py DEFAULT.json LONG.json DEFAULT.json   Standard library only."""
import json
import sys

TRAP = "GrowingTrapBench"
TOLERANCE = 0.05


def rows(path):
    run = json.load(open(path))
    return {b["id"]: b for b in run["benchmarks"]}


def figure(b):
    return b["stats"]["median"] if b and b.get("stats") else None


def codes(b):
    return {w["code"] for w in (b or {}).get("warnings") or []}


def marks(b):
    c = codes(b)
    return ("N" if "NOT_STATIONARY" in c else "") + ("D" if "FORKS_DISAGREE" in c else "")


def main(first, long, second):
    a, l, b = rows(first), rows(long), rows(second)
    ids = [i for i in l if i in a and i in b]
    clean = [i for i in ids if TRAP not in i]
    print("benchmark".ljust(46) + "default 1".rjust(16) + "long".rjust(16)
          + "default 2".rjust(16) + "diff 1".rjust(9) + "diff 2".rjust(9))
    within = checked = stationary_flags = default_rows = 0
    for i in ids:
        cells, diffs = [], []
        for run in (a, l, b):
            f = figure(run[i])
            cells.append(("no figure" if f is None else f"{f:,.1f}") + " " + marks(run[i]))
        for run in (a, b):
            f, g = figure(run[i]), figure(l[i])
            diffs.append(None if f is None or g is None else f / g - 1)
        print(i.split(".", 3)[-1].ljust(46) + "".join(c.rjust(16) for c in cells)
              + "".join(("-" if d is None else f"{d * 100:+.1f}%").rjust(9) for d in diffs))
        if i in clean:
            for run, d in zip((a, b), diffs):
                default_rows += 1
                stationary_flags += "NOT_STATIONARY" in codes(run[i])
                checked += 1
                within += d is not None and abs(d) <= TOLERANCE
    print()
    print(f"clean rows' default figures within +-{TOLERANCE:.0%} of the long run: "
          f"{within} of {checked}")
    print(f"clean rows NOT_STATIONARY at the default budget: {stationary_flags} of {default_rows}")
    traps = [i for i in ids if TRAP in i]
    for i in traps:
        flagged = sum("NOT_STATIONARY" in codes(run[i]) for run in (a, l, b))
        print(f"the planted trap {i.split('.', 3)[-1]} NOT_STATIONARY in {flagged} of 3 runs")
    print("figures in ns/op; N = NOT_STATIONARY, D = FORKS_DISAGREE")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: budget.py DEFAULT.json LONG.json DEFAULT.json")
    main(*sys.argv[1:])
