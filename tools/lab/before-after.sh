#!/usr/bin/env bash
# Two builds of Vernier on the same lab benchmarks, alternating in the same window (before,
# after, before, after), for a change that must leave the figures as they were (a refactoring
# of the measurer): compare.py --versions then holds after's figures against before's own
# run-to-run difference.
# Usage: tools/lab/before-after.sh BEFORE_JAR AFTER_JAR [REGEX...]  (default: every lab benchmark)
#   VERNIER_ARGS  run options for both (default: none); ROUNDS pairs (default 2)
#   CP            another suite's class path (default: the lab's, tools/lab/cp.txt)
# A jar of an older commit: git worktree add /tmp/old REV && (cd /tmp/old && mvn -q -B install
#   -DskipTests -Dmaven.repo.local=/tmp/m2) && cp /tmp/old/vernier-cli/target/vernier.jar before.jar
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[ $# -ge 2 ] || { echo "usage: $0 BEFORE_JAR AFTER_JAR [REGEX...]" >&2; exit 2; }
before="$1"; after="$2"; shift 2
if [ -z "${CP:-}" ]; then
  [ -f "$lab/cp.txt" ] || { echo "no $lab/cp.txt: run tools/lab/build.sh first" >&2; exit 2; }
fi
cp="${CP:-$(cat "$lab/cp.txt")}"
vernier_args="${VERNIER_ARGS:-}"
rounds="${ROUNDS:-2}"
selection=("$@")
[ ${#selection[@]} -gt 0 ] || selection=('dev.vernier.lab.')
out="$lab/out/versions-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
printf 'before: %s\nafter: %s\nselection: %s\nvernier: %s\n' "$before" "$after" \
  "${selection[*]}" "${vernier_args:-(defaults)}" > "$out/settings.txt"
. "$lab/timed.sh"
for i in $(seq 1 "$rounds"); do
  for side in before after; do
    jar="$before"; [ "$side" = after ] && jar="$after"
    # shellcheck disable=SC2086 # the settings are words on purpose
    timed "$side-$i" java -jar "$jar" run --cp "$cp" $vernier_args \
      --json "$out/$side-$i.json" "${selection[@]}"
  done
done
python3 "$lab/compare.py" --versions "$out" | tee "$out/comparison.txt"
