#!/usr/bin/env bash
# Builds the lab and writes its class path (classes, JMH, vernier-api) to tools/lab/cp.txt.
# Usage: tools/lab/build.sh [MAVEN ARGS...]   e.g. -Dmaven.repo.local=/path/to/repo
# vernier-api must be installed first: mvn -q -B install -DskipTests at the repository root.
set -euo pipefail
lab="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$lab"
mvn -q -B "$@" package
echo "$lab/target/classes:$(cat target/dependencies.txt)" > cp.txt
echo "class path in $lab/cp.txt"
