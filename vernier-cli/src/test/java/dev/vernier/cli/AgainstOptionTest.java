package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --against}: the usage errors, found before any fork starts. */
class AgainstOptionTest {
  @Test
  void pairsNeedTwoForksAtLeast(@TempDir Path dir) {
    CliRun o = CliRun.command("run", "--cp", dir.toString(), "--against", dir.toString(),
        "--forks", "1");
    assertThat(o.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(o.err().strip()).isEqualTo("vernier: --against needs --forks 2 or more: pairs of"
        + " forks are its units (default 10 pairs)");
  }

  @Test
  void anAgainstJvmThatIsNoJavaIsRefused(@TempDir Path dir) {
    CliRun o = CliRun.command("run", "--cp", dir.toString(), "--against-jvm",
        dir.resolve("nope").toString());
    assertThat(o.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(o.err()).contains("--against-jvm").contains("is not an executable java");
  }

  @Test
  void anEmptyAgainstClasspathIsRefused(@TempDir Path dir) {
    CliRun o = CliRun.command("run", "--cp", dir.toString(), "--against", ":");
    assertThat(o.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(o.err().strip()).isEqualTo("vernier: --against is empty");
  }
}
