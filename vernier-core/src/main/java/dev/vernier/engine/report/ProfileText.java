package dev.vernier.engine.report;

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
      if (r.profile() != null) {
        sb.append('\n').append("Profile of ").append(r.id()).append(": ");
        lines(r.profile()).forEach(l -> sb.append(l).append('\n'));
      }
    }
    return sb.toString();
  }

  /** A header line (engine, event, mode, samples), the frames, the files. */
  public static List<String> lines(Profile p) {
    List<String> out = new ArrayList<>();
    out.add(p.event() + " by " + p.engine() + " (" + p.mode() + "), " + p.samples()
        + ("alloc".equals(p.event()) ? " sampled bytes" : " samples")
        + (p.harnessShare() > 0 ? String.format(Locale.ROOT, ", harness %.1f%%",
            100 * p.harnessShare()) : ""));
    if (p.note() != null) {
      out.add("  note: " + p.note());
    }
    if (!p.top().isEmpty()) {
      out.add(String.format(Locale.ROOT, "  %6s %6s %7s  %s", "self", "total", "limit",
          "alloc".equals(p.event())
              ? "site (limit: how much less the whole would allocate without this site)"
              : "frame (limit: the whole's speed-up if this frame's own time were zero)"));
    }
    for (Profile.Frame f : p.top()) {
      out.add(String.format(Locale.ROOT, "  %5.1f%% %5.1f%% %7s  %s", 100 * f.selfShare(),
          100 * f.totalShare(), f.amdahlLimit() == null ? "inf"
              : String.format(Locale.ROOT, "%.2fx", f.amdahlLimit()), f.frame()));
    }
    if (p.samples() < 100 && p.samples() > 0 && !"alloc".equals(p.event())) {
      out.add("  (few samples: shares are rough; profile longer or sample more often)");
    }
    if (p.collapsed() != null) {
      out.add("  stacks " + p.collapsed() + "  flame graph " + p.flamegraph());
    }
    return out;
  }
}
