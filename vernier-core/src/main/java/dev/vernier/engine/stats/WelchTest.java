package dev.vernier.engine.stats;

/**
 * Welch's unequal-variances t-test (Welch 1947), two-sided. Vernier applies it to one value per
 * fork (the logarithm of the fork's median), never to pooled samples: samples of one JVM share
 * its JIT decisions and memory layout, so only forks are independent observations.
 */
public final class WelchTest {
  private WelchTest() {}

  /** The test's outcome; {@code df} is the Welch–Satterthwaite degrees of freedom. */
  public record Result(double meanDifference, double t, double df, double pValue) {}

  /**
   * Tests whether the means of {@code a} and {@code b} differ. Needs at least two values on each
   * side; returns null otherwise. When neither side varies the p-value is 1 for equal means, 0
   * for different ones.
   */
  public static Result test(double[] a, double[] b) {
    if (a.length < 2 || b.length < 2) {
      return null;
    }
    double ma = mean(a);
    double mb = mean(b);
    double va = variance(a, ma) / a.length;
    double vb = variance(b, mb) / b.length;
    double diff = mb - ma;
    double se2 = va + vb;
    if (se2 == 0) {
      return new Result(diff, diff == 0 ? 0 : Double.POSITIVE_INFINITY, a.length + b.length - 2,
          diff == 0 ? 1 : 0);
    }
    double t = diff / Math.sqrt(se2);
    double df = se2 * se2 / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
    return new Result(diff, t, df, StudentT.twoSidedP(t, df));
  }

  private static double mean(double[] x) {
    double s = 0;
    for (double v : x) {
      s += v;
    }
    return s / x.length;
  }

  private static double variance(double[] x, double mean) {
    double s = 0;
    for (double v : x) {
      s += (v - mean) * (v - mean);
    }
    return s / (x.length - 1);
  }
}
