package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.MValue;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.List;

/** Turns the forks of one task into its result row: statistics, counters, failure. */
public final class Analysis {
  public static final double CI_LEVEL = 0.999;

  private Analysis() {}

  public static BenchmarkResult analyse(BenchmarkTask task, List<ForkResult> forks,
      List<Warning> warnings) {
    List<ForkRecord> records = new ArrayList<>();
    List<double[]> samples = new ArrayList<>();
    String error = null;
    long totalOps = 0;
    long totalGc = 0;
    List<Double> allocs = new ArrayList<>();
    for (ForkResult f : forks) {
      if (f.failed()) {
        error = error == null ? f.error() : error;
        records.add(new ForkRecord(f.pid(), f.samples(), 0, null, 0, 0, 0, null, null, 0, 0,
            f.error()));
        continue;
      }
      ForkMeasurement m = f.measurement();
      Double alloc = m.allocatedBytes() < 0 || m.measuredOps() == 0
          ? null : (double) m.allocatedBytes() / m.measuredOps();
      if (alloc != null) {
        allocs.add(alloc);
      }
      totalOps += m.measuredOps();
      totalGc += m.gcCount();
      records.add(new ForkRecord(f.pid(), f.samples(), m.opsPerSample(), exactOrRounded(alloc),
          m.gcCount(), m.gcTimeMillis(), f.peakRssBytes(), null, null, m.warmupNanos(),
          m.warmupSamples(), null));
      samples.add(f.samples().stream().mapToDouble(Double::doubleValue).toArray());
    }
    var d = task.benchmark();
    String unit = unit(task.mode());
    if (error != null || samples.isEmpty()) {
      return new BenchmarkResult(task.id(), d.className(), d.method(), task.params(), task.mode(),
          unit, d.baseline(), BenchmarkResult.FAILED, error == null ? "no samples" : error, null,
          null, null, null, null, null, null, records, null, warnings);
    }
    double[] pooled = samples.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
    Summary s = Summary.of(pooled);
    Interval ci = HierarchicalBootstrap.medianInterval(samples, CI_LEVEL);
    Stats stats = new Stats(s.n(), s.min(), s.median(), s.mean(), s.stdDev(), ci.low(),
        ci.high(), CI_LEVEL, s.p90(), s.p99(), MValue.of(pooled));
    Double gcPer1000 = totalOps == 0 ? null : totalGc * 1000.0 / totalOps;
    return new BenchmarkResult(task.id(), d.className(), d.method(), task.params(), task.mode(),
        unit, d.baseline(), BenchmarkResult.OK, null, stats, exactOrRounded(median(allocs)),
        gcPer1000, null, null, null, null, records, null,
        DistributionWarnings.with(warnings, samples, stats, task.mode(), unit));
  }

  public static String unit(String mode) {
    return "thrpt".equals(mode) ? "ops/s" : "ns/op";
  }

  /** A whole number of bytes when the figure is one (the usual case), else two decimals. */
  public static Number exactOrRounded(Double bytes) {
    if (bytes == null) {
      return null;
    }
    long whole = Math.round(bytes);
    if (Math.abs(bytes - whole) < 0.05) {
      return whole;
    }
    return Math.round(bytes * 100) / 100.0;
  }

  private static Double median(List<Double> values) {
    if (values.isEmpty()) {
      return null;
    }
    double[] a = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return Summary.quantile(a, 0.5);
  }
}
