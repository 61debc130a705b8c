package dev.vernier.engine.measure;

/**
 * Warm up until the JIT's steady state (never less than {@code minWarmupNanos}, never more than
 * {@code maxWarmupNanos}), then measure for the time the harness chose for this fork.
 */
public record SteadyPlan(long minWarmupNanos, long maxWarmupNanos, long measureNanos,
    long sampleTargetNanos, int minSamples) implements MeasurementPlan {

  @Override
  public boolean keepWarming(long elapsedNanos, int samples, SteadyState state) {
    if (elapsedNanos < minWarmupNanos) {
      return true;
    }
    return elapsedNanos < maxWarmupNanos && !state.steady(elapsedNanos);
  }

  @Override
  public boolean keepMeasuring(long elapsedNanos, int samples) {
    return elapsedNanos < measureNanos || samples < minSamples;
  }
}
