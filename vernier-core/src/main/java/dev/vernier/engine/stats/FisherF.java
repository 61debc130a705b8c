package dev.vernier.engine.stats;

/** Fisher's F distribution: its upper tail, from the same incomplete beta as {@link StudentT}. */
public final class FisherF {
  private FisherF() {}

  /** P(F ≥ f) for F with {@code d1} and {@code d2} degrees of freedom. */
  public static double upperP(double f, double d1, double d2) {
    if (Double.isNaN(f) || !(d1 > 0) || !(d2 > 0)) {
      return Double.NaN;
    }
    if (f <= 0) {
      return 1;
    }
    if (Double.isInfinite(f)) {
      return 0;
    }
    return Math.min(1, StudentT.regularizedBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2));
  }
}
