package dev.vernier.engine.profile;

/**
 * How sure a sampled share is. A profile's samples are draws of where the program was: a
 * frame's count among {@code n} samples is binomial, so its share has Wilson's score interval
 * (good at small counts and near 0 and 1, where the normal approximation gives negative shares).
 * Two frames of one profile are two cells of one multinomial: their difference has variance
 * {@code (p1 + p2 − (p1 − p2)²)/n}, which says how many samples would order them. Two profiles
 * are independent: Newcombe's hybrid score interval of the difference of two shares. Pure
 * functions. They count sampling error only: a program whose phases differ from run to run
 * varies more than this between runs.
 */
public final class ShareInterval {
  private ShareInterval() {}

  /** The level of every interval on a share. */
  public static final double LEVEL = 0.95;
  /** Its two-sided normal quantile. */
  public static final double Z = 1.959963984540054;

  /** Wilson's interval of {@code k} successes in {@code n}: {lower, upper}; {0, 1} for n = 0. */
  public static double[] wilson(long k, long n) {
    if (n <= 0) {
      return new double[] {0, 1};
    }
    double p = (double) k / n;
    double z2 = Z * Z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }

  /**
   * Whether {@code k1} and {@code k2} samples of one profile of {@code n} order the two frames:
   * their difference lies beyond {@link #Z} of its standard error.
   */
  public static boolean ordered(long k1, long k2, long n) {
    return k1 != k2 && n > 0 && samplesToOrder(k1, k2, n) <= n;
  }

  /**
   * The samples at which shares {@code k1/n} and {@code k2/n} would be ordered:
   * {@code z²(p1 + p2 − d²)/d²}; infinite when they are equal.
   */
  public static double samplesToOrder(long k1, long k2, long n) {
    double p1 = (double) k1 / n;
    double p2 = (double) k2 / n;
    double d = p1 - p2;
    if (d == 0) {
      return Double.POSITIVE_INFINITY;
    }
    return Z * Z * (p1 + p2 - d * d) / (d * d);
  }

  /**
   * Newcombe's hybrid score interval (his method 10) of {@code k2/n2 − k1/n1}, two independent
   * profiles: {lower, upper}.
   */
  public static double[] difference(long k1, long n1, long k2, long n2) {
    double p1 = n1 == 0 ? 0 : (double) k1 / n1;
    double p2 = n2 == 0 ? 0 : (double) k2 / n2;
    double[] w1 = wilson(k1, n1);
    double[] w2 = wilson(k2, n2);
    double d = p2 - p1;
    double low = d - Math.sqrt(sq(p2 - w2[0]) + sq(w1[1] - p1));
    double high = d + Math.sqrt(sq(w2[1] - p2) + sq(p1 - w1[0]));
    return new double[] {low, high};
  }

  private static double sq(double v) {
    return v * v;
  }
}
