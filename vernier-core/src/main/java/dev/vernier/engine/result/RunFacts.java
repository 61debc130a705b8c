package dev.vernier.engine.result;

/**
 * How a row's benchmark was run.
 *
 * @param stopReason why no more forks were run (target met, budget spent, fork count); for a JMH
 *     file's row, JMH's forks and score
 * @param wallMillis wall time spent on this benchmark, all forks and their start-up included
 * @param heapPolicy the forks' heap as {@code --fixed-heap} set it (fixed and pre-touched, the
 *     forks' own flags, or off); null in files older than the policy and for interleaved runs
 */
public record RunFacts(String stopReason, Long wallMillis, HeapSetting heapPolicy) {
  public static final RunFacts NONE = new RunFacts(null, null, null);

  public RunFacts withStopReason(String s) {
    return new RunFacts(s, wallMillis, heapPolicy);
  }

  public RunFacts withHeapPolicy(HeapSetting h) {
    return new RunFacts(stopReason, wallMillis, h);
  }
}
