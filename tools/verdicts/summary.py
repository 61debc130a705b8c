#!/usr/bin/env python3
"""Summarises a calibrate.sh folder: per planted change, how often the interleaved verdict
found it (slower), called it the wrong way (faster), claimed a change in A/A, and how long a
verdict took (median and worst)."""
import glob, json, os, statistics, sys

folder = sys.argv[1]
by = {}
for f in sorted(glob.glob(os.path.join(folder, "*.json"))):
    cond = os.path.basename(f).split("-")[0]
    try:
        row = json.load(open(f))["benchmarks"][0]
    except (ValueError, IndexError, KeyError):
        continue
    by.setdefault(cond, []).append(row)
order = ["aa", "2", "5", "10", "2x", "layout"]
print(f"{'change':>6} | runs | found | wrong way | claims (A/A) | s per verdict: median, max | pairs: median | s per pair: median | survives: yes, no")
for cond in sorted(by, key=lambda c: order.index(c) if c in order else 99):
    rows = by[cond]
    v = [r["verdict"] for r in rows]
    secs = [r.get("verdictMillis", 0) / 1000 for r in rows]
    pairs = [r.get("pairs") or 0 for r in rows]
    found = sum(x == "slower" for x in v)
    wrong = sum(x == "faster" for x in v)
    label = {"aa": "A/A", "2x": "2x", "layout": "layout"}.get(cond, f"+{cond}%")
    survives = [r.get("survives") for r in rows]
    claims = f"{found + wrong}/{len(v)}" if cond == "aa" else "-"
    print(f"{label:>6} | {len(v):>4} | {found if cond != 'aa' else '-':>5} | "
          f"{wrong if cond != 'aa' else '-':>9} | {claims:>12} | "
          f"{statistics.median(secs):6.1f}, {max(secs):5.1f} | {statistics.median(pairs):5.0f} | "
          f"{statistics.median(s / p for s, p in zip(secs, pairs) if p):5.1f} | "
          f"{survives.count(True)}, {survives.count(False)}")
