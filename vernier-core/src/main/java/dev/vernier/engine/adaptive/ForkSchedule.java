package dev.vernier.engine.adaptive;

import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Decides, fork by fork, whether a benchmark needs another fork and how long it should measure.
 *
 * <p>Adaptive (the default): the first two forks warm up to steady state and measure for a tenth
 * of the budget (at most a second); after that, each decision looks at the interval of the median
 * so far. Once its half-width is within the target (default ±1% of the median) the benchmark is
 * done; otherwise the variance is split into its between-fork and within-fork parts and the next
 * fork measures for the number of samples that narrows the interval fastest for the time it
 * costs, until the budget (default 10 s of wall time, JVM start-up included) is spent. With
 * {@code --forks N} the budget is shared out evenly over exactly N forks. Single-shot mode takes
 * one call per fork, so there only the number of forks adapts. Fixed mode ({@code --warmup},
 * {@code --time}) is JMH's: N forks of fixed times.
 */
public final class ForkSchedule {
  public static final int MIN_FORKS = 2;
  /**
   * Forks needed before the target may end a benchmark: two forks that happen to agree say little
   * about the spread between JVMs (measured here: two forks within 1% of each other at 2,270
   * ns/op, the next run's forks at 2,075), so a third must agree too.
   */
  public static final int MIN_FORKS_FOR_TARGET = 3;
  public static final int MAX_FORKS = 20;
  public static final int SS_MIN_FORKS = 10;
  public static final int SS_MAX_FORKS = 200;
  /** Fewest samples a fork is asked for: below this its median means little. */
  static final int MIN_SAMPLES = 10;
  /** The first fork's warm-up may take at most this share of the budget. */
  static final double WARMUP_SHARE = 0.4;
  /** Below this much warm-up per fork, one fork is planned instead of two. */
  static final long MIN_USEFUL_WARMUP = 500_000_000L;
  /** Later forks warm up at least this share of what the earlier ones needed. */
  static final double MIN_WARMUP_SHARE = 0.75;
  /**
   * A fork's cost besides its warm-up and measurement (JVM start-up, class loading, the clock's
   * calibration, the harness's rehearsal, exit) before any fork has shown it: measured on this
   * project's 2-core VM over 114 forks of library benchmarks, median 0.73 s (0.63 to 1.17 s).
   */
  static final long STARTUP_GUESS = 750_000_000L;
  static final double FIRST_MEASURE_SHARE = 0.1;
  static final long FIRST_MEASURE_CAP = 1_000_000_000L;
  static final long MIN_WARMUP_CAP = 100_000_000L;
  /** The first fork stops warming no sooner than this (or half its limit), however steady. */
  static final long WARMUP_FLOOR = 500_000_000L;
  /**
   * A fork measures at most this many times the mean sample count of the forks before it. The
   * row's median pools samples, so it weighs forks by their counts; two forks that agree make
   * the between-fork variance look like zero and the optimum unbounded. Measured at a 60 s budget
   * here: a third fork given 25 s (2,682 of the row's 3,086 samples) at 1,193 ns, while 7 of the
   * row's 12 forks read 683-797 ns, and the row's median followed it.
   */
  static final double MAX_SAMPLE_GROWTH = 2;

  private enum Kind { FIXED, EVEN, ADAPTIVE, SINGLE_SHOT }

  private final Kind kind;
  private final int forks;
  private final long budget;
  private final long warmup;
  private final long measure;
  private final double target;
  private final long sampleTarget;
  private final double level;
  private String reason = "";
  private List<ForkObservation> cachedFor;
  private double cachedWidth;

  private ForkSchedule(Kind kind, int forks, long budget, long warmup, long measure,
      double target, long sampleTarget, double level) {
    this.kind = kind;
    this.forks = forks;
    this.budget = budget;
    this.warmup = warmup;
    this.measure = measure;
    this.target = target;
    this.sampleTarget = sampleTarget;
    this.level = level;
  }

  /** JMH's way: exactly {@code forks} forks, each warming and measuring for fixed times. */
  public static ForkSchedule fixed(int forks, long warmupNanos, long measureNanos) {
    return new ForkSchedule(Kind.FIXED, forks, 0, warmupNanos, measureNanos, 0, 0, 0.999);
  }

  /**
   * Steady-state warm-up and a wall-time budget.
   *
   * @param forks the user's fork count, or -1 to let the schedule choose
   * @param targetError the interval's half-width the schedule aims for, relative to the median
   */
  public static ForkSchedule adaptive(long budgetNanos, int forks, boolean singleShot,
      double targetError, long sampleTargetNanos, double level) {
    Kind kind = singleShot ? Kind.SINGLE_SHOT : forks > 0 ? Kind.EVEN : Kind.ADAPTIVE;
    return new ForkSchedule(kind, forks, budgetNanos, 0, 0, targetError, sampleTargetNanos,
        level);
  }

