package dev.vernier.engine.run;

import static dev.vernier.engine.run.RunSupport.row;
import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Real forks, one per benchmark, for behaviour that needs a working measurement. */
class ForkRunTest {
  private static RunResult result;

  @BeforeAll
  static void runEverything() throws Exception {
    RunOptions o = TestSupport.quick(1);
    List<BenchmarkTask> tasks = RunSupport.tasks(o, "NoisyBench", "LevelsBench",
        "IterationBench", "OpsBench", "CostBench");
    tasks.addAll(RunSupport.tasks(TestSupport.quick(1, "thrpt", Duration.ofSeconds(60),
        Map.of()), "CostBench.log"));
    result = RunSupport.run(o, tasks);
  }

  private static BenchmarkResult ok(String id) {
    BenchmarkResult r = row(result, id);
    assertThat(r.status()).as("%s: %s", id, r.error()).isEqualTo("ok");
    assertThat(r.time().stats().n()).isGreaterThanOrEqualTo(5);
    return r;
  }

  @Test
  void floodOfOutputDoesNotDisturbTheResult() {
    BenchmarkResult r = ok("NoisyBench.run");
    assertThat(r.evidence().forks().get(0).samples()).hasSize(r.time().stats().n());
    assertThat(r.time().stats().median()).isPositive();
  }

  @Test
  void invocationAndIterationSetupsRunAroundTheCalls() {
    ok("LevelsBench.call"); // the benchmark and its trial tear-down check the counts
    ok("IterationBench.call");
  }

  @Test
  void operationsPerInvocationDividesTheFigure() {
    // minima, which a loaded machine disturbs least; a missing or doubled division is off by 100x
    double perCall = ok("OpsBench.perCall").time().stats().min();
    double perStep = ok("OpsBench.perStep").time().stats().min();
    assertThat(perCall / perStep).as("perCall %s perStep %s", perCall, perStep)
        .isBetween(20.0, 500.0);
  }

  @Test
  void realWorkIsSlowerThanNoWork() {
    double log = ok("CostBench.log").time().stats().median();
    double empty = ok("CostBench.empty").time().stats().median();
    assertThat(log / empty).as("log %s empty %s", log, empty).isGreaterThan(3.0);
  }

  @Test
  void throughputIsOpsPerSecondAndAgreesWithAverageTime() {
    BenchmarkResult thrpt = result.benchmarks().stream()
        .filter(b -> b.id().endsWith("CostBench.log") && b.identity().mode().equals("thrpt"))
        .findFirst()
        .orElseThrow();
    assertThat(thrpt.status()).isEqualTo("ok");
    assertThat(thrpt.time().unit()).isEqualTo("ops/s");
    double avgt = result.benchmarks().stream()
        .filter(b -> b.id().endsWith("CostBench.log") && b.identity().mode().equals("avgt"))
        .findFirst()
        .orElseThrow().time().stats().median();
    // ops/s x ns/op = 1e9 when both measure the same thing; wide margin for noise
    assertThat(thrpt.time().stats().median() * avgt / 1e9).isBetween(0.33, 3.0);
  }

  @Test
  void singleShotTakesOneSamplePerForkAndSampleModeTimesSingleCalls() throws Exception {
    RunOptions o = TestSupport.quick(2, "ss", Duration.ofSeconds(60), Map.of());
    List<BenchmarkTask> tasks = RunSupport.tasks(o, "QuickBench");
    tasks.addAll(RunSupport.tasks(TestSupport.quick(2, "sample", Duration.ofSeconds(60),
        Map.of()), "QuickBench"));
    RunResult r = RunSupport.run(o, tasks);
    BenchmarkResult ss = r.benchmarks().get(0);
    assertThat(ss.identity().mode()).isEqualTo("ss");
    assertThat(ss.status()).as(ss.error()).isEqualTo("ok");
    assertThat(ss.evidence().forks()).hasSize(2).allSatisfy(f -> {
      assertThat(f.samples()).hasSize(1);
      assertThat(f.opsPerSample()).isEqualTo(1);
    });
    assertThat(ss.time().stats().n()).isEqualTo(2);
    BenchmarkResult sample = r.benchmarks().get(1);
    assertThat(sample.identity().mode()).isEqualTo("sample");
    assertThat(sample.status()).as(sample.error()).isEqualTo("ok");
    assertThat(sample.evidence().forks())
        .allSatisfy(f -> assertThat(f.opsPerSample()).isEqualTo(1));
    assertThat(sample.time().stats().n()).isGreaterThan(10);
  }

  @Test
  void zeroForksMeasuresInThisJvmAndSaysSo() throws Exception {
    RunOptions o = TestSupport.quick(0);
    RunResult r = RunSupport.run(o, RunSupport.tasks(o, "QuickBench"));
    BenchmarkResult b = r.benchmarks().get(0);
    assertThat(b.status()).as(b.error()).isEqualTo("ok");
    // NO_FORK first; distribution warnings (HIGH_NOISE...) may follow on a busy machine
    assertThat(b.evidence().warnings()).extracting(w -> w.code()).first().isEqualTo("NO_FORK");
    assertThat(b.evidence().forks()).hasSize(1);
    ForkRecord f = b.evidence().forks().get(0);
    assertThat(f.pid()).isEqualTo(ProcessHandle.current().pid());
    assertThat(f.samples()).hasSizeGreaterThanOrEqualTo(5);
  }

  @Test
  void forkThatCannotStartSaysWhy() throws Exception {
    RunOptions o = new RunOptions(1, Duration.ofMillis(200), Duration.ofMillis(200),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(),
        List.of("-XX:+NoSuchVernierFlag"), Duration.ofSeconds(60), Map.of(),
        RunOptions.DEFAULT_BUDGET, RunOptions.DEFAULT_TARGET_ERROR);
    RunResult r = RunSupport.run(o, RunSupport.tasks(o, "QuickBench"));
    BenchmarkResult b = r.benchmarks().get(0);
    assertThat(b.status()).isEqualTo("failed");
    assertThat(b.error()).contains("exited with code 1").contains("NoSuchVernierFlag");
  }
}
