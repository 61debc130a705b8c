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
  /**
   * The plan for a warm-up that starts now, at {@code uptimeNanos} of the fork's JVM: a plan
   * with a deadline gives up the warm-up time a slow start-up already spent, so the fork keeps
   * the budget it was planned for. Unchanged by default.
   */
  default MeasurementPlan startingAt(long uptimeNanos) {
    return this;
  }

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
