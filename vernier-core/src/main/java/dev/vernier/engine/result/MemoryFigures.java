package dev.vernier.engine.result;

import java.util.Map;

/**
 * A row's memory figures; each null where it was not measured.
 *
 * @param allocatedBytesPerOp the forks' median bytes per op, the harness's own taken out: a whole
 *     number when it is one
 * @param allocRatio bytes per op over the baseline's ("Alloc Ratio"); null without a baseline
 * @param gcPer1000Ops collections per 1000 ops, all collectors
 * @param gcPer1000OpsByCollector the same per collector, in the JVM's order
 * @param gcPauseMillis the collectors' pause time during measurement, all forks
 * @param peakRssBytes the largest resident set of a fork
 */
public record MemoryFigures(Number allocatedBytesPerOp, Double allocRatio, Double gcPer1000Ops,
    Map<String, Double> gcPer1000OpsByCollector, Long gcPauseMillis, Long peakRssBytes) {
  public static final MemoryFigures NONE = new MemoryFigures(null, null, null, null, null, null);

  public MemoryFigures withAllocRatio(Double r) {
    return new MemoryFigures(allocatedBytesPerOp, r, gcPer1000Ops, gcPer1000OpsByCollector,
        gcPauseMillis, peakRssBytes);
  }
}
