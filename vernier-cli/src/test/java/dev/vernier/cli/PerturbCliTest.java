package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --perturb}: real forks of a sample, each under its draw, the draw in its record, the
 * same seed giving the same flags again, and the row's share of spread the draws explain.
 */
class PerturbCliTest {
  @TempDir Path tmp;

  private JsonNode run(String name, String... extra) throws Exception {
    Path json = tmp.resolve(name + ".json");
    List<String> args = new ArrayList<>(List.of("--cp", DemoCommand.samplesLocation().toString(),
        "--json", json.toString(), "--forks", "4", "--budget", "4s", "--param", "n=1000"));
    args.addAll(List.of(extra));
    args.add("LinearBench.*");
    CliRun r = CliRun.command("run", args.toArray(String[]::new));
    assertThat(r.code()).as(r.err()).isZero();
    return new ObjectMapper().readTree(json.toFile());
  }

  @Test
  void everyForkRunsUnderItsRecordedDrawAndTheSameSeedDrawsItAgain() throws Exception {
    JsonNode first = run("a", "--perturb", "--perturb-seed", "42");
    JsonNode env = first.get("environment").get("perturbation");
    assertThat(env.get("seed").asLong()).isEqualTo(42);
    assertThat(env.get("levers").toString()).contains("loop-alignment", "environment");
    JsonNode row = first.get("benchmarks").get(0);
    JsonNode forks = row.get("forks");
    assertThat(forks).hasSize(4);
    List<JsonNode> draws = new ArrayList<>();
    forks.forEach(f -> draws.add(f.get("perturbation")));
    assertThat(draws).allSatisfy(d -> assertThat(d.get("flags")).isNotEmpty());
    assertThat(draws.get(1)).isEqualTo(draws.get(0)); // forks share a draw two by two
    assertThat(draws.get(3)).isEqualTo(draws.get(2));
    assertThat(draws.get(2).get("draw").asInt()).isEqualTo(2);
    assertThat(draws.get(2).get("flags")).isNotEqualTo(draws.get(0).get("flags"));
    // the first fork's JVM reports its own arguments: the draw's flags reached it
    List<String> seen = new ArrayList<>();
    first.get("environment").get("jvm").get("inputArguments").forEach(a -> seen.add(a.asText()));
    draws.get(0).get("flags").forEach(f -> assertThat(seen).contains(f.asText()));
    JsonNode share = row.get("perturbation");
    assertThat(share.get("draws").asInt()).isEqualTo(2);
    assertThat(share.get("forks").asInt()).isEqualTo(4);
    assertThat(share.get("share").asDouble()).isBetween(0.0, 1.0);

    JsonNode again = run("b", "--perturb", "--perturb-seed", "42");
    JsonNode forksAgain = again.get("benchmarks").get(0).get("forks");
    for (int i = 0; i < 4; i++) {
      assertThat(forksAgain.get(i).get("perturbation")).isEqualTo(draws.get(i));
    }
  }

  /** Both sides of a pair run under one draw; the comparison names each draw's change. */
  @Test
  void againstPairsShareTheirDrawAcrossBothSides() throws Exception {
    Path json = tmp.resolve("against.json");
    String cp = DemoCommand.samplesLocation().toString();
    CliRun r = CliRun.command("run", "--cp", cp, "--against", cp, "--perturb", "--perturb-seed",
        "9", "--forks", "4", "--param", "n=1000", "--json", json.toString(), "LinearBench.*");
    assertThat(r.code()).as(r.err()).isIn(0, 1);
    JsonNode cmp = new ObjectMapper().readTree(json.toFile());
    List<List<JsonNode>> sides = new ArrayList<>();
    for (String side : List.of("baseRun", "newRun")) {
      JsonNode run = cmp.get(side);
      assertThat(run.get("environment").get("perturbation").get("seed").asLong()).isEqualTo(9);
      List<JsonNode> draws = new ArrayList<>();
      run.get("benchmarks").get(0).get("forks").forEach(f -> draws.add(f.get("perturbation")));
      sides.add(draws);
    }
    assertThat(sides.get(0)).hasSize(4).isEqualTo(sides.get(1));
    assertThat(sides.get(0)).extracting(d -> d.get("draw").asInt()).containsExactly(1, 1, 2, 2);
    JsonNode row = cmp.get("benchmarks").get(0);
    assertThat(row.get("note").asText()).containsPattern("[+-]\\d+\\.\\d% under draw 1, "
        + "[+-]\\d+\\.\\d% under draw 2");
    String verdict = row.get("verdict").asText();
    if (verdict.equals("slower") || verdict.equals("faster")) {
      assertThat(row.get("survives").isBoolean()).isTrue();
    } else {
      assertThat(row.has("survives")).as(verdict).isFalse();
    }
  }

  @Test
  void withoutPerturbNoForkCarriesADraw() throws Exception {
    JsonNode plain = run("plain");
    assertThat(plain.get("environment").has("perturbation")).isFalse();
    JsonNode row = plain.get("benchmarks").get(0);
    assertThat(row.has("perturbation")).isFalse();
    row.get("forks").forEach(f -> assertThat(f.has("perturbation")).isFalse());
  }

  @Test
  void badPerturbOptionsAreUsageErrors() {
    CliRun.command("run", "--cp", DemoCommand.samplesLocation().toString(), "--perturb",
        "--perturb-levers", "alignment", "LinearBench.*")
        .isUsageError("no perturbation lever 'alignment'");
    CliRun.command("run", "--cp", DemoCommand.samplesLocation().toString(), "--perturb-seed",
        "3", "LinearBench.*").isUsageError("--perturb-seed needs --perturb");
    CliRun.command("run", "--cp", DemoCommand.samplesLocation().toString(), "--perturb",
        "--forks", "0", "LinearBench.*").isUsageError("--perturb needs forks");
  }
}
