package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.crosscheck.JitLog;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.testbench.InlineKernelBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real forks, each writing its compilation log: in every fork C2 inlined the benchmark into its
 * generated loop, as JMH's stub gets it. This fails at once if the fork's compile commands keep
 * the benchmark out of the loop. The race that priming closes (C2 declined a benchmark called
 * fewer than 250 times, "executed < MinInliningThreshold times", JDK 17) struck 4 of 60 forks of
 * the lab's kernels on 2026-12-07: this test catches its return only now and then; PrimeTest pins
 * the priming itself.
 */
class LoopInliningForkTest {
  private static final int FORKS = 2;
  private static final String BENCH = InlineKernelBench.class.getName();

  @Test
  void everyForksLoopInlinesTheBenchmark(@TempDir Path dir) throws Exception {
    List<String> log = List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+LogCompilation",
        "-XX:LogFile=" + dir.resolve("fork-%p.log"));
    RunOptions o = new RunOptions(FORKS, Duration.ofMillis(300), Duration.ofMillis(200),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(), log,
        Duration.ofSeconds(60), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR);
    BenchmarkResult b = RunSupport.run(o, RunSupport.tasks(o, "InlineKernelBench"))
        .benchmarks().get(0);
    assertThat(b.status()).as(b.error()).isEqualTo("ok");

    List<Path> logs;
    try (Stream<Path> files = Files.list(dir)) {
      logs = files.filter(f -> f.getFileName().toString().startsWith("fork-")).sorted().toList();
    }
    assertThat(logs).hasSize(FORKS);
    // the loop is a hidden class: its name in the log carries the address HotSpot gave it
    Pattern loopClass = Pattern.compile("name='(" + Pattern.quote(BENCH + "$VernierLoop")
        + "/0x[0-9a-f]+)'");
    for (Path fork : logs) {
      Matcher m = loopClass.matcher(Files.readString(fork));
      assertThat(m.find()).as("%s names the loop", fork).isTrue();
      String run = m.group(1) + "::run";
      JitLog.Compiled loop = JitLog.read(List.of(fork), run);
      assertThat(loop).as("%s: C2 compiled the loop", fork).isNotNull();
      assertThat(loop.calls()).as("%s", fork)
          .containsEntry(run + " -> " + BENCH + "::popCount", JitLog.INLINED);
    }
  }
}
