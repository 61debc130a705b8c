package dev.vernier.engine.report;

import dev.vernier.engine.profile.ProfileDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A {@link ProfileDiff} as text: the frames whose total share grew, then those that shrank,
 * each with both shares, the change in points and its 95% interval, and its self shares.
 */
public final class ProfileDiffText {
  private ProfileDiffText() {}

  /** The lines, at most {@code top} frames per direction. */
  public static List<String> lines(ProfileDiff d, int top) {
    List<String> out = new ArrayList<>();
    String unit = "alloc".equals(d.event()) ? "sampled bytes" : "samples";
    out.add(String.format(Locale.ROOT, "%s: base %,d %s, new %,d; total shares (the frame and"
        + " all it calls), change in points%s", d.event(), d.baseSamples(), unit,
        d.newSamples(), d.intervals() ? " with its 95% interval" : ""));
    section(out, "grew", d.grew(), top);
    section(out, "shrank", d.shrank(), top);
    if (d.grew().isEmpty() && d.shrank().isEmpty()) {
      out.add("  no frame's share changed beyond its sampling error");
    }
    out.add(String.format(Locale.ROOT, "  %d other frames changed within their sampling error",
        d.unchanged()));
    return out;
  }

  private static void section(List<String> out, String kind, List<ProfileDiff.Change> changes,
      int top) {
    if (changes.isEmpty()) {
      return;
    }
    out.add("  " + kind);
    out.add(String.format(Locale.ROOT, "  %6s %6s %6s %13s  %11s  %s", "base", "new", "change",
        "95% CI", "self", "frame"));
    for (ProfileDiff.Change c : changes.subList(0, Math.min(top, changes.size()))) {
      out.add(String.format(Locale.ROOT, "  %5.1f%% %5.1f%% %+6.1f %13s  %4.1f->%4.1f%%  %s",
          100 * c.baseShare(), 100 * c.newShare(), 100 * c.change(), ci(c.changeCi()),
          100 * c.baseSelfShare(), 100 * c.newSelfShare(), c.frame()));
    }
    if (changes.size() > top) {
      out.add(String.format(Locale.ROOT, "  ... and %d more", changes.size() - top));
    }
  }

  private static String ci(List<Double> ci) {
    return ci == null ? "-" : String.format(Locale.ROOT, "%+.1f..%+.1f", 100 * ci.get(0),
        100 * ci.get(1));
  }
}
