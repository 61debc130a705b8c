package dev.vernier.engine.verdict;

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
   * The standard deviation of the natural logarithm of a run's median between runs, with its
   * degrees of freedom.
   *
   * @param runs how many stored runs it comes from
   * @param method how it was estimated, in words, for the report
   */
  record Estimate(double sdLog, double df, int runs, String method) {}
}
