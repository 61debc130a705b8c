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
 * threshold is a named constant below, set from false-alarm and hit rates measured on clean and
 * planted benchmarks on this project's machine (docs/statistics.md has the figures and the
 * command). Throughput samples are turned into time per operation first, so "noise only ever
 * adds time" holds for every mode.
 *
 * <p>Each test asks what the warning claims. MULTIMODAL: most JVMs show two or more modes within
 * their own samples, or the forks stand in separate clusters. FORKS_DISAGREE: the forks' levels
 * are far apart, more than their own noise explains. NOT_STATIONARY: the figure moved between the
 * beginning and the end of measurement in most forks. Pooling all forks into one histogram
 * (the old MULTIMODAL) called two forks 9% apart "multimodal"; the minimum of each fifth (the old
 * NOT_STATIONARY) is an extreme value that moves with noise, and fired on most clean rows.
 */
public final class DistributionWarnings {
  /** BenchmarkDotNet's threshold: above it a histogram has more than one peak. */
  static final double MVALUE_LIMIT = 2.8;
  /** Fewest samples of a fork whose mValue is judged (BenchmarkDotNet: 15). */
  static final int MIN_MVALUE_SAMPLES = 15;
  /** Fork medians in two clusters: a gap of at least this between them... */
  static final double CLUSTER_GAP = 0.05;
  /** ...and this many times the spread within either cluster, with at least two forks in each. */
  static final double CLUSTER_SEPARATION = 4;
  /** Forks disagree when their medians span more than this fraction of the median... */
  static final double FORKS_LIMIT = 0.10;
  /** ...and more than this many standard errors of a fork's median. */
  static final double FORKS_SIGNIFICANCE = 4;
  /** A fork drifts when its last third's median is this far from its first third's... */
  static final double DRIFT_LIMIT = 0.03;
  /** ...and this many standard errors away. */
  static final double DRIFT_SIGNIFICANCE = 4;
  /** Fewest samples a fork needs for its drift to be judged. */
  static final int MIN_DRIFT_SAMPLES = 15;
  /** An interval whose half-width exceeds this fraction of the median cannot rank a 10% gap. */
  static final double NOISE_LIMIT = 0.05;
  /** Median absolute deviation to standard deviation, for normal data. */
  private static final double MAD_TO_SD = 1.4826;
  /** Standard error of a median, in standard deviations over the square root of n. */
  private static final double MEDIAN_SE = 1.2533;

  private DistributionWarnings() {}

  /**
   * {@code existing} followed by the distribution warnings for these forks, each code once (a
   * NOT_STATIONARY already raised from the forks' warm-up stands for both).
   *
   * @param levelSteps for each fork, the index of its first sample after a step in level the
   *     harness made on purpose (its measuring thread moved to another core), 0 for none
   */
  public static List<Warning> with(List<Warning> existing, List<double[]> forks,
      int[] levelSteps, Stats stats, String mode, String unit) {
    List<Warning> out = new ArrayList<>(existing);
    for (Warning w : of(forks, levelSteps, stats, mode, unit)) {
      if (existing.stream().noneMatch(e -> e.code().equals(w.code()))) {
        out.add(w);
      }
    }
    return out;
  }

  /** @param stats the row's figure, null when it has none (its forks disagree by multiples) */
  public static List<Warning> of(List<double[]> measured, Stats stats, String mode, String unit) {
    return of(measured, new int[measured.size()], stats, mode, unit);
  }

