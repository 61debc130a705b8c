package dev.vernier.engine.measure;

/**
 * Decides when a fork stops warming up and when it stops measuring. The fork asks after every
 * sample; a plan sees the elapsed time of the phase and the samples taken in it.
 */
public interface MeasurementPlan {
  boolean keepWarming(long elapsedNanos, int samples);

  boolean keepMeasuring(long elapsedNanos, int samples);

  /** How long one timed batch should last. */
  long sampleTargetNanos();
}
