package dev.vernier.engine.profile;

/**
 * Amdahl's law for one part of a program that took the share {@code a} of the time and is made
 * {@code k} times faster: the whole becomes {@code S = 1/((1−a) + a/k)} times faster, and never
 * more than {@code 1/(1−a)}, however large {@code k}. Pure functions; shares are fractions in
 * [0, 1], not percentages.
 */
public final class Amdahl {
  private Amdahl() {}

  /** The whole's speed-up when a part with share {@code a} is made {@code k} times faster. */
  public static double overall(double a, double k) {
    return 1 / ((1 - a) + a / k);
  }

  /** The speed-up with {@code k → ∞}: {@code 1/(1−a)}; infinite for a share of 1. */
  public static double limit(double a) {
    return 1 / (1 - a);
  }

  /**
   * The {@code k} the part needs for the whole to reach {@code s}: {@code a/(1/s − (1−a))};
   * NaN when no k can (s at or above the limit). A target of 1 or less needs no speed-up (k=1).
   */
  public static double requiredSpeedup(double a, double s) {
    if (s <= 1) {
      return 1;
    }
    double rest = 1 / s - (1 - a);
    return rest > 0 ? a / rest : Double.NaN;
  }

  /**
   * The {@code k} implied by a measured whole speed-up {@code s}: the same formula read the other
   * way, the article's honesty check. NaN when {@code s} is at or above the limit the share
   * allows: then the share or the measurement is wrong.
   */
  public static double impliedSpeedup(double a, double s) {
    double rest = 1 / s - (1 - a);
    return rest > 0 ? a / rest : Double.NaN;
  }

  /**
   * Several parts at once, each share {@code a[i]} made {@code k[i]} times faster (the shares
   * must not overlap and sum to at most 1): {@code 1/((1−Σa) + Σ a/k)}.
   */
  public static double overall(double[] a, double[] k) {
    double rest = 1;
    double sped = 0;
    for (int i = 0; i < a.length; i++) {
      rest -= a[i];
      sped += a[i] / k[i];
    }
    return 1 / (rest + sped);
  }
}
