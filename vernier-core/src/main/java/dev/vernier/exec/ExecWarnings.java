package dev.vernier.exec;

import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The warnings of an exec measurement.
 *
 * <ul>
 *   <li>{@code SLOW_FIRST_RUN}, {@code OUTLIERS}: wall times far above the rest. A run is an
 *       outlier when its modified z-score (x − median) / MAD exceeds {@value #OUTLIER_Z}, i.e.
 *       ten robust standard deviations (1.4826·MAD estimates σ for normal data) — hyperfine's
 *       rule. Median and MAD are not dragged by the outliers themselves, unlike mean and σ. Only
 *       slow outliers count: a process cannot be unusually fast by accident. An outlier must
 *       also exceed the median by 10%, or very steady runs would flag trivial excesses.
 *   <li>{@code HIGH_NOISE}: the robust coefficient of variation 1.4826·MAD / median of the wall
 *       time exceeds {@value #NOISE_CV}.
 *   <li>{@code TOO_FEW_RUNS}: with two commands, fewer pairs than an interval at 95% needs (6),
 *       or an inconclusive verdict with an interval wider than the margin; with one, fewer than 5
 *       runs (below 5 runs the outlier and noise checks are skipped: the MAD is too fragile).
 *   <li>{@code RSS_AT_FLOOR}: the median peak RSS is within 25% of the executor's floor (see
 *       {@link RusageExecutor}), so it says more about the wrapper than about the command.
 *   <li>{@code COMMAND_FAILED}: some counted runs exited non-zero (only with --ignore-failure).
 * </ul>
 */
public final class ExecWarnings {
  /** Ten robust standard deviations, in MADs. */
  static final double OUTLIER_Z = 14.826;
  static final double NOISE_CV = 0.10;
  static final double OUTLIER_MIN_EXCESS = 0.10;
  /** Below this the MAD is too fragile to call anything an outlier or the spread wide. */
  static final int MIN_RUNS_FOR_SPREAD = 5;

  private ExecWarnings() {}

  public static List<ExecWarning> analyse(List<CommandResult> commands,
      PairedRatio.Comparison comparison, ExecSettings settings) {
    return analyse(commands, comparison, settings, 0);
  }

  /**
   * As above, with the executor's RSS floor ({@link Executor#rssFloorBytes()}): a peak RSS within
   * 25% of it is mostly the wrapper's inherited pages, not the command's.
   */
  public static List<ExecWarning> analyse(List<CommandResult> commands,
      PairedRatio.Comparison comparison, ExecSettings settings, long rssFloorBytes) {
    List<ExecWarning> out = new ArrayList<>();
    for (CommandResult c : commands) {
      timing(c, settings, out);
      if (rssFloorBytes > 0 && c.peakRss().median() <= rssFloorBytes * 1.25) {
        out.add(new ExecWarning("RSS_AT_FLOOR", "info", String.format(Locale.ROOT,
            "the peak RSS of '%s' (%s) is at the measuring floor of %s: the pages a child"
                + " inherits from the wrapper by fork count towards its peak, so the command's"
                + " own peak is this or less", c.command().display(),
            Units.bytes(c.peakRss().median()), Units.bytes(rssFloorBytes)),
            "read the RSS of small commands as an upper bound; compare RSS only above the floor"));
      }
      if (c.failedRuns() > 0) {
        out.add(new ExecWarning("COMMAND_FAILED", "warn", String.format(Locale.ROOT,
            "'%s' exited non-zero in %d of %d runs; the times may be of an error path",
            c.command().display(), c.failedRuns(), c.runs().size()),
            "check the command with --show-output; time failures only on purpose"));
      }
    }
    if (comparison != null) {
      if (!comparison.enoughPairs()) {
        out.add(new ExecWarning("TOO_FEW_RUNS", "warn", String.format(Locale.ROOT,
            "%d pairs are too few for a 95%% interval of A/B (at least 6 are needed);"
                + " the verdict is inconclusive", comparison.pairs()),
            "run with -n 10 or more"));
      } else if (comparison.verdict() == Verdict.INCONCLUSIVE) {
        double half = Math.log(comparison.interval().high() / comparison.interval().low()) / 2;
        double m = Math.log1p(comparison.margin());
        long needed = m > 0 ? (long) Math.ceil(comparison.pairs() * (half / m) * (half / m)) : 0;
        String hint = needed > comparison.pairs() && needed < 1_000_000
            ? String.format(Locale.ROOT, "; roughly %d pairs would narrow it to the margin", needed)
            : "";
        out.add(new ExecWarning("TOO_FEW_RUNS", "info", String.format(Locale.ROOT,
            "the interval of A/B [%.3f, %.3f] includes 1 but reaches beyond the ±%.1f%%"
                + " margin: neither a difference nor sameness is shown%s",
            comparison.interval().low(), comparison.interval().high(),
            comparison.margin() * 100, hint),
            "run more pairs (-n), or quiet the machine"));
      }
    } else if (settings.runs() < MIN_RUNS_FOR_SPREAD) {
      out.add(new ExecWarning("TOO_FEW_RUNS", "info", String.format(Locale.ROOT,
          "%d run(s): too few to judge the spread and outliers (%d needed)", settings.runs(),
          MIN_RUNS_FOR_SPREAD),
          "run with -n 10 or more"));
    }
    return out;
  }

  private static void timing(CommandResult c, ExecSettings settings, List<ExecWarning> out) {
    double[] wall = c.wallNs();
    if (wall.length < MIN_RUNS_FOR_SPREAD) {
      return;
    }
    double[] sorted = wall.clone();
    Arrays.sort(sorted);
    double median = Summary.quantile(sorted, 0.5);
    double mad = mad(wall, median);
    if (mad <= 0) {
      return;
    }
    String name = c.command().display();
    int first = 0;
    if (isOutlier(wall[0], median, mad)) {
      first = 1;
      out.add(new ExecWarning("SLOW_FIRST_RUN", "warn", String.format(Locale.ROOT,
          "the first counted run of '%s' took %s, %.1f× the median %s: a cold cache or"
              + " first-time set-up", name, Units.time(wall[0]), wall[0] / median,
          Units.time(median)),
          settings.warmup() == 0 ? "add warm-up runs (--warmup 1 or more)"
              : "use more warm-up runs (--warmup), or --prepare to reset the state each run"));
    }
    int count = 0;
    double worst = 0;
    for (int i = first; i < wall.length; i++) {
      if (isOutlier(wall[i], median, mad)) {
        count++;
        worst = Math.max(worst, wall[i]);
      }
    }
    if (count > 0) {
      out.add(new ExecWarning("OUTLIERS", "warn", String.format(Locale.ROOT,
          "%d of %d runs of '%s' were far slower than the rest (up to %s, median %s):"
              + " interference from other programs or the system", count, wall.length, name,
          Units.time(worst), Units.time(median)),
          "close other programs, rerun; the median is robust to a few outliers, the mean is not"));
    }
    double cv = 1.4826 * mad / median;
    if (cv > NOISE_CV) {
      out.add(new ExecWarning("HIGH_NOISE", "warn", String.format(Locale.ROOT,
          "the wall time of '%s' varies by %.0f%% between runs (robust CV)", name, cv * 100),
          "quiet the machine, pin the CPU frequency, or run more (-n) and trust the median"));
    }
  }

  /**
   * Far above the rest: more than {@value #OUTLIER_Z} MADs above the median, and at least
   * {@value #OUTLIER_MIN_EXCESS} of the median above it (when the runs are very steady, the MAD
   * alone would call a few percent "far").
   */
  static boolean isOutlier(double x, double median, double mad) {
    return (x - median) / mad > OUTLIER_Z && x - median >= OUTLIER_MIN_EXCESS * median;
  }

  /** Median absolute deviation from the given median. */
  static double mad(double[] values, double median) {
    double[] dev = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      dev[i] = Math.abs(values[i] - median);
    }
    Arrays.sort(dev);
    return Summary.quantile(dev, 0.5);
  }
}
