package dev.vernier.engine.measure;

/**
 * Warm up for a fixed time, then measure for a fixed time, with a floor of samples so that even a
 * slow benchmark yields a distribution rather than a single figure. What {@code --warmup} and
 * {@code --time} ask for; the steady-state detector still reports whether warm-up was enough, and
 * a compilation during measurement is reported, never measured around.
 */
public record FixedPlan(long warmupNanos, long measureNanos, long sampleTargetNanos,
    int minSamples) implements MeasurementPlan {

  @Override
  public boolean keepWarming(long elapsedNanos, SteadyState state) {
    return elapsedNanos < warmupNanos;
  }

  @Override
  public boolean keepMeasuring(long elapsedNanos, int samples) {
    return elapsedNanos < measureNanos || samples < minSamples;
  }

  @Override
  public boolean mayMeasureAgain(long spentNanos) {
    return false;
  }

  @Override
  public boolean measuresAroundJit() {
    return false;
  }

  @Override
  public long minWarmupNanos() {
    return warmupNanos;
  }

  @Override
  public long maxWarmupNanos() {
    return warmupNanos;
  }
}
