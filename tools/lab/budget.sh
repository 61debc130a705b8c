#!/usr/bin/env bash
# Is the default budget's figure the figure a long run gives? The lab's allocating rows and the
# planted trap at the default budget, at --budget 60s, and at the default again, one after the
# other in one window (A B A); budget.py prints each row's two default figures against the long
# run's, the rows within +-5% of it, and which rows said NOT_STATIONARY.
# Usage: tools/lab/budget.sh [VERNIER RUN OPTIONS...]   (needs build.sh first; about 25 minutes)
#   ROWS='JoinBench NumberBench'  other rows (patterns) than the allocating ones and the trap
#   LONG=120s                     another long budget than 60s
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
cp="$(cat "$lab/cp.txt")"
out="$lab/out/budget-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
default='CollectionBench JoinBench TextBench NumberBench GrowingTrapBench'
read -r -a rows <<< "$(echo ${ROWS:-$default})"
long="${LONG:-60s}"
run() { # $1 = file name; the rest: extra options
  local name="$1"; shift
  local start end
  start=$(date +%s)
  "$root/vernier" run --cp "$cp" "$@" --json "$out/$name.json" "${rows[@]}" \
    > "$out/$name.txt" 2>&1 || true
  end=$(date +%s)
  echo "$name done ($((end - start)) s)"
}
run 1-default "$@"
run 2-long --budget "$long" "$@"
run 3-default "$@"
python3 "$lab/budget.py" "$out/1-default.json" "$out/2-long.json" "$out/3-default.json" \
  | tee "$out/summary.txt"