  /** The next fork's times, or null when the benchmark is done; then {@link #reason()} says why. */
  public ForkTimes next(List<ForkObservation> done, long elapsedNanos) {
    int k = done.size();
    return switch (kind) {
      case FIXED -> k < forks ? new ForkTimes(0, warmup, measure, false)
          : stop("fixed: " + forks + " forks");
      case EVEN -> nextEven(done, k);
      case SINGLE_SHOT -> nextSingleShot(done, elapsedNanos);
      case ADAPTIVE -> nextAdaptive(done, elapsedNanos);
    };
  }

  private ForkTimes nextEven(List<ForkObservation> done, int k) {
    if (k >= forks) {
      return stop(forks + " forks as asked; " + errorText(done));
    }
    long share = budget / forks;
    long maxWarmup = Math.max(MIN_WARMUP_CAP, share * 45 / 100);
    long minWarmup = done.isEmpty() ? Math.min(WARMUP_FLOOR, maxWarmup / 2)
        : laterMinWarmup(warmupNeeded(done), maxWarmup);
    return new ForkTimes(minWarmup, maxWarmup, share * 35 / 100, true);
  }

  private ForkTimes nextSingleShot(List<ForkObservation> done, long elapsed) {
    int k = done.size();
    int min = forks > 0 ? forks : SS_MIN_FORKS;
    int max = forks > 0 ? forks : SS_MAX_FORKS;
    if (k >= min) {
      if (k >= max) {
        return stop(k + " forks; " + errorText(done));
      }
      if (within(done)) {
        return stop("target ±" + pct(target) + " met after " + k + " forks");
      }
      double wall = median(done.stream().mapToDouble(ForkObservation::wallNanos).toArray());
      if (budget - elapsed < wall) {
        return stop("budget spent after " + k + " forks; " + errorText(done));
      }
    }
    return new ForkTimes(0, 0, 0, false);
  }

  private ForkTimes nextAdaptive(List<ForkObservation> done, long elapsed) {
    int k = done.size();
    long remaining = budget - elapsed;
    long startup = startupEstimate(done);
    long firstMeasure = Math.max(MIN_SAMPLES * sampleTarget,
        Math.min(FIRST_MEASURE_CAP, (long) (FIRST_MEASURE_SHARE * budget)));
    if (k == 0) {
      // Two forks if each can still warm up usefully, else one fork with all of it: a quick
      // look from one steady JVM beats two unsteady ones.
      long perFork = budget / MIN_FORKS - startup - firstMeasure;
      long maxWarmup = perFork >= MIN_USEFUL_WARMUP
          ? Math.min((long) (WARMUP_SHARE * budget), perFork)
          : Math.max(MIN_WARMUP_CAP, budget - startup - firstMeasure);
      return new ForkTimes(Math.min(WARMUP_FLOOR, maxWarmup / 2), maxWarmup, firstMeasure, true);
    }
    if (k >= MIN_FORKS_FOR_TARGET && within(done) && forksAgree(done)) {
      return stop("target ±" + pct(target) + " met after " + k + " forks");
    }
    if (k >= MAX_FORKS) {
      return stop("fork limit " + MAX_FORKS + " reached; " + errorText(done));
    }
    long needed = warmupNeeded(done);
    long minWarmup = laterMinWarmup(needed, Long.MAX_VALUE);
    double sampleCost = median(done.stream().mapToDouble(ForkObservation::sampleNanos).toArray());
    long leastMeasure = (long) (MIN_SAMPLES * sampleCost);
    if (remaining - startup - minWarmup < leastMeasure) {
      return stop("budget spent after " + k + " fork" + (k == 1 ? "" : "s") + "; "
          + errorText(done));
    }
    long measureNanos;
    if (k < MIN_FORKS) {
      measureNanos = firstMeasure;
    } else {
      VarianceComponents vc = VarianceComponents.of(samples(done));
      double forkCost = startup + needed;
      // never all of what is left on one fork while a second could still follow
      double cap = Math.max(MIN_SAMPLES, Math.min((remaining / 2.0 - forkCost) / sampleCost,
          MAX_SAMPLE_GROWTH * meanSamples(done)));
      measureNanos = (long) (Math.max(MIN_SAMPLES, Math.min(vc.optimalSamples(forkCost,
          sampleCost), cap)) * sampleCost);
    }
    measureNanos = Math.max(leastMeasure,
        Math.min(measureNanos, remaining - startup - minWarmup));
    long maxWarmup = Math.max(minWarmup, Math.min(Math.max(2 * needed, needed + WARMUP_FLOOR),
        remaining - startup - measureNanos));
    return new ForkTimes(minWarmup, maxWarmup, measureNanos, true);
  }

  /**
   * Later forks warm up about as long as the earlier ones needed: the JIT's thresholds are
   * counts, the same in every JVM, so a fork that calls itself steady far sooner more likely
   * caught a pause between two compilations than a faster JIT.
   */
  static long laterMinWarmup(long needed, long maxWarmup) {
    long least = Math.max(Math.min(WARMUP_FLOOR, needed), (long) (MIN_WARMUP_SHARE * needed));
    return Math.min(least, maxWarmup);
  }

