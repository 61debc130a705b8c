package dev.vernier.engine.run;

import dev.vernier.engine.report.Figures;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.MValue;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Warnings about the shape of a benchmark's samples, from its forks' measurement samples:
 * {@code MULTIMODAL}, {@code FORKS_DISAGREE}, {@code NOT_STATIONARY}, {@code HIGH_NOISE}. Each
 * threshold is a named constant below; docs/statistics.md explains them. Throughput samples are
 * turned into time per operation first, so "noise only ever adds time" holds for every mode.
 */
public final class DistributionWarnings {
  /** BenchmarkDotNet's threshold: above it the histogram has more than one peak. */
  static final double MVALUE_LIMIT = 2.8;
  /** Forks disagree when their medians' spread exceeds this many within-fork spreads... */
  static final double BETWEEN_OVER_WITHIN = 2;
  /** ...and their medians differ by more than this fraction (a 0.3% split is not news). */
  static final double FORKS_MIN_SPREAD = 0.01;
  /** A fork's measurement is cut into this many consecutive segments... */
  static final int SEGMENTS = 5;
  static final int MIN_PER_SEGMENT = 4;
  /** ...and drifts when their minima span more than this fraction (and twice its noise). */
  static final double DRIFT_LIMIT = 0.05;
  /** An interval whose half-width exceeds this fraction of the median cannot rank a 10% gap. */
  static final double NOISE_LIMIT = 0.05;
  /** Median absolute deviation to standard deviation, for normal data. */
  private static final double MAD_TO_SD = 1.4826;

  private DistributionWarnings() {}

  /** {@code existing} followed by the distribution warnings for these forks. */
  public static List<Warning> with(List<Warning> existing, List<double[]> forks, Stats stats,
      String mode, String unit) {
    List<Warning> out = new ArrayList<>(existing);
    out.addAll(of(forks, stats, mode, unit));
    return out;
  }

  public static List<Warning> of(List<double[]> measured, Stats stats, String mode, String unit) {
    boolean thrpt = "thrpt".equals(mode);
    List<double[]> forks = thrpt ? measured.stream().map(DistributionWarnings::inverse).toList()
        : measured;
    // Figures in messages go back to the user's unit (1/x again for throughput).
    Function<double[], String> u = v -> list(thrpt ? inverse(v) : v, unit);
    List<Warning> out = new ArrayList<>();
    double[] pooled = forks.stream().flatMapToDouble(Arrays::stream).toArray();
    if (pooled.length == 0) {
      return out;
    }
    double median = Summary.of(pooled).median();
    double mValue = thrpt || stats.mValue() == null ? MValue.of(pooled) : stats.mValue();
    double[] forkMedians = forks.stream().filter(f -> f.length > 0)
        .mapToDouble(f -> Summary.of(f).median()).toArray();
    if (mValue >= MVALUE_LIMIT) {
      out.add(new Warning("MULTIMODAL", "warn", String.format(Locale.ROOT,
          "the samples form more than one mode (mValue %.1f, 2 for one peak)%s; the median"
              + " sits between peaks and describes none of them",
          mValue, forkMedians.length > 1 ? "; fork medians " + u.apply(forkMedians) : ""),
          "look for a branch or cache effect that changes per call or per fork (data-dependent"
              + " paths, GC, code alignment); fix the input or measure each mode separately"));
    }
    Warning disagree = forksDisagree(forks, forkMedians, median, u);
    if (disagree != null) {
      out.add(disagree);
    }
    Warning drift = notStationary(forks, u);
    if (drift != null) {
      out.add(drift);
    }
    double halfWidth = (stats.ciHigh() - stats.ciLow()) / 2 / stats.median();
    if (halfWidth > NOISE_LIMIT) {
      out.add(new Warning("HIGH_NOISE", "warn", String.format(Locale.ROOT,
          "the %.1f%% interval of the median is ±%.1f%% wide: differences below about %.0f%%"
              + " cannot be ranked", stats.ciLevel() * 100, halfWidth * 100,
          2 * halfWidth * 100),
          "quiet the machine (other programs, power saving), run more forks (--forks) or"
              + " measure longer (--time)"));
    }
    return out;
  }

