package dev.vernier.history.variation;

/**
 * The digamma, trigamma and tetragamma functions for x > 0 (recurrence up to x ≥ 10, then the
 * asymptotic series; about 1e-12 relative), and the inverse of trigamma by Newton's method as
 * Smyth's limma computes it. Only what {@link ModeratedVariance} needs.
 */
final class Polygamma {
  private static final double SHIFT = 10;

  private Polygamma() {}

  static double digamma(double x) {
    double acc = 0;
    while (x < SHIFT) {
      acc -= 1 / x;
      x += 1;
    }
    double r = 1 / (x * x);
    return acc + Math.log(x) - 0.5 / x
        - r * (1.0 / 12 - r * (1.0 / 120 - r * (1.0 / 252 - r * (1.0 / 240 - r / 132))));
  }

  static double trigamma(double x) {
    double acc = 0;
    while (x < SHIFT) {
      acc += 1 / (x * x);
      x += 1;
    }
    double r = 1 / (x * x);
    return acc + 1 / x + r / 2
        + r / x * (1.0 / 6 - r * (1.0 / 30 - r * (1.0 / 42 - r * (1.0 / 30 - r * 5.0 / 66))));
  }

  static double tetragamma(double x) {
    double acc = 0;
    while (x < SHIFT) {
      acc -= 2 / (x * x * x);
      x += 1;
    }
    double r = 1 / (x * x);
    return acc - r - r / x
        - r * r * (0.5 - r * (1.0 / 6 - r * (1.0 / 6 - r * (3.0 / 10 - r * 5.0 / 6))));
  }

  /** The x with trigamma(x) = y, for y > 0 (Smyth 2004, limma's trigammaInverse). */
  static double trigammaInverse(double y) {
    if (y > 1e7) {
      return 1 / Math.sqrt(y);
    }
    if (y < 1e-6) {
      return 1 / y;
    }
    double x = 0.5 + 1 / y;
    for (int i = 0; i < 50; i++) {
      double tri = trigamma(x);
      double dif = tri * (1 - tri / y) / tetragamma(x);
      x += dif;
      if (-dif / x < 1e-8) {
        break;
      }
    }
    return x;
  }
}
