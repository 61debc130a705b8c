package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import dev.vernier.history.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** merge refuses what is not one run's shards, unless told. */
class MergeCommandTest {
  private static Path shard(Path dir, String name, String cpu, String id) throws Exception {
    return SyntheticRuns.write(dir, name, SyntheticRuns.run(Map.of(id, 100.0), 1, 0.002,
        SyntheticRuns.environment(cpu, 3.0)));
  }

  @Test
  void shardsOfDifferentMachinesAreRefusedUnlessAllowed(@TempDir Path dir) throws Exception {
    Path a = shard(dir, "a.json", "CPU A", "pkg.A.x");
    Path b = shard(dir, "b.json", "CPU B", "pkg.B.x");
    Path out = dir.resolve("m.json");
    CliRun.of("merge", a.toString(), b.toString(), "--json", out.toString())
        .isUsageError("ran on a different environment than " + a + " (CPU model 'CPU A' vs"
            + " 'CPU B'): merge --allow-mixed");
    assertThat(out).doesNotExist();

    CliRun ok = CliRun.of("merge", a.toString(), b.toString(), "--json", out.toString(),
        "--allow-mixed");
    assertThat(ok.code()).as(ok.err()).isZero();
    RunResult merged = ResultFiles.read(out);
    assertThat(merged.benchmarks()).hasSize(2);
    assertThat(merged.environment().warnings())
        .anyMatch(w -> w.code().equals("MIXED_ENVIRONMENTS") && w.message().contains("CPU B"));
    // and such a file is no run of one fingerprint: history refuses it
    CliRun.of("history", "add", out.toString(), "--db", "jdbc:sqlite:" + dir.resolve("h.db"),
        "--commit", "c", "--branch", "main").isUsageError("merged from shards of different"
        + " environments");
  }

  @Test
  void aBenchmarkInTwoShardsIsRefused(@TempDir Path dir) throws Exception {
    Path a = shard(dir, "a.json", "CPU", "pkg.A.x");
    Path b = shard(dir, "b.json", "CPU", "pkg.A.x");
    CliRun.of("merge", a.toString(), b.toString(), "--json", dir.resolve("m.json").toString())
        .isUsageError("pkg.A.x is in both " + a + " and " + b);
  }

  @Test
  void aFileThatIsNotAResultIsRefused(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"schema\": \"vernier/1\", \"benchmarks\": [");
    CliRun.of("merge", bad.toString(), "--json", dir.resolve("m.json").toString())
        .isUsageError(bad + ": not a Vernier result file");
  }
}
