package dev.vernier.engine.stats;

/**
 * Student's t distribution: its two-sided tail probability and its quantile, from the regularized
 * incomplete beta function (continued fraction by the modified Lentz method, as in Press et al.,
 * "Numerical Recipes", 3rd ed., section 6.4). Accurate to about 1e-10, far more than a p-value
 * needs; kept here so the engine needs no statistics library.
 */
public final class StudentT {
  private static final int MAX_ITERATIONS = 300;
  private static final double EPSILON = 1e-14;
  private static final double TINY = 1e-300;

  private StudentT() {}

  /** P(|T| ≥ |t|) for T with {@code df} degrees of freedom (df may be fractional, as in Welch). */
  public static double twoSidedP(double t, double df) {
    if (Double.isNaN(t) || !(df > 0)) {
      return Double.NaN;
    }
    if (Double.isInfinite(t)) {
      return 0;
    }
    double x = df / (df + t * t);
    return Math.min(1, regularizedBeta(x, df / 2, 0.5));
  }

  /** The t with P(T ≤ t) = p, found by bisection on the tail probability. */
  public static double quantile(double p, double df) {
    if (!(p > 0 && p < 1) || !(df > 0)) {
      throw new IllegalArgumentException("need 0 < p < 1 and df > 0, got " + p + ", " + df);
    }
    if (p == 0.5) {
      return 0;
    }
    double tail = 2 * Math.min(p, 1 - p); // two-sided tail of |t|
    double lo = 0;
    double hi = 1;
    while (twoSidedP(hi, df) > tail) {
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (twoSidedP(mid, df) > tail) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    double t = (lo + hi) / 2;
    return p < 0.5 ? -t : t;
  }

  /** I_x(a, b), the regularized incomplete beta function. */
  static double regularizedBeta(double x, double a, double b) {
    if (x <= 0) {
      return 0;
    }
    if (x >= 1) {
      return 1;
    }
    double logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x)
        + b * Math.log1p(-x);
    if (x < (a + 1) / (a + b + 2)) {
      return Math.exp(logFront) * continuedFraction(x, a, b) / a;
    }
    return 1 - Math.exp(logFront) * continuedFraction(1 - x, b, a) / b;
  }

  private static double continuedFraction(double x, double a, double b) {
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (Math.abs(d) < TINY ? TINY : d);
    double h = d;
    for (int m = 1; m <= MAX_ITERATIONS; m++) {
      int m2 = 2 * m;
      double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
      d = 1 / nonZero(1 + aa * d);
      c = nonZero(1 + aa / c);
      h *= d * c;
      aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
      d = 1 / nonZero(1 + aa * d);
      c = nonZero(1 + aa / c);
      double delta = d * c;
      h *= delta;
      if (Math.abs(delta - 1) < EPSILON) {
        break;
      }
    }
    return h;
  }

  private static double nonZero(double v) {
    return Math.abs(v) < TINY ? TINY : v;
  }

  /** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, n = 9). */
  static double logGamma(double x) {
    if (x < 0.5) {
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    }
    double[] g = {0.99999999999980993, 676.5203681218851, -1259.1392167224028,
        771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
        9.9843695780195716e-6, 1.5056327351493116e-7};
    x -= 1;
    double sum = g[0];
    for (int i = 1; i < g.length; i++) {
      sum += g[i] / (x + i);
    }
    double t = x + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
  }
}
