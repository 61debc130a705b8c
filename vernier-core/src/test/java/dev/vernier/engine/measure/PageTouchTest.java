package dev.vernier.engine.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page-price probe on every JDK 17 or newer this machine has (this JVM's, and those under
 * /usr/lib/jvm): it measures, and the JVM prints no warning about it (JDK 24 and later warn on
 * {@code sun.misc.Unsafe.invokeCleaner}, which it called before).
 */
class PageTouchTest {
  private static final Pattern MAJOR = Pattern.compile("JAVA_VERSION=\"(\\d+)");

  @Test
  void measuresWithoutAWarningOnEveryInstalledJdk() throws Exception {
    List<String> checked = new ArrayList<>();
    for (Path java : javas()) {
      Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
          PageTouchMain.class.getName()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).as(java + ": " + out).isZero();
      assertThat(out).as(java.toString()).doesNotContain("WARNING");
      assertThat(Double.parseDouble(out.trim())).as(java.toString()).isPositive();
      checked.add(java.toString());
    }
    System.out.println("PageTouchTest: checked " + checked);
    assertThat(checked).isNotEmpty();
  }

  /** This JVM's java and every other JDK 17+ under /usr/lib/jvm, each once. */
  private static Set<Path> javas() throws IOException {
    Set<Path> out = new LinkedHashSet<>();
    out.add(Path.of(System.getProperty("java.home"), "bin", "java").toRealPath());
    Path jvms = Path.of("/usr/lib/jvm");
    if (Files.isDirectory(jvms)) {
      try (Stream<Path> dirs = Files.list(jvms)) {
        for (Path d : dirs.sorted().toList()) {
          Path java = d.resolve("bin/java");
          if (Files.isExecutable(java) && major(d) >= 17) {
            out.add(java.toRealPath());
          }
        }
      }
    }
    return out;
  }

  private static int major(Path jdk) throws IOException {
    Path release = jdk.resolve("release");
    if (!Files.isRegularFile(release)) {
      return 0;
    }
    Matcher m = MAJOR.matcher(Files.readString(release));
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }
}
