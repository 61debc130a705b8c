package dev.vernier.engine.run;

import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Measures tasks one after another, each in its own forks, and assembles the result file. What
 * has finished is always available through {@link #partialResult()}, so an interrupted run still
 * writes it.
 */
public final class Runner {
  /** Forks per task when the user did not say: enough to see between-process variance. */
  public static final int DEFAULT_FORKS = 3;
  /** Single-shot mode takes one sample per fork, so it needs more of them. */
  public static final int DEFAULT_SS_FORKS = 10;
  private static final int MIN_SAMPLES = 5;

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
      BenchmarkResult r = measure(forks, task);
      finished.add(r);
      listener.benchmarkFinished(r);
    }
    return partialResult();
  }

  private BenchmarkResult measure(ForkRunner runner, BenchmarkTask task) {
    int n = forksFor(task);
    boolean inProcess = n == 0;
    List<ForkResult> results = new ArrayList<>();
    ForkSpec spec = new ForkSpec(task.benchmark().className(), task.benchmark().method(),
        task.params(), task.mode(), task.benchmark().operationsPerInvocation(),
        options.warmup().toNanos(), options.measurement().toNanos(),
        options.sampleTarget().toNanos(), MIN_SAMPLES);
    for (int f = 0; f < Math.max(1, n); f++) {
      listener.forkStarted(task, f + 1, Math.max(1, n));
      ForkResult r = inProcess
          ? runner.runInProcess(spec, (phase, v, ops) -> listener.sample(task, phase, v))
          : runner.run(spec, (phase, v, ops) -> listener.sample(task, phase, v));
      results.add(r);
      if (!r.environment().isEmpty() && forkEnvironment.isEmpty()) {
        forkEnvironment = r.environment();
      }
      listener.forkFinished(task, f + 1, Math.max(1, n), r);
      if (r.failed()) {
        break; // a benchmark that throws will throw again; don't spend the other forks on it
      }
    }
    List<Warning> warnings = new ArrayList<>();
    if (inProcess) {
      warnings.add(new Warning("NO_FORK", "warn",
          "measured inside the harness's own JVM: its JIT profile, heap and flags are the"
              + " harness's, not a fresh process's",
          "run with --forks 1 or more"));
    }
    return Analysis.analyse(task, results, warnings);
  }

  private int forksFor(BenchmarkTask task) {
    if (options.forks() >= 0) {
      return options.forks();
    }
    return "ss".equals(task.mode()) ? DEFAULT_SS_FORKS : DEFAULT_FORKS;
  }

  /** The result file as it stands: every benchmark finished so far. */
  public RunResult partialResult() {
    List<BenchmarkResult> rows;
    synchronized (finished) {
      rows = new ArrayList<>(finished);
    }
    return new RunResult(RunResult.SCHEMA, vernierVersion, startedAt,
        environment(forkEnvironment), Baselines.withRatios(rows));
  }

  /** The result file's environment from what a fork reported; also for InterleavedRunner. */
  static Environment environment(Map<String, String> e) {
    Environment.Jvm jvm = new Environment.Jvm(e.get("vendor"), e.get("version"), e.get("vmName"),
        lines(e.get("inputArguments")), lines(e.get("gc")),
        Boolean.parseBoolean(e.get("compilerBlackholes")), e.get("javaHome"),
        e.containsKey("maxHeapBytes") ? Long.valueOf(e.get("maxHeapBytes")) : null);
    return new Environment(jvm, HostInfo.os(), HostInfo.cpu(), List.of());
  }

  private static List<String> lines(String s) {
    return s == null || s.isEmpty() ? List.of() : Arrays.asList(s.split("\n"));
  }
}
