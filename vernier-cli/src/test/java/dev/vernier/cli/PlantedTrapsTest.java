package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.env.OthersLoad;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
  /** The last row's forks, for the message of a miss (CI missed FORKS_DISAGREE once). */
  private String lastForks = "";
  /** The cores other processes kept busy during the last run. */
  private double othersCores;

  private List<String> codes(String pattern, String... extra) throws Exception {
    Path json = tmp.resolve(pattern.replaceAll("\\W", "_") + ".json");
    List<String> args = new ArrayList<>(List.of("--cp", DemoCommand.samplesLocation().toString(),
        "--json", json.toString(), pattern));
    args.addAll(List.of(extra));
    OthersLoad start = OthersLoad.now();
    CliRun r = CliRun.command("run", args.toArray(String[]::new));
    othersCores = start.coresUntilNow();
    assertThat(r.code()).as(r.err()).isZero();
    JsonNode row = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
    List<String> codes = new ArrayList<>();
    row.get("warnings").forEach(w -> codes.add(w.get("code").asText()));
    lastForks = forks(row);
    return codes;
  }

  private static String forks(JsonNode row) {
    StringBuilder b = new StringBuilder();
    for (JsonNode f : row.get("forks")) {
      List<Double> s = new ArrayList<>();
      f.get("samples").forEach(v -> s.add(v.asDouble()));
      s.sort(null);
      b.append(String.format(Locale.ROOT, "%n  fork: median %.1f of %d samples, %.1f to %.1f; %s",
          s.isEmpty() ? Double.NaN : s.get(s.size() / 2), s.size(),
          s.isEmpty() ? Double.NaN : s.get(0), s.isEmpty() ? Double.NaN : s.get(s.size() - 1),
          f.path("warmupStopReason").asText()));
    }
    return b.toString();
  }

  @Test
  void aStructureThatGrowsIsNotStationary() throws Exception {
    List<String> found = codes("GrowingBench.*", "--budget", "4s");
    assertNamed(found, "NOT_STATIONARY");
  }

  @Test
  void forksAtTwoLevelsDisagree() throws Exception {
    List<String> found = codes("TwoLevelsBench.*", "--budget", "4s", "--forks", "4");
    assertNamed(found, "FORKS_DISAGREE");
  }

  /**
   * At the default budget: at 4 s its one fork had 0.4 s of warm-up and the trap was named in 4
   * of 6 runs (by the build before the measurer's split and after it alike), at 10 s in 6 of 6.
   */
  @Test
  void batchesInTwoModesAreMultimodal() throws Exception {
    List<String> found = codes("BimodalBench.*", "--budget", "10s");
    assertNamed(found, "MULTIMODAL");
  }

  @Test
  void aJitThatNeverSettlesIsNamed() throws Exception {
    List<String> found = codes("ChurnBench.*", "--budget", "4s");
    assertNamed(found, "JIT_DURING_MEASUREMENT");
  }

  /**
   * The trap is named; a miss beside a neighbour that kept over half a core busy is skipped with
   * a line saying so (the hit rates in docs/statistics.md are a quiet machine's: beside another
   * build and a JMH run BimodalBench's two forks ran 69 and 113 samples, neither steady, too few
   * to judge its modes).
   */
  private void assertNamed(List<String> found, String code) {
    assumeTrue(found.contains(code) || OthersLoad.quiet(othersCores), String.format(Locale.ROOT,
        "%s not named while other processes kept %.1f cores busy: not judged%s", code,
        othersCores, lastForks));
    assertThat(found).as(lastForks).contains(code);
  }
}
