package dev.vernier.engine.run;

import dev.vernier.engine.result.Warning;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Bytes per op are exact evidence only when they do not move: every fork must read the same, and
 * each fork's measurement must read what the end of its warm-up read. When they differ, the JIT
 * made different decisions (escape analysis succeeded in one fork and not another, or changed
 * the code late in warm-up), and the row says so with {@code ALLOCATION_UNSTABLE}.
 */
final class AllocationStability {
  /** Figures closer than this are the same: below half a byte a whole-byte figure cannot move. */
  static final double TOLERANCE_BYTES = 0.5;

  /** One fork's figures: measurement and the end of warm-up (null when not known). */
  record Fork(long pid, double bytesPerOp, Double warmupTailBytesPerOp) {}

  private AllocationStability() {}

  static List<Warning> check(List<Fork> forks) {
    List<Warning> out = new ArrayList<>();
    if (forks.isEmpty()) {
      return out;
    }
    double min = forks.stream().mapToDouble(Fork::bytesPerOp).min().orElseThrow();
    double max = forks.stream().mapToDouble(Fork::bytesPerOp).max().orElseThrow();
    if (max - min > TOLERANCE_BYTES) {
      out.add(new Warning("ALLOCATION_UNSTABLE", "warn",
          "bytes per op differ between forks: " + forks.stream()
              .map(f -> bytes(f.bytesPerOp())).collect(Collectors.joining(", "))
              + "; the JIT compiled the code differently in different JVMs",
          "give warm-up more time (a larger --budget, or --warmup) and rerun; if it persists,"
              + " the forks' JIT decisions"
              + " (inlining, escape analysis) differ: look at -XX:+PrintCompilation"));
    }
    List<String> changed = new ArrayList<>();
    for (Fork f : forks) {
      Double w = f.warmupTailBytesPerOp();
      if (w != null && Math.abs(w - f.bytesPerOp()) > TOLERANCE_BYTES) {
        changed.add("fork " + f.pid() + " " + bytes(w) + " at the end of warm-up, "
            + bytes(f.bytesPerOp()) + " measured");
      }
    }
    if (!changed.isEmpty()) {
      out.add(new Warning("ALLOCATION_UNSTABLE", "warn",
          "bytes per op changed between warm-up and measurement (" + String.join("; ", changed)
              + "): the JIT was still changing the code, or the work differs from call to call",
          "give warm-up more time (a larger --budget, or --warmup) so measurement starts"
              + " after the final JIT tier"));
    }
    return out;
  }

  private static String bytes(double b) {
    long whole = Math.round(b);
    return Math.abs(b - whole) < 0.05
        ? String.format(Locale.ROOT, "%,d B", whole) : String.format(Locale.ROOT, "%,.2f B", b);
  }
}
