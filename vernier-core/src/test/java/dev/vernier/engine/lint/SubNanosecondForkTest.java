package dev.vernier.engine.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Warning;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.run.Runner;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Real forks: the JIT deletes a discarded result, and Vernier notices; a sunk one it keeps. */
class SubNanosecondForkTest {
  @Test
  void discardedResultIsSubNanosecondReturnedIsNot() throws Exception {
    var options = TestSupport.quick(1);
    var tasks = Planner.plan(List.of(TestSupport.testClasses()), "dev.vernier.testbench",
        List.of("DeadBench.*"), options);
    RunResult r = new Runner(options, List.of(TestSupport.testClasses()), new RunListener() {},
        "test").run(tasks);
    BenchmarkResult discarded = row(r, "discarded");
    BenchmarkResult returned = row(r, "returned");
    assertThat(codes(discarded)).contains("RESULT_DISCARDED", "SUB_NANOSECOND");
    // no trap code on the sunk twin (a short run may still carry distribution warnings)
    assertThat(codes(returned)).as("%s", returned.evidence().warnings())
        .doesNotContain("RESULT_DISCARDED", "SUB_NANOSECOND", "CONSTANT_INPUT");
    assertThat(discarded.evidence().forks().get(0).emptyFloorNanos()).isNotNull().isPositive();
    assertThat(returned.time().stats().median())
        .isGreaterThan(discarded.time().stats().median() * 5);
  }

  private static BenchmarkResult row(RunResult r, String method) {
    return r.benchmarks().stream().filter(b -> b.identity().method().equals(method)).findFirst()
        .orElseThrow();
  }

  private static List<String> codes(BenchmarkResult b) {
    return b.evidence().warnings().stream().map(Warning::code).toList();
  }
}
