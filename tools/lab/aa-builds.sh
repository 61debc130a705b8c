#!/bin/bash
# A/A on one lab row with two builds of Vernier, alternated (old, new, old, new ...), so that a
# change to the interleaved comparison is judged in one window. OLD_JAR is the other build's
# vernier.jar (git worktree add /tmp/old REV && (cd /tmp/old && mvn -q -B -o package
# -DskipTests -pl vernier-cli -am)); EXTRA adds flags (EXTRA="--perturb --perturb-seed 2").
# Usage: OLD_JAR=... tools/lab/aa-builds.sh 'TextBench.regex' ROUNDS TAG  (results in OUT)
# Then: python3 tools/lab/pair-levels.py $OUT/TAG-*.json
here="$(cd "$(dirname "$0")/../.." && pwd)"
CP="$(cat "$here/tools/lab/cp.txt")"
ROW="$1"; N="$2"; TAG="$3"; OUT="${OUT:-/tmp/aa}"
mkdir -p "$OUT"
for i in $(seq 1 "$N"); do
  for v in old new; do
    jar="$here/vernier-cli/target/vernier.jar"; [ $v = old ] && jar="$OLD_JAR"
    s=$(date +%s)
    java -jar "$jar" run --cp "$CP" --against "$CP" "$ROW" $EXTRA --json "$OUT/$TAG-$v-$i.json" \
      --overwrite > "$OUT/$TAG-$v-$i.txt" 2>&1
    echo "$v $i $(( $(date +%s) - s ))s $(grep -E 'inconclusive|slower|faster|same' "$OUT/$TAG-$v-$i.txt" | tail -1)"
  done
done
