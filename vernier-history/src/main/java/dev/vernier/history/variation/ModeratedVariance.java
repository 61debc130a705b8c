package dev.vernier.history.variation;

import java.util.ArrayList;
import java.util.List;

/**
 * Run-to-run variances of many benchmarks, each estimated from a few stored runs, made usable
 * together: Smyth's empirical-Bayes moderation ("Linear models and empirical Bayes methods for
 * assessing differential expression in microarray experiments", SAGMB 2004; limma's
 * {@code squeezeVar}). Five runs give each benchmark a variance with 4 degrees of freedom, whose
 * 99% t quantile is 4.6; but a suite's benchmarks on one machine share much of their noise, so the
 * spread of their variances says how far each can lean on the others.
 *
 * <p>The variances are taken as draws s²ᵢ ~ s₀²·χ²(d₀)/d₀ scaled by their own χ²(dᵢ)/dᵢ; d₀ and
 * s₀² are fitted by moments of log s²ᵢ, and each benchmark's moderated variance is
 * (d₀s₀² + dᵢs²ᵢ)/(d₀ + dᵢ) with d₀ + dᵢ degrees of freedom. Benchmarks whose variances agree get
 * large d₀ (strong pooling); very unlike ones get d₀ near 0 (each keeps its own). As limma does,
 * d₀ + dᵢ never exceeds the total degrees of freedom of all benchmarks, and fewer than three
 * benchmarks are not moderated at all.
 */
public final class ModeratedVariance {
  /** Fewest benchmarks whose variances can say anything about each other. */
  static final int MIN_GROUP = 3;
  /** A variance of exactly 0 (identical figures) would have no logarithm. */
  private static final double FLOOR = 1e-12;

  /**
   * The prior fitted to a group: d₀ (0 for none) and s₀².
   *
   * @param totalDf the sum of the group's degrees of freedom, the cap on d₀ + dᵢ
   */
  public record Prior(double df, double variance, double totalDf) {
    /** The moderated variance and degrees of freedom of one benchmark. */
    public Estimate moderate(double variance, double df) {
      if (this.df <= 0) {
        return new Estimate(variance, df);
      }
      double s2 = (this.df * this.variance + df * variance) / (this.df + df);
      return new Estimate(s2, Math.min(this.df + df, totalDf));
    }
  }

  /** A variance with its degrees of freedom. */
  public record Estimate(double variance, double df) {}

  private ModeratedVariance() {}

  /** Fits the prior to the variances s²ᵢ with their degrees of freedom dᵢ (all dᵢ > 0). */
  public static Prior fit(double[] variances, double[] dfs) {
    int g = variances.length;
    double totalDf = 0;
    for (double d : dfs) {
      totalDf += d;
    }
    if (g < MIN_GROUP) {
      return new Prior(0, Double.NaN, totalDf);
    }
    List<Double> e = new ArrayList<>();
    double meanTrigamma = 0;
    for (int i = 0; i < g; i++) {
      double half = dfs[i] / 2;
      e.add(Math.log(Math.max(variances[i], FLOOR)) - Polygamma.digamma(half) + Math.log(half));
      meanTrigamma += Polygamma.trigamma(half) / g;
    }
    double mean = e.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    double var = e.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (g - 1)
        - meanTrigamma;
    if (var <= 0) { // the variances agree as well as chance allows: pool them all
      return new Prior(totalDf, Math.exp(mean), totalDf);
    }
    double d0 = 2 * Polygamma.trigammaInverse(var);
    double s0 = Math.exp(mean + Polygamma.digamma(d0 / 2) - Math.log(d0 / 2));
    return new Prior(Math.min(d0, totalDf), s0, totalDf);
  }
}
