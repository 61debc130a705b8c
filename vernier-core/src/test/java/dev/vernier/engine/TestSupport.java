package dev.vernier.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.plan.RunOptions;
import dev.vernier.testbench.QuickBench;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/** Shared helpers: where the test classes are, short run options, compiling sources. */
public final class TestSupport {
  private TestSupport() {}

  /** target/test-classes: the user classpath of the test benchmarks. */
  public static Path testClasses() {
    try {
      return Path.of(QuickBench.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Short warm-up and measurement, so fork tests stay cheap. */
  public static RunOptions quick(int forks, String mode, Duration timeout,
      Map<String, List<String>> params) {
    return new RunOptions(forks, Duration.ofMillis(200), Duration.ofMillis(250),
        RunOptions.DEFAULT_SAMPLE, mode, RunOptions.currentJava(), List.of(), timeout, params,
        RunOptions.DEFAULT_BUDGET, RunOptions.DEFAULT_TARGET_ERROR);
  }

  /** Steady-state warm-up and the adaptive schedule within {@code budget}. */
  public static RunOptions adaptive(int forks, String mode, Duration budget) {
    return new RunOptions(forks, null, null, RunOptions.DEFAULT_SAMPLE, mode,
        RunOptions.currentJava(), List.of(), Duration.ofSeconds(120), Map.of(), budget,
        RunOptions.DEFAULT_TARGET_ERROR);
  }

  public static RunOptions quick(int forks) {
    return quick(forks, null, Duration.ofSeconds(60), Map.of());
  }

  /**
   * Compiles Java sources into {@code out} against this JVM's classpath (so the Vernier API
   * resolves). Each source is {@code {"pkg/Name.java", "text"}}.
   */
  public static void compile(Path out, String[]... sources) throws IOException {
    Path src = Files.createTempDirectory("vernier-src");
    List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-cp",
        System.getProperty("java.class.path"), "-proc:none"));
    for (String[] s : sources) {
      Path file = src.resolve(s[0]);
      Files.createDirectories(file.getParent());
      Files.writeString(file, s[1]);
      args.add(file.toString());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter err = new StringWriter();
    int rc;
    try {
      rc = javac.run(null, null, null, args.toArray(String[]::new));
    } finally {
      deleteTree(src); // the sources are not needed once compiled
    }
    assertThat(rc).as("javac " + err).isZero();
  }

  private static void deleteTree(Path root) throws IOException {
    try (var paths = Files.walk(root)) {
      for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
