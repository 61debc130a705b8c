package dev.vernier.engine.plan;

import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.perturb.Perturbation;
import dev.vernier.engine.profile.ProfileRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What the user asked of a run.
 *
 * @param forks fresh JVMs per benchmark and parameter set; 0 measures inside this JVM; -1 lets
 *     the schedule decide
 * @param warmup fixed warm-up per fork (thrown away); null warms until steady state
 * @param measurement fixed measurement time per fork; null lets the schedule decide
 * @param sampleTarget how long one timed batch should last: far above the clock's granularity
 * @param mode mode for every benchmark, overriding {@code @Mode}; null keeps each one's own
 * @param java the java executable forks run
 * @param jvmArgs extra arguments for the forks' JVM
 * @param forkTimeout a fork still running after this long is killed and its benchmark failed
 * @param paramOverrides {@code --param name=v1,v2}
 * @param budget wall time per benchmark, all forks and their start-up included
 * @param targetError the half-width of the median's interval to aim for, relative to it
 * @param profile {@code --profile}: what to profile, {@code dir} being {@code --out}; null if not
 * @param threads {@code --threads}: threads per benchmark, overriding {@code @Threads}; 0 keeps
 *     each one's own
 * @param roundRobin {@code --round-robin}: a fork of each benchmark in turn instead of one
 *     benchmark's forks back to back
 * @param heapPolicy {@code --fixed-heap}: a fixed, pre-touched heap for the forks where new
 *     memory is slow ({@code HeapPolicy.AUTO}, the CLI's default), always, or never
 *     ({@code HeapPolicy.OFF}, the engine's default when not given)
 * @param perturbation {@code --perturb}: each fork's draw of layout perturbations; {@code
 *     Perturbation.OFF} when not given
 */
public record RunOptions(
    int forks,
    Duration warmup,
    Duration measurement,
    Duration sampleTarget,
    String mode,
    Path java,
    List<String> jvmArgs,
    Duration forkTimeout,
    Map<String, List<String>> paramOverrides,
    Duration budget,
    double targetError,
    ProfileRequest profile,
    int threads,
    boolean roundRobin,
    HeapPolicy heapPolicy,
    Perturbation perturbation) {

  public RunOptions {
    heapPolicy = heapPolicy == null ? HeapPolicy.OFF : heapPolicy;
    perturbation = perturbation == null ? Perturbation.OFF : perturbation;
  }

  /** Without perturbation. */
  public RunOptions(int forks, Duration warmup, Duration measurement, Duration sampleTarget,
      String mode, Path java, List<String> jvmArgs, Duration forkTimeout,
      Map<String, List<String>> paramOverrides, Duration budget, double targetError,
      ProfileRequest profile, int threads, boolean roundRobin, HeapPolicy heapPolicy) {
    this(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs, forkTimeout,
        paramOverrides, budget, targetError, profile, threads, roundRobin, heapPolicy,
        Perturbation.OFF);
  }

  /** Without a heap policy: the forks' heap as the JVM chooses it. */
  public RunOptions(int forks, Duration warmup, Duration measurement, Duration sampleTarget,
      String mode, Path java, List<String> jvmArgs, Duration forkTimeout,
      Map<String, List<String>> paramOverrides, Duration budget, double targetError,
      ProfileRequest profile, int threads, boolean roundRobin) {
    this(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs, forkTimeout,
        paramOverrides, budget, targetError, profile, threads, roundRobin, HeapPolicy.OFF);
  }

  /** Benchmarks one after another. */
  public RunOptions(int forks, Duration warmup, Duration measurement, Duration sampleTarget,
      String mode, Path java, List<String> jvmArgs, Duration forkTimeout,
      Map<String, List<String>> paramOverrides, Duration budget, double targetError,
      ProfileRequest profile, int threads) {
    this(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs, forkTimeout,
        paramOverrides, budget, targetError, profile, threads, false);
  }

  /** Each benchmark on its own thread count. */
  public RunOptions(int forks, Duration warmup, Duration measurement, Duration sampleTarget,
      String mode, Path java, List<String> jvmArgs, Duration forkTimeout,
      Map<String, List<String>> paramOverrides, Duration budget, double targetError,
      ProfileRequest profile) {
    this(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs, forkTimeout,
        paramOverrides, budget, targetError, profile, 0);
  }

  /** The same with {@code --threads}: every benchmark on {@code n} threads (0: its own). */
  public RunOptions withThreads(int n) {
    return new RunOptions(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs,
        forkTimeout, paramOverrides, budget, targetError, profile, n, roundRobin, heapPolicy,
        perturbation);
  }

  /** The same with exactly {@code n} forks per benchmark (-1: the schedule decides). */
  public RunOptions withForks(int n) {
    return new RunOptions(n, warmup, measurement, sampleTarget, mode, java, jvmArgs,
        forkTimeout, paramOverrides, budget, targetError, profile, threads, roundRobin,
        heapPolicy, perturbation);
  }

  /** The same with {@code args} for the forks' JVM instead of the ones given. */
  public RunOptions withJvmArgs(List<String> args) {
    return new RunOptions(forks, warmup, measurement, sampleTarget, mode, java, List.copyOf(args),
        forkTimeout, paramOverrides, budget, targetError, profile, threads, roundRobin,
        heapPolicy, perturbation);
  }

  /** The same with forks taken in turns across benchmarks ({@code --round-robin}) or not. */
  public RunOptions withRoundRobin(boolean on) {
    return new RunOptions(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs,
        forkTimeout, paramOverrides, budget, targetError, profile, threads, on, heapPolicy,
        perturbation);
  }

  /** The same with {@code --fixed-heap}. */
  public RunOptions withHeapPolicy(HeapPolicy policy) {
    return new RunOptions(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs,
        forkTimeout, paramOverrides, budget, targetError, profile, threads, roundRobin, policy,
        perturbation);
  }

  /** The same with {@code --perturb}. */
  public RunOptions withPerturbation(Perturbation p) {
    return new RunOptions(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs,
        forkTimeout, paramOverrides, budget, targetError, profile, threads, roundRobin,
        heapPolicy, p);
  }

  /** Without profiling. */
  public RunOptions(int forks, Duration warmup, Duration measurement, Duration sampleTarget,
      String mode, Path java, List<String> jvmArgs, Duration forkTimeout,
      Map<String, List<String>> paramOverrides, Duration budget, double targetError) {
    this(forks, warmup, measurement, sampleTarget, mode, java, jvmArgs, forkTimeout,
        paramOverrides, budget, targetError, null);
  }

  public static final Duration DEFAULT_SAMPLE = Duration.ofMillis(10);
  public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(10);
  public static final Duration QUICK_BUDGET = Duration.ofSeconds(2);
  public static final double DEFAULT_TARGET_ERROR = 0.01;

  /** JMH's way: fixed warm-up and measurement times instead of steady state and a budget. */
  public boolean fixedTimes() {
    return warmup != null || measurement != null;
  }

  /** The java running this process: forks use it unless told otherwise. */
  public static Path currentJava() {
    return Path.of(System.getProperty("java.home"), "bin", "java");
  }

  /** Long enough for any fork that is working, short enough that a hung one is noticed. */
  public static Duration defaultTimeout(Duration forkWork) {
    Duration work = forkWork.multipliedBy(10);
    Duration floor = Duration.ofSeconds(60);
    return work.compareTo(floor) > 0 ? work : floor;
  }
}
