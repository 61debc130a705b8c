#!/usr/bin/env python3
"""Would fewer rounds a pair decide sooner? Replays runs of fixed pairs (calibrate.sh with
VERNIER_ARGS="--forks 8") as if each pair had measured R rounds instead of 30: each side keeps
the first R/2 batches of each half (before and after the core swap), the pair's ratio is taken
by the halves (the shipped figure) or by 'mix' (the mean of the halves' and the fastest batch
of all's log-ratios), and the real stopping rule judges the prefixes (Replay.java), at each
run's own seconds a pair less the rounds not measured (ROUND_S each, both sides' batches).

Fewer rounds save time a pair; whether they cost pairs depends on how much of a pair's spread
is the batches' noise (which more rounds average away) and how much is the JVMs' luck (which
only more pairs do).

  python3 tools/verdicts/rounds.py DIR...
"""
import collections
import math
import statistics as st
import sys
from judged import judged, runs

ROUNDS = 30
ROUND_S = 0.022  # a round of both sides' 10 ms batches and their turns (traced, 2026-12-07)
CAP = 30.0
KEEP = [10, 16, 20, 30]


def pair(sa, sb, ha, hb, r):
    """The halves' and the fastest-of-all log-ratios of one pair, kept to r rounds."""
    k = r // 2
    a1, a2 = sa[:min(ha, k)], sa[ha:ha + k]
    b1, b2 = sb[:min(hb, k)], sb[hb:hb + k]
    if not (a1 and a2 and b1 and b2):
        return None
    halves = (math.log(min(a1) / min(b1)) + math.log(min(a2) / min(b2))) / 2
    fastest = math.log(min(a1 + a2) / min(b1 + b2))
    return {"halves": halves, "mix": (halves + fastest) / 2}


lines, spreads = [], collections.defaultdict(list)
for cond, row, fa, fb in runs(sys.argv[1:]):
    per = row["verdictMillis"] / 1000 / max(1, len(fa))
    for r in KEEP:
        logs = collections.defaultdict(list)
        for a, b in zip(fa, fb):
            ha = max(0, ROUNDS // 2 - (a.get("samplesLeftOut") or 0))
            hb = max(0, ROUNDS // 2 - (b.get("samplesLeftOut") or 0))
            p = pair(a["samples"], b["samples"], ha, hb, r)
            if p is None:
                break  # a pair without both halves: the prefix ends here
            for k, v in p.items():
                logs[k].append(v)
        for k, v in logs.items():
            name = f"{k}-{r}"
            secs = per - (ROUNDS - r) * ROUND_S
            lines.append(f"{cond} {name} {secs:.3f} {CAP} "
                         + " ".join(f"{math.exp(x):.8f}" for x in v))
            if len(v) > 2:
                spreads[(cond, name)].append(st.stdev(x * 100 for x in v))
by = judged(lines)
order = ["aa", "2", "5", "10", "2x"]
print(f"{'cond':>4} {'figure':>10} | runs | slower | faster | same | inconcl. | slower <= 15 s |"
      f" slower <= 30 s | s median | pair sd %")
for (cond, name) in sorted(by, key=lambda k: (order.index(k[0]) if k[0] in order else 99,
                                              k[1].split("-")[0], int(k[1].split("-")[1]))):
    rows = by[(cond, name)]
    v = [x[0] for x in rows]
    w15 = sum(x[0] == "slower" and x[2] <= 15 for x in rows)
    w30 = sum(x[0] == "slower" and x[2] <= 30 for x in rows)
    s = spreads[(cond, name)]
    sd = math.sqrt(st.mean(x * x for x in s)) if s else 0
    print(f"{cond:>4} {name:>10} | {len(rows):>4} | {v.count('slower'):>6} | "
          f"{v.count('faster'):>6} | {v.count('same'):>4} | {v.count('inconclusive'):>8} | "
          f"{w15:>14} | {w30:>14} | {st.median(x[2] for x in rows):8.1f} | {sd:9.2f}")
