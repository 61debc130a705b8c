package dev.vernier;

/** When a {@link Setup} or {@link TearDown} method runs. None of them is ever timed. */
public enum Level {
  /** Once per fork, before warm-up (setup) or after the last measurement (tear-down). */
  TRIAL,
  /** Around every timed sample (one batch of calls). */
  ITERATION,
  /**
   * Around every single call. Each call is then timed on its own, so the clock's own cost and
   * granularity (tens of nanoseconds) enter the figure: use it only for calls far longer than that.
   */
  INVOCATION
}
