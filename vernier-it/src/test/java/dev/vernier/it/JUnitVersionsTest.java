package dev.vernier.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 17: vernier-junit in a user's project that stays on its own JUnit. The project
 * ({@code src/test/projects/junit-user}) has four allocation tests; on every JUnit version from
 * the oldest supported to the newest, the three that hold pass, the one over its budget fails
 * with the measured bytes, and the test JVM runs that JUnit alone (vernier-junit brought none).
 */
class JUnitVersionsTest {

  static Stream<String> junitVersions() {
    return Arrays.stream(System.getProperty("it.junit.versions", "").split(","))
        .filter(v -> !v.isBlank());
  }

  @ParameterizedTest(name = "JUnit {0}")
  @MethodSource("junitVersions")
  void allocationTestsRunOnTheProjectsOwnJUnit(String junit) {
    NestedBuild.Result build = NestedBuild.copyOf("junit-user", "junit-user-" + junit)
        .with("junit.version", junit)
        .run("test");

    // One test fails on purpose, so the build does; the other three ran and passed.
    assertThat(build.exitCode()).as(build.tail()).isNotZero();
    assertThat(build.log()).as(build.tail())
        .contains("Tests run: 4, Failures: 1, Errors: 0, Skipped: 0");

    SurefireReport report = SurefireReport.read(build.dir()
        .resolve("target/surefire-reports/TEST-sample.AllocationBudgetTest.xml"));
    assertThat(report.outcomes()).hasSize(4);
    assertThat(report.outcomes().get("boxingALongFitsTwentyFourBytes").status())
        .isEqualTo("passed");
    assertThat(report.outcomes().get("boxingInTheTestBody").status()).isEqualTo("passed");
    assertThat(report.outcomes().get("arithmeticInAFreshJvm").status()).isEqualTo("passed");
    SurefireReport.Outcome over = report.outcomes().get("aKilobyteArrayIsOverSixteenBytes");
    assertThat(over.status()).isEqualTo("failed");
    assertThat(over.message())
        .contains("allocates 1,016 B/op, more than the 16 B/op allowed (1,000 B over)");

    // The test JVM had exactly one JUnit Jupiter API, the project's, and vernier-junit brought
    // nothing else: every jar is JUnit's own or vernier-junit.
    List<String> jars = Arrays.stream(testClasspath(report).split(File.pathSeparator))
        .filter(p -> p.endsWith(".jar"))
        .map(p -> p.substring(p.lastIndexOf(File.separatorChar) + 1))
        .toList();
    assertThat(jars.stream().filter(name -> name.startsWith("junit-jupiter-api-")))
        .containsExactly("junit-jupiter-api-" + junit + ".jar");
    assertThat(jars).allMatch(name -> name.startsWith("vernier-junit-")
        || name.startsWith("junit-") || name.startsWith("opentest4j-")
        || name.startsWith("apiguardian-api-") || name.startsWith("jspecify-"), "JUnit's own");
  }

  private static String testClasspath(SurefireReport report) {
    String cp = report.properties().get("surefire.test.class.path");
    return cp != null ? cp : report.properties().getOrDefault("java.class.path", "");
  }
}
