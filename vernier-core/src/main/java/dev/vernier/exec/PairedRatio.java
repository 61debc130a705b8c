package dev.vernier.exec;

import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.Summary;
import java.util.Arrays;

/**
 * The ratio A/B of two commands measured in alternation (A, B, A, B, ...), pair by pair.
 *
 * <p>Method. Run i of A and run i of B form a pair, measured back to back, so a slow drift of the
 * machine (thermal state, a neighbour, caches) touches both members of a pair alike and cancels
 * in their ratio r_i = a_i / b_i. The figure is the median of the r_i, computed on the
 * log-ratios d_i = ln r_i and mapped back (for an even count, the geometric mean of the two
 * middle ratios). Its confidence interval is the distribution-free interval for a median from
 * order statistics (the sign-test interval, as nanobench uses): with the d_i sorted, [d_(k),
 * d_(n+1-k)] covers the true median with probability 1 − 2·P(Binomial(n, ½) ≤ k−1), and k is the
 * largest index keeping that at or above the nominal level (95%). It assumes only that the pairs
 * are independent and their log-ratios share one continuous distribution — no normality, no
 * symmetry — and is the same on every run (no random resampling). Below 6 pairs no such k
 * exists at 95%; the interval is then the whole range [min, max] with its (lower) true coverage
 * and the verdict is {@link Verdict#INCONCLUSIVE}.
 *
 * <p>Verdict with margin m: {@code same} when the whole interval lies within [1 − m, 1 + m];
 * otherwise {@code faster} when it lies wholly below 1, {@code slower} when wholly above 1, and
 * {@code inconclusive} when it straddles 1.
 */
public final class PairedRatio {
  /** The nominal confidence level of the interval. */
  public static final double LEVEL = 0.95;

  private PairedRatio() {}

  /**
   * The comparison of A with B.
   *
   * @param ratioMedian median of the per-pair ratios A/B
   * @param interval confidence interval of that median at {@link #LEVEL}
   * @param coverage the exact coverage of the order statistics chosen (at least the level when
   *     {@code enoughPairs})
   * @param enoughPairs whether there were enough pairs for an interval at the nominal level
   */
  public record Comparison(double ratioMedian, Interval interval, double coverage, int pairs,
      boolean enoughPairs, double margin, Verdict verdict) {}

  /** Compares paired measurements a[i] (A) with b[i] (B); all must be positive. */
  public static Comparison compare(double[] a, double[] b, double margin) {
    if (a.length != b.length || a.length == 0) {
      throw new IllegalArgumentException("need the same, non-zero number of runs of A and B, got "
          + a.length + " and " + b.length);
    }
    int n = a.length;
    double[] d = new double[n];
    for (int i = 0; i < n; i++) {
      if (!(a[i] > 0 && b[i] > 0)) {
        throw new IllegalArgumentException("times must be positive: pair " + i + " is " + a[i]
            + ", " + b[i]);
      }
      d[i] = Math.log(a[i] / b[i]);
    }
    Arrays.sort(d);
    double median = Math.exp(Summary.quantile(d, 0.5));
    int k = orderStatisticIndex(n, 1 - LEVEL);
    boolean enough = k >= 1;
    int lo = enough ? k : 1;
    double coverage = 1 - 2 * binomialCdfHalf(n, lo - 1);
    Interval ci = new Interval(Math.exp(d[lo - 1]), Math.exp(d[n - lo]), LEVEL);
    return new Comparison(median, ci, coverage, n, enough, margin,
        enough ? verdict(ci, margin) : Verdict.INCONCLUSIVE);
  }

  /** The verdict for an interval of the ratio A/B with a relative margin. */
  public static Verdict verdict(Interval ratio, double margin) {
    if (ratio.low() >= 1 - margin && ratio.high() <= 1 + margin) {
      return Verdict.SAME;
    }
    if (ratio.high() < 1) {
      return Verdict.FASTER;
    }
    if (ratio.low() > 1) {
      return Verdict.SLOWER;
    }
    return Verdict.INCONCLUSIVE;
  }

  /**
   * The largest 1-based k with 2·P(Binomial(n, ½) ≤ k−1) ≤ alpha, so that [x_(k), x_(n+1−k)]
   * covers the median with probability at least 1 − alpha; 0 when even [x_(1), x_(n)] falls
   * short.
   */
  static int orderStatisticIndex(int n, double alpha) {
    int k = 0;
    for (int j = 1; j <= (n + 1) / 2; j++) {
      if (2 * binomialCdfHalf(n, j - 1) <= alpha) {
        k = j;
      } else {
        break;
      }
    }
    return k;
  }

  /** P(Binomial(n, ½) ≤ x), summed in log space so large n does not underflow. */
  static double binomialCdfHalf(int n, int x) {
    if (x < 0) {
      return 0;
    }
    double logTerm = n * Math.log(0.5);
    double sum = Math.exp(logTerm);
    for (int i = 1; i <= Math.min(x, n); i++) {
      logTerm += Math.log((double) (n - i + 1) / i);
      sum += Math.exp(logTerm);
    }
    return Math.min(1, sum);
  }
}
