package dev.vernier.samples.traps;

import dev.vernier.Benchmark;

/**
 * A structure that grows across calls, so the figure never settles: every call appends a
 * character to a log and searches the whole log, so each call costs more than the one before.
 * There is no steady state to find; Vernier says NOT_STATIONARY rather than print a median of a
 * moving target. (A real benchmark does this by accident: a cache, a list or a map filled by the
 * benchmark method and never reset; reset it in {@code @Setup(Level.ITERATION)}.)
 */
public class GrowingBench {
  private final StringBuilder log = new StringBuilder();
  private int next;

  @Benchmark
  int appendAndSearch() {
    log.append((char) ('a' + (next++ % 26)));
    return log.indexOf("zz"); // never found: scans everything appended so far
  }
}
