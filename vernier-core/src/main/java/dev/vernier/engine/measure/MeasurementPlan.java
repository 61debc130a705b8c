package dev.vernier.engine.measure;

/**
 * Decides when a fork stops warming up and when it stops measuring. The fork asks after every
 * sample; a plan sees the elapsed time of the phase, the samples taken in it and, while warming,
 * what the steady-state detector has seen.
 */
public interface MeasurementPlan {
  boolean keepWarming(long elapsedNanos, SteadyState state);

  boolean keepMeasuring(long elapsedNanos, int samples);

  /**
   * Whether a fork whose measurement the JIT disturbed may measure again, having spent
   * {@code spentNanos} since warm-up began.
   */
  boolean mayMeasureAgain(long spentNanos);

  /**
   * Whether the fork may leave out samples the JIT disturbed, or measure again; false for
   * JMH-style fixed times, where what was asked is what runs.
   */
  default boolean measuresAroundJit() {
    return true;
  }

  /** How long measurement runs (at least). */
  long measureNanos();

  /** How long one timed batch should last. */
  long sampleTargetNanos();

  /** Fewest samples a measurement takes. */
  int minSamples();

  /** Least warm-up, however steady the figure looks. */
  long minWarmupNanos();

  /** Most warm-up. */
  long maxWarmupNanos();
}
