#!/usr/bin/env python3
"""Summarises pairs-beside-jmh.sh: per build, the A/A verdicts (every `slower` or `faster` is a
false claim) and the warnings on the pairs' side rows; then each build's side figures (the
median of each side's batches, both sides of every run) held against JMH's run-to-run
difference by compare.py's rule.

Usage: pairs-beside-jmh.py DIR   (DIR holds jmh-N.json, old-N.json, new-N.json)
"""
import collections
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402  the lab's own JMH-against-Vernier rule


def side_rows(path):
    """Each side of an A/A comparison as one Vernier run: rows keyed as compare.py keys them."""
    report = json.load(open(path))
    rows = {}
    for side in ("baseRun", "newRun"):
        for b in report[side]["benchmarks"]:
            if b.get("status") != "ok" or not b.get("stats"):
                continue
            name = compare.key(b["className"] + "." + b["method"], b.get("params"))
            rows[f"{name} {side[:-3]}"] = {
                "ns": compare.ns(b["stats"]["median"], b["unit"]),
                "bytes": b.get("allocatedBytesPerOp"),
                "warnings": sorted({w["code"] for w in b.get("warnings") or []}),
            }
    return rows


def jmh_per_side(path):
    """JMH's rows under both side names, so that every side is held against JMH."""
    rows = compare.jmh_rows(path)
    return {f"{k} {side}": v for k, v in rows.items() for side in ("base", "new")}


def verdicts(directory, build):
    said, warned, rows, seconds = collections.Counter(), collections.Counter(), 0, []
    for path in sorted(glob.glob(os.path.join(directory, f"{build}-*.json"))):
        report = json.load(open(path))
        for row in report["benchmarks"]:
            said[row["verdict"]] += 1
            seconds.append(row.get("verdictMillis", 0) / 1000)
        for side in ("baseRun", "newRun"):
            for b in report[side]["benchmarks"]:
                rows += 1
                for code in {w["code"] for w in b.get("warnings") or []}:
                    warned[code] += 1
    claims = said["slower"] + said["faster"]
    total = sum(said.values())
    seconds.sort()
    median = seconds[len(seconds) // 2] if seconds else float("nan")
    print(f"{build}: {total} A/A rows, claims {claims} ({dict(said)}), verdict median "
          f"{median:.1f} s; side rows {rows}, warned: {dict(warned) or 'none'}")


def main(directory):
    for build in ("old", "new"):
        verdicts(directory, build)
    if not glob.glob(os.path.join(directory, "jmh-*.json")):
        return  # run with JMH=0: the builds alone
    for build in ("old", "new"):
        print(f"\n== {build} build's sides against JMH")
        compare.main(directory, (("jmh", jmh_per_side, "JMH"), (build, side_rows, build)))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: pairs-beside-jmh.py DIR")
    main(sys.argv[1])
