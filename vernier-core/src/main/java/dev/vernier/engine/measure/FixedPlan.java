package dev.vernier.engine.measure;

/**
 * Warm up for a fixed time, then measure for a fixed time, with a floor of samples so that even a
 * slow benchmark yields a distribution rather than a single figure. What {@code --warmup} and
 * {@code --time} ask for; the steady-state detector still reports whether warm-up was enough.
 */
public record FixedPlan(long warmupNanos, long measureNanos, long sampleTargetNanos,
    int minSamples) implements MeasurementPlan {

  @Override
  public boolean keepWarming(long elapsedNanos, int samples, SteadyState state) {
    return elapsedNanos < warmupNanos;
  }

  @Override
  public boolean keepMeasuring(long elapsedNanos, int samples) {
    return elapsedNanos < measureNanos || samples < minSamples;
  }
}
