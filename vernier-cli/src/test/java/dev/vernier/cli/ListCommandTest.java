package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.samples.LinearBench;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code vernier list} on the bundled samples, whose benchmarks and parameters are known. */
class ListCommandTest {
  private static final String CP = System.getProperty("java.class.path");
  private static final String SAMPLES = location();

  private static String location() {
    try {
      return Path.of(LinearBench.class.getProtectionDomain().getCodeSource()
          .getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void listsWhatRunWouldSelectOneLinePerMethod() {
    CliRun r = CliRun.command("list", "--cp", CP, "--scan", SAMPLES, "LinearBench", "Parse*");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).containsPattern("(?m)^dev\\.vernier\\.samples\\.LinearBench\\.mix +\\|"
        + " vernier \\| avgt +\\| +1 \\| -$");
    assertThat(r.out().lines().filter(l -> l.startsWith("dev.vernier.samples.")).toList())
        .extracting(l -> l.substring(0, l.indexOf(' '))).containsExactlyInAnyOrder(
            "dev.vernier.samples.LinearBench.mix", "dev.vernier.samples.ParseBench.split",
            "dev.vernier.samples.ParseBench.substring", "dev.vernier.samples.ParseBench.scan");
    assertThat(r.out()).contains("4 benchmarks selected, 0 skipped");
    // LinearBench.mix's three sizes and ParseBench's three methods: six rows of 10 s
    assertThat(r.out()).contains("6 rows (modes and parameter combinations): 1 min 0 s planned"
        + " at the default budget (10 s a row), 12 s with --quick").doesNotContain("JMH's");
  }

  @Test
  void paramsGiveEveryCombination() {
    CliRun r = CliRun.command("list", "--cp", CP, "--scan", SAMPLES, "--params", "LinearBench");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out().lines().filter(l -> l.startsWith("dev.vernier.samples.")).toList())
        .extracting(l -> l.substring(0, l.indexOf(' '))).containsExactly(
            "dev.vernier.samples.LinearBench.mix[n=1000]",
            "dev.vernier.samples.LinearBench.mix[n=2000]",
            "dev.vernier.samples.LinearBench.mix[n=4000]");
  }

  @Test
  void jsonFollowsTheRunsOptions() throws Exception {
    CliRun r = CliRun.command("list", "--cp", CP, "--scan", SAMPLES, "--json", "--params",
        "--mode", "thrpt", "--param", "n=5,6", "--threads", "2", "LinearBench");
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode root = ResultFiles.mapper().readTree(r.out());
    assertThat(root.path("schema").asText()).isEqualTo("vernier-list/1");
    JsonNode rows = root.path("benchmarks");
    assertThat(rows).hasSize(2);
    assertThat(rows.get(0).path("id").asText())
        .isEqualTo("dev.vernier.samples.LinearBench.mix[n=5]");
    assertThat(rows.get(1).path("params").path("n").asText()).isEqualTo("6");
    assertThat(rows.get(0).path("source").asText()).isEqualTo("vernier");
    assertThat(rows.get(0).path("modes").toString()).isEqualTo("[\"thrpt\"]");
    assertThat(rows.get(0).path("threads").asInt()).isEqualTo(2);
    assertThat(root.path("skipped")).isEmpty();
  }

  @Test
  void aPatternThatMatchesNothingIsABadUsageInOneLine() {
    CliRun.command("list", "--cp", CP, "--scan", SAMPLES, "NoSuchBench")
        .isUsageError("no benchmark matches NoSuchBench");
    CliRun.command("list", "--cp", CP, "--scan", SAMPLES, "--param", "size=1", "LinearBench")
        .isUsageError("--param size: no selected benchmark has a @Param 'size'");
  }
}
