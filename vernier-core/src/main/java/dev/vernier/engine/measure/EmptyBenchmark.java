package dev.vernier.engine.measure;

import dev.vernier.Benchmark;

/**
 * The harness's own reference benchmark: a call that does nothing. Run through the same generated
 * loop as a user's benchmark, it gives the floor of time per call and the harness's own bytes per
 * batch, which real figures are compared against (SUB_NANOSECOND) or corrected by (allocation).
 */
public final class EmptyBenchmark {
  public static final String METHOD = "empty";

  @Benchmark
  public void empty() {
    // intentionally empty
  }

  /** An instance ready to run in the given loader (the fork's). */
  public static BenchmarkInstance create(ClassLoader loader) throws Exception {
    return BenchmarkInstance.create(loader, EmptyBenchmark.class.getName(), METHOD,
        java.util.Map.of());
  }
}
