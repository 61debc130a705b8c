#!/usr/bin/env bash
# A public JMH suite, whole, as a new user would try it: what JMH lists (-l) against what
# `vernier list` selects, then `vernier run --quick` over the lot (or over PATTERN), and a
# summary: rows ok, failed (with their one-line errors), skipped (with their reasons).
#
#   tools/lab/suite.sh NAME JAR [PATTERN...]
#
# JAR is the suite's JMH uber-jar (JMH's Main in it lists); VERNIER_ARGS adds run options
# (e.g. --jvm /usr/lib/jvm/temurin-25-jdk-amd64/bin/java, or --shard 1/20 for a sample); BUDGET
# runs at that budget instead of --quick (BUDGET=10s: the default). Output under
# tools/lab/out/suite-NAME-TIME.
set -euo pipefail
# CWD: the directory the forks start in (a suite that reads its data files by relative path,
# as jackson-benchmarks does json/..., needs its own checkout's root, as under JMH).
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
name="$1"; jar="$(realpath "$2")"; shift 2
out="$here/out/suite-$name-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
java="${JMH_JAVA:-java}"
# a copy of the CLI jar: forks start from it, and a rebuild during a long suite must not reach them
cp "$root/vernier-cli/target/vernier.jar" "$out/vernier.jar"
vernier() { java -jar "$out/vernier.jar" "$@"; }
echo "suite $name: $jar -> $out"
"$java" -cp "$jar" org.openjdk.jmh.Main -l "$@" | tail -n +2 | sed 's/^ *//' | sort > "$out/jmh-list.txt"
vernier list --cp "$jar" --json "$@" > "$out/vernier-list.json"
cd "${CWD:-.}"
start=$(date +%s)
budget="--quick"
[ -z "${BUDGET:-}" ] || budget="--budget $BUDGET"
# shellcheck disable=SC2086
vernier run --cp "$jar" $budget --json "$out/run.json" ${VERNIER_ARGS:-} "$@" \
  > "$out/run.log" 2> "$out/run.err" || echo "vernier run exited $?" | tee -a "$out/run.err"
echo "wall $(( $(date +%s) - start )) s" > "$out/wall.txt"
python3 "$here/suite_summary.py" "$out" | tee "$out/summary.txt"
