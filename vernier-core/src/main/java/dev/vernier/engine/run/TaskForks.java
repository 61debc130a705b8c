package dev.vernier.engine.run;

import dev.vernier.engine.adaptive.ForkObservation;
import dev.vernier.engine.adaptive.ForkSchedule;
import dev.vernier.engine.adaptive.ForkTimes;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.fork.ForkRunner;
import dev.vernier.engine.fork.ForkSpec;
import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.jmh.JmhRuns;
import dev.vernier.engine.measure.ForkMeasurement;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.profile.BenchmarkProfiler;
import dev.vernier.engine.profile.ProfileRequest;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.HeapSetting;
import dev.vernier.engine.result.PerturbationDraw;
import dev.vernier.engine.result.Warning;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One benchmark's forks so far and the schedule that decides whether it needs another. The
 * runner asks for one fork at a time, so that it can run a task's forks back to back or take
 * turns between tasks; the time the schedule sees is the time spent on this task's own turns.
 */
final class TaskForks {
  private final BenchmarkTask task;
  private final int index;
  private final RunOptions options;
  private final ForkRunner base;
  private final RunListener listener;
  private final ForkSchedule schedule;
  private final boolean inProcess;
  // read by partialResult's thread on interrupt while the run's thread adds
  private final List<ForkResult> results = new CopyOnWriteArrayList<>();
  private final List<ForkObservation> observed = new ArrayList<>();
  private final BenchmarkProfiler profiler; // --profile: each fork profiles its measurement phase
  private final HeapPolicy.HeapDecision heapDecision; // null: no policy (in process)
  private HeapSetting heap; // this task's, once its forks' flags are known
  // made at the first fork: a JMH task's runner probes its java's flags, a profile makes its
  // directory, neither of which a benchmark the run never reaches should do
  private ProfileRequest profile;
  private ForkRunner runner;
  private long spentNanos;
  private ForkTimes next;
  private boolean done;

  TaskForks(BenchmarkTask task, int index, RunOptions options, ForkRunner base,
      RunListener listener, HeapPolicy.HeapDecision heapDecision) {
    this.task = task;
    this.index = index;
    this.options = options;
    this.base = base;
    this.listener = listener;
    this.schedule = schedule(task, options);
    this.inProcess = options.forks() == 0;
    this.profiler = options.profile() == null ? null : new BenchmarkProfiler(options.profile());
    this.heapDecision = heapDecision;
  }

  BenchmarkTask task() {
    return task;
  }

  int index() {
    return index;
  }

  /** Whether the schedule wants another fork; decided once, before the fork is announced. */
  boolean wantsFork() {
    if (done) {
      return false;
    }
    long t0 = System.nanoTime();
    next = schedule.next(observed, spentNanos);
    spentNanos += System.nanoTime() - t0;
    done = next == null;
    return !done;
  }

  /** Runs the fork {@link #wantsFork} planned, in a fresh JVM (or in this one with --forks 0). */
  void runFork() {
    long turnStart = System.nanoTime();
    if (runner == null) {
      runner = JmhRuns.forks(base, task);
      if (heapDecision != null) { // after @Fork's flags: the policy gives way to a heap they set
        heap = heapDecision.forForks(runner.jvmArgs());
        runner = runner.withJvmArgs(heap.flags(), List.of());
      }
      profile = profiler == null ? null : profiler.forBenchmark(task.id());
    }
    ForkTimes times = next;
    int fork = results.size() + 1;
    int expected = schedule.adaptiveForks() ? 0 : schedule.expectedForks(); // 0: open-ended
    listener.forkStarted(task, fork, expected);
    ForkSpec spec = spec(times, times.steadyWarmup() ? schedule.warmupDeadline(observed, times) : 0);
    // --perturb: this fork's draw, after every other flag so that it is the one that holds
    PerturbationDraw draw = inProcess ? null : options.perturbation().draw(task.id(), fork);
    ForkRunner forkRunner = draw == null ? runner
        : runner.withJvmArgs(List.of(), draw.flags()).withEnvPadding(draw.envPadding());
    long forkStart = System.nanoTime();
    ForkResult r = inProcess
        ? runner.runInProcess(spec, listener.forFork(task))
        : forkRunner.run(spec, listener.forFork(task));
    long wall = System.nanoTime() - forkStart;
    r = r.withWall(wall).withPerturbation(draw);
    results.add(r);
    listener.forkFinished(task, fork, expected, r);
    spentNanos += System.nanoTime() - turnStart;
    if (r.failed() || inProcess) {
      // a benchmark that throws will throw again: don't spend the other forks on it; in process,
      // a second fork would run in the same, already warm JVM
      done = true;
      return;
    }
    ForkMeasurement m = r.measurement();
    observed.add(new ForkObservation(
        r.samples().stream().mapToDouble(Double::doubleValue).toArray(), wall,
        m.warmupNanos(), m.measurementNanos(), m.steadyState()));
  }

