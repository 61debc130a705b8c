package dev.vernier.engine.verdict;

import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How far the machine itself may have moved between two stored runs, from every witness the files
 * carry. Two runs are separated by time; the same binary has been seen to take 690.6 us one day
 * and 1,274.6 us the next (seed 001). A change no larger than the drift is not evidence about
 * the code, so {@link ChangeEstimator} widens each interval by it.
 *
 * <ul>
 *   <li>the calibrated CPU frequency of each run ({@code environment.cpu.calibratedGHz}): its
 *       relative change;
 *   <li>the forks' calibrated frequencies ({@code forks[].calibratedGHz}) within each run: their
 *       relative spread, the frequency instability the run lived with;
 *   <li>a reference benchmark the user names ({@code --reference}), whose code did not change:
 *       its own measured change;
 *   <li>the noise above the floor: noise only adds time, so each fork's median over its minimum
 *       says how loaded the machine was while it ran. When that excess differs between the two
 *       runs (the median over all benchmarks of the change, so one benchmark's own change of
 *       shape does not count as the machine's), medians moved by the machine's load, not by
 *       the code, by about that much.
 * </ul>
 * Fork-to-fork spread needs no widening: forks are the resampling unit of the interval and the
 * units of the p-value, so it is already in both.
 *
 * @param relative the largest witness, as a fraction (0.017 for 1.7%)
 * @param witnesses one line per witness, what it showed; or why there was none
 */
public record Drift(double relative, List<String> witnesses) {

  public static Drift measure(MeasuredRun base, MeasuredRun newer, String referenceId,
      Change reference) {
    List<String> lines = new ArrayList<>();
    double drift = 0;
    if (base.calibratedGHz() != null && newer.calibratedGHz() != null) {
      double d = Math.abs(newer.calibratedGHz() / base.calibratedGHz() - 1);
      drift = Math.max(drift, d);
      lines.add(String.format(Locale.ROOT, "calibrated CPU frequency %.3f GHz -> %.3f GHz (%.1f%%)",
          base.calibratedGHz(), newer.calibratedGHz(), d * 100));
    }
    for (MeasuredRun run : List.of(base, newer)) {
      double lo = Double.POSITIVE_INFINITY;
      double hi = 0;
      for (MeasuredRun.Benchmark b : run.benchmarks()) {
        for (Double g : b.forkGHz()) {
          lo = Math.min(lo, g);
          hi = Math.max(hi, g);
        }
      }
      if (hi > 0) {
        double d = hi / lo - 1;
        drift = Math.max(drift, d);
        lines.add(String.format(Locale.ROOT,
            "forks' calibrated frequency in %s spans %.3f to %.3f GHz (%.1f%%)", run.source(), lo,
            hi, d * 100));
      }
    }
    double excess = excessChange(base, newer);
    if (excess > 0) {
      drift = Math.max(drift, excess);
      lines.add(String.format(Locale.ROOT, "noise above the floor (fork median / fork minimum)"
          + " differs by %.1f%% between the runs", excess * 100));
    }
    if (reference != null) {
      double d = Math.abs(reference.changePct()) / 100;
      drift = Math.max(drift, d);
      lines.add(String.format(Locale.ROOT, "reference %s, expected unchanged, changed %+.1f%%",
          referenceId, reference.changePct()));
    }
    if (lines.isEmpty()) {
      lines.add("no drift witness: neither file has a calibrated CPU frequency and no"
          + " --reference benchmark was named; only the fork-to-fork spread is accounted for");
    }
    return new Drift(drift, List.copyOf(lines));
  }

  /**
   * The median, over the benchmarks in both runs, of |excess(new) / excess(base) − 1|, where a
   * benchmark's excess is the median over its forks of fork median / fork minimum (for
   * throughput, fork maximum / fork median). 0 when no benchmark is in both.
   */
  static double excessChange(MeasuredRun base, MeasuredRun newer) {
    List<Double> changes = new ArrayList<>();
    for (MeasuredRun.Benchmark b : base.benchmarks()) {
      MeasuredRun.Benchmark n = newer.find(b.id());
      if (n != null && n.unit().equals(b.unit())) {
        changes.add(Math.abs(excess(n) / excess(b) - 1));
      }
    }
    if (changes.isEmpty()) {
      return 0;
    }
    double[] c = changes.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return Summary.quantile(c, 0.5);
  }

  private static double excess(MeasuredRun.Benchmark b) {
    double[] perFork = b.forks().stream().mapToDouble(f -> {
      double[] s = f.clone();
      Arrays.sort(s);
      double median = Summary.quantile(s, 0.5);
      return b.higherIsBetter() ? s[s.length - 1] / median : median / s[0];
    }).sorted().toArray();
    return Summary.quantile(perFork, 0.5);
  }
}
