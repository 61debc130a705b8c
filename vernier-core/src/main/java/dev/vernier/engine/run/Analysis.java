package dev.vernier.engine.run;

import dev.vernier.engine.env.Calibration;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.lint.MeasuredTraps;
import dev.vernier.engine.measure.AllocationFigures;
import dev.vernier.engine.measure.AuxCounts;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Counter;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.stats.HierarchicalBootstrap;
import dev.vernier.engine.stats.Interval;
import dev.vernier.engine.stats.LatencyHistograms;
import dev.vernier.engine.stats.MValue;
import dev.vernier.engine.stats.Summary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

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
    return analyse(task, forks, warnings, stopReason, wallNanos, f -> 0);
  }

  /**
   * @param levelStep for each fork, the index of its first kept sample after a step in level
   *     the harness made on purpose (an interleaved side moved to the other core), 0 for none:
   *     the shape warnings judge each stretch on its own level
   */
  public static BenchmarkResult analyse(BenchmarkTask task, List<ForkResult> forks,
      List<Warning> warnings, String stopReason, Long wallNanos,
      ToIntFunction<ForkResult> levelStep) {
    Long wallMillis = wallNanos == null ? null : wallNanos / 1_000_000;
    List<ForkRecord> records = new ArrayList<>();
    List<double[]> samples = new ArrayList<>();
    List<Integer> steps = new ArrayList<>();
    String error = null;
    long totalOps = 0;
    long totalGc = 0;
    long pauseMillis = 0;
    long peakRss = 0;
    Map<String, Long> collections = new LinkedHashMap<>();
    List<Double> allocs = new ArrayList<>();
    List<String> histograms = new ArrayList<>();
    List<Double> forkGHz = new ArrayList<>();
    List<AllocationStability.Fork> allocForks = new ArrayList<>();
    List<double[]> figureSamples = new ArrayList<>();
    List<String> figureHistograms = new ArrayList<>();
    ForkSplit.Decision split = ForkSplit.of(forks.stream().filter(f -> !f.failed()).toList(),
        task.mode(), unit(task.mode()));
    for (ForkResult f : forks) {
      if (f.failed()) {
        error = error == null ? f.error() : error;
        records.add(new ForkRecord(f.pid(), f.samples(), 0, null, 0, 0, 0, null, null, 0, 0,
            f.error()).withPerturbation(f.perturbation()));
        continue;
      }
      ForkMeasurement m = f.measurement();
      AllocationFigures a = m.allocation() == null ? AllocationFigures.UNCALIBRATED : m.allocation();
      Double alloc = a.bytesPerOp(m.allocatedBytes(), m.measuredOps());
      Double warmAlloc = a.warmupTailBytesPerOp();
      if (alloc != null) {
        allocs.add(alloc);
        allocForks.add(new AllocationStability.Fork(f.pid(), alloc, warmAlloc));
      }
      totalOps += m.gcOpsOrMeasured(); // what the GC counters cover
      totalGc += m.gcCount();
      pauseMillis += m.gcTimeMillis();
      peakRss = Math.max(peakRss, f.peakRssBytes());
      Map<String, Long> byCollector = m.gc() == null ? Map.of() : m.gc().collections();
      byCollector.forEach((k, v) -> collections.merge(k, v, Long::sum));
      Calibration clock = new Calibration(m.calibratedGHzBefore(), m.calibratedGHzAfter());
      forkGHz.add(clock.ghz());
      records.add(new ForkRecord(f.pid(), f.samples(), m.opsPerSample(), exactOrRounded(alloc),
          m.gcCount(), m.gcTimeMillis(), f.peakRssBytes(),
          m.jitCompilationsDuringMeasurement() < 0 ? null : m.jitCompilationsDuringMeasurement(),
          clock.ghz(), m.warmupNanos(), m.warmupSamples(), null, m.steadyState(),
          m.warmupStopReason(), m.compiledDuringMeasurement(), m.measurementNanos(),
          m.emptyFloorNanos(), clock.before(), clock.after(),
          a.harnessBytesPerBatch() < 0 ? null : a.harnessBytesPerBatch(),
          exactOrRounded(warmAlloc), exactOrRounded(a.minBatchBytesPerOp(m.opsPerSample())),
          exactOrRounded(a.maxBatchBytesPerOp(m.opsPerSample())),
          byCollector.isEmpty() ? null : byCollector, m.samplesLeftOut(), m.measuredAgain(),
          m.compiledBeforeKeptSamples(), f.wallNanos() == 0 ? null : f.wallNanos(),
          m.beforeNanos() == 0 ? null : m.beforeNanos(),
          m.afterNanos() == 0 ? null : m.afterNanos(), m.harnessCompiledDuringMeasurement(),
          split.inFigure(f) ? null : Boolean.TRUE, counters(m.counters()),
          f.perturbation()));
      double[] forkSamples = f.samples().stream().mapToDouble(Double::doubleValue).toArray();
      histograms.add(m.histogram());
      samples.add(forkSamples);
      steps.add(levelStep.applyAsInt(f));
      if (split.inFigure(f)) {
        figureHistograms.add(m.histogram());
        figureSamples.add(forkSamples);
      }
    }
    var d = task.benchmark();
    String unit = unit(task.mode());
    Identity identity = new Identity(task.id(), d.className(), d.method(), task.params(),
        task.mode(), d.baseline(), Identity.VERNIER, task.threads(), null);
    RunFacts run = new RunFacts(stopReason, wallMillis, null);
    if (error != null || samples.isEmpty()) {
      return BenchmarkResult.failed(identity, unit, error == null ? "no samples" : error,
          new Evidence(records, null, warnings), run);
    }
    List<Warning> all = new ArrayList<>(warnings);
    if (split.split()) {
      all.add(split.warning()); // first: it stands for the distribution's FORKS_DISAGREE
    }
    all.addAll(AllocationStability.check(allocForks));
    Stats stats = figureSamples.isEmpty() ? null : stats(task, figureSamples, figureHistograms);
    Double ghz = Calibration.median(forkGHz); // the forks' clock; null when none calibrated
    if (stats != null) {
      all.addAll(MeasuredTraps.check(d.simpleName() + paramsSuffix(task), task.mode(),
          stats.median(), d.operationsPerInvocation(), ghz,
          forks.stream().filter(split::inFigure).toList()));
    }
    Double gcPer1000 = totalOps == 0 ? null : totalGc * 1000.0 / totalOps;
    Map<String, Double> perCollector = null;
    if (totalOps > 0 && !collections.isEmpty()) {
      perCollector = new LinkedHashMap<>();
      for (Map.Entry<String, Long> e : collections.entrySet()) {
        perCollector.put(e.getKey(), e.getValue() * 1000.0 / totalOps);
      }
    }
    Double cycles = stats == null ? null : Calibration.cyclesPerOp(unit, stats.median(), ghz);
    return new BenchmarkResult(identity, BenchmarkResult.OK, null,
        new TimeFigures(unit, stats, cycles, null, null),
        new MemoryFigures(exactOrRounded(median(allocs)), null, gcPer1000, perCollector,
            pauseMillis, peakRss == 0 ? null : peakRss),
        new Evidence(records, null,
            DistributionWarnings.with(all, samples,
            steps.stream().mapToInt(Integer::intValue).toArray(), stats, task.mode(), unit)),
        run);
  }

  /** The statistics of the forks the figure comes from. */
  private static Stats stats(BenchmarkTask task, List<double[]> samples,
      List<String> histograms) {
    double[] pooled = samples.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
    Summary s = "sample".equals(task.mode()) && histograms.stream().allMatch(h -> h != null)
        ? LatencyHistograms.summary(LatencyHistograms.merge(histograms),
            Math.max(1, task.benchmark().operationsPerInvocation()))
        : Summary.of(pooled);
    Interval ci = HierarchicalBootstrap.medianInterval(samples, CI_LEVEL);
    return new Stats(s.n(), s.min(), s.median(), s.mean(), s.stdDev(), ci.low(), ci.high(),
        CI_LEVEL, s.p90(), s.p99(), MValue.of(pooled), s.p999(), s.max());
  }

  private static String paramsSuffix(BenchmarkTask task) {
    return task.params().isEmpty() ? "" : "[" + task.paramsText() + "]";
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

  /** A fork's {@code @AuxCounters} as the file holds them; null for none. */
  private static Map<String, Counter> counters(AuxCounts c) {
    if (c == null) {
      return null;
    }
    Map<String, Counter> out = new java.util.TreeMap<>();
    c.perSecond().forEach((k, v) -> out.put(k, new Counter(v, Counter.PER_SECOND)));
    c.events().forEach((k, v) -> out.put(k, new Counter(v, Counter.EVENTS)));
    return out;
  }
}
