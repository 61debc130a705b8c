package dev.vernier.engine.run;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.BenchmarkTask;
import dev.vernier.engine.plan.Planner;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

final class RunSupport {
  private RunSupport() {}

  static List<BenchmarkTask> tasks(RunOptions o, String... patterns) throws Exception {
    return new ArrayList<>(Planner.plan(List.of(TestSupport.testClasses()),
        "dev.vernier.testbench", List.of(patterns), o));
  }

  /** The JMH-annotated test benchmarks ({@code dev.vernier.jmhbench}) that match, run. */
  static RunResult runJmh(RunOptions o, String pattern) throws Exception {
    return run(o, Planner.plan(List.of(TestSupport.testClasses()),
        List.of(TestSupport.testClasses()), "dev.vernier.jmhbench", List.of(pattern), o,
        note -> { }));
  }

  static RunResult run(RunOptions o, List<BenchmarkTask> tasks) {
    return new Runner(o, List.of(TestSupport.testClasses()), new RunListener() {}, "test")
        .run(tasks);
  }

  static BenchmarkResult row(RunResult r, String id) {
    return r.benchmarks().stream().filter(b -> b.id().equals("dev.vernier.testbench." + id))
        .findFirst().orElseThrow(() -> new AssertionError("no row " + id + " in "
            + r.benchmarks().stream().map(BenchmarkResult::id).toList()));
  }

  static Map<String, List<String>> none() {
    return Map.of();
  }
}
