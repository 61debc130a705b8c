package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.fork.ForkResult;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * --round-robin: a fork of each benchmark in turn, the rows still in the order asked for, and an
 * interrupted run keeps the forks of benchmarks not yet done, marked as such.
 */
class RoundRobinRunTest {
  // the planner orders tasks by id: A before B
  private static final String A = "dev.vernier.testbench.LibraryBench.count";
  private static final String B = "dev.vernier.testbench.QuickBench.mix";

  @Test
  void forksTakeTurnsAndRowsKeepTheirOrder() throws Exception {
    RunOptions o = TestSupport.quick(2).withRoundRobin(true);
    List<String> order = new ArrayList<>();
    List<String> finished = new ArrayList<>();
    RunResult r = new Runner(o, List.of(TestSupport.testClasses()), new RunListener() {
      @Override
      public void forkStarted(BenchmarkTask task, int fork, int forks) {
        order.add(task.id() + "#" + fork);
      }

      @Override
      public void benchmarkFinished(BenchmarkResult result) {
        finished.add(result.id());
      }
    }, "test").run(RunSupport.tasks(o, "QuickBench.mix", "LibraryBench.count"));
    assertThat(order).containsExactly(A + "#1", B + "#1", A + "#2", B + "#2");
    assertThat(finished).containsExactlyInAnyOrder(A, B);
    assertThat(r.benchmarks()).extracting(BenchmarkResult::id).containsExactly(A, B);
    assertThat(r.benchmarks()).allSatisfy(b -> {
      assertThat(b.ok()).isTrue();
      assertThat(b.evidence().forks()).hasSize(2);
    });
  }

  @Test
  void withoutItOneBenchmarksForksRunBackToBack() throws Exception {
    RunOptions o = TestSupport.quick(2);
    List<String> order = new ArrayList<>();
    new Runner(o, List.of(TestSupport.testClasses()), new RunListener() {
      @Override
      public void forkStarted(BenchmarkTask task, int fork, int forks) {
        order.add(task.id() + "#" + fork);
      }
    }, "test").run(RunSupport.tasks(o, "QuickBench.mix", "LibraryBench.count"));
    assertThat(order).containsExactly(A + "#1", A + "#2", B + "#1", B + "#2");
  }

  @Test
  void anInterruptedRunKeepsTheForksOfBenchmarksNotYetDone() throws Exception {
    RunOptions o = TestSupport.quick(2).withRoundRobin(true);
    List<String> order = new ArrayList<>();
    List<RunResult> partial = new ArrayList<>();
    Runner[] runner = new Runner[1];
    runner[0] = new Runner(o, List.of(TestSupport.testClasses()), new RunListener() {
      @Override
      public void forkStarted(BenchmarkTask task, int fork, int forks) {
        order.add(task.id() + "#" + fork);
      }

      @Override
      public void forkFinished(BenchmarkTask task, int fork, int forks, ForkResult result) {
        if (task.id().equals(B) && fork == 1) {
          partial.add(runner[0].partialResult()); // what Ctrl-C here would write
          runner[0].stop(); // and what it does before killing the forks
        }
      }
    }, "test");
    RunResult end = runner[0].run(RunSupport.tasks(o, "QuickBench.mix", "LibraryBench.count"));
    assertThat(order).containsExactly(A + "#1", B + "#1"); // no fork after the stop
    for (RunResult cut : List.of(partial.get(0), end)) {
      assertThat(cut.benchmarks()).extracting(BenchmarkResult::id).containsExactly(A, B);
      assertThat(cut.benchmarks()).allSatisfy(b -> {
        assertThat(b.evidence().forks()).hasSize(1);
        assertThat(b.run().stopReason()).startsWith("interrupted after 1 fork,");
        assertThat(b.time().stats().median()).isPositive();
      });
      assertThat(cut.environment()).isNotNull();
    }
  }
}
