package dev.vernier.engine.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vernier.engine.TestSupport;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.run.RunListener;
import dev.vernier.engine.run.Runner;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A suite built for a newer JDK than the harness's plans from its class files, and runs in forks
 * of that JDK: the harness loads none of its classes.
 */
class NewerJdkPlanTest {
  /** JDK 25's class file version. */
  private static final int JDK25 = 69;
  private static final String[] ENUM = {"nv/Shade.java",
      "package nv; public enum Shade { LIGHT, DARK }"};
  private static final String[] BENCH = {"nv/ShadeBench.java", "package nv;"
      + " import dev.vernier.*; public class ShadeBench {"
      + " @Param Shade shade; @Param({\"3\", \"5\"}) int n;"
      + " @Benchmark int run() { return shade.ordinal() * n; } }"};
  @TempDir Path tmp;

  @Test
  void classFilesOfANewerJdkArePlannedWithoutLoadingThem() throws Exception {
    assumeTrue(Runtime.version().feature() < 25, "the harness must be older than the classes");
    Path out = Files.createDirectories(tmp.resolve("classes"));
    TestSupport.compile(out, ENUM, BENCH);
    for (String c : List.of("nv/Shade.class", "nv/ShadeBench.class")) {
      byte[] b = Files.readAllBytes(out.resolve(c));
      b[6] = 0;
      b[7] = (byte) JDK25; // as javac --release 25 marks them
      Files.write(out.resolve(c), b);
    }
    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()})) {
      assertThatThrownBy(() -> Class.forName("nv.ShadeBench", false, loader))
          .isInstanceOf(UnsupportedClassVersionError.class); // what planning used to stop on
    }
    List<BenchmarkTask> tasks = Planner.plan(List.of(out), "", List.of("ShadeBench"),
        TestSupport.quick(1, null, Duration.ofSeconds(60), Map.of()));
    assertThat(tasks).extracting(BenchmarkTask::id).containsExactly(
        "nv.ShadeBench.run[shade=LIGHT,n=3]", "nv.ShadeBench.run[shade=LIGHT,n=5]",
        "nv.ShadeBench.run[shade=DARK,n=3]", "nv.ShadeBench.run[shade=DARK,n=5]");
    assertThatThrownBy(() -> Planner.plan(List.of(out), "", List.of("ShadeBench"),
        TestSupport.quick(1, null, Duration.ofSeconds(60), Map.of("shade", List.of("PALE")))))
        .hasMessageContaining("'PALE'").hasMessageContaining("No enum constant nv.Shade.PALE");
  }

  @Test
  void aSuiteCompiledByANewerJdkRunsInItsForks() throws Exception {
    Path jdk = newerJdk();
    assumeTrue(jdk != null, "no JDK newer than this one under /usr/lib/jvm");
    Path src = Files.createDirectories(tmp.resolve("src/nv"));
    Files.writeString(src.resolve("Shade.java"), ENUM[1]);
    Files.writeString(src.resolve("ShadeBench.java"), BENCH[1]);
    Path out = Files.createDirectories(tmp.resolve("newer"));
    int release = major(jdk);
    Process javac = new ProcessBuilder(jdk.resolve("bin/javac").toString(), "--release",
        Integer.toString(release), "-proc:none", "-d", out.toString(), "-cp",
        System.getProperty("java.class.path"), src.resolve("Shade.java").toString(),
        src.resolve("ShadeBench.java").toString()).redirectErrorStream(true).start();
    String said = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(javac.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(javac.exitValue()).as(said).isZero();
    RunOptions options = new RunOptions(1, Duration.ofMillis(200), Duration.ofMillis(250),
        RunOptions.DEFAULT_SAMPLE, null, jdk.resolve("bin/java"), List.of(),
        Duration.ofSeconds(60), Map.of("n", List.of("3")), RunOptions.DEFAULT_BUDGET,
        RunOptions.DEFAULT_TARGET_ERROR);
    List<Path> cp = List.of(out);
    RunResult r = new Runner(options, cp, new RunListener() {}, "test")
        .run(Planner.plan(cp, "", List.of("ShadeBench"), options));
    assertThat(r.benchmarks()).extracting(BenchmarkResult::id).containsExactly(
        "nv.ShadeBench.run[shade=LIGHT,n=3]", "nv.ShadeBench.run[shade=DARK,n=3]");
    assertThat(r.benchmarks()).allSatisfy(b ->
        assertThat(b.status()).as("%s: %s", b.id(), b.error()).isEqualTo("ok"));
    assertThat(r.environment().jvm().version()).startsWith(release + ".");
  }

  /** A JDK under /usr/lib/jvm newer than this one, or null. */
  private static Path newerJdk() throws IOException {
    Path jvms = Path.of("/usr/lib/jvm");
    if (!Files.isDirectory(jvms)) {
      return null;
    }
    List<Path> newer = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(jvms)) {
      for (Path d : dirs.sorted().toList()) {
        if (Files.isExecutable(d.resolve("bin/javac")) && major(d) > Runtime.version().feature()) {
          newer.add(d);
        }
      }
    }
    return newer.isEmpty() ? null : newer.get(newer.size() - 1);
  }

  private static int major(Path jdk) throws IOException {
    Path release = jdk.resolve("release");
    if (!Files.isRegularFile(release)) {
      return 0;
    }
    Matcher m = Pattern.compile("JAVA_VERSION=\"(\\d+)").matcher(Files.readString(release));
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }
}
