package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --against}: the usage errors, found before any fork starts, and the HTML page. */
class AgainstOptionTest {
  @Test
  void anInterleavedRunWritesItsComparisonAsAPage(@TempDir Path dir) throws Exception {
    String cp = Path.of(dev.vernier.clitest.CliBench.class.getProtectionDomain().getCodeSource()
        .getLocation().toURI()).toString();
    Path html = dir.resolve("ab.html");
    CliRun o = CliRun.command("run", "--cp", cp, "--against", cp, "--forks", "2", "--warmup",
        "100ms", "--time", "200ms", "--html", html.toString(), "CliBench.good");
    assertThat(o.code()).as(o.err()).isZero();
    String page = java.nio.file.Files.readString(html);
    // the comparison's table, and both sides' runs behind it
    assertThat(page).contains("<title>Vernier: new vs base</title>")
        .contains("\"name\":\"Change [CI]\"").contains("\"label\":\"B (base): --cp " + cp)
        .contains("\"label\":\"A (new): --cp " + cp)
        .contains("dev.vernier.clitest.CliBench.good");
  }

  @Test
  void pairsNeedTwoForksAtLeast(@TempDir Path dir) {
    CliRun o = CliRun.command("run", "--cp", dir.toString(), "--against", dir.toString(),
        "--forks", "1");
    assertThat(o.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(o.err().strip()).isEqualTo("vernier: --against needs --forks 2 or more: pairs of"
        + " forks are its units (default: pairs until the verdict is decided, at most 8)");
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
