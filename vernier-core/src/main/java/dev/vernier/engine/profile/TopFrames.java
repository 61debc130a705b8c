package dev.vernier.engine.profile;

import dev.vernier.engine.result.Profile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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

  /** {@code excludedStack}: as in {@link CollapsedStacks#top}. */
  public TopFrames(CollapsedStacks stacks, Predicate<String> excludedStack) {
    this.table = new FrameTable(stacks, excludedStack);
  }

  /** The {@code n} frames with the most self time; the limit from the self share. */
  public List<Profile.Frame> bySelf(int n) {
    return list(n, c -> c.self, e -> e.getValue().self > 0, "self");
  }

  /** The {@code n} frames with the most total time, entry and pass-through frames left out. */
  public List<Profile.Frame> byTotal(int n) {
    return list(n, c -> c.total, e -> isListedByTotal(e.getKey(), e.getValue()), "total");
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

  private boolean isListedByTotal(String frame, FrameTable.Counts c) {
    if (c.entry || frame.startsWith("[") || BenchmarkProfiler.isHarness(frame)) {
      return false;
    }
    if (EntryFrames.isProgram(frame)) {
      return c.own >= PASS_THROUGH * c.total;
    }
    // the JVM's and the kernel's chains (a compiler thread's twenty frames) by their working end
    return EntryFrames.isJava(frame) || c.self >= PASS_THROUGH * c.total;
  }

  private List<Profile.Frame> list(int n, ToLongFunction<FrameTable.Counts> key,
      Predicate<Map.Entry<String, FrameTable.Counts>> listed, String from) {
    if (table.all == 0) {
      return List.of();
    }
    List<Map.Entry<String, FrameTable.Counts>> rows = new ArrayList<>();
    for (Map.Entry<String, FrameTable.Counts> e : table.frames.entrySet()) {
      if (listed.test(e)) {
        rows.add(e);
      }
    }
    rows.sort(order(key));
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
        inlined ? c.mostlyInlinedInto() : null);
  }

  static double round(double v) {
    return Math.round(v * 10_000) / 10_000.0;
  }
}
