"""Per condition of each calibration directory: the pairs' log-ratio sd pooled over the runs
(each run's log-ratios about its own mean, so a planted change does not count), the runs found
within the target's time (30 s for +2%, 15 s otherwise) and the A/A runs that said `same`.

    python3 tools/verdicts/spread.py DIR [DIR ...]
"""
import glob
import json
import math
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
