package dev.vernier.engine.stats;

import java.util.function.DoubleUnaryOperator;

/**
 * Which growth law a set of (size, time) points follows, fitted as Google Benchmark's BigO does:
 * for each candidate f, the least-squares coefficient of t = c·f(n) (no intercept), and the root
 * mean square of the residuals divided by the mean time. The candidate with the smallest
 * normalised RMS wins; the RMS says how well it fits (0.02 = 2% of the mean).
 */
public final class ComplexityFit {
  /** The candidates, from slowest-growing to fastest. */
  public enum Complexity {
    O_1("O(1)", n -> 1),
    O_LOG_N("O(log n)", n -> log2(n)),
    O_N("O(n)", n -> n),
    O_N_LOG_N("O(n log n)", n -> n * log2(n)),
    O_N2("O(n^2)", n -> n * n),
    O_N3("O(n^3)", n -> n * n * n);

    private final String label;
    private final DoubleUnaryOperator f;

    Complexity(String label, DoubleUnaryOperator f) {
      this.label = label;
      this.f = f;
    }

    public String label() {
      return label;
    }

    public double of(double n) {
      return f.applyAsDouble(n);
    }
  }

  /** A fitted law: t ≈ coefficient · f(n), with the normalised RMS of the residuals. */
  public record Fit(Complexity complexity, double coefficient, double rms) {}

  private ComplexityFit() {}

  private static double log2(double n) {
    return Math.log(n) / Math.log(2);
  }

  /** The best-fitting candidate; sizes must be positive and at least two distinct. */
  public static Fit best(double[] sizes, double[] times) {
    Fit best = null;
    for (Complexity c : Complexity.values()) {
      Fit f = fit(c, sizes, times);
      if (best == null || f.rms() < best.rms()) {
        best = f;
      }
    }
    return best;
  }

  public static Fit fit(Complexity c, double[] sizes, double[] times) {
    if (sizes.length != times.length || sizes.length < 2) {
      throw new IllegalArgumentException("need at least two (size, time) points");
    }
    double sumTf = 0;
    double sumFf = 0;
    double sumT = 0;
    for (int i = 0; i < sizes.length; i++) {
      double f = c.of(sizes[i]);
      sumTf += times[i] * f;
      sumFf += f * f;
      sumT += times[i];
    }
    double coef = sumFf == 0 ? 0 : sumTf / sumFf;
    double sq = 0;
    for (int i = 0; i < sizes.length; i++) {
      double r = times[i] - coef * c.of(sizes[i]);
      sq += r * r;
    }
    double mean = sumT / sizes.length;
    double rms = Math.sqrt(sq / sizes.length);
    return new Fit(c, coef, mean == 0 ? rms : rms / mean);
  }
}
