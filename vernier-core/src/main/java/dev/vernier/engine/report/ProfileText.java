package dev.vernier.engine.report;

import dev.vernier.engine.profile.TopFrames;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Profile;
import dev.vernier.engine.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The top frames of a profile as text: under the table for {@code run --profile}, and as the
 * body of {@code vernier profile}'s summary. One line per frame: self share, total share, the
 * Amdahl limit of making that frame free, the frame.
 */
public final class ProfileText {
  private ProfileText() {}

  /** The profiles of a run, one block per profiled benchmark; empty when none was profiled. */
  public static String render(RunResult result) {
    StringBuilder sb = new StringBuilder();
    for (BenchmarkResult r : result.benchmarks()) {
      if (r.evidence().profile() != null) {
        sb.append('\n').append("Profile of ").append(r.id()).append(": ");
        lines(r.evidence().profile()).forEach(l -> sb.append(l).append('\n'));
      }
    }
    return sb.toString();
  }

  /** A header line (engine, event, mode, samples), the frames, the files. */
  public static List<String> lines(Profile p) {
    List<String> out = new ArrayList<>();
    out.add(p.event() + " by " + p.engine() + " (" + p.mode() + "), " + p.samples()
        + ("alloc".equals(p.event()) ? " sampled bytes" : " samples"
            + (p.intervalNanos() > 0 ? " every " + TopFrames.duration(p.intervalNanos()) : ""))
        + (p.harnessShare() > 0 ? String.format(Locale.ROOT, ", harness %.1f%%",
            100 * p.harnessShare()) : ""));
    if (p.note() != null) {
      out.add("  note: " + p.note());
    }
    boolean alloc = "alloc".equals(p.event());
    if (!p.top().isEmpty()) {
      out.add(alloc ? "  by self (flat); limit: how much less the whole would allocate without"
          + " this site" : "  by self time (flat); limit from the self share: the whole's"
          + " speed-up if this frame's own code took no time");
      out.add(String.format(Locale.ROOT, "  %6s %11s %6s %7s  %s", "self", "95% CI", "total",
          "limit", alloc ? "site" : "frame"));
    }
    for (Profile.Frame f : p.top()) {
      out.add(String.format(Locale.ROOT, "  %5.1f%% %11s %5.1f%% %7s  %s", 100 * f.selfShare(),
          ci(f.selfShareCi()), 100 * f.totalShare(), limit(f), name(f)));
    }
    if (p.topTotal() != null && !p.topTotal().isEmpty() && !alloc) {
      out.add("  by total time (cumulative: the frame and all it calls); limit from the total"
          + " share: the whole's speed-up if all of that took no time");
      out.add(String.format(Locale.ROOT, "  %6s %11s %6s %7s  %s", "total", "95% CI", "self",
          "limit", "frame"));
      for (Profile.Frame f : p.topTotal()) {
        out.add(String.format(Locale.ROOT, "  %5.1f%% %11s %5.1f%% %7s  %s", 100 * f.totalShare(),
            ci(f.totalShareCi()), 100 * f.selfShare(), limit(f), name(f)));
      }
      if (p.leftOut() != null && !p.leftOut().isEmpty()) {
        out.add("  (left out, besides the JVM's entry frames: " + String.join(", ", p.leftOut())
            + ", which pass their time on to the frames they call)");
      }
    }
    if (p.samplesNote() != null) {
      for (String line : p.samplesNote().split("\n")) {
        out.add("  " + line);
      }
    }
    if (p.collapsed() != null) {
      out.add("  stacks " + p.collapsed() + "  flame graph " + p.flamegraph());
    }
    return out;
  }

  /** A share's interval in percent, {@code 24.2-33.9}; {@code -} where there is none. */
  private static String ci(List<Double> ci) {
    return ci == null ? "-" : String.format(Locale.ROOT, "%.1f-%.1f", 100 * ci.get(0),
        100 * ci.get(1));
  }

  private static String limit(Profile.Frame f) {
    return f.amdahlLimit() == null ? "inf"
        : String.format(Locale.ROOT, "%.2fx", f.amdahlLimit());
  }

  /** The frame, and where the JIT inlined it: what a leaf's time belongs to. */
  private static String name(Profile.Frame f) {
    if (!Boolean.TRUE.equals(f.inlined())) {
      return f.frame();
    }
    return f.frame() + " [inlined" + (f.inlinedInto() == null ? "" : " into " + f.inlinedInto())
        + "]";
  }
}
