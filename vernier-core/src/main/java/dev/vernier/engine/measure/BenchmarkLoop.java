package dev.vernier.engine.measure;

import dev.vernier.Blackhole;

/**
 * The measurement loop of one benchmark method, generated at run time by {@link LoopGenerator}
 * so that each benchmark has a call site of its own (a shared, reflective or megamorphic call
 * site would measure dispatch instead of the benchmark).
 */
public interface BenchmarkLoop {
  /**
   * Calls the benchmark {@code ops} times, sinking each result, and returns the elapsed
   * nanoseconds of the whole batch.
   */
  long run(Object benchmark, Blackhole blackhole, long ops);

  /** Calls the benchmark once and sinks its result; the caller does the timing. */
  void once(Object benchmark, Blackhole blackhole);
}
