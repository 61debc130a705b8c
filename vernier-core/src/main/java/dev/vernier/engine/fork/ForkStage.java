package dev.vernier.engine.fork;

import dev.vernier.engine.measure.Phase;

/**
 * How far a fork got, as its messages said, to name where it was when it died: starting its
 * JVM until it connects, then set-up (loading the class, making the instance, {@code @Setup})
 * until it announces warm-up, measurement or tear-down.
 */
final class ForkStage {
  private volatile Phase phase;

  void connected() {
    phase = Phase.SETUP;
  }

  void started(Phase p) {
    phase = p;
  }

  /** "in set-up", or "while its JVM started" before it connected. */
  String describe() {
    return phase == null ? "while its JVM started" : "in " + phase.label();
  }
}
