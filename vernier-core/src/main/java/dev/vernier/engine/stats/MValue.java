package dev.vernier.engine.stats;

import java.util.Arrays;

/**
 * Brendan Gregg's modality value, computed as BenchmarkDotNet does (Perfolizer's
 * MValueCalculator): about 2 for one peak, each further mode adds about 2; BenchmarkDotNet warns
 * above 2.8 and calls 3.2 bimodal, 4.2 multimodal.
 *
 * <ol>
 *   <li>drop Tukey outliers (outside Q1 - 1.5 IQR .. Q3 + 1.5 IQR);
 *   <li>start with a bin width of 0.75 x Scott's rule, 0.75 x 3.5 s / n^(1/3);
 *   <li>for each width, histogram the values, pad the counts with a zero at each end, and take
 *       the sum of absolute differences between neighbouring counts over the largest count;
 *   <li>double the width until it exceeds the range; the m-value is the largest sum seen.
 * </ol>
 *
 * <p>One simplification: Perfolizer's adaptive histogram lets a bin widen to 2% of its centre;
 * here every bin has the same width, at least 2% of the median. For timings, whose modes sit
 * far from zero, the two agree on which sets are multimodal.
 */
public final class MValue {
  private static final double ADAPTIVE_FACTOR = 0.02;

  private MValue() {}

  public static double of(double[] values) {
    if (values.length < 2) {
      return 2;
    }
    double[] s = values.clone();
    Arrays.sort(s);
    double q1 = Summary.quantile(s, 0.25);
    double q3 = Summary.quantile(s, 0.75);
    double iqr = q3 - q1;
    double[] kept = Arrays.stream(s)
        .filter(v -> v >= q1 - 1.5 * iqr && v <= q3 + 1.5 * iqr).toArray();
    Summary sum = Summary.of(kept);
    double range = kept[kept.length - 1] - kept[0];
    double floor = Math.abs(sum.median()) * ADAPTIVE_FACTOR;
    double width = 0.75 * 3.5 * sum.stdDev() / Math.cbrt(kept.length);
    if (width < 1e-9) {
      width = 1;
    }
    double best = 0;
    while (true) {
      double w = Math.max(width, floor);
      best = Math.max(best, ofHistogram(kept, w));
      if (w > range) {
        return Math.max(best, 2);
      }
      width = w * 2;
    }
  }

  /** The m-value of one histogram of sorted values with the given bin width. */
  static double ofHistogram(double[] sorted, double width) {
    double start = sorted[0] - width / 2;
    int bins = (int) Math.floor((sorted[sorted.length - 1] - start) / width) + 1;
    int[] counts = new int[bins + 2]; // a zero at each end
    for (double v : sorted) {
      int b = (int) Math.floor((v - start) / width);
      counts[Math.min(b, bins - 1) + 1]++;
    }
    int max = 0;
    long total = 0;
    for (int i = 1; i < counts.length; i++) {
      total += Math.abs(counts[i] - counts[i - 1]);
      max = Math.max(max, counts[i]);
    }
    return (double) total / max;
  }
}
