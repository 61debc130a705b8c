#!/usr/bin/env python3
"""How much this machine's speed moves at each time scale, from DriftProbe's trace: the sd of
the log medians of consecutive windows of 1, 3, 10 and 30 s. A sd that does not shrink with the
window is drift no harness averages away within a run.
Usage: java tools/lab/DriftProbe.java 600 > trace.txt; python3 tools/lab/drift.py trace.txt [SKIP_S]
"""
import math
import statistics as st
import sys

values = [float(line.split()[1]) for line in open(sys.argv[1])]
skip = int(float(sys.argv[2]) / 0.05) if len(sys.argv) > 2 else 0
values = values[skip:]
for seconds in (1, 3, 10, 30):
    w = int(seconds / 0.05)
    medians = [st.median(values[i:i + w]) for i in range(0, len(values) - w + 1, w)]
    sd = 100 * st.pstdev([math.log(m) for m in medians])
    print(f"{seconds:>3} s windows: sd of their medians {sd:.2f}% ({len(medians)} windows)")
