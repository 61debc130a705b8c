"""Whether the two cores move a pair's ratio: per calibration directory and condition, each
pair's log-ratio by three figures, their sd pooled over the runs (each run about its own mean),
and the two halves' agreement.

  min     the sides' fastest batches of all the rounds (the pair ratio before 2026-12-07)
  halves  the mean of the two halves' log-ratios, each of the halves' fastest batches (kept)
  median  the sides' median batches
  mix     the mean of min and halves (a candidate: halves win where the cores differ, min where
          they run alike and the fastest of 30 batches is less noisy than of 15)

corr(h1,h2) is the correlation of a pair's first-half log-ratio with its second half's (each
about its run's mean): positive when each side keeps its core all through (a core's speed stays
in the pair), negative when the sides swapped cores halfway (the difference flips sign).

    python3 tools/verdicts/cores.py DIR [DIR ...]
"""
import glob
import json
import math
import statistics
import sys

ROUNDS = 30


def pooled(values):
    dof = len(values) - len(set(k for k, _ in values))
    return 100 * math.sqrt(sum(v * v for _, v in values) / dof) if dof > 0 else float("nan")


def corr(xs, ys):
    mx, my = statistics.mean(xs), statistics.mean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return sxy / (sx * sy) if sx and sy else float("nan")


for d in sys.argv[1:]:
    for c in ["aa", "2", "5", "10", "2x"]:
        fig = {"min": [], "halves": [], "median": [], "mix": []}
        h1s, h2s, per_pair = [], [], []
        for run, f in enumerate(sorted(glob.glob(f"{d}/{c}-*.json"))):
            j = json.load(open(f))
            row = j["benchmarks"][0]
            per_pair.append(row["verdictMillis"] / 1000 / max(1, row["pairs"]))
            forks_a = j["newRun"]["benchmarks"][0]["forks"]
            forks_b = j["baseRun"]["benchmarks"][0]["forks"]
            logs = {k: [] for k in fig}
            halves = []
            for a, b in zip(forks_a, forks_b):
                sa, sb = a["samples"], b["samples"]
                ha = max(0, ROUNDS // 2 - (a.get("samplesLeftOut") or 0))
                hb = max(0, ROUNDS // 2 - (b.get("samplesLeftOut") or 0))
                if not (0 < ha < len(sa) and 0 < hb < len(sb)):
                    continue
                h1 = math.log(min(sa[:ha]) / min(sb[:hb]))
                h2 = math.log(min(sa[ha:]) / min(sb[hb:]))
                logs["min"].append(math.log(min(sa) / min(sb)))
                logs["halves"].append((h1 + h2) / 2)
                logs["median"].append(math.log(statistics.median(sa) / statistics.median(sb)))
                logs["mix"].append((logs["min"][-1] + (h1 + h2) / 2) / 2)
                halves.append((h1, h2))
            if len(halves) < 2:
                continue
            for k, v in logs.items():
                m = statistics.mean(v)
                fig[k] += [(run, x - m) for x in v]
            m1 = statistics.mean(h for h, _ in halves)
            m2 = statistics.mean(h for _, h in halves)
            h1s += [h - m1 for h, _ in halves]
            h2s += [h - m2 for _, h in halves]
        if not h1s:
            continue
        print(f"{d} {c:>3}: {len(h1s)} pairs, {statistics.median(per_pair):.2f} s a pair; "
              + ", ".join(f"{k} sd {pooled(v):.2f}%" for k, v in fig.items())
              + f"; corr(h1,h2) {corr(h1s, h2s):+.2f}")
