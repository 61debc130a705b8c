package dev.vernier.engine.stats;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Confidence intervals for the median when samples come in forks. Samples of one JVM are not
 * independent of each other (they share its JIT decisions, heap layout and code alignment), so
 * the bootstrap resamples at both levels: first forks with replacement, then samples with
 * replacement within each chosen fork (Davison and Hinkley, "Bootstrap Methods and their
 * Application", 1997, section 3.8; Kalibera and Jones 2013 for benchmarks). With one fork only
 * the second level remains, and the interval is then blind to between-fork variance.
 *
 * <p>The seed is fixed, so the same samples always give the same interval.
 */
public final class HierarchicalBootstrap {
  public static final long SEED = 0x5645524E49455231L;
  /** A 99.9% interval needs enough resamples that its 0.05% tails hold several values. */
  private static final int MAX_RESAMPLES = 10_000;
  private static final int MIN_RESAMPLES = 2_000;
  private static final long WORK_BUDGET = 30_000_000L; // values drawn in total

  private HierarchicalBootstrap() {}

  /** Percentile interval of the median of pooled samples. */
  public static Interval medianInterval(List<double[]> forks, double level) {
    double[] dist = medianDistribution(forks, resamplesFor(forks), SEED);
    return percentileInterval(dist, level);
  }

  /**
   * Interval of median(a) / median(b), each side resampled independently and hierarchically.
   */
  public static Interval ratioInterval(List<double[]> a, List<double[]> b, double level) {
    int n = Math.min(resamplesFor(a), resamplesFor(b));
    double[] da = medianDistribution(a, n, SEED);
    double[] db = medianDistribution(b, n, SEED ^ 0x9E3779B97F4A7C15L);
    double[] ratio = new double[n];
    for (int i = 0; i < n; i++) {
      ratio[i] = da[i] / db[i];
    }
    return percentileInterval(ratio, level);
  }

  static int resamplesFor(List<double[]> forks) {
    long total = 0;
    for (double[] f : forks) {
      total += f.length;
    }
    long n = WORK_BUDGET / Math.max(1, total);
    return (int) Math.max(MIN_RESAMPLES, Math.min(MAX_RESAMPLES, n));
  }

  /** The bootstrap distribution of the pooled median, unsorted, one value per resample. */
  public static double[] medianDistribution(List<double[]> forks, int resamples, long seed) {
    if (forks.isEmpty()) {
      throw new IllegalArgumentException("no forks");
    }
    SplittableRandom rnd = new SplittableRandom(seed);
    int k = forks.size();
    int longest = 0;
    for (double[] f : forks) {
      longest = Math.max(longest, f.length);
    }
    double[] pool = new double[longest * k];
    double[] out = new double[resamples];
    for (int r = 0; r < resamples; r++) {
      int size = 0;
      for (int i = 0; i < k; i++) {
        double[] fork = k == 1 ? forks.get(0) : forks.get(rnd.nextInt(k));
        for (int j = 0; j < fork.length; j++) {
          pool[size++] = fork[rnd.nextInt(fork.length)];
        }
      }
      out[r] = Select.median(pool, size);
    }
    return out;
  }

  private static Interval percentileInterval(double[] dist, double level) {
    double[] s = dist.clone();
    Arrays.sort(s);
    double tail = (1 - level) / 2;
    return new Interval(Summary.quantile(s, tail), Summary.quantile(s, 1 - tail), level);
  }
}
