package dev.vernier.history.variation;

import dev.vernier.engine.verdict.RunToRunVariation;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Each benchmark's run-to-run variation from its stored runs on one fingerprint: the sample
 * variance of the logarithms of the runs' medians (n − 1 degrees of freedom), moderated across
 * the benchmarks given together ({@link ModeratedVariance}). A benchmark with fewer than
 * {@link #MIN_RUNS} runs gets none, and is then compared as if there were no history.
 *
 * <p>A real change inside the stored runs inflates the variance: the verdicts then err towards
 * {@code inconclusive}, never towards a false claim; {@code history check} shows such changes.
 */
public final class RunToRunEstimator {
  /** Fewest stored runs that say anything about a benchmark's run-to-run variation. */
  public static final int MIN_RUNS = 5;

  private RunToRunEstimator() {}

  /**
   * @param logMedians per benchmark id, ln(median) of each of its stored runs
   * @param what how the runs were chosen, for the method's text ("5 runs on fingerprint ...")
   */
  public static Map<String, RunToRunVariation.Estimate> estimate(
      Map<String, double[]> logMedians, String what) {
    Map<String, double[]> usable = new LinkedHashMap<>();
    logMedians.forEach((id, v) -> {
      if (v.length >= MIN_RUNS) {
        usable.put(id, v);
      }
    });
    double[] variances = new double[usable.size()];
    double[] dfs = new double[usable.size()];
    int i = 0;
    for (double[] v : usable.values()) {
      variances[i] = variance(v);
      dfs[i] = v.length - 1;
      i++;
    }
    ModeratedVariance.Prior prior = ModeratedVariance.fit(variances, dfs);
    String method = String.format(Locale.ROOT, "stored run-to-run variation (%s; sd of"
        + " the logarithm from at least %d runs%s), Student's t on ln(new/base)", what, MIN_RUNS,
        prior.df() > 0 ? String.format(Locale.ROOT, ", moderated across %d benchmarks, prior"
            + " %.1f df", usable.size(), prior.df()) : "");
    Map<String, RunToRunVariation.Estimate> out = new LinkedHashMap<>();
    i = 0;
    for (Map.Entry<String, double[]> e : usable.entrySet()) {
      ModeratedVariance.Estimate m = prior.moderate(variances[i], dfs[i]);
      out.put(e.getKey(), new RunToRunVariation.Estimate(Math.sqrt(m.variance()), m.df(),
          e.getValue().length, method));
      i++;
    }
    return out;
  }

  static double variance(double[] v) {
    double mean = 0;
    for (double x : v) {
      mean += x / v.length;
    }
    double ss = 0;
    for (double x : v) {
      ss += (x - mean) * (x - mean);
    }
    return ss / (v.length - 1);
  }
}
