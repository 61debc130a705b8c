#!/usr/bin/env bash
# Transparent huge pages under the fixed heap, in one window: the same allocating rows with a
# fixed, pre-touched 512 MiB heap, without and with -XX:+UseTransparentHugePages, alternated
# (ROUNDS pairs, default 3), then fork-spread.py prints each fork's inner spread and the spread
# between forks. The heap is given as the user's flags (--fixed-heap off) so only THP differs.
# Usage: tools/lab/thp.sh [VERNIER RUN OPTIONS...]   (needs build.sh first)
#   ROWS='...'  other rows;  ROUNDS=N  pairs;  OUT=DIR  where the JSON goes
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
cp="$(cat "$lab/cp.txt")"
out="${OUT:-$lab/out/thp-$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$out"
default='CollectionBench.hashMapBuild$ NumberBench.bigDecimalTotal$ CollectionBench.boxedStream$
  JoinBench.stringBuilderJoin$'
read -r -a rows <<< "$(echo ${ROWS:-$default})"
heap='-Xms512m -Xmx512m -XX:+AlwaysPreTouch'
for r in $(seq "${ROUNDS:-3}"); do
  for mode in nothp thp; do
    flags="$heap"
    [ "$mode" = thp ] && flags="$heap -XX:+UseTransparentHugePages"
    "$root/vernier" run --cp "$cp" --fixed-heap off --jvm-args "$flags" "$@" \
      --json "$out/$r-$mode.json" "${rows[@]}" > "$out/$r-$mode.txt" 2>&1 || true
    echo "round $r ($mode) done $(date -u +%T)"
  done
done
python3 "$lab/fork-spread.py" "$out"/*-nothp.json "$out"/*-thp.json | tee "$out/summary.txt"
python3 "$lab/rows.py" "$out"/*.json | tee -a "$out/summary.txt"
