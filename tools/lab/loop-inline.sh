#!/usr/bin/env bash
# Whether C2 inlined the benchmark method into Vernier's generated loop, fork by fork, beside
# each fork's median: each fork writes -XX:+LogCompilation, and for every C2 task (level 4, or
# none given) of the benchmark class's VernierLoop.run the outcome of its call to METHOD is
# printed (inline (hot), or C2's reason not to, such as "executed < MinInliningThreshold times").
# Usage: tools/lab/loop-inline.sh CLASS METHOD [FORKS]   e.g. KernelBench popCount 4
# VERNIER_JAR runs another build (a copy; for two builds alternated in one window).
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
cls="$1"; method="$2"; forks="${3:-4}"
out="$(mktemp -d)"
java -jar "${VERNIER_JAR:-$root/vernier-cli/target/vernier.jar}" run --cp "$(cat "$lab/cp.txt")" --forks "$forks" --warmup 1s --time 1s \
  --jvm-args "-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=$out/v-%p.log" \
  "$cls.$method\$" | grep " fork " || true
for f in "$out"/v-*.log; do
  for id in $(grep -o "<task compile_id='[0-9]*' method='[^']*$cls\$VernierLoop[^']*' [^>]*>" "$f" \
      | grep -v "level='[123]'" | grep -o "compile_id='[0-9]*'" | grep -o "[0-9]*"); do
    awk "/<task compile_id='$id'/,/<\/task>/" "$f" > "$out/task.xml"
    mid=$(grep -o "<method id='[0-9]*' holder='[0-9]*' name='$method'" "$out/task.xml" | head -1 \
      | grep -o "id='[0-9]*'" | grep -o "[0-9]*" || true)
    echo "$(basename "$f" .log) C2 task $id: $(grep -A1 "<call method='$mid'" "$out/task.xml" \
      | grep -o "inline_[a-z]* reason='[^']*'" | head -1)"
  done
done
echo "logs in $out"
