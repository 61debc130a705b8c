#!/usr/bin/env bash
# Calibrates two builds of Vernier in one window, run by run (run 1 of OLD, run 1 of NEW, run 2
# of OLD, ...), so that a change to the interleaved verdict is judged against the kept way in
# the same hour. OLD and NEW are vernier.jar files (copies: a rebuild must not reach a run under
# way); the other build from a worktree:
#   git worktree add /tmp/old REV && (cd /tmp/old && mvn -q -B package -DskipTests -pl vernier-cli -am)
#   cp /tmp/old/vernier-cli/target/vernier.jar /tmp/old.jar; cp vernier-cli/target/vernier.jar /tmp/new.jar
#   CONDITIONS="aa 5" tools/verdicts/alternate-builds.sh quiet 12 /tmp/old.jar /tmp/new.jar
# Results in OUT/MODE-old and OUT/MODE-new (OUT defaults to tools/verdicts/out/builds); then
#   python3 tools/verdicts/summary.py OUT/quiet-old; python3 tools/verdicts/spread.py OUT/quiet-*
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=$1 runs=$2 old=$3 new=$4
out=${OUT:-tools/verdicts/out/builds}
for r in $(seq 1 "$runs"); do
  for side in old new; do
    jar=$old; [ "$side" = new ] && jar=$new
    # calibrate.sh skips the runs already in its directory: R runs there means one more each
    # (a run already there prints no line, only the table, so grep may match nothing)
    CONDITIONS="${CONDITIONS:-aa 5}" OUT="$out/$mode-$side" VERNIER_JAR="$jar" \
      tools/verdicts/calibrate.sh "$mode" "$r" | { grep -v '|' || true; } | sed "s/^/$side $r /"
  done
done
