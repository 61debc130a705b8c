package dev.vernier.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunSettingsTest {
  private static final Path OUT = Path.of("/p/target/vernier");

  private static RunSettings only(String include, String params, String formats) {
    return new RunSettings(include, false, null, null, params, null, null, null, null, null,
        null, formats, null, false);
  }

  @Test
  void unsetSettingsLeaveTheCliDefaults() {
    List<String> args = only(null, null, "json").runArguments(
        List.of(Path.of("/p/target/test-classes")), List.of("/p/target/test-classes", "/r/a.jar"),
        OUT);
    assertThat(args).containsExactly("run",
        "--cp", "/p/target/test-classes" + File.pathSeparator + "/r/a.jar",
        "--scan", "/p/target/test-classes", "--overwrite",
        "--json", "/p/target/vernier/result.json",
        "--html", "/p/target/vernier/result.html");
  }

  @Test
  void everySettingIsOneCliOption() {
    RunSettings s = new RunSettings(" Parse*.split , *Bench ", true, "5s", 3, "n=1,2; m=3",
        "/j/bin/java", "-Xmx1g -XX:+UseParallelGC", "thrpt", "2%", "alloc", "n", "csv,md",
        " --rss  --timeout 2m", true);
    assertThat(s.runArguments(List.of(Path.of("/p/t")), List.of("/p/t"), OUT)).containsExactly(
        "run", "--cp", "/p/t", "--scan", "/p/t", "--overwrite",
        "--json", "/p/target/vernier/result.json",
        "--html", "/p/target/vernier/result.html",
        "--csv", "/p/target/vernier/result.csv",
        "--md", "/p/target/vernier/result.md",
        "--quick", "--budget", "5s", "--forks", "3",
        "--param", "n=1,2", "--param", "m=3",
        "--jvm", "/j/bin/java", "--jvm-args", "-Xmx1g -XX:+UseParallelGC",
        "--mode", "thrpt", "--target-error", "2%",
        "--profile", "alloc", "--out", "/p/target/vernier/profile",
        "--size-param", "n", "--perturb",
        "--rss", "--timeout", "2m",
        "Parse*.split", "*Bench");
  }

  @Test
  void anUnknownFormatIsNamed() {
    assertThatThrownBy(() -> only(null, null, "json,pdf").formatSet())
        .hasMessage("vernier.formats: unknown format 'pdf' (known: json, html, md, csv)");
  }

  @Test
  void compareWritesItsVerdictsAndFailsOnlyWhenAsked() {
    Path base = Path.of("/p/baseline.json");
    Path result = OUT.resolve("result.json");
    assertThat(RunSettings.compareArguments(base, result, 2, null, OUT)).containsExactly(
        "compare", "/p/baseline.json", "/p/target/vernier/result.json", "--margin", "2.0",
        "--json", "/p/target/vernier/compare.json", "--md", "/p/target/vernier/compare.md",
        "--html", "/p/target/vernier/compare.html", "--overwrite");
    assertThat(RunSettings.compareArguments(base, result, 5, 10.0, OUT))
        .endsWith("--fail-on-regression", "10.0");
  }

  @Test
  void historyAsBaselineRecordsTheRunThenJudgesIt() {
    Path result = OUT.resolve("result.json");
    var steps = RunSettings.historyArguments("jdbc:sqlite:/p/.vernier/history.db", result, 5.0,
        OUT);
    assertThat(steps.get(0)).containsExactly("history", "add", "/p/target/vernier/result.json",
        "--db", "jdbc:sqlite:/p/.vernier/history.db");
    assertThat(steps.get(1)).containsExactly("history", "check", "--db",
        "jdbc:sqlite:/p/.vernier/history.db", "--json", "/p/target/vernier/history-check.json",
        "--md", "/p/target/vernier/compare.md", "--overwrite", "--fail-on-regression", "5.0");
    assertThat(RunSettings.historyArguments("jdbc:sqlite:h.db", result, null, OUT).get(1))
        .doesNotContain("--fail-on-regression");
  }
}
