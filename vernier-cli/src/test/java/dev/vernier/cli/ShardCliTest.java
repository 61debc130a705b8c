package dev.vernier.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vernier.engine.result.BenchmarkResult;
import dev.vernier.engine.result.ResultFiles;
import dev.vernier.engine.result.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run --shard in three real parts, merged, against one unsharded run of the same selection. */
class ShardCliTest {
  private static final String CP = System.getProperty("java.class.path");

  private static String[] run(Path json, String... extra) {
    List<String> args = new ArrayList<>(List.of("run", "--cp", CP, "ShardBenches$*",
        "--forks", "1", "--warmup", "50ms", "--time", "100ms", "--json", json.toString()));
    args.addAll(List.of(extra));
    return args.toArray(String[]::new);
  }

  private static List<String> ids(Path file) throws Exception {
    return ResultFiles.read(file).benchmarks().stream().map(BenchmarkResult::id).sorted()
        .toList();
  }

  @Test
  void threeShardsMergedGiveTheUnshardedRowsEachOnce(@TempDir Path dir) throws Exception {
    Path whole = dir.resolve("whole.json");
    assertThat(CliRun.of(run(whole)).code()).isZero();
    List<String> parts = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      Path part = dir.resolve("shard" + i + ".json");
      CliRun r = CliRun.of(run(part, "--shard", i + "/3"));
      assertThat(r.code()).as(r.err()).isZero();
      assertThat(r.err()).contains("shard " + i + "/3 holds");
      seen.addAll(ids(part));
      parts.add(part.toString());
    }
    assertThat(seen).doesNotHaveDuplicates().hasSize(5);
    Path merged = dir.resolve("merged.json");
    List<String> args = new ArrayList<>(List.of("merge"));
    args.addAll(parts);
    args.addAll(List.of("--json", merged.toString()));
    CliRun m = CliRun.of(args.toArray(String[]::new));
    assertThat(m.code()).as(m.err()).isZero();
    assertThat(ids(merged)).isEqualTo(ids(whole)).hasSize(5);
    RunResult r = ResultFiles.read(merged);
    assertThat(r.environment().jvm().version()).isNotNull();
    assertThat(r.environment().warnings()).noneMatch(w -> w.code().equals("MIXED_ENVIRONMENTS"));
  }

  @Test
  void aBadShardIsAUsageError() {
    CliRun.of("run", "--cp", CP, "--shard", "4/3", "ShardBenches$*")
        .isUsageError("--shard must be i/N with 1 <= i <= N, got 4/3");
  }
}
