#!/usr/bin/env python3
"""Each build of a before-after.sh directory on its own: forks a row, the forks' wall time a row,
and each row's run-to-run difference over the build's runs (max/min - 1), median and geometric
mean over the rows. compare.py --versions holds one build against the other row by row.
Usage: run-spread.py DIR   (DIR holds before-N.json and after-N.json). Standard library only.
"""
import glob, json, math, os, re, statistics as st, sys
d = sys.argv[1]
def rows(path):
    out = {}
    for r in json.load(open(path))["benchmarks"]:
        name = ".".join(r["id"].split(".")[-2:])
        if r.get("params"):
            name += str(sorted(r["params"].items()))
        forks = r["forks"]
        out[name] = (r["stats"]["median"] if r.get("stats") else None, len(forks),
                     sum((f.get("wallNanos") or 0) for f in forks) / 1e9)
    return out
for side in ("before", "after"):
    runs = [rows(p) for p in sorted(glob.glob(os.path.join(d, side + "-*.json")))]
    names = sorted(runs[0])
    selfs, forks, walls = [], [], []
    for n in names:
        v = [r[n][0] for r in runs if n in r and r[n][0]]
        if len(v) >= 2:
            selfs.append(100 * (max(v) / min(v) - 1))
        forks += [r[n][1] for r in runs if n in r]
        walls += [r[n][2] for r in runs if n in r]
    print(f"{side}: {len(runs)} runs, {len(names)} rows; forks a row mean {st.mean(forks):.2f}; "
          f"fork wall a row mean {st.mean(walls):.1f} s; row self median {(st.median(selfs) if selfs else 0):.1f}%, "
          f"geo mean {(math.exp(st.mean(math.log(max(s, 0.1)) for s in selfs)) if selfs else 0):.1f}%")
