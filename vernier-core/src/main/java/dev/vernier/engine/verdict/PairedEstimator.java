package dev.vernier.engine.verdict;

import dev.vernier.exec.Verdict;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Compares A with B measured in interleaved forks: pair k is A's fork k and B's fork k, run
 * back to back, so a slow drift of the machine touches both alike and cancels in their ratio.
 *
 * <p>Each fork is summarised by its best sample: the minimum time (the maximum throughput).
 * Noise only ever adds time (seed 004), and a neighbour that loads the machine for part of a
 * fork moves that fork's median by any amount (on this project's shared machine, fork medians
 * of one benchmark ranged from 2.5 to 8.7 us while their minima stayed within 4%), but not its
 * floor, as long as some of its samples ran undisturbed. Both members of a pair take the same
 * time budget, so their minima come from similar sample counts.
 *
 * <p>Each pair gives one log-ratio d_k = ln(best(A_k) / best(B_k)). The figure is
 * exp(mean d), the geometric mean of the pair ratios; its interval is Student's t interval on
 * the d_k ({@link ChangeEstimator#LEVEL}, n − 1 degrees of freedom), and the p-value is the
 * paired t-test of mean d = 0. Pairs, not samples, are the units: the spread between JVMs is
 * the noise that matters. The verdict follows the same rules as {@link ChangeEstimator}, for
 * A against B (A is "new", B is "base").
 */
public final class PairedEstimator {
  private PairedEstimator() {}

  /** The per-pair ratios best(A_k)/best(B_k): minima, or maxima for throughput. */
  public static double[] pairRatios(List<double[]> a, List<double[]> b,
      boolean higherIsBetter) {
    int n = Math.min(a.size(), b.size());
    double[] r = new double[n];
    for (int k = 0; k < n; k++) {
      r[k] = best(a.get(k), higherIsBetter) / best(b.get(k), higherIsBetter);
    }
    return r;
  }

  public static Change estimate(List<double[]> a, List<double[]> b, double margin,
      boolean higherIsBetter) {
    double[] ratios = pairRatios(a, b, higherIsBetter);
    int n = ratios.length;
    double baseMedian = ChangeEstimator.pooledMedian(b);
    double newMedian = ChangeEstimator.pooledMedian(a);
    if (n < 2) {
      double r = n == 1 ? ratios[0] : newMedian / baseMedian;
      return new Change(baseMedian, newMedian, pct(r), pct(r), pct(r), ChangeEstimator.LEVEL,
          null, 0, Verdict.INCONCLUSIVE, "fewer than two pairs: no interval");
    }
    Change c = PairedLogRatios.judge(ratios, 1 - ChangeEstimator.LEVEL, margin, higherIsBetter,
        baseMedian, newMedian);
    Verdict v = c.verdict();
    double p = c.pValue();
    String note = null;
    if ((v == Verdict.FASTER || v == Verdict.SLOWER) && !(p < ChangeEstimator.ALPHA)) {
      v = Verdict.INCONCLUSIVE;
      note = String.format(Locale.ROOT, "the pairs disagree too much to tell (p = %.2f)", p);
    }
    return new Change(baseMedian, newMedian, c.changePct(), c.ciLowPct(), c.ciHighPct(),
        ChangeEstimator.LEVEL, p, 0, v, note);
  }

  private static double best(double[] values, boolean higherIsBetter) {
    return higherIsBetter ? Arrays.stream(values).max().orElseThrow()
        : Arrays.stream(values).min().orElseThrow();
  }

  private static double pct(double ratio) {
    return (ratio - 1) * 100;
  }
}
