package dev.vernier.engine.run;

import dev.vernier.engine.adaptive.ForkObservation;
import dev.vernier.engine.adaptive.ForkSchedule;
import dev.vernier.engine.adaptive.ForkTimes;
import dev.vernier.engine.env.Calibration;
import dev.vernier.engine.env.HostProbe;
import dev.vernier.engine.env.RunEnvironment;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.jmh.JmhRuns;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.profile.BenchmarkProfiler;
import dev.vernier.engine.profile.ProfileRequest;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Measures tasks one after another, each in its own forks, and assembles the result file. What
 * has finished is always available through {@link #partialResult()}, so an interrupted run still
 * writes it.
 */
public final class Runner {
  /** Forks per task with fixed times when the user did not say how many. */
  public static final int DEFAULT_FORKS = 3;
  /** Fewest samples any fork takes, whatever its time: a distribution, not a figure. */
  static final int MIN_SAMPLES = 5;

  private final RunOptions options;
  private final List<Path> classpath;
  private final RunListener listener;
  private final String vernierVersion;
  private final String startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
  private final List<BenchmarkResult> finished = Collections.synchronizedList(new ArrayList<>());
  private volatile Map<String, String> forkEnvironment = Map.of();

  public Runner(RunOptions options, List<Path> classpath, RunListener listener,
      String vernierVersion) {
    this.options = options;
    this.classpath = List.copyOf(classpath);
    this.listener = listener;
    this.vernierVersion = vernierVersion;
  }

  public RunResult run(List<BenchmarkTask> tasks) {
    ForkRunner forks = new ForkRunner(options.java(), options.jvmArgs(), classpath,
        options.forkTimeout());
    for (int i = 0; i < tasks.size(); i++) {
      BenchmarkTask task = tasks.get(i);
      listener.benchmarkStarted(task, i, tasks.size());
      BenchmarkResult r = JmhRuns.row(task, measure(JmhRuns.forks(forks, task), task));
      finished.add(r);
      listener.benchmarkFinished(r);
    }
    return partialResult();
  }

  private BenchmarkResult measure(ForkRunner runner, BenchmarkTask task) {
    boolean inProcess = options.forks() == 0;
    ForkSchedule schedule = schedule(task);
    List<ForkResult> results = new ArrayList<>();
    List<ForkObservation> observed = new ArrayList<>();
    // --profile: each fork profiles its measurement phase into this benchmark's directory
    BenchmarkProfiler profiler =
        options.profile() == null ? null : new BenchmarkProfiler(options.profile());
    ProfileRequest profile = profiler == null ? null : profiler.forBenchmark(task.id());
    long start = System.nanoTime();
    ForkTimes times;
    while ((times = schedule.next(observed, System.nanoTime() - start)) != null) {
      int fork = results.size() + 1;
      int expected = schedule.adaptiveForks() ? 0 : schedule.expectedForks(); // 0: open-ended
      listener.forkStarted(task, fork, expected);
      ForkSpec spec = spec(task, times, profile,
          times.steadyWarmup() ? schedule.warmupDeadline(observed, times) : 0);
      long forkStart = System.nanoTime();
      ForkResult r = inProcess
          ? runner.runInProcess(spec, listener.forFork(task))
          : runner.run(spec, listener.forFork(task));
      long wall = System.nanoTime() - forkStart;
      r = r.withWall(wall);
      results.add(r);
      if (!r.environment().isEmpty() && forkEnvironment.isEmpty()) {
        forkEnvironment = r.environment();
      }
      listener.forkFinished(task, fork, expected, r);
      if (r.failed()) {
        break; // a benchmark that throws will throw again; don't spend the other forks on it
      }
      ForkMeasurement m = r.measurement();
      observed.add(new ForkObservation(
          r.samples().stream().mapToDouble(Double::doubleValue).toArray(), wall,
          m.warmupNanos(), m.measurementNanos(), m.steadyState()));
      if (inProcess) {
        break; // one in-process measurement: a second would run in the same, already warm JVM
      }
    }
    List<Warning> warnings = new ArrayList<>(task.warnings()); // the plan's bytecode lint
    if (inProcess) {
      warnings.add(new Warning("NO_FORK", "warn",
          "measured inside the harness's own JVM: its JIT profile, heap and flags are the"
              + " harness's, not a fresh process's",
          "run with --forks 1 or more"));
    }
    ThreadsOverCores.check(task.threads(), results).ifPresent(warnings::add);
    UnsteadyForks unsteady = UnsteadyForks.of(results);
    Warning ranOut = options.fixedTimes() ? null : unsteady.warning(); // fixed: the user's choice
    if (ranOut != null) {
      warnings.add(ranOut);
    }
    long wall = System.nanoTime() - start;
    String overBudget = options.fixedTimes() ? "" : OverBudget.note(wall,
        options.budget().toNanos(), results);
    BenchmarkResult result = Analysis.analyse(task, results, warnings,
        schedule.reason() + unsteady.note() + overBudget, wall);
    return profiler == null ? result : profiler.attach(result, profile); // --profile
  }

  private ForkSchedule schedule(BenchmarkTask task) {
    boolean singleShot = "ss".equals(task.mode());
    if (options.fixedTimes()) {
      int forks = options.forks() >= 0 ? Math.max(1, options.forks())
          : singleShot ? ForkSchedule.SS_MIN_FORKS : DEFAULT_FORKS;
      Duration warm = options.warmup() != null ? options.warmup() : Duration.ofSeconds(1);
      Duration measure =
          options.measurement() != null ? options.measurement() : Duration.ofSeconds(1);
      return ForkSchedule.fixed(forks, warm.toNanos(), measure.toNanos());
    }
    int forks = options.forks() == 0 ? 1 : options.forks();
    return ForkSchedule.adaptive(options.budget().toNanos(), forks, singleShot,
        options.targetError(), options.sampleTarget().toNanos(), Analysis.CI_LEVEL);
  }

  private ForkSpec spec(BenchmarkTask task, ForkTimes t, ProfileRequest profile,
      long warmupDeadlineNanos) {
    return new ForkSpec(task.benchmark().className(), task.benchmark().method(), task.params(),
        task.mode(), task.benchmark().operationsPerInvocation(), t.maxWarmupNanos(),
        t.measureNanos(), options.sampleTarget().toNanos(), MIN_SAMPLES, t.steadyWarmup(),
        t.minWarmupNanos(), profile, warmupDeadlineNanos, task.benchmark().source(),
        task.threads(), task.benchmark().group());
  }

  /** The result file as it stands: every benchmark finished so far. */
  public RunResult partialResult() {
    List<BenchmarkResult> rows;
    synchronized (finished) {
      rows = new ArrayList<>(finished);
    }
    return new RunResult(RunResult.SCHEMA, vernierVersion, startedAt,
        environment(forkEnvironment, rows), Baselines.withRatios(rows));
  }

  /**
   * The result file's environment: the forks' JVM as a fork reported it, the host, every fork's
   * calibration, and the warnings they raise; also for {@link InterleavedRunner}.
   */
  static Environment environment(Map<String, String> forkEnvironment, List<BenchmarkResult> rows) {
    List<Calibration> clocks = rows.stream().flatMap(r -> r.forks().stream())
        .map(f -> new Calibration(f.calibratedGHzBefore(), f.calibratedGHzAfter())).toList();
    return RunEnvironment.of(forkEnvironment, clocks, HostProbe.local());
  }
}
