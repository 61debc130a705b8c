package dev.vernier.engine.verdict;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.vernier.engine.result.RunResult;
import java.util.List;

/**
 * The outcome of {@code vernier compare}, written as schema {@code vernier-compare/1}. Changes are
 * in %, new/base − 1; intervals are at {@code level} and widened by {@code driftPct}.
 *
 * @param figure what each side's change is computed from: {@code median} (the pooled medians)
 *     or {@code min} (interleaved runs: each fork's best sample, as noise only adds time)
 * @param geomeanChangePct geometric mean of the per-benchmark time ratios, − 1, in % (a
 *     throughput row enters as base/new, so negative is faster throughout); null with no rows
 * @param baseRun for an interleaved run, side B's whole result (every fork and sample); null
 *     when comparing files, which hold it already
 * @param newRun likewise for side A
 */
public record ComparisonReport(String schema, String base, String baseTool, String newFile,
    String newTool, double marginPct, double level, String method, String figure,
    double driftPct,
    List<String> driftWitnesses, String reference, List<Row> benchmarks, Double geomeanChangePct,
    List<String> onlyInBase, List<String> onlyInNew,
    @JsonInclude(JsonInclude.Include.NON_NULL) RunResult baseRun,
    @JsonInclude(JsonInclude.Include.NON_NULL) RunResult newRun) {

  public static final String SCHEMA = "vernier-compare/1";
  public static final String MEDIAN = "median";
  public static final String MIN = "min";

  /**
   * One benchmark present in both files.
   *
   * @param pairRatios for an interleaved run only: new/base of each pair of forks, in run order
   * @param allocVerdict {@code more}, {@code fewer} or {@code same} bytes per op, judged exactly
   *     ({@link AllocationVerdict}); null where a side has no figure
   * @param pairs interleaved runs: the pairs the verdict took; null for stored files
   * @param verdictMillis interleaved runs: the wall time the benchmark took to its verdict
   * @param method how this row's interval was computed, where rows may differ ({@code compare
   *     --db}: the stored run-to-run variation where history has enough runs, else the report's
   *     method); null when every row uses the report's
   */
  public record Row(String id, String unit, double baseMedian, double newMedian, double baseMin,
      double newMin, double changePct,
      double changeCiLow, double changeCiHigh, Double pValue, String verdict, Number allocBase,
      Number allocNew, int baseForks, int newForks, String note,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> pairRatios,
      @JsonInclude(JsonInclude.Include.NON_NULL) String method,
      @JsonInclude(JsonInclude.Include.NON_NULL) String allocVerdict,
      @JsonInclude(JsonInclude.Include.NON_NULL) Integer pairs,
      @JsonInclude(JsonInclude.Include.NON_NULL) Long verdictMillis,
      @JsonInclude(JsonInclude.Include.NON_NULL) Boolean survives) {

    public Row(String id, String unit, double baseMedian, double newMedian, double baseMin,
        double newMin, double changePct, double changeCiLow, double changeCiHigh, Double pValue,
        String verdict, Number allocBase, Number allocNew, int baseForks, int newForks,
        String note, List<Double> pairRatios, String method, String allocVerdict, Integer pairs,
        Long verdictMillis) {
      this(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, verdict, allocBase, allocNew, baseForks, newForks, note,
          pairRatios, method, allocVerdict, pairs, verdictMillis, null);
    }

    /** A row without an allocation verdict or interleaved timing (older call sites). */
    public Row(String id, String unit, double baseMedian, double newMedian, double baseMin,
        double newMin, double changePct, double changeCiLow, double changeCiHigh, Double pValue,
        String verdict, Number allocBase, Number allocNew, int baseForks, int newForks,
        String note, List<Double> pairRatios, String method) {
      this(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, verdict, allocBase, allocNew, baseForks, newForks, note,
          pairRatios, method, null, null, null);
    }

    /** The same row with its bytes-per-op verdict ({@link AllocationVerdict}). */
    public Row withAllocVerdict(String v) {
      return new Row(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, verdict, allocBase, allocNew, baseForks, newForks, note,
          pairRatios, method, v, pairs, verdictMillis, survives);
    }

    /** The same row with another time verdict and note (a suspected change). */
    public Row withVerdict(String v, String why) {
      return new Row(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, v, allocBase, allocNew, baseForks, newForks, why, pairRatios,
          method, allocVerdict, pairs, verdictMillis, survives);
    }

    /** The same row with how many pairs its interleaved verdict took, and how long. */
    public Row withTiming(int pairCount, long millis) {
      return new Row(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, verdict, allocBase, allocNew, baseForks, newForks, note,
          pairRatios, method, allocVerdict, pairCount, millis, survives);
    }

    /**
     * The same row with whether its verdict survives perturbation ({@code --perturb}) and the
     * note that says under which draws it holds.
     */
    public Row withSurvival(Boolean holds, String why) {
      String n = why == null ? note : note == null ? why : note + "; " + why;
      return new Row(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, verdict, allocBase, allocNew, baseForks, newForks, n,
          pairRatios, method, allocVerdict, pairs, verdictMillis, holds);
    }

    /** A row computed by the report's method. */
    public Row(String id, String unit, double baseMedian, double newMedian, double baseMin,
        double newMin, double changePct, double changeCiLow, double changeCiHigh, Double pValue,
        String verdict, Number allocBase, Number allocNew, int baseForks, int newForks,
        String note, List<Double> pairRatios) {
      this(id, unit, baseMedian, newMedian, baseMin, newMin, changePct, changeCiLow,
          changeCiHigh, pValue, verdict, allocBase, allocNew, baseForks, newForks, note,
          pairRatios, null);
    }

    /**
     * The figure this row was judged on: the report's, except that a row of a {@code min}
     * report that had no stored variation was judged on medians (its method says so).
     */
    public String figure(String reportFigure) {
      boolean fellBack = method != null && !method.startsWith("stored");
      return MIN.equals(reportFigure) && !fellBack ? MIN : MEDIAN;
    }

    /** The change in time, in %: for throughput rows base/new − 1. */
    public double timeChangePct() {
      return unit.startsWith("ops/") ? (baseMedian / newMedian - 1) * 100 : changePct;
    }
  }

  /** exp(mean ln(1 + time change)) − 1, in %, over the rows; null for none. */
  public static Double geomean(List<Row> rows) {
    if (rows.isEmpty()) {
      return null;
    }
    double sum = rows.stream().mapToDouble(r -> Math.log1p(r.timeChangePct() / 100)).sum();
    return Math.expm1(sum / rows.size()) * 100;
  }

  public long count(String verdict) {
    return benchmarks.stream().filter(r -> r.verdict().equals(verdict)).count();
  }
}
