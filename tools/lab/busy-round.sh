#!/usr/bin/env bash
# The test suite on a busy machine: two fresh clones run .ci/run at once while JMH runs two lab
# benchmarks in a loop beside them, until both builds end (about 26 minutes on 2 cores).
# Usage: tools/lab/busy-round.sh [OUT_DIR]   (needs tools/lab/build.sh first; default /tmp/busy)
# Prints each clone's closing line (Tests: N passed, N failed); the logs and clones stay in OUT_DIR.
set -uo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
out="${1:-/tmp/busy}"
[ -f "$lab/cp.txt" ] || { echo "no $lab/cp.txt: run tools/lab/build.sh first" >&2; exit 2; }
cp="$(cat "$lab/cp.txt")"
# never remove a directory this script did not make
if [ -e "$out" ] && [ ! -f "$out/.busy-round" ]; then
  echo "$out exists and is not a busy round's: give another OUT_DIR" >&2; exit 2
fi
rm -rf "$out" && mkdir -p "$out" && touch "$out/.busy-round"
for c in a b; do git clone -q "$root" "$out/clone-$c"; done
for c in a b; do
  ( cd "$out/clone-$c" && bash .ci/run > "$out/clone-$c.log" 2>&1; echo "clone-$c rc=$?" >> "$out/done" ) &
done
while [ "$(cat "$out/done" 2>/dev/null | wc -l)" -lt 2 ]; do
  java -cp "$cp" org.openjdk.jmh.Main 'CollectionBench.hashMapBuild|TextBench.parseQuery' \
    -f 1 -wi 3 -i 5 -w 1 -r 1 >> "$out/jmh.log" 2>&1
done
wait
cat "$out/done"
for c in a b; do echo "clone-$c: $(grep -a -o 'Tests: [0-9]* passed, [0-9]* failed' "$out/clone-$c.log" | tail -1)"; done
echo "JMH runs beside them: $(grep -c '^# Run complete' "$out/jmh.log")"
