package dev.vernier.engine.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
  @TempDir Path tmp;

  @Test
  void roundTripKeepsEveryField() throws Exception {
    RunResult original = Samples.typical();
    Path file = tmp.resolve("sub/dir/result.json");
    ResultFiles.write(file, original);
    RunResult back = ResultFiles.read(file);
    // Same JSON text after a read: nothing lost or renamed on the way
    assertThat(ResultFiles.toJson(back)).isEqualTo(Files.readString(file));
    assertThat(back.schema()).isEqualTo("vernier/1");
    assertThat(back.benchmarks()).hasSize(2);
    BenchmarkResult ok = back.benchmarks().get(0);
    assertThat(ok.identity().params()).containsExactly(java.util.Map.entry("n", "1000"));
    assertThat(ok.time().stats()).isEqualTo(original.benchmarks().get(0).time().stats());
    assertThat(ok.memory().allocatedBytesPerOp().longValue()).isEqualTo(280000L);
    assertThat(ok.evidence().forks().get(0).samples()).containsExactly(10.0, 10.5, 9.5);
    assertThat(back.environment()).isEqualTo(original.environment());
    assertThat(back.benchmarks().get(1).error()).contains("boom");
    try (var files = Files.list(file.getParent())) {
      assertThat(files).as("no temporary file left behind").hasSize(1);
    }
  }

  @Test
  void readingIgnoresFieldsAddedLater() throws Exception {
    Path file = tmp.resolve("future.json");
    String json = ResultFiles.toJson(Samples.typical())
        .replaceFirst("\\{", "{\"scaling\": [{\"benchmark\": \"x\"}], \"somethingNew\": 1,");
    Files.writeString(file, json);
    assertThat(ResultFiles.read(file).benchmarks()).hasSize(2);
  }

  private static void has(JsonNode node, String path, String... fields) {
    for (String f : fields) {
      assertThat(node.has(f)).as("%s.%s present", path, f).isTrue();
    }
  }

  @Test
  void jsonHasEveryFieldOfSchemaVernier1() throws Exception {
    JsonNode root = ResultFiles.mapper().readTree(ResultFiles.toJson(Samples.typical()));
    has(root, "", "schema", "vernierVersion", "startedAt", "environment", "benchmarks");
    assertThat(root.get("schema").asText()).isEqualTo("vernier/1");
    JsonNode env = root.get("environment");
    has(env, "environment", "jvm", "os", "cpu", "warnings");
    has(env.get("jvm"), "jvm", "vendor", "version", "vmName", "inputArguments", "gc",
        "compilerBlackholes");
    assertThat(env.get("jvm").get("inputArguments").isArray()).isTrue();
    assertThat(env.get("jvm").get("gc").isArray()).isTrue();
    assertThat(env.get("jvm").get("compilerBlackholes").isBoolean()).isTrue();
    has(env.get("os"), "os", "name", "version", "arch");
    has(env.get("cpu"), "cpu", "model", "logicalCores", "calibratedGHz");
    has(env.get("warnings").get(0), "warnings[]", "code", "severity", "message", "fix");
    for (JsonNode b : root.get("benchmarks")) {
      has(b, "benchmarks[]", "id", "className", "method", "params", "mode", "unit", "baseline",
          "status", "error", "stats", "allocatedBytesPerOp", "gcPer1000Ops", "cyclesPerOp",
          "ratio", "ratioCiLow", "ratioCiHigh", "forks", "profile", "warnings");
      assertThat(b.get("params").isObject()).isTrue();
      for (JsonNode f : b.get("forks")) {
        has(f, "forks[]", "pid", "samples", "opsPerSample", "allocatedBytesPerOp", "gcCount",
            "peakRssBytes", "jitCompilationsDuringMeasurement", "calibratedGHz");
      }
    }
    JsonNode ok = root.get("benchmarks").get(0);
    has(ok.get("stats"), "stats", "n", "min", "median", "mean", "stdDev", "ciLow", "ciHigh",
        "ciLevel", "p90", "p99", "mValue");
    assertThat(ok.get("status").asText()).isEqualTo("ok");
    assertThat(ok.get("error").isNull()).isTrue();
    assertThat(ok.get("allocatedBytesPerOp").isIntegralNumber()).isTrue();
    JsonNode failed = root.get("benchmarks").get(1);
    assertThat(failed.get("status").asText()).isEqualTo("failed");
    assertThat(failed.get("error").asText()).contains("boom");
    assertThat(failed.get("stats").isNull()).isTrue();
    assertThat(failed.get("ratio").isNull()).isTrue();
  }

  @Test
  void noExtraGetterLikePropertiesLeakIntoTheFile() throws Exception {
    JsonNode root = ResultFiles.mapper().readTree(ResultFiles.toJson(Samples.typical()));
    JsonNode ok = root.get("benchmarks").get(0);
    List<String> names = new java.util.ArrayList<>();
    ok.fieldNames().forEachRemaining(names::add);
    assertThat(names).doesNotContain("ok");
    List<String> stats = new java.util.ArrayList<>();
    ok.get("stats").fieldNames().forEachRemaining(stats::add);
    assertThat(stats).doesNotContain("error");
  }
}
