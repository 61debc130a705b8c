package dev.vernier.engine.verdict;

import java.util.List;

/**
 * A verdict from bytes per op alone. Allocation is counted, not timed: the same code allocates
 * the same bytes in every fork of every run (seed 001), so a difference beyond the forks' own
 * spread is the code's, and needs no timing statistics, no pairs and no luck. The tolerance
 * takes the larger of the two sides' fork-to-fork spreads, half a byte (figures are averages
 * over millions of calls) and a thousandth of the base (large allocators vary a little with
 * the collector's timing).
 */
public final class AllocationVerdict {
  public static final String MORE = "more";
  public static final String FEWER = "fewer";
  public static final String SAME = "same";

  static final double MIN_BYTES = 0.5;
  static final double MIN_RELATIVE = 0.001;

  private AllocationVerdict() {}

  /**
   * @param base each base fork's bytes per op (or the file's one figure)
   * @param newer each new fork's
   * @return more, fewer or same; null when a side has no figure
   */
  public static String of(List<Double> base, List<Double> newer) {
    if (base == null || newer == null || base.isEmpty() || newer.isEmpty()) {
      return null;
    }
    double b = median(base);
    double n = median(newer);
    double tolerance = Math.max(Math.max(spread(base), spread(newer)),
        Math.max(MIN_BYTES, MIN_RELATIVE * Math.abs(b)));
    if (n - b > tolerance) {
      return MORE;
    }
    return b - n > tolerance ? FEWER : SAME;
  }

  /** The change in %, new/base − 1; null without figures, infinite from zero bytes. */
  public static Double changePct(Number base, Number newer) {
    if (base == null || newer == null) {
      return null;
    }
    double b = base.doubleValue();
    double n = newer.doubleValue();
    if (b == 0) {
      return n == 0 ? 0.0 : Double.POSITIVE_INFINITY;
    }
    return (n / b - 1) * 100;
  }

  /**
   * True when the row's bytes grew beyond {@code pct} %: a {@code more} verdict whose change
   * exceeds the threshold (any growth from zero does).
   */
  public static boolean regression(ComparisonReport.Row row, double pct) {
    Double change = changePct(row.allocBase(), row.allocNew());
    return MORE.equals(row.allocVerdict()) && change != null && change > pct;
  }

  private static double spread(List<Double> v) {
    return v.stream().mapToDouble(Double::doubleValue).max().orElse(0)
        - v.stream().mapToDouble(Double::doubleValue).min().orElse(0);
  }

  private static double median(List<Double> v) {
    double[] s = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int m = s.length / 2;
    return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
  }
}
