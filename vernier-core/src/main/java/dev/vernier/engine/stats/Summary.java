package dev.vernier.engine.stats;

import java.util.Arrays;

/** Order and moment statistics of one sample set. Pure: same input, same output. */
public record Summary(int n, double min, double median, double mean, double stdDev, double p90,
    double p99, double max, double p999) {

  public static Summary of(double[] values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("no samples");
    }
    double[] s = values.clone();
    Arrays.sort(s);
    double sum = 0;
    for (double v : s) {
      sum += v;
    }
    double mean = sum / s.length;
    double sq = 0;
    for (double v : s) {
      sq += (v - mean) * (v - mean);
    }
    double sd = s.length > 1 ? Math.sqrt(sq / (s.length - 1)) : 0;
    return new Summary(s.length, s[0], quantile(s, 0.5), mean, sd, quantile(s, 0.90),
        quantile(s, 0.99), s[s.length - 1], quantile(s, 0.999));
  }

  /**
   * The p-quantile of sorted values by linear interpolation between order statistics (Hyndman
   * and Fan's type 7, the default of R and NumPy).
   */
  public static double quantile(double[] sorted, double p) {
    if (sorted.length == 1) {
      return sorted[0];
    }
    double h = (sorted.length - 1) * p;
    int lo = (int) Math.floor(h);
    int hi = Math.min(lo + 1, sorted.length - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
  }
}
