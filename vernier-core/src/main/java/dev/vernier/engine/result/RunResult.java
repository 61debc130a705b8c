package dev.vernier.engine.result;

import java.util.List;

/** The whole result file, schema {@code vernier/1}. */
public record RunResult(String schema, String vernierVersion, String startedAt,
    Environment environment, List<BenchmarkResult> benchmarks) {
  public static final String SCHEMA = "vernier/1";
}
