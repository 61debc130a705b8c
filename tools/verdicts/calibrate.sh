#!/usr/bin/env bash
# Calibrates the interleaved verdict (run --against) on this machine: planted slowdowns of the
# new side by 2%, 5%, 10% and 2x, and A/A (the same code on both sides), each RUNS times,
# quiet or beside the seeded noisy neighbour; then prints, per condition, the share found,
# the share called the wrong way, the A/A claims and the time per verdict.
#
#   tools/verdicts/calibrate.sh quiet 20          # results in tools/verdicts/out/quiet/
#   tools/verdicts/calibrate.sh noisy 20          # beside NoisyNeighbour --seed 1
#   python3 tools/verdicts/summary.py tools/verdicts/out/quiet
#
# Perturbation (issue 27): condition "layout" is a planted layout effect, the new side's rounds
# set by the JVM's loop alignment (+10% at HotSpot's default 16, -10% at 8, +25% at 4, none at 2,
# -20% at 1; as in PlantedLayoutPairTest). PERTURB=1 runs every comparison with --perturb (seed:
# the run's number), so that a table of "survives" is made:
#
#   CONDITIONS="layout 5" OUT=tools/verdicts/out/plain calibrate.sh quiet 10
#   CONDITIONS="layout 5" OUT=tools/verdicts/out/perturbed PERTURB=1 calibrate.sh quiet 10
#
# VERNIER_JAR runs another build (a copy, so that a rebuild cannot reach a run under way);
# VERNIER_ARGS adds flags, e.g. "--forks 8" for fixed pairs that replay.py can judge again by
# other figures:  VERNIER_ARGS="--forks 8" OUT=tools/verdicts/out/fixed calibrate.sh quiet 10
#
# Needs the built project (mvn -q -B install -DskipTests is enough).
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=${1:-quiet}
runs=${2:-20}
conditions=${CONDITIONS:-"aa 2 5 10 2x"}
work=tools/verdicts/out
out=${OUT:-$work/$mode}
mkdir -p "$out" "$work/classes"
api=vernier-api/target/classes
jar=${VERNIER_JAR:-vernier-cli/target/vernier.jar}
[ -d "$api" ] && [ -f "$jar" ] || { echo "build first: mvn -q -B install -DskipTests" >&2; exit 2; }

# The planted code: a chain of dependent rounds, so time is proportional to the rounds. The
# layout pair's rounds are a field on both sides, so that they differ only in the field's value.
rounds() { case $1 in aa) echo 1000;; 2) echo 1020;; 5) echo 1050;; 10) echo 1100;; 2x) echo 2000;;
  layout) echo "byAlignment()";; layout-base) echo 1000;; esac; }
build() { # $1 name, $2 rounds
  local dir=$work/classes/$1 bound=$2 field=""
  [ -f "$dir/lab/Work.class" ] && return
  case $1 in *layout*) field="final int rounds = $2;"; bound=rounds;; esac
  mkdir -p "$dir/src/lab"
  cat > "$dir/src/lab/Work.java" <<JAVA
package lab;
public class Work {
  long seed = 42;
  $field
  static int byAlignment() {
    String a = java.lang.management.ManagementFactory.getPlatformMXBean(
        com.sun.management.HotSpotDiagnosticMXBean.class).getVMOption("OptoLoopAlignment")
        .getValue();
    switch (a) { case "16": return 1100; case "8": return 900; case "4": return 1250;
      case "2": return 1000; default: return 800; }
  }
  @dev.vernier.Benchmark public long mix() {
    long x = seed;
    for (int i = 0; i < $bound; i++) { x ^= x << 13; x ^= x >>> 7; x *= 0x9E3779B97F4A7C15L; }
    return x;
  }
}
JAVA
  javac -cp "$api" -d "$dir" "$dir/src/lab/Work.java"
}
build base 1000
build new-layout-base 1000
for c in $conditions; do build "new-$c" "$(rounds "$c")"; done

neighbour=""
if [ "$mode" = noisy ]; then
  java -cp vernier-core/target/test-classes dev.vernier.testbench.NoisyNeighbour \
    --seed 1 --seconds 100000 >/dev/null &
  neighbour=$!
  trap 'kill $neighbour 2>/dev/null || true' EXIT
fi

for r in $(seq 1 "$runs"); do
  for c in $conditions; do # conditions take turns, so a slow hour touches all alike
    f=$out/$c-$r.json
    [ -f "$f" ] && continue
    base=base
    [ "$c" = layout ] && base=new-layout-base
    perturb=()
    [ -n "${PERTURB:-}" ] && perturb=(--perturb --perturb-seed "$r")
    # shellcheck disable=SC2086  # VERNIER_ARGS is a list of flags
    java -jar "$jar" run --cp "$work/classes/new-$c" \
      --against "$work/classes/$base" 'Work.mix' "${perturb[@]}" ${VERNIER_ARGS:-} --json "$f" \
      >/dev/null 2>"$out/$c-$r.err" || true
    python3 - "$f" "$c" <<'PY'
import json, sys
row = json.load(open(sys.argv[1]))["benchmarks"][0]
print(f'{sys.argv[2]:>3} {row["verdict"]:>12} {row["changePct"]:+6.1f}% '
      f'[{row["changeCiLow"]:+.1f}, {row["changeCiHigh"]:+.1f}] '
      f'{row.get("pairs")} pairs {row.get("verdictMillis", 0) / 1000:.1f} s'
      + (f' survives {row["survives"]}' if "survives" in row else ''))
PY
  done
done
python3 tools/verdicts/summary.py "$out"
