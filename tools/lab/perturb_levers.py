#!/usr/bin/env python3
"""Which of HotSpot's product-build perturbations move figures here (issue 27's first step).

For each lever, DRAWS runs of Vernier on the same rows, each run with its own random draw of that
lever's flags (passed with --jvm-args; a draw's flags apply to every fork of the run), beside
DRAWS runs with no perturbation, all in one shuffled order so that the machine's drift falls on
every lever alike. Per row and lever: the spread of the run medians (max/min - 1) against the
unperturbed runs' spread. A lever whose spread is no wider than "none" moves nothing here.

Usage: tools/lab/perturb_levers.py [--draws K] [--seed S] [--budget 6s] [REGEX...]
Needs tools/lab/build.sh (cp.txt) and the built CLI. Results in tools/lab/out/levers-STAMP/.
Standard library only.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time

LAB = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(LAB))
DEFAULT_ROWS = ["KernelBench.horner", "KernelBench.gcd", "JoinBench.stringBuilderJoin",
                "CollectionBench.hashMapLookup"]


def pow2(rng, lo, hi):
    return 1 << rng.randint(lo, hi)


# Each lever: a function of a seeded generator to the flags of one draw.
LEVERS = {
    "none": lambda rng: [],
    # where C2 aligns loop heads (product flag, 1..16, a power of two; default 16 on x86)
    "loop-alignment": lambda rng: [f"-XX:OptoLoopAlignment={pow2(rng, 0, 4)}"],
    # where compiled code's interior entries (OSR) are aligned (x86: 16 or 32, at least 16 and at
    # most CodeEntryAlignment, 32)
    "entry-alignment": lambda rng: [f"-XX:InteriorEntryAlignment={pow2(rng, 4, 5)}"],
    # compile thresholds jittered +-10%: compilation at other moments, with other profiles
    "thresholds": lambda rng: [f"-XX:CompileThresholdScaling={rng.uniform(0.9, 1.1):.3f}"],
    # the heap's base address (compressed oops: another base, other addresses for every object)
    "heap-base": lambda rng: [f"-XX:HeapBaseMinAddress={rng.randint(2, 30)}g"],
    # C2's instruction scheduling and code motion randomised by a seed (diagnostic flags, in
    # product builds): the nearest HotSpot has to Stabilizer's re-randomised layout
    "c2-stress": lambda rng: ["-XX:+UnlockDiagnosticVMOptions", "-XX:+StressLCM",
                              "-XX:+StressGCM", f"-XX:StressSeed={rng.randint(1, 1 << 30)}"],
    # the command line's length (the environment's size moved timings in Mytkowicz et al.)
    "cmdline-pad": lambda rng: ["-Dvernier.pad=" + "x" * rng.randint(0, 4096)],
    # the identity hash generator (experimental flag)
    "hash-code": lambda rng: ["-XX:+UnlockExperimentalVMOptions",
                              f"-XX:hashCode={rng.choice([0, 1, 2, 3, 4, 5])}"],
}


def medians(path):
    rows = {}
    for b in json.load(open(path))["benchmarks"]:
        if b.get("status") == "ok" and b.get("stats"):
            rows[b["id"].split(".", 3)[-1]] = b["stats"]["median"]
    return rows


def spread(values):
    return (max(values) / min(values) - 1) * 100 if len(values) > 1 and min(values) > 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--draws", type=int, default=3)
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--budget", default="6s")
    ap.add_argument("--levers", default=",".join(LEVERS))
    ap.add_argument("rows", nargs="*", default=DEFAULT_ROWS)
    a = ap.parse_args()
    cp = open(os.path.join(LAB, "cp.txt")).read().strip()
    out = os.path.join(LAB, "out", "levers-" + time.strftime("%Y%m%dT%H%M%SZ", time.gmtime()))
    os.makedirs(out)
    rng = random.Random(a.seed)
    runs = [(lever, d) for lever in a.levers.split(",") for d in range(a.draws)]
    rng.shuffle(runs)
    results = {}
    for n, (lever, d) in enumerate(runs, 1):
        flags = LEVERS[lever](random.Random(f"{a.seed}/{lever}/{d}"))
        path = os.path.join(out, f"{lever}-{d}.json")
        cmd = [os.path.join(ROOT, "vernier"), "run", "--cp", cp, "--budget", a.budget,
               "--json", path] + (["--jvm-args", " ".join(flags)] if flags else []) + a.rows
        t0 = time.time()
        p = subprocess.run(cmd, capture_output=True, text=True)
        with open(os.path.join(out, f"{lever}-{d}.txt"), "w") as f:
            f.write(" ".join(flags) + "\n" + p.stdout + p.stderr)
        print(f"[{n}/{len(runs)}] {lever} draw {d} ({' '.join(flags)[:60]}): exit {p.returncode},"
              f" {time.time() - t0:.0f} s", flush=True)
        if p.returncode in (0, 1) and os.path.exists(path):
            results.setdefault(lever, []).append(medians(path))
    rows = sorted(set().union(*[r.keys() for rs in results.values() for r in rs]))
    levers = [lv for lv in a.levers.split(",") if lv in results]
    width = max(len(r) for r in rows)
    print(f"\nspread of the run medians over {a.draws} draws (max/min - 1), per lever")
    print("row".ljust(width) + "".join(f" | {lv:>15}" for lv in levers))
    for row in rows:
        cells = []
        for lv in levers:
            s = spread([r[row] for r in results[lv] if row in r])
            cells.append("-" if s is None else f"{s:.1f}%")
        print(row.ljust(width) + "".join(f" | {c:>15}" for c in cells))


if __name__ == "__main__":
    sys.exit(main())
