package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.env.PageFaultCost;
import dev.vernier.engine.heap.HeapPolicy;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.HeapSetting;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Real forks: the heap policy's flags reach the JVM only where they should. */
class HeapPolicyForkTest {
  private static RunResult run(HeapPolicy policy, List<String> jvmArgs) throws Exception {
    RunOptions o = new RunOptions(1, Duration.ofMillis(100), Duration.ofMillis(150),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(), jvmArgs,
        Duration.ofSeconds(60), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR).withHeapPolicy(policy);
    RunResult r = RunSupport.run(o, RunSupport.tasks(o, "QuickBench"));
    BenchmarkResult b = r.benchmarks().get(0);
    assertThat(b.status()).as(b.error()).isEqualTo("ok");
    return r;
  }

  @Test
  void aFixedHeapIsTheForksHeapAndIsRecordedInTheEnvironmentAndTheRow() throws Exception {
    RunResult r = run(HeapPolicy.parse("64m"), List.of());
    Environment.Jvm jvm = r.environment().jvm();
    assertThat(jvm.inputArguments()).contains("-Xms64m", "-Xmx64m", "-XX:+AlwaysPreTouch");
    assertThat(jvm.maxHeapBytes()).isEqualTo(64L << 20); // the fork's own Runtime.maxMemory
    assertThat(r.environment().heapPolicy().policy()).isEqualTo(HeapSetting.FIXED);
    HeapSetting row = r.benchmarks().get(0).run().heapPolicy();
    assertThat(row.policy()).isEqualTo(HeapSetting.FIXED);
    assertThat(row.flags()).startsWith("-Xms64m", "-Xmx64m", "-XX:+AlwaysPreTouch");
  }

  @Test
  void theUsersHeapIsLeftAsTheUserSetIt() throws Exception {
    RunResult r = run(HeapPolicy.parse("64m"), List.of("-Xmx96m"));
    Environment.Jvm jvm = r.environment().jvm();
    assertThat(jvm.inputArguments()).contains("-Xmx96m")
        .doesNotContain("-Xmx64m", "-Xms64m", "-XX:+AlwaysPreTouch");
    assertThat(jvm.maxHeapBytes()).isEqualTo(96L << 20);
    HeapSetting row = r.benchmarks().get(0).run().heapPolicy();
    assertThat(row.policy()).isEqualTo(HeapSetting.USER);
    assertThat(row.reason()).contains("-Xmx96m");
  }

  @Test
  void autoTouchesTheHeapExactlyWhereTheEnvironmentSaysNewPagesAreSlow() throws Exception {
    RunResult r = run(HeapPolicy.AUTO, List.of());
    boolean slow = PageFaultCost.here() > PageFaultCost.THRESHOLD_NANOS;
    assertThat(r.environment().warnings().stream().map(Warning::code)
        .anyMatch("SLOW_PAGE_FAULTS"::equals)).isEqualTo(slow);
    assertThat(r.environment().jvm().inputArguments().contains("-XX:+AlwaysPreTouch"))
        .as("page cost %.0f ns", PageFaultCost.here()).isEqualTo(slow);
    assertThat(r.benchmarks().get(0).run().heapPolicy().policy())
        .isEqualTo(slow ? HeapSetting.FIXED : HeapSetting.OFF);
  }

  @Test
  void withoutAPolicyTheForksGetNoHeapFlags() throws Exception {
    RunResult r = run(HeapPolicy.OFF, List.of());
    assertThat(r.environment().jvm().inputArguments())
        .noneMatch(a -> a.startsWith("-Xm") || a.contains("AlwaysPreTouch"));
    assertThat(r.environment().heapPolicy().policy()).isEqualTo(HeapSetting.OFF);
  }
}
