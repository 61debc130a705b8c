package dev.vernier.engine.verdict;

import dev.vernier.engine.result.PerturbationDraw;
import dev.vernier.engine.stats.Select;
import dev.vernier.exec.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Builds a {@link ComparisonReport} from two measured runs: see {@link ChangeEstimator}. */
public final class Comparer {
  public static final String METHOD = "hierarchical bootstrap of the ratio of medians (forks,"
      + " then samples), Welch's t-test on fork log-medians";

  private Comparer() {}

  /**
   * @param margin relative equivalence margin (0.02 for ±2%)
   * @param referenceId a benchmark expected unchanged, the drift witness; null for none
   * @throws IllegalArgumentException when the reference is not in both runs
   */
  public static ComparisonReport compare(MeasuredRun base, MeasuredRun newer, double margin,
      String referenceId) {
    return compare(base, newer, margin, referenceId, RunToRunVariation.NONE);
  }

  /**
   * As {@link #compare(MeasuredRun, MeasuredRun, double, String)}, but a benchmark whose
   * run-to-run variation the history knows is judged against it (see
   * {@link ChangeEstimator#estimate(List, List, double, RunToRunVariation.Estimate, boolean)}),
   * and every row says which method it used.
   */
  public static ComparisonReport compare(MeasuredRun base, MeasuredRun newer, double margin,
      String referenceId, RunToRunVariation variation) {
    return compare(base, newer, margin, referenceId, variation, ComparisonReport.MEDIAN);
  }

  /**
   * @param figure {@link ComparisonReport#MEDIAN}, or {@link ComparisonReport#MIN} to judge the
   *     rows with stored variation on each run's best sample (the variation is then the
   *     minima's); rows without it are judged on medians as ever, and say so
   */
  public static ComparisonReport compare(MeasuredRun base, MeasuredRun newer, double margin,
      String referenceId, RunToRunVariation variation, String figure) {
    boolean best = ComparisonReport.MIN.equals(figure);
    Change reference = null;
    if (referenceId != null) {
      MeasuredRun.Benchmark b = base.find(referenceId);
      MeasuredRun.Benchmark n = newer.find(referenceId);
      if (b == null || n == null) {
        throw new IllegalArgumentException("--reference " + referenceId + " is not in "
            + (b == null ? base.source() : newer.source()));
      }
      reference = ChangeEstimator.estimate(b.forks(), n.forks(), margin, 0, b.higherIsBetter());
    }
    Drift drift = Drift.measure(base, newer, referenceId, reference);
    List<ComparisonReport.Row> rows = new ArrayList<>();
    List<String> onlyInBase = new ArrayList<>();
    for (MeasuredRun.Benchmark b : base.benchmarks()) {
      MeasuredRun.Benchmark n = newer.find(b.id());
      if (n == null || !n.unit().equals(b.unit())) {
        onlyInBase.add(b.id());
        continue;
      }
      boolean isReference = referenceId != null && MeasuredRun.sameBenchmark(b.id(), referenceId);
      RunToRunVariation.Estimate stored = isReference ? null
          : variation.of(b.id(), b.higherIsBetter());
      String disturbed = stored == null ? null : disturbed(stored, best, b.higherIsBetter(),
          base.source(), b.forks(), newer.source(), n.forks());
      if (disturbed != null) {
        stored = null;
      }
      Change c = stored != null
          ? ChangeEstimator.estimate(b.forks(), n.forks(), margin, stored, b.higherIsBetter(),
              best)
          : ChangeEstimator.estimate(b.forks(), n.forks(), margin,
              isReference ? 0 : drift.relative(), b.higherIsBetter());
      String verdict = isReference ? "reference" : c.verdict().label();
      String method = variation == RunToRunVariation.NONE ? null
          : stored != null ? stored.method() : METHOD + ", widened by the drift"
              + (disturbed == null ? "" : " (" + disturbed + ")");
      ComparisonReport.Row row = new ComparisonReport.Row(n.id(), b.unit(), c.baseMedian(),
          c.newMedian(), min(b.forks()), min(n.forks()), c.changePct(), c.ciLowPct(),
          c.ciHighPct(), c.pValue(), verdict, b.allocatedBytesPerOp(), n.allocatedBytesPerOp(),
          b.forks().size(), n.forks().size(),
          isReference ? "drift witness, not judged" : stored != null ? storedNote(stored)
              : disturbed != null ? disturbed : c.note(), null, method);
      row = suspected(row.withAllocVerdict(AllocationVerdict.of(bytes(b), bytes(n))), margin);
      rows.add(isReference ? row : survival(row, b, n, c));
    }
    List<String> onlyInNew = newer.benchmarks().stream().map(MeasuredRun.Benchmark::id)
        .filter(id -> rows.stream().noneMatch(r -> r.id().equals(id))).toList();
    Double geomean = ComparisonReport.geomean(rows.stream()
        .filter(r -> referenceId == null || !MeasuredRun.sameBenchmark(r.id(), referenceId))
        .toList());
    return new ComparisonReport(ComparisonReport.SCHEMA, base.source(), base.tool(),
        newer.source(), newer.tool(), margin * 100, ChangeEstimator.LEVEL, METHOD,
        best ? ComparisonReport.MIN : ComparisonReport.MEDIAN,
        drift.relative() * 100, drift.witnesses(), referenceId, rows, geomean, onlyInBase,
        onlyInNew, null, null);
  }