  /**
   * The warm-up the forks so far needed: the longest a steady fork took (the JIT's time varies
   * a little between JVMs), or all a fork was allowed when none became steady.
   */
  static long warmupNeeded(List<ForkObservation> done) {
    long steady = -1;
    long any = 0;
    for (ForkObservation f : done) {
      any = Math.max(any, f.warmupNanos());
      if (f.steady()) {
        steady = Math.max(steady, f.warmupNanos());
      }
    }
    return steady >= 0 ? steady : any;
  }

  /** JVM start-up and the harness's own work in a fork, from the forks so far or a guess. */
  /**
   * The fork's JVM uptime by which its warm-up should end for the fork to take the wall time
   * planned for it: the start-up estimate plus the maximum warm-up, less what follows warm-up
   * besides measurement (the result's trip back, exit) and precedes the JVM's clock (process
   * launch). The fork shortens its warm-up by whatever its start-up overran.
   */
  public long warmupDeadline(List<ForkObservation> done, ForkTimes t) {
    return startupEstimate(done) - OUTSIDE_UPTIME + t.maxWarmupNanos();
  }

  /** A fork's cost outside its JVM's uptime before warm-up: launch, the trip back, exit. */
  static final long OUTSIDE_UPTIME = 100_000_000L;

  static long startupEstimate(List<ForkObservation> done) {
    if (done.isEmpty()) {
      return STARTUP_GUESS;
    }
    return (long) median(done.stream().mapToDouble(f -> f.startupNanos()).toArray());
  }

  /**
   * The forks' own medians lie within twice the target of each other: the bootstrap over a few
   * forks cannot see a between-fork spread that those few forks happen not to show, so the
   * spread they do show is asked to be small as well.
   */
  private boolean forksAgree(List<ForkObservation> done) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (ForkObservation f : done) {
      if (f.samples().length == 0) {
        continue;
      }
      double m = median(f.samples());
      lo = Math.min(lo, m);
      hi = Math.max(hi, m);
    }
    double centre = (lo + hi) / 2;
    return centre > 0 && (hi - lo) / centre <= 2 * target;
  }

  private boolean within(List<ForkObservation> done) {
    double rel = relativeHalfWidth(done);
    return rel <= target;
  }

  /**
   * Half the interval's width over the median; infinite when there is nothing to judge. A
   * bootstrap is not cheap, so the figure for a given list of forks is computed once.
   */
  double relativeHalfWidth(List<ForkObservation> done) {
    if (cachedFor != null && cachedFor.equals(done)) {
      return cachedWidth;
    }
    cachedFor = List.copyOf(done);
    cachedWidth = computeRelativeHalfWidth(done);
    return cachedWidth;
  }

  private double computeRelativeHalfWidth(List<ForkObservation> done) {
    List<double[]> s = new ArrayList<>();
    for (double[] f : samples(done)) {
      if (f.length > 0) {
        s.add(f);
      }
    }
    if (s.isEmpty()) {
      return Double.POSITIVE_INFINITY;
    }
    Interval interval = HierarchicalBootstrap.medianInterval(s, level);
    double median = median(s.stream().flatMapToDouble(Arrays::stream).toArray());
    return median == 0 ? Double.POSITIVE_INFINITY
        : (interval.high() - interval.low()) / 2 / Math.abs(median);
  }

  private String errorText(List<ForkObservation> done) {
    double rel = relativeHalfWidth(done);
    return Double.isInfinite(rel) ? "no interval"
        : "interval ±" + pct(rel) + (rel <= target ? " within" : " above") + " the target ±"
            + pct(target);
  }

  private ForkTimes stop(String why) {
    reason = why;
    return null;
  }

  /** Why the schedule stopped; empty while it has not. */
  public String reason() {
    return reason;
  }

  /** Forks the schedule expects in all, for progress: a guess while adaptive. */
  public int expectedForks() {
    return switch (kind) {
      case FIXED, EVEN -> forks;
      case SINGLE_SHOT -> forks > 0 ? forks : SS_MIN_FORKS;
      case ADAPTIVE -> MIN_FORKS;
    };
  }

  /** Whether the number of forks adapts to the data (progress shows "fork k" then). */
  public boolean adaptiveForks() {
    return kind == Kind.ADAPTIVE || (kind == Kind.SINGLE_SHOT && forks <= 0);
  }

  private static double meanSamples(List<ForkObservation> done) {
    return done.stream().mapToInt(f -> f.samples().length).average().orElse(0);
  }

  private static double[][] samples(List<ForkObservation> done) {
    return done.stream().map(ForkObservation::samples).toArray(double[][]::new);
  }

  private static double median(double[] a) {
    double[] s = a.clone();
    Arrays.sort(s);
    int m = s.length / 2;
    return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
  }

  private static String pct(double fraction) {
    return String.format(Locale.ROOT, "%.2f%%", 100 * fraction);
  }
}
