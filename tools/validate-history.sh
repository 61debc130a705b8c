#!/usr/bin/env bash
# Validates stored-run verdicts with real runs (issue 15), as docs/statistics.md reports them:
#   suite A: 15 benchmarks, dependent multiply-xorshift chains of 300 to 1,700 rounds;
#   suite B: the same with Work.m08 doing 5% more rounds (1,050 instead of 1,000).
# 1. five runs of A are stored in a fresh SQLite history;
# 2. a sixth run of A is compared with the fifth, with and without --db;
# 3. ten runs of B are each compared with the fifth run of A with --db, and each is added to
#    a copy of the history and judged by `history check`.
# Each judgement is made twice: on each run's median (the default) and on its minimum
# (--figure min). 4. prints the counts docs/statistics.md quotes.
# Usage: tools/validate-history.sh [WORKDIR] [BUDGET] [judge]
#   (default /tmp/vernier-history-validation, 4s; 'judge' re-judges WORKDIR's runs only)
# Needs the built CLI (mvn -q -B install) and javac. Runs niced: the machine may be shared.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${1:-/tmp/vernier-history-validation}"
budget="${2:-4s}"
jar="$here/vernier-cli/target/vernier.jar"
api=$(ls "$here"/vernier-api/target/vernier-api-*.jar | head -1)
db="jdbc:sqlite:$work/out/history.db"
mkdir -p "$work"/{A,B,src/A/work,src/B/work,out}
cd "$work"
if [ "${3:-}" != judge ]; then
cp "$jar" "$work/vernier.jar" # a rebuild during the runs must not change the tool under them
V="nice -n 19 java -jar $work/vernier.jar"

suite() { # $1 = A or B
  {
    echo "package work;"
    echo "import dev.vernier.Benchmark;"
    echo "public class Work {"
    echo "  long seed = 42;"
    echo "  private long chain(int rounds) { long x = seed; for (int i = 0; i < rounds; i++) { x *= 0x9E3779B97F4A7C15L; x ^= x >>> 29; } return x; }"
    for k in $(seq 1 15); do
      r=$((200 + 100 * k))
      if [ "$1" = B ] && [ "$k" = 8 ]; then r=$((r * 105 / 100)); fi
      printf '  @Benchmark long m%02d() { return chain(%d); }\n' "$k" "$r"
    done
    echo "}"
  } > "src/$1/work/Work.java"
  javac -d "$1" -cp "$api" "src/$1/work/Work.java"
}
suite A
suite B

run() { # $1 = classpath, $2 = name
  $V run --cp "$1" 'Work.*' --budget "$budget" --json "out/$2.json" > "out/$2.txt" 2> "out/$2.err" || true
  echo "$2 done $(date +%T), load $(cut -d' ' -f1-3 /proc/loadavg)"
}
rm -f out/history.db
for i in 1 2 3 4 5; do
  run A "A$i"
  $V history add "out/A$i.json" --commit "a$i" --branch main --db "$db" > /dev/null
done
run A A6
for i in $(seq 1 10); do run B "B$i"; done
fi
V="nice -n 19 java -jar $jar"

# verdicts of a vernier-compare/1 file, one "id verdict" line per row
verdicts() { awk -F'"' '/"id" :/ {id=$4} /"verdict" :/ {print id, $4}' "$1"; }
count() { verdicts "$1" | awk -v v="$2" '$2 == v' | wc -l; }

$V compare out/A5.json out/A6.json --json out/AA-alone.json > /dev/null
echo "A/A from the files alone: $(count out/AA-alone.json same) same, $(count out/AA-alone.json faster) faster," \
  "$(count out/AA-alone.json slower) slower, $(count out/AA-alone.json inconclusive) inconclusive"
for figure in median min; do
  echo
  echo "--figure $figure"
  f="out/AA-$figure.json"
  $V compare out/A5.json out/A6.json --db "$db" --figure "$figure" --json "$f" > "out/AA-$figure.txt"
  echo "A/A with --db: $(count "$f" same) same, $(count "$f" faster) faster, $(count "$f" slower)" \
    "slower, $(count "$f" inconclusive) inconclusive"
  found=0; wrong=0; others=0; checked=0
  for i in $(seq 1 10); do
    f="out/AB$i-$figure.json"
    $V compare out/A5.json "out/B$i.json" --db "$db" --figure "$figure" --json "$f" > /dev/null
    v=$(verdicts "$f" | awk '$1 == "work.Work.m08" {print $2}')
    c=$(verdicts "$f" | awk '$1 != "work.Work.m08" && ($2 == "faster" || $2 == "slower")' | wc -l)
    change=$(awk -F': ' '/"id" : "work.Work.m08"/ {on=1} on && /"changePct"/ {gsub(",", "", $2); print $2; on=0}' "$f")
    [ "$v" = slower ] && found=$((found + 1))
    [ "$v" = faster ] && wrong=$((wrong + 1))
    others=$((others + c))
    cp out/history.db "out/check$i-$figure.db"
    $V history add "out/B$i.json" --commit "b$i" --branch main --db "jdbc:sqlite:$work/out/check$i-$figure.db" > /dev/null
    $V history check --branch main --figure "$figure" --db "jdbc:sqlite:$work/out/check$i-$figure.db" \
      --json "out/check$i-$figure.json" > /dev/null || true
    hit=$(awk '/"changePoints"/ {on=1} /"benchmarks"/ {on=0} on && /"id" : "work.Work.m08"/' "out/check$i-$figure.json" | wc -l)
    cps=$(grep -c '"commit" : "b'"$i"'"' "out/check$i-$figure.json" || true)
    [ "$hit" -gt 0 ] && checked=$((checked + 1))
    echo "B$i: m08 $v (change ${change}%), $c claims among the 14 unchanged; history check: $cps change point(s) at b$i, m08 among them: $([ "$hit" -gt 0 ] && echo yes || echo no)"
  done
  echo "A/B: m08 called slower in $found of 10 (faster in $wrong); $others claims among 140 unchanged rows; history check found m08 in $checked of 10"
done
