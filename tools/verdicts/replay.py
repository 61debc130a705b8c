#!/usr/bin/env python3
"""Judges the pairs of stored interleaved runs again, by each figure a pair's ratio could be
taken from (its sides' medians, fastest batches, 10th percentiles), under the real stopping
rule (Replay.java, SequentialPairs itself): so two figures are compared on the very same
pairs, not on two windows. Best on runs of fixed pairs (calibrate.sh with
VERNIER_ARGS="--forks 8"): each prefix is what an adaptive run would have seen.

  python3 tools/verdicts/replay.py DIR...        (COND-N.json files, as calibrate.sh writes)

Prints, per condition and figure: the verdicts, how many were found within 15 s, and the
spread (sd, %) of the pairs' log-ratios within each run, pooled."""
import math, statistics as st, sys, collections
from judged import judged, runs

CAP = 30.0

def quantile(x, p):
    s = sorted(x)
    h = (len(s) - 1) * p
    lo = math.floor(h)
    return s[lo] + (h - lo) * (s[min(lo + 1, len(s) - 1)] - s[lo])

FIGURES = {"median": lambda x: quantile(x, 0.5), "fastest": min,
           "p10": lambda x: quantile(x, 0.1)}

lines, spreads = [], collections.defaultdict(list)
for cond, row, fa, fb in runs(sys.argv[1:]):
    a = [k["samples"] for k in fa]
    b = [k["samples"] for k in fb]
    per = row["verdictMillis"] / 1000 / len(a)
    for name, fig in FIGURES.items():
        r = [fig(x) / fig(y) for x, y in zip(a, b)]
        lines.append(f"{cond} {name} {per:.3f} {CAP} " + " ".join(f"{v:.8f}" for v in r))
        if len(r) > 2:
            spreads[(cond, name)].append(st.stdev(math.log(v) * 100 for v in r))
by = judged(lines)
order = ["aa", "2", "5", "10", "2x"]
print(f"{'cond':>6} {'figure':>8} | runs | slower | faster | same | inconcl. | slower <= 15 s | "
      f"s median | pair sd %")
for (cond, name) in sorted(by, key=lambda k: (order.index(k[0]) if k[0] in order else 99, k[0],
                                              list(FIGURES).index(k[1]))):
    rows = by[(cond, name)]
    v = [r[0] for r in rows]
    w15 = sum(r[0] == "slower" and r[2] <= 15 for r in rows)
    sd = math.sqrt(st.mean(s * s for s in spreads[(cond, name)])) if spreads[(cond, name)] else 0
    print(f"{cond:>6} {name:>8} | {len(rows):>4} | {v.count('slower'):>6} | {v.count('faster'):>6} |"
          f" {v.count('same'):>4} | {v.count('inconclusive'):>8} | {w15:>14} | "
          f"{st.median(r[2] for r in rows):8.1f} | {sd:8.2f}")