  static List<Warning> of(List<double[]> measured, int[] levelSteps, Stats stats, String mode,
      String unit) {
    boolean thrpt = "thrpt".equals(mode);
    List<double[]> forks = new ArrayList<>();
    List<double[]> levelled = new ArrayList<>(); // for the shape: each stretch on one level
    for (int i = 0; i < measured.size(); i++) {
      double[] f = thrpt ? inverse(measured.get(i)) : measured.get(i);
      if (f.length > 0) {
        forks.add(f);
        levelled.add(levelled(f, levelSteps[i]));
      }
    }
    // Figures in messages go back to the user's unit (1/x again for throughput).
    Function<double[], String> u = v -> list(thrpt ? inverse(v) : v, unit);
    List<Warning> out = new ArrayList<>();
    if (forks.isEmpty()) {
      return out;
    }
    double[] medians = forks.stream().mapToDouble(f -> Summary.of(f).median()).toArray();
    Warning modes = multimodal(levelled, medians, u);
    if (modes != null) {
      out.add(modes);
    }
    Warning disagree = forksDisagree(forks, medians, u);
    if (disagree != null) {
      out.add(disagree);
    }
    Warning drift = notStationary(forks, u);
    if (drift != null) {
      out.add(drift);
    }
    double halfWidth = stats == null ? 0 : (stats.ciHigh() - stats.ciLow()) / 2 / stats.median();
    if (halfWidth > NOISE_LIMIT) { // no stats: the row has no figure to rank
      out.add(new Warning("HIGH_NOISE", "warn", String.format(Locale.ROOT,
          "the %.1f%% interval of the median is ±%.1f%% wide: differences below about %.0f%%"
              + " cannot be ranked", stats.ciLevel() * 100, halfWidth * 100,
          2 * halfWidth * 100),
          "quiet the machine (other programs, power saving), give it a larger --budget (more"
              + " forks), or see the other warnings of this row for the cause"));
    }
    return out;
  }

  static Warning multimodal(List<double[]> forks, double[] medians,
      Function<double[], String> unit) {
    int judged = 0;
    int several = 0;
    double worst = 0;
    for (double[] f : forks) {
      if (f.length < MIN_MVALUE_SAMPLES) {
        continue;
      }
      judged++;
      double m = MValue.of(f);
      if (m >= MVALUE_LIMIT) {
        several++;
        worst = Math.max(worst, m);
      }
    }
    if (several > 0 && 2 * several > judged) { // most forks, not one of two
      return new Warning("MULTIMODAL", "warn", String.format(Locale.ROOT,
          "the samples of %d of %d forks form more than one mode (mValue up to %.1f, 2 for one"
              + " peak): the median sits between peaks and describes none of them", several,
          judged, worst),
          "look for a branch or cache effect that changes from batch to batch (data-dependent"
              + " paths, an input that alternates, GC); fix the input or measure each mode"
              + " separately");
    }
    double[] clusters = clusters(medians);
    if (clusters != null) {
      return new Warning("MULTIMODAL", "warn", String.format(Locale.ROOT,
          "the forks settle in two clusters, about %s and %s: each JVM picks one level",
          unit.apply(new double[] {clusters[0]}), unit.apply(new double[] {clusters[1]})),
          "look for what a JVM decides once (JIT inlining or compilation order, code or heap"
              + " layout, a hash seed); run more forks so both levels are weighed");
    }
    return null;
  }

  /**
   * A fork's samples with the stretch from {@code step} on scaled to the median of the stretch
   * before it. An interleaved side moved to the other core halfway reads both cores' speeds,
   * 1–4% apart on this VM and each tight: its mValue saw two peaks in 8 of 20 side rows of the
   * lab (2026-12-07, quiet) where the pairs before the swap had 1. The level is the harness's
   * doing; the shape within each stretch is the benchmark's.
   */
  static double[] levelled(double[] f, int step) {
    if (step <= 0 || step >= f.length) {
      return f;
    }
    double before = Summary.of(Arrays.copyOfRange(f, 0, step)).median();
    double after = Summary.of(Arrays.copyOfRange(f, step, f.length)).median();
    double[] out = f.clone();
    for (int i = step; i < out.length; i++) {
      out[i] *= before / after;
    }
    return out;
  }

