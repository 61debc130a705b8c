package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.StudentT;

/**
 * Each benchmark's run-to-run variation on one environment, learnt from stored runs (vernier
 * history). Where it is known, {@code compare} judges a change against it instead of against the
 * two files' own spread widened by drift witnesses: stored runs of the same machine say directly
 * how far two runs of unchanged code land apart.
 */
@FunctionalInterface
public interface RunToRunVariation {
  /** No history: every benchmark is compared from the two files alone. */
  RunToRunVariation NONE = (id, throughput) -> null;

  /**
   * The variation of one benchmark; null when the history has too few runs of it.
   *
   * @param throughput whether the compared figure is a throughput (its runs must be too)
   */
  Estimate of(String benchmarkId, boolean throughput);

  /**
   * The standard deviation of the natural logarithm of a run's figure between runs, with its
   * degrees of freedom.
   *
   * @param runs how many stored runs it comes from
   * @param leftOut stored runs left out as far from all the others (a run disturbed throughout)
   * @param method how it was estimated, in words, for the report
   */
  record Estimate(double sdLog, double df, int runs, int leftOut, String method) {
    /**
     * How far apart, in ln, two draws of this variation may land at {@code level}: Student's t
     * times σ·√2. Two runs of unchanged code differ by less; so do a run's forks, which are
     * separate JVMs on the same machine.
     */
    public double allowedLogSpread(double level) {
      return StudentT.quantile(1 - (1 - level) / 2, df) * Math.max(sdLog, 1e-9) * Math.sqrt(2);
    }
  }
}
