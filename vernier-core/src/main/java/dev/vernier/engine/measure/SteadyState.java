package dev.vernier.engine.measure;

import dev.vernier.engine.stats.Select;
import java.util.Locale;

/**
 * Decides when warm-up has reached steady state, from what the fork can observe: the JIT has
 * stopped finishing compilations that the benchmark may run (every compilation counts, the JDK's
 * and the libraries' included, see {@link JitWatch}), and the per-sample figure has stopped
 * moving.
 *
 * <p>Both are needed. A quiet JIT alone is fooled by the pause between a method's tier-3 (C1 with
 * profiling) compile and its tier-4 (C2) compile while the profile counters fill; a flat figure
 * alone is fooled by a benchmark that runs at C1 speed until C2 lands. The process's resident
 * memory must have stopped growing for as long as the JIT has been quiet ({@link MemoryWatch}):
 * until the heap reuses pages it has touched, an allocating benchmark pays a page fault per new
 * page, a steady figure that is not the benchmark's. The quiet window grows with
 * the warm-up (a share of it, with a floor): the longer compilation took to settle, the longer the
 * silence asked for.
 *
 * <p>The figure is flat when the median of the newer half of a recent window is within the
 * tolerance of the older half's. The tolerance is {@link #TOLERANCE}, or three standard errors of
 * that difference when the samples are noisier, but never more than {@link #MAX_TOLERANCE}: a
 * window too noisy to rule out a 5% step is not evidence of steadiness, and the window grows with
 * the warm-up until it is (the old rule let the tolerance grow with the noise, and accepted
 * trends of 150%). The window also spans at least half the coming measurement, so that a slow
 * drift shows as a step between its halves. Only samples taken in the measurement's own batch
 * shape are judged.
 */
public final class SteadyState {
  static final long MIN_QUIET_NANOS = 400_000_000L;
  static final double QUIET_SHARE = 0.25;
  static final long MIN_FLAT_NANOS = 300_000_000L;
  /**
   * The floors for a side of an interleaved pair, half the others: its figure is judged only
   * against the other side's, measured alike in turns right after, and the sides' warm-ups,
   * one after the other, were most of a pair's time. Two builds alternated in one window
   * (2026-12-06, docs/statistics.md): a pair cost 2.8-3.1 s instead of 3.6-3.9; its log-ratios
   * spread narrower quiet (sd 1.20% against 1.86% A/A) and wider beside the noisy neighbour
   * (1.33% against 0.90%), both within what single runs move (0.1-4.1%).
   */
  static final long TURN_MIN_QUIET_NANOS = 200_000_000L;
  static final long TURN_MIN_FLAT_NANOS = 150_000_000L;
  static final double FLAT_SHARE = 0.25;
  static final int MIN_WINDOW = 12;
  static final double TOLERANCE = 0.02;
  static final double MAX_TOLERANCE = 0.05;
  /** The window spans at least half the coming measurement, up to this. */
  static final long MAX_HORIZON_WINDOW_NANOS = 1_000_000_000L;
  static final int CAPACITY = 1 << 15;
  private static final double MEDIAN_SE = 1.2533; // standard error of a median, in sigmas/sqrt(n)
  private static final double MAD_TO_SD = 1.4826;

  private final double[] at = new double[CAPACITY];
  private final double[] values = new double[CAPACITY];
  private final double[] scratch = new double[CAPACITY];
  private int size;
  private long lastChangeNanos;
  private boolean anyChange;
  private String lastMethod;
  private long lastGrowthNanos;
  private boolean anyGrowth;
  private long residentBytes;
  private double pageNanos;
  private double lastShift = Double.NaN;
  private double lastTolerance = Double.NaN;
  private long windowNanos;
  private final long horizonNanos;
  private final long minQuietNanos;
  private final long minFlatNanos;

  /**
   * @param horizonNanos how long the measurement that follows will run: a drift slow enough to
   *     hide in a short window still moves the figure over a long measurement, so the window
   *     spans at least half of it (up to {@link #MAX_HORIZON_WINDOW_NANOS})
   */
  public SteadyState(long horizonNanos) {
    this(horizonNanos, false);
  }

  /** @param turns a side of an interleaved pair: the shorter floors ({@link #TURN_MIN_QUIET_NANOS}) */
  public SteadyState(long horizonNanos, boolean turns) {
    this.horizonNanos = horizonNanos;
    this.minQuietNanos = turns ? TURN_MIN_QUIET_NANOS : MIN_QUIET_NANOS;
    this.minFlatNanos = turns ? TURN_MIN_FLAT_NANOS : MIN_FLAT_NANOS;
  }

  /** The JIT finished something at {@code atNanos}; {@code method} is the last compiled, if known. */
  public void jitChanged(long atNanos, String method) {
    lastChangeNanos = atNanos;
    anyChange = true;
    if (method != null) {
      lastMethod = method;
    }
  }

  /**
   * The resident set grew at {@code atNanos}, to {@code bytes}, where a new page costs
   * {@code pageNanos}.
   */
  public void memoryGrew(long atNanos, long bytes, double pageNanos) {
    lastGrowthNanos = atNanos;
    anyGrowth = true;
    residentBytes = bytes;
    this.pageNanos = pageNanos;
  }

  /** Samples before now had another batch shape: judge flatness from here on. */
  public void reshaped() {
    size = 0;
  }

