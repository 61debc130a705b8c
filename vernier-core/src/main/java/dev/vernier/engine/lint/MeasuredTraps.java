package dev.vernier.engine.lint;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Traps only the measurement shows: a figure too small to be real work (SUB_NANOSECOND) and a
 * JIT that was still compiling the benchmark while it was being measured (JIT_DURING_MEASUREMENT).
 */
public final class MeasuredTraps {
  public static final String SUB_NANOSECOND = "SUB_NANOSECOND";
  public static final String JIT_DURING_MEASUREMENT = "JIT_DURING_MEASUREMENT";
  /** A call within this factor of the empty method's is not distinguishable from it. */
  static final double FLOOR_MARGIN = 1.25;
  /** Without calibration, the fastest clock a cycle is counted at: the shortest cycle. */
  static final double ASSUMED_MAX_GHZ = 5.0;
  static final String REMOVED_FIX = "make the JIT keep the work: return the result or pass it to"
      + " a Blackhole, and read inputs from fields or BlackBox.of(...)";
  /** Compilations named in a message; the rest are counted. */
  static final int NAMED = 4;

  private MeasuredTraps() {}

  /**
   * @param name {@code Class.method} with its params, as the message shows it
   * @param mode the benchmark's mode id
   * @param median the benchmark's median in its unit (ns/op, or ops/s for thrpt)
   * @param opsPerInvocation from {@code @OperationsPerInvocation}: the median is per operation,
   *     the floor per call
   * @param ghz the forks' calibrated CPU frequency, or null when not calibrated
   */
  public static List<Warning> check(String name, String mode, double median, int opsPerInvocation,
      Double ghz, List<ForkResult> forks) {
    List<Warning> out = new ArrayList<>();
    Warning sub = subNanosecond(name, mode, median, opsPerInvocation, ghz, forks);
    if (sub != null) {
      out.add(sub);
    }
    Warning jit = jitDuringMeasurement(name, forks);
    if (jit != null) {
      out.add(jit);
    }
    return out;
  }

  /**
   * Three cases, from surest to least sure. Under half a clock cycle per call, several calls
   * share a cycle: the work is gone. No more than the empty method of the same forks: the figure
   * is the loop's. Under 1 ns but above both: a few instructions (a field read and an add take
   * one cycle), which is real but tiny, and worth a look; said as info.
   */
  static Warning subNanosecond(String name, String mode, double median, int opsPerInvocation,
      Double ghz, List<ForkResult> forks) {
    double perCall;
    if ("avgt".equals(mode)) {
      perCall = median * opsPerInvocation;
    } else if ("thrpt".equals(mode)) {
      perCall = 1e9 * opsPerInvocation / median;
    } else {
      return null; // sample and ss time single calls: the clock's own cost dominates
    }
    Double floor = null;
    for (ForkResult f : forks) {
      Double fl = f.measurement() == null ? null : f.measurement().emptyFloorNanos();
      if (fl != null && (floor == null || fl < floor)) {
        floor = fl;
      }
    }
    String floorText = floor == null ? ""
        : String.format(Locale.ROOT, "; the empty method takes %s ns per call in the same forks",
            ns(floor));
    double clock = ghz != null && ghz > 0 ? ghz : ASSUMED_MAX_GHZ;
    String clockText = ghz != null && ghz > 0
        ? String.format(Locale.ROOT, "at the calibrated %.2f GHz", ghz)
        : String.format(Locale.ROOT, "even at %.0f GHz", ASSUMED_MAX_GHZ);
    double cycles = perCall * clock;
    if (cycles < 0.5) {
      return new Warning(SUB_NANOSECOND, "warn", String.format(Locale.ROOT,
          "%s takes %s ns per call, %.2f clock cycles %s: several calls per cycle means the JIT"
              + " has removed the work%s", name, ns(perCall), cycles, clockText, floorText),
          REMOVED_FIX);
    }
    if (floor != null && perCall <= floor * FLOOR_MARGIN) {
      return new Warning(SUB_NANOSECOND, "warn", String.format(Locale.ROOT,
          "%s takes %s ns per call, no more than an empty method%s: the figure is the"
              + " harness's loop, not the benchmark's work", name, ns(perCall), floorText),
          REMOVED_FIX);
    }
    if (perCall < 1.0) {
      return new Warning(SUB_NANOSECOND, "info", String.format(Locale.ROOT,
          "%s takes %s ns per call, about %.1f clock cycles %s: a few instructions at most;"
              + " check that all the work is there%s", name, ns(perCall), cycles,
          clockText.replace("even at", "at"), floorText),
          "if the work is all there it is too small to time alone: do more of it per call and"
              + " say so with @OperationsPerInvocation");
    }
    return null;
  }

  static Warning jitDuringMeasurement(String name, List<ForkResult> forks) {
    List<String> named = new ArrayList<>();
    int total = 0;
    for (int i = 0; i < forks.size(); i++) {
      ForkResult f = forks.get(i);
      if (f.measurement() == null) {
        continue;
      }
      for (String c : f.measurement().compiledDuringMeasurement()) {
        total++;
        if (named.size() < NAMED) {
          named.add("fork " + (i + 1) + ": " + c);
        }
      }
    }
    if (total == 0) {
      return null;
    }
    String more = total > named.size() ? "; and " + (total - named.size()) + " more" : "";
    return new Warning(JIT_DURING_MEASUREMENT, "warn", name + ": the JIT compiled " + total
        + " methods the benchmark runs (the JDK's and libraries' count too) while it was being"
        + " measured, and the fork had no time left to measure again (" + String.join("; ", named)
        + more + "): part of the samples timed code that was then replaced",
        "give it a larger --budget so warm-up can outlast the compilations; if they never end,"
            + " look for what keeps changing (new classes or lambdas made per call, a type first"
            + " seen late at a call site, a branch first taken late) and make it happen during"
            + " warm-up");
  }

  private static String ns(double v) {
    return v >= 10 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.3f", v);
  }
}
