package dev.vernier.engine.verdict;

import java.util.ArrayList;
import java.util.List;

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
      boolean isReference = b.id().equals(referenceId);
      RunToRunVariation.Estimate stored = isReference ? null
          : variation.of(b.id(), b.higherIsBetter());
      Change c = stored != null
          ? ChangeEstimator.estimate(b.forks(), n.forks(), margin, stored, b.higherIsBetter(),
              best)
          : ChangeEstimator.estimate(b.forks(), n.forks(), margin,
              isReference ? 0 : drift.relative(), b.higherIsBetter());
      String verdict = isReference ? "reference" : c.verdict().label();
      String method = variation == RunToRunVariation.NONE ? null
          : stored != null ? stored.method() : METHOD + ", widened by the drift";
      ComparisonReport.Row row = new ComparisonReport.Row(b.id(), b.unit(), c.baseMedian(),
          c.newMedian(), min(b.forks()), min(n.forks()), c.changePct(), c.ciLowPct(),
          c.ciHighPct(), c.pValue(), verdict, b.allocatedBytesPerOp(), n.allocatedBytesPerOp(),
          b.forks().size(), n.forks().size(),
          isReference ? "drift witness, not judged" : stored != null ? storedNote(stored)
              : c.note(), null, method);
      rows.add(row);
    }
    List<String> onlyInNew = newer.benchmarks().stream().map(MeasuredRun.Benchmark::id)
        .filter(id -> rows.stream().noneMatch(r -> r.id().equals(id))).toList();
    Double geomean = ComparisonReport.geomean(rows.stream()
        .filter(r -> !r.id().equals(referenceId)).toList());
    return new ComparisonReport(ComparisonReport.SCHEMA, base.source(), base.tool(),
        newer.source(), newer.tool(), margin * 100, ChangeEstimator.LEVEL, METHOD,
        best ? ComparisonReport.MIN : ComparisonReport.MEDIAN,
        drift.relative() * 100, drift.witnesses(), referenceId, rows, geomean, onlyInBase,
        onlyInNew, null, null);
  }

  private static String storedNote(RunToRunVariation.Estimate stored) {
    return String.format(java.util.Locale.ROOT,
        "run-to-run variation %.2f%% (sd of ln median) from %d stored runs, %.0f df",
        stored.sdLog() * 100, stored.runs(), stored.df());
  }

  /** The smallest sample of all forks. */
  public static double min(List<double[]> forks) {
    return forks.stream().flatMapToDouble(java.util.Arrays::stream).min().orElse(Double.NaN);
  }

  /** Rows slower than {@code pct} % in time, with a {@code slower} verdict. */
  public static List<ComparisonReport.Row> regressions(ComparisonReport report, double pct) {
    return report.benchmarks().stream()
        .filter(r -> r.verdict().equals("slower") && r.timeChangePct() > pct).toList();
  }
}
