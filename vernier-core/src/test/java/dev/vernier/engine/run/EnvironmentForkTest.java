package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Real forks: what the measured JVM reports about itself, and its calibrated clock. */
class EnvironmentForkTest {
  private static RunResult run(List<String> jvmArgs) throws Exception {
    RunOptions o = new RunOptions(1, Duration.ofMillis(100), Duration.ofMillis(150),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(), jvmArgs,
        Duration.ofSeconds(60), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR);
    return RunSupport.run(o, RunSupport.tasks(o, "QuickBench"));
  }

  private static ForkRecord fork(RunResult r) {
    BenchmarkResult b = r.benchmarks().get(0);
    assertThat(b.status()).as(b.error()).isEqualTo("ok");
    return b.evidence().forks().get(0);
  }

  @Test
  void interpretedForksAreADebugJvmAndCalibrateFarBelowCompiledOnesAndAssertionsAreNamed() throws Exception {
    RunResult normal = run(List.of());
    RunResult interpreted = run(List.of("-Xint", "-ea"));

    Environment.Jvm jvm = normal.environment().jvm();
    assertThat(jvm.jit().mode()).isEqualTo("tiered");
    assertThat(jvm.inputArguments()).isNotEmpty();
    assertThat(normal.environment().warnings()).extracting(Warning::code)
        .doesNotContain("DEBUG_JVM", "ASSERTIONS_ENABLED");

    assertThat(interpreted.environment().jvm().jit().mode()).isEqualTo("interpreted");
    assertThat(interpreted.environment().jvm().inputArguments()).contains("-Xint");
    Warning debug = interpreted.environment().warnings().stream()
        .filter(w -> w.code().equals("DEBUG_JVM")).findFirst().orElseThrow();
    assertThat(debug.severity()).isEqualTo("error");
    assertThat(debug.message()).contains("GHz");
    assertThat(interpreted.environment().jvm().assertionsEnabled()).isTrue();
    assertThat(interpreted.environment().warnings()).extracting(Warning::code)
        .contains("ASSERTIONS_ENABLED");

    ForkRecord fast = fork(normal);
    ForkRecord slow = fork(interpreted);
    assertThat(fast.calibratedGHzBefore()).isNotNull();
    assertThat(fast.calibratedGHzAfter()).isNotNull();
    // compiled code retires an add per cycle, the interpreter ~17 cycles per add
    assertThat(slow.calibratedGHz() * 4).as("interpreted %s GHz, compiled %s GHz",
        slow.calibratedGHz(), fast.calibratedGHz()).isLessThan(fast.calibratedGHz());
    assertThat(interpreted.environment().cpu().calibratedGHz()).isEqualTo(slow.calibratedGHz());
    assertThat(normal.benchmarks().get(0).time().cyclesPerOp())
        .isEqualTo(normal.benchmarks().get(0).time().stats().median() * fast.calibratedGHz());
  }
}
