package dev.vernier.engine.run;

import dev.vernier.engine.env.Calibration;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.lint.MeasuredTraps;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.LatencyHistograms;
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
    return analyse(task, forks, warnings, null, null);
  }

  /**
   * @param stopReason why the schedule ran no more forks
   * @param wallNanos time spent on the benchmark, null when unknown
   */
  public static BenchmarkResult analyse(BenchmarkTask task, List<ForkResult> forks,
      List<Warning> warnings, String stopReason, Long wallNanos) {
    Long wallMillis = wallNanos == null ? null : wallNanos / 1_000_000;
    List<ForkRecord> records = new ArrayList<>();
    List<double[]> samples = new ArrayList<>();
    String error = null;
    long totalOps = 0;
    long totalGc = 0;
    List<Double> allocs = new ArrayList<>();
    List<String> histograms = new ArrayList<>();
    List<Double> forkGHz = new ArrayList<>();
    for (ForkResult f : forks) {
      if (f.failed()) {
        error = error == null ? f.error() : error;
        records.add(new ForkRecord(f.pid(), f.samples(), 0, null, 0, 0, 0, null, null, 0, 0,
            f.error(), null, null, List.of(), 0, null, null, null));
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
      Calibration clock = new Calibration(m.calibratedGHzBefore(), m.calibratedGHzAfter());
      forkGHz.add(clock.ghz());
      records.add(new ForkRecord(f.pid(), f.samples(), m.opsPerSample(), exactOrRounded(alloc),
          m.gcCount(), m.gcTimeMillis(), f.peakRssBytes(),
          m.jitCompilationsDuringMeasurement() < 0 ? null : m.jitCompilationsDuringMeasurement(),
          clock.ghz(), m.warmupNanos(), m.warmupSamples(), null, m.steadyState(),
          m.warmupStopReason(), m.compiledDuringMeasurement(), m.measurementNanos(),
          m.emptyFloorNanos(), clock.before(), clock.after()));
      histograms.add(m.histogram());
      samples.add(f.samples().stream().mapToDouble(Double::doubleValue).toArray());
    }
    var d = task.benchmark();
    String unit = unit(task.mode());
    if (error != null || samples.isEmpty()) {
      return new BenchmarkResult(task.id(), d.className(), d.method(), task.params(), task.mode(),
          unit, d.baseline(), BenchmarkResult.FAILED, error == null ? "no samples" : error, null,
          null, null, null, null, null, null, records, null, warnings, stopReason, wallMillis);
    }
    double[] pooled = samples.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
    Summary s = "sample".equals(task.mode()) && histograms.stream().allMatch(h -> h != null)
        ? LatencyHistograms.summary(LatencyHistograms.merge(histograms),
            Math.max(1, d.operationsPerInvocation()))
        : Summary.of(pooled);
    Interval ci = HierarchicalBootstrap.medianInterval(samples, CI_LEVEL);
    Stats stats = new Stats(s.n(), s.min(), s.median(), s.mean(), s.stdDev(), ci.low(),
        ci.high(), CI_LEVEL, s.p90(), s.p99(), MValue.of(pooled), s.p999(), s.max());
    Double gcPer1000 = totalOps == 0 ? null : totalGc * 1000.0 / totalOps;
    List<Warning> all = new ArrayList<>(warnings);
    all.addAll(MeasuredTraps.check(d.simpleName() + paramsSuffix(task), task.mode(), s.median(),
        d.operationsPerInvocation(), calibratedGHz(records), forks));
    return new BenchmarkResult(task.id(), d.className(), d.method(), task.params(), task.mode(),
        unit, d.baseline(), BenchmarkResult.OK, null, stats, exactOrRounded(median(allocs)),
        gcPer1000, Calibration.cyclesPerOp(unit, s.median(), Calibration.median(forkGHz)), null,
        null, null, records, null, all, stopReason, wallMillis);
  }

  /** The median of the forks' calibrated frequencies; null when none was calibrated. */
  private static Double calibratedGHz(List<ForkRecord> records) {
    List<Double> ghz = new ArrayList<>();
    for (ForkRecord r : records) {
      if (r.calibratedGHz() != null && r.calibratedGHz() > 0) {
        ghz.add(r.calibratedGHz());
      }
    }
    return median(ghz);
  }

  private static String paramsSuffix(BenchmarkTask task) {
    return task.params().isEmpty() ? "" : "[" + task.paramsText() + "]";
  }

  public static String unit(String mode) {
    return "thrpt".equals(mode) ? "ops/s" : "ns/op";
  }

  /** A whole number of bytes when the figure is one (the usual case), else two decimals. */
  static Number exactOrRounded(Double bytes) {
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
