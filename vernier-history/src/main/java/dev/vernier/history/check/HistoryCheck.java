package dev.vernier.history.check;

import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.StudentT;
import dev.vernier.engine.stats.Summary;
import dev.vernier.engine.verdict.RunToRunVariation;
import dev.vernier.history.changepoint.EDivisive;
import dev.vernier.history.store.HistoryException;
import dev.vernier.history.store.HistoryStore;
import dev.vernier.history.store.StoredPoint;
import dev.vernier.history.variation.RunToRunEstimator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code vernier history check}: change points in every benchmark's runs on a branch, one series
 * per benchmark and fingerprint (only like is compared with like), in the order runs were added.
 *
 * <ul>
 *   <li>Inside the history, E-divisive means on ln(median) ({@link EDivisive}): each change with
 *       the medians of the segments on either side, a 99% bootstrap interval of their ratio
 *       (runs resampled within each segment), and the permutation p-value.
 *   <li>The newest run, which E-divisive cannot place a change at (it needs
 *       {@link EDivisive#MIN_SIZE} runs on each side), is judged against the runs since the
 *       last change by their stored run-to-run variation, moderated across the branch's
 *       benchmarks ({@link RunToRunEstimator}): a prediction interval, Student's t at 99%. This
 *       is the pull request's question: did this commit change anything?
 * </ul>
 */
public final class HistoryCheck {
  public static final double LEVEL = 0.99;
  /** The most recent runs of a series that are searched: E-divisive's cost grows as n². */
  public static final int DEFAULT_WINDOW = 1000;

  private HistoryCheck() {}

  private record Key(String id, String fingerprint, boolean throughput) {}

  /**
   * @param since a commit (or its prefix): only changes after the branch's last run of it count
   * @param window how many of each series' most recent runs to search
   */
  public static CheckReport check(HistoryStore store, String branch, String since, int window)
      throws HistoryException {
    return check(store, branch, since, window, false);
  }

  /**
   * @param best judge each run's best sample (minimum time) instead of its median: on a busy
   *     machine the minimum moves far less (noise only adds time); throughput series, whose
   *     best sample is not stored, are then left out
   */
  public static CheckReport check(HistoryStore store, String branch, String since, int window,
      boolean best) throws HistoryException {
    List<Long> runIds = store.runIds(branch);
    if (runIds.isEmpty()) {
      List<String> branches = store.branches();
      throw new HistoryException("no runs on branch '" + branch + "' in "
          + store.url().display() + (branches.isEmpty() ? " (it is empty)"
              : " (branches: " + String.join(", ", branches) + ")"));
    }
    Map<Long, Integer> index = new HashMap<>();
    for (int i = 0; i < runIds.size(); i++) {
      index.put(runIds.get(i), i);
    }
    Map<Key, List<StoredPoint>> series = new LinkedHashMap<>();
    for (StoredPoint p : store.branch(branch)) {
      if (best && (p.unit().startsWith("ops/") || p.min() == null || !(p.min() > 0))) {
        continue;
      }
      series.computeIfAbsent(new Key(p.benchmarkId(), p.fingerprintId(),
          p.unit().startsWith("ops/")), k -> new ArrayList<>()).add(p);
    }
    int sinceIndex = since == null ? -1 : sinceIndex(store, branch, since, runIds, index);

    List<ChangePoint> found = new ArrayList<>();
    Map<String, double[]> references = new LinkedHashMap<>();
    for (Map.Entry<Key, List<StoredPoint>> e : series.entrySet()) {
      List<StoredPoint> points = e.getValue();
      points = points.subList(Math.max(0, points.size() - window), points.size());
      e.setValue(points);
      double[] logs = Arrays.stream(values(points, best)).map(Math::log).toArray();
      List<EDivisive.Split> splits = EDivisive.detect(logs);
      List<Integer> cuts = splits.stream().map(EDivisive.Split::index).toList();
      for (int c = 0; c < splits.size(); c++) {
        int from = c == 0 ? 0 : cuts.get(c - 1);
        int to = c + 1 < cuts.size() ? cuts.get(c + 1) : points.size();
        found.add(segmentChange(e.getKey(), points, from, splits.get(c), to, index, best));
      }
      int start = cuts.isEmpty() ? 0 : cuts.get(cuts.size() - 1);
      if (points.size() - 1 - start >= RunToRunEstimator.MIN_RUNS) {
        references.put(key(e.getKey()), Arrays.copyOfRange(logs, start, logs.length - 1));
      }
    }
    Map<String, RunToRunEstimator.Fit> variation = RunToRunEstimator.fit(references,
        "the runs since the last change on the branch and fingerprint");

    List<CheckReport.Series> checked = new ArrayList<>();
    for (Map.Entry<Key, List<StoredPoint>> e : series.entrySet()) {
      Key k = e.getKey();
      RunToRunEstimator.Fit fit = variation.get(key(k));
      String newest;
      String disturbed = fit == null ? null : disturbed(last(e.getValue()), fit.estimate(), best);
      if (fit == null) {
        newest = "not judged: fewer than " + RunToRunEstimator.MIN_RUNS + " runs before it"
            + " since the last change";
      } else if (disturbed != null) {
        newest = "not judged: " + disturbed;
      } else {
        RunToRunVariation.Estimate v = fit.estimate();
        ChangePoint c = newestRunChange(k, e.getValue(), fit, index, best);
        newest = String.format(Locale.ROOT, "%s: %+.1f%% [%+.1f, %+.1f], p = %.3g, sd %.2f%%"
            + " from %d runs%s, %.0f df", ChangePoint.STORED, c.changePct(), c.ciLow(),
            c.ciHigh(), c.pValue(), v.sdLog() * 100, v.runs(), v.leftOut() == 0 ? ""
                : " (" + v.leftOut() + " far from the others left out)", v.df());
        if (c.pValue() < 1 - LEVEL) {
          found.add(c);
        }
      }
      long count = found.stream().filter(c -> c.id().equals(k.id())
          && c.fingerprint().equals(k.fingerprint())).count();
      checked.add(new CheckReport.Series(k.id(), k.fingerprint(), e.getValue().size(),
          (int) count, newest));
    }
    List<ChangePoint> kept = found.stream().filter(c -> c.index() > sinceIndex)
        .sorted((a, b) -> a.index() != b.index() ? Integer.compare(a.index(), b.index())
            : a.id().compareTo(b.id()))
        .toList();
    return new CheckReport(CheckReport.SCHEMA, store.url().display(), branch, since,
        best ? "min" : "median", runIds.size(), kept, checked);
  }

  private static String key(Key k) {
    return k.id() + "\u0000" + k.fingerprint() + "\u0000" + k.throughput();
  }

  private static int sinceIndex(HistoryStore store, String branch, String since,
      List<Long> runIds, Map<Long, Integer> index) throws HistoryException {
    int last = -1;
    for (StoredPoint p : store.branch(branch)) {
      if (p.commit() != null && p.commit().startsWith(since)) {
        last = Math.max(last, index.get(p.runId()));
      }
    }
    if (last < 0) {
      throw new HistoryException("--since " + since + ": no run on branch '" + branch
          + "' has that commit");
    }
    return last;
  }

  /** Each run's figure: its median, or its best sample. */
  private static double[] values(List<StoredPoint> points, boolean best) {
    return points.stream().mapToDouble(p -> best ? p.min() : p.median()).toArray();
  }

  private static ChangePoint segmentChange(Key k, List<StoredPoint> points, int from,
      EDivisive.Split split, int to, Map<Long, Integer> index, boolean best) {
    double[] before = values(points.subList(from, split.index()), best);
    double[] after = values(points.subList(split.index(), to), best);
    double b = median(before);
    double a = median(after);
    Interval ratio = HierarchicalBootstrap.ratioInterval(List.of(after), List.of(before), LEVEL);
    return change(k, points, split.index(), index, b, a, (ratio.low() - 1) * 100,
        (ratio.high() - 1) * 100, split.pValue(), ChangePoint.E_DIVISIVE, before.length,
        after.length);
  }

  private static StoredPoint last(List<StoredPoint> points) {
    return points.get(points.size() - 1);
  }

  /**
   * Why the newest run is not one the stored variation describes, or null: its forks (separate
   * JVMs) landed further apart than two runs of unchanged code may, as when a busy neighbour
   * slowed one of them all through. Runs recorded without their forks' figures are not checked.
   */
  private static String disturbed(StoredPoint newest, RunToRunVariation.Estimate v,
      boolean best) {
    List<Double> forks = best ? newest.forkMinima() : newest.forkMedians();
    if (forks.size() < 2) {
      return null;
    }
    double hi = forks.stream().mapToDouble(Math::log).max().orElseThrow();
    double lo = forks.stream().mapToDouble(Math::log).min().orElseThrow();
    double allowed = v.allowedLogSpread(LEVEL);
    return hi - lo <= allowed ? null : String.format(Locale.ROOT, "its forks differ by %.1f%%,"
        + " more than two runs of unchanged code (%.1f%%): a disturbed run; run it again",
        Math.expm1(hi - lo) * 100, Math.expm1(allowed) * 100);
  }

  /**
   * The newest run against the runs before it since the last change: ln(new) − their mean has
   * standard error σ·√(1 + 1/k) for the k runs kept.
   */
  private static ChangePoint newestRunChange(Key k, List<StoredPoint> points,
      RunToRunEstimator.Fit fit, Map<Long, Integer> index, boolean best) {
    RunToRunVariation.Estimate v = fit.estimate();
    int last = points.size() - 1;
    double after = values(points.subList(last, last + 1), best)[0];
    double mean = fit.centreLog();
    double d = Math.log(after) - mean;
    double se = Math.max(v.sdLog(), 1e-9) * Math.sqrt(1 + 1.0 / v.runs());
    double t = StudentT.quantile(1 - (1 - LEVEL) / 2, v.df());
    double before = Math.exp(mean); // geometric mean: the centre the variation is about
    return change(k, points, last, index, before, after,
        Math.expm1(d - t * se) * 100, Math.expm1(d + t * se) * 100,
        StudentT.twoSidedP(d / se, v.df()), ChangePoint.STORED, v.runs(), 1);
  }

  private static ChangePoint change(Key k, List<StoredPoint> points, int at,
      Map<Long, Integer> index, double before, double after, double ciLow, double ciHigh,
      double p, String method, int runsBefore, int runsAfter) {
    StoredPoint first = points.get(at);
    String previous = at == 0 ? null : points.get(at - 1).commit();
    boolean slower = k.throughput() ? after < before : after > before;
    return new ChangePoint(k.id(), first.commit(), previous, index.get(first.runId()),
        (after / before - 1) * 100, ciLow, ciHigh, LEVEL, before, after, p, method,
        first.unit(), k.fingerprint(), runsBefore, runsAfter, slower ? "slower" : "faster");
  }

  private static double median(double[] values) {
    double[] s = values.clone();
    Arrays.sort(s);
    return Summary.quantile(s, 0.5);
  }

  /** Change points slower than {@code pct} % in time. */
  public static List<ChangePoint> regressions(CheckReport report, double pct) {
    return report.changePoints().stream()
        .filter(c -> c.direction().equals("slower") && c.timeChangePct() > pct).toList();
  }
}
