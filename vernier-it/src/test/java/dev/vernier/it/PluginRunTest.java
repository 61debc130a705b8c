package dev.vernier.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: {@code mvn vernier:run} in a user's project ({@code src/test/projects/plugin-user}):
 * the benchmarks in its test classes, with its test classpath, settings from its POM and from
 * -D, a failing benchmark reported without failing the build, the skip switch, and a clear word
 * when nothing matches.
 */
class PluginRunTest {
  private static final String MIX = "sample.ChecksumBench.mix";
  /** Twice the rounds against once, by their fastest samples: the bounds of the ratio. */
  private static final double LOW = 1.4;
  private static final double HIGH = 2.8;

  @Test
  void runMeasuresTheProjectsBenchmarksAndWritesTheResultFile() {
    NestedBuild project = NestedBuild.copyOf("plugin-user", "plugin-run");
    NestedBuild.Result build = project.run("vernier:run", "-Dvernier.forks=2",
        "-Dvernier.params=rounds=500,1000");

    // A benchmark failed; the build goes on (vernier.failOnError is not set), and says so.
    assertThat(build.exitCode()).as(build.tail()).isZero();
    assertThat(build.log()).as(build.tail())
        .contains("vernier-cli-" + System.getProperty("it.build.vernier.version")
            + "-standalone.jar")
        .containsPattern("Benchmark +\\| Params +\\| Mode")
        .contains("ChecksumBench.mix", "rounds=500", "rounds=1000", "HistogramBench.record")
        .contains("[WARNING] Vernier: a benchmark failed");

    Path out = build.dir().resolve("target/vernier");
    JsonNode result = ResultJson.read(out.resolve("result.json"));
    assertThat(result.get("schema").asText()).isEqualTo("vernier/1");
    Map<String, JsonNode> rows = ResultJson.benchmarksById(result);
    // vernier.include from the POM's properties: OtherBench is never run.
    assertThat(rows.keySet()).containsExactlyInAnyOrder(MIX + "[rounds=500]",
        MIX + "[rounds=1000]", "sample.BrokenBench.broken", "sample.HistogramBench.record");

    JsonNode broken = rows.get("sample.BrokenBench.broken");
    assertThat(broken.get("status").asText()).isEqualTo("failed");
    assertThat(broken.get("error").asText()).contains("planted failure");
    // HistogramBench runs the project's own HdrHistogram (a test dependency).
    assertThat(rows.get("sample.HistogramBench.record").get("status").asText()).isEqualTo("ok");

    JsonNode small = rows.get(MIX + "[rounds=500]");
    JsonNode large = rows.get(MIX + "[rounds=1000]");
    for (JsonNode row : new JsonNode[] {small, large}) {
      assertThat(row.get("status").asText()).isEqualTo("ok");
      assertThat(row.get("forks")).hasSize(2); // -Dvernier.forks=2
    }
    // -Dvernier.params reached the benchmark: twice the dependent rounds, about twice the time
    // (a ratio of two rows of one run, of their fastest samples since noise only adds time,
    // with a wide margin).
    // beside another build and a JMH run a row's forks disagreed by multiples: no figure to judge
    for (JsonNode row : new JsonNode[] {small, large}) {
      assumeTrue(row.path("stats").has("min"),
          () -> "no figure (the machine was too busy): " + row.get("warnings"));
    }
    double ratio = large.get("stats").get("min").asDouble()
        / small.get("stats").get("min").asDouble();
    // beside two builds and a JMH run both rows came out NOT_STATIONARY and HIGH_NOISE, medians
    // 2.1x apart and fastest samples 1.39x: an unsteady row's fastest sample is luck, not a figure
    boolean inRange = ratio >= LOW && ratio <= HIGH;
    assumeTrue(inRange || !(unsteady(small) || unsteady(large)),
        () -> "fastest samples " + ratio + "x apart from unsteady rows (the machine was too busy)");
    assertThat(ratio).isBetween(LOW, HIGH);
    // <formats>json,md</formats> from the plugin's configuration; the HTML report always.
    assertThat(out.resolve("result.md")).exists();
    assertThat(out.resolve("result.csv")).doesNotExist();
    assertThat(out.resolve("result.html")).content().startsWith("<!DOCTYPE html>")
        .contains(MIX + "[rounds=1000]");
  }

  @Test
  void skipAndAnIncludeThatMatchesNothingLeaveTheBuildGreen() throws Exception {
    NestedBuild project = NestedBuild.copyOf("plugin-user", "plugin-skip");
    NestedBuild.Result skipped = project.run("vernier:run", "-Dvernier.skip=true");
    assertThat(skipped.exitCode()).as(skipped.tail()).isZero();
    assertThat(skipped.log()).contains("Vernier: skipped (vernier.skip)");
    assertThat(project.dir().resolve("target/vernier")).doesNotExist();

    NestedBuild.Result none = project.run("vernier:run", "-Dvernier.include=NoSuchBench");
    assertThat(none.exitCode()).as(none.tail()).isZero();
    assertThat(none.log()).contains("Vernier: no benchmark in target/test-classes matches"
        + " vernier.include=NoSuchBench; found: sample.BrokenBench.broken, "
        + MIX + ", sample.HistogramBench.record, sample.OtherBench.other");
    assertThat(project.dir().resolve("target/vernier")).doesNotExist();
    assertThat(Files.exists(project.dir().resolve("target/test-classes/sample/ChecksumBench.class")))
        .as("vernier:run compiles the test classes first").isTrue();
  }

  private static boolean unsteady(JsonNode row) {
    for (JsonNode w : row.path("warnings")) {
      String code = w.path("code").asText();
      if (code.equals("NOT_STATIONARY") || code.equals("HIGH_NOISE")) {
        return true;
      }
    }
    return false;
  }
}