  /** Records a sample that ended at {@code atNanos} after warm-up began. */
  public void add(long atNanos, double value) {
    if (size == CAPACITY) { // keep the newer half: the window never reaches back that far
      int half = CAPACITY / 2;
      System.arraycopy(at, half, at, 0, CAPACITY - half);
      System.arraycopy(values, half, values, 0, CAPACITY - half);
      size -= half;
    }
    at[size] = atNanos;
    values[size] = value;
    size++;
  }

  /**
   * True once the JIT has been quiet long enough, memory has stopped growing as long, and the
   * recent samples are flat.
   */
  public boolean steady(long nowNanos) {
    boolean quiet = jitQuiet(nowNanos) && memoryQuiet(nowNanos);
    boolean flat = flat(nowNanos); // always, so describe() can say how flat
    return quiet && flat;
  }

  boolean memoryQuiet(long nowNanos) {
    return !anyGrowth || nowNanos - lastGrowthNanos >= quietWindow(nowNanos);
  }

  boolean jitQuiet(long nowNanos) {
    return nowNanos - lastChangeNanos >= quietWindow(nowNanos);
  }

  long quietWindow(long nowNanos) {
    return max(minQuietNanos, (long) (QUIET_SHARE * nowNanos));
  }

  long flatWindow(long nowNanos) {
    long horizon = horizonNanos / 2 < MAX_HORIZON_WINDOW_NANOS ? horizonNanos / 2
        : MAX_HORIZON_WINDOW_NANOS;
    return max(max(minFlatNanos, (long) (FLAT_SHARE * nowNanos)), horizon);
  }

  /** Math.max, kept in the harness: see {@link Select} on JDK calls between samples. */
  private static long max(long a, long b) {
    return a >= b ? a : b;
  }

  private static double abs(double v) {
    return v < 0 ? -v : v;
  }

  boolean flat(long nowNanos) {
    long from = nowNanos - flatWindow(nowNanos);
    int first = size;
    while (first > 0 && at[first - 1] >= from) {
      first--;
    }
    int n = size - first;
    // the window must be covered: samples in this shape for less time say nothing of a drift
    boolean covered = first > 0 || (size > 0 && at[0] - from <= (at[size - 1] - from) / 10);
    if (n < MIN_WINDOW || !covered) {
      lastShift = Double.NaN;
      return false;
    }
    windowNanos = (long) (at[size - 1] - at[first]);
    int half = n / 2;
    double older = median(values, first, first + half);
    double newer = median(values, first + half, size);
    double centre = median(values, first, size);
    double sd = MAD_TO_SD * mad(values, first, size, centre);
    double se = MEDIAN_SE * sd * Math.sqrt(1.0 / half + 1.0 / (n - half)) / abs(centre);
    lastShift = (newer - older) / abs(older);
    lastTolerance = TOLERANCE > 3 * se ? TOLERANCE : 3 * se;
    return lastTolerance <= MAX_TOLERANCE && abs(lastShift) <= lastTolerance;
  }

  /** How {@link #describe} begins when warm-up's time ran out before the figure was steady. */
  public static final String RAN_OUT = "not steady when warm-up's time ran out";

  /** What {@link #describe} says when warm-up ran out while the resident set still grew. */
  public static final String HEAP_GROWING = "the heap still reached new pages";

  /** Why warm-up stopped, in words, for the result file. */
  public String describe(long nowNanos, boolean steady) {
    StringBuilder s = new StringBuilder(steady ? "steady after " : RAN_OUT + " at ").append(seconds(nowNanos));
    if (anyChange) {
      s.append("; JIT quiet for ").append(seconds(nowNanos - lastChangeNanos));
      if (lastMethod != null) {
        s.append(" (last compiled ").append(JitMonitor.display(lastMethod)).append(')');
      }
      if (!steady && !jitQuiet(nowNanos)) {
        s.append(", less than the ").append(seconds(quietWindow(nowNanos))).append(" asked");
      }
    }
    if (anyGrowth) {
      s.append("; resident memory last grew ").append(seconds(nowNanos - lastGrowthNanos))
          .append(" before, to ").append(residentBytes >> 20).append(" MiB");
      if (!steady && !memoryQuiet(nowNanos)) {
        s.append(", less than the ").append(seconds(quietWindow(nowNanos)))
            .append(String.format(Locale.ROOT,
                " asked (" + HEAP_GROWING + ", %.1f us each here)", pageNanos / 1000));
      }
    }
    if (Double.isNaN(lastShift)) {
      if (!steady) {
        s.append("; too few samples in the measurement's batch shape to judge the figure");
      }
    } else {
      s.append(String.format(Locale.ROOT, "; over the last %s the figure moved %+.1f%%",
          seconds(windowNanos), 100 * lastShift));
      if (lastTolerance > MAX_TOLERANCE) {
        s.append(String.format(Locale.ROOT, " and is too noisy to rule out a %.0f%% step",
            100 * MAX_TOLERANCE));
      } else {
        s.append(String.format(Locale.ROOT, " (limit ±%.1f%%)", 100 * lastTolerance));
      }
    }
    return s.toString();
  }

  private double median(double[] a, int from, int to) {
    int n = to - from;
    System.arraycopy(a, from, scratch, 0, n);
    return Select.median(scratch, n);
  }

  private double mad(double[] a, int from, int to, double centre) {
    int n = to - from;
    for (int i = 0; i < n; i++) {
      scratch[i] = abs(a[from + i] - centre);
    }
    return Select.median(scratch, n);
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}
