package dev.vernier.engine.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Decides when warm-up has reached the JIT's steady state, from what can be observed: the JIT has
 * stopped finishing compilations, and the per-sample figure has stopped trending.
 *
 * <p>Both are needed. A quiet JIT alone is fooled by the pause between a method's tier-3 (C1 with
 * profiling) compile and its tier-4 (C2) compile while the profile counters fill; a flat figure
 * alone is fooled by a benchmark that runs at C1 speed until C2 lands. The quiet window grows with
 * the warm-up (a quarter of it, at least 200 ms): the longer compilation took to settle, the
 * longer the silence asked for.
 *
 * <p>The trend test fits a least-squares line to the samples of that same recent window (after
 * the JIT's last change; values beyond 3 MADs clipped, so a GC pause does not tilt it) and
 * extrapolates it over the coming measurement: the figure is flat when the predicted drift is
 * within the larger of 2% and three standard errors of that prediction, so that a noisy benchmark
 * is not warmed forever, while a slow drift (10% a second) is caught even in a short window.
 */
public final class SteadyState {
  static final long MIN_QUIET_NANOS = 200_000_000L;
  static final double QUIET_SHARE = 0.25;
  static final int MIN_WINDOW = 10;
  static final double MIN_TOLERANCE = 0.02;

  private final long horizonNanos;
  private final List<double[]> samples = new ArrayList<>(); // {atNanos, value}
  private long lastActivity = Long.MIN_VALUE;
  private long lastChangeNanos;
  private int firstAfterChange;
  private String lastMethod;
  private double lastDrift = Double.NaN;

  /** @param horizonNanos how long the measurement that follows will run */
  public SteadyState(long horizonNanos) {
    this.horizonNanos = horizonNanos;
  }

  /** Records a sample that ended at {@code atNanos} after warm-up began. */
  public void add(long atNanos, double value, long jitActivity, String lastCompiled) {
    if (jitActivity != lastActivity) { // the first sample counts as a change: nothing is known yet
      lastChangeNanos = atNanos;
      firstAfterChange = samples.size() + 1; // this sample ran while the JIT was busy
      lastActivity = jitActivity;
      lastMethod = lastCompiled;
    }
    samples.add(new double[] {atNanos, value});
  }

  /** True once the JIT has been quiet long enough and the newest samples show no trend. */
  public boolean steady(long nowNanos) {
    return jitQuiet(nowNanos) && flat(nowNanos);
  }

  private long window(long nowNanos) {
    return Math.max(MIN_QUIET_NANOS, (long) (QUIET_SHARE * nowNanos));
  }

  boolean jitQuiet(long nowNanos) {
    return nowNanos - lastChangeNanos >= window(nowNanos);
  }

  boolean flat(long nowNanos) {
    long from = nowNanos - window(nowNanos);
    int first = samples.size();
    while (first > firstAfterChange && samples.get(first - 1)[0] > from) {
      first--;
    }
    int n = samples.size() - first;
    if (n < MIN_WINDOW) {
      lastDrift = Double.NaN;
      return false;
    }
    double[] t = new double[n];
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      t[i] = samples.get(first + i)[0];
      v[i] = samples.get(first + i)[1];
    }
    double centre = median(v);
    double spread = 1.4826 * mad(v);
    for (int i = 0; i < n; i++) { // clip outliers: one GC pause must not tilt the line
      v[i] = Math.max(centre - 3 * spread, Math.min(centre + 3 * spread, v[i]));
    }
    Fit fit = Fit.of(t, v);
    double horizon = Math.max(horizonNanos, t[n - 1] - t[0]);
    lastDrift = fit.slope * horizon / Math.abs(centre);
    double predictionError = 3 * fit.slopeError * horizon / Math.abs(centre);
    return Math.abs(lastDrift) <= Math.max(MIN_TOLERANCE, predictionError);
  }

  /** A least-squares line and the standard error of its slope. */
  private record Fit(double slope, double slopeError) {
    static Fit of(double[] t, double[] v) {
      int n = t.length;
      double mt = 0;
      double mv = 0;
      for (int i = 0; i < n; i++) {
        mt += t[i];
        mv += v[i];
      }
      mt /= n;
      mv /= n;
      double stt = 0;
      double stv = 0;
      for (int i = 0; i < n; i++) {
        stt += (t[i] - mt) * (t[i] - mt);
        stv += (t[i] - mt) * (v[i] - mv);
      }
      if (stt == 0) {
        return new Fit(0, Double.POSITIVE_INFINITY);
      }
      double slope = stv / stt;
      double rss = 0;
      for (int i = 0; i < n; i++) {
        double r = v[i] - mv - slope * (t[i] - mt);
        rss += r * r;
      }
      return new Fit(slope, Math.sqrt(rss / Math.max(1, n - 2) / stt));
    }
  }

  /** Why warm-up stopped, in words, for the result file. */
  public String describe(long nowNanos, boolean steady) {
    String head = steady ? "steady after " : "not steady when the warm-up limit ran out at ";
    StringBuilder s = new StringBuilder(head).append(seconds(nowNanos));
    s.append("; JIT quiet for ").append(seconds(nowNanos - lastChangeNanos));
    if (lastMethod != null) {
      s.append(" (last compiled ").append(lastMethod).append(')');
    }
    if (!Double.isNaN(lastDrift)) {
      s.append(String.format(Locale.ROOT, "; recent trend %+.1f%% over the measurement",
          100 * lastDrift));
    } else if (!steady) {
      s.append("; too few samples since the JIT's last change to judge a trend");
    }
    return s.toString();
  }

  private static double median(double[] a) {
    double[] s = a.clone();
    Arrays.sort(s);
    int mid = s.length / 2;
    return s.length % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  }

  private static double mad(double[] a) {
    double m = median(a);
    double[] dev = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      dev[i] = Math.abs(a[i] - m);
    }
    return median(dev);
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
  }
}
