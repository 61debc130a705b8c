package dev.vernier.engine.profile;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.vernier.engine.result.Profile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What changed between two profiles, and where: per frame, its total share (the frame and all it
 * calls) in each and the change, with Newcombe's 95% interval of the difference of two
 * independent shares ({@link ShareInterval#difference}); a frame grew when the whole interval is
 * above zero, shrank when it is below. The frames are those the cumulative list shows
 * ({@link TopFrames}) on either side: entry frames and frames that only pass their time on would
 * grow with whatever they call. Pure: two sets of stacks in, the changes out.
 *
 * <p>For the two sides of an A/B run ({@code run --against --profile}):
 * {@code ProfileDiff.of(a.profile(), b.profile(), resultDir)}, then
 * {@code report.ProfileDiffText.lines(diff)} for the table and
 * {@code DiffFlameGraph.write(diff, title, file)} for the page.
 *
 * @param event the profiles' event ({@code cpu}, {@code wall}, {@code alloc})
 * @param baseSamples samples of the base profile (alloc: sampled bytes)
 * @param newSamples samples of the new one
 * @param grew frames whose share grew beyond its sampling error, the largest change first
 * @param shrank frames whose share shrank beyond it, the largest change first
 * @param unchanged how many frames changed within their sampling error
 * @param intervals false for an allocation profile, whose shares are of bytes: then no interval
 *     applies and every change of a point or more is listed
 */
public record ProfileDiff(String event, long baseSamples, long newSamples, List<Change> grew,
    List<Change> shrank, int unchanged, boolean intervals,
    @JsonIgnore CollapsedStacks base, @JsonIgnore CollapsedStacks next) {

  /** Without intervals (bytes), a change must be at least this many points to be listed. */
  static final double BYTES_CHANGE = 0.01;

  /**
   * One frame's change.
   *
   * @param baseShare its total share in the base profile
   * @param newShare in the new one
   * @param change {@code newShare − baseShare}
   * @param changeCi the 95% interval of the change, {low, high}; null for bytes
   * @param baseSelfShare its self share in the base profile
   * @param newSelfShare in the new one
   */
  public record Change(String frame, double baseShare, double newShare, double change,
      List<Double> changeCi, double baseSelfShare, double newSelfShare) {}

  /** The diff of the profiles two results carry; their stacks are read from their files. */
  public static ProfileDiff of(Profile base, Profile next, Path dir) throws IOException {
    if (!base.event().equals(next.event())) {
      throw new IllegalArgumentException("cannot compare profiles of different events: "
          + base.event() + " and " + next.event());
    }
    return between(base.event(), StoredProfiles.stacks(base.collapsed(), dir),
        StoredProfiles.stacks(next.collapsed(), dir));
  }

  /** The diff of two sets of stacks of one event; the harness's stacks stay in the shares. */
  public static ProfileDiff between(String event, CollapsedStacks base, CollapsedStacks next) {
    boolean counted = !"alloc".equals(event);
    Predicate<String> harness = BenchmarkProfiler::isHarnessStack;
    CollapsedStacks a = BenchmarkProfiler.sites(base, event);
    CollapsedStacks b = BenchmarkProfiler.sites(next, event);
    FrameTable ta = new FrameTable(a, harness);
    FrameTable tb = new FrameTable(b, harness);
    Set<String> frames = new HashSet<>();
    ta.frames.forEach((f, c) -> {
      if (TopFrames.isListedByTotal(f, c)) {
        frames.add(f);
      }
    });
    tb.frames.forEach((f, c) -> {
      if (TopFrames.isListedByTotal(f, c)) {
        frames.add(f);
      }
    });
    List<Change> grew = new ArrayList<>();
    List<Change> shrank = new ArrayList<>();
    int unchanged = 0;
    for (String f : frames) {
      FrameTable.Counts ca = ta.frames.getOrDefault(f, new FrameTable.Counts());
      FrameTable.Counts cb = tb.frames.getOrDefault(f, new FrameTable.Counts());
      double pa = share(ca.total, ta.all);
      double pb = share(cb.total, tb.all);
      List<Double> ci = null;
      boolean up;
      boolean down;
      if (counted) {
        double[] d = ShareInterval.difference(ca.total, ta.all, cb.total, tb.all);
        ci = List.of(TopFrames.round(d[0]), TopFrames.round(d[1]));
        up = d[0] > 0;
        down = d[1] < 0;
      } else {
        up = pb - pa >= BYTES_CHANGE;
        down = pa - pb >= BYTES_CHANGE;
      }
      Change c = new Change(f, TopFrames.round(pa), TopFrames.round(pb),
          TopFrames.round(pb - pa), ci, TopFrames.round(share(ca.self, ta.all)),
          TopFrames.round(share(cb.self, tb.all)));
      if (up) {
        grew.add(c);
      } else if (down) {
        shrank.add(c);
      } else {
        unchanged++;
      }
    }
    // equal changes (a method and the library call that is all of its work): the program's first
    Comparator<Change> program = Comparator.comparing(c -> !EntryFrames.isProgram(c.frame()));
    grew.sort(Comparator.comparingDouble((Change c) -> -c.change()).thenComparing(program)
        .thenComparing(Change::frame));
    shrank.sort(Comparator.comparingDouble(Change::change).thenComparing(program)
        .thenComparing(Change::frame));
    return new ProfileDiff(event, a.total(), b.total(), grew, shrank, unchanged, counted, a, b);
  }

  private static double share(long k, long n) {
    return n == 0 ? 0 : (double) k / n;
  }
}
