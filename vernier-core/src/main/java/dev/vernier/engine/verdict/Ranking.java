package dev.vernier.engine.verdict;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.TimeFigures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ranks the rows of one run that measure alternatives to each other (same class, parameters and
 * mode), and only as far as their intervals allow. Rows are sorted fastest first; a row opens a
 * new rank only when its interval lies wholly beyond the interval of every row of the current
 * rank, otherwise it joins that rank. So two rows in different ranks always have disjoint 99.9%
 * intervals, and a chain of overlapping rows stays one rank: Vernier never orders two rows whose
 * intervals overlap. A shared rank is printed with {@code ≈}.
 */
public final class Ranking {
  public static final String TIED = "≈";

  private Ranking() {}

  /** A row's place: {@code position} 1 is fastest; {@code tied} when it shares it. */
  public record Place(int position, boolean tied) {
    public String label() {
      return (tied ? TIED : "") + position;
    }
  }

  /** One label per row, in the rows' order: "1", "2", "≈2"; "-" for a row with no rivals. */
  public static List<String> labels(List<BenchmarkResult> rows) {
    return recorded(rows).stream().map(p -> p == null ? "-" : p.label()).toList();
  }

  /**
   * One place per row (null without rivals): as the rows carry them when they do (a result
   * file written since ranks were recorded), else computed now ({@link #places}).
   */
  public static List<Place> recorded(List<BenchmarkResult> rows) {
    if (rows.stream().noneMatch(r -> r.time().rank() != null)) {
      return places(rows);
    }
    return rows.stream().map(r -> r.time().rank() == null ? null
        : new Place(r.time().rank().place(), r.time().rank().tied())).toList();
  }

  /** The run with each row's rank and tie recorded (the result file's {@code rank} fields). */
  public static RunResult attach(RunResult run) {
    List<Place> places = places(run.benchmarks());
    List<BenchmarkResult> rows = new ArrayList<>();
    for (int i = 0; i < places.size(); i++) {
      Place p = places.get(i);
      BenchmarkResult r = run.benchmarks().get(i);
      rows.add(r.withTime(r.time().withRank(p == null ? null
          : new TimeFigures.Rank(p.position(), p.tied()))));
    }
    return run.withBenchmarks(rows);
  }

  /** One place per row, in the rows' order; null for a row with no rivals. */
  public static List<Place> places(List<BenchmarkResult> rows) {
    Place[] out = new Place[rows.size()];
    Map<List<Object>, List<Integer>> groups = new LinkedHashMap<>();
    for (int i = 0; i < rows.size(); i++) {
      BenchmarkResult r = rows.get(i);
      // a JMH group's rows are parts of one run (the group, each method), not rivals
      if (r.ok() && r.time().stats() != null && r.identity().group() == null) {
        groups.computeIfAbsent(r.identity().rivals(), k -> new ArrayList<>()).add(i);
      }
    }
    for (List<Integer> group : groups.values()) {
      if (group.size() >= 2) {
        rank(rows, group, out);
      }
    }
    return Arrays.asList(out);
  }

  private static void rank(List<BenchmarkResult> rows, List<Integer> group, Place[] out) {
    boolean higherIsBetter = "thrpt".equals(rows.get(group.get(0)).identity().mode());
    // Work in "time-like" orientation: smaller is better.
    Comparator<Integer> byMedian = Comparator.comparingDouble(i -> key(rows.get(i), higherIsBetter,
        0));
    List<Integer> sorted = new ArrayList<>(group);
    sorted.sort(byMedian);
    List<List<Integer>> ranks = new ArrayList<>();
    double currentHigh = Double.NEGATIVE_INFINITY;
    for (int i : sorted) {
      BenchmarkResult r = rows.get(i);
      double low = key(r, higherIsBetter, -1);
      double high = key(r, higherIsBetter, 1);
      if (ranks.isEmpty() || low > currentHigh) {
        ranks.add(new ArrayList<>());
        currentHigh = high;
      } else {
        currentHigh = Math.max(currentHigh, high);
      }
      ranks.get(ranks.size() - 1).add(i);
    }
    for (int k = 0; k < ranks.size(); k++) {
      List<Integer> members = ranks.get(k);
      for (int i : members) {
        out[i] = new Place(k + 1, members.size() > 1);
      }
    }
  }

  /** The median (side 0) or an end of its interval, oriented so smaller is better. */
  private static double key(BenchmarkResult r, boolean higherIsBetter, int side) {
    var s = r.time().stats();
    if (higherIsBetter) {
      return side == 0 ? -s.median() : side < 0 ? -s.ciHigh() : -s.ciLow();
    }
    return side == 0 ? s.median() : side < 0 ? s.ciLow() : s.ciHigh();
  }
}
