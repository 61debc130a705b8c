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
 * Each planted trap among the samples raises its warning in real forks: a structure that grows
 * across calls (NOT_STATIONARY), forks that settle at two levels (FORKS_DISAGREE), batches that
 * alternate between two modes (MULTIMODAL), and a JIT that never settles
 * (JIT_DURING_MEASUREMENT). docs/statistics.md gives their hit rates over repeated runs and the
 * false-alarm rates on clean benchmarks.
 */
class PlantedTrapsTest {
  @TempDir Path tmp;

  private List<String> codes(String pattern, String... extra) throws Exception {
    Path json = tmp.resolve(pattern.replaceAll("\\W", "_") + ".json");
    List<String> args = new ArrayList<>(List.of("--cp", DemoCommand.samplesLocation().toString(),
        "--json", json.toString(), pattern));
    args.addAll(List.of(extra));
    CliRun r = CliRun.command("run", args.toArray(String[]::new));
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode row = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
    List<String> codes = new ArrayList<>();
    row.get("warnings").forEach(w -> codes.add(w.get("code").asText()));
    return codes;
  }

  @Test
  void aStructureThatGrowsIsNotStationary() throws Exception {
    assertThat(codes("GrowingBench.*", "--budget", "4s")).contains("NOT_STATIONARY");
  }

  @Test
  void forksAtTwoLevelsDisagree() throws Exception {
    assertThat(codes("TwoLevelsBench.*", "--budget", "4s", "--forks", "4"))
        .contains("FORKS_DISAGREE");
  }

  @Test
  void batchesInTwoModesAreMultimodal() throws Exception {
    assertThat(codes("BimodalBench.*", "--budget", "4s")).contains("MULTIMODAL");
  }

  @Test
  void aJitThatNeverSettlesIsNamed() throws Exception {
    assertThat(codes("ChurnBench.*", "--budget", "4s")).contains("JIT_DURING_MEASUREMENT");
  }
}
