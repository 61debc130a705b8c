package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.StudentT;
import dev.vernier.exec.PairedRatio;
import dev.vernier.exec.Verdict;
import java.util.Arrays;

/**
 * Student's t interval of the mean log-ratio of pairs, as a change with its verdict: what the
 * whole-fork pairs ({@link PairedEstimator}) and the sequential looks ({@link SequentialPairs})
 * share; they differ in the level and in what else they ask of a verdict.
 */
final class PairedLogRatios {
  private PairedLogRatios() {}

  /**
   * @param ratios A/B of each pair, at least two
   * @param alpha the interval's two-sided level (0.01 for 99%)
   * @param higherIsBetter throughput: a higher figure is a shorter time
   */
  static Change judge(double[] ratios, double alpha, double margin, boolean higherIsBetter,
      double baseMedian, double newMedian) {
    int n = ratios.length;
    double[] d = Arrays.stream(ratios).map(Math::log).toArray();
    double mean = Arrays.stream(d).average().orElseThrow();
    double var = Arrays.stream(d).map(x -> (x - mean) * (x - mean)).sum() / (n - 1);
    double se = Math.sqrt(var / n);
    double t = StudentT.quantile(1 - alpha / 2, n - 1);
    double low = Math.exp(mean - t * se);
    double high = Math.exp(mean + t * se);
    double p = se == 0 ? (mean == 0 ? 1 : 0) : StudentT.twoSidedP(mean / se, n - 1);
    Interval time = higherIsBetter
        ? new Interval(1 / high, 1 / low, ChangeEstimator.LEVEL)
        : new Interval(low, high, ChangeEstimator.LEVEL);
    return new Change(baseMedian, newMedian, pct(Math.exp(mean)), pct(low), pct(high),
        ChangeEstimator.LEVEL, p, 0, PairedRatio.verdict(time, margin), null);
  }

  static double pct(double ratio) {
    return (ratio - 1) * 100;
  }
}
