package dev.vernier.engine.measure;

/**
 * Warm up until steady state (never less than {@code minWarmupNanos}, never more than
 * {@code maxWarmupNanos}), then measure for the time the harness chose for this fork. The warm-up
 * time a steady fork did not need may pay for measuring again when the JIT compiled during
 * measurement: the fork never runs longer than its two limits added.
 *
 * @param warmupDeadlineNanos the fork's JVM uptime by which warm-up should end, so that the fork
 *     keeps the wall time planned for it even when its start-up took longer than estimated
 *     (a busy machine); 0 for none
 */
public record SteadyPlan(long minWarmupNanos, long maxWarmupNanos, long measureNanos,
    long sampleTargetNanos, int minSamples, long warmupDeadlineNanos) implements MeasurementPlan {

  public SteadyPlan(long minWarmupNanos, long maxWarmupNanos, long measureNanos,
      long sampleTargetNanos, int minSamples) {
    this(minWarmupNanos, maxWarmupNanos, measureNanos, sampleTargetNanos, minSamples, 0);
  }

  /** The maximum warm-up shortened by what start-up overran; never below the minimum. */
  @Override
  public SteadyPlan startingAt(long uptimeNanos) {
    if (warmupDeadlineNanos <= 0) {
      return this;
    }
    long left = Math.max(minWarmupNanos, warmupDeadlineNanos - uptimeNanos);
    return left >= maxWarmupNanos ? this : new SteadyPlan(minWarmupNanos, left, measureNanos,
        sampleTargetNanos, minSamples, warmupDeadlineNanos);
  }

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
