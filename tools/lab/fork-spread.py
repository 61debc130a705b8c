#!/usr/bin/env python3
"""Each row's forks, run by run: every fork's median, the spread inside it (p90/p10 of its
samples: above about 1.3 the fork moved between levels while it was measured) and the spread
between forks (max/min of their medians), with the row's NOT_STATIONARY (N) and FORKS_DISAGREE
(D). Used for the heap policy's transparent huge pages (thp.sh).
Usage: fork-spread.py FILE.json...   Standard library only."""
import json
import os
import statistics
import sys


def fork_cells(b):
    cells = []
    for k in b["forks"]:
        s = sorted(k.get("samples") or [])
        if len(s) < 5:
            continue
        p10, p90 = s[len(s) // 10], s[(len(s) * 9) // 10]
        cells.append((statistics.median(s), p90 / p10))
    return cells


def main(files):
    rows = {}
    for f in files:
        run = json.load(open(f))
        for b in run["benchmarks"]:
            rows.setdefault(b["id"], []).append((os.path.basename(f), b))
    for rid, runs in rows.items():
        print(rid.split(".", 3)[-1])
        for name, b in runs:
            cells = fork_cells(b)
            codes = {w["code"] for w in b.get("warnings") or []}
            marks = ("N" if "NOT_STATIONARY" in codes else "-") + \
                    ("D" if "FORKS_DISAGREE" in codes else "-")
            meds = [m for m, _ in cells]
            between = max(meds) / min(meds) if meds else float("nan")
            inside = max(r for _, r in cells) if cells else float("nan")
            forks = " ".join(f"{m:,.0f}/{r:.2f}" for m, r in cells)
            print(f"  {name:24} {marks} between {between:5.2f} worst inside {inside:5.2f}"
                  f"  forks (median/p90:p10) {forks}")


if __name__ == "__main__":
    main(sys.argv[1:])
