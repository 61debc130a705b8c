package dev.vernier.engine.profile;

import dev.vernier.engine.result.Profile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.function.Predicate;

/**
 * pprof's two lists of a profile. Flat: the frames with the most self time, each with the
 * Amdahl limit of its own code taking no time. Cumulative: the frames with the most total time
 * (the frame and all it calls), each with the limit of all of that taking no time, which is what
 * replacing the frame's algorithm can give: a sort whose time is in the list accessors the JIT
 * inlined into it has little self time and a large total. Left out of the cumulative list: the
 * JVM's and the harness's entry frames ({@link EntryFrames}), and the program's frames that only
 * pass their time on (under a tenth of their total is their own code and the library code they
 * call: {@code main}, a dispatcher), since their callees are listed themselves; and native frames
 * (the JVM's, the kernel's) with under a tenth of their total as self time, so that a compiler
 * thread's chain of C++ frames shows as the frames that work, not twenty lines of callers.
 */
public final class TopFrames {
  /** A program frame with less of its own time than this part of its total passes it on. */
  static final double PASS_THROUGH = 0.1;

  private final FrameTable table;
  private final boolean counted;

  /** {@code excludedStack}: as in {@link CollapsedStacks#top}; shares with their intervals. */
  public TopFrames(CollapsedStacks stacks, Predicate<String> excludedStack) {
    this(stacks, excludedStack, true);
  }

  /**
   * @param counted false when the stacks weigh bytes (an allocation profile), not counted
   *     samples: then no binomial interval applies, and none is given
   */
  public TopFrames(CollapsedStacks stacks, Predicate<String> excludedStack, boolean counted) {
    this.table = new FrameTable(stacks, excludedStack);
    this.counted = counted;
  }

  /**
   * One line per list (lines joined by a newline) whose first two frames the samples cannot order (their difference is
   * within its sampling error at 95%), with the samples that would order them and what that
   * takes at {@code intervalNanos}; null when every list is ordered, or the shares are of bytes.
   */
  public String samplesNote(long intervalNanos) {
    if (!counted || table.all == 0) {
      return null;
    }
    List<String> lines = new ArrayList<>();
    note("by self time", bySelfRows(), c -> c.self, intervalNanos, lines);
    note("by total time", byTotalRows(), c -> c.total, intervalNanos, lines);
    return lines.isEmpty() ? null : String.join("\n", lines);
  }

  private void note(String list, List<Map.Entry<String, FrameTable.Counts>> rows,
      ToLongFunction<FrameTable.Counts> key, long intervalNanos, List<String> lines) {
    if (rows.size() < 2) {
      return;
    }
    long k1 = key.applyAsLong(rows.get(0).getValue());
    long k2 = key.applyAsLong(rows.get(1).getValue());
    if (ShareInterval.ordered(k1, k2, table.all)) {
      return;
    }
    String pair = String.format(Locale.ROOT, "%s %.1f%% and %s %.1f%%", rows.get(0).getKey(),
        100.0 * k1 / table.all, rows.get(1).getKey(), 100.0 * k2 / table.all);
    double need = ShareInterval.samplesToOrder(k1, k2, table.all);
    if (Double.isInfinite(need)) {
      lines.add(String.format(Locale.ROOT, "%d samples cannot order the first two frames %s:"
          + " %s are tied", table.all, list, pair));
      return;
    }
    double factor = need / table.all;
    String how = intervalNanos > 0
        ? String.format(Locale.ROOT, "sample every %s instead of %s, or profile %.0fx as long",
            duration(intervalNanos / factor), duration(intervalNanos), Math.ceil(factor))
        : String.format(Locale.ROOT, "profile %.0fx as long", Math.ceil(factor));
    lines.add(String.format(Locale.ROOT, "%d samples are too few to order the first two frames"
        + " %s, %s (95%%): about %,d would; %s", table.all, list, pair, (long) Math.ceil(need),
        how));
  }

  /** A sampling interval in words: {@code 10 ms}, {@code 250 us}. */
  public static String duration(double nanos) {
    if (nanos >= 1e6) {
      String ms = String.format(Locale.ROOT, "%.1f", nanos / 1e6);
      return (ms.endsWith(".0") ? ms.substring(0, ms.length() - 2) : ms) + " ms";
    }
    return String.format(Locale.ROOT, "%.0f us", Math.max(1, nanos / 1e3));
  }

