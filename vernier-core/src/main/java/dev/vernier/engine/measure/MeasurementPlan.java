package dev.vernier.engine.measure;

/**
 * Decides when a fork stops warming up and when it stops measuring. The fork asks after every
 * sample; a plan sees the elapsed time of the phase, the samples taken in it and, while warming,
 * what the steady-state detector has seen.
 */
public interface MeasurementPlan {
  boolean keepWarming(long elapsedNanos, int samples, SteadyState state);

  boolean keepMeasuring(long elapsedNanos, int samples);

  /** How long measurement runs (at least): the horizon over which warm-up judges a trend. */
  long measureNanos();

  /** How long one timed batch should last. */
  long sampleTargetNanos();
}
