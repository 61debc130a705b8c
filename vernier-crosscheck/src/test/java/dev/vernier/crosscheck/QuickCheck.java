package dev.vernier.crosscheck;

import dev.vernier.engine.plan.RunOptions;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** What the cross-check tests run with: JMH's runner on the class path, short fixed forks. */
final class QuickCheck {
  private QuickCheck() {}

  /** The benchmarks' classes (where {@code bench} lives) with JMH's runner and its libraries. */
  static List<Path> classpath(Class<?> bench) throws URISyntaxException {
    return List.of(location(bench), location(org.openjdk.jmh.Main.class),
        location(joptsimple.OptionParser.class),
        location(org.apache.commons.math3.stat.StatUtils.class));
  }

  /** One Vernier fork a benchmark, 0.3 s of warm-up and 0.3 s measured. */
  static RunOptions vernier() {
    return new RunOptions(1, Duration.ofMillis(300), Duration.ofMillis(300),
        RunOptions.DEFAULT_SAMPLE, null, RunOptions.currentJava(), List.of(),
        Duration.ofSeconds(120), Map.of(), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR);
  }

  private static Path location(Class<?> c) throws URISyntaxException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
