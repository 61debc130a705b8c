package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.measure.SteadyState;
import dev.vernier.engine.result.Warning;
import java.util.List;
import java.util.Locale;

/**
 * Forks whose warm-up ran out before the figure was steady. The stop reason always counts them;
 * when they are most of a benchmark's forks, the row says so as NOT_STATIONARY: the figure was
 * still moving when measurement began, which a growing structure does for ever and library code
 * with a budget too short for its JIT does for a while. One unsteady fork of several is left to
 * the stop reason: measured on clean benchmarks at the default budget, 1 fork in 114 ran out.
 */
final class UnsteadyForks {
  private int measured;
  private int unsteady;
  private int ranOut;
  private long longest;
  private String example;

  private UnsteadyForks() {}

  static UnsteadyForks of(List<ForkResult> forks) {
    UnsteadyForks u = new UnsteadyForks();
    for (ForkResult f : forks) {
      ForkMeasurement m = f.measurement();
      if (m == null || m.warmupSamples() == 0) {
        continue; // failed, or single-shot: no warm-up by design
      }
      u.measured++;
      if (!m.steadyState()) {
        u.unsteady++;
        u.longest = Math.max(u.longest, m.warmupNanos());
      }
      String reason = m.warmupStopReason();
      if (reason != null && reason.startsWith(SteadyState.RAN_OUT)) {
        u.ranOut++;
        u.example = u.example == null ? reason : u.example;
      }
    }
    return u;
  }

  /**
   * For the row's stop reason: how many forks did not reach steady state within the warm-up the
   * budget allowed them (their samples may describe code the JIT was still changing).
   */
  String note() {
    if (unsteady == 0) {
      return "";
    }
    return String.format(Locale.ROOT, "; %d of %d forks not steady within their warm-up (up to"
        + " %.1f s): a larger --budget gives them longer", unsteady, measured, longest / 1e9);
  }

  /** NOT_STATIONARY when most forks' warm-up ran out unsteady, else null. */
  Warning warning() {
    if (2 * ranOut <= measured) {
      return null;
    }
    return new Warning("NOT_STATIONARY", "warn", String.format(Locale.ROOT,
        "%d of %d forks were still moving when their warm-up ran out (up to %.1f s), so the"
            + " figure describes code on its way somewhere else; first such fork: %s", ranOut,
        measured, longest / 1e9, example),
        "give it a larger --budget (its warm-up needs longer); if it never settles, look for a"
            + " structure that grows across calls (reset it in @Setup(Level.ITERATION))");
  }
}
