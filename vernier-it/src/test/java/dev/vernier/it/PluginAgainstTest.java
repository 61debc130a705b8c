package dev.vernier.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 25: "did this change make it slower?" from the build, against the previous commit
 * ({@code vernier.against}: built in a git worktree, measured now, interleaved) and against a
 * baseline taken with {@code vernier.quick} (one fork a side: a whole interval beyond the
 * threshold is a suspected regression, and fails). A planted 2x regression fails, an unchanged
 * commit passes, and a planted 8 bytes per op more fails on the allocation threshold, which is
 * exact.
 */
class PluginAgainstTest {
  private static final String MIX = "sample.ChecksumBench.mix[rounds=1000]";
  private static final String BOX = "sample.BoxBench.bytes";
  private static final double THRESHOLD = 30.0;
  private static final String BOX_SOURCE = """
      package sample;

      /** Returns a new array of n bytes: its size is exactly what the allocation verdict sees. */
      public class BoxBench {
        int n = 16;

        @dev.vernier.Benchmark
        public Object bytes() {
          return new byte[n];
        }
      }
      """;

  private static String[] compare(String... more) {
    List<String> args = new ArrayList<>(List.of("vernier:compare",
        "-Dvernier.include=ChecksumBench,BoxBench",
        "-Dvernier.failOnRegression=" + THRESHOLD, "-Dvernier.failOnAllocationRegression=1"));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  @Test
  void againstThePreviousCommitARegressionFailsAndAnUnchangedCommitPasses() throws Exception {
    NestedBuild project = gitProject("plugin-against", "the code as it was");
    Path dir = project.dir();
    Path out = dir.resolve("target/vernier");

    NestedBuild.Result bad = project.run(compare("-Dvernier.against=no-such-ref"));
    assertThat(bad.exitCode()).isNotZero();
    assertThat(bad.log()).contains("vernier.against=no-such-ref is not a commit");

    NestedBuild.Result unchanged = project.run(compare("-Dvernier.against=HEAD"));
    assertThat(unchanged.exitCode()).as(unchanged.tail()).isZero();
    assertThat(unchanged.log()).contains("checking out HEAD").containsPattern("Benchmark +\\|");
    JsonNode same = row(out, MIX);
    assertThat(same.get("verdict").asText()).isNotEqualTo("slower").isNotEqualTo("faster");
    assertThat(same.get("pairs").asInt()).isGreaterThanOrEqualTo(3);
    assertThat(row(out, BOX).get("allocVerdict").asText()).isEqualTo("same");

    // the planted regression: every call does its rounds twice
    Path code = dir.resolve("src/main/java/sample/Checksum.java");
    Files.writeString(code, Files.readString(code).replace("i < rounds", "i < 2 * rounds"));
    commit(dir, "twice the work");
    NestedBuild.Result slower = project.run(compare("-Dvernier.against=HEAD~1"));
    JsonNode twice = row(out, MIX);
    // the build follows the verdict, whatever the machine did
    assertThat(slower.exitCode() != 0).as(slower.tail())
        .isEqualTo(twice.get("verdict").asText().equals("slower"));
    assumeTrue(!twice.get("verdict").asText().equals("inconclusive"),
        () -> "the machine was too busy for a verdict: " + twice);
    assertThat(twice.get("verdict").asText()).isEqualTo("slower");
    assertThat(twice.get("changePct").asDouble()).isBetween(THRESHOLD, 300.0);
    assertThat(slower.log()).contains("regression beyond " + THRESHOLD + "%: " + MIX);
    assertThat(out.resolve("compare.md")).content().contains(MIX);
  }

  @Test
  void eightBytesMorePerOpFailOnTheAllocationThreshold() throws Exception {
    NestedBuild project = gitProject("plugin-against-bytes", "16 bytes");
    Path dir = project.dir();
    Path out = dir.resolve("target/vernier");
    Path box = dir.resolve("src/test/java/sample/BoxBench.java");
    Files.writeString(box, Files.readString(box).replace("int n = 16;", "int n = 24;"));
    commit(dir, "24 bytes");
    NestedBuild.Result more = project.run(compare("-Dvernier.include=BoxBench",
        "-Dvernier.against=HEAD~1"));
    assertThat(more.exitCode()).as(more.tail()).isNotZero();
    JsonNode r = row(out, BOX);
    assertThat(r.get("allocVerdict").asText()).isEqualTo("more");
    assertThat(r.get("allocNew").asDouble() - r.get("allocBase").asDouble()).isEqualTo(8.0);
    assertThat(more.log()).contains("allocation regression beyond 1.0%: " + BOX);

    // and against a stored one-fork baseline (vernier.quick), as the build would keep it
    Files.writeString(box, Files.readString(box).replace("int n = 24;", "int n = 16;"));
    NestedBuild.Result first = project.run("vernier:run", "-Dvernier.include=BoxBench",
        "-Dvernier.quick=true");
    assertThat(first.exitCode()).as(first.tail()).isZero();
    Files.copy(out.resolve("result.json"), dir.resolve("baseline.json"));
    Files.writeString(box, Files.readString(box).replace("int n = 16;", "int n = 24;"));
    NestedBuild.Result stored = project.run("vernier:compare", "-Dvernier.include=BoxBench",
        "-Dvernier.quick=true", "-Dvernier.baseline=baseline.json",
        "-Dvernier.failOnAllocationRegression=1");
    assertThat(stored.exitCode()).as(stored.tail()).isNotZero();
    assertThat(row(out, BOX).get("allocVerdict").asText()).isEqualTo("more");
  }

  /** A copy of plugin-user with BoxBench added, as a git repository of one commit. */
  private static NestedBuild gitProject(String copy, String message) throws Exception {
    NestedBuild project = NestedBuild.copyOf("plugin-user", copy);
    Path dir = project.dir();
    Files.writeString(dir.resolve("src/test/java/sample/BoxBench.java"), BOX_SOURCE);
    Files.writeString(dir.resolve(".gitignore"), "target/\nbuild-*.log\n");
    git(dir, "init", "-q");
    commit(dir, message);
    return project;
  }

  private static JsonNode row(Path out, String id) {
    JsonNode r = ResultJson.benchmarksById(ResultJson.read(out.resolve("compare.json"))).get(id);
    assertThat(r).as(id + " in compare.json").isNotNull();
    return r;
  }

  private static void commit(Path dir, String message) throws IOException, InterruptedException {
    git(dir, "add", "-A");
    git(dir, "-c", "user.name=Vernier IT", "-c", "user.email=it@vernier.dev", "commit", "-q",
        "-m", message);
  }

  private static void git(Path dir, String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("git", "-C", dir.toString()));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as("git " + String.join(" ", args) + ": " + output).isZero();
  }
}
