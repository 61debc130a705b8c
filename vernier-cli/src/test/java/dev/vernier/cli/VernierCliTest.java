package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.clitest.CliBench;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VernierCliTest {
  @TempDir Path tmp;

  /** Runs the CLI with stdout and stderr captured. */
  static CliRun execute(String... args) {
    return CliRun.of(args);
  }

  private static String testClasses() throws Exception {
    return Path.of(CliBench.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .toString();
  }

  /** Exit 2 with exactly one line on stderr, no stack trace. */
  static void usageError(CliRun o, String expected) {
    o.isUsageError(expected);
  }

  private static List<String> quick(String... more) {
    List<String> args = new ArrayList<>(List.of("--forks", "1", "--warmup", "200ms", "--time",
        "200ms"));
    args.addAll(List.of(more));
    return args;
  }

  private static String[] args(List<String> head, List<String> tail) {
    List<String> all = new ArrayList<>(head);
    all.addAll(tail);
    return all.toArray(String[]::new);
  }

  @Test
  void badPatternIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "["), "bad benchmark pattern '['");
  }

  @Test
  void sizeParamNoBenchmarkHasIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--size-param", "m"),
        "--size-param m: no selected benchmark has a @Param 'm'");
  }

  @Test
  void patternMatchingNothingIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "NoSuchThing"), "no benchmark matches");
  }

  @Test
  void scanLooksForBenchmarksOnlyWhereItIsTold() throws Exception {
    Path empty = Files.createDirectories(tmp.resolve("no-benchmarks"));
    usageError(execute("run", "--cp", testClasses(), "--scan", empty.toString()),
        "no @Benchmark method found in " + empty);
    // --against looks only there too (the Maven plugin's vernier.against scans the test classes)
    usageError(execute("run", "--cp", testClasses(), "--scan", empty.toString(), "--against",
        testClasses()), "no @Benchmark method found in " + empty);
  }

  @Test
  void missingClasspathIsUsageError() {
    usageError(execute("run", "--cp", tmp.resolve("does-not-exist").toString()),
        "does not exist");
  }

  @Test
  void paramWithoutEqualsIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--param", "n", "CliBench"),
        "bad --param 'n'");
  }

  @Test
  void unknownParamNameIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--param", "n=1", "CliBench"),
        "--param n");
  }

  @Test
  void unknownOptionIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--bogus"), "--bogus");
  }

  @Test
  void missingRequiredOptionIsUsageError() {
    usageError(execute("run", "CliBench"), "--cp");
  }

  @Test
  void badDurationIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--warmup", "soon", "CliBench"),
        "bad duration 'soon'");
  }

  @Test
  void badTargetErrorIsUsageError() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--target-error", "lots", "CliBench"),
        "bad --target-error 'lots'");
    usageError(execute("run", "--cp", testClasses(), "--target-error", "0", "CliBench"),
        "bad --target-error '0'");
  }

  @Test
  void fixedTimesAndABudgetDoNotMix() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--warmup", "1s", "--budget", "5s",
        "CliBench"), "choose one");
  }

  @Test
  void badThreadCountsAreUsageErrors() throws Exception {
    usageError(execute("run", "--cp", testClasses(), "--threads", "0", "CliBench"),
        "--threads must be 1 or more");
    usageError(execute("run", "--cp", testClasses(), "--threads", "two", "CliBench"),
        "Invalid value for option '--threads'");
    usageError(execute("run", "--cp", testClasses(), "--threads", "2", "--mode", "sample",
        "CliBench"), "--threads 2 runs avgt and thrpt modes only, not sample");
  }

  @Test
  void threadsRunEveryBenchmarkOnThatManyThreadsAndSaySo() throws Exception {
    Path json = tmp.resolve("threads.json");
    CliRun o = execute(args(List.of("run", "--cp", testClasses(), "CliBench.good"),
        quick("--threads", "2", "--json", json.toString())));
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("avgt, 2 threads");
    JsonNode run = new ObjectMapper().readTree(json.toFile());
    assertThat(run.get("benchmarks").get(0).get("threads").asInt()).isEqualTo(2);
    assertThat(run.get("environment").get("jvm").get("availableProcessors").asInt())
        .isEqualTo(Runtime.getRuntime().availableProcessors());
  }

  @Test
  void defaultRunIsAdaptiveAndSaysWhyItStopped() throws Exception {
    Path json = tmp.resolve("adaptive.json");
    CliRun o = execute("run", "--cp", testClasses(), "--quick", "--target-error", "50%",
        "--json", json.toString(), "CliBench.good");
    assertThat(o.code()).as(o.err()).isZero();
    JsonNode b = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
    // a 2 s budget is too short for two forks to warm up usefully: one fork, warmed up longer
    assertThat(b.get("stopReason").asText()).matches("budget spent after 1 fork;.*");
    assertThat(b.get("forks").size()).isEqualTo(1);
    for (JsonNode f : b.get("forks")) {
      assertThat(f.get("warmupStopReason").asText()).containsAnyOf("steady after", "not steady");
    }
    // plain progress (not a terminal): a line per fork and one for the benchmark
    assertThat(o.err()).contains("CliBench.good fork 1:").doesNotContain("CliBench.good fork 2:")
        .containsPattern("1 fork").doesNotContain("\033[K");
  }

  @Test
  void failingBenchmarkGivesExitOneAndStillWritesEverything() throws Exception {
    Path json = tmp.resolve("out/result.json");
    Path csv = tmp.resolve("out/result.csv");
    CliRun o = execute(args(List.of("run", "--cp", testClasses()),
        quick("CliBench", "--json", json.toString(), "--csv", csv.toString(), "--rss")));
    assertThat(o.code()).as(o.err()).isEqualTo(1);
    assertThat(o.out()).contains("Peak RSS").contains(" MiB");
    JsonNode root = new ObjectMapper().readTree(json.toFile());
    assertThat(root.get("schema").asText()).isEqualTo("vernier/1");
    JsonNode rows = root.get("benchmarks");
    assertThat(rows).hasSize(2);
    JsonNode bad = find(rows, "dev.vernier.clitest.CliBench.bad");
    assertThat(bad.get("status").asText()).isEqualTo("failed");
    assertThat(bad.get("error").asText())
        .contains("IllegalStateException: cli bench fails on purpose").doesNotContain("\n");
    JsonNode good = find(rows, "dev.vernier.clitest.CliBench.good");
    assertThat(good.get("status").asText()).isEqualTo("ok");
    assertThat(good.get("stats").get("n").asInt()).isGreaterThanOrEqualTo(5);
    assertThat(good.get("peakRssBytes").asLong()).isPositive();
    assertThat(good.get("gcPer1000OpsByCollector").size()).isPositive();
    assertThat(o.out()).contains("FAILED dev.vernier.clitest.CliBench.bad");
    assertThat(Files.readString(csv)).contains("cli bench fails on purpose");
  }

  @Test
  void demoRunsEndToEndAndWritesAValidResultFile() throws Exception {
    Path json = tmp.resolve("demo.json");
    CliRun o = execute(args(List.of("demo"), quick("ParseBench.scan", "--json",
        json.toString())));
    assertThat(o.code()).as(o.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(json.toFile());
    assertThat(root.get("schema").asText()).isEqualTo("vernier/1");
    assertThat(root.get("vernierVersion").asText()).isEqualTo(Version.VERSION);
    assertThat(root.get("benchmarks").size()).isGreaterThanOrEqualTo(1);
    for (JsonNode b : root.get("benchmarks")) {
      assertThat(b.get("id").asText()).startsWith("dev.vernier.samples.ParseBench.scan");
      assertThat(b.get("status").asText()).isEqualTo("ok");
      assertThat(b.get("stats").get("median").asDouble()).isPositive();
      assertThat(b.get("forks")).hasSize(1);
      assertThat(b.get("forks").get(0).get("pid").asLong()).isPositive()
          .isNotEqualTo(ProcessHandle.current().pid());
    }
    assertThat(o.out()).contains("ParseBench.scan").contains("Median");
  }

  @Test
  void unwritableResultFileIsUsageErrorButTheTableIsStillPrinted() throws Exception {
    Path notADirectory = Files.writeString(tmp.resolve("plain-file"), "x");
    CliRun o = execute(args(List.of("demo"), quick("ParseBench.scan", "--json",
        notADirectory.resolve("r.json").toString())));
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.err()).contains("vernier: cannot write results");
    assertThat(o.out()).contains("ParseBench.scan");
  }

  private static JsonNode find(JsonNode rows, String id) {
    for (JsonNode r : rows) {
      if (r.get("id").asText().equals(id)) {
        return r;
      }
    }
    throw new AssertionError("no row " + id);
  }
}
