package dev.vernier.engine.run;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import java.util.ArrayList;
import java.util.List;

/**
 * Fills in each row's ratio to its class's baseline with the same parameters: the median over
 * the baseline's median, with a hierarchical-bootstrap interval of that ratio, and the bytes per
 * op over the baseline's.
 */
public final class Baselines {
  private Baselines() {}

  public static List<BenchmarkResult> withRatios(List<BenchmarkResult> rows) {
    List<BenchmarkResult> out = new ArrayList<>();
    for (BenchmarkResult r : rows) {
      BenchmarkResult base = baselineOf(r, rows);
      if (base == null || !r.hasFigure() || !base.hasFigure()) {
        out.add(r);
        continue;
      }
      double ratio = r.time().stats().median() / base.time().stats().median();
      Interval ci = HierarchicalBootstrap.ratioInterval(samples(r), samples(base),
          Analysis.CI_LEVEL);
      out.add(r.withTime(r.time().withRatio(new TimeFigures.Ratio(ratio, ci.low(), ci.high())))
          .withMemory(r.memory().withAllocRatio(allocRatio(r, base))));
    }
    return out;
  }

  /** Bytes per op over the baseline's, as BenchmarkDotNet's Alloc Ratio; null when it has none. */
  static Double allocRatio(BenchmarkResult r, BenchmarkResult base) {
    Number a = r.memory().allocatedBytesPerOp();
    Number b = base.memory().allocatedBytesPerOp();
    if (a == null || b == null || b.doubleValue() == 0) {
      return null;
    }
    return a.doubleValue() / b.doubleValue();
  }

  private static BenchmarkResult baselineOf(BenchmarkResult r, List<BenchmarkResult> rows) {
    for (BenchmarkResult c : rows) {
      if (c.identity().baseline() && c.identity().rivals().equals(r.identity().rivals())) {
        return c;
      }
    }
    return null;
  }

  private static List<double[]> samples(BenchmarkResult r) {
    List<double[]> out = new ArrayList<>();
    for (ForkRecord f : r.evidence().forks()) {
      if (f.error() == null && f.inFigure() && !f.samples().isEmpty()) {
        out.add(f.samples().stream().mapToDouble(Double::doubleValue).toArray());
      }
    }
    return out;
  }
}
