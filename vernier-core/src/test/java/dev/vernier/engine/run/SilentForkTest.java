package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.RunResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * While a fork measures, nothing of the harness's is compiled: not its engine (which would mean
 * it ran code beside the benchmark that was not yet compiled), not the generated loop (which would
 * mean warm-up ended before the loop's final compilation). Library-heavy benchmarks and a simple
 * kernel, in real forks at the adaptive defaults with a short budget.
 */
class SilentForkTest {
  @Test
  void noForkCompilesHarnessCodeWhileMeasuring() throws Exception {
    RunOptions o = TestSupport.adaptive(2, null, Duration.ofSeconds(3));
    RunResult r = RunSupport.run(o, RunSupport.tasks(o, "LibraryBench.*", "QuickBench.mix"));
    List<String> offences = new ArrayList<>();
    int forks = 0;
    for (BenchmarkResult b : r.benchmarks()) {
      assertThat(b.ok()).as(String.valueOf(b.error())).isTrue();
      for (ForkRecord f : b.forks()) {
        forks++;
        if (f.harnessCompiledDuringMeasurement() != null) {
          f.harnessCompiledDuringMeasurement().forEach(m -> offences.add(b.id() + ": " + m));
        }
        List<String> compiled = new ArrayList<>(f.compiledDuringMeasurement());
        if (f.compiledBeforeKeptSamples() != null) {
          compiled.addAll(f.compiledBeforeKeptSamples());
        }
        compiled.stream().filter(m -> m.contains("VernierLoop")
                || m.startsWith("dev.vernier.engine.") || m.startsWith("dev.vernier.Blackhole"))
            .forEach(m -> offences.add(b.id() + ": " + m));
      }
    }
    assertThat(forks).isEqualTo(8);
    assertThat(offences).isEmpty();
  }
}
