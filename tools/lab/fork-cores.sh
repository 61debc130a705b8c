#!/bin/bash
# Samples, every 0.1 s, the CPU each running thread of every Vernier fork is on; run it beside
# an --against comparison, > cores.log, and read it with tools/lab/fork-cores.py.
# every 0.1 s: for each ForkMain JVM, the CPU its running threads are on (R state only)
while true; do
  for p in $(pgrep -f dev.vernier.engine.fork.ForkMain); do
    ps -L -o pid=,tid=,psr=,stat=,comm= -p $p 2>/dev/null | awk '$4 ~ /R/ {print}'
  done | sed "s/^/$(date +%s.%N | cut -c1-13) /"
  sleep 0.1
done