  /**
   * The fork medians' two clusters (their medians), or null: the largest gap between sorted
   * medians, with at least two forks on each side, wide against both sides' own spread.
   */
  static double[] clusters(double[] medians) {
    if (medians.length < 4) {
      return null;
    }
    double[] m = medians.clone();
    Arrays.sort(m);
    double centre = m[m.length / 2];
    for (int cut = 2; cut <= m.length - 2; cut++) {
      double gap = (m[cut] - m[cut - 1]) / centre;
      double inside = Math.max(m[cut - 1] - m[0], m[m.length - 1] - m[cut]) / centre;
      if (gap >= CLUSTER_GAP && gap >= CLUSTER_SEPARATION * inside) {
        return new double[] {Summary.quantile(Arrays.copyOfRange(m, 0, cut), 0.5),
            Summary.quantile(Arrays.copyOfRange(m, cut, m.length), 0.5)};
      }
    }
    return null;
  }

  static Warning forksDisagree(List<double[]> forks, double[] medians,
      Function<double[], String> unit) {
    if (medians.length < 2) {
      return null;
    }
    double lo = Arrays.stream(medians).min().orElseThrow();
    double hi = Arrays.stream(medians).max().orElseThrow();
    double centre = Summary.of(medians).median();
    double spread = (hi - lo) / centre;
    double worstSe = 0; // the largest standard error of one fork's median
    for (double[] f : forks) {
      if (f.length < 2) {
        return null; // single-shot forks of one sample: no noise within a fork to compare with
      }
      worstSe = Math.max(worstSe, MEDIAN_SE * robustSd(f) / Math.sqrt(f.length));
    }
    if (spread <= FORKS_LIMIT || hi - lo <= FORKS_SIGNIFICANCE * worstSe * Math.sqrt(2)) {
      return null;
    }
    return new Warning("FORKS_DISAGREE", "warn", String.format(Locale.ROOT,
        "fork medians %s are %.1f%% apart, far more than the noise within a fork: each JVM"
            + " settled at its own level, so one fork's answer is not the answer (the interval"
            + " includes this spread)", unit.apply(medians), spread * 100),
        "give it a larger --budget (more forks) so the median covers the JVMs' spread; look for"
            + " JIT-order or code-layout effects (-XX:+PrintCompilation)");
  }

  static Warning notStationary(List<double[]> forks, Function<double[], String> unit) {
    int drifting = 0;
    int judged = 0;
    double worst = 0;
    double[] worstThirds = null;
    int worstFork = 0;
    for (int i = 0; i < forks.size(); i++) {
      double[] f = forks.get(i);
      if (f.length < MIN_DRIFT_SAMPLES) {
        continue;
      }
      judged++;
      double[] thirds = thirdMedians(f);
      double median = Summary.of(f).median();
      double shift = (thirds[2] - thirds[0]) / median;
      int third = f.length / 3;
      double se = MEDIAN_SE * robustSd(f) / median * Math.sqrt(2.0 / third);
      if (Math.abs(shift) > DRIFT_LIMIT && Math.abs(shift) > DRIFT_SIGNIFICANCE * se) {
        drifting++;
        if (Math.abs(shift) > worst) {
          worst = Math.abs(shift);
          worstThirds = thirds;
          worstFork = i + 1;
        }
      }
    }
    if (drifting == 0 || 2 * drifting <= judged) { // most forks, not one of two
      return null;
    }
    return new Warning("NOT_STATIONARY", "warn", String.format(Locale.ROOT,
        "the figure moves during measurement in %d of %d forks: the medians of the first,"
            + " middle and last third of fork %d are %s (%+.1f%%)", drifting, judged, worstFork,
        unit.apply(worstThirds), (worstThirds[2] / worstThirds[0] - 1) * 100),
        "look for a structure that grows across calls (reset it in @Setup(Level.ITERATION)),"
            + " then the machine: CPU frequency and throttling (vernier env), a busy neighbour");
  }

  /** The medians of the first, middle and last third of a fork's samples, in order. */
  static double[] thirdMedians(double[] samples) {
    double[] out = new double[3];
    for (int s = 0; s < 3; s++) {
      int from = (int) ((long) samples.length * s / 3);
      int to = (int) ((long) samples.length * (s + 1) / 3);
      out[s] = Summary.of(Arrays.copyOfRange(samples, from, to)).median();
    }
    return out;
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