  /** The {@code n} frames with the most self time; the limit from the self share. */
  public List<Profile.Frame> bySelf(int n) {
    return frames(bySelfRows(), n, c -> c.self, "self");
  }

  /** The {@code n} frames with the most total time, entry and pass-through frames left out. */
  public List<Profile.Frame> byTotal(int n) {
    return frames(byTotalRows(), n, c -> c.total, "total");
  }

  private List<Map.Entry<String, FrameTable.Counts>> bySelfRows() {
    return rows(c -> c.self, e -> e.getValue().self > 0);
  }

  private List<Map.Entry<String, FrameTable.Counts>> byTotalRows() {
    return rows(c -> c.total, e -> isListedByTotal(e.getKey(), e.getValue()));
  }

  /** The program's frames the cumulative list left out because they pass their time on. */
  public List<String> passThrough(int n) {
    List<Map.Entry<String, FrameTable.Counts>> rows = new ArrayList<>();
    for (Map.Entry<String, FrameTable.Counts> e : table.frames.entrySet()) {
      if (EntryFrames.isProgram(e.getKey()) && !isListedByTotal(e.getKey(), e.getValue())) {
        rows.add(e);
      }
    }
    rows.sort(order(c -> c.total));
    return rows.stream().limit(n).map(Map.Entry::getKey).toList();
  }

  /** Whether the cumulative list (and a diff) shows the frame; see the class comment. */
  static boolean isListedByTotal(String frame, FrameTable.Counts c) {
    if (c.entry || frame.startsWith("[") || BenchmarkProfiler.isHarness(frame)) {
      return false;
    }
    if (EntryFrames.isProgram(frame)) {
      return c.own >= PASS_THROUGH * c.total;
    }
    // the JVM's and the kernel's chains (a compiler thread's twenty frames) by their working end
    return EntryFrames.isJava(frame) || c.self >= PASS_THROUGH * c.total;
  }

  private List<Map.Entry<String, FrameTable.Counts>> rows(ToLongFunction<FrameTable.Counts> key,
      Predicate<Map.Entry<String, FrameTable.Counts>> listed) {
    List<Map.Entry<String, FrameTable.Counts>> rows = new ArrayList<>();
    if (table.all == 0) {
      return rows;
    }
    for (Map.Entry<String, FrameTable.Counts> e : table.frames.entrySet()) {
      if (listed.test(e)) {
        rows.add(e);
      }
    }
    rows.sort(order(key));
    return rows;
  }

  private List<Profile.Frame> frames(List<Map.Entry<String, FrameTable.Counts>> rows, int n,
      ToLongFunction<FrameTable.Counts> key, String from) {
    List<Profile.Frame> out = new ArrayList<>();
    for (Map.Entry<String, FrameTable.Counts> e : rows.subList(0, Math.min(n, rows.size()))) {
      out.add(frame(e.getKey(), e.getValue(), key.applyAsLong(e.getValue()), from));
    }
    return out;
  }

  private static Comparator<Map.Entry<String, FrameTable.Counts>> order(
      ToLongFunction<FrameTable.Counts> key) {
    return Comparator.<Map.Entry<String, FrameTable.Counts>>comparingLong(
        e -> -key.applyAsLong(e.getValue())).thenComparing(Map.Entry::getKey);
  }

  private Profile.Frame frame(String name, FrameTable.Counts c, long limitCount, String from) {
    double self = (double) c.self / table.all;
    double total = (double) c.total / table.all;
    double share = (double) limitCount / table.all;
    boolean inlined = 2 * c.inlined > c.total;
    return new Profile.Frame(name, round(self), round(total),
        share >= 1 ? null : round(Amdahl.limit(share)), from, inlined,
        inlined ? c.mostlyInlinedInto() : null, interval(c.self), interval(c.total));
  }

  private List<Double> interval(long k) {
    if (!counted) {
      return null;
    }
    double[] w = ShareInterval.wilson(k, table.all);
    return List.of(round(w[0]), round(w[1]));
  }

  static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }
}
