#!/usr/bin/env bash
# The heap policy measured in one window: four allocating lab rows with --fixed-heap off, auto,
# off, auto at the default budget (about 45 s a run), each run's JSON in tools/lab/out/STAMP/,
# then rows.py prints each run's figures and NOT_STATIONARY rows side by side.
# Usage: tools/lab/heap-policy.sh [VERNIER RUN OPTIONS...]   (needs build.sh first)
#   ROWS='JoinBench NumberBench'  other rows (patterns) than the four below
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
cp="$(cat "$lab/cp.txt")"
out="$lab/out/heap-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
default='CollectionBench.hashMapBuild CollectionBench.boxedStream NumberBench.bigIntegerFactorial
  JoinBench.stringBuilderJoin'
read -r -a rows <<< "$(echo ${ROWS:-$default})"
i=0
for policy in off auto off auto; do
  i=$((i + 1))
  "$root/vernier" run --cp "$cp" --fixed-heap "$policy" --param n=1000 "$@" \
    --json "$out/$i-$policy.json" "${rows[@]}" > "$out/$i-$policy.txt" 2>&1 || true
  echo "run $i ($policy) done"
done
python3 "$lab/rows.py" "$out"/*.json | tee "$out/summary.txt"
