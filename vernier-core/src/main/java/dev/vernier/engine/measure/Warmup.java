package dev.vernier.engine.measure;

/**
 * How warm-up ended: what the measurement stage starts from.
 *
 * @param ops the measurement's batch size
 * @param startNanos when warm-up began, on the trial's clock
 * @param state the steady-state detector that judged it; null when warm-up was fixed or none
 */
record Warmup(long ops, int samples, long nanos, boolean steady, String fixedReason,
    long startNanos, SteadyState state) {
  /** A single-shot fork's: none, by design. */
  static final Warmup NONE = new Warmup(1, 0, 0, false, "single shot: no warm-up, by design", 0,
      null);

  /**
   * Why warm-up ended, in words: made only after measurement, because formatting numbers is
   * JDK code (java.util.Formatter) that a benchmark may be measuring.
   */
  String reason() {
    return state == null ? fixedReason : state.describe(nanos, steady);
  }
}