  /**
   * Whether the row's verdict survives perturbation, for two files run with {@code --perturb}
   * under the same seed: fork i of a draw on one side against fork i of the same draw on the
   * other (the same flags, the same layout), the draws as the units ({@link DrawSurvival}). Files
   * whose draws differ are not judged, and the note says why.
   */
  static ComparisonReport.Row survival(ComparisonReport.Row row, MeasuredRun.Benchmark b,
      MeasuredRun.Benchmark n, Change c) {
    if (b.forkDraws() == null || n.forkDraws() == null) {
      return row;
    }
    Map<PerturbationDraw, List<double[]>> newByDraw = new HashMap<>();
    for (int i = 0; i < n.forks().size(); i++) {
      newByDraw.computeIfAbsent(n.forkDraws().get(i), d -> new ArrayList<>()).add(n.forks().get(i));
    }
    Map<PerturbationDraw, Integer> used = new HashMap<>();
    List<Double> ratios = new ArrayList<>();
    List<Integer> draws = new ArrayList<>();
    for (int i = 0; i < b.forks().size(); i++) {
      PerturbationDraw d = b.forkDraws().get(i);
      List<double[]> others = newByDraw.getOrDefault(d, List.of());
      int k = used.merge(d, 1, Integer::sum) - 1;
      if (k < others.size()) {
        ratios.add(median(others.get(k)) / median(b.forks().get(i)));
        draws.add(d.draw());
      }
    }
    if (draws.stream().distinct().count() < 2) {
      return row.withSurvival(null, "survival not judged: the files share fewer than two draws"
          + " (run both with --perturb and the same --perturb-seed)");
    }
    boolean claimed = c.verdict() == Verdict.SLOWER || c.verdict() == Verdict.FASTER;
    DrawSurvival.Outcome o = DrawSurvival.of(ratios.stream().mapToDouble(Double::doubleValue)
        .toArray(), draws.stream().mapToInt(Integer::intValue).toArray(), claimed);
    return row.withSurvival(o.holds(), o.note());
  }

  private static double median(double[] v) {
    return Select.median(v.clone(), v.length);
  }

  private static String storedNote(RunToRunVariation.Estimate stored) {
    return String.format(Locale.ROOT,
        "run-to-run variation %.2f%% (sd of ln figure) from %d stored runs%s, %.0f df",
        stored.sdLog() * 100, stored.runs(), stored.leftOut() == 0 ? ""
            : " (" + stored.leftOut() + " far from the others left out)", stored.df());
  }

