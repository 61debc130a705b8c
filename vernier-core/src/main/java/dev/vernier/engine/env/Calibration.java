package dev.vernier.engine.env;

import java.util.List;

/**
 * One fork's two readings of the core clock, before and after its benchmark (GHz; null when not
 * taken). The fork's figure is the higher one: noise, a neighbour and a late JIT only ever lower
 * a reading.
 */
public record Calibration(Double before, Double after) {

  /** The fork's frequency, or null when it took no reading. */
  public Double ghz() {
    if (before == null || after == null) {
      return before != null ? before : after;
    }
    return Math.max(before, after);
  }

  /** The middle of the forks' figures (the mean of the two middle ones for an even count). */
  public static Double median(List<Double> values) {
    double[] a = values.stream().filter(v -> v != null).mapToDouble(Double::doubleValue)
        .sorted().toArray();
    if (a.length == 0) {
      return null;
    }
    int mid = a.length / 2;
    return a.length % 2 == 1 ? a[mid] : (a[mid - 1] + a[mid]) / 2;
  }

  /**
   * Cycles per operation from a median in the benchmark's unit: ns/op times GHz, or for
   * throughput (ops/s) the clock rate over the rate of operations. Null without a frequency.
   */
  public static Double cyclesPerOp(String unit, double median, Double ghz) {
    if (ghz == null || median <= 0) {
      return null;
    }
    return "ops/s".equals(unit) ? ghz * 1e9 / median : median * ghz;
  }
}
