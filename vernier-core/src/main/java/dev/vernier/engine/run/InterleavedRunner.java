package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.verdict.Change;
import dev.vernier.engine.verdict.ChangeEstimator;
import dev.vernier.engine.verdict.Comparer;
import dev.vernier.engine.verdict.ComparisonReport;
import dev.vernier.engine.verdict.PairedEstimator;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Interleaved A/B in one run: for each benchmark, forks of A (the classpath and java under test)
 * and of B (the one to compare against) take turns, in the order A B, B A, A B, … Two stored
 * runs are separated by time and the machine drifts between them; forks run back to back share
 * the machine's state, so pair k (A's fork k, B's fork k) gives a ratio in which the drift
 * cancels, and the A B / B A alternation cancels a steady trend as well. {@link PairedEstimator}
 * turns the pairs into a change with its interval and a verdict.
 */
public final class InterleavedRunner {
  /**
   * Pairs per benchmark when the user did not say. Measured on this project's machine (quiet,
   * a real 5% difference): 6 pairs found it in 7 of 10 runs, 10 pairs in 9 of 10, with no
   * wrong direction and no A/A claim either way; each run of 10 pairs takes about 45 s.
   */
  public static final int DEFAULT_PAIRS = 10;

  /** One side: what it is called in reports, its classpath and its java. */
  public record Side(String label, List<Path> classpath, Path java) {}

  /** Both sides' result files and their paired comparison (A is "new", B is "base"). */
  public record Outcome(RunResult a, RunResult b, ComparisonReport comparison) {}

  private final RunOptions options;
  private final Side a;
  private final Side b;
  private final RunListener listener;
  private final String vernierVersion;
  private final double margin;

  public InterleavedRunner(RunOptions options, Side a, Side b, RunListener listener,
      String vernierVersion, double margin) {
    this.options = options;
    this.a = a;
    this.b = b;
    this.listener = listener;
    this.vernierVersion = vernierVersion;
    this.margin = margin;
  }

  public Outcome run(List<BenchmarkTask> tasks) {
    String startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    ForkRunner runA = new ForkRunner(a.java(), options.jvmArgs(), a.classpath(),
        options.forkTimeout());
    ForkRunner runB = new ForkRunner(b.java(), options.jvmArgs(), b.classpath(),
        options.forkTimeout());
    List<BenchmarkResult> rowsA = new ArrayList<>();
    List<BenchmarkResult> rowsB = new ArrayList<>();
    List<ComparisonReport.Row> rows = new ArrayList<>();
    Map<String, String> envA = Map.of();
    Map<String, String> envB = Map.of();
    for (int i = 0; i < tasks.size(); i++) {
      BenchmarkTask task = tasks.get(i);
      listener.benchmarkStarted(task, i, tasks.size());
      int pairs = options.forks() > 0 ? options.forks() : DEFAULT_PAIRS;
      List<ForkResult> forksA = new ArrayList<>();
      List<ForkResult> forksB = new ArrayList<>();
      ForkSpec spec = spec(task, pairs);
      int started = 0;
      for (int k = 0; k < pairs; k++) {
        boolean aFirst = k % 2 == 0;
        for (boolean sideA : new boolean[] {aFirst, !aFirst}) {
          listener.forkStarted(task, ++started, 2 * pairs);
          ForkResult r = (sideA ? runA : runB).run(spec, listener.forFork(task));
          listener.forkFinished(task, started, 2 * pairs, r);
          (sideA ? forksA : forksB).add(r);
        }
        if (forksA.get(k).failed() || forksB.get(k).failed()) {
          break; // a benchmark that throws will throw again
        }
      }
      envA = envA.isEmpty() ? forksA.get(0).environment() : envA;
      envB = envB.isEmpty() ? forksB.get(0).environment() : envB;
      BenchmarkResult ra = Analysis.analyse(task, forksA, List.of());
      BenchmarkResult rb = Analysis.analyse(task, forksB, List.of());
      rowsA.add(ra);
      rowsB.add(rb);
      listener.benchmarkFinished(ra);
      if (ra.ok() && rb.ok()) {
        rows.add(row(ra, rb, samples(forksA), samples(forksB)));
      }
    }
    RunResult resultA = new RunResult(RunResult.SCHEMA, vernierVersion, startedAt,
        Runner.environment(envA, rowsA), Baselines.withRatios(rowsA));
    RunResult resultB = new RunResult(RunResult.SCHEMA, vernierVersion, startedAt,
        Runner.environment(envB, rowsB), Baselines.withRatios(rowsB));
    ComparisonReport report = new ComparisonReport(ComparisonReport.SCHEMA, b.label(),
        "vernier " + vernierVersion, a.label(), "vernier " + vernierVersion, margin * 100,
        ChangeEstimator.LEVEL, "interleaved forks (A B, B A, ...), paired t-test on the"
            + " log-ratios of fork minima", ComparisonReport.MIN, 0,
        List.of("interleaved: pairs of forks ran back to back, so drift cancels in each ratio"),
        null, rows, ComparisonReport.geomean(rows), List.of(), List.of(), resultB, resultA);
    return new Outcome(resultA, resultB, report);
  }

  /**
   * Fixed times when asked for ({@code --warmup}, {@code --time}); otherwise each fork warms to
   * steady state (0.5 s to its share of the budget, at least 1 s) and measures its share (at
   * least 1 s): every pair must be measured alike, so the schedule does not adapt here.
   */
  private ForkSpec spec(BenchmarkTask task, int pairs) {
    long warmMax;
    long warmMin;
    long measure;
    boolean steady = !options.fixedTimes();
    if (steady) {
      long share = options.budget().toNanos() / (2L * pairs);
      warmMax = Math.max(SECOND, share * 40 / 100);
      warmMin = SECOND / 2;
      measure = Math.max(SECOND, share * 45 / 100);
    } else {
      warmMax = options.warmup() != null ? options.warmup().toNanos() : SECOND;
      warmMin = 0;
      measure = options.measurement() != null ? options.measurement().toNanos() : SECOND;
    }
    return new ForkSpec(task.benchmark().className(), task.benchmark().method(), task.params(),
        task.mode(), task.benchmark().operationsPerInvocation(), warmMax, measure,
        options.sampleTarget().toNanos(), Runner.MIN_SAMPLES, steady, warmMin, null, 0,
        task.benchmark().source(), task.threads(), task.benchmark().group());
  }

  private static final long SECOND = 1_000_000_000L;

  private ComparisonReport.Row row(BenchmarkResult ra, BenchmarkResult rb, List<double[]> sa,
      List<double[]> sb) {
    boolean thrpt = "thrpt".equals(ra.mode());
    Change c = PairedEstimator.estimate(sa, sb, margin, thrpt);
    List<Double> ratios = Arrays.stream(PairedEstimator.pairRatios(sa, sb, thrpt)).boxed()
        .toList();
    return new ComparisonReport.Row(ra.id(), ra.unit(), c.baseMedian(), c.newMedian(),
        Comparer.min(sb), Comparer.min(sa),
        c.changePct(), c.ciLowPct(), c.ciHighPct(), c.pValue(), c.verdict().label(),
        rb.allocatedBytesPerOp(), ra.allocatedBytesPerOp(), sb.size(), sa.size(), c.note(),
        ratios);
  }

  private static List<double[]> samples(List<ForkResult> forks) {
    return forks.stream().filter(f -> !f.failed())
        .map(f -> f.samples().stream().mapToDouble(Double::doubleValue).toArray()).toList();
  }
}
