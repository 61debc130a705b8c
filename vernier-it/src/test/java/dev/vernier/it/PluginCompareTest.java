package dev.vernier.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: {@code mvn vernier:compare} against a baseline stored in the project: the build
 * passes on unchanged code and fails on a planted 2x regression, with the verdict table in the
 * log. The baseline is measured by the same test on the same machine, as a user would store it.
 * The plugin's part is checked on every run (the build fails exactly when the verdict is a
 * regression beyond the threshold); that the planted 2x is found needs forks the machine lets
 * run, so a run on a machine too busy for a verdict is reported as aborted, with its figures.
 */
class PluginCompareTest {
  private static final String MIX = "sample.ChecksumBench.mix[rounds=1000]";
  private static final double THRESHOLD = 30.0;
  // Ten forks: a verdict's units are forks, and on a shared machine a few disturbed ones must
  // not decide it.
  private static final List<String> MEASURE = List.of("-Dvernier.include=ChecksumBench",
      "-Dvernier.forks=10", "-Dvernier.budget=8s");

  private static String[] goal(String goal, String... more) {
    List<String> args = new ArrayList<>(List.of(goal));
    args.addAll(MEASURE);
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  private static String[] compare() {
    return goal("vernier:compare", "-Dvernier.baseline=baseline.json",
        "-Dvernier.failOnRegression=" + THRESHOLD);
  }

  @Test
  void theBuildFailsOnAPlantedTwofoldRegressionAndPassesWithoutOne() throws Exception {
    NestedBuild project = NestedBuild.copyOf("plugin-user", "plugin-compare");
    Path out = project.dir().resolve("target/vernier");

    // No baseline yet: said before anything is measured.
    NestedBuild.Result missing = project.run(compare());
    assertThat(missing.exitCode()).as(missing.tail()).isNotZero();
    assertThat(missing.log()).contains("vernier.baseline").contains("baseline.json does not exist");
    assertThat(out.resolve("result.json")).doesNotExist();

    NestedBuild.Result first = project.run(goal("vernier:run"));
    assertThat(first.exitCode()).as(first.tail()).isZero();
    Files.copy(out.resolve("result.json"), project.dir().resolve("baseline.json"));

    // The same folder again: the plugin's files are the build's, replaced by each run.
    NestedBuild.Result unchanged = project.run(compare());
    assertThat(unchanged.log()).containsPattern("Benchmark +\\| +Base").contains(MIX);
    assertThat(out.resolve("compare.html")).content().contains("Vernier: new vs base")
        .contains(MIX);
    JsonNode same = verdictRow(out);
    buildFollowsTheVerdict(unchanged, same);
    assumeFalse(regression(same), () -> "the machine's speed changed between two runs of the"
        + " same code: " + same);

    // The planted regression: every call does its rounds twice.
    Path code = project.dir().resolve("src/main/java/sample/Checksum.java");
    Path compiled = project.dir().resolve("target/classes/sample/Checksum.class");
    byte[] before = Files.readAllBytes(compiled);
    Files.writeString(code, Files.readString(code).replace("i < rounds", "i < 2 * rounds"));
    NestedBuild.Result slower = project.run(compare());
    assertThat(Files.readAllBytes(compiled)).as("recompiled").isNotEqualTo(before);
    JsonNode twice = verdictRow(out);
    buildFollowsTheVerdict(slower, twice);
    // Forks starved by other processes can make Vernier say 'inconclusive' rather than
    // 'slower', as it should; the build then rightly passes, and this run proves no more.
    assumeTrue(regression(twice), () -> "the machine was too busy for a verdict: " + twice);
    assertThat(twice.get("changePct").asDouble()).isBetween(THRESHOLD, 300.0); // about +100%
    assertThat(out.resolve("compare.md")).exists();
  }

  /**
   * The compared row; a row without a figure is in no comparison (beside another build and a JMH
   * run its forks once disagreed by multiples): nothing to judge, said in one line.
   */
  private static JsonNode verdictRow(Path out) {
    JsonNode row =
        ResultJson.benchmarksById(ResultJson.read(out.resolve("compare.json"))).get(MIX);
    assumeTrue(row != null, () -> "no figure for " + MIX + " (the machine was too busy): "
        + ResultJson.benchmarksById(ResultJson.read(out.resolve("result.json"))).get(MIX)
            .get("warnings"));
    return row;
  }

  private static boolean regression(JsonNode row) {
    return row.get("verdict").asText().equals("slower")
        && row.get("changePct").asDouble() > THRESHOLD;
  }

  /** The plugin's part, whatever the machine did: the build fails exactly on a regression. */
  private static void buildFollowsTheVerdict(NestedBuild.Result build, JsonNode row) {
    assertThat(build.exitCode() != 0).as(row + "\n" + build.tail()).isEqualTo(regression(row));
    if (regression(row)) {
      assertThat(build.log()).contains("regression beyond " + THRESHOLD + "%: " + MIX);
    }
  }
}
