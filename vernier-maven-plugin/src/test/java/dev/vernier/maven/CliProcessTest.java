package dev.vernier.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.discover.ClasspathScanner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real CLI jar in a JVM of its own, its arguments through a file. */
class CliProcessTest {
  @TempDir Path tmp;

  private static Path cliJar() throws Exception {
    return Path.of(ClasspathScanner.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
  }

  @Test
  void argumentsSurviveTheFileAndTheUsageLineComesBack() throws Exception {
    Path odd = tmp.resolve("a dir with \"quotes\" and a \\ backslash").resolve("base.json");
    Files.createDirectories(odd.getParent());
    Files.writeString(odd, "not json");
    List<String> lines = new ArrayList<>();
    CliProcess.Outcome o = CliProcess.run(cliJar(),
        List.of("compare", odd.toString(), tmp.resolve("new.json").toString()),
        tmp.resolve("compare.args"), lines::add);
    assertThat(o.exitCode()).as(String.join("\n", lines)).isEqualTo(2);
    assertThat(o.lastError()).startsWith(odd.toString());
    assertThat(lines).contains(CliProcess.ERROR_PREFIX + o.lastError());
    assertThat(Files.readAllLines(tmp.resolve("compare.args"))).hasSize(3);
  }
}