  /** The first environment a fork reported, or none. */
  Map<String, String> forkEnvironment() {
    return results.stream().map(ForkResult::environment).filter(e -> !e.isEmpty()).findFirst()
        .orElse(Map.of());
  }

  /** Whether a fork measured: an interrupted run writes such a benchmark's row. */
  boolean hasForks() {
    return !measured().isEmpty();
  }

  /** The forks that measured; on interrupt, the killed fork failed only because it was killed. */
  private List<ForkResult> measured() {
    return results.stream().filter(r -> !r.failed()).toList();
  }

  /** The row: the forks' figures, the warnings they raise and why measuring stopped. */
  BenchmarkResult result() {
    return result(results, schedule.reason());
  }

  /** The row of a task stopped before its schedule was done (the run was interrupted). */
  BenchmarkResult interrupted() {
    List<ForkResult> forks = measured();
    return result(forks, "interrupted after " + forks.size() + " fork"
        + (forks.size() == 1 ? "" : "s") + ", before the schedule was done");
  }

  private BenchmarkResult result(List<ForkResult> forks, String reason) {
    List<Warning> warnings = new ArrayList<>(task.warnings()); // the plan's bytecode lint
    if (inProcess) {
      warnings.add(new Warning("NO_FORK", "warn",
          "measured inside the harness's own JVM: its JIT profile, heap and flags are the"
              + " harness's, not a fresh process's",
          "run with --forks 1 or more"));
    }
    ThreadsOverCores.check(task.threads(), forks).ifPresent(warnings::add);
    UnsteadyForks unsteady = UnsteadyForks.of(forks);
    Warning ranOut = options.fixedTimes() ? null : unsteady.warning(); // fixed: the user's choice
    if (ranOut != null) {
      warnings.add(ranOut);
    }
    String overBudget = options.fixedTimes() ? "" : OverBudget.note(spentNanos,
        options.budget().toNanos(), forks);
    BenchmarkResult result = Analysis.analyse(task, forks, warnings,
        reason + unsteady.note() + overBudget, spentNanos);
    result = JmhRuns.row(task, profile == null ? result : profiler.attach(result, profile));
    return heap == null ? result : result.withRun(result.run().withHeapPolicy(heap));
  }

  private static ForkSchedule schedule(BenchmarkTask task, RunOptions options) {
    boolean singleShot = "ss".equals(task.mode());
    if (options.fixedTimes()) {
      int forks = options.forks() >= 0 ? Math.max(1, options.forks())
          : singleShot ? ForkSchedule.SS_MIN_FORKS : Runner.DEFAULT_FORKS;
      Duration warm = options.warmup() != null ? options.warmup() : Duration.ofSeconds(1);
      Duration measure =
          options.measurement() != null ? options.measurement() : Duration.ofSeconds(1);
      return ForkSchedule.fixed(forks, warm.toNanos(), measure.toNanos());
    }
    int forks = options.forks() == 0 ? 1 : options.forks();
    return ForkSchedule.adaptive(options.budget().toNanos(), forks, singleShot,
        options.targetError(), options.sampleTarget().toNanos(), Analysis.CI_LEVEL);
  }

  private ForkSpec spec(ForkTimes t, long warmupDeadlineNanos) {
    return new ForkSpec(task.benchmark().className(), task.benchmark().method(), task.params(),
        task.mode(), task.benchmark().operationsPerInvocation(), t.maxWarmupNanos(),
        t.measureNanos(), options.sampleTarget().toNanos(), Runner.MIN_SAMPLES,
        t.steadyWarmup(), t.minWarmupNanos(), profile, warmupDeadlineNanos,
        task.benchmark().source(), task.threads(), task.benchmark().group());
  }
}
