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
  /** Compilations named in a message; the rest are counted. */
  static final int NAMED = 4;

  private MeasuredTraps() {}

  /**
   * @param name {@code Class.method} with its params, as the message shows it
   * @param mode the benchmark's mode id
   * @param median the benchmark's median in its unit (ns/op, or ops/s for thrpt)
   * @param opsPerInvocation from {@code @OperationsPerInvocation}: the median is per operation,
   *     the floor per call
   */
  public static List<Warning> check(String name, String mode, double median, int opsPerInvocation,
      List<ForkResult> forks) {
    List<Warning> out = new ArrayList<>();
    Warning sub = subNanosecond(name, mode, median, opsPerInvocation, forks);
    if (sub != null) {
      out.add(sub);
    }
    Warning jit = jitDuringMeasurement(name, forks);
    if (jit != null) {
      out.add(jit);
    }
    return out;
  }

  static Warning subNanosecond(String name, String mode, double median, int opsPerInvocation,
      List<ForkResult> forks) {
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
        : String.format(Locale.ROOT, " (the empty method takes %s ns per call in the same forks)",
            ns(floor));
    String fix = "make the JIT keep the work: return the result or pass it to a Blackhole, and"
        + " read inputs from fields or BlackBox.of(...); if the work really is this small, do"
        + " more of it per call and say so with @OperationsPerInvocation";
    if (perCall < 1.0) {
      return new Warning(SUB_NANOSECOND, "warn", String.format(Locale.ROOT,
          "%s takes %s ns per call, below 1 ns: nothing real fits in a few cycles, the JIT has"
              + " probably removed the work%s", name, ns(perCall), floorText), fix);
    }
    if (floor != null && perCall <= floor * FLOOR_MARGIN) {
      return new Warning(SUB_NANOSECOND, "warn", String.format(Locale.ROOT,
          "%s takes %s ns per call, no more than an empty method%s: the figure is the"
              + " harness's loop, not the benchmark's work", name, ns(perCall), floorText), fix);
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
        + " of its methods while it was being measured (" + String.join("; ", named) + more
        + "), so part of the samples timed code that was later replaced",
        "warm up longer (--warmup) so compilation ends before measurement; if it never ends, look"
            + " for what changes during the run (a new type at a call site, a branch first taken"
            + " late) and make it happen during warm-up");
  }

  private static String ns(double v) {
    return v >= 10 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.3f", v);
  }
}
