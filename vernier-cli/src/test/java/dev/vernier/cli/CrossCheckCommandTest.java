package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vernier crosscheck}'s refusals, before any JVM starts (CrossCheckRunTest runs both). */
class CrossCheckCommandTest {
  private static final String CP = System.getProperty("java.class.path");

  @Test
  void refusesTheRunsOutputFilesItWouldNotWrite(@TempDir Path dir) {
    Path json = dir.resolve("x.json");
    CliRun r = CliRun.command("crosscheck", "--cp", CP, "--json", json.toString(), "Anything");
    assertThat(r.code()).as(r.err()).isEqualTo(2);
    assertThat(r.err()).contains("--json, --md, --csv and --html are for run");
    assertThat(Files.exists(json)).isFalse();
  }

  @Test
  void refusesNoRounds() {
    CliRun r = CliRun.command("crosscheck", "--cp", CP, "--rounds", "0");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("--rounds must be 1 or more");
  }
}
