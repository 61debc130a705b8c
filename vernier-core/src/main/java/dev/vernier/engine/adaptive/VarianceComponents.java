package dev.vernier.engine.adaptive;

/**
 * Splits the variance of samples taken in several forks into the part between forks and the part
 * within them, and gives the number of samples per fork that shrinks the variance of the grand
 * mean fastest for the time spent (Kalibera and Jones, "Rigorous Benchmarking in Reasonable Time",
 * ISMM 2013, section 4: with a fork costing {@code c_f} and a sample {@code c_s}, the optimal
 * count is sqrt(c_f S_w² / (c_s S_b²))).
 *
 * @param within S_w², the mean of the forks' sample variances
 * @param between S_b², the variance of the fork means less what within-fork noise explains of it
 *     (never below zero)
 * @param meanSamples the forks' mean sample count
 * @param grandMean the mean of the fork means
 */
public record VarianceComponents(double within, double between, double meanSamples,
    double grandMean) {

  public static VarianceComponents of(double[][] forks) {
    int k = forks.length;
    if (k == 0) {
      throw new IllegalArgumentException("no forks");
    }
    double[] means = new double[k];
    double within = 0;
    double n = 0;
    for (int i = 0; i < k; i++) {
      means[i] = mean(forks[i]);
      within += variance(forks[i], means[i]);
      n += forks[i].length;
    }
    within /= k;
    n /= k;
    double grand = mean(means);
    double between = k < 2 ? 0 : Math.max(0, variance(means, grand) - within / Math.max(1, n));
    return new VarianceComponents(within, between, n, grand);
  }

  /**
   * Samples per fork that minimise the variance of the grand mean per unit of time, given what a
   * fork and a sample cost; unbounded (infinite) when the forks do not differ at all.
   */
  public double optimalSamples(double forkCost, double sampleCost) {
    if (between <= 0) {
      return Double.POSITIVE_INFINITY;
    }
    return Math.sqrt(forkCost * within / (sampleCost * between));
  }

  /** Forks of {@code n} samples each needed for the grand mean's variance to reach {@code v}. */
  public double forksNeeded(double n, double targetVariance) {
    return (between + within / Math.max(1, n)) / targetVariance;
  }

  private static double mean(double[] a) {
    double s = 0;
    for (double v : a) {
      s += v;
    }
    return a.length == 0 ? 0 : s / a.length;
  }

  private static double variance(double[] a, double mean) {
    if (a.length < 2) {
      return 0;
    }
    double s = 0;
    for (double v : a) {
      s += (v - mean) * (v - mean);
    }
    return s / (a.length - 1);
  }
}
