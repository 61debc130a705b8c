package dev.vernier.engine.measure;

/** Receives each sample as soon as it is taken (the fork forwards it to the harness). */
@FunctionalInterface
public interface SampleListener {
  /**
   * @param value the sample in the mode's unit (ns/op, ops/s, or ns for one call)
   * @param ops operations the sample covers
   */
  void sample(Phase phase, double value, long ops);
}
