package dev.vernier.engine.measure;

import dev.vernier.Mode;

/**
 * How a fork takes its samples, the part of the {@link Measurer} that differs by unit of work: a
 * batch of calls through the generated loop ({@link BatchSampling}, on threads {@link
 * ThreadedBatchSampling}) or a window of individually timed calls ({@link CallSampling}). Warm-up
 * and measurement take the same unit, so that what warm-up compiled is what measurement runs.
 * Single-shot forks take one call and no warm-up ({@link SingleShot}).
 *
 * <p>A fork loads only the subclasses it uses, so the JIT binds their calls statically (class
 * hierarchy analysis), as when these were private methods of one class.
 */
abstract class Sampling {
  final Trial t;

  Sampling(Trial t) {
    this.t = t;
  }

  /** Warms up until the plan says stop (steady, or out of time). */
  abstract Warmup warmUp() throws Throwable;

  /** Measures, from where warm-up ended; the samples stay in the trial's series. */
  abstract ForkMeasurement measure(Warmup warm) throws Throwable;

  /** A batch's figure in the mode's unit (overridden with threads). */
  double value(long elapsedNanos, long ops) {
    double calls = (double) ops * t.opsPerInvocation;
    return t.mode == Mode.Kind.THRPT ? calls * 1e9 / elapsedNanos : elapsedNanos / calls;
  }
}
