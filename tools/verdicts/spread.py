"""Per condition of each calibration directory: the pairs' log-ratio sd pooled over the runs
(each run's log-ratios about its own mean, so a planted change does not count), the runs found
within the target's time (30 s for +2%, 15 s otherwise) and the A/A runs that said `same`;
then, over all the directory's forks, how many moved more than 3% between the first and the
last third of their measurement (falling: a side still warming up when its rounds began; since
the cores are swapped halfway, 2026-12-07, a fork's first and last thirds ran on different
cores, so this counts the cores' difference too), how many saw the JIT compile during
measurement, and the median warm-up.

    python3 tools/verdicts/spread.py DIR [DIR ...]
"""
import glob
import json
import math
import statistics
import sys

for d in sys.argv[1:]:
    for c in ["aa", "2", "5", "10", "2x"]:
        squares, dof, runs, within, same = 0.0, 0, 0, 0, 0
        for f in sorted(glob.glob(f"{d}/{c}-*.json")):
            row = json.load(open(f))["benchmarks"][0]
            logs = [math.log(x) for x in row["pairRatios"]]
            mean = sum(logs) / len(logs)
            squares += sum((x - mean) ** 2 for x in logs)
            dof += len(logs) - 1
            runs += 1
            same += row["verdict"] == "same"
            limit = 30_000 if c == "2" else 15_000
            within += row["verdict"] == "slower" and row["verdictMillis"] <= limit
        if runs:
            sd = 100 * math.sqrt(squares / dof) if dof else float("nan")
            print(f"{d} {c:>3}: {runs} runs, pooled sd {sd:.2f}%, "
                  f"found within the target's time {within}, same {same}")
    shifts, compiled, warm = [], 0, []
    for f in glob.glob(f"{d}/*.json"):
        report = json.load(open(f))
        for side in ("baseRun", "newRun"):
            for fork in report[side]["benchmarks"][0]["forks"]:
                s, third = fork["samples"], len(fork["samples"]) // 3
                if len(s) < 15:
                    continue
                shifts.append(statistics.median(s[-third:]) / statistics.median(s[:third]) - 1)
                compiled += (fork.get("jitCompilationsDuringMeasurement") or 0) > 0
                warm.append(fork["warmupNanos"] / 1e9)
    if shifts:
        print(f"{d} forks: {len(shifts)}, moved >3% first to last third "
              f"{sum(abs(x) > 0.03 for x in shifts)} (falling {sum(x < -0.03 for x in shifts)}), "
              f"JIT during measurement {compiled}, warm-up median {statistics.median(warm):.2f} s")
