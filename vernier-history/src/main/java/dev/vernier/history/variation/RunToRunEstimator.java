package dev.vernier.history.variation;

import dev.vernier.engine.verdict.RunToRunVariation;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Each benchmark's run-to-run variation from its stored runs on one fingerprint: the sample
 * variance of the logarithms of the runs' figures (n − 1 degrees of freedom), after leaving out
 * runs far from all the others ({@link Outliers}), moderated across the benchmarks given
 * together ({@link ModeratedVariance}). A benchmark with fewer than {@link #MIN_RUNS} runs gets
 * none, and is then compared as if there were no history.
 *
 * <p>A real change inside the stored runs inflates the variance: the verdicts then err towards
 * {@code inconclusive}, never towards a false claim; {@code history check} shows such changes.
 */
public final class RunToRunEstimator {
  /** Fewest stored runs that say anything about a benchmark's run-to-run variation. */
  public static final int MIN_RUNS = 5;

  private RunToRunEstimator() {}

  /**
   * A benchmark's variation and the centre of the runs it was learnt from.
   *
   * @param centreLog the mean ln figure of the runs kept
   */
  public record Fit(RunToRunVariation.Estimate estimate, double centreLog) {}

  /**
   * @param logs per benchmark id, ln of each of its stored runs' figure
   * @param what how the runs were chosen, for the method's text ("5 runs on fingerprint ...")
   */
  public static Map<String, RunToRunVariation.Estimate> estimate(Map<String, double[]> logs,
      String what) {
    Map<String, RunToRunVariation.Estimate> out = new LinkedHashMap<>();
    fit(logs, what).forEach((id, f) -> out.put(id, f.estimate()));
    return out;
  }

  /** As {@link #estimate}, with each benchmark's centre. */
  public static Map<String, Fit> fit(Map<String, double[]> logs, String what) {
    Map<String, double[]> runs = new LinkedHashMap<>();
    Map<String, double[]> kept = new LinkedHashMap<>();
    logs.forEach((id, v) -> {
      if (v.length >= MIN_RUNS) {
        runs.put(id, v);
        kept.put(id, Outliers.kept(v));
      }
    });
    double[] variances = new double[kept.size()];
    double[] dfs = new double[kept.size()];
    int i = 0;
    for (double[] v : kept.values()) {
      variances[i] = variance(v);
      dfs[i] = v.length - 1;
      i++;
    }
    ModeratedVariance.Prior prior = ModeratedVariance.fit(variances, dfs);
    String method = String.format(Locale.ROOT, "stored run-to-run variation (%s; sd of"
        + " the logarithm from at least %d runs, runs far from the others left out%s),"
        + " Student's t on ln(new/base)", what, MIN_RUNS,
        prior.df() > 0 ? String.format(Locale.ROOT, ", moderated across %d benchmarks, prior"
            + " %.1f df", kept.size(), prior.df()) : "");
    Map<String, Fit> out = new LinkedHashMap<>();
    i = 0;
    for (Map.Entry<String, double[]> e : kept.entrySet()) {
      ModeratedVariance.Estimate m = prior.moderate(variances[i], dfs[i]);
      int all = runs.get(e.getKey()).length;
      out.put(e.getKey(), new Fit(new RunToRunVariation.Estimate(Math.sqrt(m.variance()),
          m.df(), e.getValue().length, all - e.getValue().length, method),
          mean(e.getValue())));
      i++;
    }
    return out;
  }

  static double variance(double[] v) {
    double mean = mean(v);
    double ss = 0;
    for (double x : v) {
      ss += (x - mean) * (x - mean);
    }
    return ss / (v.length - 1);
  }

  private static double mean(double[] v) {
    double mean = 0;
    for (double x : v) {
      mean += x / v.length;
    }
    return mean;
  }
}
