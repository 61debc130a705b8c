#!/usr/bin/env bash
# The harness's own compilations in a fork, for checking that a change to the measurer leaves
# them as they were: runs one fork of a few lab benchmarks in each way of taking samples
# (batches, timed calls, threads) with HotSpot's compilation log, and lists every compilation
# of Vernier's own code (dev.vernier), with its tier, in the order HotSpot made them.
# Usage: tools/lab/jit-log.sh OUTDIR [VERNIER_JAR]   (default jar: the built CLI)
# Compare two jars: tools/lab/jit-log.sh /tmp/a A.jar; tools/lab/jit-log.sh /tmp/b B.jar;
#   diff <(cut -f2- /tmp/a/avgt.harness) <(cut -f2- /tmp/b/avgt.harness)
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
out="$1"
jar="${2:-$root/vernier-cli/target/vernier.jar}"
cp="$(cat "$lab/cp.txt")"
mkdir -p "$out"
run() { # $1 = label; the rest: run options
  local label="$1"; shift
  rm -f "$out/$label".vm-*.log
  java -jar "$jar" run --cp "$cp" --forks 1 --json "$out/$label.json" --overwrite \
    --jvm-args "-XX:+UnlockDiagnosticVMOptions -XX:+PrintCompilation -XX:+LogVMOutput -XX:LogFile=$out/$label.vm-%p.log" \
    "$@" > "$out/$label.txt" 2>&1
  # PrintCompilation's lines: "  ms  id  flags  tier  method (bytes)"; Vernier's own only
  cat "$out/$label".vm-*.log | grep -E '^ *[0-9]+ +[0-9]+ .*dev\.vernier\.' \
    | sed -E 's/^ *([0-9]+) +[0-9]+ +([%sbn! ]*) +([0-4]) +([^ ]+).*/\1\t\3\t\2\t\4/' \
    > "$out/$label.harness" || true
  echo "$label: $(wc -l < "$out/$label.harness") compilations of Vernier's code"
}
run avgt 'KernelBench.gcd'
run alloc 'CollectionBench.hashMapBuild'
run sample --mode sample 'KernelBench.gcd'
run threads --threads 2 'KernelBench.gcd'
