package dev.vernier.engine.verdict;

import java.util.List;

/**
 * The outcome of {@code vernier compare}, written as schema {@code vernier-compare/1}. Changes are
 * in %, new/base − 1; intervals are at {@code level} and widened by {@code driftPct}.
 *
 * @param geomeanChangePct geometric mean of the per-benchmark time ratios, − 1, in % (a
 *     throughput row enters as base/new, so negative is faster throughout); null with no rows
 */
public record ComparisonReport(String schema, String base, String baseTool, String newFile,
    String newTool, double marginPct, double level, String method, double driftPct,
    List<String> driftWitnesses, String reference, List<Row> benchmarks, Double geomeanChangePct,
    List<String> onlyInBase, List<String> onlyInNew) {

  public static final String SCHEMA = "vernier-compare/1";

  /** One benchmark present in both files. */
  public record Row(String id, String unit, double baseMedian, double newMedian, double changePct,
      double changeCiLow, double changeCiHigh, Double pValue, String verdict, Number allocBase,
      Number allocNew, int baseForks, int newForks, String note) {

    /** The change in time, in %: for throughput rows base/new − 1. */
    public double timeChangePct() {
      return unit.startsWith("ops/") ? (baseMedian / newMedian - 1) * 100 : changePct;
    }
  }

  public long count(String verdict) {
    return benchmarks.stream().filter(r -> r.verdict().equals(verdict)).count();
  }
}