  private static Warning forksDisagree(List<double[]> forks, double[] medians, double median,
      Function<double[], String> unit) {
    if (medians.length < 2) {
      return null;
    }
    double[] spreads = forks.stream().filter(f -> f.length > 1)
        .mapToDouble(DistributionWarnings::robustSd).toArray();
    if (spreads.length == 0) {
      return null; // one sample per fork (single-shot): no within-fork spread to compare with
    }
    double between = Summary.of(medians).stdDev();
    double within = Summary.of(spreads).median();
    double[] sorted = medians.clone();
    Arrays.sort(sorted);
    double spread = (sorted[sorted.length - 1] - sorted[0]) / median;
    if (between <= BETWEEN_OVER_WITHIN * within || spread <= FORKS_MIN_SPREAD) {
      return null;
    }
    return new Warning("FORKS_DISAGREE", "warn", String.format(Locale.ROOT,
        "fork medians %s differ by %.1f%%, %.1fx the spread within a fork: each JVM settled"
            + " at its own level, so one fork's answer is not the answer",
        unit.apply(medians), spread * 100, within == 0 ? Double.POSITIVE_INFINITY
            : between / within),
        "run more forks (--forks 10) so the median covers the JVMs' spread; look for"
            + " JIT-order or code-layout effects (-XX:+PrintCompilation)");
  }

  private static Warning notStationary(List<double[]> forks,
      Function<double[], String> unit) {
    int drifting = 0;
    int judged = 0;
    double worst = 0;
    double[] worstMins = null;
    int worstFork = 0;
    for (int i = 0; i < forks.size(); i++) {
      double[] f = forks.get(i);
      if (f.length < SEGMENTS * MIN_PER_SEGMENT) {
        continue;
      }
      judged++;
      double[] mins = segmentMinima(f);
      double lo = Arrays.stream(mins).min().orElseThrow();
      double span = (Arrays.stream(mins).max().orElseThrow() - lo) / lo;
      double noise = robustSd(f) / Summary.of(f).median();
      if (span > Math.max(DRIFT_LIMIT, 2 * noise)) {
        drifting++;
        if (span > worst) {
          worst = span;
          worstMins = mins;
          worstFork = i + 1;
        }
      }
    }
    if (judged == 0 || 2 * drifting < judged) {
      return null;
    }
    return new Warning("NOT_STATIONARY", "warn", String.format(Locale.ROOT,
        "the figure drifts during measurement in %d of %d forks: the minimum of each %s of"
            + " fork %d is %s (%.1f%% apart)", drifting, judged,
        SEGMENTS == 5 ? "fifth" : "segment", worstFork, unit.apply(worstMins), worst * 100),
        "check the CPU frequency and throttling (vernier env), a busy neighbour, or a"
            + " structure that grows across calls; warm up longer");
  }

  /** The minimum of each of {@link #SEGMENTS} consecutive, nearly equal slices. */
  static double[] segmentMinima(double[] samples) {
    double[] mins = new double[SEGMENTS];
    for (int s = 0; s < SEGMENTS; s++) {
      int from = (int) ((long) samples.length * s / SEGMENTS);
      int to = (int) ((long) samples.length * (s + 1) / SEGMENTS);
      mins[s] = Arrays.stream(samples, from, to).min().orElseThrow();
    }
    return mins;
  }

  /** 1.4826 x the median absolute deviation: a standard deviation that ignores spikes. */
  static double robustSd(double[] samples) {
    double m = Summary.of(samples).median();
    double[] dev = Arrays.stream(samples).map(v -> Math.abs(v - m)).sorted().toArray();
    return MAD_TO_SD * Summary.quantile(dev, 0.5);
  }

  private static double[] inverse(double[] f) {
    return Arrays.stream(f).map(v -> 1 / v).toArray();
  }

  /** Values in the unit the table would print them in: "593.6, 348.6 us/op". */
  private static String list(double[] values, String unit) {
    Figures.Scale scale = Figures.scaleOf(unit, Arrays.stream(values).min().orElse(0));
    return Arrays.stream(values).mapToObj(v -> scale.format(v).replace(",", ""))
        .collect(Collectors.joining(", ", "", " " + scale.unit()));
  }
}
