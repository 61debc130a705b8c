#!/usr/bin/env python3
"""A crosscheck's two Vernier runs judged again by other headline figures, offline: for each
row, each tool's run-to-run difference (max/min - 1 of its two runs) and the share of rows where
Vernier's is no larger than JMH's (issue 24's target: 80%), and of the rows within JMH's
own difference plus 2% of JMH (crosscheck's 'agree', without its evidence), with the figure the
row printed (the
pooled median, `stats.median`) and with others made from the same forks: the median of the fork
medians and their mean. Forks the row left out of its figure (`excludedFromFigure`) stay out.
Usage: estimators.py CROSSCHECK_DIR...   (the directory crosscheck --out made: jmh-1.json,
jmh-2.json, vernier-1.json, vernier-2.json). Standard library only."""
import json
import os
import statistics
import sys

FIGURES = {
    "printed": lambda b: b["stats"]["median"] if b.get("stats") else None,
    "median of fork medians": lambda b: _forks(b, statistics.median),
    "mean of fork medians": lambda b: _forks(b, statistics.fmean),
}


def _forks(b, pool):
    meds = [statistics.median(k["samples"]) for k in b.get("forks") or []
            if len(k.get("samples") or []) >= 5 and not k.get("excludedFromFigure")]
    return pool(meds) if meds else None


def jmh_id(r):
    params = r.get("params") or {}
    return r["benchmark"] + ("[" + ",".join(f"{k}={v}" for k, v in params.items()) + "]"
                             if params else "")


def vernier_id(b):
    params = b.get("params") or {}
    return b["id"].split("[")[0] + ("[" + ",".join(f"{k}={v}" for k, v in params.items()) + "]"
                                    if params else "")


def self_diff(a, b):
    return max(a, b) / min(a, b) - 1 if a and b else None


def between(j, v):
    """The tools' means of their two runs, max/min - 1 (as crosscheck's 'Vernier vs JMH')."""
    return self_diff(statistics.fmean(j), statistics.fmean(v))


def main(dirs):
    counts = {name: [0, 0] for name in FIGURES}
    agree = {name: 0 for name in FIGURES}
    for d in dirs:
        jmh = [{jmh_id(r): r["primaryMetric"]["score"] for r in json.load(
            open(os.path.join(d, f"jmh-{i}.json")))} for i in (1, 2)]
        ours = [{vernier_id(b): b for b in json.load(
            open(os.path.join(d, f"vernier-{i}.json")))["benchmarks"]} for i in (1, 2)]
        print(f"# {d}")
        print("row | JMH self | " + " | ".join(f"Vernier self, {n} (vs JMH)" for n in FIGURES))
        for rid in sorted(set(jmh[0]) & set(ours[0]) & set(ours[1]) & set(jmh[1])):
            js = self_diff(jmh[0][rid], jmh[1][rid])
            cells = []
            for name, figure in FIGURES.items():
                vs = self_diff(figure(ours[0][rid]), figure(ours[1][rid]))
                if vs is None or js is None:
                    cells.append("-")
                    continue
                counts[name][1] += 1
                ok = vs <= js
                counts[name][0] += ok
                apart = between([jmh[0][rid], jmh[1][rid]],
                                [figure(ours[0][rid]), figure(ours[1][rid])])
                agreed = apart <= js + 0.02
                agree[name] += agreed
                cells.append(f"{vs:.1%}{'' if ok else ' >'} ({apart:.1%}{'' if agreed else ' NO'})")
            print(f"{rid.split('.', 3)[-1]} | {js:.1%} | " + " | ".join(cells))
    print()
    for name, (ok, n) in counts.items():
        print(f"Vernier's run-to-run no larger than JMH's, {name}: {ok} of {n}"
              f" ({ok / max(n, 1):.0%}); within JMH's own plus 2%: {agree[name]} of {n}")


if __name__ == "__main__":
    main(sys.argv[1:])
