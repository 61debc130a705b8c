package dev.vernier.engine.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The whole result file, schema {@code vernier/1}.
 *
 * @param scaling cost per element over a size parameter; absent from the file when empty
 */
public record RunResult(String schema, String vernierVersion, String startedAt,
    Environment environment, List<BenchmarkResult> benchmarks,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Scaling> scaling) {
  public static final String SCHEMA = "vernier/1";

  public RunResult {
    scaling = scaling == null ? List.of() : List.copyOf(scaling);
  }

  public RunResult(String schema, String vernierVersion, String startedAt,
      Environment environment, List<BenchmarkResult> benchmarks) {
    this(schema, vernierVersion, startedAt, environment, benchmarks, List.of());
  }

  public RunResult withScaling(List<Scaling> scaling) {
    return new RunResult(schema, vernierVersion, startedAt, environment, benchmarks, scaling);
  }

  /** The same run with other rows (ranks attached, a selection). */
  public RunResult withBenchmarks(List<BenchmarkResult> rows) {
    return new RunResult(schema, vernierVersion, startedAt, environment, rows, scaling);
  }
}
