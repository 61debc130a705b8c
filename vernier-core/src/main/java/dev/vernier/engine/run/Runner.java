package dev.vernier.engine.run;

import dev.vernier.engine.env.Calibration;
import dev.vernier.engine.env.HostProbe;
import dev.vernier.engine.env.RunEnvironment;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.perturb.Perturbation;
import dev.vernier.engine.result.PerturbationSetting;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.RunResult;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Measures tasks in their own forks, one task after another or (--round-robin) a fork of each in
 * turn, and assembles the result file. What has been measured is always available through
 * {@link #partialResult()}, so an interrupted run still writes it.
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
  private final Map<Integer, BenchmarkResult> finished = new TreeMap<>(); // by task, guarded
  private volatile List<TaskForks> all = List.of();
  private volatile boolean stopped;
  private volatile HeapPolicy.HeapDecision heap;

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
    HostProbe host = HostProbe.local();
    heap = options.forks() == 0 ? null // in process: no fork to give a heap
        : options.heapPolicy().decide(host.pageTouchNanos(), host.transparentHugePages());
    List<TaskForks> made = new ArrayList<>();
    for (int i = 0; i < tasks.size(); i++) {
      made.add(new TaskForks(tasks.get(i), i, options, forks, listener, heap));
    }
    all = List.copyOf(made);
    if (options.roundRobin()) {
      roundRobin(tasks.size());
    } else {
      for (TaskForks t : all) {
        if (stopped) {
          break;
        }
        listener.benchmarkStarted(t.task(), t.index(), tasks.size());
        while (!stopped && t.wantsFork()) {
          t.runFork();
        }
        finish(t);
      }
    }
    return partialResult();
  }

  /**
   * Forks take turns: one fork of each benchmark that still needs one, then the next round, so
   * that every benchmark's forks are spread over the whole run and see the same machine states
   * (a machine that drifts over minutes moves all rows alike instead of the ones measured then).
   */
  private void roundRobin(int total) {
    List<TaskForks> left;
    while (!stopped && !(left = unfinished()).isEmpty()) {
      for (TaskForks t : left) {
        if (stopped) {
          return;
        } else if (t.wantsFork()) {
          listener.benchmarkStarted(t.task(), t.index(), total);
          t.runFork();
        } else {
          finish(t);
        }
      }
    }
  }

  /**
   * Stops the run (Ctrl-C), before its forks are killed: a fork killed now fails because it was
   * killed, so no benchmark is finished after this; {@link #partialResult()} writes them as
   * interrupted, from the forks that measured.
   */
  public void stop() {
    synchronized (finished) {
      stopped = true;
    }
  }

  private void finish(TaskForks t) {
    BenchmarkResult r = t.result();
    synchronized (finished) {
      if (stopped) {
        return; // its last fork may have failed only because the interrupt killed it
      }
      finished.put(t.index(), r);
    }
    listener.benchmarkFinished(r);
  }

  /** The tasks without a row yet, in the order asked for. */
  private List<TaskForks> unfinished() {
    synchronized (finished) {
      return all.stream().filter(t -> !finished.containsKey(t.index())).toList();
    }
  }

  /**
   * The result file as it stands: every benchmark finished so far, in the order they were asked
   * for, and (an interrupted run) those with a measured fork but not yet done, so marked.
   */
  public RunResult partialResult() {
    List<BenchmarkResult> rows;
    synchronized (finished) {
      Map<Integer, BenchmarkResult> byTask = new TreeMap<>(finished);
      for (TaskForks t : unfinished()) {
        if (t.hasForks()) {
          byTask.put(t.index(), t.interrupted());
        }
      }
      rows = new ArrayList<>(byTask.values());
    }
    // the forks' JVM as the first fork that reported it saw it
    Map<String, String> env = all.stream().map(TaskForks::forkEnvironment)
        .filter(e -> !e.isEmpty()).findFirst().orElse(Map.of());
    Environment environment = environment(env, rows);
    environment = heap == null ? environment : environment.withHeapPolicy(heap.forRun());
    Perturbation perturb = options.perturbation();
    environment = !perturb.on() ? environment : environment.withPerturbation(
        new PerturbationSetting(perturb.leverNames(), perturb.seed()));
    return new RunResult(RunResult.SCHEMA, vernierVersion, startedAt, environment,
        Baselines.withRatios(rows));
  }

  /**
   * The result file's environment: the forks' JVM as a fork reported it, the host, every fork's
   * calibration, and the warnings they raise; also for {@link InterleavedRunner}.
   */
  static Environment environment(Map<String, String> forkEnvironment, List<BenchmarkResult> rows) {
    List<Calibration> clocks = rows.stream().flatMap(r -> r.evidence().forks().stream())
        .map(f -> new Calibration(f.calibratedGHzBefore(), f.calibratedGHzAfter())).toList();
    return RunEnvironment.of(forkEnvironment, clocks, HostProbe.local());
  }
}
