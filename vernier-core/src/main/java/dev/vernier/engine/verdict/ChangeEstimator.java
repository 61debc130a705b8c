package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.StudentT;
import dev.vernier.engine.stats.Summary;
import dev.vernier.engine.stats.WelchTest;
import dev.vernier.exec.PairedRatio;
import dev.vernier.exec.Verdict;
import java.util.Arrays;
import java.util.List;

/**
 * Compares two measurements of one benchmark, each a list of forks of samples.
 *
 * <ul>
 *   <li>The figure is the ratio of the pooled medians, new/base, shown as a change in %.
 *   <li>Its interval ({@link #LEVEL}) comes from the hierarchical bootstrap, forks then samples
 *       on each side, so fork-to-fork variance is part of it (Kalibera and Jones 2013).
 *   <li>The p-value is Welch's t-test on the logarithms of the forks' medians: one value per
 *       fork, because forks are the independent units. Logarithms make the test one of ratios.
 *   <li>The interval is then widened by the measured drift (see {@link DriftWitnesses}): a
 *       difference no larger than the machine's own drift is not a verdict about the code.
 *   <li>Verdict with margin m: {@code same} when the whole widened interval lies within ±m;
 *       {@code faster}/{@code slower} when it lies wholly on one side of 0 and the p-value is
 *       below {@link #ALPHA}; {@code inconclusive} otherwise. With a single fork on a side
 *       nothing separates the code from that JVM's luck, so the verdict is inconclusive.
 * </ul>
 */
public final class ChangeEstimator {
  public static final double LEVEL = 0.99;
  /** As strict as the 99% interval: two stored runs hide a between-run variance. */
  public static final double ALPHA = 0.01;
  public static final double DEFAULT_MARGIN = 0.02;

  private ChangeEstimator() {}

  /**
   * @param margin relative equivalence margin, e.g. 0.02
   * @param drift relative drift to widen the interval by, e.g. 0.01; 0 for none
   * @param higherIsBetter true for throughput figures, where a larger value is faster
   */
  public static Change estimate(List<double[]> base, List<double[]> newer, double margin,
      double drift, boolean higherIsBetter) {
    double baseMedian = pooledMedian(base);
    double newMedian = pooledMedian(newer);
    Interval ratio = HierarchicalBootstrap.ratioInterval(newer, base, LEVEL);
    double low = ratio.low() * (1 - drift);
    double high = ratio.high() * (1 + drift);
    WelchTest.Result welch = WelchTest.test(logMedians(base), logMedians(newer));
    Double p = welch == null ? null : welch.pValue();
    // The verdict speaks of time: for throughput, a higher figure is a lower time.
    Interval time = higherIsBetter
        ? new Interval(1 / high, 1 / low, LEVEL) : new Interval(low, high, LEVEL);
    Verdict v = PairedRatio.verdict(time, margin);
    String note = null;
    if (base.size() < 2 || newer.size() < 2) {
      note = "one fork on a side: its JVM's luck cannot be told from the code";
      v = Verdict.INCONCLUSIVE;
    } else if ((v == Verdict.FASTER || v == Verdict.SLOWER) && !(p < ALPHA)) {
      note = String.format(java.util.Locale.ROOT,
          "the forks disagree too much to tell (p = %.2f)", p);
      v = Verdict.INCONCLUSIVE;
    }
    return new Change(baseMedian, newMedian, pct(newMedian / baseMedian), pct(low), pct(high),
        LEVEL, p, drift * 100, v, note);
  }

  /**
   * The change judged against a benchmark's stored run-to-run variation: each run's median is
   * taken as the benchmark's level times a log-normal error of standard deviation σ (the stored
   * estimate, with its degrees of freedom), so ln(new/base) has standard error σ·√2 and the
   * interval is Student's t at {@link #LEVEL}. The machine's drift between runs is part of what
   * the stored runs measured, so no drift widening is added.
   */
  public static Change estimate(List<double[]> base, List<double[]> newer, double margin,
      RunToRunVariation.Estimate stored, boolean higherIsBetter) {
    return estimate(base, newer, margin, stored, higherIsBetter, false);
  }

  /**
   * As {@link #estimate(List, List, double, RunToRunVariation.Estimate, boolean)}, on each run's
   * best sample (minimum time, maximum throughput) when {@code best}: the stored variation must
   * then be that of the runs' best samples too.
   */
  public static Change estimate(List<double[]> base, List<double[]> newer, double margin,
      RunToRunVariation.Estimate stored, boolean higherIsBetter, boolean best) {
    double baseMedian = best ? best(base, higherIsBetter) : pooledMedian(base);
    double newMedian = best ? best(newer, higherIsBetter) : pooledMedian(newer);
    double d = Math.log(newMedian / baseMedian);
    double se = Math.max(stored.sdLog(), 1e-9) * Math.sqrt(2);
    double t = StudentT.quantile(1 - (1 - LEVEL) / 2, stored.df());
    double low = Math.exp(d - t * se);
    double high = Math.exp(d + t * se);
    Interval time = higherIsBetter
        ? new Interval(1 / high, 1 / low, LEVEL) : new Interval(low, high, LEVEL);
    return new Change(baseMedian, newMedian, pct(newMedian / baseMedian), pct(low), pct(high),
        LEVEL, StudentT.twoSidedP(d / se, stored.df()), 0, PairedRatio.verdict(time, margin),
        null);
  }

  /**
   * How far apart, in ln, a run's forks landed: the largest and smallest fork figure (each fork's
   * median, or its best sample when {@code best}). 0 with fewer than two forks.
   */
  public static double forkLogSpread(List<double[]> forks, boolean best, boolean higherIsBetter) {
    double[] logs = forks.stream().filter(f -> f.length > 0)
        .mapToDouble(f -> Math.log(best ? best(List.of(f), higherIsBetter) : median(f)))
        .toArray();
    return logs.length < 2 ? 0
        : Arrays.stream(logs).max().orElseThrow() - Arrays.stream(logs).min().orElseThrow();
  }

  /** The logarithm of each fork's median. */
  static double[] logMedians(List<double[]> forks) {
    return forks.stream().mapToDouble(f -> Math.log(median(f))).toArray();
  }

  /** The best sample of all forks: the minimum, or the maximum for a throughput. */
  static double best(List<double[]> forks, boolean higherIsBetter) {
    return higherIsBetter
        ? forks.stream().flatMapToDouble(Arrays::stream).max().orElse(Double.NaN)
        : forks.stream().flatMapToDouble(Arrays::stream).min().orElse(Double.NaN);
  }

  public static double pooledMedian(List<double[]> forks) {
    return median(forks.stream().flatMapToDouble(Arrays::stream).toArray());
  }

  private static double median(double[] values) {
    double[] s = values.clone();
    Arrays.sort(s);
    return Summary.quantile(s, 0.5);
  }

  private static double pct(double ratio) {
    return (ratio - 1) * 100;
  }
}
