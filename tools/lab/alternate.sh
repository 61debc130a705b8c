#!/usr/bin/env bash
# Runs JMH, Vernier, JMH, Vernier on the same selection, one after the other in the same window,
# keeps each tool's JSON (and printed table) in tools/lab/out/STAMP/, then compares them.
# Usage: tools/lab/alternate.sh [REGEX...]    (default: every lab benchmark)
#   JMH_ARGS      JMH's settings (default: -f 3 -wi 5 -w 2s -i 5 -r 2s; "own": none, so each
#                 benchmark runs at its own @Fork/@Warmup/@Measurement)
#   VERNIER_ARGS  Vernier's run options (default: none, its defaults)
#   ROUNDS        how many JMH-then-Vernier pairs (default 2)
#   CP            another suite's classpath (default: the lab's, tools/lab/cp.txt)
#   CWD           the directory both start in (a suite that reads data files by relative path)
# Needs tools/lab/build.sh first (cp.txt) and the built CLI (mvn -q -B install at the root).
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
if [ -z "${CP:-}" ]; then
  [ -f "$lab/cp.txt" ] || { echo "no $lab/cp.txt: run tools/lab/build.sh first" >&2; exit 2; }
fi
cp="${CP:-$(cat "$lab/cp.txt")}"
jmh_args="${JMH_ARGS:--f 3 -wi 5 -w 2s -i 5 -r 2s}"
[ "$jmh_args" != own ] || jmh_args=""
vernier_args="${VERNIER_ARGS:-}"
rounds="${ROUNDS:-2}"
selection=("$@")
[ ${#selection[@]} -gt 0 ] || selection=('dev.vernier.lab.')
out="$lab/out/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
{
  echo "selection: ${selection[*]}"
  echo "jmh: $jmh_args -prof gc"
  echo "vernier: ${vernier_args:-(defaults)}"
} > "$out/settings.txt"

. "$lab/timed.sh"
cd "${CWD:-.}"

for i in $(seq 1 "$rounds"); do
  # shellcheck disable=SC2086 # the settings are words on purpose
  timed "jmh-$i" java -cp "$cp" org.openjdk.jmh.Main $jmh_args -prof gc \
    -rf json -rff "$out/jmh-$i.json" "${selection[@]}"
  # shellcheck disable=SC2086
  timed "vernier-$i" "$root/vernier" run --cp "$cp" $vernier_args \
    --json "$out/vernier-$i.json" "${selection[@]}"
done
python3 "$lab/compare.py" "$out" | tee "$out/comparison.txt"
