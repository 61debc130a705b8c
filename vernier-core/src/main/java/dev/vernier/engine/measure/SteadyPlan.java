package dev.vernier.engine.measure;

/**
 * Warm up until steady state (never less than {@code minWarmupNanos}, never more than
 * {@code maxWarmupNanos}), then measure for the time the harness chose for this fork. The warm-up
 * time a steady fork did not need may pay for measuring again when the JIT compiled during
 * measurement: the fork never runs longer than its two limits added.
 */
public record SteadyPlan(long minWarmupNanos, long maxWarmupNanos, long measureNanos,
    long sampleTargetNanos, int minSamples) implements MeasurementPlan {

  @Override
  public boolean keepWarming(long elapsedNanos, SteadyState state) {
    if (elapsedNanos < minWarmupNanos) {
      state.steady(elapsedNanos); // keeps its description current
      return true;
    }
    return elapsedNanos < maxWarmupNanos && !state.steady(elapsedNanos);
  }

  @Override
  public boolean keepMeasuring(long elapsedNanos, int samples) {
    return elapsedNanos < measureNanos || samples < minSamples;
  }

  @Override
  public boolean mayMeasureAgain(long spentNanos) {
    return spentNanos + measureNanos <= maxWarmupNanos + measureNanos;
  }
}
