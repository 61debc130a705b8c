#!/usr/bin/env python3
"""Compares the JSON files of alternate.sh's runs: each tool's agreement with itself (run to run)
and the agreement between them, per benchmark, with bytes per op beside the times.

Usage: compare.py DIR   (DIR holds jmh-1.json, vernier-1.json, jmh-2.json, vernier-2.json, ...)
       compare.py --versions DIR   (before-N.json and after-N.json: two builds of Vernier, from
                                    before-after.sh; "agree" then holds after against before)

A difference is max/min - 1 of two figures, in percent (symmetric, so 2x reads 100%). A row's
tools "agree" when Vernier's mean of its runs is within JMH's own run-to-run difference plus 2% of
JMH's mean; where they do not, the row names what differs (bytes per op, Vernier's warnings).
Standard library only.
"""
import glob
import json
import os
import re
import sys

TO_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
MARGIN_PCT = 2.0


def key(name, params):
    short = ".".join(name.split(".")[-2:])
    if params:
        short += "[" + ",".join(f"{k}={params[k]}" for k in sorted(params)) + "]"
    return short


def ns(score, unit):
    """Nanoseconds per operation, from a time per op (us/op) or a throughput (ops/us)."""
    top, bottom = unit.split("/")[:2]
    if top == "ops":
        return TO_NS[bottom] / score if score > 0 else None
    return score * TO_NS[top]


def jmh_rows(path):
    rows = {}
    for r in json.load(open(path)):
        metric = r["primaryMetric"]
        alloc = r.get("secondaryMetrics", {}).get("gc.alloc.rate.norm")
        rows[key(r["benchmark"], r.get("params"))] = {
            "ns": ns(metric["score"], metric["scoreUnit"]),
            "bytes": alloc["score"] if alloc else None,
            "warnings": [],
        }
    return rows


def vernier_rows(path):
    rows = {}
    for b in json.load(open(path))["benchmarks"]:
        if b.get("status") != "ok" or not b.get("stats"):
            continue
        rows[key(b["className"] + "." + b["method"], b.get("params"))] = {
            "ns": ns(b["stats"]["median"], b["unit"]),
            "bytes": b.get("allocatedBytesPerOp"),
            "warnings": sorted({w["code"] for w in b.get("warnings") or []}),
        }
    return rows


def diff_pct(values):
    values = [v for v in values if v is not None]
    if len(values) < 2 or min(values) <= 0:
        return None
    return (max(values) / min(values) - 1) * 100


def mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values) if values else None


def figure(v):
    if v is None:
        return "-"
    return f"{v:,.0f}" if v >= 100 else f"{v:.2f}"


def bytes_figure(v):
    return "-" if v is None else f"{v:,.0f}"


def pct(v):
    return "-" if v is None else f"{v:.1f}%"


def runs(directory, tool, reader):
    files = sorted(glob.glob(os.path.join(directory, f"{tool}-*.json")),
                   key=lambda p: int(re.search(r"-(\d+)\.json$", p).group(1)))
    return [reader(f) for f in files]


def wall_seconds(directory):
    totals = {}
    path = os.path.join(directory, "times.txt")
    if os.path.exists(path):
        for line in open(path):
            label, seconds = line.split()
            tool = label.split("-")[0]
            totals[tool] = totals.get(tool, 0.0) + float(seconds)
    return totals


def evidence(jmh_bytes, vernier_bytes, warnings):
    said = []
    if jmh_bytes is not None and vernier_bytes is not None \
            and abs(round(jmh_bytes) - vernier_bytes) > max(8, 0.02 * vernier_bytes):
        said.append(f"bytes/op differ ({jmh_bytes:,.0f} vs {vernier_bytes:,})")
    if warnings:
        said.append("Vernier: " + ",".join(warnings))
    return "; ".join(said) or "no evidence named"


JMH_VS_VERNIER = (("jmh", jmh_rows, "JMH"), ("vernier", vernier_rows, "Vernier"))
BEFORE_VS_AFTER = (("before", vernier_rows, "before"), ("after", vernier_rows, "after"))


def main(directory, tools=JMH_VS_VERNIER):
    """The second tool's figures held against the first's run-to-run difference."""
    (ref_file, ref_reader, ref), (other_file, other_reader, other) = tools
    ref_runs = runs(directory, ref_file, ref_reader)
    other_runs = runs(directory, other_file, other_reader)
    if not ref_runs or not other_runs:
        sys.exit(f"{directory}: needs {ref_file}-N.json and {other_file}-N.json files")
    names = sorted(set().union(*[r.keys() for r in ref_runs + other_runs]))
    print(f"{len(ref_runs)} {ref} runs, {len(other_runs)} {other} runs; figures in ns/op, "
          "self = each one's run-to-run difference (max/min - 1)")
    header = ("benchmark", f"{ref} runs", f"{ref} self", f"{other} runs", f"{other} self",
              f"{other} vs {ref}", f"B/op {ref}", f"B/op {other}", "agree")
    table = [header]
    agreed = steadier = compared = 0
    notes = []
    for name in names:
        j = [r.get(name, {}).get("ns") for r in ref_runs]
        v = [r.get(name, {}).get("ns") for r in other_runs]
        jb = next((r[name]["bytes"] for r in ref_runs if name in r), None)
        vb = next((r[name]["bytes"] for r in other_runs if name in r), None)
        warnings = sorted({w for r in other_runs if name in r for w in r[name]["warnings"]})
        ref_self, other_self = diff_pct(j), diff_pct(v)
        between = diff_pct([mean(j), mean(v)])
        verdict = "-"
        if ref_self is not None and other_self is not None and between is not None:
            compared += 1
            ok = between <= ref_self + MARGIN_PCT
            agreed += ok
            steadier += other_self <= ref_self
            verdict = "yes" if ok else "NO"
            if not ok:
                notes.append(f"{name}: {evidence(jb, vb, warnings)}")
        table.append((name, " / ".join(map(figure, j)), pct(ref_self),
                      " / ".join(map(figure, v)), pct(other_self), pct(between),
                      bytes_figure(jb), bytes_figure(vb), verdict))
    widths = [max(len(str(row[i])) for row in table) for i in range(len(header))]
    for n, row in enumerate(table):
        print(" | ".join(str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i])
                         for i, c in enumerate(row)))
        if n == 0:
            print("-|-".join("-" * w for w in widths))
    if compared:
        print(f"\nagree ({other} within {ref}'s run-to-run + {MARGIN_PCT:.0f}%): "
              f"{agreed} of {compared} rows ({100 * agreed / compared:.0f}%)")
        print(f"{other}'s run-to-run no larger than {ref}'s: {steadier} of {compared} rows "
              f"({100 * steadier / compared:.0f}%)")
    walls = wall_seconds(directory)
    if ref_file in walls and other_file in walls:
        print(f"wall time: {ref} {walls[ref_file]:.0f} s, {other} {walls[other_file]:.0f} s "
              f"({100 * walls[other_file] / walls[ref_file]:.0f}% of {ref}'s)")
    for note in notes:
        print("differs: " + note)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--versions":
        main(sys.argv[2], BEFORE_VS_AFTER)
    elif len(sys.argv) == 2:
        main(sys.argv[1])
    else:
        sys.exit("usage: compare.py DIR | compare.py --versions DIR")
