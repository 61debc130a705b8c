#!/usr/bin/env python3
"""Vernier result files side by side: each row's median (or "no figure"), its NOT_STATIONARY and
FORKS_DISAGREE, its fork count, and each file's heap policy and wall time.
Usage: rows.py FILE.json...   Standard library only."""
import json
import os
import sys


def main(files):
    runs = [(os.path.basename(f), json.load(open(f))) for f in files]
    ids = []
    for _, run in runs:
        for b in run["benchmarks"]:
            if b["id"] not in ids:
                ids.append(b["id"])
    for name, run in runs:
        heap = run["environment"].get("heapPolicy") or {}
        wall = sum(b.get("wallMillis") or 0 for b in run["benchmarks"]) / 1000
        flagged = sum(1 for b in run["benchmarks"]
                      if any(w["code"] == "NOT_STATIONARY" for w in b.get("warnings") or []))
        print(f"{name}: heap {heap.get('policy', '-')} {' '.join(heap.get('flags', []))}; "
              f"{flagged} of {len(run['benchmarks'])} rows NOT_STATIONARY; {wall:.0f} s")
    print()
    print("benchmark".ljust(45) + "".join(n.rjust(26) for n, _ in runs))
    for i in ids:
        cells = []
        for _, run in runs:
            b = next((b for b in run["benchmarks"] if b["id"] == i), None)
            if b is None:
                cells.append("-")
                continue
            codes = {w["code"] for w in b.get("warnings") or []}
            figure = "no figure" if not b.get("stats") else f"{b['stats']['median']:,.0f}"
            marks = ("N" if "NOT_STATIONARY" in codes else "") + \
                    ("D" if "FORKS_DISAGREE" in codes else "")
            cells.append(f"{figure} {marks} {len(b['forks'])}f")
        print(i.split(".", 3)[-1].ljust(45) + "".join(c.rjust(26) for c in cells))
    print("\nfigures in ns/op; N = NOT_STATIONARY, D = FORKS_DISAGREE, Nf = forks")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: rows.py FILE.json...")
    main(sys.argv[1:])
