package dev.vernier.engine.run;

import static dev.vernier.engine.run.RunSupport.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.env.OthersLoad;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Benchmarks on one and on two threads in real forks, in one run, so that timing is compared
 * only as ratios between rows measured side by side. Counters are compared exactly.
 */
class ThreadsForkTest {
  private static RunResult result;
  /** The cores the machine's other processes kept busy during the run. */
  private static double othersCores;

  @BeforeAll
  static void run() throws Exception {
    RunOptions one = TestSupport.quick(1);
    List<BenchmarkTask> tasks = new ArrayList<>(RunSupport.tasks(one, "ThreadBench.contended",
        "ThreadBench.uncontended", "ThreadBench.allocating", "ThreadBench.allocatingOnTwo"));
    tasks.addAll(RunSupport.tasks(one.withThreads(2), "ThreadBench.contended",
        "ThreadBench.uncontended", "ThreadBench.falseSharing", "ThreadBench.padded",
        "ThreadBench.allocating"));
    OthersLoad start = OthersLoad.now();
    result = RunSupport.run(one, tasks);
    othersCores = start.coresUntilNow();
  }

  private static BenchmarkResult on(String id, int threads) {
    BenchmarkResult r = result.benchmarks().stream()
        .filter(b -> b.id().equals("dev.vernier.testbench." + id)
            && b.identity().threadCount() == threads)
        .findFirst().orElseThrow(() -> new AssertionError("no row " + id + " on " + threads));
    assertThat(r.ok()).as("%s on %d: %s", id, threads, r.error()).isTrue();
    return r;
  }

  private static double ratio(String id) {
    return on(id, 2).time().stats().median() / on(id, 1).time().stats().median();
  }

  @Test
  void rowsSayHowManyThreadsRanThemFromTheOptionOrTheAnnotation() {
    assertThat(on("ThreadBench.allocating", 1).identity().threads()).isEqualTo(1);
    assertThat(on("ThreadBench.allocating", 2).identity().threads()).isEqualTo(2);
    // @Threads(2) on the method, no --threads
    assertThat(on("ThreadBench.allocatingOnTwo", 2).evidence().forks().get(0).opsPerSample() % 2)
        .isZero();
  }

  @Test
  void bytesPerOpOnTwoThreadsAreExactlyTheOneThreadFigure() {
    assertThat(on("ThreadBench.allocating", 1).memory().allocatedBytesPerOp()).isEqualTo(80L);
    assertThat(on("ThreadBench.allocating", 2).memory().allocatedBytesPerOp()).isEqualTo(80L);
    assertThat(on("ThreadBench.allocatingOnTwo", 2).memory().allocatedBytesPerOp()).isEqualTo(80L);
  }

  @Test
  void theForksCoresAreRecordedAndTwoThreadsOnAsManyCoresAreNotFlagged() {
    int cores = Runtime.getRuntime().availableProcessors();
    assertThat(result.environment().jvm().availableProcessors()).isEqualTo(cores);
    assumeTrue(cores >= 2, "one core: two threads are over it");
    assertThat(on("ThreadBench.contended", 2).evidence().warnings())
        .noneMatch(w -> w.code().equals("THREADS_OVER_CORES"));
  }

  /**
   * One counter shared by both threads costs more per call than on one thread, by far more than
   * a counter of each thread's own does; two threads writing cells of one cache line are slower
   * than the same writes 1 KiB apart. Only judged when the two threads ran at once: on a busy
   * machine they take turns on one core, the line never moves, and there is no contention to see.
   */
  @Test
  void contentionCostsPerCallAndFalseSharingCostsAgainstPadding() {
    // beside another build and a JMH run the own-counter ratio passed the checks below while
    // the contended rows ran apart: 0.55 against a bound of 1.23
    assumeTrue(OthersLoad.quiet(othersCores), String.format(java.util.Locale.ROOT,
        "other processes kept %.1f cores busy during the run: the threads took turns, nothing"
            + " to judge",
        othersCores));
    double uncontended = ratio("ThreadBench.uncontended");
    assumeTrue(uncontended < 1.3, "own counters were " + uncontended + "x slower on two"
        + " threads: the threads took turns on a busy machine, nothing to judge");
    // the other way (seen beside a suite run: 0.55) the one-thread rows were the slowed ones,
    // and every ratio against them is low
    assumeTrue(uncontended > 0.75, "own counters were " + uncontended + "x as slow on two"
        + " threads as on one: the one-thread rows ran on a busier machine, nothing to judge");
    double contended = ratio("ThreadBench.contended");
    assertThat(contended).as("shared counter, 2 threads over 1, against own counters' "
        + uncontended).isGreaterThan(1.5 * uncontended);
    double falseSharing = on("ThreadBench.falseSharing", 2).time().stats().median()
        / on("ThreadBench.padded", 2).time().stats().median();
    assertThat(falseSharing).as("false sharing over padded, 2 threads").isGreaterThan(1.3);
  }

  @Test
  void moreThreadsThanTheForksCoresAreFlaggedAndOneThreadModesAreRefusedInOneLine()
      throws Exception {
    RunOptions o = new RunOptions(1, Duration.ofMillis(100), Duration.ofMillis(150),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(),
        List.of("-XX:ActiveProcessorCount=1"), Duration.ofSeconds(60), Map.of(),
        RunOptions.DEFAULT_BUDGET, RunOptions.DEFAULT_TARGET_ERROR).withThreads(2);
    RunOptions sample = new RunOptions(1, Duration.ofMillis(100), Duration.ofMillis(150),
        RunOptions.DEFAULT_SAMPLE, "sample", RunOptions.currentJava(), List.of(),
        Duration.ofSeconds(60), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR).withThreads(2);
    List<BenchmarkTask> tasks = new ArrayList<>(RunSupport.tasks(o, "ThreadBench.allocating"));
    tasks.addAll(RunSupport.tasks(sample, "ThreadBench.uncontended"));
    RunResult r = RunSupport.run(o, tasks);
    assertThat(r.environment().jvm().availableProcessors()).isEqualTo(1);
    BenchmarkResult over = row(r, "ThreadBench.allocating");
    assertThat(over.ok()).as(String.valueOf(over.error())).isTrue();
    assertThat(over.evidence().warnings()).filteredOn(w -> w.code().equals("THREADS_OVER_CORES"))
        .singleElement().satisfies(w -> {
          assertThat(w.severity()).isEqualTo("warn");
          assertThat(w.message()).startsWith("2 threads ran on 1 available processor:");
          assertThat(w.fix()).startsWith("run with --threads 1 or fewer");
        });
    BenchmarkResult refused = row(r, "ThreadBench.uncontended");
    assertThat(refused.ok()).isFalse();
    assertThat(refused.error()).isEqualTo("java.lang.IllegalArgumentException: 2 threads in"
        + " sample mode: not supported (threads run avgt and thrpt; use one of those, or 1"
        + " thread) (in set-up)"); // the stage the fork was in, as every fork error says
  }
}