  /**
   * Why a side is not a run the stored variation describes, or null: its forks (separate JVMs)
   * landed further apart than two runs of unchanged code may. A busy neighbour that slowed one
   * fork all through moves even its best sample; such a run says nothing the history can judge,
   * so the row falls back to the files alone, whose own spread shows the disturbance.
   */
  static String disturbed(RunToRunVariation.Estimate stored, boolean best,
      boolean higherIsBetter, String baseSource, List<double[]> baseForks, String newSource,
      List<double[]> newForks) {
    double allowed = stored.allowedLogSpread(ChangeEstimator.LEVEL);
    for (int side = 0; side < 2; side++) {
      double spread = ChangeEstimator.forkLogSpread(side == 0 ? baseForks : newForks, best,
          higherIsBetter);
      if (spread > allowed) {
        return String.format(Locale.ROOT, "the forks of %s differ by %.1f%%, more than two runs"
            + " of unchanged code (%.1f%%): a disturbed run, not judged by the stored variation",
            side == 0 ? baseSource : newSource, Math.expm1(spread) * 100,
            Math.expm1(allowed) * 100);
      }
    }
    return null;
  }

  /** The smallest sample of all forks. */
  public static double min(List<double[]> forks) {
    return forks.stream().flatMapToDouble(java.util.Arrays::stream).min().orElse(Double.NaN);
  }

  public static final String SUSPECTED_SLOWER = "suspected-slower";
  public static final String SUSPECTED_FASTER = "suspected-faster";

  /**
   * A row left inconclusive only because its forks cannot rule out the JVM's luck (one fork on
   * a side, or forks that disagree), whose whole interval lies beyond the margin, is a
   * suspected change: a gate must not pass a +576% [+115, +1153] as if nothing were seen.
   */
  static ComparisonReport.Row suspected(ComparisonReport.Row row, double margin) {
    // only a row whose note says why it is inconclusive: one fork, forks that disagree
    if (!row.verdict().equals("inconclusive") || row.note() == null
        || Double.isNaN(row.changeCiLow())) {
      return row;
    }
    double[] time = timeInterval(row);
    double m = margin * 100;
    if (time[0] > m) {
      return row.withVerdict(SUSPECTED_SLOWER, row.note() + ": the whole interval is slower,"
          + " so it is reported as a suspected regression; confirm it with more forks or"
          + " interleaved (run --against)");
    }
    if (time[1] < -m) {
      return row.withVerdict(SUSPECTED_FASTER, row.note() + ": the whole interval is faster;"
          + " confirm it with more forks or interleaved (run --against)");
    }
    return row;
  }

  /** The row's interval as a change in time, in % (throughput rows turned over). */
  static double[] timeInterval(ComparisonReport.Row row) {
    if (!row.unit().startsWith("ops/")) {
      return new double[] {row.changeCiLow(), row.changeCiHigh()};
    }
    return new double[] {(1 / (1 + row.changeCiHigh() / 100) - 1) * 100,
        (1 / (1 + row.changeCiLow() / 100) - 1) * 100};
  }

  private static List<Double> bytes(MeasuredRun.Benchmark b) {
    return b.allocatedBytesPerOp() == null ? null
        : List.of(b.allocatedBytesPerOp().doubleValue());
  }

  /**
   * Rows slower than {@code pct} % in time: a {@code slower} verdict beyond it, or a {@code
   * suspected-slower} one whose whole interval lies beyond it; not a verdict shown not to survive
   * perturbation ({@code --perturb}): that one is a layout effect, not the code.
   */
  public static List<ComparisonReport.Row> regressions(ComparisonReport report, double pct) {
    return report.benchmarks().stream()
        .filter(r -> !Boolean.FALSE.equals(r.survives()))
        .filter(r -> r.verdict().equals("slower") && r.timeChangePct() > pct
            || r.verdict().equals(SUSPECTED_SLOWER) && timeInterval(r)[0] > pct).toList();
  }

  /** Rows whose bytes per op grew beyond {@code pct} %, judged exactly. */
  public static List<ComparisonReport.Row> allocationRegressions(ComparisonReport report,
      double pct) {
    return report.benchmarks().stream().filter(r -> AllocationVerdict.regression(r, pct))
        .toList();
  }
}
