#!/usr/bin/env bash
# Validates stored-run verdicts with real runs (issue 15), as docs/statistics.md reports them:
#   suite A: 15 benchmarks, dependent multiply-xorshift chains of 300 to 1,700 rounds;
#   suite B: the same with Work.m08 doing 5% more rounds (1,050 instead of 1,000).
# Runs: A1..A5 (the history), A6..A15 (identical further runs), B1..B10 (m08 5% slower).
# Judging, on each run's median (the default) and on its minimum (--figure min):
#   compare A5 X --db  for X = A6..A15 (A/A) and B1..B10 (A/B);
#   history check      with X added as the newest run to a copy of the history of A1..A5.
# Prints the counts docs/statistics.md quotes.
# Usage: tools/validate-history.sh [WORKDIR] [BUDGET] [runs|judge]
#   (default /tmp/vernier-history-validation, 4s; 'runs' only runs the benchmarks, 'judge' only
#   judges WORKDIR's runs, with the CLI as built now; VERNIER_JAR=... runs the benchmarks with
#   another jar)
# Needs the built CLI (mvn -q -B install) and javac. Runs niced: the machine may be shared.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${1:-/tmp/vernier-history-validation}"
budget="${2:-4s}"
jar="$here/vernier-cli/target/vernier.jar"
api=$(ls "$here"/vernier-api/target/vernier-api-*.jar | head -1)
mkdir -p "$work"/{A,B,src/A/work,src/B/work,out}
cd "$work"
same=$(seq -f 'A%g' 6 15)
slower=$(seq -f 'B%g' 1 10)

if [ "${3:-}" != judge ]; then
cp "${VERNIER_JAR:-$jar}" "$work/vernier.jar" # a rebuild during the runs must not change them
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
for x in A1 A2 A3 A4 A5 $same; do run A "$x"; done
for x in $slower; do run B "$x"; done
fi
[ "${3:-}" = runs ] && exit 0

V="nice -n 19 java -jar $jar"
db="jdbc:sqlite:$work/out/history.db"
rm -f out/history.db
for i in 1 2 3 4 5; do
  $V history add "out/A$i.json" --commit "a$i" --branch main --db "$db" > /dev/null
done

# verdicts of a vernier-compare/1 file, one "id verdict" line per row
verdicts() { awk -F'"' '/"id" :/ {id=$4} /"verdict" :/ {print id, $4}' "$1"; }
count() { verdicts "$1" | awk -v v="$2" '$2 == v' | wc -l; }
noisy() { grep -c '"code" : "HIGH_NOISE"' "out/$1.json" || true; }

echo "runs with HIGH_NOISE rows (of 15): $(for x in A1 A2 A3 A4 A5 $same $slower; do if [ -s "out/$x.json" ]; then printf '%s %s, ' "$x" "$(noisy "$x")"; fi; done)"
$V compare out/A5.json out/A6.json --json out/AA-alone.json > /dev/null
echo "A5 vs A6 from the files alone: $(count out/AA-alone.json same) same, $(count out/AA-alone.json faster) faster," \
  "$(count out/AA-alone.json slower) slower, $(count out/AA-alone.json inconclusive) inconclusive"

# judge RUN FIGURE: compare A5 RUN --db, then history check with RUN as the newest run
judge() {
  local x="$1" figure="$2" f="out/cmp-$1-$2.json" copy="out/check-$1-$2.db"
  $V compare out/A5.json "out/$x.json" --db "$db" --figure "$figure" --json "$f" > /dev/null
  cp out/history.db "$copy"
  $V history add "out/$x.json" --commit "$x" --branch main --db "jdbc:sqlite:$work/$copy" > /dev/null
  $V history check --branch main --figure "$figure" --db "jdbc:sqlite:$work/$copy" \
    --json "out/check-$x-$figure.json" > /dev/null || true
}
# rows of a compare file: "verdict" counts, and how many fell back as disturbed runs
summary() { verdicts "$1" | awk -v skip="${2:-}" '$1 != skip {print $2}' | sort | uniq -c | awk '{printf "%s %s, ", $1, $2}'; }
disturbed() { grep -c '"method" : ".*a disturbed run' "$1" || true; }
# change points of a history check file at the newest run: their benchmark ids
newest() { awk -v c="$2" '/"changePoints"/ {on=1} /"benchmarks"/ {on=0} on && /"id" :/ {id=$3} on && /"commit" :/ && $3 == "\"" c "\"," {print id}' "$1" | tr -d '",'; }

for figure in median min; do
  echo
  echo "--figure $figure"
  claims=0; rows=0; sames=0; fell=0; cps=0
  for x in $same; do
    [ -s "out/$x.json" ] || { echo "$x: no result (not run, or interrupted)"; continue; }
    judge "$x" "$figure"
    f="out/cmp-$x-$figure.json"
    c=$(( $(count "$f" faster) + $(count "$f" slower) ))
    claims=$((claims + c)); rows=$((rows + 15)); sames=$((sames + $(count "$f" same)))
    fell=$((fell + $(disturbed "$f")))
    n=$(newest "out/check-$x-$figure.json" "$x" | wc -l); cps=$((cps + n))
    echo "$x (A/A): $(summary "$f")$(disturbed "$f") judged from the files alone as disturbed; history check: $n change point(s) at $x"
  done
  echo "A/A: $claims faster/slower claims in $rows rows, $sames same, $fell disturbed; history check: $cps change points in $rows benchmark series"
  found=0; wrong=0; others=0; fell=0; checked=0; cps=0; tries=0
  for x in $slower; do
    [ -s "out/$x.json" ] || { echo "$x: no result (not run, or interrupted)"; continue; }
    tries=$((tries + 1))
    judge "$x" "$figure"
    f="out/cmp-$x-$figure.json"
    v=$(verdicts "$f" | awk '$1 == "work.Work.m08" {print $2}')
    change=$(awk -F': ' '/"id" : "work.Work.m08"/ {on=1} on && /"changePct"/ {gsub(",", "", $2); print $2; on=0}' "$f")
    c=$(verdicts "$f" | awk '$1 != "work.Work.m08" && ($2 == "faster" || $2 == "slower")' | wc -l)
    [ "$v" = slower ] && found=$((found + 1))
    [ "$v" = faster ] && wrong=$((wrong + 1))
    others=$((others + c)); fell=$((fell + $(disturbed "$f")))
    ids=$(newest "out/check-$x-$figure.json" "$x")
    echo "$ids" | grep -qx 'work.Work.m08' && checked=$((checked + 1))
    n=$(echo "$ids" | { grep -v -x -e 'work.Work.m08' -e '' || true; } | wc -l); cps=$((cps + n))
    echo "$x (A/B): m08 $v (change ${change}%); the 14 others: $(summary "$f" work.Work.m08)$(disturbed "$f") disturbed; history check at $x: $(echo $ids)"
  done
  echo "A/B: m08 slower in $found of $tries (faster in $wrong); $others claims in $((14 * tries)) unchanged rows; $fell rows disturbed; history check found m08 in $checked of $tries, $cps other change points"
done
