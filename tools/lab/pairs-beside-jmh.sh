#!/usr/bin/env bash
# A change to the interleaved pairs checked on library code beside JMH, in one window: each round
# runs JMH on the selection, then an A/A `run --against` (the lab against itself) with each of two
# builds, their order swapped every round. Every A/A row that says `slower` or `faster` is a false
# claim; each side of a pair is a Vernier figure that JMH's can be held against.
# Usage: tools/lab/pairs-beside-jmh.sh OLD.jar NEW.jar [REGEX...]     (results in OUT)
#   ROUNDS (default 2), OUT (default tools/lab/out/pairs-STAMP), NOISY=1 beside the seeded
#   neighbour, JMH_ARGS (default: -f 2 -wi 3 -w 1s -i 3 -r 1s), JMH=0 for the builds alone
#   (their A/A verdicts and warnings, in half the time)
# Then: python3 tools/lab/pairs-beside-jmh.py OUT
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$lab/../.." && pwd)"
[ -f "$lab/cp.txt" ] || { echo "no $lab/cp.txt: run tools/lab/build.sh first" >&2; exit 2; }
cp="$(cat "$lab/cp.txt")"
old=$1 new=$2
shift 2
selection=("$@")
[ ${#selection[@]} -gt 0 ] || selection=('TextBench.regex' 'TextBench.parseQuery'
  'CollectionBench.hashMapLookup' 'NumberBench.bigDecimalTotal' 'KernelBench.gcd')
out="${OUT:-$lab/out/pairs-$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$out"
if [ -n "${NOISY:-}" ]; then
  java -cp "$root/vernier-core/target/test-classes" dev.vernier.testbench.NoisyNeighbour \
    --seed 1 --seconds 100000 >/dev/null &
  neighbour=$!
  trap 'kill $neighbour 2>/dev/null || true' EXIT
fi
. "$lab/timed.sh"
for i in $(seq 1 "${ROUNDS:-2}"); do
  # shellcheck disable=SC2086 # the settings are words on purpose
  [ "${JMH:-1}" = 0 ] || timed "jmh-$i" java -cp "$cp" org.openjdk.jmh.Main ${JMH_ARGS:--f 2 -wi 3 -w 1s -i 3 -r 1s} \
    -rf json -rff "$out/jmh-$i.json" "${selection[@]}"
  order=(old new)
  [ $((i % 2)) -eq 0 ] && order=(new old)
  for build in "${order[@]}"; do
    jar=$old; [ "$build" = new ] && jar=$new
    timed "$build-$i" java -jar "$jar" run --cp "$cp" --against "$cp" "${selection[@]}" \
      --json "$out/$build-$i.json"
  done
done
python3 "$lab/pairs-beside-jmh.py" "$out" | tee "$out/summary.txt"
