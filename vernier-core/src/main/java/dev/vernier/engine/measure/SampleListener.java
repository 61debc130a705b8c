package dev.vernier.engine.measure;

/**
 * Receives a fork's samples once a phase is over (the Measurer keeps them until then, so that
 * nothing but the benchmark runs while it is warmed up and measured), and hears when a phase
 * starts, for progress.
 */
@FunctionalInterface
public interface SampleListener {
  /**
   * @param value the sample in the mode's unit (ns/op, ops/s, or ns for one call)
   * @param ops operations the sample covers
   */
  void sample(Phase phase, double value, long ops);

  /**
   * A phase begins; the one message a fork sends while it measures, before the phase's first
   * sample.
   *
   * @param plannedNanos how long the phase may last (warm-up: at most; measurement: planned)
   */
  default void phaseStarted(Phase phase, long plannedNanos) {}
}
