package dev.vernier.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: {@code mvn vernier:compare} against a baseline stored in the project: the build
 * passes on unchanged code and fails on a planted 2x regression, with the verdict table in the
 * log. The baseline is measured by the same test on the same machine, as a user would store it.
 */
class PluginCompareTest {
  private static final String MIX = "sample.ChecksumBench.mix[rounds=1000]";
  // Five forks, a second each: a verdict's units are forks, and two are too few to call even a
  // 2x change on a busy machine.
  private static final String[] RUN = {"vernier:run", "-Dvernier.include=ChecksumBench",
      "-Dvernier.forks=5", "-Dvernier.budget=5s"};
  private static final String[] COMPARE = {"vernier:compare", "-Dvernier.include=ChecksumBench",
      "-Dvernier.forks=5", "-Dvernier.budget=5s",
      "-Dvernier.baseline=baseline.json", "-Dvernier.failOnRegression=50"};

  @Test
  void theBuildFailsOnAPlantedTwofoldRegressionAndPassesWithoutOne() throws Exception {
    NestedBuild project = NestedBuild.copyOf("plugin-user", "plugin-compare");
    Path out = project.dir().resolve("target/vernier");

    // No baseline yet: said before anything is measured.
    NestedBuild.Result missing = project.run(COMPARE);
    assertThat(missing.exitCode()).as(missing.tail()).isNotZero();
    assertThat(missing.log()).contains("vernier.baseline").contains("baseline.json does not exist");
    assertThat(out.resolve("result.json")).doesNotExist();

    NestedBuild.Result first = project.run(RUN);
    assertThat(first.exitCode()).as(first.tail()).isZero();
    Files.copy(out.resolve("result.json"), project.dir().resolve("baseline.json"));

    NestedBuild.Result unchanged = project.run(COMPARE);
    assertThat(unchanged.exitCode()).as(unchanged.tail()).isZero();
    assertThat(unchanged.log()).containsPattern("Benchmark +\\| +Base").contains(MIX);

    // The planted regression: every call does its rounds twice.
    Path code = project.dir().resolve("src/main/java/sample/Checksum.java");
    Files.writeString(code, Files.readString(code).replace("i < rounds", "i < 2 * rounds"));
    NestedBuild.Result slower = project.run(COMPARE);
    assertThat(slower.exitCode()).as(slower.tail()).isNotZero();
    assertThat(slower.log()).contains("regression beyond 50.0%: " + MIX).contains("slower");
    JsonNode row = ResultJson.benchmarksById(ResultJson.read(out.resolve("compare.json"))).get(MIX);
    assertThat(row.get("verdict").asText()).isEqualTo("slower");
    assertThat(row.get("changePct").asDouble()).isBetween(60.0, 200.0); // about +100%
    assertThat(out.resolve("compare.md")).exists();
  }
}
