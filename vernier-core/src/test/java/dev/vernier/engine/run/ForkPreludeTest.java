package dev.vernier.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.plan.RunOptions;
import dev.vernier.engine.result.RunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fork runs no library of the harness's before the benchmark is measured: the measured JVM
 * shares the JDK's profiles and class hierarchy with the benchmark, and Jackson there (once used
 * to read the fork's spec) put its own key classes into HashMap's profiles and a subclass under
 * ConcurrentHashMap; after it, its first use cost every fork 0.7-0.8 s. Read from the fork's
 * own class-loading log (-Xlog:class+load).
 */
class ForkPreludeTest {
  @Test
  void noJacksonClassLoadsInTheFork() throws Exception {
    Path log = Files.createTempFile("vernier-classload", ".log");
    try {
      RunOptions o = new RunOptions(1, Duration.ofMillis(200), Duration.ofMillis(250),
          RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(),
          List.of("-Xlog:class+load:file=" + log), Duration.ofSeconds(60), Map.of(),
          RunOptions.DEFAULT_BUDGET, RunOptions.DEFAULT_TARGET_ERROR);
      RunResult r = RunSupport.run(o, RunSupport.tasks(o, "PreludeBench.mix"));
      assertThat(r.benchmarks().get(0).ok()).isTrue();

      List<String> lines = Files.readAllLines(log);
      int over = indexOf(lines, "PreludeBench$AfterMeasurement ");
      assertThat(over).as("the tear-down's marker class in the log").isPositive();
      // the result travels back through RecordCodec too: Jackson never loads in the fork
      assertThat(indexOf(lines, "dev.vernier.engine.fork.RecordCodec ")).as("the codec's class")
          .isPositive();
      assertThat(indexOf(lines, "jackson")).as("a Jackson class in the fork").isEqualTo(-1);
    } finally {
      Files.deleteIfExists(log);
    }
  }

  private static int indexOf(List<String> lines, String part) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(part)) {
        return i;
      }
    }
    return -1;
  }
}
