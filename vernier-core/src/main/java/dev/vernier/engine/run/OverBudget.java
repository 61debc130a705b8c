package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import java.util.List;
import java.util.Locale;

/** The stop reason's account of a benchmark that took longer than its budget allows. */
final class OverBudget {
  private OverBudget() {}

  /** The slack docs/measurement.md allows a benchmark's wall time over its budget. */
  static final double BUDGET_SLACK = 0.15;

  /**
   * For the stop reason, when a benchmark took longer than its budget and the slack: how long,
   * and what its forks spent before and after their warm-up and measurement (start-up, the
   * harness's preparation, exit), the part a busy machine stretches and no plan can shorten.
   */
  static String note(long wallNanos, long budgetNanos, List<ForkResult> forks) {
    if (budgetNanos <= 0 || wallNanos <= budgetNanos * (1 + BUDGET_SLACK)) {
      return "";
    }
    long outside = 0;
    for (ForkResult f : forks) {
      ForkMeasurement m = f.measurement();
      if (m != null && f.wallNanos() > 0) {
        outside += f.wallNanos() - m.warmupNanos() - m.measurementNanos();
      }
    }
    return String.format(Locale.ROOT, "; took %.1f s of its %.1f s budget: its %d fork%s spent"
        + " %.1f s outside warm-up and measurement (JVM start-up, the harness's preparation,"
        + " exit), more than the plan allowed for", wallNanos / 1e9, budgetNanos / 1e9,
        forks.size(), forks.size() == 1 ? "" : "s", outside / 1e9);
  }
}
