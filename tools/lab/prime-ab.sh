#!/usr/bin/env bash
# Two builds alternated on library-heavy lab rows (run 1 of OLD, run 1 of NEW, ...), quiet and
# then beside the seeded noisy neighbour: the warnings and figures of each, for a change to
# warm-up (first used for priming, 2026-12-07). OLD and NEW are copies of vernier.jar.
# Usage: tools/lab/prime-ab.sh OLD.jar NEW.jar [ROUNDS]   (OUT=DIR, ROWS='...' as in thp.sh)
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
old=$1 new=$2 rounds=${3:-2}
out="${OUT:-$lab/out/prime-ab-$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$out"
default='TextBench.regex$ TextBench.formatDouble$ TextBench.parseQuery$ NumberBench.bigIntegerFactorial$ CollectionBench.comparatorSort$ CollectionBench.hashMapBuild$'
read -r -a rows <<< "$(echo ${ROWS:-$default})"
for mode in quiet noisy; do
  neighbour=""
  if [ "$mode" = noisy ]; then
    java -cp "$root/vernier-core/target/test-classes" dev.vernier.testbench.NoisyNeighbour \
      --seed 1 --seconds 100000 >/dev/null &
    neighbour=$!
    trap 'kill $neighbour 2>/dev/null || true' EXIT
  fi
  for r in $(seq "$rounds"); do
    for side in old new; do
      jar=$old; [ "$side" = new ] && jar=$new
      java -jar "$jar" run --cp "$(cat "$lab/cp.txt")" --json "$out/$mode-$r-$side.json" \
        "${rows[@]}" > "$out/$mode-$r-$side.txt" 2>&1 || true
      echo "$mode round $r ($side) done $(date -u +%H:%M:%S)"
    done
  done
  [ -n "$neighbour" ] && kill "$neighbour" 2>/dev/null || true
done
python3 "$lab/rows.py" "$out"/*.json 2>/dev/null || true
