package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.StudentT;
import dev.vernier.exec.Verdict;
import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A verdict that may stop as soon as it is decided and still keeps its error rate: repeated
 * confidence intervals (Jennison and Turnbull, "Group Sequential Methods", ch. 9) over the
 * pairs of an interleaved comparison.
 *
 * <p>Each pair k gives d_k = ln(figure of A_k / figure of B_k). After pair k (from
 * {@link #MIN_PAIRS} to the most the budget allows, {@code maxPairs}) the interval is Student's
 * t interval of the mean d at a nominal level chosen so that all the looks' intervals together
 * cover the true change with probability {@link ChangeEstimator#LEVEL}. Whatever the rule for
 * stopping, then, a verdict read off the interval at the look where it stopped is wrong at most
 * 1% of the time: {@code faster}/{@code slower} when the interval excludes no change, {@code
 * same} when it lies within the margin. Looking after every pair and stopping at the first
 * decided look is such a rule.
 *
 * <p>The nominal level is Pocock's constant for t-statistics, found by simulation rather than
 * taken from the normal approximation: under no change the t-statistics of the looks do not
 * depend on the pairs' spread, so the chance that any look's interval excludes 0 is a property
 * of the look count alone, and simulating normal pairs gives it exactly (up to the simulation's
 * own error, about 5% of α with {@link #SIMULATIONS} sequences).
 */
public final class SequentialPairs {
  /** The first look: with fewer pairs the t interval is too wide to decide anything. */
  public static final int MIN_PAIRS = 3;
  static final int SIMULATIONS = 60_000;
  private static final Map<Integer, Double> NOMINAL = new ConcurrentHashMap<>();

  private SequentialPairs() {}

  /**
   * The interval and verdict after the pairs so far.
   *
   * @param pairs the ratios A/B of each pair's figures, in the order measured
   * @param higherIsBetter throughput: a higher figure is a shorter time
   * @return a {@link Change} whose interval is the repeated interval; its verdict is
   *     inconclusive until decided (before {@link #MIN_PAIRS} always)
   */
  public static Change look(double[] pairs, int maxPairs, double margin, boolean higherIsBetter,
      double baseMedian, double newMedian) {
    int n = pairs.length;
    double mean = Arrays.stream(pairs).map(Math::log).average().orElse(0);
    if (n < MIN_PAIRS) {
      return new Change(baseMedian, newMedian, pct(Math.exp(mean)), Double.NaN, Double.NaN,
          ChangeEstimator.LEVEL, null, 0, Verdict.INCONCLUSIVE,
          "fewer than " + MIN_PAIRS + " pairs: no interval yet");
    }
    return PairedLogRatios.judge(pairs, nominalAlpha(Math.max(maxPairs, n)), margin,
        higherIsBetter, baseMedian, newMedian);
  }

  /** True when the look has a verdict other than inconclusive: the pairs may stop. */
  public static boolean decided(Change c) {
    return c.verdict() != Verdict.INCONCLUSIVE;
  }

  /**
   * The per-look two-sided level that makes the looks {@link #MIN_PAIRS}..maxPairs together err
   * with probability 1 − {@link ChangeEstimator#LEVEL}; cached per look count.
   */
  public static double nominalAlpha(int maxPairs) {
    int k = Math.max(maxPairs, MIN_PAIRS);
    return NOMINAL.computeIfAbsent(k, SequentialPairs::simulate);
  }

  /**
   * The largest per-look level at which no more than α of simulated no-change sequences have
   * any look's interval excluding 0: each sequence's smallest p-value over the looks, and their
   * α-quantile. Seeded, so every run of Vernier uses the same constant.
   */
  private static double simulate(int maxPairs) {
    double alpha = 1 - ChangeEstimator.LEVEL;
    SplittableRandom random = new SplittableRandom(0x5eed5eedL + maxPairs);
    double[] smallest = new double[SIMULATIONS];
    for (int s = 0; s < SIMULATIONS; s++) {
      double sum = 0;
      double sumSq = 0;
      double minP = 1;
      for (int k = 1; k <= maxPairs; k++) {
        double x = gaussian(random);
        sum += x;
        sumSq += x * x;
        if (k >= MIN_PAIRS) {
          double mean = sum / k;
          double var = (sumSq - k * mean * mean) / (k - 1);
          double tStat = mean / Math.sqrt(var / k);
          minP = Math.min(minP, StudentT.twoSidedP(tStat, k - 1));
        }
      }
      smallest[s] = minP;
    }
    Arrays.sort(smallest);
    return smallest[(int) Math.floor(alpha * SIMULATIONS)];
  }

  private static double gaussian(SplittableRandom r) { // Box-Muller, one of the pair
    double u = r.nextDouble();
    double v = r.nextDouble();
    return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
  }

  private static double pct(double ratio) {
    return PairedLogRatios.pct(ratio);
  }
}
