"""The replay scripts' shared steps: reading calibrate.sh's runs, and judging their lines
through the real stopping rule (Replay.java)."""
import collections
import glob
import json
import os
import subprocess
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
jar = os.path.join(here, "..", "..", "vernier-cli", "target", "vernier.jar")


def judged(lines):
    """Lines `tag figure secondsPerPair capSeconds r1 r2 ...` to {(tag, figure): [(verdict,
    pairs, seconds), ...]}, one entry a line."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as t:
        t.write("\n".join(lines) + "\n")
    try:
        out = subprocess.run(["java", "-cp", jar, os.path.join(here, "Replay.java"), t.name],
                             capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(t.name)
    by = collections.defaultdict(list)
    for line in out.splitlines():
        cond, name, verdict, pairs, secs = line.split()
        by[(cond, name)].append((verdict, int(pairs), float(secs)))
    return by


def runs(folders):
    """Each stored run in the folders (COND-N.json, as calibrate.sh writes) as (condition, its
    row, the new side's forks, the base side's forks); files not yet whole are passed over."""
    for folder in folders:
        for f in sorted(glob.glob(os.path.join(folder, "*.json"))):
            try:
                d = json.load(open(f))
                yield (os.path.basename(f).split("-")[0], d["benchmarks"][0],
                       d["newRun"]["benchmarks"][0]["forks"], d["baseRun"]["benchmarks"][0]["forks"])
            except (ValueError, KeyError, IndexError, TypeError):
                continue
