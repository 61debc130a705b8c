package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.Environment;
import dev.vernier.engine.result.Evidence;
import dev.vernier.engine.result.ForkRecord;
import dev.vernier.engine.result.Identity;
import dev.vernier.engine.result.MemoryFigures;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunFacts;
import dev.vernier.engine.result.RunResult;
import dev.vernier.engine.result.Stats;
import dev.vernier.engine.result.TimeFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code vernier compare} end to end, in process, on result files written for the test. */
class CompareCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static CliRun compare(String... args) {
    return CliRun.command("compare", args);
  }

  /** A benchmark row with three forks of 30 samples around {@code level}; stats are unused. */
  private static BenchmarkResult row(String method, long seed, double level, long alloc) {
    Random r = new Random(seed);
    List<ForkRecord> forks = new ArrayList<>();
    for (int f = 0; f < 3; f++) {
      List<Double> s = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        s.add(level * (1 + 0.003 * f + 0.005 * r.nextGaussian()));
      }
      forks.add(new ForkRecord(100 + f, s, 1000, alloc, 0, 0, 0, null, null, 0, 0, null));
    }
    Stats st = new Stats(90, level, level, level, 1, level, level, 0.999, level, level, 2.0);
    return new BenchmarkResult(new Identity("pkg.P." + method, "pkg.P", method, Map.of(), "avgt",
        false, Identity.VERNIER, null, null), "ok", null, TimeFigures.of("ns/op", st),
        new MemoryFigures(alloc, null, 0.0, null, null, null), new Evidence(forks, null, List.of()),
        RunFacts.NONE);
  }

  private static Path file(Path dir, String name, BenchmarkResult... rows) throws Exception {
    Environment env = new Environment(new Environment.Jvm("v", "17", "vm", List.of(), List.of(),
        true, "/j", 1L), new Environment.Os("Linux", "6", "amd64"),
        new Environment.Cpu("cpu", 2, null), List.of());
    Path p = dir.resolve(name);
    ResultFiles.write(p, new RunResult(RunResult.SCHEMA, "0.1.0", "2026-11-30T10:00:00Z", env,
        List.of(rows)));
    return p;
  }

  @Test
  void printsVerdictsAndWritesTheContractsJson(@TempDir Path dir) throws Exception {
    Path base = file(dir, "base.json", row("split", 1, 1000, 416), row("scan", 2, 500, 0));
    Path newer = file(dir, "new.json", row("split", 3, 1200, 256), row("scan", 4, 500.5, 0));
    Path json = dir.resolve("c.json");
    CliRun o = compare(base.toString(), newer.toString(), "--json", json.toString());
    assertThat(o.code()).isZero();
    assertThat(o.err()).isEmpty();
    assertThat(o.out()).contains("pkg.P.split", "slower", "416 -> 256 B (-38.5%)", "same",
        "Drift: intervals widened by");
    JsonNode j = JSON.readTree(json.toFile());
    assertThat(j.path("schema").asText()).isEqualTo("vernier-compare/1");
    JsonNode split = j.path("benchmarks").get(0);
    for (String field : List.of("baseMedian", "newMedian", "changePct", "changeCiLow",
        "changeCiHigh", "pValue", "verdict", "allocBase", "allocNew")) {
      assertThat(split.has(field)).as(field).isTrue();
    }
    assertThat(split.path("verdict").asText()).isEqualTo("slower");
    assertThat(split.path("changePct").asDouble()).isBetween(15.0, 25.0);
    assertThat(split.path("allocBase").asLong()).isEqualTo(416);
    assertThat(split.path("allocNew").asLong()).isEqualTo(256);
    assertThat(j.path("benchmarks").get(1).path("verdict").asText()).isEqualTo("same");
    assertThat(j.path("geomeanChangePct").isNumber()).isTrue();
    assertThat(j.has("baseRun")).isFalse(); // the files already hold the samples
    assertThat(split.has("pairRatios")).isFalse();
  }

  @Test
  void markdownForAPullRequest(@TempDir Path dir) throws Exception {
    Path base = file(dir, "base.json", row("split", 1, 1000, 416));
    Path newer = file(dir, "new.json", row("split", 3, 900, 416));
    CliRun o = compare(base.toString(), newer.toString(), "--md", "-");
    assertThat(o.code()).isZero();
    assertThat(o.out()).startsWith("### Vernier").contains("| pkg.P.split |")
        .contains("**faster**").contains("416 B");
  }

  @Test
  void aRegressionBeyondTheLimitExitsThree(@TempDir Path dir) throws Exception {
    Path base = file(dir, "base.json", row("split", 1, 1000, 0));
    Path newer = file(dir, "new.json", row("split", 3, 1100, 0));
    CliRun within = compare(base.toString(), newer.toString(), "--fail-on-regression", "15");
    assertThat(within.code()).isZero();
    CliRun beyond = compare(base.toString(), newer.toString(), "--fail-on-regression", "5");
    assertThat(beyond.code()).isEqualTo(ExitCodes.REGRESSION);
    assertThat(beyond.err()).startsWith("vernier: 1 regression beyond 5.0%: pkg.P.split");
  }

  @Test
  void eightMoreBytesPerOpFailTheAllocationThresholdWhateverTheTimes(@TempDir Path dir)
      throws Exception {
    Path base = file(dir, "base.json", row("split", 1, 1000, 416));
    Path newer = file(dir, "new.json", row("split", 3, 1000, 424));
    Path same = file(dir, "same.json", row("split", 5, 1000, 416));
    CliRun more = compare(base.toString(), newer.toString(), "--fail-on-alloc-regression", "1");
    assertThat(more.code()).isEqualTo(ExitCodes.REGRESSION);
    assertThat(more.err()).startsWith(
        "vernier: 1 allocation regression beyond 1.0%: pkg.P.split (more bytes per op)");
    assertThat(more.out()).contains("416 -> 424 B (+1.9%) more");
    // +1.9% is within a 5% threshold; unchanged bytes never fail
    assertThat(compare(base.toString(), newer.toString(), "--fail-on-alloc-regression", "5")
        .code()).isZero();
    assertThat(compare(base.toString(), same.toString(), "--fail-on-alloc-regression", "0")
        .code()).isZero();
    CliRun bad = compare(base.toString(), newer.toString(), "--fail-on-alloc-regression", "-1");
    assertThat(bad.code()).isEqualTo(ExitCodes.USAGE);
  }

  @Test
  void readsJmhOnEitherSide(@TempDir Path dir) throws Exception {
    // The real JMH 1.37 file kept with the engine's tests (Maven runs tests in the module).
    Path jmh = Path.of("../vernier-core/src/test/resources/jmh/jmh-1.37-avgt-gc.json");
    CliRun o = compare(jmh.toString(), jmh.toString());
    assertThat(o.code()).isZero();
    assertThat(o.out()).contains("fix.ParseJmh.split[n=1000]", "jmh 1.37", "+0.0%");
  }

  @Test
  void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
    Path base = file(dir, "base.json", row("split", 1, 1000, 0));
    Path junk = Files.writeString(dir.resolve("junk.json"), "{\"schema\": \"nope\"}");
    CliRun o = compare(base.toString(), junk.toString());
    assertThat(o.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(o.err().strip()).startsWith("vernier: " + junk).doesNotContain("\n");
    CliRun ref = compare(base.toString(), base.toString(), "--reference", "pkg.P.none");
    assertThat(ref.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(ref.err()).contains("--reference pkg.P.none is not in");
    CliRun missing = compare(base.toString());
    assertThat(missing.code()).isEqualTo(ExitCodes.USAGE);
  }
}
