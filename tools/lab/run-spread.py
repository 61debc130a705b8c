#!/usr/bin/env python3
"""Each build of a before-after.sh directory on its own: forks a row, the forks' wall time a row,
and each row's run-to-run difference over the build's runs (max/min - 1), median and geometric
mean over the rows. compare.py --versions holds one build against the other row by row; the
figures and row names here are compare.py's.
Usage: run-spread.py DIR   (DIR holds before-N.json and after-N.json). Standard library only.
"""
import json
import math
import statistics as st
import sys

from compare import diff_pct, key, runs, vernier_rows


def fork_rows(path):
    """Each row's fork count and the forks' wall seconds, keyed as compare.py keys its rows."""
    return {key(b["className"] + "." + b["method"], b.get("params")):
            (len(b["forks"]), sum(f.get("wallNanos") or 0 for f in b["forks"]) / 1e9)
            for b in json.load(open(path))["benchmarks"]}


def main(directory):
    for side in ("before", "after"):
        figures = runs(directory, side, vernier_rows)
        forks = [f for r in runs(directory, side, fork_rows) for f in r.values()]
        names = sorted(set().union(*figures))
        selfs = [s for s in (diff_pct([r.get(n, {}).get("ns") for r in figures]) for n in names)
                 if s is not None]
        median = st.median(selfs) if selfs else 0
        geo = math.exp(st.mean(math.log(max(s, 0.1)) for s in selfs)) if selfs else 0
        print(f"{side}: {len(figures)} runs, {len(names)} rows; forks a row mean "
              f"{st.mean(n for n, _ in forks):.2f}; fork wall a row mean "
              f"{st.mean(w for _, w in forks):.1f} s; row self median {median:.1f}%, "
              f"geo mean {geo:.1f}%")


if __name__ == "__main__":
    main(sys.argv[1])
