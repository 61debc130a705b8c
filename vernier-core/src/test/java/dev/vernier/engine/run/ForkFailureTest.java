package dev.vernier.engine.run;

import static dev.vernier.engine.run.RunSupport.row;
import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One run, two forks per benchmark, a 5 s fork limit, with every way a benchmark can fail in it,
 * followed by a good benchmark: each failure is one row with one line, and the run goes on.
 */
class ForkFailureTest {
  private static RunResult result;

  @BeforeAll
  static void runEverything() throws Exception {
    RunOptions o = TestSupport.quick(2, null, Duration.ofSeconds(5), Map.of());
    result = RunSupport.run(o, RunSupport.tasks(o, "SetupThrows", "BodyThrows", "TearDownThrows",
        "ExitsBench", "HangBench", "SetupHangs", "LongMessageBench", "QuickBench"));
  }

  private static BenchmarkResult failed(String id) {
    BenchmarkResult r = row(result, id);
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.ok()).isFalse();
    assertThat(r.time().stats()).isNull();
    assertThat(r.error()).isNotBlank().doesNotContain("\n");
    // a failing benchmark is not retried in the remaining forks
    assertThat(r.evidence().forks()).hasSize(1);
    assertThat(r.evidence().forks().get(0).error()).isEqualTo(r.error());
    return r;
  }

  @Test
  void setupThrowing() {
    assertThat(failed("SetupThrows.run").error())
        .startsWith("java.lang.IllegalStateException: setup exploded on purpose")
        .contains("SetupThrows.prepare").endsWith("(in set-up)");
  }

  @Test
  void bodyThrowing() {
    assertThat(failed("BodyThrows.run").error())
        .startsWith("java.lang.UnsupportedOperationException: body exploded after 50 calls")
        .contains("BodyThrows.run").endsWith("(in warm-up)");
  }

  @Test
  void tearDownThrowing() {
    assertThat(failed("TearDownThrows.run").error())
        .startsWith("java.lang.IllegalArgumentException: teardown exploded on purpose")
        .endsWith("(in tear-down)");
  }

  @Test
  void systemExitInTheBody() {
    assertThat(failed("ExitsBench.run").error()).contains("exited with code 3 in warm-up");
  }

  @Test
  void hangIsKilledAtTheTimeLimit() {
    assertThat(failed("HangBench.run").error()).contains("time limit of 5 s in warm-up")
        .endsWith("it printed nothing");
  }

  @Test
  void aHangInSetUpNamesSetUpAndShowsWhatTheForkPrinted() {
    assertThat(failed("SetupHangs.run").error()).contains("time limit of 5 s in set-up")
        .endsWith("its output ended: starting the test server"
            + " | Unable to find any active local IP address");
  }

  @Test
  void hugeExceptionMessageIsCutNotLost() {
    String e = failed("LongMessageBench.run").error();
    assertThat(e).startsWith("java.lang.IllegalStateException: huge xxx");
    assertThat(e.length()).isLessThan(2_000);
  }

  @Test
  void goodBenchmarkInTheSameRunSucceedsInTwoSeparateForks() {
    BenchmarkResult r = row(result, "QuickBench.mix");
    assertThat(r.status()).isEqualTo("ok");
    assertThat(r.error()).isNull();
    assertThat(r.evidence().forks()).hasSize(2);
    long self = ProcessHandle.current().pid();
    ForkRecord a = r.evidence().forks().get(0);
    ForkRecord b = r.evidence().forks().get(1);
    assertThat(a.pid()).isPositive().isNotEqualTo(self);
    assertThat(b.pid()).isPositive().isNotEqualTo(self).isNotEqualTo(a.pid());
    assertThat(a.samples()).hasSizeGreaterThanOrEqualTo(5);
    assertThat(b.samples()).hasSizeGreaterThanOrEqualTo(5);
    if (r.time().stats() == null) {
      // a sub-nanosecond kernel's forks can settle 2x apart (fork medians 0.30 to 0.61 ns seen,
      // by the builds before and after the measurer's split): then no figure, and the row says why
      assertThat(r.evidence().warnings()).extracting(w -> w.code()).contains("FORKS_DISAGREE");
    } else {
      assertThat(r.time().stats().n()).isEqualTo(a.samples().size() + b.samples().size());
      assertThat(r.time().stats().ciLow()).isLessThanOrEqualTo(r.time().stats().median());
      assertThat(r.time().stats().ciHigh()).isGreaterThanOrEqualTo(r.time().stats().median());
    }
    assertThat(a.opsPerSample()).isPositive();
    assertThat(r.time().unit()).isEqualTo("ns/op");
  }

  @Test
  void rowsComeInTaskOrderAndAllAreReported() {
    assertThat(result.benchmarks()).hasSize(8);
    assertThat(result.benchmarks().stream().filter(BenchmarkResult::ok)).hasSize(1);
    assertThat(result.environment().jvm().version()).isEqualTo(System.getProperty("java.version"));
  }
}
