package dev.vernier.engine.measure;

/**
 * Makes the benchmark's state for each thread that runs it: for Vernier's own API a fresh
 * instance of the benchmark class per thread (JMH's {@code Scope.Thread}; static fields are what
 * the threads share); a JMH class's factory shares its {@code Scope.Benchmark} states.
 */
@FunctionalInterface
public interface UnitFactory {
  /** The unit thread {@code thread} (0-based) runs. */
  BenchmarkInstance create(int thread) throws Exception;
}
